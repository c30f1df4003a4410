/* Rule-set tests: the registry, each rule set's switches as RULES.md gives
 * them, and legality through the game API (ko, superko, suicide, undo,
 * switching rules, komi).
 *
 * Positions are ASCII diagrams, one row per line from the top of the board:
 * 'X' black, 'O' white, '.' empty. Vertices are GTP-style: columns A..Z
 * without I from the left, rows counted from the bottom (A1 is the lower left
 * corner). The expected result of each test is written beside its diagram.
 */
#include <criterion/criterion.h>

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "hoshi/board.h"
#include "hoshi/game.h"
#include "hoshi/rules.h"

static const char *const all_ids[] = {"japanese", "chinese", "aga", "french", "nz", "tromp-taylor"};
#define N_IDS (sizeof all_ids / sizeof all_ids[0])

static const rules *by_id(const char *id)
{
  const rules *r = rules_find(id);
  cr_assert_not_null(r, "no rule set %s", id);
  cr_assert_str_eq(rules_id(r), id);
  return r;
}

/* Starts a game under r from a diagram, Black to move: the diagram becomes
 * the root's setup stones (AB, AW, PL[B]) and the start position enters the
 * history as created by White, the player who does not move first. */
static void game_from_diagram(game *g, const rules *r, int size, const char *diagram)
{
  cr_assert(game_init(g, size, r));
  board b;
  cr_assert(board_from_ascii(&b, size, diagram), "diagram refused:\n%s", diagram);
  cr_assert(game_set_position(g, &b));
  cr_assert_eq(g->rules, r);
  cr_assert_eq(game_move_number(g), 0);
  cr_assert_eq(g->history.count, 1);
  expect_board(&g->board, diagram);
}

static enum move_status play(game *g, enum color c, const char *vertex)
{
  return game_play(g, c, at(&g->board, vertex));
}

static enum move_status check(const game *g, enum color c, const char *vertex)
{
  return game_check(g, c, at(&g->board, vertex)).status;
}

static const char *status_name(enum move_status s) { return move_status_text(s); }

/* --- the registry -------------------------------------------------------- */

Test(registry, validates)
{
  const char *fault = rules_validate_registry();
  cr_assert_null(fault, "%s", fault);
}

Test(registry, six_rule_sets_in_order)
{
  size_t n = 0;
  const rules *const *all = rules_all(&n);
  cr_assert_eq(n, 6);
  for (size_t i = 0; i < n; i++) {
    cr_assert_str_eq(rules_id(all[i]), all_ids[i]);
    cr_assert_not_null(rules_name(all[i]));
    cr_assert_not_null(rules_summary(all[i]));
  }
  cr_assert_eq(rules_all(NULL), all);
  cr_assert_eq(rules_default(), all[0]);
}

Test(registry, find_by_id_and_sgf_name)
{
  static const char *const sgf_names[N_IDS] = {"Japanese", "Chinese", "AGA",
                                               "French",   "NZ",      "Tromp-Taylor"};
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < N_IDS; i++) {
    cr_assert_eq(rules_find(all_ids[i]), all[i], "%s", all_ids[i]);
    cr_assert_str_eq(rules_sgf_name(all[i]), sgf_names[i]);
    cr_assert_eq(rules_find(sgf_names[i]), all[i], "%s", sgf_names[i]);
  }
}

Test(registry, find_by_variant)
{
  static const struct {
    const char *name, *id;
  } variants[] = {
      {"Japanese", "japanese"},
      {"JAPANESE", "japanese"},
      {"jp", "japanese"},
      {"Chinese", "chinese"},
      {"cn", "chinese"},
      {"AGA", "aga"},
      {"French", "french"},
      {"NZ", "nz"},
      {"New Zealand", "nz"},
      {"new_zealand", "nz"},
      {"Tromp-Taylor", "tromp-taylor"},
      {"tromp taylor", "tromp-taylor"},
      {"TT", "tromp-taylor"},
      {"tt", "tromp-taylor"},
  };
  for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
    const rules *r = rules_find(variants[i].name);
    cr_assert_not_null(r, "%s not found", variants[i].name);
    cr_assert_str_eq(rules_id(r), variants[i].id, "%s", variants[i].name);
  }
}

Test(registry, unknown_names)
{
  static const char *const unknown[] = {
      "",
      "ing",
      "japanese rules",
      "chinese2",
      "tromp-taylor-x",
      "zealand",
      "a",
      "this name is far longer than any rule set name could ever be",
  };
  for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
    cr_assert_null(rules_find(unknown[i]), "'%s' was found", unknown[i]);
  cr_assert_null(rules_find(NULL));
}

Test(registry, switch_texts)
{
  cr_assert_str_neq(rules_ko_text(KO_SIMPLE), rules_ko_text(KO_POSITIONAL));
  cr_assert_str_neq(rules_ko_text(KO_POSITIONAL), rules_ko_text(KO_SITUATIONAL));
  cr_assert_str_neq(rules_ko_text(KO_SIMPLE), rules_ko_text(KO_SITUATIONAL));
  cr_assert_str_neq(rules_suicide_text(SUICIDE_FORBIDDEN), rules_suicide_text(SUICIDE_ALLOWED));
  cr_assert_str_neq(rules_suicide_text(SUICIDE_MULTI_STONE), rules_suicide_text(SUICIDE_ALLOWED));
  cr_assert_str_neq(rules_suicide_text(SUICIDE_FORBIDDEN), rules_suicide_text(SUICIDE_MULTI_STONE));
}

/* --- each rule set's switches, as the table in RULES.md gives them ------- */

static const struct declared {
  const char *id;
  enum ko_rule ko;
  enum suicide_rule suicide;
  bool repetition_no_result;
  enum scoring_method scoring;
  bool seki_eyes;
  int comp_less; /* compensation for N stones is N - comp_less; -1: none */
  bool pass_stones, white_passes_last;
  double komi;
  bool free_placement;
} declared[] = {
    /* J89: simple ko (a longer repetition may end the game without result),
     * territory, no points in seki, no compensation, fixed placement. */
    {.id = "japanese",
     .ko = KO_SIMPLE,
     .suicide = SUICIDE_FORBIDDEN,
     .repetition_no_result = true,
     .scoring = SCORING_TERRITORY,
     .seki_eyes = false,
     .comp_less = -1,
     .komi = 6.5},
    {.id = "chinese",
     .ko = KO_POSITIONAL,
     .suicide = SUICIDE_FORBIDDEN,
     .scoring = SCORING_AREA,
     .seki_eyes = true,
     .comp_less = 0,
     .komi = 7.5,
     .free_placement = true},
    {.id = "aga",
     .ko = KO_SITUATIONAL,
     .suicide = SUICIDE_FORBIDDEN,
     .scoring = SCORING_AREA,
     .seki_eyes = true,
     .comp_less = 1,
     .pass_stones = true,
     .white_passes_last = true,
     .komi = 7.5},
    {.id = "french",
     .ko = KO_SITUATIONAL,
     .suicide = SUICIDE_FORBIDDEN,
     .scoring = SCORING_AREA,
     .seki_eyes = true,
     .comp_less = 1,
     .pass_stones = true,
     .komi = 7.5},
    {.id = "nz",
     .ko = KO_SITUATIONAL,
     .suicide = SUICIDE_MULTI_STONE,
     .scoring = SCORING_AREA,
     .seki_eyes = true,
     .comp_less = -1,
     .komi = 7.5,
     .free_placement = true},
    {.id = "tromp-taylor",
     .ko = KO_POSITIONAL,
     .suicide = SUICIDE_ALLOWED,
     .scoring = SCORING_AREA,
     .seki_eyes = true,
     .comp_less = -1,
     .komi = 7.5,
     .free_placement = true},
};

Test(switches, as_declared)
{
  for (size_t i = 0; i < sizeof declared / sizeof declared[0]; i++) {
    const struct declared *d = &declared[i];
    const rules *r = by_id(d->id);
    cr_assert_eq(rules_ko(r), d->ko, "%s ko", d->id);
    cr_assert_eq(rules_suicide(r), d->suicide, "%s suicide", d->id);
    cr_assert_eq(rules_reports_repetition(r), d->repetition_no_result, "%s repetition", d->id);
    cr_assert_eq(rules_counts_prisoners(r), d->scoring == SCORING_TERRITORY, "%s scoring", d->id);
    cr_assert_eq(rules_counts_stones(r), d->scoring == SCORING_AREA, "%s scoring", d->id);
    cr_assert_eq(rules_counts_seki_eyes(r), d->seki_eyes, "%s seki", d->id);
    cr_assert_eq(rules_counts_pass_stones(r), d->pass_stones, "%s pass stones", d->id);
    cr_assert_eq(rules_white_passes_last(r), d->white_passes_last, "%s white passes last", d->id);
    cr_assert_eq(rules_allows_free_handicap(r), d->free_placement, "%s placement", d->id);
  }
}

Test(switches, handicap_compensation)
{
  for (size_t i = 0; i < sizeof declared / sizeof declared[0]; i++) {
    const struct declared *d = &declared[i];
    const rules *r = by_id(d->id);
    cr_assert_eq(rules_handicap_compensation(r, 0), 0, "%s", d->id);
    cr_assert_eq(rules_handicap_compensation(r, 1), 0, "%s", d->id);
    for (int n = 2; n <= 9; n++) {
      int want = d->comp_less < 0 ? 0 : n - d->comp_less;
      cr_assert_eq(rules_handicap_compensation(r, n), want, "%s with %d stones", d->id, n);
    }
  }
  /* Spelled out for four stones: J 0, C 4, AGA 3, French 3, NZ 0, TT 0. */
  cr_assert_eq(rules_handicap_compensation(by_id("japanese"), 4), 0);
  cr_assert_eq(rules_handicap_compensation(by_id("chinese"), 4), 4);
  cr_assert_eq(rules_handicap_compensation(by_id("aga"), 4), 3);
  cr_assert_eq(rules_handicap_compensation(by_id("french"), 4), 3);
  cr_assert_eq(rules_handicap_compensation(by_id("nz"), 4), 0);
  cr_assert_eq(rules_handicap_compensation(by_id("tromp-taylor"), 4), 0);
}

Test(switches, default_komi)
{
  for (size_t i = 0; i < sizeof declared / sizeof declared[0]; i++) {
    const struct declared *d = &declared[i];
    const rules *r = by_id(d->id);
    cr_assert_float_eq(rules_default_komi(r, 0), d->komi, 1e-9, "%s", d->id);
    for (int n = 2; n <= 9; n++)
      cr_assert_float_eq(rules_default_komi(r, n), 0.5, 1e-9, "%s with %d stones", d->id, n);
    /* A new game starts with the even-game komi. */
    game g;
    cr_assert(game_init(&g, 9, r));
    cr_assert_float_eq(g.komi, d->komi, 1e-9, "%s", d->id);
    game_deinit(&g);
  }
}

Test(switches, handicap_placement_through_the_game)
{
  /* Three stones on 9x9 off the star points: only free placement takes them. */
  for (size_t i = 0; i < sizeof declared / sizeof declared[0]; i++) {
    const struct declared *d = &declared[i];
    game g;
    cr_assert(game_init(&g, 9, by_id(d->id)));
    const point points[3] = {at(&g.board, "A1"), at(&g.board, "E5"), at(&g.board, "J9")};
    const char *why = NULL;
    bool ok = game_free_handicap(&g, points, 3, &why);
    cr_assert_eq(ok, d->free_placement, "%s", d->id);
    if (!ok)
      cr_assert_not_null(why);
    else
      cr_assert_eq(game_to_move(&g), COLOR_WHITE);
    game_deinit(&g);
  }
}

Test(switches, check_move_uses_the_ko_rule)
{
  /* The history holds the position after black E5 on an empty 5x5 board, as
   * created by Black or by White. Simple ko ignores the history; positional
   * superko refuses either; situational only the one Black created. */
  board b;
  cr_assert(board_init(&b, 5));
  point e5 = at(&b, "E5");
  uint64_t after = b.hash ^ board_zobrist(COLOR_BLACK, e5);
  static const struct {
    const char *id;
    enum move_status by_black, by_white;
  } cases[] = {
      {"japanese", MOVE_LEGAL, MOVE_LEGAL}, {"chinese", MOVE_SUPERKO, MOVE_SUPERKO},
      {"aga", MOVE_SUPERKO, MOVE_LEGAL},    {"french", MOVE_SUPERKO, MOVE_LEGAL},
      {"nz", MOVE_SUPERKO, MOVE_LEGAL},     {"tromp-taylor", MOVE_SUPERKO, MOVE_SUPERKO},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const rules *r = by_id(cases[i].id);
    board_history h;
    cr_assert(board_history_init(&h, 4));
    cr_assert(board_history_add(&h, rules_history_key(r, after, COLOR_BLACK)));
    cr_assert_eq(rules_check_move(r, &b, COLOR_BLACK, e5, &h).status, cases[i].by_black, "%s",
                 cases[i].id);
    board_history_truncate(&h, 0);
    cr_assert(board_history_add(&h, rules_history_key(r, after, COLOR_WHITE)));
    cr_assert_eq(rules_check_move(r, &b, COLOR_BLACK, e5, &h).status, cases[i].by_white, "%s",
                 cases[i].id);
    cr_assert_eq(rules_check_move(r, &b, COLOR_BLACK, e5, NULL).status, MOVE_LEGAL);
    board_history_deinit(&h);
  }
}

/* --- a triple ko --------------------------------------------------------- */

/* Three kos between a black wall (column B) and a white wall (column E);
 * the walls have 7 liberties each on columns A and F and are never in
 * danger. Black to move. */
static const char *const triple_ko_start = ". X X O O . .\n"  /* 7                        */
                                           ". X O . O . .\n"  /* 6 ko 1: Black takes at D6 */
                                           ". X X O O . .\n"  /* 5                        */
                                           ". X . X O . .\n"  /* 4 ko 2: White takes at C4 */
                                           ". X X O O . .\n"  /* 3                        */
                                           ". X O . O . .\n"  /* 2 ko 3: Black takes at D2 */
                                           ". X X O O . .\n"; /* 1                        */
/* The cycle, each move a capture of one stone in a ko other than the one
 * just taken:
 *   1 B D6 takes C6   2 W C4 takes D4   3 B D2 takes C2
 *   4 W C6 takes D6   5 B D4 takes C4   6 W C2 takes D2
 * after which the board is the start position again, with Black to move.
 * No position in between repeats. */
static const struct {
  enum color color;
  const char *vertex, *ko;
} triple_ko_cycle[6] = {
    {COLOR_BLACK, "D6", "C6"}, {COLOR_WHITE, "C4", "D4"}, {COLOR_BLACK, "D2", "C2"},
    {COLOR_WHITE, "C6", "D6"}, {COLOR_BLACK, "D4", "C4"}, {COLOR_WHITE, "C2", "D2"},
};
/* After moves 1-5: ko 1 is White's again, kos 2 and 3 are Black's. */
static const char *const triple_ko_after_5 = ". X X O O . .\n"
                                             ". X O . O . .\n"
                                             ". X X O O . .\n"
                                             ". X . X O . .\n"
                                             ". X X O O . .\n"
                                             ". X . X O . .\n"
                                             ". X X O O . .\n";

static void play_triple_ko(game *g, int n)
{
  for (int i = 0; i < n; i++) {
    enum move_status s = play(g, triple_ko_cycle[i].color, triple_ko_cycle[i].vertex);
    cr_assert_eq(s, MOVE_LEGAL, "%s: move %d (%s): %s", rules_id(g->rules), i + 1,
                 triple_ko_cycle[i].vertex, status_name(s));
    cr_assert_eq(g->board.ko, at(&g->board, triple_ko_cycle[i].ko), "%s: move %d",
                 rules_id(g->rules), i + 1);
  }
}

/* Plays the cycle under rule set id; the sixth capture (white C2) gives
 * sixth: legal under simple ko, refused by both kinds of superko (White
 * recreates the start, which counts as created by White). */
static void triple_ko(const char *id, enum move_status sixth)
{
  game g;
  game_from_diagram(&g, by_id(id), 7, triple_ko_start);
  play_triple_ko(&g, 5);
  expect_board(&g.board, triple_ko_after_5);
  cr_assert_eq(game_captures(&g, COLOR_BLACK), 3);
  cr_assert_eq(game_captures(&g, COLOR_WHITE), 2);
  cr_assert_eq(game_repetition(&g), 0);

  cr_assert_eq(check(&g, COLOR_WHITE, "C2"), sixth, "%s: %s", id, status_name(sixth));
  cr_assert_eq(play(&g, COLOR_WHITE, "C2"), sixth, "%s", id);
  if (sixth == MOVE_LEGAL) {
    expect_board(&g.board, triple_ko_start);
    cr_assert_eq(game_move_number(&g), 6);
    cr_assert(g.path[6].repeats);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 3);
    cr_assert_eq(game_to_move(&g), COLOR_BLACK);
  } else {
    expect_board(&g.board, triple_ko_after_5);
    cr_assert_eq(game_move_number(&g), 5);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 2);
    cr_assert_eq(game_to_move(&g), COLOR_WHITE);
    cr_assert_eq(game_repetition(&g), 0);
  }
  game_deinit(&g);
}

Test(triple_ko, japanese_allows_and_reports_it)
{
  triple_ko("japanese", MOVE_LEGAL);
  /* J89 art. 12: the repetition is reported at move 6, and again at move 7
   * when Black goes round once more (black D6 repeats the position after 1). */
  game g;
  game_from_diagram(&g, by_id("japanese"), 7, triple_ko_start);
  play_triple_ko(&g, 6);
  cr_assert_eq(game_repetition(&g), 6);
  cr_assert_eq(play(&g, COLOR_BLACK, "D6"), MOVE_LEGAL);
  cr_assert_eq(game_repetition(&g), 7);
  /* Undoing the repeating moves clears the report. */
  cr_assert(game_truncate(&g, 5));
  cr_assert_eq(game_repetition(&g), 0);
  game_deinit(&g);
}

Test(triple_ko, chinese_positional) { triple_ko("chinese", MOVE_SUPERKO); }
Test(triple_ko, tromp_taylor_positional) { triple_ko("tromp-taylor", MOVE_SUPERKO); }
Test(triple_ko, aga_situational) { triple_ko("aga", MOVE_SUPERKO); }
Test(triple_ko, french_situational) { triple_ko("french", MOVE_SUPERKO); }
Test(triple_ko, nz_situational) { triple_ko("nz", MOVE_SUPERKO); }

/* --- positional and situational superko differ --------------------------- */

/* "Send two, return one" on the lower edge. Black to move.
 *   1 B A5, 2 W E5: neutral moves; White's E5 creates the position P.
 *   3 B C1: B1 C1 is in atari (its last liberty is A1).
 *   4 W A1: takes 2 (B1 C1); no ko point, since 2 stones were taken.
 *   5 B B1: takes 1 (A1, whose only liberty was B1) and the board is P
 *     again. P was created by White's play (move 2), never by Black's.
 * Positional superko (Chinese, Tromp-Taylor) forbids move 5; situational
 * superko (AGA, French, NZ) allows it: Black does not give the board a
 * state he has already given it. Japanese allows it and reports it. */
static const char *const send_two_start = ". . . . .\n"
                                          ". . . . .\n"
                                          "X . . . .\n"  /* A3 A2: liberties A4 B3 A1 */
                                          "X O O O .\n"  /* B2 C2 D2 D1: 5 liberties  */
                                          ". X . O .\n"; /* B1: liberties A1 C1       */
static const char *const send_two_after_4 = "X . . . O\n"
                                            ". . . . .\n"
                                            "X . . . .\n"
                                            "X O O O .\n"
                                            "O . . O .\n";
static const char *const send_two_p = "X . . . O\n"
                                      ". . . . .\n"
                                      "X . . . .\n"
                                      "X O O O .\n"
                                      ". X . O .\n";

static void send_two_return_one(const char *id, enum move_status fifth)
{
  game g;
  game_from_diagram(&g, by_id(id), 5, send_two_start);
  cr_assert_eq(play(&g, COLOR_BLACK, "A5"), MOVE_LEGAL, "%s", id);
  cr_assert_eq(play(&g, COLOR_WHITE, "E5"), MOVE_LEGAL, "%s", id);
  expect_board(&g.board, send_two_p);
  cr_assert_eq(play(&g, COLOR_BLACK, "C1"), MOVE_LEGAL, "%s", id);
  cr_assert_eq(play(&g, COLOR_WHITE, "A1"), MOVE_LEGAL, "%s", id);
  expect_board(&g.board, send_two_after_4);
  cr_assert_eq(game_captures(&g, COLOR_WHITE), 2);
  cr_assert_eq(g.board.ko, POINT_NONE);

  cr_assert_eq(check(&g, COLOR_BLACK, "B1"), fifth, "%s: %s", id, status_name(fifth));
  cr_assert_eq(play(&g, COLOR_BLACK, "B1"), fifth, "%s", id);
  if (fifth == MOVE_LEGAL) {
    expect_board(&g.board, send_two_p);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 1);
    cr_assert_eq(game_move_number(&g), 5);
  } else {
    expect_board(&g.board, send_two_after_4);
    cr_assert_eq(game_move_number(&g), 4);
  }
  /* Only Japanese reports repetitions (J89 art. 12). */
  cr_assert_eq(game_repetition(&g), strcmp(id, "japanese") == 0 ? 5 : 0);
  game_deinit(&g);
}

Test(superko_kind, chinese_refuses) { send_two_return_one("chinese", MOVE_SUPERKO); }
Test(superko_kind, tromp_taylor_refuses) { send_two_return_one("tromp-taylor", MOVE_SUPERKO); }
Test(superko_kind, aga_allows) { send_two_return_one("aga", MOVE_LEGAL); }
Test(superko_kind, french_allows) { send_two_return_one("french", MOVE_LEGAL); }
Test(superko_kind, nz_allows) { send_two_return_one("nz", MOVE_LEGAL); }
Test(superko_kind, japanese_allows) { send_two_return_one("japanese", MOVE_LEGAL); }

/* --- suicide ------------------------------------------------------------- */

/* A5: a lone black stone there has no liberty (single-stone suicide).
 * A1: it would join A2 and leave A1 A2 without liberty (two-stone suicide).
 * No white chain touching A5 or A1 is in atari. */
static const char *const suicide_start = ". O . . .\n"
                                         "O . . . .\n"
                                         "O . . . .\n"
                                         "X O . . .\n"
                                         ". O . . .\n";
/* After black A1 where several-stone suicide is allowed: A1 and A2 are
 * removed and White holds 2 prisoners. */
static const char *const suicide_after = ". O . . .\n"
                                         "O . . . .\n"
                                         "O . . . .\n"
                                         ". O . . .\n"
                                         ". O . . .\n";

static void suicide(const char *id, enum move_status lone, enum move_status two)
{
  game g;
  game_from_diagram(&g, by_id(id), 5, suicide_start);
  cr_assert_eq(play(&g, COLOR_BLACK, "A5"), lone, "%s lone stone", id);
  expect_board(&g.board, suicide_start);
  cr_assert_eq(game_move_number(&g), 0);
  cr_assert_eq(play(&g, COLOR_BLACK, "A1"), two, "%s two stones", id);
  if (two == MOVE_LEGAL) {
    expect_board(&g.board, suicide_after);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 2);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 0);
    cr_assert_eq(game_move_number(&g), 1);
    cr_assert_eq(game_to_move(&g), COLOR_WHITE);
    /* The lone stone is still refused in the new position. */
    cr_assert_eq(check(&g, COLOR_BLACK, "A5"), lone);
  } else {
    expect_board(&g.board, suicide_start);
    cr_assert_eq(game_move_number(&g), 0);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 0);
  }
  game_deinit(&g);
}

Test(suicide, japanese) { suicide("japanese", MOVE_SUICIDE, MOVE_SUICIDE); }
Test(suicide, chinese) { suicide("chinese", MOVE_SUICIDE, MOVE_SUICIDE); }
Test(suicide, aga) { suicide("aga", MOVE_SUICIDE, MOVE_SUICIDE); }
Test(suicide, french) { suicide("french", MOVE_SUICIDE, MOVE_SUICIDE); }
Test(suicide, nz_allows_several_stones) { suicide("nz", MOVE_SUICIDE, MOVE_LEGAL); }
/* Tromp-Taylor: a lone stone's suicide recolours the board as it was. */
Test(suicide, tromp_taylor_lone_stone_repeats)
{
  suicide("tromp-taylor", MOVE_SUPERKO, MOVE_LEGAL);
}

Test(suicide, capturing_is_never_suicide)
{
  /* Black A1 fills the last liberty of A2 B2 but takes B1 (whose last
   * liberty is A1): legal under every rule set, 1 prisoner, no ko. */
  static const char *const start = ". . . . .\n"
                                   ". . . . .\n"
                                   "O O O . .\n"
                                   "X X O . .\n"
                                   ". O X . .\n";
  for (size_t i = 0; i < N_IDS; i++) {
    game g;
    game_from_diagram(&g, by_id(all_ids[i]), 5, start);
    cr_assert_eq(play(&g, COLOR_BLACK, "A1"), MOVE_LEGAL, "%s", all_ids[i]);
    expect_board(&g.board, ". . . . .\n"
                           ". . . . .\n"
                           "O O O . .\n"
                           "X X O . .\n"
                           "X . X . .\n");
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 1);
    cr_assert_eq(g.board.ko, POINT_NONE);
    game_deinit(&g);
  }
}

/* --- undo ---------------------------------------------------------------- */

Test(undo, ko_capture_is_legal_again_after_undo)
{
  for (size_t i = 0; i < N_IDS; i++) {
    const char *id = all_ids[i];
    game g;
    game_from_diagram(&g, by_id(id), 7, triple_ko_start);
    cr_assert_eq(play(&g, COLOR_BLACK, "D6"), MOVE_LEGAL, "%s", id);
    cr_assert_eq(check(&g, COLOR_WHITE, "C6"), MOVE_KO, "%s", id);
    cr_assert_eq(g.history.count, 2);

    cr_assert(game_undo(&g));
    expect_board(&g.board, triple_ko_start);
    cr_assert_eq(game_move_number(&g), 0);
    cr_assert_eq(g.history.count, 1);
    cr_assert_eq(g.board.ko, POINT_NONE);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 0);
    cr_assert_eq(game_to_move(&g), COLOR_BLACK);
    /* The same capture again: were its position still in the history, the
     * superko rule sets would refuse it. */
    cr_assert_eq(play(&g, COLOR_BLACK, "D6"), MOVE_LEGAL, "%s", id);

    /* Undo restores the ko point too: after W C4 (ko at D4 for Black),
     * undoing it gives White back the ban at C6. */
    cr_assert_eq(play(&g, COLOR_WHITE, "C4"), MOVE_LEGAL, "%s", id);
    cr_assert_eq(check(&g, COLOR_BLACK, "D4"), MOVE_KO, "%s", id);
    cr_assert(game_undo(&g));
    cr_assert_eq(g.board.ko, at(&g.board, "C6"));
    cr_assert_eq(check(&g, COLOR_WHITE, "C6"), MOVE_KO, "%s", id);
    game_deinit(&g);
  }
}

Test(undo, replaying_an_undone_move_is_not_a_repetition)
{
  for (size_t i = 0; i < N_IDS; i++) {
    const char *id = all_ids[i];
    game g;
    game_from_diagram(&g, by_id(id), 7, triple_ko_start);
    play_triple_ko(&g, 5);
    size_t keys = g.history.count;
    cr_assert(game_undo(&g));
    cr_assert_eq(g.history.count, keys - 1);
    cr_assert_eq(play(&g, COLOR_BLACK, "D4"), MOVE_LEGAL, "%s", id);
    cr_assert_not(g.path[5].repeats);
    expect_board(&g.board, triple_ko_after_5);
    game_deinit(&g);
  }
}

Test(undo, truncate_to_the_start)
{
  for (size_t i = 0; i < N_IDS; i++) {
    const char *id = all_ids[i];
    game g;
    game_from_diagram(&g, by_id(id), 7, triple_ko_start);
    play_triple_ko(&g, 4);
    cr_assert_eq(game_play(&g, COLOR_BLACK, POINT_PASS), MOVE_LEGAL);
    cr_assert_not(game_truncate(&g, 6));
    cr_assert_eq(game_move_number(&g), 5);
    cr_assert(game_truncate(&g, 5)); /* no change */
    cr_assert_eq(game_move_number(&g), 5);
    cr_assert(game_truncate(&g, 0));
    expect_board(&g.board, triple_ko_start);
    cr_assert_eq(game_move_number(&g), 0);
    cr_assert_eq(g.history.count, 1);
    cr_assert_eq(g.board.hash, g.snapshots[0].hash);
    cr_assert_eq(g.board.ko, POINT_NONE);
    cr_assert_eq(g.board.passes, 0);
    cr_assert_eq(game_captures(&g, COLOR_BLACK), 0);
    cr_assert_eq(game_captures(&g, COLOR_WHITE), 0);
    cr_assert_eq(game_to_move(&g), COLOR_BLACK);
    cr_assert_not(game_undo(&g));
    /* The whole cycle plays again from the start. */
    play_triple_ko(&g, 5);
    game_deinit(&g);
  }
}

/* --- switching rules ----------------------------------------------------- */

Test(set_rules, history_is_rebuilt_for_the_new_ko_rule)
{
  game g;
  game_from_diagram(&g, by_id("japanese"), 7, triple_ko_start);
  play_triple_ko(&g, 6); /* legal under simple ko: the start is back */
  expect_board(&g.board, triple_ko_start);
  /* Black D6 would recreate the position after move 1 (created by Black). */
  cr_assert_eq(check(&g, COLOR_BLACK, "D6"), MOVE_LEGAL);

  game_set_rules(&g, by_id("chinese"));
  cr_assert_eq(game_move_number(&g), 6); /* the moves stay, even the one Chinese forbids */
  expect_board(&g.board, triple_ko_start);
  cr_assert_eq(check(&g, COLOR_BLACK, "D6"), MOVE_SUPERKO);
  cr_assert_eq(play(&g, COLOR_BLACK, "D6"), MOVE_SUPERKO);
  cr_assert_eq(game_move_number(&g), 6);
  cr_assert_eq(game_repetition(&g), 0); /* only Japanese reports repetitions */

  game_set_rules(&g, by_id("aga"));
  cr_assert_eq(check(&g, COLOR_BLACK, "D6"), MOVE_SUPERKO);

  game_set_rules(&g, NULL); /* the default: Japanese */
  cr_assert_str_eq(rules_id(g.rules), "japanese");
  cr_assert_eq(check(&g, COLOR_BLACK, "D6"), MOVE_LEGAL);
  cr_assert_eq(game_repetition(&g), 6);
  game_deinit(&g);
}

Test(set_rules, switch_before_the_repeating_move)
{
  game g;
  game_from_diagram(&g, by_id("japanese"), 7, triple_ko_start);
  play_triple_ko(&g, 5);
  cr_assert_eq(check(&g, COLOR_WHITE, "C2"), MOVE_LEGAL);
  game_set_rules(&g, by_id("chinese"));
  cr_assert_eq(play(&g, COLOR_WHITE, "C2"), MOVE_SUPERKO);
  cr_assert_eq(game_move_number(&g), 5);
  expect_board(&g.board, triple_ko_after_5);
  game_deinit(&g);
}

Test(set_rules, situational_keys_are_rebuilt_with_their_creators)
{
  /* The "send two, return one" game after 4 moves: Black's B1 is allowed
   * by situational rules only; the rebuilt history must know who created
   * each position. */
  game g;
  game_from_diagram(&g, by_id("aga"), 5, send_two_start);
  cr_assert_eq(play(&g, COLOR_BLACK, "A5"), MOVE_LEGAL);
  cr_assert_eq(play(&g, COLOR_WHITE, "E5"), MOVE_LEGAL);
  cr_assert_eq(play(&g, COLOR_BLACK, "C1"), MOVE_LEGAL);
  cr_assert_eq(play(&g, COLOR_WHITE, "A1"), MOVE_LEGAL);
  cr_assert_eq(check(&g, COLOR_BLACK, "B1"), MOVE_LEGAL);
  game_set_rules(&g, by_id("tromp-taylor"));
  cr_assert_eq(check(&g, COLOR_BLACK, "B1"), MOVE_SUPERKO);
  game_set_rules(&g, by_id("nz"));
  cr_assert_eq(check(&g, COLOR_BLACK, "B1"), MOVE_LEGAL);
  game_set_rules(&g, by_id("french"));
  cr_assert_eq(play(&g, COLOR_BLACK, "B1"), MOVE_LEGAL);
  expect_board(&g.board, send_two_p);
  game_deinit(&g);
}

/* --- komi ---------------------------------------------------------------- */

Test(komi, accepted_and_refused)
{
  game g;
  cr_assert(game_init(&g, 19, NULL));
  /* Quarter points come from declared komi (the mean of two bids). */
  static const double good[] = {6.5, 7, 0, -3.5, 0.5, 361, -361, 7.25, 6.75};
  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
    const char *why = NULL;
    cr_assert(game_set_komi(&g, good[i], &why), "%g refused: %s", good[i], why);
    cr_assert_float_eq(g.komi, good[i], 1e-12);
  }
  cr_assert(game_set_komi(&g, 6.5, NULL));
  const double bad[] = {6.3, 7.1, 6.125, NAN, INFINITY, -INFINITY, 1000, -1000, 361.5};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    const char *why = NULL;
    cr_assert_not(game_set_komi(&g, bad[i], &why), "%g accepted", bad[i]);
    cr_assert_not_null(why, "%g refused without a reason", bad[i]);
    cr_assert_gt(strlen(why), 0);
    cr_assert_float_eq(g.komi, 6.5, 1e-12, "a refused komi changed the komi");
    cr_assert_not(game_set_komi(&g, bad[i], NULL));
  }
  game_deinit(&g);
}

Test(komi, limit_follows_the_board_size)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  const char *why = NULL;
  cr_assert(game_set_komi(&g, 81, &why));
  cr_assert_not(game_set_komi(&g, 81.5, &why));
  cr_assert_not_null(why);
  cr_assert_not(game_set_komi(&g, 361, &why));
  game_deinit(&g);
}

/* Situational superko counts only the positions a player made by a play
 * (the French text: "a player may not give the board a state he has
 * already given it"); a pass makes none. Here White passes after Black's
 * A1, then Black takes the ko at D3:
 *
 *   X . . . .   5
 *   . . X O .   4
 *   . X . X O   3      White's retake at C3 gives back the position Black
 *   . . X O .   2      made with A1: legal under AGA, French and NZ; under
 *   X . . . .   1      simple ko and positional superko it is a ko.
 *   A B C D E
 */
Test(situational, a_pass_lets_the_ko_be_retaken)
{
  for (size_t i = 0; i < N_IDS; i++) {
    const rules *r = by_id(all_ids[i]);
    game g;
    cr_assert(game_init(&g, 5, r));
    const char *moves[] = {"C4", "D4", "B3", "E3", "C2", "D2", "A5", "C3", "A1"};
    for (size_t m = 0; m < sizeof moves / sizeof moves[0]; m++)
      cr_assert_eq(play(&g, m % 2 ? COLOR_WHITE : COLOR_BLACK, moves[m]), MOVE_LEGAL, "%s",
                   moves[m]);
    cr_assert_eq(game_play(&g, COLOR_WHITE, POINT_PASS), MOVE_LEGAL);
    cr_assert_eq(play(&g, COLOR_BLACK, "D3"), MOVE_LEGAL);
    expect_board(&g.board, "X . . . .\n"
                           ". . X O .\n"
                           ". X . X O\n"
                           ". . X O .\n"
                           "X . . . .\n");
    enum move_status want = rules_ko(r) == KO_SITUATIONAL ? MOVE_LEGAL : MOVE_KO;
    cr_assert_eq(play(&g, COLOR_WHITE, "C3"), want, "%s", all_ids[i]);
    if (want == MOVE_LEGAL)
      expect_board(&g.board, "X . . . .\n"
                             ". . X O .\n"
                             ". X O . O\n"
                             ". . X O .\n"
                             "X . . . .\n");
    game_deinit(&g);
  }
}
