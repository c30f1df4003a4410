/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The American Go Association rules: area counting made equal to territory
 * counting by pass stones; White passes last. */
#include "rules_internal.h"

const rules rules_aga = {
    .id = "aga",
    .name = N_("AGA"),
    .sgf_name = "AGA",
    .short_name = NC_("rule set: a column heading", "AGA"),
    .sentence_name = NC_("rule set: in a sentence", "AGA"),
    .aliases = {"american"},
    .kgs_name = "aga",
    .summary = N_("area, counted with pass stones; situational superko; White passes last; "
                  "White receives N-1 points for N handicap stones"),
    .ko = KO_SITUATIONAL,
    .suicide = SUICIDE_FORBIDDEN,
    .repetition = REPETITION_PLAYED_ON,
    .scoring = SCORING_AREA,
    .seki = SEKI_EYES_COUNTED,
    .life = LIFE_BY_PLAY,
    .pass = PASS_STONE,
    .end = END_WHITE_PASSES_LAST,
    .handicap_comp = HANDICAP_COMP_N_MINUS_1,
    .placement = HANDICAP_FIXED,
    .handicap_moves = HANDICAP_MOVES_IN_A_ROW,
    .illegal = ILLEGAL_UNSAID,
    .komi = 7.5,
    .handicap_komi = 0.5,
};
