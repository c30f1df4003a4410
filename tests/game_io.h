/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game written as SGF and read back into itself, at the same node, so
 * that a test checks the file as well as the game in memory. Shared by the
 * tests of the record (test_record.c, test_workspace.c). */
#ifndef HOSHI_TEST_GAME_IO_H
#define HOSHI_TEST_GAME_IO_H

#include <criterion/criterion.h>
#include <stdlib.h>

#include "hoshi/game.h"

static inline void reread_game(game *g)
{
  size_t len, index = game_node_index(g);
  char *text = game_write_sgf(g, NULL, NULL, &len);
  cr_assert_not_null(text);
  hoshi_error err;
  sgf_collection *c = sgf_parse(text, len, &err);
  free(text);
  cr_assert_not_null(c);
  hoshi_error why = {0}; /* game_load replaces the game g holds */
  cr_assert(game_load(g, c, 0, NULL, &why), "%s", why.message);
  cr_assert(game_goto_index(g, index));
}

#endif
