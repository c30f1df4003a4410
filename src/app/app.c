/* The application's state machine (see app.h). */
#include "app.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "hoshi/handicap.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/komi.h"
#include "hoshi/rules.h"

/* --- the keys ------------------------------------------------------------------ */

/* TRANSLATORS: the keys' letters stay as they are (they are the keys);
 * only the names of keys (Shift, Enter, Space, Esc, Home, End, Page Up,
 * Page Down, Left, Right, Up, Down, wheel, click) are translated. */
static const app_key keys[] = {
    {N_("Click"), N_("play a move (or place the markup of the tool in hand)")},
    {N_("Shift+arrows, Enter or Space"), N_("move the keyboard cursor, play (or mark) there")},
    {N_("P"), N_("pass (after two passes the scoring screen opens)")},
    {N_("R"), N_("resign (asks first)")},
    {N_("S"), N_("score the position now: the scoring screen")},
    {N_("N"), N_("no result, after a whole-board repetition under Japanese rules (J89 art. 12)")},
    {N_("Ctrl+Z, Ctrl+Y"), N_("undo and redo (the move stays in the record as a variation)")},
    {N_("Left, Right, wheel"), N_("one move back, one move forward")},
    {N_("Page Up, Page Down"), N_("ten moves back, ten moves forward")},
    {N_("Home, End"), N_("the start, the end of the line")},
    {N_("Up, Down"), N_("the previous, the next variation of this move")},
    {N_("1 2 3 4"), N_("markup tool: triangle, square, circle, cross")},
    {N_("5 6"), N_("markup tool: letters (A, B, ...), numbers (1, 2, ...)")},
    {N_("Esc"), N_("stop the engine that is thinking; back to playing (put the tool down); close a "
                   "dialog")},
    {N_("E"), N_("the engine of the player to move: hand its colour to a person, or give it back")},
    {N_("Ctrl+N"), N_("new game: size, rule set, players, handicap, komi")},
    {N_("Ctrl+O"), N_("open a game (the file list); you can also drop a file on the window")},
    {N_("Ctrl+S, Ctrl+Shift+S"), N_("save, save as")},
    {N_("Ctrl+Q"), N_("quit (asks first when moves are not saved)")},
    {N_("F11"), N_("fullscreen on or off")},
    {N_("T"), N_("classic or projector theme")},
    {N_("Ctrl+plus, Ctrl+minus, Ctrl+0"), N_("larger, smaller, normal text and panel")},
    {N_("C"), N_("coordinates on or off")},
    {N_("M"), N_("move numbers on or off")},
    {N_("F1"), N_("this list of keys")},
    {N_("Scoring: click"), N_("mark a group and its region dead, or alive again")},
    {N_("Scoring: Up, Down, Tab"), N_("select a reason the counts differ: its points light up")},
    {N_("Scoring: V"), N_("Japanese view (territory marks) or Chinese view (area shaded)")},
    {N_("Scoring: 1, 2"), N_("change the rule set of the first, the second column")},
    {N_("Scoring: D"), N_("counting demonstration: Japanese, Chinese, French quick count, off")},
    {N_("Scoring: Left, Right"), N_("the previous, the next step of the demonstration")},
    {N_("Scoring: E"),
     N_("ask an engine for its dead stones (final_status_list dead) as the marks")},
    {N_("Scoring: Enter"), N_("accept: result, territory and counts written to the record")},
    {N_("Scoring: R, then B or W"), N_("resume play; the other player moves first (J89 art. 9-3)")},
    {N_("Scoring: Esc"), N_("close the demonstration; leave scoring without recording")},
};

const app_key *app_keys(size_t *n)
{
  *n = sizeof keys / sizeof keys[0];
  return keys;
}

/* --- small helpers ---------------------------------------------------------------- */

void app_say(app *a, bool error, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(a->status, sizeof a->status, fmt, ap);
  va_end(ap);
  a->status_error = error;
}

/* A colour's name for people, in their language: "Black", "White". */
static const char *color_name(enum color c) { return c == COLOR_BLACK ? _("Black") : _("White"); }

/* Whether a player's name is the default one, the colour's (in English too:
 * a record from an English session). */
static bool default_name(const char *name, enum color c)
{
  return strcmp(name, color_name(c)) == 0 ||
         strcmp(name, c == COLOR_BLACK ? "Black" : "White") == 0;
}

/* A number shown to people: the person's decimal separator. */
static char *number(double v, char out[KOMI_TEXT_LEN])
{
  return i18n_format_number(v, out, KOMI_TEXT_LEN);
}

static void vertex(const game *g, int x, int y, char out[4])
{
  board_vertex_format(game_size(g), x, y, out);
}

/* Why a move is refused, in words a beginner understands. */
static const char *refusal(enum move_status s)
{
  switch (s) {
  case MOVE_OCCUPIED:
    return _("There is already a stone there.");
  case MOVE_KO:
    return _("Ko: you cannot take back at once. Play elsewhere first.");
  case MOVE_SUPERKO:
    return _("This move would repeat an earlier position, which these rules forbid.");
  case MOVE_SUICIDE:
    return _("Suicide is not allowed under these rules: the stone would have no liberty.");
  case MOVE_OFF_BOARD:
    return _("That point is not on the board.");
  case MOVE_NO_MEMORY:
    return _("Out of memory: the move could not be played.");
  case MOVE_LEGAL:
    break;
  }
  return "";
}

static const char *file_name(const char *path)
{
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

static void reset_play_state(app *a)
{
  a->ended = game_current(&a->game) && a->game.board.passes >= 2;
  a->resigned = COLOR_EMPTY;
  a->placing = 0;
  a->n_placed = 0;
}

/* --- init -------------------------------------------------------------------------- */

bool app_init(app *a, int size, const rules *r, double komi)
{
  return app_init_with(a, size, r, komi, "");
}

bool app_init_with(app *a, int size, const rules *r, double komi, const char *settings_path)
{
  memset(a, 0, sizeof *a);
  session_init(a, settings_path); /* the settings, and the players' engines */
  if (!game_init(&a->game, size, r))
    return false;
  game_set_komi(&a->game, komi, NULL);
  a->hover_x = a->hover_y = -1;
  a->cursor_x = a->cursor_y = -1;
  filelist_init(&a->files);
  app_say(a, false, "%s", _("Black to play. Click an intersection; F1 lists the keys."));
  if (a->session.settings_message[0])
    app_say(a, true, "%s", a->session.settings_message);
  return true;
}

void app_deinit(app *a)
{
  session_deinit(a);
  players_deinit(&a->players);
  scoring_leave(a);
  game_deinit(&a->game);
  filelist_deinit(&a->files);
}

void app_layout(app *a, int width, int height)
{
  layout_settings s = {a->settings.ui_scale, a->settings.coordinates,
                       a->settings.theme == THEME_PROJECTOR};
  layout_compute(&a->layout, width, height, game_size(&a->game), &s);
}

void app_title(const app *a, char *out, size_t len)
{
  snprintf(out, len, "Hoshi - %s%s", a->path[0] ? file_name(a->path) : _("new game"),
           a->dirty ? " *" : "");
}

/* --- files -------------------------------------------------------------------------- */

bool app_open(app *a, const char *path)
{
  char why[320];
  /* game_load_file replaces the game only when the file opens. */
  if (!game_load_file(&a->game, path, NULL, why, sizeof why)) {
    app_say(a, true, _("The game was not opened: %s"), why);
    return false;
  }
  /* Continue where the record stops: the end of its main line. */
  game_last(&a->game);
  a->game_serial++;
  if (!os_absolute_path(path, a->path, sizeof a->path))
    snprintf(a->path, sizeof a->path, "%s", path);
  a->dirty = false;
  a->mode = MODE_PLAY;
  reset_play_state(a);
  if (a->game.n_notes)
    app_say(a, true,
            P_("Opened %s with %zu problem; the first, line %d column %d: %s",
               "Opened %s with %zu problems; the first, line %d column %d: %s", a->game.n_notes),
            file_name(path), a->game.n_notes, a->game.notes[0].line, a->game.notes[0].col,
            a->game.notes[0].message);
  else
    app_say(a, false, P_("Opened %s: %d move.", "Opened %s: %d moves.", game_move_number(&a->game)),
            file_name(path), game_move_number(&a->game));
  return true;
}

bool app_save(app *a, const char *path)
{
  sgf_error err = {0};
  if (!game_save_file(&a->game, path, &err)) {
    app_say(a, true, _("Cannot save %s: %s"), path, err.message);
    return false;
  }
  char absolute[PATH_MAX];
  if (os_absolute_path(path, absolute, sizeof absolute))
    snprintf(a->path, sizeof a->path, "%s", absolute);
  else if (path != a->path)
    snprintf(a->path, sizeof a->path, "%s", path);
  a->dirty = false;
  app_say(a, false, _("Saved to %s."), path);
  return true;
}

static void open_save_as(app *a)
{
  filelist_open(&a->files, filelist_start_dir(a->path[0] ? a->path : NULL));
  snprintf(a->save_name, sizeof a->save_name, "%.200s",
           a->path[0] ? file_name(a->path) : _("game.sgf"));
  a->save_name_focus = true;
  a->mode = MODE_SAVE_AS;
}

static void open_file_list(app *a)
{
  if (!filelist_open(&a->files, filelist_start_dir(a->path[0] ? a->path : NULL)))
    app_say(a, true, "%s", a->files.error);
  a->mode = MODE_OPEN;
}

/* --- the new-game dialog ------------------------------------------------------------- */

static const rules *form_rules(const app_form *f)
{
  size_t n;
  const rules *const *all = rules_all(&n);
  return all[(size_t)f->rules < n ? (size_t)f->rules : 0];
}

static void form_default_komi(app_form *f)
{
  if (!f->komi_typed)
    i18n_format_number(komi_default(form_rules(f), f->handicap), f->komi, sizeof f->komi);
}

static void open_new_game(app *a)
{
  app_form *f = &a->form;
  const game *g = &a->game;
  memset(f, 0, sizeof *f);
  snprintf(f->size, sizeof f->size, "%d", game_size(g));
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++)
    if (all[i] == g->rules)
      f->rules = (int)i;
  const char *pb = game_player(g, COLOR_BLACK), *pw = game_player(g, COLOR_WHITE);
  snprintf(f->black, sizeof f->black, "%s", pb ? pb : color_name(COLOR_BLACK));
  snprintf(f->white, sizeof f->white, "%s", pw ? pw : color_name(COLOR_WHITE));
  /* The players stay who they were; a name that is not an engine's was
   * typed by someone. */
  for (int i = 0; i < 2; i++) {
    const seat *st = &a->players.seat[i ? COLOR_WHITE : COLOR_BLACK];
    f->player[i] = st->engine;
    f->named[i] =
        st->engine < 0 && !default_name(i ? f->white : f->black, i ? COLOR_WHITE : COLOR_BLACK);
  }
  f->free_placement = false;
  /* The lot for equal declarations, drawn once so that what the dialog
   * announces is what happens. */
  f->lot = (unsigned)time(NULL);
  form_default_komi(f);
  f->focus = FIELD_SIZE;
  a->mode = MODE_NEW_GAME;
}

/* The name shown for an engine in the form: its own, or its entry's. */
static const char *engine_label(const app *a, int engine)
{
  return a->players.engines.list[engine].name;
}

static bool field_is_text(const app_form *f, enum form_field k)
{
  return k == FIELD_SIZE || k == FIELD_BLACK || k == FIELD_WHITE ||
         (k == FIELD_KOMI && !f->declared) ||
         (f->declared && (k == FIELD_BID_BLACK || k == FIELD_BID_WHITE));
}

static bool field_available(const app_form *f, enum form_field k)
{
  switch (k) {
  case FIELD_PLACEMENT:
    return f->handicap >= 2 && rules_allows_free_handicap(form_rules(f));
  case FIELD_KOMI:
    return !f->declared;
  case FIELD_BID_BLACK:
  case FIELD_BID_WHITE:
    return f->declared;
  case FIELD_KOMI_BY:
    return f->handicap == 0;
  default:
    return true;
  }
}

static char *field_text(app_form *f, enum form_field k, size_t *len)
{
  switch (k) {
  case FIELD_SIZE:
    *len = sizeof f->size;
    return f->size;
  case FIELD_BLACK:
    *len = sizeof f->black;
    return f->black;
  case FIELD_WHITE:
    *len = sizeof f->white;
    return f->white;
  case FIELD_KOMI:
    *len = sizeof f->komi;
    return f->komi;
  case FIELD_BID_BLACK:
    *len = sizeof f->bid[0];
    return f->bid[0];
  case FIELD_BID_WHITE:
    *len = sizeof f->bid[1];
    return f->bid[1];
  default:
    *len = 0;
    return NULL;
  }
}

/* Checks the form as it stands; the message under the fields says what is
 * wrong, live as the user types. */
static bool form_check(app_form *f, int *size, double *komi, bool *second_is_black)
{
  char *end;
  long s = strtol(f->size, &end, 10);
  f->message[0] = 0;
  f->message_error = false;
  if (!f->size[0] || *end || !board_size_ok(s)) {
    snprintf(f->message, sizeof f->message,
             _("The board size must be a number from %d to %d (9, 13 and 19 are usual)."),
             BOARD_MIN_SIZE, BOARD_MAX_SIZE);
    f->message_error = true;
    return false;
  }
  *size = (int)s;
  bool fixed = !(f->free_placement && field_available(f, FIELD_PLACEMENT));
  if (f->handicap >= 2 && fixed && f->handicap > handicap_fixed_max((int)s)) {
    snprintf(f->message, sizeof f->message,
             _("A %ldx%ld board has star points for at most %d handicap stones%s."), s, s,
             handicap_fixed_max((int)s),
             rules_allows_free_handicap(form_rules(f)) ? _("; choose free placement for more")
                                                       : "");
    f->message_error = true;
    return false;
  }
  const char *why;
  *second_is_black = false;
  if (f->declared && f->handicap == 0) {
    double bids[2];
    for (int i = 0; i < 2; i++)
      if (!komi_parse(f->bid[i], &bids[i], &why)) {
        snprintf(f->message, sizeof f->message, _("%s declares: %s"), i ? f->white : f->black, why);
        f->message_error = true;
        return false;
      }
    komi_declared d;
    if (!komi_declare(bids[0], bids[1], f->lot, &d, &why)) {
      snprintf(f->message, sizeof f->message, "%s", why);
      f->message_error = true;
      return false;
    }
    char k[KOMI_TEXT_LEN];
    number(d.komi, k);
    snprintf(f->message, sizeof f->message, _("Komi %s, the mean; %s takes Black%s."), k,
             d.black ? f->white : f->black,
             d.drawn ? _(" (equal declarations: drawn by lot)") : _(" (the higher declaration)"));
    *komi = d.komi;
    *second_is_black = d.black == 1;
    return true;
  }
  if (!komi_parse(f->komi, komi, &why)) {
    snprintf(f->message, sizeof f->message, "%s", why);
    f->message_error = true;
    return false;
  }
  if (fabs(*komi) > s * s) {
    snprintf(f->message, sizeof f->message,
             _("Komi cannot be larger than the %ld points of the board."), s * s);
    f->message_error = true;
    return false;
  }
  return true;
}

static void form_start(app *a)
{
  app_form *f = &a->form;
  int size;
  double komi;
  bool swap;
  if (!form_check(f, &size, &komi, &swap))
    return;
  /* Declared komi: the higher declaration takes Black. */
  const char *names[2] = {swap ? f->white : f->black, swap ? f->black : f->white};
  game g;
  if (!game_init(&g, size, form_rules(f))) {
    snprintf(f->message, sizeof f->message, "%s", _("Out of memory."));
    f->message_error = true;
    return;
  }
  const char *why = NULL;
  if (!game_set_komi(&g, komi, &why)) {
    snprintf(f->message, sizeof f->message, _("Komi: %s."), why);
    f->message_error = true;
    game_deinit(&g);
    return;
  }
  if ((names[0][0] && !game_set_player(&g, COLOR_BLACK, names[0])) ||
      (names[1][0] && !game_set_player(&g, COLOR_WHITE, names[1]))) {
    snprintf(f->message, sizeof f->message, "%s", _("Out of memory."));
    f->message_error = true;
    game_deinit(&g);
    return;
  }
  bool free_place = f->free_placement && field_available(f, FIELD_PLACEMENT);
  if (f->handicap >= 2 && !free_place && !game_fixed_handicap(&g, f->handicap, &why)) {
    snprintf(f->message, sizeof f->message, _("Handicap: %s."), why);
    f->message_error = true;
    game_deinit(&g);
    return;
  }
  game_deinit(&a->game);
  a->game = g;
  a->game_serial++;
  a->path[0] = 0;
  a->dirty = false;
  a->mode = MODE_PLAY;
  a->tool = MARK_NONE;
  reset_play_state(a);
  session_new_game_chosen(a, size, form_rules(f), komi, !(f->declared && f->handicap == 0),
                          f->handicap);
  /* The players: engines start when first asked for a move. */
  int who[2] = {swap ? f->player[1] : f->player[0], swap ? f->player[0] : f->player[1]};
  for (int i = 0; i < 2; i++)
    players_set(a, i ? COLOR_WHITE : COLOR_BLACK, who[i]);
  char k[KOMI_TEXT_LEN];
  number(komi, k);
  if (f->handicap >= 2 && free_place) {
    a->placing = f->handicap;
    app_say(a, false,
            _("Black places %d handicap stones: click them one by one (Ctrl+Z takes one back)."),
            f->handicap);
  } else if (f->handicap >= 2) {
    app_say(a, false,
            _("New game: %d handicap stones on the star points, komi %s. White plays first."),
            f->handicap, k);
  } else {
    app_say(a, false, _("New game: %s (Black) against %s (White), komi %s. Black plays first."),
            names[0], names[1], k);
  }
}

static void form_adjust(app *a, int step)
{
  app_form *f = &a->form;
  size_t n;
  rules_all(&n);
  switch (f->focus) {
  case FIELD_SIZE: {
    snprintf(f->size, sizeof f->size, "%d", board_size_clamp(strtol(f->size, NULL, 10) + step));
    break;
  }
  case FIELD_RULES:
    f->rules = (int)((f->rules + step + (int)n) % (int)n);
    form_default_komi(f);
    break;
  case FIELD_BLACK_PLAYER:
  case FIELD_WHITE_PLAYER: {
    /* A person, then each engine, in a ring. */
    int i = f->focus == FIELD_WHITE_PLAYER;
    int choices = a->players.engines.n + 1;
    f->player[i] = ((f->player[i] + 1 + step) % choices + choices) % choices - 1;
    char *name = i ? f->white : f->black;
    size_t len = i ? sizeof f->white : sizeof f->black;
    if (f->player[i] >= 0 && !f->named[i])
      snprintf(name, len, "%s", engine_label(a, f->player[i]));
    else if (f->player[i] < 0 && !f->named[i])
      snprintf(name, len, "%s", color_name(i ? COLOR_WHITE : COLOR_BLACK));
    break;
  }
  case FIELD_HANDICAP:
    f->handicap += step;
    if (f->handicap < 0)
      f->handicap = 0;
    if (f->handicap > HANDICAP_MAX_STONES)
      f->handicap = HANDICAP_MAX_STONES;
    form_default_komi(f);
    break;
  case FIELD_PLACEMENT:
    f->free_placement = !f->free_placement;
    break;
  case FIELD_KOMI_BY:
    f->declared = !f->declared;
    break;
  case FIELD_KOMI: {
    double k;
    if (!komi_parse(f->komi, &k, NULL))
      k = komi_default(form_rules(f), f->handicap);
    i18n_format_number(komi_step(k, step), f->komi, sizeof f->komi);
    f->komi_typed = true;
    break;
  }
  default:
    break;
  }
}

static void form_focus(app_form *f, int step)
{
  int k = (int)f->focus;
  do
    k = (k + step + FIELD_COUNT) % FIELD_COUNT;
  while (!field_available(f, (enum form_field)k));
  f->focus = (enum form_field)k;
}

/* Removes the last UTF-8 character of s. */
static void backspace(char *s)
{
  size_t n = strlen(s);
  while (n > 0) {
    n--;
    if (((unsigned char)s[n] & 0xc0) != 0x80)
      break;
  }
  s[n] = 0;
}

static void append(char *s, size_t len, const char *t)
{
  size_t n = strlen(s), m = strlen(t);
  if (n + m < len) {
    memcpy(s + n, t, m + 1);
  }
}

static bool form_input(app *a, const ui_input *in)
{
  app_form *f = &a->form;
  if (in->kind == INPUT_TEXT) {
    size_t len;
    char *t = field_text(f, f->focus, &len);
    if (!t || !field_is_text(f, f->focus))
      return false;
    append(t, len, in->text);
    if (f->focus == FIELD_KOMI)
      f->komi_typed = true;
    if (f->focus == FIELD_BLACK || f->focus == FIELD_WHITE)
      f->named[f->focus == FIELD_WHITE] = true;
    return true;
  }
  if (in->kind != INPUT_KEY)
    return false;
  switch (in->key) {
  case KEY_ESCAPE:
    a->mode = MODE_PLAY;
    app_say(a, false, "%s", _("No new game: the game goes on."));
    return true;
  case KEY_ENTER:
    form_start(a);
    return true;
  case KEY_TAB:
    form_focus(f, in->shift ? -1 : 1);
    return true;
  case KEY_UP:
    form_focus(f, -1);
    return true;
  case KEY_DOWN:
    form_focus(f, 1);
    return true;
  case KEY_LEFT:
  case KEY_MINUS:
    form_adjust(a, -1);
    return true;
  case KEY_RIGHT:
  case KEY_PLUS:
    form_adjust(a, 1);
    return true;
  case KEY_SPACE:
    if (!field_is_text(f, f->focus))
      form_adjust(a, 1);
    return true;
  case KEY_BACKSPACE: {
    size_t len;
    char *t = field_text(f, f->focus, &len);
    if (t && field_is_text(f, f->focus)) {
      backspace(t);
      if (f->focus == FIELD_KOMI)
        f->komi_typed = true;
      if (f->focus == FIELD_BLACK || f->focus == FIELD_WHITE)
        f->named[f->focus == FIELD_WHITE] = true;
    }
    return true;
  }
  default:
    return false;
  }
}

/* --- playing ------------------------------------------------------------------------ */

static void after_move(app *a)
{
  const game *g = &a->game;
  a->dirty = true;
  const game_step *st = game_current_step(g);
  if (st->move == POINT_PASS && g->board.passes >= 2) {
    a->ended = true;
    scoring_enter(a);
  } else {
    /* Who moved: "Black", or "GNU Go 3.8 (Black)". */
    char who[160];
    const char *engine = players_engine_name(a, st->color);
    if (engine)
      snprintf(who, sizeof who, _("%s (%s)"), engine, color_name(st->color));
    else
      snprintf(who, sizeof who, "%s", color_name(st->color));
    if (st->move == POINT_PASS) {
      app_say(a, false, _("%s passed. %s to play; a second pass ends the game."), who,
              color_name(game_to_move(g)));
      return;
    }
    char v[4];
    vertex(g, board_x(&g->board, st->move), board_y(&g->board, st->move), v);
    app_say(a, false, _("%s played %s. %s to play."), who, v, color_name(game_to_move(g)));
    if (st->repeats && rules_reports_repetition(g->rules)) {
      size_t n = strlen(a->status);
      snprintf(a->status + n, sizeof a->status - n, "%s",
               _(" The whole board repeats an earlier position (a triple ko or the like): if both "
                 "players agree, N ends the game with no result (J89 art. 12)."));
    }
  }
}

/* Says why an ended game takes no move; false while it goes on. */
static bool refuse_when_over(app *a)
{
  if (!a->ended)
    return false;
  if (a->resigned)
    app_say(a, true,
            _("The game is over: %s resigned. Ctrl+Z to take it back, Ctrl+N for a new game."),
            color_name(a->resigned));
  else
    app_say(a, true, "%s",
            _("The game is over: both players passed. S counts it; Ctrl+Z takes the last "
              "pass back."));
  return true;
}

enum move_status app_play(app *a, enum color c, point p)
{
  game *g = &a->game;
  int held = g->board.captures[c];
  enum move_status s = game_play(g, c, p);
  if (s != MOVE_LEGAL) {
    app_say(a, true, "%s", refusal(s));
    return s;
  }
  after_move(a);
  int took = g->board.captures[c] - held;
  if (took > 0) {
    size_t n = strlen(a->status);
    snprintf(a->status + n, sizeof a->status - n,
             P_(" %s captured %d stone.", " %s captured %d stones.", took), color_name(c), took);
  }
  return MOVE_LEGAL;
}

/* Says why a person cannot move for an engine; false when it is a
 * person's turn. */
static bool refuse_engine_turn(app *a)
{
  enum color c = game_to_move(&a->game);
  if (!players_is_engine(a, c))
    return false;
  app_say(a, true, _("It is %s's turn (%s): wait for its move, or press E to play %s yourself."),
          players_engine_name(a, c), color_name(c), color_name(c));
  return true;
}

static void play_at(app *a, int x, int y)
{
  if (refuse_when_over(a) || refuse_engine_turn(a))
    return;
  app_play(a, game_to_move(&a->game), board_point(&a->game.board, x, y));
}

static void place_handicap(app *a, int x, int y)
{
  game *g = &a->game;
  point p = board_point(&g->board, x, y);
  for (int i = 0; i < a->n_placed; i++)
    if (a->placed[i] == p) {
      memmove(a->placed + i, a->placed + i + 1, (size_t)(a->n_placed - i - 1) * sizeof(point));
      a->n_placed--;
      app_say(a, false, _("Handicap stone taken back: %d of %d placed."), a->n_placed,
              a->n_placed + a->placing);
      a->placing++;
      return;
    }
  a->placed[a->n_placed++] = p;
  a->placing--;
  if (a->placing > 0) {
    app_say(a, false, _("Handicap stone %d placed; %d more."), a->n_placed, a->placing);
    return;
  }
  const char *why;
  if (!game_free_handicap(g, a->placed, a->n_placed, &why)) {
    app_say(a, true, _("These handicap stones are refused: %s."), why);
    a->placing = a->n_placed;
    a->n_placed = 0;
    return;
  }
  a->n_placed = 0;
  a->dirty = true;
  app_say(a, false, "%s", _("Handicap placed. White plays first."));
}

static const char *tool_name(app_tool t)
{
  static const char *const names[] = {N_("play"),   N_("triangle"), N_("square"),
                                      N_("circle"), N_("cross"),    N_("label")};
  return _(names[t]);
}

static void mark_at(app *a, int x, int y, bool numbers)
{
  game *g = &a->game;
  app_tool had = (app_tool)game_unmark(g, x, y);
  a->dirty = true;
  char v[4];
  board_vertex_format(game_size(g), x, y, v);
  if (had == a->tool && a->tool != MARK_LABEL) {
    app_say(a, false, _("Removed the %s at %s."), tool_name(had), v);
    return;
  }
  if (a->tool == MARK_LABEL && had == MARK_LABEL) {
    app_say(a, false, _("Removed the label at %s."), v);
    return;
  }
  char label[8] = "";
  if (a->tool == MARK_LABEL)
    game_next_label(g, numbers, label, sizeof label);
  if (!game_mark(g, x, y, (enum game_mark)a->tool, label))
    app_say(a, true, "%s", _("Out of memory."));
  else if (a->tool == MARK_LABEL)
    app_say(a, false, _("Label %s at %s."), label, v);
  else
    app_say(a, false, _("A %s at %s."), tool_name(a->tool), v);
}

static void act_at(app *a, int x, int y)
{
  if (a->placing > 0)
    place_handicap(a, x, y);
  else if (a->tool != MARK_NONE)
    mark_at(a, x, y, a->tool_numbers);
  else
    play_at(a, x, y);
}

static void navigated(app *a, bool moved)
{
  if (!moved) {
    app_say(a, false, "%s", _("There is no move there."));
    return;
  }
  reset_play_state(a);
  const game *g = &a->game;
  app_say(a, false, _("Move %d. %s to play."), game_move_number(g), color_name(game_to_move(g)));
}

static void run_pending(app *a)
{
  enum app_pending what = a->pending;
  a->pending = PENDING_NONE;
  a->mode = MODE_PLAY;
  switch (what) {
  case PENDING_QUIT:
    a->quit = true;
    break;
  case PENDING_OPEN_FILE:
    app_open(a, a->pending_path);
    break;
  case PENDING_NEW:
    open_new_game(a);
    break;
  case PENDING_OPEN_LIST:
    open_file_list(a);
    break;
  case PENDING_RESIGN: /* answered in the dialog, never pending after it */
  case PENDING_NONE:
    break;
  }
}

/* Asks before losing unsaved moves; runs the action at once when nothing
 * would be lost. */
static void guard(app *a, enum app_pending what, const char *path)
{
  a->pending = what;
  if (path)
    snprintf(a->pending_path, sizeof a->pending_path, "%s", path);
  if (!a->dirty) {
    run_pending(a);
    return;
  }
  a->confirm_return = a->mode == MODE_CONFIRM ? MODE_PLAY : a->mode;
  a->mode = MODE_CONFIRM;
}

static bool play_key(app *a, const ui_input *in)
{
  game *g = &a->game;
  if (in->ctrl) {
    switch (in->key) {
    case KEY_CHAR:
      switch (in->ch) {
      case 'z':
        if (a->placing > 0 || a->n_placed > 0) {
          if (a->n_placed > 0) {
            a->n_placed--;
            a->placing++;
            app_say(a, false, "%s", _("Handicap stone taken back."));
          }
          return true;
        }
        if (in->shift) {
          navigated(a, game_forward(g));
        } else {
          bool moved = game_back(g);
          /* Against an engine, undo takes back its answer and your move:
           * it is then your turn again. */
          if (moved && players_is_engine(a, game_to_move(g)) &&
              !players_is_engine(a, color_other(game_to_move(g))))
            game_back(g);
          navigated(a, moved);
        }
        return true;
      case 'y':
        navigated(a, game_forward(g));
        return true;
      case 'n':
        guard(a, PENDING_NEW, NULL);
        return true;
      case 'o':
        guard(a, PENDING_OPEN_LIST, NULL);
        return true;
      case 's':
        if (in->shift || !a->path[0])
          open_save_as(a);
        else
          app_save(a, a->path);
        return true;
      case 'q':
        guard(a, PENDING_QUIT, NULL);
        return true;
      case '0':
        a->settings.ui_scale = 1.0;
        return true;
      default:
        return false;
      }
    case KEY_PLUS:
      a->settings.ui_scale = fmin(LAYOUT_SCALE_MAX, a->settings.ui_scale * 1.15);
      app_say(a, false, _("Text size %d%%."), (int)lround(a->settings.ui_scale * 100));
      return true;
    case KEY_MINUS:
      a->settings.ui_scale = fmax(LAYOUT_SCALE_MIN, a->settings.ui_scale / 1.15);
      app_say(a, false, _("Text size %d%%."), (int)lround(a->settings.ui_scale * 100));
      return true;
    default:
      return false;
    }
  }
  int n = game_size(g);
  if (in->shift &&
      (in->key == KEY_LEFT || in->key == KEY_RIGHT || in->key == KEY_UP || in->key == KEY_DOWN)) {
    if (a->cursor_x < 0) {
      a->cursor_x = a->cursor_y = n / 2;
    } else {
      a->cursor_x += in->key == KEY_LEFT ? -1 : in->key == KEY_RIGHT ? 1 : 0;
      a->cursor_y += in->key == KEY_UP ? -1 : in->key == KEY_DOWN ? 1 : 0;
      a->cursor_x = a->cursor_x < 0 ? 0 : a->cursor_x >= n ? n - 1 : a->cursor_x;
      a->cursor_y = a->cursor_y < 0 ? 0 : a->cursor_y >= n ? n - 1 : a->cursor_y;
    }
    char v[4];
    vertex(g, a->cursor_x, a->cursor_y, v);
    app_say(a, false, _("Cursor at %s: Enter or Space plays there."), v);
    return true;
  }
  switch (in->key) {
  case KEY_ENTER:
  case KEY_SPACE:
    if (a->cursor_x >= 0)
      act_at(a, a->cursor_x, a->cursor_y);
    else
      app_say(a, false, "%s", _("Move the cursor with Shift+arrows first, or click."));
    return true;
  case KEY_LEFT:
    navigated(a, game_back(g));
    return true;
  case KEY_RIGHT:
    navigated(a, game_forward(g));
    return true;
  case KEY_PAGE_UP:
  case KEY_PAGE_DOWN: {
    bool moved = false;
    for (int i = 0; i < 10; i++)
      moved |= in->key == KEY_PAGE_UP ? game_back(g) : game_forward(g);
    navigated(a, moved);
    return true;
  }
  case KEY_HOME:
    game_first(g);
    navigated(a, true);
    return true;
  case KEY_END:
    game_last(g);
    navigated(a, true);
    return true;
  case KEY_UP:
    navigated(a, game_previous_variation(g));
    return true;
  case KEY_DOWN:
    navigated(a, game_next_variation(g));
    return true;
  case KEY_ESCAPE:
    if (players_interrupt(a))
      return true;
    if (a->tool != MARK_NONE || a->cursor_x >= 0) {
      a->tool = MARK_NONE;
      a->cursor_x = a->cursor_y = -1;
      app_say(a, false, "%s", _("Playing: clicks play moves."));
      return true;
    }
    return false;
  case KEY_F1:
    a->help_return = a->mode == MODE_SCORE ? MODE_SCORE : MODE_PLAY;
    a->mode = MODE_HELP;
    return true;
  case KEY_F11:
    a->toggle_fullscreen = true;
    return true;
  case KEY_CHAR:
    break;
  default:
    return false;
  }
  switch (in->ch) {
  case 's':
    if (a->placing > 0) {
      app_say(a, true, "%s", _("Place the handicap stones first."));
      return true;
    }
    scoring_enter(a);
    return true;
  case 'n':
    scoring_no_result(a);
    return true;
  case 'p':
    if (refuse_when_over(a) || refuse_engine_turn(a))
      return true;
    if (a->placing > 0) {
      app_say(a, true, "%s", _("Place the handicap stones first."));
      return true;
    }
    game_play(g, game_to_move(g), POINT_PASS);
    after_move(a);
    return true;
  case 'r':
    if (refuse_when_over(a))
      return true;
    a->pending = PENDING_RESIGN;
    a->confirm_return = MODE_PLAY;
    a->mode = MODE_CONFIRM;
    return true;
  case 'e':
    players_toggle(a);
    return true;
  case 't':
    a->settings.theme = a->settings.theme == THEME_CLASSIC ? THEME_PROJECTOR : THEME_CLASSIC;
    app_say(a, false, "%s",
            a->settings.theme == THEME_PROJECTOR ? _("Projector theme.") : _("Classic theme."));
    return true;
  case 'c':
    a->settings.coordinates = !a->settings.coordinates;
    return true;
  case 'm':
    a->settings.numbers = !a->settings.numbers;
    return true;
  case '1':
  case '2':
  case '3':
  case '4':
  case '5':
  case '6':
    a->tool = in->ch <= '4' ? (app_tool)(MARK_TRIANGLE + (in->ch - '1')) : MARK_LABEL;
    a->tool_numbers = in->ch == '6';
    app_say(a, false, _("Tool: %s. Click points to mark them, click again to remove; Esc to play."),
            in->ch == '5'   ? _("letters")
            : in->ch == '6' ? _("numbers")
                            : tool_name(a->tool));
    return true;
  default:
    return false;
  }
}

/* R: the player to move resigns; against an engine, the person does. */
static void resign(app *a)
{
  enum color c = game_to_move(&a->game);
  if (players_is_engine(a, c) && !players_is_engine(a, color_other(c)))
    c = color_other(c);
  app_resign(a, c);
}

void app_resign(app *a, enum color c)
{
  a->resigned = c;
  a->ended = true;
  a->dirty = true;
  char re[8];
  snprintf(re, sizeof re, "%c+R", c == COLOR_BLACK ? 'W' : 'B');
  if (!game_set_result(&a->game, re)) {
    app_say(a, true, "%s", _("Out of memory: the result could not be recorded."));
    return;
  }
  char shown[32];
  app_say(a, false, _("%s resigned: %s wins (%s)."), color_name(c), color_name(color_other(c)),
          i18n_result(re, shown, sizeof shown));
}

static bool confirm_input(app *a, const ui_input *in)
{
  if (in->kind != INPUT_KEY)
    return false;
  if (a->pending == PENDING_RESIGN) {
    if (in->key == KEY_CHAR && in->ch == 'y') {
      a->pending = PENDING_NONE;
      a->mode = MODE_PLAY;
      resign(a);
    } else if (in->key == KEY_ESCAPE || (in->key == KEY_CHAR && in->ch == 'n')) {
      a->pending = PENDING_NONE;
      a->mode = MODE_PLAY;
      app_say(a, false, "%s", _("Not resigned: the game goes on."));
    }
    return true;
  }
  if (in->key == KEY_CHAR && in->ch == 's') {
    if (a->path[0]) {
      if (app_save(a, a->path))
        run_pending(a);
    } else {
      open_save_as(a); /* the pending action runs after saving */
    }
  } else if (in->key == KEY_CHAR && in->ch == 'd') {
    a->dirty = false;
    run_pending(a);
  } else if (in->key == KEY_ESCAPE || (in->key == KEY_CHAR && in->ch == 'c')) {
    a->pending = PENDING_NONE;
    a->mode = a->confirm_return;
    app_say(a, false, "%s", _("Cancelled."));
  }
  return true;
}

static bool list_keys(app *a, const ui_input *in, bool saving)
{
  filelist *fl = &a->files;
  int rows = layout_dialog_rows(&a->layout) - (saving ? 1 : 0);
  switch (in->key) {
  case KEY_UP:
    if (saving && fl->selected == 0 && !a->save_name_focus) {
      a->save_name_focus = true;
      return true;
    }
    filelist_move(fl, -1, rows);
    return true;
  case KEY_DOWN:
    if (saving && a->save_name_focus) {
      a->save_name_focus = false;
      return true;
    }
    filelist_move(fl, 1, rows);
    return true;
  case KEY_PAGE_UP:
    filelist_move(fl, -rows, rows);
    return true;
  case KEY_PAGE_DOWN:
    filelist_move(fl, rows, rows);
    return true;
  case KEY_HOME:
    if (saving && a->save_name_focus)
      return false;
    filelist_move(fl, -(int)fl->n, rows);
    return true;
  case KEY_END:
    if (saving && a->save_name_focus)
      return false;
    filelist_move(fl, (int)fl->n, rows);
    return true;
  default:
    return false;
  }
}

static bool open_input(app *a, const ui_input *in)
{
  filelist *fl = &a->files;
  if (in->kind == INPUT_TEXT) {
    filelist_select_prefix(fl, in->text);
    filelist_move(fl, 0, layout_dialog_rows(&a->layout));
    return true;
  }
  if (in->kind != INPUT_KEY)
    return false;
  if (list_keys(a, in, false))
    return true;
  switch (in->key) {
  case KEY_ESCAPE:
    a->mode = MODE_PLAY;
    app_say(a, false, "%s", _("Nothing opened."));
    return true;
  case KEY_BACKSPACE:
    filelist_up(fl);
    filelist_move(fl, 0, layout_dialog_rows(&a->layout));
    return true;
  case KEY_ENTER: {
    char path[PATH_MAX];
    if (filelist_activate(fl, path, sizeof path)) {
      a->mode = MODE_PLAY;
      app_open(a, path);
    }
    return true;
  }
  default:
    return false;
  }
}

static bool save_input(app *a, const ui_input *in)
{
  filelist *fl = &a->files;
  if (in->kind == INPUT_TEXT) {
    a->save_name_focus = true;
    append(a->save_name, sizeof a->save_name, in->text);
    return true;
  }
  if (in->kind != INPUT_KEY)
    return false;
  if (list_keys(a, in, true))
    return true;
  switch (in->key) {
  case KEY_ESCAPE:
    a->mode = MODE_PLAY;
    a->pending = PENDING_NONE;
    app_say(a, false, "%s", _("Not saved."));
    return true;
  case KEY_BACKSPACE:
    if (a->save_name_focus)
      backspace(a->save_name);
    else {
      filelist_up(fl);
      filelist_move(fl, 0, layout_dialog_rows(&a->layout) - 1);
    }
    return true;
  case KEY_ENTER: {
    char path[PATH_MAX];
    if (!a->save_name_focus) {
      /* A folder: go in; a file: take its name. */
      if (fl->n && fl->entries[fl->selected].is_dir) {
        filelist_activate(fl, path, sizeof path);
      } else if (fl->n) {
        snprintf(a->save_name, sizeof a->save_name, "%s", fl->entries[fl->selected].name);
        a->save_name_focus = true;
      }
      return true;
    }
    const char *why;
    if (!filelist_join(fl, a->save_name, path, sizeof path, &why)) {
      app_say(a, true, "%s", why);
      return true;
    }
    if (app_save(a, path)) {
      a->mode = MODE_PLAY;
      if (a->pending != PENDING_NONE)
        run_pending(a);
    }
    return true;
  }
  default:
    return false;
  }
}

static bool handle_input(app *a, const ui_input *in);

bool app_input(app *a, const ui_input *in)
{
  bool changed = handle_input(a, in);
  /* After any input an engine may have to move, or stop working on a
   * position that is gone. */
  players_step(a);
  /* What changed is on the disk before the next frame (session.h). */
  session_after_input(a, in);
  return changed;
}

static bool handle_input(app *a, const ui_input *in)
{
  if (in->kind == INPUT_RESIZE)
    return true;
  if (in->kind == INPUT_ENGINE)
    return players_collect(a);
  if (in->kind == INPUT_TICK) /* the clock, and a wake-up that was lost */
    return players_collect(a) || players_busy(a);
  if (a->mode == MODE_RESTORE) /* the offer to restore is answered first */
    return session_restore_input(a, in);
  if (in->kind == INPUT_QUIT) {
    if (a->mode == MODE_CONFIRM && a->pending == PENDING_QUIT) {
      a->quit = true; /* asked twice: the user means it */
      return true;
    }
    guard(a, PENDING_QUIT, NULL);
    return true;
  }
  if (in->kind == INPUT_DROP) {
    guard(a, PENDING_OPEN_FILE, in->path);
    return true;
  }
  switch (a->mode) {
  case MODE_NEW_GAME:
    return form_input(a, in);
  case MODE_OPEN:
    return open_input(a, in);
  case MODE_SAVE_AS:
    return save_input(a, in);
  case MODE_CONFIRM:
    return confirm_input(a, in);
  case MODE_RESTORE:
    return session_restore_input(a, in);
  case MODE_HELP:
    if (in->kind == INPUT_KEY || in->kind == INPUT_CLICK) {
      a->mode = a->help_return;
      return true;
    }
    return false;
  case MODE_SCORE:
    /* The keys of the window (theme, coordinates, text size, files, quit,
     * help) work as while playing; undo and new games leave scoring. */
    if (in->kind == INPUT_KEY && (in->ctrl || in->key == KEY_F1 || in->key == KEY_F11 ||
                                  (in->key == KEY_CHAR && (in->ch == 't' || in->ch == 'c')))) {
      if (in->ctrl && in->key == KEY_CHAR && strchr("zyno", in->ch))
        scoring_leave(a);
      return play_key(a, in);
    }
    return scoring_input(a, in);
  case MODE_PLAY:
    break;
  }
  switch (in->kind) {
  case INPUT_KEY:
    return play_key(a, in);
  case INPUT_CLICK:
    if (!in->on_board)
      return false;
    if (in->button == 1) {
      act_at(a, in->x, in->y);
      return true;
    }
    return false;
  case INPUT_MOTION: {
    int x = in->on_board ? in->x : -1, y = in->on_board ? in->y : -1;
    if (x == a->hover_x && y == a->hover_y)
      return false;
    a->hover_x = x;
    a->hover_y = y;
    return true;
  }
  case INPUT_LEAVE:
    if (a->hover_x < 0)
      return false;
    a->hover_x = a->hover_y = -1;
    return true;
  case INPUT_WHEEL:
    navigated(a, in->wheel > 0 ? game_back(&a->game) : game_forward(&a->game));
    return true;
  default:
    return false;
  }
}

/* --- the view ----------------------------------------------------------------------- */

static void line(ui_view *v, bool strong, uint8_t stone, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void line(ui_view *v, bool strong, uint8_t stone, const char *fmt, ...)
{
  if (v->n_panel >= VIEW_PANEL_LINES)
    return;
  view_line *l = &v->panel[v->n_panel++];
  l->strong = strong;
  l->stone = stone;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(l->text, sizeof l->text, fmt, ap);
  va_end(ap);
}

static view_row *row(view_overlay *o)
{
  if (o->n_rows >= VIEW_ROWS)
    return &o->rows[VIEW_ROWS - 1];
  return &o->rows[o->n_rows++];
}

static void board_view(const app *a, ui_view *v)
{
  const game *g = &a->game;
  const board *b = &g->board;
  int n = b->size;
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++)
      v->stone[view_index(v, x, y)] = (uint8_t)board_at(b, board_point(b, x, y));
  for (int i = 0; i < a->n_placed; i++)
    v->stone[view_index(v, board_x(b, a->placed[i]), board_y(b, a->placed[i]))] = COLOR_BLACK;
  /* Move numbers: the latest move at each point. */
  for (size_t k = 1; k < g->depth; k++) {
    const game_step *st = &g->path[k];
    if (st->move > 0 && board_on(b, st->move))
      v->number[view_index(v, board_x(b, st->move), board_y(b, st->move))] =
          (uint16_t)st->move_number;
  }
  const game_step *cur = game_current_step(g);
  if (cur->move > 0 && board_at(b, cur->move) != COLOR_EMPTY) {
    v->last_x = board_x(b, cur->move);
    v->last_y = board_y(b, cur->move);
  }
  /* Markup of the current node. */
  game_markup marks[VIEW_POINTS];
  int n_marks = game_markup_list(g, marks, VIEW_POINTS);
  for (int k = 0; k < n_marks; k++) {
    int at = view_index(v, marks[k].x, marks[k].y);
    v->mark[at] = (uint8_t)marks[k].kind;
    snprintf(v->label[at], sizeof v->label[at], "%s", marks[k].label);
  }
  /* The preview stone: where a click would play. */
  int hx = a->cursor_x >= 0 ? a->cursor_x : a->hover_x;
  int hy = a->cursor_x >= 0 ? a->cursor_y : a->hover_y;
  if (a->mode == MODE_PLAY && hx >= 0 && a->tool == MARK_NONE && !a->ended) {
    point p = board_point(b, hx, hy);
    if (a->placing > 0) {
      if (board_at(b, p) == COLOR_EMPTY && !v->stone[view_index(v, hx, hy)]) {
        v->ghost_x = hx;
        v->ghost_y = hy;
        v->ghost_color = COLOR_BLACK;
      }
    } else if (game_check(g, game_to_move(g), p).status == MOVE_LEGAL) {
      v->ghost_x = hx;
      v->ghost_y = hy;
      v->ghost_color = (uint8_t)game_to_move(g);
    }
  }
  v->cursor_x = a->cursor_x;
  v->cursor_y = a->cursor_y;
}

static void panel_view(const app *a, ui_view *v)
{
  const game *g = &a->game;
  const char *pb = game_player(g, COLOR_BLACK), *pw = game_player(g, COLOR_WHITE);
  line(v, true, COLOR_EMPTY, "%s%s", a->path[0] ? file_name(a->path) : _("New game"),
       a->dirty ? _(" (not saved)") : "");
  int held[3] = {0, game_captures(g, COLOR_BLACK), game_captures(g, COLOR_WHITE)};
  line(v, false, COLOR_BLACK, P_("%s: %d prisoner", "%s: %d prisoners", held[COLOR_BLACK]),
       pb && *pb ? pb : color_name(COLOR_BLACK), held[COLOR_BLACK]);
  line(v, false, COLOR_WHITE, P_("%s: %d prisoner", "%s: %d prisoners", held[COLOR_WHITE]),
       pw && *pw ? pw : color_name(COLOR_WHITE), held[COLOR_WHITE]);
  if (a->resigned)
    line(v, true, COLOR_EMPTY, _("%s resigned"), color_name(a->resigned));
  else if (a->ended)
    line(v, true, COLOR_EMPTY, "%s", _("Game over: both passed"));
  else if (a->placing > 0)
    line(v, true, COLOR_BLACK, _("Handicap: %d more to place"), a->placing);
  else if (players_engine_name(a, game_to_move(g)))
    line(v, true, (uint8_t)game_to_move(g), _("%s to play: %.40s%s"), color_name(game_to_move(g)),
         players_engine_name(a, game_to_move(g)),
         players_is_engine(a, game_to_move(g)) ? "" : _(" (paused: E)"));
  else
    line(v, true, (uint8_t)game_to_move(g), _("%s to play"), color_name(game_to_move(g)));
  char thinking[160];
  if (players_indicator(a, thinking, sizeof thinking))
    line(v, true, COLOR_EMPTY, "%s", thinking);
  line(v, false, COLOR_EMPTY, _("Move %d"), game_move_number(g));
  const char *re = game_result(g);
  char shown[64];
  if (re && *re)
    line(v, false, COLOR_EMPTY, _("Result recorded: %.60s"), i18n_result(re, shown, sizeof shown));
  char k[KOMI_TEXT_LEN];
  number(g->komi, k);
  line(v, false, COLOR_EMPTY, "%s", rules_display_name(g->rules));
  line(v, false, COLOR_EMPTY, _("Komi %s, handicap %d"), k, g->handicap);
  int index, count = game_variations(g, &index);
  if (count > 1)
    line(v, false, COLOR_EMPTY, _("Variation %d of %d (Up, Down)"), index, count);
  if (a->tool != MARK_NONE)
    line(v, true, COLOR_EMPTY, _("Tool: %s (Esc: play)"),
         a->tool == MARK_LABEL ? (a->tool_numbers ? _("numbers") : _("letters"))
                               : tool_name(a->tool));
  v->n_before_status = v->n_panel;
  const char *comment = game_comment(g);
  if (comment && *comment) {
    /* The comment of the move, on one paragraph: line breaks become
     * spaces, and a long one is cut (the record keeps it whole). */
    char text[128];
    size_t n = 0;
    for (const char *c = comment; *c && n < sizeof text - 4; c++)
      text[n++] = *c == '\n' || *c == '\t' || *c == '\r' ? ' ' : *c;
    text[n] = 0;
    if (strlen(comment) > n) {
      while (n > 0 && ((unsigned char)text[n - 1] & 0xc0) == 0x80)
        n--; /* not in the middle of a character */
      if (n > 0 && (unsigned char)text[n - 1] >= 0xc0)
        n--;
      strcpy(text + n, "...");
    }
    line(v, false, COLOR_EMPTY, "%s", text);
  }
  line(v, false, COLOR_EMPTY, "%s", _("F1 keys - P pass - Ctrl+Z undo - Ctrl+N new - Ctrl+S save"));
  snprintf(v->status, sizeof v->status, "%s", a->status);
  v->status_error = a->status_error;
}

static void form_view(const app *a, view_overlay *o)
{
  app_form f = a->form; /* form_check writes its message */
  snprintf(o->title, sizeof o->title, "%s", _("New game"));
  for (int i = 0; i < FIELD_COUNT; i++) {
    enum form_field id = (enum form_field)i;
    view_row *r = row(o);
    r->selected = f.focus == id;
    r->dim = !field_available(&f, id);
    r->editing = r->selected && field_is_text(&f, id);
    switch (id) {
    case FIELD_SIZE:
      snprintf(r->label, sizeof r->label, "%s", _("Board size"));
      snprintf(r->value, sizeof r->value, "%s", f.size);
      break;
    case FIELD_RULES:
      snprintf(r->label, sizeof r->label, "%s", _("Rules"));
      snprintf(r->value, sizeof r->value, "< %s >", rules_display_name(form_rules(&f)));
      break;
    case FIELD_BLACK_PLAYER:
    case FIELD_WHITE_PLAYER: {
      int k = id == FIELD_WHITE_PLAYER;
      snprintf(r->label, sizeof r->label, "%s",
               f.declared ? (k ? _("Second player played by") : _("First player played by"))
                          : (k ? _("White played by") : _("Black played by")));
      snprintf(r->value, sizeof r->value, "< %s >",
               f.player[k] < 0 ? _("a person") : engine_label(a, f.player[k]));
      break;
    }
    case FIELD_BLACK:
      snprintf(r->label, sizeof r->label, "%s",
               f.declared ? _("First player's name") : _("Black's name"));
      snprintf(r->value, sizeof r->value, "%s", f.black);
      break;
    case FIELD_WHITE:
      snprintf(r->label, sizeof r->label, "%s",
               f.declared ? _("Second player's name") : _("White's name"));
      snprintf(r->value, sizeof r->value, "%s", f.white);
      break;
    case FIELD_HANDICAP:
      snprintf(r->label, sizeof r->label, "%s", _("Handicap"));
      if (f.handicap == 0)
        snprintf(r->value, sizeof r->value, "%s", _("< none >"));
      else if (f.handicap == 1)
        snprintf(r->value, sizeof r->value, "%s", _("< 1: no komi, Black first >"));
      else
        snprintf(r->value, sizeof r->value, P_("< %d stone >", "< %d stones >", f.handicap),
                 f.handicap);
      break;
    case FIELD_PLACEMENT:
      snprintf(r->label, sizeof r->label, "%s", _("Placement"));
      snprintf(r->value, sizeof r->value, "< %s >",
               f.free_placement && !r->dim ? _("free: Black clicks the stones")
                                           : _("fixed on the star points"));
      break;
    case FIELD_KOMI_BY:
      snprintf(r->label, sizeof r->label, "%s", _("Komi by"));
      snprintf(r->value, sizeof r->value, "< %s >",
               f.declared && !r->dim ? _("declaration: each player bids") : _("agreement"));
      break;
    case FIELD_KOMI:
      snprintf(r->label, sizeof r->label, "%s", _("Komi"));
      snprintf(r->value, sizeof r->value, "%s", f.komi);
      break;
    case FIELD_BID_BLACK:
      snprintf(r->label, sizeof r->label, _("%.40s declares"), f.black);
      snprintf(r->value, sizeof r->value, "%s", f.bid[0]);
      break;
    case FIELD_BID_WHITE:
      snprintf(r->label, sizeof r->label, _("%.40s declares"), f.white);
      snprintf(r->value, sizeof r->value, "%s", f.bid[1]);
      break;
    case FIELD_START:
      snprintf(r->label, sizeof r->label, "%s", "");
      snprintf(r->value, sizeof r->value, "%s", _("[ Start the game ]"));
      break;
    case FIELD_COUNT:
      break;
    }
  }
  int size;
  double komi;
  bool swap;
  form_check(&f, &size, &komi, &swap);
  snprintf(o->message, sizeof o->message, "%s", f.message);
  o->message_error = f.message_error;
  snprintf(o->hint, sizeof o->hint, "%s",
           _("Up/Down: field - Left/Right: change - type in text fields - Enter: start - Esc: "
             "cancel"));
}

static void list_view(const app *a, view_overlay *o, bool saving)
{
  const filelist *fl = &a->files;
  snprintf(o->title, sizeof o->title, saving ? _("Save in %.80s") : _("Open from %.80s"), fl->dir);
  if (saving) {
    view_row *r = row(o);
    snprintf(r->label, sizeof r->label, "%s", _("File name"));
    snprintf(r->value, sizeof r->value, "%.180s", a->save_name);
    r->selected = a->save_name_focus;
    r->editing = a->save_name_focus;
  }
  int rows = layout_dialog_rows(&a->layout) - (saving ? 1 : 0);
  if (rows > VIEW_ROWS - 1)
    rows = VIEW_ROWS - 1;
  for (size_t i = fl->top; i < fl->n && (int)(i - fl->top) < rows; i++) {
    view_row *r = row(o);
    const filelist_entry *e = &fl->entries[i];
    r->label[0] = 0;
    if (e->is_dir)
      snprintf(r->value, sizeof r->value, "%s/", e->name);
    else
      snprintf(r->value, sizeof r->value, _("%s  (%lld KB)"), e->name, (e->size + 1023) / 1024);
    r->selected = i == fl->selected && !(saving && a->save_name_focus);
  }
  if (fl->error[0]) {
    snprintf(o->message, sizeof o->message, "%.190s", fl->error);
    o->message_error = true;
  } else if (a->status_error) {
    snprintf(o->message, sizeof o->message, "%.190s", a->status);
    o->message_error = true;
  } else if (fl->n <= 1) {
    snprintf(o->message, sizeof o->message, "%s", _("No game records (.sgf) here."));
  }
  snprintf(o->hint, sizeof o->hint, "%s",
           saving ? _("Type a name, Enter saves - Down: the folders - Backspace in the list: up "
                      "- Esc: cancel")
                  : _("Up/Down, type a letter - Enter: open - Backspace: up a folder - Esc: "
                      "cancel"));
}

void app_view(const app *a, ui_view *v)
{
  view_clear(v, game_size(&a->game));
  v->theme = a->settings.theme;
  v->coordinates = a->settings.coordinates;
  v->show_numbers = a->settings.numbers;
  board_view(a, v);
  if (a->mode == MODE_SCORE || (a->mode == MODE_HELP && a->help_return == MODE_SCORE))
    scoring_view(a, v);
  else
    panel_view(a, v);
  view_overlay *o = &v->overlay;
  switch (a->mode) {
  case MODE_PLAY:
  case MODE_SCORE:
    break;
  case MODE_NEW_GAME:
    o->shown = true;
    form_view(a, o);
    break;
  case MODE_OPEN:
  case MODE_SAVE_AS:
    o->shown = true;
    list_view(a, o, a->mode == MODE_SAVE_AS);
    break;
  case MODE_RESTORE:
    o->shown = true;
    session_restore_view(a, o);
    break;
  case MODE_CONFIRM:
    o->shown = true;
    if (a->pending == PENDING_RESIGN) {
      snprintf(o->title, sizeof o->title, "%s", _("Resign?"));
      snprintf(o->message, sizeof o->message, _("%s resigns and %s wins."),
               color_name(game_to_move(&a->game)), color_name(color_other(game_to_move(&a->game))));
      /* TRANSLATORS: Y, N, S, D and Esc are the keys to press: keep them. */
      snprintf(row(o)->value, sizeof o->rows[0].value, "%s", _("Y  Yes, resign"));
      snprintf(row(o)->value, sizeof o->rows[0].value, "%s", _("N  No, play on"));
    } else {
      snprintf(o->title, sizeof o->title, "%s", _("The game has unsaved changes"));
      snprintf(o->message, sizeof o->message, "%s",
               a->pending == PENDING_QUIT ? _("Save them before you quit?")
                                          : _("Save them before you leave this game?"));
      snprintf(row(o)->value, sizeof o->rows[0].value, "%s", _("S  Save first"));
      snprintf(row(o)->value, sizeof o->rows[0].value, "%s", _("D  Discard the changes"));
      snprintf(row(o)->value, sizeof o->rows[0].value, "%s", _("Esc  Cancel"));
    }
    snprintf(o->hint, sizeof o->hint, "%s", _("Press the letter of your choice."));
    break;
  case MODE_HELP: {
    o->shown = true;
    snprintf(o->title, sizeof o->title, "%s", _("Keys"));
    size_t n;
    const app_key *k = app_keys(&n);
    for (size_t i = 0; i < n; i++) {
      view_row *r = row(o);
      snprintf(r->label, sizeof r->label, "%s", _(k[i].keys));
      snprintf(r->value, sizeof r->value, "%s", _(k[i].action));
    }
    snprintf(o->hint, sizeof o->hint, "%s", _("Any key closes this list."));
    break;
  }
  }
}
