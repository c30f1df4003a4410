/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game clock (hoshi/clock.h) with a fake time source: every system to
 * the millisecond, period roll-over, Canadian stone counts, Fischer's cap,
 * loss on time, pause, and the record's properties. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/clock.h"

static game_clock c;

static void spec(const char *text)
{
  clock_spec s;
  hoshi_error why = {0};
  cr_assert(clock_parse(text, &s, &why), "%s: %s", text, why.message);
  clock_init(&c, &s);
  clock_start(&c, COLOR_BLACK, 0);
}

static clock_side black(int64_t now) { return clock_peek(&c, COLOR_BLACK, now); }

Test(clock, absolute_time_runs_out_at_the_millisecond)
{
  spec("30s");
  cr_assert_eq(c.spec.system, CLOCK_ABSOLUTE);
  cr_assert_eq(clock_update(&c, 29999), COLOR_EMPTY);
  cr_assert_eq(black(29999).main_ms, 1);
  cr_assert_not(c.side[COLOR_BLACK].flagged);
  cr_assert_eq(clock_update(&c, 30000), COLOR_BLACK, "out at exactly 30 s");
  cr_assert(c.side[COLOR_BLACK].flagged);
  cr_assert_eq(clock_update(&c, 40000), COLOR_EMPTY, "said once");
}

Test(clock, only_the_player_to_move_spends_time)
{
  spec("1m");
  cr_assert_eq(clock_move(&c, 10000), COLOR_EMPTY); /* Black thought 10 s */
  cr_assert_eq(c.running, COLOR_WHITE);
  cr_assert_eq(clock_move(&c, 13000), COLOR_EMPTY); /* White 3 s */
  cr_assert_eq(c.side[COLOR_BLACK].main_ms, 50000);
  cr_assert_eq(c.side[COLOR_WHITE].main_ms, 57000);
}

/* 10 s, then 3 periods of 5 s. */
Test(clock, byo_yomi_periods_roll_over_and_a_move_in_time_keeps_the_period)
{
  spec("10s+3x5s");
  clock_side s = black(12000);
  cr_assert(s.overtime);
  cr_assert_eq(s.periods, 3);
  cr_assert_eq(s.period_ms, 3000, "2 s into the first period");
  clock_move(&c, 12000);
  cr_assert_eq(c.side[COLOR_BLACK].period_ms, 5000, "a move in time: the period whole again");
  clock_move(&c, 12500); /* White */
  /* Black takes 11 s: two periods used up, 1 s into the last. */
  s = black(12500 + 11000);
  cr_assert_eq(s.periods, 1);
  cr_assert_eq(s.period_ms, 4000);
  cr_assert_not(s.flagged);
  cr_assert_eq(clock_update(&c, 12500 + 14999), COLOR_EMPTY);
  cr_assert_eq(clock_update(&c, 12500 + 15000), COLOR_BLACK, "the last period used up");
  cr_assert_eq(c.side[COLOR_BLACK].periods, 0);
}

/* 5 s, then 2 stones in 10 s. */
Test(clock, canadian_counts_the_stones_of_each_period)
{
  spec("5s+2/10s");
  clock_move(&c, 8000); /* 5 s main, 3 s of the period: 1 stone left, 7 s */
  cr_assert(c.side[COLOR_BLACK].overtime);
  cr_assert_eq(c.side[COLOR_BLACK].stones, 1);
  cr_assert_eq(c.side[COLOR_BLACK].period_ms, 7000);
  clock_move(&c, 9000);  /* White */
  clock_move(&c, 15000); /* Black's second stone in 6 s: a new period */
  cr_assert_eq(c.side[COLOR_BLACK].stones, 2);
  cr_assert_eq(c.side[COLOR_BLACK].period_ms, 10000);
  clock_move(&c, 16000); /* White */
  cr_assert_eq(clock_move(&c, 27000), COLOR_BLACK, "11 s for a stone of a 10 s period");
  cr_assert(c.side[COLOR_BLACK].flagged);
}

/* 10 s, and 5 s after each move, held to 12 s at most. */
Test(clock, fischer_adds_its_increment_up_to_the_cap)
{
  spec("10s+5s<12s");
  cr_assert_eq(c.spec.cap_ms, 12000);
  clock_move(&c, 2000);
  cr_assert_eq(c.side[COLOR_BLACK].main_ms, 12000, "8 + 5 = 13, capped at 12");
  clock_move(&c, 3000);
  clock_move(&c, 10000);
  cr_assert_eq(c.side[COLOR_BLACK].main_ms, 10000, "12 - 7 + 5");
  spec("10s+5s");
  clock_move(&c, 1000);
  cr_assert_eq(c.side[COLOR_BLACK].main_ms, 14000, "no cap");
}

Test(clock, a_stopped_clock_counts_nothing)
{
  spec("1m");
  clock_stop(&c, 5000);
  cr_assert_eq(c.side[COLOR_BLACK].main_ms, 55000);
  cr_assert_eq(clock_update(&c, 500000), COLOR_EMPTY);
  cr_assert_eq(black(500000).main_ms, 55000, "paused: the time stays");
  clock_start(&c, COLOR_BLACK, 500000);
  cr_assert_eq(black(501000).main_ms, 54000);
}

Test(clock, time_systems_are_read_and_written_as_the_command_line_writes_them)
{
  static const char *const forms[] = {"30m",         "10m+5x30s", "5m+20/5m", "5m+10s",
                                      "1h+5s<1h30m", "1m30s",     "none",     "30m!warn"};
  for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
    clock_spec s;
    hoshi_error why = {0};
    cr_assert(clock_parse(forms[i], &s, &why), "%s: %s", forms[i], why.message);
    char back[64];
    clock_format(&s, back, sizeof back);
    cr_expect_str_eq(back, forms[i]);
  }
  clock_spec s;
  hoshi_error why = {0};
  cr_assert(clock_parse("10m+5x30s", &s, &why));
  cr_assert_eq(s.main_ms, 600000);
  cr_assert_eq(s.periods, 5);
  cr_assert_eq(s.period_ms, 30000);
  cr_assert_not(clock_parse("ten minutes", &s, &why));
  cr_assert(strstr(why.message, "not a time system"), "%s", why.message);
  cr_assert_not(clock_parse("5m+", &s, &why));
  cr_assert_not(clock_parse("5m+10s<1m", &s, &why), "a cap below the main time");
}

Test(clock, the_record_holds_tm_ot_and_the_time_left)
{
  clock_spec s, back;
  hoshi_error why = {0};
  cr_assert(clock_parse("10m+5x30s", &s, &why));
  char ot[64];
  clock_sgf_overtime(&s, ot, sizeof ot);
  cr_assert_str_eq(ot, "5x30 byo-yomi");
  cr_assert(clock_from_sgf("600", ot, &back));
  cr_assert_eq(back.system, CLOCK_BYOYOMI);
  cr_assert_eq(back.periods, 5);
  cr_assert_eq(back.period_ms, 30000);
  cr_assert(clock_parse("5m+20/5m", &s, &why));
  clock_sgf_overtime(&s, ot, sizeof ot);
  cr_assert_str_eq(ot, "20/300 Canadian");
  cr_assert(clock_from_sgf("300", "25/600 Canadian", &back));
  cr_assert_eq(back.stones, 25);
  cr_assert(clock_from_sgf("300", "3x30 byoyomi", &back), "other programs' spelling");
  cr_assert_eq(back.system, CLOCK_BYOYOMI);
  cr_assert(clock_from_sgf("1800", NULL, &back));
  cr_assert_eq(back.system, CLOCK_ABSOLUTE);
  cr_assert_not(clock_from_sgf(NULL, "5x30 byo-yomi", &back));
  /* BL and OB after a move in byo-yomi, and read back. */
  spec("10s+3x5s");
  clock_move(&c, 12500);
  char bl[32], ob[8];
  clock_sgf_left(&c.side[COLOR_BLACK], bl, sizeof bl, ob, sizeof ob);
  cr_assert_str_eq(bl, "5");
  cr_assert_str_eq(ob, "3");
  game_clock again;
  clock_init(&again, &c.spec);
  clock_set_left(&again, COLOR_BLACK, bl, ob);
  cr_assert(again.side[COLOR_BLACK].overtime);
  cr_assert_eq(again.side[COLOR_BLACK].periods, 3);
  cr_assert_eq(again.side[COLOR_BLACK].period_ms, 5000);
}

Test(clock, the_time_is_shown_rounded_up)
{
  char t[16];
  clock_format_time(9001, t, sizeof t);
  cr_assert_str_eq(t, "0:10");
  clock_format_time(598000, t, sizeof t);
  cr_assert_str_eq(t, "9:58");
  clock_format_time(3909000, t, sizeof t);
  cr_assert_str_eq(t, "1:05:09");
  clock_format_time(0, t, sizeof t);
  cr_assert_str_eq(t, "0:00");
}

/* --- values from outside, refused rather than clamped (issue 32) ------------------------- */

/* A side's state, to compare before and after a refused value. */
static bool same_side(const clock_side *x, const clock_side *y)
{
  return x->main_ms == y->main_ms && x->overtime == y->overtime && x->periods == y->periods &&
         x->period_ms == y->period_ms && x->stones == y->stones && x->flagged == y->flagged;
}

Test(clock, a_time_left_that_is_not_a_time_from_0_to_the_cap_is_refused_and_the_side_keeps_its_own)
{
  static const char *const bad[] = {"nan", "1e308",    "-5",  "inf", "-inf", "0x10",
                                    "1e3", "10000001", "5..", ".5",  "",     "12 s"};
  spec("10m+5x30s");
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    clock_side before = c.side[COLOR_BLACK];
    cr_expect_not(clock_set_left(&c, COLOR_BLACK, bad[i], NULL), "BL[%s] refused", bad[i]);
    cr_expect(same_side(&c.side[COLOR_BLACK], &before), "BL[%s]: main %lld ms, flagged %d", bad[i],
              (long long)c.side[COLOR_BLACK].main_ms, c.side[COLOR_BLACK].flagged);
    hoshi_error why = {0};
    cr_expect_not(clock_sgf_check(&c.spec, "BL", bad[i], &why));
    char said[64];
    snprintf(said, sizeof said, "BL[%s] is not a time", bad[i]);
    cr_expect(strstr(why.message, said), "%s", why.message);
  }
  /* What a record holds and Hoshi writes still reads. */
  cr_assert(clock_set_left(&c, COLOR_BLACK, "12.5", NULL));
  cr_assert_eq(c.side[COLOR_BLACK].main_ms, 12500);
  cr_assert(clock_set_left(&c, COLOR_BLACK, "10000000", NULL), "the cap itself");
  cr_assert_eq(c.side[COLOR_BLACK].main_ms, CLOCK_MAX_MS);
  cr_assert(clock_set_left(&c, COLOR_WHITE, "0", "0"), "out of time, as written when it ran out");
  cr_assert(c.side[COLOR_WHITE].flagged);
}

Test(clock, periods_or_stones_left_that_are_not_a_whole_number_from_0_to_1000_are_refused)
{
  static const char *const bad[] = {"-5",  "99999999999", "1001",      "2.5",
                                    "nan", "0x10",        "2147483647"};
  spec("10m+5x30s");
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    clock_side before = c.side[COLOR_WHITE];
    cr_expect_not(clock_set_left(&c, COLOR_WHITE, "20", bad[i]), "OW[%s] refused", bad[i]);
    cr_expect(same_side(&c.side[COLOR_WHITE], &before), "OW[%s]: %d periods", bad[i],
              c.side[COLOR_WHITE].periods);
    hoshi_error why = {0};
    cr_expect_not(clock_sgf_check(&c.spec, "OW", bad[i], &why));
    char said[64];
    snprintf(said, sizeof said, "OW[%s] is not a number of periods", bad[i]);
    cr_expect(strstr(why.message, said), "%s", why.message);
  }
  spec("5m+20/5m");
  cr_expect_not(clock_set_left(&c, COLOR_BLACK, "30", "99999999999"), "OB[99999999999] refused");
  cr_expect_eq(c.side[COLOR_BLACK].stones, 0);
  cr_expect_not(c.side[COLOR_BLACK].overtime);
  cr_assert(clock_set_left(&c, COLOR_BLACK, "30", "1000"), "the cap itself");
  cr_assert_eq(c.side[COLOR_BLACK].stones, 1000);
  /* Periods left for a time system that has none say nothing true. */
  spec("30m");
  hoshi_error why = {0};
  cr_expect_not(clock_set_left(&c, COLOR_BLACK, "30", "3"));
  cr_expect_not(c.side[COLOR_BLACK].overtime);
  cr_expect_not(clock_sgf_check(&c.spec, "OB", "3", &why));
  cr_expect(strstr(why.message, "OB[3]: the game's time system has no periods"), "%s", why.message);
}

Test(clock, a_main_time_that_is_not_a_time_from_0_to_the_cap_gives_no_clock)
{
  static const char *const bad[] = {"nan", "inf", "1e308", "-5", "1e3", "0x10", "10000001"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    clock_spec s;
    cr_expect_not(clock_from_sgf(bad[i], NULL, &s), "TM[%s]", bad[i]);
    cr_expect_not(clock_from_sgf(bad[i], "5x30 byo-yomi", &s), "TM[%s] with an overtime", bad[i]);
    cr_expect(s.main_ms >= 0 && s.main_ms <= CLOCK_MAX_MS, "TM[%s]: %lld ms", bad[i],
              (long long)s.main_ms);
    hoshi_error why = {0};
    cr_expect_not(clock_sgf_check(NULL, "TM", bad[i], &why));
    cr_expect(strstr(why.message, "is not a time"), "%s", why.message);
  }
  clock_spec s;
  cr_assert(clock_from_sgf("10000000", NULL, &s), "the cap itself");
  cr_assert_eq(s.main_ms, CLOCK_MAX_MS);
  cr_assert(clock_from_sgf("0", "5x30 byo-yomi", &s), "no main time: overtime at once");
  cr_assert_eq(s.system, CLOCK_BYOYOMI);
}

Test(clock, an_overtime_out_of_its_bounds_is_refused_and_the_clock_has_main_time_only)
{
  static const struct {
    const char *ot, *said;
  } bad[] = {
      {"5x1e308 byo-yomi", "OT[5x1e308 byo-yomi]: '1e308' is not a time"},
      {"2000000000x0 byo-yomi", "'2000000000' is not a number of periods from 1 to 1000"},
      {"5x0 byo-yomi", "'0' is not a time of more than 0"},
      {"5xnan byo-yomi", "'nan' is not a time"},
      {"-5x30 byo-yomi", "'-5' is not a number of periods"},
      {"0x30 byo-yomi", "'0' is not a number of periods"},
      {"1001x30 byo-yomi", "'1001' is not a number of periods"},
      {"2147483647x1e308 byo-yomi", "'2147483647' is not a number of periods"},
      {"-5/1e400 Canadian", "'-5' is not a number of stones"},
      {"25/0 Canadian", "'0' is not a time of more than 0"},
      {"25/inf Canadian", "'inf' is not a time"},
      {"1e308 fischer cap -1e308", "'1e308' is not a time"},
      {"nan Fischer", "'nan' is not a time"},
      {"10 Fischer cap 1e9", "the cap '1e9' is not a time"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    clock_spec s;
    cr_expect(clock_from_sgf("60", bad[i].ot, &s), "OT[%s]: TM still gives a clock", bad[i].ot);
    cr_expect_eq(s.system, CLOCK_ABSOLUTE, "OT[%s]", bad[i].ot);
    cr_expect_eq(s.main_ms, 60000);
    cr_expect(s.periods == 0 && s.stones == 0 && s.period_ms == 0 && s.increment_ms == 0 &&
                  s.cap_ms == 0,
              "OT[%s]: %d periods, %d stones, %lld ms", bad[i].ot, s.periods, s.stones,
              (long long)s.period_ms);
    hoshi_error why = {0};
    cr_expect_not(clock_sgf_check(NULL, "OT", bad[i].ot, &why), "OT[%s]", bad[i].ot);
    cr_expect(strstr(why.message, bad[i].said), "%s", why.message);
  }
  /* What other programs write still reads, and a text Hoshi does not
   * know is no overtime, not an error. */
  clock_spec s;
  cr_assert(clock_from_sgf("600", "1000x30 byo-yomi", &s));
  cr_assert_eq(s.periods, 1000);
  cr_assert(clock_from_sgf("600", "10 Fischer cap 1200", &s));
  cr_assert_eq(s.increment_ms, 10000);
  cr_assert_eq(s.cap_ms, 1200000);
  cr_assert(clock_from_sgf("600", "5x30.5 byo-yomi", &s));
  cr_assert_eq(s.period_ms, 30500);
  cr_assert(clock_from_sgf("600", "max 3 minutes a move", &s));
  cr_assert_eq(s.system, CLOCK_ABSOLUTE);
  cr_assert(clock_sgf_check(NULL, "OT", "max 3 minutes a move", NULL));
}

/* Spending across periods is computed: two billion periods (a spec made
 * by hand) cost no more than one, well within the second the test is
 * given. Under Wine, starting the test's own process can take longer than
 * that second on a busy machine: there it gets 30, still far from the
 * minutes a loop over the periods would take. */
#ifdef _WIN32
#define SPENDING_TIMEOUT 30
#else
#define SPENDING_TIMEOUT 1
#endif
Test(clock, many_periods_are_spent_at_once_and_a_period_of_no_length_ends_the_time,
     .timeout = SPENDING_TIMEOUT)
{
  clock_spec s = {.system = CLOCK_BYOYOMI, .main_ms = 0, .periods = 2000000000, .period_ms = 1};
  clock_init(&c, &s);
  clock_start(&c, COLOR_BLACK, 0);
  clock_side b = black(1999999999);
  cr_assert_not(b.flagged);
  cr_assert_eq(b.periods, 1, "all but the last period used up");
  cr_assert_eq(b.period_ms, 1);
  cr_assert_eq(clock_update(&c, 2000000000), COLOR_BLACK);
  /* 1000 periods of 1 s: 999.5 s is the last period's first half. */
  s = (clock_spec){.system = CLOCK_BYOYOMI, .main_ms = 1000, .periods = 1000, .period_ms = 1000};
  clock_init(&c, &s);
  clock_start(&c, COLOR_BLACK, 0);
  b = black(1000 + 999500);
  cr_assert_eq(b.periods, 1);
  cr_assert_eq(b.period_ms, 500);
  /* A spec made by hand with periods of no length: out at once, not
   * looping over its periods. */
  s = (clock_spec){.system = CLOCK_BYOYOMI, .main_ms = 1, .periods = 2000000000, .period_ms = 0};
  clock_init(&c, &s);
  clock_start(&c, COLOR_BLACK, 0);
  cr_assert_eq(clock_update(&c, 2), COLOR_BLACK);
}

Test(clock, a_clock_counts_from_any_time_to_any_time_without_overflow)
{
  spec("10m+5x30s");
  clock_stop(&c, 0);
  clock_start(&c, COLOR_BLACK, INT64_MIN + 1);
  cr_assert_eq(clock_update(&c, INT64_MAX), COLOR_BLACK);
}

Test(clock, numbers_in_a_time_system_are_plain_decimal_digits_within_their_bounds)
{
  static const struct {
    const char *text, *said;
  } bad[] = {
      {"0x10", "decimal digits"},
      {"1e7h", "decimal digits"},
      {"5m+0x30s", "decimal digits"},
      {"inf", "decimal digits"},
      {"nan", "decimal digits"},
      {"-5m", "decimal digits"},
      {"5m+-10s", "decimal digits"},
      {"5m+10x-30s", "decimal digits"},
      {".5m", "decimal digits"},
      {"1.5.5m", "decimal digits"},
      {"1e3", "decimal digits"},
      {"10000001s", "at most 10000000 seconds"},
      {"2778h", "at most 10000000 seconds"},
      {"2777h60m", "at most 10000000 seconds"},
      {"99999999999999999999999s", "at most 10000000 seconds"},
      {"5m+1001x30s", "1 to 1000 periods"},
      {"5m+1001/5m", "1 to 1000 stones"},
      {"5m+0x30s!warn", "decimal digits"},
      {"5m+ 5x30s", "not a time system"},
      {"5 m", "not a time system"},
      {"30m10m", "not a time system"},
      {"1m1h", "not a time system"},
      {"5m!warn+10s", "not a time system"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    clock_spec s;
    hoshi_error why = {0};
    cr_expect_not(clock_parse(bad[i].text, &s, &why), "'%s' read as %lld ms", bad[i].text,
                  (long long)s.main_ms);
    cr_expect(strstr(why.message, bad[i].said), "%s: %s", bad[i].text, why.message);
    char quoted[80];
    snprintf(quoted, sizeof quoted, "'%s'", bad[i].text);
    cr_expect(strstr(why.message, quoted), "the reason names the text: %s", why.message);
  }
  /* A text longer than any form is refused whole, never cut short. */
  char longer[100];
  snprintf(longer, sizeof longer, "5m%70sx", "");
  clock_spec s;
  hoshi_error why = {0};
  cr_expect_not(clock_parse(longer, &s, &why));
  /* Blanks around are ignored; every documented form still reads. */
  static const struct {
    const char *text;
    int64_t main_ms;
  } good[] = {{" 5m", 300000},
              {"5m ", 300000},
              {"\t1m+3x5s ", 60000},
              {"1.5m", 90000},
              {"10000000s", CLOCK_MAX_MS},
              {"2777h46m40s", CLOCK_MAX_MS},
              {"1h30m", 5400000},
              {"5m+1000x30s", 300000},
              {"5m+10s<20m", 300000},
              {"10m+5x30s!warn", 600000}};
  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
    cr_expect(clock_parse(good[i].text, &s, &why), "'%s': %s", good[i].text, why.message);
    cr_expect_eq(s.main_ms, good[i].main_ms, "'%s': %lld ms", good[i].text, (long long)s.main_ms);
  }
  cr_assert(clock_parse("10m+5x30s!warn", &s, &why));
  cr_assert(s.warn_only);
  cr_assert_eq(s.periods, 5);
  cr_assert(clock_parse("  ", &s, &why));
  cr_assert_eq(s.system, CLOCK_NONE, "blanks alone: no clock");
  /* A fraction is written back as it reads. */
  static const char *const fractions[][2] = {
      {"1.5m", "1m30s"}, {"0.5s", "0.5s"}, {"1m+5x2.25s", "1m+5x2.25s"}, {"0.001s", "0.001s"}};
  for (size_t i = 0; i < sizeof fractions / sizeof fractions[0]; i++) {
    cr_assert(clock_parse(fractions[i][0], &s, &why), "%s: %s", fractions[i][0], why.message);
    char back[64];
    clock_format(&s, back, sizeof back);
    cr_expect_str_eq(back, fractions[i][1]);
  }
}
