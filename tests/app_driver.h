/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inputs for the application's state machine as a person gives them, for
 * the tests that drive it without a window (test_app.c, test_lesson.c,
 * test_mouse.c and others): a key, typed text, a click at a GTP vertex
 * ("C7"), a toolbar button, a dialog's row, and the stone seen there. */
#ifndef HOSHI_TEST_APP_DRIVER_H
#define HOSHI_TEST_APP_DRIVER_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/app.h"
#include "app/newgame.h"
#include "app/toolbar.h"

/* The intersection of a GTP vertex ("C7": columns skip I). */
static inline void vertex_xy(const app *a, const char *vertex, int *x, int *y)
{
  bool pass;
  cr_assert(board_vertex_parse(vertex, game_size(&a->game), x, y, &pass) && !pass,
            "not a point: %s", vertex);
}

/* As in the window, a frame is drawn after each input (the session's mark
 * says "running" again once a game opened or restored is drawn). */
static inline void drive_key(app *a, enum input_key k, char ch, bool ctrl)
{
  ui_input in = {.kind = INPUT_KEY, .key = k, .ch = ch, .ctrl = ctrl};
  app_input(a, &in);
  app_frame_drawn(a);
}

/* Text typed into the focused field, as SDL's text input gives it. */
static inline void drive_text(app *a, const char *text)
{
  ui_input in = {.kind = INPUT_TEXT};
  snprintf(in.text, sizeof in.text, "%s", text);
  app_input(a, &in);
  app_frame_drawn(a);
}

static inline void drive_click(app *a, const char *vertex)
{
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .on_board = true};
  vertex_xy(a, vertex, &in.x, &in.y);
  app_input(a, &in);
  app_frame_drawn(a);
}

/* The toolbar button (1-based, as ui_input's tool_item) that does action
 * with arg; the test fails when there is none. */
static inline int toolbar_button(enum app_action action, int arg)
{
  int n;
  const toolbar_item *items = toolbar_items(&n);
  for (int i = 0; i < n; i++)
    if (items[i].action == action && items[i].arg == arg)
      return i + 1;
  cr_assert_fail("no toolbar button for action %d", action);
  return 0;
}

/* A click on that button. */
static inline void drive_button(app *a, enum app_action action, int arg)
{
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .tool_item = toolbar_button(action, arg)};
  app_input(a, &in);
}

/* A click on row r (0-based) of the dialog, on its "<" (-1), ">" (+1) or
 * middle (0); clicks 2 for a double click. */
static inline void drive_row(app *a, int r, int side, int clicks)
{
  ui_input in = {.kind = INPUT_CLICK,
                 .button = 1,
                 .row = r + 1,
                 .row_side = side,
                 .row_at = -1,
                 .clicks = clicks};
  app_input(a, &in);
}

/* The new-game dialog's rows are its fields. */
static inline void drive_field(app *a, enum form_field f, int side)
{
  drive_row(a, (int)f, side, 1);
}

static inline enum color stone_at(const app *a, const char *vertex)
{
  int x, y;
  vertex_xy(a, vertex, &x, &y);
  return board_at(&a->game.board, board_point(&a->game.board, x, y));
}

#endif
