/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for what Hoshi reads from an engine: the input is an
 * engine's output. It is cut into answers as the client cuts its buffer
 * (gtp_response_end, at most GTP_RESPONSE_MAX bytes kept of one), each
 * answer is read (gtp_parse_response), and its text, and the whole input
 * as well, goes through every reader of answers on boards of several sizes:
 * genmove's move, vertex lists, list_commands, kata-analyze and lz-analyze
 * streams (analysis_parse, analysis_for_black) and GNU Go's estimate_score
 * (analysis_estimate_lead).
 *
 * Properties: nothing crashes or reads out of bounds; an answer ends just
 * past its first empty line and is read with its success, no CR and no
 * trailing blank; and whatever a reader hands out when it reports success
 * is in its domain: vertices on the board (a pass as -1, -1), visits not
 * negative, win rates and priors finite in [0, 1], score leads finite,
 * ownership finite in [-1, 1], an estimate's lead finite with the sign of
 * the colour it names.
 *
 * A broken property prints its name and traps, which libFuzzer reports as
 * a crash. HOSHI_FUZZ_IGNORE (names separated by commas) lets a run look
 * past properties already known to fail. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/gtp.h"

#include "property.h"

static const int sizes[] = {19, 9, 25, 5, 13};

static bool unit(double v) { return isfinite(v) && v >= 0 && v <= 1; }

static bool vertex_ok(int size, int x, int y) { return x >= 0 && x < size && y >= 0 && y < size; }

static void check_analysis(const char *text, int size)
{
  static analysis a;
  if (!analysis_parse(text, size, &a))
    return;
  PROPERTY("analysis-count", a.n >= 1 && a.n <= ANALYSIS_MOVES);
  PROPERTY("analysis-visits", a.visits >= 0 && a.visits == a.moves[0].visits);
  for (int i = 0; i < a.n; i++) {
    const analysis_move *m = &a.moves[i];
    PROPERTY("analysis-move-on-board", (m->x == -1 && m->y == -1) || vertex_ok(size, m->x, m->y));
    PROPERTY("analysis-move-visits", m->visits >= 0);
    PROPERTY("analysis-winrate", unit(m->winrate));
    PROPERTY("analysis-prior", unit(m->prior));
    PROPERTY("analysis-score-lead", !m->has_score || isfinite(m->score_lead));
  }
  if (a.has_ownership)
    for (int k = 0; k < size * size; k++)
      PROPERTY("analysis-ownership", isfinite(a.ownership[k]) && fabsf(a.ownership[k]) <= 1);
  double wb, lb, ww, lw;
  analysis_for_black(&a, COLOR_BLACK, &wb, &lb);
  analysis_for_black(&a, COLOR_WHITE, &ww, &lw);
  PROPERTY("for-black-winrate", unit(wb) && unit(ww) && fabs(wb + ww - 1) < 1e-9);
  PROPERTY("for-black-lead", a.moves[0].has_score ? isfinite(lb) && lb == -lw : isnan(lb));
}

/* Every reader of answers over one text. */
static void check_text(const char *text)
{
  double lead = 12345;
  if (analysis_estimate_lead(text, &lead)) {
    PROPERTY("estimate-finite", isfinite(lead));
    PROPERTY("estimate-sign", text[0] == 'B' ? lead >= 0 : lead <= 0);
  } else {
    PROPERTY("estimate-untouched", lead == 12345);
  }
  gtp_caps caps;
  gtp_caps_read(text, &caps);
  enum analysis_method m = analysis_method_of(text);
  PROPERTY("analysis-method", m != ANALYSIS_KATA || gtp_lists_command(text, "kata-analyze"));
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
    int size = sizes[k];
    int x = -7, y = -7;
    enum gtp_genmove g = gtp_parse_genmove(text, size, &x, &y);
    if (g == GTP_GENMOVE_MOVE) {
      PROPERTY("genmove-on-board", vertex_ok(size, x, y));
      char v[4];
      board_vertex_format(size, x, y, v);
      int x2, y2;
      PROPERTY("genmove-round-trip",
               gtp_parse_genmove(v, size, &x2, &y2) == GTP_GENMOVE_MOVE && x2 == x && y2 == y);
    }
    static int xs[BOARD_MAX_SIZE * BOARD_MAX_SIZE], ys[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
    int n = gtp_parse_vertices(text, size, xs, ys, size * size);
    PROPERTY("vertices-count", n >= -1 && n <= size * size);
    for (int i = 0; i < n; i++)
      PROPERTY("vertices-on-board", vertex_ok(size, xs[i], ys[i]));
    check_analysis(text, size);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  const char *buf = (const char *)data;
  /* The whole output as one text, as a stream's reader may see it. */
  char *whole = malloc(size + 1);
  static char raw[GTP_RESPONSE_MAX];
  static gtp_response r;
  if (!whole)
    return 0;
  memcpy(whole, data, size);
  whole[size] = '\0';
  check_text(whole);
  free(whole);
  /* The answers, one by one, as the client takes them from its buffer. */
  for (size_t at = 0; at < size;) {
    size_t end = gtp_response_end(buf + at, size - at);
    PROPERTY("framing-in-bounds", end <= size - at);
    if (!end)
      break;
    PROPERTY("framing-after-empty-line", buf[at + end - 1] == '\n');
    PROPERTY("framing-first-empty-line", gtp_response_end(buf + at, end - 1) == 0);
    size_t m = end < sizeof raw ? end : sizeof raw - 1;
    memcpy(raw, buf + at, m);
    raw[m] = '\0';
    at += end;
    if (!gtp_parse_response(raw, &r))
      continue;
    size_t len = strlen(r.text);
    PROPERTY("response-length", len < sizeof r.text);
    PROPERTY("response-no-cr", !strchr(r.text, '\r'));
    PROPERTY("response-no-trailing-blank",
             len == 0 || (r.text[len - 1] != '\n' && r.text[len - 1] != ' '));
    PROPERTY("response-success", r.success == (raw[strspn(raw, "\n\r ")] == '='));
    PROPERTY("response-id", !r.has_id || r.id >= 0);
    check_text(r.text);
  }
  return 0;
}
