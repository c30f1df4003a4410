/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A timed game in the application, with a fake time source: the clock
 * runs for the player to move, a move is credited and its time left
 * recorded, undo does not give time back, dialogs and a pause stop it, a
 * player out of time loses (B+T, W+T), and a record's clock is resumed. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app_driver.h"
#include "files.h"

static app a;
static int64_t fake;

static int64_t fake_now(void) { return fake; }

static void start(const char *time)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  a.now = fake_now;
  fake = 1000000;
  settings_values cli;
  settings_defaults(&cli);
  cli.size = 9;
  snprintf(cli.time, sizeof cli.time, "%s", time);
  cli.given = SETTING_SIZE | SETTING_TIME;
  hoshi_error why = {0};
  cr_assert(app_start(&a, &cli, true, &why), "%s", why.message);
  app_layout(&a, 1280, 720);
  ui_input tick = {.kind = INPUT_TICK};
  app_input(&a, &tick);
}

static void teardown(void) { app_deinit(&a); }

TestSuite(timed, .fini = teardown);

static void tick(int64_t ms)
{
  fake += ms;
  ui_input in = {.kind = INPUT_TICK};
  app_input(&a, &in);
}

static void key(enum input_key k, char ch, bool ctrl) { drive_key(&a, k, ch, ctrl); }

static int64_t left(enum color c) { return clock_left_ms(&a.clock.side[c]); }

/* The clock line of a colour in the view (the clocks' block). */
static const view_line *clock_line(const ui_view *v, enum color c)
{
  for (int i = 0; i < v->n_panel; i++)
    if (v->panel[i].block == BLOCK_CLOCK && v->panel[i].stone == c)
      return &v->panel[i];
  cr_assert_fail("no clock line for %d", c);
  return NULL;
}

Test(timed, no_time_runs_before_the_first_move)
{
  start("1m+3x5s");
  cr_assert_eq(a.clock.running, COLOR_EMPTY, "nothing runs at the start");
  tick(5000);
  cr_assert_eq(left(COLOR_BLACK), 60000, "the time before the first move is nobody's");
  drive_click(&a, "E5"); /* Black's first move: free */
  cr_assert_eq(left(COLOR_BLACK), 60000);
  cr_assert_str_eq(sgf_get(game_current(&a.game), "BL"), "60", "its time left recorded");
  cr_assert_eq(a.clock.running, COLOR_WHITE, "then White's runs");
}

Test(timed, the_player_to_move_spends_time_and_each_move_is_recorded)
{
  start("1m+3x5s");
  drive_click(&a, "E5");
  tick(1500);
  drive_click(&a, "C3");
  cr_assert_str_eq(sgf_get(game_current(&a.game), "WL"), "58.5");
  cr_assert_eq(a.clock.running, COLOR_BLACK);
  tick(3000);
  drive_click(&a, "D4");
  cr_assert_eq(left(COLOR_BLACK), 57000);
  cr_assert_eq(a.clock.running, COLOR_WHITE);
  cr_assert_str_eq(sgf_get(game_current(&a.game), "BL"), "57");
  cr_assert_str_eq(sgf_get(a.game.root, "TM"), "60");
  cr_assert_str_eq(sgf_get(a.game.root, "OT"), "3x5 byo-yomi");
  /* Undo does not give the time back. */
  key(KEY_CHAR, 'z', true);
  cr_assert_eq(game_move_number(&a.game), 2);
  cr_assert_eq(left(COLOR_BLACK), 57000, "Black's time stays spent");
  cr_assert_eq(a.clock.running, COLOR_BLACK);
}

Test(timed, a_replayed_record_or_a_position_being_set_up_is_not_timed)
{
  start("1m");
  drive_click(&a, "E5");
  drive_click(&a, "C3");
  cr_assert_eq(a.clock.running, COLOR_BLACK);
  key(KEY_LEFT, 0, false); /* replaying: a move follows */
  cr_assert_eq(a.clock.running, COLOR_EMPTY, "not while replaying");
  tick(5000);
  key(KEY_RIGHT, 0, false);
  cr_assert_eq(a.clock.running, COLOR_BLACK, "at the end of the line again");
  key(KEY_CHAR, 'b', false); /* the add-Black tool: setting up */
  cr_assert_eq(a.clock.running, COLOR_EMPTY, "not while setting up");
}

Test(timed, dialogs_scoring_and_a_pause_stop_the_clock)
{
  start("1m");
  drive_click(&a, "E5");
  tick(1000);
  key(KEY_CHAR, 'i', true); /* the game information dialog */
  cr_assert_eq(a.mode, MODE_INFO);
  tick(20000);
  key(KEY_ESCAPE, 0, false);
  cr_assert_eq(left(COLOR_WHITE), 59000, "the dialog's 20 s are nobody's");
  key(KEY_CHAR, 'p', true); /* Ctrl+P */
  tick(30000);
  cr_assert_eq(left(COLOR_WHITE), 59000, "paused");
  key(KEY_CHAR, 'p', true);
  tick(1000);
  cr_assert_eq(left(COLOR_WHITE), 58000);
  key(KEY_CHAR, 's', false); /* the scoring screen */
  tick(10000);
  cr_assert_eq(left(COLOR_WHITE), 58000);
}

Test(timed, a_player_out_of_time_loses_and_the_screen_says_so)
{
  start("10s+1x5s");
  drive_click(&a, "E5");
  tick(14999);
  cr_assert_null(game_result(&a.game), "White has a millisecond left");
  tick(1);
  cr_assert_str_eq(game_result(&a.game), "B+T");
  cr_assert(strstr(a.status.text, "time is out"), "%s", a.status.text);
  cr_assert_eq(a.clock.running, COLOR_EMPTY);
  drive_click(&a, "C3");
  cr_assert_eq(stone_at(&a, "C3"), COLOR_EMPTY, "the game is over");
  /* Who ran out and who wins, nothing about passes; no clock runs or
   * warns once the game is over. */
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  bool said = false;
  for (int i = 0; i < v->n_panel; i++) {
    said |= strcmp(v->panel[i].text, "White's time is out: Black wins, B+T") == 0;
    cr_assert_null(strstr(v->panel[i].text, "passed"), "%s", v->panel[i].text);
  }
  cr_assert(said, "the headline says who ran out");
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    cr_assert_not(clock_line(v, (enum color)c)->alarm, "no clock in red after the game");
    cr_assert_not(clock_line(v, (enum color)c)->strong, "no clock running after the game");
  }
  free(v);
}

Test(timed, a_clock_that_only_warns_lets_the_game_go_on)
{
  start("5s!warn");
  drive_click(&a, "E5");
  tick(6000);
  cr_assert_null(game_result(&a.game));
  cr_assert(strstr(a.status.text, "only warns"), "%s", a.status.text);
  drive_click(&a, "C3");
  cr_assert_eq(stone_at(&a, "C3"), COLOR_WHITE);
}

Test(timed, a_timed_record_resumes_its_clock)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  a.now = fake_now;
  char dir[] = "/tmp/hoshi-timed-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[300];
  snprintf(path, sizeof path, "%s/timed.sgf", dir);
  write_file(path, "(;GM[1]FF[4]SZ[9]KM[6.5]TM[60]OT[3x10 byo-yomi]"
                   ";B[ee]BL[45];W[cc]WL[8]OW[2])");
  cr_assert(app_open(&a, path), "%s", a.status.text);
  cr_assert_eq(a.clock.spec.system, CLOCK_BYOYOMI);
  cr_assert_eq(left(COLOR_BLACK), 45000);
  cr_assert(a.clock.side[COLOR_WHITE].overtime);
  cr_assert_eq(a.clock.side[COLOR_WHITE].periods, 2);
  cr_assert_eq(left(COLOR_WHITE), 8000);
  /* Opening it starts nothing: Black's clock waits for Black's move. */
  tick(5000);
  cr_expect_eq(left(COLOR_BLACK), 45000, "no time runs on an opened record");
  cr_expect_eq(a.clock.running, COLOR_EMPTY);
  drive_click(&a, "C3");
  tick(3000);
  cr_expect_eq(left(COLOR_BLACK), 45000, "Black moved at once");
  cr_expect_eq(a.clock.running, COLOR_WHITE, "then White's clock runs");
  unlink(path);
  rmdir(dir);
}

Test(timed, the_clocks_are_a_block_of_their_own_and_each_period_ends_in_the_warning_colour)
{
  start("1m+3x20s");
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_assert_str_eq(clock_line(v, COLOR_BLACK)->text, "1:00");
  cr_assert_str_eq(clock_line(v, COLOR_WHITE)->text, "1:00");
  drive_click(&a, "E5");
  tick(60000 + 5000); /* White in the first period, 15 s left of it */
  app_view(&a, v);
  cr_assert_str_eq(clock_line(v, COLOR_WHITE)->text, "0:15, 3 periods");
  cr_assert(clock_line(v, COLOR_WHITE)->strong, "the running clock is bright");
  cr_assert_not(clock_line(v, COLOR_WHITE)->alarm);
  tick(6000); /* 9 s left of the first period of three */
  app_view(&a, v);
  cr_assert(clock_line(v, COLOR_WHITE)->alarm, "a period's last ten seconds, not only the last's");
  /* The player lines say no time: the clocks are their own block. */
  for (int i = 0; i < v->n_panel; i++)
    if (v->panel[i].block == BLOCK_PLAYERS)
      cr_assert_null(strstr(v->panel[i].text, ":0"), "%s", v->panel[i].text);
  free(v);
}

Test(timed, a_beep_as_each_byo_yomi_period_enters_its_last_ten_seconds)
{
  start("1m+3x20s");
  drive_click(&a, "E5");
  unsigned played = a.sounds.serial; /* the stone's */
  tick(60000 + 9000);                /* 11 s left of White's first period */
  cr_assert_eq(a.sounds.serial, played);
  tick(1000);
  cr_assert_eq(a.sounds.serial, played + 1, "10 s left: one beep");
  cr_assert_eq(sound_at(&a.sounds, a.sounds.serial, NULL), SOUND_CLOCK_WARN);
  tick(2000);
  cr_assert_eq(a.sounds.serial, played + 1, "once a period");
  tick(10000); /* the next period, full again */
  tick(10000);
  cr_assert_eq(a.sounds.serial, played + 2, "the next period's last ten seconds");
  ui_input ctrl_m = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = 'm', .ctrl = true};
  app_input(&a, &ctrl_m);
  tick(20000);
  cr_assert_eq(a.sounds.serial, played + 2, "silent after Ctrl+M");
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_assert_eq(v->sounds.serial, played + 2, "the window is told");
  free(v);
}

Test(timed, a_replayed_record_shows_the_time_it_recorded_at_each_move)
{
  start("1m");
  drive_click(&a, "E5"); /* BL 60: the first move is free */
  tick(5000);
  drive_click(&a, "C3"); /* WL 55 */
  tick(10000);
  drive_click(&a, "D4"); /* BL 50 */
  ui_input left = {.kind = INPUT_KEY, .key = KEY_LEFT};
  app_input(&a, &left);
  app_input(&a, &left); /* at move 1: Black's time as recorded there */
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_assert_str_eq(clock_line(v, COLOR_BLACK)->text, "1:00");
  app_input(&a, &(ui_input){.kind = INPUT_KEY, .key = KEY_RIGHT});
  app_input(&a, &(ui_input){.kind = INPUT_KEY, .key = KEY_RIGHT});
  app_view(&a, v);
  cr_assert_str_eq(clock_line(v, COLOR_BLACK)->text, "0:50");
  free(v);
}

/* Opens text as a record in a folder of its own (removed after). */
static void open_record(const char *text)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  a.now = fake_now;
  fake = 1000000;
  char dir[] = "/tmp/hoshi-timed-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[300];
  snprintf(path, sizeof path, "%s/timed.sgf", dir);
  write_file(path, text);
  bool opened = app_open(&a, path);
  unlink(path);
  rmdir(dir);
  cr_assert(opened, "%s", a.status.text);
  app_layout(&a, 1280, 720);
}

/* Both clocks as the panel shows them: a time, no sign, no count beyond
 * the bounds, nobody out of time. */
static void expect_sane_clocks(const char *record)
{
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    const clock_side *s = &a.clock.side[c];
    cr_expect(s->main_ms >= 0 && s->main_ms <= CLOCK_MAX_MS, "%s: main %lld ms", record,
              (long long)s->main_ms);
    cr_expect(s->period_ms >= 0 && s->period_ms <= CLOCK_MAX_MS, "%s: period %lld ms", record,
              (long long)s->period_ms);
    cr_expect(s->periods >= 0 && s->periods <= CLOCK_MAX_PERIODS, "%s: %d periods", record,
              s->periods);
    cr_expect(s->stones >= 0 && s->stones <= CLOCK_MAX_STONES, "%s: %d stones", record, s->stones);
    cr_expect_not(s->flagged, "%s: colour %d has its time", record, c);
    const char *shown = clock_line(v, (enum color)c)->text;
    cr_expect_null(strchr(shown, '-'), "%s: %s", record, shown);
    cr_expect_null(strstr(shown, "out of time"), "%s: %s", record, shown);
  }
  free(v);
}

/* The review's record (issue 32): a million periods of no length once took
 * seconds to spend and recorded W+T on opening. */
Test(timed, a_record_with_two_billion_periods_of_no_length_opens_with_its_main_time_only,
     .timeout = 20)
{
  static const char record[] = "(;GM[1]FF[4]SZ[9]TM[1]OT[2000000000x0 byo-yomi];B[ee]BL[0.001]"
                               "OB[2000000000];W[dd]WL[0.001]OW[2000000000])";
  open_record(record);
  cr_assert_eq(a.clock.spec.system, CLOCK_ABSOLUTE, "the overtime refused: TM alone");
  cr_assert_eq(a.clock.spec.periods, 0);
  cr_assert_eq(left(COLOR_BLACK), 1000, "OB refused with its BL: TM's second");
  cr_assert_eq(left(COLOR_WHITE), 1000);
  tick(2000);
  cr_assert_null(game_result(&a.game), "opening it records nothing");
  expect_sane_clocks(record);
  drive_click(&a, "C3"); /* Black moves: White's second runs */
  tick(500);
  cr_assert_null(game_result(&a.game), "half of White's second left");
  cr_assert_eq(left(COLOR_WHITE), 500);
  expect_sane_clocks(record);
  tick(500);
  cr_assert_str_eq(game_result(&a.game), "B+T", "White's one second spent, and no more");
}

/* The review's other clock records: NaN, infinities, 1e308, negative and
 * huge counts. */
Test(timed, records_whose_clock_values_are_out_of_bounds_open_with_sane_clocks)
{
  static const struct {
    const char *record;
    enum clock_system system;
    int64_t main_ms;
  } records[] = {
      {"(;GM[1]FF[4]SZ[9]TM[10000000]OT[2147483647x1e308 byo-yomi];B[ee]BL[1e308]"
       "OB[2147483647];W[dd]WL[-1e308]OW[-5])",
       CLOCK_ABSOLUTE, CLOCK_MAX_MS},
      {"(;GM[1]FF[4]SZ[9]TM[1]OT[5xnan byo-yomi];B[ee]BL[nan];W[dd]WL[inf])", CLOCK_ABSOLUTE, 1000},
      {"(;GM[1]FF[4]SZ[9]TM[60]OT[-5/1e400 Canadian];B[ee]BL[9223372036854775]OB[99999999999];"
       "W[dd]WL[9223372036854775];B[cc])",
       CLOCK_ABSOLUTE, 60000},
      {"(;GM[1]FF[4]SZ[9]TM[60]OT[1e308 fischer cap -1e308];B[ee]BL[9223372036854775];"
       "W[dd]WL[9223372036854775])",
       CLOCK_ABSOLUTE, 60000},
      {"(;GM[1]FF[4]SZ[9]TM[600]OT[5x30 byo-yomi];B[ee]BL[nan];W[dd]WL[20]OW[-5])", CLOCK_BYOYOMI,
       600000},
      {"(;GM[1]FF[4]SZ[9]TM[600]OT[25/600 Canadian];B[ee]BL[1e308];W[dd]WL[20]OW[99999999999])",
       CLOCK_CANADIAN, 600000},
  };
  for (size_t i = 0; i < sizeof records / sizeof records[0]; i++) {
    open_record(records[i].record);
    cr_expect_eq(a.clock.spec.system, records[i].system, "%s", records[i].record);
    cr_expect_eq(left(COLOR_BLACK), records[i].main_ms, "%s: Black keeps TM's time",
                 records[i].record);
    cr_expect_eq(left(COLOR_WHITE), records[i].main_ms, "%s: White keeps TM's time",
                 records[i].record);
    tick(1000); /* the redraw key of the shown seconds: no overflow */
    expect_sane_clocks(records[i].record);
    drive_click(&a, game_to_move(&a.game) == COLOR_BLACK ? "C3" : "G7");
    tick(700);
    cr_expect_null(game_result(&a.game), "%s", records[i].record);
    expect_sane_clocks(records[i].record);
    app_deinit(&a);
  }
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5)); /* for the suite's teardown */
}

/* The seconds shown make a key that says when to draw again: any time a
 * clock can hold, and more, changes it without overflow (UBSan stopped the
 * window on the records above). */
Test(timed, a_shown_second_that_changes_draws_again_whatever_the_times)
{
  start("30m");
  static const int64_t times[] = {CLOCK_MAX_MS, INT64_MAX - 1000, INT64_MIN, -1, 0, 999};
  for (size_t i = 0; i < sizeof times / sizeof times[0]; i++) {
    a.clock.side[COLOR_BLACK].main_ms = times[i];
    a.clock.side[COLOR_WHITE].main_ms = INT64_MAX - 1000;
    ui_input tick = {.kind = INPUT_TICK}; /* no time runs: the clocks hold what is set */
    app_input(&a, &tick);
    cr_expect_not(app_input(&a, &tick), "nothing changed: %lld ms", (long long)times[i]);
    a.clock.side[COLOR_WHITE].main_ms = INT64_MAX - 2000;
    cr_expect(app_input(&a, &tick), "White's shown second changed (Black %lld ms)",
              (long long)times[i]);
  }
}
