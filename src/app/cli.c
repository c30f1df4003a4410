/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The command line (see cli.h). */
#include "app/cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/board.h"
#include "hoshi/diagram.h"
#include "hoshi/clock.h"
#include "hoshi/handicap.h"
#include "hoshi/i18n.h"
#include "hoshi/number.h"
#include "hoshi/komi.h"
#include "hoshi/os.h"
#include "app/keys.h"
#include "app/rules_table.h"
#include "ui/layout.h"

/* The window's size: sane bounds for --window. */
#define WINDOW_MIN_W 320
#define WINDOW_MIN_H 240
#define WINDOW_MAX   16384

/* Longer than a page, as the one text it prints is: the options' lines are
 * one message for translators, whose columns line up as a whole (split, a
 * translation could no longer keep them aligned). */
void cli_usage(FILE *out)
{
  /* TRANSLATORS: the options keep their English names; the columns line
   * up in a terminal. */
  fprintf(out, "%s",
          _("Usage: hoshi [OPTION]... [FILE.sgf]\n"
            "A Go board for casual play, teaching and comparing how rule sets count.\n"
            "Without --gtp or --score, opens the board window (with FILE.sgf if given).\n"
            "\n"));
  fprintf(out,
          _("  --size N         board size, 5 to 25 (default 19)\n"
            "  --rules NAME     rule set (default japanese); see the list below\n"
            "  --komi K         komi, a whole or half number (default: the rule set's)\n"
            "  --handicap N     N handicap stones on the star points\n"
            "  --captures N     the capture game (--rules capture): the first to capture N\n"
            "                   stones wins (default 1; the New game dialog offers 1, 3, 5)\n"
            "  --time SPEC      a game clock: 30m (absolute), 10m+5x30s (byo-yomi: main\n"
            "                   time, then 5 periods of 30 s), 5m+20/5m (Canadian: 20\n"
            "                   stones in 5 min), 5m+10s (Fischer: 10 s a move; 5m+10s<20m\n"
            "                   caps it), none; add !warn to only warn when time runs out\n"
            "  --black ENGINE   Black is played by an engine: the name of one in the\n"
            "                   settings (\"GNU Go\") or a command (\"gnugo --mode gtp\")\n"
            "  --white ENGINE   the same for White\n"
            "  --engine-timeout S  seconds an engine may take to answer (default 60)\n"
            "  --engine-dead-stones  scoring starts from the engine's dead stones\n"
            "  --save FILE.sgf  the game's file: Ctrl+S saves there, and a game between\n"
            "                   two engines is saved there when it ends\n"
            "  --problem FILE|FOLDER  pose a problem, or a folder of them as a set (Page\n"
            "                   Down: the next one); the counts are kept\n"
            "  --learn          open Learn: the beginners' course in the interface's\n"
            "                   language, its sets with your progress (F3)\n"
            "  --fullscreen     start fullscreen (F11 switches)\n"
            "  --presenter      presenter mode: the room's clean board in a second window,\n"
            "                   full screen on the second display when there is one (F5)\n"
            "  --window WxH     the window's size in screen points (default: 85%% of the screen)\n"
            "  --theme NAME     classic (default) or projector\n"
            "  --scale X        text and panel scale, 0.5 to 3 (Ctrl+plus, Ctrl+minus)\n"
            "  --keys           list the window's keys\n"
            "  --gtp            speak GTP version 2 on standard input and output\n"
            "  --print FILE.sgf print a record's players and final position as text\n"
            "  --score FILE.sgf count the final position of a record under every rule set\n"
            "    --dead V,...   the dead stones (default: the file's TB/TW marks, else the\n"
            "                   automatic estimate; --dead \"\" for none)\n"
            "    --json         the count as one JSON object\n"
            "  --game N         with --print, --score, --export: game N of a file that\n"
            "                   holds several (default 1; stderr says how many it holds)\n"
            "  --analyze FILE.sgf --engine CMD --save OUT.sgf\n"
            "                   an engine's estimate of every position of the main line,\n"
            "                   without a window (progress on stderr): the win rate as\n"
            "                   SBKV (Sabaki's), the score lead as HOSHISCORE\n"
            "    --visits N     about N visits a position (KataGo, Leela Zero)\n"
            "    --seconds S    S seconds a position (default 1)\n"
            "  --export FILE.sgf  a diagram, a handout or the counting page, without a window\n"
            "    --move N       the diagram of the main line's move N (default: its last)\n"
            "    --handout [main|marked|exercises]  a handout of the main line (a diagram\n"
            "                   every 20 moves), of the nodes marked for it, or the\n"
            "                   problems as an exercise sheet with the answers at the end:\n"
            "                   of every game of FILE, or of every .sgf of a folder\n"
            "                   (--export FOLDER)\n"
            "    --scoring      the counting page: the final position counted under the\n"
            "                   Japanese and Chinese rules, with the reasons they differ\n"
            "    --format F     pdf, svg or png (default: OUT's extension, else pdf)\n"
            "    --out OUT      the file to write (default: FILE with the format's extension,\n"
            "                   numbered -2, -3... when taken); never the record itself\n"
            "    --force        replace OUT when it exists (without it, an existing OUT is\n"
            "                   refused)\n"
            "    --region A1:K10  only that rectangle of the board\n"
            "    --page P       a4 (default) or letter\n"
            "    --per-page N   diagrams a page of a handout: 2, 4 (default) or 6\n"
            "    --width PX     a PNG's width in pixels (default 800)\n"
            "    --numbers-from N  number the moves from move N on\n"
            "    --no-coordinates  no letters and numbers around the board\n"
            "  --help           show this help\n"
            "  --version        show the version\n"
            "\n"
            "Rule sets:\n"));
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++)
    fprintf(out, _("  %-13s %s: %s\n"), rules_id(all[i]), rules_display_name(all[i]),
            rules_summary(all[i]));
  fprintf(
      out, "%s",
      _("  hoshi --rules-table prints them side by side (in English, as the manual's table).\n"));
}

/* --- the options ------------------------------------------------------------------ */

/* An option's handler: 0 when the value is good, else the exit status
 * (after its message on err). */
typedef int (*cli_handler)(cli_options *o, const char *value, FILE *err);

/* Whether value is a whole number from lo to hi, written in decimal
 * digits (no 0x, no exponent, no blanks), then in *n. */
static bool whole_number(const char *value, long lo, long hi, long *n)
{
  return number_integer(value, lo, hi, n);
}

static int size(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, BOARD_MIN_SIZE, BOARD_MAX_SIZE, &n)) {
    fprintf(err, _("hoshi: --size %s: the board has from %d to %d lines\n"), value, BOARD_MIN_SIZE,
            BOARD_MAX_SIZE);
    return 2;
  }
  o->size = (int)n;
  o->values.given |= SETTING_SIZE;
  return 0;
}

static int engine_timeout(cli_options *o, const char *value, FILE *err)
{
  long t;
  if (!whole_number(value, 1, 3600, &t)) {
    fprintf(err, _("hoshi: --engine-timeout %s: a number of seconds from 1 to 3600\n"), value);
    return 2;
  }
  o->engine_timeout = (int)t;
  return 0;
}

static int handicap(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, 0, HANDICAP_MAX_STONES, &n) || n == 1) {
    fprintf(err, _("hoshi: --handicap %s: from 2 to 9 stones (0 for none)\n"), value);
    return 2;
  }
  o->handicap = (int)n;
  o->values.given |= SETTING_HANDICAP;
  return 0;
}

static int captures(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, 1, RULES_MAX_CAPTURE_GOAL, &n)) {
    fprintf(err, _("hoshi: --captures %s: the stones to capture to win, from 1 to %d\n"), value,
            RULES_MAX_CAPTURE_GOAL);
    return 2;
  }
  o->captures = (int)n;
  return 0;
}

static int set_time(cli_options *o, const char *value, FILE *err)
{
  clock_spec spec;
  hoshi_error why = {0};
  if (!clock_parse(value, &spec, &why)) {
    fprintf(err, "hoshi: --time: %s\n", why.message);
    return 2;
  }
  clock_format(&spec, o->values.time, sizeof o->values.time);
  o->values.given |= SETTING_TIME;
  return 0;
}

static int set_engine(cli_options *o, const char *value, FILE *err)
{
  (void)err;
  o->analysis_engine = value;
  return 0;
}

static int set_visits(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, 1, 10000000, &n)) {
    fprintf(err, _("hoshi: --visits %s: a number of visits, 1 or more\n"), value);
    return 2;
  }
  o->visits = (int)n;
  return 0;
}

static int set_seconds(cli_options *o, const char *value, FILE *err)
{
  double s;
  if (!number_decimal(value, false, 0, 3600, &s) || !(s > 0)) {
    fprintf(err, _("hoshi: --seconds %s: seconds per position, above 0 and up to 3600\n"), value);
    return 2;
  }
  o->seconds = s;
  return 0;
}

static int window(cli_options *o, const char *value, FILE *err)
{
  char w[16] = "";
  const char *x = strchr(value, 'x');
  long width = 0, height = 0;
  if (x && (size_t)(x - value) < sizeof w)
    memcpy(w, value, (size_t)(x - value));
  if (!x || !number_integer(w, WINDOW_MIN_W, WINDOW_MAX, &width) ||
      !number_integer(x + 1, WINDOW_MIN_H, WINDOW_MAX, &height)) {
    fprintf(err, _("hoshi: --window %s: give a size like 1280x720 (at least 320x240)\n"), value);
    return 2;
  }
  o->width = (int)width;
  o->height = (int)height;
  return 0;
}

static int theme(cli_options *o, const char *value, FILE *err)
{
  if (strcmp(value, "projector") == 0) {
    o->values.window.theme = THEME_PROJECTOR;
  } else if (strcmp(value, "classic") == 0) {
    o->values.window.theme = THEME_CLASSIC;
  } else {
    fprintf(err, _("hoshi: --theme %s: the themes are classic and projector\n"), value);
    return 2;
  }
  o->values.given |= SETTING_THEME;
  return 0;
}

static int scale(cli_options *o, const char *value, FILE *err)
{
  double s;
  if (!number_decimal(value, false, LAYOUT_SCALE_MIN, LAYOUT_SCALE_MAX, &s)) {
    fprintf(err, _("hoshi: --scale %s: a number from 0.5 to 3\n"), value);
    return 2;
  }
  o->values.window.ui_scale = s;
  o->values.given |= SETTING_SCALE;
  return 0;
}

static int rules_option(cli_options *o, const char *value, FILE *err)
{
  o->rules = rules_find(value);
  if (!o->rules) {
    fprintf(err, _("hoshi: --rules %s: unknown rule set (see hoshi --help)\n"), value);
    return 2;
  }
  o->values.given |= SETTING_RULES;
  return 0;
}

/* Options that only set a field. */
#define FIELD(f)                                                                                   \
  static int set_##f(cli_options *o, const char *value, FILE *err)                                 \
  {                                                                                                \
    (void)err;                                                                                     \
    o->f = value;                                                                                  \
    return 0;                                                                                      \
  }
FIELD(save)
FIELD(problem)
FIELD(dead)
FIELD(komi)

static int black(cli_options *o, const char *value, FILE *err)
{
  (void)err;
  o->engine[COLOR_BLACK] = value;
  return 0;
}

static int white(cli_options *o, const char *value, FILE *err)
{
  (void)err;
  o->engine[COLOR_WHITE] = value;
  return 0;
}

/* --- --export ---------------------------------------------------------------------- */

static int set_export(cli_options *o, const char *value, FILE *err)
{
  (void)err;
  o->command = CLI_EXPORT;
  o->export.file = value;
  return 0;
}

static int set_move(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, 0, 1000000, &n)) {
    fprintf(err, _("hoshi: --move %s: a move number, 0 (the start) or more\n"), value);
    return 2;
  }
  o->export.what = PRINT_EXPORT_MOVE;
  o->export.move = (int)n;
  o->exporting++;
  return 0;
}

static int set_format(cli_options *o, const char *value, FILE *err)
{
  if (!print_format_parse(value, &o->export.print.format)) {
    char names[64];
    /* TRANSLATORS: joins the last two of a list: "pdf, svg and png". */
    print_format_list(false, _(" and "), names, sizeof names);
    fprintf(err, _("hoshi: --format %s: the formats are %s\n"), value, names);
    return 2;
  }
  o->format_given = true;
  return 0;
}

static int set_out(cli_options *o, const char *value, FILE *err)
{
  (void)err;
  o->export.out = value;
  return 0;
}

static int set_region(cli_options *o, const char *value, FILE *err)
{
  int x0, y0, x1, y1;
  /* The board's size is the record's: here only the form is checked. */
  if (!diagram_parse_region(value, BOARD_MAX_SIZE, &x0, &y0, &x1, &y1)) {
    fprintf(err, _("hoshi: --region %s: give two corners, like A1:K10\n"), value);
    return 2;
  }
  o->export.region = value;
  return 0;
}

static int set_page(cli_options *o, const char *value, FILE *err)
{
  if (!print_page_parse(value, &o->export.print.page)) {
    fprintf(err, _("hoshi: --page %s: the page sizes are a4 and letter\n"), value);
    return 2;
  }
  return 0;
}

static int set_per_page(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, 2, 6, &n) || n % 2) {
    fprintf(err, _("hoshi: --per-page %s: 2, 4 or 6 diagrams a page\n"), value);
    return 2;
  }
  o->export.print.per_page = (int)n;
  return 0;
}

static int set_width(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, 100, 10000, &n)) {
    fprintf(err, _("hoshi: --width %s: a PNG's width in pixels, from 100 to 10000\n"), value);
    return 2;
  }
  o->export.print.png_width = (int)n;
  return 0;
}

static int set_game(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, 1, 1000000, &n)) {
    fprintf(err, _("hoshi: --game %s: a game's number in the file, 1 or more\n"), value);
    return 2;
  }
  o->game = (int)n;
  return 0;
}

static int set_numbers_from(cli_options *o, const char *value, FILE *err)
{
  long n;
  if (!whole_number(value, 1, 1000000, &n)) {
    fprintf(err, _("hoshi: --numbers-from %s: a move number, 1 or more\n"), value);
    return 2;
  }
  o->export.numbers_from = (int)n;
  return 0;
}

/* Options without a value: a flag, or a command. */
enum flag {
  F_GTP,
  F_PRINT,
  F_SCORE,
  F_JSON,
  F_FULLSCREEN,
  F_PRESENTER,
  F_LEARN,
  F_FIRST_FRAME,
  F_ENGINE_DEAD,
  F_ANALYZE,
  F_SCORING,
  F_NO_COORDINATES,
  F_FORCE,
};

static const struct cli_option {
  const char *name;
  cli_handler set; /* takes a value; NULL: a flag */
  int flag;
} options[] = {
    {"--size", size, 0},
    {"--rules", rules_option, 0},
    {"--komi", set_komi, 0},
    {"--handicap", handicap, 0},
    {"--captures", captures, 0},
    {"--time", set_time, 0},
    {"--black", black, 0},
    {"--white", white, 0},
    {"--engine-timeout", engine_timeout, 0},
    {"--engine-dead-stones", NULL, F_ENGINE_DEAD},
    {"--save", set_save, 0},
    {"--problem", set_problem, 0},
    {"--fullscreen", NULL, F_FULLSCREEN},
    {"--presenter", NULL, F_PRESENTER},
    {"--learn", NULL, F_LEARN},
    {"--window", window, 0},
    {"--theme", theme, 0},
    {"--scale", scale, 0},
    {"--gtp", NULL, F_GTP},
    {"--print", NULL, F_PRINT},
    {"--score", NULL, F_SCORE},
    {"--analyze", NULL, F_ANALYZE},
    {"--engine", set_engine, 0},
    {"--visits", set_visits, 0},
    {"--seconds", set_seconds, 0},
    {"--dead", set_dead, 0},
    {"--json", NULL, F_JSON},
    {"--exit-after-first-frame", NULL, F_FIRST_FRAME},
    {"--export", set_export, 0},
    {"--move", set_move, 0},
    {"--scoring", NULL, F_SCORING},
    {"--format", set_format, 0},
    {"--out", set_out, 0},
    {"--region", set_region, 0},
    {"--page", set_page, 0},
    {"--per-page", set_per_page, 0},
    {"--width", set_width, 0},
    {"--numbers-from", set_numbers_from, 0},
    {"--game", set_game, 0},
    {"--no-coordinates", NULL, F_NO_COORDINATES},
    {"--force", NULL, F_FORCE},
};

static void set_flag(cli_options *o, int flag)
{
  switch ((enum flag)flag) {
  case F_GTP:
    o->gtp = true;
    break;
  case F_PRINT:
    o->command = CLI_PRINT;
    break;
  case F_SCORE:
    o->command = CLI_SCORE;
    break;
  case F_JSON:
    o->json = true;
    break;
  case F_FULLSCREEN:
    o->fullscreen = true;
    break;
  case F_PRESENTER:
    o->presenter = true;
    break;
  case F_LEARN:
    o->learn = true;
    break;
  case F_FIRST_FRAME:
    o->exit_after_first_frame = true;
    break;
  case F_ENGINE_DEAD:
    o->engine_dead = true;
    break;
  case F_ANALYZE:
    o->command = CLI_ANALYZE;
    break;
  case F_SCORING:
    o->export.what = PRINT_EXPORT_SCORING;
    o->exporting++;
    break;
  case F_NO_COORDINATES:
    o->export.coordinates = false;
    break;
  case F_FORCE:
    o->export.force = true;
    break;
  }
}

/* --help, --version, --keys, --rules-table and --settings-example answer at once. Returns -1 for
 * any other argument. */
static int answer_now(const char *arg, FILE *out, FILE *err)
{
  if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
    cli_usage(out);
    return 0;
  }
  if (strcmp(arg, "--version") == 0) {
    fprintf(out,
            "hoshi %s\n"
            "Copyright (C) 2026 The Hoshi developers\n"
            "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
            "This is free software: you are free to change and redistribute it.\n"
            "There is NO WARRANTY, to the extent permitted by law.\n",
            HOSHI_VERSION);
    return 0;
  }
  if (strcmp(arg, "--rules-table") == 0 || strncmp(arg, "--rules-table=", 14) == 0) {
    if (rules_table_print(out, arg[13] ? arg + 14 : "rules"))
      return 0;
    fprintf(err, _("hoshi: unknown or incomplete option '%s'\n\n"), arg);
    return 2;
  }
  if (strcmp(arg, "--settings-example") == 0) {
    /* The commented sections of docs/settings-and-files.md, from the table. */
    strbuf b;
    strbuf_init(&b);
    settings_example(&b);
    fputs(strbuf_text(&b), out);
    bool ok = !strbuf_oom(&b);
    strbuf_deinit(&b);
    return ok ? 0 : 1;
  }
  if (strcmp(arg, "--keys") == 0 || strncmp(arg, "--keys=", 7) == 0) {
    if (keys_print(out, arg[6] ? arg + 7 : "text"))
      return 0;
    fprintf(err, _("hoshi: unknown or incomplete option '%s'\n\n"), arg);
    return 2;
  }
  return -1;
}

/* Whether arg names a record rather than a handout's kind: a .sgf name,
 * or a file or folder that is there. */
static bool names_a_file(const char *arg)
{
  size_t n = strlen(arg);
  struct stat st;
  return (n > 4 && arg[n - 4] == '.' && (arg[n - 3] | 0x20) == 's' && (arg[n - 2] | 0x20) == 'g' &&
          (arg[n - 1] | 0x20) == 'f') ||
         os_stat(arg, &st) == 0;
}

/* --handout [KIND]: main (the default), marked or exercises. The word
 * after it is its kind unless it is an option or names a file (hoshi
 * --export FILE --handout, hoshi --handout FILE...); any other word is an
 * unknown kind, said, rather than a main-line handout made unasked. The
 * number of arguments used, or -status. */
static int handout(cli_options *o, int argc, char **argv, int i, FILE *err)
{
  static const char *const kinds[] = {"main", "marked", "exercises"};
  o->export.what = PRINT_EXPORT_HANDOUT;
  o->export.handout = PRINT_MAIN_LINE;
  o->exporting++;
  if (i + 1 >= argc || argv[i + 1][0] == '-')
    return 1;
  for (int k = 0; k < 3; k++)
    if (strcmp(argv[i + 1], kinds[k]) == 0) {
      o->export.handout = (enum print_handout_kind)k;
      return 2;
    }
  if (names_a_file(argv[i + 1]))
    return 1;
  fprintf(err, _("hoshi: --handout: unknown kind '%s' (main, marked or exercises)\n"), argv[i + 1]);
  return -2;
}

/* One argument (and its value): the number of arguments used, 0 when it
 * is not an option, or -status after an error. */
static int one(cli_options *o, int argc, char **argv, int i, FILE *err)
{
  if (strcmp(argv[i], "--handout") == 0)
    return handout(o, argc, argv, i, err);
  for (size_t k = 0; k < sizeof options / sizeof options[0]; k++) {
    if (strcmp(argv[i], options[k].name) != 0)
      continue;
    if (!options[k].set) {
      set_flag(o, options[k].flag);
      return 1;
    }
    if (i + 1 >= argc)
      return 0; /* incomplete */
    int status = options[k].set(o, argv[i + 1], err);
    return status ? -status : 2;
  }
  if (argv[i][0] != '-' && !o->file) {
    o->file = argv[i];
    return 1;
  }
  return 0;
}

/* --export's values that depend on each other. */
static int finish_export(cli_options *o, FILE *err)
{
  if (o->game && o->command != CLI_EXPORT && o->command != CLI_SCORE && o->command != CLI_PRINT) {
    fprintf(err, "%s", _("hoshi: --game goes with --score, --print or --export\n"));
    return 2;
  }
  o->export.game = o->game;
  if (o->command != CLI_EXPORT) {
    if (o->exporting || o->export.out || o->format_given || o->export.force) {
      fprintf(err, "%s",
              _("hoshi: --move, --handout, --scoring, --format, --out and --force go with "
                "--export\n"));
      return 2;
    }
    return -1;
  }
  if (o->file && o->export.file && o->file != o->export.file) {
    fprintf(err, _("hoshi: --export %s: one record at a time (%s is a second)\n"), o->export.file,
            o->file);
    return 2;
  }
  if (o->exporting > 1) {
    fprintf(err, "%s", _("hoshi: --export: one of --move, --handout and --scoring at a time\n"));
    return 2;
  }
  if (o->export.numbers_from && o->export.what != PRINT_EXPORT_MOVE) {
    fprintf(err, "%s", _("hoshi: --numbers-from goes with a diagram (--move)\n"));
    return 2;
  }
  const char *out = o->export.out;
  const char *dot = out ? strrchr(out, '.') : NULL;
  if (!o->format_given && out) {
    char ext[8] = "";
    for (int k = 0; dot && dot[k + 1] && k < 7; k++)
      ext[k] = (char)(dot[k + 1] | 0x20); /* lower case */
    if (!dot || strchr(dot, '/') || !print_format_of_extension(ext, &o->export.print.format)) {
      char names[64];
      print_format_list(true, _(" or "), names, sizeof names);
      fprintf(err, _("hoshi: --out %s: name a %s file, or give --format\n"), out, names);
      return 2;
    }
  }
  o->file = o->export.file;
  return -1;
}

/* What the window's values are, once every option is read. */
static int finish(cli_options *o, FILE *err)
{
  if (o->captures && !rules_capture_goal(o->rules)) {
    fprintf(err,
            _("hoshi: --captures %d: only the capture game ends at a capture (--rules "
              "capture)\n"),
            o->captures);
    return 2;
  }
  o->komi_value = rules_default_komi(o->rules, o->handicap);
  if (o->komi && o->command != CLI_SCORE) { /* --score counts with the record's komi */
    hoshi_error why = {0};
    if (!komi_parse(o->komi, &o->komi_value, &why)) {
      fprintf(err, _("hoshi: --komi %s: %s\n"), o->komi, why.message);
      return 2;
    }
    o->values.given |= SETTING_KOMI;
  }
  o->values.size = o->size;
  o->values.rules = o->rules;
  o->values.komi = o->komi_value;
  o->values.handicap = o->handicap;
  if (o->command == CLI_WINDOW && o->gtp)
    o->command = CLI_GTP;
  return finish_export(o, err);
}

int cli_parse(int argc, char **argv, cli_options *o, FILE *out, FILE *err)
{
  memset(o, 0, sizeof *o);
  o->size = 19;
  o->rules = rules_default();
  o->values.window.theme = THEME_CLASSIC;
  o->values.window.ui_scale = 1.0;
  o->export.move = -1;
  o->export.coordinates = true;
  o->export.print.page = PRINT_A4;
  for (int i = 1; i < argc; i++) {
    /* "--" ends the options: what follows is the file, even "-x.sgf". */
    if (strcmp(argv[i], "--") == 0) {
      for (i++; i < argc; i++) {
        if (o->file) {
          fprintf(err, _("hoshi: one file at a time: '%s' is one too many\n"), argv[i]);
          return 2;
        }
        o->file = argv[i];
      }
      break;
    }
    int status = answer_now(argv[i], out, err);
    if (status >= 0)
      return status;
    int used = one(o, argc, argv, i, err);
    if (used < 0)
      return -used;
    if (used == 0) {
      fprintf(err, _("hoshi: unknown or incomplete option '%s'\n\n"), argv[i]);
      cli_usage(err);
      return 2;
    }
    i += used - 1;
  }
  return finish(o, err);
}
