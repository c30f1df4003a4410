/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where a plan put things, and whether a panel line's text is all there:
 * the geometry every plan test reads (tests/plan_checks.h for the
 * teacher's window, tests/test_presenter.c for the room's), and a fake
 * font that measures without a window. The including file defines `view`
 * and `plan`. */
#ifndef HOSHI_TESTS_PLAN_TEXT_H
#define HOSHI_TESTS_PLAN_TEXT_H

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "hoshi/i18n.h"
#include "ui/plan.h"
#include "ui/view.h"

/* The person's language from now on. */
static inline void language(const char *lang)
{
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  unsetenv("LANGUAGE");
  setenv("LANG", lang, 1);
  i18n_init();
}

static inline bool inside(ui_rect b, ui_rect area)
{
  return b.x >= area.x && b.y >= area.y && b.x + b.w <= area.x + area.w &&
         b.y + b.h <= area.y + area.h;
}

static inline bool apart(ui_rect b, ui_rect c)
{
  return b.y >= c.y + c.h || c.y >= b.y + b.h || b.x >= c.x + c.w || c.x >= b.x + b.w;
}

/* The text the plan placed for a panel line, its pieces joined, and
 * whether all of it is there (no ellipsis; spaces where lines break are
 * not compared). */
static inline bool line_whole(int line)
{
  char got[1024] = "";
  size_t n = 0;
  for (int i = 0; i < plan->n; i++) {
    const plan_item *it = &plan->items[i];
    if (it->kind == PLAN_TEXT && it->role == ROLE_LINE && it->item == line)
      n += (size_t)snprintf(got + n, sizeof got - (n < sizeof got ? n : sizeof got), "%s",
                            plan_text(plan, it));
  }
  const char *g = got, *w = view->panel[line].text;
  for (;;) {
    while (*g == ' ')
      g++;
    while (*w == ' ')
      w++;
    if (!*g || !*w || *g != *w)
      break;
    g++, w++;
  }
  return !*g && !*w;
}

/* The lines of a block, each placed whole. */
static inline void block_whole(enum view_block b, const char *what)
{
  int found = 0;
  for (int i = 0; i < view->n_panel; i++)
    if (view->panel[i].block == b) {
      found++;
      cr_assert(line_whole(i), "%s: \"%s\" is not placed whole", what, view->panel[i].text);
    }
  cr_assert_gt(found, 0, "%s: block %d has no line", what, b);
}

/* A font of fixed-width letters (0.6 of the size, bold 0.64), for plans
 * made without a window. */
static inline int fake_width(void *ctx, const char *s, size_t len, int px, bool bold)
{
  (void)ctx;
  int chars = 0;
  for (size_t i = 0; i < len; i++)
    chars += ((unsigned char)s[i] & 0xc0) != 0x80;
  return (int)lround(chars * px * (bold ? 0.64 : 0.6));
}

/* A file of tests/data (HOSHI_TEST_DATA, set by ctest). */
static inline const char *data_path(const char *rel)
{
  static char path[1024];
  const char *dir = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(dir, "HOSHI_TEST_DATA names tests/data (set by ctest)");
  snprintf(path, sizeof path, "%s/%s", dir, rel);
  return path;
}

#endif
