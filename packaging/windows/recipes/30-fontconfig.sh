# Fontconfig: font discovery for pango's fontconfig/FreeType backend, which
# Hoshi uses with the DejaVu fonts and the fonts.conf it ships.
# No tools, tests, docs, NLS, and no fc-cache run at install.
PKG=fontconfig
VERSION=2.14.1-4
build() {
  # A second cross file for Debian 12's meson (1.0.1): it reads the host's
  # pkg-config from the key 'pkgconfig' (not $CROSS_FILE's 'pkg-config'),
  # and with $CROSS_FILE's exe_wrapper (there is no wine64 on PATH) it
  # believes it can run test programs; with none it takes its defaults.
  printf "[binaries]\npkgconfig = 'pkg-config'\nexe_wrapper = []\n" >fix.ini
  meson setup _build --cross-file "$CROSS_FILE" --cross-file fix.ini --prefix "$PREFIX" --libdir lib \
    --buildtype release --wrap-mode nofallback -Ddefault_library=shared \
    -Ddoc=disabled -Dnls=disabled -Dtests=disabled -Dtools=disabled \
    -Dcache-build=disabled
  meson compile -C _build -j "$JOBS"
  meson install -C _build --strip
}
