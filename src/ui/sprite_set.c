/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sprites made per size (see sprite_set.h). */
#include "ui/sprite_set.h"

#include <math.h>

#include "ui/sprites.h"

typedef ui_palette theme;

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
    free_sprite(&set->tree_icon[c]);
    free_sprite(&set->dead[c]);
    if (set->tint[c])
      SDL_FreeSurface(set->tint[c]);
    set->tint[c] = NULL;
  }
  for (int i = 0; i < SPRITE_COUNT; i++)
    free_sprite(&set->shapes[i]);
  set->made = set->made_scoring = false;
}

void sprite_cache_deinit(sprite_cache *sc)
{
  drop_sprites(&sc->sets[0]);
  drop_sprites(&sc->sets[1]);
  for (int i = 0; i < ICON_SLOTS; i++)
    free_sprite(&sc->icons[i].sp);
  if (sc->wood)
    SDL_FreeSurface(sc->wood);
  *sc = (sprite_cache){0};
}

SDL_Surface *sprite_surface(int w, int h)
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
  sprite sp = {sprite_surface(d, d), d / 2, d / 2};
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
  sprite sp = {sprite_surface(d, d), d / 2, d / 2};
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
  sp.s = sprite_surface(d + 2 * margin, d + 2 * margin);
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
SDL_Surface *sprite_wood(sprite_cache *sc, const SDL_PixelFormat *fmt)
{
  if (sc->wood && sc->wood_format == fmt->format)
    return sc->wood;
  if (sc->wood)
    SDL_FreeSurface(sc->wood);
  sc->wood = NULL;
  enum { HALF = 512 };
  SDL_Surface *w = sprites_wood(HALF, HALF);
  SDL_Surface *tile = w ? sprite_surface(2 * HALF, 2 * HALF) : NULL;
  if (tile) {
    for (int y = 0; y < 2 * HALF; y++) {
      const Uint32 *src =
          (const Uint32 *)((Uint8 *)w->pixels + (y < HALF ? y : 2 * HALF - 1 - y) * w->pitch);
      Uint32 *row = (Uint32 *)((Uint8 *)tile->pixels + y * tile->pitch);
      for (int x = 0; x < 2 * HALF; x++)
        row[x] = src[x < HALF ? x : 2 * HALF - 1 - x];
    }
    sc->wood = SDL_ConvertSurface(tile, fmt, 0);
    if (sc->wood)
      SDL_SetSurfaceBlendMode(sc->wood, SDL_BLENDMODE_NONE);
    sc->wood_format = fmt->format;
  }
  if (tile)
    SDL_FreeSurface(tile);
  if (w)
    SDL_FreeSurface(w);
  return sc->wood;
}

const sprite_set *sprite_set_for(sprite_cache *sc, const ui_view *v, const ui_layout *l,
                                 const theme *th)
{
  int cell = (int)lround(l->cell * 1000);
  if (!sc->set)
    sc->set = &sc->sets[0];
  for (int k = 0; k < 2; k++) {
    sprite_set *s = &sc->sets[(sc->set - sc->sets + k) % 2];
    if (s->made && s->made_cell == cell && s->made_slot == l->tree_slot &&
        s->made_theme == v->theme) {
      sc->set = s;
      return s;
    }
  }
  /* Neither: the older set is made again for this size. */
  sc->set = &sc->sets[(sc->set - sc->sets + 1) % 2];
  drop_sprites(sc->set);
  int d = (int)lround(l->stone);
  for (int c = 1; c <= 2; c++) {
    /* The stone and its preview from one shading. */
    SDL_Surface *shaded = sprites_stone(d, c, th->high_contrast);
    if (shaded) {
      sc->set->stone[c] = stone_sprite(shaded, !th->high_contrast, 255);
      sc->set->ghost[c] = stone_sprite(shaded, false, 110);
      SDL_FreeSurface(shaded);
    }
    if (l->tree_slot > 0)
      sc->set->tree_icon[c] =
          make_stone((int)lround(l->tree_slot * 0.8), c, th->high_contrast, false, 255);
  }
  sc->set->shapes[SPRITE_STAR] =
      make_shape(SHAPE_DISC, (int)lround(l->star * 2), 0, sdl_color(th->grid));
  double w = fmax(1.5, l->cell * (th->high_contrast ? 0.1 : 0.075));
  int ring = (int)lround(l->cell * 0.54);
  if (th->last_filled) {
    sc->set->shapes[SPRITE_LAST_ON_BLACK] =
        make_shape(SHAPE_DISC, (int)lround(d * 0.42), 0, sdl_color(th->last_on_black));
    sc->set->shapes[SPRITE_LAST_ON_WHITE] =
        make_shape(SHAPE_DISC, (int)lround(d * 0.42), 0, sdl_color(th->last_on_white));
  } else {
    sc->set->shapes[SPRITE_LAST_ON_BLACK] =
        make_shape(SHAPE_RING, ring, w, sdl_color(th->last_on_black));
    sc->set->shapes[SPRITE_LAST_ON_WHITE] =
        make_shape(SHAPE_RING, ring, w, sdl_color(th->last_on_white));
  }
  SDL_Color bg = sdl_color(theme_board_patch(th));
  sc->set->shapes[SPRITE_LABEL_BG] = make_shape(SHAPE_DISC, (int)lround(l->cell * 0.7), 0, bg);
  /* Dimmed points (DD): the board's colour over half of each. */
  sc->set->tint[COLOR_EMPTY] = make_tint((int)ceil(l->cell) + 1, bg);
  static const enum shape marks[4] = {SHAPE_TRIANGLE, SHAPE_SQUARE, SHAPE_RING, SHAPE_CROSS};
  SDL_Color on[3] = {sdl_color(th->mark_on_wood), sdl_color(th->on_black), sdl_color(th->on_white)};
  double mw = fmax(1.5, l->cell * (th->high_contrast ? 0.09 : 0.065));
  for (int k = 0; k < 4; k++)
    for (int c = 0; c < 3; c++)
      sc->set->shapes[SPRITE_MARK_FIRST + k * 3 + c] =
          make_shape(marks[k], (int)lround(l->cell * (k == 2 ? 0.54 : 0.62)), mw, on[c]);
  /* The laser pointer (presenter mode), seen from the back of the room: a
   * glow of its colour a stone across, then a saturated dot in a white
   * ring edged in black, so that it shows on the wood and on stones of
   * both colours; green, which no mark, last move or cursor uses. */
  SDL_Color laser = sdl_color(th->laser), glow = laser, white = sdl_color(th->white),
            black = sdl_color(th->black);
  glow.a = 110;
  sc->set->shapes[SPRITE_LASER_RING] = make_shape(SHAPE_DISC, (int)lround(l->cell * 1.0), 0, glow);
  sc->set->shapes[SPRITE_LASER_HALO] =
      make_edged(SHAPE_RING, (int)lround(l->cell * 0.56), fmax(2, l->cell * 0.07), white,
                 fmax(1, l->cell * 0.03), black);
  sc->set->shapes[SPRITE_LASER_DOT] = make_shape(SHAPE_DISC, (int)lround(l->cell * 0.44), 0, laser);
  sc->set->made = true;
  sc->set->made_cell = cell;
  sc->set->made_slot = l->tree_slot;
  sc->set->made_theme = v->theme;
  return sc->set;
}

/* The scoring screen's sprites, made the first time it is shown at a size
 * (after sprite_set_for): a window that never scores never pays for them. */
void sprite_set_scoring(sprite_cache *sc, const ui_layout *l, const theme *th)
{
  if (sc->set->made_scoring)
    return;
  int d = (int)lround(l->stone);
  for (int c = 1; c <= 2; c++)
    sc->set->dead[c] = make_stone(d, c, th->high_contrast, false, 120);
  /* A cell and a pixel: each cell is cut from it at its rounded size. */
  int side = (int)ceil(l->cell) + 1;
  SDL_Color black = sdl_color(th->black), white = sdl_color(th->white);
  sc->set->tint[COLOR_BLACK] = make_tint(side, black);
  sc->set->tint[COLOR_WHITE] = make_tint(side, white);
  /* Territory: edged in the other colour, so that a white square still
   * shows on the light projector board and a black one on a black stone. */
  int sq = (int)lround(l->cell * 0.36);
  int edge = (int)fmax(1, lround(l->cell * (th->high_contrast ? 0.045 : 0.035)));
  sc->set->shapes[SPRITE_COUNT_BLACK] = make_square(sq, edge, black, white);
  sc->set->shapes[SPRITE_COUNT_WHITE] = make_square(sq, edge, white, black);
  /* A point its owner must fill: a hollow stone of his colour, edged in
   * the other, where the stone will have to go. */
  double ring = fmax(3, l->cell * 0.1);
  sc->set->shapes[SPRITE_MUST_FILL_BLACK] =
      make_edged(SHAPE_RING, (int)lround(l->cell * 0.62), ring, black, fmax(1, edge * 0.6), white);
  sc->set->shapes[SPRITE_MUST_FILL_WHITE] =
      make_edged(SHAPE_RING, (int)lround(l->cell * 0.62), ring, white, fmax(1, edge * 0.6), black);
  /* The neutral points: about as large as a territory square, in lines
   * that stay bold on a 19x19 board. */
  double nw = fmax(2.5, l->cell * (th->high_contrast ? 0.1 : 0.085));
  sc->set->shapes[SPRITE_DAME] =
      make_shape(SHAPE_CROSS, (int)lround(l->cell * 0.46), nw, sdl_color(th->dame));
  sc->set->shapes[SPRITE_SEKI] =
      make_shape(SHAPE_DIAMOND, (int)lround(l->cell * 0.56), nw, sdl_color(th->seki));
  /* The dead stone's cross spans the stone, and leaves a territory square
   * on it uncovered; a white edge keeps it clear on a black stone. */
  for (int k = 0; k < 2; k++)
    sc->set->shapes[SPRITE_DEAD_CROSS + k] = make_edged(
        k ? SHAPE_CROSS_OPEN : SHAPE_CROSS, (int)lround(l->cell * 0.88), fmax(2, l->cell * 0.09),
        sdl_color(th->dead_cross), fmax(1, l->cell * 0.02), white);
  /* The highlight rings the stone's edge, out to the cell's: it hides
   * little of what the point shows. */
  sc->set->shapes[SPRITE_HIGHLIGHT] = make_shape(SHAPE_RING, (int)lround(l->cell),
                                                 fmax(3, l->cell * 0.11), sdl_color(th->highlight));
  sc->set->made_scoring = true;
}

/* A stone of d pixels, on a square of board (chip) of side when asked:
 * made once at its size, kept while it is used. */
const sprite *sprite_icon(sprite_cache *sc, const theme *th, enum ui_theme t, int d, int side,
                          uint8_t color, bool chip)
{
  icon_slot *oldest = &sc->icons[0];
  for (int i = 0; i < ICON_SLOTS; i++) {
    icon_slot *e = &sc->icons[i];
    if (e->sp.s && e->d == d && e->side == side && e->color == color && e->chip == chip &&
        e->theme == t) {
      e->used = ++sc->icon_clock;
      return &e->sp;
    }
    if (!e->sp.s || e->used < oldest->used)
      oldest = e;
  }
  free_sprite(&oldest->sp);
  *oldest = (icon_slot){d, side, color, chip, t, {0}, ++sc->icon_clock};
  sprite stone = make_stone(d, color, th->high_contrast, false, 255);
  if (!chip || !stone.s) {
    oldest->sp = stone;
    return &oldest->sp;
  }
  SDL_Color bg = sdl_color(theme_board_patch(th));
  sprite sq = make_square(side, 0, bg, bg);
  if (sq.s) {
    SDL_Rect at = {sq.cx - stone.cx, sq.cy - stone.cy, 0, 0};
    SDL_SetSurfaceRLE(sq.s, 0);
    SDL_BlitSurface(stone.s, NULL, sq.s, &at);
    SDL_SetSurfaceRLE(sq.s, 1);
  }
  free_sprite(&stone);
  oldest->sp = sq;
  return &oldest->sp;
}
