/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The layout plan (see plan.h). */
#include "ui/plan.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "ui/priority.h"

#define ELLIPSIS "\xe2\x80\xa6"

typedef struct ctx {
  ui_plan *p;
  const ui_view *v;
  const ui_layout *l;
  const ui_measure *m;
  const ui_metrics *mx;
  const ui_palette *pal;
} ctx;

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }
static int iround(double x) { return (int)lround(x); }

static int tw(const ctx *c, const char *s, size_t len, int px, bool bold)
{
  return len ? c->m->width(c->m->ctx, s, len, px, bold) : 0;
}

static int line_h(const ctx *c, int px) { return iround(px * c->mx->line); }

/* The smallest text the plan sets: the theme's share of the normal size,
 * never under 10 px. */
static int floor_px(const ctx *c)
{
  int base = c->l->base_px > 0 ? c->l->base_px : c->l->text_px;
  return imax(10, iround(base * c->mx->floor));
}

/* The teacher's size beside the room's: smaller, but never under the
 * normal hint's size unless the room's is. */
static int teacher_px(const ctx *c, int room)
{
  int base = c->l->base_px > 0 ? c->l->base_px : c->l->text_px;
  return imax(iround(room * c->mx->teacher), imin(room, iround(base * c->mx->hint)));
}

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

static plan_item *add(ctx *c, enum plan_kind kind, enum plan_layer layer, ui_rect box)
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

static plan_item *fill(ctx *c, enum plan_layer layer, ui_rect box, enum plan_ink ink)
{
  plan_item *it = add(c, PLAN_FILL, layer, box);
  if (it)
    it->ink = (uint8_t)ink;
  return it;
}

static void frame(ctx *c, enum plan_layer layer, ui_rect box, int width, enum plan_ink ink)
{
  plan_item *it = add(c, PLAN_FRAME, layer, box);
  if (it) {
    it->ink = (uint8_t)ink;
    it->px = (int16_t)width;
  }
}

/* A box over the window: its border in the accent, its face. */
static void box_with_border(ctx *c, ui_rect box, int border, enum plan_ink face)
{
  fill(c, LAYER_OVER,
       (ui_rect){box.x - border, box.y - border, box.w + 2 * border, box.h + 2 * border},
       INK_ACCENT);
  fill(c, LAYER_OVER, box, face);
}

/* A place that answers clicks, drawn as nothing. */
static plan_item *space(ctx *c, enum plan_layer layer, enum plan_role role, int item, ui_rect box)
{
  plan_item *it = add(c, PLAN_SPACE, layer, box);
  if (it) {
    it->role = (uint8_t)role;
    it->item = (int16_t)item;
  }
  return it;
}

/* Text whose top-left corner is at (x, y): head, then an ellipsis when
 * asked, then tail. Its box is as wide as the text. */
static plan_item *text_parts(ctx *c, enum plan_layer layer, enum plan_role role, int item, int x,
                             int y, const char *head, size_t hn, bool ellipsis, const char *tail,
                             size_t tn, int px, bool bold, enum plan_ink ink)
{
  int32_t at = keep_text(c, head, hn, ellipsis, tail, tn);
  if (at < 0)
    return NULL;
  const char *s = c->p->text + at;
  plan_item *it = add(c, PLAN_TEXT, layer, (ui_rect){x, y, tw(c, s, strlen(s), px, bold), px});
  if (!it)
    return NULL;
  it->text = at;
  it->role = (uint8_t)role;
  it->item = (int16_t)item;
  it->px = (int16_t)px;
  it->bold = bold;
  it->ink = (uint8_t)ink;
  return it;
}

static plan_item *text_at(ctx *c, enum plan_layer layer, enum plan_role role, int item, int x,
                          int y, const char *s, size_t n, int px, bool bold, enum plan_ink ink)
{
  return text_parts(c, layer, role, item, x, y, s, n, false, "", 0, px, bold, ink);
}

/* Text centred on x (align 1) or ending at x (align 2). */
static plan_item *text_aligned(ctx *c, enum plan_layer layer, enum plan_role role, int item, int x,
                               int y, const char *s, int px, bool bold, enum plan_ink ink,
                               int align)
{
  int w = tw(c, s, strlen(s), px, bold);
  return text_at(c, layer, role, item, align == 1 ? x - w / 2 : x - w, y, s, strlen(s), px, bold,
                 ink);
}

/* --- wrapping and shortening ------------------------------------------------------- */

/* Whether a line may break at s: a space, but not one before a colon, a
 * semicolon, an exclamation or a question mark (French puts a space
 * there; the mark must not start a line). */
static bool breaks_at(const char *s, size_t rest)
{
  return *s == ' ' && !(rest > 1 && s[1] && strchr(":;!?", s[1]));
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
static size_t wrap_next(const ctx *c, const char *s, size_t len, int px, bool bold, int width)
{
  size_t n = 0, fit = 0;
  while (n < len) {
    size_t m = n;
    while (m < len && s[m] == ' ')
      m++;
    while (m < len && !breaks_at(s + m, len - m))
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

static const char *skip_spaces(const char *s, const char *end)
{
  while (s < end && *s == ' ')
    s++;
  return s;
}

/* The lines s takes when wrapped to width. */
static int wrap_count(const ctx *c, const char *s, size_t len, int px, bool bold, int width)
{
  int n = 0;
  const char *end = s + len;
  for (const char *q = s; q < end;) {
    size_t fit = wrap_next(c, q, (size_t)(end - q), px, bold, width);
    if (!fit)
      break;
    n++;
    q = skip_spaces(q + fit, end);
  }
  return n;
}

/* Places s wrapped to width from (x, y), not below bottom; returns the
 * height used. */
static int put_wrapped(ctx *c, enum plan_layer layer, enum plan_role role, int item, int x, int y,
                       const char *s, int px, bool bold, enum plan_ink ink, int width, int bottom)
{
  int used = 0, lh = line_h(c, px);
  const char *end = s + strlen(s);
  for (const char *q = s; q < end;) {
    size_t fit = wrap_next(c, q, (size_t)(end - q), px, bold, width);
    if (!fit || y + used + px > bottom)
      break;
    text_at(c, layer, role, item, x, y + used, q, fit, px, bold, ink);
    used += lh;
    q = skip_spaces(q + fit, end);
  }
  return used;
}

/* The characters a shortened line may be cut at besides spaces: in one
 * word (a file's name), its dashes, underscores and slashes; in words,
 * none (a name's "Marie-Claire" stays whole). */
static const char *cuts_of(const char *s, size_t len) { return memchr(s, ' ', len) ? "" : "-_/"; }

/* Whether a line shortened may end after n bytes of s (len): between
 * words, never inside one or inside a character. */
static bool word_end(const char *s, size_t n, size_t len)
{
  const char *cuts = cuts_of(s, len);
  return n > 0 &&
         (n >= len || s[n] == ' ' || (*cuts && (strchr(cuts, s[n]) || strchr(cuts, s[n - 1]))));
}

/* The tail of s (len) kept after an ellipsis, from a word's start: a tail
 * that starts inside a word loses that word's end. */
static size_t word_tail(const char *s, size_t len, size_t tail)
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
static size_t shorten(const ctx *c, const char *head, size_t hn, const char *tail, size_t tn,
                      int px, bool bold, int width, bool *cut)
{
  char buf[512];
  if (hn + tn + 4 > sizeof buf) {
    hn = sizeof buf - tn - 8 < hn ? sizeof buf - tn - 8 : hn;
    hn = back_to_char(head, hn);
  }
  memcpy(buf, head, hn);
  memcpy(buf + hn, tail, tn);
  *cut = tw(c, buf, hn + tn, px, bold) > width;
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
    if (tw(c, buf, mid + e + tn, px, bold) <= width)
      lo_i = mid_i;
    else
      hi_i = mid_i - 1;
  }
  size_t lo = starts[lo_i];
  /* Back to the end of a word, when one ends within it. */
  size_t w = lo;
  while (w > 0 && !word_end(head, w, hn))
    w--;
  /* No space, colon or dash just before the ellipsis. */
  while (w > 0 && strchr(" :;,-", head[w - 1]))
    w--;
  return w > 0 ? w : lo;
}

/* A line of text shortened to width with an ellipsis, placed. */
static plan_item *put_shortened(ctx *c, enum plan_layer layer, enum plan_role role, int item, int x,
                                int y, const char *s, int px, bool bold, enum plan_ink ink,
                                int width)
{
  bool cut;
  size_t n = shorten(c, s, strlen(s), "", 0, px, bold, width, &cut);
  return text_parts(c, layer, role, item, x, y, s, n, cut, "", 0, px, bold, ink);
}

/* --- the scoring table ------------------------------------------------------------- */

typedef struct table_cols {
  int px, label, fig, gap, inner, span[2], total;
  int icon, chip;    /* the heads' stones, and the square of board under them */
  int row_h, head_h; /* a row's height, the heads' (with their gap) */
} table_cols;

static void table_titles(const view_table *t, char title[2][64])
{
  for (int k = 0; k < 2; k++)
    snprintf(title[k], 64, "%s%s", t->head[k], t->official[k] ? " \xe2\x98\x85" : "");
}

static table_cols measure_table(const ctx *c, int px, int width, double row)
{
  const view_table *t = &c->v->table;
  const ui_metrics *mx = c->mx;
  table_cols g = {
      .px = px, .gap = iround(px * mx->table_gap), .inner = iround(px * mx->table_inner)};
  g.icon = imax(4, imin(iround(px * mx->table_icon), width / 14));
  g.chip = g.icon + imax(4, iround(g.icon * mx->chip));
  /* A figure is at least as wide as the stone above it. */
  g.fig = g.chip;
  char title[2][64];
  table_titles(t, title);
  int need[2] = {tw(c, title[0], strlen(title[0]), px, true),
                 tw(c, title[1], strlen(title[1]), px, true)};
  int n = imin(t->n_rows, VIEW_TABLE_ROWS);
  for (int r = 0; r < n; r++) {
    const view_table_row *w = &t->rows[r];
    g.label = imax(g.label, tw(c, w->label, strlen(w->label), px, w->strong));
    for (int k = 0; k < 2; k++) {
      if (!w->cell[k][1][0]) /* Black's figure across both */
        need[k] = imax(need[k], tw(c, w->cell[k][0], strlen(w->cell[k][0]), px, w->strong));
      else
        for (int j = 0; j < 2; j++)
          g.fig = imax(g.fig, tw(c, w->cell[k][j], strlen(w->cell[k][j]), px, w->strong));
    }
  }
  for (int k = 0; k < 2; k++)
    g.span[k] = imax(2 * g.fig + g.inner, need[k]);
  g.total = g.label + 2 * g.gap + g.span[0] + g.span[1];
  g.row_h = imax(px + iround(px * mx->table_text) + 1, iround(px * row));
  g.head_h = g.row_h + g.chip + iround(px * mx->table_heads);
  return g;
}

/* The table at px, or in smaller type if its columns are wider than the
 * width (down to 8 px: the explanation shows it large). */
static table_cols fit_table(const ctx *c, int px, int width, double row)
{
  table_cols g = measure_table(c, px, width, row);
  while (g.total > width && g.px > 8) {
    int next = (int)floor(g.px * (double)width / g.total);
    next = next >= g.px ? g.px - 1 : next < 8 ? 8 : next;
    g = measure_table(c, next, width, row);
  }
  return g;
}

/* --- the panel's content as pieces ------------------------------------------------- */

/* A piece of the panel: a wrapped line of a panel line or of the status,
 * the table's heads or one of its rows, with the height it takes (the
 * spacing after it included). */
typedef struct piece {
  uint8_t role; /* ROLE_LINE, ROLE_STATUS, ROLE_TABLE */
  int16_t item;
  uint8_t ink, stone, click;
  bool bold, first, ellipsis, selected;
  const char *s, *tail; /* the text: s (len bytes), an ellipsis if cut, then tail */
  int len, tail_len;
  int px, indent;
  int h, text_h;
} piece;

#define MAX_PIECES 1024

typedef struct block_state {
  const priority_rule *rule;
  bool shown, one_line;
} block_state;

/* One way of setting the content: a spacing, what is folded, the sizes. */
typedef struct attempt {
  const priority_screen *screen;
  int spacing;
  bool fold_minor, fold_detail; /* the table's rows that add nothing; all but Total and Result */
  int room_px, teacher_px;
  block_state b[PRIORITY_RULES];
  int n;
  int blocks_folded;
} attempt;

typedef struct build {
  piece p[MAX_PIECES];
  int n, total;
  int first[PRIORITY_RULES], count[PRIORITY_RULES], height[PRIORITY_RULES];
  table_cols table;
  int folded;
} build;

static void add_piece(build *b, const piece *pc)
{
  if (b->n < MAX_PIECES) {
    b->p[b->n++] = *pc;
    b->total += pc->h;
  }
}

/* The wrapped lines of s (its last tail bytes kept whole when it is
 * shortened to one line) as pieces; the last one takes the gap after it. */
static void add_text(const ctx *c, build *b, piece t, const char *s, size_t len, size_t tail,
                     int width, int gap, bool one_line)
{
  int lh = line_h(c, t.px);
  t.first = true;
  if (!len || (len == 1 && s[0] == ' ')) { /* an empty line: a short space */
    t.s = s;
    t.len = 0;
    t.h = iround(t.px * c->mx->empty_line) + gap;
    t.text_h = 0;
    add_piece(b, &t);
    return;
  }
  /* A tail too wide for the line even after an ellipsis: wrapped after all. */
  if (one_line && tail) {
    char buf[256];
    int n = snprintf(buf, sizeof buf, "%s%.*s", ELLIPSIS, (int)tail, s + len - tail);
    one_line = n > 0 && (size_t)n < sizeof buf && tw(c, buf, (size_t)n, t.px, t.bold) <= width;
  }
  bool cut = false;
  tail = word_tail(s, len, tail);
  size_t head = len - tail, n = 0;
  if (one_line) {
    n = shorten(c, s, head, s + head, tail, t.px, t.bold, width, &cut);
    /* Words are never cut: a text whose first word (a name of one word
     * too) does not fit before the ellipsis is wrapped after all. */
    if (cut && !word_end(s, n, head))
      one_line = false;
  }
  if (one_line) {
    t.s = s;
    t.len = cut ? (int)n : (int)len;
    t.ellipsis = cut;
    t.tail = cut ? s + head : "";
    t.tail_len = cut ? (int)tail : 0;
    t.h = lh + gap;
    t.text_h = t.px;
    add_piece(b, &t);
    return;
  }
  const char *end = s + len;
  for (const char *q = s; q < end;) {
    size_t fit = wrap_next(c, q, (size_t)(end - q), t.px, t.bold, width);
    if (!fit)
      break;
    const char *next = skip_spaces(q + fit, end);
    t.s = q;
    t.len = (int)fit;
    t.tail = "";
    t.h = lh + (next < end ? 0 : gap);
    t.text_h = t.px;
    add_piece(b, &t);
    t.first = false;
    q = next;
  }
}

static enum plan_ink line_ink(const view_line *l)
{
  return l->alarm ? INK_ERROR : l->dim ? INK_DIM : l->strong ? INK_ACCENT : INK_TEXT;
}

static bool status_shown(const ui_view *v)
{
  return v->status[0] && (!v->status_echo || v->status_error);
}

static bool block_has(const ui_view *v, enum view_block blk)
{
  if (blk == BLOCK_TABLE)
    return v->table.shown;
  if (blk == BLOCK_STATUS)
    return status_shown(v);
  for (int i = 0; i < v->n_panel; i++)
    if (v->panel[i].block == blk)
      return true;
  return false;
}

static void add_table(const ctx *c, const attempt *a, int px, int width, const ui_spacing *sp,
                      build *b)
{
  const view_table *t = &c->v->table;
  table_cols g = fit_table(c, px, width, sp->table_row);
  if (a->fold_detail) { /* the heads without their stones */
    g.head_h -= g.chip;
    g.chip = 0;
  }
  b->table = g;
  piece head = {
      .role = ROLE_TABLE, .item = -1, .px = g.px, .h = g.head_h, .text_h = g.row_h + g.chip};
  add_piece(b, &head);
  int n = imin(t->n_rows, VIEW_TABLE_ROWS);
  for (int r = 0; r < n; r++) {
    if ((a->fold_minor && a->screen->fold_minor && t->rows[r].minor) ||
        (a->fold_detail && !t->rows[r].strong)) {
      b->folded++;
      continue;
    }
    piece row = {.role = ROLE_TABLE, .item = (int16_t)r, .px = g.px, .h = g.row_h, .text_h = g.px};
    add_piece(b, &row);
  }
  int after = iround(g.px * c->mx->table_after);
  b->p[b->n - 1].h += after;
  b->total += after;
}

static void build_content(const ctx *c, const attempt *a, int width, build *b)
{
  const ui_view *v = c->v;
  const ui_spacing *sp = &c->mx->fits[a->spacing];
  b->n = b->total = b->folded = 0;
  memset(&b->table, 0, sizeof b->table);
  for (int k = 0; k < a->n; k++) {
    const block_state *bs = &a->b[k];
    b->first[k] = b->n;
    b->count[k] = b->height[k] = 0;
    if (!bs->shown)
      continue;
    int before = b->total;
    int px = bs->rule->size == SIZE_ROOM ? a->room_px : a->teacher_px;
    int gap = iround(px * sp->line_gap);
    switch ((enum view_block)bs->rule->block) {
    case BLOCK_TABLE:
      add_table(c, a, px, width, sp, b);
      break;
    case BLOCK_STATUS: {
      piece t = {.role = ROLE_STATUS, .px = px, .ink = v->status_error ? INK_ERROR : INK_TEXT};
      add_text(c, b, t, v->status, strlen(v->status), 0, width, gap, bs->one_line);
      break;
    }
    default:
      for (int i = 0; i < v->n_panel; i++) {
        const view_line *line = &v->panel[i];
        if (line->block != bs->rule->block)
          continue;
        int indent = line->stone ? iround(px * c->mx->indent) : 0;
        piece t = {.role = ROLE_LINE,
                   .item = (int16_t)i,
                   .px = px,
                   .bold = line->strong,
                   .stone = line->stone,
                   .click = line->click,
                   .selected = line->selected,
                   .indent = indent,
                   .ink = (uint8_t)line_ink(line)};
        size_t len = strlen(line->text);
        add_text(c, b, t, line->text, len, line->tail <= len ? line->tail : 0, width - indent, gap,
                 bs->one_line);
      }
      break;
    }
    b->count[k] = b->n - b->first[k];
    if (b->count[k]) {
      int g = iround(px * sp->block_gap);
      b->p[b->n - 1].h += g;
      b->total += g;
    }
    b->height[k] = b->total - before;
  }
}

static int scroll_block(const attempt *a)
{
  for (int k = 0; k < a->n; k++)
    if (a->b[k].shown && a->b[k].rule->keep == KEEP_SCROLL)
      return k;
  return -1;
}

enum shown { SHOWN_NOT, SHOWN_WHOLE, SHOWN_SCROLLING };

/* Whether the content fits room: whole, or with its scrolling block in
 * what the others leave (the lines of it its row keeps in sight, or a line
 * to bring into sight, and the cues' line). */
static enum shown fits(const ctx *c, const attempt *a, const build *b, int room, int cue_h)
{
  if (b->total <= room)
    return SHOWN_WHOLE;
  int k = scroll_block(a);
  if (k < 0 || !b->count[k])
    return SHOWN_NOT;
  int fixed = b->total - b->height[k];
  /* Its first lines (as many as its row keeps in sight), and the cue. */
  int need = cue_h, keep = a->b[k].rule->fold, tallest = 0;
  for (int i = b->first[k]; i < b->first[k] + b->count[k]; i++)
    if (b->p[i].role == ROLE_LINE && b->p[i].item == c->v->panel_focus)
      tallest = imax(tallest, b->p[i].h);
  for (int i = 0; i < keep && i < b->count[k]; i++)
    need += b->p[b->first[k] + i].h;
  if (keep == 0)
    need += tallest;
  return room - fixed >= need ? SHOWN_SCROLLING : SHOWN_NOT;
}

/* Whether block k may fold now: a status that says what went wrong never
 * does. */
static bool may_fold(const ctx *c, const block_state *bs, enum priority_keep keep, int order)
{
  return bs->shown && bs->rule->keep == keep && bs->rule->fold == order &&
         !(bs->rule->block == BLOCK_STATUS && c->v->status_error);
}

/* Whether the attempt folded a status the view shows. */
static bool status_folded(const ctx *c, const attempt *a)
{
  if (!status_shown(c->v))
    return false;
  for (int k = 0; k < a->n; k++)
    if (a->b[k].rule->block == BLOCK_STATUS)
      return !a->b[k].shown;
  return false;
}

static int shrink(const ctx *c, int px, int floor)
{
  return px > floor ? imax(floor, iround(px * c->mx->shrink)) : px;
}

/* Where the content goes: its width, the height it has, the cues' line. */
typedef struct fit_room {
  int width, room, cue_h;
} fit_room;

/* Builds the content as the attempt says; how it fits. */
static enum shown try_fit(const ctx *c, const attempt *a, const fit_room *r, build *b)
{
  build_content(c, a, r->width, b);
  return fits(c, a, b, r->room, r->cue_h);
}

/* Folds the shown blocks that keep as keep and fold at order, in the size
 * given (-1: either); how many. */
static int fold_order(const ctx *c, attempt *a, enum priority_keep keep, int order, int size)
{
  int n = 0;
  for (int k = 0; k < a->n; k++)
    if (may_fold(c, &a->b[k], keep, order) && (size < 0 || a->b[k].rule->size == size)) {
      a->b[k].shown = false;
      a->blocks_folded++;
      n++;
    }
  return n;
}

/* The largest type, from the attempt's down to the floor, at which the
 * content is whole; false, the sizes as they were, when there is none. */
static bool largest_whole(const ctx *c, attempt *a, const fit_room *r, build *b)
{
  int room_px = a->room_px, teacher = a->teacher_px, floor = floor_px(c);
  for (;;) {
    if (try_fit(c, a, r, b) == SHOWN_WHOLE)
      return true;
    if (a->room_px <= floor && a->teacher_px <= floor)
      break;
    a->room_px = shrink(c, a->room_px, floor);
    a->teacher_px = shrink(c, a->teacher_px, floor);
  }
  a->room_px = room_px;
  a->teacher_px = teacher;
  return false;
}

/* The screen's content whole, in smaller type rather than scrolling: the
 * teacher's lines go first (the status too, and the teacher's one-line
 * blocks), then the type shrinks down to the floor, then the room's
 * one-line and last blocks fold, lowest first, each time in the largest
 * type that makes it whole. False, the attempt as it was, when nothing
 * does. */
static bool whole_smaller(const ctx *c, attempt *a, const fit_room *r, build *b, enum shown *how)
{
  attempt was = *a;
  for (int order = 1; order <= PRIORITY_RULES; order++) {
    fold_order(c, a, KEEP_FOLD, order, -1);
    fold_order(c, a, KEEP_BRIEF, order, -1);
    fold_order(c, a, KEEP_LINE, order, SIZE_TEACHER);
    fold_order(c, a, KEEP_LAST, order, SIZE_TEACHER);
  }
  if (largest_whole(c, a, r, b))
    return true;
  for (int order = 1; order <= PRIORITY_RULES; order++)
    if (fold_order(c, a, KEEP_LINE, order, SIZE_ROOM) +
            fold_order(c, a, KEEP_LAST, order, SIZE_ROOM) &&
        largest_whole(c, a, r, b))
      return true;
  *a = was;
  *how = try_fit(c, a, r, b);
  return false;
}

/* The teacher's blocks folded, lowest priority first, until the content is
 * whole: the answer to what the user did only when that makes the long
 * text whole (when it scrolls all the same, the status stays). */
static bool fold_to_whole(const ctx *c, attempt *a, const fit_room *r, build *b, enum shown *how)
{
  for (int order = 1; order <= PRIORITY_RULES; order++)
    for (int k = 0; k < a->n; k++) {
      block_state *bs = &a->b[k];
      if (!may_fold(c, bs, KEEP_FOLD, order) && !may_fold(c, bs, KEEP_BRIEF, order))
        continue;
      bool scrolled = *how == SHOWN_SCROLLING;
      bs->shown = false;
      if ((*how = try_fit(c, a, r, b)) == SHOWN_WHOLE) {
        a->blocks_folded++;
        return true;
      }
      if (bs->rule->block == BLOCK_STATUS && scrolled) {
        bs->shown = true;
        *how = try_fit(c, a, r, b);
        continue;
      }
      a->blocks_folded++;
    }
  return false;
}

/* When even the smallest type leaves the content too long: the room's
 * one-line and last blocks fold until the long text scrolls in what is
 * left; a scrolling block that keeps no line in sight (the reasons) goes,
 * unless a line of it is to be brought into sight; then the type shrinks;
 * at last the table keeps its Total and Result only. */
static enum panel_fit fit_at_last(const ctx *c, attempt *a, const fit_room *r, build *b,
                                  enum shown *how)
{
  for (int order = 1; order <= PRIORITY_RULES; order++)
    if (fold_order(c, a, KEEP_LINE, order, -1) + fold_order(c, a, KEEP_LAST, order, -1) &&
        (*how = try_fit(c, a, r, b)) != SHOWN_NOT)
      return *how == SHOWN_WHOLE ? FIT_PRIORITIES : FIT_SCROLLING;
  for (int k = 0; k < a->n; k++) {
    block_state *bs = &a->b[k];
    if (!bs->shown || bs->rule->keep != KEEP_SCROLL || bs->rule->fold > 0)
      continue;
    bool focus = false;
    for (int i = 0; i < c->v->n_panel; i++)
      focus |= i == c->v->panel_focus && c->v->panel[i].block == bs->rule->block;
    if (focus)
      continue;
    bs->shown = false;
    a->blocks_folded++;
    if ((*how = try_fit(c, a, r, b)) != SHOWN_NOT)
      return *how == SHOWN_WHOLE ? FIT_PRIORITIES : FIT_SCROLLING;
  }
  int floor = floor_px(c);
  while (a->room_px > floor || a->teacher_px > floor) {
    a->room_px = shrink(c, a->room_px, floor);
    a->teacher_px = shrink(c, a->teacher_px, floor);
    if ((*how = try_fit(c, a, r, b)) != SHOWN_NOT)
      return FIT_SMALLER;
  }
  if (block_has(c->v, BLOCK_TABLE)) {
    a->fold_detail = true;
    if ((*how = try_fit(c, a, r, b)) != SHOWN_NOT)
      return FIT_SMALLER;
  }
  /* Whole blocks that give way to the screen's first text (priority.h),
   * when there is one to give way to. */
  bool first = false;
  for (int k = 0; k < a->n; k++)
    first |= a->b[k].shown && a->b[k].rule->keep == KEEP_WHOLE && a->b[k].rule->fold == 0 &&
             b->count[k] > 0;
  for (int order = 1; first && order <= PRIORITY_RULES; order++)
    if (fold_order(c, a, KEEP_WHOLE, order, -1) && (*how = try_fit(c, a, r, b)) != SHOWN_NOT)
      return FIT_SMALLER;
  return FIT_OVERFLOW;
}

/* Finds how the content fits room, in the order priority.h gives: the
 * screen's first text whole whenever it fits in any type down to the
 * floor, the teacher's lines folded before the type shrinks, and the
 * type smaller before the room's lines fold or its long text scrolls. */
static enum panel_fit fit_content(const ctx *c, const priority_screen *scr, int room_px,
                                  const fit_room *r, attempt *a, build *b, enum shown *how)
{
  memset(a, 0, sizeof *a);
  a->screen = scr;
  a->room_px = room_px;
  a->teacher_px = teacher_px(c, room_px);
  for (int k = 0; k < scr->n; k++) {
    a->b[k].rule = &scr->rules[k];
    a->b[k].shown = block_has(c->v, (enum view_block)scr->rules[k].block);
  }
  a->n = scr->n;
  if ((*how = try_fit(c, a, r, b)) == SHOWN_WHOLE)
    return FIT_AS_DESIGNED;
  a->spacing = 1;
  if ((*how = try_fit(c, a, r, b)) == SHOWN_WHOLE)
    return FIT_TIGHTER;
  if (scr->fold_minor) {
    a->fold_minor = true;
    if ((*how = try_fit(c, a, r, b)) == SHOWN_WHOLE)
      return FIT_FOLDED;
  }
  bool any = false;
  for (int k = 0; k < a->n; k++)
    if (a->b[k].shown && (a->b[k].rule->keep == KEEP_LINE || a->b[k].rule->keep == KEEP_BRIEF))
      any = a->b[k].one_line = true;
  if (any && (*how = try_fit(c, a, r, b)) == SHOWN_WHOLE)
    return FIT_PRIORITIES;
  if (fold_to_whole(c, a, r, b, how))
    return FIT_PRIORITIES;
  if (whole_smaller(c, a, r, b, how))
    return FIT_SMALLER;
  if (*how == SHOWN_SCROLLING)
    return FIT_SCROLLING;
  return fit_at_last(c, a, r, b, how);
}

/* --- the panel placed --------------------------------------------------------------- */

typedef struct panel_frame {
  enum plan_layer layer;
  int x, width, pad;
  int cue_px, cue_h;
} panel_frame;

/* The scroll cues' line at y: "more above" (up) and "more below" (down),
 * side by side when both are there, each as much of its words as its half
 * takes; each answers a click on its part of the line. */
static void put_cues(ctx *c, const panel_frame *f, bool up, bool down, int y)
{
  const char *text[2][3] = {{_("\xe2\x96\xb2 more above: wheel, or click here"),
                             _("\xe2\x96\xb2 more above"), "\xe2\x96\xb2"},
                            {_("\xe2\x96\xbc more below: wheel, or click here"),
                             _("\xe2\x96\xbc more below"), "\xe2\x96\xbc"}};
  bool on[2] = {up, down};
  int both = up && down, room = both ? (f->width - f->cue_px) / 2 : f->width;
  int x = f->x;
  for (int d = 0; d < 2; d++) {
    if (!on[d])
      continue;
    size_t k = both ? 1 : 0;
    while (k + 1 < 3 && tw(c, text[d][k], strlen(text[d][k]), f->cue_px, true) > room)
      k++;
    int part = both ? room : f->width;
    int tx = both && d == 1
                 ? f->x + f->width - tw(c, text[d][k], strlen(text[d][k]), f->cue_px, true)
                 : x;
    text_at(c, f->layer, ROLE_CUE, d ? 1 : -1, tx, y, text[d][k], strlen(text[d][k]), f->cue_px,
            true, INK_ACCENT);
    space(c, f->layer, ROLE_CUE, d ? 1 : -1,
          (ui_rect){both && d == 1 ? f->x + f->width - part : x, y, part, f->cue_h});
  }
}

static void put_table_piece(ctx *c, const panel_frame *f, const build *b, const piece *pc, int y)
{
  const view_table *t = &c->v->table;
  const table_cols *g = &b->table;
  int px = g->px, x = f->x;
  char title[2][64];
  table_titles(t, title);
  /* Room to spare goes between the labels and the figures, a little. */
  int col[2], right[2][2];
  col[0] = x + g->label + g->gap + imin(imax(f->width - g->total, 0), px * 2);
  col[1] = col[0] + g->span[0] + g->gap;
  for (int k = 0; k < 2; k++) {
    right[k][0] = col[k] + (g->span[k] - g->inner) / 2;
    right[k][1] = col[k] + g->span[k];
  }
  int dy = iround(px * c->mx->table_text), w = right[1][1] - x;
  if (pc->item < 0) {
    for (int k = 0; k < 2; k++)
      text_aligned(c, f->layer, ROLE_TABLE, -1, col[k] + g->span[k] / 2, y + dy, title[k], px, true,
                   t->official[k] ? INK_ACCENT : INK_TEXT, 1);
    bool dark = theme_dark_panel(c->pal);
    for (int k = 0; k < 2 && g->chip > 0; k++)
      for (int j = 0; j < 2; j++) {
        int cx = right[k][j] - g->fig / 2, cy = y + g->row_h + g->chip / 2;
        plan_item *it = add(c, PLAN_STONE, f->layer,
                            (ui_rect){cx - g->chip / 2, cy - g->chip / 2, g->chip, g->chip});
        if (it) {
          it->stone = j == 0 ? COLOR_BLACK : COLOR_WHITE;
          it->px = (int16_t)g->icon;
          it->chip = dark;
        }
      }
    space(c, f->layer, ROLE_TABLE, -1, (ui_rect){x, y, w, g->row_h + g->chip});
    return;
  }
  const view_table_row *row = &t->rows[pc->item];
  /* A rule above the first total. */
  if (row->strong && pc->item > 0 && !t->rows[pc->item - 1].strong) {
    plan_item *it =
        add(c, PLAN_RULE, f->layer, (ui_rect){x, y, w, imax(1, iround(px * c->mx->table_rule))});
    if (it) {
      it->ink = INK_DIM;
      it->px = (int16_t)it->box.h;
    }
  }
  text_at(c, f->layer, ROLE_TABLE, pc->item, x, y + dy, row->label, strlen(row->label), px,
          row->strong, INK_TEXT);
  for (int k = 0; k < 2; k++) {
    if (!row->cell[k][1][0])
      text_aligned(c, f->layer, ROLE_TABLE, pc->item, col[k] + g->span[k] / 2, y + dy,
                   row->cell[k][0], px, row->strong, INK_TEXT, 1);
    else
      for (int j = 0; j < 2; j++)
        text_aligned(c, f->layer, ROLE_TABLE, pc->item, right[k][j], y + dy, row->cell[k][j], px,
                     row->strong, INK_TEXT, 2);
  }
  space(c, f->layer, ROLE_TABLE, pc->item, (ui_rect){x, y, w, px + dy});
}

static void put_piece(ctx *c, const panel_frame *f, const build *b, const piece *pc, int y)
{
  if (pc->role == ROLE_TABLE) {
    put_table_piece(c, f, b, pc, y);
    return;
  }
  int px = pc->px, x = f->x;
  if (pc->selected)
    fill(c, f->layer,
         (ui_rect){x - f->pad / 2, y - px / 8, f->width + f->pad,
                   pc->text_h ? line_h(c, px) : pc->h},
         INK_SELECT);
  if (pc->stone && pc->first) {
    int d = iround(px * c->mx->icon);
    int chip = d + imax(4, iround(d * c->mx->chip));
    int cx = x + iround(px * c->mx->icon_x), cy = y + iround(px * c->mx->icon_y);
    bool dark = theme_dark_panel(c->pal);
    int side = dark ? chip : d;
    plan_item *it =
        add(c, PLAN_STONE, f->layer, (ui_rect){cx - side / 2, cy - side / 2, side, side});
    if (it) {
      it->stone = pc->stone;
      it->px = (int16_t)d;
      it->chip = dark;
    }
  }
  if (!pc->len && !pc->ellipsis)
    return;
  text_parts(c, f->layer, (enum plan_role)pc->role, pc->item, x + pc->indent, y, pc->s,
             (size_t)pc->len, pc->ellipsis, pc->tail, (size_t)pc->tail_len, px, pc->bold,
             (enum plan_ink)pc->ink);
  if (pc->click) {
    /* The whole width clicks, not only the text. */
    plan_item *it = space(c, f->layer, ROLE_LINE, pc->item, (ui_rect){x, y, f->width, px});
    if (it)
      it->click = pc->click;
  }
}

/* The height piece i takes when it is the last shown above the cues'
 * line: its line, without the gap after it. */
static int shown_h(const ctx *c, const build *b, int i)
{
  const piece *pc = &b->p[i];
  return pc->text_h ? imin(pc->h, line_h(c, pc->px)) : pc->h;
}

/* The first piece a window from start shows: an empty line at its top
 * (a paragraph's gap, scrolled to) takes no room there. */
static int first_shown(const build *b, int from, int start, int end)
{
  while (start > from && start + 1 < end && b->p[start].text_h == 0)
    start++;
  return start;
}

/* The end of the pieces from start (before end) in sight: all of them,
 * gaps included, when start is the part's first and they fit room with
 * no cue; else those that fit above the cues' line (the last one without
 * its gap). */
static int visible_end(const ctx *c, const build *b, int from, int end, int start, int room,
                       int cue_h)
{
  if (start == from) {
    int all = 0;
    for (int i = from; i < end; i++)
      all += b->p[i].h;
    if (all <= room)
      return end;
  }
  int used = 0, e = first_shown(b, from, start, end);
  while (e < end && used + shown_h(c, b, e) <= room - cue_h)
    used += b->p[e++].h;
  return e;
}

/* Whether pieces start..e hold text (not only empty lines' space). */
static bool shows_text(const build *b, int start, int e)
{
  for (int i = start; i < e; i++)
    if (b->p[i].text_h > 0)
      return true;
  return false;
}

/* Places pieces from..end in a part at most room high that scrolls, the
 * cues on a line under what it shows; returns the height it takes (what
 * is left goes under the blocks that follow). */
static int put_scrolling(ctx *c, const panel_frame *f, const build *b, int from, int end, int y,
                         int room)
{
  ui_plan *p = c->p;
  int cue_h = f->cue_h;
  /* The most that can be scrolled: from there to the end fits above the
   * cues' line (or, when the last lines are too tall for the room, the
   * last place from which something is in sight). */
  int k = end, used = 0;
  while (k > from) {
    int add = k == end ? shown_h(c, b, k - 1) : b->p[k - 1].h;
    if (used + add > room - cue_h)
      break;
    used += add;
    k--;
  }
  while (k > from && !shows_text(b, k, visible_end(c, b, from, end, k, room, cue_h)))
    k--;
  if (visible_end(c, b, from, end, from, room, cue_h) == end)
    k = from; /* all of it in sight: nothing to scroll */
  /* No room for one of its lines above the cues' line: nothing to bring
   * into sight, so no cue that would promise it (the block is folded). */
  if (from == end || !shows_text(b, k, visible_end(c, b, from, end, k, room, cue_h))) {
    p->scroll_max = 0;
    p->scroll_box = (ui_rect){f->x, y, f->width, 0};
    p->blocks_folded++;
    return 0;
  }
  p->scroll_max = k - from;
  int want = c->v->panel_scroll;
  if (c->v->panel_focus >= 0) {
    /* The line to bring into sight: from its first piece, unless it is in
     * sight already. */
    int f0 = -1, f1 = -1;
    for (int i = from; i < end; i++)
      if (b->p[i].role == ROLE_LINE && b->p[i].item == c->v->panel_focus) {
        f0 = f0 < 0 ? i : f0;
        f1 = i;
      }
    int start = from + imin(imax(want, 0), p->scroll_max);
    if (f0 >= 0 && (f0 < start || f1 >= visible_end(c, b, from, end, start, room, cue_h)))
      want = f0 - from;
  }
  p->scroll = imin(imax(want, 0), p->scroll_max);
  /* A place from which no text is in sight (an empty line before a line
   * taller than the room): on to the next that shows some, as the end
   * does. */
  while (
      p->scroll < p->scroll_max &&
      !shows_text(b, from + p->scroll, visible_end(c, b, from, end, from + p->scroll, room, cue_h)))
    p->scroll++;
  int start = from + p->scroll;
  int e = visible_end(c, b, from, end, start, room, cue_h);
  p->scroll_page = imax(1, e - start);
  bool cue = start > from || e < end;
  int yy = y;
  for (int i = cue ? first_shown(b, from, start, end) : start; i < e; i++) {
    put_piece(c, f, b, &b->p[i], yy);
    /* Above the cues' line the last piece needs no gap; whole, it keeps it. */
    yy += cue && i == e - 1 ? shown_h(c, b, i) : b->p[i].h;
  }
  if (cue) {
    put_cues(c, f, start > from, e < end, yy);
    yy += cue_h;
  }
  p->scroll_box = (ui_rect){f->x, y, f->width, yy - y};
  return yy - y;
}

/* The key hint at the foot of area: all of it, or one line, or none (the
 * theme's and the settings' choice). Returns its height. */
static int put_hint(ctx *c, enum plan_layer layer, ui_rect area, int hint_px, bool one_line)
{
  const ui_view *v = c->v;
  ui_plan *p = c->p;
  enum ui_hint_mode mode = theme_hint_mode(v->theme, (enum ui_hint_mode)v->hint_mode);
  if (one_line && mode == HINT_FULL)
    mode = HINT_SHORT;
  p->hint_whole = true;
  if (mode == HINT_NONE || !v->hint[0])
    return 0;
  if (mode == HINT_SHORT) {
    /* Its first keys, whole: what fits before a " - " that does not. */
    const char *s = v->hint_short[0] ? v->hint_short : v->hint;
    int h = line_h(c, hint_px);
    size_t n = strlen(s);
    while (tw(c, s, n, hint_px, false) > area.w) {
      const char *cut = NULL;
      for (const char *q = strstr(s, " - "); q && (size_t)(q - s) < n; q = strstr(q + 1, " - "))
        cut = q;
      if (!cut)
        break;
      n = (size_t)(cut - s);
    }
    char one[sizeof v->hint];
    snprintf(one, sizeof one, "%.*s", (int)n, s);
    put_shortened(c, layer, ROLE_HINT, -1, area.x, area.y + area.h - h, one, hint_px, false,
                  INK_DIM, area.w);
    return h;
  }
  /* Whole, in smaller text when it would take more than its share of the
   * panel (large text in a small window). */
  int lines;
  for (;;) {
    lines = wrap_count(c, v->hint, strlen(v->hint), hint_px, false, area.w);
    if (lines * line_h(c, hint_px) <= area.h * c->mx->hint_share || hint_px <= 9)
      break;
    hint_px = imax(9, iround(hint_px * 0.9));
  }
  int h = lines * line_h(c, hint_px);
  int placed = put_wrapped(c, layer, ROLE_HINT, -1, area.x, area.y + area.h - h, v->hint, hint_px,
                           false, INK_DIM, area.w, area.y + area.h);
  p->hint_whole = placed == h && h <= area.h;
  return h;
}

static _Thread_local build scratch;

/* A screen's content in a rectangle (the panel, or a box over the
 * window): padded, the hint at its foot, the blocks above it as the
 * screen's priorities place them. */
static void put_panel(ctx *c, ui_rect outer, enum view_screen screen, int room_px, int hint_px,
                      enum plan_layer layer)
{
  ui_plan *p = c->p;
  const ui_layout *l = c->l;
  int base = l->base_px > 0 ? l->base_px : l->text_px;
  panel_frame f;
  attempt a;
  build *b = &scratch;
  enum shown how;
  int top = 0, bottom = 0;
  int n = p->n, text_used = p->text_used;
  /* The whole hint, unless the room's text must be made smaller for it:
   * then the hint takes one line (F1 lists the keys); then the padding,
   * the gaps and the cues take less too; at last the hint goes. The room's
   * long text whole, and the answer to what the user just did (the
   * status), are worth the hint's room too: while a pass that fits keeps
   * either out, the next is tried, and the best is taken (the first of
   * the best). */
  int best = -1, best_q = -1;
  for (int pass = 0; pass < 4; pass++) {
    p->n = n;
    p->text_used = text_used;
    bool tight = pass >= 2;
    int pad = iround(imin(base, room_px) * c->mx->pad * (tight ? c->mx->tight_pad : 1));
    ui_rect area = {outer.x + pad, outer.y + pad, outer.w - 2 * pad, outer.h - 2 * pad};
    p->area = area;
    int cue_px = tight ? imin(hint_px, floor_px(c)) : hint_px;
    f = (panel_frame){layer, area.x, area.w, pad, cue_px, iround(cue_px * c->mx->cue)};
    p->hint_hidden = pass == 3;
    int hint_h = p->hint_hidden ? 0 : put_hint(c, layer, area, hint_px, pass > 0);
    top = area.y;
    bottom = area.y + area.h - hint_h -
             (hint_h ? iround(room_px * (tight ? c->mx->tight_gap : c->mx->hint_gap)) : 0);
    fit_room fr = {area.w, bottom - top, f.cue_h};
    p->fit = fit_content(c, priority_of(screen), room_px, &fr, &a, b, &how);
    bool fitted = p->fit < FIT_SMALLER || (pass == 1 && p->fit == FIT_SMALLER);
    if (fitted && pass == best)
      break; /* the best, again */
    int q = (how == SHOWN_WHOLE ? 2 : 0) + !status_folded(c, &a);
    if (fitted && q == 3)
      break;
    if (fitted && q > best_q) {
      best_q = q;
      best = pass;
    }
    if (pass == 3 && best >= 0 && best != 3)
      pass = best - 1; /* placed once more, as the best was */
  }
  p->folded = b->folded;
  p->blocks_folded = a.blocks_folded;
  p->room_px = a.room_px;
  p->teacher_px = a.teacher_px;
  p->table_px = b->table.px;
  p->scroll = p->scroll_max = 0;
  p->scroll_page = 1;
  p->scroll_box = (ui_rect){0, 0, 0, 0};
  int y = top;
  if (p->fit == FIT_OVERFLOW) {
    /* Nothing else worked: all of it scrolls. */
    put_scrolling(c, &f, b, 0, b->n, y, bottom - top);
    return;
  }
  int k_scroll = how == SHOWN_SCROLLING ? scroll_block(&a) : -1;
  for (int k = 0; k < a.n; k++) {
    int from = b->first[k], end = from + b->count[k];
    if (k == k_scroll) {
      y += put_scrolling(c, &f, b, from, end, y, bottom - top - (b->total - b->height[k]));
      continue;
    }
    for (int i = from; i < end; i++) {
      put_piece(c, &f, b, &b->p[i], y);
      y += b->p[i].h;
    }
  }
}

/* --- the screens ------------------------------------------------------------------- */

static void dim_window(ctx *c)
{
  add(c, PLAN_DIM, LAYER_OVER, (ui_rect){0, 0, c->l->width, c->l->height});
}

/* A box over the dimmed window holding a screen's content: the
 * explanation (large type), or a comment being written. */
static void put_box_screen(ctx *c, enum view_screen screen, bool large)
{
  const ui_layout *l = c->l;
  const ui_metrics *mx = c->mx;
  dim_window(c);
  int px = large ? imax(iround(l->text_px * mx->explain_text), iround(l->height * mx->explain_min))
                 : l->text_px;
  int hint_px = imax(l->hint_px, iround(px * mx->box_hint));
  int w = imin(iround(l->width * mx->box_share), iround(px * mx->explain_width));
  int h = iround(l->height * mx->box_share);
  ui_rect box = {(l->width - w) / 2, (l->height - h) / 2, w, h};
  box_with_border(c, box, imax(2, px / 8), INK_PANEL);
  put_panel(c, box, screen, px, hint_px, LAYER_OVER);
  c->p->over_board = true;
}

/* --- a dialog ----------------------------------------------------------------------- */

typedef struct dialog_fit {
  int px, row, w, label_w, hint_px, hint_line, hint_h, h;
  int title_px, title_h; /* a title of words wraps; one with a path is shortened */
} dialog_fit;

/* A long dialog takes smaller text rather than leave the window: the
 * largest text up to the panel's at which its rows, its message and its
 * hint, wrapped, all fit. */
static dialog_fit fit_dialog(const ctx *c, const view_overlay *o)
{
  const ui_layout *l = c->l;
  const ui_metrics *mx = c->mx;
  dialog_fit f = {.px = l->text_px};
  for (;;) {
    f.row = iround(f.px * mx->dialog_row);
    /* As wide as the widest row needs (at least 30 characters), within the
     * window. */
    int widest = 0;
    f.label_w = 0;
    for (int i = 0; i < o->n_rows; i++) {
      f.label_w = imax(f.label_w, tw(c, o->rows[i].label, strlen(o->rows[i].label), f.px, true));
      widest = imax(widest, tw(c, o->rows[i].value, strlen(o->rows[i].value), f.px, true));
    }
    /* A form keeps its width whatever is typed: room for 24 characters of
     * value; a longer one shows its end while it is typed, else its start. */
    if (o->form)
      widest = iround(f.px * 0.6 * 24);
    f.w = (int)fmin(l->width * mx->dialog_share,
                    fmax(f.px * mx->dialog_width, f.label_w + widest + f.px * 3.5));
    /* Labels take at most their share of the row (a player's long name is
     * cut with an ellipsis); values the rest. */
    f.label_w = (int)fmin(f.label_w, (f.w - 2 * f.px) * mx->dialog_label);
    /* The hint and the message take the lines they need (French is longer
     * than English): the box grows by their lines beyond the first. */
    f.hint_px = iround(f.px * mx->hint);
    f.hint_line = line_h(c, f.hint_px);
    f.hint_h = o->hint[0]
                   ? wrap_count(c, o->hint, strlen(o->hint), f.hint_px, false, f.w - 2 * f.px) *
                         f.hint_line
                   : f.hint_line;
    int mh = o->message[0]
                 ? wrap_count(c, o->message, strlen(o->message), f.px, false, f.w - 2 * f.px) *
                       line_h(c, f.px)
                 : 0;
    f.title_px = iround(f.px * mx->title);
    int title_line = line_h(c, f.title_px);
    f.title_h = strchr(o->title, '/')
                    ? title_line
                    : wrap_count(c, o->title, strlen(o->title), f.title_px, true, f.w - 2 * f.px) *
                          title_line;
    /* As put_dialog places them: the title, its gap, the rows, the
     * message, and the hint raised from the bottom. */
    f.h = f.px / 2 + imax(0, f.title_h - title_line) +
          iround(f.row * (mx->dialog_title_gap + o->n_rows + mx->dialog_message_gap +
                          mx->dialog_hint_raise)) +
          mh + imax(0, f.hint_h - f.hint_line) + f.px / 2;
    if (f.h <= l->height * mx->dialog_fit || f.px <= 8)
      break;
    f.px = imax(8, iround(f.px * mx->dialog_shrink));
  }
  if (f.h > l->height)
    f.h = l->height;
  return f;
}

/* Row i of a dialog at y: its highlight, label and value (a text field's
 * selection on the accent). */
static void put_dialog_row(ctx *c, const view_overlay *o, int i, const dialog_fit *f, ui_rect box,
                           int y)
{
  int px = f->px, row = f->row, pad = px, x = box.x + pad;
  const view_row *r = &o->rows[i];
  ui_rect band = {box.x + pad / 2, y - px / 8, box.w - pad, row};
  if (r->selected)
    fill(c, LAYER_OVER, band, INK_SELECT);
  else if (r->hover && !r->dim)
    frame(c, LAYER_OVER, band, imax(1, px / 12), INK_ACCENT);
  enum plan_ink ink = r->dim ? INK_DIM : INK_TEXT;
  if (r->label[0])
    put_shortened(c, LAYER_OVER, ROLE_ROW, i, x, y, r->label, px, r->selected, ink, f->label_w);
  char value[sizeof r->value + 8];
  snprintf(value, sizeof value, "%s%s", r->value, r->editing ? "|" : "");
  int vx = r->label[0] ? x + f->label_w + px : x;
  int room = box.x + box.w - pad - vx;
  char shown[sizeof value + 8];
  int sel_from = r->sel_from, sel_to = r->sel_to;
  if (o->form && r->selected && tw(c, value, strlen(value), px, true) > room) {
    /* The field being typed into shows its end: what is typed. */
    size_t from = 0, len = strlen(value);
    while (from < len) {
      do
        from++;
      while (from < len && ((unsigned char)value[from] & 0xc0) == 0x80);
      snprintf(shown, sizeof shown, ELLIPSIS "%s", value + from);
      if (tw(c, shown, strlen(shown), px, true) <= room)
        break;
    }
    int e = (int)strlen(ELLIPSIS), shift = e - (int)from;
    sel_from = sel_from + shift < e ? e : sel_from + shift;
    sel_to = sel_to + shift < sel_from ? sel_from : sel_to + shift;
  } else {
    /* A value wider than the box ends in an ellipsis, never at its edge. */
    bool cut;
    size_t n = shorten(c, value, strlen(value), "", 0, px, r->selected, room, &cut);
    snprintf(shown, sizeof shown, "%.*s%s", (int)n, value, cut ? ELLIPSIS : "");
  }
  if (!shown[0])
    return;
  /* A text field's selection: its bytes on the accent, as typing will
   * replace them. */
  if (sel_to > sel_from && (size_t)sel_to <= strlen(shown)) {
    int sx = vx + tw(c, shown, (size_t)sel_from, px, r->selected);
    int sw = tw(c, shown + sel_from, (size_t)(sel_to - sel_from), px, r->selected);
    text_at(c, LAYER_OVER, ROLE_NONE, i, vx, y, shown, (size_t)sel_from, px, r->selected, ink);
    fill(c, LAYER_OVER, (ui_rect){sx, y - px / 10, sw, iround(px * 1.25)}, INK_ACCENT);
    text_at(c, LAYER_OVER, ROLE_NONE, i, sx, y, shown + sel_from, (size_t)(sel_to - sel_from), px,
            r->selected, INK_ON_ACCENT);
    text_at(c, LAYER_OVER, ROLE_NONE, i, sx + sw, y, shown + sel_to, strlen(shown) - (size_t)sel_to,
            px, r->selected, ink);
    space(c, LAYER_OVER, ROLE_ROW, i,
          (ui_rect){vx, y, tw(c, shown, strlen(shown), px, r->selected), px});
  } else {
    text_at(c, LAYER_OVER, ROLE_ROW, i, vx, y, shown, strlen(shown), px, r->selected, ink);
  }
}

static void put_dialog(ctx *c)
{
  ui_plan *p = c->p;
  const ui_layout *l = c->l;
  const view_overlay *o = &c->v->overlay;
  dialog_fit f = fit_dialog(c, o);
  int px = f.px, row = f.row;
  ui_rect box = {(l->width - f.w) / 2, (l->height - f.h) / 2, f.w, f.h};
  box_with_border(c, box, imax(2, px / 8), INK_BOX);
  int pad = px, x = box.x + pad, y = box.y + px / 2, bottom = box.y + box.h;
  p->area = box;
  p->over_board = true;
  p->hint_whole = true;
  p->title_cut = false;
  p->scroll = p->scroll_max = 0;
  p->scroll_box = (ui_rect){0, 0, 0, 0};
  /* A title of words too wide for a line goes on two; one with a folder's
   * path keeps its words and shortens the path: "Save in .../games/nine". */
  int tpx = f.title_px, room = box.w - 2 * pad;
  const char *slash = strchr(o->title, '/');
  if (!slash) {
    int th = put_wrapped(c, LAYER_OVER, ROLE_TITLE, -1, x, y, o->title, tpx, true, INK_ACCENT, room,
                         bottom);
    p->title_cut = th < f.title_h;
    y += f.title_h - line_h(c, tpx);
  } else {
    char title[sizeof o->title + 8];
    snprintf(title, sizeof title, "%s", o->title);
    int head = (int)(slash - o->title);
    for (size_t k = (size_t)head; tw(c, title, strlen(title), tpx, true) > room && o->title[k];
         k++) {
      while (o->title[k] && ((unsigned char)o->title[k] & 0xc0) == 0x80)
        k++;
      snprintf(title, sizeof title, "%.*s" ELLIPSIS "%s", head, o->title, o->title + k);
    }
    for (size_t k = 0; tw(c, title, strlen(title), tpx, true) > room && o->title[k]; k++) {
      while (o->title[k] && ((unsigned char)o->title[k] & 0xc0) == 0x80)
        k++;
      snprintf(title, sizeof title, ELLIPSIS "%s", o->title + k);
      p->title_cut = true;
    }
    text_at(c, LAYER_OVER, ROLE_TITLE, -1, x, y, title, strlen(title), tpx, true, INK_ACCENT);
  }
  y += (int)(row * c->mx->dialog_title_gap);
  for (int i = 0; i < o->n_rows; i++) {
    put_dialog_row(c, o, i, &f, box, y);
    y += row;
  }
  y += (int)(row * c->mx->dialog_message_gap);
  if (o->message[0])
    y += put_wrapped(c, LAYER_OVER, ROLE_MESSAGE, -1, x, y, o->message, px, false,
                     o->message_error ? INK_ERROR : INK_TEXT, room, bottom);
  if (o->hint[0]) {
    int hy = box.y + box.h - (int)(row * c->mx->dialog_hint_raise) - (f.hint_h - f.hint_line);
    int hh = put_wrapped(c, LAYER_OVER, ROLE_HINT, -1, x, hy, o->hint, f.hint_px, false, INK_DIM,
                         room, bottom);
    p->hint_whole = hh == f.hint_h;
  }
}

/* --- a list to read (F1) ------------------------------------------------------------ */

typedef struct list_fit {
  int px, cols, col_w, label_w, gap;
  int room;                 /* a column's height */
  int n_cols;               /* the columns the rows fill */
  int start[VIEW_ROWS + 1]; /* the first row of each column */
} list_fit;

static int list_row_h(const ctx *c, const view_row *r, const list_fit *g)
{
  int lh = line_h(c, g->px);
  if (r->heading)
    return wrap_count(c, r->label, strlen(r->label), g->px, true, g->col_w) * lh + g->gap * 2;
  int a = wrap_count(c, r->label, strlen(r->label), g->px, true, g->label_w) * lh;
  int b =
      wrap_count(c, r->value, strlen(r->value), g->px, false, g->col_w - g->label_w - g->px) * lh;
  return imax(a, b) + g->gap;
}

/* Fills columns room high with the rows, newspaper fashion (a heading
 * never ends a column); false when a column is too narrow to read. */
static bool list_try(const ctx *c, const view_overlay *o, int px, int cols, int box_w, int room,
                     list_fit *g)
{
  memset(g, 0, sizeof *g);
  g->px = px;
  g->cols = cols;
  g->room = room;
  g->gap = iround(px * c->mx->list_gap);
  g->col_w = (box_w - 2 * px - (cols - 1) * 2 * px) / cols;
  /* The keys' column as wide as most of them (the longest wrap), at most
   * its share of the column. */
  int widths[VIEW_ROWS], n = 0;
  for (int i = 0; i < o->n_rows; i++)
    if (!o->rows[i].heading)
      widths[n++] = tw(c, o->rows[i].label, strlen(o->rows[i].label), px, true);
  for (int i = 1; i < n; i++) /* a few dozen: by insertion */
    for (int j = i; j > 0 && widths[j - 1] > widths[j]; j--) {
      int t = widths[j];
      widths[j] = widths[j - 1];
      widths[j - 1] = t;
    }
  int most = n ? widths[(n - 1) * 85 / 100] : 0;
  g->label_w = (int)fmin(most, g->col_w * c->mx->list_label);
  if (g->col_w - g->label_w - px < px * 8)
    return false;
  int used = 0;
  g->start[0] = 0;
  g->n_cols = 1;
  for (int i = 0; i < o->n_rows; i++) {
    int h = list_row_h(c, &o->rows[i], g);
    /* A heading takes its first row with it. */
    int with =
        h + (o->rows[i].heading && i + 1 < o->n_rows ? list_row_h(c, &o->rows[i + 1], g) : 0);
    if (used > 0 && used + with > room) {
      if (g->n_cols >= VIEW_ROWS)
        return false;
      g->start[g->n_cols++] = i;
      used = 0;
    }
    used += h;
  }
  g->start[g->n_cols] = o->n_rows;
  return true;
}

static void put_list(ctx *c)
{
  ui_plan *p = c->p;
  const ui_layout *l = c->l;
  const view_overlay *o = &c->v->overlay;
  int box_w = iround(l->width * c->mx->dialog_fit), box_h = iround(l->height * c->mx->dialog_fit);
  ui_rect box = {(l->width - box_w) / 2, (l->height - box_h) / 2, box_w, box_h};
  int floor = floor_px(c);
  static _Thread_local list_fit g;
  /* The hint's height, counting the page number it may start with. */
  char longest[sizeof o->hint + 64];
  snprintf(longest, sizeof longest, _("Page %d of %d. %s"), 88, 88, o->hint);
  int hint_h = o->hint[0] ? wrap_count(c, longest, strlen(longest), l->hint_px, false,
                                       box_w - 2 * imax(l->text_px, floor)) *
                                line_h(c, l->hint_px)
                          : 0;
  int cue = iround(l->hint_px * c->mx->cue);
  bool found = false;
  int px = imax(l->text_px, floor);
  /* The panel's size, in one column or two; else smaller, down to the
   * floor; else the floor's, in pages of two columns. Above the columns
   * the title, under them the cues' line and the hint. */
  for (;; px = shrink(c, px, floor)) {
    int room = box_h - line_h(c, iround(px * c->mx->title)) - hint_h - cue - 2 * px;
    for (int cols = 1; cols <= 2 && !found; cols++)
      found = list_try(c, o, px, cols, box_w, room, &g) && g.n_cols <= cols;
    if (found || px <= floor)
      break;
  }
  if (!found) {
    int room = box_h - line_h(c, iround(px * c->mx->title)) - hint_h - cue - 2 * px;
    if (!list_try(c, o, px, 2, box_w, room, &g))
      list_try(c, o, px, 1, box_w, room, &g);
  }
  box_with_border(c, box, imax(2, px / 8), INK_BOX);
  p->area = box;
  p->over_board = true;
  p->title_cut = false;
  int pages = (g.n_cols + g.cols - 1) / g.cols;
  p->scroll_max = imax(0, pages - 1);
  p->scroll = imin(imax(c->v->panel_scroll, 0), p->scroll_max);
  int x0 = box.x + px, y0 = box.y + px / 2;
  int tpx = iround(px * c->mx->title);
  put_shortened(c, LAYER_OVER, ROLE_TITLE, -1, x0, y0, o->title, tpx, true, INK_ACCENT,
                box.w - 2 * px);
  y0 += line_h(c, tpx) + px / 2;
  panel_frame f = {LAYER_OVER, x0, box.w - 2 * px, px, l->hint_px, iround(l->hint_px * c->mx->cue)};
  if (pages > 1)
    p->scroll_box = (ui_rect){box.x, y0, box.w, g.room + f.cue_h};
  for (int k = 0; k < g.cols; k++) {
    int col = p->scroll * g.cols + k;
    if (col >= g.n_cols)
      break;
    int x = x0 + k * (g.col_w + 2 * px), y = y0;
    for (int i = g.start[col]; i < g.start[col + 1]; i++) {
      const view_row *r = &o->rows[i];
      int h = list_row_h(c, r, &g);
      if (r->heading) {
        put_wrapped(c, LAYER_OVER, ROLE_ROW, i, x, y + g.gap, r->label, px, true, INK_ACCENT,
                    g.col_w, y + h);
      } else {
        int vx = x + g.label_w + px, vw = g.col_w - g.label_w - px;
        put_wrapped(c, LAYER_OVER, ROLE_ROW, i, x, y, r->label, px, true, INK_TEXT, g.label_w,
                    y + h);
        put_wrapped(c, LAYER_OVER, ROLE_ROW, i, vx, y, r->value, px, false,
                    r->dim ? INK_DIM : INK_TEXT, vw, y + h);
      }
      y += h;
    }
  }
  if (pages > 1)
    put_cues(c, &f, p->scroll > 0, p->scroll < p->scroll_max, y0 + g.room);
  /* The hint: which page, and how to close. */
  p->hint_whole = true;
  if (o->hint[0]) {
    char hint[sizeof o->hint + 64];
    if (pages > 1)
      snprintf(hint, sizeof hint, _("Page %d of %d. %s"), p->scroll + 1, pages, o->hint);
    else
      snprintf(hint, sizeof hint, "%s", o->hint);
    int hpx = l->hint_px, width = box.w - 2 * px;
    int lines = wrap_count(c, hint, strlen(hint), hpx, false, width);
    int h = lines * line_h(c, hpx);
    int placed = put_wrapped(c, LAYER_OVER, ROLE_HINT, -1, x0, box.y + box.h - px / 2 - h, hint,
                             hpx, false, INK_DIM, width, box.y + box.h);
    p->hint_whole = placed == h;
  }
}

/* --- the toolbar and its tooltip --------------------------------------------------- */

static void put_toolbar(ctx *c)
{
  const view_toolbar *t = &c->v->toolbar;
  const ui_layout *l = c->l;
  const ui_metrics *mx = c->mx;
  for (int i = 0; i < t->n && i < l->tool_n; i++) {
    ui_rect b = layout_toolbar_button(l, i);
    plan_item *face = fill(c, LAYER_TOOLBAR, b, t->items[i].active ? INK_SELECT : INK_FACE);
    if (face) {
      face->role = ROLE_TOOL;
      face->item = (int16_t)i;
    }
    if (i == t->hover)
      frame(c, LAYER_TOOLBAR, b, imax(2, b.w / 14), INK_ACCENT);
    int cx = b.x + b.w / 2, cy = b.y + b.h / 2;
    uint8_t stone = t->items[i].stone;
    if (stone == COLOR_BLACK || stone == COLOR_WHITE) {
      /* A stone on a square of board, both within the button. */
      int d = iround(b.w * mx->tool_stone);
      int chip = imin(b.w - 2, d + imax(4, iround(d * mx->chip)));
      plan_item *it =
          add(c, PLAN_STONE, LAYER_TOOLBAR, (ui_rect){cx - chip / 2, cy - chip / 2, chip, chip});
      if (it) {
        it->stone = stone;
        it->px = (int16_t)d;
        it->chip = true;
      }
    } else {
      const char *g = t->items[i].icon;
      int px = iround(b.h * mx->tool_icon);
      while (px > 6 && tw(c, g, strlen(g), px, true) > b.w * mx->tool_fit)
        px--;
      int w = tw(c, g, strlen(g), px, true);
      text_at(c, LAYER_TOOLBAR, ROLE_NONE, i, cx - w / 2, cy - iround(px * 0.58), g, strlen(g), px,
              true, t->items[i].disabled ? INK_DIM : INK_TEXT);
    }
  }
}

/* The tooltip of the button under the pointer: its name and key, in a box
 * below it (above it near the window's foot), within the window. */
static void put_tooltip(ctx *c)
{
  const view_toolbar *t = &c->v->toolbar;
  const ui_layout *l = c->l;
  if (t->hover < 0 || !t->tip[0] || t->hover >= l->tool_n)
    return;
  ui_rect b = layout_toolbar_button(l, t->hover);
  int px = l->hint_px > 0 ? l->hint_px : l->text_px, pad = px / 3 + 2;
  int w = tw(c, t->tip, strlen(t->tip), px, false) + 2 * pad, h = line_h(c, px) + 2 * pad;
  if (w > l->width)
    w = l->width;
  int x = b.x + b.w / 2 - w / 2, y = b.y + b.h + 4;
  if (x + w > l->width)
    x = l->width - w;
  if (x < 0)
    x = 0;
  if (y + h > l->height)
    y = b.y - h - 4;
  fill(c, LAYER_TIP, (ui_rect){x - 1, y - 1, w + 2, h + 2}, INK_ACCENT);
  fill(c, LAYER_TIP, (ui_rect){x, y, w, h}, INK_PANEL);
  put_shortened(c, LAYER_TIP, ROLE_TIP, -1, x + pad, y + pad, t->tip, px, false, INK_TEXT,
                w - 2 * pad);
}

/* --- the frame ----------------------------------------------------------------------- */

bool plan_shows_line(const ui_plan *p, int line)
{
  for (int i = 0; i < p->n; i++)
    if (p->items[i].role == ROLE_LINE && p->items[i].item == line)
      return true;
  return false;
}

void plan_make(ui_plan *p, const ui_view *v, const ui_layout *l, const ui_measure *m)
{
  p->n = 0;
  p->text_used = 0;
  p->full = false;
  p->width = l->width;
  p->height = l->height;
  p->over_board = p->title_cut = p->hint_hidden = false;
  p->hint_whole = true;
  p->fit = FIT_AS_DESIGNED;
  p->scroll = p->scroll_max = p->folded = p->blocks_folded = 0;
  p->scroll_page = 1;
  p->room_px = p->teacher_px = p->table_px = 0;
  p->scroll_box = p->area = (ui_rect){0, 0, 0, 0};
  ctx c = {p, v, l, m, theme_metrics(v->theme), theme_palette(v->theme)};
  if (v->explain) {
    put_box_screen(&c, SCREEN_EXPLAIN, true);
  } else {
    int hint_px = l->hint_px > 0 ? l->hint_px : iround(l->text_px * c.mx->hint);
    put_panel(&c, l->panel, (enum view_screen)v->screen, l->text_px, hint_px, LAYER_PANEL);
    /* A comment being written whose caret finds no room in the panel (a
     * small window, large text) is written in a box over the board. */
    if (v->writing && v->panel_focus >= 0 && !plan_shows_line(p, v->panel_focus))
      put_box_screen(&c, SCREEN_WRITING, false);
  }
  put_toolbar(&c);
  if (v->overlay.shown) {
    if (v->overlay.list)
      put_list(&c);
    else
      put_dialog(&c);
  } else if (!v->explain) {
    put_tooltip(&c);
  }
}

/* --- what a pixel is on ---------------------------------------------------------------- */

void plan_locate(const ui_plan *p, const ui_layout *l, double px, double py, ui_input *in)
{
  bool in_box = p->over_board && layout_contains(p->area, px, py);
  in->row = 0;
  in->outside = p->over_board && !in_box;
  for (int i = 0; in_box && i < p->n; i++) {
    const plan_item *it = &p->items[i];
    if (it->layer != LAYER_OVER || it->role != ROLE_ROW || it->item < 0)
      continue;
    const ui_rect *r = &it->box;
    int slack = r->h / 4;
    if (py < r->y - slack || py >= r->y + r->h + slack)
      continue;
    in->row = it->item + 1;
    in->row_at = px >= r->x && px < r->x + r->w && r->w > 0 ? (px - r->x) / r->w : -1;
    /* The value comes after the label: its ends are "<" and ">". */
    in->row_side = px < r->x + r->h * 1.2 && px >= r->x                 ? -1
                   : px >= r->x + r->w - r->h * 1.2 && px < r->x + r->w ? 1
                                                                        : 0;
  }
  in->tool_item = in_box ? 0 : layout_toolbar_at(l, px, py) + 1;
  in->on_board = layout_point_at(l, px, py, &in->x, &in->y);
  in->on_tree = !in_box && layout_tree_slot(l, px, py, &in->tree_col, &in->tree_row);
  in->graph_at = in_box ? -1 : layout_graph_at(l, px, py);
  in->on_graph = in->graph_at >= 0;
  in->on_panel = layout_contains(l->panel, px, py) || in_box;
  enum plan_layer layer = p->over_board ? LAYER_OVER : LAYER_PANEL;
  for (int i = 0; in->on_panel && i < p->n; i++) {
    const plan_item *it = &p->items[i];
    if (it->layer != layer || !layout_contains(it->box, px, py))
      continue;
    if (it->role == ROLE_CUE)
      in->panel_cue = it->item;
    if (it->role == ROLE_TABLE)
      in->on_table = true;
    if (it->role == ROLE_LINE && it->click)
      in->panel_click = it->click;
  }
}

/* --- the plan as text ---------------------------------------------------------------- */

size_t plan_describe(const ui_plan *p, const ui_view *v, const ui_layout *l, char *out, size_t len)
{
  size_t n = 0;
#define PUT(...)                                                                                   \
  do {                                                                                             \
    if (n < len) {                                                                                 \
      int w = snprintf(out + n, len - n, __VA_ARGS__);                                             \
      n = w < 0 ? n : n + (size_t)w < len ? n + (size_t)w : len - 1;                               \
    }                                                                                              \
  } while (0)
  if (!len)
    return 0;
  out[0] = 0;
  for (int i = 0; i < p->n; i++) {
    const plan_item *it = &p->items[i];
    if (it->role == ROLE_TOOL)
      PUT("tool %d %d %d %d %d\n", it->item, it->box.x, it->box.y, it->box.w, it->box.h);
  }
  PUT("status 0 0 0 0 0 %.200s\n", v->status);
  if (l->graph.w > 0)
    PUT("graph 0 %d %d %d %d\n", l->graph.x, l->graph.y, l->graph.w, l->graph.h);
  if (l->miniature.w > 0)
    PUT("miniature 0 %d %d %d %d\n", l->miniature.x, l->miniature.y, l->miniature.w,
        l->miniature.h);
  PUT("fit %d %d %d %d %d\n", (int)p->fit, p->scroll, p->scroll_max, p->folded, p->blocks_folded);
  static const char *const names[] = {
      [ROLE_LINE] = "line", [ROLE_STATUS] = "said", [ROLE_TABLE] = "table",    [ROLE_HINT] = "hint",
      [ROLE_CUE] = "cue",   [ROLE_TITLE] = "title", [ROLE_MESSAGE] = "message"};
  for (int i = 0; i < p->n; i++) {
    const plan_item *it = &p->items[i];
    if (it->role == ROLE_ROW && p->over_board && it->item >= 0)
      PUT("row %d %d %d %d %d %.80s\n", it->item, it->box.x, it->box.y, it->box.w, it->box.h,
          it->item < v->overlay.n_rows ? v->overlay.rows[it->item].value : "");
    else if (it->kind == PLAN_TEXT && it->role < sizeof names / sizeof *names && names[it->role])
      PUT("%s %d %d %d %d %d %.120s\n", names[it->role], it->item, it->box.x, it->box.y, it->box.w,
          it->box.h, plan_text(p, it));
  }
#undef PUT
  return n;
}
