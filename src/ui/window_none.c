/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window of a headless build (-DHOSHI_SDL=OFF): there is none. Hoshi
 * says so and the other commands (--gtp, --score, --print) work as ever. */
#include "ui/window.h"

#include <stdio.h>

#include "hoshi/i18n.h"

ui_window *window_open(const window_options *o, hoshi_error *why)
{
  (void)o;
  hoshi_fail(why, "%s",
             _("This Hoshi was built without its window (HOSHI_SDL=OFF): hoshi --gtp, --score and "
               "--print work."));
  return NULL;
}

void window_close(ui_window *w) { (void)w; }
ui_window *window_open_audience(ui_window *w, const char *title, hoshi_error *why)
{
  (void)w, (void)title;
  return window_open(NULL, why); /* there is none: says so */
}
void window_drawable(ui_window *w, int *width, int *height)
{
  (void)w;
  *width = *height = 0;
}
bool window_wait(ui_window *w, const ui_layout *l, const ui_plan *p, ui_input *in, int timeout_ms)
{
  (void)w, (void)l, (void)p, (void)timeout_ms;
  in->kind = INPUT_QUIT;
  return true;
}
void window_wake(void *window) { (void)window; }
bool window_pending(ui_window *w)
{
  (void)w;
  return false;
}
void window_draw(ui_window *w, const ui_view *v, const ui_layout *l, const ui_plan *p)
{
  (void)w, (void)v, (void)l, (void)p;
}

/* No font: a width of half the height a character. */
static int measure_none(void *ctx, const char *s, size_t len, int px, bool bold)
{
  (void)ctx, (void)s, (void)bold;
  return (int)len * px / 2;
}

ui_measure window_measure(ui_window *w)
{
  (void)w;
  return (ui_measure){measure_none, NULL, NULL};
}
void window_set_fullscreen(ui_window *w, bool on) { (void)w, (void)on; }
bool window_is_fullscreen(ui_window *w)
{
  (void)w;
  return false;
}
void window_set_title(ui_window *w, const char *title) { (void)w, (void)title; }
void window_text_input(ui_window *w, bool on) { (void)w, (void)on; }
bool window_audience_on_display(const ui_window *a)
{
  (void)a;
  return false;
}
int window_display_count(void) { return 0; }
