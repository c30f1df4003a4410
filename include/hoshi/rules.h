/* Rule sets as plugins: each is a const table of data (and, where a rule
 * needs code, hooks), defined in its own file under src/rules/ and listed in
 * one registry. Code reaches a rule set only through the rules_* wrappers
 * below, which supply the defaults for anything a rule set leaves out.
 */
#ifndef HOSHI_RULES_H
#define HOSHI_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "hoshi/board.h"

/* Which repetitions are forbidden. KO_SITUATIONAL follows the French text:
 * "a player may not give the board a state he has already given it", i.e. a
 * play may not recreate a position that the same player created by a play. */
enum ko_rule { KO_SIMPLE, KO_POSITIONAL, KO_SITUATIONAL };

enum scoring_method {
  SCORING_TERRITORY, /* territory + prisoners (J89) */
  SCORING_AREA,      /* stones + territory */
};

enum seki_rule {
  SEKI_EYES_NOT_COUNTED, /* J89 art. 8: eyes of groups in seki are not territory */
  SEKI_EYES_COUNTED,     /* area rules: an empty point surrounded by one colour counts */
};

/* Points White receives in a handicap game of N stones. */
enum handicap_comp { HANDICAP_COMP_NONE, HANDICAP_COMP_N, HANDICAP_COMP_N_MINUS_1 };

/* How the life and death of stones left on the board is settled. */
enum life_rule {
  LIFE_BY_PLAY,      /* disputes are played out, kos fought with threats */
  LIFE_CONFIRMED_J89 /* J89 art. 7-2: hypothetical play, a ko retaken only after a
                        pass for it, so the side that starts a ko wins it */
};

enum handicap_placement {
  HANDICAP_FIXED, /* on the star points, in the GTP fixed_handicap pattern */
  HANDICAP_FREE,  /* anywhere Black chooses */
};

#define RULES_MAX_ALIASES 8

typedef struct rules {
  const char *id;       /* short lower-case name: "japanese", "tromp-taylor" */
  const char *name;     /* for people, in English: "Japanese (1989)" (rules_display_name) */
  const char *sgf_name; /* written as SGF RU[]: "Japanese" */
  const char *summary;  /* one line on what sets it apart, in English (translated: _()) */
  /* The short name as a column heading and inside a sentence, English
   * msgids marked NC_ in the contexts "rule set: a column heading" and
   * "rule set: in a sentence" (rules_short_name, rules_sentence_name). */
  const char *short_name;
  const char *sentence_name;
  /* Other names programs write for it (SGF RU[], GTP, settings), besides
   * the id and the SGF name, as rules_find compares them: lower case,
   * without blanks, '-', '_' or '.'. Unused slots stay NULL. */
  const char *aliases[RULES_MAX_ALIASES];
  /* The name an engine knows it by in GTP's kgs-rules command (japanese,
   * chinese, aga, new_zealand): the closest of the four. */
  const char *kgs_name;
  enum ko_rule ko;
  enum suicide_rule suicide;
  /* J89 art. 12: a whole-board repetition may end the game without result;
   * the game reports it instead of forbidding it. */
  bool repetition_no_result;
  enum scoring_method scoring;
  enum seki_rule seki;
  enum life_rule life;
  enum handicap_comp handicap_comp;
  bool pass_stones;       /* each pass hands a stone to the opponent (AGA, French) */
  bool white_passes_last; /* the game ends with White's pass (AGA) */
  double komi;            /* komi of an even game */
  double handicap_komi;   /* komi of a handicap game (before compensation) */
  enum handicap_placement placement;
} rules;

/* Every rule set, in registry order; *count receives their number. */
const rules *const *rules_all(size_t *count);

/* The default rule set (Japanese). */
const rules *rules_default(void);

/* Finds a rule set by id or by the names other programs write in SGF RU[]
 * and GTP (case, spaces, '-' and '_' ignored: "Japanese", "jp", "Chinese",
 * "cn", "AGA", "French", "NZ", "New Zealand", "Tromp-Taylor", "tt"...).
 * Returns NULL when nothing matches. */
const rules *rules_find(const char *name);

/* Checks the registry once: unique ids, komi in half points, consistent
 * switches. Returns NULL when sound, else a message naming the fault. */
const char *rules_validate_registry(void);

/* Checks a move against the rule set. history holds the keys of earlier
 * positions (built with rules_history_key); it may be NULL to skip superko. */
move_effect rules_check_move(const rules *r, const board *b, enum color c, point p,
                             const board_history *history);

/* Key under which a position created by creator's play enters the history. */
uint64_t rules_history_key(const rules *r, uint64_t hash, enum color creator);

/* Whether Black may place handicap stones freely under these rules. */
bool rules_allows_free_handicap(const rules *r);

/* Points White receives for n handicap stones (n < 2 means none). */
int rules_handicap_compensation(const rules *r, int handicap);

/* Komi the rule set uses for a game with this handicap. */
double rules_default_komi(const rules *r, int handicap);

/* Whether a whole-board repetition is reported rather than forbidden
 * (J89 art. 12: the game may end without result). */
bool rules_reports_repetition(const rules *r);

/* Whether a komi is a whole or half number of points. */
bool rules_komi_in_half_points(double komi);

/* The name for people, in their language: "Japanese (1989)". */
const char *rules_display_name(const rules *r);

/* The short name for a column heading, in the person's language:
 * "Japanese" rather than "Japanese (1989)". */
const char *rules_short_name(const rules *r);

/* The short name as it reads inside a sentence, in the person's language:
 * "Japanese" in "counted in Japanese" or "under the Japanese rules" (the
 * same word in English; French needs another form). */
const char *rules_sentence_name(const rules *r);

/* Human-readable names of the switches, for help text and GTP. */
const char *rules_ko_text(enum ko_rule ko);
/* The name of a rule set's ko rule ("positional superko"). */
const char *rules_ko_name(const rules *r);
const char *rules_suicide_text(enum suicide_rule suicide);

#endif
