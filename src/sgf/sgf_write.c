/* The SGF writer: FF[4], UTF-8, properties in a canonical order, one node a
 * line, variations in brackets; iterative, so any depth of tree is fine. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hoshi/i18n.h"
#include "sgf_internal.h"

typedef struct out {
  char *buf;
  size_t len, cap;
  bool oom;
} out;

static void put(out *o, const char *s, size_t n)
{
  if (o->oom)
    return;
  if (o->len + n + 1 > o->cap) {
    size_t cap = o->cap ? o->cap : 4096;
    while (cap < o->len + n + 1)
      cap *= 2;
    char *b = realloc(o->buf, cap);
    if (!b) {
      o->oom = true;
      return;
    }
    o->buf = b;
    o->cap = cap;
  }
  memcpy(o->buf + o->len, s, n);
  o->len += n;
  o->buf[o->len] = '\0';
}

static void puts_(out *o, const char *s) { put(o, s, strlen(s)); }

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
    props = malloc(count * sizeof *props);
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
    puts_(o, props[i]->id);
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
      if (depth == cap) {
        cap = cap ? cap * 2 : 16;
        const sgf_node **s = realloc(stack, cap * sizeof *s);
        if (!s) {
          o->oom = true;
          break;
        }
        stack = s;
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
  puts_(&o, "");
  for (size_t g = 0; g < c->n_games; g++)
    put_tree(&o, c->games[g]);
  if (o.oom) {
    free(o.buf);
    return NULL;
  }
  if (len)
    *len = o.len;
  return o.buf;
}

bool sgf_save_file(const sgf_collection *c, const char *path, sgf_error *err)
{
  sgf_error ignored;
  err = err ? err : &ignored;
  memset(err, 0, sizeof *err);
  size_t len;
  char *text = sgf_write(c, &len);
  if (!text) {
    snprintf(err->message, sizeof err->message, _("out of memory writing %s"), path);
    return false;
  }
  size_t plen = strlen(path);
  char *tmp = malloc(plen + 16);
  if (!tmp) {
    free(text);
    snprintf(err->message, sizeof err->message, _("out of memory writing %s"), path);
    return false;
  }
  memcpy(tmp, path, plen);
  memcpy(tmp + plen, ".tmp-XXXXXX", 12);
  int fd = mkstemp(tmp);
  bool ok = fd >= 0;
  const char *what = N_("cannot create a temporary file beside %s: %s");
  for (size_t done = 0; ok && done < len;) {
    ssize_t w = write(fd, text + done, len - done);
    if (w < 0 && errno == EINTR)
      continue;
    ok = w > 0;
    what = N_("cannot write %s: %s");
    done += ok ? (size_t)w : 0;
  }
  if (ok && fsync(fd) != 0) {
    ok = false;
    what = N_("cannot flush %s: %s");
  }
  if (fd >= 0 && close(fd) != 0 && ok) {
    ok = false;
    what = N_("cannot write %s: %s");
  }
  if (ok && rename(tmp, path) != 0) {
    ok = false;
    what = N_("cannot replace %s: %s");
  }
  if (!ok) {
    const char *reason = strerror(errno); /* before gettext can change errno */
    snprintf(err->message, sizeof err->message, _(what), path, reason);
    if (fd >= 0)
      unlink(tmp);
  }
  free(tmp);
  free(text);
  return ok;
}
