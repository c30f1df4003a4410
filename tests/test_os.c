/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The OS layer (include/hoshi/os.h) on a real temporary folder: atomic
 * writes keep or set the mode the umask asks for, follow a symbolic link to
 * the file it names, leave nothing behind when a call fails (failures
 * injected with os_inject, so that the tests hold as root); mkdir -p; XDG
 * paths; reading whole files and refusing what is not one; the growable
 * string and array. */
#define _DEFAULT_SOURCE /* mknod */
#include <criterion/criterion.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hoshi/number.h"
#include "hoshi/os.h"
#include "hoshi/strbuf.h"
#include "files.h"

static char dir[PATH_MAX];
static mode_t old_umask;

static void setup(void)
{
  snprintf(dir, sizeof dir, "/tmp/hoshi-test-os-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
  old_umask = umask(022);
}

static void teardown(void)
{
  os_inject_clear();
  umask(old_umask);
  char cmd[PATH_MAX + 16];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_assert_eq(system(cmd), 0);
}

TestSuite(os, .init = setup, .fini = teardown);

static void in_dir(char *out, size_t len, const char *name)
{
  int n = snprintf(out, len, "%s/%s", dir, name);
  cr_assert(n > 0 && (size_t)n < len);
}

static char *slurp(const char *path)
{
  char *data;
  size_t len;
  cr_assert_eq(os_read_file(path, 1 << 20, &data, &len, NULL), OS_READ_OK, "read %s", path);
  return data;
}

static unsigned mode_of(const char *path)
{
  struct stat st;
  cr_assert_eq(stat(path, &st), 0, "stat %s", path);
  return (unsigned)(st.st_mode & 07777);
}

/* How many entries the test folder holds, "." and ".." aside. */
static int entries(void)
{
  DIR *d = opendir(dir);
  cr_assert_not_null(d);
  int n = 0;
  for (struct dirent *e; (e = readdir(d));)
    n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
  closedir(d);
  return n;
}

Test(os, a_new_document_gets_0644_under_umask_022)
{
  char p[PATH_MAX];
  in_dir(p, sizeof p, "game.sgf");
  hoshi_error err = {0};
  cr_assert(os_write_atomic(p, "(;)", 3, OS_MODE_DOCUMENT, &err), "%s", err.message);
  cr_expect_eq(mode_of(p), 0644u);
  char *t = slurp(p);
  cr_expect_str_eq(t, "(;)");
  free(t);
  cr_expect_eq(entries(), 1, "no temporary file left");
}

Test(os, a_private_file_gets_0600)
{
  char p[PATH_MAX];
  in_dir(p, sizeof p, "autosave.sgf");
  cr_assert(os_write_atomic(p, "x", 1, OS_MODE_PRIVATE, NULL));
  cr_expect_eq(mode_of(p), 0600u);
}

Test(os, a_replaced_file_keeps_its_own_mode)
{
  char p[PATH_MAX];
  in_dir(p, sizeof p, "kept.sgf");
  cr_assert(os_write_atomic(p, "old", 3, OS_MODE_DOCUMENT, NULL));
  cr_assert_eq(chmod(p, 0640), 0);
  cr_assert(os_write_atomic(p, "new", 3, OS_MODE_PRIVATE, NULL));
  cr_expect_eq(mode_of(p), 0640u, "the file's mode, not the one asked for new files");
  char *t = slurp(p);
  cr_expect_str_eq(t, "new");
  free(t);
}

Test(os, a_symbolic_link_is_written_through_to_its_target)
{
  char target[PATH_MAX], link[PATH_MAX];
  in_dir(target, sizeof target, "real.sgf");
  in_dir(link, sizeof link, "link.sgf");
  cr_assert(os_write_atomic(target, "old", 3, OS_MODE_DOCUMENT, NULL));
  cr_assert_eq(symlink("real.sgf", link), 0);
  cr_assert(os_write_atomic(link, "new", 3, OS_MODE_DOCUMENT, NULL));
  struct stat st;
  cr_assert_eq(lstat(link, &st), 0);
  cr_expect(S_ISLNK(st.st_mode), "the link stays a link");
  char *t = slurp(target);
  cr_expect_str_eq(t, "new");
  free(t);
}

/* Issue 32: a save never replaces what is not a regular file (a FIFO, a
 * socket, a device, a folder), nor through a link to one. */
Test(os, a_save_over_a_fifo_a_device_or_a_folder_is_refused)
{
  char fifo[PATH_MAX], link[PATH_MAX], folder[PATH_MAX];
  in_dir(fifo, sizeof fifo, "p.sgf");
  in_dir(link, sizeof link, "l.sgf");
  in_dir(folder, sizeof folder, "d.sgf");
  cr_assert_eq(mkfifo(fifo, 0644), 0);
  cr_assert_eq(symlink(fifo, link), 0);
  cr_assert_eq(mkdir(folder, 0755), 0);
  /* A device of its own (as /dev/null is), where it may be made (root);
   * never the real one, which a regression would replace. */
  char device[PATH_MAX];
  in_dir(device, sizeof device, "null.sgf");
  bool has_device = mknod(device, S_IFCHR | 0600, makedev(1, 3)) == 0;
  const char *targets[] = {fifo, link, folder, device};
  for (size_t i = 0; i < sizeof targets / sizeof *targets - !has_device; i++) {
    hoshi_error err = {0};
    cr_expect_not(os_write_atomic(targets[i], "(;)", 3, OS_MODE_DOCUMENT, &err), "%s", targets[i]);
    cr_expect(strstr(err.message, "not a regular file"), "%s", err.message);
  }
  struct stat st;
  cr_expect(stat(fifo, &st) == 0 && S_ISFIFO(st.st_mode), "the FIFO is still a FIFO");
  cr_expect(lstat(link, &st) == 0 && S_ISLNK(st.st_mode), "the link is still a link");
  cr_expect(!has_device || (stat(device, &st) == 0 && S_ISCHR(st.st_mode)),
            "the device is still a device");
  cr_expect_eq(entries(), 3 + has_device, "no temporary file left");
  if (has_device)
    unlink(device);
}

Test(os, a_failed_write_leaves_the_old_file_and_no_temporary_file)
{
  char p[PATH_MAX];
  in_dir(p, sizeof p, "game.sgf");
  cr_assert(os_write_atomic(p, "old", 3, OS_MODE_DOCUMENT, NULL));
  static const enum os_call calls[] = {OS_CALL_OPEN, OS_CALL_WRITE, OS_CALL_RENAME};
  static const int errs[] = {EACCES, ENOSPC, EXDEV};
  for (size_t i = 0; i < 3; i++) {
    os_inject(calls[i], dir, errs[i]);
    hoshi_error err = {0};
    cr_expect_not(os_write_atomic(p, "new", 3, OS_MODE_DOCUMENT, &err));
    cr_expect(strstr(err.message, strerror(errs[i])), "%s", err.message);
    cr_expect(strstr(err.message, p), "names the file: %s", err.message);
    os_inject_clear();
    char *t = slurp(p);
    cr_expect_str_eq(t, "old");
    free(t);
    cr_expect_eq(entries(), 1, "no temporary file left after call %zu", i);
  }
}

/* A signal that ends the process in the middle of a write (SIGALRM 1 ms
 * into writing 64 MB: the default action ends the process) waits until the
 * file is whole and renamed; the process then ends with the new file in
 * place and no temporary left (issue 46). */
Test(os, a_signal_inside_a_write_waits_until_the_file_is_whole)
{
  char p[PATH_MAX];
  in_dir(p, sizeof p, "big.pdf");
  size_t len = 64u << 20;
  pid_t pid = fork();
  cr_assert_geq(pid, 0);
  if (pid == 0) {
    char *data = malloc(len);
    if (!data)
      _exit(3);
    memset(data, 'x', len);
    struct itimerval t = {.it_value = {.tv_sec = 0, .tv_usec = 1000}};
    setitimer(ITIMER_REAL, &t, NULL);
    bool ok = os_write_atomic(p, data, len, OS_MODE_DOCUMENT, NULL);
    _exit(ok ? 4 : 5); /* the signal is delivered first, when the write ends */
  }
  int status = 0;
  cr_assert_eq(waitpid(pid, &status, 0), pid);
  cr_expect(WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM, "ended by the signal (%#x)",
            status);
  struct stat st;
  cr_assert_eq(stat(p, &st), 0, "the file is there");
  cr_expect_eq((size_t)st.st_size, len, "whole");
  cr_expect_eq(entries(), 1, "and no temporary file beside it");
}

/* Text cut to fit ends with "…" and never inside a character (issue 46,
 * R10: a comment of "é" was cut between the two bytes of one). */
Test(os, text_fit_cuts_at_a_character_and_says_so)
{
  char out[8];
  cr_expect_not(text_fit(out, sizeof out, "short"));
  cr_expect_str_eq(out, "short");
  cr_expect(text_fit(out, sizeof out, "abcdefghij"));
  cr_expect_str_eq(out, "abcd\xe2\x80\xa6", "four bytes and the mark");
  cr_expect(text_fit(out, sizeof out, "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"));
  cr_expect_str_eq(out, "\xc3\xa9\xc3\xa9\xe2\x80\xa6", "two whole é, not three and a half");
  char tiny[3];
  cr_expect(text_fit(tiny, sizeof tiny, "\xc3\xa9\xc3\xa9"));
  cr_expect_str_eq(tiny, "", "no room for a character and the mark");
}

Test(os, make_dirs_makes_every_missing_folder_and_says_why_not)
{
  char p[PATH_MAX];
  in_dir(p, sizeof p, "a/b/c");
  cr_assert(os_make_dirs(p, OS_DIR_PRIVATE, NULL));
  cr_expect_eq(mode_of(p), 0700u);
  cr_assert(os_make_dirs(p, OS_DIR_PRIVATE, NULL), "an existing folder is fine");
  char f[PATH_MAX];
  in_dir(f, sizeof f, "a/file");
  cr_assert(os_write_atomic(f, "", 0, OS_MODE_DOCUMENT, NULL));
  hoshi_error err = {0};
  in_dir(p, sizeof p, "a/file/d");
  cr_expect_not(os_make_dirs(p, OS_DIR_PRIVATE, &err));
  cr_expect(strstr(err.message, strerror(ENOTDIR)), "%s", err.message);
  in_dir(p, sizeof p, "x/y");
  os_inject(OS_CALL_MKDIR, dir, EACCES);
  cr_expect_not(os_make_dirs(p, OS_DIR_PRIVATE, &err));
  cr_expect_eq(errno, EACCES, "errno is kept for the caller");
  cr_expect(strstr(err.message, strerror(EACCES)), "%s", err.message);
  in_dir(p, sizeof p, "q/w/game.sgf");
  os_inject_clear();
  cr_expect(os_make_parent_dirs(p, OS_DIR_PRIVATE, NULL));
  in_dir(p, sizeof p, "q/w");
  cr_expect_eq(mode_of(p), 0700u);
}

Test(os, xdg_paths_follow_the_variable_else_home)
{
  char out[PATH_MAX];
  setenv("XDG_STATE_HOME", "/state", 1);
  setenv("HOME", "/home/u", 1);
  cr_assert(os_xdg_path("XDG_STATE_HOME", ".local/state", "hoshi", out, sizeof out));
  cr_expect_str_eq(out, "/state/hoshi");
  setenv("XDG_STATE_HOME", "relative", 1); /* not absolute: ignored, as the spec says */
  cr_assert(os_xdg_path("XDG_STATE_HOME", ".local/state", "hoshi", out, sizeof out));
  cr_expect_str_eq(out, "/home/u/.local/state/hoshi");
  unsetenv("XDG_STATE_HOME");
  unsetenv("HOME");
  cr_expect_not(os_xdg_path("XDG_STATE_HOME", ".local/state", "hoshi", out, sizeof out));
  cr_expect_str_eq(out, "");
}

Test(os, reading_tells_a_missing_file_from_a_folder_and_a_large_file)
{
  char p[PATH_MAX];
  char *data;
  size_t len;
  hoshi_error err = {0};
  in_dir(p, sizeof p, "none.sgf");
  cr_expect_eq(os_read_file(p, 100, &data, &len, &err), OS_READ_MISSING);
  cr_expect_null(data);
  cr_expect_eq(os_read_file(dir, 100, &data, &len, &err), OS_READ_NOT_FILE);
  in_dir(p, sizeof p, "big");
  cr_assert(os_write_atomic(p, "0123456789", 10, OS_MODE_DOCUMENT, NULL));
  cr_expect_eq(os_read_file(p, 9, &data, &len, &err), OS_READ_TOO_LARGE);
  cr_expect_eq(os_read_file(p, 10, &data, &len, &err), OS_READ_OK);
  cr_expect_eq(len, 10u);
  free(data);
  os_inject(OS_CALL_OPEN, p, EACCES);
  cr_expect_eq(os_read_file(p, 10, &data, &len, &err), OS_READ_FAILED);
  cr_expect_str_eq(err.message, strerror(EACCES));
}

Test(os, strbuf_grows_without_limit_and_hands_over_its_text)
{
  strbuf b = {0};
  cr_expect_str_eq(strbuf_text(&b), "");
  for (int i = 0; i < 1000; i++)
    strbuf_printf(&b, "%d,", i);
  strbuf_put(&b, "a\0b", 3);
  cr_assert_not(strbuf_oom(&b));
  size_t len;
  char *t = strbuf_take(&b, &len);
  cr_assert_not_null(t);
  cr_expect_eq(strncmp(t, "0,1,2,", 6), 0);
  cr_expect_eq(memcmp(t + len - 3, "a\0b", 3), 0);
  cr_expect_eq(t[len], '\0');
  cr_expect_null(b.text, "taking empties the buffer");
  free(t);
  t = strbuf_take(&b, &len);
  cr_expect_str_eq(t, "", "an empty buffer gives an empty string");
  cr_expect_eq(len, 0u);
  free(t);
}

Test(os, grow_doubles_and_refuses_an_overflow)
{
  int *v = NULL;
  size_t cap = 0;
  cr_assert(hoshi_grow((void **)&v, &cap, 1, sizeof *v, 16));
  cr_expect_eq(cap, 16u);
  cr_assert(hoshi_grow((void **)&v, &cap, 17, sizeof *v, 16));
  cr_expect_eq(cap, 32u);
  size_t before = cap;
  cr_expect_not(hoshi_grow((void **)&v, &cap, (size_t)-1 / 2, sizeof *v, 16));
  cr_expect_eq(cap, before, "nothing changes on failure");
  free(v);
}

Test(os, errors_carry_a_place_and_a_prefix)
{
  hoshi_error e = {0};
  cr_expect_not(hoshi_fail_at(&e, 3, 7, "bad %s", "value"));
  hoshi_error_prefix(&e, "cannot open %s: ", "f.sgf");
  cr_expect_str_eq(e.message, "cannot open f.sgf: bad value");
  cr_expect_eq(e.line, 3);
  cr_expect_eq(e.col, 7);
  hoshi_error_clear(&e);
  cr_expect_str_eq(e.message, "");
  cr_expect_not(hoshi_fail(NULL, "nobody listens"));
}

/* Makes dir/name holding "x", last written age seconds ago. */
static void touch_aged(const char *name, int age)
{
  char path[PATH_MAX];
  in_dir(path, sizeof path, name);
  FILE *f = fopen(path, "w");
  cr_assert_not_null(f, "%s", path);
  fputs("x", f);
  fclose(f);
  struct timeval then[2];
  gettimeofday(&then[0], NULL);
  then[0].tv_sec -= age;
  then[1] = then[0];
  cr_assert_eq(utimes(path, then), 0);
}

static bool exists(const char *name)
{
  char path[PATH_MAX];
  in_dir(path, sizeof path, name);
  return access(path, F_OK) == 0;
}

/* A save killed mid-write leaves NAME.tmp-XXXXXX: removed once old enough
 * that no save in flight can own it; nothing else is touched. */
Test(os, stale_temporary_files_are_removed_and_nothing_else)
{
  touch_aged("autosave.sgf.tmp-Ab3xYz", 120);
  touch_aged("autosave-4242.sgf.tmp-QQQQQQ", 120);
  touch_aged("autosave.sgf.tmp-fresh1", 5);   /* a save in flight */
  touch_aged("autosave.sgf", 120);            /* the autosave itself */
  touch_aged("autosave.sgf.tmp-abc", 120);    /* not a name Hoshi makes */
  touch_aged("game.sgf.tmp-Ab3xYz", 120);     /* another prefix */
  touch_aged("autosave.sgf.tmp-Ab3x.z", 120); /* not six letters or digits */
  cr_expect_eq(os_remove_stale_temps(dir, "autosave", 60), 2);
  cr_expect_not(exists("autosave.sgf.tmp-Ab3xYz"));
  cr_expect_not(exists("autosave-4242.sgf.tmp-QQQQQQ"));
  cr_expect(exists("autosave.sgf.tmp-fresh1"));
  cr_expect(exists("autosave.sgf"));
  cr_expect(exists("autosave.sgf.tmp-abc"));
  cr_expect(exists("game.sgf.tmp-Ab3xYz"));
  cr_expect(exists("autosave.sgf.tmp-Ab3x.z"));
  cr_expect_eq(os_remove_stale_temps("/nonexistent-folder", "autosave", 60), 0);
}

/* The session lock and the engines' log: a file of our own or nothing. A
 * new one is made exclusively with its mode; a symbolic link, a second
 * name (hard link) of another file, another user's file or a FIFO are
 * refused, without blocking. */
Test(os, own_files_are_opened_only_when_they_are_ours)
{
  char path[PATH_MAX], other[PATH_MAX];
  in_dir(path, sizeof path, "session.lock");
  int fd = os_open_own(path, O_RDWR | O_CREAT, 0600);
  cr_assert(fd >= 0, "%s", strerror(errno));
  close(fd);
  cr_expect_eq(mode_of(path), 0600u);
  fd = os_open_own(path, O_RDWR | O_CREAT, 0600);
  cr_expect(fd >= 0, "an existing file of ours opens");
  close(fd);
  cr_expect_eq(os_open_own(path, O_RDONLY, 0) >= 0, true);
  unlink(path);
  cr_expect_eq(os_open_own(path, O_RDONLY, 0), -1, "not made without O_CREAT");
  cr_expect_eq(errno, ENOENT);

  in_dir(other, sizeof other, "victim.txt");
  write_file(other, "keep me");
  cr_assert_eq(symlink(other, path), 0);
  cr_expect_eq(os_open_own(path, O_RDWR | O_CREAT, 0600), -1, "a symbolic link");
  unlink(path);
  cr_assert_eq(link(other, path), 0);
  cr_expect_eq(os_open_own(path, O_WRONLY | O_CREAT | O_APPEND, 0600), -1, "a second name");
  cr_expect_eq(errno, EPERM);
  unlink(path);
  char *kept = slurp(other);
  cr_expect_str_eq(kept, "keep me");
  free(kept);
  cr_assert_eq(chown(other, 12345, 12345), 0);
  cr_expect_eq(os_open_own(other, O_RDWR, 0), -1, "another user's file");
  cr_expect_eq(errno, EPERM);
  cr_assert_eq(mkfifo(path, 0600), 0);
  cr_expect_eq(os_open_own(path, O_WRONLY | O_CREAT | O_APPEND, 0600), -1, "a FIFO, at once");
  unlink(path);
  unlink(other);
}

/* Issue 32: numbers from outside read strictly, and written so that they
 * read back exactly, never as an exponent. */
Test(os, numbers_are_read_strictly_and_written_to_read_back)
{
  double d = 99;
  long l = 99;
  static const char *const refused[] = {"0x10", "1e3", " 5",  "5 ",  "5.",  ".5",   "+",
                                        "",     "inf", "nan", "1,5", "--1", "12abc"};
  for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
    cr_expect_not(number_decimal(refused[i], false, -1e6, 1e6, &d), "'%s'", refused[i]);
    cr_expect_not(number_integer(refused[i], -1000000, 1000000, &l), "'%s'", refused[i]);
  }
  cr_expect_eq(d, 99, "untouched");
  cr_expect(number_decimal("-3", false, -10, 10, &d) && d == -3);
  cr_expect(number_decimal("6,5", true, 0, 10, &d) && d == 6.5, "a decimal comma where allowed");
  cr_expect_not(number_decimal("11", false, 0, 10, &d), "out of range");
  cr_expect(number_integer("+19", 5, 25, &l) && l == 19);
  cr_expect_not(number_integer("99999999999999999999", 0, 100, &l));
  cr_expect_not(number_integer("1.0", 0, 100, &l));
  char out[40];
  cr_expect_str_eq(number_format(20, out, sizeof out), "20", "not 2e+01");
  cr_expect_str_eq(number_format(6.5, out, sizeof out), "6.5");
  cr_expect_str_eq(number_format(6.1234567, out, sizeof out), "6.1234567", "not 6.12346");
  cr_expect_str_eq(number_format(-3, out, sizeof out), "-3");
  cr_expect_str_eq(number_format(1e20, out, sizeof out), "100000000000000000000");
  double x = 0.1 + 0.2;
  cr_expect(strtod(number_format(x, out, sizeof out), NULL) == x, "%s reads back", out);
}

/* Issue 32: Hoshi's own files (the autosave, the games put aside) are
 * written 0600 and never through a link: a symbolic link planted at the
 * name is replaced, the file it named left as it was. */
Test(os, an_own_file_is_never_written_through_a_link)
{
  char victim[PATH_MAX], own[PATH_MAX];
  in_dir(victim, sizeof victim, "victim");
  in_dir(own, sizeof own, "autosave.sgf");
  cr_assert(os_write_atomic(victim, "mine", 4, OS_MODE_DOCUMENT, NULL));
  cr_assert_eq(symlink(victim, own), 0);
  cr_assert(os_write_own(own, "(;)", 3, NULL));
  char *v = slurp(victim);
  cr_expect_str_eq(v, "mine", "the file the link named is untouched");
  free(v);
  struct stat st;
  cr_assert_eq(lstat(own, &st), 0);
  cr_expect(S_ISREG(st.st_mode), "the link is replaced by the file");
  cr_expect_eq(st.st_mode & 0777, 0600);
  /* Someone else's file at the name (as root: one given away) is refused. */
  if (geteuid() == 0) {
    cr_assert_eq(chown(own, 65534, 65534), 0);
    hoshi_error err = {0};
    cr_expect_not(os_write_own(own, "(;;)", 4, &err));
    cr_expect(strstr(err.message, "not a regular file of yours"), "%s", err.message);
  }
}
