/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The panel's content as pieces, and how it is made to fit: spacing, folds,
 * the screen's priorities, smaller type (see plan_internal.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "plan_internal.h"

/* The teacher's size beside the room's: smaller, but never under the
 * normal hint's size unless the room's is. */
static int teacher_px(const ctx *c, int room)
{
  int base = c->l->base_px > 0 ? c->l->base_px : c->l->text_px;
  return imax(iround(room * c->mx->teacher), imin(room, iround(base * c->mx->hint)));
}

/* --- the scoring table ------------------------------------------------------------- */

void plan_table_titles(const view_table *t, char title[2][64])
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
  plan_table_titles(t, title);
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

static void add_piece(build *b, const piece *pc)
{
  if (b->n < MAX_PIECES) {
    b->p[b->n++] = *pc;
    b->total += pc->h;
  }
}

/* The wrapped lines of s (its last tail bytes kept whole when it is
 * shortened to one line) as pieces; the last one takes the gap after it. */
static void add_text(const ctx *c, build *b, piece t, const char *s, size_t tail, int width,
                     int gap, bool one_line)
{
  size_t len = strlen(s);
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
  tail = plan_word_tail(s, len, tail);
  size_t head = len - tail, n = 0;
  if (one_line) {
    n = plan_shorten(c, &(text_style){.px = t.px, .bold = t.bold}, s, head, s + head, tail, width,
                     &cut);
    /* Words are never cut: a text whose first word (a name of one word
     * too) does not fit before the ellipsis is wrapped after all. */
    if (cut && !plan_word_end(s, n, head))
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
    size_t fit = plan_wrap_next(c, q, (size_t)(end - q), t.px, t.bold, width);
    if (!fit)
      break;
    const char *next = plan_skip_spaces(q + fit, end);
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
      add_text(c, b, t, v->status, 0, width, gap, bs->one_line);
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
        add_text(c, b, t, line->text, line->tail <= len ? line->tail : 0, width - indent, gap,
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

int plan_scroll_block(const attempt *a)
{
  for (int k = 0; k < a->n; k++)
    if (a->b[k].shown && a->b[k].rule->keep == KEEP_SCROLL)
      return k;
  return -1;
}

/* Whether the content fits room: whole, or with its scrolling block in
 * what the others leave (the lines of it its row keeps in sight, or a line
 * to bring into sight, and the cues' line). */
static enum shown fits(const ctx *c, const attempt *a, const build *b, int room, int cue_h)
{
  if (b->total <= room)
    return SHOWN_WHOLE;
  int k = plan_scroll_block(a);
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
bool plan_status_folded(const ctx *c, const attempt *a)
{
  if (!status_shown(c->v))
    return false;
  for (int k = 0; k < a->n; k++)
    if (a->b[k].rule->block == BLOCK_STATUS)
      return !a->b[k].shown;
  return false;
}

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

/* Once every one-line block fits on one line with room to spare, those
 * that still fit whole get their lines back, the last to fold first: a
 * sentence is not cut short to leave the room empty. */
static void give_back_lines(const ctx *c, attempt *a, const fit_room *r, build *b)
{
  for (int order = PRIORITY_RULES; order >= 1; order--)
    for (int k = 0; k < a->n; k++) {
      block_state *bs = &a->b[k];
      if (!bs->one_line || bs->rule->fold != order)
        continue;
      bs->one_line = false;
      if (try_fit(c, a, r, b) != SHOWN_WHOLE)
        bs->one_line = true;
    }
  try_fit(c, a, r, b);
}

/* Finds how the content fits room, in the order priority.h gives: the
 * screen's first text whole whenever it fits in any type down to the
 * floor, the teacher's lines folded before the type shrinks, and the
 * type smaller before the room's lines fold or its long text scrolls. */
enum panel_fit plan_fit_content(const ctx *c, const priority_screen *scr, int room_px,
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
  if (any && (*how = try_fit(c, a, r, b)) == SHOWN_WHOLE) {
    give_back_lines(c, a, r, b);
    return FIT_PRIORITIES;
  }
  if (fold_to_whole(c, a, r, b, how)) {
    give_back_lines(c, a, r, b);
    return FIT_PRIORITIES;
  }
  if (whole_smaller(c, a, r, b, how))
    return FIT_SMALLER;
  if (*how == SHOWN_SCROLLING)
    return FIT_SCROLLING;
  return fit_at_last(c, a, r, b, how);
}
