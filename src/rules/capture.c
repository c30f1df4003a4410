/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The capture game ("jeu de la prise", the first game of the AGA's, the
 * BGA's and the FFG's lessons for beginners): the first player to have
 * captured N stones in all wins (N is the game's, 1 unless the New game
 * dialog or --captures says 3 or 5). Nothing is counted: no komi, passes
 * allowed but never ending the game, suicide forbidden, simple ko. */
#include "rules_internal.h"

const rules rules_capture = {
    .id = "capture",
    .name = N_("Capture game"),
    .sgf_name = "Capture",
    .short_name = NC_("rule set: a column heading", "Capture"),
    .sentence_name = NC_("rule set: in a sentence", "capture game"),
    .aliases = {"capturego", "atarigo", "firstcapture", "prise", "jeudelaprise"},
    .kgs_name = "japanese", /* none of KGS's four: an engine plays ordinary Go */
    .summary = N_("the first player to capture N stones in all wins (N = 1, 3 or 5); nothing is "
                  "counted; passes never end the game; simple ko; suicide forbidden"),
    .ko = KO_SIMPLE,
    .suicide = SUICIDE_FORBIDDEN,
    .repetition = REPETITION_PLAYED_ON,
    .scoring = SCORING_TERRITORY, /* never used: the game ends by capture, not by a count */
    .seki = SEKI_EYES_NOT_COUNTED,
    .life = LIFE_BY_PLAY,
    .pass = PASS_FREE,
    .end = END_CAPTURES,
    .handicap_comp = HANDICAP_COMP_NONE,
    .placement = HANDICAP_FIXED,
    .handicap_moves = HANDICAP_MOVES_IN_A_ROW,
    .illegal = ILLEGAL_UNSAID,
    .komi = 0,
    .handicap_komi = 0,
    .capture_goal = 1,
};
