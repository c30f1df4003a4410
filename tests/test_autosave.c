/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The autosave and the offer to restore (src/app/session.c), through the
 * application's state machine without a window: the game on disk after
 * every change (read back with the project's SGF reader), written
 * atomically; a session that did not end (its lock released with its
 * "running" marker left, as the kernel leaves a killed process's) offered
 * back and restored at the same position with its file, marks and count;
 * declining keeps the old game; a second Hoshi keeps its own autosave; a
 * failed write is said once and play goes on. Everything happens in a
 * temporary folder, never in the user's $XDG_STATE_HOME. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app/app.h"
#include "app_driver.h"
#include "hoshi/os.h"
#include "files.h"

static char dir[64], state[96], autosave[128], lock[128];

static void setup(void)
{
  snprintf(dir, sizeof dir, "/tmp/hoshi-autosave-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
  snprintf(state, sizeof state, "%s/state/hoshi", dir);
  snprintf(autosave, sizeof autosave, "%s/autosave.sgf", state);
  snprintf(lock, sizeof lock, "%s/session.lock", state);
  setenv("XDG_CONFIG_HOME", dir, 1);
  setenv("XDG_STATE_HOME", dir, 1);
  setenv("XDG_DATA_HOME", dir, 1);
}

static void teardown(void)
{
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(autosave, .init = setup, .fini = teardown, .timeout = 60);

/* A window's application, its autosave in the test's folder; whether the
 * offer to restore opened. */
static bool start(app *a)
{
  cr_assert(app_init(a, 9, rules_find("japanese"), 6.5));
  app_layout(a, 1280, 720);
  bool offered = app_autosave_start(a, state);
  app_frame_drawn(a); /* its first frame */
  return offered;
}

/* start() with a record opened before the autosave starts, as hoshi
 * FILE.sgf does. */
static void start_on(app *a, const char *file)
{
  cr_assert(app_init(a, 9, rules_find("japanese"), 6.5));
  app_layout(a, 1280, 720);
  cr_assert(app_open(a, file));
  app_autosave_start(a, state);
  app_frame_drawn(a); /* its first frame */
}

/* What kill -9 leaves: the lock released by the kernel, the marker still
 * "running", nothing else written. */
static void kill_it(app *a)
{
  close(a->session.lock_fd);
  a->session.lock_fd = -1;
  a->session.autosave = AUTOSAVE_OFF;
  app_deinit(a);
}

static void key(app *a, enum input_key k, char ch, bool ctrl) { drive_key(a, k, ch, ctrl); }

/* The autosave read back as a game, at the end of its main line. */
static void load(game *g, const char *path)
{
  cr_assert(game_init(g, 19, NULL));
  hoshi_error why = {0};
  cr_assert(game_load_file(g, path, NULL, &why), "%s: %s", path, why.message);
  game_last(g);
}

static char *slurp(const char *p)
{
  FILE *f = fopen(p, "rb");
  if (!f)
    return NULL;
  char *t = calloc(1, 1 << 20);
  cr_assert_not_null(t);
  t[fread(t, 1, (1 << 20) - 1, f)] = 0;
  fclose(f);
  return t;
}

/* Files in the state folder whose names start with prefix; the last one
 * found in out. */
static int files_named(const char *prefix, char *out, size_t len)
{
  DIR *d = opendir(state);
  cr_assert_not_null(d);
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)))
    if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) {
      n++;
      if (out)
        snprintf(out, len, "%.90s/%.150s", state, e->d_name);
    }
  closedir(d);
  return n;
}

/* Whether a line of the panel holds text. */
static bool panel_has(const ui_view *v, const char *text)
{
  for (int i = 0; i < v->n_panel; i++)
    if (strstr(v->panel[i].text, text))
      return true;
  return false;
}

static const char *const moves[] = {"C7", "G3", "D4", "F6", "E5"};
#define N_MOVES 5

static void play_moves(app *a)
{
  for (int i = 0; i < N_MOVES; i++)
    drive_click(a, moves[i]);
  cr_assert_eq(game_move_number(&a->game), N_MOVES);
}

Test(autosave, every_move_is_on_the_disk_at_once_and_no_temporary_file_is_left)
{
  app a;
  cr_expect(!start(&a), "a fresh folder offers nothing");
  struct stat st;
  cr_expect_eq(stat(state, &st), 0);
  cr_expect_eq(st.st_mode & 0777, 0700u, "the folder is private");
  cr_expect_eq(stat(autosave, &st), 0, "the first game is written at once");
  char *marker = slurp(lock);
  cr_expect(marker && strncmp(marker, "running ", 8) == 0, "%s", marker);
  free(marker);
  for (int i = 0; i < N_MOVES; i++) {
    cr_assert_eq(stat(autosave, &st), 0);
    ino_t before = st.st_ino;
    drive_click(&a, moves[i]);
    cr_assert_eq(stat(autosave, &st), 0);
    cr_expect_neq(st.st_ino, before, "a new file renamed in place, not written over: %s", moves[i]);
    game g;
    load(&g, autosave);
    cr_expect_eq(game_move_number(&g), i + 1, "after %s", moves[i]);
    cr_expect_eq(board_at(&g.board, a.game.path[i + 1].move), i % 2 ? COLOR_WHITE : COLOR_BLACK);
    game_deinit(&g);
    cr_expect_eq(files_named("autosave.sgf.tmp", NULL, 0), 0);
  }
  /* A pass, an undo and a mark are changes too. */
  key(&a, KEY_CHAR, 'p', false);
  game g;
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), N_MOVES + 1);
  game_deinit(&g);
  key(&a, KEY_CHAR, '1', false);
  drive_click(&a, "E5");
  char *text = slurp(autosave);
  cr_expect(strstr(text, "TR[ee]"), "%s", text);
  free(text);
  app_deinit(&a);
  marker = slurp(lock);
  cr_expect_str_eq(marker, "clean\n", "a normal exit says so");
  free(marker);
}

/* Stepping through a record changes nothing to keep: the autosave (a long
 * record is megabytes) is not rewritten for that alone. The position goes
 * with the next change, or when a quit by signal writes it. */
Test(autosave, navigation_alone_does_not_rewrite_and_a_quit_keeps_the_position)
{
  app a;
  start(&a);
  play_moves(&a);
  struct stat st;
  cr_assert_eq(stat(autosave, &st), 0);
  ino_t written = st.st_ino;
  key(&a, KEY_LEFT, 0, false);
  key(&a, KEY_LEFT, 0, false);
  key(&a, KEY_HOME, 0, false);
  key(&a, KEY_RIGHT, 0, false);
  key(&a, KEY_RIGHT, 0, false);
  cr_expect_eq(game_move_number(&a.game), 2);
  cr_assert_eq(stat(autosave, &st), 0);
  cr_expect_eq(st.st_ino, written, "navigation alone wrote the autosave");
  /* A quit by signal writes where the game stands. */
  a.signalled = true;
  ui_input quit = {.kind = INPUT_QUIT};
  app_input(&a, &quit);
  cr_expect(a.quit);
  cr_assert_eq(stat(autosave, &st), 0);
  cr_expect_neq(st.st_ino, written, "the position is written before the quit");
  app_deinit(&a);
  cr_assert(start(&a), "the game is offered back");
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(game_move_number(&a.game), 2, "at the position it was at");
  cr_expect(game_last(&a.game));
  cr_expect_eq(game_move_number(&a.game), N_MOVES, "with every move");
  app_deinit(&a);
}

Test(autosave, a_normal_exit_offers_nothing_next_time)
{
  app a;
  start(&a);
  play_moves(&a);
  app_deinit(&a);
  cr_expect(!start(&a));
  cr_expect_eq(a.mode, MODE_PLAY);
  game g;
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), 0, "the new session's game replaced it");
  game_deinit(&g);
  app_deinit(&a);
}

Test(autosave, a_killed_session_is_offered_and_restored_where_it_was)
{
  app a;
  start(&a);
  play_moves(&a);
  key(&a, KEY_CHAR, '2', false); /* a square on the last move */
  drive_click(&a, "E5");
  key(&a, KEY_ESCAPE, 0, false);
  key(&a, KEY_LEFT, 0, false); /* back to move 4: the restore comes back here */
  cr_assert(sgf_set(a.game.records, a.game.root, "KM", "5.5"));
  game_set_komi(&a.game, 5.5, NULL);
  key(&a, KEY_CHAR, 'c', false); /* any input writes what changed */
  kill_it(&a);

  cr_assert(start(&a), "the game of the killed session is offered");
  cr_expect_eq(a.mode, MODE_RESTORE);
  cr_expect_eq(game_move_number(&a.game), 0, "nothing restored before the answer");
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  app_view(&a, v);
  cr_expect(v->overlay.shown);
  cr_expect_str_eq(v->overlay.title, "Hoshi did not close normally");
  cr_expect_str_eq(v->overlay.rows[0].value, "Restore the game it was playing?");
  cr_expect(strstr(v->overlay.message, "The game: 4 moves, saved "), "%s", v->overlay.message);
  cr_expect_str_eq(v->overlay.rows[1].label, "Enter");
  cr_expect_str_eq(v->overlay.rows[2].label, "Esc");
  free(v);
  /* Clicks do nothing meanwhile, and nothing is written over the old game. */
  drive_click(&a, "A1");
  cr_expect_eq(game_move_number(&a.game), 0);
  game g;
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), N_MOVES);
  game_deinit(&g);

  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_eq(game_move_number(&a.game), 4, "at the position it was at");
  cr_expect_eq(game_size(&a.game), 9);
  cr_expect_eq(a.game.rules, rules_find("japanese"));
  cr_expect_float_eq(a.game.komi, 5.5, 1e-9);
  cr_expect(a.dirty);
  cr_expect_str_eq(a.path, "");
  for (int i = 0; i < 4; i++)
    cr_expect_eq(stone_at(&a, moves[i]), i % 2 ? COLOR_WHITE : COLOR_BLACK, "%s", moves[i]);
  cr_expect(game_forward(&a.game));
  cr_expect_eq(stone_at(&a, "E5"), COLOR_BLACK, "every move is there");
  cr_expect_str_eq(sgf_get(game_current(&a.game), "SQ"), "ee", "with its mark");
  cr_expect_null(sgf_find(a.game.root, AUTOSAVE_PROPERTY), "the private property is gone");
  cr_expect(!players_is_engine(&a.players, COLOR_BLACK) &&
            !players_is_engine(&a.players, COLOR_WHITE));
  cr_expect(strstr(a.status.text, "Restored the game at move 4"), "%s", a.status.text);
  drive_click(&a, "A1");
  cr_expect_eq(stone_at(&a, "A1"), COLOR_WHITE, "play goes on");
  app_deinit(&a);
}

Test(autosave, a_restored_game_keeps_its_file_and_saves_there)
{
  char file[128];
  snprintf(file, sizeof file, "%s/mine.sgf", dir);
  write_file(file, "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese];B[cc];W[gg])\n");
  app a;
  start_on(&a, file);
  drive_click(&a, "E5");
  cr_assert(a.dirty);
  kill_it(&a);

  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  cr_assert(app_autosave_start(&a, state));
  app_frame_drawn(&a); /* its first frame */
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_expect(strstr(v->overlay.message,
                   ". It belongs to mine.sgf and has changes that were not saved there."),
            "%s", v->overlay.message);
  free(v);
  key(&a, KEY_ENTER, 0, false);
  cr_expect_str_eq(a.path, file);
  cr_expect(a.dirty);
  cr_expect_eq(a.game.rules, rules_find("chinese"));
  cr_expect_float_eq(a.game.komi, 7.5, 1e-9);
  cr_expect_eq(game_move_number(&a.game), 3);
  key(&a, KEY_CHAR, 's', true);
  cr_expect(!a.dirty, "%s", a.status.text);
  game g;
  load(&g, file);
  cr_expect_eq(game_move_number(&g), 3, "Ctrl+S saved to the file the game came from");
  cr_expect_null(sgf_find(g.root, AUTOSAVE_PROPERTY));
  game_deinit(&g);
  app_deinit(&a);
}

Test(autosave, declining_keeps_the_old_game_in_a_file_and_says_where)
{
  app a;
  start(&a);
  play_moves(&a);
  kill_it(&a);

  /* A file given on the command line is opened before the offer. */
  char file[128];
  snprintf(file, sizeof file, "%s/other.sgf", dir);
  write_file(file, "(;GM[1]FF[4]SZ[9];B[ee])\n");
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  cr_assert(app_open(&a, file));
  cr_assert(app_autosave_start(&a, state));
  app_frame_drawn(&a); /* its first frame */
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_expect(strstr(v->overlay.rows[2].value, "Go on with other.sgf"), "%s",
            v->overlay.rows[2].value);
  free(v);
  key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_str_eq(a.path, file, "the file stays open");
  cr_expect_eq(game_move_number(&a.game), 1);
  char kept[256];
  cr_assert_eq(files_named("autosave-declined-", kept, sizeof kept), 1);
  cr_expect(strstr(a.status.text, kept), "the status says where: %s", a.status.text);
  game g;
  load(&g, kept);
  cr_expect_eq(game_move_number(&g), N_MOVES, "nothing is lost");
  cr_expect_null(sgf_find(g.root, AUTOSAVE_PROPERTY));
  game_deinit(&g);
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), 1, "the autosave follows this window's game");
  game_deinit(&g);
  app_deinit(&a);
  /* Declined once: not offered again. */
  cr_expect(!start(&a));
  app_deinit(&a);
}

/* Issue 32 (review N9): a game put aside is the user's alone (0600), and
 * the games put aside are pruned: the last ten, none older than 30 days. */
Test(autosave, games_put_aside_are_private_and_pruned)
{
  /* Twelve declined earlier, an hour apart, the oldest 40 days ago; a file
   * of another name stays whatever its age. */
  time_t now = time(NULL);
  char path[200];
  cr_assert(os_make_dirs(state, OS_DIR_PRIVATE, NULL));
  for (int i = 0; i < 12; i++) {
    snprintf(path, sizeof path, "%s/autosave-declined-2026010%d-%02d0000.sgf", state, i / 10, i);
    write_file(path, "(;GM[1]FF[4]SZ[9];B[ee])\n");
    struct timespec t[2] = {{now - (i == 0 ? 40L * 86400 : (12 - i) * 3600L), 0}};
    t[1] = t[0];
    cr_assert_eq(utimensat(AT_FDCWD, path, t, 0), 0);
  }
  snprintf(path, sizeof path, "%s/mine.sgf", state);
  write_file(path, "(;GM[1]FF[4]SZ[9])\n");
  app a;
  start(&a);
  play_moves(&a);
  kill_it(&a);
  cr_assert(start(&a));
  key(&a, KEY_ESCAPE, 0, false);
  char kept[256];
  cr_expect_eq(files_named("autosave-declined-", kept, sizeof kept), 10, "the last ten");
  char newest[256];
  snprintf(newest, sizeof newest, "%s", strrchr(a.status.text, '/') + 1);
  newest[strcspn(newest, " .")] = '\0';
  char newest_path[400];
  snprintf(newest_path, sizeof newest_path, "%s/%s.sgf", state, newest);
  struct stat st;
  cr_assert_eq(stat(newest_path, &st), 0, "%s (%s)", newest_path, a.status.text);
  cr_expect_eq(st.st_mode & 0777, 0600, "private: %o", st.st_mode & 0777);
  snprintf(path, sizeof path, "%s/autosave-declined-20260100-000000.sgf", state);
  cr_expect_neq(access(path, F_OK), 0, "the one 40 days old is gone");
  snprintf(path, sizeof path, "%s/autosave-declined-20260100-010000.sgf", state);
  cr_expect_neq(access(path, F_OK), 0, "the oldest beyond the ten is gone");
  snprintf(path, sizeof path, "%s/mine.sgf", state);
  cr_expect_eq(access(path, F_OK), 0, "another file stays");
  app_deinit(&a);
}

/* Issue 32: a session killed while a game it opened was not yet drawn
 * (its mark says "loading") is offered with going on without it as the
 * default; the record is kept as it was, and R restores its moves alone:
 * no estimates, no position, at its start. */
Test(autosave, a_game_that_stopped_hoshi_while_opened_is_offered_without_what_may_have_caused_it)
{
  app a;
  start(&a);
  char file[128];
  snprintf(file, sizeof file, "%s/analysed.sgf", dir);
  write_file(file, "(;GM[1]FF[4]SZ[9];B[ee]SBKV[50];W[cc]SBKV[1e12];B[gg]HOSHISCORE[3])\n");
  cr_assert(app_open(&a, file));
  cr_assert(app_autosave_now(&a));
  kill_it(&a); /* before its first frame */
  cr_assert(start(&a), "offered");
  cr_expect(a.session.offer_unsafe);
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  app_view(&a, v);
  cr_expect_str_eq(v->overlay.title, "Hoshi stopped while it was opening or drawing this game");
  cr_expect_str_eq(v->overlay.rows[0].value, "The game has 3 moves.",
                   "its moves, though it is offered at its start");
  cr_expect_str_eq(v->overlay.rows[1].value, "Start a new game, without it");
  cr_expect(v->overlay.rows[1].selected, "the default");
  cr_expect(strstr(v->overlay.rows[2].value, "Restore its moves only"), "%s",
            v->overlay.rows[2].value);
  char kept[256];
  cr_assert_eq(files_named("autosave-crashed-", kept, sizeof kept), 1);
  cr_expect(strstr(v->overlay.message, kept), "where it is kept: %s", v->overlay.message);
  char *text = slurp(kept);
  cr_expect(text && strstr(text, "SBKV[1e12]"), "kept as it was");
  free(text);
  free(v);
  key(&a, KEY_CHAR, 'r', false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_eq(game_move_number(&a.game), 0, "at its start");
  cr_assert(game_last(&a.game));
  cr_expect_eq(game_move_number(&a.game), 3, "its moves");
  for (const sgf_node *n = a.game.root; n; n = n->children)
    cr_expect(!sgf_find(n, "SBKV") && !sgf_find(n, "HOSHISCORE"), "no estimate is restored");
  app_deinit(&a);
  /* Enter, the default, goes on without it. */
  start(&a);
  play_moves(&a);
  cr_assert(app_open(&a, file));
  cr_assert(app_autosave_now(&a));
  kill_it(&a);
  cr_assert(start(&a));
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_eq(game_move_number(&a.game), 0, "a new game");
  cr_expect(strstr(a.status.text, "Not restored"), "%s", a.status.text);
  app_deinit(&a);
}

/* The lock's marker, read as the next start reads it. */
static bool marker_is(const char *word)
{
  char *text = slurp(lock);
  bool is = text && strncmp(text, word, strlen(word)) == 0;
  free(text);
  return is;
}

/* Found by the reliability harness: a start that could not open its
 * window (it never drew a frame) left "loading", so the next start took a
 * game killed by kill -9 for one that had crashed Hoshi and went on
 * without it by default. What the last session left stays as it was; a
 * game that did stop Hoshi stays suspect while it is offered, even after
 * the question is drawn, and after a quit that leaves it unanswered. */
Test(autosave, a_start_that_never_drew_leaves_the_last_session_as_it_found_it)
{
  app a;
  start(&a);
  play_moves(&a);
  kill_it(&a);
  cr_assert(marker_is("running"));
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  cr_assert(app_autosave_start(&a, state), "offered");
  app_deinit(&a); /* no window: not one frame drawn */
  cr_expect(marker_is("running"), "a safe game stays safe");
  cr_assert(start(&a));
  cr_expect(!a.session.offer_unsafe);
  key(&a, KEY_ENTER, 0, false);
  cr_expect(game_move_number(&a.game) > 0, "restored by Enter");
  app_deinit(&a);

  /* A game that stopped Hoshi while it was opened. */
  char file[128];
  snprintf(file, sizeof file, "%s/suspect.sgf", dir);
  write_file(file, "(;GM[1]FF[4]SZ[9];B[ee];W[cc])\n");
  start(&a);
  cr_assert(app_open(&a, file));
  cr_assert(app_autosave_now(&a));
  kill_it(&a);
  cr_assert(start(&a)); /* start() draws the question's frame */
  cr_expect(a.session.offer_unsafe);
  cr_expect(marker_is("loading"), "still suspect while offered");
  kill_it(&a);
  cr_assert(start(&a));
  cr_expect(a.session.offer_unsafe, "a kill at the question keeps it suspect");
  ui_input quit = {.kind = INPUT_QUIT};
  app_input(&a, &quit);
  app_deinit(&a);
  cr_expect(marker_is("loading"), "a quit at the question too");
  cr_assert(start(&a));
  cr_expect(a.session.offer_unsafe);
  key(&a, KEY_ENTER, 0, false);
  app_frame_drawn(&a);
  cr_expect(marker_is("running"), "answered and drawn: this session's own game");
  app_deinit(&a);
  cr_expect(marker_is("clean"));
}

Test(autosave, quitting_while_the_offer_is_open_offers_it_again)
{
  app a;
  start(&a);
  play_moves(&a);
  kill_it(&a);
  cr_assert(start(&a));
  ui_input quit = {.kind = INPUT_QUIT};
  app_input(&a, &quit);
  cr_expect(a.quit);
  app_deinit(&a);
  cr_expect(start(&a), "still unanswered");
  app_deinit(&a);
}

Test(autosave, an_empty_game_is_not_offered)
{
  app a;
  start(&a);
  kill_it(&a);
  cr_expect(!start(&a));
  cr_expect_eq(a.mode, MODE_PLAY);
  app_deinit(&a);
  /* Handicap stones are a setup: offered. */
  start(&a);
  cr_assert(game_fixed_handicap(&a.game, 4, NULL));
  app_autosave_now(&a);
  kill_it(&a);
  cr_expect(start(&a));
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.game.handicap, 4);
  cr_expect_eq(game_to_move(&a.game), COLOR_WHITE);
  app_deinit(&a);
}

/* A record only read (a problem of a set: the exercise never changes it)
 * is on the disk whole: after a kill nothing is offered, so that the set
 * that --problem opens is not put behind an offer of one of its files
 * (issue 46, R7). Changed, it is offered as ever. */
Test(autosave, a_record_only_read_is_not_offered)
{
  char file[128];
  snprintf(file, sizeof file, "%s/a.sgf", dir);
  write_file(file, "(;GM[1]FF[4]SZ[9]AB[cc][dd]PL[W];W[ee]C[RIGHT])\n");
  app a;
  start_on(&a, file);
  cr_assert_not(a.dirty);
  kill_it(&a);
  cr_expect_not(start(&a), "nothing to offer: the file holds it all");
  cr_expect_eq(a.mode, MODE_PLAY);
  app_deinit(&a);
}

/* The autosave's note, written into a record by hand with another file's
 * path, is dropped when the record is opened: Ctrl+S does not save it
 * again, and a restore never names that file (issue 46, R17). */
Test(autosave, a_records_own_autosave_note_is_dropped)
{
  char file[128], victim[128];
  snprintf(file, sizeof file, "%s/rec.sgf", dir);
  snprintf(victim, sizeof victim, "%s/victim.sgf", dir);
  write_file(victim, "victim\n");
  char text[512];
  snprintf(text, sizeof text, "(;GM[1]FF[4]SZ[9]%s[node=0;dirty=1;path=%s];B[ee])\n",
           AUTOSAVE_PROPERTY, victim);
  write_file(file, text);
  app a;
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  cr_assert(app_open(&a, file));
  cr_expect_null(sgf_find(a.game.root, AUTOSAVE_PROPERTY));
  drive_click(&a, "C3");
  key(&a, KEY_CHAR, 's', true);
  cr_expect_not(a.dirty, "%s", a.status.text);
  char *saved = slurp(file), *kept = slurp(victim);
  cr_expect(saved && !strstr(saved, AUTOSAVE_PROPERTY), "%s", saved ? saved : "");
  cr_expect_str_eq(kept, "victim\n");
  free(saved);
  free(kept);
  /* In a collection, the note in the first game goes too when the second
   * is the one opened. */
  char two[128];
  snprintf(two, sizeof two, "%s/two.sgf", dir);
  snprintf(text, sizeof text,
           "(;GM[1]FF[4]SZ[9]%s[node=0;dirty=1;path=%s];B[ee])(;GM[1]FF[4]SZ[9];B[cc])\n",
           AUTOSAVE_PROPERTY, victim);
  write_file(two, text);
  cr_assert(app_open(&a, two));
  cr_assert_eq(a.mode, MODE_GAMES);
  key(&a, KEY_DOWN, 0, false);
  key(&a, KEY_ENTER, 0, false);
  cr_assert_eq(a.game.index, 1);
  drive_click(&a, "G7");
  key(&a, KEY_CHAR, 's', true);
  saved = slurp(two);
  cr_expect(saved && !strstr(saved, AUTOSAVE_PROPERTY), "%s", saved ? saved : "");
  free(saved);
  app_deinit(&a);
}

Test(autosave, a_second_hoshi_autosaves_to_its_own_file)
{
  app first, second;
  start(&first);
  play_moves(&first);
  cr_expect(!start(&second), "the lock is held: nothing offered");
  cr_expect(second.session.shared);
  char own[128];
  snprintf(own, sizeof own, "%s/autosave-%ld.sgf", state, (long)getpid());
  cr_expect_str_eq(second.session.path, own);
  cr_expect(strstr(second.status.text, "Another Hoshi is running"), "%s", second.status.text);
  drive_click(&second, "A1");
  game g;
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), N_MOVES, "the first one's autosave is untouched");
  game_deinit(&g);
  load(&g, own);
  cr_expect_eq(game_move_number(&g), 1);
  game_deinit(&g);
  app_deinit(&second);
  cr_expect_neq(access(own, F_OK), 0, "removed at a normal exit");
  app_deinit(&first);
}

/* A process number no process has: a child that has exited and been
 * reaped. */
static pid_t dead_pid(void)
{
  pid_t pid = fork();
  if (pid == 0)
    _exit(0);
  waitpid(pid, NULL, 0);
  return pid;
}

/* Two windows killed together: the first one's game is offered at the next
 * start, and the second one's at the start after (it was never mentioned). */
Test(autosave, a_second_window_killed_too_is_offered_back)
{
  app first, second;
  start(&first);
  play_moves(&first);
  cr_expect(!start(&second));
  drive_click(&second, "A1");
  drive_click(&second, "B1");
  kill_it(&second);
  kill_it(&first);
  /* Its process is gone: the file now carries a number no process has. */
  char own[128], orphan[128];
  snprintf(own, sizeof own, "%s/autosave-%ld.sgf", state, (long)getpid());
  snprintf(orphan, sizeof orphan, "%s/autosave-%ld.sgf", state, (long)dead_pid());
  cr_assert_eq(rename(own, orphan), 0);

  app a;
  cr_assert(start(&a), "the first window's game");
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(game_move_number(&a.game), N_MOVES);
  app_deinit(&a);
  cr_assert(start(&a), "then the second window's game, which nothing mentioned before");
  cr_expect_eq(a.session.offer_moves, 2);
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(game_move_number(&a.game), 2);
  cr_expect_eq(stone_at(&a, "B1"), COLOR_WHITE);
  cr_expect_neq(access(orphan, F_OK), 0, "its game now lives in autosave.sgf");
  game g;
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), 2);
  game_deinit(&g);
  app_deinit(&a);
  cr_expect(!start(&a), "nothing more to offer");
  app_deinit(&a);
}

/* A second window quit by a signal (a logout) with changes not saved
 * keeps its own file, and its game is offered back once it is gone. */
Test(autosave, a_second_window_quit_by_a_signal_keeps_its_game)
{
  app first, second;
  start(&first);
  cr_expect(!start(&second));
  drive_click(&second, "C3");
  second.signalled = true;
  ui_input quit = {.kind = INPUT_QUIT};
  app_input(&second, &quit);
  cr_expect(second.quit);
  app_deinit(&second);
  char own[128], orphan[128];
  snprintf(own, sizeof own, "%s/autosave-%ld.sgf", state, (long)getpid());
  cr_assert_eq(access(own, F_OK), 0, "its autosave was removed");
  app_deinit(&first);
  snprintf(orphan, sizeof orphan, "%s/autosave-%ld.sgf", state, (long)dead_pid());
  cr_assert_eq(rename(own, orphan), 0);
  app a;
  cr_assert(start(&a), "offered back");
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(stone_at(&a, "C3"), COLOR_BLACK);
  app_deinit(&a);
}

/* Closing the window while a second window's game is offered leaves it
 * offered next time, and the first window's clean autosave.sgf is not
 * taken for a crash. */
Test(autosave, closing_while_a_second_windows_game_is_offered_offers_it_again)
{
  app a;
  start(&a);
  play_moves(&a);
  app_deinit(&a); /* a clean end: autosave.sgf holds 5 moves, not to offer */
  app second;
  cr_assert(app_init(&second, 9, rules_find("japanese"), 6.5));
  drive_click(&second, "C3");
  char orphan[128];
  snprintf(orphan, sizeof orphan, "%s/autosave-%ld.sgf", state, (long)dead_pid());
  hoshi_error why = {0};
  cr_assert(game_save_file(&second.game, orphan, &why), "%s", why.message);
  app_deinit(&second);
  for (int run = 0; run < 2; run++) {
    cr_assert(start(&a), "run %d: offered", run);
    cr_expect_str_eq(a.session.offer_from, orphan, "run %d: the second window's game", run);
    cr_expect_eq(a.session.offer_moves, 1);
    app_deinit(&a); /* closed without an answer */
  }
}

/* An autosave that breaks off is never offered cut short (restoring or
 * declining would write over what was not read): it is kept aside. */
Test(autosave, an_autosave_that_breaks_off_is_kept_aside_not_offered)
{
  cr_assert(os_make_dirs(state, 0700, NULL));
  write_file(autosave, "(;GM[1]FF[4]SZ[9];B[cc];W[gg];B[dd");
  write_file(lock, "running 1\n");
  app a;
  cr_expect(!start(&a), "not offered");
  cr_expect(strstr(a.status.text, "could not be read"), "%s", a.status.text);
  cr_expect(strstr(a.status.text, "it is kept as"), "%s", a.status.text);
  char kept[200];
  cr_expect_eq(files_named("autosave-unreadable-", kept, sizeof kept), 1);
  char *text = slurp(kept);
  cr_expect(text && strstr(text, "B[dd"), "the file as it was: %s", text);
  free(text);
  app_deinit(&a);
}

/* Declining a second window's game keeps it in a file, as for the first. */
Test(autosave, a_second_windows_game_declined_is_kept_in_a_file)
{
  app second;
  cr_assert(app_init(&second, 9, rules_find("japanese"), 6.5));
  drive_click(&second, "C3");
  char orphan[128];
  snprintf(orphan, sizeof orphan, "%s/autosave-%ld.sgf", state, (long)dead_pid());
  cr_assert(os_make_dirs(state, 0700, NULL));
  hoshi_error why = {0};
  cr_assert(game_save_file(&second.game, orphan, &why), "%s", why.message);
  app_deinit(&second);
  app a;
  cr_assert(start(&a));
  key(&a, KEY_ESCAPE, 0, false);
  cr_expect(strstr(a.status.text, "Not restored: the old game is kept in "), "%s", a.status.text);
  cr_expect_neq(access(orphan, F_OK), 0);
  char kept[200];
  cr_expect_eq(files_named("autosave-declined-", kept, sizeof kept), 1);
  app_deinit(&a);
}

/* A read-only state folder (EROFS) holding a session that did not end:
 * its game is offered all the same, and stays where it is. */
Test(autosave, a_read_only_folder_still_offers_its_game)
{
  app a;
  start(&a);
  play_moves(&a);
  kill_it(&a);
  os_inject(OS_CALL_OPEN, state, EROFS);
  cr_assert(start(&a), "offered although nothing can be written");
  cr_expect(strstr(a.status.text, "cannot be written: the game stays in "), "%s", a.status.text);
  cr_expect(strstr(a.status.text, "autosave.sgf"), "%s", a.status.text);
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(game_move_number(&a.game), N_MOVES, "restored");
  cr_expect(strstr(a.status.text, "Autosave failed"), "%s", a.status.text);
  drive_click(&a, "A1");
  cr_expect_eq(game_move_number(&a.game), N_MOVES + 1, "play goes on");
  app_deinit(&a);
  os_inject_clear();
  cr_assert(start(&a), "still offered: nothing could be written");
  app_deinit(&a);
}

/* A Hoshi killed while it wrote its autosave or its settings left a
 * temporary file: the next window removes it. */
Test(autosave, temporary_files_of_a_killed_save_are_removed_at_the_next_start)
{
  char stale[2][200];
  snprintf(stale[0], sizeof stale[0], "%s/autosave.sgf.tmp-K1ll3d", state);
  snprintf(stale[1], sizeof stale[1], "%s/hoshi/settings.ini.tmp-K1ll3d", dir);
  cr_assert(os_make_dirs(state, 0700, NULL));
  char conf[200];
  snprintf(conf, sizeof conf, "%s/hoshi", dir);
  cr_assert(os_make_dirs(conf, 0700, NULL));
  for (int i = 0; i < 2; i++) {
    write_file(stale[i], "(;B[aa]");
    struct timespec old[2] = {{.tv_sec = time(NULL) - 3600}, {.tv_sec = time(NULL) - 3600}};
    cr_assert_eq(utimensat(AT_FDCWD, stale[i], old, 0), 0);
  }
  app a;
  /* As the window starts: the settings in their default place. */
  cr_assert(app_init_with(&a, 9, rules_find("japanese"), 6.5, NULL));
  app_autosave_start(&a, state);
  app_frame_drawn(&a); /* its first frame */
  cr_expect_neq(access(stale[0], F_OK), 0, "the autosave's is gone");
  cr_expect_neq(access(stale[1], F_OK), 0, "the settings' is gone");
  app_deinit(&a);
}

Test(autosave, a_failed_write_is_said_once_stays_in_sight_and_play_goes_on)
{
  app a;
  start(&a);
  /* A folder in place of the autosave: it is not replaced, so every
   * write fails (even as root). */
  cr_assert_eq(unlink(autosave), 0);
  cr_assert_eq(mkdir(autosave, 0700), 0);
  drive_click(&a, "C7");
  cr_expect_eq(stone_at(&a, "C7"), COLOR_BLACK);
  cr_expect(a.status.error);
  cr_expect(strstr(a.status.text, "Autosave failed: ") &&
                strstr(a.status.text, "is not a regular file of yours: it was not replaced"),
            "%s", a.status.text);
  cr_expect_eq(files_named("autosave.sgf.tmp", NULL, 0), 0, "no temporary file is left");
  drive_click(&a, "G3");
  cr_expect_eq(stone_at(&a, "G3"), COLOR_WHITE, "play goes on");
  cr_expect(!a.status.error, "said once: %s", a.status.text);
  cr_expect(strstr(a.status.text, "White played G3"), "%s", a.status.text);
  /* Issue 32: and in sight in the panel for as long as it fails. */
  ui_view *v = malloc(sizeof *v);
  cr_assert_not_null(v);
  app_view(&a, v);
  cr_expect(panel_has(v, "The autosave is failing ("), "the panel says it while it fails");
  rmdir(autosave);
  drive_click(&a, "D4");
  game g;
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), 3, "written again once it can be");
  game_deinit(&g);
  app_view(&a, v);
  cr_expect_not(panel_has(v, "The autosave is failing"), "gone once a write succeeds");
  free(v);
  app_deinit(&a);
}

Test(autosave, an_old_game_that_cannot_be_put_aside_is_kept_and_offered_again)
{
  app a;
  start(&a);
  play_moves(&a);
  kill_it(&a);
  cr_assert(start(&a));
  /* Nothing can be made where the declined game would go (a folder under
   * a plain file: refused even to root): neither the copy nor the rename
   * can put the old game aside, nor can this window's own file be made. */
  char blocker[128];
  snprintf(blocker, sizeof blocker, "%s/blocker", dir);
  FILE *f = fopen(blocker, "w");
  cr_assert_not_null(f);
  fclose(f);
  snprintf(a.session.dir, sizeof a.session.dir, "%s/sub", blocker);
  key(&a, KEY_ESCAPE, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  /* Said; the last word is that this window's own file cannot be made
   * there either. */
  cr_expect(a.status.error);
  cr_expect(strstr(a.status.text, "Autosave failed"), "%s", a.status.text);
  drive_click(&a, "A1");
  cr_expect_eq(stone_at(&a, "A1"), COLOR_BLACK, "play goes on");
  game g;
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), N_MOVES, "the old game is still there, untouched");
  game_deinit(&g);
  app_deinit(&a);
  char *marker = slurp(lock);
  cr_expect(marker && strncmp(marker, "running", 7) == 0, "not marked clean: %s", marker);
  free(marker);
  /* So it is offered again. */
  cr_assert(start(&a));
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(game_move_number(&a.game), N_MOVES);
  app_deinit(&a);
}

Test(autosave, a_lock_that_cannot_be_used_never_touches_autosave_sgf)
{
  app a;
  start(&a);
  play_moves(&a);
  kill_it(&a);
  /* The lock cannot be opened (a folder in its place): not "another Hoshi",
   * but autosave.sgf must be left alone all the same. */
  cr_assert_eq(unlink(lock), 0);
  cr_assert_eq(mkdir(lock, 0700), 0);
  cr_expect(!start(&a), "nothing offered without the lock");
  cr_expect(a.session.shared);
  char own[128];
  snprintf(own, sizeof own, "%s/autosave-%ld.sgf", state, (long)getpid());
  cr_expect_str_eq(a.session.path, own);
  cr_expect(strstr(a.status.text, "lock cannot be used"), "%s", a.status.text);
  drive_click(&a, "A1");
  game g;
  load(&g, autosave);
  cr_expect_eq(game_move_number(&g), N_MOVES, "the crashed game is untouched");
  game_deinit(&g);
  load(&g, own);
  cr_expect_eq(game_move_number(&g), 1);
  game_deinit(&g);
  app_deinit(&a);
  cr_expect_neq(access(own, F_OK), 0, "removed at a normal exit");
  /* With the lock back, the crashed game is offered. */
  cr_assert_eq(rmdir(lock), 0);
  write_file(lock, "running 1\n");
  cr_expect(start(&a));
  app_deinit(&a);
}

Test(autosave, a_game_opened_by_a_relative_path_is_restored_to_the_same_file)
{
  char cwd[4096], work[128], file[160], saved[160];
  cr_assert_not_null(getcwd(cwd, sizeof cwd));
  snprintf(work, sizeof work, "%s/work", dir);
  cr_assert_eq(mkdir(work, 0700), 0);
  snprintf(file, sizeof file, "%s/rel.sgf", work);
  snprintf(saved, sizeof saved, "%s/saved.sgf", work);
  write_file(file, "(;GM[1]FF[4]SZ[9];B[cc])\n");
  cr_assert_eq(chdir(work), 0);
  app a;
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  cr_assert(app_open(&a, "rel.sgf"));
  cr_expect_str_eq(a.path, file, "kept as an absolute path");
  /* Saved under another relative name: that one is kept, absolute. */
  cr_assert(app_save(&a, "saved.sgf"));
  cr_expect_str_eq(a.path, saved);
  cr_assert(app_save(&a, "rel.sgf"));
  cr_expect_str_eq(a.path, file);
  app_autosave_start(&a, state);
  app_frame_drawn(&a); /* its first frame */
  drive_click(&a, "G3");
  kill_it(&a);

  /* The next Hoshi starts somewhere else. */
  cr_assert_eq(chdir(dir), 0);
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  cr_assert(app_autosave_start(&a, state));
  app_frame_drawn(&a); /* its first frame */
  key(&a, KEY_ENTER, 0, false);
  cr_expect_str_eq(a.path, file);
  key(&a, KEY_CHAR, 's', true);
  cr_expect(!a.dirty, "%s", a.status.text);
  game g;
  load(&g, file);
  cr_expect_eq(game_move_number(&g), 2, "Ctrl+S wrote the file the game came from");
  game_deinit(&g);
  char stray[128];
  snprintf(stray, sizeof stray, "%s/rel.sgf", dir);
  cr_expect_neq(access(stray, F_OK), 0, "nothing written beside the new working directory");
  app_deinit(&a);
  cr_assert_eq(chdir(cwd), 0);
}

Test(autosave, the_scoring_screen_and_its_marks_come_back)
{
  app a;
  start(&a);
  play_moves(&a);
  key(&a, KEY_CHAR, 's', false);
  cr_assert_eq(a.mode, MODE_SCORE);
  drive_click(&a, "E5"); /* mark (or unmark) a group */
  const uint8_t *marks = game_dead_marks(&a.game);
  cr_assert_not_null(marks);
  uint8_t before[BOARD_MAX_POINTS];
  memcpy(before, marks, sizeof before);
  kill_it(&a);
  cr_assert(start(&a));
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_SCORE);
  marks = game_dead_marks(&a.game);
  cr_assert_not_null(marks);
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++) {
      point p = board_point(&a.game.board, x, y);
      cr_expect_eq(marks[p] != 0, before[p] != 0, "the mark at (%d, %d)", x, y);
    }
  app_deinit(&a);
}

Test(autosave, a_resignation_comes_back)
{
  app a;
  start(&a);
  drive_click(&a, "C7");
  key(&a, KEY_CHAR, 'r', false);
  key(&a, KEY_CHAR, 'y', false);
  cr_assert_eq(a.play.resigned, COLOR_WHITE);
  kill_it(&a);
  cr_assert(start(&a));
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.play.resigned, COLOR_WHITE);
  cr_expect(a.play.ended);
  cr_expect_str_eq(sgf_get(a.game.root, "RE"), "B+R");
  drive_click(&a, "G3");
  cr_expect_eq(stone_at(&a, "G3"), COLOR_EMPTY, "the game is over");
  app_deinit(&a);
}

Test(autosave, tests_and_app_init_alone_never_touch_the_state_folder)
{
  app a;
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  drive_click(&a, "C7");
  app_deinit(&a);
  char hoshi[128];
  snprintf(hoshi, sizeof hoshi, "%s/hoshi", dir);
  cr_expect_neq(access(hoshi, F_OK), 0, "nothing written under XDG_STATE_HOME");
}

/* Issue 25: the session lock is never opened through a symbolic link (a
 * link planted in the state folder must not make Hoshi write where it
 * points); the autosave goes to a file of its own instead. */
Test(autosave, a_symlinked_lock_is_not_followed)
{
  char target[160];
  snprintf(target, sizeof target, "%s/elsewhere", dir);
  write_file(target, "keep me\n");
  char mk[160];
  snprintf(mk, sizeof mk, "%s/state", dir);
  mkdir(mk, 0700);
  mkdir(state, 0700);
  cr_assert_eq(symlink(target, lock), 0);
  app a;
  start(&a);
  drive_click(&a, "E5");
  app_deinit(&a);
  char *kept = slurp(target);
  cr_assert_str_eq(kept, "keep me\n", "the link's target is untouched");
  free(kept);
  unlink(lock);
  unlink(target);
}

/* A file of three games, the second played on: restored, it is the second
 * again, the others in the collection as they were (issue 41). */
Test(autosave, a_game_of_a_collection_comes_back_as_that_game)
{
  char file[128];
  snprintf(file, sizeof file, "%s/three.sgf", dir);
  write_file(file, "(;GM[1]FF[4]SZ[9]GN[First];B[cc])\n"
                   "(;GM[1]FF[4]SZ[9]GN[Second];B[gg])\n"
                   "(;GM[1]FF[4]SZ[9]GN[Third];B[ee])\n");
  app a;
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  app_layout(&a, 1280, 720);
  cr_assert(app_open(&a, file));
  cr_expect_eq(a.mode, MODE_GAMES);
  key(&a, KEY_DOWN, 0, false);
  key(&a, KEY_ENTER, 0, false);
  cr_assert_eq(a.game.index, 1);
  app_autosave_start(&a, state);
  app_frame_drawn(&a);
  drive_click(&a, "E5");
  cr_assert(a.dirty);
  kill_it(&a);

  cr_assert(start(&a));
  key(&a, KEY_ENTER, 0, false);
  cr_expect_eq(a.mode, MODE_PLAY);
  cr_expect_eq(a.game.index, 1, "the second game");
  cr_expect_str_eq(sgf_get(a.game.root, "GN"), "Second");
  cr_expect_eq(game_move_number(&a.game), 2);
  cr_expect_eq(stone_at(&a, "E5"), COLOR_WHITE, "with the move played");
  cr_expect_eq(game_count(&a.game), 3, "the file's other games with it");
  cr_expect_str_eq(a.path, file);
  app_deinit(&a);
}

/* The session is marked clean when it ends, before the windows close
 * (app_end_session, which main() calls first): an X error on the way out
 * (SDL's wake-up to a destroyed window) ends the process, and a quit must
 * not look like a crash to the next start (issue 46, R8). Ending it again
 * (app_deinit) changes nothing. */
Test(autosave, the_session_is_clean_before_the_windows_close)
{
  app a;
  cr_expect(!start(&a));
  play_moves(&a);
  cr_expect(marker_is("running"));
  app_end_session(&a);
  cr_expect(marker_is("clean"), "clean before anything else is closed");
  app_deinit(&a);
  cr_expect(marker_is("clean"));
  cr_expect(!start(&a), "the next start offers nothing");
  app_deinit(&a);
}
