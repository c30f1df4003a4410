/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An engine on a thread of its own (see gtp.h). The thread owns the
 * process; the caller's thread only hands in jobs and takes out results,
 * both under one mutex. A wake-up (os_wake) rouses the thread: for a job, an interrupt,
 * or the end. While idle the thread also watches the engine's output, so an
 * engine that exits by itself is reaped and reported at once. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/process.h"

#define MAILBOX    8
#define START_MS   10000 /* an engine's first answers (list_commands, name) */
#define STOP_GRACE 1000  /* from quit to SIGTERM */
/* The same when the worker itself ends (Hoshi quits, a new game): the
 * window waits for it, so an engine busy thinking, which answers quit
 * only when done, is ended at once. */
#define FREE_GRACE 100

struct gtp_worker {
  pthread_t thread;
  pthread_mutex_t lock;
  const char **argv;
  char *log_path;
  void (*notify)(void *);
  void *ctx;
  os_wake *wake; /* set: look at the flags */
  /* Under lock: */
  bool quit, interrupt, busy, stop_engine;
  unsigned job;
  const char **commands;
  int n, timeout_ms;
  gtp_result *mailbox[MAILBOX];
  int n_results;
  /* The thread's own: */
  gtp_process proc;
  bool running;
  /* A built-in engine (gtp_worker_new_builtin): no process, a server on
   * this thread, made at the start and freed at the stop. */
  bool builtin;
  enum gtp_builtin which;
  uint64_t seed;
  gtp_server *server;
};

void gtp_result_free(gtp_result *r)
{
  if (!r)
    return;
  for (int i = 0; i < r->n; i++)
    free(r->answers[i]);
  free(r->answers);
  free(r->known);
  free(r->name);
  free(r);
}

static void post(gtp_worker *w, gtp_result *r)
{
  pthread_mutex_lock(&w->lock);
  if (w->n_results == MAILBOX) {
    gtp_result_free(w->mailbox[0]); /* nobody reads: keep the newest */
    memmove(w->mailbox, w->mailbox + 1, (MAILBOX - 1) * sizeof *w->mailbox);
    w->n_results--;
  }
  w->mailbox[w->n_results++] = r;
  if (r->job)
    w->busy = false;
  pthread_mutex_unlock(&w->lock);
  if (w->notify)
    w->notify(w->ctx);
}

/* Stops the engine: asks the process to quit within grace_ms, or frees
 * the built-in server. */
static void stop(gtp_worker *w, int grace_ms)
{
  if (w->builtin) {
    if (w->server)
      gtp_server_deinit(w->server);
    free(w->server);
    w->server = NULL;
  } else {
    gtp_process_stop_within(&w->proc, grace_ms);
  }
  w->running = false;
}

/* Sends one command: to the process, or to the built-in server, which
 * answers at once (it fails only when memory runs out). */
static enum gtp_io ask(gtp_worker *w, const char *command, gtp_response *resp, int timeout_ms)
{
  if (!w->builtin)
    return gtp_process_ask(&w->proc, command, resp, timeout_ms);
  char *out = w->server ? gtp_server_handle(w->server, command) : NULL;
  bool ok = out && gtp_parse_response(out, resp);
  free(out);
  return ok ? GTP_IO_OK : GTP_IO_CLOSED;
}

/* Turns a failed ask into the result's outcome and words, and stops the
 * engine: after any fault its state is unknown. */
static void fault(gtp_worker *w, gtp_result *r, enum gtp_io io, const char *command, int timeout_ms)
{
  char how[160];
  switch (io) {
  case GTP_IO_TIMEOUT:
    r->outcome = GTP_TIMED_OUT;
    snprintf(r->why, sizeof r->why, _("gave no answer to '%.160s' within %d s and was stopped"),
             command, (timeout_ms + 999) / 1000);
    stop(w, 200);
    break;
  case GTP_IO_GARBAGE:
    r->outcome = GTP_GARBAGE;
    snprintf(r->why, sizeof r->why,
             _("answered '%s' to '%.160s', which is not GTP, and was stopped"), w->proc.garbage,
             command);
    stop(w, 200);
    break;
  case GTP_IO_CANCELLED: {
    r->outcome = GTP_INTERRUPTED;
    snprintf(r->why, sizeof r->why, _("was asked to stop while answering '%.160s', and stopped"),
             command);
    pthread_mutex_lock(&w->lock);
    bool freeing = w->quit;
    pthread_mutex_unlock(&w->lock);
    stop(w, freeing ? FREE_GRACE : STOP_GRACE);
    break;
  }
  default:
    r->outcome = GTP_EXITED;
    if (w->builtin) {
      snprintf(how, sizeof how, "%s", _("ran out of memory"));
      stop(w, 0);
    } else {
      gtp_process_reap(&w->proc, 500, how, sizeof how);
    }
    snprintf(r->why, sizeof r->why, _("%s while answering '%.160s'"), how, command);
    break;
  }
  w->running = false;
}

/* Starts the process, or makes the built-in server. */
static bool launch(gtp_worker *w, hoshi_error *why)
{
  if (!w->builtin) {
    if (!gtp_process_start(&w->proc, w->argv, w->log_path, why))
      return false;
    w->proc.cancel = w->wake;
    return true;
  }
  w->server = os_malloc(sizeof *w->server);
  if (!w->server || !gtp_server_init(w->server, 19, NULL)) {
    free(w->server);
    w->server = NULL;
    return hoshi_fail(why, "%s", _("out of memory"));
  }
  w->server->capture_player = w->which == GTP_BUILTIN_CAPTURE_PLAYER;
  w->server->rng = w->seed;
  return true;
}

/* The start of an engine: the process, then what it can do and its name. */
static bool start(gtp_worker *w, gtp_result *r)
{
  hoshi_error why;
  if (!launch(w, &why)) {
    r->outcome = GTP_NOT_STARTED;
    snprintf(r->why, sizeof r->why, _("could not be started: %s"), why.message);
    return false;
  }
  w->running = true;
  r->started = true;
  static const char *const intro[3] = {"list_commands", "name", "version"};
  char *answers[3] = {NULL, NULL, NULL};
  gtp_response *resp = os_malloc(sizeof *resp);
  if (!resp) {
    r->outcome = GTP_NOT_STARTED;
    snprintf(r->why, sizeof r->why, "%s", _("could not be started: out of memory"));
    stop(w, 200);
    w->running = false;
    return false;
  }
  bool ok = true;
  for (int i = 0; i < 3 && ok; i++) {
    enum gtp_io io = ask(w, intro[i], resp, START_MS);
    if (io != GTP_IO_OK) {
      fault(w, r, io, intro[i], START_MS);
      ok = false;
    } else {
      answers[i] = os_strdup(resp->success ? resp->text : "");
    }
  }
  free(resp);
  if (ok) {
    r->known = answers[0];
    answers[0] = NULL;
    size_t n = strlen(answers[1] ? answers[1] : "") + strlen(answers[2] ? answers[2] : "") + 2;
    r->name = os_malloc(n);
    if (r->name)
      snprintf(r->name, n, "%s%s%s", answers[1] ? answers[1] : "",
               answers[2] && answers[2][0] ? " " : "", answers[2] ? answers[2] : "");
  }
  for (int i = 0; i < 3; i++)
    free(answers[i]);
  return ok;
}

static void run_job(gtp_worker *w, unsigned job, const char **commands, int n, int timeout_ms,
                    bool cancelled)
{
  double t0 = (double)os_now_ms() / 1e3;
  gtp_result *r = os_calloc(1, sizeof *r);
  if (!r) {
    free(commands);
    pthread_mutex_lock(&w->lock);
    w->busy = false; /* nothing can be said without memory */
    pthread_mutex_unlock(&w->lock);
    return;
  }
  r->job = job;
  r->n = n;
  r->answers = os_calloc((size_t)n + 1, sizeof *r->answers);
  r->outcome = GTP_DONE;
  gtp_response *resp = os_malloc(sizeof *resp);
  if (!r->answers || !resp) {
    r->outcome = GTP_NOT_STARTED;
    snprintf(r->why, sizeof r->why, "%s", _("out of memory"));
  } else if (cancelled) {
    r->outcome = GTP_INTERRUPTED;
    snprintf(r->why, sizeof r->why, "%s", _("was asked to stop before it began"));
  } else if (w->running || start(w, r)) {
    for (int i = 0; i < n; i++) {
      bool optional = commands[i][0] == '?';
      const char *command = commands[i] + optional;
      int think = -1;
      if (command[0] == '~' && strchr(command, ' ')) {
        think = atoi(command + 1);
        command = strchr(command, ' ') + 1;
      }
      enum gtp_io io = think >= 0 && !w->builtin
                           ? gtp_process_analyze(&w->proc, command, think, resp, timeout_ms)
                           : ask(w, command, resp, timeout_ms);
      if (io != GTP_IO_OK) {
        fault(w, r, io, command, timeout_ms);
        break;
      }
      if (!resp->success && !optional) {
        r->outcome = GTP_REFUSED;
        r->answers[i] = os_strdup(resp->text);
        snprintf(r->why, sizeof r->why, _("refused '%.160s': %.200s"), command,
                 resp->text[0] ? resp->text : _("(no reason given)"));
        /* What it holds is no longer known: it starts afresh. */
        stop(w, STOP_GRACE);
        w->running = false;
        break;
      }
      r->answers[i] = resp->success ? os_strdup(resp->text) : NULL;
      r->answered = i + 1;
    }
  }
  free(resp);
  free(commands);
  r->seconds = (double)os_now_ms() / 1e3 - t0;
  pthread_mutex_lock(&w->lock);
  w->interrupt = false;
  pthread_mutex_unlock(&w->lock);
  post(w, r);
}

static void *thread_main(void *arg)
{
  gtp_worker *w = arg;
  for (;;) {
    /* Idle: wait for a wake-up, and watch the engine's output. */
    enum os_proc_wait ready = w->running && !w->builtin   ? os_proc_wait(w->proc.proc, w->wake, -1)
                              : os_wake_wait(w->wake, -1) ? OS_PROC_WOKEN
                                                          : OS_PROC_TIMEOUT;
    if (w->running && ready == OS_PROC_READABLE && gtp_process_pump(&w->proc) == GTP_IO_CLOSED) {
      gtp_result *r = os_calloc(1, sizeof *r);
      char how[160];
      gtp_process_reap(&w->proc, 500, how, sizeof how);
      w->running = false;
      if (r) {
        r->outcome = GTP_EXITED;
        snprintf(r->why, sizeof r->why, _("%s while waiting for its turn"), how);
        post(w, r);
      }
    }
    if (ready != OS_PROC_WOKEN)
      continue;
    os_wake_clear(w->wake);
    pthread_mutex_lock(&w->lock);
    bool quit = w->quit, stop_now = w->stop_engine;
    w->stop_engine = false;
    const char **commands = w->commands;
    int n = w->n, timeout_ms = w->timeout_ms;
    unsigned job = w->job;
    w->commands = NULL;
    /* An interrupt that came while idle stops nothing; one that came
     * between the job's submission and now stops the job before it
     * begins (the person pressed Esc at once). */
    bool cancelled = w->interrupt && commands;
    w->interrupt = false;
    pthread_mutex_unlock(&w->lock);
    if (quit) {
      free(commands);
      break;
    }
    if (stop_now && w->running) {
      stop(w, STOP_GRACE);
      w->running = false;
    }
    if (commands)
      run_job(w, job, commands, n, timeout_ms, cancelled);
  }
  if (w->running)
    stop(w, FREE_GRACE);
  w->running = false;
  return NULL;
}

static gtp_worker *worker_new(gtp_worker *w, const char *const argv[], const char *log_path,
                              void (*notify)(void *ctx), void *ctx)
{
  if (!w)
    return NULL;
  static const char *const none[] = {NULL};
  w->argv = os_argv_copy(argv ? argv : none, -1);
  w->log_path = log_path ? os_strdup(log_path) : NULL;
  w->notify = notify;
  w->ctx = ctx;
  if (!w->argv || (log_path && !w->log_path) || !(w->wake = os_wake_new()))
    goto fail;
  if (pthread_mutex_init(&w->lock, NULL) != 0)
    goto fail;
  if (pthread_create(&w->thread, NULL, thread_main, w) != 0) {
    pthread_mutex_destroy(&w->lock);
    goto fail;
  }
  return w;
fail:
  os_wake_free(w->wake);
  free(w->argv);
  free(w->log_path);
  free(w);
  return NULL;
}

gtp_worker *gtp_worker_new(const char *const argv[], const char *log_path,
                           void (*notify)(void *ctx), void *ctx)
{
  return worker_new(os_calloc(1, sizeof(gtp_worker)), argv, log_path, notify, ctx);
}

gtp_worker *gtp_worker_new_builtin(enum gtp_builtin which, uint64_t seed, void (*notify)(void *ctx),
                                   void *ctx)
{
  gtp_worker *w = os_calloc(1, sizeof *w);
  if (w) {
    w->builtin = true;
    w->which = which;
    w->seed = seed;
  }
  return worker_new(w, NULL, NULL, notify, ctx);
}

static void wake(gtp_worker *w) { os_wake_set(w->wake); }

bool gtp_worker_submit(gtp_worker *w, unsigned job, const char *const commands[], int n,
                       int timeout_ms)
{
  const char **copy = os_argv_copy(commands, n);
  if (!copy)
    return false;
  pthread_mutex_lock(&w->lock);
  if (w->busy || w->quit) {
    pthread_mutex_unlock(&w->lock);
    free(copy);
    return false;
  }
  free(w->commands);
  w->commands = copy;
  w->n = n;
  w->job = job;
  w->timeout_ms = timeout_ms;
  w->busy = true;
  w->interrupt = false;
  pthread_mutex_unlock(&w->lock);
  wake(w);
  return true;
}

bool gtp_worker_busy(gtp_worker *w)
{
  pthread_mutex_lock(&w->lock);
  bool busy = w->busy;
  pthread_mutex_unlock(&w->lock);
  return busy;
}

gtp_result *gtp_worker_poll(gtp_worker *w)
{
  pthread_mutex_lock(&w->lock);
  gtp_result *r = NULL;
  if (w->n_results > 0) {
    r = w->mailbox[0];
    memmove(w->mailbox, w->mailbox + 1, (size_t)(w->n_results - 1) * sizeof *w->mailbox);
    w->n_results--;
  }
  pthread_mutex_unlock(&w->lock);
  return r;
}

void gtp_worker_interrupt(gtp_worker *w)
{
  pthread_mutex_lock(&w->lock);
  bool busy = w->busy;
  w->interrupt = busy;
  pthread_mutex_unlock(&w->lock);
  if (busy)
    wake(w);
}

void gtp_worker_stop_engine(gtp_worker *w)
{
  pthread_mutex_lock(&w->lock);
  w->stop_engine = true;
  pthread_mutex_unlock(&w->lock);
  wake(w);
}

void gtp_worker_free(gtp_worker *w)
{
  if (!w)
    return;
  pthread_mutex_lock(&w->lock);
  w->quit = true;
  pthread_mutex_unlock(&w->lock);
  wake(w);
  pthread_join(w->thread, NULL);
  pthread_mutex_destroy(&w->lock);
  for (int i = 0; i < w->n_results; i++)
    gtp_result_free(w->mailbox[i]);
  os_wake_free(w->wake);
  free(w->commands);
  free(w->argv);
  free(w->log_path);
  free(w);
}
