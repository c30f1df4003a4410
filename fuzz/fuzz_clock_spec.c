/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the clock-spec reader (clock_parse, what the command
 * line and the settings give) and its writer (clock_format).
 *
 * Properties: nothing crashes or reads out of bounds; a refused text comes
 * with a reason; an accepted one gives a sound spec (a known system, times
 * and counts positive where the system uses them, a cap not below the main
 * time), and writing it and reading that back gives the same spec (when
 * there is no clock, only that: "!warn" has nothing to warn of), and
 * writing that again the same text. The clock built on an accepted spec
 * must also run: a few moves at times taken from the input, with the time
 * left never negative.
 *
 * A broken property prints its name and traps, which libFuzzer reports as
 * a crash. HOSHI_FUZZ_IGNORE (names separated by commas) lets a run look
 * past properties already known to fail. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/clock.h"

#include "property.h"

static bool same_spec(const clock_spec *a, const clock_spec *b)
{
  if (a->system == CLOCK_NONE || b->system == CLOCK_NONE)
    return a->system == b->system;
  return a->system == b->system && a->main_ms == b->main_ms && a->periods == b->periods &&
         a->period_ms == b->period_ms && a->stones == b->stones &&
         a->increment_ms == b->increment_ms && a->cap_ms == b->cap_ms &&
         a->warn_only == b->warn_only;
}

static void check_sound(const clock_spec *s)
{
  switch (s->system) {
  case CLOCK_NONE:
    return;
  case CLOCK_ABSOLUTE:
    PROPERTY("spec-absolute", s->main_ms > 0);
    return;
  case CLOCK_BYOYOMI:
    PROPERTY("spec-byoyomi", s->main_ms > 0 && s->periods > 0 && s->period_ms > 0);
    return;
  case CLOCK_CANADIAN:
    PROPERTY("spec-canadian", s->main_ms > 0 && s->stones > 0 && s->period_ms > 0);
    return;
  case CLOCK_FISCHER:
    PROPERTY("spec-fischer",
             s->main_ms > 0 && s->increment_ms > 0 && (s->cap_ms == 0 || s->cap_ms >= s->main_ms));
    return;
  }
  PROPERTY("spec-system", false);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char text[256];
  if (size >= sizeof text)
    return 0;
  memcpy(text, data, size);
  text[size] = '\0';
  clock_spec spec;
  hoshi_error why = {0};
  if (!clock_parse(text, &spec, &why)) {
    PROPERTY("refusal-has-reason", why.message[0] != '\0');
    return 0;
  }
  check_sound(&spec);
  char written[128];
  clock_format(&spec, written, sizeof written);
  PROPERTY("written-fits", strlen(written) + 1 < sizeof written);
  clock_spec again;
  hoshi_error why2 = {0};
  bool read = clock_parse(written, &again, &why2);
  if (!read)
    fprintf(stderr, "'%s' was written as '%s', which does not read back: %s\n", text, written,
            why2.message);
  else if (!same_spec(&spec, &again))
    fprintf(stderr, "'%s' was written as '%s', which reads back as another spec\n", text, written);
  PROPERTY("written-reads-back", read);
  PROPERTY("written-same-spec", !read || same_spec(&spec, &again));
  char rewritten[128];
  clock_format(&again, rewritten, sizeof rewritten);
  PROPERTY("written-twice-same-text", !read || strcmp(written, rewritten) == 0);

  /* A few moves, their times from the input's bytes (in seconds). */
  game_clock c;
  clock_init(&c, &spec);
  int64_t now = 0;
  clock_start(&c, COLOR_BLACK, now);
  for (size_t i = 0; i < size && i < 16; i++) {
    now += (int64_t)data[i] * 1000;
    clock_move(&c, now);
    for (int k = COLOR_BLACK; k <= COLOR_WHITE; k++) {
      clock_side s = clock_peek(&c, (enum color)k, now);
      PROPERTY("clock-time-left", s.main_ms >= 0 && s.period_ms >= 0 && s.periods >= 0);
    }
  }
  return 0;
}
