/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A diagram as a book prints it (hoshi/diagram.h): the position, its
 * markup and move numbers, and the ASCII form of Sensei's Library. The
 * game is only read: the position before the numbered moves is replayed
 * from the path on a board of our own, so the caller's game, its visited
 * children and its dead-stone marks stay as they were. */
#include "hoshi/diagram.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/exercise.h"
#include "hoshi/handicap.h"
#include "hoshi/strbuf.h"

void diagram_defaults(diagram_options *o)
{
  *o = (diagram_options){
      .x0 = -1, .y0 = -1, .x1 = -1, .y1 = -1, .coordinates = true, .comment = true, .markup = true};
}

/* --- replaying the path -------------------------------------------------------------------- */

static bool in_region(const diagram *d, int x, int y)
{
  return x >= d->x0 && x <= d->x1 && y >= d->y0 && y <= d->y1;
}

static void add_note(diagram *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void add_note(diagram *d, const char *fmt, ...)
{
  if (d->n_notes >= DIAGRAM_NOTES)
    return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(d->notes[d->n_notes++], sizeof d->notes[0], fmt, ap);
  va_end(ap);
}

/* The stones of the position before move `from`, then the moves from it
 * to the current node numbered on it as a book numbers them: a move where
 * a stone of the diagram already stands is not drawn but noted. */
static void numbered_position(diagram *d, const game *g, int from)
{
  board b;
  board_init(&b, game_size(g));
  int moves = 0;
  size_t k = 0;
  for (; k < g->depth; k++) {
    const game_step *s = &g->path[k];
    if (s->color != COLOR_EMPTY && moves + 1 == from)
      break;
    game_step_replay(&b, s);
    moves += s->color != COLOR_EMPTY;
  }
  for (int y = 0; y < b.size; y++)
    for (int x = 0; x < b.size; x++)
      d->stone[y][x] = (uint8_t)board_at(&b, board_point(&b, x, y));
  for (; k < g->depth; k++) {
    const game_step *s = &g->path[k];
    game_node_setup(&b, s->node);
    if (s->color == COLOR_EMPTY)
      continue;
    int number = ++moves;
    if (s->move == POINT_PASS)
      add_note(d, "%d: pass", number);
    else if (s->move != POINT_NONE) {
      int x = board_x(&b, s->move), y = board_y(&b, s->move);
      if (!in_region(d, x, y))
        ;
      else if (d->number[y][x])
        add_note(d, "%d at %d", number, d->number[y][x]);
      else if (d->stone[y][x] != COLOR_EMPTY) {
        /* A stone of the starting position, captured in the sequence. */
        char v[4];
        board_vertex_format(b.size, x, y, v);
        add_note(d, "%d at %s", number, v);
      } else {
        d->stone[y][x] = (uint8_t)s->color;
        d->number[y][x] = (uint16_t)(number > UINT16_MAX ? UINT16_MAX : number);
      }
    }
    game_step_move(&b, s);
  }
}

/* --- making a diagram ---------------------------------------------------------------------- */

static enum diagram_mark mark_of(enum game_mark m)
{
  switch (m) {
  case GAME_MARK_NONE:
    return DIAGRAM_MARK_NONE;
  case GAME_MARK_TRIANGLE:
    return DIAGRAM_TRIANGLE;
  case GAME_MARK_SQUARE:
    return DIAGRAM_SQUARE;
  case GAME_MARK_CIRCLE:
    return DIAGRAM_CIRCLE;
  case GAME_MARK_CROSS:
    return DIAGRAM_CROSS;
  case GAME_MARK_LABEL:
    return DIAGRAM_LABEL;
  }
  return DIAGRAM_MARK_NONE;
}

/* A label as a point holds it: DIAGRAM_LABEL_BYTES - 1 bytes at most, cut before
 * a UTF-8 character that does not fit whole. */
static void copy_label(char out[DIAGRAM_LABEL_BYTES], const char *label)
{
  size_t n = strlen(label);
  if (n > DIAGRAM_LABEL_BYTES - 1) {
    n = DIAGRAM_LABEL_BYTES - 1;
    while (n > 0 && ((unsigned char)label[n] & 0xC0) == 0x80)
      n--;
  }
  memcpy(out, label, n);
  out[n] = '\0';
}

/* The labels' whole text, read from the node's LB (game_markup_list keeps
 * a shorter one). */
static void whole_labels(diagram *d, const game *g)
{
  const sgf_prop *p = sgf_find(game_current(g), "LB");
  for (size_t i = 0; p && i < p->n_values; i++) {
    const char *v = p->values[i];
    char sp[3] = {v[0], v[0] ? v[1] : 0, 0};
    int x, y;
    bool pass;
    if (v[0] && v[1] && v[2] == ':' && board_sgf_parse(sp, game_size(g), &x, &y, &pass) && !pass &&
        in_region(d, x, y) && d->mark[y][x] == DIAGRAM_LABEL)
      copy_label(d->label[y][x], v + 3);
  }
}

static void add_markup(diagram *d, const game *g)
{
  game_markup marks[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
  int n = game_markup_list(g, marks, BOARD_MAX_SIZE * BOARD_MAX_SIZE);
  for (int i = 0; i < n; i++) {
    const game_markup *m = &marks[i];
    if (!in_region(d, m->x, m->y))
      continue;
    d->mark[m->y][m->x] = (uint8_t)mark_of(m->kind);
    if (m->kind == GAME_MARK_LABEL)
      copy_label(d->label[m->y][m->x], m->label);
  }
  whole_labels(d, g);
  game_line lines[64];
  int n_lines = game_lines(g, lines, 64);
  for (int i = 0; i < n_lines; i++) {
    const game_line *l = &lines[i];
    /* A line that leaves the region has nowhere to be drawn. */
    if (in_region(d, l->x1, l->y1) && in_region(d, l->x2, l->y2))
      d->lines[d->n_lines++] = (diagram_line){l->x1, l->y1, l->x2, l->y2, l->arrow};
  }
  uint8_t dim[BOARD_MAX_POINTS];
  game_dimmed(g, dim);
  for (int y = d->y0; y <= d->y1; y++)
    for (int x = d->x0; x <= d->x1; x++)
      d->dimmed[y][x] = dim[board_point(&g->board, x, y)] != 0;
}

bool diagram_make(diagram *d, const game *g, const diagram_options *o)
{
  diagram_options defaults;
  if (!o) {
    diagram_defaults(&defaults);
    o = &defaults;
  }
  int n = game_size(g);
  int x0 = o->x0, y0 = o->y0, x1 = o->x1, y1 = o->y1;
  if (x0 == -1 && y0 == -1 && x1 == -1 && y1 == -1) {
    x0 = y0 = 0;
    x1 = y1 = n - 1;
  }
  if (x0 < 0 || y0 < 0 || x1 >= n || y1 >= n || x0 > x1 || y0 > y1)
    return false;
  memset(d, 0, sizeof *d);
  d->size = n;
  d->x0 = x0;
  d->y0 = y0;
  d->x1 = x1;
  d->y1 = y1;
  d->edge[0] = x0 == 0;
  d->edge[1] = y0 == 0;
  d->edge[2] = x1 == n - 1;
  d->edge[3] = y1 == n - 1;
  d->coordinates = o->coordinates;
  if (o->number_from > 0 && o->number_from <= game_move_number(g))
    numbered_position(d, g, o->number_from);
  else
    for (int y = 0; y < n; y++)
      for (int x = 0; x < n; x++)
        d->stone[y][x] = (uint8_t)board_at(&g->board, board_point(&g->board, x, y));
  /* Only the region's points: nothing outside it is drawn or counted. */
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++)
      if (!in_region(d, x, y)) {
        d->stone[y][x] = COLOR_EMPTY;
        d->number[y][x] = 0;
      }
  if (o->markup)
    add_markup(d, g);
  if (o->caption)
    text_fit(d->caption, sizeof d->caption, o->caption);
  const char *comment = o->comment ? game_comment(g) : NULL;
  if (comment) {
    /* Never "RIGHT" on paper: the markers are for programs. */
    strbuf shown = {0};
    exercise_comment_shown(&shown, comment);
    text_fit(d->comment, sizeof d->comment, strbuf_text(&shown));
    strbuf_deinit(&shown);
  }
  return true;
}

bool diagram_parse_region(const char *s, int n, int *x0, int *y0, int *x1, int *y1)
{
  const char *colon = s ? strchr(s, ':') : NULL;
  if (!colon || strchr(colon + 1, ':'))
    return false;
  char a[8], b[8];
  size_t la = (size_t)(colon - s), lb = strlen(colon + 1);
  if (la == 0 || lb == 0 || la >= sizeof a || lb >= sizeof b)
    return false;
  memcpy(a, s, la);
  a[la] = '\0';
  memcpy(b, colon + 1, lb + 1);
  int ax, ay, bx, by;
  bool pass;
  if (!board_vertex_parse(a, n, &ax, &ay, &pass) || pass ||
      !board_vertex_parse(b, n, &bx, &by, &pass) || pass)
    return false;
  *x0 = ax < bx ? ax : bx;
  *x1 = ax < bx ? bx : ax;
  *y0 = ay < by ? ay : by;
  *y1 = ay < by ? by : ay;
  return true;
}

/* --- Sensei's Library's ASCII form -------------------------------------------------------- */

typedef struct sink {
  char *out;
  size_t len, used;
} sink;

static void put(sink *k, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(sink *k, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  size_t room = k->used < k->len ? k->len - k->used : 0;
  int w = vsnprintf(room ? k->out + k->used : NULL, room, fmt, ap);
  va_end(ap);
  if (w > 0)
    k->used += (size_t)w;
}

/* The first move number shown (the lowest in the region), 0 when none. */
static int first_number(const diagram *d, enum color *colour)
{
  int first = 0;
  for (int y = d->y0; y <= d->y1; y++)
    for (int x = d->x0; x <= d->x1; x++)
      if (d->number[y][x] && (!first || d->number[y][x] < first)) {
        first = d->number[y][x];
        *colour = (enum color)d->stone[y][x];
      }
  return first;
}

static char cell(const diagram *d, int x, int y, int first)
{
  enum color c = (enum color)d->stone[y][x];
  enum diagram_mark m = (enum diagram_mark)d->mark[y][x];
  if (c == COLOR_BLACK || c == COLOR_WHITE) {
    bool black = c == COLOR_BLACK;
    int k = d->number[y][x] ? d->number[y][x] - first + 1 : 0;
    if (k >= 1 && k <= 10)
      return (char)('0' + k % 10);
    switch (m) {
    case DIAGRAM_CIRCLE:
      return black ? 'B' : 'W';
    case DIAGRAM_SQUARE:
      return black ? '#' : '@';
    case DIAGRAM_TRIANGLE:
      return black ? 'Y' : 'Q';
    case DIAGRAM_CROSS:
      return black ? 'Z' : 'P';
    case DIAGRAM_MARK_NONE:
    case DIAGRAM_LABEL: /* the format has no labelled stone */
      return black ? 'X' : 'O';
    }
    return black ? 'X' : 'O';
  }
  const char *l = d->label[y][x];
  switch (m) {
  case DIAGRAM_CIRCLE:
    return 'C';
  case DIAGRAM_SQUARE:
    return 'S';
  case DIAGRAM_TRIANGLE:
    return 'T';
  case DIAGRAM_CROSS:
    return 'M';
  case DIAGRAM_LABEL:
    /* One letter, in lower case as the format writes them; a longer
     * label or a number has no place in it. */
    if (((l[0] >= 'a' && l[0] <= 'z') || (l[0] >= 'A' && l[0] <= 'Z')) && !l[1])
      return (char)(l[0] | 0x20);
    break;
  case DIAGRAM_MARK_NONE:
    break;
  }
  return handicap_is_star_point(d->size, x, y) ? ',' : '.';
}

/* A top or bottom edge, under the rows' cells: "+-" and "-+" where the
 * rows have "| " and " |". */
static void border(sink *k, const diagram *d)
{
  put(k, "$$ %s", d->edge[0] ? "+-" : "");
  for (int x = d->x0; x < d->x1; x++)
    put(k, "--");
  put(k, "-%s\n", d->edge[2] ? "-+" : "");
}

/* An end of an arrow or line: the board's vertex where the region holds a
 * corner of the board (the format needs one to place them), else X:Y
 * counted from the region's upper left at 1:1. */
static void line_end(const diagram *d, int x, int y, char out[12])
{
  if ((d->edge[0] || d->edge[2]) && (d->edge[1] || d->edge[3]))
    board_vertex_format(d->size, x, y, out);
  else
    snprintf(out, 12, "%d:%d", (x - d->x0 + 1) % 100, (y - d->y0 + 1) % 100); /* 1 to 25 */
}

size_t diagram_ascii(const diagram *d, enum color to_play, char *out, size_t len)
{
  sink k = {out, len, 0};
  if (len)
    out[0] = '\0';
  enum color first_colour = to_play;
  int first = first_number(d, &first_colour);
  put(&k, "$$%c", first_colour == COLOR_WHITE ? 'W' : 'B');
  if (d->coordinates)
    put(&k, "c");
  if (d->size != 19)
    put(&k, "%d", d->size);
  if (first > 1)
    put(&k, "m%d", first);
  if (d->caption[0] || d->n_notes)
    put(&k, " %s", d->caption);
  for (int i = 0; i < d->n_notes; i++)
    put(&k, "%s%s%s",
        i               ? ", "
        : d->caption[0] ? " ("
                        : "(",
        d->notes[i], i + 1 == d->n_notes ? ")" : "");
  put(&k, "\n");
  if (d->edge[1])
    border(&k, d);
  for (int y = d->y0; y <= d->y1; y++) {
    put(&k, "$$ %s", d->edge[0] ? "| " : "");
    for (int x = d->x0; x <= d->x1; x++)
      put(&k, "%s%c", x > d->x0 ? " " : "", cell(d, x, y, first));
    put(&k, "%s\n", d->edge[2] ? " |" : "");
  }
  if (d->edge[3])
    border(&k, d);
  for (int i = 0; i < d->n_lines; i++) {
    const diagram_line *l = &d->lines[i];
    char a[12], b[12];
    line_end(d, l->x1, l->y1, a);
    line_end(d, l->x2, l->y2, b);
    put(&k, "$$ {%s %s %s}\n", l->arrow ? "AR" : "LN", a, b);
  }
  return k.used;
}
