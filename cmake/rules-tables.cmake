# Rewrites the rule-set tables of README.md and docs/rules.md from the rule
# sets themselves: in each file, what stands between the lines
#   <!-- rules-table:begin FORMAT ... -->   and   <!-- rules-table:end -->
# is replaced by what `hoshi --rules-table=FORMAT` prints, a blank line
# before and after it; nothing else in the file is touched. A file is
# written only when its table changed.
# cmake -DHOSHI=<binary> -DSOURCE_DIR=<repository> -P rules-tables.cmake
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANGUAGE} "")
foreach(name README.md docs/rules.md)
  set(path ${SOURCE_DIR}/${name})
  file(READ ${path} text)
  string(FIND "${text}" "<!-- rules-table:begin " begin)
  string(FIND "${text}" "<!-- rules-table:end -->" end)
  if(begin EQUAL -1 OR end EQUAL -1 OR end LESS begin)
    message(FATAL_ERROR "${name} has no '<!-- rules-table:begin FORMAT -->' ... "
                        "'<!-- rules-table:end -->' around its rule-set table")
  endif()
  string(SUBSTRING "${text}" ${begin} -1 rest)
  string(FIND "${rest}" "\n" line_end)
  string(SUBSTRING "${rest}" 0 ${line_end} marker)
  string(REGEX REPLACE "^<!-- rules-table:begin ([a-z]+).*" "\\1" format "${marker}")
  execute_process(COMMAND ${HOSHI} --rules-table=${format} OUTPUT_VARIABLE table
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0 OR table STREQUAL "")
    message(FATAL_ERROR "${HOSHI} --rules-table=${format} failed (${status})")
  endif()
  math(EXPR table_at "${begin} + ${line_end} + 1")
  string(SUBSTRING "${text}" 0 ${table_at} before)
  string(SUBSTRING "${text}" ${end} -1 after)
  set(new "${before}\n${table}\n${after}")
  if(NOT new STREQUAL text)
    file(WRITE ${path} "${new}")
    message(STATUS "${name}: the rule-set table written again")
  endif()
endforeach()
