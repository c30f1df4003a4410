/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game: an SGF game tree (nodes with properties, variations) interpreted
 * under a rule set, with a current node and the path to it from the root.
 * The board at any node is reproducible: it is the result of applying the
 * setup and move of every node on the path, in order. The position history
 * that superko needs follows the path.
 *
 * The game's own settings (size, komi, rule set, handicap) live in the root
 * node's properties (SZ, KM, RU, HA, AB) and are kept in step with them, so
 * that saving the tree saves the game.
 *
 * Moves recorded in a file that break the rules (against the current rule
 * set) are kept and flagged: their step says why, and the board shows what
 * they did where that is possible (a suicide removes its stones, a ko
 * recapture captures); a move on an occupied or off-board point changes
 * nothing but the turn.
 */
#ifndef HOSHI_GAME_H
#define HOSHI_GAME_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hoshi/board.h"
#include "hoshi/error.h"
#include "hoshi/rules.h"
#include "hoshi/sgf.h"

/* One node of the current path and what it does. */
/* A step of the path: 16 bytes, since a record can hold a million moves.
 * Its move number is counted (game_move_number for the current node). */
typedef struct game_step {
  sgf_node *node;
  point move; /* the move: a point, POINT_PASS, or POINT_NONE (no move) */
  /* A handicap given as moves (French rules 003, Tromp-Taylor comment 5:
   * Black plays N moves in a row; New Zealand: White passes the first N-1
   * moves, read under the rule sets that say so): Black's stones so far
   * while the path still starts that way (counted up to INT16_MAX), -1
   * once it does not; and the handicap the path has given (frozen when
   * White plays her first stone). */
  int16_t handicap_run;
  int16_t handicap_moves;
  uint16_t color : 2;  /* enum color of the node's move, COLOR_EMPTY if it has none */
  uint16_t status : 5; /* enum move_status: MOVE_LEGAL, or why the move breaks the rules */
  /* The move, a legal one, gave a position already in the history
   * (compared as the rule set compares them). Only simple-ko rule sets
   * allow such a move; game_repetition reports it (J89 art. 12). An illegal
   * move never repeats; one the board refuses (ko, suicide, superko) adds
   * no position to the history, nor, where repetitions are reported, does
   * one out of turn. */
  uint16_t repeats : 1;
  uint16_t keys : 2; /* entries the node added to the history (its setup, its move) */
} game_step;

/* A note about a game read from SGF: where (line, column in the file; 0
 * when not from a file) and what, as any problem is reported. */
typedef hoshi_error game_note;

typedef struct game {
  sgf_collection *records; /* owns the tree */
  sgf_node *root;
  size_t index; /* which game of the collection root is (records->games[index]) */
  const rules *rules;
  double komi;
  int handicap; /* handicap stones declared by HA (2 or more), else 0 */
  board board;  /* the position at the current node */
  board_history history;
  game_step *path; /* path[0] is the root, path[depth - 1] the current node */
  size_t depth, cap_path;
  int moves; /* moves on the path (the current node's move number) */
  /* The position after path[k * GAME_SNAPSHOT_EVERY], packed (stones at two
   * bits a point, and the turn, ko, passes and prisoners): about 170 bytes
   * where a board takes 23 KB, so a long record costs a few bytes a move.
   * Going back rebuilds the board from the nearest one. */
  struct game_snapshot *snapshots;
  size_t n_snapshots, cap_snapshots;
  game_note *notes; /* problems met loading the game */
  size_t n_notes;
  bool noting;    /* while loading: collect notes */
  bool cut_short; /* game_load_file: the file broke off, opened as far as it could be read */
  /* Dead-stone marks, for the node they were set on (dead_node): any other
   * node, so any move, navigation or new game, has none set. */
  const sgf_node *dead_node;
  uint8_t dead[BOARD_MAX_POINTS];
  /* The automatic estimate, for the node and position it was made on. */
  const sgf_node *estimate_node;
  uint64_t estimate_hash;
  const rules *estimate_rules; /* J89 reads life and death its own way */
  uint8_t estimate[BOARD_MAX_POINTS];
  uint8_t estimate_why[BOARD_MAX_POINTS]; /* enum deadstones_why */
} game;

#define GAME_SNAPSHOT_EVERY 32

/* A step of the path replayed on b as entering its node does: its setup
 * (AB, AW, AE, PL), then its move as it falls (an occupied or off-board
 * point changes only the turn). For positions rebuilt outside the game
 * (a diagram's). */
void game_step_replay(board *b, const game_step *s);

/* A node's setup alone on b, and a step's move alone, as entering it
 * applies them (game_step_replay is the two in turn). */
void game_node_setup(board *b, const sgf_node *node);
void game_step_move(board *b, const game_step *s);

/* Sets *b to the position after the root node: its setup stones. */
void game_root_position(const game *g, board *b);

/* Starts an empty game. rules NULL means rules_default(); komi is the rule
 * set's. Returns false on a size outside 5..25 or when memory runs out. */
bool game_init(game *g, int size, const rules *r);
void game_deinit(game *g);

/* Opens game number index of a collection, taking ownership of the
 * collection (also on failure). Reads SZ, KM, HA, RU, AB/AW and the moves;
 * the current node is the root. The rule set is RU's when Hoshi knows it,
 * else fallback (NULL: the default). Returns false with the reason in why
 * when the game cannot be opened (not Go, unsupported size); notes collect
 * what could be read but is wrong (a bad coordinate, an unknown rule set). */
bool game_load(game *g, sgf_collection *records, size_t index, const rules *fallback,
               hoshi_error *why);

/* Reads a file and opens its first game in place of g's (g must hold a
 * game: game_init first), which stays as it was on failure. On failure, why
 * says why, with line and column (also in its message) for a malformed file;
 * a file that breaks off is opened as far as it could be read, with a note. */
bool game_load_file(game *g, const char *path, const rules *fallback, hoshi_error *why);

/* The same for game number index of the file (0: the first); a file that
 * holds fewer says how many it holds. */
bool game_load_file_game(game *g, const char *path, size_t index, const rules *fallback,
                         hoshi_error *why);

/* Opens another game of g's own collection (a file that holds several):
 * the collection, with every change made to its games, is kept; g stays as
 * it was on failure (why). */
bool game_switch(game *g, size_t index, const rules *fallback, hoshi_error *why);

/* How many games the collection holds. */
static inline size_t game_count(const game *g) { return g->records ? g->records->n_games : 0; }

/* Saves the game's collection as SGF, atomically. */
HOSHI_MUST_CHECK bool game_save_file(const game *g, const char *path, hoshi_error *err);

/* Empties the game (a new tree); keeps size, rules, komi and the capture
 * goal (game_capture_goal). Returns false
 * when memory runs out (the game is then empty or as it was). */
bool game_clear(game *g);

/* Changes the size (clearing the game). Returns false and changes nothing if
 * the size is out of range. */
bool game_set_size(game *g, int size);

/* Switches the rule set (RU), keeping the tree: the history and the flags of
 * the moves on the path are recomputed under the new rules. Returns false
 * when memory runs out (the path may then be shorter). */
bool game_set_rules(game *g, const rules *r);

/* Sets komi (KM): any finite number, as GTP's komi and a record's KM may
 * be (whole, half, the quarter points of a declared komi, or more than the
 * board holds). Refuses (false, with the reason in why) a value that is
 * not finite. What a person types is checked first by komi_parse (whole
 * or half points within +-150). */
bool game_set_komi(game *g, double komi, hoshi_error *why);

/* Replaces the root's setup stones with the stones of b (AB/AW) and goes to
 * the root; for problems and tests. The turn is b->to_move (PL). */
bool game_set_position(game *g, const board *b);

static inline enum color game_to_move(const game *g) { return g->board.to_move; }
static inline int game_size(const game *g) { return g->board.size; }
static inline sgf_node *game_current(const game *g) { return g->path[g->depth - 1].node; }
static inline const game_step *game_current_step(const game *g) { return &g->path[g->depth - 1]; }
/* Moves played from the root to the current node. */
static inline int game_move_number(const game *g) { return g->moves; }

/* The handicap the game is counted with: the declared one (HA; setup
 * stones alone are none), else a handicap given as moves along the
 * path (game_step): 2 or more Black stones, or 0. */
static inline int game_handicap(const game *g)
{
  int moves = g->path[g->depth - 1].handicap_moves;
  return g->handicap ? g->handicap : moves >= 2 ? moves : 0;
}

/* The first illegal move on the path to the current node: which move,
 * whose, where and why. */
typedef struct game_illegal {
  int move_number;
  enum color color;
  point move;
  enum move_status status;
} game_illegal;

/* Fills *out with the first illegal move of the path (see game_step's
 * status); false when every move is legal. */
bool game_first_illegal(const game *g, game_illegal *out);

/* The judgement of an illegal move as one sentence in the person's
 * language: which move, why, and what the rule set says follows ("Move 12,
 * Black D4, is illegal under the Japanese rules: ko: play elsewhere first.
 * J89 art. 14: the player who made it loses the game (White wins)."). Brief,
 * for a line of the scoring panel: "Illegal move 12, Black D4 (ko): Black
 * loses (J89 art. 14)". */
void game_illegal_text(const game *g, const game_illegal *il, bool brief, char *out, size_t n);

/* The winner an illegal move makes under the game's rule set: the
 * opponent of its player where the rule says he loses, else COLOR_EMPTY. */
enum color game_illegal_winner(const game *g, const game_illegal *il);

/* What a move would do at the current node, without playing it. */
move_effect game_check(const game *g, enum color c, point p);

/* Plays a move (or POINT_PASS) for colour c at the current node, in or out
 * of turn, if legal: goes to the child holding that move if there is one,
 * else adds a new child (a new variation when the node has children).
 * Returns MOVE_LEGAL, else the reason, and nothing changes. */
enum move_status game_play(game *g, enum color c, point p);

/* The child of the current node whose move is c at p (a pass: POINT_PASS),
 * as game_play would go to it instead of adding one; NULL when there is
 * none. */
sgf_node *game_child_with_move(const game *g, enum color c, point p);

/* The move of a node as game_play would go to it (a move, well formed, no
 * setup with it): its colour and point (POINT_PASS for a pass); false
 * for any other node. */
bool game_node_move(const game *g, const sgf_node *node, enum color *c, point *p);

/* Navigation. Each returns false (changing nothing) when there is nowhere
 * to go. forward follows the child last visited, else the first. */
bool game_back(game *g);
bool game_forward(game *g);
void game_first(game *g);
/* Goes to the end of the line: false if memory ran out before it (the
 * game stands where it stopped). game_load walks the main line once, so
 * a game it opened has the memory for its main line. */
bool game_last(game *g);
bool game_next_variation(game *g);
bool game_previous_variation(game *g);
/* Goes to the node of move n on the current line (the root for 0), back
 * along the path or forward as game_forward goes; false (and nowhere) if
 * the line has fewer moves. */
bool game_goto_move(game *g, int n);
/* Goes to any node of the game's tree (false, changing nothing, for a node
 * of another tree). Only navigates: the node is not changed. */
bool game_goto_node(game *g, const sgf_node *node);

/* Takes back the last move and forgets it (GTP undo): goes back and removes
 * the node left, with what follows it. false at the root. */
bool game_undo(game *g);

/* Goes back to move n of the current line and forgets what followed on it.
 * false if the current node is not after move n. */
bool game_truncate(game *g, int n);

/* Places the fixed handicap of n stones on the star points (HA, AB, PL[W]).
 * Only on an empty board before any move. Returns false with a reason. */
bool game_fixed_handicap(game *g, int n, hoshi_error *why);

/* Places handicap stones where the caller says (HA, AB, PL[W]): 2 to
 * size*size-1 distinct points, only on an empty board (game_is_empty),
 * whatever the rule set says of placement: for a GTP controller, which
 * decides, and for records. Returns false with a reason. */
bool game_place_handicap(game *g, const point *points, int n, hoshi_error *why);

/* The same for a player choosing points: accepted only where the rule set
 * allows free placement, or when the points are exactly the fixed pattern. */
bool game_free_handicap(game *g, const point *points, int n, hoshi_error *why);

/* Whether nothing has been played or placed yet: at the root, which has no
 * children, on an empty board. */
bool game_is_empty(const game *g);

/* Chooses n handicap points for place_free_handicap: the fixed pattern where
 * it exists, completed by points spread over the board. Returns the number
 * written (0 when n is out of 2..size*size-1). */
int game_choose_free_handicap(const game *g, int n, point *out);

/* Resumes play after the game ended (J89 art. 9-3: the opponent of the
 * player who asks moves first): a new node that sets the turn (PL), after
 * which the earlier passes no longer end the game. false when memory runs
 * out. */
HOSHI_MUST_CHECK bool game_resume(game *g, enum color first);

/* Move number of the first move on the path that recreated an earlier
 * whole-board position under a rule set that reports repetitions, else 0.
 * Only legal moves and the positions they left count (game_step.repeats). */
int game_repetition(const game *g);

/* The number of stones each colour holds as prisoners. */
static inline int game_captures(const game *g, enum color c) { return g->board.captures[c]; }

/* The dead-stone marks of the current node, or NULL when none were set
 * there (the count then takes the automatic estimate). */
const uint8_t *game_dead_marks(const game *g);

/* The dead stones a count of the current position takes: the marks when
 * set, else the automatic estimate (deadstones_estimate, made once per
 * position and kept until the position changes). NULL only when memory
 * runs out for the estimate. */
const uint8_t *game_dead_stones(game *g);

/* Why the automatic estimate kept stones that a capture would take
 * (enum deadstones_why per point), for the position game_dead_stones
 * estimated; NULL when the count takes marks instead, or nothing was
 * estimated. */
const uint8_t *game_estimate_why(game *g);

/* Sets the dead stones of the current node to the chains through the
 * given points (replacing earlier marks; n == 0: no stone is dead).
 * Returns false, changing nothing, if a point holds no stone. */
bool game_set_dead(game *g, const point *points, int n);

/* Forgets the marks: the count goes back to the automatic estimate. */
void game_clear_dead(game *g);

/* Fills the input of a count of the current position: board, dead stones
 * (game_dead_stones), handicap, komi, passes and the colour of the last
 * stone on the path. */
struct score_input;
void game_score_input(game *g, struct score_input *in);

/* --- the record: what a program writes into the game's tree ------------
 * The application reads and writes the record through these calls, never
 * through raw SGF properties, so that the root's properties stay in step
 * with the game (src/core/record.c). A call that records something returns
 * false when memory runs out, and the record is then as it was. */

/* A player's name (PB, PW), or NULL when the record has none. */
const char *game_player(const game *g, enum color c);
HOSHI_MUST_CHECK bool game_set_player(game *g, enum color c, const char *name);

/* The result (RE: "B+3.5", "W+R", "0", "Void"), or NULL. */
const char *game_result(const game *g);
HOSHI_MUST_CHECK bool game_set_result(game *g, const char *result);

/* The end at the N-th capture (rules_capture_goal): the number of stones
 * a player must have captured in all to win at once, the game's own (the
 * root's private property HOSHICAPTURES[N], which Hoshi writes for every
 * game of a rule set that ends so and other programs keep or ignore), else
 * the rule set's; 0 when the rule set does not end the game at a capture. */
#define GAME_CAPTURES_PROPERTY "HOSHICAPTURES"
int game_capture_goal(const game *g);

/* Sets the game's goal (1 to RULES_MAX_CAPTURE_GOAL); false for a rule
 * set that does not end at a capture, a goal out of range, or when memory
 * runs out. */
HOSHI_MUST_CHECK bool game_set_capture_goal(game *g, int n);

/* The player who has captured the goal at the current node (the first to
 * reach it: the one with more prisoners), else COLOR_EMPTY; always
 * COLOR_EMPTY for a rule set that does not end at a capture. */
enum color game_capture_winner(const game *g);

/* Whether the rule set ends the game at the current node: two passes in a
 * row where passes end it, the capture goal reached where captures do. */
bool game_over_by_rules(const game *g);

/* The comment of the current node (C), or NULL; setting NULL or "" removes
 * it. */
const char *game_comment(const game *g);
HOSHI_MUST_CHECK bool game_set_comment(game *g, const char *text);

/* The comment of the root: the game's own (a count is written there). */
const char *game_root_comment(const game *g);
HOSHI_MUST_CHECK bool game_set_root_comment(game *g, const char *text);

/* Ends the root comment with note, in place of an earlier note that
 * starts with marker (in English or in the person's language: a count
 * written in another session): what came before it is kept. */
HOSHI_MUST_CHECK bool game_set_root_note(game *g, const char *note, const char *marker);

/* Records a count on the current node: the territory of each point (owner
 * COLOR_BLACK or COLOR_WHITE, anything else none) as TB and TW, replacing
 * an earlier count's, and every dead stone (dead[p] != 0 on a stone) also
 * as a cross (MA), so that a dead stone in no territory (in seki) is read
 * back as dead. Arrays are indexed by point. */
HOSHI_MUST_CHECK bool game_record_count(game *g, const uint8_t owner[BOARD_MAX_POINTS],
                                        const uint8_t dead[BOARD_MAX_POINTS]);

/* The dead stones of the count recorded on the current node (the reverse
 * of game_record_count): a stone on the other colour's territory, or under
 * a cross where the node holds a count. Their number (out: at most
 * size*size points), or -1 when the node holds no count. */
int game_recorded_dead(const game *g, point *out);

/* The handicap stones (the root's Black setup stones when HA declares a
 * handicap, or the points of Black's first moves when the handicap was
 * given as moves): mark[p] = 1 for each; returns how many. A root that
 * sets up more Black stones than HA declares (a final position entered as
 * setup stones) gives only the fixed placement for HA, when all of its
 * points are among them, else none: which stones HA placed is unknown. */
int game_handicap_points(const game *g, uint8_t mark[BOARD_MAX_POINTS]);

/* Markup of the current node (TR, SQ, CR, MA, LB). */
enum game_mark {
  GAME_MARK_NONE,
  GAME_MARK_TRIANGLE,
  GAME_MARK_SQUARE,
  GAME_MARK_CIRCLE,
  GAME_MARK_CROSS,
  GAME_MARK_LABEL
};
#define GAME_LABEL_LEN 16

typedef struct game_markup {
  int x, y;
  enum game_mark kind;
  char label[GAME_LABEL_LEN]; /* the text of a label, "" for the others */
} game_markup;

/* The markup of the current node in the record's order, at most max (a
 * point may carry one mark). Returns how many were written. */
int game_markup_list(const game *g, game_markup *out, int max);

/* The mark at (x, y) on the current node, GAME_MARK_NONE when none; a
 * label's text goes to label (len bytes; may be NULL). */
enum game_mark game_mark_at(const game *g, int x, int y, char *label, size_t len);

/* Removes the mark at (x, y); returns the kind it was. */
enum game_mark game_unmark(game *g, int x, int y);

/* Puts a mark at (x, y), replacing the one there; label is a label's text. */
HOSHI_MUST_CHECK bool game_mark(game *g, int x, int y, enum game_mark kind, const char *label);

/* The first label of a kind not yet used on the current node: "A", "B",
 * ... "Z", "AA" ... or "1", "2", ... */
void game_next_label(const game *g, bool numbers, char *out, size_t len);

/* Lines and arrows of the current node (LN, AR): from (x1, y1) to (x2, y2). */
typedef struct game_line {
  int x1, y1, x2, y2;
  bool arrow;
} game_line;

/* The lines and arrows of the current node in the record's order, at most
 * max. Returns how many were written. */
int game_lines(const game *g, game_line *out, int max);

/* Adds an arrow (AR) or a line (LN) from one point to another, or removes
 * it when the node already has it (a line in either direction: LN[aa:bb]
 * and LN[bb:aa] are the same line; an arrow only in its own). *added (may
 * be NULL) says which. Refuses (false, nothing changed) a line from a point
 * to itself, as FF[4] does, or off the board, and false when memory runs
 * out. */
HOSHI_MUST_CHECK bool game_toggle_line(game *g, int x1, int y1, int x2, int y2, bool arrow,
                                       bool *added);

/* The dimmed points at the current node (DD): DD is inherited in FF[4],
 * so they are the nearest node's on the path from the root that has DD
 * (DD[] clears). mark[p] = 1 for each, 0 elsewhere; returns how many. */
int game_dimmed(const game *g, uint8_t mark[BOARD_MAX_POINTS]);

/* Dims the point, or undims it when dimmed, from the current node on: the
 * node gets a DD holding the whole set (inherited, with the point changed;
 * an empty set as DD[]), or loses its DD when the set is the one it would
 * inherit. false when memory runs out or the point is off the board. */
HOSHI_MUST_CHECK bool game_toggle_dim(game *g, int x, int y);

/* Whether node n is marked for a handout (the nodes a teacher picks for a
 * lesson on paper): the private property HOSHIPRINT[1], which the reader
 * keeps and the writer writes like any property, so the mark survives a
 * save and a reload. */
bool game_handout_marked(const sgf_node *n);

/* Marks the current node for a handout, or unmarks it when marked. false
 * when memory runs out (nothing changed). */
HOSHI_MUST_CHECK bool game_toggle_handout(game *g);

/* The current node's name (N), or NULL; an empty or NULL name removes it. */
const char *game_node_name(const game *g);
HOSHI_MUST_CHECK bool game_set_node_name(game *g, const char *name);

/* --- setting up a position (SGF setup properties AB, AW, AE, PL) ------------
 * Setup needs no legality: nothing is checked and nothing is captured. FF[4]
 * never puts setup and move properties in one node: when the current node
 * holds a move (B or W), or already has children (setting up there would
 * change every line that follows), a new child takes the setup, as the last
 * child, and becomes the current node; a node that holds only setup (or
 * the root of a game without moves) takes it itself. */

/* Makes (x, y) hold colour c (COLOR_EMPTY: nothing) after the current
 * node: the point leaves the node's AB, AW and AE (a compressed rectangle
 * "aa:cc" holding it is written out point by point first) and is added to
 * the one that gives c, unless the position before the node already has c
 * there. The board is rebuilt. false when memory runs out or (x, y) is off
 * the board. */
HOSHI_MUST_CHECK bool game_setup_point(game *g, int x, int y, enum color c);

/* Sets who plays next (PL) from the current node on, with the same rule
 * for the node. false when memory runs out or c is not a colour. */
HOSHI_MUST_CHECK bool game_setup_turn(game *g, enum color c);

/* Empties the board at the current node (every stone into AE, the node's
 * AB and AW dropped), with the same rule for the node. false when memory
 * runs out. */
HOSHI_MUST_CHECK bool game_setup_clear(game *g);

/* --- editing the tree ---------------------------------------------------------- */

/* The moves that follow the current node: each child's colour and point
 * (colour COLOR_EMPTY and point POINT_NONE for a child without a move), in
 * the record's order, at most max. Returns how many children there are
 * (which may be more than max). */
typedef struct game_next {
  enum color color;
  point move;
} game_next;
int game_next_moves(const game *g, game_next *out, int max);

/* Makes the line through the current node the main line: at every node of
 * the path, the child on the path becomes its parent's first child. The
 * current node stays. Returns false (changing nothing) when it already
 * was the main line. */
bool game_promote_line(game *g);

/* Removes the current node and everything after it, going to its parent:
 * deleting a variation (the same as game_undo). false at the root. */
bool game_delete_node(game *g);

/* --- game information (root properties) --------------------------------------- */

/* The game-information properties Hoshi shows and edits, in a dialog's
 * order: PB BR PW WR EV GN DT PC RE KM RU HA GC SO. */
extern const char *const game_info_ids[];
#define GAME_INFO_COUNT 14

/* The value of a game-information property at the root, or NULL. KM, RU
 * and HA are the game's own (the komi, the rule set and the declared
 * handicap, g->handicap, not one given as moves), written as SGF writes
 * them; HA is NULL when there is none and the root has no HA. */
const char *game_info(const game *g, const char *id, char *buf, size_t len);

/* Sets a game-information property (an empty or NULL value removes it,
 * except KM and RU, which a game always has: refused).
 * KM goes through game_set_komi (same checks), RU through the rule sets
 * Hoshi knows (an unknown one is refused, with the names it knows), HA
 * takes 0 or 2..size*size-1 and changes the handicap the game is counted
 * with (not the stones on the board), DT is kept as typed. Refuses an id
 * not in game_info_ids. false with the reason in why. */
bool game_set_info(game *g, const char *id, const char *value, hoshi_error *why);

/* --- time (SGF TM, OT at the root; BL, WL, OB, OW on the moves) -------------- */

/* The game's time system from its root (TM, OT): false when the record
 * has none. */
struct clock_spec;
bool game_time_system(const game *g, struct clock_spec *out);

/* Writes the time system into the root (TM, OT; none removes them). */
HOSHI_MUST_CHECK bool game_set_time_system(game *g, const struct clock_spec *s);

/* Records colour c's time left after the current node's move (BL/WL, and
 * OB/OW in overtime; ob "" removes it). */
HOSHI_MUST_CHECK bool game_set_time_left(game *g, enum color c, const char *left, const char *ob);

/* Colour c's time left as the path to the current node last recorded it
 * (BL/WL and OB/OW of the latest node that has them), or false. */
bool game_time_left(const game *g, enum color c, const char **left, const char **ob);

/* --- an engine's estimate of a position (hoshi --analyze) -------------------- */

/* Writes an estimate of the current position from Black's view: the win
 * rate (0 to 1) as SBKV in percent (Sabaki's property), the score lead as
 * HOSHISCORE; a value that is NAN or out of its domain (below) is not
 * written. false when memory runs out. */
HOSHI_MUST_CHECK bool game_set_estimate(game *g, double black_winrate, double black_lead);

/* The estimate of the current node: false when it has none; a value it
 * lacks is NAN. */
bool game_estimate(const game *g, double *black_winrate, double *black_lead);

/* The estimate written on node n, read where it enters: the win rate as a
 * share (SBKV from 0 to 100, finite), the lead in points (HOSHISCORE,
 * finite, no more than a 25x25 board's points); each NAN when absent or
 * out of its domain, so that nothing downstream (the graph, the panel)
 * sees a value it did not get from here. Whether either is there. */
bool game_node_estimate(const sgf_node *n, double *black_winrate, double *black_lead);

/* The domains of an estimate, in one place: a win rate from 0 to 1, a
 * lead of at most a whole board of the largest size. */
static inline bool game_winrate_ok(double w) { return isfinite(w) && w >= 0 && w <= 1; }
static inline bool game_lead_ok(double l)
{
  return isfinite(l) && fabs(l) <= (double)BOARD_MAX_SIZE * BOARD_MAX_SIZE;
}

/* Removes every engine estimate (SBKV, HOSHISCORE) from the record, in
 * every node: a game restored after a crash comes back without what an
 * analysis wrote. */
void game_strip_estimates(game *g);

/* --- the game's place in its tree, and private data, for the autosave ---- */

/* The current node's index in a depth-first walk of the tree (the file's
 * order): the same node is found again in the same record read back. */
size_t game_node_index(const game *g);

/* How many variations the current move has (its parent's children; 1
 * when it has none), and which of them it is (1-based) in *index. */
int game_variations(const game *g, int *index);

/* Goes to the node of that index (game_node_index); false (staying) when
 * the tree has fewer nodes. */
bool game_goto_index(game *g, size_t index);

/* The record as SGF text (malloc'ed, the caller frees it), with one more
 * root property, id[value], that the tree itself does not hold (id NULL:
 * none; value must hold no ']' or '\\'). NULL when memory runs out. */
char *game_write_sgf(const game *g, const char *id, const char *value, size_t *len);

/* Takes a root property out of the tree (one written by game_write_sgf):
 * its value (malloc'ed, the caller frees it), or NULL when absent. */
char *game_take_root_property(game *g, const char *id);

/* Whether anything was played or set up: a move, or setup stones. */
bool game_has_content(const game *g);

#endif
