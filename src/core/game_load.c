/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a game from its record (see game.h): the size, the rules, komi
 * and handicap as records write them, the numbers checked, the tree
 * opened at its start. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_internal.h"
#include "hoshi/clock.h"
#include "hoshi/handicap.h"
#include "hoshi/i18n.h"
#include "hoshi/number.h"
#include "hoshi/os.h"
#include "hoshi/strbuf.h"

static bool parse_size(const char *sz, int *size, hoshi_error *why)
{
  if (!sz) {
    *size = 19; /* the FF[4] default */
    return true;
  }
  char *end;
  long w = strtol(sz, &end, 10), h = w;
  if (end == sz) {
    return hoshi_fail(why, "%s", _("the board size (SZ) is not a number"));
  }
  if (*end == ':')
    h = strtol(end + 1, &end, 10);
  if (w != h) {
    return hoshi_fail(why, "%s", _("rectangular boards are not supported"));
  }
  if (!board_size_ok(w)) {
    return hoshi_fail(why, "%s", _("Hoshi plays on boards of 5 to 25 lines"));
  }
  *size = (int)w;
  return true;
}

/* A setup without PL leaves the turn to whoever the record plays next (the
 * first move after a handicap is White's): PL is written where the record
 * left it to be inferred, so that the turn does not change when moves are
 * added or taken back later. */
static bool make_turns_explicit(game *t, int size)
{
  for (sgf_node *n = t->root; n; n = sgf_walk_next_mutable(n, t->root)) {
    enum color c;
    point p;
    bool bad;
    if (sgf_find(n, "PL") || game_read_move(n, size, &c, &p, &bad, NULL) || !n->children)
      continue;
    if (!sgf_find(n, "AB") && !sgf_find(n, "AW") && !sgf_find(n, "AE"))
      continue;
    if (game_read_move(n->children, size, &c, &p, &bad, NULL) &&
        !sgf_set(t->records, n, "PL", c == COLOR_BLACK ? "B" : "W"))
      return false;
  }
  return true;
}

/* Whether the first move of the main line is White's. */
static bool white_moves_first(const sgf_node *root, int size)
{
  for (const sgf_node *n = root; n; n = n->children) {
    enum color c;
    point p;
    bool bad;
    if (game_read_move(n, size, &c, &p, &bad, NULL))
      return c == COLOR_WHITE;
  }
  return false;
}

/* A record with HA[n] but no stones, where White moves first, implies the
 * handicap stones: they go on the star points (as GNU Go places them) and
 * into the root, so that the record says so when saved. */
static bool place_implied_handicap(game *t, int size)
{
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  if (!handicap_fixed_points(size, t->handicap, xs, ys))
    return true; /* no star points for that many stones: nothing implied */
  for (int i = 0; i < t->handicap; i++) {
    char v[3];
    board_sgf_format(xs[i], ys[i], v);
    if (!sgf_add_value(t->records, t->root, "AB", v))
      return false;
  }
  game_add_note(t, 0, 0, _("HA[%d] without handicap stones: %d stones placed on the star points"),
                t->handicap, t->handicap);
  return true;
}

/* The handicap a record declares: HA, and nothing else. Black setup stones
 * with White to play are no handicap without it: a problem or a teaching
 * position is set up so, and no text gives White compensation for it. A
 * handicap given as moves is read along the path (follow_handicap_run). */
static long read_handicap(const sgf_node *root)
{
  const char *ha = sgf_get(root, "HA");
  return ha ? strtol(ha, NULL, 10) : 0;
}

/* The rule set of a record: RU when Hoshi knows it, else fallback (noted). */
static void read_rules(game *t, const rules *fallback)
{
  const char *ru = sgf_get(t->root, "RU");
  t->rules = ru ? rules_find(ru) : NULL;
  if (t->rules)
    return;
  t->rules = fallback ? fallback : rules_default();
  if (ru) {
    const sgf_prop *p = sgf_find(t->root, "RU");
    game_add_note(t, p->line, p->col,
                  _("unknown rule set '%s': the game is judged by the %s rules"), ru,
                  rules_sentence_name(t->rules));
  }
}

/* Komi: KM as it is, whatever the number (a decimal comma is read too);
 * else the rule set's for the game's handicap. A KM that is no number is
 * noted, and so is one larger than the board: counted with all the same. */
static void read_komi(game *t, int size, int handicap)
{
  t->komi = rules_default_komi(t->rules, handicap);
  const char *km = sgf_get(t->root, "KM");
  if (!km)
    return;
  /* Blanks around it are no matter; inside, a number as people write it
   * (no 0x, no exponent, at most a million points). */
  char text[64];
  while (*km == ' ' || *km == '\t')
    km++;
  snprintf(text, sizeof text, "%s", km);
  for (size_t n = strlen(text); n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t');)
    text[--n] = '\0';
  double k = 0;
  const sgf_prop *p = sgf_find(t->root, "KM");
  if (!number_decimal(text, true, -1e6, 1e6, &k)) {
    game_add_note(t, p->line, p->col, _("komi '%s' is not a number of points: komi %s is used"), km,
                  i18n_num(t->komi));
    return;
  }
  t->komi = k;
  if (fabs(k) > (double)size * size)
    game_add_note(t, p->line, p->col,
                  _("komi %s is more than the %d points of the board: the game is counted with it"),
                  i18n_num(k), size * size);
}

/* A number of a record, whole (strtod's forms, a finite value), else NAN. */
static double record_number(const char *v)
{
  char *end;
  double x = v ? strtod(v, &end) : NAN;
  return v && end != v && !*end && isfinite(x) ? x : NAN;
}

bool game_node_estimate(const sgf_node *n, double *black_winrate, double *black_lead)
{
  const char *w = sgf_get(n, "SBKV"), *l = sgf_get(n, "HOSHISCORE");
  double wr = record_number(w) / 100, lead = record_number(l);
  *black_winrate = game_winrate_ok(wr) ? wr : NAN;
  *black_lead = game_lead_ok(lead) ? lead : NAN;
  return !isnan(*black_winrate) || !isnan(*black_lead);
}

/* The moves from the root to n (the number a note gives a node). */
static int moves_to(const sgf_node *n)
{
  int k = 0;
  for (; n; n = n->parent)
    k += sgf_find(n, "B") || sgf_find(n, "W");
  return k;
}

/* A property's first value, short enough for a note. */
static void shown_value(const sgf_prop *p, char *out, size_t len)
{
  snprintf(out, len, "%.24s%s", p->values[0], strlen(p->values[0]) > 24 ? "..." : "");
}

/* The numbers of a record checked where they enter (issue 32): the root's
 * SZ, HA, TM and OT as written, and every node's time left (BL, WL, OB,
 * OW) and engine estimates (SBKV, HOSHISCORE). One out of its domain is noted with its property and
 * move, and left out by every reader (game_node_estimate); the record keeps it, as it keeps every
 * property. */
static void check_numbers(game *t)
{
  const sgf_node *root = t->root;
  const sgf_prop *p = sgf_find(root, "SZ");
  char v[40];
  if (p && p->n_values) {
    char *end;
    strtol(p->values[0], &end, 10);
    while (*end == ' ')
      end++;
    if (*end && *end != ':') {
      shown_value(p, v, sizeof v);
      game_add_note(t, p->line, p->col, _("SZ[%s] is read as %d"), v, t->board.size);
    }
  }
  p = sgf_find(root, "HA");
  if (p && p->n_values) {
    char *end;
    long h = strtol(p->values[0], &end, 10);
    while (*end == ' ')
      end++;
    int points = t->board.size * t->board.size;
    if (end == p->values[0] || *end || h < 0 || h > points) {
      shown_value(p, v, sizeof v);
      game_add_note(t, p->line, p->col,
                    _("HA[%s] is not a number of stones from 0 to %d: left out"), v, points);
    }
  }
  /* The time system (TM, OT), and the time left after each move, checked
   * against it (clock.h says the bounds). */
  static const char *const system[] = {"TM", "OT"}, *const left[] = {"BL", "WL", "OB", "OW"};
  hoshi_error why;
  for (int i = 0; i < 2; i++) {
    p = sgf_find(root, system[i]);
    if (p && p->n_values && !clock_sgf_check(NULL, system[i], p->values[0], &why))
      game_add_note(t, p->line, p->col, "%s", why.message);
  }
  clock_spec spec;
  bool timed = clock_from_sgf(sgf_get(root, "TM"), sgf_get(root, "OT"), &spec);
  /* Every node, variations too: down, else across, else up and across. */
  const sgf_node *n = root;
  while (n && t->n_notes < GAME_MAX_NOTES) {
    for (int i = 0; i < 4; i++) {
      const sgf_prop *c = sgf_find(n, left[i]);
      if (c && c->n_values && !clock_sgf_check(timed ? &spec : NULL, left[i], c->values[0], &why))
        game_add_note(t, c->line, c->col, _("move %d: %s"), moves_to(n), why.message);
    }
    double wr, lead;
    game_node_estimate(n, &wr, &lead);
    const sgf_prop *w = sgf_find(n, "SBKV"), *l = sgf_find(n, "HOSHISCORE");
    if (w && w->n_values && isnan(wr)) {
      shown_value(w, v, sizeof v);
      game_add_note(t, w->line, w->col,
                    _("SBKV[%s] at move %d is not a win rate from 0 to 100: left out"), v,
                    moves_to(n));
    }
    if (l && l->n_values && isnan(lead)) {
      shown_value(l, v, sizeof v);
      game_add_note(t, l->line, l->col,
                    _("HOSHISCORE[%s] at move %d is not a lead in points (at most %d): left out"),
                    v, moves_to(n), BOARD_MAX_SIZE * BOARD_MAX_SIZE);
    }
    if (n->children) {
      n = n->children;
      continue;
    }
    while (n && !n->next && n != root)
      n = n->parent;
    n = n && n != root ? n->next : NULL;
  }
}

/* Opens game index of records in place of g's, as game_load, but leaves
 * records to the caller on failure; g's own collection is kept when it is
 * records (another game of the same collection). */
static bool open_game(game *g, sgf_collection *records, size_t index, const rules *fallback,
                      hoshi_error *why)
{
  if (!records || index >= records->n_games) {
    if (records && records->n_games > 1)
      return hoshi_fail(why,
                        P_("the file holds %zu game: there is no game %zu",
                           "the file holds %zu games: there is no game %zu", records->n_games),
                        records->n_games, index + 1);
    return hoshi_fail(why, "%s", _("the file holds no such game"));
  }
  sgf_node *root = records->games[index];
  const char *gm = sgf_get(root, "GM");
  int size = 19;
  if (gm && strtol(gm, NULL, 10) != 1)
    return hoshi_fail(why, "%s", _("this is not a game of Go (GM is not 1)"));
  if (!parse_size(sgf_get(root, "SZ"), &size, why))
    return false;
  game t;
  memset(&t, 0, sizeof t);
  t.records = records;
  t.root = root;
  t.index = index;
  t.noting = true;
  board_init(&t.board, size);
  if (!board_history_init(&t.history, (size_t)size * size * 2)) {
    return hoshi_fail(why, "%s", _("out of memory"));
  }
  read_rules(&t, fallback);
  long handicap = read_handicap(root);
  const sgf_prop *ab = sgf_find(root, "AB");
  t.handicap = handicap >= 2 && handicap <= size * size ? (int)handicap : 0;
  if (t.handicap && !ab && !sgf_find(root, "AW") && !sgf_find(root, "AE") &&
      white_moves_first(root, size) && !place_implied_handicap(&t, size)) {
    hoshi_fail(why, "%s", _("out of memory"));
    t.records = NULL; /* the caller's */
    game_deinit(&t);
    return false;
  }
  if (!make_turns_explicit(&t, size)) {
    hoshi_fail(why, "%s", _("out of memory"));
    t.records = NULL; /* the caller's */
    game_deinit(&t);
    return false;
  }
  /* Walk the main line once so that its illegal moves and bad points are
   * noted, and a handicap given as moves is seen (for the default komi),
   * then come back to the start. */
  bool entered = game_enter(&t, root);
  bool whole = entered && game_last(&t);
  if (!whole) {
    /* Never a game cut short without a word: the record is not opened. */
    if (entered)
      hoshi_fail(why, _("out of memory at move %d: the record is too long to open"),
                 game_move_number(&t));
    else
      hoshi_fail(why, "%s", _("out of memory"));
    t.records = NULL; /* the caller's */
    game_deinit(&t);
    return false;
  }
  read_komi(&t, size, game_handicap(&t));
  check_numbers(&t);
  game_first(&t);
  t.noting = false;
  if (g->records == records)
    g->records = NULL; /* another game of the same collection */
  game_deinit(g);
  *g = t;
  return true;
}

bool game_load(game *g, sgf_collection *records, size_t index, const rules *fallback,
               hoshi_error *why)
{
  if (open_game(g, records, index, fallback, why))
    return true;
  sgf_free(records);
  return false;
}

bool game_switch(game *g, size_t index, const rules *fallback, hoshi_error *why)
{
  return open_game(g, g->records, index, fallback, why);
}

bool game_load_file(game *g, const char *path, const rules *fallback, hoshi_error *why)
{
  return game_load_file_game(g, path, 0, fallback, why);
}

bool game_load_file_game(game *g, const char *path, size_t index, const rules *fallback,
                         hoshi_error *why)
{
  hoshi_error err;
  sgf_collection *records = sgf_load_file(path, &err);
  if (!records || records->n_games == 0) {
    sgf_free(records);
    if (err.line)
      return hoshi_fail_at(why, err.line, err.col, "%s:%d:%d: %s", path, err.line, err.col,
                           err.message);
    return hoshi_fail(why, "%s", err.message[0] ? err.message : _("no game in the file"));
  }
  if (!game_load(g, records, index, fallback, why)) {
    hoshi_error_prefix(why, "%s: ", path);
    return false;
  }
  g->cut_short = err.message[0] != '\0';
  if (err.message[0]) {
    /* Keep what was read, and say where the file breaks off. */
    if (g->n_notes == GAME_MAX_NOTES)
      g->n_notes--;
    g->noting = true;
    game_add_note(g, err.line, err.col, _("%s (the game is opened as far as it could be read)"),
                  err.message);
    g->noting = false;
  }
  return true;
}

bool game_save_file(const game *g, const char *path, hoshi_error *err)
{
  return sgf_save_file(g->records, path, err);
}
