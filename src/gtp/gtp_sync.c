/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An engine kept in step with a game (see gtp.h): what it must hold, and the
 * fewest commands that take it there. Pure functions. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/gtp.h"
#include "hoshi/clock.h"
#include "hoshi/handicap.h"
#include "hoshi/os.h"
#include "hoshi/strbuf.h"

bool gtp_position_push(gtp_position *pos, enum color c, point at)
{
  size_t cap = (size_t)pos->cap;
  if (!hoshi_grow((void **)&pos->moves, &cap, (size_t)pos->n + 1, sizeof *pos->moves, 128) ||
      cap > INT_MAX)
    return false;
  pos->cap = (int)cap;
  pos->moves[pos->n++] = (gtp_move){c, at};
  return true;
}

void gtp_position_free(gtp_position *pos)
{
  free(pos->moves);
  memset(pos, 0, sizeof *pos);
}

bool gtp_position_copy(gtp_position *dst, const gtp_position *src)
{
  gtp_position_free(dst);
  *dst = *src;
  dst->moves = NULL;
  dst->n = dst->cap = 0;
  for (int i = 0; i < src->n; i++)
    if (!gtp_position_push(dst, src->moves[i].color, src->moves[i].at))
      return false;
  return true;
}

/* Whether the handicap stones are GTP's fixed pattern for their number. */
static bool is_fixed_pattern(const gtp_position *pos, const board *b)
{
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  if (pos->n_handicap > HANDICAP_MAX_STONES ||
      !handicap_fixed_points(pos->size, pos->n_handicap, xs, ys))
    return false;
  for (int i = 0; i < pos->n_handicap; i++)
    if (b->color[board_point(b, xs[i], ys[i])] != COLOR_BLACK)
      return false;
  return true;
}

bool gtp_position_of_game(const game *g, gtp_position *pos)
{
  gtp_position_free(pos);
  pos->size = game_size(g);
  pos->komi = g->komi;
  pos->rules = g->rules;
  /* The position after the root: its setup stones. */
  board root_board;
  game_root_position(g, &root_board);
  const board *root = &root_board;
  int blacks = 0, whites = 0;
  for (int y = 0; y < pos->size; y++)
    for (int x = 0; x < pos->size; x++) {
      enum color c = root->color[board_point(root, x, y)];
      blacks += c == COLOR_BLACK;
      whites += c == COLOR_WHITE;
    }
  bool handicap = g->handicap >= 2 && whites == 0 && blacks == g->handicap;
  for (int pass = 0; pass < 2; pass++) {
    enum color want = pass == 0 ? COLOR_BLACK : COLOR_WHITE;
    for (int y = 0; y < pos->size; y++)
      for (int x = 0; x < pos->size; x++) {
        point p = board_point(root, x, y);
        if (root->color[p] == want && !gtp_position_push(pos, want, p))
          return false;
      }
  }
  if (handicap) {
    pos->n_handicap = blacks;
    pos->fixed = is_fixed_pattern(pos, root);
  }
  for (size_t k = 1; k < g->depth; k++) {
    const game_step *st = &g->path[k];
    const sgf_node *n = st->node;
    if (sgf_find(n, "AB") || sgf_find(n, "AW") || sgf_find(n, "AE"))
      pos->mid_setup = true;
    if (st->color == COLOR_EMPTY || st->move == POINT_NONE)
      continue;
    if (!gtp_position_push(pos, st->color, st->move))
      return false;
  }
  return true;
}

void gtp_caps_read(const char *list, gtp_caps *caps)
{
  caps->undo = gtp_lists_command(list, "undo");
  caps->fixed_handicap = gtp_lists_command(list, "fixed_handicap");
  caps->set_free_handicap = gtp_lists_command(list, "set_free_handicap");
  caps->kgs_rules = gtp_lists_command(list, "kgs-rules");
  caps->hoshi_rules = gtp_lists_command(list, "hoshi-rules");
  caps->final_status_list = gtp_lists_command(list, "final_status_list");
  caps->kgs_time = gtp_lists_command(list, "kgs-time_settings");
}

int gtp_time_commands(const game_clock *c, enum color who, int64_t now, bool kgs, char out[2][96])
{
  const clock_spec *s = &c->spec;
  long long main_s = s->main_ms / 1000, period_s = s->period_ms / 1000;
  switch (s->system) {
  case CLOCK_NONE:
    return 0;
  case CLOCK_ABSOLUTE:
  case CLOCK_FISCHER: /* GTP has no increment: the main time, told again each move */
    snprintf(out[0], 96, "time_settings %lld 0 0", main_s);
    break;
  case CLOCK_BYOYOMI:
    if (kgs)
      snprintf(out[0], 96, "kgs-time_settings byoyomi %lld %lld %d", main_s, period_s, s->periods);
    else
      snprintf(out[0], 96, "time_settings %lld %lld 1", main_s, period_s);
    break;
  case CLOCK_CANADIAN:
    if (kgs)
      snprintf(out[0], 96, "kgs-time_settings canadian %lld %lld %d", main_s, period_s, s->stones);
    else
      snprintf(out[0], 96, "time_settings %lld %lld %d", main_s, period_s, s->stones);
    break;
  }
  clock_side side = clock_peek(c, who, now);
  long long left = clock_left_ms(&side) / 1000;
  int stones = !side.overtime               ? 0
               : s->system == CLOCK_BYOYOMI ? (kgs ? side.periods : 1)
                                            : side.stones;
  snprintf(out[1], 96, "time_left %c %lld %d", who == COLOR_WHITE ? 'W' : 'B', left, stones);
  return 2;
}

/* --- the commands ------------------------------------------------------------- */

typedef struct lines {
  char **v;
  int n;
  size_t cap;
  bool failed;
} lines;

static void add(lines *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add(lines *l, const char *fmt, ...)
{
  if (l->failed)
    return;
  if (!hoshi_grow((void **)&l->v, &l->cap, (size_t)l->n + 1, sizeof *l->v, 32)) {
    l->failed = true;
    return;
  }
  strbuf b = {0};
  va_list ap;
  va_start(ap, fmt);
  strbuf_vprintf(&b, fmt, ap);
  va_end(ap);
  char *s = strbuf_take(&b, NULL);
  if (!s)
    l->failed = true;
  else
    l->v[l->n++] = s;
}

static void vertex(const gtp_position *pos, point p, char out[5])
{
  if (p == POINT_PASS) {
    memcpy(out, "pass", 5);
    return;
  }
  /* Points are board indices, in rows of size + 1 (board.h). */
  int stride = pos->size + 1;
  board_vertex_format(pos->size, p % stride - 1, p / stride - 1, out);
}

static void add_play(lines *l, const gtp_position *pos, const gtp_move *m)
{
  char v[5];
  vertex(pos, m->at, v);
  add(l, "play %s %s", m->color == COLOR_BLACK ? "B" : "W", v);
}

static void add_rules(lines *l, const gtp_position *pos, const gtp_caps *caps)
{
  if (!pos->rules)
    return;
  if (caps->hoshi_rules)
    add(l, "?hoshi-rules %s", rules_id(pos->rules));
  else if (caps->kgs_rules)
    add(l, "?kgs-rules %s", rules_kgs_name(pos->rules));
}

static void add_komi(lines *l, const gtp_position *pos) { add(l, "komi %g", pos->komi); }

/* clear_board, the handicap and the moves from the first. */
static void add_replay(lines *l, const gtp_position *want, const gtp_caps *caps)
{
  add(l, "clear_board");
  int first = 0;
  if (want->n_handicap >= 2 && want->fixed && caps->fixed_handicap) {
    add(l, "fixed_handicap %d", want->n_handicap);
    first = want->n_handicap;
  } else if (want->n_handicap >= 2 && caps->set_free_handicap) {
    /* One command with every stone: at most 361 vertices of 4 bytes. */
    char buf[BOARD_MAX_SIZE * BOARD_MAX_SIZE * 5 + 32];
    size_t len = (size_t)snprintf(buf, sizeof buf, "set_free_handicap");
    for (int i = 0; i < want->n_handicap; i++) {
      char v[5];
      vertex(want, want->moves[i].at, v);
      len += (size_t)snprintf(buf + len, sizeof buf - len, " %s", v);
    }
    add(l, "%s", buf);
    first = want->n_handicap;
  }
  for (int i = first; i < want->n; i++)
    add_play(l, want, &want->moves[i]);
}

static bool same_handicap(const gtp_position *a, const gtp_position *b)
{
  if (a->n_handicap != b->n_handicap)
    return false;
  for (int i = 0; i < a->n_handicap; i++)
    if (a->moves[i].at != b->moves[i].at)
      return false;
  return true;
}

int gtp_sync_commands(const gtp_position *have, const gtp_position *want, const gtp_caps *caps,
                      const char ***out)
{
  lines l = {0};
  if (!have || have->size != want->size) {
    add(&l, "boardsize %d", want->size);
    add_komi(&l, want);
    add_rules(&l, want, caps);
    add_replay(&l, want, caps);
  } else {
    if (have->komi != want->komi)
      add_komi(&l, want);
    if (have->rules != want->rules)
      add_rules(&l, want, caps);
    if (!same_handicap(have, want)) {
      add_replay(&l, want, caps);
    } else {
      /* The moves both hold, from the first (the handicap among them). */
      int common = 0;
      while (common < have->n && common < want->n &&
             have->moves[common].color == want->moves[common].color &&
             have->moves[common].at == want->moves[common].at)
        common++;
      int back = have->n - common;
      if (back > 0 && !caps->undo) {
        add_replay(&l, want, caps);
      } else {
        for (int i = 0; i < back; i++)
          add(&l, "undo");
        for (int i = common; i < want->n; i++)
          add_play(&l, want, &want->moves[i]);
      }
    }
  }
  const char **v = l.failed ? NULL : os_argv_copy((const char *const *)l.v, l.n);
  for (int i = 0; i < l.n; i++)
    free(l.v[i]);
  free(l.v);
  *out = v;
  return v ? l.n : -1;
}
