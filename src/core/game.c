#include "hoshi/game.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/handicap.h"

/* The start position enters the history as if created by the player who does
 * not move first: under situational superko the opponent of the first mover
 * may not recreate it (and with handicap, Black did create it). */
static bool history_reset(game *g)
{
  board_history_truncate(&g->history, 0);
  enum color creator = color_other(g->start.to_move);
  return board_history_add(&g->history, rules_history_key(g->rules, g->start.hash, creator));
}

static bool reserve_moves(game *g, size_t n)
{
  if (n <= g->cap_moves)
    return true;
  size_t cap = g->cap_moves ? g->cap_moves * 2 : 256;
  while (cap < n)
    cap *= 2;
  game_move *moves = realloc(g->moves, cap * sizeof *moves);
  if (!moves)
    return false;
  g->moves = moves;
  size_t *marks = realloc(g->history_marks, cap * sizeof *marks);
  if (!marks)
    return false;
  g->history_marks = marks;
  g->cap_moves = cap;
  return true;
}

bool game_init(game *g, int size, const rules *r)
{
  memset(g, 0, sizeof *g);
  if (!board_init(&g->start, size))
    return false;
  g->board = g->start;
  g->rules = r ? r : rules_default();
  g->komi = rules_default_komi(g->rules, 0);
  if (!board_history_init(&g->history, (size_t)size * size * 2) || !history_reset(g)) {
    game_deinit(g);
    return false;
  }
  return true;
}

void game_deinit(game *g)
{
  board_history_deinit(&g->history);
  free(g->moves);
  free(g->history_marks);
  g->moves = NULL;
  g->history_marks = NULL;
  g->n_moves = g->cap_moves = 0;
}

void game_clear(game *g)
{
  board_init(&g->start, g->start.size);
  g->board = g->start;
  g->n_moves = 0;
  g->handicap = 0;
  history_reset(g);
}

bool game_set_size(game *g, int size)
{
  board probe;
  if (!board_init(&probe, size))
    return false;
  g->start = probe;
  game_clear(g);
  return true;
}

/* Replays moves [from, n_moves) on g->board, recording their positions. */
static void replay_from(game *g, size_t from)
{
  for (size_t i = from; i < g->n_moves; i++) {
    game_move *m = &g->moves[i];
    g->history_marks[i] = g->history.count;
    board_play(&g->board, m->color, m->point);
    if (m->point != POINT_PASS) {
      uint64_t key = rules_history_key(g->rules, g->board.hash, m->color);
      m->repeats = board_history_contains(&g->history, key);
      board_history_add(&g->history, key);
    }
  }
}

void game_set_rules(game *g, const rules *r)
{
  g->rules = r ? r : rules_default();
  g->board = g->start;
  history_reset(g);
  replay_from(g, 0);
}

bool game_set_komi(game *g, double komi, const char **why)
{
  const char *reason = NULL;
  if (!isfinite(komi))
    reason = "komi must be a number";
  else if (fabs(komi * 2 - round(komi * 2)) > 1e-9)
    reason = "komi must be a whole or half number of points, like 6.5 or 7";
  else if (fabs(komi) > (double)g->start.size * g->start.size)
    reason = "komi cannot be larger than the number of points on the board";
  if (reason) {
    if (why)
      *why = reason;
    return false;
  }
  g->komi = komi;
  return true;
}

move_effect game_check(const game *g, enum color c, point p)
{
  return rules_check_move(g->rules, &g->board, c, p, &g->history);
}

enum move_status game_play(game *g, enum color c, point p)
{
  move_effect e = game_check(g, c, p);
  if (e.status != MOVE_LEGAL)
    return e.status;
  if (!reserve_moves(g, g->n_moves + 1))
    return MOVE_NO_MEMORY;
  size_t mark = g->history.count;
  bool repeats = false;
  if (p != POINT_PASS) {
    uint64_t key = rules_history_key(g->rules, e.hash_after, c);
    repeats = board_history_contains(&g->history, key);
    if (!board_history_add(&g->history, key))
      return MOVE_NO_MEMORY;
  }
  board_play(&g->board, c, p);
  g->history_marks[g->n_moves] = mark;
  g->moves[g->n_moves++] = (game_move){.color = c, .point = p, .repeats = repeats};
  return MOVE_LEGAL;
}

bool game_truncate(game *g, size_t n)
{
  if (n > g->n_moves)
    return false;
  if (n == g->n_moves)
    return true;
  board_history_truncate(&g->history, g->history_marks[n]);
  g->n_moves = n;
  g->board = g->start;
  for (size_t i = 0; i < n; i++)
    board_play(&g->board, g->moves[i].color, g->moves[i].point);
  return true;
}

bool game_undo(game *g) { return g->n_moves > 0 && game_truncate(g, g->n_moves - 1); }

size_t game_repetition(const game *g)
{
  if (!g->rules->repetition_no_result)
    return 0;
  for (size_t i = g->n_moves; i > 0; i--)
    if (g->moves[i - 1].repeats)
      return i;
  return 0;
}

static bool board_is_empty(const board *b) { return b->n_empty == b->size * b->size; }

/* Puts handicap stones on the (empty) start position; White moves next. */
static bool place_handicap(game *g, const point *points, int n, const char **why)
{
  if (g->n_moves > 0 || !board_is_empty(&g->start)) {
    *why = "handicap stones go on an empty board before the first move";
    return false;
  }
  board start = g->start;
  for (int i = 0; i < n; i++)
    if (!board_setup(&start, COLOR_BLACK, points[i])) {
      *why = board_on(&start, points[i]) ? "a handicap point is given twice"
                                         : "a handicap point is not on the board";
      return false;
    }
  start.to_move = COLOR_WHITE;
  g->start = start;
  g->board = start;
  g->handicap = n;
  history_reset(g);
  return true;
}

bool game_fixed_handicap(game *g, int n, const char **why)
{
  const char *ignored;
  why = why ? why : &ignored;
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  if (!handicap_fixed_points(g->start.size, n, xs, ys)) {
    *why = handicap_fixed_max(g->start.size) == 0
               ? "this board size has no fixed handicap points"
               : "this board size does not have that many fixed handicap points";
    return false;
  }
  point points[HANDICAP_MAX_STONES];
  for (int i = 0; i < n; i++)
    points[i] = board_point(&g->start, xs[i], ys[i]);
  return place_handicap(g, points, n, why);
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

bool game_free_handicap(game *g, const point *points, int n, const char **why)
{
  const char *ignored;
  why = why ? why : &ignored;
  int size = g->start.size;
  if (n < 2 || n > size * size - 1) {
    *why = "a handicap has from 2 stones to one less than the points of the board";
    return false;
  }
  if (!rules_allows_free_handicap(g->rules) && !is_fixed_pattern(&g->start, points, n)) {
    *why = "these rules place handicap stones on the star points (fixed handicap)";
    return false;
  }
  return place_handicap(g, points, n, why);
}

int game_choose_free_handicap(const game *g, int n, point *out)
{
  const board *b = &g->start;
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
        int score = nearest * 3 + (edge >= 2 ? 2 : edge);
        if (score > best_score) {
          best_score = score;
          best = board_point(b, x, y);
        }
      }
    out[k++] = (point)best;
  }
  return n;
}
