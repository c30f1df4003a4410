/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The layout plan's storage, and text measured, wrapped, shortened between
 * words and placed (see plan_internal.h). */
#include <string.h>

#include "plan_internal.h"

/* --- the plan's storage ------------------------------------------------------------ */

/* Copies a, an ellipsis when asked, and b into the plan's text; -1 when
 * it is full. */
static int32_t keep_text(ctx *c, const char *a, size_t an, bool ellipsis, const char *b, size_t bn)
{
  ui_plan *p = c->p;
  size_t e = ellipsis ? strlen(ELLIPSIS) : 0;
  size_t need = an + e + bn + 1;
  if ((size_t)(PLAN_TEXT_BYTES - p->text_used) < need) {
    p->full = true;
    return -1;
  }
  char *o = p->text + p->text_used;
  memcpy(o, a, an);
  memcpy(o + an, ELLIPSIS, e);
  memcpy(o + an + e, b, bn);
  o[an + e + bn] = 0;
  int32_t at = p->text_used;
  p->text_used += (int)need;
  return at;
}

plan_item *plan_add(ctx *c, enum plan_kind kind, enum plan_layer layer, ui_rect box)
{
  ui_plan *p = c->p;
  if (p->n >= PLAN_ITEMS_MAX) {
    p->full = true;
    return NULL;
  }
  plan_item *it = &p->items[p->n++];
  memset(it, 0, sizeof *it);
  it->kind = (uint8_t)kind;
  it->layer = (uint8_t)layer;
  it->box = box;
  it->item = -1;
  it->text = -1;
  return it;
}

plan_item *plan_fill(ctx *c, enum plan_layer layer, ui_rect box, enum plan_ink ink)
{
  plan_item *it = plan_add(c, PLAN_FILL, layer, box);
  if (it)
    it->ink = (uint8_t)ink;
  return it;
}

plan_item *plan_frame(ctx *c, enum plan_layer layer, ui_rect box, int width, enum plan_ink ink)
{
  plan_item *it = plan_add(c, PLAN_FRAME, layer, box);
  if (it) {
    it->ink = (uint8_t)ink;
    it->px = (int16_t)width;
  }
  return it;
}

/* A box over the window: its border in the accent, its face. */
void plan_box_with_border(ctx *c, ui_rect box, int border, enum plan_ink face)
{
  plan_fill(c, LAYER_OVER,
            (ui_rect){box.x - border, box.y - border, box.w + 2 * border, box.h + 2 * border},
            INK_ACCENT);
  plan_fill(c, LAYER_OVER, box, face);
}

/* A place that answers clicks, drawn as nothing. */
plan_item *plan_space(ctx *c, enum plan_layer layer, enum plan_role role, int item, ui_rect box)
{
  plan_item *it = plan_add(c, PLAN_SPACE, layer, box);
  if (it) {
    it->role = (uint8_t)role;
    it->item = (int16_t)item;
  }
  return it;
}

/* Text whose top-left corner is at (x, y): head, then an ellipsis when
 * asked, then tail. Its box is as wide as the text. */
plan_item *plan_text_parts(ctx *c, const text_style *st, int x, int y, const text_run *run)
{
  int32_t at = keep_text(c, run->head, run->hn, run->ellipsis, run->tail, run->tn);
  if (at < 0)
    return NULL;
  const char *s = c->p->text + at;
  plan_item *it = plan_add(c, PLAN_TEXT, st->layer,
                           (ui_rect){x, y, tw(c, s, strlen(s), st->px, st->bold), st->px});
  if (!it)
    return NULL;
  it->text = at;
  it->role = (uint8_t)st->role;
  it->item = (int16_t)st->item;
  it->px = (int16_t)st->px;
  it->bold = st->bold;
  it->ink = (uint8_t)st->ink;
  return it;
}

plan_item *plan_text_at(ctx *c, const text_style *st, int x, int y, const char *s, size_t n)
{
  return plan_text_parts(c, st, x, y, &(text_run){s, n, false, "", 0});
}

/* Text centred on x (align 1) or ending at x (align 2). */
plan_item *plan_text_aligned(ctx *c, const text_style *st, int x, int y, const char *s, int align)
{
  int w = tw(c, s, strlen(s), st->px, st->bold);
  return plan_text_at(c, st, align == 1 ? x - w / 2 : x - w, y, s, strlen(s));
}

/* --- wrapping and shortening ------------------------------------------------------- */

/* Whether a line of s (len) may break at s[at]: a space, but not one
 * before a colon, a semicolon, an exclamation or a question mark or a
 * closing guillemet, nor one after an opening guillemet (French puts a
 * space there; the mark must not start or end a line alone). */
static bool breaks_at(const char *s, size_t at, size_t len)
{
  static const char open[] = "\xc2\xab", close[] = "\xc2\xbb"; /* « » */
  if (s[at] != ' ')
    return false;
  if (at + 1 < len && strchr(":;!?", s[at + 1]))
    return false;
  if (at + 2 < len && memcmp(s + at + 1, close, 2) == 0)
    return false;
  return !(at >= 2 && memcmp(s + at - 2, open, 2) == 0);
}

static size_t back_to_char(const char *s, size_t n)
{
  while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
    n--;
  return n;
}

/* How many bytes of s (len) go on one line of width: the longest run of
 * whole words that fits, or, for one word wider than the line (a long
 * path), as much of it as fits, cut at a character boundary. 0 only for
 * an empty s. */
size_t plan_wrap_next(const ctx *c, const char *s, size_t len, int px, bool bold, int width)
{
  size_t n = 0, fit = 0;
  while (n < len) {
    size_t m = n;
    while (m < len && s[m] == ' ')
      m++;
    while (m < len && !breaks_at(s, m, len))
      m++;
    if (tw(c, s, m, px, bold) > width)
      break;
    fit = n = m;
  }
  if (fit || !len)
    return fit;
  /* The longest start of the word that fits: at least one character. */
  size_t lo = 1, hi = len;
  while (lo < hi) {
    size_t mid = (lo + hi + 1) / 2;
    if (tw(c, s, mid, px, bold) <= width)
      lo = mid;
    else
      hi = mid - 1;
  }
  size_t cut = back_to_char(s, lo);
  if (cut == 0) { /* not even one character: one anyway */
    cut = 1;
    while (cut < len && ((unsigned char)s[cut] & 0xc0) == 0x80)
      cut++;
  }
  return cut;
}

const char *plan_skip_spaces(const char *s, const char *end)
{
  while (s < end && *s == ' ')
    s++;
  return s;
}

/* The lines s takes when wrapped to width. */
int plan_wrap_count(const ctx *c, const char *s, size_t len, int px, bool bold, int width)
{
  int n = 0;
  const char *end = s + len;
  for (const char *q = s; q < end;) {
    size_t fit = plan_wrap_next(c, q, (size_t)(end - q), px, bold, width);
    if (!fit)
      break;
    n++;
    q = plan_skip_spaces(q + fit, end);
  }
  return n;
}

/* Places s wrapped to width from (x, y), not below bottom; returns the
 * height used. */
int plan_put_wrapped(ctx *c, const text_style *st, int x, int y, const char *s, int width,
                     int bottom)
{
  int used = 0, lh = line_h(c, st->px);
  const char *end = s + strlen(s);
  for (const char *q = s; q < end;) {
    size_t fit = plan_wrap_next(c, q, (size_t)(end - q), st->px, st->bold, width);
    if (!fit || y + used + st->px > bottom)
      break;
    plan_text_at(c, st, x, y + used, q, fit);
    used += lh;
    q = plan_skip_spaces(q + fit, end);
  }
  return used;
}

/* The characters a shortened line may be cut at besides spaces: in one
 * word (a file's name), its dashes, underscores and slashes; in words,
 * none (a name's "Marie-Claire" stays whole). */
static const char *cuts_of(const char *s, size_t len) { return memchr(s, ' ', len) ? "" : "-_/"; }

/* Whether a line shortened may end after n bytes of s (len): between
 * words, never inside one or inside a character. */
bool plan_word_end(const char *s, size_t n, size_t len)
{
  const char *cuts = cuts_of(s, len);
  return n > 0 &&
         (n >= len || s[n] == ' ' || (*cuts && (strchr(cuts, s[n]) || strchr(cuts, s[n - 1]))));
}

/* The tail of s (len) kept after an ellipsis, from a word's start: a tail
 * that starts inside a word loses that word's end. */
size_t plan_word_tail(const char *s, size_t len, size_t tail)
{
  size_t at = len - tail;
  const char *cuts = cuts_of(s, at);
  if (!tail || at == 0 || s[at] == ' ' || s[at - 1] == ' ' || (*cuts && strchr(cuts, s[at - 1])))
    return tail;
  while (at < len && s[at] != ' ' && !(*cuts && strchr(cuts, s[at])))
    at++;
  if (at < len && s[at] != ' ')
    at++; /* after the dash */
  return len - at;
}

/* How many bytes of head stay before an ellipsis and tail so that the
 * whole fits width: up to a word's end where there is one that fits (a
 * line is never cut inside a word when a word boundary can be kept), else
 * a character boundary. Returns hn, with *cut false, when it all fits. */
size_t plan_shorten(const ctx *c, const text_style *st, const char *head, size_t hn,
                    const char *tail, size_t tn, int width, bool *cut)
{
  char buf[512];
  if (hn + tn + 4 > sizeof buf) {
    hn = sizeof buf - tn - 8 < hn ? sizeof buf - tn - 8 : hn;
    hn = back_to_char(head, hn);
  }
  memcpy(buf, head, hn);
  memcpy(buf + hn, tail, tn);
  *cut = tw(c, buf, hn + tn, st->px, st->bold) > width;
  if (!*cut)
    return hn;
  size_t e = strlen(ELLIPSIS);
  /* The longest start (in whole characters) that fits, by halves: the
   * width grows with it. */
  size_t starts[512];
  int n = 0;
  for (size_t i = 0; i <= hn && n < 512; i++)
    if (i == hn || ((unsigned char)head[i] & 0xc0) != 0x80)
      starts[n++] = i;
  int lo_i = 0, hi_i = n - 1;
  while (lo_i < hi_i) {
    int mid_i = (lo_i + hi_i + 1) / 2;
    size_t mid = starts[mid_i];
    memcpy(buf, head, mid);
    memcpy(buf + mid, ELLIPSIS, e);
    memcpy(buf + mid + e, tail, tn);
    if (tw(c, buf, mid + e + tn, st->px, st->bold) <= width)
      lo_i = mid_i;
    else
      hi_i = mid_i - 1;
  }
  size_t lo = starts[lo_i];
  /* Back to the end of a word, when one ends within it. */
  size_t w = lo;
  while (w > 0 && !plan_word_end(head, w, hn))
    w--;
  /* No space, colon or dash just before the ellipsis. */
  while (w > 0 && strchr(" :;,-", head[w - 1]))
    w--;
  return w > 0 ? w : lo;
}

/* A line of text shortened to width with an ellipsis, placed. */
plan_item *plan_put_shortened(ctx *c, const text_style *st, int x, int y, const char *s, int width)
{
  bool cut;
  size_t n = plan_shorten(c, st, s, strlen(s), "", 0, width, &cut);
  return plan_text_parts(c, st, x, y, &(text_run){s, n, cut, "", 0});
}
