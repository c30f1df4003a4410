/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The New Zealand rules: area counting, situational superko, suicide of
 * more than one stone allowed, komi 7 in even games (a draw is possible)
 * and none in handicap games, where Black places the stones freely (White
 * passes the first N-1 moves). */
#include "rules_internal.h"

const rules rules_nz = {
    .id = "nz",
    .name = N_("New Zealand"),
    .sgf_name = "NZ",
    .short_name = NC_("rule set: a column heading", "New Zealand"),
    .sentence_name = NC_("rule set: in a sentence", "New Zealand"),
    .aliases = {"newzealand"},
    .kgs_name = "new_zealand",
    .summary = N_("area; situational superko; suicide of several stones allowed; free handicap "
                  "placement"),
    .ko = KO_SITUATIONAL,
    .suicide = SUICIDE_MULTI_STONE,
    .repetition = REPETITION_PLAYED_ON,
    .scoring = SCORING_AREA,
    .seki = SEKI_EYES_COUNTED,
    .life = LIFE_BY_PLAY,
    .pass = PASS_FREE,
    .end = END_TWO_PASSES,
    .handicap_comp = HANDICAP_COMP_NONE,
    .placement = HANDICAP_FREE,
    .handicap_moves = HANDICAP_MOVES_WHITE_PASSES,
    .illegal = ILLEGAL_UNSAID,
    .komi = 7,          /* draws possible */
    .handicap_komi = 0, /* no komi in a handicap game */
};
