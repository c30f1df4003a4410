/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The file dialogs (see files.h). */
#include "app/files.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "app/textedit.h"

void files_init(app_files *f)
{
  memset(f, 0, sizeof *f);
  filelist_init(&f->list);
}

void files_deinit(app_files *f) { filelist_deinit(&f->list); }

/* An error the dialog shows is the answer to what was just done in it:
 * one said before it opened, or before the next key, is no longer. */
static void forget_error(app_status *status)
{
  if (status->error)
    status_say(status, false, "%s", "");
}

void files_open_list(app_files *f, const char *game_path, app_status *status)
{
  forget_error(status);
  if (!filelist_open(&f->list, filelist_start_dir(game_path[0] ? game_path : NULL)))
    status_say(status, true, "%s", f->list.error);
}

/* The name field takes the focus, its text selected: typing replaces it. */
static void focus_name(app_files *f)
{
  f->save_name_focus = true;
  field_init(&f->name, f->save_name, sizeof f->save_name, false, true);
  f->replace[0] = 0;
}

void files_open_save_as(app_files *f, const char *game_path, app_status *status)
{
  forget_error(status);
  filelist_open(&f->list, filelist_start_dir(game_path[0] ? game_path : NULL));
  snprintf(f->save_name, sizeof f->save_name, "%.200s",
           game_path[0] ? os_file_name(game_path) : _("game.sgf"));
  focus_name(f);
}

/* The rows above the list: in "save as" the name and the Save button,
 * then in both the choice of every file or only records. */
static int head_rows(bool saving) { return saving ? 3 : 1; }

/* The rows the list shows: a dialog's rows, less those above it. */
static int rows(const ui_layout *layout, bool saving)
{
  return layout_dialog_rows(layout) - head_rows(saving);
}

/* Up and Down; in "save as", Up from the top of the list goes to the name
 * and Down from the name to the list. */
static app_request move(app_files *f, bool saving, int step, const ui_layout *layout)
{
  if (saving && step < 0 && f->list.selected == 0 && !f->save_name_focus) {
    focus_name(f);
    return REQUEST_DONE;
  }
  if (saving && step > 0 && f->save_name_focus) {
    f->save_name_focus = false;
    return REQUEST_DONE;
  }
  filelist_move(&f->list, step, rows(layout, saving));
  return REQUEST_DONE;
}

/* Enter in the list: a folder is entered; a file opens, or in "save as"
 * gives its name; on the name, the game is saved under it. */
static app_request accept(app_files *f, bool saving, app_status *status)
{
  filelist *fl = &f->list;
  if (!saving) {
    if (!filelist_activate(fl, f->chosen, sizeof f->chosen))
      return REQUEST_DONE;
    app_request r = app_request_of(REQ_OPEN_FILE);
    r.path = f->chosen;
    return r;
  }
  if (!f->save_name_focus) {
    if (fl->n && fl->entries[fl->selected].is_dir) {
      filelist_activate(fl, f->chosen, sizeof f->chosen);
    } else if (fl->n) {
      snprintf(f->save_name, sizeof f->save_name, "%s", fl->entries[fl->selected].name);
      focus_name(f);
    }
    return REQUEST_DONE;
  }
  hoshi_error why = {0};
  if (!filelist_join(fl, f->save_name, f->chosen, sizeof f->chosen, &why)) {
    status_say(status, true, "%s", why.message);
    return REQUEST_DONE;
  }
  /* A file that is there already: asked once (Enter again replaces it). */
  struct stat st;
  if (os_stat(f->chosen, &st) == 0 && strcmp(f->replace, f->chosen) != 0) {
    snprintf(f->replace, sizeof f->replace, "%s", f->chosen);
    status_say(status, true,
               _("%s already exists. Enter (or Save) again replaces it; change "
                 "the name to keep it."),
               os_file_name(f->chosen));
    return REQUEST_DONE;
  }
  f->replace[0] = 0;
  app_request r = app_request_of(REQ_SAVE_TO);
  r.path = f->chosen;
  return r;
}

app_request files_action(app_files *f, bool saving, enum app_action action, int arg,
                         const ui_input *in, const ui_layout *layout, app_status *status)
{
  filelist *fl = &f->list;
  int n = rows(layout, saving);
  bool on_name = saving && f->save_name_focus;
  forget_error(status);
  /* In the name field the editing keys are the field's. */
  if (on_name && (action == ACT_LIST_ENDS || action == ACT_ERASE || action == ACT_EDIT)) {
    if (field_key(&f->name, in))
      f->replace[0] = 0;
    return REQUEST_DONE;
  }
  switch (action) {
  case ACT_ROW: {
    int k = in->row - 1;
    if (saving && k == 0) {
      if (f->save_name_focus && in->row_at >= 0)
        field_click(&f->name, in->row_at);
      else
        focus_name(f);
      return REQUEST_DONE;
    }
    if (saving && k == 1) { /* [ Save ] */
      f->save_name_focus = true;
      return accept(f, saving, status);
    }
    if (k == head_rows(saving) - 1)
      return files_action(f, saving, ACT_ALL_FILES, 0, in, layout, status);
    size_t at = fl->top + (size_t)(k - head_rows(saving));
    if (k < head_rows(saving) || at >= fl->n)
      return REQUEST_IGNORED;
    f->save_name_focus = false;
    filelist_move(fl, (int)at - (int)fl->selected, n);
    /* A double click opens (a folder, a file; in "save as" a file's name
     * goes to the field). */
    return in->clicks >= 2 ? accept(f, saving, status) : REQUEST_DONE;
  }
  case ACT_ALL_FILES:
    fl->all = !fl->all;
    filelist_open(fl, fl->dir);
    status_say(status, false, "%s",
               fl->all ? _("Every file is listed.") : _("Only game records (.sgf) are listed."));
    return REQUEST_DONE;
  case ACT_LIST:
    if (arg == 0) { /* the wheel: three rows a notch */
      filelist_move(fl, in->wheel > 0 ? -3 : 3, n);
      return REQUEST_DONE;
    }
    return move(f, saving, arg, layout);
  case ACT_LIST_PAGE:
    filelist_move(fl, arg * n, n);
    return REQUEST_DONE;
  case ACT_LIST_ENDS:
    filelist_move(fl, arg * (int)fl->n, n);
    return REQUEST_DONE;
  case ACT_CANCEL:
    status_say(status, false, "%s", saving ? _("Not saved.") : _("Nothing opened."));
    return app_request_of(REQ_CANCEL);
  case ACT_ERASE:
    filelist_up(fl);
    filelist_move(fl, 0, n);
    return REQUEST_DONE;
  case ACT_ACCEPT:
    return accept(f, saving, status);
  default:
    return REQUEST_IGNORED;
  }
}

bool files_text(app_files *f, bool saving, const char *text, const ui_layout *layout)
{
  if (saving) {
    if (!f->save_name_focus)
      focus_name(f);
    field_insert(&f->name, text);
    f->replace[0] = 0;
    return true;
  }
  filelist_select_prefix(&f->list, text);
  filelist_move(&f->list, 0, layout_dialog_rows(layout));
  return true;
}

void files_view(const app_files *f, bool saving, const app_status *status, const ui_layout *layout,
                view_overlay *o)
{
  const filelist *fl = &f->list;
  snprintf(o->title, sizeof o->title, saving ? _("Save in %.80s") : _("Open from %.80s"), fl->dir);
  if (saving) {
    view_row *r = view_add_row(o);
    snprintf(r->label, sizeof r->label, "%s", _("File name"));
    if (f->save_name_focus)
      field_show_plain(&f->name, r->value, sizeof r->value, &r->sel_from, &r->sel_to);
    else
      snprintf(r->value, sizeof r->value, "%.180s", f->save_name);
    r->selected = f->save_name_focus;
    r = view_add_row(o);
    snprintf(r->value, sizeof r->value, "%s", _("[ Save ]"));
  }
  view_row *all = view_add_row(o);
  snprintf(all->value, sizeof all->value, "%s",
           fl->all ? _("[ Only game records ]") : _("[ Every file ]"));
  int shown = rows(layout, saving);
  if (shown > VIEW_ROWS - 1)
    shown = VIEW_ROWS - 1;
  for (size_t i = fl->top; i < fl->n && (int)(i - fl->top) < shown; i++) {
    view_row *r = view_add_row(o);
    const filelist_entry *e = &fl->entries[i];
    r->label[0] = 0;
    if (e->is_dir)
      snprintf(r->value, sizeof r->value, "%s/", e->name);
    else
      snprintf(r->value, sizeof r->value, _("%s  (%lld KB)"), e->name, (e->size + 1023) / 1024);
    r->selected = i == fl->selected && !(saving && f->save_name_focus);
  }
  if (fl->error[0]) {
    snprintf(o->message, sizeof o->message, "%.190s", fl->error);
    o->message_error = true;
  } else if (status->error) {
    snprintf(o->message, sizeof o->message, "%.190s", status->text);
    o->message_error = true;
  } else if (fl->n <= 1) {
    snprintf(o->message, sizeof o->message, "%s",
             fl->all ? _("No files here.")
                     : _("No game records (.sgf) here. Ctrl+H lists every file."));
  } else if (fl->n > (size_t)shown) {
    /* The list shows a window of the folder: where it is, and how to see
     * the rest (at 1280x720, x1.5, four rows). */
    size_t last = fl->top + (size_t)shown < fl->n ? fl->top + (size_t)shown : fl->n;
    snprintf(o->message, sizeof o->message,
             _("%zu to %zu of %zu: the wheel or Page Down shows the others."), fl->top + 1, last,
             fl->n);
  }
  snprintf(o->hint, sizeof o->hint, "%s",
           saving ? _("Type a name, Enter or Save saves - Down: the folders - Backspace in the "
                      "list: up - Esc or click outside: cancel")
                  : _("Up/Down, click, type a letter - Enter or double click: open - Backspace: "
                      "up a folder - Esc or click outside: cancel"));
}
