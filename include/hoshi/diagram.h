/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A diagram as a book prints it, without drawing it: which points of which
 * position are shown (the whole board or a rectangle, its edges marked
 * where they are the board's), the stones, the markup of the node
 * (triangles, squares, circles, crosses, labels, arrows, lines, dimmed
 * points), the move numbers from a chosen move with the notes books print
 * for moves played where a stone stood ("10 at 4", "13 ko at 7"), a caption
 * and the node's comment. src/print draws it (PDF, SVG, PNG); the ASCII
 * form Sensei's Library uses is written and read here. No SDL, no cairo.
 */
#ifndef HOSHI_DIAGRAM_H
#define HOSHI_DIAGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hoshi/board.h"
#include "hoshi/game.h"

/* The most move-number notes one diagram lists ("10 at 4"). */
#define DIAGRAM_NOTES 32
#define DIAGRAM_TEXT  1024
/* A label's text as a point holds it: the SGF LB text up to 32 bytes, cut
 * before a UTF-8 character that does not fit whole; NUL included. */
#define DIAGRAM_LABEL_BYTES 33

/* A point's markup, as in SGF (TR, SQ, CR, MA, LB, DD). */
enum diagram_mark {
  DIAGRAM_MARK_NONE,
  DIAGRAM_TRIANGLE,
  DIAGRAM_SQUARE,
  DIAGRAM_CIRCLE,
  DIAGRAM_CROSS,
  DIAGRAM_LABEL,
};

typedef struct diagram_line {
  int x1, y1, x2, y2; /* board coordinates, (0, 0) top left */
  bool arrow;
} diagram_line;

typedef struct diagram {
  int size;           /* the board's */
  int x0, y0, x1, y1; /* the region shown, inclusive, board coordinates */
  bool edge[4];       /* left, top, right, bottom: the region's side is the board's edge */
  bool coordinates;   /* letters and numbers around the region */
  uint8_t stone[BOARD_MAX_SIZE][BOARD_MAX_SIZE];                   /* [y][x] enum color */
  uint8_t mark[BOARD_MAX_SIZE][BOARD_MAX_SIZE];                    /* enum diagram_mark */
  char label[BOARD_MAX_SIZE][BOARD_MAX_SIZE][DIAGRAM_LABEL_BYTES]; /* DIAGRAM_LABEL's text, or "" */
  uint16_t number[BOARD_MAX_SIZE][BOARD_MAX_SIZE]; /* a move number on the stone, 0 none */
  bool dimmed[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
  diagram_line lines[64];
  int n_lines;
  /* "10 at 4": moves numbered in this diagram that were played where an
   * earlier stone of it stood (a ko retaken, a stone captured and played
   * again), as books print them under the diagram; and passes ("12:
   * pass"). See diagram_make. */
  char notes[DIAGRAM_NOTES][32];
  int n_notes;
  char caption[256]; /* "Diagram 3: Black to play and live"; "" none */
  /* The node's comment as a person reads it: the markers problem
   * collections write for programs (RIGHT, CHOICE...) taken out
   * (exercise_comment_shown). */
  char comment[DIAGRAM_TEXT];
} diagram;

typedef struct diagram_options {
  /* The region, inclusive; all -1: the whole board. */
  int x0, y0, x1, y1;
  bool coordinates;
  /* Moves are numbered from this move number to the node's (1 is the
   * first move); 0: no numbers, the position at the node as it stands.
   * Numbered moves are shown on the position before the first of them. */
  int number_from;
  const char *caption; /* NULL or "": none */
  bool comment;        /* the node's comment under it */
  bool markup;         /* the node's markup (TR, SQ, CR, MA, LB, AR, LN, DD) */
} diagram_options;

/* The options of a whole-board diagram with coordinates, markup and
 * comment, no move numbers, no caption. */
void diagram_defaults(diagram_options *o);

/* The diagram of g at its current node. false when the region is not on
 * the board (x0 > x1, or off it). g is only read (the position before the
 * numbered moves is replayed from its path on a board of the diagram's
 * own). Points outside the region hold nothing (no stone, number, mark or
 * dimming), and a line or arrow with an end outside it is left out.
 * Numbered moves: each is drawn where it was played unless a stone of the
 * diagram already stands there; then a note says where: "7 at 3" (an
 * earlier numbered stone), "7 at E5" (a stone of the starting position,
 * captured on the way), "12: pass" for a pass; notes of points outside the
 * region are left out. The notes are English and fixed in form: the print
 * layer may rewrite them. number_from after the node's move: no numbers. */
bool diagram_make(diagram *d, const game *g, const diagram_options *o);

/* Parses a region "A1:K10" (GTP vertices, any corner order) into board
 * coordinates for a board of size n. false when it is not one. */
bool diagram_parse_region(const char *s, int n, int *x0, int *y0, int *x1, int *y1);

/* The ASCII form of Sensei's Library (senseis.xmp.net/?HowDiagramsWork):
 * "$$Bc9m3 caption (7 at 3, 12: pass)" first: B or W, the colour of the
 * first numbered move when there are numbers, else to_play (who plays
 * next); c when coordinates are on; the board size unless 19; m and the
 * first move number when it is not 1; the caption and the notes. Then
 * "$$ +---...+" edges only on the region's sides that are board edges,
 * "$$ | . X O 1 2 ... |" rows ("|" only on such sides): X, O black and
 * white stones, 1-9 and 0 for the first ten numbered moves (later ones as
 * plain stones), B, W for stones marked with a circle, # and @ with a
 * square, Y and Q with a triangle, Z and P with a cross, C, S, T, M for
 * empty points with a circle, square, triangle, cross, a-z for one-letter
 * labels (in lower case; longer labels, labels on stones and dimming have
 * no place in the format), , for a star point. Then "$$ {AR D4 F6}" and
 * "$$ {LN D4 F6}" for arrows and lines, in board vertices where the
 * region holds a corner of the board, else "X:Y" counted from the
 * region's upper left at 1:1. As snprintf: writes at most len bytes (NUL
 * included, when len > 0) and returns the length of the whole text. */
size_t diagram_ascii(const diagram *d, enum color to_play, char *out, size_t len);

#endif
