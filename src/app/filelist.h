/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The model behind the in-window file chooser used to open and save SGF
 * records: one folder's listing, a selection, a scroll position and the last
 * problem as a sentence for the user. Pure POSIX, no SDL: the UI draws it
 * and turns keys into the calls below. */
#ifndef HOSHI_FILELIST_H
#define HOSHI_FILELIST_H

#include <stdbool.h>
#include <stddef.h>

#include "hoshi/error.h"

/* Longest path the chooser handles, terminating NUL included. Longer paths
 * are refused with a message, never truncated. */
#define FILELIST_PATH_MAX 4096

typedef struct filelist_entry {
  char *name;     /* owned by the list; ".." for the parent folder */
  bool is_dir;    /* folders and symbolic links to folders */
  long long size; /* bytes for files, 0 for folders */
} filelist_entry;

typedef struct filelist {
  /* Absolute and normalised: no "." or ".." components, no repeated or
   * trailing slash (except "/" itself). Normalisation is textual, so ".."
   * leaves a symbolically linked folder the way the user entered it. */
  char dir[FILELIST_PATH_MAX];
  filelist_entry *entries; /* owned; NULL when n == 0 */
  size_t n;
  size_t selected; /* index into entries; 0 when n == 0 */
  size_t top;      /* first visible row */
  char error[256]; /* the last problem, "" after a successful open */
  bool all;        /* list every regular file, not only game records */
} filelist;

/* Empties fl: no folder, no entries, no error. A zeroed filelist
 * (filelist fl = {0};) is the same. */
void filelist_init(filelist *fl);

/* Frees the listing; fl is empty afterwards and may be opened again. Safe to
 * call twice. */
void filelist_deinit(filelist *fl);

/* Lists dir (a relative dir is taken from the current directory): first ".."
 * (except at "/"), then the folders, then the regular files whose names end
 * in ".sgf" in any case (every regular file when fl->all); each group sorted ignoring ASCII case,
 * ties broken by byte order. Names starting with '.' are hidden. Entries that stat() cannot follow
 * (a dangling link) or whose path would not fit are left out. On success, the old listing is freed,
 * selected and top are 0, error is "" and true is returned. On failure the old listing stays as it
 * was, error says why ("Cannot read /root/x: Permission denied") and false is returned. */
bool filelist_open(filelist *fl, const char *dir);

/* Opens the parent folder and selects the folder we came from (top is set
 * to it, so it shows whatever the number of rows; filelist_move(fl, 0, rows)
 * then scrolls back so no row is left blank at the bottom). Returns
 * false at "/" (nothing changes) or when the parent cannot be read (error
 * set, listing kept). */
bool filelist_up(filelist *fl);

/* Acts on the selected entry. On a folder or "..", enters it and returns
 * false (check fl->error to see whether that failed). On a file, writes its
 * full path into path (len bytes) and returns true; a path that does not
 * fit returns false with error set, and path is left as "" when len > 0. */
bool filelist_activate(filelist *fl, char *path, size_t len);

/* Moves the selection by delta rows, clamped to the list, then adjusts top
 * so that the selection is among the visible_rows rows shown (values below
 * 1 count as 1) and, where the list is long enough, no row is left blank at
 * the bottom. delta 0 only scrolls. */
void filelist_move(filelist *fl, int delta, int visible_rows);

/* Type-ahead: selects the next entry whose name starts with prefix,
 * ignoring ASCII case, wrapping around the end. A one-character prefix
 * starts after the selected entry, so pressing the same key again cycles
 * through the names with that initial; a longer prefix starts at the
 * selected entry, so typing on keeps a selection that still matches.
 * No match or an empty prefix: nothing changes. top is not touched; call
 * filelist_move(fl, 0, rows) to scroll the selection into view. */
void filelist_select_prefix(filelist *fl, const char *prefix);

/* For "save as": writes fl->dir + "/" + name into path (len bytes), adding
 * ".sgf" when name has no extension (no '.' after its first character, or
 * one at its very end: "game." becomes "game.sgf"). Refuses an empty name,
 * ".", "..", a name containing '/', a name longer than 255 bytes once
 * extended, and a path that does not fit: returns false with the reason in
 * why (which may be NULL) and path left as "" when len > 0. */
bool filelist_join(const filelist *fl, const char *name, char *path, size_t len, hoshi_error *why);

/* Where the chooser should start: the folder holding last_file if that
 * folder exists (a relative last_file is taken from the current directory),
 * else $HOME if it names a folder, else "/". last_file may be NULL or "".
 * Returns a static buffer, overwritten by the next call: not thread-safe. */
const char *filelist_start_dir(const char *last_file);

#endif
