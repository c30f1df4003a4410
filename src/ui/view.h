/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the window shows, as plain data: the application builds a view from
 * the game (read-only) and the renderer draws it. The renderer never decides
 * a rule; the game never knows about pixels. No SDL here.
 */
#ifndef HOSHI_UI_VIEW_H
#define HOSHI_UI_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "hoshi/board.h"

enum ui_mark { MARK_NONE, MARK_TRIANGLE, MARK_SQUARE, MARK_CIRCLE, MARK_CROSS, MARK_LABEL };

enum ui_theme { THEME_CLASSIC, THEME_PROJECTOR };

/* What the scoring screen says of a point that holds no living stone:
 * territory of a colour (a small square of that colour, also drawn over a
 * dead stone), a dame (neutral, worth nothing) or a point of seki (neutral,
 * and no one can fill it). Each is drawn distinctly. */
enum ui_count {
  COUNT_NONE,
  COUNT_BLACK,
  COUNT_WHITE,
  COUNT_DAME,
  COUNT_SEKI,
  COUNT_MUST_FILL_BLACK, /* a point Black must fill once the dame are filled */
  COUNT_MUST_FILL_WHITE,
};

#define VIEW_POINTS      (BOARD_MAX_SIZE * BOARD_MAX_SIZE)
#define GAME_LABEL_TEXT  16 /* a label's text, as game.h's GAME_LABEL_LEN */
#define VIEW_PANEL_LINES 64
#define VIEW_LINES_MAX   64
#define VIEW_ROWS        40
#define VIEW_TABLE_ROWS  12

/* What a click on a panel line does: the application's key table reads
 * it (CHORD_ON_LINE). */
enum view_click {
  CLICK_NONE,
  CLICK_COMMENT,   /* the comment: edit it */
  CLICK_TURN,      /* who plays next: the other (in setup) */
  CLICK_TOOL,      /* the tool in hand: put it down */
  CLICK_VARIATION, /* the variations line: the next one */
  CLICK_INFO,      /* the game's players and rules: the game information */
};

/* A line of panel text. */
typedef struct view_line {
  char text[192]; /* room for French, about a fifth longer than English */
  uint8_t click;  /* enum view_click */
  bool strong;    /* headings: bold */
  uint8_t stone;  /* a small stone of this colour before the text (COLOR_EMPTY: none) */
  bool selected;  /* chosen from a list (a reason of the scoring screen): drawn on a highlight */
  bool dim;       /* secondary text */
  bool alarm;     /* the last seconds of a clock: in the error's colour */
} view_line;

/* A table of the panel (the scoring screen's counts): a label column and
 * two columns, each split into a Black and a White figure. */
typedef struct view_table_row {
  char label[32];
  char cell[2][2][16]; /* [column][0: Black, 1: White]; a White cell "" lets Black's span
                          both; a Black cell "" alone leaves it blank (komi) */
  bool strong;         /* a total or the result: bold */
  bool minor;          /* adds nothing here (all "-" or 0): folded first when space is short */
} view_table_row;

typedef struct view_table {
  bool shown;
  char head[2][40]; /* column titles ("Japanese") */
  bool official[2]; /* the column of the game's own rule set: marked */
  view_table_row rows[VIEW_TABLE_ROWS];
  int n_rows;
} view_table;

/* A row of a dialog drawn over the window: a field of the new-game dialog,
 * an entry of the file list, a line of help. */
typedef struct view_row {
  char label[64];
  char value[192];
  bool selected;        /* the keyboard focus */
  bool hover;           /* under the pointer */
  int sel_from, sel_to; /* a text field's selection: bytes of value drawn highlighted */
  bool editing;         /* a text field being typed into: show a caret */
  bool dim;             /* not available now */
} view_row;

typedef struct view_overlay {
  bool shown;
  char title[96];
  view_row rows[VIEW_ROWS];
  int n_rows;
  char message[192]; /* under the rows: a problem (error) or a note */
  bool message_error;
  char hint[192]; /* the keys that work here */
} view_overlay;

/* The game tree around the current move, in the strip the layout gave
 * it: the current line on row 0, the variations that leave it on the rows
 * below, each node in a slot (its column and row in the strip). */
#define VIEW_TREE_NODES 320
typedef struct view_tree_node {
  int16_t col;
  int8_t row;
  int8_t parent_row; /* the row of its parent in the column before, -1 when not shown */
  uint8_t color;     /* the move's colour; COLOR_EMPTY: no move (the start, a setup) */
  bool current;
  bool comment; /* the node has a comment */
} view_tree_node;

typedef struct view_tree {
  bool shown;
  int first_move; /* column 0's depth from the start: its move number when every node is a move */
  int hidden;     /* variations that found no row */
  int n;
  view_tree_node nodes[VIEW_TREE_NODES];
} view_tree;

/* The toolbar's buttons (in the layout's places) and the tooltip of the
 * one under the pointer. */
#define VIEW_TOOLS 32
typedef struct view_toolbar {
  int n;
  struct {
    char icon[8];
    uint8_t stone; /* a stone instead of the glyph */
    bool active;   /* the tool in hand */
    bool disabled; /* does nothing here */
  } items[VIEW_TOOLS];
  int hover;     /* the button under the pointer, -1 none */
  char tip[128]; /* its name and key */
} view_toolbar;

/* The graph of a record's estimates along its main line (hoshi --analyze
 * writes them): Black's win rate, else Black's score lead scaled to the
 * largest, at each move; the current move; the biggest swings. */
#define VIEW_GRAPH_POINTS 512
typedef struct view_graph {
  int n;                          /* points, the main line's positions (sampled when longer) */
  float value[VIEW_GRAPH_POINTS]; /* 0 (White's) to 1 (Black's); NAN: no estimate there */
  int current;                    /* the point of the current move, -1 off the main line */
  int swing[3];                   /* the points after the three biggest drops, -1 none */
  bool lead;                      /* scores, not win rates */
  float scale;                    /* lead: the points of a full half */
} view_graph;

/* An engine's candidate moves (live analysis): where, its win rate for
 * the player to move, its share of the visits, the best one. */
#define VIEW_CANDIDATES 16
typedef struct view_candidate {
  uint8_t x, y;
  uint16_t winrate; /* per mille */
  uint8_t share;    /* percent of the visits */
  bool best;
} view_candidate;

typedef struct ui_view {
  int size;
  enum ui_theme theme;
  /* Points are indexed y * size + x, (0, 0) top left. */
  uint8_t stone[VIEW_POINTS];
  uint8_t mark[VIEW_POINTS];
  char label[VIEW_POINTS][GAME_LABEL_TEXT];
  uint16_t number[VIEW_POINTS]; /* move numbers, 0 for none (shown with show_numbers) */
  bool show_numbers;
  bool coordinates;
  /* The scoring screen. */
  uint8_t count[VIEW_POINTS];  /* enum ui_count; ignored on a living stone */
  uint8_t shade[VIEW_POINTS];  /* area of a colour (the Chinese view), stones included: the
                                  cell tinted */
  bool dead[VIEW_POINTS];      /* a dead stone: drawn faded and crossed */
  bool highlight[VIEW_POINTS]; /* what the selected reason or demonstration step points at */
  int last_x, last_y;          /* the last move's stone, -1 when none */
  int ghost_x, ghost_y;        /* a legal move under the mouse, -1 when none */
  uint8_t ghost_color;
  int cursor_x, cursor_y; /* the keyboard cursor, -1 when hidden */
  /* Markup beyond a point's mark: lines and arrows between points (LN,
   * AR), and dimmed points (DD). */
  struct {
    uint8_t x1, y1, x2, y2;
    bool arrow;
  } lines[VIEW_LINES_MAX];
  int n_lines;
  bool dimmed[VIEW_POINTS];
  /* The moves that follow, when there are alternatives: the colour of the
   * stone each would put there, and its letter (A the main line's). */
  uint8_t next[VIEW_POINTS];
  char next_label[VIEW_POINTS][2];
  int line_from_x, line_from_y; /* an arrow or line being drawn starts here, -1 none */
  view_line panel[VIEW_PANEL_LINES];
  int n_panel;
  int n_before_status; /* panel lines above the status line; the rest go below it */
  view_table table;    /* drawn after the first table_at panel lines (0..n_panel) */
  int table_at;
  char status[256]; /* the status line: the last thing that happened, or why not */
  bool status_error;
  /* The keys that work now: always drawn, at the foot of the panel. */
  char hint[256];
  /* Lines of panel text scrolled past, when the panel cannot show all
   * (the renderer clamps it; see render_panel_plan). */
  int panel_scroll;
  /* A panel line to bring into sight (the reason just selected), -1 none. */
  int panel_focus;
  /* The scoring screen's explanation: the panel's lines and table in large
   * type in a box over the dimmed board. */
  bool explain;
  /* The comment is being written (its caret's line is panel_focus): when
   * the panel has no room for that line, the box over the board takes it. */
  bool writing;
  /* The clock's warning: a short sound each time this changes (the start
   * of a byo-yomi period's last ten seconds). */
  unsigned beep;
  view_tree tree;
  view_graph graph;
  view_candidate candidates[VIEW_CANDIDATES];
  int n_candidates;
  view_toolbar toolbar;
  view_overlay overlay;
} ui_view;

/* The next row of a dialog (the last one again when they are all used:
 * what does not fit is not shown). */
view_row *view_add_row(view_overlay *o);

/* The next line of the panel, NULL when the panel is full. */
view_line *view_add_line(ui_view *v, bool strong);

/* An empty view of a size x size board. */
void view_clear(ui_view *v, int size);

static inline int view_index(const ui_view *v, int x, int y) { return y * v->size + x; }

#endif
