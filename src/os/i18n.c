/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Languages (see i18n.h): the locale, the catalogues, and numbers for people. */
#include "hoshi/i18n.h"

#include <limits.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/os.h"

#ifndef HOSHI_LOCALEDIR
#define HOSHI_LOCALEDIR "/usr/local/share/locale"
#endif

static char decimal_point[8] = ".";
static char catalogue_dir[PATH_MAX];

/* The first of the variables that is set and not empty, else NULL. */
static const char *first_set(const char *a, const char *b, const char *c)
{
  const char *names[] = {a, b, c};
  for (int i = 0; i < 3; i++) {
    const char *v = names[i] ? getenv(names[i]) : NULL;
    if (v && *v)
      return v;
  }
  return NULL;
}

/* The language and territory of a locale name: "fr_FR.UTF-8@euro" gives
 * "fr" and "FR". Returns false for C, POSIX and names without a language. */
static bool language_of(const char *locale, char lang[16], char territory[16])
{
  lang[0] = territory[0] = 0;
  if (!locale)
    return false;
  size_t n = strcspn(locale, "_.@");
  if (n == 0 || n >= 16)
    return false;
  memcpy(lang, locale, n);
  lang[n] = 0;
  if (strcmp(lang, "C") == 0 || strcmp(lang, "POSIX") == 0)
    return false;
  if (locale[n] == '_') {
    size_t m = strcspn(locale + n + 1, ".@");
    if (m > 0 && m < 16) {
      memcpy(territory, locale + n + 1, m);
      territory[m] = 0;
    }
  }
  return true;
}

static bool is_dir(const char *path)
{
  struct stat st;
  return path && *path && os_stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Where the catalogues are: see i18n_init. */
static void find_catalogues(void)
{
  const char *env = getenv("HOSHI_LOCALEDIR");
  if (env && *env && strlen(env) < sizeof catalogue_dir) {
    snprintf(catalogue_dir, sizeof catalogue_dir, "%s", env);
    return;
  }
  char exe[PATH_MAX];
  if (os_exe_dir(exe, sizeof exe)) {
    /* The build tree and a portable folder (locale beside the program),
     * then an installed tree wherever it was installed
     * (bin/../share/locale). */
    static const char *const rel[] = {"/locale", "/../share/locale"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
      char beside[PATH_MAX + 24];
      snprintf(beside, sizeof beside, "%s%s", exe, rel[i]);
      size_t len = strlen(beside);
      if (is_dir(beside) && len < sizeof catalogue_dir) {
        memcpy(catalogue_dir, beside, len + 1);
        return;
      }
    }
  }
  snprintf(catalogue_dir, sizeof catalogue_dir, "%s", HOSHI_LOCALEDIR);
}

/* Languages that write a decimal comma (CLDR), for when the locale itself
 * is not installed. */
static bool comma_language(const char *lang)
{
  static const char *const comma[] = {
      "fr", "de", "es", "it", "pt", "nl", "ru", "uk", "be", "pl", "cs", "sk", "sl", "hr",
      "sr", "bs", "bg", "ro", "hu", "da", "nb", "nn", "no", "sv", "fi", "et", "lv", "lt",
      "el", "tr", "az", "id", "vi", "ca", "eu", "gl", "is", "kk", "ky", "mk", "sq", "hy",
      "ka", "mn", "af", "br", "oc", "lb", "fo", "fy", "rm", "wa", "eo",
  };
  for (size_t i = 0; i < sizeof comma / sizeof comma[0]; i++)
    if (strcmp(lang, comma[i]) == 0)
      return true;
  return false;
}

static void find_decimal_point(void)
{
  const char *point = os_decimal_point();
  if (point) {
    i18n_set_decimal_point(point);
    return;
  }
  char lang[16], territory[16];
  bool known = language_of(first_set("LC_ALL", "LC_NUMERIC", "LANG"), lang, territory);
  i18n_set_decimal_point(known && comma_language(lang) ? "," : ".");
}

/* Where no variable names a language (a Windows user's), the system's
 * interface language is the person's: LANGUAGE is set from it, so that
 * gettext finds the catalogue. LANG and the others win when set. */
static void system_language(void)
{
  const char *ui = os_ui_language();
  char lang[16], territory[16];
  if (!ui || first_set("LANGUAGE", "LC_ALL", "LC_MESSAGES") || first_set("LANG", NULL, NULL) ||
      !language_of(ui, lang, territory))
    return;
  char value[48];
  snprintf(value, sizeof value, "%s_%s:%s", lang, territory, lang);
  os_setenv("LANGUAGE", territory[0] ? value : lang);
}

bool i18n_init(void)
{
  system_language();
  bool ok = setlocale(LC_ALL, "") != NULL;
  if (!ok) {
    /* The locale asked for is not installed: gettext still translates under
     * C.UTF-8 when LANGUAGE names the language. */
    ok = setlocale(LC_ALL, "C.UTF-8") != NULL;
    const char *language = getenv("LANGUAGE");
    char lang[16], territory[16];
    if (ok && !(language && *language) &&
        language_of(first_set("LC_ALL", "LC_MESSAGES", "LANG"), lang, territory)) {
      char value[48];
      if (territory[0])
        snprintf(value, sizeof value, "%s_%s:%s", lang, territory, lang);
      else
        snprintf(value, sizeof value, "%s", lang);
      os_setenv("LANGUAGE", value);
    }
  }
  /* Numbers in files and protocols are always written with '.'. */
  setlocale(LC_NUMERIC, "C");
  /* Characters stay as they were before Hoshi spoke languages: under a
   * UTF-8 LC_CTYPE (C.UTF-8 above all) Xlib writes the window's WM_NAME
   * with an encoding that xdotool and older tools cannot read. Messages
   * come out in UTF-8 all the same (bind_textdomain_codeset below). */
  setlocale(LC_CTYPE, "C");
  find_catalogues();
  bindtextdomain(HOSHI_TEXT_DOMAIN, catalogue_dir);
  bind_textdomain_codeset(HOSHI_TEXT_DOMAIN, "UTF-8");
  find_decimal_point();
  return ok;
}

const char *i18n_catalogue_dir(void) { return catalogue_dir; }

const char *i18n_language(void)
{
  static char lang[16];
  /* The catalogue's header is the translation of "". */
  const char *header = dgettext(HOSHI_TEXT_DOMAIN, "");
  const char *at = header && *header ? strstr(header, "Language:") : NULL;
  snprintf(lang, sizeof lang, "en");
  if (at) {
    at += strlen("Language:");
    at += strspn(at, " ");
    size_t n = strcspn(at, "_.@\n ");
    if (n > 0 && n < sizeof lang) {
      memcpy(lang, at, n);
      lang[n] = 0;
    }
  }
  return lang;
}

const char *i18n_decimal_point(void) { return decimal_point; }

void i18n_set_decimal_point(const char *separator)
{
  if (!separator || !*separator || strlen(separator) >= sizeof decimal_point)
    separator = ".";
  snprintf(decimal_point, sizeof decimal_point, "%s", separator);
}

/* Puts the separator in place of the '.' of a number printf wrote. */
static char *localise(char *out, size_t len)
{
  char *dot = strchr(out, '.');
  if (!dot || strcmp(decimal_point, ".") == 0)
    return out;
  char tail[64];
  snprintf(tail, sizeof tail, "%s", dot + 1);
  *dot = 0;
  size_t n = strlen(out);
  snprintf(out + n, len - n, "%s%s", decimal_point, tail);
  return out;
}

char *i18n_format_number(double v, char *out, size_t len)
{
  if (len == 0)
    return out;
  snprintf(out, len, "%g", v);
  return localise(out, len);
}

#define RING 16
static _Thread_local char ring[RING][40];
static _Thread_local unsigned ring_next;

const char *i18n_num(double v)
{
  char *out = ring[ring_next++ % RING];
  return i18n_format_number(v, out, sizeof ring[0]);
}

const char *i18n_signed(double v)
{
  char *out = ring[ring_next++ % RING];
  snprintf(out, sizeof ring[0], "%+g", v);
  return localise(out, sizeof ring[0]);
}

unsigned long i18n_plural_count(double v)
{
  double a = fabs(v);
  if (!isfinite(a) || a > 1e15)
    return 2;
  if (fabs(a - round(a)) < 1e-9)
    return (unsigned long)round(a);
  return a < 2 ? 0 : (unsigned long)floor(a);
}

const char *i18n_pgettext(const char *context, const char *msgid)
{
  char key[256];
  size_t c = strlen(context), m = strlen(msgid);
  if (c + m + 2 > sizeof key)
    return _(msgid);
  memcpy(key, context, c);
  key[c] = '\004';
  memcpy(key + c + 1, msgid, m + 1);
  const char *t = dgettext(HOSHI_TEXT_DOMAIN, key);
  return t == key ? msgid : t;
}

/* Marked here so that the catalogue has them (i18n_result uses them). */
static const char *const result_words[] = {
    NC_("result: Black wins by", "B+"),
    NC_("result: White wins by", "W+"),
    NC_("result: by resignation", "R"),
    NC_("result: on time", "T"),
    NC_("result: by forfeit", "F"),
    NC_("result: a draw (jigo)", "0"),
    NC_("result: the game has no result", "Void"),
};

char *i18n_result(const char *sgf_result, char *out, size_t len)
{
  (void)result_words;
  if (len == 0)
    return out;
  const char *re = sgf_result ? sgf_result : "";
  if ((re[0] == 'B' || re[0] == 'W') && re[1] == '+') {
    const char *who = re[0] == 'B' ? i18n_pgettext("result: Black wins by", "B+")
                                   : i18n_pgettext("result: White wins by", "W+");
    const char *rest = re + 2;
    if (strpbrk(rest, "0123456789") && rest[strspn(rest, "0123456789.")] == 0 &&
        strchr(rest, '.') == strrchr(rest, '.'))
      snprintf(out, len, "%s%s", who, i18n_num(strtod(rest, NULL)));
    else if (strcmp(rest, "R") == 0)
      snprintf(out, len, "%s%s", who, i18n_pgettext("result: by resignation", "R"));
    else if (strcmp(rest, "T") == 0)
      snprintf(out, len, "%s%s", who, i18n_pgettext("result: on time", "T"));
    else if (strcmp(rest, "F") == 0)
      snprintf(out, len, "%s%s", who, i18n_pgettext("result: by forfeit", "F"));
    else
      snprintf(out, len, "%s%s", who, rest);
  } else if (strcmp(re, "0") == 0) {
    snprintf(out, len, "%s", i18n_pgettext("result: a draw (jigo)", "0"));
  } else if (strcmp(re, "Void") == 0) {
    snprintf(out, len, "%s", i18n_pgettext("result: the game has no result", "Void"));
  } else {
    snprintf(out, len, "%s", re);
  }
  return out;
}

int i18n_width(const char *s)
{
  int n = 0;
  for (; s && *s; s++)
    n += ((unsigned char)*s & 0xc0) != 0x80;
  return n;
}

int i18n_pad(const char *s, int columns)
{
  return columns + (int)strlen(s ? s : "") - i18n_width(s);
}
