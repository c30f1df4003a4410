/* SPDX-License-Identifier: GPL-3.0-or-later */
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

/* The file of each, in the same order: what a fault names. */
static const char *const files[] = {
#define RULE_SET(name) "src/rules/" #name ".c",
#include "rule_sets.def"
#undef RULE_SET
};

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
    if (normalise(registry[i]->sgf_name, id, sizeof id) && strcmp(key, id) == 0)
      return registry[i];
  for (size_t i = 0; i < REGISTRY_SIZE; i++)
    for (size_t k = 0; k < RULES_MAX_ALIASES && registry[i]->aliases[k]; k++)
      if (strcmp(key, registry[i]->aliases[k]) == 0)
        return registry[i];
  return NULL;
}

const rules *rules_reference(enum scoring_method method)
{
  for (size_t i = 0; i < REGISTRY_SIZE; i++)
    if (registry[i]->scoring == method)
      return registry[i];
  return NULL;
}

const rules *rules_demonstrated(enum demo_method m)
{
  if (m < 0 || m >= DEMO_METHODS)
    return NULL;
  for (size_t i = 0; i < REGISTRY_SIZE; i++)
    if (registry[i]->demos & 1u << m)
      return registry[i];
  return NULL;
}

bool rules_komi_in_half_points(double komi)
{
  return isfinite(komi) && fabs(komi * 2 - round(komi * 2)) < 1e-9;
}

const char *rules_file(const rules *r)
{
  for (size_t i = 0; i < REGISTRY_SIZE; i++)
    if (registry[i] == r)
      return files[i];
  return NULL;
}

size_t rules_names(rules_name_entry *out, size_t cap)
{
  size_t n = 0;
  for (size_t i = 0; i < REGISTRY_SIZE; i++) {
    const rules *r = registry[i];
    const rules_name_entry id = {files[i], RULES_NAME_ID, r->id},
                           sgf = {files[i], RULES_NAME_SGF, r->sgf_name};
    if (n < cap)
      out[n] = id;
    n++;
    if (n < cap)
      out[n] = sgf;
    n++;
    for (size_t k = 0; k < RULES_MAX_ALIASES && r->aliases[k]; k++, n++)
      if (n < cap)
        out[n] = (rules_name_entry){files[i], RULES_NAME_ALIAS, r->aliases[k]};
  }
  return n;
}

static const char *name_kind(enum rules_name_kind kind)
{
  switch (kind) {
  case RULES_NAME_ID:
    return "id";
  case RULES_NAME_SGF:
    return "SGF name";
  case RULES_NAME_ALIAS:
    return "alias";
  }
  return "name";
}

bool rules_names_unique(const rules_name_entry *names, size_t n, hoshi_error *err)
{
  for (size_t i = 0; i < n; i++) {
    const rules_name_entry *a = &names[i];
    char key_a[32], key_b[32];
    /* A name too long to compare is found by nothing: the registry check
     * says so of its own rule set. */
    if (!a->name || !a->file || !normalise(a->name, key_a, sizeof key_a))
      continue;
    for (size_t j = 0; j < i; j++) {
      const rules_name_entry *b = &names[j];
      if (!b->name || !b->file || !normalise(b->name, key_b, sizeof key_b) ||
          strcmp(key_a, key_b) != 0)
        continue;
      if (strcmp(a->file, b->file) != 0)
        return hoshi_fail(err,
                          "the %s '%s' (%s) and the %s '%s' (%s) are one name for two rule "
                          "sets: rules_find would find only one of them; keep it in one file",
                          name_kind(b->kind), b->name, b->file, name_kind(a->kind), a->name,
                          a->file);
      if (a->kind == RULES_NAME_ALIAS && b->kind == RULES_NAME_ALIAS)
        return hoshi_fail(err, "%s gives the alias '%s' twice", a->file, a->name);
    }
  }
  return true;
}

/* The first fault found by rules_validate_registry, naming the rule set
 * and its file. */
static bool fail(hoshi_error *err, const rules *r, const char *what, const char *name)
{
  const char *file = rules_file(r);
  return hoshi_fail(err, "rule set '%s' (%s): %s%s%s%s", r->id ? r->id : "?", file ? file : "?",
                    what, name ? " '" : "", name ? name : "", name ? "'" : "");
}

bool rules_validate_registry(hoshi_error *err)
{
  for (size_t i = 0; i < REGISTRY_SIZE; i++) {
    const rules *r = registry[i];
    if (!r->id || !r->name || !r->sgf_name || !r->summary || !r->kgs_name)
      return fail(err, r, "lacks a name (id, name, sgf_name, summary or kgs_name)", NULL);
  }
  /* Names first: a name given to two rule sets is said with both files,
   * before it shows as one rule set not found by its own name. */
  rules_name_entry names[REGISTRY_SIZE * (2 + RULES_MAX_ALIASES)];
  if (!rules_names_unique(names, rules_names(names, sizeof names / sizeof names[0]), err))
    return false;
  for (size_t i = 0; i < REGISTRY_SIZE; i++) {
    const rules *r = registry[i];
    if (!r->short_name || !*r->short_name || !r->sentence_name || !*r->sentence_name)
      return fail(err, r, "lacks a short name (short_name and sentence_name, marked NC_)", NULL);
    if (rules_find(r->id) != r || rules_find(r->sgf_name) != r)
      return fail(err, r, "cannot be found by its own id and SGF name", NULL);
    for (size_t k = 0; k < RULES_MAX_ALIASES && r->aliases[k]; k++) {
      const char *alias = r->aliases[k];
      char key[32];
      if (!normalise(alias, key, sizeof key) || !*key || strcmp(key, alias) != 0)
        return fail(err, r,
                    "has an alias not written as rules_find compares names (lower case, "
                    "no blanks, '-', '_' or '.'):",
                    alias);
      if (rules_find(alias) != r)
        return fail(err, r, "cannot be found by its alias", alias);
    }
    if (!rules_komi_in_half_points(r->komi) || !rules_komi_in_half_points(r->handicap_komi) ||
        fabs(r->komi) > 50)
      return fail(err, r, "has a default komi that is not a whole or half number of points", NULL);
    if (rules_reports_repetition(r) && rules_ko(r) != KO_SIMPLE)
      return fail(err, r, "has a superko rule and also ends games on repetition", NULL);
    if (rules_white_passes_last(r) && !rules_counts_pass_stones(r))
      return fail(err, r, "has 'White passes last', which only has a meaning with pass stones",
                  NULL);
    if ((r->end == END_CAPTURES) != rules_capture_goal_ok(r->capture_goal))
      return fail(err, r,
                  "has a capture goal (capture_goal, 1 or more) without ending at the capture, "
                  "or ends at the capture without one",
                  NULL);
    if (r->demos >> DEMO_METHODS)
      return fail(err, r, "names a counting demonstration that does not exist", NULL);
    for (size_t j = 0; j < i; j++)
      if (r->demos & registry[j]->demos)
        return fail(err, r,
                    "names a counting demonstration another rule set names:", registry[j]->id);
  }
  for (int m = 0; m < DEMO_METHODS; m++)
    if (!rules_demonstrated((enum demo_method)m))
      return hoshi_fail(err, "%s", "no rule set names one of the counting demonstrations (.demos)");
  return true;
}

/* --- the questions ----------------------------------------------------------
 * Each is an exhaustive switch over one of the rule set's switches, with no
 * default, so that -Wswitch names every question a new value must answer.
 * The return after a switch is reached only by a value outside its enum. */

const char *rules_id(const rules *r) { return r->id; }

const char *rules_name(const rules *r) { return r->name; }

const char *rules_sgf_name(const rules *r) { return r->sgf_name; }

const char *rules_kgs_name(const rules *r) { return r->kgs_name; }

const char *rules_alias(const rules *r, size_t i)
{
  return i < RULES_MAX_ALIASES ? r->aliases[i] : NULL;
}

const char *rules_summary(const rules *r) { return _(r->summary); }

const char *rules_display_name(const rules *r) { return _(r->name); }

const char *rules_short_name(const rules *r)
{
  return i18n_pgettext("rule set: a column heading", r->short_name);
}

const char *rules_sentence_name(const rules *r)
{
  return i18n_pgettext("rule set: in a sentence", r->sentence_name);
}

enum ko_rule rules_ko(const rules *r) { return r->ko; }

enum suicide_rule rules_suicide(const rules *r) { return r->suicide; }

/* Whether earlier positions forbid a play (superko), and whether only
 * those the same player created do (situational). */
static bool forbids_repeating(const rules *r)
{
  switch (r->ko) {
  case KO_SIMPLE:
    return false;
  case KO_POSITIONAL:
  case KO_SITUATIONAL:
    return true;
  }
  return false;
}

static bool situational(const rules *r)
{
  switch (r->ko) {
  case KO_SIMPLE:
  case KO_POSITIONAL:
    return false;
  case KO_SITUATIONAL:
    return true;
  }
  return false;
}

move_effect rules_check_move(const rules *r, const board *b, enum color c, point p,
                             const board_history *history)
{
  /* Under simple ko the history is only used to report repetitions. */
  const board_history *superko = forbids_repeating(r) ? history : NULL;
  return board_check(b, c, p, r->suicide, superko, situational(r));
}

uint64_t rules_history_key(const rules *r, uint64_t hash, enum color creator)
{
  return board_history_key(hash, creator, situational(r));
}

bool rules_reports_repetition(const rules *r)
{
  switch (r->repetition) {
  case REPETITION_PLAYED_ON:
    return false;
  case REPETITION_NO_RESULT:
    return true;
  }
  return false;
}

bool rules_white_passes_last(const rules *r)
{
  switch (r->end) {
  case END_TWO_PASSES:
    return false;
  case END_WHITE_PASSES_LAST:
    return true;
  case END_CAPTURES:
    return false;
  }
  return false;
}

bool rules_passes_end_game(const rules *r)
{
  switch (r->end) {
  case END_TWO_PASSES:
  case END_WHITE_PASSES_LAST:
    return true;
  case END_CAPTURES:
    return false;
  }
  return true;
}

int rules_capture_goal(const rules *r)
{
  switch (r->end) {
  case END_TWO_PASSES:
  case END_WHITE_PASSES_LAST:
    return 0;
  case END_CAPTURES:
    return r->capture_goal;
  }
  return 0;
}

bool rules_capture_goal_ok(int n) { return n >= 1 && n <= RULES_MAX_CAPTURE_GOAL; }

enum illegal_consequence rules_illegal_consequence(const rules *r)
{
  switch (r->illegal) {
  case ILLEGAL_LOSES:
    return ILLEGAL_MOVE_LOSES;
  case ILLEGAL_NO_TURN:
    return ILLEGAL_MOVE_NO_TURN;
  case ILLEGAL_UNSAID:
    return ILLEGAL_MOVE_UNSAID;
  }
  return ILLEGAL_MOVE_UNSAID;
}

const char *rules_illegal_text(const rules *r)
{
  switch (r->illegal) {
  case ILLEGAL_LOSES:
    return _("J89 art. 14: the player who made it loses the game");
  case ILLEGAL_NO_TURN:
    return _("the logical rules (rule 6): it is no turn at all; Hoshi counts the position as "
             "recorded");
  case ILLEGAL_UNSAID:
    break;
  }
  return _("the rule text does not say what follows: the players or a referee decide; Hoshi "
           "counts the position as recorded");
}

bool rules_handicap_by_white_passes(const rules *r)
{
  switch (r->handicap_moves) {
  case HANDICAP_MOVES_IN_A_ROW:
    return false;
  case HANDICAP_MOVES_WHITE_PASSES:
    return true;
  }
  return false;
}

bool rules_allows_free_handicap(const rules *r)
{
  switch (r->placement) {
  case HANDICAP_FIXED:
    return false;
  case HANDICAP_FREE:
    return true;
  }
  return false;
}

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
    return 0;
  }
  return 0;
}

double rules_default_komi(const rules *r, int handicap)
{
  return handicap >= 2 ? r->handicap_komi : r->komi;
}

bool rules_counts_stones(const rules *r)
{
  switch (r->scoring) {
  case SCORING_TERRITORY:
    return false;
  case SCORING_AREA:
    return true;
  }
  return false;
}

bool rules_counts_territory(const rules *r)
{
  switch (r->scoring) {
  case SCORING_TERRITORY:
  case SCORING_AREA:
    return true;
  }
  return false;
}

bool rules_counts_prisoners(const rules *r)
{
  switch (r->scoring) {
  case SCORING_TERRITORY:
    return true;
  case SCORING_AREA:
    return false;
  }
  return false;
}

bool rules_counts_seki_eyes(const rules *r)
{
  switch (r->seki) {
  case SEKI_EYES_NOT_COUNTED:
    return false;
  case SEKI_EYES_COUNTED:
    return true;
  }
  return false;
}

bool rules_counts_pass_stones(const rules *r)
{
  switch (r->pass) {
  case PASS_FREE:
    return false;
  case PASS_STONE:
    return true;
  }
  return false;
}

bool rules_confirms_life_j89(const rules *r)
{
  switch (r->life) {
  case LIFE_BY_PLAY:
    return false;
  case LIFE_CONFIRMED_J89:
    return true;
  }
  return false;
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
