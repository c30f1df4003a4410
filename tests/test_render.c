/* The renderer, offscreen: it draws a view into a surface, and the pixels
 * at the intersections that the layout computes are checked. No window and
 * no display are needed. */
#include <SDL.h>
#include <SDL_image.h>
#include <criterion/criterion.h>
#include <math.h>

#include "layout.h"
#include "render.h"
#include "view.h"

static SDL_Surface *surface;
static ui_renderer *ui;
static ui_layout layout;

static void setup(void)
{
  /* The format of an X11 window's surface. */
  surface = SDL_CreateRGBSurfaceWithFormat(0, 900, 600, 32, SDL_PIXELFORMAT_RGB888);
  cr_assert_not_null(surface);
  char why[256];
  ui = render_new(why, sizeof why);
  cr_assert_not_null(ui, "%s", why);
}

static void teardown(void)
{
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

Test(render, stones_sit_on_their_intersections)
{
  ui_view v;
  position(&v, THEME_CLASSIC);
  render_frame(ui, surface, &v, &layout);
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
  render_frame(ui, surface, &v, &layout);
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
  render_frame(ui, surface, &v, &layout);
  /* Classic: a dark ring on the white stone; its centre stays white. */
  double ring = layout.cell * 0.54 / 2 - fmax(1.5, layout.cell * 0.075) / 2;
  cr_expect_lt(brightness(at(6, 6, ring / layout.cell, 0)), 110, "the ring");
  cr_expect_gt(brightness(at(6, 6, 0, 0)), 200, "the ring is hollow");
  /* Without a last move, the same pixel is white. */
  v.last_x = v.last_y = -1;
  render_frame(ui, surface, &v, &layout);
  cr_expect_gt(brightness(at(6, 6, ring / layout.cell, 0)), 190);
}

Test(render, projector_theme_marks_the_last_move_in_red_and_thickens_lines)
{
  ui_view v;
  position(&v, THEME_PROJECTOR);
  render_frame(ui, surface, &v, &layout);
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
  render_frame(ui, surface, &v, &layout);
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
  render_frame(ui, surface, &v, &layout);
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
  snprintf(v.panel[0].text, sizeof v.panel[0].text, "Black to play");
  v.n_panel = 1;
  render_frame(ui, surface, &v, &layout);
  rgb c = pixel(layout.panel.x + layout.panel.w - 3, layout.panel.y + layout.panel.h - 3);
  cr_expect(!is_wood(c) && brightness(c) < 80, "the panel is dark in the classic theme");
  /* Some pixel of the first panel line is light: the text is drawn. */
  bool text = false;
  for (int y = layout.panel.y; y < layout.panel.y + layout.text_px * 2 && !text; y++)
    for (int x = layout.panel.x; x < layout.panel.x + layout.panel.w && !text; x++)
      text = brightness(pixel(x, y)) > 200;
  cr_expect(text, "panel text");
}
