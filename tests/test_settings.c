/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The settings file (src/app/settings.c): values written and read back,
 * the engines' sections and everything else kept when Hoshi rewrites it,
 * files that are broken in every way (garbage, NUL bytes, lines of any
 * length, missing '=', bad numbers, no permission) giving the defaults and
 * one message with the line, clamping, the precedence of the command line,
 * and the window writing back what changes in it. Every file lives in a
 * temporary folder: the user's settings are never touched. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/app.h"
#include "app_driver.h"
#include "files.h"
#include "hoshi/komi.h"
#include "hoshi/os.h"
#include "app/settings.h"

static char dir[64], path[128];

static void setup(void)
{
  snprintf(dir, sizeof dir, "/tmp/hoshi-settings-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
  snprintf(path, sizeof path, "%s/hoshi/settings.ini", dir);
  /* Nothing here may reach the real ones. */
  setenv("XDG_CONFIG_HOME", dir, 1);
  setenv("XDG_STATE_HOME", dir, 1);
  setenv("XDG_DATA_HOME", dir, 1);
}

static void teardown(void)
{
  os_inject_clear();
  char cmd[256];
  snprintf(cmd, sizeof cmd, "chmod -R u+rwx '%s'; rm -rf '%s'", dir, dir);
  cr_expect_eq(system(cmd), 0);
}

TestSuite(settings, .init = setup, .fini = teardown, .timeout = 60);

static void write_bytes(const char *p, const char *bytes, size_t n)
{
  char d[160];
  snprintf(d, sizeof d, "%s", p);
  *strrchr(d, '/') = '\0';
  cr_assert(os_make_dirs(d, OS_DIR_PRIVATE, NULL));
  FILE *f = fopen(p, "wb");
  cr_assert_not_null(f);
  cr_assert_eq(fwrite(bytes, 1, n, f), n);
  fclose(f);
}

static void write_text(const char *text) { write_bytes(path, text, strlen(text)); }

static char *slurp(const char *p, size_t *len)
{
  FILE *f = fopen(p, "rb");
  if (!f)
    return NULL;
  char *t = malloc(1 << 20);
  cr_assert_not_null(t);
  size_t n = fread(t, 1, (1 << 20) - 1, f);
  t[n] = 0;
  fclose(f);
  if (len)
    *len = n;
  return t;
}

/* Reads the file and its values: the message of its problems in msg. */
static void read_values(settings_values *v, char *msg, size_t len)
{
  settings_file f;
  cr_assert(settings_load(&f, path));
  settings_read_values(&f, v);
  settings_message(&f, msg, len);
  settings_free(&f);
}

static bool update(const settings_values *v, unsigned which, bool *backup)
{
  hoshi_error why = {0};
  char *written = NULL;
  bool ok = settings_update(path, v, which, NULL, &written, backup, &why);
  cr_expect(ok, "%s", why.message);
  free(written);
  return ok;
}

/* How many temporary files are beside the settings file. */
static int temporary_files(void)
{
  char d[160];
  snprintf(d, sizeof d, "%s/hoshi", dir);
  DIR *h = opendir(d);
  if (!h)
    return 0;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(h)))
    n += strncmp(e->d_name, "settings.ini.tmp", 16) == 0;
  closedir(h);
  return n;
}

/* --- reading and writing ------------------------------------------------------------- */

Test(settings, values_written_are_read_back_the_same)
{
  settings_values v;
  settings_defaults(&v);
  v.window.theme = THEME_PROJECTOR;
  v.window.ui_scale = 1.5209;
  v.window.coordinates = false;
  v.window.numbers = true;
  v.size = 13;
  v.rules = rules_find("chinese");
  v.komi = -3.5;
  v.handicap = 4;
  v.window.presenter = true;
  cr_assert(update(&v, SETTING_ALL, NULL));
  settings_values back;
  char msg[512];
  read_values(&back, msg, sizeof msg);
  cr_expect_str_eq(msg, "");
  cr_expect_eq(back.given, (unsigned)SETTING_ALL);
  cr_expect_eq(back.window.theme, THEME_PROJECTOR);
  cr_expect_float_eq(back.window.ui_scale, 1.521, 1e-9, "written with 4 digits: %g",
                     back.window.ui_scale);
  cr_expect_eq(back.window.coordinates, false);
  cr_expect_eq(back.window.numbers, true);
  cr_expect_eq(back.size, 13);
  cr_expect_eq(back.rules, rules_find("chinese"));
  cr_expect_float_eq(back.komi, -3.5, 1e-9);
  cr_expect_eq(back.handicap, 4);
  cr_expect(back.window.presenter);
  /* No temporary file is left beside it. */
  cr_expect_eq(temporary_files(), 0);
  /* Each write is a new file renamed in place, never the old one written
   * over. */
  struct stat st;
  for (int i = 0; i < 3; i++) {
    cr_assert_eq(stat(path, &st), 0);
    ino_t before = st.st_ino;
    v.size = 9 + 2 * i;
    cr_assert(update(&v, SETTING_SIZE, NULL));
    cr_assert_eq(stat(path, &st), 0);
    cr_expect_neq(st.st_ino, before, "write %d", i);
    cr_expect_eq(temporary_files(), 0);
  }
}

Test(settings, rewriting_keeps_the_engines_comments_and_unknown_keys)
{
  const char *before = "# my settings\n"
                       "[engines]\n"
                       "timeout = 30   ; seconds\n"
                       "dead_stones = engine\n"
                       "\n"
                       "[engine Leela]\n"
                       "command = leelaz --gtp -w \"/home/me/a ;b.gz\"\n"
                       "\n"
                       "[window]\n"
                       "theme = classic   ; T switches it\n"
                       "\n"
                       "[future section]\n"
                       "colour = teal\n";
  write_text(before);
  settings_values v;
  settings_defaults(&v);
  v.window.theme = THEME_PROJECTOR;
  v.size = 9;
  cr_assert(update(&v, SETTING_THEME | SETTING_SIZE, NULL));
  char *after = slurp(path, NULL);
  cr_assert_not_null(after);
  const char *want = "# my settings\n"
                     "[engines]\n"
                     "timeout = 30   ; seconds\n"
                     "dead_stones = engine\n"
                     "\n"
                     "[engine Leela]\n"
                     "command = leelaz --gtp -w \"/home/me/a ;b.gz\"\n"
                     "\n"
                     "[window]\n"
                     "theme = projector   ; T switches it\n"
                     "\n"
                     "[future section]\n"
                     "colour = teal\n"
                     "\n"
                     "[new game]\n"
                     "size = 9\n";
  cr_expect_str_eq(after, want);
  free(after);
  /* The engines read from it as before, the comment after 30 aside and the
   * ';' inside quotes kept. */
  engine_list e;
  engines_load(&e, path);
  cr_expect_str_eq(e.message, "");
  cr_expect_eq(e.timeout_s, 30);
  cr_expect(e.dead_from_engine);
  int k = engines_find(&e, "Leela");
  cr_assert_geq(k, 0);
  cr_expect_str_eq(e.list[k].command, "leelaz --gtp -w \"/home/me/a ;b.gz\"");
}

/* An engine's command is a program run under the user's name: it is not
 * taken from a settings file, or a folder, that others can write (issue
 * 46, R16), and the message names the engine left out. A folder with the
 * sticky bit (as /tmp) is no such folder. */
Test(settings, engine_commands_are_refused_from_a_file_others_can_write)
{
  write_text("[engine Mine]\ncommand = /usr/games/gnugo --mode gtp\n");
  char folder[160];
  snprintf(folder, sizeof folder, "%s/hoshi", dir);
  static const struct {
    unsigned file, folder;
    bool taken;
  } cases[] = {{0600, 0700, true},  {0644, 0755, true},  {0664, 0700, false}, {0606, 0700, false},
               {0600, 0770, false}, {0600, 0777, false}, {0600, 01777, true}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    cr_assert_eq(chmod(path, cases[i].file), 0);
    cr_assert_eq(chmod(folder, cases[i].folder), 0);
    engine_list e;
    engines_load(&e, path);
    bool taken = engines_find(&e, "Mine") >= 0;
    cr_expect_eq(taken, cases[i].taken, "file %o, folder %o: %s", cases[i].file, cases[i].folder,
                 e.message);
    if (!cases[i].taken)
      cr_expect(strstr(e.message, "engine 'Mine' left out: others can write"), "%s", e.message);
  }
  cr_assert_eq(chmod(folder, 0700), 0);
}

Test(settings, a_byte_order_mark_is_no_problem)
{
  write_text("\xef\xbb\xbf[window]\ntheme = projector\n");
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_str_eq(msg, "");
  cr_expect_eq(v.window.theme, THEME_PROJECTOR);
  v.window.ui_scale = 2;
  cr_assert(update(&v, SETTING_SCALE, NULL));
  char *t = slurp(path, NULL);
  cr_expect_str_eq(t, "\xef\xbb\xbf[window]\ntheme = projector\nscale = 2\n");
  free(t);
}

Test(settings, a_missing_file_gives_the_defaults_silently)
{
  settings_values v, d;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  settings_defaults(&d);
  cr_expect_str_eq(msg, "");
  cr_expect_eq(v.given, 0u);
  cr_expect_eq(v.window.theme, d.window.theme);
  cr_expect_eq(v.size, 19);
  cr_expect_eq(v.rules, rules_default());
  cr_expect_float_eq(v.komi, 6.5, 1e-9);
  cr_expect_float_eq(v.window.ui_scale, 1.0, 1e-9);
  cr_expect(v.window.coordinates);
  cr_expect(!v.window.numbers);
}

/* --- broken files -------------------------------------------------------------------- */

Test(settings, garbage_bytes_give_the_defaults_and_one_message)
{
  unsigned char junk[4096];
  unsigned x = 12345;
  for (size_t i = 0; i < sizeof junk; i++) {
    x = x * 1103515245u + 12345u;
    junk[i] = (unsigned char)(x >> 16);
  }
  write_bytes(path, (const char *)junk, sizeof junk);
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.given, 0u, "nothing taken from garbage");
  cr_expect(strstr(msg, path) && strstr(msg, ", line "), "%s", msg);
  for (const char *c = msg; *c; c++)
    cr_expect((unsigned char)*c >= 0x20 && (unsigned char)*c < 0x7f,
              "the message shows printable text only: %s", msg);
  /* The engines' reader takes the same file without harm. */
  engine_list e;
  engines_load(&e, path);
  cr_expect_neq(e.message[0], 0);
}

Test(settings, a_very_long_line_is_skipped_and_the_rest_read)
{
  size_t n = 200000;
  char *text = malloc(n + 100);
  cr_assert_not_null(text);
  strcpy(text, "[window]\nscale = ");
  size_t k = strlen(text);
  memset(text + k, '7', n);
  k += n;
  strcpy(text + k, "\ntheme = projector\n");
  write_text(text);
  free(text);
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.window.theme, THEME_PROJECTOR);
  cr_expect_float_eq(v.window.ui_scale, 1.0, 1e-9);
  cr_expect(strstr(msg, "line 2: the line is too long"), "%s", msg);
}

Test(settings, a_line_without_equals_is_reported_with_its_line)
{
  write_text("[window]\n; a comment\ntheme projector\nscale = 2\n");
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.window.theme, THEME_CLASSIC);
  cr_expect_float_eq(v.window.ui_scale, 2.0, 1e-9);
  char want[300];
  snprintf(want, sizeof want, "%s, line 3: 'theme projector' is not 'key = value'; skipped", path);
  cr_expect_str_eq(msg, want);
}

Test(settings, bad_numbers_and_values_fall_back_to_the_defaults)
{
  write_text("[window]\n"
             "scale = big\n"         /* 2 */
             "coordinates = maybe\n" /* 3 */
             "theme = purple\n"      /* 4 */
             "[new game]\n"
             "size = 19x\n"      /* 6 */
             "komi = 6.3\n"      /* 7 */
             "handicap = two\n"  /* 8 */
             "rules = klingon\n" /* 9 */
             "komi = nan\n");    /* 10 */
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.given, 0u);
  cr_expect_float_eq(v.window.ui_scale, 1.0, 1e-9);
  cr_expect(v.window.coordinates);
  cr_expect_eq(v.size, 19);
  cr_expect_float_eq(v.komi, 6.5, 1e-9);
  cr_expect_eq(v.handicap, 0);
  cr_expect(strstr(msg, "line 2: scale 'big' is not a number; using 1"), "%s", msg);
  cr_expect(strstr(msg, "(and 7 more problems in the file)"), "%s", msg);
}

/* A reason given inside a sentence does not end it: "komi '999': Komi
 * must be between -150 and 150; using the rule set's", not "150.;". */
Test(settings, a_refused_komi_is_said_in_one_sentence)
{
  write_text("[new game]\nkomi = 999\n");
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect(strstr(msg, "komi '999': ") && strstr(msg, "; using the rule set's"), "%s", msg);
  cr_expect_null(strstr(msg, ".;"), "%s", msg);
}

/* A number as C's strtod reads it but no person writes it (hexadecimal,
 * an exponent) is refused, not read as something else (issue 46, R15). */
Test(settings, a_hexadecimal_or_exponent_number_is_refused)
{
  static const char *const texts[] = {"0x1p1", "2e0", "0x2", "inf", "1,5"};
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
    char text[64];
    snprintf(text, sizeof text, "[window]\nscale = %s\n", texts[i]);
    write_text(text);
    settings_values v;
    char msg[512];
    read_values(&v, msg, sizeof msg);
    cr_expect_float_eq(v.window.ui_scale, 1.0, 1e-9, "%s", texts[i]);
    cr_expect(strstr(msg, "is not a number; using 1"), "%s: %s", texts[i], msg);
  }
}

Test(settings, nul_bytes_are_reported_and_the_other_lines_read)
{
  static const char text[] = "[window]\ntheme = pro\0jector\nscale = 2\n";
  write_bytes(path, text, sizeof text - 1);
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.window.theme, THEME_CLASSIC);
  cr_expect_float_eq(v.window.ui_scale, 2.0, 1e-9);
  cr_expect(strstr(msg, "line 2: the line holds NUL bytes"), "%s", msg);
}

Test(settings, out_of_range_values_are_clamped_and_said)
{
  write_text("[window]\nscale = 9\n[new game]\nsize = 40\nhandicap = 12\nkomi = 140\n");
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_float_eq(v.window.ui_scale, LAYOUT_SCALE_MAX, 1e-9);
  cr_expect_eq(v.size, BOARD_MAX_SIZE);
  cr_expect_eq(v.handicap, 9);
  cr_expect_float_eq(v.komi, 140, 1e-9, "140 fits a 25x25 board");
  char want[300];
  snprintf(want, sizeof want,
           "%s, line 2: scale 9 is out of range (0.5 to 3); using 3 (and 2 more problems in the "
           "file)",
           path);
  cr_expect_str_eq(msg, want);
  /* Komi larger than the board it is for. */
  write_text("[new game]\nsize = 5\nkomi = 30\n");
  read_values(&v, msg, sizeof msg);
  cr_expect_float_eq(v.komi, 6.5, 1e-9);
  cr_expect(strstr(msg, "line 3: komi 30 is larger than the 25 points of the board"), "%s", msg);
}

Test(settings, a_folder_in_place_of_the_file_is_read_as_none_and_never_replaced)
{
  cr_assert(os_make_dirs(path, OS_DIR_PRIVATE, NULL));
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.given, 0u);
  cr_expect(strstr(msg, "not a file"), "%s", msg);
  hoshi_error why = {0};
  v.window.theme = THEME_PROJECTOR;
  cr_expect(!settings_update(path, &v, SETTING_THEME, NULL, NULL, NULL, &why));
  cr_expect(strstr(why.message, "not a file"), "%s", why.message);
  struct stat st;
  cr_expect(stat(path, &st) == 0 && S_ISDIR(st.st_mode));
}

/* The failures are injected (os_inject), so that the test holds as root,
 * which reads any file whatever its mode. */
Test(settings, an_unreadable_file_or_folder_gives_the_defaults_and_is_not_replaced)
{
  write_text("[window]\ntheme = projector\n");
  os_inject(OS_CALL_OPEN, path, EACCES);
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.window.theme, THEME_CLASSIC);
  cr_expect(strstr(msg, "cannot be read (Permission denied)"), "%s", msg);
  hoshi_error why = {0};
  cr_expect(!settings_update(path, &v, SETTING_THEME, NULL, NULL, NULL, &why));
  cr_expect(strstr(why.message, "Permission denied"), "%s", why.message);
  os_inject_clear();
  char *t = slurp(path, NULL);
  cr_expect_str_eq(t, "[window]\ntheme = projector\n", "left as it was");
  free(t);
  /* A folder that cannot be entered: every file in it is refused. */
  char d[160];
  snprintf(d, sizeof d, "%s/hoshi/", dir);
  os_inject(OS_CALL_OPEN, d, EACCES);
  read_values(&v, msg, sizeof msg);
  cr_expect(strstr(msg, "cannot be read"), "%s", msg);
  os_inject_clear();
}

Test(settings, a_broken_file_is_kept_as_bak_once_before_it_is_rewritten)
{
  static const char text[] = "[window]\nscale = 9\n\x01\x02garbage\0\n";
  write_bytes(path, text, sizeof text - 1);
  settings_values v;
  settings_defaults(&v);
  v.window.theme = THEME_PROJECTOR;
  hoshi_error why = {0};
  char *written = NULL;
  bool backup = false;
  cr_assert(settings_update(path, &v, SETTING_THEME, NULL, &written, &backup, &why), "%s",
            why.message);
  cr_expect(backup);
  char bak[160];
  snprintf(bak, sizeof bak, "%s.bak", path);
  size_t n;
  char *kept = slurp(bak, &n);
  cr_assert_not_null(kept);
  cr_expect_eq(n, sizeof text - 1);
  cr_expect_eq(memcmp(kept, text, n), 0, "the copy holds the bytes as they were");
  free(kept);
  /* The new file keeps the lines (the bad value too: only theme changed). */
  char *now = slurp(path, NULL);
  cr_expect_str_eq(now, "[window]\nscale = 9\ntheme = projector\n\x01\x02garbage\n");
  free(now);
  /* Written by Hoshi itself: no new copy over the first. */
  v.window.theme = THEME_CLASSIC;
  char *again = NULL;
  cr_assert(settings_update(path, &v, SETTING_THEME, written, &again, &backup, &why));
  cr_expect(!backup);
  free(written);
  free(again);
  kept = slurp(bak, &n);
  cr_expect_eq(memcmp(kept, text, n), 0);
  free(kept);
}

Test(settings, an_existing_bak_is_never_replaced)
{
  char bak[160];
  snprintf(bak, sizeof bak, "%s.bak", path);
  write_bytes(bak, "; the first copy\n", 17);
  write_text("[window]\nscale = 9\n");
  settings_values v;
  settings_defaults(&v);
  v.window.theme = THEME_PROJECTOR;
  bool backup = true;
  cr_assert(update(&v, SETTING_THEME, &backup));
  cr_expect(!backup, "no new copy");
  char *kept = slurp(bak, NULL);
  cr_expect_str_eq(kept, "; the first copy\n");
  free(kept);
  char *now = slurp(path, NULL);
  cr_expect_str_eq(now, "[window]\nscale = 9\ntheme = projector\n");
  free(now);
}

Test(settings, a_fifo_in_place_of_the_file_gives_the_defaults_without_waiting, .timeout = 10)
{
  char d[160];
  snprintf(d, sizeof d, "%s/hoshi", dir);
  cr_assert(os_make_dirs(d, OS_DIR_PRIVATE, NULL));
  cr_assert_eq(mkfifo(path, 0600), 0);
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.given, 0u);
  cr_expect(strstr(msg, "not a file"), "%s", msg);
  hoshi_error why = {0};
  v.window.theme = THEME_PROJECTOR;
  cr_expect(!settings_update(path, &v, SETTING_THEME, NULL, NULL, NULL, &why));
  struct stat st;
  cr_expect(stat(path, &st) == 0 && S_ISFIFO(st.st_mode), "never replaced");
}

Test(settings, numbers_too_large_for_a_long_are_out_of_range_and_clamped)
{
  write_text("[new game]\nsize = 99999999999999999999999\nhandicap = -99999999999999999999\n");
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.size, BOARD_MAX_SIZE);
  cr_expect_eq(v.handicap, 0);
  char want[300];
  snprintf(want, sizeof want,
           "%s, line 2: size 99999999999999999999999 is out of range (5 to 25); using 25 (and 1 "
           "more problem in the file)",
           path);
  cr_expect_str_eq(msg, want);
}

Test(settings, a_handicap_the_board_cannot_hold_is_said)
{
  write_text("[new game]\nsize = 7\nhandicap = 9\n");
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_eq(v.handicap, 0);
  cr_expect(strstr(msg, "line 3: handicap 9 does not fit a 7x7 board (at most 4 stones); using 0"),
            "%s", msg);
}

/* --- precedence -------------------------------------------------------------------------- */

Test(settings, the_command_line_wins_over_the_file_over_the_defaults)
{
  settings_values file, cli, out;
  settings_defaults(&file);
  settings_defaults(&cli);
  file.window.theme = THEME_PROJECTOR;
  file.window.ui_scale = 2;
  file.size = 9;
  file.rules = rules_find("chinese");
  file.komi = 5.5;
  file.handicap = 2;
  file.given = SETTING_THEME | SETTING_SCALE | SETTING_SIZE | SETTING_RULES | SETTING_KOMI |
               SETTING_HANDICAP;
  cli.given = 0;
  settings_resolve(&file, &cli, &out);
  cr_expect_eq(out.window.theme, THEME_PROJECTOR);
  cr_expect_float_eq(out.window.ui_scale, 2, 1e-9);
  cr_expect(out.window.coordinates, "the default");
  cr_expect_eq(out.size, 9);
  cr_expect_eq(out.rules, rules_find("chinese"));
  cr_expect_float_eq(out.komi, 5.5, 1e-9);
  cr_expect_eq(out.handicap, 2);

  cli.window.ui_scale = 1.25;
  cli.size = 13;
  cli.given = SETTING_SCALE | SETTING_SIZE;
  settings_resolve(&file, &cli, &out);
  cr_expect_float_eq(out.window.ui_scale, 1.25, 1e-9);
  cr_expect_eq(out.size, 13);
  cr_expect_float_eq(out.komi, 5.5, 1e-9, "the file's komi stays with its rules");

  /* Other rules on the command line: their komi, not the file's. */
  cli.rules = rules_find("japanese");
  cli.given = SETTING_RULES;
  settings_resolve(&file, &cli, &out);
  cr_expect_eq(out.rules, rules_find("japanese"));
  cr_expect_float_eq(out.komi, komi_default(out.rules, 2), 1e-9);

  cli.komi = 0;
  cli.handicap = 0;
  cli.given = SETTING_KOMI | SETTING_HANDICAP;
  settings_resolve(&file, &cli, &out);
  cr_expect_float_eq(out.komi, 0, 1e-9);
  cr_expect_eq(out.handicap, 0, "--handicap 0 beats the file");

  /* No file: the defaults. */
  settings_resolve(NULL, NULL, &out);
  cr_expect_eq(out.size, 19);
  cr_expect_float_eq(out.komi, 6.5, 1e-9);
}

/* --- the window ---------------------------------------------------------------------------- */

Test(settings, the_window_starts_from_the_file_and_the_command_line)
{
  write_text("[window]\ntheme = projector\nscale = 2\nmove_numbers = on\n"
             "[new game]\nsize = 9\nrules = chinese\nkomi = 5.5\nhandicap = 3\n");
  app a;
  cr_assert(app_init_with(&a, 19, rules_default(), 6.5, path));
  cr_expect_eq(a.settings.theme, THEME_PROJECTOR);
  cr_expect_float_eq(a.settings.ui_scale, 2, 1e-9);
  cr_expect(a.settings.numbers);
  settings_values cli;
  settings_defaults(&cli);
  cli.window.ui_scale = 1.5;
  cli.given = SETTING_SCALE;
  hoshi_error why = {0};
  cr_assert(app_start(&a, &cli, true, &why));
  cr_expect_float_eq(a.settings.ui_scale, 1.5, 1e-9);
  cr_expect_eq(game_size(&a.game), 9);
  cr_expect_eq(a.game.rules, rules_find("chinese"));
  cr_expect_float_eq(a.game.komi, 5.5, 1e-9);
  cr_expect_eq(a.game.handicap, 3);
  /* A handicap the command line gives and the board cannot hold. */
  cli.size = 7;
  cli.handicap = 9;
  cli.given = SETTING_SIZE | SETTING_HANDICAP;
  cr_expect(!app_start(&a, &cli, true, &why));
  app_deinit(&a);
  char *t = slurp(path, NULL);
  cr_expect_str_eq(t,
                   "[window]\ntheme = projector\nscale = 2\nmove_numbers = on\n"
                   "[new game]\nsize = 9\nrules = chinese\nkomi = 5.5\nhandicap = 3\n",
                   "starting writes nothing");
  free(t);
}

Test(settings, changes_in_the_window_are_written_back)
{
  write_text("; mine\n[engine Fake]\ncommand = /bin/true --gtp\n");
  app a;
  cr_assert(app_init_with(&a, 19, rules_default(), 6.5, path));
  app_layout(&a, 1280, 720);
  drive_key(&a, KEY_CHAR, 't', false);
  drive_key(&a, KEY_PLUS, 0, true);
  drive_key(&a, KEY_CHAR, 'c', false);
  drive_key(&a, KEY_CHAR, 'm', false);
  char *t = slurp(path, NULL);
  cr_expect_str_eq(t, "; mine\n[engine Fake]\ncommand = /bin/true --gtp\n\n[window]\n"
                      "theme = projector\nscale = 1.15\ncoordinates = off\nmove_numbers = on\n");
  free(t);
  /* The new-game dialog: 9x9, Chinese, 2 stones. */
  drive_key(&a, KEY_CHAR, 'n', true);
  cr_assert_eq(a.mode, MODE_NEW_GAME);
  for (int i = 0; i < 10; i++)
    drive_key(&a, KEY_LEFT, 0, false);
  drive_key(&a, KEY_DOWN, 0, false);
  drive_key(&a, KEY_RIGHT, 0, false);
  while (a.form.focus != FIELD_HANDICAP)
    drive_key(&a, KEY_DOWN, 0, false);
  drive_key(&a, KEY_RIGHT, 0, false);
  drive_key(&a, KEY_RIGHT, 0, false);
  drive_key(&a, KEY_ENTER, 0, false);
  cr_assert_eq(a.mode, MODE_PLAY, "%s", a.form.message);
  settings_values v;
  char msg[512];
  read_values(&v, msg, sizeof msg);
  cr_expect_str_eq(msg, "");
  cr_expect_eq(v.size, 9);
  cr_expect_eq(v.rules, a.game.rules);
  cr_expect_eq(v.handicap, 2);
  cr_expect_float_eq(v.komi, a.game.komi, 1e-9);
  cr_expect_eq(v.window.theme, THEME_PROJECTOR);
  app_deinit(&a);
  /* The next start begins where this one ended. */
  cr_assert(app_init_with(&a, 19, rules_default(), 6.5, path));
  hoshi_error why = {0};
  cr_assert(app_start(&a, NULL, true, &why));
  cr_expect_eq(game_size(&a.game), 9);
  cr_expect_eq(a.game.handicap, 2);
  cr_expect_eq(a.settings.theme, THEME_PROJECTOR);
  cr_expect(!a.settings.coordinates);
  cr_expect_geq(engines_find(&a.players.engines, "Fake"), 0);
  app_deinit(&a);
}

Test(settings, a_broken_file_is_said_in_the_status_line_at_start)
{
  write_text("[window]\nscale = 9\n[engines]\ntimeout = forever\n");
  app a;
  cr_assert(app_init_with(&a, 19, rules_default(), 6.5, path));
  cr_expect(a.status.error);
  char want[300];
  snprintf(want, sizeof want,
           "%s, line 2: scale 9 is out of range (0.5 to 3); using 3 (and 1 more problem in the "
           "file)",
           path);
  cr_expect_str_eq(a.status.text, want);
  cr_expect_float_eq(a.settings.ui_scale, 3, 1e-9);
  app_deinit(&a);
}

Test(settings, a_failed_write_is_said_once_and_the_window_goes_on)
{
  /* The folder of the file is a file: nothing can be written there. */
  char blocker[160], p[200];
  snprintf(blocker, sizeof blocker, "%s/blocker", dir);
  write_bytes(blocker, "x", 1);
  snprintf(p, sizeof p, "%s/settings.ini", blocker);
  app a;
  cr_assert(app_init_with(&a, 9, rules_default(), 6.5, p));
  app_layout(&a, 1280, 720);
  drive_key(&a, KEY_CHAR, 't', false);
  cr_expect(a.status.error);
  cr_expect(strstr(a.status.text, "The settings were not saved"), "%s", a.status.text);
  drive_key(&a, KEY_CHAR, 'c', false);
  drive_key(&a, KEY_CHAR, 't', false);
  cr_expect_str_eq(a.status.text, "Classic theme.", "said once");
  drive_click(&a, "E5");
  cr_expect_eq(stone_at(&a, "E5"), COLOR_BLACK);
  app_deinit(&a);
}

Test(settings, app_init_reads_and_writes_no_settings)
{
  /* The default place (XDG_CONFIG_HOME is the test's folder) holds a file
   * that app_init must not read, nor write. */
  write_text("[window]\ntheme = projector\n");
  app a;
  cr_assert(app_init(&a, 9, rules_default(), 6.5));
  cr_expect_eq(a.settings.theme, THEME_CLASSIC);
  drive_key(&a, KEY_CHAR, 'c', false);
  app_deinit(&a);
  char *t = slurp(path, NULL);
  cr_expect_str_eq(t, "[window]\ntheme = projector\n");
  free(t);
  /* The default place is XDG_CONFIG_HOME's. */
  char where[300];
  cr_assert(settings_default_path(where, sizeof where));
  cr_expect_str_eq(where, path);
}

/* The lesson's switches: the next moves on the board (V), the game tree
 * (Ctrl+T) and the toolbar (Ctrl+B), read, and written back when changed. */
Test(settings, the_board_marks_the_tree_and_the_toolbar_are_remembered)
{
  write_text("[window]\nvariations = off\ntree = off\n");
  app a;
  cr_assert(app_init_with(&a, 19, rules_default(), 6.5, path));
  cr_expect_not(a.settings.variations);
  cr_expect_not(a.settings.tree);
  cr_expect(a.settings.toolbar, "on unless the file says otherwise");
  app_layout(&a, 1280, 720);
  drive_key(&a, KEY_CHAR, 'v', false);
  drive_key(&a, KEY_CHAR, 'b', true);
  char *t = slurp(path, NULL);
  cr_expect_str_eq(t, "[window]\nvariations = on\ntree = off\ntoolbar = off\n");
  free(t);
  app_deinit(&a);
}

/* Presenter mode (F5) is remembered: the next start opens the room's
 * window again. */
Test(settings, presenter_mode_is_remembered)
{
  write_text("[window]\ntheme = classic\n");
  app a;
  cr_assert(app_init_with(&a, 19, rules_default(), 6.5, path));
  cr_expect_not(app_presenting(&a));
  drive_key(&a, KEY_F5, 0, false);
  cr_expect(app_presenting(&a));
  char *t = slurp(path, NULL);
  cr_expect_str_eq(t, "[window]\ntheme = classic\npresenter = on\n");
  free(t);
  app_deinit(&a);
  cr_assert(app_init_with(&a, 19, rules_default(), 6.5, path));
  cr_expect(app_presenting(&a));
  app_audience_closed(&a);
  cr_expect_not(app_presenting(&a), "the room's window closed ends presenter mode");
  drive_key(&a, KEY_CHAR, 'c', false);
  app_deinit(&a);
  t = slurp(path, NULL);
  cr_expect_str_eq(t, "[window]\ntheme = classic\npresenter = off\ncoordinates = off\n");
  free(t);
}

/* --- the table of settings ------------------------------------------------------------ */

/* One bit a row, each its own, together SETTING_ALL; one row a key. */
Test(settings, every_row_has_its_own_bit_and_key)
{
  size_t n;
  const setting_row *rows = settings_table(&n);
  unsigned all = 0;
  for (size_t i = 0; i < n; i++) {
    cr_expect(rows[i].bit && !(rows[i].bit & (rows[i].bit - 1)), "%s: one bit", rows[i].key);
    cr_expect(!(all & rows[i].bit), "%s: a bit of its own", rows[i].key);
    all |= rows[i].bit;
    cr_expect_eq(settings_row_find(rows[i].section, rows[i].key), &rows[i], "%s", rows[i].key);
  }
  cr_expect_eq(all, (unsigned)SETTING_ALL, "SETTING_ALL is every row's bit");
}

/* Every row of the table: its example value written alone, then read back,
 * gives the same value, and the file holds "key = example". */
Test(settings, every_row_round_trips)
{
  size_t n;
  const setting_row *rows = settings_table(&n);
  cr_assert_gt(n, 0);
  for (size_t i = 0; i < n; i++) {
    const setting_row *r = &rows[i];
    char text[256];
    snprintf(text, sizeof text, "[%s]\n%s = %s\n", r->section, r->key, r->example);
    write_text(text);
    settings_file f;
    cr_assert(settings_load(&f, path));
    settings_values v;
    settings_read_values(&f, &v);
    cr_expect_eq(f.problems, 0, "%s: %s", r->key, f.message);
    cr_expect(v.given & r->bit, "%s = %s is read", r->key, r->example);
    settings_free(&f);
    unlink(path);
    /* Written alone into an empty file, and read back. */
    cr_assert(settings_update(path, &v, r->bit, NULL, NULL, NULL, NULL), "%s", r->key);
    cr_assert(settings_load(&f, path));
    settings_values back;
    settings_read_values(&f, &back);
    cr_expect_eq(f.problems, 0, "%s: %s", r->key, f.message);
    cr_expect(settings_row_same(r, &v, &back), "%s round-trips", r->key);
    cr_expect_eq(back.given, r->bit, "%s: only it is written", r->key);
    char want[256], got[64];
    settings_row_format(r, &back, got, sizeof got);
    cr_expect_str_eq(got, r->example, "%s", r->key);
    snprintf(want, sizeof want, "%s = %s\n", r->key, r->example);
    cr_expect(strstr(f.raw, want), "%s: the file holds '%s'", r->key, want);
    settings_free(&f);
    unlink(path);
    /* The default is a value the row reads, and what settings_defaults gives. */
    if (r->fallback[0]) {
      settings_values d, dd;
      settings_defaults(&d);
      snprintf(text, sizeof text, "[%s]\n%s = %s\n", r->section, r->key, r->fallback);
      write_text(text);
      cr_assert(settings_load(&f, path));
      settings_read_values(&f, &dd);
      cr_expect_eq(f.problems, 0, "%s: %s", r->key, f.message);
      cr_expect(settings_row_same(r, &d, &dd), "%s: the default %s", r->key, r->fallback);
      settings_free(&f);
      unlink(path);
    }
  }
}

/* A number out of a row's range is refused with the reason and clamped; a
 * value that is not one gives the default, with the reason. */
Test(settings, every_row_refuses_what_is_out_of_range)
{
  size_t n;
  const setting_row *rows = settings_table(&n);
  for (size_t i = 0; i < n; i++) {
    const setting_row *r = &rows[i];
    settings_values d;
    settings_defaults(&d);
    char text[256], want[256];
    if (r->type == SETTING_TYPE_INT || r->type == SETTING_TYPE_DOUBLE) {
      for (int side = 0; side < 2; side++) {
        double bad = side ? r->max + 1 : r->min - 1, c = side ? r->max : r->min;
        snprintf(text, sizeof text, "[%s]\n%s = %g\n", r->section, r->key, bad);
        write_text(text);
        settings_file f;
        cr_assert(settings_load(&f, path));
        settings_values v;
        settings_read_values(&f, &v);
        snprintf(want, sizeof want, "%s, line 2: %s %g is out of range (%g to %g); using %g", path,
                 r->key, bad, r->min, r->max, c);
        cr_expect_str_eq(f.message, want);
        char got[64], clamped[64];
        settings_row_format(r, &v, got, sizeof got);
        snprintf(clamped, sizeof clamped, "%g", c);
        cr_expect_str_eq(got, clamped, "%s clamped", r->key);
        settings_free(&f);
      }
    }
    snprintf(text, sizeof text, "[%s]\n%s = (not a value)\n", r->section, r->key);
    write_text(text);
    settings_file f;
    cr_assert(settings_load(&f, path));
    settings_values v;
    settings_read_values(&f, &v);
    cr_expect_eq(f.problems, 1, "%s", r->key);
    snprintf(want, sizeof want, "%s, line 2: ", path);
    cr_expect(strncmp(f.message, want, strlen(want)) == 0 && strstr(f.message, "; using "),
              "%s: a reason and what is used: %s", r->key, f.message);
    cr_expect(!(v.given & r->bit), "%s", r->key);
    cr_expect(settings_row_same(r, &v, &d), "%s: the default", r->key);
    settings_free(&f);
  }
}

/* The key_hint and theme words are said when the value is none of them. */
Test(settings, a_choice_names_its_words)
{
  write_text("[window]\nkey_hint = tiny\ntheme = dark\n");
  settings_file f;
  cr_assert(settings_load(&f, path));
  settings_values v;
  settings_read_values(&f, &v);
  char want[256];
  snprintf(want, sizeof want,
           "%s, line 2: key_hint 'tiny' is not auto, full, short or none; using auto", path);
  cr_expect_str_eq(f.message, want);
  cr_expect_eq(f.problems, 2);
  settings_free(&f);
  write_text("[window]\ntheme = dark\n");
  cr_assert(settings_load(&f, path));
  settings_read_values(&f, &v);
  snprintf(want, sizeof want, "%s, line 2: theme 'dark' is not classic or projector; using classic",
           path);
  cr_expect_str_eq(f.message, want);
  settings_free(&f);
}

/* The commented example in docs/settings-and-files.md is the table's
 * (settings_example), word for word. */
Test(settings, the_docs_example_is_the_table)
{
  const char *text = read_doc("settings-and-files.md");
  strbuf b;
  strbuf_init(&b);
  settings_example(&b);
  cr_assert(!strbuf_oom(&b));
  cr_expect(strstr(text, strbuf_text(&b)),
            "docs/settings-and-files.md must hold the table's example (hoshi "
            "--settings-example):\n%s",
            strbuf_text(&b));
  strbuf_deinit(&b);
}
