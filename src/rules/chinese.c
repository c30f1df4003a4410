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
    .scoring = SCORING_AREA,
    .seki = SEKI_EYES_COUNTED,
    .handicap_comp = HANDICAP_COMP_N,
    .komi = 7.5,
    .handicap_komi = 0.5,
    .placement = HANDICAP_FREE,
};
