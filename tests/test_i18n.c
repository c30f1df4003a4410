/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Languages: the French catalogue is complete (every marked string of the
 * sources has a French translation with the same printf conversions), the
 * language follows LANG with English as the default, numbers shown to people
 * take the locale's decimal separator, and `hoshi --gtp` stays English.
 *
 * The environment of ctest (tests/CMakeLists.txt) gives HOSHI_POT (the
 * strings extracted from the sources at test time, by the i18n_pot
 * fixture), HOSHI_PO (po/fr.po), HOSHI_LOCALEDIR (build/locale) and
 * HOSHI_BINARY. Each Criterion test runs in its own process, so each may
 * choose its own language. */
#include <criterion/criterion.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "hoshi/demo.h"
#include "hoshi/game.h"
#include "hoshi/i18n.h"
#include "hoshi/komi.h"
#include "hoshi/rules.h"
#include "hoshi/score.h"
#include "hoshi/sgf.h"
#include "run_hoshi.h"

/* --- reading .po files ------------------------------------------------------------ */

#define MAX_FORMS 4

typedef struct po_entry {
  char *context; /* NULL when none */
  char *id;
  char *plural; /* NULL when none */
  char *str[MAX_FORMS];
  int n_str;
  bool fuzzy, c_format;
  int line;
} po_entry;

typedef struct po_file {
  po_entry *e;
  size_t n, cap;
} po_file;

static char *read_all(const char *path)
{
  FILE *f = fopen(path, "rb");
  cr_assert_not_null(f, "cannot open %s", path);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc((size_t)n + 1);
  cr_assert_not_null(s);
  cr_assert_eq(fread(s, 1, (size_t)n, f), (size_t)n);
  s[n] = 0;
  fclose(f);
  return s;
}

/* Appends the C string literal at *p (after the opening quote) to *out. */
static void append_literal(char **out, const char *p)
{
  size_t have = *out ? strlen(*out) : 0;
  char *s = realloc(*out, have + strlen(p) + 1);
  cr_assert_not_null(s);
  size_t n = have;
  for (p++; *p && *p != '"'; p++) {
    if (*p == '\\' && p[1]) {
      p++;
      s[n++] = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
    } else {
      s[n++] = *p;
    }
  }
  s[n] = 0;
  *out = s;
}

/* A minimal reader of the .po format xgettext and msgmerge write: obsolete
 * entries (#~) are skipped, flags come from "#," lines. */
static po_file po_read(const char *path)
{
  po_file po = {0};
  char *text = read_all(path);
  po_entry cur = {0};
  char **target = NULL;
  bool open = false;
  int line_no = 0;
  for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
    line_no++;
    bool keyword = strncmp(line, "msgctxt ", 8) == 0 || strncmp(line, "msgid ", 6) == 0;
    /* A new entry starts at its flags, its context, or its msgid after a
     * msgstr. */
    if ((strncmp(line, "#,", 2) == 0 || keyword) && open && cur.n_str > 0) {
      if (po.n == po.cap) {
        po.cap = po.cap ? po.cap * 2 : 256;
        po.e = realloc(po.e, po.cap * sizeof *po.e);
        cr_assert_not_null(po.e);
      }
      po.e[po.n++] = cur;
      memset(&cur, 0, sizeof cur);
      open = false;
    }
    if (strncmp(line, "#~", 2) == 0) {
      target = NULL;
      continue;
    }
    if (strncmp(line, "#,", 2) == 0) {
      cur.fuzzy |= strstr(line, "fuzzy") != NULL;
      cur.c_format |= strstr(line, " c-format") != NULL;
      open = true;
      continue;
    }
    if (line[0] == '#')
      continue;
    const char *q = strchr(line, '"');
    if (strncmp(line, "msgctxt ", 8) == 0) {
      target = &cur.context;
      open = true;
      cur.line = line_no;
    } else if (strncmp(line, "msgid_plural ", 13) == 0) {
      target = &cur.plural;
    } else if (strncmp(line, "msgid ", 6) == 0) {
      target = &cur.id;
      open = true;
      if (!cur.line)
        cur.line = line_no;
    } else if (strncmp(line, "msgstr[", 7) == 0) {
      int k = atoi(line + 7);
      cr_assert(k >= 0 && k < MAX_FORMS, "%s:%d: too many plural forms", path, line_no);
      if (k + 1 > cur.n_str)
        cur.n_str = k + 1;
      target = &cur.str[k];
    } else if (strncmp(line, "msgstr ", 7) == 0) {
      cur.n_str = 1;
      target = &cur.str[0];
    } else if (line[0] != '"') {
      continue;
    }
    if (target && q) {
      if (!*target)
        append_literal(target, "\"\"");
      append_literal(target, q);
    }
  }
  if (open && cur.n_str > 0) {
    po.e = realloc(po.e, (po.n + 1) * sizeof *po.e);
    po.e[po.n++] = cur;
  }
  free(text);
  return po;
}

static void po_free(po_file *po)
{
  for (size_t i = 0; i < po->n; i++) {
    free(po->e[i].context);
    free(po->e[i].id);
    free(po->e[i].plural);
    for (int k = 0; k < MAX_FORMS; k++)
      free(po->e[i].str[k]);
  }
  free(po->e);
  memset(po, 0, sizeof *po);
}

static bool same(const char *a, const char *b)
{
  return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

static const po_entry *po_find(const po_file *po, const char *context, const char *id)
{
  for (size_t i = 0; i < po->n; i++)
    if (same(po->e[i].context, context) && strcmp(po->e[i].id, id) == 0)
      return &po->e[i];
  return NULL;
}

/* --- printf conversions ---------------------------------------------------------- */

/* The conversions of a format, by argument: "d", "s", "zu", "ld"... Positional
 * arguments ("%2$s") put theirs at their place. Returns their number, -1 for
 * a malformed format. */
static int conversions(const char *f, char out[16][8])
{
  int n = 0, next = 0;
  for (int i = 0; i < 16; i++)
    out[i][0] = 0;
  for (const char *p = f; *p; p++) {
    if (*p != '%')
      continue;
    p++;
    if (*p == '%')
      continue;
    int arg = next;
    const char *digits = p;
    while (*p >= '0' && *p <= '9')
      p++;
    if (*p == '$' && p > digits) {
      arg = atoi(digits) - 1;
      p++;
    } else {
      p = digits;
      next++;
    }
    while (*p && strchr("-+ #0'", *p))
      p++;
    while (*p >= '0' && *p <= '9')
      p++;
    if (*p == '.') {
      p++;
      while (*p >= '0' && *p <= '9')
        p++;
    }
    char conv[8];
    size_t k = 0;
    while (*p && strchr("hlLqjzt", *p) && k < 4)
      conv[k++] = *p++;
    if (!*p || !strchr("diouxXeEfFgGaAcspn", *p))
      return -1;
    conv[k++] = *p;
    conv[k] = 0;
    if (arg < 0 || arg >= 16)
      return -1;
    memcpy(out[arg], conv, k + 1);
    if (arg + 1 > n)
      n = arg + 1;
  }
  return n;
}

/* Why a translation's conversions differ from its English text's, NULL when
 * they agree. */
static const char *format_fault(const char *english, const char *translation)
{
  char a[16][8], b[16][8];
  int na = conversions(english, a), nb = conversions(translation, b);
  if (na < 0)
    return "the English text is not a valid format";
  if (nb < 0)
    return "the translation is not a valid format";
  if (na != nb)
    return "the translation has another number of conversions";
  for (int i = 0; i < na; i++)
    if (strcmp(a[i], b[i]) != 0)
      return "a conversion differs (or is in another order)";
  return NULL;
}

/* --- the catalogue is complete ----------------------------------------------------- */

Test(i18n_catalogue, every_marked_string_has_a_french_translation)
{
  const char *pot_path = getenv("HOSHI_POT"), *po_path = getenv("HOSHI_PO");
  cr_assert_not_null(pot_path, "HOSHI_POT: the strings extracted from the sources (ctest)");
  cr_assert_not_null(po_path, "HOSHI_PO: po/fr.po (ctest)");
  po_file pot = po_read(pot_path), fr = po_read(po_path);
  cr_assert_gt(pot.n, 300, "%zu strings extracted: is the extraction broken?", pot.n);

  /* The header: French plural forms, UTF-8. */
  const po_entry *header = po_find(&fr, NULL, "");
  cr_assert_not_null(header, "fr.po has no header");
  cr_expect(strstr(header->str[0], "nplurals=2; plural=(n > 1);"), "%s", header->str[0]);
  cr_expect(strstr(header->str[0], "charset=UTF-8"), "%s", header->str[0]);

  size_t faults = 0, checked = 0;
  char report[8192] = "";
  size_t used = 0;
#define FAULT(...)                                                                                 \
  do {                                                                                             \
    faults++;                                                                                      \
    if (used < sizeof report - 200)                                                                \
      used += (size_t)snprintf(report + used, sizeof report - used, __VA_ARGS__);                  \
  } while (0)
  for (size_t i = 0; i < pot.n; i++) {
    const po_entry *e = &pot.e[i];
    if (!e->id[0])
      continue; /* the header */
    checked++;
    const po_entry *t = po_find(&fr, e->context, e->id);
    if (!t) {
      FAULT("no French entry for \"%s\"%s%s\n", e->id, e->context ? " in context " : "",
            e->context ? e->context : "");
      continue;
    }
    if (t->fuzzy)
      FAULT("fuzzy: \"%s\"\n", e->id);
    int forms = e->plural ? 2 : 1;
    if (t->n_str < forms || (e->plural && !t->plural)) {
      FAULT("\"%s\": the plural forms are missing\n", e->id);
      continue;
    }
    for (int k = 0; k < forms; k++) {
      const char *msgstr = t->str[k];
      if (!msgstr || !msgstr[0]) {
        FAULT("untranslated: \"%s\"%s\n", e->id, k ? " (plural)" : "");
        continue;
      }
      if (!e->c_format)
        continue;
      /* A plural form follows the English plural; its singular may also
       * follow the English singular. */
      const char *english = k && e->plural ? e->plural : e->id;
      const char *why = format_fault(english, msgstr);
      if (why && k == 0 && e->plural && !format_fault(e->plural, msgstr))
        why = NULL;
      if (why)
        FAULT("\"%s\" -> \"%s\": %s\n", english, msgstr, why);
    }
  }
  cr_expect_eq(faults, 0, "%zu of %zu strings have no good French translation:\n%s", faults,
               checked, report);
  cr_log_info("%zu strings, all translated", checked);
  po_free(&pot);
  po_free(&fr);
#undef FAULT
}

/* The checker itself: conversions by argument, positional ones included. */
Test(i18n_catalogue, format_check)
{
  cr_expect_null(format_fault("%d stones at %s", "%d pierres en %s"));
  cr_expect_null(format_fault("%s's %d eyes", "%2$d yeux de %1$s"));
  cr_expect_null(format_fault("%.160s: %zu", "%.40s : %zu"));
  cr_expect_null(format_fault("100%% sure: %d", "sûr à 100 %% : %d"));
  cr_expect_not_null(format_fault("%d of %s", "%s de %d"));
  cr_expect_not_null(format_fault("%d stones", "pierres"));
  cr_expect_not_null(format_fault("%s", "%s %s"));
}

/* --- choosing the language ---------------------------------------------------------- */

/* Sets the environment of a person whose locale is `lang` (NULL: none). */
static void person(const char *lang)
{
  unsetenv("LC_ALL");
  unsetenv("LC_MESSAGES");
  unsetenv("LC_NUMERIC");
  unsetenv("LANGUAGE");
  if (lang)
    setenv("LANG", lang, 1);
  else
    unsetenv("LANG");
}

/* Runs the real hoshi with a locale (NULL: none) and input (NULL: none);
 * returns its exit status. */
static int run(const char *lang, const char *args, const char *input, char *out, size_t n)
{
  char cmd[4096];
  snprintf(cmd, sizeof cmd,
           "%s env -u LC_ALL -u LC_MESSAGES -u LC_NUMERIC -u LANGUAGE -u HOSHI_LOCALEDIR %s%s "
           "'%s' %s 2>&1",
           input ? input : "", lang ? "LANG=" : "-u LANG", lang ? lang : "", hoshi_binary(), args);
  return run_shell(cmd, out, n);
}

static const rules *japanese(void) { return rules_find("japanese"); }

/* A fresh Debian has no fr_FR locale: the catalogue is found all the same. */
Test(i18n_french, lang_fr_without_the_locale_installed)
{
  person("fr_FR.UTF-8");
  i18n_init();
  cr_expect_str_eq(rules_display_name(japanese()), "Règles japonaises (1989)");
  cr_expect_str_eq(rules_short_name(rules_find("chinese")), "Chine");
  cr_expect_str_eq(rules_sentence_name(rules_find("nz")), "règles néo-zélandaises");
  cr_expect_str_eq(_("Territory"), "Territoire");
  cr_expect_str_eq(P_(", %d dead stone", ", %d dead stones", 1), ", %d pierre morte");
  cr_expect_str_eq(P_(", %d dead stone", ", %d dead stones", 3), ", %d pierres mortes");
  cr_expect_str_eq(demo_method_name(DEMO_JAPANESE), "Décompte japonais");
  hoshi_error why = {0};
  cr_expect_not(komi_parse("6.3", NULL, &why));
  cr_expect_str_eq(why.message,
                   "Le komi doit être un nombre entier ou un demi-point, comme 6 ou 6,5.");
  /* Numbers for people take the comma; files and protocols keep the dot. */
  cr_expect_str_eq(i18n_decimal_point(), ",");
  cr_expect_str_eq(i18n_num(6.5), "6,5");
  cr_expect_str_eq(i18n_signed(-3.5), "-3,5");
  char re[32];
  cr_expect_str_eq(i18n_result("W+0.5", re, sizeof re), "B+0,5");
  cr_expect_str_eq(i18n_result("B+R", re, sizeof re), "N+abandon");
  char buf[32];
  snprintf(buf, sizeof buf, "%g", 6.5);
  cr_expect_str_eq(buf, "6.5", "LC_NUMERIC stays C");
  cr_expect_eq(strtod("6.5", NULL), 6.5);
  game g;
  cr_assert(game_init(&g, 9, japanese()));
  cr_assert(game_set_komi(&g, 6.5, NULL));
  size_t len;
  char *sgf = sgf_write(g.records, &len);
  cr_assert_not_null(sgf);
  cr_expect(strstr(sgf, "KM[6.5]") && strstr(sgf, "RU[Japanese]"), "%s", sgf);
  free(sgf);
  game_deinit(&g);
}

/* The reasons of a count, with a handicap: French words, French numbers. */
Test(i18n_french, score_reasons)
{
  person("fr_FR.UTF-8");
  i18n_init();
  board b;
  board_init(&b, 9);
  score_input in = {.board = &b, .handicap = 4, .komi = 0.5};
  score j, c;
  cr_assert(score_count(&in, japanese(), &j));
  cr_assert(score_count(&in, rules_find("chinese"), &c));
  score_reason r[8];
  int n = score_reconcile(&j, &c, &in, r, 8);
  bool found = false;
  for (int i = 0; i < n; i++)
    found |= strcmp(r[i].text, "4 pierres de handicap : +4 pour Blanc en règles chinoises, qui en "
                               "donne 4 (règles japonaises : 0)") == 0;
  cr_expect(found, "%s", n ? r[0].text : "no reason");
}

/* The same program in English when nothing or C is asked for. */
Test(i18n_english, lang_unset_or_c)
{
  const char *langs[] = {NULL, "C", "C.UTF-8", "POSIX"};
  for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++) {
    person(langs[i]);
    i18n_init();
    cr_expect_str_eq(rules_display_name(japanese()), "Japanese (1989)", "LANG=%s", langs[i]);
    cr_expect_str_eq(_("Territory"), "Territory");
    cr_expect_str_eq(i18n_num(6.5), "6.5");
  }
}

/* English too for a language Hoshi has no catalogue for. */
Test(i18n_english, language_without_catalogue)
{
  person("de_DE.UTF-8");
  i18n_init();
  cr_expect_str_eq(rules_display_name(japanese()), "Japanese (1989)");
  /* ...but the German decimal comma. */
  cr_expect_str_eq(i18n_num(7.5), "7,5");
}

/* LANGUAGE chooses the language when a locale is set. */
Test(i18n_french, language_variable)
{
  person("C.UTF-8");
  setenv("LANGUAGE", "fr", 1);
  i18n_init();
  cr_expect_str_eq(rules_display_name(japanese()), "Règles japonaises (1989)");
  cr_expect_str_eq(i18n_num(7.5), "7.5", "the numbers follow LC_NUMERIC, not LANGUAGE");
}

/* --- the real program ---------------------------------------------------------------- */

Test(i18n_program, help_in_french_and_english)
{
  char out[16384];
  cr_assert_eq(run("fr_FR.UTF-8", "--help", NULL, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "Utilisation : hoshi [OPTION]... [FICHIER.sgf]"), "%s", out);
  cr_expect(strstr(out, "japanese      Règles japonaises (1989) : territoire et prisonniers"), "%s",
            out);
  cr_assert_eq(run(NULL, "--help", NULL, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "Usage: hoshi [OPTION]... [FILE.sgf]"), "%s", out);
  cr_expect(strstr(out, "japanese      Japanese (1989): territory and prisoners"), "%s", out);
  cr_assert_eq(run("C", "--size 3", NULL, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "the board has from 5 to 25 lines"), "%s", out);
  cr_assert_eq(run("fr_FR.UTF-8", "--size 3", NULL, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "le goban a de 5 à 25 lignes"), "%s", out);
}

/* The score table of --score: French headings and a decimal comma. */
Test(i18n_program, score_table_in_french)
{
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data);
  char args[1024], out[16384];
  snprintf(args, sizeof args, "--score '%s/sgf/seki9.sgf'", data);
  cr_assert_eq(run("fr_FR.UTF-8", args, NULL, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "komi 6,5"), "%s", out);
  cr_expect(strstr(out, "Japon*"), "%s", out);
  cr_expect(strstr(out, "Résultat"), "%s", out);
  cr_expect(strstr(out, "B+11,5"), "%s", out);
  cr_expect(strstr(out, "Noir a 1 œil en seki : +1 pour Noir en règles chinoises, rien en règles "
                        "japonaises"),
            "%s", out);
  cr_expect_null(strstr(out, "6.5"), "no decimal point in French:\n%s", out);
  /* --json is for programs: its numbers keep the dot. */
  snprintf(args, sizeof args, "--score '%s/sgf/seki9.sgf' --json", data);
  cr_assert_eq(run("fr_FR.UTF-8", args, NULL, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "\"komi\": 6.5"), "%s", out);
  cr_expect(strstr(out, "\"result\": \"W+11.5\""), "%s", out);
  snprintf(args, sizeof args, "--score '%s/sgf/seki9.sgf'", data);
  cr_assert_eq(run(NULL, args, NULL, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "komi 6.5") && strstr(out, "W+11.5") && strstr(out, "Japanese*"), "%s",
            out);
}

/* GTP is a protocol for programs: English, and komi with a dot, whatever
 * the person's language. */
Test(i18n_program, gtp_stays_english)
{
  char out[16384];
  const char *input = "printf 'komi 6.5\\nget_komi\\nplay B A1\\nplay W A1\\nshowboard\\n"
                      "loadsgf /nonexistent.sgf\\nquit\\n' |";
  cr_assert_eq(run("fr_FR.UTF-8", "--gtp --size 9", input, out, sizeof out), 0, "%s", out);
  cr_expect(strstr(out, "= 6.5\n"), "%s", out);
  cr_expect(strstr(out, "? illegal move: occupied (the point is occupied)"), "%s", out);
  cr_expect(strstr(out, "Rules: Japanese (1989) (simple ko), komi 6.5"), "%s", out);
  cr_expect(strstr(out, "cannot open /nonexistent.sgf"), "%s", out);
  cr_expect_null(strstr(out, "Règles"), "%s", out);
}

/* A display that is named but does not answer is said as such, in either
 * language: not "no display (is DISPLAY set?)" when it is set (the harness
 * saw it while Xvfb restarted). A build without the window says so. */
Test(i18n_program, a_display_that_does_not_answer_is_named)
{
  char cmd[4096], out[4096];
  snprintf(cmd, sizeof cmd,
           "env -u SDL_VIDEODRIVER -u WAYLAND_DISPLAY -u LC_ALL -u LANGUAGE DISPLAY=:1999 "
           "XDG_RUNTIME_DIR=/tmp LANG=%s '%s' --window 400x300 2>&1",
           "fr_FR.UTF-8", hoshi_binary());
  cr_expect_eq(run_shell(cmd, out, sizeof out), 1, "%s", out);
  if (strstr(out, "HOSHI_SDL=OFF"))
    return; /* -DHOSHI_SDL=OFF */
  cr_expect(strstr(out, "l'écran :1999 n'a pas répondu"), "%s", out);
}
