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

#define VIEW_POINTS      (BOARD_MAX_SIZE * BOARD_MAX_SIZE)
#define VIEW_PANEL_LINES 16
#define VIEW_ROWS        40

/* A line of panel text. */
typedef struct view_line {
  char text[128];
  bool strong;   /* headings: bold */
  uint8_t stone; /* a small stone of this colour before the text (COLOR_EMPTY: none) */
} view_line;

/* A row of a dialog drawn over the window: a field of the new-game dialog,
 * an entry of the file list, a line of help. */
typedef struct view_row {
  char label[64];
  char value[192];
  bool selected; /* the keyboard focus */
  bool editing;  /* a text field being typed into: show a caret */
  bool dim;      /* not available now */
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

typedef struct ui_view {
  int size;
  enum ui_theme theme;
  /* Points are indexed y * size + x, (0, 0) top left. */
  uint8_t stone[VIEW_POINTS];
  uint8_t mark[VIEW_POINTS];
  char label[VIEW_POINTS][4];
  uint16_t number[VIEW_POINTS]; /* move numbers, 0 for none (shown with show_numbers) */
  bool show_numbers;
  bool coordinates;
  int last_x, last_y;   /* the last move's stone, -1 when none */
  int ghost_x, ghost_y; /* a legal move under the mouse, -1 when none */
  uint8_t ghost_color;
  int cursor_x, cursor_y; /* the keyboard cursor, -1 when hidden */
  view_line panel[VIEW_PANEL_LINES];
  int n_panel;
  int n_before_status; /* panel lines above the status line; the rest go below it */
  char status[256];    /* the status line: the last thing that happened, or why not */
  bool status_error;
  view_overlay overlay;
} ui_view;

/* An empty view of a size x size board. */
void view_clear(ui_view *v, int size);

static inline int view_index(const ui_view *v, int x, int y) { return y * v->size + x; }

#endif
