/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Presenter mode (issue 36; see app.h): the room's view of the game, its
 * layout, the hold (F6) and the laser pointer (F7). The room's view is
 * built beside the teacher's (app_view.c), so that both windows always
 * agree on the board; the window layer draws it in a second window
 * (src/ui/window.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_hub.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"

/* The room's window's text: the largest scale at which a line of its
 * panel still holds this many characters (about 0.55 of the text's height
 * each, DejaVu Sans's average) and the panel this many lines. */
#define AUDIENCE_LINE_CHARS 18
#define AUDIENCE_LINES      9
#define AUDIENCE_SCALE_STEP 0.05

/* The room sees the teacher's position again. */
static void release(app *a)
{
  free(a->held);
  a->held = NULL;
}

void app_presenter_deinit(app *a) { release(a); }

void app_set_presenting(app *a, bool on)
{
  if (!on) {
    release(a);
    a->laser = false;
  }
  a->settings.presenter = on;
  status_say(&a->status, false, "%s",
             on ? _("Presenter mode: the room's window shows the board (F6 holds it, F7 the "
                    "laser pointer, F5 ends).")
                : _("Presenter mode ended: one window."));
}

void app_presenter_remembered(app *a, int displays)
{
  if (!a->settings.presenter || displays >= 2)
    return;
  a->presenter_waiting = true;
  status_say(&a->status, false, "%s",
             _("Presenter mode waits for a second display (the projector); F5 opens the room's "
               "window here now."));
}

void app_audience_windowed(app *a)
{
  status_say(&a->status, false, "%s",
             _("No second display found: the room's window is a window beside yours; drag it "
               "to the projector (F5 closes it)."));
}

bool app_displays_changed(app *a, int displays)
{
  if (!a->presenter_waiting || displays < 2)
    return false;
  a->presenter_waiting = false;
  status_say(&a->status, false, "%s",
             _("A second display is there: the room's window opens on it (F5 closes it)."));
  return true;
}

void app_audience_closed(app *a)
{
  if (!app_presenting(a))
    return;
  app_set_presenting(a, false);
  status_say(&a->status, false, "%s", _("The room's window was closed: presenter mode ended."));
}

/* Whether the panel of a layout holds the room's text. */
static bool audience_fits(const ui_layout *l)
{
  double em = l->text_px * 0.55, line = l->text_px * 1.4;
  return l->panel.w * 0.9 >= AUDIENCE_LINE_CHARS * em && l->panel.h * 0.9 >= AUDIENCE_LINES * line;
}

void app_audience_layout(app *a, int width, int height)
{
  layout_settings s = {LAYOUT_SCALE_MAX, a->settings.coordinates, true};
  int size = game_size(&a->game);
  for (; s.ui_scale > 1.0; s.ui_scale -= AUDIENCE_SCALE_STEP) {
    layout_compute(&a->audience, width, height, size, &s);
    if (audience_fits(&a->audience))
      return;
  }
  s.ui_scale = 1.0;
  layout_compute(&a->audience, width, height, size, &s);
}

const ui_layout *app_audience_layout_of(const app *a) { return &a->audience; }

/* F6: the room's view frozen on what it shows now. */
static void hold(app *a)
{
  ui_view *v = os_malloc(sizeof *v);
  if (!v) {
    status_say(&a->status, true, "%s", _("Out of memory: the room's view could not be held."));
    return;
  }
  app_audience_view(a, v);
  a->held = v;
  a->held_node = game_node_index(&a->game);
  a->held_serial = a->game_serial;
  a->held_move = game_move_number(&a->game);
  status_say(&a->status, false,
             _("The room's view is held at move %d: try what you like (F6 releases it, Shift+F6 "
               "comes back here)."),
             game_move_number(&a->game));
}

/* Shift+F6: released, and the teacher back on the position held. */
static void release_back(app *a)
{
  release(a);
  if (a->held_serial != a->game_serial) {
    status_say(&a->status, true, "%s",
               _("The position held was in another game: the room sees this one."));
    return;
  }
  if (a->mode == MODE_PROBLEM || a->mode == MODE_GUESS) {
    status_say(&a->status, true, "%s",
               _("Released; not back during an exercise (Esc: back to the board)."));
    return;
  }
  app_leave_scoring(a);
  if (!game_goto_index(&a->game, a->held_node)) {
    status_say(&a->status, true, "%s",
               _("The position held is no longer in the game: the room sees this one."));
    return;
  }
  play_reset(&a->play, &a->game);
  status_say(&a->status, false, _("Back to the position the room saw: move %d."),
             game_move_number(&a->game));
}

bool app_presenter_key(app *a, enum app_action action, int arg)
{
  if (action == ACT_PRESENTER) {
    bool waiting = a->presenter_waiting;
    a->presenter_waiting = false;
    app_set_presenting(a, waiting || !app_presenting(a));
    return true;
  }
  if (action != ACT_HOLD && action != ACT_LASER)
    return false;
  if (!app_presenting(a)) {
    status_say(&a->status, true, "%s", _("Presenter mode is off (F5 turns it on)."));
    return true;
  }
  if (action == ACT_LASER) {
    a->laser = !a->laser;
    status_say(&a->status, false, "%s",
               a->laser ? _("Laser pointer on: the room sees a dot where you point on the board.")
                        : _("Laser pointer off."));
  } else if (!a->held) {
    hold(a);
  } else if (arg == 1) {
    release_back(a);
  } else {
    release(a);
    status_say(&a->status, false, "%s", _("Released: the room sees this position."));
  }
  return true;
}

bool app_presenter_pointer(app *a, const ui_input *in)
{
  int x = -1, y = -1;
  if (in->kind == INPUT_MOTION && in->on_board) {
    x = in->x;
    y = in->y;
  } else if (in->kind != INPUT_MOTION && in->kind != INPUT_LEAVE) {
    return false;
  }
  bool moved = x != a->pointer_x || y != a->pointer_y;
  a->pointer_x = x;
  a->pointer_y = y;
  return moved && a->laser && app_presenting(a);
}
