/* The Tromp-Taylor logical rules: a turn may not recolour the grid as it
 * was before (positional superko), suicide is part of a move, area score. */
#include "rules_internal.h"

const rules rules_tromp_taylor = {
    .id = "tromp-taylor",
    .name = N_("Tromp-Taylor"),
    .sgf_name = "Tromp-Taylor",
    .short_name = NC_("rule set: a column heading", "Tromp-Taylor"),
    .sentence_name = NC_("rule set: in a sentence", "Tromp-Taylor"),
    .aliases = {"tt", "tromp", "logical"},
    .kgs_name = "new_zealand",
    .summary = N_("area (stones and empty points reaching only one colour); positional superko; "
                  "suicide allowed, but a lone stone's suicide repeats the board and is refused"),
    .ko = KO_POSITIONAL,
    .suicide = SUICIDE_ALLOWED,
    .scoring = SCORING_AREA,
    .seki = SEKI_EYES_COUNTED,
    .handicap_comp = HANDICAP_COMP_NONE,
    .komi = 7.5,
    .handicap_komi = 0.5,
    .placement = HANDICAP_FREE,
};
