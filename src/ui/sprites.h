/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Procedural images for the board window: the wooden board, the stones and
 * their shadows. Each function only fills a new SDL_Surface
 * (SDL_PIXELFORMAT_ARGB8888, straight alpha): no renderer, no window and no
 * SDL_Init needed. The images are deterministic: the same arguments give the
 * same bytes on every run, since the grain and the shell stripes come from a
 * fixed-seed hash, never from rand(). The caller owns every returned surface
 * and frees it with SDL_FreeSurface. On failure they return NULL with
 * SDL_GetError set. */
#ifndef HOSHI_SPRITES_H
#define HOSHI_SPRITES_H

#include <SDL.h>
#include <stdbool.h>

/* A wooden board w x h, opaque (blend mode NONE): warm kaya with fine,
 * gently wavy grain along x and some low-frequency variation, kept subtle so
 * that grid lines and stones stay high-contrast. Meant to be made once at
 * about 1024 x 1024 and stretched: the finest feature is a few pixels wide,
 * so linear scaling does not alias. NULL if w or h is below 1 or memory
 * runs out. */
SDL_Surface *sprites_wood(int w, int h);

/* A stone diameter x diameter pixels, transparent outside the disc, edge
 * anti-aliased by supersampling into alpha; blend mode BLEND. color: 1 for
 * black (dark slate, soft radial highlight towards the upper left), 2 for
 * white (off-white shell with faint stripes, a faint highlight and a thin
 * darker rim so that it stays distinct on a light board). high_contrast
 * (projector theme): pure black and pure white, a crisp dark outline on
 * white, minimal highlight. Any diameter from 1 works (below 4 the stone is
 * only a blurred dot). NULL if diameter is below 1, color is not 1 or 2, or
 * memory runs out. */
SDL_Surface *sprites_stone(int diameter, int color, bool high_contrast);

/* The soft shadow of a stone of this diameter: black, alpha falling off
 * smoothly (a disc blurred by a Gaussian), peak about 90/255; blend mode
 * BLEND. The surface is (diameter + 2 * blur) square and its centre is the
 * stone's centre: the caller draws it blur pixels up and left of the stone's
 * top-left corner, plus the shadow's offset down-right. *blur receives the
 * margin (blur may be NULL). NULL if diameter is below 1 or memory runs
 * out. */
SDL_Surface *sprites_shadow(int diameter, int *blur);

#endif
