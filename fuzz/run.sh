#!/bin/sh
# Builds a fuzz target with clang (libFuzzer + ASan + UBSan) in build-fuzz/
# and runs it for SECONDS (default 60) from its seeds; new inputs accumulate
# in build-fuzz/corpus-TARGET, and an input that breaks a property is kept
# as build-fuzz/TARGET-crash-*. Usage: sh fuzz/run.sh TARGET [SECONDS]
#   sgf            the SGF reader and the game built on it (seeds: the test files)
#   gtp_server     hoshi --gtp, a session of commands (seeds: fuzz/seeds/gtp)
#   engine_answer  engines' answers and analysis (seeds: fuzz/seeds/analysis)
#   clock_spec     the clock-spec reader and writer (seeds: fuzz/seeds/clock)
#   settings       the settings file, read and written back (seeds: fuzz/seeds/settings)
#   exercise       a record posed as a problem (seeds: the course, assets/course/en)
#   diagram        the ASCII diagram reader (seeds: fuzz/seeds/diagram)
#   progress       the problem sets' progress file (seeds: fuzz/seeds/progress)
set -eu
cd "$(dirname "$0")/.."
target=${1:?usage: sh fuzz/run.sh sgf|gtp_server|engine_answer|clock_spec|settings|exercise|diagram|progress [SECONDS]}
seconds=${2:-60}
# Inputs above 1 MB teach nothing new and slow every run down.
max_len=65536
case $target in
sgf)
  dict=fuzz/sgf.dict
  seeds=""
  for d in tests/data/games/gnugo-regression tests/data/games/fuego-regression tests/data/sgf; do
    [ -d "$d" ] && seeds="$seeds $d"
  done ;;
gtp_server)
  # A session of a few commands; a longer one only repeats itself.
  dict=fuzz/gtp.dict seeds=fuzz/seeds/gtp max_len=4096 ;;
engine_answer)
  dict=fuzz/analysis.dict seeds=fuzz/seeds/analysis ;;
clock_spec)
  dict=fuzz/clock.dict seeds=fuzz/seeds/clock max_len=128 ;;
settings)
  dict=fuzz/settings.dict seeds=fuzz/seeds/settings max_len=8192 ;;
exercise)
  dict=fuzz/sgf.dict seeds=assets/course/en ;;
diagram)
  dict=fuzz/diagram.dict seeds=fuzz/seeds/diagram max_len=1024 ;;
progress)
  dict=fuzz/progress.dict seeds=fuzz/seeds/progress max_len=8192 ;;
*)
  echo "fuzz/run.sh: no target '$target' (sgf, gtp_server, engine_answer, clock_spec, settings, exercise, diagram, progress)" >&2
  exit 2 ;;
esac
CC=clang cmake -S . -B build-fuzz -DHOSHI_FUZZ=ON -DHOSHI_TESTS=OFF -DHOSHI_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz -j2 --target "fuzz_$target" >/dev/null
corpus=build-fuzz/corpus-$target
mkdir -p "$corpus"
./build-fuzz/fuzz_"$target" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
  -rss_limit_mb=2048 -dict="$dict" -print_final_stats=1 -artifact_prefix="build-fuzz/$target-" \
  "$corpus" $seeds
