# libpng: PNG for cairo, FreeType (colour bitmap glyphs) and SDL2_image
# (IMG_Load / IMG_SavePNG of Hoshi's images). Shared: libpng16.dll.
PKG=libpng1.6
VERSION=1.6.39-2+deb12u5
build() {
  cmake -S . -B _build -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DPNG_SHARED=ON -DPNG_STATIC=OFF -DPNG_EXECUTABLES=OFF -DPNG_TESTS=OFF \
    -DSKIP_INSTALL_PROGRAMS=ON -DSKIP_INSTALL_FILES=OFF
  cmake --build _build -j"$JOBS"
  cmake --install _build --strip
}
