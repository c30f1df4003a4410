/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Records counted as the rule texts read them (issue 19): a handicap given
 * as moves, a player moving twice in a row, an illegal move and what each
 * rule set says follows it, and any komi a record declares.
 *
 * - French rules, 003 and the handicap article; Tromp-Taylor, comment 5: a
 *   handicap of N is Black playing N moves in a row at the start.
 * - New Zealand rules, rule 10: White passes the first N-1 moves.
 * - J89 art. 14: a player who makes an illegal move loses the game (a ko
 *   retaken at once, a player moving twice in a row).
 * - Tromp-Taylor rule 6: an illegal move is no turn at all.
 *
 * Boards are ASCII diagrams as board_to_ascii writes them: rows from the
 * top, 'X' black, 'O' white, '.' empty. SGF points are "xy" letters from
 * the top left ("aa" is the upper left corner). */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/rules.h"
#include "hoshi/score.h"
#include "hoshi/sgf.h"

static game g;

static void setup(void) { memset(&g, 0, sizeof g); }
static void teardown(void) { game_deinit(&g); }
TestSuite(handicap_moves, .init = setup, .fini = teardown);
TestSuite(setup_stones, .init = setup, .fini = teardown);
TestSuite(out_of_turn, .init = setup, .fini = teardown);
TestSuite(illegal_move, .init = setup, .fini = teardown);
TestSuite(record_komi, .init = setup, .fini = teardown);

/* Opens the first game of well-formed SGF text into dst, at its last move. */
static void open_record(game *dst, const char *text)
{
  hoshi_error err = {0};
  sgf_collection *c = sgf_parse(text, strlen(text), &err);
  cr_assert_not_null(c);
  cr_assert_str_empty(err.message, "the test's SGF is malformed: %d:%d: %s", err.line, err.col,
                      err.message);
  hoshi_error why = {0};
  cr_assert(game_load(dst, c, 0, NULL, &why), "game_load refused: %s", why.message);
  game_last(dst);
}

/* The record's final position counted under its own rule set, nothing dead. */
static score count_record(game *src)
{
  score_input in;
  game_score_input(src, &in);
  uint8_t none[BOARD_MAX_POINTS] = {0};
  in.dead = none;
  score s;
  cr_assert(score_count(&in, src->rules, &s), "%s refused the count", rules_id(src->rules));
  return s;
}

static void expect_same_count(const score *a, const score *b, const char *what)
{
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    const score_side *x = &a->side[c], *y = &b->side[c];
    cr_expect_eq(x->stones, y->stones, "%s: stones of %d", what, c);
    cr_expect_eq(x->territory, y->territory, "%s: territory of %d", what, c);
    cr_expect_eq(x->prisoners, y->prisoners, "%s: prisoners of %d", what, c);
    cr_expect_eq(x->pass_stones, y->pass_stones, "%s: pass stones of %d", what, c);
    cr_expect_eq(x->compensation, y->compensation, "%s: compensation of %d", what, c);
    cr_expect_eq(x->total, y->total, "%s: total of %d (%g against %g)", what, c, x->total,
                 y->total);
  }
  cr_expect_str_eq(a->result, b->result, "%s", what);
}

/* --- a handicap given as moves --------------------------------------------------- */

/* The same three-stone game written twice: handicap stones on C7, G7, C3
 * (HA and AB), then White G3, Black E5, both pass; and Black's three first
 * moves in a row. The final position, for both:
 *
 *   . . . . . . . . .
 *   . . . . . . . . .
 *   . . X . . . X . .
 *   . . . . . . . . .
 *   . . . . X . . . .
 *   . . . . . . . . .
 *   . . X . . . O . .
 *   . . . . . . . . .
 *   . . . . . . . . .
 */
#define AS_STONES(ru, km)                                                                          \
  "(;GM[1]FF[4]SZ[9]RU[" ru "]KM[" km "]HA[3]AB[cc][gc][cg];W[gg];B[ee];W[];B[])"
#define AS_MOVES(ru, km)                                                                           \
  "(;GM[1]FF[4]SZ[9]RU[" ru "]KM[" km "];B[cc];B[gc];B[cg];W[gg];B[ee];W[];B[])"

static void same_as_stones(const char *as_moves, const char *as_stones, int compensation)
{
  game h;
  memset(&h, 0, sizeof h);
  open_record(&g, as_moves);
  open_record(&h, as_stones);
  cr_expect_eq(g.handicap, 0, "no HA: the declared handicap is none");
  cr_expect_eq(game_handicap(&g), 3, "Black's three moves in a row are a handicap of 3");
  cr_expect_eq(game_handicap(&h), 3);
  score a = count_record(&g), b = count_record(&h);
  cr_expect_eq(a.side[COLOR_WHITE].compensation, compensation, "%s: compensation %g",
               rules_id(g.rules), a.side[COLOR_WHITE].compensation);
  expect_same_count(&a, &b, rules_id(g.rules));
  uint8_t mark[BOARD_MAX_POINTS] = {0};
  cr_expect_eq(game_handicap_points(&g, mark), 3, "the three stones are the handicap stones");
  cr_expect(mark[board_point(&g.board, 2, 2)] && mark[board_point(&g.board, 6, 2)] &&
            mark[board_point(&g.board, 2, 6)]);
  cr_expect_not(mark[board_point(&g.board, 4, 4)], "E5 was played after White's first stone");
  game_illegal il;
  cr_expect_not(game_first_illegal(&g, &il), "moves in a row that give a handicap are legal");
  game_deinit(&h);
}

/* French rules: White receives one point for each move she could not play
 * (N-1 = 2), with the stones or with the moves. */
Test(handicap_moves, french_black_moves_in_a_row_count_as_handicap_stones)
{
  same_as_stones(AS_MOVES("French", "0.5"), AS_STONES("French", "0.5"), 2);
}

/* Tromp-Taylor comment 5: "handicap ... n moves in a row"; no compensation. */
Test(handicap_moves, tromp_taylor_black_moves_in_a_row)
{
  same_as_stones(AS_MOVES("Tromp-Taylor", "0"), AS_STONES("Tromp-Taylor", "0"), 0);
}

/* Chinese counting gives White one point per handicap stone (3), whichever
 * way the record gives them. */
Test(handicap_moves, chinese_counts_the_moves_as_stones)
{
  same_as_stones(AS_MOVES("Chinese", "0.5"), AS_STONES("Chinese", "0.5"), 3);
}

/* New Zealand rule 10: White passes the first N-1 moves. The passes are the
 * handicap, not passes of the game: the count is the HA/AB one. */
Test(handicap_moves, new_zealand_white_passes_the_first_moves)
{
  game h;
  memset(&h, 0, sizeof h);
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[NZ]KM[0];B[cc];W[];B[gc];W[];B[cg];W[gg];B[ee];W[];B[])");
  open_record(&h, AS_STONES("NZ", "0"));
  cr_expect_eq(game_handicap(&g), 3);
  score_input in;
  game_score_input(&g, &in);
  cr_expect_eq(in.passes[COLOR_WHITE], 1, "only White's pass after the handicap is a pass");
  cr_expect_eq(in.handicap, 3);
  score a = count_record(&g), b = count_record(&h);
  expect_same_count(&a, &b, "nz");
  game_illegal il;
  cr_expect_not(game_first_illegal(&g, &il));
  game_deinit(&h);
}

/* The same record under the French rules: the French handicap is Black's
 * moves in a row, so an early White pass ends it (one stone is no
 * handicap), and White's passes are passes (a pass stone each). */
Test(handicap_moves, white_passes_are_no_handicap_outside_new_zealand)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[French]KM[7.5];B[cc];W[];B[gc];W[];B[cg];W[gg];B[ee];W[];"
                  "B[])");
  cr_expect_eq(game_handicap(&g), 0);
  score_input in;
  game_score_input(&g, &in);
  cr_expect_eq(in.passes[COLOR_WHITE], 3, "every White pass is a pass");
  cr_expect_eq(in.handicap, 0);
}

/* An even AGA game where White passes early stays even. */
Test(handicap_moves, an_early_pass_in_an_even_game_is_a_pass)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[AGA]KM[7.5];B[ee];W[];B[cc];W[gg])");
  cr_expect_eq(game_handicap(&g), 0);
  score_input in;
  game_score_input(&g, &in);
  cr_expect_eq(in.passes[COLOR_WHITE], 1);
  game_illegal il;
  cr_expect_not(game_first_illegal(&g, &il));
}

/* One Black move before White's is an ordinary start, not a handicap of 1. */
Test(handicap_moves, one_black_move_is_no_handicap)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[French]KM[7.5];B[ee];W[cc];B[gg])");
  cr_expect_eq(game_handicap(&g), 0);
  uint8_t mark[BOARD_MAX_POINTS] = {0};
  cr_expect_eq(game_handicap_points(&g, mark), 0);
}

/* With no KM, the default komi is the rule set's for the handicap the
 * moves gave: the French rules' 0.5 with a handicap, 7.5 without. */
Test(handicap_moves, default_komi_follows_the_handicap_given_as_moves)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[French];B[cc];B[gc];W[gg])");
  cr_expect_eq(g.komi, rules_default_komi(rules_find("french"), 2));
  game h;
  memset(&h, 0, sizeof h);
  open_record(&h, "(;GM[1]FF[4]SZ[9]RU[French];B[cc];W[gc];B[gg])");
  cr_expect_eq(h.komi, rules_default_komi(rules_find("french"), 0));
  cr_expect_neq(g.komi, h.komi);
  game_deinit(&h);
}

/* --- setup stones are no handicap unless HA says so -------------------------------- */

/* A problem or a teaching position: three Black stones set up, White to
 * play, no HA; White E5, Black G3, both pass. The final position:
 *
 *   . . . . . . . . .
 *   . . . . . . . . .
 *   . . X . . . X . .
 *   . . . . . . . . .
 *   . . . . O . . . .
 *   . . . . . . . . .
 *   . . X . . . X . .
 *   . . . . . . . . .
 *   . . . . . . . . .
 *
 * No text gives White compensation for stones nobody called a handicap;
 * the same record with HA[3] is a three-stone handicap game, and the
 * Chinese (N), AGA and French (N-1) counts give White their compensation. */
#define SET_UP(ru, ha)                                                                             \
  "(;GM[1]FF[4]SZ[9]RU[" ru "]KM[0.5]" ha "AB[cc][gc][cg]PL[W];W[ee];B[gg];W[];B[])"

static void setup_stones_are_no_handicap(const char *ru, int compensation)
{
  static char problem[256], handicap[256];
  snprintf(problem, sizeof problem, SET_UP("%s", ""), ru);
  snprintf(handicap, sizeof handicap, SET_UP("%s", "HA[3]"), ru);
  game h;
  memset(&h, 0, sizeof h);
  open_record(&g, problem);
  open_record(&h, handicap);
  cr_expect_eq(g.handicap, 0, "%s: no HA, no declared handicap", ru);
  cr_expect_eq(game_handicap(&g), 0, "%s: setup stones are not moves in a row", ru);
  score_input in;
  game_score_input(&g, &in);
  cr_expect_eq(in.handicap, 0, "%s", ru);
  uint8_t mark[BOARD_MAX_POINTS] = {0};
  cr_expect_eq(game_handicap_points(&g, mark), 0, "%s: no handicap stones to show", ru);
  score a = count_record(&g), b = count_record(&h);
  cr_expect_eq(a.side[COLOR_WHITE].compensation, 0, "%s: compensation %g for no handicap", ru,
               a.side[COLOR_WHITE].compensation);

  cr_expect_eq(game_handicap(&h), 3, "%s: HA[3] with its stones", ru);
  cr_expect_eq(b.side[COLOR_WHITE].compensation, compensation, "%s: compensation %g", ru,
               b.side[COLOR_WHITE].compensation);
  cr_expect_eq(b.side[COLOR_WHITE].total - a.side[COLOR_WHITE].total, compensation,
               "%s: the compensation is the only difference", ru);
  cr_expect_eq(a.side[COLOR_BLACK].total, b.side[COLOR_BLACK].total, "%s", ru);
  game_deinit(&h);
}

Test(setup_stones, chinese_gives_no_compensation_without_ha)
{
  setup_stones_are_no_handicap("Chinese", 3);
}

Test(setup_stones, aga_gives_no_compensation_without_ha) { setup_stones_are_no_handicap("AGA", 2); }

Test(setup_stones, french_gives_no_compensation_without_ha)
{
  setup_stones_are_no_handicap("French", 2);
}

/* --- a player moving twice in a row --------------------------------------------- */

static void expect_illegal(const game *src, int move, enum color c, enum move_status why)
{
  game_illegal il;
  cr_assert(game_first_illegal(src, &il), "move %d should be flagged", move);
  cr_expect_eq(il.move_number, move);
  cr_expect_eq(il.color, c);
  cr_expect_eq(il.status, why, "status %d (%s)", il.status, move_status_id(il.status));
}

/* A root node may hold the first move (FF[4] allows it): it is move 1, so
 * the third move is move 3. */
Test(out_of_turn, a_move_in_the_root_counts_as_move_one)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[Japanese]B[ee];W[cc];W[gg];B[cg])");
  expect_illegal(&g, 3, COLOR_WHITE, MOVE_OUT_OF_TURN);
}

Test(out_of_turn, white_twice_in_a_row_is_flagged)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[cc];W[gg];B[cg])");
  expect_illegal(&g, 3, COLOR_WHITE, MOVE_OUT_OF_TURN);
  cr_expect_str_eq(move_status_id(MOVE_OUT_OF_TURN), "out_of_turn");
  /* The stones stay where the record put them. */
  cr_expect_eq(g.board.color[board_point(&g.board, 6, 6)], COLOR_WHITE);
}

/* A node without a move (a comment) does not hide the repetition. */
Test(out_of_turn, a_comment_between_does_not_hide_it)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9];B[ee];W[cc];C[a remark];W[gg])");
  expect_illegal(&g, 3, COLOR_WHITE, MOVE_OUT_OF_TURN);
}

/* PL sets the turn afresh, as do setup stones; the first move after a
 * handicap is White's whatever PL says; a record may start with White. */
Test(out_of_turn, a_turn_set_by_the_record_is_not_out_of_turn)
{
  const char *fine[] = {
      "(;GM[1]FF[4]SZ[9];B[ee];W[cc];PL[W];W[gg])",
      "(;GM[1]FF[4]SZ[9];B[ee];W[cc];AB[aa];W[gg])",
      "(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg];W[gc];B[cg])",
      "(;GM[1]FF[4]SZ[9]PL[W];W[ee];B[cc])",
      "(;GM[1]FF[4]SZ[9];W[ee];B[cc])",
  };
  for (size_t i = 0; i < sizeof fine / sizeof fine[0]; i++) {
    game h;
    memset(&h, 0, sizeof h);
    open_record(&h, fine[i]);
    game_illegal il;
    cr_expect_not(game_first_illegal(&h, &il), "%s: move %d flagged", fine[i], il.move_number);
    game_deinit(&h);
  }
}

/* Black's moves in a row after White has played are out of turn, not a
 * handicap. */
Test(out_of_turn, black_twice_after_the_start_is_flagged)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9];B[cc];B[gc];W[gg];B[ee];B[cg])");
  cr_expect_eq(game_handicap(&g), 2);
  expect_illegal(&g, 5, COLOR_BLACK, MOVE_OUT_OF_TURN);
}

/* --- an illegal move: what each rule set says follows ----------------------------- */

/* A ko, Black to take it at C8, then White retakes at once at B8:
 *
 *   . X O . . . . . .
 *   X O . O . . . . .
 *   . X O . . . . . .
 *
 * Black C8 captures B8; White's B8 would recreate the position before it.
 */
#define KO_RETAKEN(ru)                                                                             \
  "(;GM[1]FF[4]SZ[9]RU[" ru "]KM[0]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb];B[ee])"

Test(illegal_move, japanese_the_player_who_retakes_the_ko_loses)
{
  open_record(&g, KO_RETAKEN("Japanese"));
  expect_illegal(&g, 2, COLOR_WHITE, MOVE_KO);
  game_illegal il;
  cr_assert(game_first_illegal(&g, &il));
  cr_expect_eq(rules_illegal_consequence(g.rules), ILLEGAL_MOVE_LOSES);
  cr_expect_eq(game_illegal_winner(&g, &il), COLOR_BLACK, "J89 art. 14: White loses");
  char text[512];
  game_illegal_text(&g, &il, false, text, sizeof text);
  cr_expect_str_eq(text, "Move 2, White B8, is illegal under the Japanese rules: "
                         "ko: play elsewhere first. J89 art. 14: the player who made it loses "
                         "the game (Black wins).");
  game_illegal_text(&g, &il, true, text, sizeof text);
  cr_expect_str_eq(text, "Illegal move 2, White B8 (ko: play elsewhere first): White loses "
                         "(J89 art. 14)");
}

/* Tromp-Taylor rule 6: an illegal move is no turn; nobody loses for it. */
Test(illegal_move, tromp_taylor_it_is_no_turn)
{
  open_record(&g, KO_RETAKEN("Tromp-Taylor"));
  game_illegal il;
  cr_assert(game_first_illegal(&g, &il));
  cr_expect_eq(il.move_number, 2);
  cr_expect_eq(rules_illegal_consequence(g.rules), ILLEGAL_MOVE_NO_TURN);
  cr_expect_eq(game_illegal_winner(&g, &il), COLOR_EMPTY);
  char text[512];
  game_illegal_text(&g, &il, true, text, sizeof text);
  cr_expect(strstr(text, "no turn under the logical rules"), "%s", text);
}

/* The Chinese rules forbid the move and say no more: the text says so,
 * and names no winner. */
Test(illegal_move, chinese_the_text_does_not_say)
{
  open_record(&g, KO_RETAKEN("Chinese"));
  game_illegal il;
  cr_assert(game_first_illegal(&g, &il));
  cr_expect_eq(il.color, COLOR_WHITE);
  cr_expect_eq(rules_illegal_consequence(g.rules), ILLEGAL_MOVE_UNSAID);
  cr_expect_eq(game_illegal_winner(&g, &il), COLOR_EMPTY);
  char text[512];
  game_illegal_text(&g, &il, false, text, sizeof text);
  cr_expect(strstr(text, "the rule text does not say what follows"), "%s", text);
}

/* A second move in a row loses under J89 art. 14 as well. */
Test(illegal_move, japanese_moving_twice_loses)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[cc];B[gg];B[cg])");
  game_illegal il;
  cr_assert(game_first_illegal(&g, &il));
  cr_expect_eq(il.status, MOVE_OUT_OF_TURN);
  cr_expect_eq(game_illegal_winner(&g, &il), COLOR_WHITE);
  char text[512];
  game_illegal_text(&g, &il, true, text, sizeof text);
  cr_expect_str_eq(text, "Illegal move 4, Black C3 (the same player moved twice in a row): "
                         "Black loses (J89 art. 14)");
}

/* --- komi as the record says --------------------------------------------------------- */

/* Any komi is a komi: more than the board holds is counted as it is, with a
 * note (a lesson on komi may use one). */
Test(record_komi, larger_than_the_board_is_counted_and_noted)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[100];B[ee];W[];B[])");
  cr_expect_eq(g.komi, 100);
  cr_assert_eq(g.n_notes, 1);
  cr_expect(strstr(g.notes[0].message, "komi 100 is more than the 81 points of the board"), "%s",
            g.notes[0].message);
  score s = count_record(&g);
  /* Black has the whole board by area (81); White 100. */
  cr_expect_eq(s.side[COLOR_BLACK].total, 81);
  cr_expect_eq(s.side[COLOR_WHITE].total, 100);
  cr_expect_str_eq(s.result, "W+19");
}

Test(record_komi, a_decimal_comma_and_quarter_points_are_read)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]KM[6,5])");
  cr_expect_eq(g.komi, 6.5);
  cr_expect_eq(g.n_notes, 0);
  game h;
  memset(&h, 0, sizeof h);
  open_record(&h, "(;GM[1]FF[4]SZ[9]KM[3.25])");
  cr_expect_eq(h.komi, 3.25);
  game_deinit(&h);
}

Test(record_komi, no_number_is_noted_and_the_default_used)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[six])");
  cr_expect_eq(g.komi, rules_default_komi(rules_find("japanese"), 0));
  cr_assert_eq(g.n_notes, 1);
  cr_expect(strstr(g.notes[0].message, "komi 'six' is not a number of points"));
}

/* New Zealand: komi 7 in an even game, none with a handicap (the rule set's
 * defaults when the record has no KM). */
Test(record_komi, new_zealand_defaults)
{
  const rules *nz = rules_find("nz");
  cr_expect_eq(rules_default_komi(nz, 0), 7);
  cr_expect_eq(rules_default_komi(nz, 3), 0);
  cr_expect_eq(rules_handicap_compensation(nz, 3), 0);
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[NZ];B[ee])");
  cr_expect_eq(g.komi, 7);
}

/* A suicide where the rule set forbids it (J89 art. 4 and 14): Black's A9
 * has no liberty and takes nothing.
 *
 *   . O . . . . . . .
 *   O . . . . . . . .
 */
Test(illegal_move, japanese_a_forbidden_suicide_loses)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[Japanese]AW[ba][ab];B[aa];W[ee])");
  expect_illegal(&g, 1, COLOR_BLACK, MOVE_SUICIDE);
  game_illegal il;
  cr_assert(game_first_illegal(&g, &il));
  cr_expect_eq(game_illegal_winner(&g, &il), COLOR_WHITE);
}

/* The same stone under New Zealand rules, which allow the suicide of
 * several stones only: still illegal, and the text does not say what
 * follows. */
Test(illegal_move, new_zealand_a_lone_suicide_is_unsaid)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[NZ]AW[ba][ab];B[aa];W[ee])");
  expect_illegal(&g, 1, COLOR_BLACK, MOVE_SUICIDE);
  cr_expect_eq(rules_illegal_consequence(g.rules), ILLEGAL_MOVE_UNSAID);
}

/* A repetition under situational superko (French rules): White retakes
 * the ko at once, giving the board a state she had already given it. Hoshi
 * names it a ko (docs/rules.md, "Where Hoshi decided", 3); the French text
 * does not say what follows, so no winner is named, and the position after
 * it is still counted. */
Test(illegal_move, french_a_repetition_is_judged_and_counted)
{
  open_record(&g, "(;GM[1]FF[4]SZ[9]RU[French]KM[7.5]AB[ba][ab][bc]AW[ca][bb][db][cc];"
                  "B[cb];W[bb];B[];W[])");
  expect_illegal(&g, 2, COLOR_WHITE, MOVE_KO);
  game_illegal il;
  cr_assert(game_first_illegal(&g, &il));
  cr_expect_eq(game_illegal_winner(&g, &il), COLOR_EMPTY);
  score s = count_record(&g);
  cr_expect_eq(s.side[COLOR_WHITE].stones, 4, "White's retake stands on the board");
}
