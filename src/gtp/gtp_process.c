/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An engine as a child process: fork and exec with an argument vector (never
 * a shell), pipes for stdin and stdout, poll for time limits. */
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

#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"

static bool write_line(gtp_process *p, const char *line);
static enum gtp_io await_answer(gtp_process *p, long id, gtp_response *r, int timeout_ms,
                                bool stream);

static long now_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

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
  long max_fd = sysconf(_SC_OPEN_MAX);
  if (max_fd < 0 || max_fd > 65536)
    max_fd = 65536;
  for (int fd = 3; fd < max_fd; fd++)
    if (fd != status[1])
      close(fd);
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
  long max_fd = sysconf(_SC_OPEN_MAX);
  if (max_fd < 0 || max_fd > 65536)
    max_fd = 65536;
  for (int fd = 0; fd < max_fd; fd++)
    if (fd != lifeline)
      close(fd);
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
static bool start_watcher(gtp_process *p, pid_t group)
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
static void end_watcher(gtp_process *p)
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

bool gtp_process_start(gtp_process *p, char *const argv[], const char *stderr_path,
                       hoshi_error *why)
{
  memset(p, 0, sizeof *p);
  p->pid = -1;
  p->to_engine = p->from_engine = p->cancel_fd = p->lifeline = -1;
  if (!argv || !argv[0] || !argv[0][0]) {
    return hoshi_fail(why, "%s", _("no engine command given"));
  }
  char program[4096];
  struct stat st;
  bool exists = strchr(argv[0], '/') && os_stat(argv[0], &st) == 0;
  if (exists && S_ISDIR(st.st_mode))
    return hoshi_fail(why, "%s", _("the engine program is a folder, not a program"));
  if (!gtp_find_program(argv[0], program, sizeof program)) {
    if (exists)
      return hoshi_fail(why, "%s", _("the engine program is not executable"));
    return hoshi_fail(why, "%s",
                      strchr(argv[0], '/')
                          ? _("the engine program was not found")
                          : _("the engine program was not found (on PATH or in /usr/games)"));
  }
  int in[2], out[2], status[2];
  if (!make_pipes(in, out, status)) {
    return hoshi_fail(why, "%s", _("cannot create a pipe"));
  }
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    close(in[0]), close(in[1]), close(out[0]), close(out[1]);
    close(status[0]), close(status[1]);
    return hoshi_fail(why, "%s", _("cannot start a process"));
  }
  if (pid == 0)
    run_child(program, argv, stderr_path, in, out, status, parent);
  setpgid(pid, pid); /* also here: whichever runs first, the group exists */
  close(in[0]);
  close(out[1]);
  close(status[1]);
  int child_errno = exec_error(status[0]);
  if (child_errno) {
    waitpid(pid, NULL, 0);
    close(in[1]);
    close(out[0]);
    return hoshi_fail(why, "%s",
                      child_errno == ENOENT    ? _("the engine program was not found")
                      : child_errno == EACCES  ? _("the engine program is not executable")
                      : child_errno == ENOEXEC ? _("the engine program is not a program this "
                                                   "system can run")
                                               : _("the engine could not be run"));
  }
  /* A dead engine must not kill Hoshi with SIGPIPE. */
  signal(SIGPIPE, SIG_IGN);
  start_watcher(p, pid);
  p->pid = pid;
  p->to_engine = in[1];
  p->from_engine = out[0];
  return true;
}

/* Moves the first complete response (ending in an empty line) out of the
 * buffer. Returns true when there was one. */
static bool take_response(gtp_process *p, char *raw, size_t n)
{
  size_t end = gtp_response_end(p->buf, p->len);
  if (!end)
    return false;
  size_t m = end < n ? end : n - 1;
  memcpy(raw, p->buf, m);
  raw[m] = '\0';
  memmove(p->buf, p->buf + end, p->len - end);
  p->len -= end;
  return true;
}

/* Keeps the start of an answer that is not GTP, on one line, for the
 * message that reports it. */
static void keep_garbage(gtp_process *p, const char *raw)
{
  while (*raw == '\n' || *raw == '\r')
    raw++;
  size_t n = 0;
  for (; *raw && n + 4 < sizeof p->garbage; raw++) {
    unsigned char c = (unsigned char)*raw;
    p->garbage[n++] = c == '\n' ? ' ' : (c < 32 || c == 127) ? '?' : (char)c;
  }
  while (n > 0 && p->garbage[n - 1] == ' ')
    n--;
  if (*raw)
    memcpy(p->garbage + n, "...", 3), n += 3;
  p->garbage[n] = '\0';
}

enum gtp_io gtp_process_ask(gtp_process *p, const char *command, gtp_response *r, int timeout_ms)
{
  if (p->pid <= 0)
    return GTP_IO_CLOSED;
  /* Every command goes with an id, so that an answer that comes too late
   * for an earlier command is recognised and dropped. A command that has
   * its own id keeps it. */
  char *with_id = NULL;
  long id;
  if (command[0] >= '0' && command[0] <= '9') {
    id = strtol(command, NULL, 10);
  } else {
    id = ++p->next_id;
    size_t n = strlen(command) + 24;
    with_id = os_malloc(n);
    if (!with_id)
      return GTP_IO_CLOSED;
    snprintf(with_id, n, "%ld %s", id, command);
    command = with_id;
  }
  enum gtp_io io =
      write_line(p, command) ? await_answer(p, id, r, timeout_ms, false) : GTP_IO_CLOSED;
  free(with_id);
  return io;
}

/* Writes a whole line, a newline added unless it ends in one. */
static bool write_line(gtp_process *p, const char *line)
{
  size_t len = strlen(line);
  bool ended = len > 0 && line[len - 1] == '\n';
  while (len > 0) {
    ssize_t w = write(p->to_engine, line, len);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return false;
    line += w;
    len -= (size_t)w;
  }
  return ended || write(p->to_engine, "\n", 1) == 1;
}

/* An analysis stream ("=id", then an "info ..." line a report for as long
 * as the engine thinks) says far more than the buffer holds, and only its
 * head and its last complete report are read. Makes room in a full buffer
 * by dropping the complete lines between them or, when there are none,
 * the line being read, too long to keep (the rest of it is skipped as it
 * comes). false when the buffer holds no stream: no head line after the
 * whole answers in it. */
static bool thin_stream(gtp_process *p)
{
  const char *b = p->buf;
  /* Whole answers before it (late ones to earlier commands) stay. */
  size_t start = 0, end;
  while ((end = gtp_response_end(b + start, p->len - start)) > 0)
    start += end;
  const char *head = memchr(b + start, '\n', p->len - start);
  if (!head)
    return false;
  size_t kept = (size_t)(head + 1 - b), tail = p->len, last;
  while (tail > kept && b[tail - 1] != '\n')
    tail--; /* the line being read starts at tail */
  for (last = tail; last > kept && (last == tail || b[last - 1] != '\n');)
    last--; /* the last complete line starts at last */
  if (last > kept) {
    memmove(p->buf + kept, p->buf + last, p->len - last);
    p->len -= last - kept;
  } else {
    p->len = tail;
    p->skipping = true;
  }
  return true;
}

/* Reads once what the engine has written into the free part of the
 * buffer (the caller makes sure there is some), leaving out the rest of a
 * line thin_stream dropped. */
static enum gtp_io read_some(gtp_process *p)
{
  ssize_t got;
  do
    got = read(p->from_engine, p->buf + p->len, sizeof p->buf - 1 - p->len);
  while (got < 0 && errno == EINTR);
  if (got <= 0)
    return GTP_IO_CLOSED;
  size_t from = p->len;
  p->len += (size_t)got;
  if (p->skipping) {
    const char *end = memchr(p->buf + from, '\n', p->len - from);
    size_t cut = end ? (size_t)(end + 1 - p->buf) : p->len;
    memmove(p->buf + from, p->buf + cut, p->len - cut);
    p->len -= cut - from;
    p->skipping = !end;
  }
  return GTP_IO_OK;
}

/* Waits for the answer to command id (answers to earlier ones, late, are
 * dropped); stream: the answer is an analysis stream (thin_stream). */
static enum gtp_io await_answer(gtp_process *p, long id, gtp_response *r, int timeout_ms,
                                bool stream)
{
  long deadline = now_ms() + timeout_ms;
  char raw[GTP_RESPONSE_MAX];
  for (;;) {
    if (take_response(p, raw, sizeof raw)) {
      if (!gtp_parse_response(raw, r)) {
        keep_garbage(p, raw);
        return GTP_IO_GARBAGE;
      }
      if (r->has_id && r->id != id)
        continue; /* a late answer to an earlier command */
      return GTP_IO_OK;
    }
    if (p->len + 1 >= sizeof p->buf && !(stream && thin_stream(p))) {
      p->buf[p->len] = '\0';
      keep_garbage(p, p->buf); /* a response larger than any GTP answer */
      p->len = 0;
      return GTP_IO_GARBAGE;
    }
    long left = deadline - now_ms();
    if (left <= 0)
      return GTP_IO_TIMEOUT;
    struct pollfd pfd[2] = {{.fd = p->from_engine, .events = POLLIN},
                            {.fd = p->cancel_fd, .events = POLLIN}};
    int ready = poll(pfd, p->cancel_fd >= 0 ? 2 : 1, (int)left);
    if (ready <= 0)
      continue; /* interrupted, or the time is up */
    if (p->cancel_fd >= 0 && (pfd[1].revents & POLLIN))
      return GTP_IO_CANCELLED;
    if ((pfd[0].revents & (POLLIN | POLLHUP | POLLERR)) && read_some(p) == GTP_IO_CLOSED)
      return GTP_IO_CLOSED;
  }
}

/* Reads all the engine has written so far, without waiting. What does not
 * fit is forgotten, unless it is an analysis stream (thin_stream). */
static enum gtp_io pump(gtp_process *p, bool stream)
{
  if (p->pid <= 0)
    return GTP_IO_CLOSED;
  for (;;) {
    struct pollfd pfd = {.fd = p->from_engine, .events = POLLIN};
    int ready = poll(&pfd, 1, 0);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0)
      return GTP_IO_OK;
    if (p->len + 1 >= sizeof p->buf && !(stream && thin_stream(p)))
      p->len = 0; /* chatter nobody asked for: forget it */
    if (read_some(p) == GTP_IO_CLOSED)
      return GTP_IO_CLOSED;
  }
}

enum gtp_io gtp_process_pump(gtp_process *p) { return pump(p, false); }

static void sleep_ms(long ms)
{
  struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
  while (nanosleep(&t, &t) != 0 && errno == EINTR)
    ;
}

/* Waits up to wait_ms for the engine to end by itself; true when it did
 * (and has been reaped). */
static bool wait_end(gtp_process *p, long wait_ms)
{
  long deadline = now_ms() + wait_ms;
  for (;;) {
    int status;
    pid_t got = waitpid(p->pid, &status, WNOHANG);
    if (got == p->pid || (got < 0 && errno == ECHILD)) {
      p->status = got == p->pid ? status : 0;
      p->reaped = true;
      return true;
    }
    if (now_ms() >= deadline)
      return false;
    sleep_ms(10);
  }
}

/* Ends and reaps the engine: a grace period to go by itself, then SIGTERM,
 * then SIGKILL; closes the pipes. */
/* Ends what is left of the engine's process group (its children), the
 * engine itself being gone: SIGTERM, then SIGKILL to any that stay. */
static void end_group(pid_t group)
{
  if (kill(-group, SIGTERM) != 0)
    return; /* nothing left */
  for (int i = 0; i < 20 && kill(-group, 0) == 0; i++) {
    struct timespec ts = {0, 10 * 1000000L};
    nanosleep(&ts, NULL);
  }
  kill(-group, SIGKILL);
}

static void finish(gtp_process *p, long grace_ms)
{
  if (p->pid <= 0)
    return;
  pid_t group = p->pid;
  if (p->to_engine >= 0)
    close(p->to_engine);
  if (!wait_end(p, grace_ms)) {
    kill(p->pid, SIGTERM);
    if (!wait_end(p, 500)) {
      kill(p->pid, SIGKILL);
      int status;
      if (waitpid(p->pid, &status, 0) == p->pid)
        p->status = status;
      p->reaped = true;
    }
  }
  if (p->from_engine >= 0)
    close(p->from_engine);
  p->to_engine = p->from_engine = -1;
  p->pid = -1;
  end_group(group);
  end_watcher(p);
}

void gtp_process_reap(gtp_process *p, int wait_ms, char *how, size_t len)
{
  p->reaped = false;
  finish(p, wait_ms);
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

void gtp_process_stop_within(gtp_process *p, int grace_ms)
{
  if (p->pid <= 0)
    return;
  /* quit, without waiting for its answer longer than the grace: an engine
   * busy thinking answers only when it is done. */
  char line[32];
  snprintf(line, sizeof line, "%ld quit\n", ++p->next_id);
  ssize_t w = write(p->to_engine, line, strlen(line));
  (void)w;
  finish(p, grace_ms);
}

void gtp_process_stop(gtp_process *p) { gtp_process_stop_within(p, 1000); }

enum gtp_io gtp_process_analyze(gtp_process *p, const char *command, int think_ms, gtp_response *r,
                                int timeout_ms)
{
  if (p->pid <= 0)
    return GTP_IO_CLOSED;
  long id = ++p->next_id;
  char line[512];
  snprintf(line, sizeof line, "%ld %s", id, command);
  if (!write_line(p, line))
    return GTP_IO_CLOSED;
  /* Let it think, reading what it says meanwhile. */
  for (long end = now_ms() + think_ms, left; (left = end - now_ms()) > 0;) {
    struct pollfd pfd = {.fd = p->from_engine, .events = POLLIN};
    if (poll(&pfd, 1, (int)left) > 0 && pump(p, true) == GTP_IO_CLOSED)
      return GTP_IO_CLOSED;
  }
  /* Any command ends the stream; its own answer comes later and is dropped
   * as a late one. */
  snprintf(line, sizeof line, "%ld name", ++p->next_id);
  if (!write_line(p, line))
    return GTP_IO_CLOSED;
  return await_answer(p, id, r, timeout_ms, true);
}
