/* Draws a view into an SDL renderer: the board (wood, grid, hoshi points and
 * coordinates, made once per size into a texture), the stones (made once per
 * size), markup, the last move, the preview stone, the panel and dialogs.
 * It reads the view and the layout and decides nothing.
 */
#ifndef HOSHI_UI_RENDER_H
#define HOSHI_UI_RENDER_H

#include <SDL.h>

#include "layout.h"
#include "text.h"
#include "view.h"

typedef struct ui_renderer ui_renderer;

/* Prepares drawing on r (which the caller keeps). NULL with a message in why
 * when no font can be found or memory runs out. */
ui_renderer *render_new(SDL_Renderer *r, char *why, size_t why_len);
void render_free(ui_renderer *u);

/* Draws a whole frame (without presenting it). */
void render_frame(ui_renderer *u, const ui_view *v, const ui_layout *l);

/* The text cache, for measuring text. */
text_cache *render_text(ui_renderer *u);

/* Forgets every texture made for a size (after the renderer lost its
 * textures, e.g. SDL_RENDER_TARGETS_RESET). */
void render_invalidate(ui_renderer *u);

#endif
