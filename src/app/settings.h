/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The settings file, $XDG_CONFIG_HOME/hoshi/settings.ini (by default
 * ~/.config/hoshi/settings.ini): one reader and writer of its ini form for
 * every part of Hoshi. The window's settings and the new game's last
 * choices are read here into settings_values; the engines' sections are
 * read by players.c from the same parsed file (settings_entries).
 *
 * Reading never fails: a missing file gives the defaults silently; a file
 * that cannot be read, a line that is not "key = value", a value that is
 * not understood gives the default for what is bad, and the first problem
 * is kept in `message` with the file's path and the line ("PATH, line 4:
 * scale 9 is out of range (0.5 to 3); using 3"). Out-of-range numbers are
 * clamped.
 *
 * Writing (settings_update) changes only the keys it is given: every other
 * line (comments, unknown keys and sections, the engines, even lines it
 * could not read) stays as it was. The file on disk is read again first,
 * so that edits made meanwhile are kept; a file that had problems and that
 * Hoshi did not write itself is copied to settings.ini.bak before it is
 * replaced (unless a .bak is there already: that one is never replaced); a
 * file that exists but cannot be read (or changes while it is read) is
 * never replaced. The new file is written atomically, keeping its mode
 * (os_write_atomic).
 *
 * The syntax: "[section]" lines, "key = value" lines, blank lines and
 * comments (lines starting with ';' or '#'; in a value, ';' or '#' after a
 * blank and outside quotes starts a comment). Sections and keys are
 * compared without regard to case. No SDL here.
 */
#ifndef HOSHI_APP_SETTINGS_H
#define HOSHI_APP_SETTINGS_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

#include "hoshi/rules.h"
#include "hoshi/strbuf.h"
#include "ui/theme.h"
#include "ui/view.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* A file larger than this is not read (and never replaced). */
#define SETTINGS_MAX_BYTES (4 << 20)
/* A line longer than this is reported and skipped (kept when writing). */
#define SETTINGS_MAX_LINE 4096

/* The sections of the window's settings and of the new game's choices. */
#define SETTINGS_WINDOW   "window"
#define SETTINGS_NEW_GAME "new game"

/* The sounds' volume when the file gives none (0 to 100). */
#define SETTINGS_VOLUME 60

/* One "key = value" line, trimmed, the value without its comment. */
typedef struct settings_entry {
  /* Owned by the file (settings_free frees them); readers get a const
   * settings_entry. */
  char *section; /* as written in its header; "" before any */
  char *key;
  char *value;
  int line; /* 1-based */
} settings_entry;

enum settings_state {
  SETTINGS_MISSING,   /* no file (or no path): the defaults */
  SETTINGS_READ,      /* read, maybe with problems */
  SETTINGS_UNREADABLE /* there, but not readable: never replaced */
};

typedef struct settings_file {
  char path[PATH_MAX]; /* "" when there is no place for it (no HOME) */
  enum settings_state state;
  char *raw; /* the bytes read, for the copy kept before a rewrite */
  size_t raw_len;
  char **lines; /* the file as lines, without their line breaks */
  size_t n_lines, cap_lines;
  settings_entry *entries;
  size_t n_entries, cap_entries;
  int problems;      /* how many lines or values were wrong */
  char message[400]; /* the first problem, "" if none */
} settings_file;

/* Reads path (NULL: the default place; "": no file, the defaults). The
 * problems found by this reader are noted; those of the values are noted
 * by whoever reads them (settings_read_values, engines_read). Returns false
 * only when memory runs out (the file then counts as missing). Free with
 * settings_free. */
bool settings_load(settings_file *f, const char *path);
void settings_free(settings_file *f);

/* The default place: $XDG_CONFIG_HOME/hoshi/settings.ini, or
 * $HOME/.config/hoshi/settings.ini when XDG_CONFIG_HOME is unset or not
 * absolute. false (out "") when neither gives a place. */
bool settings_default_path(char *out, size_t len);

/* The entries of the file, in order. */
const settings_entry *settings_entries(const settings_file *f, size_t *n);

/* The last value of key in section (both any case), or NULL; *line (may
 * be NULL) gets its line. */
const char *settings_get(const settings_file *f, const char *section, const char *key, int *line);

/* Notes a problem at a line: the first one is kept in f->message as
 * "PATH, line N: ..."; every one is counted. */
void settings_note(settings_file *f, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The message for the window: the first problem, with how many more there
 * were. "" when the file had none. */
void settings_message(const settings_file *f, char *out, size_t len);

/* --- the window's settings and the new game's choices --------------------------- */

enum settings_field {
  SETTING_THEME = 1 << 0,
  SETTING_SCALE = 1 << 1,
  SETTING_COORDINATES = 1 << 2,
  SETTING_NUMBERS = 1 << 3,
  SETTING_SIZE = 1 << 4,
  SETTING_RULES = 1 << 5,
  SETTING_KOMI = 1 << 6,
  SETTING_HANDICAP = 1 << 7,
  SETTING_VARIATIONS = 1 << 8,
  SETTING_TREE = 1 << 9,
  SETTING_TOOLBAR = 1 << 10,
  SETTING_TIME = 1 << 11,
  SETTING_SOUND = 1 << 12,
  SETTING_KEY_HINT = 1 << 13,
  SETTING_PRESENTER = 1 << 14,    /* [window] presenter: the audience window (issue 36) */
  SETTING_SOUND_VOLUME = 1 << 15, /* [window] sound_volume (issue 42) */
  SETTING_ALL = (1 << 16) - 1
};

/* The window's own settings, the [window] section: read from the file,
 * changed by keys while the window runs, written back by the session. */
typedef struct app_settings {
  enum ui_theme theme;
  double ui_scale; /* LAYOUT_SCALE_MIN .. LAYOUT_SCALE_MAX */
  bool coordinates;
  bool numbers;               /* move numbers */
  bool variations;            /* the next moves marked on the board when there are variations */
  bool tree;                  /* the game tree under the panel */
  bool toolbar;               /* the toolbar at the head of the panel */
  bool presenter;             /* presenter mode: the audience window open */
  bool sound;                 /* the sounds: stones, captures, passes, the clock, verdicts */
  int sound_volume;           /* 0 to 100 */
  enum ui_hint_mode key_hint; /* the key hint at the panel's foot: auto, full, short, none */
} app_settings;

/* Every value of the file: the window's and the new game's ([new game]). */
typedef struct settings_values {
  app_settings window;
  int size;
  const rules *rules;
  double komi;    /* a whole or half point (komi_parse) */
  int handicap;   /* 0, 1 (no komi, Black first) or 2 to 9 stones */
  char time[32];  /* the time system, as clock_parse reads it ("none", "10m+5x30s") */
  unsigned given; /* enum settings_field: which values were set */
} settings_values;

/* --- the table of settings ------------------------------------------------------------
 *
 * One row per setting, as chocolate-doom's m_config.c lists its variables:
 * reading, the defaults, resolving, writing, the session's diff and the
 * example in docs/settings-and-files.md (settings_example) all walk it.
 * Adding a setting is a row here (settings.c), a field in the struct above,
 * its use, a test and its line in the docs. */
enum setting_type {
  SETTING_TYPE_BOOL,   /* bool: on/off, true/false, yes/no, 1/0 */
  SETTING_TYPE_INT,    /* int, min to max, clamped */
  SETTING_TYPE_DOUBLE, /* double, min to max, clamped */
  SETTING_TYPE_CHOICE, /* an enum (int-sized), one of the words in choices */
  SETTING_TYPE_RULES,  /* const rules *: a rule set's id or alias */
  SETTING_TYPE_KOMI,   /* double: komi_parse */
  SETTING_TYPE_TIME    /* char[32]: clock_parse, written as clock_format does */
};

typedef struct setting_row {
  const char *section; /* SETTINGS_WINDOW or SETTINGS_NEW_GAME */
  const char *key;
  enum setting_type type;
  size_t offset; /* of the value in settings_values */
  unsigned bit;  /* enum settings_field */
  /* The default as the file would write it, used when the file has none or a bad one (and said
   * in "using ..."); "" where it depends on other values (rules: rules_default(), komi: the rule
   * set's for the handicap). */
  const char *fallback;
  double min, max;            /* SETTING_TYPE_INT, SETTING_TYPE_DOUBLE */
  const char *const *choices; /* SETTING_TYPE_CHOICE: the words by value, NULL-terminated */
  const char *example;        /* the value shown in the docs' example */
  const char *comment;        /* the docs' comment: what it is, the key that changes it; '\n'
                                 continues it on the next line */
} setting_row;

/* The rows, in the order of the file. */
const setting_row *settings_table(size_t *n);

/* The row of a key in a section (any case), or NULL. */
const setting_row *settings_row_find(const char *section, const char *key);

/* A row's value in v as the file writes it ("on", "1.5", "japanese"). */
void settings_row_format(const setting_row *r, const settings_values *v, char *out, size_t len);

/* Whether a row's value is the same in a and b. */
bool settings_row_same(const setting_row *r, const settings_values *a, const settings_values *b);

/* The bits (enum settings_field) of the values that differ between a and b. */
unsigned settings_differ(const settings_values *a, const settings_values *b);

/* The commented [window] and [new game] sections of the docs' example
 * (docs/settings-and-files.md holds it; test_settings checks it). */
void settings_example(strbuf *out);

/* The built-in defaults (given 0): classic theme, scale 1, coordinates on,
 * move numbers off, sounds on at volume 60, 19x19, the default rule set and its komi, no
 * handicap. */
void settings_defaults(settings_values *v);

/* Reads the table's rows ([window] and [new game]) into v (starting from the defaults), noting
 * in f what is wrong: an unknown key, a value not understood (the default is used), a number out
 * of range (clamped), a handicap or a komi that does not fit the board. */
void settings_read_values(settings_file *f, settings_values *v);

/* The values to start with: each one from the command line when it gave it,
 * else from the file, else the default. Komi follows the resolved rules and
 * handicap (komi_default) unless it was given; the file's komi is not taken
 * when the command line changes the rules or the handicap. A handicap is
 * kept only where the board has the star points for it. out->given is the
 * union of both. */
void settings_resolve(const settings_values *file, const settings_values *cli,
                      settings_values *out);

/* Writes the values named by `which` into the file at path (NULL: the
 * default place), keeping everything else (see the top of this file).
 * `ours` is the text Hoshi last wrote there (NULL if none): a file that
 * still holds it needs no backup. On success, *written (may be NULL)
 * becomes the new text (malloc'ed; the caller frees it) and *backup (may be
 * NULL) tells whether the old file went to settings.ini.bak. On failure,
 * why says why. */
HOSHI_MUST_CHECK bool settings_update(const char *path, const settings_values *v, unsigned which,
                                      const char *ours, char **written, bool *backup,
                                      hoshi_error *why);

#endif
