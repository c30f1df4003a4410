/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game clock: the time systems clubs use (absolute, Japanese byo-yomi,
 * Canadian, Fischer), for both players, as a model with no clock of its
 * own: every call is given the time now in milliseconds (any monotonic
 * source; tests give a fake one), so that every system is tested to the
 * millisecond without sleeping. No SDL here.
 */
#ifndef HOSHI_CLOCK_H
#define HOSHI_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hoshi/board.h"
#include "hoshi/error.h"

/* The bounds of every clock value, from the command line or a record. A
 * time (main time, a period, a Canadian block, an increment, a cap, a time
 * left) is at most CLOCK_MAX_SECONDS: 10^7 s, about 115 days, the bound TM
 * always had. A time system has 1 to CLOCK_MAX_PERIODS byo-yomi periods or
 * 1 to CLOCK_MAX_STONES Canadian stones, and a player 0 to as many left.
 * A value outside is refused, never clamped: clock_parse fails, a record's
 * value is ignored (clock_sgf_check says why). Within them no sum or product
 * of clock values overflows an int64_t. */
#define CLOCK_MAX_SECONDS 10000000
#define CLOCK_MAX_MS      ((int64_t)CLOCK_MAX_SECONDS * 1000)
#define CLOCK_MAX_PERIODS 1000
#define CLOCK_MAX_STONES  1000

enum clock_system {
  CLOCK_NONE,     /* no clock */
  CLOCK_ABSOLUTE, /* sudden death: main time only */
  CLOCK_BYOYOMI,  /* main time, then N periods of S seconds: a move in time keeps the period */
  CLOCK_CANADIAN, /* main time, then S seconds for K stones, again and again */
  CLOCK_FISCHER,  /* main time, and an increment after each move (up to a cap) */
};

typedef struct clock_spec {
  enum clock_system system;
  int64_t main_ms;
  int periods;          /* byo-yomi: periods */
  int64_t period_ms;    /* byo-yomi: a period; Canadian: the time for its stones */
  int stones;           /* Canadian: stones a period */
  int64_t increment_ms; /* Fischer */
  int64_t cap_ms;       /* Fischer: the most a player may hold, 0 for no cap */
  bool warn_only;       /* running out is said, and the game goes on */
} clock_spec;

/* One player's time. */
typedef struct clock_side {
  int64_t main_ms;   /* main time left */
  bool overtime;     /* main time is spent: byo-yomi or Canadian periods */
  int periods;       /* byo-yomi: periods left, the current one included */
  int64_t period_ms; /* byo-yomi, Canadian: time left in the current period */
  int stones;        /* Canadian: stones still to play in the period */
  bool flagged;      /* out of time */
} clock_side;

typedef struct game_clock {
  clock_spec spec;
  clock_side side[3]; /* by colour */
  enum color running; /* whose time runs: COLOR_EMPTY when stopped */
  int64_t since;      /* when the running side's time was last counted */
} game_clock;

/* Both players get the spec's time; the clock is stopped. */
void clock_init(game_clock *c, const clock_spec *s);

static inline bool clock_on(const game_clock *c) { return c->spec.system != CLOCK_NONE; }

/* Counts the running side's time up to now: main time, then periods
 * rolling over (computed: any number of periods costs the same); a side
 * whose time is gone is flagged, and so is one whose spec has a period of
 * no length. A now before the last count counts nothing. Returns the
 * colour that ran out just now, else COLOR_EMPTY. */
enum color clock_update(game_clock *c, int64_t now);

/* Colour c's time starts running (the other's stops, counted). */
void clock_start(game_clock *c, enum color col, int64_t now);

/* The clock stops (scoring, a dialog, a pause), the time counted. */
void clock_stop(game_clock *c, int64_t now);

/* The running side has moved at now: its time is counted, then the move
 * is credited (a byo-yomi period starts again, a Canadian stone is
 * counted, Fischer's increment is added, up to the cap and never past
 * CLOCK_MAX_MS) and the other side's time runs. Returns the colour that ran
 * out, else COLOR_EMPTY. */
enum color clock_move(game_clock *c, int64_t now);

/* Colour c's time as it would be at now, without changing the clock. */
clock_side clock_peek(const game_clock *c, enum color col, int64_t now);

/* The time a side shows: main time, or the current period's. */
static inline int64_t clock_left_ms(const clock_side *s)
{
  return s->overtime ? s->period_ms : s->main_ms;
}

/* Reads a time system as the command line and the settings write it:
 * "30m" absolute; "10m+5x30s" byo-yomi; "5m+20/5m" Canadian (20 stones in
 * 5 minutes); "5m+10s" Fischer, "5m+10s<20m" with a cap; durations as
 * "90s", "10m", "1h", "1h30m", "2m30s", "1.5m" or plain seconds (hours,
 * minutes, seconds in that order, each once); "none". A trailing "!warn"
 * makes running out a warning. Blanks around the text are ignored, none
 * inside. Numbers are read strictly: decimal digits, a duration's with at
 * most one decimal point, a count of periods or stones whole; no sign, no
 * hex, no exponent, no inf or nan. Every time within CLOCK_MAX_SECONDS,
 * 1 to CLOCK_MAX_PERIODS periods, 1 to CLOCK_MAX_STONES stones. false with
 * the reason in why (the text, and what is wrong with it). */
bool clock_parse(const char *text, clock_spec *out, hoshi_error *why);

/* The spec in the form clock_parse reads ("10m+5x30s"; "none"). */
void clock_format(const clock_spec *s, char *out, size_t len);

/* A time as the clock shows it: "1:05:09", "9:58", "0:07". */
void clock_format_time(int64_t ms, char *out, size_t len);

/* --- in the record (SGF FF[4]: TM main time in seconds, OT the overtime as
 * text, BL/WL time left in seconds and OB/OW periods or stones left after
 * each move) */

/* OT's text for the spec ("5x30 byo-yomi", "20/300 Canadian", "10 Fischer
 * cap 1200"); "" when there is none. */
void clock_sgf_overtime(const clock_spec *s, char *out, size_t len);

/* The spec a record's TM and OT give (OT in the forms above and the usual
 * ones of other programs: "5x30 byo-yomi", "3x30 byoyomi", "25/600
 * Canadian", "10 Fischer"); TM alone is absolute. Numbers are SGF's reals
 * ("45", "12.5"): no exponent, hex, inf or nan. false (no clock) when TM is
 * missing or is not a time from 0 to CLOCK_MAX_SECONDS, or when the clock
 * would be an absolute one of no time. An OT Hoshi does not recognise means
 * no overtime; one it recognises with a value out of its bounds (periods
 * or stones not 1..CLOCK_MAX_PERIODS/STONES; a period, a block or an
 * increment of no length or longer than CLOCK_MAX_SECONDS; a cap longer
 * than that) is refused: the spec is TM alone, and clock_sgf_check(NULL,
 * "OT", ot, ...) gives the reason. */
bool clock_from_sgf(const char *tm, const char *ot, clock_spec *out);

/* Whether a record's clock property holds a value Hoshi takes: id is TM,
 * OT, BL, WL, OB or OW (any other id, or a NULL value, passes). TM, BL and
 * WL must be a time from 0 to CLOCK_MAX_SECONDS, OB and OW a whole number
 * from 0 to CLOCK_MAX_PERIODS or CLOCK_MAX_STONES (or "": main time), OT as
 * clock_from_sgf reads it. With a spec (NULL: the value alone), OB and OW
 * are also refused when the spec has no periods or stones. false with the
 * reason in why, naming the property and its value: "BL[nan] is not a
 * time (seconds from 0 to 10000000)"; the caller adds where (the move). */
bool clock_sgf_check(const clock_spec *s, const char *id, const char *value, hoshi_error *why);

/* The value of BL/WL (seconds, one decimal) and of OB/OW (byo-yomi:
 * periods left; Canadian: stones left; "" when main time runs). */
void clock_sgf_left(const clock_side *s, char *bl, size_t bl_len, char *ob, size_t ob_len);

/* Sets a side from a record's BL/WL and OB/OW (a game resumed; left NULL
 * sets nothing). A value clock_sgf_check(&c->spec, ...) refuses is ignored,
 * the pair with it: the side keeps what it had, and the result is false. */
bool clock_set_left(game_clock *c, enum color col, const char *left, const char *ob);

#endif
