/* The record: players, result, comments, counts and markup written into the
 * game's tree (see "the record" in hoshi/game.h). The one place outside the
 * SGF layer that knows which property holds what. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/i18n.h"
#include "hoshi/strbuf.h"

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
    sgf_remove(node, "TB");
  while (sgf_find(node, "TW"))
    sgf_remove(node, "TW");
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
  const sgf_prop *ab = sgf_find(g->root, "AB");
  int n = 0;
  for (size_t v = 0; ab && v < ab->n_values; v++) {
    int x, y;
    bool pass;
    if (board_sgf_parse(ab->values[v], game_size(g), &x, &y, &pass) && !pass) {
      mark[board_point(&g->board, x, y)] = 1;
      n++;
    }
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
    sgf_remove_value(node, mark_id(kind), i);
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
      return game_goto_node(g, (sgf_node *)n);
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
  char *copy = strdup(v);
  if (copy)
    sgf_remove(g->root, id);
  return copy;
}

bool game_has_content(const game *g)
{
  const sgf_node *root = g->root;
  return root->children || sgf_find(root, "AB") || sgf_find(root, "AW");
}
