/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Editing the text of a field (a name, a size, komi, a comment): the one
 * place that knows how UTF-8 text is typed into, moved through and erased
 * from a fixed buffer. No SDL here.
 */
#ifndef HOSHI_APP_TEXTEDIT_H
#define HOSHI_APP_TEXTEDIT_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/input.h"

/* Removes the last UTF-8 character of s (never half of one). */
void text_backspace(char *s);

/* Appends t to s (len bytes in all) when it fits whole; else nothing. */
void text_append(char *s, size_t len, const char *t);

/* A field with a caret and a selection over a buffer the caller owns.
 * Offsets are in bytes and always on a character's first byte; the
 * selection runs between anchor and caret (none when they are equal). */
typedef struct text_field {
  char *buf;
  size_t cap; /* bytes of buf, the terminating NUL included */
  size_t caret, anchor;
  bool multiline; /* Enter types a line break; Up and Down move by lines */
} text_field;

/* Starts editing buf (NUL-terminated, cap bytes): the whole text selected
 * when select_all (typing replaces it, as in every dialog), else the
 * caret at the end. */
void field_init(text_field *f, char *buf, size_t cap, bool multiline, bool select_all);

/* Types t (UTF-8) in place of the selection, at the caret: as much of it
 * as fits, in whole characters (false when nothing did); in a one-line
 * field line breaks and tabs become spaces, in any field other control
 * characters are dropped. */
bool field_insert(text_field *f, const char *t);

/* The bytes of text the field_insert calls since the last call of this
 * left out for want of room (0: all of it went in), so that the one who
 * pasted is told. */
size_t field_take_dropped(void);

/* A key: Left, Right (by character), Ctrl+Left, Ctrl+Right (by word), Home,
 * End (the line's), Ctrl+Home, Ctrl+End (the text's), Up, Down (a line, in
 * a multi-line field), any of those with Shift to select, Backspace and
 * Delete (the selection, else a character), Ctrl+A (select everything),
 * Enter (a line break, in a multi-line field). Returns whether the key
 * was one of these (and the field may have changed). */
bool field_key(text_field *f, const ui_input *in);

/* A click at fraction at (0 to 1) of the field's drawn width: the caret
 * goes to the nearest character boundary there (characters taken as equal
 * widths), nothing selected. */
void field_click(text_field *f, double at);

/* The text with the caret shown as a thin bar and the selection between
 * brackets, for drawing, in out (n bytes; cut at a character). */
void field_show(const text_field *f, char *out, size_t n);

/* The same for a one-line value drawn with its own highlight: the caret
 * shown, no brackets; *from and *to get the selection's bytes in out
 * (equal when nothing is selected). */
void field_show_plain(const text_field *f, char *out, size_t n, int *from, int *to);

/* The selection's bounds. */
static inline size_t field_sel_start(const text_field *f)
{
  return f->anchor < f->caret ? f->anchor : f->caret;
}
static inline size_t field_sel_end(const text_field *f)
{
  return f->anchor < f->caret ? f->caret : f->anchor;
}

#define FIELD_CARET     "\u258f" /* ▏ */
#define FIELD_SEL_OPEN  "\u27e6" /* ⟦ */
#define FIELD_SEL_CLOSE "\u27e7" /* ⟧ */

#endif
