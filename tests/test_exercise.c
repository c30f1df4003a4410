/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Club exercises (issue 34, exercise.h): problems answered on the board,
 * over records written for these tests, one per convention that tells the
 * correct lines ("RIGHT" in a comment, TE/BM, GB/GW, the main line) and a
 * ko; the marks a teacher writes, read back from the file; guessing the
 * next move; the counting quiz's offers and what an answer missed.
 *
 * Positions are drawn as diagrams, rows from the top, 'X' Black, 'O'
 * White, with GTP vertices ("D2": columns A-G from the left, rows from the
 * bottom). The records give stones and moves as SGF points ("df": column
 * d, the sixth row from the top, D2 on 7x7). Every move is played with
 * game_play, as the application plays it, so the game's rule set judges
 * it. */
#include <criterion/criterion.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "hoshi/exercise.h"
#include "hoshi/os.h"
#include "rules_examples.h"

static game g;

static void setup(void) { memset(&g, 0, sizeof g); }
static void teardown(void)
{
  os_inject_clear();
  game_deinit(&g);
}
TestSuite(problem, .init = setup, .fini = teardown);
TestSuite(mark, .init = setup, .fini = teardown);
TestSuite(guess);
TestSuite(quiz);

/* --- the records -------------------------------------------------------------------------------
 */

/* Black to kill: White's eye space is three in a row, C2 D2 E2.
 *   7 . . . . . . .
 *   6 . . . . . . .
 *   5 . . . . . . .
 *   4 X X X X X X X     D2, the middle, kills: White answers C2 or E2
 *   3 X O O O O O X     and Black takes the last liberty (two correct
 *   2 X O . . . O X     lines). C2 or E2 first, White takes the middle,
 *   1 X O O O O O X     capturing, and lives; so does a move elsewhere
 *     A B C D E F G     (D6): three wrong lines. */
#define STRAIGHT_THREE_KILL                                                                        \
  "GM[1]FF[4]SZ[7]RU[Japanese]PL[B]"                                                               \
  "AB[ad][bd][cd][dd][ed][fd][gd][ae][af][ag][ge][gf][gg]"                                         \
  "AW[be][ce][de][ee][fe][bf][ff][bg][cg][dg][eg][fg]"

static const char *const right_tree =
    "(;" STRAIGHT_THREE_KILL "C[Black to play: kill.]"
    "(;B[df](;W[cf];B[ef]C[RIGHT: White is captured.])"
    "(;W[ef];B[cf]C[Correct. RIGHT]))"
    "(;B[cf];W[df]C[White takes C2: two eyes.])"
    "(;B[ef];W[df]C[White takes E2: two eyes.])"
    "(;B[db];W[df]C[Too slow: White is all right. BRIGHT, RIGHTS.]))";

/* The same problem without a mark: the main line is the answer. */
static const char *const main_line_tree =
    "(;" STRAIGHT_THREE_KILL "(;B[df](;W[cf];B[ef])(;W[ef];B[cf]))"
    "(;B[cf];W[df]))";

/* Black to live: the colours of the first problem swapped.
 *   4 O O O O O O O
 *   3 O X X X X X O     D2 makes two eyes (TE); C2 or E2 (BM) lets White
 *   2 O X . . . X O     take the middle, a move elsewhere is doubtful (DO
 *   1 O X X X X X O     at D6) or not marked at all (F6): all dead.
 *     A B C D E F G
 * White's tesuji on D2 is the opponent's mark: it says nothing of
 * Black's lines. */
#define STRAIGHT_THREE_LIVE                                                                        \
  "GM[1]FF[4]SZ[7]RU[Japanese]"                                                                    \
  "AW[ad][bd][cd][dd][ed][fd][gd][ae][af][ag][ge][gf][gg]"                                         \
  "AB[be][ce][de][ee][fe][bf][ff][bg][cg][dg][eg][fg]"

static const char *const te_bm_tree = "(;" STRAIGHT_THREE_LIVE "PL[B]"
                                      "(;B[df]TE[1]C[Two eyes.])"
                                      "(;B[cf]BM[1];W[df]TE[1])"
                                      "(;B[ef]BM[1];W[df])"
                                      "(;B[db]DO[1];W[df])"
                                      "(;B[fb];W[df]))";

/* White to kill the same group: good for White (GW) is good for the
 * student, good for Black (GB) is not. D2 first, then the other side of
 * whichever Black fills; C2 or E2 first, Black takes it back at D2. */
static const char *const gb_gw_tree = "(;" STRAIGHT_THREE_LIVE "PL[W]"
                                      "(;W[df](;B[cf];W[ef]GW[1])(;B[ef];W[cf]GW[1]))"
                                      "(;W[cf];B[df]GB[1])"
                                      "(;W[ef];B[df]GB[1]))";

/* A ko: Black to capture the cutting stone B2 and connect.
 *   3 . X O . . . .
 *   2 X O . O . . .     Black C2 takes B2 in a ko: White may not take
 *   1 . X O . . . .     back at once and plays elsewhere (E5); Black
 *     A B C D E F G     connects at B2 (RIGHT). Playing elsewhere again
 * (F5) lets White retake, and Black in turn may not take back at once.
 * Elsewhere first (E5), White connects at C2. */
static const char *const ko_tree = "(;GM[1]FF[4]SZ[7]RU[Japanese]PL[B]"
                                   "AB[be][af][bg]AW[ce][bf][df][cg]"
                                   "(;B[cf];W[ec](;B[bf]C[RIGHT])(;B[fc];W[bf]C[The ko goes on.]))"
                                   "(;B[ec];W[cf]))";

/* --- helpers ---------------------------------------------------------------------------------- */

static void load_record(const char *text)
{
  hoshi_error err;
  sgf_collection *c = sgf_parse(text, strlen(text), &err);
  cr_assert_not_null(c);
  cr_assert_str_empty(err.message, "the test's SGF: %d:%d: %s", err.line, err.col, err.message);
  game_deinit(&g);
  hoshi_error why = {0};
  cr_assert(game_load(&g, c, 0, NULL, &why), "%s", why.message);
}

static exercise_problem pose(enum exercise_convention convention, enum color student)
{
  exercise_problem p;
  cr_assert(exercise_is_problem(&g));
  cr_assert(exercise_problem_start(&p, &g));
  cr_assert_eq(p.start, game_current(&g));
  cr_assert_eq(p.student, student);
  cr_assert_eq(p.convention, convention, "convention %d, expected %d", p.convention, convention);
  return p;
}

/* Plays c at vertex with game_play (it must be legal): the node reached. */
static const sgf_node *play(enum color c, const char *vertex)
{
  enum move_status s = game_play(&g, c, at(&g.board, vertex));
  cr_assert_eq(s, MOVE_LEGAL, "%s %s: %s", c == COLOR_BLACK ? "B" : "W", vertex,
               move_status_text(s));
  return game_current(&g);
}

/* The student's move: played, and judged. */
static void expect_move(const exercise_problem *p, enum color c, const char *vertex,
                        enum exercise_verdict want)
{
  const sgf_node *n = play(c, vertex);
  enum exercise_verdict got = exercise_judge(p, n);
  cr_expect_eq(got, want, "%s %s: verdict %d, expected %d", c == COLOR_BLACK ? "B" : "W", vertex,
               got, want);
}

/* The vertex of a node's move ("D2"). */
static const char *vertex_of(const sgf_node *n, enum color *c)
{
  static char out[8];
  const char *v = sgf_get(n, "B");
  *c = COLOR_BLACK;
  if (!v) {
    v = sgf_get(n, "W");
    *c = COLOR_WHITE;
  }
  cr_assert_not_null(v, "the reply holds no move");
  int x, y;
  bool pass;
  cr_assert(board_sgf_parse(v, game_size(&g), &x, &y, &pass) && !pass);
  board_vertex_format(game_size(&g), x, y, out);
  return out;
}

/* The tree's reply (rng 0 picks the first correct one), played with
 * game_play: it must be legal and go to the reply's node. Its vertex. */
static const char *answer(const exercise_problem *p, uint64_t seed)
{
  const sgf_node *reply = exercise_reply(p, game_current(&g), &seed);
  cr_assert_not_null(reply, "no reply");
  enum color c;
  const char *v = vertex_of(reply, &c);
  cr_assert_eq(c, color_other(p->student), "the reply is the opponent's");
  cr_assert_eq(play(c, v), reply, "game_play went elsewhere than the reply %s", v);
  return v;
}

/* The child of the current node holding c at vertex, NULL when the tree
 * has none (a move the application judges before playing it). */
static const sgf_node *child_with(enum color c, const char *vertex)
{
  int x, y;
  bool pass;
  cr_assert(board_vertex_parse(vertex, game_size(&g), &x, &y, &pass));
  char sp[3];
  board_sgf_format(x, y, sp);
  for (const sgf_node *k = game_current(&g)->children; k; k = k->next) {
    const char *v = sgf_get(k, c == COLOR_BLACK ? "B" : "W");
    if (v && strcmp(v, sp) == 0)
      return k;
  }
  return NULL;
}

/* --- a RIGHT-marked tree --------------------------------------------------------------------- */

Test(problem, right_marks_two_correct_lines_and_three_wrong)
{
  load_record(right_tree);
  exercise_problem p = pose(EXERCISE_BY_RIGHT, COLOR_BLACK);
  const sgf_node *start = p.start;
  cr_expect(exercise_on_correct_line(&p, start));

  /* The three wrong lines, each at its first move; the reply is the one
   * the tree has. */
  const char *wrong[] = {"C2", "E2", "D6"};
  for (size_t i = 0; i < 3; i++) {
    cr_assert(game_goto_node(&g, start));
    expect_move(&p, COLOR_BLACK, wrong[i], EXERCISE_WRONG);
    cr_expect_str_eq(answer(&p, 0), "D2", "after %s White takes the middle", wrong[i]);
    cr_expect_eq(exercise_judge(&p, game_current(&g)), EXERCISE_WRONG,
                 "\"all right\", \"BRIGHT\" and \"RIGHTS\" are not the word RIGHT");
  }

  /* A move the tree does not have. */
  cr_assert(game_goto_node(&g, start));
  cr_expect_null(child_with(COLOR_BLACK, "G7"));
  cr_expect_eq(exercise_judge(&p, NULL), EXERCISE_WRONG);
  expect_move(&p, COLOR_BLACK, "G7", EXERCISE_WRONG); /* played: a new node, off the tree */
  cr_expect_null(exercise_reply(&p, game_current(&g), NULL));

  /* D2, then both replies over the seeds, each solved by its own end. */
  int seen[2] = {0, 0};
  for (uint64_t seed = 0; seed < 32; seed++) {
    cr_assert(game_goto_node(&g, start));
    expect_move(&p, COLOR_BLACK, "D2", EXERCISE_GOOD);
    const char *reply = answer(&p, seed);
    bool c2 = strcmp(reply, "C2") == 0;
    cr_assert(c2 || strcmp(reply, "E2") == 0, "reply %s", reply);
    seen[c2]++;
    cr_expect_eq(exercise_judge(&p, game_current(&g)), EXERCISE_GOOD, "Black must still finish");
    expect_move(&p, COLOR_BLACK, c2 ? "E2" : "C2", EXERCISE_SOLVED);
    cr_expect_eq(board_at(&g.board, at(&g.board, "D1")), COLOR_EMPTY, "White is captured");
    cr_expect_null(exercise_reply(&p, game_current(&g), &seed), "the line ends");
  }
  cr_expect(seen[0] > 0 && seen[1] > 0, "E2 %d times, C2 %d times", seen[0], seen[1]);

  /* Retrying: after W C2, the other side is the only finish. */
  cr_assert(game_goto_node(&g, start));
  play(COLOR_BLACK, "D2");
  play(COLOR_WHITE, "C2");
  cr_expect_null(child_with(COLOR_BLACK, "A5"));
  expect_move(&p, COLOR_BLACK, "A5", EXERCISE_WRONG);
}

/* --- move annotations ------------------------------------------------------------------------- */

Test(problem, te_and_bm_judge_the_students_moves)
{
  load_record(te_bm_tree);
  exercise_problem p = pose(EXERCISE_BY_ANNOTATIONS, COLOR_BLACK);
  expect_move(&p, COLOR_BLACK, "D2", EXERCISE_SOLVED); /* TE, and the line ends there */
  cr_expect_null(exercise_reply(&p, game_current(&g), NULL));
  const struct {
    const char *move, *why;
  } wrong[] = {{"C2", "BM (White's TE after it is not Black's)"},
               {"E2", "BM"},
               {"D6", "DO"},
               {"F6", "no mark, in a tree that approves of a line"}};
  for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
    cr_assert(game_goto_node(&g, p.start));
    const sgf_node *n = play(COLOR_BLACK, wrong[i].move);
    cr_expect_eq(exercise_judge(&p, n), EXERCISE_WRONG, "%s: %s", wrong[i].move, wrong[i].why);
    cr_expect_not(exercise_on_correct_line(&p, n), "%s", wrong[i].move);
    cr_expect_str_eq(answer(&p, 7), "D2", "White kills at the vital point");
  }
}

/* A tree that marks only bad moves: what it does not mark is correct. */
Test(problem, a_tree_marking_only_bad_moves_approves_the_others)
{
  load_record("(;" STRAIGHT_THREE_LIVE "PL[B](;B[cf]BM[1];W[df])(;B[df])(;B[ef]BM[1];W[df]))");
  exercise_problem p = pose(EXERCISE_BY_ANNOTATIONS, COLOR_BLACK);
  expect_move(&p, COLOR_BLACK, "D2", EXERCISE_SOLVED);
  game_first(&g);
  expect_move(&p, COLOR_BLACK, "C2", EXERCISE_WRONG);
}

/* Marks on the opponent's moves alone are no convention: the main line. */
Test(problem, the_opponents_annotations_are_not_the_students)
{
  load_record("(;" STRAIGHT_THREE_KILL "(;B[df];W[cf]BM[1];B[ef])(;B[cf];W[df]TE[1]))");
  exercise_problem p = pose(EXERCISE_BY_MAIN_LINE, COLOR_BLACK);
  expect_move(&p, COLOR_BLACK, "D2", EXERCISE_GOOD);
  game_first(&g);
  expect_move(&p, COLOR_BLACK, "C2", EXERCISE_WRONG);
}

/* --- position annotations ------------------------------------------------------------------- */

Test(problem, gb_gw_count_for_the_student_whoever_plays)
{
  load_record(gb_gw_tree);
  exercise_problem p = pose(EXERCISE_BY_ANNOTATIONS, COLOR_WHITE);
  int seen[2] = {0, 0};
  for (uint64_t seed = 0; seed < 32; seed++) {
    game_first(&g);
    expect_move(&p, COLOR_WHITE, "D2", EXERCISE_GOOD);
    bool c2 = strcmp(answer(&p, seed), "C2") == 0;
    seen[c2]++;
    expect_move(&p, COLOR_WHITE, c2 ? "E2" : "C2", EXERCISE_SOLVED); /* GW */
    cr_expect_eq(board_at(&g.board, at(&g.board, "D1")), COLOR_EMPTY, "Black is captured");
  }
  cr_expect(seen[0] > 0 && seen[1] > 0, "E2 %d times, C2 %d times", seen[0], seen[1]);
  const char *wrong[] = {"C2", "E2"};
  for (size_t i = 0; i < 2; i++) {
    game_first(&g);
    expect_move(&p, COLOR_WHITE, wrong[i], EXERCISE_WRONG); /* it ends on GB */
    cr_expect_str_eq(answer(&p, 0), "D2", "Black captures and lives");
  }
}

/* --- the main line ------------------------------------------------------------------------------
 */

Test(problem, without_marks_the_main_line_is_the_answer)
{
  load_record(main_line_tree);
  exercise_problem p = pose(EXERCISE_BY_MAIN_LINE, COLOR_BLACK);
  for (uint64_t seed = 0; seed < 16; seed++) {
    game_first(&g);
    expect_move(&p, COLOR_BLACK, "D2", EXERCISE_GOOD);
    cr_expect_str_eq(answer(&p, seed), "C2", "W E2 is a variation: never the reply");
    expect_move(&p, COLOR_BLACK, "E2", EXERCISE_SOLVED);
  }
  game_first(&g);
  expect_move(&p, COLOR_BLACK, "C2", EXERCISE_WRONG);
  cr_expect_str_eq(answer(&p, 0), "D2", "a wrong line's reply: the first child");
  /* Off the main line by White's variation, Black's finish is not it. */
  game_first(&g);
  play(COLOR_BLACK, "D2");
  play(COLOR_WHITE, "E2");
  expect_move(&p, COLOR_BLACK, "C2", EXERCISE_WRONG);
}

/* --- a ko --------------------------------------------------------------------------------------
 */

Test(problem, a_ko_is_followed_under_the_rules)
{
  load_record(ko_tree);
  exercise_problem p = pose(EXERCISE_BY_RIGHT, COLOR_BLACK);
  expect_move(&p, COLOR_BLACK, "C2", EXERCISE_GOOD);
  cr_expect_eq(board_at(&g.board, at(&g.board, "B2")), COLOR_EMPTY, "B2 taken");
  cr_expect_eq(game_play(&g, COLOR_WHITE, at(&g.board, "B2")), MOVE_KO,
               "White may not take back at once");
  cr_expect_str_eq(answer(&p, 0), "E5", "the tree's reply is legal");
  expect_move(&p, COLOR_BLACK, "B2", EXERCISE_SOLVED);

  /* Elsewhere again: White's retake is legal now, Black's at once is not. */
  game_first(&g);
  play(COLOR_BLACK, "C2");
  play(COLOR_WHITE, "E5");
  expect_move(&p, COLOR_BLACK, "F5", EXERCISE_WRONG);
  cr_expect_str_eq(answer(&p, 0), "B2", "White retakes");
  cr_expect_eq(board_at(&g.board, at(&g.board, "C2")), COLOR_EMPTY, "C2 taken");
  cr_expect_eq(game_play(&g, COLOR_BLACK, at(&g.board, "C2")), MOVE_KO,
               "Black may not take back at once");

  game_first(&g);
  expect_move(&p, COLOR_BLACK, "E5", EXERCISE_WRONG);
  cr_expect_str_eq(answer(&p, 0), "C2", "White connects");
}

/* --- what is a problem ---------------------------------------------------------------------------
 */

Test(problem, a_problem_is_a_set_up_position_with_moves_or_a_right)
{
  load_record(main_line_tree);
  cr_expect(exercise_is_problem(&g));
  load_record("(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
  cr_expect_not(exercise_is_problem(&g), "a game from the empty board");
  load_record("(;GM[1]FF[4]SZ[9]HA[2]AB[cg][gc]PL[W];W[ee];B[cc])");
  cr_expect_not(exercise_is_problem(&g), "a handicap game");
  load_record("(;GM[1]FF[4]SZ[9];B[ee];W[cc]C[RIGHT])");
  cr_expect(exercise_is_problem(&g), "a comment says RIGHT");
  load_record("(;GM[1]FF[4]SZ[7]AB[dd]PL[W])");
  cr_expect_not(exercise_is_problem(&g), "a position and no move");
  exercise_problem p;
  cr_expect_not(exercise_problem_start(&p, &g), "nothing to answer");
}

/* --- the correct lines read in one pass --------------------------------------------------------
 */

/* The one-pass set answers as the questions about one node do, for every
 * node of each convention's tree (and a node outside the problem), and
 * holds the nodes the tests above name: D2 then C2 on the RIGHT tree, the
 * TE line, the GW lines, the main line. */
static void expect_lines_agree(const char *record, enum exercise_convention convention,
                               enum color student, int on_lines)
{
  load_record(record);
  exercise_problem p = pose(convention, student);
  exercise_lines *l = exercise_lines_read(&p);
  cr_assert_not_null(l);
  int through = 0;
  for (const sgf_node *n = g.root; n; n = sgf_walk_next(n, g.root)) {
    bool one = exercise_on_correct_line(&p, n);
    cr_expect_eq(exercise_lines_through(l, n), one, "convention %d: a node on a line %d, set %d",
                 convention, one, exercise_lines_through(l, n));
    bool solved = exercise_judge(&p, n) == EXERCISE_SOLVED;
    cr_expect_eq(exercise_lines_end(l, n), solved, "convention %d: an end %d, set %d", convention,
                 solved, exercise_lines_end(l, n));
    through += one;
  }
  cr_expect_eq(through, on_lines, "convention %d: %d nodes on correct lines, expected %d",
               convention, through, on_lines);
  exercise_lines_free(l);
}

Test(problem, the_lines_read_in_one_pass_agree_with_each_question)
{
  /* RIGHT: the start, D2, C2 and E2 below it, and the two ends. */
  expect_lines_agree(right_tree, EXERCISE_BY_RIGHT, COLOR_BLACK, 6);
  /* TE/BM: the start and D2. */
  expect_lines_agree(te_bm_tree, EXERCISE_BY_ANNOTATIONS, COLOR_BLACK, 2);
  /* GB/GW: the start, D2, its two answers and their ends. */
  expect_lines_agree(gb_gw_tree, EXERCISE_BY_ANNOTATIONS, COLOR_WHITE, 6);
  /* The main line: the start, D2, C2, E2 (its first line only). */
  expect_lines_agree(main_line_tree, EXERCISE_BY_MAIN_LINE, COLOR_BLACK, 4);
  expect_lines_agree(ko_tree, EXERCISE_BY_RIGHT, COLOR_BLACK, 4);
}

/* A line of 100,000 moves with 2,000 annotated leaves hanging off it and
 * a tesuji at its end: one pass reads it, and the questions about one node
 * (a walk below it, carrying the line's marks down) answer without a climb
 * from each leaf. The records of a reliability review (R1, R2) froze the
 * window; their timings are bench_exercise's, this checks the answers. */
Test(problem, a_long_annotated_line_is_read_whole, .timeout = 60)
{
  const int moves = 100000, leaves = 2000;
  strbuf s = {0};
  strbuf_puts(&s, "(;GM[1]FF[4]SZ[19]AB[aa]PL[B]");
  for (int i = 0; i < moves; i++) {
    char c = (char)('a' + (i / 2) % 19), r = (char)('c' + (i % 2) * 8 + (i / 38) % 8);
    bool black = i % 2 == 0;
    if (i % (moves / leaves) == 0 && i + 1 < moves)
      strbuf_printf(&s, "(;%c[%c%c]BM[1])(", black ? 'B' : 'W', c, r);
    strbuf_printf(&s, ";%c[%c%c]%s", black ? 'B' : 'W', c, r, i + 1 == moves ? "TE[1]" : "");
  }
  for (int i = 0; i < moves; i++)
    if (i % (moves / leaves) == 0 && i + 1 < moves)
      strbuf_puts(&s, ")");
  strbuf_puts(&s, ")");
  cr_assert_not(strbuf_oom(&s));
  hoshi_error err;
  sgf_collection *c = sgf_parse(strbuf_text(&s), s.len, &err);
  strbuf_deinit(&s);
  cr_assert_not_null(c, "%d:%d %s", err.line, err.col, err.message);
  hoshi_error why = {0};
  cr_assert(game_load(&g, c, 0, NULL, &why), "%s", why.message);
  exercise_problem p;
  cr_assert(exercise_problem_start(&p, &g));
  cr_assert_eq(p.convention, EXERCISE_BY_ANNOTATIONS);
  exercise_lines *l = exercise_lines_read(&p);
  cr_assert_not_null(l);
  const sgf_node *n = p.start;
  int on = 0, bad = 0;
  while (n->children) {
    /* The main line goes on in the last child where a BM leaf branches. */
    const sgf_node *next = n->children;
    while (next->next)
      next = next->next;
    for (const sgf_node *k = n->children; k != next; k = k->next) {
      bad += !exercise_lines_through(l, k);
      /* A question about one leaf: a few of them (each reads the tree's
       * convention again, a pass over it). */
      if (bad % 400 == 1)
        cr_expect_eq(exercise_judge(&p, k), EXERCISE_WRONG);
    }
    n = next;
    on += exercise_lines_through(l, n);
  }
  cr_expect_eq(on, moves, "every move of the line leads to the tesuji");
  cr_expect_eq(bad, leaves, "every BM leaf is wrong");
  cr_expect(exercise_lines_end(l, n), "the line ends right");
  cr_expect_eq(exercise_judge(&p, p.start->children->next), EXERCISE_GOOD);
  exercise_lines_free(l);
}

/* --- marking lines ---------------------------------------------------------------------------- */

/* The kill problem written in Hoshi: the position set up, the lines
 * played. Returns the root. */
static sgf_node *write_problem(void)
{
  cr_assert(game_init(&g, 7, rules_find("japanese")));
  board b;
  load(&b, 7,
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       "X X X X X X X\n"
       "X O O O O O X\n"
       "X O . . . O X\n"
       "X O O O O O X\n");
  b.to_move = COLOR_BLACK;
  cr_assert(game_set_position(&g, &b));
  sgf_node *root = game_current(&g);
  const char *lines[][3] = {{"D2", "C2", "E2"}, /* right */
                            {"D2", "E2", "G7"}, /* wrong: Black's G7 */
                            {"C2", "D2", NULL}, /* wrong: Black's C2 */
                            {"D2", "E2", "C2"}};
  for (size_t i = 0; i < 4; i++) {
    game_first(&g);
    for (int k = 0; k < 3 && lines[i][k]; k++)
      play(k % 2 ? COLOR_WHITE : COLOR_BLACK, lines[i][k]);
  }
  return root;
}

/* Goes along moves from the root, as the student would. */
static const sgf_node *go(const char *const *moves, int n)
{
  game_first(&g);
  for (int k = 0; k < n; k++)
    play(k % 2 ? COLOR_WHITE : COLOR_BLACK, moves[k]);
  return game_current(&g);
}

#define GO(...)                                                                                    \
  go((const char *const[]){__VA_ARGS__}, sizeof((const char *[]){__VA_ARGS__}) / sizeof(char *))

static void mark(sgf_node *root, bool right, const char *const *moves, int n)
{
  go(moves, n);
  cr_assert(exercise_mark_line(&g, root, right));
}

#define MARK(root, right, ...)                                                                     \
  mark(root, right, (const char *const[]){__VA_ARGS__},                                            \
       sizeof((const char *[]){__VA_ARGS__}) / sizeof(char *))

Test(mark, a_problem_marked_in_hoshi_reads_back_with_the_same_lines)
{
  sgf_node *root = write_problem();
  unsigned long before = g.records->stamp;
  MARK(root, true, "D2", "C2", "E2");
  cr_expect_neq(g.records->stamp, before, "the record changed: to be saved");
  MARK(root, false, "D2", "E2", "G7");
  MARK(root, false, "C2", "D2");
  /* Marked from the middle of the line: the line goes on to its end. */
  GO("D2", "C2");
  cr_assert(exercise_mark_line(&g, root, true));
  cr_expect_not(exercise_mark_line(&g, game_current(&g), true), "the start itself");

  size_t len;
  char *text = game_write_sgf(&g, NULL, NULL, &len);
  cr_assert_not_null(text);
  const char *right = strstr(text, "C[RIGHT]");
  cr_expect_not_null(right, "goproblems reads RIGHT:\n%s", text);
  cr_expect(right && !strstr(right + strlen("C[RIGHT]"), "RIGHT"), "RIGHT once:\n%s", text);
  cr_expect(strstr(text, "TE[1]") && strstr(text, "BM[1]"), "Sabaki reads TE and BM:\n%s", text);
  hoshi_error err;
  sgf_collection *c = sgf_parse(text, len, &err);
  free(text);
  cr_assert_not_null(c);
  game_deinit(&g);
  hoshi_error why = {0};
  cr_assert(game_load(&g, c, 0, NULL, &why), "%s", why.message);

  exercise_problem p = pose(EXERCISE_BY_RIGHT, COLOR_BLACK);
  cr_expect_eq(exercise_judge(&p, GO("D2")), EXERCISE_GOOD);
  cr_expect_not_null(sgf_find(game_current(&g), "TE"), "D2 is a tesuji");
  cr_expect_eq(exercise_judge(&p, GO("D2", "C2", "E2")), EXERCISE_SOLVED);
  cr_expect_eq(exercise_judge(&p, GO("D2", "E2", "G7")), EXERCISE_WRONG);
  cr_expect_not_null(sgf_find(game_current(&g), "BM"), "G7, not the shared D2, is bad");
  cr_expect_eq(exercise_judge(&p, GO("C2")), EXERCISE_WRONG);
  cr_expect_not_null(sgf_find(game_current(&g), "BM"));
  cr_expect_eq(exercise_judge(&p, GO("D2", "E2", "C2")), EXERCISE_WRONG, "never marked");
  for (uint64_t seed = 0; seed < 8; seed++) {
    GO("D2");
    cr_expect_str_eq(answer(&p, seed), "C2", "the one correct reply");
  }

  /* A reader of annotations alone takes the marked lines the same way. */
  GO("D2", "C2", "E2");
  cr_assert(game_set_comment(&g, NULL));
  game_first(&g);
  p = pose(EXERCISE_BY_ANNOTATIONS, COLOR_BLACK);
  cr_expect_eq(exercise_judge(&p, GO("D2", "C2", "E2")), EXERCISE_SOLVED);
  cr_expect_eq(exercise_judge(&p, GO("D2", "E2", "G7")), EXERCISE_WRONG);
  cr_expect_eq(exercise_judge(&p, GO("C2")), EXERCISE_WRONG);
}

Test(mark, a_line_marked_right_then_wrong)
{
  sgf_node *root = write_problem();
  MARK(root, true, "D2", "C2", "E2");
  const sgf_node *end = GO("D2", "E2", "C2");
  cr_assert(game_set_comment(&g, "Black fills the last liberty."));
  MARK(root, true, "D2", "E2", "C2");
  cr_expect_str_eq(sgf_get(end, "C"), "Black fills the last liberty.\nRIGHT");
  cr_expect_not_null(sgf_find(end, "TE"));
  MARK(root, false, "D2", "E2", "C2");
  cr_expect_str_eq(sgf_get(end, "C"), "Black fills the last liberty.", "RIGHT taken out");
  cr_expect_not_null(sgf_find(end, "BM"), "C2 is the line's own move");
  cr_expect_null(sgf_find(end, "TE"), "a move has one annotation");
  cr_expect_not_null(sgf_find(GO("D2"), "TE"), "D2 stays: the other line shares it");
  game_first(&g);
  exercise_problem p = pose(EXERCISE_BY_RIGHT, COLOR_BLACK);
  cr_expect_eq(exercise_judge(&p, GO("D2", "E2", "C2")), EXERCISE_WRONG);
  cr_expect_eq(exercise_judge(&p, GO("D2", "C2", "E2")), EXERCISE_SOLVED);
}

/* Every allocation of a marking fails in turn: each failure leaves the
 * record as it was, stamp included, and memory back marks it. */
Test(mark, a_marking_that_runs_out_of_memory_changes_nothing)
{
  for (int right = 0; right < 2; right++) {
    long failures = 0;
    for (long n = 1;; n++) {
      sgf_node *root = write_problem();
      MARK(root, true, "D2", "E2", "C2");
      cr_assert(game_set_comment(&g, "RIGHT? No."));
      GO("D2", "C2", "E2");
      cr_assert(game_set_comment(&g, "Captured."));
      size_t len;
      char *was = game_write_sgf(&g, NULL, NULL, &len);
      cr_assert_not_null(was);
      unsigned long stamp = g.records->stamp;
      os_inject_nth(OS_CALL_ALLOC, n, ENOMEM);
      bool done = exercise_mark_line(&g, root, right);
      os_inject_clear();
      char *now = game_write_sgf(&g, NULL, NULL, &len);
      cr_assert_not_null(now);
      if (done) {
        cr_expect_neq(strcmp(was, now), 0, "a marking that changed nothing");
      } else {
        failures++;
        cr_expect_str_eq(now, was, "allocation %ld: the record changed", n);
        cr_expect_eq(g.records->stamp, stamp, "allocation %ld: the stamp changed", n);
      }
      free(was);
      free(now);
      game_deinit(&g);
      memset(&g, 0, sizeof g);
      if (done)
        break;
    }
    cr_expect_gt(failures, 1, "marking %s: too few allocations failed to test anything",
                 right ? "right" : "wrong");
  }
}

/* --- guessing the next move ---------------------------------------------------------------------
 */

Test(guess, right_near_and_wrong)
{
  cr_expect_eq(exercise_guess_judge(3, 3, 3, 3), EXERCISE_GUESS_RIGHT);
  cr_expect_eq(exercise_guess_judge(5, 3, 3, 3), EXERCISE_GUESS_NEAR, "two points along");
  cr_expect_eq(exercise_guess_judge(1, 1, 3, 3), EXERCISE_GUESS_NEAR, "two diagonally");
  cr_expect_eq(exercise_guess_judge(4, 1, 3, 3), EXERCISE_GUESS_NEAR);
  cr_expect_eq(exercise_guess_judge(6, 3, 3, 3), EXERCISE_GUESS_WRONG, "three points");
  cr_expect_eq(exercise_guess_judge(0, 0, 3, 3), EXERCISE_GUESS_WRONG, "three diagonally");
  cr_expect_eq(exercise_guess_judge(-1, -1, -1, -1), EXERCISE_GUESS_RIGHT, "both pass");
  cr_expect_eq(exercise_guess_judge(-1, -1, 0, 0), EXERCISE_GUESS_WRONG, "a pass is no point");
  cr_expect_eq(exercise_guess_judge(0, 0, -1, -1), EXERCISE_GUESS_WRONG);
}

/* --- markers are for programs (issue 41) ------------------------------------------------ */

static void expect_shown(const char *comment, const char *shown)
{
  strbuf out = {0};
  exercise_comment_shown(&out, comment);
  cr_assert(!strbuf_oom(&out));
  cr_expect_str_eq(strbuf_text(&out), shown, "from \"%s\"", comment);
  strbuf_deinit(&out);
}

Test(exercise, markers_are_taken_out_of_what_is_shown)
{
  expect_shown("RIGHT Black captures.", "Black captures.");
  expect_shown("Correct. RIGHT", "Correct.");
  expect_shown("Correct!\nRIGHT", "Correct!");
  expect_shown("RIGHT - the stone is captured.", "the stone is captured.");
  expect_shown("RIGHT \u2014 la pierre est prise.", "la pierre est prise.");
  expect_shown("CHOICE Blanc prend en \u00ab ko \u00bb.", "Blanc prend en \u00ab ko \u00bb.");
  expect_shown("White lives.\nNOTTHIS\nBlack must play first.",
               "White lives.\nBlack must play first.");
  expect_shown("FORCE", "");
  expect_shown("BRIGHT and RIGHTS stay, as does Right.", "BRIGHT and RIGHTS stay, as does Right.");
  expect_shown("Noir capture : RIGHT!", "Noir capture :");
  expect_shown("Line one.\n\nLine three, RIGHT, here.", "Line one.\n\nLine three, here.");
}
