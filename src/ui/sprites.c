/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Procedural board, stones and shadows. See sprites.h for the contracts.
 *
 * Everything is computed in float from a fixed-seed integer hash, so the
 * output depends only on the arguments. The wood does its expensive work at
 * low resolution: the grain's waviness and the tone variation are smooth
 * fields sampled every WOOD_CELL pixels and interpolated, and the grain
 * profile across the lines is a one-dimensional table, and the fibres' noise
 * lattice is hashed once; per pixel there is only interpolation. */
#include "ui/sprites.h"
#include "hoshi/os.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#define ARGB(a, r, g, b)                                                                           \
  (((uint32_t)(a) << 24) | ((uint32_t)(r) << 16) | ((uint32_t)(g) << 8) | (uint32_t)(b))

/* A 32-bit integer hash of a lattice point (lowbias32's finaliser). */
static uint32_t hash2(int32_t x, int32_t y, uint32_t seed)
{
  uint32_t h = (uint32_t)x * 0x8da6b343u ^ (uint32_t)y * 0xd8163841u ^ seed * 0xcb1ab31fu;
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

/* A number in [0, 1) from a hash. */
static float unit(uint32_t h) { return (float)(h >> 8) * (1.0f / 16777216.0f); }

static float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

static float smoothstep(float e0, float e1, float x)
{
  float t = clampf((x - e0) / (e1 - e0), 0.0f, 1.0f);
  return t * t * (3.0f - 2.0f * t);
}

static uint8_t to_byte(float v) { return (uint8_t)(clampf(v, 0.0f, 255.0f) + 0.5f); }

/* Rounds with a fixed per-pixel offset in [-0.5, 0.5): smooth dark gradients then show no
 * 8-bit bands (the black stone's highlight would, otherwise). */
static uint8_t to_byte_dithered(float v, float offset)
{
  return (uint8_t)(clampf(v + offset, 0.0f, 255.0f) + 0.5f);
}

/* Value noise in [-1, 1] with a C1 fade, lattice spacing 1. */
static float noise2(float x, float y, uint32_t seed)
{
  float fx = floorf(x), fy = floorf(y);
  int32_t ix = (int32_t)fx, iy = (int32_t)fy;
  float tx = x - fx, ty = y - fy;
  tx = tx * tx * (3.0f - 2.0f * tx);
  ty = ty * ty * (3.0f - 2.0f * ty);
  float a = unit(hash2(ix, iy, seed)), b = unit(hash2(ix + 1, iy, seed));
  float c = unit(hash2(ix, iy + 1, seed)), d = unit(hash2(ix + 1, iy + 1, seed));
  float top = a + (b - a) * tx, bottom = c + (d - c) * tx;
  return 2.0f * (top + (bottom - top) * ty) - 1.0f;
}

/* Two octaves of value noise, in about [-1, 1]. */
static float fbm2(float x, float y, uint32_t seed)
{
  return 0.67f * noise2(x, y, seed) + 0.33f * noise2(2.03f * x + 17.1f, 2.03f * y + 5.3f, seed + 1);
}

static SDL_Surface *new_surface(int w, int h)
{
  return SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
}

static uint32_t *row_of(SDL_Surface *s, int y)
{
  return (uint32_t *)((uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
}

/* ---- Wood ---------------------------------------------------------------------------------- */

#define WOOD_SEED  0x6b617961u /* "kaya" */
#define WOOD_CELL  8           /* spacing of the smooth fields, in pixels */
#define WOOD_TSTEP 4           /* grain table samples per pixel */

enum { FIELD_WARP, FIELD_TONE, FIELD_STREAK, FIELD_COUNT };

struct wood_look {
  float light[3]; /* early wood */
  float dark[3];  /* late wood, the grain lines */
  float grain;    /* how far a full grain line goes from light to dark */
  float tone;     /* relative brightness swing of the low-frequency variation */
  float fibre;    /* relative brightness swing of the fibres */
};

static const struct wood_look WOOD_NORMAL = {
    {230.0f, 182.0f, 104.0f}, {192.0f, 137.0f, 68.0f}, 0.55f, 0.045f, 0.018f};

/* Darkness of the grain, in [0, 1], along t (pixels across the lines) from t0, in n samples
 * WOOD_TSTEP per pixel. Rings of irregular width; in each, the wood darkens gradually
 * towards a narrow late-wood line just before the next ring starts. Nothing in it is
 * narrower than about two pixels, so the board can be scaled linearly. */
static void wood_grain_table(float *table, int n, float t0, float u)
{
  float start = t0 - 40.0f * u;
  int k = 0;
  float width = 0.0f, strength = 0.0f;
  float step = 1.0f / WOOD_TSTEP;
  for (int i = 0; i < n;) {
    float t = t0 + (float)i * step;
    if (t >= start + width) {
      start += width;
      uint32_t h = hash2(k, 0, WOOD_SEED + 7);
      /* Mostly fine rings, now and then a wide one or a faint one. */
      float r = unit(h);
      width = u * (5.0f + 7.0f * r * r + (unit(hash2(k, 2, WOOD_SEED + 7)) < 0.08f ? 10.0f : 0.0f));
      strength = 0.35f + 0.65f * unit(hash2(k, 1, WOOD_SEED + 7));
      k++;
      continue;
    }
    float f = (t - start) / width;
    float e = (start + width - t) / u; /* distance before the ring's end */
    float ramp = smoothstep(0.15f, 1.0f, f) * (1.0f - smoothstep(0.92f, 1.0f, f));
    float line = expf(-(e - 1.6f) * (e - 1.6f) / 1.3f);
    table[i] = strength * (0.4f * ramp + 0.6f * line);
    i++;
  }
}

/* What the wood is painted from: smooth fields on a coarse grid, the
 * grain's profile across the rings, and the fibres' lattice. */
typedef struct wood_work {
  int w, h;
  float u;                /* feature scale: 1 at 1024 px */
  int gw, gh;             /* the fields' grid */
  float t0;               /* where the grain table starts */
  int fw;                 /* the fibres' lattice width */
  float fibre_x, fibre_t; /* its spacing along and across the grain */
  float *fields, *table, *fibres, *fade_x, *row;
  int *cell_x;
} wood_work;

static void wood_free(wood_work *k)
{
  free(k->fields);
  free(k->table);
  free(k->fibres);
  free(k->fade_x);
  free(k->cell_x);
}

/* Makes the fields, the grain table and the fibres for a w x h board. */
static bool wood_prepare(wood_work *k, int w, int h)
{
  /* Feature sizes follow the image, as made at 1024 px; the finest stay >= 2 px. */
  float u = (float)(w > h ? w : h) / 1024.0f;
  if (u < 0.5f)
    u = 0.5f;
  const float warp_amp = 12.0f * u;
  *k = (wood_work){.w = w, .h = h, .u = u, .fibre_x = 22.0f * u, .fibre_t = 2.6f * u};
  k->gw = w / WOOD_CELL + 2;
  k->gh = h / WOOD_CELL + 2;
  k->t0 = -warp_amp - 4.0f;
  float t_span = (float)h + 2.0f * warp_amp + 8.0f;
  int tn = (int)(t_span * WOOD_TSTEP) + 2;
  k->fw = (int)((float)w / k->fibre_x) + 3;
  int fh = (int)(t_span / k->fibre_t) + 3;
  k->fields =
      os_malloc(sizeof(float) * ((size_t)FIELD_COUNT * (size_t)k->gw * (size_t)(k->gh + 1)));
  k->table = os_malloc(sizeof(float) * (size_t)tn);
  k->fibres = os_malloc(sizeof(float) * (size_t)k->fw * (size_t)fh);
  k->fade_x = os_malloc(sizeof(float) * (size_t)w);
  k->cell_x = os_malloc(sizeof(int) * (size_t)w);
  if (!k->fields || !k->table || !k->fibres || !k->fade_x || !k->cell_x)
    return false;
  /* Smooth fields at grid points (i, j) * WOOD_CELL. The waviness has long waves along x;
   * the streaks make each line fade in and out along its length. */
  for (int j = 0; j < k->gh; j++) {
    for (int i = 0; i < k->gw; i++) {
      float x = (float)(i * WOOD_CELL) / u, y = (float)(j * WOOD_CELL) / u;
      float *f = k->fields + ((size_t)j * (size_t)k->gw + (size_t)i) * FIELD_COUNT;
      f[FIELD_WARP] = warp_amp * fbm2(x / 340.0f, y / 150.0f, WOOD_SEED + 1);
      f[FIELD_TONE] = fbm2(x / 420.0f, y / 260.0f, WOOD_SEED + 3);
      f[FIELD_STREAK] = 0.62f + 0.38f * noise2(x / 150.0f, y / 36.0f, WOOD_SEED + 5);
    }
  }
  wood_grain_table(k->table, tn, k->t0, u);
  /* Fibres: value noise stretched along the grain, short streaks a few pixels across. Its
   * lattice is hashed once here; per pixel it is four lookups. */
  for (int j = 0; j < fh; j++)
    for (int i = 0; i < k->fw; i++)
      k->fibres[(size_t)j * (size_t)k->fw + (size_t)i] =
          2.0f * unit(hash2(i, j, WOOD_SEED + 9)) - 1.0f;
  for (int x = 0; x < w; x++) {
    float fx = (float)x / k->fibre_x;
    k->cell_x[x] = (int)fx;
    float tx = fx - (float)k->cell_x[x];
    k->fade_x[x] = tx * tx * (3.0f - 2.0f * tx);
  }
  k->row = k->fields + (size_t)k->gh * (size_t)k->gw * FIELD_COUNT; /* one interpolated row */
  return true;
}

/* One row of pixels. */
static void wood_row(const wood_work *k, const struct wood_look *look, const float light[3],
                     const float span[3], int y, uint32_t *px)
{
  const float inv_cell = 1.0f / WOOD_CELL, inv_fibre_t = 1.0f / k->fibre_t;
  int j = y / WOOD_CELL;
  float ty = (float)(y - j * WOOD_CELL) * inv_cell;
  const float *a = k->fields + (size_t)j * (size_t)k->gw * FIELD_COUNT;
  const float *b = a + (size_t)k->gw * FIELD_COUNT;
  for (int i = 0; i < k->gw * FIELD_COUNT; i++)
    k->row[i] = a[i] + (b[i] - a[i]) * ty;
  for (int x = 0; x < k->w; x++) {
    int i = x / WOOD_CELL;
    float tx = (float)(x - i * WOOD_CELL) * inv_cell;
    const float *p = k->row + (size_t)i * FIELD_COUNT, *q = p + FIELD_COUNT;
    float warp = p[FIELD_WARP] + (q[FIELD_WARP] - p[FIELD_WARP]) * tx;
    float tone = p[FIELD_TONE] + (q[FIELD_TONE] - p[FIELD_TONE]) * tx;
    float streak = p[FIELD_STREAK] + (q[FIELD_STREAK] - p[FIELD_STREAK]) * tx;

    /* t - t0 > 0: truncation is floor. */
    float t = (float)y + warp - k->t0;
    float ti = t * WOOD_TSTEP;
    int n = (int)ti;
    float g = k->table[n] + (k->table[n + 1] - k->table[n]) * (ti - (float)n);

    float ft = t * inv_fibre_t;
    int fj = (int)ft;
    float fy = ft - (float)fj;
    fy = fy * fy * (3.0f - 2.0f * fy);
    const float *f0 = k->fibres + (size_t)fj * (size_t)k->fw + (size_t)k->cell_x[x],
                *f1 = f0 + k->fw;
    float fa = f0[0] + (f0[1] - f0[0]) * k->fade_x[x];
    float fb = f1[0] + (f1[1] - f1[0]) * k->fade_x[x];
    float fibre = fa + (fb - fa) * fy;

    float v = g * streak;
    float bright = 1.0f + look->tone * tone + look->fibre * fibre;
    uint8_t c[3];
    for (int ch = 0; ch < 3; ch++)
      c[ch] = to_byte((light[ch] + span[ch] * v) * bright);
    px[x] = ARGB(255, c[0], c[1], c[2]);
  }
}

static SDL_Surface *wood(int w, int h, const struct wood_look *look)
{
  if (w < 1 || h < 1) {
    SDL_SetError("sprites_wood: size %dx%d", w, h);
    return NULL;
  }
  wood_work k;
  SDL_Surface *s = new_surface(w, h);
  if (!wood_prepare(&k, w, h) || !s) {
    if (s)
      SDL_OutOfMemory();
    SDL_FreeSurface(s);
    wood_free(&k);
    return NULL;
  }
  SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
  float light[3], span[3];
  for (int ch = 0; ch < 3; ch++) {
    light[ch] = look->light[ch];
    span[ch] = (look->dark[ch] - look->light[ch]) * look->grain;
  }
  for (int y = 0; y < h; y++)
    wood_row(&k, look, light, span, y, row_of(s, y));
  wood_free(&k);
  return s;
}

SDL_Surface *sprites_wood(int w, int h) { return wood(w, h, &WOOD_NORMAL); }

/* ---- Stones -------------------------------------------------------------------------------- */

/* Light from the upper left, in front: the direction towards it, normalised. */
static const float LIGHT[3] = {-0.4544f, -0.5554f, 0.6968f};

struct stone_geom {
  float nx, ny, nz; /* the sphere's normal at this pixel */
  float edge;       /* distance inside the rim, in pixels */
  float diameter;
};

static float gauss(float dx, float dy, float sigma)
{
  return expf(-(dx * dx + dy * dy) / (2.0f * sigma * sigma));
}

static void shade_black(const struct stone_geom *g, bool high_contrast, float c[3])
{
  float hl = gauss(g->nx + 0.38f, g->ny + 0.42f, 0.26f);
  if (high_contrast) {
    for (int ch = 0; ch < 3; ch++)
      c[ch] = 26.0f * hl;
    return;
  }
  float diff = clampf(g->nx * LIGHT[0] + g->ny * LIGHT[1] + g->nz * LIGHT[2], 0.0f, 1.0f);
  float spot = gauss(g->nx + 0.34f, g->ny + 0.38f, 0.10f);
  /* Light bounced off the board, along the lower-right edge: it rounds the stone off. */
  float q2 = g->nx * g->nx + g->ny * g->ny;
  float bounce = smoothstep(0.55f, 0.95f, q2) * clampf(0.7f * (g->nx + g->ny), 0.0f, 1.0f);
  static const float base[3] = {20.0f, 22.0f, 26.0f};
  static const float body[3] = {16.0f, 17.0f, 20.0f};
  static const float glow[3] = {62.0f, 66.0f, 74.0f};
  static const float gloss[3] = {44.0f, 45.0f, 48.0f};
  for (int ch = 0; ch < 3; ch++)
    c[ch] = base[ch] + body[ch] * diff + glow[ch] * hl + gloss[ch] * spot + 14.0f * bounce;
}

static void shade_white(const struct stone_geom *g, bool high_contrast, float c[3])
{
  if (high_contrast) {
    /* A crisp outline about 3.5% of the diameter, at least 1.2 px, anti-aliased over 1 px. */
    float width = fmaxf(1.2f, 0.035f * g->diameter);
    float ink = 1.0f - smoothstep(width - 0.5f, width + 0.5f, g->edge);
    for (int ch = 0; ch < 3; ch++)
      c[ch] = 255.0f * (1.0f - ink);
    return;
  }
  float dot = g->nx * LIGHT[0] + g->ny * LIGHT[1] + g->nz * LIGHT[2];
  float diff = clampf((dot + 0.45f) / 1.45f, 0.0f, 1.0f); /* wrapped: no black side */
  /* The edge turns away from the light: a little darker over the outer fifth of the radius. */
  float q2 = g->nx * g->nx + g->ny * g->ny;
  float shade = (0.84f + 0.16f * diff) * (1.0f - 0.06f * smoothstep(0.64f, 1.0f, q2));
  float hl = gauss(g->nx + 0.36f, g->ny + 0.40f, 0.30f);
  /* Clam-shell stripes: faint curved bands, faded out on small stones where they would only
   * be noise. */
  float stripes_amp = 2.6f * smoothstep(28.0f, 56.0f, g->diameter);
  float phase = (g->ny + 0.22f * g->nx * g->nx + 0.05f * g->nx) * 7.5f;
  float stripe = stripes_amp * (0.5f + 0.5f * sinf(6.2831853f * phase));
  static const float base[3] = {241.0f, 239.0f, 231.0f};
  static const float rim[3] = {156.0f, 153.0f, 145.0f};
  /* A thin rim, about 1.2% of the diameter and at least 0.9 px. */
  float rim_width = fmaxf(0.9f, 0.012f * g->diameter);
  float r = 0.6f * (1.0f - smoothstep(rim_width - 0.7f, rim_width + 0.7f, g->edge));
  for (int ch = 0; ch < 3; ch++) {
    float v = base[ch] * shade + 16.0f * hl - stripe;
    c[ch] = v + (rim[ch] - v) * r;
  }
}

SDL_Surface *sprites_stone(int diameter, int color, bool high_contrast)
{
  if (diameter < 1 || (color != 1 && color != 2)) {
    SDL_SetError("sprites_stone: diameter %d, color %d", diameter, color);
    return NULL;
  }
  SDL_Surface *s = new_surface(diameter, diameter);
  if (!s)
    return NULL;
  SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_BLEND);

  const float radius = 0.5f * (float)diameter, centre = radius;
  /* 4x4 samples per pixel, 8x8 on small stones where every edge pixel shows. */
  const int ss = diameter < 32 ? 8 : 4;
  const float inv_ss = 1.0f / (float)ss;
  for (int y = 0; y < diameter; y++) {
    uint32_t *px = row_of(s, y);
    float dy = (float)y + 0.5f - centre;
    for (int x = 0; x < diameter; x++) {
      float dx = (float)x + 0.5f - centre;
      float r = sqrtf(dx * dx + dy * dy);
      float cover;
      if (r <= radius - 0.7072f) {
        cover = 1.0f;
      } else if (r >= radius + 0.7072f) {
        px[x] = 0;
        continue;
      } else {
        int in = 0;
        for (int sy = 0; sy < ss; sy++) {
          float py = (float)y + ((float)sy + 0.5f) * inv_ss - centre;
          for (int sx = 0; sx < ss; sx++) {
            float qx = (float)x + ((float)sx + 0.5f) * inv_ss - centre;
            in += qx * qx + py * py <= radius * radius;
          }
        }
        if (in == 0) {
          px[x] = 0;
          continue;
        }
        cover = (float)in * inv_ss * inv_ss;
      }
      struct stone_geom g;
      float q = fminf(r / radius, 1.0f);
      g.nx = r > 0.0f ? dx / r * q : 0.0f;
      g.ny = r > 0.0f ? dy / r * q : 0.0f;
      g.nz = sqrtf(fmaxf(0.0f, 1.0f - q * q));
      g.edge = radius - r;
      g.diameter = (float)diameter;
      float c[3];
      if (color == 1)
        shade_black(&g, high_contrast, c);
      else
        shade_white(&g, high_contrast, c);
      float dither = unit(hash2(x, y, 0x73746f6eu)) - 0.5f;
      px[x] = ARGB(to_byte(255.0f * cover), to_byte_dithered(c[0], dither),
                   to_byte_dithered(c[1], dither), to_byte_dithered(c[2], dither));
    }
  }
  return s;
}

/* ---- Shadows ------------------------------------------------------------------------------- */

#define SHADOW_PEAK 90.0f

SDL_Surface *sprites_shadow(int diameter, int *blur)
{
  if (diameter < 1) {
    SDL_SetError("sprites_shadow: diameter %d", diameter);
    return NULL;
  }
  /* The margin is 2.5 sigma: the Gaussian has fallen below 1/255 of the peak there. */
  int margin = (int)lroundf(0.09f * (float)diameter);
  if (margin < 1)
    margin = 1;
  const int size = diameter + 2 * margin;
  SDL_Surface *s = new_surface(size, size);
  if (!s)
    return NULL;
  SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_BLEND);

  /* A disc convolved with a Gaussian is, across its edge, close to the error function. */
  const float radius = 0.5f * (float)diameter, centre = 0.5f * (float)size;
  const float k = 1.0f / (0.4f * (float)margin * 1.41421356f);
  for (int y = 0; y < size; y++) {
    uint32_t *px = row_of(s, y);
    float dy = (float)y + 0.5f - centre;
    for (int x = 0; x < size; x++) {
      float dx = (float)x + 0.5f - centre;
      float r = sqrtf(dx * dx + dy * dy);
      float a = SHADOW_PEAK * 0.5f * erfcf((r - radius) * k);
      px[x] = ARGB(to_byte(a), 0, 0, 0);
    }
  }
  if (blur)
    *blur = margin;
  return s;
}
