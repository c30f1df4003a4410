# Regenerates po/hoshi.pot from the sources and merges it into every
# translation listed in po/LINGUAS (the update-po target runs this):
#   cmake -DSOURCE_DIR=/path/to/hoshi [-DVERSION=x.y.z] -P po/update-po.cmake
# New strings then appear untranslated (and changed ones fuzzy) in each .po.
find_program(MSGMERGE msgmerge)
if(NOT MSGMERGE)
  message(FATAL_ERROR "msgmerge not found: install the Debian package gettext")
endif()
set(OUTPUT ${SOURCE_DIR}/po/hoshi.pot)
include(${CMAKE_CURRENT_LIST_DIR}/extract.cmake)
file(STRINGS ${SOURCE_DIR}/po/LINGUAS languages REGEX "^[^#]")
foreach(lang ${languages})
  execute_process(
    COMMAND ${MSGMERGE} --quiet --update --backup=none --sort-by-file --add-location=file
            ${SOURCE_DIR}/po/${lang}.po ${OUTPUT}
    RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "msgmerge failed for ${lang}.po")
  endif()
  message(STATUS "po/${lang}.po updated")
endforeach()
