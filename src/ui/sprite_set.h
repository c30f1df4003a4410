/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sprites the renderer blits, made from sprites.h's images at the size
 * of the board and the text and kept while that size lasts: the stones and
 * their previews, the marks, the scoring screen's marks and tints, the
 * laser pointer, the stones of the panel (icons) and the wood tile. Only
 * making and keeping: render.c decides nothing here and draws with them.
 */
#ifndef HOSHI_UI_SPRITE_SET_H
#define HOSHI_UI_SPRITE_SET_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "ui/layout.h"
#include "ui/theme.h"
#include "ui/view.h"

/* A theme's colour as SDL takes it. */
static inline SDL_Color sdl_color(ui_color c) { return (SDL_Color){c.r, c.g, c.b, c.a}; }

/* A sprite and where its centre is. */
typedef struct sprite {
  SDL_Surface *s;
  int cx, cy;
} sprite;

enum {
  SPRITE_STAR,
  SPRITE_LAST_ON_BLACK,
  SPRITE_LAST_ON_WHITE,
  SPRITE_LABEL_BG,
  SPRITE_DEAD_CROSS,
  SPRITE_DEAD_CROSS_OPEN,
  SPRITE_DAME,
  SPRITE_SEKI,
  SPRITE_HIGHLIGHT,
  SPRITE_COUNT_BLACK,
  SPRITE_COUNT_WHITE,
  SPRITE_MUST_FILL_BLACK,
  SPRITE_MUST_FILL_WHITE,
  SPRITE_LASER_RING, /* presenter mode's laser pointer: its glow, */
  SPRITE_LASER_HALO, /* a white ring edged in black, */
  SPRITE_LASER_DOT,  /* and the dot in it */
  SPRITE_MARK_FIRST
};
/* Marks: 4 shapes (triangle, square, circle, cross) x 3 colours (on an
 * empty point, on black, on white). */
#define SPRITE_COUNT (SPRITE_MARK_FIRST + 12)

/* Every sprite made for one size of board and text and one theme. */
typedef struct sprite_set {
  /* What the sprites were made for. */
  int made_cell, made_slot;
  enum ui_theme made_theme;
  bool made, made_scoring;
  sprite stone[3];      /* by colour, with its shadow (classic) */
  sprite ghost[3];      /* the preview stone */
  sprite tree_icon[3];  /* the game tree's stones, in its slots */
  sprite dead[3];       /* a dead stone: faded, no shadow */
  SDL_Surface *tint[3]; /* a cell of area (the Chinese view), opaque, blended at SHADE_ALPHA */
  sprite shapes[SPRITE_COUNT];
} sprite_set;

/* A stone of the panel, the table, the toolbar (PLAN_STONE): made at its
 * size the first time, kept while it is drawn. */
#define ICON_SLOTS 24
typedef struct icon_slot {
  int d, side;
  uint8_t color;
  bool chip;
  enum ui_theme theme;
  sprite sp;
  unsigned long used;
} icon_slot;

/* Everything made, for the sizes last drawn. Zeroed is empty and ready. */
typedef struct sprite_cache {
  SDL_Surface *wood; /* a seamless tile (mirrored), in the destination's format */
  Uint32 wood_format;
  /* Two sets: the current size's and the one before, so that going back
   * (leaving full screen, a window dragged back) makes nothing again. */
  sprite_set sets[2];
  sprite_set *set; /* the current one, in sets (NULL before the first) */
  icon_slot icons[ICON_SLOTS];
  unsigned long icon_clock;
} sprite_cache;

/* Frees every surface the cache holds; it is then empty. */
void sprite_cache_deinit(sprite_cache *sc);

/* A new surface w x h (at least 1 x 1) in ARGB8888; NULL on failure. */
SDL_Surface *sprite_surface(int w, int h);

/* The wood tile in fmt's format, made the first time and when the format
 * changes; NULL when it cannot be made. */
SDL_Surface *sprite_wood(sprite_cache *sc, const SDL_PixelFormat *fmt);

/* The set for this view's theme and this layout's sizes: the current or the
 * one before when either fits, else the older one made again. */
const sprite_set *sprite_set_for(sprite_cache *sc, const ui_view *v, const ui_layout *l,
                                 const ui_palette *th);

/* The scoring screen's sprites added to the current set (after
 * sprite_set_for), the first time it is shown at a size: a window that
 * never scores never pays for them. */
void sprite_set_scoring(sprite_cache *sc, const ui_layout *l, const ui_palette *th);

/* A stone of d pixels, on a square of board (chip) of side when asked:
 * made once at its size, kept while it is used. */
const sprite *sprite_icon(sprite_cache *sc, const ui_palette *th, enum ui_theme t, int d, int side,
                          uint8_t color, bool chip);

#endif
