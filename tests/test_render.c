/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The renderer, offscreen: it draws a view into a surface as its plan
 * says, and the pixels at the intersections that the layout computes, and
 * at the places the plan gives, are checked. No window and no display are
 * needed. */
#include <SDL.h>
#include <SDL_image.h>
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "ui/layout.h"
#include "ui/render.h"
#include "ui/view.h"

static SDL_Surface *surface;
static ui_renderer *ui;
static ui_layout layout;
static ui_plan *plan;
static ui_view *view;      /* the application's, for plan_checks.h */
static app a;              /* the application, for plan_checks.h */
static ui_measure measure; /* the renderer's font */

/* Plans the view with the renderer's font and draws it so. */
static void draw(const ui_view *v)
{
  ui_measure m = render_measure(ui);
  plan_make(plan, v, &layout, &m);
  render_frame(ui, surface, v, &layout, plan);
}

/* The box of the first piece of text of a panel line, of a role. */
static ui_rect placed(enum plan_role role, int item)
{
  for (int i = 0; i < plan->n; i++)
    if (plan->items[i].kind == PLAN_TEXT && plan->items[i].role == role &&
        plan->items[i].item == item)
      return plan->items[i].box;
  return (ui_rect){-1, -1, 0, 0};
}

static void setup(void)
{
  /* The format of an X11 window's surface. */
  surface = SDL_CreateRGBSurfaceWithFormat(0, 900, 600, 32, SDL_PIXELFORMAT_RGB888);
  cr_assert_not_null(surface);
  hoshi_error why;
  ui = render_new(&why);
  cr_assert_not_null(ui, "%s", why.message);
  measure = render_measure(ui);
  plan = malloc(sizeof *plan);
  view = malloc(sizeof *view);
  cr_assert(plan && view);
}

static void teardown(void)
{
  free(plan);
  free(view);
  render_free(ui);
  SDL_FreeSurface(surface);
}

TestSuite(render, .init = setup, .fini = teardown);

typedef struct rgb {
  int r, g, b;
} rgb;

static rgb pixel(double x, double y)
{
  int ix = (int)lround(x), iy = (int)lround(y);
  cr_assert(ix >= 0 && iy >= 0 && ix < surface->w && iy < surface->h);
  Uint32 p = ((Uint32 *)((Uint8 *)surface->pixels + iy * surface->pitch))[ix];
  return (rgb){(int)(p >> 16 & 255), (int)(p >> 8 & 255), (int)(p & 255)};
}

static rgb at(int x, int y, double dx, double dy)
{
  double px, py;
  layout_intersection(&layout, x, y, &px, &py);
  return pixel(px + dx * layout.cell, py + dy * layout.cell);
}

static int brightness(rgb c) { return (c.r + c.g + c.b) / 3; }

/* Wood: warm, clearly lighter than the grid and a black stone. */
static bool is_wood(rgb c) { return c.r > 150 && c.r > c.b + 40 && c.g > c.b; }

/* A 9x9 position:
 *     A B C D E F G H J
 *   9 . . . . . . . . .
 *   8 . . . . . . . . .
 *   7 . . X . . . . . .     X at C7
 *   6 . . . . . . . . .
 *   5 . . . . + . . . .     hoshi at E5, empty
 *   4 . . . . . . . . .
 *   3 . . . . . . O . .     O at G3, the last move
 *   2 . . . . . . . . .
 *   1 . . . . . . . . .
 */
static void position(ui_view *v, enum ui_theme theme)
{
  view_clear(v, 9);
  v->theme = theme;
  v->coordinates = true;
  v->stone[view_index(v, 2, 2)] = COLOR_BLACK;
  v->stone[view_index(v, 6, 6)] = COLOR_WHITE;
  v->last_x = 6;
  v->last_y = 6;
  layout_compute(&layout, surface->w, surface->h, 9,
                 &(layout_settings){1.0, true, theme == THEME_PROJECTOR});
}

/* A line of the block being added (the turn's, by default: placed first,
 * whole, in the room's type). */
static void line(ui_view *v, const char *text)
{
  if (v->adding == BLOCK_NONE)
    view_begin(v, BLOCK_TURN);
  view_line *l = view_add_line(v, false);
  cr_assert_not_null(l);
  snprintf(l->text, sizeof l->text, "%s", text);
}

Test(render, stones_sit_on_their_intersections)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  draw(&v);
  cr_expect_lt(brightness(at(2, 2, 0, 0)), 70, "black stone at C7");
  cr_expect_lt(brightness(at(2, 2, 0.3, 0.2)), 90, "black stone is a disc, not a dot");
  cr_expect_gt(brightness(at(6, 6, 0.25, -0.25)), 200, "white stone at G3 (off the marker)");
  /* Between the lines, away from stones: wood. */
  cr_expect(is_wood(at(4, 6, 0.5, 0.5)), "wood between the lines");
  /* A neighbouring point has no stone: its centre is a grid crossing
   * (dark) but half a spacing away is wood. */
  cr_expect(is_wood(at(3, 2, 0.3, 0.3)));
}

Test(render, hoshi_points_are_drawn_only_on_the_star_points)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  draw(&v);
  /* Diagonally off the centre by 0.07 of a spacing, inside the hoshi dot
   * but off both grid lines. */
  double d = layout.star * 0.55 / layout.cell;
  rgb star = at(4, 4, d, d), plain = at(3, 4, d, d);
  cr_expect_lt(brightness(star), 80, "E5 is a star point on 9x9");
  cr_expect(is_wood(plain), "D5 is not");
  /* C3 and G7 are star points; C5 (a side point) is not marked on 9x9. */
  cr_expect_lt(brightness(at(2, 6, d, d)), 80);
  cr_expect(is_wood(at(2, 4, d, d)));
}

Test(render, the_last_move_is_marked)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  draw(&v);
  /* Classic: a dark dot on the white stone, filled (a ring is the circle
   * mark, CR); the stone's edge stays white. */
  cr_expect_lt(brightness(at(6, 6, 0, 0)), 110, "the dot");
  cr_expect_lt(brightness(at(6, 6, 0.15, 0)), 110, "filled");
  cr_expect_gt(brightness(at(6, 6, 0.35, 0)), 190, "a dot, not the stone");
  /* Without a last move, the centre is white. */
  v.last_x = v.last_y = -1;
  draw(&v);
  cr_expect_gt(brightness(at(6, 6, 0, 0)), 190);
  /* A circle mark there instead is hollow: its centre stays white. */
  v.mark[view_index(&v, 6, 6)] = MARK_CIRCLE;
  draw(&v);
  cr_expect_gt(brightness(at(6, 6, 0, 0)), 190, "the circle mark is a ring");
}

/* A mark on an empty point stands on a patch of board: the grid line
 * beside the triangle, within the patch, no longer shows (review defect 7);
 * a line further out still does. Both themes. */
Test(render, marks_on_empty_points_clear_the_grid_under_them)
{
  for (int t = 0; t < 2; t++) {
    ui_view v;
    position(&v, t ? THEME_PROJECTOR : THEME_CLASSIC);
    draw(&v);
    cr_assert_lt(brightness(at(3, 4, -0.3, 0)), 90, "the grid line at D5 (theme %d)", t);
    v.mark[view_index(&v, 3, 4)] = MARK_TRIANGLE;
    draw(&v);
    cr_expect_gt(brightness(at(3, 4, -0.3, 0)), 120, "cleared beside the triangle (theme %d)", t);
    cr_expect_lt(brightness(at(3, 4, -0.45, 0)), 90, "the line further out (theme %d)", t);
  }
}

Test(render, projector_theme_marks_the_last_move_in_red_and_thickens_lines)
{
  ui_view v;
  position(&v, THEME_PROJECTOR);
  draw(&v);
  rgb c = at(6, 6, 0, 0);
  cr_expect(c.r > 180 && c.g < 80 && c.b < 80, "a red marker: %d,%d,%d", c.r, c.g, c.b);
  /* The grid line is at least 2 pixels wide: both sides of its centre are
   * dark, half a spacing from any intersection along the line. */
  double px, py;
  layout_intersection(&layout, 4, 3, &px, &py);
  cr_expect_gt(layout.line, 2.0);
  cr_expect_lt(brightness(pixel(px - 0.5, py + layout.cell * 0.5)), 60);
  cr_expect_lt(brightness(pixel(px + 0.5, py + layout.cell * 0.5)), 60);
  /* Projector stones are pure black and pure white. */
  cr_expect_lt(brightness(at(2, 2, 0.1, 0.1)), 20);
  /* Left in the build directory for a person to look at. */
  cr_expect_eq(IMG_SavePNG(surface, "render-projector.png"), 0, "%s", SDL_GetError());
}

Test(render, the_preview_stone_is_translucent)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  v.ghost_x = 4;
  v.ghost_y = 6;
  v.ghost_color = COLOR_BLACK;
  draw(&v);
  rgb ghost = at(4, 6, 0.25, 0.25), wood = at(4, 7, 0.25, 0.25), stone = at(2, 2, 0.25, 0.25);
  cr_expect_lt(brightness(ghost), brightness(wood) - 30, "darker than the wood");
  cr_expect_gt(brightness(ghost), brightness(stone) + 30, "lighter than a real stone");
}

Test(render, markup_is_drawn_on_empty_points_and_on_stones)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  v.mark[view_index(&v, 4, 6)] = MARK_SQUARE; /* E3, empty */
  v.mark[view_index(&v, 2, 2)] = MARK_CROSS;  /* on the black stone */
  draw(&v);
  /* The square's right edge about 0.22 of a spacing from the centre, away
   * from the grid line; inside it, wood. */
  cr_expect_lt(brightness(at(4, 6, 0.22, 0.12)), 90, "square on wood");
  cr_expect(is_wood(at(4, 6, 0.1, 0.1)), "inside the square: wood");
  /* The cross's arm on the black stone is light. */
  cr_expect_gt(brightness(at(2, 2, 0.15, 0.15)), 180, "white cross on black");
}

Test(render, the_panel_is_beside_the_board)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  line(&v, "Black to play");
  draw(&v);
  rgb c = pixel(layout.panel.x + layout.panel.w - 3, layout.panel.y + layout.panel.h - 3);
  cr_expect(!is_wood(c) && brightness(c) < 80, "the panel is dark in the classic theme");
  /* Some pixel of the first panel line is light: the text is drawn. */
  bool text = false;
  for (int y = layout.panel.y; y < layout.panel.y + layout.text_px * 2 && !text; y++)
    for (int x = layout.panel.x; x < layout.panel.x + layout.panel.w && !text; x++)
      text = brightness(pixel(x, y)) > 200;
  cr_expect(text, "panel text");
}

/* --- the scoring screen ---------------------------------------------------------- */

/* The renderer's colours that the tests look for. */
static bool is_red(rgb c) { return c.r > 180 && c.g < 90 && c.b < 90; }
static bool is_magenta(rgb c) { return c.r > 180 && c.g < 80 && c.b > 130; }
static bool is_grey(rgb c)
{
  int hi = c.r > c.g ? (c.r > c.b ? c.r : c.b) : (c.g > c.b ? c.g : c.b);
  int lo = c.r < c.g ? (c.r < c.b ? c.r : c.b) : (c.g < c.b ? c.g : c.b);
  return hi - lo < 30 && brightness(c) > 60 && brightness(c) < 160;
}
static bool is_blue(rgb c) { return c.b > c.r + 80 && c.b > 120; }

static bool same(rgb x, rgb y) { return x.r == y.r && x.g == y.g && x.b == y.b; }

/* Draws into a surface of another size (the suite frees it). */
static void resize(int w, int h)
{
  SDL_FreeSurface(surface);
  surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
  cr_assert_not_null(surface);
}

static void table_row(view_table *t, const char *label, const char *b0, const char *w0,
                      const char *b1, const char *w1, bool strong)
{
  cr_assert_lt(t->n_rows, VIEW_TABLE_ROWS);
  view_table_row *r = &t->rows[t->n_rows++];
  snprintf(r->label, sizeof r->label, "%s", label);
  snprintf(r->cell[0][0], sizeof r->cell[0][0], "%s", b0);
  snprintf(r->cell[0][1], sizeof r->cell[0][1], "%s", w0);
  snprintf(r->cell[1][0], sizeof r->cell[1][0], "%s", b1);
  snprintf(r->cell[1][1], sizeof r->cell[1][1], "%s", w1);
  r->strong = strong;
}

/* The counts of the position in scoring_position, Japanese against
 * Chinese. */
static void fill_table(view_table *t)
{
  memset(t, 0, sizeof *t);
  t->shown = true;
  snprintf(t->head[0], sizeof t->head[0], "Japanese");
  snprintf(t->head[1], sizeof t->head[1], "Chinese");
  t->official[0] = true;
  table_row(t, "Territory", "21", "27", "21", "27", false);
  table_row(t, "Prisoners", "1", "1", "\u2013", "\u2013", false);
  table_row(t, "Stones", "\u2013", "\u2013", "16", "13", false);
  table_row(t, "Komi", "", "6.5", "", "7", false);
  table_row(t, "Total", "22", "34.5", "37", "47", true);
  table_row(t, "Result", "W+12.5", "", "W+10", "", true);
}

/* A 9x9 game at its end, as the scoring screen shows it:
 *     A B C D E F G H J
 *   9 . . . . . . . . .
 *   8 . . . . . . x . .     x: a dead black stone in White's area
 *   7 . . . . . . . . .
 *   6 O O O O d O O O O     d: dame
 *   5 X X X X d X X X X
 *   4 . . . . . . . o .     o: a dead white stone in Black's area
 *   3 X X X X X . . . .
 *   2 O O O O X . . . .
 *   1 s X s O X . . . .     s: the seki's shared liberties
 * with the reason "G8 is dead" selected and G8 highlighted. */
static void scoring_position(ui_view *v, enum ui_theme theme, bool area)
{
  static const char *rows[9] = {".........", "......x..", ".........", "OOOO.OOOO", "XXXX.XXXX",
                                ".......o.", "XXXXX....", "OOOOX....", ".X.OX...."};
  view_clear(v, 9);
  v->theme = theme;
  v->coordinates = true;
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++) {
      int i = view_index(v, x, y);
      char c = rows[y][x];
      v->stone[i] = c == 'X' || c == 'x' ? COLOR_BLACK : c == 'O' || c == 'o' ? COLOR_WHITE : 0;
      v->dead[i] = c == 'x' || c == 'o';
      if (c == '.' || v->dead[i])
        v->count[i] = y <= 2 ? COUNT_WHITE : COUNT_BLACK;
      if ((x == 0 || x == 2) && y == 8)
        v->count[i] = COUNT_SEKI;
      if (x == 4 && (y == 3 || y == 4))
        v->count[i] = COUNT_DAME;
      if (area && (v->count[i] == COUNT_BLACK || v->count[i] == COUNT_WHITE))
        v->shade[i] = v->count[i] == COUNT_BLACK ? COLOR_BLACK : COLOR_WHITE;
      else if (area && v->stone[i] && !v->dead[i])
        v->shade[i] = v->stone[i];
    }
  v->highlight[view_index(v, 6, 1)] = true;
  v->last_x = 4;
  v->last_y = 7;
  v->screen = SCREEN_SCORE;
  view_begin(v, BLOCK_TITLE);
  line(v, "Counting");
  v->panel[0].strong = true;
  view_begin(v, BLOCK_RESULT);
  line(v, "White wins by 12.5");
  fill_table(&v->table);
  view_begin(v, BLOCK_DIFFERENCE);
  line(v, "Why:");
  v->panel[2].strong = true;
  view_begin(v, BLOCK_REASONS);
  line(v, "G8 is dead: no room for two eyes");
  v->panel[3].selected = true;
  line(v, "H4 is dead: Black surrounds it");
  line(v, "A1, C1: seki, counted for no one");
  line(v, "E5, E6: dame");
  line(v, "Click a stone to toggle it");
  v->panel[v->n_panel - 1].dim = true;
  snprintf(v->status, sizeof v->status, "The game is over: both passed.");
  snprintf(v->hint, sizeof v->hint, "Click: dead or alive - Enter: accept");
}

Test(render, territory_squares_are_dark_for_black_and_light_for_white)
{
  for (int t = 0; t < 2; t++) {
    ui_view v;
    position(&v, t ? THEME_PROJECTOR : THEME_CLASSIC);
    v.count[view_index(&v, 4, 6)] = COUNT_BLACK; /* E3 */
    v.count[view_index(&v, 3, 4)] = COUNT_WHITE; /* D5 */
    draw(&v);
    cr_expect_lt(brightness(at(4, 6, 0.1, 0.1)), 50, "black square, theme %d", t);
    cr_expect_lt(brightness(at(4, 6, -0.1, -0.1)), 50);
    cr_expect(is_wood(at(4, 6, 0.3, 0.3)), "a small square, theme %d", t);
    cr_expect_gt(brightness(at(3, 4, 0.1, 0.1)), 220, "white square, theme %d", t);
    cr_expect(is_wood(at(3, 4, 0.3, 0.3)));
    /* The white square's edge is dark, so that it shows on a light board. */
    bool edge = false;
    for (double dx = 0.1; dx < 0.26; dx += 0.5 / layout.cell)
      edge = edge || brightness(at(3, 4, dx, 0.1)) < 60;
    cr_expect(edge, "a dark edge round the white square, theme %d", t);
  }
}

Test(render, dame_seki_and_territory_marks_differ)
{
  for (int t = 0; t < 2; t++) {
    ui_view v;
    position(&v, t ? THEME_PROJECTOR : THEME_CLASSIC);
    v.count[view_index(&v, 4, 6)] = COUNT_DAME;
    v.count[view_index(&v, 3, 4)] = COUNT_SEKI;
    v.count[view_index(&v, 5, 4)] = COUNT_BLACK;
    v.count[view_index(&v, 3, 6)] = COUNT_WHITE;
    draw(&v);
    /* One pixel, off the grid lines, tells all four apart: on the dame's
     * grey cross, on the seki's blue diamond, inside the squares. */
    rgb dame = at(4, 6, 0.09, 0.09), seki = at(3, 4, 0.09, 0.09);
    rgb black = at(5, 4, 0.09, 0.09), white = at(3, 6, 0.09, 0.09);
    cr_expect(is_grey(dame), "dame: grey, %d,%d,%d (theme %d)", dame.r, dame.g, dame.b, t);
    cr_expect(is_blue(seki), "seki: blue, %d,%d,%d (theme %d)", seki.r, seki.g, seki.b, t);
    cr_expect_lt(brightness(black), 50);
    cr_expect_gt(brightness(white), 220);
    /* Shapes: the seki diamond is hollow (wood at its centre, off the
     * lines); the dame cross leaves wood between its arms. */
    cr_expect(is_wood(at(3, 4, 0.04, 0.04)), "the diamond is hollow (theme %d)", t);
    cr_expect(is_wood(at(4, 6, 0.16, 0.05)), "between the cross's arms (theme %d)", t);
  }
}

Test(render, dead_stones_are_faded_and_crossed)
{
  for (int t = 0; t < 2; t++) {
    ui_view v;
    position(&v, t ? THEME_PROJECTOR : THEME_CLASSIC);
    v.stone[view_index(&v, 4, 2)] = COLOR_BLACK; /* E7, alive */
    v.dead[view_index(&v, 2, 2)] = true;         /* C7 */
    v.dead[view_index(&v, 6, 6)] = true;         /* G3, white */
    v.last_x = v.last_y = -1;
    draw(&v);
    /* Off the cross's arms (they run along the diagonals). */
    rgb dead = at(2, 2, 0.3, 0.06), alive = at(4, 2, 0.3, 0.06);
    cr_expect_gt(brightness(dead), brightness(alive) + 60, "faded: %d against %d (theme %d)",
                 brightness(dead), brightness(alive), t);
    cr_expect_lt(brightness(dead), brightness(at(3, 3, 0.3, 0.06)) - 30, "but still seen");
    rgb cross = at(2, 2, 0.2, 0.2);
    cr_expect(is_red(cross), "a red cross: %d,%d,%d (theme %d)", cross.r, cross.g, cross.b, t);
    cr_expect(is_red(at(2, 2, -0.2, 0.2)));
    cr_expect(is_red(at(6, 6, 0.2, -0.2)), "on the white stone too (theme %d)", t);
    cr_expect(!is_red(at(4, 2, 0.2, 0.2)), "not on a living stone");
    /* Territory goes over the dead stone, the cross over the square. */
    v.count[view_index(&v, 2, 2)] = COUNT_WHITE;
    draw(&v);
    cr_expect_gt(brightness(at(2, 2, 0.1, 0.02)), 220, "the square over the dead stone");
    cr_expect(is_red(at(2, 2, 0.22, 0.22)), "the cross past the square");
  }
}

Test(render, shade_tints_whole_cells)
{
  for (int t = 0; t < 2; t++) {
    ui_view v;
    position(&v, t ? THEME_PROJECTOR : THEME_CLASSIC);
    draw(&v);
    rgb plain_b = at(3, 4, 0.4, 0.4), plain_w = at(5, 4, -0.4, -0.4);
    rgb line_b = at(3, 4, 0.25, 0), beyond = at(3, 4, 0.6, 0.3);
    v.shade[view_index(&v, 3, 4)] = COLOR_BLACK; /* D5 */
    v.shade[view_index(&v, 5, 4)] = COLOR_WHITE; /* F5 */
    v.shade[view_index(&v, 2, 2)] = COLOR_BLACK; /* under the stone at C7 */
    draw(&v);
    rgb dark = at(3, 4, 0.4, 0.4), light = at(5, 4, -0.4, -0.4);
    cr_expect_lt(brightness(dark), brightness(plain_b) - 40,
                 "Black's area: %d against %d (theme %d)", brightness(dark), brightness(plain_b),
                 t);
    cr_expect_gt(brightness(light), brightness(plain_w) + 15,
                 "White's area: %d against %d (theme %d)", brightness(light), brightness(plain_w),
                 t);
    /* The grid shows through the tint. */
    cr_expect_lt(brightness(at(3, 4, 0.25, 0)), brightness(dark) - 40, "grid through the tint");
    cr_expect_leq(brightness(at(3, 4, 0.25, 0)), brightness(line_b));
    /* The cell ends half way to the next point: beyond it, plain wood. */
    cr_expect(same(at(3, 4, 0.6, 0.3), beyond), "only the cell (theme %d)", t);
    cr_expect(is_wood(at(4, 4, 0.3, 0.3)), "the cell between them is not tinted");
    /* The stone is drawn over the tint, unchanged. */
    cr_expect_lt(brightness(at(2, 2, 0.1, 0.1)), 70);
  }
}

Test(render, a_highlight_rings_its_point)
{
  for (int t = 0; t < 2; t++) {
    ui_view v;
    position(&v, t ? THEME_PROJECTOR : THEME_CLASSIC);
    v.highlight[view_index(&v, 4, 6)] = true; /* E3, empty */
    v.highlight[view_index(&v, 2, 2)] = true; /* the black stone */
    v.highlight[view_index(&v, 6, 6)] = true; /* the white stone, the last move */
    v.count[view_index(&v, 4, 6)] = COUNT_BLACK;
    draw(&v);
    /* The ring lies along the stone's edge, 0.45 of a spacing out. */
    int xs[3] = {4, 2, 6}, ys[3] = {6, 2, 6};
    for (int k = 0; k < 3; k++) {
      rgb c = at(xs[k], ys[k], 0.32, 0.32), d = at(xs[k], ys[k], -0.45, 0.02);
      cr_expect(is_magenta(c) && is_magenta(d), "ring %d: %d,%d,%d (theme %d)", k, c.r, c.g, c.b,
                t);
    }
    /* Inside the ring the point is as before: the territory square. */
    cr_expect_lt(brightness(at(4, 6, 0.1, 0.1)), 50);
    cr_expect(!is_magenta(at(3, 4, 0.3, 0.3)), "no ring elsewhere");
  }
}

/* The rows of the panel's right edge, inside the padding, that are not
 * of the panel's colour. */
static int marked_rows(rgb panel)
{
  int x = layout.panel.x + layout.panel.w - (int)lround(layout.text_px * 0.8), n = 0;
  for (int y = layout.panel.y; y < layout.panel.y + layout.panel.h; y++)
    n += !same(pixel(x, y), panel);
  return n;
}

Test(render, a_selected_panel_line_is_on_a_highlight_and_a_dim_one_is_dim)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  line(&v, "Why:");
  line(&v, "G8 is dead");
  line(&v, "H4 is dead");
  draw(&v);
  rgb panel = pixel(layout.panel.x + 2, layout.panel.y + layout.panel.h - 2);
  cr_expect_eq(marked_rows(panel), 0);
  v.panel[1].selected = true;
  draw(&v);
  int rows = marked_rows(panel);
  cr_expect(rows > layout.text_px && rows < layout.text_px * 2, "one line's height: %d", rows);
  /* A dim line's text is no brighter than the dim colour. */
  v.panel[1].selected = false;
  for (int dim = 0; dim < 2; dim++) {
    v.panel[2].dim = dim;
    draw(&v);
    int brightest = 0;
    ui_rect third = placed(ROLE_LINE, 2);
    cr_assert_gt(third.w, 0, "the third line is placed");
    for (int y = third.y; y < third.y + third.h; y++)
      for (int x = third.x; x < third.x + third.w; x++)
        brightest = brightness(pixel(x, y)) > brightest ? brightness(pixel(x, y)) : brightest;
    if (dim)
      cr_expect_lt(brightest, 185, "dim text");
    else
      cr_expect_gt(brightest, 220, "plain text");
  }
}

/* Pixels of the panel, within rows y0..y1 and columns x0..x1, not of the
 * panel's colour. */
static int ink(rgb panel, int x0, int x1, int y0, int y1)
{
  int n = 0;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += !same(pixel(x, y), panel);
  return n;
}

/* A checksum of the pixels of rows y0..y1. */
static Uint64 rows_hash(int y0, int y1)
{
  Uint64 h = 1469598103934665603u;
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < surface->w; x++)
      h = (h ^ ((Uint32 *)((Uint8 *)surface->pixels + y * surface->pitch))[x]) * 1099511628211u;
  return h;
}

Test(render, the_table_is_drawn_between_the_results_and_the_difference)
{
  /* Text small enough that the panel fits as designed with and without
   * the table (else its spacing tightens: see panel_fit). */
  resize(1280, 720);
  for (int t = 0; t < 2; t++) {
    ui_view v;
    scoring_position(&v, t ? THEME_PROJECTOR : THEME_CLASSIC, false);
    v.panel[3].selected = false;
    layout_compute(&layout, 1280, 720, 9, &(layout_settings){0.7, true, t == 1});
    v.table.shown = false;
    draw(&v);
    rgb panel = pixel(layout.panel.x + 2, layout.panel.y + layout.panel.h - 2);
    ui_rect result = placed(ROLE_LINE, 1), why = placed(ROLE_LINE, 2);
    cr_assert(result.w > 0 && why.w > 0);
    cr_assert_gt(ink(panel, why.x, why.x + why.w, why.y, why.y + why.h), 0, "\"Why:\" is drawn");
    Uint64 above = rows_hash(layout.panel.y, result.y + result.h);
    v.table.shown = true;
    draw(&v);
    cr_assert_eq(plan->fit, FIT_AS_DESIGNED);
    cr_expect_eq(rows_hash(layout.panel.y, result.y + result.h), above,
                 "the first lines stay (theme %d)", t);
    /* The table where "Why:" was: its heads over the figures at the right,
     * nothing over the labels; "Why:" under its Result row. */
    ui_rect heads = placed(ROLE_TABLE, -1), last = placed(ROLE_TABLE, 5);
    ui_rect moved = placed(ROLE_LINE, 2);
    cr_expect_geq(heads.y, result.y + result.h, "the table under the results (theme %d)", t);
    cr_expect_gt(moved.y, last.y, "\"Why:\" under the table (theme %d)", t);
    ui_rect label = placed(ROLE_TABLE, 0);
    cr_expect_geq(heads.x, label.x + label.w, "the titles over the figures, not the labels");
    cr_expect_gt(ink(panel, heads.x, heads.x + heads.w, heads.y, heads.y + heads.h), 50,
                 "column titles drawn (theme %d)", t);
    /* Every figure of the table is drawn where the plan put it, within the
     * panel's padding. */
    for (int i = 0; i < plan->n; i++) {
      const plan_item *it = &plan->items[i];
      if (it->kind != PLAN_TEXT || it->role != ROLE_TABLE || it->box.w == 0)
        continue;
      cr_expect_gt(ink(panel, it->box.x, it->box.x + it->box.w, it->box.y, it->box.y + it->box.h),
                   0, "\"%s\" drawn (theme %d)", plan_text(plan, it), t);
      cr_expect_leq(it->box.x + it->box.w, plan->area.x + plan->area.w, "the table fits");
    }
  }
}

/* The first row of the panel holding a pixel of this colour, -1 if none. */
static int first_row_of(rgb c)
{
  for (int y = layout.panel.y; y < layout.panel.y + layout.panel.h; y++)
    for (int x = layout.panel.x; x < layout.panel.x + layout.panel.w; x++)
      if (same(pixel(x, y), c))
        return y;
  return -1;
}

Test(render, the_table_goes_above_a_status)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  v.screen = SCREEN_SCORE;
  view_begin(&v, BLOCK_DIFFERENCE);
  line(&v, "Why:");
  fill_table(&v.table);
  snprintf(v.status, sizeof v.status, "Not a stone");
  v.status_error = true;
  draw(&v);
  /* The official column's title is in the accent colour, the status in the
   * error colour: the title comes first. */
  int title = first_row_of((rgb){250, 204, 92}), status = first_row_of((rgb){255, 128, 112});
  cr_assert(title > 0 && status > 0, "title at %d, status at %d", title, status);
  cr_expect_gt(status, title + layout.text_px * 6, "the status under the table");
}

Test(render, a_wide_table_stays_in_the_panel)
{
  /* A wide window: the board and the panel are centred, and the panel's
   * colour goes on beyond the panel. */
  resize(1600, 600);
  for (int t = 0; t < 2; t++) {
    ui_view v;
    view_clear(&v, 9);
    v.theme = t ? THEME_PROJECTOR : THEME_CLASSIC;
    v.screen = SCREEN_SCORE;
    layout_compute(&layout, 1600, 600, 9, &(layout_settings){1.0, true, t == 1});
    cr_assert_gt(layout.width - layout.panel.x - layout.panel.w, 20);
    draw(&v);
    rgb panel = pixel(layout.panel.x + 2, layout.panel.y + layout.panel.h - 2);
    int right = layout.panel.x + layout.panel.w;
    cr_assert_eq(ink(panel, right - 4, layout.width, 0, layout.height), 0);
    fill_table(&v.table);
    snprintf(v.table.head[0], sizeof v.table.head[0], "Japanese rules (territory)");
    snprintf(v.table.head[1], sizeof v.table.head[1], "Chinese rules (area counting)");
    snprintf(v.table.rows[0].label, sizeof v.table.rows[0].label, "Territory and prisoners");
    snprintf(v.table.rows[0].cell[1][1], sizeof v.table.rows[0].cell[1][1], "12345678.5");
    draw(&v);
    cr_expect_gt(ink(panel, layout.panel.x, right, 0, layout.height), 500, "drawn (theme %d)", t);
    cr_expect_eq(ink(panel, right, layout.width, 0, layout.height), 0,
                 "nothing beyond the panel (theme %d)", t);
    /* Moderately wide content is shrunk to fit inside the padding. */
    fill_table(&v.table);
    snprintf(v.table.rows[0].label, sizeof v.table.rows[0].label, "Territory and prisoners");
    draw(&v);
    int pad = (int)lround(layout.text_px * 0.8);
    cr_expect_eq(ink(panel, right - pad + 2, layout.width, 0, layout.height), 0,
                 "shrunk to fit (theme %d)", t);
  }
}

static void save(const char *name)
{
  cr_expect_eq(IMG_SavePNG(surface, name), 0, "%s: %s", name, SDL_GetError());
}

Test(render, scoring_frames_are_saved)
{
  /* Left in the build directory for a person to look at. */
  static const struct {
    const char *name;
    int w, h;
    enum ui_theme theme;
    bool area;
  } frames[] = {
      {"render-scoring-classic-1280.png", 1280, 720, THEME_CLASSIC, false},
      {"render-scoring-projector-1280.png", 1280, 720, THEME_PROJECTOR, false},
      {"render-scoring-projector-4k.png", 3840, 2160, THEME_PROJECTOR, false},
      {"render-scoring-area-1280.png", 1280, 720, THEME_CLASSIC, true},
  };
  for (size_t k = 0; k < sizeof frames / sizeof frames[0]; k++) {
    resize(frames[k].w, frames[k].h);
    ui_view v;
    scoring_position(&v, frames[k].theme, frames[k].area);
    layout_compute(&layout, frames[k].w, frames[k].h, 9,
                   &(layout_settings){1.0, true, frames[k].theme == THEME_PROJECTOR});
    draw(&v);
    /* The dead stone at G8: highlighted and crossed. */
    cr_expect(is_magenta(at(6, 1, 0.3, 0.3)), "%s", frames[k].name);
    cr_expect(is_red(at(6, 1, -0.22, 0.22)), "%s", frames[k].name);
    save(frames[k].name);
  }
}

/* An arrow from E5 to G7 (x 4,4 to 6,2) and a line along row 8 from B8 to
 * F8: red bands edged in white; the arrow's head at G7 is wider than its
 * shaft. */
Test(render, arrows_and_lines_are_drawn_between_their_points)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  v.lines[0].x1 = 4, v.lines[0].y1 = 4, v.lines[0].x2 = 6, v.lines[0].y2 = 2;
  v.lines[0].arrow = true;
  v.lines[1].x1 = 1, v.lines[1].y1 = 1, v.lines[1].x2 = 5, v.lines[1].y2 = 1;
  v.n_lines = 2;
  draw(&v);
  rgb mid = at(5, 3, 0, 0);
  cr_expect(mid.r > 150 && mid.g < 80 && mid.b < 80, "the arrow's shaft is red at F6");
  rgb on_line = at(3, 1, 0.5, 0);
  cr_expect(on_line.r > 150 && on_line.g < 80, "the line is red between D8 and E8");
  cr_expect(is_wood(at(3, 1, 0.5, 0.3)), "and only a band: wood beside it");
  rgb past = at(6, 1, 0.5, 0);
  cr_expect(!(past.r > 150 && past.g < 80), "the line stops at F8: the grid line past G8");
  /* The head: red a quarter of a spacing beside the shaft's axis, just
   * before the point it reaches. */
  double hx, hy, tx, ty;
  layout_intersection(&layout, 6, 2, &hx, &hy);
  layout_intersection(&layout, 4, 4, &tx, &ty);
  double ux = (hx - tx) / hypot(hx - tx, hy - ty), uy = (hy - ty) / hypot(hx - tx, hy - ty);
  double bx = hx - ux * layout.cell * 0.3, by = hy - uy * layout.cell * 0.3;
  rgb head = pixel(bx - uy * layout.cell * 0.12, by + ux * layout.cell * 0.12);
  cr_expect(head.r > 150 && head.g < 80, "the arrow has a head");
  rgb shaft_side = at(5, 3, -0.12 * 0.7, -0.12 * 0.7);
  cr_expect(is_wood(shaft_side) || brightness(shaft_side) > 200, "the shaft is narrower");
}

/* A dimmed stone is faded toward the board; the next moves of a variation
 * show as faint stones with their letters. */
Test(render, dimmed_points_fade_and_next_moves_are_ghosts_with_letters)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  draw(&v);
  int dark = brightness(at(2, 2, 0.25, 0.2));
  v.dimmed[view_index(&v, 2, 2)] = true;
  v.next[view_index(&v, 4, 6)] = COLOR_BLACK;
  v.next_label[view_index(&v, 4, 6)][0] = 'A';
  draw(&v);
  int faded = brightness(at(2, 2, 0.25, 0.2));
  cr_expect_gt(faded, dark + 50, "the dimmed black stone is lighter (%d, was %d)", faded, dark);
  rgb ghost = at(4, 6, 0.3, 0.3), wood = at(4, 7, 0.3, 0.3);
  cr_expect_lt(brightness(ghost), brightness(wood) - 30, "a faint black stone at E3");
  int light = 0;
  double cx, cy;
  layout_intersection(&layout, 4, 6, &cx, &cy);
  for (int dy = -6; dy <= 6; dy++)
    for (int dx = -6; dx <= 6; dx++)
      light += brightness(pixel(cx + dx, cy + dy)) > 200;
  cr_expect_gt(light, 5, "its letter is written in white");
}

/* --- a teacher's settings, with the real font ------------------------------------------- */

#include "plan_checks.h"

/* The settings a club teacher uses (projector theme, text at 1.5, French,
 * 1280x720 and 1024x768): with DejaVu Sans itself, every screen keeps the
 * room's text in sight as tests/test_panel_fit.c checks with a fake font,
 * and the frame is drawn from that plan (issue 30). */
/* Whether the status is placed, all of it. */
static bool status_placed(void)
{
  char said[512] = "";
  size_t n = 0;
  for (int i = 0; i < plan->n; i++)
    if (plan->items[i].kind == PLAN_TEXT && plan->items[i].role == ROLE_STATUS)
      n += (size_t)snprintf(said + n, n < sizeof said ? sizeof said - n : 0, "%s ",
                            plan_text(plan, &plan->items[i]));
  return view->status[0] && strncmp(said, view->status, strlen(view->status)) == 0;
}

/* A problem at a teacher's settings (issue 31): its text whole, before the
 * file's name, the rules, the players and the answer to the key just
 * pressed (V); a comment too long to be whole scrolls, and that answer
 * stays beside it. */
static void problem(const char *what)
{
  key(KEY_HOME, 0); /* the record's setup position */
  cr_assert(game_set_comment(&a.game, "Problème 1 : Noir joue et vit.\nCherchez le point vital "
                                      "du coin ; pensez aux deux yeux."));
  key(KEY_CHAR, 'v');
  char label[300];
  snprintf(label, sizeof label, "%s, a problem", what);
  check_plan(label);
  block_whole(BLOCK_COMMENT, label);
  block_whole(BLOCK_TURN, label);
  long_comment();
  key(KEY_CHAR, 'v');
  snprintf(label, sizeof label, "%s, a long comment after V", what);
  check_plan(label);
  for (int i = 0; i < view->n_panel; i++)
    if (view->panel[i].block == BLOCK_COMMENT) {
      cr_assert(plan_shows_line(plan, i), "%s: the comment's first line is out of sight", label);
      break;
    }
  block_whole(BLOCK_TURN, label);
  cr_assert(status_placed(), "%s: the status \"%s\" is not placed whole", label, view->status);
  cr_assert(game_set_comment(&a.game, ""));
  key(KEY_END, 0);
}

Test(render, a_teachers_settings_keep_the_rooms_text_in_sight_with_the_real_font, .timeout = 120)
{
  static const int sizes[][2] = {{1280, 720}, {1024, 768}};
  static const char *const langs[] = {"fr_FR.UTF-8", "C.UTF-8"};
  for (size_t g = 0; g < 2; g++) {
    language(langs[g]);
    for (size_t z = 0; z < 2; z++) {
      resize(sizes[z][0], sizes[z][1]);
      cr_assert(app_init(&a, 19, rules_find("japanese"), 6.5));
      a.settings.theme = THEME_PROJECTOR;
      a.settings.ui_scale = 1.5;
      char path[512];
      snprintf(path, sizeof path, "%s/games/gnugo-regression/atari_atari08.sgf",
               getenv("HOSHI_TEST_DATA"));
      cr_assert(app_open(&a, path));
      app_layout(&a, sizes[z][0], sizes[z][1]);
      char what[128];
      snprintf(what, sizeof what, "%s %dx%d projector 1.5", langs[g], sizes[z][0], sizes[z][1]);
      playing(what);
      problem(what);
      render_frame(ui, surface, view, &a.layout, plan);
      dialogs(what);
      scoring(what);
      render_frame(ui, surface, view, &a.layout, plan);
      app_deinit(&a);
    }
  }
  language("C.UTF-8");
}

/* Issue 32 (review N1): a record whose win rates are out of range (as an
 * analysing program may write them) opens and its graph is drawn at once:
 * every value the view holds is a share from 0 to 1 or none. */
Test(render, a_record_with_win_rates_out_of_range_draws_its_graph, .timeout = 30)
{
  char path[] = "/tmp/hoshi-render-sbkv-XXXXXX"; /* its own: suites may run side by side */
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  FILE *f = fdopen(fd, "w");
  cr_assert_not_null(f);
  fputs("(;GM[1]FF[4]SZ[9];B[ee]SBKV[50];W[cc]SBKV[1e12];B[gg]SBKV[1e9];W[dd]"
        "SBKV[nan];B[ff]SBKV[-12345600.00];W[fd]SBKV[40])",
        f);
  cr_assert_eq(fclose(f), 0);
  resize(1280, 720);
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  cr_assert(app_open(&a, path), "%s", a.status.text);
  remove(path);
  cr_expect(strstr(a.status.text, "SBKV[1e12] at move 2"), "said: %s", a.status.text);
  app_layout(&a, 1280, 720);
  app_view(&a, view);
  cr_assert_gt(view->graph.n, 1, "the graph is shown");
  for (int p = 0; p < view->graph.n; p++)
    cr_expect(isnan(view->graph.value[p]) ||
                  (view->graph.value[p] >= 0 && view->graph.value[p] <= 1),
              "point %d: %g", p, view->graph.value[p]);
  plan_make(plan, view, &a.layout, &measure);
  render_frame(ui, surface, view, &a.layout, plan);
  /* And drawn: the graph's box holds a curve, colours other than its
   * background's. */
  ui_rect g = a.layout.graph;
  cr_assert_gt(g.w, 0, "the layout has a graph");
  rgb back = pixel(g.x + 1, g.y + 1);
  int drawn = 0;
  for (int y = g.y; y < g.y + g.h; y += 2)
    for (int x = g.x; x < g.x + g.w; x += 2)
      drawn += !same(pixel(x, y), back);
  cr_expect_gt(drawn, g.w / 4, "the curve is drawn (%d pixels differ from the background)", drawn);
  app_deinit(&a);
}

/* The laser pointer (presenter mode) is seen from the back of the room: a
 * saturated green dot, a colour no mark or last move uses, with a glow a
 * stone across, on the wood and on stones of both colours, in both themes
 * (issue 42). Laser on C7 (black), G3 (white, the last move) and E5. */
static bool is_laser_green(rgb c) { return c.g > 180 && c.r < 90 && c.b < 120; }

Test(render, the_laser_pointer_is_a_saturated_dot_with_a_glow_a_stone_across)
{
  static const int points[3][2] = {{2, 2}, {6, 6}, {4, 4}};
  for (int theme = THEME_CLASSIC; theme <= THEME_PROJECTOR; theme++)
    for (int k = 0; k < 3; k++) {
      ui_view v;
      position(&v, (enum ui_theme)theme);
      v.laser_x = points[k][0];
      v.laser_y = points[k][1];
      draw(&v);
      int x = points[k][0], y = points[k][1];
      rgb centre = at(x, y, 0, 0), inner = at(x, y, 0.15, 0);
      cr_expect(is_laser_green(centre), "theme %d, point %d: the dot %d,%d,%d", theme, k, centre.r,
                centre.g, centre.b);
      cr_expect(is_laser_green(inner), "theme %d, point %d: 0.15 of a spacing out %d,%d,%d", theme,
                k, inner.r, inner.g, inner.b);
      /* The glow, 0.42 of a spacing out (a stone's edge): greener than
       * the same place without the laser. */
      rgb glow = at(x, y, 0, 0.42);
      v.laser_x = v.laser_y = -1;
      draw(&v);
      rgb plain = at(x, y, 0, 0.42);
      cr_expect_gt(glow.g - (glow.r + glow.b) / 2, plain.g - (plain.r + plain.b) / 2 + 30,
                   "theme %d, point %d: a glow a stone across (%d,%d,%d against %d,%d,%d)", theme,
                   k, glow.r, glow.g, glow.b, plain.r, plain.g, plain.b);
      cr_expect(!is_laser_green(at(6, 6, 0, 0)), "the last move's mark is not the laser's colour");
    }
}

/* Issue 43: the plan centres the tree's numbers by the measured height and
 * places every text by the measured width: both are what is drawn. */
Test(render, the_plans_measures_are_what_is_drawn)
{
  hoshi_error why;
  text_cache *t = text_new(&why);
  cr_assert_not_null(t, "%s", why.message);
  static const char *texts[] = {"10", "+12", "B 100%", "Black's lead"};
  for (int px = 6; px <= 60; px += 3)
    for (int bold = 0; bold < 2; bold++) {
      cr_assert_eq(measure.height(measure.ctx, px, bold), text_height(t, px, bold));
      for (size_t k = 0; k < sizeof texts / sizeof *texts; k++) {
        SDL_Surface *s = text_get(t, texts[k], px, bold, (SDL_Color){255, 255, 255, 255});
        cr_assert_not_null(s);
        cr_expect_eq(s->h, text_height(t, px, bold), "%s at %d px: %d drawn, %d measured", texts[k],
                     px, s->h, text_height(t, px, bold));
        cr_expect_eq(s->w, measure.width(measure.ctx, texts[k], strlen(texts[k]), px, bold),
                     "%s at %d px", texts[k], px);
      }
    }
  text_free(t);
}
