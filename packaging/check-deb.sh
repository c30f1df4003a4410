#!/usr/bin/env bash
# Builds the Debian package the way docs/settings-and-files.md says, checks what it holds in a
# scratch root, installs it on this machine with apt-get (as root, Debian 12),
# runs lintian on it, checks the installed files with desktop-file-validate
# and appstreamcli,
# starts the installed hoshi under Xvfb, and removes the package again.
#   bash packaging/check-deb.sh [BUILD_DIR]     (default build-deb)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-deb}
id=io.github.hoshi

fail() {
  echo "check-deb: $*" >&2
  exit 1
}

echo "-- building the package in $build"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
  -DHOSHI_TESTS=OFF -DHOSHI_BENCH=OFF >/dev/null
cmake --build "$build" -j2 >/dev/null
rm -f "$build"/hoshi_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
debs=("$build"/hoshi_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "cpack made no single hoshi_*.deb"
deb=$(realpath "${debs[0]}")
version=$(sed -nE 's/^project\(hoshi VERSION ([0-9.]+).*/\1/p' CMakeLists.txt)
[ "$(basename "$deb")" = "hoshi_${version}_$(dpkg --print-architecture).deb" ] ||
  fail "unexpected package name $(basename "$deb")"
dpkg-deb --info "$deb"
depends=$(dpkg-deb --field "$deb" Depends)
for pkg in libsdl2-2.0-0 libsdl2-ttf-2.0-0 libfontconfig1 libcairo2 libpango-1.0-0 \
  libpangocairo-1.0-0 libc6 fonts-dejavu-core; do
  grep -qE "(^|, )$pkg( |,|$)" <<<"$depends" || fail "Depends lacks $pkg: $depends"
done
[ "$(dpkg-deb --field "$deb" Recommends)" = gnugo ] || fail "Recommends is not gnugo"
[ "$(dpkg-deb --field "$deb" Section)" = games ] || fail "Section is not games"

files=(
  usr/games/hoshi
  usr/share/doc/hoshi/copyright
  usr/share/doc/hoshi/changelog.gz
  usr/share/doc/hoshi/README.md
  usr/share/doc/hoshi/docs/playing.md
  usr/share/doc/hoshi/docs/keys.md
  usr/share/doc/hoshi/docs/images/scoring.png
  usr/share/applications/$id.desktop
  usr/share/metainfo/$id.metainfo.xml
  usr/share/icons/hicolor/scalable/apps/$id.svg
  usr/share/man/man6/hoshi.6.gz
  usr/share/locale/fr/LC_MESSAGES/hoshi.mo
  usr/share/hoshi/course/en/01-capture.sgf
  usr/share/hoshi/course/fr/01-capture.sgf
)
for size in 16 32 48 64 128 256; do
  files+=(usr/share/icons/hicolor/${size}x$size/apps/$id.png)
done

echo "-- the package's files, in a scratch root"
scratch=$(mktemp -d)
home=$(mktemp -d)
installed_here=no
cleanup() {
  rm -rf "$scratch" "$home"
  if [ "$installed_here" = yes ]; then
    echo "-- removing the package"
    apt-get remove -y -qq hoshi >/dev/null
  fi
}
trap cleanup EXIT
dpkg-deb --contents "$deb"
dpkg-deb --extract "$deb" "$scratch"
for f in "${files[@]}"; do
  [ -f "$scratch/$f" ] || fail "the package lacks /$f"
done
for size in 16 32 48 64 128 256; do
  file "$scratch/usr/share/icons/hicolor/${size}x$size/apps/$id.png" |
    grep -q "PNG image data, $size x $size," || fail "the ${size}x$size icon is not a $size-pixel PNG"
done
[ "$("$scratch/usr/games/hoshi" --version | head -1)" = "hoshi $version" ] ||
  fail "the packaged hoshi --version"
grep -q "^Exec=/usr/games/hoshi %f$" "$scratch/usr/share/applications/$id.desktop" ||
  fail "the menu entry does not start /usr/games/hoshi"

echo "-- lintian (Debian's package checks): no error"
lintian --fail-on error --tag-display-limit 0 "$deb"
# Everything a software centre reads, together: the AppStream file, the
# desktop entry it launches and its icon.
appstreamcli validate-tree --no-net "$scratch"

echo "-- installing $(basename "$deb") on this machine"
# The machine is left as found: the package is removed at the end unless a
# hoshi package was installed before (then this one replaces it).
if dpkg-query -W -f '${Status}' hoshi 2>/dev/null | grep -q 'ok installed'; then
  echo "(a hoshi package was installed before: it stays installed, as this one)"
else
  installed_here=yes
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --reinstall "$deb" >/dev/null
for f in "${files[@]}"; do
  [ -f "/$f" ] || fail "/$f is not installed"
done
# /usr/games is on a user's PATH (Debian's /etc/profile), not on root's.
[ "$(PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games command -v hoshi)" = /usr/games/hoshi ] ||
  fail "hoshi on a user's PATH is not /usr/games/hoshi"
PATH=$PATH:/usr/games
out=$(hoshi --version | head -1)
echo "hoshi --version: $out"
[ "$out" = "hoshi $version" ] || fail "hoshi --version says '$out', not 'hoshi $version'"

echo "-- desktop-file-validate and appstreamcli validate (installed files)"
out=$(desktop-file-validate /usr/share/applications/$id.desktop 2>&1) || fail "desktop-file-validate: $out"
[ -z "$out" ] || fail "desktop-file-validate: $out"
appstreamcli validate --no-net /usr/share/metainfo/$id.metainfo.xml
# desktop-file-utils' trigger has registered Hoshi for SGF files.
grep -qE "^application/x-go-sgf=(.*;)?$id\.desktop;" /usr/share/applications/mimeinfo.cache ||
  fail "Hoshi is not registered for application/x-go-sgf in mimeinfo.cache"

echo "-- the manual page"
out=$(zcat /usr/share/man/man6/hoshi.6.gz | groff -man -Tutf8 -ww -z 2>&1)
[ -z "$out" ] || fail "groff warns about hoshi.6: $out"
if command -v man >/dev/null; then
  [ "$(man -w hoshi)" = /usr/share/man/man6/hoshi.6.gz ] || fail "man -w hoshi: $(man -w hoshi)"
fi

echo "-- the French catalogue is found"
out_c=$(env LANGUAGE= LC_ALL=C.UTF-8 hoshi --help)
out_fr=$(env LANGUAGE= LC_ALL= LC_MESSAGES= LANG=fr_FR.UTF-8 hoshi --help)
[ "$out_c" != "$out_fr" ] || fail "hoshi --help is the same under LANG=fr_FR.UTF-8: no French catalogue"

echo "-- starting the installed hoshi under Xvfb (empty board, then a game record, as the desktop entry does)"
run_window() {
  env -u XDG_CONFIG_HOME -u XDG_STATE_HOME -u XDG_DATA_HOME HOME="$home" \
    SDL_AUDIODRIVER=dummy SDL_FRAMEBUFFER_ACCELERATION=0 \
    DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent \
    xvfb-run -a -s '-screen 0 1280x800x24' timeout 30 hoshi --window 800x600 --exit-after-first-frame "$@"
}
run_window 2>"$home/stderr" || fail "the installed hoshi did not start under Xvfb: $(cat "$home/stderr")"
run_window "$PWD/tests/data/sgf/handicap9.sgf" 2>"$home/stderr" ||
  fail "the installed hoshi did not start with a record: $(cat "$home/stderr")"
! grep '^hoshi:' "$home/stderr" || fail "the installed hoshi did not open the record"
echo "check-deb: the package builds, installs, validates and starts"
