/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The beginners' course (assets/course, issue 44 item 2): eight sets of
 * problems in English and French.
 *
 * - every file of both languages loads without a note, and every tree of
 *   it is a problem for Black (exercise_tree_is_problem), with its
 *   question, its set's title (EV, the same in every tree of a file) and
 *   its own (GN); the correct lines are marked by "RIGHT", there is at least
 *   one, every line ends on a comment that reads as something once the word
 *   is taken out (exercise_comment_shown), and a wrong first move answered by
 *   the opponent says why it fails;
 * - every move of every line is legal under the Japanese rules, played from
 *   the problem's position with Hoshi's game;
 * - the French files hold the same problems as the English ones: as many
 *   trees, the same stones, the same moves in the same tree, a comment
 *   wherever the other language has one;
 * - what the comments claim: the capture problems' correct lines capture
 *   and their wrong ones do not; in the sets on escaping, ladders and nets
 *   the group the problem is about is captured or not as GNU Go's tactical
 *   reading (attack, defend) says, on the correct lines its life and death
 *   reading (owl_attack, owl_defend) too, and in the sets on eyes the life
 *   and death reading on every line: the problem's side wins on its correct
 *   lines and loses on its wrong ones;
 * - no unlisted answer: every legal first move of the capture problems
 *   that captures, and of the problems judged with GNU Go that wins as it
 *   reads the group, is a correct line of the tree, and no correct first
 *   move fails;
 * - the counting problems' answers: the count Hoshi's scoring makes of the
 *   finished position.
 *
 * GNU Go is a test dependency (/usr/games/gnugo, Debian package gnugo). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diagram.h"
#include "engine_board.h"
#include "hoshi/exercise.h"
#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "hoshi/score.h"

#ifndef GNUGO_PATH
#define GNUGO_PATH "/usr/games/gnugo"
#endif

#define N_SETS    8
#define MAX_TREES 16

static const char *const SETS[N_SETS] = {"01-capture", "02-escape",   "03-ladders",
                                         "04-nets",    "05-two-eyes", "06-false-eyes",
                                         "07-ko",      "08-counting"};
static const char *const LANGS[] = {"en", "fr"};

/* The course's file of a set in a language, in the source tree (tests/data
 * is HOSHI_TEST_DATA, the course two folders up). */
static const char *course_file(const char *lang, const char *set)
{
  static char path[4][1024];
  static int k;
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data, "HOSHI_TEST_DATA names tests/data (ctest sets it)");
  k = (k + 1) % 4;
  snprintf(path[k], sizeof path[k], "%.900s/../../assets/course/%s/%s.sgf", data, lang, set);
  return path[k];
}

static sgf_collection *load_collection(const char *path)
{
  hoshi_error err = {0};
  sgf_collection *c = sgf_load_file(path, &err);
  cr_assert_not_null(c, "%s: %s", path, err.message);
  cr_assert_str_empty(err.message, "%s: %d:%d: %s", path, err.line, err.col, err.message);
  return c;
}

/* Tree index of the file opened in g, Japanese rules; no notes. */
static void open_tree(game *g, const char *path, size_t index)
{
  hoshi_error why = {0};
  cr_assert(game_load_file_game(g, path, index, rules_find("japanese"), &why), "%s #%zu: %s", path,
            index + 1, why.message);
  cr_assert_eq(g->n_notes, 0, "%s #%zu: %s", path, index + 1,
               g->n_notes ? g->notes[0].message : "");
}

static bool has_comment(const sgf_node *n)
{
  const char *c = sgf_get(n, "C");
  return c && *c;
}

/* Whether some node of the subtree under n (n included) has a comment. */
static bool subtree_commented(const sgf_node *n)
{
  if (has_comment(n))
    return true;
  for (const sgf_node *c = n->children; c; c = c->next)
    if (subtree_commented(c))
      return true;
  return false;
}

/* The leaves of the tree under root, in order. */
static int leaves(const sgf_node *root, const sgf_node **out, int cap)
{
  int n = 0;
  for (const sgf_node *p = root; p; p = sgf_walk_next(p, root))
    if (!p->children && n < cap)
      out[n++] = p;
  return n;
}

/* --- loading, problems, lines -------------------------------------------------------------- */

Test(course, every_tree_is_a_problem_with_its_lines_marked_and_commented)
{
  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  for (size_t l = 0; l < 2; l++)
    for (int s = 0; s < N_SETS; s++) {
      const char *path = course_file(LANGS[l], SETS[s]);
      sgf_collection *c = load_collection(path);
      size_t n = c->n_games;
      cr_expect_geq(n, 5, "%s: %zu problems, a set has at least 5", path, n);
      const char *ev0 = sgf_get(c->games[0], "EV");
      cr_assert(ev0 && *ev0, "%s: the first tree has no set title (EV)", path);
      for (size_t i = 0; i < n; i++) {
        const sgf_node *root = c->games[i];
        const char *ev = sgf_get(root, "EV"), *gn = sgf_get(root, "GN");
        cr_expect(ev && strcmp(ev, ev0) == 0, "%s #%zu: EV \"%s\", the file's is \"%s\"", path,
                  i + 1, ev ? ev : "", ev0);
        cr_expect(gn && *gn, "%s #%zu: no problem title (GN)", path, i + 1);
        cr_expect(has_comment(root), "%s #%zu: no question", path, i + 1);
        cr_expect(exercise_tree_is_problem(root), "%s #%zu is no problem", path, i + 1);
      }
      for (size_t i = 0; i < n; i++) {
        open_tree(&g, path, i);
        exercise_problem p;
        cr_assert(exercise_problem_start(&p, &g), "%s #%zu: nothing to answer", path, i + 1);
        cr_expect_eq(p.student, COLOR_BLACK, "%s #%zu: Black plays the course", path, i + 1);
        cr_expect_eq(p.convention, EXERCISE_BY_RIGHT, "%s #%zu: lines marked by RIGHT", path,
                     i + 1);
        const sgf_node *leaf[64];
        int nl = leaves(g.root, leaf, 64), right = 0;
        for (int k = 0; k < nl; k++) {
          if (exercise_on_correct_line(&p, leaf[k]))
            right++;
          strbuf shown = {0};
          const char *text = sgf_get(leaf[k], "C");
          exercise_comment_shown(&shown, text ? text : "");
          cr_assert_not(strbuf_oom(&shown));
          cr_expect(shown.text && shown.len > 0, "%s #%zu: a line ends without an explanation",
                    path, i + 1);
          cr_expect(!shown.text || !strstr(shown.text, "RIGHT"), "%s #%zu: RIGHT shown", path,
                    i + 1);
          strbuf_deinit(&shown);
        }
        cr_expect_geq(right, 1, "%s #%zu: no correct line", path, i + 1);
        for (const sgf_node *m = g.root->children; m; m = m->next)
          if (!exercise_on_correct_line(&p, m) && m->children)
            cr_expect(subtree_commented(m->children), "%s #%zu: a wrong move's reply says nothing",
                      path, i + 1);
      }
      sgf_free(c);
    }
  game_deinit(&g);
}

Test(course, every_move_of_every_line_is_legal_under_japanese_rules)
{
  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  for (size_t l = 0; l < 2; l++)
    for (int s = 0; s < N_SETS; s++) {
      const char *path = course_file(LANGS[l], SETS[s]);
      sgf_collection *c = load_collection(path);
      size_t n = c->n_games;
      sgf_free(c);
      for (size_t i = 0; i < n; i++) {
        open_tree(&g, path, i);
        cr_expect_eq(g.rules, rules_find("japanese"));
        const sgf_node *leaf[64];
        int nl = leaves(g.root, leaf, 64);
        for (int k = 0; k < nl; k++) {
          cr_assert(game_goto_node(&g, leaf[k]));
          game_illegal il;
          bool bad = game_first_illegal(&g, &il);
          cr_expect_not(bad, "%s #%zu, line %d: move %d is illegal (%d)", path, i + 1, k + 1,
                        bad ? il.move_number : 0, bad ? (int)il.status : 0);
          /* Black first, then each side in turn. */
          for (size_t d = 1; d < g.depth; d++)
            cr_expect_eq(g.path[d].color, d % 2 ? COLOR_BLACK : COLOR_WHITE,
                         "%s #%zu, line %d: move %zu out of turn", path, i + 1, k + 1, d);
        }
      }
    }
  game_deinit(&g);
}

/* --- the two languages ------------------------------------------------------------------------ */

static bool same_values(const sgf_node *a, const sgf_node *b, const char *id)
{
  const sgf_prop *pa = sgf_find(a, id), *pb = sgf_find(b, id);
  if (!pa || !pb)
    return !pa && !pb;
  if (pa->n_values != pb->n_values)
    return false;
  for (uint32_t i = 0; i < pa->n_values; i++)
    if (strcmp(pa->values[i], pb->values[i]) != 0)
      return false;
  return true;
}

/* The same moves and setup in the same tree, a comment at the same nodes. */
static void expect_same_tree(const sgf_node *a, const sgf_node *b, const char *set, size_t tree)
{
  static const char *const ids[] = {"B", "W", "AB", "AW", "AE", "PL", "SZ", "KM"};
  for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++)
    cr_expect(same_values(a, b, ids[k]), "%s #%zu: %s differs between English and French", set,
              tree + 1, ids[k]);
  cr_expect(!sgf_find(a, "C") || has_comment(a), "%s #%zu: an empty English comment", set,
            tree + 1);
  cr_expect(!sgf_find(b, "C") || has_comment(b), "%s #%zu: an empty French comment", set, tree + 1);
  cr_expect_eq(has_comment(a), has_comment(b), "%s #%zu: a comment in one language only", set,
               tree + 1);
  if (has_comment(a) && has_comment(b))
    cr_expect_eq(strstr(sgf_get(a, "C"), "RIGHT") != NULL, strstr(sgf_get(b, "C"), "RIGHT") != NULL,
                 "%s #%zu: RIGHT in one language only", set, tree + 1);
  cr_expect_eq(sgf_count_children(a), sgf_count_children(b),
               "%s #%zu: the trees branch differently", set, tree + 1);
  const sgf_node *ca = a->children, *cb = b->children;
  for (; ca && cb; ca = ca->next, cb = cb->next)
    expect_same_tree(ca, cb, set, tree);
}

Test(course, the_french_files_hold_the_english_problems)
{
  for (int s = 0; s < N_SETS; s++) {
    sgf_collection *en = load_collection(course_file("en", SETS[s]));
    sgf_collection *fr = load_collection(course_file("fr", SETS[s]));
    cr_expect_eq(en->n_games, fr->n_games, "%s: %zu problems in English, %zu in French", SETS[s],
                 en->n_games, fr->n_games);
    for (size_t i = 0; i < en->n_games && i < fr->n_games; i++) {
      expect_same_tree(en->games[i], fr->games[i], SETS[s], i);
      cr_expect_str_neq(sgf_get(en->games[i], "C"), sgf_get(fr->games[i], "C"),
                        "%s #%zu: the question is not translated", SETS[s], i + 1);
    }
    sgf_free(en);
    sgf_free(fr);
  }
}

/* --- the claims ------------------------------------------------------------------------------- */

Test(course, the_capture_problems_capture_on_their_correct_lines_only)
{
  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  const char *path = course_file("en", "01-capture");
  for (size_t i = 0; i < 5; i++) {
    open_tree(&g, path, i);
    exercise_problem p;
    cr_assert(exercise_problem_start(&p, &g));
    const sgf_node *leaf[64];
    int nl = leaves(g.root, leaf, 64);
    for (int k = 0; k < nl; k++) {
      cr_assert(game_goto_node(&g, leaf[k]));
      bool right = exercise_on_correct_line(&p, leaf[k]);
      cr_expect_eq(game_captures(&g, COLOR_BLACK) > 0, right, "capture %zu, line %d: %s", i + 1,
                   k + 1, right ? "the answer captures nothing" : "a wrong line captures");
    }
  }
  game_deinit(&g);
}

/* The group each problem is about, by set and problem; owl: read by life
 * and death (owl_attack, owl_defend) rather than by tactics (attack,
 * defend), which the correct lines of the other sets are read by too. The
 * problem's side wins on its correct lines: Black's group lives, White's
 * dies; and loses on its wrong ones. */
static const struct {
  const char *set;
  bool owl;
  const char *target[5];
} GROUPS[] = {
    {"02-escape", false, {"E5", "E1", "D5", "E4", "E5"}},
    {"03-ladders", false, {"E5", "E5", "E5", "D6", "E5"}},
    {"04-nets", false, {"D4", "F6", "D5", "E6", "D6"}},
    {"05-two-eyes", true, {"D2", "D8", "C2", "D2", "G8"}},
    {"06-false-eyes", true, {"D2", "D8", "D2", "D2", "F2"}},
};

static gtp_process gnugo;
static gtp_response reply;

static void start_gnugo(void)
{
  cr_assert(access(GNUGO_PATH, X_OK) == 0,
            "GNU Go is not installed (%s is missing): this test asks it as a judge. Install the "
            "Debian package gnugo (the README's test command does).",
            GNUGO_PATH);
  const char *argv[] = {GNUGO_PATH, "--mode", "gtp", NULL};
  hoshi_error why = {0};
  cr_assert(gtp_process_start(&gnugo, argv, NULL, &why), "cannot start GNU Go: %s", why.message);
}

static void ask(const char *cmd)
{
  cr_assert_eq(gtp_process_ask(&gnugo, cmd, &reply, 60000), GTP_IO_OK, "GNU Go did not answer %s",
               cmd);
  cr_assert(reply.success, "GNU Go: %s: %s", cmd, reply.text);
}

/* Whether the group at vertex (of colour owner) lives after the line,
 * with the side to move on b next: captured is dead; the owner to move
 * and no defence is dead; the opponent to move and no attack is alive.
 * Any other answer decides nothing: *decided false. */
static bool lives(const board *b, const char *vertex, enum color owner, bool owl, bool *decided)
{
  point p = at(b, vertex);
  *decided = true;
  if (board_at(b, p) != owner)
    return false;
  char cmd[64];
  cr_assert(engine_set_board(&gnugo, b, &reply, 60000, cmd), "GNU Go: %s: %s", cmd, reply.text);
  bool owner_moves = b->to_move == owner;
  snprintf(cmd, sizeof cmd, "%s%s %s", owl ? "owl_" : "", owner_moves ? "defend" : "attack",
           vertex);
  ask(cmd);
  bool zero = strncmp(reply.text, "0", 1) == 0;
  if (zero)
    return !owner_moves;
  *decided = false;
  return owner_moves;
}

Test(course, the_groups_live_or_die_as_the_comments_say, .timeout = 300)
{
  start_gnugo();
  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  for (size_t s = 0; s < sizeof GROUPS / sizeof GROUPS[0]; s++) {
    const char *path = course_file("en", GROUPS[s].set);
    for (size_t i = 0; i < 5; i++) {
      open_tree(&g, path, i);
      const char *v = GROUPS[s].target[i];
      enum color owner = board_at(&g.board, at(&g.board, v));
      cr_assert_neq(owner, COLOR_EMPTY, "%s #%zu: no stone at %s", GROUPS[s].set, i + 1, v);
      exercise_problem p;
      cr_assert(exercise_problem_start(&p, &g));
      const sgf_node *leaf[64];
      int nl = leaves(g.root, leaf, 64);
      for (int k = 0; k < nl; k++) {
        cr_assert(game_goto_node(&g, leaf[k]));
        bool right = exercise_on_correct_line(&p, leaf[k]);
        /* Black's side wins on a correct line, loses on a wrong one. */
        bool want_alive = (owner == COLOR_BLACK) == right;
        bool decided;
        bool alive = lives(&g.board, v, owner, GROUPS[s].owl, &decided);
        cr_expect(decided && alive == want_alive, "%s #%zu, line %d (%s): GNU Go says %s %s (%s)",
                  GROUPS[s].set, i + 1, k + 1, right ? "correct" : "wrong", v,
                  decided ? (alive ? "lives" : "dies") : "is unsettled", reply.text);
        /* A correct line settles the group for life and death reading too
         * (a stone that got out of a net may still be weak, so not the
         * wrong ones). */
        if (right && !GROUPS[s].owl) {
          alive = lives(&g.board, v, owner, true, &decided);
          cr_expect(decided && alive == want_alive,
                    "%s #%zu, line %d: GNU Go's owl says %s %s (%s)", GROUPS[s].set, i + 1, k + 1,
                    v, decided ? (alive ? "lives" : "dies") : "is unsettled", reply.text);
        }
      }
    }
  }
  game_deinit(&g);
  gtp_process_stop(&gnugo);
}

/* The counting problems' answers, as their comments give them (komi 6.5),
 * against Hoshi's own count of the position after the last move. */
Test(course, the_counting_answers_are_hoshis_counts)
{
  static const struct {
    size_t tree;
    const char *japanese, *chinese;
    const char *totals[4]; /* as the English comment writes them */
  } answers[] = {
      {3, "W+0.5", "B+0.5", {"33.5", "44", "43.5", "Black wins by 0.5"}},
      {4, "W+2.5", "W+1.5", {"35.5", "43", "44.5", "White wins by 1.5"}},
  };
  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  const char *path = course_file("en", "08-counting");
  for (size_t k = 0; k < sizeof answers / sizeof answers[0]; k++) {
    open_tree(&g, path, answers[k].tree);
    cr_assert(game_last(&g));
    const char *comment = game_comment(&g);
    cr_assert_not_null(comment);
    score_input in;
    game_score_input(&g, &in);
    score sc;
    cr_assert(score_count(&in, rules_find("japanese"), &sc));
    cr_expect_str_eq(sc.result, answers[k].japanese, "counting #%zu, Japanese",
                     answers[k].tree + 1);
    cr_assert(score_count(&in, rules_find("chinese"), &sc));
    cr_expect_str_eq(sc.result, answers[k].chinese, "counting #%zu, Chinese", answers[k].tree + 1);
    for (int t = 0; t < 4; t++)
      cr_expect(strstr(comment, answers[k].totals[t]), "counting #%zu: the comment does not say %s",
                answers[k].tree + 1, answers[k].totals[t]);
  }
  game_deinit(&g);
}

/* Whether some first move of the tree at the current node (the root) plays
 * Black at p on a correct line. */
static bool listed_answer(const game *g, const exercise_problem *pr, point p)
{
  for (const sgf_node *m = g->root->children; m; m = m->next) {
    enum color c;
    point q;
    if (game_node_move(g, m, &c, &q) && c == COLOR_BLACK && q == p &&
        exercise_on_correct_line(pr, m))
      return true;
  }
  return false;
}

/* A problem a move it does not list also solves is a bad problem: every
 * legal Black move of the capture problems that captures, and of the
 * others that wins (Black's group lives, White's dies, as GNU Go reads it
 * with White to move next), is a correct first move of the tree. */
Test(course, no_move_the_tree_does_not_list_solves_a_problem, .timeout = 300)
{
  start_gnugo();
  game g;
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  static board after;
  for (size_t s = 0; s <= sizeof GROUPS / sizeof GROUPS[0]; s++) {
    const char *set = s == 0 ? "01-capture" : GROUPS[s - 1].set;
    const char *path = course_file("en", set);
    for (size_t i = 0; i < 5; i++) {
      open_tree(&g, path, i);
      exercise_problem pr;
      cr_assert(exercise_problem_start(&pr, &g));
      for (int y = 0; y < 9; y++)
        for (int x = 0; x < 9; x++) {
          point p = board_point(&g.board, x, y);
          move_effect e = game_check(&g, COLOR_BLACK, p);
          if (e.status != MOVE_LEGAL)
            continue;
          bool solves;
          if (s == 0)
            solves = e.captured > 0;
          else {
            const char *v = GROUPS[s - 1].target[i];
            enum color owner = board_at(&g.board, at(&g.board, v));
            after = g.board;
            board_play(&after, COLOR_BLACK, p);
            cr_assert_eq(after.to_move, COLOR_WHITE);
            bool decided;
            bool alive = lives(&after, v, owner, GROUPS[s - 1].owl, &decided);
            solves = decided && alive == (owner == COLOR_BLACK);
          }
          char vertex[4];
          board_vertex_format(9, x, y, vertex);
          cr_expect_eq(solves, listed_answer(&g, &pr, p), "%s #%zu: Black %s %s", set, i + 1,
                       vertex,
                       solves ? "solves it too, and the tree does not list it"
                              : "is listed as correct but does not solve it");
        }
    }
  }
  game_deinit(&g);
  gtp_process_stop(&gnugo);
}
