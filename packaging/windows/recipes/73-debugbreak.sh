# debugbreak.h: a header of Criterion's (its dependencies/debugbreak, a git
# submodule that the Debian tarball of Criterion leaves empty).
PKG=debugbreak
VERSION=1.0-1
build() {
  install -d "$PREFIX/include"
  install -m644 debugbreak.h "$PREFIX/include"
}
