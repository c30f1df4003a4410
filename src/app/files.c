/* The file dialogs (see files.h). */
#include "app/files.h"

#include <stdio.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "app/textedit.h"

void files_init(app_files *f)
{
  memset(f, 0, sizeof *f);
  filelist_init(&f->list);
}

void files_deinit(app_files *f) { filelist_deinit(&f->list); }

void files_open_list(app_files *f, const char *game_path, app_status *status)
{
  if (!filelist_open(&f->list, filelist_start_dir(game_path[0] ? game_path : NULL)))
    status_say(status, true, "%s", f->list.error);
}

void files_open_save_as(app_files *f, const char *game_path)
{
  filelist_open(&f->list, filelist_start_dir(game_path[0] ? game_path : NULL));
  snprintf(f->save_name, sizeof f->save_name, "%.200s",
           game_path[0] ? os_file_name(game_path) : _("game.sgf"));
  f->save_name_focus = true;
}

/* The rows the list shows: a dialog's rows, less the name field's. */
static int rows(const ui_layout *layout, bool saving)
{
  return layout_dialog_rows(layout) - (saving ? 1 : 0);
}

/* Up and Down; in "save as", Up from the top of the list goes to the name
 * and Down from the name to the list. */
static app_request move(app_files *f, bool saving, int step, const ui_layout *layout)
{
  if (saving && step < 0 && f->list.selected == 0 && !f->save_name_focus) {
    f->save_name_focus = true;
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
      f->save_name_focus = true;
    }
    return REQUEST_DONE;
  }
  hoshi_error why = {0};
  if (!filelist_join(fl, f->save_name, f->chosen, sizeof f->chosen, &why)) {
    status_say(status, true, "%s", why.message);
    return REQUEST_DONE;
  }
  app_request r = app_request_of(REQ_SAVE_TO);
  r.path = f->chosen;
  return r;
}

app_request files_action(app_files *f, bool saving, enum app_action action, int arg,
                         const ui_layout *layout, app_status *status)
{
  filelist *fl = &f->list;
  int n = rows(layout, saving);
  switch (action) {
  case ACT_LIST:
    return move(f, saving, arg, layout);
  case ACT_LIST_PAGE:
    filelist_move(fl, arg * n, n);
    return REQUEST_DONE;
  case ACT_LIST_ENDS:
    if (saving && f->save_name_focus)
      return REQUEST_IGNORED;
    filelist_move(fl, arg * (int)fl->n, n);
    return REQUEST_DONE;
  case ACT_CANCEL:
    status_say(status, false, "%s", saving ? _("Not saved.") : _("Nothing opened."));
    return app_request_of(REQ_CANCEL);
  case ACT_ERASE:
    if (saving && f->save_name_focus) {
      text_backspace(f->save_name);
    } else {
      filelist_up(fl);
      filelist_move(fl, 0, n);
    }
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
    f->save_name_focus = true;
    text_append(f->save_name, sizeof f->save_name, text);
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
    snprintf(r->value, sizeof r->value, "%.180s", f->save_name);
    r->selected = f->save_name_focus;
    r->editing = f->save_name_focus;
  }
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
    snprintf(o->message, sizeof o->message, "%s", _("No game records (.sgf) here."));
  }
  snprintf(o->hint, sizeof o->hint, "%s",
           saving ? _("Type a name, Enter saves - Down: the folders - Backspace in the list: up "
                      "- Esc: cancel")
                  : _("Up/Down, type a letter - Enter: open - Backspace: up a folder - Esc: "
                      "cancel"));
}
