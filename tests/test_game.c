#include <criterion/criterion.h>
Test(placeholder, game) { cr_assert(1); }
