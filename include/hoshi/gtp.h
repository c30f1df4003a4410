/* The Go Text Protocol, version 2: a pure codec (command lines, vertices,
 * colours, responses), the server that lets GTP tools drive Hoshi's rules
 * engine (hoshi --gtp), and a client that runs an engine as a child process.
 */
#ifndef HOSHI_GTP_H
#define HOSHI_GTP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#include "hoshi/board.h"
#include "hoshi/game.h"

/* --- codec ----------------------------------------------------------------- */

#define GTP_MAX_ARGS     1024
#define GTP_RESPONSE_MAX 16384

typedef struct gtp_command {
  bool has_id;
  long id;
  const char *name; /* points into the caller's line */
  int argc;
  const char *argv[GTP_MAX_ARGS];
} gtp_command;

enum gtp_parse {
  GTP_PARSE_COMMAND,  /* *cmd holds a command */
  GTP_PARSE_EMPTY,    /* blank or comment-only line: no response is due */
  GTP_PARSE_TOO_LONG, /* more than GTP_MAX_ARGS arguments */
};

/* Preprocesses a line in place as GTP section 2.1 says (control characters
 * other than HT and LF removed, '#' comments cut, HT to space) and splits it
 * into an optional numeric id, a command name and arguments, all pointing
 * into line. */
enum gtp_parse gtp_parse_command(char *line, gtp_command *cmd);

/* "b", "black", "w", "white", any case. */
bool gtp_parse_color(const char *s, enum color *c);

/* A vertex ("D4", "t19", "pass", any case; columns skip I) on a board of the
 * given size. Sets *pass for "pass", else *x (from the left) and *y (from the
 * top). Returns false when malformed or off the board. */
bool gtp_parse_vertex(const char *s, int size, int *x, int *y, bool *pass);

/* Writes the vertex of (x, y) ("A1" is the lower left) into out (4 bytes). */
void gtp_format_vertex(int size, int x, int y, char out[4]);

/* The vertex of a board point, or "pass" (out: 5 bytes). */
void gtp_format_point(const board *b, point p, char out[5]);

/* A parsed response: '=' success or '?' failure, optional id, and the text
 * with the leading blank and trailing blank lines removed. */
typedef struct gtp_response {
  bool success;
  bool has_id;
  long id;
  char text[GTP_RESPONSE_MAX];
} gtp_response;

/* Parses a complete response (up to and including its terminating blank
 * line, CR characters tolerated). Returns false when it does not start
 * with '=' or '?'. */
bool gtp_parse_response(const char *raw, gtp_response *r);

/* --- server ---------------------------------------------------------------- */

typedef struct gtp_server {
  game game;
  uint64_t rng; /* genmove's random generator; fixed seed */
  bool quit;
} gtp_server;

/* Starts a server over a new game (rules NULL: the default). Returns false
 * when memory runs out. gtp_server_deinit frees what it holds. */
bool gtp_server_init(gtp_server *s, int size, const rules *r);
void gtp_server_deinit(gtp_server *s);

/* Handles one line of input. Returns the full response (ending in a blank
 * line) as a malloc'ed string the caller frees, or NULL for a line that
 * needs no response (blank or comment). Bad input never fails: errors
 * become '?' responses. */
char *gtp_server_handle(gtp_server *s, const char *line);

/* Reads commands from in until quit or end of input, answering on out. */
void gtp_server_run(gtp_server *s, FILE *in, FILE *out);

/* --- engine process client ---------------------------------------------- */

typedef struct gtp_process {
  pid_t pid;
  int to_engine;   /* write end of the engine's stdin */
  int from_engine; /* read end of the engine's stdout */
  long next_id;    /* id of the last command sent */
  char buf[GTP_RESPONSE_MAX];
  size_t len;
} gtp_process;

enum gtp_io { GTP_IO_OK, GTP_IO_TIMEOUT, GTP_IO_CLOSED, GTP_IO_GARBAGE };

/* Starts argv[0] (looked up in PATH) with the argument vector argv, never
 * through a shell; its stderr goes to stderr_path (NULL: /dev/null; the file
 * is appended to). The engine gets only stdin, stdout and stderr, with
 * SIGPIPE at its default. Hoshi's own process ignores SIGPIPE from then on,
 * so that writing to an engine that died gives an error, not death.
 * Returns false with a reason when it cannot start. */
bool gtp_process_start(gtp_process *p, char *const argv[], const char *stderr_path,
                       const char **why);

/* Sends one command line and waits up to timeout_ms for its response.
 * Commands are sent with an id (a command's own id is kept), and answers
 * carrying another id, late answers to earlier commands, are dropped.
 * GTP_IO_TIMEOUT: no answer in time (the engine may still answer later);
 * GTP_IO_CLOSED: the engine closed its pipes or died; GTP_IO_GARBAGE: an
 * answer that is not GTP. *r holds the answer for GTP_IO_OK. */
enum gtp_io gtp_process_ask(gtp_process *p, const char *command, gtp_response *r, int timeout_ms);

/* Asks the engine to quit, then terminates it if it does not, and reaps it. */
void gtp_process_stop(gtp_process *p);

#endif
