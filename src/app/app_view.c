/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The views of the game the window layer draws: the teacher's (app_view),
 * and in presenter mode the room's, the same view built for the room and
 * trimmed to the blocks the room reads (app_audience_view), with the
 * presenter's lines in the teacher's panel. Below the hub and the
 * presenter's keys (app_presenter.c), which use it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_hub.h"
#include "hoshi/i18n.h"
#include "app/graph.h"
#include "app/panel.h"
#include "app/toolbar.h"
#include "app/tree.h"
#include "ui/priority.h"

static void toolbar_view(const app *a, view_toolbar *t)
{
  int n;
  const toolbar_item *items = toolbar_items(&n);
  t->n = a->layout.tool_n > 0 && n <= VIEW_TOOLS ? n : 0;
  t->hover = -1;
  for (int i = 0; i < t->n; i++) {
    snprintf(t->items[i].icon, sizeof t->items[i].icon, "%s", items[i].icon);
    t->items[i].stone = items[i].stone;
    t->items[i].active =
        (items[i].action == ACT_TOOL && a->play.tools.tool == (enum play_tool)items[i].arg) ||
        (items[i].action == ACT_PRESENTER && app_presenting(a)) ||
        (items[i].action == ACT_SOUND && a->settings.sound);
    t->items[i].disabled = !toolbar_applies(&items[i], a->mode);
  }
  if (a->tool_hover > 0 && a->tool_hover <= t->n) {
    const toolbar_item *it = &items[a->tool_hover - 1];
    t->hover = a->tool_hover - 1;
    char key[32];
    toolbar_key(it, key, sizeof key);
    snprintf(t->tip, sizeof t->tip, key[0] ? "%s (%s)" : "%s", _(it->name), key);
  }
}

void app_view(const app *a, ui_view *v) { app_view_for(a, v, false); }

void app_view_for(const app *a, ui_view *v, bool room)
{
  static const analyst no_analysis; /* the room sees no engine's figures */
  view_clear(v, game_size(&a->game));
  v->theme = a->settings.theme;
  v->coordinates = a->settings.coordinates;
  v->show_numbers = a->settings.numbers;
  app_seats seats;
  players_seats(&a->players, &seats);
  char thinking[160];
  panel_context pc = {
      .game = &a->game,
      .play = &a->play,
      .seats = &seats,
      .indicator =
          !room && players_indicator(&a->players, thinking, sizeof thinking) ? thinking : NULL,
      .path = a->path,
      .dirty = app_unsaved(a),
      .playing =
          !room && (a->mode == MODE_PLAY || a->mode == MODE_PROBLEM || a->mode == MODE_GUESS),
      .show_next =
          !room && a->settings.variations && a->mode != MODE_PROBLEM && a->mode != MODE_GUESS,
      .writing = !room && a->mode == MODE_COMMENT,
      .clock = clock_on(&a->clock) ? &a->clock : NULL,
      .now = app_now(a),
      .remembered = room ? NULL : a->remembered,
      .autosave_failure = !room && a->session.failed ? a->session.failure : NULL,
      .problem_hints = !room && a->problem_hints,
  };
  panel_board(&pc, v);
  bool exercise = a->mode == MODE_PROBLEM || a->mode == MODE_GUESS;
  if (!room && a->layout.tree_slot > 0 && !exercise)
    tree_view(&a->game, layout_tree_cols(&a->layout), TREE_ROWS, &v->tree);
  if (!room && a->layout.graph.w > 0 && !exercise)
    graph_view(&a->game, &v->graph);
  /* The panel of the mode under a dialog, then the mode's own view (the
   * dialog over the window). */
  mode_view_context c = app_mode_view_context(a);
  c.panel = &pc;
  c.analyst = room ? &no_analysis : &a->analyst;
  enum app_mode under = app_mode_under(a);
  if (room && under == MODE_COMMENT)
    under = MODE_PLAY; /* the room reads the comment as saved */
  c.mode = under;
  app_mode_ops(under)->view(app_mode_state_const(a, under), &c, v);
  if (room)
    return; /* no dialog, status, hint or toolbar (room_only, below, trims the rest) */
  app_presenter_line(a, v);
  const mode_ops *m = app_mode_ops(a->mode);
  v->overlay.shown = m->over;
  /* A dialog over the window; a mode drawn on the board of another (the
   * rectangle of an export dragged over the board or the scoring screen). */
  if (m->over || a->mode != under) {
    c.mode = a->mode;
    m->view(app_mode_state_const(a, a->mode), &c, v);
  }
  snprintf(v->status, sizeof v->status, "%s", a->status.text);
  v->status_error = a->status.error;
  v->status_echo = a->status.echo;
  v->hint_mode = (uint8_t)a->settings.key_hint;
  v->panel_scroll = a->panel_mode == a->mode ? a->panel_scroll : 0;
  /* A reason just selected (Up, Down) is scrolled into sight. */
  if (a->mode == MODE_SCORE && a->panel_focus)
    for (int i = 0; i < v->n_panel; i++)
      if (v->panel[i].selected)
        v->panel_focus = i;
  if (v->explain)
    v->status[0] = 0; /* the explanation is the table and the reasons */
  if (a->mode == MODE_COMMENT)
    v->status[0] = 0; /* the hint says how to write; the room goes to the text */
  if (a->row_hover > 0 && a->row_hover <= v->overlay.n_rows)
    v->overlay.rows[a->row_hover - 1].hover = true;
  toolbar_view(a, &v->toolbar);
  v->sounds = a->sounds;
  v->sound_volume = (uint8_t)a->settings.sound_volume;
  v->clipboard = a->clipboard;
  v->copied = a->copied;
}

/* --- the room's view -------------------------------------------------------------------- */

bool app_presenting(const app *a) { return a->settings.presenter && !a->presenter_waiting; }

/* The blocks the room reads: those of priority.c's SCREEN_AUDIENCE row,
 * where each block the room's window places is listed once. */
static bool room_block(enum view_block b)
{
  return priority_rule_of(priority_of(SCREEN_AUDIENCE), b) != NULL;
}

static void room_only(ui_view *v)
{
  int n = 0;
  for (int i = 0; i < v->n_panel; i++) {
    view_line l = v->panel[i];
    /* A verdict's line to click ("Try again") is the teacher's. */
    if (!room_block((enum view_block)l.block) || (l.block == BLOCK_VERDICT && l.click))
      continue;
    l.click = CLICK_NONE;
    v->panel[n++] = l;
  }
  v->n_panel = n;
  if (v->screen == SCREEN_PLAY || v->screen == SCREEN_SCORE || v->screen == SCREEN_DEMO)
    v->screen = SCREEN_AUDIENCE;
  v->theme = THEME_PROJECTOR;
  v->status[0] = 0;
  v->status_error = v->status_echo = false;
  v->hint[0] = v->hint_short[0] = 0;
  v->panel_scroll = 0;
  v->panel_focus = -1;
  v->writing = false;
  v->ghost_x = v->ghost_y = -1;
  v->cursor_x = v->cursor_y = -1;
  v->line_from_x = v->line_from_y = -1;
  memset(v->next, 0, sizeof v->next);
  memset(v->next_label, 0, sizeof v->next_label);
  v->n_candidates = 0;
  v->tree.shown = false;
  v->tree.n = 0;
  v->graph.n = 0;
  v->toolbar.n = 0;
  v->toolbar.hover = -1;
  v->overlay.shown = false;
  v->overlay.n_rows = 0;
  v->clipboard = NULL;
}

/* The count as the room reads it: under each column's Result, its Total,
 * as lines in the room's type; a table of five columns never fits that
 * type (the explanation, X, shows the table large). */
static void room_count(ui_view *v)
{
  const view_table *t = &v->table;
  int total = -1;
  for (int r = 0; r < t->n_rows && total < 0; r++)
    if (t->rows[r].strong)
      total = r;
  if (!t->shown || v->explain || total < 0)
    return;
  view_line lines[VIEW_PANEL_LINES];
  int n = 0, column = 0;
  for (int i = 0; i < v->n_panel && n < VIEW_PANEL_LINES; i++) {
    lines[n++] = v->panel[i];
    if (v->panel[i].block != BLOCK_RESULT || column > 1 || n >= VIEW_PANEL_LINES)
      continue;
    const view_table_row *row = &t->rows[total];
    view_line *l = &lines[n++];
    memset(l, 0, sizeof *l);
    l->block = BLOCK_RESULT;
    /* TRANSLATORS: under a column's result in the room's window ("Japanese
     * B+6.5"): the points each side counted there. */
    snprintf(l->text, sizeof l->text, _("Total: Black %s, White %s"), row->cell[column][0],
             row->cell[column][1]);
    column++;
  }
  if (column == 0)
    return; /* no results: a demonstration's table, as it is */
  memcpy(v->panel, lines, (size_t)n * sizeof *lines);
  v->n_panel = n;
  v->table.shown = false;
}

/* The reason the teacher is at, brought into the room's sight: the one
 * selected (Up, Down), else as far through the reasons as the teacher's
 * panel is scrolled (Page Down): the room's window turns its pages with
 * the teacher's. */
static void room_reason(const app *a, ui_view *v)
{
  int reasons[VIEW_PANEL_LINES], n = 0;
  for (int i = 0; i < v->n_panel; i++) {
    if (v->panel[i].selected)
      v->panel_focus = i;
    if (v->panel[i].block == BLOCK_REASONS)
      reasons[n++] = i;
  }
  if (v->panel_focus >= 0 || n == 0 || a->panel_mode != MODE_SCORE || a->panel_scroll_max <= 0 ||
      a->panel_scroll <= 0)
    return;
  int r = (a->panel_scroll * (n - 1) + a->panel_scroll_max / 2) / a->panel_scroll_max;
  v->panel_focus = reasons[r < n ? r : n - 1];
}

void app_audience_view(const app *a, ui_view *v)
{
  if (a->held) {
    memcpy(v, a->held, sizeof *v);
  } else {
    app_view_for(a, v, true);
    room_only(v);
    room_count(v);
    room_reason(a, v);
  }
  v->laser_x = v->laser_y = -1;
  if (a->laser && a->pointer_x >= 0 && a->pointer_x < v->size && a->pointer_y < v->size) {
    v->laser_x = a->pointer_x;
    v->laser_y = a->pointer_y;
  }
}

void app_presenter_line(const app *a, ui_view *v)
{
  if (!app_presenting(a))
    return;
  view_begin(v, BLOCK_PRESENTER);
  view_line *l = view_add_line(v, true);
  if (l) {
    if (a->held)
      snprintf(l->text, sizeof l->text, _("The room sees: move %d, held (F6 releases)"),
               a->held_move);
    else
      snprintf(l->text, sizeof l->text, "%s", _("The room sees: this position (F6 holds it)"));
    l->click = CLICK_HOLD;
  }
  if (a->held)
    snprintf(v->room_tag, sizeof v->room_tag, _("held: move %d"), a->held_move);
  if (a->held && (l = view_add_line(v, false))) {
    snprintf(l->text, sizeof l->text, "%s", _("Release, back to the position held (Shift+F6)"));
    l->click = CLICK_HOLD_BACK;
  }
  if ((l = view_add_line(v, false))) {
    snprintf(l->text, sizeof l->text, "%s",
             a->laser ? _("Laser pointer on: click or F7 turns it off")
                      : _("Laser pointer: click or F7"));
    l->click = CLICK_LASER;
  }
}
