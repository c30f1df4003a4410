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

/* --- the values ---------------------------------------------------------------------- */

void settings_defaults(settings_values *v)
{
  memset(v, 0, sizeof *v);
  v->theme = THEME_CLASSIC;
  v->scale = 1.0;
  v->coordinates = true;
  v->numbers = false;
  v->variations = true;
  v->tree = true;
  v->toolbar = true;
  v->sound = true;
  v->sound_volume = SETTINGS_VOLUME;
  snprintf(v->time, sizeof v->time, "none");
  v->size = 19;
  v->rules = rules_default();
  v->komi = komi_default(v->rules, 0);
  v->handicap = 0;
}

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

/* sound_volume: 0 to 100, out of range taken to the nearest. */
static void read_volume(settings_file *f, const settings_entry *e, settings_values *v)
{
  char q[64];
  quote(e->value, strlen(e->value), q, sizeof q);
  long n;
  if (!read_int(e->value, &n)) {
    settings_note(f, e->line, _("sound_volume '%s' is not a whole number; using %d"), q,
                  SETTINGS_VOLUME);
    return;
  }
  if (n < 0 || n > 100) {
    settings_note(f, e->line, _("sound_volume %s is out of range (0 to 100); using %d"), q,
                  n < 0 ? 0 : 100);
    n = n < 0 ? 0 : 100;
  }
  v->sound_volume = (int)n;
  v->given |= SETTING_SOUND_VOLUME;
}

static void read_window(settings_file *f, const settings_entry *e, settings_values *v)
{
  char q[64];
  quote(e->value, strlen(e->value), q, sizeof q);
  if (strcasecmp(e->key, "theme") == 0) {
    if (strcasecmp(e->value, "classic") == 0 || strcasecmp(e->value, "projector") == 0) {
      v->theme = strcasecmp(e->value, "classic") == 0 ? THEME_CLASSIC : THEME_PROJECTOR;
      v->given |= SETTING_THEME;
    } else {
      settings_note(f, e->line, _("theme '%s' is not classic or projector; using classic"), q);
    }
  } else if (strcasecmp(e->key, "key_hint") == 0) {
    static const char *const modes[] = {
        [HINT_AUTO] = "auto", [HINT_FULL] = "full", [HINT_SHORT] = "short", [HINT_NONE] = "none"};
    for (size_t i = 0; i < sizeof modes / sizeof *modes; i++)
      if (strcasecmp(e->value, modes[i]) == 0) {
        v->key_hint = (enum ui_hint_mode)i;
        v->given |= SETTING_KEY_HINT;
        return;
      }
    settings_note(f, e->line, _("key_hint '%s' is not auto, full, short or none; using auto"), q);
  } else if (strcasecmp(e->key, "sound_volume") == 0) {
    read_volume(f, e, v);
  } else if (strcasecmp(e->key, "scale") == 0) {
    char *end;
    double s = strtod(e->value, &end);
    if (end == e->value || *end || !isfinite(s)) {
      settings_note(f, e->line, _("scale '%s' is not a number; using 1"), q);
      return;
    }
    if (s < LAYOUT_SCALE_MIN || s > LAYOUT_SCALE_MAX) {
      double c = s < LAYOUT_SCALE_MIN ? LAYOUT_SCALE_MIN : LAYOUT_SCALE_MAX;
      settings_note(f, e->line, _("scale %s is out of range (%g to %g); using %g"), q,
                    LAYOUT_SCALE_MIN, LAYOUT_SCALE_MAX, c);
      s = c;
    }
    v->scale = s;
    v->given |= SETTING_SCALE;
  } else if (strcasecmp(e->key, "coordinates") == 0 || strcasecmp(e->key, "move_numbers") == 0 ||
             strcasecmp(e->key, "variations") == 0 || strcasecmp(e->key, "tree") == 0 ||
             strcasecmp(e->key, "toolbar") == 0 || strcasecmp(e->key, "sound") == 0 ||
             strcasecmp(e->key, "presenter") == 0) {
    bool on, coords = strcasecmp(e->key, "coordinates") == 0,
             vars = strcasecmp(e->key, "variations") == 0, tree = strcasecmp(e->key, "tree") == 0,
             bar = strcasecmp(e->key, "toolbar") == 0, snd = strcasecmp(e->key, "sound") == 0,
             pres = strcasecmp(e->key, "presenter") == 0;
    if (!read_bool(e->value, &on)) {
      settings_note(f, e->line, _("%s '%s' is not on or off; using %s"), e->key, q,
                    coords || vars || tree || bar || snd ? "on" : "off");
      return;
    }
    if (coords) {
      v->coordinates = on;
      v->given |= SETTING_COORDINATES;
    } else if (tree) {
      v->tree = on;
      v->given |= SETTING_TREE;
    } else if (bar) {
      v->toolbar = on;
      v->given |= SETTING_TOOLBAR;
    } else if (pres) {
      v->presenter = on;
      v->given |= SETTING_PRESENTER;
    } else if (snd) {
      v->sound = on;
      v->given |= SETTING_SOUND;
    } else if (vars) {
      v->variations = on;
      v->given |= SETTING_VARIATIONS;
    } else {
      v->numbers = on;
      v->given |= SETTING_NUMBERS;
    }
  } else {
    char k[64];
    quote(e->key, strlen(e->key), k, sizeof k);
    settings_note(f, e->line, _("unknown key '%s' in [%s] (kept, not used)"), k, SETTINGS_WINDOW);
  }
}

static void read_new_game(settings_file *f, const settings_entry *e, settings_values *v,
                          int *komi_line, int *handicap_line)
{
  char q[64];
  quote(e->value, strlen(e->value), q, sizeof q);
  long n;
  if (strcasecmp(e->key, "size") == 0) {
    if (!read_int(e->value, &n)) {
      settings_note(f, e->line, _("size '%s' is not a whole number; using 19"), q);
      return;
    }
    if (!board_size_ok(n)) {
      long c = board_size_clamp(n);
      settings_note(f, e->line, _("size %s is out of range (%d to %d); using %ld"), q,
                    BOARD_MIN_SIZE, BOARD_MAX_SIZE, c);
      n = c;
    }
    v->size = (int)n;
    v->given |= SETTING_SIZE;
  } else if (strcasecmp(e->key, "rules") == 0) {
    const rules *r = rules_find(e->value);
    if (!r) {
      settings_note(f, e->line, _("rules '%s' is not a rule set Hoshi knows; using %s"), q,
                    rules_id(rules_default()));
      return;
    }
    v->rules = r;
    v->given |= SETTING_RULES;
  } else if (strcasecmp(e->key, "komi") == 0) {
    double k;
    hoshi_error why = {0};
    if (!komi_parse(e->value, &k, &why)) {
      settings_note(f, e->line, _("komi '%s': %s; using the rule set's"), q, why.message);
      return;
    }
    v->komi = k;
    v->given |= SETTING_KOMI;
    *komi_line = e->line;
  } else if (strcasecmp(e->key, "time") == 0) {
    clock_spec spec;
    hoshi_error why = {0};
    if (!clock_parse(e->value, &spec, &why)) {
      settings_note(f, e->line, _("time %s: %s; using none"), q, why.message);
      return;
    }
    clock_format(&spec, v->time, sizeof v->time);
    v->given |= SETTING_TIME;
  } else if (strcasecmp(e->key, "handicap") == 0) {
    if (!read_int(e->value, &n)) {
      settings_note(f, e->line, _("handicap '%s' is not a whole number; using 0"), q);
      return;
    }
    if (n < 0 || n > HANDICAP_MAX_STONES) {
      long c = n < 0 ? 0 : HANDICAP_MAX_STONES;
      settings_note(f, e->line, _("handicap %s is out of range (0 to %d); using %ld"), q,
                    HANDICAP_MAX_STONES, c);
      n = c;
    }
    v->handicap = (int)n;
    v->given |= SETTING_HANDICAP;
    *handicap_line = e->line;
  } else {
    char k[64];
    quote(e->key, strlen(e->key), k, sizeof k);
    settings_note(f, e->line, _("unknown key '%s' in [%s] (kept, not used)"), k, SETTINGS_NEW_GAME);
  }
}

void settings_read_values(settings_file *f, settings_values *v)
{
  settings_defaults(v);
  int komi_line = 0, handicap_line = 0;
  for (size_t i = 0; i < f->n_entries; i++) {
    const settings_entry *e = &f->entries[i];
    if (strcasecmp(e->section, SETTINGS_WINDOW) == 0)
      read_window(f, e, v);
    else if (strcasecmp(e->section, SETTINGS_NEW_GAME) == 0)
      read_new_game(f, e, v, &komi_line, &handicap_line);
    /* [problems] (before 0.2, the last set's results) is read no more:
     * the progress of every set has a file of its own (problem_set.h). */
  }
  /* A handicap against the board it is for: settings_resolve drops one
   * that has no star points there, and the file's reader says so. */
  if ((v->given & SETTING_HANDICAP) && v->handicap >= 2 &&
      v->handicap > handicap_fixed_max(v->size)) {
    settings_note(f, handicap_line,
                  _("handicap %d does not fit a %dx%d board (at most %d stones); using 0"),
                  v->handicap, v->size, v->size, handicap_fixed_max(v->size));
    v->handicap = 0;
  }
  /* Komi against the board it is for. */
  if ((v->given & SETTING_KOMI) && fabs(v->komi) > v->size * v->size) {
    char k[KOMI_TEXT_LEN];
    komi_format(v->komi, k, sizeof k);
    settings_note(f, komi_line,
                  _("komi %s is larger than the %d points of the board; using the rule set's"), k,
                  v->size * v->size);
    v->given &= ~(unsigned)SETTING_KOMI;
  }
  if (!(v->given & SETTING_KOMI))
    v->komi = komi_default(v->rules, v->handicap);
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
    if (s->given & SETTING_THEME)
      out->theme = s->theme;
    if (s->given & SETTING_SCALE)
      out->scale = s->scale;
    if (s->given & SETTING_COORDINATES)
      out->coordinates = s->coordinates;
    if (s->given & SETTING_NUMBERS)
      out->numbers = s->numbers;
    if (s->given & SETTING_VARIATIONS)
      out->variations = s->variations;
    if (s->given & SETTING_TREE)
      out->tree = s->tree;
    if (s->given & SETTING_TOOLBAR)
      out->toolbar = s->toolbar;
    if (s->given & SETTING_PRESENTER)
      out->presenter = s->presenter;
    if (s->given & SETTING_SOUND)
      out->sound = s->sound;
    if (s->given & SETTING_SOUND_VOLUME)
      out->sound_volume = s->sound_volume;
    if (s->given & SETTING_KEY_HINT)
      out->key_hint = s->key_hint;
    if (s->given & SETTING_SIZE)
      out->size = s->size;
    if ((s->given & SETTING_RULES) && s->rules)
      out->rules = s->rules;
    if (s->given & SETTING_HANDICAP)
      out->handicap = s->handicap;
    if (s->given & SETTING_TIME)
      snprintf(out->time, sizeof out->time, "%s", s->time);
    out->given |= s->given;
  }
  if (out->scale < LAYOUT_SCALE_MIN || !(out->scale <= LAYOUT_SCALE_MAX))
    out->scale = out->scale < LAYOUT_SCALE_MIN ? LAYOUT_SCALE_MIN : LAYOUT_SCALE_MAX;
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
  char value[64];
  bool ok = true;
  if (which & SETTING_THEME)
    ok &= set_value(f, SETTINGS_WINDOW, "theme",
                    v->theme == THEME_PROJECTOR ? "projector" : "classic");
  if (which & SETTING_SCALE) {
    snprintf(value, sizeof value, "%.4g", v->scale);
    ok &= set_value(f, SETTINGS_WINDOW, "scale", value);
  }
  if (which & SETTING_COORDINATES)
    ok &= set_value(f, SETTINGS_WINDOW, "coordinates", v->coordinates ? "on" : "off");
  if (which & SETTING_NUMBERS)
    ok &= set_value(f, SETTINGS_WINDOW, "move_numbers", v->numbers ? "on" : "off");
  if (which & SETTING_VARIATIONS)
    ok &= set_value(f, SETTINGS_WINDOW, "variations", v->variations ? "on" : "off");
  if (which & SETTING_TREE)
    ok &= set_value(f, SETTINGS_WINDOW, "tree", v->tree ? "on" : "off");
  if (which & SETTING_TOOLBAR)
    ok &= set_value(f, SETTINGS_WINDOW, "toolbar", v->toolbar ? "on" : "off");
  if (which & SETTING_PRESENTER)
    ok &= set_value(f, SETTINGS_WINDOW, "presenter", v->presenter ? "on" : "off");
  if (which & SETTING_SOUND)
    ok &= set_value(f, SETTINGS_WINDOW, "sound", v->sound ? "on" : "off");
  if (which & SETTING_SOUND_VOLUME) {
    snprintf(value, sizeof value, "%d", v->sound_volume);
    ok &= set_value(f, SETTINGS_WINDOW, "sound_volume", value);
  }
  if (which & SETTING_KEY_HINT) {
    static const char *const modes[] = {"auto", "full", "short", "none"};
    ok &= set_value(f, SETTINGS_WINDOW, "key_hint",
                    modes[v->key_hint <= HINT_NONE ? v->key_hint : HINT_AUTO]);
  }
  if (which & SETTING_SIZE) {
    snprintf(value, sizeof value, "%d", v->size);
    ok &= set_value(f, SETTINGS_NEW_GAME, "size", value);
  }
  if ((which & SETTING_RULES) && v->rules)
    ok &= set_value(f, SETTINGS_NEW_GAME, "rules", rules_id(v->rules));
  if (which & SETTING_KOMI) {
    komi_format(v->komi, value, sizeof value);
    ok &= set_value(f, SETTINGS_NEW_GAME, "komi", value);
  }
  if (which & SETTING_HANDICAP) {
    snprintf(value, sizeof value, "%d", v->handicap);
    ok &= set_value(f, SETTINGS_NEW_GAME, "handicap", value);
  }
  if (which & SETTING_TIME)
    ok &= set_value(f, SETTINGS_NEW_GAME, "time", v->time);
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
