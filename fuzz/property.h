/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fuzz targets' properties: PROPERTY(name, x) stops the run at the
 * first input that breaks x, naming it, unless the name is in
 * HOSHI_FUZZ_IGNORE (names separated by commas), which lets a run look past
 * properties already known to fail. */
#ifndef HOSHI_FUZZ_PROPERTY_H
#define HOSHI_FUZZ_PROPERTY_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline bool ignored(const char *name)
{
  const char *list = getenv("HOSHI_FUZZ_IGNORE");
  size_t n = strlen(name);
  for (const char *s = list; s && *s; s += strcspn(s, ",") + (s[strcspn(s, ",")] == ',')) {
    if (strcspn(s, ",") == n && strncmp(s, name, n) == 0)
      return true;
  }
  return false;
}

#define PROPERTY(name, x)                                                                          \
  do {                                                                                             \
    if (!(x) && !ignored(name)) {                                                                  \
      fprintf(stderr, "property failed: %s (%s:%d: %s)\n", name, __FILE__, __LINE__, #x);          \
      __builtin_trap();                                                                            \
    }                                                                                              \
  } while (0)

#endif
