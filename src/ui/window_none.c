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
void window_drawable(ui_window *w, int *width, int *height)
{
  (void)w;
  *width = *height = 0;
}
bool window_wait(ui_window *w, const ui_layout *l, ui_input *in, int timeout_ms)
{
  (void)w, (void)l, (void)timeout_ms;
  in->kind = INPUT_QUIT;
  return true;
}
void window_wake(void *window) { (void)window; }
bool window_pending(ui_window *w)
{
  (void)w;
  return false;
}
void window_draw(ui_window *w, const ui_view *v, const ui_layout *l) { (void)w, (void)v, (void)l; }
const panel_plan *window_panel_plan(ui_window *w)
{
  static const panel_plan none;
  (void)w;
  return &none;
}
void window_set_fullscreen(ui_window *w, bool on) { (void)w, (void)on; }
bool window_is_fullscreen(ui_window *w)
{
  (void)w;
  return false;
}
void window_set_title(ui_window *w, const char *title) { (void)w, (void)title; }
void window_text_input(ui_window *w, bool on) { (void)w, (void)on; }
