/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rule sets as plugins. Each is a const table of switches, defined in its
 * own file under src/rules/ and listed by one line in
 * src/rules/rule_sets.def; its fields are private to src/rules
 * (rules_internal.h). Code asks a rule set what it does through the
 * functions below, each of which answers with an exhaustive switch over
 * the rule set's switch, so that a new value of a switch is answered
 * everywhere it matters (-Wswitch names every place).
 *
 * docs/rules.md says what each rule text says on each point, and where
 * Hoshi had to decide.
 */
#ifndef HOSHI_RULES_H
#define HOSHI_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "hoshi/board.h"
#include "hoshi/error.h"

typedef struct rules rules;

/* Which repetitions are forbidden. KO_SITUATIONAL follows the French text:
 * "a player may not give the board a state he has already given it", i.e. a
 * play may not recreate a position that the same player created by a play. */
enum ko_rule { KO_SIMPLE, KO_POSITIONAL, KO_SITUATIONAL };

/* What a count adds up (see rules_counts_stones and the two after it). */
enum scoring_method {
  SCORING_TERRITORY, /* territory + prisoners (J89 art. 10) */
  SCORING_AREA,      /* stones + territory */
};

/* The hand-counting procedures the counting demonstrations show (demo.h).
 * Each reaches the count of the rule set that names it (rules_demonstrated). */
enum demo_method { DEMO_JAPANESE, DEMO_CHINESE, DEMO_FRENCH, DEMO_METHODS };

/* --- the registry --------------------------------------------------------- */

/* Every rule set, in registry order (the order of src/rules/rule_sets.def);
 * *count receives their number (count may be NULL). Static, never freed. */
const rules *const *rules_all(size_t *count);

/* The default rule set (Japanese). */
const rules *rules_default(void);

/* Finds a rule set by its id, its SGF name, or one of the other names
 * programs write in SGF RU[] and GTP, in that order (case, spaces, '-',
 * '_' and '.' ignored: "Japanese", "jp", "Chinese", "cn", "AGA", "French",
 * "NZ", "New Zealand", "Tromp-Taylor", "tt"...). name may be NULL.
 * Returns NULL when nothing matches. */
const rules *rules_find(const char *name);

/* The reference rule set of a scoring method: the first in registry order
 * that counts by it (Japanese for territory, Chinese for area). The
 * scoring screen and hoshi --score compare these two first. NULL when no
 * rule set counts by that method. */
const rules *rules_reference(enum scoring_method method);

/* The rule set whose count demonstration m reaches: the first in registry
 * order that names m (Japanese counting: Japanese; Chinese counting:
 * Chinese; the French quick count: French). NULL for a method no rule set
 * names or out of range. */
const rules *rules_demonstrated(enum demo_method m);

/* Checks the registry: every name (id, SGF name, alias) naming one rule
 * set only (rules_names_unique), every rule set found by its id, SGF name
 * and aliases, short names present, komi in half points, consistent
 * switches, each demonstration named by one rule set. Returns true when
 * sound, else false with the fault, naming the file of the rule set
 * (src/rules/x.c), in err. The tests fail on a fault (test_rules.c,
 * test_rules_docs.c); Hoshi says it at startup and carries on. */
bool rules_validate_registry(hoshi_error *err);

/* The file that declares a rule set, from its line RULE_SET(x) of
 * src/rules/rule_sets.def: "src/rules/x.c". NULL for a rule set not in the
 * registry. */
const char *rules_file(const rules *r);

/* A name rules_find knows a rule set by, and the file that declares it. */
enum rules_name_kind { RULES_NAME_ID, RULES_NAME_SGF, RULES_NAME_ALIAS };
typedef struct rules_name_entry {
  const char *file; /* "src/rules/japanese.c" */
  enum rules_name_kind kind;
  const char *name; /* as the file writes it: "japanese", "Japanese", "jp" */
} rules_name_entry;

/* Every name of every rule set, in registry order (each rule set's id,
 * SGF name, then aliases): writes the first cap of them into out and
 * returns how many there are (out may be NULL when cap is 0). */
size_t rules_names(rules_name_entry *out, size_t cap);

/* Whether each name, compared as rules_find compares names, belongs to one
 * rule set (one file) only. false when it does not, with both files in
 * err: "the alias 'korean' (src/rules/japanese.c) and the id 'korean'
 * (src/rules/korean.c) are one name for two rule sets...". A file may give
 * one name as its id and SGF name ("japanese", "Japanese"), but not an
 * alias twice. */
bool rules_names_unique(const rules_name_entry *names, size_t n, hoshi_error *err);

/* --- names ------------------------------------------------------------------ */

/* The id: short, lower case, stable; written in settings and by GTP's
 * hoshi-rules: "japanese", "tromp-taylor". */
const char *rules_id(const rules *r);

/* The name in English, for GTP and logs: "Japanese (1989)". */
const char *rules_name(const rules *r);

/* The name written as SGF RU[]: "Japanese", "NZ". */
const char *rules_sgf_name(const rules *r);

/* The i-th of the other names programs write for a rule set (SGF RU[],
 * GTP, settings), as rules_find compares names: "jp", "korean"; NULL from
 * the last on. */
const char *rules_alias(const rules *r, size_t i);

/* The name an engine knows it by in GTP's kgs-rules command, the closest
 * of KGS's four: "japanese", "chinese", "aga" or "new_zealand". */
const char *rules_kgs_name(const rules *r);

/* One line on what sets the rule set apart, in the person's language. */
const char *rules_summary(const rules *r);

/* The name for people, in their language: "Japanese (1989)". */
const char *rules_display_name(const rules *r);

/* The short name for a column heading, in the person's language:
 * "Japanese" rather than "Japanese (1989)". */
const char *rules_short_name(const rules *r);

/* The short name as it reads inside a sentence, in the person's language:
 * "Japanese" in "counted in Japanese" or "under the Japanese rules" (the
 * same word in English; French needs another form). */
const char *rules_sentence_name(const rules *r);

/* --- play ------------------------------------------------------------------- */

/* The repetition rule: KO_SIMPLE (J89 art. 6: a ko may not be retaken at
 * once), KO_POSITIONAL (Tromp-Taylor rule 6 and comment 6: no play may
 * recolour the board as it was) or KO_SITUATIONAL (the French rules and
 * NZ: no play may give the board a state the same player gave it). */
enum ko_rule rules_ko(const rules *r);

/* The suicide rule: SUICIDE_FORBIDDEN (J89 art. 4, the French rules),
 * SUICIDE_MULTI_STONE (NZ: a play may remove several of one's own stones,
 * not a lone one) or SUICIDE_ALLOWED (Tromp-Taylor rule 7 and comment 7). */
enum suicide_rule rules_suicide(const rules *r);

/* Checks a move against the rule set. history holds the keys of earlier
 * positions (built with rules_history_key); it may be NULL to skip superko. */
move_effect rules_check_move(const rules *r, const board *b, enum color c, point p,
                             const board_history *history);

/* Key under which a position created by creator's play enters the history. */
uint64_t rules_history_key(const rules *r, uint64_t hash, enum color creator);

/* Whether a whole-board repetition the ko rule allows is reported, as one
 * that may end the game without result (J89 art. 12), rather than passed
 * over. Only a simple-ko rule set can say yes: superko forbids the
 * repetition instead. */
bool rules_reports_repetition(const rules *r);

/* Whether the game must end with White's pass (AGA), so that White hands
 * over a pass stone for Black's last play. score_count gives Black that
 * stone whether or not a record holds White's closing pass, so only the
 * registry check asks this today. Only meaningful with pass stones
 * (rules_counts_pass_stones). */
bool rules_white_passes_last(const rules *r);

/* Whether two passes in a row end the game (every rule set that counts);
 * false where the game ends otherwise (the capture game: passes are
 * allowed and never end it). */
bool rules_passes_end_game(const rules *r);

/* The end at the N-th capture: N, the number of stones a player must have
 * captured in all to win at once, unless the game sets its own
 * (game_capture_goal); 0 for a rule set whose game does not end so. The
 * capture game: 1. */
int rules_capture_goal(const rules *r);

/* The goals a game may set: 1 to RULES_MAX_CAPTURE_GOAL stones (the New
 * game dialog offers 1, 3 and 5). */
#define RULES_MAX_CAPTURE_GOAL 99
bool rules_capture_goal_ok(int n);

/* What follows an illegal move found in a record. */
enum illegal_consequence {
  ILLEGAL_MOVE_LOSES,   /* the player who made it loses the game (J89 art. 14) */
  ILLEGAL_MOVE_NO_TURN, /* it is no turn (Tromp-Taylor rule 6): the count stands */
  ILLEGAL_MOVE_UNSAID,  /* the rule text does not say: the players or a referee decide */
};
enum illegal_consequence rules_illegal_consequence(const rules *r);

/* The consequence as a sentence naming the rule, in the person's language:
 * "J89 art. 14: the player who made it loses the game". */
const char *rules_illegal_text(const rules *r);

/* --- handicap and komi ------------------------------------------------------ */

/* Whether Black may place handicap stones freely (Tromp-Taylor comment 5:
 * n moves in a row) rather than on the star points. */
bool rules_allows_free_handicap(const rules *r);

/* Whether a record whose White passes her first moves while Black plays
 * gives a handicap so (New Zealand: White passes the first N-1 moves).
 * Black's first moves in a row are a handicap under every rule set. */
bool rules_handicap_by_white_passes(const rules *r);

/* Points White receives for n handicap stones (n < 2 means none): n
 * (Chinese), n-1 (AGA; the French rules: one for each move White could
 * not play) or none (J89, NZ, Tromp-Taylor). */
int rules_handicap_compensation(const rules *r, int handicap);

/* Komi the rule set uses for a game with this handicap. */
double rules_default_komi(const rules *r, int handicap);

/* Whether a komi is a whole or half number of points. */
bool rules_komi_in_half_points(double komi);

/* --- counting --------------------------------------------------------------- */

/* Whether each living stone on the board is a point of its owner's score:
 * area counting (Tromp-Taylor rule 9; the French rules' first count). */
bool rules_counts_stones(const rules *r);

/* Whether empty points surrounded by one colour are points of that
 * colour's score (every method Hoshi knows; J89 art. 8 limits them to
 * eyes of groups not in seki, see rules_counts_seki_eyes). */
bool rules_counts_territory(const rules *r);

/* Whether prisoners, dead stones removed at the end included, are points
 * of their captor's score: territory counting (J89 art. 10). Under it,
 * dead stones that stand in no territory (in a seki) stay on the board
 * and are no one's prisoners (J89 art. 10, commentary, Diag. 17). */
bool rules_counts_prisoners(const rules *r);

/* Whether the eyes of groups in seki count as their owner's territory:
 * no under J89 art. 8 (only eyes surrounded by living stones not in seki
 * are territory), yes under area rules (an empty point reaching one
 * colour only). */
bool rules_counts_seki_eyes(const rules *r);

/* Whether each pass hands one stone to the opponent as a prisoner, and
 * White hands one more when Black made the last move: the French quick
 * count and the AGA rules, which give the area margin by counting
 * territory and prisoners. */
bool rules_counts_pass_stones(const rules *r);

/* Whether the life and death of the stones left at the end is confirmed
 * as J89 art. 7-2 asks: by hypothetical play in which a ko may be retaken
 * only after a pass for it, so that the side that starts a ko wins it
 * (bent four in the corner is dead). Otherwise life and death is what
 * play would show, kos fought with threats. */
bool rules_confirms_life_j89(const rules *r);

/* --- texts ------------------------------------------------------------------ */

/* Human-readable names of the switches, in English, for help text and GTP. */
const char *rules_ko_text(enum ko_rule ko);
/* The name of a rule set's ko rule ("positional superko"). */
const char *rules_ko_name(const rules *r);
const char *rules_suicide_text(enum suicide_rule suicide);

#endif
