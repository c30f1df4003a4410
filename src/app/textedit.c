/* Editing a field's text (see textedit.h). */
#include "app/textedit.h"

#include <string.h>

void text_backspace(char *s)
{
  size_t n = strlen(s);
  while (n > 0) {
    n--;
    if (((unsigned char)s[n] & 0xc0) != 0x80)
      break;
  }
  s[n] = 0;
}

void text_append(char *s, size_t len, const char *t)
{
  size_t n = strlen(s), m = strlen(t);
  if (n + m < len)
    memcpy(s + n, t, m + 1);
}
