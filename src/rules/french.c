/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The French rules: area counting (or the equivalent count with pass
 * stones), situational superko in the text's own words, handicap
 * compensation N-1 plus the half point of komi. */
#include "rules_internal.h"

const rules rules_french = {
    .id = "french",
    .name = N_("French"),
    .sgf_name = "French",
    .short_name = NC_("rule set: a column heading", "French"),
    .sentence_name = NC_("rule set: in a sentence", "French"),
    .aliases = {"fr", "ffg"},
    .kgs_name = "aga",
    .summary = N_("area, or territory with pass stones; a player may not give the board a state "
                  "he has already given it; White receives N-1 plus 1/2 in handicap games"),
    .ko = KO_SITUATIONAL, /* "Répétition" */
    .suicide = SUICIDE_FORBIDDEN,
    .repetition = REPETITION_PLAYED_ON,
    .scoring = SCORING_AREA,
    .seki = SEKI_EYES_COUNTED,
    .life = LIFE_BY_PLAY,
    .pass = PASS_STONE, /* the quick count */
    .end = END_TWO_PASSES,
    .handicap_comp = HANDICAP_COMP_N_MINUS_1,
    .placement = HANDICAP_FIXED,
    .handicap_moves = HANDICAP_MOVES_IN_A_ROW,
    .illegal = ILLEGAL_UNSAID,
    .komi = 7.5,
    .handicap_komi = 0.5,
    .demos = 1u << DEMO_FRENCH,
};
