/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Failures reported to people (see hoshi/error.h). */
#include "hoshi/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void hoshi_error_clear(hoshi_error *e)
{
  if (e)
    memset(e, 0, sizeof *e);
}

static void set(hoshi_error *e, int line, int col, const char *fmt, va_list ap)
{
  e->line = line;
  e->col = col;
  vsnprintf(e->message, sizeof e->message, fmt, ap);
}

bool hoshi_fail(hoshi_error *e, const char *fmt, ...)
{
  if (!e)
    return false;
  va_list ap;
  va_start(ap, fmt);
  set(e, 0, 0, fmt, ap);
  va_end(ap);
  return false;
}

bool hoshi_fail_at(hoshi_error *e, int line, int col, const char *fmt, ...)
{
  if (!e)
    return false;
  va_list ap;
  va_start(ap, fmt);
  set(e, line, col, fmt, ap);
  va_end(ap);
  return false;
}

void hoshi_error_prefix(hoshi_error *e, const char *fmt, ...)
{
  if (!e)
    return;
  char reason[HOSHI_ERROR_LEN];
  snprintf(reason, sizeof reason, "%s", e->message);
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(e->message, sizeof e->message, fmt, ap);
  va_end(ap);
  if (n >= 0 && (size_t)n < sizeof e->message)
    snprintf(e->message + n, sizeof e->message - (size_t)n, "%s", reason);
}
