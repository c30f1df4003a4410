/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by the SGF reader, writer and tree code. */
#ifndef HOSHI_SGF_INTERNAL_H
#define HOSHI_SGF_INTERNAL_H

#include <stdint.h>

#include "hoshi/sgf.h"

/* How a known property's values are decoded and written (FF[4] value types). */
enum sgf_value_type {
  SGF_VALUE_OTHER,        /* numbers, points, colours, reals: escapes only */
  SGF_VALUE_SIMPLE,       /* SimpleText, and composes with a SimpleText part */
  SGF_VALUE_TEXT,         /* Text: line breaks kept, soft line breaks removed */
  SGF_VALUE_COMPOSE_TEXT, /* SimpleText composes (AP, LB, FG): "\\:" and "\\\\" kept */
  SGF_VALUE_UNKNOWN,      /* a property Hoshi does not know: "\\:" and "\\\\" kept, blanks too */
};

/* Whether values of this type keep the escapes "\\:" and "\\\\". */
static inline bool sgf_keeps_escapes(enum sgf_value_type type)
{
  return type == SGF_VALUE_COMPOSE_TEXT || type == SGF_VALUE_UNKNOWN;
}

/* Makes the blanks of a decoded value what its type allows, in place;
 * returns the new length. */
size_t sgf_normalise_blanks(char *v, size_t n, enum sgf_value_type type);

/* Known properties are found through their one- or two-letter code (every
 * FF[4] property of Go has one or two capitals, code = (first - 'A' + 1) *
 * 27 + (second - 'A' + 1), 0 for none): sgf_code_index[code] is the kind
 * plus one, 0 for none. Ready after sgf_properties_init (any thread, any
 * number of times). */
#define SGF_CODES (27 * 27)
/* How many properties Hoshi knows (kinds are 0 to SGF_KNOWN - 1). */
#define SGF_KNOWN 67
extern int8_t sgf_code_index[SGF_CODES];
void sgf_properties_init(void);

/* A property's kind: its index among the properties Hoshi knows, or -1. */
int sgf_property_kind(const char *id);

/* The identifier of a known kind (a static string). */
const char *sgf_property_id(int kind);

/* The value type of a kind (SGF_VALUE_UNKNOWN for unknown properties). */
enum sgf_value_type sgf_value_type(int kind);

/* Canonical writing rank of a kind (lower first); unknown ones last. */
int sgf_property_rank(int kind);

void *sgf_alloc(sgf_collection *c, size_t n);
/* Adds a child at the end of parent's children, walking them from last
 * (NULL: from the first): given the last child, the reader adds
 * variations in constant time. */
sgf_node *sgf_add_child_after(sgf_collection *c, sgf_node *parent, sgf_node *last);
char *sgf_strndup(sgf_collection *c, const char *s, size_t n);
sgf_prop *sgf_prop_get_or_add(sgf_collection *c, sgf_node *node, const char *id);
/* Adds a new property at the end of node's, without looking for one of
 * the same id. *last, when given, is node's last property (NULL: none) and
 * becomes the new one: the reader appends in constant time; without it
 * the node's few are walked. */
sgf_prop *sgf_prop_new(sgf_collection *c, sgf_node *node, const char *id, int kind,
                       sgf_prop **last);
/* The same when the caller knows the kind (sgf_property_kind(id)). */
sgf_prop *sgf_prop_get_or_add_kind(sgf_collection *c, sgf_node *node, const char *id, int kind);
/* Takes p (whose predecessor is prev, NULL for the first) out of node. */
void sgf_prop_unlink(sgf_collection *c, sgf_node *node, sgf_prop *prev, sgf_prop *p);
bool sgf_prop_append(sgf_collection *c, sgf_prop *p, const char *value, size_t len);

#endif
