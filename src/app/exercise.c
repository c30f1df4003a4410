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

static void free_names(app_exercise *e)
{
  for (int i = 0; i < e->n_names; i++)
    free(e->names[i]);
  e->n_names = 0;
  e->index = 0;
}

void exercise_app_deinit(app_exercise *e) { free_names(e); }

/* --- the set ----------------------------------------------------------------------------- */

bool exercise_set_open(app_exercise *e, const char *dir_or_file, const char *kept_dir,
                       const char *kept_results, char *first, size_t len, hoshi_error *why)
{
  struct stat st;
  if (os_stat(dir_or_file, &st) != 0)
    return hoshi_fail(why, _("%s: %s"), dir_or_file, strerror(errno));
  char dir[PATH_MAX];
  const char *start = NULL;
  snprintf(dir, sizeof dir, "%s", dir_or_file);
  if (!S_ISDIR(st.st_mode)) {
    /* A file: the set is its folder, from that file on. */
    size_t name = (size_t)(os_file_name(dir) - dir);
    start = os_file_name(dir_or_file);
    if (name > 0)
      dir[name - 1] = '\0';
    else
      snprintf(dir, sizeof dir, ".");
    if (!dir[0])
      snprintf(dir, sizeof dir, "/");
  }
  filelist fl;
  filelist_init(&fl);
  if (!filelist_open(&fl, dir)) {
    hoshi_fail(why, "%s", fl.error);
    filelist_deinit(&fl);
    return false;
  }
  free_names(e);
  for (size_t i = 0; i < fl.n && e->n_names < EXERCISE_SET_MAX; i++) {
    if (fl.entries[i].is_dir)
      continue;
    char *name = os_strdup(fl.entries[i].name);
    if (!name)
      break;
    e->names[e->n_names++] = name;
  }
  snprintf(e->set_dir, sizeof e->set_dir, "%s", fl.dir);
  filelist_deinit(&fl);
  if (e->n_names == 0) {
    e->set_dir[0] = '\0';
    return hoshi_fail(why, _("%s holds no game record (.sgf) to pose as a problem."), dir);
  }
  e->index = 0;
  for (int i = 0; start && i < e->n_names; i++)
    if (strcmp(e->names[i], start) == 0)
      e->index = i;
  /* The counts the settings kept, when they are this set's. */
  size_t n = kept_results ? strlen(kept_results) : 0;
  bool kept = kept_dir && strcmp(kept_dir, e->set_dir) == 0 && n == (size_t)e->n_names &&
              strspn(kept_results, ".12x") == n;
  for (int i = 0; i < e->n_names; i++)
    e->results[i] = kept ? kept_results[i] : SET_UNTRIED;
  e->results[e->n_names] = '\0';
  e->set_changed = !kept;
  exercise_set_path(e, e->index, first, len);
  return true;
}

const char *exercise_set_path(const app_exercise *e, int index, char *out, size_t len)
{
  if (!e->set_dir[0] || index < 0 || index >= e->n_names)
    return NULL;
  if (snprintf(out, len, "%s/%s", strcmp(e->set_dir, "/") == 0 ? "" : e->set_dir,
               e->names[index]) >= (int)len)
    return NULL;
  return out;
}

/* The counts of the set: solved at the first try, on a retry, tried. */
static void set_counts(const app_exercise *e, int *first, int *retry, int *failed)
{
  *first = *retry = *failed = 0;
  for (int i = 0; i < e->n_names; i++) {
    *first += e->results[i] == SET_FIRST_TRY;
    *retry += e->results[i] == SET_RETRY;
    *failed += e->results[i] == SET_FAILED;
  }
}

static void set_result(app_exercise *e, char result)
{
  if (!e->set_dir[0] || e->index >= e->n_names)
    return;
  char *r = &e->results[e->index];
  /* A problem solved once stays solved as it was first. */
  if (*r == SET_FIRST_TRY || (*r == SET_RETRY && result != SET_FIRST_TRY))
    return;
  if (*r != result) {
    *r = result;
    e->set_changed = true;
  }
}

/* --- a problem ------------------------------------------------------------------------- */

static void clear_try(app_exercise *e)
{
  e->judged = false;
  e->off_tree = false;
  e->reply = NULL;
  e->wrong_at = POINT_NONE;
}

bool exercise_problem_begin(app_exercise *e, const exercise_context *c)
{
  if (!exercise_problem_start(&e->problem, c->game)) {
    status_say(c->status, true, "%s",
               _("No move follows this position in the record: there is no answer to find."));
    return false;
  }
  clear_try(e);
  e->wrong_tries = 0;
  e->solved = false;
  e->answer_shown = false;
  e->cursor_x = e->cursor_y = -1;
  e->rng ^= (uint64_t)c->now;
  status_echo(c->status, "%s", _("Click your answer on the board; Esc: back to the board."));
  return true;
}

static void solved(app_exercise *e, const exercise_context *c)
{
  e->solved = true;
  set_result(e, e->wrong_tries ? SET_RETRY : SET_FIRST_TRY);
  status_say(c->status, false, "%s",
             e->set_dir[0] && e->index + 1 < e->n_names
                 ? _("Solved. Page Down: the next problem; Home: this one again.")
                 : _("Solved. Home: this problem again; Esc: back to the board."));
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
  if (e->judged && e->verdict == EXERCISE_WRONG) {
    /* A new try takes the wrong move back first. */
    if (!e->off_tree && e->before)
      game_goto_node(g, (sgf_node *)e->before);
    clear_try(e);
  }
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
  switch (e->verdict) {
  case EXERCISE_WRONG:
    e->wrong_tries++;
    set_result(e, SET_FAILED);
    status_say(c->status, false, "%s",
               e->off_tree ? _("That move is not among the problem's answers.")
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
    break;
  }
  return REQUEST_DONE;
}

bool exercise_waiting(const app_exercise *e) { return e->reply != NULL; }

bool exercise_tick(app_exercise *e, const exercise_context *c)
{
  if (!e->reply || c->now < e->reply_due)
    return false;
  const sgf_node *reply = e->reply;
  e->reply = NULL;
  game_goto_node(c->game, (sgf_node *)reply);
  if (exercise_judge(&e->problem, reply) == EXERCISE_SOLVED || !reply->children) {
    solved(e, c);
  } else {
    e->judged = false; /* the student's turn again */
    status_say(c->status, false, _("%s to play again."), app_color_name(e->problem.student));
  }
  return true;
}

/* Ctrl+Z: the wrong move taken back. */
static app_request try_again(app_exercise *e, const exercise_context *c)
{
  if (e->reply)
    return REQUEST_IGNORED;
  if (!e->judged || e->verdict != EXERCISE_WRONG) {
    status_say(c->status, false, "%s", _("Nothing to take back: Home starts the problem again."));
    return REQUEST_DONE;
  }
  if (!e->off_tree && e->before)
    game_goto_node(c->game, (sgf_node *)e->before);
  clear_try(e);
  status_say(c->status, false, _("Taken back. %s to play: try again."),
             app_color_name(e->problem.student));
  return REQUEST_DONE;
}

/* Home: the problem from its start. */
static app_request restart(app_exercise *e, const exercise_context *c)
{
  game_goto_node(c->game, (sgf_node *)e->problem.start);
  clear_try(e);
  e->solved = false;
  e->answer_shown = false;
  status_say(c->status, false, _("From the start. %s to play."),
             app_color_name(e->problem.student));
  return REQUEST_DONE;
}

/* Page Down, Page Up: the next or previous problem of the set. */
static app_request walk(app_exercise *e, const exercise_context *c, int delta)
{
  if (!e->set_dir[0]) {
    status_say(c->status, true, "%s",
               _("This problem is not part of a set: open a folder of problems with "
                 "hoshi --problem FOLDER."));
    return REQUEST_DONE;
  }
  int next = e->index + delta;
  if (next < 0 || next >= e->n_names) {
    status_say(c->status, false, "%s",
               delta > 0 ? _("That was the last problem of the set.")
                         : _("This is the first problem of the set."));
    return REQUEST_DONE;
  }
  static char path[PATH_MAX];
  if (!exercise_set_path(e, next, path, sizeof path))
    return REQUEST_DONE;
  e->index = next;
  app_request r = app_request_of(REQ_PROBLEM_FILE);
  r.path = path;
  return r;
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
  e->guessed = true;
  e->guess_x = x;
  e->guess_y = y;
  e->guesses++;
  e->right += e->last == EXERCISE_GUESS_RIGHT;
  e->near += e->last == EXERCISE_GUESS_NEAR;
  char vertex[8] = "";
  if (st->move > 0)
    board_vertex_format(g->board.size, mx, my, vertex);
  else
    snprintf(vertex, sizeof vertex, "%s", _("a pass"));
  status_say(c->status, e->last == EXERCISE_GUESS_WRONG, _("Move %d was %s %s."),
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
      status_echo(c->status, _("Move %d shown, not guessed."), game_move_number(g));
      return REQUEST_DONE;
    }
    return (arg ? arg : in->wheel > 0 ? -1 : 1) < 0 ? try_again(e, c) : REQUEST_IGNORED;
  case ACT_ENDS:
    return !guessing && arg < 0 ? restart(e, c) : REQUEST_IGNORED;
  case ACT_PROBLEM_NEXT:
    return guessing ? REQUEST_IGNORED : walk(e, c, arg);
  case ACT_PROBLEM_RESET:
    if (guessing || !e->set_dir[0])
      return REQUEST_IGNORED;
    for (int i = 0; i < e->n_names; i++)
      e->results[i] = SET_UNTRIED;
    e->set_changed = true;
    status_say(c->status, false, "%s", _("The set's counts start again from nothing."));
    return REQUEST_DONE;
  case ACT_SHOW_ANSWER:
    if (guessing)
      return REQUEST_IGNORED;
    e->answer_shown = !e->answer_shown;
    status_say(c->status, false, "%s",
               e->answer_shown ? _("The correct moves from here are marked (V hides them).")
                               : _("The answer is hidden again."));
    return REQUEST_DONE;
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
  if (!guessing && e->answer_shown && !e->reply) {
    const sgf_node *cur = game_current(g);
    int k = 0;
    for (const sgf_node *ch = cur->children; ch; ch = ch->next)
      if (exercise_on_correct_line(&e->problem, ch)) {
        enum color c;
        point p;
        /* The first child with its move is the one a click goes to. */
        if (game_node_move(g, ch, &c, &p) && c == e->problem.student && p != POINT_PASS &&
            game_child_with_move(g, c, p) == ch) {
          int at = view_index(v, board_x(b, p), board_y(b, p));
          v->next[at] = (uint8_t)c;
          v->next_label[at][0] = (char)('A' + k);
        }
        k++;
      }
  }
  if (guessing && e->guessed && e->guess_x >= 0 && e->last != EXERCISE_GUESS_RIGHT)
    v->mark[view_index(v, e->guess_x, e->guess_y)] = MARK_CROSS;
  v->cursor_x = e->cursor_x;
  v->cursor_y = e->cursor_y;
}

void exercise_view(const app_exercise *e, const game *g, bool guessing, const char *path,
                   ui_view *v)
{
  exercise_board(e, g, guessing, v);
  v->screen = SCREEN_PLAY;
  view_line *l;
  if (guessing) {
    view_begin(v, BLOCK_VERDICT);
    if (e->guessed) {
      const char *said = e->last == EXERCISE_GUESS_RIGHT  ? _("Right!")
                         : e->last == EXERCISE_GUESS_NEAR ? _("Near: within two points")
                                                          : _("Not this time");
      if ((l = add(v, true, "%s", said)))
        l->alarm = e->last == EXERCISE_GUESS_WRONG;
    }
    enum color next = game_to_move(g);
    if (game_current(g)->children)
      add(v, true, _("%s to play: where?"), app_color_name(next));
    else
      add(v, true, "%s", _("The record ends here."));
    view_begin(v, BLOCK_EXERCISE);
    add(v, false, "%s", _("Guess the next move"));
    if (e->guesses > 0)
      add(v, false, _("%d of %d right (%d%%), %d near"), e->right, e->guesses,
          100 * e->right / e->guesses, e->near);
  } else {
    int first, retry, failed;
    set_counts(e, &first, &retry, &failed);
    view_begin(v, BLOCK_VERDICT);
    if (e->solved) {
      add(v, true, "%s", _("Solved!"));
    } else if (e->judged && e->verdict == EXERCISE_WRONG) {
      if ((l = add(v, true, "%s", _("Wrong"))))
        l->alarm = true;
      if ((l = add(v, false, "%s", _("Try again (Ctrl+Z, or click here)"))))
        l->click = CLICK_TRY_AGAIN;
    } else if (e->reply) {
      add(v, true, "%s", _("Right: the answer comes..."));
    } else {
      add(v, true, _("%s to play"), app_color_name(e->problem.student));
    }
    view_begin(v, BLOCK_EXERCISE);
    if (e->set_dir[0])
      add(v, false, _("Problem %d of %d: %s"), e->index + 1, e->n_names,
          path && *path ? os_file_name(path) : "");
    else
      add(v, false, "%s", _("Problem"));
    if (e->set_dir[0])
      add(v, false, _("Solved: %d at the first try, %d on a retry"), first, retry);
  }
  /* The comment of the node reached, never of those after it; a wrong
   * move the tree does not have has none. */
  view_begin(v, BLOCK_COMMENT);
  const char *comment = game_comment(g);
  if (!(e->off_tree && e->judged && !guessing) && comment && *comment)
    panel_comment_lines(v, comment, false);
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
  if (!guessing && e->set_dir[0]) {
    if (e->index + 1 < e->n_names && (l = add(v, false, "%s", _("Next problem (Page Down)"))))
      l->click = CLICK_NEXT;
    if (e->index > 0 && (l = add(v, false, "%s", _("Previous problem (Page Up)"))))
      l->click = CLICK_PREVIOUS;
  }
  if (!guessing && e->set_dir[0] && e->index + 1 == e->n_names &&
      (l = add(v, false, "%s", _("Reset the set's counts (Ctrl+Delete)"))))
    l->click = CLICK_RESET_SET;
  if ((l = add(v, false, "%s", _("Back to the board (Esc)"))))
    l->click = CLICK_LEAVE;
  snprintf(v->hint, sizeof v->hint, "%s",
           guessing ? _("Click: guess - P: pass - Right: show it - Esc: the board")
                    : _("Click: answer - Ctrl+Z: take back - V: the answer - Esc: the board"));
  snprintf(v->hint_short, sizeof v->hint_short, "%s", _("F1: keys - Esc: the board"));
}
