/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Documents (PDF pages, one SVG or PNG image) written through src/os, and
 * one diagram alone. */
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "print_internal.h"

bool print_format_parse(const char *s, enum print_format *f)
{
  for (int i = 0; i < PRINT_FORMAT_COUNT; i++)
    if (s && strcmp(s, print_format_get((enum print_format)i)->name) == 0) {
      *f = (enum print_format)i;
      return true;
    }
  return false;
}

bool print_format_of_extension(const char *ext, enum print_format *f)
{
  for (int i = 0; i < PRINT_FORMAT_COUNT; i++)
    if (strcmp(ext, print_format_get((enum print_format)i)->extension) == 0) {
      *f = (enum print_format)i;
      return true;
    }
  return false;
}

void print_format_list(bool extensions, const char *last, char *out, size_t len)
{
  size_t k = 0;
  if (len)
    out[0] = '\0';
  for (int i = 0; i < PRINT_FORMAT_COUNT && k < len; i++) {
    const print_format_info *f = print_format_get((enum print_format)i);
    const char *sep = i == 0 ? "" : i + 1 == PRINT_FORMAT_COUNT ? last : ", ";
    int w = snprintf(out + k, len - k, "%s%s%s", sep, extensions ? "." : "",
                     extensions ? f->extension : f->name);
    k += w > 0 ? (size_t)w : 0;
  }
}

bool print_page_parse(const char *s, enum print_page *p)
{
  if (s && strcmp(s, "a4") == 0)
    *p = PRINT_A4;
  else if (s && strcmp(s, "letter") == 0)
    *p = PRINT_LETTER;
  else
    return false;
  return true;
}

void print_page_size(enum print_page page, double *w, double *h)
{
  *w = page == PRINT_LETTER ? 612 : 595;
  *h = page == PRINT_LETTER ? 792 : 842;
}

/* --- documents ---------------------------------------------------------------------- */

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int length)
{
  strbuf *b = closure;
  strbuf_put(b, (const char *)data, length);
  return strbuf_oom(b) ? CAIRO_STATUS_NO_MEMORY : CAIRO_STATUS_SUCCESS;
}

/* --- the formats ------------------------------------------------------------------- */

static bool svg_classes(strbuf *svg);

/* How a format is drawn: its surface made for a document, and its bytes
 * once drawn (PNG writes the image out; the others are finished). */
struct print_surface {
  cairo_surface_t *(*make)(print_doc *d, const print_options *o);
  cairo_status_t (*finish)(print_doc *d);
  /* After finishing, on the bytes (NULL: none); false when out of memory. */
  bool (*polish)(strbuf *out);
};

static cairo_surface_t *make_pdf(print_doc *d, const print_options *o)
{
  (void)o;
  cairo_surface_t *s = cairo_pdf_surface_create_for_stream(append, &d->out, d->width, d->height);
  if (cairo_surface_status(s) == CAIRO_STATUS_SUCCESS)
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, "Hoshi");
  return s;
}

static cairo_surface_t *make_svg(print_doc *d, const print_options *o)
{
  (void)o;
  cairo_surface_t *s = cairo_svg_surface_create_for_stream(append, &d->out, d->width, d->height);
  if (cairo_surface_status(s) == CAIRO_STATUS_SUCCESS)
    cairo_svg_surface_set_document_unit(s, CAIRO_SVG_UNIT_PT);
  return s;
}

static cairo_surface_t *make_png(print_doc *d, const print_options *o)
{
  int px = o->png_width > 0 ? o->png_width : 800;
  d->scale = px / d->width;
  return cairo_image_surface_create(CAIRO_FORMAT_RGB24, px, (int)ceil(d->height * d->scale));
}

static cairo_status_t finish_vector(print_doc *d)
{
  cairo_destroy(d->cr);
  d->cr = NULL;
  cairo_surface_finish(d->surface);
  return cairo_surface_status(d->surface);
}

static cairo_status_t finish_png(print_doc *d)
{
  cairo_surface_flush(d->surface);
  return cairo_surface_write_to_png_stream(d->surface, append, &d->out);
}

static const struct print_surface pdf_surface = {make_pdf, finish_vector, NULL},
                                  svg_surface = {make_svg, finish_vector, svg_classes},
                                  png_surface = {make_png, finish_png, NULL};

static const print_format_info formats[] = {
    {PRINT_PDF, "pdf", "pdf", "PDF", .pages = true, .paper = true, .surface = &pdf_surface},
    {PRINT_SVG, "svg", "svg", "SVG", .surface = &svg_surface},
    {PRINT_PNG, "png", "png", "PNG", .pixels = true, .surface = &png_surface},
};
_Static_assert(sizeof formats / sizeof *formats == PRINT_FORMAT_COUNT, "one row per format");

const print_format_info *print_format_get(enum print_format f)
{
  return (unsigned)f < PRINT_FORMAT_COUNT ? &formats[f] : &formats[0];
}

bool print_format_classes(enum print_format f)
{
  return print_format_get(f)->surface->polish == svg_classes;
}

bool print_doc_begin(print_doc *d, const print_options *o, double width, double height,
                     hoshi_error *why)
{
  memset(d, 0, sizeof *d);
  d->format = o->format;
  d->width = width;
  d->height = height;
  d->scale = 1;
  d->surface = print_format_get(o->format)->surface->make(d, o);
  if (cairo_surface_status(d->surface) != CAIRO_STATUS_SUCCESS) {
    hoshi_fail(why, _("cannot make the drawing: %s"),
               cairo_status_to_string(cairo_surface_status(d->surface)));
    cairo_surface_destroy(d->surface);
    strbuf_deinit(&d->out);
    d->surface = NULL;
    return false;
  }
  d->cr = cairo_create(d->surface);
  cairo_scale(d->cr, d->scale, d->scale);
  d->pages = 1;
  /* Paper is white: an image is too, under everything drawn. */
  cairo_set_source_rgb(d->cr, 1, 1, 1);
  cairo_paint(d->cr);
  cairo_set_source_rgb(d->cr, 0, 0, 0);
  return true;
}

bool print_doc_page(print_doc *d)
{
  if (!print_format_get(d->format)->pages)
    return false;
  cairo_show_page(d->cr);
  d->pages++;
  return true;
}

void print_doc_drop(print_doc *d)
{
  if (d->cr)
    cairo_destroy(d->cr);
  if (d->surface)
    cairo_surface_destroy(d->surface);
  strbuf_deinit(&d->out);
  memset(d, 0, sizeof *d);
}

/* The colour an SVG path is filled with, when it is an rgb() of three
 * equal percentages. */
static bool svg_fill(const char *from, const char *to, double *v, const char **at, const char **end)
{
  const char *f = strstr(from, "fill:rgb(");
  if (!f || f >= to)
    return false;
  char *e;
  double r = strtod(f + 9, &e);
  if (*e != '%' || e[1] != ',')
    return false;
  double g = strtod(e + 2, &e);
  if (*e != '%' || e[1] != ',')
    return false;
  double b = strtod(e + 2, &e);
  if (*e != '%' || e[1] != ')' || r != g || g != b)
    return false;
  *v = r / 100;
  *at = f + 5;
  *end = e + 2;
  return true;
}

/* Cairo's SVG has no classes: the stones were filled with shades one step
 * from black and white (draw.c), found here, given their true colour and a
 * class each ("stone black", "stone white", "dimmed" added), so that a
 * page's stones can be styled and counted. */
static bool svg_classes(strbuf *svg)
{
  strbuf out = {0};
  const char *done = strbuf_text(svg), *scan = done, *p;
  while ((p = strstr(scan, "<path "))) {
    const char *close = strstr(p, "/>");
    if (!close)
      break;
    scan = p + 6;
    double v;
    const char *c0, *c1;
    if (!svg_fill(p, close, &v, &c0, &c1))
      continue;
    double k = v * 255;
    const char *cls = NULL, *colour = NULL;
    if (fabs(k - 1) < 0.01)
      cls = "stone black", colour = "rgb(0%,0%,0%)";
    else if (fabs(v - (0.62 + 1.0 / 255)) < 1e-4)
      cls = "stone black dimmed", colour = "rgb(62%,62%,62%)";
    else if (fabs(k - 254) < 0.01)
      cls = "stone white", colour = "rgb(100%,100%,100%)";
    else if (fabs(k - 253) < 0.01)
      cls = "stone white dimmed", colour = "rgb(100%,100%,100%)";
    if (!cls)
      continue;
    strbuf_put(&out, done, (size_t)(p - done));
    strbuf_printf(&out, "<path class=\"%s\" ", cls);
    strbuf_put(&out, p + 6, (size_t)(c0 - (p + 6)));
    strbuf_puts(&out, colour);
    done = scan = c1;
  }
  strbuf_puts(&out, done);
  if (strbuf_oom(&out)) {
    strbuf_deinit(&out);
    return false;
  }
  strbuf_deinit(svg);
  *svg = out;
  return true;
}

bool print_doc_end(print_doc *d, const char *path, hoshi_error *why)
{
  bool ok = true;
  const struct print_surface *how = print_format_get(d->format)->surface;
  cairo_status_t st = how->finish(d);
  if (st != CAIRO_STATUS_SUCCESS || strbuf_oom(&d->out)) {
    ok = hoshi_fail(why, _("cannot make the drawing: %s"),
                    strbuf_oom(&d->out) ? _("out of memory") : cairo_status_to_string(st));
  } else if (how->polish && !how->polish(&d->out)) {
    ok = hoshi_fail(why, _("cannot make the drawing: %s"), _("out of memory"));
  } else if (!os_write_atomic(path, d->out.text, d->out.len, OS_MODE_DOCUMENT, why)) {
    ok = false;
  }
  print_doc_drop(d);
  return ok;
}

/* --- one diagram ----------------------------------------------------------------------- */

/* A diagram alone: on a PDF page at the size a book gives it; as an image,
 * the board at 22 points a line with a small margin. The plan and the
 * document's size in points. */
static void plan_alone(const diagram *d, const print_options *o, print_plan *p, double *width,
                       double *height)
{
  double pw, ph, margin = 56, cell = 22;
  print_page_size(o->page, &pw, &ph);
  /* The plan needs a context to measure text: a throwaway one. */
  cairo_surface_t *probe = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1);
  cairo_t *cr = cairo_create(probe);
  if (print_format_get(o->format)->paper) {
    *width = pw;
    *height = ph;
    print_box box = {margin, margin, pw - 2 * margin, ph - 2 * margin};
    print_plan_diagram(cr, d, box, cell, 0.4, p);
  } else {
    margin = 12;
    int across = d->x1 - d->x0 + 1 + (d->coordinates ? 1 : 0);
    *width = across * cell + 2 * margin;
    if (*width < 240)
      *width = 240;
    /* The comment as tall as the image is wide at most, and never taller
     * than on the page (ellipsized), not as tall as it is: 1,024 lines
     * made an image 20,943 pixels high. */
    double comment = fmin(0.4 * (ph - 2 * 56), *width);
    print_box box = {margin, margin, *width - 2 * margin, 1e6};
    print_plan_diagram(cr, d, box, cell, comment / box.height, p);
    *height = p->height + 2 * margin;
  }
  cairo_destroy(cr);
  cairo_surface_destroy(probe);
}

double print_diagram_point(const diagram *d, const print_options *o, int x, int y, double *px,
                           double *py)
{
  print_plan p;
  double w, h;
  plan_alone(d, o, &p, &w, &h);
  double scale =
      print_format_get(o->format)->pixels ? (o->png_width > 0 ? o->png_width : 800) / w : 1;
  *px = (p.grid_x + (x - d->x0) * p.cell) * scale;
  *py = (p.grid_y + (y - d->y0) * p.cell) * scale;
  return scale * p.cell;
}

bool print_diagram(const diagram *d, const print_options *o, const char *path, hoshi_error *why)
{
  print_plan p;
  double width, height;
  plan_alone(d, o, &p, &width, &height);
  print_doc doc;
  if (!print_doc_begin(&doc, o, width, height, why))
    return false;
  print_draw_diagram(doc.cr, d, &p, NULL, print_format_classes(o->format));
  return print_doc_end(&doc, path, why);
}

void print_release(void)
{
  /* Not cairo_debug_reset_static_data() nor FcFini(): both assert (and
   * abort) when a font face or a fontconfig cache is still held, which
   * happened now and then. What fontconfig keeps for the process is left
   * to it; the tests tell the leak checker so (tests/lsan.supp). */
  pango_cairo_font_map_set_default(NULL);
}
