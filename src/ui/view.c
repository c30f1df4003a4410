/* The view (see view.h). */
#include "view.h"

#include <string.h>

void view_clear(ui_view *v, int size)
{
  memset(v, 0, sizeof *v);
  v->size = size;
  v->last_x = v->last_y = -1;
  v->ghost_x = v->ghost_y = -1;
  v->cursor_x = v->cursor_y = -1;
}
