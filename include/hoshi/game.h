/* A game: a rule set, komi, handicap, the starting position and the moves
 * played since, with the position history that superko needs. The current
 * board is derived from the start and the moves; undo goes back to any
 * earlier move by replaying.
 */
#ifndef HOSHI_GAME_H
#define HOSHI_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "hoshi/board.h"
#include "hoshi/rules.h"

typedef struct game_move {
  enum color color;
  point point; /* POINT_PASS for a pass */
  /* The move gave a position already in the history (compared as the rule
   * set compares them: under simple ko and positional superko the whole
   * board, under situational superko only positions made by the same
   * player). Only simple-ko rule sets can play such a move; game_repetition
   * reports it. */
  bool repeats;
} game_move;

typedef struct game {
  const rules *rules;
  double komi;
  int handicap; /* handicap stones placed (0 in an even game) */
  board start;  /* the position before the first move (handicap stones included) */
  board board;  /* the current position */
  game_move *moves;
  size_t n_moves, cap_moves;
  /* Keys of the positions so far (start included) and, per move, how many
   * keys there were before it, so that undo truncates the history exactly. */
  board_history history;
  size_t *history_marks;
} game;

/* Starts an empty game. rules NULL means rules_default(). Returns false on a
 * size outside 5..25 or when memory runs out (nothing to free then). */
bool game_init(game *g, int size, const rules *r);
void game_deinit(game *g);

/* Empties the board and forgets the moves and handicap; keeps size, rules, komi. */
void game_clear(game *g);

/* Changes the size (clearing the game). Returns false and changes nothing if
 * the size is out of range. */
bool game_set_size(game *g, int size);

/* Switches the rule set, keeping the moves: the history is rebuilt for the
 * new ko rule. Moves already played stay, even those the new rules forbid. */
void game_set_rules(game *g, const rules *r);

/* Sets komi. Refuses (returning false with a reason in *why) a value that is
 * not a finite whole or half number within +-size*size points. */
bool game_set_komi(game *g, double komi, const char **why);

/* The colour whose turn it is. */
static inline enum color game_to_move(const game *g) { return g->board.to_move; }

/* What a move would do under the game's rules, without playing it. */
move_effect game_check(const game *g, enum color c, point p);

/* Plays a move (or POINT_PASS) for colour c, in or out of turn, if legal.
 * Returns MOVE_LEGAL on success, else the reason and nothing changes. */
enum move_status game_play(game *g, enum color c, point p);

/* Takes back the last move. Returns false if there is none. */
bool game_undo(game *g);

/* Goes back to the position after move n (0: the start), dropping the moves
 * after it. Returns false if n is larger than the number of moves. */
bool game_truncate(game *g, size_t n);

/* Places the fixed handicap of n stones on the star points. Only on an empty
 * board before any move; White moves next. Returns false with a reason. */
bool game_fixed_handicap(game *g, int n, const char **why);

/* Places handicap stones where the caller says (free placement): 2 or more
 * distinct empty points, only on an empty board, and only where the rule set
 * allows free placement, or when the points are exactly the fixed pattern. */
bool game_free_handicap(game *g, const point *points, int n, const char **why);

/* Chooses n handicap points for place_free_handicap: the fixed pattern where
 * it exists, completed by points spread over the board. Returns the number
 * written (0 when n is out of 2..size*size-1). */
int game_choose_free_handicap(const game *g, int n, point *out);

/* Move number (1-based) of the latest move that recreated an earlier
 * whole-board position under a rule set that reports repetitions (J89 art.
 * 12: the players may then end the game without result), else 0. */
size_t game_repetition(const game *g);

/* The number of stones each colour holds as prisoners. */
static inline int game_captures(const game *g, enum color c) { return g->board.captures[c]; }

#endif
