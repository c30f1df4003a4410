# Expat: the XML parser fontconfig reads its fonts.conf with.
PKG=expat
VERSION=2.5.0-1+deb12u2
build() {
  # Debian's CVE-2024-8176 patch tests "#if XML_DTD == 1", which the CMake
  # template's bare "#cmakedefine XML_DTD" (defined empty) breaks; the
  # autotools build Debian uses defines it as 1, so the template does too.
  sed -i 's/^#cmakedefine XML_DTD$/#cmakedefine XML_DTD 1/' expat/expat_config.h.cmake
  cmake -S expat -B _build -G Ninja -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
    -DEXPAT_SHARED_LIBS=ON -DEXPAT_BUILD_TOOLS=OFF -DEXPAT_BUILD_EXAMPLES=OFF \
    -DEXPAT_BUILD_TESTS=OFF -DEXPAT_BUILD_DOCS=OFF -DEXPAT_BUILD_PKGCONFIG=ON
  cmake --build _build -j"$JOBS"
  cmake --install _build --strip
}
