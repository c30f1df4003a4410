/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the settings file, as the window reads it and
 * writes it back (after the 2026-11-29 review's harness): the input is
 * written to a private file, read (settings_load, settings_read_values),
 * then every value is written back (settings_update) and read again.
 *
 * Properties: nothing crashes, leaks or reads out of bounds; every value
 * read is in its documented domain (size 5 to 25, scale 0.5 to 3, komi
 * finite and no larger than the board, handicap 0 to 9, a time clock_parse
 * takes); a file Hoshi rewrote reads back with the values it was given. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/settings.h"
#include "hoshi/clock.h"

#include "property.h"

static char dir[64], path[128], bak[160];

static void check_domain(const settings_values *v)
{
  PROPERTY("size", v->size >= 5 && v->size <= 25);
  PROPERTY("scale", v->window.ui_scale >= 0.5 && v->window.ui_scale <= 3);
  PROPERTY("komi", isfinite(v->komi) && fabs(v->komi) <= v->size * v->size + 1e-9);
  PROPERTY("handicap", v->handicap >= 0 && v->handicap <= 9);
  PROPERTY("rules", v->rules != NULL);
  clock_spec spec;
  hoshi_error why;
  PROPERTY("time", clock_parse(v->time, &spec, &why));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (!dir[0]) {
    const char *t = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%.40s/fuzz-settings-XXXXXX", t && *t ? t : "/tmp");
    if (!mkdtemp(dir))
      abort();
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    snprintf(bak, sizeof bak, "%s.bak", path);
  }
  unlink(bak);
  FILE *f = fopen(path, "wb");
  if (!f)
    abort();
  fwrite(data, 1, size, f);
  fclose(f);
  settings_file sf;
  settings_values v, again;
  if (!settings_load(&sf, path))
    return 0;
  settings_read_values(&sf, &v);
  bool readable = sf.state == SETTINGS_READ;
  char msg[512];
  settings_message(&sf, msg, sizeof msg);
  settings_free(&sf);
  check_domain(&v);
  char *written = NULL;
  bool backup = false;
  hoshi_error why = {0};
  if (readable && settings_update(path, &v, SETTING_ALL, NULL, &written, &backup, &why)) {
    settings_file sf2;
    PROPERTY("reload", settings_load(&sf2, path));
    settings_read_values(&sf2, &again);
    settings_free(&sf2);
    check_domain(&again);
    PROPERTY("round-trip size", again.size == v.size);
    PROPERTY("round-trip scale", fabs(again.window.ui_scale - v.window.ui_scale) < 1e-3);
    PROPERTY("round-trip komi", again.komi == v.komi);
    PROPERTY("round-trip handicap", again.handicap == v.handicap);
    PROPERTY("round-trip rules", again.rules == v.rules);
    PROPERTY("round-trip time", strcmp(again.time, v.time) == 0);
  }
  free(written);
  return 0;
}
