/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game tree (game.h): variations and navigation; every node's board
 * reproducible from its path, snapshots included; undo against back, and
 * truncate; loading SGF (size, komi, handicap, rules, setup in any node, both
 * pass forms, illegal moves kept and flagged with notes giving line and
 * column); rules and komi changed on a loaded game; save and load back; the
 * fixed handicap written into the root.
 *
 * Boards are ASCII diagrams as board_to_ascii writes them: rows from the top,
 * 'X' black, 'O' white, '.' empty. SGF points are "xy" letters from the top
 * left ("aa" is the upper left corner). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "hoshi/game.h"
#include "hoshi/playout.h"
#include "hoshi/sgf.h"

static game g;

static void setup(void) { memset(&g, 0, sizeof g); }
static void teardown(void) { game_deinit(&g); }
TestSuite(game_tree, .init = setup, .fini = teardown);
TestSuite(game_load, .init = setup, .fini = teardown);

/* --- helpers ---------------------------------------------------------------------- */

static const char *diagram_of(const board *b)
{
  static char text[4][BOARD_MAX_SIZE * BOARD_MAX_SIZE * 2 + 1];
  static int turn;
  char *t = text[turn++ % 4];
  board_to_ascii(b, t, sizeof text[0]);
  return t;
}

static const char *diagram(void) { return diagram_of(&g.board); }

/* The point of an SGF coordinate ("ee") on g's board. */
static point at(const char *xy)
{
  int x, y;
  bool pass;
  cr_assert(board_sgf_parse(xy, g.board.size, &x, &y, &pass) && !pass, "bad point %s", xy);
  return board_point(&g.board, x, y);
}

static void play(enum color c, const char *xy)
{
  cr_assert_eq(game_play(&g, c, at(xy)), MOVE_LEGAL, "%s %s should be legal",
               c == COLOR_BLACK ? "B" : "W", xy);
}

/* The last node of the main line (first children) below node. */
static sgf_node *main_line_end(sgf_node *node)
{
  while (node->children)
    node = node->children;
  return node;
}

/* Parses SGF text (it must be well formed) and opens its first game in g. */
static bool load_into(game *dst, const char *text, const rules *fallback, hoshi_error *why)
{
  hoshi_error err;
  sgf_collection *c = sgf_parse(text, strlen(text), &err);
  cr_assert_not_null(c);
  cr_assert_str_empty(err.message, "the test's SGF is malformed: %d:%d: %s", err.line, err.col,
                      err.message);
  return game_load(dst, c, 0, fallback, why);
}

static void load(const char *text)
{
  hoshi_error why = {0};
  cr_assert(load_into(&g, text, NULL, &why), "game_load refused: %s", why.message);
}

/* --- the tree: variations and navigation ------------------------------------------ */

Test(game_tree, play_adds_nodes_and_variations)
{
  cr_assert(game_init(&g, 9, NULL));
  sgf_node *root = game_current(&g);
  cr_expect_eq(sgf_count_nodes(root), 1);
  play(COLOR_BLACK, "ee");
  sgf_node *b1 = game_current(&g);
  cr_expect_eq(b1->parent, root);
  cr_expect_str_eq(sgf_get(b1, "B"), "ee");
  play(COLOR_WHITE, "cc");
  sgf_node *w2 = game_current(&g);
  cr_expect_eq(sgf_count_nodes(root), 3);
  cr_expect_eq(game_move_number(&g), 2);

  /* The same move again from B1 goes to the existing child. */
  cr_assert(game_back(&g));
  play(COLOR_WHITE, "cc");
  cr_expect_eq(game_current(&g), w2, "no duplicate child");
  cr_expect_eq(sgf_count_children(b1), 1);
  cr_expect_eq(sgf_count_nodes(root), 3);

  /* A different move makes a second child: a variation. */
  cr_assert(game_back(&g));
  play(COLOR_WHITE, "gg");
  sgf_node *w2b = game_current(&g);
  cr_expect_neq(w2b, w2);
  cr_expect_eq(sgf_count_children(b1), 2);
  cr_expect_eq(b1->children, w2, "the first line stays first");
  cr_expect_eq(w2->next, w2b);
  cr_expect_eq(sgf_count_nodes(root), 4);
  cr_expect_str_eq(diagram(), ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . O . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n");

  /* A pass is a move too, and is found again the same way. */
  play(COLOR_BLACK, "dd");
  cr_assert(game_back(&g));
  cr_assert_eq(game_play(&g, COLOR_BLACK, POINT_PASS), MOVE_LEGAL);
  sgf_node *pass = game_current(&g);
  cr_expect_str_eq(sgf_get(pass, "B"), "");
  cr_assert(game_back(&g));
  cr_assert_eq(game_play(&g, COLOR_BLACK, POINT_PASS), MOVE_LEGAL);
  cr_expect_eq(game_current(&g), pass);
  cr_expect_eq(sgf_count_children(w2b), 2);

  /* An illegal move changes nothing. */
  cr_expect_eq(game_play(&g, COLOR_WHITE, at("ee")), MOVE_OCCUPIED);
  cr_expect_eq(game_current(&g), pass);
  cr_expect_eq(sgf_count_nodes(root), 6);
}

Test(game_tree, back_forward_first_last_and_variations)
{
  cr_assert(game_init(&g, 9, NULL));
  sgf_node *root = game_current(&g);
  /* root - B ee - W cc - B gg - W gc
   *            \- W gg - B cc
   *            \- W cg */
  play(COLOR_BLACK, "ee");
  sgf_node *b1 = game_current(&g);
  play(COLOR_WHITE, "cc");
  sgf_node *a2 = game_current(&g);
  play(COLOR_BLACK, "gg");
  play(COLOR_WHITE, "gc");
  sgf_node *a4 = game_current(&g);
  game_goto_node(&g, b1);
  play(COLOR_WHITE, "gg");
  sgf_node *b2 = game_current(&g);
  play(COLOR_BLACK, "cc");
  sgf_node *b3 = game_current(&g);
  game_goto_node(&g, b1);
  play(COLOR_WHITE, "cg");
  sgf_node *c2 = game_current(&g);
  cr_assert_eq(sgf_count_children(b1), 3);

  /* back keeps the node; forward goes to the child last visited. */
  cr_assert(game_back(&g));
  cr_expect_eq(game_current(&g), b1);
  cr_assert(game_forward(&g));
  cr_expect_eq(game_current(&g), c2);
  cr_expect_not(game_forward(&g), "a leaf has nowhere to go");
  cr_expect_eq(game_current(&g), c2);

  /* Variations: siblings in order; false at either end. */
  cr_expect_not(game_next_variation(&g));
  cr_expect_eq(game_current(&g), c2);
  cr_assert(game_previous_variation(&g));
  cr_expect_eq(game_current(&g), b2);
  cr_assert(game_previous_variation(&g));
  cr_expect_eq(game_current(&g), a2);
  cr_expect_not(game_previous_variation(&g));
  cr_expect_eq(game_current(&g), a2);
  cr_assert(game_next_variation(&g));
  cr_expect_eq(game_current(&g), b2);
  cr_expect_str_eq(diagram(), ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . O . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n");
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);

  /* first goes to the root; the way forward is the one last taken. */
  game_first(&g);
  cr_expect_eq(game_current(&g), root);
  cr_expect_eq(g.depth, 1);
  cr_expect_eq(g.board.n_empty, 81);
  cr_expect_not(game_back(&g), "nothing before the root");
  cr_expect_not(game_next_variation(&g), "the root has no siblings");
  cr_expect_not(game_previous_variation(&g));
  cr_expect_eq(game_current(&g), root);
  game_last(&g);
  cr_expect_eq(game_current(&g), b3, "forward follows B ee, then W gg (last visited), then B cc");
  cr_expect_eq(game_move_number(&g), 3);

  /* Back to the first line by its variation, then last follows it. */
  cr_assert(game_goto_move(&g, 2));
  cr_expect_eq(game_current(&g), b2);
  cr_assert(game_previous_variation(&g));
  game_last(&g);
  cr_expect_eq(game_current(&g), a4);
  cr_expect_eq(game_move_number(&g), 4);
  cr_expect_str_eq(diagram(), ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . O . . . O . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . X . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n");
}

Test(game_tree, goto_move_and_goto_node)
{
  cr_assert(game_init(&g, 9, NULL));
  const char *line[] = {"ee", "cc", "gg", "cg", "gc", "dd", "ff", "fd", "df"};
  for (int i = 0; i < 9; i++)
    play(i % 2 ? COLOR_WHITE : COLOR_BLACK, line[i]);
  sgf_node *end = game_current(&g);
  board at_end = g.board;

  cr_assert(game_goto_move(&g, 3), "back");
  cr_expect_eq(game_move_number(&g), 3);
  cr_expect_str_eq(sgf_get(game_current(&g), "B"), "gg");
  cr_expect_str_eq(diagram(), ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . O . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . X . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n");
  cr_assert(game_goto_move(&g, 7), "forward");
  cr_expect_str_eq(sgf_get(game_current(&g), "B"), "ff");
  cr_assert(game_goto_move(&g, 0));
  cr_expect_eq(game_current(&g), g.root);

  /* Beyond the line: false, and nothing moves. */
  cr_assert(game_goto_move(&g, 5));
  sgf_node *here = game_current(&g);
  board before = g.board;
  cr_expect_not(game_goto_move(&g, 10));
  cr_expect_eq(game_current(&g), here);
  cr_expect_eq(game_move_number(&g), 5);
  cr_expect_str_eq(diagram(), diagram_of(&before));
  cr_expect_eq(g.board.hash, before.hash);
  cr_expect_not(game_goto_move(&g, 1000));
  cr_expect_eq(game_current(&g), here);
  cr_assert(game_goto_move(&g, 9));
  cr_expect_eq(game_current(&g), end);
  cr_expect_str_eq(diagram(), diagram_of(&at_end));

  /* A variation from move 4, then straight to a node of the other line. */
  cr_assert(game_goto_move(&g, 4));
  play(COLOR_BLACK, "hh");
  play(COLOR_WHITE, "bb");
  sgf_node *var = game_current(&g);
  cr_expect_eq(game_move_number(&g), 6);
  cr_assert(game_goto_node(&g, end));
  cr_expect_eq(game_current(&g), end);
  cr_expect_eq(game_move_number(&g), 9);
  cr_expect_str_eq(diagram(), diagram_of(&at_end));
  cr_expect_eq(g.board.hash, at_end.hash);
  cr_assert(game_goto_node(&g, var));
  cr_expect_str_eq(diagram(), ". . . . . . . . .\n"
                              ". O . . . . . . .\n"
                              ". . O . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . O . . . X . .\n"
                              ". . . . . . . X .\n"
                              ". . . . . . . . .\n");
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);

  /* A node of another game's tree is refused. */
  game other;
  cr_assert(game_init(&other, 9, NULL));
  cr_expect_not(game_goto_node(&g, other.root));
  cr_expect_eq(game_current(&g), var);
  game_deinit(&other);
}

/* --- every node's board is the board its path gives -------------------------------- */

/* Plays up to n random legal moves from the current node (stopping after two
 * passes); returns the number played. */
static int grow(game *gm, int n, uint64_t *rng)
{
  int k = 0;
  while (k < n && gm->board.passes < 2) {
    enum color c = game_to_move(gm);
    point p = playout_choose_move(&gm->board, c, gm->rules, &gm->history, rng);
    cr_assert_eq(game_play(gm, c, p), MOVE_LEGAL);
    k++;
  }
  return k;
}

/* The board obtained by playing the node's path from the root in a fresh game. */
static void replay(const sgf_node *node, game *fresh, const rules *r)
{
  const sgf_node *chain[1024];
  size_t n = 0;
  for (const sgf_node *k = node; k->parent; k = k->parent) {
    cr_assert_lt(n, 1024);
    chain[n++] = k;
  }
  cr_assert(game_init(fresh, 9, r));
  while (n-- > 0) {
    const char *v = sgf_get(chain[n], "B");
    enum color c = v ? COLOR_BLACK : COLOR_WHITE;
    if (!v)
      v = sgf_get(chain[n], "W");
    cr_assert_not_null(v);
    int x, y;
    bool pass;
    cr_assert(board_sgf_parse(v, 9, &x, &y, &pass));
    point p = pass ? POINT_PASS : board_point(&fresh->board, x, y);
    cr_assert_eq(game_play(fresh, c, p), MOVE_LEGAL);
  }
}

static void expect_same_state(const game *a, const game *b, size_t which)
{
  cr_assert_str_eq(diagram_of(&a->board), diagram_of(&b->board), "node %zu: stones", which);
  cr_assert_eq(a->board.hash, b->board.hash, "node %zu: hash", which);
  cr_assert_eq(a->board.captures[COLOR_BLACK], b->board.captures[COLOR_BLACK], "node %zu", which);
  cr_assert_eq(a->board.captures[COLOR_WHITE], b->board.captures[COLOR_WHITE], "node %zu", which);
  cr_assert_eq(a->board.ko, b->board.ko, "node %zu: ko point", which);
  cr_assert_eq(a->board.to_move, b->board.to_move, "node %zu: side to move", which);
  cr_assert_eq(a->board.passes, b->board.passes, "node %zu: passes", which);
  cr_assert_eq(game_move_number(a), game_move_number(b), "node %zu: move number", which);
  cr_assert_eq(a->history.count, b->history.count, "node %zu: history", which);
  /* The history holds the same positions: every point is judged alike
   * (positional superko included). */
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++) {
      point p = board_point(&a->board, x, y);
      cr_assert_eq(game_check(a, a->board.to_move, p).status,
                   game_check(b, b->board.to_move, p).status, "node %zu: legality at %d,%d", which,
                   x, y);
    }
}

Test(game_tree, every_node_board_is_reproducible, .timeout = 60)
{
  const rules *chinese = rules_find("chinese");
  cr_assert(game_init(&g, 9, chinese));
  uint64_t rng = 0x9a3e5eedull;
  /* A long main line, then variations grown from random nodes of the tree
   * (variations of variations too), some from deep in the game. */
  int main_line = grow(&g, 160, &rng);
  cr_assert_gt(main_line, 3 * GAME_SNAPSHOT_EVERY, "the main line passes several snapshots");
  sgf_node **nodes = malloc(4096 * sizeof *nodes);
  cr_assert_not_null(nodes);
  for (int v = 0; v < 24; v++) {
    /* Every node of the tree, depth first. */
    size_t n = 0;
    sgf_node *stack[4096];
    size_t depth = 0;
    stack[depth++] = g.root;
    while (depth > 0) {
      sgf_node *k = stack[--depth];
      nodes[n++] = k;
      for (sgf_node *c = k->children; c; c = c->next)
        stack[depth++] = c;
    }
    sgf_node *from = nodes[rng_below(&rng, (uint32_t)n)];
    cr_assert(game_goto_node(&g, from));
    grow(&g, 5 + (int)rng_below(&rng, 80), &rng);
  }
  /* Collect the nodes. */
  size_t n = 0, max_depth = 0, leaves = 0;
  {
    sgf_node *stack[4096];
    size_t depth = 0;
    stack[depth++] = g.root;
    while (depth > 0) {
      sgf_node *k = stack[--depth];
      cr_assert_lt(n, 4096);
      nodes[n++] = k;
      size_t d = 0;
      for (sgf_node *p = k; p->parent; p = p->parent)
        d++;
      max_depth = d > max_depth ? d : max_depth;
      leaves += k->children == NULL;
      for (sgf_node *c = k->children; c; c = c->next)
        stack[depth++] = c;
    }
  }
  cr_assert_eq(n, sgf_count_nodes(g.root));
  cr_assert_gt(leaves, 10, "the tree has many variations");
  cr_assert_gt(max_depth, 3 * GAME_SNAPSHOT_EVERY, "paths pass several snapshots");
  cr_log_info("%zu nodes, %zu leaves, deepest path %zu", n, leaves, max_depth);

  /* Visit every node in a random order: most steps jump between distant
   * nodes of different variations. */
  for (size_t i = n; i > 1; i--) {
    size_t j = rng_below(&rng, (uint32_t)i);
    sgf_node *t = nodes[i - 1];
    nodes[i - 1] = nodes[j];
    nodes[j] = t;
  }
  for (size_t i = 0; i < n; i++) {
    cr_assert(game_goto_node(&g, nodes[i]));
    cr_assert_eq(game_current(&g), nodes[i]);
    game fresh;
    replay(nodes[i], &fresh, chinese);
    expect_same_state(&g, &fresh, i);
    game_deinit(&fresh);
  }

  /* Then walk: back from each leaf to the root and forward again. */
  for (size_t i = 0; i < n; i++) {
    if (nodes[i]->children)
      continue;
    cr_assert(game_goto_node(&g, nodes[i]));
    size_t steps = 0;
    while (game_back(&g))
      steps++;
    game_last(&g);
    cr_assert_eq(game_current(&g), nodes[i], "forward follows the line last visited");
    cr_assert_eq(g.depth, steps + 1);
    game fresh;
    replay(nodes[i], &fresh, chinese);
    expect_same_state(&g, &fresh, i);
    game_deinit(&fresh);
  }
  free(nodes);
}

/* The same with a messy record: setup (AE, AB, AW) on move nodes and in
 * nodes of their own, moves made illegal by it (played as they fall), in
 * several variations. The reference board of each node comes from a fresh
 * load of the same text, going straight from the root to the node; the game
 * under test jumps between nodes in a random order, so that its boards are
 * rebuilt from snapshots. */
static sgf_node *child_at(sgf_node *node, size_t index)
{
  sgf_node *c = node->children;
  while (c && index-- > 0)
    c = c->next;
  return c;
}

/* The child indices from the root to node, into path (returns the depth). */
static size_t path_of(const sgf_node *node, size_t *path, size_t cap)
{
  size_t n = 0;
  for (const sgf_node *k = node; k->parent; k = k->parent) {
    size_t i = 0;
    for (const sgf_node *s = k->parent->children; s != k; s = s->next)
      i++;
    cr_assert_lt(n, cap);
    path[n++] = i;
  }
  for (size_t i = 0; i < n / 2; i++) {
    size_t t = path[i];
    path[i] = path[n - 1 - i];
    path[n - 1 - i] = t;
  }
  return n;
}

Test(game_load, messy_record_every_node_is_reproducible, .timeout = 60)
{
  cr_assert(game_init(&g, 9, rules_find("japanese")));
  uint64_t rng = 77;
  grow(&g, 150, &rng);
  for (int v = 0; v < 6; v++) {
    cr_assert(game_goto_move(&g, 8 + 17 * v));
    grow(&g, 40, &rng);
  }
  /* Setup on some move nodes of the main line, and setup-only nodes. */
  sgf_node *k = g.root;
  for (int depth = 0; k->children; depth++, k = k->children) {
    char a[3], b[3], rect[8];
    board_sgf_format((int)rng_below(&rng, 9), (int)rng_below(&rng, 9), a);
    board_sgf_format((int)rng_below(&rng, 9), (int)rng_below(&rng, 9), b);
    if (depth % 23 == 11) {
      int x = (int)rng_below(&rng, 7), y = (int)rng_below(&rng, 7);
      char c1[3], c2[3];
      board_sgf_format(x, y, c1);
      board_sgf_format(x + 2, y + 2, c2);
      snprintf(rect, sizeof rect, "%s:%s", c1, c2);
      cr_assert(sgf_add_value(g.records, k, "AE", rect));
      cr_assert(sgf_add_value(g.records, k, "AB", a));
    } else if (depth % 23 == 17) {
      sgf_node *setup = sgf_add_child(g.records, k);
      cr_assert_not_null(setup);
      cr_assert(sgf_add_value(g.records, setup, "AW", a));
      cr_assert(sgf_add_value(g.records, setup, "AB", b));
      cr_assert(sgf_set(g.records, setup, "PL", depth % 2 ? "W" : "B"));
      sgf_node *move = sgf_add_child(g.records, setup);
      cr_assert_not_null(move);
      cr_assert(sgf_set(g.records, move, "B", b)); /* often occupied: flagged */
    }
  }
  char *text = sgf_write(g.records, NULL);
  cr_assert_not_null(text);
  load(text);
  cr_assert_gt(g.n_notes, 0, "the setup made some recorded moves illegal");

  sgf_node **nodes = malloc(4096 * sizeof *nodes);
  cr_assert_not_null(nodes);
  size_t n = 0, max_depth = 0;
  sgf_node *stack[4096];
  size_t top = 0;
  stack[top++] = g.root;
  while (top > 0) {
    sgf_node *node = stack[--top];
    cr_assert_lt(n, 4096);
    nodes[n++] = node;
    for (sgf_node *c = node->children; c; c = c->next)
      stack[top++] = c;
  }
  for (size_t i = n; i > 1; i--) {
    size_t j = rng_below(&rng, (uint32_t)i);
    sgf_node *t = nodes[i - 1];
    nodes[i - 1] = nodes[j];
    nodes[j] = t;
  }
  for (size_t i = 0; i < n; i++) {
    cr_assert(game_goto_node(&g, nodes[i]));
    size_t path[1024];
    size_t depth = path_of(nodes[i], path, 1024);
    max_depth = depth > max_depth ? depth : max_depth;
    game ref;
    memset(&ref, 0, sizeof ref);
    cr_assert(load_into(&ref, text, NULL, NULL));
    sgf_node *there = ref.root;
    for (size_t d = 0; d < depth; d++)
      there = child_at(there, path[d]);
    cr_assert_not_null(there);
    cr_assert(game_goto_node(&ref, there));
    cr_assert_str_eq(diagram(), diagram_of(&ref.board), "node %zu (depth %zu)", i, depth);
    cr_assert_eq(g.board.hash, ref.board.hash, "node %zu", i);
    cr_assert_eq(g.board.captures[COLOR_BLACK], ref.board.captures[COLOR_BLACK], "node %zu", i);
    cr_assert_eq(g.board.captures[COLOR_WHITE], ref.board.captures[COLOR_WHITE], "node %zu", i);
    cr_assert_eq(g.board.ko, ref.board.ko, "node %zu", i);
    cr_assert_eq(g.board.to_move, ref.board.to_move, "node %zu", i);
    cr_assert_eq(game_move_number(&g), game_move_number(&ref), "node %zu", i);
    cr_assert_eq(game_current_step(&g)->status, game_current_step(&ref)->status, "node %zu", i);
    cr_assert_eq(g.history.count, ref.history.count, "node %zu", i);
    game_deinit(&ref);
  }
  cr_assert_gt(max_depth, 3 * GAME_SNAPSHOT_EVERY);
  free(nodes);
  free(text);
}

/* --- undo, back and truncate ------------------------------------------------------- */

Test(game_tree, undo_forgets_back_keeps)
{
  cr_assert(game_init(&g, 9, NULL));
  cr_expect_not(game_undo(&g), "nothing to undo at the root");
  play(COLOR_BLACK, "ee");
  sgf_node *b1 = game_current(&g);
  play(COLOR_WHITE, "cc");
  sgf_node *w2 = game_current(&g);

  cr_assert(game_back(&g));
  cr_expect_eq(game_current(&g), b1);
  cr_expect_eq(sgf_count_children(b1), 1, "back keeps the move");
  cr_assert(game_forward(&g));
  cr_expect_eq(game_current(&g), w2);

  cr_assert(game_undo(&g));
  cr_expect_eq(game_current(&g), b1);
  cr_expect_eq(b1->children, NULL, "undo forgets the move");
  cr_expect_eq(sgf_count_nodes(g.root), 2);
  cr_expect_not(game_forward(&g));
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
  cr_expect_eq(g.board.n_empty, 80);

  /* Undo in the middle of a line forgets what follows too; the other
   * variations stay. */
  play(COLOR_WHITE, "cc");
  play(COLOR_BLACK, "gg");
  play(COLOR_WHITE, "gc");
  cr_assert(game_goto_move(&g, 1));
  play(COLOR_WHITE, "cg");
  sgf_node *other = game_current(&g);
  cr_assert(game_previous_variation(&g));
  cr_assert(game_forward(&g));
  cr_expect_eq(game_move_number(&g), 3);
  cr_expect_eq(sgf_count_nodes(g.root), 6);
  cr_assert(game_goto_move(&g, 2));
  cr_assert(game_undo(&g));
  cr_expect_eq(game_current(&g), b1);
  cr_expect_eq(sgf_count_nodes(g.root), 3, "W cc and what followed are gone");
  cr_expect_eq(b1->children, other);
  cr_expect_eq(sgf_count_children(b1), 1);
  cr_assert(game_forward(&g));
  cr_expect_eq(game_current(&g), other);
  cr_expect_str_eq(diagram(), ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . O . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n");
  /* The undone move can be played again: a new node. */
  cr_assert(game_back(&g));
  play(COLOR_WHITE, "cc");
  cr_expect_neq(game_current(&g), w2);
  cr_expect_eq(sgf_count_children(b1), 2);
}

Test(game_tree, undo_restores_captures_and_ko)
{
  cr_assert(game_init(&g, 9, NULL));
  board start;
  cr_assert(board_from_ascii(&start, 9,
                             ". . . . . . . . .\n"
                             ". . . . . . . . .\n"
                             ". . . . . . . . .\n"
                             ". . . . X O . . .\n"
                             ". . . X O . O . .\n"
                             ". . . . X O . . .\n"
                             ". . . . . . . . .\n"
                             ". . . . . . . . .\n"
                             ". . . . . . . . .\n"));
  cr_assert(game_set_position(&g, &start));
  board before = g.board;
  size_t history = g.history.count;
  play(COLOR_BLACK, "fe"); /* takes the ko */
  cr_expect_eq(g.board.captures[COLOR_BLACK], 1);
  cr_expect_eq(g.board.ko, at("ee"));
  cr_expect_eq(game_play(&g, COLOR_WHITE, at("ee")), MOVE_KO);
  cr_assert(game_undo(&g));
  cr_expect_str_eq(diagram(), diagram_of(&before));
  cr_expect_eq(g.board.captures[COLOR_BLACK], 0);
  cr_expect_eq(g.board.ko, POINT_NONE);
  cr_expect_eq(g.board.hash, before.hash);
  cr_expect_eq(g.history.count, history);
  cr_expect_eq(game_play(&g, COLOR_WHITE, at("fe")), MOVE_LEGAL, "White may fill the ko now");
}

Test(game_tree, truncate)
{
  cr_assert(game_init(&g, 9, NULL));
  const char *line[] = {"ee", "cc", "gg", "cg", "gc", "dd"};
  for (int i = 0; i < 6; i++)
    play(i % 2 ? COLOR_WHITE : COLOR_BLACK, line[i]);
  /* A variation at move 2 that truncate must leave alone. */
  cr_assert(game_goto_move(&g, 1));
  play(COLOR_WHITE, "hh");
  cr_assert(game_previous_variation(&g));
  game_last(&g);
  cr_expect_eq(game_move_number(&g), 6);
  cr_expect_eq(sgf_count_nodes(g.root), 8);

  cr_expect_not(game_truncate(&g, 7), "move 7 is ahead");
  cr_expect_eq(game_move_number(&g), 6);
  cr_assert(game_truncate(&g, 6), "truncating to the current move changes nothing");
  cr_expect_eq(sgf_count_nodes(g.root), 8);
  cr_assert(game_truncate(&g, 3));
  cr_expect_eq(game_move_number(&g), 3);
  cr_expect_str_eq(sgf_get(game_current(&g), "B"), "gg");
  cr_expect_eq(game_current(&g)->children, NULL);
  cr_expect_eq(sgf_count_nodes(g.root), 5, "moves 4 to 6 are gone, the variation stays");
  cr_expect_not(game_forward(&g));
  cr_assert(game_goto_move(&g, 1));
  cr_expect_eq(sgf_count_children(game_current(&g)), 2);
  cr_assert(game_truncate(&g, 0));
  cr_expect_eq(game_current(&g), g.root);
  cr_expect_eq(sgf_count_nodes(g.root), 1);
  cr_expect_eq(g.board.n_empty, 81);
}

/* --- loading: the root's settings -------------------------------------------------- */

Test(game_load, size_komi_handicap_rules_and_turn)
{
  load("(;GM[1]FF[4]CA[UTF-8]SZ[13]KM[0.5]HA[2]RU[AGA]AB[dj][jd]PL[W]\n"
       ";W[dd];B[jj])");
  cr_expect_eq(game_size(&g), 13);
  cr_expect_eq(g.komi, 0.5);
  cr_expect_eq(g.handicap, 2);
  cr_expect_eq(g.rules, rules_find("aga"));
  cr_expect_eq(game_current(&g), g.root, "a loaded game starts at the root");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE, "PL[W]");
  cr_expect_eq(board_at(&g.board, at("dj")), COLOR_BLACK);
  cr_expect_eq(board_at(&g.board, at("jd")), COLOR_BLACK);
  cr_expect_eq(g.board.n_empty, 169 - 2);
  cr_expect_eq(g.n_notes, 0);
  game_last(&g);
  cr_expect_eq(game_move_number(&g), 2);
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);

  /* PL[B] in the root gives Black the move. */
  load("(;SZ[9]AB[cc]AW[gg]PL[B])");
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);
  load("(;SZ[9]AB[cc]AW[gg]PL[W])");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
}

Test(game_load, handicap_counted_from_the_root)
{
  /* HA with its AB stones. */
  load("(;SZ[19]HA[3]AB[dd][pd][dp];W[pp])");
  cr_expect_eq(g.handicap, 3);
  /* Only HA declares a handicap (issue 33): Black setup stones with White
   * to play are a problem or a teaching position, not a handicap. */
  load("(;SZ[19]AB[dd][pp];W[pd];B[dp])");
  cr_expect_eq(g.handicap, 0);
  cr_expect_eq(game_handicap(&g), 0);
  load("(;SZ[9]AB[cc][gg][gc:gc]PL[W])");
  cr_expect_eq(g.handicap, 0, "PL[W] says who plays, not that the stones are a handicap");
  load("(;SZ[19]AB[dd][pp];B[pd])");
  cr_expect_eq(g.handicap, 0);
  load("(;SZ[19]AB[dd][pp]AW[qq];W[pd])");
  cr_expect_eq(g.handicap, 0);
  load("(;SZ[19]AB[dd];W[pd])");
  cr_expect_eq(g.handicap, 0);
  /* HA[0] says there is none, whatever the stones. */
  load("(;SZ[9]HA[0]AB[cc][gg][cg][gc];W[ee])");
  cr_expect_eq(g.handicap, 0);
  /* HA[n] with the stones counts n; HA[n] without them places them. */
  load("(;SZ[9]HA[4]AB[cc][gg][cg][gc];W[ee])");
  cr_expect_eq(g.handicap, 4);
  load("(;SZ[19]HA[2];W[pd])");
  cr_expect_eq(g.handicap, 2);
  cr_expect_eq(g.board.n_empty, 19 * 19 - 2, "the two stones are placed (place_implied_handicap)");
  /* Without KM the rule set's komi for that handicap is used. */
  load("(;SZ[19]HA[2]RU[Japanese]AB[dd][pp];W[pd])");
  cr_expect_eq(g.komi, rules_default_komi(rules_find("japanese"), 2));
  load("(;SZ[19]RU[Japanese];B[pd])");
  cr_expect_eq(g.komi, rules_default_komi(rules_find("japanese"), 0));
}

Test(game_load, rules_from_ru)
{
  const struct {
    const char *ru, *id;
  } cases[] = {{"Japanese", "japanese"},
               {"japanese", "japanese"},
               {"chinese", "chinese"},
               {"Chinese", "chinese"},
               {"AGA", "aga"},
               {"NZ", "nz"},
               {"New Zealand", "nz"},
               {"Tromp-Taylor", "tromp-taylor"},
               {"tromp taylor", "tromp-taylor"},
               {"French", "french"}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char text[128];
    snprintf(text, sizeof text, "(;GM[1]SZ[9]RU[%s];B[ee])", cases[i].ru);
    load(text);
    cr_expect_str_eq(rules_id(g.rules), cases[i].id, "RU[%s]", cases[i].ru);
    cr_expect_eq(g.n_notes, 0, "RU[%s] is known", cases[i].ru);
  }

  /* An unknown rule set: the fallback (the note is checked below). */
  hoshi_error why = {0};
  cr_assert(load_into(&g, "(;GM[1]SZ[9]\nKM[7]RU[Klingon];B[ee])", rules_find("chinese"), &why));
  cr_expect_str_eq(rules_id(g.rules), "chinese");
  cr_expect_eq(g.komi, 7.0, "KM still read");
  cr_assert(load_into(&g, "(;SZ[9]RU[Klingon])", NULL, &why));
  cr_expect_eq(g.rules, rules_default(), "no fallback: the default rules");
  /* No RU: the fallback, without a note. */
  cr_assert(load_into(&g, "(;SZ[9])", rules_find("nz"), &why));
  cr_expect_str_eq(rules_id(g.rules), "nz");
  cr_expect_eq(g.n_notes, 0);
}

/* The notes about the root (an unknown RU, a KM that is not a number) are
 * kept, so that loadsgf can tell that the rules it applies are not the
 * file's. */
Test(game_load, unknown_rules_and_bad_komi_are_noted)
{
  hoshi_error why = {0};
  cr_assert(load_into(&g, "(;GM[1]SZ[9]\nKM[7]RU[Klingon];B[ee])", rules_find("chinese"), &why));
  cr_expect_str_eq(rules_id(g.rules), "chinese");
  cr_expect_eq(g.n_notes, 1, "no note for RU[Klingon]");
  if (g.n_notes >= 1) {
    cr_expect_eq(g.notes[0].line, 2);
    cr_expect_eq(g.notes[0].col, 6);
    cr_expect(strstr(g.notes[0].message, "Klingon"), "%s", g.notes[0].message);
    cr_expect(strstr(g.notes[0].message, "Chinese"), "%s", g.notes[0].message);
  }
  cr_assert(load_into(&g, "(;GM[1]SZ[9]RU[Japanese]\n  KM[six];B[ee])", NULL, &why));
  cr_expect_eq(g.komi, rules_default_komi(rules_find("japanese"), 0), "a bad KM: the default");
  cr_expect_eq(g.n_notes, 1, "no note for KM[six]");
  if (g.n_notes >= 1) {
    cr_expect_eq(g.notes[0].line, 2);
    cr_expect_eq(g.notes[0].col, 3);
    cr_expect(strstr(g.notes[0].message, "six"), "%s", g.notes[0].message);
  }
}

Test(game_load, refused_games)
{
  cr_assert(game_init(&g, 9, NULL));
  play(COLOR_BLACK, "ee");
  sgf_node *kept = game_current(&g);
  const struct {
    const char *text, *why;
  } cases[] = {
      {"(;GM[1]SZ[19:13])", "rectangular boards are not supported"},
      {"(;GM[1]SZ[13:19];B[aa])", "rectangular boards are not supported"},
      {"(;GM[1]SZ[4])", "Hoshi plays on boards of 5 to 25 lines"},
      {"(;GM[1]SZ[30])", "Hoshi plays on boards of 5 to 25 lines"},
      {"(;GM[1]SZ[26])", "Hoshi plays on boards of 5 to 25 lines"},
      {"(;GM[2]SZ[8])", "this is not a game of Go (GM is not 1)"},
      {"(;GM[1]SZ[nine])", "the board size (SZ) is not a number"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    hoshi_error why = {0};
    cr_expect_not(load_into(&g, cases[i].text, NULL, &why), "%s loaded", cases[i].text);
    cr_expect_str_eq(why.message, cases[i].why, "%s", cases[i].text);
    cr_expect_eq(game_current(&g), kept, "a refused game leaves the game as it was");
    cr_expect_eq(game_size(&g), 9);
  }
  /* Accepted: a square size written as w:h, the extremes, and no SZ at all. */
  load("(;GM[1]SZ[9:9];B[ee])");
  cr_expect_eq(game_size(&g), 9);
  load("(;GM[1]SZ[5])");
  cr_expect_eq(game_size(&g), 5);
  load("(;GM[1]SZ[25])");
  cr_expect_eq(game_size(&g), 25);
  load("(;GM[1];B[pd])");
  cr_expect_eq(game_size(&g), 19, "no SZ means 19x19");
  cr_expect_eq(game_size(&g), 19);
  load("(;FF[4]AB[dd];B[pd])");
  cr_expect_eq(game_size(&g), 19, "no GM is taken as Go");
  cr_expect_eq(board_at(&g.board, at("dd")), COLOR_BLACK);
  /* An index past the last game. */
  hoshi_error err;
  sgf_collection *c = sgf_parse("(;SZ[9])", 8, &err);
  hoshi_error why = {0};
  cr_expect_not(game_load(&g, c, 1, NULL, &why));
  cr_expect_str_eq(why.message, "the file holds no such game");
}

Test(game_load, second_game_of_a_collection)
{
  hoshi_error err;
  const char *text = "(;GM[1]SZ[9];B[ee])(;GM[1]SZ[13]KM[5];B[gg];W[dd])";
  sgf_collection *c = sgf_parse(text, strlen(text), &err);
  cr_assert_not_null(c);
  hoshi_error why = {0};
  cr_assert(game_load(&g, c, 1, NULL, &why));
  cr_expect_eq(game_size(&g), 13);
  cr_expect_eq(g.komi, 5.0);
  game_last(&g);
  cr_expect_eq(game_move_number(&g), 2);
}

/* --- loading: setup and moves ------------------------------------------------------ */

Test(game_load, setup_in_later_nodes)
{
  load("(;GM[1]FF[4]SZ[9]\n"
       ";B[ee]\n"
       ";AB[aa:cc]AW[gg][hh]\n"
       ";W[dd]\n"
       ";AE[bb:cc][hh]AW[ii]AB[ga:ia]\n"
       ";B[])");
  game_last(&g);
  cr_expect_eq(game_move_number(&g), 3);
  cr_expect_str_eq(diagram(), "X X X . . . X X X\n"
                              "X . . . . . . . .\n"
                              "X . . . . . . . .\n"
                              ". . . O . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . O . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . O\n");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE, "setup does not move the turn");
  cr_expect_eq(g.n_notes, 0);

  game_first(&g);
  cr_assert(game_forward(&g));
  cr_expect_str_eq(sgf_get(game_current(&g), "B"), "ee");
  cr_expect_eq(g.board.n_empty, 80);
  cr_assert(game_forward(&g));
  cr_expect_eq(game_move_number(&g), 1, "a setup node is not a move");
  cr_expect_eq(game_current_step(&g)->color, COLOR_EMPTY);
  cr_expect_str_eq(diagram(), "X X X . . . . . .\n"
                              "X X X . . . . . .\n"
                              "X X X . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . O . .\n"
                              ". . . . . . . O .\n"
                              ". . . . . . . . .\n");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
  cr_assert(game_forward(&g));
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);
  cr_expect_eq(game_move_number(&g), 2);
}

/* game_goto_move(n) reaches the same node, the one holding move n, going
 * forward and going back, though a setup node follows move n. */
Test(game_load, goto_move_is_the_same_node_both_ways)
{
  load("(;GM[1]FF[4]SZ[9];B[ee];AB[aa:cc];W[dd];B[gg])");
  cr_assert(game_goto_move(&g, 1));
  sgf_node *forward = game_current(&g);
  cr_expect_str_eq(sgf_get(forward, "B"), "ee");
  game_last(&g);
  cr_assert(game_goto_move(&g, 1));
  cr_expect_eq(game_current(&g), forward,
               "game_goto_move(1) from the end stops at a different node (%s) than from the "
               "root (B[ee])",
               sgf_get(game_current(&g), "AB") ? "the AB node after it" : "?");
  cr_expect_eq(g.board.n_empty, 80, "the board after move 1 has one stone");
}

Test(game_load, bad_setup_points_are_noted)
{
  load("(;GM[1]SZ[9]\nAB[ee][zz]AW[jj:kk];W[cc])");
  cr_expect_eq(board_at(&g.board, at("ee")), COLOR_BLACK);
  cr_expect_eq(g.board.n_empty, 80);
  cr_assert_eq(g.n_notes, 2);
  cr_expect_eq(g.notes[0].line, 2);
  cr_expect_eq(g.notes[0].col, 1);
  cr_expect(strstr(g.notes[0].message, "zz"), "%s", g.notes[0].message);
  cr_expect_eq(g.notes[1].line, 2);
  cr_expect_eq(g.notes[1].col, 11);
}

Test(game_load, both_pass_forms)
{
  load("(;GM[1]SZ[9];B[];W[tt];B[ee];W[ tt ])");
  game_last(&g);
  cr_assert_eq(g.depth, 5);
  cr_expect_eq(g.path[1].move, POINT_PASS);
  cr_expect_eq(g.path[2].move, POINT_PASS);
  cr_expect_eq(g.path[2].color, COLOR_WHITE);
  cr_expect_eq(g.path[3].move, at("ee"));
  cr_expect_eq(g.path[4].move, POINT_PASS);
  for (size_t i = 1; i < 5; i++)
    cr_expect_eq(g.path[i].status, MOVE_LEGAL);
  cr_expect_eq(game_move_number(&g), 4);
  cr_expect_eq(g.board.n_empty, 80);
  cr_expect_eq(g.n_notes, 0);

  load("(;GM[1]SZ[19];B[tt];W[pd])");
  game_last(&g);
  cr_expect_eq(g.path[1].move, POINT_PASS, "tt is a pass up to 19x19");
  cr_expect_eq(g.board.n_empty, 360);
  /* On a larger board "tt" is a point. */
  load("(;GM[1]SZ[21];B[tt];W[])");
  game_last(&g);
  cr_expect_eq(g.path[1].move, at("tt"));
  cr_expect_eq(board_at(&g.board, at("tt")), COLOR_BLACK);
  cr_expect_eq(g.path[2].move, POINT_PASS);
}

/* Moves that break the rules are kept, played as they fall and flagged
 * (Japanese rules; the upper left 7x6 of a 9x9 board):
 *
 *   root             1 B fe takes ee   2 W ee retakes at once (ko)
 *   . O X . . . .    . O X . . . .     . O X . . . .
 *   X X . . . . .    X X . . . . .     X X . . . . .
 *   . . . . . . .    . . . . . . .     . . . . . . .
 *   . . . . X O .    . . . . X O .     . . . . X O .
 *   . . . X O . O    . . . X . X O     . . . X O . O
 *   . . . . X O .    . . . . X O .     . . . . X O .
 *
 *   3 B ee: occupied, nothing changes but the turn
 *   4 W aa: suicide of aa and ba (two prisoners for Black)
 *   . . X . . . .
 *   X X . . . . .
 *   5 B zz: off the 9x9 board; 6 W pass (W[]); 7 B pass (B[tt]) */
Test(game_load, illegal_moves_are_kept_and_flagged)
{
  load("(;GM[1]FF[4]SZ[9]RU[Japanese]\n"
       "AB[ed][de][ef][ca][bb][ab]AW[fd][ee][ge][ff][ba]\n"
       ";B[fe]\n"
       ";W[ee]\n"
       ";B[ee]\n"
       ";W[aa]\n"
       ";  B[zz]\n"
       ";W[];B[tt])");
  cr_expect_eq(game_current(&g), g.root);
  cr_assert(game_goto_move(&g, 1));
  cr_expect_eq(game_current_step(&g)->status, MOVE_LEGAL);
  cr_expect_eq(game_captures(&g, COLOR_BLACK), 1);
  cr_expect_eq(g.board.ko, at("ee"));

  cr_assert(game_forward(&g));
  cr_expect_eq(game_current_step(&g)->status, MOVE_KO, "an immediate ko recapture");
  cr_expect_eq(board_at(&g.board, at("ee")), COLOR_WHITE, "played as it falls");
  cr_expect_eq(board_at(&g.board, at("fe")), COLOR_EMPTY, "and it captures");
  cr_expect_eq(game_captures(&g, COLOR_WHITE), 1);
  board after_ko = g.board;

  cr_assert(game_forward(&g));
  cr_expect_eq(game_current_step(&g)->status, MOVE_OCCUPIED);
  cr_expect_str_eq(diagram(), diagram_of(&after_ko), "an occupied point changes no stone");
  cr_expect_eq(g.board.hash, after_ko.hash);
  cr_expect_eq(game_to_move(&g), COLOR_WHITE, "but the turn passes");
  cr_expect_eq(game_move_number(&g), 3);

  cr_assert(game_forward(&g));
  cr_expect_eq(game_current_step(&g)->status, MOVE_SUICIDE, "suicide under Japanese rules");
  cr_expect_eq(board_at(&g.board, at("aa")), COLOR_EMPTY, "the suicide's stones are removed");
  cr_expect_eq(board_at(&g.board, at("ba")), COLOR_EMPTY);
  cr_expect_eq(game_captures(&g, COLOR_BLACK), 3, "two prisoners more for Black");
  cr_expect_eq(game_to_move(&g), COLOR_BLACK);

  cr_assert(game_forward(&g));
  cr_expect_eq(game_current_step(&g)->status, MOVE_OFF_BOARD);
  cr_expect_eq(game_current_step(&g)->move, POINT_NONE);
  cr_expect_eq(game_to_move(&g), COLOR_WHITE, "an off-board move passes the turn");
  cr_assert(game_forward(&g));
  cr_expect_eq(game_current_step(&g)->move, POINT_PASS);
  cr_expect_eq(game_current_step(&g)->status, MOVE_LEGAL);
  cr_assert(game_forward(&g));
  cr_expect_eq(game_current_step(&g)->move, POINT_PASS);
  cr_expect_not(game_forward(&g));
  cr_expect_eq(game_move_number(&g), 7);
  cr_expect_str_eq(diagram(), ". . X . . . . . .\n"
                              "X X . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . X O . . .\n"
                              ". . . X O . O . .\n"
                              ". . . . X O . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n");
  cr_expect_eq(game_captures(&g, COLOR_BLACK), 3);
  cr_expect_eq(game_captures(&g, COLOR_WHITE), 1);
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);

  /* The notes say where each problem stands in the text. */
  cr_assert_eq(g.n_notes, 4);
  const struct {
    int line, col;
    const char *words;
  } want[] = {{4, 2, "move 2 (White)"},
              {5, 2, "move 3 (Black)"},
              {6, 2, "move 4 (White)"},
              {7, 4, "move 5: B[zz] is not a point of the 9x9 board"}};
  for (size_t i = 0; i < 4; i++) {
    cr_expect_eq(g.notes[i].line, want[i].line, "note %zu: %s", i, g.notes[i].message);
    cr_expect_eq(g.notes[i].col, want[i].col, "note %zu: %s", i, g.notes[i].message);
    cr_expect(strstr(g.notes[i].message, want[i].words), "note %zu: %s", i, g.notes[i].message);
  }
  cr_expect(strstr(g.notes[0].message, move_status_text(MOVE_KO)), "%s", g.notes[0].message);
  cr_expect(strstr(g.notes[1].message, move_status_text(MOVE_OCCUPIED)), "%s", g.notes[1].message);
  cr_expect(strstr(g.notes[2].message, move_status_text(MOVE_SUICIDE)), "%s", g.notes[2].message);

  /* Navigation keeps the flags: back and forward over them again. */
  game_first(&g);
  game_last(&g);
  cr_expect_eq(g.path[2].status, MOVE_KO);
  cr_expect_eq(g.path[3].status, MOVE_OCCUPIED);
  cr_expect_eq(g.path[4].status, MOVE_SUICIDE);
  cr_expect_eq(g.path[5].status, MOVE_OFF_BOARD);
  cr_expect_eq(game_captures(&g, COLOR_BLACK), 3);

  /* A new move is still checked: the ko cannot be retaken by hand. */
  cr_assert(game_goto_move(&g, 1));
  cr_expect_eq(game_play(&g, COLOR_WHITE, at("ee")), MOVE_KO);
}

/* --- rules and komi on a loaded game; save and load back ---------------------------- */

/* Black takes the ko, both pass, White retakes: the whole board is as it was
 * at the start. Simple ko allows it (Japanese: legal, reported as a
 * repetition); positional superko does not (Chinese). */
static const char *superko_record = "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]\n"
                                    "AB[ed][de][ef]AW[fd][ee][ge][ff]\n"
                                    ";B[fe];W[];B[];W[ee]C[the start again]\n"
                                    ";B[cc](;W[gg])(;W[cg]))";

Test(game_load, set_rules_keeps_the_tree_and_reflags)
{
  load(superko_record);
  board start = g.board;
  size_t nodes = sgf_count_nodes(g.root);
  cr_assert(game_goto_move(&g, 4));
  sgf_node *here = game_current(&g);
  cr_expect_eq(game_current_step(&g)->status, MOVE_LEGAL, "simple ko: legal");
  cr_expect(game_current_step(&g)->repeats);
  cr_expect_eq(game_repetition(&g), 4, "reported as a repetition (J89 art. 12)");
  cr_expect_str_eq(diagram(), diagram_of(&start));

  game_set_rules(&g, rules_find("chinese"));
  cr_expect_eq(game_current(&g), here, "the current node stays");
  cr_expect_eq(sgf_count_nodes(g.root), nodes, "the tree stays");
  cr_expect_str_eq(sgf_get(g.root, "RU"), "Chinese");
  cr_expect_eq(game_current_step(&g)->status, MOVE_SUPERKO, "positional superko: flagged");
  cr_expect_str_eq(diagram(), diagram_of(&start), "still played as it fell");
  cr_expect_eq(game_repetition(&g), 0);
  cr_expect_eq(g.path[1].status, MOVE_LEGAL);
  cr_expect_eq(game_captures(&g, COLOR_WHITE), 1);
  game_last(&g);
  cr_expect_eq(game_move_number(&g), 6);

  game_set_rules(&g, rules_find("japanese"));
  cr_assert(game_goto_move(&g, 4));
  cr_expect_eq(game_current_step(&g)->status, MOVE_LEGAL);
  cr_expect_eq(game_repetition(&g), 4);
  cr_expect_eq(sgf_count_nodes(g.root), nodes);
}

Test(game_load, set_komi_keeps_the_tree)
{
  load(superko_record);
  game_last(&g);
  sgf_node *here = game_current(&g);
  size_t nodes = sgf_count_nodes(g.root);
  board b = g.board;
  hoshi_error why = {0};
  cr_assert(game_set_komi(&g, 7.5, &why));
  cr_expect_eq(g.komi, 7.5);
  cr_expect_str_eq(sgf_get(g.root, "KM"), "7.5");
  cr_expect_eq(game_current(&g), here);
  cr_expect_eq(sgf_count_nodes(g.root), nodes);
  cr_expect_str_eq(diagram(), diagram_of(&b));
  cr_assert(game_set_komi(&g, -3, &why));
  cr_expect_str_eq(sgf_get(g.root, "KM"), "-3");
  cr_expect_not(game_set_komi(&g, NAN, &why));
  cr_expect_eq(g.komi, -3.0);
  cr_expect_str_eq(sgf_get(g.root, "KM"), "-3", "a refused komi is not written");
}

Test(game_load, save_and_load_back)
{
  load(superko_record);
  game_set_rules(&g, rules_find("chinese"));
  cr_assert(game_set_komi(&g, 7.5, NULL));
  game_last(&g);
  cr_assert(game_goto_move(&g, 5));
  play(COLOR_WHITE, "hh"); /* a third variation, made in memory */
  cr_assert_eq(game_play(&g, COLOR_BLACK, POINT_PASS), MOVE_LEGAL);
  char path[] = "/tmp/hoshi-game-tree-XXXXXX";
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  close(fd);
  hoshi_error err;
  cr_assert(game_save_file(&g, path, &err), "%s", err.message);

  game back;
  memset(&back, 0, sizeof back);
  hoshi_error why = {0};
  cr_assert(game_load_file(&back, path, NULL, &why), "%s", why.message);
  unlink(path);
  const sgf_node *where = NULL;
  cr_expect(sgf_equal(g.root, back.root, &where), "the trees differ at line %d",
            where && where->props ? where->props->line : 0);
  cr_expect_eq(sgf_count_nodes(back.root), sgf_count_nodes(g.root));
  cr_expect_str_eq(rules_id(back.rules), "chinese");
  cr_expect_eq(back.komi, 7.5);
  cr_expect_eq(back.handicap, g.handicap);
  /* The end of the main line (the first variations), in both. */
  cr_assert(game_goto_node(&g, main_line_end(g.root)));
  game_last(&back);
  cr_expect_eq(game_current(&back), main_line_end(back.root));
  cr_expect_eq(game_move_number(&back), game_move_number(&g));
  cr_expect_str_eq(diagram_of(&back.board), diagram());
  cr_expect_eq(back.board.hash, g.board.hash);
  cr_expect_eq(back.board.captures[COLOR_BLACK], g.board.captures[COLOR_BLACK]);
  cr_expect_eq(back.board.captures[COLOR_WHITE], g.board.captures[COLOR_WHITE]);
  cr_expect_eq(back.board.to_move, g.board.to_move);
  cr_assert(game_goto_move(&back, 4));
  cr_expect_str_eq(sgf_get(game_current(&back), "C"), "the start again");
  cr_expect_eq(game_current_step(&back)->status, MOVE_SUPERKO);
  game_deinit(&back);
}

Test(game_load, random_tree_saves_and_loads_back)
{
  cr_assert(game_init(&g, 9, rules_find("tromp-taylor")));
  uint64_t rng = 42;
  grow(&g, 120, &rng);
  for (int v = 0; v < 6; v++) {
    cr_assert(game_goto_move(&g, 10 + 15 * v));
    grow(&g, 30, &rng);
    game_first(&g);
    game_last(&g);
  }
  char path[] = "/tmp/hoshi-game-tree-XXXXXX";
  int fd = mkstemp(path);
  cr_assert_geq(fd, 0);
  close(fd);
  hoshi_error err;
  cr_assert(game_save_file(&g, path, &err), "%s", err.message);
  game back;
  memset(&back, 0, sizeof back);
  hoshi_error why = {0};
  cr_assert(game_load_file(&back, path, NULL, &why), "%s", why.message);
  unlink(path);
  cr_expect(sgf_equal(g.root, back.root, NULL));
  cr_expect_eq(back.rules, g.rules);
  cr_expect_eq(back.n_notes, 0, "every move was legal");
  cr_assert(game_goto_node(&g, main_line_end(g.root)));
  game_last(&back);
  cr_expect_str_eq(diagram_of(&back.board), diagram());
  cr_expect_eq(back.board.captures[COLOR_BLACK], g.board.captures[COLOR_BLACK]);
  cr_expect_eq(back.board.captures[COLOR_WHITE], g.board.captures[COLOR_WHITE]);
  game_deinit(&back);
}

/* --- handicap ---------------------------------------------------------------------- */

Test(game_tree, fixed_handicap_is_written_into_the_root)
{
  cr_assert(game_init(&g, 19, NULL));
  hoshi_error why = {0};
  cr_assert(game_fixed_handicap(&g, 4, &why), "%s", why.message);
  cr_expect_eq(g.handicap, 4);
  cr_expect_str_eq(sgf_get(g.root, "HA"), "4");
  cr_expect_str_eq(sgf_get(g.root, "PL"), "W");
  const sgf_prop *ab = sgf_find(g.root, "AB");
  cr_assert_not_null(ab);
  cr_expect_eq(ab->n_values, 4);
  const char *stars[] = {"dd", "pd", "dp", "pp"};
  for (size_t i = 0; i < 4; i++) {
    bool found = false;
    for (size_t v = 0; v < ab->n_values; v++)
      found |= strcmp(ab->values[v], stars[i]) == 0;
    cr_expect(found, "AB lacks %s", stars[i]);
    cr_expect_eq(board_at(&g.board, at(stars[i])), COLOR_BLACK);
  }
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
  cr_expect_eq(game_current(&g), g.root);

  char *text = sgf_write(g.records, NULL);
  cr_assert_not_null(text);
  cr_expect(strstr(text, "HA[4]"), "%s", text);
  cr_expect(strstr(text, "PL[W]"), "%s", text);
  cr_expect(strstr(text, "AB["), "%s", text);
  for (size_t i = 0; i < 4; i++) {
    char v[8];
    snprintf(v, sizeof v, "[%s]", stars[i]);
    cr_expect(strstr(text, v), "%s lacks %s", text, v);
  }
  /* Read back, it is the same handicap game. */
  game back;
  memset(&back, 0, sizeof back);
  cr_assert(load_into(&back, text, NULL, &why));
  free(text);
  cr_expect_eq(back.handicap, 4);
  cr_expect_eq(game_to_move(&back), COLOR_WHITE);
  cr_expect_str_eq(diagram_of(&back.board), diagram());
  game_deinit(&back);

  /* Only on an empty board before any move. */
  play(COLOR_WHITE, "qq");
  cr_expect_not(game_fixed_handicap(&g, 2, &why));
  cr_expect_str_eq(why.message, "handicap stones go on an empty board before the first move");
  game_clear(&g);
  cr_expect_not(game_fixed_handicap(&g, 10, &why), "19x19 has 9 fixed points");
  cr_expect_eq(sgf_get(g.root, "HA"), NULL);
}

/* HA[2] without stones, White moving first: the stones are implied. They go
 * on the star points (as GNU Go places them) and into the root, so that the
 * record says so when saved; a note tells. Black moving first implies none. */
Test(game_load, implied_handicap_stones_go_on_the_star_points)
{
  load("(;GM[1]FF[4]SZ[9]HA[2];W[ee];B[dd])");
  cr_expect_eq(g.handicap, 2);
  cr_expect_eq(board_at(&g.board, at("cg")), COLOR_BLACK, "C3");
  cr_expect_eq(board_at(&g.board, at("gc")), COLOR_BLACK, "G7");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
  const sgf_prop *ab = sgf_find(g.root, "AB");
  cr_assert_not_null(ab);
  cr_expect_eq(ab->n_values, 2);
  cr_expect_eq(g.n_notes, 1);
  load("(;GM[1]FF[4]SZ[9]HA[2];B[ee];W[dd])");
  cr_expect_eq(g.board.n_empty, 81, "Black moves first: no stones implied");
  cr_expect_null(sgf_find(g.root, "AB"));
}

/* A setup node without PL: the turn is the one the record plays next, made
 * explicit when the record is read, so that it does not change when a move
 * is added there and taken back (found in review). */
Test(game_load, turn_after_a_setup_stays_when_moves_come_and_go)
{
  load("(;GM[1]FF[4]SZ[9];B[ee];AB[cc][gg];W[dd];B[ff])");
  game_goto_move(&g, 1);
  cr_assert(game_forward(&g)); /* the AB node */
  cr_expect_str_eq(sgf_get(game_current(&g), "PL"), "W");
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
  cr_assert_eq(game_play(&g, COLOR_BLACK, at("aa")), MOVE_LEGAL, "a variation, out of turn");
  cr_assert(game_undo(&g));
  cr_expect_eq(game_to_move(&g), COLOR_WHITE, "the turn after the setup is still White's");
  game_last(&g);
  game_first(&g);
  cr_assert(game_goto_move(&g, 1));
  cr_assert(game_forward(&g));
  cr_expect_eq(game_to_move(&g), COLOR_WHITE);
}
