/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Draws a view into an SDL surface: the board (a wood tile, grid, hoshi
 * points and coordinates), the stones (sprites made once per size,
 * sprite_set.h, with their shadows), markup, the last move, the preview
 * stone, the game tree's slots and the graph's curve from the view and the
 * layout; the panel, the strips' labels and the miniature's box, the
 * toolbar, the dialogs and the boxes over the board from the plan (plan.h),
 * item by item, layer by layer. It decides nothing about where things go.
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
#include "ui/plan.h"
#include "ui/text.h"
#include "ui/view.h"

typedef struct ui_renderer ui_renderer;

/* Prepares drawing. NULL with a message in why when no font can be found or
 * memory runs out. */
ui_renderer *render_new(hoshi_error *why);
void render_free(ui_renderer *u);

/* How wide text is in the renderer's font: what the plan measures with. */
ui_measure render_measure(ui_renderer *u);

/* Draws a whole frame into dst (the window's surface, or any surface for
 * tests), covering every pixel of the layout, as the plan p (not NULL) of
 * the same view and layout says. */
void render_frame(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                  const ui_plan *p);

/* Presenter mode: the room's frame (the audience window's surface as it
 * was last drawn; NULL for none), which the next render_frame shows,
 * shrunk, in the layout's miniature slot; it is not kept past that frame.
 * serial changes whenever the room's frame does: the miniature is shrunk
 * again only then, or when the slot's size changes. */
void render_set_room(ui_renderer *u, SDL_Surface *room, unsigned serial);

#endif
