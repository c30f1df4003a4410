/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the tests of engines share: the fake engine written for them, the
 * count of this process's children (to check that no engine process is
 * left running or as a zombie), and the pipe the workers notify. */
#ifndef HOSHI_TEST_ENGINES_H
#define HOSHI_TEST_ENGINES_H

#include <criterion/criterion.h>
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* tests/data/engines/fake-engine.sh (its modes are listed at its top). */
static inline const char *fake_engine(void)
{
  static char path[1024];
  const char *d = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(d, "HOSHI_TEST_DATA names tests/data (set by ctest)");
  snprintf(path, sizeof path, "%s/engines/fake-engine.sh", d);
  return path;
}

/* Our child processes, zombies included (read from /proc). */
static inline int children(void)
{
  DIR *d = opendir("/proc");
  cr_assert_not_null(d);
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    char path[300], buf[512];
    if (e->d_name[0] < '0' || e->d_name[0] > '9')
      continue;
    snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
    FILE *f = fopen(path, "r");
    if (!f)
      continue;
    size_t got = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[got] = '\0';
    const char *paren = strrchr(buf, ')'); /* the name may hold spaces */
    char state;
    int ppid;
    if (paren && sscanf(paren + 1, " %c %d", &state, &ppid) == 2 && ppid == getpid())
      n++;
  }
  closedir(d);
  return n;
}

/* The workers' notifications, as the window's loop gets them: a pipe that
 * notify writes a byte into, and a wait for it. */
static int wake_pipe[2];

static inline void notify(void *ctx)
{
  (void)ctx;
  ssize_t unused = write(wake_pipe[1], "!", 1);
  (void)unused;
}

static inline void open_wake_pipe(void)
{
  cr_assert_eq(pipe(wake_pipe), 0);
  fcntl(wake_pipe[0], F_SETFL, O_NONBLOCK);
}

static inline void close_wake_pipe(void)
{
  close(wake_pipe[0]);
  close(wake_pipe[1]);
}

static inline double now_ms(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

/* Whether the file at path holds text (in its first 64 KiB). The fake
 * engine writes each command it reads to its stderr, the engine log
 * ("fake engine read: genmove B"), so a log that holds that line says the
 * engine is on that command: a condition to wait for, where a sleep would
 * only guess how long the engine takes to get there. */
static inline bool file_holds(const char *path, const char *text)
{
  static char buf[65536];
  FILE *f = fopen(path, "r");
  if (!f)
    return false;
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = '\0';
  return strstr(buf, text) != NULL;
}

/* Waits up to ms, looking every 10 ms, until the file at path holds text;
 * whether it came. For a worker, which sends its job by itself (the app's
 * players must be pumped meanwhile: test_players.c waits with its loop). */
static inline bool wait_for_text(const char *path, const char *text, int ms)
{
  double deadline = now_ms() + ms;
  while (!file_holds(path, text)) {
    if (now_ms() >= deadline)
      return false;
    struct timespec t = {0, 10 * 1000000L};
    nanosleep(&t, NULL);
  }
  return true;
}

/* Waits up to ms for n notifications (each result a worker posts is one),
 * taking them out of the pipe; whether they all came. */
static inline bool wait_wakes(int n, int ms)
{
  double deadline = now_ms() + ms;
  while (n > 0) {
    int left = (int)(deadline - now_ms());
    if (left <= 0)
      return false;
    struct pollfd p = {.fd = wake_pipe[0], .events = POLLIN};
    if (poll(&p, 1, left) <= 0)
      return false;
    char one;
    n -= read(wake_pipe[0], &one, 1) == 1;
  }
  return true;
}

/* Waits up to ms for a notification and empties the pipe; whether one came. */
static inline bool wait_wake(int ms)
{
  struct pollfd p = {.fd = wake_pipe[0], .events = POLLIN};
  int got = poll(&p, 1, ms);
  char junk[16];
  while (read(wake_pipe[0], junk, sizeof junk) > 0)
    ;
  return got > 0;
}

#endif
