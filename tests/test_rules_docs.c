/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rule sets' facts in one place (issue 33, item 4): the names each
 * rule set answers to belong to it alone, with the file that declares a
 * name given twice. */
#include <criterion/criterion.h>
#include <string.h>

#include "hoshi/rules.h"

/* --- names ------------------------------------------------------------------ */

#define NAMES_MAX 256

Test(rules_docs, every_name_belongs_to_one_rule_set)
{
  static rules_name_entry names[NAMES_MAX];
  size_t n = rules_names(names, NAMES_MAX);
  cr_assert_leq(n, NAMES_MAX);
  cr_assert_gt(n, 0);
  hoshi_error why = {0};
  cr_assert(rules_names_unique(names, n, &why), "%s", why.message);
  /* And each finds the rule set of its file. */
  for (size_t i = 0; i < n; i++) {
    const rules *r = rules_find(names[i].name);
    cr_expect(r && strcmp(rules_file(r), names[i].file) == 0, "'%s' (%s) finds %s", names[i].name,
              names[i].file, r ? rules_file(r) : "nothing");
  }
}

/* The code review's experiment (2026-11-27): src/rules/korean.c, a copy
 * of japanese.c with its own names, while japanese.c still gives the
 * alias "korean". Refused, naming both files. */
Test(rules_docs, a_name_two_files_give_is_refused_with_both_files)
{
  static rules_name_entry names[NAMES_MAX];
  size_t n = rules_names(names, NAMES_MAX - 3);
  cr_assert_leq(n, NAMES_MAX - 3);
  names[n++] = (rules_name_entry){"src/rules/korean.c", RULES_NAME_ID, "korean"};
  names[n++] = (rules_name_entry){"src/rules/korean.c", RULES_NAME_SGF, "Korean"};
  names[n++] = (rules_name_entry){"src/rules/korean.c", RULES_NAME_ALIAS, "kr"};
  hoshi_error why = {0};
  cr_assert_not(rules_names_unique(names, n, &why));
  cr_expect(strstr(why.message, "the alias 'korean' (src/rules/japanese.c)") &&
                strstr(why.message, "the id 'korean' (src/rules/korean.c)"),
            "%s", why.message);
}

/* Names compare as rules_find compares them: "Tromp Taylor" is
 * "tromp-taylor". */
Test(rules_docs, names_clash_as_rules_find_reads_them)
{
  static rules_name_entry names[NAMES_MAX];
  size_t n = rules_names(names, NAMES_MAX - 1);
  cr_assert_leq(n, NAMES_MAX - 1);
  names[n++] = (rules_name_entry){"src/rules/logic.c", RULES_NAME_SGF, "Tromp Taylor"};
  hoshi_error why = {0};
  cr_assert_not(rules_names_unique(names, n, &why));
  cr_expect(strstr(why.message, "src/rules/tromp_taylor.c") &&
                strstr(why.message, "src/rules/logic.c"),
            "%s", why.message);
}

/* One file may give one name as its id and SGF name, not an alias twice. */
Test(rules_docs, an_alias_one_file_gives_twice_is_refused)
{
  rules_name_entry names[] = {
      {"src/rules/x.c", RULES_NAME_ID, "x"},
      {"src/rules/x.c", RULES_NAME_SGF, "X"},
      {"src/rules/x.c", RULES_NAME_ALIAS, "ex"},
      {"src/rules/x.c", RULES_NAME_ALIAS, "ex"},
  };
  hoshi_error why = {0};
  cr_expect(rules_names_unique(names, 3, &why), "%s", why.message);
  cr_assert_not(rules_names_unique(names, 4, &why));
  cr_expect(strstr(why.message, "src/rules/x.c gives the alias 'ex' twice"), "%s", why.message);
}
