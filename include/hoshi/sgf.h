/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SGF (Smart Game Format) FF[4], and the FF[1]-FF[3] files still in use:
 * a generic tree of nodes and properties, the reader and the writer. What
 * the properties mean for a game of Go is the game module's business
 * (game.h); this layer only keeps them faithfully.
 *
 * Everything a collection holds (nodes, properties, values) lives in one
 * arena owned by the collection: sgf_free releases it all at once, so a
 * reader stopped half-way by a broken file cannot leak.
 */
#ifndef HOSHI_SGF_H
#define HOSHI_SGF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hoshi/error.h"

/* A property: 32 bytes (a record can hold a million). Its identifier is
 * sgf_prop_id's. */
typedef struct sgf_prop {
  /* Values as UTF-8 text, decoded: escapes and soft line breaks removed,
   * converted from the declared charset, blanks as the value type has them
   * (SimpleText: every blank a space; Text: line breaks as \n, other blanks
   * spaces). Composed values of text (AP, LB, FG) and the values of
   * properties Hoshi does not know keep the escapes "\:" and "\\", so that
   * a ':' that separates stays told apart from one that does not. */
  const char **values; /* read only: change values through the functions below */
  struct sgf_prop *next;
  /* A value of up to two lower-case letters (a move) and a property's
   * only such value are shared, not copied. */
  uint32_t n_values;
  short kind; /* index among the properties the reader knows, -1 if unknown */
  int line, col;
} sgf_prop;

/* A node is its four links, 32 bytes: a record can hold a million. Where
 * it stands in a file is its properties' line and column; the child last
 * gone through (navigation memory) is kept in the collection
 * (sgf_line_next). */
typedef struct sgf_node {
  sgf_prop *props;
  struct sgf_node *parent, *children, *next;
} sgf_node;

typedef struct sgf_arena sgf_arena;
typedef struct sgf_visits sgf_visits;

typedef struct sgf_collection {
  sgf_arena *arena;
  sgf_visits *visits; /* navigation memory at branch points (sgf_set_visited) */
  /* Changes with every change made to the trees through this layer (nodes
   * and properties added, changed, removed, reordered), to a value no
   * collection had before in this process: whoever kept an earlier stamp
   * knows without a walk whether the trees are as they were. Navigation
   * memory (visited) is not a change. */
  unsigned long stamp;
  sgf_node **games; /* the root node of each game tree */
  size_t n_games, cap_games;
} sgf_collection;

/* Problems are reported in a hoshi_error (hoshi/error.h): for the reader,
 * the 1-based line and column in characters of the file as read. */

/* Makes an empty collection. NULL when memory runs out. */
sgf_collection *sgf_new(void);
void sgf_free(sgf_collection *c);

/* Reads SGF text (not NUL-terminated; any bytes). Returns the collection
 * read, or NULL when memory runs out. If the text is malformed, *err gets
 * the first problem (line, column, reason) and the collection keeps what
 * was read before it; otherwise err->message is empty. err may be NULL. */
sgf_collection *sgf_parse(const char *text, size_t len, hoshi_error *err);

/* Limits of what is read, so that a hostile or broken file costs bounded
 * memory and time (docs/settings-and-files.md lists them): a file of at most
 * SGF_MAX_FILE_BYTES, at most SGF_MAX_NODES nodes in a collection (moves
 * and variations together), and variations nested at most
 * SGF_MAX_NESTING deep. Past a limit the reader
 * stops with the reason, at the line and column where it was passed, keeping what came before. */
#define SGF_MAX_FILE_BYTES (64u * 1024 * 1024)
#define SGF_MAX_NODES      2000000
#define SGF_MAX_NESTING    100000

/* Reads a file with sgf_parse. A file that cannot be read (missing, not a
 * regular file, larger than SGF_MAX_FILE_BYTES) gives NULL and a message
 * (line 0). */
sgf_collection *sgf_load_file(const char *path, hoshi_error *err);

/* Writes the collection as FF[4] UTF-8 text, one property per concept, in a
 * stable order: reading the result gives back the same tree. Returns a
 * malloc'ed NUL-terminated string (the caller frees it) or NULL when memory
 * runs out; *len (may be NULL) receives its length. */
char *sgf_write(const sgf_collection *c, size_t *len);

/* Writes the collection to a file atomically (temporary file, flush, rename).
 * Returns false with a reason in err->message. */
HOSHI_MUST_CHECK bool sgf_save_file(const sgf_collection *c, const char *path, hoshi_error *err);

/* --- building and editing trees ------------------------------------------- */

/* Adds an empty game (a root node) to the collection. NULL on no memory. */
sgf_node *sgf_add_game(sgf_collection *c);

/* Adds a child at the end of parent's children. NULL on no memory. */
sgf_node *sgf_add_child(sgf_collection *c, sgf_node *parent);

/* The last of a node's children (walking them), NULL when it has none. */
sgf_node *sgf_last_child(const sgf_node *node);

/* Navigation memory: the child of n the line goes through, that is, the
 * one last gone through (sgf_set_visited), else the first child; NULL at
 * the end of a line. */
sgf_node *sgf_line_next(const sgf_collection *c, const sgf_node *n);

/* Remembers that the line goes from parent through child (NULL: forget).
 * Only children other than the first take room (a main line costs
 * nothing); when memory runs out the visit is not remembered (false).
 * Not a change of the tree: the stamp stays. */
bool sgf_set_visited(sgf_collection *c, sgf_node *parent, sgf_node *child);

/* Makes node its parent's first child (the main line goes through it),
 * the others keeping their order. false when it was already first or is a
 * root. */
bool sgf_make_first_child(sgf_collection *c, sgf_node *node);

/* Removes a node and its subtree from its parent (their memory stays in the
 * arena until sgf_free); the parent forgets it was visited. */
void sgf_unlink(sgf_collection *c, sgf_node *node);

/* A property's identifier: upper-case letters only (FF[3] lower-case
 * letters dropped). A known property's is static; an unknown one's is
 * kept behind it. */
const char *sgf_prop_id(const sgf_prop *p);

/* The property with this id in the node, or NULL. */
sgf_prop *sgf_find(const sgf_node *node, const char *id);

/* The first value of a property, or NULL if the node lacks it. */
const char *sgf_get(const sgf_node *node, const char *id);

/* Sets a property to a single value (replacing all its values), adding it
 * if missing. value is decoded text, as the reader gives it; it is copied,
 * with its blanks made what the property's type allows (what the reader
 * would read back). Returns false on no memory. */
HOSHI_MUST_CHECK bool sgf_set(sgf_collection *c, sgf_node *node, const char *id, const char *value);

/* Appends a value to a property, adding the property if missing. */
HOSHI_MUST_CHECK bool sgf_add_value(sgf_collection *c, sgf_node *node, const char *id,
                                    const char *value);

/* Removes a property from a node; does nothing if it is missing. */
void sgf_remove(sgf_collection *c, sgf_node *node, const char *id);

/* Removes the value at index of a property (the property itself with its
 * last value). false if there is no such value. */
bool sgf_remove_value(sgf_collection *c, sgf_node *node, const char *id, size_t index);

/* The node after n in a depth-first walk of the tree under root (file
 * order), or NULL at the end. Not recursive: any depth is fine. */
const sgf_node *sgf_walk_next(const sgf_node *n, const sgf_node *root);
/* The same walk for the owner of the tree, who changes the nodes it walks. */
sgf_node *sgf_walk_next_mutable(sgf_node *n, const sgf_node *root);
/* The node after n's subtree in the same walk: what sgf_walk_next would
 * reach once past every node below n; NULL at the end. */
const sgf_node *sgf_walk_skip(const sgf_node *n, const sgf_node *root);

/* Number of a node's children. */
size_t sgf_count_children(const sgf_node *node);

/* Number of nodes in a tree. */
size_t sgf_count_nodes(const sgf_node *root);

/* Whether two trees hold the same nodes, properties and values (property
 * order inside a node does not matter). On a difference, *where (may be
 * NULL) points to the first differing node of a. */
bool sgf_equal(const sgf_node *a, const sgf_node *b, const sgf_node **where);

/* Whether a property is one the reader decodes (FF[4] Go properties). */
bool sgf_known_property(const char *id);

#endif
