# Turns a file into a C array: cmake -DIN=file -DOUT=file.c -DNAME=symbol -P embed.cmake
# defines `const unsigned char NAME[]` and `const unsigned long NAME_size`.
file(READ "${IN}" hex HEX)
string(LENGTH "${hex}" len)
math(EXPR size "${len} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "((0x..,){16})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUT}" "/* Generated from ${IN} by cmake/embed.cmake: do not edit. */\n"
     "const unsigned char ${NAME}[] = {\n${bytes}\n};\n"
     "const unsigned long ${NAME}_size = ${size};\n")
