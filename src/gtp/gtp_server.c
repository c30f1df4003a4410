/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi --gtp: GTP version 2 over a game, so that GTP tools can drive
 * Hoshi's rules engine. Every error is a '?' response; nothing exits. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hoshi/gtp.h"
#include "hoshi/capture_player.h"
#include "hoshi/number.h"
#include "hoshi/handicap.h"
#include "hoshi/playout.h"
#include "hoshi/score.h"
#include "hoshi/strbuf.h"
#include "hoshi/os.h"

#define GTP_SEED 0x5eed5eedull

/* A response being written; it grows as needed (printsgf can be large). */
typedef strbuf reply;

static void say(reply *r, const char *fmt, ...) HOSHI_PRINTF(2, 3);
static void say(reply *r, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  strbuf_vprintf(r, fmt, ap);
  va_end(ap);
}

typedef bool (*gtp_handler)(gtp_server *s, const gtp_command *c, reply *r);

typedef struct gtp_entry {
  const char *name;
  gtp_handler handler;
} gtp_entry;

/* The command table comes last, after its handlers. */
static const gtp_entry *find_command(const char *name);
static void say_command_names(reply *r);

/* Argument helpers: each says what was wrong and returns false. */
static bool want_args(const gtp_command *c, int n, reply *r)
{
  if (c->argc < n) {
    say(r, "syntax error: %s needs %d argument%s", c->name, n, n == 1 ? "" : "s");
    return false;
  }
  return true;
}

/* The largest komi GTP takes: more than any board's points. */
#define KOMI_GTP_MAX 10000.0

/* A whole number as GTP writes it (no 0x, no exponent, no blanks). */
static bool arg_int(const char *s, long lo, long hi, long *out)
{
  return number_integer(s, lo, hi, out);
}

/* The command's first argument as a colour. */
static bool arg_color(const gtp_command *c, enum color *col, reply *r)
{
  if (!want_args(c, 1, r))
    return false;
  if (!gtp_parse_color(c->argv[0], col)) {
    say(r, "invalid color");
    return false;
  }
  return true;
}

static bool arg_move(gtp_server *s, const gtp_command *c, int at, enum color *col, point *p,
                     reply *r)
{
  int x, y;
  bool pass;
  const board *b = &s->game.board;
  if (!gtp_parse_color(c->argv[at], col) ||
      !board_vertex_parse(c->argv[at + 1], b->size, &x, &y, &pass)) {
    say(r, "invalid color or coordinate");
    return false;
  }
  *p = pass ? POINT_PASS : board_point(b, x, y);
  return true;
}

static const char *status_keyword(enum move_status st)
{
  switch (st) {
  case MOVE_OCCUPIED:
    return "occupied";
  case MOVE_KO:
    return "ko";
  case MOVE_SUPERKO:
    return "superko";
  case MOVE_SUICIDE:
    return "suicide";
  case MOVE_OFF_BOARD:
    return "off board";
  default:
    return "error";
  }
}

/* The vertices, in board order, of the points p where value[p] == want. */
static void say_points_where(reply *r, const board *b, const uint8_t *value, int want)
{
  bool first = true;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++)
      if (value[board_point(b, x, y)] == want) {
        char v[4];
        board_vertex_format(b->size, x, y, v);
        say(r, "%s%s", first ? "" : " ", v);
        first = false;
      }
}

static void say_points(reply *r, const board *b, const point *pts, int n)
{
  for (int i = 0; i < n; i++) {
    char v[5];
    board_move_format(b, pts[i], v);
    say(r, "%s%s", i ? " " : "", v);
  }
}

/* --- the commands ---------------------------------------------------------- */

static bool cmd_protocol_version(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)s, (void)c;
  say(r, "2");
  return true;
}

static bool cmd_name(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c;
  say(r, "%s", s->capture_player ? "Hoshi capture player" : "Hoshi");
  return true;
}

static bool cmd_version(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)s, (void)c;
  say(r, "%s", HOSHI_VERSION);
  return true;
}

static bool cmd_known_command(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)s;
  say(r, "%s", c->argc >= 1 && find_command(c->argv[0]) ? "true" : "false");
  return true;
}

static bool cmd_list_commands(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)s, (void)c;
  say_command_names(r);
  return true;
}

static bool cmd_quit(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c, (void)r;
  s->quit = true;
  return true;
}

static bool cmd_boardsize(gtp_server *s, const gtp_command *c, reply *r)
{
  long size;
  if (!want_args(c, 1, r))
    return false;
  if (!arg_int(c->argv[0], LONG_MIN, LONG_MAX, &size)) {
    say(r, "syntax error: boardsize needs a whole number");
    return false;
  }
  if (!game_set_size(&s->game, board_size_ok(size) ? (int)size : 0)) {
    say(r, "unacceptable size (Hoshi plays on %d to %d lines)", BOARD_MIN_SIZE, BOARD_MAX_SIZE);
    return false;
  }
  return true;
}

static bool cmd_clear_board(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c, (void)r;
  game_clear(&s->game);
  return true;
}

static bool cmd_komi(gtp_server *s, const gtp_command *c, reply *r)
{
  if (!want_args(c, 1, r))
    return false;
  /* A number as people write it: no 0x, no exponent, no inf; within what
   * any komi could be. */
  double komi;
  if (!number_decimal(c->argv[0], false, -KOMI_GTP_MAX, KOMI_GTP_MAX, &komi)) {
    say(r,
        "syntax error: komi needs a number of points, written in decimal digits "
        "(at most %d)",
        (int)KOMI_GTP_MAX);
    return false;
  }
  hoshi_error why;
  if (!game_set_komi(&s->game, komi, &why)) {
    say(r, "invalid komi: %s", why.message);
    return false;
  }
  return true;
}

static bool cmd_get_komi(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c;
  char k[32];
  say(r, "%s", number_format(s->game.komi, k, sizeof k));
  return true;
}

static bool cmd_query_boardsize(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c;
  say(r, "%d", s->game.board.size);
  return true;
}

static bool cmd_play(gtp_server *s, const gtp_command *c, reply *r)
{
  enum color col;
  point p;
  if (!want_args(c, 2, r) || !arg_move(s, c, 0, &col, &p, r))
    return false;
  enum move_status st = game_play(&s->game, col, p);
  if (st != MOVE_LEGAL) {
    say(r, "illegal move: %s (%s)", status_keyword(st), move_status_text(st));
    return false;
  }
  return true;
}

static bool cmd_is_legal(gtp_server *s, const gtp_command *c, reply *r)
{
  enum color col;
  point p;
  if (!want_args(c, 2, r) || !arg_move(s, c, 0, &col, &p, r))
    return false;
  say(r, "%d", game_check(&s->game, col, p).status == MOVE_LEGAL);
  return true;
}

static bool cmd_genmove(gtp_server *s, const gtp_command *c, reply *r)
{
  enum color col;
  if (!arg_color(c, &col, r))
    return false;
  game *g = &s->game;
  point p = s->capture_player
                ? capture_player_choose(&g->board, col, g->rules, &g->history, rng_next(&s->rng))
                : playout_choose_move(&g->board, col, g->rules, &g->history, &s->rng);
  if (game_play(g, col, p) != MOVE_LEGAL) {
    p = POINT_PASS;
    game_play(g, col, p);
  }
  char v[5];
  board_move_format(&g->board, p, v);
  say(r, "%s", v);
  return true;
}

static bool cmd_undo(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c;
  if (!game_undo(&s->game)) {
    say(r, "cannot undo");
    return false;
  }
  return true;
}

/* GNU Go's gg-undo: take back N moves (default 1), so any earlier position. */
static bool cmd_gg_undo(gtp_server *s, const gtp_command *c, reply *r)
{
  long n = 1;
  if (c->argc >= 1 && !arg_int(c->argv[0], 0, 1000000000, &n)) {
    say(r, "syntax error: gg-undo takes a number of moves");
    return false;
  }
  if (n > game_move_number(&s->game)) {
    say(r, "cannot undo");
    return false;
  }
  game_truncate(&s->game, game_move_number(&s->game) - (int)n);
  return true;
}

static bool cmd_showboard(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c;
  const game *g = &s->game;
  const board *b = &g->board;
  int n = b->size;
  say(r, "\n   ");
  for (int x = 0; x < n; x++)
    say(r, " %c", 'A' + x + (x >= 8));
  for (int y = 0; y < n; y++) {
    say(r, "\n%2d ", n - y);
    for (int x = 0; x < n; x++) {
      point p = board_point(b, x, y);
      enum color col = board_at(b, p);
      char glyph = col == COLOR_BLACK                ? 'X'
                   : col == COLOR_WHITE              ? 'O'
                   : handicap_is_star_point(n, x, y) ? '+'
                                                     : '.';
      bool after_last = x > 0 && board_point(b, x - 1, y) == b->last_move;
      say(r, "%c%c", p == b->last_move ? '(' : after_last ? ')' : ' ', glyph);
    }
    say(r, "%c%2d", board_point(b, n - 1, y) == b->last_move ? ')' : ' ', n - y);
  }
  say(r, "\n   ");
  for (int x = 0; x < n; x++)
    say(r, " %c", 'A' + x + (x >= 8));
  say(r, "\nRules: %s (%s), komi %g, handicap %d", rules_name(g->rules), rules_ko_name(g->rules),
      g->komi, game_handicap(g));
  say(r, "\nMove %d, %s to play; prisoners: Black %d, White %d", game_move_number(g),
      b->to_move == COLOR_BLACK ? "Black" : "White", b->captures[COLOR_BLACK],
      b->captures[COLOR_WHITE]);
  game_illegal il;
  if (game_first_illegal(g, &il)) {
    char text[512];
    game_illegal_text(g, &il, false, text, sizeof text);
    say(r, "\n%s", text);
  }
  size_t rep = game_repetition(g);
  if (rep)
    say(r,
        "\nMove %zu repeated an earlier whole-board position: the players may end the game "
        "without result (J89 art. 12)",
        rep);
  return true;
}

static bool handicap_count(const gtp_command *c, long *n, reply *r)
{
  if (!want_args(c, 1, r))
    return false;
  if (!arg_int(c->argv[0], LONG_MIN, LONG_MAX, n)) {
    say(r, "syntax error: a number of stones is needed");
    return false;
  }
  return true;
}

static bool board_not_empty(const gtp_server *s, reply *r)
{
  if (game_is_empty(&s->game))
    return false;
  say(r, "board not empty");
  return true;
}

static bool cmd_fixed_handicap(gtp_server *s, const gtp_command *c, reply *r)
{
  long n;
  if (!handicap_count(c, &n, r) || board_not_empty(s, r))
    return false;
  if (n < 2 || n > handicap_fixed_max(s->game.board.size) ||
      !game_fixed_handicap(&s->game, (int)n, NULL)) {
    say(r, "invalid number of stones");
    return false;
  }
  point pts[HANDICAP_MAX_STONES];
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  handicap_fixed_points(s->game.board.size, (int)n, xs, ys);
  for (int i = 0; i < n; i++)
    pts[i] = board_point(&s->game.board, xs[i], ys[i]);
  say_points(r, &s->game.board, pts, (int)n);
  return true;
}

static bool cmd_place_free_handicap(gtp_server *s, const gtp_command *c, reply *r)
{
  long n;
  if (!handicap_count(c, &n, r) || board_not_empty(s, r))
    return false;
  int area = s->game.board.size * s->game.board.size;
  point pts[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
  /* Under fixed-placement rules the engine's free choice is the fixed pattern. */
  if (!rules_allows_free_handicap(s->game.rules)) {
    if (n < 2 || n > handicap_fixed_max(s->game.board.size))
      n = 0;
  }
  if (n < 2 || n > area - 1 || game_choose_free_handicap(&s->game, (int)n, pts) != n ||
      !game_free_handicap(&s->game, pts, (int)n, NULL)) {
    say(r, "invalid number of stones");
    return false;
  }
  say_points(r, &s->game.board, pts, (int)n);
  return true;
}

/* The arguments as board points (passes refused). Returns the index of the
 * first argument that is not a vertex of the board, or -1 when all are. */
static int args_points(const gtp_server *s, const gtp_command *c, point *pts)
{
  const board *b = &s->game.board;
  for (int i = 0; i < c->argc; i++) {
    int x, y;
    bool pass;
    if (!board_vertex_parse(c->argv[i], b->size, &x, &y, &pass) || pass)
      return i;
    pts[i] = board_point(b, x, y);
  }
  return -1;
}

static bool cmd_set_free_handicap(gtp_server *s, const gtp_command *c, reply *r)
{
  if (board_not_empty(s, r))
    return false;
  point pts[GTP_MAX_ARGS];
  if (args_points(s, c, pts) >= 0) {
    say(r, "bad vertex list");
    return false;
  }
  hoshi_error why;
  /* The controller decides where handicap stones go (GTP: "the engine must
   * accept the handicap placement"), whatever the rule set's custom. */
  if (!game_place_handicap(&s->game, pts, c->argc, &why)) {
    say(r, "bad vertex list: %s", why.message);
    return false;
  }
  return true;
}

static bool cmd_list_stones(gtp_server *s, const gtp_command *c, reply *r)
{
  enum color col;
  if (!arg_color(c, &col, r))
    return false;
  say_points_where(r, &s->game.board, s->game.board.color, col);
  return true;
}

static bool cmd_captures(gtp_server *s, const gtp_command *c, reply *r)
{
  enum color col;
  if (!arg_color(c, &col, r))
    return false;
  say(r, "%d", game_captures(&s->game, col));
  return true;
}

static bool cmd_hoshi_rules(gtp_server *s, const gtp_command *c, reply *r)
{
  if (c->argc == 0) {
    say(r, "%s", rules_id(s->game.rules));
    return true;
  }
  /* A name may have several words ("New Zealand"). */
  char name[64] = "";
  for (int i = 0; i < c->argc; i++)
    if (strlen(name) + strlen(c->argv[i]) + 2 < sizeof name) {
      if (i)
        strcat(name, " ");
      strcat(name, c->argv[i]);
    }
  const rules *found = rules_find(name);
  if (!found) {
    size_t n;
    const rules *const *all = rules_all(&n);
    say(r, "unknown rule set '%s'; known:", name);
    for (size_t i = 0; i < n; i++)
      say(r, " %s", rules_id(all[i]));
    return false;
  }
  game_set_rules(&s->game, found);
  return true;
}

/* hoshi-capture-goal [N]: the stones a player must capture to win the
 * capture game (game_capture_goal), or sets it; a failure under a rule set
 * that does not end at a capture. */
static bool cmd_hoshi_capture_goal(gtp_server *s, const gtp_command *c, reply *r)
{
  if (!game_capture_goal(&s->game)) {
    say(r, "the %s rules do not end the game at a capture", rules_id(s->game.rules));
    return false;
  }
  if (c->argc == 0) {
    say(r, "%d", game_capture_goal(&s->game));
    return true;
  }
  char *end;
  long n = strtol(c->argv[0], &end, 10);
  if (*end || !rules_capture_goal_ok((int)n) || n > RULES_MAX_CAPTURE_GOAL) {
    say(r, "syntax error: the goal is a number of stones from 1 to %d", RULES_MAX_CAPTURE_GOAL);
    return false;
  }
  if (!game_set_capture_goal(&s->game, (int)n)) {
    say(r, "out of memory");
    return false;
  }
  return true;
}

static bool cmd_hoshi_repetition(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c;
  say(r, "%d", game_repetition(&s->game));
  return true;
}

/* Reads a record into the server's game, up to the position before move
 * until (or before the first move at (ux, uy), or a pass), or to the end
 * of the main line; notes on stderr. false with why. */
static bool load_until(gtp_server *s, const char *path, long until, int ux, int uy, bool until_pass,
                       hoshi_error *why)
{
  double komi = s->game.komi;
  game loaded;
  if (!game_init(&loaded, s->game.board.size, s->game.rules) ||
      !game_load_file(&loaded, path, s->game.rules, why)) {
    if (loaded.records)
      game_deinit(&loaded);
    return false;
  }
  game_deinit(&s->game);
  s->game = loaded;
  game *g = &s->game;
  if (!sgf_get(g->root, "KM"))
    game_set_komi(g, komi, NULL);
  /* Forward until the next node is the move asked for (setup nodes on the
   * way are applied), or to the end. */
  point at = POINT_NONE;
  if (ux >= 0) {
    /* The vertex was read for a 25x25 board: this size's row. */
    int size = g->board.size, x = ux, y = uy - (BOARD_MAX_SIZE - size);
    at = y >= 0 && x < size ? board_point(&g->board, x, y) : POINT_NONE;
  }
  for (;;) {
    sgf_node *cur = game_current(g);
    sgf_node *next = sgf_line_next(g->records, cur);
    if (!next || !game_forward(g))
      break;
    const game_step *step = game_current_step(g);
    bool is_move = step->color != COLOR_EMPTY;
    if (is_move &&
        ((until > 0 && game_move_number(g) >= until) || (until_pass && step->move == POINT_PASS) ||
         (at != POINT_NONE && step->move == at))) {
      game_back(g);
      break;
    }
  }
  for (size_t i = 0; i < g->n_notes; i++) {
    const game_note *n = &g->notes[i];
    if (n->line > 0)
      fprintf(stderr, "loadsgf: %s:%d:%d: %s\n", path, n->line, n->col, n->message);
    else
      fprintf(stderr, "loadsgf: %s: %s\n", path, n->message);
  }
  return true;
}

bool gtp_server_load(gtp_server *s, const char *path, hoshi_error *why)
{
  return load_until(s, path, -1, -1, -1, false, why);
}

/* GNU Go's loadsgf: board size, komi, handicap and rules from the file, then
 * the main line up to the position before move N (or before the first move
 * at a vertex), or to its end. Answers the colour to move, as GNU Go does. */
static bool cmd_loadsgf(gtp_server *s, const gtp_command *c, reply *r)
{
  if (!want_args(c, 1, r))
    return false;
  long until = -1;
  int ux = -1, uy = -1;
  bool until_pass = false;
  if (c->argc >= 2) {
    if (!arg_int(c->argv[1], 1, 100000000, &until) &&
        !board_vertex_parse(c->argv[1], BOARD_MAX_SIZE, &ux, &uy, &until_pass)) {
      say(r, "syntax error: loadsgf FILE [MOVE_NUMBER | VERTEX]");
      return false;
    }
  }
  hoshi_error why = {0};
  if (!load_until(s, c->argv[0], until, ux, uy, until_pass, &why)) {
    say(r, "cannot load file: %s", why.message);
    return false;
  }
  game *g = &s->game;
  say(r, "%s", game_to_move(g) == COLOR_BLACK ? "black" : "white");
  return true;
}

/* printsgf [FILE]: the game record as SGF, into FILE or as the answer. */
static bool cmd_printsgf(gtp_server *s, const gtp_command *c, reply *r)
{
  if (c->argc >= 1 && strcmp(c->argv[0], "-") != 0) {
    hoshi_error err;
    if (!game_save_file(&s->game, c->argv[0], &err)) {
      say(r, "cannot save file: %s", err.message);
      return false;
    }
    return true;
  }
  char *text = sgf_write(s->game.records, NULL);
  if (!text) {
    say(r, "out of memory");
    return false;
  }
  say(r, "%s", text);
  free(text);
  return true;
}

/* Counts the current position under the current rules, with the marks. */
static bool count_now(gtp_server *s, const rules *rs, score *out, reply *r)
{
  score_input in;
  game_score_input(&s->game, &in);
  if (!score_count(&in, rs, out)) {
    say(r, "cannot score");
    return false;
  }
  return true;
}

static bool cmd_final_score(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c;
  int goal = game_capture_goal(&s->game);
  if (goal) {
    /* The capture game is never counted: its winner, as the record's RE
     * (docs/rules.md, the capture game), or a failure before the end. */
    enum color w = game_capture_winner(&s->game);
    if (w == COLOR_EMPTY) {
      say(r, "cannot score: the capture game is not over (no one has captured %d stone%s)", goal,
          goal == 1 ? "" : "s");
      return false;
    }
    say(r, "%c+", w == COLOR_BLACK ? 'B' : 'W');
    return true;
  }
  score sc;
  if (!count_now(s, s->game.rules, &sc, r))
    return false;
  say(r, "%s", sc.result);
  return true;
}

static bool cmd_final_status_list(gtp_server *s, const gtp_command *c, reply *r)
{
  if (!want_args(c, 1, r))
    return false;
  static const char *const names[] = {"", "alive", "dead", "seki"};
  int want = 0;
  for (int k = SCORE_ALIVE; k <= SCORE_SEKI; k++)
    if (strcasecmp(c->argv[0], names[k]) == 0)
      want = k;
  if (!want) {
    say(r, "syntax error: final_status_list alive, dead or seki");
    return false;
  }
  score_input in;
  game_score_input(&s->game, &in);
  uint8_t status[BOARD_MAX_POINTS];
  if (!score_stone_status(&in, status)) {
    say(r, "out of memory");
    return false;
  }
  say_points_where(r, &s->game.board, status, want);
  return true;
}

/* hoshi-set-dead VERTEX...: the chains at these vertices are the dead
 * stones (replacing earlier marks; none: no stone is dead); "auto" hands
 * the choice back to the automatic estimate. */
static bool cmd_hoshi_set_dead(gtp_server *s, const gtp_command *c, reply *r)
{
  if (c->argc == 1 && strcasecmp(c->argv[0], "auto") == 0) {
    game_clear_dead(&s->game);
    return true;
  }
  point pts[GTP_MAX_ARGS];
  int bad = args_points(s, c, pts);
  if (bad >= 0) {
    say(r, "invalid coordinate %s", c->argv[bad]);
    return false;
  }
  for (int i = 0; i < c->argc; i++)
    if (board_at(&s->game.board, pts[i]) == COLOR_EMPTY) {
      say(r, "no stone at %s", c->argv[i]);
      return false;
    }
  game_set_dead(&s->game, pts, c->argc);
  return true;
}

/* hoshi-score: one line per rule set: id, result and the breakdown. */
static bool cmd_hoshi_score(gtp_server *s, const gtp_command *c, reply *r)
{
  (void)c;
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++) {
    score sc;
    if (!count_now(s, all[i], &sc, r))
      return false;
    say(r, "%s%s %s", i ? "\n" : "", rules_id(all[i]), sc.result);
    static const char *const names[3] = {"", "black", "white"};
    for (int k = COLOR_BLACK; k <= COLOR_WHITE; k++) {
      const score_side *d = &sc.side[k];
      say(r,
          " %s: stones %d territory %d dead %d prisoners %d pass_stones %d seki_eyes %d "
          "compensation %g komi %g total %g;",
          names[k], d->stones, d->territory, d->dead, d->prisoners, d->pass_stones, d->seki_eyes,
          d->compensation, d->komi, d->total);
    }
    say(r, " dame %d seki_points %d unfilled_dame %d", sc.dame, sc.seki_points, sc.unfilled_dame);
  }
  return true;
}

static const gtp_entry commands[] = {
    {"protocol_version", cmd_protocol_version},
    {"name", cmd_name},
    {"version", cmd_version},
    {"known_command", cmd_known_command},
    {"list_commands", cmd_list_commands},
    {"quit", cmd_quit},
    {"boardsize", cmd_boardsize},
    {"query_boardsize", cmd_query_boardsize},
    {"clear_board", cmd_clear_board},
    {"komi", cmd_komi},
    {"get_komi", cmd_get_komi},
    {"play", cmd_play},
    {"genmove", cmd_genmove},
    {"undo", cmd_undo},
    {"gg-undo", cmd_gg_undo},
    {"showboard", cmd_showboard},
    {"fixed_handicap", cmd_fixed_handicap},
    {"place_free_handicap", cmd_place_free_handicap},
    {"set_free_handicap", cmd_set_free_handicap},
    {"is_legal", cmd_is_legal},
    {"list_stones", cmd_list_stones},
    {"captures", cmd_captures},
    {"loadsgf", cmd_loadsgf},
    {"printsgf", cmd_printsgf},
    {"final_score", cmd_final_score},
    {"final_status_list", cmd_final_status_list},
    {"hoshi-set-dead", cmd_hoshi_set_dead},
    {"hoshi-score", cmd_hoshi_score},
    {"hoshi-rules", cmd_hoshi_rules},
    {"hoshi-repetition", cmd_hoshi_repetition},
    {"hoshi-capture-goal", cmd_hoshi_capture_goal},
};
static const size_t n_commands = sizeof commands / sizeof commands[0];

static const gtp_entry *find_command(const char *name)
{
  for (size_t i = 0; i < n_commands; i++)
    if (strcmp(commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

static void say_command_names(reply *r)
{
  for (size_t i = 0; i < n_commands; i++)
    say(r, "%s%s", i ? "\n" : "", commands[i].name);
}

/* --- the server -------------------------------------------------------------- */

bool gtp_server_init(gtp_server *s, int size, const rules *r)
{
  memset(s, 0, sizeof *s);
  s->rng = GTP_SEED;
  return game_init(&s->game, size, r);
}

void gtp_server_deinit(gtp_server *s) { game_deinit(&s->game); }

char *gtp_server_handle(gtp_server *s, const char *line)
{
  size_t len = strlen(line);
  char *copy = os_malloc(len + 1);
  gtp_command *cmd = os_malloc(sizeof *cmd);
  reply r = {0};
  char *out = NULL;
  if (!copy || !cmd) {
    out = os_strdup("? out of memory\n\n");
    goto done;
  }
  memcpy(copy, line, len + 1);
  enum gtp_parse parsed = gtp_parse_command(copy, cmd);
  if (parsed == GTP_PARSE_EMPTY)
    goto done;
  bool ok = false;
  if (parsed == GTP_PARSE_TOO_LONG) {
    say(&r, "syntax error: too many arguments");
  } else {
    const gtp_entry *e = find_command(cmd->name);
    if (e)
      ok = e->handler(s, cmd, &r);
    else
      say(&r, "unknown command");
  }
  if (strbuf_oom(&r)) {
    ok = false;
    strbuf_deinit(&r);
    say(&r, "out of memory");
  }
  /* A response must not contain a blank line: that would end it early. */
  char *text = r.text ? r.text : "";
  size_t w = 0;
  for (size_t i = 0; text[i]; i++)
    if (!(text[i] == '\n' && w > 0 && text[w - 1] == '\n'))
      text[w++] = text[i];
  while (w > 0 && text[w - 1] == '\n')
    w--;
  const char *id = cmd->has_id ? cmd->id_text : "";
  out = os_malloc(w + strlen(id) + 8);
  if (out)
    sprintf(out, "%c%s %.*s\n\n", ok ? '=' : '?', id, (int)w, text);
done:
  strbuf_deinit(&r);
  free(cmd);
  free(copy);
  return out;
}

/* Reads a line of at most GTP_MAX_LINE bytes into line (NULs dropped:
 * GTP discards control characters, and a NUL would end the C string
 * early). A longer line is read to its end and dropped: *too_long says so.
 * false at the end of input with nothing read. */
static bool read_line(FILE *in, char *line, bool *too_long)
{
  size_t w = 0;
  int ch = EOF;
  bool any = false;
  *too_long = false;
  while ((ch = getc(in)) != EOF) {
    any = true;
    if (ch == '\n')
      break;
    if (ch == '\0')
      continue;
    if (w < GTP_MAX_LINE)
      line[w++] = (char)ch;
    else
      *too_long = true;
  }
  line[w] = '\0';
  return any;
}

void gtp_server_run(gtp_server *s, FILE *in, FILE *out)
{
  char *line = os_malloc(GTP_MAX_LINE + 1);
  bool too_long;
  while (line && !s->quit && read_line(in, line, &too_long)) {
    if (too_long) {
      fprintf(out, "? line too long: a command has at most %d bytes\n\n", GTP_MAX_LINE);
      fflush(out);
      continue;
    }
    char *response = gtp_server_handle(s, line);
    if (response) {
      fputs(response, out);
      fflush(out);
      free(response);
    }
  }
  free(line);
}
