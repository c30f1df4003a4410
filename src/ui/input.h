/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hoshi's own input events: what the application reacts to, with SDL's
 * events translated at one boundary (window.c). No SDL here, so the
 * application and its tests never see SDL types.
 */
#ifndef HOSHI_UI_INPUT_H
#define HOSHI_UI_INPUT_H

#include <stdbool.h>

enum input_kind {
  INPUT_NONE,
  INPUT_QUIT,    /* the window is being closed (or SIGTERM) */
  INPUT_KEY,     /* a key pressed (see input_key) */
  INPUT_TEXT,    /* text typed (UTF-8), for text fields */
  INPUT_CLICK,   /* a mouse button pressed */
  INPUT_RELEASE, /* the left button released (the end of a drag) */
  INPUT_MOTION,  /* the mouse moved */
  INPUT_LEAVE,   /* the mouse left the window */
  INPUT_WHEEL,   /* the wheel turned: wheel > 0 away from the user */
  INPUT_DROP,    /* a file dropped on the window */
  INPUT_RESIZE,  /* the drawable changed size, or must be drawn again */
  INPUT_ENGINE,  /* an engine's worker has a result (players_collect) */
  INPUT_TICK,    /* time passed (the thinking indicator's clock) */
  /* The audience window of presenter mode (window_open_audience): */
  INPUT_AUDIENCE_CLOSED, /* closed by its own close button: presenter mode ends */
  INPUT_AUDIENCE_REDRAW, /* resized, exposed or moved to another display: draw it again */
  INPUT_DISPLAYS,        /* a display came or went (no audience window): displays says how many */
};

enum input_key {
  KEY_OTHER,
  KEY_CHAR, /* a letter or digit, lower case, in ch */
  KEY_ESCAPE,
  KEY_ENTER,
  KEY_TAB,
  KEY_BACKSPACE,
  KEY_DELETE,
  KEY_SPACE,
  KEY_LEFT,
  KEY_RIGHT,
  KEY_UP,
  KEY_DOWN,
  KEY_HOME,
  KEY_END,
  KEY_PAGE_UP,
  KEY_PAGE_DOWN,
  KEY_PLUS,
  KEY_MINUS,
  KEY_F1,
  KEY_F2,
  KEY_F3,
  KEY_F5,
  KEY_F6,
  KEY_F7,
  KEY_F11,
};

typedef struct ui_input {
  enum input_kind kind;
  enum input_key key;
  char ch;
  bool ctrl, shift, alt;
  char text[32];    /* INPUT_TEXT */
  const char *path; /* INPUT_DROP: valid until the next input */
  int button;       /* INPUT_CLICK: 1 left, 2 middle, 3 right */
  bool on_board;    /* INPUT_CLICK, INPUT_MOTION: over an intersection */
  int x, y;         /* that intersection */
  int wheel;        /* INPUT_WHEEL */
  bool on_panel;    /* INPUT_CLICK, INPUT_WHEEL: over the side panel */
  int panel_cue;    /* INPUT_CLICK on the panel's scroll cue: -1 up, +1 down; else 0 */
  bool on_table;    /* INPUT_CLICK on the panel's scoring table */
  int panel_click;  /* INPUT_CLICK on a panel line that acts (enum view_click), else 0 */
  bool held;        /* INPUT_MOTION: the left button is held (a drag) */
  int clicks;       /* INPUT_CLICK: 2 for a double click */
  int displays;     /* INPUT_DISPLAYS: how many there are now */
  /* A dialog over the window (INPUT_CLICK, INPUT_MOTION): 1 + the index of
   * the row under the pointer (0: none, so that a zeroed input touches no
   * row), and whether it is on the "<" (-1) or ">" (+1) end of its value;
   * outside: the pointer is off the dialog's box. */
  int row, row_side;
  double
      row_at; /* where on the row's value, 0 its start to 1 its end (a caret's place); -1 off it */
  bool outside;
  int tool_item;     /* INPUT_CLICK, INPUT_MOTION: 1 + the toolbar button's index, 0 none */
  const char *paste; /* INPUT_TEXT: pasted text, longer than text (valid until the next input) */
  bool on_graph;     /* INPUT_CLICK on the estimates' graph, at graph_at */
  double graph_at;   /* 0 (the start) to 1 (the end of the main line) */
  bool on_tree;      /* INPUT_CLICK, INPUT_WHEEL: on a slot of the game tree's strip */
  int tree_col, tree_row; /* that slot */
} ui_input;

#endif
