/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi --score: a record's final position counted under every rule set. */
#ifndef HOSHI_SCORE_REPORT_H
#define HOSHI_SCORE_REPORT_H

#include <stdbool.h>

#include "hoshi/rules.h"

/* Prints the side-by-side counts of the final position of file's main line
 * and the reconciliation (JSON with json). number: the file's game to count
 * (--game: 1 the first; 0 not given, the first); when the file holds
 * several, stderr says which (stdout stays the count alone). official: the rule set the game
 * is judged by (NULL: the file's RU, else the default). dead_list: vertices
 * separated by commas (NULL: the file's TB/TW marks, else none). Returns the
 * exit status: 0, 1 for a file that cannot be read, 2 for bad arguments (a
 * game the file does not hold). */
int score_report(const char *file, int number, const rules *official, const char *dead_list,
                 bool json);

#endif
