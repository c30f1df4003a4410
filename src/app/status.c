/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The status line (see status.h). */
#include "app/status.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"

static void say(app_status *s, bool error, bool echo, const char *fmt, va_list ap)
    HOSHI_PRINTF(4, 0);
static void say(app_status *s, bool error, bool echo, const char *fmt, va_list ap)
{
  vsnprintf(s->text, sizeof s->text, fmt, ap);
  s->error = error;
  s->echo = echo;
}

void status_say(app_status *s, bool error, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  say(s, error, false, fmt, ap);
  va_end(ap);
}

void status_echo(app_status *s, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  say(s, false, true, fmt, ap);
  va_end(ap);
}

void status_append(app_status *s, const char *fmt, ...)
{
  size_t n = strlen(s->text);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(s->text + n, sizeof s->text - n, fmt, ap);
  va_end(ap);
  s->echo = false; /* what is added is news */
}

const char *app_color_name(enum color c) { return c == COLOR_BLACK ? _("Black") : _("White"); }

bool app_default_name(const char *name, enum color c)
{
  return strcmp(name, app_color_name(c)) == 0 ||
         strcmp(name, c == COLOR_BLACK ? "Black" : "White") == 0;
}
