/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The layout plan: where every piece of text and every box of the panel,
 * the toolbar, a dialog, the explanation over the board, the list of keys
 * and a tooltip go, decided before anything is drawn. A pure function of
 * the view, the layout (layout.h: the board, the panel's rectangle, the
 * toolbar's buttons) and a text-measuring interface, so it is tested with
 * a fake font and no window.
 *
 * The renderer only walks a plan (render.h); the window finds what a click
 * touches in the same plan (plan_locate), the application reads its scroll
 * limits from it, and hoshi writes it for the tests (HOSHI_PLAN). What the
 * panel keeps in sight first is the screen's priority rows (priority.h);
 * its spacing is the theme's row (theme.h).
 *
 * The plan is in layers, drawn in order: the panel, then the toolbar, then
 * what is over the window (a dialog, the list of keys, the explanation, a
 * comment being written), then a tooltip. What is over the window is drawn
 * above the toolbar and takes the clicks in its box.
 */
#ifndef HOSHI_UI_PLAN_H
#define HOSHI_UI_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ui/input.h"
#include "ui/layout.h"
#include "ui/theme.h"
#include "ui/view.h"

/* How wide text is: the window's font (text.c), or a test's fake. */
typedef struct ui_measure {
  /* The width in pixels of the first len bytes of s (UTF-8) at a text
   * height of px, in the bold face or not. */
  int (*width)(void *ctx, const char *s, size_t len, int px, bool bold);
  void *ctx;
  /* The height of a line of text at px as drawn (the font's height); NULL:
   * 1.2 times px. */
  int (*height)(void *ctx, int px, bool bold);
} ui_measure;

/* LAYER_STRIPS: the labels and boxes of the strips under the panel (the
 * game tree's, the graph's, presenter mode's miniature), which the renderer
 * draws with each strip, clipped to it (their role says which). */
enum plan_layer { LAYER_PANEL, LAYER_STRIPS, LAYER_TOOLBAR, LAYER_OVER, LAYER_TIP, LAYERS };

enum plan_kind {
  PLAN_TEXT,  /* text, its top-left corner at the box's (the box is as wide as the text) */
  PLAN_FILL,  /* the box filled */
  PLAN_FRAME, /* the box outlined, px wide */
  PLAN_STONE, /* a stone px across, centred in the box (on a square of board: chip) */
  PLAN_DIM,   /* the whole window darkened (under the explanation) */
  PLAN_RULE,  /* a line px thick across the box's top */
  PLAN_SPACE, /* nothing drawn: a place that answers clicks (a table row, a field's value);
               * ROLE_ROOM: where the room's frame is drawn, shrunk whole and centred */
};

/* Colours by role: the renderer takes them from the theme's palette. */
enum plan_ink {
  INK_TEXT,
  INK_DIM,
  INK_ACCENT,
  INK_ERROR,
  INK_SELECT,
  INK_PANEL,
  INK_BOX,
  INK_FACE,
  INK_ON_ACCENT, /* text on the accent (a text field's selection) */
  INK_ON_ERROR,  /* text on the error colour (the miniature's tag) */
  INK_LETTERBOX, /* around the room's frame in the miniature */
};

/* What a placed piece is, for clicks and for the tests. */
enum plan_role {
  ROLE_NONE,
  ROLE_LINE,    /* a panel line's text (item: the line in the view) */
  ROLE_STATUS,  /* the status */
  ROLE_TABLE,   /* a row of the scoring table (item: the row, -1 the heads) */
  ROLE_HINT,    /* the key hint */
  ROLE_CUE,     /* a scroll cue (item: -1 more above, +1 more below) */
  ROLE_TITLE,   /* a dialog's or a list's title */
  ROLE_ROW,     /* a dialog's row, label then value (item: the row) */
  ROLE_MESSAGE, /* a dialog's message */
  ROLE_TOOL,    /* a toolbar button (item: its index) */
  ROLE_TIP,     /* the tooltip */
  ROLE_TREE,    /* the tree strip's move numbers (item: the column) and "+N" (item: -1) */
  ROLE_GRAPH,   /* the graph's scale (item: 0 top, 1 foot) and legend (item: 2) */
  ROLE_ROOM,    /* the miniature's box, frame, room (PLAN_SPACE) and tag */
};

typedef struct plan_item {
  ui_rect box;
  uint8_t kind;  /* enum plan_kind */
  uint8_t layer; /* enum plan_layer */
  uint8_t role;  /* enum plan_role */
  uint8_t ink;   /* enum plan_ink */
  int16_t item;
  uint8_t click; /* ROLE_LINE: what a click does (enum view_click) */
  bool bold;     /* PLAN_TEXT */
  bool chip;     /* PLAN_STONE */
  uint8_t stone; /* PLAN_STONE: its colour */
  int16_t
      px; /* PLAN_TEXT: the text's height; PLAN_STONE: its diameter; PLAN_FRAME, PLAN_RULE: width */
  int32_t text; /* PLAN_TEXT: where its bytes start in the plan's text (NUL-terminated) */
} plan_item;

/* How the panel made its content fit, in the order it tries (priority.h): */
enum panel_fit {
  FIT_AS_DESIGNED, /* the designed spacing */
  FIT_TIGHTER,     /* smaller spacing between lines and table rows */
  FIT_FOLDED,      /* and the table's rows that add nothing folded */
  FIT_PRIORITIES,  /* and blocks shortened or folded as the screen's priorities say */
  FIT_SCROLLING,   /* and the screen's long text scrolls, its start in sight */
  FIT_SMALLER,     /* and the type smaller, down to the floor */
  FIT_OVERFLOW,    /* nothing else worked: everything scrolls */
};

#define PLAN_ITEMS_MAX  3000
#define PLAN_TEXT_BYTES (96 * 1024)

typedef struct ui_plan {
  int width, height; /* the window */
  plan_item items[PLAN_ITEMS_MAX];
  int n;
  char text[PLAN_TEXT_BYTES];
  int text_used;
  bool full; /* an item or a text found no room (the plan is then short, not wrong) */
  /* The panel, or the box over the window when there is one (the
   * explanation, a dialog, the list of keys). */
  ui_rect area;
  bool over_board;    /* area is a box over the window */
  ui_rect scroll_box; /* the part that scrolls (empty: nothing does) */
  enum panel_fit fit;
  int scroll, scroll_max;  /* lines of the scrolling part passed (clamped), and the most */
  int scroll_page;         /* the lines it shows at once: what Page Down passes (at least 1) */
  int folded;              /* table rows folded */
  int blocks_folded;       /* blocks folded (priority.h) */
  bool hint_whole;         /* the hint is drawn whole (or, on one line, as meant) */
  bool hint_hidden;        /* the room's text left no room for the hint, even on one line */
  bool title_cut;          /* a dialog's title lost words (a path shortened is not a cut) */
  int room_px, teacher_px; /* the panel's two sizes of type, as placed */
  int table_px;            /* the table's, 0 without one */
} ui_plan;

/* Plans a frame of the view in the layout. Never fails: what finds no
 * room is said in the plan (scroll_max, folded, fit, full). */
void plan_make(ui_plan *p, const ui_view *v, const ui_layout *l, const ui_measure *m);

/* The board's text (plan_board.c): drawn point by point from the view, at
 * the sizes these say. The coordinates: the layout's size, smaller when
 * "25" would not fit between the board's edge and the outer stones. */
int plan_coord_px(const ui_measure *m, const ui_layout *l, bool bold);
/* A move number on a stone: smaller from 100 on. */
int plan_number_px(const ui_layout *l, int number);
/* A label on a point (bold): 0.55 of a cell, smaller when wider than 0.95
 * of it (never under 8 px); *w its width at that size. */
int plan_label_px(const ui_measure *m, const ui_layout *l, const char *label, int *w);
/* A next move's letter on its faint stone. */
int plan_next_px(const ui_layout *l);
/* An engine candidate's win rate: larger the more of the visits it has
 * (share, 0 to 100). */
int plan_candidate_px(const ui_layout *l, int share);

/* The NUL-terminated text of a PLAN_TEXT item. */
static inline const char *plan_text(const ui_plan *p, const plan_item *it)
{
  return p->text + it->text;
}

/* Fills in what a pixel is on: the toolbar's button, the dialog's row (and
 * where along it), off the dialog, the panel, its cue, its table, a line
 * that acts, the board's intersection, the tree's slot, the graph. */
void plan_locate(const ui_plan *p, const ui_layout *l, double px, double py, ui_input *in);

/* Whether a panel line (its index in the view) is placed, wholly or in
 * part. */
bool plan_shows_line(const ui_plan *p, int line);

/* The plan as text for the window tests (HOSHI_PLAN): a line per toolbar
 * button ("tool I X Y W H"), per placed piece of text ("line", "table",
 * "cue", "hint", "title", "row I X Y W H TEXT"), the status ("status 0 0 0
 * 0 0 TEXT"), the graph ("graph 0 X Y W H"), presenter mode's miniature
 * of the room's window ("miniature 0 X Y W H") and the fit ("fit F SCROLL
 * MAX FOLDED"). Returns the bytes written (at most len - 1). */
size_t plan_describe(const ui_plan *p, const ui_view *v, const ui_layout *l, char *out, size_t len);

#endif
