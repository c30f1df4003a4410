/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GTP text: command lines, colours, vertices and responses, and an
 * engine's command line split into words. Pure functions, but for
 * gtp_find_program, which asks the system (os_find_program). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hoshi/gtp.h"
#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/process.h"

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
      cmd->id_text = tok;
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

size_t gtp_response_end(const char *buf, size_t len)
{
  /* A response is everything up to an empty line: a newline followed, CRs
   * aside, by another. Empty lines before the response's first character
   * do not end it. */
  bool begun = false;
  for (size_t i = 0; i < len; i++) {
    if (buf[i] != '\n' && buf[i] != '\r') {
      begun = true;
      continue;
    }
    if (buf[i] != '\n' || !begun)
      continue;
    size_t j = i + 1;
    while (j < len && buf[j] == '\r')
      j++;
    if (j < len && buf[j] == '\n')
      return j + 1;
  }
  return 0;
}

enum gtp_genmove gtp_parse_genmove(const char *text, int size, int *x, int *y)
{
  while (*text == ' ' || *text == '\n')
    text++;
  char word[16];
  size_t n = strcspn(text, " \n");
  if (n == 0 || n >= sizeof word || text[n + strspn(text + n, " \n")] != '\0')
    return GTP_GENMOVE_BAD;
  memcpy(word, text, n);
  word[n] = '\0';
  if (strcasecmp(word, "resign") == 0)
    return GTP_GENMOVE_RESIGN;
  bool pass;
  if (!board_vertex_parse(word, size, x, y, &pass))
    return GTP_GENMOVE_BAD;
  return pass ? GTP_GENMOVE_PASS : GTP_GENMOVE_MOVE;
}

int gtp_parse_vertices(const char *text, int size, int xs[], int ys[], int max)
{
  int n = 0;
  for (;;) {
    text += strspn(text, " \n\t");
    if (!*text)
      return n;
    size_t len = strcspn(text, " \n\t");
    char word[16];
    if (len >= sizeof word || n == max)
      return -1;
    memcpy(word, text, len);
    word[len] = '\0';
    bool pass;
    if (!board_vertex_parse(word, size, &xs[n], &ys[n], &pass) || pass)
      return -1;
    n++;
    text += len;
  }
}

bool gtp_lists_command(const char *list, const char *name)
{
  size_t n = strlen(name);
  for (const char *l = list; *l;) {
    l += strspn(l, " \n\t");
    size_t len = strcspn(l, " \n\t");
    if (len == n && strncmp(l, name, n) == 0)
      return true;
    l += len;
  }
  return false;
}

int gtp_split_command_line(const char *line, const char ***argv, hoshi_error *why)
{
  *argv = NULL;
  /* Words are at most as many as half the characters, plus one; their
   * text is never longer than the line. One block holds both. */
  size_t len = strlen(line);
  size_t max_words = len / 2 + 2;
  const char **v = os_malloc(max_words * sizeof *v + len + 1);
  if (!v) {
    hoshi_fail(why, "%s", _("out of memory"));
    return -1;
  }
  char *out = (char *)(v + max_words);
  int n = 0;
  const char *s = line;
  for (;;) {
    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
      s++;
    if (!*s)
      break;
    v[n++] = out;
    char quote = 0;
    for (; *s; s++) {
      if (quote) {
        if (*s == quote) {
          quote = 0;
        } else if (quote == '"' && *s == '\\' &&
                   (s[1] == '"' || s[1] == '\\' || s[1] == '$' || s[1] == '`')) {
          *out++ = *++s;
        } else {
          *out++ = *s;
        }
      } else if (*s == '\'' || *s == '"') {
        quote = *s;
      } else if (*s == '\\' && s[1]) {
        *out++ = *++s;
      } else if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') {
        break;
      } else {
        *out++ = *s;
      }
    }
    *out++ = '\0';
    if (quote) {
      free(v);
      hoshi_fail(why, "%s",
                 quote == '"' ? _("a double quote is not closed")
                              : _("a single quote is not closed"));
      return -1;
    }
  }
  if (n == 0) {
    free(v);
    hoshi_fail(why, "%s", _("the command is empty"));
    return -1;
  }
  v[n] = NULL;
  *argv = v;
  return n;
}

void gtp_argv_free(const char **argv) { free(argv); }

bool gtp_find_program(const char *argv0, char *out, size_t len)
{
  return os_find_program(argv0, out, len);
}
