/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Each screen's priorities (see priority.h). */
#include "ui/priority.h"

#include <stddef.h>

/* Shorthands for the rows: block, size, what may happen, fold order. */
#define WHOLE(b, s)                                                                                \
  {                                                                                                \
    b, s, KEEP_WHOLE, 0                                                                            \
  }
#define SCROLL(b, s, n)                                                                            \
  {                                                                                                \
    b, s, KEEP_SCROLL, n                                                                           \
  }
#define LINE(b, s, f)                                                                              \
  {                                                                                                \
    b, s, KEEP_LINE, f                                                                             \
  }
#define FOLD(b, s, f)                                                                              \
  {                                                                                                \
    b, s, KEEP_FOLD, f                                                                             \
  }
#define BRIEF(b, s, f)                                                                             \
  {                                                                                                \
    b, s, KEEP_BRIEF, f                                                                            \
  }
#define LAST(b, s, f)                                                                              \
  {                                                                                                \
    b, s, KEEP_LAST, f                                                                             \
  }
/* Whole, but giving way at the last (see priority.h's fold). */
#define ASIDE(b, s, f)                                                                             \
  {                                                                                                \
    b, s, KEEP_WHOLE, f                                                                            \
  }
#define ROOM    SIZE_ROOM
#define TEACHER SIZE_TEACHER

static const priority_screen screens[SCREEN_COUNT] = {
    /* Playing or replaying a lesson: the comment first (its start at
     * least, with a cue), then an engine's figure, who plays and what was
     * played; then, smaller, what the teacher needs; the file's name last.
     * The move number and the last move are under the turn, so the status
     * that repeats them is not shown (ui_view.status_echo). The clocks in
     * the room's type. When short of room, the file's name, the rules and
     * komi, the players' lines and the variations and tool lines (the
     * toolbar lights the tool) fold before the comment scrolls (a
     * problem's text matters more than its file), and the answer to what
     * the user just did (the status) after them. */
    [SCREEN_PLAY] = {.rules = {WHOLE(BLOCK_VERDICT, ROOM),
                               WHOLE(BLOCK_EXERCISE, TEACHER),
                               LINE(BLOCK_NODE_NAME, ROOM, 8),
                               SCROLL(BLOCK_COMMENT, ROOM, 1),
                               WHOLE(BLOCK_EXERCISE_NAV, TEACHER),
                               WHOLE(BLOCK_ANALYSIS, ROOM),
                               WHOLE(BLOCK_TURN, ROOM),
                               LAST(BLOCK_MOVE, ROOM, 12),
                               WHOLE(BLOCK_CLOCK, ROOM),
                               WHOLE(BLOCK_PRESENTER, TEACHER),
                               WHOLE(BLOCK_REMEMBERED, TEACHER),
                               WHOLE(BLOCK_WARNING, TEACHER),
                               FOLD(BLOCK_STATUS, TEACHER, 6),
                               LINE(BLOCK_ENGINE, TEACHER, 5),
                               LINE(BLOCK_PROGRESS, TEACHER, 4),
                               BRIEF(BLOCK_PLAYERS, TEACHER, 4),
                               FOLD(BLOCK_LESSON, TEACHER, 5),
                               LINE(BLOCK_NO_COMMENT, TEACHER, 7),
                               FOLD(BLOCK_GAME, TEACHER, 3),
                               BRIEF(BLOCK_FILE, TEACHER, 2)},
                     .n = 20},
    /* Scoring: under the heading, the counting quiz, whole, in the room's
     * type (its question and answers while the counts are hidden, then
     * whether they were right); each column's result in the room's type;
     * the table with its Total and Result, and the difference with its
     * first reason (one block: "..., because" never ends a block), never
     * folded; the other reasons under them, whole in smaller type when
     * that is enough, else scrolling; the quiz's line (and, once it is
     * answered, what the answers missed) under the reasons, never between
     * a sentence and its reason, folded after the status when even that
     * leaves no room (a small portrait window); a warning (a record that
     * breaks its rules, stones the estimate kept by reading: what the
     * count itself depends on) never folds, the reasons scroll first; there, at
     * the smallest type, the quiz's verdicts give way to the count. The table is as wide as the
     * panel allows (its five columns rarely fit the room's type), the explanation (X) shows it
     * large. */
    [SCREEN_SCORE] = {.rules = {LINE(BLOCK_TITLE, TEACHER, 3), ASIDE(BLOCK_QUIZ, ROOM, 1),
                                WHOLE(BLOCK_WARNING, TEACHER), LAST(BLOCK_RESULT, ROOM, 4),
                                WHOLE(BLOCK_TABLE, TEACHER), WHOLE(BLOCK_DIFFERENCE, ROOM),
                                SCROLL(BLOCK_REASONS, TEACHER, 1),
                                FOLD(BLOCK_QUIZ_START, TEACHER, 2), WHOLE(BLOCK_PRESENTER, TEACHER),
                                FOLD(BLOCK_STATUS, TEACHER, 1)},
                      .n = 10,
                      .fold_minor = true},
    /* A demonstration: each step's sentences whole, headed by the method
     * and the step ("Step 3 of 5: Japanese counting", in the step's own
     * block); the table under them when there is room, else folded (X
     * shows it): a cue for a table with no room to scroll into would
     * promise what no one can bring into sight. */
    [SCREEN_DEMO] = {.rules = {LINE(BLOCK_TITLE, TEACHER, 2), WHOLE(BLOCK_STEP, ROOM),
                               FOLD(BLOCK_STATUS, TEACHER, 1), FOLD(BLOCK_TABLE, TEACHER, 2),
                               FOLD(BLOCK_WARNING, TEACHER, 3), FOLD(BLOCK_PRESENTER, TEACHER, 4)},
                     .n = 6,
                     .fold_minor = true},
    /* The explanation over the board: the whole table (every row) and the
     * difference on one page, in smaller type rather than on two; the
     * reasons follow and scroll. */
    [SCREEN_EXPLAIN] = {.rules = {FOLD(BLOCK_TITLE, ROOM, 1), FOLD(BLOCK_WARNING, TEACHER, 2),
                                  WHOLE(BLOCK_TABLE, ROOM), WHOLE(BLOCK_DIFFERENCE, ROOM),
                                  WHOLE(BLOCK_STEP, ROOM), SCROLL(BLOCK_REASONS, ROOM, 1)},
                        .n = 6},
    /* A comment being written in a box over the board. */
    [SCREEN_WRITING] = {.rules = {SCROLL(BLOCK_COMMENT, ROOM, 1)}, .n = 1},
    /* The room's window in presenter mode (app_presenter.c): only what the
     * room reads, all in its type. An exercise's verdict first; while
     * counting, a demonstration's step with its header, the quiz, what the
     * count depends on (a warning: the estimate's stones kept by reading, a
     * record that breaks its rules), each
     * column's Result and Total (app_view.c makes them lines: a table of
     * five columns would never be in the room's type), the difference with
     * its first reason, the other reasons (whole in smaller type when that
     * is enough, else a page at a time, following the teacher's); the
     * scoring screen's heading folds rather than be cut, a demonstration's
     * table folds; then the move's name and comment (its start in sight),
     * whose turn, the clocks; the prisoners fold first. Nothing of the
     * teacher's: no status, no hint, no file, no variations, no tools. */
    [SCREEN_AUDIENCE] = {.rules = {WHOLE(BLOCK_VERDICT, ROOM), FOLD(BLOCK_TITLE, ROOM, 3),
                                   WHOLE(BLOCK_STEP, ROOM), WHOLE(BLOCK_QUIZ, ROOM),
                                   WHOLE(BLOCK_WARNING, ROOM), WHOLE(BLOCK_RESULT, ROOM),
                                   FOLD(BLOCK_TABLE, ROOM, 4), WHOLE(BLOCK_DIFFERENCE, ROOM),
                                   SCROLL(BLOCK_REASONS, ROOM, 1), LINE(BLOCK_NODE_NAME, ROOM, 5),
                                   SCROLL(BLOCK_COMMENT, ROOM, 1), WHOLE(BLOCK_TURN, ROOM),
                                   LAST(BLOCK_MOVE, ROOM, 6), WHOLE(BLOCK_CLOCK, ROOM),
                                   BRIEF(BLOCK_PLAYERS, ROOM, 2)},
                         .n = 15,
                         .fold_minor = true},
};

const priority_screen *priority_of(enum view_screen s)
{
  return &screens[s < SCREEN_COUNT ? s : SCREEN_PLAY];
}

const priority_rule *priority_rule_of(const priority_screen *p, enum view_block b)
{
  for (int i = 0; i < p->n; i++)
    if (p->rules[i].block == b)
      return &p->rules[i];
  return NULL;
}
