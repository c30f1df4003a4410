/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Game records through GTP: loadsgf FILE [MOVE_NUMBER | VERTEX] as GNU Go
 * reads it (size, komi, handicap and rules from the file; the main line up
 * to the position before a move, or to its end; the answer is the colour to
 * move), printsgf [FILE], and what hoshi-rules, komi, play and undo do to a
 * loaded game. Mostly in-process through gtp_server_handle; the real
 * executable for `hoshi FILE.sgf` and for loadsgf over pipes; and GNU Go
 * (/usr/games/gnugo) as an independent reading of the same files.
 *
 * The fixtures are in tests/data/sgf (HOSHI_TEST_DATA): small games written
 * for these tests, and in sgf/real five game records copied from GNU Go's and
 * Fuego's regression suites (see sgf/real/README.md for origin and licence).
 * When tests/data/games holds the larger collection of real records, every
 * one of them is compared with GNU Go as well; without it that test is
 * skipped.
 *
 * Vertices: columns A-J without I from the left, rows counted from the
 * bottom; list_stones lists them row by row from the top. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hoshi/gtp.h"
#include "hoshi/sgf.h"
#include "files.h"

#ifndef GNUGO_PATH
#define GNUGO_PATH "/usr/games/gnugo"
#endif
#define TIMEOUT_MS 30000

static gtp_server server;
static char *response; /* the last full response ("= ...\n\n") */

static void setup(void) { cr_assert(gtp_server_init(&server, 19, rules_find("japanese"))); }
static void teardown(void)
{
  gtp_server_deinit(&server);
  free(response);
  response = NULL;
}
TestSuite(loadsgf, .init = setup, .fini = teardown);
TestSuite(printsgf, .init = setup, .fini = teardown);
TestSuite(hoshi_binary);
TestSuite(gnugo_reading);

/* --- helpers --------------------------------------------------------------------- */

static const char *data_dir(void)
{
  const char *d = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(d, "HOSHI_TEST_DATA names tests/data (set by ctest)");
  return d;
}

/* The path of a fixture in tests/data/sgf. */
static const char *fixture(const char *name)
{
  static char paths[4][1024];
  static int turn;
  char *p = paths[turn++ % 4];
  snprintf(p, sizeof paths[0], "%s/sgf/%s", data_dir(), name);
  return p;
}

/* Sends a command to the in-process server; returns the whole response. */
static const char *ask(const char *fmt, ...)
{
  char line[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  free(response);
  response = gtp_server_handle(&server, line);
  cr_assert_not_null(response, "no response to '%s'", line);
  return response;
}

/* Sends a command that must succeed; returns its text (without "= "). */
static const char *ok(const char *fmt, ...)
{
  char line[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  const char *r = ask("%s", line);
  cr_assert(r[0] == '=', "'%s' failed: %s", line, r);
  size_t n = strlen(response);
  while (n > 0 && response[n - 1] == '\n')
    response[--n] = '\0';
  return response + 2;
}

#define EXPECT_OK(want, ...) cr_expect_str_eq(ok(__VA_ARGS__), want)

/* The stones and prisoners as GTP shows them, in one line. */
static const char *position(void)
{
  static char text[4096];
  char black[1800], white[1800];
  snprintf(black, sizeof black, "%s", ok("list_stones black"));
  snprintf(white, sizeof white, "%s", ok("list_stones white"));
  int cb = atoi(ok("captures black")), cw = atoi(ok("captures white"));
  snprintf(text, sizeof text, "black [%s] white [%s] captures %d %d", black, white, cb, cw);
  return text;
}

static char *read_file(const char *path)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *text = NULL;
  size_t len = 0, cap = 0;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
    if (len + n + 1 > cap) {
      cap = (len + n + 1) * 2;
      char *t = realloc(text, cap);
      cr_assert_not_null(t);
      text = t;
    }
    memcpy(text + len, buf, n);
    len += n;
  }
  fclose(f);
  if (!text)
    text = calloc(1, 1);
  else
    text[len] = '\0';
  return text;
}

/* A temporary file name (the file is made empty). */
static void temp_path(char *path, size_t n, const char *suffix)
{
  snprintf(path, n, "/tmp/hoshi-gtp-sgf-XXXXXX");
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  close(fd);
  unlink(path);
  strncat(path, suffix, n - strlen(path) - 1);
}

/* --- loadsgf: how far, and what it answers ------------------------------------------- */

/* short9.sgf, 9x9, Chinese rules, komi 5.5:
 *   1 B E5   2 W A9   3 B B9   4 W G3   5 B A8 (takes A9)   6 W C7   7 B G7
 *   8 W pass (W[])   9 B pass (B[tt]) */
Test(loadsgf, to_the_end)
{
  EXPECT_OK("white", "loadsgf %s", fixture("short9.sgf"));
  EXPECT_OK("9", "query_boardsize");
  EXPECT_OK("5.5", "get_komi");
  EXPECT_OK("chinese", "hoshi-rules");
  cr_expect_str_eq(position(), "black [B9 A8 G7 E5] white [C7 G3] captures 1 0");
  const char *shown = ok("showboard");
  cr_expect(strstr(shown, "Move 9, White to play; prisoners: Black 1, White 0"), "%s", shown);
  cr_expect(strstr(shown, "Rules: Chinese"), "%s", shown);
}

Test(loadsgf, stops_before_move_number)
{
  EXPECT_OK("black", "loadsgf %s 1", fixture("short9.sgf"));
  EXPECT_OK("9", "query_boardsize");
  cr_expect_str_eq(position(), "black [] white [] captures 0 0", "before move 1: the start");
  EXPECT_OK("white", "loadsgf %s 2", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [E5] white [] captures 0 0");
  EXPECT_OK("black", "loadsgf %s 5", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [B9 E5] white [A9 G3] captures 0 0");
  EXPECT_OK("white", "loadsgf %s 6", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [B9 A8 E5] white [G3] captures 1 0", "after the capture");
  EXPECT_OK("black", "loadsgf %s 9", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [B9 A8 G7 E5] white [C7 G3] captures 1 0");
  cr_expect(strstr(ok("showboard"), "Move 8, Black to play"), "before the last pass");
  /* Past the end: the whole game. */
  EXPECT_OK("white", "loadsgf %s 10", fixture("short9.sgf"));
  cr_expect(strstr(ok("showboard"), "Move 9, White to play"));
  EXPECT_OK("white", "loadsgf %s 1000", fixture("short9.sgf"));
  cr_expect(strstr(ok("showboard"), "Move 9, White to play"));
}

Test(loadsgf, stops_before_the_first_move_at_a_vertex)
{
  EXPECT_OK("black", "loadsgf %s B9", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [E5] white [A9] captures 0 0", "before move 3");
  EXPECT_OK("black", "loadsgf %s a8", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [B9 E5] white [A9 G3] captures 0 0", "before move 5");
  EXPECT_OK("black", "loadsgf %s E5", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [] white [] captures 0 0", "before move 1");
  EXPECT_OK("black", "loadsgf %s G7", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [B9 A8 E5] white [C7 G3] captures 1 0", "before move 7");
  /* A vertex never played: the whole game. So for a vertex off the file's
   * board (GNU Go stops before the first pass there instead: its
   * string_to_location gives NO_MOVE, which equals its PASS_MOVE). */
  EXPECT_OK("white", "loadsgf %s J1", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [B9 A8 G7 E5] white [C7 G3] captures 1 0");
  EXPECT_OK("white", "loadsgf %s Q16", fixture("short9.sgf"));
  cr_expect_str_eq(position(), "black [B9 A8 G7 E5] white [C7 G3] captures 1 0");
  EXPECT_OK("white", "loadsgf %s A10", fixture("short9.sgf"));
  EXPECT_OK("white", "loadsgf %s K5", fixture("short9.sgf"));
  cr_expect(strstr(ok("showboard"), "Move 9, White to play"), "%s", response);
  /* The vertex is read on the file's board, not on the board before. */
  EXPECT_OK("", "boardsize 19");
  EXPECT_OK("black", "loadsgf %s D4", fixture("nokomi13.sgf"));
  EXPECT_OK("13", "query_boardsize");
  cr_expect_str_eq(position(), "black [D10] white [K4] captures 0 0", "before move 3 (D4 = dj)");
}

/* "pass" as the VERTEX of loadsgf stops before the first pass of the main
 * line, as GNU Go does ("before the first move at VERTEX").
 *   the record: 1 B E5  2 W pass  3 B C7  4 W G3 */
Test(loadsgf, stops_before_the_first_pass)
{
  char path[256];
  temp_path(path, sizeof path, ".sgf");
  write_file(path, "(;GM[1]FF[4]SZ[9];B[ee];W[];B[cc];W[gg])");
  const char *colour = ask("loadsgf %s pass", path);
  cr_expect_str_eq(colour, "= white\n\n", "loadsgf FILE pass loads to the end (answer %s)", colour);
  cr_expect_str_eq(position(), "black [E5] white [] captures 0 0");
  unlink(path);
}

/* J89 art. 12 is said only of a real repetition (issue 33). The records,
 * 7x7, Black to move (tests/test_rules.c, `repetition`, draws the board):
 * black A6 joins A7 and leaves both without liberty, an illegal two-stone
 * suicide kept as it fell; then a ko in the lower right taken back and
 * forth with passes between, whose first real repetition is move 9 (the
 * position move 3 left). */
#define SUICIDE_J89                                                                                \
  "(;GM[1]FF[4]SZ[7]RU[Japanese]KM[6.5]PL[B]AB[aa][ee][df][eg]AW[ba][bb][ac][fe][ef][gf][fg]"      \
  ";B[ab]"
static const char *const suicide_only = SUICIDE_J89 ";W[dd])";
static const char *const suicide_then_ko =
    SUICIDE_J89 ";W[];B[ff];W[];B[];W[ef];B[];W[];B[ff];W[];B[];W[ef];B[ff])";

/* hoshi-repetition names the first move that recreates a position left by
 * a legal move: none after the illegal suicide (move 1) nor after White's
 * retake at move 6, which recreates only what the suicide left; move 9
 * from there on. */
Test(loadsgf, hoshi_repetition_ignores_an_illegal_suicide)
{
  char path[256];
  temp_path(path, sizeof path, ".sgf");
  write_file(path, suicide_only);
  EXPECT_OK("black", "loadsgf %s", path);
  EXPECT_OK("0", "hoshi-repetition");
  write_file(path, suicide_then_ko);
  EXPECT_OK("black", "loadsgf %s 7", path); /* after move 6 */
  EXPECT_OK("0", "hoshi-repetition");
  EXPECT_OK("white", "loadsgf %s 10", path); /* after move 9 */
  EXPECT_OK("9", "hoshi-repetition");
  EXPECT_OK("white", "loadsgf %s", path);
  EXPECT_OK("9", "hoshi-repetition");
  unlink(path);
}

Test(loadsgf, follows_the_main_line)
{
  /* variations.sgf: B E5, then (W C7 B G3 W C3) or (W G7 B C3). */
  EXPECT_OK("black", "loadsgf %s", fixture("variations.sgf"));
  cr_expect_str_eq(position(), "black [E5 G3] white [C7 C3] captures 0 0");
  EXPECT_OK("black", "loadsgf %s 3", fixture("variations.sgf"));
  cr_expect_str_eq(position(), "black [E5] white [C7] captures 0 0");
  EXPECT_OK("black", "loadsgf %s G7", fixture("variations.sgf"));
  cr_expect_str_eq(position(), "black [E5 G3] white [C7 C3] captures 0 0",
                   "G7 is only in a variation");
}

Test(loadsgf, sets_size_komi_handicap_and_rules)
{
  EXPECT_OK("", "komi 3.5");
  EXPECT_OK("black", "loadsgf %s", fixture("handicap9.sgf"));
  EXPECT_OK("9", "query_boardsize");
  EXPECT_OK("0.5", "get_komi");
  EXPECT_OK("japanese", "hoshi-rules");
  cr_expect(strstr(ok("showboard"), "handicap 2"), "%s", response);
  cr_expect_str_eq(position(), "black [C7 G7 G3] white [E5 C3] captures 0 0");

  /* A file without KM keeps the komi set before. */
  EXPECT_OK("", "komi 3.5");
  EXPECT_OK("white", "loadsgf %s", fixture("nokomi13.sgf"));
  EXPECT_OK("13", "query_boardsize");
  EXPECT_OK("3.5", "get_komi");
  EXPECT_OK("japanese", "hoshi-rules");
  cr_expect(strstr(ok("showboard"), "handicap 0"), "%s", response);
  cr_expect_str_eq(position(), "black [D10 D4] white [K4] captures 0 0");

  /* The file's rules replace the ones before. */
  EXPECT_OK("", "hoshi-rules aga");
  EXPECT_OK("white", "loadsgf %s", fixture("short9.sgf"));
  EXPECT_OK("chinese", "hoshi-rules");
  EXPECT_OK("5.5", "get_komi");
}

Test(loadsgf, file_without_known_rules_keeps_the_rules_before)
{
  char path[256];
  temp_path(path, sizeof path, ".sgf");
  EXPECT_OK("", "hoshi-rules aga");
  write_file(path, "(;GM[1]FF[4]SZ[9]KM[7.5];B[ee])");
  EXPECT_OK("white", "loadsgf %s", path);
  cr_expect_str_eq(ok("hoshi-rules"), "aga", "no RU: the rules set before");
  EXPECT_OK("7.5", "get_komi");
  write_file(path, "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Klingon];B[ee])");
  EXPECT_OK("", "hoshi-rules nz");
  EXPECT_OK("white", "loadsgf %s", path);
  cr_expect_str_eq(ok("hoshi-rules"), "nz", "an unknown RU: the rules set before");
  write_file(path, "(;GM[1]FF[4]SZ[9]KM[7.5]RU[tromp taylor];B[ee])");
  EXPECT_OK("white", "loadsgf %s", path);
  EXPECT_OK("tromp-taylor", "hoshi-rules");
  unlink(path);
}

/* In a handicap game (HA[2] AB[..], no PL, White's move first) the position
 * before move 1 has White to move, as the record says; GNU Go answers
 * "white" too. */
Test(loadsgf, handicap_game_before_move_1_is_white_to_move)
{
  const char *colour = ask("loadsgf %s 1", fixture("handicap9.sgf"));
  cr_expect_str_eq(colour, "= white\n\n", "before White's first move the answer is %s", colour);
  cr_expect_str_eq(position(), "black [C7 G3] white [] captures 0 0");
  cr_expect(strstr(ok("showboard"), "White to play"), "%s", response);
}

/* loadsgf FILE N stops just before move N: setup nodes between move N-1
 * and move N are applied, so handicap stones in a node of their own after
 * the root (as some servers write them) are there before move 1, as in
 * GNU Go.
 *   handicap9_node.sgf: root; AB[cc][gg]; W E5; B G7; W C3
 *   setup_between.sgf:  B E5; AW[cc][gc]AB[cg]; W G3; B E7 */
Test(loadsgf, setup_before_move_n_is_applied)
{
  ask("loadsgf %s 1", fixture("handicap9_node.sgf"));
  cr_expect_str_eq(position(), "black [C7 G3] white [] captures 0 0",
                   "the handicap stones are missing before move 1");
  ask("loadsgf %s 2", fixture("setup_between.sgf"));
  cr_expect_str_eq(position(), "black [E5 C3] white [C7 G7] captures 0 0",
                   "the setup after move 1 is missing before move 2");
  /* The same files to the end are fine. */
  EXPECT_OK("black", "loadsgf %s", fixture("handicap9_node.sgf"));
  cr_expect_str_eq(position(), "black [C7 G7 G3] white [E5 C3] captures 0 0");
  EXPECT_OK("white", "loadsgf %s", fixture("setup_between.sgf"));
  cr_expect_str_eq(position(), "black [E7 E5 C3] white [C7 G7 G3] captures 0 0");
}

Test(loadsgf, illegal_moves_in_the_record_are_kept)
{
  /* illegal9.sgf (Japanese): 1 B takes a ko, 2 W retakes at once (ko),
   * 3 B H2, 4 W A9 suicide of two stones, 5 B zz (off the board),
   * 6 W C7, 7 B pass. */
  EXPECT_OK("white", "loadsgf %s", fixture("illegal9.sgf"));
  cr_expect_str_eq(position(), "black [C9 A8 B8 E6 D5 E4 H2] white [C7 F6 E5 G5 F4] captures 3 1");
  cr_expect(strstr(ok("showboard"), "Move 7"), "%s", response);
  EXPECT_OK("black", "loadsgf %s 5", fixture("illegal9.sgf"));
  cr_expect_str_eq(position(), "black [C9 A8 B8 E6 D5 E4 H2] white [F6 E5 G5 F4] captures 3 1");
}

/* --- loadsgf: errors -------------------------------------------------------------------- */

Test(loadsgf, missing_and_malformed_files)
{
  EXPECT_OK("black", "loadsgf %s 5", fixture("short9.sgf"));
  char *before = strdup(position());

  const char *r = ask("loadsgf /nonexistent/game.sgf");
  cr_expect_str_eq(r, "? cannot load file: cannot open /nonexistent/game.sgf: No such file or "
                      "directory\n\n");
  cr_expect_str_eq(position(), before, "a failed loadsgf keeps the game");

  /* malformed.sgf: "(" then "  B[ee]..." on line 2: no node. */
  r = ask("loadsgf %s", fixture("malformed.sgf"));
  char want[1200];
  snprintf(want, sizeof want,
           "? cannot load file: %s:2:3: a game tree must start with a node (';' expected, 'B' "
           "found)\n\n",
           fixture("malformed.sgf"));
  cr_expect_str_eq(r, want);
  cr_expect_str_eq(position(), before);
  EXPECT_OK("9", "query_boardsize");

  /* Not a game at all, and games Hoshi cannot open. */
  char path[256];
  temp_path(path, sizeof path, ".sgf");
  const struct {
    const char *text, *why;
  } cases[] = {
      {"just some words\n", ":1:1: no game found: SGF text starts with '(;'"},
      {"(;GM[1]SZ[19:13])", ": rectangular boards are not supported"},
      {"(;GM[1]SZ[30])", ": Hoshi plays on boards of 5 to 25 lines"},
      {"(;GM[3]SZ[8])", ": this is not a game of Go (GM is not 1)"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    write_file(path, cases[i].text);
    snprintf(want, sizeof want, "? cannot load file: %s%s\n\n", path, cases[i].why);
    cr_expect_str_eq(ask("loadsgf %s", path), want);
    cr_expect_str_eq(position(), before);
  }
  unlink(path);

  cr_expect_str_eq(ask("loadsgf"), "? syntax error: loadsgf needs 1 argument\n\n");
  cr_expect_eq(ask("loadsgf %s 0", fixture("short9.sgf"))[0], '?');
  cr_expect_eq(ask("loadsgf %s Z99", fixture("short9.sgf"))[0], '?');
  cr_expect_str_eq(position(), before);
  free(before);
}

Test(loadsgf, broken_file_loads_what_was_read)
{
  /* broken.sgf: B E5, W C7, B G3, then ";W[c" and the end of the file. */
  EXPECT_OK("white", "loadsgf %s", fixture("broken.sgf"));
  cr_expect_str_eq(position(), "black [E5 G3] white [C7] captures 0 0");
  EXPECT_OK("6.5", "get_komi");
  EXPECT_OK("black", "loadsgf %s 3", fixture("broken.sgf"));
  cr_expect_str_eq(position(), "black [E5] white [C7] captures 0 0");
  /* The note says where the file breaks off. */
  const game *g = &server.game;
  bool found = false;
  for (size_t i = 0; i < g->n_notes; i++)
    found |= g->notes[i].line == 3 && g->notes[i].col == 9;
  cr_expect(found, "a note at 3:9, where the value of W opens");
}

/* --- a loaded game, judged differently --------------------------------------------------- */

Test(loadsgf, rules_and_komi_keep_the_loaded_game)
{
  EXPECT_OK("white", "loadsgf %s", fixture("short9.sgf"));
  char *loaded = strdup(position());
  EXPECT_OK("", "hoshi-rules japanese");
  EXPECT_OK("japanese", "hoshi-rules");
  cr_expect_str_eq(position(), loaded);
  const char *shown = ok("showboard");
  cr_expect(strstr(shown, "Rules: Japanese"), "%s", shown);
  cr_expect(strstr(shown, "Move 9, White to play"), "%s", shown);
  EXPECT_OK("", "komi 0.5");
  EXPECT_OK("0.5", "get_komi");
  cr_expect_str_eq(position(), loaded);
  cr_expect(strstr(ok("showboard"), "Move 9, White to play"), "%s", response);
  /* The record says so too, and still holds every move. */
  const char *sgf = ok("printsgf");
  cr_expect(strstr(sgf, "RU[Japanese]"), "%s", sgf);
  cr_expect(strstr(sgf, "KM[0.5]"), "%s", sgf);
  cr_expect(strstr(sgf, "B[ab]"), "%s", sgf);
  /* Navigation still works on the kept tree. */
  EXPECT_OK("", "gg-undo 4");
  cr_expect_str_eq(position(), "black [B9 A8 E5] white [G3] captures 1 0");
  free(loaded);
}

/* --- printsgf ------------------------------------------------------------------------------ */

/* Parses the SGF text of a printsgf answer. */
static sgf_collection *parse_answer(const char *text)
{
  hoshi_error err;
  sgf_collection *c = sgf_parse(text, strlen(text), &err);
  cr_assert_not_null(c);
  cr_expect_str_empty(err.message, "printsgf's answer does not parse: %d:%d: %s", err.line, err.col,
                      err.message);
  cr_assert_geq(c->n_games, 1);
  return c;
}

Test(printsgf, answer_parses_back_to_the_game)
{
  const char *names[] = {"short9.sgf", "variations.sgf", "handicap9.sgf", "illegal9.sgf",
                         "real/incident237.sgf"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    ok("loadsgf %s", fixture(names[i]));
    sgf_collection *c = parse_answer(ok("printsgf"));
    const sgf_node *where = NULL;
    cr_expect(sgf_equal(server.game.root, c->games[0], &where),
              "%s: printsgf differs from the game at line %d", names[i],
              where && where->props ? where->props->line : 0);
    sgf_free(c);
    /* "-" is the same as no file. */
    c = parse_answer(ok("printsgf -"));
    cr_expect(sgf_equal(server.game.root, c->games[0], NULL));
    sgf_free(c);
  }
  /* A game played over GTP. */
  ok("boardsize 9");
  ok("clear_board");
  ok("komi 7");
  ok("play b e5");
  ok("play w c3");
  ok("play b pass");
  sgf_collection *c = parse_answer(ok("printsgf"));
  cr_expect(sgf_equal(server.game.root, c->games[0], NULL));
  const sgf_node *root = c->games[0];
  cr_expect_str_eq(sgf_get(root, "SZ"), "9");
  cr_expect_str_eq(sgf_get(root, "KM"), "7");
  cr_expect_str_eq(sgf_get(root, "RU"), "Japanese");
  cr_expect_str_eq(sgf_get(root->children, "B"), "ee");
  cr_expect_str_eq(sgf_get(root->children->children, "W"), "cg");
  cr_expect_str_eq(sgf_get(root->children->children->children, "B"), "");
  sgf_free(c);
}

/* A GTP answer cannot hold a blank line (it would end the response), so a
 * comment holding an empty line (paragraphs) comes back with the blank line
 * squeezed out of a printsgf answer, as docs/engines.md says; printsgf FILE
 * keeps it exactly. */
Test(printsgf, comment_with_an_empty_line)
{
  char path[256];
  temp_path(path, sizeof path, ".sgf");
  write_file(path, "(;GM[1]FF[4]SZ[9]C[first paragraph\n\nsecond paragraph];B[ee])");
  ok("loadsgf %s", path);
  sgf_collection *c = parse_answer(ok("printsgf"));
  cr_expect_str_eq(sgf_get(c->games[0], "C"), "first paragraph\nsecond paragraph");
  sgf_free(c);
  ok("printsgf %s", path);
  sgf_collection *back = sgf_load_file(path, NULL);
  cr_assert_not_null(back);
  cr_expect_str_eq(sgf_get(back->games[0], "C"), "first paragraph\n\nsecond paragraph");
  sgf_free(back);
  unlink(path);
}

Test(printsgf, file_loads_back_to_the_same_position)
{
  const char *names[] = {"short9.sgf", "handicap9.sgf", "illegal9.sgf", "broken.sgf",
                         "real/nngs_gnugo-3.1.20-setenza-200201172131.sgf"};
  char path[256];
  temp_path(path, sizeof path, ".sgf");
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    char *colour = strdup(ok("loadsgf %s", fixture(names[i])));
    char *where = strdup(position());
    char komi[32];
    snprintf(komi, sizeof komi, "%s", ok("get_komi"));
    EXPECT_OK("", "printsgf %s", path);
    /* From another state entirely. */
    ok("boardsize 7");
    ok("komi 1");
    ok("hoshi-rules aga");
    cr_expect_str_eq(ok("loadsgf %s", path), colour, "%s", names[i]);
    cr_expect_str_eq(position(), where, "%s", names[i]);
    cr_expect_str_eq(ok("get_komi"), komi, "%s", names[i]);
    /* And the file is the game's tree. */
    sgf_collection *c = sgf_load_file(path, NULL);
    cr_assert_not_null(c);
    cr_expect(sgf_equal(server.game.root, c->games[0], NULL), "%s", names[i]);
    sgf_free(c);
    free(colour);
    free(where);
  }
  cr_expect_eq(ask("printsgf /nonexistent/dir/out.sgf")[0], '?');
  unlink(path);
}

Test(printsgf, play_and_undo_after_loadsgf)
{
  /* Before move 5 of short9: Black plays the recorded move A8 (the existing
   * node is reused), then undo takes it back. */
  EXPECT_OK("black", "loadsgf %s 5", fixture("short9.sgf"));
  EXPECT_OK("", "play black A8");
  cr_expect_str_eq(position(), "black [B9 A8 E5] white [G3] captures 1 0");
  EXPECT_OK("", "undo");
  cr_expect_str_eq(position(), "black [B9 E5] white [A9 G3] captures 0 0");
  EXPECT_OK("", "undo");
  cr_expect_str_eq(position(), "black [B9 E5] white [A9] captures 0 0");
  cr_expect(strstr(ok("showboard"), "Move 3, White to play"), "%s", response);
  EXPECT_OK("", "play white D4");
  EXPECT_OK("", "play black F4");
  cr_expect_str_eq(position(), "black [B9 E5 F4] white [A9 D4] captures 0 0");
  cr_expect_eq(ask("play black F4")[0], '?', "occupied");

  /* At the end: a new move, then undo, gives the file's game back. */
  EXPECT_OK("white", "loadsgf %s", fixture("short9.sgf"));
  EXPECT_OK("", "play white C3");
  cr_expect_str_eq(position(), "black [B9 A8 G7 E5] white [C7 C3 G3] captures 1 0");
  EXPECT_OK("", "undo");
  cr_expect_str_eq(position(), "black [B9 A8 G7 E5] white [C7 G3] captures 1 0");
  sgf_collection *file = sgf_load_file(fixture("short9.sgf"), NULL);
  cr_assert_not_null(file);
  sgf_collection *now = parse_answer(ok("printsgf"));
  cr_expect(sgf_equal(file->games[0], now->games[0], NULL), "the record is the file's again");
  sgf_free(now);
  sgf_free(file);
  /* Undo takes back the record's own last moves too (the two passes). */
  EXPECT_OK("", "undo");
  EXPECT_OK("", "undo");
  cr_expect(strstr(ok("showboard"), "Move 7, White to play"), "%s", response);
  now = parse_answer(ok("printsgf"));
  cr_expect_eq(sgf_count_nodes(now->games[0]), 8, "root and seven moves");
  sgf_free(now);

  EXPECT_OK("black", "loadsgf %s 1", fixture("short9.sgf"));
  cr_expect_str_eq(ask("undo"), "? cannot undo\n\n");
}

/* --- the real executable ------------------------------------------------------------------ */

static const char *binary(void)
{
  const char *b = getenv("HOSHI_BINARY");
  cr_assert_not_null(b, "HOSHI_BINARY names the hoshi executable (set by ctest)");
  return b;
}

/* Runs `hoshi --print ARG` and returns its exit status; stdout and stderr into files. */
static int run_hoshi(const char *arg, char **out, char **err)
{
  char out_path[256], err_path[256], cmd[2048];
  temp_path(out_path, sizeof out_path, ".out");
  temp_path(err_path, sizeof err_path, ".err");
  snprintf(cmd, sizeof cmd, "'%s' --print '%s' </dev/null >'%s' 2>'%s'", binary(), arg, out_path,
           err_path);
  int status = system(cmd);
  *out = read_file(out_path);
  *err = read_file(err_path);
  unlink(out_path);
  unlink(err_path);
  cr_assert(*out && *err);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

Test(hoshi_binary, opens_a_game_record)
{
  char *out, *err;
  const char *file = fixture("short9.sgf");
  int status = run_hoshi(file, &out, &err);
  cr_expect_eq(status, 0, "stderr: %s", err);
  char first[1200];
  snprintf(first, sizeof first, "%s: Ann (Black) against Bob (White), 9x9, 9 moves, result W+R\n",
           file);
  cr_expect(strncmp(out, first, strlen(first)) == 0, "%s", out);
  const char *rows[] = {" 9  . X . . . . . . .  9\n",
                        " 8  X . . . . . . . .  8\n",
                        " 7  . . O . . . X . .  7\n",
                        " 5  . . . . X . . . .  5\n",
                        " 3  . . + . . . O . .  3\n",
                        "Rules: Chinese (positional superko), komi 5.5, handicap 0\n",
                        "Move 9, White to play; prisoners: Black 1, White 0\n"};
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
    cr_expect(strstr(out, rows[i]), "no line '%s' in:\n%s", rows[i], out);
  free(out);
  free(err);

  /* A record that breaks off opens as far as it goes. */
  status = run_hoshi(fixture("broken.sgf"), &out, &err);
  cr_expect_eq(status, 0);
  cr_expect(strstr(out, "9x9, 3 moves"), "%s", out);
  cr_expect(strstr(err, ":3:9:"), "the note says where: %s", err);
  free(out);
  free(err);
}

/* Issue 25: --print takes its argument as a path: a name with spaces and
 * '#' (which a GTP line would cut) opens that file, not another. */
Test(hoshi_binary, a_name_with_spaces_and_a_hash_is_a_path)
{
  char dir[] = "/tmp/hoshi print #XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[300], decoy[300];
  snprintf(path, sizeof path, "%s/a 3 #x.sgf", dir);
  snprintf(decoy, sizeof decoy, "%s/a", dir);
  write_file(path, "(;GM[1]FF[4]SZ[9]PB[Ann];B[ee])");
  /* what "loadsgf a 3 #x.sgf" would have read */
  write_file(decoy, "(;GM[1]FF[4]SZ[13]PB[Decoy])");
  char *out, *err;
  cr_expect_eq(run_hoshi(path, &out, &err), 0, "%s", err);
  cr_expect(strstr(out, "Ann (Black)") && strstr(out, "9x9, 1 move"), "%s", out);
  free(out);
  free(err);
  unlink(path);
  unlink(decoy);
  rmdir(dir);
}

/* Issue 25: under a file-size limit a save fails with a message; Hoshi
 * goes on (no SIGXFSZ), and the file it replaces is left whole. */
Test(hoshi_binary, a_file_size_limit_gives_an_error_not_a_kill)
{
  char out_path[256], cmd[3000], record[1024];
  temp_path(out_path, sizeof out_path, ".sgf");
  snprintf(record, sizeof record, "%s/games/gnugo-regression/atari_atari08.sgf",
           getenv("HOSHI_TEST_DATA"));
  snprintf(cmd, sizeof cmd,
           "ulimit -f 1; printf 'loadsgf %s\\nprintsgf %s\\nname\\nquit\\n' | '%s' --gtp "
           ">%s.log 2>&1",
           record, out_path, binary(), out_path);
  int status = system(cmd);
  cr_expect(WIFEXITED(status) && WEXITSTATUS(status) == 0, "status 0x%x", status);
  char log[300];
  snprintf(log, sizeof log, "%s.log", out_path);
  char *text = read_file(log);
  cr_assert_not_null(text);
  cr_expect(strstr(text, "cannot save file"), "the save fails with a message: %s", text);
  cr_expect(strstr(text, "= Hoshi"), "and the next command is answered: %s", text);
  free(text);
  unlink(log);
  unlink(out_path);
}

/* --print names the first illegal move of a record and what the rule set
 * says follows it (J89 art. 14: the player who made it loses), and the
 * handicap Black gave with moves in a row. */
Test(hoshi_binary, prints_an_illegal_move_and_its_consequence)
{
  char path[256];
  temp_path(path, sizeof path, ".sgf");
  write_file(path, "(;FF[4]GM[1]SZ[9]KM[0.5]RU[Japanese];B[gg];B[gc];W[ee];B[cc];B[cg];W[gd])");
  char *out, *err;
  cr_expect_eq(run_hoshi(path, &out, &err), 0, "stderr: %s", err);
  cr_expect(strstr(out, "Rules: Japanese (1989) (simple ko), komi 0.5, handicap 2\n"), "%s", out);
  cr_expect(strstr(out, "Move 5, Black C3, is illegal under the Japanese rules: the same player "
                        "moved twice in a row. J89 art. 14: the player who made it loses the "
                        "game (White wins)."),
            "%s", out);
  free(out);
  free(err);
  unlink(path);
}

Test(hoshi_binary, an_illegal_suicide_is_no_repetition)
{
  char path[256];
  temp_path(path, sizeof path, ".sgf");
  write_file(path, suicide_only);
  char *out, *err;
  cr_expect_eq(run_hoshi(path, &out, &err), 0, "stderr: %s", err);
  cr_expect(strstr(out, "Move 1, Black A6, is illegal under the Japanese rules: "), "%s", out);
  cr_expect(strstr(out, "J89 art. 14"), "%s", out);
  cr_expect_not(strstr(out, "repeated an earlier whole-board position"), "%s", out);
  free(out);
  free(err);

  write_file(path, suicide_then_ko);
  cr_expect_eq(run_hoshi(path, &out, &err), 0, "stderr: %s", err);
  cr_expect(strstr(out, "Move 1, Black A6, is illegal under the Japanese rules: "), "%s", out);
  cr_expect(strstr(out, "\nMove 9 repeated an earlier whole-board position: "),
            "the first real repetition is named: %s", out);
  free(out);
  free(err);
  unlink(path);
}

Test(hoshi_binary, refuses_a_malformed_file)
{
  char *out, *err;
  int status = run_hoshi(fixture("malformed.sgf"), &out, &err);
  cr_expect_neq(status, 0);
  cr_expect(strstr(err, "malformed.sgf:2:3: "), "line:column on stderr: %s", err);
  cr_expect(strstr(err, "a game tree must start with a node"), "%s", err);
  free(out);
  free(err);

  status = run_hoshi("/nonexistent/game.sgf", &out, &err);
  cr_expect_neq(status, 0);
  cr_expect(strstr(err, "No such file or directory"), "%s", err);
  free(out);
  free(err);
}

Test(hoshi_binary, loadsgf_over_pipes)
{
  const char *argv[] = {binary(), "--gtp", NULL};
  gtp_process p;
  hoshi_error why = {0};
  cr_assert(gtp_process_start(&p, argv, NULL, &why), "%s", why.message);
  gtp_response r;
  char cmd[1200];
  snprintf(cmd, sizeof cmd, "loadsgf %s 6", fixture("short9.sgf"));
  cr_assert_eq(gtp_process_ask(&p, cmd, &r, TIMEOUT_MS), GTP_IO_OK);
  cr_expect(r.success);
  cr_expect_str_eq(r.text, "white");
  cr_assert_eq(gtp_process_ask(&p, "list_stones black", &r, TIMEOUT_MS), GTP_IO_OK);
  cr_expect_str_eq(r.text, "B9 A8 E5");
  cr_assert_eq(gtp_process_ask(&p, "list_stones white", &r, TIMEOUT_MS), GTP_IO_OK);
  cr_expect_str_eq(r.text, "G3");
  cr_assert_eq(gtp_process_ask(&p, "captures black", &r, TIMEOUT_MS), GTP_IO_OK);
  cr_expect_str_eq(r.text, "1");
  cr_assert_eq(gtp_process_ask(&p, "get_komi", &r, TIMEOUT_MS), GTP_IO_OK);
  cr_expect_str_eq(r.text, "5.5");
  snprintf(cmd, sizeof cmd, "loadsgf %s", fixture("malformed.sgf"));
  cr_assert_eq(gtp_process_ask(&p, cmd, &r, TIMEOUT_MS), GTP_IO_OK);
  cr_expect_not(r.success);
  cr_expect(strstr(r.text, ":2:3:"), "%s", r.text);
  cr_assert_eq(gtp_process_ask(&p, "list_stones white", &r, TIMEOUT_MS), GTP_IO_OK);
  cr_expect_str_eq(r.text, "G3", "the game before stays");
  gtp_process_stop(&p);
}

/* --- GNU Go's reading of the same files ---------------------------------------------------- */

/* GNU Go replays a record's moves as they fall, without judging them (its
 * loadsgf reads no rules), so the stones and prisoners do not depend on the
 * rule set. It stops at a move on an occupied point, which Hoshi keeps
 * (flagged, only the turn passing): the files compared here have none. GNU
 * Go exits on a file that breaks off (broken.sgf), which Hoshi opens as far
 * as it goes: that one is not compared. */

typedef struct peer {
  const char *name;
  gtp_process proc;
  gtp_response resp;
} peer;

static peer hoshi_peer = {.name = "Hoshi", .proc = {0}};
static peer gnugo_peer = {.name = "GNU Go", .proc = {0}};

static void start_peers(void)
{
  hoshi_error why = {0};
  if (access(GNUGO_PATH, X_OK) != 0)
    cr_assert_fail("GNU Go is needed to compare readings of SGF files, and %s is missing: "
                   "install gnugo (Debian/Ubuntu: apt-get install gnugo)",
                   GNUGO_PATH);
  const char *gnugo_argv[] = {GNUGO_PATH, "--mode", "gtp", NULL};
  cr_assert(gtp_process_start(&gnugo_peer.proc, gnugo_argv, NULL, &why), "GNU Go: %s", why.message);
  const char *hoshi_argv[] = {binary(), "--gtp", NULL};
  cr_assert(gtp_process_start(&hoshi_peer.proc, hoshi_argv, NULL, &why), "Hoshi: %s", why.message);
}

static void stop_peers(void)
{
  if (gnugo_peer.proc.proc)
    gtp_process_stop(&gnugo_peer.proc);
  if (hoshi_peer.proc.proc)
    gtp_process_stop(&hoshi_peer.proc);
}

static const char *peer_ask(peer *p, const char *cmd)
{
  enum gtp_io io = gtp_process_ask(&p->proc, cmd, &p->resp, TIMEOUT_MS);
  cr_assert_eq(io, GTP_IO_OK, "%s did not answer '%s'", p->name, cmd);
  if (!p->resp.success)
    return NULL;
  return p->resp.text;
}

/* A list of vertices in a canonical order. */
static void sorted_words(const char *text, char *out, size_t n)
{
  char copy[GTP_RESPONSE_MAX];
  snprintf(copy, sizeof copy, "%s", text);
  char *words[1024];
  int k = 0;
  for (char *w = strtok(copy, " \n\t"); w && k < 1024; w = strtok(NULL, " \n\t"))
    words[k++] = w;
  for (int i = 1; i < k; i++)
    for (int j = i; j > 0 && strcmp(words[j - 1], words[j]) > 0; j--) {
      char *t = words[j];
      words[j] = words[j - 1];
      words[j - 1] = t;
    }
  out[0] = '\0';
  for (int i = 0; i < k; i++) {
    strncat(out, words[i], n - strlen(out) - 1);
    strncat(out, " ", n - strlen(out) - 1);
  }
}

/* Loads the file in both (to the end when n is 0, else before move n) and
 * compares the answer, the stones and the prisoners. Returns the number of
 * differences (each reported). */
static int compare_position(const char *path, int n)
{
  char cmd[1200];
  if (n > 0)
    snprintf(cmd, sizeof cmd, "loadsgf %s %d", path, n);
  else
    snprintf(cmd, sizeof cmd, "loadsgf %s", path);
  const char *queries[] = {cmd, "list_stones black", "list_stones white", "captures black",
                           "captures white"};
  int differences = 0;
  for (size_t q = 0; q < sizeof queries / sizeof queries[0]; q++) {
    static char a[GTP_RESPONSE_MAX], b[GTP_RESPONSE_MAX];
    const char *ha = peer_ask(&hoshi_peer, queries[q]);
    const char *ga = peer_ask(&gnugo_peer, queries[q]);
    sorted_words(ha ? ha : "(refused)", a, sizeof a);
    sorted_words(ga ? ga : "(refused)", b, sizeof b);
    if (strcmp(a, b) != 0) {
      cr_expect_fail("%s: after 'loadsgf ... %d', '%s': Hoshi [%s], GNU Go [%s]", path, n,
                     queries[q], a, b);
      differences++;
    }
  }
  return differences;
}

/* Moves on the main line of a file. */
static int main_line_moves(const char *path)
{
  sgf_collection *c = sgf_load_file(path, NULL);
  cr_assert(c && c->n_games > 0, "%s does not load", path);
  int n = 0;
  for (const sgf_node *k = c->games[0]; k; k = k->children)
    n += sgf_find(k, "B") || sgf_find(k, "W");
  sgf_free(c);
  return n;
}

/* Compares at the end and before a few moves (from move 2: before move 1 of
 * a handicap game the two disagree on the turn, see
 * loadsgf::handicap_game_before_move_1_is_white_to_move). */
static int compare_file(const char *path, bool thorough)
{
  int moves = main_line_moves(path);
  int differences = compare_position(path, 0);
  differences += compare_position(path, moves / 2 + 1);
  if (thorough) {
    differences += compare_position(path, 2);
    differences += compare_position(path, moves);
    differences += compare_position(path, moves + 5);
  }
  return differences;
}

Test(gnugo_reading, fixtures_and_real_games, .fini = stop_peers)
{
  start_peers();
  const char *names[] = {"short9.sgf",
                         "variations.sgf",
                         "handicap9.sgf",
                         "illegal9.sgf",
                         "nokomi13.sgf",
                         "real/incident237.sgf",
                         "real/olympiad2004_9x9_gnu-dbg.sgf",
                         "real/mertin13x13_GNGP3.sgf",
                         "real/nngs_gnugo-3.1.20-setenza-200201172131.sgf",
                         "real/2007_CGOS_200368.sgf"};
  int differences = 0;
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    differences += compare_file(fixture(names[i]), true);
  cr_expect_eq(differences, 0);
}

/* Collects the .sgf files under dir (and one level of folders below). */
static size_t find_games(const char *dir, char (*paths)[1024], size_t max, int depth)
{
  DIR *d = opendir(dir);
  if (!d)
    return 0;
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir(d)) && n < max) {
    if (e->d_name[0] == '.')
      continue;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    struct stat st;
    if (stat(path, &st) != 0)
      continue;
    size_t len = strlen(e->d_name);
    if (S_ISDIR(st.st_mode) && depth > 0)
      n += find_games(path, paths + n, max - n, depth - 1);
    else if (S_ISREG(st.st_mode) && len > 4 && strcmp(e->d_name + len - 4, ".sgf") == 0)
      snprintf(paths[n++], 1024, "%s", path);
  }
  closedir(d);
  return n;
}

Test(gnugo_reading, every_game_of_the_collection, .fini = stop_peers, .timeout = 300)
{
  char dir[1024];
  snprintf(dir, sizeof dir, "%s/games", data_dir());
  /* The games are the repository's own (tests/data/games): missing, the
   * test fails rather than pass by skipping. */
  struct stat st;
  cr_assert(stat(dir, &st) == 0 && S_ISDIR(st.st_mode), "no collection of real games in %s", dir);
  static char paths[2000][1024];
  size_t n = find_games(dir, paths, 2000, 2);
  cr_assert_gt(n, 100, "%zu .sgf files in %s: the collection is incomplete", n, dir);
  start_peers();
  int differences = 0;
  size_t files_differing = 0;
  for (size_t i = 0; i < n; i++) {
    int d = compare_file(paths[i], false);
    differences += d;
    files_differing += d > 0;
  }
  cr_log_info("%zu games compared with GNU Go, %zu differ", n, files_differing);
  cr_expect_eq(files_differing, 0, "%zu of %zu files read differently", files_differing, n);
}
