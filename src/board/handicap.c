/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "hoshi/handicap.h"

int handicap_fixed_max(int size)
{
  if (size < 7 || size > BOARD_MAX_SIZE)
    return 0;
  return (size % 2 == 1 && size >= 9) ? 9 : 4;
}

int handicap_corner_line(int size) { return size >= 13 ? 3 : 2; }

bool handicap_fixed_points(int size, int n, int xs[], int ys[])
{
  if (n < 2 || n > handicap_fixed_max(size))
    return false;
  int lo = handicap_corner_line(size), hi = size - 1 - lo, mid = size / 2;
  /* Placing order: lower left, upper right, upper left, lower right, then
   * left and right sides, then lower and upper sides. */
  const int order[8][2] = {{lo, hi},  {hi, lo},  {lo, lo},  {hi, hi},
                           {lo, mid}, {hi, mid}, {mid, hi}, {mid, lo}};
  bool centre = n % 2 == 1 && n >= 5;
  int around = centre ? n - 1 : n;
  int k = 0;
  for (int i = 0; i < around; i++, k++) {
    xs[k] = order[i][0];
    ys[k] = order[i][1];
  }
  if (centre) {
    xs[k] = mid;
    ys[k] = mid;
  }
  return true;
}

bool handicap_is_star_point(int size, int x, int y)
{
  int xs[HANDICAP_MAX_STONES], ys[HANDICAP_MAX_STONES];
  int n = handicap_fixed_max(size);
  if (n == 0) {
    /* Small boards still get a centre point to find one's way. */
    return size % 2 == 1 && x == size / 2 && y == size / 2;
  }
  handicap_fixed_points(size, n, xs, ys);
  /* Boards below 15x15 mark only the corners and the centre (five points on
   * 9x9 and 13x13), though handicap stones may go on the sides. */
  int mid = size / 2;
  if (size < 15 && (x == mid) != (y == mid))
    return false;
  for (int i = 0; i < n; i++)
    if (xs[i] == x && ys[i] == y)
      return true;
  return false;
}
