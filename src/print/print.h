/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Paper and documents: diagrams (hoshi/diagram.h) drawn as a book prints
 * them, in black and white, with cairo and pango, as PDF (A4 or US
 * Letter, vector), SVG or PNG; a lesson's diagrams several a page with a
 * header and page numbers; problems as an exercise sheet with its answers
 * at the end; the counting explanation of a position as one page. The
 * window's SDL drawing is not used. No SDL here.
 */
#ifndef HOSHI_PRINT_H
#define HOSHI_PRINT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "hoshi/diagram.h"
#include "hoshi/error.h"
#include "hoshi/game.h"
#include "hoshi/rules.h"

/* The formats, one row each in print.c's table (print_format_get): adding
 * one is a value here, its row (names, label, what it holds, and the cairo
 * surface that draws it) and a test. */
enum print_format { PRINT_PDF, PRINT_SVG, PRINT_PNG, PRINT_FORMAT_COUNT };

typedef struct print_format_info {
  enum print_format format;
  const char *name;      /* as --format reads it: "pdf" */
  const char *extension; /* of the file written, without its dot */
  const char *label;     /* in the export dialog: "PDF" */
  bool pages;            /* holds several pages; else one image, the first page */
  bool paper;  /* a diagram alone is a page of paper (--page); else as large as it needs */
  bool pixels; /* an image of png_width pixels; else points */
  const struct print_surface *surface; /* how it is drawn and written (print.c) */
} print_format_info;

/* The row of a format (an unknown value: the first one, PDF). */
const print_format_info *print_format_get(enum print_format f);

/* The format whose extension is ext (lower case, without its dot); false when none. */
bool print_format_of_extension(const char *ext, enum print_format *f);

/* The formats' names or extensions as a list for a message: "pdf, svg and png",
 * ".pdf, .svg or .png" (the last one joined by last, the others by ", "). */
void print_format_list(bool extensions, const char *last, char *out, size_t len);
enum print_page { PRINT_A4, PRINT_LETTER };

typedef struct print_options {
  enum print_format format;
  enum print_page page; /* PDF, and the page of SVG and PNG handouts */
  int png_width;        /* PNG: the image's width in pixels (0: 800) */
  int per_page;         /* handouts: 2, 4 or 6 diagrams a page (0: 4) */
} print_options;

/* Reads a format's name ("pdf", "svg", "png") and "a4", "letter". false when not one. */
bool print_format_parse(const char *s, enum print_format *f);
bool print_page_parse(const char *s, enum print_page *p);

/* One diagram, alone: a PDF page or an SVG or PNG image as large as it
 * needs (PNG: png_width wide). */
bool print_diagram(const diagram *d, const print_options *o, const char *path, hoshi_error *why);

/* Where print_diagram puts the centre of point (x, y) of d: pixels of the
 * PNG, points of the PDF page or the SVG, from the top left. Returns the
 * grid's spacing in the same units. */
double print_diagram_point(const diagram *d, const print_options *o, int x, int y, double *px,
                           double *py);

/* What a handout holds. */
enum print_handout_kind {
  PRINT_MAIN_LINE, /* the main line, a diagram every `every` moves (its last node included) */
  PRINT_MARKED,    /* the nodes marked for the handout (game_handout_marked) */
  PRINT_EXERCISES, /* each problem's position (setup, moves following) without its answer,
                      the region fitting its stones unless one is given, then the answer
                      pages: a diagram a correct line, numbered, with its comments */
};

typedef struct print_handout_options {
  enum print_handout_kind kind;
  int every; /* PRINT_MAIN_LINE: moves a diagram (0: 20) */
  bool coordinates;
  int x0, y0, x1, y1; /* every diagram's region, inclusive; all -1 (or all 0): the whole board */
} print_handout_options;

/* The handout of g as a multi-page document (PDF; SVG and PNG: its first
 * page), captions "Diagram N" (with the node's name, if it has one, and the
 * moves it numbers: a marked node's since the previous diagram of its
 * line, or from where its line leaves the one it branches from), each
 * diagram's comment, the game's information (players, date, event) in
 * the header and the page numbers in the footer. false (why) when there is
 * nothing to print (no marked node, no problem) or the file cannot be
 * written. */
/* g is walked (game_goto_node) and left at the node it was at. */
bool print_handout(game *g, const print_handout_options *h, const print_options *o,
                   const char *path, hoshi_error *why);

/* The counting explanation of g's current position as one page: the
 * position with the dead stones (dead[], non-zero for a dead stone; NULL:
 * the estimate's), territory, dame, seki and the points to fill marked in
 * print style, the side-by-side table of the two rule sets (Total and
 * Result included) and the reasons their counts differ, in the interface's
 * language. g is not changed but for the estimate it keeps (game_dead_stones).
 * first, second NULL: the Japanese and the Chinese rules. */
bool print_scoring(game *g, const uint8_t *dead, const rules *first, const rules *second,
                   const print_options *o, const char *path, hoshi_error *why);

/* The caption of a diagram printed alone, as the manual promises it: the
 * node's name (N) when it has one, then the moves numbered ("Moves 30 to
 * 37"), else the position's place ("After move 37"), else who is to play. */
void print_caption(const game *g, int number_from, char *out, size_t len);

/* The game of a record that --score, --print and --export open: g holds
 * file's first game; number is the --game given (1 the first; 0: not
 * given, the first). Opens that game (game_switch, fallback as there) and, when the file
 * holds more than one, says on err which one it is. Returns 0, or 2 after a
 * message on err when the file holds fewer games. */
int print_choose_game(game *g, const char *file, int number, const rules *fallback, FILE *err);

/* hoshi --export: what to print of which record, as the command line
 * gives it (src/app/cli.c checks the values it can check alone). */
enum print_export_what { PRINT_EXPORT_MOVE, PRINT_EXPORT_HANDOUT, PRINT_EXPORT_SCORING };

typedef struct print_export_options {
  const char *file; /* the record; or a folder of them, for an exercise sheet */
  int game;         /* --game N: the file's game N (1 the first; 0: not given) */
  const char *out; /* NULL: the record's name with the format's extension (-2, -3 ... when taken) */
  bool force;      /* --force: out may replace an existing file (never the record itself) */
  enum print_export_what what;
  int move; /* PRINT_EXPORT_MOVE: the main line's move (-1: its last) */
  enum print_handout_kind handout;
  const char *region; /* "A1:K10", or NULL: the whole board */
  int numbers_from;   /* PRINT_EXPORT_MOVE: number the moves from this one (0: none) */
  bool coordinates;
  print_options print;
} print_export_options;

/* Exports as asked; messages go to err. An exercise sheet (--handout
 * exercises) of a file that holds several games, --game not given, takes
 * the problems of every game; of a folder, those of its .sgf files in name
 * order. The record is never written over; nor is an existing out unless
 * force. Returns the exit status: 0, 1 when the record cannot be read,
 * holds nothing to print or the file cannot be written, 2 for a value that
 * does not fit the record (a move it does not have, a region off its
 * board, a game it does not hold, a folder for anything but an exercise
 * sheet) and for an out that is the record or, without force, exists. */
int print_export(const print_export_options *e, FILE *err);

/* Gives back pango's font map, kept for the life of the process: at exit,
 * after the last drawing (printing again afterwards builds it again).
 * fontconfig's own caches stay (finalising them aborts while any font is
 * held); the tests' leak checker is told (tests/lsan.supp). */
void print_release(void);

#endif
