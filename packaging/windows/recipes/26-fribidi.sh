# FriBidi: the Unicode bidi algorithm, a hard dependency of pango.
PKG=fribidi
VERSION=1.0.8-2.1
build() {
  # The fribidi command-line tool and the test suite are not wanted (and the
  # tests would have to run under wine): their subdirs are left out.
  sed -i -e "/^subdir('bin')/d" -e "/^subdir('test')/d" meson.build
  # A second cross file for Debian 12's meson (1.0.1): it reads the host's
  # pkg-config from the key 'pkgconfig' (not $CROSS_FILE's 'pkg-config'),
  # and with $CROSS_FILE's exe_wrapper (there is no wine64 on PATH) it
  # believes it can run test programs; with none it takes its defaults.
  printf "[binaries]\npkgconfig = 'pkg-config'\nexe_wrapper = []\n" >fix.ini
  meson setup _build --cross-file "$CROSS_FILE" --cross-file fix.ini --prefix "$PREFIX" --libdir lib \
    --buildtype release --wrap-mode nofallback -Ddefault_library=shared \
    -Ddocs=false
  meson compile -C _build -j "$JOBS"
  meson install -C _build --strip
}
