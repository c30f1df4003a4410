#!/bin/bash
# Takes the manual's screenshots again: docs/images/shoot.sh [BUILD_DIR]
# (needs xvfb, xdotool and imagemagick: packaging/install-deps.sh installs
# them). Each runs ./build/hoshi in its own Xvfb at 1280x720, in English,
# with a fresh home folder, sends the keys and clicks listed, and writes a
# 256-colour PNG beside this script.
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${1:-$top/build}
data=$top/tests/data/games/fuego-regression/2007_CGOS_147759.sgf
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export LANG=C.UTF-8
unset LANGUAGE LC_ALL LC_MESSAGES

# shot NAME "TOKENS" HOSHI-ARGS...: tokens are xdotool key names,
# click:X,Y and sleep:S; the screenshot is taken after the last one.
shot() {
  local name=$1 tokens=$2
  shift 2
  local disp=:$((RANDOM % 400 + 500))
  Xvfb $disp -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
  local xvfb=$!
  sleep 0.5
  rm -rf "$work/home"
  mkdir -p "$work/home"
  DISPLAY=$disp HOME=$work/home "$build/hoshi" --window 1280x720 "$@" >/dev/null 2>&1 &
  local hoshi=$!
  sleep 1.5
  local win
  win=$(DISPLAY=$disp xdotool search --pid $hoshi | head -1)
  DISPLAY=$disp xdotool windowmove "$win" 0 0
  for t in $tokens; do
    case $t in
    click:*) c=${t#click:}; DISPLAY=$disp xdotool mousemove "${c%,*}" "${c#*,}" click 1 ;;
    sleep:*) sleep "${t#sleep:}" ;;
    *) DISPLAY=$disp xdotool key --window "$win" "$t" ;;
    esac
    sleep 0.2
  done
  sleep 0.5
  DISPLAY=$disp import -window root "$work/shot.png"
  convert "$work/shot.png" -colors 256 "PNG8:$here/$name.png"
  kill $hoshi
  wait $hoshi 2>/dev/null || true
  kill $xvfb
  echo "$here/$name.png"
}

# The refutation and the collection need no engine; the rest after.
"$build/hoshi" --analyze "$data" --engine "/usr/games/gnugo --mode gtp" --save "$work/analysed.sgf" 2>/dev/null
shot scoring "s sleep:1.5" "$data"
shot explanation "s sleep:1.5 x sleep:0.5" "$data"
shot demonstration "s sleep:1.5 d sleep:0.5 Right Right Right" "$data"
shot new-game "ctrl+n sleep:0.5"
shot keys "F1 sleep:0.5"
shot analysis "Home Page_Down Page_Down Page_Down a sleep:4" "$work/analysed.sgf"
shot lesson "Home sleep:0.3" --theme projector --scale 1.5 "$top/docs/examples/first-lesson.sgf"
shot clock "click:360,360 sleep:1 click:225,495 sleep:1 click:495,225 sleep:2" \
  --theme projector --scale 1.5 --size 9 --time 10m+5x30s
shot engine-game "sleep:1 click:245,495 sleep:3" --size 9 --white "GNU Go"
shot refutation "click:292,293 sleep:1.2 click:360,226 sleep:1.2 click:1000,700" \
  --theme projector --scale 1.5 --problem "$top/tests/data/problems41/refute.sgf"
shot collection "Down Down sleep:0.3" "$top/tests/data/problems41/five.sgf"
