/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The SGF tree in memory: the arena, nodes, properties and their editing. */
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "hoshi/strbuf.h"

#include "sgf_internal.h"
#include "hoshi/os.h"

/* Blocks grow from 64 KB to 4 MB as a collection grows: few calls to
 * malloc for a large file, little waste for a small one. */
#define ARENA_FIRST_BLOCK   (64 * 1024)
#define ARENA_LARGEST_BLOCK (4 * 1024 * 1024)

struct arena_block {
  struct arena_block *next;
  size_t used, size;
  max_align_t data[];
};

struct sgf_arena {
  struct arena_block *blocks;
  size_t next_size;
};

/* Navigation memory: parent -> child for the parents whose line does not
 * go through their first child, by open addressing (linear probing, at
 * most half full). */
struct sgf_visits {
  struct visit {
    const sgf_node *parent; /* NULL: a free slot */
    sgf_node *child;
  } * slots;
  size_t cap, count; /* cap: 0 or a power of two */
};

/* A million-move record holds a million of each. */
_Static_assert(sizeof(sgf_node) == 4 * sizeof(void *), "a node is its four links");
_Static_assert(sizeof(sgf_prop) <= 2 * sizeof(void *) + 16, "a property is 32 bytes on 64 bits");

static atomic_ulong stamps;

static void touched(sgf_collection *c) { c->stamp = atomic_fetch_add(&stamps, 1) + 1; }

void *sgf_alloc(sgf_collection *c, size_t n)
{
  /* 8-byte alignment is all nodes, properties and strings need. */
  n = (n + 7) & ~(size_t)7;
  struct sgf_arena *a = c->arena;
  struct arena_block *b = a->blocks;
  if (!b || b->size - b->used < n) {
    size_t block = a->next_size ? a->next_size : ARENA_FIRST_BLOCK;
    size_t size = n > block / 4 ? n : block;
    b = os_malloc(sizeof *b + size);
    if (!b)
      return NULL;
    b->size = size;
    b->used = 0;
    /* A large lone allocation goes behind the current block, so the free
     * space of that block stays in use. */
    if (a->blocks && size != block) {
      b->next = a->blocks->next;
      a->blocks->next = b;
      b->used = n;
      return b->data;
    }
    b->next = a->blocks;
    a->blocks = b;
    if (block < ARENA_LARGEST_BLOCK)
      a->next_size = block * 2;
  }
  void *p = (char *)b->data + b->used;
  b->used += n;
  return p;
}

/* Values of up to two lower-case letters, most of all moves ("pd"), are
 * not copied: they point into short_text, and a property whose only value
 * is one points its values at short_values, so a move's property costs no
 * memory but its own. short_text[i][j] is the text of letters i and j,
 * where 0 is no letter and k is 'a' + k - 1. */
/* (clang-format lays these lists out differently at each pass.) */
/* clang-format off */
#define LETTER(k) ((k) ? 'a' + (k) - 1 : 0)
#define INDEX_A(M, i) \
  M(i, 0) M(i, 1) M(i, 2) M(i, 3) M(i, 4) M(i, 5) M(i, 6) M(i, 7) M(i, 8) M(i, 9) \
  M(i, 10) M(i, 11) M(i, 12) M(i, 13) M(i, 14) M(i, 15) M(i, 16) M(i, 17) M(i, 18) \
  M(i, 19) M(i, 20) M(i, 21) M(i, 22) M(i, 23) M(i, 24) M(i, 25) M(i, 26)
#define INDEX_B(M) \
  M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7) M(8) M(9) M(10) M(11) M(12) M(13) \
  M(14) M(15) M(16) M(17) M(18) M(19) M(20) M(21) M(22) M(23) M(24) M(25) M(26)
/* clang-format on */
#define TEXT(i, j)     {LETTER(i), LETTER(j), 0},
#define TEXT_ROW(i)    {INDEX_A(TEXT, i)},
#define POINTER(i, j)  short_text[i][j],
#define POINTER_ROW(i) {INDEX_A(POINTER, i)},
static const char short_text[27][27][3] = {INDEX_B(TEXT_ROW)};
/* The slots are not const because a property's values (const char **)
 * point at them; nothing writes one: room counts a single value as full,
 * so the next value moves the property to an array of its own. */
static const char *short_values[27][27] = {INDEX_B(POINTER_ROW)};

/* The shared slot holding a value of up to two lower-case letters, or NULL. */
static const char **short_value(const char *s, size_t n)
{
  if (n > 2)
    return NULL;
  int k[2] = {0, 0};
  for (size_t i = 0; i < n; i++) {
    if (s[i] < 'a' || s[i] > 'z')
      return NULL;
    k[i] = s[i] - 'a' + 1;
  }
  return &short_values[k[0]][k[1]];
}

char *sgf_strndup(sgf_collection *c, const char *s, size_t n)
{
  char *d = sgf_alloc(c, n + 1);
  if (!d)
    return NULL;
  memcpy(d, s, n);
  d[n] = '\0';
  return d;
}

sgf_collection *sgf_new(void)
{
  sgf_collection *c = os_calloc(1, sizeof *c);
  if (!c)
    return NULL;
  c->arena = os_calloc(1, sizeof *c->arena);
  if (!c->arena) {
    free(c);
    return NULL;
  }
  touched(c);
  return c;
}

void sgf_free(sgf_collection *c)
{
  if (!c)
    return;
  struct arena_block *b = c->arena->blocks;
  while (b) {
    struct arena_block *next = b->next;
    free(b);
    b = next;
  }
  free(c->arena);
  if (c->visits)
    free(c->visits->slots);
  free(c->visits);
  free(c->games);
  free(c);
}

sgf_node *sgf_add_game(sgf_collection *c)
{
  if (!hoshi_grow((void **)&c->games, &c->cap_games, c->n_games + 1, sizeof *c->games, 4))
    return NULL;
  sgf_node *root = sgf_alloc(c, sizeof *root);
  if (!root)
    return NULL;
  memset(root, 0, sizeof *root);
  c->games[c->n_games++] = root;
  touched(c);
  return root;
}

sgf_node *sgf_last_child(const sgf_node *node)
{
  sgf_node *k = node->children;
  while (k && k->next)
    k = k->next;
  return k;
}

sgf_node *sgf_add_child_after(sgf_collection *c, sgf_node *parent, sgf_node *last)
{
  sgf_node *n = sgf_alloc(c, sizeof *n);
  if (!n)
    return NULL;
  memset(n, 0, sizeof *n);
  touched(c);
  n->parent = parent;
  /* A hint that is not parent's child is not used; one that is not its
   * last child is walked on from. */
  if (!last || last->parent != parent)
    last = parent->children;
  while (last && last->next)
    last = last->next;
  if (last)
    last->next = n;
  else
    parent->children = n;
  return n;
}

sgf_node *sgf_add_child(sgf_collection *c, sgf_node *parent)
{
  return sgf_add_child_after(c, parent, NULL);
}

static size_t visit_home(const sgf_visits *v, const sgf_node *parent)
{
  uint64_t h = (uint64_t)(uintptr_t)parent;
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9u;
  h ^= h >> 32;
  return (size_t)h & (v->cap - 1);
}

/* parent's slot, or the free slot where it would go. */
static size_t visit_slot(const sgf_visits *v, const sgf_node *parent)
{
  size_t i = visit_home(v, parent);
  while (v->slots[i].parent && v->slots[i].parent != parent)
    i = (i + 1) & (v->cap - 1);
  return i;
}

sgf_node *sgf_line_next(const sgf_collection *c, const sgf_node *n)
{
  const sgf_visits *v = c->visits;
  if (v && v->count) {
    size_t i = visit_slot(v, n);
    if (v->slots[i].parent)
      return v->slots[i].child;
  }
  return n->children;
}

/* Empties slot i, moving back the entries after it that would no longer
 * be found (deletion without tombstones). */
static void visit_forget(sgf_visits *v, size_t i)
{
  size_t mask = v->cap - 1;
  v->slots[i].parent = NULL;
  for (size_t j = (i + 1) & mask; v->slots[j].parent; j = (j + 1) & mask) {
    size_t home = visit_home(v, v->slots[j].parent);
    if (((j - home) & mask) >= ((j - i) & mask)) {
      v->slots[i] = v->slots[j];
      v->slots[j].parent = NULL;
      i = j;
    }
  }
  v->count--;
}

static bool visits_grow(sgf_collection *c)
{
  sgf_visits *v = c->visits;
  if (!v && !(v = c->visits = os_calloc(1, sizeof *v)))
    return false;
  if (2 * (v->count + 1) <= v->cap)
    return true;
  size_t cap = v->cap ? v->cap * 2 : 16;
  struct visit *slots = os_calloc(cap, sizeof *slots), *old = v->slots;
  if (!slots)
    return false;
  size_t old_cap = v->cap;
  v->slots = slots;
  v->cap = cap;
  for (size_t i = 0; i < old_cap; i++)
    if (old[i].parent)
      v->slots[visit_slot(v, old[i].parent)] = old[i];
  free(old);
  return true;
}

bool sgf_set_visited(sgf_collection *c, sgf_node *parent, sgf_node *child)
{
  sgf_visits *v = c->visits;
  if (!child || child == parent->children) {
    if (v && v->count) {
      size_t i = visit_slot(v, parent);
      if (v->slots[i].parent)
        visit_forget(v, i);
    }
    return true;
  }
  if (v && v->count) { /* a change of child needs no room */
    size_t i = visit_slot(v, parent);
    if (v->slots[i].parent) {
      v->slots[i].child = child;
      return true;
    }
  }
  if (!visits_grow(c))
    return false;
  v = c->visits;
  size_t i = visit_slot(v, parent);
  v->slots[i].parent = parent;
  v->slots[i].child = child;
  v->count++;
  return true;
}

bool sgf_make_first_child(sgf_collection *c, sgf_node *node)
{
  sgf_node *parent = node->parent;
  if (!parent || parent->children == node)
    return false;
  sgf_node *line = sgf_line_next(c, parent);
  sgf_node *prev = parent->children;
  while (prev->next != node)
    prev = prev->next;
  prev->next = node->next;
  node->next = parent->children;
  parent->children = node;
  /* The line still goes where it went (forgotten when that is now the
   * first child; lost, harmlessly, if memory runs out). */
  (void)sgf_set_visited(c, parent, line);
  touched(c);
  return true;
}

void sgf_unlink(sgf_collection *c, sgf_node *node)
{
  touched(c);
  sgf_node *parent = node->parent;
  if (!parent)
    return;
  if (sgf_line_next(c, parent) == node)
    sgf_set_visited(c, parent, NULL);
  sgf_node *prev = NULL;
  for (sgf_node *k = parent->children; k; prev = k, k = k->next)
    if (k == node) {
      if (prev)
        prev->next = k->next;
      else
        parent->children = k->next;
      break;
    }
  node->parent = NULL;
  node->next = NULL;
}

/* Known properties compare by kind; others by name. */
static sgf_prop *find_kind(const sgf_node *node, int kind, const char *id)
{
  for (sgf_prop *p = node->props; p; p = p->next)
    if (kind >= 0 ? p->kind == kind : (p->kind < 0 && strcmp(sgf_prop_id(p), id) == 0))
      return p;
  return NULL;
}

const char *sgf_prop_id(const sgf_prop *p)
{
  return p->kind >= 0 ? sgf_property_id(p->kind) : *(const char *const *)(p + 1);
}

sgf_prop *sgf_find(const sgf_node *node, const char *id)
{
  return find_kind(node, sgf_property_kind(id), id);
}

const char *sgf_get(const sgf_node *node, const char *id)
{
  sgf_prop *p = sgf_find(node, id);
  return p && p->n_values > 0 ? p->values[0] : NULL;
}

sgf_prop *sgf_prop_get_or_add(sgf_collection *c, sgf_node *node, const char *id)
{
  return sgf_prop_get_or_add_kind(c, node, id, sgf_property_kind(id));
}

sgf_prop *sgf_prop_new(sgf_collection *c, sgf_node *node, const char *id, int kind, sgf_prop **last)
{
  /* An unknown property's identifier is kept behind it. */
  sgf_prop *p = sgf_alloc(c, sizeof *p + (kind >= 0 ? 0 : sizeof(const char *)));
  if (!p)
    return NULL;
  memset(p, 0, sizeof *p);
  p->kind = (short)kind;
  if (kind < 0 && !(*(const char **)(p + 1) = sgf_strndup(c, id, strlen(id))))
    return NULL;
  touched(c);
  /* At the end, in the order read. */
  sgf_prop **end = &node->props;
  if (last && *last)
    end = &(*last)->next;
  while (*end)
    end = &(*end)->next;
  *end = p;
  if (last)
    *last = p;
  return p;
}

sgf_prop *sgf_prop_get_or_add_kind(sgf_collection *c, sgf_node *node, const char *id, int kind)
{
  sgf_prop *p = find_kind(node, kind, id);
  return p ? p : sgf_prop_new(c, node, id, kind, NULL);
}

bool sgf_prop_append(sgf_collection *c, sgf_prop *p, const char *value, size_t len)
{
  const char **shared = short_value(value, len);
  if (p->n_values == 0 && shared) {
    /* Read only: room below counts one value as full. */
    p->values = shared;
    p->n_values = 1;
    touched(c);
    return true;
  }
  /* An array of two values or more has room for the smallest power of two
   * not below their count; one value has no room beside it (it may be a
   * shared slot), and none has none. */
  size_t room = p->n_values;
  if (room >= 2)
    for (room = 2; room < p->n_values; room *= 2)
      ;
  if (p->n_values == room) {
    if (p->n_values >= UINT32_MAX / 2)
      return false;
    size_t cap = room ? room * 2 : 1;
    const char **values = sgf_alloc(c, cap * sizeof *values);
    if (!values)
      return false;
    if (p->n_values)
      memcpy(values, p->values, p->n_values * sizeof *values);
    p->values = values;
  }
  const char *v = shared ? *shared : sgf_strndup(c, value, len);
  if (!v)
    return false;
  p->values[p->n_values++] = v;
  touched(c);
  return true;
}

/* Appends a value given through the API in the form the reader gives: its
 * blanks as the type has them, and, where "\\:" and "\\\\" are kept
 * escaped, any other backslash escaped. */
static bool append_text(sgf_collection *c, sgf_prop *p, const char *value)
{
  enum sgf_value_type type = sgf_value_type(p->kind);
  size_t n = strlen(value), k = 0;
  char *v = os_malloc(2 * n + 1);
  if (!v)
    return false;
  for (size_t i = 0; i < n; i++) {
    if (sgf_keeps_escapes(type) && value[i] == '\\') {
      v[k++] = '\\';
      if (value[i + 1] == ':' || value[i + 1] == '\\')
        i++;
      v[k++] = value[i];
      continue;
    }
    v[k++] = value[i];
  }
  k = sgf_normalise_blanks(v, k, type);
  bool ok = sgf_prop_append(c, p, v, k);
  free(v);
  return ok;
}

bool sgf_set(sgf_collection *c, sgf_node *node, const char *id, const char *value)
{
  sgf_prop *p = sgf_prop_get_or_add(c, node, id);
  if (!p)
    return false;
  p->n_values = 0;
  return append_text(c, p, value);
}

bool sgf_add_value(sgf_collection *c, sgf_node *node, const char *id, const char *value)
{
  sgf_prop *p = sgf_prop_get_or_add(c, node, id);
  return p && append_text(c, p, value);
}

void sgf_prop_unlink(sgf_collection *c, sgf_node *node, sgf_prop *prev, sgf_prop *p)
{
  touched(c);
  if (prev)
    prev->next = p->next;
  else
    node->props = p->next;
}

void sgf_remove(sgf_collection *c, sgf_node *node, const char *id)
{
  sgf_prop *target = sgf_find(node, id), *prev = NULL;
  for (sgf_prop *p = node->props; p; prev = p, p = p->next)
    if (p == target) {
      sgf_prop_unlink(c, node, prev, p);
      return;
    }
}

bool sgf_remove_value(sgf_collection *c, sgf_node *node, const char *id, size_t index)
{
  sgf_prop *p = sgf_find(node, id);
  if (!p || index >= p->n_values)
    return false;
  if (p->n_values == 1) {
    sgf_remove(c, node, id);
    return true;
  }
  /* Values live in the arena: only the pointers move. */
  for (size_t i = index; i + 1 < p->n_values; i++)
    p->values[i] = p->values[i + 1];
  p->n_values--;
  touched(c);
  return true;
}

/* Depth-first walk without recursion: trees can be 100,000 nodes deep.
 * The links are the tree's own (sgf_node *), so one walk serves the
 * const and the mutable callers without a cast. */
static sgf_node *walk_skip(const sgf_node *n, const sgf_node *root)
{
  while (n && n != root) {
    if (n->next)
      return n->next;
    n = n->parent;
  }
  return NULL;
}

static sgf_node *walk_next(const sgf_node *n, const sgf_node *root)
{
  return n->children ? n->children : walk_skip(n, root);
}

const sgf_node *sgf_walk_skip(const sgf_node *n, const sgf_node *root)
{
  return walk_skip(n, root);
}

const sgf_node *sgf_walk_next(const sgf_node *n, const sgf_node *root)
{
  return walk_next(n, root);
}

sgf_node *sgf_walk_next_mutable(sgf_node *n, const sgf_node *root) { return walk_next(n, root); }

size_t sgf_count_children(const sgf_node *node)
{
  size_t n = 0;
  for (const sgf_node *k = node->children; k; k = k->next)
    n++;
  return n;
}

size_t sgf_count_nodes(const sgf_node *root)
{
  size_t n = 0;
  for (const sgf_node *k = root; k; k = sgf_walk_next(k, root))
    n++;
  return n;
}

static int compare_props(const void *x, const void *y)
{
  const sgf_prop *a = *(const sgf_prop *const *)x, *b = *(const sgf_prop *const *)y;
  if (a->kind != b->kind)
    return a->kind < b->kind ? -1 : 1;
  return a->kind >= 0 ? 0 : strcmp(sgf_prop_id(a), sgf_prop_id(b));
}

static bool same_values(const sgf_prop *p, const sgf_prop *q)
{
  if (!q || q->n_values != p->n_values)
    return false;
  for (size_t i = 0; i < p->n_values; i++)
    if (strcmp(p->values[i], q->values[i]) != 0)
      return false;
  return true;
}

/* Same properties and values, in any order: by lookup for small nodes, by
 * sorting both lists for large ones (a node may hold 100,000). */
static bool same_props(const sgf_node *a, const sgf_node *b)
{
  size_t na = 0, nb = 0;
  for (const sgf_prop *p = a->props; p; p = p->next)
    na++;
  for (const sgf_prop *p = b->props; p; p = p->next)
    nb++;
  if (na != nb)
    return false;
  if (na <= 16) {
    for (const sgf_prop *p = a->props; p; p = p->next)
      if (!same_values(p, sgf_find(b, sgf_prop_id(p))))
        return false;
    return true;
  }
  const sgf_prop **pa = os_malloc(na * sizeof *pa), **pb = os_malloc(nb * sizeof *pb);
  bool same = pa && pb;
  size_t k = 0;
  for (const sgf_prop *p = a->props; same && p; p = p->next)
    pa[k++] = p;
  k = 0;
  for (const sgf_prop *p = b->props; same && p; p = p->next)
    pb[k++] = p;
  if (same) {
    qsort(pa, na, sizeof *pa, compare_props);
    qsort(pb, nb, sizeof *pb, compare_props);
    for (size_t i = 0; same && i < na; i++)
      same = compare_props(&pa[i], &pb[i]) == 0 && same_values(pa[i], pb[i]);
  }
  free(pa);
  free(pb);
  return same;
}

bool sgf_equal(const sgf_node *a, const sgf_node *b, const sgf_node **where)
{
  const sgf_node *ra = a, *rb = b;
  while (a && b) {
    if (sgf_count_children(a) != sgf_count_children(b) || !same_props(a, b)) {
      if (where)
        *where = a;
      return false;
    }
    a = sgf_walk_next(a, ra);
    b = sgf_walk_next(b, rb);
  }
  if (a || b) {
    if (where)
      *where = a;
    return false;
  }
  return true;
}
