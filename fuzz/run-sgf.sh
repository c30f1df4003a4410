#!/bin/sh
# Builds the SGF fuzz target with clang (libFuzzer + ASan + UBSan) in
# build-fuzz/ and runs it for SECONDS (default 60), seeded with the test
# files. Usage: sh fuzz/run-sgf.sh [SECONDS]
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
CC=clang cmake -S . -B build-fuzz -DHOSHI_FUZZ=ON -DHOSHI_TESTS=OFF -DHOSHI_BENCH=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz -j2 --target fuzz_sgf >/dev/null
corpus=build-fuzz/corpus-sgf
mkdir -p "$corpus"
seeds=""
for d in tests/data/games/gnugo-regression tests/data/games/fuego-regression tests/data/sgf; do
  [ -d "$d" ] && seeds="$seeds $d"
done
# Inputs above 1 MB teach nothing new and slow every run down.
./build-fuzz/fuzz_sgf -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -dict=fuzz/sgf.dict -print_final_stats=1 -artifact_prefix=build-fuzz/ "$corpus" $seeds
