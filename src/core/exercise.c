/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Club exercises without a window (see hoshi/exercise.h): which lines of a
 * problem's tree are correct, by the convention the tree uses; the verdict
 * on a move and the opponent's reply; the marks a teacher writes so that
 * other programs read the same answer; the comment as a person reads it;
 * guessing the next move (the counting quiz is src/core/quiz.c).
 *
 * A question about one node is answered by one walk of the tree below it,
 * carrying the marks of the line down (never a climb from every leaf);
 * questions about many nodes (a sheet's correct lines, the moves V shows)
 * read the whole tree once (exercise_lines_read), which the caller keeps
 * with the collection's stamp. Records from the wild are not small: a
 * 300,000-move line, 20,000 annotated leaves. */
#include "hoshi/exercise.h"

#include <stdlib.h>
#include <string.h>

#include "hoshi/os.h"
#include "hoshi/rng.h"
#include "hoshi/strbuf.h"

/* --- reading a problem's tree ------------------------------------------------------------ */

/* The colour of a node's move, COLOR_EMPTY when it has none (B first if a
 * broken node has both, as the game reads it). */
static enum color move_color(const sgf_node *n)
{
  const sgf_prop *m = sgf_find(n, "B");
  if (m && m->n_values)
    return COLOR_BLACK;
  m = sgf_find(n, "W");
  return m && m->n_values ? COLOR_WHITE : COLOR_EMPTY;
}

static bool word_byte(char c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

/* The words problem collections write in comments for programs to read
 * (goproblems.com's): a correct line's end, a choice the program makes, a
 * move the student must not play, a forced move. Never shown or printed. */
static const char *const markers[] = {"RIGHT", "CHOICE", "NOTTHIS", "FORCE"};

/* The first of words (n of them) in text standing as a word, in capitals
 * ("RIGHT", "Correct. RIGHT!", not "BRIGHT"), or NULL; *len its length. */
static const char *find_word(const char *text, const char *const *words, size_t n, size_t *len)
{
  const char *first = NULL;
  for (size_t w = 0; w < n; w++) {
    size_t l = strlen(words[w]);
    for (const char *s = strstr(text, words[w]); s && (!first || s < first);
         s = strstr(s + 1, words[w]))
      if ((s == text || !word_byte(s[-1])) && !word_byte(s[l])) {
        first = s;
        *len = l;
        break;
      }
  }
  return first;
}

static const char *find_right(const char *text)
{
  size_t len;
  return find_word(text, markers, 1, &len);
}

static bool says_right(const sgf_node *n)
{
  const char *c = sgf_get(n, "C");
  return c && find_right(c);
}

/* The colour a position annotation (GB, GW) says the position is good for;
 * COLOR_EMPTY when it has none, or both. */
static enum color good_for(const sgf_node *n)
{
  bool b = sgf_find(n, "GB") != NULL, w = sgf_find(n, "GW") != NULL;
  return b == w ? COLOR_EMPTY : b ? COLOR_BLACK : COLOR_WHITE;
}

/* How the correct lines of a tree are told: the problem, and for
 * exercise_mark_line a node whose "RIGHT" no longer counts (the end of a
 * line being marked wrong). */
typedef struct reading {
  const sgf_node *start;
  enum color student;
  enum exercise_convention convention;
  const sgf_node *unright;
  /* Annotations: whether some mark approves of a line (TE or IT on a
   * student's move, GB or GW for the student). Without one, the lines the
   * marks do not decide are correct: the tree only marks bad moves. */
  bool approves;
} reading;

static bool student_mark(const reading *r, const sgf_node *n, const char *id)
{
  return move_color(n) == r->student && sgf_find(n, id);
}

/* A bad (BM) or doubtful (DO) student's move; a tesuji (TE) or an
 * interesting one (IT). */
static bool marked_bad(const reading *r, const sgf_node *n)
{
  return student_mark(r, n, "BM") || student_mark(r, n, "DO");
}

static bool marked_good(const reading *r, const sgf_node *n)
{
  return student_mark(r, n, "TE") || student_mark(r, n, "IT");
}

static bool approving(const reading *r, const sgf_node *n)
{
  return marked_good(r, n) || good_for(n) == r->student;
}

static bool annotated(const reading *r, const sgf_node *n)
{
  return approving(r, n) || marked_bad(r, n) || good_for(n) != COLOR_EMPTY;
}

static bool counts_right(const reading *r, const sgf_node *n)
{
  return n != r->unright && says_right(n);
}

/* The nodes below start in file order: for (n = first_below(s); n; n =
 * next_below(n, s)). Not recursive, so any depth is fine. */
static const sgf_node *first_below(const sgf_node *start) { return sgf_walk_next(start, start); }
static const sgf_node *next_below(const sgf_node *n, const sgf_node *start)
{
  return sgf_walk_next(n, start);
}

/* Finds the convention the tree below r->start uses, and whether its
 * annotations approve of a line. */
static void read_tree(reading *r)
{
  bool right = false, marks = false;
  r->approves = false;
  for (const sgf_node *n = first_below(r->start); n; n = next_below(n, r->start)) {
    right |= counts_right(r, n);
    marks |= annotated(r, n);
    r->approves |= approving(r, n);
  }
  r->convention = right   ? EXERCISE_BY_RIGHT
                  : marks ? EXERCISE_BY_ANNOTATIONS
                          : EXERCISE_BY_MAIN_LINE;
}

static reading reading_of(const exercise_problem *p)
{
  reading r = {.start = p->start, .student = p->student, .convention = p->convention};
  if (r.convention == EXERCISE_BY_ANNOTATIONS)
    for (const sgf_node *n = first_below(r.start); n && !r.approves; n = next_below(n, r.start))
      r.approves = approving(&r, n);
  return r;
}

static bool below_start(const sgf_node *n, const sgf_node *start)
{
  for (; n; n = n->parent)
    if (n == start)
      return true;
  return false;
}

/* What the marks of a line say, from below the start down to a node: a
 * bad move on it, a tesuji, the position nearest its end, and whether it
 * is the main line. Carried down a walk, so that a leaf's verdict costs
 * nothing more than the walk (a tree of 20,000 leaves on a line of
 * 300,000 moves is not 20,000 climbs of 300,000). */
typedef struct line_marks {
  bool bad, good_move, main;
  enum color position;
} line_marks;

static bool first_child(const sgf_node *n) { return n->parent && n->parent->children == n; }

/* The marks of the line one node further down, at n. */
static line_marks marks_down(const reading *r, line_marks m, const sgf_node *n)
{
  m.bad |= marked_bad(r, n);
  m.good_move |= marked_good(r, n);
  if (good_for(n) != COLOR_EMPTY)
    m.position = good_for(n);
  m.main = m.main && first_child(n);
  return m;
}

/* The marks of the line from below the start to n, read upwards (a node
 * not below the start is on no main line). */
static line_marks marks_at(const reading *r, const sgf_node *n)
{
  line_marks m = {.main = true};
  for (; n && n != r->start; n = n->parent) {
    m.bad |= marked_bad(r, n);
    m.good_move |= marked_good(r, n);
    if (m.position == COLOR_EMPTY)
      m.position = good_for(n);
    m.main = m.main && first_child(n);
  }
  m.main = m.main && n == r->start;
  return m;
}

/* A line by its annotations (see exercise.h): a bad move first, then the
 * position nearest the end, then a tesuji. */
static bool annotations_approve(const reading *r, const line_marks *m)
{
  if (m->bad)
    return false;
  if (m->position != COLOR_EMPTY)
    return m->position == r->student;
  return m->good_move || !r->approves;
}

/* Whether a correct line ends at n (a node below the start), m the marks
 * of the line down to it. */
static bool ends_right(const reading *r, const sgf_node *n, const line_marks *m)
{
  if (n == r->start)
    return false;
  switch (r->convention) {
  case EXERCISE_BY_RIGHT:
    return counts_right(r, n);
  case EXERCISE_BY_ANNOTATIONS:
    return !n->children && annotations_approve(r, m);
  case EXERCISE_BY_MAIN_LINE:
    return !n->children && m->main;
  }
  return false;
}

static bool correct_end(const reading *r, const sgf_node *n)
{
  line_marks m = {0};
  if (r->convention != EXERCISE_BY_RIGHT)
    m = marks_at(r, n);
  return ends_right(r, n, &m);
}

/* A node still to visit, with the marks of the line down to its parent. */
typedef struct visit {
  const sgf_node *node;
  line_marks above;
} visit;

/* Visits node and every node below it, depth first, each with the marks
 * of its line, until see() says stop (true): 1 when it did, 0 when all
 * were seen, -1 when memory ran out. One pass, whatever the depth: the
 * nodes to visit are a list, not the C stack. */
static int walk_lines(const reading *r, const sgf_node *node,
                      bool (*see)(const reading *, const sgf_node *, const line_marks *, void *),
                      void *ctx)
{
  line_marks m = marks_at(r, node);
  if (see(r, node, &m, ctx))
    return 1;
  visit *todo = NULL;
  size_t n = 0, cap = 0;
  int result = 0;
  for (const sgf_node *parent = node; parent && result == 0;) {
    for (const sgf_node *c = parent->children; c; c = c->next) {
      if (n == cap) {
        size_t more = cap ? 2 * cap : 64;
        visit *grown = os_realloc(todo, more * sizeof *todo);
        if (!grown) {
          free(todo);
          return -1;
        }
        todo = grown;
        cap = more;
      }
      todo[n++] = (visit){c, m};
    }
    if (n == 0)
      break;
    visit v = todo[--n];
    m = marks_down(r, v.above, v.node);
    parent = v.node;
    if (see(r, v.node, &m, ctx))
      result = 1;
  }
  free(todo);
  return result;
}

/* A walk that stops at the first correct end but one. */
typedef struct end_search {
  const sgf_node *except;
} end_search;

static bool ends_here(const reading *r, const sgf_node *n, const line_marks *m, void *ctx)
{
  const end_search *s = ctx;
  return n != s->except && ends_right(r, n, m);
}

/* Whether a correct line goes through node: one ends at node or below it,
 * other than at except (NULL: none). */
static bool leads_right(const reading *r, const sgf_node *node, const sgf_node *except)
{
  end_search s = {except};
  int found = walk_lines(r, node, ends_here, &s);
  if (found >= 0)
    return found == 1;
  /* Out of memory for the walk: the slow way, a climb from each node. */
  for (const sgf_node *n = node; n; n = next_below(n, node))
    if (n != except && correct_end(r, n))
      return true;
  return false;
}

/* --- the correct lines of a whole tree, in one pass ------------------------------------------ */

/* The nodes on correct lines, in a set of their addresses (open
 * addressing, half full at most), each with whether a line ends there. */
struct exercise_lines {
  const sgf_node **slot;
  bool *end;
  size_t cap, n;
};

static size_t slot_of(const exercise_lines *l, const sgf_node *n)
{
  uint64_t h = (uint64_t)(uintptr_t)n * 0x9E3779B97F4A7C15u;
  size_t i = (size_t)(h >> 20) & (l->cap - 1);
  while (l->slot[i] && l->slot[i] != n)
    i = (i + 1) & (l->cap - 1);
  return i;
}

static bool lines_grow(exercise_lines *l)
{
  exercise_lines bigger = {.cap = l->cap ? 2 * l->cap : 256};
  bigger.slot = os_calloc(bigger.cap, sizeof *bigger.slot);
  bigger.end = os_calloc(bigger.cap, sizeof *bigger.end);
  if (!bigger.slot || !bigger.end) {
    free(bigger.slot);
    free(bigger.end);
    return false;
  }
  for (size_t i = 0; i < l->cap; i++)
    if (l->slot[i]) {
      size_t k = slot_of(&bigger, l->slot[i]);
      bigger.slot[k] = l->slot[i];
      bigger.end[k] = l->end[i];
      bigger.n++;
    }
  free(l->slot);
  free(l->end);
  *l = bigger;
  return true;
}

/* Adds n; whether it was there already (*ok false when memory ran out). */
static bool lines_add(exercise_lines *l, const sgf_node *n, bool end, bool *ok)
{
  if (2 * (l->n + 1) > l->cap && !lines_grow(l)) {
    *ok = false;
    return true;
  }
  size_t k = slot_of(l, n);
  bool there = l->slot[k] != NULL;
  l->slot[k] = n;
  l->end[k] |= end;
  l->n += !there;
  return there;
}

/* The walk's list of correct ends. */
typedef struct ends_found {
  const sgf_node **at;
  size_t n, cap;
  const sgf_node *except;
  bool oom;
} ends_found;

static bool keep_end(const reading *r, const sgf_node *n, const line_marks *m, void *ctx)
{
  ends_found *e = ctx;
  if (n == e->except || !ends_right(r, n, m))
    return false;
  if (e->n == e->cap) {
    size_t more = e->cap ? 2 * e->cap : 64;
    const sgf_node **grown = os_realloc(e->at, more * sizeof *grown);
    if (!grown) {
      e->oom = true;
      return true;
    }
    e->at = grown;
    e->cap = more;
  }
  e->at[e->n++] = n;
  return false;
}

/* The correct lines below r->start but one ending at except (NULL: none):
 * the ends found in one walk, then each line climbed from its end until it
 * meets one already climbed. NULL when memory runs out. */
static exercise_lines *lines_read(const reading *r, const sgf_node *except)
{
  exercise_lines *l = os_calloc(1, sizeof *l);
  ends_found e = {.except = except};
  bool ok = l && walk_lines(r, r->start, keep_end, &e) >= 0 && !e.oom && lines_grow(l);
  for (size_t i = 0; ok && i < e.n; i++) {
    lines_add(l, e.at[i], true, &ok);
    for (const sgf_node *n = e.at[i]; ok && n != r->start && n->parent;)
      if (lines_add(l, n = n->parent, false, &ok))
        break;
  }
  free(e.at);
  if (!ok) {
    exercise_lines_free(l);
    return NULL;
  }
  return l;
}

exercise_lines *exercise_lines_read(const exercise_problem *p)
{
  reading r = reading_of(p);
  return lines_read(&r, NULL);
}

bool exercise_lines_through(const exercise_lines *l, const sgf_node *n)
{
  return l && n && l->cap && l->slot[slot_of(l, n)] == n;
}

bool exercise_lines_end(const exercise_lines *l, const sgf_node *n)
{
  if (!exercise_lines_through(l, n))
    return false;
  return l->end[slot_of(l, n)];
}

void exercise_lines_free(exercise_lines *l)
{
  if (!l)
    return;
  free(l->slot);
  free(l->end);
  free(l);
}

/* --- problems -------------------------------------------------------------------------------- */

static bool moves_below(const sgf_node *start)
{
  for (const sgf_node *n = first_below(start); n; n = next_below(n, start))
    if (move_color(n) != COLOR_EMPTY)
      return true;
  return false;
}

bool exercise_is_problem(const game *g)
{
  const sgf_node *start = game_current(g);
  bool setup = sgf_find(start, "AB") || sgf_find(start, "AW");
  if (start == g->root && g->handicap)
    setup = false; /* a handicap game's stones: set up, but no problem */
  if (setup && moves_below(start))
    return true;
  for (const sgf_node *n = g->root; n; n = sgf_walk_next(n, g->root))
    if (says_right(n))
      return true;
  return false;
}

bool exercise_tree_is_problem(const sgf_node *root)
{
  const char *ha = sgf_get(root, "HA");
  bool setup = (sgf_find(root, "AB") || sgf_find(root, "AW")) && !(ha && strtol(ha, NULL, 10) >= 2);
  if (setup && moves_below(root))
    return true;
  for (const sgf_node *n = root; n; n = sgf_walk_next(n, root))
    if (says_right(n))
      return true;
  return false;
}

bool exercise_problem_start(exercise_problem *p, const game *g)
{
  const sgf_node *start = game_current(g);
  if (!moves_below(start))
    return false;
  reading r = {.start = start, .student = game_to_move(g)};
  read_tree(&r);
  *p = (exercise_problem){.start = start, .student = r.student, .convention = r.convention};
  return true;
}

bool exercise_on_correct_line(const exercise_problem *p, const sgf_node *node)
{
  if (!node || !below_start(node, p->start))
    return false;
  reading r = reading_of(p);
  return leads_right(&r, node, NULL);
}

enum exercise_verdict exercise_judge(const exercise_problem *p, const sgf_node *node)
{
  if (!node || !below_start(node, p->start))
    return EXERCISE_WRONG;
  reading r = reading_of(p);
  if (correct_end(&r, node))
    return EXERCISE_SOLVED;
  return leads_right(&r, node, NULL) ? EXERCISE_GOOD : EXERCISE_WRONG;
}

const sgf_node *exercise_reply(const exercise_problem *p, const sgf_node *node, uint64_t *rng)
{
  if (!node || !node->children)
    return NULL;
  reading r = reading_of(p);
  uint32_t good = 0;
  for (const sgf_node *k = node->children; k; k = k->next)
    good += leads_right(&r, k, NULL);
  if (good == 0)
    return node->children;
  uint32_t pick = good > 1 && rng ? rng_below(rng, good) : 0;
  for (const sgf_node *k = node->children; k; k = k->next)
    if (leads_right(&r, k, NULL) && pick-- == 0)
      return k;
  return node->children; /* not reached: good counted them */
}

/* --- marking a line -------------------------------------------------------------------------- */

/* The side to move at path[k] of g: the turn after the last move on the
 * path up to it, or the last PL, as the game applies them. */
static enum color turn_at(const game *g, size_t k)
{
  if (k + 1 == g->depth)
    return game_to_move(g);
  for (size_t i = k + 1; i-- > 0;) {
    const game_step *s = &g->path[i];
    if (s->color == COLOR_BLACK || s->color == COLOR_WHITE)
      return color_other((enum color)s->color);
    const char *pl = sgf_get(s->node, "PL");
    if (pl && (pl[0] == 'B' || pl[0] == 'b'))
      return COLOR_BLACK;
    if (pl && (pl[0] == 'W' || pl[0] == 'w'))
      return COLOR_WHITE;
  }
  return COLOR_BLACK; /* an empty board's */
}

static bool blank(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

/* old with "RIGHT" on a line of its own at its end. */
static void add_right(strbuf *out, const char *old)
{
  size_t n = old ? strlen(old) : 0;
  while (n > 0 && blank(old[n - 1]))
    n--;
  strbuf_put(out, old ? old : "", n);
  strbuf_puts(out, n ? "\nRIGHT" : "RIGHT");
}

/* text without the words of words[] (and the punctuation and blanks right
 * after each; a line left empty goes), trimmed; "" when nothing else was
 * there. */
static void strip_words(strbuf *out, const char *text, const char *const *words, size_t n)
{
  const char *from = text;
  size_t len;
  for (const char *s; (s = find_word(from, words, n, &len)) != NULL;) {
    strbuf_put(out, from, (size_t)(s - from));
    for (from = s + len; *from && strchr("!.:,;", *from);)
      from++;
    while (*from == ' ' || *from == '\t')
      from++;
    /* A dash that joined the word to the rest ("RIGHT - the stone..."). */
    size_t dash = *from == '-'                                                         ? 1
                  : strncmp(from, "\u2013", 3) == 0 || strncmp(from, "\u2014", 3) == 0 ? 3
                                                                                       : 0;
    if (dash && (from[dash] == ' ' || from[dash] == '\t'))
      for (from += dash; *from == ' ' || *from == '\t';)
        from++;
    bool line_start = !out->text || out->len == 0 || out->text[out->len - 1] == '\n';
    if (*from == '\n' || *from == '\r' || !*from) {
      /* The word ended its line: no blanks left before the line's end,
       * and no line left that only held it. */
      while (out->text && out->len > 0 &&
             (out->text[out->len - 1] == ' ' || out->text[out->len - 1] == '\t'))
        out->text[--out->len] = '\0';
      line_start = !out->text || out->len == 0 || out->text[out->len - 1] == '\n';
      if (line_start && *from == '\r')
        from++;
      if (line_start && *from == '\n')
        from++;
    }
  }
  strbuf_puts(out, from);
  /* Trimmed in place: the text is the buffer's own. */
  if (!out->text)
    return;
  size_t start = 0;
  while (blank(out->text[start]))
    start++;
  memmove(out->text, out->text + start, out->len - start + 1);
  out->len -= start;
  while (out->len > 0 && blank(out->text[out->len - 1]))
    out->text[--out->len] = '\0';
}

/* old without its words "RIGHT". */
static void take_right(strbuf *out, const char *old) { strip_words(out, old, markers, 1); }

void exercise_comment_shown(strbuf *out, const char *text)
{
  strip_words(out, text ? text : "", markers, sizeof markers / sizeof markers[0]);
}

/* A property a marking added, or a value appended to the comment, so that
 * a failure can take it back. */
typedef struct added {
  sgf_node *node;
  const char *id;
  bool appended;
} added;

/* Removes every property id of n (a node may hold one twice). */
static void drop(sgf_collection *c, sgf_node *n, const char *id)
{
  while (sgf_find(n, id))
    sgf_remove(c, n, id);
}

/* Adds id[1] to n unless n has id: *done grows by one on success. On
 * failure a property left without a value goes. */
static bool add_mark(sgf_collection *c, sgf_node *n, const char *id, added *done, size_t *n_done)
{
  if (sgf_find(n, id))
    return true;
  if (!sgf_set(c, n, id, "1")) {
    drop(c, n, id);
    return false;
  }
  done[(*n_done)++] = (added){n, id, false};
  return true;
}

/* Sets n's comment to text: a new value appended behind the old one (the
 * old goes once nothing can fail any more: exercise_mark_line), or a new
 * property. */
static bool add_comment(sgf_collection *c, sgf_node *n, const char *text, added *done,
                        size_t *n_done)
{
  bool had = sgf_find(n, "C") != NULL;
  bool ok = had ? sgf_add_value(c, n, "C", text) : sgf_set(c, n, "C", text);
  if (!ok) {
    if (!had)
      drop(c, n, "C");
    return false;
  }
  done[(*n_done)++] = (added){n, "C", had};
  return true;
}

/* A line being marked: from below start down to its end, top down. */
typedef struct marking {
  sgf_collection *c;
  const sgf_node *start;
  sgf_node *end;
  sgf_node **line;
  size_t len;
  enum color student;
  strbuf text; /* the end's new comment, empty when it keeps its own */
  size_t bad;  /* the first wrong student's move, len when none */
  added *done; /* what was added, to take back on a failure */
  size_t n_done;
} marking;

static void marking_free(marking *m)
{
  free(m->line);
  free(m->done);
  strbuf_deinit(&m->text);
}

/* The line and the end's comment as it will read; false when memory runs
 * out. */
static bool marking_init(marking *m, bool right)
{
  for (const sgf_node *n = m->end; n != m->start; n = n->parent)
    m->len++;
  m->line = os_malloc(m->len * sizeof *m->line);
  m->done = os_malloc((m->len + 1) * sizeof *m->done);
  if (!m->line || !m->done)
    return false;
  size_t i = m->len;
  for (sgf_node *n = m->end; n != m->start; n = n->parent)
    m->line[--i] = n;
  const char *old = sgf_get(m->end, "C");
  if (right && !says_right(m->end))
    add_right(&m->text, old);
  else if (!right && old && find_right(old))
    take_right(&m->text, old);
  return !strbuf_oom(&m->text);
}

/* Wrong: the first student's move that no correct line shares, as the
 * tree will read once marked (by RIGHT if another line keeps one, else by
 * the annotations this adds). */
static size_t first_wrong(const marking *m)
{
  reading r = {.start = m->start, .student = m->student, .unright = m->end};
  read_tree(&r);
  if (r.convention != EXERCISE_BY_RIGHT)
    r.convention = EXERCISE_BY_ANNOTATIONS;
  exercise_lines *l = lines_read(&r, m->end);
  size_t i = 0;
  for (; i < m->len; i++)
    if (move_color(m->line[i]) == m->student &&
        !(l ? exercise_lines_through(l, m->line[i]) : leads_right(&r, m->line[i], m->end)))
      break;
  exercise_lines_free(l);
  return i;
}

/* All that needs memory, undone if any of it fails (the trees then as they
 * were at their stamp: no change to save). */
static bool add_marks(marking *m, bool right)
{
  unsigned long stamp = m->c->stamp;
  bool ok = true;
  if (m->text.len)
    ok = add_comment(m->c, m->end, strbuf_text(&m->text), m->done, &m->n_done);
  for (size_t i = 0; ok && right && i < m->len; i++)
    if (move_color(m->line[i]) == m->student)
      ok = add_mark(m->c, m->line[i], "TE", m->done, &m->n_done);
  if (ok && m->bad < m->len)
    ok = add_mark(m->c, m->line[m->bad], "BM", m->done, &m->n_done);
  if (ok)
    return true;
  while (m->n_done-- > 0) {
    const added *a = &m->done[m->n_done];
    const sgf_prop *p = sgf_find(a->node, a->id);
    if (a->appended)
      sgf_remove_value(m->c, a->node, a->id, p->n_values - 1);
    else
      drop(m->c, a->node, a->id);
  }
  m->c->stamp = stamp;
  return false;
}

/* What only takes away, which cannot fail: the old comment, and the marks
 * the new ones contradict. */
static void take_marks(marking *m, bool right)
{
  sgf_collection *c = m->c;
  const sgf_prop *comment = sgf_find(m->end, "C");
  if (m->text.len)
    while (comment && comment->n_values > 1)
      sgf_remove_value(c, m->end, "C", 0); /* the old text, before the new */
  else if (comment && !right && find_right(sgf_get(m->end, "C")))
    drop(c, m->end, "C"); /* it said RIGHT and nothing else */
  for (size_t i = 0; i < m->len; i++) {
    sgf_node *n = m->line[i];
    if (move_color(n) != m->student)
      continue;
    if (right) {
      drop(c, n, "BM");
      drop(c, n, "DO");
      drop(c, n, "IT");
    } else if (i == m->bad) {
      drop(c, n, "TE");
      drop(c, n, "IT");
      drop(c, n, "DO");
    } else if (i > m->bad && m->bad < m->len) {
      drop(c, n, "TE");
      drop(c, n, "IT");
    }
  }
}

bool exercise_mark_line(game *g, const sgf_node *start, bool right)
{
  size_t k = 0;
  while (k < g->depth && g->path[k].node != start)
    k++;
  if (k + 1 >= g->depth)
    return false; /* start is the current node, or not on its path */
  marking m = {.c = g->records, .start = start, .end = game_current(g), .student = turn_at(g, k)};
  for (sgf_node *next; (next = sgf_line_next(m.c, m.end)) != NULL;)
    m.end = next;
  bool ok = marking_init(&m, right);
  if (ok) {
    m.bad = right ? m.len : first_wrong(&m);
    ok = add_marks(&m, right);
  }
  if (ok)
    take_marks(&m, right);
  marking_free(&m);
  return ok;
}

/* --- guessing the next move ------------------------------------------------------------------ */

enum exercise_guess exercise_guess_judge(int gx, int gy, int x, int y)
{
  bool guess_pass = gx < 0 || gy < 0, played_pass = x < 0 || y < 0;
  if (guess_pass || played_pass)
    return guess_pass && played_pass ? EXERCISE_GUESS_RIGHT : EXERCISE_GUESS_WRONG;
  if (gx == x && gy == y)
    return EXERCISE_GUESS_RIGHT;
  return abs(gx - x) <= 2 && abs(gy - y) <= 2 ? EXERCISE_GUESS_NEAR : EXERCISE_GUESS_WRONG;
}
