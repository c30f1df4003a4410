/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game clock (hoshi/clock.h) with a fake time source: every system to
 * the millisecond, period roll-over, Canadian stone counts, Fischer's cap,
 * loss on time, pause, and the record's properties. */
#include <criterion/criterion.h>
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

/* Spending across periods is computed: two billion periods (a spec made
 * by hand) cost no more than one, well within the second the test is
 * given. */
Test(clock, many_periods_are_spent_at_once_and_a_period_of_no_length_ends_the_time, .timeout = 1)
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
