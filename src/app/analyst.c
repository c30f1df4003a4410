/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Live analysis (see analyst.h). */
#include "app/analyst.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/score.h"
#include "hoshi/os.h"

static void stop(analyst *an)
{
  if (an->worker)
    gtp_worker_free(an->worker);
  if (an->have_known)
    gtp_position_free(&an->have);
  an->worker = NULL;
  an->have_known = false;
  an->busy = false;
  an->on = false;
  an->method = ANALYSIS_NONE;
  an->result_at = an->asked_at = NULL;
  an->estimate[0] = 0;
}

void analyst_free(analyst *an) { stop(an); }

void analyst_ownership(analyst *an, app_status *status)
{
  an->ownership = !an->ownership;
  an->result_at = NULL; /* asked again, with or without it */
  an->asked_at = NULL;
  status_say(status, false, "%s",
             an->ownership ? _("Ownership shown when the engine gives it (KataGo).")
                           : _("Ownership hidden."));
}

void analyst_toggle(analyst *an, const players *p, const char *name, app_status *status)
{
  if (an->on) {
    stop(an);
    status_say(status, false, "%s", _("Analysis off."));
    return;
  }
  const engine_list *e = &p->engines;
  int k = name && *name ? engines_find(e, name) : -1;
  if (k < 0)
    k = engines_find(e, ENGINE_GNUGO_NAME);
  /* The first engine with a program: the built-in capture player does
   * not analyse. */
  for (int i = 0; k < 0 && i < e->n; i++)
    if (!e->list[i].builtin)
      k = i;
  if (k >= 0 && e->list[k].builtin)
    k = -1;
  if (k < 0) {
    status_say(status, true, "%s",
               _("No engine to analyse with: add KataGo, Leela Zero or GNU Go to the settings "
                 "(see docs/engines.md)."));
    return;
  }
  const char **argv = NULL;
  hoshi_error why = {0};
  if (gtp_split_command_line(e->list[k].command, &argv, &why) < 0 ||
      !(an->worker =
            gtp_worker_new(argv, p->log_path[0] ? p->log_path : NULL, p->wake, p->wake_ctx))) {
    status_say(status, true, _("%s cannot analyse: %s"), e->list[k].name,
               why.message[0] ? why.message : _("out of memory"));
    gtp_argv_free(argv);
    return;
  }
  gtp_argv_free(argv);
  an->on = true;
  an->engine = k;
  an->think_ms = e->analysis_ms > 0 ? e->analysis_ms : ANALYST_THINK_MS;
  snprintf(an->name, sizeof an->name, "%s", e->list[k].name);
  status_say(status, false, _("Analysis by %s: A stops it."), an->name);
}

/* The position of node n, whatever the game's current node (which stays). */
static bool position_of(game *g, const sgf_node *n, gtp_position *pos)
{
  sgf_node *back = game_current(g);
  if (!game_goto_node(g, n))
    return false;
  bool ok = gtp_position_of_game(g, pos);
  game_goto_node(g, back);
  return ok;
}

void analyst_walk(analyst *an, const players *p, game *g, app_status *status)
{
  if (an->walking) {
    an->walking = false;
    status_say(status, false,
               _("The game's analysis stopped at position %d of %d; what was done "
                 "is kept."),
               an->walk_at + 1, an->walk_n);
    return;
  }
  if (!an->on)
    analyst_toggle(an, p, p->engines.analysis, status);
  if (!an->on)
    return;
  an->walk_n = 0;
  for (const sgf_node *s = g->root; s; s = s->children)
    an->walk_n++;
  an->walking = true;
  an->walk_at = 0;
  an->walk_node = g->root;
  status_say(status, false, _("Analysing the game with %s: Shift+A stops."), an->name);
}

/* One look at the position, c to move, as the worker takes it: a stream
 * is given its time ("~MS command"). */
static void look_command(const analyst *an, enum color c, bool ownership, char *out, size_t n)
{
  char command[80];
  analysis_command(an->method, c, an->think_ms, ownership, command, sizeof command);
  if (an->method == ANALYSIS_ESTIMATE)
    snprintf(out, n, "%s", command);
  else
    snprintf(out, n, "~%d %s", an->think_ms, command);
}

/* Brings the engine to want and asks for one look there, c to move; while
 * what it can do is not known, only starts it. Takes want. */
static void ask(analyst *an, const players *p, gtp_position *want, const sgf_node *at, enum color c,
                bool ownership, bool for_walk)
{
  bool known = an->method != ANALYSIS_NONE;
  const char **sync = NULL;
  int k = known ? gtp_sync_commands(an->have_known ? &an->have : NULL, want, &an->caps, &sync) : 0;
  /* As many commands as the sync takes (a whole record is hundreds of
   * moves), and the look. */
  const char **commands = k >= 0 ? os_malloc(((size_t)k + 2) * sizeof *commands) : NULL;
  char look[96];
  int n = 0;
  for (int i = 0; commands && i < k; i++)
    commands[n++] = sync[i];
  if (commands && known) {
    look_command(an, c, ownership, look, sizeof look);
    commands[n++] = look;
  } else if (commands) {
    commands[n++] = "name"; /* the first job starts it: list_commands comes with it */
  }
  if (commands)
    commands[n] = NULL;
  if (commands &&
      gtp_worker_submit(an->worker, ++an->job, commands, n, p->engines.timeout_s * 1000)) {
    an->busy = true;
    /* Only a look answers about a position: the starting job's answer is
     * the engine's name, not an estimate. */
    an->asked_at = known ? at : NULL;
    an->asked_for_walk = for_walk;
    if (an->have_known)
      gtp_position_free(&an->have);
    an->have_known = known;
    if (known)
      an->have = *want;
    else
      gtp_position_free(want);
  } else {
    gtp_position_free(want);
  }
  gtp_argv_free(sync);
  free(commands);
}

void analyst_step(analyst *an, const players *p, game *g)
{
  if (!an->on || an->busy || !an->worker)
    return;
  if (an->walking && an->method != ANALYSIS_NONE) {
    gtp_position want = {0};
    if (!position_of(g, an->walk_node, &want)) {
      gtp_position_free(&want);
      an->walking = false;
      return;
    }
    sgf_node *back = game_current(g);
    enum color c = game_goto_node(g, an->walk_node) ? game_to_move(g) : COLOR_BLACK;
    game_goto_node(g, back);
    an->walk_color = c;
    ask(an, p, &want, an->walk_node, c, false, true);
    return;
  }
  /* GNU Go's estimate does not change with thinking: asked once a position. */
  if (an->method == ANALYSIS_ESTIMATE && an->asked_at == game_current(g))
    return;
  gtp_position want = {0};
  if (gtp_position_of_game(g, &want))
    ask(an, p, &want, game_current(g), game_to_move(g), an->ownership, false);
}

/* An answer about the walk's node, written on it (Black's view). */
static void write_estimate(analyst *an, game *g, const char *answer)
{
  double wr = NAN, lead = NAN;
  /* Who was to move there: the other of its move's colour. */
  enum color c = an->walk_color;
  if (an->method == ANALYSIS_ESTIMATE) {
    analysis_estimate_lead(answer, &lead);
  } else {
    analysis a;
    if (!analysis_parse(answer, game_size(g), &a))
      return;
    analysis_for_black(&a, c, &wr, &lead);
  }
  sgf_node *back = game_current(g);
  if (game_goto_node(g, an->walk_node)) {
    if (!game_set_estimate(g, wr, lead))
      an->walking = false;
    game_goto_node(g, back);
  }
}

bool analyst_collect(analyst *an, game *g, app_status *status)
{
  if (!an->worker)
    return false;
  gtp_result *r = gtp_worker_poll(an->worker);
  if (!r)
    return false;
  an->busy = false;
  bool changed = false;
  if (r->started) {
    /* A fresh engine holds nothing: what it can do decides how to ask. */
    an->have_known = false;
    gtp_caps_read(r->known ? r->known : "", &an->caps);
    const char *list = r->known ? r->known : "";
    an->method = analysis_method_of(list);
    if (an->method == ANALYSIS_NONE) {
      status_say(status, true,
                 _("%s offers no analysis (kata-analyze, lz-analyze or estimate_score): "
                   "analysis off."),
                 an->name);
      gtp_result_free(r);
      stop(an);
      return true;
    }
  }
  if (r->outcome != GTP_DONE) {
    status_say(status, true, _("%s stopped analysing (%s): analysis off."), an->name, r->why);
    gtp_result_free(r);
    stop(an);
    return true;
  }
  const char *last = r->answered > 0 ? r->answers[r->answered - 1] : NULL;
  /* A live look still in flight when the walk began answers the live
   * view, not the walk (its side to move is not the walk's). */
  if (last && an->walking && an->asked_for_walk && an->asked_at == an->walk_node) {
    /* The walk: the estimate goes on its node, and on to the next. */
    write_estimate(an, g, last);
    an->walk_node = an->walk_node->children;
    an->walk_at++;
    if (!an->walk_node) {
      an->walking = false;
      status_say(status, false, _("The game is analysed: %d positions, the graph under the panel."),
                 an->walk_n);
    }
    an->walked = true;
    gtp_result_free(r);
    return true;
  }
  if (last && !an->asked_for_walk && an->asked_at == game_current(g)) {
    if (an->method == ANALYSIS_ESTIMATE) {
      snprintf(an->estimate, sizeof an->estimate, "%s", last);
      an->result_at = an->asked_at;
      changed = true;
    } else if (an->method != ANALYSIS_NONE) {
      analysis a;
      if (analysis_parse(last, game_size(g), &a)) {
        an->result = a;
        an->result_at = an->asked_at;
        changed = true;
      }
    }
  }
  gtp_result_free(r);
  return changed;
}

void analyst_view(const analyst *an, const game *g, ui_view *v)
{
  if (!an->on)
    return;
  char line[sizeof((view_line *)0)->text];
  if (an->result_at != game_current(g)) {
    snprintf(line, sizeof line, _("Analysis by %s: thinking..."), an->name);
  } else if (an->method == ANALYSIS_ESTIMATE) {
    /* TRANSLATORS: the figure first, then whose it is: "B+12.5: GNU Go's
     * estimate, not a count". */
    double lead;
    if (analysis_estimate_lead(an->estimate, &lead) && isfinite(lead)) {
      char re[16], shown[32];
      score_format_result(lead, re, sizeof re);
      snprintf(line, sizeof line, _("%s: %s's estimate, not a count"),
               i18n_result(re, shown, sizeof shown), an->name);
    } else if (!an->estimate[0]) {
      snprintf(line, sizeof line, _("%s gives no estimate of this position."), an->name);
    } else {
      /* An answer in words: whole (the panel wraps it). */
      snprintf(line, sizeof line, _("%s's estimate: %s"), an->name, an->estimate);
    }
  } else {
    const analysis *a = &an->result;
    /* The parser's values are in their domains (visits up to 10^9 each):
     * their sum and shares in 64 bits. */
    long long total = 0;
    for (int i = 0; i < a->n; i++)
      total += a->moves[i].visits;
    for (int i = 0; i < a->n && v->n_candidates < VIEW_CANDIDATES; i++) {
      const analysis_move *m = &a->moves[i];
      if (m->x < 0)
        continue;
      view_candidate *c = &v->candidates[v->n_candidates++];
      c->x = (uint8_t)m->x;
      c->y = (uint8_t)m->y;
      c->winrate = (uint16_t)(m->winrate * 1000 + 0.5);
      c->share = (uint8_t)(total ? (long long)m->visits * 100 / total : 0);
      c->best = i == 0;
    }
    const analysis_move *b = &a->moves[0];
    enum color c = game_to_move(g);
    /* Ownership: the points either side holds by more than half, shaded. */
    int size = game_size(g);
    for (int p = 0; an->ownership && a->has_ownership && p < size * size; p++)
      if (a->ownership[p] > 0.5f || a->ownership[p] < -0.5f)
        v->shade[view_index(v, p % size, p / size)] =
            (uint8_t)(a->ownership[p] > 0 ? c : color_other(c));
    /* TRANSLATORS: the figures first, then whose they are: "Black 54.3%,
     * White ahead by 2.1: KataGo, 1200 visits". */
    if (b->has_score)
      snprintf(line, sizeof line, _("%s %.1f%%, %s ahead by %.1f: %s, %d visits"),
               app_color_name(c), b->winrate * 100,
               app_color_name(b->score_lead >= 0 ? c : color_other(c)),
               b->score_lead >= 0 ? b->score_lead : -b->score_lead, an->name, a->visits);
    else
      snprintf(line, sizeof line, _("%s %.1f%%: %s, %d visits"), app_color_name(c),
               b->winrate * 100, an->name, a->visits);
  }
  view_begin(v, BLOCK_ANALYSIS);
  view_line *l = view_add_line(v, true);
  if (l)
    snprintf(l->text, sizeof l->text, "%s", line);
  view_begin(v, BLOCK_PROGRESS);
  if (an->walking && an->walk_n > 0 && (l = view_add_line(v, false))) {
    /* The walk's progress, as a bar. */
    char bar[64] = "";
    int done = an->walk_at * 20 / an->walk_n;
    for (int i = 0; i < 20; i++)
      strcat(bar, i < done ? "\u2588" : "\u2591");
    snprintf(l->text, sizeof l->text, _("%s %d of %d (Shift+A stops)"), bar, an->walk_at,
             an->walk_n);
  }
}
