/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game clock (see hoshi/clock.h). */
#include "hoshi/clock.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hoshi/i18n.h"

void clock_init(game_clock *c, const clock_spec *s)
{
  memset(c, 0, sizeof *c);
  c->spec = *s;
  for (int k = COLOR_BLACK; k <= COLOR_WHITE; k++)
    c->side[k].main_ms = s->main_ms;
  c->running = COLOR_EMPTY;
}

/* Main time spent: the overtime begins (or, without one, the time is out). */
static void enter_overtime(const clock_spec *sp, clock_side *s)
{
  s->main_ms = 0;
  if (sp->system == CLOCK_BYOYOMI && sp->periods > 0) {
    s->overtime = true;
    s->periods = sp->periods;
    s->period_ms = sp->period_ms;
  } else if (sp->system == CLOCK_CANADIAN && sp->stones > 0) {
    s->overtime = true;
    s->stones = sp->stones;
    s->period_ms = sp->period_ms;
  } else {
    s->flagged = true;
  }
}

/* ms of a side's time spent thinking. Periods used up whole are counted
 * by division, never one by one: a record may hold a thousand periods, and
 * a spec built by hand any number. */
static void spend(const clock_spec *sp, clock_side *s, int64_t ms)
{
  if (s->flagged || ms <= 0)
    return;
  if (!s->overtime) {
    if (ms < s->main_ms) {
      s->main_ms -= ms;
      return;
    }
    ms -= s->main_ms;
    enter_overtime(sp, s);
    if (s->flagged)
      return;
  }
  if (ms < s->period_ms) {
    s->period_ms -= ms;
    return;
  }
  ms -= s->period_ms; /* the current period is used up */
  if (sp->system == CLOCK_BYOYOMI && s->periods > 1 && sp->period_ms > 0) {
    /* A period used up whole is gone; the next starts full. */
    int64_t whole = ms / sp->period_ms;
    if (whole < s->periods - 1) {
      s->periods -= 1 + (int)whole;
      s->period_ms = sp->period_ms - ms % sp->period_ms;
      return;
    }
  }
  /* The last period gone, a Canadian block whose stones were not all
   * played in time, or a period of no length. */
  if (sp->system == CLOCK_BYOYOMI)
    s->periods = 0;
  s->period_ms = 0;
  s->flagged = true;
}

/* The time from since to now; none when now is not later (a clock is
 * never given time back), and no overflow whatever the two are. */
static int64_t elapsed(int64_t now, int64_t since)
{
  if (now <= since)
    return 0;
  if (since < 0 && now > INT64_MAX + since)
    return INT64_MAX;
  return now - since;
}

enum color clock_update(game_clock *c, int64_t now)
{
  enum color r = c->running;
  if (r != COLOR_BLACK && r != COLOR_WHITE)
    return COLOR_EMPTY;
  bool was = c->side[r].flagged;
  spend(&c->spec, &c->side[r], elapsed(now, c->since));
  c->since = now;
  return !was && c->side[r].flagged ? r : COLOR_EMPTY;
}

void clock_start(game_clock *c, enum color col, int64_t now)
{
  clock_update(c, now);
  c->running = clock_on(c) ? col : COLOR_EMPTY;
  c->since = now;
}

void clock_stop(game_clock *c, int64_t now)
{
  clock_update(c, now);
  c->running = COLOR_EMPTY;
}

enum color clock_move(game_clock *c, int64_t now)
{
  enum color r = c->running;
  if (r != COLOR_BLACK && r != COLOR_WHITE)
    return COLOR_EMPTY;
  enum color out = clock_update(c, now);
  clock_side *s = &c->side[r];
  const clock_spec *sp = &c->spec;
  if (!s->flagged) {
    if (sp->system == CLOCK_BYOYOMI && s->overtime) {
      s->period_ms = sp->period_ms; /* moved in time: the period is kept whole */
    } else if (sp->system == CLOCK_CANADIAN && s->overtime && --s->stones <= 0) {
      s->stones = sp->stones; /* the stones played: a new period */
      s->period_ms = sp->period_ms;
    } else if (sp->system == CLOCK_FISCHER && sp->increment_ms > 0) {
      /* Never past the bound a record can hold: the time left is written
       * after the move and must read back. */
      int64_t most = sp->cap_ms > 0 && sp->cap_ms < CLOCK_MAX_MS ? sp->cap_ms : CLOCK_MAX_MS;
      int64_t sum =
          sp->increment_ms < INT64_MAX - s->main_ms ? s->main_ms + sp->increment_ms : INT64_MAX;
      s->main_ms = sum < most ? sum : most;
    }
  }
  clock_start(c, color_other(r), now);
  return out;
}

clock_side clock_peek(const game_clock *c, enum color col, int64_t now)
{
  clock_side s = c->side[col];
  if (col == c->running)
    spend(&c->spec, &s, elapsed(now, c->since));
  return s;
}

/* --- numbers, read strictly: digits, at most one decimal point, nothing else -- */

static bool blank(char c) { return c == ' ' || c == '\t'; }

/* A number beyond every bound: digits after it are not added (no overflow). */
#define DECIMAL_BIG ((int64_t)1 << 50)

/* whole + num / den, as read. */
typedef struct decimal {
  int64_t whole, num, den;
} decimal;

/* Reads digits, and when fraction allows, one point and more digits (the
 * first nine count). Returns the end, or NULL when s does not start with a
 * digit or a point is not followed by one. No sign, blank, hex or exponent:
 * what follows is the caller's to judge. */
static const char *read_decimal(const char *s, bool fraction, decimal *d)
{
  if (!isdigit((unsigned char)*s))
    return NULL;
  *d = (decimal){0, 0, 1};
  for (; isdigit((unsigned char)*s); s++)
    if (d->whole < DECIMAL_BIG)
      d->whole = d->whole * 10 + (*s - '0');
  if (fraction && *s == '.') {
    if (!isdigit((unsigned char)s[1]))
      return NULL;
    for (s++; isdigit((unsigned char)*s); s++)
      if (d->den < 1000000000) {
        d->num = d->num * 10 + (*s - '0');
        d->den *= 10;
      }
  }
  return s;
}

/* d units of unit_ms (at most an hour's), rounded to the millisecond; more
 * than CLOCK_MAX_MS is INT64_MAX, out of every bound. */
static int64_t decimal_ms(const decimal *d, int64_t unit_ms)
{
  if (d->whole > CLOCK_MAX_MS)
    return INT64_MAX;
  /* At most 10^10 * 3.6 10^6 and 10^9 * 3.6 10^6: far from overflow. */
  return d->whole * unit_ms + (d->num * unit_ms + d->den / 2) / d->den;
}

/* --- text -------------------------------------------------------------------------------- */

/* What is wrong with a text clock_parse refuses. */
enum parse_fault {
  PARSE_OK,
  PARSE_SHAPE,  /* not one of the forms */
  PARSE_NUMBER, /* a number that is not plain decimal digits */
  PARSE_TIME,   /* a time beyond CLOCK_MAX_SECONDS */
  PARSE_COUNT,  /* periods or stones out of 1..CLOCK_MAX_PERIODS/STONES */
};

/* A duration: "1h30m", "10m", "90s", "1.5m", "2m30s", or plain seconds;
 * hours, minutes, seconds in that order, each once, seconds (with their
 * "s" or none) last. The end of what was read goes to *end. */
static enum parse_fault duration(const char *s, int64_t *ms, const char **end)
{
  static const struct {
    char unit;
    int64_t ms;
  } units[] = {{'h', 3600000}, {'m', 60000}, {'s', 1000}};
  int64_t total = 0;
  size_t next = 0; /* the first unit still allowed */
  for (;;) {
    decimal d;
    const char *e = read_decimal(s, true, &d);
    if (!e)
      return PARSE_SHAPE;
    size_t u = next;
    while (u < 3 && *e != units[u].unit)
      u++;
    if (u < 3)
      e++;
    else if (isalpha((unsigned char)*e))
      return PARSE_SHAPE; /* a unit out of order, or none Hoshi knows */
    else
      u = 2; /* plain seconds */
    int64_t part = decimal_ms(&d, units[u].ms);
    if (part > CLOCK_MAX_MS - total)
      return PARSE_TIME;
    total += part;
    s = e;
    next = u + 1;
    if (next >= 3 || !isdigit((unsigned char)*s))
      break; /* seconds end a duration */
  }
  *ms = total;
  *end = s;
  return PARSE_OK;
}

/* Whether text holds a number written some other way than decimal digits
 * with at most one point: a sign, hex, an exponent, inf or nan, a point
 * with no digit beside it. None of these is in any form clock_parse reads. */
static bool odd_number(const char *t)
{
  for (const char *p = t; *p; p++) {
    bool after_digit = p > t && isdigit((unsigned char)p[-1]);
    bool starts = !(p > t && (isdigit((unsigned char)p[-1]) || p[-1] == '.'));
    if (*p == '-' || (after_digit && (*p == 'e' || *p == 'E')) ||
        (*p == '0' && starts && (p[1] == 'x' || p[1] == 'X')) || strncasecmp(p, "inf", 3) == 0 ||
        strncasecmp(p, "nan", 3) == 0)
      return true;
    if (*p == '.') {
      if (!after_digit || !isdigit((unsigned char)p[1]))
        return true;
      const char *q = p + 1;
      while (isdigit((unsigned char)*q))
        q++;
      if (*q == '.')
        return true; /* two points in one number */
    }
  }
  return false;
}

static bool fail(hoshi_error *why, const char *text, enum parse_fault f)
{
  switch (f) {
  case PARSE_NUMBER:
    return hoshi_fail(why,
                      _("'%s' is not a time system: numbers are written in decimal digits, "
                        "with at most one decimal point (no sign, no 0x, no exponent)"),
                      text);
  case PARSE_TIME:
    return hoshi_fail(why,
                      _("'%s' is not a time system: a time is at most %d seconds (about %d days)"),
                      text, CLOCK_MAX_SECONDS, CLOCK_MAX_SECONDS / 86400);
  case PARSE_COUNT:
    return hoshi_fail(why,
                      _("'%s' is not a time system: byo-yomi has 1 to %d periods, Canadian 1 to "
                        "%d stones"),
                      text, CLOCK_MAX_PERIODS, CLOCK_MAX_STONES);
  case PARSE_OK:
  case PARSE_SHAPE:
    break;
  }
  return hoshi_fail(why,
                    _("'%s' is not a time system: write 30m (absolute), 10m+5x30s (byo-yomi), "
                      "5m+20/5m (Canadian) or 5m+10s (Fischer); empty or %s: no clock"),
                    text, _("none"));
}

/* The spec of buf: a time system with no blanks around and no "!warn". */
static enum parse_fault parse_spec(const char *s, clock_spec *out)
{
  const char *e;
  enum parse_fault f = duration(s, &out->main_ms, &e);
  if (f != PARSE_OK)
    return f;
  if (out->main_ms <= 0)
    return PARSE_SHAPE;
  s = e;
  if (!*s) {
    out->system = CLOCK_ABSOLUTE;
    return PARSE_OK;
  }
  if (*s++ != '+')
    return PARSE_SHAPE;
  /* "5x30s": byo-yomi; "20/5m": Canadian. */
  decimal n;
  const char *x = read_decimal(s, false, &n);
  if (x && (*x == 'x' || *x == '/')) {
    bool byoyomi = *x == 'x';
    out->system = byoyomi ? CLOCK_BYOYOMI : CLOCK_CANADIAN;
    if (n.whole < 1 || n.whole > (byoyomi ? CLOCK_MAX_PERIODS : CLOCK_MAX_STONES))
      return PARSE_COUNT;
    if (byoyomi)
      out->periods = (int)n.whole;
    else
      out->stones = (int)n.whole;
    f = duration(x + 1, &out->period_ms, &e);
    if (f != PARSE_OK)
      return f;
    return *e || out->period_ms <= 0 ? PARSE_SHAPE : PARSE_OK;
  }
  /* "10s", "10s<20m": Fischer. */
  out->system = CLOCK_FISCHER;
  f = duration(s, &out->increment_ms, &e);
  if (f != PARSE_OK)
    return f;
  if (out->increment_ms <= 0)
    return PARSE_SHAPE;
  if (*e == '<') {
    f = duration(e + 1, &out->cap_ms, &e);
    if (f != PARSE_OK)
      return f;
    if (out->cap_ms < out->main_ms)
      return PARSE_SHAPE;
  }
  return *e ? PARSE_SHAPE : PARSE_OK;
}

bool clock_parse(const char *text, clock_spec *out, hoshi_error *why)
{
  memset(out, 0, sizeof *out);
  if (!text)
    text = "";
  /* Blanks around are a typing slip, not a different time system. */
  const char *from = text;
  while (blank(*from))
    from++;
  size_t n = strlen(from);
  while (n && blank(from[n - 1]))
    n--;
  char buf[64];
  if (n >= sizeof buf)
    return fail(why, text, PARSE_SHAPE); /* longer than any form: never cut short */
  memcpy(buf, from, n);
  buf[n] = 0;
  static const char warn[] = "!warn";
  size_t w = sizeof warn - 1;
  if (n >= w && strcmp(buf + n - w, warn) == 0) {
    out->warn_only = true;
    n -= w;
    while (n && blank(buf[n - 1]))
      n--;
    buf[n] = 0;
  }
  /* No clock: empty, "none", or "none" in the person's language. */
  if (!buf[0] || strcmp(buf, "none") == 0 || strcasecmp(buf, _("none")) == 0) {
    out->system = CLOCK_NONE;
    return true;
  }
  enum parse_fault f = odd_number(buf) ? PARSE_NUMBER : parse_spec(buf, out);
  if (f == PARSE_OK)
    return true;
  bool warn_only = out->warn_only;
  memset(out, 0, sizeof *out);
  out->warn_only = warn_only;
  return fail(why, text, f);
}

/* A duration as clock_parse reads it: "1h30m", "10m", "90s" -> "1m30s";
 * a part of a second kept ("0.5s"), so that the text reads back the same. */
static void format_duration(int64_t ms, char *out, size_t len)
{
  int64_t s = ms / 1000, frac = ms % 1000;
  int64_t h = s / 3600, m = s / 60 % 60, sec = s % 60;
  int n = 0;
  out[0] = 0;
  if (h)
    n += snprintf(out + n, len - (size_t)n, "%lldh", (long long)h);
  if (m)
    n += snprintf(out + n, len - (size_t)n, "%lldm", (long long)m);
  if (frac) {
    char f[8];
    snprintf(f, sizeof f, "%03lld", (long long)frac);
    for (size_t k = strlen(f); k > 1 && f[k - 1] == '0'; k--)
      f[k - 1] = 0;
    snprintf(out + n, len - (size_t)n, "%lld.%ss", (long long)sec, f);
  } else if (sec || (!h && !m)) {
    snprintf(out + n, len - (size_t)n, "%llds", (long long)sec);
  }
}

void clock_format(const clock_spec *s, char *out, size_t len)
{
  char m[24], p[24];
  format_duration(s->main_ms, m, sizeof m);
  switch (s->system) {
  case CLOCK_NONE:
    snprintf(out, len, "none");
    return;
  case CLOCK_ABSOLUTE:
    snprintf(out, len, "%s", m);
    break;
  case CLOCK_BYOYOMI:
    format_duration(s->period_ms, p, sizeof p);
    snprintf(out, len, "%s+%dx%s", m, s->periods, p);
    break;
  case CLOCK_CANADIAN:
    format_duration(s->period_ms, p, sizeof p);
    snprintf(out, len, "%s+%d/%s", m, s->stones, p);
    break;
  case CLOCK_FISCHER: {
    format_duration(s->increment_ms, p, sizeof p);
    char cap[24] = "";
    if (s->cap_ms > 0) {
      cap[0] = '<';
      format_duration(s->cap_ms, cap + 1, sizeof cap - 1);
    }
    snprintf(out, len, "%s+%s%s", m, p, cap);
    break;
  }
  }
  if (s->warn_only)
    snprintf(out + strlen(out), len - strlen(out), "!warn");
}

void clock_format_time(int64_t ms, char *out, size_t len)
{
  /* Rounded up: a clock shows 0:00 only when the time is out. */
  int64_t s = ms <= 0 ? 0 : ms / 1000 + (ms % 1000 != 0);
  if (s >= 3600)
    snprintf(out, len, "%lld:%02lld:%02lld", (long long)(s / 3600), (long long)(s / 60 % 60),
             (long long)(s % 60));
  else
    snprintf(out, len, "%lld:%02lld", (long long)(s / 60), (long long)(s % 60));
}

/* --- the record ----------------------------------------------------------------------- */

static void seconds(int64_t ms, char *out, size_t len)
{
  if (ms % 1000 == 0)
    snprintf(out, len, "%lld", (long long)(ms / 1000));
  else
    snprintf(out, len, "%.1f", (double)ms / 1000.0);
}

void clock_sgf_overtime(const clock_spec *s, char *out, size_t len)
{
  char a[24], b[24];
  switch (s->system) {
  case CLOCK_BYOYOMI:
    seconds(s->period_ms, a, sizeof a);
    snprintf(out, len, "%dx%s byo-yomi", s->periods, a);
    break;
  case CLOCK_CANADIAN:
    seconds(s->period_ms, a, sizeof a);
    snprintf(out, len, "%d/%s Canadian", s->stones, a);
    break;
  case CLOCK_FISCHER:
    seconds(s->increment_ms, a, sizeof a);
    if (s->cap_ms > 0) {
      seconds(s->cap_ms, b, sizeof b);
      snprintf(out, len, "%s Fischer cap %s", a, b);
    } else {
      snprintf(out, len, "%s Fischer", a);
    }
    break;
  default:
    out[0] = 0;
  }
}

static bool has_word(const char *s, const char *w)
{
  size_t n = strlen(w);
  for (; *s; s++)
    if (strncasecmp(s, w, n) == 0)
      return true;
  return false;
}

/* A record's time in seconds at s: SGF's Real with no minus ("45", "12.5",
 * "+30"), an "s" after it allowed. Returns the end, or NULL when no such
 * number starts there; *ms as read (INT64_MAX when out of every bound). */
static const char *sgf_seconds(const char *s, int64_t *ms)
{
  if (*s == '+')
    s++;
  decimal d;
  const char *e = read_decimal(s, true, &d);
  if (!e)
    return NULL;
  *ms = decimal_ms(&d, 1000);
  return *e == 's' ? e + 1 : e;
}

/* A record's count at s (periods, stones): digits, a "+" before them
 * allowed. Returns the end or NULL; *n capped past every bound. */
static const char *sgf_count(const char *s, int64_t *n)
{
  if (*s == '+')
    s++;
  decimal d;
  const char *e = read_decimal(s, false, &d);
  if (e)
    *n = d.whole;
  return e;
}

/* Blanks skipped; true when nothing else is left. */
static bool only_blanks(const char *s)
{
  while (blank(*s))
    s++;
  return !*s;
}

/* A whole property value that is a time from 0 to CLOCK_MAX_MS. */
static bool sgf_time_value(const char *v, int64_t *ms)
{
  while (blank(*v))
    v++;
  const char *e = sgf_seconds(v, ms);
  return e && only_blanks(e) && *ms <= CLOCK_MAX_MS;
}

/* A whole property value that is a count from 0 to max. */
static bool sgf_count_value(const char *v, int max, int *n)
{
  while (blank(*v))
    v++;
  int64_t k;
  const char *e = sgf_count(v, &k);
  if (!e || !only_blanks(e) || k > max)
    return false;
  *n = (int)k;
  return true;
}

/* What is wrong with an OT Hoshi recognises. */
enum ot_fault {
  OT_OK,
  OT_UNKNOWN, /* not a form Hoshi reads: no overtime, nothing refused */
  OT_PERIODS, /* byo-yomi periods not 1..CLOCK_MAX_PERIODS */
  OT_STONES,  /* Canadian stones not 1..CLOCK_MAX_STONES */
  OT_TIME,    /* a period, a block or an increment not in (0, CLOCK_MAX_MS] */
  OT_CAP,     /* Fischer's cap not in [0, CLOCK_MAX_MS] */
};

/* The end of the word at s (up to a blank or the end). */
static const char *word_end(const char *s)
{
  while (*s && !blank(*s))
    s++;
  return s;
}

/* Reads OT into out's overtime; the part at fault in [*bad, *bad_end). */
static enum ot_fault read_overtime(const char *ot, clock_spec *out, const char **bad,
                                   const char **bad_end)
{
  const char *p = ot;
  while (blank(*p))
    p++;
  const char *head_end = word_end(p);
  const char *x = NULL, *slash = NULL;
  for (const char *q = p; q < head_end; q++) {
    if (!x && (*q == 'x' || *q == 'X'))
      x = q;
    if (!slash && *q == '/')
      slash = q;
  }
  /* A form is recognised by its separator after something like a number,
   * or by its name: "nanx30 byo-yomi" is a byo-yomi to refuse, "max 3
   * minutes" no overtime at all. */
  bool numberish = isdigit((unsigned char)*p) || *p == '+' || *p == '-' || *p == '.';
  int64_t n = 0, ms = 0;
  const char *e;
  if (x && (!slash || x < slash) && (numberish || has_word(ot, "byo"))) {
    *bad = p, *bad_end = x;
    e = sgf_count(p, &n);
    if (e != x || n < 1 || n > CLOCK_MAX_PERIODS)
      return OT_PERIODS;
    const char *t = x;
    while (*t == 'x' || *t == 'X')
      t++;
    *bad = t, *bad_end = head_end;
    e = sgf_seconds(t, &ms);
    if (e != head_end || ms <= 0 || ms > CLOCK_MAX_MS)
      return OT_TIME;
    out->system = CLOCK_BYOYOMI;
    out->periods = (int)n;
    out->period_ms = ms;
    return OT_OK;
  }
  if (slash && (numberish || has_word(ot, "canad"))) {
    *bad = p, *bad_end = slash;
    e = sgf_count(p, &n);
    if (e != slash || n < 1 || n > CLOCK_MAX_STONES)
      return OT_STONES;
    *bad = slash + 1, *bad_end = head_end;
    e = sgf_seconds(slash + 1, &ms);
    if (e != head_end || ms <= 0 || ms > CLOCK_MAX_MS)
      return OT_TIME;
    out->system = CLOCK_CANADIAN;
    out->stones = (int)n;
    out->period_ms = ms;
    return OT_OK;
  }
  if (!has_word(ot, "fischer"))
    return OT_UNKNOWN;
  *bad = p, *bad_end = head_end;
  e = sgf_seconds(p, &ms);
  if (e != head_end || ms <= 0 || ms > CLOCK_MAX_MS)
    return OT_TIME;
  out->system = CLOCK_FISCHER;
  out->increment_ms = ms;
  const char *cap = strstr(ot, "cap");
  if (cap) {
    const char *c = cap + 3;
    while (blank(*c))
      c++;
    *bad = c, *bad_end = word_end(c);
    e = sgf_seconds(c, &ms);
    if (e != *bad_end || ms > CLOCK_MAX_MS)
      return OT_CAP;
    out->cap_ms = ms;
  }
  return OT_OK;
}

bool clock_from_sgf(const char *tm, const char *ot, clock_spec *out)
{
  memset(out, 0, sizeof *out);
  if (!tm || !sgf_time_value(tm, &out->main_ms)) {
    out->main_ms = 0;
    return false;
  }
  out->system = CLOCK_ABSOLUTE;
  const char *bad, *bad_end;
  if (ot && *ot && read_overtime(ot, out, &bad, &bad_end) != OT_OK) {
    /* Refused or unknown: TM alone. */
    clock_spec tm_only = {.system = CLOCK_ABSOLUTE, .main_ms = out->main_ms};
    *out = tm_only;
  }
  if (out->system == CLOCK_ABSOLUTE && out->main_ms <= 0) {
    out->system = CLOCK_NONE; /* no time at all: no clock */
    return false;
  }
  return true;
}

/* value as a message shows it: at most 40 bytes, cut before a UTF-8
 * sequence, "..." when cut. */
static const char *shown_value(const char *v, size_t len, char out[48])
{
  size_t n = len;
  if (n > 40) {
    n = 40;
    while (n > 0 && ((unsigned char)v[n] & 0xC0) == 0x80)
      n--;
  }
  snprintf(out, 48, "%.*s%s", (int)n, v, n < len ? "..." : "");
  return out;
}

static bool has_overtime(const clock_spec *s)
{
  return (s->system == CLOCK_BYOYOMI && s->periods > 0) ||
         (s->system == CLOCK_CANADIAN && s->stones > 0);
}

bool clock_sgf_check(const clock_spec *s, const char *id, const char *value, hoshi_error *why)
{
  if (!id || !value)
    return true;
  char v[48], part[48];
  shown_value(value, strlen(value), v);
  int64_t ms;
  int n;
  if (strcmp(id, "TM") == 0 || strcmp(id, "BL") == 0 || strcmp(id, "WL") == 0) {
    if (sgf_time_value(value, &ms))
      return true;
    return hoshi_fail(why, _("%s[%s] is not a time (seconds from 0 to %d)"), id, v,
                      CLOCK_MAX_SECONDS);
  }
  if (strcmp(id, "OB") == 0 || strcmp(id, "OW") == 0) {
    if (!*value)
      return true;
    bool stones = s && s->system == CLOCK_CANADIAN;
    if (!sgf_count_value(value, stones ? CLOCK_MAX_STONES : CLOCK_MAX_PERIODS, &n))
      return hoshi_fail(why, _("%s[%s] is not a number of periods or stones from 0 to %d"), id, v,
                        stones ? CLOCK_MAX_STONES : CLOCK_MAX_PERIODS);
    if (s && !has_overtime(s))
      return hoshi_fail(why, _("%s[%s]: the game's time system has no periods or stones"), id, v);
    return true;
  }
  if (strcmp(id, "OT") != 0)
    return true;
  clock_spec spec = {0};
  const char *bad = value, *bad_end = value;
  switch (read_overtime(value, &spec, &bad, &bad_end)) {
  case OT_OK:
  case OT_UNKNOWN:
    return true;
  case OT_PERIODS:
    return hoshi_fail(why, _("%s[%s]: '%s' is not a number of periods from 1 to %d"), id, v,
                      shown_value(bad, (size_t)(bad_end - bad), part), CLOCK_MAX_PERIODS);
  case OT_STONES:
    return hoshi_fail(why, _("%s[%s]: '%s' is not a number of stones from 1 to %d"), id, v,
                      shown_value(bad, (size_t)(bad_end - bad), part), CLOCK_MAX_STONES);
  case OT_TIME:
    return hoshi_fail(why, _("%s[%s]: '%s' is not a time of more than 0 and at most %d seconds"),
                      id, v, shown_value(bad, (size_t)(bad_end - bad), part), CLOCK_MAX_SECONDS);
  case OT_CAP:
    return hoshi_fail(why, _("%s[%s]: the cap '%s' is not a time of at most %d seconds"), id, v,
                      shown_value(bad, (size_t)(bad_end - bad), part), CLOCK_MAX_SECONDS);
  }
  return true;
}

void clock_sgf_left(const clock_side *s, char *bl, size_t bl_len, char *ob, size_t ob_len)
{
  seconds(clock_left_ms(s), bl, bl_len);
  if (s->overtime)
    snprintf(ob, ob_len, "%d", s->periods ? s->periods : s->stones);
  else
    ob[0] = 0;
}

bool clock_set_left(game_clock *c, enum color col, const char *left, const char *ob)
{
  if (!left)
    return true;
  if (col != COLOR_BLACK && col != COLOR_WHITE)
    return false;
  bool white = col == COLOR_WHITE;
  if (!clock_sgf_check(&c->spec, white ? "WL" : "BL", left, NULL) ||
      !clock_sgf_check(&c->spec, white ? "OW" : "OB", ob, NULL))
    return false; /* the side keeps what it had */
  clock_side *s = &c->side[col];
  int64_t ms = 0;
  (void)sgf_time_value(left, &ms);
  if (ob && *ob) {
    bool byoyomi = c->spec.system == CLOCK_BYOYOMI;
    int n = 0;
    (void)sgf_count_value(ob, byoyomi ? CLOCK_MAX_PERIODS : CLOCK_MAX_STONES, &n);
    s->overtime = true;
    s->main_ms = 0;
    s->period_ms = ms;
    s->periods = byoyomi ? n : 0;
    s->stones = byoyomi ? 0 : n;
  } else {
    s->overtime = false;
    s->main_ms = ms;
  }
  s->flagged = ms <= 0;
  return true;
}
