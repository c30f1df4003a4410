/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window: creation (resizable, high-DPI aware, fullscreen), the event
 * loop's waiting, and presenting frames. The only file that creates SDL
 * windows and reads SDL events.
 */
#ifndef HOSHI_UI_WINDOW_H
#define HOSHI_UI_WINDOW_H

#include <stdbool.h>
#include <stddef.h>

#include "hoshi/error.h"

#include "ui/input.h"
#include "ui/layout.h"
#include "ui/plan.h"
#include "ui/view.h"

typedef struct ui_window ui_window;

typedef struct window_options {
  int width, height; /* in screen points; 0: a size that fits the screen */
  bool fullscreen;
  const char *title;
} window_options;

/* Opens the window. NULL with a message in why (no display, no font). */
ui_window *window_open(const window_options *o, hoshi_error *why);
/* Closes a window; the teacher's window last (it ends SDL). */
void window_close(ui_window *w);

/* Presenter mode's audience window, beside the teacher's window w: full
 * screen on a display other than the teacher's when there is one, else a
 * normal window the teacher can drag to the projector. It has its own
 * renderer and text cache (measure its text with window_measure on it),
 * takes no input (window_wait on the teacher's window reports its close
 * button as INPUT_AUDIENCE_CLOSED and what makes it draw again as
 * INPUT_AUDIENCE_REDRAW), plays no sound and copies nothing. When a display comes or
 * goes it is moved to the display it should be on, or made a window again.
 * One at a time; window_close it before the teacher's. NULL with a message
 * in why. HOSHI_DISPLAYS="WxH+X+Y,WxH+X+Y" (for tests: Xvfb gives SDL only
 * one display) stands for the displays SDL reports. */
ui_window *window_open_audience(ui_window *w, const char *title, hoshi_error *why);

/* Whether the audience window is full screen on a display of its own
 * (false: a window to drag, there being one display). */
bool window_audience_on_display(const ui_window *a);

/* The displays there are (HOSHI_DISPLAYS's, for tests, when it is set). */
int window_display_count(void);

/* The drawable size in pixels (larger than the window on high-DPI screens). */
void window_drawable(ui_window *w, int *width, int *height);

/* Waits for the next input and translates it, using the layout and the
 * plan of the frame on the screen to find what is under the mouse (the
 * plan may be NULL before the first frame). Blocks without using the CPU,
 * for at most timeout_ms (-1: no limit; then INPUT_TICK). Returns false on
 * an event Hoshi ignores (call again). */
bool window_wait(ui_window *w, const ui_layout *l, const ui_plan *p, ui_input *in, int timeout_ms);

/* Makes window_wait return INPUT_ENGINE. Safe from any thread (an engine's
 * worker); the argument is unused (the window, for the callback's type). */
void window_wake(void *window);

/* Whether more events are waiting (to draw once after a burst). */
bool window_pending(ui_window *w);

/* How wide text is in the window's font: what plan_make measures with. */
ui_measure window_measure(ui_window *w);

/* Draws the view as its plan says and presents it. In the teacher's
 * window, the layout's miniature slot (presenter mode) shows the audience
 * window's last frame, shrunk: draw the audience window first. */
void window_draw(ui_window *w, const ui_view *v, const ui_layout *l, const ui_plan *p);

void window_set_fullscreen(ui_window *w, bool on);
bool window_is_fullscreen(ui_window *w);
void window_set_title(ui_window *w, const char *title);

/* Text entry (SDL_StartTextInput) on or off. */
void window_text_input(ui_window *w, bool on);

#endif
