/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rule sets' facts as the manual's tables print them, made from the
 * rule-set files through hoshi/rules.h: `hoshi --rules-table` writes the
 * table of docs/rules.md (the rule sets side by side, a column each) and
 * `hoshi --rules-table=readme` the shorter one of README.md (a row each).
 * Both files hold their table between the markers
 *   <!-- rules-table:begin FORMAT ... -->  and  <!-- rules-table:end -->
 * that `cmake --build build --target rules-tables` rewrites, and
 * tests/test_rules_docs.c fails, naming the row and the field, when a
 * table there disagrees with the code. In English, as the manual. No SDL.
 */
#ifndef HOSHI_APP_RULES_TABLE_H
#define HOSHI_APP_RULES_TABLE_H

#include <stdbool.h>
#include <stdio.h>

/* Writes the table in Markdown, one line a row, nothing before or after:
 * format "rules" (docs/rules.md) or "readme" (README.md). false, nothing
 * written, for another format. */
bool rules_table_print(FILE *out, const char *format);

#endif
