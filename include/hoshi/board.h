/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Go board: stones, chains, captures, prisoners and the position hash.
 *
 * A board is a plain value: fixed arrays sized for 25x25, copyable with
 * memcpy or assignment, owning no heap memory. Points are indices into a
 * padded one-dimensional array whose border cells hold COLOR_BORDER, so
 * neighbour loops need no bounds checks. The board knows nothing of rule
 * sets: callers pass the few switches that change legality (suicide, and a
 * position history for superko) to board_check().
 */
#ifndef HOSHI_BOARD_H
#define HOSHI_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define BOARD_MIN_SIZE 5
#define BOARD_MAX_SIZE 25
/* Row stride is size + 1: one border column is shared between the right
 * edge of a row and the left edge of the next. */
#define BOARD_MAX_STRIDE (BOARD_MAX_SIZE + 1)
#define BOARD_MAX_POINTS ((BOARD_MAX_SIZE + 2) * BOARD_MAX_STRIDE + 1)

/* A point is an index into the padded array. POINT_PASS is a pass move;
 * POINT_NONE means "no point" (no ko, no last move). */
typedef int16_t point;
#define POINT_PASS ((point)-1)
#define POINT_NONE ((point)0)

enum color { COLOR_EMPTY = 0, COLOR_BLACK = 1, COLOR_WHITE = 2, COLOR_BORDER = 3 };

static inline enum color color_other(enum color c) { return (enum color)(3 - c); }

/* Why a move is (not) legal, in the order a rule text checks it. */
enum move_status {
  MOVE_LEGAL = 0,
  MOVE_OFF_BOARD,
  MOVE_OCCUPIED,
  MOVE_KO,        /* immediate recapture of a ko */
  MOVE_SUICIDE,   /* forbidden by the rule set */
  MOVE_SUPERKO,   /* would recreate an earlier position */
  MOVE_NO_MEMORY, /* the position history could not grow */
  /* A player moving twice in a row, outside a handicap given as moves: a
   * record can hold it (J89 art. 14 names it); board_check never says it. */
  MOVE_OUT_OF_TURN,
};

/* The status as a word for machines (--score --json): "legal", "off_board",
 * "occupied", "ko", "suicide", "superko", "no_memory", "out_of_turn". */
const char *move_status_id(enum move_status status);

/* A short reason for a refused move ("the point is occupied"), for
 * answers and logs. */
const char *move_status_text(enum move_status status);

/* The same for a beginner at the board, as a sentence ("There is already
 * a stone there."); "" for a legal move. */
const char *move_status_sentence(enum move_status status);

/* Whether suicide is allowed. SUICIDE_MULTI_STONE allows a move that removes
 * its own chain of two or more stones but not a lone stone (whose suicide
 * changes nothing on the board, as in the New Zealand rules and GNU Go's
 * --allow-suicide). Under SUICIDE_ALLOWED a lone-stone suicide is left to the
 * superko check, which refuses it under positional superko. */
enum suicide_rule { SUICIDE_FORBIDDEN, SUICIDE_MULTI_STONE, SUICIDE_ALLOWED };

typedef struct board {
  int size;
  int stride;
  uint8_t color[BOARD_MAX_POINTS];
  /* Chains: chain[p] is the chain's head point; next[p] links the chain's
   * stones in a circle. Chain data is kept at the head's index. */
  point chain[BOARD_MAX_POINTS];
  point next[BOARD_MAX_POINTS];
  uint16_t stones[BOARD_MAX_POINTS];
  /* Pseudo-liberties: one per (stone, adjacent empty point) pair, with the
   * sum and sum of squares of those points, so that "exactly one distinct
   * liberty" is libsum^2 == plibs * libsumsq (and that liberty is
   * libsum / plibs) in O(1). */
  uint16_t plibs[BOARD_MAX_POINTS];
  uint32_t libsum[BOARD_MAX_POINTS];
  uint64_t libsumsq[BOARD_MAX_POINTS];
  uint64_t chain_hash[BOARD_MAX_POINTS];
  /* Empty points, for random move generation and iteration. */
  point empty[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
  int16_t empty_index[BOARD_MAX_POINTS];
  int n_empty;
  point ko;        /* point where the side to move may not recapture, or POINT_NONE */
  point last_move; /* POINT_NONE at the start, POINT_PASS after a pass */
  enum color to_move;
  int passes;      /* consecutive passes */
  int captures[3]; /* prisoners held, indexed by the colour that holds them */
  uint64_t hash;   /* Zobrist hash of the stones alone */
} board;

/* A position history for superko: a set of 64-bit position keys with LIFO
 * removal, so that undo and playouts roll it back exactly. Caller-owned
 * storage via board_history_init/deinit. */
typedef struct board_history {
  uint64_t *slots; /* 0 marks an empty slot; keys are never 0 */
  uint32_t *log;   /* slot index of each insertion, in order */
  size_t capacity; /* power of two */
  size_t count;
} board_history;

/* What playing a move would do, computed without changing the board. */
typedef struct move_effect {
  enum move_status status;
  uint64_t hash_after; /* stone hash after the move (for MOVE_LEGAL and MOVE_SUPERKO) */
  int captured;        /* opponent stones that would be removed */
  int suicided;        /* own stones that would be removed */
} move_effect;

/* Sets *b to the empty size x size board, Black to move. Returns false (and
 * leaves *b unspecified) when size is outside BOARD_MIN_SIZE..BOARD_MAX_SIZE. */
bool board_init(board *b, int size);

static inline point board_point(const board *b, int x, int y)
{
  return (point)((y + 1) * b->stride + x + 1);
}
static inline int board_x(const board *b, point p) { return p % b->stride - 1; }
static inline int board_y(const board *b, point p) { return p / b->stride - 1; }
/* Every cell outside the size x size grid holds COLOR_BORDER. */
static inline bool board_on(const board *b, point p)
{
  return p > 0 && p < BOARD_MAX_POINTS && b->color[p] != COLOR_BORDER;
}
static inline enum color board_at(const board *b, point p) { return (enum color)b->color[p]; }
/* Whether no stone is on the board (the empty points are kept count of). */
static inline bool board_is_empty(const board *b) { return b->n_empty == b->size * b->size; }

/* Offset of the i-th orthogonal neighbour (0 up, 1 left, 2 right, 3 down). */
static inline int board_neighbour_offset(const board *b, int i)
{
  return i == 0 ? -b->stride : i == 1 ? -1 : i == 2 ? 1 : b->stride;
}

/* Visits the four orthogonal neighbours n of p, border cells included (the
 * padding makes bounds checks unnecessary). */
#define BOARD_FOR_NEIGHBOURS(b, p, n)                                                              \
  for (int n##_k = 0, n; n##_k < 4 && (n = (p) + board_neighbour_offset((b), n##_k), 1); n##_k++)

/* Visits every point p of the grid, row by row from the top and left to
 * right in each row (board_point's order); p is declared by the loop, and
 * break and continue work as in any loop. */
#define BOARD_FOR_POINTS(b, p)                                                                     \
  for (point p = board_point((b), 0, 0),                                                           \
             p##_last = board_point((b), (b)->size - 1, (b)->size - 1);                            \
       p <= p##_last; p = (point)(p + (p % (b)->stride == (b)->size ? 2 : 1)))

/* Distinct liberties of the chain through p (p must hold a stone). O(stones). */
int board_liberties(const board *b, point p);

/* The liberties of the chain through p into out (when not NULL), at most
 * max of them: returns how many, or max + 1 as soon as there are more. */
int board_liberty_list(const board *b, point p, point *out, int max);

/* Whether the chain whose head is head (b->chain[p]) has exactly one
 * liberty. O(1), from the pseudo-liberty sums. */
static inline bool board_in_atari(const board *b, point head)
{
  uint64_t n = b->plibs[head];
  uint64_t sum = b->libsum[head];
  return n > 0 && sum * sum == n * (uint64_t)b->libsumsq[head];
}

/* The one liberty of a chain in atari (board_in_atari). */
static inline point board_atari_liberty(const board *b, point head)
{
  return (point)(b->libsum[head] / b->plibs[head]);
}

/* Sets marks[s] = value on every stone s of the chain through p. */
void board_mark_chain(const board *b, point p, uint8_t *marks, uint8_t value);

/* The liberties c's chain would have after c plays at the empty point p,
 * captures aside: those of the stone and of the chains it joins. */
int board_liberties_after(const board *b, enum color c, point p);

/* Whether c playing at p takes stones: an opponent chain beside p has p
 * for its last liberty. */
bool board_captures(const board *b, enum color c, point p);

/* Whether c playing at p would capture something or leave its chain with
 * two liberties or more, so that the opponent cannot take it at once.
 * False on an occupied point; ko and suicide rules are not checked. */
bool board_fills_safely(const board *b, enum color c, point p);

/* Checks a move by colour c at p (POINT_PASS is always legal) in the order a
 * rule text reads: on the board, empty, ko, suicide, superko.
 * Without a history (simple ko), an immediate recapture at the ko point is
 * MOVE_KO. With one (superko), the history alone decides: the move is
 * refused when its key, made by board_history_key(hash_after, c,
 * situational), is in it. An immediate retake is then refused under
 * positional superko, and under situational superko unless a pass came
 * between (the position it recreates was made by the other player); a
 * refused retake at the ko point is reported as MOVE_KO all the same. */
move_effect board_check(const board *b, enum color c, point p, enum suicide_rule suicide,
                        const board_history *history, bool situational);

/* Plays a move (or a pass) on an empty point of the board: captures
 * opponent chains left without liberties, removes its own chain if it has
 * none (those stones go to the opponent's prisoners), updates the ko point,
 * the side to move and the hash. It does not check the rules (ko, superko,
 * whether suicide is allowed): board_check does; a game record may hold
 * such moves and they are played as they physically fall. p must be empty
 * or POINT_PASS. */
void board_play(board *b, enum color c, point p);

/* Puts a stone of colour c on an empty point as setup (handicap, SGF AB/AW):
 * captures nothing, moves no turn. Returns false if p is not an empty point
 * or the stone would leave a chain without liberties. */
bool board_setup(board *b, enum color c, point p);

/* Replaces the stones by those of colors (indexed by point; only on-board
 * cells are read), as SGF setup does: keeps prisoners, the side to move and
 * the consecutive passes, clears the ko. A chain without liberties is kept
 * as it is (setup may make one). */
void board_set_stones(board *b, const uint8_t colors[BOARD_MAX_POINTS]);

/* Whether p is an empty point whose every neighbour is c's stone and that an
 * opponent could not make false: at most one opponent diagonal in the middle,
 * none on the edge. Random players never fill such points. */
bool board_is_eye(const board *b, point p, enum color c);

/* The Zobrist value of a stone of colour c at p (fixed seed, stable). */
uint64_t board_zobrist(enum color c, point p);

/* Key of a position in a history. Positional superko compares the stones
 * alone; situational superko also records who created the position. */
uint64_t board_history_key(uint64_t hash, enum color creator, bool situational);

/* Makes an empty history sized for about expected keys (it grows as
 * needed). Returns false when memory runs out (nothing to free then). */
bool board_history_init(board_history *h, size_t expected);
void board_history_deinit(board_history *h);
/* Makes room for extra more keys, so that that many adds cannot fail.
 * Returns false when memory runs out. */
bool board_history_reserve(board_history *h, size_t extra);
/* Adds a key (duplicates are stored once more and removed in LIFO order).
 * Returns false (adding nothing) when memory runs out. */
bool board_history_add(board_history *h, uint64_t key);
/* Whether the key was added (and not truncated away since). */
bool board_history_contains(const board_history *h, uint64_t key);
/* Removes the most recent insertions until count entries remain. */
void board_history_truncate(board_history *h, size_t count);

/* Text diagram: one row per line from the top, cells separated by a space,
 * 'X' black, 'O' white, '.' empty. Writes at most n bytes
 * (always NUL-terminated when n > 0); returns the length it needed. */
size_t board_to_ascii(const board *b, char *out, size_t n);

/* Sets up *b (Black to move) from a diagram of size rows of size cells:
 * 'X' black, 'O' white, '.' or '+' empty, blanks ignored. Returns false on a
 * malformed diagram or one holding a chain without liberties. */
bool board_from_ascii(board *b, int size, const char *diagram);

/* --- coordinates --------------------------------------------------------- */

/* Whether a board of size lines can be played (BOARD_MIN_SIZE to
 * BOARD_MAX_SIZE): the one check every reader of a size makes. */
bool board_size_ok(long size);

/* The nearest size that can be played. */
int board_size_clamp(long size);

/* A vertex as people and GTP write it ("D4", "t19", "pass", any case;
 * columns skip I, rows count from the bottom) on a board of this size.
 * Sets *pass for "pass", else *x (from the left) and *y (from the top).
 * false when malformed or off the board. */
bool board_vertex_parse(const char *s, int size, int *x, int *y, bool *pass);

/* Writes the vertex of (x, y) ("A1" is the lower left) into out (4 bytes). */
void board_vertex_format(int size, int x, int y, char out[4]);

/* The vertex of a board point, or "pass" for POINT_PASS and points off the
 * board (out: 5 bytes). */
void board_move_format(const board *b, point p, char out[5]);

/* An SGF point ("pd": letters from the top left) on a board of this size.
 * Sets *pass for "" and, up to 19x19, "tt". false if malformed or off the
 * board. Blanks around the value are ignored. */
bool board_sgf_parse(const char *value, int size, int *x, int *y, bool *pass);

/* An SGF composed point value "aa:cc" (a compressed rectangle of a point
 * list, or the two ends of a line or arrow) into its two points as
 * written; a single point "aa" gives the same point twice. false when
 * malformed, a pass, or off the board. */
bool board_sgf_parse_pair(const char *value, int size, int *x1, int *y1, int *x2, int *y2);

/* Writes the SGF point of (x, y) into out (3 bytes). */
void board_sgf_format(int x, int y, char out[3]);

#endif
