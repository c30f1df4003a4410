/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Printing (src/print, issue 35), read back: the PDF's text (pdftotext),
 * its pages (pdfinfo), the SVG rendered (rsvg-convert) with one element a
 * stone, the PNG's pixels at the points of the position; and hoshi
 * --export through the binary. Diagrams are filled by hand where the
 * model is not what is tested. */
#include <cairo.h>
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hoshi/diagram.h"
#include "hoshi/game.h"
#include "hoshi/score.h"
#include "print/print.h"
#include "run_hoshi.h"

static char dir[64];

static void make_dir(void)
{
  snprintf(dir, sizeof dir, "/tmp/hoshi-print-XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void)
{
  print_release(); /* pango's and fontconfig's caches: a leak checker sees none */
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_assert_eq(system(cmd), 0);
}

TestSuite(print, .init = make_dir, .fini = remove_dir);

static const char *in_dir(const char *name)
{
  static char path[4][256];
  static int k;
  k = (k + 1) % 4;
  snprintf(path[k], sizeof path[k], "%s/%s", dir, name);
  return path[k];
}

/* A command's output (at most 64 KB) with every blank removed, so that a
 * sentence pdftotext wrapped is still found whole. */
static void output_squeezed(const char *cmd, char *out, size_t n)
{
  char *raw = malloc(65536);
  cr_assert_eq(run_shell(cmd, raw, 65536), 0, "%s failed", cmd);
  size_t k = 0;
  for (const char *s = raw; *s && k + 1 < n; s++)
    if (*s != ' ' && *s != '\n' && *s != '\t' && *s != '\f')
      out[k++] = *s;
  out[k] = '\0';
  free(raw);
}

static bool holds(const char *squeezed, const char *text)
{
  char t[1024];
  size_t k = 0;
  for (const char *s = text; *s && k + 1 < sizeof t; s++)
    if (*s != ' ' && *s != '\n')
      t[k++] = *s;
  t[k] = '\0';
  return strstr(squeezed, t) != NULL;
}

/* A 9x9 diagram, filled by hand:
 *   . . . . . . . . .
 *   . . X . . . . . .     X C8 (move 1), O E8 (2), X G8 (3)
 *   . . . . O . X . .     O C6, X E5 (numbered 4 and 5, "6 at 4" below)
 *   . . . . . . . . .
 *   . . O . . . . . .
 *   . . . . X . . . .
 */
static void small_diagram(diagram *d)
{
  memset(d, 0, sizeof *d);
  d->size = 9;
  d->x1 = d->y1 = 8;
  for (int i = 0; i < 4; i++)
    d->edge[i] = true;
  d->stone[1][2] = COLOR_BLACK;
  d->stone[2][4] = COLOR_WHITE;
  d->stone[2][6] = COLOR_BLACK;
  d->stone[4][2] = COLOR_WHITE;
  d->stone[5][4] = COLOR_BLACK;
  d->number[4][2] = 4;
  d->number[5][4] = 5;
  d->mark[1][2] = DIAGRAM_TRIANGLE;
  d->mark[7][7] = DIAGRAM_LABEL;
  snprintf(d->label[7][7], sizeof d->label[7][7], "a");
  d->dimmed[2][6] = true;
  d->lines[0] = (diagram_line){2, 1, 4, 2, true};
  d->n_lines = 1;
  snprintf(d->notes[0], sizeof d->notes[0], "6 at 4");
  d->n_notes = 1;
  snprintf(d->caption, sizeof d->caption, "Diagram 3: Black to play and live");
  snprintf(d->comment, sizeof d->comment,
           "The triangle shows the vital point; a White stone at a kills.");
}

Test(print, the_pdf_holds_the_caption_the_comment_and_the_notes)
{
  diagram d;
  small_diagram(&d);
  print_options o = {.format = PRINT_PDF, .page = PRINT_A4};
  hoshi_error why = {0};
  cr_assert(print_diagram(&d, &o, in_dir("d.pdf"), &why), "%s", why.message);
  char cmd[512], text[65536];
  snprintf(cmd, sizeof cmd, "pdfinfo '%s' | grep -q 'Page size: *595 x 842'", in_dir("d.pdf"));
  cr_assert_eq(system(cmd), 0, "an A4 page");
  snprintf(cmd, sizeof cmd, "pdftotext '%s' -", in_dir("d.pdf"));
  output_squeezed(cmd, text, sizeof text);
  cr_assert(holds(text, d.caption), "caption in: %s", text);
  cr_assert(holds(text, d.comment), "comment in: %s", text);
  cr_assert(holds(text, "6 at 4"), "notes in: %s", text);
  o.page = PRINT_LETTER;
  cr_assert(print_diagram(&d, &o, in_dir("l.pdf"), &why), "%s", why.message);
  snprintf(cmd, sizeof cmd, "pdfinfo '%s' | grep -q 'Page size: *612 x 792'", in_dir("l.pdf"));
  cr_assert_eq(system(cmd), 0, "a Letter page");
}

static int count(const char *hay, const char *needle)
{
  int n = 0;
  for (const char *s = hay; (s = strstr(s, needle)); s++)
    n++;
  return n;
}

Test(print, the_svg_renders_and_has_one_element_a_stone)
{
  diagram d;
  small_diagram(&d);
  print_options o = {.format = PRINT_SVG};
  hoshi_error why = {0};
  cr_assert(print_diagram(&d, &o, in_dir("d.svg"), &why), "%s", why.message);
  char cmd[512], out[256];
  snprintf(cmd, sizeof cmd, "rsvg-convert '%s' -o '%s' 2>&1", in_dir("d.svg"), in_dir("r.png"));
  cr_assert_eq(run_shell(cmd, out, sizeof out), 0, "rsvg-convert: %s", out);
  FILE *f = fopen(in_dir("d.svg"), "r");
  cr_assert_not_null(f);
  static char svg[1 << 20];
  svg[fread(svg, 1, sizeof svg - 1, f)] = '\0';
  fclose(f);
  cr_assert_eq(count(svg, "class=\"stone "), 5);
  cr_assert_eq(count(svg, "class=\"stone black"), 3);
  cr_assert_eq(count(svg, "class=\"stone white"), 2);
  cr_assert_eq(count(svg, "class=\"stone black dimmed\""), 1);
}

/* Black, white or empty at a point of the PNG: a black stone is dark at
 * its centre and beside it; a white stone light at both; an empty point
 * has the grid's crossing at its centre and paper beside it. */
static char seen(cairo_surface_t *s, double px, double py, double cell)
{
  int stride = cairo_image_surface_get_stride(s);
  const unsigned char *data = cairo_image_surface_get_data(s);
  int x = (int)(px + 0.5), y = (int)(py + 0.5), dx = (int)(cell * 0.25);
  /* The grid's lines are thin: the darkest pixel around the centre. */
  int darkest = 255;
  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++) {
      const unsigned char *c = data + (y + j) * stride + (x + i) * 4;
      darkest = c[1] < darkest ? c[1] : darkest;
    }
  const unsigned char *b = data + (y + dx) * stride + (x + dx) * 4;
  bool dark_c = darkest < 80, dark_b = b[1] < 80;
  if (dark_c && dark_b)
    return 'X';
  if (!dark_c && !dark_b)
    return 'O';
  return dark_c ? '.' : '?';
}

Test(print, the_png_shows_each_point_as_the_position_says)
{
  diagram d;
  small_diagram(&d);
  memset(d.number, 0, sizeof d.number);
  memset(d.mark, 0, sizeof d.mark);
  memset(d.dimmed, 0, sizeof d.dimmed);
  d.n_lines = 0;
  print_options o = {.format = PRINT_PNG, .png_width = 500};
  hoshi_error why = {0};
  cr_assert(print_diagram(&d, &o, in_dir("d.png"), &why), "%s", why.message);
  cairo_surface_t *s = cairo_image_surface_create_from_png(in_dir("d.png"));
  cr_assert_eq(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
  cr_assert_eq(cairo_image_surface_get_width(s), 500);
  for (int y = 0; y < 9; y++)
    for (int x = 0; x < 9; x++) {
      double px, py, cell = print_diagram_point(&d, &o, x, y, &px, &py);
      char want = d.stone[y][x] == COLOR_BLACK ? 'X' : d.stone[y][x] == COLOR_WHITE ? 'O' : '.';
      cr_assert_eq(seen(s, px, py, cell), want, "point %d,%d: %c, not %c", x, y,
                   seen(s, px, py, cell), want);
    }
  cairo_surface_destroy(s);
}

/* An image's comment is as tall as the image is wide at most, and as a
 * page's, ellipsized (issue
 * 46, R11): a comment of blank lines made a PNG 20,943 pixels high. The
 * same diagram with one line of comment is the yardstick. */
Test(print, a_long_comment_does_not_stretch_the_image)
{
  diagram d;
  small_diagram(&d);
  print_options o = {.format = PRINT_PNG, .png_width = 800};
  hoshi_error why = {0};
  snprintf(d.comment, sizeof d.comment, "%s", "One line.");
  cr_assert(print_diagram(&d, &o, in_dir("short.png"), &why), "%s", why.message);
  size_t n = 0;
  for (; n + 2 < sizeof d.comment; n += 2)
    memcpy(d.comment + n, "x\n", 2);
  d.comment[n] = '\0';
  cr_assert(print_diagram(&d, &o, in_dir("long.png"), &why), "%s", why.message);
  cairo_surface_t *a = cairo_image_surface_create_from_png(in_dir("short.png"));
  cairo_surface_t *b = cairo_image_surface_create_from_png(in_dir("long.png"));
  cr_assert_eq(cairo_surface_status(b), CAIRO_STATUS_SUCCESS);
  int ha = cairo_image_surface_get_height(a), hb = cairo_image_surface_get_height(b);
  int w = cairo_image_surface_get_width(b);
  cr_expect_gt(hb, ha, "the comment takes room");
  cr_expect_lt(hb, 5 * w / 2, "%d lines of comment: %dx%d", (int)(n / 2), w, hb);
  cairo_surface_destroy(a);
  cairo_surface_destroy(b);
}

/* A comment of stacked combining marks draws within its box: their ink
 * rose over the board and the margin (issue 46, R17). The image's top
 * margin stays white. */
Test(print, combining_marks_stay_in_the_comments_box)
{
  diagram d;
  small_diagram(&d);
  size_t n = 0;
  d.comment[n++] = 'a';
  for (; n + 3 < sizeof d.comment; n += 2)
    memcpy(d.comment + n, "\xcc\x81", 2); /* U+0301, a combining acute accent */
  d.comment[n] = '\0';
  print_options o = {.format = PRINT_PNG, .png_width = 800};
  hoshi_error why = {0};
  cr_assert(print_diagram(&d, &o, in_dir("marks.png"), &why), "%s", why.message);
  cairo_surface_t *s = cairo_image_surface_create_from_png(in_dir("marks.png"));
  cr_assert_eq(cairo_surface_status(s), CAIRO_STATUS_SUCCESS);
  cairo_surface_flush(s);
  const unsigned char *px = cairo_image_surface_get_data(s);
  int stride = cairo_image_surface_get_stride(s), w = cairo_image_surface_get_width(s);
  int dark = 0;
  for (int y = 0; y < 20; y++)
    for (int x = 0; x < w; x++) {
      uint32_t v;
      memcpy(&v, px + y * stride + 4 * x, 4);
      dark += (v & 0xff) < 128;
    }
  cr_expect_eq(dark, 0, "%d dark pixels in the top margin", dark);
  cairo_surface_destroy(s);
}

/* Under an address-space limit too small for the fonts' libraries
 * (ulimit -v 100 MB), --export refuses at once with the reason and writes
 * nothing (issue 46, R9): fontconfig and pango would abort or crash. In a
 * child process, the limit set after the test's own start (the
 * sanitizers' shadow memory is mapped already), its message unbuffered. */
Test(print, an_export_refuses_an_address_space_too_small_for_the_fonts)
{
  char rec[256], msg[256];
  snprintf(rec, sizeof rec, "%s", in_dir("r.sgf"));
  snprintf(msg, sizeof msg, "%s", in_dir("msg.txt"));
  FILE *f = fopen(rec, "w");
  cr_assert_not_null(f);
  fputs("(;GM[1]FF[4]SZ[9];B[ee])", f);
  fclose(f);
  FILE *err = fopen(msg, "w");
  cr_assert_not_null(err);
  setvbuf(err, NULL, _IONBF, 0);
  fflush(NULL);
  pid_t pid = fork();
  cr_assert_geq(pid, 0);
  if (pid == 0) {
    struct rlimit r = {100u << 20, 100u << 20};
    if (setrlimit(RLIMIT_AS, &r) != 0)
      _exit(9);
    print_export_options e = {.file = rec,
                              .out = in_dir("r.pdf"),
                              .what = PRINT_EXPORT_MOVE,
                              .move = -1,
                              .print = {.format = PRINT_PDF}};
    _exit(print_export(&e, err));
  }
  int status = 0;
  cr_assert_eq(waitpid(pid, &status, 0), pid);
  fclose(err);
  cr_assert(WIFEXITED(status), "the child ended by a signal");
  cr_expect_eq(WEXITSTATUS(status), 1);
  cr_expect_neq(access(in_dir("r.pdf"), F_OK), 0, "nothing written");
  char said[512] = "";
  f = fopen(msg, "r");
  cr_assert_not_null(f);
  size_t n = fread(said, 1, sizeof said - 1, f);
  said[n] = '\0';
  fclose(f);
  cr_expect(strstr(said, "--export needs 128 MB of address space, and this process may use 100 MB"),
            "%s", said);
}

/* A diagram's caption holds the position's name cut before a character,
 * with "…", however long the name (issue 46, R10: a 1 MB name of "é" was
 * cut inside one, and pango warned of invalid UTF-8). */
Test(print, a_long_name_is_cut_whole_in_the_caption)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  size_t n = 3001;
  char *name = malloc(2 * n + 1);
  cr_assert_not_null(name);
  for (size_t i = 0; i < n; i++)
    memcpy(name + 2 * i, "\xc3\xa9", 2);
  name[2 * n] = '\0';
  cr_assert(sgf_set(g.records, g.root, "N", name));
  free(name);
  char caption[256];
  print_caption(&g, 0, caption, sizeof caption);
  size_t len = strlen(caption);
  cr_expect_geq(len, 200, "the room is used: %zu bytes", len);
  cr_expect(len >= 3 && strcmp(caption + len - 3, "\xe2\x80\xa6") == 0, "ends with …: %s", caption);
  for (size_t i = 0; i + 3 < len; i += 2)
    cr_expect(caption[i] == '\xc3' && caption[i + 1] == '\xa9', "byte %zu cuts a character", i);
  game_deinit(&g);
}

/* A 20-move lesson, moves 3, 6, 9, 12, 15 and 20 marked for the handout. */
static void lesson(game *g)
{
  cr_assert(game_init(g, 19, NULL));
  cr_assert(game_set_player(g, COLOR_BLACK, "Alice"));
  cr_assert(game_set_player(g, COLOR_WHITE, "Bob"));
  for (int m = 1; m <= 20; m++) {
    /* Two rows of ten, two lines apart: nothing is captured. */
    int x = (m - 1) % 10 * 2, y = (m - 1) / 10 * 2 + 3;
    cr_assert_eq(game_play(g, game_to_move(g), board_point(&g->board, x, y)), MOVE_LEGAL);
    if ((m % 3 == 0 && m < 18) || m == 20) {
      cr_assert(game_toggle_handout(g));
      char c[64];
      snprintf(c, sizeof c, "Comment of move %d.", m);
      cr_assert(game_set_comment(g, c));
    }
  }
}

/* The pages of a PDF, as pdfinfo counts them (-1: it could not). */
static int pdf_pages(const char *path)
{
  char cmd[512], out[4096];
  snprintf(cmd, sizeof cmd, "pdfinfo '%s' | grep '^Pages:'", path);
  if (run_shell(cmd, out, sizeof out) != 0)
    return -1;
  return atoi(out + strlen("Pages:"));
}

Test(print, a_lesson_of_six_marked_nodes_is_two_pages_of_four)
{
  game g;
  lesson(&g);
  print_handout_options h = {.kind = PRINT_MARKED, .coordinates = true};
  print_options o = {.format = PRINT_PDF, .page = PRINT_A4, .per_page = 4};
  hoshi_error why = {0};
  cr_assert(print_handout(&g, &h, &o, in_dir("h.pdf"), &why), "%s", why.message);
  cr_assert_eq(game_move_number(&g), 20, "the game stays where it was");
  cr_assert_eq(pdf_pages(in_dir("h.pdf")), 2);
  char cmd[512], out[65536];
  snprintf(cmd, sizeof cmd, "pdftotext '%s' -", in_dir("h.pdf"));
  output_squeezed(cmd, out, sizeof out);
  cr_assert_eq(count(out, "Diagram"), 6, "%s", out);
  cr_assert(holds(out, "Diagram 6"));
  cr_assert(holds(out, "Comment of move 20."));
  cr_assert(holds(out, "Black: Alice"));
  cr_assert(holds(out, "page 2 of 2"));
  game_deinit(&g);
}

/* A main-line handout steps along the line (no replay from the root at
 * each move: 100,000 moves froze the window for minutes) and stops at 500
 * diagrams, saying so under the last: 520 moves, a diagram a move. */
Test(print, a_main_line_handout_stops_at_500_diagrams_and_says_so, .timeout = 60)
{
  game g;
  cr_assert(game_init(&g, 19, NULL));
  uint64_t rng = 12345;
  for (int m = 0; m < 520;) {
    rng = rng * 6364136223846793005u + 1442695040888963407u;
    point p = board_point(&g.board, (int)(rng >> 33) % 19, (int)(rng >> 45) % 19);
    if (game_check(&g, game_to_move(&g), p).status == MOVE_LEGAL) {
      cr_assert_eq(game_play(&g, game_to_move(&g), p), MOVE_LEGAL);
      m++;
    }
  }
  print_handout_options h = {.kind = PRINT_MAIN_LINE, .every = 1};
  print_options o = {.format = PRINT_PDF, .page = PRINT_A4, .per_page = 4};
  hoshi_error why = {0};
  cr_assert(print_handout(&g, &h, &o, in_dir("long.pdf"), &why), "%s", why.message);
  cr_assert_eq(game_move_number(&g), 520, "the game stays where it was");
  cr_expect_eq(pdf_pages(in_dir("long.pdf")), 125, "500 diagrams, 4 a page");
  char cmd[512], out[65536];
  snprintf(cmd, sizeof cmd, "pdftotext -f 125 -l 125 '%s' -", in_dir("long.pdf"));
  output_squeezed(cmd, out, sizeof out);
  cr_expect(holds(out, "Diagram 500"), "%s", out);
  cr_expect(holds(out, "the handout stops here: 500 diagrams at most"), "%s", out);
  cr_expect_not(holds(out, "Diagram 501"), "%s", out);
  game_deinit(&g);
}

Test(print, nothing_marked_is_said_not_printed)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  cr_assert_eq(game_play(&g, COLOR_BLACK, board_point(&g.board, 2, 2)), MOVE_LEGAL);
  print_handout_options h = {.kind = PRINT_MARKED};
  print_options o = {.format = PRINT_PDF};
  hoshi_error why = {0};
  cr_assert_not(print_handout(&g, &h, &o, in_dir("none.pdf"), &why));
  cr_assert(strstr(why.message, "marked"), "%s", why.message);
  cr_assert_neq(access(in_dir("none.pdf"), F_OK), 0);
  game_deinit(&g);
}

/* A 9x9 handicap game (2 stones), finished: Black holds the left, White
 * the right.
 *   . . . X O . . . .
 *   ... every row alike
 */
Test(print, the_scoring_page_of_a_handicap_game_holds_both_totals_and_the_reasons)
{
  game g;
  cr_assert(game_init(&g, 9, NULL));
  hoshi_error why = {0};
  cr_assert(game_fixed_handicap(&g, 2, &why), "%s", why.message);
  for (int y = 0; y < 9; y++) {
    cr_assert_eq(game_play(&g, COLOR_WHITE, board_point(&g.board, 5, y)), MOVE_LEGAL);
    if (board_at(&g.board, board_point(&g.board, 3, y)) == COLOR_EMPTY)
      cr_assert_eq(game_play(&g, COLOR_BLACK, board_point(&g.board, 3, y)), MOVE_LEGAL);
    else
      cr_assert_eq(game_play(&g, COLOR_BLACK, board_point(&g.board, 4, (y + 4) % 9)), MOVE_LEGAL);
  }
  static uint8_t none[BOARD_MAX_POINTS];
  print_options o = {.format = PRINT_PDF};
  cr_assert(print_scoring(&g, none, NULL, NULL, &o, in_dir("s.pdf"), &why), "%s", why.message);
  score_input in;
  game_score_input(&g, &in);
  in.dead = none;
  score jp, cn;
  cr_assert(score_count(&in, rules_reference(SCORING_TERRITORY), &jp));
  cr_assert(score_count(&in, rules_reference(SCORING_AREA), &cn));
  score_reason reasons[16];
  int n = score_reconcile(&jp, &cn, &in, reasons, 16);
  cr_assert_gt(n, 0);
  char cmd[512], out[65536];
  snprintf(cmd, sizeof cmd, "pdftotext '%s' -", in_dir("s.pdf"));
  output_squeezed(cmd, out, sizeof out);
  char total[32];
  for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
    snprintf(total, sizeof total, "%g", jp.side[c].total);
    cr_assert(holds(out, total), "Japanese total %s in: %s", total, out);
    snprintf(total, sizeof total, "%g", cn.side[c].total);
    cr_assert(holds(out, total), "Chinese total %s in: %s", total, out);
  }
  cr_assert(holds(out, "Total"));
  cr_assert(holds(out, jp.result) && holds(out, cn.result), "%s %s in %s", jp.result, cn.result,
            out);
  for (int i = 0; i < n; i++)
    cr_assert(holds(out, reasons[i].text), "reason '%s' in: %s", reasons[i].text, out);
  game_deinit(&g);
}

/* --- hoshi --export ----------------------------------------------------------------- */

static const char *write_record(const char *name, const char *sgf)
{
  const char *path = in_dir(name);
  FILE *f = fopen(path, "w");
  cr_assert_not_null(f);
  fputs(sgf, f);
  fclose(f);
  return path;
}

Test(print, hoshi_export_writes_each_format_and_refuses_bad_values)
{
  char rec[256];
  snprintf(rec, sizeof rec, "%s",
           write_record("r.sgf", "(;GM[1]FF[4]SZ[9]PB[Ann]PW[Ben];B[cc]C[The first move.];W[gg]"
                                 "HOSHIPRINT[1];B[cg];W[gc]HOSHIPRINT[1]C[Four moves.])"));
  char args[1024], out[8192];
  snprintf(args, sizeof args, "--export '%s' --move 2 --out '%s'", rec, in_dir("m.svg"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cr_assert_eq(access(in_dir("m.svg"), F_OK), 0);
  snprintf(args, sizeof args, "--export '%s' --out '%s' --width 300 --region A1:E5", rec,
           in_dir("m.png"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cairo_surface_t *s = cairo_image_surface_create_from_png(in_dir("m.png"));
  cr_assert_eq(cairo_image_surface_get_width(s), 300);
  cairo_surface_destroy(s);
  snprintf(args, sizeof args, "--export '%s' --handout marked --per-page 2 --out '%s'", rec,
           in_dir("h.pdf"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  snprintf(args, sizeof args, "pdftotext '%s' -", in_dir("h.pdf"));
  output_squeezed(args, out, sizeof out);
  cr_assert(holds(out, "Four moves."), "%s", out);
  snprintf(args, sizeof args, "--export '%s' --scoring --format pdf --out '%s'", rec,
           in_dir("s.out"));
  cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);

  static const struct {
    const char *args, *said;
  } bad[] = {
      {"--format gif", "--format gif"},
      {"--per-page 3", "--per-page 3"},
      {"--page a3", "--page a3"},
      {"--width 12", "--width 12"},
      {"--out x.doc", "--out x.doc"},
      {"--move 99", "--move 99"},
      {"--region A1:Z30", "--region A1:Z30"},
      {"--move 2 --scoring", "one of"},
      {"--numbers-from 0", "--numbers-from 0"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    snprintf(args, sizeof args, "--export '%s' %s", rec, bad[i].args);
    cr_assert_eq(run_hoshi(args, out, sizeof out), 2, "%s: %s", bad[i].args, out);
    cr_assert(strstr(out, bad[i].said), "%s: %s", bad[i].args, out);
  }
  cr_assert_eq(run_hoshi("--help", out, sizeof out), 0);
  cr_assert(strstr(out, "--export FILE.sgf"), "%s", out);
}

/* --- nothing written over what must not be (issue 46) ------------------------------------- */

/* The file's bytes, for comparing before and after. */
static size_t file_bytes(const char *path, char *out, size_t n)
{
  FILE *f = fopen(path, "rb");
  cr_assert_not_null(f, "%s", path);
  size_t got = fread(out, 1, n, f);
  fclose(f);
  return got;
}

/* --export never writes over the record it reads, whatever --out and
 * --format say, nor over any existing file unless --force; a defaulted
 * name that is taken is numbered, as the export dialog's are. */
Test(print, export_never_writes_over_the_record_or_an_existing_file)
{
  static const char sgf[] = "(;GM[1]FF[4]SZ[9];B[cc];W[gg])";
  char rec[256], pdf_rec[256], mine[256]; /* in_dir's names are reused */
  snprintf(rec, sizeof rec, "%s", write_record("g.sgf", sgf));
  char args[1024], out[8192], was[256], now[256];
  size_t n = file_bytes(rec, was, sizeof was);

  /* Onto itself: by its name, and by another spelling of it. */
  snprintf(args, sizeof args, "--export '%s' --out '%s' --format pdf", rec, rec);
  cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "is the record itself"), "%s", out);
  snprintf(args, sizeof args, "--export '%s' --out '%s/./g.sgf' --format png --force", rec, dir);
  cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "--force never allows it: %s", out);
  cr_assert_eq(file_bytes(rec, now, sizeof now), n);
  cr_expect_eq(memcmp(was, now, n), 0, "the record is unchanged");

  /* A record saved under the name its export would take: numbered. */
  snprintf(pdf_rec, sizeof pdf_rec, "%s", write_record("rec.pdf", sgf));
  snprintf(args, sizeof args, "--export '%s'", pdf_rec);
  cr_expect_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cr_expect_eq(file_bytes(pdf_rec, now, sizeof now), sizeof sgf - 1, "the record is unchanged");
  cr_expect_eq(memcmp(now, sgf, sizeof sgf - 1), 0);
  cr_expect_eq(access(in_dir("rec-2.pdf"), F_OK), 0, "written beside it as rec-2.pdf");

  /* The defaulted g.pdf, then g-2.pdf when g.pdf is taken. */
  snprintf(args, sizeof args, "--export '%s'", rec);
  cr_expect_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cr_expect_eq(access(in_dir("g.pdf"), F_OK), 0);
  cr_expect_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cr_expect_eq(access(in_dir("g-2.pdf"), F_OK), 0, "the second export is numbered");

  /* An existing --out: refused, unchanged; replaced with --force. */
  snprintf(mine, sizeof mine, "%s", write_record("notes.png", "not a picture"));
  snprintf(args, sizeof args, "--export '%s' --out '%s'", rec, mine);
  cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "exists: give --force"), "%s", out);
  cr_expect_eq(file_bytes(mine, now, sizeof now), strlen("not a picture"), "left as it was");
  snprintf(args, sizeof args, "--export '%s' --out '%s' --force", rec, mine);
  cr_expect_eq(run_hoshi(args, out, sizeof out), 0, "%s", out);
  cairo_surface_t *png = cairo_image_surface_create_from_png(mine);
  cr_expect_eq(cairo_surface_status(png), CAIRO_STATUS_SUCCESS, "replaced by the diagram");
  cairo_surface_destroy(png);
  cr_expect_eq(run_hoshi("--force", out, sizeof out), 2, "--force alone: %s", out);

  /* A second record is said, not ignored. */
  snprintf(args, sizeof args, "--export '%s' '%s'", rec, pdf_rec);
  cr_expect_eq(run_hoshi(args, out, sizeof out), 2, "%s", out);
  cr_expect(strstr(out, "one record at a time"), "%s", out);
}

/* --- as books print (issue 41) ------------------------------------------------------------ */

/* A record opened from its SGF text, through a file in the test's folder. */
static void open_record(game *g, const char *sgf)
{
  const char *path = write_record("rec.sgf", sgf);
  hoshi_error why = {0};
  cr_assert(game_init(g, 19, NULL));
  cr_assert(game_load_file(g, path, NULL, &why), "%s", why.message);
}

/* The markers problem collections write for programs never reach paper:
 * the diagram's comment holds the rest whole, and so does the PDF. */
Test(print, the_markers_of_a_comment_are_never_printed)
{
  static const struct {
    const char *comment, *shown;
  } cases[] = {
      {"RIGHT Black captures", "Black captures"},
      {"Correct. RIGHT", "Correct."},
      {"CHOICE Blanc prend", "Blanc prend"},
  };
  for (size_t i = 0; i < 3; i++) {
    char sgf[256];
    snprintf(sgf, sizeof sgf, "(;GM[1]FF[4]SZ[9]AB[cc]AW[dc];B[dd]C[%s])", cases[i].comment);
    game g;
    open_record(&g, sgf);
    game_last(&g);
    diagram d;
    cr_assert(diagram_make(&d, &g, NULL));
    cr_expect_str_eq(d.comment, cases[i].shown);
    print_options o = {.format = PRINT_PDF};
    hoshi_error why = {0};
    cr_assert(print_diagram(&d, &o, in_dir("c.pdf"), &why), "%s", why.message);
    char cmd[512], text[65536];
    snprintf(cmd, sizeof cmd, "pdftotext '%s' -", in_dir("c.pdf"));
    output_squeezed(cmd, text, sizeof text);
    cr_expect(holds(text, cases[i].shown), "%s", text);
    cr_expect_null(strstr(text, "RIGHT"), "%s", text);
    cr_expect_null(strstr(text, "CHOICE"), "%s", text);
    game_deinit(&g);
  }
}

/* Labels of any length and script print whole, sized to their point:
 *   . . . . .
 *   . clef . 急所 .      C7 "clef", E7 "急所", G7 "abcd", J7 a label of
 *   . . . . .            twelve 急 (36 bytes): cut at 32, before a
 *                        character that does not fit whole */
Test(print, labels_of_any_length_and_script_print_whole)
{
  game g;
  open_record(&g, "(;GM[1]FF[4]SZ[9]LB[cc:clef][ec:急所][gc:abcd][ic:急急急急急急急急急急急急])");
  diagram d;
  cr_assert(diagram_make(&d, &g, NULL));
  cr_expect_str_eq(d.label[2][2], "clef");
  cr_expect_str_eq(d.label[2][4], "急所");
  cr_expect_str_eq(d.label[2][6], "abcd");
  cr_expect_str_eq(d.label[2][8], "急急急急急急急急急急", "ten whole characters of three bytes");
  print_options o = {.format = PRINT_PDF};
  hoshi_error why = {0};
  cr_assert(print_diagram(&d, &o, in_dir("l.pdf"), &why), "%s", why.message);
  char cmd[512], text[65536];
  snprintf(cmd, sizeof cmd, "pdftotext '%s' -", in_dir("l.pdf"));
  output_squeezed(cmd, text, sizeof text);
  cr_expect(holds(text, "clef"), "%s", text);
  cr_expect(holds(text, "急所"), "%s", text);
  cr_expect(holds(text, "abcd"), "%s", text);
  /* The type fits the point: each label's ink (the grid's line through
   * the point left aside) lies within its point, as wide as a stone. */
  o = (print_options){.format = PRINT_PNG, .png_width = 900};
  cr_assert(print_diagram(&d, &o, in_dir("l.png"), &why), "%s", why.message);
  cairo_surface_t *png = cairo_image_surface_create_from_png(in_dir("l.png"));
  cr_assert_eq(cairo_surface_status(png), CAIRO_STATUS_SUCCESS);
  int stride = cairo_image_surface_get_stride(png);
  const unsigned char *px = cairo_image_surface_get_data(png);
  for (int k = 0; k < 4; k++) {
    double cx, cy, cell = print_diagram_point(&d, &o, 2 + 2 * k, 2, &cx, &cy);
    int left = 1 << 30, right = -1;
    for (int y = (int)(cy - cell * 0.25); y <= (int)(cy + cell * 0.25); y++)
      for (int x = (int)(cx - cell * 0.95); x <= (int)(cx + cell * 0.95); x++)
        if ((y < cy - 2 || y > cy + 2) && px[y * stride + x * 4 + 1] < 100)
          left = x < left ? x : left, right = x > right ? x : right;
    cr_expect(right >= 0 && right - left <= cell * 0.9, "label %d: %d pixels wide, a point %g", k,
              right - left, cell);
  }
  cairo_surface_destroy(png);
  game_deinit(&g);
}

/* Marks at moves 10 and 20 of the main line and at move 15 of a variation
 * that leaves it after move 12: each diagram numbers the moves since the
 * previous one of its line, a variation from its first move. */
Test(print, a_marked_handout_numbers_each_line_from_its_last_diagram)
{
  char sgf[2048] = "(;GM[1]FF[4]SZ[19]";
  size_t n = strlen(sgf);
  for (int m = 1; m <= 20; m++) {
    n += (size_t)snprintf(sgf + n, sizeof sgf - n, ";%c[%c%c]%s%s", m % 2 ? 'B' : 'W',
                          'a' + (m - 1) % 19, m <= 19 ? 'a' : 'c', m % 10 ? "" : "HOSHIPRINT[1]",
                          m == 12 ? "(" : "");
  }
  snprintf(sgf + n, sizeof sgf - n, ")(;B[ae];W[be];B[ce]HOSHIPRINT[1]))");
  game g;
  open_record(&g, sgf);
  print_handout_options h = {.kind = PRINT_MARKED, .coordinates = true};
  print_options o = {.format = PRINT_PDF, .per_page = 4};
  hoshi_error why = {0};
  cr_assert(print_handout(&g, &h, &o, in_dir("m.pdf"), &why), "%s", why.message);
  char cmd[512], text[65536];
  snprintf(cmd, sizeof cmd, "pdftotext '%s' -", in_dir("m.pdf"));
  output_squeezed(cmd, text, sizeof text);
  cr_expect(holds(text, "Diagram 1 (moves 1 to 10)"), "%s", text);
  cr_expect(holds(text, "Diagram 2 (moves 11 to 20)"), "%s", text);
  cr_expect(holds(text, "Diagram 3 (moves 13 to 15)"), "%s", text);
  game_deinit(&g);
}

/* A diagram alone has its caption: the moves it numbers, else its place. */
Test(print, a_single_diagram_has_its_caption)
{
  game g;
  open_record(&g, "(;GM[1]FF[4]SZ[9];B[cc];W[gg];B[cg];W[gc]N[Four corners])");
  char caption[256];
  game_last(&g);
  print_caption(&g, 2, caption, sizeof caption);
  cr_expect_str_eq(caption, "Four corners: Moves 2 to 4");
  game_back(&g);
  print_caption(&g, 0, caption, sizeof caption);
  cr_expect_str_eq(caption, "After move 3");
  print_caption(&g, 3, caption, sizeof caption);
  cr_expect_str_eq(caption, "Move 3");
  game_first(&g);
  print_caption(&g, 0, caption, sizeof caption);
  cr_expect_str_eq(caption, "Black to play");
  game_deinit(&g);
}

/* --- the table of formats ----------------------------------------------------------------- */

/* Every row of the formats' table: its name and extension read back to it,
 * hoshi --export writes it under the record's name with its extension, and
 * the command line's messages and --help name it. */
Test(print, every_format_row_is_read_written_and_named)
{
  char rec[256];
  snprintf(rec, sizeof rec, "%s", write_record("t.sgf", "(;GM[1]FF[4]SZ[9];B[cc];W[gg])"));
  char args[1024], out[8192], help[16384], list[64];
  cr_assert_eq(run_hoshi("--help", help, sizeof help), 0);
  print_format_list(false, " or ", list, sizeof list);
  cr_expect(strstr(help, list), "--help names the formats as '%s'", list);
  cr_assert_eq(run_hoshi("--export x.sgf --format gif", out, sizeof out), 2);
  print_format_list(false, " and ", list, sizeof list);
  cr_expect(strstr(out, list), "%s", out);
  snprintf(args, sizeof args, "--export '%s' --out x.doc", rec);
  cr_assert_eq(run_hoshi(args, out, sizeof out), 2);
  print_format_list(true, " or ", list, sizeof list);
  cr_expect(strstr(out, list), "%s", out);
  for (int i = 0; i < PRINT_FORMAT_COUNT; i++) {
    const print_format_info *f = print_format_get((enum print_format)i);
    cr_expect_eq(f->format, (enum print_format)i, "the rows are in the enum's order");
    enum print_format back = PRINT_FORMAT_COUNT;
    cr_expect(print_format_parse(f->name, &back) && back == f->format, "%s", f->name);
    back = PRINT_FORMAT_COUNT;
    cr_expect(print_format_of_extension(f->extension, &back) && back == f->format, "%s",
              f->extension);
    cr_expect(f->label && f->label[0] && f->surface, "%s", f->name);
    cr_expect(strstr(help, f->name), "--help names %s", f->name);
    snprintf(args, sizeof args, "--export '%s' --format %s", rec, f->name);
    cr_assert_eq(run_hoshi(args, out, sizeof out), 0, "%s: %s", f->name, out);
    char written[300];
    snprintf(written, sizeof written, "%.*s.%s", (int)(strlen(rec) - 4), rec, f->extension);
    cr_expect_eq(access(written, F_OK), 0, "%s", written);
    unlink(written);
  }
  cr_expect_eq(print_format_get(PRINT_FORMAT_COUNT), print_format_get(PRINT_PDF));
}
