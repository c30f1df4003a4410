# FreeType: font rasterising for cairo/pango (fontconfig path) and SDL2_ttf.
# Built without HarfBuzz (HarfBuzz is built on it next; FreeType's optional
# HarfBuzz use only helps its autohinter, and a second pass would make the
# two DLLs import each other). No brotli, no bzip2 (WOFF2/bz2 fonts unused).
PKG=freetype
VERSION=2.12.1+dfsg-5+deb12u4
build() {
  # A second cross file for Debian 12's meson (1.0.1): it reads the host's
  # pkg-config from the key 'pkgconfig' (not $CROSS_FILE's 'pkg-config'),
  # and with $CROSS_FILE's exe_wrapper (there is no wine64 on PATH) it
  # believes it can run test programs; with none it takes its defaults.
  printf "[binaries]\npkgconfig = 'pkg-config'\nexe_wrapper = []\n" >fix.ini
  meson setup _build --cross-file "$CROSS_FILE" --cross-file fix.ini --prefix "$PREFIX" --libdir lib \
    --buildtype release --wrap-mode nofallback -Ddefault_library=shared \
    -Dharfbuzz=disabled -Dbrotli=disabled -Dbzip2=disabled \
    -Dpng=enabled -Dzlib=system -Dtests=disabled -Dmmap=enabled
  meson compile -C _build -j "$JOBS"
  meson install -C _build --strip
}
