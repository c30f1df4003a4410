/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tools in hand (see tools.h). */
#include "app/tools.h"

#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"

void tools_init(tool_state *t)
{
  memset(t, 0, sizeof *t);
  t->from_x = t->from_y = -1;
}

const char *tools_name(enum play_tool tool)
{
  static const char *const names[TOOL_COUNT] = {
      N_("play"),    N_("triangle"),  N_("square"),    N_("circle"), N_("cross"),
      N_("letters"), N_("numbers"),   N_("arrow"),     N_("line"),   N_("dim"),
      N_("label"),   N_("add Black"), N_("add White"), N_("erase"),
  };
  return _(names[tool < TOOL_COUNT ? tool : TOOL_PLAY]);
}

void tools_choose_label(tool_state *t, const char *text, app_status *status)
{
  snprintf(t->label, sizeof t->label, "%.*s", (int)sizeof t->label - 1, text);
  tools_choose(t, TOOL_LABEL, status);
}

void tools_choose(tool_state *t, enum play_tool tool, app_status *status)
{
  t->tool = tool;
  t->from_x = t->from_y = -1;
  t->painting = false;
  switch (tool) {
  case TOOL_ARROW:
  case TOOL_LINE:
    status_say(status, false,
               _("Tool: %s. Drag from one point to another (or click both); the same again "
                 "removes it. Esc to play."),
               tools_name(tool));
    break;
  case TOOL_BLACK:
  case TOOL_WHITE:
  case TOOL_ERASE:
    status_say(status, false,
               _("Setting up: %s. Click or drag over points; F changes who plays next, Shift+X "
                 "clears the board. Esc to play from this position."),
               tools_name(tool));
    break;
  case TOOL_LABEL:
    status_say(status, false, _("Tool: label \"%s\". Click points to label them. Esc to play."),
               t->label);
    break;
  default:
    status_say(status, false,
               _("Tool: %s. Click points to mark them, click again to remove; Esc to play."),
               tools_name(tool));
    break;
  }
}

bool tools_drop(tool_state *t)
{
  bool held = t->tool != TOOL_PLAY;
  tools_init(t);
  return held;
}

static app_request changed(void)
{
  app_request r = REQUEST_DONE;
  r.dirty = true;
  return r;
}

static app_request out_of_memory(app_status *status)
{
  status_say(status, true, "%s", _("Out of memory."));
  return REQUEST_DONE;
}

/* --- marks ------------------------------------------------------------------------- */

static app_request mark(tool_state *t, game *g, app_status *status, int x, int y)
{
  enum game_mark kind = t->tool <= TOOL_CROSS ? (enum game_mark)t->tool : GAME_MARK_LABEL;
  char v[4];
  board_vertex_format(game_size(g), x, y, v);
  char had_label[GAME_LABEL_LEN] = "";
  enum game_mark had = game_mark_at(g, x, y, had_label, sizeof had_label);
  /* The same mark again takes it away. */
  if (had != GAME_MARK_NONE && had == kind &&
      (kind != GAME_MARK_LABEL || t->tool != TOOL_LABEL || strcmp(had_label, t->label) == 0)) {
    game_unmark(g, x, y);
    status_say(status, false, _("Removed the %s at %s."),
               kind == GAME_MARK_LABEL ? _("label") : tools_name(t->tool), v);
    return changed();
  }
  char label[GAME_LABEL_LEN] = "";
  if (t->tool == TOOL_LABEL)
    snprintf(label, sizeof label, "%s", t->label);
  else if (kind == GAME_MARK_LABEL)
    game_next_label(g, t->tool == TOOL_NUMBERS, label, sizeof label);
  if (!game_mark(g, x, y, kind, label))
    return out_of_memory(status);
  if (kind == GAME_MARK_LABEL)
    status_say(status, false, _("Label %s at %s."), label, v);
  else
    status_say(status, false, _("A %s at %s."), tools_name(t->tool), v);
  return changed();
}

static app_request dim(game *g, app_status *status, int x, int y)
{
  if (!game_toggle_dim(g, x, y))
    return out_of_memory(status);
  uint8_t marks[BOARD_MAX_POINTS];
  game_dimmed(g, marks);
  char v[4];
  board_vertex_format(game_size(g), x, y, v);
  status_say(status, false,
             marks[board_point(&g->board, x, y)] ? _("%s dimmed.") : _("%s no longer dimmed."), v);
  return changed();
}

/* An arrow or line from the point it began at to (x, y). */
static app_request end_line(tool_state *t, game *g, app_status *status, int x, int y)
{
  int fx = t->from_x, fy = t->from_y;
  t->from_x = t->from_y = -1;
  bool added = false;
  if (!game_toggle_line(g, fx, fy, x, y, t->tool == TOOL_ARROW, &added))
    return out_of_memory(status);
  char a[4], b[4];
  board_vertex_format(game_size(g), fx, fy, a);
  board_vertex_format(game_size(g), x, y, b);
  status_say(status, false, added ? _("A %s from %s to %s.") : _("Removed the %s from %s to %s."),
             tools_name(t->tool), a, b);
  return changed();
}

/* --- setup ------------------------------------------------------------------------- */

static app_request paint(tool_state *t, game *g, app_status *status, int x, int y)
{
  if (board_at(&g->board, board_point(&g->board, x, y)) == t->paint)
    return REQUEST_IGNORED;
  if (!game_setup_point(g, x, y, t->paint))
    return out_of_memory(status);
  char v[4];
  board_vertex_format(game_size(g), x, y, v);
  if (t->paint == COLOR_EMPTY)
    status_say(status, false, _("Setup: %s emptied."), v);
  else
    status_say(status, false, _("Setup: %s at %s."), app_color_name(t->paint), v);
  return changed();
}

static app_request setup_press(tool_state *t, game *g, app_status *status, int x, int y)
{
  enum color here = board_at(&g->board, board_point(&g->board, x, y));
  /* The first point decides: a stone of the tool's colour is taken away,
   * and the drag takes away as well. */
  enum color want = t->tool == TOOL_BLACK   ? COLOR_BLACK
                    : t->tool == TOOL_WHITE ? COLOR_WHITE
                                            : COLOR_EMPTY;
  t->paint = here == want ? COLOR_EMPTY : want;
  t->painting = true;
  return paint(t, g, status, x, y);
}

/* --- the pointer ------------------------------------------------------------------- */

app_request tools_press(tool_state *t, game *g, app_status *status, int x, int y)
{
  switch (t->tool) {
  case TOOL_PLAY:
  case TOOL_COUNT:
    return REQUEST_IGNORED;
  case TOOL_ARROW:
  case TOOL_LINE:
    if (t->from_x >= 0 && (t->from_x != x || t->from_y != y))
      return end_line(t, g, status, x, y);
    t->from_x = x;
    t->from_y = y;
    status_say(status, false, "%s",
               _("Now release the button on the point it goes to (or click it)."));
    return REQUEST_DONE;
  case TOOL_DIM:
    return dim(g, status, x, y);
  case TOOL_BLACK:
  case TOOL_WHITE:
  case TOOL_ERASE:
    return setup_press(t, g, status, x, y);
  default:
    return mark(t, g, status, x, y);
  }
}

app_request tools_pointer(tool_state *t, game *g, app_status *status, const ui_input *in)
{
  if (in->kind == INPUT_RELEASE) {
    bool was = t->painting;
    t->painting = false;
    if ((t->tool == TOOL_ARROW || t->tool == TOOL_LINE) && t->from_x >= 0 && in->on_board &&
        (in->x != t->from_x || in->y != t->from_y))
      return end_line(t, g, status, in->x, in->y);
    return was ? REQUEST_DONE : REQUEST_IGNORED;
  }
  if (in->kind == INPUT_MOTION && in->held && t->painting && in->on_board)
    return paint(t, g, status, in->x, in->y);
  if (in->kind == INPUT_MOTION && !in->held)
    t->painting = false;
  return REQUEST_IGNORED;
}

app_request tools_flip_turn(game *g, app_status *status)
{
  enum color next = color_other(game_to_move(g));
  if (!game_setup_turn(g, next))
    return out_of_memory(status);
  status_say(status, false, _("%s plays next."), app_color_name(next));
  return changed();
}

app_request tools_clear_board(game *g, app_status *status)
{
  if (!game_setup_clear(g))
    return out_of_memory(status);
  status_say(status, false, "%s",
             _("The board is cleared: set up the position with B, W and X, or play."));
  return changed();
}
