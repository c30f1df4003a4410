/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Diagrams as books print them (src/core/diagram.c, issue 35): the points
 * of a region and its edges, the node's markup on its points, move numbers
 * over a ko fight with the notes books print ("7 at 3"), the ASCII form of
 * Sensei's Library read back by a small parser of the format written here,
 * regions typed as "A1:K10", and the handout mark through a save. */
#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "game_io.h"
#include "hoshi/diagram.h"
#include "hoshi/game.h"

static game g;
static diagram d; /* 40 KB: not on the stack */

static void setup(void) { cr_assert(game_init(&g, 9, NULL)); }
static void teardown(void) { game_deinit(&g); }

TestSuite(diagram, .init = setup, .fini = teardown);

static void position(const char *ascii, enum color to_move)
{
  board b;
  load(&b, 9, ascii);
  b.to_move = to_move;
  cr_assert(game_set_position(&g, &b));
}

static void play(enum color c, const char *vertex)
{
  cr_assert_eq(game_play(&g, c, at(&g.board, vertex)), MOVE_LEGAL, "%s", vertex);
}

static void xy(const char *vertex, int *x, int *y)
{
  bool pass;
  cr_assert(board_vertex_parse(vertex, g.board.size, x, y, &pass) && !pass, "%s", vertex);
}

/* The diagram's stones over the whole board, as board_to_ascii writes a
 * board ('.' outside the region too). */
static void expect_stones(const diagram *dg, const char *expected)
{
  char text[TEXT_SIZE] = "", got[TEXT_SIZE], want[TEXT_SIZE];
  size_t k = 0;
  for (int y = 0; y < dg->size; y++)
    for (int x = 0; x < dg->size; x++) {
      text[k++] = ".XO"[dg->stone[y][x] % 3];
      text[k++] = x + 1 < dg->size ? ' ' : '\n';
    }
  text[k] = '\0';
  cells_of(text, got, sizeof got);
  cells_of(expected, want, sizeof want);
  cr_assert_str_eq(got, want, "diagram's stones are\n%s\nexpected\n%s", text, expected);
}

static const char *const ko_start = ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . X O . . . .\n"
                                    ". . X . . O . . .\n"
                                    ". . . X O . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n";

/* --- regions ------------------------------------------------------------------------------- */

Test(diagram, a_region_holds_exactly_its_points_and_marks_the_board_edges_it_touches)
{
  position("X . . . . . . . O\n"
           ". . X . . . . . .\n"
           ". . . . . . . . .\n"
           ". . . X O . . . .\n"
           ". . X . X O . . .\n"
           ". . . X O . . . .\n"
           ". . . . . . . . .\n"
           ". . . . . . . . .\n"
           "O . . . . . . . X\n",
           COLOR_BLACK);
  cr_assert(game_mark(&g, 8, 8, GAME_MARK_TRIANGLE, NULL)); /* J1, outside */
  cr_assert(game_mark(&g, 2, 1, GAME_MARK_CIRCLE, NULL));   /* C8, inside */
  diagram_options o;
  diagram_defaults(&o);
  /* A1:K10 on 19x19 is the lower left; here C9:F4, the upper middle. */
  cr_assert(diagram_parse_region("C9:F4", 9, &o.x0, &o.y0, &o.x1, &o.y1));
  cr_assert(diagram_make(&d, &g, &o));
  cr_expect_eq(d.x0, 2);
  cr_expect_eq(d.y0, 0);
  cr_expect_eq(d.x1, 5);
  cr_expect_eq(d.y1, 5);
  cr_expect(!d.edge[0], "left: column C is not the edge");
  cr_expect(d.edge[1], "top: row 9 is the edge");
  cr_expect(!d.edge[2], "right: column F is not the edge");
  cr_expect(!d.edge[3], "bottom: row 4 is not the edge");
  expect_stones(&d, ". . . . . . . . .\n"
                    ". . X . . . . . .\n"
                    ". . . . . . . . .\n"
                    ". . . X O . . . .\n"
                    ". . X . X O . . .\n"
                    ". . . X O . . . .\n"
                    ". . . . . . . . .\n"
                    ". . . . . . . . .\n"
                    ". . . . . . . . .\n");
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++)
      if (x < 2 || x > 5 || y > 5)
        cr_expect(!d.mark[y][x] && !d.number[y][x] && !d.dimmed[y][x], "(%d, %d) is outside", x, y);
  cr_expect_eq(d.mark[1][2], DIAGRAM_CIRCLE);

  /* The whole board has its four edges; a region off the board or turned
   * inside out is refused. */
  diagram_defaults(&o);
  cr_assert(diagram_make(&d, &g, &o));
  cr_expect(d.edge[0] && d.edge[1] && d.edge[2] && d.edge[3]);
  cr_expect_eq(d.x1, 8);
  cr_expect_eq(d.stone[8][8], COLOR_BLACK);
  o = (diagram_options){.x0 = 3, .y0 = 0, .x1 = 2, .y1 = 4};
  cr_expect(!diagram_make(&d, &g, &o));
  o = (diagram_options){.x0 = 0, .y0 = 0, .x1 = 9, .y1 = 4};
  cr_expect(!diagram_make(&d, &g, &o));
  o = (diagram_options){.x0 = -1, .y0 = 0, .x1 = 4, .y1 = 4};
  cr_expect(!diagram_make(&d, &g, &o));
}

Test(diagram, regions_are_typed_as_two_vertices_in_any_order)
{
  int x0, y0, x1, y1;
  cr_assert(diagram_parse_region("A1:K10", 19, &x0, &y0, &x1, &y1));
  cr_expect(x0 == 0 && y0 == 9 && x1 == 9 && y1 == 18, "%d %d %d %d", x0, y0, x1, y1);
  cr_assert(diagram_parse_region("k10:a1", 19, &x0, &y0, &x1, &y1));
  cr_expect(x0 == 0 && y0 == 9 && x1 == 9 && y1 == 18, "%d %d %d %d", x0, y0, x1, y1);
  cr_assert(diagram_parse_region("T1:A19", 19, &x0, &y0, &x1, &y1));
  cr_expect(x0 == 0 && y0 == 0 && x1 == 18 && y1 == 18);
  cr_assert(diagram_parse_region("E5:E5", 9, &x0, &y0, &x1, &y1));
  cr_expect(x0 == 4 && x1 == 4 && y0 == 4 && y1 == 4);
  const char *bad[] = {"Z1:A1",     "A1",     "",       "A1:",     ":A1",
                       "A1:K10:B2", "I1:K10", "A1:K20", "pass:A1", "A0:B2"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
    cr_expect(!diagram_parse_region(bad[i], 19, &x0, &y0, &x1, &y1), "\"%s\" accepted", bad[i]);
  cr_expect(!diagram_parse_region("A1:K10", 9, &x0, &y0, &x1, &y1), "K10 is off a 9x9 board");
}

/* --- markup -------------------------------------------------------------------------------- */

Test(diagram, every_kind_of_markup_lands_on_its_point)
{
  position(ko_start, COLOR_BLACK);
  cr_assert(game_mark(&g, 3, 3, GAME_MARK_TRIANGLE, NULL)); /* D6, a black stone */
  cr_assert(game_mark(&g, 4, 3, GAME_MARK_SQUARE, NULL));   /* E6, a white stone */
  cr_assert(game_mark(&g, 0, 0, GAME_MARK_CIRCLE, NULL));   /* A9, empty */
  cr_assert(game_mark(&g, 8, 8, GAME_MARK_CROSS, NULL));    /* J1, empty */
  cr_assert(game_mark(&g, 3, 4, GAME_MARK_LABEL, "A"));     /* D5 */
  cr_assert(game_mark(&g, 4, 4, GAME_MARK_LABEL, "12"));    /* E5 */
  bool added;
  cr_assert(game_toggle_line(&g, 0, 8, 3, 5, true, &added) && added);  /* A1 -> D4 */
  cr_assert(game_toggle_line(&g, 8, 0, 6, 2, false, &added) && added); /* J9 - G7 */
  cr_assert(game_toggle_dim(&g, 5, 4));                                /* F5 */
  cr_assert(game_set_comment(&g, "Black to play"));
  diagram_options o;
  diagram_defaults(&o);
  o.caption = "Diagram 3: Black to play and win the ko";
  cr_assert(diagram_make(&d, &g, &o));
  cr_expect_eq(d.mark[3][3], DIAGRAM_TRIANGLE);
  cr_expect_eq(d.mark[3][4], DIAGRAM_SQUARE);
  cr_expect_eq(d.mark[0][0], DIAGRAM_CIRCLE);
  cr_expect_eq(d.mark[8][8], DIAGRAM_CROSS);
  cr_expect_eq(d.mark[4][3], DIAGRAM_LABEL);
  cr_expect_str_eq(d.label[4][3], "A");
  cr_expect_eq(d.mark[4][4], DIAGRAM_LABEL);
  cr_expect_str_eq(d.label[4][4], "12");
  int marked = 0, dimmed = 0;
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++) {
      marked += d.mark[y][x] != DIAGRAM_MARK_NONE;
      dimmed += d.dimmed[y][x];
    }
  cr_expect_eq(marked, 6, "six marks and no other");
  cr_expect_eq(dimmed, 1);
  cr_expect(d.dimmed[4][5]);
  cr_assert_eq(d.n_lines, 2);
  cr_expect(d.lines[0].arrow && d.lines[0].x1 == 0 && d.lines[0].y1 == 8 && d.lines[0].x2 == 3 &&
            d.lines[0].y2 == 5);
  cr_expect(!d.lines[1].arrow && d.lines[1].x1 == 8 && d.lines[1].y1 == 0 && d.lines[1].x2 == 6 &&
            d.lines[1].y2 == 2);
  cr_expect_str_eq(d.caption, "Diagram 3: Black to play and win the ko");
  cr_expect_str_eq(d.comment, "Black to play");

  /* Without markup and comment: the stones alone. */
  o.markup = false;
  o.comment = false;
  o.caption = NULL;
  cr_assert(diagram_make(&d, &g, &o));
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++)
      cr_expect(!d.mark[y][x] && !d.dimmed[y][x]);
  cr_expect_eq(d.n_lines, 0);
  cr_expect_str_eq(d.caption, "");
  cr_expect_str_eq(d.comment, "");

  /* A line leaving the region is left out; one inside it stays. */
  diagram_defaults(&o);
  cr_assert(diagram_parse_region("A1:E5", 9, &o.x0, &o.y0, &o.x1, &o.y1));
  cr_assert(diagram_make(&d, &g, &o));
  cr_assert_eq(d.n_lines, 1);
  cr_expect(d.lines[0].arrow);
}

/* --- move numbers -------------------------------------------------------------------------- */

/* Two moves elsewhere, then a ko fought from move 3: Black E5, White
 * takes at D5, a threat and its answer, Black retakes at E5 (where 3
 * stood), White's threat answered, White retakes at D5 (where 4 stood),
 * Black J9, White passes. */
static void ko_fight(void)
{
  position(ko_start, COLOR_BLACK);
  play(COLOR_BLACK, "C8");
  play(COLOR_WHITE, "G2");
  play(COLOR_BLACK, "E5"); /* 3 */
  play(COLOR_WHITE, "D5"); /* 4 takes the ko */
  play(COLOR_BLACK, "H8");
  play(COLOR_WHITE, "H7");
  play(COLOR_BLACK, "E5"); /* 7 at 3 */
  play(COLOR_WHITE, "A1");
  play(COLOR_BLACK, "A2");
  play(COLOR_WHITE, "D5"); /* 10 at 4 */
  play(COLOR_BLACK, "J9");
  cr_assert_eq(game_play(&g, COLOR_WHITE, POINT_PASS), MOVE_LEGAL); /* 12 */
  cr_assert_eq(game_move_number(&g), 12);
}

Test(diagram, moves_numbered_over_a_ko_fight_show_where_each_was_retaken)
{
  ko_fight();
  board before = g.board;
  sgf_node *node = game_current(&g);
  diagram_options o;
  diagram_defaults(&o);
  o.number_from = 3;
  cr_assert(diagram_make(&d, &g, &o));
  /* The caller's game is where it was. */
  cr_expect_eq(game_current(&g), node);
  cr_expect_eq(game_move_number(&g), 12);
  cr_expect_eq(g.board.hash, before.hash);

  /* The position before move 3 (C8 and G2 played), with every numbered
   * stone where it was first played. */
  expect_stones(&d, ". . . . . . . . X\n"
                    ". . X . . . . X .\n"
                    ". . . . . . . O .\n"
                    ". . . X O . . . .\n"
                    ". . X O X O . . .\n"
                    ". . . X O . . . .\n"
                    ". . . . . . . . .\n"
                    "X . . . . . O . .\n"
                    "O . . . . . . . .\n");
  const struct {
    const char *vertex;
    int number;
  } numbers[] = {{"E5", 3}, {"D5", 4},  {"H8", 5}, {"H7", 6}, {"A1", 8},
                 {"A2", 9}, {"J9", 11}, {"C8", 0}, {"G2", 0}, {"D6", 0}};
  for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
    int x, y;
    xy(numbers[i].vertex, &x, &y);
    cr_expect_eq(d.number[y][x], numbers[i].number, "%s is %d, not %d", numbers[i].vertex,
                 d.number[y][x], numbers[i].number);
  }
  cr_assert_eq(d.n_notes, 3);
  cr_expect_str_eq(d.notes[0], "7 at 3");
  cr_expect_str_eq(d.notes[1], "10 at 4");
  cr_expect_str_eq(d.notes[2], "12: pass");

  /* From move 8: the retaken ko stands as it was before move 8 (Black
   * on E5), and White's retake at D5 is drawn, no longer a note. */
  o.number_from = 8;
  cr_assert(diagram_make(&d, &g, &o));
  cr_expect_eq(d.stone[4][4], COLOR_BLACK);
  cr_expect_eq(d.number[4][4], 0);
  cr_expect_eq(d.stone[4][3], COLOR_WHITE);
  cr_expect_eq(d.number[4][3], 10);
  cr_assert_eq(d.n_notes, 1);
  cr_expect_str_eq(d.notes[0], "12: pass");

  /* No numbers: the position at the node as it stands. */
  o.number_from = 0;
  cr_assert(diagram_make(&d, &g, &o));
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++) {
      cr_expect_eq(d.stone[y][x], board_at(&g.board, board_point(&g.board, x, y)));
      cr_expect_eq(d.number[y][x], 0);
    }
  cr_expect_eq(d.n_notes, 0);
}

Test(diagram, a_numbered_move_where_a_stone_of_the_start_was_captured_names_its_point)
{
  ko_fight();
  diagram_options o;
  diagram_defaults(&o);
  o.number_from = 4; /* Black's E5 (move 3) is part of the position */
  cr_assert(diagram_make(&d, &g, &o));
  cr_assert_eq(d.n_notes, 3);
  cr_expect_str_eq(d.notes[0], "7 at E5");
  cr_expect_str_eq(d.notes[1], "10 at 4");
}

/* --- Sensei's Library's ASCII form, read back ---------------------------------------------- */

/* What the parser reads of one diagram. */
typedef struct sl_diagram {
  char first; /* 'B' or 'W' */
  bool coordinates;
  int size; /* 19 unless given */
  int first_move;
  char title[512];
  bool edge[4]; /* left, top, right, bottom */
  int w, h;
  uint8_t stone[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
  uint8_t mark[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
  char label[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
  int number[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
  struct {
    bool arrow;
    char from[12], to[12];
  } lines[64];
  int n_lines;
} sl_diagram;

/* Reads the format as Sensei's Library documents it (HowDiagramsWork):
 * "$$(B|W)(c)(size)(mN) title", rows of cells between optional "|"
 * sides, "-" and "+" borders, "{AR a b}" and "{LN a b}" lines. */
/* The decimal number at *p, *p moved past it. */
static long number(const char **p)
{
  char *end;
  long v = strtol(*p, &end, 10);
  *p += end - *p;
  return v;
}

static void sl_parse(const char *text, sl_diagram *s)
{
  memset(s, 0, sizeof *s);
  s->size = 19;
  s->first_move = 1;
  const char *line = text;
  cr_assert(strncmp(line, "$$", 2) == 0, "no $$ first line:\n%s", text);
  const char *p = line + 2;
  s->first = 'B';
  if (*p == 'B' || *p == 'W')
    s->first = *p++;
  if (*p == 'c') {
    s->coordinates = true;
    p++;
  }
  if (isdigit((unsigned char)*p))
    s->size = (int)number(&p);
  if (*p == 'm')
    p++, s->first_move = (int)number(&p);
  while (*p == ' ')
    p++;
  const char *end = strchr(p, '\n');
  cr_assert_not_null(end);
  snprintf(s->title, sizeof s->title, "%.*s", (int)(end - p), p);
  int rows = 0;
  for (line = end + 1; *line; line = end + 1) {
    end = strchr(line, '\n');
    cr_assert_not_null(end, "unterminated line");
    cr_assert(strncmp(line, "$$", 2) == 0, "a line without $$");
    char row[256];
    snprintf(row, sizeof row, "%.*s", (int)(end - line - 2), line + 2);
    char *r = row;
    while (*r == ' ')
      r++;
    if (*r == '{') {
      char kind[3];
      cr_assert_lt(s->n_lines, 64);
      cr_assert_eq(
          sscanf(r, "{%2s %11s %11[^}]}", kind, s->lines[s->n_lines].from, s->lines[s->n_lines].to),
          3, "line: %s", r);
      cr_assert(strcmp(kind, "AR") == 0 || strcmp(kind, "LN") == 0, "%s", kind);
      s->lines[s->n_lines++].arrow = kind[0] == 'A';
      continue;
    }
    if (*r == '+' || *r == '-') {
      cr_assert(strspn(r, "+-") == strlen(r), "a border holds only + and -: %s", r);
      s->edge[rows ? 3 : 1] = true;
      continue;
    }
    cr_assert(!s->edge[3], "a row under the bottom edge");
    int x = 0;
    for (; *r; r++) {
      if (*r == ' ')
        continue;
      if (*r == '|') {
        s->edge[x ? 2 : 0] = true;
        continue;
      }
      cr_assert_lt(x, BOARD_MAX_SIZE);
      cr_assert(strchr(".,XOBW#@YQZPCSTM0123456789", *r) || (*r >= 'a' && *r <= 'z'),
                "unknown cell '%c'", *r);
      const char *stones = "XBW#@YQZPO";
      static const uint8_t colour[] = {1, 1, 2, 1, 2, 1, 2, 1, 2, 2};
      static const uint8_t mark[] = {0,
                                     DIAGRAM_CIRCLE,
                                     DIAGRAM_CIRCLE,
                                     DIAGRAM_SQUARE,
                                     DIAGRAM_SQUARE,
                                     DIAGRAM_TRIANGLE,
                                     DIAGRAM_TRIANGLE,
                                     DIAGRAM_CROSS,
                                     DIAGRAM_CROSS,
                                     0};
      const char *empty_marks = "CSTM";
      static const uint8_t emark[] = {DIAGRAM_CIRCLE, DIAGRAM_SQUARE, DIAGRAM_TRIANGLE,
                                      DIAGRAM_CROSS};
      const char *k;
      if ((k = strchr(stones, *r))) {
        s->stone[rows][x] = colour[k - stones];
        s->mark[rows][x] = mark[k - stones];
      } else if ((k = strchr(empty_marks, *r)))
        s->mark[rows][x] = emark[k - empty_marks];
      else if (isdigit((unsigned char)*r)) {
        int n = *r == '0' ? 10 : *r - '0';
        s->number[rows][x] = s->first_move + n - 1;
        /* Odd numbers are the first player's. */
        bool first = n % 2 == 1;
        s->stone[rows][x] = (s->first == 'B') == first ? COLOR_BLACK : COLOR_WHITE;
      } else if (*r >= 'a' && *r <= 'z') {
        s->mark[rows][x] = DIAGRAM_LABEL;
        s->label[rows][x] = *r;
      }
      x++;
    }
    cr_assert(!s->w || s->w == x, "rows of %d and %d cells", s->w, x);
    s->w = x;
    rows++;
  }
  s->h = rows;
}

/* The diagram read back holds what the diagram shows in its region. */
static void expect_read_back(const diagram *dg, const sl_diagram *s)
{
  cr_assert_eq(s->w, dg->x1 - dg->x0 + 1);
  cr_assert_eq(s->h, dg->y1 - dg->y0 + 1);
  for (int i = 0; i < 4; i++)
    cr_expect_eq(s->edge[i], dg->edge[i], "edge %d", i);
  cr_expect_eq(s->coordinates, dg->coordinates);
  cr_expect_eq(s->size, dg->size);
  for (int y = dg->y0; y <= dg->y1; y++)
    for (int x = dg->x0; x <= dg->x1; x++) {
      int sx = x - dg->x0, sy = y - dg->y0;
      cr_expect_eq(s->stone[sy][sx], dg->stone[y][x], "stone at (%d, %d)", x, y);
      cr_expect_eq(s->number[sy][sx], dg->number[y][x], "number at (%d, %d)", x, y);
      if (dg->number[y][x])
        continue; /* a numbered stone carries its number, not its mark */
      cr_expect_eq(s->mark[sy][sx], dg->mark[y][x], "mark at (%d, %d)", x, y);
      if (dg->mark[y][x] == DIAGRAM_LABEL)
        cr_expect_eq(s->label[sy][sx], tolower((unsigned char)dg->label[y][x][0]),
                     "label at (%d, %d)", x, y);
    }
  cr_assert_eq(s->n_lines, dg->n_lines);
  for (int i = 0; i < dg->n_lines; i++) {
    char a[4], b[4];
    board_vertex_format(dg->size, dg->lines[i].x1, dg->lines[i].y1, a);
    board_vertex_format(dg->size, dg->lines[i].x2, dg->lines[i].y2, b);
    cr_expect_eq(s->lines[i].arrow, dg->lines[i].arrow);
    cr_expect_str_eq(s->lines[i].from, a);
    cr_expect_str_eq(s->lines[i].to, b);
  }
}

static void mark_every_kind(void)
{
  static const struct {
    const char *vertex;
    enum game_mark kind;
    const char *label;
  } marks[] = {{"D6", GAME_MARK_CIRCLE, NULL},   {"E6", GAME_MARK_CIRCLE, NULL},
               {"C5", GAME_MARK_SQUARE, NULL},   {"F5", GAME_MARK_SQUARE, NULL},
               {"D4", GAME_MARK_TRIANGLE, NULL}, {"E4", GAME_MARK_TRIANGLE, NULL},
               {"G2", GAME_MARK_CROSS, NULL},    {"C8", GAME_MARK_CROSS, NULL},
               {"A9", GAME_MARK_CIRCLE, NULL},   {"B9", GAME_MARK_SQUARE, NULL},
               {"A8", GAME_MARK_TRIANGLE, NULL}, {"B8", GAME_MARK_CROSS, NULL},
               {"D5", GAME_MARK_LABEL, "a"},     {"E5", GAME_MARK_LABEL, "B"}};
  for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++) {
    int x, y;
    xy(marks[i].vertex, &x, &y);
    cr_assert(game_mark(&g, x, y, marks[i].kind, marks[i].label));
  }
  bool added;
  cr_assert(game_toggle_line(&g, 0, 0, 2, 2, true, &added));  /* A9 -> C7 */
  cr_assert(game_toggle_line(&g, 6, 6, 8, 8, false, &added)); /* G3 - J1 */
}

Test(diagram, the_ascii_form_reads_back_as_the_diagram)
{
  position(ko_start, COLOR_BLACK);
  play(COLOR_BLACK, "C8");
  play(COLOR_WHITE, "G2");
  mark_every_kind();
  diagram_options o;
  diagram_defaults(&o);
  o.caption = "Black to play";
  cr_assert(diagram_make(&d, &g, &o));
  char text[4096];
  size_t n = diagram_ascii(&d, game_to_move(&g), text, sizeof text);
  cr_assert_lt(n, sizeof text);
  cr_expect_eq(strlen(text), n);
  sl_diagram s;
  sl_parse(text, &s);
  cr_expect_eq(s.first, 'B');
  cr_expect_str_eq(s.title, "Black to play");
  expect_read_back(&d, &s);
  /* Row 3: the star points C3 and G3, nothing on them. */
  cr_expect(strstr(text, "$$ | . . , . . . , . . |\n"), "%s", text);

  /* The upper-left corner, coordinates off, White to play. */
  cr_assert(diagram_parse_region("A9:E4", 9, &o.x0, &o.y0, &o.x1, &o.y1));
  o.coordinates = false;
  o.caption = NULL;
  cr_assert(diagram_make(&d, &g, &o));
  n = diagram_ascii(&d, COLOR_WHITE, text, sizeof text);
  sl_parse(text, &s);
  cr_expect_eq(s.first, 'W');
  cr_expect_str_eq(s.title, "");
  expect_read_back(&d, &s);
}

Test(diagram, numbered_moves_read_back_with_their_first_number_and_colour)
{
  ko_fight();
  diagram_options o;
  diagram_defaults(&o);
  o.number_from = 3;
  o.caption = "Ko";
  cr_assert(diagram_make(&d, &g, &o));
  char text[4096];
  /* Who plays next at the node is White; the diagram's first number is
   * Black's, and the format says so. */
  diagram_ascii(&d, COLOR_WHITE, text, sizeof text);
  sl_diagram s;
  sl_parse(text, &s);
  cr_expect_eq(s.first, 'B', "%s", text);
  cr_expect_eq(s.first_move, 3, "%s", text);
  cr_expect_str_eq(s.title, "Ko (7 at 3, 10 at 4, 12: pass)");
  expect_read_back(&d, &s);
}

Test(diagram, the_ascii_form_of_a_small_region_as_written)
{
  position(ko_start, COLOR_BLACK);
  cr_assert(game_mark(&g, 4, 3, GAME_MARK_TRIANGLE, NULL)); /* E6 */
  cr_assert(game_mark(&g, 3, 4, GAME_MARK_LABEL, "a"));     /* D5 */
  diagram_options o;
  diagram_defaults(&o);
  o.caption = "Ko shape";
  cr_assert(diagram_parse_region("F9:J4", 9, &o.x0, &o.y0, &o.x1, &o.y1));
  cr_assert(diagram_make(&d, &g, &o));
  char text[1024];
  diagram_ascii(&d, COLOR_BLACK, text, sizeof text);
  cr_expect_str_eq(text, "$$Bc9 Ko shape\n"
                         "$$ --------+\n"
                         "$$ . . . . |\n"
                         "$$ . . . . |\n"
                         "$$ . , . . |\n"
                         "$$ . . . . |\n"
                         "$$ O . . . |\n"
                         "$$ . . . . |\n");
  cr_assert(diagram_parse_region("C7:E4", 9, &o.x0, &o.y0, &o.x1, &o.y1));
  o.coordinates = false;
  o.caption = NULL;
  cr_assert(diagram_make(&d, &g, &o));
  diagram_ascii(&d, COLOR_WHITE, text, sizeof text);
  cr_expect_str_eq(text, "$$W9\n"
                         "$$ , . .\n"
                         "$$ . X Q\n"
                         "$$ X a ,\n"
                         "$$ . X O\n");
  /* Too small a buffer: cut, terminated, and the length it needs. */
  char small[8];
  size_t need = diagram_ascii(&d, COLOR_WHITE, small, sizeof small);
  cr_expect_eq(need, strlen(text));
  cr_expect_str_eq(small, "$$W9\n$$");
}

/* --- the handout mark ---------------------------------------------------------------------- */

Test(diagram, the_handout_mark_survives_a_save_and_a_reload)
{
  play(COLOR_BLACK, "E5");
  play(COLOR_WHITE, "C3");
  cr_expect(!game_handout_marked(game_current(&g)));
  cr_assert(game_toggle_handout(&g));
  cr_expect(game_handout_marked(game_current(&g)));
  size_t len;
  char *text = game_write_sgf(&g, NULL, NULL, &len);
  cr_assert_not_null(text);
  cr_expect(strstr(text, "HOSHIPRINT[1]"), "%s", text);
  free(text);
  reread_game(&g);
  cr_expect_eq(game_move_number(&g), 2);
  cr_expect(game_handout_marked(game_current(&g)));
  cr_expect(!game_handout_marked(g.path[1].node), "only the node marked");
  cr_assert(game_toggle_handout(&g));
  cr_expect(!game_handout_marked(game_current(&g)));
  reread_game(&g);
  cr_expect(!game_handout_marked(game_current(&g)));
}

/* A comment or caption longer than a diagram holds is cut before a
 * character, never inside one, and ends with "…" so that the page shows
 * the cut (issue 46, R10: 1 MB of "é" gave pango invalid UTF-8 and a page
 * that did not say the rest was missing). */
Test(diagram, long_text_is_cut_at_a_character_with_a_mark)
{
  size_t n = 3000;
  char *text = malloc(2 * n + 2);
  cr_assert_not_null(text);
  text[0] = 'x'; /* odd: an even cut would land inside an "é" */
  for (size_t i = 0; i < n; i++)
    memcpy(text + 1 + 2 * i, "\xc3\xa9", 2);
  text[1 + 2 * n] = '\0';
  cr_assert(game_set_comment(&g, text));
  diagram_options o;
  diagram_defaults(&o);
  o.caption = text;
  cr_assert(diagram_make(&d, &g, &o));
  const char *texts[] = {d.comment, d.caption};
  for (int k = 0; k < 2; k++) {
    size_t len = strlen(texts[k]);
    cr_assert_gt(len, 3);
    cr_expect_str_eq(texts[k] + len - 3, "\xe2\x80\xa6", "ends with the mark");
    size_t body = len - 3 - 1; /* after the x: whole "é" only */
    cr_expect_eq(body % 2, 0, "no half character: %zu bytes", body);
  }
  free(text);
}
