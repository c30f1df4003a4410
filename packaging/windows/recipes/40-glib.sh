# GLib (glib, gobject, gmodule, gthread, gio): pango's base. No tests, docs,
# man pages or translations; GLib's own win_iconv; NLS through our libintl.
PKG=glib2.0
VERSION=2.74.6-2+deb12u9
build() {
  # A second cross file for Debian 12's meson (1.0.1): it reads the host's
  # pkg-config from the key 'pkgconfig' (not $CROSS_FILE's 'pkg-config'),
  # and with $CROSS_FILE's exe_wrapper (there is no wine64 on PATH) it
  # believes it can run test programs; with none it takes its defaults.
  printf "[binaries]\npkgconfig = 'pkg-config'\nexe_wrapper = []\n" >fix.ini
  meson setup _build --cross-file "$CROSS_FILE" --cross-file fix.ini --prefix "$PREFIX" --libdir lib \
    --buildtype release --wrap-mode nofallback -Ddefault_library=shared \
    -Dtests=false -Dinstalled_tests=false -Dgtk_doc=false -Dman=false \
    -Dnls=disabled -Dselinux=disabled -Dxattr=false -Dlibmount=disabled \
    -Dsysprof=disabled -Ddtrace=false -Dsystemtap=false -Dlibelf=disabled \
    -Doss_fuzz=disabled -Dglib_debug=disabled
  meson compile -C _build -j "$JOBS"
  meson install -C _build --strip
}
