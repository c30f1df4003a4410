/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "hoshi/board.h"

#include "hoshi/i18n.h"
#include "hoshi/rng.h"
#include "hoshi/os.h"

#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>

/* Fixed seed: hashes are the same in every run and can be written into tests. */
#define ZOBRIST_SEED         0x486f736869476f21ull /* "HoshiGo!" */
#define KEY_POSITIONAL       0x7b0e6f2a9d41c853ull
#define KEY_CREATED_BY_BLACK 0x2545f4914f6cdd1dull
#define KEY_CREATED_BY_WHITE 0x9e6c63d0676a9a99ull

uint64_t board_zobrist(enum color c, point p)
{
  /* Computed on demand (one per stone placed or removed) rather than kept
   * in a table that would need initialising. */
  return rng_mix(RNG_GOLDEN + (ZOBRIST_SEED ^ ((uint64_t)(uint16_t)p << 2 | (uint64_t)c)));
}

uint64_t board_history_key(uint64_t hash, enum color creator, bool situational)
{
  uint64_t key = hash ^ KEY_POSITIONAL;
  if (situational)
    key ^= creator == COLOR_BLACK ? KEY_CREATED_BY_BLACK : KEY_CREATED_BY_WHITE;
  return key ? key : 1; /* 0 marks an empty history slot */
}

const char *move_status_id(enum move_status status)
{
  static const char *const ids[] = {"legal",   "off_board", "occupied",  "ko",
                                    "suicide", "superko",   "no_memory", "out_of_turn"};
  return (size_t)status < sizeof ids / sizeof ids[0] ? ids[status] : "unknown";
}

const char *move_status_text(enum move_status status)
{
  switch (status) {
  case MOVE_LEGAL:
    return _("legal");
  case MOVE_OFF_BOARD:
    return _("the point is not on the board");
  case MOVE_OCCUPIED:
    return _("the point is occupied");
  case MOVE_KO:
    return _("ko: play elsewhere first");
  case MOVE_SUICIDE:
    return _("suicide is not allowed under these rules");
  case MOVE_SUPERKO:
    return _("this would repeat an earlier position");
  case MOVE_NO_MEMORY:
    return _("out of memory");
  case MOVE_OUT_OF_TURN:
    return _("the same player moved twice in a row");
  }
  return "unknown";
}

const char *move_status_sentence(enum move_status status)
{
  switch (status) {
  case MOVE_OCCUPIED:
    return _("There is already a stone there.");
  case MOVE_KO:
    return _("Ko: you cannot take back at once. Play elsewhere first.");
  case MOVE_SUPERKO:
    return _("This move would repeat an earlier position, which these rules forbid.");
  case MOVE_SUICIDE:
    return _("Suicide is not allowed under these rules: the stone would have no liberty.");
  case MOVE_OFF_BOARD:
    return _("That point is not on the board.");
  case MOVE_NO_MEMORY:
    return _("Out of memory: the move could not be played.");
  case MOVE_OUT_OF_TURN:
    return _("It is the other player's turn.");
  case MOVE_LEGAL:
    break;
  }
  return "";
}

static inline void add_lib(board *b, point head, point lib)
{
  b->plibs[head]++;
  b->libsum[head] += (uint32_t)lib;
  b->libsumsq[head] += (uint32_t)lib * (uint32_t)lib;
}

static inline void remove_lib(board *b, point head, point lib)
{
  b->plibs[head]--;
  b->libsum[head] -= (uint32_t)lib;
  b->libsumsq[head] -= (uint32_t)lib * (uint32_t)lib;
}

static inline void empty_add(board *b, point p)
{
  b->empty_index[p] = (int16_t)b->n_empty;
  b->empty[b->n_empty++] = p;
}

static inline void empty_remove(board *b, point p)
{
  int i = b->empty_index[p];
  point last = b->empty[--b->n_empty];
  b->empty[i] = last;
  b->empty_index[last] = (int16_t)i;
}

bool board_init(board *b, int size)
{
  if (!board_size_ok(size))
    return false;
  memset(b, 0, sizeof *b);
  b->size = size;
  b->stride = size + 1;
  memset(b->color, COLOR_BORDER, sizeof b->color);
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++) {
      point p = board_point(b, x, y);
      b->color[p] = COLOR_EMPTY;
      empty_add(b, p);
    }
  b->ko = POINT_NONE;
  b->last_move = POINT_NONE;
  b->to_move = COLOR_BLACK;
  return true;
}

int board_liberty_list(const board *b, point p, point *out, int max)
{
  uint8_t seen[BOARD_MAX_POINTS] = {0};
  int libs = 0;
  point s = p;
  do {
    BOARD_FOR_NEIGHBOURS(b, s, n) {
      if (b->color[n] == COLOR_EMPTY && !seen[n]) {
        seen[n] = 1;
        if (libs == max)
          return max + 1;
        if (out)
          out[libs] = (point)n;
        libs++;
      }
    }
    s = b->next[s];
  } while (s != p);
  return libs;
}

int board_liberties(const board *b, point p) { return board_liberty_list(b, p, NULL, INT_MAX); }

void board_mark_chain(const board *b, point p, uint8_t *marks, uint8_t value)
{
  point s = p;
  do {
    marks[s] = value;
    s = b->next[s];
  } while (s != p);
}

int board_liberties_after(const board *b, enum color c, point p)
{
  uint8_t lib[BOARD_MAX_POINTS] = {0};
  point heads[4];
  int n = 0, libs = 0;
  BOARD_FOR_NEIGHBOURS(b, p, q) {
    if (b->color[q] == COLOR_EMPTY && !lib[q]) {
      lib[q] = 1;
      libs++;
    } else if (b->color[q] == c) {
      bool known = false;
      for (int i = 0; i < n; i++)
        known |= heads[i] == b->chain[q];
      if (!known)
        heads[n++] = b->chain[q];
    }
  }
  for (int i = 0; i < n; i++) {
    point s = heads[i];
    do {
      BOARD_FOR_NEIGHBOURS(b, s, q) {
        if (b->color[q] == COLOR_EMPTY && q != p && !lib[q]) {
          lib[q] = 1;
          libs++;
        }
      }
      s = b->next[s];
    } while (s != heads[i]);
  }
  return libs;
}

bool board_captures(const board *b, enum color c, point p)
{
  BOARD_FOR_NEIGHBOURS(b, p, q) {
    if (b->color[q] == color_other(c) && board_in_atari(b, b->chain[q]))
      return true;
  }
  return false;
}

bool board_fills_safely(const board *b, enum color c, point p)
{
  return b->color[p] == COLOR_EMPTY &&
         (board_liberties_after(b, c, p) >= 2 || board_captures(b, c, p));
}

move_effect board_check(const board *b, enum color c, point p, enum suicide_rule suicide,
                        const board_history *history, bool situational)
{
  move_effect e = {.status = MOVE_LEGAL, .hash_after = b->hash};
  if (p == POINT_PASS)
    return e;
  /* 1. on the board, 2. empty, 3. ko */
  if (!board_on(b, p)) {
    e.status = MOVE_OFF_BOARD;
    return e;
  }
  if (b->color[p] != COLOR_EMPTY) {
    e.status = MOVE_OCCUPIED;
    return e;
  }
  bool retake = p == b->ko && c == b->to_move;
  if (retake && !history) {
    e.status = MOVE_KO;
    return e;
  }
  /* 4. suicide: look at each distinct neighbouring chain once. */
  uint64_t stone = board_zobrist(c, p);
  uint64_t hash = b->hash ^ stone;
  uint64_t own_hash = stone;
  int own_stones = 1;
  bool has_liberty = false;
  point seen[4];
  int n_seen = 0;
  BOARD_FOR_NEIGHBOURS(b, p, n) {
    enum color nc = (enum color)b->color[n];
    if (nc == COLOR_EMPTY) {
      has_liberty = true;
      continue;
    }
    if (nc == COLOR_BORDER)
      continue;
    point head = b->chain[n];
    bool dup = false;
    for (int i = 0; i < n_seen; i++)
      dup |= seen[i] == head;
    if (dup)
      continue;
    seen[n_seen++] = head;
    /* A neighbouring chain in atari has p as its only liberty. */
    if (nc == c) {
      own_stones += b->stones[head];
      own_hash ^= b->chain_hash[head];
      if (!board_in_atari(b, head))
        has_liberty = true;
    } else if (board_in_atari(b, head)) {
      e.captured += b->stones[head];
      hash ^= b->chain_hash[head];
    }
  }
  if (e.captured == 0 && !has_liberty) {
    if (suicide == SUICIDE_FORBIDDEN || (suicide == SUICIDE_MULTI_STONE && own_stones == 1)) {
      e.status = MOVE_SUICIDE;
      return e;
    }
    e.suicided = own_stones;
    hash ^= own_hash;
  }
  e.hash_after = hash;
  /* 5. superko; a refused retake of a ko is still called a ko */
  if (history && board_history_contains(history, board_history_key(hash, c, situational)))
    e.status = retake ? MOVE_KO : MOVE_SUPERKO;
  return e;
}

/* Puts a stone on an empty point as a chain of its own, then merges it with
 * its friendly neighbours; captures nothing. */
static void place_stone(board *b, enum color c, point p)
{
  uint64_t z = board_zobrist(c, p);
  b->color[p] = (uint8_t)c;
  empty_remove(b, p);
  b->hash ^= z;
  b->chain[p] = p;
  b->next[p] = p;
  b->stones[p] = 1;
  b->plibs[p] = 0;
  b->libsum[p] = 0;
  b->libsumsq[p] = 0;
  b->chain_hash[p] = z;
  BOARD_FOR_NEIGHBOURS(b, p, n) {
    enum color nc = (enum color)b->color[n];
    if (nc == COLOR_EMPTY)
      add_lib(b, p, n);
    else if (nc != COLOR_BORDER)
      remove_lib(b, b->chain[n], p);
  }
  BOARD_FOR_NEIGHBOURS(b, p, n) {
    if (b->color[n] != c || b->chain[n] == b->chain[p])
      continue;
    point keep = b->chain[p], gone = b->chain[n];
    if (b->stones[keep] < b->stones[gone]) {
      point t = keep;
      keep = gone;
      gone = t;
    }
    point s = gone;
    do {
      b->chain[s] = keep;
      s = b->next[s];
    } while (s != gone);
    point t = b->next[keep];
    b->next[keep] = b->next[gone];
    b->next[gone] = t;
    b->stones[keep] = (uint16_t)(b->stones[keep] + b->stones[gone]);
    b->plibs[keep] = (uint16_t)(b->plibs[keep] + b->plibs[gone]);
    b->libsum[keep] += b->libsum[gone];
    b->libsumsq[keep] += b->libsumsq[gone];
    b->chain_hash[keep] ^= b->chain_hash[gone];
  }
}

/* Removes a whole chain and gives its points back as liberties to the chains
 * around it. Returns the number of stones removed. */
static int remove_chain(board *b, point head)
{
  int removed = b->stones[head];
  point s = head;
  do {
    b->color[s] = COLOR_EMPTY;
    empty_add(b, s);
    s = b->next[s];
  } while (s != head);
  b->hash ^= b->chain_hash[head];
  s = head;
  do {
    BOARD_FOR_NEIGHBOURS(b, s, n) {
      enum color nc = (enum color)b->color[n];
      if (nc != COLOR_EMPTY && nc != COLOR_BORDER)
        add_lib(b, b->chain[n], s);
    }
    s = b->next[s];
  } while (s != head);
  return removed;
}

void board_play(board *b, enum color c, point p)
{
  b->to_move = color_other(c);
  b->ko = POINT_NONE;
  b->last_move = p;
  if (p == POINT_PASS) {
    b->passes++;
    return;
  }
  b->passes = 0;
  place_stone(b, c, p);
  enum color opp = color_other(c);
  int captured = 0;
  point captured_at = POINT_NONE;
  BOARD_FOR_NEIGHBOURS(b, p, n) {
    if (b->color[n] == opp && b->plibs[b->chain[n]] == 0) {
      captured += remove_chain(b, b->chain[n]);
      captured_at = n;
    }
  }
  b->captures[c] += captured;
  point head = b->chain[p];
  if (b->plibs[head] == 0) {
    b->captures[opp] += remove_chain(b, head);
    return;
  }
  if (captured == 1 && b->stones[head] == 1 && board_in_atari(b, head))
    b->ko = captured_at;
}

bool board_setup(board *b, enum color c, point p)
{
  if (!board_on(b, p) || b->color[p] != COLOR_EMPTY || (c != COLOR_BLACK && c != COLOR_WHITE))
    return false;
  board probe_free_of_ko = *b;
  probe_free_of_ko.ko = POINT_NONE;
  move_effect e = board_check(&probe_free_of_ko, c, p, SUICIDE_FORBIDDEN, NULL, false);
  if (e.status != MOVE_LEGAL || e.captured > 0)
    return false;
  place_stone(b, c, p);
  b->ko = POINT_NONE;
  return true;
}

void board_set_stones(board *b, const uint8_t colors[BOARD_MAX_POINTS])
{
  board kept = *b;
  board_init(b, kept.size);
  BOARD_FOR_POINTS(b, p) {
    if (colors[p] == COLOR_BLACK || colors[p] == COLOR_WHITE)
      place_stone(b, (enum color)colors[p], p);
  }
  b->to_move = kept.to_move;
  b->passes = kept.passes;
  b->last_move = kept.last_move;
  b->captures[COLOR_BLACK] = kept.captures[COLOR_BLACK];
  b->captures[COLOR_WHITE] = kept.captures[COLOR_WHITE];
}

bool board_is_eye(const board *b, point p, enum color c)
{
  if (b->color[p] != COLOR_EMPTY)
    return false;
  BOARD_FOR_NEIGHBOURS(b, p, n) {
    if (b->color[n] != c && b->color[n] != COLOR_BORDER)
      return false;
  }
  static const int dx[4] = {-1, 1, -1, 1}, dy[4] = {-1, -1, 1, 1};
  int enemy = 0, edge = 0;
  enum color opp = color_other(c);
  for (int i = 0; i < 4; i++) {
    enum color d = (enum color)b->color[p + dy[i] * b->stride + dx[i]];
    if (d == COLOR_BORDER)
      edge = 1;
    else if (d == opp)
      enemy++;
  }
  return enemy + edge < 2;
}

/* --- position history ---------------------------------------------------- */

bool board_history_init(board_history *h, size_t expected)
{
  size_t cap = 64;
  while (cap < 2 * expected)
    cap *= 2;
  h->slots = os_calloc(cap, sizeof *h->slots);
  h->log = os_malloc(cap / 2 * sizeof *h->log);
  h->capacity = cap;
  h->count = 0;
  if (!h->slots || !h->log) {
    board_history_deinit(h);
    return false;
  }
  return true;
}

void board_history_deinit(board_history *h)
{
  free(h->slots);
  free(h->log);
  h->slots = NULL;
  h->log = NULL;
  h->capacity = 0;
  h->count = 0;
}

static size_t history_insert_slot(board_history *h, uint64_t key)
{
  size_t mask = h->capacity - 1;
  size_t i = (size_t)key & mask;
  while (h->slots[i])
    i = (i + 1) & mask;
  h->slots[i] = key;
  return i;
}

static bool history_grow(board_history *h)
{
  board_history bigger;
  if (!board_history_init(&bigger, h->capacity))
    return false;
  for (size_t i = 0; i < h->count; i++)
    bigger.log[bigger.count++] = (uint32_t)history_insert_slot(&bigger, h->slots[h->log[i]]);
  board_history_deinit(h);
  *h = bigger;
  return true;
}

bool board_history_reserve(board_history *h, size_t extra)
{
  while ((h->count + extra) * 2 > h->capacity)
    if (!history_grow(h))
      return false;
  return true;
}

bool board_history_add(board_history *h, uint64_t key)
{
  if (key == 0)
    key = 1;
  if (!board_history_reserve(h, 1))
    return false;
  h->log[h->count++] = (uint32_t)history_insert_slot(h, key);
  return true;
}

bool board_history_contains(const board_history *h, uint64_t key)
{
  if (key == 0)
    key = 1; /* as board_history_add stores it */
  size_t mask = h->capacity - 1;
  for (size_t i = (size_t)key & mask; h->slots[i]; i = (i + 1) & mask)
    if (h->slots[i] == key)
      return true;
  return false;
}

void board_history_truncate(board_history *h, size_t count)
{
  /* Linear probing tolerates LIFO removal: every slot a surviving key's
   * probe passed over was filled before that key, so it stays filled. */
  while (h->count > count)
    h->slots[h->log[--h->count]] = 0;
}

/* --- diagrams ------------------------------------------------------------ */

size_t board_to_ascii(const board *b, char *out, size_t n)
{
  size_t len = 0;
  for (int y = 0; y < b->size; y++)
    for (int x = 0; x < b->size; x++) {
      static const char glyph[] = ".XO#";
      char cell[2] = {glyph[b->color[board_point(b, x, y)]], x + 1 < b->size ? ' ' : '\n'};
      for (int i = 0; i < 2; i++, len++)
        if (len + 1 < n)
          out[len] = cell[i];
    }
  if (n > 0)
    out[len < n ? len : n - 1] = '\0';
  return len;
}

bool board_from_ascii(board *b, int size, const char *diagram)
{
  if (!board_init(b, size))
    return false;
  int cells = 0;
  for (const char *s = diagram; *s; s++) {
    enum color c;
    switch (*s) {
    case 'X':
      c = COLOR_BLACK;
      break;
    case 'O':
      c = COLOR_WHITE;
      break;
    case '.':
    case '+':
      c = COLOR_EMPTY;
      break;
    case ' ':
    case '\t':
    case '\n':
    case '\r':
      continue;
    default:
      return false;
    }
    if (cells >= size * size)
      return false;
    point p = board_point(b, cells % size, cells / size);
    cells++;
    if (c != COLOR_EMPTY)
      place_stone(b, c, p);
  }
  if (cells != size * size)
    return false;
  BOARD_FOR_POINTS(b, p) {
    if (b->color[p] != COLOR_EMPTY && b->plibs[b->chain[p]] == 0)
      return false;
  }
  return true;
}

/* --- coordinates ------------------------------------------------------------- */

bool board_size_ok(long size) { return size >= BOARD_MIN_SIZE && size <= BOARD_MAX_SIZE; }

int board_size_clamp(long size)
{
  return size < BOARD_MIN_SIZE   ? BOARD_MIN_SIZE
         : size > BOARD_MAX_SIZE ? BOARD_MAX_SIZE
                                 : (int)size;
}

bool board_vertex_parse(const char *s, int size, int *x, int *y, bool *pass)
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

void board_vertex_format(int size, int x, int y, char out[4])
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

void board_move_format(const board *b, point p, char out[5])
{
  if (p == POINT_PASS || !board_on(b, p)) {
    memcpy(out, "pass", 5);
    return;
  }
  board_vertex_format(b->size, board_x(b, p), board_y(b, p), out);
}

static int sgf_coord(char ch)
{
  if (ch >= 'a' && ch <= 'z')
    return ch - 'a';
  if (ch >= 'A' && ch <= 'Z')
    return ch - 'A' + 26;
  return -1;
}

bool board_sgf_parse(const char *v, int size, int *x, int *y, bool *pass)
{
  *pass = false;
  /* Blanks around a point (a line break some programs write) mean nothing. */
  while (*v == ' ' || *v == '\n' || *v == '\r' || *v == '\t')
    v++;
  size_t n = strlen(v);
  while (n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\n' || v[n - 1] == '\r' || v[n - 1] == '\t'))
    n--;
  if (n == 0 || (n == 2 && size <= 19 && v[0] == 't' && v[1] == 't')) {
    *pass = true;
    return true;
  }
  if (n != 2)
    return false;
  int cx = sgf_coord(v[0]), cy = sgf_coord(v[1]);
  if (cx < 0 || cy < 0 || cx >= size || cy >= size)
    return false;
  *x = cx;
  *y = cy;
  return true;
}

bool board_sgf_parse_pair(const char *v, int size, int *x1, int *y1, int *x2, int *y2)
{
  char a[8], z[8];
  const char *colon = strchr(v, ':');
  size_t la = colon ? (size_t)(colon - v) : strlen(v);
  const char *second = colon ? colon + 1 : v;
  if (la >= sizeof a || strlen(second) >= sizeof z)
    return false;
  memcpy(a, v, la);
  a[la] = '\0';
  strcpy(z, second);
  bool pass1, pass2;
  return board_sgf_parse(a, size, x1, y1, &pass1) && !pass1 &&
         board_sgf_parse(z, size, x2, y2, &pass2) && !pass2;
}

void board_sgf_format(int x, int y, char out[3])
{
  out[0] = (char)(x < 26 ? 'a' + x : 'A' + x - 26);
  out[1] = (char)(y < 26 ? 'a' + y : 'A' + y - 26);
  out[2] = '\0';
}
