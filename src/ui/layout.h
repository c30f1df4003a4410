/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where everything goes in the window: a pure function from the drawable
 * size and the settings to rectangles, and the mapping between pixels and
 * intersections. No SDL here, so it is tested alone (tests/test_layout.c).
 *
 * All figures are in drawable pixels (on a high-DPI screen the caller scales
 * mouse coordinates from window points first). Intersection (0, 0) is the
 * top-left corner of the board (A19 on 19x19), as in SGF.
 */
#ifndef HOSHI_UI_LAYOUT_H
#define HOSHI_UI_LAYOUT_H

#include <stdbool.h>

typedef struct ui_rect {
  int x, y, w, h;
} ui_rect;

typedef struct layout_settings {
  double ui_scale;  /* 0.5 .. 3: text and panel sizes (Ctrl+plus, Ctrl+minus) */
  bool coordinates; /* leave a margin for the coordinates around the grid */
  bool projector;   /* the projector theme: larger text, thicker lines */
} layout_settings;

#define LAYOUT_SCALE_MIN 0.5
#define LAYOUT_SCALE_MAX 3.0

typedef struct ui_layout {
  int width, height; /* the drawable */
  int size;          /* lines on the board */
  ui_rect board;     /* the wooden square, as large as the window allows */
  ui_rect panel;     /* the side panel (right of the board, or below it in a tall window) */
  bool below;        /* the panel is below the board */
  double cell;       /* distance between two lines */
  double x0, y0;     /* centre of intersection (0, 0) */
  double line;       /* grid line width (the border line is 2x) */
  double star;       /* hoshi dot radius */
  double stone;      /* stone diameter */
  int coord_px;      /* coordinate text height, 0 without coordinates */
  int base_px;       /* the panel's text height at the normal text scale */
  int text_px;       /* panel text height */
  int hint_px;       /* the key hint's: the normal size's, whatever the text scale */
  double margin;     /* from the board edge to the outer lines */
  /* The game tree's strip at the foot of the panel (layout_take_tree);
   * empty when not shown. Slots are tree_slot pixels square, their first
   * row at tree_top, their first column at tree.x + tree_slot / 2. */
  ui_rect tree;
  int tree_slot, tree_top;
  /* The toolbar at the head of the panel (layout_take_toolbar): tool_n
   * square buttons tool_btn wide, tool_cols to a row, tool_gap apart. */
  ui_rect toolbar;
  int tool_btn, tool_gap, tool_cols, tool_n;
  /* The estimates' graph under the panel (layout_take_graph); empty when
   * not shown. */
  ui_rect graph;
  /* Presenter mode: the room's window in miniature, above the tree and the
   * graph (layout_take_miniature); empty when not shown. */
  ui_rect miniature;
} ui_layout;

/* Computes the layout of a width x height drawable for a board of size
 * lines. Sizes below 1 pixel are treated as 1; every rectangle lies inside
 * the drawable and the board and panel never overlap. */
void layout_compute(ui_layout *l, int width, int height, int size, const layout_settings *s);

/* Gives the game tree rows lines of slots at the foot of the panel, which
 * becomes shorter, when the panel keeps room for its own text (six lines);
 * else no tree. Returns whether the tree has its strip. */
bool layout_take_tree(ui_layout *l, int rows);

/* The slot of the tree a pixel is on: column and row from the strip's
 * first; false outside the slots. */
bool layout_tree_slot(const ui_layout *l, double px, double py, int *col, int *row);

/* How many columns of slots the strip holds. */
int layout_tree_cols(const ui_layout *l);

/* How many rows of slots the strip holds (0 without a strip). */
int layout_tree_rows(const ui_layout *l);

/* The centre of the slot at a column and a row of the strip. */
void layout_tree_centre(const ui_layout *l, int col, int row, double *x, double *y);

/* Gives n toolbar buttons, square and as tall as the text scale makes
 * them, the rows they need at the head of the panel, which becomes
 * shorter, when the panel keeps room for six lines of its own; else no
 * toolbar. Returns whether it has its place. */
bool layout_take_toolbar(ui_layout *l, int n);

/* Button i of the toolbar. */
ui_rect layout_toolbar_button(const ui_layout *l, int i);

/* The toolbar button under a pixel, -1 for none. */
int layout_toolbar_at(const ui_layout *l, double px, double py);

/* Gives the graph of a game's estimates a strip at the foot of the panel
 * (above the tree's, when taken before it), when the panel keeps room for
 * six lines. Returns whether it has its place. */
bool layout_take_graph(ui_layout *l);

/* Gives presenter mode's miniature of the room's window a 16:9 slot, its
 * frame included, at the foot of the panel (above the tree and the graph
 * when taken after them): as wide as the panel, or narrower so that the
 * panel keeps eight lines of its own text; none under 160 pixels wide.
 * Returns whether it has its place. */
bool layout_take_miniature(ui_layout *l);

/* The graph's curve: its strip less a padding of an eighth of its height
 * all round (the first move at its left edge, the last at its right). */
ui_rect layout_graph_inner(const ui_layout *l);

/* Where a pixel is along the graph: 0 at its first move, 1 at its last;
 * -1 outside. */
double layout_graph_at(const ui_layout *l, double px, double py);

/* The coordinates' band: from the board's edge to the outer line's stones
 * (the coordinates are centred in it). */
double layout_coord_gap(const ui_layout *l);

/* Centre of intersection (x, y) in pixels. */
void layout_intersection(const ui_layout *l, int x, int y, double *px, double *py);

/* The intersection a pixel belongs to: the nearest one, when the pixel lies
 * within half a line spacing of the grid (so a click on a line or between
 * two lines still finds a point; exactly half way goes to the right or
 * lower one). false outside. */
bool layout_point_at(const ui_layout *l, double px, double py, int *x, int *y);

/* How many rows a dialog drawn over the window can show at once. */
int layout_dialog_rows(const ui_layout *l);

/* Whether a pixel is inside a rectangle. */
static inline bool layout_contains(ui_rect r, double px, double py)
{
  return px >= r.x && py >= r.y && px < r.x + r.w && py < r.y + r.h;
}

#endif
