# SDL2_image: Hoshi's PNG images (IMG_Load, IMG_SavePNG) through our
# libpng, linked (not loaded at run time by DLL name). The formats that
# need other libraries (JPEG, TIFF, WebP, AVIF, JXL) are off; the
# self-contained ones stay. No stb backend, samples or tests.
PKG=libsdl2-image
VERSION=2.6.3+dfsg-1
build() {
  cmake -S . -B _build -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DBUILD_SHARED_LIBS=ON -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_DEPS_SHARED=OFF \
    -DSDL2IMAGE_BACKEND_STB=OFF -DSDL2IMAGE_BACKEND_WIC=OFF \
    -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_PNG_SAVE=ON \
    -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF \
    -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF \
    -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF
  cmake --build _build -j"$JOBS"
  cmake --install _build --strip
}
