/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The playing screen's view (see panel.h). */
#include "app/panel.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/exercise.h"
#include "hoshi/i18n.h"
#include "hoshi/strbuf.h"
#include "hoshi/komi.h"
#include "hoshi/os.h"

_Static_assert(GAME_LABEL_TEXT == GAME_LABEL_LEN, "a label's text fits the view");

static void line(ui_view *v, bool strong, uint8_t stone, const char *fmt, ...) HOSHI_PRINTF(4, 5);
static void line(ui_view *v, bool strong, uint8_t stone, const char *fmt, ...)
{
  view_line *l = view_add_line(v, strong);
  if (!l)
    return;
  l->stone = stone;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(l->text, sizeof l->text, fmt, ap);
  va_end(ap);
}

bool panel_setup_position(const game *g)
{
  const sgf_node *n = game_current(g);
  bool setup = sgf_find(n, "AB") || sgf_find(n, "AW") || sgf_find(n, "AE");
  /* A handicap game's first position is set up too, but not as a problem. */
  bool handicap = !n->parent && game_handicap(g) >= 2 && !sgf_find(n, "AW");
  return setup && !handicap;
}

/* Whether a line or an arrow of the view passes over point (x, y): within
 * 0.45 of a spacing of its segment. */
static bool under_a_line(const ui_view *v, int x, int y)
{
  for (int k = 0; k < v->n_lines; k++) {
    double ax = v->lines[k].x1, ay = v->lines[k].y1, bx = v->lines[k].x2, by = v->lines[k].y2;
    double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((x - ax) * dx + (y - ay) * dy) / len2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    double ex = ax + t * dx - x, ey = ay + t * dy - y;
    if (ex * ex + ey * ey <= 0.45 * 0.45)
      return true;
  }
  return false;
}

/* The lines, arrows and dimmed points of the current node. */
static void drawn_lines(const game *g, ui_view *v)
{
  const board *b = &g->board;
  int n = b->size;
  game_line lines[VIEW_LINES_MAX];
  v->n_lines = game_lines(g, lines, VIEW_LINES_MAX);
  if (v->n_lines > VIEW_LINES_MAX)
    v->n_lines = VIEW_LINES_MAX;
  for (int k = 0; k < v->n_lines; k++) {
    v->lines[k].x1 = (uint8_t)lines[k].x1;
    v->lines[k].y1 = (uint8_t)lines[k].y1;
    v->lines[k].x2 = (uint8_t)lines[k].x2;
    v->lines[k].y2 = (uint8_t)lines[k].y2;
    v->lines[k].arrow = lines[k].arrow;
  }
  uint8_t dimmed[BOARD_MAX_POINTS];
  if (game_dimmed(g, dimmed) > 0)
    for (int y = 0; y < n; y++)
      for (int x = 0; x < n; x++)
        v->dimmed[view_index(v, x, y)] = dimmed[board_point(b, x, y)] != 0;
}

/* The preview stone: where a click would play. */
static void preview_stone(const panel_context *c, ui_view *v)
{
  const game *g = c->game;
  const play_state *p = c->play;
  const board *b = &g->board;
  int hx = p->cursor_x >= 0 ? p->cursor_x : p->hover_x;
  int hy = p->cursor_x >= 0 ? p->cursor_y : p->hover_y;
  if (!c->playing || hx < 0 || p->tools.tool != TOOL_PLAY || p->ended)
    return;
  point at = board_point(b, hx, hy);
  if (p->placing > 0) {
    if (board_at(b, at) == COLOR_EMPTY && !v->stone[view_index(v, hx, hy)]) {
      v->ghost_x = hx;
      v->ghost_y = hy;
      v->ghost_color = COLOR_BLACK;
    }
  } else if (game_check(g, game_to_move(g), at).status == MOVE_LEGAL) {
    v->ghost_x = hx;
    v->ghost_y = hy;
    v->ghost_color = (uint8_t)game_to_move(g);
  }
}

void panel_board(const panel_context *c, ui_view *v)
{
  const game *g = c->game;
  const play_state *p = c->play;
  const board *b = &g->board;
  int n = b->size;
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++)
      v->stone[view_index(v, x, y)] = (uint8_t)board_at(b, board_point(b, x, y));
  for (int i = 0; i < p->n_placed; i++)
    v->stone[view_index(v, board_x(b, p->placed[i]), board_y(b, p->placed[i]))] = COLOR_BLACK;
  /* Move numbers: the latest move at each point. */
  int moves = 0;
  for (size_t k = 0; k < g->depth; k++) { /* a root may hold a move */
    const game_step *st = &g->path[k];
    moves += st->color != COLOR_EMPTY;
    if (st->move > 0 && board_on(b, st->move))
      v->number[view_index(v, board_x(b, st->move), board_y(b, st->move))] = (uint16_t)moves;
  }
  const game_step *cur = game_current_step(g);
  if (cur->move > 0 && board_at(b, cur->move) != COLOR_EMPTY) {
    v->last_x = board_x(b, cur->move);
    v->last_y = board_y(b, cur->move);
  }
  drawn_lines(g, v);
  v->line_from_x = p->tools.from_x;
  v->line_from_y = p->tools.from_y;
  /* Markup of the current node. */
  game_markup marks[VIEW_POINTS];
  int n_marks = game_markup_list(g, marks, VIEW_POINTS);
  for (int k = 0; k < n_marks; k++) {
    int at = view_index(v, marks[k].x, marks[k].y);
    v->mark[at] = (uint8_t)marks[k].kind;
    snprintf(v->label[at], sizeof v->label[at], "%s", marks[k].label);
  }
  /* The moves that follow, when there is more than one: never under the
   * teacher's marks, labels and arrows, and at a position built by setup
   * (a problem: they would give its answer) only when the teacher asks. */
  game_next next[26];
  int n_next = game_next_moves(g, next, 26);
  bool shown = c->show_next && (!panel_setup_position(g) || c->problem_hints);
  for (int k = 0; shown && n_next > 1 && k < n_next && k < 26; k++)
    if (next[k].move > 0 && board_on(b, next[k].move)) {
      int x = board_x(b, next[k].move), y = board_y(b, next[k].move);
      int at = view_index(v, x, y);
      if (v->next[at] || v->mark[at] || under_a_line(v, x, y))
        continue; /* two variations on one point: the first says it */
      v->next[at] = (uint8_t)next[k].color;
      v->next_label[at][0] = (char)('A' + k);
    }
  preview_stone(c, v);
  v->cursor_x = p->cursor_x;
  v->cursor_y = p->cursor_y;
}

/* The lesson's lines: the variations of this move and of the next and the
 * tool in hand (each a click away from what it shows); the move's name and
 * its comment. */
static void lesson_lines(const panel_context *c, ui_view *v)
{
  const game *g = c->game;
  const play_state *p = c->play;
  view_begin(v, BLOCK_LESSON);
  if (game_count(g) > 1) {
    line(v, false, COLOR_EMPTY, _("Game %zu of %zu in this file (Ctrl+G, or click: the others)"),
         g->index + 1, game_count(g));
    v->panel[v->n_panel - 1].click = CLICK_GAMES;
  }
  int index, count = game_variations(g, &index);
  if (count > 1) {
    line(v, false, COLOR_EMPTY, _("Variation %d of %d (Up, Down; click: the next)"), index, count);
    v->panel[v->n_panel - 1].click = CLICK_VARIATION;
  }
  int n_next = game_next_moves(g, NULL, 0);
  bool hidden_here = c->show_next && panel_setup_position(g) && !c->problem_hints;
  if (n_next > 0 && panel_setup_position(g)) {
    line(v, true, COLOR_EMPTY, "%s", _("A problem: K or click here to answer it on the board"));
    v->panel[v->n_panel - 1].click = CLICK_PROBLEM;
  }
  if (n_next > 1 && hidden_here)
    line(v, false, COLOR_EMPTY, _("Next: %d variations (V shows them on the board)"), n_next);
  else if (n_next > 1)
    line(v, false, COLOR_EMPTY,
         c->show_next ? _("Next: %d variations, A to %c on the board") : _("Next: %d variations"),
         n_next, (char)('A' + (n_next > 26 ? 25 : n_next - 1)));
  if (p->tools.tool != TOOL_PLAY) {
    char tool[64];
    play_tool_name(p, tool, sizeof tool);
    line(v, true, COLOR_EMPTY, _("Tool: %s (Esc or click: play)"), tool);
    v->panel[v->n_panel - 1].click = CLICK_TOOL;
  }
  if (game_handout_marked(game_current(g)))
    line(v, false, COLOR_EMPTY, "%s", _("In the handout (Ctrl+Shift+H: out)"));
  const char *name = game_node_name(g);
  view_begin(v, BLOCK_NODE_NAME);
  if (name && *name)
    line(v, true, COLOR_EMPTY, "%s", name);
  view_begin(v, BLOCK_COMMENT);
  if (c->writing) {
    /* comment.h adds the comment being written. */
  } else if (game_comment(g) && *game_comment(g)) {
    panel_comment_lines(v, game_comment(g), false);
  } else {
    view_begin(v, BLOCK_NO_COMMENT);
    view_line *l = view_add_line(v, false);
    if (l) {
      snprintf(l->text, sizeof l->text, "%s", _("Add a comment: click here or Ctrl+E"));
      l->dim = true;
      l->click = CLICK_COMMENT;
    }
  }
}

/* Whether the game has ended: resigned, both passed, a result recorded. */
static bool game_over(const panel_context *c)
{
  return c->play->ended || c->play->resigned || game_result(c->game);
}

/* The clocks, a line each in the room's type: "9:58", "0:25, 3 periods",
 * "4:12, 12 stones"; the running one bright; in a period's last ten seconds
 * (or main time's, when nothing follows it) in the warning colour. When the
 * game is over nothing runs and nothing warns. */
static void clock_lines(const panel_context *c, ui_view *v)
{
  if (!c->clock)
    return;
  view_begin(v, BLOCK_CLOCK);
  bool over = game_over(c);
  const clock_spec *spec = &c->clock->spec;
  for (int col = COLOR_BLACK; col <= COLOR_WHITE; col++) {
    clock_side s = clock_peek(c->clock, (enum color)col, c->now);
    /* Replaying a record (moves follow this one): the time it recorded
     * here. */
    const char *left, *ob;
    if (game_current(c->game)->children && game_time_left(c->game, (enum color)col, &left, &ob)) {
      game_clock recorded;
      clock_init(&recorded, spec);
      clock_set_left(&recorded, (enum color)col, left, ob);
      s = recorded.side[col];
    }
    char t[24], more[48] = "";
    clock_format_time(clock_left_ms(&s), t, sizeof t);
    if (s.overtime && spec->system == CLOCK_BYOYOMI)
      snprintf(more, sizeof more, P_(", %d period", ", %d periods", s.periods), s.periods);
    else if (s.overtime)
      snprintf(more, sizeof more, P_(", %d stone", ", %d stones", s.stones), s.stones);
    bool running = !over && (int)c->clock->running == col;
    line(v, running, (uint8_t)col, "%s%s%s", s.flagged ? _("out of time ") : "", t, more);
    view_line *l = &v->panel[v->n_panel - 1];
    bool last = s.overtime || spec->system == CLOCK_ABSOLUTE || spec->system == CLOCK_FISCHER;
    l->alarm = !over && (s.flagged || (last && clock_left_ms(&s) <= 10000));
    l->dim = !running && !l->alarm;
  }
}

/* A player's line: the name, shortened first, then the prisoners. */
static void player_line(ui_view *v, enum color col, const char *name, int prisoners)
{
  line(v, false, (uint8_t)col, P_("%s: %d prisoner", "%s: %d prisoners", prisoners),
       name && *name ? name : app_color_name(col), prisoners);
  view_line *l = &v->panel[v->n_panel - 1];
  l->click = CLICK_INFO;
  size_t name_len = strlen(name && *name ? name : app_color_name(col));
  size_t n = strlen(l->text);
  l->tail = (uint8_t)(n - name_len < 255 ? n - name_len : 0);
}

/* Who plays now, then the move number and what was played last. */
static void turn_lines(const panel_context *c, ui_view *v)
{
  const game *g = c->game;
  const play_state *p = c->play;
  enum color next = game_to_move(g);
  view_begin(v, BLOCK_TURN);
  const char *re = game_result(g);
  size_t re_len = re ? strlen(re) : 0;
  char won[160];
  if (p->resigned) {
    line(v, true, COLOR_EMPTY, _("%s resigned"), app_color_name(p->resigned));
  } else if (play_capture_end(g, won, sizeof won)) {
    line(v, true, COLOR_EMPTY, "%s", won);
  } else if (re_len >= 3 && strcmp(re + re_len - 2, "+T") == 0) {
    /* Out of time: who ran out, who wins; nothing about passes. */
    enum color winner = re[0] == 'B' ? COLOR_BLACK : COLOR_WHITE;
    char shown[32];
    line(v, true, COLOR_EMPTY, _("%s's time is out: %s wins, %s"),
         app_color_name(color_other(winner)), app_color_name(winner),
         i18n_result(re, shown, sizeof shown));
  } else if (p->ended)
    line(v, true, COLOR_EMPTY, "%s", _("Game over: both passed"));
  else if (p->placing > 0)
    line(v, true, COLOR_BLACK, _("Handicap: %d more to place"), p->placing);
  else if (c->seats->name[next])
    line(v, true, (uint8_t)next, _("%s to play: %.40s%s"), app_color_name(next),
         c->seats->name[next], c->seats->engine[next] ? "" : _(" (paused: E)"));
  else if (tools_setting_up(&p->tools))
    line(v, true, (uint8_t)next, _("%s plays next (click: the other)"), app_color_name(next));
  else
    line(v, true, (uint8_t)next, _("%s to play"), app_color_name(next));
  if (tools_setting_up(&p->tools))
    v->panel[v->n_panel - 1].click = CLICK_TURN;
  view_begin(v, BLOCK_MOVE);
  const game_step *cur = game_current_step(g);
  int number = game_move_number(g);
  enum color last = (enum color)cur->color;
  if (cur->move == POINT_PASS && last != COLOR_EMPTY) {
    line(v, false, COLOR_EMPTY, _("Move %d: %s passed"), number, app_color_name(last));
  } else if (cur->move > 0 && last != COLOR_EMPTY) {
    char vertex[8];
    board_vertex_format(g->board.size, board_x(&g->board, cur->move), board_y(&g->board, cur->move),
                        vertex);
    line(v, false, COLOR_EMPTY, _("Move %d: %s %s"), number, app_color_name(last), vertex);
  } else {
    line(v, false, COLOR_EMPTY, _("Move %d"), number);
  }
}

void panel_text(const panel_context *c, ui_view *v)
{
  const game *g = c->game;
  const play_state *p = c->play;
  v->screen = SCREEN_PLAY;
  view_begin(v, BLOCK_FILE);
  const char *unsaved = c->dirty ? _(" (not saved)") : "";
  line(v, true, COLOR_EMPTY, "%s%s", c->path[0] ? os_file_name(c->path) : _("New game"), unsaved);
  /* A long name is shortened in its middle: its end and extension stay. */
  {
    view_line *l = &v->panel[v->n_panel - 1];
    size_t n = strlen(l->text), keep = strlen(unsaved) + 10;
    l->tail = (uint8_t)(keep < n ? keep : 0);
    while (l->tail && ((unsigned char)l->text[n - l->tail] & 0xc0) == 0x80)
      l->tail++;
  }
  view_begin(v, BLOCK_PLAYERS);
  player_line(v, COLOR_BLACK, game_player(g, COLOR_BLACK), game_captures(g, COLOR_BLACK));
  player_line(v, COLOR_WHITE, game_player(g, COLOR_WHITE), game_captures(g, COLOR_WHITE));
  turn_lines(c, v);
  clock_lines(c, v);
  if (c->indicator) {
    view_begin(v, BLOCK_ENGINE);
    line(v, true, COLOR_EMPTY, "%s", c->indicator);
  }
  view_begin(v, BLOCK_GAME);
  const char *re = game_result(g);
  char shown[64];
  if (re && *re)
    line(v, false, COLOR_EMPTY, _("Result recorded: %.60s"), i18n_result(re, shown, sizeof shown));
  char k[KOMI_TEXT_LEN];
  i18n_format_number(g->komi, k, sizeof k);
  line(v, false, COLOR_EMPTY, "%s", rules_display_name(g->rules));
  int goal = game_capture_goal(g); /* the capture game: no komi, but a goal */
  if (goal)
    line(v, false, COLOR_EMPTY,
         P_("The first to capture %d stone wins", "The first to capture %d stones wins", goal),
         goal);
  else
    line(v, false, COLOR_EMPTY, _("Komi %s, handicap %d"), k, game_handicap(g));
  if (c->clock) {
    char spec[48];
    clock_format(&c->clock->spec, spec, sizeof spec);
    line(v, false, COLOR_EMPTY, _("Clock %s"), spec);
  }
  /* What came from the last new game rather than from the command line or
   * the defaults: said, whole, so that nothing is carried over silently. */
  /* A failing autosave stays in sight until a write succeeds again: the
   * status says it once, and the next move's status would hide it. */
  if (c->autosave_failure) {
    view_begin(v, BLOCK_WARNING);
    line(v, true, COLOR_EMPTY,
         _("The autosave is failing (%.160s): this game is only as safe as your last Ctrl+S."),
         c->autosave_failure);
  }
  if (c->remembered && *c->remembered) {
    view_begin(v, BLOCK_REMEMBERED);
    line(v, false, COLOR_EMPTY, _("From your last new game: %s (Ctrl+N changes them)"),
         c->remembered);
  }
  lesson_lines(c, v);
  /* The keys of the tool in hand, else the game's. */
  const char *hint = tools_setting_up(&p->tools)
                         ? _("B, W, X: add Black, White, erase - F: who plays - Shift+X: clear - "
                             "V: next-move hints - Esc: play")
                     : p->tools.tool != TOOL_PLAY
                         ? _("1-9, L: markup - click: mark, again: remove - Ctrl+E: comment - "
                             "V: next-move hints - Esc: play")
                         : _("F1 keys - P pass - Ctrl+Z undo - Ctrl+N new - Ctrl+S save");
  snprintf(v->hint, sizeof v->hint, "%s", hint);
  /* Esc puts a tool down: said while one is in hand. */
  static const key_hint_part short_hint[] = {{ACT_HELP, N_("keys")}, {ACT_ESCAPE, N_("play")}};
  keys_hint(MODE_PLAY, short_hint, p->tools.tool != TOOL_PLAY ? 2 : 1, v->hint_short,
            sizeof v->hint_short);
}

static void comment_pieces(ui_view *v, const char *text, bool editing);

void panel_comment_lines(ui_view *v, const char *text, bool editing)
{
  /* Shown as a person reads it: the programs' markers (RIGHT...) only in
   * the text being written. */
  strbuf shown = {0};
  if (!editing) {
    exercise_comment_shown(&shown, text);
    if (strbuf_oom(&shown)) {
      strbuf_deinit(&shown);
      return;
    }
    text = strbuf_text(&shown);
  }
  if (*text)
    comment_pieces(v, text, editing);
  strbuf_deinit(&shown);
}

/* The lines of text, each paragraph cut at words to fit a line. */
static void comment_pieces(ui_view *v, const char *text, bool editing)
{
  enum { PIECE = sizeof v->panel[0].text - 8 };
  const char *s = text;
  for (;;) {
    size_t para = strcspn(s, "\n");
    const char *end = s + para;
    do {
      /* A piece of the paragraph that fits a line: whole words where it can. */
      size_t n = (size_t)(end - s);
      if (n > PIECE) {
        n = PIECE;
        while (n > PIECE / 2 && s[n] != ' ')
          n--;
        if (s[n] != ' ') {
          n = PIECE;
          while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
            n--; /* not in the middle of a character */
        }
      }
      view_line *l = view_add_line(v, false);
      if (!l)
        return;
      /* An empty line keeps its place. */
      snprintf(l->text, sizeof l->text, "%.*s", (int)n, n ? s : " ");
      l->selected = editing;
      l->click = editing ? CLICK_NONE : CLICK_COMMENT;
      s += n;
      if (!editing && s < end && *s == ' ')
        s++; /* the next piece starts at its word */
    } while (s < end);
    if (!*end)
      return;
    s = end + 1;
  }
}
