# Extracts the marked strings of Hoshi's sources into a .pot file:
#   cmake -DSOURCE_DIR=/path/to/hoshi -DOUTPUT=hoshi.pot [-DVERSION=x.y.z] -P po/extract.cmake
# The keywords are those of include/hoshi/i18n.h. Used by the update-po
# target and by the test that checks the French catalogue is complete.
if(NOT SOURCE_DIR OR NOT OUTPUT)
  message(FATAL_ERROR "extract.cmake needs -DSOURCE_DIR=... -DOUTPUT=...")
endif()
find_program(XGETTEXT xgettext)
if(NOT XGETTEXT)
  message(FATAL_ERROR "xgettext not found: install the Debian package gettext")
endif()
if(NOT VERSION)
  set(VERSION "0")
endif()
file(GLOB_RECURSE sources RELATIVE ${SOURCE_DIR}
     ${SOURCE_DIR}/src/*.c ${SOURCE_DIR}/src/*.h ${SOURCE_DIR}/include/hoshi/*.h)
list(SORT sources)
execute_process(
  COMMAND ${XGETTEXT} --language=C --from-code=UTF-8 --add-comments=TRANSLATORS:
          --keyword=_ --keyword=N_ --keyword=P_:1,2 --keyword=C_:1c,2 --keyword=NC_:1c,2
          --keyword=ngettext:1,2 --package-name=Hoshi --package-version=${VERSION}
          --sort-by-file --add-location=file --output=${OUTPUT} ${sources}
  WORKING_DIRECTORY ${SOURCE_DIR}
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "xgettext failed (${status})")
endif()
