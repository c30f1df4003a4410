/* Editing the text of a field (a name, a size, komi): the one place that
 * knows how UTF-8 text is typed into and erased from a fixed buffer. No
 * SDL here.
 */
#ifndef HOSHI_APP_TEXTEDIT_H
#define HOSHI_APP_TEXTEDIT_H

#include <stddef.h>

/* Removes the last UTF-8 character of s (never half of one). */
void text_backspace(char *s);

/* Appends t to s (len bytes in all) when it fits whole; else nothing. */
void text_append(char *s, size_t len, const char *t);

#endif
