/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Japanese rules of 1989 (J89). */
#include "rules_internal.h"

const rules rules_japanese = {
    .id = "japanese",
    .name = N_("Japanese (1989)"),
    .sgf_name = "Japanese",
    .short_name = NC_("rule set: a column heading", "Japanese"),
    .sentence_name = NC_("rule set: in a sentence", "Japanese"),
    /* "korean": the Korean rules count territory and prisoners as J89 does,
     * so a record with RU[Korean] opens under these rules. A Korean rule
     * set takes the alias over (the tests name both files until it does). */
    .aliases = {"jp", "japan", "j89", "japanese1989", "korean"},
    .kgs_name = "japanese",
    .summary = N_("territory and prisoners; simple ko, a longer repetition may end the game "
                  "without result; no points in seki"),
    .ko = KO_SIMPLE, /* art. 6 */
    .suicide = SUICIDE_FORBIDDEN,
    .repetition = REPETITION_NO_RESULT, /* art. 12 */
    .scoring = SCORING_TERRITORY,       /* art. 10 */
    .seki = SEKI_EYES_NOT_COUNTED,      /* art. 8 */
    .life = LIFE_CONFIRMED_J89,         /* art. 7-2 */
    .pass = PASS_FREE,
    .end = END_TWO_PASSES, /* art. 9 */
    .handicap_comp = HANDICAP_COMP_NONE,
    .placement = HANDICAP_FIXED,
    .handicap_moves = HANDICAP_MOVES_IN_A_ROW,
    .illegal = ILLEGAL_LOSES, /* art. 14 */
    .komi = 6.5,
    .handicap_komi = 0.5,
    .demos = 1u << DEMO_JAPANESE,
};
