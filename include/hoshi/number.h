/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Numbers read strictly, where they enter from outside: the command line,
 * GTP, a record's properties. What a person or a program writes for a
 * number, and nothing else: an optional sign, decimal digits, at most one
 * decimal point followed by digits. No blanks, no 0x, no exponent, no inf
 * or nan, so that "0x10", "1e308" or "5 " are refused with the reason the
 * caller gives, never read as something else. No SDL here. */
#ifndef HOSHI_NUMBER_H
#define HOSHI_NUMBER_H

#include <stdbool.h>
#include <stddef.h>

/* A decimal number within lo..hi; comma true also takes ',' for the point
 * (a French komi in a record). false, *out untouched, otherwise. */
bool number_decimal(const char *text, bool comma, double lo, double hi, double *out);

/* A whole number within lo..hi; false, *out untouched, otherwise. */
bool number_integer(const char *text, long lo, long hi, long *out);

/* v written in as few digits as read back exactly ("6.5", "6.1234567",
 * "-3"), with '.' whatever the locale: what a record or GTP writes, so
 * that what is read again is what was meant. */
char *number_format(double v, char *out, size_t len);

#endif
