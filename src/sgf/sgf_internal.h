/* Shared by the SGF reader, writer and tree code. */
#ifndef HOSHI_SGF_INTERNAL_H
#define HOSHI_SGF_INTERNAL_H

#include "hoshi/sgf.h"

/* How a known property's values are decoded and written (FF[4] value types). */
enum sgf_value_type {
  SGF_VALUE_OTHER,  /* numbers, points, colours, reals: escapes only */
  SGF_VALUE_SIMPLE, /* SimpleText, and composes with a SimpleText part */
  SGF_VALUE_TEXT,   /* Text: line breaks kept, soft line breaks removed */
};

/* The type of a known property; *known is false for other properties. */
enum sgf_value_type sgf_value_type(const char *id, bool *known);

/* Canonical writing rank of a property (lower first); unknown ones last. */
int sgf_property_rank(const char *id);

void *sgf_alloc(sgf_collection *c, size_t n);
char *sgf_strndup(sgf_collection *c, const char *s, size_t n);
sgf_prop *sgf_prop_get_or_add(sgf_collection *c, sgf_node *node, const char *id, bool raw);
bool sgf_prop_append(sgf_collection *c, sgf_prop *p, const char *value, size_t len);
const sgf_node *sgf_walk_next(const sgf_node *n, const sgf_node *root);

#endif
