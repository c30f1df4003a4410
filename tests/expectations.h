/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What each rule set is expected to do, looked up by id.
 *
 * A test that concerns every rule set loops over rules_all() and looks up
 * each rule set's row in a table of expectations whose first member is
 * the id:
 *
 *   static const struct row { const char *id; enum move_status lone; } rows[] = {...};
 *   size_t n;
 *   const rules *const *all = rules_all(&n);
 *   for (size_t i = 0; i < n; i++) {
 *     const struct row *e = EXPECTATIONS(rows, all[i]);
 *
 * A registered rule set without a row fails with "add expectations for
 * <id> to <table>", so a new rule set (src/rules/rule_sets.def) cannot pass
 * the tests before someone has said what it does; a row for an id that is
 * not registered fails too. */
#ifndef HOSHI_TEST_EXPECTATIONS_H
#define HOSHI_TEST_EXPECTATIONS_H

#include <string.h>

#include "hoshi/rules.h"

static inline const void *expectation_row(const void *rows, size_t n, size_t size, const rules *r,
                                          const char *table)
{
  const void *found = NULL;
  for (size_t i = 0; i < n; i++) {
    const void *row = (const char *)rows + i * size;
    const char *id = *(const char *const *)row;
    const rules *named = rules_find(id);
    cr_assert(named && strcmp(rules_id(named), id) == 0,
              "%s has a row for '%s', which is not the id of a registered rule set", table, id);
    if (named == r) {
      cr_assert_null(found, "%s has two rows for %s", table, id);
      found = row;
    }
  }
  cr_assert_not_null(found, "add expectations for %s to %s", rules_id(r), table);
  return found;
}

/* The row of rules r in the array rows (not a pointer: its size is taken). */
#define EXPECTATIONS(rows, r)                                                                      \
  expectation_row((rows), sizeof(rows) / sizeof(rows)[0], sizeof(rows)[0], (r), #rows)

#endif
