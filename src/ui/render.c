/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The renderer (see render.h). */
#include "ui/render.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/handicap.h"
#include "hoshi/i18n.h"
#include "ui/sprites.h"

/* --- themes ------------------------------------------------------------------ */

typedef struct theme {
  SDL_Color panel, text, dim, error, accent;
  SDL_Color grid, coord;
  SDL_Color last_on_black, last_on_white; /* the last-move marker */
  SDL_Color mark_on_wood;
  SDL_Color cursor;
  SDL_Color board_plain; /* a flat board colour instead of wood (alpha 0: wood) */
  bool high_contrast;    /* pure black and white stones with an outline */
  bool last_filled;      /* a filled marker instead of a ring */
  /* The scoring screen. */
  SDL_Color select;     /* the background of a chosen line */
  SDL_Color highlight;  /* what a reason points at: seen on wood and both stones */
  SDL_Color dead_cross; /* over a dead stone */
  SDL_Color dame, seki; /* the neutral points' marks */
} theme;

static const theme themes[] = {
    [THEME_CLASSIC] =
        {
            .panel = {38, 40, 44, 255},
            .text = {236, 236, 236, 255},
            .dim = {160, 164, 170, 255},
            .error = {255, 128, 112, 255},
            .accent = {250, 204, 92, 255},
            .grid = {28, 20, 10, 255},
            .coord = {52, 36, 18, 255},
            .last_on_black = {240, 240, 240, 255},
            .last_on_white = {20, 20, 20, 255},
            .mark_on_wood = {20, 20, 20, 255},
            .cursor = {30, 110, 230, 255},
            .select = {70, 96, 150, 255},
            .highlight = {236, 0, 190, 255},
            .dead_cross = {220, 20, 20, 255},
            .dame = {80, 80, 86, 255},
            .seki = {0, 125, 160, 255},
            /* A dot, not a ring: a ring is the circle mark (CR). */
            .last_filled = true,
        },
    [THEME_PROJECTOR] =
        {
            .panel = {0, 0, 0, 255},
            .text = {255, 255, 255, 255},
            .dim = {200, 200, 200, 255},
            .error = {255, 110, 90, 255},
            .accent = {255, 214, 0, 255},
            .grid = {0, 0, 0, 255},
            .coord = {0, 0, 0, 255},
            .last_on_black = {230, 20, 20, 255},
            .last_on_white = {230, 20, 20, 255},
            .mark_on_wood = {0, 0, 0, 255},
            .cursor = {0, 90, 255, 255},
            .board_plain = {242, 206, 120, 255},
            .select = {0, 70, 200, 255},
            .highlight = {255, 0, 200, 255},
            .dead_cross = {235, 0, 0, 255},
            .dame = {90, 90, 90, 255},
            .seki = {0, 120, 190, 255},
            .high_contrast = true,
            .last_filled = true,
        },
};

/* --- sprites made per size ------------------------------------------------------ */

/* Shapes drawn as anti-aliased sprites in one colour. */
enum shape {
  SHAPE_DISC,
  SHAPE_RING,
  SHAPE_TRIANGLE,
  SHAPE_SQUARE,
  SHAPE_CROSS,
  SHAPE_DIAMOND,
  SHAPE_CROSS_OPEN
};

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
  SPRITE_ICON_RIM,
  SPRITE_TABLE_RIM,
  SPRITE_DEAD_CROSS,
  SPRITE_DEAD_CROSS_OPEN,
  SPRITE_DAME,
  SPRITE_SEKI,
  SPRITE_HIGHLIGHT,
  SPRITE_COUNT_BLACK,
  SPRITE_COUNT_WHITE,
  SPRITE_MUST_FILL_BLACK,
  SPRITE_MUST_FILL_WHITE,
  SPRITE_MARK_FIRST
};
/* Marks: 4 shapes (triangle, square, circle, cross) x 3 colours (on an
 * empty point, on black, on white). */
#define SPRITE_COUNT (SPRITE_MARK_FIRST + 12)

/* The scoring table's columns at a text size: the labels, then two
 * columns, each a Black and a White figure. */
typedef struct table_cols {
  int px, label, fig, gap, inner, span[2], total;
} table_cols;

/* Every sprite made for one size of board and text and one theme. */
typedef struct sprite_set {
  /* What the sprites were made for. */
  int made_cell, made_text, made_slot;
  enum ui_theme made_theme;
  bool made, made_scoring;
  sprite stone[3];      /* by colour, with its shadow (classic) */
  sprite ghost[3];      /* the preview stone */
  sprite icon[3];       /* panel stones, text height */
  sprite tree_icon[3];  /* the game tree's stones, in its slots */
  sprite dead[3];       /* a dead stone: faded, no shadow */
  sprite table_icon[3]; /* the scoring table's column heads */
  SDL_Surface *tint[3]; /* a cell of area (the Chinese view), opaque, blended at SHADE_ALPHA */
  sprite shapes[SPRITE_COUNT];
  int table_icons_px; /* the text size the table's stones were made for */
} sprite_set;

struct ui_renderer {
  text_cache *text;
  SDL_Surface *wood; /* a seamless tile (mirrored), in the destination's format */
  Uint32 wood_format;
  /* Two sets: the current size's and the one before, so that going back
   * (leaving full screen, a window dragged back) makes nothing again. */
  sprite_set sets[2];
  sprite_set *set; /* the current one, in sets */
  /* The scoring table's columns, kept while the table and the panel stay
   * the same: measured once, not every frame. */
  Uint64 table_key;
  table_cols table;
  panel_plan plan;  /* the panel as last drawn */
  int hint_px;      /* the hint's text size in it */
  int status_px;    /* the status's, when it stays above the hint */
  SDL_Surface *dim; /* a black pixel, blended over the window under the explanation */
};

static void free_sprite(sprite *sp)
{
  if (sp->s)
    SDL_FreeSurface(sp->s);
  sp->s = NULL;
}

static void drop_sprites(sprite_set *set)
{
  for (int c = 0; c < 3; c++) {
    free_sprite(&set->stone[c]);
    free_sprite(&set->ghost[c]);
    free_sprite(&set->icon[c]);
    free_sprite(&set->tree_icon[c]);
    free_sprite(&set->dead[c]);
    free_sprite(&set->table_icon[c]);
    if (set->tint[c])
      SDL_FreeSurface(set->tint[c]);
    set->tint[c] = NULL;
  }
  for (int i = 0; i < SPRITE_COUNT; i++)
    free_sprite(&set->shapes[i]);
  set->made = set->made_scoring = false;
}

ui_renderer *render_new(hoshi_error *why)
{
  ui_renderer *u = SDL_calloc(1, sizeof *u);
  if (!u) {
    hoshi_fail(why, "%s", _("out of memory"));
    return NULL;
  }
  u->text = text_new(why);
  if (!u->text) {
    SDL_free(u);
    return NULL;
  }
  u->set = &u->sets[0];
  return u;
}

void render_free(ui_renderer *u)
{
  if (!u)
    return;
  drop_sprites(&u->sets[0]);
  drop_sprites(&u->sets[1]);
  if (u->dim)
    SDL_FreeSurface(u->dim);
  if (u->wood)
    SDL_FreeSurface(u->wood);
  text_free(u->text);
  SDL_free(u);
}

static SDL_Surface *new_argb(int w, int h)
{
  return SDL_CreateRGBSurfaceWithFormat(0, w < 1 ? 1 : w, h < 1 ? 1 : h, 32,
                                        SDL_PIXELFORMAT_ARGB8888);
}

/* Distance from (px, py) to the segment (ax, ay)-(bx, by). */
static double segment_distance(double px, double py, double ax, double ay, double bx, double by)
{
  double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  double ex = ax + t * dx - px, ey = ay + t * dy - py;
  return sqrt(ex * ex + ey * ey);
}

/* Whether a point (relative to the centre) is inside a shape of radius r
 * drawn with lines of width w. */
static bool inside(enum shape k, double x, double y, double r, double w)
{
  switch (k) {
  case SHAPE_DISC:
    return x * x + y * y <= r * r;
  case SHAPE_RING: {
    double d = sqrt(x * x + y * y);
    return d <= r && d >= r - w;
  }
  case SHAPE_SQUARE: {
    double m = r * 0.8 - w / 2;
    double ax = fabs(x), ay = fabs(y);
    return ax <= m + w / 2 && ay <= m + w / 2 && (ax >= m - w / 2 || ay >= m - w / 2);
  }
  case SHAPE_CROSS_OPEN:
    /* Around a territory square (0.36 of a spacing) on a dead stone. */
    if (fabs(x) < r * 0.44 && fabs(y) < r * 0.44)
      return false;
    /* fall through */
  case SHAPE_CROSS: {
    double m = r * 0.75;
    return segment_distance(x, y, -m, -m, m, m) <= w / 2 ||
           segment_distance(x, y, -m, m, m, -m) <= w / 2;
  }
  case SHAPE_DIAMOND: {
    /* |x| + |y| = m, a line w wide measured across it. */
    double m = r * 0.72;
    return fabs(fabs(x) + fabs(y) - m) <= w * 0.7071;
  }
  case SHAPE_TRIANGLE: {
    double m = r - w / 2;
    double ax = 0, ay = -m, bx = -m * 0.866, by = m * 0.5, cx = m * 0.866, cy = m * 0.5;
    return segment_distance(x, y, ax, ay, bx, by) <= w / 2 ||
           segment_distance(x, y, bx, by, cx, cy) <= w / 2 ||
           segment_distance(x, y, cx, cy, ax, ay) <= w / 2;
  }
  }
  return false;
}

/* A line shape of diameter d in colour c with lines w wide, edged on both
 * sides by o pixels of colour oc (a halo that keeps it visible on any
 * background), anti-aliased by 4x4 samples. */
static sprite make_edged(enum shape k, int d, double w, SDL_Color c, double o, SDL_Color oc)
{
  sprite sp = {new_argb(d, d), d / 2, d / 2};
  if (!sp.s)
    return sp;
  double r = d / 2.0;
  for (int y = 0; y < sp.s->h; y++) {
    Uint32 *row = (Uint32 *)((Uint8 *)sp.s->pixels + y * sp.s->pitch);
    for (int x = 0; x < sp.s->w; x++) {
      int hits = 0, edge = 0;
      for (int sy = 0; sy < 4; sy++)
        for (int sx = 0; sx < 4; sx++) {
          double px = x + (sx + 0.5) / 4 - r, py = y + (sy + 0.5) / 4 - r;
          if (inside(k, px, py, r - o, w))
            hits++;
          else if (o > 0 && inside(k, px, py, r - o, w + 2 * o))
            edge++;
        }
      /* Straight alpha: the colour is the mix of what covers the pixel. */
      Uint32 all = (Uint32)(hits + edge), a = all * c.a / 16;
      Uint32 cr = all ? ((Uint32)hits * c.r + (Uint32)edge * oc.r) / all : c.r;
      Uint32 cg = all ? ((Uint32)hits * c.g + (Uint32)edge * oc.g) / all : c.g;
      Uint32 cb = all ? ((Uint32)hits * c.b + (Uint32)edge * oc.b) / all : c.b;
      row[x] = a << 24 | cr << 16 | cg << 8 | cb;
    }
  }
  SDL_SetSurfaceBlendMode(sp.s, SDL_BLENDMODE_BLEND);
  SDL_SetSurfaceRLE(sp.s, 1);
  return sp;
}

/* A shape of diameter d in colour c, anti-aliased by 4x4 samples. */
static sprite make_shape(enum shape k, int d, double w, SDL_Color c)
{
  return make_edged(k, d, w, c, 0, c);
}

/* Half way between the board and the tint: SDL blends an opaque XRGB
 * surface at alpha 128 into an XRGB or ARGB one by averaging, its fastest
 * blend (a per-pixel-alpha tint would cost 15 ms on a full 4K board). */
#define SHADE_ALPHA 128

/* A square of one colour, blitted once per cell of area. */
static SDL_Surface *make_tint(int side, SDL_Color c)
{
  SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_RGB888);
  if (s) {
    SDL_FillRect(s, NULL, SDL_MapRGB(s->format, c.r, c.g, c.b));
    SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_BLEND);
    SDL_SetSurfaceAlphaMod(s, SHADE_ALPHA);
  }
  return s;
}

/* A filled square of side d edged o pixels wide in another colour. Made as
 * a sprite: SDL_FillRect of small rectangles is slow (about 10 us each). */
static sprite make_square(int d, int o, SDL_Color c, SDL_Color edge)
{
  sprite sp = {new_argb(d, d), d / 2, d / 2};
  if (!sp.s)
    return sp;
  SDL_Rect in = {o, o, d - 2 * o, d - 2 * o};
  SDL_FillRect(sp.s, NULL, SDL_MapRGBA(sp.s->format, edge.r, edge.g, edge.b, 255));
  SDL_FillRect(sp.s, &in, SDL_MapRGBA(sp.s->format, c.r, c.g, c.b, 255));
  SDL_SetSurfaceBlendMode(sp.s, SDL_BLENDMODE_BLEND);
  SDL_SetSurfaceRLE(sp.s, 1);
  return sp;
}

/* A stone with its soft shadow below and to the right, in one sprite: one
 * blit per stone, and the runs of opaque and transparent pixels that RLE
 * copies or skips make it cheap. */
static sprite stone_sprite(SDL_Surface *stone, bool shadow, int alpha)
{
  sprite sp = {0};
  int d = stone->w;
  int blur = 0, off = shadow ? (int)lround(d * 0.06) : 0;
  SDL_Surface *sh = shadow ? sprites_shadow(d, &blur) : NULL;
  int margin = sh ? blur + off : 0;
  sp.s = new_argb(d + 2 * margin, d + 2 * margin);
  if (sp.s) {
    SDL_FillRect(sp.s, NULL, 0);
    SDL_SetSurfaceBlendMode(sp.s, SDL_BLENDMODE_BLEND);
    if (sh) {
      SDL_SetSurfaceBlendMode(sh, SDL_BLENDMODE_BLEND);
      SDL_Rect at = {margin - blur + off, margin - blur + off, 0, 0};
      SDL_BlitSurface(sh, NULL, sp.s, &at);
    }
    SDL_SetSurfaceBlendMode(stone, SDL_BLENDMODE_BLEND);
    SDL_Rect at = {margin, margin, 0, 0};
    SDL_BlitSurface(stone, NULL, sp.s, &at);
    sp.cx = margin + d / 2;
    sp.cy = margin + d / 2;
    if (alpha < 255) {
      /* The preview: the whole sprite fainter. */
      for (int y = 0; y < sp.s->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)sp.s->pixels + y * sp.s->pitch);
        for (int x = 0; x < sp.s->w; x++)
          row[x] = ((row[x] >> 24) * (Uint32)alpha / 255) << 24 | (row[x] & 0xffffffu);
      }
    }
    SDL_SetSurfaceRLE(sp.s, 1);
  }
  if (sh)
    SDL_FreeSurface(sh);
  return sp;
}

static sprite make_stone(int d, int color, bool high_contrast, bool shadow, int alpha)
{
  SDL_Surface *stone = sprites_stone(d, color, high_contrast);
  if (!stone)
    return (sprite){0};
  sprite sp = stone_sprite(stone, shadow, alpha);
  SDL_FreeSurface(stone);
  return sp;
}

/* The wood: a tile made once and mirrored so that it repeats without a
 * seam, kept in the destination's pixel format so that drawing it is a
 * plain copy. */
static void ensure_wood(ui_renderer *u, const SDL_PixelFormat *fmt)
{
  if (u->wood && u->wood_format == fmt->format)
    return;
  if (u->wood)
    SDL_FreeSurface(u->wood);
  u->wood = NULL;
  enum { HALF = 512 };
  SDL_Surface *w = sprites_wood(HALF, HALF);
  SDL_Surface *tile = w ? new_argb(2 * HALF, 2 * HALF) : NULL;
  if (tile) {
    for (int y = 0; y < 2 * HALF; y++) {
      const Uint32 *src =
          (const Uint32 *)((Uint8 *)w->pixels + (y < HALF ? y : 2 * HALF - 1 - y) * w->pitch);
      Uint32 *row = (Uint32 *)((Uint8 *)tile->pixels + y * tile->pitch);
      for (int x = 0; x < 2 * HALF; x++)
        row[x] = src[x < HALF ? x : 2 * HALF - 1 - x];
    }
    u->wood = SDL_ConvertSurface(tile, fmt, 0);
    if (u->wood)
      SDL_SetSurfaceBlendMode(u->wood, SDL_BLENDMODE_NONE);
    u->wood_format = fmt->format;
  }
  if (tile)
    SDL_FreeSurface(tile);
  if (w)
    SDL_FreeSurface(w);
}

static void ensure_sprites(ui_renderer *u, const ui_view *v, const ui_layout *l, const theme *th)
{
  int cell = (int)lround(l->cell * 1000);
  for (int k = 0; k < 2; k++) {
    sprite_set *s = &u->sets[(u->set - u->sets + k) % 2];
    if (s->made && s->made_cell == cell && s->made_text == l->text_px &&
        s->made_slot == l->tree_slot && s->made_theme == v->theme) {
      u->set = s;
      return;
    }
  }
  /* Neither: the older set is made again for this size. */
  u->set = &u->sets[(u->set - u->sets + 1) % 2];
  drop_sprites(u->set);
  int d = (int)lround(l->stone);
  for (int c = 1; c <= 2; c++) {
    /* The stone and its preview from one shading. */
    SDL_Surface *shaded = sprites_stone(d, c, th->high_contrast);
    if (shaded) {
      u->set->stone[c] = stone_sprite(shaded, !th->high_contrast, 255);
      u->set->ghost[c] = stone_sprite(shaded, false, 110);
      SDL_FreeSurface(shaded);
    }
    u->set->icon[c] = make_stone((int)lround(l->text_px * 1.05), c, th->high_contrast, false, 255);
    if (l->tree_slot > 0)
      u->set->tree_icon[c] =
          make_stone((int)lround(l->tree_slot * 0.8), c, th->high_contrast, false, 255);
  }
  u->set->shapes[SPRITE_STAR] = make_shape(SHAPE_DISC, (int)lround(l->star * 2), 0, th->grid);
  double w = fmax(1.5, l->cell * (th->high_contrast ? 0.1 : 0.075));
  int ring = (int)lround(l->cell * 0.54);
  if (th->last_filled) {
    u->set->shapes[SPRITE_LAST_ON_BLACK] =
        make_shape(SHAPE_DISC, (int)lround(d * 0.42), 0, th->last_on_black);
    u->set->shapes[SPRITE_LAST_ON_WHITE] =
        make_shape(SHAPE_DISC, (int)lround(d * 0.42), 0, th->last_on_white);
  } else {
    u->set->shapes[SPRITE_LAST_ON_BLACK] = make_shape(SHAPE_RING, ring, w, th->last_on_black);
    u->set->shapes[SPRITE_LAST_ON_WHITE] = make_shape(SHAPE_RING, ring, w, th->last_on_white);
  }
  SDL_Color bg = th->board_plain.a ? th->board_plain : (SDL_Color){222, 182, 104, 255};
  u->set->shapes[SPRITE_LABEL_BG] = make_shape(SHAPE_DISC, (int)lround(l->cell * 0.7), 0, bg);
  /* Dimmed points (DD): the board's colour over half of each. */
  u->set->tint[COLOR_EMPTY] = make_tint((int)ceil(l->cell) + 1, bg);
  /* On a dark panel a stone icon sits on a square of board, so that black
   * reads as black and white as white. */
  int chip = (int)lround(l->text_px * 1.05) + (int)fmax(4, l->text_px * 0.3);
  u->set->shapes[SPRITE_ICON_RIM] = make_square(chip, 0, bg, bg);
  static const enum shape marks[4] = {SHAPE_TRIANGLE, SHAPE_SQUARE, SHAPE_RING, SHAPE_CROSS};
  SDL_Color on[3] = {th->mark_on_wood, {255, 255, 255, 255}, {0, 0, 0, 255}};
  double mw = fmax(1.5, l->cell * (th->high_contrast ? 0.09 : 0.065));
  for (int k = 0; k < 4; k++)
    for (int c = 0; c < 3; c++)
      u->set->shapes[SPRITE_MARK_FIRST + k * 3 + c] =
          make_shape(marks[k], (int)lround(l->cell * (k == 2 ? 0.54 : 0.62)), mw, on[c]);
  u->set->made = true;
  u->set->made_cell = cell;
  u->set->made_text = l->text_px;
  u->set->made_slot = l->tree_slot;
  u->set->made_theme = v->theme;
}

/* Whether the view shows the scoring screen. */
static bool scoring_shown(const ui_view *v)
{
  int n = v->size * v->size;
  for (int i = 0; i < n && i < VIEW_POINTS; i++)
    if (v->count[i] || v->shade[i] || v->dead[i] || v->highlight[i])
      return true;
  return v->table.shown;
}

/* The diameter of the scoring table's stones: 0.8 of the text, and small
 * enough that four of them sit in a narrow panel. */
static int table_icon_d(const ui_layout *l)
{
  return (int)lround(fmin(l->text_px * 0.8, l->panel.w / 14.0));
}

/* The scoring table's stones, on their squares of board, for a layout's
 * text and panel (made again for the explanation's larger text). */
static void make_table_icons(ui_renderer *u, const ui_layout *l, const theme *th)
{
  for (int c = 1; c <= 2; c++) {
    free_sprite(&u->set->table_icon[c]);
    u->set->table_icon[c] = make_stone(table_icon_d(l), c, th->high_contrast, false, 255);
  }
  SDL_Color bg = th->board_plain.a ? th->board_plain : (SDL_Color){222, 182, 104, 255};
  int chip = table_icon_d(l) + (int)fmax(4, table_icon_d(l) * 0.3);
  free_sprite(&u->set->shapes[SPRITE_TABLE_RIM]);
  u->set->shapes[SPRITE_TABLE_RIM] = make_square(chip, 0, bg, bg);
  u->set->table_icons_px = l->text_px;
  u->table_key = 0;
}

/* The scoring screen's sprites, made the first time it is shown at a size
 * (after ensure_sprites): a window that never scores never pays for them. */
static void ensure_scoring(ui_renderer *u, const ui_layout *l, const theme *th)
{
  if (u->set->made_scoring)
    return;
  int d = (int)lround(l->stone);
  for (int c = 1; c <= 2; c++)
    u->set->dead[c] = make_stone(d, c, th->high_contrast, false, 120);
  make_table_icons(u, l, th);
  /* A cell and a pixel: each cell is cut from it at its rounded size. */
  int side = (int)ceil(l->cell) + 1;
  SDL_Color black = {0, 0, 0, 255}, white = {255, 255, 255, 255};
  u->set->tint[COLOR_BLACK] = make_tint(side, black);
  u->set->tint[COLOR_WHITE] = make_tint(side, white);
  /* Territory: edged in the other colour, so that a white square still
   * shows on the light projector board and a black one on a black stone. */
  int sq = (int)lround(l->cell * 0.36);
  int edge = (int)fmax(1, lround(l->cell * (th->high_contrast ? 0.045 : 0.035)));
  u->set->shapes[SPRITE_COUNT_BLACK] = make_square(sq, edge, black, white);
  u->set->shapes[SPRITE_COUNT_WHITE] = make_square(sq, edge, white, black);
  /* A point its owner must fill: a hollow stone of his colour, edged in
   * the other, where the stone will have to go. */
  double ring = fmax(3, l->cell * 0.1);
  u->set->shapes[SPRITE_MUST_FILL_BLACK] =
      make_edged(SHAPE_RING, (int)lround(l->cell * 0.62), ring, black, fmax(1, edge * 0.6), white);
  u->set->shapes[SPRITE_MUST_FILL_WHITE] =
      make_edged(SHAPE_RING, (int)lround(l->cell * 0.62), ring, white, fmax(1, edge * 0.6), black);
  /* The neutral points: about as large as a territory square, in lines
   * that stay bold on a 19x19 board. */
  double nw = fmax(2.5, l->cell * (th->high_contrast ? 0.1 : 0.085));
  u->set->shapes[SPRITE_DAME] = make_shape(SHAPE_CROSS, (int)lround(l->cell * 0.46), nw, th->dame);
  u->set->shapes[SPRITE_SEKI] =
      make_shape(SHAPE_DIAMOND, (int)lround(l->cell * 0.56), nw, th->seki);
  /* The dead stone's cross spans the stone, and leaves a territory square
   * on it uncovered; a white edge keeps it clear on a black stone. */
  for (int k = 0; k < 2; k++)
    u->set->shapes[SPRITE_DEAD_CROSS + k] =
        make_edged(k ? SHAPE_CROSS_OPEN : SHAPE_CROSS, (int)lround(l->cell * 0.88),
                   fmax(2, l->cell * 0.09), th->dead_cross, fmax(1, l->cell * 0.02), white);
  /* The highlight rings the stone's edge, out to the cell's: it hides
   * little of what the point shows. */
  u->set->shapes[SPRITE_HIGHLIGHT] =
      make_shape(SHAPE_RING, (int)lround(l->cell), fmax(3, l->cell * 0.11), th->highlight);
  u->set->made_scoring = true;
}

/* --- drawing --------------------------------------------------------------------- */

static Uint32 map(const SDL_Surface *dst, SDL_Color c)
{
  return SDL_MapRGB(dst->format, c.r, c.g, c.b);
}

static void fill(SDL_Surface *dst, int x, int y, int w, int h, SDL_Color c)
{
  if (w <= 0 || h <= 0)
    return;
  SDL_Rect r = {x, y, w, h};
  SDL_FillRect(dst, &r, map(dst, c));
}

static void blit_at(SDL_Surface *dst, const sprite *sp, double cx, double cy)
{
  if (!sp->s)
    return;
  SDL_Rect at = {(int)lround(cx) - sp->cx, (int)lround(cy) - sp->cy, 0, 0};
  SDL_BlitSurface(sp->s, NULL, dst, &at);
}

/* The board: wood (or the theme's flat colour), grid, hoshi points and
 * coordinates, drawn every frame from the tile and cached text. */
static void draw_wood_and_grid(ui_renderer *u, SDL_Surface *dst, const ui_view *v,
                               const ui_layout *l, const theme *th)
{
  SDL_Rect b = {l->board.x, l->board.y, l->board.w, l->board.h};
  if (th->board_plain.a || !u->wood) {
    SDL_FillRect(dst, &b,
                 map(dst, th->board_plain.a ? th->board_plain : (SDL_Color){220, 179, 92, 255}));
  } else {
    SDL_SetClipRect(dst, &b);
    for (int y = b.y; y < b.y + b.h; y += u->wood->h)
      for (int x = b.x; x < b.x + b.w; x += u->wood->w) {
        SDL_Rect at = {x, y, 0, 0};
        SDL_BlitSurface(u->wood, NULL, dst, &at);
      }
    SDL_SetClipRect(dst, NULL);
  }
  double span = (l->size - 1) * l->cell;
  for (int i = 0; i < l->size; i++) {
    bool edge = i == 0 || i == l->size - 1;
    int w = (int)lround(edge ? l->line * 2 : l->line);
    if (w < 1)
      w = 1;
    double at = i * l->cell;
    int x1 = (int)lround(l->x0 - l->line), x2 = (int)lround(l->x0 + span + l->line);
    int y1 = (int)lround(l->y0 - l->line), y2 = (int)lround(l->y0 + span + l->line);
    fill(dst, x1, (int)lround(l->y0 + at - w / 2.0), x2 - x1, w, th->grid);
    fill(dst, (int)lround(l->x0 + at - w / 2.0), y1, w, y2 - y1, th->grid);
  }
  for (int y = 0; y < l->size; y++)
    for (int x = 0; x < l->size; x++)
      if (handicap_is_star_point(l->size, x, y)) {
        double cx, cy;
        layout_intersection(l, x, y, &cx, &cy);
        blit_at(dst, &u->set->shapes[SPRITE_STAR], cx, cy);
      }
  if (!v->coordinates || l->coord_px <= 0)
    return;
  /* The widest label, "25", must fit between the board edge and the
   * stones of the outer line. */
  double gap = l->margin - l->cell * 0.5;
  int px = l->coord_px;
  int wide = text_width(u->text, "25", px, th->high_contrast);
  if (wide > gap * 0.9 && wide > 0)
    px = (int)floor(px * gap * 0.9 / wide);
  for (int i = 0; i < l->size; i++) {
    char vertex[4], num[4];
    /* The GTP vertex of column i on the bottom row gives its letter (no
     * I); rows count up from the bottom. */
    board_vertex_format(l->size, i, l->size - 1, vertex);
    char letter[2] = {vertex[0], 0};
    snprintf(num, sizeof num, "%d", l->size - i);
    const char *labels[2] = {letter, num};
    for (int k = 0; k < 2; k++) {
      SDL_Surface *t = text_get(u->text, labels[k], px, th->high_contrast, th->coord);
      if (!t)
        continue;
      double mid = (k == 0 ? l->x0 : l->y0) + i * l->cell;
      for (int end = 0; end < 2; end++) {
        double across = end == 0 ? gap / 2 : l->board.w - gap / 2;
        SDL_Rect at;
        if (k == 0) /* letters above and below */
          at = (SDL_Rect){(int)lround(mid - t->w / 2.0),
                          l->board.y + (int)lround(across - t->h / 2.0), 0, 0};
        else /* numbers left and right */
          at = (SDL_Rect){l->board.x + (int)lround(across - t->w / 2.0),
                          (int)lround(mid - t->h / 2.0), 0, 0};
        SDL_BlitSurface(t, NULL, dst, &at);
      }
    }
  }
}

/* A frame of width t around a rectangle. */
static void outline_rect(SDL_Surface *dst, int x, int y, int w, int h, int t, SDL_Color c)
{
  fill(dst, x, y, w, t, c);
  fill(dst, x, y + h - t, w, t, c);
  fill(dst, x, y, t, h, c);
  fill(dst, x + w - t, y, t, h, c);
}

static void outline(SDL_Surface *dst, double cx, double cy, double half, int w, SDL_Color c)
{
  int s = (int)lround(2 * half);
  outline_rect(dst, (int)lround(cx - half), (int)lround(cy - half), s, s, w, c);
}

/* Cells tinted: each point's cell (one spacing square, cut at the board's
 * edge) with the tint of the colour tint_of gives it (0 none), so that
 * neighbouring cells join into one region. */
static void draw_tints(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                       int (*tint_of)(const ui_view *v, int i))
{
  bool clipped = false;
  for (int y = 0; y < v->size; y++) {
    int top = (int)lround(l->y0 + (y - 0.5) * l->cell);
    int next = (int)lround(l->y0 + (y + 0.5) * l->cell);
    for (int x = 0; x < v->size; x++) {
      int c = tint_of(v, view_index(v, x, y));
      if (c < 0 || c > 2 || !u->set->tint[c])
        continue;
      if (!clipped) {
        SDL_Rect b = {l->board.x, l->board.y, l->board.w, l->board.h};
        SDL_SetClipRect(dst, &b);
        clipped = true;
      }
      /* Rounded edges shared with the neighbours: no gap, no overlap. */
      int left = (int)lround(l->x0 + (x - 0.5) * l->cell);
      int right = (int)lround(l->x0 + (x + 0.5) * l->cell);
      SDL_Rect src = {0, 0, right - left, next - top}, at = {left, top, 0, 0};
      SDL_BlitSurface(u->set->tint[c], &src, dst, &at);
    }
  }
  if (clipped)
    SDL_SetClipRect(dst, NULL);
}

/* The area view: area of a colour, stones included. */
static int shade_tint(const ui_view *v, int i)
{
  int c = v->shade[i];
  return c == COLOR_BLACK || c == COLOR_WHITE ? c : -1;
}

/* Dimmed points (DD): the board's colour over them, stones faded. */
static int dim_tint(const ui_view *v, int i) { return v->dimmed[i] ? 0 : -1; }

/* A point's mark on the scoring screen. */
static void draw_count(ui_renderer *u, SDL_Surface *dst, int count, double cx, double cy)
{
  switch ((enum ui_count)count) {
  case COUNT_BLACK:
    blit_at(dst, &u->set->shapes[SPRITE_COUNT_BLACK], cx, cy);
    break;
  case COUNT_WHITE:
    blit_at(dst, &u->set->shapes[SPRITE_COUNT_WHITE], cx, cy);
    break;
  case COUNT_DAME:
    blit_at(dst, &u->set->shapes[SPRITE_DAME], cx, cy);
    break;
  case COUNT_SEKI:
    blit_at(dst, &u->set->shapes[SPRITE_SEKI], cx, cy);
    break;
  case COUNT_MUST_FILL_BLACK:
    blit_at(dst, &u->set->shapes[SPRITE_MUST_FILL_BLACK], cx, cy);
    break;
  case COUNT_MUST_FILL_WHITE:
    blit_at(dst, &u->set->shapes[SPRITE_MUST_FILL_WHITE], cx, cy);
    break;
  case COUNT_NONE:
    break;
  }
}

/* Row by row from the top: each stone's shadow falls under the stones to
 * its right and below, which are drawn after it. */
static void draw_stones(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l)
{
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++) {
      int i = view_index(v, x, y);
      if (!v->stone[i])
        continue;
      double cx, cy;
      layout_intersection(l, x, y, &cx, &cy);
      blit_at(dst, v->dead[i] ? &u->set->dead[v->stone[i]] : &u->set->stone[v->stone[i]], cx, cy);
    }
}

/* Text centred on a point (a move number, a label). */
static void point_text(ui_renderer *u, SDL_Surface *dst, const char *s, int px, bool bold,
                       SDL_Color ink, double cx, double cy)
{
  SDL_Surface *t = text_get(u->text, s, px, bold, ink);
  if (t)
    text_draw(u->text, dst, s, px, bold, ink, (int)lround(cx), (int)lround(cy - t->h / 2.0), 1);
}

/* What is drawn on one point over its stone: the count, the cross of a
 * dead stone, the move number, the markup. */
static void draw_point(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                       const theme *th, int x, int y)
{
  int i = view_index(v, x, y);
  double cx, cy;
  layout_intersection(l, x, y, &cx, &cy);
  int on = v->stone[i];
  SDL_Color ink = on == COLOR_BLACK   ? (SDL_Color){255, 255, 255, 255}
                  : on == COLOR_WHITE ? (SDL_Color){0, 0, 0, 255}
                                      : th->mark_on_wood;
  /* Territory is marked on empty points and over dead stones, never on a
   * living stone. */
  if (v->count[i] && (!on || v->dead[i]))
    draw_count(u, dst, v->count[i], cx, cy);
  if (on && v->dead[i])
    blit_at(dst,
            &u->set->shapes[v->count[i] == COUNT_BLACK || v->count[i] == COUNT_WHITE
                                ? SPRITE_DEAD_CROSS_OPEN
                                : SPRITE_DEAD_CROSS],
            cx, cy);
  if (v->show_numbers && v->number[i] && on && !v->mark[i]) {
    char num[8];
    snprintf(num, sizeof num, "%u", (unsigned)v->number[i]);
    int px = (int)lround(l->cell * (v->number[i] >= 100 ? 0.38 : 0.46));
    point_text(u, dst, num, px, th->high_contrast, ink, cx, cy);
  }
  switch ((enum ui_mark)v->mark[i]) {
  case MARK_TRIANGLE:
  case MARK_SQUARE:
  case MARK_CIRCLE:
  case MARK_CROSS:
    /* On an empty point the mark stands on a patch of board: no grid line
     * or star point shows through it. */
    if (!on)
      blit_at(dst, &u->set->shapes[SPRITE_LABEL_BG], cx, cy);
    blit_at(dst, &u->set->shapes[SPRITE_MARK_FIRST + (v->mark[i] - MARK_TRIANGLE) * 3 + on], cx,
            cy);
    break;
  case MARK_LABEL:
    if (!on)
      blit_at(dst, &u->set->shapes[SPRITE_LABEL_BG], cx, cy);
    /* One or two letters at 0.55 of the cell; a longer label smaller, to
     * stay within its point. */
    {
      int px = (int)lround(l->cell * 0.55);
      int w = text_width(u->text, v->label[i], px, true);
      if (w > l->cell * 0.95)
        px = (int)fmax(8, px * l->cell * 0.95 / w);
      point_text(u, dst, v->label[i], px, true, ink, cx, cy);
    }
    break;
  case MARK_NONE:
    break;
  }
}

/* Over everything: the last move, the highlighted points, the preview
 * stone and the keyboard cursor. */
static void draw_pointers(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                          const theme *th)
{
  double cx, cy;
  if (v->last_x >= 0 && !v->show_numbers && !v->mark[view_index(v, v->last_x, v->last_y)]) {
    layout_intersection(l, v->last_x, v->last_y, &cx, &cy);
    int on = v->stone[view_index(v, v->last_x, v->last_y)];
    blit_at(dst, &u->set->shapes[on == COLOR_WHITE ? SPRITE_LAST_ON_WHITE : SPRITE_LAST_ON_BLACK],
            cx, cy);
  }
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++)
      if (v->highlight[view_index(v, x, y)]) {
        layout_intersection(l, x, y, &cx, &cy);
        blit_at(dst, &u->set->shapes[SPRITE_HIGHLIGHT], cx, cy);
      }
  if (v->line_from_x >= 0) {
    layout_intersection(l, v->line_from_x, v->line_from_y, &cx, &cy);
    blit_at(dst, &u->set->shapes[SPRITE_HIGHLIGHT], cx, cy);
  }
  if (v->ghost_x >= 0 && v->ghost_color) {
    layout_intersection(l, v->ghost_x, v->ghost_y, &cx, &cy);
    blit_at(dst, &u->set->ghost[v->ghost_color], cx, cy);
  }
  if (v->cursor_x >= 0) {
    layout_intersection(l, v->cursor_x, v->cursor_y, &cx, &cy);
    outline(dst, cx, cy, l->cell * 0.5, (int)fmax(2, l->cell * 0.08), th->cursor);
  }
}

/* The moves that follow, when there are alternatives: a faint stone of
 * the colour that would play there, with its letter (A the main line's). */
static void draw_next_moves(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l)
{
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++) {
      int i = view_index(v, x, y);
      int c = v->next[i];
      if ((c != COLOR_BLACK && c != COLOR_WHITE) || v->stone[i])
        continue;
      double cx, cy;
      layout_intersection(l, x, y, &cx, &cy);
      blit_at(dst, &u->set->ghost[c], cx, cy);
      if (v->next_label[i][0] && !v->mark[i]) {
        SDL_Color ink =
            c == COLOR_BLACK ? (SDL_Color){255, 255, 255, 255} : (SDL_Color){0, 0, 0, 255};
        point_text(u, dst, v->next_label[i], (int)lround(l->cell * 0.5), true, ink, cx, cy);
      }
    }
}

/* Fills a convex polygon (its corners in order) row by row: the spans
 * between its edges at each row's centre. */
static void fill_convex(SDL_Surface *dst, const double (*pt)[2], int n, SDL_Color c)
{
  double top = pt[0][1], bottom = pt[0][1];
  for (int k = 1; k < n; k++) {
    top = fmin(top, pt[k][1]);
    bottom = fmax(bottom, pt[k][1]);
  }
  Uint32 colour = map(dst, c);
  for (int y = (int)floor(top); y <= (int)ceil(bottom); y++) {
    double yc = y + 0.5, lo = 1e9, hi = -1e9;
    for (int k = 0; k < n; k++) {
      const double *a = pt[k], *b = pt[(k + 1) % n];
      if ((a[1] <= yc && b[1] > yc) || (b[1] <= yc && a[1] > yc)) {
        double x = a[0] + (yc - a[1]) * (b[0] - a[0]) / (b[1] - a[1]);
        lo = fmin(lo, x);
        hi = fmax(hi, x);
      }
    }
    if (hi > lo) {
      SDL_Rect r = {(int)lround(lo), y, (int)lround(hi) - (int)lround(lo), 1};
      SDL_FillRect(dst, &r, colour);
    }
  }
}

/* A straight band from (x1, y1) to (x2, y2), w wide, with an arrow head of
 * length head at its end (0: none). */
static void band(SDL_Surface *dst, double x1, double y1, double x2, double y2, double w,
                 double head, SDL_Color c)
{
  double dx = x2 - x1, dy = y2 - y1, len = hypot(dx, dy);
  if (len < 1)
    return;
  double ux = dx / len, uy = dy / len, nx = -uy * w / 2, ny = ux * w / 2;
  double ex = x2 - ux * head * 0.9, ey = y2 - uy * head * 0.9;
  double quad[4][2] = {
      {x1 + nx, y1 + ny}, {ex + nx, ey + ny}, {ex - nx, ey - ny}, {x1 - nx, y1 - ny}};
  fill_convex(dst, quad, 4, c);
  if (head > 0) {
    double bx = x2 - ux * head, by = y2 - uy * head, hw = head * 0.6;
    double tri[3][2] = {{x2, y2}, {bx - uy * hw, by + ux * hw}, {bx + uy * hw, by - ux * hw}};
    fill_convex(dst, tri, 3, c);
  }
}

/* Lines and arrows (LN, AR): a dark band on a light edge, which reads on
 * black stones, white stones and the board alike. */
static void draw_lines(SDL_Surface *dst, const ui_view *v, const ui_layout *l)
{
  double w = fmax(3, l->cell * 0.1), edge = fmax(1.5, l->cell * 0.04);
  SDL_Color light = {255, 255, 255, 255}, ink = {196, 24, 24, 255};
  SDL_Rect b = {l->board.x, l->board.y, l->board.w, l->board.h};
  SDL_SetClipRect(dst, &b);
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < v->n_lines; k++) {
      double x1, y1, x2, y2;
      layout_intersection(l, v->lines[k].x1, v->lines[k].y1, &x1, &y1);
      layout_intersection(l, v->lines[k].x2, v->lines[k].y2, &x2, &y2);
      double head = v->lines[k].arrow ? l->cell * 0.42 : 0;
      if (pass == 0)
        band(dst, x1, y1, x2, y2, w + 2 * edge, head ? head + 2 * edge : 0, light);
      else
        band(dst, x1, y1, x2, y2, w, head, ink);
    }
  SDL_SetClipRect(dst, NULL);
}

/* The graph of a record's estimates: Black's share above the middle line,
 * White's below, the current move a vertical line, the three biggest
 * swings marked, all inside the strip. */
static void draw_graph(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                       const theme *th)
{
  const view_graph *g = &v->graph;
  ui_rect r = l->graph;
  if (r.w <= 0 || g->n < 2)
    return;
  int pad = r.h / 8;
  double x0 = r.x + pad, w = r.w - 2.0 * pad, y0 = r.y + pad, h = r.h - 2.0 * pad;
  SDL_Rect clip = {r.x, r.y, r.w, r.h};
  SDL_SetClipRect(dst, &clip);
  bool dark = th->panel.r + th->panel.g + th->panel.b < 60;
  SDL_Color area = dark ? (SDL_Color){30, 30, 30, 255} : (SDL_Color){52, 55, 62, 255};
  fill(dst, (int)x0, (int)y0, (int)w, (int)h, area);
  fill(dst, (int)x0, (int)lround(y0 + h / 2), (int)w, 1, th->dim);
#define GX(p)   (x0 + w * (p) / (g->n - 1))
#define GY(val) (y0 + h * (1 - (val)))
  if (g->current >= 0)
    fill(dst, (int)lround(GX(g->current)), (int)y0, (int)fmax(2, pad / 3), (int)h, th->accent);
  double lw = fmax(2, h / 30);
  for (int p = 1; p < g->n; p++)
    if (!isnan(g->value[p]) && !isnan(g->value[p - 1]))
      band(dst, GX(p - 1), GY(g->value[p - 1]), GX(p), GY(g->value[p]), lw, 0, th->text);
  for (int k = 0; k < 3; k++)
    if (g->swing[k] >= 0) {
      double cx = GX(g->swing[k]), cy = GY(g->value[g->swing[k]]);
      int d = (int)fmax(5, h / 8);
      fill(dst, (int)lround(cx - d / 2.0), (int)lround(cy - d / 2.0), d, d, th->error);
    }
#undef GX
#undef GY
  /* Which is which: Black on top. */
  int px = (int)fmax(9, l->hint_px * 0.8);
  text_draw(u->text, dst, g->lead ? "B+" : "B", px, true, th->dim, (int)x0 + 3, (int)y0 + 1, 0);
  SDL_SetClipRect(dst, NULL);
}

/* The rows of slots the strip holds. */
#define TREE_ROWS_SHOWN(l) (((l)->tree.y + (l)->tree.h - (l)->tree_top) / (l)->tree_slot)

/* The game tree's strip: the current line on the first row, its
 * variations below, joined to the moves they leave; the current move
 * framed, a node with a comment marked, every tenth move numbered. */
static void draw_tree(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                      const theme *th)
{
  const view_tree *t = &v->tree;
  int slot = l->tree_slot;
  if (!t->shown || slot <= 0)
    return;
  SDL_Rect clip = {l->tree.x, l->tree.y, l->tree.w, l->tree.h};
  SDL_SetClipRect(dst, &clip);
  fill(dst, l->tree.x + slot / 2, l->tree.y, l->tree.w - slot, (int)fmax(1, slot / 12), th->dim);
  /* On a black panel the slots stand on a band of board, so that black
   * reads as black without a chip behind each stone. */
  bool dark = th->panel.r + th->panel.g + th->panel.b < 60;
  SDL_Color edge = dark ? th->grid : th->dim, frame = dark ? th->cursor : th->accent;
  if (dark)
    fill(dst, l->tree.x + slot / 2, l->tree_top, l->tree.w - slot, slot * TREE_ROWS_SHOWN(l),
         th->board_plain);
#define SLOT_X(col) (l->tree.x + slot * ((col) + 1.0))
#define SLOT_Y(row) (l->tree_top + slot * ((row) + 0.5))
  double w = fmax(2, slot / 9.0);
  for (int i = 0; i < t->n; i++) {
    const view_tree_node *n = &t->nodes[i];
    if (n->parent_row >= 0)
      band(dst, SLOT_X(n->col - 1), SLOT_Y(n->parent_row), SLOT_X(n->col), SLOT_Y(n->row), w, 0,
           edge);
  }
  int num_px = (int)lround(slot * 0.55);
  for (int i = 0; i < t->n; i++) {
    const view_tree_node *n = &t->nodes[i];
    double cx = SLOT_X(n->col), cy = SLOT_Y(n->row);
    if (n->color == COLOR_BLACK || n->color == COLOR_WHITE) {
      blit_at(dst, &u->set->tree_icon[n->color], cx, cy);
    } else {
      int d = (int)lround(slot * 0.45);
      fill(dst, (int)lround(cx - d / 2.0), (int)lround(cy - d / 2.0), d, d, dark ? edge : th->text);
    }
    if (n->comment) {
      int d = (int)fmax(4, slot / 5.0);
      fill(dst, (int)lround(cx + slot * 0.5 - d), (int)lround(cy - slot * 0.5), d, d, th->accent);
    }
    if (n->current)
      outline(dst, cx, cy, slot * 0.55, (int)fmax(2, slot / 8.0), frame);
    if (n->row == 0 && (t->first_move + n->col) % 10 == 0) {
      char num[12];
      snprintf(num, sizeof num, "%d", t->first_move + n->col);
      point_text(u, dst, num, num_px, false, th->dim, cx, l->tree.y + slot * 0.45);
    }
  }
  if (t->hidden > 0) {
    char more[16];
    snprintf(more, sizeof more, "+%d", t->hidden);
    int mw = text_width(u->text, more, num_px, true);
    text_draw(u->text, dst, more, num_px, true, th->accent, l->tree.x + l->tree.w - mw - slot / 4,
              (int)lround(SLOT_Y(TREE_ROWS_SHOWN(l) - 1) - num_px / 2.0), 0);
  }
#undef SLOT_X
#undef SLOT_Y
  SDL_SetClipRect(dst, NULL);
}

/* The toolbar: a square per button, its glyph (or stone) in the middle;
 * the tool in hand on the selection's colour, the button under the
 * pointer edged, one that does nothing here dimmed. */
static void draw_toolbar(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                         const theme *th)
{
  const view_toolbar *t = &v->toolbar;
  int px = (int)lround(l->tool_btn * 0.6);
  SDL_Color face = th->high_contrast ? (SDL_Color){40, 40, 40, 255} : (SDL_Color){58, 61, 68, 255};
  for (int i = 0; i < t->n && i < l->tool_n; i++) {
    ui_rect b = layout_toolbar_button(l, i);
    fill(dst, b.x, b.y, b.w, b.h, t->items[i].active ? th->select : face);
    if (i == t->hover)
      outline(dst, b.x + b.w / 2.0, b.y + b.h / 2.0, b.w / 2.0, (int)fmax(2, b.w / 14.0),
              th->accent);
    double cx = b.x + b.w / 2.0, cy = b.y + b.h / 2.0;
    if (t->items[i].stone == COLOR_BLACK || t->items[i].stone == COLOR_WHITE) {
      if (u->set->tree_icon[t->items[i].stone].s)
        blit_at(dst, &u->set->tree_icon[t->items[i].stone], cx, cy);
      else
        blit_at(dst, &u->set->icon[t->items[i].stone], cx, cy);
    } else {
      point_text(u, dst, t->items[i].icon, px, true, t->items[i].disabled ? th->dim : th->text, cx,
                 cy);
    }
  }
}

/* The tooltip of the button under the pointer: its name and key, in a box
 * below it (above it near the window's foot), within the window. */
static void draw_tooltip(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                         const theme *th)
{
  const view_toolbar *t = &v->toolbar;
  if (t->hover < 0 || !t->tip[0] || t->hover >= l->tool_n)
    return;
  ui_rect b = layout_toolbar_button(l, t->hover);
  int px = l->hint_px > 0 ? l->hint_px : l->text_px, pad = px / 3 + 2;
  int w = text_width(u->text, t->tip, px, false) + 2 * pad, h = (int)lround(px * 1.3) + 2 * pad;
  if (w > l->width)
    w = l->width;
  int x = b.x + b.w / 2 - w / 2, y = b.y + b.h + 4;
  if (x + w > l->width)
    x = l->width - w;
  if (x < 0)
    x = 0;
  if (y + h > l->height)
    y = b.y - h - 4;
  fill(dst, x - 1, y - 1, w + 2, h + 2, th->accent);
  fill(dst, x, y, w, h, th->panel);
  SDL_Rect clip = {x, y, w, h};
  SDL_SetClipRect(dst, &clip);
  text_draw(u->text, dst, t->tip, px, false, th->text, x + pad, y + pad, 0);
  SDL_SetClipRect(dst, NULL);
}

/* An engine's candidate moves: a disc of board with the win rate for the
 * player to move, the best one ringed; the more visits, the larger. */
static void draw_candidates(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                            const theme *th)
{
  for (int i = 0; i < v->n_candidates; i++) {
    const view_candidate *c = &v->candidates[i];
    if (c->x >= v->size || c->y >= v->size || v->stone[view_index(v, c->x, c->y)])
      continue;
    double cx, cy;
    layout_intersection(l, c->x, c->y, &cx, &cy);
    blit_at(dst, &u->set->shapes[SPRITE_LABEL_BG], cx, cy);
    if (c->best)
      blit_at(dst, &u->set->shapes[SPRITE_HIGHLIGHT], cx, cy);
    char pct[8];
    snprintf(pct, sizeof pct, "%d", (c->winrate + 5) / 10);
    double px = l->cell * (0.34 + 0.16 * c->share / 100.0);
    point_text(u, dst, pct, (int)lround(px), true, c->best ? th->error : th->mark_on_wood, cx, cy);
  }
}

static void draw_board(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                       const theme *th)
{
  draw_wood_and_grid(u, dst, v, l, th);
  draw_tints(u, dst, v, l, shade_tint);
  draw_stones(u, dst, v, l);
  draw_tints(u, dst, v, l, dim_tint);
  draw_next_moves(u, dst, v, l);
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++)
      draw_point(u, dst, v, l, th, x, y);
  draw_lines(dst, v, l);
  draw_candidates(u, dst, v, l, th);
  draw_pointers(u, dst, v, l, th);
}

/* How many bytes of s go on one line of width: the longest run of whole
 * words that fits, or, for one word wider than the line (a long path), as
 * much of it as fits, cut at a character boundary. 0 only at the end. */
/* Whether a line may break at s: a space, but not one before a colon, a
 * semicolon, an exclamation or a question mark (French puts a space
 * there; the mark must not start a line). */
static bool breaks_at(const char *s) { return *s == ' ' && !(s[1] && strchr(":;!?", s[1])); }

static size_t wrap_next(ui_renderer *u, const char *s, int px, bool bold, int width)
{
  char line[256];
  size_t n = 0, fit = 0;
  while (s[n]) {
    size_t m = n;
    while (s[m] == ' ')
      m++;
    while (s[m] && !breaks_at(s + m))
      m++;
    if (m >= sizeof line)
      break;
    memcpy(line, s, m);
    line[m] = 0;
    if (text_width(u->text, line, px, bold) > width)
      break;
    fit = m;
    n = m;
  }
  if (fit || !*s)
    return fit;
  size_t len = strlen(s) < sizeof line - 1 ? strlen(s) : sizeof line - 1;
  fit = len;
  while (fit > 1) {
    memcpy(line, s, fit);
    line[fit] = 0;
    if (text_width(u->text, line, px, bold) <= width)
      break;
    do
      fit--;
    while (fit > 1 && ((unsigned char)s[fit] & 0xc0) == 0x80);
  }
  return fit;
}

/* Draws text wrapped to a width, not below bottom; returns the height used.
 * With dst NULL it only measures. */
static int wrapped(ui_renderer *u, SDL_Surface *dst, const char *s, int px, bool bold, SDL_Color c,
                   int x, int y, int width, int bottom)
{
  char line[256];
  int used = 0, lh = (int)lround(px * 1.3);
  const char *p = s;
  while (*p) {
    size_t fit = wrap_next(u, p, px, bold, width);
    if (!fit || y + used + px > bottom)
      break;
    memcpy(line, p, fit);
    line[fit] = 0;
    if (dst)
      text_draw(u->text, dst, line, px, bold, c, x, y + used, 0);
    used += lh;
    p += fit;
    while (*p == ' ')
      p++;
  }
  return used;
}

static int max_int(int a, int b) { return a > b ? a : b; }

static table_cols measure_table(ui_renderer *u, const view_table *t, char title[2][64], int px)
{
  table_cols g = {.px = px, .gap = px, .inner = (int)lround(px * 0.7)};
  /* A figure is at least as wide as the stone above it. */
  g.fig = u->set->table_icon[COLOR_BLACK].s ? u->set->table_icon[COLOR_BLACK].s->w : px;
  int need[2] = {text_width(u->text, title[0], px, true), text_width(u->text, title[1], px, true)};
  int n = t->n_rows < VIEW_TABLE_ROWS ? t->n_rows : VIEW_TABLE_ROWS;
  for (int r = 0; r < n; r++) {
    const view_table_row *row = &t->rows[r];
    g.label = max_int(g.label, text_width(u->text, row->label, px, row->strong));
    for (int k = 0; k < 2; k++) {
      if (!row->cell[k][1][0]) /* Black's figure across both */
        need[k] = max_int(need[k], text_width(u->text, row->cell[k][0], px, row->strong));
      else
        for (int j = 0; j < 2; j++)
          g.fig = max_int(g.fig, text_width(u->text, row->cell[k][j], px, row->strong));
    }
  }
  for (int k = 0; k < 2; k++)
    g.span[k] = max_int(2 * g.fig + g.inner, need[k]);
  g.total = g.label + 2 * g.gap + g.span[0] + g.span[1];
  return g;
}

static Uint64 table_hash(const view_table *t, int px, int width)
{
  Uint64 h = 1469598103934665603u;
  const unsigned char *p = (const unsigned char *)t;
  for (size_t i = 0; i < sizeof *t; i++)
    h = (h ^ p[i]) * 1099511628211u;
  return (h ^ (Uint64)px << 32 ^ (Uint64)width) * 1099511628211u;
}

/* --- the panel: measured, fitted, then drawn ------------------------------------ */

/* A piece of the panel's content: one wrapped line of text, the table's
 * heads, or one of its rows, with the height it takes (spacing after it
 * included). */
typedef struct piece {
  enum panel_run_kind kind;
  int item;
  const char *text; /* RUN_LINE, RUN_STATUS, RUN_HINT: this line's bytes */
  int len;
  int h, text_h;
  bool first; /* the first line of its item (the stone goes before it) */
} piece;

#define MAX_PIECES 240

/* The spacing of a fit: after a line, around the status, a table row. */
typedef struct spacing {
  double line_gap, status_gap, row;
} spacing;

typedef struct panel_build {
  piece p[MAX_PIECES];
  int n;
  int total;
} panel_build;

static void add_piece(panel_build *b, piece pc)
{
  if (b->n < MAX_PIECES) {
    b->p[b->n++] = pc;
    b->total += pc.h;
  }
}

/* The wrapped lines of s as pieces; the last takes the gap after it. */
static void add_text(ui_renderer *u, panel_build *b, enum panel_run_kind kind, int item,
                     const char *s, int px, bool bold, int width, int gap)
{
  int lh = (int)lround(px * 1.3);
  if (!*s) { /* an empty line: a short space */
    add_piece(b, (piece){kind, item, s, 0, (int)(px * 0.6) + gap, 0, true});
    return;
  }
  bool first = true;
  for (const char *q = s; *q;) {
    size_t fit = wrap_next(u, q, px, bold, width);
    if (!fit)
      break;
    const char *next = q + fit;
    while (*next == ' ')
      next++;
    add_piece(b, (piece){kind, item, q, (int)fit, lh + (*next ? 0 : gap), px, first});
    first = false;
    q = next;
  }
}

/* The height of the table's stone icons with the square of board under
 * them. */
static int table_icon_h(const ui_renderer *u, int px)
{
  const SDL_Surface *rim = u->set->shapes[SPRITE_TABLE_RIM].s,
                    *icon = u->set->table_icon[COLOR_BLACK].s;
  return rim ? rim->h : icon ? icon->h : px;
}

/* The scoring table's columns for the panel's width, measured once while
 * the table and the width stay the same. */
/* The table's column titles, the game's own rule set starred. */
static void table_titles(const view_table *t, char title[2][64])
{
  for (int k = 0; k < 2; k++)
    snprintf(title[k], 64, "%s%s", t->head[k], t->official[k] ? " \xe2\x98\x85" : "");
}

static const table_cols *table_columns(ui_renderer *u, const view_table *t, const ui_layout *l,
                                       int width)
{
  char title[2][64];
  table_titles(t, title);
  Uint64 key = table_hash(t, l->text_px, width);
  if (key != u->table_key) {
    /* Smaller text rather than leave the panel: down to what fits, never
     * under 8 px (a small window with large text: the Explain view shows
     * the table large). */
    table_cols g = measure_table(u, t, title, l->text_px);
    int min_px = 8;
    while (g.total > width && g.px > min_px) {
      int px = (int)floor(g.px * (double)width / g.total);
      px = px >= g.px ? g.px - 1 : px < min_px ? min_px : px;
      g = measure_table(u, t, title, px);
    }
    u->table_key = key;
    u->table = g;
  }
  return &u->table;
}

/* The panel's padding: the normal text size's (larger text takes no more
 * of a small panel). */
static int panel_pad(const ui_layout *l)
{
  int base = l->hint_px > 0 ? (int)lround(l->hint_px / 0.85) : l->text_px;
  return (int)lround(fmin(base, l->text_px) * 0.8);
}

/* The pieces of the panel's content (the hint apart) at a spacing, with
 * the table's rows that add nothing folded or not. */
static void build_content(ui_renderer *u, const ui_view *v, const ui_layout *l, int width,
                          const spacing *sp, bool fold, bool status, panel_build *b, int *folded)
{
  int px = l->text_px;
  b->n = b->total = 0;
  *folded = 0;
  int before =
      v->n_before_status > 0 && v->n_before_status <= v->n_panel ? v->n_before_status : v->n_panel;
  int table = !v->table.shown   ? -1
              : v->table_at < 0 ? 0
                                : (v->table_at > v->n_panel ? v->n_panel : v->table_at);
  for (int i = 0; i <= v->n_panel; i++) {
    if (i == table) {
      const table_cols *g = table_columns(u, &v->table, l, width);
      int row_h = (int)lround(g->px * sp->row);
      int d = table_icon_h(u, g->px);
      add_piece(b, (piece){RUN_TABLE, -1, NULL, 0, row_h + d + (int)lround(g->px * 0.35), row_h + d,
                           true});
      int n = v->table.n_rows < VIEW_TABLE_ROWS ? v->table.n_rows : VIEW_TABLE_ROWS;
      for (int r = 0; r < n; r++) {
        if (fold && v->table.rows[r].minor) {
          (*folded)++;
          continue;
        }
        add_piece(b, (piece){RUN_TABLE, r, NULL, 0, row_h, g->px, true});
      }
      if (b->n)
        b->p[b->n - 1].h += (int)lround(g->px * 0.3), b->total += (int)lround(g->px * 0.3);
    }
    if (i == before && v->status[0] && status) {
      int gap = (int)(px * sp->status_gap);
      b->total += gap; /* before it */
      if (b->n)
        b->p[b->n - 1].h += gap;
      add_text(u, b, RUN_STATUS, -1, v->status, px, false, width, gap);
    }
    if (i == v->n_panel)
      break;
    const view_line *line = &v->panel[i];
    int indent = line->stone ? (int)(px * 1.5) : 0;
    add_text(u, b, RUN_LINE, i, line->text, px, line->strong, width - indent,
             (int)(px * sp->line_gap));
  }
}

/* Fits the panel's content above the hint: the designed spacing, then
 * tighter, then the minor table rows folded, then scrolling. */
static void plan_panel(ui_renderer *u, const ui_view *v, const ui_layout *l, panel_build *b,
                       panel_build *hint, panel_build *status, int *first, int *last, int *top,
                       int *bottom)
{
  panel_plan *pl = &u->plan;
  int px = l->text_px, pad = panel_pad(l);
  pl->area =
      (ui_rect){l->panel.x + pad, l->panel.y + pad, l->panel.w - 2 * pad, l->panel.h - 2 * pad};
  int width = pl->area.w;
  /* The hint is kept whole at the foot, in smaller text when it would
   * take more than a third of the panel (large text in a small window). */
  int hint_px = l->hint_px > 0 ? l->hint_px : (int)lround(px * 0.85);
  for (;;) {
    hint->n = hint->total = 0;
    if (v->hint[0])
      add_text(u, hint, RUN_HINT, -1, v->hint, hint_px, false, width, 0);
    if (hint->total <= pl->area.h / 3 || hint_px <= 9)
      break;
    hint_px = (int)fmax(9, hint_px * 0.9);
  }
  u->hint_px = hint_px;
  *top = pl->area.y;
  *bottom = pl->area.y + pl->area.h - hint->total - (hint->n ? (int)(px * 0.4) : 0);
  static const spacing fits[] = {{0.25, 0.4, 1.45}, {0.1, 0.2, 1.25}, {0.1, 0.2, 1.25}};
  for (int f = FIT_AS_DESIGNED; f <= FIT_FOLDED; f++) {
    build_content(u, v, l, width, &fits[f], f == FIT_FOLDED, true, b, &pl->folded);
    if (b->total <= *bottom - *top) {
      pl->fit = (enum panel_fit)f;
      pl->scroll = pl->scroll_max = 0;
      *first = 0;
      *last = b->n;
      return;
    }
  }
  /* Scrolling: the status stays in sight above the hint, and a cue line
   * goes above and below the content. */
  pl->fit = FIT_SCROLLING;
  status->n = status->total = 0;
  u->status_px = px;
  int cue = (int)lround(hint_px * 1.3), line_h = (int)lround(px * 1.3);
  /* The status stays in sight when three lines of content still fit
   * beside it; else it scrolls with the rest. */
  if (v->status[0] && *bottom - *top - 2 * cue - 3 * line_h > 3 * line_h) {
    build_content(u, v, l, width, &fits[FIT_FOLDED], true, false, b, &pl->folded);
    /* Whole, in smaller text if it would take more than a third. */
    for (int spx = px;; spx = (int)fmax(9, spx * 0.9)) {
      status->n = status->total = 0;
      add_text(u, status, RUN_STATUS, -1, v->status, spx, false, width, (int)(spx * 0.2));
      u->status_px = spx;
      if (status->total <= (*bottom - *top) / 3 || spx <= 9)
        break;
    }
    *bottom -= status->total;
  }
  *top += cue;
  *bottom -= cue;
  int room = *bottom - *top, k = b->n, used = 0;
  while (k > 0 && used + b->p[k - 1].h <= room)
    used += b->p[--k].h;
  pl->scroll_max = k;
  int want = v->panel_scroll;
  if (v->panel_focus >= 0) {
    /* The line to bring into sight: from its first piece, unless it is in
     * sight already. */
    int f0 = -1, f1 = -1;
    for (int i = 0; i < b->n; i++)
      if (b->p[i].kind == RUN_LINE && b->p[i].item == v->panel_focus) {
        f0 = f0 < 0 ? i : f0;
        f1 = i;
      }
    int seen = 0, e0 = want;
    while (e0 < b->n && seen + b->p[e0].h <= room)
      seen += b->p[e0++].h;
    if (f0 >= 0 && (f0 < want || f1 >= e0))
      want = f0;
  }
  pl->scroll = want < 0 ? 0 : want > k ? k : want;
  *first = pl->scroll;
  used = 0;
  int e = *first;
  while (e < b->n && used + b->p[e].h <= room)
    used += b->p[e++].h;
  *last = e;
}

static void add_run(panel_plan *pl, enum panel_run_kind kind, int item, int x, int y, int w, int h)
{
  if (pl->n_runs < PANEL_RUNS_MAX)
    pl->runs[pl->n_runs++] = (panel_run){{x, y, w, h}, kind, item, 0};
}

/* Draws a wrapped line of text and records it. */
static void draw_piece_text(ui_renderer *u, SDL_Surface *dst, const piece *pc, int px, bool bold,
                            SDL_Color c, int x, int y)
{
  char line[256];
  int n = pc->len < (int)sizeof line - 1 ? pc->len : (int)sizeof line - 1;
  memcpy(line, pc->text, (size_t)n);
  line[n] = 0;
  int w = text_draw(u->text, dst, line, px, bold, c, x, y, 0);
  add_run(&u->plan, pc->kind, pc->item, x, y, w, pc->text_h);
}

/* Draws the table's heads (r = -1) or row r at y. */
static void draw_table_piece(ui_renderer *u, SDL_Surface *dst, const view_table *t, const theme *th,
                             int x, int width, const piece *pc, int y)
{
  int r = pc->item;
  const table_cols g = u->table;
  int px = g.px;
  char title[2][64];
  table_titles(t, title);
  /* Room to spare goes between the labels and the figures, a little. */
  int col[2], right[2][2];
  col[0] = x + g.label + g.gap + (int)fmin(width - g.total > 0 ? width - g.total : 0, px * 2);
  col[1] = col[0] + g.span[0] + g.gap;
  for (int k = 0; k < 2; k++) {
    right[k][0] = col[k] + (g.span[k] - g.inner) / 2;
    right[k][1] = col[k] + g.span[k];
  }
  int dy = (int)lround(px * 0.12);
  if (r < 0) {
    int d = table_icon_h(u, px);
    int row_h = pc->text_h - d;
    for (int k = 0; k < 2; k++)
      text_draw(u->text, dst, title[k], px, true, t->official[k] ? th->accent : th->text,
                col[k] + g.span[k] / 2, y + dy, 1);
    const sprite *icon = u->set->table_icon;
    for (int k = 0; k < 2; k++)
      for (int j = 0; j < 2; j++) {
        double cx = right[k][j] - g.fig / 2.0, cy = y + row_h + d / 2.0;
        /* On a dark panel both stones sit on a piece of board, so that
         * black reads as black and white as white. */
        if (th->panel.r + th->panel.g + th->panel.b < 60)
          blit_at(dst, &u->set->shapes[SPRITE_TABLE_RIM], cx, cy);
        blit_at(dst, &icon[j == 0 ? COLOR_BLACK : COLOR_WHITE], cx, cy);
      }
    add_run(&u->plan, RUN_TABLE, -1, x, y, right[1][1] - x, row_h + d);
    return;
  }
  const view_table_row *row = &t->rows[r];
  /* A rule above the first total. */
  if (row->strong && r > 0 && !t->rows[r - 1].strong)
    fill(dst, x, y, right[1][1] - x, (int)fmax(1, lround(px * 0.08)), th->dim);
  text_draw(u->text, dst, row->label, px, row->strong, th->text, x, y + dy, 0);
  for (int k = 0; k < 2; k++) {
    if (!row->cell[k][1][0])
      text_draw(u->text, dst, row->cell[k][0], px, row->strong, th->text, col[k] + g.span[k] / 2,
                y + dy, 1);
    else
      for (int j = 0; j < 2; j++)
        text_draw(u->text, dst, row->cell[k][j], px, row->strong, th->text, right[k][j], y + dy, 2);
  }
  add_run(&u->plan, RUN_TABLE, r, x, y, right[1][1] - x, px + dy);
}

/* The scroll cue (dir -1: more above, +1: more below), as much of it as
 * the width takes. */
static void draw_cue(ui_renderer *u, SDL_Surface *dst, const theme *th, int dir, int px, int x,
                     int y, int width)
{
  const char *text[] = {dir < 0 ? _("\xe2\x96\xb2 more above: wheel, or click here")
                                : _("\xe2\x96\xbc more below: wheel, or click here"),
                        dir < 0 ? _("\xe2\x96\xb2 more above") : _("\xe2\x96\xbc more below"),
                        dir < 0 ? "\xe2\x96\xb2" : "\xe2\x96\xbc"};
  size_t k = 0;
  while (k + 1 < sizeof text / sizeof *text && text_width(u->text, text[k], px, true) > width)
    k++;
  int w = text_draw(u->text, dst, text[k], px, true, th->accent, x, y, 0);
  add_run(&u->plan, RUN_CUE, dir, x, y, w, px);
}

static void draw_panel(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                       const theme *th)
{
  static panel_build b, hint, status; /* large: not on the stack (one frame at a time) */
  panel_plan *pl = &u->plan;
  pl->n_runs = 0;
  pl->over_board = false;
  int first, last, top, bottom;
  plan_panel(u, v, l, &b, &hint, &status, &first, &last, &top, &bottom);
  int px = l->text_px, pad = panel_pad(l), hint_px = u->hint_px;
  int x = pl->area.x, width = pl->area.w;
  /* What does not fit even at the table's smallest text is cut at the
   * panel's edge (the tests see it in the plan). */
  SDL_Rect clip = {l->panel.x, l->panel.y, l->panel.w, l->panel.h};
  SDL_SetClipRect(dst, &clip);
  int y = top;
  for (int i = first; i < last; i++) {
    const piece *pc = &b.p[i];
    if (pc->kind == RUN_TABLE) {
      draw_table_piece(u, dst, &v->table, th, x, width, pc, y);
    } else if (pc->kind == RUN_STATUS) {
      draw_piece_text(u, dst, pc, px, false, v->status_error ? th->error : th->text, x, y);
    } else {
      const view_line *line = &v->panel[pc->item];
      int tx = line->stone ? x + (int)(px * 1.5) : x;
      SDL_Color c = line->alarm    ? th->error
                    : line->dim    ? th->dim
                    : line->strong ? th->accent
                                   : th->text;
      if (line->selected)
        fill(dst, x - pad / 2, y - px / 8, width + pad,
             (pc->text_h ? (int)lround(px * 1.3) : pc->h), th->select);
      if (line->stone && pc->first) {
        double cx = x + px * 0.525, cy = y + px * 0.1 + px * 0.525;
        if (th->panel.r + th->panel.g + th->panel.b < 60)
          blit_at(dst, &u->set->shapes[SPRITE_ICON_RIM], cx, cy);
        blit_at(dst, &u->set->icon[line->stone], cx, cy);
      }
      if (pc->len) {
        draw_piece_text(u, dst, pc, px, line->strong, c, tx, y);
        if (line->click && u->plan.n_runs > 0) {
          /* The whole width clicks, not only the text. */
          panel_run *r = &u->plan.runs[u->plan.n_runs - 1];
          r->click = line->click;
          r->box.x = x;
          r->box.w = width;
        }
      }
    }
    y += pc->h;
  }
  if (pl->fit == FIT_SCROLLING) {
    int cue_h = (int)lround(hint_px * 1.3);
    if (first > 0)
      draw_cue(u, dst, th, -1, hint_px, x, top - cue_h, width);
    if (last < b.n)
      draw_cue(u, dst, th, 1, hint_px, x, bottom, width);
    int sy = bottom + cue_h;
    for (int i = 0; i < status.n; i++) {
      draw_piece_text(u, dst, &status.p[i], u->status_px, false,
                      v->status_error ? th->error : th->text, x, sy);
      sy += status.p[i].h;
    }
  }
  int hy = pl->area.y + pl->area.h - hint.total;
  for (int i = 0; i < hint.n; i++) {
    draw_piece_text(u, dst, &hint.p[i], hint_px, false, th->dim, x, hy);
    hy += hint.p[i].h;
  }
  /* plan_panel keeps every line of the hint: it is whole when they all
   * lie inside the panel. */
  pl->hint_whole = hint.total <= pl->area.h;
  SDL_SetClipRect(dst, NULL);
}

const panel_plan *render_panel_plan(const ui_renderer *u) { return &u->plan; }

/* A list too long for one column of readable text (the F1 keys): in one
 * or two columns, each row's key and words wrapped within the column. */
typedef struct grid_fit {
  int px, cols, label_w, col_w, height;
} grid_fit;

/* The space after a row of the grid. */
static int grid_gap(int px) { return (int)lround(px * 0.35); }

/* The height of row r of the list in a grid, its label and value wrapped. */
static int grid_row_h(ui_renderer *u, const view_row *r, const grid_fit *g)
{
  int lh = wrapped(u, NULL, r->label, g->px, true, (SDL_Color){0}, 0, 0, g->label_w, INT_MAX / 2);
  int vh = wrapped(u, NULL, r->value, g->px, false, (SDL_Color){0}, 0, 0,
                   g->col_w - g->label_w - g->px, INT_MAX / 2);
  return max_int(lh, vh) + grid_gap(g->px);
}

static bool grid_try(ui_renderer *u, const view_overlay *o, int px, int cols, int box_w, int room,
                     grid_fit *g)
{
  *g = (grid_fit){.px = px, .cols = cols};
  g->col_w = (box_w - 2 * px - (cols - 1) * 2 * px) / cols;
  int widest = 0;
  for (int i = 0; i < o->n_rows; i++)
    widest = max_int(widest, text_width(u->text, o->rows[i].label, px, true));
  g->label_w = (int)fmin(widest, g->col_w * 0.42);
  if (g->col_w - g->label_w - px < px * 10)
    return false;
  int per_col = (o->n_rows + cols - 1) / cols;
  for (int c = 0; c < cols; c++) {
    int h = 0;
    for (int i = c * per_col; i < o->n_rows && i < (c + 1) * per_col; i++)
      h += grid_row_h(u, &o->rows[i], g);
    g->height = max_int(g->height, h);
  }
  return g->height <= room;
}

/* Draws the list as a grid when it is long and none of its rows is chosen
 * (a list to read, not a dialog to fill); false when it is not such a
 * list. The text is the panel's size when it fits, else the largest that
 * does, in one column or two. */
static bool draw_grid_list(ui_renderer *u, SDL_Surface *dst, const view_overlay *o,
                           const ui_layout *l, const theme *th)
{
  if (o->n_rows < 12)
    return false;
  for (int i = 0; i < o->n_rows; i++)
    if (o->rows[i].selected || o->rows[i].editing)
      return false;
  int box_w = (int)lround(l->width * 0.96), box_h = (int)lround(l->height * 0.96);
  grid_fit g = {0}, best = {0};
  bool found = false;
  for (int px = l->text_px; px >= 9 && !found; px--) {
    int title = (int)lround(px * 1.15 * 1.6), hint = (int)lround(px * 0.85 * 1.3 * 2);
    for (int cols = 1; cols <= 2 && !found; cols++)
      if (grid_try(u, o, px, cols, box_w, box_h - title - hint - px, &g)) {
        best = g;
        found = true;
      }
  }
  if (!found)
    return false;
  int px = best.px;
  SDL_Rect box = {(l->width - box_w) / 2, (l->height - box_h) / 2, box_w, box_h};
  int border = px / 8 > 2 ? px / 8 : 2;
  fill(dst, box.x - border, box.y - border, box.w + 2 * border, box.h + 2 * border, th->accent);
  fill(dst, box.x, box.y, box.w, box.h,
       th->high_contrast ? (SDL_Color){0, 0, 0, 255} : (SDL_Color){48, 50, 56, 255});
  int x0 = box.x + px, y0 = box.y + px / 2;
  /* What it placed goes in the plan, as the panel's does (the tests check
   * it). */
  panel_plan *pl = &u->plan;
  *pl = (panel_plan){.area = {box.x + px / 2, box.y, box.w - px, box.h}, .over_board = true};
  text_draw(u->text, dst, o->title, (int)lround(px * 1.15), true, th->accent, x0, y0, 0);
  y0 += (int)lround(px * 1.15 * 1.6);
  int per_col = (o->n_rows + best.cols - 1) / best.cols;
  for (int c = 0; c < best.cols; c++) {
    int x = x0 + c * (best.col_w + 2 * px), y = y0;
    for (int i = c * per_col; i < o->n_rows && i < (c + 1) * per_col; i++) {
      const view_row *r = &o->rows[i];
      SDL_Color col = r->dim ? th->dim : th->text;
      int vx = x + best.label_w + px, vw = best.col_w - best.label_w - px;
      int lh = wrapped(u, dst, r->label, px, true, th->accent, x, y, best.label_w, INT_MAX / 2);
      int vh = wrapped(u, dst, r->value, px, false, col, vx, y, vw, INT_MAX / 2);
      add_run(pl, RUN_LINE, i, x, y, best.label_w, lh);
      add_run(pl, RUN_LINE, i, vx, y, vw, vh);
      y += max_int(lh, vh) + grid_gap(px); /* as grid_row_h measured it */
    }
  }
  int hint_px = (int)lround(px * 0.85), hy = box.y + box.h - (int)lround(hint_px * 1.3 * 1.5);
  if (o->hint[0]) {
    int need =
        wrapped(u, NULL, o->hint, hint_px, false, th->dim, x0, hy, box.w - 2 * px, INT_MAX / 2);
    int h =
        wrapped(u, dst, o->hint, hint_px, false, th->dim, x0, hy, box.w - 2 * px, box.y + box.h);
    add_run(pl, RUN_HINT, -1, x0, hy, box.w - 2 * px, hint_px);
    pl->hint_whole = h == need;
  }
  return true;
}

/* Cuts s (in place) to fit width, ending it in an ellipsis. */
static void ellipsize(ui_renderer *u, char *s, size_t size, int px, bool bold, int width)
{
  if (text_width(u->text, s, px, bold) <= width)
    return;
  size_t n = strlen(s);
  char buf[256];
  while (n > 0) {
    do
      n--;
    while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80);
    snprintf(buf, sizeof buf, "%.*s\xe2\x80\xa6", (int)n, s);
    if (text_width(u->text, buf, px, bold) <= width)
      break;
  }
  size_t len = n ? strlen(buf) : 0;
  if (len >= size)
    len = size - 1;
  memcpy(s, buf, len);
  s[len] = 0;
}

/* A dialog's measures: its text size, row height, width, label column,
 * hint size and height, and box height. */
typedef struct overlay_fit {
  int px, row, w, label_w, hint_px, hint_line, hint_h, h;
  int title_px, title_h; /* a title of words wraps; one with a path is shortened */
} overlay_fit;

/* A long dialog takes smaller text rather than leave the window: the
 * largest text up to the panel's at which its rows, its message and its
 * hint, wrapped, all fit. */
static overlay_fit fit_overlay(ui_renderer *u, const view_overlay *o, const ui_layout *l,
                               const theme *th)
{
  overlay_fit f = {.px = l->text_px};
  for (;;) {
    f.row = (int)lround(f.px * 1.5);
    /* As wide as the widest row needs (at least 30 characters), within the
     * window. */
    int widest = 0;
    f.label_w = 0;
    for (int i = 0; i < o->n_rows; i++) {
      f.label_w = max_int(f.label_w, text_width(u->text, o->rows[i].label, f.px, true));
      widest = max_int(widest, text_width(u->text, o->rows[i].value, f.px, true));
    }
    f.w = (int)fmin(l->width * 0.94, fmax(f.px * 30.0, f.label_w + widest + f.px * 3.5));
    /* Labels take at most 45% of the row (a player's long name is cut with
     * an ellipsis); values the rest. */
    f.label_w = (int)fmin(f.label_w, (f.w - 2 * f.px) * 0.45);
    /* The hint and the message take the lines they need (French is longer
     * than English): the box grows by their lines beyond the first. */
    f.hint_px = (int)lround(f.px * 0.85);
    f.hint_line = (int)lround(f.hint_px * 1.3);
    f.hint_h = o->hint[0] ? wrapped(u, NULL, o->hint, f.hint_px, false, th->dim, 0, 0,
                                    f.w - 2 * f.px, INT_MAX / 2)
                          : f.hint_line;
    int mh = o->message[0] ? wrapped(u, NULL, o->message, f.px, false, th->text, 0, 0,
                                     f.w - 2 * f.px, INT_MAX / 2)
                           : 0;
    f.title_px = (int)lround(f.px * 1.15);
    int title_line = (int)lround(f.title_px * 1.3);
    f.title_h = strchr(o->title, '/') ? title_line
                                      : wrapped(u, NULL, o->title, f.title_px, true, th->accent, 0,
                                                0, f.w - 2 * f.px, INT_MAX / 2);
    f.h = f.row * (o->n_rows + 5) + max_int(0, f.hint_h - f.hint_line) + max_int(0, mh - f.row) +
          max_int(0, f.title_h - title_line);
    if (f.h <= l->height * 0.96 || f.px <= 8)
      break;
    f.px = (int)fmax(8, f.px * 0.92);
  }
  if (f.h > l->height)
    f.h = l->height;
  return f;
}

/* Row i of a dialog at y: its highlight, label and value (a text field's
 * selection on the accent), recorded in the plan. */
static void draw_overlay_row(ui_renderer *u, SDL_Surface *dst, const view_overlay *o, int i,
                             const overlay_fit *f, SDL_Rect box, int y, const theme *th)
{
  int px = f->px, row = f->row, label_w = f->label_w, pad = px, x = box.x + pad;
  panel_plan *pl = &u->plan;
  const view_row *r = &o->rows[i];
  if (r->selected)
    fill(dst, box.x + pad / 2, y - px / 8, box.w - pad, row, th->select);
  else if (r->hover && !r->dim)
    outline_rect(dst, box.x + pad / 2, y - px / 8, box.w - pad, row, (int)fmax(1, px / 12),
                 th->accent);
  SDL_Color c = r->dim ? th->dim : th->text;
  char label[sizeof r->label + 4];
  snprintf(label, sizeof label, "%s", r->label);
  ellipsize(u, label, sizeof label, px, r->selected, label_w);
  int lw = text_draw(u->text, dst, label, px, r->selected, c, x, y, 0);
  if (r->label[0])
    add_run(pl, RUN_LINE, i, x, y, lw, px);
  char value[200];
  snprintf(value, sizeof value, "%s%s", r->value, r->editing ? "|" : "");
  int vx = r->label[0] ? x + label_w + px : x;
  /* A value wider than the box ends in an ellipsis, never at its edge. */
  ellipsize(u, value, sizeof value, px, r->selected, box.x + box.w - pad - vx);
  /* A text field's selection: its bytes on the accent, as typing will
   * replace them. */
  int vw;
  if (r->sel_to > r->sel_from && (size_t)r->sel_to <= strlen(value)) {
    char part[sizeof value];
    snprintf(part, sizeof part, "%.*s", r->sel_from, value);
    int sx = vx + text_draw(u->text, dst, part, px, r->selected, c, vx, y, 0);
    snprintf(part, sizeof part, "%.*s", r->sel_to - r->sel_from, value + r->sel_from);
    int sw = text_width(u->text, part, px, r->selected);
    fill(dst, sx, y - px / 10, sw, (int)lround(px * 1.25), th->accent);
    text_draw(u->text, dst, part, px, r->selected, (SDL_Color){0, 0, 0, 255}, sx, y, 0);
    vw = sx + sw - vx +
         text_draw(u->text, dst, value + r->sel_to, px, r->selected, c, sx + sw, y, 0);
  } else {
    vw = text_draw(u->text, dst, value, px, r->selected, c, vx, y, 0);
  }
  if (value[0])
    add_run(pl, RUN_LINE, i, vx, y, vw, px);
}

static void draw_overlay(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                         const theme *th)
{
  if (draw_grid_list(u, dst, &v->overlay, l, th))
    return;
  const view_overlay *o = &v->overlay;
  overlay_fit f = fit_overlay(u, o, l, th);
  int px = f.px, row = f.row, w = f.w, hint_px = f.hint_px, hint_line = f.hint_line,
      hint_h = f.hint_h, h = f.h;
  SDL_Rect box = {(l->width - w) / 2, (l->height - h) / 2, w, h};
  int border = px / 8 > 2 ? px / 8 : 2;
  fill(dst, box.x - border, box.y - border, box.w + 2 * border, box.h + 2 * border, th->accent);
  fill(dst, box.x, box.y, box.w, box.h,
       th->high_contrast ? (SDL_Color){0, 0, 0, 255} : (SDL_Color){48, 50, 56, 255});
  int pad = px, x = box.x + pad, y = box.y + px / 2, bottom = box.y + box.h;
  /* What it placed goes in the plan, as the panel's does. */
  panel_plan *pl = &u->plan;
  *pl = (panel_plan){.area = {box.x, box.y, box.w, box.h}, .over_board = true, .hint_whole = true};
  /* A title of words too wide for a line goes on two; one with a folder's
   * path keeps its words and shortens the path: "Save in .../games/nine". */
  int tpx = f.title_px, room = box.w - 2 * pad;
  const char *slash = strchr(o->title, '/');
  if (!slash) {
    int th_ = wrapped(u, dst, o->title, tpx, true, th->accent, x, y, room, bottom);
    add_run(pl, RUN_LINE, -1, x, y, room, th_);
    pl->title_cut = th_ < f.title_h;
    y += f.title_h - (int)lround(tpx * 1.3);
  } else {
    char title[sizeof o->title + 4];
    snprintf(title, sizeof title, "%s", o->title);
    int head = (int)(slash - o->title);
    for (size_t k = (size_t)head; text_width(u->text, title, tpx, true) > room && o->title[k];
         k++) {
      while (o->title[k] && ((unsigned char)o->title[k] & 0xc0) == 0x80)
        k++;
      snprintf(title, sizeof title, "%.*s\xe2\x80\xa6%s", head, o->title, o->title + k);
    }
    for (size_t k = 0; text_width(u->text, title, tpx, true) > room && o->title[k]; k++) {
      while (o->title[k] && ((unsigned char)o->title[k] & 0xc0) == 0x80)
        k++;
      snprintf(title, sizeof title, "\xe2\x80\xa6%s", o->title + k);
      pl->title_cut = true;
    }
    int tw = text_draw(u->text, dst, title, tpx, true, th->accent, x, y, 0);
    add_run(pl, RUN_LINE, -1, x, y, tw, tpx);
  }
  y += (int)(row * 1.3);
  for (int i = 0; i < o->n_rows; i++) {
    draw_overlay_row(u, dst, o, i, &f, box, y, th);
    y += row;
  }
  y += (int)(row * 0.3);
  if (o->message[0]) {
    int mh = wrapped(u, dst, o->message, px, false, o->message_error ? th->error : th->text, x, y,
                     box.w - 2 * pad, bottom);
    add_run(pl, RUN_STATUS, -1, x, y, box.w - 2 * pad, mh);
    y += mh;
  }
  if (o->hint[0]) {
    int hy = box.y + box.h - (int)(row * 1.1) - (hint_h - hint_line);
    int hh = wrapped(u, dst, o->hint, hint_px, false, th->dim, x, hy, box.w - 2 * pad, bottom);
    add_run(pl, RUN_HINT, -1, x, hy, box.w - 2 * pad, hint_h);
    pl->hint_whole = hh == hint_h;
  }
}

/* The scoring screen's explanation: the whole window dimmed, and the
 * panel's lines and table in a box over it in large type (1.3 times the
 * panel's, at least a 24th of the window's height), laid out as the panel
 * is. */
static void draw_explanation(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                             const theme *th, bool large)
{
  if (!u->dim) {
    u->dim = new_argb(1, 1);
    if (u->dim) {
      SDL_FillRect(u->dim, NULL, SDL_MapRGBA(u->dim->format, 0, 0, 0, 255));
      SDL_SetSurfaceBlendMode(u->dim, SDL_BLENDMODE_BLEND);
      SDL_SetSurfaceAlphaMod(u->dim, 170);
    }
  }
  if (u->dim)
    SDL_BlitScaled(u->dim, NULL, dst, NULL);
  ui_layout big = *l;
  big.text_px = large ? (int)lround(fmax(l->text_px * 1.3, l->height / 24.0)) : l->text_px;
  big.hint_px = (int)lround(fmax(l->hint_px, big.text_px * 0.6));
  int w = (int)fmin(l->width * 0.92, big.text_px * 34.0), h = (int)lround(l->height * 0.92);
  big.panel = (ui_rect){(l->width - w) / 2, (l->height - h) / 2, w, h};
  int border = big.text_px / 8 > 2 ? big.text_px / 8 : 2;
  fill(dst, big.panel.x - border, big.panel.y - border, w + 2 * border, h + 2 * border, th->accent);
  fill(dst, big.panel.x, big.panel.y, w, h, th->panel);
  /* The table's stones at this size (and back at the panel's after). */
  if (u->set->table_icons_px != big.text_px)
    make_table_icons(u, &big, th);
  draw_panel(u, dst, v, &big, th);
  u->plan.over_board = true;
}

void render_frame(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l)
{
  const theme *th = &themes[v->theme == THEME_PROJECTOR ? THEME_PROJECTOR : THEME_CLASSIC];
  if (!th->board_plain.a)
    ensure_wood(u, dst->format);
  ensure_sprites(u, v, l, th);
  if (scoring_shown(v)) {
    ensure_scoring(u, l, th);
    if (!v->explain && u->set->table_icons_px != l->text_px)
      make_table_icons(u, l, th);
  }
  /* Everything outside the board has the panel's colour: fill around the
   * board only, the board covers the rest. */
  fill(dst, 0, 0, l->width, l->board.y, th->panel);
  fill(dst, 0, l->board.y + l->board.h, l->width, l->height - l->board.y - l->board.h, th->panel);
  fill(dst, 0, l->board.y, l->board.x, l->board.h, th->panel);
  fill(dst, l->board.x + l->board.w, l->board.y, l->width - l->board.x - l->board.w, l->board.h,
       th->panel);
  draw_board(u, dst, v, l, th);
  if (v->explain) {
    draw_explanation(u, dst, v, l, th, true);
  } else {
    draw_panel(u, dst, v, l, th);
    draw_tree(u, dst, v, l, th);
    draw_graph(u, dst, v, l, th);
    /* A comment being written whose line finds no room in the panel (a
     * small window, large text) is written in a box over the board. */
    if (v->writing && v->panel_focus >= 0) {
      bool seen = false;
      for (int i = 0; i < u->plan.n_runs; i++)
        seen |= u->plan.runs[i].kind == RUN_LINE && u->plan.runs[i].item == v->panel_focus;
      if (!seen)
        draw_explanation(u, dst, v, l, th, false);
    }
  }
  draw_toolbar(u, dst, v, l, th);
  if (v->overlay.shown)
    draw_overlay(u, dst, v, l, th);
  else
    draw_tooltip(u, dst, v, l, th);
}
