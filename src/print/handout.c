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
#include "hoshi/strbuf.h"
#include "print_internal.h"

/* The diagrams of a handout, in order. An exercise sheet has two: the
 * problems, then their answers (on a new page). */
typedef struct sheet {
  diagram *d;
  int n, cap;
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

/* The moves from the root to n, n's included: the number a book gives n's
 * move. */
static int moves_to(const sgf_node *n)
{
  int m = 0;
  for (; n; n = n->parent)
    m += has_move(n);
  return m;
}

/* The diagram of g's current node with its caption, moves numbered from
 * `from` (0: none), of the region r (x0, y0, x1, y1; NULL: the handout's). */
static bool add_diagram(sheet *s, const game *g, const print_handout_options *h, int from,
                        const char *caption, bool comment, const int *r)
{
  diagram_options o;
  diagram_defaults(&o);
  bool whole = h->x0 < 0 || (h->x0 == 0 && h->y0 == 0 && h->x1 == 0 && h->y1 == 0);
  int given[4] = {whole ? -1 : h->x0, whole ? -1 : h->y0, whole ? -1 : h->x1, whole ? -1 : h->y1};
  if (!r)
    r = given;
  o.x0 = r[0];
  o.y0 = r[1];
  o.x1 = r[2];
  o.y1 = r[3];
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
  strbuf b = {0};
  if (name && name[0])
    strbuf_printf(&b, _("Diagram %d: %s"), number, name);
  else
    strbuf_printf(&b, _("Diagram %d"), number);
  text_fit(out, len, strbuf_text(&b));
  strbuf_deinit(&b);
}

/* " (moves 11 to 20)", " (move 13)": the moves a diagram numbers, after
 * its caption; nothing when it numbers none. */
static void add_moves(char *caption, size_t len, int from, int to)
{
  size_t k = strlen(caption);
  if (from > 0 && from < to)
    snprintf(caption + k, len - k, _(" (moves %d to %d)"), from, to);
  else if (from > 0 && from == to)
    snprintf(caption + k, len - k, _(" (move %d)"), to);
}

/* The most diagrams a handout prints: 500 are 125 pages of four; a record
 * of 100,000 moves would be a book nobody prints. */
#define HANDOUT_DIAGRAMS 500

/* Says under the last diagram that the handout stops there. */
static void say_stopped(sheet *s)
{
  diagram *d = &s->d[s->n - 1];
  size_t k = strlen(d->caption);
  snprintf(d->caption + k, sizeof d->caption - k,
           /* TRANSLATORS: after the last diagram's caption when a handout
            * reaches its limit: the number of diagrams. */
           _(" (the handout stops here: %d diagrams at most)"), HANDOUT_DIAGRAMS);
}

/* The main line a step at a time (game_goto_node to a child is one step):
 * a diagram every h->every moves and at the end. */
static bool main_line(sheet *s, game *g, const print_handout_options *h)
{
  int every = h->every > 0 ? h->every : 20, last = 0, number = 0;
  game_first(g);
  const sgf_node *n = g->root;
  while (n->children) {
    n = n->children;
    if (!game_goto_node(g, n))
      return false;
    int m = game_move_number(g);
    if (!(m > last && (m % every == 0 || !n->children)))
      continue;
    char caption[256];
    caption_of(g, ++number, caption, sizeof caption);
    add_moves(caption, sizeof caption, last + 1, m);
    if (!add_diagram(s, g, h, last + 1, caption, true, NULL))
      return false;
    last = m;
    if (s->n == HANDOUT_DIAGRAMS && n->children) {
      say_stopped(s);
      break;
    }
  }
  return true;
}

/* The first node of n's line: going up, the first node that is not its
 * parent's first child (the root, for the main line). */
static const sgf_node *line_start(const sgf_node *n)
{
  while (n->parent && n->parent->children == n)
    n = n->parent;
  return n;
}

/* The first move a marked node's diagram numbers: the one after the
 * previous diagram of its line, else the line's first (1 on the main line;
 * a variation from where it leaves the line it branches from). */
static int marked_from(const sgf_node *n)
{
  const sgf_node *start = line_start(n);
  for (const sgf_node *a = n; a != start && a->parent;) {
    a = a->parent;
    if (game_handout_marked(a))
      return moves_to(a) + 1;
  }
  return moves_to(start->parent) + 1;
}

/* Whether a node after n is marked for the handout. */
static bool marked_after(const sgf_node *n, const sgf_node *root)
{
  for (n = sgf_walk_next(n, root); n; n = sgf_walk_next(n, root))
    if (game_handout_marked(n))
      return true;
  return false;
}

static bool marked(sheet *s, game *g, const print_handout_options *h)
{
  int number = 0;
  for (const sgf_node *n = g->root; n; n = sgf_walk_next(n, g->root)) {
    if (!game_handout_marked(n))
      continue;
    if (!game_goto_node(g, n))
      return false;
    int from = marked_from(n), to = moves_to(n);
    char caption[256];
    caption_of(g, ++number, caption, sizeof caption);
    add_moves(caption, sizeof caption, from, to);
    if (!add_diagram(s, g, h, from <= to ? from : 0, caption, true, NULL))
      return false;
    if (s->n == HANDOUT_DIAGRAMS && marked_after(n, g->root)) {
      say_stopped(s);
      break;
    }
  }
  return true;
}

/* --- exercises -------------------------------------------------------------------------- */

/* Whether n plays a stone (a move that is not a pass). */
static bool plays(const sgf_node *n, int size)
{
  const char *v = sgf_get(n, "B") ? sgf_get(n, "B") : sgf_get(n, "W");
  int x, y;
  bool pass;
  return v && board_sgf_parse(v, size, &x, &y, &pass) && !pass;
}

/* A problem's start: a position set up (not a handicap's), and moves that
 * follow it (passes that end a game set up to be counted are none). */
static bool problem_start(const game *g, const sgf_node *n)
{
  if (!sgf_get(n, "AB") && !sgf_get(n, "AW"))
    return false;
  if (n == g->root && g->handicap)
    return false;
  for (const sgf_node *c = n->children; c; c = c->next)
    if (plays(c, game_size(g)))
      return true;
  return false;
}

/* Grows [lo, hi] by 2 lines, to 5 lines at least, and to the edge when it
 * comes within 3 lines of it, as books print a corner or side problem. */
static void grow(int *lo, int *hi, int size)
{
  *lo = *lo - 2 < 0 ? 0 : *lo - 2;
  *hi = *hi + 2 > size - 1 ? size - 1 : *hi + 2;
  while (*hi - *lo < 4 && (*lo > 0 || *hi < size - 1))
    *hi < size - 1 ? ++*hi : --*lo;
  if (*lo <= 3)
    *lo = 0;
  if (*hi >= size - 4)
    *hi = size - 1;
}

/* The region a problem's diagrams show (r: x0, y0, x1, y1): the stones at
 * its start and the moves of its correct lines, grown as grow() says. g is
 * at the start. */
static void problem_region(const game *g, const exercise_problem *p, const exercise_lines *l,
                           int r[4])
{
  int n = game_size(g), x0 = n, y0 = n, x1 = -1, y1 = -1;
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++)
      if (board_at(&g->board, board_point(&g->board, x, y)) != COLOR_EMPTY) {
        x0 = x < x0 ? x : x0, x1 = x > x1 ? x : x1;
        y0 = y < y0 ? y : y0, y1 = y > y1 ? y : y1;
      }
  for (const sgf_node *c = sgf_walk_next(p->start, p->start); c; c = sgf_walk_next(c, p->start)) {
    const char *v = sgf_get(c, "B") ? sgf_get(c, "B") : sgf_get(c, "W");
    int x, y;
    bool pass;
    if (!v || !board_sgf_parse(v, n, &x, &y, &pass) || pass || !exercise_lines_through(l, c))
      continue;
    x0 = x < x0 ? x : x0, x1 = x > x1 ? x : x1;
    y0 = y < y0 ? y : y0, y1 = y > y1 ? y : y1;
  }
  if (x1 < 0) {
    x0 = y0 = 0;
    x1 = y1 = n - 1;
  }
  grow(&x0, &x1, n);
  grow(&y0, &y1, n);
  r[0] = x0, r[1] = y0, r[2] = x1, r[3] = y1;
}

/* Where the correct lines below the start end, in the tree's order (at
 * most max): a walk that goes down only along correct lines, in a list
 * rather than by recursion (a line may be 200,000 moves long). */
static int correct_ends(const exercise_problem *p, const exercise_lines *l, const sgf_node **ends,
                        int max)
{
  int count = 0;
  for (const sgf_node *c = sgf_walk_next(p->start, p->start); c && count < max;) {
    if (!exercise_lines_through(l, c)) {
      c = sgf_walk_skip(c, p->start); /* nothing right below it */
      continue;
    }
    if (!c->children || exercise_lines_end(l, c)) {
      ends[count++] = c;
      c = sgf_walk_skip(c, p->start);
      continue;
    }
    c = sgf_walk_next(c, p->start);
  }
  return count;
}

/* The comments of a line from below start to end, in order, as a person
 * reads them (no markers), each after the number of its move: "3: Black
 * captures." */
static void line_comments(const sgf_node *start, const sgf_node *end, char *out, size_t len)
{
  const sgf_node *path[512];
  int n = 0;
  for (const sgf_node *k = end; k && k != start && n < 512; k = k->parent)
    path[n++] = k;
  size_t used = 0;
  out[0] = '\0';
  for (int i = n - 1; i >= 0 && used < len; i--) {
    const char *c = sgf_get(path[i], "C");
    strbuf shown = {0};
    exercise_comment_shown(&shown, c);
    const char *text = strbuf_text(&shown);
    if (text[0] && used)
      used += (size_t)snprintf(out + used, len - used, "\n");
    if (text[0] && has_move(path[i]) && used < len)
      /* TRANSLATORS: a move's number and its comment, under an answer's
       * diagram. */
      used += (size_t)snprintf(out + used, len - used, _("%d: %s"), moves_to(path[i]), text);
    else if (text[0] && used < len)
      used += (size_t)snprintf(out + used, len - used, "%s", text);
    strbuf_deinit(&shown);
  }
}

/* The most correct lines an answer page shows for one problem. */
#define ANSWER_LINES 16

/* One diagram a correct line of problem `number`, its moves numbered and
 * its comments under it; a problem without one says so. */
static bool add_answers(sheet *s, game *g, const print_handout_options *h,
                        const exercise_problem *p, const exercise_lines *l, int number,
                        const int *r)
{
  const sgf_node *ends[ANSWER_LINES];
  int n = correct_ends(p, l, ends, ANSWER_LINES);
  int from = moves_to(p->start) + 1;
  char caption[256];
  if (n == 0) {
    snprintf(caption, sizeof caption, _("Problem %d: no correct line in the record"), number);
    return game_goto_node(g, p->start) && add_diagram(s, g, h, 0, caption, false, r);
  }
  for (int i = 0; i < n; i++) {
    if (!game_goto_node(g, ends[i]))
      return false;
    if (n == 1)
      snprintf(caption, sizeof caption, _("Problem %d: answer"), number);
    else
      snprintf(caption, sizeof caption, _("Problem %d: answer %d of %d"), number, i + 1, n);
    if (!add_diagram(s, g, h, from, caption, false, r))
      return false;
    diagram *d = &s->d[s->n - 1];
    line_comments(p->start, ends[i], d->comment, sizeof d->comment);
  }
  return true;
}

/* "Problem 3: Black to play", with the problem's name (the start's N, else
 * the game's GN) when it has one. */
static void problem_caption(const game *g, int number, char *out, size_t len)
{
  char gn[200];
  const char *name = game_node_name(g);
  if (!name || !name[0])
    name = game_info(g, "GN", gn, sizeof gn);
  bool black = game_to_move(g) == COLOR_BLACK;
  if (name && name[0])
    snprintf(out, len,
             black ? _("Problem %d: Black to play (%s)") : _("Problem %d: White to play (%s)"),
             number, name);
  else
    snprintf(out, len, black ? _("Problem %d: Black to play") : _("Problem %d: White to play"),
             number);
}

/* An exercise sheet being gathered, from one game or several. */
struct print_sheet {
  sheet problems, answers;
};

print_sheet *print_sheet_new(void) { return os_calloc(1, sizeof(print_sheet)); }

void print_sheet_free(print_sheet *s)
{
  if (!s)
    return;
  free(s->problems.d);
  free(s->answers.d);
  free(s);
}

int print_sheet_count(const print_sheet *s) { return s->problems.n; }

bool print_sheet_add(print_sheet *s, game *g, const print_handout_options *h)
{
  const sgf_node *starts[256];
  int n = 0;
  for (const sgf_node *x = g->root; x && n < 256; x = sgf_walk_next(x, g->root))
    if (problem_start(g, x))
      starts[n++] = x;
  bool whole = h->x0 < 0 || (h->x0 == 0 && h->y0 == 0 && h->x1 == 0 && h->y1 == 0);
  for (int i = 0; i < n; i++) {
    exercise_problem p;
    if (!game_goto_node(g, starts[i]))
      return false;
    if (!exercise_problem_start(&p, g))
      continue;
    /* Its correct lines, read once: a sheet asks of every node. */
    exercise_lines *l = exercise_lines_read(&p);
    if (!l)
      return false;
    int r[4], number = s->problems.n + 1;
    if (whole)
      problem_region(g, &p, l, r);
    char caption[256];
    problem_caption(g, number, caption, sizeof caption);
    /* The start's comment poses the problem; it never gives the answer. */
    bool ok = add_diagram(&s->problems, g, h, 0, caption, true, whole ? r : NULL) &&
              add_answers(&s->answers, g, h, &p, l, number, whole ? r : NULL);
    exercise_lines_free(l);
    if (!ok)
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
  strbuf t = {0};
  /* A problem collection has no players: no line of dashes for them. */
  if ((pb && pb[0]) || (pw && pw[0]))
    strbuf_printf(&t, _("Black: %s   White: %s"), pb && pb[0] ? pb : "-", pw && pw[0] ? pw : "-");
  if (e && e[0])
    strbuf_printf(&t, "%s%s", t.len ? "   " : "", e);
  if (d && d[0])
    strbuf_printf(&t, "%s%s", t.len ? "   " : "", d);
  text_fit(out, len, strbuf_text(&t));
  strbuf_deinit(&t);
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

/* Where a document's pages are: the last one begun, of how many, and
 * whether one could not be begun. */
typedef struct paging {
  int page, pages;
  bool stopped;
} paging;

/* s's diagrams, per_page on a page under header, on new pages. */
static void draw_pages(print_doc *doc, const sheet *s, int per_page, const char *header, paging *at)
{
  int cols, rows;
  grid_of(per_page, &cols, &rows);
  for (int i = 0; i < s->n && !at->stopped; i += per_page) {
    if (at->page > 0 && !print_doc_page(doc)) {
      at->stopped = true;
      return;
    }
    ++at->page;
    double top = MARGIN + frame(doc, header, at->page, at->pages);
    double cw = (doc->width - 2 * MARGIN - (cols - 1) * GAP) / cols;
    double ch = (doc->height - top - MARGIN - (rows - 1) * GAP) / rows;
    for (int k = 0; k < per_page && i + k < s->n; k++) {
      int c = k % cols, r = k / cols;
      print_plan p;
      print_box box = {MARGIN + c * (cw + GAP), top + r * (ch + GAP), cw, ch};
      print_plan_diagram(doc->cr, &s->d[i + k], box, 20, 0.3, &p);
      print_draw_diagram(doc->cr, &s->d[i + k], &p, NULL, print_format_classes(doc->format));
    }
  }
}

/* Writes the diagrams of main, then those of answers from a new page
 * under "Answers", header over every page. */
static bool write_pages(const sheet *main, const sheet *answers, const char *header,
                        const print_options *o, const char *path, hoshi_error *why)
{
  int per = o->per_page == 2 || o->per_page == 6 ? o->per_page : 4;
  paging at = {.pages = pages_for(0, main->n, per) + pages_for(0, answers->n, per)};
  double w, hgt;
  print_page_size(o->page, &w, &hgt);
  print_doc doc;
  if (!print_doc_begin(&doc, o, w, hgt, why))
    return false;
  draw_pages(&doc, main, per, header, &at);
  if (answers->n > 0) {
    char title[600];
    if (header[0])
      snprintf(title, sizeof title, _("%s   Answers"), header);
    else
      snprintf(title, sizeof title, "%s", _("Answers"));
    draw_pages(&doc, answers, per, title, &at);
  }
  return print_doc_end(&doc, path, why);
}

bool print_sheet_write(const print_sheet *s, const char *header, const print_options *o,
                       const char *path, hoshi_error *why)
{
  if (s->problems.n == 0)
    return hoshi_fail(why, "%s", _("the record holds no problem"));
  return write_pages(&s->problems, &s->answers, header ? header : "", o, path, why);
}

void print_sheet_header(const game *g, char *out, size_t len) { header_text(g, out, len); }

bool print_handout(game *g, const print_handout_options *h, const print_options *o,
                   const char *path, hoshi_error *why)
{
  char header[512];
  header_text(g, header, sizeof header);
  if (h->kind == PRINT_EXERCISES) {
    print_sheet *s = print_sheet_new();
    sgf_node *at = game_current(g);
    bool ok = s && print_sheet_add(s, g, h);
    game_goto_node(g, at);
    ok = ok ? print_sheet_write(s, header, o, path, why)
            : hoshi_fail(why, "%s", _("cannot make the handout: out of memory"));
    print_sheet_free(s);
    return ok;
  }
  sgf_node *at = game_current(g);
  sheet s = {0}, none = {0};
  bool ok = h->kind == PRINT_MARKED ? marked(&s, g, h) : main_line(&s, g, h);
  game_goto_node(g, at);
  if (!ok) {
    free(s.d);
    return hoshi_fail(why, "%s", _("cannot make the handout: out of memory"));
  }
  if (s.n == 0) {
    free(s.d);
    return hoshi_fail(why, "%s",
                      h->kind == PRINT_MARKED ? _("no node is marked for the handout")
                                              : _("the record has no moves to print"));
  }
  ok = write_pages(&s, &none, header, o, path, why);
  free(s.d);
  return ok;
}
