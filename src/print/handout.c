/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A lesson on paper: the main line, the nodes marked for the handout, or
 * an exercise sheet with its answers, several diagrams a page under a
 * header with the game's information and over the page numbers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/exercise.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "print_internal.h"

/* The diagrams of a handout, in order; answers start at first_answer
 * (exercises: on a new page). */
typedef struct sheet {
  diagram *d;
  int n, cap;
  int first_answer; /* -1: none */
} sheet;

static diagram *sheet_add(sheet *s)
{
  if (s->n == s->cap) {
    int cap = s->cap ? 2 * s->cap : 16;
    diagram *d = os_realloc(s->d, (size_t)cap * sizeof *d);
    if (!d)
      return NULL;
    s->d = d;
    s->cap = cap;
  }
  return &s->d[s->n++];
}

static bool has_move(const sgf_node *n) { return sgf_get(n, "B") || sgf_get(n, "W"); }

static bool is_ancestor(const sgf_node *a, const sgf_node *n)
{
  for (; n; n = n->parent)
    if (n == a)
      return true;
  return false;
}

/* The diagram of g's current node with its caption, moves numbered from
 * `from` (0: none). */
static bool add_diagram(sheet *s, const game *g, const print_handout_options *h, int from,
                        const char *caption, bool comment)
{
  diagram_options o;
  diagram_defaults(&o);
  bool whole = h->x0 < 0 || (h->x0 == 0 && h->y0 == 0 && h->x1 == 0 && h->y1 == 0);
  o.x0 = whole ? -1 : h->x0;
  o.y0 = whole ? -1 : h->y0;
  o.x1 = whole ? -1 : h->x1;
  o.y1 = whole ? -1 : h->y1;
  o.coordinates = h->coordinates;
  o.number_from = from > 0 && from <= game_move_number(g) ? from : 0;
  o.caption = caption;
  o.comment = comment;
  o.markup = true;
  diagram *d = sheet_add(s);
  if (!d)
    return false;
  if (!diagram_make(d, g, &o)) {
    s->n--;
    return false;
  }
  return true;
}

static void caption_of(const game *g, int number, char *out, size_t len)
{
  const char *name = game_node_name(g);
  if (name && name[0])
    snprintf(out, len, _("Diagram %d: %s"), number, name);
  else
    snprintf(out, len, _("Diagram %d"), number);
}

static bool main_line(sheet *s, game *g, const print_handout_options *h)
{
  int every = h->every > 0 ? h->every : 20, last = 0, number = 0;
  game_first(g);
  const sgf_node *n = g->root;
  while (n->children) {
    n = n->children;
    if (!game_goto_node(g, (sgf_node *)n))
      return false;
    int m = game_move_number(g);
    if (!(m > last && (m % every == 0 || !n->children)))
      continue;
    char caption[256];
    caption_of(g, ++number, caption, sizeof caption);
    size_t k = strlen(caption);
    snprintf(caption + k, sizeof caption - k, _(" (moves %d to %d)"), last + 1, m);
    if (!add_diagram(s, g, h, last + 1, caption, true))
      return false;
    last = m;
  }
  return true;
}

static bool marked(sheet *s, game *g, const print_handout_options *h)
{
  const sgf_node *prev = NULL;
  int prev_move = 0, number = 0;
  for (const sgf_node *n = g->root; n; n = sgf_walk_next(n, g->root)) {
    if (!game_handout_marked(n))
      continue;
    if (!game_goto_node(g, (sgf_node *)n))
      return false;
    int from = prev && is_ancestor(prev, n) ? prev_move + 1 : 0;
    char caption[256];
    caption_of(g, ++number, caption, sizeof caption);
    if (!add_diagram(s, g, h, from, caption, true))
      return false;
    prev = n;
    prev_move = game_move_number(g);
  }
  return true;
}

/* A problem's start: a position set up, and moves that follow it. */
static bool problem_start(const sgf_node *n)
{
  if (!sgf_get(n, "AB") && !sgf_get(n, "AW"))
    return false;
  for (const sgf_node *c = n->children; c; c = c->next)
    if (has_move(c))
      return true;
  return false;
}

static bool exercises(sheet *s, game *g, const print_handout_options *h)
{
  const sgf_node *starts[256];
  int n = 0;
  for (const sgf_node *x = g->root; x && n < 256; x = sgf_walk_next(x, g->root))
    if (problem_start(x))
      starts[n++] = x;
  for (int i = 0; i < n; i++) {
    if (!game_goto_node(g, (sgf_node *)starts[i]))
      return false;
    char caption[256];
    snprintf(caption, sizeof caption,
             game_to_move(g) == COLOR_BLACK ? _("Problem %d: Black to play")
                                            : _("Problem %d: White to play"),
             i + 1);
    /* The start's comment poses the problem; it never gives the answer. */
    if (!add_diagram(s, g, h, 0, caption, true))
      return false;
  }
  s->first_answer = n ? s->n : -1;
  for (int i = 0; i < n; i++) {
    if (!game_goto_node(g, (sgf_node *)starts[i]))
      return false;
    int from = game_move_number(g) + 1;
    exercise_problem p;
    const sgf_node *end = starts[i];
    if (exercise_problem_start(&p, g))
      for (bool on = true; on && end->children;) {
        on = false;
        for (const sgf_node *c = end->children; c; c = c->next)
          if (exercise_on_correct_line(&p, c)) {
            end = c;
            on = true;
            break;
          }
      }
    if (!game_goto_node(g, (sgf_node *)end))
      return false;
    char caption[256];
    if (end == starts[i])
      snprintf(caption, sizeof caption, _("Problem %d: no correct line in the record"), i + 1);
    else
      snprintf(caption, sizeof caption, _("Problem %d: answer"), i + 1);
    if (!add_diagram(s, g, h, from, caption, false))
      return false;
  }
  return true;
}

/* --- pages ------------------------------------------------------------------------------ */

#define MARGIN 42.0
#define GAP    14.0

static void header_text(const game *g, char *out, size_t len)
{
  char b[128], w[128], ev[128], dt[64];
  const char *pb = game_info(g, "PB", b, sizeof b), *pw = game_info(g, "PW", w, sizeof w);
  const char *e = game_info(g, "EV", ev, sizeof ev), *d = game_info(g, "DT", dt, sizeof dt);
  size_t n = 0;
  out[0] = '\0';
  /* A problem collection has no players: no line of dashes for them. */
  if ((pb && pb[0]) || (pw && pw[0]))
    n = (size_t)snprintf(out, len, _("Black: %s   White: %s"), pb && pb[0] ? pb : "-",
                         pw && pw[0] ? pw : "-");
  if (e && e[0] && n < len)
    n += (size_t)snprintf(out + n, len - n, "%s%s", n ? "   " : "", e);
  if (d && d[0] && n < len)
    snprintf(out + n, len - n, "%s%s", n ? "   " : "", d);
}

/* Draws the page's header and footer; returns the header's height. */
static double frame(print_doc *doc, const char *header, int page, int pages)
{
  cairo_t *cr = doc->cr;
  double w = doc->width - 2 * MARGIN;
  cairo_set_source_rgb(cr, 0, 0, 0);
  double h = print_show(cr, header, PRINT_TEXT_PT, true, MARGIN, MARGIN * 0.6, w, 0);
  cairo_set_line_width(cr, 0.5);
  cairo_move_to(cr, MARGIN, MARGIN * 0.6 + h + 3);
  cairo_line_to(cr, doc->width - MARGIN, MARGIN * 0.6 + h + 3);
  cairo_stroke(cr);
  char foot[64];
  snprintf(foot, sizeof foot, _("page %d of %d"), page, pages);
  print_show(cr, foot, PRINT_TEXT_PT, false, MARGIN, doc->height - MARGIN * 0.75, w, 1);
  return MARGIN * 0.6 + h + 3 + GAP - MARGIN;
}

static void grid_of(int per_page, int *cols, int *rows)
{
  *cols = per_page == 2 ? 1 : 2;
  *rows = per_page == 2 ? 2 : per_page == 4 ? 2 : 3;
}

/* Pages holding diagrams [from, to). */
static int pages_for(int from, int to, int per_page)
{
  return (to - from + per_page - 1) / per_page;
}

static void draw_pages(print_doc *doc, const sheet *s, int from, int to, int per_page,
                       const char *header, int *page, int pages, bool *stopped)
{
  int cols, rows;
  grid_of(per_page, &cols, &rows);
  for (int i = from; i < to && !*stopped; i += per_page) {
    if (*page > 0 && !print_doc_page(doc)) {
      *stopped = true;
      return;
    }
    ++*page;
    double top = MARGIN + frame(doc, header, *page, pages);
    double cw = (doc->width - 2 * MARGIN - (cols - 1) * GAP) / cols;
    double ch = (doc->height - top - MARGIN - (rows - 1) * GAP) / rows;
    for (int k = 0; k < per_page && i + k < to; k++) {
      int c = k % cols, r = k / cols;
      print_plan p;
      print_plan_diagram(doc->cr, &s->d[i + k], MARGIN + c * (cw + GAP), top + r * (ch + GAP), cw,
                         ch, 20, 0.3, &p);
      print_draw_diagram(doc->cr, &s->d[i + k], &p, NULL, doc->format == PRINT_SVG);
    }
  }
}

bool print_handout(game *g, const print_handout_options *h, const print_options *o,
                   const char *path, hoshi_error *why)
{
  sgf_node *at = game_current(g);
  sheet s = {.first_answer = -1};
  bool ok;
  switch (h->kind) {
  case PRINT_MARKED:
    ok = marked(&s, g, h);
    break;
  case PRINT_EXERCISES:
    ok = exercises(&s, g, h);
    break;
  default:
    ok = main_line(&s, g, h);
    break;
  }
  game_goto_node(g, at);
  if (!ok) {
    free(s.d);
    return hoshi_fail(why, "%s", _("cannot make the handout: out of memory"));
  }
  if (s.n == 0) {
    free(s.d);
    return hoshi_fail(why, "%s",
                      h->kind == PRINT_MARKED      ? _("no node is marked for the handout")
                      : h->kind == PRINT_EXERCISES ? _("the record holds no problem")
                                                   : _("the record has no moves to print"));
  }
  int per = o->per_page == 2 || o->per_page == 6 ? o->per_page : 4;
  int problems = s.first_answer >= 0 ? s.first_answer : s.n;
  int pages = pages_for(0, problems, per) + pages_for(problems, s.n, per);
  double w, hgt;
  print_page_size(o->page, &w, &hgt);
  print_doc doc;
  if (!print_doc_begin(&doc, o, w, hgt, why)) {
    free(s.d);
    return false;
  }
  char header[512];
  header_text(g, header, sizeof header);
  int page = 0;
  bool stopped = false;
  draw_pages(&doc, &s, 0, problems, per, header, &page, pages, &stopped);
  if (problems < s.n) {
    char answers[600];
    if (header[0])
      snprintf(answers, sizeof answers, _("%s   Answers"), header);
    else
      snprintf(answers, sizeof answers, "%s", _("Answers"));
    draw_pages(&doc, &s, problems, s.n, per, answers, &page, pages, &stopped);
  }
  free(s.d);
  return print_doc_end(&doc, path, why);
}
