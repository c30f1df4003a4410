# Criterion: the unit-test framework of Hoshi's core tests, cross-built as
# libcriterion-3.dll so that they run as .exe files under Wine. Its
# dependencies are the recipes 34 (libffi: theories), 70 (nanopb), 71
# (nanomsg), 72 (BoxFort, linked in), 73 and 74 (the headers of its git
# submodules). Without libgit2 (diffs of failed string comparisons),
# gettext, the C++ samples or its tests; its .pb.c is made anew with the
# build machine's nanopb generator (tools.txt), as Debian's build does.
PKG=criterion
VERSION=2.4.1-2
build() {
  # nanopb 0.4.7's plugin reads "-f FILE" as " FILE" (leading space) and
  # so made every string a callback: the options file must be glued on.
  grep -q "'-f ' + options_file" src/protocol/gen-pb.py ||
    { echo "criterion: gen-pb.py changed" >&2; return 1; }
  sed -i "s/'-f ' + options_file/'-f' + options_file/" src/protocol/gen-pb.py
  cp "$PREFIX/include/debugbreak.h" dependencies/debugbreak/
  cp "$PREFIX/include/klib/khash.h" "$PREFIX/include/klib/kvec.h" dependencies/klib/
  # meson 1.0 (Debian 12) knows pkg-config and CMake in a cross file by
  # these names only.
  printf "[binaries]\npkgconfig = 'pkg-config'\ncmake = 'cmake'\n" >build-tools.ini
  meson setup build --cross-file "$CROSS_FILE" --cross-file build-tools.ini \
    --prefix "$PREFIX" --buildtype release --wrap-mode=nodownload \
    -Dcmake_prefix_path="$PREFIX" \
    -Dtests=false -Dsamples=false -Ddiffs=disabled -Di18n=disabled \
    -Dtheories=enabled -Dcxx-support=disabled
  meson compile -C build -j "$JOBS"
  meson install -C build
}
