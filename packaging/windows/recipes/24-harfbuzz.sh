# HarfBuzz: text shaping for pango and SDL2_ttf (against our FreeType).
# No glib/gobject/icu/cairo/graphite (pango only needs hb + hb-ft), no
# tests, docs or utilities. (C++, but built without exceptions or RTTI it
# imports no libstdc++-6.dll; libgcc_s_seh-1.dll only.)
# A unity build (one translation unit per library, as upstream's own
# amalgamated harfbuzz.cc) compiles in a fraction of the time.
PKG=harfbuzz
VERSION=6.0.0+dfsg-3
build() {
  # A second cross file for Debian 12's meson (1.0.1): it reads the host's
  # pkg-config from the key 'pkgconfig' (not $CROSS_FILE's 'pkg-config'),
  # and with $CROSS_FILE's exe_wrapper (there is no wine64 on PATH) it
  # believes it can run test programs; with none it takes its defaults.
  printf "[binaries]\npkgconfig = 'pkg-config'\nexe_wrapper = []\n" >fix.ini
  meson setup _build --cross-file "$CROSS_FILE" --cross-file fix.ini --prefix "$PREFIX" --libdir lib \
    --buildtype release --wrap-mode nofallback -Ddefault_library=shared \
    -Dfreetype=enabled -Dglib=disabled -Dgobject=disabled -Dcairo=disabled \
    -Dchafa=disabled -Dicu=disabled -Dgraphite=disabled -Dgraphite2=disabled \
    -Dgdi=disabled -Ddirectwrite=disabled -Dtests=disabled \
    -Dintrospection=disabled -Ddocs=disabled -Dbenchmark=disabled \
    -Dunity=on -Dunity_size=1000
  meson compile -C _build -j "$JOBS"
  meson install -C _build --strip
}
