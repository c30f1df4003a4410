/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hoshi --analyze (see analyze.h). */
#include "app/analyze.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"

static int answer_ms = 30000; /* an engine's answer (--engine-timeout) */
#define SLICE_MS      250     /* a search slice when a number of visits is asked */
#define VISITS_MAX_MS 60000

typedef struct session {
  gtp_process p;
  gtp_caps caps;
  gtp_position have;
  bool have_known;
  enum analysis_method method;
  gtp_response r; /* large: kept here, not on the stack */
} session;

/* What went wrong with an answer, in words. */
static const char *trouble(const session *s, enum gtp_io io)
{
  return io == GTP_IO_OK        ? s->r.text
         : io == GTP_IO_TIMEOUT ? _("no answer in time")
         : io == GTP_IO_GARBAGE ? s->p.garbage
                                : _("it stopped");
}

/* An ordinary command; an optional one ('?') may fail. */
static bool ask(session *s, const char *cmd, FILE *err)
{
  bool optional = cmd[0] == '?';
  enum gtp_io io = gtp_process_ask(&s->p, optional ? cmd + 1 : cmd, &s->r, answer_ms);
  if (io == GTP_IO_OK && (s->r.success || optional))
    return true;
  fprintf(err, _("hoshi: the engine did not do '%s': %s\n"), optional ? cmd + 1 : cmd,
          trouble(s, io));
  return false;
}

/* Brings the engine to the game's current position. */
static bool sync(session *s, const game *g, FILE *err)
{
  gtp_position want = {0};
  if (!gtp_position_of_game(g, &want))
    return false;
  const char **cmds = NULL;
  int n = gtp_sync_commands(s->have_known ? &s->have : NULL, &want, &s->caps, &cmds);
  bool ok = n >= 0;
  for (int i = 0; ok && i < n; i++)
    ok = ask(s, cmds[i], err);
  gtp_argv_free(cmds);
  if (s->have_known)
    gtp_position_free(&s->have);
  s->have = want;
  s->have_known = ok;
  return ok;
}

/* The estimate of the current position, from Black's view: win rate (NAN
 * when the engine gives none) and score lead (NAN likewise). */
static bool estimate(session *s, const game *g, int visits, double seconds, double *winrate,
                     double *lead, FILE *err)
{
  *winrate = *lead = NAN;
  enum color c = game_to_move(g);
  int think = seconds > 0 ? (int)lround(seconds * 1000) : visits > 0 ? SLICE_MS : 1000;
  char cmd[96];
  analysis_command(s->method, c, think, false, cmd, sizeof cmd);
  if (s->method == ANALYSIS_ESTIMATE) {
    if (!ask(s, cmd, err))
      return false;
    analysis_estimate_lead(s->r.text, lead);
    return true;
  }
  analysis a = {0};
  for (int spent = 0;;) {
    enum gtp_io io = gtp_process_analyze(&s->p, cmd, think, &s->r, answer_ms);
    if (io != GTP_IO_OK || !s->r.success) {
      fprintf(err, _("hoshi: the engine did not analyse: %s\n"), trouble(s, io));
      return false;
    }
    analysis now;
    if (analysis_parse(s->r.text, game_size(g), &now))
      a = now;
    spent += think;
    if (visits <= 0 || a.visits >= visits || spent >= VISITS_MAX_MS)
      break;
  }
  if (!a.n) {
    fprintf(err, "%s", _("hoshi: the engine gave no candidate move\n"));
    return false;
  }
  analysis_for_black(&a, c, winrate, lead);
  return true;
}

static bool start(session *s, const char *engine, FILE *err)
{
  const char **argv = NULL;
  hoshi_error why = {0};
  if (gtp_split_command_line(engine, &argv, &why) < 0 ||
      !gtp_process_start(&s->p, argv, NULL, &why)) {
    fprintf(err, _("hoshi: cannot start the engine '%s': %s\n"), engine, why.message);
    gtp_argv_free(argv);
    return false;
  }
  gtp_argv_free(argv);
  if (!ask(s, "list_commands", err))
    return false;
  gtp_caps_read(s->r.text, &s->caps);
  s->method = analysis_method_of(s->r.text);
  if (s->method == ANALYSIS_NONE) {
    fprintf(err, _("hoshi: '%s' offers no analysis (kata-analyze, lz-analyze or estimate_score)\n"),
            engine);
    return false;
  }
  return true;
}

/* Counts the main line's positions. */
static int positions(game *g)
{
  game_last(g);
  int n = (int)g->depth;
  game_first(g);
  return n;
}

int analyze_record(const char *file, const char *engine, int visits, double seconds, int timeout_s,
                   const char *save, FILE *err)
{
  if (timeout_s > 0)
    answer_ms = timeout_s * 1000;
  if (!file || !engine || !save) {
    fprintf(err, "%s",
            _("hoshi: --analyze needs a record, an engine and where to save: hoshi --analyze "
              "FILE.sgf --engine \"katago gtp\" --save OUT.sgf\n"));
    return 2;
  }
  game g;
  hoshi_error why = {0};
  if (!game_init(&g, 19, NULL) || !game_load_file(&g, file, NULL, &why)) {
    fprintf(err, "hoshi: %s: %s\n", file, why.message);
    game_deinit(&g);
    return 2;
  }
  session *s = os_calloc(1, sizeof *s);
  if (!s || !start(s, engine, err)) {
    if (s && s->p.proc)
      gtp_process_stop(&s->p);
    free(s);
    game_deinit(&g);
    return s ? 1 : 2;
  }
  int n = positions(&g), done = 0;
  bool ok = true;
  for (int k = 0; k < n && ok; k++) {
    if (k > 0 && !game_forward(&g))
      break;
    double wr, lead;
    ok = sync(s, &g, err) && estimate(s, &g, visits, seconds, &wr, &lead, err);
    if (!ok)
      break;
    if (!game_set_estimate(&g, wr, lead)) {
      fprintf(err, "%s", _("hoshi: out of memory\n"));
      ok = false;
      break;
    }
    done++;
    char w[32] = "", l[32] = "";
    if (!isnan(wr))
      snprintf(w, sizeof w, _(" Black %.1f%%"), wr * 100);
    if (!isnan(lead))
      snprintf(l, sizeof l, _(" Black %+.1f"), lead);
    fprintf(err, _("hoshi: position %d of %d:%s%s\n"), k + 1, n, w, l);
  }
  gtp_process_stop(&s->p);
  if (s->have_known)
    gtp_position_free(&s->have);
  free(s);
  game_first(&g);
  int status = ok ? 0 : 1;
  if (!game_save_file(&g, save, &why)) {
    fprintf(err, "hoshi: %s: %s\n", save, why.message);
    status = 2;
  } else if (!ok) {
    fprintf(err, _("hoshi: the first %d positions are analysed and saved in %s\n"), done, save);
  }
  game_deinit(&g);
  return status;
}
