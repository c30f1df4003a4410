/* The renderer (see render.h). */
#include "render.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/gtp.h"
#include "hoshi/handicap.h"
#include "sprites.h"

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
            .high_contrast = true,
            .last_filled = true,
        },
};

/* --- textures made per size ---------------------------------------------------- */

struct ui_renderer {
  SDL_Renderer *r;
  text_cache *text;
  SDL_Surface *wood; /* made once, stretched to the board */
  /* What the size-dependent textures were made for. */
  int made_side, made_size, made_stone;
  enum ui_theme made_theme;
  bool made_coords;
  SDL_Texture *board;    /* wood, grid, hoshi points, coordinates */
  SDL_Texture *stone[3]; /* by colour */
  SDL_Texture *shadow;
  int shadow_blur;
  SDL_Texture *disc; /* a white disc of stone size, tinted for markers */
  SDL_Texture *ring; /* a white ring of half a stone, for the last move and circles */
};

static void drop_textures(ui_renderer *u)
{
  SDL_Texture **all[] = {&u->board, &u->stone[1], &u->stone[2], &u->shadow, &u->disc, &u->ring};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
    if (*all[i])
      SDL_DestroyTexture(*all[i]);
    *all[i] = NULL;
  }
  u->made_side = 0;
}

ui_renderer *render_new(SDL_Renderer *r, char *why, size_t why_len)
{
  ui_renderer *u = SDL_calloc(1, sizeof *u);
  if (!u) {
    snprintf(why, why_len, "out of memory");
    return NULL;
  }
  u->r = r;
  u->text = text_new(r, why, why_len);
  if (!u->text) {
    SDL_free(u);
    return NULL;
  }
  SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
  return u;
}

void render_free(ui_renderer *u)
{
  if (!u)
    return;
  drop_textures(u);
  if (u->wood)
    SDL_FreeSurface(u->wood);
  text_free(u->text);
  SDL_free(u);
}

text_cache *render_text(ui_renderer *u) { return u->text; }

void render_invalidate(ui_renderer *u)
{
  drop_textures(u);
  text_flush(u->text);
}

/* An anti-aliased white disc of diameter d (4x4 samples per pixel). */
static SDL_Surface *make_disc(int d)
{
  if (d < 1)
    d = 1;
  SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, d, d, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!s)
    return NULL;
  double rad = d / 2.0;
  for (int y = 0; y < d; y++) {
    Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
    for (int x = 0; x < d; x++) {
      int in = 0;
      for (int sy = 0; sy < 4; sy++)
        for (int sx = 0; sx < 4; sx++) {
          double dx = x + (sx + 0.5) / 4 - rad, dy = y + (sy + 0.5) / 4 - rad;
          in += dx * dx + dy * dy <= rad * rad;
        }
      row[x] = (Uint32)(in * 255 / 16) << 24 | 0xffffffu;
    }
  }
  return s;
}

/* An anti-aliased white ring of diameter d and line width w. */
static SDL_Surface *make_ring(int d, double w)
{
  if (d < 1)
    d = 1;
  SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, d, d, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!s)
    return NULL;
  double out = d / 2.0, in = out - w;
  for (int y = 0; y < d; y++) {
    Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
    for (int x = 0; x < d; x++) {
      int hits = 0;
      for (int sy = 0; sy < 4; sy++)
        for (int sx = 0; sx < 4; sx++) {
          double dx = x + (sx + 0.5) / 4 - out, dy = y + (sy + 0.5) / 4 - out;
          double r2 = dx * dx + dy * dy;
          hits += r2 <= out * out && r2 >= in * in;
        }
      row[x] = (Uint32)(hits * 255 / 16) << 24 | 0xffffffu;
    }
  }
  return s;
}

static SDL_Texture *to_texture(SDL_Renderer *r, SDL_Surface *s)
{
  if (!s)
    return NULL;
  SDL_Texture *t = SDL_CreateTextureFromSurface(r, s);
  SDL_FreeSurface(s);
  if (t)
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
  return t;
}

/* Paints a disc of diameter d centred at (cx, cy) into surface dst. */
static void blit_disc(SDL_Surface *dst, double cx, double cy, double d, SDL_Color c)
{
  int di = (int)lround(d);
  SDL_Surface *disc = make_disc(di);
  if (!disc)
    return;
  SDL_SetSurfaceColorMod(disc, c.r, c.g, c.b);
  SDL_SetSurfaceBlendMode(disc, SDL_BLENDMODE_BLEND);
  SDL_Rect at = {(int)lround(cx - di / 2.0), (int)lround(cy - di / 2.0), di, di};
  SDL_BlitSurface(disc, NULL, dst, &at);
  SDL_FreeSurface(disc);
}

/* The board texture: wood (or the theme's flat colour), grid, hoshi points
 * and coordinates, drawn in software once per size. */
static SDL_Texture *make_board(ui_renderer *u, const ui_view *v, const ui_layout *l,
                               const theme *th)
{
  int side = l->board.w;
  SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!s)
    return NULL;
  if (th->board_plain.a) {
    SDL_FillRect(s, NULL,
                 SDL_MapRGB(s->format, th->board_plain.r, th->board_plain.g, th->board_plain.b));
  } else {
    if (!u->wood)
      u->wood = sprites_wood(1024, 1024);
    if (u->wood)
      SDL_BlitScaled(u->wood, NULL, s, NULL);
    else
      SDL_FillRect(s, NULL, SDL_MapRGB(s->format, 220, 179, 92));
  }
  /* Positions relative to the board square. */
  double ox = l->x0 - l->board.x, oy = l->y0 - l->board.y;
  double span = (l->size - 1) * l->cell;
  Uint32 grid = SDL_MapRGB(s->format, th->grid.r, th->grid.g, th->grid.b);
  for (int i = 0; i < l->size; i++) {
    bool edge = i == 0 || i == l->size - 1;
    int w = (int)lround(edge ? l->line * 2 : l->line);
    if (w < 1)
      w = 1;
    double at = i * l->cell;
    int x1 = (int)lround(ox - l->line), x2 = (int)lround(ox + span + l->line);
    int y1 = (int)lround(oy - l->line), y2 = (int)lround(oy + span + l->line);
    SDL_Rect h = {x1, (int)lround(oy + at - w / 2.0), x2 - x1, w};
    SDL_Rect vr = {(int)lround(ox + at - w / 2.0), y1, w, y2 - y1};
    SDL_FillRect(s, &h, grid);
    SDL_FillRect(s, &vr, grid);
  }
  for (int y = 0; y < l->size; y++)
    for (int x = 0; x < l->size; x++)
      if (handicap_is_star_point(l->size, x, y))
        blit_disc(s, ox + x * l->cell, oy + y * l->cell, l->star * 2, th->grid);
  if (v->coordinates && l->coord_px > 0) {
    /* The widest label, "25", must fit between the board edge and the
     * stones of the outer line. */
    double gap = l->margin - l->cell * 0.5;
    int px = l->coord_px;
    int wide = text_width(u->text, "25", px, th->high_contrast);
    if (wide > gap * 0.9 && wide > 0)
      px = (int)floor(px * gap * 0.9 / wide);
    for (int i = 0; i < l->size; i++) {
      char vertex[4], num[4];
      /* The GTP vertex of column i on the bottom row gives its letter
       * (no I); rows count up from the bottom. */
      gtp_format_vertex(l->size, i, l->size - 1, vertex);
      char letter[2] = {vertex[0], 0};
      snprintf(num, sizeof num, "%d", l->size - i);
      const char *labels[2] = {letter, num};
      for (int k = 0; k < 2; k++) {
        SDL_Surface *t = text_surface(u->text, labels[k], px, th->high_contrast, th->coord);
        if (!t)
          continue;
        double mid = (k == 0 ? ox : oy) + i * l->cell;
        for (int end = 0; end < 2; end++) {
          double across = end == 0 ? gap / 2 : side - gap / 2;
          SDL_Rect at;
          if (k == 0) /* letters above and below */
            at = (SDL_Rect){(int)lround(mid - t->w / 2.0), (int)lround(across - t->h / 2.0), 0, 0};
          else /* numbers left and right */
            at = (SDL_Rect){(int)lround(across - t->w / 2.0), (int)lround(mid - t->h / 2.0), 0, 0};
          SDL_BlitSurface(t, NULL, s, &at);
        }
        SDL_FreeSurface(t);
      }
    }
  }
  SDL_Texture *tex = SDL_CreateTextureFromSurface(u->r, s);
  SDL_FreeSurface(s);
  if (tex)
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE);
  return tex;
}

static void ensure_textures(ui_renderer *u, const ui_view *v, const ui_layout *l, const theme *th)
{
  int stone = (int)lround(l->stone);
  if (u->made_side == l->board.w && u->made_size == l->size && u->made_theme == v->theme &&
      u->made_coords == v->coordinates && u->made_stone == stone && u->board)
    return;
  drop_textures(u);
  u->board = make_board(u, v, l, th);
  for (int c = 1; c <= 2; c++)
    u->stone[c] = to_texture(u->r, sprites_stone(stone, c, th->high_contrast));
  u->shadow = to_texture(u->r, sprites_shadow(stone, &u->shadow_blur));
  u->disc = to_texture(u->r, make_disc(stone));
  /* Half a stone across; the line as thick as a mark's. */
  int ring = (int)lround(l->cell * 0.54);
  u->ring =
      to_texture(u->r, make_ring(ring, fmax(1.5, l->cell * (th->high_contrast ? 0.1 : 0.075))));
  u->made_side = l->board.w;
  u->made_size = l->size;
  u->made_theme = v->theme;
  u->made_coords = v->coordinates;
  u->made_stone = stone;
}

/* --- drawing --------------------------------------------------------------------- */

static void set_color(SDL_Renderer *r, SDL_Color c)
{
  SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

/* A line of width w as two triangles. */
static void thick_line(SDL_Renderer *r, float x1, float y1, float x2, float y2, float w,
                       SDL_Color c)
{
  float dx = x2 - x1, dy = y2 - y1, len = sqrtf(dx * dx + dy * dy);
  if (len <= 0)
    return;
  float nx = -dy / len * w / 2, ny = dx / len * w / 2;
  SDL_Vertex vx[4] = {
      {{x1 + nx, y1 + ny}, c, {0, 0}},
      {{x1 - nx, y1 - ny}, c, {0, 0}},
      {{x2 - nx, y2 - ny}, c, {0, 0}},
      {{x2 + nx, y2 + ny}, c, {0, 0}},
  };
  int idx[6] = {0, 1, 2, 0, 2, 3};
  SDL_RenderGeometry(r, NULL, vx, 4, idx, 6);
}

static void polygon(SDL_Renderer *r, const float *xy, int n, float w, SDL_Color c)
{
  for (int i = 0; i < n; i++) {
    int j = (i + 1) % n;
    thick_line(r, xy[2 * i], xy[2 * i + 1], xy[2 * j], xy[2 * j + 1], w, c);
  }
  /* Round the joints with small discs would cost more than it shows at
   * these widths; squares at the corners close the gaps. */
  for (int i = 0; i < n; i++) {
    SDL_FRect sq = {xy[2 * i] - w / 2, xy[2 * i + 1] - w / 2, w, w};
    set_color(r, c);
    SDL_RenderFillRectF(r, &sq);
  }
}

static void draw_disc(ui_renderer *u, float cx, float cy, float d, SDL_Color c)
{
  if (!u->disc)
    return;
  SDL_SetTextureColorMod(u->disc, c.r, c.g, c.b);
  SDL_SetTextureAlphaMod(u->disc, c.a);
  SDL_FRect dst = {cx - d / 2, cy - d / 2, d, d};
  SDL_RenderCopyF(u->r, u->disc, NULL, &dst);
}

static void draw_ring(ui_renderer *u, float cx, float cy, SDL_Color c)
{
  if (!u->ring)
    return;
  int w, h;
  SDL_QueryTexture(u->ring, NULL, NULL, &w, &h);
  SDL_SetTextureColorMod(u->ring, c.r, c.g, c.b);
  SDL_FRect dst = {cx - w / 2.0f, cy - h / 2.0f, (float)w, (float)h};
  SDL_RenderCopyF(u->r, u->ring, NULL, &dst);
}

static void draw_mark(ui_renderer *u, const ui_view *v, const ui_layout *l, const theme *th, int x,
                      int y, double cx, double cy)
{
  int i = view_index(v, x, y);
  uint8_t on = v->stone[i];
  SDL_Color c = on == COLOR_BLACK   ? (SDL_Color){255, 255, 255, 255}
                : on == COLOR_WHITE ? (SDL_Color){0, 0, 0, 255}
                                    : th->mark_on_wood;
  float w = (float)fmax(1.5, l->cell * (th->high_contrast ? 0.09 : 0.06));
  float rr = (float)(l->cell * 0.26);
  float fx = (float)cx, fy = (float)cy;
  switch ((enum ui_mark)v->mark[i]) {
  case MARK_TRIANGLE: {
    float p[6] = {fx, fy - rr * 1.15f, fx - rr, fy + rr * 0.6f, fx + rr, fy + rr * 0.6f};
    polygon(u->r, p, 3, w, c);
    break;
  }
  case MARK_SQUARE: {
    float p[8] = {fx - rr, fy - rr, fx + rr, fy - rr, fx + rr, fy + rr, fx - rr, fy + rr};
    polygon(u->r, p, 4, w, c);
    break;
  }
  case MARK_CIRCLE:
    draw_ring(u, fx, fy, c);
    break;
  case MARK_CROSS:
    thick_line(u->r, fx - rr, fy - rr, fx + rr, fy + rr, w, c);
    thick_line(u->r, fx - rr, fy + rr, fx + rr, fy - rr, w, c);
    break;
  case MARK_LABEL: {
    if (on == COLOR_EMPTY) {
      /* Clear the grid under the label so it reads. */
      SDL_Color bg = th->board_plain.a ? th->board_plain : (SDL_Color){222, 182, 104, 255};
      draw_disc(u, fx, fy, (float)(l->cell * 0.7), bg);
    }
    int px = (int)lround(l->cell * 0.55);
    int h = 0, w2 = 0;
    if (text_get(u->text, v->label[i], px, true, c, &w2, &h))
      text_draw(u->text, v->label[i], px, true, c, fx, fy - h / 2.0f, 1);
    break;
  }
  case MARK_NONE:
    break;
  }
}

static void draw_stone(ui_renderer *u, int color, float cx, float cy, float d, Uint8 alpha)
{
  SDL_Texture *t = u->stone[color];
  if (!t)
    return;
  SDL_SetTextureAlphaMod(t, alpha);
  SDL_FRect dst = {cx - d / 2, cy - d / 2, d, d};
  SDL_RenderCopyF(u->r, t, NULL, &dst);
}

static void draw_board(ui_renderer *u, const ui_view *v, const ui_layout *l, const theme *th)
{
  SDL_Rect b = {l->board.x, l->board.y, l->board.w, l->board.h};
  if (u->board)
    SDL_RenderCopy(u->r, u->board, NULL, &b);
  float d = (float)l->stone;
  /* Shadows first, so that no shadow falls on a neighbouring stone. */
  if (u->shadow && !th->high_contrast) {
    float off = d * 0.06f, sd = d + 2 * u->shadow_blur;
    for (int y = 0; y < v->size; y++)
      for (int x = 0; x < v->size; x++)
        if (v->stone[view_index(v, x, y)]) {
          double cx, cy;
          layout_intersection(l, x, y, &cx, &cy);
          SDL_FRect dst = {(float)cx - sd / 2 + off, (float)cy - sd / 2 + off, sd, sd};
          SDL_RenderCopyF(u->r, u->shadow, NULL, &dst);
        }
  }
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++) {
      int i = view_index(v, x, y);
      double cx, cy;
      layout_intersection(l, x, y, &cx, &cy);
      if (v->stone[i])
        draw_stone(u, v->stone[i], (float)cx, (float)cy, d, 255);
      if (v->show_numbers && v->number[i] && v->stone[i] && !v->mark[i]) {
        char num[8];
        snprintf(num, sizeof num, "%u", (unsigned)v->number[i]);
        int px = (int)lround(l->cell * (v->number[i] >= 100 ? 0.38 : 0.46));
        SDL_Color c = v->stone[i] == COLOR_BLACK ? (SDL_Color){255, 255, 255, 255}
                                                 : (SDL_Color){0, 0, 0, 255};
        int w, h;
        if (text_get(u->text, num, px, th->high_contrast, c, &w, &h))
          text_draw(u->text, num, px, th->high_contrast, c, (float)cx, (float)cy - h / 2.0f, 1);
      }
      if (v->mark[i])
        draw_mark(u, v, l, th, x, y, cx, cy);
    }
  /* The last move. */
  if (v->last_x >= 0 && !(v->show_numbers) && !v->mark[view_index(v, v->last_x, v->last_y)]) {
    int i = view_index(v, v->last_x, v->last_y);
    double cx, cy;
    layout_intersection(l, v->last_x, v->last_y, &cx, &cy);
    SDL_Color c = v->stone[i] == COLOR_WHITE ? th->last_on_white : th->last_on_black;
    if (th->last_filled) {
      draw_disc(u, (float)cx, (float)cy, d * 0.42f, c);
    } else {
      draw_ring(u, (float)cx, (float)cy, c);
    }
  }
  /* The preview stone under the mouse. */
  if (v->ghost_x >= 0 && v->ghost_color) {
    double cx, cy;
    layout_intersection(l, v->ghost_x, v->ghost_y, &cx, &cy);
    draw_stone(u, v->ghost_color, (float)cx, (float)cy, d, 110);
  }
  if (v->cursor_x >= 0) {
    double cx, cy;
    layout_intersection(l, v->cursor_x, v->cursor_y, &cx, &cy);
    float h = (float)(l->cell * 0.5), w = (float)fmax(2, l->cell * 0.08);
    float p[8] = {(float)cx - h, (float)cy - h, (float)cx + h, (float)cy - h,
                  (float)cx + h, (float)cy + h, (float)cx - h, (float)cy + h};
    polygon(u->r, p, 4, w, th->cursor);
  }
}

/* Draws text wrapped to a width; returns the height used. */
static int wrapped(ui_renderer *u, const char *s, int px, bool bold, SDL_Color c, float x, float y,
                   int width, float bottom)
{
  char line[256];
  int used = 0, lh = (int)lround(px * 1.3);
  const char *p = s;
  while (*p) {
    size_t n = 0, fit = 0;
    /* The longest run of whole words that fits. */
    while (p[n]) {
      size_t m = n;
      while (p[m] == ' ')
        m++;
      while (p[m] && p[m] != ' ')
        m++;
      if (m >= sizeof line)
        break;
      memcpy(line, p, m);
      line[m] = 0;
      if (text_width(u->text, line, px, bold) > width)
        break;
      fit = m;
      n = m;
    }
    if (!fit) {
      /* One word wider than the line (a long path): cut it where it
       * fills the line, at a character boundary. */
      size_t len = strlen(p) < sizeof line - 1 ? strlen(p) : sizeof line - 1;
      fit = len;
      while (fit > 1) {
        memcpy(line, p, fit);
        line[fit] = 0;
        if (text_width(u->text, line, px, bold) <= width)
          break;
        do
          fit--;
        while (fit > 1 && ((unsigned char)p[fit] & 0xc0) == 0x80);
      }
    }
    memcpy(line, p, fit);
    line[fit] = 0;
    if (y + used + px > bottom)
      break;
    text_draw(u->text, line, px, bold, c, x, y + used, 0);
    used += lh;
    p += fit;
    while (*p == ' ')
      p++;
  }
  return used;
}

static void draw_panel(ui_renderer *u, const ui_view *v, const ui_layout *l, const theme *th)
{
  SDL_Rect pr = {l->panel.x, l->panel.y, l->panel.w, l->panel.h};
  set_color(u->r, th->panel);
  SDL_RenderFillRect(u->r, &pr);
  int px = l->text_px, pad = (int)lround(px * 0.8);
  float x = (float)(pr.x + pad), y = (float)(pr.y + pad);
  int width = pr.w - 2 * pad;
  float bottom = (float)(pr.y + pr.h - pad);
  /* The lines above the status, the status (what just happened, or why
   * not), then the rest; what does not fit at the bottom is left out. */
  int before =
      v->n_before_status > 0 && v->n_before_status <= v->n_panel ? v->n_before_status : v->n_panel;
  for (int i = 0; i <= v->n_panel; i++) {
    if (i == before && v->status[0]) {
      y += px * 0.4f;
      y += wrapped(u, v->status, px, false, v->status_error ? th->error : th->text, x, y, width,
                   bottom);
      y += px * 0.4f;
    }
    if (i == v->n_panel || y + px > bottom)
      break;
    const view_line *line = &v->panel[i];
    float tx = x;
    if (line->stone && u->stone[line->stone]) {
      SDL_FRect dst = {x, y + px * 0.1f, (float)px * 1.05f, (float)px * 1.05f};
      /* A black stone on a black panel needs a light rim to be seen. */
      if (line->stone == COLOR_BLACK && th->panel.r + th->panel.g + th->panel.b < 60)
        draw_disc(u, dst.x + dst.w / 2, dst.y + dst.h / 2, dst.w + 4, th->dim);
      SDL_SetTextureAlphaMod(u->stone[line->stone], 255);
      SDL_RenderCopyF(u->r, u->stone[line->stone], NULL, &dst);
      tx += px * 1.5f;
    }
    if (line->text[0])
      y += wrapped(u, line->text, px, line->strong, line->strong ? th->accent : th->text, tx, y,
                   width - (int)(tx - x), bottom);
    else
      y += px * 0.6f;
    y += px * 0.25f;
  }
}

static void draw_overlay(ui_renderer *u, const ui_view *v, const ui_layout *l, const theme *th)
{
  const view_overlay *o = &v->overlay;
  SDL_SetRenderDrawColor(u->r, 0, 0, 0, 150);
  SDL_RenderFillRect(u->r, NULL);
  int px = l->text_px;
  /* A long dialog (the keys) takes smaller text rather than leave the
   * window. */
  double fit = l->height * 0.95 / (1.5 * (o->n_rows + 5));
  if (px > fit)
    px = (int)fit > 8 ? (int)fit : 8;
  int row = (int)lround(px * 1.5);
  /* As wide as the widest row needs (at least 30 characters), within the
   * window. */
  int widest = 0, label_need = 0;
  for (int i = 0; i < o->n_rows; i++) {
    int lw = text_width(u->text, o->rows[i].label, px, true);
    int vw = text_width(u->text, o->rows[i].value, px, true);
    label_need = lw > label_need ? lw : label_need;
    widest = vw > widest ? vw : widest;
  }
  int w = (int)fmin(l->width * 0.94, fmax(px * 30.0, label_need + widest + px * 3.5));
  int h = row * (o->n_rows + 5);
  if (h > l->height)
    h = l->height;
  SDL_Rect box = {(l->width - w) / 2, (l->height - h) / 2, w, h};
  SDL_Color bg = th->high_contrast ? (SDL_Color){0, 0, 0, 255} : (SDL_Color){48, 50, 56, 255};
  set_color(u->r, bg);
  SDL_RenderFillRect(u->r, &box);
  set_color(u->r, th->accent);
  SDL_RenderDrawRect(u->r, &box);
  int pad = px;
  float x = (float)(box.x + pad), y = (float)(box.y + px * 0.5);
  text_draw(u->text, o->title, (int)lround(px * 1.15), true, th->accent, x, y, 0);
  y += row * 1.3f;
  int label_w = 0;
  for (int i = 0; i < o->n_rows; i++) {
    int lw = text_width(u->text, o->rows[i].label, px, false);
    if (lw > label_w)
      label_w = lw;
  }
  for (int i = 0; i < o->n_rows; i++) {
    const view_row *r = &o->rows[i];
    if (r->selected) {
      SDL_Rect hl = {box.x + pad / 2, (int)y - px / 8, box.w - pad, row};
      set_color(u->r,
                th->high_contrast ? (SDL_Color){0, 70, 200, 255} : (SDL_Color){70, 96, 150, 255});
      SDL_RenderFillRect(u->r, &hl);
    }
    SDL_Color c = r->dim ? th->dim : th->text;
    text_draw(u->text, r->label, px, r->selected, c, x, y, 0);
    char value[200];
    snprintf(value, sizeof value, "%s%s", r->value, r->editing ? "|" : "");
    float vx = r->label[0] ? x + label_w + px : x;
    text_draw(u->text, value, px, r->selected, c, vx, y, 0);
    y += row;
  }
  y += row * 0.3f;
  if (o->message[0])
    y += wrapped(u, o->message, px, false, o->message_error ? th->error : th->text, x, y,
                 box.w - 2 * pad, (float)(box.y + box.h));
  if (o->hint[0])
    wrapped(u, o->hint, (int)lround(px * 0.85), false, th->dim, x,
            (float)(box.y + box.h - row * 1.1f), box.w - 2 * pad, (float)(box.y + box.h));
}

void render_frame(ui_renderer *u, const ui_view *v, const ui_layout *l)
{
  const theme *th = &themes[v->theme == THEME_PROJECTOR ? THEME_PROJECTOR : THEME_CLASSIC];
  ensure_textures(u, v, l, th);
  /* Only the strips beside the board and panel need clearing. */
  set_color(u->r, th->panel);
  SDL_RenderClear(u->r);
  draw_board(u, v, l, th);
  draw_panel(u, v, l, th);
  if (v->overlay.shown)
    draw_overlay(u, v, l, th);
}
