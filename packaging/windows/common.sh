# Shared by build.sh and check.sh (sourced, POSIX sh): where the cache is,
# the cross toolchain's names, and how one library is fetched and built.
#
# Each library is a recipe, recipes/NN-name.sh, built in the order of NN.
# A recipe sets
#   PKG      the Debian source package (apt-get source PKG=VERSION)
#   VERSION  the Debian version it is pinned to
# and defines build(), run in a fresh copy of the unpacked source, which
# installs into $PREFIX. It finds there everything the recipes before it
# installed (pkg-config, CMake and meson are pointed at $PREFIX).
#
# The cache ($HOSHI_WIN_CACHE, by default /var/cache/hoshi-windows) keeps
# the downloaded sources and the installed prefix. A recipe is rebuilt when
# its file, its version, the toolchain files or anything built before it
# changed: each stamp names a hash of all of those.

HOST=x86_64-w64-mingw32
WIN_DIR=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$WIN_DIR/../.." && pwd)
CACHE=${HOSHI_WIN_CACHE:-/var/cache/hoshi-windows}
PREFIX=$CACHE/prefix
DOWNLOADS=$CACHE/downloads
WORK=$CACHE/work
STAMPS=$CACHE/stamps
LOGS=$CACHE/logs
JOBS=${JOBS:-$(nproc)}
CROSS_FILE=$CACHE/cross.meson
TOOLCHAIN=$WIN_DIR/toolchain.cmake

export PKG_CONFIG_LIBDIR="$PREFIX/lib/pkgconfig:$PREFIX/share/pkgconfig"
export PKG_CONFIG_PATH=
export PKG_CONFIG_SYSROOT_DIR=
export HOSHI_WIN_PREFIX="$PREFIX"

say() { printf '== %s\n' "$*"; }
die() { printf 'windows build: %s\n' "$*" >&2; exit 1; }

# The packages the cross-build needs on the Debian machine (idempotent).
install_tools() {
  export DEBIAN_FRONTEND=noninteractive
  deb_src_line
  apt-get update -qq
  # shellcheck disable=SC2046
  apt-get install -y -qq --no-install-recommends \
    $(grep -v '^#' "$WIN_DIR/tools.txt") >/dev/null
  # Debian's wine64 keeps its loader out of PATH (/usr/lib/wine/wine64);
  # the cross files run Windows programs (tests, generators) as wine64.
  [ -x /usr/local/bin/wine64 ] || ln -sf /usr/lib/wine/wine64 /usr/local/bin/wine64
  # The posix thread model: C11 threads, std::thread (HarfBuzz) and
  # winpthreads for Hoshi's engine workers.
  update-alternatives --set x86_64-w64-mingw32-gcc /usr/bin/x86_64-w64-mingw32-gcc-posix >/dev/null
  update-alternatives --set x86_64-w64-mingw32-g++ /usr/bin/x86_64-w64-mingw32-g++-posix >/dev/null
}

# apt-get source needs deb-src lines for the archive the system's deb lines
# name. Written once, beside them, from those same lines.
deb_src_line() {
  list=/etc/apt/sources.list.d/hoshi-deb-src.sources
  [ -f "$list" ] && return 0
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed -e 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources >"$list"
  elif [ -f /etc/apt/sources.list ]; then
    grep -E '^deb ' /etc/apt/sources.list | sed -e 's/^deb /deb-src /' \
      >/etc/apt/sources.list.d/hoshi-deb-src.list
  else
    die "no Debian archive named in /etc/apt: cannot add a deb-src line"
  fi
}

# The meson cross file, with the prefix's absolute path in it.
write_cross_file() {
  mkdir -p "$CACHE"
  sed -e "s|@PREFIX@|$PREFIX|g" "$WIN_DIR/cross.meson.in" >"$CROSS_FILE.new"
  mv "$CROSS_FILE.new" "$CROSS_FILE"
}

# Downloads PKG's source at VERSION into $DOWNLOADS/PKG-VERSION (once) and
# unpacks a fresh copy into $WORK/PKG; prints that folder. When the archive
# no longer has that exact version (a security update replaced it), the
# version it has of the same upstream release is taken, and said.
fetch_source() {
  pkg=$1 version=$2
  dl=$DOWNLOADS/$pkg-$version
  if [ ! -f "$dl/.done" ]; then
    rm -rf "$dl" && mkdir -p "$dl"
    if ! download_source "$pkg=$version"; then
      upstream=${version%-*}
      have=$(apt-cache showsrc "$pkg" | sed -n 's/^Version: //p' | head -1)
      [ "${have%-*}" = "$upstream" ] || die "$pkg $version is not in the archive (it has $have)"
      printf 'windows build: %s %s is gone from the archive; using %s\n' "$pkg" "$version" "$have" >&2
      rm -rf "$dl" && mkdir -p "$dl"
      download_source "$pkg=$have" || die "apt-get source $pkg=$have failed"
    fi
    touch "$dl/.done"
  fi
  rm -rf "${WORK:?}/$pkg"
  mkdir -p "$WORK"
  if [ -f "$dl/.orig-only" ]; then
    mkdir -p "$WORK/$pkg"
    tar -xf "$(ls "$dl"/*.orig.tar.* | head -1)" -C "$WORK/$pkg" --strip-components=1 ||
      die "cannot unpack the upstream tarball of $pkg"
  else
    dsc=$(ls "$dl"/*.dsc | head -1)
    dpkg-source --no-check -x "$dsc" "$WORK/$pkg" >/dev/null 2>&1 || die "cannot unpack $dsc"
  fi
  printf '%s\n' "$WORK/$pkg"
}

# apt-get source --download-only PKG=VERSION into $dl. The archive this
# machine reaches serves the .dsc and upstream tarball of some packages
# but not their Debian tarball (404): then the upstream tarball is built
# alone, without Debian's patches (the recipe makes up for what it needs),
# and that is said.
download_source() {
  (cd "$dl" && apt-get source -qq --download-only "$1" >/dev/null 2>&1) && return 0
  ls "$dl"/*.dsc "$dl"/*.orig.tar.* >/dev/null 2>&1 || return 1
  # the upstream tarball whole, as the .dsc (checked by apt) names it
  grep -q "^ $(sha256sum <"$(ls "$dl"/*.orig.tar.* | head -1)" | cut -d' ' -f1) " "$dl"/*.dsc || return 1
  printf 'windows build: %s: the archive has no Debian tarball; upstream tarball only, without Debian patches\n' "$1" >&2
  touch "$dl/.orig-only"
}

# The hash that names a recipe's stamp: its file, the toolchain files and
# the hash of the recipe before it.
recipe_hash() {
  cat "$1" "$WIN_DIR/cross.meson.in" "$TOOLCHAIN" - | sha256sum | cut -c1-16
}

# Builds every recipe not yet built with its present inputs.
build_recipes() {
  write_cross_file
  mkdir -p "$STAMPS" "$LOGS" "$PREFIX"
  prev=start
  for recipe in "${HOSHI_WIN_RECIPES:-$WIN_DIR/recipes}"/[0-9]*.sh; do
    name=$(basename "$recipe" .sh)
    hash=$(printf '%s' "$prev" | recipe_hash "$recipe")
    prev=$hash
    if [ -f "$STAMPS/$name.$hash" ]; then
      continue
    fi
    say "building $name (log: $LOGS/$name.log)"
    start=$(date +%s)
    rm -f "$STAMPS/$name".*
    # Not under "if !": there the shell ignores set -e inside the
    # subshell, and a recipe whose first command failed went on.
    set +e
    (
      set -e
      PKG= VERSION=
      . "$recipe"
      dir=$(fetch_source "$PKG" "$VERSION")
      cd "$dir"
      build
      cd / && rm -rf "$dir"
    ) >"$LOGS/$name.log" 2>&1
    rc=$?
    set -e
    if [ "$rc" != 0 ]; then
      tail -40 "$LOGS/$name.log" >&2
      die "$name failed (whole log: $LOGS/$name.log)"
    fi
    touch "$STAMPS/$name.$hash"
    say "$name built in $(($(date +%s) - start)) s"
  done
}
