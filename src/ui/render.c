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
#include "ui/sprite_set.h"

/* Colours come from the theme's palette (theme.h) as plain data. */
typedef ui_palette theme;

struct ui_renderer {
  text_cache *text;
  sprite_cache sprites; /* made per size (sprite_set.h) */
  SDL_Surface *dim;     /* a pixel of the shade, blended over the window under the explanation */
  /* Presenter mode: the room's frame for the next render_frame, and its
   * miniature, shrunk from the frame numbered mini_serial. */
  SDL_Surface *room, *mini;
  unsigned room_serial, mini_serial;
};

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
  return u;
}

void render_free(ui_renderer *u)
{
  if (!u)
    return;
  sprite_cache_deinit(&u->sprites);
  if (u->mini)
    SDL_FreeSurface(u->mini);
  if (u->dim)
    SDL_FreeSurface(u->dim);
  text_free(u->text);
  SDL_free(u);
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
  if (th->board_plain.a || !u->sprites.wood) {
    SDL_FillRect(dst, &b,
                 map(dst, sdl_color(th->board_plain.a ? th->board_plain : th->board_missing)));
  } else {
    SDL_SetClipRect(dst, &b);
    for (int y = b.y; y < b.y + b.h; y += u->sprites.wood->h)
      for (int x = b.x; x < b.x + b.w; x += u->sprites.wood->w) {
        SDL_Rect at = {x, y, 0, 0};
        SDL_BlitSurface(u->sprites.wood, NULL, dst, &at);
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
    fill(dst, x1, (int)lround(l->y0 + at - w / 2.0), x2 - x1, w, sdl_color(th->grid));
    fill(dst, (int)lround(l->x0 + at - w / 2.0), y1, w, y2 - y1, sdl_color(th->grid));
  }
  for (int y = 0; y < l->size; y++)
    for (int x = 0; x < l->size; x++)
      if (handicap_is_star_point(l->size, x, y)) {
        double cx, cy;
        layout_intersection(l, x, y, &cx, &cy);
        blit_at(dst, &u->sprites.set->shapes[SPRITE_STAR], cx, cy);
      }
  if (!v->coordinates || l->coord_px <= 0)
    return;
  /* Centred between the board edge and the stones of the outer line. */
  double gap = layout_coord_gap(l);
  ui_measure m = render_measure(u);
  int px = plan_coord_px(&m, l, th->high_contrast);
  for (int i = 0; i < l->size; i++) {
    char vertex[4], num[4];
    /* The GTP vertex of column i on the bottom row gives its letter (no
     * I); rows count up from the bottom. */
    board_vertex_format(l->size, i, l->size - 1, vertex);
    char letter[2] = {vertex[0], 0};
    snprintf(num, sizeof num, "%d", l->size - i);
    const char *labels[2] = {letter, num};
    for (int k = 0; k < 2; k++) {
      SDL_Surface *t = text_get(u->text, labels[k], px, th->high_contrast, sdl_color(th->coord));
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
      if (c < 0 || c > 2 || !u->sprites.set->tint[c])
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
      SDL_BlitSurface(u->sprites.set->tint[c], &src, dst, &at);
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
    blit_at(dst, &u->sprites.set->shapes[SPRITE_COUNT_BLACK], cx, cy);
    break;
  case COUNT_WHITE:
    blit_at(dst, &u->sprites.set->shapes[SPRITE_COUNT_WHITE], cx, cy);
    break;
  case COUNT_DAME:
    blit_at(dst, &u->sprites.set->shapes[SPRITE_DAME], cx, cy);
    break;
  case COUNT_SEKI:
    blit_at(dst, &u->sprites.set->shapes[SPRITE_SEKI], cx, cy);
    break;
  case COUNT_MUST_FILL_BLACK:
    blit_at(dst, &u->sprites.set->shapes[SPRITE_MUST_FILL_BLACK], cx, cy);
    break;
  case COUNT_MUST_FILL_WHITE:
    blit_at(dst, &u->sprites.set->shapes[SPRITE_MUST_FILL_WHITE], cx, cy);
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
      blit_at(dst,
              v->dead[i] ? &u->sprites.set->dead[v->stone[i]] : &u->sprites.set->stone[v->stone[i]],
              cx, cy);
    }
}

/* Text centred on a point (a move number, a label). */
static void point_text(ui_renderer *u, SDL_Surface *dst, const char *s, text_pen pen, double cx,
                       double cy)
{
  SDL_Surface *t = text_get(u->text, s, pen.px, pen.bold, pen.ink);
  if (t)
    text_draw(u->text, dst, s, pen, (int)lround(cx), (int)lround(cy - t->h / 2.0), 1);
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
  SDL_Color ink = sdl_color(on == COLOR_BLACK   ? th->on_black
                            : on == COLOR_WHITE ? th->on_white
                                                : th->mark_on_wood);
  /* Territory is marked on empty points and over dead stones, never on a
   * living stone. */
  if (v->count[i] && (!on || v->dead[i]))
    draw_count(u, dst, v->count[i], cx, cy);
  if (on && v->dead[i])
    blit_at(dst,
            &u->sprites.set->shapes[v->count[i] == COUNT_BLACK || v->count[i] == COUNT_WHITE
                                        ? SPRITE_DEAD_CROSS_OPEN
                                        : SPRITE_DEAD_CROSS],
            cx, cy);
  if (v->show_numbers && v->number[i] && on && !v->mark[i]) {
    char num[8];
    snprintf(num, sizeof num, "%u", (unsigned)v->number[i]);
    int px = plan_number_px(l, v->number[i]);
    point_text(u, dst, num, (text_pen){px, th->high_contrast, ink}, cx, cy);
  }
  switch ((enum ui_mark)v->mark[i]) {
  case MARK_TRIANGLE:
  case MARK_SQUARE:
  case MARK_CIRCLE:
  case MARK_CROSS:
    /* On an empty point the mark stands on a patch of board: no grid line
     * or star point shows through it. */
    if (!on)
      blit_at(dst, &u->sprites.set->shapes[SPRITE_LABEL_BG], cx, cy);
    blit_at(dst, &u->sprites.set->shapes[SPRITE_MARK_FIRST + (v->mark[i] - MARK_TRIANGLE) * 3 + on],
            cx, cy);
    break;
  case MARK_LABEL:
    /* At the plan's size. On an empty point it stands on a patch of board
     * as wide as it is (a pill for "32"), so that no grid line runs into
     * it. */
    {
      ui_measure m = render_measure(u);
      int w, px = plan_label_px(&m, l, v->label[i], &w);
      if (!on) {
        const sprite *bg = &u->sprites.set->shapes[SPRITE_LABEL_BG];
        double reach = bg->s ? bg->s->w * 0.42 : 0, off = fmax(0, w / 2.0 + 2 - reach);
        off = fmin(off, l->cell * 0.15);
        blit_at(dst, bg, cx - off, cy);
        if (off > 0)
          blit_at(dst, bg, cx + off, cy);
      }
      point_text(u, dst, v->label[i], (text_pen){px, true, ink}, cx, cy);
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
    blit_at(
        dst,
        &u->sprites.set->shapes[on == COLOR_WHITE ? SPRITE_LAST_ON_WHITE : SPRITE_LAST_ON_BLACK],
        cx, cy);
  }
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++)
      if (v->highlight[view_index(v, x, y)]) {
        layout_intersection(l, x, y, &cx, &cy);
        blit_at(dst, &u->sprites.set->shapes[SPRITE_HIGHLIGHT], cx, cy);
      }
  if (v->line_from_x >= 0) {
    layout_intersection(l, v->line_from_x, v->line_from_y, &cx, &cy);
    blit_at(dst, &u->sprites.set->shapes[SPRITE_HIGHLIGHT], cx, cy);
  }
  if (v->ghost_x >= 0 && v->ghost_color) {
    layout_intersection(l, v->ghost_x, v->ghost_y, &cx, &cy);
    blit_at(dst, &u->sprites.set->ghost[v->ghost_color], cx, cy);
  }
  if (v->cursor_x >= 0) {
    layout_intersection(l, v->cursor_x, v->cursor_y, &cx, &cy);
    outline(dst, cx, cy, l->cell * 0.5, (int)fmax(2, l->cell * 0.08), sdl_color(th->cursor));
  }
  if (v->laser_x >= 0 && v->laser_x < v->size && v->laser_y >= 0 && v->laser_y < v->size) {
    layout_intersection(l, v->laser_x, v->laser_y, &cx, &cy);
    for (int k = SPRITE_LASER_RING; k <= SPRITE_LASER_DOT; k++)
      blit_at(dst, &u->sprites.set->shapes[k], cx, cy);
  }
}

/* The moves that follow, when there are alternatives: a faint stone of
 * the colour that would play there, with its letter (A the main line's). */
static void draw_next_moves(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                            const theme *th)
{
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++) {
      int i = view_index(v, x, y);
      int c = v->next[i];
      if ((c != COLOR_BLACK && c != COLOR_WHITE) || v->stone[i])
        continue;
      double cx, cy;
      layout_intersection(l, x, y, &cx, &cy);
      blit_at(dst, &u->sprites.set->ghost[c], cx, cy);
      if (v->next_label[i][0] && !v->mark[i]) {
        SDL_Color ink = sdl_color(c == COLOR_BLACK ? th->on_black : th->on_white);
        point_text(u, dst, v->next_label[i], (text_pen){plan_next_px(l), true, ink}, cx, cy);
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
static void draw_lines(SDL_Surface *dst, const ui_view *v, const ui_layout *l, const theme *th)
{
  double w = fmax(3, l->cell * 0.1), edge = fmax(1.5, l->cell * 0.04);
  SDL_Color light = sdl_color(th->line_edge), ink = sdl_color(th->line_ink);
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
 * swings marked, all inside the strip; then the plan's scale and legend. */
static void draw_graph(SDL_Surface *dst, const ui_view *v, const ui_layout *l, const theme *th)
{
  const view_graph *g = &v->graph;
  ui_rect r = l->graph, in = layout_graph_inner(l);
  if (r.w <= 0 || g->n < 2)
    return;
  int pad = in.x - r.x;
  double x0 = in.x, w = in.w, y0 = in.y, h = in.h;
  SDL_Rect clip = {r.x, r.y, r.w, r.h};
  SDL_SetClipRect(dst, &clip);
  fill(dst, (int)x0, (int)y0, (int)w, (int)h, sdl_color(th->graph));
  fill(dst, (int)x0, (int)lround(y0 + h / 2), (int)w, 1, sdl_color(th->dim));
#define GX(p) (x0 + w * (p) / (g->n - 1))
  /* The view's values are checked (0 to 1, or NAN); a value beyond would
   * still be drawn at the edge, never far outside the strip. */
#define GY(val) (y0 + h * (1 - fmin(1, fmax(0, (val)))))
  if (g->current >= 0)
    fill(dst, (int)lround(GX(g->current)), (int)y0, (int)fmax(2, pad / 3), (int)h,
         sdl_color(th->accent));
  double lw = fmax(2, h / 30);
  for (int p = 1; p < g->n; p++)
    if (!isnan(g->value[p]) && !isnan(g->value[p - 1]))
      band(dst, GX(p - 1), GY(g->value[p - 1]), GX(p), GY(g->value[p]), lw, 0, sdl_color(th->text));
  for (int k = 0; k < 3; k++)
    if (g->swing[k] >= 0) {
      double cx = GX(g->swing[k]), cy = GY(g->value[g->swing[k]]);
      int d = (int)fmax(5, h / 8);
      fill(dst, (int)lround(cx - d / 2.0), (int)lround(cy - d / 2.0), d, d, sdl_color(th->error));
    }
#undef GX
#undef GY
  SDL_SetClipRect(dst, NULL);
}

/* The game tree's strip: the current line on the first row, its
 * variations below, joined to the moves they leave; the current move
 * framed, a node with a comment marked. */
static void draw_tree(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                      const theme *th)
{
  const view_tree *t = &v->tree;
  int slot = l->tree_slot;
  if (!t->shown || slot <= 0)
    return;
  SDL_Rect clip = {l->tree.x, l->tree.y, l->tree.w, l->tree.h};
  SDL_SetClipRect(dst, &clip);
  fill(dst, l->tree.x + slot / 2, l->tree.y, l->tree.w - slot, (int)fmax(1, slot / 12),
       sdl_color(th->dim));
  /* On a black panel the slots stand on a band of board, so that black
   * reads as black without a chip behind each stone. */
  bool dark = theme_dark_panel(th);
  SDL_Color edge = dark ? sdl_color(th->grid) : sdl_color(th->dim),
            frame = dark ? sdl_color(th->cursor) : sdl_color(th->accent);
  if (dark)
    fill(dst, l->tree.x + slot / 2, l->tree_top, l->tree.w - slot, slot * layout_tree_rows(l),
         sdl_color(th->board_plain));
  double w = fmax(2, slot / 9.0);
  for (int i = 0; i < t->n; i++) {
    const view_tree_node *n = &t->nodes[i];
    /* The line through the current move: wider, in the frame's colour. */
    double x1, y1, x2, y2;
    layout_tree_centre(l, n->col - 1, n->parent_row, &x1, &y1);
    layout_tree_centre(l, n->col, n->row, &x2, &y2);
    if (n->parent_row >= 0)
      band(dst, x1, y1, x2, y2, n->on_path ? w * 1.8 : w, 0, n->on_path ? frame : edge);
  }
  for (int i = 0; i < t->n; i++) {
    const view_tree_node *n = &t->nodes[i];
    double cx, cy;
    layout_tree_centre(l, n->col, n->row, &cx, &cy);
    if (n->color == COLOR_BLACK || n->color == COLOR_WHITE) {
      blit_at(dst, &u->sprites.set->tree_icon[n->color], cx, cy);
    } else {
      int d = (int)lround(slot * 0.45);
      fill(dst, (int)lround(cx - d / 2.0), (int)lround(cy - d / 2.0), d, d,
           dark ? edge : sdl_color(th->text));
    }
    if (n->comment) {
      int d = (int)fmax(4, slot / 5.0);
      fill(dst, (int)lround(cx + slot * 0.5 - d), (int)lround(cy - slot * 0.5), d, d,
           sdl_color(th->accent));
    }
    if (n->current)
      outline(dst, cx, cy, slot * 0.55, (int)fmax(2, slot / 8.0), frame);
  }
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
    blit_at(dst, &u->sprites.set->shapes[SPRITE_LABEL_BG], cx, cy);
    if (c->best)
      blit_at(dst, &u->sprites.set->shapes[SPRITE_HIGHLIGHT], cx, cy);
    char pct[8];
    snprintf(pct, sizeof pct, "%d", (c->winrate + 5) / 10);
    text_pen pen = {plan_candidate_px(l, c->share), true,
                    c->best ? sdl_color(th->error) : sdl_color(th->mark_on_wood)};
    point_text(u, dst, pct, pen, cx, cy);
  }
}

static void draw_board(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                       const theme *th)
{
  draw_wood_and_grid(u, dst, v, l, th);
  draw_tints(u, dst, v, l, shade_tint);
  draw_stones(u, dst, v, l);
  draw_tints(u, dst, v, l, dim_tint);
  draw_next_moves(u, dst, v, l, th);
  for (int y = 0; y < v->size; y++)
    for (int x = 0; x < v->size; x++)
      draw_point(u, dst, v, l, th, x, y);
  draw_lines(dst, v, l, th);
  draw_candidates(u, dst, v, l, th);
  draw_pointers(u, dst, v, l, th);
}

static ui_color ink_of(const theme *th, enum plan_ink ink)
{
  switch (ink) {
  case INK_TEXT:
    return th->text;
  case INK_DIM:
    return th->dim;
  case INK_ACCENT:
    return th->accent;
  case INK_ERROR:
    return th->error;
  case INK_SELECT:
    return th->select;
  case INK_PANEL:
    return th->panel;
  case INK_BOX:
    return th->box;
  case INK_FACE:
    return th->face;
  case INK_ON_ACCENT:
    return th->on_accent;
  case INK_ON_ERROR:
    return th->on_error;
  case INK_LETTERBOX:
    return th->letterbox;
  }
  return th->text;
}

/* The theme's shade over the whole window, blended at its alpha. */
static void dim_window(ui_renderer *u, SDL_Surface *dst, const theme *th)
{
  if (!u->dim && (u->dim = sprite_surface(1, 1)))
    SDL_SetSurfaceBlendMode(u->dim, SDL_BLENDMODE_BLEND);
  if (!u->dim)
    return;
  SDL_FillRect(u->dim, NULL,
               SDL_MapRGBA(u->dim->format, th->shade.r, th->shade.g, th->shade.b, 255));
  SDL_SetSurfaceAlphaMod(u->dim, th->shade.a);
  SDL_BlitScaled(u->dim, NULL, dst, NULL);
}

/* --- presenter mode's miniature of the room's window ---------------------------- */

void render_set_room(ui_renderer *u, SDL_Surface *room, unsigned serial)
{
  u->room = room;
  u->room_serial = serial;
}

/* dst, of src's 32-bit format, becomes src shrunk: each of its pixels the
 * mean of the source pixels under it, so that a grid line one pixel wide
 * stays a fainter line rather than vanishing where a nearest-pixel scaling
 * would miss it. Each channel's byte is averaged on its own, whatever the
 * format's order. */
static void shrink(SDL_Surface *src, SDL_Surface *dst)
{
  int sw = src->w, sh = src->h, dw = dst->w, dh = dst->h;
  Uint32 *sum = SDL_calloc((size_t)dw * 4, sizeof *sum);
  int *x0 = SDL_malloc(((size_t)dw + 1) * sizeof *x0);
  if (!sum || !x0 || SDL_LockSurface(src) != 0) {
    SDL_free(sum);
    SDL_free(x0);
    return;
  }
  for (int x = 0; x <= dw; x++)
    x0[x] = (int)((long long)x * sw / dw);
  for (int y = 0; y < dh; y++) {
    int y0 = (int)((long long)y * sh / dh), y1 = (int)((long long)(y + 1) * sh / dh);
    if (y1 <= y0)
      y1 = y0 + 1;
    SDL_memset(sum, 0, (size_t)dw * 4 * sizeof *sum);
    for (int sy = y0; sy < y1 && sy < sh; sy++) {
      const Uint8 *row = (const Uint8 *)src->pixels + (size_t)sy * (size_t)src->pitch;
      for (int x = 0; x < dw; x++) {
        int x1 = x0[x + 1] > x0[x] ? x0[x + 1] : x0[x] + 1;
        Uint32 *acc = sum + x * 4;
        for (const Uint8 *p = row + x0[x] * 4, *end = row + x1 * 4; p < end; p += 4) {
          acc[0] += p[0];
          acc[1] += p[1];
          acc[2] += p[2];
          acc[3] += p[3];
        }
      }
    }
    Uint8 *out = (Uint8 *)dst->pixels + (size_t)y * (size_t)dst->pitch;
    for (int x = 0; x < dw; x++) {
      int x1 = x0[x + 1] > x0[x] ? x0[x + 1] : x0[x] + 1;
      Uint32 n = (Uint32)((x1 - x0[x]) * (y1 - y0));
      for (int c = 0; c < 4; c++)
        out[x * 4 + c] = (Uint8)((sum[x * 4 + c] + n / 2) / n);
    }
  }
  SDL_UnlockSurface(src);
  SDL_free(sum);
  SDL_free(x0);
}

/* The room's frame shrunk whole into in, its proportions kept (black bars
 * when a projector is not 16:9): shrunk again only when it changed. */
static void draw_room(ui_renderer *u, SDL_Surface *dst, ui_rect in)
{
  SDL_Surface *room = u->room;
  int iw = in.w, ih = in.h;
  if (!room || room->w <= 0 || room->h <= 0 || iw <= 0 || ih <= 0)
    return;
  /* The largest size of the room's proportions inside the frame. */
  int mw = iw, mh = (int)((long long)iw * room->h / room->w);
  if (mh > ih) {
    mh = ih;
    mw = (int)((long long)ih * room->w / room->h);
  }
  if (mw < 1 || mh < 1)
    return;
  if (!u->mini || u->mini->w != mw || u->mini->h != mh ||
      u->mini->format->format != room->format->format || u->mini_serial != u->room_serial) {
    if (u->mini &&
        (u->mini->w != mw || u->mini->h != mh || u->mini->format->format != room->format->format)) {
      SDL_FreeSurface(u->mini);
      u->mini = NULL;
    }
    if (!u->mini)
      u->mini = SDL_CreateRGBSurfaceWithFormat(0, mw, mh, 32, room->format->format);
    if (!u->mini)
      return;
    if (room->format->BytesPerPixel == 4)
      shrink(room, u->mini);
    else
      SDL_BlitScaled(room, NULL, u->mini, NULL);
    u->mini_serial = u->room_serial;
  }
  SDL_Rect at = {in.x + (iw - mw) / 2, in.y + (ih - mh) / 2, mw, mh};
  SDL_BlitSurface(u->mini, NULL, dst, &at);
}

/* --- the plan: the panel, the strips, the toolbar, what is over the window ---------- */

/* Draws one item of the plan where it says. */
static void draw_item(ui_renderer *u, SDL_Surface *dst, const ui_plan *p, const ui_view *v,
                      const plan_item *it)
{
  const theme *th = theme_palette(v->theme);
  const ui_rect *b = &it->box;
  SDL_Color c = sdl_color(ink_of(th, (enum plan_ink)it->ink));
  switch ((enum plan_kind)it->kind) {
  case PLAN_TEXT:
    text_draw(u->text, dst, plan_text(p, it), (text_pen){it->px, it->bold, c}, b->x, b->y, 0);
    break;
  case PLAN_FILL:
    fill(dst, b->x, b->y, b->w, b->h, c);
    break;
  case PLAN_FRAME:
    outline_rect(dst, b->x, b->y, b->w, b->h, it->px, c);
    break;
  case PLAN_RULE:
    fill(dst, b->x, b->y, b->w, it->px > 0 ? it->px : 1, c);
    break;
  case PLAN_STONE:
    blit_at(dst, sprite_icon(&u->sprites, th, v->theme, it->px, b->w, it->stone, it->chip),
            b->x + b->w / 2.0, b->y + b->h / 2.0);
    break;
  case PLAN_DIM:
    dim_window(u, dst, th);
    break;
  case PLAN_SPACE:
    if (it->role == ROLE_ROOM)
      draw_room(u, dst, *b);
    break;
  }
}

/* Draws the items of one layer of the plan, in its order. */
static void draw_layer(ui_renderer *u, SDL_Surface *dst, const ui_plan *p, const ui_view *v,
                       enum plan_layer layer)
{
  for (int i = 0; i < p->n; i++)
    if (p->items[i].layer == layer)
      draw_item(u, dst, p, v, &p->items[i]);
}

/* Draws a strip's items (LAYER_STRIPS, of its role), clipped to it. */
static void draw_strip(ui_renderer *u, SDL_Surface *dst, const ui_plan *p, const ui_view *v,
                       enum plan_role role, ui_rect strip)
{
  if (strip.w <= 0 || strip.h <= 0)
    return;
  SDL_Rect clip = {strip.x, strip.y, strip.w, strip.h};
  SDL_SetClipRect(dst, &clip);
  for (int i = 0; i < p->n; i++)
    if (p->items[i].layer == LAYER_STRIPS && p->items[i].role == role)
      draw_item(u, dst, p, v, &p->items[i]);
  SDL_SetClipRect(dst, NULL);
}

/* How wide text is, from the window's font: the plan's measure. */
static int measure_text(void *ctx, const char *s, size_t len, int px, bool bold)
{
  return text_width_n(ctx, s, len, px, bold);
}

/* How tall a line of text is as drawn: the plan's other measure. */
static int measure_height(void *ctx, int px, bool bold) { return text_height(ctx, px, bold); }

ui_measure render_measure(ui_renderer *u)
{
  return (ui_measure){measure_text, u->text, measure_height};
}

void render_frame(ui_renderer *u, SDL_Surface *dst, const ui_view *v, const ui_layout *l,
                  const ui_plan *p)
{
  const theme *th = theme_palette(v->theme);
  if (!th->board_plain.a)
    sprite_wood(&u->sprites, dst->format);
  sprite_set_for(&u->sprites, v, l, th);
  if (scoring_shown(v))
    sprite_set_scoring(&u->sprites, l, th);
  /* Everything outside the board has the panel's colour: fill around the
   * board only, the board covers the rest. */
  SDL_Color panel = sdl_color(th->panel);
  fill(dst, 0, 0, l->width, l->board.y, panel);
  fill(dst, 0, l->board.y + l->board.h, l->width, l->height - l->board.y - l->board.h, panel);
  fill(dst, 0, l->board.y, l->board.x, l->board.h, panel);
  fill(dst, l->board.x + l->board.w, l->board.y, l->width - l->board.x - l->board.w, l->board.h,
       panel);
  draw_board(u, dst, v, l, th);
  /* The panel's pieces lie within it; a clip keeps a stray pixel there. */
  SDL_Rect clip = {l->panel.x, l->panel.y, l->panel.w, l->panel.h};
  SDL_SetClipRect(dst, &clip);
  draw_layer(u, dst, p, v, LAYER_PANEL);
  SDL_SetClipRect(dst, NULL);
  draw_tree(u, dst, v, l, th);
  draw_strip(u, dst, p, v, ROLE_TREE, l->tree);
  draw_graph(dst, v, l, th);
  draw_strip(u, dst, p, v, ROLE_GRAPH, l->graph);
  draw_strip(u, dst, p, v, ROLE_ROOM, l->miniature);
  u->room = NULL;
  for (int layer = LAYER_TOOLBAR; layer < LAYERS; layer++)
    draw_layer(u, dst, p, v, (enum plan_layer)layer);
}
