/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The capture game (issue 44; docs/rules.md, "The capture game"): the game
 * ends at the N-th capture for N = 1, 3 and 5 with its winner, passes never
 * end it, simple ko and no suicide, moves refused after the end, the record
 * keeps rules, N and result, GTP's hoshi-rules capture and final_score,
 * and the New game dialog offers it by mouse.
 *
 * Positions are ASCII diagrams, one row per line from the top ('X' black,
 * 'O' white, '.' empty); vertices are GTP's (A1 the lower left corner). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/toolbar.h"
#include "app_driver.h"
#include "diagram.h"
#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "hoshi/rules.h"

static const rules *capture(void)
{
  const rules *r = rules_find("capture");
  cr_assert_not_null(r, "no rule set 'capture'");
  return r;
}

/* Eight white stones in atari, on the first and the last row: Black
 * captures one with each of A2, C2, E2, G2, A8, C8, E8, G8. */
static const char *const EIGHT_IN_ATARI = "O X O X O X O X .\n"
                                          ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          "O X O X O X O X .\n";

static const char *const CAPTURES[] = {"A2", "C2", "E2", "G2", "A8", "C8", "E8", "G8"};

/* A game under the capture rules from a diagram, Black to move. */
static void game_from(game *g, int goal, const char *diagram)
{
  cr_assert(game_init(g, 9, capture()));
  board b;
  load(&b, 9, diagram);
  cr_assert(game_set_position(g, &b));
  if (goal)
    cr_assert(game_set_capture_goal(g, goal));
}

static enum move_status play(game *g, enum color c, const char *vertex)
{
  return game_play(g, c, at(&g->board, vertex));
}

/* --- the rule set ------------------------------------------------------------ */

Test(capture_rules, the_rule_set_ends_at_a_capture_and_the_others_at_two_passes)
{
  const rules *r = capture();
  cr_assert_str_eq(rules_id(r), "capture");
  cr_assert_str_eq(rules_sgf_name(r), "Capture");
  cr_assert_eq(rules_find("Atari Go"), r);
  cr_assert_eq(rules_capture_goal(r), 1);
  cr_assert_not(rules_passes_end_game(r));
  cr_assert_eq(rules_ko(r), KO_SIMPLE);
  cr_assert_eq(rules_suicide(r), SUICIDE_FORBIDDEN);
  cr_assert_eq(rules_default_komi(r, 0), 0);
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++)
    if (all[i] != r) {
      cr_expect_eq(rules_capture_goal(all[i]), 0, "%s", rules_id(all[i]));
      cr_expect(rules_passes_end_game(all[i]), "%s", rules_id(all[i]));
    }
}

/* Black captures one stone a move; White passes between. The game is won
 * at the goal's capture, not before. */
static void won_at(int goal)
{
  game g;
  game_from(&g, goal, EIGHT_IN_ATARI);
  cr_assert_eq(game_capture_goal(&g), goal);
  for (int k = 0; k < goal; k++) {
    cr_assert_eq(game_capture_winner(&g), COLOR_EMPTY, "N = %d: won before capture %d", goal,
                 k + 1);
    cr_assert_not(game_over_by_rules(&g));
    cr_assert_eq(play(&g, COLOR_BLACK, CAPTURES[k]), MOVE_LEGAL, "N = %d, %s", goal, CAPTURES[k]);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), k + 1);
    if (k + 1 < goal)
      cr_assert_eq(play(&g, COLOR_WHITE, "pass"), MOVE_LEGAL);
  }
  cr_assert_eq(game_capture_winner(&g), COLOR_BLACK, "N = %d", goal);
  cr_assert(game_over_by_rules(&g));
  game_deinit(&g);
}

Test(capture_rules, the_game_ends_at_the_first_capture) { won_at(1); }
Test(capture_rules, the_game_ends_at_the_third_capture) { won_at(3); }
Test(capture_rules, the_game_ends_at_the_fifth_capture) { won_at(5); }

Test(capture_rules, white_wins_when_white_captures_first)
{
  game g;
  /* White's stone at E5 takes the black stone at E4 in atari. */
  game_from(&g, 1,
            ". . . . . . . . .\n"
            ". . . . . . . . .\n"
            ". . . . . . . . .\n"
            ". . . . O . . . .\n"
            ". . . O X O . . .\n"
            ". . . . . . . . .\n"
            ". . . . . . . . .\n"
            ". . . . . . . . .\n"
            ". . . . . . . . .\n");
  cr_assert_eq(play(&g, COLOR_BLACK, "A9"), MOVE_LEGAL);
  cr_assert_eq(game_capture_winner(&g), COLOR_EMPTY);
  cr_assert_eq(play(&g, COLOR_WHITE, "E4"), MOVE_LEGAL);
  cr_assert_eq(game_capture_winner(&g), COLOR_WHITE);
  game_deinit(&g);
}

Test(capture_rules, passes_never_end_the_game)
{
  game g;
  game_from(&g, 1, EIGHT_IN_ATARI);
  for (int i = 0; i < 6; i++) {
    cr_assert_eq(game_play(&g, game_to_move(&g), POINT_PASS), MOVE_LEGAL);
    cr_assert_not(game_over_by_rules(&g), "over after %d passes", i + 1);
  }
  cr_assert_eq(g.board.passes, 6);
  cr_assert_eq(play(&g, COLOR_BLACK, "A2"), MOVE_LEGAL, "play goes on after the passes");
  cr_assert(game_over_by_rules(&g));
  /* Two passes still end a game under the rules that count. */
  game j;
  cr_assert(game_init(&j, 9, rules_find("japanese")));
  cr_assert_eq(game_capture_goal(&j), 0);
  cr_assert_not(game_set_capture_goal(&j, 3), "no goal under the Japanese rules");
  game_play(&j, COLOR_BLACK, POINT_PASS);
  game_play(&j, COLOR_WHITE, POINT_PASS);
  cr_assert(game_over_by_rules(&j));
  game_deinit(&j);
  game_deinit(&g);
}

/* A ko in the middle (Black C4 takes B4) and a point where Black would
 * have no liberty (J1, between White's H1 and J2). */
static const char *const KO_AND_SUICIDE = ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          ". . . . . . . . .\n"
                                          ". X O . . . . . .\n"
                                          "X O . O . . . . .\n"
                                          ". X O . . . . . .\n"
                                          ". . . . . . . . O\n"
                                          ". . . . . . . O .\n";

Test(capture_rules, simple_ko_and_no_suicide)
{
  game g;
  game_from(&g, 3, KO_AND_SUICIDE);
  cr_assert_eq(play(&g, COLOR_BLACK, "J1"), MOVE_SUICIDE);
  cr_assert_eq(play(&g, COLOR_BLACK, "C4"), MOVE_LEGAL);
  cr_assert_eq(game_captures(&g, COLOR_BLACK), 1);
  cr_assert_eq(play(&g, COLOR_WHITE, "B4"), MOVE_KO, "the ko is not retaken at once");
  cr_assert_eq(play(&g, COLOR_WHITE, "H9"), MOVE_LEGAL);
  cr_assert_eq(play(&g, COLOR_BLACK, "H8"), MOVE_LEGAL);
  cr_assert_eq(play(&g, COLOR_WHITE, "B4"), MOVE_LEGAL, "after a move elsewhere it is");
  cr_assert_eq(game_captures(&g, COLOR_WHITE), 1);
  cr_assert_eq(game_capture_winner(&g), COLOR_EMPTY, "one each, the goal is three");
  game_deinit(&g);
}

/* --- the record ---------------------------------------------------------- */

Test(capture_rules, a_saved_record_keeps_rules_goal_and_result)
{
  game g;
  game_from(&g, 5, EIGHT_IN_ATARI);
  for (int k = 0; k < 5; k++) {
    cr_assert_eq(play(&g, COLOR_BLACK, CAPTURES[k]), MOVE_LEGAL);
    if (k < 4)
      cr_assert_eq(play(&g, COLOR_WHITE, "pass"), MOVE_LEGAL);
  }
  cr_assert(game_set_result(&g, "B+"));
  char path[] = "/tmp/hoshi-capture-XXXXXX";
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  close(fd);
  hoshi_error err;
  cr_assert(game_save_file(&g, path, &err), "%s", err.message);
  game back;
  cr_assert(game_init(&back, 19, NULL));
  cr_assert(game_load_file(&back, path, NULL, &err), "%s", err.message);
  unlink(path);
  cr_assert_eq(back.rules, capture());
  cr_assert_eq(game_capture_goal(&back), 5);
  cr_assert_str_eq(game_result(&back), "B+");
  cr_assert_eq(back.komi, 0);
  cr_assert(game_last(&back));
  cr_assert_eq(game_capture_winner(&back), COLOR_BLACK);
  game_deinit(&back);
  game_deinit(&g);
}

Test(capture_rules, a_clear_keeps_the_goal_and_other_rules_drop_it)
{
  game g;
  game_from(&g, 5, EIGHT_IN_ATARI);
  cr_assert(game_clear(&g));
  cr_assert_eq(game_capture_goal(&g), 5);
  cr_assert(game_set_rules(&g, rules_find("chinese")));
  cr_assert_eq(game_capture_goal(&g), 0);
  cr_assert_null(sgf_get(g.root, GAME_CAPTURES_PROPERTY));
  cr_assert(game_set_rules(&g, capture()));
  cr_assert_eq(game_capture_goal(&g), 1, "back to the rule set's");
  game_deinit(&g);
}

/* --- GTP -------------------------------------------------------------------- */

static void ask(gtp_server *s, const char *line, const char *answer)
{
  char *got = gtp_server_handle(s, line);
  cr_assert_not_null(got);
  cr_assert(strncmp(got, answer, strlen(answer)) == 0, "%s: '%s', expected '%s'", line, got,
            answer);
  free(got);
}

Test(capture_gtp, hoshi_rules_capture_and_final_score)
{
  gtp_server s;
  cr_assert(gtp_server_init(&s, 9, NULL));
  ask(&s, "hoshi-capture-goal", "? the japanese rules do not end the game at a capture");
  ask(&s, "hoshi-rules capture", "= ");
  ask(&s, "hoshi-rules", "= capture");
  ask(&s, "hoshi-capture-goal", "= 1");
  ask(&s, "hoshi-capture-goal 3", "= ");
  ask(&s, "hoshi-capture-goal 0", "? syntax error");
  ask(&s, "clear_board", "= ");
  ask(&s, "hoshi-capture-goal", "= 3");
  ask(&s, "final_score", "? cannot score: the capture game is not over");
  /* White's A1 is taken by B2... three times: A1, then J1, then J9. */
  const char *moves[] = {"b B1", "w A1", "b A2", "w J1",   "b H1", "w pass",
                         "b J2", "w J9", "b H9", "w pass", "b J8"};
  for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
    char line[32];
    snprintf(line, sizeof line, "play %s", moves[i]);
    ask(&s, line, "= ");
    if (i + 1 < sizeof moves / sizeof moves[0])
      ask(&s, "final_score", "? cannot score");
  }
  ask(&s, "captures black", "= 3");
  ask(&s, "final_score", "= B+");
  gtp_server_deinit(&s);
}

/* --- the window's game ---------------------------------------------------- */

static app a;
static ui_view *view;

static void setup(void)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  view = malloc(sizeof *view);
  cr_assert_not_null(view);
}

static void teardown(void)
{
  free(view);
  app_deinit(&a);
}

TestSuite(capture_app, .init = setup, .fini = teardown);

static void press_button(enum app_action action) { drive_button(&a, action, 0); }

static void click_field(enum form_field f, int side) { drive_field(&a, f, side); }

static const view_row *row(enum form_field f)
{
  app_view(&a, view);
  cr_assert_lt((int)f, view->overlay.n_rows);
  return &view->overlay.rows[f];
}

/* Whether the panel (the room's type) has a line that says text. */
static bool panel_says(const char *text)
{
  app_view(&a, view);
  for (int i = 0; i < view->n_panel; i++)
    if (strstr(view->panel[i].text, text))
      return true;
  return false;
}

/* The New game dialog by mouse: the capture game, 3 stones. */
static void new_capture_game_by_mouse(void)
{
  press_button(ACT_NEW_GAME);
  cr_assert_eq(a.mode, MODE_NEW_GAME);
  cr_assert(row(FIELD_CAPTURES)->dim, "no goal under the Japanese rules");
  for (int i = 0; i < 10 && strcmp(rules_id(rules_all(NULL)[a.form.rules]), "capture") != 0; i++)
    click_field(FIELD_RULES, 1);
  cr_assert_str_eq(rules_id(rules_all(NULL)[a.form.rules]), "capture");
  cr_assert_not(row(FIELD_CAPTURES)->dim);
  cr_assert_str_eq(row(FIELD_CAPTURES)->value, "< 1 stone >");
  cr_assert(row(FIELD_KOMI)->dim, "no komi in the capture game");
  cr_assert(row(FIELD_HANDICAP)->dim, "no handicap in the capture game");
  click_field(FIELD_CAPTURES, 1);
  cr_assert_str_eq(row(FIELD_CAPTURES)->value, "< 3 stones >");
  click_field(FIELD_CAPTURES, 1);
  cr_assert_eq(a.form.capture_goal, 5);
  click_field(FIELD_CAPTURES, 1);
  cr_assert_eq(a.form.capture_goal, 1, "1, 3, 5 in a ring");
  click_field(FIELD_CAPTURES, -1);
  click_field(FIELD_CAPTURES, -1);
  cr_assert_eq(a.form.capture_goal, 3);
  click_field(FIELD_START, 0);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  cr_assert_eq(a.game.rules, capture());
  cr_assert_eq(game_capture_goal(&a.game), 3);
  cr_assert_eq(a.game.komi, 0);
  cr_assert(panel_says("The first to capture 3 stones wins"), "the panel gives the goal");
}

Test(capture_app, the_new_game_dialog_offers_it_by_mouse_and_the_game_ends_at_the_third_capture)
{
  new_capture_game_by_mouse();
  /* Three white stones given in atari, one at a time: A1 (B2 and A2),
   * J1, J9. White plays where Black takes. */
  const char *clicks[] = {"B1", "A1", "A2", "J1", "H1", "E5", "J2", "J9", "H9", "E6"};
  for (size_t i = 0; i < sizeof clicks / sizeof clicks[0]; i++) {
    drive_click(&a, clicks[i]);
    cr_assert_not(a.play.ended, "over at %s: %s", clicks[i], a.status.text);
  }
  cr_assert_eq(game_captures(&a.game, COLOR_BLACK), 2);
  drive_click(&a, "J8");
  cr_assert(a.play.ended, "%s", a.status.text);
  cr_assert_str_eq(game_result(&a.game), "B+");
  cr_assert(strstr(a.status.text, "Black captured 3 stones: Black wins."), "%s", a.status.text);
  cr_assert(panel_says("Black captured 3 stones: Black wins."), "the room's type says it");
  /* A move after the end is refused, with why. */
  drive_click(&a, "E7");
  cr_assert_eq(stone_at(&a, "E7"), COLOR_EMPTY);
  cr_assert(strstr(a.status.text, "The game is over"), "%s", a.status.text);
  /* Passes are refused too, and S counts nothing. */
  drive_key(&a, KEY_CHAR, 'p', false);
  cr_assert(strstr(a.status.text, "The game is over"), "%s", a.status.text);
  drive_key(&a, KEY_CHAR, 's', false);
  cr_assert_eq(a.mode, MODE_PLAY, "no scoring screen");
}

Test(capture_app, passes_never_end_it_in_the_window)
{
  new_capture_game_by_mouse();
  for (int i = 0; i < 4; i++) {
    drive_key(&a, KEY_CHAR, 'p', false);
    cr_assert_not(a.play.ended, "pass %d: %s", i + 1, a.status.text);
    cr_assert_eq(a.mode, MODE_PLAY);
  }
  cr_assert(strstr(a.status.text, "passes never end the capture game"), "%s", a.status.text);
  drive_click(&a, "E5");
  cr_assert_eq(stone_at(&a, "E5"), COLOR_BLACK);
}

Test(capture_app, an_engine_chosen_for_it_is_said_to_play_ordinary_go)
{
  new_capture_game_by_mouse();
  int e = engines_add_command(&a.players.engines, "/bin/true --mode gtp");
  cr_assert_geq(e, 0);
  app_set_player(&a, COLOR_WHITE, e);
  cr_assert(strstr(a.status.text, "does not know the capture game: it plays ordinary Go"), "%s",
            a.status.text);
  app_set_player(&a, COLOR_WHITE, -1);
  /* Hoshi's own capture player is made for it: nothing to warn about. */
  int own = engines_find(&a.players.engines, "Hoshi (capture player)");
  cr_assert_geq(own, 0);
  status_say(&a.status, false, "%s", "-");
  app_set_player(&a, COLOR_WHITE, own);
  cr_assert_null(strstr(a.status.text, "does not know"), "%s", a.status.text);
  app_set_player(&a, COLOR_WHITE, -1);
  /* Under the other rule sets nothing of the kind is said. */
  cr_assert(game_set_rules(&a.game, rules_find("japanese")));
  status_say(&a.status, false, "%s", "-");
  app_set_player(&a, COLOR_WHITE, e);
  cr_assert_null(strstr(a.status.text, "capture game"), "%s", a.status.text);
  app_set_player(&a, COLOR_WHITE, -1);
}
