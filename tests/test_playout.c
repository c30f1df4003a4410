#include <criterion/criterion.h>
Test(placeholder, playout) { cr_assert(1); }
