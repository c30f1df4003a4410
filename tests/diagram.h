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

#endif
