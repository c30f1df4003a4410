# SDL2: Hoshi's window, rendering, input events and audio (it initialises
# only SDL_INIT_VIDEO | SDL_INIT_EVENTS and SDL_INIT_AUDIO). Shared SDL2.dll
# plus the static libSDL2main.a; no joystick/game controller, haptic,
# HIDAPI or sensor subsystems (unused); no static SDL2, no SDL2_test, no
# tests.
PKG=libsdl2
VERSION=2.26.5+dfsg-1
build() {
  cmake -S . -B _build -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF \
    -DSDL2_DISABLE_SDL2MAIN=OFF -DSDL2_DISABLE_UNINSTALL=ON \
    -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF
  cmake --build _build -j"$JOBS"
  cmake --install _build --strip
}
