/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading an engine's analysis (see hoshi/gtp.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hoshi/board.h"
#include "hoshi/gtp.h"

/* The next word of s (after blanks) into w; the rest after it. */
static const char *word(const char *s, char *w, size_t n)
{
  while (*s == ' ' || *s == '\t')
    s++;
  size_t k = 0;
  while (*s && *s != ' ' && *s != '\t' && *s != '\n') {
    if (k + 1 < n)
      w[k++] = *s;
    s++;
  }
  w[k] = 0;
  return s;
}

/* The most points a lead can be: a whole board of the largest size. */
#define LEAD_MAX ((double)BOARD_MAX_SIZE * BOARD_MAX_SIZE)

/* A number an engine wrote, whole (an exponent is fine: engines print
 * 1e-05), finite and within lo..hi; false otherwise. */
static bool number(const char *v, double lo, double hi, double *out)
{
  char *end;
  double x = strtod(v, &end);
  if (end == v || *end || !isfinite(x) || x < lo || x > hi)
    return false;
  *out = x;
  return true;
}

/* A win rate or prior: kata-analyze's share from 0 to 1 (written with a
 * point), or lz-analyze's whole ten-thousandths (0 to 10000: "1" is
 * 0.01%, not 100%). */
static bool rate(const char *v, double *out)
{
  double r;
  if (!number(v, 0, 10000, &r))
    return false;
  bool whole = !strpbrk(v, ".eE");
  if (!whole && r > 1.0)
    return false;
  *out = whole ? r / 10000.0 : r;
  return true;
}

/* One "info move ..." group, up to the next "info" or the line's end: a
 * candidate only with its move and a win rate in range (a value out of its
 * domain leaves the candidate out, rather than making a certainty up). */
static bool parse_group(const char *s, const char *end, int size, analysis_move *m)
{
  *m = (analysis_move){.x = -1, .y = -1};
  bool have_move = false, have_rate = false, bad = false;
  char w[64];
  while (s < end) {
    s = word(s, w, sizeof w);
    if (!w[0] || s > end)
      break;
    char v[64];
    if (strcmp(w, "pv") == 0 || strcmp(w, "ownership") == 0 || strcmp(w, "pvVisits") == 0)
      break; /* the rest of the group is the variation */
    const char *after = word(s, v, sizeof v);
    if (strcmp(w, "move") == 0) {
      int xs[1], ys[1];
      if (strcasecmp(v, "pass") == 0) {
        have_move = true;
      } else if (gtp_parse_vertices(v, size, xs, ys, 1) == 1) {
        m->x = xs[0];
        m->y = ys[0];
        have_move = true;
      }
    } else if (strcmp(w, "visits") == 0) {
      double n;
      if (number(v, 0, 1e9, &n) && n == floor(n))
        m->visits = (int)n;
      else
        bad = true;
    } else if (strcmp(w, "winrate") == 0) {
      have_rate = rate(v, &m->winrate);
      bad |= !have_rate;
    } else if (strcmp(w, "scoreLead") == 0 || strcmp(w, "scoreMean") == 0) {
      m->has_score = number(v, -LEAD_MAX, LEAD_MAX, &m->score_lead);
      if (!m->has_score)
        m->score_lead = 0;
    } else if (strcmp(w, "prior") == 0) {
      if (!rate(v, &m->prior))
        m->prior = 0;
    } else {
      continue; /* a word Hoshi does not read: its value is the next word */
    }
    s = after;
  }
  return have_move && have_rate && !bad;
}

bool analysis_parse(const char *stream, int size, analysis *out)
{
  memset(out, 0, sizeof *out);
  /* The last line that starts with "info". */
  const char *line = NULL;
  for (const char *s = stream; s && *s;) {
    while (*s == '\n' || *s == ' ' || *s == '=')
      s++;
    if (strncmp(s, "info ", 5) == 0)
      line = s;
    s = strchr(s, '\n');
  }
  if (!line)
    return false;
  const char *end = strchr(line, '\n');
  if (!end)
    end = line + strlen(line);
  for (const char *g = line; g && g < end && out->n < ANALYSIS_MOVES;) {
    const char *next = strstr(g + 4, "info ");
    if (!next || next > end)
      next = end;
    if (strncmp(g, "info ", 5) == 0 && parse_group(g + 5, next, size, &out->moves[out->n]))
      out->n++;
    g = next < end ? next : NULL;
  }
  if (out->n)
    out->visits = out->moves[0].visits;
  /* The ownership, after the candidates on the same line. */
  const char *own = strstr(line, " ownership ");
  if (own && own < end) {
    own += 11;
    int k = 0;
    char *e;
    for (; k < size * size; k++) {
      double v = strtod(own, &e);
      if (e == own || !isfinite(v))
        break;
      out->ownership[k] = (float)(v < -1 ? -1 : v > 1 ? 1 : v);
      own = e;
    }
    out->has_ownership = k == size * size;
  }
  return out->n > 0;
}

enum analysis_method analysis_method_of(const char *list_commands)
{
  return gtp_lists_command(list_commands, "kata-analyze")     ? ANALYSIS_KATA
         : gtp_lists_command(list_commands, "lz-analyze")     ? ANALYSIS_LZ
         : gtp_lists_command(list_commands, "estimate_score") ? ANALYSIS_ESTIMATE
                                                              : ANALYSIS_NONE;
}

void analysis_command(enum analysis_method m, enum color c, int think_ms, bool ownership, char *out,
                      size_t n)
{
  if (m == ANALYSIS_ESTIMATE) {
    snprintf(out, n, "estimate_score");
    return;
  }
  /* The interval is in centiseconds. */
  snprintf(out, n, "%s %c %d%s", m == ANALYSIS_KATA ? "kata-analyze" : "lz-analyze",
           c == COLOR_BLACK ? 'B' : 'W', think_ms / 10 > 1 ? think_ms / 10 : 1,
           m == ANALYSIS_KATA && ownership ? " ownership true" : "");
}

void analysis_for_black(const analysis *a, enum color c, double *winrate, double *lead)
{
  const analysis_move *best = &a->moves[0];
  *winrate = c == COLOR_BLACK ? best->winrate : 1 - best->winrate;
  *lead = best->has_score ? (c == COLOR_BLACK ? 1 : -1) * best->score_lead : NAN;
}

bool analysis_estimate_lead(const char *answer, double *lead)
{
  if (answer[0] != 'B' && answer[0] != 'W')
    return false;
  const char *start = answer + 1 + (answer[1] == '+');
  if (*start < '0' || *start > '9')
    return false; /* "B+-3.5" would say White leads under Black's name */
  char *end;
  double v = strtod(start, &end);
  /* GNU Go: "W+10.3 (upper bound: 12.0, lower: 8.6)": the figure, then
   * words; a figure that is no number of points is no estimate. */
  if (end == start || (*end && *end != ' ') || !isfinite(v) || fabs(v) > LEAD_MAX)
    return false;
  *lead = answer[0] == 'B' ? v : -v;
  return true;
}
