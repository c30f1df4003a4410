# Read by cpack before it builds a package (CPACK_PROJECT_CONFIG_FILE).
# A .deb installs Hoshi under /usr; a binary configured for another prefix
# would look for its translations in the wrong place, so refuse to make it.
if(CPACK_GENERATOR STREQUAL "DEB" AND NOT CPACK_HOSHI_LOCALEDIR STREQUAL "/usr/share/locale")
  message(FATAL_ERROR
    "This build looks for its translations in ${CPACK_HOSHI_LOCALEDIR}, but the .deb "
    "installs them in /usr/share/locale. Configure the build for /usr first:\n"
    "  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr")
endif()
