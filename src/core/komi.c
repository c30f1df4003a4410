/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "hoshi/komi.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"

static const char why_empty[] = N_("Type a komi, for example 6.5.");
static const char why_number[] = N_("That is not a number: type a komi like 6.5 or 7.");
static const char why_half[] = N_("Komi must be a whole or half point, like 6 or 6.5.");
static const char why_range[] = N_("Komi must be between -150 and 150.");

/* Whole points beyond which a number is surely out of range; digits past it
 * are still read, so that a long number is refused for its size. */
#define KOMI_BIG 1000000L

/* Bytes of the blank at s, 0 if there is none: ASCII white space and the
 * no-break spaces French typing puts around numbers. */
static size_t blank_at(const char *s)
{
  if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\v' || *s == '\f')
    return 1;
  if (strncmp(s, "\xC2\xA0", 2) == 0) /* U+00A0 no-break space */
    return 2;
  if (strncmp(s, "\xE2\x80\xAF", 3) == 0) /* U+202F narrow no-break space */
    return 3;
  return 0;
}

static const char *skip_blanks(const char *s)
{
  for (size_t n; (n = blank_at(s)) > 0;)
    s += n;
  return s;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static void refuse(hoshi_error *why, const char *reason) { hoshi_fail(why, "%s", _(reason)); }

bool komi_parse(const char *text, double *komi, hoshi_error *why)
{
  const char *s = text ? skip_blanks(text) : "";
  if (*s == '\0') {
    refuse(why, why_empty);
    return false;
  }
  bool negative = false;
  if (*s == '+' || *s == '-') {
    negative = *s == '-';
    s++;
  } else if (strncmp(s, "\xE2\x88\x92", 3) == 0) { /* U+2212 minus sign */
    negative = true;
    s += 3;
  }
  long whole = 0;
  int digits = 0;
  for (; is_digit(*s); s++, digits++)
    if (whole < KOMI_BIG)
      whole = whole * 10 + (*s - '0');
  /* The fraction, read as text so that no rounding decides what is a half:
   * "5" then only zeros is one half, only zeros is nothing. */
  bool half = false, other_fraction = false;
  if (*s == '.' || *s == ',') {
    s++;
    for (int i = 0; is_digit(*s); s++, i++, digits++) {
      if (i == 0 && *s == '5')
        half = true;
      else if (*s != '0')
        other_fraction = true;
    }
  } else if (strncmp(s, "\xC2\xBD", 2) == 0) { /* U+00BD vulgar fraction one half */
    s += 2;
    half = true;
    digits++;
  }
  s = skip_blanks(s);
  if (digits == 0 || *s != '\0') {
    refuse(why, why_number);
    return false;
  }
  if (whole > (long)KOMI_MAX || (whole == (long)KOMI_MAX && (half || other_fraction))) {
    refuse(why, why_range);
    return false;
  }
  if (other_fraction) {
    refuse(why, why_half);
    return false;
  }
  double value = (double)whole + (half ? 0.5 : 0.0);
  if (komi)
    *komi = negative && value > 0 ? -value : value;
  return true;
}

char *komi_format(double komi, char *out, size_t len)
{
  if (len == 0)
    return out;
  if (!isfinite(komi) || fabs(komi) >= 1e12) {
    snprintf(out, len, "%g", komi);
    return out;
  }
  /* Integer arithmetic, so that the locale's decimal comma stays out. */
  long long hundredths = llround(fabs(komi) * 100);
  const char *sign = komi < 0 && hundredths > 0 ? "-" : "";
  long long whole = hundredths / 100, fraction = hundredths % 100;
  if (fraction == 0)
    snprintf(out, len, "%s%lld", sign, whole);
  else if (fraction % 10 == 0)
    snprintf(out, len, "%s%lld.%lld", sign, whole, fraction / 10);
  else
    snprintf(out, len, "%s%lld.%02lld", sign, whole, fraction);
  return out;
}

static double clamp(double komi)
{
  return komi < KOMI_MIN ? KOMI_MIN : komi > KOMI_MAX ? KOMI_MAX : komi;
}

double komi_step(double komi, int steps)
{
  komi = isnan(komi) ? 0.0 : clamp(komi);
  /* In half points; the slack keeps an exact half point on its own line. */
  double halves = komi * 2;
  if (steps > 0)
    komi = clamp((floor(halves + 1e-9) + steps) / 2);
  else if (steps < 0)
    komi = clamp((ceil(halves - 1e-9) + steps) / 2);
  return komi == 0 ? 0.0 : komi;
}

double komi_default(const rules *r, int handicap)
{
  return rules_default_komi(r ? r : rules_default(), handicap >= 1 ? 2 : 0);
}

/* Why a declaration is refused, NULL when it is sound. */
static const char *bid_fault(double bid)
{
  if (!isfinite(bid))
    return why_number;
  if (bid < KOMI_MIN || bid > KOMI_MAX)
    return why_range;
  if (!rules_komi_in_half_points(bid))
    return why_half;
  return NULL;
}

bool komi_declare(double bid0, double bid1, unsigned lot, komi_declared *out, hoshi_error *why)
{
  const char *fault = bid_fault(bid0);
  if (!fault)
    fault = bid_fault(bid1);
  if (fault) {
    refuse(why, fault);
    return false;
  }
  /* rules_komi_in_half_points allows a hair of float error: take the exact
   * half points, whose mean is an exact quarter point. */
  bid0 = round(bid0 * 2) / 2;
  bid1 = round(bid1 * 2) / 2;
  double mean = (bid0 + bid1) / 2;
  out->komi = mean == 0 ? 0.0 : mean;
  out->drawn = bid0 == bid1;
  out->black = bid0 > bid1 ? 0 : bid1 > bid0 ? 1 : (int)(lot & 1u);
  return true;
}
