/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Numbers read strictly (see hoshi/number.h). */
#include "hoshi/number.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool digit(char c) { return c >= '0' && c <= '9'; }

/* Whether text has the form [+-]digits, and .digits after them when
 * fraction is true. */
static bool decimal_form(const char *text, bool comma, bool fraction)
{
  const char *s = text;
  if (*s == '+' || *s == '-')
    s++;
  int before = 0, after = 0;
  for (; digit(*s); s++)
    before++;
  if (fraction && (*s == '.' || (comma && *s == ','))) {
    s++;
    for (; digit(*s); s++)
      after++;
    if (!after)
      return false; /* "5." is no number anyone writes */
  }
  return before > 0 && *s == '\0';
}

bool number_decimal(const char *text, bool comma, double lo, double hi, double *out)
{
  if (!text || !decimal_form(text, comma, true))
    return false;
  char copy[64];
  size_t n = strlen(text);
  if (n >= sizeof copy)
    return false; /* more digits than any value Hoshi takes */
  memcpy(copy, text, n + 1);
  char *c = strchr(copy, ',');
  if (c)
    *c = '.';
  char *end;
  double x = strtod(copy, &end);
  if (*end || !isfinite(x) || x < lo || x > hi)
    return false;
  *out = x;
  return true;
}

char *number_format(double v, char *out, size_t len)
{
  if (!len)
    return out;
  /* The fewest significant digits that read back, never as an exponent
   * ("2e+01" is no number number_decimal reads, nor SZ). */
  for (int digits = 1; digits <= 17; digits++) {
    snprintf(out, len, "%.*g", digits, v);
    if (!strpbrk(out, "eE") && strtod(out, NULL) == v)
      return out;
  }
  for (int decimals = 0; decimals <= 20; decimals++) {
    snprintf(out, len, "%.*f", decimals, v);
    if (strtod(out, NULL) == v)
      return out;
  }
  return out;
}

bool number_integer(const char *text, long lo, long hi, long *out)
{
  if (!text || !decimal_form(text, false, false))
    return false;
  errno = 0;
  char *end;
  long x = strtol(text, &end, 10);
  if (*end || errno == ERANGE || x < lo || x > hi)
    return false;
  *out = x;
  return true;
}
