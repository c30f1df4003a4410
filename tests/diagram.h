/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Board diagrams for tests: one row per line from the top, 'X' black, 'O'
 * white, '.' (or '+') empty; vertices GTP-style ("C3": column letters
 * without I from the left, rows from the bottom). Shared by the test files
 * that compare positions with diagrams. */
#ifndef HOSHI_TEST_DIAGRAM_H
#define HOSHI_TEST_DIAGRAM_H

#include <criterion/criterion.h>
#include <ctype.h>
#include <stdlib.h>

#include "hoshi/board.h"

#define TEXT_SIZE (2 * BOARD_MAX_SIZE * BOARD_MAX_SIZE + 1)

/* "C3" on b: column letter (I is skipped), row number from the bottom
 * (board_vertex_parse); "pass" is POINT_PASS. */
static inline point at(const board *b, const char *vertex)
{
  int x, y;
  bool pass;
  cr_assert(board_vertex_parse(vertex, b->size, &x, &y, &pass), "not a vertex: %s", vertex);
  return pass ? POINT_PASS : board_point(b, x, y);
}

static inline void load(board *b, int size, const char *diagram)
{
  cr_assert(board_from_ascii(b, size, diagram), "diagram refused:\n%s", diagram);
}

/* The cells of a diagram alone: blanks dropped, '+' read as '.'. */
static inline void cells_of(const char *diagram, char *out, size_t n)
{
  size_t k = 0;
  for (const char *s = diagram; *s && k + 1 < n; s++)
    if (!isspace((unsigned char)*s))
      out[k++] = *s == '+' ? '.' : *s;
  out[k] = '\0';
}

/* Asserts the exact stones of b, and that its incremental hash is the hash
 * of the same stones set up from scratch. */
static inline void expect_board(const board *b, const char *expected)
{
  char text[TEXT_SIZE], got[TEXT_SIZE], want[TEXT_SIZE];
  board_to_ascii(b, text, sizeof text);
  cells_of(text, got, sizeof got);
  cells_of(expected, want, sizeof want);
  cr_assert_str_eq(got, want, "board is\n%s\nexpected\n%s", text, expected);
  board fresh;
  load(&fresh, b->size, text);
  cr_assert_eq(b->hash, fresh.hash, "incremental hash differs from the hash of\n%s", text);
}

/* Where (x, y) goes under symmetry sym (0..7): bit 0 mirrors left and
 * right, bit 1 top and bottom, bit 2 swaps the axes. */
static inline void diagram_map_xy(int size, int sym, int x, int y, int *ox, int *oy)
{
  int a = sym & 1 ? size - 1 - x : x, c = sym & 2 ? size - 1 - y : y;
  *ox = sym & 4 ? c : a;
  *oy = sym & 4 ? a : c;
}

/* b under symmetry sym (diagram_map_xy), its colours swapped when swap:
 * one of the 16 variants a shape is tested in. */
static inline void diagram_variant(const board *b, int sym, bool swap, board *out)
{
  static char cells[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      enum color c = board_at(b, board_point(b, x, y));
      if (swap && c != COLOR_EMPTY)
        c = color_other(c);
      int ox, oy;
      diagram_map_xy(b->size, sym, x, y, &ox, &oy);
      cells[oy][ox] = c == COLOR_BLACK ? 'X' : c == COLOR_WHITE ? 'O' : '.';
    }
  char diagram[TEXT_SIZE];
  size_t n = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      diagram[n++] = cells[y][x];
      diagram[n++] = ' ';
    }
  diagram[n] = '\0';
  load(out, b->size, diagram);
}

/* The point of vertex v (named on the original board) on the variant. */
static inline point diagram_moved(const board *v, int sym, const char *vertex)
{
  point p = at(v, vertex);
  int ox, oy;
  diagram_map_xy(v->size, sym, board_x(v, p), board_y(v, p), &ox, &oy);
  return board_point(v, ox, oy);
}

#endif
