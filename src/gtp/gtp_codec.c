/* GTP text: command lines, colours, vertices and responses. Pure functions. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hoshi/gtp.h"

enum gtp_parse gtp_parse_command(char *line, gtp_command *cmd)
{
  /* GTP 2.1: drop control characters but HT and LF, cut comments, HT to space. */
  char *w = line;
  for (char *r = line; *r; r++) {
    unsigned char ch = (unsigned char)*r;
    if (ch == '#')
      break;
    if (ch == '\t')
      ch = ' ';
    if (ch == '\n')
      ch = ' ';
    if (ch < 32 || ch == 127)
      continue;
    *w++ = (char)ch;
  }
  *w = '\0';

  memset(cmd, 0, offsetof(gtp_command, argv));
  char *save = NULL;
  char *tok = strtok_r(line, " ", &save);
  if (!tok)
    return GTP_PARSE_EMPTY;
  if (isdigit((unsigned char)tok[0])) {
    char *end;
    long id = strtol(tok, &end, 10);
    if (*end == '\0') {
      cmd->has_id = true;
      cmd->id = id;
      tok = strtok_r(NULL, " ", &save);
      if (!tok)
        return GTP_PARSE_EMPTY; /* an id alone is no command */
    }
  }
  cmd->name = tok;
  while ((tok = strtok_r(NULL, " ", &save))) {
    if (cmd->argc == GTP_MAX_ARGS)
      return GTP_PARSE_TOO_LONG;
    cmd->argv[cmd->argc++] = tok;
  }
  return GTP_PARSE_COMMAND;
}

bool gtp_parse_color(const char *s, enum color *c)
{
  if (strcasecmp(s, "b") == 0 || strcasecmp(s, "black") == 0)
    *c = COLOR_BLACK;
  else if (strcasecmp(s, "w") == 0 || strcasecmp(s, "white") == 0)
    *c = COLOR_WHITE;
  else
    return false;
  return true;
}

bool gtp_parse_vertex(const char *s, int size, int *x, int *y, bool *pass)
{
  *pass = false;
  if (strcasecmp(s, "pass") == 0) {
    *pass = true;
    return true;
  }
  char letter = (char)toupper((unsigned char)s[0]);
  if (letter < 'A' || letter > 'Z' || letter == 'I')
    return false;
  int col = letter - 'A' - (letter > 'I');
  if (!isdigit((unsigned char)s[1]))
    return false;
  int row = 0;
  for (const char *d = s + 1; *d; d++) {
    if (!isdigit((unsigned char)*d) || row > 100)
      return false;
    row = row * 10 + (*d - '0');
  }
  if (col >= size || row < 1 || row > size)
    return false;
  *x = col;
  *y = size - row;
  return true;
}

void gtp_format_vertex(int size, int x, int y, char out[4])
{
  char letter = (char)('A' + x + (x >= 8));
  int row = size - y;
  out[0] = letter;
  if (row >= 10) {
    out[1] = (char)('0' + row / 10);
    out[2] = (char)('0' + row % 10);
    out[3] = '\0';
  } else {
    out[1] = (char)('0' + row);
    out[2] = '\0';
  }
}

void gtp_format_point(const board *b, point p, char out[5])
{
  if (p == POINT_PASS || !board_on(b, p)) {
    memcpy(out, "pass", 5);
    return;
  }
  gtp_format_vertex(b->size, board_x(b, p), board_y(b, p), out);
}

bool gtp_parse_response(const char *raw, gtp_response *r)
{
  memset(r, 0, offsetof(gtp_response, text));
  r->text[0] = '\0';
  /* Leading blank lines are noise some engines print. */
  while (*raw == '\n' || *raw == '\r' || *raw == ' ')
    raw++;
  if (*raw != '=' && *raw != '?')
    return false;
  r->success = *raw == '=';
  raw++;
  if (isdigit((unsigned char)*raw)) {
    char *end;
    r->id = strtol(raw, &end, 10);
    r->has_id = true;
    raw = end;
  }
  if (*raw == ' ')
    raw++;
  size_t n = 0;
  for (; *raw && n + 1 < sizeof r->text; raw++)
    if (*raw != '\r')
      r->text[n++] = *raw;
  /* Trailing newlines (the terminating blank line) are not part of the text. */
  while (n > 0 && (r->text[n - 1] == '\n' || r->text[n - 1] == ' '))
    n--;
  r->text[n] = '\0';
  return true;
}
