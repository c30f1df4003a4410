/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real games of tests/data/games (GNU Go's and Fuego's regression
 * suites; see the README there), for tests that check a property on every
 * finished game. */
#ifndef HOSHI_TEST_CORPUS_H
#define HOSHI_TEST_CORPUS_H

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/game.h"

/* The games in the folders, at least: the tests cannot pass on an empty one. */
#define CORPUS_GAMES 233

/* Opens each game at the end of its main line and calls fn on it (under
 * Japanese rules unless its RU says otherwise); returns how many there were,
 * after asserting that all of them are there. */
static inline int corpus_each_game(void (*fn)(game *g, const char *path, void *ctx), void *ctx)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data, "HOSHI_TEST_DATA names tests/data (ctest sets it)");
  const char *folders[] = {"gnugo-regression", "fuego-regression"};
  int games = 0;
  for (size_t f = 0; f < 2; f++) {
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/games/%s", data, folders[f]);
    DIR *d = opendir(dir);
    cr_assert_not_null(d, "cannot read %s", dir);
    struct dirent *e;
    while ((e = readdir(d))) {
      if (!strstr(e->d_name, ".sgf"))
        continue;
      char path[2048];
      hoshi_error why;
      snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
      game g;
      cr_assert(game_init(&g, 19, NULL));
      cr_assert(game_load_file(&g, path, NULL, &why), "%s", why.message);
      game_last(&g);
      games++;
      fn(&g, path, ctx);
      game_deinit(&g);
    }
    closedir(d);
  }
  cr_assert_geq(games, CORPUS_GAMES, "the corpus is there");
  return games;
}

#endif
