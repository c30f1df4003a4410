/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Engines as players, through the application's state machine without a
 * window: the engines of the settings file, the new-game dialog, a move
 * asked for and played, the app answering while an engine thinks, every
 * fault in words (a crash, a hang, garbage, a refusal, an engine that does
 * not start), Esc, E, undo kept in step, a resignation, games between two
 * engines saved when they end, and the engine's dead stones in scoring.
 * The fake engines are tests/data/engines/fake-engine.sh; GNU Go is the
 * real one. The worker's notifications go into a pipe that the tests read
 * as the window's loop would. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "hoshi/os.h"
#include "app/app.h"
#include "app_driver.h"
#include "engines.h"

#define GNUGO_PATH "/usr/games/gnugo"
#define WAIT_MS    30000 /* what must happen (slow under sanitizers) */
#define GAME_MS    50000 /* a whole game between engines: below the 60 s each test has */

static app a;
static char dir[64], settings[128], state[96], data[96];

/* The settings file: one engine per fake mode, GNU Go at level 1, and Hoshi's
 * own GTP mode; answers within 2 s. */
static void setup(void)
{
  snprintf(dir, sizeof dir, "/tmp/hoshi-players-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
  snprintf(settings, sizeof settings, "%s/settings.ini", dir);
  snprintf(state, sizeof state, "%s/state", dir);
  snprintf(data, sizeof data, "%s/data", dir);
  setenv("XDG_STATE_HOME", state, 1);
  setenv("XDG_DATA_HOME", data, 1);
  FILE *f = fopen(settings, "w");
  cr_assert_not_null(f);
  const char *modes[] = {"pass",   "resign",      "crash",   "hang",    "garbage",   "slow",
                         "refuse", "refuse-play", "no-undo", "illegal", "move-exit", "not-a-move"};
  fprintf(f, "# Engines for tests/test_players.c\n[engines]\ntimeout = 2\n\n");
  for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++)
    fprintf(f, "[engine %s]\ncommand = /bin/sh '%s' %s\n\n", modes[i], fake_engine(), modes[i]);
  fprintf(f, "[engine exit-at-start]\ncommand = /bin/sh '%s' exit-at-start\n", fake_engine());
  fprintf(f, "[engine missing]\ncommand = no-such-go-engine --gtp\n");
  const char *analyses[] = {"kata", "lz", "estimate", "words"};
  for (int i = 0; i < 4; i++)
    fprintf(f, "[engine analyze-%s]\ncommand = /bin/bash '%s/engines/fake-analyze.sh' %s\n",
            analyses[i], getenv("HOSHI_TEST_DATA"), analyses[i]);
  fprintf(f, "[engine GNU Go L1]\ncommand = gnugo --mode gtp --level 1\n");
  const char *hoshi = getenv("HOSHI_BINARY");
  fprintf(f, "[engine Hoshi]\ncommand = '%s' --gtp\n", hoshi ? hoshi : "hoshi");
  fclose(f);
  open_wake_pipe();
  cr_assert(app_init_with(&a, 9, rules_find("japanese"), 6.5, settings));
  a.players.wake = notify;
  app_layout(&a, 1280, 720);
}

static void teardown(void)
{
  app_deinit(&a);
  close_wake_pipe();
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(players, .init = setup, .fini = teardown, .timeout = 240);

/* The window's loop: waits for a worker's notification (or 100 ms, the
 * tick) and hands it in, until done() or the deadline. */
static bool pump_until(bool (*done)(void), int ms)
{
  double deadline = now_ms() + ms;
  while (!done()) {
    int left = (int)(deadline - now_ms());
    if (left <= 0)
      return false;
    ui_input in = {.kind = wait_wake(left < 100 ? left : 100) ? INPUT_ENGINE : INPUT_TICK};
    app_input(&a, &in);
  }
  return true;
}

static bool idle(void) { return !app_busy(&a); }
static bool ended(void) { return a.play.ended && !app_busy(&a); }

static void key(enum input_key k, char ch) { drive_key(&a, k, ch, false); }
static void ctrl(char ch) { drive_key(&a, KEY_CHAR, ch, true); }

/* Clicks the intersection of a GTP vertex ("C7"); the stone seen there. */
static void click(const char *vertex) { drive_click(&a, vertex); }
static enum color stone(const char *vertex) { return stone_at(&a, vertex); }

/* Chooses, in the new-game dialog, who plays each colour (NULL: a
 * person), and starts the game. */
static void new_game(const char *black, const char *white)
{
  ctrl('n');
  cr_assert_eq(a.mode, MODE_NEW_GAME);
  const char *who[2] = {black, white};
  for (int i = 0; i < 2; i++) {
    enum form_field field = i ? FIELD_WHITE_PLAYER : FIELD_BLACK_PLAYER;
    for (int k = 0; k < FIELD_COUNT && a.form.focus != field; k++)
      key(KEY_DOWN, 0);
    cr_assert_eq(a.form.focus, field);
    int want = who[i] ? engines_find(&a.players.engines, who[i]) : -1;
    cr_assert(!who[i] || want >= 0, "no engine '%s' in the settings", who[i]);
    for (int k = 0; k <= ENGINES_MAX && a.form.player[i] != want; k++)
      key(KEY_RIGHT, 0);
    cr_assert_eq(a.form.player[i], want);
  }
  key(KEY_ENTER, 0);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
}

static bool no_children(void) { return children() == 0; }

/* The engines' log, whole. */
static char *engine_log(void)
{
  FILE *f = fopen(a.players.log_path, "r");
  cr_assert_not_null(f, "no engine log at %s", a.players.log_path);
  static char text[65536];
  size_t n = fread(text, 1, sizeof text - 1, f);
  text[n] = '\0';
  fclose(f);
  return text;
}

static int count(const char *text, const char *what)
{
  int n = 0;
  for (const char *s = text; (s = strstr(s, what)); s += strlen(what))
    n++;
  return n;
}

/* --- the engines on offer ---------------------------------------------------------------- */

Test(players, the_settings_file_lists_the_engines)
{
  const engine_list *e = &a.players.engines;
  cr_expect_eq(e->timeout_s, 2);
  cr_expect_geq(engines_find(e, "crash"), 0);
  cr_expect_geq(engines_find(e, "Hoshi"), 0);
  cr_expect_eq(engines_find(e, "nobody"), -1);
  cr_expect_str_eq(e->message, "");
  bool gnugo = access(GNUGO_PATH, X_OK) == 0;
  cr_expect_eq(engines_find(e, ENGINE_GNUGO_NAME) >= 0, gnugo,
               "GNU Go is offered exactly when it is installed");
  if (gnugo)
    cr_expect_str_eq(e->list[engines_find(e, ENGINE_GNUGO_NAME)].command,
                     "gnugo --mode gtp --level 10");
  /* The dialog offers a person, then each engine. */
  ctrl('n');
  for (int k = 0; k < FIELD_COUNT && a.form.focus != FIELD_WHITE_PLAYER; k++)
    key(KEY_DOWN, 0);
  cr_expect_eq(a.form.player[1], -1);
  key(KEY_RIGHT, 0);
  cr_expect_eq(a.form.player[1], 0);
  cr_expect_str_eq(a.form.white, e->list[0].name, "the name follows the engine");
  key(KEY_LEFT, 0);
  cr_expect_eq(a.form.player[1], -1);
  cr_expect_str_eq(a.form.white, "White");
}

Test(players, a_bad_settings_file_is_reported_and_the_rest_kept)
{
  FILE *f = fopen(settings, "w");
  fprintf(f, "[engines]\ntimeout = forever\n[engine Good]\ncommand = gnugo --mode gtp\n"
             "[engine Bad]\ncommand = 'unclosed\n");
  fclose(f);
  engine_list e;
  engines_load(&e, settings);
  cr_expect(strstr(e.message, "line 2: timeout 'forever'"), "%s", e.message);
  cr_expect_eq(e.timeout_s, ENGINE_TIMEOUT_S);
  cr_expect_geq(engines_find(&e, "Good"), 0);
  cr_expect_eq(engines_find(&e, "Bad"), -1);
  engines_load(&e, "/nonexistent/settings.ini");
  cr_expect_str_eq(e.message, "", "no file: the defaults, quietly");
}

/* --- playing ----------------------------------------------------------------------------- */

static bool white_moved(void) { return game_move_number(&a.game) >= 2 && !app_busy(&a); }

Test(players, gnugo_answers_a_move)
{
  cr_assert(access(GNUGO_PATH, X_OK) == 0, "GNU Go is needed (the README installs gnugo)");
  new_game(NULL, "GNU Go L1");
  click("E5");
  cr_assert(pump_until(white_moved, WAIT_MS), "GNU Go did not answer: %s", a.status.text);
  const game_step *st = game_current_step(&a.game);
  cr_expect_eq(st->color, COLOR_WHITE);
  cr_expect(st->move > 0, "a move on the board, not a pass");
  cr_expect_eq(board_at(&a.game.board, st->move), COLOR_WHITE);
  cr_expect(strstr(a.status.text, "GNU Go") && strstr(a.status.text, "(White) played"), "%s",
            a.status.text);
  const char *pw = sgf_get(a.game.root, "PW");
  cr_expect(pw && strncmp(pw, "GNU Go 3", 8) == 0, "PW names the engine: %s", pw ? pw : "");
  cr_expect_eq(game_to_move(&a.game), COLOR_BLACK);
}

/* Issue 32 (review N6): the engines' log is never written through a link,
 * not even its header line: a symbolic link or a hard link planted at its
 * name leaves the file it names as it was. */
Test(players, the_engines_log_is_not_written_through_a_link)
{
  char victim[160];
  snprintf(victim, sizeof victim, "%s/victim", dir);
  for (int hard = 0; hard < 2; hard++) {
    FILE *v = fopen(victim, "w");
    cr_assert_not_null(v);
    fputs("mine\n", v);
    fclose(v);
    cr_assert(os_make_parent_dirs(a.players.log_path, OS_DIR_PRIVATE, NULL));
    unlink(a.players.log_path);
    cr_assert_eq(hard ? link(victim, a.players.log_path) : symlink(victim, a.players.log_path), 0);
    if (!hard) {
      new_game(NULL, "pass");
      click("E5");
    } else {
      /* The engine started again: a header again. */
      players_set(&a.players, COLOR_WHITE, engines_find(&a.players.engines, "pass"), &a.status);
      click("C3");
    }
    pump_until(no_children, 200);
    cr_expect(!file_holds(victim, "plays White"), "%s link: the header reached the victim",
              hard ? "hard" : "symbolic");
    cr_expect(!file_holds(victim, "fake engine"), "%s link: the engine's messages too",
              hard ? "hard" : "symbolic");
    players_set(&a.players, COLOR_WHITE, -1, &a.status);
    unlink(a.players.log_path);
  }
}

static bool slow_on_genmove(void)
{
  return file_holds(a.players.log_path, "fake engine read: genmove");
}

Test(players, the_app_answers_while_an_engine_thinks)
{
  /* The slow engine answers when the test has seen what it checks, not
   * after a time: no margin to lose under load. */
  char release[200];
  snprintf(release, sizeof release, "%s/release", dir);
  setenv("HOSHI_FAKE_RELEASE", release, 1);
  a.players.engines.timeout_s = 60;
  new_game(NULL, "slow");
  click("E5");
  cr_assert(app_busy(&a), "the engine is asked at once");
  /* Wait until the slow engine has started and is on genmove (which it
   * answers a second later): the loop runs until its log says so. */
  cr_assert(pump_until(slow_on_genmove, WAIT_MS), "the slow engine never read genmove: %s",
            a.status.text);
  ui_input tick = {.kind = INPUT_TICK};
  app_input(&a, &tick);
  cr_assert(app_busy(&a));
  char line[160];
  cr_assert(players_indicator(&a.players, line, sizeof line));
  cr_expect(strstr(line, "is thinking") || strstr(line, "Starting"), "%s", line);
  bool coordinates = a.settings.coordinates;
  key(KEY_CHAR, 'c');
  cr_expect_neq(a.settings.coordinates, coordinates, "keys work while the engine thinks");
  click("D4");
  cr_expect_eq(stone("D4"), COLOR_EMPTY, "a person does not move for the engine");
  cr_expect(strstr(a.status.text, "turn"), "%s", a.status.text);
  FILE *go = fopen(release, "w");
  cr_assert_not_null(go);
  fclose(go);
  cr_assert(pump_until(idle, WAIT_MS));
  unsetenv("HOSHI_FAKE_RELEASE");
  cr_expect(strstr(a.status.text, "(White) passed"), "%s", a.status.text);
}

/* A fault: the message, the colour handed to a person, and no process left. */
static void expect_fault(const char *engine, const char *words)
{
  new_game(NULL, engine);
  click("E5");
  cr_assert(pump_until(idle, WAIT_MS), "%s", a.status.text);
  cr_expect(a.status.error);
  cr_expect(strstr(a.status.text, words), "'%s' not in: %s", words, a.status.text);
  cr_expect(strstr(a.status.text, "Play White's moves yourself, or press E"), "%s", a.status.text);
  cr_expect(strstr(a.status.text, a.players.log_path), "the log's path: %s", a.status.text);
  cr_expect_not(players_is_engine(&a.players, COLOR_WHITE));
  cr_expect_eq(game_move_number(&a.game), 1, "the game stays on the board");
  cr_expect(pump_until(no_children, WAIT_MS), "a stopped engine leaves no process");
  /* A person plays White now. */
  click("D4");
  cr_expect_eq(stone("D4"), COLOR_WHITE, "%s", a.status.text);
}

Test(players, a_crash_is_reported)
{
  expect_fault("crash", "was killed by signal 11 (Segmentation fault) while answering 'genmove W'");
}

Test(players, a_hang_is_stopped_at_the_time_limit)
{
  expect_fault("hang", "gave no answer to 'genmove W' within 2 s and was stopped");
}

Test(players, garbage_is_reported)
{
  expect_fault("garbage", "answered 'hello, I am not GTP' to 'genmove W'");
}

Test(players, a_refused_move_is_reported)
{
  expect_fault("refuse-play", "refused 'play B E5': illegal move");
}

/* A move the rules refuse: said, and the engine (whose idea of the
 * position is now wrong) ended and reaped; E starts it afresh. */
Test(players, an_illegal_move_stops_the_engine_and_it_is_reaped)
{
  expect_fault("illegal",
               "played E5, which the Japanese rules refuse here (There is already a stone there.)");
  key(KEY_CHAR, 'e'); /* Black's turn after D4: about Black, a person */
  click("C3");
  key(KEY_CHAR, 'e'); /* White's engine again: started afresh, E5 again */
  cr_assert(pump_until(idle, WAIT_MS));
  cr_expect(strstr(a.status.text, "refuse here"), "%s", a.status.text);
  cr_expect_eq(count(engine_log(), "fake engine: mode illegal"), 2, "started twice");
  cr_expect(pump_until(no_children, WAIT_MS), "stopped and reaped again");
}

/* Review N7: an answer that is no move at all ends the engine too. */
Test(players, an_answer_that_is_not_a_move_stops_the_engine_and_it_is_reaped)
{
  expect_fault("not-a-move", "answered 'Z99' to genmove, which is not a move");
}

static bool played_c3(void) { return stone("C3") == COLOR_WHITE; }
static bool exit_said(void) { return strstr(a.status.text, "exited") != NULL; }

/* An engine that exits right after its move: the move is played, and why
 * the engine stopped stays in sight (the move's words do not replace it). */
Test(players, the_reason_an_engine_stopped_outlives_its_last_move)
{
  new_game(NULL, "move-exit");
  click("E5");
  /* The engine starts (its own job), then is asked for a move: results
   * are taken one step at a time until it thinks. */
  double deadline = now_ms() + WAIT_MS;
  while (now_ms() < deadline && a.players.seat[COLOR_WHITE].job != JOB_MOVE)
    pump_until(idle, 50);
  cr_assert_eq(a.players.seat[COLOR_WHITE].job, JOB_MOVE);
  /* Both its answer (after 1 s) and its exit wait in the mailbox, taken
   * together: the two notifications the worker sends for them, waited
   * for. */
  cr_assert(wait_wakes(2, WAIT_MS), "the engine's move and its exit were not both posted");
  ui_input tick = {.kind = INPUT_ENGINE};
  app_input(&a, &tick);
  cr_assert(pump_until(played_c3, WAIT_MS), "%s", a.status.text);
  cr_expect(pump_until(exit_said, 5000), "%s", a.status.text);
  cr_expect(a.status.error);
  cr_expect(strstr(a.status.text, "press E to give White back"), "%s", a.status.text);
  click("D4"); /* the next action says what it did */
  cr_expect_null(strstr(a.status.text, "exited"), "%s", a.status.text);
}

Test(players, a_refused_genmove_is_reported)
{
  expect_fault("refuse", "refused 'genmove W': cannot generate a move");
}

Test(players, an_engine_that_does_not_start_is_reported)
{
  expect_fault("exit-at-start", "exited with status 1");
  cr_expect(strstr(engine_log(), "fake engine: cannot start"), "its stderr is in the log");
}

Test(players, a_missing_program_is_reported)
{
  expect_fault("missing", "the engine program was not found");
}

Test(players, e_gives_the_colour_back_to_the_engine)
{
  expect_fault("crash", "killed by signal 11");
  /* Black to play: E is about Black, played by a person. */
  key(KEY_CHAR, 'e');
  cr_expect(strstr(a.status.text, "Black is played by a person"), "%s", a.status.text);
  click("C3");
  key(KEY_CHAR, 'e'); /* White's turn: its engine again, which crashes again */
  cr_expect(players_is_engine(&a.players, COLOR_WHITE));
  cr_assert(pump_until(idle, WAIT_MS));
  cr_expect(strstr(a.status.text, "killed by signal 11"), "%s", a.status.text);
  cr_expect_eq(count(engine_log(), "fake engine: mode crash"), 2, "started twice");
}

Test(players, esc_stops_a_thinking_engine)
{
  a.players.engines.timeout_s = 60;
  new_game(NULL, "hang");
  click("E5");
  /* Started, then thinking on genmove. */
  double deadline = now_ms() + WAIT_MS;
  while (now_ms() < deadline && !(app_busy(&a) && a.players.seat[COLOR_WHITE].job == JOB_MOVE))
    pump_until(idle, 100);
  cr_assert_eq(a.players.seat[COLOR_WHITE].job, JOB_MOVE);
  key(KEY_ESCAPE, 0);
  cr_expect(strstr(a.status.text, "was stopped"), "%s", a.status.text);
  cr_expect_not(players_is_engine(&a.players, COLOR_WHITE));
  cr_assert(pump_until(idle, WAIT_MS));
  cr_expect(pump_until(no_children, WAIT_MS), "the engine is gone");
  click("D4");
  cr_expect_eq(stone("D4"), COLOR_WHITE);
}

Test(players, an_engine_resigns)
{
  new_game(NULL, "resign");
  click("E5");
  cr_assert(pump_until(idle, WAIT_MS));
  cr_expect(a.play.ended);
  cr_expect_eq(a.play.resigned, COLOR_WHITE);
  cr_expect_str_eq(sgf_get(a.game.root, "RE"), "B+R");
}

Test(players, undo_takes_back_the_answer_too_and_the_engine_follows)
{
  new_game(NULL, "pass");
  click("E5");
  cr_assert(pump_until(white_moved, WAIT_MS));
  ctrl('z');
  cr_expect_eq(game_move_number(&a.game), 0, "your move and the engine's answer");
  cr_expect_eq(game_to_move(&a.game), COLOR_BLACK);
  click("D4");
  cr_assert(pump_until(white_moved, WAIT_MS));
  const char *log = engine_log();
  cr_expect_eq(count(log, "read: undo"), 2, "%s", log);
  cr_expect_eq(count(log, "read: play B D4"), 1, "%s", log);
  cr_expect_eq(count(log, "read: clear_board"), 1, "no replay: the engine has undo");
}

Test(players, an_engine_without_undo_gets_a_replay)
{
  new_game(NULL, "no-undo");
  click("E5");
  cr_assert(pump_until(white_moved, WAIT_MS));
  ctrl('z');
  click("D4");
  cr_assert(pump_until(white_moved, WAIT_MS));
  const char *log = engine_log();
  cr_expect_eq(count(log, "read: undo"), 0);
  cr_expect_eq(count(log, "read: clear_board"), 2, "%s", log);
}

/* --- Hoshi's capture player ------------------------------------------------------------- */

#define CAPTURE_PLAYER "Hoshi (capture player)"

static void click_field(enum form_field f, int side) { drive_field(&a, f, side); }

/* Built in, with no settings for it: chosen for White by clicks in the
 * new-game dialog, it answers Black's move with a stone, and no process
 * is started for it. */
Test(players, the_capture_player_answers_for_white_chosen_by_clicks)
{
  int k = engines_find(&a.players.engines, CAPTURE_PLAYER);
  cr_assert_geq(k, 0, "offered without a line in the settings");
  cr_expect(a.players.engines.list[k].builtin);
  cr_expect_eq(k, a.players.engines.n - 1, "after the other engines");
  ctrl('n');
  for (int i = 0; i <= ENGINES_MAX && a.form.player[1] != k; i++)
    click_field(FIELD_WHITE_PLAYER, 1);
  cr_assert_eq(a.form.player[1], k);
  cr_expect_str_eq(a.form.white, CAPTURE_PLAYER, "the name follows the engine");
  click_field(FIELD_START, 0);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  for (int move = 0; move < 3; move++) {
    const char *black[] = {"E5", "C3", "G7"};
    click(black[move]);
    cr_assert_eq(stone(black[move]), COLOR_BLACK);
    int want = 2 * (move + 1);
    for (double end = now_ms() + WAIT_MS; game_move_number(&a.game) < want && now_ms() < end;)
      pump_until(idle, 100);
    cr_assert_eq(game_move_number(&a.game), want, "no answer: %s", a.status.text);
    const game_step *st = game_current_step(&a.game);
    cr_expect_eq(st->color, COLOR_WHITE);
    cr_expect(st->move > 0, "a move on the board, not a pass");
    cr_expect_eq(board_at(&a.game.board, st->move), COLOR_WHITE);
  }
  cr_expect(strstr(a.status.text, CAPTURE_PLAYER " (White) played"), "%s", a.status.text);
  cr_expect_str_eq(sgf_get(a.game.root, "PW"), CAPTURE_PLAYER);
  cr_expect_eq(children(), 0, "no program was started");
}

/* Ctrl+Z takes back its answer and your move; it follows (undo) and
 * answers the new move in step with the game. */
Test(players, the_capture_player_follows_an_undo)
{
  new_game(NULL, CAPTURE_PLAYER);
  click("E5");
  cr_assert(pump_until(white_moved, WAIT_MS), "%s", a.status.text);
  ctrl('z');
  cr_expect_eq(game_move_number(&a.game), 0);
  click("C3");
  cr_assert(pump_until(white_moved, WAIT_MS), "%s", a.status.text);
  cr_expect_eq(stone("E5"), COLOR_EMPTY);
  cr_expect(players_is_engine(&a.players, COLOR_WHITE), "its answer was taken: %s", a.status.text);
  cr_expect_eq(game_current_step(&a.game)->color, COLOR_WHITE);
}

/* Black too, and both colours: two capture players play a 9x9 game to
 * its end (two passes, then the count), every move taken by the game. */
Test(players, two_capture_players_play_a_game_to_the_end)
{
  char path[160];
  snprintf(path, sizeof path, "%s/capture.sgf", dir);
  new_game(CAPTURE_PLAYER, CAPTURE_PLAYER);
  snprintf(a.path, sizeof a.path, "%s", path); /* a new game has no file */
  cr_assert(pump_until(ended, GAME_MS), "the game did not end: move %d, %s",
            game_move_number(&a.game), a.status.text);
  game g;
  cr_assert(game_init(&g, 9, NULL));
  hoshi_error why = {0};
  cr_assert(game_load_file(&g, path, NULL, &why), "%s", why.message);
  game_last(&g);
  cr_expect_geq(game_move_number(&g), 20);
  cr_expect_str_eq(sgf_get(g.root, "PB"), CAPTURE_PLAYER);
  game_deinit(&g);
}

/* --- two engines ------------------------------------------------------------------------- */

Test(players, two_engines_play_a_handicap_game_to_the_end_and_it_is_saved)
{
  cr_assert(access(GNUGO_PATH, X_OK) == 0, "GNU Go is needed (the README installs gnugo)");
  cr_assert(game_fixed_handicap(&a.game, 2, NULL));
  game_set_komi(&a.game, 0.5, NULL);
  char path[160];
  snprintf(path, sizeof path, "%s/engines.sgf", dir);
  snprintf(a.path, sizeof a.path, "%s", path);
  a.players.engines.timeout_s = 60;
  app_set_player(&a, COLOR_BLACK, engines_find(&a.players.engines, "Hoshi"));
  app_set_player(&a, COLOR_WHITE, engines_find(&a.players.engines, "GNU Go L1"));
  app_step_players(&a);
  cr_assert(pump_until(ended, GAME_MS), "the game did not end: move %d, %s",
            game_move_number(&a.game), a.status.text);
  cr_expect_not(a.dirty, "saved when it ended: %s", a.status.text);
  cr_expect(strstr(a.status.text, "Saved to"), "%s", a.status.text);
  game g;
  cr_assert(game_init(&g, 9, NULL));
  hoshi_error why = {0};
  cr_assert(game_load_file(&g, path, NULL, &why), "%s", why.message);
  game_last(&g);
  cr_expect_geq(game_move_number(&g), 10);
  cr_expect_eq(g.handicap, 2);
  const char *re = sgf_get(g.root, "RE");
  cr_expect(re && (re[0] == 'B' || re[0] == 'W') && re[1] == '+', "RE %s", re ? re : "");
  cr_expect(strncmp(sgf_get(g.root, "PW"), "GNU Go", 6) == 0);
  cr_expect(strncmp(sgf_get(g.root, "PB"), "Hoshi", 5) == 0);
  game_deinit(&g);
}

Test(players, two_engines_without_a_file_are_saved_in_the_games_folder)
{
  app_set_player(&a, COLOR_BLACK, engines_find(&a.players.engines, "pass"));
  app_set_player(&a, COLOR_WHITE, engines_find(&a.players.engines, "pass"));
  app_step_players(&a);
  cr_assert(pump_until(ended, WAIT_MS), "%s", a.status.text);
  cr_expect(strstr(a.status.text, "Saved to"), "%s", a.status.text);
  cr_expect(sgf_get(a.game.root, "RE"), "the count was accepted");
  char folder[160];
  snprintf(folder, sizeof folder, "%s/hoshi/games", data);
  DIR *d = opendir(folder);
  cr_assert_not_null(d, "%s", folder);
  int files = 0;
  struct dirent *e;
  while ((e = readdir(d)))
    files += strstr(e->d_name, "-Fake_pass-vs-Fake_pass.sgf") != NULL;
  closedir(d);
  cr_expect_eq(files, 1);
}

/* --- scoring ----------------------------------------------------------------------------- */

static bool marks_in(void) { return !a.players.want_dead && !app_busy(&a); }

Test(players, the_engine_gives_its_dead_stones_in_scoring)
{
  cr_assert(access(GNUGO_PATH, X_OK) == 0, "GNU Go is needed (the README installs gnugo)");
  /* A finished position with a dead stone in each side's area. */
  game_deinit(&a.game);
  cr_assert(game_init(&a.game, 9, rules_find("japanese")));
  board b;
  cr_assert(board_from_ascii(&b, 9,
                             ". . X O . . . . ."
                             ". . X O . . . . ."
                             ". . X O . . X . ."
                             ". . X O . . . . ."
                             ". . X O O O O O O"
                             ". O X X X X X X X"
                             ". . . . . . . . ."
                             ". . . . . . . . ."
                             ". . . . . . . . ."));
  b.to_move = COLOR_BLACK;
  cr_assert(game_set_position(&a.game, &b));
  app_set_player(&a, COLOR_WHITE, engines_find(&a.players.engines, "GNU Go L1"));
  key(KEY_CHAR, 's');
  cr_assert_eq(a.mode, MODE_SCORE);
  key(KEY_CHAR, 'e');
  cr_assert(pump_until(marks_in, WAIT_MS), "%s", a.status.text);
  cr_expect(strstr(a.status.text, "The engine marked"), "%s", a.status.text);
  const uint8_t *dead = game_dead_marks(&a.game);
  cr_assert_not_null(dead);
  point g7 = board_point(&a.game.board, 6, 2), b4 = board_point(&a.game.board, 1, 5);
  cr_expect(dead[g7], "the black stone inside White's area is dead (G7)");
  cr_expect(dead[b4], "the white stone inside Black's area is dead (B4)");
  cr_expect_eq(a.scoring.dead[g7], dead[g7], "the screen shows the engine's marks");
}

/* Nothing in a game file is ever run: a record whose players are named
 * after engines of the settings ("GNU Go L1", "crash") and whose texts
 * hold shell commands opens with people at both seats, starts no process
 * and runs nothing (the commands would create files). Its moves are
 * there, and playing on starts no engine either. */
Test(players, a_game_file_never_starts_or_runs_anything)
{
  char record[192], marker[160];
  snprintf(record, sizeof record, "%s/hostile.sgf", dir);
  snprintf(marker, sizeof marker, "%s/ran", dir);
  FILE *f = fopen(record, "w");
  cr_assert_not_null(f);
  fprintf(f,
          "(;FF[4]GM[1]SZ[9]KM[6.5]RU[Japanese]PB[GNU Go L1]PW[crash]"
          "GN[$(touch %s)]C[`touch %s`; touch %s]AP[/bin/sh:-c touch %s]"
          ";B[ee]C[| touch %s];W[cc])\n",
          marker, marker, marker, marker, marker);
  fclose(f);
  cr_assert(app_open(&a, record), "%s", a.status.text);
  game_last(&a.game); /* it opens at its start: its root has a comment */
  cr_expect_eq(stone("E5"), COLOR_BLACK);
  cr_expect_eq(stone("C7"), COLOR_WHITE);
  cr_expect_eq(a.players.seat[COLOR_BLACK].engine, -1, "Black is a person");
  cr_expect_eq(a.players.seat[COLOR_WHITE].engine, -1, "White is a person");
  click("G3");
  cr_expect_eq(stone("G3"), COLOR_BLACK);
  pump_until(idle, 200);
  cr_expect_eq(children(), 0, "a process was started");
  cr_expect_neq(access(marker, F_OK), 0, "something in the record was run");
}

/* Issue 23: the clock is told to an engine before each genmove (GTP 2
 * time_settings and time_left), and the record keeps the time left after
 * each move. */
static bool white_answered(void) { return game_move_number(&a.game) >= 2; }

Test(players, the_clock_is_told_to_the_engine_and_kept_in_the_record)
{
  snprintf(a.session.chosen.time, sizeof a.session.chosen.time, "1m+3x5s");
  new_game(NULL, "pass");
  cr_assert_eq(a.clock.spec.system, CLOCK_BYOYOMI, "the dialog started the clock");
  click("E5");
  cr_assert(pump_until(white_answered, WAIT_MS), "the engine did not answer: %s", a.status.text);
  const char *log = engine_log();
  cr_expect(strstr(log, "fake engine read: time_settings 60 5 1"), "%s", log);
  cr_expect(strstr(log, "fake engine read: time_left W "), "%s", log);
  cr_expect_str_eq(sgf_get(a.game.root, "TM"), "60");
  cr_expect_str_eq(sgf_get(a.game.root, "OT"), "3x5 byo-yomi");
  const sgf_node *black = a.game.path[1].node, *white = a.game.path[2].node;
  cr_expect_not_null(sgf_get(black, "BL"), "Black's time left after its move");
  cr_expect_not_null(sgf_get(white, "WL"), "White's time left after its move");
}

/* Issue 24: live analysis. A turns it on; the scripted engine's candidates
 * come to the board, D4 the best at 60%; a move asks about the new
 * position; GNU Go gives its estimate, said as its own. */
static bool has_candidates(void)
{
  static ui_view v;
  app_view(&a, &v);
  return v.n_candidates > 0;
}

static bool has_ownership(void) { return has_candidates() && a.analyst.result.has_ownership; }

Test(players, live_analysis_draws_the_candidates_and_follows_the_moves)
{
  snprintf(a.players.engines.analysis, sizeof a.players.engines.analysis, "analyze-kata");
  key(KEY_CHAR, 'a');
  cr_assert(a.analyst.on, "%s", a.status.text);
  cr_assert(pump_until(has_candidates, WAIT_MS), "no candidates: %s", a.status.text);
  static ui_view v;
  app_view(&a, &v);
  cr_assert_eq(v.candidates[0].x, 3);
  cr_assert_eq(v.candidates[0].y, 5, "D4 on 9x9");
  cr_assert_eq(v.candidates[0].winrate, 600);
  cr_assert(v.candidates[0].best);
  cr_assert_eq(v.candidates[0].share, 80, "40 of the 50 visits");
  /* The figure first, then whose it is. */
  bool said = false;
  for (int i = 0; i < v.n_panel; i++)
    said |= v.panel[i].block == BLOCK_ANALYSIS && strncmp(v.panel[i].text, "Black 60.0%", 11) == 0;
  cr_assert(said, "the panel says the win rate first");
  click("E5");
  app_view(&a, &v);
  cr_assert_eq(v.n_candidates, 0, "the old position's candidates are gone at once");
  cr_assert(pump_until(has_candidates, WAIT_MS), "no candidates after the move");
  /* O: KataGo's ownership, shaded: the scripted engine gives the left
   * half to the player to move (White, after E5), the right half to the
   * other. */
  key(KEY_CHAR, 'o');
  cr_assert(pump_until(has_ownership, WAIT_MS), "no ownership: %s", a.status.text);
  app_view(&a, &v);
  cr_assert_eq(v.shade[view_index(&v, 0, 4)], COLOR_WHITE, "A5: White's (to move)");
  cr_assert_eq(v.shade[view_index(&v, 8, 4)], COLOR_BLACK, "J5: Black's");
  cr_assert_eq(v.shade[view_index(&v, 4, 0)], COLOR_EMPTY, "E9: nobody's");
  key(KEY_CHAR, 'a');
  cr_assert_not(a.analyst.on);
  app_view(&a, &v);
  cr_assert_eq(v.n_candidates, 0);
  cr_assert_eq(v.shade[view_index(&v, 0, 4)], COLOR_EMPTY);
}

/* The analysis line of the panel, "" when there is none yet. */
static const char *analysis_line(void)
{
  static ui_view v;
  app_view(&a, &v);
  for (int i = 0; i < v.n_panel; i++)
    if (v.panel[i].block == BLOCK_ANALYSIS && strstr(v.panel[i].text, "'s estimate"))
      return v.panel[i].text;
  return "";
}

static bool has_estimate(void) { return strstr(analysis_line(), "'s estimate") != NULL; }

Test(players, gnu_go_analyses_with_its_score_estimate)
{
  cr_assert(access(GNUGO_PATH, X_OK) == 0, "GNU Go is needed (the README installs gnugo)");
  snprintf(a.players.engines.analysis, sizeof a.players.engines.analysis, "GNU Go L1");
  click("E5");
  key(KEY_CHAR, 'a');
  cr_assert(pump_until(has_estimate, WAIT_MS), "no estimate: %s", a.status.text);
  /* Its figure first, as a result ("B+12.5"), then whose it is; not its
   * raw answer. */
  const char *said = analysis_line();
  cr_expect((said[0] == 'B' || said[0] == 'W') && said[1] == '+', "%s", said);
  cr_expect(strstr(said, ": GNU Go L1's estimate, not a count"), "%s", said);
  cr_expect_null(strstr(said, "upper bound"), "%s", said);
}

/* A whole record, opened at its end (two passes, a clock in it): GNU Go
 * gives its figure there too. */
Test(players, gnu_go_estimates_a_finished_record)
{
  cr_assert(access(GNUGO_PATH, X_OK) == 0, "GNU Go is needed (the README installs gnugo)");
  char record[512];
  snprintf(record, sizeof record, "%s/games/fuego-regression/2007_CGOS_147759.sgf",
           getenv("HOSHI_TEST_DATA"));
  cr_assert(app_open(&a, record), "%s", a.status.text);
  snprintf(a.players.engines.analysis, sizeof a.players.engines.analysis, "GNU Go L1");
  key(KEY_CHAR, 'a');
  cr_assert(pump_until(has_estimate, WAIT_MS), "no estimate: %s / %s", a.status.text,
            analysis_line());
  cr_expect(strstr(analysis_line(), "W+"), "White leads at the end: %s", analysis_line());
}

/* The scripted engines: GNU Go's answer with its bounds gives its figure;
 * an answer in words is shown whole. */
Test(players, an_estimate_shows_its_figure_and_words_whole)
{
  snprintf(a.players.engines.analysis, sizeof a.players.engines.analysis, "analyze-estimate");
  key(KEY_CHAR, 'a');
  cr_assert(pump_until(has_estimate, WAIT_MS), "no estimate: %s", a.status.text);
  cr_expect_str_eq(analysis_line(), "W+10.3: analyze-estimate's estimate, not a count");
  key(KEY_CHAR, 'a');
  snprintf(a.players.engines.analysis, sizeof a.players.engines.analysis, "analyze-words");
  key(KEY_CHAR, 'a');
  cr_assert(pump_until(has_estimate, WAIT_MS), "no estimate: %s", a.status.text);
  cr_expect_str_eq(analysis_line(), "analyze-words's estimate: too early to say: the corners are "
                                    "open and nothing is settled yet");
}

static bool walk_done(void) { return !a.analyst.walking; }

Test(players, the_whole_game_is_analysed_from_the_window_and_its_graph_shown)
{
  snprintf(a.players.engines.analysis, sizeof a.players.engines.analysis, "analyze-kata");
  a.players.engines.analysis_ms = 100;
  click("E5");
  click("C3");
  click("G7");
  ui_input shift_a = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = 'a', .shift = true};
  app_input(&a, &shift_a);
  cr_assert(a.analyst.walking, "%s", a.status.text);
  cr_assert(pump_until(walk_done, 3 * WAIT_MS), "the walk did not end: %s", a.status.text);
  cr_assert(strstr(a.status.text, "4 positions"), "%s", a.status.text);
  int n = 0;
  for (const sgf_node *s = a.game.root; s; s = s->children)
    n += sgf_get(s, "SBKV") != NULL && sgf_get(s, "HOSHISCORE") != NULL;
  cr_assert_eq(n, 4, "every position of the main line has its estimate");
  cr_assert_str_eq(sgf_get(a.game.root->children, "SBKV"), "40.00", "White to move after E5: 60%");
  cr_assert(a.dirty, "the estimates are in the record");
  app_layout(&a, 1280, 720);
  cr_assert_gt(a.layout.graph.w, 0, "the graph shows");
}
