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
#include "ui/sound.h"

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
#define VIEW_ROWS        192
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
  CLICK_TRY_AGAIN, /* a wrong answer: take it back */
  CLICK_NEXT,      /* the next problem of the set */
  CLICK_PREVIOUS,  /* the previous problem of the set */
  CLICK_LEAVE,     /* an exercise: back to the board */
  CLICK_PROBLEM,   /* a problem's position: pose it */
  CLICK_RESTART,   /* a problem: from its start */
  CLICK_ANSWER,    /* a problem: its correct moves shown, or hidden */
  CLICK_RESET_SET, /* a problem set: its counts back to nothing */
  CLICK_GAMES,     /* the file holds several games: the list of them */
  CLICK_SHOW_NEXT, /* guessing: the next move shown without a guess */
  CLICK_QUIZ,      /* the scoring screen: start the counting quiz */
  CLICK_QUIZ_1,    /* the quiz's first offered answer */
  CLICK_QUIZ_2,    /* the second */
  CLICK_QUIZ_3,    /* the third */
  CLICK_QUIZ_4,    /* the fourth */
  CLICK_QUIZ_END,  /* the quiz: closed, back to the scoring screen */
  CLICK_HOLD,      /* presenter mode: the room's view held, or released */
  CLICK_HOLD_BACK, /* presenter mode: released, and the teacher back to the position held */
  CLICK_LASER,     /* presenter mode: the laser pointer on or off */
};

/* What a panel line belongs to. Each screen (enum view_screen) places
 * its blocks in its own order, at the size and with the fallbacks its
 * priorities give them (src/ui/priority.c): what the room must read first
 * and largest, what the teacher needs smaller, what repeats not at all. */
enum view_block {
  BLOCK_NONE,         /* not shown */
  BLOCK_FILE,         /* the file's name, and whether it is saved */
  BLOCK_NODE_NAME,    /* the move's name (N), a heading for its comment */
  BLOCK_COMMENT,      /* the move's comment */
  BLOCK_NO_COMMENT,   /* "Add a comment: click here or Ctrl+E" */
  BLOCK_TURN,         /* who plays now; the game over */
  BLOCK_MOVE,         /* the move number and what was played last */
  BLOCK_CLOCK,        /* the players' clocks, a line each */
  BLOCK_ENGINE,       /* an engine thinking */
  BLOCK_PLAYERS,      /* the players, their prisoners and clocks */
  BLOCK_GAME,         /* the result recorded, the rule set, komi and handicap */
  BLOCK_REMEMBERED,   /* what the first game took from the last new game's choices */
  BLOCK_LESSON,       /* the variations, the tool in hand */
  BLOCK_ANALYSIS,     /* an engine's figure: its win rate, lead or estimate */
  BLOCK_PROGRESS,     /* a whole game's analysis under way */
  BLOCK_TITLE,        /* the scoring screen's or a demonstration's heading */
  BLOCK_WARNING,      /* what a count depends on: a record that breaks its rules, stones the
                       * estimate kept by reading */
  BLOCK_RESULT,       /* each column's result, in the room's type ("Japanese B+18.5") */
  BLOCK_TABLE,        /* the scoring table (view.table, not lines) */
  BLOCK_DIFFERENCE,   /* one line: the columns' difference ("Japanese minus Chinese: +1") */
  BLOCK_REASONS,      /* why the columns differ, a line each */
  BLOCK_STEP,         /* a demonstration step's sentences */
  BLOCK_STATUS,       /* the status (ui_view.status, not lines) */
  BLOCK_VERDICT,      /* an exercise's verdict: "Wrong", "Solved", "Right" (the room's type) */
  BLOCK_EXERCISE,     /* which problem of a set, who plays it, the counts so far */
  BLOCK_QUIZ,         /* the counting quiz: the question and its answers, then the verdicts */
  BLOCK_QUIZ_START,   /* the line that starts the counting quiz (a click) */
  BLOCK_EXERCISE_NAV, /* an exercise's lines to click: again, the answer, the set, back */
  BLOCK_PRESENTER,    /* presenter mode: what the room sees now (the teacher's window only) */
  BLOCK_COUNT
};

/* The screens the panel knows. */
enum view_screen {
  SCREEN_PLAY,     /* playing, replaying, preparing a lesson */
  SCREEN_SCORE,    /* the scoring screen */
  SCREEN_DEMO,     /* a counting demonstration */
  SCREEN_EXPLAIN,  /* the explanation over the board (ui_view.explain) */
  SCREEN_WRITING,  /* a comment being written, in a box over the board */
  SCREEN_AUDIENCE, /* the room's window in presenter mode: only what the room reads */
  SCREEN_COUNT
};

/* A line of panel text. */
typedef struct view_line {
  char text[512]; /* a paragraph of a comment whole (a problem's explanation), or French */
  uint8_t block;  /* enum view_block */
  uint8_t tail;   /* bytes at the end kept whole when the line is shortened ("… : 3 prisoners") */
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
  bool heading;   /* a group's title in a list (F1): the label, across the row */
  char label[96]; /* room for the longest keys of F1 in French */
  char value[256];
  bool selected;        /* the keyboard focus */
  bool hover;           /* under the pointer */
  int sel_from, sel_to; /* a text field's selection: bytes of value drawn highlighted */
  bool editing;         /* a text field being typed into: show a caret */
  bool dim;             /* not available now */
} view_row;

typedef struct view_overlay {
  bool shown;
  bool list; /* a list to read (F1), not a dialog to fill: in columns, and it scrolls */
  bool form; /* fields to type into: as wide whatever is typed (a long value shows its end) */
  char title[96];
  view_row rows[VIEW_ROWS];
  int n_rows;
  char message[384]; /* under the rows: a problem (error) or a note */
  bool message_error;
  char hint[192]; /* the keys that work here */
} view_overlay;

/* The game tree around the current move, in the strip the layout gave
 * it: the main line on row 0, the variations that leave it on the rows
 * below (a row stays where it is while the current move changes lines),
 * each node in a slot (its column and row in the strip); the line through
 * the current move marked. */
#define VIEW_TREE_NODES 320
typedef struct view_tree_node {
  int16_t col;
  int8_t row;
  int8_t parent_row; /* the row of its parent in the column before, -1 when not shown */
  uint8_t color;     /* the move's colour; COLOR_EMPTY: no move (the start, a setup) */
  bool current;
  bool on_path; /* on the line through the current move: drawn so */
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
#define VIEW_TOOLS 40
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
  bool smoothed;                  /* each point the mean of a move's and the one before's */
  char top[16], bottom[16];       /* the scale's ends: "B+20", "W+20"; "B 100%", "W 100%" */
  char legend[96];                /* what the curve is */
  char legend_short[48];          /* the same in a few words, where the whole does not fit */
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
  int laser_x, laser_y;   /* presenter mode's laser pointer (F7): a large dot there, -1 none */
  /* Presenter mode, the teacher's window: the tag on the room's window in
   * miniature (the layout's miniature slot), "held" while it is; empty
   * for none. */
  char room_tag[48];
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
  uint8_t screen;               /* enum view_screen: what the panel shows */
  view_line panel[VIEW_PANEL_LINES];
  int n_panel;
  uint8_t adding;   /* enum view_block: what view_add_line's lines belong to */
  view_table table; /* BLOCK_TABLE */
  char status[256]; /* the status line: the last thing that happened, or why not */
  bool status_error;
  bool status_echo; /* it repeats what the panel says (the turn after a move): not shown */
  /* The keys that work now, at the foot of the panel: all of them, or one
   * line (hint_short: where F1 is and the most used), as hint_mode says. */
  char hint[256];
  char hint_short[128];
  uint8_t hint_mode; /* enum ui_hint_mode (theme.h) */
  /* Lines of the panel's scrolling part passed, when it cannot show all
   * (the plan clamps it; see plan.h). */
  int panel_scroll;
  /* A panel line to bring into sight (the reason just selected), -1 none. */
  int panel_focus;
  /* The scoring screen's explanation: the panel's lines and table in large
   * type in a box over the dimmed board. */
  bool explain;
  /* The comment is being written (its caret's line is panel_focus): when
   * the panel has no room for that line, the box over the board takes it. */
  bool writing;
  /* The sounds asked for (a stone, a capture, a pass, the clock's warning,
   * a verdict): the window plays those past the serial it last played, at
   * sound_volume (0 to 100). */
  ui_sounds sounds;
  uint8_t sound_volume;
  /* Text for the clipboard (Ctrl+Shift+C): the window puts it there each
   * time copied changes. Owned by the application. */
  const char *clipboard;
  unsigned copied;
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

/* The next line of the panel, in the block being added (view_begin), NULL
 * when the panel is full. */
view_line *view_add_line(ui_view *v, bool strong);

/* The lines added from now on belong to block b. */
static inline void view_begin(ui_view *v, enum view_block b) { v->adding = (uint8_t)b; }

/* An empty view of a size x size board. */
void view_clear(ui_view *v, int size);

static inline int view_index(const ui_view *v, int x, int y) { return y * v->size + x; }

#endif
