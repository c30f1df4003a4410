# zlib: PNG, FreeType, cairo, GLib. Static (tiny; each DLL that needs it
# carries its own copy).
PKG=zlib
VERSION=1:1.2.13.dfsg-1
build() {
  # Debian's dfsg tarball has no win32/ (so no win32/Makefile.gcc): the
  # portable configure, told the host through CHOST, builds libz.a as well.
  CHOST=$HOST CFLAGS=-O2 ./configure --static --prefix="$PREFIX"
  make -j"$JOBS" libz.a
  install -d "$PREFIX/include" "$PREFIX/lib/pkgconfig"
  install -m644 zlib.h zconf.h "$PREFIX/include"
  install -m644 libz.a "$PREFIX/lib"
  cat >"$PREFIX/lib/pkgconfig/zlib.pc" <<PC
prefix=$PREFIX
libdir=\${prefix}/lib
includedir=\${prefix}/include
Name: zlib
Description: zlib compression library
Version: 1.2.13
Libs: -L\${libdir} -lz
Cflags: -I\${includedir}
PC
}
