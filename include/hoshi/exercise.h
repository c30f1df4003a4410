/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Club exercises, without a window: a problem answered on the board (which
 * lines of a record's tree are correct, the verdict on a move, the
 * opponent's reply), and guessing the next move of a record (the counting
 * quiz is hoshi/quiz.h). No SDL here.
 *
 * Which lines of a problem are correct follows the conventions problem
 * collections use, all read, in this order:
 * - a comment containing "RIGHT" at a line's last node (goproblems.com):
 *   those lines are correct, every other line wrong. The word counts as
 *   written, in capitals and standing alone ("RIGHT", "Correct. RIGHT!",
 *   not "BRIGHT"). Below the start, a comment that says it ends a correct
 *   line at its node, even where the record goes on;
 * - move and position annotations (SGF FF[4]): a line through a student's
 *   move marked BM (bad move) or DO (doubtful) is wrong, one through TE
 *   (tesuji) or IT (interesting) correct; a line ending on GB / GW (good
 *   for Black / White) is correct when it is good for the student. In that
 *   order: a bad move outweighs the position, and the position (the GB or
 *   GW nearest the line's end) outweighs a tesuji. A line no mark decides is
 *   wrong when the tree approves of some line (TE, IT, or GB / GW for the
 *   student), and correct when it only marks bad moves;
 * - failing those, the main line (the first child at every node) is the
 *   answer, every other line wrong.
 * The student is the side to move at the problem's start; only the
 * student's moves count for TE, IT, BM and DO.
 */
#ifndef HOSHI_EXERCISE_H
#define HOSHI_EXERCISE_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/game.h"
#include "hoshi/score.h"
#include "hoshi/strbuf.h"

/* --- problems ------------------------------------------------------------------------- */

/* Which convention the correct lines come from. */
enum exercise_convention {
  EXERCISE_BY_RIGHT,       /* "RIGHT" in a leaf's comment */
  EXERCISE_BY_ANNOTATIONS, /* TE, BM, DO, IT, GB, GW */
  EXERCISE_BY_MAIN_LINE,   /* the main line is the answer */
};

typedef struct exercise_problem {
  const sgf_node *start; /* the position the problem is posed at */
  enum color student;    /* who plays it */
  enum exercise_convention convention;
} exercise_problem;

/* Whether the record is a problem as opened: its start (the root, or the
 * node game_current is at when it is opened) has a position set up (AB, AW)
 * and moves follow it, or a comment says RIGHT somewhere. A handicap (the
 * root's stones when HA declares one) is no problem's position. */
bool exercise_is_problem(const game *g);

/* The same for a game tree as it is opened, at its root: what a set
 * takes as a problem. */
bool exercise_tree_is_problem(const sgf_node *root);

/* Poses the problem at g's current node: the student is the side to move
 * there; the convention is the first of the list above that the tree
 * uses. false when no move follows the node (nothing to answer). */
bool exercise_problem_start(exercise_problem *p, const game *g);

/* Whether node (the start or a node below it) lies on a correct line: a
 * correct leaf (or a node where a correct line ends, "RIGHT" above) can be
 * reached through it. false for NULL or a node not below the start. */
bool exercise_on_correct_line(const exercise_problem *p, const sgf_node *node);

/* The nodes of a problem's tree on its correct lines, read in one pass over
 * the tree (time and memory linear in its nodes): for whoever asks of many
 * nodes (a sheet's answers, the moves V shows), where a question a node
 * would cost a walk each. exercise_lines_through(l, n) is
 * exercise_on_correct_line(p, n) and exercise_lines_end(l, n) is
 * exercise_judge(p, n) == EXERCISE_SOLVED, for the tree as it was read: a
 * change of the tree (the collection's stamp) makes it stale. NULL when
 * memory runs out; the queries then answer false. */
typedef struct exercise_lines exercise_lines;
exercise_lines *exercise_lines_read(const exercise_problem *p);
bool exercise_lines_through(const exercise_lines *l, const sgf_node *n);
bool exercise_lines_end(const exercise_lines *l, const sgf_node *n);
void exercise_lines_free(exercise_lines *l);

enum exercise_verdict {
  EXERCISE_GOOD,   /* on a correct line that goes on: the opponent answers */
  EXERCISE_SOLVED, /* the end of a correct line (after the student's move, or the reply) */
  EXERCISE_WRONG,  /* on a wrong line, or not in the tree at all (node NULL) */
};

/* The verdict on the move that led to node (NULL: a move the tree does
 * not have): the student's, or the reply, which can end a correct line. */
enum exercise_verdict exercise_judge(const exercise_problem *p, const sgf_node *node);

/* The opponent's reply at node (after a good move of the student): one of
 * its children on a correct line, at random (rng_below on *rng; rng NULL:
 * the first of them) when there are several, else the first child (a
 * correct line ends at node, or the tree lists replies without marking
 * them); NULL when the line ends there. Whether the reply is legal is the
 * game's to say: play it with game_play. */
const sgf_node *exercise_reply(const exercise_problem *p, const sgf_node *node, uint64_t *rng);

/* Marks the line through g's current node as correct (right) or wrong, so
 * that Hoshi, Sabaki and goproblems-style readers take it so. The line
 * runs from start (a node on the path to the current node) through the
 * current node to its end, as game_forward goes. Correct adds "RIGHT" to
 * the comment of the line's last node (on a line of its own) and TE[1] to
 * the student's moves on it, taking BM, DO and IT off them (a move has one
 * annotation); wrong takes "RIGHT" out of the comment at its end (the
 * comment goes when nothing else is left) and adds BM[1] to the student's
 * first move of the line that no correct line shares, taking TE, IT and DO
 * off it and TE and IT off the student's moves after it; a line that leaves
 * every correct line only by the opponent's moves gets no BM. The student
 * is the side to move at start. The record changes through the SGF layer,
 * so the collection's stamp tells a change. false when memory runs out
 * (the record as it was, its stamp too), or when the current node is start
 * or not below it. */
bool exercise_mark_line(game *g, const sgf_node *start, bool right);

/* A comment as a person reads it: the words problem collections write for
 * programs (RIGHT, CHOICE, NOTTHIS, FORCE, standing alone in capitals,
 * wherever they stand, with the punctuation right after them) taken out, a
 * line that held nothing else gone, the rest as written, trimmed. Written
 * into out (appended); strbuf_oom(out) tells a failure. */
void exercise_comment_shown(strbuf *out, const char *text);

/* --- guessing the next move -------------------------------------------------------------- */

enum exercise_guess {
  EXERCISE_GUESS_RIGHT, /* the move played */
  EXERCISE_GUESS_NEAR,  /* within two points of it (each way, diagonals included) */
  EXERCISE_GUESS_WRONG,
};

/* How a guess at (gx, gy) compares with the move played at (x, y); a pass
 * is given as -1, -1 (any negative coordinate) and is right only against a
 * pass, wrong against any point. */
enum exercise_guess exercise_guess_judge(int gx, int gy, int x, int y);

#endif
