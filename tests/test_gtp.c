/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The GTP codec: command lines (GTP 2.1 preprocessing, ids, arguments),
 * colours, vertices and responses. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hoshi/gtp.h"

static gtp_command cmd;

Test(gtp_codec, command_with_id_and_arguments)
{
  char line[] = "12 play black D4\n";
  cr_assert_eq(gtp_parse_command(line, &cmd), GTP_PARSE_COMMAND);
  cr_expect(cmd.has_id);
  cr_expect_eq(cmd.id, 12);
  cr_expect_str_eq(cmd.name, "play");
  cr_assert_eq(cmd.argc, 2);
  cr_expect_str_eq(cmd.argv[0], "black");
  cr_expect_str_eq(cmd.argv[1], "D4");
}

Test(gtp_codec, preprocessing_removes_control_characters_comments_and_tabs)
{
  char line[] = "\tplay\tw\r  q16 # a comment\n";
  cr_assert_eq(gtp_parse_command(line, &cmd), GTP_PARSE_COMMAND);
  cr_expect_not(cmd.has_id);
  cr_expect_str_eq(cmd.name, "play");
  cr_assert_eq(cmd.argc, 2);
  cr_expect_str_eq(cmd.argv[0], "w");
  cr_expect_str_eq(cmd.argv[1], "q16");
}

Test(gtp_codec, blank_and_comment_lines_need_no_answer)
{
  char a[] = "   \t \r\n", b[] = "# only a comment\n", c[] = "", d[] = "7\n";
  cr_expect_eq(gtp_parse_command(a, &cmd), GTP_PARSE_EMPTY);
  cr_expect_eq(gtp_parse_command(b, &cmd), GTP_PARSE_EMPTY);
  cr_expect_eq(gtp_parse_command(c, &cmd), GTP_PARSE_EMPTY);
  cr_expect_eq(gtp_parse_command(d, &cmd), GTP_PARSE_EMPTY);
}

Test(gtp_codec, too_many_arguments)
{
  size_t n = (GTP_MAX_ARGS + 5) * 3 + 32;
  char *line = malloc(n);
  strcpy(line, "set_free_handicap");
  for (int i = 0; i < GTP_MAX_ARGS + 5; i++)
    strcat(line, " A1");
  cr_expect_eq(gtp_parse_command(line, &cmd), GTP_PARSE_TOO_LONG);
  free(line);
}

Test(gtp_codec, colours)
{
  enum color c;
  cr_expect(gtp_parse_color("b", &c) && c == COLOR_BLACK);
  cr_expect(gtp_parse_color("BLACK", &c) && c == COLOR_BLACK);
  cr_expect(gtp_parse_color("W", &c) && c == COLOR_WHITE);
  cr_expect(gtp_parse_color("white", &c) && c == COLOR_WHITE);
  cr_expect_not(gtp_parse_color("red", &c));
  cr_expect_not(gtp_parse_color("", &c));
}

Test(gtp_codec, vertices)
{
  int x, y;
  bool pass;
  cr_assert(board_vertex_parse("A1", 19, &x, &y, &pass));
  cr_expect(!pass && x == 0 && y == 18, "A1 is the lower left corner");
  cr_assert(board_vertex_parse("t19", 19, &x, &y, &pass));
  cr_expect(x == 18 && y == 0, "T19 is the upper right corner");
  cr_assert(board_vertex_parse("J10", 19, &x, &y, &pass));
  cr_expect(x == 8 && y == 9, "columns skip I");
  cr_assert(board_vertex_parse("PASS", 9, &x, &y, &pass));
  cr_expect(pass);
  cr_assert(board_vertex_parse("Z25", 25, &x, &y, &pass));
  cr_expect(x == 24 && y == 0);
  const char *bad[] = {"I5", "A0", "A20", "K1", "", "A", "1A", "A1x", "A-1", "AA1", "A99999999999"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    int size = strcmp(bad[i], "K1") == 0 ? 9 : 19;
    cr_expect_not(board_vertex_parse(bad[i], size, &x, &y, &pass), "'%s' on %d", bad[i], size);
  }
}

Test(gtp_codec, vertex_round_trip_on_every_size)
{
  for (int size = BOARD_MIN_SIZE; size <= BOARD_MAX_SIZE; size++)
    for (int y = 0; y < size; y++)
      for (int x = 0; x < size; x++) {
        char v[4];
        int x2, y2;
        bool pass;
        board_vertex_format(size, x, y, v);
        cr_assert(board_vertex_parse(v, size, &x2, &y2, &pass), "%s", v);
        cr_assert(x2 == x && y2 == y, "%s", v);
      }
}

static gtp_response resp;

Test(gtp_codec, responses)
{
  cr_assert(gtp_parse_response("= C3\n\n", &resp));
  cr_expect(resp.success && !resp.has_id);
  cr_expect_str_eq(resp.text, "C3");

  cr_assert(gtp_parse_response("?12 illegal move\n\n", &resp));
  cr_expect(!resp.success && resp.has_id && resp.id == 12);
  cr_expect_str_eq(resp.text, "illegal move");

  cr_assert(gtp_parse_response("=\n\n", &resp));
  cr_expect(resp.success);
  cr_expect_str_eq(resp.text, "");

  cr_assert(gtp_parse_response("= line one\r\nline two\r\n\r\n", &resp),
            "stray carriage returns are tolerated");
  cr_expect_str_eq(resp.text, "line one\nline two");

  cr_assert(gtp_parse_response("\n\n= 2\n\n", &resp), "leading blank lines are noise");
  cr_expect_str_eq(resp.text, "2");

  cr_expect_not(gtp_parse_response("garbage\n\n", &resp));
  cr_expect_not(gtp_parse_response("", &resp));
}

/* --- framing: where a response ends in what an engine wrote ------------------------------- */

/* The end of the first response in s, or 0 while more is needed. */
static size_t end_of(const char *s) { return gtp_response_end(s, strlen(s)); }

Test(gtp_codec, a_response_ends_at_its_empty_line)
{
  cr_expect_eq(end_of("= C3\n\n"), 6);
  cr_expect_eq(end_of("=12 C3\n\n=13 D4\n\n"), 8, "the first of two: ids kept apart");
  cr_expect_eq(end_of("= C3\n"), 0, "one newline is not the end");
  cr_expect_eq(end_of("= C3"), 0);
  cr_expect_eq(end_of(""), 0);
}

Test(gtp_codec, multi_line_answers_end_only_at_an_empty_line)
{
  const char *list = "=1 protocol_version\nname\nversion\n\n=2 x\n\n";
  size_t end = end_of(list);
  cr_assert_eq(end, strlen("=1 protocol_version\nname\nversion\n\n"));
  cr_assert(gtp_parse_response(list, &resp));
  cr_expect(resp.has_id && resp.id == 1);
  char text[64];
  snprintf(text, sizeof text, "%.*s", (int)end, list);
  cr_assert(gtp_parse_response(text, &resp));
  cr_expect_str_eq(resp.text, "protocol_version\nname\nversion");
}

Test(gtp_codec, stray_carriage_returns_do_not_hide_the_end)
{
  cr_expect_eq(end_of("= C3\r\n\r\n"), 8, "CR LF CR LF");
  cr_expect_eq(end_of("= C3\n\r\n"), 7, "LF CR LF");
  cr_expect_eq(end_of("= C3\r\n\r\r\n"), 9, "two CRs on the empty line");
  cr_expect_eq(end_of("= C3\r\r\n"), 0, "CRs on a line with text: not an empty line yet");
}

Test(gtp_codec, empty_lines_before_a_response_do_not_end_it)
{
  const char *s = "\n\n\r\n= D4\n\n";
  cr_expect_eq(end_of(s), strlen(s));
  cr_assert(gtp_parse_response(s, &resp));
  cr_expect_str_eq(resp.text, "D4");
}

Test(gtp_codec, error_responses_with_and_without_ids)
{
  cr_assert(gtp_parse_response("?7 unknown command\n\n", &resp));
  cr_expect(!resp.success && resp.has_id && resp.id == 7);
  cr_expect_str_eq(resp.text, "unknown command");
  cr_assert(gtp_parse_response("? illegal move\n\n", &resp));
  cr_expect(!resp.success && !resp.has_id);
  cr_expect_str_eq(resp.text, "illegal move");
}

/* --- what engines answer ------------------------------------------------------------------ */

Test(gtp_codec, genmove_answers)
{
  int x = -1, y = -1;
  cr_expect_eq(gtp_parse_genmove("D4", 9, &x, &y), GTP_GENMOVE_MOVE);
  cr_expect(x == 3 && y == 5);
  cr_expect_eq(gtp_parse_genmove("pass", 9, &x, &y), GTP_GENMOVE_PASS);
  cr_expect_eq(gtp_parse_genmove("PASS", 9, &x, &y), GTP_GENMOVE_PASS);
  cr_expect_eq(gtp_parse_genmove("Resign", 9, &x, &y), GTP_GENMOVE_RESIGN);
  cr_expect_eq(gtp_parse_genmove(" q16 \n", 19, &x, &y), GTP_GENMOVE_MOVE, "blanks around");
  const char *bad[] = {"", "K10", "D4 E5", "hello", "resignation", "Z99"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
    cr_expect_eq(gtp_parse_genmove(bad[i], 9, &x, &y), GTP_GENMOVE_BAD, "'%s'", bad[i]);
}

Test(gtp_codec, vertex_lists)
{
  int xs[8], ys[8];
  cr_assert_eq(gtp_parse_vertices("G7 C3", 9, xs, ys, 8), 2);
  cr_expect(xs[0] == 6 && ys[0] == 2 && xs[1] == 2 && ys[1] == 6);
  cr_expect_eq(gtp_parse_vertices("A1 B2\nC3\n\nD4", 9, xs, ys, 8), 4,
               "final_status_list: groups on lines");
  cr_expect_eq(gtp_parse_vertices("", 9, xs, ys, 8), 0);
  cr_expect_eq(gtp_parse_vertices("A1 pass", 9, xs, ys, 8), -1);
  cr_expect_eq(gtp_parse_vertices("A1 K1", 9, xs, ys, 8), -1);
  cr_expect_eq(gtp_parse_vertices("A1 A2 A3", 9, xs, ys, 2), -1, "more than room for");
}

Test(gtp_codec, list_commands_lookup)
{
  const char *list = "protocol_version\nname\nundo\nkgs-rules\nfinal_status_list";
  cr_expect(gtp_lists_command(list, "undo"));
  cr_expect(gtp_lists_command(list, "kgs-rules"));
  cr_expect(gtp_lists_command(list, "final_status_list"));
  cr_expect_not(gtp_lists_command(list, "final_status"), "whole names only");
  cr_expect_not(gtp_lists_command(list, "gg-undo"));
  cr_expect_not(gtp_lists_command("", "undo"));
}

/* --- an engine's command line, split without a shell -------------------------------------- */

static void expect_words(const char *line, const char *const want[], int n)
{
  const char **argv;
  hoshi_error why = {0};
  int got = gtp_split_command_line(line, &argv, &why);
  cr_assert_eq(got, n, "'%s': %d words (%s)", line, got, why.message);
  for (int i = 0; i < n; i++)
    cr_expect_str_eq(argv[i], want[i], "'%s' word %d", line, i);
  cr_expect_null(argv[n]);
  gtp_argv_free(argv);
}

Test(gtp_codec, command_lines_split_into_words)
{
  expect_words("gnugo --mode gtp --level 10",
               (const char *[]){"gnugo", "--mode", "gtp", "--level", "10"}, 5);
  expect_words("  leelaz\t--gtp  ", (const char *[]){"leelaz", "--gtp"}, 2);
  expect_words("engine -w '/my nets/a b.gz'", (const char *[]){"engine", "-w", "/my nets/a b.gz"},
               3);
  expect_words("engine --name \"Go \\\"bot\\\"\"",
               (const char *[]){"engine", "--name", "Go \"bot\""}, 3);
  expect_words("a\\ b c", (const char *[]){"a b", "c"}, 2);
  expect_words("x '' y", (const char *[]){"x", "", "y"}, 3);
}

Test(gtp_codec, command_lines_are_never_shell_code)
{
  /* What a shell would expand or run stays text. */
  expect_words(
      "engine $HOME; rm -rf / | cat `id` > out &",
      (const char *[]){"engine", "$HOME;", "rm", "-rf", "/", "|", "cat", "`id`", ">", "out", "&"},
      11);
  expect_words("engine '$(id)'", (const char *[]){"engine", "$(id)"}, 2);
}

Test(gtp_codec, bad_command_lines_say_why)
{
  const char **argv = (const char **)1;
  hoshi_error why = {0};
  cr_expect_eq(gtp_split_command_line("", &argv, &why), -1);
  cr_expect_str_eq(why.message, "the command is empty");
  cr_expect_null(argv);
  cr_expect_eq(gtp_split_command_line("   ", &argv, &why), -1);
  cr_expect_eq(gtp_split_command_line("engine 'open", &argv, &why), -1);
  cr_expect_str_eq(why.message, "a single quote is not closed");
  cr_expect_eq(gtp_split_command_line("engine \"open", &argv, &why), -1);
  cr_expect_str_eq(why.message, "a double quote is not closed");
}

Test(gtp_codec, programs_are_found_on_path_and_in_games_folders)
{
#ifdef _WIN32
  /* No sh nor /usr/games there: packaging/windows/check.sh finds the
   * gnugo.exe that ships beside hoshi.exe. */
  cr_skip_test("a POSIX system's folders");
#else
  char out[4096];
  cr_expect(gtp_find_program("sh", out, sizeof out));
  cr_expect(strstr(out, "/sh") != NULL, "%s", out);
  cr_expect(gtp_find_program("/bin/sh", out, sizeof out));
  cr_expect_str_eq(out, "/bin/sh");
  cr_expect_not(gtp_find_program("no-such-engine-here", out, sizeof out));
  cr_expect_not(gtp_find_program("/no/such/engine", out, sizeof out));
  cr_expect_not(gtp_find_program("", out, sizeof out));
  /* GNU Go lives in /usr/games, which root's PATH leaves out. */
  cr_assert(access("/usr/games/gnugo", X_OK) == 0,
            "GNU Go is not installed (/usr/games/gnugo is missing): this test finds it in "
            "/usr/games. Install the Debian package gnugo (apt-get install gnugo; the README's "
            "test command does).");
  const char *old = getenv("PATH");
  char *saved = old ? strdup(old) : NULL;
  setenv("PATH", "/usr/bin:/bin", 1);
  cr_expect(gtp_find_program("gnugo", out, sizeof out));
  cr_expect_str_eq(out, "/usr/games/gnugo");
  if (saved)
    setenv("PATH", saved, 1);
  free(saved);
#endif
}
