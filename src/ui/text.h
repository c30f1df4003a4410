/* Text in the window: a font found through fontconfig (DejaVu Sans from
 * Debian's fonts-dejavu-core by default) drawn with SDL2_ttf, and a cache of
 * rendered strings so that a redraw does not rasterise text again.
 */
#ifndef HOSHI_UI_TEXT_H
#define HOSHI_UI_TEXT_H

#include <SDL.h>
#include <stdbool.h>

typedef struct text_cache text_cache;

/* Finds the font file for a fontconfig pattern ("DejaVu Sans",
 * "DejaVu Sans:bold"); $HOSHI_FONT, when set, names the file instead.
 * Writes its path into out and returns true, else false with a message in
 * why (which says which package to install). */
bool text_find_font(const char *pattern, char *out, size_t len, char *why, size_t why_len);

/* Opens the regular and bold fonts for drawing on r. NULL with a message in
 * why when no font is found or SDL_ttf fails; the caller shows it. */
text_cache *text_new(SDL_Renderer *r, char *why, size_t why_len);
void text_free(text_cache *t);

/* Forgets the rendered strings (after the renderer's textures are lost). */
void text_flush(text_cache *t);

/* The texture of a string at a pixel height, in a colour; NULL for an empty
 * string or on failure. The cache owns it: valid until the next text_flush
 * or until many other strings have been drawn (use it at once). */
SDL_Texture *text_get(text_cache *t, const char *s, int px, bool bold, SDL_Color c, int *w, int *h);

/* A new surface holding a string (the caller frees it), for drawing into
 * other surfaces; NULL for an empty string or on failure. */
SDL_Surface *text_surface(text_cache *t, const char *s, int px, bool bold, SDL_Color c);

/* Draws a string with its top-left corner (align 0), centre (1) or right
 * edge (2) at x; y is the top. Returns the width drawn. */
int text_draw(text_cache *t, const char *s, int px, bool bold, SDL_Color c, float x, float y,
              int align);

/* The width a string would take. */
int text_width(text_cache *t, const char *s, int px, bool bold);

#endif
