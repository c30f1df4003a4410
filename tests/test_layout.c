/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's geometry: pixels to intersections and back, for many window
 * and board sizes, clicks on the lines and between them. */
#include <criterion/criterion.h>
#include <math.h>

#include "ui/layout.h"

static const layout_settings plain = {1.0, true, false};

static const int windows[][2] = {{1280, 720}, {3840, 2160}, {1920, 1080}, {800, 800},
                                 {720, 1280}, {320, 240},   {1024, 768},  {5000, 600}};
static const int sizes[] = {5, 7, 9, 13, 19, 21, 25};

#define N(a) (sizeof(a) / sizeof((a)[0]))

Test(layout, every_intersection_maps_back_to_itself)
{
  for (size_t w = 0; w < N(windows); w++)
    for (size_t s = 0; s < N(sizes); s++) {
      ui_layout l;
      layout_compute(&l, windows[w][0], windows[w][1], sizes[s], &plain);
      for (int y = 0; y < sizes[s]; y++)
        for (int x = 0; x < sizes[s]; x++) {
          double px, py;
          layout_intersection(&l, x, y, &px, &py);
          int gx, gy;
          cr_assert(layout_point_at(&l, px, py, &gx, &gy), "%dx%d board %d: (%d,%d) at %.1f,%.1f",
                    windows[w][0], windows[w][1], sizes[s], x, y, px, py);
          cr_assert(gx == x && gy == y);
          /* A click a little off the point, on the line or beside it, still
           * finds it: up to 0.45 of a spacing in any direction. */
          double d = l.cell * 0.45;
          double offs[][2] = {{d, 0}, {-d, 0}, {0, d}, {0, -d}, {d, d}, {-d, -d}};
          for (size_t k = 0; k < N(offs); k++) {
            cr_assert(layout_point_at(&l, px + offs[k][0], py + offs[k][1], &gx, &gy));
            cr_assert(gx == x && gy == y, "offset %zu from (%d,%d) gave (%d,%d)", k, x, y, gx, gy);
          }
        }
    }
}

Test(layout, a_click_half_way_between_two_lines_goes_to_the_lower_right_one)
{
  ui_layout l;
  layout_compute(&l, 1280, 720, 19, &plain);
  double ax, ay, bx, by;
  layout_intersection(&l, 3, 3, &ax, &ay);
  layout_intersection(&l, 4, 4, &bx, &by);
  int x, y;
  cr_assert(layout_point_at(&l, (ax + bx) / 2, (ay + by) / 2, &x, &y));
  cr_expect(x == 4 && y == 4, "got (%d,%d)", x, y);
  /* Just before half way: still the first one. */
  cr_assert(layout_point_at(&l, (ax + bx) / 2 - 0.01, (ay + by) / 2 - 0.01, &x, &y));
  cr_expect(x == 3 && y == 3, "got (%d,%d)", x, y);
}

Test(layout, clicks_outside_the_grid_find_nothing)
{
  ui_layout l;
  layout_compute(&l, 1280, 720, 9, &plain);
  double px, py;
  layout_intersection(&l, 0, 0, &px, &py);
  int x, y;
  cr_expect(!layout_point_at(&l, px - l.cell * 0.55, py, &x, &y), "left of the first line");
  cr_expect(!layout_point_at(&l, px, py - l.cell * 0.55, &x, &y), "above the first line");
  layout_intersection(&l, 8, 8, &px, &py);
  cr_expect(!layout_point_at(&l, px + l.cell * 0.55, py, &x, &y), "right of the last line");
  cr_expect(!layout_point_at(&l, l.panel.x + l.panel.w / 2.0, l.height / 2.0, &x, &y), "the panel");
  cr_expect(!layout_point_at(&l, -5, -5, &x, &y));
}

Test(layout, the_board_is_square_as_large_as_fits_and_apart_from_the_panel)
{
  for (size_t w = 0; w < N(windows); w++) {
    int W = windows[w][0], H = windows[w][1];
    ui_layout l;
    layout_compute(&l, W, H, 19, &plain);
    cr_assert_eq(l.board.w, l.board.h);
    cr_assert(l.board.x >= 0 && l.board.y >= 0 && l.board.x + l.board.w <= W &&
              l.board.y + l.board.h <= H);
    cr_assert(l.panel.x >= 0 && l.panel.y >= 0 && l.panel.x + l.panel.w <= W &&
              l.panel.y + l.panel.h <= H);
    bool apart = l.panel.x >= l.board.x + l.board.w || l.panel.y >= l.board.y + l.board.h;
    cr_assert(apart, "%dx%d: board and panel overlap", W, H);
    /* The board takes the full height or width that the panel leaves. */
    cr_expect(l.board.w == H || l.board.w == W || l.board.w + l.panel.w >= W - 1 ||
                  l.board.h + l.panel.h >= H - 1,
              "%dx%d: board %d", W, H, l.board.w);
    /* The outermost lines and the coordinates' margin stay on the board. */
    double px, py;
    layout_intersection(&l, 18, 18, &px, &py);
    cr_expect(px + l.cell * 0.5 <= l.board.x + l.board.w + 0.5);
    cr_expect(py + l.cell * 0.5 <= l.board.y + l.board.h + 0.5);
  }
  /* Landscape: the panel on the right; tall: below. */
  ui_layout l;
  layout_compute(&l, 1280, 720, 19, &plain);
  cr_expect_eq(l.board.h, 720);
  cr_expect(l.panel.x >= l.board.x + l.board.w);
  layout_compute(&l, 720, 1280, 19, &plain);
  cr_expect_eq(l.board.w, 720);
  cr_expect(l.panel.y >= l.board.h);
  /* A projector at 4K: the board is 2160 pixels. */
  layout_compute(&l, 3840, 2160, 19, &plain);
  cr_expect_eq(l.board.w, 2160);
}

Test(layout, projector_theme_and_scale_grow_text_and_lines)
{
  ui_layout a, b, c;
  layout_settings proj = {1.0, true, true}, big = {2.0, true, false};
  layout_compute(&a, 1920, 1080, 19, &plain);
  layout_compute(&b, 1920, 1080, 19, &proj);
  layout_compute(&c, 1920, 1080, 19, &big);
  cr_expect_gt(b.text_px, a.text_px);
  cr_expect_gt(b.line, a.line);
  cr_expect_gt(b.coord_px, a.coord_px);
  cr_expect_gt(c.text_px, a.text_px * 1.8);
  /* Scale is clamped. */
  layout_settings wild = {100.0, true, false};
  layout_compute(&c, 1920, 1080, 19, &wild);
  cr_expect_leq(c.text_px, (int)lround(1080 / 36.0 * LAYOUT_SCALE_MAX) + 1);
}

Test(layout, without_coordinates_the_grid_is_larger)
{
  ui_layout a, b;
  layout_settings none = {1.0, false, false};
  layout_compute(&a, 1280, 720, 19, &plain);
  layout_compute(&b, 1280, 720, 19, &none);
  cr_expect_gt(b.cell, a.cell);
  cr_expect_eq(b.coord_px, 0);
}

Test(layout, degenerate_sizes_do_not_break)
{
  ui_layout l;
  layout_compute(&l, 0, 0, 19, &plain);
  int x, y;
  cr_expect(l.board.w >= 1);
  (void)layout_point_at(&l, 0, 0, &x, &y);
  layout_compute(&l, 1, 100000, 25, &plain);
  cr_expect(l.board.w >= 1);
  cr_expect_geq(layout_dialog_rows(&l), 3);
}

/* The toolbar's 28 buttons take two rows at most from 1024x768 up, at
 * every text scale and in both themes (one row under the board), never
 * fewer than 20 pixels a button, within the panel (issue 30). */
Test(layout, the_toolbar_takes_at_most_two_rows_from_1024x768_up)
{
  static const int big[][2] = {{1024, 768},  {1280, 720},  {1280, 800}, {1366, 768},
                               {1920, 1080}, {3840, 2160}, {768, 1024}, {720, 1280}};
  static const double scales[] = {1, 1.5, 2};
  for (size_t w = 0; w < N(big); w++)
    for (size_t k = 0; k < N(scales); k++)
      for (int projector = 0; projector < 2; projector++) {
        ui_layout l;
        layout_settings s = {scales[k], true, projector};
        layout_compute(&l, big[w][0], big[w][1], 19, &s);
        ui_rect panel = l.panel;
        cr_assert(layout_take_toolbar(&l, 28), "%dx%d scale %.1f: a toolbar", big[w][0], big[w][1],
                  scales[k]);
        int rows = (l.tool_n + l.tool_cols - 1) / l.tool_cols;
        cr_expect_leq(rows, l.below ? 1 : 2, "%dx%d scale %.1f theme %d: %d rows", big[w][0],
                      big[w][1], scales[k], projector, rows);
        cr_expect_geq(l.tool_btn, 20);
        for (int i = 0; i < l.tool_n; i++) {
          ui_rect b = layout_toolbar_button(&l, i);
          cr_expect(b.x >= panel.x && b.x + b.w <= panel.x + panel.w && b.y >= panel.y,
                    "%dx%d: button %d leaves the panel", big[w][0], big[w][1], i);
        }
      }
}
