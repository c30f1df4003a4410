/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi --analyze: an engine's estimate of every position of a record's
 * main line, without a window, written into a copy of the record (the win
 * rate as Sabaki's SBKV, the score lead as HOSHISCORE). No SDL here.
 */
#ifndef HOSHI_APP_ANALYZE_H
#define HOSHI_APP_ANALYZE_H

#include <stdio.h>

/* Analyses file's main line with the engine command (kata-analyze, else
 * lz-analyze, else estimate_score: GNU Go), visits (0: not asked) or
 * seconds (0: one second) a position, each answer waited for timeout_s
 * (0: 30 s; --engine-timeout), and saves the record with the
 * estimates to save; progress and problems on err. Returns the exit
 * status: 0, 1 when the engine failed part-way (what was analysed is
 * saved), 2 for a bad command line or a record that cannot be read. */
int analyze_record(const char *file, const char *engine, int visits, double seconds, int timeout_s,
                   const char *save, FILE *err);

#endif
