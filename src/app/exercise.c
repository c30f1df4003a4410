/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Problems and guessing the next move, on the board (see exercise.h). */
#include "app/exercise.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/rng.h"
#include "app/filelist.h"
#include "app/panel.h"

void exercise_app_init(app_exercise *e)
{
  memset(e, 0, sizeof *e);
  e->guess_x = e->guess_y = -1;
  e->cursor_x = e->cursor_y = -1;
  e->rng = 0x243f6a8885a308d3u;
}

void exercise_app_deinit(app_exercise *e)
{
  problem_set_deinit(&e->set);
  exercise_lines_free(e->lines);
  e->lines = NULL;
}

/* --- the problem's correct lines ---------------------------------------------------------- */

static unsigned long stamp_of(const game *g) { return g->records ? g->records->stamp : 0; }

/* Whether the lines read are the problem's as its tree now stands. */
static bool lines_fresh(const app_exercise *e, const game *g)
{
  return e->lines && e->lines_start == e->problem.start && e->lines_stamp == stamp_of(g);
}

/* The problem's correct lines, read again when the problem or its tree
 * changed (a line marked): V asks of every child at every frame. */
static void keep_lines(app_exercise *e, const game *g)
{
  if (lines_fresh(e, g))
    return;
  exercise_lines_free(e->lines);
  e->lines = exercise_lines_read(&e->problem);
  e->lines_start = e->problem.start;
  e->lines_stamp = stamp_of(g);
}

/* Whether n is on a correct line: from the lines read, else asked. */
static bool on_line(const app_exercise *e, const game *g, const sgf_node *n)
{
  return lines_fresh(e, g) ? exercise_lines_through(e->lines, n)
                           : exercise_on_correct_line(&e->problem, n);
}

/* --- the set ----------------------------------------------------------------------------- */

bool exercise_set_open(app_exercise *e, const char *dir_or_file, const char *progress, char *first,
                       size_t len, int *tree, hoshi_error *why)
{
  if (!problem_set_open(&e->set, dir_or_file, why))
    return false;
  if (progress)
    progress_load(&e->set, progress);
  e->summary = false;
  *tree = e->set.items[e->set.index].game;
  problem_set_path(&e->set, e->set.index, first, len);
  return true;
}

/* --- a problem ------------------------------------------------------------------------- */

static void clear_try(app_exercise *e)
{
  e->judged = false;
  e->off_tree = false;
  e->reply = NULL;
  e->refuting = false;
  e->wrong_at = POINT_NONE;
  e->none_here = false;
}

bool exercise_problem_begin(app_exercise *e, const exercise_context *c)
{
  if (!exercise_problem_start(&e->problem, c->game)) {
    status_say(c->status, true, "%s",
               _("No move follows this position in the record: there is no answer to find."));
    return false;
  }
  clear_try(e);
  e->wrong_from = NULL;
  e->wrong_tries = 0;
  e->solved = false;
  e->answer_shown = false;
  e->peeked = false;
  e->summary = false;
  e->cursor_x = e->cursor_y = -1;
  e->rng ^= (uint64_t)c->now;
  keep_lines(e, c->game);
  status_echo(c->status, "%s", _("Click your answer on the board; Esc: back to the board."));
  return true;
}

static bool in_set(const app_exercise *e) { return e->set.key[0] != '\0'; }

static bool last_of_set(const app_exercise *e) { return e->set.index + 1 >= e->set.n; }

static void solved(app_exercise *e, const exercise_context *c)
{
  e->solved = true;
  sound_push(c->sounds, SOUND_SOLVED, 0);
  problem_set_result(&e->set, e->peeked ? SET_SHOWN : e->wrong_tries ? SET_RETRY : SET_FIRST_TRY);
  if (in_set(e) && last_of_set(e))
    e->summary = true;
  status_say(c->status, false, "%s",
             in_set(e) && !last_of_set(e)
                 ? _("Solved. Page Down: the next problem; Home: this one again.")
                 : _("Solved. Home: this problem again; Esc: back to the board."));
}

/* The node the student's next move is played from: after a wrong move,
 * down the wrong line while it goes on with the student to play, else
 * where the wrong move was played; the current node otherwise. */
static const sgf_node *play_from(const app_exercise *e, const game *g)
{
  const sgf_node *cur = game_current(g);
  if (!e->judged || e->verdict != EXERCISE_WRONG || e->off_tree || !e->before)
    return cur;
  bool goes_on = game_to_move(g) == e->problem.student && cur->children;
  return goes_on ? cur : e->before;
}

int exercise_correct_moves(const app_exercise *e, const game *g, ui_view *v)
{
  const sgf_node *from = play_from(e, g);
  const board *b = &g->board;
  int k = 0;
  for (const sgf_node *ch = from->children; ch; ch = ch->next) {
    enum color c;
    point p;
    if (!on_line(e, g, ch) || !game_node_move(g, ch, &c, &p) || c != e->problem.student ||
        p == POINT_PASS)
      continue;
    /* The first child with its move is the one a click goes to. */
    if (from == game_current(g) && game_child_with_move(g, c, p) != ch)
      continue;
    if (v) {
      int at = view_index(v, board_x(b, p), board_y(b, p));
      v->next[at] = (uint8_t)c;
      v->next_label[at][0] = (char)('A' + k % 26);
    }
    k++;
  }
  return k;
}

/* Where a new move of the student is played from, after a wrong one: down
 * the wrong line while it goes on with the student to play, else back to
 * where the wrong move was played. */
static void before_new_try(app_exercise *e, game *g)
{
  if (!e->judged || e->verdict != EXERCISE_WRONG) {
    clear_try(e);
    return;
  }
  const sgf_node *from = play_from(e, g);
  if (from != game_current(g))
    game_goto_node(g, from);
  clear_try(e);
  /* Still down a wrong line: the verdict stays until the student is back. */
  if (e->wrong_from && game_current(g) != e->wrong_from) {
    e->judged = true;
    e->verdict = EXERCISE_WRONG;
  } else {
    e->wrong_from = NULL;
  }
}

/* The verdict said, and the reply to come. */
static void judged(app_exercise *e, const exercise_context *c, sgf_node *child)
{
  switch (e->verdict) {
  case EXERCISE_WRONG:
    e->wrong_tries++;
    sound_push(c->sounds, SOUND_WRONG, 0);
    problem_set_result(&e->set, SET_FAILED);
    if (!e->wrong_from)
      e->wrong_from = e->before;
    /* The tree's answer to a wrong move, with its comment: the why. */
    e->reply = child && child->children ? exercise_reply(&e->problem, child, NULL) : NULL;
    e->refuting = e->reply != NULL;
    e->reply_due = c->now + EXERCISE_REPLY_MS;
    status_say(c->status, false, "%s",
               e->off_tree ? _("That move is not among the problem's answers.")
               : e->reply  ? _("Wrong: see the answer to it...")
                           : _("That move leads to a wrong line."));
    break;
  case EXERCISE_SOLVED:
    solved(e, c);
    break;
  case EXERCISE_GOOD:
    e->reply = exercise_reply(&e->problem, child, &e->rng);
    e->reply_due = c->now + EXERCISE_REPLY_MS;
    if (!e->reply)
      solved(e, c);
    else
      status_say(c->status, false, "%s", _("Right. The answer comes..."));
    if (e->reply)
      sound_push(c->sounds, SOUND_STONE, 0);
    break;
  }
}

/* The student's move at p (POINT_PASS: a pass). */
static app_request answer(app_exercise *e, const exercise_context *c, point p)
{
  game *g = c->game;
  if (e->solved) {
    status_say(c->status, false, "%s",
               _("This problem is solved: Home tries it again, Page Down goes to the next."));
    return REQUEST_DONE;
  }
  if (e->reply)
    return REQUEST_IGNORED; /* the reply comes first */
  before_new_try(e, g);
  enum color student = e->problem.student;
  if (game_to_move(g) != student)
    return REQUEST_IGNORED;
  move_effect eff = game_check(g, student, p);
  if (eff.status != MOVE_LEGAL) {
    status_say(c->status, true, "%s", move_status_sentence(eff.status));
    return REQUEST_DONE;
  }
  e->before = game_current(g);
  sgf_node *child = game_child_with_move(g, student, p);
  if (!child) {
    /* Not in the tree: wrong, on a copy of the board. */
    e->board_shown = g->board;
    board_play(&e->board_shown, student, p);
    e->off_tree = true;
    e->wrong_at = p;
    e->verdict = EXERCISE_WRONG;
  } else {
    game_goto_node(g, child);
    e->verdict = exercise_judge(&e->problem, child);
  }
  e->judged = true;
  judged(e, c, child);
  return REQUEST_DONE;
}

bool exercise_waiting(const app_exercise *e) { return e->reply != NULL; }

bool exercise_tick(app_exercise *e, const exercise_context *c)
{
  if (!e->reply || c->now < e->reply_due)
    return false;
  const sgf_node *reply = e->reply;
  e->reply = NULL;
  game_goto_node(c->game, reply);
  sound_push(c->sounds, SOUND_STONE, 0);
  if (e->refuting) {
    /* The refutation is on the board, its comment in the panel. */
    e->refuting = false;
    status_say(c->status, false,
               reply->children ? _("Wrong. %s to play on, or try again (Ctrl+Z).")
                               : _("Wrong. %s to play: try again (Ctrl+Z)."),
               app_color_name(e->problem.student));
  } else if (exercise_judge(&e->problem, reply) == EXERCISE_SOLVED || !reply->children) {
    solved(e, c);
  } else {
    e->judged = false; /* the student's turn again */
    status_say(c->status, false, _("%s to play again."), app_color_name(e->problem.student));
  }
  return true;
}

/* Ctrl+Z: back to where the line went wrong. */
static app_request try_again(app_exercise *e, const exercise_context *c)
{
  if (e->reply && !e->refuting)
    return REQUEST_IGNORED;
  if (!e->wrong_from && !(e->judged && e->verdict == EXERCISE_WRONG)) {
    status_say(c->status, false, "%s", _("Nothing to take back: Home starts the problem again."));
    return REQUEST_DONE;
  }
  const sgf_node *to = e->wrong_from ? e->wrong_from : e->before;
  if (to)
    game_goto_node(c->game, to);
  clear_try(e);
  e->wrong_from = NULL;
  status_say(c->status, false, _("Taken back. %s to play: try again."),
             app_color_name(e->problem.student));
  return REQUEST_DONE;
}

/* Home: the problem from its start. */
static app_request restart(app_exercise *e, const exercise_context *c)
{
  game_goto_node(c->game, e->problem.start);
  clear_try(e);
  e->wrong_from = NULL;
  e->solved = false;
  e->answer_shown = false;
  status_say(c->status, false, _("From the start. %s to play."),
             app_color_name(e->problem.student));
  return REQUEST_DONE;
}

/* Page Down, Page Up: the next or previous problem of the set. */
static app_request walk(app_exercise *e, const exercise_context *c, int delta)
{
  if (!in_set(e)) {
    status_say(c->status, true, "%s",
               _("This problem is not part of a set: open a folder of problems with "
                 "hoshi --problem FOLDER."));
    return REQUEST_DONE;
  }
  int next = e->set.index + delta;
  if (next < 0 || next >= e->set.n) {
    if (delta > 0)
      e->summary = true;
    status_say(c->status, false, "%s",
               delta > 0 ? _("That was the last problem of the set: its summary is in the panel.")
                         : _("This is the first problem of the set."));
    return REQUEST_DONE;
  }
  static char path[PATH_MAX];
  if (!problem_set_path(&e->set, next, path, sizeof path))
    return REQUEST_DONE;
  e->set.index = next;
  e->set.step = delta < 0 ? -1 : 1;
  app_request r = app_request_of(REQ_PROBLEM_FILE);
  r.path = path;
  r.game = e->set.items[next].game;
  return r;
}

/* V: the correct moves from here shown, or why there are none. */
static app_request show_answer(app_exercise *e, const exercise_context *c)
{
  e->answer_shown = !e->answer_shown;
  e->none_here = false;
  if (!e->answer_shown) {
    status_say(c->status, false, "%s", _("The answer is hidden again."));
    return REQUEST_DONE;
  }
  if (e->solved) {
    status_say(c->status, false, "%s", _("Solved: there is nothing more to find here."));
    return REQUEST_DONE;
  }
  int n = exercise_correct_moves(e, c->game, NULL);
  if (n > 0) {
    e->peeked = true;
    /* Shown on the position they are played from: a wrong move that
     * nothing follows is taken back first. */
    if (play_from(e, c->game) != game_current(c->game))
      before_new_try(e, c->game);
    status_say(c->status, false,
               P_("The correct move from here is marked (V hides it).",
                  "The %d correct moves from here are marked (V hides them).", n),
               n);
  } else {
    e->none_here = true;
    status_say(c->status, false, "%s",
               e->wrong_from ? _("No correct move from here: the line went wrong. Try again "
                                 "(Ctrl+Z) goes back to where there is one.")
                             : _("No correct move from here: Home starts the problem again."));
  }
  return REQUEST_DONE;
}

/* --- guessing the next move ---------------------------------------------------------------- */

bool exercise_guess_begin(app_exercise *e, const exercise_context *c)
{
  const sgf_node *n = game_current(c->game);
  if (!n->children) {
    status_say(c->status, true, "%s", _("No move follows: there is nothing to guess here."));
    return false;
  }
  e->guesses = e->right = e->near = 0;
  e->counted_to = game_move_number(c->game);
  e->guessed = false;
  e->cursor_x = e->cursor_y = -1;
  status_say(c->status, false, "%s",
             _("Guess the next move: click where you would play (P: a pass; Right: show it)."));
  return true;
}

/* The next move of the main line played: variations are ignored. */
static bool forward(game *g)
{
  sgf_node *next = game_current(g)->children;
  return next && game_goto_node(g, next);
}

static app_request guess(app_exercise *e, const exercise_context *c, int x, int y)
{
  game *g = c->game;
  if (!forward(g)) {
    status_say(c->status, false, "%s", _("The record ends here."));
    return REQUEST_DONE;
  }
  const game_step *st = game_current_step(g);
  int mx = -1, my = -1;
  if (st->move > 0) {
    mx = board_x(&g->board, st->move);
    my = board_y(&g->board, st->move);
  }
  e->last = exercise_guess_judge(x, y, mx, my);
  sound_push(c->sounds,
             e->last == EXERCISE_GUESS_RIGHT   ? SOUND_SOLVED
             : e->last == EXERCISE_GUESS_WRONG ? SOUND_WRONG
                                               : SOUND_STONE,
             0);
  e->guessed = true;
  e->guess_x = x;
  e->guess_y = y;
  /* A move guessed or shown before counts once. */
  e->recount = game_move_number(g) <= e->counted_to;
  if (!e->recount) {
    e->counted_to = game_move_number(g);
    e->guesses++;
    e->right += e->last == EXERCISE_GUESS_RIGHT;
    e->near += e->last == EXERCISE_GUESS_NEAR;
  }
  char vertex[8] = "";
  if (st->move > 0)
    board_vertex_format(g->board.size, mx, my, vertex);
  else
    snprintf(vertex, sizeof vertex, "%s", _("a pass"));
  status_say(c->status, e->last == EXERCISE_GUESS_WRONG,
             e->recount ? _("Move %d was %s %s (seen before: not counted again).")
                        : _("Move %d was %s %s."),
             game_move_number(g), app_color_name((enum color)st->color), vertex);
  if (!game_current(g)->children)
    status_say(c->status, false, _("The record ends here: %d of %d guessed right."), e->right,
               e->guesses);
  return REQUEST_DONE;
}

/* --- the keys ------------------------------------------------------------------------------- */

/* The keyboard cursor: Shift+arrows move it (from the centre), Enter
 * plays there. */
static bool cursor(app_exercise *e, const game *g, int arg, int *x, int *y)
{
  int n = g->board.size;
  if (e->cursor_x < 0) {
    e->cursor_x = e->cursor_y = n / 2;
    if (arg != 0)
      return false;
  }
  if (arg == 0) {
    *x = e->cursor_x;
    *y = e->cursor_y;
    return true;
  }
  int dx = arg == 1 ? -1 : arg == 2 ? 1 : 0, dy = arg == 3 ? -1 : arg == 4 ? 1 : 0;
  int nx = e->cursor_x + dx, ny = e->cursor_y + dy;
  if (nx >= 0 && nx < n && ny >= 0 && ny < n) {
    e->cursor_x = nx;
    e->cursor_y = ny;
  }
  return false;
}

app_request exercise_action(app_exercise *e, const exercise_context *c, bool guessing,
                            enum app_action action, int arg, const ui_input *in)
{
  game *g = c->game;
  int x, y;
  if (!guessing)
    keep_lines(e, g);
  if (action != ACT_PROBLEM_RESET && e->reset_asked) {
    e->reset_asked = false;
    status_say(c->status, false, "%s", _("The set's counts are kept."));
  }
  switch (action) {
  case ACT_CLICK:
    if (!in->on_board)
      return REQUEST_IGNORED;
    return guessing ? guess(e, c, in->x, in->y)
                    : answer(e, c, board_point(&g->board, in->x, in->y));
  case ACT_CURSOR:
    if (!cursor(e, g, arg, &x, &y))
      return REQUEST_DONE;
    return guessing ? guess(e, c, x, y) : answer(e, c, board_point(&g->board, x, y));
  case ACT_PASS:
    return guessing ? guess(e, c, -1, -1) : answer(e, c, POINT_PASS);
  case ACT_TRY_AGAIN:
  case ACT_UNDO:
    if (guessing) {
      if (arg > 0 || !game_back(g))
        return REQUEST_IGNORED;
      e->guessed = false;
      return REQUEST_DONE;
    }
    return arg > 0 ? REQUEST_IGNORED : try_again(e, c);
  case ACT_STEP:
    if (guessing) {
      if ((arg ? arg : in->wheel > 0 ? -1 : 1) < 0) {
        e->guessed = false;
        return game_back(g) ? REQUEST_DONE : REQUEST_IGNORED;
      }
      e->guessed = false;
      if (!forward(g))
        return REQUEST_IGNORED;
      if (game_move_number(g) > e->counted_to)
        e->counted_to = game_move_number(g);
      status_echo(c->status, _("Move %d shown, not guessed."), game_move_number(g));
      return REQUEST_DONE;
    }
    return (arg ? arg : in->wheel > 0 ? -1 : 1) < 0 ? try_again(e, c) : REQUEST_IGNORED;
  case ACT_ENDS:
    return !guessing && arg < 0 ? restart(e, c) : REQUEST_IGNORED;
  case ACT_PROBLEM_NEXT:
    return guessing ? REQUEST_IGNORED : walk(e, c, arg);
  case ACT_PROBLEM_RESET:
    if (guessing || !in_set(e))
      return REQUEST_IGNORED;
    if (!e->reset_asked) {
      e->reset_asked = true;
      status_say(c->status, false, "%s",
                 _("Forget what was solved in this set? Ctrl+Delete again (or click) to "
                   "confirm; any other key keeps it."));
      return REQUEST_DONE;
    }
    e->reset_asked = false;
    problem_set_reset(&e->set);
    e->summary = false;
    status_say(c->status, false, "%s", _("The set's counts start again from nothing."));
    return REQUEST_DONE;
  case ACT_SHOW_ANSWER:
    return guessing ? REQUEST_IGNORED : show_answer(e, c);
  case ACT_ESCAPE:
  case ACT_CANCEL:
  case ACT_PROBLEM:
  case ACT_GUESS:
    e->reply = NULL;
    return app_request_of(REQ_LEAVE_EXERCISE);
  default:
    return REQUEST_IGNORED;
  }
}

/* --- the view --------------------------------------------------------------------------------- */

static view_line *add(ui_view *v, bool strong, const char *fmt, ...) HOSHI_PRINTF(3, 4);
static view_line *add(ui_view *v, bool strong, const char *fmt, ...)
{
  view_line *l = view_add_line(v, strong);
  if (!l)
    return NULL;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(l->text, sizeof l->text, fmt, ap);
  va_end(ap);
  return l;
}

/* The board as the exercise shows it: no move numbers, no hints but the
 * answer asked for, a wrong move the tree does not have on its copy. */
static void exercise_board(const app_exercise *e, const game *g, bool guessing, ui_view *v)
{
  const board *b = &g->board;
  int n = b->size;
  v->show_numbers = false;
  for (int i = 0; i < VIEW_POINTS; i++) {
    v->next[i] = 0;
    v->next_label[i][0] = 0;
  }
  if (!guessing && e->off_tree && e->judged) {
    for (int y = 0; y < n; y++)
      for (int x = 0; x < n; x++)
        v->stone[view_index(v, x, y)] = (uint8_t)board_at(&e->board_shown, board_point(b, x, y));
    int wx = board_x(b, e->wrong_at), wy = board_y(b, e->wrong_at);
    if (e->wrong_at > 0) {
      v->mark[view_index(v, wx, wy)] = MARK_CROSS;
      v->last_x = wx;
      v->last_y = wy;
    }
  }
  if (!guessing && e->answer_shown && !e->reply)
    exercise_correct_moves(e, g, v);
  if (guessing && e->guessed && e->guess_x >= 0 && e->last != EXERCISE_GUESS_RIGHT)
    v->mark[view_index(v, e->guess_x, e->guess_y)] = MARK_CROSS;
  v->cursor_x = e->cursor_x;
  v->cursor_y = e->cursor_y;
}

/* What a result means, for the set's lines. */
static const char *result_words(char r)
{
  switch (r) {
  case SET_FIRST_TRY:
    return _("solved at the first try");
  case SET_RETRY:
    return _("solved on a retry");
  case SET_SHOWN:
    return _("solved after the answer was shown");
  case SET_FAILED:
    return _("tried, not solved yet");
  default:
    return _("not tried yet");
  }
}

static void guess_panel(const app_exercise *e, const game *g, ui_view *v)
{
  view_line *l;
  view_begin(v, BLOCK_VERDICT);
  if (e->guessed) {
    const char *said = e->last == EXERCISE_GUESS_RIGHT  ? _("Right!")
                       : e->last == EXERCISE_GUESS_NEAR ? _("Near: within two points")
                                                        : _("Not this time");
    if ((l = add(v, true, "%s", said)))
      l->alarm = e->last == EXERCISE_GUESS_WRONG;
    if (e->recount)
      add(v, false, "%s", _("Seen before: not counted again"));
  }
  if (game_current(g)->children)
    add(v, true, _("%s to play: where?"), app_color_name(game_to_move(g)));
  else
    add(v, true, "%s", _("The record ends here."));
  view_begin(v, BLOCK_EXERCISE);
  add(v, false, "%s", _("Guess the next move"));
  if (e->guesses > 0)
    add(v, false, _("%d of %d right (%d%%), %d near"), e->right, e->guesses,
        100 * e->right / e->guesses, e->near);
}

static void verdict_lines(const app_exercise *e, ui_view *v)
{
  view_line *l;
  view_begin(v, BLOCK_VERDICT);
  if (e->solved) {
    add(v, true, "%s", _("Solved!"));
  } else if ((e->judged && e->verdict == EXERCISE_WRONG) || e->refuting) {
    if ((l = add(v, true, "%s", _("Wrong"))))
      l->alarm = true;
    if (e->refuting)
      add(v, false, "%s", _("See the answer to it..."));
    else if ((l = add(v, false, "%s", _("Try again (Ctrl+Z, or click here)"))))
      l->click = CLICK_TRY_AGAIN;
  } else if (e->reply) {
    add(v, true, "%s", _("Right: the answer comes..."));
  } else {
    add(v, true, _("%s to play"), app_color_name(e->problem.student));
  }
  if (e->answer_shown && e->none_here)
    add(v, false, "%s",
        e->wrong_from ? _("No correct move from here: try again goes back to where there is one.")
                      : _("No correct move from here."));
}

/* Up to a few problems of the set with result r, one a line. */
static void names_with(const app_exercise *e, ui_view *v, char r)
{
  int shown = 0, more = 0;
  for (int i = 0; i < e->set.n; i++) {
    if (e->set.results[i] != r)
      continue;
    if (shown < 6) {
      add(v, false, "   %d. %s", i + 1, e->set.items[i].title);
      shown++;
    } else {
      more++;
    }
  }
  if (more)
    add(v, false, P_("   and %d more", "   and %d more", more), more);
}

/* The end of the set: how it went, problem by problem. */
static void summary_lines(const app_exercise *e, ui_view *v)
{
  set_counts n = problem_set_counts(&e->set);
  add(v, true, "%s", _("The set's summary"));
  add(v, false, _("Solved at the first try: %d of %d"), n.first, e->set.n);
  add(v, false, _("Solved on a retry: %d"), n.retry);
  names_with(e, v, SET_RETRY);
  if (n.shown) {
    add(v, false, _("Solved after the answer was shown: %d"), n.shown);
    names_with(e, v, SET_SHOWN);
  }
  add(v, false, _("Not solved: %d"), n.failed);
  names_with(e, v, SET_FAILED);
  if (n.untried) {
    add(v, false, _("Not tried: %d"), n.untried);
    names_with(e, v, SET_UNTRIED);
  }
}

static void set_lines(const app_exercise *e, ui_view *v)
{
  view_begin(v, BLOCK_EXERCISE);
  if (!in_set(e)) {
    add(v, false, "%s", _("Problem"));
    return;
  }
  const problem_set *s = &e->set;
  add(v, false, _("Problem %d of %d: %s"), s->index + 1, s->n, s->items[s->index].title);
  add(v, false, _("This problem: %s"), result_words(s->results[s->index]));
  set_counts n = problem_set_counts(s);
  add(v, false, _("Solved: %d at the first try, %d on a retry; %d to do"), n.first, n.retry,
      n.untried + n.failed);
  if (s->skipped && s->index == 0)
    add(v, false,
        P_("Left out, not a problem: %d record (%s)", "Left out, not problems: %d records (%s)",
           s->skipped),
        s->skipped, s->skipped_names);
  if (s->cut && s->not_read)
    add(v, false,
        P_("Only the first %d problems are in the set: %d more file was not read.",
           "Only the first %d problems are in the set: %d more files were not read.", s->not_read),
        SET_MAX, s->not_read);
  else if (s->cut)
    add(v, false, _("Only the first %d problems are in the set."), SET_MAX);
  if (e->summary)
    summary_lines(e, v);
}

static void nav_lines(const app_exercise *e, bool guessing, const game *g, ui_view *v)
{
  view_line *l;
  view_begin(v, BLOCK_EXERCISE_NAV);
  if (guessing && game_current(g)->children &&
      (l = add(v, false, "%s", _("Show the next move (Right)"))))
    l->click = CLICK_SHOW_NEXT;
  if (!guessing) {
    if ((e->judged || e->solved) && (l = add(v, false, "%s", _("This problem again (Home)"))))
      l->click = CLICK_RESTART;
    if ((l = add(v, false, "%s",
                 e->answer_shown ? _("Hide the answer (V)") : _("Show the answer (V)"))))
      l->click = CLICK_ANSWER;
  }
  if (!guessing && in_set(e)) {
    if (e->set.index + 1 < e->set.n && (l = add(v, false, "%s", _("Next problem (Page Down)"))))
      l->click = CLICK_NEXT;
    if (e->set.index > 0 && (l = add(v, false, "%s", _("Previous problem (Page Up)"))))
      l->click = CLICK_PREVIOUS;
    if ((e->summary || e->reset_asked) &&
        (l = add(v, false, "%s",
                 e->reset_asked ? _("Yes, forget this set's counts (Ctrl+Delete)")
                                : _("Reset the set's counts (Ctrl+Delete)"))))
      l->click = CLICK_RESET_SET;
  }
  if ((l = add(v, false, "%s", _("Back to the board (Esc)"))))
    l->click = CLICK_LEAVE;
}

void exercise_view(const app_exercise *e, const game *g, bool guessing, const char *path,
                   ui_view *v)
{
  (void)path;
  exercise_board(e, g, guessing, v);
  v->screen = SCREEN_PLAY;
  if (guessing) {
    guess_panel(e, g, v);
  } else {
    verdict_lines(e, v);
    set_lines(e, v);
  }
  /* The comment of the node reached, never of those after it; a wrong
   * move the tree does not have has none. */
  view_begin(v, BLOCK_COMMENT);
  const char *comment = game_comment(g);
  if (!(e->off_tree && e->judged && !guessing) && comment && *comment)
    panel_comment_lines(v, comment, false);
  nav_lines(e, guessing, g, v);
  static const key_hint_part guess_hint[] = {{ACT_CLICK, N_("guess")},
                                             {ACT_PASS, N_("pass")},
                                             {ACT_STEP, N_("show it")},
                                             {ACT_ESCAPE, N_("the board")}},
                             problem_hint[] = {{ACT_CLICK, N_("answer")},
                                               {ACT_TRY_AGAIN, N_("take back")},
                                               {ACT_SHOW_ANSWER, N_("the answer")},
                                               {ACT_ESCAPE, N_("the board")}};
  keys_hint(guessing ? MODE_GUESS : MODE_PROBLEM, guessing ? guess_hint : problem_hint, 4, v->hint,
            sizeof v->hint);
  static const key_hint_part short_hint[] = {{ACT_HELP, N_("keys")}, {ACT_ESCAPE, N_("the board")}};
  keys_hint(guessing ? MODE_GUESS : MODE_PROBLEM, short_hint, 2, v->hint_short,
            sizeof v->hint_short);
}
