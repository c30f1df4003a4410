/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The file chooser's model (src/app/filelist.h) on a real temporary tree:
 *
 *   root/
 *     B/            inner.sgf, C/
 *     a/
 *     .hidden/      (hidden)
 *     game.SGF      (;)           shown: ends in .sgf in any case
 *     x.sgf
 *     notes.txt                   not shown
 *     Z.sgf
 *
 * Order, filtering, entering and leaving folders, errors that keep the
 * listing, scrolling, type-ahead and the names typed for "save as". */
#include <criterion/criterion.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/filelist.h"
#include "hoshi/os.h"

/* --- fixture ------------------------------------------------------------------ */

static char root[FILELIST_PATH_MAX];
static filelist fl;

static void path_in(char *out, size_t len, const char *rel)
{
  int n = snprintf(out, len, "%s/%s", root, rel);
  cr_assert(n > 0 && (size_t)n < len, "test path too long");
}

static void make_dir(const char *rel)
{
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, rel);
  cr_assert_eq(mkdir(p, 0755), 0, "mkdir %s: %s", p, strerror(errno));
}

static void make_file(const char *rel, const char *text)
{
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, rel);
  FILE *f = fopen(p, "w");
  cr_assert_not_null(f, "fopen %s: %s", p, strerror(errno));
  fputs(text, f);
  fclose(f);
}

static void make_link(const char *target, const char *rel)
{
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, rel);
  cr_assert_eq(symlink(target, p), 0, "symlink %s: %s", p, strerror(errno));
}

/* Removes a tree without following links, making folders readable first. */
static void remove_tree(const char *path)
{
  struct stat st;
  if (lstat(path, &st) != 0)
    return;
  if (!S_ISDIR(st.st_mode)) {
    unlink(path);
    return;
  }
  chmod(path, 0700);
  DIR *d = opendir(path);
  if (d) {
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
      if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
        continue;
      char child[FILELIST_PATH_MAX];
      if (snprintf(child, sizeof child, "%s/%s", path, de->d_name) < (int)sizeof child)
        remove_tree(child);
    }
    closedir(d);
  }
  rmdir(path);
}

static void setup(void)
{
  const char *tmp = getenv("TMPDIR");
  char templ[FILELIST_PATH_MAX];
  snprintf(templ, sizeof templ, "%s/hoshi-filelist-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  cr_assert_not_null(mkdtemp(templ), "mkdtemp: %s", strerror(errno));
  /* The chooser keeps paths as typed; compare against the physical path. */
  cr_assert_eq(chdir(templ), 0, "chdir %s: %s", templ, strerror(errno));
  cr_assert_not_null(getcwd(root, sizeof root), "getcwd: %s", strerror(errno));
  make_dir("B");
  make_dir("B/C");
  make_dir("a");
  make_dir(".hidden");
  make_file(".hidden/secret.sgf", "(;)");
  make_file("game.SGF", "(;)");
  make_file("x.sgf", "(;GM[1])");
  make_file("notes.txt", "not a record");
  make_file("Z.sgf", "(;)");
  make_file("B/inner.sgf", "(;)");
  filelist_init(&fl);
}

static void teardown(void)
{
  os_inject_clear();
  filelist_deinit(&fl);
  if (chdir("/") != 0)
    cr_log_warn("chdir /: %s", strerror(errno));
  remove_tree(root);
}

TestSuite(filelist, .init = setup, .fini = teardown);

/* Checks the whole listing, in order. */
static void expect_names(const char *const *names, size_t n)
{
  cr_assert_eq(fl.n, n, "expected %zu entries in %s, got %zu", n, fl.dir, fl.n);
  for (size_t i = 0; i < n; i++)
    cr_assert_str_eq(fl.entries[i].name, names[i], "entry %zu", i);
}

#define EXPECT_NAMES(...)                                                                          \
  do {                                                                                             \
    static const char *const names_[] = {__VA_ARGS__};                                             \
    expect_names(names_, sizeof names_ / sizeof *names_);                                          \
  } while (0)

static size_t index_of(const char *name)
{
  for (size_t i = 0; i < fl.n; i++)
    if (strcmp(fl.entries[i].name, name) == 0)
      return i;
  cr_assert_fail("%s not listed in %s", name, fl.dir);
  return 0;
}

static void open_root(void) { cr_assert(filelist_open(&fl, root), "open %s: %s", root, fl.error); }

static void open_sub(const char *rel)
{
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, rel);
  cr_assert(filelist_open(&fl, p), "open %s: %s", p, fl.error);
}

/* --- listing ------------------------------------------------------------------ */

Test(filelist, lists_parent_then_folders_then_sgf_files)
{
  open_root();
  cr_assert_str_eq(fl.dir, root);
  cr_assert_str_eq(fl.error, "");
  /* a < B and game < x < Z ignoring case; notes.txt and .hidden are not shown. */
  EXPECT_NAMES("..", "a", "B", "game.SGF", "x.sgf", "Z.sgf");
  bool dirs[] = {true, true, true, false, false, false};
  for (size_t i = 0; i < fl.n; i++)
    cr_assert_eq(fl.entries[i].is_dir, dirs[i], "is_dir of %s", fl.entries[i].name);
  cr_assert_eq(fl.entries[index_of("x.sgf")].size, 8);
  cr_assert_eq(fl.entries[index_of("game.SGF")].size, 3);
  cr_assert_eq(fl.selected, 0);
  cr_assert_eq(fl.top, 0);
}

Test(filelist, same_name_in_two_cases_falls_back_to_byte_order)
{
  make_file("b.sgf", "(;)");
  make_file("B.SGF", "(;)");
  make_dir("b");
  open_root();
  EXPECT_NAMES("..", "a", "B", "b", "B.SGF", "b.sgf", "game.SGF", "x.sgf", "Z.sgf");
}

Test(filelist, only_regular_files_count_and_links_to_folders_are_folders)
{
  make_link("B", "linked");             /* a folder through a link */
  make_link("x.sgf", "alias.sgf");      /* a file through a link */
  make_link("missing", "dangling.sgf"); /* stat() fails: left out */
  make_dir("folder.sgf");               /* a folder, whatever its name */
  make_file("sgf", "(;)");              /* no ".sgf" ending */
  make_file("x.sgf.bak", "(;)");
  open_root();
  EXPECT_NAMES("..", "a", "B", "folder.sgf", "linked", "alias.sgf", "game.SGF", "x.sgf", "Z.sgf");
  cr_assert(fl.entries[index_of("linked")].is_dir);
  cr_assert(fl.entries[index_of("folder.sgf")].is_dir);
  cr_assert_not(fl.entries[index_of("alias.sgf")].is_dir);
  cr_assert_eq(fl.entries[index_of("alias.sgf")].size, 8, "the size of the target");
}

Test(filelist, root_has_no_parent_entry)
{
  cr_assert(filelist_open(&fl, "/"), "%s", fl.error);
  cr_assert_str_eq(fl.dir, "/");
  for (size_t i = 0; i < fl.n; i++) {
    cr_assert_str_neq(fl.entries[i].name, "..");
    cr_assert_neq(fl.entries[i].name[0], '.', "hidden entry %s", fl.entries[i].name);
  }
  cr_assert_not(filelist_up(&fl), "nothing above /");
  cr_assert_str_eq(fl.dir, "/");
}

Test(filelist, paths_are_made_absolute_and_normalised)
{
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, "B//C/./..//");
  cr_assert(filelist_open(&fl, p), "%s", fl.error);
  path_in(p, sizeof p, "B");
  cr_assert_str_eq(fl.dir, p);

  cr_assert_eq(chdir(root), 0);
  cr_assert(filelist_open(&fl, "a/../B/C"), "%s", fl.error);
  path_in(p, sizeof p, "B/C");
  cr_assert_str_eq(fl.dir, p);
  cr_assert(filelist_open(&fl, "."), "%s", fl.error);
  cr_assert_str_eq(fl.dir, root);
  cr_assert(filelist_open(&fl, "/../../"), "%s", fl.error);
  cr_assert_str_eq(fl.dir, "/");
}

Test(filelist, reopening_replaces_the_listing)
{
  open_root();
  open_sub("B");
  EXPECT_NAMES("..", "C", "inner.sgf");
  make_file("B/new.sgf", "(;)");
  open_sub("B"); /* a refresh */
  EXPECT_NAMES("..", "C", "inner.sgf", "new.sgf");
}

/* --- moving between folders ----------------------------------------------------- */

Test(filelist, activate_on_a_folder_enters_it)
{
  open_root();
  fl.selected = index_of("B");
  char path[FILELIST_PATH_MAX] = "junk";
  cr_assert_not(filelist_activate(&fl, path, sizeof path));
  cr_assert_str_eq(path, "");
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, "B");
  cr_assert_str_eq(fl.dir, p);
  cr_assert_str_eq(fl.error, "");
  EXPECT_NAMES("..", "C", "inner.sgf");
  cr_assert_eq(fl.selected, 0);
}

Test(filelist, up_selects_the_folder_we_came_from)
{
  open_sub("B/C");
  cr_assert(filelist_up(&fl), "%s", fl.error);
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, "B");
  cr_assert_str_eq(fl.dir, p);
  cr_assert_str_eq(fl.entries[fl.selected].name, "C");

  cr_assert(filelist_up(&fl), "%s", fl.error);
  cr_assert_str_eq(fl.dir, root);
  cr_assert_str_eq(fl.entries[fl.selected].name, "B");
  cr_assert_eq(fl.selected, 2);
  cr_assert_leq(fl.top, fl.selected, "the selection is visible");
}

Test(filelist, activate_on_parent_goes_up_and_selects_where_we_were)
{
  open_sub("a");
  EXPECT_NAMES("..");
  cr_assert_eq(fl.selected, 0);
  char path[FILELIST_PATH_MAX];
  cr_assert_not(filelist_activate(&fl, path, sizeof path));
  cr_assert_str_eq(fl.dir, root);
  cr_assert_str_eq(fl.entries[fl.selected].name, "a");
}

Test(filelist, up_from_a_top_level_folder_reaches_root)
{
  cr_assert(filelist_open(&fl, "/tmp"), "%s", fl.error);
  cr_assert(filelist_up(&fl), "%s", fl.error);
  cr_assert_str_eq(fl.dir, "/");
  cr_assert_str_eq(fl.entries[fl.selected].name, "tmp");
}

Test(filelist, activate_on_a_file_gives_its_path)
{
  open_root();
  fl.selected = index_of("x.sgf");
  char path[FILELIST_PATH_MAX];
  cr_assert(filelist_activate(&fl, path, sizeof path), "%s", fl.error);
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, "x.sgf");
  cr_assert_str_eq(path, p);
  cr_assert_str_eq(fl.dir, root, "a file does not change the folder");
}

Test(filelist, activate_refuses_a_path_that_does_not_fit)
{
  open_root();
  fl.selected = index_of("x.sgf");
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, "x.sgf");
  size_t need = strlen(p) + 1;
  char *small = malloc(need - 1);
  cr_assert_not_null(small);
  memset(small, 'q', need - 1);
  cr_assert_not(filelist_activate(&fl, small, need - 1));
  cr_assert_eq(small[0], '\0');
  cr_assert_not_null(strstr(fl.error, "too long"), "error: %s", fl.error);
  free(small);

  char exact[FILELIST_PATH_MAX];
  cr_assert(filelist_activate(&fl, exact, need), "exactly enough room: %s", fl.error);
  cr_assert_str_eq(exact, p);
  cr_assert_str_eq(fl.error, "");
}

Test(filelist, activate_on_an_empty_list_does_nothing)
{
  char path[16] = "junk";
  cr_assert_not(filelist_activate(&fl, path, sizeof path));
  cr_assert_str_eq(path, "");
  cr_assert_eq(fl.n, 0);
}

/* --- errors keep the listing ---------------------------------------------------- */

static void expect_listing_kept(void)
{
  cr_assert_str_eq(fl.dir, root);
  EXPECT_NAMES("..", "a", "B", "game.SGF", "x.sgf", "Z.sgf");
  cr_assert_eq(fl.selected, 3, "the selection is kept too");
}

Test(filelist, missing_folder_gives_an_error_and_keeps_the_listing)
{
  open_root();
  fl.selected = 3;
  char p[FILELIST_PATH_MAX], want[FILELIST_PATH_MAX + 64];
  path_in(p, sizeof p, "nowhere");
  cr_assert_not(filelist_open(&fl, p));
  snprintf(want, sizeof want, "Cannot read %s: %s", p, strerror(ENOENT));
  cr_assert_str_eq(fl.error, want);
  expect_listing_kept();

  /* The next success clears the error. */
  open_root();
  cr_assert_str_eq(fl.error, "");
}

Test(filelist, a_file_is_not_a_folder)
{
  open_root();
  fl.selected = 3;
  char p[FILELIST_PATH_MAX];
  path_in(p, sizeof p, "x.sgf");
  cr_assert_not(filelist_open(&fl, p));
  cr_assert_not_null(strstr(fl.error, strerror(ENOTDIR)), "error: %s", fl.error);
  expect_listing_kept();
}

/* A folder that cannot be read: the failure is injected (os_inject), so
 * that the test holds as root, which reads a folder of mode 000. */
Test(filelist, unreadable_folder_gives_an_error_and_keeps_the_listing)
{
  open_root();
  fl.selected = 3;
  char p[FILELIST_PATH_MAX], want[FILELIST_PATH_MAX + 64];
  path_in(p, sizeof p, "B");
  os_inject(OS_CALL_OPENDIR, p, EACCES);
  cr_assert_not(filelist_open(&fl, p));
  snprintf(want, sizeof want, "Cannot read %s: %s", p, strerror(EACCES));
  cr_assert_str_eq(fl.error, want);
  expect_listing_kept();

  /* The same through activate: it stays put and says why. */
  fl.selected = index_of("B");
  char path[FILELIST_PATH_MAX];
  cr_assert_not(filelist_activate(&fl, path, sizeof path));
  cr_assert_str_eq(fl.error, want);
  cr_assert_str_eq(fl.dir, root);
  cr_assert_str_eq(fl.entries[fl.selected].name, "B");
}

Test(filelist, failing_first_open_leaves_an_empty_list)
{
  cr_assert_not(filelist_open(&fl, "/nonexistent-hoshi-folder"));
  cr_assert_eq(fl.n, 0);
  cr_assert_null(fl.entries);
  cr_assert_str_eq(fl.error, "Cannot read /nonexistent-hoshi-folder: No such file or directory");
  cr_assert_not(filelist_up(&fl), "nothing open, nothing above");
  cr_assert_not(filelist_open(&fl, ""));
  cr_assert_str_eq(fl.error, "No folder given");
  cr_assert_not(filelist_open(&fl, NULL));
}

Test(filelist, paths_longer_than_the_buffer_are_refused)
{
  open_root();
  fl.selected = 3;
  /* 5000 bytes: longer than FILELIST_PATH_MAX, absolute and relative. */
  char *long_path = malloc(5001);
  cr_assert_not_null(long_path);
  for (size_t i = 0; i < 5000; i++)
    long_path[i] = i % 10 == 0 ? '/' : 'd';
  long_path[5000] = '\0';
  cr_assert_not(filelist_open(&fl, long_path));
  cr_assert_not_null(strstr(fl.error, strerror(ENAMETOOLONG)), "error: %s", fl.error);
  cr_assert_lt(strlen(fl.error), sizeof fl.error);
  cr_assert_not_null(strstr(fl.error, "..."), "the path is shortened: %s", fl.error);
  expect_listing_kept();
  cr_assert_not(filelist_open(&fl, long_path + 1));
  cr_assert_not_null(strstr(fl.error, strerror(ENAMETOOLONG)), "error: %s", fl.error);
  expect_listing_kept();
  free(long_path);
}

/* --- selection and scrolling --------------------------------------------------- */

Test(filelist, move_clamps_to_the_list)
{
  open_root(); /* 6 entries */
  filelist_move(&fl, -1, 10);
  cr_assert_eq(fl.selected, 0);
  filelist_move(&fl, 2, 10);
  cr_assert_eq(fl.selected, 2);
  filelist_move(&fl, 100, 10);
  cr_assert_eq(fl.selected, 5);
  filelist_move(&fl, 1, 10);
  cr_assert_eq(fl.selected, 5);
  filelist_move(&fl, -3, 10);
  cr_assert_eq(fl.selected, 2);
  filelist_move(&fl, -2147483647 - 1, 10);
  cr_assert_eq(fl.selected, 0);
  filelist_move(&fl, 2147483647, 10);
  cr_assert_eq(fl.selected, 5);
  cr_assert_eq(fl.top, 0, "everything fits: no scrolling");
}

Test(filelist, move_scrolls_to_keep_the_selection_visible)
{
  open_root(); /* 6 entries, 2 rows shown */
  filelist_move(&fl, 1, 2);
  cr_assert_eq(fl.selected, 1);
  cr_assert_eq(fl.top, 0);
  filelist_move(&fl, 1, 2);
  cr_assert_eq(fl.selected, 2);
  cr_assert_eq(fl.top, 1, "scrolled by one row");
  filelist_move(&fl, 3, 2);
  cr_assert_eq(fl.selected, 5);
  cr_assert_eq(fl.top, 4);
  filelist_move(&fl, -1, 2);
  cr_assert_eq(fl.selected, 4);
  cr_assert_eq(fl.top, 4, "still visible: no scrolling");
  filelist_move(&fl, -1, 2);
  cr_assert_eq(fl.selected, 3);
  cr_assert_eq(fl.top, 3);
  filelist_move(&fl, -100, 2);
  cr_assert_eq(fl.selected, 0);
  cr_assert_eq(fl.top, 0);
  filelist_move(&fl, 5, 0); /* fewer than one row counts as one */
  cr_assert_eq(fl.selected, 5);
  cr_assert_eq(fl.top, 5);
  /* The window grows: no blank rows at the bottom. */
  filelist_move(&fl, 0, 4);
  cr_assert_eq(fl.selected, 5);
  cr_assert_eq(fl.top, 2);
  filelist_move(&fl, 0, 50);
  cr_assert_eq(fl.top, 0);
}

Test(filelist, move_after_up_keeps_the_selection_in_view)
{
  make_dir("m");
  make_dir("n");
  make_dir("o");
  open_sub("o");
  cr_assert(filelist_up(&fl));
  /* .. a B m n o game.SGF x.sgf Z.sgf: o is row 5 */
  cr_assert_str_eq(fl.entries[fl.selected].name, "o");
  filelist_move(&fl, 0, 3);
  cr_assert_eq(fl.selected, 5);
  cr_assert(fl.top <= 5 && 5 < fl.top + 3, "top %zu", fl.top);
}

Test(filelist, move_on_an_empty_list_is_harmless)
{
  filelist_move(&fl, 3, 5);
  cr_assert_eq(fl.selected, 0);
  cr_assert_eq(fl.top, 0);
  filelist_select_prefix(&fl, "a");
  cr_assert_eq(fl.selected, 0);
}

Test(filelist, type_ahead_selects_by_prefix_ignoring_case)
{
  make_file("gamma.sgf", "(;)");
  open_root(); /* .. a B game.SGF gamma.sgf x.sgf Z.sgf */
  filelist_select_prefix(&fl, "z");
  cr_assert_str_eq(fl.entries[fl.selected].name, "Z.sgf");
  filelist_select_prefix(&fl, "b");
  cr_assert_str_eq(fl.entries[fl.selected].name, "B");
  filelist_select_prefix(&fl, "G");
  cr_assert_str_eq(fl.entries[fl.selected].name, "game.SGF");
  /* The same key again: the next name with that initial, then around. */
  filelist_select_prefix(&fl, "g");
  cr_assert_str_eq(fl.entries[fl.selected].name, "gamma.sgf");
  filelist_select_prefix(&fl, "g");
  cr_assert_str_eq(fl.entries[fl.selected].name, "game.SGF");
  /* Typing on keeps a selection that still matches... */
  filelist_select_prefix(&fl, "ga");
  cr_assert_str_eq(fl.entries[fl.selected].name, "game.SGF");
  filelist_select_prefix(&fl, "GAM");
  cr_assert_str_eq(fl.entries[fl.selected].name, "game.SGF");
  /* ...and moves on when it no longer does. */
  filelist_select_prefix(&fl, "gamm");
  cr_assert_str_eq(fl.entries[fl.selected].name, "gamma.sgf");
  filelist_select_prefix(&fl, "game.s");
  cr_assert_str_eq(fl.entries[fl.selected].name, "game.SGF", "wraps around");
  /* No match, or nothing typed: the selection stays. */
  filelist_select_prefix(&fl, "q");
  cr_assert_str_eq(fl.entries[fl.selected].name, "game.SGF");
  filelist_select_prefix(&fl, "gamez");
  cr_assert_str_eq(fl.entries[fl.selected].name, "game.SGF");
  filelist_select_prefix(&fl, "");
  cr_assert_str_eq(fl.entries[fl.selected].name, "game.SGF");
  /* A lone initial that matches only the selection stays on it. */
  filelist_select_prefix(&fl, "x");
  filelist_select_prefix(&fl, "x");
  cr_assert_str_eq(fl.entries[fl.selected].name, "x.sgf");
}

/* --- save as ------------------------------------------------------------------- */

Test(filelist, join_adds_the_extension_when_there_is_none)
{
  open_root();
  char path[FILELIST_PATH_MAX], want[FILELIST_PATH_MAX];
  hoshi_error why = {.message = "junk"};
  cr_assert(filelist_join(&fl, "mygame", path, sizeof path, &why));
  cr_assert_str_eq(why.message, "junk", "success leaves the reason as it was");
  path_in(want, sizeof want, "mygame.sgf");
  cr_assert_str_eq(path, want);

  cr_assert(filelist_join(&fl, "record.SGF", path, sizeof path, &why));
  path_in(want, sizeof want, "record.SGF");
  cr_assert_str_eq(path, want);

  cr_assert(filelist_join(&fl, "honinbo.1938", path, sizeof path, NULL), "any extension counts");
  path_in(want, sizeof want, "honinbo.1938");
  cr_assert_str_eq(path, want);

  cr_assert(filelist_join(&fl, "game.", path, sizeof path, NULL));
  path_in(want, sizeof want, "game.sgf");
  cr_assert_str_eq(path, want);

  cr_assert(filelist_join(&fl, ".draft", path, sizeof path, NULL), "a leading dot is no extension");
  path_in(want, sizeof want, ".draft.sgf");
  cr_assert_str_eq(path, want);

  cr_assert(filelist_join(&fl, "with space", path, sizeof path, NULL));
  path_in(want, sizeof want, "with space.sgf");
  cr_assert_str_eq(path, want);
}

Test(filelist, join_at_root_does_not_double_the_slash)
{
  cr_assert(filelist_open(&fl, "/"), "%s", fl.error);
  char path[64];
  cr_assert(filelist_join(&fl, "g", path, sizeof path, NULL));
  cr_assert_str_eq(path, "/g.sgf");
}

static void expect_refused(const char *name, size_t len, const char *reason)
{
  char path[FILELIST_PATH_MAX] = "junk";
  hoshi_error why = {0};
  cr_assert_not(filelist_join(&fl, name, path, len, &why), "accepted \"%s\"", name);
  cr_assert_str_eq(path, "", "path emptied for \"%s\"", name);
  cr_assert(why.message[0], "no reason for \"%s\"", name);
  cr_assert_str_eq(why.message, reason);
  cr_assert_not(filelist_join(&fl, name, path, len, NULL), "why may be NULL");
}

Test(filelist, join_refuses_bad_names_with_a_reason)
{
  open_root();
  expect_refused("", FILELIST_PATH_MAX, "Type a file name");
  expect_refused(NULL, FILELIST_PATH_MAX, "Type a file name");
  expect_refused("sub/game", FILELIST_PATH_MAX, "A file name cannot contain '/'");
  expect_refused("/etc/passwd", FILELIST_PATH_MAX, "A file name cannot contain '/'");
  expect_refused(".", FILELIST_PATH_MAX, "\".\" and \"..\" name folders, not files");
  expect_refused("..", FILELIST_PATH_MAX, "\".\" and \"..\" name folders, not files");

  char name[300];
  memset(name, 'n', 251);
  name[251] = '\0'; /* 251 + ".sgf" = 255: the limit */
  char path[FILELIST_PATH_MAX];
  cr_assert(filelist_join(&fl, name, path, sizeof path, NULL));
  name[251] = 'n';
  name[252] = '\0';
  expect_refused(name, FILELIST_PATH_MAX, "The file name is too long");

  /* root + "/g.sgf" needs strlen(root) + 7 bytes. */
  size_t need = strlen(root) + 7;
  expect_refused("g", need - 1, "The path is too long");
  cr_assert(filelist_join(&fl, "g", path, need, NULL), "exactly enough room");
}

Test(filelist, join_needs_an_open_folder)
{
  char path[64];
  hoshi_error why = {0};
  cr_assert_not(filelist_join(&fl, "g", path, sizeof path, &why));
  cr_assert_str_eq(why.message, "No folder is open");
}

/* --- where to start ------------------------------------------------------------- */

Test(filelist, start_dir_is_the_folder_of_the_last_file)
{
  char last[FILELIST_PATH_MAX], want[FILELIST_PATH_MAX];
  path_in(last, sizeof last, "B/inner.sgf");
  path_in(want, sizeof want, "B");
  cr_assert_str_eq(filelist_start_dir(last), want);

  /* The file may be gone as long as its folder is there. */
  path_in(last, sizeof last, "B/C/deleted.sgf");
  path_in(want, sizeof want, "B/C");
  cr_assert_str_eq(filelist_start_dir(last), want);

  cr_assert_eq(chdir(root), 0);
  path_in(want, sizeof want, "B");
  cr_assert_str_eq(filelist_start_dir("B/inner.sgf"), want, "relative to the current folder");
  cr_assert_str_eq(filelist_start_dir("x.sgf"), root);

  char home[FILELIST_PATH_MAX];
  path_in(home, sizeof home, "a");
  cr_assert_eq(setenv("HOME", home, 1), 0);
  cr_assert_str_eq(filelist_start_dir("/no-such-hoshi-game.sgf"), "/", "a file at the root");
}

Test(filelist, start_dir_falls_back_to_home_then_root)
{
  char home[FILELIST_PATH_MAX], last[FILELIST_PATH_MAX];
  path_in(home, sizeof home, "a");
  path_in(last, sizeof last, "gone/game.sgf");
  cr_assert_eq(setenv("HOME", home, 1), 0);
  cr_assert_str_eq(filelist_start_dir(last), home, "folder missing");
  cr_assert_str_eq(filelist_start_dir(NULL), home);
  cr_assert_str_eq(filelist_start_dir(""), home);

  path_in(home, sizeof home, "gone");
  cr_assert_eq(setenv("HOME", home, 1), 0);
  cr_assert_str_eq(filelist_start_dir(last), "/", "HOME missing too");
  path_in(home, sizeof home, "x.sgf");
  cr_assert_eq(setenv("HOME", home, 1), 0);
  cr_assert_str_eq(filelist_start_dir(NULL), "/", "HOME is not a folder");
  cr_assert_eq(unsetenv("HOME"), 0);
  cr_assert_str_eq(filelist_start_dir(last), "/", "HOME unset");
}

Test(filelist, start_dir_opens)
{
  char last[FILELIST_PATH_MAX];
  path_in(last, sizeof last, "B/inner.sgf");
  cr_assert(filelist_open(&fl, filelist_start_dir(last)), "%s", fl.error);
  EXPECT_NAMES("..", "C", "inner.sgf");
}
