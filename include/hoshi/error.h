/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one way Hoshi reports a failure a person must read: a function that
 * can fail returns bool (or an enum of outcomes) and fills a hoshi_error
 * with the reason in words and, for a file that was being read, the line
 * and column where the problem is (1-based; 0 when not from a file).
 *
 * Callers own the struct (usually on the stack); every function that takes
 * one accepts NULL when the caller does not want the reason. A function
 * that fails always sets the message; one that succeeds leaves it as it
 * was unless its contract says otherwise (the SGF reader clears it).
 *
 * HOSHI_MUST_CHECK marks results that lose something when ignored (a save,
 * a property that could not be recorded): the compiler warns when a caller
 * drops them. No SDL here.
 */
#ifndef HOSHI_ERROR_H
#define HOSHI_ERROR_H

#include <stdbool.h>
#include <stddef.h>

#define HOSHI_ERROR_LEN 320

typedef struct hoshi_error {
  int line, col;                 /* where in the file (1-based), 0 when not from a file */
  char message[HOSHI_ERROR_LEN]; /* the reason, in the person's language; "" when none */
} hoshi_error;

#if defined(__GNUC__) || defined(__clang__)
#define HOSHI_MUST_CHECK       __attribute__((warn_unused_result))
#define HOSHI_PRINTF(fmt, arg) __attribute__((format(printf, fmt, arg)))
#else
#define HOSHI_MUST_CHECK
#define HOSHI_PRINTF(fmt, arg)
#endif

/* Empties e (no line, no message). e may be NULL. */
void hoshi_error_clear(hoshi_error *e);

/* Sets the message (printf-style), with no place in a file; returns false,
 * so that a failing function can end with `return hoshi_fail(err, ...)`.
 * e may be NULL. */
bool hoshi_fail(hoshi_error *e, const char *fmt, ...) HOSHI_PRINTF(2, 3);

/* The same with the line and column of the problem in a file. */
bool hoshi_fail_at(hoshi_error *e, int line, int col, const char *fmt, ...) HOSHI_PRINTF(4, 5);

/* Puts a prefix before the message already there ("cannot save x: " +
 * reason), keeping line and column. e may be NULL. */
void hoshi_error_prefix(hoshi_error *e, const char *fmt, ...) HOSHI_PRINTF(2, 3);

#endif
