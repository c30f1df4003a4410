/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The counting quiz of the scoring screen (issue 34, item 4), through the
 * application as a class drives it: Q (or a click on the line that offers
 * it) hides the counts, the class answers each column's question among the
 * offered answers by key or by click, then the counts come back with each
 * answer judged and the reasons the answers missed marked. Positions are
 * records, their counts worked out beside them. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app_driver.h"

static app a;

static void setup(void)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
}

static void teardown(void) { app_deinit(&a); }

TestSuite(quiz, .init = setup, .fini = teardown);

static void key(char ch) { drive_key(&a, KEY_CHAR, ch, false); }

/* A click on the panel line that acts so (the plan finds the line under
 * the pointer; here the line is looked for in the view first). */
static void click_line(enum view_click what)
{
  static ui_view v;
  app_view(&a, &v);
  bool there = false;
  for (int i = 0; i < v.n_panel; i++)
    there |= v.panel[i].click == what;
  cr_assert(there, "no panel line to click for %d", what);
  ui_input in = {.kind = INPUT_CLICK, .button = 1, .on_panel = true, .panel_click = (int)what};
  app_input(&a, &in);
  app_frame_drawn(&a);
}

/* Opens a record at its last position and the scoring screen on it, with
 * the dead stones given ("" none). */
static void score_record(const char *sgf, const char *const *dead, int n_dead)
{
  sgf_collection *c = sgf_parse(sgf, strlen(sgf), NULL);
  cr_assert_not_null(c);
  hoshi_error why = {0};
  cr_assert(game_load(&a.game, c, 0, NULL, &why), "%s", why.message);
  cr_assert(game_last(&a.game));
  point list[8];
  for (int i = 0; i < n_dead; i++) {
    int x, y;
    vertex_xy(&a, dead[i], &x, &y);
    list[i] = board_point(&a.game.board, x, y);
  }
  cr_assert(game_set_dead(&a.game, list, n_dead));
  key('s');
  cr_assert_eq(a.mode, MODE_SCORE, "%s", a.status.text);
}

/* The offered answer (1 to 4) of the question asked that says result
 * ("W+2.5"), as the panel shows it. */
static int offered(const char *result)
{
  static ui_view v;
  app_view(&a, &v);
  char want[40];
  for (int i = 0; i < v.n_panel; i++) {
    const view_line *l = &v.panel[i];
    if (l->block != BLOCK_QUIZ || l->click < CLICK_QUIZ_1 || l->click > CLICK_QUIZ_4)
      continue;
    int n = l->click - CLICK_QUIZ_1 + 1;
    snprintf(want, sizeof want, "%d   %s", n, result);
    if (strcmp(l->text, want) == 0)
      return n;
  }
  cr_assert_fail("%s is not among the answers offered", result);
  return 0;
}

/* While the quiz asks, nothing of the counts is in the view: no table,
 * no results, no difference, no reasons, no territory on the board; the
 * question and four answers to click are. */
static void expect_counts_hidden(const char *question)
{
  static ui_view v;
  app_view(&a, &v);
  cr_expect_not(v.table.shown, "the table is hidden");
  int answers = 0;
  bool asked = false;
  for (int i = 0; i < v.n_panel; i++) {
    const view_line *l = &v.panel[i];
    cr_expect(l->block != BLOCK_RESULT && l->block != BLOCK_DIFFERENCE &&
                  l->block != BLOCK_REASONS && l->block != BLOCK_TABLE,
              "\"%s\" (block %d) shows while the quiz asks", l->text, l->block);
    answers += l->block == BLOCK_QUIZ && l->click >= CLICK_QUIZ_1 && l->click <= CLICK_QUIZ_4;
    asked |= l->block == BLOCK_QUIZ && strcmp(l->text, question) == 0;
  }
  cr_expect_eq(answers, EXERCISE_OFFERS);
  cr_expect(asked, "the question \"%s\" is not asked", question);
  for (int i = 0; i < v.size * v.size; i++) {
    cr_expect_eq(v.count[i], COUNT_NONE, "point %d shows what the count makes of it", i);
    cr_expect_eq(v.shade[i], COLOR_EMPTY);
    cr_expect_not(v.highlight[i]);
  }
}

/* The quiz's line that starts so, "" when there is none. */
static const char *quiz_line(const char *start)
{
  static ui_view v;
  app_view(&a, &v);
  for (int i = 0; i < v.n_panel; i++)
    if (v.panel[i].block == BLOCK_QUIZ && strncmp(v.panel[i].text, start, strlen(start)) == 0)
      return v.panel[i].text;
  return "";
}

/* The reasons the view marks as missed, by kind. */
static int missed_of_kind(enum score_reason_kind kind, int *all)
{
  static ui_view v;
  app_view(&a, &v);
  int n = 0, r = 0;
  *all = 0;
  for (int i = 0; i < v.n_panel; i++) {
    const view_line *l = &v.panel[i];
    if (l->block != BLOCK_REASONS)
      continue;
    bool missed = strncmp(l->text, "Missed: ", 8) == 0;
    /* The alarm's colour on the missed, but for the one selected (its
     * highlight would not let it read). */
    cr_expect_eq(l->alarm, missed && r != a.scoring.selected,
                 "\"%s\": the alarm's colour on the missed only", l->text);
    cr_expect_eq(missed, a.scoring.quiz.missed[r]);
    *all += missed;
    n += missed && a.scoring.reasons[r].kind == kind;
    r++;
  }
  cr_expect_eq(r, a.scoring.n_reasons, "every reason is listed again");
  return n;
}

/* --- a handicap game ---------------------------------------------------------------- */

/* Two handicap stones (C7, C3), komi 0.5, walls on D and F, White's B5
 * dead inside Black's area:
 *     A B C D E F G H J
 *   9 . . . X . O . . .
 *   8 . . . X . O . . .     Japanese: Black 25 territory + 1 prisoner = 26,
 *   7 . . X X . O . . .     White 27 + 0.5 = 27.5: W+1.5.
 *   6 . . . X . O . . .     Chinese: Black 11 stones + 25 = 36, White 9 +
 *   5 . O . X . O . . .     27 + 0.5 + 2 (a point a handicap stone) =
 *   4 . . . X . O . . .     38.5: W+2.5.
 *   3 . . X X . O . . .     Japanese minus Chinese, +1 for Black: Black
 *   2 . . . X . O . . .     placed one stone more (-1), the compensation
 *   1 . . . X . O . . .     (+2). */
static const char *handicap_game =
    "(;GM[1]FF[4]SZ[9]KM[0.5]HA[2]RU[Japanese]AB[cc][cg]"
    ";W[fa];B[da];W[fb];B[db];W[fc];B[dc];W[fd];B[dd];W[fe];B[de];W[ff];B[df];W[fg];B[dg]"
    ";W[fh];B[dh];W[fi];B[di];W[be];B[];W[])";

static void score_handicap_game(void)
{
  const char *dead[] = {"B5"};
  score_record(handicap_game, dead, 1);
  cr_assert_str_eq(a.scoring.count[0].result, "W+1.5");
  cr_assert_str_eq(a.scoring.count[1].result, "W+2.5");
}

Test(quiz, a_right_pair_by_key_is_right_twice)
{
  score_handicap_game();
  key('q');
  cr_assert(a.scoring.quiz.open);
  expect_counts_hidden("Japanese rules: who wins, by how much?");
  key((char)('0' + offered("W+1.5")));
  cr_expect_eq(a.mode, MODE_SCORE, "1 to 4 answer: no column changed");
  cr_expect_str_eq(rules_id(a.scoring.column[0]), "japanese");
  cr_expect_str_eq(rules_id(a.scoring.column[1]), "chinese");
  expect_counts_hidden("Chinese rules: who wins, by how much?");
  cr_expect_str_eq(quiz_line("Japanese: you said"), "Japanese: you said W+1.5");
  key((char)('0' + offered("W+2.5")));

  cr_expect_str_eq(quiz_line("Japanese"), "Japanese: W+1.5, right");
  cr_expect_str_eq(quiz_line("Chinese"), "Chinese: W+2.5, right");
  ui_view v;
  app_view(&a, &v);
  cr_expect(v.table.shown, "the table is back");
  int all;
  cr_expect_eq(missed_of_kind(REASON_COMPENSATION, &all), 0);
  cr_expect_eq(all, 0, "nothing missed");
  cr_expect_eq(a.scoring.selected, -1);
  cr_expect_str_eq(a.status.text, "Right: the counts are shown.");

  /* Esc closes the quiz, not the scoring screen; Esc again leaves it. */
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_SCORE);
  cr_expect_not(a.scoring.quiz.open);
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
}

/* Chinese counted as though the handicap stones earned White nothing:
 * W+0.5. The answers' difference misses 2 points, the compensation's
 * alone (the stones placed are -1). By clicks only. */
Test(quiz, forgetting_the_handicap_compensation_marks_it_alone)
{
  score_handicap_game();
  click_line(CLICK_QUIZ);
  cr_assert(a.scoring.quiz.open);
  expect_counts_hidden("Japanese rules: who wins, by how much?");
  click_line((enum view_click)(CLICK_QUIZ_1 + offered("W+1.5") - 1));
  click_line((enum view_click)(CLICK_QUIZ_1 + offered("W+0.5") - 1));

  cr_expect_str_eq(quiz_line("Japanese"), "Japanese: W+1.5, right");
  cr_expect_str_eq(quiz_line("Chinese"), "Chinese: W+2.5, not W+0.5");
  int all;
  cr_expect_eq(missed_of_kind(REASON_COMPENSATION, &all), 1);
  cr_expect_eq(all, 1, "the compensation and nothing else");
  cr_expect_str_eq(a.status.text,
                   "1 answer of 2 right: what the answers missed is marked in the reasons.");
  /* Selected, so that the handicap stones light up. */
  cr_assert_geq(a.scoring.selected, 0);
  cr_expect_eq(a.scoring.reasons[a.scoring.selected].kind, REASON_COMPENSATION);
  ui_view v;
  app_view(&a, &v);
  cr_expect(v.highlight[view_index(&v, 2, 2)] && v.highlight[view_index(&v, 2, 6)],
            "C7 and C3, the handicap stones, are lit");

  /* The close line by the mouse. */
  click_line(CLICK_QUIZ_END);
  cr_expect_not(a.scoring.quiz.open);
  cr_expect_eq(a.mode, MODE_SCORE);
}

/* While it asks, what would show or change a count is refused, and the
 * digits 1 and 2 answer instead of changing a column; Q starts again. */
Test(quiz, while_it_asks_the_counts_stay_hidden)
{
  score_handicap_game();
  key('q');
  drive_click(&a, "B5");
  cr_expect(a.status.error, "the marks stay: %s", a.status.text);
  point b5 = board_point(&a.game.board, 1, 4);
  cr_expect(a.scoring.dead[b5], "B5 still dead");
  key('x');
  cr_expect_not(a.scoring.explain);
  key('d');
  cr_expect_eq(a.scoring.demo, -1);
  drive_key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_SCORE, "Enter records nothing while the quiz asks");
  cr_expect_null(sgf_get(a.game.root, "RE"));
  key('2');
  cr_expect_str_eq(rules_id(a.scoring.column[1]), "chinese", "2 answered");
  cr_expect_eq(a.scoring.quiz.asked, 1);
  expect_counts_hidden("Chinese rules: who wins, by how much?");
  key('q');
  cr_expect_eq(a.scoring.quiz.asked, 0, "Q asks again from the first question");
  expect_counts_hidden("Japanese rules: who wins, by how much?");
}

/* --- a seki ----------------------------------------------------------------------------- */

/* tests/data/sgf/seki9.sgf with a Black stone more at B8, so that Black
 * has placed two stones more than White:
 *     A B C D E F G H J
 *   9 . . . X O . . . .
 *   8 . X . X O . . . .     Along the bottom a seki: White's eye C1,
 *   7 . . . X O . . . .     Black's eye G1, the shared liberty E1.
 *   6 . . . X O . . . .     Japanese: Black 17, White 23 + 6.5: W+12.5.
 *   5 . . . X O . . . .     Chinese: Black 20 stones + 17 + G1 = 38,
 *   4 . . . X X O . . .     White 18 + 23 + C1 + 6.5 = 48.5: W+10.5.
 *   3 X X X X O O O O O     Japanese minus Chinese, -2: the stones placed
 *   2 X O O O X X X X O     (-2), Black's eye (-1), White's eye (+1).
 *   1 X O . O . X . X O
 * Chinese answered W+11.5, Black's eye forgotten: the answers miss -1,
 * which Black's eye alone makes (the stones and White's eye together make
 * it too, with two reasons). */
static const char *seki_game =
    "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PL[B]"
    "AB[bb][da][db][dc][dd][de][df][ef][ag][bg][cg][dg][ah][eh][fh][gh][hh][ai][fi][hi]"
    "AW[ea][eb][ec][ed][ee][ff][eg][fg][gg][hg][ig][bh][ch][dh][ih][bi][di][ii]"
    ";B[];W[])";

Test(quiz, forgetting_the_seki_eye_marks_it)
{
  score_record(seki_game, NULL, 0);
  cr_assert_str_eq(a.scoring.count[0].result, "W+12.5");
  cr_assert_str_eq(a.scoring.count[1].result, "W+10.5");
  key('q');
  expect_counts_hidden("Japanese rules: who wins, by how much?");
  /* By key, then by click. */
  key((char)('0' + offered("W+12.5")));
  click_line((enum view_click)(CLICK_QUIZ_1 + offered("W+11.5") - 1));

  cr_expect_str_eq(quiz_line("Japanese"), "Japanese: W+12.5, right");
  cr_expect_str_eq(quiz_line("Chinese"), "Chinese: W+10.5, not W+11.5");
  int all;
  cr_expect_eq(missed_of_kind(REASON_SEKI_EYES, &all), 1);
  cr_expect_eq(all, 1, "Black's eye and nothing else");
  cr_assert_geq(a.scoring.selected, 0);
  const score_reason *r = &a.scoring.reasons[a.scoring.selected];
  cr_expect_eq(r->kind, REASON_SEKI_EYES);
  cr_expect_eq(r->color, COLOR_BLACK);
  ui_view v;
  app_view(&a, &v);
  cr_expect(v.highlight[view_index(&v, 6, 8)], "G1, Black's eye, is lit");
  cr_expect_not(v.highlight[view_index(&v, 2, 8)], "C1, White's eye, is not");

  /* Q again: the questions anew, the counts hidden again. */
  key('q');
  expect_counts_hidden("Japanese rules: who wins, by how much?");
}

/* Both answers off by the same: the difference between them is right, so
 * no rule was missed; the board was miscounted. */
Test(quiz, the_same_miscount_twice_misses_no_rule)
{
  score_record(seki_game, NULL, 0);
  key('q');
  key((char)('0' + offered("W+13.5")));
  key((char)('0' + offered("W+11.5")));
  cr_expect_str_eq(quiz_line("Japanese"), "Japanese: W+12.5, not W+13.5");
  int all;
  missed_of_kind(REASON_SEKI_EYES, &all);
  cr_expect_eq(all, 0);
  cr_expect_str_eq(
      a.status.text,
      "Both answers are off by the same: a point of the board miscounted, not a rule.");
}

/* The quiz is on the list of keys, in the scoring group, and the line
 * that offers it is in the scoring screen's panel. */
Test(quiz, q_and_the_answers_are_in_the_key_table)
{
  size_t n;
  const key_binding *k = keys_all(&n);
  bool quiz = false, answer = false;
  for (size_t i = 0; i < n; i++) {
    quiz |= k[i].action == ACT_QUIZ && keys_group(&k[i]) == GROUP_SCORING;
    answer |= k[i].action == ACT_QUIZ_ANSWER && keys_group(&k[i]) == GROUP_SCORING;
  }
  cr_expect(quiz && answer);
  score_handicap_game();
  ui_view v;
  app_view(&a, &v);
  bool offered_line = false;
  for (int i = 0; i < v.n_panel; i++)
    offered_line |= v.panel[i].click == CLICK_QUIZ &&
                    strcmp(v.panel[i].text, "Quiz: who wins, by how much? (Q)") == 0;
  cr_expect(offered_line);
  /* 3 and 4 do nothing outside the quiz. */
  key('3');
  cr_expect_not(a.scoring.quiz.open);
}
