/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the GTP server (hoshi --gtp): the input is a session,
 * its lines handed one by one to the server's line handler as
 * gtp_server_run does (NULs dropped), so that state carries from command to
 * command. Lines that would reach the file system with a fuzzed path
 * (loadsgf, printsgf FILE) are left out before they are fed, and so is
 * scoring, for speed (see left_out).
 *
 * After every line: a blank or comment line gets no answer and any other
 * line exactly one, which starts with '=' or '?', echoes the command's id,
 * holds no empty line and ends with one; Hoshi's own client frames it
 * whole and reads it back with the same success and id. The board is
 * sound (colours, chains, liberties, empty list, hash, ko, turn), and it
 * is the position the game's record gives: the record written as printsgf
 * writes it, read again and walked to the same node, has the same stones,
 * turn, ko, prisoners, komi, rules and move number.
 *
 * A broken property prints its name and traps, which libFuzzer reports as
 * a crash. HOSHI_FUZZ_IGNORE (names separated by commas) lets a run look
 * past properties already known to fail. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/game.h"
#include "hoshi/gtp.h"
#include "hoshi/sgf.h"

#include "property.h"

/* At most this many lines of a session are fed (the rest are dropped). */
#define MAX_LINES 100

static bool on_grid(const board *b, point p)
{
  int x = board_x(b, p), y = board_y(b, p);
  return p > 0 && x >= 0 && x < b->size && y >= 0 && y < b->size;
}

/* The board's own structures agree with its stones. */
static void check_board(const board *b)
{
  PROPERTY("board-size", board_size_ok(b->size) && b->stride == b->size + 1);
  PROPERTY("board-turn", b->to_move == COLOR_BLACK || b->to_move == COLOR_WHITE);
  PROPERTY("board-prisoners", b->captures[COLOR_BLACK] >= 0 && b->captures[COLOR_WHITE] >= 0);
  PROPERTY("board-passes", b->passes >= 0);
  PROPERTY("board-ko",
           b->ko == POINT_NONE || (on_grid(b, b->ko) && b->color[b->ko] == COLOR_EMPTY));
  PROPERTY("board-last-move",
           b->last_move == POINT_NONE || b->last_move == POINT_PASS || on_grid(b, b->last_move));
  uint64_t hash = 0;
  int empties = 0;
  static uint8_t seen[BOARD_MAX_POINTS];
  static point stack[BOARD_MAX_POINTS];
  memset(seen, 0, sizeof seen);
  for (point p = 1; p < BOARD_MAX_POINTS; p++) {
    enum color c = board_at(b, p);
    if (!on_grid(b, p)) {
      PROPERTY("board-border", c == COLOR_BORDER);
      continue;
    }
    PROPERTY("board-colour", c == COLOR_EMPTY || c == COLOR_BLACK || c == COLOR_WHITE);
    if (c == COLOR_EMPTY) {
      empties++;
      int i = b->empty_index[p];
      PROPERTY("board-empty-list", i >= 0 && i < b->n_empty && b->empty[i] == p);
      continue;
    }
    hash ^= board_zobrist(c, p);
    if (seen[p])
      continue;
    /* A new chain: flood it, then compare with the board's chain data. */
    point head = b->chain[p];
    PROPERTY("chain-head", on_grid(b, head) && b->chain[head] == head && board_at(b, head) == c);
    int top = 0, stones = 0, plibs = 0;
    uint32_t libsum = 0;
    uint64_t libsumsq = 0;
    uint8_t lib[BOARD_MAX_POINTS] = {0};
    int libs = 0;
    stack[top++] = p;
    seen[p] = 1;
    while (top) {
      point q = stack[--top];
      stones++;
      PROPERTY("chain-member", b->chain[q] == head);
      BOARD_FOR_NEIGHBOURS(b, q, n) {
        if (b->color[n] == COLOR_EMPTY) {
          plibs++;
          libsum += (uint32_t)n;
          libsumsq += (uint32_t)n * (uint32_t)n;
          if (!lib[n])
            libs++;
          lib[n] = 1;
        } else if (b->color[n] == c && !seen[n]) {
          seen[n] = 1;
          stack[top++] = (point)n;
        }
      }
    }
    PROPERTY("chain-stones", b->stones[head] == stones);
    int circle = 0;
    point s = head;
    do {
      PROPERTY("chain-circle", b->chain[s] == head && circle < stones);
      circle++;
      s = b->next[s];
    } while (s != head);
    PROPERTY("chain-circle", circle == stones);
    PROPERTY("chain-has-liberty", libs >= 1);
    PROPERTY("chain-liberties", board_liberties(b, p) == libs);
    PROPERTY("chain-pseudo-liberties",
             b->plibs[head] == plibs && b->libsum[head] == libsum && b->libsumsq[head] == libsumsq);
  }
  PROPERTY("board-empty-count", b->n_empty == empties);
  PROPERTY("board-hash", b->hash == hash);
}

/* The game is the one its record gives: written as printsgf writes it,
 * read again and walked to the same node. */
static void check_record(const game *g)
{
  size_t len;
  char *text = sgf_write(g->records, &len);
  PROPERTY("record-written", text);
  hoshi_error err = {0};
  sgf_collection *c = sgf_parse(text, len, &err);
  PROPERTY("record-reads", c && c->n_games == 1 && err.message[0] == '\0');
  game again;
  if (!c) {
    free(text);
    return;
  }
  PROPERTY("record-opens", game_init(&again, 19, NULL));
  PROPERTY("record-opens", game_load(&again, c, 0, NULL, NULL));
  PROPERTY("record-same-node", game_goto_index(&again, game_node_index(g)));
  const board *a = &g->board, *b = &again.board;
  PROPERTY("record-size", a->size == b->size);
  PROPERTY("record-stones", memcmp(a->color, b->color, sizeof a->color) == 0);
  PROPERTY("record-turn", a->to_move == b->to_move);
  PROPERTY("record-ko", a->ko == b->ko);
  PROPERTY("record-prisoners", a->captures[COLOR_BLACK] == b->captures[COLOR_BLACK] &&
                                   a->captures[COLOR_WHITE] == b->captures[COLOR_WHITE]);
  PROPERTY("record-komi", g->komi == again.komi);
  PROPERTY("record-rules", g->rules == again.rules);
  PROPERTY("record-handicap", game_handicap(g) == game_handicap(&again));
  PROPERTY("record-move-number", game_move_number(g) == game_move_number(&again));
  game_deinit(&again);
  free(text);
}

/* One answer (or none) to one line, framed and read as the client does. */
static void check_answer(const char *line, const char *answer)
{
  size_t n = strlen(line);
  char *copy = malloc(n + 1);
  gtp_command *cmd = malloc(sizeof *cmd);
  if (!copy || !cmd)
    abort();
  memcpy(copy, line, n + 1);
  enum gtp_parse parsed = gtp_parse_command(copy, cmd);
  PROPERTY("answer-iff-command", (answer == NULL) == (parsed == GTP_PARSE_EMPTY));
  if (answer) {
    size_t len = strlen(answer);
    PROPERTY("answer-starts", answer[0] == '=' || answer[0] == '?');
    PROPERTY("answer-ends-with-empty-line",
             len >= 3 && answer[len - 2] == '\n' && answer[len - 1] == '\n');
    PROPERTY("answer-one-empty-line", strstr(answer, "\n\n") == answer + len - 2);
    const char *id = parsed == GTP_PARSE_COMMAND && cmd->has_id ? cmd->id_text : "";
    size_t id_len = strlen(id);
    PROPERTY("answer-echoes-id", strncmp(answer + 1, id, id_len) == 0 && answer[1 + id_len] == ' ');
    PROPERTY("answer-framed-whole", gtp_response_end(answer, len) == len);
    gtp_response *r = malloc(sizeof *r);
    if (!r)
      abort();
    PROPERTY("answer-reads", gtp_parse_response(answer, r));
    PROPERTY("answer-reads-success", r->success == (answer[0] == '='));
    PROPERTY("answer-reads-id", r->has_id == (id_len > 0) && (!r->has_id || r->id == cmd->id));
    free(r);
  }
  free(cmd);
  free(copy);
}

/* Whether the line is left out: a command that names a file to read or
 * write (loadsgf, printsgf FILE), never fed; and scoring (final_score,
 * final_status_list, hoshi-score), whose dead-stone estimate takes half a
 * second to a second a position under the sanitizers (its own tests and
 * benchmarks cover it) and would slow the fuzzing a hundredfold. */
static bool left_out(const char *line)
{
  size_t n = strlen(line);
  char *copy = malloc(n + 1);
  gtp_command *cmd = malloc(sizeof *cmd);
  if (!copy || !cmd)
    abort();
  memcpy(copy, line, n + 1);
  bool out = false;
  if (gtp_parse_command(copy, cmd) == GTP_PARSE_COMMAND) {
    const char *name = cmd->name;
    out = strcmp(name, "loadsgf") == 0 ||
          (strcmp(name, "printsgf") == 0 && cmd->argc >= 1 && strcmp(cmd->argv[0], "-")) ||
          strcmp(name, "final_score") == 0 || strcmp(name, "final_status_list") == 0 ||
          strcmp(name, "hoshi-score") == 0;
  }
  free(cmd);
  free(copy);
  return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *line = malloc(size + 1);
  if (!line)
    return 0;
  gtp_server s;
  if (!gtp_server_init(&s, 19, NULL)) {
    free(line);
    return 0;
  }
  size_t at = 0;
  for (int lines = 0; at < size && lines < MAX_LINES && !s.quit; lines++) {
    /* The next line, NULs dropped as gtp_server_run drops them. */
    size_t w = 0;
    for (; at < size && data[at] != '\n'; at++)
      if (data[at] != '\0')
        line[w++] = (char)data[at];
    at++;
    line[w] = '\0';
    if (left_out(line))
      continue;
    char *answer = gtp_server_handle(&s, line);
    check_answer(line, answer);
    free(answer);
    check_board(&s.game.board);
    check_record(&s.game);
  }
  gtp_server_deinit(&s);
  free(line);
  return 0;
}
