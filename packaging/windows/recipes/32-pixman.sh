# pixman: the pixel operations under cairo's image surfaces (PNG output).
# No tests, demos, GTK, libpng or OpenMP. (The archive has no
# pixman_0.42.2-1.diff.gz: common.sh then builds the upstream tarball,
# which loses only Debian's packaging, nothing Windows needs.)
PKG=pixman
VERSION=0.42.2-1
build() {
  # A second cross file for Debian 12's meson (1.0.1): it reads the host's
  # pkg-config from the key 'pkgconfig' (not $CROSS_FILE's 'pkg-config'),
  # and with $CROSS_FILE's exe_wrapper (there is no wine64 on PATH) it
  # believes it can run test programs; with none it takes its defaults.
  printf "[binaries]\npkgconfig = 'pkg-config'\nexe_wrapper = []\n" >fix.ini
  meson setup _build --cross-file "$CROSS_FILE" --cross-file fix.ini --prefix "$PREFIX" --libdir lib \
    --buildtype release --wrap-mode nofallback -Ddefault_library=shared \
    -Dtests=disabled -Dgtk=disabled -Dlibpng=disabled -Dopenmp=disabled \
    -Dtimers=false -Dgnuplot=false
  meson compile -C _build -j "$JOBS"
  meson install -C _build --strip
}
