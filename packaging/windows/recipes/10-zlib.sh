# zlib: PNG, FreeType, cairo, GLib.
PKG=zlib
VERSION=1:1.2.13.dfsg-1
build() {
  make -f win32/Makefile.gcc PREFIX=$HOST- -j"$JOBS" libz.a
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
