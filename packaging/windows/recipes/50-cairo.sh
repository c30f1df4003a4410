# cairo 1.16 (autotools: the only build system of this release): pango's
# renderer. Image (PNG), FreeType + fontconfig fonts, win32, PDF and SVG
# surfaces; no PostScript, X11, GL, script/trace tools, cairo-gobject,
# tests or docs; only src/ is built.
PKG=cairo
VERSION=1.16.0-7
build() {
  # configure adds -D_FORTIFY_SOURCE=2 to its warning flags; with mingw-w64
  # that needs libssp (undefined __strcat_chk...): left out.
  sed -i 's/ -Wp,-D_FORTIFY_SOURCE=2//' configure
  # Debian's patches touch configure.ac and Makefile.am (perf utilities,
  # maintainer mode, Linux symbol exports): with the release's generated
  # files then older, make would rerun autoconf/automake. Those files are
  # right for this build, so they are made newer than their sources.
  sleep 1
  find . \( -name Makefile.in -o -name configure -o -name aclocal.m4 \
    -o -name config.h.in \) -exec touch {} +
  # lt_cv_deplibs_check_method: libtool on Windows links a DLL only against
  # import libraries, and would drop our static libz.a (PDF's compression).
  ./configure --host="$HOST" --prefix="$PREFIX" --enable-shared --disable-static \
    --disable-dependency-tracking --disable-gtk-doc \
    --enable-win32=yes --enable-win32-font=yes --enable-png=yes \
    --enable-ft=yes --enable-fc=yes --enable-pdf=yes --enable-svg=yes \
    --disable-ps --disable-xlib --disable-xlib-xrender --disable-xcb \
    --disable-xlib-xcb --disable-xcb-shm --disable-qt --disable-quartz \
    --disable-gl --disable-glesv2 --disable-glesv3 --disable-egl --disable-glx \
    --disable-wgl --disable-script --disable-interpreter --disable-trace \
    --disable-symbol-lookup --disable-gobject --disable-xml --disable-tee \
    --disable-test-surfaces --disable-full-testing \
    CPPFLAGS="-I$PREFIX/include" LDFLAGS="-L$PREFIX/lib" \
    lt_cv_deplibs_check_method=pass_all
  make -C src -j"$JOBS"
  make -C src install-strip
  rm -f "$PREFIX/lib/libcairo.la"
}
