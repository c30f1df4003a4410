/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Files the tests write (a record, a settings file, an engine script) and
 * the manual's pages they read. */
#ifndef HOSHI_TEST_FILES_H
#define HOSHI_TEST_FILES_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

/* Writes text to path (made, or emptied first). */
static inline void write_file(const char *path, const char *text)
{
  FILE *f = fopen(path, "wb");
  cr_assert_not_null(f, "cannot write %s", path);
  fputs(text, f);
  cr_assert_eq(fclose(f), 0, "cannot write %s", path);
}

/* The text of docs/name in the source tree (found beside the tests' data),
 * into a static buffer: valid until the next call. */
static inline const char *read_doc(const char *name)
{
  char path[512];
  snprintf(path, sizeof path, "%s/../../docs/%s", getenv("HOSHI_TEST_DATA"), name);
  FILE *f = fopen(path, "r");
  cr_assert_not_null(f, "cannot read %s", path);
  static char text[1 << 20];
  size_t n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = 0;
  return text;
}

#endif
