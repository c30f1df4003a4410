/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The record calls of the game model (src/core/record.c): what the window
 * writes into a game's tree goes in as SGF properties that read back the
 * same, and a count's territory and dead stones round-trip. */
#include <criterion/criterion.h>
#include <math.h>
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

/* Loads text into g (replacing it); the load's notes joined, for reading. */
static const char *load_noting(const char *text)
{
  sgf_collection *c = sgf_parse(text, strlen(text), NULL);
  cr_assert_not_null(c);
  hoshi_error why = {0};
  cr_assert(game_load(&g, c, 0, NULL, &why), "%s", why.message);
  static char notes[4096];
  notes[0] = '\0';
  for (size_t i = 0; i < g.n_notes; i++) {
    strncat(notes, g.notes[i].message, sizeof notes - strlen(notes) - 2);
    strcat(notes, "\n");
  }
  return notes;
}

/* Issue 32 (review N1): an engine's estimate out of its domain is noted
 * with its property and its move where the record is read, and no reader
 * gets it; the rest of the record opens, and the file keeps it. */
Test(record, estimates_out_of_their_domain_are_noted_and_left_out)
{
  const char *notes = load_noting("(;GM[1]FF[4]SZ[9];B[ee]SBKV[50];W[cc]SBKV[1e12];B[gg]SBKV[40]"
                                  "HOSHISCORE[nan];W[dd]SBKV[-12345600.00]HOSHISCORE[-3.5]"
                                  "(;B[ff]SBKV[inf])(;B[fg]HOSHISCORE[1e9]))");
  cr_expect(strstr(notes, "SBKV[1e12] at move 2 is not a win rate from 0 to 100: left out"), "%s",
            notes);
  cr_expect(strstr(notes, "HOSHISCORE[nan] at move 3 is not a lead in points"), "%s", notes);
  cr_expect(strstr(notes, "SBKV[-12345600.00] at move 4"), "%s", notes);
  cr_expect(strstr(notes, "SBKV[inf] at move 5"), "a variation's too: %s", notes);
  cr_expect(strstr(notes, "HOSHISCORE[1e9] at move 5"), "%s", notes);
  cr_assert(game_last(&g));
  cr_expect_eq(game_move_number(&g), 5, "the rest of the record opens");
  double wr, lead;
  const double want[][2] = {{NAN, NAN}, {0.5, NAN}, {NAN, NAN}, {0.4, NAN}, {NAN, -3.5}};
  const sgf_node *n = g.root;
  for (int i = 0; i < 5; i++, n = n->children) {
    game_node_estimate(n, &wr, &lead);
    cr_expect(isnan(want[i][0]) ? isnan(wr) : fabs(wr - want[i][0]) < 1e-9, "move %d: %g", i, wr);
    cr_expect(isnan(want[i][1]) ? isnan(lead) : fabs(lead - want[i][1]) < 1e-9, "move %d: %g", i,
              lead);
  }
  cr_expect_str_eq(sgf_get(g.root->children->children, "SBKV"), "1e12", "the file keeps it");
  /* Written: only what is in its domain. */
  game_first(&g);
  cr_assert(game_set_estimate(&g, INFINITY, 1e300));
  cr_expect_null(sgf_get(g.root, "SBKV"));
  cr_expect_null(sgf_get(g.root, "HOSHISCORE"));
}

/* Issue 32: the root's numbers read as written, or noted: no 0x, no
 * exponent in KM; SZ and HA with something after them. */
Test(record, the_roots_numbers_are_read_strictly_and_noted)
{
  const char *notes = load_noting("(;GM[1]FF[4]SZ[9]KM[0x10];B[ee])");
  cr_expect(strstr(notes, "komi '0x10' is not a number of points"), "%s", notes);
  cr_expect_float_eq(g.komi, 6.5, 1e-9, "the rule set's komi, not 16");
  notes = load_noting("(;GM[1]FF[4]SZ[9]KM[1e308];B[ee])");
  cr_expect(strstr(notes, "komi '1e308' is not a number of points"), "%s", notes);
  notes = load_noting("(;GM[1]FF[4]SZ[9]KM[ 6,5 ];B[ee])");
  cr_expect_str_eq(notes, "", "a decimal comma and blanks are fine");
  cr_expect_float_eq(g.komi, 6.5, 1e-9);
  notes = load_noting("(;GM[1]FF[4]SZ[19abc];B[ee])");
  cr_expect(strstr(notes, "SZ[19abc] is read as 19"), "%s", notes);
  notes = load_noting("(;GM[1]FF[4]SZ[9]HA[2x];B[ee])");
  cr_expect(strstr(notes, "HA[2x] is not a number of stones from 0 to 81: left out"), "%s", notes);
}

/* Issue 32 (review N5): the clock's properties out of their bounds are
 * noted where the record is read, with their move (clock.h refuses them). */
Test(record, clock_values_out_of_their_bounds_are_noted_with_their_move)
{
  const char *notes = load_noting("(;GM[1]FF[4]SZ[9]TM[600]OT[5x1e308 byo-yomi];B[ee]BL[nan]"
                                  ";W[cc]WL[590]OW[-5];B[gg]BL[1e308])");
  cr_expect(strstr(notes, "OT[5x1e308 byo-yomi]"), "%s", notes);
  cr_expect(strstr(notes, "move 1: BL[nan] is not a time"), "%s", notes);
  cr_expect(strstr(notes, "move 2: OW[-5]"), "%s", notes);
  cr_expect(strstr(notes, "move 3: BL[1e308] is not a time"), "%s", notes);
  cr_assert(game_last(&g));
  cr_expect_eq(game_move_number(&g), 3, "the rest of the record opens");
}
