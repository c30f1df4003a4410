# nanomsg: Criterion's runner <-> test process messages. A DLL
# (libnanomsg.dll), no tools, tests or docs.
PKG=nanomsg
VERSION=1.1.5+dfsg-1.1
build() {
  cmake -S . -B build -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_BUILD_TYPE=Release \
    -DNN_STATIC_LIB=OFF -DNN_TESTS=OFF -DNN_TOOLS=OFF -DNN_ENABLE_NANOCAT=OFF \
    -DNN_ENABLE_DOC=OFF
  cmake --build build -j"$JOBS"
  cmake --install build
}
