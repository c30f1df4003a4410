/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Draws a view into an SDL surface: the board (a wood tile, grid, hoshi
 * points and coordinates), the stones (sprites made once per size, with
 * their shadows), markup, the last move, the preview stone, the panel and
 * dialogs. It reads the view and the layout and decides nothing.
 *
 * Why surfaces and not SDL_Renderer: on a machine without a GPU (a club's
 * laptop on a projector, Xvfb) SDL's software renderer blends every pixel
 * of every sprite; surface blits with RLE sprites copy opaque runs and skip
 * transparent ones, which is what makes a 4K frame fit in 16 ms, and no
 * board-sized texture is kept (memory under 60 MB at 4K).
 */
#ifndef HOSHI_UI_RENDER_H
#define HOSHI_UI_RENDER_H

#include <SDL.h>

#include "hoshi/error.h"

#include "ui/layout.h"
#include "ui/text.h"
#include "ui/view.h"

typedef struct ui_renderer ui_renderer;

/* Prepares drawing. NULL with a message in why when no font can be found or
 * memory runs out. */
ui_renderer *render_new(hoshi_error *why);
void render_free(ui_renderer *u);

/* The plan of the panel as the last render_frame drew it. */
const panel_plan *render_panel_plan(const ui_renderer *u);

/* Draws a whole frame into dst (the window's surface, or any surface for
 * tests), covering every pixel of the layout. */
void render_frame(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l);

#endif
