/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi --gtp: the server in-process (every required command, errors as '?'
 * responses) and the real executable over pipes. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hoshi/gtp.h"
#include "hoshi/rules.h"
#include "files.h"

static gtp_server server;
static char out[GTP_RESPONSE_MAX + 64];

static void setup(void) { cr_assert(gtp_server_init(&server, 19, NULL)); }
static void teardown(void) { gtp_server_deinit(&server); }

/* Sends one line and returns the whole response text. */
static const char *ask(const char *line)
{
  char *response = gtp_server_handle(&server, line);
  cr_assert_not_null(response, "no response to '%s'", line);
  snprintf(out, sizeof out, "%s", response);
  free(response);
  return out;
}

#define EXPECT(line, want) cr_expect_str_eq(ask(line), want, "command '%s'", line)

/* The answer to hoshi-rules with an unknown name: the name, then the ids of
 * the registry in order. */
static const char *unknown_rule_set(const char *name)
{
  static char want[512];
  int len = snprintf(want, sizeof want, "? unknown rule set '%s'; known:", name);
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++)
    len += snprintf(want + len, sizeof want - (size_t)len, " %s", rules_id(all[i]));
  snprintf(want + len, sizeof want - (size_t)len, "\n\n");
  return want;
}

TestSuite(gtp_server, .init = setup, .fini = teardown);

Test(gtp_server, administrative_commands)
{
  EXPECT("protocol_version", "= 2\n\n");
  EXPECT("name", "= Hoshi\n\n");
  EXPECT("7 version", "=7 " HOSHI_VERSION "\n\n");
  EXPECT("known_command play", "= true\n\n");
  EXPECT("known_command fly", "= false\n\n");
  const char *required[] = {"protocol_version",
                            "name",
                            "version",
                            "known_command",
                            "list_commands",
                            "quit",
                            "boardsize",
                            "clear_board",
                            "komi",
                            "play",
                            "genmove",
                            "undo",
                            "showboard",
                            "fixed_handicap",
                            "place_free_handicap",
                            "set_free_handicap",
                            "is_legal",
                            "list_stones",
                            "captures",
                            "hoshi-rules"};
  const char *list = ask("list_commands");
  for (size_t i = 0; i < sizeof required / sizeof required[0]; i++) {
    char needle[64];
    snprintf(needle, sizeof needle, "\n%s\n", required[i]);
    char padded[GTP_RESPONSE_MAX + 8] = "\n";
    strcat(padded, list + 2);
    cr_expect(strstr(padded, needle), "list_commands lacks %s", required[i]);
  }
  EXPECT("quit", "= \n\n");
  cr_expect(server.quit);
}

Test(gtp_server, no_answer_to_blank_lines)
{
  cr_expect_null(gtp_server_handle(&server, "\n"));
  cr_expect_null(gtp_server_handle(&server, "   # just a comment\n"));
}

Test(gtp_server, errors_never_crash)
{
  EXPECT("fly to the moon", "? unknown command\n\n");
  EXPECT("boardsize", "? syntax error: boardsize needs 1 argument\n\n");
  EXPECT("boardsize nine", "? syntax error: boardsize needs a whole number\n\n");
  EXPECT("boardsize 4", "? unacceptable size (Hoshi plays on 5 to 25 lines)\n\n");
  EXPECT("boardsize 26", "? unacceptable size (Hoshi plays on 5 to 25 lines)\n\n");
  EXPECT("boardsize 99999999999999999999", "? syntax error: boardsize needs a whole number\n\n");
  EXPECT("play black", "? syntax error: play needs 2 arguments\n\n");
  EXPECT("play purple D4", "? invalid color or coordinate\n\n");
  EXPECT("play black Z99", "? invalid color or coordinate\n\n");
  EXPECT("play black I5", "? invalid color or coordinate\n\n");
  EXPECT("komi", "? syntax error: komi needs 1 argument\n\n");
  /* Issue 32: numbers read strictly, no 0x, no exponent, finite. */
#define KOMI_SYNTAX                                                                                \
  "? syntax error: komi needs a number of points, written in decimal digits (at most 10000)\n\n"
  EXPECT("komi lots", KOMI_SYNTAX);
  EXPECT("komi 6.3", "= \n\n"); /* GTP's komi takes any float */
  EXPECT("komi 1000", "= \n\n");
  EXPECT("komi -3", "= \n\n");
  EXPECT("komi nan", KOMI_SYNTAX);
  EXPECT("komi 0x10", KOMI_SYNTAX);
  EXPECT("komi 1e308", KOMI_SYNTAX);
  EXPECT("komi 1e-320", KOMI_SYNTAX);
  EXPECT("komi 10001", KOMI_SYNTAX);
  EXPECT("get_komi", "= -3\n\n");
  /* Written back as it was given (the record's KM too), not as %g cuts it. */
  EXPECT("komi 6.1234567", "= \n\n");
  EXPECT("get_komi", "= 6.1234567\n\n");
  EXPECT("boardsize 0x9", "? syntax error: boardsize needs a whole number\n\n");
  EXPECT("boardsize 9e0", "? syntax error: boardsize needs a whole number\n\n");
  EXPECT("genmove", "? syntax error: genmove needs 1 argument\n\n");
  EXPECT("genmove green", "? invalid color\n\n");
  EXPECT("undo", "? cannot undo\n\n");
  EXPECT("captures", "? syntax error: captures needs 1 argument\n\n");
  EXPECT("list_stones blue", "? invalid color\n\n");
  EXPECT("hoshi-rules go-moku", unknown_rule_set("go-moku"));
  EXPECT("3 is_legal black", "?3 syntax error: is_legal needs 2 arguments\n\n");
}

Test(gtp_server, play_in_any_order_and_list_stones)
{
  EXPECT("boardsize 9", "= \n\n");
  EXPECT("clear_board", "= \n\n");
  EXPECT("play white E5", "= \n\n");
  EXPECT("play white D5", "= \n\n");
  EXPECT("play B c3", "= \n\n");
  EXPECT("list_stones white", "= D5 E5\n\n");
  EXPECT("list_stones black", "= C3\n\n");
  EXPECT("play black pass", "= \n\n");
  EXPECT("undo", "= \n\n");
  EXPECT("undo", "= \n\n");
  EXPECT("list_stones black", "= \n\n");
}

Test(gtp_server, illegal_moves_say_why)
{
  /* 5x5, the corner:      White at B1 and A2. Black's B1 is refused (the
   *   A2 O .              point is occupied), and Black's A1 too (a
   *   A1 . O              suicide); White's A1 is legal. */
  EXPECT("boardsize 5", "= \n\n");
  EXPECT("play white B1", "= \n\n");
  EXPECT("play white A2", "= \n\n");
  EXPECT("play black B1", "? illegal move: occupied (the point is occupied)\n\n");
  EXPECT("play black A1", "? illegal move: suicide (suicide is not allowed under these rules)\n\n");
  EXPECT("is_legal black A1", "= 0\n\n");
  EXPECT("is_legal white A1", "= 1\n\n");
  /* A ko on the lower edge:
   *   . . . . .
   *   . . . . .
   *   . . . . .
   *   . X O . .      Black C1 captures B1; White may not retake at B1 at once
   *   X O . O .      (C1 then has one liberty, B1: a ko). */
  EXPECT("clear_board", "= \n\n");
  const char *setup[] = {"play black A1", "play white B1", "play black B2", "play white C2",
                         "play white D1"};
  for (size_t i = 0; i < sizeof setup / sizeof setup[0]; i++)
    EXPECT(setup[i], "= \n\n");
  EXPECT("play black C1", "= \n\n");
  EXPECT("captures black", "= 1\n\n");
  EXPECT("play white B1", "? illegal move: ko (ko: play elsewhere first)\n\n");
  EXPECT("hoshi-rules chinese", "= \n\n");
  EXPECT("play white B1", "? illegal move: ko (ko: play elsewhere first)\n\n");
}

Test(gtp_server, rule_names_of_several_words)
{
  EXPECT("hoshi-rules New Zealand", "= \n\n");
  EXPECT("hoshi-rules", "= nz\n\n");
  EXPECT("hoshi-rules Tromp Taylor", "= \n\n");
  EXPECT("hoshi-rules", "= tromp-taylor\n\n");
  EXPECT("hoshi-rules japanese junk", unknown_rule_set("japanese junk"));
}

Test(gtp_server, huge_numbers_are_out_of_range_not_syntax_errors)
{
  EXPECT("boardsize 99999999999", "? unacceptable size (Hoshi plays on 5 to 25 lines)\n\n");
  EXPECT("fixed_handicap 99999999", "? invalid number of stones\n\n");
}

Test(gtp_server, rules_switch_and_report)
{
  EXPECT("hoshi-rules", "= japanese\n\n");
  EXPECT("hoshi-rules Tromp-Taylor", "= \n\n");
  EXPECT("hoshi-rules", "= tromp-taylor\n\n");
  EXPECT("hoshi-rules NZ", "= \n\n");
  EXPECT("hoshi-rules", "= nz\n\n");
  EXPECT("hoshi-repetition", "= 0\n\n");
}

Test(gtp_server, handicap_commands)
{
  EXPECT("boardsize 19", "= \n\n");
  EXPECT("fixed_handicap 4", "= D4 Q16 D16 Q4\n\n");
  EXPECT("fixed_handicap 2", "? board not empty\n\n");
  EXPECT("list_stones black", "= D16 Q16 D4 Q4\n\n");
  EXPECT("clear_board", "= \n\n");
  EXPECT("fixed_handicap 10", "? invalid number of stones\n\n");
  EXPECT("fixed_handicap 1", "? invalid number of stones\n\n");
  EXPECT("boardsize 6", "= \n\n");
  EXPECT("fixed_handicap 2", "? invalid number of stones\n\n");
  EXPECT("boardsize 9", "= \n\n");
  /* Japanese: the engine's free choice is the fixed pattern; other points refused. */
  EXPECT("place_free_handicap 3", "= C3 G7 C7\n\n");
  EXPECT("clear_board", "= \n\n");
  /* The controller decides where stones go, even under fixed-placement rules
   * (GTP: "the engine must accept the handicap placement"). */
  EXPECT("set_free_handicap A1 J9", "= \n\n");
  EXPECT("list_stones black", "= J9 A1\n\n");
  EXPECT("clear_board", "= \n\n");
  EXPECT("hoshi-rules chinese", "= \n\n");
  EXPECT("set_free_handicap A1 J9", "= \n\n");
  EXPECT("list_stones black", "= J9 A1\n\n");
  EXPECT("clear_board", "= \n\n");
  EXPECT("set_free_handicap A1 A1", "? bad vertex list: a handicap point is given twice\n\n");
  EXPECT("set_free_handicap A1 pass", "? bad vertex list\n\n");
  EXPECT("set_free_handicap A1", "? bad vertex list: a handicap has from 2 stones to one less "
                                 "than the points of the board\n\n");
  EXPECT("place_free_handicap 12", "= C3 G7 C7 G3 C5 G5 E3 E7 E5 A9 J9 A1\n\n");
  cr_expect(strstr(ask("showboard"), "White to play"), "White moves first after a handicap");
}

Test(gtp_server, genmove_plays_legal_moves_until_it_passes)
{
  EXPECT("boardsize 5", "= \n\n");
  int passes = 0, moves = 0;
  for (; moves < 400 && passes < 2; moves++) {
    const char *colour = moves % 2 ? "white" : "black";
    char line[32];
    snprintf(line, sizeof line, "genmove %s", colour);
    const char *r = ask(line);
    cr_assert_eq(r[0], '=', "%s", r);
    passes = strncmp(r, "= pass", 6) == 0 ? passes + 1 : 0;
  }
  cr_expect_eq(passes, 2, "random play on 5x5 ends with two passes");
  /* showboard is a multi-line answer without blank lines. */
  const char *b = ask("showboard");
  cr_expect_eq(strstr(b, "\n\n"), b + strlen(b) - 2, "only the terminating blank line");
}

Test(gtp_server, showboard_marks_the_last_move)
{
  EXPECT("boardsize 5", "= \n\n");
  EXPECT("play black C3", "= \n\n");
  cr_expect_str_eq(ask("showboard"), "= \n"
                                     "    A B C D E\n"
                                     " 5  . . . . .  5\n"
                                     " 4  . . . . .  4\n"
                                     " 3  . .(X). .  3\n"
                                     " 2  . . . . .  2\n"
                                     " 1  . . . . .  1\n"
                                     "    A B C D E\n"
                                     "Rules: Japanese (1989) (simple ko), komi 6.5, handicap 0\n"
                                     "Move 1, White to play; prisoners: Black 0, White 0\n\n");
}

/* The real executable over pipes, as a GTP tool sees it. */
Test(gtp_binary, speaks_gtp_over_pipes)
{
  const char *binary = getenv("HOSHI_BINARY");
  cr_assert_not_null(binary, "HOSHI_BINARY names the hoshi executable (set by ctest)");
  const char *argv[] = {binary, "--gtp", "--size", "9", "--rules", "chinese", NULL};
  gtp_process p;
  hoshi_error why = {0};
  cr_assert(gtp_process_start(&p, argv, NULL, &why), "%s", why.message);
  gtp_response r;
  cr_assert_eq(gtp_process_ask(&p, "1 name", &r, 5000), GTP_IO_OK);
  cr_expect(r.success && r.has_id && r.id == 1);
  cr_expect_str_eq(r.text, "Hoshi");
  cr_assert_eq(gtp_process_ask(&p, "query_boardsize", &r, 5000), GTP_IO_OK);
  cr_expect_str_eq(r.text, "9");
  cr_assert_eq(gtp_process_ask(&p, "hoshi-rules", &r, 5000), GTP_IO_OK);
  cr_expect_str_eq(r.text, "chinese");
  cr_assert_eq(gtp_process_ask(&p, "play b j10", &r, 5000), GTP_IO_OK);
  cr_expect_not(r.success);
  cr_assert_eq(gtp_process_ask(&p, "showboard", &r, 5000), GTP_IO_OK);
  cr_expect(strstr(r.text, "Rules: Chinese"), "%s", r.text);
  gtp_process_stop(&p);
}

Test(gtp_binary, bad_command_lines_are_refused)
{
  const char *binary = getenv("HOSHI_BINARY");
  cr_assert_not_null(binary);
  const char *cases[][3] = {{"--size", "4", NULL},
                            {"--rules", "chess", NULL},
                            {"--komi", "6.3", NULL},
                            {"--frobnicate", NULL, NULL}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char cmd[512];
    snprintf(cmd, sizeof cmd, "'%s' --gtp %s %s </dev/null >/dev/null 2>&1", binary, cases[i][0],
             cases[i][1] ? cases[i][1] : "");
    int status = system(cmd);
    cr_expect(WIFEXITED(status) && WEXITSTATUS(status) == 2, "'%s' exits with 2", cmd);
  }
}

/* GTP discards control characters: a NUL inside a line must not cut it. */
Test(gtp_binary, nul_bytes_are_discarded)
{
  const char *binary = getenv("HOSHI_BINARY");
  cr_assert_not_null(binary);
  char cmd[600];
  snprintf(cmd, sizeof cmd,
           "printf '\\0001 name\\n2 play b\\000 d4\\n3 list_stones b\\n' | '%s' --gtp", binary);
  FILE *f = popen(cmd, "r");
  cr_assert_not_null(f);
  char all[256] = "";
  size_t n = fread(all, 1, sizeof all - 1, f);
  all[n] = '\0';
  pclose(f);
  cr_expect_str_eq(all, "=1 Hoshi\n\n=2 \n\n=3 D4\n\n");
}

/* Runs the server on input (len bytes) and returns what it printed. */
static char *serve(const char *input, size_t len)
{
  FILE *in = tmpfile();
  cr_assert(in && fwrite(input, 1, len, in) == len);
  rewind(in);
  char *text = NULL;
  size_t n = 0;
  FILE *o = open_memstream(&text, &n);
  cr_assert(in && o);
  gtp_server s;
  cr_assert(gtp_server_init(&s, 19, NULL));
  gtp_server_run(&s, in, o);
  gtp_server_deinit(&s);
  fclose(in);
  fclose(o);
  return text;
}

/* Endless input costs bounded memory: a line past GTP_MAX_LINE is read to
 * its end and refused, and the next command is answered. */
Test(gtp_server, an_overlong_line_is_refused_and_the_next_answered)
{
  size_t len = GTP_MAX_LINE + 100;
  char *input = malloc(len + 16);
  cr_assert_not_null(input);
  memset(input, 'x', len);
  memcpy(input + len, "\n7 name\n", 9);
  char *text = serve(input, len + 9);
  char want[160];
  snprintf(want, sizeof want, "? line too long: a command has at most %d bytes\n\n=7 Hoshi\n\n",
           GTP_MAX_LINE);
  cr_expect_str_eq(text, want);
  free(text);
  free(input);
}

/* An id too large for a long is echoed as written (GTP 2: the response
 * carries the command's id). */
Test(gtp_server, a_huge_id_is_echoed_whole)
{
  const char input[] = "99999999999999999999 name\n";
  char *text = serve(input, sizeof input - 1);
  cr_expect_str_eq(text, "=99999999999999999999 Hoshi\n\n");
  free(text);
}

/* An answer that comes after its command timed out must not be taken for
 * the answer to the next command. */
Test(gtp_process, late_answers_are_dropped)
{
  /* A fake engine: answers each command with its id, the first one late. */
  const char *argv[] = {"sh", "-c",
                        "read id c; sleep 1; printf '=%s slow\\n\\n' \"$id\"; "
                        "read id c; printf '=%s fast\\n\\n' \"$id\"; read x",
                        NULL};
  gtp_process p;
  cr_assert(gtp_process_start(&p, argv, NULL, NULL));
  gtp_response r;
  cr_expect_eq(gtp_process_ask(&p, "slow", &r, 200), GTP_IO_TIMEOUT);
  cr_assert_eq(gtp_process_ask(&p, "fast", &r, 5000), GTP_IO_OK);
  cr_expect_str_eq(r.text, "fast");
  gtp_process_stop(&p);
}

/* The engine sees only stdin, stdout and stderr, and SIGPIPE as usual. */
Test(gtp_process, engine_gets_only_its_three_files)
{
  const char *argv[] = {"sh", "-c",
                        "read id c; n=$(ls /proc/self/fd | wc -l); "
                        "s=$(grep SigIgn /proc/self/status | cut -f2); "
                        "printf '=%s %s %s\\n\\n' \"$id\" \"$n\" \"$s\"; read x",
                        NULL};
  gtp_process p;
  cr_assert(gtp_process_start(&p, argv, NULL, NULL));
  gtp_response r;
  cr_assert_eq(gtp_process_ask(&p, "fds", &r, 5000), GTP_IO_OK);
  /* ls itself opens one more descriptor to read the folder. */
  int fds = -1;
  unsigned long long ignored = 1;
  cr_assert_eq(sscanf(r.text, "%d %llx", &fds, &ignored), 2, "%s", r.text);
  cr_expect_eq(fds, 4, "open descriptors: %s", r.text);
  cr_expect_eq(ignored & (1ull << (13 - 1)), 0, "SIGPIPE is ignored in the engine: %s", r.text);
  gtp_process_stop(&p);
}

Test(gtp_process, missing_engine_is_reported)
{
  const char *argv[] = {"/nonexistent/engine", "--mode", "gtp", NULL};
  gtp_process p;
  hoshi_error why = {0};
  cr_expect_not(gtp_process_start(&p, argv, NULL, &why));
  cr_expect_str_eq(why.message, "the engine program was not found");
}

/* A file that is there but cannot be run is not called missing. */
Test(gtp_process, a_file_not_executable_is_said_so)
{
  char dir[] = "/tmp/hoshi-noexec-XXXXXX";
  cr_assert_not_null(mkdtemp(dir));
  char path[64];
  snprintf(path, sizeof path, "%s/engine", dir);
  write_file(path, "#!/bin/sh\n");
  chmod(path, 0644);
  const char *argv[] = {path, NULL};
  gtp_process p;
  hoshi_error why = {0};
  cr_expect_not(gtp_process_start(&p, argv, NULL, &why));
  cr_expect_str_eq(why.message, "the engine program is not executable");
  const char *folder[] = {dir, NULL};
  cr_expect_not(gtp_process_start(&p, folder, NULL, &why));
  cr_expect_str_eq(why.message, "the engine program is a folder, not a program");
  unlink(path);
  rmdir(dir);
}

Test(gtp_process, silent_engine_times_out)
{
  const char *argv[] = {"sleep", "30", NULL};
  gtp_process p;
  cr_assert(gtp_process_start(&p, argv, NULL, NULL));
  gtp_response r;
  cr_expect_eq(gtp_process_ask(&p, "name", &r, 200), GTP_IO_TIMEOUT);
  gtp_process_stop(&p);
  cr_expect_null(p.proc, "the engine was reaped");
}

Test(gtp_process, garbage_and_exit_are_reported)
{
  const char *argv[] = {"sh", "-c", "read x; printf 'hello\\n\\n'; read y; exit 0", NULL};
  gtp_process p;
  cr_assert(gtp_process_start(&p, argv, NULL, NULL));
  gtp_response r;
  cr_expect_eq(gtp_process_ask(&p, "name", &r, 5000), GTP_IO_GARBAGE);
  cr_expect_eq(gtp_process_ask(&p, "version", &r, 5000), GTP_IO_CLOSED);
  gtp_process_stop(&p);
}
