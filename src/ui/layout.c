/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's geometry (see layout.h). */
#include "ui/layout.h"

#include <math.h>

static double clampd(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }

/* The board and the panel beside it or below it, whichever leaves the
 * larger board; returns the board's side. */
static int place_board(ui_layout *l, double base, double text)
{
  int width = l->width, height = l->height;
  /* About 16 characters of panel text beside the board, or 9 lines below,
   * at the normal text size: larger text wraps (and the panel scrolls)
   * rather than shrink the board, whose labels grow with it. Below the
   * board the panel keeps 6 lines of the larger text too: a panel the
   * width of the window has few lines, and the count's results, a
   * comment's start and whose turn it is must fit in them; and a row of
   * toolbar buttons above them. */
  int panel_min_w = (int)lround(base * 16);
  int panel_min_h = (int)lround(fmax(base * 9, text * 6) + base * 1.5);

  /* The panel goes where it leaves the larger board: on the right, or below
   * in a tall window. */
  int right = height < width - panel_min_w ? height : width - panel_min_w;
  int below = width < height - panel_min_h ? width : height - panel_min_h;
  int side;
  /* Below only when the board gains by it: a panel beside the board keeps
   * its lines long. */
  if (right * 1.1 >= below) {
    side = right > 1 ? right : 1;
    /* In a very wide window the board and a panel of useful width are
     * centred together rather than leaving a vast empty panel. */
    int panel_w = width - side, useful = (int)lround(text * 26);
    if (panel_w > useful)
      panel_w = useful;
    int left = (width - side - panel_w) / 2;
    l->board = (ui_rect){left, (height - side) / 2, side, side};
    l->panel = (ui_rect){left + side, 0, panel_w, height};
  } else {
    side = below > 1 ? below : 1;
    l->board = (ui_rect){(width - side) / 2, 0, side, side};
    l->panel = (ui_rect){0, side, width, height - side};
    l->below = true;
  }
  if (l->board.y < 0)
    l->board.y = 0;
  return side;
}

/* The grid in a board of this side. */
static void place_grid(ui_layout *l, int side, double scale, const layout_settings *s)
{
  /* The grid: size - 1 spacings plus a margin on each side, wider with the
   * coordinates (they sit between the outer line and the board edge).
   * Coordinates follow the cell, with the text scale, and in the projector
   * theme never under 3% of the window's height (cap height, about 0.72
   * of the font size): the margin widens until two digits fit in it. */
  double k = s->coordinates ? 1.3 : 0.7;
  double coord = 0;
  for (int pass = 0; pass < 3; pass++) {
    l->cell = side / (l->size - 1 + 2 * k);
    if (!s->coordinates)
      break;
    coord = l->cell * (s->projector ? 0.62 : 0.45) * scale;
    if (s->projector)
      coord = fmax(coord, l->height * 0.03 / 0.72);
    coord = fmin(coord, l->cell * 1.6); /* the marks stay the board's */
    double need = coord * 1.45 / l->cell;
    if (need <= k + 1e-9)
      break;
    k = need;
  }
  l->margin = k * l->cell;
  l->x0 = l->board.x + l->margin;
  l->y0 = l->board.y + l->margin;
  double thick = s->projector ? 2.2 : 1.0;
  l->line = clampd(l->cell / 32.0 * thick, 1.0, 12.0);
  l->star = clampd(l->cell * (s->projector ? 0.13 : 0.1), 1.5, 40);
  l->stone = l->cell * 0.96;
  l->coord_px = s->coordinates ? (int)lround(coord) : 0;
}

void layout_compute(ui_layout *l, int width, int height, int size, const layout_settings *s)
{
  if (width < 1)
    width = 1;
  if (height < 1)
    height = 1;
  if (size < 2)
    size = 2;
  double scale = clampd(s->ui_scale, LAYOUT_SCALE_MIN, LAYOUT_SCALE_MAX);
  *l = (ui_layout){.width = width, .height = height, .size = size};

  /* Panel text follows the window's smaller side, so that a projector at
   * 4K shows the same proportions as a laptop at 720p. */
  int shorter = width < height ? width : height;
  double base = clampd(shorter / 36.0, 11, 120) * (s->projector ? 1.3 : 1.0);
  double text = base * scale;
  l->base_px = (int)lround(base);
  l->text_px = (int)lround(text);
  /* The keys are read by the teacher, not the back row: larger text does
   * not enlarge them. */
  l->hint_px = (int)lround(fmin(text, base) * 0.85);
  place_grid(l, place_board(l, base, text), scale, s);
}

double layout_coord_gap(const ui_layout *l) { return l->margin - l->cell * 0.5; }

void layout_intersection(const ui_layout *l, int x, int y, double *px, double *py)
{
  *px = l->x0 + x * l->cell;
  *py = l->y0 + y * l->cell;
}

bool layout_point_at(const ui_layout *l, double px, double py, int *x, int *y)
{
  if (l->cell <= 0)
    return false;
  double fx = (px - l->x0) / l->cell, fy = (py - l->y0) / l->cell;
  double last = l->size - 1;
  if (fx < -0.5 || fy < -0.5 || fx >= last + 0.5 || fy >= last + 0.5)
    return false;
  /* Half way is decided the same way whatever the rounding of the
   * division: a hair is added before flooring. */
  int ix = (int)floor(fx + 0.5 + 1e-9), iy = (int)floor(fy + 0.5 + 1e-9);
  if (ix < 0 || iy < 0 || ix > l->size - 1 || iy > l->size - 1)
    return false;
  *x = ix;
  *y = iy;
  return true;
}

int layout_dialog_rows(const ui_layout *l)
{
  /* The dialog box takes up to 0.96 of the height (theme.h's dialog_fit);
   * rows are 1.5 text heights; the title, the gaps and the hint take about
   * four rows (five left a large window's list two files long, with half
   * its box empty). */
  double row = l->text_px * 1.5;
  int rows = (int)(l->height * 0.96 / row) - 4;
  return rows < 3 ? 3 : rows;
}

bool layout_take_tree(ui_layout *l, int rows)
{
  l->tree = (ui_rect){0, 0, 0, 0};
  l->tree_slot = l->tree_top = 0;
  /* For the teacher's hand rather than the back row: the normal text's
   * size whatever the text scale, so that large text keeps its panel. */
  int slot = (int)fmax(14, lround(l->hint_px * 1.45));
  /* A line of move numbers above the slots, half a slot below them. */
  int h = slot * rows + (int)lround(slot * 1.2);
  if (rows < 1 || l->panel.h - h < l->text_px * 6 || l->panel.w < slot * 8)
    return false;
  l->panel.h -= h;
  l->tree = (ui_rect){l->panel.x, l->panel.y + l->panel.h, l->panel.w, h};
  l->tree_slot = slot;
  l->tree_top = l->tree.y + (int)lround(slot * 0.8);
  return true;
}

int layout_tree_cols(const ui_layout *l)
{
  return l->tree_slot > 0 ? (l->tree.w - l->tree_slot) / l->tree_slot : 0;
}

bool layout_tree_slot(const ui_layout *l, double px, double py, int *col, int *row)
{
  if (l->tree_slot <= 0 || !layout_contains(l->tree, px, py) || py < l->tree_top)
    return false;
  *col = (int)floor((px - l->tree.x - l->tree_slot / 2.0) / l->tree_slot);
  *row = (int)floor((py - l->tree_top) / l->tree_slot);
  return *col >= 0 && *col < layout_tree_cols(l) && *row >= 0 && *row < layout_tree_rows(l);
}

int layout_tree_rows(const ui_layout *l)
{
  return l->tree_slot > 0 ? (l->tree.y + l->tree.h - l->tree_top) / l->tree_slot : 0;
}

void layout_tree_centre(const ui_layout *l, int col, int row, double *x, double *y)
{
  *x = l->tree.x + l->tree_slot * (col + 1.0);
  *y = l->tree_top + l->tree_slot * (row + 0.5);
}

bool layout_take_toolbar(ui_layout *l, int n)
{
  l->toolbar = (ui_rect){0, 0, 0, 0};
  l->tool_btn = l->tool_gap = l->tool_cols = l->tool_n = 0;
  /* As large as the text makes it, but in two rows at most (one under
   * the board, where a row of height costs the panel a line of text):
   * smaller buttons rather than a panel without room for its own text,
   * down to 20 pixels. */
  int rows_max = l->below ? 1 : 2;
  int b = (int)fmax(20, lround(l->text_px * 1.6)), gap, cols;
  for (;;) {
    gap = (int)fmax(2, lround(b * 0.12));
    cols = (l->panel.w - gap) / (b + gap);
    if (n <= rows_max * cols || b <= 20) {
      if (n <= rows_max * cols || rows_max == 2)
        break;
      rows_max = 2; /* one row does not take them: two rows, from the large size again */
      b = (int)fmax(20, lround(l->text_px * 1.6));
      continue;
    }
    b = (int)fmax(20, b * 0.9);
  }
  if (n < 1 || cols < 4)
    return false;
  if (cols > n)
    cols = n;
  int rows = (n + cols - 1) / cols;
  int h = rows * (b + gap) + gap;
  if (l->panel.h - h < l->text_px * 6)
    return false;
  l->toolbar = (ui_rect){l->panel.x, l->panel.y, l->panel.w, h};
  l->panel.y += h;
  l->panel.h -= h;
  l->tool_btn = b;
  l->tool_gap = gap;
  l->tool_cols = cols;
  l->tool_n = n;
  return true;
}

ui_rect layout_toolbar_button(const ui_layout *l, int i)
{
  if (l->tool_cols <= 0 || i < 0 || i >= l->tool_n)
    return (ui_rect){0, 0, 0, 0};
  int step = l->tool_btn + l->tool_gap;
  /* The rows centred in the panel's width. */
  int left = l->toolbar.x + (l->toolbar.w - (l->tool_cols * step - l->tool_gap)) / 2;
  return (ui_rect){left + (i % l->tool_cols) * step,
                   l->toolbar.y + l->tool_gap + (i / l->tool_cols) * step, l->tool_btn,
                   l->tool_btn};
}

int layout_toolbar_at(const ui_layout *l, double px, double py)
{
  if (l->tool_n <= 0 || !layout_contains(l->toolbar, px, py))
    return -1;
  for (int i = 0; i < l->tool_n; i++)
    if (layout_contains(layout_toolbar_button(l, i), px, py))
      return i;
  return -1;
}

bool layout_take_graph(ui_layout *l)
{
  l->graph = (ui_rect){0, 0, 0, 0};
  int h = (int)fmax(48, lround(l->hint_px * 4.5));
  if (l->panel.h - h < l->text_px * 6 || l->panel.w < 80)
    return false;
  l->panel.h -= h;
  l->graph = (ui_rect){l->panel.x, l->panel.y + l->panel.h, l->panel.w, h};
  return true;
}

bool layout_take_miniature(ui_layout *l)
{
  l->miniature = (ui_rect){0, 0, 0, 0};
  /* A margin of a third of a line around it, so that its frame is not
   * taken for the panel's edge or a rule. */
  int pad = (int)fmax(4, lround(l->text_px / 3.0));
  int w = l->panel.w - 2 * pad;
  int room = l->panel.h - l->text_px * 8 - 2 * pad;
  if (w * 9 / 16 > room)
    w = room * 16 / 9;
  if (w < 160)
    return false;
  int h = w * 9 / 16;
  l->panel.h -= h + 2 * pad;
  l->miniature = (ui_rect){l->panel.x + (l->panel.w - w) / 2, l->panel.y + l->panel.h + pad, w, h};
  return true;
}

ui_rect layout_graph_inner(const ui_layout *l)
{
  int pad = l->graph.h / 8;
  return (ui_rect){l->graph.x + pad, l->graph.y + pad, l->graph.w - 2 * pad, l->graph.h - 2 * pad};
}

double layout_graph_at(const ui_layout *l, double px, double py)
{
  if (l->graph.w <= 0 || !layout_contains(l->graph, px, py))
    return -1;
  ui_rect in = layout_graph_inner(l);
  double f = (px - in.x) / (double)in.w;
  return f < 0 ? 0 : f > 1 ? 1 : f;
}
