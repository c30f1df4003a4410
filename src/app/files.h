/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The file dialogs: the list of a folder's game records to open one, and
 * "save as" (the same list under a name field). Opening or saving the game
 * is the hub's: the dialog hands back the path (REQ_OPEN_FILE, REQ_SAVE_TO).
 * No SDL here.
 */
#ifndef HOSHI_APP_FILES_H
#define HOSHI_APP_FILES_H

#include <stdbool.h>

#include "app/filelist.h"
#include "app/keys.h"
#include "ui/layout.h"
#include "app/requests.h"
#include "app/status.h"
#include "app/textedit.h"
#include "ui/view.h"

typedef struct app_files {
  filelist list;
  char save_name[256];
  text_field name;                 /* the name's caret and selection */
  bool save_name_focus;            /* in save as: typing goes to the name */
  char chosen[FILELIST_PATH_MAX];  /* the path handed back */
  char replace[FILELIST_PATH_MAX]; /* a file that exists: saving again there replaces it */
} app_files;

void files_init(app_files *f);
void files_deinit(app_files *f);

/* Opens the list on the folder of the game's file (game_path, "" for none),
 * else the home folder; a folder that cannot be read is said. */
void files_open_list(app_files *f, const char *game_path, app_status *status);

/* Opens "save as" there, with the file's name (or "game.sgf") to edit.
 * Both forget an error said before they opened, as every action in the
 * dialog forgets the one before it: the dialog shows the answer to what
 * was done in it. */
void files_open_save_as(app_files *f, const char *game_path, app_status *status);

/* An action of the key table in the list (saving: in "save as"). Saving
 * under the name of a file that exists asks first: the dialog says so,
 * and Enter again replaces it. */
app_request files_action(app_files *f, bool saving, enum app_action action, int arg,
                         const ui_input *in, const ui_layout *layout, app_status *status);

/* Text typed: the name in "save as", the first letters of a name in the
 * list. */
bool files_text(app_files *f, bool saving, const char *text, const ui_layout *layout);

/* The dialog drawn over the board. */
void files_view(const app_files *f, bool saving, const app_status *status, const ui_layout *layout,
                view_overlay *o);

#endif
