# SDL2_ttf: text on SDL surfaces, against our FreeType and HarfBuzz (not
# the vendored copies, which Debian's dfsg source does not carry anyway).
PKG=libsdl2-ttf
VERSION=2.20.1+dfsg-2
build() {
  cmake -S . -B _build -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DBUILD_SHARED_LIBS=ON -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=ON \
    -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_INSTALL=ON
  cmake --build _build -j"$JOBS"
  cmake --install _build --strip
}
