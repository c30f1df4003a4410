/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every key and mouse action of the window in one table: which input, in
 * which modes, does what (an action the hub or the mode carries out), the
 * group the lists show it in, the keys as a hint line names them, and the
 * help text. The same rows drive dispatch (keys_find), the hint lines
 * (keys_hint), the F1 list, `hoshi --keys`, the man page's list of keys
 * (`hoshi --keys=man` at build time) and the manual's table, docs/keys.md
 * (a test compares them), so they can never disagree. No SDL here.
 */
#ifndef HOSHI_APP_KEYS_H
#define HOSHI_APP_KEYS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "app/requests.h"
#include "ui/input.h"

enum app_action {
  /* The window's own: the hub carries them out. */
  ACT_NEW_GAME,
  ACT_OPEN,
  ACT_SAVE, /* arg 0: save; 1: save as */
  ACT_QUIT,
  ACT_FULLSCREEN,
  ACT_THEME,
  ACT_TEXT_SIZE, /* arg +1 larger, -1 smaller, 0 normal */
  ACT_COORDINATES,
  ACT_NUMBERS,
  ACT_HELP,
  ACT_ENGINE,       /* E: the engine of the player to move stops or starts */
  ACT_NO_RESULT,    /* N (J89 art. 12) */
  ACT_UNDO,         /* arg -1 undo, +1 redo */
  ACT_CLOSE_HELP,   /* any key or click on the list of keys */
  ACT_PANEL_SCROLL, /* arg -1 up, +1 down; 0: by the wheel's turn or the cue clicked */
  /* Playing (play.h). */
  ACT_CLICK,  /* play (or mark, or place a handicap stone) at the point clicked */
  ACT_CURSOR, /* arg 1..4: move the keyboard cursor left, right, up, down; 0: act there */
  ACT_PASS,
  ACT_RESIGN,
  ACT_SCORE,
  ACT_STEP,      /* arg -1 back, +1 forward; 0 (the wheel): by the wheel's turn */
  ACT_STEP_TEN,  /* arg -1, +1 */
  ACT_ENDS,      /* arg -1 the start, +1 the end */
  ACT_VARIATION, /* arg -1 previous, +1 next */
  ACT_TOOL,      /* arg 1..4 triangle, square, circle, cross; 5 letters; 6 numbers */
  ACT_ESCAPE,
  ACT_SETUP_TURN,  /* F: the other colour plays next (PL) */
  ACT_SETUP_CLEAR, /* Shift+X: the board emptied as a setup */
  ACT_PROMOTE,     /* this line becomes the main line */
  /* The lesson's tools (play.c; those that open a dialog or reach beyond
   * the board come back to the hub as requests). */
  ACT_NEW_PROBLEM,  /* an empty board with the setup tool in hand */
  ACT_COMMENT,      /* write the comment of the move */
  ACT_GOTO,         /* go to move N */
  ACT_NAME_NODE,    /* name the move (N) */
  ACT_DELETE_NODE,  /* delete the move and what follows (asks first) */
  ACT_SHOW_NEXT,    /* the next moves on the board, on or off */
  ACT_GAME_INFO,    /* the game information dialog */
  ACT_GAMES,        /* the list of the file's games (a collection) */
  ACT_LEARN,        /* the course: its sets and their progress (learn.h) */
  ACT_PRINT_SET,    /* the course's chosen set as an exercise sheet */
  ACT_TREE,         /* the game tree shown or not */
  ACT_TREE_GOTO,    /* a click on a node of the tree: go there */
  ACT_GRAPH_GOTO,   /* a click on the estimates' graph: go to that move */
  ACT_ANALYZE,      /* A: live analysis on or off */
  ACT_OWNERSHIP,    /* O: the analysing engine's ownership shaded, or not */
  ACT_ANALYZE_GAME, /* Shift+A: the whole main line analysed, or the walk stopped */
  /* The scoring screen (scoring.h). */
  ACT_TOGGLE_DEAD,
  ACT_EXPLAIN, /* the scoring screen's table and reasons, large, over the board */
  ACT_REASON,  /* arg -1, +1 */
  ACT_VIEW,
  ACT_COLUMN, /* arg 1, 2 */
  ACT_DEMO,
  ACT_DEMO_STEP, /* arg -1, +1 */
  ACT_ENGINE_DEAD,
  ACT_ACCEPT,        /* Enter: accept the count; start the game; open; save; restore */
  ACT_RESTORE_MOVES, /* R after a crash while a game was opened: its moves only */
  ACT_RESUME,        /* arg 0: ask who asks; COLOR_BLACK, COLOR_WHITE: that player asks */
  ACT_QUIZ,          /* the counting quiz started, or started again */
  ACT_QUIZ_ANSWER,   /* arg 1..4: the quiz's offered answer chosen */
  /* Dialogs (newgame.h, files.h, confirm.h, session.h). */
  ACT_FIELD,  /* arg -1, +1: the previous, next field */
  ACT_CHANGE, /* arg -1, +1; 2: Space, which changes a choice but types nothing */
  ACT_LIST,   /* arg -1, +1 */
  ACT_LIST_PAGE,
  ACT_LIST_ENDS,
  ACT_ALL_FILES,   /* the file list: every file, or only game records */
  ACT_ERASE,       /* Backspace */
  ACT_CANCEL,      /* Esc in a dialog */
  ACT_ANSWER,      /* arg: enum key_answer */
  ACT_EDIT,        /* a key that edits a text field (textedit.h: field_key) */
  ACT_ROW,         /* a click on a dialog's row (the input says which, and where) */
  ACT_TOOLBAR,     /* Ctrl+B: the toolbar shown or hidden */
  ACT_CLOCK_PAUSE, /* Ctrl+P: the clock paused or running */
  ACT_SOUND,       /* Ctrl+M: the sounds on or off; Ctrl+Shift+M (1): their volume */
  /* Presenter mode (app_presenter.c). */
  ACT_PRESENTER, /* F5: the room's window opened or closed */
  ACT_HOLD,      /* F6: the room's view held, or released; arg 1 (Shift+F6): released and back */
  ACT_LASER,     /* F7: the laser pointer on the room's board, on or off */
  /* Exercises (exercise.h). */
  ACT_PROBLEM,       /* K: this position as a problem, or back to the board */
  ACT_GUESS,         /* H: guess the next moves of this record, or back */
  ACT_MARK_LINE,     /* arg +1: this line is a correct answer; -1: a wrong one */
  ACT_TRY_AGAIN,     /* take the wrong move back */
  ACT_PROBLEM_NEXT,  /* arg -1 the previous problem of the set, +1 the next */
  ACT_PROBLEM_RESET, /* the set's counts back to nothing */
  ACT_SHOW_ANSWER,   /* the correct next moves shown on the board, or hidden */
  /* Paper (export.h). */
  ACT_EXPORT,       /* the export dialog */
  ACT_COPY_DIAGRAM, /* the position as Sensei's Library writes it, to the clipboard */
  ACT_HANDOUT,      /* this move marked for the handout, or not */
};

enum key_answer { ANSWER_YES = 1, ANSWER_NO, ANSWER_SAVE, ANSWER_DISCARD, ANSWER_CANCEL };

/* One input that a row answers. */
enum {
  CHORD_CTRL = 1,      /* Ctrl held (else not held) */
  CHORD_SHIFT = 2,     /* Shift held (else not held, unless CHORD_SHIFT_ANY) */
  CHORD_SHIFT_ANY = 4, /* Shift does not matter (letters: P and p) */
  CHORD_ON_BOARD = 8,  /* a click on an intersection */
  CHORD_ON_PANEL = 16, /* the wheel over the panel, a click on its scroll cue (else: elsewhere) */
  CHORD_ON_TABLE = 32, /* a click on the panel's scoring table */
  CHORD_ON_LINE = 64,  /* a click on a panel line that acts: ch is its enum view_click */
  CHORD_ON_TREE = 128, /* a click on a slot of the game tree (ch CLICK_ON_GRAPH: its graph) */
};
/* Where a click lands on a dialog: on one of its rows, or off its box
 * (key_chord.ch, with INPUT_CLICK). */
enum { CLICK_ON_ROW = 1, CLICK_OUTSIDE = 2, CLICK_ON_GRAPH = 3 };
#define KEY_ANY 0xff /* in a chord: any key */

typedef struct key_chord {
  uint8_t kind; /* INPUT_KEY, INPUT_CLICK (key: the button, 0 any), INPUT_WHEEL; 0 ends */
  uint8_t key;  /* enum input_key, or KEY_ANY */
  char ch;      /* KEY_CHAR: the letter or digit, lower case */
  uint8_t mods;
  int8_t arg; /* handed to the action */
} key_chord;

#define KEY_CHORDS 6

/* The groups the lists of keys show them in (F1, --keys, the man page and
 * docs/keys.md), in this order. */
enum key_group {
  GROUP_PLAYING,
  GROUP_MOVING,   /* through a game and its variations */
  GROUP_LESSON,   /* markup, setup, comments, game information */
  GROUP_ANALYSIS, /* an engine's analysis */
  GROUP_FILES,    /* games and files */
  GROUP_WINDOW,   /* theme, full screen, text size, what shows, the panel */
  GROUP_CLOCK,
  GROUP_SCORING,
  GROUP_EXERCISES, /* problems, guessing the next move, the counting quiz */
  GROUP_DIALOGS,   /* dialogs and text fields */
  GROUP_COUNT
};

typedef struct key_binding {
  unsigned modes; /* KEY_MODE(m) bits: where the row applies */
  enum app_action action;
  enum key_group group; /* where the lists show it */
  /* N_(): the keys as the hint line names them, briefly ("Esc", "Up,
   * Down, Tab", "click outside"); NULL: not named in a hint (keys_hint). */
  const char *hint;
  key_chord chords[KEY_CHORDS];
  const char *keys; /* N_(): the keys as people read them ("Ctrl+Z, Ctrl+Y") */
  const char *help; /* N_(): what they do */
} key_binding;

#define KEY_MODE(m) (1u << (m))

/* A group's title for people (translated). */
const char *keys_group_title(enum key_group g);

/* The row that answers this input in this mode, or NULL; *arg gets the
 * chord's argument. */
const key_binding *keys_find(enum app_mode mode, const ui_input *in, int *arg);

/* Every row, in the order of the lists. */
const key_binding *keys_all(size_t *n);

/* One part of a hint line: the keys of action in the mode, and what they
 * do (N_(), short: "close"). A NULL label joins the action's keys to the
 * next part's ("X or Esc: close"); an empty one ("") shows the keys alone. */
typedef struct key_hint_part {
  enum app_action action;
  const char *label;
} key_hint_part;

/* Builds a hint line from the table ("F1: keys - Esc: play", translated):
 * each part is the hint keys of every row of its action in mode that has
 * some, joined by " or ", then its label. A part whose action has no such
 * row in mode is left out. */
void keys_hint(enum app_mode mode, const key_hint_part *parts, size_t n, char *out, size_t len);

/* Prints the list, group by group: "text" as `hoshi --keys` shows it
 * (translated, aligned columns, a title line per group), "man" as the man
 * page's roff, "markdown" as docs/keys.md's tables (English, a heading per
 * group). false for another format. */
bool keys_print(FILE *out, const char *format);

#endif
