/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "hoshi/game.h"
#include "game_internal.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/deadstones.h"
#include "hoshi/handicap.h"
#include "hoshi/clock.h"
#include "hoshi/i18n.h"
#include "hoshi/number.h"
#include "hoshi/score.h"
#include "hoshi/strbuf.h"
#include "hoshi/os.h"

/* --- SGF coordinates ------------------------------------------------------------ */

/* Calls set(colour) on every point of a list value: "pd", or a rectangle
 * "aa:cc" (FF[4] compressed point lists). Returns false if malformed. */
static bool mark_points(const char *v, int size, const board *b, uint8_t *colors, uint8_t colour)
{
  int x1, y1, x2, y2;
  if (!board_sgf_parse_pair(v, size, &x1, &y1, &x2, &y2))
    return false;
  for (int y = y1 < y2 ? y1 : y2; y <= (y1 < y2 ? y2 : y1); y++)
    for (int x = x1 < x2 ? x1 : x2; x <= (x1 < x2 ? x2 : x1); x++)
      colors[board_point(b, x, y)] = colour;
  return true;
}

/* --- notes ------------------------------------------------------------------------- */

void game_add_note(game *g, int line, int col, const char *fmt, ...)
{
  if (!g->noting || g->n_notes >= GAME_MAX_NOTES)
    return;
  if (!g->notes) {
    g->notes = os_calloc(GAME_MAX_NOTES, sizeof *g->notes);
    if (!g->notes)
      return;
  }
  game_note *n = &g->notes[g->n_notes++];
  n->line = line;
  n->col = col;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(n->message, sizeof n->message, fmt, ap);
  va_end(ap);
}

/* --- applying nodes ---------------------------------------------------------------- */

/* Applies a node's setup (AB, AW, AE, PL) to b. Returns whether the stones
 * changed; bad points are noted when g is given. */
static bool apply_setup(game *g, board *b, const sgf_node *node)
{
  static const struct {
    const char *id;
    uint8_t colour;
  } setup[] = {{"AE", COLOR_EMPTY}, {"AB", COLOR_BLACK}, {"AW", COLOR_WHITE}};
  uint8_t colors[BOARD_MAX_POINTS];
  bool changed = false;
  for (size_t k = 0; k < 3; k++) {
    const sgf_prop *p = sgf_find(node, setup[k].id);
    if (!p)
      continue;
    if (!changed)
      memcpy(colors, b->color, sizeof colors);
    changed = true;
    for (size_t v = 0; v < p->n_values; v++)
      if (!mark_points(p->values[v], b->size, b, colors, setup[k].colour) && g)
        game_add_note(g, p->line, p->col, _("%s[%s]: not a point of the %dx%d board; ignored"),
                      sgf_prop_id(p), p->values[v], b->size, b->size);
  }
  if (changed)
    board_set_stones(b, colors);
  const char *pl = sgf_get(node, "PL");
  if (pl && (pl[0] == 'B' || pl[0] == 'b'))
    b->to_move = COLOR_BLACK;
  else if (pl && (pl[0] == 'W' || pl[0] == 'w'))
    b->to_move = COLOR_WHITE;
  /* Setting the turn starts play afresh (a resumption, J89 art. 9-3): the
   * passes before it no longer count towards the end of the game. */
  if (pl)
    b->passes = 0;
  return changed;
}

/* The move a node holds: B or W (B first if a broken node has both). */
bool game_read_move(const sgf_node *node, int size, enum color *c, point *p, bool *bad,
                    const sgf_prop **prop)
{
  const sgf_prop *m = sgf_find(node, "B");
  *c = COLOR_BLACK;
  if (!m || m->n_values == 0) {
    m = sgf_find(node, "W");
    *c = COLOR_WHITE;
  }
  *bad = false;
  if (prop)
    *prop = m;
  if (!m || m->n_values == 0)
    return false;
  int x, y;
  bool pass;
  if (!board_sgf_parse(m->values[0], size, &x, &y, &pass)) {
    *bad = true;
    *p = POINT_NONE;
  } else {
    /* board_point's formula, for a board of this size */
    *p = pass ? POINT_PASS : (point)((y + 1) * (size + 1) + x + 1);
  }
  return true;
}

/* Plays a step's move on b as it physically falls (see game.h). */
static void apply_move(board *b, const game_step *s)
{
  if (s->color == COLOR_EMPTY)
    return;
  if (s->move == POINT_PASS || (s->move != POINT_NONE && board_at(b, s->move) == COLOR_EMPTY))
    board_play(b, s->color, s->move);
  else
    b->to_move = color_other(s->color); /* occupied or off the board: only the turn */
}

void game_step_replay(board *b, const game_step *s)
{
  apply_setup(NULL, b, s->node);
  apply_move(b, s);
}

void game_node_setup(board *b, const sgf_node *node) { apply_setup(NULL, b, node); }

void game_step_move(board *b, const game_step *s) { apply_move(b, s); }

/* --- snapshots ---------------------------------------------------------------------- */

/* A million-move record has a million steps. */
_Static_assert(sizeof(game_step) <= sizeof(void *) + 8, "a step is 16 bytes on 64 bits");

struct game_snapshot {
  uint8_t stones[(BOARD_MAX_SIZE * BOARD_MAX_SIZE + 3) / 4]; /* 2 bits a point, row by row */
  point ko, last_move;
  uint8_t to_move;
  int passes;
  int captures[2]; /* held by Black, by White */
  int moves;       /* the move number there */
};

static void snapshot_take(struct game_snapshot *s, const board *b)
{
  memset(s->stones, 0, sizeof s->stones);
  for (int i = 0, y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++, i++)
      s->stones[i / 4] |= (uint8_t)(board_at(b, board_point(b, x, y)) << (2 * (i % 4)));
  s->ko = b->ko;
  s->last_move = b->last_move;
  s->to_move = (uint8_t)b->to_move;
  s->passes = b->passes;
  s->captures[0] = b->captures[COLOR_BLACK];
  s->captures[1] = b->captures[COLOR_WHITE];
}

static void snapshot_restore(const struct game_snapshot *s, board *b)
{
  uint8_t colors[BOARD_MAX_POINTS];
  board_init(b, b->size);
  memcpy(colors, b->color, sizeof colors);
  for (int i = 0, y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++, i++)
      colors[board_point(b, x, y)] = (uint8_t)((s->stones[i / 4] >> (2 * (i % 4))) & 3);
  b->to_move = (enum color)s->to_move;
  b->passes = s->passes;
  b->last_move = s->last_move;
  b->captures[COLOR_BLACK] = s->captures[0];
  b->captures[COLOR_WHITE] = s->captures[1];
  board_set_stones(b, colors);
  b->ko = s->ko;
}

void game_root_position(const game *g, board *b)
{
  b->size = g->board.size;
  snapshot_restore(&g->snapshots[0], b);
}

static bool reserve(void **array, size_t *cap, size_t need, size_t elem)
{
  return hoshi_grow(array, cap, need, elem, 64);
}

/* Follows a handicap given as moves along the path (see game_step): Black
 * stones, and White passes after the first, from a start with no setup
 * stones and no declared handicap. */
void game_follow_handicap_run(const game *g, game_step *s, bool setup, bool has_move)
{
  const game_step *prev = g->depth ? &g->path[g->depth - 1] : NULL;
  int run = prev ? prev->handicap_run : g->handicap == 0 ? 0 : -1;
  s->handicap_moves = prev ? prev->handicap_moves : 0;
  if (run >= 0 && setup && (prev || sgf_find(s->node, "AB") || sgf_find(s->node, "AW")))
    run = -1;
  if (run >= 0 && has_move) {
    if (s->color == COLOR_BLACK && s->move != POINT_PASS)
      run += run < INT16_MAX;
    else if (!(s->color == COLOR_WHITE && s->move == POINT_PASS && run >= 1 &&
               rules_handicap_by_white_passes(g->rules)))
      run = -1;
  }
  if (run >= 0)
    s->handicap_moves = (int16_t)run;
  s->handicap_run = (int16_t)run;
}

/* Who made the last move of the path, back to the last setup or PL (which
 * set the turn afresh); COLOR_EMPTY when none did. */
static enum color last_mover(const game *g)
{
  for (size_t i = g->depth; i-- > 0;) {
    const game_step *s = &g->path[i];
    if (s->color != COLOR_EMPTY)
      return s->color;
    if (sgf_find(s->node, "AB") || sgf_find(s->node, "AW") || sgf_find(s->node, "AE") ||
        sgf_find(s->node, "PL"))
      return COLOR_EMPTY;
  }
  return COLOR_EMPTY;
}

/* Adds node (a child of the current node, or the root) to the path, applying
 * it to the board and the history. */
static bool push_step(game *g, sgf_node *node)
{
  /* All memory first: past this point nothing can fail half-way. A node
   * adds at most two keys (its setup and its move). */
  if (!reserve((void **)&g->path, &g->cap_path, g->depth + 1, sizeof *g->path) ||
      !board_history_reserve(&g->history, 2))
    return false;
  size_t snapshot = g->depth / GAME_SNAPSHOT_EVERY;
  if (g->depth % GAME_SNAPSHOT_EVERY == 0 &&
      !reserve((void **)&g->snapshots, &g->cap_snapshots, snapshot + 1, sizeof *g->snapshots))
    return false;
  game_step *s = &g->path[g->depth];
  memset(s, 0, sizeof *s);
  s->node = node;
  size_t keys = g->history.count;
  int move_number = g->depth ? g->moves : 0;
  s->move = POINT_NONE;
  s->status = MOVE_LEGAL;
  board *b = &g->board;
  bool setup = apply_setup(g, b, node);
  if (setup || g->depth == 0)
    board_history_add(&g->history, rules_history_key(g->rules, b->hash, color_other(b->to_move)));
  bool bad;
  const sgf_prop *prop;
  enum color mover;
  bool has_move = game_read_move(node, b->size, &mover, &s->move, &bad, &prop);
  s->color = mover;
  game_follow_handicap_run(g, s, setup, has_move);
  if (has_move) {
    move_number++;
    if (bad) {
      s->status = MOVE_OFF_BOARD;
      game_add_note(g, prop->line, prop->col,
                    _("move %d: %s[%s] is not a point of the %dx%d board"), move_number,
                    sgf_prop_id(prop), prop->values[0], b->size, b->size);
    } else {
      move_effect e = rules_check_move(g->rules, b, s->color, s->move, &g->history);
      s->status = e.status;
      /* The same player twice in a row, with no setup or PL between (the
       * first move after setup may be either colour's). */
      bool in_run = s->handicap_run > 0 && (s->color == COLOR_BLACK || s->move == POINT_PASS);
      if (s->status == MOVE_LEGAL && !setup && !sgf_find(node, "PL") && !in_run &&
          last_mover(g) == s->color)
        s->status = MOVE_OUT_OF_TURN;
      /* The history holds the positions of the game. A play the board
       * refuses (ko, suicide, superko) is played as it falls but leaves
       * none: its hash_after is not even the board it leaves (a refused
       * suicide reports the board before it). A play out of turn leaves a
       * real position, which superko must see (a GTP controller sets a
       * position up with moves of one colour in a row); but J89 art. 12
       * speaks of legal moves only, so where repetitions are reported it
       * neither repeats a position nor leaves one a later move repeats. */
      bool counted = e.status == MOVE_LEGAL &&
                     (s->status == MOVE_LEGAL || !rules_reports_repetition(g->rules));
      if (s->move != POINT_PASS && counted) {
        uint64_t key = rules_history_key(g->rules, e.hash_after, s->color);
        s->repeats = s->status == MOVE_LEGAL && board_history_contains(&g->history, key);
        board_history_add(&g->history, key);
      }
      if (s->status != MOVE_LEGAL)
        game_add_note(g, prop->line, prop->col, _("move %d (%s) breaks the %s rules: %s"),
                      move_number, s->color == COLOR_BLACK ? _("Black") : _("White"),
                      rules_sentence_name(g->rules), move_status_text(s->status));
    }
    apply_move(b, s);
  } else {
    s->color = COLOR_EMPTY;
  }
  if (g->depth > 0)
    (void)sgf_set_visited(g->records, g->path[g->depth - 1].node, node); /* lost: harmless */
  s->keys = (unsigned)(g->history.count - keys) & 3u;                    /* two at most */
  g->moves = move_number;
  if (g->depth % GAME_SNAPSHOT_EVERY == 0) {
    snapshot_take(&g->snapshots[snapshot], b);
    g->snapshots[snapshot].moves = move_number;
    g->n_snapshots = snapshot + 1;
  }
  g->depth++;
  return true;
}

/* Goes back to path length depth (>= 1): the history is truncated once and
 * the board rebuilt from the nearest snapshot, at most 31 nodes replayed. */
static void pop_to(game *g, size_t depth)
{
  if (depth >= g->depth)
    return;
  size_t keys = 0;
  for (size_t i = depth; i < g->depth; i++)
    keys += g->path[i].keys;
  board_history_truncate(&g->history, g->history.count - keys);
  g->depth = depth;
  size_t last = depth - 1;
  size_t k = last / GAME_SNAPSHOT_EVERY;
  g->n_snapshots = k + 1;
  snapshot_restore(&g->snapshots[k], &g->board);
  g->moves = g->snapshots[k].moves;
  for (size_t i = k * GAME_SNAPSHOT_EVERY + 1; i <= last; i++) {
    apply_setup(NULL, &g->board, g->path[i].node);
    apply_move(&g->board, &g->path[i]);
    g->moves += g->path[i].color != COLOR_EMPTY;
  }
}

static void pop_step(game *g) { pop_to(g, g->depth - 1); }

/* Rebuilds the path from the root to node (which must be in the tree).
 * Readers name a node through a const pointer; the path holds the tree's
 * own nodes, found again going down from g->root, so no const is cast
 * away. */
bool game_enter(game *g, const sgf_node *node)
{
  size_t n = 0;
  for (const sgf_node *k = node; k; k = k->parent)
    n++;
  struct link {
    const sgf_node *want;
    sgf_node *node;
  } *chain = os_malloc(n * sizeof *chain);
  if (!chain)
    return false;
  size_t i = n;
  for (const sgf_node *k = node; k; k = k->parent)
    chain[--i].want = k;
  if (chain[0].want != g->root) {
    free(chain);
    return false;
  }
  chain[0].node = g->root;
  for (size_t d = 1; d < n; d++) {
    sgf_node *child = chain[d - 1].node->children;
    while (child && child != chain[d].want)
      child = child->next;
    chain[d].node = child;
    if (!child) {
      free(chain);
      return false;
    }
  }
  /* Keep the common part of the current path. */
  size_t common = 0;
  while (common < g->depth && common < n && g->path[common].node == chain[common].node)
    common++;
  if (common == 0) {
    g->depth = 0;
    board_history_truncate(&g->history, 0);
    board_init(&g->board, g->board.size);
    g->n_snapshots = 0;
  } else {
    pop_to(g, common);
  }
  bool ok = true;
  for (size_t k = common; k < n && ok; k++)
    ok = push_step(g, chain[k].node);
  free(chain);
  return ok;
}

/* Re-enters the path from scratch (after the rules or the root changed). */
static bool reenter(game *g)
{
  sgf_node *current = g->depth ? game_current(g) : g->root;
  g->depth = 0;
  return game_enter(g, current);
}

/* --- making games -------------------------------------------------------------------- */

static bool set_number(game *g, const char *id, double value)
{
  char text[32];
  number_format(value, text, sizeof text); /* read back as it is: 6.1234567, not 6.12346 */
  return sgf_set(g->records, g->root, id, text);
}

static bool new_tree(game *g, int size)
{
  /* The capture goal is kept, as komi is (HOSHICAPTURES, record.c). */
  int goal = g->root ? game_capture_goal(g) : 0;
  sgf_collection *records = sgf_new();
  sgf_node *root = records ? sgf_add_game(records) : NULL;
  if (!root) {
    sgf_free(records);
    return false;
  }
  sgf_free(g->records);
  g->records = records;
  g->root = root;
  g->index = 0;
  g->handicap = 0;
  board_init(&g->board, size);
  bool ok = sgf_set(records, root, "FF", "4") && sgf_set(records, root, "GM", "1") &&
            sgf_set(records, root, "CA", "UTF-8") &&
            sgf_set(records, root, "AP", "Hoshi:" HOSHI_VERSION) && set_number(g, "SZ", size) &&
            set_number(g, "KM", g->komi) && sgf_set(records, root, "RU", rules_sgf_name(g->rules));
  if (goal)
    ok = ok && set_number(g, GAME_CAPTURES_PROPERTY, goal);
  g->depth = 0;
  return ok && reenter(g);
}

bool game_init(game *g, int size, const rules *r)
{
  memset(g, 0, sizeof *g);
  board probe;
  if (!board_init(&probe, size))
    return false;
  g->rules = r ? r : rules_default();
  g->komi = rules_default_komi(g->rules, 0);
  g->board = probe;
  if (!board_history_init(&g->history, (size_t)size * size * 2) || !new_tree(g, size)) {
    game_deinit(g);
    return false;
  }
  return true;
}

void game_deinit(game *g)
{
  board_history_deinit(&g->history);
  sgf_free(g->records);
  free(g->path);
  free(g->snapshots);
  free(g->notes);
  memset(g, 0, sizeof *g);
}

bool game_clear(game *g) { return new_tree(g, g->board.size); }

bool game_set_size(game *g, int size)
{
  if (!board_size_ok(size))
    return false;
  return new_tree(g, size);
}

bool game_set_rules(game *g, const rules *r)
{
  g->rules = r ? r : rules_default();
  if (!rules_capture_goal(g->rules))
    sgf_remove(g->records, g->root, GAME_CAPTURES_PROPERTY);
  return sgf_set(g->records, g->root, "RU", rules_sgf_name(g->rules)) && reenter(g);
}

bool game_set_komi(game *g, double komi, hoshi_error *why)
{
  /* Any number is a komi (GTP's komi takes any float): whole, half, the
   * quarter points of a declared komi, or more than the board holds. What
   * a person types is checked by komi_parse before it gets here. */
  if (!isfinite(komi))
    return hoshi_fail(why, "%s", _("komi must be a number"));
  g->komi = komi;
  set_number(g, "KM", komi);
  return true;
}

/* Writes the stones of b into the root as setup (AB, AW) and PL. */
static bool write_setup(game *g, const board *b)
{
  sgf_remove(g->records, g->root, "AB");
  sgf_remove(g->records, g->root, "AW");
  sgf_remove(g->records, g->root, "AE");
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      enum color c = board_at(b, board_point(b, x, y));
      if (c != COLOR_BLACK && c != COLOR_WHITE)
        continue;
      char v[3];
      board_sgf_format(x, y, v);
      if (!sgf_add_value(g->records, g->root, c == COLOR_BLACK ? "AB" : "AW", v))
        return false;
    }
  return sgf_set(g->records, g->root, "PL", b->to_move == COLOR_BLACK ? "B" : "W");
}

bool game_set_position(game *g, const board *b)
{
  if (b->size != g->board.size && !game_set_size(g, b->size))
    return false;
  game_clear(g);
  if (!write_setup(g, b))
    return false;
  g->depth = 0;
  return game_enter(g, g->root);
}

/* --- playing and navigating ------------------------------------------------------------- */

move_effect game_check(const game *g, enum color c, point p)
{
  return rules_check_move(g->rules, &g->board, c, p, &g->history);
}

bool game_node_move(const game *g, const sgf_node *node, enum color *c, point *p)
{
  bool bad;
  return game_read_move(node, g->board.size, c, p, &bad, NULL) && !bad && !sgf_find(node, "AB") &&
         !sgf_find(node, "AW") && !sgf_find(node, "AE");
}

sgf_node *game_child_with_move(const game *g, enum color c, point p)
{
  for (sgf_node *k = game_current(g)->children; k; k = k->next) {
    enum color kc;
    point kp;
    if (game_node_move(g, k, &kc, &kp) && kc == c && kp == p)
      return k;
  }
  return NULL;
}

enum move_status game_play(game *g, enum color c, point p)
{
  move_effect e = game_check(g, c, p);
  if (e.status != MOVE_LEGAL)
    return e.status;
  sgf_node *current = game_current(g);
  sgf_node *k = game_child_with_move(g, c, p);
  if (k)
    return push_step(g, k) ? MOVE_LEGAL : MOVE_NO_MEMORY;
  sgf_node *child = sgf_add_child(g->records, current);
  char v[3] = "";
  if (p != POINT_PASS)
    board_sgf_format(board_x(&g->board, p), board_y(&g->board, p), v);
  if (!child || !sgf_set(g->records, child, c == COLOR_BLACK ? "B" : "W", v)) {
    if (child)
      sgf_unlink(g->records, child);
    return MOVE_NO_MEMORY;
  }
  return push_step(g, child) ? MOVE_LEGAL : MOVE_NO_MEMORY;
}

bool game_back(game *g)
{
  if (g->depth <= 1)
    return false;
  pop_step(g);
  return true;
}

bool game_forward(game *g)
{
  sgf_node *current = game_current(g);
  sgf_node *next = sgf_line_next(g->records, current);
  return next && push_step(g, next);
}

void game_first(game *g) { pop_to(g, 1); }

bool game_last(game *g)
{
  for (;;) {
    sgf_node *current = game_current(g);
    sgf_node *next = sgf_line_next(g->records, current);
    if (!next)
      return true;
    if (!push_step(g, next))
      return false;
  }
}

bool game_next_variation(game *g)
{
  sgf_node *current = game_current(g);
  if (g->depth <= 1 || !current->next)
    return false;
  pop_step(g);
  return push_step(g, current->next);
}

bool game_previous_variation(game *g)
{
  sgf_node *current = game_current(g);
  if (g->depth <= 1 || current->parent->children == current)
    return false;
  sgf_node *prev = current->parent->children;
  while (prev->next != current)
    prev = prev->next;
  pop_step(g);
  return push_step(g, prev);
}

bool game_goto_move(game *g, int n)
{
  sgf_node *start = game_current(g);
  /* Back to the node of move n itself (the root for 0), past the nodes
   * without a move that follow it, as going forward stops there too. */
  while (g->depth > 1 && (game_move_number(g) > n ||
                          (game_current_step(g)->color == COLOR_EMPTY && game_move_number(g) == n)))
    game_back(g);
  while (game_move_number(g) < n && game_forward(g))
    ;
  if (game_move_number(g) == n)
    return true;
  game_enter(g, start);
  return false;
}

bool game_goto_node(game *g, const sgf_node *node)
{
  /* A step to a child or back to the parent is one step, not a walk from
   * the root: stepping along a line of N moves is N steps, not N^2. */
  sgf_node *current = g->depth ? game_current(g) : NULL;
  if (current && node == current)
    return true;
  if (current && node && node->parent == current) {
    for (sgf_node *child = current->children; child; child = child->next)
      if (child == node)
        return push_step(g, child);
  }
  if (current && node && g->depth > 1 && node == current->parent) {
    pop_step(g);
    return true;
  }
  const sgf_node *top = node;
  while (top && top->parent)
    top = top->parent;
  return top == g->root && game_enter(g, node);
}

bool game_undo(game *g)
{
  if (g->depth <= 1)
    return false;
  sgf_node *left = game_current(g);
  sgf_unlink(g->records, left);
  pop_step(g);
  return true;
}

bool game_truncate(game *g, int n)
{
  if (game_move_number(g) < n)
    return false;
  while (game_move_number(g) > n) {
    if (g->depth <= 1)
      return false;
    game_undo(g);
  }
  return true;
}

bool game_resume(game *g, enum color first)
{
  if (first != COLOR_BLACK && first != COLOR_WHITE)
    return false;
  sgf_node *node = sgf_add_child(g->records, game_current(g));
  if (!node || !sgf_set(g->records, node, "PL", first == COLOR_BLACK ? "B" : "W"))
    return false;
  return game_goto_node(g, node);
}

bool game_first_illegal(const game *g, game_illegal *out)
{
  int moves = g->path[0].color != COLOR_EMPTY; /* a root may hold a move */
  for (size_t i = 1; i < g->depth; i++) {
    const game_step *s = &g->path[i];
    moves += s->color != COLOR_EMPTY;
    if (s->color != COLOR_EMPTY && s->status != MOVE_LEGAL) {
      *out = (game_illegal){moves, s->color, s->move, s->status};
      return true;
    }
  }
  return false;
}

enum color game_illegal_winner(const game *g, const game_illegal *il)
{
  return rules_illegal_consequence(g->rules) == ILLEGAL_MOVE_LOSES ? color_other(il->color)
                                                                   : COLOR_EMPTY;
}

void game_illegal_text(const game *g, const game_illegal *il, bool brief, char *out, size_t n)
{
  char where[8];
  if (il->move == POINT_PASS)
    snprintf(where, sizeof where, "%s", _("a pass"));
  else
    board_move_format(&g->board, il->move, where);
  const char *who = il->color == COLOR_BLACK ? _("Black") : _("White");
  enum color winner = game_illegal_winner(g, il);
  if (brief) {
    const char *then = winner != COLOR_EMPTY
                           ? (il->color == COLOR_BLACK ? _("Black loses (J89 art. 14)")
                                                       : _("White loses (J89 art. 14)"))
                       : rules_illegal_consequence(g->rules) == ILLEGAL_MOVE_NO_TURN
                           ? _("no turn under the logical rules")
                           : _("the rules do not say what follows");
    /* TRANSLATORS: "Illegal move 12, Black D4 (ko: play elsewhere first):
     * Black loses (J89 art. 14)". */
    snprintf(out, n, _("Illegal move %d, %s %s (%s): %s"), il->move_number, who, where,
             move_status_text(il->status), then);
    return;
  }
  char wins[64] = "";
  if (winner != COLOR_EMPTY)
    /* TRANSLATORS: the end of "... loses the game (White wins)". */
    snprintf(wins, sizeof wins, _(" (%s wins)"), winner == COLOR_BLACK ? _("Black") : _("White"));
  /* TRANSLATORS: "Move 12, Black D4, is illegal under the Japanese rules:
   * ko: play elsewhere first. J89 art. 14: the player who made it loses the
   * game (White wins)." */
  snprintf(out, n, _("Move %d, %s %s, is illegal under the %s rules: %s. %s%s."), il->move_number,
           who, where, rules_sentence_name(g->rules), move_status_text(il->status),
           rules_illegal_text(g->rules), wins);
}

int game_repetition(const game *g)
{
  if (!rules_reports_repetition(g->rules))
    return 0;
  /* The first: from there on the players may agree to end the game; the
   * moves that go round the cycle again repeat positions too. */
  int moves = 0;
  for (size_t i = 0; i < g->depth; i++) {
    moves += g->path[i].color != COLOR_EMPTY;
    if (g->path[i].repeats)
      return moves;
  }
  return 0;
}

/* --- the end at the N-th capture ------------------------------------------------ */

int game_capture_goal(const game *g)
{
  int goal = rules_capture_goal(g->rules);
  const char *v = goal ? sgf_get(g->root, GAME_CAPTURES_PROPERTY) : NULL;
  char *end;
  long n = v ? strtol(v, &end, 10) : 0;
  return v && *v && !*end && rules_capture_goal_ok((int)n) && n == (int)n ? (int)n : goal;
}

bool game_set_capture_goal(game *g, int n)
{
  if (!rules_capture_goal(g->rules) || !rules_capture_goal_ok(n))
    return false;
  char v[8];
  snprintf(v, sizeof v, "%d", n);
  return sgf_set(g->records, g->root, GAME_CAPTURES_PROPERTY, v);
}

enum color game_capture_winner(const game *g)
{
  int goal = game_capture_goal(g);
  if (!goal)
    return COLOR_EMPTY;
  int black = g->board.captures[COLOR_BLACK], white = g->board.captures[COLOR_WHITE];
  if (black < goal && white < goal)
    return COLOR_EMPTY;
  return black >= white ? COLOR_BLACK : COLOR_WHITE;
}

bool game_over_by_rules(const game *g)
{
  if (rules_passes_end_game(g->rules) && g->board.passes >= 2)
    return true;
  return game_capture_winner(g) != COLOR_EMPTY;
}

/* --- handicap ------------------------------------------------------------------------------ */

bool game_is_empty(const game *g)
{
  return g->depth == 1 && !g->root->children && board_is_empty(&g->board);
}

bool game_place_handicap(game *g, const point *points, int n, hoshi_error *why)
{
  int size = g->board.size;
  if (n < 2 || n > size * size - 1) {
    hoshi_fail(why, "%s",
               _("a handicap has from 2 stones to one less than the points of the board"));
    return false;
  }
  if (!game_is_empty(g)) {
    hoshi_fail(why, "%s", _("handicap stones go on an empty board before the first move"));
    return false;
  }
  board start = g->board;
  for (int i = 0; i < n; i++)
    if (!board_setup(&start, COLOR_BLACK, points[i])) {
      return hoshi_fail(why, "%s",
                        board_on(&start, points[i]) ? _("a handicap point is given twice")
                                                    : _("a handicap point is not on the board"));
    }
  start.to_move = COLOR_WHITE;
  if (!write_setup(g, &start) || !set_number(g, "HA", n)) {
    hoshi_fail(why, "%s", _("out of memory"));
    return false;
  }
  g->handicap = n;
  g->depth = 0;
  return game_enter(g, g->root);
}

bool game_fixed_handicap(game *g, int n, hoshi_error *why)
{
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  if (!handicap_fixed_points(g->board.size, n, xs, ys)) {
    return hoshi_fail(why, "%s",
                      handicap_fixed_max(g->board.size) == 0
                          ? _("this board size has no fixed handicap points")
                          : _("this board size does not have that many fixed handicap points"));
  }
  point points[HANDICAP_MAX_STONES];
  for (int i = 0; i < n; i++)
    points[i] = board_point(&g->board, xs[i], ys[i]);
  return game_place_handicap(g, points, n, why);
}

/* Whether the n points are exactly the fixed pattern for n stones. */
static bool is_fixed_pattern(const board *b, const point *points, int n)
{
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  if (!handicap_fixed_points(b->size, n, xs, ys))
    return false;
  for (int i = 0; i < n; i++) {
    bool found = false;
    for (int j = 0; j < n; j++)
      found |= points[j] == board_point(b, xs[i], ys[i]);
    if (!found)
      return false;
  }
  return true;
}

bool game_free_handicap(game *g, const point *points, int n, hoshi_error *why)
{
  if (n >= 2 && !rules_allows_free_handicap(g->rules) && !is_fixed_pattern(&g->board, points, n)) {
    hoshi_fail(why, "%s",
               _("these rules place handicap stones on the star points (fixed handicap)"));
    return false;
  }
  return game_place_handicap(g, points, n, why);
}

int game_choose_free_handicap(const game *g, int n, point *out)
{
  const board *b = &g->board;
  int size = b->size;
  if (n < 2 || n > size * size - 1)
    return 0;
  int fixed = n < handicap_fixed_max(size) ? n : handicap_fixed_max(size);
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  int k = 0;
  if (fixed >= 2 && handicap_fixed_points(size, fixed, xs, ys))
    for (; k < fixed; k++)
      out[k] = board_point(b, xs[k], ys[k]);
  /* Then spread: each next point is the one farthest (squared Euclidean
   * distance) from those chosen, preferring points off the first two lines,
   * ties broken by board order, so the choice is deterministic. */
  while (k < n) {
    int best = -1, best_score = -1;
    for (int y = 0; y < size; y++)
      for (int x = 0; x < size; x++) {
        int nearest = 8 * size * size;
        for (int i = 0; i < k; i++) {
          int dx = board_x(b, out[i]) - x, dy = board_y(b, out[i]) - y;
          nearest = dx * dx + dy * dy < nearest ? dx * dx + dy * dy : nearest;
        }
        if (nearest == 0)
          continue;
        int edge = x < y ? x : y;
        edge = edge < size - 1 - x ? edge : size - 1 - x;
        edge = edge < size - 1 - y ? edge : size - 1 - y;
        int merit = nearest * 3 + (edge >= 2 ? 2 : edge);
        if (merit > best_score) {
          best_score = merit;
          best = board_point(b, x, y);
        }
      }
    out[k++] = (point)best;
  }
  return n;
}

/* --- dead stones and counting ------------------------------------------------------------ */

const uint8_t *game_dead_marks(const game *g)
{
  return g->dead_node && g->dead_node == game_current(g) ? g->dead : NULL;
}

bool game_set_dead(game *g, const point *points, int n)
{
  const board *b = &g->board;
  for (int i = 0; i < n; i++)
    if (!board_on(b, points[i]) || board_at(b, points[i]) == COLOR_EMPTY)
      return false;
  memset(g->dead, 0, sizeof g->dead);
  for (int i = 0; i < n; i++)
    board_mark_chain(b, points[i], g->dead, 1);
  g->dead_node = game_current(g);
  return true;
}

void game_clear_dead(game *g) { g->dead_node = NULL; }

const uint8_t *game_dead_stones(game *g)
{
  const uint8_t *marks = game_dead_marks(g);
  if (marks)
    return marks;
  const sgf_node *node = game_current(g);
  if (g->estimate_node == node && g->estimate_hash == g->board.hash &&
      g->estimate_rules == g->rules && node)
    return g->estimate;
  uint8_t status[BOARD_MAX_POINTS];
  g->estimate_node = NULL;
  deadstones_options opt = {.confirmation = rules_confirms_life_j89(g->rules),
                            .why = g->estimate_why};
  if (deadstones_estimate(&g->board, &opt, status, NULL) < 0)
    return NULL;
  g->estimate_rules = g->rules;
  for (int p = 0; p < BOARD_MAX_POINTS; p++)
    g->estimate[p] = status[p] == SCORE_DEAD;
  g->estimate_node = node;
  g->estimate_hash = g->board.hash;
  return g->estimate;
}

const uint8_t *game_estimate_why(game *g)
{
  if (game_dead_marks(g) || !game_dead_stones(g))
    return NULL;
  return g->estimate_why;
}

void game_score_input(game *g, score_input *in)
{
  memset(in, 0, sizeof *in);
  in->board = &g->board;
  in->dead = game_dead_stones(g);
  in->handicap = game_handicap(g);
  in->komi = g->komi;
  in->last_mover = COLOR_EMPTY;
  for (size_t i = 1; i < g->depth; i++) {
    const game_step *s = &g->path[i];
    /* White's passes that give a handicap as moves are the handicap, which
     * compensation already counts: no pass stones for them. */
    if (s->color == COLOR_EMPTY || (s->handicap_run > 0 && s->move == POINT_PASS))
      continue;
    if (s->move == POINT_PASS)
      in->passes[s->color]++;
    else
      in->last_mover = s->color;
  }
}
