/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What each screen must keep in sight, declared in one place: for each
 * screen, its blocks (view.h) in the order they are placed, the size of
 * their type and what may happen to them when the panel is short of room.
 * The layout plan (plan.h) follows these rows and nothing else decides
 * what goes first. No SDL here.
 *
 * When a panel is short of room, the plan tries, in order: tighter
 * spacing; the table's rows that add nothing folded; KEEP_LINE and
 * KEEP_BRIEF blocks on one line each, shortened with an ellipsis; KEEP_FOLD
 * and KEEP_BRIEF blocks folded, lowest priority first (the status only when that
 * makes the KEEP_SCROLL block whole: the answer to what the user did stays beside a text that
 * scrolls all the same); the KEEP_SCROLL block scrolling in what is left
 * (its start in sight, with a cue); KEEP_LINE and KEEP_LAST blocks folded; smaller type,
 * down to the floor, for the KEEP_WHOLE blocks. KEEP_WHOLE blocks are
 * never folded or cut.
 */
#ifndef HOSHI_UI_PRIORITY_H
#define HOSHI_UI_PRIORITY_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/view.h"

/* The type a block is set in. */
enum priority_size {
  SIZE_ROOM,    /* what the room reads: the panel's text size */
  SIZE_TEACHER, /* what the teacher needs: smaller (theme.h's teacher share) */
};

enum priority_keep {
  KEEP_WHOLE,  /* always whole: its type shrinks, down to the floor, before anything else goes */
  KEEP_SCROLL, /* the screen's long text: what does not fit scrolls, its start in sight */
  KEEP_LINE,   /* on one line, shortened with an ellipsis, when short of room (a text whose
                  first word or kept tail does not fit wraps: words are never cut); folded last */
  KEEP_FOLD,   /* folded when short of room */
  KEEP_BRIEF,  /* on one line when short of room, as KEEP_LINE; then folded as KEEP_FOLD */
  KEEP_LAST,   /* whole, and folded last, with the KEEP_LINE blocks (what repeats a WHOLE block) */
};

typedef struct priority_rule {
  uint8_t block; /* enum view_block */
  uint8_t size;  /* enum priority_size */
  uint8_t keep;  /* enum priority_keep */
  uint8_t fold;  /* KEEP_FOLD, KEEP_BRIEF, KEEP_LINE, KEEP_LAST: the order in which they fold, 1
                    first;  KEEP_SCROLL: the lines of it always in sight (0: its cue may be all);
                    KEEP_WHOLE: 0, never folded, else the order in which it gives way, at the
                    floor, when the screen's first text finds no room otherwise */
} priority_rule;

#define PRIORITY_RULES 20

typedef struct priority_screen {
  priority_rule rules[PRIORITY_RULES]; /* in the order they are placed */
  int n;
  bool fold_minor; /* the table's rows that add nothing may fold first; on every screen, the
                      rows other than Total and Result fold before the type gets smaller */
} priority_screen;

/* A screen's rows. */
const priority_screen *priority_of(enum view_screen s);

/* The row of a block on a screen, NULL when the screen does not show it
 * (it repeats what another block says). */
const priority_rule *priority_rule_of(const priority_screen *p, enum view_block b);

#endif
