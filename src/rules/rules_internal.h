/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Private to src/rules: what a rule set is made of, shared by the rule-set
 * files and the registry (rules.c). Code outside src/rules asks a rule set
 * through the functions of hoshi/rules.h, never reads these fields.
 *
 * Adding a rule set: write src/rules/x.c defining `const rules rules_x`
 * with the fields below, and add the line RULE_SET(x) to rule_sets.def.
 * A rule set that needs a new value of a switch also needs that value
 * answered in rules.c, where every question is an exhaustive switch: the
 * compiler (-Wswitch) names each place. */
#ifndef HOSHI_RULES_INTERNAL_H
#define HOSHI_RULES_INTERNAL_H

#include "hoshi/i18n.h"
#include "hoshi/rules.h"

/* enum ko_rule, enum scoring_method and enum demo_method are public
 * (hoshi/rules.h), enum suicide_rule too (hoshi/board.h): tests and
 * board_check name them. The other switches are private. */

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

/* How a record gives a handicap, besides HA and setup stones, which every
 * rule set reads, and Black's first moves in a row (French rules 003,
 * Tromp-Taylor comment 5), which every rule set reads too. */
enum handicap_moves {
  HANDICAP_MOVES_IN_A_ROW,     /* only so: a White pass at the start is a pass */
  HANDICAP_MOVES_WHITE_PASSES, /* also with White passing the first N-1 moves (New Zealand) */
};

/* What a whole-board repetition that the ko rule allows does. */
enum repetition_rule {
  REPETITION_PLAYED_ON, /* nothing: the ko rule alone decides */
  REPETITION_NO_RESULT, /* J89 art. 12: reported, the game may end without result */
};

/* What a pass costs. */
enum pass_rule {
  PASS_FREE,  /* nothing */
  PASS_STONE, /* a stone handed to the opponent as a prisoner (AGA, the French quick count) */
};

/* How the game ends. */
enum end_rule {
  END_TWO_PASSES,        /* two passes in a row */
  END_WHITE_PASSES_LAST, /* two passes in a row, the last by White (AGA) */
  END_CAPTURES,          /* as soon as a player has captured the game's goal of stones in all
                            (the capture game); passes never end it */
};

/* What follows an illegal move found in a record. */
enum illegal_rule {
  ILLEGAL_LOSES,   /* J89 art. 14: the player who made it loses at once */
  ILLEGAL_NO_TURN, /* Tromp-Taylor rule 6: it is no turn at all */
  ILLEGAL_UNSAID,  /* the text Hoshi follows does not say */
};

#define RULES_MAX_ALIASES 8

struct rules {
  const char *id;       /* short lower-case name: "japanese", "tromp-taylor" */
  const char *name;     /* for people, in English: "Japanese (1989)" (rules_display_name) */
  const char *sgf_name; /* written as SGF RU[]: "Japanese" */
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
  const char *summary; /* one line on what sets it apart, in English, marked N_ */
  enum ko_rule ko;
  enum suicide_rule suicide;
  enum repetition_rule repetition;
  enum scoring_method scoring;
  enum seki_rule seki;
  enum life_rule life;
  enum pass_rule pass;
  enum end_rule end;
  enum handicap_comp handicap_comp;
  enum handicap_placement placement;
  enum handicap_moves handicap_moves;
  enum illegal_rule illegal;
  double komi;          /* komi of an even game */
  double handicap_komi; /* komi of a handicap game (before compensation) */
  /* The counting demonstrations that reach this rule set's count, as a set
   * of 1u << DEMO_x (rules_demonstrated); 0 for none. */
  unsigned demos;
  /* With END_CAPTURES: the stones to capture unless the game says
   * otherwise (its goal, game_capture_goal); 0 for the others. */
  int capture_goal;
};

/* One declaration per line of rule_sets.def: rules_japanese, ... */
#define RULE_SET(name) extern const rules rules_##name;
#include "rule_sets.def"
#undef RULE_SET

#endif
