/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A growable string: text built piece by piece (an SGF file, a GTP answer,
 * the autosave) without a fixed limit. Memory failure is sticky: once an
 * append fails, the buffer stops growing and strbuf_oom says so, so a
 * builder checks once at the end instead of after every piece.
 *
 * Caller-owned storage: `strbuf b = {0};` (or strbuf_init), then
 * strbuf_take to keep the text or strbuf_deinit to drop it. The text is
 * always NUL-terminated once anything was added. No SDL here.
 */
#ifndef HOSHI_STRBUF_H
#define HOSHI_STRBUF_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include "hoshi/error.h"

typedef struct strbuf {
  char *text; /* NULL until the first append */
  size_t len, cap;
  bool oom; /* an append failed: what follows is not added */
} strbuf;

static inline void strbuf_init(strbuf *b) { *b = (strbuf){0}; }
void strbuf_deinit(strbuf *b);

/* Appends n bytes of s (which may hold NULs). */
void strbuf_put(strbuf *b, const char *s, size_t n);
/* Appends a NUL-terminated string. */
void strbuf_puts(strbuf *b, const char *s);
/* Appends printf-style text, of any length. */
void strbuf_printf(strbuf *b, const char *fmt, ...) HOSHI_PRINTF(2, 3);

/* The same with a va_list. */
void strbuf_vprintf(strbuf *b, const char *fmt, va_list ap) HOSHI_PRINTF(2, 0);

/* Copies text into out (len bytes, its NUL included). When it does not
 * fit, it is cut before the first UTF-8 character that does not fit whole
 * and ends with "…", so that a cut shows and never splits a character.
 * Returns whether it was cut. */
bool text_fit(char *out, size_t len, const char *text);

/* Whether memory ran out on the way. */
static inline bool strbuf_oom(const strbuf *b) { return b->oom; }

/* The text ("" when nothing was added; never NULL). */
static inline const char *strbuf_text(const strbuf *b) { return b->text ? b->text : ""; }

/* Hands the text to the caller (malloc'ed, NUL-terminated; the caller
 * frees it) and empties b. NULL when memory ran out (b is then emptied
 * too); *len (may be NULL) gets its length. */
HOSHI_MUST_CHECK char *strbuf_take(strbuf *b, size_t *len);

/* Grows an array of elem-sized items so that it holds at least `need`
 * (doubling; at least `first` when it was empty). false, changing
 * nothing, when memory runs out or the size would overflow. The one place
 * the realloc-doubling idiom lives. */
HOSHI_MUST_CHECK bool hoshi_grow(void **items, size_t *cap, size_t need, size_t elem, size_t first);

#endif
