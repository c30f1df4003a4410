/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An engine as a child process (hoshi/process.h starts it, with pipes for
 * its stdin and stdout, on each system): GTP commands with ids, answers
 * read within time limits, analysis streams thinned as they come. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/process.h"

static bool write_line(gtp_process *p, const char *line);
static enum gtp_io await_answer(gtp_process *p, long id, gtp_response *r, int timeout_ms,
                                bool stream);

bool gtp_process_start(gtp_process *p, const char *const argv[], const char *stderr_path,
                       hoshi_error *why)
{
  memset(p, 0, sizeof *p);
  if (!argv || !argv[0] || !argv[0][0]) {
    return hoshi_fail(why, "%s", _("no engine command given"));
  }
  char program[4096];
  struct stat st;
  bool has_dir = strpbrk(argv[0], OS_DIR_SEPARATORS) != NULL;
  bool exists = has_dir && os_stat(argv[0], &st) == 0;
  if (exists && S_ISDIR(st.st_mode))
    return hoshi_fail(why, "%s", _("the engine program is a folder, not a program"));
  if (!gtp_find_program(argv[0], program, sizeof program)) {
    if (exists)
      return hoshi_fail(why, "%s", _("the engine program is not executable"));
    return hoshi_fail(why, "%s",
                      has_dir ? _("the engine program was not found")
                              : _("the engine program was not found (on PATH or in /usr/games)"));
  }
  enum os_proc_error e;
  p->proc = os_proc_start(program, argv, stderr_path, &e);
  if (p->proc)
    return true;
  return hoshi_fail(why, "%s",
                    e == OS_PROC_NOT_FOUND        ? _("the engine program was not found")
                    : e == OS_PROC_NOT_EXECUTABLE ? _("the engine program is not executable")
                    : e == OS_PROC_NOT_PROGRAM
                        ? _("the engine program is not a program this system can run")
                    : e == OS_PROC_NO_PIPE ? _("cannot create a pipe")
                                           : _("the engine could not be run"));
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
  if (!p->proc)
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
  return os_proc_write(p->proc, line, len) && (ended || os_proc_write(p->proc, "\n", 1));
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
  long got = os_proc_read(p->proc, p->buf + p->len, sizeof p->buf - 1 - p->len);
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
  long deadline = (long)os_now_ms() + timeout_ms;
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
    long left = deadline - (long)os_now_ms();
    if (left <= 0)
      return GTP_IO_TIMEOUT;
    enum os_proc_wait ready = os_proc_wait(p->proc, p->cancel, (int)left);
    if (ready == OS_PROC_WOKEN)
      return GTP_IO_CANCELLED;
    if (ready == OS_PROC_READABLE && read_some(p) == GTP_IO_CLOSED)
      return GTP_IO_CLOSED;
  }
}

/* Reads all the engine has written so far, without waiting. What does not
 * fit is forgotten, unless it is an analysis stream (thin_stream). */
static enum gtp_io pump(gtp_process *p, bool stream)
{
  if (!p->proc)
    return GTP_IO_CLOSED;
  for (;;) {
    if (os_proc_wait(p->proc, NULL, 0) != OS_PROC_READABLE)
      return GTP_IO_OK;
    if (p->len + 1 >= sizeof p->buf && !(stream && thin_stream(p)))
      p->len = 0; /* chatter nobody asked for: forget it */
    if (read_some(p) == GTP_IO_CLOSED)
      return GTP_IO_CLOSED;
  }
}

enum gtp_io gtp_process_pump(gtp_process *p) { return pump(p, false); }

/* Ends the engine: its input closed, a grace period to go by itself, then
 * ended for good; how it ended into how (NULL: not wanted); everything of
 * it freed. */
static void finish(gtp_process *p, long grace_ms, char *how, size_t len)
{
  if (!p->proc)
    return;
  os_proc_close_input(p->proc);
  if (!os_proc_wait_end(p->proc, (int)grace_ms))
    os_proc_kill(p->proc, 500);
  if (how)
    os_proc_describe_end(p->proc, how, len);
  os_proc_free(p->proc);
  p->proc = NULL;
}

void gtp_process_reap(gtp_process *p, int wait_ms, char *how, size_t len)
{
  if (!p->proc) {
    snprintf(how, len, "%s", _("ended"));
    return;
  }
  finish(p, wait_ms, how, len);
}

void gtp_process_stop_within(gtp_process *p, int grace_ms)
{
  if (!p->proc)
    return;
  /* quit, without waiting for its answer longer than the grace: an engine
   * busy thinking answers only when it is done. */
  char line[32];
  snprintf(line, sizeof line, "%ld quit\n", ++p->next_id);
  (void)os_proc_write(p->proc, line, strlen(line));
  finish(p, grace_ms, NULL, 0);
}

void gtp_process_stop(gtp_process *p) { gtp_process_stop_within(p, 1000); }

enum gtp_io gtp_process_analyze(gtp_process *p, const char *command, int think_ms, gtp_response *r,
                                int timeout_ms)
{
  if (!p->proc)
    return GTP_IO_CLOSED;
  long id = ++p->next_id;
  char line[512];
  snprintf(line, sizeof line, "%ld %s", id, command);
  if (!write_line(p, line))
    return GTP_IO_CLOSED;
  /* Let it think, reading what it says meanwhile. */
  for (long end = (long)os_now_ms() + think_ms, left; (left = end - (long)os_now_ms()) > 0;) {
    if (os_proc_wait(p->proc, NULL, (int)left) == OS_PROC_READABLE &&
        pump(p, true) == GTP_IO_CLOSED)
      return GTP_IO_CLOSED;
  }
  /* Any command ends the stream; its own answer comes later and is dropped
   * as a late one. */
  snprintf(line, sizeof line, "%ld name", ++p->next_id);
  if (!write_line(p, line))
    return GTP_IO_CLOSED;
  return await_answer(p, id, r, timeout_ms, true);
}
