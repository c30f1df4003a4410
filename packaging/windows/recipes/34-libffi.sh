# libffi: GLib's GObject closures (g_cclosure_marshal_generic) need it.
# Autotools is libffi's only build system.
PKG=libffi
VERSION=3.4.4-1
build() {
  ./configure --host="$HOST" --prefix="$PREFIX" --enable-shared --disable-static \
    --disable-docs --disable-multi-os-directory --disable-exec-static-tramp
  make -j"$JOBS"
  make install-strip
  rm -f "$PREFIX/lib/libffi.la"
}
