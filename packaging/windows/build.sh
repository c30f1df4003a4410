#!/bin/sh
# Builds Hoshi for x86-64 Windows 10 and later on Debian, with Debian's
# mingw-w64 and the libraries built from Debian's own source packages
# (recipes/, pinned versions), into a cache reused between runs.
#
#   sh packaging/windows/build.sh          tools, libraries, hoshi.exe, zip, installer
#   sh packaging/windows/build.sh libs     tools and libraries only
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
