/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Editing a game as a workspace (src/core/edit.c and the markup and game
 * information of src/core/record.c): setting up positions with AB, AW, AE
 * and PL in the node FF[4] allows, lines, arrows and dimmed points, node
 * names, reordering and deleting variations, and the game information,
 * each read back through SGF.
 *
 * Boards are diagrams with rows from the top, 'X' black, 'O' white; SGF
 * points are letters from the top left ("aa" is the upper left corner). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diagram.h"
#include "hoshi/game.h"
#include "game_io.h"

static game g;

static void setup(void) { cr_assert(game_init(&g, 9, NULL)); }
static void teardown(void) { game_deinit(&g); }

TestSuite(workspace, .init = setup, .fini = teardown);

/* --- helpers ---------------------------------------------------------------------------- */

/* The stones of g's board against a diagram, without the hash check of
 * expect_board, which cannot read a chain without liberties back. */
static void expect_stones(const char *expected)
{
  char text[TEXT_SIZE], got[TEXT_SIZE], want[TEXT_SIZE];
  board_to_ascii(&g.board, text, sizeof text);
  cells_of(text, got, sizeof got);
  cells_of(expected, want, sizeof want);
  cr_assert_str_eq(got, want, "board is\n%s\nexpected\n%s", text, expected);
}

/* (x, y) of an SGF point. */
static void xy(const char *sp, int *x, int *y)
{
  bool pass;
  cr_assert(board_sgf_parse(sp, game_size(&g), x, y, &pass) && !pass, "bad point %s", sp);
}

static void put(const char *sp, enum color c)
{
  int x, y;
  xy(sp, &x, &y);
  cr_assert(game_setup_point(&g, x, y, c), "setup at %s", sp);
}

static void play(const char *vertex)
{
  cr_assert_eq(game_play(&g, game_to_move(&g), at(&g.board, vertex)), MOVE_LEGAL, "%s", vertex);
}

/* Opens SGF text (well formed) in g. */
static void open_sgf(const char *text)
{
  hoshi_error err;
  sgf_collection *c = sgf_parse(text, strlen(text), &err);
  cr_assert_not_null(c);
  cr_assert_str_empty(err.message, "the test's SGF is malformed: %s", err.message);
  hoshi_error why = {0};
  cr_assert(game_load(&g, c, 0, NULL, &why), "%s", why.message);
}

static void reread(void) { reread_game(&g); }

/* The values of a property of a node joined by spaces, "" when absent. */
static const char *values_of(const sgf_node *n, const char *id)
{
  static char text[4][512];
  static int turn;
  char *t = text[turn++ % 4];
  t[0] = '\0';
  const sgf_prop *p = sgf_find(n, id);
  for (size_t i = 0; p && i < p->n_values; i++) {
    strcat(t, i ? " " : "");
    strcat(t, p->values[i]);
  }
  return t;
}

/* --- setting up ------------------------------------------------------------------------- */

Test(workspace, setup_on_an_empty_board_goes_into_the_root)
{
  put("aa", COLOR_BLACK);
  put("cc", COLOR_BLACK);
  put("gc", COLOR_WHITE);
  put("ei", COLOR_WHITE);
  cr_expect_eq(g.depth, 1, "an empty game's root takes the setup");
  expect_board(&g.board, "X . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . X . . . O . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . O . . . .\n");
  cr_expect_str_eq(values_of(g.root, "AB"), "aa cc");
  cr_expect_str_eq(values_of(g.root, "AW"), "gc ei");
  cr_expect_eq(g.handicap, 0, "setup is no handicap");
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);
}

Test(workspace, setup_after_a_move_goes_into_a_new_child)
{
  play("E5");
  sgf_node *move = game_current(&g);
  put("cc", COLOR_WHITE);
  sgf_node *child = game_current(&g);
  cr_assert_neq(child, move);
  cr_expect_eq(child->parent, move);
  cr_expect_eq(move->children, child);
  cr_expect_eq(g.depth, 3);
  cr_expect_str_eq(values_of(move, "B"), "ee", "the move node keeps its move");
  cr_expect_null(sgf_find(move, "AB"));
  cr_expect_null(sgf_find(move, "AW"));
  cr_expect_str_eq(values_of(child, "AW"), "cc");
  cr_expect_null(sgf_find(child, "B"));
  /* The setup node, with no move and no children, takes more setup. */
  put("dc", COLOR_WHITE);
  cr_expect_eq(game_current(&g), child);
  cr_expect_str_eq(values_of(child, "AW"), "cc dc");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE, "setup does not move the turn");
  expect_board(&g.board, ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . O O . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . X . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n");
  /* A node with children gets a new last child too. */
  game_back(&g);
  game_back(&g);
  put("aa", COLOR_BLACK);
  cr_expect_eq(sgf_count_children(g.root), 2);
  cr_expect_eq(sgf_last_child(g.root), game_current(&g));
  cr_expect_null(sgf_find(g.root, "AB"));
}

Test(workspace, a_point_set_back_leaves_no_property_behind)
{
  put("cc", COLOR_BLACK);
  put("dd", COLOR_BLACK);
  put("cc", COLOR_EMPTY);
  cr_expect_str_eq(values_of(g.root, "AB"), "dd");
  cr_expect_null(sgf_find(g.root, "AE"), "the point was empty before the root");
  put("dd", COLOR_EMPTY);
  cr_expect_null(sgf_find(g.root, "AB"), "no empty AB");
  cr_expect_eq(g.board.n_empty, 81);
  /* Black into White: the point leaves AB for AW. */
  put("ee", COLOR_BLACK);
  put("ee", COLOR_WHITE);
  cr_expect_null(sgf_find(g.root, "AB"));
  cr_expect_str_eq(values_of(g.root, "AW"), "ee");
}

Test(workspace, a_compressed_rectangle_is_written_out_without_the_point)
{
  open_sgf("(;GM[1]FF[4]SZ[9]AB[aa:cc]AW[ee:ff])");
  put("bb", COLOR_EMPTY);
  cr_expect_str_eq(values_of(g.root, "AB"), "aa ba ca ab cb ac bc cc");
  cr_expect_str_eq(values_of(g.root, "AW"), "ee:ff", "a rectangle without the point stays");
  cr_expect_null(sgf_find(g.root, "AE"));
  expect_board(&g.board, "X X X . . . . . .\n"
                         "X . X . . . . . .\n"
                         "X X X . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . O O . . .\n"
                         ". . . . O O . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n");
  reread();
  cr_expect_eq(g.board.n_empty, 81 - 12);
}

Test(workspace, erasing_a_stone_of_an_earlier_node_writes_ae)
{
  play("E5");
  play("C3");
  put("ee", COLOR_EMPTY);
  sgf_node *node = game_current(&g);
  cr_expect_str_eq(values_of(node, "AE"), "ee");
  cr_expect_null(sgf_find(node, "AB"));
  cr_expect_eq(board_at(&g.board, at(&g.board, "E5")), COLOR_EMPTY);
  cr_expect_eq(board_at(&g.board, at(&g.board, "C3")), COLOR_WHITE);
  /* Put back, the point leaves AE and nothing is left. */
  put("ee", COLOR_BLACK);
  cr_expect_null(sgf_find(node, "AE"));
  cr_expect_null(sgf_find(node, "AB"));
  cr_expect_eq(board_at(&g.board, at(&g.board, "E5")), COLOR_BLACK);
}

Test(workspace, setup_captures_nothing)
{
  put("ba", COLOR_BLACK);
  put("ab", COLOR_BLACK);
  put("aa", COLOR_WHITE); /* no liberty */
  put("ee", COLOR_WHITE);
  put("de", COLOR_BLACK);
  put("fe", COLOR_BLACK);
  put("ed", COLOR_BLACK);
  put("ef", COLOR_BLACK); /* the last liberty of the White stone */
  static const char after[] = "O X . . . . . . .\n"
                              "X . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . X O X . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n";
  expect_stones(after);
  cr_expect_eq(game_captures(&g, COLOR_BLACK), 0);
  reread();
  expect_stones(after);
}

Test(workspace, setup_turn_writes_pl)
{
  cr_assert(game_setup_turn(&g, COLOR_WHITE));
  cr_expect_str_eq(values_of(g.root, "PL"), "W");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
  play("E5");
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);
  sgf_node *move = game_current(&g);
  cr_assert(game_setup_turn(&g, COLOR_WHITE));
  cr_expect_eq(game_current(&g)->parent, move, "a move node does not take PL");
  cr_expect_null(sgf_find(move, "PL"));
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
  cr_expect_not(game_setup_turn(&g, COLOR_EMPTY));
  reread();
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
}

Test(workspace, setup_clear_empties_a_position_made_by_moves)
{
  play("E5");
  play("C3");
  play("D4");
  cr_assert(game_setup_clear(&g));
  sgf_node *node = game_current(&g);
  cr_expect_eq(g.depth, 5);
  cr_expect_str_eq(values_of(node, "AE"), "ee df cg");
  cr_expect_null(sgf_find(node, "AB"));
  cr_expect_null(sgf_find(node, "AW"));
  cr_expect_eq(g.board.n_empty, 81);
  /* Stones set up in the node itself go with their AB. */
  put("aa", COLOR_BLACK);
  cr_expect_eq(game_current(&g), node);
  cr_assert(game_setup_clear(&g));
  cr_expect_null(sgf_find(node, "AB"));
  cr_expect_str_eq(values_of(node, "AE"), "ee df cg");
  cr_expect_eq(g.board.n_empty, 81);
}

/* --- the tree --------------------------------------------------------------------------- */

Test(workspace, next_moves_list_every_child)
{
  play("E5");
  game_back(&g);
  play("C3");
  game_back(&g);
  cr_assert_eq(game_play(&g, COLOR_WHITE, POINT_PASS), MOVE_LEGAL);
  game_back(&g);
  cr_assert(game_setup_turn(&g, COLOR_WHITE)); /* a child without a move */
  game_back(&g);
  game_next next[8];
  cr_assert_eq(game_next_moves(&g, next, 8), 4);
  cr_expect_eq(next[0].color, COLOR_BLACK);
  cr_expect_eq(next[0].move, at(&g.board, "E5"));
  cr_expect_eq(next[1].color, COLOR_BLACK);
  cr_expect_eq(next[1].move, at(&g.board, "C3"));
  cr_expect_eq(next[2].color, COLOR_WHITE);
  cr_expect_eq(next[2].move, POINT_PASS);
  cr_expect_eq(next[3].color, COLOR_EMPTY);
  cr_expect_eq(next[3].move, POINT_NONE);
  cr_expect_eq(game_next_moves(&g, next, 2), 4, "the count, beyond max");
  game_forward(&g);
  cr_expect_eq(game_next_moves(&g, next, 8), 0);
}

Test(workspace, promoting_a_line_makes_it_the_main_line)
{
  /* Main line E5 C3 D4 E3; the variation at each of the first three. */
  play("E5");
  play("C3");
  play("D4");
  play("E3");
  game_first(&g);
  play("G7");
  play("G3");
  game_back(&g);
  play("C7");
  play("F5");
  game_back(&g);
  play("F4");
  sgf_node *end = game_current(&g);
  cr_assert_eq(game_move_number(&g), 3);
  cr_expect_neq(g.root->children, g.path[1].node);
  cr_assert(game_promote_line(&g));
  cr_expect_eq(game_current(&g), end, "the current node stays");
  for (size_t i = 1; i < g.depth; i++)
    cr_expect_eq(g.path[i].node->parent->children, g.path[i].node, "level %zu", i);
  cr_expect_eq(sgf_count_children(g.root), 2);
  cr_expect_not(game_promote_line(&g), "already the main line");
  /* Written and read back: the main line comes first in the file. */
  char *text = game_write_sgf(&g, NULL, NULL, NULL);
  cr_assert_not_null(text);
  sgf_collection *c = sgf_parse(text, strlen(text), NULL);
  free(text);
  cr_assert_not_null(c);
  const sgf_node *n = c->games[0];
  const char *want[] = {"gc", "cc", "ff"};
  for (int k = 0; k < 3; k++) {
    n = n->children;
    cr_assert_not_null(n);
    cr_expect_str_eq(sgf_get(n, k % 2 ? "W" : "B"), want[k], "move %d", k + 1);
  }
  cr_expect_null(n->children);
  cr_expect(sgf_equal(g.root, c->games[0], NULL));
  sgf_free(c);
}

Test(workspace, deleting_a_variation)
{
  cr_expect_not(game_delete_node(&g), "not the root");
  play("E5");
  play("C3");
  game_back(&g);
  play("D3");
  play("C7");
  game_back(&g);
  sgf_node *parent = game_current(&g)->parent;
  cr_assert_eq(sgf_count_children(parent), 2);
  cr_assert(game_delete_node(&g));
  cr_expect_eq(game_current(&g), parent);
  cr_expect_eq(sgf_count_children(parent), 1);
  cr_expect_str_eq(values_of(parent->children, "W"), "cg");
  cr_expect_eq(board_at(&g.board, at(&g.board, "D3")), COLOR_EMPTY);
  cr_expect_eq(sgf_count_nodes(g.root), 3);
}

/* --- markup ----------------------------------------------------------------------------- */

Test(workspace, lines_and_arrows_toggle)
{
  play("E5");
  bool added = false;
  cr_assert(game_toggle_line(&g, 0, 0, 2, 2, true, &added));
  cr_expect(added);
  cr_assert(game_toggle_line(&g, 1, 1, 3, 3, false, &added));
  cr_expect(added);
  cr_assert(game_toggle_line(&g, 2, 2, 0, 0, true, &added));
  cr_expect(added, "an arrow the other way is another arrow");
  cr_expect_str_eq(values_of(game_current(&g), "AR"), "aa:cc cc:aa");
  cr_expect_str_eq(values_of(game_current(&g), "LN"), "bb:dd");
  game_line lines[8];
  cr_assert_eq(game_lines(&g, lines, 8), 3);
  cr_expect(lines[0].arrow && lines[0].x1 == 0 && lines[0].y1 == 0 && lines[0].x2 == 2 &&
            lines[0].y2 == 2);
  cr_expect(lines[1].arrow && lines[1].x1 == 2);
  cr_expect(!lines[2].arrow && lines[2].x1 == 1 && lines[2].y2 == 3);
  cr_assert(game_toggle_line(&g, 3, 3, 1, 1, false, &added));
  cr_expect_not(added, "a line either way is the same line");
  cr_expect_null(sgf_find(game_current(&g), "LN"));
  cr_expect_not(game_toggle_line(&g, 4, 4, 4, 4, false, &added), "no line to itself");
  cr_expect_not(game_toggle_line(&g, 4, 4, 4, 9, true, NULL), "off the board");
  cr_assert(game_toggle_line(&g, 0, 0, 2, 2, true, NULL));
  cr_expect_str_eq(values_of(game_current(&g), "AR"), "cc:aa");
  reread();
  cr_expect_eq(game_lines(&g, lines, 8), 1);
  cr_expect_eq(game_lines(&g, lines, 0), 0);
}

Test(workspace, dimmed_points_are_inherited_until_dd_empty)
{
  uint8_t mark[BOARD_MAX_POINTS];
  cr_expect_eq(game_dimmed(&g, mark), 0);
  play("E5");
  cr_assert(game_toggle_dim(&g, 0, 0));
  cr_assert(game_toggle_dim(&g, 1, 0));
  cr_expect_str_eq(values_of(game_current(&g), "DD"), "aa ba");
  play("C3");
  cr_expect_eq(game_dimmed(&g, mark), 2, "inherited");
  cr_expect(mark[board_point(&g.board, 1, 0)]);
  cr_expect_null(sgf_find(game_current(&g), "DD"));
  play("D4");
  cr_assert(game_toggle_dim(&g, 0, 0));
  cr_assert(game_toggle_dim(&g, 1, 0));
  cr_expect_str_eq(values_of(game_current(&g), "DD"), "", "DD[] clears");
  cr_expect_eq(game_dimmed(&g, mark), 0);
  cr_assert(game_toggle_dim(&g, 1, 0));
  cr_expect_str_eq(values_of(game_current(&g), "DD"), "ba");
  cr_assert(game_toggle_dim(&g, 0, 0));
  cr_expect_null(sgf_find(game_current(&g), "DD"), "the inherited set again: no DD");
  cr_assert(game_toggle_dim(&g, 0, 0));
  play("E3");
  reread();
  cr_expect_eq(game_dimmed(&g, mark), 1);
  cr_expect(mark[board_point(&g.board, 1, 0)]);
  /* A compressed DD in a file. */
  open_sgf("(;GM[1]FF[4]SZ[9];B[ee]DD[aa:bc];W[cc];B[dd]DD[])");
  game_forward(&g);
  game_forward(&g);
  cr_expect_eq(game_dimmed(&g, mark), 6);
  cr_expect(mark[board_point(&g.board, 1, 2)]);
  cr_expect_not(mark[board_point(&g.board, 2, 1)]);
  game_forward(&g);
  cr_expect_eq(game_dimmed(&g, mark), 0);
}

Test(workspace, node_names)
{
  cr_expect_null(game_node_name(&g));
  play("E5");
  cr_assert(game_set_node_name(&g, "The ear-reddening move"));
  cr_expect_str_eq(game_node_name(&g), "The ear-reddening move");
  reread();
  cr_expect_str_eq(game_node_name(&g), "The ear-reddening move");
  cr_assert(game_set_node_name(&g, ""));
  cr_expect_null(sgf_find(game_current(&g), "N"));
  cr_assert(game_set_node_name(&g, NULL));
  cr_expect_null(game_node_name(&g));
}

/* --- game information ------------------------------------------------------------------- */

static const char *const info_values[GAME_INFO_COUNT] = {
    "Honinbo Shusaku",    "4p",    "Gennan Inseki", "8p",  "Castle game", "The ear-reddening game",
    "1846-09-11",         "Osaka", "B+2",           "6.5", "Chinese",     "2",
    "Line one\nline two", "GoGoD"};

Test(workspace, game_information_reads_back)
{
  char buf[64];
  for (int i = 0; i < GAME_INFO_COUNT; i++) {
    hoshi_error why = {0};
    cr_assert(game_set_info(&g, game_info_ids[i], info_values[i], &why), "%s: %s", game_info_ids[i],
              why.message);
  }
  cr_expect_eq(g.handicap, 2);
  cr_expect_eq(g.komi, 6.5);
  cr_expect_str_eq(rules_id(g.rules), "chinese");
  for (int pass = 0; pass < 2; pass++) {
    for (int i = 0; i < GAME_INFO_COUNT; i++) {
      const char *v = game_info(&g, game_info_ids[i], buf, sizeof buf);
      cr_assert_not_null(v, "%s", game_info_ids[i]);
      cr_expect_str_eq(v, info_values[i], "%s (pass %d)", game_info_ids[i], pass);
    }
    reread();
  }
  /* Removed by an empty value. */
  hoshi_error why = {0};
  cr_assert(game_set_info(&g, "EV", "", &why));
  cr_expect_null(game_info(&g, "EV", buf, sizeof buf));
  cr_assert(game_set_info(&g, "PC", NULL, &why));
  cr_expect_null(sgf_find(g.root, "PC"));
  cr_assert(game_set_info(&g, "HA", "", &why));
  cr_expect_eq(g.handicap, 0);
  cr_expect_null(game_info(&g, "HA", buf, sizeof buf));
  cr_assert(game_set_info(&g, "HA", "0", &why));
  cr_expect_str_eq(game_info(&g, "HA", buf, sizeof buf), "0");
}

Test(workspace, game_information_is_checked)
{
  char buf[64];
  hoshi_error why = {0};
  cr_assert(game_set_info(&g, "KM", "-3", &why), "%s", why.message);
  cr_expect_str_eq(game_info(&g, "KM", buf, sizeof buf), "-3");
  cr_expect_str_eq(sgf_get(g.root, "KM"), "-3");
  cr_assert(game_set_info(&g, "KM", "6,5", &why), "%s", why.message);
  cr_expect_str_eq(game_info(&g, "KM", buf, sizeof buf), "6.5");
  cr_assert(game_set_info(&g, "KM", "6.75", &why), "a declared komi: %s", why.message);
  cr_expect_str_eq(game_info(&g, "KM", buf, sizeof buf), "6.75");

  why.message[0] = '\0';
  cr_expect_not(game_set_info(&g, "KM", "abc", &why));
  cr_expect_str_neq(why.message, "", "a reason");
  cr_expect_eq(g.komi, 6.75, "unchanged");
  cr_expect_not(game_set_info(&g, "KM", "", &why), "a game always has a komi");

  why.message[0] = '\0';
  cr_expect_not(game_set_info(&g, "RU", "Ing", &why));
  cr_expect(strstr(why.message, "Ing") && strstr(why.message, "Japanese") &&
                strstr(why.message, "Tromp-Taylor"),
            "the known names: %s", why.message);
  cr_expect_str_eq(game_info(&g, "RU", buf, sizeof buf), "Japanese", "unchanged");
  cr_assert(game_set_info(&g, "RU", "tt", &why), "an alias: %s", why.message);
  cr_expect_str_eq(game_info(&g, "RU", buf, sizeof buf), "Tromp-Taylor");
  cr_expect_str_eq(sgf_get(g.root, "RU"), "Tromp-Taylor");

  why.message[0] = '\0';
  cr_expect_not(game_set_info(&g, "HA", "1", &why));
  cr_expect_str_neq(why.message, "");
  cr_expect_not(game_set_info(&g, "HA", "81", &why), "one less than the points");
  cr_expect_not(game_set_info(&g, "HA", "two", &why));
  cr_expect_null(sgf_find(g.root, "HA"));
  cr_assert(game_set_info(&g, "HA", "80", &why));
  cr_expect_eq(game_handicap(&g), 80);
  cr_expect_eq(g.board.n_empty, 81, "no stones placed");

  cr_expect_not(game_set_info(&g, "C", "a comment", &why), "not game information");
  cr_expect_null(sgf_find(g.root, "C"));
}

/* --- a whole record --------------------------------------------------------------------- */

Test(workspace, a_record_with_everything_reads_back_the_same)
{
  hoshi_error why = {0};
  put("cc", COLOR_BLACK);
  put("gg", COLOR_BLACK);
  put("cg", COLOR_WHITE);
  cr_assert(game_setup_turn(&g, COLOR_WHITE));
  cr_assert(game_set_info(&g, "PB", "Honinbo Shusaku", &why));
  cr_assert(game_set_info(&g, "PW", "Gennan Inseki", &why));
  cr_assert(game_set_info(&g, "KM", "0", &why));
  cr_assert(game_set_info(&g, "DT", "1846-09-11", &why));
  play("E5");
  cr_assert(game_set_comment(&g, "Line one\nLe coup qui fit rougir l'oreille, à l'été"));
  cr_assert(game_set_node_name(&g, "Moyo"));
  cr_assert(game_toggle_line(&g, 0, 0, 4, 4, true, NULL));
  cr_assert(game_toggle_line(&g, 8, 0, 4, 4, false, NULL));
  cr_assert(game_toggle_dim(&g, 8, 8));
  cr_assert(game_mark(&g, 6, 2, GAME_MARK_LABEL, "é1"));
  cr_assert(game_mark(&g, 2, 6, GAME_MARK_TRIANGLE, NULL));
  put("ee", COLOR_EMPTY);
  put("ff", COLOR_WHITE);

  char *path = strdup("/tmp/hoshi-workspace-XXXXXX");
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  close(fd);
  cr_assert(game_save_file(&g, path, &why), "%s", why.message);
  sgf_collection *c = sgf_load_file(path, &why);
  unlink(path);
  free(path);
  cr_assert_not_null(c);
  const sgf_node *where = NULL;
  cr_expect(sgf_equal(g.root, c->games[0], &where), "differs at line %d",
            where && where->props ? where->props->line : 0);

  size_t index = game_node_index(&g);
  cr_assert(game_load(&g, c, 0, NULL, &why), "%s", why.message);
  cr_expect_eq(g.n_notes, 0);
  cr_assert(game_goto_index(&g, index));
  expect_board(&g.board, ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . X . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . O . . .\n"
                         ". . O . . . X . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n");
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);
  game_back(&g);
  cr_expect_str_eq(game_comment(&g), "Line one\nLe coup qui fit rougir l'oreille, à l'été");
  cr_expect_str_eq(game_node_name(&g), "Moyo");
  game_line lines[4];
  cr_assert_eq(game_lines(&g, lines, 4), 2);
  cr_expect(lines[0].arrow && lines[0].x2 == 4);
  cr_expect(!lines[1].arrow && lines[1].x1 == 8);
  uint8_t mark[BOARD_MAX_POINTS];
  cr_expect_eq(game_dimmed(&g, mark), 1);
  cr_expect(mark[board_point(&g.board, 8, 8)]);
  char label[GAME_LABEL_LEN];
  cr_expect_eq(game_mark_at(&g, 6, 2, label, sizeof label), GAME_MARK_LABEL);
  cr_expect_str_eq(label, "é1");
  cr_expect_eq(game_mark_at(&g, 2, 6, NULL, 0), GAME_MARK_TRIANGLE);
  char buf[32];
  cr_expect_str_eq(game_info(&g, "PB", buf, sizeof buf), "Honinbo Shusaku");
  cr_expect_str_eq(game_info(&g, "KM", buf, sizeof buf), "0");
  cr_expect_str_eq(game_info(&g, "DT", buf, sizeof buf), "1846-09-11");
  cr_expect_str_eq(values_of(g.root, "PL"), "W");
  cr_expect_eq(g.handicap, 0);
}
