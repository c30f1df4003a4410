/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Files the tests write: a record, a settings file, an engine script. */
#ifndef HOSHI_TEST_FILES_H
#define HOSHI_TEST_FILES_H

#include <criterion/criterion.h>
#include <stdio.h>

/* Writes text to path (made, or emptied first). */
static inline void write_file(const char *path, const char *text)
{
  FILE *f = fopen(path, "wb");
  cr_assert_not_null(f, "cannot write %s", path);
  fputs(text, f);
  cr_assert_eq(fclose(f), 0, "cannot write %s", path);
}

#endif
