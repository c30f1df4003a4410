#include <criterion/criterion.h>
Test(placeholder, board) { cr_assert(1); }
