/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Go Text Protocol, version 2: a pure codec (command lines, vertices,
 * colours, responses), the server that lets GTP tools drive Hoshi's rules
 * engine (hoshi --gtp), and a client that runs an engine as a child process.
 */
#ifndef HOSHI_GTP_H
#define HOSHI_GTP_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#include "hoshi/board.h"
#include "hoshi/game.h"
#include "hoshi/rules.h"

/* --- codec ----------------------------------------------------------------- */

#define GTP_MAX_ARGS     1024
#define GTP_RESPONSE_MAX 16384
/* The longest command line the server reads (a longer one is refused, so
 * endless input costs bounded memory). */
#define GTP_MAX_LINE 65536

typedef struct gtp_command {
  bool has_id;
  long id;
  const char *id_text; /* the id as written (echoed back whole, however long) */
  const char *name;    /* points into the caller's line */
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

/* Vertices ("D4", "pass") are read and written by the board module:
 * board_vertex_parse, board_vertex_format, board_move_format (board.h). */

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

/* Where a complete response ends in buf[0..len): just past the empty line
 * that ends it (CR characters tolerated anywhere), or 0 while more bytes are
 * needed. Empty lines before a response are part of it (they are noise that
 * gtp_parse_response skips). */
size_t gtp_response_end(const char *buf, size_t len);

/* What genmove answered. */
enum gtp_genmove { GTP_GENMOVE_BAD, GTP_GENMOVE_MOVE, GTP_GENMOVE_PASS, GTP_GENMOVE_RESIGN };

/* Reads a genmove answer: a vertex on a board of this size, "pass" or
 * "resign", any case. */
enum gtp_genmove gtp_parse_genmove(const char *text, int size, int *x, int *y);

/* Reads a list of vertices separated by spaces or newlines (fixed_handicap's
 * and final_status_list's answers) into xs, ys (at most max). Returns their
 * number, or -1 when one is not a vertex on the board (or there are more
 * than max). */
int gtp_parse_vertices(const char *text, int size, int xs[], int ys[], int max);

/* Whether a list_commands answer lists name. */
bool gtp_lists_command(const char *list_commands, const char *name);

/* Splits an engine's command line into an argument vector as a shell
 * splits words (blanks separate them; '...' and "..." quote; a backslash
 * escapes the next character) without any expansion: nothing ever runs
 * through a shell. *argv is one allocation for gtp_argv_free, NULL
 * terminated. Returns the number of words (at least 1), or -1 with why (an
 * empty command, an unterminated quote, no memory). */
int gtp_split_command_line(const char *line, const char ***argv, hoshi_error *why);
void gtp_argv_free(const char **argv);

/* The program a command runs: argv0 itself when it holds a '/', else the
 * first executable of that name on PATH and then in /usr/games and
 * /usr/local/games (Debian installs games such as GNU Go there, and root's
 * PATH leaves them out). Returns false when there is none. */
bool gtp_find_program(const char *argv0, char *out, size_t len);

/* --- server ---------------------------------------------------------------- */

typedef struct gtp_server {
  game game;
  uint64_t rng; /* genmove's random generator; fixed seed */
  bool quit;
  /* genmove answers with Hoshi's capture player (hoshi/capture_player.h)
   * instead of a random legal move, and name with "Hoshi capture player". */
  bool capture_player;
} gtp_server;

/* Starts a server over a new game (rules NULL: the default). Returns false
 * when memory runs out. gtp_server_deinit frees what it holds. */
bool gtp_server_init(gtp_server *s, int size, const rules *r);

/* Reads the record at path (a path as it is: spaces, '#' and all) into the
 * server's game, at the end of its main line, as loadsgf does; the
 * record's notes go to stderr. false with why. */
bool gtp_server_load(gtp_server *s, const char *path, hoshi_error *why);
void gtp_server_deinit(gtp_server *s);

/* Handles one line of input. Returns the full response (ending in a blank
 * line) as a malloc'ed string the caller frees, or NULL for a line that
 * needs no response (blank or comment). Bad input never fails: errors
 * become '?' responses. */
char *gtp_server_handle(gtp_server *s, const char *line);

/* Reads commands from in until quit or end of input, answering on out. */
void gtp_server_run(gtp_server *s, FILE *in, FILE *out);

/* --- an engine kept in step with a game ------------------------------------ */

/* A move as an engine is told it: POINT_PASS for a pass. */
typedef struct gtp_move {
  enum color color;
  point at;
} gtp_move;

/* What an engine must hold to play the game's current position. */
typedef struct gtp_position {
  int size;
  double komi;
  const rules *rules;
  int n_handicap;  /* moves[0..n_handicap): Black's handicap stones */
  bool fixed;      /* they are GTP's fixed_handicap pattern */
  gtp_move *moves; /* the handicap, then setup stones as plays, then moves */
  int n, cap;
  bool mid_setup; /* stones set up after the root: sent as plays */
} gtp_position;

/* The position at g's current node: handicap stones (the root's black
 * stones in a handicap game), the root's other setup stones as plays, then
 * the moves of the path. false when memory runs out. Free with
 * gtp_position_free (also after a failure); a zeroed one needs no init. */
bool gtp_position_of_game(const game *g, gtp_position *pos);
bool gtp_position_copy(gtp_position *dst, const gtp_position *src);
/* Adds a move at the end (false when memory runs out). */
bool gtp_position_push(gtp_position *pos, enum color c, point at);
void gtp_position_free(gtp_position *pos);

/* What an engine can do, from its list_commands answer. */
typedef struct gtp_caps {
  bool undo, fixed_handicap, set_free_handicap, kgs_rules, hoshi_rules, final_status_list;
  bool kgs_time; /* kgs-time_settings: byo-yomi told as byo-yomi */
} gtp_caps;
void gtp_caps_read(const char *list_commands, gtp_caps *caps);

/* What an engine is told of the clock before it moves: the time system
 * (time_settings, or kgs-time_settings for byo-yomi and Canadian when the
 * engine lists it; GTP 2 time_settings M P S: main time, then P seconds
 * for S stones, byo-yomi given as one stone a period) and colour who's time
 * left at now (time_left C T S: the seconds left and, in overtime, the
 * stones or periods of the current period, else 0). Writes two commands
 * into out; 0 when the clock has no time system. */
struct game_clock;
int gtp_time_commands(const struct game_clock *c, enum color who, int64_t now, bool kgs,
                      char out[2][96]);

/* The commands that take an engine from have (NULL: a fresh engine, which
 * holds nothing known) to want. A fresh or resized engine gets boardsize,
 * clear_board, komi, the rule set (hoshi-rules, else kgs-rules, optional:
 * a '?' prefix for gtp_worker_submit), the handicap (fixed_handicap for the
 * fixed pattern, else set_free_handicap, else plays) and every move. An
 * engine in step so far gets only what changed: komi, rules, and the moves
 * after the common start, with undo for the moves it must forget, or a
 * fresh replay (clear_board) when it has no undo. Returns the number of
 * commands written into *out (free with gtp_argv_free), -1 when memory
 * runs out. */
int gtp_sync_commands(const gtp_position *have, const gtp_position *want, const gtp_caps *caps,
                      const char ***out);

/* --- engine process client ---------------------------------------------- */

typedef struct gtp_process {
  struct os_proc *proc;   /* the engine (hoshi/process.h); NULL: none running */
  struct os_wake *cancel; /* set: gtp_process_ask gives up (NULL: none) */
  long next_id;           /* id of the last command sent */
  char buf[GTP_RESPONSE_MAX];
  size_t len;
  bool skipping;    /* the rest of a stream's line too long to keep is left out */
  char garbage[96]; /* the start of the last answer that was not GTP */
} gtp_process;

enum gtp_io { GTP_IO_OK, GTP_IO_TIMEOUT, GTP_IO_CLOSED, GTP_IO_GARBAGE, GTP_IO_CANCELLED };

/* Starts argv[0] (looked up in PATH) with the argument vector argv, never
 * through a shell; its stderr goes to stderr_path (NULL: /dev/null; the file
 * is appended to). The engine gets only stdin, stdout and stderr, with
 * SIGPIPE at its default. Hoshi's own process ignores SIGPIPE from then on,
 * so that writing to an engine that died gives an error, not death.
 * Returns false with a reason when it cannot start. */
bool gtp_process_start(gtp_process *p, const char *const argv[], const char *stderr_path,
                       hoshi_error *why);

/* Sends one command line and waits up to timeout_ms for its response.
 * Commands are sent with an id (a command's own id is kept), and answers
 * carrying another id, late answers to earlier commands, are dropped.
 * GTP_IO_TIMEOUT: no answer in time (the engine may still answer later);
 * GTP_IO_CLOSED: the engine closed its pipes or died; GTP_IO_GARBAGE: an
 * answer that is not GTP. *r holds the answer for GTP_IO_OK. */
enum gtp_io gtp_process_ask(gtp_process *p, const char *command, gtp_response *r, int timeout_ms);

/* GTP_IO_CANCELLED: cancel was set while waiting. */

/* Reads what the engine wrote while nobody asked (kept for the next ask).
 * GTP_IO_CLOSED when its output has ended: it exited. Never waits. */
enum gtp_io gtp_process_pump(gtp_process *p);

/* After GTP_IO_CLOSED: waits up to wait_ms for the engine to end, kills it
 * if it has not, reaps it, and describes how it ended ("exited with status
 * 1", "was killed by signal 11 (Segmentation fault)"), into how (len bytes). */
void gtp_process_reap(gtp_process *p, int wait_ms, char *how, size_t len);

/* Asks the engine to quit (waiting up to grace_ms for it to go), then
 * terminates it (SIGTERM, then SIGKILL) if it does not, and reaps it. */
void gtp_process_stop_within(gtp_process *p, int grace_ms);

/* gtp_process_stop_within with a grace of one second. */
void gtp_process_stop(gtp_process *p);

/* An analysis command that answers with a stream (kata-analyze,
 * lz-analyze: "=" then "info ..." lines until the next command): sent,
 * left to think think_ms, then stopped by another command (whose own
 * answer is dropped). *r holds the stream's text. Returns as
 * gtp_process_ask does. */
enum gtp_io gtp_process_analyze(gtp_process *p, const char *command, int think_ms, gtp_response *r,
                                int timeout_ms);

/* --- analysis ----------------------------------------------------------------- */

#define ANALYSIS_MOVES 32

/* One candidate move of an engine's analysis, from the view of the player
 * to move. */
typedef struct analysis_move {
  int x, y; /* -1, -1 for a pass */
  int visits;
  double winrate;    /* 0 to 1 */
  double score_lead; /* points ahead (KataGo's scoreLead), when has_score */
  bool has_score;
  double prior;
} analysis_move;

typedef struct analysis {
  analysis_move moves[ANALYSIS_MOVES]; /* best first (the engine's order) */
  int n;
  int visits; /* of the best move */
  /* KataGo's ownership (kata-analyze ... ownership true): -1 to 1 for the
   * player to move, by point y * size + x from the top left. */
  bool has_ownership;
  float ownership[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
} analysis;

/* How an engine analyses, from its list_commands answer: kata-analyze,
 * else lz-analyze, else estimate_score (GNU Go's estimate, which does not
 * change with thinking); ANALYSIS_NONE when it offers none. */
enum analysis_method { ANALYSIS_NONE, ANALYSIS_KATA, ANALYSIS_LZ, ANALYSIS_ESTIMATE };
enum analysis_method analysis_method_of(const char *list_commands);

/* The command asking for one look at the position, c to move: a stream
 * reporting ten times in think_ms (with KataGo's ownership when asked and
 * the engine is KataGo), or the estimate. */
void analysis_command(enum analysis_method m, enum color c, int think_ms, bool ownership, char *out,
                      size_t n);

/* Reads the last complete "info" line of a kata-analyze or lz-analyze
 * stream (several "info move ..." groups on one line, one per candidate;
 * lz-analyze gives win rates in 1/10000): false when none reads. */
bool analysis_parse(const char *stream, int size, analysis *out);

/* The best move's win rate and score lead of an analysis made with c to
 * move, from Black's view (lead NAN when the engine gives none). */
void analysis_for_black(const analysis *a, enum color c, double *winrate, double *lead);

/* The lead from Black's view in an estimate_score answer ("W+3.5"); false
 * (and *lead untouched) when it names neither colour. */
bool analysis_estimate_lead(const char *answer, double *lead);

/* --- engine worker ---------------------------------------------------------- */

/* An engine on a thread of its own, so that the window never waits for it.
 * The worker starts the engine when the first job comes (and again after it
 * was stopped), sends a job's commands one by one, and hands the answers
 * back through a mailbox; notify(ctx) is called from the worker's thread
 * whenever something is in it (the window turns that into an event of its
 * loop). Any fault (the engine cannot start, exits, answers garbage,
 * refuses a command, does not answer in time, is interrupted) stops the
 * engine, since what it holds is no longer known; the next job
 * starts it again. An engine that exits while idle is reaped and reported
 * at once, so no zombie is ever left. */
typedef struct gtp_worker gtp_worker;

enum gtp_outcome {
  GTP_DONE,        /* every command answered with success */
  GTP_REFUSED,     /* a command answered with '?' */
  GTP_NOT_STARTED, /* the engine could not be started */
  GTP_EXITED,      /* it exited or closed its output */
  GTP_GARBAGE,     /* it answered something that is not GTP */
  GTP_TIMED_OUT,   /* no answer within the time limit: it was stopped */
  GTP_INTERRUPTED, /* gtp_worker_interrupt: it was asked to stop, then stopped */
};

typedef struct gtp_result {
  unsigned job; /* the job's number; 0: nobody asked (it exited while idle) */
  enum gtp_outcome outcome;
  bool started;   /* the engine was (re)started for this job: it knows nothing */
  char *known;    /* when started: its list_commands answer ("" if refused) */
  char *name;     /* when started: "name version" from its answers */
  int n;          /* commands of the job */
  int answered;   /* commands answered (successfully, or refused optional) */
  char **answers; /* answers[i] for i < answered, and the refusal's text */
  char why[512];  /* for anything but GTP_DONE: what happened, in words */
  double seconds; /* how long the job took */
} gtp_result;

/* Creates a worker for the command argv (copied) whose stderr is appended
 * to log_path (NULL: discarded). The engine is not started yet. NULL when
 * memory or threads run out. */
gtp_worker *gtp_worker_new(const char *const argv[], const char *log_path,
                           void (*notify)(void *ctx), void *ctx);

/* Engines built into Hoshi: a GTP server (gtp_server) run on the worker's
 * thread instead of a process, each command answered by gtp_server_handle.
 * Nothing to install or find; it behaves as an engine that never hangs. */
enum gtp_builtin {
  GTP_BUILTIN_CAPTURE_PLAYER, /* genmove by Hoshi's capture player */
};

/* A worker for a built-in engine; seed varies its moves. NULL when memory
 * or threads run out. */
gtp_worker *gtp_worker_new_builtin(enum gtp_builtin which, uint64_t seed, void (*notify)(void *ctx),
                                   void *ctx);

/* Hands a job to the worker: the commands (copied) are sent in order, each
 * with timeout_ms to answer; the job stops at the first failure. A command
 * written with a leading '?' is optional: a '?' answer to it does not stop
 * the job (its answer is then NULL). A command written "~MS command" is an
 * analysis (gtp_process_analyze): left to think MS milliseconds, its stream
 * is its answer. Returns false when a job is still running. */
bool gtp_worker_submit(gtp_worker *w, unsigned job, const char *const commands[], int n,
                       int timeout_ms);

/* Whether a job is running. */
bool gtp_worker_busy(gtp_worker *w);

/* Takes the oldest result from the mailbox (free it with gtp_result_free);
 * NULL when it is empty. */
gtp_result *gtp_worker_poll(gtp_worker *w);
void gtp_result_free(gtp_result *r);

/* Interrupts the running job: the engine is asked to stop (quit), then
 * stopped; the job ends with GTP_INTERRUPTED. Nothing when idle. */
void gtp_worker_interrupt(gtp_worker *w);

/* Stops the engine (quit, then its process group ended and reaped) when
 * the worker is idle, without waiting for it; the next job starts it
 * afresh. For an engine whose state can no longer be trusted. */
void gtp_worker_stop_engine(gtp_worker *w);

/* Stops the engine and the thread and frees everything; results not
 * polled are dropped. */
void gtp_worker_free(gtp_worker *w);

#endif
