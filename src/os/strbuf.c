/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Growable strings and arrays (see hoshi/strbuf.h). */
#include "hoshi/strbuf.h"
#include "hoshi/os.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool hoshi_grow(void **items, size_t *cap, size_t need, size_t elem, size_t first)
{
  if (need <= *cap)
    return true;
  size_t n = *cap ? *cap : (first ? first : 1);
  while (n < need) {
    if (n > SIZE_MAX / 2)
      return false;
    n *= 2;
  }
  if (elem && n > SIZE_MAX / elem)
    return false;
  void *p = os_realloc(*items, n * elem);
  if (!p)
    return false;
  *items = p;
  *cap = n;
  return true;
}

void strbuf_deinit(strbuf *b)
{
  free(b->text);
  *b = (strbuf){0};
}

/* Room for n more bytes and the NUL. */
static bool reserve(strbuf *b, size_t n)
{
  if (b->oom)
    return false;
  if (n >= SIZE_MAX - b->len || !hoshi_grow((void **)&b->text, &b->cap, b->len + n + 1, 1, 256)) {
    b->oom = true;
    return false;
  }
  return true;
}

void strbuf_put(strbuf *b, const char *s, size_t n)
{
  if (!reserve(b, n))
    return;
  memcpy(b->text + b->len, s, n);
  b->len += n;
  b->text[b->len] = '\0';
}

void strbuf_puts(strbuf *b, const char *s) { strbuf_put(b, s, strlen(s)); }

bool text_fit(char *out, size_t len, const char *text)
{
  static const char mark[] = "\xe2\x80\xa6"; /* … */
  if (!len)
    return true;
  size_t n = strlen(text);
  if (n < len) {
    memcpy(out, text, n + 1);
    return false;
  }
  size_t keep = len > sizeof mark ? len - sizeof mark : 0;
  while (keep > 0 && ((unsigned char)text[keep] & 0xC0) == 0x80)
    keep--;
  memcpy(out, text, keep);
  if (keep + sizeof mark <= len)
    memcpy(out + keep, mark, sizeof mark);
  else
    out[keep] = '\0';
  return true;
}

void strbuf_vprintf(strbuf *b, const char *fmt, va_list ap)
{
  va_list copy;
  va_copy(copy, ap);
  int n = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  if (n < 0) {
    b->oom = true;
    return;
  }
  if (!reserve(b, (size_t)n))
    return;
  vsnprintf(b->text + b->len, b->cap - b->len, fmt, ap);
  b->len += (size_t)n;
}

void strbuf_printf(strbuf *b, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  strbuf_vprintf(b, fmt, ap);
  va_end(ap);
}

char *strbuf_take(strbuf *b, size_t *len)
{
  if (b->oom) {
    strbuf_deinit(b);
    return NULL;
  }
  if (!b->text) {
    if (!reserve(b, 0)) {
      strbuf_deinit(b);
      return NULL;
    }
    b->text[0] = '\0';
  }
  char *t = b->text;
  if (len)
    *len = b->len;
  *b = (strbuf){0};
  return t;
}
