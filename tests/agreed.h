/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The agreed positions of tests/data/deadstones: one JSON object a line,
 * with the board rows from the top, the dead stones human players agreed
 * on and the points to ignore (see the README there). Read here for both
 * tests/test_deadstones.c and bench/bench_deadstones.c; the reader knows
 * only the few shapes those lines hold. */
#ifndef HOSHI_TESTS_AGREED_H
#define HOSHI_TESTS_AGREED_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/board.h"
#include "hoshi/gtp.h"
#include "hoshi/score.h"

typedef struct agreed_position {
  char id[200];
  char rules[40];                   /* as the fixture says ("japanese"), empty when absent */
  board board;                      /* its side to move from player_to_move (Black when absent) */
  uint8_t dead[BOARD_MAX_POINTS];   /* the agreed dead stones */
  uint8_t ignore[BOARD_MAX_POINTS]; /* dont_care */
} agreed_position;

/* The string array after "key": copies its strings (at most max, each cut
 * to 31 bytes) into out; returns their number, -1 if the key is absent. */
static inline int agreed_strings(const char *line, const char *key, char (*out)[32], int max)
{
  char pat[64];
  snprintf(pat, sizeof pat, "\"%s\": [", key);
  const char *s = strstr(line, pat);
  if (!s)
    return -1;
  s += strlen(pat);
  int n = 0;
  while (*s && *s != ']') {
    if (*s++ != '"')
      continue;
    const char *e = strchr(s, '"');
    if (!e)
      break;
    if (n < max) {
      size_t len = (size_t)(e - s) < 31 ? (size_t)(e - s) : 31;
      memcpy(out[n], s, len);
      out[n][len] = '\0';
      n++;
    }
    s = e + 1;
  }
  return n;
}

static inline void agreed_string(const char *line, const char *key, char *out, size_t n)
{
  char pat[64];
  snprintf(pat, sizeof pat, "\"%s\": \"", key);
  const char *s = strstr(line, pat);
  out[0] = '\0';
  if (!s)
    return;
  s += strlen(pat);
  const char *e = strchr(s, '"');
  if (e)
    snprintf(out, n, "%.*s", (int)(e - s), s);
}

/* Reads one line into *a. Returns false, with a reason in why (n bytes),
 * when the position or a vertex cannot be read. */
static inline bool agreed_read(const char *line, agreed_position *a, char *why, size_t n)
{
  static char rows[BOARD_MAX_SIZE][32], dead[BOARD_MAX_SIZE * BOARD_MAX_SIZE][32],
      skip[BOARD_MAX_SIZE * BOARD_MAX_SIZE][32];
  char to_move[8];
  agreed_string(line, "id", a->id, sizeof a->id);
  agreed_string(line, "rules", a->rules, sizeof a->rules);
  agreed_string(line, "player_to_move", to_move, sizeof to_move);
  int n_rows = agreed_strings(line, "board", rows, BOARD_MAX_SIZE);
  int n_dead = agreed_strings(line, "dead", dead, BOARD_MAX_SIZE * BOARD_MAX_SIZE);
  int n_skip = agreed_strings(line, "dont_care", skip, BOARD_MAX_SIZE * BOARD_MAX_SIZE);
  char diagram[BOARD_MAX_SIZE * 40];
  size_t len = 0;
  for (int r = 0; r < n_rows; r++)
    len += (size_t)snprintf(diagram + len, sizeof diagram - len, "%s\n", rows[r]);
  board *b = &a->board;
  if (n_rows < BOARD_MIN_SIZE || n_dead < 0 || !board_from_ascii(b, n_rows, diagram)) {
    snprintf(why, n, "%.199s: cannot read the position", a->id);
    return false;
  }
  b->to_move = strcmp(to_move, "W") == 0 ? COLOR_WHITE : COLOR_BLACK;
  memset(a->dead, 0, sizeof a->dead);
  memset(a->ignore, 0, sizeof a->ignore);
  for (int i = 0; i < n_dead + (n_skip > 0 ? n_skip : 0); i++) {
    int x, y;
    bool pass;
    const char *v = i < n_dead ? dead[i] : skip[i - n_dead];
    if (!board_vertex_parse(v, b->size, &x, &y, &pass) || pass) {
      snprintf(why, n, "%.199s: bad vertex %.31s", a->id, v);
      return false;
    }
    (i < n_dead ? a->dead : a->ignore)[board_point(b, x, y)] = 1;
  }
  return true;
}

/* Compares an estimate (status as deadstones_estimate gives it) with the
 * agreed dead stones, ignored points apart: marks the stones wrongly
 * called dead and the dead stones missed (either may be NULL) and returns
 * their numbers. */
static inline void agreed_compare(const agreed_position *a, const uint8_t *status, uint8_t *wrong,
                                  uint8_t *missed, int *n_wrong, int *n_missed)
{
  const board *b = &a->board;
  *n_wrong = *n_missed = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      if (board_at(b, p) == COLOR_EMPTY || a->ignore[p])
        continue;
      bool said = status[p] == SCORE_DEAD;
      if (said && !a->dead[p]) {
        (*n_wrong)++;
        if (wrong)
          wrong[p] = 1;
      }
      if (!said && a->dead[p]) {
        (*n_missed)++;
        if (missed)
          missed[p] = 1;
      }
    }
}

/* The fixture line of position id in the folder data/deadstones, read
 * into a; false (saying why) when no file holds it. */
static inline bool agreed_find(const char *data, const char *id, agreed_position *a, char *why,
                               size_t n)
{
  static const char *const files[] = {"ogs_goban_autoscore.jsonl", "ogs_score_estimator.jsonl"};
  static char line[1 << 16];
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%.2000s/deadstones/%s", data, files[i]);
    FILE *f = fopen(path, "r");
    if (!f) {
      snprintf(why, n, "cannot read %.200s", path);
      return false;
    }
    while (fgets(line, sizeof line, f))
      if (line[0] == '{' && agreed_read(line, a, why, n) && strcmp(a->id, id) == 0) {
        fclose(f);
        return true;
      }
    fclose(f);
  }
  snprintf(why, n, "%.60s is not in %.60s/deadstones", id, data);
  return false;
}

/* The positions whose published labels contradicted the rules and were
 * corrected in the shared data on 2026-11-29 (its README; each line keeps
 * the published list in dead_as_published): tests/test_disputed_labels.c
 * proves each correction on the board and with GNU Go. */
static const char *const AGREED_CORRECTED[] = {"se:hard/12257987.game", "goban:corner_test_1.json",
                                               "goban:game_seki_64848549.json"};
#define AGREED_N_CORRECTED (sizeof AGREED_CORRECTED / sizeof AGREED_CORRECTED[0])

static inline bool agreed_corrected(const char *id)
{
  for (size_t i = 0; i < AGREED_N_CORRECTED; i++)
    if (strcmp(AGREED_CORRECTED[i], id) == 0)
      return true;
  return false;
}

#endif
