/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the ASCII diagram reader (board_from_ascii), which
 * the tests and the course's checks read positions with: the first byte
 * chooses the board's size (5 to 25), the rest is the diagram.
 *
 * Properties: nothing crashes or reads out of bounds; a diagram accepted
 * gives a board whose every chain has a liberty, whose stones are those the
 * text names (X and O, in order), and which a legal move can be played on
 * without breaking the board's own bookkeeping. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/board.h"

#include "property.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (size < 1 || size > 4096)
    return 0;
  int n = 5 + data[0] % 21;
  char *text = malloc(size);
  if (!text)
    return 0;
  memcpy(text, data + 1, size - 1);
  text[size - 1] = '\0';
  board b;
  if (board_from_ascii(&b, n, text)) {
    PROPERTY("size", b.size == n);
    int stones = 0;
    for (const char *s = text; *s; s++)
      stones += *s == 'X' || *s == 'O';
    int on = 0;
    BOARD_FOR_POINTS(&b, p) {
      enum color c = board_at(&b, p);
      if (c == COLOR_EMPTY)
        continue;
      on++;
      PROPERTY("liberty", board_liberties(&b, p) > 0);
    }
    PROPERTY("stones", on <= stones);
    BOARD_FOR_POINTS(&b, p) {
      if (board_check(&b, b.to_move, p, SUICIDE_FORBIDDEN, NULL, false).status == MOVE_LEGAL) {
        board_play(&b, b.to_move, p);
        PROPERTY("played", board_at(&b, p) != COLOR_EMPTY);
        break;
      }
    }
  }
  free(text);
  return 0;
}
