/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Komi as the new-game dialog handles it: read from what a person types,
 * written for display, stepped by half points, its default under a rule set,
 * and the declared-komi system of the French discussion of komi (docs/rules.md,
 * "Declared komi"). Pure C, no SDL: the dialog in src/ui/ calls these. */
#ifndef HOSHI_KOMI_H
#define HOSHI_KOMI_H

#include <stdbool.h>
#include <stddef.h>

#include "hoshi/error.h"
#include "hoshi/rules.h"

/* The komi a person may choose. The refusal message of komi_parse spells
 * these numbers out: change both together. */
#define KOMI_MIN (-150.0)
#define KOMI_MAX 150.0

/* Room komi_format needs for any komi from KOMI_MIN to KOMI_MAX, including
 * the quarter points of a declared komi ("-149.75"), with the final NUL. */
#define KOMI_TEXT_LEN 16

/* Reads komi typed by a person: optional blanks (spaces, tabs, no-break
 * spaces), an optional sign ('+', '-' or the Unicode minus U+2212), then
 * digits with an optional decimal part after '.' or ',' (French users type
 * 6,5), or digits followed by "½" (UTF-8) as in "6½", or "½" alone, then
 * optional blanks. Digits may stand on one side of the separator only
 * (".5", "6."). Nothing else is read: no exponent, "nan", "inf", hex, second
 * sign or blank inside the number.
 *
 * Returns true and sets *komi (never -0) when the text is a whole or half
 * number of points within KOMI_MIN..KOMI_MAX. Otherwise returns false, leaves
 * *komi alone and says why in why: one of four sentences, checked in this
 * order: the text is empty or blank (NULL counts as empty); it is not a
 * number; it is out of range; it is not a multiple of one half. komi and why
 * may be NULL when the caller does not want them. */
bool komi_parse(const char *text, double *komi, hoshi_error *why);

/* Writes komi for display with '.' whatever the locale, with no trailing
 * zeros and no "-0": "6.5", "-3", "0.5", "0", "6.75" (a declared komi may be
 * a quarter point). Values are rounded to hundredths. A value that is not
 * finite or beyond +-1e12 is written as printf's %g writes it. The text is
 * cut to fit len bytes (NUL included; KOMI_TEXT_LEN is always enough) and out
 * is left untouched when len is 0. Returns out. */
char *komi_format(double komi, char *out, size_t len);

/* The komi |steps| half points above (steps > 0) or below (steps < 0) komi,
 * for the dialog's arrows. komi is first clamped to KOMI_MIN..KOMI_MAX (NaN
 * counts as 0); a komi between half points (a declared 6.75) first moves to
 * the half point in the step's direction (6.75 up one is 7, down one 6.5).
 * The result is clamped to the range; steps 0 returns the clamped komi. */
double komi_step(double komi, int steps);

/* The dialog's default komi: 6.5 Japanese and 7.5 Chinese in an even game
 * (handicap 0); the rule set's handicap komi (0.5) from a handicap of 1,
 * which in the dialog means what players mean by it: no stones placed,
 * Black plays first, and no komi but the half point that avoids a draw.
 * r NULL means rules_default(). */
double komi_default(const rules *r, int handicap);

/* The declared-komi system ("système du komi déclaré"). Each player declares
 * in advance the komi he finds fair, a whole or half number; the game's komi
 * is the mean of the two declarations, and the player with the higher one
 * takes Black; equal declarations: Black is drawn by lot.
 *
 * The mean is kept as it is, also when it is a quarter point (6.5 and 7 give
 * 6.75): the text does so itself, where a player who declares 11,5 against
 * 12 gets "11,75 points de komi" and White. Scores are whole numbers, so a
 * quarter-point komi cannot end in a draw either; a whole-number mean can
 * ("si kr est entier, on se retrouve avec le problème des parties nulles"),
 * and the text accepts it. Note that game_set_komi takes only whole and half
 * points. */
typedef struct komi_declared {
  double komi; /* to White: the mean of the two declarations, never -0 */
  int black;   /* 0 or 1: which declarer takes Black */
  bool drawn;  /* equal declarations: Black was drawn by lot */
} komi_declared;

/* Settles a game between declarer 0 (bid0) and declarer 1 (bid1). lot is
 * the caller's random draw, used only for equal declarations: its lowest bit
 * names the declarer who takes Black. Returns false, leaving *out alone,
 * when a declaration is refused, with why holding the sentence komi_parse
 * gives for the same fault (not finite: not a number; out of range; not a
 * multiple of one half); why may be NULL. */
bool komi_declare(double bid0, double bid1, unsigned lot, komi_declared *out, hoshi_error *why);

#endif
