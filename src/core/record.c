/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The record: players, result, comments, counts, markup and game
 * information written into the game's tree (see "the record" in
 * hoshi/game.h). The one place outside the SGF layer that knows which
 * property holds what; the setup properties are edit.c's. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/board.h"
#include "hoshi/game.h"
#include "hoshi/clock.h"
#include "hoshi/handicap.h"
#include "hoshi/i18n.h"
#include "hoshi/number.h"
#include "hoshi/komi.h"
#include "hoshi/strbuf.h"
#include "hoshi/os.h"

/* --- players, result, comments ---------------------------------------------------- */

static const char *player_id(enum color c) { return c == COLOR_WHITE ? "PW" : "PB"; }

const char *game_player(const game *g, enum color c) { return sgf_get(g->root, player_id(c)); }

bool game_set_player(game *g, enum color c, const char *name)
{
  return sgf_set(g->records, g->root, player_id(c), name);
}

const char *game_result(const game *g) { return sgf_get(g->root, "RE"); }

bool game_set_result(game *g, const char *result)
{
  return sgf_set(g->records, g->root, "RE", result);
}

const char *game_comment(const game *g) { return sgf_get(game_current(g), "C"); }

bool game_set_comment(game *g, const char *text)
{
  if (!text || !*text) {
    sgf_remove(g->records, game_current(g), "C");
    return true;
  }
  return sgf_set(g->records, game_current(g), "C", text);
}

const char *game_root_comment(const game *g) { return sgf_get(g->root, "C"); }

bool game_set_root_comment(game *g, const char *text)
{
  return sgf_set(g->records, g->root, "C", text);
}

bool game_set_root_note(game *g, const char *note, const char *marker)
{
  const char *old = game_root_comment(g);
  size_t keep = 0;
  if (old) {
    const char *mark = strstr(old, marker);
    const char *own = strstr(old, _(marker));
    if (own && (!mark || own < mark))
      mark = own;
    keep = mark ? (size_t)(mark - old) : strlen(old);
    while (keep > 0 && (old[keep - 1] == '\n' || old[keep - 1] == ' '))
      keep--;
  }
  strbuf text = {0};
  strbuf_put(&text, old ? old : "", keep);
  strbuf_printf(&text, "%s%s", keep ? "\n\n" : "", note);
  bool ok = !strbuf_oom(&text) && game_set_root_comment(g, strbuf_text(&text));
  strbuf_deinit(&text);
  return ok;
}

/* --- counts ------------------------------------------------------------------------ */

static bool has_value(const sgf_node *n, const char *id, const char *value)
{
  const sgf_prop *p = sgf_find(n, id);
  for (size_t v = 0; p && v < p->n_values; v++)
    if (strcmp(p->values[v], value) == 0)
      return true;
  return false;
}

bool game_record_count(game *g, const uint8_t owner[BOARD_MAX_POINTS],
                       const uint8_t dead[BOARD_MAX_POINTS])
{
  const board *b = &g->board;
  sgf_node *node = game_current(g);
  while (sgf_find(node, "TB"))
    sgf_remove(g->records, node, "TB");
  while (sgf_find(node, "TW"))
    sgf_remove(g->records, node, "TW");
  bool ok = true;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      char sp[3];
      board_sgf_format(x, y, sp);
      if (owner[p] == COLOR_BLACK || owner[p] == COLOR_WHITE)
        ok &= sgf_add_value(g->records, node, owner[p] == COLOR_BLACK ? "TB" : "TW", sp);
      if (dead[p] && board_at(b, p) != COLOR_EMPTY && !has_value(node, "MA", sp))
        ok &= sgf_add_value(g->records, node, "MA", sp);
    }
  return ok;
}

int game_recorded_dead(const game *g, point *out)
{
  const sgf_node *node = game_current(g);
  const board *b = &g->board;
  static const char *const ids[3] = {"TB", "TW", "MA"};
  if (!sgf_find(node, "TB") && !sgf_find(node, "TW"))
    return -1; /* not counted */
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  int n = 0;
  for (int k = 0; k < 3; k++) {
    const sgf_prop *p = sgf_find(node, ids[k]);
    for (size_t v = 0; p && v < p->n_values; v++) {
      int x, y;
      bool pass;
      if (!board_sgf_parse(p->values[v], b->size, &x, &y, &pass) || pass)
        continue; /* compressed lists of territory hold no stones worth finding */
      point q = board_point(b, x, y);
      enum color c = board_at(b, q);
      bool dead =
          k == 2 ? c == COLOR_BLACK || c == COLOR_WHITE : c == (k == 0 ? COLOR_WHITE : COLOR_BLACK);
      if (dead && !seen[q]) {
        seen[q] = 1;
        out[n++] = q;
      }
    }
  }
  return n;
}

int game_handicap_points(const game *g, uint8_t mark[BOARD_MAX_POINTS])
{
  if (g->handicap < 2) {
    /* Given as moves: the Black stones that open the path. */
    int n = 0, want = game_handicap(g);
    for (size_t i = 1; i < g->depth && n < want; i++) {
      const game_step *s = &g->path[i];
      if (s->handicap_run > 0 && s->color == COLOR_BLACK && s->move != POINT_PASS) {
        mark[s->move] = 1;
        n++;
      }
    }
    return n;
  }
  /* HA's stones: the root's Black setup stones. */
  const sgf_prop *ab = sgf_find(g->root, "AB");
  uint8_t set_up[BOARD_MAX_POINTS] = {0};
  int n = 0;
  for (size_t v = 0; ab && v < ab->n_values; v++) {
    int x, y;
    bool pass;
    if (board_sgf_parse(ab->values[v], game_size(g), &x, &y, &pass) && !pass &&
        !set_up[board_point(&g->board, x, y)]) {
      set_up[board_point(&g->board, x, y)] = 1;
      n++;
    }
  }
  /* A final position entered as setup stones has more of them than HA
   * declares: the handicap is then the fixed placement for HA, when all
   * its points are among them; else no one can tell which stones the
   * handicap placed, and none is marked. */
  if (n > g->handicap) {
    int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
    if (!handicap_fixed_points(game_size(g), g->handicap, xs, ys))
      return 0;
    for (int i = 0; i < g->handicap; i++)
      if (!set_up[board_point(&g->board, xs[i], ys[i])])
        return 0;
    memset(set_up, 0, sizeof set_up);
    for (int i = 0; i < g->handicap; i++)
      set_up[board_point(&g->board, xs[i], ys[i])] = 1;
    n = g->handicap;
  }
  BOARD_FOR_POINTS(&g->board, p) {
    if (set_up[p])
      mark[p] = 1;
  }
  return n;
}

/* --- markup ------------------------------------------------------------------------ */

static const struct {
  const char *id;
  enum game_mark kind;
} mark_ids[] = {{"TR", GAME_MARK_TRIANGLE},
                {"SQ", GAME_MARK_SQUARE},
                {"CR", GAME_MARK_CIRCLE},
                {"MA", GAME_MARK_CROSS},
                {"LB", GAME_MARK_LABEL}};
#define MARK_KINDS (sizeof mark_ids / sizeof mark_ids[0])

static const char *mark_id(enum game_mark kind)
{
  for (size_t k = 0; k < MARK_KINDS; k++)
    if (mark_ids[k].kind == kind)
      return mark_ids[k].id;
  return NULL;
}

/* Whether a markup value ("pd", or "pd:text" for a label) is at sp. */
static bool value_at(const char *v, const char sp[3])
{
  return strncmp(v, sp, 2) == 0 && (v[2] == 0 || v[2] == ':');
}

int game_markup_list(const game *g, game_markup *out, int max)
{
  const sgf_node *node = game_current(g);
  int n = 0;
  for (size_t k = 0; k < MARK_KINDS; k++) {
    const sgf_prop *p = sgf_find(node, mark_ids[k].id);
    for (size_t i = 0; p && i < p->n_values && n < max; i++) {
      const char *v = p->values[i];
      char sp[3] = {v[0], v[0] ? v[1] : 0, 0};
      int x, y;
      bool pass;
      if (!board_sgf_parse(sp, game_size(g), &x, &y, &pass) || pass)
        continue;
      game_markup *m = &out[n++];
      *m = (game_markup){.x = x, .y = y, .kind = mark_ids[k].kind};
      if (mark_ids[k].kind == GAME_MARK_LABEL && v[2] == ':')
        snprintf(m->label, sizeof m->label, "%s", v + 3);
    }
  }
  return n;
}

/* Finds the mark at sp: its kind, and its value's index in the property. */
static enum game_mark find_mark(const sgf_node *node, const char sp[3], size_t *index)
{
  for (size_t k = 0; k < MARK_KINDS; k++) {
    const sgf_prop *p = sgf_find(node, mark_ids[k].id);
    for (size_t i = 0; p && i < p->n_values; i++)
      if (value_at(p->values[i], sp)) {
        *index = i;
        return mark_ids[k].kind;
      }
  }
  return GAME_MARK_NONE;
}

enum game_mark game_mark_at(const game *g, int x, int y, char *label, size_t len)
{
  char sp[3];
  board_sgf_format(x, y, sp);
  size_t i;
  const sgf_node *node = game_current(g);
  enum game_mark kind = find_mark(node, sp, &i);
  if (label && len) {
    label[0] = '\0';
    const char *v = kind != GAME_MARK_NONE ? sgf_find(node, mark_id(kind))->values[i] : "";
    if (kind == GAME_MARK_LABEL && v[2] == ':')
      snprintf(label, len, "%s", v + 3);
  }
  return kind;
}

enum game_mark game_unmark(game *g, int x, int y)
{
  char sp[3];
  board_sgf_format(x, y, sp);
  size_t i;
  sgf_node *node = game_current(g);
  enum game_mark kind = find_mark(node, sp, &i);
  if (kind != GAME_MARK_NONE)
    sgf_remove_value(g->records, node, mark_id(kind), i);
  return kind;
}

bool game_mark(game *g, int x, int y, enum game_mark kind, const char *label)
{
  const char *id = mark_id(kind);
  if (!id)
    return false;
  game_unmark(g, x, y);
  char sp[3];
  board_sgf_format(x, y, sp);
  if (kind != GAME_MARK_LABEL)
    return sgf_add_value(g->records, game_current(g), id, sp);
  strbuf v = {0};
  strbuf_printf(&v, "%s:%s", sp, label ? label : "");
  bool ok = !strbuf_oom(&v) && sgf_add_value(g->records, game_current(g), id, strbuf_text(&v));
  strbuf_deinit(&v);
  return ok;
}

void game_next_label(const game *g, bool numbers, char *out, size_t len)
{
  const sgf_prop *p = sgf_find(game_current(g), "LB");
  for (int k = 0; k < 400; k++) {
    char cand[8];
    if (numbers)
      snprintf(cand, sizeof cand, "%d", k + 1);
    else if (k < 26)
      snprintf(cand, sizeof cand, "%c", 'A' + k);
    else
      snprintf(cand, sizeof cand, "%c%c", 'A' + k / 26 - 1, 'A' + k % 26);
    bool used = false;
    for (size_t i = 0; p && i < p->n_values && !used; i++)
      used = strlen(p->values[i]) > 3 && strcmp(p->values[i] + 3, cand) == 0;
    if (!used) {
      snprintf(out, len, "%s", cand);
      return;
    }
  }
  snprintf(out, len, "?");
}

/* --- lines, arrows, dimmed points and node names ------------------------------------------ */

static bool on_board(const game *g, int x, int y)
{
  return x >= 0 && y >= 0 && x < game_size(g) && y < game_size(g);
}

int game_lines(const game *g, game_line *out, int max)
{
  int n = 0;
  /* Property by property, so that arrows and lines keep the file's order. */
  for (const sgf_prop *p = game_current(g)->props; p && n < max; p = p->next) {
    bool arrow = strcmp(sgf_prop_id(p), "AR") == 0;
    if (!arrow && strcmp(sgf_prop_id(p), "LN") != 0)
      continue;
    for (size_t i = 0; i < p->n_values && n < max; i++) {
      game_line l = {.arrow = arrow};
      if (strchr(p->values[i], ':') &&
          board_sgf_parse_pair(p->values[i], game_size(g), &l.x1, &l.y1, &l.x2, &l.y2) &&
          (l.x1 != l.x2 || l.y1 != l.y2))
        out[n++] = l;
    }
  }
  return n;
}

bool game_toggle_line(game *g, int x1, int y1, int x2, int y2, bool arrow, bool *added)
{
  if (!on_board(g, x1, y1) || !on_board(g, x2, y2) || (x1 == x2 && y1 == y2))
    return false;
  const char *id = arrow ? "AR" : "LN";
  sgf_node *node = game_current(g);
  const sgf_prop *p = sgf_find(node, id);
  for (size_t i = 0; p && i < p->n_values; i++) {
    int a, b, c, d;
    if (!board_sgf_parse_pair(p->values[i], game_size(g), &a, &b, &c, &d))
      continue;
    bool same = a == x1 && b == y1 && c == x2 && d == y2;
    bool reversed = a == x2 && b == y2 && c == x1 && d == y1;
    if (same || (!arrow && reversed)) {
      sgf_remove_value(g->records, node, id, i);
      if (added)
        *added = false;
      return true;
    }
  }
  char from[3], to[3], v[8];
  board_sgf_format(x1, y1, from);
  board_sgf_format(x2, y2, to);
  snprintf(v, sizeof v, "%s:%s", from, to);
  if (!sgf_add_value(g->records, node, id, v))
    return false;
  if (added)
    *added = true;
  return true;
}

/* The dimmed points after the first depth nodes of the path: the nearest
 * DD among them (DD is inherited; DD[] holds no point and so clears). */
static int dimmed_after(const game *g, size_t depth, uint8_t mark[BOARD_MAX_POINTS])
{
  memset(mark, 0, BOARD_MAX_POINTS);
  for (size_t i = depth; i-- > 0;) {
    const sgf_prop *p = sgf_find(g->path[i].node, "DD");
    if (!p)
      continue;
    int n = 0;
    for (size_t v = 0; v < p->n_values; v++) {
      int x1, y1, x2, y2;
      if (!board_sgf_parse_pair(p->values[v], game_size(g), &x1, &y1, &x2, &y2))
        continue;
      for (int y = y1 < y2 ? y1 : y2; y <= (y1 < y2 ? y2 : y1); y++)
        for (int x = x1 < x2 ? x1 : x2; x <= (x1 < x2 ? x2 : x1); x++) {
          point q = board_point(&g->board, x, y);
          n += !mark[q];
          mark[q] = 1;
        }
    }
    return n;
  }
  return 0;
}

int game_dimmed(const game *g, uint8_t mark[BOARD_MAX_POINTS])
{
  return dimmed_after(g, g->depth, mark);
}

bool game_toggle_dim(game *g, int x, int y)
{
  if (!on_board(g, x, y))
    return false;
  uint8_t mark[BOARD_MAX_POINTS], inherited[BOARD_MAX_POINTS];
  game_dimmed(g, mark);
  dimmed_after(g, g->depth - 1, inherited);
  point changed = board_point(&g->board, x, y);
  mark[changed] = !mark[changed];
  sgf_node *node = game_current(g);
  /* A DD that gives the set the node inherits anyway says nothing. */
  if (memcmp(mark, inherited, sizeof mark) == 0) {
    while (sgf_find(node, "DD"))
      sgf_remove(g->records, node, "DD");
    return true;
  }
  /* The first value through sgf_set, which replaces the old ones in place. */
  bool first = true;
  for (int yy = 0; yy < game_size(g); yy++)
    for (int xx = 0; xx < game_size(g); xx++) {
      if (!mark[board_point(&g->board, xx, yy)])
        continue;
      char sp[3];
      board_sgf_format(xx, yy, sp);
      bool ok =
          first ? sgf_set(g->records, node, "DD", sp) : sgf_add_value(g->records, node, "DD", sp);
      if (!ok)
        return false;
      first = false;
    }
  return !first || sgf_set(g->records, node, "DD", ""); /* DD[]: none dimmed from here */
}

bool game_handout_marked(const sgf_node *n) { return sgf_find(n, "HOSHIPRINT") != NULL; }

bool game_toggle_handout(game *g)
{
  sgf_node *node = game_current(g);
  if (!game_handout_marked(node))
    return sgf_set(g->records, node, "HOSHIPRINT", "1");
  sgf_remove(g->records, node, "HOSHIPRINT");
  return true;
}

const char *game_node_name(const game *g)
{
  const char *name = sgf_get(game_current(g), "N");
  return name && *name ? name : NULL;
}

bool game_set_node_name(game *g, const char *name)
{
  sgf_node *node = game_current(g);
  if (name && *name)
    return sgf_set(g->records, node, "N", name);
  while (sgf_find(node, "N"))
    sgf_remove(g->records, node, "N");
  return true;
}

/* --- game information ----------------------------------------------------------------------- */

const char *const game_info_ids[] = {"PB", "BR", "PW", "WR", "EV", "GN", "DT",
                                     "PC", "RE", "KM", "RU", "HA", "GC", "SO"};
_Static_assert(sizeof game_info_ids / sizeof game_info_ids[0] == GAME_INFO_COUNT,
               "GAME_INFO_COUNT counts game_info_ids");

static bool is_info_id(const char *id)
{
  for (size_t i = 0; id && i < GAME_INFO_COUNT; i++)
    if (strcmp(id, game_info_ids[i]) == 0)
      return true;
  return false;
}

const char *game_info(const game *g, const char *id, char *buf, size_t len)
{
  if (strcmp(id, "RU") == 0)
    return rules_sgf_name(g->rules);
  if (strcmp(id, "KM") == 0 || (strcmp(id, "HA") == 0 && g->handicap)) {
    if (!buf || !len)
      return NULL;
    /* KM as game_set_komi writes it, so that the text shown is the file's. */
    if (id[0] == 'K')
      number_format(g->komi, buf, len);
    else
      snprintf(buf, len, "%d", g->handicap);
    return buf;
  }
  if (strcmp(id, "HA") == 0) /* no handicap, or one not counted (HA[1]) */
    return sgf_find(g->root, "HA") ? "0" : NULL;
  return sgf_get(g->root, id);
}

/* Reads a number written with digits, an optional sign and a decimal point
 * or comma (no exponent, no hex), blanks around it. */
static bool read_decimal(const char *text, double *out)
{
  char t[64];
  if (!text || snprintf(t, sizeof t, "%s", text) >= (int)sizeof t)
    return false;
  char *s = t;
  while (*s == ' ' || *s == '\t')
    s++;
  char *start = s;
  if (*s == '+' || *s == '-')
    s++;
  int digits = 0;
  for (; (*s >= '0' && *s <= '9') || *s == '.' || *s == ','; s++) {
    digits += *s >= '0' && *s <= '9';
    if (*s == ',')
      *s = '.';
  }
  char *end;
  double v = strtod(start, &end);
  if (digits == 0 || end != s || s[strspn(s, " \t")] || !isfinite(v))
    return false;
  *out = v;
  return true;
}

static bool set_komi_text(game *g, const char *value, hoshi_error *why)
{
  /* komi_parse reads what people type (6,5, 6½); a number it refuses for
   * its range or its quarter point may still be a record's komi, which
   * game_set_komi takes. */
  hoshi_error typed;
  double komi;
  if (!komi_parse(value, &komi, &typed) && !read_decimal(value, &komi)) {
    if (why)
      *why = typed;
    return false;
  }
  return game_set_komi(g, komi, why);
}

static bool set_rules_text(game *g, const char *value, hoshi_error *why)
{
  const rules *r = value && *value ? rules_find(value) : NULL;
  if (!r) {
    size_t count;
    const rules *const *all = rules_all(&count);
    strbuf names = {0};
    for (size_t i = 0; i < count; i++)
      strbuf_printf(&names, "%s%s", i ? ", " : "", rules_sgf_name(all[i]));
    hoshi_fail(why, _("'%s' is not a rule set Hoshi knows: %s"), value ? value : "",
               strbuf_text(&names));
    strbuf_deinit(&names);
    return false;
  }
  return game_set_rules(g, r) || hoshi_fail(why, "%s", _("out of memory"));
}

/* Rebuilds the path to the current node from the root (the handicap a
 * path gives as moves depends on the declared one). game_goto_node keeps
 * the part of the path it shares with the current one: emptied first, it
 * keeps none. */
static bool replay(game *g)
{
  sgf_node *current = game_current(g);
  g->depth = 0;
  return game_goto_node(g, current);
}

static bool set_handicap_text(game *g, const char *value, hoshi_error *why)
{
  long n = 0;
  if (value && *value) {
    char *end;
    n = strtol(value, &end, 10);
    while (*end == ' ' || *end == '\t')
      end++;
    long points = (long)game_size(g) * game_size(g);
    if (end == value || *end || n < 0 || n == 1 || n > points - 1)
      return hoshi_fail(why, "%s",
                        _("a handicap has from 2 stones to one less than the points of the board"));
  }
  char text[24];
  snprintf(text, sizeof text, "%ld", n);
  if (value && *value && !sgf_set(g->records, g->root, "HA", text))
    return hoshi_fail(why, "%s", _("out of memory"));
  if (!value || !*value)
    while (sgf_find(g->root, "HA"))
      sgf_remove(g->records, g->root, "HA");
  g->handicap = (int)n;
  return replay(g) || hoshi_fail(why, "%s", _("out of memory"));
}

bool game_set_info(game *g, const char *id, const char *value, hoshi_error *why)
{
  if (!is_info_id(id)) /* the caller's mistake: no person reads it */
    return hoshi_fail(why, "%s is not a game-information property", id ? id : "(null)");
  if (strcmp(id, "KM") == 0)
    return set_komi_text(g, value, why);
  if (strcmp(id, "RU") == 0)
    return set_rules_text(g, value, why);
  if (strcmp(id, "HA") == 0)
    return set_handicap_text(g, value, why);
  if (value && *value)
    return sgf_set(g->records, g->root, id, value) || hoshi_fail(why, "%s", _("out of memory"));
  while (sgf_find(g->root, id))
    sgf_remove(g->records, g->root, id);
  return true;
}

/* --- the place in the tree, and private data ------------------------------------------ */

size_t game_node_index(const game *g)
{
  size_t i = 0;
  const sgf_node *cur = game_current(g);
  for (const sgf_node *n = g->root; n; n = sgf_walk_next(n, g->root), i++)
    if (n == cur)
      return i;
  return 0;
}

int game_variations(const game *g, int *index)
{
  const sgf_node *node = game_current(g);
  *index = 1;
  if (!node->parent)
    return 1;
  int count = 0;
  for (const sgf_node *c = node->parent->children; c; c = c->next) {
    count++;
    if (c == node)
      *index = count;
  }
  return count;
}

bool game_goto_index(game *g, size_t index)
{
  size_t i = 0;
  for (const sgf_node *n = g->root; n; n = sgf_walk_next(n, g->root), i++)
    if (i == index)
      return game_goto_node(g, n);
  return false;
}

char *game_write_sgf(const game *g, const char *id, const char *value, size_t *len)
{
  size_t n;
  char *sgf = sgf_write(g->records, &n);
  if (!sgf || !id) {
    if (sgf && len)
      *len = n;
    return sgf;
  }
  /* The property goes first in the first game's root: "(;ID[value]..." */
  const char *root = strstr(sgf, "(;");
  strbuf t = {0};
  size_t head = root ? (size_t)(root - sgf) + 2 : 0;
  strbuf_put(&t, sgf, head);
  if (root)
    strbuf_printf(&t, "%s[%s]", id, value);
  strbuf_put(&t, sgf + head, n - head);
  free(sgf);
  return strbuf_take(&t, len);
}

char *game_take_root_property(game *g, const char *id)
{
  const char *v = sgf_get(g->root, id);
  if (!v)
    return NULL;
  char *copy = os_strdup(v);
  if (copy)
    sgf_remove(g->records, g->root, id);
  return copy;
}

bool game_has_content(const game *g)
{
  const sgf_node *root = g->root;
  return root->children || sgf_find(root, "AB") || sgf_find(root, "AW");
}

/* --- time ------------------------------------------------------------------------------- */

bool game_time_system(const game *g, clock_spec *out)
{
  return clock_from_sgf(sgf_get(g->root, "TM"), sgf_get(g->root, "OT"), out);
}

bool game_set_time_system(game *g, const clock_spec *s)
{
  if (s->system == CLOCK_NONE) {
    sgf_remove(g->records, g->root, "TM");
    sgf_remove(g->records, g->root, "OT");
    return true;
  }
  char tm[32], ot[64];
  snprintf(tm, sizeof tm, "%lld", (long long)(s->main_ms / 1000));
  clock_sgf_overtime(s, ot, sizeof ot);
  if (!sgf_set(g->records, g->root, "TM", tm))
    return false;
  if (!ot[0]) {
    sgf_remove(g->records, g->root, "OT");
    return true;
  }
  return sgf_set(g->records, g->root, "OT", ot);
}

bool game_set_time_left(game *g, enum color c, const char *left, const char *ob)
{
  sgf_node *n = game_current(g);
  const char *l = c == COLOR_WHITE ? "WL" : "BL", *o = c == COLOR_WHITE ? "OW" : "OB";
  if (!sgf_set(g->records, n, l, left))
    return false;
  if (!ob || !*ob) {
    sgf_remove(g->records, n, o);
    return true;
  }
  return sgf_set(g->records, n, o, ob);
}

bool game_time_left(const game *g, enum color c, const char **left, const char **ob)
{
  const char *l = c == COLOR_WHITE ? "WL" : "BL", *o = c == COLOR_WHITE ? "OW" : "OB";
  for (size_t k = g->depth; k-- > 0;) {
    const sgf_node *n = g->path[k].node;
    if (sgf_get(n, l)) {
      *left = sgf_get(n, l);
      *ob = sgf_get(n, o);
      return true;
    }
  }
  return false;
}

/* --- estimates ------------------------------------------------------------------------- */

bool game_set_estimate(game *g, double black_winrate, double black_lead)
{
  sgf_node *n = game_current(g);
  char v[32];
  if (game_winrate_ok(black_winrate)) {
    snprintf(v, sizeof v, "%.2f", black_winrate * 100);
    if (!sgf_set(g->records, n, "SBKV", v))
      return false;
  }
  if (game_lead_ok(black_lead)) {
    snprintf(v, sizeof v, "%.1f", black_lead);
    if (!sgf_set(g->records, n, "HOSHISCORE", v))
      return false;
  }
  return true;
}

void game_strip_estimates(game *g)
{
  sgf_node *n = g->root;
  while (n) {
    sgf_remove(g->records, n, "SBKV");
    sgf_remove(g->records, n, "HOSHISCORE");
    if (n->children) {
      n = n->children;
      continue;
    }
    while (n && !n->next && n != g->root)
      n = n->parent;
    n = n && n != g->root ? n->next : NULL;
  }
}

bool game_estimate(const game *g, double *black_winrate, double *black_lead)
{
  return game_node_estimate(game_current(g), black_winrate, black_lead);
}
