/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Languages: every sentence a person reads goes through gettext, in the text
 * domain "hoshi"; numbers shown to a person use the person's decimal
 * separator. No SDL here: the core and the application use it alike.
 *
 * Until i18n_init runs (tests, `hoshi --gtp`), nothing is translated and the
 * decimal separator is '.', so the English text is what the code says.
 *
 * Marking strings (po/CMakeLists.txt gives xgettext the same keywords):
 *   _("text")               translated now
 *   N_("text")              only marked: a static table, translated where shown
 *   P_("1 stone", "%d stones", n)   a sentence with a count (plural forms)
 *   C_("context", "text")   the same English text with two meanings
 *   NC_("context", "text")  marked with its context, translated with i18n_pgettext
 * Protocol text (GTP answers, SGF properties, log keys, JSON keys) is never
 * marked. A translation keeps the printf conversions of its English text, in
 * the same order (tests/test_i18n.c checks it).
 */
#ifndef HOSHI_I18N_H
#define HOSHI_I18N_H

#include <libintl.h>
#include <stdbool.h>
#include <stddef.h>

#define HOSHI_TEXT_DOMAIN "hoshi"

#define _(s)             dgettext(HOSHI_TEXT_DOMAIN, s)
#define N_(s)            s
#define P_(one, many, n) dngettext(HOSHI_TEXT_DOMAIN, one, many, (unsigned long)(n))
#define C_(context, s)   i18n_pgettext(context, s)
#define NC_(context, s)  s

/* Chooses the language and the decimal separator from the environment, as
 * early as possible in main (not in `hoshi --gtp`, whose protocol is English):
 * - setlocale(LC_ALL, ""); if the locale the environment names is not
 *   installed (a fresh Debian has only C.UTF-8), C.UTF-8 instead, with
 *   LANGUAGE (when unset) set to the language of LC_ALL, LC_MESSAGES or LANG
 *   ("fr" for fr_FR.UTF-8), so that gettext still finds the catalogue;
 * - LC_NUMERIC stays "C": SGF, GTP and the settings read and write '.'; LC_CTYPE
 *   stays "C" too (Xlib under C.UTF-8 writes window titles xdotool cannot read);
 * - the catalogues: $HOSHI_LOCALEDIR, else the locale/ folder beside the
 *   executable (the build tree), else share/locale beside its bin/ (an
 *   installed tree, wherever it was installed), else HOSHI_LOCALEDIR;
 * - translations come out in UTF-8 whatever the locale's charset.
 * Returns false when no locale could be set (English is then used). */
bool i18n_init(void);

/* The folder the catalogues are read from (after i18n_init), else "". */
const char *i18n_catalogue_dir(void);

/* The language the interface speaks: the catalogue's own "Language:"
 * ("fr" when the French catalogue translates), else "en" (no catalogue:
 * the English of the code). At most 15 bytes. */
const char *i18n_language(void);

/* The decimal separator shown to people: the locale's LC_NUMERIC radix
 * character when that locale is installed, else the one of its language
 * (',' for French, German...; '.' for English and C). "." before i18n_init. */
const char *i18n_decimal_point(void);

/* Sets the separator (tests; at most 7 bytes). NULL goes back to ".". */
void i18n_set_decimal_point(const char *separator);

/* Writes v as printf's %g does, with the person's decimal separator: "6.5"
 * or "6,5", "-3", "180.25". Returns out. */
char *i18n_format_number(double v, char *out, size_t len);

/* The same into one of a few buffers of the calling thread, for a printf
 * argument list: valid until 15 more calls of i18n_num or i18n_signed on
 * that thread. */
const char *i18n_num(double v);
/* With its sign, as %+g: "+3.5", "-1", "+0". */
const char *i18n_signed(double v);

/* The count to give P_ for a number of points that may be a half point:
 * whole numbers are themselves; a fraction below 2 gives 0, above it its
 * whole part, so that English says "0.5 points", "1.5 points" and French
 * "0,5 point", "1,5 point", "2,5 points". */
unsigned long i18n_plural_count(double v);

/* The translation of msgid in a context (as pgettext), for a msgid known only
 * at run time; the pair must be marked with NC_ somewhere. */
const char *i18n_pgettext(const char *context, const char *msgid) __attribute__((format_arg(2)));

/* A game result for display, from its SGF form: "B+3.5" as "B+3.5" in
 * English and "N+3,5" in French; "B+R", "W+T", "0", "Void" likewise;
 * anything else as it is. Returns out. */
char *i18n_result(const char *sgf_result, char *out, size_t len);

/* Columns a UTF-8 string takes in a terminal (its characters). */
int i18n_width(const char *s);

/* The printf field width that makes s take `columns` columns in a terminal
 * ("%-*s" with i18n_pad(s, 13), s): accented letters are two bytes. */
int i18n_pad(const char *s, int columns);

#endif
