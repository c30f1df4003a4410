#include <criterion/criterion.h>
Test(placeholder, rules) { cr_assert(1); }
