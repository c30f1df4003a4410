/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Playing (see play.h). */
#include "app/play.h"

#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "app/graph.h"
#include "app/prompt.h" /* enum prompt_kind only: the hub opens the prompt */
#include "app/tree.h"

void play_init(play_state *p)
{
  memset(p, 0, sizeof *p);
  tools_init(&p->tools);
  p->hover_x = p->hover_y = -1;
  p->cursor_x = p->cursor_y = -1;
}

void play_reset(play_state *p, const game *g)
{
  p->ended = game_current(g) && game_over_by_rules(g);
  p->resigned = COLOR_EMPTY;
  p->placing = 0;
  p->n_placed = 0;
}

bool play_live(const play_state *p) { return !p->ended && p->placing == 0; }

void play_game_over(play_state *p) { p->ended = true; }

void play_resumed(play_state *p)
{
  p->ended = false;
  p->resigned = COLOR_EMPTY;
}

/* --- moves ------------------------------------------------------------------------ */

bool play_capture_end(const game *g, char *out, size_t n)
{
  enum color w = game_capture_winner(g);
  if (w == COLOR_EMPTY)
    return false;
  int took = game_captures(g, w);
  if (took == 1)
    snprintf(out, n, _("%s captured a stone: %s wins."), app_color_name(w), app_color_name(w));
  else
    snprintf(out, n, P_("%s captured %d stone: %s wins.", "%s captured %d stones: %s wins.", took),
             app_color_name(w), took, app_color_name(w));
  return true;
}

/* The capture goal reached: the game is over, its winner recorded as
 * RE[B+] or RE[W+] (docs/rules.md, the capture game) and said. */
static void capture_end(play_state *p, const play_context *ctx)
{
  char said[160], re[4];
  play_capture_end(ctx->game, said, sizeof said);
  snprintf(re, sizeof re, "%c+", game_capture_winner(ctx->game) == COLOR_BLACK ? 'B' : 'W');
  p->ended = true;
  if (!game_set_result(ctx->game, re)) {
    status_say(ctx->status, true, "%s", _("Out of memory: the result could not be recorded."));
    return;
  }
  status_say(ctx->status, false, "%s", said);
}

/* Says what the move just played did; on two passes the game is over and
 * the request asks for the count; at the capture goal it is over and won. */
static void after_move(play_state *p, const play_context *ctx, app_request *req)
{
  const game *g = ctx->game;
  const game_step *st = game_current_step(g);
  if (game_capture_winner(g) != COLOR_EMPTY) {
    capture_end(p, ctx);
    req->dirty = true;
    return;
  }
  if (st->move == POINT_PASS && g->board.passes >= 2 && rules_passes_end_game(g->rules)) {
    p->ended = true;
    req->kind = REQ_ENTER_SCORING;
    return;
  }
  /* Who moved: "Black", or "GNU Go 3.8 (Black)". */
  char who[160];
  const char *engine = ctx->seats.name[st->color];
  if (engine)
    snprintf(who, sizeof who, _("%s (%s)"), engine, app_color_name(st->color));
  else
    snprintf(who, sizeof who, "%s", app_color_name(st->color));
  if (st->move == POINT_PASS) {
    if (rules_passes_end_game(g->rules))
      status_say(ctx->status, false, _("%s passed. %s to play; a second pass ends the game."), who,
                 app_color_name(game_to_move(g)));
    else
      status_say(ctx->status, false, _("%s passed. %s to play; passes never end the capture game."),
                 who, app_color_name(game_to_move(g)));
    return;
  }
  char v[5];
  board_move_format(&g->board, st->move, v);
  status_echo(ctx->status, _("%s played %s. %s to play."), who, v, app_color_name(game_to_move(g)));
  if (st->repeats && rules_reports_repetition(g->rules))
    status_append(ctx->status, "%s",
                  _(" The whole board repeats an earlier position (a triple ko or the like): if "
                    "both players agree, N ends the game with no result (J89 art. 12)."));
}

enum move_status play_move(play_state *p, const play_context *ctx, enum color c, point at,
                           app_request *req)
{
  game *g = ctx->game;
  int held = g->board.captures[c];
  unsigned long stamp = g->records->stamp;
  enum move_status s = game_play(g, c, at);
  if (s != MOVE_LEGAL) {
    status_say(ctx->status, true, "%s", move_status_sentence(s));
    return s;
  }
  /* A move the record already has is followed, not added: nothing changed. */
  req->dirty = g->records->stamp != stamp;
  after_move(p, ctx, req);
  bool ended = p->ended;
  int took = g->board.captures[c] - held;
  sound_push(ctx->sounds,
             at == POINT_PASS ? SOUND_PASS
             : took > 0       ? SOUND_CAPTURE
                              : SOUND_STONE,
             took);
  if (took > 0 && !ended)
    status_append(ctx->status, P_(" %s captured %d stone.", " %s captured %d stones.", took),
                  app_color_name(c), took);
  return MOVE_LEGAL;
}

/* Says why an ended game takes no move; false while it goes on. */
static bool refuse_when_over(const play_state *p, const play_context *ctx)
{
  if (!p->ended)
    return false;
  char won[160];
  if (p->resigned)
    status_say(ctx->status, true,
               _("The game is over: %s resigned. Ctrl+Z to take it back, Ctrl+N for a new game."),
               app_color_name(p->resigned));
  else if (play_capture_end(ctx->game, won, sizeof won))
    status_say(ctx->status, true,
               _("The game is over: %s Ctrl+Z takes the capture back, Ctrl+N starts a new game."),
               won);
  else
    status_say(ctx->status, true, "%s",
               _("The game is over: both players passed. S counts it; Ctrl+Z takes the last "
                 "pass back."));
  return true;
}

/* Says why a person cannot move for an engine; false when it is a
 * person's turn. */
static bool refuse_engine_turn(const play_context *ctx)
{
  enum color c = game_to_move(ctx->game);
  if (!ctx->seats.engine[c])
    return false;
  status_say(ctx->status, true,
             _("It is %s's turn (%s): wait for its move, or press E to play %s yourself."),
             ctx->seats.name[c], app_color_name(c), app_color_name(c));
  return true;
}

bool play_resign(play_state *p, const play_context *ctx, enum color c)
{
  char re[8];
  snprintf(re, sizeof re, "%c+R", c == COLOR_BLACK ? 'W' : 'B');
  if (!game_set_result(ctx->game, re)) {
    status_say(ctx->status, true, "%s", _("Out of memory: the result could not be recorded."));
    return false;
  }
  p->resigned = c;
  p->ended = true;
  char shown[32];
  status_say(ctx->status, false, _("%s resigned: %s wins (%s)."), app_color_name(c),
             app_color_name(color_other(c)), i18n_result(re, shown, sizeof shown));
  return true;
}

bool play_resign_to_move(play_state *p, const play_context *ctx)
{
  enum color c = game_to_move(ctx->game);
  if (ctx->seats.engine[c] && !ctx->seats.engine[color_other(c)])
    c = color_other(c);
  return play_resign(p, ctx, c);
}

bool play_no_result(play_state *p, const play_context *ctx)
{
  game *g = ctx->game;
  int move = game_repetition(g);
  if (!move) {
    if (rules_reports_repetition(g->rules))
      status_say(ctx->status, true, "%s",
                 _("No whole-board position has repeated in this game: there is no 'no result' "
                   "to record."));
    else
      status_say(ctx->status, true,
                 _("The %s rules forbid repeating a position, so a game never ends without "
                   "result."),
                 rules_sentence_name(g->rules));
    return false;
  }
  char c[200];
  snprintf(c, sizeof c,
           _("No result (J89 art. 12): move %d repeated an earlier whole-board position and the "
             "players agreed to end the game."),
           move);
  if (!game_set_result(g, "Void") || !game_set_root_note(g, c, APP_COUNT_MARKER)) {
    status_say(ctx->status, true, "%s", _("Out of memory: the result could not be recorded."));
    return false;
  }
  p->ended = true;
  status_say(ctx->status, false, "%s", c);
  return true;
}

/* --- handicap and markup ---------------------------------------------------------- */

static app_request place_handicap(play_state *p, const play_context *ctx, int x, int y)
{
  game *g = ctx->game;
  point at = board_point(&g->board, x, y);
  for (int i = 0; i < p->n_placed; i++)
    if (p->placed[i] == at) {
      memmove(p->placed + i, p->placed + i + 1, (size_t)(p->n_placed - i - 1) * sizeof(point));
      p->n_placed--;
      status_say(ctx->status, false, _("Handicap stone taken back: %d of %d placed."), p->n_placed,
                 p->n_placed + p->placing);
      p->placing++;
      return REQUEST_DONE;
    }
  p->placed[p->n_placed++] = at;
  p->placing--;
  if (p->placing > 0) {
    status_say(ctx->status, false, _("Handicap stone %d placed; %d more."), p->n_placed,
               p->placing);
    return REQUEST_DONE;
  }
  hoshi_error why = {0};
  if (!game_free_handicap(g, p->placed, p->n_placed, &why)) {
    status_say(ctx->status, true, _("These handicap stones are refused: %s."), why.message);
    p->placing = p->n_placed;
    p->n_placed = 0;
    return REQUEST_DONE;
  }
  p->n_placed = 0;
  status_say(ctx->status, false, "%s", _("Handicap placed. White plays first."));
  app_request r = REQUEST_DONE;
  r.dirty = true;
  return r;
}

void play_tool_name(const play_state *p, char *out, size_t n)
{
  if (p->tools.tool == TOOL_LABEL)
    snprintf(out, n, _("label \"%s\""), p->tools.label);
  else
    snprintf(out, n, "%s", tools_name(p->tools.tool));
}

/* A click, or Enter on the cursor: place a handicap stone, a mark, or play. */
static app_request act_at(play_state *p, const play_context *ctx, int x, int y)
{
  if (p->placing > 0)
    return place_handicap(p, ctx, x, y);
  if (p->tools.tool != TOOL_PLAY)
    return tools_press(&p->tools, ctx->game, ctx->status, x, y);
  app_request r = REQUEST_DONE;
  if (refuse_when_over(p, ctx) || refuse_engine_turn(ctx))
    return r;
  play_move(p, ctx, game_to_move(ctx->game), board_point(&ctx->game->board, x, y), &r);
  return r;
}

/* --- navigation -------------------------------------------------------------------- */

static app_request navigated(play_state *p, const play_context *ctx, bool moved)
{
  if (!moved) {
    status_say(ctx->status, false, "%s", _("There is no move there."));
    return REQUEST_DONE;
  }
  const game *g = ctx->game;
  play_reset(p, g);
  status_echo(ctx->status, _("Move %d. %s to play."), game_move_number(g),
              app_color_name(game_to_move(g)));
  return REQUEST_DONE;
}

/* Ctrl+Z, Ctrl+Y: a handicap stone taken back while placing; else back
 * and forward along the line (the moves stay as a variation). */
static app_request undo(play_state *p, const play_context *ctx, int arg)
{
  game *g = ctx->game;
  if (p->placing > 0 || p->n_placed > 0) {
    if (p->n_placed > 0) {
      p->n_placed--;
      p->placing++;
      status_say(ctx->status, false, "%s", _("Handicap stone taken back."));
    }
    return REQUEST_DONE;
  }
  if (arg > 0)
    return navigated(p, ctx, game_forward(g));
  bool moved = game_back(g);
  /* Against an engine, undo takes back its answer and your move: it is
   * then your turn again. */
  if (moved && ctx->seats.engine[game_to_move(g)] &&
      !ctx->seats.engine[color_other(game_to_move(g))])
    game_back(g);
  return navigated(p, ctx, moved);
}

static app_request step(play_state *p, const play_context *ctx, int n)
{
  game *g = ctx->game;
  bool moved = false;
  for (int i = 0; i < (n < 0 ? -n : n); i++)
    moved |= n < 0 ? game_back(g) : game_forward(g);
  return navigated(p, ctx, moved);
}

static app_request cursor(play_state *p, const play_context *ctx, int dir)
{
  int n = game_size(ctx->game);
  if (dir == 0) {
    if (p->cursor_x >= 0)
      return act_at(p, ctx, p->cursor_x, p->cursor_y);
    status_say(ctx->status, false, "%s", _("Move the cursor with Shift+arrows first, or click."));
    return REQUEST_DONE;
  }
  if (p->cursor_x < 0) {
    p->cursor_x = p->cursor_y = n / 2;
  } else {
    p->cursor_x += dir == 1 ? -1 : dir == 2 ? 1 : 0;
    p->cursor_y += dir == 3 ? -1 : dir == 4 ? 1 : 0;
    p->cursor_x = p->cursor_x < 0 ? 0 : p->cursor_x >= n ? n - 1 : p->cursor_x;
    p->cursor_y = p->cursor_y < 0 ? 0 : p->cursor_y >= n ? n - 1 : p->cursor_y;
  }
  char v[4];
  board_vertex_format(n, p->cursor_x, p->cursor_y, v);
  status_say(ctx->status, false, _("Cursor at %s: Enter or Space plays there."), v);
  return REQUEST_DONE;
}

/* --- the actions --------------------------------------------------------------------- */

static app_request pass(play_state *p, const play_context *ctx)
{
  app_request r = REQUEST_DONE;
  if (refuse_when_over(p, ctx) || refuse_engine_turn(ctx))
    return r;
  if (p->placing > 0) {
    status_say(ctx->status, true, "%s", _("Place the handicap stones first."));
    return r;
  }
  play_move(p, ctx, game_to_move(ctx->game), POINT_PASS, &r);
  return r;
}

/* --- the lesson's tools ------------------------------------------------------------- */

/* Ctrl+Shift+H: this move in the handout, or out of it. */
static app_request handout(const play_context *ctx)
{
  game *g = ctx->game;
  if (!game_toggle_handout(g)) {
    status_say(ctx->status, true, "%s", _("Out of memory."));
    return REQUEST_DONE;
  }
  status_say(ctx->status, false, "%s",
             game_handout_marked(game_current(g))
                 ? _("This move is in the handout (Ctrl+Shift+E: the marked "
                     "moves; Ctrl+Shift+H again: out).")
                 : _("This move is out of the handout."));
  app_request r = REQUEST_DONE;
  r.dirty = true;
  return r;
}

/* A click on the tree or the graph: go to that move; ignored off a move. */
static app_request goto_clicked(play_state *p, const play_context *ctx, enum app_action action,
                                const ui_input *in)
{
  game *g = ctx->game;
  if (action == ACT_GRAPH_GOTO) {
    if (!graph_goto(g, in->graph_at))
      return REQUEST_IGNORED;
  } else {
    sgf_node *n = tree_node_at(g, ctx->tree_cols, TREE_ROWS, in->tree_col, in->tree_row);
    if (!n)
      return REQUEST_IGNORED;
    game_goto_node(g, n);
  }
  return navigated(p, ctx, true);
}

/* The lesson's tools: those that open a dialog, ask first or reach
 * beyond the board go to the hub as requests. */
static app_request lesson_action(play_state *p, const play_context *ctx, enum app_action action,
                                 int arg, const ui_input *in)
{
  const game *g = ctx->game;
  switch (action) {
  case ACT_NEW_PROBLEM:
    return app_request_of(REQ_NEW_PROBLEM);
  case ACT_COMMENT:
    return app_request_of(REQ_OPEN_COMMENT);
  case ACT_GOTO:
    return app_request_arg(REQ_OPEN_PROMPT, PROMPT_GOTO);
  case ACT_NAME_NODE:
    return app_request_arg(REQ_OPEN_PROMPT, PROMPT_NAME);
  case ACT_DELETE_NODE:
    if (g->depth > 1)
      return app_request_of(REQ_CONFIRM_DELETE);
    status_say(ctx->status, true, "%s", _("The start of the game cannot be deleted."));
    return REQUEST_DONE;
  case ACT_SHOW_NEXT:
    return app_request_of(REQ_SHOW_NEXT);
  case ACT_GAME_INFO:
    return app_request_of(REQ_OPEN_INFO);
  case ACT_GAMES:
    if (game_count(g) >= 2)
      return app_request_of(REQ_OPEN_GAMES);
    status_say(ctx->status, false, "%s", _("This file holds one game only."));
    return REQUEST_DONE;
  case ACT_PROBLEM:
    return app_request_of(REQ_BEGIN_PROBLEM);
  case ACT_GUESS:
    return app_request_of(REQ_BEGIN_GUESS);
  case ACT_MARK_LINE:
    return app_request_arg(REQ_MARK_LINE, arg);
  case ACT_HANDOUT:
    return handout(ctx);
  case ACT_ANALYZE:
    return app_request_of(REQ_ANALYZE);
  case ACT_ANALYZE_GAME:
    return app_request_of(REQ_ANALYZE_GAME);
  case ACT_OWNERSHIP:
    return app_request_of(REQ_OWNERSHIP);
  case ACT_TREE:
    return app_request_of(REQ_TOGGLE_TREE);
  case ACT_GRAPH_GOTO:
  case ACT_TREE_GOTO:
    return goto_clicked(p, ctx, action, in);
  case ACT_NO_RESULT:
    return app_request_of(REQ_NO_RESULT);
  default:
    return REQUEST_IGNORED;
  }
}

app_request play_action(play_state *p, const play_context *ctx, enum app_action action, int arg,
                        const ui_input *in)
{
  game *g = ctx->game;
  switch (action) {
  case ACT_CLICK:
    return act_at(p, ctx, in->x, in->y);
  case ACT_CURSOR:
    return cursor(p, ctx, arg);
  case ACT_PASS:
    return pass(p, ctx);
  case ACT_RESIGN:
    if (refuse_when_over(p, ctx))
      return REQUEST_DONE;
    return app_request_of(REQ_CONFIRM_RESIGN);
  case ACT_SCORE:
    if (p->placing > 0) {
      status_say(ctx->status, true, "%s", _("Place the handicap stones first."));
      return REQUEST_DONE;
    }
    if (!rules_passes_end_game(g->rules)) {
      status_say(ctx->status, true,
                 P_("Nothing is counted in the capture game: the first to capture %d stone wins.",
                    "Nothing is counted in the capture game: the first to capture %d stones wins.",
                    game_capture_goal(g)),
                 game_capture_goal(g));
      return REQUEST_DONE;
    }
    return app_request_of(REQ_ENTER_SCORING);
  case ACT_UNDO:
    return undo(p, ctx, arg);
  case ACT_STEP:
    return step(p, ctx, arg ? arg : in->wheel > 0 ? -1 : 1);
  case ACT_STEP_TEN:
    return step(p, ctx, 10 * arg);
  case ACT_ENDS:
    if (arg < 0)
      game_first(g);
    else
      game_last(g);
    return navigated(p, ctx, true);
  case ACT_VARIATION:
    return navigated(p, ctx, arg < 0 ? game_previous_variation(g) : game_next_variation(g));
  case ACT_TOOL:
    if (arg == TOOL_LABEL) /* its text is asked for first */
      return app_request_arg(REQ_OPEN_PROMPT, PROMPT_LABEL);
    tools_choose(&p->tools, (enum play_tool)arg, ctx->status);
    return REQUEST_DONE;
  case ACT_SETUP_TURN:
    return tools_flip_turn(g, ctx->status);
  case ACT_PROMOTE: {
    app_request r = REQUEST_DONE;
    if (game_promote_line(g)) {
      r.dirty = true;
      status_say(ctx->status, false, "%s", _("This line is now the main line."));
    } else {
      status_say(ctx->status, false, "%s", _("This line is already the main line."));
    }
    return r;
  }
  case ACT_SETUP_CLEAR:
    return tools_clear_board(g, ctx->status);
  case ACT_ESCAPE:
    if (p->tools.tool == TOOL_PLAY && p->cursor_x < 0)
      return REQUEST_IGNORED;
    tools_drop(&p->tools);
    p->cursor_x = p->cursor_y = -1;
    status_say(ctx->status, false, "%s", _("Playing: clicks play moves."));
    return REQUEST_DONE;
  default:
    return lesson_action(p, ctx, action, arg, in);
  }
}

app_request play_pointer(play_state *p, const play_context *ctx, const ui_input *in)
{
  app_request r = tools_pointer(&p->tools, ctx->game, ctx->status, in);
  int x = -1, y = -1;
  if (in->kind == INPUT_MOTION && in->on_board) {
    x = in->x;
    y = in->y;
  }
  if (x != p->hover_x || y != p->hover_y) {
    p->hover_x = x;
    p->hover_y = y;
    r.redraw = true;
  }
  return r;
}
