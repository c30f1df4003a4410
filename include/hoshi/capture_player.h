/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hoshi's capture player: a simple, honest opponent for a beginner's first
 * games of the capture game on 9x9 (docs/engines.md). It reads one move
 * ahead and no further, and chooses by these rules, the first that gives a
 * move deciding:
 *
 *  1. Capture. The move that captures the most stones; among equals the one
 *     that also takes the most of its own stones out of atari.
 *  2. Save. When some of its stones are in atari: the move that takes the
 *     most of them out of atari, by extending to more liberties or by
 *     capturing an attacker (rule 1 already takes those), never by a move
 *     that leaves the chain in atari again (a self-atari that loses more).
 *  3. Atari. A move that puts opponent stones in atari, when the stone
 *     played keeps two liberties or more and none of its other stones goes
 *     into atari; the most stones first, then the chain that would have the
 *     fewest liberties after running away.
 *  4. A quiet move: legal, not in one of its own eyes (board_is_eye), not a
 *     self-atari, putting none of its stones in atari; near the stones
 *     already on the board (an empty board: near the centre), off the first
 *     line, with many liberties, pressing on opponent chains; ties broken at
 *     random.
 *  5. When only bad moves are left (self-ataris), the one that leaves the
 *     fewest of its stones in atari.
 *  6. A pass, when no legal move is left but its own eyes (it never fills
 *     them: that would give the opponent its capture).
 *
 * It does not read ladders, nets, snapbacks or life and death, and it does
 * not count territory: it will run into a ladder and lose the chain. Seeded
 * and deterministic: the same position and seed give the same move.
 */
#ifndef HOSHI_CAPTURE_PLAYER_H
#define HOSHI_CAPTURE_PLAYER_H

#include <stdint.h>

#include "hoshi/board.h"
#include "hoshi/rules.h"

/* The capture player's move for c on b: a point, or POINT_PASS. The
 * legality is the rule set's (rules_check_move with history, which may be
 * NULL); r NULL: suicide forbidden and simple ko (board_check). seed varies
 * the choice among equal moves. */
point capture_player_choose(const board *b, enum color c, const rules *r,
                            const board_history *history, uint64_t seed);

#endif
