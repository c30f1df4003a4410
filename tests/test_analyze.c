/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An engine's analysis (issue 24): the kata-analyze and lz-analyze streams
 * read, and hoshi --analyze over a record's main line with a scripted
 * engine (tests/data/engines/fake-analyze.sh), GNU Go's estimate_score, and
 * engines that break. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "run_hoshi.h"
#include "files.h"

Test(analysis, a_kata_analyze_line_gives_the_candidates_best_first)
{
  analysis a;
  cr_assert(analysis_parse("=\ninfo move D4 visits 40 winrate 0.6 scoreLead 3.5 prior 0.2 order 0 "
                           "pv D4 Q16 info move Q16 visits 10 winrate 0.55 scoreLead 1.0 prior "
                           "0.1 order 1 pv Q16\n",
                           19, &a));
  cr_assert_eq(a.n, 2);
  cr_assert_eq(a.visits, 40);
  cr_assert_eq(a.moves[0].x, 3);
  cr_assert_eq(a.moves[0].y, 15, "D4 on 19x19: row 15 from the top");
  cr_assert_float_eq(a.moves[0].winrate, 0.6, 1e-9);
  cr_assert(a.moves[0].has_score);
  cr_assert_float_eq(a.moves[0].score_lead, 3.5, 1e-9);
  cr_assert_float_eq(a.moves[1].prior, 0.1, 1e-9);
}

Test(analysis, lz_analyze_win_rates_are_in_ten_thousandths_and_the_last_line_counts)
{
  analysis a;
  cr_assert(analysis_parse("=\ninfo move C3 visits 5 winrate 5000 prior 100 pv C3\n"
                           "info move pass visits 80 winrate 2500 prior 9000 pv pass "
                           "info move E5 visits 3 winrate 7000 prior 10 pv E5\n",
                           9, &a));
  cr_assert_eq(a.n, 2, "the last line's two candidates");
  cr_assert_eq(a.moves[0].x, -1, "a pass");
  cr_assert_float_eq(a.moves[0].winrate, 0.25, 1e-9);
  cr_assert_not(a.moves[0].has_score);
  cr_assert_float_eq(a.moves[1].winrate, 0.7, 1e-9);
}

Test(analysis, a_stream_without_info_lines_reads_as_nothing)
{
  analysis a;
  cr_assert_not(analysis_parse("=\n", 19, &a));
  cr_assert_not(analysis_parse("= info move Z99 visits 1\n", 19, &a), "no such point");
  cr_assert_not(analysis_parse("", 19, &a));
}

/* Issue 32 (review N1, N4): a number out of its domain leaves its candidate
 * out, never a made-up certainty or a value the graph cannot draw. */
Test(analysis, numbers_out_of_their_domain_leave_their_candidate_out)
{
  analysis a;
  static const char *const bad[] = {
      "info move D4 visits 10 winrate 1e308 pv D4\n",
      "info move D4 visits 10 winrate inf pv D4\n",
      "info move D4 visits 10 winrate nan pv D4\n",
      "info move D4 visits 10 winrate -123456 pv D4\n",
      "info move D4 visits 10 winrate 0.5x pv D4\n",
      "info move D4 visits 10 pv D4\n", /* no win rate: no certainty made up */
      "info move D4 visits 2147483648000 winrate 0.5 pv D4\n",
      "info move D4 visits -3 winrate 0.5 pv D4\n",
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    cr_expect_not(analysis_parse(bad[i], 19, &a), "%s", bad[i]);
  /* lz-analyze's whole ten-thousandths: "1" is 0.01%, not a certainty. */
  cr_assert(analysis_parse("info move D4 visits 10 winrate 1 pv D4\n", 19, &a));
  cr_expect_float_eq(a.moves[0].winrate, 0.0001, 1e-12);
  cr_expect_not(analysis_parse("info move D4 visits 10 winrate 1.5 pv D4\n", 19, &a),
                "a share above 1 is no win rate");
  /* A bad lead leaves the lead out, the candidate in; an exponent is fine. */
  cr_assert(analysis_parse("info move D4 visits 10 winrate 5e-01 scoreLead 1e300 pv D4\n", 19, &a));
  cr_expect_float_eq(a.moves[0].winrate, 0.5, 1e-9);
  cr_expect_not(a.moves[0].has_score);
  /* Ownership that is no number stops where it is: not shaded. */
  char line[4096] = "info move D4 visits 10 winrate 0.5 pv D4 ownership";
  for (int i = 0; i < 81; i++)
    strcat(line, i == 40 ? " nan" : " 0.9");
  cr_assert(analysis_parse(line, 9, &a));
  cr_expect_not(a.has_ownership);
}

Test(analysis, the_method_and_its_command_follow_what_the_engine_lists)
{
  cr_expect_eq(analysis_method_of("name\nkata-analyze\nlz-analyze\n"), ANALYSIS_KATA);
  cr_expect_eq(analysis_method_of("name\nlz-analyze\nestimate_score\n"), ANALYSIS_LZ);
  cr_expect_eq(analysis_method_of("estimate_score\n"), ANALYSIS_ESTIMATE);
  cr_expect_eq(analysis_method_of("name\ngenmove\n"), ANALYSIS_NONE);
  char c[80];
  analysis_command(ANALYSIS_KATA, COLOR_WHITE, 1000, true, c, sizeof c);
  cr_expect_str_eq(c, "kata-analyze W 100 ownership true");
  analysis_command(ANALYSIS_LZ, COLOR_BLACK, 5, true, c, sizeof c);
  cr_expect_str_eq(c, "lz-analyze B 1", "no ownership from Leela Zero; at least 1 cs");
  analysis_command(ANALYSIS_ESTIMATE, COLOR_BLACK, 1000, true, c, sizeof c);
  cr_expect_str_eq(c, "estimate_score");
}

Test(analysis, answers_read_from_blacks_view)
{
  double lead = 99;
  cr_expect(analysis_estimate_lead("W+3.5", &lead));
  cr_expect_float_eq(lead, -3.5, 1e-9);
  cr_expect(analysis_estimate_lead("B+0.5 (upper bound: 2.0)", &lead));
  cr_expect_float_eq(lead, 0.5, 1e-9);
  lead = 99;
  cr_expect_not(analysis_estimate_lead("0", &lead));
  cr_expect_float_eq(lead, 99, 1e-9, "untouched");
  cr_expect_not(analysis_estimate_lead("B", &lead), "a colour and no figure is no estimate");
  cr_expect_not(analysis_estimate_lead("W+inf", &lead));
  cr_expect_not(analysis_estimate_lead("B+nan", &lead));
  cr_expect_not(analysis_estimate_lead("W+1e308", &lead), "more points than any board");
  cr_expect_not(analysis_estimate_lead("B+12abc", &lead));
  cr_expect_not(analysis_estimate_lead("B+-3.5", &lead), "White's lead under Black's name");
  cr_expect_not(analysis_estimate_lead("B-1", &lead));
  cr_expect_float_eq(lead, 99, 1e-9, "untouched");
  analysis a = {.n = 1, .moves = {{.winrate = 0.7, .score_lead = 2.0, .has_score = true}}};
  double wr;
  analysis_for_black(&a, COLOR_WHITE, &wr, &lead);
  cr_expect_float_eq(wr, 0.3, 1e-9);
  cr_expect_float_eq(lead, -2.0, 1e-9);
  a.moves[0].has_score = false;
  analysis_for_black(&a, COLOR_BLACK, &wr, &lead);
  cr_expect_float_eq(wr, 0.7, 1e-9);
  cr_expect(isnan(lead));
}

/* --- hoshi --analyze ---------------------------------------------------------------- */

static int run(const char *args, char *out, size_t n) { return run_hoshi(args, out, n); }

static char dir[64], record[128], saved[128];

static void setup(void)
{
  snprintf(dir, sizeof dir, "/tmp/hoshi-analyze-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
  snprintf(record, sizeof record, "%s/game.sgf", dir);
  snprintf(saved, sizeof saved, "%s/out.sgf", dir);
  write_file(record, "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gg])");
}

static void teardown(void)
{
  unlink(record);
  unlink(saved);
  rmdir(dir);
}

TestSuite(analyze_cli, .init = setup, .fini = teardown, .timeout = 60);

static const char *engine(const char *mode)
{
  static char cmd[1024];
  snprintf(cmd, sizeof cmd, "\"bash '%s/engines/fake-analyze.sh' %s\"", getenv("HOSHI_TEST_DATA"),
           mode);
  return cmd;
}

/* The estimates hoshi saved at each position of the main line. */
static int estimates(double wr[8], double lead[8])
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  hoshi_error why = {0};
  cr_assert(game_load_file(&g, saved, NULL, &why), "%s", why.message);
  int n = 0;
  do {
    if (!game_estimate(&g, &wr[n], &lead[n]))
      wr[n] = lead[n] = NAN;
    n++;
  } while (n < 8 && game_forward(&g));
  game_deinit(&g);
  return n;
}

Test(analyze_cli, kata_analyze_win_rates_and_leads_are_saved_from_blacks_view)
{
  char out[8192], args[2048];
  snprintf(args, sizeof args, "--analyze %s --engine %s --seconds 0.2 --save %s", record,
           engine("kata"), saved);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_assert(strstr(out, "position 4 of 4"), "progress on stderr: %s", out);
  double wr[8], lead[8];
  cr_assert_eq(estimates(wr, lead), 4);
  /* The engine gives 60% and a lead of (moves played).5 to the player to
   * move: Black at the start and after move 2, White after moves 1 and 3. */
  cr_assert_float_eq(wr[0], 0.60, 1e-6);
  cr_assert_float_eq(wr[1], 0.40, 1e-6);
  cr_assert_float_eq(lead[0], 0.5, 1e-6);
  cr_assert_float_eq(lead[1], -1.5, 1e-6);
  cr_assert_float_eq(lead[2], 2.5, 1e-6);
  cr_assert_float_eq(lead[3], -3.5, 1e-6);
}

/* A look at a position can say far more than Hoshi's buffer holds (KataGo
 * with many candidates and ownership): the stream is read for its last
 * report, and a line too long to keep is left out. */
Test(analyze_cli, a_stream_longer_than_the_buffer_is_read_for_its_last_report)
{
  char out[8192], args[2048];
  snprintf(args, sizeof args, "--analyze %s --engine %s --seconds 0.3 --save %s", record,
           engine("long"), saved);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  double wr[8], lead[8];
  cr_assert_eq(estimates(wr, lead), 4);
  for (int i = 0; i < 4; i++)
    cr_expect_float_eq(wr[i], i % 2 ? 0.40 : 0.60, 1e-6, "position %d", i);
  cr_expect_float_eq(lead[2], 2.5, 1e-6);
  cr_expect_float_eq(lead[3], -3.5, 1e-6);
}

Test(analyze_cli, lz_analyze_gives_win_rates_without_leads)
{
  char out[8192], args[2048];
  snprintf(args, sizeof args, "--analyze %s --engine %s --visits 30 --save %s", record,
           engine("lz"), saved);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  double wr[8], lead[8];
  cr_assert_eq(estimates(wr, lead), 4);
  cr_assert_float_eq(wr[2], 0.60, 1e-6);
  cr_assert(isnan(lead[2]), "Leela Zero gives no score");
}

Test(analyze_cli, gnu_go_gives_its_score_estimate)
{
  cr_assert(access("/usr/games/gnugo", X_OK) == 0, "GNU Go is needed (the README installs gnugo)");
  char out[8192], args[2048];
  snprintf(args, sizeof args,
           "--analyze %s --engine \"/usr/games/gnugo --mode gtp --level 1\" --save %s", record,
           saved);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  double wr[8], lead[8];
  cr_assert_eq(estimates(wr, lead), 4);
  for (int i = 0; i < 4; i++) {
    cr_expect(isnan(wr[i]), "GNU Go gives no win rate");
    cr_expect(!isnan(lead[i]), "position %d has GNU Go's estimate", i);
  }
}

Test(analyze_cli, broken_engines_are_reported_and_what_was_done_is_saved)
{
  char out[8192], args[2048];
  snprintf(args, sizeof args, "--analyze %s --engine %s --save %s", record, engine("garbage"),
           saved);
  cr_assert_eq(run(args, out, sizeof out), 1, "%s", out);
  cr_assert(strstr(out, "this is not GTP"), "%s", out);
  cr_assert(access(saved, F_OK) == 0, "the record is saved all the same");
  snprintf(args, sizeof args, "--analyze %s --engine %s --save %s", record, engine("exit"), saved);
  cr_assert_eq(run(args, out, sizeof out), 1, "%s", out);
  cr_assert(strstr(out, "it stopped"), "%s", out);
  snprintf(args, sizeof args, "--analyze %s --engine %s --engine-timeout 1 --save %s", record,
           engine("hang"), saved);
  cr_assert_eq(run(args, out, sizeof out), 1, "%s", out);
  cr_assert(strstr(out, "no answer in time"), "a hang is reported: %s", out);
  snprintf(args, sizeof args, "--analyze %s --engine no-such-engine --save %s", record, saved);
  cr_assert_eq(run(args, out, sizeof out), 1, "%s", out);
  cr_assert(strstr(out, "cannot start the engine"), "%s", out);
  snprintf(args, sizeof args, "--analyze %s --save %s", record, saved);
  cr_assert_eq(run(args, out, sizeof out), 2, "%s", out);
  cr_assert(strstr(out, "--analyze needs"), "%s", out);
}
