/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The themes, as data: each theme's colours and the spacing ratios of the
 * panel, the dialogs and the boxes over the board, one row per theme. The
 * layout plan (plan.h) reads the ratios, the renderer the colours; no SDL
 * here, so the plan is tested without a window.
 *
 * Every ratio is a share of a text height (px) unless it says otherwise.
 */
#ifndef HOSHI_UI_THEME_H
#define HOSHI_UI_THEME_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/view.h"

typedef struct ui_color {
  uint8_t r, g, b, a;
} ui_color;

typedef struct ui_palette {
  ui_color panel, text, dim, error, accent;
  ui_color grid, coord;
  ui_color last_on_black, last_on_white; /* the last-move marker */
  ui_color mark_on_wood;
  ui_color cursor;
  ui_color board_plain; /* a flat board colour instead of wood (alpha 0: wood) */
  ui_color box;         /* a dialog's and a list's background */
  ui_color face;        /* a toolbar button */
  bool high_contrast;   /* pure black and white stones with an outline */
  bool last_filled;     /* a filled marker instead of a ring */
  /* The scoring screen. */
  ui_color select;     /* the background of a chosen line */
  ui_color highlight;  /* what a reason points at: seen on wood and both stones */
  ui_color dead_cross; /* over a dead stone */
  ui_color dame, seki; /* the neutral points' marks */
  ui_color laser;      /* presenter mode's laser pointer: a colour no mark uses */
  /* What must read on stones of both colours and on the board. */
  ui_color black, white;        /* the scoring marks' and tints' own, the laser's ring */
  ui_color on_black, on_white;  /* a mark, a number, a label on a stone of that colour */
  ui_color board_mean;          /* a patch of wood (under a label, a chip, a dimmed point) */
  ui_color board_missing;       /* the board when the wood tile cannot be made */
  ui_color line_ink, line_edge; /* lines and arrows (LN, AR): a dark band on a light edge */
  ui_color graph;               /* the graph's background */
  ui_color shade;               /* over the window under the explanation, blended at its alpha */
  ui_color letterbox;           /* around the room's frame in the miniature */
  ui_color on_error;            /* text on the error colour (the miniature's tag) */
  ui_color on_accent;           /* text on the accent colour (INK_ON_ACCENT) */
} ui_palette;

/* The spacing of the panel at one of its fits (as designed, tighter). */
typedef struct ui_spacing {
  double line_gap;  /* after the last line of a panel line */
  double block_gap; /* between two blocks (the turn and the players) */
  double table_row; /* a row of the scoring table, in its text heights */
} ui_spacing;

typedef struct ui_metrics {
  double line;           /* a line of text: 1.3 text heights */
  ui_spacing fits[2];    /* [0] as designed, [1] tighter */
  double empty_line;     /* an empty line of a comment */
  double pad;            /* the panel's padding, in normal text heights */
  double indent;         /* a line with a stone before it */
  double icon;           /* that stone's diameter */
  double chip;           /* the square of board under a stone on a dark panel, beyond it */
  double teacher;        /* the teacher's text: this share of the room's ... */
  double floor;          /* ... and the smallest text, in normal text heights (never under 10 px) */
  double shrink;         /* each step down to the floor */
  double hint;           /* the key hint, when the layout gives none */
  double hint_share;     /* the hint takes at most this share of the panel's height */
  double cue;            /* a scroll cue's height, in hint heights */
  double table_gap;      /* between the table's columns */
  double table_inner;    /* between a column's Black and White figures */
  double table_icon;     /* the table's stones */
  double table_after;    /* after the table */
  double explain_text;   /* the explanation's text, in the panel's ... */
  double explain_min;    /* ... and at least this share of the window's height */
  double explain_width;  /* at most this many text heights wide */
  double box_share;      /* a box over the window takes at most this share of it */
  double dialog_row;     /* a dialog's row */
  double dialog_width;   /* a dialog is at least this many text heights wide */
  double dialog_label;   /* its labels take at most this share of a row */
  double title;          /* a dialog's title */
  double list_label;     /* a list's (F1) keys take at most this share of a column */
  double list_gap;       /* after a row of the list */
  double tool_icon;      /* a toolbar glyph, in button heights */
  double tool_stone;     /* a toolbar stone, in button heights */
  double tool_fit;       /* a glyph is at most this share of its button wide */
  double table_text;     /* a table row's text below the row's top */
  double table_heads;    /* after the table's heads and their stones */
  double table_rule;     /* the rule above the totals */
  double icon_x, icon_y; /* a panel stone's centre, right of and under the line's corner */
  double hint_gap;       /* between the panel's content and its hint ... */
  double tight_gap;      /* ... and when the room is short */
  double tight_pad;      /* the padding when the room is short, in the padding's */
  double box_hint;       /* a box's hint, at least this share of its text */
  double dialog_share;   /* a dialog is at most this share of the window wide */
  double dialog_fit;     /* a dialog and a list are at most this share of its height */
  double dialog_shrink;  /* each step of a dialog's smaller text */
  double dialog_title_gap;   /* after a dialog's title, in rows */
  double dialog_message_gap; /* before its message, in rows */
  double dialog_hint_raise;  /* its hint's last line above the box's foot, in rows */
} ui_metrics;

/* The key hint at the panel's foot: every key of the screen, one line
 * (the most used and where F1 is), or none. */
enum ui_hint_mode { HINT_AUTO, HINT_FULL, HINT_SHORT, HINT_NONE };

const ui_palette *theme_palette(enum ui_theme t);
const ui_metrics *theme_metrics(enum ui_theme t);

/* What HINT_AUTO means in a theme: the full hint in the classic theme, one
 * line in the projector theme (the room reads the board, the teacher knows
 * the keys; F1 lists them). */
enum ui_hint_mode theme_hint_mode(enum ui_theme t, enum ui_hint_mode asked);

/* The board's colour where it must be flat: the theme's flat board, or the
 * wood's mean colour. */
static inline ui_color theme_board_patch(const ui_palette *p)
{
  return p->board_plain.a ? p->board_plain : p->board_mean;
}

/* Whether a panel of this colour is dark: stones then stand on a square
 * of board, so that black reads as black. */
static inline bool theme_dark_panel(const ui_palette *p)
{
  return p->panel.r + p->panel.g + p->panel.b < 60;
}

#endif
