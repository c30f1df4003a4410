/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The toolbar (see toolbar.h). */
#include "app/toolbar.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "app/tools.h"

static const toolbar_item items[] = {
    {"\u271a", 0, ACT_NEW_GAME, 0, N_("New game")},
    {"\u25a4", 0, ACT_OPEN, 0, N_("Open a game")},
    {"\u21e9", 0, ACT_SAVE, 0, N_("Save")},
    {"\u21b6", 0, ACT_UNDO, -1, N_("Undo")},
    {"\u21e5", 0, ACT_PASS, 0, N_("Pass")},
    {"\u2690", 0, ACT_RESIGN, 0, N_("Resign")},
    {"\u2211", 0, ACT_SCORE, 0, N_("Score the position")},
    {"\u25b3", 0, ACT_TOOL, TOOL_TRIANGLE, N_("Triangle")},
    {"\u25a1", 0, ACT_TOOL, TOOL_SQUARE, N_("Square")},
    {"\u25cb", 0, ACT_TOOL, TOOL_CIRCLE, N_("Circle")},
    {"\u2715", 0, ACT_TOOL, TOOL_CROSS, N_("Cross")},
    {"A", 0, ACT_TOOL, TOOL_LETTERS, N_("Letters")},
    {"1", 0, ACT_TOOL, TOOL_NUMBERS, N_("Numbers")},
    {"Ab", 0, ACT_TOOL, TOOL_LABEL, N_("A label of your own text")},
    {"\u279a", 0, ACT_TOOL, TOOL_ARROW, N_("Arrow")},
    {"\u2571", 0, ACT_TOOL, TOOL_LINE, N_("Line")},
    {"\u25d0", 0, ACT_TOOL, TOOL_DIM, N_("Dim points")},
    {"", 1, ACT_TOOL, TOOL_BLACK, N_("Set up: add Black")},
    {"", 2, ACT_TOOL, TOOL_WHITE, N_("Set up: add White")},
    /* The game information is a click on the players' line or Ctrl+I; the
     * tree is shown or hidden by Ctrl+T; a set-up stone is taken away by a
     * click with the set-up tool of its colour (or X, the eraser), so the
     * eraser's button gave way to Learn's (30 buttons: two rows at
     * 1024x768). */
    {"\u2750", 0, ACT_PRESENTER, 0, N_("Presenter mode: a window for the room on the projector")},
    {"\u25a8", 0, ACT_EXPORT, 0, N_("Export: a diagram, a handout, the counting page")},
    {"\u25ce", 0, ACT_PROBLEM, 0, N_("This position as a problem")},
    {"\u2714", 0, ACT_MARK_LINE, 1,
     N_("Writing a problem: this line is a correct answer (Shift+click: a wrong one)")},
    {"\u2609", 0, ACT_GUESS, 0, N_("Guess the next move")},
    {"\u2605", 0, ACT_LEARN, 0, N_("Learn: the course for beginners, set by set")},
    {"%", 0, ACT_ANALYZE, 0, N_("Analysis by an engine")},
    {"\u266a", 0, ACT_SOUND, 0, N_("Sounds on or off")},
    {"\u25d1", 0, ACT_THEME, 0, N_("Classic or projector theme")},
    {"\u229e", 0, ACT_FULLSCREEN, 0, N_("Full screen")},
    {"?", 0, ACT_HELP, 0, N_("The keys")},
};

const toolbar_item *toolbar_items(int *n)
{
  *n = (int)(sizeof items / sizeof items[0]);
  return items;
}

/* The name of a key as the key table's texts write it. */
static const char *key_name(enum input_key k)
{
  switch (k) {
  case KEY_ESCAPE:
    return _("Esc");
  case KEY_ENTER:
    return _("Enter");
  case KEY_DELETE:
    return _("Delete");
  case KEY_UP:
    return _("Up");
  case KEY_DOWN:
    return _("Down");
  case KEY_F1:
    return "F1";
  case KEY_F2:
    return "F2";
  case KEY_F3:
    return "F3";
  case KEY_F5:
    return "F5";
  case KEY_F6:
    return "F6";
  case KEY_F7:
    return "F7";
  case KEY_F11:
    return "F11";
  default:
    return "?";
  }
}

static bool chord_text(const key_chord *c, char *out, size_t len)
{
  if (c->kind != INPUT_KEY || c->key == KEY_ANY)
    return false;
  char key[32];
  if (c->key == KEY_CHAR)
    snprintf(key, sizeof key, "%c", toupper((unsigned char)c->ch));
  else
    snprintf(key, sizeof key, "%s", key_name((enum input_key)c->key));
  snprintf(out, len, "%s%s%s", c->mods & CHORD_CTRL ? _("Ctrl+") : "",
           (c->mods & CHORD_SHIFT) && !(c->mods & CHORD_SHIFT_ANY) ? _("Shift+") : "", key);
  return true;
}

void toolbar_key(const toolbar_item *it, char *out, size_t len)
{
  size_t n;
  const key_binding *k = keys_all(&n);
  out[0] = 0;
  for (size_t i = 0; i < n; i++) {
    if (k[i].action != it->action)
      continue;
    for (int c = 0; c < KEY_CHORDS && k[i].chords[c].kind; c++)
      if (k[i].chords[c].arg == it->arg && chord_text(&k[i].chords[c], out, len))
        return;
  }
}

bool toolbar_applies(const toolbar_item *it, enum app_mode mode)
{
  size_t n;
  const key_binding *k = keys_all(&n);
  for (size_t i = 0; i < n; i++)
    if (k[i].action == it->action && (k[i].modes & KEY_MODE(mode)))
      return true;
  return false;
}
