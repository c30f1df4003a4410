/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The record calls of the game model (src/core/record.c): what the window
 * writes into a game's tree goes in as SGF properties that read back the
 * same, and a count's territory and dead stones round-trip. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "hoshi/game.h"
#include "game_io.h"

static game g;

static void setup(void) { cr_assert(game_init(&g, 9, NULL)); }
static void teardown(void) { game_deinit(&g); }

TestSuite(record, .init = setup, .fini = teardown);

static void reread(void) { reread_game(&g); }

static void play(const char *vertex)
{
  cr_assert_eq(game_play(&g, game_to_move(&g), at(&g.board, vertex)), MOVE_LEGAL, "%s", vertex);
}

Test(record, players_result_and_comments_read_back)
{
  cr_expect_null(game_player(&g, COLOR_BLACK));
  cr_assert(game_set_player(&g, COLOR_BLACK, "Honinbo Shusaku"));
  cr_assert(game_set_player(&g, COLOR_WHITE, "Gennan Inseki"));
  cr_assert(game_set_root_comment(&g, "The ear-reddening game"));
  play("E5");
  cr_assert(game_set_comment(&g, "line one\nline two"));
  cr_assert(game_set_result(&g, "B+2"));
  reread();
  cr_expect_str_eq(game_player(&g, COLOR_BLACK), "Honinbo Shusaku");
  cr_expect_str_eq(game_player(&g, COLOR_WHITE), "Gennan Inseki");
  cr_expect_str_eq(game_result(&g), "B+2");
  cr_expect_str_eq(game_comment(&g), "line one\nline two");
  cr_expect_str_eq(game_root_comment(&g), "The ear-reddening game");
  game_first(&g);
  cr_expect_str_eq(game_comment(&g), "The ear-reddening game", "the root's comment is the root's");
}

Test(record, markup_is_one_mark_a_point_and_labels_count_on)
{
  play("E5");
  cr_assert(game_mark(&g, 0, 0, GAME_MARK_TRIANGLE, NULL));
  cr_assert(game_mark(&g, 1, 0, GAME_MARK_CROSS, NULL));
  char label[GAME_LABEL_LEN];
  game_next_label(&g, false, label, sizeof label);
  cr_expect_str_eq(label, "A");
  cr_assert(game_mark(&g, 2, 0, GAME_MARK_LABEL, label));
  game_next_label(&g, false, label, sizeof label);
  cr_expect_str_eq(label, "B");
  game_next_label(&g, true, label, sizeof label);
  cr_expect_str_eq(label, "1");
  cr_assert(game_mark(&g, 0, 0, GAME_MARK_SQUARE, NULL), "replaces the triangle");
  reread();
  game_markup m[8];
  int n = game_markup_list(&g, m, 8);
  cr_assert_eq(n, 3);
  cr_expect_eq(game_mark_at(&g, 0, 0, NULL, 0), GAME_MARK_SQUARE);
  cr_expect_eq(game_mark_at(&g, 1, 0, NULL, 0), GAME_MARK_CROSS);
  cr_expect_eq(game_mark_at(&g, 2, 0, label, sizeof label), GAME_MARK_LABEL);
  cr_expect_str_eq(label, "A");
  cr_expect_eq(game_unmark(&g, 1, 0), GAME_MARK_CROSS);
  cr_expect_eq(game_mark_at(&g, 1, 0, NULL, 0), GAME_MARK_NONE);
  cr_expect_eq(game_unmark(&g, 1, 0), GAME_MARK_NONE);
  game_back(&g);
  cr_expect_eq(game_markup_list(&g, m, 8), 0, "markup belongs to its node");
}

/*   A B C D E
 * 5 . X O . .     White's C5-C4 wall is dead inside Black's area:
 * 4 . X O . .     territory Black on A, D and E, and the dead stones.
 * 3 X X X X X
 * 2 . . . . .
 * 1 . . . . .   */
Test(record, a_count_reads_back_its_dead_stones)
{
  game_deinit(&g);
  cr_assert(game_init(&g, 5, NULL));
  board b;
  load(&b, 5,
       ". X O . ."
       ". X O . ."
       "X X X X X"
       ". . . . ."
       ". . . . .");
  cr_assert(game_set_position(&g, &b));
  point pts[25];
  cr_expect_eq(game_recorded_dead(&g, pts), -1, "no count yet");
  uint8_t owner[BOARD_MAX_POINTS] = {0}, dead[BOARD_MAX_POINTS] = {0};
  const char *black[] = {"A5", "A4", "C5", "C4", "D5", "D4", "E5", "E4"};
  for (size_t i = 0; i < 8; i++)
    owner[at(&g.board, black[i])] = COLOR_BLACK;
  dead[at(&g.board, "C5")] = dead[at(&g.board, "C4")] = 1;
  cr_assert(game_record_count(&g, owner, dead));
  cr_assert(game_record_count(&g, owner, dead), "a second count replaces the first");
  reread();
  int n = game_recorded_dead(&g, pts);
  cr_assert_eq(n, 2);
  cr_expect((pts[0] == at(&g.board, "C5") && pts[1] == at(&g.board, "C4")) ||
            (pts[1] == at(&g.board, "C5") && pts[0] == at(&g.board, "C4")));
  const sgf_prop *tb = sgf_find(game_current(&g), "TB");
  cr_assert_not_null(tb);
  cr_expect_eq(tb->n_values, 8u, "territory written once");
}

Test(record, the_autosave_private_property_goes_in_and_comes_out)
{
  play("E5");
  play("C3");
  game_back(&g);
  size_t index = game_node_index(&g), len;
  char *text = game_write_sgf(&g, "XHOSHI", "v=1;node=1", &len);
  cr_assert_not_null(text);
  cr_expect_eq(strlen(text), len);
  cr_expect(strstr(text, "(;XHOSHI[v=1;node=1]"), "%s", text);
  cr_expect_null(sgf_get(g.root, "XHOSHI"), "not in the tree itself");
  sgf_collection *c = sgf_parse(text, len, NULL);
  free(text);
  game h;
  cr_assert(game_init(&h, 19, NULL));
  hoshi_error why = {0};
  cr_assert(game_load(&h, c, 0, NULL, &why));
  char *v = game_take_root_property(&h, "XHOSHI");
  cr_expect_str_eq(v, "v=1;node=1");
  free(v);
  cr_expect_null(game_take_root_property(&h, "XHOSHI"), "taken out");
  cr_assert(game_goto_index(&h, index));
  cr_expect_eq(game_move_number(&h), 1);
  cr_expect(game_has_content(&h));
  cr_expect_not(game_goto_index(&h, 99));
  game_deinit(&h);
}

Test(record, variations_are_counted_among_siblings)
{
  play("E5");
  int index;
  cr_expect_eq(game_variations(&g, &index), 1);
  game_back(&g);
  play("D4");
  cr_expect_eq(game_variations(&g, &index), 2);
  cr_expect_eq(index, 2);
}

Test(record, handicap_points_are_the_root_setup_stones)
{
  hoshi_error why = {0};
  cr_assert(game_fixed_handicap(&g, 4, &why));
  uint8_t mark[BOARD_MAX_POINTS] = {0};
  cr_expect_eq(game_handicap_points(&g, mark), 4);
  cr_expect(mark[at(&g.board, "C3")] && mark[at(&g.board, "G7")]);
}
