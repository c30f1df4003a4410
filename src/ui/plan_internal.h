/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the layout plan's files share (plan_frame.c, plan_text.c, plan_fit.c,
 * plan_panel.c, plan_dialog.c, plan_strip.c, plan_board.c): the planning context, the small
 * measures, the plan's storage and text placement, the panel's content as pieces and how it fits,
 * and the pieces of a frame. Private to src/ui/plan*.c: the rest of Hoshi sees plan.h. */
#ifndef HOSHI_UI_PLAN_INTERNAL_H
#define HOSHI_UI_PLAN_INTERNAL_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ui/plan.h"
#include "ui/priority.h"

#define ELLIPSIS "\xe2\x80\xa6"

/* What every step of planning reads, and the plan it writes. */
typedef struct ctx {
  ui_plan *p;
  const ui_view *v;
  const ui_layout *l;
  const ui_measure *m;
  const ui_metrics *mx;
  const ui_palette *pal;
} ctx;

static inline int imax(int a, int b) { return a > b ? a : b; }
static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int iround(double x) { return (int)lround(x); }

static inline int tw(const ctx *c, const char *s, size_t len, int px, bool bold)
{
  return len ? c->m->width(c->m->ctx, s, len, px, bold) : 0;
}

/* A line of text's height as drawn. */
static inline int text_h(const ctx *c, int px, bool bold)
{
  return c->m->height ? c->m->height(c->m->ctx, px, bold) : iround(px * 1.2);
}

static inline int line_h(const ctx *c, int px) { return iround(px * c->mx->line); }

/* The smallest text the plan sets: the theme's share of the normal size,
 * never under 10 px. */
static inline int floor_px(const ctx *c)
{
  int base = c->l->base_px > 0 ? c->l->base_px : c->l->text_px;
  return imax(10, iround(base * c->mx->floor));
}

static inline int shrink(const ctx *c, int px, int floor)
{
  return px > floor ? imax(floor, iround(px * c->mx->shrink)) : px;
}

/* --- the plan's storage and its text (plan_text.c) ----------------------------------- */

/* A new item of the kind in the layer, its box given; NULL when the plan is
 * full. */
plan_item *plan_add(ctx *c, enum plan_kind kind, enum plan_layer layer, ui_rect box);
plan_item *plan_fill(ctx *c, enum plan_layer layer, ui_rect box, enum plan_ink ink);
plan_item *plan_frame(ctx *c, enum plan_layer layer, ui_rect box, int width, enum plan_ink ink);
/* A box over the window: its border in the accent, its face. */
void plan_box_with_border(ctx *c, ui_rect box, int border, enum plan_ink face);
/* A place that answers clicks, drawn as nothing. */
plan_item *plan_space(ctx *c, enum plan_layer layer, enum plan_role role, int item, ui_rect box);
/* How a piece of text is set, in the manner of Clay's text config: the
 * layer it is drawn in, what it is for clicks and the tests (its role and
 * the item it belongs to, -1 for none), its size in pixels, its face and
 * its colour. Callers pass it by pointer; nothing keeps it. */
typedef struct text_style {
  enum plan_layer layer;
  enum plan_role role;
  int item;
  int px;
  bool bold;
  enum plan_ink ink;
} text_style;

/* A line of text in parts: hn bytes of head, an ellipsis when asked, tn
 * bytes of tail. */
typedef struct text_run {
  const char *head;
  size_t hn;
  bool ellipsis;
  const char *tail;
  size_t tn;
} text_run;

/* The run set in the style, its top-left corner at (x, y). Its box is as
 * wide as the text. */
plan_item *plan_text_parts(ctx *c, const text_style *st, int x, int y, const text_run *run);
/* n bytes of s set in the style at (x, y). */
plan_item *plan_text_at(ctx *c, const text_style *st, int x, int y, const char *s, size_t n);
/* Text centred on x (align 1) or ending at x (align 2). */
plan_item *plan_text_aligned(ctx *c, const text_style *st, int x, int y, const char *s, int align);
/* How many bytes of s (len) go on one line of width (0 only for an empty s). */
size_t plan_wrap_next(const ctx *c, const char *s, size_t len, int px, bool bold, int width);
const char *plan_skip_spaces(const char *s, const char *end);
/* The lines s takes when wrapped to width. */
int plan_wrap_count(const ctx *c, const char *s, size_t len, int px, bool bold, int width);
/* Places s wrapped to width from (x, y), not below bottom; returns the
 * height used. */
int plan_put_wrapped(ctx *c, const text_style *st, int x, int y, const char *s, int width,
                     int bottom);
/* Whether a line shortened may end after n bytes of s (len). */
bool plan_word_end(const char *s, size_t n, size_t len);
/* The tail of s (len) kept after an ellipsis, from a word's start. */
size_t plan_word_tail(const char *s, size_t len, size_t tail);
/* How many bytes of head stay before an ellipsis and tail so that the
 * whole fits width in the style (its size and face), between words where
 * it can; hn, *cut false, when it all fits. */
size_t plan_shorten(const ctx *c, const text_style *st, const char *head, size_t hn,
                    const char *tail, size_t tn, int width, bool *cut);
/* A line of text shortened to width with an ellipsis, placed. */
plan_item *plan_put_shortened(ctx *c, const text_style *st, int x, int y, const char *s, int width);

/* --- the panel's content and its fit (plan_fit.c) ------------------------------------ */

typedef struct table_cols {
  int px, label, fig, gap, inner, span[2], total;
  int icon, chip;    /* the heads' stones, and the square of board under them */
  int row_h, head_h; /* a row's height, the heads' (with their gap) */
} table_cols;

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

enum shown { SHOWN_NOT, SHOWN_WHOLE, SHOWN_SCROLLING };

/* Where the content goes: its width, the height it has, the cues' line. */
typedef struct fit_room {
  int width, room, cue_h;
} fit_room;

/* The scoring table's two titles (a star beside the official one). */
void plan_table_titles(const view_table *t, char title[2][64]);
/* Finds how the content fits room, in the order priority.h gives; a and b
 * are set as it fits, *how says whether whole or scrolling. */
enum panel_fit plan_fit_content(const ctx *c, const priority_screen *scr, int room_px,
                                const fit_room *r, attempt *a, build *b, enum shown *how);
/* Whether the attempt folded a status the view shows. */
bool plan_status_folded(const ctx *c, const attempt *a);
/* The block that scrolls, -1 when none does. */
int plan_scroll_block(const attempt *a);

/* --- the panel placed (plan_panel.c) ------------------------------------------------ */

/* Where a panel's pieces and its cues go. */
typedef struct panel_frame {
  enum plan_layer layer;
  int x, width, pad;
  int cue_px, cue_h;
} panel_frame;

/* The scroll cues' line at y: "more above" (up) and "more below" (down). */
void plan_put_cues(ctx *c, const panel_frame *f, bool up, bool down, int y);
/* A screen's content in a rectangle (the panel, or a box over the window). */
void plan_put_panel(ctx *c, ui_rect outer, enum view_screen screen, int room_px, int hint_px,
                    enum plan_layer layer);
/* A box over the dimmed window holding a screen's content. */
void plan_put_box_screen(ctx *c, enum view_screen screen, bool large);

/* --- over the window (plan_dialog.c) ----------------------------------------------- */

void plan_put_dialog(ctx *c);
/* The list of keys (F1), in columns and pages. */
void plan_put_list(ctx *c);
/* The tooltip of the toolbar's button under the pointer. */
void plan_put_tooltip(ctx *c);

/* --- the strips under the panel (plan_strip.c) ------------------------------------- */

/* The tree strip's numbers, the graph's scale and legend, the miniature's
 * frame, room and tag, in LAYER_STRIPS. */
void plan_put_strips(ctx *c);

#endif
