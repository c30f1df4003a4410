# Pango (with pangocairo, pangoft2, pangowin32): Hoshi's text layout.
# Cairo, fontconfig and FreeType on, so pangocairo's fontconfig/FreeType
# font map works with the DejaVu fonts and fonts.conf Hoshi ships. No
# introspection, docs, libthai, Xft, tests, examples or utilities.
PKG=pango1.0
VERSION=1.50.12+ds-1
build() {
  # pango-view (utils), the examples, the tests and the developer tools are
  # built unconditionally: their subdirs are left out.
  sed -i -e "/^subdir('utils')/d" -e "/^subdir('examples')/d" \
    -e "/^subdir('tests')/d" -e "/^subdir('tools')/d" meson.build
  # A second cross file for Debian 12's meson (1.0.1): it reads the host's
  # pkg-config from the key 'pkgconfig' (not $CROSS_FILE's 'pkg-config'),
  # and with $CROSS_FILE's exe_wrapper (there is no wine64 on PATH) it
  # believes it can run test programs; with none it takes its defaults.
  printf "[binaries]\npkgconfig = 'pkg-config'\nexe_wrapper = []\n" >fix.ini
  meson setup _build --cross-file "$CROSS_FILE" --cross-file fix.ini --prefix "$PREFIX" --libdir lib \
    --buildtype release --wrap-mode nofallback -Ddefault_library=shared \
    -Dintrospection=disabled -Dgtk_doc=false -Dinstall-tests=false \
    -Dfontconfig=enabled -Dfreetype=enabled -Dcairo=enabled \
    -Dlibthai=disabled -Dxft=disabled -Dsysprof=disabled
  meson compile -C _build -j "$JOBS"
  meson install -C _build --strip
}
