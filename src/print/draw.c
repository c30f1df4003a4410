/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A diagram as a book prints it: the plan (where the board, the caption,
 * the notes and the comment go) and its drawing in black and white. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/handicap.h"
#include "print_internal.h"

#define PI 3.14159265358979323846

/* --- text ------------------------------------------------------------------------ */

PangoLayout *print_text(cairo_t *cr, const char *text, double size, bool bold, double width)
{
  PangoLayout *l = pango_cairo_create_layout(cr);
  PangoFontDescription *f = pango_font_description_new();
  pango_font_description_set_family(f, PRINT_FONT);
  pango_font_description_set_weight(f, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size(f, size * PANGO_SCALE);
  pango_layout_set_font_description(l, f);
  pango_font_description_free(f);
  if (width > 0) {
    pango_layout_set_width(l, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
  }
  pango_layout_set_text(l, text, -1);
  return l;
}

double print_text_height(cairo_t *cr, const char *text, double size, bool bold, double width)
{
  if (!text || !text[0])
    return 0;
  PangoLayout *l = print_text(cr, text, size, bold, width);
  int w, h;
  pango_layout_get_size(l, &w, &h);
  g_object_unref(l);
  return (double)h / PANGO_SCALE;
}

double print_show(cairo_t *cr, const char *text, double size, bool bold, double x, double y,
                  double width, int align)
{
  if (!text || !text[0])
    return 0;
  PangoLayout *l = print_text(cr, text, size, bold, width);
  if (width > 0)
    pango_layout_set_alignment(l, align == 1   ? PANGO_ALIGN_CENTER
                                  : align == 2 ? PANGO_ALIGN_RIGHT
                                               : PANGO_ALIGN_LEFT);
  int w, h;
  pango_layout_get_size(l, &w, &h);
  cairo_move_to(cr, x, y);
  pango_cairo_show_layout(cr, l);
  g_object_unref(l);
  return (double)h / PANGO_SCALE;
}

/* A short text centred on (cx, cy), its ink box's centre there. */
static void show_centred(cairo_t *cr, const char *text, double size, bool bold, double cx,
                         double cy)
{
  PangoLayout *l = print_text(cr, text, size, bold, 0);
  PangoRectangle ink, logical;
  pango_layout_get_extents(l, &ink, &logical);
  double iw = (double)ink.width / PANGO_SCALE, ih = (double)ink.height / PANGO_SCALE;
  double ix = (double)ink.x / PANGO_SCALE, iy = (double)ink.y / PANGO_SCALE;
  cairo_move_to(cr, cx - ix - iw / 2, cy - iy - ih / 2);
  pango_cairo_show_layout(cr, l);
  g_object_unref(l);
}

/* --- the plan ------------------------------------------------------------------------- */

static void notes_text(const diagram *d, char *out, size_t len)
{
  out[0] = '\0';
  size_t n = 0;
  for (int i = 0; i < d->n_notes && n < len; i++)
    n += (size_t)snprintf(out + n, len - n, "%s%s", i ? ", " : "", d->notes[i]);
}

void print_plan_diagram(cairo_t *cr, const diagram *d, print_box box, double max_cell,
                        double comment_share, print_plan *p)
{
  double x = box.x, y = box.y, width = box.width, max_height = box.height;
  memset(p, 0, sizeof *p);
  p->x = x;
  p->y = y;
  p->width = width;
  p->coordinates = d->coordinates;
  int cols = d->x1 - d->x0 + 1, rows = d->y1 - d->y0 + 1;
  char notes[DIAGRAM_NOTES * 34];
  notes_text(d, notes, sizeof notes);
  double gap = 4;
  p->caption_h = print_text_height(cr, d->caption, PRINT_CAPTION_PT, true, width);
  p->notes_h = print_text_height(cr, notes, PRINT_TEXT_PT, false, width);
  p->comment_max = max_height * comment_share;
  p->comment_h = print_text_height(cr, d->comment, PRINT_TEXT_PT, false, width);
  if (p->comment_h > p->comment_max)
    p->comment_h = p->comment_max;
  double text = (p->caption_h > 0 ? gap + p->caption_h : 0) + (p->notes_h > 0 ? p->notes_h : 0) +
                (p->comment_h > 0 ? gap + p->comment_h : 0);
  /* The coordinates take one cell on the left (numbers) and most of one
   * below (letters). */
  double across = cols + (d->coordinates ? 1.0 : 0), down = rows + (d->coordinates ? 0.8 : 0);
  double cell = width / across;
  if ((max_height - text) / down < cell)
    cell = (max_height - text) / down;
  if (cell > max_cell)
    cell = max_cell;
  if (cell < 2)
    cell = 2;
  p->cell = cell;
  p->board_w = across * cell;
  p->board_h = down * cell;
  p->board_x = x + (width - p->board_w) / 2;
  p->board_y = y;
  p->grid_x = p->board_x + (d->coordinates ? cell : 0) + cell / 2;
  p->grid_y = p->board_y + cell / 2;
  double at = y + p->board_h;
  if (p->caption_h > 0) {
    at += gap;
    p->caption_y = at;
    at += p->caption_h;
  }
  if (p->notes_h > 0) {
    p->notes_y = at;
    at += p->notes_h;
  }
  if (p->comment_h > 0) {
    at += gap;
    p->comment_y = at;
    at += p->comment_h;
  }
  p->height = at - y;
}

/* --- drawing --------------------------------------------------------------------------- */

/* The colours of the stones in an SVG: a shade apart from black and white
 * that no one sees, so that print_svg_classes finds each stone's element. */
#define SVG_BLACK_STONE 1.0 / 255
#define SVG_WHITE_STONE 254.0 / 255

static void point_centre(const diagram *d, const print_plan *p, int x, int y, double *cx,
                         double *cy)
{
  *cx = p->grid_x + (x - d->x0) * p->cell;
  *cy = p->grid_y + (y - d->y0) * p->cell;
}

static void draw_grid(cairo_t *cr, const diagram *d, const print_plan *p)
{
  double s = p->cell, half = s / 2;
  double thin = fmax(0.3, s * 0.035), thick = fmax(0.9, s * 0.09);
  double left, top, right, bottom;
  point_centre(d, p, d->x0, d->y0, &left, &top);
  point_centre(d, p, d->x1, d->y1, &right, &bottom);
  /* A side that is not the board's edge lets the lines run on half a cell. */
  double l = d->edge[0] ? left : left - half, t = d->edge[1] ? top : top - half;
  double r = d->edge[2] ? right : right + half, b = d->edge[3] ? bottom : bottom + half;
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_width(cr, thin);
  for (int x = d->x0; x <= d->x1; x++) {
    double cx = left + (x - d->x0) * s;
    if ((x == d->x0 && d->edge[0]) || (x == d->x1 && d->edge[2]))
      continue;
    cairo_move_to(cr, cx, t);
    cairo_line_to(cr, cx, b);
  }
  for (int y = d->y0; y <= d->y1; y++) {
    double cy = top + (y - d->y0) * s;
    if ((y == d->y0 && d->edge[1]) || (y == d->y1 && d->edge[3]))
      continue;
    cairo_move_to(cr, l, cy);
    cairo_line_to(cr, r, cy);
  }
  cairo_stroke(cr);
  /* The board's edges, thicker, reaching the corners' outer side. */
  cairo_set_line_width(cr, thick);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  if (d->edge[0]) {
    cairo_move_to(cr, left, t);
    cairo_line_to(cr, left, b);
  }
  if (d->edge[2]) {
    cairo_move_to(cr, right, t);
    cairo_line_to(cr, right, b);
  }
  if (d->edge[1]) {
    cairo_move_to(cr, l, top);
    cairo_line_to(cr, r, top);
  }
  if (d->edge[3]) {
    cairo_move_to(cr, l, bottom);
    cairo_line_to(cr, r, bottom);
  }
  cairo_stroke(cr);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

static bool empty_with_text(const diagram *d, int x, int y)
{
  return d->stone[y][x] == COLOR_EMPTY &&
         ((d->mark[y][x] == DIAGRAM_LABEL && d->label[y][x][0]) || d->number[y][x]);
}

static void draw_stars(cairo_t *cr, const diagram *d, const print_plan *p)
{
  cairo_set_source_rgb(cr, 0, 0, 0);
  for (int y = d->y0; y <= d->y1; y++)
    for (int x = d->x0; x <= d->x1; x++) {
      if (!handicap_is_star_point(d->size, x, y) || d->stone[y][x] != COLOR_EMPTY ||
          d->mark[y][x] != DIAGRAM_MARK_NONE || d->number[y][x])
        continue;
      double cx, cy;
      point_centre(d, p, x, y, &cx, &cy);
      cairo_new_sub_path(cr);
      cairo_arc(cr, cx, cy, fmax(0.8, p->cell * 0.1), 0, 2 * PI);
      cairo_fill(cr);
    }
}

/* A label or a number on an empty point: the grid erased under it. */
static void erase_under_text(cairo_t *cr, const diagram *d, const print_plan *p)
{
  cairo_set_source_rgb(cr, 1, 1, 1);
  for (int y = d->y0; y <= d->y1; y++)
    for (int x = d->x0; x <= d->x1; x++) {
      if (!empty_with_text(d, x, y))
        continue;
      double cx, cy;
      point_centre(d, p, x, y, &cx, &cy);
      cairo_new_sub_path(cr);
      cairo_arc(cr, cx, cy, p->cell * 0.38, 0, 2 * PI);
      cairo_fill(cr);
      /* A word as wide as the point: the grid goes from under all of it. */
      if (d->mark[y][x] == DIAGRAM_LABEL && g_utf8_strlen(d->label[y][x], -1) > 1) {
        cairo_rectangle(cr, cx - p->cell * 0.44, cy - p->cell * 0.28, p->cell * 0.88,
                        p->cell * 0.56);
        cairo_fill(cr);
      }
    }
}

static void draw_stones(cairo_t *cr, const diagram *d, const print_plan *p, bool svg)
{
  double r = p->cell * 0.47, line = fmax(0.4, p->cell * 0.05);
  cairo_set_line_width(cr, line);
  for (int y = d->y0; y <= d->y1; y++)
    for (int x = d->x0; x <= d->x1; x++) {
      enum color c = (enum color)d->stone[y][x];
      if (c != COLOR_BLACK && c != COLOR_WHITE)
        continue;
      double cx, cy;
      point_centre(d, p, x, y, &cx, &cy);
      bool dim = d->dimmed[y][x];
      cairo_new_path(cr);
      if (c == COLOR_BLACK) {
        /* A black stone fills its whole circle, outline included. */
        cairo_arc(cr, cx, cy, r + line / 2, 0, 2 * PI);
        double shade = dim ? 0.62 : svg ? SVG_BLACK_STONE : 0;
        if (dim && svg)
          shade += 1.0 / 255;
        cairo_set_source_rgb(cr, shade, shade, shade);
        cairo_fill(cr);
      } else {
        cairo_arc(cr, cx, cy, r, 0, 2 * PI);
        double shade = svg ? SVG_WHITE_STONE : 1;
        if (dim && svg)
          shade -= 1.0 / 255;
        cairo_set_source_rgb(cr, shade, shade, shade);
        cairo_fill_preserve(cr);
        double edge = dim ? 0.62 : 0;
        cairo_set_source_rgb(cr, edge, edge, edge);
        cairo_stroke(cr);
      }
    }
}

/* Black on empty points and white stones, white on black stones. */
static void contrast(cairo_t *cr, const diagram *d, int x, int y)
{
  if (d->stone[y][x] == COLOR_BLACK && !d->dimmed[y][x])
    cairo_set_source_rgb(cr, 1, 1, 1);
  else
    cairo_set_source_rgb(cr, 0, 0, 0);
}

/* A label's type: a letter as large as a book prints it, a longer label
 * smaller, and any label (a word, "急所") shrunk until it fits within its
 * point, as wide as a stone. */
static double label_size(cairo_t *cr, const char *label, double cell)
{
  double size = cell * (g_utf8_strlen(label, -1) > 1 ? 0.48 : 0.6), room = cell * 0.84;
  PangoLayout *l = print_text(cr, label, size, false, 0);
  PangoRectangle ink, logical;
  pango_layout_get_extents(l, &ink, &logical);
  g_object_unref(l);
  double wide = (double)logical.width / PANGO_SCALE;
  if (wide > room)
    size *= room / wide;
  return size;
}

static void draw_mark(cairo_t *cr, const diagram *d, const print_plan *p, int x, int y)
{
  double cx, cy, s = p->cell;
  point_centre(d, p, x, y, &cx, &cy);
  contrast(cr, d, x, y);
  cairo_set_line_width(cr, fmax(0.5, s * 0.07));
  cairo_new_path(cr);
  switch ((enum diagram_mark)d->mark[y][x]) {
  case DIAGRAM_TRIANGLE: {
    double r = s * 0.3;
    cairo_move_to(cr, cx, cy - r);
    cairo_line_to(cr, cx + r * 0.866, cy + r * 0.5);
    cairo_line_to(cr, cx - r * 0.866, cy + r * 0.5);
    cairo_close_path(cr);
    cairo_stroke(cr);
    break;
  }
  case DIAGRAM_SQUARE: {
    double h = s * 0.2;
    cairo_rectangle(cr, cx - h, cy - h, 2 * h, 2 * h);
    cairo_stroke(cr);
    break;
  }
  case DIAGRAM_CIRCLE:
    cairo_arc(cr, cx, cy, s * 0.22, 0, 2 * PI);
    cairo_stroke(cr);
    break;
  case DIAGRAM_CROSS: {
    double h = s * 0.2;
    cairo_move_to(cr, cx - h, cy - h);
    cairo_line_to(cr, cx + h, cy + h);
    cairo_move_to(cr, cx + h, cy - h);
    cairo_line_to(cr, cx - h, cy + h);
    cairo_stroke(cr);
    break;
  }
  case DIAGRAM_LABEL:
    if (d->label[y][x][0])
      show_centred(cr, d->label[y][x], label_size(cr, d->label[y][x], s), false, cx, cy);
    break;
  case DIAGRAM_MARK_NONE:
    break;
  }
}

static void draw_number(cairo_t *cr, const diagram *d, const print_plan *p, int x, int y)
{
  double cx, cy, s = p->cell;
  char text[8];
  snprintf(text, sizeof text, "%u", (unsigned)d->number[y][x]);
  size_t n = strlen(text);
  point_centre(d, p, x, y, &cx, &cy);
  contrast(cr, d, x, y);
  show_centred(cr, text, s * (n <= 1 ? 0.55 : n == 2 ? 0.5 : 0.38), false, cx, cy);
}

static void draw_overlay(cairo_t *cr, const diagram *d, const print_plan *p,
                         const uint8_t (*overlay)[BOARD_MAX_SIZE])
{
  double h = p->cell * 0.16;
  cairo_set_line_width(cr, fmax(0.4, p->cell * 0.04));
  for (int y = d->y0; y <= d->y1; y++)
    for (int x = d->x0; x <= d->x1; x++) {
      if (overlay[y][x] == PRINT_OVERLAY_NONE)
        continue;
      double cx, cy;
      point_centre(d, p, x, y, &cx, &cy);
      cairo_new_path(cr);
      cairo_rectangle(cr, cx - h, cy - h, 2 * h, 2 * h);
      if (overlay[y][x] == PRINT_OVERLAY_BLACK) {
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_fill(cr);
      } else {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_stroke(cr);
      }
    }
}

static void draw_lines(cairo_t *cr, const diagram *d, const print_plan *p)
{
  double s = p->cell;
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < d->n_lines; i++) {
    const diagram_line *ln = &d->lines[i];
    double ax, ay, bx, by;
    point_centre(d, p, ln->x1, ln->y1, &ax, &ay);
    point_centre(d, p, ln->x2, ln->y2, &bx, &by);
    double len = hypot(bx - ax, by - ay);
    if (len <= 0)
      continue;
    double ux = (bx - ax) / len, uy = (by - ay) / len;
    /* A white halo under a black line, so that it reads across stones. */
    for (int pass = 0; pass < 2; pass++) {
      double w = s * (pass ? 0.07 : 0.17);
      cairo_set_source_rgb(cr, pass ? 0 : 1, pass ? 0 : 1, pass ? 0 : 1);
      cairo_set_line_width(cr, w);
      cairo_new_path(cr);
      double head = ln->arrow ? s * 0.3 : 0;
      cairo_move_to(cr, ax, ay);
      cairo_line_to(cr, bx - ux * head * 0.8, by - uy * head * 0.8);
      cairo_stroke(cr);
      if (ln->arrow) {
        cairo_move_to(cr, bx, by);
        cairo_line_to(cr, bx - ux * head - uy * head * 0.5, by - uy * head + ux * head * 0.5);
        cairo_line_to(cr, bx - ux * head + uy * head * 0.5, by - uy * head - ux * head * 0.5);
        cairo_close_path(cr);
        if (pass)
          cairo_fill(cr);
        else
          cairo_stroke(cr);
      }
    }
  }
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

static void draw_coordinates(cairo_t *cr, const diagram *d, const print_plan *p)
{
  static const char letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  double s = p->cell, size = fmax(3, fmin(s * 0.42, 9));
  cairo_set_source_rgb(cr, 0, 0, 0);
  double bottom = p->grid_y + (d->y1 - d->y0) * s + s * 0.5 + s * 0.4;
  if (!d->edge[3])
    bottom += s * 0.2;
  for (int x = d->x0; x <= d->x1; x++) {
    char t[2] = {letters[x], '\0'};
    double cx, cy;
    point_centre(d, p, x, d->y0, &cx, &cy);
    show_centred(cr, t, size, false, cx, bottom);
  }
  for (int y = d->y0; y <= d->y1; y++) {
    char t[4];
    snprintf(t, sizeof t, "%d", d->size - y);
    double cx, cy;
    point_centre(d, p, d->x0, y, &cx, &cy);
    show_centred(cr, t, size, false, p->grid_x - s * (d->edge[0] ? 1.0 : 1.15), cy);
  }
}

void print_draw_diagram(cairo_t *cr, const diagram *d, const print_plan *p,
                        const uint8_t (*overlay)[BOARD_MAX_SIZE], bool svg)
{
  cairo_save(cr);
  draw_grid(cr, d, p);
  draw_stars(cr, d, p);
  erase_under_text(cr, d, p);
  draw_stones(cr, d, p, svg);
  if (overlay)
    draw_overlay(cr, d, p, overlay);
  for (int y = d->y0; y <= d->y1; y++)
    for (int x = d->x0; x <= d->x1; x++) {
      if (d->number[y][x])
        draw_number(cr, d, p, x, y);
      else if (d->mark[y][x] != DIAGRAM_MARK_NONE)
        draw_mark(cr, d, p, x, y);
    }
  draw_lines(cr, d, p);
  if (d->coordinates)
    draw_coordinates(cr, d, p);
  cairo_set_source_rgb(cr, 0, 0, 0);
  if (p->caption_h > 0)
    print_show(cr, d->caption, PRINT_CAPTION_PT, true, p->x, p->caption_y, p->width, 1);
  if (p->notes_h > 0) {
    char notes[DIAGRAM_NOTES * 34];
    notes_text(d, notes, sizeof notes);
    print_show(cr, notes, PRINT_TEXT_PT, false, p->x, p->notes_y, p->width, 1);
  }
  if (p->comment_h > 0) {
    PangoLayout *l = print_text(cr, d->comment, PRINT_TEXT_PT, false, p->width);
    pango_layout_set_height(l, (int)(p->comment_max * PANGO_SCALE));
    pango_layout_set_ellipsize(l, PANGO_ELLIPSIZE_END);
    /* Within its box: a comment of stacked combining marks draws its ink
     * far above and below its lines, over the board and the margin. */
    cairo_save(cr);
    cairo_rectangle(cr, p->x, p->comment_y, p->width, p->comment_h);
    cairo_clip(cr);
    cairo_move_to(cr, p->x, p->comment_y);
    pango_cairo_show_layout(cr, l);
    cairo_restore(cr);
    g_object_unref(l);
  }
  cairo_restore(cr);
}

void print_diagram_from_board(diagram *d, const board *b, bool coordinates)
{
  memset(d, 0, sizeof *d);
  d->size = b->size;
  d->x1 = d->y1 = b->size - 1;
  for (int i = 0; i < 4; i++)
    d->edge[i] = true;
  d->coordinates = coordinates;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      d->stone[y][x] = (uint8_t)board_at(b, board_point(b, x, y));
}
