/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Editing a field's text (see textedit.h). */
#include "app/textedit.h"

#include <string.h>

/* The most typed or pasted at once (a comment's size). */
#define COMMENT_PASTE_MAX 16384

void text_backspace(char *s)
{
  size_t n = strlen(s);
  while (n > 0) {
    n--;
    if (((unsigned char)s[n] & 0xc0) != 0x80)
      break;
  }
  s[n] = 0;
}

void text_append(char *s, size_t len, const char *t)
{
  size_t n = strlen(s), m = strlen(t);
  if (n + m < len)
    memcpy(s + n, t, m + 1);
}

/* --- the field ---------------------------------------------------------------------- */

static bool continuation(char c) { return ((unsigned char)c & 0xc0) == 0x80; }

static size_t prev_char(const char *s, size_t i)
{
  while (i > 0 && continuation(s[--i]))
    ;
  return i;
}

static size_t next_char(const char *s, size_t i)
{
  if (!s[i])
    return i;
  i++;
  while (s[i] && continuation(s[i]))
    i++;
  return i;
}

static size_t line_start(const char *s, size_t i)
{
  while (i > 0 && s[i - 1] != '\n')
    i--;
  return i;
}

static size_t line_end(const char *s, size_t i)
{
  while (s[i] && s[i] != '\n')
    i++;
  return i;
}

/* Characters from a line's start to i. */
static size_t column_of(const char *s, size_t i)
{
  size_t n = 0;
  for (size_t k = line_start(s, i); k < i; k = next_char(s, k))
    n++;
  return n;
}

/* The offset col characters into the line starting at start (its end when
 * shorter). */
static size_t at_column(const char *s, size_t start, size_t col)
{
  size_t i = start;
  while (col-- > 0 && s[i] && s[i] != '\n')
    i = next_char(s, i);
  return i;
}

static bool word_char(char c) { return c != ' ' && c != '\n' && c != '\t'; }

static size_t word_left(const char *s, size_t i)
{
  while (i > 0 && !word_char(s[i - 1]))
    i--;
  while (i > 0 && word_char(s[i - 1]))
    i--;
  return i;
}

static size_t word_right(const char *s, size_t i)
{
  while (s[i] && !word_char(s[i]))
    i++;
  while (s[i] && word_char(s[i]))
    i++;
  return i;
}

void field_init(text_field *f, char *buf, size_t cap, bool multiline, bool select_all)
{
  f->buf = buf;
  f->cap = cap;
  f->multiline = multiline;
  f->caret = strlen(buf);
  f->anchor = select_all ? 0 : f->caret;
}

static void delete_range(text_field *f, size_t a, size_t b)
{
  size_t n = strlen(f->buf);
  memmove(f->buf + a, f->buf + b, n - b + 1);
  f->caret = f->anchor = a;
}

static size_t last_dropped;

size_t field_take_dropped(void)
{
  size_t d = last_dropped;
  last_dropped = 0;
  return d;
}

/* The length of the longest start of s[0..n) that ends on a character's
 * boundary (a UTF-8 sequence is never cut). */
static size_t whole_chars(const char *s, size_t n)
{
  size_t k = n;
  while (k > 0 && ((unsigned char)s[k - 1] & 0xC0) == 0x80)
    k--; /* continuation bytes of the last character */
  if (k > 0 && (unsigned char)s[k - 1] >= 0xC0) {
    unsigned char lead = (unsigned char)s[k - 1];
    size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    if (n - (k - 1) < need)
      return k - 1; /* the last character is not whole */
  }
  return n;
}

bool field_insert(text_field *f, const char *t)
{
  /* What will be typed: control characters dropped or made spaces. */
  size_t m = 0, dropped = 0;
  char clean[COMMENT_PASTE_MAX];
  for (const char *c = t; *c; c++) {
    char k = 0;
    if (*c == '\n' || *c == '\t')
      k = *c == '\n' && f->multiline ? '\n' : ' ';
    else if ((unsigned char)*c >= 0x20 && *c != 0x7f)
      k = *c;
    if (!k)
      continue;
    if (m + 1 < sizeof clean)
      clean[m++] = k;
    else
      dropped++;
  }
  size_t a = field_sel_start(f), b = field_sel_end(f);
  size_t n = strlen(f->buf);
  /* What fits beside the rest of the text, in whole characters. */
  size_t room = f->cap - 1 - (n - (b - a));
  size_t fit = whole_chars(clean, m < room ? m : room);
  dropped += m - fit;
  m = fit;
  clean[m] = 0;
  last_dropped += dropped;
  if (m == 0 && (dropped || a == b))
    return false;
  delete_range(f, a, b);
  memmove(f->buf + a + m, f->buf + a, n - (b - a) - a + 1);
  memcpy(f->buf + a, clean, m);
  f->caret = f->anchor = a + m;
  return true;
}

/* Moves the caret to i, keeping the anchor when selecting. */
static void move_to(text_field *f, size_t i, bool select)
{
  f->caret = i;
  if (!select)
    f->anchor = i;
}

static bool vertical(text_field *f, int dir, bool select)
{
  if (!f->multiline)
    return false;
  const char *s = f->buf;
  size_t col = column_of(s, f->caret), start = line_start(s, f->caret);
  if (dir < 0) {
    if (start == 0)
      move_to(f, 0, select);
    else
      move_to(f, at_column(s, line_start(s, start - 1), col), select);
  } else {
    size_t end = line_end(s, f->caret);
    if (!s[end])
      move_to(f, end, select);
    else
      move_to(f, at_column(s, end + 1, col), select);
  }
  return true;
}

static bool erase(text_field *f, bool forward)
{
  if (f->caret != f->anchor) {
    delete_range(f, field_sel_start(f), field_sel_end(f));
    return true;
  }
  if (forward)
    delete_range(f, f->caret, next_char(f->buf, f->caret));
  else
    delete_range(f, prev_char(f->buf, f->caret), f->caret);
  return true;
}

bool field_key(text_field *f, const ui_input *in)
{
  if (in->kind != INPUT_KEY)
    return false;
  const char *s = f->buf;
  bool sel = in->shift;
  switch (in->key) {
  case KEY_LEFT:
    if (!sel && f->caret != f->anchor)
      move_to(f, field_sel_start(f), false);
    else
      move_to(f, in->ctrl ? word_left(s, f->caret) : prev_char(s, f->caret), sel);
    return true;
  case KEY_RIGHT:
    if (!sel && f->caret != f->anchor)
      move_to(f, field_sel_end(f), false);
    else
      move_to(f, in->ctrl ? word_right(s, f->caret) : next_char(s, f->caret), sel);
    return true;
  case KEY_HOME:
    move_to(f, in->ctrl ? 0 : line_start(s, f->caret), sel);
    return true;
  case KEY_END:
    move_to(f, in->ctrl ? strlen(s) : line_end(s, f->caret), sel);
    return true;
  case KEY_UP:
  case KEY_DOWN:
    return vertical(f, in->key == KEY_UP ? -1 : 1, sel);
  case KEY_BACKSPACE:
  case KEY_DELETE:
    return erase(f, in->key == KEY_DELETE);
  case KEY_ENTER:
    return f->multiline && !in->ctrl && field_insert(f, "\n");
  case KEY_CHAR:
    if (in->ctrl && in->ch == 'a') {
      f->anchor = 0;
      f->caret = strlen(s);
      return true;
    }
    return false;
  default:
    return false;
  }
}

/* The text with the caret's bar; the selection between brackets when
 * brackets, and its bytes in out in *from, *to (equal: none). */
static void show(const text_field *f, char *out, size_t n, bool brackets, int *from, int *to)
{
  *from = *to = 0;
  if (n == 0)
    return;
  size_t a = field_sel_start(f), b = field_sel_end(f), k = 0;
  bool sel = a != b;
  const char *s = f->buf;
  for (size_t i = 0;; i++) {
    /* What goes before the character at i: the selection's start, the
     * caret, the selection's end (a caret at the end goes inside it). */
    const char *put[3] = {NULL, NULL, NULL};
    if (sel && i == a && brackets)
      put[0] = FIELD_SEL_OPEN;
    if (i == f->caret)
      put[1] = FIELD_CARET;
    if (sel && i == b && brackets)
      put[2] = FIELD_SEL_CLOSE;
    for (int p = 0; p < 3; p++) {
      if (p == 1 && sel && i == a)
        *from = (int)k;
      if (!put[p])
        continue;
      size_t m = strlen(put[p]);
      if (k + m >= n)
        goto done;
      memcpy(out + k, put[p], m);
      k += m;
    }
    if (sel && i == b)
      *to = (int)k;
    if (!s[i])
      break;
    /* A whole character or nothing. */
    size_t e = next_char(s, i);
    if (k + (e - i) >= n)
      break;
    memcpy(out + k, s + i, e - i);
    k += e - i;
    i = e - 1;
  }
done:
  out[k] = 0;
  if (!sel)
    *from = *to = 0;
}

void field_show(const text_field *f, char *out, size_t n)
{
  int from, to;
  show(f, out, n, true, &from, &to);
}

void field_show_plain(const text_field *f, char *out, size_t n, int *from, int *to)
{
  show(f, out, n, false, from, to);
}

void field_click(text_field *f, double at)
{
  size_t chars = 0;
  for (size_t i = 0; f->buf[i]; i = next_char(f->buf, i))
    chars++;
  /* The drawn value holds the caret's bar too: one character more. */
  size_t want = (size_t)(at < 0 ? 0 : at * (double)(chars + 1) + 0.5), i = 0;
  for (size_t k = 0; k < want && f->buf[i]; k++)
    i = next_char(f->buf, i);
  f->caret = f->anchor = i;
}
