/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The SGF writer: FF[4], UTF-8, properties in a canonical order, one node a
 * line, variations in brackets; iterative, so any depth of tree is fine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/strbuf.h"
#include "sgf_internal.h"

/* The text being written: a growable string whose memory failure is
 * sticky (strbuf.h), so the writer checks once at the end. */
typedef strbuf out;

static void put(out *o, const char *s, size_t n) { strbuf_put(o, s, n); }

static void puts_(out *o, const char *s) { strbuf_puts(o, s); }

/* Escapes ']' and '\\' (in composed text and unknown properties, the
 * backslashes of "\\:" and "\\\\" are already escapes and stay). */
static void put_value(out *o, const char *v, enum sgf_value_type type)
{
  put(o, "[", 1);
  const char *start = v;
  for (const char *s = v; *s; s++) {
    if (sgf_keeps_escapes(type) && *s == '\\' && (s[1] == ':' || s[1] == '\\')) {
      s++;
      continue;
    }
    if (*s == ']' || *s == '\\') {
      put(o, start, (size_t)(s - start));
      put(o, "\\", 1);
      start = s;
    }
  }
  puts_(o, start);
  put(o, "]", 1);
}

static void put_node(out *o, const sgf_node *n)
{
  /* Properties by canonical rank; unknown ones keep their order at the end. */
  const sgf_prop *few[32];
  const sgf_prop **props = few;
  size_t count = 0;
  for (const sgf_prop *p = n->props; p; p = p->next)
    count++;
  if (count > 32) {
    props = os_malloc(count * sizeof *props);
    if (!props) {
      o->oom = true;
      return;
    }
  }
  size_t k = 0;
  for (const sgf_prop *p = n->props; p; p = p->next) {
    int rank = sgf_property_rank(p->kind);
    size_t at = k++;
    while (at > 0 && sgf_property_rank(props[at - 1]->kind) > rank) {
      props[at] = props[at - 1];
      at--;
    }
    props[at] = p;
  }
  put(o, ";", 1);
  for (size_t i = 0; i < count; i++) {
    if (props[i]->n_values == 0)
      continue; /* a property needs a value to be written */
    puts_(o, sgf_prop_id(props[i]));
    for (size_t v = 0; v < props[i]->n_values; v++)
      put_value(o, props[i]->values[v], sgf_value_type(props[i]->kind));
  }
  put(o, "\n", 1);
  if (props != few)
    free(props);
}

static void put_tree(out *o, const sgf_node *root)
{
  const sgf_node **stack = NULL; /* next variation to write, per branch point */
  size_t depth = 0, cap = 0;
  put(o, "(", 1);
  const sgf_node *n = root;
  while (n && !o->oom) {
    put_node(o, n);
    if (n->children && n->children->next) {
      if (!hoshi_grow((void **)&stack, &cap, depth + 1, sizeof *stack, 16)) {
        o->oom = true;
        break;
      }
      stack[depth++] = n->children->next;
      put(o, "(", 1);
      n = n->children;
      continue;
    }
    if (n->children) {
      n = n->children;
      continue;
    }
    /* The sequence ends: close it, then open the next variation waiting. */
    put(o, ")", 1);
    n = NULL;
    while (depth > 0) {
      if (stack[depth - 1]) {
        n = stack[depth - 1];
        stack[depth - 1] = n->next;
        put(o, "(", 1);
        break;
      }
      depth--;
      put(o, ")", 1);
    }
  }
  put(o, "\n", 1);
  free(stack);
}

char *sgf_write(const sgf_collection *c, size_t *len)
{
  out o = {0};
  for (size_t g = 0; g < c->n_games; g++)
    put_tree(&o, c->games[g]);
  return strbuf_take(&o, len);
}

bool sgf_save_file(const sgf_collection *c, const char *path, hoshi_error *err)
{
  hoshi_error_clear(err);
  size_t len;
  char *text = sgf_write(c, &len);
  if (!text)
    return hoshi_fail(err, _("out of memory writing %s"), path);
  bool ok = os_write_atomic(path, text, len, OS_MODE_DOCUMENT, err);
  free(text);
  return ok;
}
