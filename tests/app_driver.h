/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inputs for the application's state machine as a person gives them, for
 * the tests that drive it without a window (test_app.c, test_lesson.c,
 * test_mouse.c and others): a key, typed text, a click at a GTP vertex
 * ("C7"), and the stone seen there. */
#ifndef HOSHI_TEST_APP_DRIVER_H
#define HOSHI_TEST_APP_DRIVER_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/app.h"

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

static inline enum color stone_at(const app *a, const char *vertex)
{
  int x, y;
  vertex_xy(a, vertex, &x, &y);
  return board_at(&a->game.board, board_point(&a->game.board, x, y));
}

#endif
