/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inside src/print: where a diagram's parts go (a plan made before any
 * drawing, from the diagram, the width it may take and pango's measures),
 * the drawing of a plan on a cairo context, text, and a document (PDF
 * pages, or one SVG or PNG image) written through src/os. All sizes are in
 * points (1/72 in); a PNG is drawn at its scale. No SDL.
 */
#ifndef HOSHI_PRINT_INTERNAL_H
#define HOSHI_PRINT_INTERNAL_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdbool.h>

#include "hoshi/diagram.h"
#include "hoshi/strbuf.h"
#include "print/print.h"

#define PRINT_FONT "DejaVu Sans"

/* Text sizes in points: the caption (bold), the comment and the notes. */
#define PRINT_CAPTION_PT 10.0
#define PRINT_TEXT_PT    9.0

/* What the counting page adds to a diagram on a point ([y][x]). */
enum print_overlay {
  PRINT_OVERLAY_NONE,
  PRINT_OVERLAY_BLACK, /* Black's territory: a small black square */
  PRINT_OVERLAY_WHITE, /* White's: a small white square */
};

/* Where a diagram's parts go within its block (x, y: its top left). */
typedef struct print_plan {
  double x, y, width, height; /* the whole block */
  double cell;                /* the grid's spacing; a stone's diameter is a little less */
  double grid_x, grid_y;      /* the centre of the region's top left point */
  double board_x, board_y, board_w, board_h; /* the board with its coordinates */
  bool coordinates;
  double caption_y, caption_h;
  double notes_y, notes_h;
  double comment_y, comment_h;
  double comment_max; /* the comment's height is cut to this (ellipsized) */
} print_plan;

/* A block on the page, in points: its top-left corner, width and height. */
typedef struct print_box {
  double x, y, width, height;
} print_box;

/* Plans d in box (its height the most it may take), the cell at most
 * max_cell. The comment takes at most comment_share of the height; the
 * board what the text leaves. */
void print_plan_diagram(cairo_t *cr, const diagram *d, print_box box, double max_cell,
                        double comment_share, print_plan *p);

/* Draws d as planned. overlay: NULL or [y][x] enum print_overlay. svg: the
 * stones get colours the SVG writer recognises (print_svg_classes). */
void print_draw_diagram(cairo_t *cr, const diagram *d, const print_plan *p,
                        const uint8_t (*overlay)[BOARD_MAX_SIZE], bool svg);

/* A layout of text in the font's family at size points (bold or not),
 * wrapped at width (<= 0: not wrapped); the caller unrefs it. */
PangoLayout *print_text(cairo_t *cr, const char *text, double size, bool bold, double width);

/* The height of such a text. */
double print_text_height(cairo_t *cr, const char *text, double size, bool bold, double width);

/* Shows a text with its top left at (x, y); align 0 left, 1 centred, 2 right
 * within width. Returns its height. */
double print_show(cairo_t *cr, const char *text, double size, bool bold, double x, double y,
                  double width, int align);

/* The page's size in points (595x842 for A4, 612x792 for Letter). */
void print_page_size(enum print_page page, double *w, double *h);

/* Whether a format's stones are drawn in the shades that its polish turns
 * into one class a stone (SVG: print_draw_diagram's svg). */
bool print_format_classes(enum print_format f);

/* A document being drawn: a PDF of pages, or one SVG or PNG image (the
 * first page; the later ones are not drawn: print_doc_page returns false). */
typedef struct print_doc {
  enum print_format format;
  double width, height; /* points */
  double scale;         /* pixels a point (PNG) */
  cairo_surface_t *surface;
  cairo_t *cr;
  strbuf out;
  int pages;
  bool failed;
} print_doc;

/* Starts a document of pages width x height points. false (why) when
 * cairo cannot make it. */
bool print_doc_begin(print_doc *d, const print_options *o, double width, double height,
                     hoshi_error *why);

/* Starts a new page after the first (the first is there when begun); false
 * when the format holds one page only (nothing more is drawn). */
bool print_doc_page(print_doc *d);

/* Ends the document and writes it to path atomically (src/os). Frees it
 * whatever happens. */
bool print_doc_end(print_doc *d, const char *path, hoshi_error *why);

/* Frees a document that will not be written. */
void print_doc_drop(print_doc *d);

/* An exercise sheet gathered from one game or several (a collection, a
 * folder of records): each problem's diagram, its region fitting its
 * stones unless the handout gives one, then a diagram a correct line with
 * its comments on the answer pages. */
typedef struct print_sheet print_sheet;

/* NULL when memory runs out; print_sheet_free frees it (NULL too). */
print_sheet *print_sheet_new(void);
void print_sheet_free(print_sheet *s);

/* Adds the problems of g's game (every node with a position set up and
 * moves following), numbered on from those already there; g is walked and
 * left anywhere. false when memory runs out. */
bool print_sheet_add(print_sheet *s, game *g, const print_handout_options *h);

/* How many problems it holds. */
int print_sheet_count(const print_sheet *s);

/* The sheet as a document: header over every page. false (why) when it
 * holds no problem or the file cannot be written. */
bool print_sheet_write(const print_sheet *s, const char *header, const print_options *o,
                       const char *path, hoshi_error *why);

/* A handout's header: the players, the event and the date of g. */
void print_sheet_header(const game *g, char *out, size_t len);

/* Fills d with the stones of b, the whole board, nothing else. */
void print_diagram_from_board(diagram *d, const board *b, bool coordinates);

#endif
