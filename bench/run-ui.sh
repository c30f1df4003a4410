#!/bin/sh
# Runs the window benchmark (bench/bench_ui.c) on its own Xvfb screen of
# 3840x2160x24, then stops the server.
# Usage: bench/run-ui.sh [BUILD_DIR] [--game FILE.sgf]
#   BUILD_DIR holds hoshi and hoshi_bench_ui (default: build beside bench/).
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=$here/../build
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
  build=$1
  shift
fi
bench=$build/hoshi_bench_ui
hoshi=$build/hoshi
for f in "$bench" "$hoshi"; do
  if [ ! -x "$f" ]; then
    echo "run-ui.sh: $f is missing: build with cmake first" >&2
    exit 2
  fi
done
command -v Xvfb >/dev/null || { echo "run-ui.sh: Xvfb is not installed (apt-get install xvfb)" >&2; exit 2; }

export SDL_AUDIODRIVER=dummy
export DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent
unset SDL_RENDER_DRIVER SDL_VIDEODRIVER WAYLAND_DISPLAY

# Xvfb picks a free display itself and writes its number once it accepts
# connections (-displayfd).
tmp=$(mktemp -d) || exit 2
xvfb_pid=
bench_pid=
# shellcheck disable=SC2317 # called by the trap
cleanup() {
  if [ -n "$bench_pid" ]; then
    kill "$bench_pid" 2>/dev/null # it kills its own child
    wait "$bench_pid" 2>/dev/null
  fi
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null
    wait "$xvfb_pid" 2>/dev/null
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
Xvfb -displayfd 3 -screen 0 3840x2160x24 -nolisten tcp -noreset 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xvfb_pid=$!
n=0
while [ ! -s "$tmp/display" ]; do
  n=$((n + 1))
  if [ $n -gt 100 ] || ! kill -0 "$xvfb_pid" 2>/dev/null; then
    echo "run-ui.sh: Xvfb did not start:" >&2
    cat "$tmp/xvfb.log" >&2
    exit 2
  fi
  sleep 0.1
done
DISPLAY=:$(head -n 1 "$tmp/display")
export DISPLAY
# In the background, so that a signal to this script stops it at once.
"$bench" "$hoshi" "$@" &
bench_pid=$!
wait "$bench_pid"
status=$?
bench_pid=
exit $status
