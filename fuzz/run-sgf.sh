#!/bin/sh
# The SGF reader's fuzz target for SECONDS (default 60): fuzz/run.sh sgf.
# Usage: sh fuzz/run-sgf.sh [SECONDS]
exec sh "$(dirname "$0")/run.sh" sgf "$@"
