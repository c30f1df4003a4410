/* The GTP codec: command lines (GTP 2.1 preprocessing, ids, arguments),
 * colours, vertices and responses. */
#include <criterion/criterion.h>
#include <string.h>

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
  cr_assert(gtp_parse_vertex("A1", 19, &x, &y, &pass));
  cr_expect(!pass && x == 0 && y == 18, "A1 is the lower left corner");
  cr_assert(gtp_parse_vertex("t19", 19, &x, &y, &pass));
  cr_expect(x == 18 && y == 0, "T19 is the upper right corner");
  cr_assert(gtp_parse_vertex("J10", 19, &x, &y, &pass));
  cr_expect(x == 8 && y == 9, "columns skip I");
  cr_assert(gtp_parse_vertex("PASS", 9, &x, &y, &pass));
  cr_expect(pass);
  cr_assert(gtp_parse_vertex("Z25", 25, &x, &y, &pass));
  cr_expect(x == 24 && y == 0);
  const char *bad[] = {"I5", "A0", "A20", "K1", "", "A", "1A", "A1x", "A-1", "AA1", "A99999999999"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    int size = strcmp(bad[i], "K1") == 0 ? 9 : 19;
    cr_expect_not(gtp_parse_vertex(bad[i], size, &x, &y, &pass), "'%s' on %d", bad[i], size);
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
        gtp_format_vertex(size, x, y, v);
        cr_assert(gtp_parse_vertex(v, size, &x2, &y2, &pass), "%s", v);
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
