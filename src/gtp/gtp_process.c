/* An engine as a child process: fork and exec with an argument vector (never
 * a shell), pipes for stdin and stdout, poll for time limits. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hoshi/gtp.h"

static enum gtp_io ask_with_id(gtp_process *p, const char *command, long id, gtp_response *r,
                               int timeout_ms);

static long now_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

bool gtp_process_start(gtp_process *p, char *const argv[], const char *stderr_path,
                       const char **why)
{
  const char *ignored;
  why = why ? why : &ignored;
  memset(p, 0, sizeof *p);
  p->pid = -1;
  p->to_engine = p->from_engine = -1;
  if (!argv || !argv[0] || !argv[0][0]) {
    *why = "no engine command given";
    return false;
  }
  int in[2], out[2], status_pipe[2];
  if (pipe(in) != 0) {
    *why = "cannot create a pipe";
    return false;
  }
  if (pipe(out) != 0) {
    close(in[0]), close(in[1]);
    *why = "cannot create a pipe";
    return false;
  }
  /* The status pipe closes on a successful exec; if exec fails the child
   * writes its errno into it, so the parent can say why. */
  if (pipe(status_pipe) != 0) {
    close(in[0]), close(in[1]), close(out[0]), close(out[1]);
    *why = "cannot create a pipe";
    return false;
  }
  fcntl(status_pipe[1], F_SETFD, FD_CLOEXEC);
  fcntl(in[1], F_SETFD, FD_CLOEXEC);
  fcntl(out[0], F_SETFD, FD_CLOEXEC);
  pid_t pid = fork();
  if (pid < 0) {
    close(in[0]), close(in[1]), close(out[0]), close(out[1]);
    close(status_pipe[0]), close(status_pipe[1]);
    *why = "cannot start a process";
    return false;
  }
  if (pid == 0) {
    /* The child: its own ends of the pipes as stdin and stdout, the log as
     * stderr, nothing else open, SIGPIPE as a program expects it. */
    close(status_pipe[0]);
    dup2(in[0], 0);
    dup2(out[1], 1);
    int err = open(stderr_path ? stderr_path : "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (err >= 0)
      dup2(err, 2);
    /* Close everything else Hoshi had open (files, other engines' pipes),
     * but the status pipe, which closes itself on exec. */
    long max_fd = sysconf(_SC_OPEN_MAX);
    if (max_fd < 0 || max_fd > 65536)
      max_fd = 65536;
    for (int fd = 3; fd < max_fd; fd++)
      if (fd != status_pipe[1])
        close(fd);
    signal(SIGPIPE, SIG_DFL);
    execvp(argv[0], argv);
    int e = errno;
    ssize_t unused = write(status_pipe[1], &e, sizeof e);
    (void)unused;
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  close(status_pipe[1]);
  int child_errno = 0;
  ssize_t got;
  do
    got = read(status_pipe[0], &child_errno, sizeof child_errno);
  while (got < 0 && errno == EINTR);
  close(status_pipe[0]);
  if (got == (ssize_t)sizeof child_errno) {
    waitpid(pid, NULL, 0);
    close(in[1]);
    close(out[0]);
    *why =
        child_errno == ENOENT ? "the engine program was not found" : "the engine could not be run";
    return false;
  }
  /* A dead engine must not kill Hoshi with SIGPIPE. */
  signal(SIGPIPE, SIG_IGN);
  p->pid = pid;
  p->to_engine = in[1];
  p->from_engine = out[0];
  return true;
}

/* Looks for a complete response (ending in a blank line) in the buffer and
 * moves it out. Returns true when one was found. */
static bool take_response(gtp_process *p, char *raw, size_t n)
{
  size_t lead = 0;
  while (lead < p->len && (p->buf[lead] == '\n' || p->buf[lead] == '\r'))
    lead++;
  memmove(p->buf, p->buf + lead, p->len - lead);
  p->len -= lead;
  for (size_t i = 0; i + 1 < p->len; i++) {
    size_t end = 0;
    if (p->buf[i] == '\n' && p->buf[i + 1] == '\n')
      end = i + 2;
    else if (p->buf[i] == '\n' && p->buf[i + 1] == '\r' && i + 2 < p->len && p->buf[i + 2] == '\n')
      end = i + 3;
    if (!end)
      continue;
    size_t m = end < n ? end : n - 1;
    memcpy(raw, p->buf, m);
    raw[m] = '\0';
    memmove(p->buf, p->buf + end, p->len - end);
    p->len -= end;
    return true;
  }
  return false;
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
    with_id = malloc(n);
    if (!with_id)
      return GTP_IO_CLOSED;
    snprintf(with_id, n, "%ld %s", id, command);
    command = with_id;
  }
  enum gtp_io io = ask_with_id(p, command, id, r, timeout_ms);
  free(with_id);
  return io;
}

static enum gtp_io ask_with_id(gtp_process *p, const char *command, long id, gtp_response *r,
                               int timeout_ms)
{
  size_t len = strlen(command);
  const char *s = command;
  while (len > 0) {
    ssize_t w = write(p->to_engine, s, len);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return GTP_IO_CLOSED;
    s += w;
    len -= (size_t)w;
  }
  if (command[0] && command[strlen(command) - 1] != '\n' && write(p->to_engine, "\n", 1) != 1)
    return GTP_IO_CLOSED;
  long deadline = now_ms() + timeout_ms;
  char raw[GTP_RESPONSE_MAX];
  for (;;) {
    if (take_response(p, raw, sizeof raw)) {
      if (!gtp_parse_response(raw, r))
        return GTP_IO_GARBAGE;
      if (r->has_id && r->id != id)
        continue; /* a late answer to an earlier command */
      return GTP_IO_OK;
    }
    if (p->len + 1 >= sizeof p->buf)
      return GTP_IO_GARBAGE; /* a response larger than any GTP answer */
    long left = deadline - now_ms();
    if (left <= 0)
      return GTP_IO_TIMEOUT;
    struct pollfd pfd = {.fd = p->from_engine, .events = POLLIN};
    int ready = poll(&pfd, 1, (int)left);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0)
      continue;
    ssize_t got = read(p->from_engine, p->buf + p->len, sizeof p->buf - 1 - p->len);
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      return GTP_IO_CLOSED;
    p->len += (size_t)got;
  }
}

void gtp_process_stop(gtp_process *p)
{
  if (p->pid <= 0)
    return;
  gtp_response r;
  gtp_process_ask(p, "quit", &r, 1000);
  close(p->to_engine);
  close(p->from_engine);
  for (int i = 0; i < 20; i++) {
    if (waitpid(p->pid, NULL, WNOHANG) == p->pid) {
      p->pid = -1;
      return;
    }
    struct timespec ms50 = {0, 50 * 1000000L};
    nanosleep(&ms50, NULL);
  }
  kill(p->pid, SIGTERM);
  struct timespec ms200 = {0, 200 * 1000000L};
  nanosleep(&ms200, NULL);
  if (waitpid(p->pid, NULL, WNOHANG) != p->pid) {
    kill(p->pid, SIGKILL);
    waitpid(p->pid, NULL, 0);
  }
  p->pid = -1;
}
