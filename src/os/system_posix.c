/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The process and its place in a POSIX system (see hoshi/os.h): signals,
 * the program's folder, the environment, the locale's numbers and iconv. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <iconv.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "hoshi/os.h"

void os_start(int *argc, char ***argv)
{
  (void)argc, (void)argv;
  /* A file-size limit (ulimit -f) makes a write fail with a message, not
   * kill Hoshi with SIGXFSZ half-way through a save. */
  signal(SIGXFSZ, SIG_IGN);
  /* Started with stdin, stdout or stderr closed (hoshi 2>&-), the next
   * file or pipe opened would take its number: an engine's pipe would be
   * read as Hoshi's input, a save written to its stdout. /dev/null holds
   * the place. */
  for (int fd = 0; fd < 3; fd++)
    if (fcntl(fd, F_GETFD) == -1)
      os_open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0); /* takes the lowest free number: fd */
}

/* SIGTERM, SIGHUP, SIGINT: which came, and SDL's own handler, which turns
 * a signal into its quit event (so the loop wakes). */
static volatile sig_atomic_t signal_seen;
static struct sigaction sdl_term, ours;

static void on_signal(int sig)
{
  signal_seen = sig;
  if (sdl_term.sa_handler != SIG_DFL && sdl_term.sa_handler != SIG_IGN && sdl_term.sa_handler) {
    sdl_term.sa_handler(SIGTERM);
    /* SDL's handler puts itself back in place (signal()), and SDL_Quit
     * then resets a handler of its own to the default: a second SIGTERM
     * during the shutdown would kill Hoshi half-way. Ours stays. */
    sigaction(SIGTERM, &ours, NULL);
  }
}

/* After SDL has set its handlers: ours first, then SDL's. SIGHUP (a
 * logout) is treated as SIGTERM, which SDL does not know. wake is not
 * needed: SDL's handler wakes its loop. */
void os_catch_quit_requests(void (*wake)(void *ctx), void *ctx)
{
  (void)wake, (void)ctx;
  sigaction(SIGTERM, NULL, &sdl_term);
  memset(&ours, 0, sizeof ours);
  ours.sa_handler = on_signal;
  sigemptyset(&ours.sa_mask);
  sigaction(SIGTERM, &ours, NULL);
  sigaction(SIGINT, &ours, NULL);
  sigaction(SIGHUP, &ours, NULL);
}

int os_quit_request(void) { return signal_seen; }

bool os_exe_dir(char *out, size_t len)
{
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0)
    return false;
  exe[n] = 0;
  char *slash = strrchr(exe, '/');
  if (!slash || (size_t)(slash - exe) >= len)
    return false;
  *slash = 0;
  memcpy(out, exe, (size_t)(slash - exe) + 1);
  return true;
}

bool os_setenv(const char *name, const char *value) { return setenv(name, value, 1) == 0; }

void os_die_now(void) { raise(SIGKILL); }

bool os_address_space_limit(unsigned long long *bytes)
{
  struct rlimit r;
  if (getrlimit(RLIMIT_AS, &r) != 0 || r.rlim_cur == RLIM_INFINITY)
    return false;
  *bytes = (unsigned long long)r.rlim_cur;
  return true;
}

const char *os_decimal_point(void)
{
  static char point[8];
  locale_t numeric = newlocale(LC_NUMERIC_MASK, "", (locale_t)0);
  if (!numeric)
    return NULL;
  const char *radix = nl_langinfo_l(RADIXCHAR, numeric);
  snprintf(point, sizeof point, "%s", radix && *radix ? radix : ".");
  freelocale(numeric);
  return point;
}

const char *os_ui_language(void) { return NULL; }

struct os_charset {
  iconv_t cd;
};

os_charset *os_charset_open(const char *name)
{
  iconv_t cd = iconv_open("UTF-8", name);
  if (cd == (iconv_t)-1)
    return NULL;
  os_charset *c = os_malloc(sizeof *c);
  if (!c) {
    iconv_close(cd);
    return NULL;
  }
  c->cd = cd;
  return c;
}

bool os_charset_convert(os_charset *c, const char *in, size_t n, char *out, size_t out_len,
                        size_t *written)
{
  char *src = (char *)(uintptr_t)in, *dst = out;
  size_t left = n, room = out_len;
  iconv(c->cd, NULL, NULL, NULL, NULL);
  if (iconv(c->cd, &src, &left, &dst, &room) == (size_t)-1 ||
      iconv(c->cd, NULL, NULL, &dst, &room) == (size_t)-1)
    return false;
  *written = (size_t)(dst - out);
  return true;
}

void os_charset_close(os_charset *c)
{
  if (!c)
    return;
  iconv_close(c->cd);
  free(c);
}
