/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Chinese rules: area counting with positional superko. */
#include "rules_internal.h"

const rules rules_chinese = {
    .id = "chinese",
    .name = N_("Chinese"),
    .sgf_name = "Chinese",
    .short_name = NC_("rule set: a column heading", "Chinese"),
    .sentence_name = NC_("rule set: in a sentence", "Chinese"),
    .aliases = {"cn", "china"},
    .kgs_name = "chinese",
    .summary = N_("area (stones and territory); positional superko; White receives one point "
                  "per handicap stone"),
    .ko = KO_POSITIONAL,
    .suicide = SUICIDE_FORBIDDEN,
    .repetition = REPETITION_PLAYED_ON,
    .scoring = SCORING_AREA,
    .seki = SEKI_EYES_COUNTED,
    .life = LIFE_BY_PLAY,
    .pass = PASS_FREE,
    .end = END_TWO_PASSES,
    .handicap_comp = HANDICAP_COMP_N,
    .placement = HANDICAP_FREE,
    .handicap_moves = HANDICAP_MOVES_IN_A_ROW,
    .illegal = ILLEGAL_UNSAID,
    .komi = 7.5,
    .handicap_komi = 0.5,
    .demos = 1u << DEMO_CHINESE,
};
