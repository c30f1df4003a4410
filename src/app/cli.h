/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The command line: every option in one table, read into cli_options with
 * a clear message for a bad value (never exit() from here: the caller
 * returns the status). No SDL here.
 */
#ifndef HOSHI_APP_CLI_H
#define HOSHI_APP_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "hoshi/rules.h"
#include "app/settings.h"
#include "print/print.h"

enum cli_command {
  CLI_WINDOW, /* the board window (the default) */
  CLI_GTP,    /* --gtp */
  CLI_SCORE,  /* --score FILE */
  CLI_PRINT,  /* --print FILE */
  CLI_HELP,
  CLI_VERSION,
  CLI_KEYS,    /* --keys[=text|man|markdown] */
  CLI_ANALYZE, /* --analyze FILE --engine CMD --save OUT */
  CLI_EXPORT,  /* --export FILE|FOLDER [--move N|--handout [KIND]|--scoring] ... */
};

typedef struct cli_options {
  enum cli_command command;
  bool gtp; /* --gtp with --print: print, then speak GTP */
  const char *file;
  const char *dead; /* --score --dead V,... */
  int game;         /* --game N: the file's game N (1 the first; 0: not given) */
  bool json;
  const char *keys_format; /* --keys: "text", "man", "markdown" */
  int size;
  const rules *rules; /* the default when not given */
  const char *komi;   /* as typed; NULL when not given */
  double komi_value;  /* checked, or the rule set's */
  int handicap;
  int captures;          /* --captures N: the capture game's goal (0: not given, the rule set's) */
  const char *engine[3]; /* --black, --white: by colour, NULL for a person */
  int engine_timeout;    /* 0: the settings' */
  bool engine_dead;
  const char *save;
  const char *problem;         /* --problem FILE|FOLDER: posed as a problem, or a set */
  const char *analysis_engine; /* --engine CMD: the engine that analyses */
  int visits;                  /* --visits N: per position (0: not given) */
  double seconds;              /* --seconds S: per position (0: not given) */
  int width, height;           /* --window */
  bool fullscreen;
  bool presenter;              /* --presenter: the audience window from the start */
  bool learn;                  /* --learn: the course's sets over the board (learn.h) */
  bool exit_after_first_frame; /* for bench/bench_ui.c */
  /* --export: what, where and how; the file is `file`. exporting counts
   * --move, --handout and --scoring (one at most); format_given says
   * --format was given (else OUT's extension decides). */
  print_export_options export;
  int exporting;
  bool format_given;
  settings_values values; /* the window's values the command line gives, over the file's */
} cli_options;

/* Reads argv. Returns -1 when the options are good, else the exit status
 * (0 after --help or --version was printed, 2 after a message on err). */
int cli_parse(int argc, char **argv, cli_options *o, FILE *out, FILE *err);

/* The options and the rule sets, as --help prints them. */
void cli_usage(FILE *out);

#endif
