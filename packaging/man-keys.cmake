# Writes the man page with its list of keys: the line ".\" @KEYS@" of the
# source is replaced by what `hoshi --keys=man` prints, in English, so the
# manual lists exactly the keys of the table the window dispatches with.
# cmake -DHOSHI=<binary> -DSOURCE=<hoshi.6> -DOUTPUT=<file> -P man-keys.cmake
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANGUAGE} "")
execute_process(COMMAND ${HOSHI} --keys=man OUTPUT_VARIABLE keys RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR keys STREQUAL "")
  message(FATAL_ERROR "${HOSHI} --keys=man failed (${status})")
endif()
file(READ ${SOURCE} text)
string(FIND "${text}" ".\\\" @KEYS@\n" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${SOURCE} has no line '.\\\" @KEYS@' for the list of keys")
endif()
string(REPLACE ".\\\" @KEYS@\n" "${keys}" text "${text}")
file(WRITE ${OUTPUT} "${text}")
