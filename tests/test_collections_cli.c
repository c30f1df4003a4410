/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Files that hold several games (issue 41), from the command line: --game N
 * for --score, --print and --export, the note on stderr that says which
 * game was opened, a game beyond the file's refused; exercise sheets of a
 * collection and of a folder, their regions and answers read back with
 * pdftotext; --handout with a kind it does not know. Fixtures:
 * tests/data/collections (see its README). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run_hoshi.h"

static char dir[64];

static void make_dir(void)
{
  snprintf(dir, sizeof dir, "/tmp/hoshi-collections-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void)
{
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_assert_eq(system(cmd), 0);
}

TestSuite(collections, .init = make_dir, .fini = remove_dir);

static const char *data(const char *name)
{
  static char path[4][512];
  static int k;
  const char *root = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(root, "HOSHI_TEST_DATA (set by ctest)");
  k = (k + 1) % 4;
  snprintf(path[k], sizeof path[k], "%s/%s", root, name);
  return path[k];
}

static const char *in_dir(const char *name)
{
  static char path[4][256];
  static int k;
  k = (k + 1) % 4;
  snprintf(path[k], sizeof path[k], "%s/%s", dir, name);
  return path[k];
}

/* hoshi's standard output alone in out, its errors in the file err. */
static int run_split(const char *args, char *out, size_t n, const char *err)
{
  char cmd[4096];
  snprintf(cmd, sizeof cmd, "'%s' %s 2>'%s'", hoshi_binary(), args, err);
  return run_shell(cmd, out, n);
}

static void read_file(const char *path, char *out, size_t n)
{
  FILE *f = fopen(path, "r");
  cr_assert_not_null(f, "%s", path);
  out[fread(out, 1, n - 1, f)] = '\0';
  fclose(f);
}

/* --- --game N -------------------------------------------------------------------------- */

/* five.sgf: White wins games 1, 2, 4 and 5 by walls on the C and D lines;
 * game 3 has Black's wall on the F line:
 *   . . . . . X O . .
 *   ... every row alike: Black 45 points of territory, White 18. */
Test(collections, score_counts_the_game_asked_and_says_which_on_stderr)
{
  char out[65536], err[4096];
  char args[1024];
  snprintf(args, sizeof args, "--score '%s' --game 3 --json", data("collections/five.sgf"));
  cr_assert_eq(run_split(args, out, sizeof out, in_dir("err")), 0, "%s", out);
  read_file(in_dir("err"), err, sizeof err);
  cr_expect_eq(out[0], '{', "stdout is the JSON alone: %s", out);
  cr_expect_null(strstr(out, "holds"), "%s", out);
  cr_expect(strstr(out, "\"result\": \"B+"), "game 3 is Black's: %s", out);
  cr_expect_null(strstr(out, "\"result\": \"W+"), "%s", out);
  cr_expect(strstr(err, "five.sgf holds 5 games; this is game 3 (--game N for another)"), "%s",
            err);

  /* Without --game: the first game, said so. */
  snprintf(args, sizeof args, "--score '%s' --json", data("collections/five.sgf"));
  cr_assert_eq(run_split(args, out, sizeof out, in_dir("err")), 0, "%s", out);
  read_file(in_dir("err"), err, sizeof err);
  cr_expect(strstr(out, "\"result\": \"W+"), "game 1 is White's: %s", out);
  cr_expect(strstr(err, "holds 5 games; this is game 1"), "%s", err);
}

Test(collections, a_game_beyond_the_file_is_refused_with_its_count)
{
  char out[8192], args[1024];
  static const char *const commands[] = {"--score", "--print", "--export"};
  for (size_t i = 0; i < 3; i++) {
    snprintf(args, sizeof args, "%s '%s' --game 6 --out '%s'", commands[i],
             data("collections/five.sgf"), in_dir("x.pdf"));
    if (i < 2) /* --out goes with --export only */
      snprintf(args, sizeof args, "%s '%s' --game 6", commands[i], data("collections/five.sgf"));
    cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "%s: %s", commands[i], out);
    cr_expect(strstr(out, "--game 6") && strstr(out, "holds 5 games"), "%s: %s", commands[i], out);
  }
  snprintf(args, sizeof args, "--score '%s' --game 2", data("sgf/seki9.sgf"));
  cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "holds 1 game"), "%s", out);
  cr_expect_eq(run_hoshi("--game 2", out, sizeof out), 2, "--game without a command: %s", out);
  cr_expect(strstr(out, "--game goes with"), "%s", out);
  cr_expect_eq(run_hoshi("--score x.sgf --game 0", out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "--game 0"), "%s", out);
}

Test(collections, print_and_export_open_the_game_asked)
{
  char out[65536], args[1024];
  snprintf(args, sizeof args, "--print '%s' --game 3", data("collections/five.sgf"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "Black 3 (Black) against White 3 (White)"), "%s", out);
  cr_expect(strstr(out, "this is game 3"), "%s", out);
  snprintf(args, sizeof args, "--export '%s' --game 4 --out '%s'", data("collections/five.sgf"),
           in_dir("g4.pdf"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "this is game 4"), "%s", out);
  snprintf(args, sizeof args, "pdftotext '%s' -", in_dir("g4.pdf"));
  cr_assert_eq(run_shell(args, out, sizeof out), 0);
  cr_expect(strstr(out, "After move 20"), "the caption of a single diagram: %s", out);
}

/* --- --handout's kinds -------------------------------------------------------------------- */

Test(collections, an_unknown_handout_kind_is_an_error_naming_the_kinds)
{
  char out[8192], args[1024];
  snprintf(args, sizeof args, "--export '%s' --handout exercise --out '%s'",
           data("collections/five.sgf"), in_dir("h.pdf"));
  cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "hoshi: --handout: unknown kind 'exercise' (main, marked or exercises)"),
            "%s", out);
  /* A file after --handout is no kind (here without --export). */
  snprintf(args, sizeof args, "--handout '%s'", data("collections/five.sgf"));
  cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "go with --export") && !strstr(out, "unknown kind"), "%s", out);
  snprintf(args, sizeof args, "--export '%s' --handout --out '%s'", data("collections/five.sgf"),
           in_dir("m.pdf"));
  cr_expect_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  snprintf(args, sizeof args, "--out '%s' --export '%s' --handout", in_dir("m2.pdf"),
           data("collections/five.sgf"));
  cr_expect_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  snprintf(args, sizeof args, "--handout marked --export '%s' --out '%s'", data("sgf/seki9.sgf"),
           in_dir("k.pdf"));
  cr_expect_eq(run_hoshi(args, out, sizeof out), 1, "nothing marked: %s", out);
  cr_expect(strstr(out, "no node is marked"), "%s", out);
}

/* --- exercise sheets ------------------------------------------------------------------------ */

/* pdftotext's text of a page of path (0: all), one line an entry. */
static void page_text(const char *path, int page, char *out, size_t n)
{
  char cmd[1024];
  if (page)
    snprintf(cmd, sizeof cmd, "pdftotext -f %d -l %d '%s' -", page, page, path);
  else
    snprintf(cmd, sizeof cmd, "pdftotext '%s' -", path);
  cr_assert_eq(run_shell(cmd, out, n), 0, "%s", cmd);
}

/* Whether a line of text is exactly word (a coordinate, say). */
static bool has_line(const char *text, const char *word)
{
  size_t n = strlen(word);
  for (const char *s = text; (s = strstr(s, word)); s++)
    if ((s == text || s[-1] == '\n') && (s[n] == '\n' || s[n] == '\0'))
      return true;
  return false;
}

/* problems.sgf: game 1 a corner problem, its stones (X black, O white)
 *   . . . . . . . .      row 19
 *   . . . . . . . .      row 18   answers: F18 G18 F16, or F16 F18 G18
 *   . . X X X O . .      row 17
 *   . . O O O . . .      row 16   wrong: C15
 * game 2 a handicap game (no problem), game 3 a side problem. */
Test(collections, a_collection_makes_one_sheet_of_every_problem)
{
  char out[65536], args[1024];
  snprintf(args, sizeof args, "--export '%s' --handout exercises --out '%s'",
           data("collections/problems.sgf"), in_dir("s.pdf"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cr_expect_null(strstr(out, "holds"), "a sheet of every game needs no note: %s", out);
  page_text(in_dir("s.pdf"), 1, out, sizeof out);
  cr_expect(strstr(out, "Problem 1: Black to play (Corner)"), "%s", out);
  cr_expect(strstr(out, "Problem 2: Black to play (Side)"), "%s", out);
  cr_expect_null(strstr(out, "Problem 3"), "the handicap game is no problem: %s", out);
  /* The corner problem: columns A to J, rows 19 to 14 (its stones and
   * answers grown by two lines, to the edges near them). */
  cr_expect(has_line(out, "J") && has_line(out, "14") && has_line(out, "A"), "%s", out);
  cr_expect(!has_line(out, "K") && !has_line(out, "13") && !has_line(out, "M"), "%s", out);
  /* The side problem: columns O to T, rows 6 to 1. */
  cr_expect(has_line(out, "O") && has_line(out, "T") && has_line(out, "6") && has_line(out, "1"),
            "%s", out);
  cr_expect(!has_line(out, "7") && !has_line(out, "N"), "%s", out);
  page_text(in_dir("s.pdf"), 2, out, sizeof out);
  cr_expect(strstr(out, "Answers"), "%s", out);
  cr_expect(strstr(out, "Problem 1: answer 1 of 2"), "%s", out);
  cr_expect(strstr(out, "Problem 1: answer 2 of 2"), "%s", out);
  cr_expect(strstr(out, "Problem 2: answer"), "%s", out);
  cr_expect(strstr(out, "1: Black captures") && strstr(out, "3: Correct."), "%s", out);
  cr_expect(strstr(out, "1: Blanc prend"), "%s", out);
  cr_expect_null(strstr(out, "RIGHT"), "%s", out);
  cr_expect_null(strstr(out, "CHOICE"), "%s", out);
  cr_expect_null(strstr(out, "Wrong"), "a wrong line is no answer: %s", out);

  /* --game 3: that game's problem alone. */
  snprintf(args, sizeof args, "--export '%s' --game 3 --handout exercises --out '%s'",
           data("collections/problems.sgf"), in_dir("3.pdf"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  page_text(in_dir("3.pdf"), 0, out, sizeof out);
  cr_expect(strstr(out, "Problem 1: Black to play (Side)"), "%s", out);
  cr_expect_null(strstr(out, "Corner"), "%s", out);
}

Test(collections, a_folder_makes_one_sheet_in_name_order)
{
  char out[65536], args[1024];
  snprintf(args, sizeof args, "--export '%s' --handout exercises --out '%s'", data("problems"),
           in_dir("f.pdf"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  page_text(in_dir("f.pdf"), 0, out, sizeof out);
  const char *a = strstr(out, "Problem 1: Black to play (Capture)"),
             *b = strstr(out, "Problem 2: Black to play (Ladder)"),
             *c = strstr(out, "Problem 3: Black to play (Block)");
  cr_expect(a && b && c, "%s", out);
  cr_expect(strstr(out, "Answers"), "%s", out);

  /* A folder without a problem: said, nothing written. */
  char cmd[1024];
  snprintf(cmd, sizeof cmd, "mkdir '%s' && cp '%s' '%s' '%s/'", in_dir("games"),
           data("collections/five.sgf"), data("sgf/seki9.sgf"), in_dir("games"));
  cr_assert_eq(system(cmd), 0);
  snprintf(args, sizeof args, "--export '%s' --handout exercises --out '%s'", in_dir("games"),
           in_dir("none.pdf"));
  cr_expect_eq(run_hoshi(args, out, sizeof out), 1, "%s", out);
  cr_expect(strstr(out, "no problem in its 2 records"), "%s", out);
  /* A folder is for an exercise sheet only. */
  snprintf(args, sizeof args, "--export '%s' --handout marked --out '%s'", in_dir("games"),
           in_dir("none.pdf"));
  cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "a folder makes an exercise sheet"), "%s", out);
  snprintf(cmd, sizeof cmd, "test ! -e '%s'", in_dir("none.pdf"));
  cr_expect_eq(system(cmd), 0, "nothing written");
}

/* --- the course on paper (issue 44) -------------------------------------------------------- */

/* Every set of the sample course (tests/data/course-sample, laid out as
 * assets/course), in both languages, makes an exercise sheet whose last
 * page is its answers, in the set's language and the interface's. */
Test(collections, every_set_of_the_course_prints_with_its_answers_in_both_languages)
{
  static const struct {
    const char *lang, *env, *title, *problem, *answers;
  } langs[] = {
      {"en", "LANGUAGE=", "Capture one stone", "Problem 1: Black to play", "Answers"},
      {"fr", "LC_ALL=fr_FR.UTF-8 LANGUAGE=fr", "Prendre une pierre", "Problème 1 : Noir joue",
       "Solutions"},
  };
  static const char *const sets[] = {"01-capture.sgf", "02-escape.sgf"};
  for (size_t l = 0; l < 2; l++)
    for (size_t s = 0; s < 2; s++) {
      char name[64], cmd[2048], out[65536];
      snprintf(name, sizeof name, "course-%s-%zu.pdf", langs[l].lang, s);
      snprintf(cmd, sizeof cmd,
               "%s '%s' --export '%s/course-sample/%s/%s' --handout exercises "
               "--out '%s' 2>&1",
               langs[l].env, hoshi_binary(), getenv("HOSHI_TEST_DATA"), langs[l].lang, sets[s],
               in_dir(name));
      cr_assert_eq(run_shell(cmd, out, sizeof out), 0, "%s: %s", cmd, out);
      page_text(in_dir(name), 1, out, sizeof out);
      cr_expect(strstr(out, langs[l].problem), "%s: %s", name, out);
      cr_expect(s > 0 || strstr(out, langs[l].title), "the set's title (EV): %s", out);
      page_text(in_dir(name), 2, out, sizeof out);
      cr_expect(strstr(out, langs[l].answers), "%s: the answers page: %s", name, out);
      cr_expect_null(strstr(out, "RIGHT"), "%s", out);
    }
}
