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

/* --- text -------------------------------------------------------------------------------- */

/* A duration: "1h30m", "10m", "90s", "2m30s", or plain seconds. The end
 * of what was read goes to *end. false when nothing reads. */
static bool duration(const char *s, int64_t *ms, const char **end)
{
  int64_t total = 0;
  bool any = false;
  while (isdigit((unsigned char)*s)) {
    char *e;
    double v = strtod(s, &e);
    if (e == s || v < 0 || v > 1e7)
      return false;
    double unit = 1000;
    if (*e == 'h')
      unit = 3600e3, e++;
    else if (*e == 'm')
      unit = 60e3, e++;
    else if (*e == 's')
      e++;
    total += (int64_t)llround(v * unit);
    any = true;
    s = e;
    if (unit == 1000)
      break; /* seconds end a duration */
  }
  *ms = total;
  *end = s;
  return any;
}

static bool fail(hoshi_error *why, const char *text)
{
  return hoshi_fail(why,
                    _("'%s' is not a time system: write 30m (absolute), 10m+5x30s (byo-yomi), "
                      "5m+20/5m (Canadian) or 5m+10s (Fischer); empty or %s: no clock"),
                    text, _("none"));
}

bool clock_parse(const char *text, clock_spec *out, hoshi_error *why)
{
  memset(out, 0, sizeof *out);
  char buf[64];
  snprintf(buf, sizeof buf, "%s", text ? text : "");
  char *warn = strstr(buf, "!warn");
  if (warn) {
    *warn = 0;
    out->warn_only = true;
  }
  /* No clock: empty, "none", or "none" in the person's language. */
  size_t blank = strspn(buf, " \t");
  if (strcmp(buf, "none") == 0 || strcasecmp(buf, _("none")) == 0 || !buf[blank]) {
    out->system = CLOCK_NONE;
    return true;
  }
  const char *s = buf, *e;
  if (!duration(s, &out->main_ms, &e) || out->main_ms <= 0)
    return fail(why, text);
  s = e;
  if (!*s) {
    out->system = CLOCK_ABSOLUTE;
    return true;
  }
  if (*s++ != '+')
    return fail(why, text);
  /* "5x30s": byo-yomi; "20/5m": Canadian. */
  char *x;
  long n = strtol(s, &x, 10);
  if (x != s && (*x == 'x' || *x == '/') && n > 0 && n < 1000) {
    bool byoyomi = *x == 'x';
    out->system = byoyomi ? CLOCK_BYOYOMI : CLOCK_CANADIAN;
    if (byoyomi)
      out->periods = (int)n;
    else
      out->stones = (int)n;
    if (!duration(x + 1, &out->period_ms, &e) || *e || out->period_ms <= 0)
      return fail(why, text);
    return true;
  }
  /* "10s", "10s<20m": Fischer. */
  out->system = CLOCK_FISCHER;
  if (!duration(s, &out->increment_ms, &e) || out->increment_ms <= 0)
    return fail(why, text);
  if (*e == '<') {
    const char *f;
    if (!duration(e + 1, &out->cap_ms, &f) || *f || out->cap_ms < out->main_ms)
      return fail(why, text);
    e = f;
  }
  return *e ? fail(why, text) : true;
}

/* A duration as clock_parse reads it: "1h30m", "10m", "90s" -> "1m30s". */
static void format_duration(int64_t ms, char *out, size_t len)
{
  int64_t s = ms / 1000;
  int64_t h = s / 3600, m = s / 60 % 60, sec = s % 60;
  int n = 0;
  out[0] = 0;
  if (h)
    n += snprintf(out + n, len - (size_t)n, "%lldh", (long long)h);
  if (m)
    n += snprintf(out + n, len - (size_t)n, "%lldm", (long long)m);
  if (sec || (!h && !m))
    snprintf(out + n, len - (size_t)n, "%llds", (long long)sec);
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

bool clock_from_sgf(const char *tm, const char *ot, clock_spec *out)
{
  memset(out, 0, sizeof *out);
  char *e;
  double main = tm ? strtod(tm, &e) : -1;
  if (!tm || e == tm || main < 0 || main > 1e7)
    return false;
  out->main_ms = llround(main * 1000);
  out->system = CLOCK_ABSOLUTE;
  if (!ot || !*ot)
    return out->main_ms > 0;
  double a, b;
  int n;
  if (sscanf(ot, "%d%*[xX]%lf", &n, &a) == 2 && (has_word(ot, "byo") || strchr(ot, 'x'))) {
    out->system = CLOCK_BYOYOMI;
    out->periods = n;
    out->period_ms = llround(a * 1000);
  } else if (sscanf(ot, "%d/%lf", &n, &a) == 2) {
    out->system = CLOCK_CANADIAN;
    out->stones = n;
    out->period_ms = llround(a * 1000);
  } else if (sscanf(ot, "%lf", &a) == 1 && has_word(ot, "fischer")) {
    out->system = CLOCK_FISCHER;
    out->increment_ms = llround(a * 1000);
    const char *cap = strstr(ot, "cap");
    if (cap && sscanf(cap + 3, "%lf", &b) == 1)
      out->cap_ms = llround(b * 1000);
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

void clock_set_left(game_clock *c, enum color col, const char *left, const char *ob)
{
  if (!left)
    return;
  clock_side *s = &c->side[col];
  int64_t ms = llround(strtod(left, NULL) * 1000);
  if (ob && *ob) {
    s->overtime = true;
    s->main_ms = 0;
    s->period_ms = ms;
    if (c->spec.system == CLOCK_BYOYOMI)
      s->periods = atoi(ob);
    else
      s->stones = atoi(ob);
  } else {
    s->overtime = false;
    s->main_ms = ms;
  }
  s->flagged = ms <= 0;
}
