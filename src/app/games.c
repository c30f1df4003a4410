/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The list of a collection's games (see games.h). */
#include "app/games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/exercise.h"
#include "hoshi/i18n.h"
#include "hoshi/strbuf.h"

void games_open(app_games *s, const game *g)
{
  s->n = (int)game_count(g);
  s->current = s->selected = (int)g->index;
  s->top = 0;
}

/* The rows a page shows, beside the title's. */
static int page_rows(const ui_layout *layout)
{
  int rows = layout ? layout_dialog_rows(layout) : 10;
  if (rows > VIEW_ROWS)
    rows = VIEW_ROWS;
  return rows > 1 ? rows : 1;
}

/* Chooses game k (clamped), the page following it. */
static void choose(app_games *s, int k, const ui_layout *layout)
{
  int rows = page_rows(layout);
  s->selected = k < 0 ? 0 : k >= s->n ? s->n - 1 : k;
  if (s->selected < s->top)
    s->top = s->selected;
  if (s->selected >= s->top + rows)
    s->top = s->selected - rows + 1;
}

static app_request open_game(int k)
{
  app_request r = app_request_of(REQ_SWITCH_GAME);
  r.game = k;
  return r;
}

app_request games_action(app_games *s, enum app_action action, int arg, const ui_input *in,
                         const ui_layout *layout)
{
  int rows = page_rows(layout);
  switch (action) {
  case ACT_ROW: {
    int k = s->top + in->row - 1;
    if (in->row < 1 || k >= s->n)
      return REQUEST_IGNORED;
    choose(s, k, layout);
    return in->clicks >= 2 ? open_game(k) : REQUEST_DONE;
  }
  case ACT_LIST:
    choose(s, s->selected + (arg ? arg : in->wheel > 0 ? -3 : 3), layout);
    return REQUEST_DONE;
  case ACT_LIST_PAGE:
    choose(s, s->selected + arg * rows, layout);
    return REQUEST_DONE;
  case ACT_LIST_ENDS:
    choose(s, arg < 0 ? 0 : s->n - 1, layout);
    return REQUEST_DONE;
  case ACT_ACCEPT:
    return open_game(s->selected);
  case ACT_CANCEL:
    return open_game(s->current);
  default:
    return REQUEST_IGNORED;
  }
}

/* The first words of the first comment on the tree's main line. */
static void first_comment(const sgf_node *root, char *out, size_t len)
{
  out[0] = '\0';
  int depth = 0;
  for (const sgf_node *n = root; n && depth < 50; n = n->children, depth++) {
    const char *c = sgf_get(n, "C");
    if (!c || !*c)
      continue;
    strbuf shown = {0};
    exercise_comment_shown(&shown, c);
    const char *t = strbuf_text(&shown);
    size_t k = strcspn(t, "\n");
    if (k >= len)
      for (k = len - 1; k > 0 && ((unsigned char)t[k] & 0xc0) == 0x80;)
        k--; /* not inside a character */
    snprintf(out, len, "%.*s", (int)k, t);
    strbuf_deinit(&shown);
    if (out[0])
      return;
  }
}

void games_describe(const game *g, int i, char *out, size_t len)
{
  const sgf_node *root = g->records->games[i];
  const char *name = sgf_get(root, "GN"), *pb = sgf_get(root, "PB"), *pw = sgf_get(root, "PW");
  const char *sz = sgf_get(root, "SZ");
  if (!name || !*name)
    name = sgf_get(root, "N");
  char what[120];
  if ((pb && *pb) || (pw && *pw))
    snprintf(what, sizeof what, _("%s vs %s"), pb && *pb ? pb : "?", pw && *pw ? pw : "?");
  else
    first_comment(root, what, 64);
  int size = sz ? atoi(sz) : 19;
  snprintf(out, len, "%d.  %s%s%s%s%d×%d", i + 1, name && *name ? name : "",
           name && *name && what[0] ? " — " : "", what, (name && *name) || what[0] ? " — " : "",
           size, size);
}

void games_view(const app_games *s, const game *g, const ui_layout *layout, view_overlay *o)
{
  snprintf(o->title, sizeof o->title,
           P_("This file holds %d game", "This file holds %d games", s->n), s->n);
  int rows = page_rows(layout);
  for (int i = s->top; i < s->n && i - s->top < rows && o->n_rows < VIEW_ROWS; i++) {
    view_row *r = view_add_row(o);
    if (!r)
      break;
    games_describe(g, i, r->value, sizeof r->value);
    r->selected = i == s->selected;
  }
  snprintf(o->message, sizeof o->message, _("Game %d of %d is on the board."), s->current + 1,
           s->n);
  snprintf(o->hint, sizeof o->hint, "%s",
           _("Up/Down, click - Enter or double click: open - Esc: keep the game on the board"));
}
