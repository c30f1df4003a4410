/* SPDX-License-Identifier: GPL-3.0-or-later */
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
    .ko = KO_POSITIONAL,        /* rule 6, comment 6 */
    .suicide = SUICIDE_ALLOWED, /* rule 7, comment 7 */
    .repetition = REPETITION_PLAYED_ON,
    .scoring = SCORING_AREA, /* rule 9 */
    .seki = SEKI_EYES_COUNTED,
    .life = LIFE_BY_PLAY,
    .pass = PASS_FREE,
    .end = END_TWO_PASSES, /* rule 8 */
    .handicap_comp = HANDICAP_COMP_NONE,
    .placement = HANDICAP_FREE, /* comment 5 */
    .handicap_moves = HANDICAP_MOVES_IN_A_ROW,
    .illegal = ILLEGAL_NO_TURN, /* rule 6 */
    .komi = 7.5,
    .handicap_komi = 0.5,
};
