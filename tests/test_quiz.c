/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The counting quiz of the scoring screen (issue 34, item 4; issue 41,
 * part 5), through the application as a class drives it: Q (or a click on
 * the line that offers it) hides the counts, the class answers each
 * column's question among the offered answers by key or by click, then
 * the counts come back with each answer judged on its own (the mistake
 * that gives it, or none) and the reasons the answers missed marked. And
 * the quiz's core (hoshi/quiz.h) without the application: the answers
 * offered, and quiz_explain. Positions are records or ASCII diagrams,
 * their counts worked out beside them. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "app_driver.h"
#include "diagram.h"
#include "hoshi/quiz.h"
#include "rules_examples.h"

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
  cr_expect_eq(answers, QUIZ_OFFERS);
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

/* The line under the difference that says what column's answer missed
 * ("Japanese: missed ..."), "" when there is none. */
static const char *quiz_why(const char *column)
{
  static ui_view v;
  app_view(&a, &v);
  size_t n = strlen(column);
  for (int i = 0; i < v.n_panel; i++)
    if (v.panel[i].block == BLOCK_QUIZ_START && strncmp(v.panel[i].text, column, n) == 0 &&
        v.panel[i].text[n] == ':')
      return v.panel[i].text;
  return "";
}

/* The points lit on the board, as vertices ("C3 G7"). */
static const char *lit_points(void)
{
  static ui_view v;
  static char out[256];
  app_view(&a, &v);
  size_t n = 0;
  out[0] = '\0';
  for (int y = 0; y < v.size; y++)
    for (int x = 0; x < v.size; x++)
      if (v.highlight[view_index(&v, x, y)] && n < sizeof out) {
        char vertex[4];
        board_vertex_format(v.size, x, y, vertex);
        n += (size_t)snprintf(out + n, sizeof out - n, "%s%s", n ? " " : "", vertex);
      }
  return out;
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
    /* The first reason goes with the difference ("..., because"). */
    if (l->block != BLOCK_REASONS &&
        !(l->block == BLOCK_DIFFERENCE && i > 0 && v.panel[i - 1].block == BLOCK_DIFFERENCE))
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
 * W+0.5, 2 points off: the compensation missed, which no other single
 * mistake gives (the stones placed, missed, give W+3.5). By clicks only. */
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
  cr_expect_str_eq(quiz_why("Chinese"),
                   "Chinese: missed the handicap compensation (counted the Japanese way)");
  cr_expect_str_eq(quiz_why("Japanese"), "", "a right answer says only that");
  int all;
  cr_expect_eq(missed_of_kind(REASON_COMPENSATION, &all), 1);
  cr_expect_eq(all, 1, "the compensation and nothing else");
  cr_expect_str_eq(a.status.text,
                   "1 answer of 2 right: what the answers missed is marked in the reasons.");
  /* Its points light up, the handicap stones, with nothing selected. */
  cr_expect_eq(a.scoring.selected, -1);
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
 * Chinese answered W+11.5, Black's eye forgotten: one point off, which no
 * other single mistake gives (White's eye forgotten gives W+9.5, Black's
 * given to White W+12.5). */
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
  cr_expect_str_eq(quiz_why("Chinese"),
                   "Chinese: missed Black's eyes in seki (counted the Japanese way)");
  int all;
  cr_expect_eq(missed_of_kind(REASON_SEKI_EYES, &all), 1);
  cr_expect_eq(all, 1, "Black's eye and nothing else");
  ui_view v;
  app_view(&a, &v);
  cr_expect(v.highlight[view_index(&v, 6, 8)], "G1, Black's eye, is lit");
  cr_expect_not(v.highlight[view_index(&v, 2, 8)], "C1, White's eye, is not");

  /* Q again: the questions anew, the counts hidden again. */
  key('q');
  expect_counts_hidden("Japanese rules: who wins, by how much?");
}

/* Both answers off by the same, each in its own way: their difference is
 * the counts' own, yet each is judged against its own count. Japanese
 * W+13.5 counted White's eye C1 as territory; Chinese W+11.5 left Black's
 * eye G1 out. Both eyes are marked. */
Test(quiz, two_answers_off_by_the_same_are_judged_each_on_its_own)
{
  score_record(seki_game, NULL, 0);
  key('q');
  key((char)('0' + offered("W+13.5")));
  key((char)('0' + offered("W+11.5")));
  cr_expect_str_eq(quiz_line("Japanese"), "Japanese: W+12.5, not W+13.5");
  cr_expect_str_eq(quiz_why("Japanese"),
                   "Japanese: missed White's eyes in seki (counted the Chinese way)");
  cr_expect_str_eq(quiz_why("Chinese"),
                   "Chinese: missed Black's eyes in seki (counted the Japanese way)");
  int all;
  cr_expect_eq(missed_of_kind(REASON_SEKI_EYES, &all), 2);
  cr_expect_eq(all, 2, "the two eyes and nothing else");
  cr_expect_str_eq(a.status.text,
                   "0 answers of 2 right: what the answers missed is marked in the reasons.");
}

/* The quiz is on the list of keys, in the scoring group, and the line
 * that offers it is in the scoring screen's panel. */
Test(quiz, q_and_the_answers_are_in_the_key_table)
{
  size_t n;
  const key_binding *k = keys_all(&n);
  bool quiz = false, answer = false;
  for (size_t i = 0; i < n; i++) {
    quiz |= k[i].action == ACT_QUIZ && k[i].group == GROUP_SCORING;
    answer |= k[i].action == ACT_QUIZ_ANSWER && k[i].group == GROUP_SCORING;
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

/* --- positions from diagrams ------------------------------------------------------------- */

/* A final position entered as setup stones: the diagram's stones as the
 * root's AB and AW, with props (HA, KM, RU...), and no move. */
static const char *setup_record(int size, const char *props, const char *diagram)
{
  static char sgf[4096];
  board b;
  load(&b, size, diagram);
  size_t n = (size_t)snprintf(sgf, sizeof sgf, "(;GM[1]FF[4]SZ[%d]%s", size, props);
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    n += (size_t)snprintf(sgf + n, sizeof sgf - n, "%s", c == COLOR_BLACK ? "AB" : "AW");
    for (int y = 0; y < size; y++)
      for (int x = 0; x < size; x++)
        if (board_at(&b, board_point(&b, x, y)) == (enum color)c) {
          char v[3];
          board_sgf_format(x, y, v);
          n += (size_t)snprintf(sgf + n, sizeof sgf - n, "[%s]", v);
        }
  }
  snprintf(sgf + n, sizeof sgf - n, ")");
  cr_assert_lt(n + 1, sizeof sgf);
  return sgf;
}

/* The quiz's lines of the view, in order, joined by " | ": the verdicts,
 * then under the difference what the answers missed and the line that
 * closes the quiz. */
static const char *quiz_lines(void)
{
  static ui_view v;
  static char all[1024];
  app_view(&a, &v);
  size_t n = 0;
  all[0] = '\0';
  for (int i = 0; i < v.n_panel && n < sizeof all; i++)
    if (v.panel[i].block == BLOCK_QUIZ || v.panel[i].block == BLOCK_QUIZ_START)
      n += (size_t)snprintf(all + n, sizeof all - n, "%s%s", n ? " | " : "", v.panel[i].text);
  return all;
}

/* --- a seki where the two counts agree ----------------------------------------------------- */

/* One eye each and one shared liberty, D4 (a seki, J89 art. 8), 23 stones
 * each, komi 6.5: tests/data/quiz/seki7.sgf.
 *     A B C D E F G
 *   7 . X X X O O O
 *   6 X X X X O O O     Japanese: no territory (the eyes A7 and G1 are
 *   5 X X X X O O O     in seki), W+6.5. Chinese: 23 + A7 = 24 each,
 *   4 X X X . O O O     W+6.5. The counts agree, for two reasons that
 *   3 X X X O O O O     cancel: Black's eye (-1 for Black, Japanese minus
 *   2 X X X O O O O     Chinese) and White's (+1).
 *   1 X X X O O O .
 * Three wrong answers, each judged alone:
 * - Japanese W+5.5: Black's eye A7 counted as territory, the seki rule
 *   missed (Chinese counts it so); no other single mistake gives it;
 * - Chinese W+4.5: White's eye G1 counted for Black; no other;
 * - Japanese W+4.5: two points off, and the Japanese count gives these
 *   reasons no points of its own: no single mistake gives it. */
static const char *seki7 = ". X X X O O O\n"
                           "X X X X O O O\n"
                           "X X X X O O O\n"
                           "X X X . O O O\n"
                           "X X X O O O O\n"
                           "X X X O O O O\n"
                           "X X X O O O .\n";

static void score_seki7(void)
{
  score_record(setup_record(7, "RU[Japanese]KM[6.5]", seki7), NULL, 0);
  cr_assert_str_eq(a.scoring.count[0].result, "W+6.5");
  cr_assert_str_eq(a.scoring.count[1].result, "W+6.5");
}

Test(quiz, the_missed_reasons_for_three_wrong_answers_of_a_seki)
{
  score_seki7();
  key('q');
  /* The answers offered: the truth, each eye missed, two points off. */
  key((char)('0' + offered("W+5.5")));
  key((char)('0' + offered("W+4.5")));
  cr_expect_str_eq(quiz_lines(),
                   "Japanese: W+6.5, not W+5.5 | Chinese: W+6.5, not W+4.5"
                   " | Japanese: missed Black's eyes in seki (counted the Chinese way)"
                   " | Chinese: White's eyes in seki counted for Black | Close the quiz (Esc)");
  cr_expect_eq(a.scoring.quiz.why[0][0].verdict, QUIZ_MISSED);
  cr_expect_eq(a.scoring.quiz.n_why[0], 1, "no other single mistake gives W+5.5");
  cr_expect_eq(a.scoring.quiz.why[1][0].verdict, QUIZ_WRONG_SIDE);
  cr_expect_eq(a.scoring.quiz.n_why[1], 1);
  int all;
  cr_expect_eq(missed_of_kind(REASON_SEKI_EYES, &all), 2, "both eyes, one for each answer");
  cr_expect_eq(all, 2);
  cr_expect_str_eq(a.status.text,
                   "0 answers of 2 right: what the answers missed is marked in the reasons.");
  /* What each answer missed lights up: both eyes. Down selects the first
   * reason, Black's eye, and only its point stays lit; Esc closes the
   * quiz, and nothing is lit. */
  cr_expect_str_eq(lit_points(), "A7 G1");
  cr_expect_eq(a.scoring.selected, -1, "nothing selected: the verdicts stay in sight");
  drive_key(&a, KEY_DOWN, 0, false);
  cr_expect_eq(a.scoring.reasons[a.scoring.selected].kind, REASON_SEKI_EYES);
  cr_expect_str_eq(lit_points(), "A7");
  drive_key(&a, KEY_UP, 0, false);
  cr_expect_str_eq(lit_points(), "A7 G1", "unselected, the quiz's points again");
  drive_key(&a, KEY_ESCAPE, 0, false);
  cr_expect_not(a.scoring.quiz.open);
  cr_expect_str_eq(lit_points(), "");

  /* Again: Japanese two points off, which no single mistake gives; the
   * Chinese answer right. */
  key('q');
  key((char)('0' + offered("W+4.5")));
  key((char)('0' + offered("W+6.5")));
  cr_expect_str_eq(quiz_lines(), "Japanese: W+6.5, not W+4.5 | Chinese: W+6.5, right"
                                 " | Japanese: no single mistake gives this answer: count again"
                                 " | Close the quiz (Esc)");
  cr_expect_eq(a.scoring.quiz.why[0][0].verdict, QUIZ_UNEXPLAINED);
  missed_of_kind(REASON_SEKI_EYES, &all);
  cr_expect_eq(all, 0, "nothing is marked: no reason explains the answer");
  cr_expect_str_eq(lit_points(), "");
  cr_expect_str_eq(a.status.text, "1 answer of 2 right: the counts are shown.");
}

/* --- handicap stones in a final position set up ------------------------------------------- */

/* HA[2] and a final position entered as setup stones: eleven Black stones,
 * of which C3 and G7 are the fixed placement for two (handicap.c), komi
 * 0.5: tests/data/quiz/handicap_setup9.sgf.
 *     A B C D E F G H J
 *   9 . . . . . . . X O
 *   8 . . . . . . . X O     Japanese: Black 55 territory, White 5 + 0.5:
 *   7 . . . . . . X X O     B+49.5. Chinese: Black 11 + 55 = 66, White
 *   6 . . . . . . X O O     10 + 5 + 0.5 + 2 (compensation) = 17.5:
 *   5 . . . . . . X O .     B+48.5. Chinese answered B+50.5: the
 *   4 . . . . . . X O .     compensation missed; selected, it lights the
 *   3 . . X . . . X O .     handicap stones, C3 and G7 only, not every
 *   2 . . . . . . X O .     Black stone set up.
 *   1 . . . . . . X O .   */
static const char *handicap_setup9 = ". . . . . . . X O\n"
                                     ". . . . . . . X O\n"
                                     ". . . . . . X X O\n"
                                     ". . . . . . X O O\n"
                                     ". . . . . . X O .\n"
                                     ". . . . . . X O .\n"
                                     ". . X . . . X O .\n"
                                     ". . . . . . X O .\n"
                                     ". . . . . . X O .\n";

static void answer_without_the_compensation(const char *diagram, const char *chinese,
                                            const char *forgot)
{
  score_record(setup_record(9, "RU[Japanese]HA[2]KM[0.5]", diagram), NULL, 0);
  cr_assert_str_eq(a.scoring.count[1].result, chinese);
  key('q');
  key((char)('0' + offered(a.scoring.count[0].result)));
  key((char)('0' + offered(forgot)));
  cr_expect_str_eq(quiz_why("Chinese"),
                   "Chinese: missed the handicap compensation (counted the Japanese way)");
  int all;
  cr_expect_eq(missed_of_kind(REASON_COMPENSATION, &all), 1);
  cr_expect_eq(all, 1, "the compensation alone");
}

Test(quiz, in_a_final_position_set_up_only_the_handicap_placement_is_lit)
{
  answer_without_the_compensation(handicap_setup9, "B+48.5", "B+50.5");
  cr_expect_str_eq(a.scoring.count[0].result, "B+49.5");
  cr_expect_str_eq(lit_points(), "G7 C3", "the fixed placement for HA[2], not all 11 stones");
  uint8_t mark[BOARD_MAX_POINTS] = {0};
  cr_expect_eq(game_handicap_points(&a.game, mark), 2);
}

/* The same with D4 for C3: the placement for two is not among the stones
 * set up, so which two HA placed is unknown, and none is lit. */
Test(quiz, set_up_stones_off_the_fixed_placement_light_none)
{
  static char moved[sizeof ". . . . . . . X O\n" * 9];
  snprintf(moved, sizeof moved, "%s", handicap_setup9);
  char *c3 = moved + 6 * 18 + 2 * 2, *d4 = moved + 5 * 18 + 3 * 2;
  cr_assert_eq(*c3, 'X');
  *c3 = '.';
  *d4 = 'X';
  answer_without_the_compensation(moved, "B+48.5", "B+50.5");
  cr_expect_str_eq(lit_points(), "");
  uint8_t mark[BOARD_MAX_POINTS] = {0};
  cr_expect_eq(game_handicap_points(&a.game, mark), 0);
}

/* The fixtures for a class (and the screenshots of the window) are the
 * positions of the diagrams above: tests/data/quiz. */
static void expect_fixture(const char *name, int size, const char *diagram)
{
  char path[1024];
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data, "HOSHI_TEST_DATA names tests/data (ctest sets it)");
  snprintf(path, sizeof path, "%s/quiz/%s", data, name);
  FILE *f = fopen(path, "rb");
  cr_assert_not_null(f, "%s", path);
  static char text[4096];
  size_t n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = '\0';
  score_record(text, NULL, 0);
  board b;
  load(&b, size, diagram);
  cr_expect_eq(a.game.board.hash, b.hash, "%s is the position of its diagram", name);
}

Test(quiz, the_seki_fixture_is_its_diagram)
{
  expect_fixture("seki7.sgf", 7, seki7);
  cr_expect_str_eq(a.scoring.count[0].result, "W+6.5");
}

Test(quiz, the_handicap_fixture_is_its_diagram)
{
  expect_fixture("handicap_setup9.sgf", 9, handicap_setup9);
  cr_expect_str_eq(a.scoring.count[1].result, "B+48.5");
}

/* --- the quiz's core: the answers offered ------------------------------------------------- */

static void expect_offers(double truth, double other, const score_reason *r, int n)
{
  double out[QUIZ_OFFERS];
  cr_assert_eq(quiz_offers(truth, other, r, n, out), QUIZ_OFFERS);
  bool has_truth = false, has_other = false;
  for (int i = 0; i < QUIZ_OFFERS; i++) {
    has_truth |= out[i] == truth;
    has_other |= out[i] == other;
    cr_expect_eq(out[i] * 2, (double)(long)(out[i] * 2), "%g: a multiple of 0.5", out[i]);
    if (i)
      cr_expect_lt(out[i - 1], out[i], "all different, in increasing order");
  }
  cr_expect(has_truth, "the truth %g is offered: %g %g %g %g", truth, out[0], out[1], out[2],
            out[3]);
  cr_expect(has_other, "the other rule set's %g is offered", other);
}

/* The offers when the reasons give few: one point either way, then more. */
Test(quiz_offers, without_reasons)
{
  double out[QUIZ_OFFERS];
  cr_assert_eq(quiz_offers(2.5, 2.5, NULL, 0, out), QUIZ_OFFERS);
  const double want[] = {1.5, 2.5, 3.5, 4.5}; /* then 4.5: above and below are even */
  for (int i = 0; i < QUIZ_OFFERS; i++)
    cr_expect_float_eq(out[i], want[i], 1e-9, "offer %d: %g", i, out[i]);
}

/* --- the quiz's core: each answer explained ----------------------------------------------- */

/* The reason of a kind (and colour). */
static int reason_of(const score_reason *r, int n, enum score_reason_kind kind, enum color c)
{
  for (int i = 0; i < n; i++)
    if (r[i].kind == kind && r[i].color == c)
      return i;
  cr_assert_fail("no reason of kind %d", kind);
  return -1;
}

/* Japanese and Chinese counts of a position and their reasons. */
typedef struct counted {
  score j, c;
  score_reason r[16];
  int n;
} counted;

static void count_both(const score_input *in, counted *k)
{
  cr_assert(score_count(in, rules_find("japanese"), &k->j));
  cr_assert(score_count(in, rules_find("chinese"), &k->c));
  k->n = score_reconcile(&k->j, &k->c, in, k->r, 16);
}

static quiz_question asking(const counted *k, bool japanese)
{
  return (quiz_question){.asked = japanese ? &k->j : &k->c,
                         .other = japanese ? &k->c : &k->j,
                         .reasons = k->r,
                         .n_reasons = k->n,
                         .asked_first = japanese};
}

/* The explanations of answer, as "verdict:reason" ("2:1 3:0"), and their number. */
static const char *why(const quiz_question *q, double answer)
{
  static char out[128];
  quiz_explanation e[QUIZ_EXPLANATIONS];
  int n = quiz_explain(q, answer, e, QUIZ_EXPLANATIONS);
  size_t len = 0;
  out[0] = '\0';
  for (int i = 0; i < n && i < QUIZ_EXPLANATIONS; i++)
    len += (size_t)snprintf(out + len, sizeof out - len, "%s%d:%d", i ? " " : "", e[i].verdict,
                            e[i].reason);
  return out;
}

static const char *one(enum quiz_verdict v, int reason)
{
  static char out[4][16];
  static int next;
  char *s = out[next++ % 4];
  snprintf(s, 16, "%d:%d", v, reason);
  return s;
}

/* One eye each and two shared liberties (test_score_seki.c), komi 0.5:
 *   5 X X X O O
 *   4 X X X O O     The eyes A1 and E1 are no territory in Japanese
 *   3 X X . O O     (W+0.5) and count in Chinese, with the stones: Black
 *   2 X X . O O     12 + 1 against 9 + 1 + 0.5, B+2.5. Japanese minus
 *   1 . X X O .     Chinese: the stones placed -3, Black's eye -1,
 *     A B C D E     White's +1. */
Test(quiz_explain, each_answer_of_a_seki_alone)
{
  board b;
  load(&b, 5,
       "X X X O O\n"
       "X X X O O\n"
       "X X . O O\n"
       "X X . O O\n"
       ". X X O .\n");
  score_input in = {.board = &b, .komi = 0.5};
  counted k;
  count_both(&in, &k);
  cr_expect_float_eq(k.j.margin, -0.5, 1e-9);
  cr_expect_float_eq(k.c.margin, 2.5, 1e-9);
  expect_offers(k.j.margin, k.c.margin, k.r, k.n);
  expect_offers(k.c.margin, k.j.margin, k.r, k.n);
  int stones = reason_of(k.r, k.n, REASON_STONES_PLACED, COLOR_EMPTY);
  int black = reason_of(k.r, k.n, REASON_SEKI_EYES, COLOR_BLACK);
  int white = reason_of(k.r, k.n, REASON_SEKI_EYES, COLOR_WHITE);
  quiz_question j = asking(&k, true), c = asking(&k, false);

  cr_expect_str_eq(why(&j, -0.5), one(QUIZ_RIGHT, -1));
  cr_expect_str_eq(why(&j, 0.5), one(QUIZ_MISSED, black), "A1 counted in Japanese");
  cr_expect_str_eq(why(&j, -1.5), one(QUIZ_MISSED, white), "E1 counted in Japanese");
  cr_expect_str_eq(why(&j, 1.5), one(QUIZ_UNEXPLAINED, -1));
  cr_expect_str_eq(why(&c, 1.5), one(QUIZ_MISSED, black), "A1 left out in Chinese");
  /* A1 given to White in Chinese; the Japanese count gives the eyes no
   * points of its own, so no Japanese answer is explained so. */
  quiz_explanation e;
  cr_expect_eq(quiz_explain(&c, 0.5, &e, 1), 1);
  cr_expect_eq(e.verdict, QUIZ_WRONG_SIDE);
  cr_expect_eq(e.reason, black);
  cr_expect_eq(e.given_to, COLOR_WHITE);
  cr_expect_str_eq(why(&c, 4.5), one(QUIZ_WRONG_SIDE, white), "E1 given to Black");
  cr_expect_str_eq(why(&c, -3.5), one(QUIZ_WRONG_SIDE, stones), "the stones given to White");

  /* Several mistakes give W+0.5 in Chinese: the Japanese count (first),
   * and the stones placed left out; the order is quiz.h's. */
  char both[32];
  snprintf(both, sizeof both, "%s %s", one(QUIZ_OTHER_RULES, -1), one(QUIZ_MISSED, stones));
  cr_expect_str_eq(why(&c, -0.5), both);
  cr_expect_eq(quiz_explain(&c, -0.5, &e, 1), 2, "two fit, one written");
  cr_expect_eq(e.verdict, QUIZ_OTHER_RULES);
  cr_expect_str_eq(why(&c, NAN), one(QUIZ_UNEXPLAINED, -1));
}

/* The reasons the other way round (Chinese minus Japanese, the Chinese
 * count first) explain the same answers. */
Test(quiz_explain, whichever_count_comes_first)
{
  board b;
  uint8_t dead[BOARD_MAX_POINTS];
  score_input in = example_three_stone_handicap(&b, dead);
  counted k;
  count_both(&in, &k);
  counted swapped = k;
  swapped.n = score_reconcile(&k.c, &k.j, &in, swapped.r, 16);
  quiz_question c = asking(&k, false);
  quiz_question c_first = {.asked = &k.c,
                           .other = &k.j,
                           .reasons = swapped.r,
                           .n_reasons = swapped.n,
                           .asked_first = true};
  for (double answer = -2; answer <= 10; answer += 0.5)
    cr_expect_str_eq(why(&c_first, answer), why(&c, answer), "answer %g", answer);
}

/* The three-stone handicap game of docs/rules.md (rules_examples.h):
 *   9 . . . . X . . . .
 *   8 . X . . X . . . .     Japanese B+4.5; Chinese gives White 3 points
 *   7 . . X . X . X . .     of compensation (one a handicap stone) and
 *   6 . . . . X . . . X     counts stones: B+3.5. An answer that forgot the
 *   5 X X X X X X X X O     compensation says B+6.5 for the Chinese count;
 *   4 O O O O O O O O O     one that gave it to Black, B+9.5.
 *   3 O O O O O O O O O
 *   2 . X . . O . . . .
 *   1 . . . . O . X . .   */
Test(quiz_explain, a_handicap_game)
{
  board b;
  uint8_t dead[BOARD_MAX_POINTS];
  score_input in = example_three_stone_handicap(&b, dead);
  counted k;
  count_both(&in, &k);
  cr_expect_float_eq(k.j.margin, 4.5, 1e-9);
  cr_expect_float_eq(k.c.margin, 3.5, 1e-9);
  expect_offers(k.j.margin, k.c.margin, k.r, k.n);
  expect_offers(k.c.margin, k.j.margin, k.r, k.n);
  double out[QUIZ_OFFERS];
  quiz_offers(k.c.margin, k.j.margin, k.r, k.n, out);
  bool forgot = false;
  for (int i = 0; i < QUIZ_OFFERS; i++)
    forgot |= out[i] == k.c.margin + 3;
  cr_expect(forgot, "B+6.5, the compensation forgotten, is offered");

  int comp = reason_of(k.r, k.n, REASON_COMPENSATION, COLOR_EMPTY);
  cr_expect_float_eq(k.r[comp].points, 3, 1e-9);
  quiz_question j = asking(&k, true), c = asking(&k, false);
  cr_expect_str_eq(why(&c, 6.5), one(QUIZ_MISSED, comp));
  cr_expect_str_eq(why(&c, 9.5), one(QUIZ_WRONG_SIDE, comp), "the compensation for Black");
  cr_expect_str_eq(why(&c, 4.5), one(QUIZ_OTHER_RULES, -1));
  cr_expect_str_eq(why(&j, 4.5), one(QUIZ_RIGHT, -1));
  cr_expect_str_eq(why(&c, 4), one(QUIZ_UNEXPLAINED, -1), "no reason is half a point");
  /* Black placed two stones more: counted in Japanese, B+6.5; left out in
   * Chinese, B+1.5. Both answers off by two the same way, their difference
   * right, are each judged alone: the Japanese B+6.5 by its own mistake,
   * the Chinese B+5.5 by none. */
  int stones = reason_of(k.r, k.n, REASON_STONES_PLACED, COLOR_EMPTY);
  cr_expect_str_eq(why(&j, 6.5), one(QUIZ_MISSED, stones));
  cr_expect_str_eq(why(&c, 1.5), one(QUIZ_MISSED, stones));
  cr_expect_str_eq(why(&c, 5.5), one(QUIZ_UNEXPLAINED, -1));
  cr_expect_str_eq(why(&j, 5.5), one(QUIZ_UNEXPLAINED, -1));
}
