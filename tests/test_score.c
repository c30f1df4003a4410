/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Counting: territory and area, seki, dead stones, handicap compensation,
 * and the reasons the Japanese and Chinese counts differ. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "corpus.h"
#include "diagram.h"
#include "hoshi/game.h"
#include "hoshi/playout.h"
#include "hoshi/score.h"

static score count(const board *b, const uint8_t *dead, const char *rules_id, int handicap,
                   double komi)
{
  score_input in = {.board = b, .dead = dead, .handicap = handicap, .komi = komi};
  score s;
  cr_assert(score_count(&in, rules_find(rules_id), &s));
  return s;
}

static double reasons_sum(const score *a, const score *b, const board *position,
                          const uint8_t *dead, int handicap, double komi, int *n_out)
{
  score_input in = {.board = position, .dead = dead, .handicap = handicap, .komi = komi};
  score_reason reasons[16];
  int n = score_reconcile(a, b, &in, reasons, 16);
  double sum = 0;
  int weighed = 0; /* the reasons that carry points (dame lines carry none) */
  for (int i = 0; i < n; i++) {
    sum += reasons[i].points;
    weighed += reasons[i].points != 0;
  }
  if (n_out)
    *n_out = weighed;
  return sum;
}

/* docs/rules.md, worked count 4: a full 19x19 board with a Black territory of 8 and a White
 * territory of 2, no prisoners, 176 Black and 175 White stones: counting
 * territory, Black wins by 6; counting area, by 7 (the parity point of the
 * last stone). Built row by row: the first 184 points Black's, the rest
 * White's, eight single-point Black eyes on the top line, two White eyes on
 * the bottom line. */
Test(score, full_board_parity)
{
  board b;
  char rows[19 * 40];
  size_t len = 0;
  for (int i = 0; i < 361; i++) {
    int x = i % 19, y = i / 19;
    char c = i < 184 ? 'X' : 'O';
    if (y == 0 && x % 2 == 1 && x <= 15)
      c = '.';
    if (y == 18 && (x == 1 || x == 3))
      c = '.';
    rows[len++] = c;
    rows[len++] = x == 18 ? '\n' : ' ';
  }
  rows[len] = '\0';
  load(&b, 19, rows);
  score j = count(&b, NULL, "japanese", 0, 0), c = count(&b, NULL, "chinese", 0, 0);
  cr_expect_eq(j.side[COLOR_BLACK].territory, 8);
  cr_expect_eq(j.side[COLOR_WHITE].territory, 2);
  cr_expect_str_eq(j.result, "B+6");
  cr_expect_eq(c.side[COLOR_BLACK].stones, 176);
  cr_expect_eq(c.side[COLOR_WHITE].stones, 175);
  cr_expect_str_eq(c.result, "B+7");
  int n;
  cr_expect_float_eq(reasons_sum(&j, &c, &b, NULL, 0, 0, &n), j.margin - c.margin, 1e-9);
  cr_expect_eq(n, 1, "one reason: Black placed one more stone");
}

/* A dead stone inside White's area:
 *   5 . X O . .
 *   4 . X O . .
 *   3 X X O O O      Black D2 is dead. Territory: Black 4 (A5 A4, A2 A1),
 *   2 . X O X .      White 8 (D5 E5 D4 E4, D2 E2 D1 E1) with one prisoner:
 *   1 . X O . .      4 to 9. Area: Black 6 + 4, White 7 + 8: 10 to 15.
 *     A B C D E      Both W+5: each side placed 7 stones. */
Test(score, territory_and_area_with_a_dead_stone)
{
  board b;
  load(&b, 5,
       ". X O . .\n"
       ". X O . .\n"
       "X X O O O\n"
       ". X O X .\n"
       ". X O . .\n");
  uint8_t dead[BOARD_MAX_POINTS] = {0};
  cr_assert_eq(score_toggle_dead(&b, dead, at(&b, "D2")), 1);
  score j = count(&b, dead, "japanese", 0, 0), c = count(&b, dead, "chinese", 0, 0);
  cr_expect_eq(j.side[COLOR_BLACK].territory, 4);
  cr_expect_eq(j.side[COLOR_WHITE].territory, 8);
  cr_expect_eq(j.side[COLOR_WHITE].prisoners, 1);
  cr_expect_eq(j.side[COLOR_BLACK].dead, 1);
  cr_expect_str_eq(j.result, "W+5");
  cr_expect_eq(c.side[COLOR_BLACK].stones, 6);
  cr_expect_eq(c.side[COLOR_WHITE].territory, 8);
  cr_expect_str_eq(c.result, "W+5");
  int n;
  cr_expect_float_eq(reasons_sum(&j, &c, &b, dead, 0, 0, &n), 0, 1e-9);
  cr_expect_eq(n, 0);
}

/* Seki, one eye each and a shared liberty:
 *   5 X X X O O
 *   4 X X X O O
 *   3 X X X O O      C1 is the shared liberty: whoever fills it is left
 *   2 X X X O O      with one liberty. A1 (Black's) and E1 (White's) are
 *   1 . X . O .      eyes of groups in seki: no territory under J89.
 *     A B C D E      Japanese: 0 to 0, a draw. Chinese: 13 + 1 to 9 + 1. */
Test(score, seki_one_eye_each_and_a_shared_liberty)
{
  board b;
  load(&b, 5,
       "X X X O O\n"
       "X X X O O\n"
       "X X X O O\n"
       "X X X O O\n"
       ". X . O .\n");
  score j = count(&b, NULL, "japanese", 0, 0), c = count(&b, NULL, "chinese", 0, 0);
  cr_expect_eq(j.side[COLOR_BLACK].territory, 0);
  cr_expect_eq(j.side[COLOR_WHITE].territory, 0);
  cr_expect_eq(j.side[COLOR_BLACK].seki_eyes, 1);
  cr_expect_eq(j.side[COLOR_WHITE].seki_eyes, 1);
  cr_expect_eq(j.seki_points, 1);
  cr_expect_eq(j.unfilled_dame, 0);
  cr_expect_str_eq(j.result, "0");
  cr_expect_eq(c.side[COLOR_BLACK].territory, 1, "under area rules seki eyes count");
  cr_expect_str_eq(c.result, "B+4");
  cr_expect_float_eq(reasons_sum(&j, &c, &b, NULL, 0, 0, NULL), j.margin - c.margin, 1e-9);
}

/* Seki, two groups sharing two liberties:
 *   5 O O O O O
 *   4 O X X X O      Black's chain (7 stones) and White's ring (16) both
 *   3 O . X . O      have exactly the liberties B3 and D3: whoever fills
 *   2 O X X X O      one is left in atari. Japanese: no territory, a draw.
 *   1 O O O O O      Chinese: 7 stones to 16, W+9. */
Test(score, seki_two_groups_sharing_two_liberties)
{
  board b;
  load(&b, 5,
       "O O O O O\n"
       "O X X X O\n"
       "O . X . O\n"
       "O X X X O\n"
       "O O O O O\n");
  score j = count(&b, NULL, "japanese", 0, 0);
  cr_expect_eq(j.seki_points, 2, "B3 and D3: filling either is self-atari");
  cr_expect_eq(j.side[COLOR_BLACK].territory, 0);
  cr_expect_eq(j.side[COLOR_WHITE].territory, 0);
  cr_expect_str_eq(j.result, "0");
  score c = count(&b, NULL, "chinese", 0, 0);
  cr_expect_str_eq(c.result, "W+9", "16 White stones against 7 Black");
}

/* An ordinary unfilled dame between two living walls is no seki:
 *   5 X X . O .
 *   4 . X . O O      Each wall has two eyes (A4 A1, E5 E2): either side
 *   3 X X . O O      can fill any point of C, keeping liberties, so the
 *   2 X X . O .      five points are dame, counted as though filled
 *   1 . X . O O      (J89 art. 9, commentary). Japanese 2 to 2; Chinese
 *     A B C D E      8 + 2 to 8 + 2. (Walls without eyes would be a seki:
 * test_score_seki.c.) */
Test(score, unfilled_dame_is_not_seki)
{
  board b;
  load(&b, 5,
       "X X . O .\n"
       ". X . O O\n"
       "X X . O O\n"
       "X X . O .\n"
       ". X . O O\n");
  score j = count(&b, NULL, "japanese", 0, 0);
  cr_expect_eq(j.seki_points, 0);
  cr_expect_eq(j.unfilled_dame, 5);
  cr_expect_eq(j.side[COLOR_BLACK].seki_eyes + j.side[COLOR_WHITE].seki_eyes, 0);
  cr_expect_eq(j.side[COLOR_BLACK].territory, 2);
  cr_expect_str_eq(j.result, "0");
  cr_expect_str_eq(count(&b, NULL, "chinese", 0, 0).result, "0");
}

/* Marking a stone dead marks every chain of its colour in the region
 * bounded by the other colour's living stones; marking again revives them.
 *   5 . . O X .
 *   4 X . O . .      D5 and E2 are Black stones inside White's side:
 *   3 . . O . .      marking D5 marks E2 too, not A4 (another region).
 *   2 . . O . X
 *   1 . . O . . */
Test(score, marking_dead_takes_the_region)
{
  board b;
  load(&b, 5,
       ". . O X .\n"
       "X . O . .\n"
       ". . O . .\n"
       ". . O . X\n"
       ". . O . .\n");
  uint8_t dead[BOARD_MAX_POINTS] = {0};
  cr_expect_eq(score_toggle_dead(&b, dead, at(&b, "D5")), 2);
  cr_expect(dead[at(&b, "D5")] && dead[at(&b, "E2")]);
  cr_expect_not(dead[at(&b, "A4")]);
  cr_expect_eq(score_toggle_dead(&b, dead, at(&b, "E2")), 2, "marking again revives both");
  cr_expect_not(dead[at(&b, "D5")] || dead[at(&b, "E2")]);
  cr_expect_eq(score_toggle_dead(&b, dead, at(&b, "B3")), 0, "an empty point marks nothing");
}

/* Handicap compensation: White receives N (Chinese), N-1 (AGA, French), or
 * nothing (Japanese, NZ, Tromp-Taylor); the reconciliation says so. */
Test(score, handicap_compensation)
{
  board b;
  load(&b, 5,
       "X X . O O\n"
       "X X . O O\n"
       "X X . O O\n"
       "X X . O O\n"
       "X X . O O\n");
  const struct {
    const char *id;
    double comp;
  } want[] = {{"japanese", 0}, {"chinese", 3}, {"aga", 2},
              {"french", 2},   {"nz", 0},      {"tromp-taylor", 0}};
  for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
    score s = count(&b, NULL, want[i].id, 3, 0.5);
    cr_expect_float_eq(s.side[COLOR_WHITE].compensation, want[i].comp, 1e-9, "%s", want[i].id);
  }
  score j = count(&b, NULL, "japanese", 3, 0.5), c = count(&b, NULL, "chinese", 3, 0.5);
  cr_expect_str_eq(j.result, "W+0.5");
  cr_expect_str_eq(c.result, "W+3.5");
  int n;
  cr_expect_float_eq(reasons_sum(&j, &c, &b, NULL, 3, 0.5, &n), 3, 1e-9);
  cr_expect_eq(n, 1);
}

/* A plain Tromp-Taylor count, written independently: a player's stones plus
 * the empty points that reach only that colour. */
static double tromp_taylor_margin(const board *b, double komi)
{
  int total[3] = {0};
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      point p = board_point(b, x, y);
      enum color c = board_at(b, p);
      if (c != COLOR_EMPTY) {
        total[c]++;
        continue;
      }
      uint8_t seen[BOARD_MAX_POINTS] = {0};
      point stack[BOARD_MAX_POINTS];
      int top = 0, reach = 0;
      stack[top++] = p;
      seen[p] = 1;
      while (top) {
        point q = stack[--top];
        const int d[4] = {-b->stride, -1, 1, b->stride};
        for (int k = 0; k < 4; k++) {
          point n = (point)(q + d[k]);
          enum color nc = board_at(b, n);
          if (nc == COLOR_BLACK || nc == COLOR_WHITE)
            reach |= 1 << nc;
          else if (nc == COLOR_EMPTY && !seen[n]) {
            seen[n] = 1;
            stack[top++] = n;
          }
        }
      }
      if (reach == 1 << COLOR_BLACK)
        total[COLOR_BLACK]++;
      else if (reach == 1 << COLOR_WHITE)
        total[COLOR_WHITE]++;
    }
  return total[COLOR_BLACK] - total[COLOR_WHITE] - komi;
}

/* Over the 233 real games of tests/data/games, with no stone dead and with
 * random dead marks: the reasons always add up to the difference between the
 * Japanese margin and each other rule set's; with no stone dead, the area
 * counts equal a plain Tromp-Taylor count. */
typedef struct reconciling {
  uint64_t rng;
  int checks;
} reconciling;

static void reconcile_game(game *g, const char *path, void *ctx)
{
  reconciling *st = ctx;
  size_t n_rules;
  const rules *const *all = rules_all(&n_rules);
  const board *b = &g->board;
  uint8_t dead[BOARD_MAX_POINTS] = {0};
  for (int round = 0; round < 3; round++) {
    if (round > 0) /* mark a few random stones dead, with their regions */
      for (int k = 0; k < 4; k++) {
        point p = board_point(b, (int)rng_below(&st->rng, (uint32_t)b->size),
                              (int)rng_below(&st->rng, (uint32_t)b->size));
        score_toggle_dead(b, dead, p);
      }
    score j = count(b, dead, "japanese", g->handicap, g->komi);
    for (size_t r = 0; r < n_rules; r++) {
      score other = count(b, dead, rules_id(all[r]), g->handicap, g->komi);
      double sum = reasons_sum(&j, &other, b, dead, g->handicap, g->komi, NULL);
      cr_assert_float_eq(sum, j.margin - other.margin, 1e-9, "%s, %s, round %d", path,
                         rules_id(all[r]), round);
      st->checks++;
      if (round == 0 && rules_counts_stones(all[r]))
        cr_assert_float_eq(other.side[COLOR_BLACK].total - (other.side[COLOR_WHITE].total -
                                                            other.side[COLOR_WHITE].compensation),
                           tromp_taylor_margin(b, g->komi), 1e-9, "%s, %s", path, rules_id(all[r]));
    }
  }
}

Test(score, reconciliation_adds_up_on_real_games, .timeout = 300)
{
  reconciling st = {.rng = 2026};
  int games = corpus_each_game(reconcile_game, &st);
  fprintf(stderr, "score: %d games, %d reconciliations checked\n", games, st.checks);
}

/* --- through GTP --------------------------------------------------------------- */

#include "hoshi/gtp.h"
#include "run_hoshi.h"

static gtp_server server;
static char answer[GTP_RESPONSE_MAX];

static const char *ask(const char *line)
{
  char *r = gtp_server_handle(&server, line);
  cr_assert_not_null(r, "no answer to %s", line);
  snprintf(answer, sizeof answer, "%s", r);
  free(r);
  return answer;
}

/* The position of territory_and_area_with_a_dead_stone, played over GTP:
 * without marks D2 lives and E2, D1, E1 are dame (4 to 4); marked dead, it
 * is White's prisoner and those points White's territory (4 to 9). */
Test(score_gtp, set_dead_final_score_and_status)
{
  cr_assert(gtp_server_init(&server, 5, rules_find("japanese")));
  const char *moves[] = {"b B5", "b B4", "b A3", "b B3", "b B2", "b B1", "w C5",  "w C4",
                         "w C3", "w D3", "w E3", "w C2", "w C1", "b D2", "komi 0"};
  for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
    char line[32];
    snprintf(line, sizeof line, "%s%s", i + 1 < sizeof moves / sizeof moves[0] ? "play " : "",
             moves[i]);
    cr_assert_str_eq(ask(line), "= \n\n", "%s", line);
  }
  cr_expect_str_eq(ask("final_score"), "= W+5\n\n", "no marks: the estimate takes D2 for dead");
  cr_expect_str_eq(ask("final_status_list dead"), "= D2\n\n");
  cr_expect_str_eq(ask("hoshi-set-dead"), "= \n\n");
  cr_expect_str_eq(ask("final_score"), "= 0\n\n", "nothing dead: D2 lives and makes dame, 4 to 4");
  cr_expect_str_eq(ask("hoshi-set-dead D2"), "= \n\n");
  cr_expect_str_eq(ask("final_score"), "= W+5\n\n");
  cr_expect_str_eq(ask("final_status_list dead"), "= D2\n\n");
  cr_expect_str_eq(ask("final_status_list seki"), "= \n\n");
  cr_expect_str_eq(ask("hoshi-set-dead A1"), "? no stone at A1\n\n");
  cr_expect_str_eq(ask("final_status_list dead"), "= D2\n\n", "a refused command changes nothing");
  cr_expect_str_eq(ask("hoshi-set-dead"), "= \n\n");
  cr_expect_str_eq(ask("final_status_list dead"), "= \n\n", "no vertex: no stone is dead");
  cr_expect_str_eq(ask("hoshi-set-dead D2"), "= \n\n");
  cr_expect_str_eq(ask("hoshi-set-dead C3"), "= \n\n");
  cr_expect_str_eq(ask("final_status_list dead"), "= C5 C4 C3 D3 E3 C2 C1\n\n");
  cr_expect_str_eq(ask("hoshi-set-dead auto"), "= \n\n");
  cr_expect_str_eq(ask("final_status_list dead"), "= D2\n\n", "auto: back to the estimate");
  cr_expect_str_eq(ask("hoshi-set-dead C3"), "= \n\n");
  cr_expect_str_eq(ask("play w E1"), "= \n\n");
  cr_expect_str_eq(ask("final_status_list dead"), "= D2\n\n",
                   "a new move forgets the marks: the estimate again");
  cr_expect_str_eq(ask("final_status_list nonsense"),
                   "? syntax error: final_status_list alive, dead or seki\n\n");
  gtp_server_deinit(&server);
}

Test(score_gtp, hoshi_score_gives_every_rule_set)
{
  cr_assert(gtp_server_init(&server, 5, rules_find("chinese")));
  ask("play b C3");
  const char *a = ask("hoshi-score");
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++) {
    char id[40];
    snprintf(id, sizeof id, "%s%s ", i ? "\n" : "= ", rules_id(all[i]));
    cr_expect(strstr(a, id), "no line for %s in\n%s", rules_id(all[i]), a);
  }
  /* One stone: 24 points of Black territory, less the Chinese komi 7.5 that
   * the game has; 25 points of area less 7.5. */
  cr_expect(strstr(a, "= japanese B+16.5 "), "%s", a);
  cr_expect(strstr(a, "\nchinese B+17.5 "), "%s", a);
  gtp_server_deinit(&server);
}

/* --- hoshi --score ------------------------------------------------------------- */

#include <sys/wait.h>

static int run(const char *args, char *out, size_t n) { return run_hoshi(args, out, n); }

/* Writes a record to path (made, or emptied first). */
static void write_record(const char *path, const char *record)
{
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  cr_assert_geq(fd, 0, "cannot write %s", path);
  cr_assert_eq(write(fd, record, strlen(record)), (ssize_t)strlen(record));
  close(fd);
}

/* A new temporary file holding record; its path in path (a mkstemp
 * template). */
static void temp_record(char *path, const char *record)
{
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  close(fd);
  write_record(path, record);
}

/* The dead-stone position as a record; --dead marks D2; --json gives one
 * object; TB/TW marks in the file give the dead stones when --dead does not. */
Test(score_cli, counts_a_record)
{
  char path[] = "/tmp/hoshi-score-XXXXXX";
  temp_record(path, "(;FF[4]GM[1]SZ[5]KM[0]RU[Japanese]AB[bb][ba][ac][bc][bd][be]"
                    "AW[ca][cb][cc][dc][ec][cd][ce]PL[B];B[dd];W[]"
                    ";B[]TW[dd][ed][de][ee]TB[aa][ab][ad][ae])");
  char out[8192], args[600];
  snprintf(args, sizeof args, "--score %s", path);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(
      strstr(out, "dead stones from the file's territory marks (TB, TW, and MA on stones) (1)"),
      "%s", out);
  cr_expect(strstr(out, "W+5"), "%s", out);
  snprintf(args, sizeof args, "--score %s --dead '' --json", path);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "\"dead\": []"), "%s", out);
  cr_expect(strstr(out, "\"rules\": \"japanese\", \"result\": \"0\""), "%s", out);
  snprintf(args, sizeof args, "--score %s --dead D2 --json", path);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "\"dead\": [\"D2\"]"), "%s", out);
  cr_expect(strstr(out, "\"rules\": \"chinese\", \"result\": \"W+5\""), "%s", out);
  snprintf(args, sizeof args, "--score %s --dead A1", path);
  cr_expect_eq(run(args, out, sizeof out), 2, "an empty point cannot be dead: %s", out);
  cr_expect_eq(run("--score /nonexistent.sgf", out, sizeof out), 1, "%s", out);
  unlink(path);
}

/* The position of must_fill::a_stone_in_atari_once_the_dame_is_filled
 * (test_score_seki.c) as a record: --json names each reason's kind and its
 * points, and the rows carry the point to fill (J89 art. 9). */
Test(score_cli, json_reports_a_point_to_fill)
{
  char path[] = "/tmp/hoshi-score-XXXXXX";
  temp_record(path, "(;FF[4]GM[1]SZ[9]KM[0]RU[Japanese]"
                    "AB[ad][bd][cd][dd][ed][fd][fe][ff][fg][fh][gh][hi]"
                    "AW[ae][be][ce][de][ee][ef][eg][eh][fi])");
  char out[8192], args[600];
  snprintf(args, sizeof args, "--score %s --dead '' --json", path);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "\"rules\": \"japanese\", \"result\": \"B+26\""), "%s", out);
  cr_expect(strstr(out, "\"must_fill\": 1"), "%s", out);
  cr_expect(strstr(out, "{\"kind\": \"must_fill\", \"points\": 1, \"text\": \"1 point White must "
                        "fill once the dame are filled: +1 for White in Chinese counting, not "
                        "territory in Japanese (J89 art. 9)\", \"vertices\": [\"E1\"]}"),
            "%s", out);
  cr_expect(strstr(out, "{\"kind\": \"unfilled_dame\", \"points\": 0, "), "%s", out);
  snprintf(args, sizeof args, "--score %s --dead ''", path);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "points to fill"), "the text table has the row: %s", out);
  unlink(path);
}

/* A record with an illegal move and a handicap given as moves: --score
 * judges the move as the rule set says (J89 art. 14: White, who retook the
 * ko at once, loses) and counts the position for study; the handicap is
 * the three moves Black played in a row (French rules, Tromp-Taylor
 * comment 5). */
Test(score_cli, judges_an_illegal_move_and_a_handicap_given_as_moves)
{
  char path[] = "/tmp/hoshi-score-XXXXXX";
  temp_record(path, "(;FF[4]GM[1]SZ[9]KM[0.5]RU[Japanese];B[gg];B[gc];B[ba];W[ca];B[ab];W[bb];"
                    "B[bc];W[db];B[ee];W[cc];B[cb];W[bb];B[];W[])");
  char out[8192], args[600];
  snprintf(args, sizeof args, "--score %s --dead '' --json", path);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "\"handicap\": 3, \"handicap_given\": \"moves\""), "%s", out);
  cr_expect(strstr(out, "\"illegal\": {\"move\": 12, \"color\": \"white\", \"vertex\": "
                        "\"B8\", \"why\": \"ko\", \"consequence\": \"loses\", \"winner\": "
                        "\"black\", \"text\": \"Move 12, White B8, is illegal under the "
                        "Japanese rules"),
            "%s", out);
  snprintf(args, sizeof args, "--score %s --dead ''", path);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "The handicap was given as moves: Black's first 3 stones"), "%s", out);
  cr_expect(strstr(out, "(Black wins). The count below is for study."), "%s", out);
  /* The same game without the illegal move, as an even game: neither. */
  write_record(path, "(;FF[4]GM[1]SZ[9]KM[0.5]RU[Japanese];B[gg];W[gc];B[ee];W[];B[])");
  snprintf(args, sizeof args, "--score %s --dead '' --json", path);
  cr_assert_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "\"handicap\": 0, \"handicap_given\": \"none\", \"illegal\": null"), "%s",
            out);
  unlink(path);
}

/* --- KataGo's rule tests ------------------------------------------------------- */

/* Four scoring cases from KataGo's cpp/tests/testrules.cpp (MIT-style
 * licence; copied with their expected scores from shared/data/katago, whose
 * notes say these match Hoshi's Chinese (K06, K12, K18) and Japanese (K21)
 * counting): boards counted as they stand, nothing removed, komi 0.5. */
static void katago_case(const char *id, const char *diagram, const char *moves,
                        const char *rules_id, double white_minus_black)
{
  game g;
  cr_assert(game_init(&g, 9, rules_find("chinese")));
  board b;
  int size = 0;
  for (const char *s = diagram; *s && *s != '\n'; s++)
    size += *s != ' ';
  load(&b, size, diagram);
  cr_assert(game_set_position(&g, &b), "%s", id);
  cr_assert(game_set_komi(&g, 0.5, NULL));
  char list[128];
  snprintf(list, sizeof list, "%s", moves);
  char *save = NULL;
  for (char *t = strtok_r(list, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
    enum color c = t[0] == 'B' ? COLOR_BLACK : COLOR_WHITE;
    point p = strcmp(t + 2, "pass") == 0 ? POINT_PASS : at(&g.board, t + 2);
    cr_assert_eq(game_play(&g, c, p), MOVE_LEGAL, "%s: %s", id, t);
  }
  cr_assert(game_set_dead(&g, NULL, 0), "KataGo counts the board as it stands");
  score_input in;
  game_score_input(&g, &in);
  score s;
  cr_assert(score_count(&in, rules_find(rules_id), &s));
  cr_expect_float_eq(-s.margin, white_minus_black, 1e-9, "%s under %s: %s", id, rules_id, s.result);
  game_deinit(&g);
}

#define K06_K12_TOP                                                                                \
  ". X . X O . O . X\n"                                                                            \
  ". . . X O O O X .\n"                                                                            \
  ". X X X X X X O O\n"                                                                            \
  "X O O O O O X O .\n"                                                                            \
  "X O . O . O X O O\n"                                                                            \
  "X O O O O O X X X\n"
#define K06_K12_BOTTOM                                                                             \
  ". X X X O O O O .\n"                                                                            \
  ". X . X O . O . O\n"

#define K18_K21                                                                                    \
  "O X . O O O .\n"                                                                                \
  "O X X X X X X\n"                                                                                \
  "O O O O O O O\n"                                                                                \
  ". X O X X . .\n"                                                                                \
  "O O O X . . .\n"                                                                                \
  "X . O X X X X\n"                                                                                \
  ". X O X . . .\n"

Test(score_katago, k06_k12_area)
{
  katago_case("K06", K06_K12_TOP "X X X O . . . O O\n" K06_K12_BOTTOM, "B:pass W:pass", "chinese",
              4.5);
  katago_case("K12", K06_K12_TOP "X X X O X X X O O\n" K06_K12_BOTTOM, "B:pass W:pass", "chinese",
              1.5);
}

Test(score_katago, k18_area_and_k21_territory)
{
  const char *moves = "B:F4 W:G4 B:G3 W:F3 B:E3 W:A4 B:G1";
  katago_case("K18", K18_K21, moves, "chinese", -3.5);
  katago_case("K21", K18_K21, moves, "japanese", -2.5);
}

/* Issue 32: the command line reads numbers strictly (no 0x, no exponent,
 * no blanks), and "--" ends the options, so that a file named -x.sgf is
 * read as a file. */
Test(score_cli, numbers_are_read_strictly_and_two_dashes_end_the_options)
{
  char out[8192];
  static const char *const refused[] = {
      "--size 0x13",        "--size 1e1",           "--size ' 9'",
      "--scale 1e0",        "--scale inf",          "--seconds nan",
      "--window 0x500x400", "--window ' 1280x720'", "--engine-timeout 6e1"};
  for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
    char args[200];
    snprintf(args, sizeof args, "%s --print /nonexistent.sgf", refused[i]);
    cr_expect_eq(run(args, out, sizeof out), 2, "%s: %s", refused[i], out);
  }
  char dir[] = "/tmp/hoshi-dashes-XXXXXX", args[600];
  cr_assert_not_null(mkdtemp(dir));
  char path[200];
  snprintf(path, sizeof path, "%s/-x.sgf", dir);
  FILE *f = fopen(path, "w");
  cr_assert_not_null(f);
  fputs("(;FF[4]GM[1]SZ[9];B[ee])", f);
  fclose(f);
  snprintf(args, sizeof args, "--print -- '%s'", path);
  cr_expect_eq(run(args, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "1 move"), "%s", out);
  snprintf(args, sizeof args, "--size 9 --print -- '%s' '%s'", path, path);
  cr_expect_eq(run(args, out, sizeof out), 2, "one file at a time: %s", out);
  unlink(path);
  rmdir(dir);
}
