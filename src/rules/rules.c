/* The registry of rule sets and the wrappers through which code reaches them. */
#include <ctype.h>
#include <math.h>
#include <string.h>

#include "rules_internal.h"

static const rules *const registry[] = {
    &rules_japanese, &rules_chinese, &rules_aga, &rules_french, &rules_nz, &rules_tromp_taylor,
};
#define REGISTRY_SIZE (sizeof registry / sizeof registry[0])

/* Names other programs write (SGF RU[], GTP, settings), after normalising:
 * lower case with blanks, '-', '_' and '.' removed. */
static const struct {
  const char *alias;
  const rules *rules;
} aliases[] = {
    {"japanese", &rules_japanese},
    {"jp", &rules_japanese},
    {"japan", &rules_japanese},
    {"j89", &rules_japanese},
    {"japanese1989", &rules_japanese},
    {"korean", &rules_japanese},
    {"chinese", &rules_chinese},
    {"cn", &rules_chinese},
    {"china", &rules_chinese},
    {"aga", &rules_aga},
    {"american", &rules_aga},
    {"french", &rules_french},
    {"fr", &rules_french},
    {"ffg", &rules_french},
    {"nz", &rules_nz},
    {"newzealand", &rules_nz},
    {"tromptaylor", &rules_tromp_taylor},
    {"tt", &rules_tromp_taylor},
    {"tromp", &rules_tromp_taylor},
    {"logical", &rules_tromp_taylor},
};

const rules *const *rules_all(size_t *count)
{
  if (count)
    *count = REGISTRY_SIZE;
  return registry;
}

const rules *rules_default(void) { return &rules_japanese; }

const rules *rules_find(const char *name)
{
  if (!name)
    return NULL;
  char key[32];
  size_t n = 0;
  for (const char *s = name; *s; s++) {
    if (*s == ' ' || *s == '-' || *s == '_' || *s == '.' || *s == '\t')
      continue;
    if (n + 1 >= sizeof key)
      return NULL;
    key[n++] = (char)tolower((unsigned char)*s);
  }
  key[n] = '\0';
  for (size_t i = 0; i < REGISTRY_SIZE; i++) {
    char id[32];
    size_t m = 0;
    for (const char *s = registry[i]->id; *s && m + 1 < sizeof id; s++)
      if (*s != '-')
        id[m++] = *s;
    id[m] = '\0';
    if (strcmp(key, id) == 0)
      return registry[i];
  }
  for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
    if (strcmp(key, aliases[i].alias) == 0)
      return aliases[i].rules;
  return NULL;
}

bool rules_komi_in_half_points(double komi)
{
  return isfinite(komi) && fabs(komi * 2 - round(komi * 2)) < 1e-9;
}

bool rules_reports_repetition(const rules *r) { return r->repetition_no_result; }

const char *rules_validate_registry(void)
{
  for (size_t i = 0; i < REGISTRY_SIZE; i++) {
    const rules *r = registry[i];
    if (!r->id || !r->name || !r->sgf_name || !r->summary || !r->kgs_name)
      return "a rule set lacks a name";
    for (size_t j = 0; j < i; j++)
      if (strcmp(r->id, registry[j]->id) == 0 || strcmp(r->sgf_name, registry[j]->sgf_name) == 0)
        return "two rule sets share a name";
    if (rules_find(r->id) != r || rules_find(r->sgf_name) != r)
      return "a rule set cannot be found by its own name";
    if (!rules_komi_in_half_points(r->komi) || !rules_komi_in_half_points(r->handicap_komi) ||
        fabs(r->komi) > 50)
      return "a default komi is not a whole or half number of points";
    if (r->repetition_no_result && r->ko != KO_SIMPLE)
      return "a superko rule set cannot also end games on repetition";
    if (r->white_passes_last && !r->pass_stones)
      return "'White passes last' only has a meaning with pass stones";
  }
  for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
    if (rules_find(aliases[i].alias) != aliases[i].rules)
      return "an alias is shadowed by another name";
  return NULL;
}

move_effect rules_check_move(const rules *r, const board *b, enum color c, point p,
                             const board_history *history)
{
  /* Under simple ko the history is only used to report repetitions. */
  const board_history *superko = r->ko == KO_SIMPLE ? NULL : history;
  return board_check(b, c, p, r->suicide, superko, r->ko == KO_SITUATIONAL);
}

uint64_t rules_history_key(const rules *r, uint64_t hash, enum color creator)
{
  return board_history_key(hash, creator, r->ko == KO_SITUATIONAL);
}

bool rules_allows_free_handicap(const rules *r) { return r->placement == HANDICAP_FREE; }

int rules_handicap_compensation(const rules *r, int handicap)
{
  if (handicap < 2)
    return 0;
  switch (r->handicap_comp) {
  case HANDICAP_COMP_N:
    return handicap;
  case HANDICAP_COMP_N_MINUS_1:
    return handicap - 1;
  case HANDICAP_COMP_NONE:
    break;
  }
  return 0;
}

double rules_default_komi(const rules *r, int handicap)
{
  return handicap >= 2 ? r->handicap_komi : r->komi;
}

const char *rules_ko_text(enum ko_rule ko)
{
  switch (ko) {
  case KO_SIMPLE:
    return "simple ko";
  case KO_POSITIONAL:
    return "positional superko";
  case KO_SITUATIONAL:
    return "situational superko";
  }
  return "?";
}

const char *rules_ko_name(const rules *r) { return rules_ko_text(r->ko); }

/* The short names with their two contexts, marked for the catalogue: in
 * English a heading and a sentence use the same word, in French not. */
static const char *const short_names[][2] = {
    {NC_("rule set: a column heading", "Japanese"), NC_("rule set: in a sentence", "Japanese")},
    {NC_("rule set: a column heading", "Chinese"), NC_("rule set: in a sentence", "Chinese")},
    {NC_("rule set: a column heading", "AGA"), NC_("rule set: in a sentence", "AGA")},
    {NC_("rule set: a column heading", "French"), NC_("rule set: in a sentence", "French")},
    {NC_("rule set: a column heading", "New Zealand"),
     NC_("rule set: in a sentence", "New Zealand")},
    {NC_("rule set: a column heading", "Tromp-Taylor"),
     NC_("rule set: in a sentence", "Tromp-Taylor")},
};

/* "Japanese" rather than "Japanese (1989)", in English. */
static const char *english_short_name(const rules *r)
{
  (void)short_names;
  return strchr(r->name, '(') ? r->sgf_name : r->name;
}

const char *rules_display_name(const rules *r) { return _(r->name); }

const char *rules_short_name(const rules *r)
{
  return i18n_pgettext("rule set: a column heading", english_short_name(r));
}

const char *rules_sentence_name(const rules *r)
{
  return i18n_pgettext("rule set: in a sentence", english_short_name(r));
}

const char *rules_suicide_text(enum suicide_rule suicide)
{
  switch (suicide) {
  case SUICIDE_FORBIDDEN:
    return "suicide forbidden";
  case SUICIDE_MULTI_STONE:
    return "suicide of several stones allowed";
  case SUICIDE_ALLOWED:
    return "suicide allowed";
  }
  return "?";
}
