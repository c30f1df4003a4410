#!/bin/bash
# Checks the Windows build against the Linux one, under Wine with Xvfb:
# builds both (the libraries from the cache), then runs hoshi.exe where
# hoshi runs and compares what they say. Prints "N passed, M failed" and
# exits non-zero when anything failed. .ci/run runs it; README.md and
# docs/development.md say what it checks.
#
#   bash packaging/windows/check.sh
#
# Screenshots and outputs are kept in build-windows/check/.
set -u
. "$(dirname "$0")/common.sh"
t0=$(date +%s)

HOSHI_WIN_TESTS=1 sh "$WIN_DIR/build.sh" || die "the Windows build failed"
BUILD=${HOSHI_WIN_BUILD:-$TOP/build-windows}
VERSION=$(sed -n 's/^project(hoshi VERSION \([0-9.]*\).*/\1/p' "$TOP/CMakeLists.txt")
STAGE=$BUILD/dist/hoshi-$VERSION-windows-x64
EXE=$STAGE/hoshi.exe
OUT=$BUILD/check
rm -rf "$OUT" && mkdir -p "$OUT"

say "the Linux build, to compare with"
# Built again each time (incremental): a Linux build left from an older
# checkout would be compared with today's Windows one.
cmake -S "$TOP" -B "$TOP/build" >/dev/null && cmake --build "$TOP/build" -j"$JOBS" >/dev/null ||
  die "the Linux build failed"
LINUX=$TOP/build/hoshi

# A display first: Wine's server and services keep the environment of the
# first Windows program, and a window needs it.
n=77
while [ -e /tmp/.X$n-lock ]; do n=$((n + 1)); done
XVFB_DISPLAY=:$n
Xvfb $XVFB_DISPLAY -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=$XVFB_DISPLAY
sleep 1

# Wine: a prefix of the check's own, made once; the server kept running
# between the many short runs.
export WINEPREFIX=$CACHE/wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
[ -f "$WINEPREFIX/system.reg" ] || { say "a Wine prefix (once)"; wineboot -i >/dev/null 2>&1; wineserver -w; }
wineserver -p >/dev/null 2>&1 || true
# Wine's services (winedevice, explorer...) start with the first program
# and live on, holding that program's output open: started here, with no
# output to hold, so that ctest never waits on a pipe they keep.
wine64 cmd.exe /c exit </dev/null >/dev/null 2>&1 || true
win() { timeout "${WIN_TIMEOUT:-120}" wine64 "$@"; }
APPDATA_DIR=$WINEPREFIX/drive_c/users/$(id -un)/AppData

passed=0
failed=0
ok() {
  passed=$((passed + 1))
  printf 'ok    %s\n' "$1"
}
bad() {
  failed=$((failed + 1))
  printf 'FAIL  %s\n' "$1"
}
check() { # check NAME COMMAND...: passes when the command does
  name=$1
  shift
  if "$@"; then ok "$name"; else bad "$name"; fi
}

cd "$TOP" || exit 1

say "the core's unit tests as Windows programs"
# A test that hangs or fails under Wine is run once more (Wine, not Hoshi,
# has hung a Criterion worker now and then); ctest.log says which.
if ctest --test-dir "$BUILD" -j"$JOBS" --timeout 120 --repeat until-pass:2 >"$OUT/ctest.log" 2>&1; then
  ok "unit tests under Wine: $(grep -o '[0-9]*% tests passed.*' "$OUT/ctest.log" | head -1)"
else
  bad "unit tests under Wine (see $OUT/ctest.log)"
  grep -E 'Failed|\*\*\*' "$OUT/ctest.log" | head -20
fi

say "--version"
check "--version is Linux's" test "$(win "$EXE" --version 2>&1)" = "$("$LINUX" --version 2>&1)"

say "--score --json on every game of tests/data/games"
n=0
differ=0
retried=0
for f in $(cd tests/data/games && find . -name '*.sgf' | sort); do
  f=tests/data/games/${f#./}
  n=$((n + 1))
  "$LINUX" --score "$f" --json >"$OUT/linux.json" 2>"$OUT/linux.err"
  same=no
  # Wine now and then fails to start a program at all (an empty output,
  # about one start in 300 here): a game that differs is run once more,
  # and the second runs are counted.
  for try in 1 2; do
    win "$EXE" --score "$f" --json >"$OUT/windows.json" 2>"$OUT/windows.err"
    if cmp -s "$OUT/linux.json" "$OUT/windows.json" && cmp -s "$OUT/linux.err" "$OUT/windows.err"; then
      same=yes
      break
    fi
    [ $try = 1 ] && retried=$((retried + 1)) &&
      printf 'run again: %s (the first run wrote %s bytes, said: %s)\n' "$f" \
        "$(wc -c <"$OUT/windows.json")" "$(head -c 120 "$OUT/windows.err" | tr '\n' ' ')"
  done
  if [ $same = no ]; then
    differ=$((differ + 1))
    [ $differ -le 3 ] && echo "differs: $f" && diff "$OUT/linux.json" "$OUT/windows.json" | cut -c1-200 | head -4
  fi
done
check "--score --json: $((n - differ)) of $n games as on Linux ($retried run twice)" test $differ -eq 0

say "a scripted --gtp session"
gtp_script='protocol_version
name
boardsize 9
clear_board
komi 6.5
play b e5
play w c3
play b g3
play w c7
genmove_hoshi_invalid
showboard
hoshi-rules chinese
final_score
list_commands
quit'
printf '%s\n' "$gtp_script" | "$LINUX" --gtp >"$OUT/gtp.linux" 2>&1
printf '%s\n' "$gtp_script" | win "$EXE" --gtp >"$OUT/gtp.windows" 2>&1
check "--gtp transcript is Linux's" cmp -s "$OUT/gtp.linux" "$OUT/gtp.windows"

say "exports: a handout and a counting page"
game=tests/data/games/fuego-regression/2007_CGOS_107433.sgf
win "$EXE" --export "$game" --handout main --out "$OUT/handout.pdf" >/dev/null 2>&1
"$LINUX" --export "$game" --handout main --out "$OUT/handout-linux.pdf" >/dev/null 2>&1
check "handout PDF's text is Linux's" \
  cmp -s <(pdftotext "$OUT/handout.pdf" - 2>/dev/null) <(pdftotext "$OUT/handout-linux.pdf" - 2>/dev/null)
win "$EXE" --export "$game" --scoring --out "$OUT/scoring.pdf" >/dev/null 2>&1
pdftotext "$OUT/scoring.pdf" "$OUT/scoring.txt" 2>/dev/null
"$LINUX" --export "$game" --scoring --out "$OUT/scoring-linux.pdf" >/dev/null 2>&1
check "counting page has its totals" grep -q 'Total' "$OUT/scoring.txt"
check "counting page's text is Linux's" \
  cmp -s "$OUT/scoring.txt" <(pdftotext "$OUT/scoring-linux.pdf" - 2>/dev/null)

say "a save into folders named with accents and in Japanese"
dir=$OUT/Élèves/囲碁
mkdir -p "$dir"
printf 'boardsize 9\nplay b e5\nprintsgf %s\nquit\n' "$(winepath -w "$dir/partie.sgf" 2>/dev/null)" |
  win "$EXE" --gtp >"$OUT/printsgf.log" 2>&1
check "printsgf into Élèves/囲碁" grep -q 'B\[ee\]' "$dir/partie.sgf"
win "$EXE" --export "$dir/partie.sgf" --out "$dir/partie.png" >/dev/null 2>&1
check "export from and into Élèves/囲碁" test -s "$dir/partie.png"

# The window of hoshi.exe, once it is mapped; "" after 60 s.
find_window() {
  timeout 60 xdotool search --sync --onlyvisible --name "$1" 2>/dev/null | head -1
}
autosave_moves() { # the moves in the newest autosave
  f=$(ls -t "$APPDATA_DIR"/Local/Hoshi/autosave*.sgf 2>/dev/null | head -1)
  [ -n "$f" ] && grep -o ';[BW]\[[a-s][a-s]\]' "$f" | wc -l || echo 0
}
# The Windows GNU Go's processes: Wine names them after argv[0] ("gnugo"),
# and their memory maps gnugo.exe.
gnugo_count() {
  c=0
  for p in $(pgrep -x gnugo); do grep -qs 'gnugo\.exe' /proc/$p/maps && c=$((c + 1)); done
  echo $c
}

say "the window: it maps, a click plays, a screenshot"
rm -rf "$APPDATA_DIR/Local/Hoshi" "$APPDATA_DIR/Roaming/Hoshi"
WIN_TIMEOUT=300 win "$EXE" --size 9 --window 1024x700 >"$OUT/window.log" 2>&1 &
wid=$(find_window "Hoshi")
if [ -n "$wid" ]; then
  ok "the window maps"
  sleep 3
  # The board's centre is left of the panel: click near it, then look.
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  xdotool mousemove --window "$wid" $((WIDTH * 35 / 100)) $((HEIGHT / 2)) click 1
  sleep 3
  import -window root "$OUT/window.png" 2>/dev/null
  check "a click plays a move (autosave holds it)" test "$(autosave_moves)" -ge 1
  check "a screenshot is taken" test -s "$OUT/window.png"
else
  bad "the window maps"
fi
wineserver -k >/dev/null 2>&1
sleep 1

say "a game against the Windows GNU Go, then Hoshi killed"
rm -rf "$APPDATA_DIR/Local/Hoshi"
WIN_TIMEOUT=600 win "$EXE" --size 19 --black "GNU Go" --white "GNU Go" --window 1024x700 \
  >"$OUT/gnugo.log" 2>&1 &
wid=$(find_window "Hoshi")
for _ in $(seq 1 240); do
  [ "$(autosave_moves)" -ge 20 ] && break
  sleep 1
done
moves=$(autosave_moves)
check "GNU Go played 20 moves ($moves)" test "$moves" -ge 20
import -window root "$OUT/gnugo.png" 2>/dev/null
check "the Windows GNU Go runs while Hoshi does ($(gnugo_count) processes)" test "$(gnugo_count)" -ge 1
moves=$(autosave_moves)
pkill -9 -f 'hoshi\.exe' 2>/dev/null
sleep 3
check "no gnugo.exe is left after Hoshi is killed" test "$(gnugo_count)" -eq 0
kept=$(autosave_moves)
check "the kill lost no move ($kept of $moves kept)" test "$kept" -ge "$moves"
wineserver -k >/dev/null 2>&1

say "after the kill, the restore offer"
WIN_TIMEOUT=300 win "$EXE" --window 1024x700 >"$OUT/restore.log" 2>&1 &
wid=$(find_window "Hoshi")
sleep 4
import -window root "$OUT/restore.png" 2>/dev/null
check "Hoshi starts again after the kill" test -n "$wid"
wineserver -k >/dev/null 2>&1

say "French, the New game dialog and the scoring screen"
rm -rf "$APPDATA_DIR/Local/Hoshi" # the killed game's offer was seen above
# LANGUAGE, not LANG: this machine has no French locale, without which
# Xlib (and so Wine's windows) refuses to start.
LANGUAGE=fr WIN_TIMEOUT=300 win "$EXE" --size 9 --window 1280x720 >"$OUT/fr.log" 2>&1 &
wid=$(find_window "Hoshi")
if [ -n "$wid" ]; then
  sleep 3
  xdotool key --window "$wid" ctrl+n
  sleep 2
  import -window root "$OUT/newgame-fr.png" 2>/dev/null
  ok "French New game dialog shown"
else
  bad "French window maps"
fi
wineserver -k >/dev/null 2>&1
WIN_TIMEOUT=300 win "$EXE" --window 1280x720 "$game" >"$OUT/scoring.log" 2>&1 &
wid=$(find_window "Hoshi")
if [ -n "$wid" ]; then
  sleep 3
  xdotool key --window "$wid" s
  sleep 3
  import -window root "$OUT/scoring.png" 2>/dev/null
  ok "scoring screen shown"
else
  bad "the window with a record maps"
fi
wineserver -k >/dev/null 2>&1

say "the packages"
check "the zip holds hoshi.exe, gnugo.exe, the fonts and the French catalogue" \
  sh -c "unzip -l '$BUILD/dist/hoshi-$VERSION-windows-x64.zip' | grep -q 'hoshi.exe' &&
         unzip -l '$BUILD/dist/hoshi-$VERSION-windows-x64.zip' | grep -q 'gnugo.exe' &&
         unzip -l '$BUILD/dist/hoshi-$VERSION-windows-x64.zip' | grep -q 'DejaVuSans.ttf' &&
         unzip -l '$BUILD/dist/hoshi-$VERSION-windows-x64.zip' | grep -q 'fr/LC_MESSAGES/hoshi.mo'"
check "the installer is made" test -s "$BUILD/dist/hoshi-$VERSION-setup.exe"

say "the installer, silently, in a Wine prefix of its own"
(
  export WINEPREFIX=$OUT/wine-install
  rm -rf "$WINEPREFIX"
  wineboot -i >/dev/null 2>&1
  win "$BUILD/dist/hoshi-$VERSION-setup.exe" /S >/dev/null 2>&1
  wineserver -w
  pf="$WINEPREFIX/drive_c/Program Files/Hoshi"
  check "installed: hoshi.exe and gnugo.exe in Program Files" test -f "$pf/hoshi.exe" -a -f "$pf/gnugo.exe"
  check "a Start menu entry" test -f "$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Hoshi.lnk"
  check ".sgf opens in Hoshi" sh -c "wine64 reg query 'HKLM\\Software\\Classes\\Hoshi.SGF\\shell\\open\\command' 2>/dev/null | grep -q 'hoshi.exe'"
  data="$WINEPREFIX/drive_c/users/$(id -un)/AppData/Roaming/Hoshi"
  mkdir -p "$data" && echo '[window]' >"$data/settings.ini"
  win "C:\\Program Files\\Hoshi\\uninstall.exe" /S >/dev/null 2>&1
  wineserver -w
  sleep 2
  check "the uninstaller removes the program" test ! -e "$pf/hoshi.exe"
  check "and leaves the user's settings" test -f "$data/settings.ini"
  echo "$passed $failed" >"$OUT/install.counts"
  wineserver -k >/dev/null 2>&1
)
read -r passed failed <"$OUT/install.counts" || true

say "checked in $(($(date +%s) - t0)) s; screenshots in $OUT"
kill $xvfb 2>/dev/null
echo "windows: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
