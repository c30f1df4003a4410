/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Text in the window: a font found through fontconfig (DejaVu Sans from
 * Debian's fonts-dejavu-core by default) drawn with SDL2_ttf, and a cache of
 * rendered strings so that a redraw does not rasterise text again.
 */
#ifndef HOSHI_UI_TEXT_H
#define HOSHI_UI_TEXT_H

#include <SDL.h>
#include <stdbool.h>

#include "hoshi/error.h"

typedef struct text_cache text_cache;

/* Finds the files of DejaVu Sans and DejaVu Sans Bold through fontconfig
 * (the bold one falls back to the regular one); $HOSHI_FONT, when set,
 * names the file for both instead. Writes the paths (len bytes each) and
 * returns true, else false with a message in why (which says which package
 * to install). */
bool text_find_fonts(char *regular, char *bold, size_t len, hoshi_error *why);

/* Opens the regular and bold fonts. NULL with a message in why when no font
 * is found or SDL_ttf fails; the caller shows it. */
text_cache *text_new(hoshi_error *why);
void text_free(text_cache *t);

/* The rendered surface of a string at a pixel height, in a colour; NULL for
 * an empty string or on failure. The cache owns it: valid until many other
 * strings have been drawn (use it at once). */
SDL_Surface *text_get(text_cache *t, const char *s, int px, bool bold, SDL_Color c);

/* How a string is drawn: its pixel height, weight and colour. */
typedef struct text_pen {
  int px;
  bool bold;
  SDL_Color ink;
} text_pen;

/* Draws a string into dst with its top-left corner (align 0), centre (1)
 * or right edge (2) at x; y is the top. Returns the width drawn. */
int text_draw(text_cache *t, SDL_Surface *dst, const char *s, text_pen pen, int x, int y,
              int align);

/* The height of a line of text as text_get draws it: the font's. */
int text_height(text_cache *t, int px, bool bold);

/* The width a string would take. */
int text_width(text_cache *t, const char *s, int px, bool bold);

/* The width the first len bytes of s would take (remembered). */
int text_width_n(text_cache *t, const char *s, size_t len, int px, bool bold);

#endif
