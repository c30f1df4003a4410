# nanopb: the protobuf runtime that Criterion's runner and its test
# processes talk through. Static, with the two settings Criterion builds
# with; Criterion's build regenerates its .pb.c with the build machine's
# nanopb generator (Debian's nanopb, tools.txt), the same 0.4.7.
PKG=nanopb
VERSION=0.4.7-2
build() {
  cmake -S . -B build -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_BUILD_TYPE=Release \
    -DBUILD_SHARED_LIBS=OFF -DBUILD_STATIC_LIBS=ON \
    -Dnanopb_BUILD_GENERATOR=OFF -Dnanopb_BUILD_RUNTIME=ON \
    -DCMAKE_C_FLAGS="-DPB_ENABLE_MALLOC=1 -DPB_NO_PACKED_STRUCTS=1"
  cmake --build build -j"$JOBS"
  cmake --install build
  # Its Python generator is installed beside the runtime; the build machine's
  # nanopb package is the one used.
  rm -f "$PREFIX/bin/nanopb_generator.py" "$PREFIX/bin/protoc-gen-nanopb.bat"
}
