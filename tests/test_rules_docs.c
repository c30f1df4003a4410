/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rule sets' facts in one place (issue 33, item 4): the names each
 * rule set answers to belong to it alone, with the file that declares a
 * name given twice; and the tables of README.md and docs/rules.md are the
 * ones `hoshi --rules-table` makes from the rule-set files, cell for cell,
 * a difference named by its row, its column and the rule set's file. */
#include <criterion/criterion.h>
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "app/rules_table.h"
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

/* A new rule set's file whose id is a name another file already gives (an
 * alias of the registry's, whichever comes first: no name a contributor
 * may really use is frozen here). Refused, naming both files. */
Test(rules_docs, a_name_two_files_give_is_refused_with_both_files)
{
  static rules_name_entry names[NAMES_MAX];
  size_t n = rules_names(names, NAMES_MAX - 2);
  cr_assert_leq(n, NAMES_MAX - 2);
  const rules_name_entry *alias = NULL;
  for (size_t i = 0; i < n && !alias; i++)
    if (names[i].kind == RULES_NAME_ALIAS)
      alias = &names[i];
  cr_assert_not_null(alias, "the registry gives no alias to clash with");
  static const char clash_file[] = "src/rules/test-clash.c";
  names[n++] = (rules_name_entry){clash_file, RULES_NAME_ID, alias->name};
  names[n++] = (rules_name_entry){clash_file, RULES_NAME_SGF, "Test clash"};
  hoshi_error why = {0};
  cr_assert_not(rules_names_unique(names, n, &why));
  char theirs[200], ours[200];
  snprintf(theirs, sizeof theirs, "the alias '%s' (%s)", alias->name, alias->file);
  snprintf(ours, sizeof ours, "the id '%s' (%s)", alias->name, clash_file);
  cr_expect(strstr(why.message, theirs) && strstr(why.message, ours), "%s", why.message);
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

/* --- the tables ----------------------------------------------------------------- */

/* A file of the repository, read whole; free it. */
static char *source_file(const char *name)
{
  char path[512];
  snprintf(path, sizeof path, "%s/../../%s", getenv("HOSHI_TEST_DATA"), name);
  FILE *f = fopen(path, "rb");
  cr_assert_not_null(f, "%s", path);
  char *text = calloc(1, 1 << 20);
  cr_assert_not_null(text);
  text[fread(text, 1, (1 << 20) - 1, f)] = 0;
  fclose(f);
  return text;
}

static char *generated(const char *format)
{
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  cr_assert_not_null(out);
  cr_assert(rules_table_print(out, format));
  fclose(out);
  return text;
}

#define CELLS_MAX 16

/* The cells of one line of a table ("| a | b |"), trimmed, in place;
 * how many. */
static int cells(char *line, char *cell[CELLS_MAX])
{
  int n = 0;
  char *s = line;
  if (*s == '|')
    s++;
  while (*s && n < CELLS_MAX) {
    char *bar = strchr(s, '|');
    if (!bar)
      break;
    *bar = 0;
    while (*s == ' ')
      s++;
    for (char *end = bar; end > s && end[-1] == ' ';)
      *--end = 0;
    cell[n++] = s;
    s = bar + 1;
  }
  return n;
}

/* The next line of *at (its '\n' cut), or NULL at the end. */
static char *next_line(char **at)
{
  if (!*at || !**at)
    return NULL;
  char *line = *at, *nl = strchr(line, '\n');
  if (nl) {
    *nl = 0;
    *at = nl + 1;
  } else {
    *at = line + strlen(line);
  }
  return line;
}

/* The file's table, between its markers: the format the begin marker
 * names into format, the table's text returned (the file's text, cut). */
static char *table_of(char *text, const char *name, char format[16])
{
  const char *begin_mark = "<!-- rules-table:begin ", *end_mark = "<!-- rules-table:end -->";
  char *begin = strstr(text, begin_mark);
  cr_assert_not_null(begin, "%s has no '%sFORMAT ... -->' before its rule-set table", name,
                     begin_mark);
  char *end = strstr(begin, end_mark);
  cr_assert_not_null(end, "%s has no '%s' after its rule-set table", name, end_mark);
  cr_assert_eq(sscanf(begin + strlen(begin_mark), "%15[a-z]", format), 1, "%s: %.60s", name, begin);
  char *table = strchr(begin, '\n');
  cr_assert(table && table < end);
  *end = 0;
  return table + 1;
}

/* Compares the table of a file with the code's, cell by cell. In the
 * "rules" format each column is a rule set, in "readme" each row. */
static void check_table(const char *name, const char *want_format)
{
  char *text = source_file(name), format[16];
  char *table = table_of(text, name, format);
  cr_assert_str_eq(format, want_format, "%s: the table's marker names the format", name);
  char *code = generated(format);
  /* The table, a blank line before and after it (Markdown then reads it
   * as a table between the two comments). */
  size_t want_len = strlen(code) + 2;
  char *want = malloc(want_len + 1);
  cr_assert_not_null(want);
  snprintf(want, want_len + 1, "\n%s\n", code);
  bool same = strcmp(table, want) == 0;
  size_t n_sets;
  const rules *const *all = rules_all(&n_sets);
  bool by_column = strcmp(format, "rules") == 0;
  char *ours = table, *theirs = code, *header[CELLS_MAX] = {0}, *line_a, *line_b;
  int n_header = 0, row = 0, differences = 0;
  while (*ours == '\n')
    ours++;
  for (;; row++) {
    line_a = next_line(&ours);
    line_b = next_line(&theirs);
    if (line_a && !*line_a && !(line_b && *line_b))
      line_a = NULL; /* the blank line after the table */
    if (!line_a && !line_b)
      break;
    if (!line_a || !line_b) {
      cr_expect_fail("%s: the table has %s row %d ('%.60s'): the code has %d rule sets", name,
                     line_a ? "an extra" : "no", row + 1, line_a ? line_a : line_b, (int)n_sets);
      differences++;
      break;
    }
    char *a[CELLS_MAX] = {0}, *b[CELLS_MAX] = {0};
    int na = cells(line_a, a), nb = cells(line_b, b);
    if (row == 0) {
      memcpy(header, b, sizeof header);
      n_header = nb;
    }
    if (na != nb) {
      cr_expect_fail("%s, row '%s': %d cells, the code's table has %d", name, b[0] ? b[0] : "?", na,
                     nb);
      differences++;
      continue;
    }
    for (int c = 0; c < nb; c++) {
      if (strcmp(a[c], b[c]) == 0)
        continue;
      /* The rule set of the cell: its column, or its row under the two
       * heading lines. */
      int set = by_column ? c - 1 : row - 2;
      const char *file = set >= 0 && (size_t)set < n_sets ? rules_file(all[set]) : "the headings";
      cr_expect_fail("%s, row '%s', column '%s' (%s): the table says '%s', the code '%s'", name,
                     b[0], c < n_header ? header[c] : "?", file, a[c], b[c]);
      differences++;
    }
  }
  cr_assert(same,
            "%s: the table is not the code's (%d differences%s); `cmake --build build --target "
            "rules-tables` writes it again from `hoshi --rules-table=%s`",
            name, differences, differences ? "" : ": the layout", format);
  free(want);
  free(code);
  free(text);
}

Test(rules_docs, the_readme_table_is_the_code_s) { check_table("README.md", "readme"); }

Test(rules_docs, the_rules_md_table_is_the_code_s) { check_table("docs/rules.md", "rules"); }

/* "six rule sets" in the manual is the registry's number: a rule set added
 * is counted in words too. "one" and "two" are not counts of them all but
 * of those compared at once ("under two rule sets side by side"). */
static const char *const number_words[] = {NULL,   NULL,     NULL,    "three", "four",
                                           "five", "six",    "seven", "eight", "nine",
                                           "ten",  "eleven", "twelve"};

static void count_in_words(const char *name, size_t n_sets, int *checked)
{
  char *text = source_file(name);
  int line = 1;
  for (const char *s = text; *s; s++) {
    if (*s == '\n')
      line++;
    if (strncasecmp(s, " rule sets", 10) != 0)
      continue;
    const char *word = s;
    while (word > text && isalpha((unsigned char)word[-1]))
      word--;
    for (size_t k = 0; k < sizeof number_words / sizeof number_words[0]; k++)
      if (number_words[k] && (size_t)(s - word) == strlen(number_words[k]) &&
          strncasecmp(word, number_words[k], (size_t)(s - word)) == 0) {
        cr_expect_eq(k, n_sets, "%s:%d says '%s rule sets', src/rules/rule_sets.def lists %zu",
                     name, line, number_words[k], n_sets);
        (*checked)++;
      }
  }
  free(text);
}

Test(rules_docs, the_number_of_rule_sets_in_words_is_the_registry_s)
{
  size_t n_sets;
  rules_all(&n_sets);
  int checked = 0;
  count_in_words("README.md", n_sets, &checked);
  char path[512];
  snprintf(path, sizeof path, "%s/../../docs", getenv("HOSHI_TEST_DATA"));
  DIR *d = opendir(path);
  cr_assert_not_null(d, "%s", path);
  for (struct dirent *e; (e = readdir(d));) {
    size_t len = strlen(e->d_name);
    if (len > 3 && strcmp(e->d_name + len - 3, ".md") == 0) {
      char name[300];
      snprintf(name, sizeof name, "docs/%s", e->d_name);
      count_in_words(name, n_sets, &checked);
    }
  }
  closedir(d);
  cr_assert_gt(checked, 0, "no 'N rule sets' found: the test looked at nothing");
}
