/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The list of keys (see help.h). */
#include "app/help.h"

#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"

/* Copies src into out (size bytes): whole when it fits, else up to the
 * last word that does, never inside a word or a character. */
static void copy_words(char *out, size_t size, const char *src)
{
  size_t n = strlen(src);
  if (n >= size) {
    n = size - 1;
    while (n > 0 && src[n] != ' ')
      n--;
    while (n > 0 && ((unsigned char)src[n] & 0xc0) == 0x80)
      n--;
  }
  memcpy(out, src, n);
  out[n] = 0;
}

void help_open(app_help *h, enum app_mode back) { h->back = back; }

app_request help_action(app_help *h, enum app_action action, int arg, const ui_input *in)
{
  (void)h, (void)arg, (void)in;
  return action == ACT_CLOSE_HELP ? app_request_of(REQ_CANCEL) : REQUEST_IGNORED;
}

void help_view(const app_help *h, view_overlay *o)
{
  snprintf(o->title, sizeof o->title, "%s", _("Keys"));
  o->list = true;
  size_t n;
  const key_binding *k = keys_all(&n);
  enum key_group first = h->back == MODE_SCORE ? GROUP_SCORING : GROUP_PLAYING;
  for (int step = 0; step < GROUP_COUNT; step++) {
    enum key_group g = step == 0 ? first : (enum key_group)(step <= (int)first ? step - 1 : step);
    view_row *head = view_add_row(o);
    head->heading = true;
    snprintf(head->label, sizeof head->label, "%s", keys_group_title(g));
    for (size_t i = 0; i < n; i++) {
      if (k[i].group != g)
        continue;
      view_row *r = view_add_row(o);
      /* Under the Scoring heading, "Scoring: X" reads "X". */
      const char *keys = _(k[i].keys), *colon = strchr(keys, ':');
      if (g == GROUP_SCORING && colon && colon[1] == ' ')
        keys = colon + 2;
      copy_words(r->label, sizeof r->label, keys);
      copy_words(r->value, sizeof r->value, _(k[i].help));
    }
  }
  snprintf(o->hint, sizeof o->hint, "%s",
           _("Page Down, Page Up or the wheel: more keys - any other key or a click: close"));
}
