/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Engines as child processes on POSIX systems (see hoshi/process.h): fork
 * and exec with an argument vector (never a shell), pipes for stdin and
 * stdout, poll for time limits, a process group of the engine's own, and
 * a watcher that ends that group when Hoshi dies without a word. */
#include "hoshi/process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "hoshi/i18n.h"
#include "hoshi/os.h"

struct os_wake {
  int fd[2]; /* a byte in the pipe: set */
};

struct os_proc {
  pid_t pid;
  int to_engine;   /* write end of the engine's stdin (-1: closed) */
  int from_engine; /* read end of the engine's stdout */
  int status;      /* waitpid's status once the engine has been reaped */
  bool reaped;
  /* The write end of the watcher's lifeline: a small process that ends
   * the engine's whole process group when this closes without a word, as
   * it does when Hoshi dies, even by kill -9. -1: no watcher. */
  int lifeline;
};

/* --- wake-ups ------------------------------------------------------------- */

os_wake *os_wake_new(void)
{
  os_wake *w = os_calloc(1, sizeof *w);
  if (!w)
    return NULL;
  if (pipe(w->fd) != 0) {
    free(w);
    return NULL;
  }
  for (int i = 0; i < 2; i++) {
    fcntl(w->fd[i], F_SETFL, O_NONBLOCK);
    fcntl(w->fd[i], F_SETFD, FD_CLOEXEC);
  }
  return w;
}

void os_wake_free(os_wake *w)
{
  if (!w)
    return;
  close(w->fd[0]);
  close(w->fd[1]);
  free(w);
}

void os_wake_set(os_wake *w)
{
  ssize_t unused = write(w->fd[1], "!", 1);
  (void)unused; /* a full pipe already holds a wake-up */
}

void os_wake_clear(os_wake *w)
{
  char junk[64];
  while (read(w->fd[0], junk, sizeof junk) > 0)
    ;
}

bool os_wake_wait(os_wake *w, int timeout_ms)
{
  struct pollfd pfd = {.fd = w->fd[0], .events = POLLIN};
  int ready;
  do
    ready = poll(&pfd, 1, timeout_ms);
  while (ready < 0 && errno == EINTR);
  return ready > 0;
}

/* --- starting ------------------------------------------------------------- */

/* The three pipes of an engine: its stdin, its stdout, and a status pipe
 * that closes on a successful exec (if exec fails the child writes its
 * errno into it, so the parent can say why). false when one cannot be
 * made (none is left open). */
static bool make_pipes(int in[2], int out[2], int status[2])
{
  if (pipe(in) != 0)
    return false;
  if (pipe(out) != 0) {
    close(in[0]), close(in[1]);
    return false;
  }
  if (pipe(status) != 0) {
    close(in[0]), close(in[1]), close(out[0]), close(out[1]);
    return false;
  }
  fcntl(status[1], F_SETFD, FD_CLOEXEC);
  fcntl(in[1], F_SETFD, FD_CLOEXEC);
  fcntl(out[0], F_SETFD, FD_CLOEXEC);
  return true;
}

/* Closes every descriptor from 3 up but keep. */
static void close_from_3(int keep)
{
  long max_fd = sysconf(_SC_OPEN_MAX);
  if (max_fd < 0 || max_fd > 65536)
    max_fd = 65536;
  for (int fd = 3; fd < max_fd; fd++)
    if (fd != keep)
      close(fd);
}

/* The child: its own ends of the pipes as stdin and stdout, the log as
 * stderr, nothing else open, SIGPIPE as a program expects it; then the
 * engine. Never returns. */
static void run_child(const char *program, char *const argv[], const char *stderr_path, int in[2],
                      int out[2], int status[2], pid_t parent)
{
  close(status[0]);
  /* A process group of its own: what the engine starts (a shell's child)
   * is stopped with it; and the kernel kills it if Hoshi dies, even by
   * kill -9 (the parent's death is checked after asking, in case it came
   * first). */
  setpgid(0, 0);
#ifdef __linux__
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent)
    _exit(127);
#else
  (void)parent;
#endif
  dup2(in[0], 0);
  dup2(out[1], 1);
  /* The log is appended to: a file of the user's own, never through a
   * link (os_open_own). */
  int err = stderr_path ? os_open_own(stderr_path, O_WRONLY | O_CREAT | O_APPEND, 0644) : -1;
  if (err < 0)
    err = open("/dev/null", O_WRONLY); /* the engine's messages are lost, not Hoshi's stderr */
  if (err >= 0)
    dup2(err, 2);
  /* Started with 0, 1 or 2 closed, Hoshi may have got a pipe or the log
   * as that very descriptor: dup2 then changes nothing and leaves it
   * closing on exec. The engine gets its three. */
  for (int fd = 0; fd < 3; fd++)
    fcntl(fd, F_SETFD, 0);
  /* Close everything else Hoshi had open (files, other engines' pipes),
   * but the status pipe, which closes itself on exec. */
  close_from_3(status[1]);
  signal(SIGPIPE, SIG_DFL);
  execv(program, argv);
  int e = errno;
  ssize_t unused = write(status[1], &e, sizeof e);
  (void)unused;
  _exit(127);
}

/* The watcher's life after fork: only calls that are safe after fork in a
 * process with threads. Nothing open but the lifeline's read end; a byte
 * on it ('q') says Hoshi ended the engine itself; the end of it without a
 * byte says Hoshi is gone: the engine's group, children and all, is
 * killed. */
static void watch(int lifeline, pid_t group)
{
  close(0), close(1), close(2);
  close_from_3(lifeline);
  char c;
  ssize_t n;
  do
    n = read(lifeline, &c, 1);
  while (n < 0 && errno == EINTR);
  if (n <= 0)
    kill(-group, SIGKILL);
  _exit(0);
}

/* Starts the watcher of the engine's group; false (nothing started) when
 * it cannot: the engine then runs with the kernel's PR_SET_PDEATHSIG
 * alone, which reaches the engine but not its children. The watcher is
 * forked twice, so that it is nobody's child but init's: Hoshi has no
 * process of it to reap, and the tests that count Hoshi's children count
 * engines. */
static bool start_watcher(os_proc *p, pid_t group)
{
  int life[2];
  if (pipe(life) != 0)
    return false;
  /* Not for the engines started later: only Hoshi and the watcher hold it
   * (each child closes what it does not own, so a fork between these two
   * lines costs nothing). */
  fcntl(life[0], F_SETFD, FD_CLOEXEC);
  fcntl(life[1], F_SETFD, FD_CLOEXEC);
  pid_t mid = fork();
  if (mid == 0) {
    pid_t w = fork();
    if (w == 0)
      watch(life[0], group);
    _exit(w < 0);
  }
  close(life[0]);
  int st = 0;
  if (mid < 0 || waitpid(mid, &st, 0) != mid || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
    close(life[1]);
    return false;
  }
  p->lifeline = life[1];
  return true;
}

/* The watcher told that the engine is ended, so that it kills nothing and
 * goes. */
static void end_watcher(os_proc *p)
{
  if (p->lifeline >= 0) {
    ssize_t unused = write(p->lifeline, "q", 1);
    (void)unused;
    close(p->lifeline);
  }
  p->lifeline = -1;
}

/* The errno the child reported when its exec failed, else 0. */
static int exec_error(int status_read_end)
{
  int child_errno = 0;
  ssize_t got;
  do
    got = read(status_read_end, &child_errno, sizeof child_errno);
  while (got < 0 && errno == EINTR);
  close(status_read_end);
  return got == (ssize_t)sizeof child_errno ? child_errno : 0;
}

static enum os_proc_error exec_failure(int child_errno)
{
  return child_errno == ENOENT    ? OS_PROC_NOT_FOUND
         : child_errno == EACCES  ? OS_PROC_NOT_EXECUTABLE
         : child_errno == ENOEXEC ? OS_PROC_NOT_PROGRAM
                                  : OS_PROC_FAILED;
}

os_proc *os_proc_start(const char *program, const char *const argv[], const char *stderr_path,
                       enum os_proc_error *why)
{
  /* execv's vector is of char *: the copy's strings are its own, made
   * before fork (the child of a process with threads may not allocate)
   * and freed by the parent. */
  void *copy = os_argv_copy(argv, -1);
  char **args = copy;
  os_proc *p = args ? os_calloc(1, sizeof *p) : NULL;
  int in[2], out[2], status[2];
  if (!p || !make_pipes(in, out, status)) {
    *why = p ? OS_PROC_NO_PIPE : OS_PROC_FAILED;
    free(p);
    free(args);
    return NULL;
  }
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    close(in[0]), close(in[1]), close(out[0]), close(out[1]);
    close(status[0]), close(status[1]);
    free(p);
    free(args);
    *why = OS_PROC_FAILED;
    return NULL;
  }
  if (pid == 0)
    run_child(program, args, stderr_path, in, out, status, parent);
  free(args);
  setpgid(pid, pid); /* also here: whichever runs first, the group exists */
  close(in[0]);
  close(out[1]);
  close(status[1]);
  int child_errno = exec_error(status[0]);
  if (child_errno) {
    waitpid(pid, NULL, 0);
    close(in[1]);
    close(out[0]);
    free(p);
    *why = exec_failure(child_errno);
    return NULL;
  }
  /* A dead engine must not kill Hoshi with SIGPIPE. */
  signal(SIGPIPE, SIG_IGN);
  p->lifeline = -1;
  start_watcher(p, pid);
  p->pid = pid;
  p->to_engine = in[1];
  p->from_engine = out[0];
  *why = OS_PROC_OK;
  return p;
}

/* --- talking -------------------------------------------------------------- */

bool os_proc_write(os_proc *p, const void *data, size_t n)
{
  const char *s = data;
  while (n > 0) {
    if (p->to_engine < 0)
      return false;
    ssize_t w = write(p->to_engine, s, n);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return false;
    s += w;
    n -= (size_t)w;
  }
  return true;
}

enum os_proc_wait os_proc_wait(os_proc *p, os_wake *wake, int timeout_ms)
{
  struct pollfd pfd[2] = {{.fd = p->from_engine, .events = POLLIN},
                          {.fd = wake ? wake->fd[0] : -1, .events = POLLIN}};
  int ready = poll(pfd, wake ? 2 : 1, timeout_ms);
  if (ready <= 0)
    return OS_PROC_TIMEOUT; /* interrupted, or the time is up: the caller looks again */
  if (wake && (pfd[1].revents & POLLIN))
    return OS_PROC_WOKEN;
  return (pfd[0].revents & (POLLIN | POLLHUP | POLLERR)) ? OS_PROC_READABLE : OS_PROC_TIMEOUT;
}

long os_proc_read(os_proc *p, void *buf, size_t n)
{
  ssize_t got;
  do
    got = read(p->from_engine, buf, n);
  while (got < 0 && errno == EINTR);
  return (long)got;
}

void os_proc_close_input(os_proc *p)
{
  if (p->to_engine >= 0)
    close(p->to_engine);
  p->to_engine = -1;
}

/* --- ending --------------------------------------------------------------- */

static void sleep_ms(long ms)
{
  struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
  while (nanosleep(&t, &t) != 0 && errno == EINTR)
    ;
}

bool os_proc_wait_end(os_proc *p, int wait_ms)
{
  if (p->reaped)
    return true;
  int64_t deadline = os_now_ms() + wait_ms;
  for (;;) {
    int status;
    pid_t got = waitpid(p->pid, &status, WNOHANG);
    if (got == p->pid || (got < 0 && errno == ECHILD)) {
      p->status = got == p->pid ? status : 0;
      p->reaped = true;
      return true;
    }
    if (os_now_ms() >= deadline)
      return false;
    sleep_ms(10);
  }
}

/* Ends what is left of the engine's process group (its children), the
 * engine itself being gone: SIGTERM, then SIGKILL to any that stay. */
static void end_group(pid_t group)
{
  if (kill(-group, SIGTERM) != 0)
    return; /* nothing left */
  for (int i = 0; i < 20 && kill(-group, 0) == 0; i++)
    sleep_ms(10);
  kill(-group, SIGKILL);
}

void os_proc_kill(os_proc *p, int grace_ms)
{
  if (p->reaped)
    return;
  kill(p->pid, SIGTERM);
  if (!os_proc_wait_end(p, grace_ms)) {
    kill(p->pid, SIGKILL);
    int status;
    if (waitpid(p->pid, &status, 0) == p->pid)
      p->status = status;
    p->reaped = true;
  }
}

void os_proc_describe_end(const os_proc *p, char *how, size_t len)
{
  int st = p->status;
  if (!p->reaped)
    snprintf(how, len, "%s", _("ended"));
  else if (WIFEXITED(st))
    snprintf(how, len, _("exited with status %d"), WEXITSTATUS(st));
  else if (WIFSIGNALED(st))
    snprintf(how, len, _("was killed by signal %d (%s)"), WTERMSIG(st), strsignal(WTERMSIG(st)));
  else
    snprintf(how, len, "%s", _("ended"));
}

void os_proc_free(os_proc *p)
{
  if (!p)
    return;
  os_proc_close_input(p);
  if (p->from_engine >= 0)
    close(p->from_engine);
  if (!p->reaped) {
    kill(p->pid, SIGKILL);
    waitpid(p->pid, NULL, 0);
  }
  end_group(p->pid);
  end_watcher(p);
  free(p);
}

/* --- processes and programs ----------------------------------------------- */

long os_pid(void) { return (long)getpid(); }

bool os_pid_alive(long pid) { return kill((pid_t)pid, 0) == 0 || errno != ESRCH; }

bool os_find_program(const char *name, char *out, size_t len)
{
  if (!name || !name[0])
    return false;
  if (strchr(name, '/')) {
    if (os_access(name, X_OK) != 0 || strlen(name) >= len)
      return false;
    memcpy(out, name, strlen(name) + 1);
    return true;
  }
  const char *path = getenv("PATH");
  const char *dirs[] = {path ? path : "/usr/local/bin:/usr/bin:/bin",
                        "/usr/local/games:/usr/games"};
  for (int d = 0; d < 2; d++)
    for (const char *p = dirs[d]; *p;) {
      size_t n = strcspn(p, ":");
      if (n > 0) {
        int w = snprintf(out, len, "%.*s/%s", (int)n, p, name);
        struct stat st;
        if (w > 0 && (size_t)w < len && os_stat(out, &st) == 0 && S_ISREG(st.st_mode) &&
            os_access(out, X_OK) == 0)
          return true;
      }
      p += n + (p[n] == ':');
    }
  return false;
}
