/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the SGF reader and the game built on it.
 *
 * For any bytes: the reader must not crash, leak or read out of bounds; an
 * error must carry a line and column; what was read must survive a round
 * trip (write, read again: the same tree, and writing again gives the same
 * text); and opening each game must not crash, nor must walking its main
 * line. A broken invariant traps, which libFuzzer reports as a crash. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/sgf.h"

#define CHECK(x)                                                                                   \
  do {                                                                                             \
    if (!(x))                                                                                      \
      __builtin_trap();                                                                            \
  } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  hoshi_error err;
  sgf_collection *c = sgf_parse((const char *)data, size, &err);
  if (!c)
    return 0;
  if (err.message[0])
    CHECK(err.line >= 1 && err.col >= 1);
  size_t len;
  char *text = sgf_write(c, &len);
  CHECK(text);
  hoshi_error err2;
  sgf_collection *again = sgf_parse(text, len, &err2);
  /* Text written from games reads back without error (no games: no text). */
  CHECK(again && (c->n_games == 0 || err2.message[0] == '\0'));
  CHECK(again->n_games == c->n_games);
  for (size_t g = 0; g < c->n_games; g++)
    CHECK(sgf_equal(c->games[g], again->games[g], NULL));
  size_t len2;
  char *text2 = sgf_write(again, &len2);
  CHECK(text2 && len2 == len && memcmp(text, text2, len) == 0);
  free(text2);
  /* Open every game (at most a few, to keep runs fast) and walk it. */
  for (size_t g = 0; g < again->n_games && g < 4; g++) {
    sgf_collection *copy = sgf_parse(text, len, NULL);
    game gm;
    if (!copy || !game_init(&gm, 9, NULL)) {
      sgf_free(copy);
      continue;
    }
    if (game_load(&gm, copy, g, NULL, NULL)) {
      game_last(&gm);
      game_first(&gm);
      while (game_forward(&gm))
        game_next_variation(&gm);
    }
    game_deinit(&gm);
  }
  free(text);
  sgf_free(again);
  sgf_free(c);
  return 0;
}
