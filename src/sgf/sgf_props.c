/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The properties Hoshi knows (FF[4], the game of Go): their identifiers,
 * value types and writing order, and the blanks each type allows. Shared
 * by the reader, the writer and the tree code (sgf_internal.h). */
#include <stdatomic.h>
#include <pthread.h>

#include "sgf_internal.h"

static const struct {
  const char *id;
  enum sgf_value_type type;
} known_properties[] = {
    /* Order is the writing order: root, game info, move, setup, node
     * annotation, move annotation, markup, territory, timing, misc. */
    {"FF", SGF_VALUE_OTHER},        {"GM", SGF_VALUE_OTHER},        {"CA", SGF_VALUE_SIMPLE},
    {"AP", SGF_VALUE_COMPOSE_TEXT}, {"ST", SGF_VALUE_OTHER},        {"SZ", SGF_VALUE_OTHER},
    {"KM", SGF_VALUE_OTHER},        {"HA", SGF_VALUE_OTHER},        {"RU", SGF_VALUE_SIMPLE},
    {"PB", SGF_VALUE_SIMPLE},       {"BR", SGF_VALUE_SIMPLE},       {"BT", SGF_VALUE_SIMPLE},
    {"PW", SGF_VALUE_SIMPLE},       {"WR", SGF_VALUE_SIMPLE},       {"WT", SGF_VALUE_SIMPLE},
    {"DT", SGF_VALUE_SIMPLE},       {"EV", SGF_VALUE_SIMPLE},       {"RO", SGF_VALUE_SIMPLE},
    {"GN", SGF_VALUE_SIMPLE},       {"PC", SGF_VALUE_SIMPLE},       {"TM", SGF_VALUE_OTHER},
    {"OT", SGF_VALUE_SIMPLE},       {"RE", SGF_VALUE_SIMPLE},       {"SO", SGF_VALUE_SIMPLE},
    {"US", SGF_VALUE_SIMPLE},       {"AN", SGF_VALUE_SIMPLE},       {"CP", SGF_VALUE_SIMPLE},
    {"ON", SGF_VALUE_SIMPLE},       {"GC", SGF_VALUE_TEXT},         {"B", SGF_VALUE_OTHER},
    {"W", SGF_VALUE_OTHER},         {"KO", SGF_VALUE_OTHER},        {"MN", SGF_VALUE_OTHER},
    {"AB", SGF_VALUE_OTHER},        {"AW", SGF_VALUE_OTHER},        {"AE", SGF_VALUE_OTHER},
    {"PL", SGF_VALUE_OTHER},        {"N", SGF_VALUE_SIMPLE},        {"C", SGF_VALUE_TEXT},
    {"GB", SGF_VALUE_OTHER},        {"GW", SGF_VALUE_OTHER},        {"DM", SGF_VALUE_OTHER},
    {"HO", SGF_VALUE_OTHER},        {"UC", SGF_VALUE_OTHER},        {"V", SGF_VALUE_OTHER},
    {"BM", SGF_VALUE_OTHER},        {"DO", SGF_VALUE_OTHER},        {"IT", SGF_VALUE_OTHER},
    {"TE", SGF_VALUE_OTHER},        {"TR", SGF_VALUE_OTHER},        {"SQ", SGF_VALUE_OTHER},
    {"CR", SGF_VALUE_OTHER},        {"MA", SGF_VALUE_OTHER},        {"SL", SGF_VALUE_OTHER},
    {"LB", SGF_VALUE_COMPOSE_TEXT}, {"AR", SGF_VALUE_OTHER},        {"LN", SGF_VALUE_OTHER},
    {"DD", SGF_VALUE_OTHER},        {"TB", SGF_VALUE_OTHER},        {"TW", SGF_VALUE_OTHER},
    {"BL", SGF_VALUE_OTHER},        {"WL", SGF_VALUE_OTHER},        {"OB", SGF_VALUE_OTHER},
    {"OW", SGF_VALUE_OTHER},        {"FG", SGF_VALUE_COMPOSE_TEXT}, {"PM", SGF_VALUE_OTHER},
    {"VW", SGF_VALUE_OTHER},
};
#define N_KNOWN (sizeof known_properties / sizeof known_properties[0])
_Static_assert(N_KNOWN == SGF_KNOWN, "SGF_KNOWN is the number of known properties");

int8_t sgf_code_index[SGF_CODES];

static pthread_once_t index_once = PTHREAD_ONCE_INIT;

static int id_code(const char *id)
{
  if (id[0] < 'A' || id[0] > 'Z')
    return -1;
  if (id[1] == '\0')
    return (id[0] - 'A' + 1) * 27;
  if (id[1] < 'A' || id[1] > 'Z' || id[2] != '\0')
    return -1;
  return (id[0] - 'A' + 1) * 27 + (id[1] - 'A' + 1);
}

static void build_index(void)
{
  for (size_t i = 0; i < N_KNOWN; i++)
    sgf_code_index[id_code(known_properties[i].id)] = (int8_t)(i + 1);
}

void sgf_properties_init(void) { pthread_once(&index_once, build_index); }

int sgf_property_kind(const char *id)
{
  sgf_properties_init();
  int code = id_code(id);
  return code < 0 ? -1 : sgf_code_index[code] - 1;
}

const char *sgf_property_id(int kind) { return known_properties[kind].id; }

enum sgf_value_type sgf_value_type(int kind)
{
  return kind < 0 ? SGF_VALUE_UNKNOWN : known_properties[kind].type;
}

bool sgf_known_property(const char *id) { return sgf_property_kind(id) >= 0; }

int sgf_property_rank(int kind) { return kind < 0 ? (int)N_KNOWN : kind; }

size_t sgf_normalise_blanks(char *v, size_t n, enum sgf_value_type type)
{
  bool text = type == SGF_VALUE_TEXT || type == SGF_VALUE_SIMPLE || type == SGF_VALUE_COMPOSE_TEXT;
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    char ch = v[i];
    /* Line ends are \n in every value: they belong to the file, not to it. */
    if (ch == '\r') {
      if (i + 1 < n && v[i + 1] == '\n')
        continue; /* the \n that follows stands for both */
      ch = '\n';
    }
    if (text && (ch == '\t' || ch == '\v' || ch == '\f' || (ch == '\n' && type != SGF_VALUE_TEXT)))
      ch = ' ';
    v[k++] = ch;
  }
  return k;
}
