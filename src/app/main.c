/* hoshi: the entry point. For now it speaks GTP (--gtp) or explains itself;
 * the board window comes with the UI. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/gtp.h"
#include "hoshi/rules.h"
#include "score_report.h"

static void usage(FILE *out)
{
  fprintf(out, "Usage: hoshi [OPTION]... [FILE.sgf]\n"
               "A Go board for casual play, teaching and comparing how rule sets count.\n"
               "\n"
               "  FILE.sgf         open a game record (for now: print it and its final position)\n"
               "  --gtp            speak GTP version 2 on standard input and output\n"
               "  --size N         board size, 5 to 25 (default 19)\n"
               "  --rules NAME     rule set (default japanese); see the list below\n"
               "  --komi K         komi, a whole or half number (default: the rule set's)\n"
               "  --score FILE.sgf count the final position of a record under every rule set\n"
               "    --dead V,...   the dead stones (default: the file's TB/TW marks, else the\n"
               "                   automatic estimate; --dead \"\" for none)\n"
               "    --json         the count as one JSON object\n"
               "  --help           show this help\n"
               "  --version        show the version\n"
               "\n"
               "Rule sets:\n");
  size_t n;
  const rules *const *all = rules_all(&n);
  for (size_t i = 0; i < n; i++)
    fprintf(out, "  %-13s %s: %s\n", all[i]->id, all[i]->name, all[i]->summary);
  fprintf(out, "\nThe board window is not built yet: use --gtp with a GTP tool such as GoGui.\n");
}

/* Opens a game record. Until the board window exists, the game is shown as
 * text: its description and the position at the end of its main line. The
 * GTP server's loadsgf and showboard do the work, so there is one reading. */
static int show_game(gtp_server *server, const char *file)
{
  char *line = malloc(strlen(file) + 16);
  if (!line)
    return 1;
  sprintf(line, "loadsgf %s", file);
  char *answer = gtp_server_handle(server, line);
  free(line);
  int status = answer && answer[0] == '=' ? 0 : 1;
  if (status != 0) {
    fprintf(stderr, "hoshi: %s", answer ? answer + 2 : "out of memory\n");
    free(answer);
    return status;
  }
  free(answer);
  const game *g = &server->game;
  const char *pb = sgf_get(g->root, "PB"), *pw = sgf_get(g->root, "PW");
  const char *re = sgf_get(g->root, "RE");
  printf("%s: %s (Black) against %s (White), %dx%d, %d move%s%s%s\n", file, pb ? pb : "?",
         pw ? pw : "?", g->board.size, g->board.size, game_move_number(g),
         game_move_number(g) == 1 ? "" : "s", re ? ", result " : "", re ? re : "");
  answer = gtp_server_handle(server, "showboard");
  if (answer) {
    fputs(answer + 2, stdout);
    free(answer);
  }
  return 0;
}

int main(int argc, char **argv)
{
  const char *problem = rules_validate_registry();
  if (problem) {
    fprintf(stderr, "hoshi: internal error in the rule sets: %s\n", problem);
    return 1;
  }
  bool gtp = false, count = false, json = false;
  const char *file = NULL, *dead = NULL;
  bool rules_given = false;
  long size = 19;
  const rules *r = rules_default();
  const char *komi = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    const char *value = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(a, "--gtp") == 0) {
      gtp = true;
    } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      return 0;
    } else if (strcmp(a, "--version") == 0) {
      printf("hoshi %s\n", HOSHI_VERSION);
      return 0;
    } else if (strcmp(a, "--size") == 0 && value) {
      char *end;
      size = strtol(value, &end, 10);
      if (*end || size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE) {
        fprintf(stderr, "hoshi: --size %s: the board has from %d to %d lines\n", value,
                BOARD_MIN_SIZE, BOARD_MAX_SIZE);
        return 2;
      }
      i++;
    } else if (strcmp(a, "--score") == 0) {
      count = true;
    } else if (strcmp(a, "--json") == 0) {
      json = true;
    } else if (strcmp(a, "--dead") == 0 && value) {
      dead = value;
      i++;
    } else if (strcmp(a, "--rules") == 0 && value) {
      rules_given = true;
      r = rules_find(value);
      if (!r) {
        fprintf(stderr, "hoshi: --rules %s: unknown rule set (see hoshi --help)\n", value);
        return 2;
      }
      i++;
    } else if (strcmp(a, "--komi") == 0 && value) {
      komi = value;
      i++;
    } else if (a[0] != '-' && !file) {
      file = a;
    } else {
      fprintf(stderr, "hoshi: unknown or incomplete option '%s'\n\n", a);
      usage(stderr);
      return 2;
    }
  }
  if (count) {
    if (!file) {
      fprintf(stderr, "hoshi: --score needs a game record: hoshi --score FILE.sgf\n");
      return 2;
    }
    return score_report(file, rules_given ? r : NULL, dead, json);
  }
  if (!gtp && !file) {
    usage(stdout);
    return 0;
  }
  gtp_server server;
  if (!gtp_server_init(&server, (int)size, r)) {
    fprintf(stderr, "hoshi: out of memory\n");
    return 1;
  }
  if (komi) {
    char *end;
    double k = strtod(komi, &end);
    const char *why = "komi must be a number";
    if (*end || end == komi || !game_set_komi(&server.game, k, &why)) {
      fprintf(stderr, "hoshi: --komi %s: %s\n", komi, why);
      gtp_server_deinit(&server);
      return 2;
    }
  }
  int status = 0;
  if (file)
    status = show_game(&server, file);
  if (gtp && status == 0)
    gtp_server_run(&server, stdin, stdout);
  gtp_server_deinit(&server);
  return status;
}
