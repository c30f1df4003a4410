/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Sounds (issue 42): the synthesis (lengths, peaks, the same samples each
 * time), the sounds the application asks for on each event and never
 * while a record is stepped through or opened, and a sound reaching SDL's
 * audio device (the dummy driver: nothing is heard). */
#include <SDL.h>
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "app/toolbar.h"
#include "app_driver.h"
#include "ui/audio.h"
#include "ui/sound.h"

static app a;
static int64_t clock_ms;
static int64_t fake_now(void) { return clock_ms; }

static void start(void)
{
  cr_assert(app_init(&a, 9, rules_find("japanese"), 6.5));
  a.now = fake_now;
  clock_ms = 1000000;
  app_layout(&a, 1280, 720);
}

static void stop(void) { app_deinit(&a); }

TestSuite(sound, .timeout = 60);

/* --- the synthesis -------------------------------------------------------------------- */

static int16_t *synth(enum ui_sound s, int count, size_t *n)
{
  *n = sound_synth(s, count, NULL, 0);
  cr_assert_gt(*n, 0);
  int16_t *pcm = malloc(*n * sizeof *pcm);
  cr_assert_not_null(pcm);
  cr_assert_eq(sound_synth(s, count, pcm, *n), *n);
  return pcm;
}

Test(sound, each_sound_is_short_soft_and_the_same_each_time)
{
  static const struct {
    enum ui_sound s;
    int count;
    const char *name;
  } all[] = {{SOUND_STONE, 0, "stone"},       {SOUND_CAPTURE, 1, "capture 1"},
             {SOUND_CAPTURE, 3, "capture 3"}, {SOUND_CAPTURE, 12, "capture 12"},
             {SOUND_PASS, 0, "pass"},         {SOUND_SOLVED, 0, "solved"},
             {SOUND_WRONG, 0, "wrong"}};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
    size_t n;
    int16_t *pcm = synth(all[i].s, all[i].count, &n);
    int peak = 0;
    for (size_t k = 0; k < n; k++)
      peak = abs(pcm[k]) > peak ? abs(pcm[k]) : peak;
    cr_log_info("%s: %zu samples (%.0f ms), peak %d (%.1f dBFS)", all[i].name, n,
                1000.0 * (double)n / SOUND_RATE, peak, 20 * log10(peak / 32767.0));
    cr_expect_leq(n, SOUND_RATE * 7 / 10, "%s: short", all[i].name);
    cr_expect_geq(n, SOUND_RATE / 20, "%s: heard", all[i].name);
    cr_expect_lt(peak, 32767 * 6 / 10, "%s: soft, well below full scale", all[i].name);
    cr_expect_gt(peak, 32767 / 5, "%s: not silent", all[i].name);
    cr_expect_lt(abs(pcm[0]), 300, "%s: starts from silence", all[i].name);
    cr_expect_lt(abs(pcm[n - 1]), 300, "%s: ends in silence", all[i].name);
    size_t m;
    int16_t *again = synth(all[i].s, all[i].count, &m);
    cr_expect_eq(m, n);
    cr_expect(memcmp(pcm, again, n * sizeof *pcm) == 0, "%s: the same samples", all[i].name);
    free(again);
    free(pcm);
  }
  cr_expect_lt(sound_synth(SOUND_CAPTURE, 1, NULL, 0), sound_synth(SOUND_CAPTURE, 2, NULL, 0));
  cr_expect_lt(sound_synth(SOUND_CAPTURE, 5, NULL, 0), sound_synth(SOUND_CAPTURE, 6, NULL, 0),
               "more stones taken, a longer rattle");
  cr_expect_eq(sound_synth(SOUND_CLOCK_WARN, 0, NULL, 0), 0, "the clock's is a recording");
  cr_expect_eq(sound_synth(SOUND_NONE, 0, NULL, 0), 0);
  int16_t little[10];
  cr_expect_gt(sound_synth(SOUND_STONE, 0, little, 10), 10, "only cap samples written");
}

Test(sound, the_queue_keeps_the_last_ones)
{
  ui_sounds q = {0};
  sound_push(NULL, SOUND_STONE, 0); /* off: nothing */
  cr_expect_eq(sound_at(&q, 1, NULL), SOUND_NONE);
  for (int i = 0; i < 10; i++)
    sound_push(&q, i % 2 ? SOUND_CAPTURE : SOUND_STONE, 300);
  cr_expect_eq(q.serial, 10u);
  int count;
  cr_expect_eq(sound_at(&q, 10, &count), SOUND_CAPTURE);
  cr_expect_eq(count, 255);
  cr_expect_eq(sound_at(&q, 3, NULL), SOUND_STONE);
  cr_expect_eq(sound_at(&q, 2, NULL), SOUND_NONE, "gone from the queue");
  cr_expect_eq(sound_at(&q, 11, NULL), SOUND_NONE, "to come");
  sound_push(&q, SOUND_KINDS, 0);
  cr_expect_eq(q.serial, 10u, "no such sound");
}

/* --- what the application asks for ------------------------------------------------------- */

/* The last sound asked for since serial `since`, SOUND_NONE when none. */
static enum ui_sound heard(unsigned since, int *count)
{
  if (a.sounds.serial == since)
    return SOUND_NONE;
  return sound_at(&a.sounds, a.sounds.serial, count);
}

static void clicks(const char *const *v)
{
  for (; *v; v++)
    drive_click(&a, *v);
}

/*     A B C D E F G H J
 *   5 . . . . X . . . .
 *   4 . . . X O X . . .
 *   3 O . . X O X . . .      Black plays E2: captures 2
 *   2 O . . . . . . . .
 *   1 O . . . . . . . .       */
Test(sound, a_stone_a_capture_with_its_count_and_a_pass, .init = start, .fini = stop)
{
  unsigned s = a.sounds.serial;
  drive_click(&a, "E5");
  cr_expect_eq(heard(s, NULL), SOUND_STONE);
  cr_expect_eq(a.sounds.serial, s + 1, "one sound a move");
  clicks((const char *const[]){"E4", "D4", "E3", "F4", "A1", "D3", "A2", "F3", "A3", NULL});
  s = a.sounds.serial;
  drive_click(&a, "E2");
  cr_expect_eq(stone_at(&a, "E4"), COLOR_EMPTY);
  cr_expect_eq(stone_at(&a, "E3"), COLOR_EMPTY);
  int count;
  cr_expect_eq(heard(s, &count), SOUND_CAPTURE);
  cr_expect_eq(count, 2, "the stones taken");
  cr_expect_eq(a.sounds.serial, s + 1, "the capture's sound holds the stone's click");
  s = a.sounds.serial;
  drive_key(&a, KEY_CHAR, 'p', false);
  cr_expect_eq(heard(s, NULL), SOUND_PASS);
  s = a.sounds.serial;
  drive_click(&a, "D4"); /* on a stone: refused, silent */
  drive_click(&a, "E2");
  cr_expect_eq(heard(s, NULL), SOUND_NONE, "a refused move makes no sound");
  ui_view *v = malloc(sizeof *v);
  app_view(&a, v);
  cr_expect_eq(v->sounds.serial, a.sounds.serial, "the window is told");
  cr_expect_eq(v->sound_volume, 60, "the default volume");
  free(v);
}

Test(sound, none_while_a_record_is_stepped_through_or_opened, .init = start, .fini = stop)
{
  clicks((const char *const[]){"E5", "E4", "D4", "A1", "F4", "A2", NULL});
  unsigned s = a.sounds.serial;
  drive_key(&a, KEY_LEFT, 0, false);
  drive_key(&a, KEY_LEFT, 0, false);
  drive_key(&a, KEY_RIGHT, 0, false);
  drive_key(&a, KEY_HOME, 0, false);
  drive_key(&a, KEY_END, 0, false);
  ui_input wheel = {.kind = INPUT_WHEEL, .wheel = 1};
  app_input(&a, &wheel);
  cr_expect_eq(game_move_number(&a.game), 5, "the wheel, back");
  wheel.wheel = -1;
  app_input(&a, &wheel);
  cr_expect_eq(game_move_number(&a.game), 6, "and forward");
  cr_expect_eq(a.sounds.serial, s, "stepping through is silent");

  char path[] = "/tmp/hoshi-sound-XXXXXX";
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  const char sgf[] = "(;GM[1]FF[4]SZ[9];B[ee];W[de];B[cc]C[a capture would be heard];W[dd])";
  cr_assert_eq(write(fd, sgf, sizeof sgf - 1), (ssize_t)(sizeof sgf - 1));
  close(fd);
  a.dirty = false;
  cr_assert(app_open(&a, path), "%s", a.status.text);
  drive_key(&a, KEY_END, 0, false);
  drive_key(&a, KEY_HOME, 0, false);
  cr_expect_eq(a.sounds.serial, s, "opening a record is silent");
  unlink(path);
}

Test(sound, none_when_they_are_off_and_the_volume_cycles, .init = start, .fini = stop)
{
  cr_expect(a.settings.sound, "on by default");
  ui_input ctrl_m = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = 'm', .ctrl = true};
  app_input(&a, &ctrl_m);
  cr_expect(!a.settings.sound);
  unsigned s = a.sounds.serial;
  clicks((const char *const[]){"E5", "E4", NULL});
  drive_key(&a, KEY_CHAR, 'p', false);
  cr_expect_eq(a.sounds.serial, s, "silent when off");

  /* The toolbar's button turns them on again, a stone to hear them by. */
  int n, button = 0;
  const toolbar_item *items = toolbar_items(&n);
  for (int i = 0; i < n; i++)
    if (items[i].action == ACT_SOUND)
      button = i + 1;
  cr_assert_gt(button, 0, "a button for the sounds");
  char key[32];
  toolbar_key(&items[button - 1], key, sizeof key);
  cr_expect_str_eq(key, "Ctrl+M", "its tooltip names the key");
  ui_input press = {.kind = INPUT_CLICK, .button = 1, .tool_item = button};
  app_input(&a, &press);
  cr_expect(a.settings.sound);
  cr_expect_eq(heard(s, NULL), SOUND_STONE);

  ui_input volume = {.kind = INPUT_KEY, .key = KEY_CHAR, .ch = 'm', .ctrl = true, .shift = true};
  int seen[3];
  for (int i = 0; i < 3; i++) {
    app_input(&a, &volume);
    seen[i] = a.settings.sound_volume;
  }
  cr_expect(seen[0] == 30 && seen[1] == 100 && seen[2] == 60, "%d %d %d", seen[0], seen[1],
            seen[2]);
  cr_expect(a.settings.sound, "Ctrl+Shift+M keeps them on");
}

/* refute.sgf (9x9), Black to play:
 *     A B C D E F G H J
 *   6 . . . . . . . . .
 *   5 . . . X O X . . .
 *   4 . . . . X . . . .
 * E6 captures (solved); D6 is wrong, and White's refutation follows. */
Test(sound, a_problem_wrong_then_solved, .init = start, .fini = stop)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  char file[600];
  snprintf(file, sizeof file, "%s/problems41/refute.sgf", data ? data : "tests/data");
  char home[] = "/tmp/hoshi-sound-XXXXXX";
  cr_assert_not_null(mkdtemp(home));
  setenv("XDG_DATA_HOME", home, 1);
  unsigned s = a.sounds.serial;
  cr_assert(app_open_problems(&a, file), "%s", a.status.text);
  cr_expect_eq(a.sounds.serial, s, "posing a problem is silent");
  drive_click(&a, "D6");
  cr_expect_eq(heard(s, NULL), SOUND_WRONG);
  s = a.sounds.serial;
  clock_ms += EXERCISE_REPLY_MS;
  ui_input tick = {.kind = INPUT_TICK};
  app_input(&a, &tick);
  cr_expect_eq(stone_at(&a, "E6"), COLOR_WHITE);
  cr_expect_eq(heard(s, NULL), SOUND_STONE, "the refutation's stone");
  drive_key(&a, KEY_CHAR, 'z', true);
  s = a.sounds.serial;
  drive_click(&a, "E6");
  cr_expect_eq(heard(s, NULL), SOUND_SOLVED);
}

/* --- the window's audio ---------------------------------------------------------------- */

Test(sound, a_sound_reaches_the_dummy_audio_device)
{
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  ui_audio *au = audio_new();
  cr_assert_not_null(au);
  ui_sounds q = {0};
  unsigned played = 0, started;
  unsigned long mixed;
  audio_play(au, &q, &played, 60);
  audio_counts(au, &started, &mixed);
  cr_expect_eq(started, 0u, "nothing asked: the device is not even opened");

  sound_push(&q, SOUND_STONE, 0);
  audio_play(NULL, &q, &played, 60); /* the room's window: heard, not played */
  cr_expect_eq(played, q.serial);
  sound_push(&q, SOUND_CAPTURE, 3);
  sound_push(&q, SOUND_CLOCK_WARN, 0);
  audio_play(au, &q, &played, 0);
  audio_counts(au, &started, &mixed);
  cr_expect_eq(started, 0u, "volume 0: silent");

  sound_push(&q, SOUND_CAPTURE, 3);
  sound_push(&q, SOUND_CLOCK_WARN, 0);
  audio_play(au, &q, &played, 60);
  cr_expect_eq(played, q.serial);
  audio_counts(au, &started, &mixed);
  cr_expect_eq(started, 2u, "the capture and the clock's warning");
  for (int i = 0; i < 200 && mixed == 0; i++) {
    SDL_Delay(10);
    audio_counts(au, &started, &mixed);
  }
  cr_expect_gt(mixed, 0, "the device's thread mixed them");
  audio_play(au, &q, &played, 60);
  audio_counts(au, &started, &mixed);
  cr_expect_eq(started, 2u, "each sound once");
  audio_free(au);
  SDL_Quit();
}
