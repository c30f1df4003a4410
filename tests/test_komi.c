/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Komi for the new-game dialog: what a person may type, how it is shown,
 * the arrows' half-point steps, the rule sets' defaults, and the declared
 * komi of the French discussion of komi (docs/rules.md, "Declared komi"). */
#include <criterion/criterion.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/komi.h"
#include "hoshi/rules.h"

/* The four refusals, word for word: the dialog shows them to beginners. */
#define WHY_EMPTY  "Type a komi, for example 6.5."
#define WHY_NUMBER "That is not a number: type a komi like 6.5 or 7."
#define WHY_HALF   "Komi must be a whole or half point, like 6 or 6.5."
#define WHY_RANGE  "Komi must be between -150 and 150."

/* A value no test expects, to see that a refusal leaves *komi alone. */
#define UNTOUCHED 1234.25

static void accepts(const char *text, double want)
{
  double komi = UNTOUCHED;
  hoshi_error why = {0};
  cr_assert(komi_parse(text, &komi, &why), "'%s' refused: %s", text, why.message);
  cr_expect_eq(komi, want, "'%s' read as %g, not %g", text, komi, want);
  cr_expect_not(signbit(komi) && komi == 0, "'%s' read as -0", text);
}

static void refuses(const char *text, const char *want_why)
{
  double komi = UNTOUCHED;
  hoshi_error why = {0};
  cr_assert_not(komi_parse(text, &komi, &why), "'%s' accepted as %g", text, komi);
  cr_assert(why.message[0], "'%s' refused without a reason", text);
  cr_expect_str_eq(why.message, want_why, "'%s'", text);
  cr_expect_eq(komi, UNTOUCHED, "'%s' changed *komi on refusal", text);
}

Test(komi_parse, accepted_forms)
{
  accepts("6.5", 6.5);
  accepts(" 7 ", 7);
  accepts("-3.5", -3.5);
  accepts("+0.5", 0.5);
  accepts("6,5", 6.5); /* French decimal comma */
  accepts("6½", 6.5);  /* U+00BD */
  accepts("½", 0.5);   /* the half alone */
  accepts("−2", -2);   /* U+2212 minus sign */
  accepts("150", 150); /* both ends of the range */
  accepts("-150", -150);
}

Test(komi_parse, more_accepted_forms)
{
  accepts("0", 0);
  accepts("-0", 0); /* read as 0, never -0 */
  accepts("-0.0", 0);
  accepts("6.50", 6.5); /* trailing zeros */
  accepts("6,000", 6);
  accepts("150.0", 150);
  accepts("-150,00", -150);
  accepts("007", 7);
  accepts(".5", 0.5);
  accepts(",5", 0.5);
  accepts("6.", 6);
  accepts("-½", -0.5);
  accepts("−6½", -6.5);
  accepts("+7½", 7.5);
  accepts("\t6.5\n", 6.5);
  accepts("\xC2\xA0"
          "6,5\xC2\xA0",
          6.5); /* no-break spaces */
  accepts("\xE2\x80\xAF"
          "7",
          7); /* narrow no-break space */
  accepts("0.5", 0.5);
  accepts("149.5", 149.5);
}

Test(komi_parse, refused_forms_with_their_reason)
{
  refuses("", WHY_EMPTY);
  refuses("abc", WHY_NUMBER);
  refuses("6.3", WHY_HALF);
  refuses("6.25", WHY_HALF);
  refuses("150.5", WHY_RANGE);
  refuses("1e2", WHY_NUMBER); /* no exponent, though strtod reads 100 */
  refuses("6.5.5", WHY_NUMBER);
  refuses("nan", WHY_NUMBER);
  refuses("inf", WHY_NUMBER);
  refuses("--1", WHY_NUMBER);
  refuses("6 5", WHY_NUMBER);
}

Test(komi_parse, more_refused_forms)
{
  refuses("   ", WHY_EMPTY);
  refuses("\t\n", WHY_EMPTY);
  refuses(NULL, WHY_EMPTY);
  refuses(".", WHY_NUMBER);
  refuses(",", WHY_NUMBER);
  refuses("-", WHY_NUMBER);
  refuses("+", WHY_NUMBER);
  refuses("−", WHY_NUMBER);
  refuses("+-1", WHY_NUMBER);
  refuses("- 3", WHY_NUMBER);
  refuses("6.5½", WHY_NUMBER);
  refuses("6,½", WHY_NUMBER);
  refuses("½½", WHY_NUMBER);
  refuses("6½5", WHY_NUMBER);
  refuses("0x10", WHY_NUMBER);
  refuses("6,5,0", WHY_NUMBER);
  refuses("6.5 points", WHY_NUMBER);
  refuses("infinity", WHY_NUMBER);
  refuses("-inf", WHY_NUMBER);
  refuses("6.05", WHY_HALF);
  refuses("6.55", WHY_HALF);
  refuses("-0.3", WHY_HALF);
  refuses("151", WHY_RANGE);
  refuses("-150.5", WHY_RANGE);
  refuses("−151", WHY_RANGE);
  refuses("150.25", WHY_RANGE); /* out of range comes before the half */
  refuses("1000000000000000000000000", WHY_RANGE);
  refuses("-99999999999999999999.5", WHY_RANGE);
}

Test(komi_parse, reasons_are_distinct_sentences)
{
  const char *texts[] = {"", "abc", "6.3", "151"};
  hoshi_error whys[4];
  for (int i = 0; i < 4; i++) {
    cr_assert_not(komi_parse(texts[i], NULL, &whys[i]));
    size_t n = strlen(whys[i].message);
    cr_expect(n > 0 && whys[i].message[n - 1] == '.', "'%s' is not a sentence", whys[i].message);
    for (int j = 0; j < i; j++)
      cr_expect_str_neq(whys[i].message, whys[j].message);
  }
}

Test(komi_parse, null_outputs_allowed)
{
  cr_expect(komi_parse("6.5", NULL, NULL));
  cr_expect_not(komi_parse("6.3", NULL, NULL));
}

Test(komi_parse, range_message_matches_the_limits)
{
  char text[64];
  snprintf(text, sizeof text, "Komi must be between %g and %g.", KOMI_MIN, KOMI_MAX);
  cr_expect_str_eq(text, WHY_RANGE);
}

static void formats(double komi, const char *want)
{
  char out[KOMI_TEXT_LEN];
  cr_expect_eq(komi_format(komi, out, sizeof out), out);
  cr_expect_str_eq(out, want, "komi %g", komi);
}

Test(komi_format, display)
{
  formats(6.5, "6.5");
  formats(-3, "-3");
  formats(0.5, "0.5");
  formats(0, "0");
  formats(-0.0, "0"); /* no "-0" */
  formats(-0.5, "-0.5");
  formats(7, "7");
  formats(150, "150");
  formats(-150, "-150");
  formats(6.75, "6.75"); /* a declared komi */
  formats(-0.25, "-0.25");
  formats(-149.75, "-149.75");
  formats(-0.001, "0"); /* rounds to 0, still no "-0" */
}

Test(komi_format, cut_to_fit)
{
  char out[4] = "xyz";
  cr_expect_str_eq(komi_format(-149.5, out, sizeof out), "-14");
  char untouched[2] = "q";
  komi_format(6.5, untouched, 0);
  cr_expect_eq(untouched[0], 'q');
}

/* Every komi the dialog accepts comes back from its own display text. */
Test(komi_format, round_trips_through_parse)
{
  int n = 0;
  for (int halves = -300; halves <= 300; halves++, n++) {
    double komi = halves / 2.0, back = UNTOUCHED;
    char out[KOMI_TEXT_LEN];
    komi_format(komi, out, sizeof out);
    cr_assert(komi_parse(out, &back, NULL), "'%s' refused", out);
    cr_assert_eq(back, komi, "%g written '%s' read %g", komi, out, back);
  }
  cr_expect_eq(n, 601);
  /* And the other way, for texts people type. */
  const char *typed[][2] = {{"6,5", "6.5"}, {"6½", "6.5"}, {"−2", "-2"}, {"+0.5", "0.5"},
                            {"-0", "0"},    {" 7 ", "7"},  {"½", "0.5"}};
  for (size_t i = 0; i < sizeof typed / sizeof typed[0]; i++) {
    double komi;
    cr_assert(komi_parse(typed[i][0], &komi, NULL), "'%s'", typed[i][0]);
    formats(komi, typed[i][1]);
  }
}

Test(komi_step, half_points)
{
  cr_expect_eq(komi_step(6.5, 1), 7);
  cr_expect_eq(komi_step(6.5, -1), 6);
  cr_expect_eq(komi_step(6.5, 3), 8);
  cr_expect_eq(komi_step(0.5, -1), 0);
  cr_expect_not(signbit(komi_step(0.5, -1)), "stepping down to 0 gave -0");
  cr_expect_not(signbit(komi_step(-0.5, 1)), "stepping up to 0 gave -0");
  cr_expect_eq(komi_step(0, -1), -0.5);
  cr_expect_eq(komi_step(6.5, 0), 6.5);
  cr_expect_not(signbit(komi_step(-0.0, 0)), "-0 kept as -0");
}

Test(komi_step, range_ends)
{
  cr_expect_eq(komi_step(KOMI_MAX, 1), KOMI_MAX);
  cr_expect_eq(komi_step(149.5, 1), KOMI_MAX);
  cr_expect_eq(komi_step(149.5, 5), KOMI_MAX);
  cr_expect_eq(komi_step(KOMI_MAX, -1), 149.5);
  cr_expect_eq(komi_step(KOMI_MIN, -1), KOMI_MIN);
  cr_expect_eq(komi_step(-149.5, -1), KOMI_MIN);
  cr_expect_eq(komi_step(KOMI_MIN, 1), -149.5);
  cr_expect_eq(komi_step(0, 1000000), KOMI_MAX);
  cr_expect_eq(komi_step(0, -1000000), KOMI_MIN);
  cr_expect_eq(komi_step(0, 2147483647), KOMI_MAX);
  cr_expect_eq(komi_step(0, -2147483647 - 1), KOMI_MIN);
  /* Out of range: clamped first, then stepped. */
  cr_expect_eq(komi_step(500, -1), 149.5);
  cr_expect_eq(komi_step(-500, 1), -149.5);
  cr_expect_eq(komi_step(500, 0), KOMI_MAX);
  cr_expect_eq(komi_step(INFINITY, -1), 149.5);
  cr_expect_eq(komi_step(-INFINITY, 0), KOMI_MIN);
  cr_expect_eq(komi_step(NAN, 1), 0.5);
}

Test(komi_step, walks_every_half_point)
{
  double komi = KOMI_MIN;
  int steps = 0;
  while (komi < KOMI_MAX) {
    double next = komi_step(komi, 1);
    cr_assert_eq(next, komi + 0.5, "%g up one gave %g", komi, next);
    cr_assert_eq(komi_step(next, -1), komi, "%g down one", next);
    komi = next;
    steps++;
  }
  cr_expect_eq(steps, 600);
}

Test(komi_step, from_a_quarter_point)
{
  /* A declared komi of 6.75 joins the half points in the arrow's direction. */
  cr_expect_eq(komi_step(6.75, 1), 7);
  cr_expect_eq(komi_step(6.75, -1), 6.5);
  cr_expect_eq(komi_step(6.75, 2), 7.5);
  cr_expect_eq(komi_step(-0.25, 1), 0);
  cr_expect_eq(komi_step(-0.25, -1), -0.5);
  cr_expect_eq(komi_step(6.75, 0), 6.75);
}

static const rules *by_id(const char *id)
{
  const rules *r = rules_find(id);
  cr_assert_not_null(r, "no rule set %s", id);
  return r;
}

Test(komi_default, japanese_and_chinese)
{
  const rules *jp = by_id("japanese"), *cn = by_id("chinese");
  /* Even game: the rule set's komi. Handicap 1 places no stone but is a
   * no-komi game: Black plays first for half a point. */
  cr_expect_eq(komi_default(jp, 0), 6.5);
  cr_expect_eq(komi_default(jp, 1), 0.5);
  cr_expect_eq(komi_default(jp, 2), 0.5);
  cr_expect_eq(komi_default(jp, 9), 0.5);
  cr_expect_eq(komi_default(cn, 0), 7.5);
  cr_expect_eq(komi_default(cn, 1), 0.5);
  cr_expect_eq(komi_default(cn, 2), 0.5);
  cr_expect_eq(komi_default(cn, 9), 0.5);
  /* NULL is the default rule set, Japanese. */
  cr_expect_eq(komi_default(NULL, 0), 6.5);
  cr_expect_eq(komi_default(NULL, 4), 0.5);
}

Test(komi_default, every_rule_set_fits_the_dialog)
{
  size_t count;
  const rules *const *all = rules_all(&count);
  cr_assert_gt(count, 0);
  for (size_t i = 0; i < count; i++)
    for (int handicap = 0; handicap <= 9; handicap++) {
      double komi = komi_default(all[i], handicap), back = UNTOUCHED;
      /* Handicap 1 is a no-komi game: the rule set's handicap komi. */
      cr_expect_eq(komi, rules_default_komi(all[i], handicap == 1 ? 2 : handicap), "%s",
                   rules_id(all[i]));
      char out[KOMI_TEXT_LEN];
      komi_format(komi, out, sizeof out);
      cr_expect(komi_parse(out, &back, NULL) && back == komi, "%s, handicap %d: '%s'",
                rules_id(all[i]), handicap, out);
    }
}

static komi_declared declare(double bid0, double bid1, unsigned lot)
{
  komi_declared d = {UNTOUCHED, -1, true};
  hoshi_error why = {0};
  cr_assert(komi_declare(bid0, bid1, lot, &d, &why), "%g and %g refused: %s", bid0, bid1,
            why.message);
  return d;
}

Test(komi_declare, higher_declaration_takes_black_and_the_mean)
{
  /* The text's own example: A declares 8, B 4; the komi is 6 and A starts. */
  komi_declared d = declare(8, 4, 0);
  cr_expect_eq(d.komi, 6);
  cr_expect_eq(d.black, 0);
  cr_expect_not(d.drawn);
  d = declare(4, 8, 0);
  cr_expect_eq(d.komi, 6);
  cr_expect_eq(d.black, 1);
  cr_expect_not(d.drawn);
  /* The lot plays no part when the declarations differ. */
  cr_expect_eq(declare(4, 8, 0).black, declare(4, 8, 1).black);
  cr_expect_eq(declare(8, 4, 1).black, 0);
  d = declare(5.5, 7.5, 1);
  cr_expect_eq(d.komi, 6.5);
  cr_expect_eq(d.black, 1);
  d = declare(-3, 1, 0); /* a declaration may be negative: Black is worth less */
  cr_expect_eq(d.komi, -1);
  cr_expect_eq(d.black, 1);
  d = declare(-0.5, 0.5, 0);
  cr_expect_eq(d.komi, 0);
  cr_expect_not(signbit(d.komi), "mean 0 given as -0");
  d = declare(KOMI_MAX, KOMI_MIN, 0);
  cr_expect_eq(d.komi, 0);
  cr_expect_eq(d.black, 0);
}

Test(komi_declare, equal_declarations_draw_lots)
{
  komi_declared d = declare(7, 7, 0);
  cr_expect_eq(d.komi, 7);
  cr_expect_eq(d.black, 0);
  cr_expect(d.drawn);
  d = declare(7, 7, 1);
  cr_expect_eq(d.komi, 7);
  cr_expect_eq(d.black, 1);
  cr_expect(d.drawn);
  /* Only the lowest bit of the lot counts, so rng output may be passed. */
  cr_expect_eq(declare(6.5, 6.5, 2).black, 0);
  cr_expect_eq(declare(6.5, 6.5, 3).black, 1);
  cr_expect_eq(declare(6.5, 6.5, 0xffffffffu).black, 1);
}

Test(komi_declare, mean_between_half_points_is_kept)
{
  /* The text: a player who declares 11,5 against 12 "[a] Blanc et 11,75
   * points de komi": the mean stands even between half points. */
  komi_declared d = declare(11.5, 12, 0);
  cr_expect_eq(d.komi, 11.75);
  cr_expect_eq(d.black, 1);
  d = declare(6.5, 7, 0);
  cr_expect_eq(d.komi, 6.75);
  cr_expect_eq(d.black, 1);
  d = declare(7, 6.5, 1);
  cr_expect_eq(d.komi, 6.75);
  cr_expect_eq(d.black, 0);
  d = declare(-0.5, 0, 0);
  cr_expect_eq(d.komi, -0.25);
  cr_expect_eq(d.black, 1);
  char out[KOMI_TEXT_LEN];
  cr_expect_str_eq(komi_format(declare(6.5, 7, 0).komi, out, sizeof out), "6.75");
  /* A whole-number mean is allowed too, jigo and all (comment 3). */
  cr_expect_eq(declare(6, 8, 0).komi, 7);
}

static void declare_refused(double bid0, double bid1, const char *want_why)
{
  komi_declared d = {UNTOUCHED, -1, true};
  hoshi_error why = {0};
  cr_assert_not(komi_declare(bid0, bid1, 0, &d, &why), "%g and %g accepted", bid0, bid1);
  cr_assert(why.message[0]);
  cr_expect_str_eq(why.message, want_why, "%g and %g", bid0, bid1);
  cr_expect_eq(d.komi, UNTOUCHED, "refusal changed *out");
  cr_expect_eq(d.black, -1, "refusal changed *out");
}

Test(komi_declare, refused_declarations)
{
  declare_refused(6.3, 7, WHY_HALF);
  declare_refused(7, 6.25, WHY_HALF);
  declare_refused(150.5, 7, WHY_RANGE);
  declare_refused(7, -151, WHY_RANGE);
  declare_refused(NAN, 7, WHY_NUMBER);
  declare_refused(7, INFINITY, WHY_NUMBER);
  declare_refused(-INFINITY, 7, WHY_NUMBER);
  /* The first faulty declaration gives the reason. */
  declare_refused(6.3, 200, WHY_HALF);
  /* Each reason is the very sentence komi_parse gives. */
  hoshi_error parse_why, declare_why;
  komi_declared d;
  cr_assert_not(komi_parse("6.3", NULL, &parse_why));
  cr_assert_not(komi_declare(6.3, 7, 0, &d, &declare_why));
  cr_expect_str_eq(parse_why.message, declare_why.message);
  cr_assert_not(komi_parse("151", NULL, &parse_why));
  cr_assert_not(komi_declare(7, 151, 0, &d, &declare_why));
  cr_expect_str_eq(parse_why.message, declare_why.message);
  cr_assert_not(komi_parse("nan", NULL, &parse_why));
  cr_assert_not(komi_declare(NAN, 7, 0, &d, &declare_why));
  cr_expect_str_eq(parse_why.message, declare_why.message);
  cr_expect_not(komi_declare(6.3, 7, 0, &d, NULL));
}
