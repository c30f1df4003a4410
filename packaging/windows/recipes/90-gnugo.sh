# GNU Go as gnugo.exe (GTP over stdin/stdout), linked statically: it needs
# no DLL beyond Windows' own (kernel32, msvcrt, wsock32).
#
# Its build runs generator programs (patterns/mkpat, joseki, mkeyes,
# uncompress_fuseki, mkmcpat) that write C sources. They are built for
# Windows like the rest and run under Wine, through a ./NAME script beside
# each NAME.exe, because what they write depends on the target's types:
# the fuseki tables hold board hashes as `unsigned long`, 32 bits on
# Windows, and generators built for Linux write them as 64-bit values that
# the Windows engine can never match. (Every other generated file is the
# same either way.) It costs a Wine prefix (~15 s) and ~15 s of running.
PKG=gnugo
VERSION=3.8-11
build() {
  wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
  export WINEPREFIX="$PWD/wine" WINEDEBUG=-all WINEDLLOVERRIDES='mscoree,mshtml='
  mkdir cross && cd cross
  # -fcommon: 3.8 defines some globals in more than one file, an error
  # since GCC 10 (-fno-common by default).
  CFLAGS="-O2 -fcommon" LDFLAGS="-static" ../configure --host="$HOST" --prefix="$PREFIX" \
    --without-readline --without-curses --disable-socket-support
  for g in mkpat joseki mkeyes uncompress_fuseki mkmcpat; do
    printf '#!/bin/sh\nexec %s "$(dirname "$0")/%s.exe" "$@"\n' "$wine" "$g" >"patterns/$g"
    chmod +x "patterns/$g"
  done
  "$wine" wineboot -i
  # Not doc/ or regression/.
  for d in utils sgf engine patterns; do make -j"$JOBS" -C $d; done
  make -j"$JOBS" -C interface gnugo.exe
  wineserver -w
  install -d "$PREFIX/bin"
  install -m755 interface/gnugo.exe "$PREFIX/bin/gnugo.exe"
  $HOST-strip "$PREFIX/bin/gnugo.exe"
}
