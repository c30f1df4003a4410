/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The engine client: what an engine is told to follow a game (the sync plan,
 * a pure function), the worker thread that runs an engine (against small
 * fake engines that crash, hang, print garbage, refuse or answer slowly:
 * tests/data/engines/fake-engine.sh), and a whole 9x9 handicap game between
 * Hoshi's own GTP mode and GNU Go, refereed by Hoshi's rules, both driven
 * through the client. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engines.h"
#include "hoshi/gtp.h"

#ifndef GNUGO_PATH
#define GNUGO_PATH "/usr/games/gnugo"
#endif
#define WAIT_MS 20000 /* a result that must come (slow under sanitizers) */

/* --- the sync plan ------------------------------------------------------------------------ */

static gtp_caps all_caps = {.undo = true,
                            .fixed_handicap = true,
                            .set_free_handicap = true,
                            .kgs_rules = true,
                            .final_status_list = true};

/* Plays vertices ("E5", "pass") alternately from the colour to move. */
static void play_all(game *g, const char *const moves[], int n)
{
  for (int i = 0; i < n; i++) {
    int x = 0, y = 0;
    bool pass;
    cr_assert(board_vertex_parse(moves[i], game_size(g), &x, &y, &pass), "%s", moves[i]);
    point p = pass ? POINT_PASS : board_point(&g->board, x, y);
    cr_assert_eq(game_play(g, game_to_move(g), p), MOVE_LEGAL, "%s", moves[i]);
  }
}

/* The commands from have (NULL: a fresh engine) to the game, joined by
 * " | " for one comparison. */
static void plan(const gtp_position *have, game *g, const gtp_caps *caps, char *out, size_t len)
{
  gtp_position want = {0};
  cr_assert(gtp_position_of_game(g, &want));
  const char **cmds;
  int n = gtp_sync_commands(have, &want, caps, &cmds);
  cr_assert_geq(n, 0);
  out[0] = '\0';
  for (int i = 0; i < n; i++)
    snprintf(out + strlen(out), len - strlen(out), "%s%s", i ? " | " : "", cmds[i]);
  gtp_argv_free(cmds);
  gtp_position_free(&want);
}

Test(gtp_sync, a_fresh_engine_gets_the_whole_setup)
{
  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  game_set_komi(&g, 6.5, NULL);
  play_all(&g, (const char *[]){"E5", "C3", "pass"}, 3);
  char text[1024];
  plan(NULL, &g, &all_caps, text, sizeof text);
  cr_expect_str_eq(text, "boardsize 9 | komi 6.5 | ?kgs-rules japanese | clear_board | "
                         "play B E5 | play W C3 | play B pass");
  gtp_caps hoshi = all_caps;
  hoshi.hoshi_rules = true;
  game_set_rules(&g, rules_find("tromp-taylor"));
  plan(NULL, &g, &hoshi, text, sizeof text);
  cr_expect(strstr(text, "| ?hoshi-rules tromp-taylor |"), "Hoshi's own names: %s", text);
  gtp_caps plain = {0};
  plan(NULL, &g, &plain, text, sizeof text);
  cr_expect(!strstr(text, "rules"), "no rules command to an engine that has none: %s", text);
  game_deinit(&g);
}

Test(gtp_sync, the_fixed_handicap_goes_as_fixed_handicap)
{
  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  cr_assert(game_fixed_handicap(&g, 2, NULL));
  game_set_komi(&g, 0.5, NULL);
  play_all(&g, (const char *[]){"E5"}, 1);
  char text[1024];
  plan(NULL, &g, &all_caps, text, sizeof text);
  cr_expect_str_eq(text, "boardsize 9 | komi 0.5 | ?kgs-rules japanese | clear_board | "
                         "fixed_handicap 2 | play W E5");
  /* Without fixed_handicap: the stones by set_free_handicap, else plays. */
  gtp_caps free_only = all_caps;
  free_only.fixed_handicap = false;
  plan(NULL, &g, &free_only, text, sizeof text);
  cr_expect(strstr(text, "| set_free_handicap C3 G7 | play W E5") ||
                strstr(text, "| set_free_handicap G7 C3 | play W E5"),
            "%s", text);
  gtp_caps none = {0};
  plan(NULL, &g, &none, text, sizeof text);
  cr_expect(strstr(text, "| play B G7 | play B C3 | play W E5") ||
                strstr(text, "| play B C3 | play B G7 | play W E5"),
            "%s", text);
  game_deinit(&g);
}

Test(gtp_sync, free_handicap_stones_go_as_set_free_handicap)
{
  game g;
  cr_assert(game_init(&g, 9, rules_find("chinese")));
  board b;
  board_init(&b, 9);
  point pts[2] = {board_point(&b, 4, 4), board_point(&b, 2, 2)}; /* E5, C7 */
  cr_assert(game_free_handicap(&g, pts, 2, NULL));
  char text[1024];
  plan(NULL, &g, &all_caps, text, sizeof text);
  cr_expect(strstr(text, "| clear_board | set_free_handicap C7 E5"), "%s", text);
  cr_expect(!strstr(text, "fixed_handicap"), "%s", text);
  game_deinit(&g);
}

/* have: the engine followed the game up to here. */
static void follow(game *g, gtp_position *have) { cr_assert(gtp_position_of_game(g, have)); }

Test(gtp_sync, an_engine_in_step_gets_only_the_new_moves)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  play_all(&g, (const char *[]){"E5", "C3"}, 2);
  gtp_position have = {0};
  follow(&g, &have);
  play_all(&g, (const char *[]){"G7", "pass"}, 2);
  char text[1024];
  plan(&have, &g, &all_caps, text, sizeof text);
  cr_expect_str_eq(text, "play B G7 | play W pass");
  follow(&g, &have);
  plan(&have, &g, &all_caps, text, sizeof text);
  cr_expect_str_eq(text, "", "nothing to say when nothing changed");
  game_set_komi(&g, 7.5, NULL);
  plan(&have, &g, &all_caps, text, sizeof text);
  cr_expect_str_eq(text, "komi 7.5");
  gtp_position_free(&have);
  game_deinit(&g);
}

Test(gtp_sync, taken_back_moves_are_undone_or_replayed)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  play_all(&g, (const char *[]){"E5", "C3", "G7", "G3"}, 4);
  gtp_position have = {0};
  follow(&g, &have);
  /* Two moves back, and another line from there. */
  game_back(&g);
  game_back(&g);
  play_all(&g, (const char *[]){"C7"}, 1);
  char text[1024];
  plan(&have, &g, &all_caps, text, sizeof text);
  cr_expect_str_eq(text, "undo | undo | play B C7");
  gtp_caps no_undo = all_caps;
  no_undo.undo = false;
  plan(&have, &g, &no_undo, text, sizeof text);
  cr_expect_str_eq(text, "clear_board | play B E5 | play W C3 | play B C7",
                   "without undo: a fresh replay");
  gtp_position_free(&have);
  game_deinit(&g);
}

Test(gtp_sync, another_size_starts_over)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  play_all(&g, (const char *[]){"E5"}, 1);
  gtp_position have = {0};
  follow(&g, &have);
  game_deinit(&g);
  cr_assert(game_init(&g, 13, NULL));
  char text[1024];
  plan(&have, &g, &all_caps, text, sizeof text);
  cr_expect(strncmp(text, "boardsize 13 | komi ", 20) == 0, "%s", text);
  cr_expect(strstr(text, "| clear_board"), "%s", text);
  gtp_position_free(&have);
  game_deinit(&g);
}

/* --- the worker against fake engines ---------------------------------------------------- */

/* Waits for the worker's notification, then its result. */
static gtp_result *wait_result(gtp_worker *w, int ms)
{
  double deadline = now_ms() + ms;
  for (;;) {
    gtp_result *r = gtp_worker_poll(w);
    if (r)
      return r;
    int left = (int)(deadline - now_ms());
    cr_assert_gt(left, 0, "no result within %d ms", ms);
    wait_wake(left);
  }
}

static gtp_worker *fake(const char *mode)
{
  const char *argv[] = {"/bin/sh", fake_engine(), mode, NULL};
  gtp_worker *w = gtp_worker_new(argv, NULL, notify, NULL);
  cr_assert_not_null(w);
  return w;
}

/* A fake engine whose stderr goes to a new file, named into log (32
 * bytes), so that a test can wait for a command to reach it. */
static gtp_worker *fake_logged(const char *mode, char log[32])
{
  snprintf(log, 32, "/tmp/hoshi-engine-XXXXXX");
  int fd = mkstemp(log);
  cr_assert_geq(fd, 0, "cannot create %s", log);
  close(fd);
  const char *argv[] = {"/bin/sh", fake_engine(), mode, NULL};
  gtp_worker *w = gtp_worker_new(argv, log, notify, NULL);
  cr_assert_not_null(w);
  return w;
}

static gtp_result *run(gtp_worker *w, const char *const cmds[], int n, int timeout_ms)
{
  static unsigned job = 1;
  unsigned id = job++;
  cr_assert(gtp_worker_submit(w, id, cmds, n, timeout_ms));
  gtp_result *r = wait_result(w, WAIT_MS);
  cr_assert_eq(r->job, id);
  return r;
}

TestSuite(gtp_worker, .init = open_wake_pipe, .fini = close_wake_pipe);

Test(gtp_worker, a_job_starts_the_engine_and_collects_the_answers)
{
  gtp_worker *w = fake("pass");
  gtp_result *r = run(w, (const char *[]){"boardsize 9", "clear_board", "genmove B"}, 3, 5000);
  cr_expect_eq(r->outcome, GTP_DONE, "%s", r->why);
  cr_expect(r->started);
  cr_expect_str_eq(r->name, "Fake pass");
  gtp_caps caps;
  gtp_caps_read(r->known, &caps);
  cr_expect(caps.undo && caps.fixed_handicap && caps.final_status_list && !caps.kgs_rules);
  cr_assert_eq(r->answered, 3);
  cr_expect_str_eq(r->answers[2], "pass");
  gtp_result_free(r);
  r = run(w, (const char *[]){"genmove W"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_DONE);
  cr_expect_not(r->started, "the engine runs on");
  gtp_result_free(r);
  cr_expect_eq(children(), 1);
  gtp_worker_free(w);
  cr_expect_eq(children(), 0, "freeing the worker stops and reaps the engine");
}

/* The built-in capture player: no process, the same jobs and answers as
 * an engine's; it takes the stone in atari, and a stop starts it afresh. */
Test(gtp_worker, the_builtin_capture_player_answers_without_a_process)
{
  gtp_worker *w = gtp_worker_new_builtin(GTP_BUILTIN_CAPTURE_PLAYER, 42, notify, NULL);
  cr_assert_not_null(w);
  /* White's E5 in atari after Black's D5, F5 and E6: E4 takes it. */
  const char *cmds[] = {"boardsize 9", "clear_board", "hoshi-rules japanese",
                        "play B D5",   "play W E5",   "play B F5",
                        "play W A1",   "play B E6",   "play W A3",
                        "genmove B"};
  gtp_result *r = run(w, cmds, 10, 5000);
  cr_expect_eq(r->outcome, GTP_DONE, "%s", r->why);
  cr_expect(r->started);
  cr_expect_str_eq(r->name, "Hoshi capture player " HOSHI_VERSION);
  gtp_caps caps;
  gtp_caps_read(r->known, &caps);
  cr_expect(caps.undo && caps.hoshi_rules && caps.final_status_list);
  cr_assert_eq(r->answered, 10);
  cr_expect_str_eq(r->answers[9], "E4");
  gtp_result_free(r);
  r = run(w, (const char *[]){"play W B2", "genmove B"}, 2, 5000);
  cr_expect_eq(r->outcome, GTP_DONE, "%s", r->why);
  cr_expect_not(r->started, "it runs on");
  gtp_result_free(r);
  r = run(w, (const char *[]){"play W nowhere"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_REFUSED);
  gtp_result_free(r);
  r = run(w, (const char *[]){"query_boardsize"}, 1, 5000);
  cr_expect(r->started, "a refusal starts it afresh, as an engine");
  cr_expect_str_eq(r->answers[0], "19");
  gtp_result_free(r);
  cr_expect_eq(children(), 0, "no process, ever");
  gtp_worker_free(w);
}

Test(gtp_worker, a_crash_is_reported_with_its_signal_and_reaped)
{
  gtp_worker *w = fake("crash");
  gtp_result *r = run(w, (const char *[]){"boardsize 9", "genmove B"}, 2, 5000);
  cr_expect_eq(r->outcome, GTP_EXITED);
  cr_expect(strstr(r->why, "was killed by signal 11") && strstr(r->why, "'genmove B'"), "%s",
            r->why);
  gtp_result_free(r);
  cr_expect_eq(children(), 0, "no zombie");
  /* The next job starts it again. */
  r = run(w, (const char *[]){"boardsize 9"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_DONE);
  cr_expect(r->started);
  gtp_result_free(r);
  gtp_worker_free(w);
  cr_expect_eq(children(), 0);
}

Test(gtp_worker, an_engine_that_hangs_is_stopped_at_the_time_limit)
{
  gtp_worker *w = fake("hang");
  double t0 = now_ms();
  gtp_result *r = run(w, (const char *[]){"genmove B"}, 1, 1000);
  cr_expect_eq(r->outcome, GTP_TIMED_OUT);
  cr_expect(strstr(r->why, "gave no answer to 'genmove B' within 1 s"), "%s", r->why);
  cr_expect_lt(now_ms() - t0, WAIT_MS);
  gtp_result_free(r);
  cr_expect_eq(children(), 0, "the hanging engine was stopped and reaped");
  gtp_worker_free(w);
}

/* Whether a process is gone (or a zombie nobody reaps: dead all the same). */
static bool gone(long pid)
{
  char path[64], stat[512] = "";
  snprintf(path, sizeof path, "/proc/%ld/stat", pid);
  FILE *f = fopen(path, "r");
  if (!f)
    return true;
  size_t n = fread(stat, 1, sizeof stat - 1, f);
  stat[n] = 0;
  fclose(f);
  const char *close = strrchr(stat, ')');
  return close && close[1] == ' ' && close[2] == 'Z';
}

/* Issue 25: an engine's own children go with it (its process group). */
Test(gtp_worker, an_engines_children_are_stopped_with_it)
{
  char log[32];
  gtp_worker *w = fake_logged("fork-hang", log);
  gtp_result *r = run(w, (const char *[]){"genmove B"}, 1, 1000);
  cr_expect_eq(r->outcome, GTP_TIMED_OUT);
  gtp_result_free(r);
  FILE *f = fopen(log, "r");
  cr_assert_not_null(f);
  char text[4096];
  size_t n = fread(text, 1, sizeof text - 1, f);
  text[n] = 0;
  fclose(f);
  const char *at = strstr(text, "fake engine child: ");
  cr_assert_not_null(at, "the engine said its child: %s", text);
  long child = atol(at + 19);
  cr_assert_gt(child, 0);
  double end = now_ms() + WAIT_MS;
  while (!gone(child) && now_ms() < end)
    nanosleep(&(struct timespec){0, 10000000L}, NULL);
  cr_expect(gone(child), "the engine's child %ld outlived it", child);
  gtp_worker_free(w);
  unlink(log);
}

Test(gtp_worker, garbage_is_quoted_in_the_message)
{
  gtp_worker *w = fake("garbage");
  gtp_result *r = run(w, (const char *[]){"genmove W"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_GARBAGE);
  cr_expect(strstr(r->why, "answered 'hello, I am not GTP' to 'genmove W'"), "%s", r->why);
  gtp_result_free(r);
  gtp_worker_free(w);
  cr_expect_eq(children(), 0);
}

Test(gtp_worker, engines_that_cannot_start_say_why)
{
  gtp_worker *w = fake("exit-at-start");
  gtp_result *r = run(w, (const char *[]){"boardsize 9"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_EXITED);
  cr_expect(strstr(r->why, "exited with status 1"), "%s", r->why);
  gtp_result_free(r);
  gtp_worker_free(w);

  const char *argv[] = {"no-such-go-engine", "--gtp", NULL};
  w = gtp_worker_new(argv, NULL, notify, NULL);
  r = run(w, (const char *[]){"boardsize 9"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_NOT_STARTED);
  cr_expect(strstr(r->why, "was not found"), "%s", r->why);
  gtp_result_free(r);
  gtp_worker_free(w);
  cr_expect_eq(children(), 0);
}

Test(gtp_worker, a_refusal_stops_the_job_and_the_engine)
{
  gtp_worker *w = fake("refuse-play");
  gtp_result *r = run(
      w, (const char *[]){"boardsize 9", "?kgs-rules japanese", "play B E5", "genmove W"}, 4, 5000);
  cr_expect_eq(r->outcome, GTP_REFUSED);
  cr_expect_eq(r->answered, 2, "the optional command's answer does not stop the job");
  cr_expect_str_eq(r->why, "refused 'play B E5': illegal move");
  gtp_result_free(r);
  cr_expect_eq(children(), 0, "what it holds is unknown: stopped");
  r = run(w, (const char *[]){"genmove W"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_DONE);
  cr_expect(r->started, "started afresh");
  gtp_result_free(r);
  gtp_worker_free(w);
}

Test(gtp_worker, an_interrupt_stops_a_slow_engine)
{
  char log[32];
  gtp_worker *w = fake_logged("hang", log);
  cr_assert(gtp_worker_submit(w, 7, (const char *const[]){"genmove B"}, 1, 60000));
  cr_expect(gtp_worker_busy(w));
  cr_expect_not(gtp_worker_submit(w, 8, (const char *const[]){"genmove B"}, 1, 60000),
                "one job at a time");
  /* Interrupted while it hangs on genmove, not before it has started. */
  cr_assert(wait_for_text(log, "fake engine read: genmove B", WAIT_MS),
            "the engine never read genmove (its log: %s)", log);
  double t0 = now_ms();
  gtp_worker_interrupt(w);
  gtp_result *r = wait_result(w, WAIT_MS);
  cr_expect_eq(r->job, 7u);
  cr_expect_eq(r->outcome, GTP_INTERRUPTED);
  cr_expect(strstr(r->why, "asked to stop"), "%s", r->why);
  cr_expect_lt(now_ms() - t0, 5000, "quit, then SIGTERM after a second");
  gtp_result_free(r);
  cr_expect_not(gtp_worker_busy(w));
  cr_expect_eq(children(), 0);
  gtp_worker_free(w);
  unlink(log);
}

/* Esc pressed the moment the engine's turn begins: the interrupt may reach
 * the worker before its thread has taken the job. It still stops the job
 * (it used to be dropped as an interrupt "while idle", and the engine
 * thought until its time limit). Fifty tries, each both ways round. */
Test(gtp_worker, an_interrupt_at_once_stops_the_job)
{
  gtp_worker *w = fake("hang");
  for (int i = 0; i < 50; i++) {
    cr_assert(gtp_worker_submit(w, 7, (const char *const[]){"genmove B"}, 1, 60000));
    gtp_worker_interrupt(w);
    gtp_result *r = wait_result(w, WAIT_MS);
    cr_assert_not_null(r, "try %d: no result", i);
    cr_expect_eq(r->outcome, GTP_INTERRUPTED, "try %d: %s", i, r->why);
    gtp_result_free(r);
    cr_assert_not(gtp_worker_busy(w));
  }
  gtp_worker_free(w);
}

Test(gtp_worker, an_engine_that_exits_while_idle_is_reaped_and_reported)
{
  gtp_worker *w = fake("pass");
  gtp_result *r = run(w, (const char *[]){"quit"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_DONE);
  gtp_result_free(r);
  r = wait_result(w, WAIT_MS);
  cr_expect_eq(r->job, 0u, "nobody asked");
  cr_expect_eq(r->outcome, GTP_EXITED);
  cr_expect(strstr(r->why, "exited with status 0 while waiting for its turn"), "%s", r->why);
  gtp_result_free(r);
  cr_expect_eq(children(), 0);
  gtp_worker_free(w);
}

Test(gtp_worker, freeing_a_busy_worker_stops_its_engine)
{
  char log[32];
  gtp_worker *w = fake_logged("hang", log);
  cr_assert(gtp_worker_submit(w, 1, (const char *const[]){"genmove B"}, 1, 60000));
  /* Freed while its engine runs and hangs on genmove. */
  cr_assert(wait_for_text(log, "fake engine read: genmove B", WAIT_MS),
            "the engine never read genmove (its log: %s)", log);
  gtp_worker_free(w);
  cr_expect_eq(children(), 0);
  unlink(log);
}

/* --- a whole game: Hoshi's GTP mode against GNU Go ------------------------------------- */

typedef struct player {
  const char *name;
  gtp_worker *w;
  gtp_caps caps;
  gtp_position have;
  bool known;
  int fixed_handicaps; /* fixed_handicap commands sent */
} player;

/* Starts p's engine with an empty job, as Hoshi's players do: what it can
 * do is known before anything is planned for it. */
static void meet(player *p)
{
  gtp_result *r = run(p->w, NULL, 0, 10000);
  cr_assert_eq(r->outcome, GTP_DONE, "%s %s", p->name, r->why);
  cr_assert(r->started);
  gtp_caps_read(r->known, &p->caps);
  gtp_result_free(r);
}

/* Brings p to the game's position, then asks for a move: the answer. */
static char *ask_move(player *p, game *g, enum color c, char *out, size_t len)
{
  gtp_position want = {0};
  cr_assert(gtp_position_of_game(g, &want));
  const char **sync;
  int n = gtp_sync_commands(p->known ? &p->have : NULL, &want, &p->caps, &sync);
  cr_assert_geq(n, 0);
  const char *cmds[1024];
  cr_assert_lt(n, 1023);
  for (int i = 0; i < n; i++) {
    cmds[i] = sync[i];
    p->fixed_handicaps += strncmp(sync[i], "fixed_handicap", 14) == 0;
  }
  cmds[n] = c == COLOR_BLACK ? "genmove B" : "genmove W";
  gtp_result *r = run(p->w, cmds, n + 1, 30000);
  cr_assert_eq(r->outcome, GTP_DONE, "%s %s", p->name, r->why);
  if (r->started)
    gtp_caps_read(r->known, &p->caps);
  for (int i = 0; i < n; i++)
    if (strncmp(sync[i], "fixed_handicap", 14) == 0) {
      /* The engine's stones are the game's. */
      int xs[9], ys[9];
      int k = gtp_parse_vertices(r->answers[i], game_size(g), xs, ys, 9);
      cr_assert_eq(k, want.n_handicap, "%s placed '%s'", p->name, r->answers[i]);
      for (int j = 0; j < k; j++)
        cr_expect_eq(board_at(&g->board, board_point(&g->board, xs[j], ys[j])), COLOR_BLACK);
    }
  snprintf(out, len, "%s", r->answers[n]);
  gtp_result_free(r);
  gtp_argv_free(sync);
  cr_assert(gtp_position_copy(&p->have, &want));
  p->known = true;
  gtp_position_free(&want);
  return out;
}

/* The engine's stones of one colour, sorted as Hoshi's list. */
static void engine_stones(player *p, const char *colour, char *out, size_t len)
{
  char cmd[32];
  snprintf(cmd, sizeof cmd, "list_stones %s", colour);
  gtp_result *r = run(p->w, (const char *[]){cmd}, 1, 10000);
  cr_assert_eq(r->outcome, GTP_DONE);
  snprintf(out, len, "%s", r->answers[0]);
  gtp_result_free(r);
}

static int compare_vertices(const void *a, const void *b)
{
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A vertex list in a canonical order, to compare two engines' lists. */
static void canonical(char *list)
{
  char *words[400];
  int n = 0;
  char copy[2048];
  snprintf(copy, sizeof copy, "%s", list);
  for (char *t = strtok(copy, " \n"); t && n < 400; t = strtok(NULL, " \n"))
    words[n++] = t;
  qsort(words, (size_t)n, sizeof *words, compare_vertices);
  list[0] = '\0';
  for (int i = 0; i < n; i++)
    sprintf(list + strlen(list), "%s%s", i ? " " : "", words[i]);
}

Test(gtp_game, hoshi_and_gnugo_play_a_handicap_game_to_the_end, .init = open_wake_pipe,
     .fini = close_wake_pipe, .timeout = 300)
{
  cr_assert(access(GNUGO_PATH, X_OK) == 0,
            "GNU Go is needed: %s is missing (the README's test command installs gnugo)",
            GNUGO_PATH);
  const char *hoshi_bin = getenv("HOSHI_BINARY");
  cr_assert_not_null(hoshi_bin, "HOSHI_BINARY names the hoshi binary (set by ctest)");
  const char *hoshi_argv[] = {hoshi_bin, "--gtp", NULL};
  const char *gnugo_argv[] = {GNUGO_PATH, "--mode", "gtp", "--level", "1", NULL};
  player black = {.name = "Hoshi", .w = gtp_worker_new(hoshi_argv, NULL, notify, NULL)};
  player white = {.name = "GNU Go", .w = gtp_worker_new(gnugo_argv, NULL, notify, NULL)};
  cr_assert(black.w && white.w);
  meet(&black);
  meet(&white);
  cr_expect(black.caps.undo && black.caps.fixed_handicap && black.caps.hoshi_rules);
  cr_expect(white.caps.undo && white.caps.fixed_handicap && !white.caps.kgs_rules);

  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  cr_assert(game_fixed_handicap(&g, 2, NULL));
  game_set_komi(&g, 0.5, NULL);
  int moves = 0, passes = 0, took_back = 0;
  bool resigned = false;
  while (passes < 2 && !resigned && moves < 400) {
    enum color c = game_to_move(&g);
    player *p = c == COLOR_BLACK ? &black : &white;
    char answer[64];
    ask_move(p, &g, c, answer, sizeof answer);
    int x, y;
    enum gtp_genmove m = gtp_parse_genmove(answer, 9, &x, &y);
    cr_assert_neq(m, GTP_GENMOVE_BAD, "%s answered '%s'", p->name, answer);
    if (m == GTP_GENMOVE_RESIGN) {
      resigned = true;
      break;
    }
    point at = m == GTP_GENMOVE_PASS ? POINT_PASS : board_point(&g.board, x, y);
    cr_assert_eq(game_play(&g, c, at), MOVE_LEGAL, "%s played %s, refused by Hoshi's rules",
                 p->name, answer);
    cr_assert(gtp_position_push(&p->have, c, at));
    passes = m == GTP_GENMOVE_PASS ? passes + 1 : 0;
    moves++;
    /* Once, the referee takes two moves back, as a person's undo would:
     * both engines must follow (with undo). */
    if (moves == 12 && !took_back) {
      cr_assert(game_undo(&g) && game_undo(&g));
      took_back = 1;
      moves -= 2;
    }
  }
  cr_expect(passes == 2 || resigned, "the game ended (%d moves)", moves);
  cr_expect_geq(moves, 10);
  cr_log_info("%d moves, %s", moves, resigned ? "resigned" : "two passes");
  cr_expect_eq(black.fixed_handicaps, 1, "the handicap went to Hoshi as fixed_handicap");
  cr_expect_eq(white.fixed_handicaps, 1, "the handicap went to GNU Go as fixed_handicap");
  /* Both engines hold the referee's final position. */
  gtp_position final_pos = {0};
  cr_assert(gtp_position_of_game(&g, &final_pos));
  for (int k = 0; k < 2; k++) {
    player *p = k ? &white : &black;
    const char **sync;
    int n = gtp_sync_commands(&p->have, &final_pos, &p->caps, &sync);
    if (n > 0) {
      gtp_result *r = run(p->w, sync, n, 10000);
      cr_assert_eq(r->outcome, GTP_DONE, "%s", r->why);
      gtp_result_free(r);
    }
    gtp_argv_free(sync);
  }
  for (int colour = 0; colour < 2; colour++) {
    char a[2048], b[2048];
    engine_stones(&black, colour ? "white" : "black", a, sizeof a);
    engine_stones(&white, colour ? "white" : "black", b, sizeof b);
    canonical(a);
    canonical(b);
    cr_expect_str_eq(a, b, "the %s stones of Hoshi and GNU Go", colour ? "white" : "black");
  }
  gtp_position_free(&final_pos);
  gtp_position_free(&black.have);
  gtp_position_free(&white.have);
  gtp_worker_free(black.w);
  gtp_worker_free(white.w);
  game_deinit(&g);
  cr_expect_eq(children(), 0);
}

/* Issue 25: the engines' log is never opened through a symbolic link. */
Test(gtp_worker, a_symlinked_log_is_not_followed)
{
  char target[] = "/tmp/hoshi-target-XXXXXX";
  int fd = mkstemp(target);
  cr_assert_geq(fd, 0);
  cr_assert_eq(write(fd, "keep me\n", 8), 8);
  close(fd);
  char link_path[64];
  snprintf(link_path, sizeof link_path, "%s.log", target);
  cr_assert_eq(symlink(target, link_path), 0);
  const char *argv[] = {"/bin/sh", fake_engine(), "pass", NULL};
  gtp_worker *w = gtp_worker_new(argv, link_path, notify, NULL);
  cr_assert_not_null(w);
  gtp_result *r = run(w, (const char *[]){"genmove B"}, 1, 5000);
  cr_expect_eq(r->outcome, GTP_DONE);
  gtp_result_free(r);
  gtp_worker_free(w);
  FILE *f = fopen(target, "r");
  cr_assert_not_null(f);
  char text[64] = "";
  size_t n = fread(text, 1, sizeof text - 1, f);
  text[n] = 0;
  fclose(f);
  cr_expect_str_eq(text, "keep me\n", "the link's target is untouched");
  unlink(link_path);
  unlink(target);
}
