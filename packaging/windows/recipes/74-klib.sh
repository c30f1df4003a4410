# klib's khash.h and kvec.h: headers of Criterion's (its dependencies/klib,
# a git submodule that the Debian tarball of Criterion leaves empty). Debian
# has no klib package; miniasm's source carries klib's stock khash.h
# (0.2.8) and kvec.h, which are taken from it.
PKG=miniasm
VERSION=0.3+dfsg-4
build() {
  install -d "$PREFIX/include/klib"
  install -m644 khash.h kvec.h "$PREFIX/include/klib"
}
