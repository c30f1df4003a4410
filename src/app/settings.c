/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The settings file (see settings.h). */
#include "app/settings.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <stdint.h>
#include <sys/stat.h>
#include <time.h>

#include "hoshi/board.h"
#include "hoshi/handicap.h"
#include "hoshi/clock.h"
#include "hoshi/i18n.h"
#include "hoshi/number.h"
#include "hoshi/komi.h"
#include "hoshi/os.h"
#include "hoshi/strbuf.h"
#include "ui/layout.h"

/* --- paths ---------------------------------------------------------------------- */

bool settings_default_path(char *out, size_t len)
{
  return os_xdg_path("XDG_CONFIG_HOME", ".config", "hoshi/settings.ini", out, len);
}

/* --- reading ------------------------------------------------------------------------ */

/* A piece of a line fit to quote in a message: printable ASCII only (the
 * file may hold anything), at most 40 characters. */
static void quote(const char *s, size_t n, char *out, size_t len)
{
  size_t k = 0;
  for (size_t i = 0; i < n && k + 4 < len; i++) {
    if (k >= 40) {
      memcpy(out + k, "...", 3);
      k += 3;
      break;
    }
    unsigned char c = (unsigned char)s[i];
    out[k++] = c >= 0x20 && c < 0x7f ? (char)c : '?';
  }
  out[k] = '\0';
}

void settings_note(settings_file *f, int line, const char *fmt, ...)
{
  f->problems++;
  if (f->message[0])
    return;
  int n = line > 0 ? snprintf(f->message, sizeof f->message, _("%.200s, line %d: "), f->path, line)
                   : snprintf(f->message, sizeof f->message, "%.200s: ", f->path);
  if (n < 0 || (size_t)n >= sizeof f->message)
    return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(f->message + n, sizeof f->message - (size_t)n, fmt, ap);
  va_end(ap);
}

void settings_message(const settings_file *f, char *out, size_t len)
{
  if (!f->message[0]) {
    if (len)
      out[0] = '\0';
    return;
  }
  if (f->problems > 1)
    snprintf(out, len,
             P_("%s (and %d more problem in the file)", "%s (and %d more problems in the file)",
                f->problems - 1),
             f->message, f->problems - 1);
  else
    snprintf(out, len, "%s", f->message);
}

static bool is_blank(char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Skips the blanks at the start of a line, and the byte order mark some
 * editors put at the start of a file. */
static const char *skip_blanks(const char *s)
{
  if ((unsigned char)s[0] == 0xef && (unsigned char)s[1] == 0xbb && (unsigned char)s[2] == 0xbf)
    s += 3;
  while (is_blank(*s))
    s++;
  return s;
}

/* The section named by a header line "[name]", trimmed, or false. A line
 * that starts with '[' but does not close gives *bad. */
static bool header(const char *line, char *name, size_t len, bool *bad)
{
  *bad = false;
  line = skip_blanks(line);
  if (*line != '[')
    return false;
  const char *end = strchr(line, ']');
  if (!end) {
    *bad = true;
    return false;
  }
  line++;
  while (line < end && is_blank(*line))
    line++;
  const char *e = end;
  while (e > line && is_blank(e[-1]))
    e--;
  snprintf(name, len, "%.*s", (int)(e - line), line);
  return true;
}

/* Where the key and the value of a "key = value" line are: the value ends
 * at a comment (';' or '#' after a blank, outside quotes) or at the end,
 * without trailing blanks. false when the line has no '=' or no key. */
static bool key_value(const char *line, size_t *key_at, size_t *key_len, size_t *value_at,
                      size_t *value_len)
{
  const char *eq = strchr(line, '=');
  if (!eq)
    return false;
  const char *k = skip_blanks(line);
  const char *ke = eq;
  while (ke > k && is_blank(ke[-1]))
    ke--;
  if (ke == k)
    return false;
  const char *v = eq + 1;
  while (is_blank(*v))
    v++;
  const char *p = v;
  char quote_char = 0;
  for (; *p; p++) {
    if (quote_char) {
      if (*p == '\\' && quote_char == '"' && p[1])
        p++;
      else if (*p == quote_char)
        quote_char = 0;
    } else if (*p == '"' || *p == '\'') {
      quote_char = *p;
    } else if (*p == '\\' && p[1]) {
      p++;
    } else if ((*p == ';' || *p == '#') && p > v && is_blank(p[-1])) {
      break;
    }
  }
  while (p > v && is_blank(p[-1]))
    p--;
  *key_at = (size_t)(k - line);
  *key_len = (size_t)(ke - k);
  *value_at = (size_t)(v - line);
  *value_len = (size_t)(p - v);
  return true;
}

static bool comment_or_blank(const char *line)
{
  line = skip_blanks(line);
  return !*line || *line == ';' || *line == '#';
}

static bool add_line(settings_file *f, const char *s, size_t n)
{
  if (!hoshi_grow((void **)&f->lines, &f->cap_lines, f->n_lines + 1, sizeof *f->lines, 64))
    return false;
  char *copy = os_malloc(n + 1);
  if (!copy)
    return false;
  /* NUL bytes cannot be kept in a line: dropped (the copy of the file kept
   * before a rewrite has them). */
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (s[i])
      copy[k++] = s[i];
  copy[k] = '\0';
  f->lines[f->n_lines++] = copy;
  return true;
}

static char *dup_n(const char *s, size_t n)
{
  char *d = os_malloc(n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = '\0';
  }
  return d;
}

static bool add_entry(settings_file *f, const char *section, const char *line, int number)
{
  size_t ka, kl, va, vl;
  if (!key_value(line, &ka, &kl, &va, &vl))
    return true;
  if (!hoshi_grow((void **)&f->entries, &f->cap_entries, f->n_entries + 1, sizeof *f->entries, 32))
    return false;
  settings_entry *e = &f->entries[f->n_entries];
  char *sec = dup_n(section, strlen(section)), *key = dup_n(line + ka, kl),
       *value = dup_n(line + va, vl);
  if (!sec || !key || !value) {
    free(sec);
    free(key);
    free(value);
    return false;
  }
  e->section = sec;
  e->key = key;
  e->value = value;
  e->line = number;
  f->n_entries++;
  return true;
}

/* Splits the bytes read into lines and entries. */
static bool parse(settings_file *f)
{
  char section[256] = "";
  bool section_ok = true;
  size_t at = 0;
  int number = 0;
  while (at < f->raw_len) {
    const char *s = f->raw + at;
    const char *nl = memchr(s, '\n', f->raw_len - at);
    size_t n = nl ? (size_t)(nl - s) : f->raw_len - at;
    at += n + (nl ? 1 : 0);
    number++;
    if (n > 0 && s[n - 1] == '\r')
      n--;
    if (!add_line(f, s, n))
      return false;
    const char *line = f->lines[f->n_lines - 1];
    if (memchr(s, '\0', n)) {
      settings_note(f, number, _("the line holds NUL bytes (is this a text file?); skipped"));
      continue;
    }
    if (n > SETTINGS_MAX_LINE) {
      settings_note(f, number, _("the line is too long (%zu bytes, at most %d); skipped"), n,
                    SETTINGS_MAX_LINE);
      continue;
    }
    if (comment_or_blank(line))
      continue;
    char q[64];
    bool bad;
    if (header(line, section, sizeof section, &bad)) {
      section_ok = true;
      continue;
    }
    if (bad) {
      quote(line, strlen(line), q, sizeof q);
      settings_note(f, number, _("'%s' is not a section ([name]); its lines are skipped"), q);
      section_ok = false;
      continue;
    }
    size_t ka, kl, va, vl;
    if (!key_value(line, &ka, &kl, &va, &vl)) {
      quote(line, strlen(line), q, sizeof q);
      settings_note(f, number, _("'%s' is not 'key = value'; skipped"), q);
      continue;
    }
    if (!section_ok)
      continue;
    if (!add_entry(f, section, line, number))
      return false;
  }
  return true;
}

void settings_free(settings_file *f)
{
  for (size_t i = 0; i < f->n_lines; i++)
    free(f->lines[i]);
  for (size_t i = 0; i < f->n_entries; i++) {
    free(f->entries[i].section);
    free(f->entries[i].key);
    free(f->entries[i].value);
  }
  free(f->lines);
  free(f->entries);
  free(f->raw);
  memset(f, 0, sizeof *f);
}

bool settings_load(settings_file *f, const char *path)
{
  memset(f, 0, sizeof *f);
  f->state = SETTINGS_MISSING;
  if (path)
    snprintf(f->path, sizeof f->path, "%s", path);
  else
    settings_default_path(f->path, sizeof f->path);
  if (!f->path[0])
    return true;
  hoshi_error why = {0};
  char *raw;
  size_t n;
  switch (os_read_file(f->path, SETTINGS_MAX_BYTES, &raw, &n, &why)) {
  case OS_READ_OK:
    break;
  case OS_READ_MISSING:
    return true; /* no file: the defaults, quietly */
  case OS_READ_NOT_FILE:
    f->state = SETTINGS_UNREADABLE;
    settings_note(f, 0, _("not a file: the defaults are used, and changes are not saved"));
    return true;
  case OS_READ_TOO_LARGE:
    f->state = SETTINGS_UNREADABLE;
    settings_note(f, 0,
                  _("larger than %d MB: not read; the defaults are used, and changes are not "
                    "saved"),
                  SETTINGS_MAX_BYTES >> 20);
    return true;
  case OS_READ_CHANGED:
    /* What was read may be cut anywhere, so it is neither used nor ever
     * replaced. */
    f->state = SETTINGS_UNREADABLE;
    settings_note(f, 0,
                  _("changed while it was read: the defaults are used, and changes are not "
                    "saved"));
    return true;
  case OS_READ_FAILED:
    f->state = SETTINGS_UNREADABLE;
    settings_note(f, 0, _("cannot be read (%s): the defaults are used, and changes are not saved"),
                  why.message);
    return true;
  case OS_READ_NO_MEMORY:
    f->state = SETTINGS_UNREADABLE;
    return false;
  }
  f->raw = raw;
  f->raw_len = n;
  f->state = SETTINGS_READ;
  if (!parse(f)) {
    char path_copy[PATH_MAX];
    snprintf(path_copy, sizeof path_copy, "%s", f->path);
    settings_free(f);
    snprintf(f->path, sizeof f->path, "%s", path_copy);
    f->state = SETTINGS_UNREADABLE;
    return false;
  }
  return true;
}

const settings_entry *settings_entries(const settings_file *f, size_t *n)
{
  *n = f->n_entries;
  return f->entries;
}

const char *settings_get(const settings_file *f, const char *section, const char *key, int *line)
{
  for (size_t i = f->n_entries; i-- > 0;) {
    const settings_entry *e = &f->entries[i];
    if (strcasecmp(e->section, section) == 0 && strcasecmp(e->key, key) == 0) {
      if (line)
        *line = e->line;
      return e->value;
    }
  }
  return NULL;
}

/* --- the table ------------------------------------------------------------------------ */

static const char *const theme_words[] = {
    [THEME_CLASSIC] = "classic", [THEME_PROJECTOR] = "projector", NULL};
static const char *const hint_words[] = {
    [HINT_AUTO] = "auto", [HINT_FULL] = "full", [HINT_SHORT] = "short", [HINT_NONE] = "none", NULL};

_Static_assert(sizeof(enum ui_theme) == sizeof(int), "a choice is read and written as an int");
_Static_assert(sizeof(enum ui_hint_mode) == sizeof(int), "a choice is read and written as an int");

#define WINDOW(field)   offsetof(settings_values, window.field)
#define NEW_GAME(field) offsetof(settings_values, field)

/* The rows: section, key, type, where, bit, default, range or words, then the docs' example
 * value and comment. */
static const setting_row table[] = {
    {SETTINGS_WINDOW, "theme", SETTING_TYPE_CHOICE, WINDOW(theme), SETTING_THEME, "classic", 0, 0,
     theme_words, "projector", "classic or projector (T)"},
    {SETTINGS_WINDOW, "scale", SETTING_TYPE_DOUBLE, WINDOW(ui_scale), SETTING_SCALE, "1",
     LAYOUT_SCALE_MIN, LAYOUT_SCALE_MAX, NULL, "1.5",
     "text and panel size, 0.5 to 3 (Ctrl+plus, Ctrl+minus, Ctrl+0)"},
    {SETTINGS_WINDOW, "coordinates", SETTING_TYPE_BOOL, WINDOW(coordinates), SETTING_COORDINATES,
     "on", 0, 0, NULL, "on", "on or off (C)"},
    {SETTINGS_WINDOW, "move_numbers", SETTING_TYPE_BOOL, WINDOW(numbers), SETTING_NUMBERS, "off", 0,
     0, NULL, "off", "on or off (M)"},
    {SETTINGS_WINDOW, "variations", SETTING_TYPE_BOOL, WINDOW(variations), SETTING_VARIATIONS, "on",
     0, 0, NULL, "on", "the next moves lettered on the board (V)"},
    {SETTINGS_WINDOW, "tree", SETTING_TYPE_BOOL, WINDOW(tree), SETTING_TREE, "on", 0, 0, NULL, "on",
     "the game tree under the panel (Ctrl+T)"},
    {SETTINGS_WINDOW, "toolbar", SETTING_TYPE_BOOL, WINDOW(toolbar), SETTING_TOOLBAR, "on", 0, 0,
     NULL, "on", "the toolbar at the head of the panel (Ctrl+B)"},
    {SETTINGS_WINDOW, "presenter", SETTING_TYPE_BOOL, WINDOW(presenter), SETTING_PRESENTER, "off",
     0, 0, NULL, "off", "presenter mode: the room's window on the second display (F5)"},
    {SETTINGS_WINDOW, "sound", SETTING_TYPE_BOOL, WINDOW(sound), SETTING_SOUND, "on", 0, 0, NULL,
     "on", "sounds: a stone, a capture, a pass, the clock, a verdict (Ctrl+M)"},
    {SETTINGS_WINDOW, "sound_volume", SETTING_TYPE_INT, WINDOW(sound_volume), SETTING_SOUND_VOLUME,
     "60", 0, 100, NULL, "60", "their volume, 0 to 100 (Ctrl+Shift+M: 100, 60, 30)"},
    {SETTINGS_WINDOW, "key_hint", SETTING_TYPE_CHOICE, WINDOW(key_hint), SETTING_KEY_HINT, "auto",
     0, 0, hint_words, "auto",
     "the keys at the panel's foot: auto (all of them in the classic theme,\n"
     "one line in the projector theme), full, short or none"},
    {SETTINGS_NEW_GAME, "size", SETTING_TYPE_INT, NEW_GAME(size), SETTING_SIZE, "19",
     BOARD_MIN_SIZE, BOARD_MAX_SIZE, NULL, "19", "5 to 25"},
    {SETTINGS_NEW_GAME, "rules", SETTING_TYPE_RULES, NEW_GAME(rules), SETTING_RULES, "", 0, 0, NULL,
     "japanese", "japanese, chinese, aga, french, nz, tromp-taylor"},
    {SETTINGS_NEW_GAME, "komi", SETTING_TYPE_KOMI, NEW_GAME(komi), SETTING_KOMI, "", 0, 0, NULL,
     "6.5", "whole or half points; default: the rule set's (for the handicap)"},
    {SETTINGS_NEW_GAME, "handicap", SETTING_TYPE_INT, NEW_GAME(handicap), SETTING_HANDICAP, "0", 0,
     HANDICAP_MAX_STONES, NULL, "0",
     "2 to 9 stones on the star points; 1: no stones, komi 0.5; 0: none"},
    {SETTINGS_NEW_GAME, "time", SETTING_TYPE_TIME, NEW_GAME(time), SETTING_TIME, "none", 0, 0, NULL,
     "none", "the clock: none, 10m+5x30s, 5m+20/5m, 5m+10s, 30m (see The clock)"},
};

#define N_ROWS (sizeof table / sizeof *table)

/* The sections, in the order of the file, with the docs' comment on their header. */
static const struct {
  const char *name, *comment;
} sections[] = {
    {SETTINGS_WINDOW, NULL},
    {SETTINGS_NEW_GAME, "the first game at start: the last one started from the dialog"},
};

const setting_row *settings_table(size_t *n)
{
  *n = N_ROWS;
  return table;
}

const setting_row *settings_row_find(const char *section, const char *key)
{
  for (size_t i = 0; i < N_ROWS; i++)
    if (strcasecmp(table[i].section, section) == 0 && strcasecmp(table[i].key, key) == 0)
      return &table[i];
  return NULL;
}

/* Where a row's value lives. */
static void *at(const setting_row *r, settings_values *v) { return (char *)v + r->offset; }

static const void *at_const(const setting_row *r, const settings_values *v)
{
  return (const char *)v + r->offset;
}

/* --- the values ---------------------------------------------------------------------- */

static bool read_bool(const char *s, bool *out)
{
  static const char *const yes[] = {"on", "true", "yes", "1"}, *const no[] = {"off", "false", "no",
                                                                              "0"};
  for (size_t i = 0; i < 4; i++) {
    if (strcasecmp(s, yes[i]) == 0) {
      *out = true;
      return true;
    }
    if (strcasecmp(s, no[i]) == 0) {
      *out = false;
      return true;
    }
  }
  return false;
}

/* A whole number: false when the text is not one. One too large for a
 * long reads as LONG_MAX (or LONG_MIN), out of every range. */
static bool read_int(const char *s, long *out)
{
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (end == s || *end)
    return false;
  *out = v; /* strtol gives the bound on ERANGE */
  return true;
}

/* A decimal number as a person writes one (number_decimal: no hexadecimal,
 * no exponent, so "0x1p1" is refused, not read as 2): false when the text
 * is not one. */
static bool read_double(const char *s, double *out)
{
  return number_decimal(s, false, -1e9, 1e9, out);
}

static int choice_index(const setting_row *r, const char *s)
{
  for (int i = 0; r->choices[i]; i++)
    if (strcasecmp(s, r->choices[i]) == 0)
      return i;
  return -1;
}

/* What a value must be, for the message: "on or off", "classic or projector",
 * "auto, full, short or none". */
static void choice_list(const setting_row *r, char *out, size_t len)
{
  size_t n = 0;
  while (r->choices[n])
    n++;
  size_t k = 0;
  out[0] = '\0';
  for (size_t i = 0; i < n && k < len; i++) {
    const char *sep = i == 0 ? "" : i + 1 == n ? _(" or ") : ", ";
    int w = snprintf(out + k, len - k, "%s%s", sep, r->choices[i]);
    k += w > 0 ? (size_t)w : 0;
  }
}

/* A number of an INT or DOUBLE row: out of range is clamped and said. */
static bool read_number(settings_file *f, const setting_row *r, const char *text, int line,
                        const char *q, settings_values *v)
{
  double d;
  long n;
  bool whole = r->type == SETTING_TYPE_INT;
  if (whole ? !read_int(text, &n) : !read_double(text, &d)) {
    settings_note(f, line,
                  whole ? _("%s '%s' is not a whole number; using %s")
                        : _("%s '%s' is not a number; using %s"),
                  r->key, q, r->fallback);
    return false;
  }
  if (whole)
    d = (double)n;
  if (d < r->min || d > r->max) {
    double c = d < r->min ? r->min : r->max;
    settings_note(f, line, _("%s %s is out of range (%g to %g); using %g"), r->key, q, r->min,
                  r->max, c);
    d = c;
  }
  if (whole)
    *(int *)at(r, v) = (int)d;
  else
    *(double *)at(r, v) = d;
  return true;
}

/* A row's value in the text (of line), into v: false, with a note in f,
 * when it is not understood. */
/* A reason as a clause inside a sentence: without its final full stop
 * ("Komi must be between -150 and 150.; using ..." read twice stopped). */
static const char *clause(hoshi_error *why)
{
  size_t n = strlen(why->message);
  if (n > 0 && why->message[n - 1] == '.')
    why->message[n - 1] = '\0';
  return why->message;
}

static bool read_row(settings_file *f, const setting_row *r, const char *text, int line,
                     settings_values *v)
{
  char q[64], words[128];
  quote(text, strlen(text), q, sizeof q);
  hoshi_error why = {0};
  switch (r->type) {
  case SETTING_TYPE_BOOL:
    if (read_bool(text, (bool *)at(r, v)))
      return true;
    settings_note(f, line, _("%s '%s' is not on or off; using %s"), r->key, q, r->fallback);
    return false;
  case SETTING_TYPE_INT:
  case SETTING_TYPE_DOUBLE:
    return read_number(f, r, text, line, q, v);
  case SETTING_TYPE_CHOICE: {
    int i = choice_index(r, text);
    if (i >= 0) {
      *(int *)at(r, v) = i;
      return true;
    }
    choice_list(r, words, sizeof words);
    settings_note(f, line, _("%s '%s' is not %s; using %s"), r->key, q, words, r->fallback);
    return false;
  }
  case SETTING_TYPE_RULES: {
    const rules *found = rules_find(text);
    if (found) {
      *(const rules **)at(r, v) = found;
      return true;
    }
    settings_note(f, line, _("rules '%s' is not a rule set Hoshi knows; using %s"), q,
                  rules_id(rules_default()));
    return false;
  }
  case SETTING_TYPE_KOMI: {
    double k;
    if (komi_parse(text, &k, &why)) {
      *(double *)at(r, v) = k;
      return true;
    }
    settings_note(f, line, _("komi '%s': %s; using the rule set's"), q, clause(&why));
    return false;
  }
  case SETTING_TYPE_TIME: {
    clock_spec spec;
    if (clock_parse(text, &spec, &why)) {
      clock_format(&spec, (char *)at(r, v), sizeof v->time);
      return true;
    }
    settings_note(f, line, _("time %s: %s; using none"), q, clause(&why));
    return false;
  }
  }
  return false;
}

void settings_defaults(settings_values *v)
{
  memset(v, 0, sizeof *v);
  settings_file quiet;
  memset(&quiet, 0, sizeof quiet);
  for (size_t i = 0; i < N_ROWS; i++) {
    if (table[i].fallback[0])
      read_row(&quiet, &table[i], table[i].fallback, 0, v);
  }
  v->rules = rules_default();
  v->komi = komi_default(v->rules, 0);
}

/* An entry of one of the table's sections. */
static void read_entry(settings_file *f, const settings_entry *e, settings_values *v, int *lines)
{
  const setting_row *r = settings_row_find(e->section, e->key);
  if (!r) {
    char k[64];
    quote(e->key, strlen(e->key), k, sizeof k);
    settings_note(f, e->line, _("unknown key '%s' in [%s] (kept, not used)"), k,
                  strcasecmp(e->section, SETTINGS_WINDOW) == 0 ? SETTINGS_WINDOW
                                                               : SETTINGS_NEW_GAME);
    return;
  }
  if (read_row(f, r, e->value, e->line, v)) {
    v->given |= r->bit;
    lines[r - table] = e->line;
  }
}

/* The line of a row's value (0 if none). */
static int line_of(const int *lines, const char *key)
{
  for (size_t i = 0; i < N_ROWS; i++)
    if (strcmp(table[i].key, key) == 0)
      return lines[i];
  return 0;
}

void settings_read_values(settings_file *f, settings_values *v)
{
  settings_defaults(v);
  int lines[N_ROWS] = {0};
  for (size_t i = 0; i < f->n_entries; i++) {
    const settings_entry *e = &f->entries[i];
    if (strcasecmp(e->section, SETTINGS_WINDOW) == 0 ||
        strcasecmp(e->section, SETTINGS_NEW_GAME) == 0)
      read_entry(f, e, v, lines);
    /* [problems] (before 0.2, the last set's results) is read no more:
     * the progress of every set has a file of its own (problem_set.h). */
  }
  /* A handicap against the board it is for: settings_resolve drops one
   * that has no star points there, and the file's reader says so. */
  if ((v->given & SETTING_HANDICAP) && v->handicap >= 2 &&
      v->handicap > handicap_fixed_max(v->size)) {
    settings_note(f, line_of(lines, "handicap"),
                  _("handicap %d does not fit a %dx%d board (at most %d stones); using 0"),
                  v->handicap, v->size, v->size, handicap_fixed_max(v->size));
    v->handicap = 0;
  }
  /* Komi against the board it is for. */
  if ((v->given & SETTING_KOMI) && fabs(v->komi) > v->size * v->size) {
    char k[KOMI_TEXT_LEN];
    komi_format(v->komi, k, sizeof k);
    settings_note(f, line_of(lines, "komi"),
                  _("komi %s is larger than the %d points of the board; using the rule set's"), k,
                  v->size * v->size);
    v->given &= ~(unsigned)SETTING_KOMI;
  }
  if (!(v->given & SETTING_KOMI))
    v->komi = komi_default(v->rules, v->handicap);
}

/* Copies a row's value from one set of values to another. */
static void copy_row(const setting_row *r, const settings_values *from, settings_values *to)
{
  size_t n = 0;
  switch (r->type) {
  case SETTING_TYPE_BOOL:
    n = sizeof(bool);
    break;
  case SETTING_TYPE_INT:
  case SETTING_TYPE_CHOICE:
    n = sizeof(int);
    break;
  case SETTING_TYPE_DOUBLE:
  case SETTING_TYPE_KOMI:
    n = sizeof(double);
    break;
  case SETTING_TYPE_RULES:
    n = sizeof(const rules *);
    break;
  case SETTING_TYPE_TIME:
    n = sizeof from->time;
    break;
  }
  memcpy(at(r, to), at_const(r, from), n);
}

void settings_resolve(const settings_values *file, const settings_values *cli, settings_values *out)
{
  settings_values d;
  settings_defaults(&d);
  *out = d;
  const settings_values *from[2] = {file, cli};
  for (int i = 0; i < 2; i++) {
    const settings_values *s = from[i];
    if (!s)
      continue;
    /* Komi is resolved below, from the rules and the handicap. */
    for (size_t k = 0; k < N_ROWS; k++)
      if ((s->given & table[k].bit) && table[k].type != SETTING_TYPE_KOMI &&
          !(table[k].type == SETTING_TYPE_RULES && !s->rules))
        copy_row(&table[k], s, out);
    out->given |= s->given;
  }
  double *scale = &out->window.ui_scale;
  if (*scale < LAYOUT_SCALE_MIN || !(*scale <= LAYOUT_SCALE_MAX))
    *scale = *scale < LAYOUT_SCALE_MIN ? LAYOUT_SCALE_MIN : LAYOUT_SCALE_MAX;
  /* A handicap the board has no star points for is dropped (the command
   * line checks its own and says so). */
  if (out->handicap >= 2 && out->handicap > handicap_fixed_max(out->size))
    out->handicap = 0;
  unsigned cli_given = cli ? cli->given : 0;
  if (cli_given & SETTING_KOMI)
    out->komi = cli->komi;
  else if (!(cli_given & (SETTING_RULES | SETTING_HANDICAP)) && file &&
           (file->given & SETTING_KOMI) && fabs(file->komi) <= out->size * out->size)
    out->komi = file->komi;
  else
    out->komi = komi_default(out->rules, out->handicap);
}

void settings_row_format(const setting_row *r, const settings_values *v, char *out, size_t len)
{
  const void *p = at_const(r, v);
  int i, n;
  const rules *rs;
  switch (r->type) {
  case SETTING_TYPE_BOOL:
    snprintf(out, len, "%s", *(const bool *)p ? "on" : "off");
    return;
  case SETTING_TYPE_INT:
    snprintf(out, len, "%d", *(const int *)p);
    return;
  case SETTING_TYPE_DOUBLE:
    snprintf(out, len, "%.4g", *(const double *)p);
    return;
  case SETTING_TYPE_CHOICE:
    n = 0;
    while (r->choices[n])
      n++;
    i = *(const int *)p;
    snprintf(out, len, "%s", r->choices[i >= 0 && i < n ? i : 0]); /* else the first */
    return;
  case SETTING_TYPE_RULES:
    rs = *(const rules *const *)p;
    snprintf(out, len, "%s", rs ? rules_id(rs) : "");
    return;
  case SETTING_TYPE_KOMI:
    komi_format(*(const double *)p, out, len);
    return;
  case SETTING_TYPE_TIME:
    snprintf(out, len, "%s", (const char *)p);
    return;
  }
}

bool settings_row_same(const setting_row *r, const settings_values *a, const settings_values *b)
{
  const void *p = at_const(r, a), *q = at_const(r, b);
  switch (r->type) {
  case SETTING_TYPE_BOOL:
    return *(const bool *)p == *(const bool *)q;
  case SETTING_TYPE_INT:
  case SETTING_TYPE_CHOICE:
    return *(const int *)p == *(const int *)q;
  case SETTING_TYPE_DOUBLE:
  case SETTING_TYPE_KOMI:
    return *(const double *)p == *(const double *)q;
  case SETTING_TYPE_RULES:
    return *(const rules *const *)p == *(const rules *const *)q;
  case SETTING_TYPE_TIME:
    return strcmp((const char *)p, (const char *)q) == 0;
  }
  return true;
}

unsigned settings_differ(const settings_values *a, const settings_values *b)
{
  unsigned diff = 0;
  for (size_t i = 0; i < N_ROWS; i++)
    if (!settings_row_same(&table[i], a, b))
      diff |= table[i].bit;
  return diff;
}

/* "key = value" with its comment at the docs' column, continued lines
 * under it. */
static void example_line(strbuf *out, const char *left, const char *comment)
{
  enum { COMMENT_COLUMN = 22 };
  strbuf_puts(out, left);
  if (comment) {
    int pad = COMMENT_COLUMN - (int)strlen(left);
    strbuf_printf(out, "%*s; ", pad > 1 ? pad : 1, "");
    for (const char *c = comment; *c; c++)
      if (*c == '\n')
        strbuf_printf(out, "\n%*s; ", COMMENT_COLUMN, "");
      else
        strbuf_put(out, c, 1);
  }
  strbuf_puts(out, "\n");
}

void settings_example(strbuf *out)
{
  for (size_t s = 0; s < sizeof sections / sizeof *sections; s++) {
    char left[128];
    if (s > 0)
      strbuf_puts(out, "\n");
    snprintf(left, sizeof left, "[%s]", sections[s].name);
    example_line(out, left, sections[s].comment);
    for (size_t i = 0; i < N_ROWS; i++)
      if (strcmp(table[i].section, sections[s].name) == 0) {
        snprintf(left, sizeof left, "%s = %s", table[i].key, table[i].example);
        example_line(out, left, table[i].comment);
      }
  }
}

/* --- writing ------------------------------------------------------------------------- */

static bool set_line(settings_file *f, size_t i, const char *text)
{
  char *copy = dup_n(text, strlen(text));
  if (!copy)
    return false;
  free(f->lines[i]);
  f->lines[i] = copy;
  return true;
}

static bool insert_line(settings_file *f, size_t at, const char *text)
{
  if (!add_line(f, text, strlen(text)))
    return false;
  char *last = f->lines[f->n_lines - 1];
  memmove(f->lines + at + 1, f->lines + at, (f->n_lines - 1 - at) * sizeof *f->lines);
  f->lines[at] = last;
  return true;
}

/* Sets key in section: the value of its last line replaced (its comment
 * kept), else a line added at the end of the section, else the section
 * added at the end of the file. */
static bool set_value(settings_file *f, const char *section, const char *key, const char *value)
{
  char current[256] = "";
  bool in = false, ok_section = true;
  size_t last_in = 0, found = 0;
  bool any_in = false, have = false;
  for (size_t i = 0; i < f->n_lines; i++) {
    const char *line = f->lines[i];
    bool bad;
    if (strlen(line) > SETTINGS_MAX_LINE)
      continue;
    if (header(line, current, sizeof current, &bad)) {
      in = strcasecmp(current, section) == 0;
      ok_section = true;
      if (in) {
        last_in = i;
        any_in = true;
      }
      continue;
    }
    if (bad) {
      ok_section = false;
      in = false;
      continue;
    }
    if (!in || !ok_section || comment_or_blank(line))
      continue;
    size_t ka, kl, va, vl;
    if (!key_value(line, &ka, &kl, &va, &vl))
      continue;
    last_in = i;
    if (kl == strlen(key) && strncasecmp(line + ka, key, kl) == 0) {
      found = i;
      have = true;
    }
  }
  if (have) {
    const char *line = f->lines[found];
    size_t ka, kl, va, vl;
    key_value(line, &ka, &kl, &va, &vl);
    size_t n = strlen(line), m = strlen(value);
    char *text = os_malloc(n + m + 4);
    if (!text)
      return false;
    /* "key =value" keeps its layout; "key =" gets a blank before the value. */
    size_t at = va;
    memcpy(text, line, at);
    if (at > 0 && line[at - 1] == '=' && vl == 0)
      text[at++] = ' ';
    memcpy(text + at, value, m);
    memcpy(text + at + m, line + va + vl, n - va - vl + 1);
    bool ok = set_line(f, found, text);
    free(text);
    return ok;
  }
  char kv[600];
  snprintf(kv, sizeof kv, "%s = %s", key, value);
  if (any_in)
    return insert_line(f, last_in + 1, kv);
  char head[300];
  snprintf(head, sizeof head, "[%s]", section);
  if (f->n_lines > 0 && f->lines[f->n_lines - 1][0] && !add_line(f, "", 0))
    return false;
  return add_line(f, head, strlen(head)) && add_line(f, kv, strlen(kv));
}

static char *join(const settings_file *f, size_t *len)
{
  size_t n = 0;
  for (size_t i = 0; i < f->n_lines; i++)
    n += strlen(f->lines[i]) + 1;
  char *text = os_malloc(n + 1);
  if (!text)
    return NULL;
  size_t k = 0;
  for (size_t i = 0; i < f->n_lines; i++) {
    size_t m = strlen(f->lines[i]);
    memcpy(text + k, f->lines[i], m);
    k += m;
    text[k++] = '\n';
  }
  text[k] = '\0';
  *len = k;
  return text;
}

/* Writes the values named by which into the lines of f. */
static bool set_values(settings_file *f, const settings_values *v, unsigned which)
{
  bool ok = true;
  for (size_t i = 0; i < N_ROWS; i++) {
    const setting_row *r = &table[i];
    if (!(which & r->bit) || (r->type == SETTING_TYPE_RULES && !v->rules))
      continue;
    char value[64];
    settings_row_format(r, v, value, sizeof value);
    ok &= set_value(f, r->section, r->key, value);
  }
  return ok;
}

/* Keeps the file as it was in settings.ini.bak, once: an existing .bak
 * may be the only copy of a file the user cares about, so it is never
 * replaced. */
static bool keep_backup(const settings_file *f, bool *backup, hoshi_error *err)
{
  char bak_path[PATH_MAX + 8];
  snprintf(bak_path, sizeof bak_path, "%s.bak", f->path);
  struct stat bst;
  if (os_lstat(bak_path, &bst) == 0 || errno != ENOENT)
    return true;
  /* The copy is as private as the file it copies. */
  struct stat st;
  unsigned mode = os_stat(f->path, &st) == 0 ? (unsigned)(st.st_mode & 0777) : OS_MODE_DOCUMENT;
  if (!os_write_atomic(bak_path, f->raw, f->raw_len, mode, err))
    return false;
  if (backup)
    *backup = true;
  return true;
}

/* The file as it is on the disk, to be rewritten: false (with why) when
 * there is none to write or it must not be replaced. */
static bool load_for_update(settings_file *f, const char *path, hoshi_error *err)
{
  if (!settings_load(f, path))
    return hoshi_fail(err, "%s", _("out of memory"));
  if (!f->path[0])
    return hoshi_fail(err, "%s", _("there is no place for the settings (HOME is not set)"));
  if (f->state == SETTINGS_UNREADABLE)
    return hoshi_fail(err, "%s", f->message);
  if (f->n_lines == 0) {
    const char *intro = "; Hoshi's settings. Hoshi rewrites the keys you change in its window and "
                        "keeps every other line.";
    if (!add_line(f, intro, strlen(intro)))
      return hoshi_fail(err, "%s", _("out of memory"));
  }
  return true;
}

bool settings_update(const char *path, const settings_values *v, unsigned which, const char *ours,
                     char **written, bool *backup, hoshi_error *why)
{
  if (written)
    *written = NULL;
  if (backup)
    *backup = false;
  settings_file f;
  char *text = NULL;
  size_t len = 0;
  bool ok = load_for_update(&f, path, why);
  if (ok) {
    settings_values check;
    settings_read_values(&f, &check);
    /* A file with problems that Hoshi did not write itself is kept. */
    bool bak = f.state == SETTINGS_READ && f.problems > 0 &&
               !(ours && strlen(ours) == f.raw_len && memcmp(ours, f.raw, f.raw_len) == 0);
    text = set_values(&f, v, which) ? join(&f, &len) : NULL;
    ok = text ? true : hoshi_fail(why, "%s", _("out of memory"));
    ok = ok && os_make_parent_dirs(f.path, OS_DIR_PRIVATE, why) &&
         (!bak || keep_backup(&f, backup, why)) &&
         os_write_atomic(f.path, text, len, OS_MODE_DOCUMENT, why);
  }
  if (ok && written)
    *written = text;
  else
    free(text);
  settings_free(&f);
  return ok;
}
