/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The toolbar: the actions people look for first, a button each (new,
 * open, save, undo, pass, resign, score, the markup and setup tools,
 * presenter mode, export, the exercises, analysis, the sounds, the theme,
 * full screen, help). A button does what its key does: it names an action
 * of the key table, and its tooltip shows that key, read from the same
 * table, so the two cannot disagree. No SDL here.
 */
#ifndef HOSHI_APP_TOOLBAR_H
#define HOSHI_APP_TOOLBAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/keys.h"

typedef struct toolbar_item {
  const char *icon; /* a glyph of the panel's font, "" for a stone */
  uint8_t stone;    /* a stone of this colour instead of a glyph (setup) */
  enum app_action action;
  int arg;
  const char *name; /* N_(): what it does, for its tooltip */
} toolbar_item;

/* Every button, in order. */
const toolbar_item *toolbar_items(int *n);

/* The key that does the same (the first of the key table's chords for the
 * action and argument), as people read it ("Ctrl+Z", "1", "F1"); "" when
 * only the mouse does it. */
void toolbar_key(const toolbar_item *it, char *out, size_t len);

/* Whether the button works in a mode: the key table has the action there. */
bool toolbar_applies(const toolbar_item *it, enum app_mode mode);

#endif
