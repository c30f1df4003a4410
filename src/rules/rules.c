/* The registry of rule sets and the wrappers through which code reaches them. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "rules_internal.h"

/* Every rule set, in the order of rule_sets.def. */
static const rules *const registry[] = {
#define RULE_SET(name) &rules_##name,
#include "rule_sets.def"
#undef RULE_SET
};
#define REGISTRY_SIZE (sizeof registry / sizeof registry[0])

const rules *const *rules_all(size_t *count)
{
  if (count)
    *count = REGISTRY_SIZE;
  return registry;
}

const rules *rules_default(void) { return &rules_japanese; }

/* Writes name as rules_find compares names: lower case, without blanks,
 * '-', '_' or '.'. False when it does not fit. */
static bool normalise(const char *name, char *key, size_t len)
{
  size_t n = 0;
  for (const char *s = name; *s; s++) {
    if (*s == ' ' || *s == '-' || *s == '_' || *s == '.' || *s == '\t')
      continue;
    if (n + 1 >= len)
      return false;
    key[n++] = (char)tolower((unsigned char)*s);
  }
  key[n] = '\0';
  return true;
}

const rules *rules_find(const char *name)
{
  char key[32], id[32];
  if (!name || !normalise(name, key, sizeof key))
    return NULL;
  for (size_t i = 0; i < REGISTRY_SIZE; i++)
    if (normalise(registry[i]->id, id, sizeof id) && strcmp(key, id) == 0)
      return registry[i];
  for (size_t i = 0; i < REGISTRY_SIZE; i++)
    for (size_t k = 0; k < RULES_MAX_ALIASES && registry[i]->aliases[k]; k++)
      if (strcmp(key, registry[i]->aliases[k]) == 0)
        return registry[i];
  return NULL;
}

bool rules_komi_in_half_points(double komi)
{
  return isfinite(komi) && fabs(komi * 2 - round(komi * 2)) < 1e-9;
}

bool rules_reports_repetition(const rules *r) { return r->repetition_no_result; }

/* The first fault found by rules_validate_registry, naming the rule set. */
static char fault[160];

static const char *fail(const rules *r, const char *what, const char *name)
{
  snprintf(fault, sizeof fault, "rule set '%s': %s%s%s%s", r->id ? r->id : "?", what,
           name ? " '" : "", name ? name : "", name ? "'" : "");
  return fault;
}

const char *rules_validate_registry(void)
{
  for (size_t i = 0; i < REGISTRY_SIZE; i++) {
    const rules *r = registry[i];
    if (!r->id || !r->name || !r->sgf_name || !r->summary || !r->kgs_name)
      return fail(r, "lacks a name (id, name, sgf_name, summary or kgs_name)", NULL);
    if (!r->short_name || !*r->short_name || !r->sentence_name || !*r->sentence_name)
      return fail(r, "lacks a short name (short_name and sentence_name, marked NC_)", NULL);
    for (size_t j = 0; j < i; j++)
      if (strcmp(r->id, registry[j]->id) == 0 || strcmp(r->sgf_name, registry[j]->sgf_name) == 0)
        return fail(r, "shares its id or SGF name with", registry[j]->id);
    if (rules_find(r->id) != r || rules_find(r->sgf_name) != r)
      return fail(r, "cannot be found by its own id and SGF name", NULL);
    for (size_t k = 0; k < RULES_MAX_ALIASES && r->aliases[k]; k++) {
      const char *alias = r->aliases[k];
      char key[32];
      if (!normalise(alias, key, sizeof key) || !*key || strcmp(key, alias) != 0)
        return fail(r,
                    "has an alias not written as rules_find compares names (lower case, "
                    "no blanks, '-', '_' or '.'):",
                    alias);
      for (size_t j = 0; j <= i; j++)
        for (size_t m = 0; m < RULES_MAX_ALIASES && registry[j]->aliases[m]; m++)
          if ((j < i || m < k) && strcmp(alias, registry[j]->aliases[m]) == 0)
            return fail(r, "repeats an alias already given:", alias);
      if (rules_find(alias) != r)
        return fail(r, "has an alias shadowed by another rule set's name:", alias);
    }
    if (!rules_komi_in_half_points(r->komi) || !rules_komi_in_half_points(r->handicap_komi) ||
        fabs(r->komi) > 50)
      return fail(r, "has a default komi that is not a whole or half number of points", NULL);
    if (r->repetition_no_result && r->ko != KO_SIMPLE)
      return fail(r, "has a superko rule and also ends games on repetition", NULL);
    if (r->white_passes_last && !r->pass_stones)
      return fail(r, "has 'White passes last', which only has a meaning with pass stones", NULL);
  }
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

const char *rules_display_name(const rules *r) { return _(r->name); }

const char *rules_short_name(const rules *r)
{
  return i18n_pgettext("rule set: a column heading", r->short_name);
}

const char *rules_sentence_name(const rules *r)
{
  return i18n_pgettext("rule set: in a sentence", r->sentence_name);
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
