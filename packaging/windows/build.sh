#!/bin/sh
# Builds Hoshi for x86-64 Windows 10 and later on Debian, with Debian's
# mingw-w64 and the libraries built from Debian's own source packages
# (recipes/, pinned versions), into a cache reused between runs.
#
#   sh packaging/windows/build.sh          tools, libraries, hoshi.exe, zip, installer
#   sh packaging/windows/build.sh libs     tools and libraries only
#   sh packaging/windows/build.sh tests    libraries and the Windows build with its tests
#
# Environment: HOSHI_WIN_CACHE (default /var/cache/hoshi-windows), JOBS.
# docs/development.md explains the chain and how to add a library.
set -eu
. "$(dirname "$0")/common.sh"

what=${1:-all}
t0=$(date +%s)
say "tools (apt-get)"
install_tools
say "libraries (cache: $CACHE)"
build_recipes
say "libraries ready after $(($(date +%s) - t0)) s"
[ "$what" = libs ] && exit 0

# --- hoshi.exe --------------------------------------------------------------
BUILD=${HOSHI_WIN_BUILD:-$TOP/build-windows}
VERSION=$(sed -n 's/^project(hoshi VERSION \([0-9.]*\).*/\1/p' "$TOP/CMakeLists.txt")
NAME=hoshi-$VERSION-windows-x64
STAGE=$BUILD/dist/$NAME
mkdir -p "$BUILD/dist"

say "the icon"
for s in 16 32 48 256; do
  rsvg-convert -w $s -h $s "$TOP/packaging/icon/hoshi.svg" -o "$BUILD/icon-$s.png"
done
icotool -c -o "$BUILD/hoshi.ico" "$BUILD"/icon-16.png "$BUILD"/icon-32.png \
  "$BUILD"/icon-48.png "$BUILD"/icon-256.png

# mingw-w64's runtime beside the libraries, where Wine finds them for the
# tests (WINEPATH) as it finds the others.
for dll in libgcc_s_seh-1.dll libwinpthread-1.dll; do
  for d in /usr/lib/gcc/$HOST/12-posix /usr/$HOST/lib; do
    [ -f "$d/$dll" ] && cp "$d/$dll" "$PREFIX/bin/" && break
  done
done

say "hoshi.exe (build: $BUILD)"
# The core's tests as Windows programs, when Criterion was built for them.
tests=OFF
if [ "$what" = tests ] || [ "${HOSHI_WIN_TESTS:-}" = 1 ]; then
  [ -f "$PREFIX/lib/pkgconfig/criterion.pc" ] && tests=ON
fi
cmake -S "$TOP" -B "$BUILD" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
  -DCMAKE_BUILD_TYPE=Release -DHOSHI_BENCH=OFF -DHOSHI_TESTS=$tests -DHOSHI_TEST_HOOKS=OFF \
  -DHOSHI_WIN_ICON="$BUILD/hoshi.ico" \
  >"$BUILD/configure.log" 2>&1 ||
  { tail -30 "$BUILD/configure.log" >&2; die "cmake could not configure the Windows build"; }
cmake --build "$BUILD" -j"$JOBS" >"$BUILD/build.log" 2>&1 ||
  { grep -E 'error|Error' "$BUILD/build.log" | head -30 >&2; die "the Windows build failed (log: $BUILD/build.log)"; }
[ "$what" = tests ] && exit 0

# The DLLs a program needs, found in the prefix and mingw-w64's runtime,
# and theirs in turn; Windows' own (KERNEL32.dll...) are not shipped.
RUNTIME_DIRS="$PREFIX/bin /usr/lib/gcc/$HOST/12-posix /usr/$HOST/lib"
copy_dlls() {
  for dll in $($HOST-objdump -p "$1" | sed -n 's/^\s*DLL Name: //p'); do
    [ -f "$STAGE/$dll" ] && continue
    for d in $RUNTIME_DIRS; do
      if [ -f "$d/$dll" ]; then
        cp "$d/$dll" "$STAGE/$dll"
        copy_dlls "$STAGE/$dll"
        break
      fi
    done
  done
}

say "the portable folder ($STAGE)"
rm -rf "$STAGE"
mkdir -p "$STAGE/fonts" "$STAGE/etc/fonts" "$STAGE/locale" "$STAGE/docs" "$STAGE/examples"
cp "$BUILD/hoshi.exe" "$STAGE/"
$HOST-strip "$STAGE/hoshi.exe"
copy_dlls "$STAGE/hoshi.exe"
if [ -f "$PREFIX/bin/gnugo.exe" ]; then
  cp "$PREFIX/bin/gnugo.exe" "$STAGE/"
  copy_dlls "$STAGE/gnugo.exe"
fi
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
  /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf "$STAGE/fonts/"
cp "$WIN_DIR/files/fonts.conf" "$STAGE/etc/fonts/"
cp -r "$BUILD/locale/." "$STAGE/locale/"
cp "$TOP/docs/examples/"*.sgf "$STAGE/examples/"
# The beginners' course (Learn, F3): course/ beside hoshi.exe (src/app/learn.c).
if [ -d "$TOP/assets/course" ]; then
  mkdir -p "$STAGE/course"
  cp -r "$TOP/assets/course/." "$STAGE/course/"
fi
cp "$BUILD/hoshi.ico" "$STAGE/"
sed 's/$/\r/' "$TOP/LICENSE" >"$STAGE/LICENSE.txt"
# The manual as HTML, its links between pages kept.
for md in "$TOP/README.md" "$TOP"/docs/*.md; do
  base=$(basename "$md" .md)
  out="$STAGE/docs/$base.html"
  [ "$md" = "$TOP/README.md" ] && out="$STAGE/README.html"
  {
    printf '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Hoshi: %s</title></head><body>\n' "$base"
    sed -e 's/\.md)/.html)/g' -e 's/\.md#/.html#/g' "$md" | /usr/bin/python3 -m markdown -x tables -x fenced_code
    printf '</body></html>\n'
  } >"$out"
done
sed -i 's|href="docs/\([a-z-]*\)\.html|href="docs/\1.html|g' "$STAGE/README.html"
cp -r "$TOP/docs/images" "$STAGE/docs/images"
mkdir -p "$STAGE/docs/examples" && cp "$TOP/docs/examples/"*.sgf "$STAGE/docs/examples/"

say "the zip and the installer"
rm -f "$BUILD/dist/$NAME.zip" "$BUILD/dist/hoshi-$VERSION-setup.exe"
(cd "$BUILD/dist" && zip -qr "$NAME.zip" "$NAME")
makensis -V2 -DVERSION="$VERSION" -DSTAGE="$STAGE" -DOUTFILE="$BUILD/dist/hoshi-$VERSION-setup.exe" \
  "$WIN_DIR/hoshi.nsi" >"$BUILD/nsis.log" 2>&1 || { tail -20 "$BUILD/nsis.log" >&2; die "makensis failed"; }
ls -l "$BUILD/dist/$NAME.zip" "$BUILD/dist/hoshi-$VERSION-setup.exe"
say "done in $(($(date +%s) - t0)) s"
