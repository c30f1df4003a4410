/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The SGF reader: an iterative parser (an explicit stack of open game trees,
 * so nesting depth cannot exhaust the C stack) that reports the first
 * problem with its line and column and keeps what it read before it. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <pthread.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/strbuf.h"
#include "sgf_internal.h"

/* Byte classes for the scanning loops. A NOT_PLAIN byte (a control
 * character, a non-ASCII byte) means a value needs decoding. Built once. */
enum { BLANK = 1, LINE_BREAK = 2, VALUE_STOP = 4, NOT_PLAIN = 8 };
static uint8_t byte_class[256];

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;
static atomic_bool tables_ready;

static void build_tables(void)
{
  for (int b = 0; b < 256; b++)
    if (b < 0x20 || b >= 0x7F)
      byte_class[b] = NOT_PLAIN | VALUE_STOP;
  byte_class[' '] = BLANK;
  byte_class['\t'] |= BLANK;
  byte_class['\v'] |= BLANK;
  byte_class['\f'] |= BLANK;
  byte_class['\n'] |= BLANK | LINE_BREAK;
  byte_class['\r'] |= BLANK | LINE_BREAK;
  byte_class[']'] = VALUE_STOP;
  byte_class['\\'] = VALUE_STOP;
}

static void ensure_tables(void)
{
  if (!atomic_load_explicit(&tables_ready, memory_order_acquire)) {
    sgf_properties_init();
    pthread_once(&tables_once, build_tables);
    atomic_store_explicit(&tables_ready, true, memory_order_release);
  }
}

/* Decodes a value's escapes (FF[4] 3.2): a backslash makes the next
 * character plain; a backslash before a line break removes both (soft line
 * break); composed text and unknown properties keep "\:" and "\\". Then the
 * blanks, as the type has them. NUL bytes are dropped. out may be in. */
static size_t unescape(const char *in, size_t n, char *out, enum sgf_value_type type)
{
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    char ch = in[i];
    if (ch == '\\') {
      if (++i >= n)
        break;
      ch = in[i];
      if (ch == '\n' || ch == '\r') {
        if (i + 1 < n && (in[i + 1] == '\n' || in[i + 1] == '\r') && in[i + 1] != ch)
          i++;
        continue;
      }
      if (sgf_keeps_escapes(type) && (ch == ':' || ch == '\\'))
        out[k++] = '\\';
    }
    if (ch != '\0')
      out[k++] = ch;
  }
  return sgf_normalise_blanks(out, k, type);
}

/* --- charsets ---------------------------------------------------------------- */

enum charset { CHARSET_AUTO, CHARSET_UTF8, CHARSET_LATIN1, CHARSET_ICONV };

/* Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF. */
static bool valid_utf8(const unsigned char *s, size_t n)
{
  size_t i = 0;
  while (i < n) {
    unsigned char c = s[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    size_t len = c >= 0xC2 && c <= 0xDF   ? 2
                 : c >= 0xE0 && c <= 0xEF ? 3
                 : c >= 0xF0 && c <= 0xF4 ? 4
                                          : 0;
    if (len == 0 || i + len > n)
      return false;
    for (size_t k = 1; k < len; k++)
      if ((s[i + k] & 0xC0) != 0x80)
        return false;
    unsigned char d = s[i + 1];
    if ((c == 0xE0 && d < 0xA0) || (c == 0xED && d >= 0xA0) || (c == 0xF0 && d < 0x90) ||
        (c == 0xF4 && d >= 0x90))
      return false;
    i += len;
  }
  return true;
}

/* Converts ISO-8859-1 to UTF-8 into out (capacity at least 2n bytes). */
static size_t latin1_to_utf8(const unsigned char *s, size_t n, char *out)
{
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] < 0x80) {
      out[k++] = (char)s[i];
    } else {
      out[k++] = (char)(0xC0 | s[i] >> 6);
      out[k++] = (char)(0x80 | (s[i] & 0x3F));
    }
  }
  return k;
}

/* Whether a charset's two-byte characters may end in the bytes ']' or '\'
 * (Shift_JIS, Big5, GBK), so that values must be scanned by character. */
static bool multibyte_charset(const char *name, size_t n)
{
  static const char *const names[] = {"Shift_JIS", "SJIS",        "Shift-JIS", "MS_Kanji",
                                      "CP932",     "Windows-31J", "Big5",      "Big5-HKSCS",
                                      "GBK",       "CP936",       "GB18030",   "CP950"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strlen(names[i]) == n && strncasecmp(name, names[i], n) == 0)
      return true;
  return false;
}

/* --- the reader ---------------------------------------------------------------- */

typedef struct reader {
  const unsigned char *s;
  size_t n, i;
  /* Lines are counted as they pass; nodes and properties record a byte
   * column (cheap), turned into a column in characters at the end, and only
   * when the text holds non-ASCII bytes (char_columns). */
  int line;
  size_t line_start;
  bool any_high; /* the text has bytes >= 0x80 somewhere */
  /* Per game: where its text starts and whether it holds non-ASCII bytes. */
  struct game_start {
    int line;
    size_t line_start;
    bool non_ascii;
  } * games;
  size_t cap_games;
  /* The property of each kind in the node being read (valid when
   * kind_node[kind] is that node), and a hash table for unknown ids: a node
   * with many properties costs no more per property than a small one. */
  const sgf_node *kind_node[SGF_KNOWN];
  sgf_prop *kind_prop[SGF_KNOWN];
  struct unknown_slot {
    const sgf_node *node;
    sgf_prop *prop;
  } * unknown;
  size_t unknown_cap, unknown_count;
  const sgf_node *unknown_node;
  bool multibyte;      /* scan values by character (see multibyte_charset) */
  bool pending_decode; /* the last node holds values to decode */
  sgf_prop *last_prop; /* its last property, to append in constant time */
  sgf_collection *c;
  hoshi_error *err;
  bool failed;
  enum charset charset;
  os_charset *cd;
  char *buf; /* scratch for decoding */
  size_t buf_cap;
} reader;

/* Whether any byte is 0x80 or more (a word at a time). */
static bool has_high_bytes(const unsigned char *s, size_t n)
{
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w;
    memcpy(&w, s + i, 8);
    if (w & 0x8080808080808080ull)
      return true;
  }
  for (; i < n; i++)
    if (s[i] & 0x80)
      return true;
  return false;
}

/* The byte at i ends a line: \n, a lone \r, or the \n of \r\n. */
static inline void line_break(reader *r, size_t i)
{
  if (r->s[i] == '\r' && i + 1 < r->n && r->s[i + 1] == '\n')
    return;
  if (r->line < INT_MAX) /* 2^31 lines would need a 2 GB file: past the limit, but never wrong */
    r->line++;
  r->line_start = i + 1;
}

/* Characters in bytes [from, to): a valid UTF-8 sequence is one character,
 * any other byte one character (ISO-8859-1 and the like). */
static int count_chars(const unsigned char *s, size_t from, size_t to)
{
  int n = 0;
  for (size_t k = from; k < to; n++) {
    unsigned char c = s[k];
    size_t len = c < 0xC2 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : c < 0xF5 ? 4 : 1;
    for (size_t q = 1; q < len; q++)
      if (k + q >= to || (s[k + q] & 0xC0) != 0x80)
        len = 1;
    k += len;
  }
  return n;
}

/* Column (1-based, in characters) of byte i on the current line. */
static int column(const reader *r, size_t i) { return 1 + count_chars(r->s, r->line_start, i); }

/* Byte column of i on the current line, for positions kept in the tree. */
static inline int byte_column(const reader *r, size_t i)
{
  return i - r->line_start < INT_MAX ? (int)(i - r->line_start) + 1 : INT_MAX;
}

static void fail_at(reader *r, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void fail_at(reader *r, int line, int col, const char *fmt, ...)
{
  if (r->failed)
    return;
  r->failed = true;
  if (!r->err)
    return;
  r->err->line = line;
  r->err->col = col;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->err->message, sizeof r->err->message, fmt, ap);
  va_end(ap);
}

/* A character for a message: 'x', or 0xNN when it is not printable ASCII. */
static const char *show_char(int ch, char out[8])
{
  if (ch >= 0x21 && ch < 0x7F)
    snprintf(out, 8, "'%c'", ch);
  else
    snprintf(out, 8, "0x%02X", ch & 0xFF);
  return out;
}

static inline int peek(const reader *r) { return r->i < r->n ? r->s[r->i] : -1; }

static void skip_space(reader *r)
{
  size_t i = r->i;
  while (i < r->n && (byte_class[r->s[i]] & BLANK)) {
    if (byte_class[r->s[i]] & LINE_BREAK)
      line_break(r, i);
    i++;
  }
  r->i = i;
}

static bool reserve(reader *r, size_t n)
{
  return hoshi_grow((void **)&r->buf, &r->buf_cap, n, 1, 256);
}

/* Converts a value's bytes to UTF-8 (in the reader's scratch buffer, or in
 * place when they are UTF-8 already). */
static bool to_utf8(reader *r, const char *in, size_t n, const char **out, size_t *out_len)
{
  if (!reserve(r, 4 * n + 1))
    return false;
  bool utf8 = valid_utf8((const unsigned char *)in, n);
  if ((r->charset == CHARSET_AUTO || r->charset == CHARSET_UTF8) && utf8) {
    *out = in;
    *out_len = n;
    return true;
  }
  if (r->charset == CHARSET_ICONV) {
    size_t written;
    if (os_charset_convert(r->cd, in, n, r->buf, r->buf_cap, &written)) {
      *out = r->buf;
      *out_len = written;
      return true;
    }
    if (utf8) { /* mislabelled but plainly UTF-8 */
      *out = in;
      *out_len = n;
      return true;
    }
  }
  /* ISO-8859-1, and the fallback for bytes the declared charset rejects. */
  *out = r->buf;
  *out_len = latin1_to_utf8((const unsigned char *)in, n, r->buf);
  return true;
}

/* Turns the values of a finished node into decoded UTF-8 text. A property
 * left without a value (cut off by an error) is dropped. */
static bool decode_node(reader *r, sgf_node *node)
{
  sgf_prop *prev = NULL;
  for (sgf_prop *p = node->props; p; p = p->next) {
    if (p->n_values == 0) {
      sgf_prop_unlink(r->c, node, prev, p);
      continue;
    }
    prev = p;
    enum sgf_value_type type = sgf_value_type(p->kind);
    for (size_t v = 0; v < p->n_values; v++) {
      /* Most values ("pd", "6.5") are plain ASCII with nothing to decode. */
      const unsigned char *u = (const unsigned char *)p->values[v];
      while (*u >= 0x20 && *u < 0x7F && *u != '\\')
        u++;
      if (*u == '\0')
        continue;
      const char *text;
      size_t len;
      if (!to_utf8(r, p->values[v], strlen(p->values[v]), &text, &len))
        return false;
      char *copy = sgf_alloc(r->c, len + 1);
      if (!copy)
        return false;
      copy[unescape(text, len, copy, type)] = '\0';
      p->values[v] = copy;
    }
  }
  return true;
}

/* Chooses the charset of a game from its root's CA (values still raw). */
static void choose_charset(reader *r, const sgf_node *root)
{
  if (r->charset == CHARSET_ICONV)
    os_charset_close(r->cd);
  r->charset = CHARSET_AUTO;
  r->multibyte = false;
  const char *ca = sgf_get(root, "CA");
  if (!ca)
    return;
  char name[64];
  size_t k = 0;
  for (const char *s = ca; *s && k + 1 < sizeof name; s++)
    if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '\r')
      name[k++] = *s;
  name[k] = '\0';
  r->multibyte = multibyte_charset(name, k);
  if (strcasecmp(name, "UTF-8") == 0 || strcasecmp(name, "UTF8") == 0) {
    r->charset = CHARSET_UTF8;
  } else if (strcasecmp(name, "ISO-8859-1") == 0 || strcasecmp(name, "ISO8859-1") == 0 ||
             strcasecmp(name, "latin1") == 0 || strcasecmp(name, "latin-1") == 0 ||
             strcasecmp(name, "ISO_8859-1") == 0 || strcasecmp(name, "US-ASCII") == 0 ||
             strcasecmp(name, "ASCII") == 0) {
    r->charset = CHARSET_LATIN1;
  } else if (strncasecmp(name, "UTF-16", 6) == 0 || strncasecmp(name, "UTF-32", 6) == 0 ||
             strncasecmp(name, "UCS", 3) == 0 || strncasecmp(name, "UTF-7", 5) == 0 ||
             strncasecmp(name, "ISO-2022", 8) == 0) {
    /* SGF's brackets are ASCII bytes: a charset that is not a superset of
     * ASCII cannot be what the file was written in. Read as undeclared. */
  } else {
    /* glibc's SHIFT_JIS reads 0x5C as the yen sign; files written as
     * Shift_JIS mean the backslash (CP932, as Windows writes them). */
    bool sjis = strcasecmp(name, "Shift_JIS") == 0 || strcasecmp(name, "SJIS") == 0 ||
                strcasecmp(name, "Shift-JIS") == 0 || strcasecmp(name, "MS_Kanji") == 0;
    r->cd = os_charset_open(sjis ? "CP932" : name);
    if (r->cd)
      r->charset = CHARSET_ICONV;
  }
}

/* The next "CA[" in [p, stop), or NULL. */
static const unsigned char *find_ca(const unsigned char *p, const unsigned char *stop)
{
  for (; stop - p >= 3; p++) {
    p = memchr(p, 'C', (size_t)(stop - p - 2));
    if (!p)
      return NULL;
    if (p[1] == 'A' && p[2] == '[')
      return p;
  }
  return NULL;
}

/* Before a game's root is read, looks for its CA in the text ahead, so that
 * a multibyte charset is scanned right from the root: within the root node
 * (up to the next ';' after its own, as far as one can tell before reading
 * it) and the first 4 KB. */
static void look_ahead_for_charset(reader *r)
{
  /* The root node ends at the next ';', '(' or ')' outside a value. */
  size_t limit = r->i + 65536 < r->n ? r->i + 65536 : r->n, k = r->i, end = limit;
  while (k < limit && r->s[k] != ';')
    k++;
  for (k++; k < limit; k++) {
    unsigned char ch = r->s[k];
    if (ch == '[') {
      for (k++; k < limit && r->s[k] != ']'; k++)
        if (r->s[k] == '\\')
          k++;
    } else if (ch == ';' || ch == '(' || ch == ')') {
      end = k;
      break;
    }
  }
  const unsigned char *p = r->s + r->i, *stop = r->s + end;
  r->multibyte = false;
  while (p < stop && (p = find_ca(p, stop))) {
    if (p > r->s && p[-1] >= 'A' && p[-1] <= 'Z') {
      p++;
      continue;
    }
    const unsigned char *v = p + 3, *e = v;
    while (e < stop && *e != ']')
      e++;
    while (v < e && *v == ' ')
      v++;
    while (e > v && e[-1] == ' ')
      e--;
    r->multibyte = multibyte_charset((const char *)v, (size_t)(e - v));
    return;
  }
}

/* After decoding, the tree's text is UTF-8 and it is an FF[4] tree: the
 * root says so, so that what is read equals what is written back. */
static bool normalise_root(reader *r, sgf_node *root)
{
  return sgf_set(r->c, root, "FF", "4") && sgf_set(r->c, root, "CA", "UTF-8") &&
         (sgf_find(root, "GM") || sgf_set(r->c, root, "GM", "1"));
}

static uint64_t hash_id(const char *id)
{
  uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a */
  for (; *id; id++)
    h = (h ^ (unsigned char)*id) * 0x100000001b3ull;
  return h;
}

/* The property of an unknown id in node, added if new. Slots of earlier
 * nodes count as empty: a node's own ids never leave a gap in its probes. */
static sgf_prop *unknown_property(reader *r, sgf_node *node, const char *id)
{
  if (r->unknown_node != node) {
    r->unknown_node = node;
    r->unknown_count = 0;
  }
  if ((r->unknown_count + 1) * 2 > r->unknown_cap) {
    size_t cap = r->unknown_cap ? r->unknown_cap * 2 : 64;
    struct unknown_slot *t = os_calloc(cap, sizeof *t);
    if (!t)
      return NULL;
    for (size_t i = 0; i < r->unknown_cap; i++)
      if (r->unknown[i].node == node) {
        size_t h = hash_id(sgf_prop_id(r->unknown[i].prop)) & (cap - 1);
        while (t[h].node)
          h = (h + 1) & (cap - 1);
        t[h] = r->unknown[i];
      }
    free(r->unknown);
    r->unknown = t;
    r->unknown_cap = cap;
  }
  size_t mask = r->unknown_cap - 1, h = hash_id(id) & mask;
  for (; r->unknown[h].node == node; h = (h + 1) & mask)
    if (strcmp(sgf_prop_id(r->unknown[h].prop), id) == 0)
      return r->unknown[h].prop;
  sgf_prop *p = sgf_prop_new(r->c, node, id, -1, &r->last_prop);
  if (p) {
    r->unknown[h] = (struct unknown_slot){node, p};
    r->unknown_count++;
  }
  return p;
}

/* Reads one property (identifier and values) into node. */
/* A property's name: its capital letters (FF[3]'s lower-case letters are
 * dropped). false when it has none or is too long (said). */
static bool read_name(reader *r, char id[16], size_t *len)
{
  int line = r->line;
  size_t start = r->i, k = 0;
  bool too_long = false;
  while (r->i < r->n &&
         ((peek(r) >= 'A' && peek(r) <= 'Z') || (peek(r) >= 'a' && peek(r) <= 'z'))) {
    if (peek(r) >= 'A' && peek(r) <= 'Z') {
      if (k + 1 < 16)
        id[k++] = (char)peek(r);
      else
        too_long = true;
    }
    r->i++;
  }
  id[k] = '\0';
  *len = k;
  if (k == 0) {
    fail_at(r, line, column(r, start), _("a property name needs capital letters"));
    return false;
  }
  if (too_long) {
    fail_at(r, line, column(r, start), _("property name '%s...' is too long"), id);
    return false;
  }
  return true;
}

/* The node's property of that name, made on its first value. */
static sgf_prop *find_property(reader *r, sgf_node *node, const char *id, size_t k)
{
  /* Names of one or two capitals are looked up by code, without strings. */
  int kind =
      k <= 2 ? sgf_code_index[(id[0] - 'A' + 1) * 27 + (k == 2 ? id[1] - 'A' + 1 : 0)] - 1 : -1;
  if (kind < 0)
    return unknown_property(r, node, id);
  if (r->kind_node[kind] != node) {
    r->kind_node[kind] = node;
    r->kind_prop[kind] = sgf_prop_new(r->c, node, id, kind, &r->last_prop);
  }
  return r->kind_prop[kind];
}

/* Where a value that starts at open ends: the index of its ']' (r->n when
 * it is not closed); *plain tells whether it holds nothing to decode. */
static size_t value_end(reader *r, size_t open, bool *plain)
{
  const unsigned char *s = r->s;
  size_t i = open + 1;
  *plain = true;
  for (;;) {
    while (i < r->n && !(byte_class[s[i]] & VALUE_STOP))
      i++;
    if (i >= r->n || s[i] == ']')
      return i;
    unsigned char ch = s[i];
    *plain = false;
    if (ch == '\\') {
      if (++i >= r->n)
        return i;
      ch = s[i];
    }
    if (ch >= 0x80) {
      r->games[r->c->n_games - 1].non_ascii = true;
      /* A first byte of a multibyte charset takes the next byte with it. */
      if (r->multibyte && ch >= 0x81 && ch <= 0xFE && i + 1 < r->n && s[i + 1] >= 0x40 &&
          s[i + 1] != 0x7F) {
        i += 2;
        continue;
      }
    }
    if (byte_class[ch] & LINE_BREAK)
      line_break(r, i);
    i++;
  }
}

/* One bracketed value of property p (named id), at r->i. false after a
 * problem (said). */
static bool read_value(reader *r, sgf_prop *p, const char *id)
{
  const unsigned char *s = r->s;
  int vline = r->line;
  size_t vline_start = r->line_start, open = r->i;
  bool plain;
  size_t i = value_end(r, open, &plain);
  if (i >= r->n) {
    fail_at(r, vline, 1 + count_chars(s, vline_start, open),
            _("the value of %s is not closed (']' is missing)"), id);
    r->i = r->n;
    return false;
  }
  const char *value = (const char *)s + open + 1;
  size_t value_len = i - open - 1;
  if (!plain && memchr(value, '\0', value_len)) {
    /* NUL bytes are no text: drop them (a C string would end there). */
    if (!reserve(r, value_len + 1)) {
      fail_at(r, vline, 1 + count_chars(s, vline_start, open), _("out of memory"));
      return false;
    }
    size_t w = 0;
    for (size_t q = 0; q < value_len; q++)
      if (value[q])
        r->buf[w++] = value[q];
    value = r->buf;
    value_len = w;
  }
  if (!sgf_prop_append(r->c, p, value, value_len)) {
    fail_at(r, vline, 1 + count_chars(s, vline_start, open), _("out of memory"));
    return false;
  }
  r->pending_decode |= !plain;
  r->i = i + 1; /* past ']' */
  skip_space(r);
  return true;
}

static void read_property(reader *r, sgf_node *node)
{
  int line = r->line, col = byte_column(r, r->i);
  size_t start = r->i, k;
  char id[16];
  if (!read_name(r, id, &k))
    return;
  skip_space(r);
  if (peek(r) != '[') {
    fail_at(r, r->line, column(r, r->i), _("property %s has no value ('[' expected)"), id);
    return;
  }
  sgf_prop *p = find_property(r, node, id, k);
  if (!p) {
    fail_at(r, line, column(r, start), _("out of memory"));
    return;
  }
  if (!p->line) {
    p->line = line;
    p->col = col;
  }
  while (peek(r) == '[' && read_value(r, p, id))
    ;
}

/* Turns the byte columns kept in the tree into columns in characters. The
 * text is read in file order, which is the order of a depth-first walk of
 * the trees (a node, then its properties), so one pass does it. */
typedef struct column_cursor {
  const unsigned char *s;
  size_t n, i, line_start;
  int line;
  size_t at;    /* last byte asked on this line */
  int at_chars; /* characters from the line's start to it */
} column_cursor;

static void fix_column(column_cursor *cc, int line, int *col)
{
  if (line <= 0)
    return;
  while (cc->line < line && cc->i < cc->n) {
    unsigned char ch = cc->s[cc->i++];
    if (ch == '\n' || (ch == '\r' && (cc->i >= cc->n || cc->s[cc->i] != '\n'))) {
      if (cc->line < INT_MAX)
        cc->line++;
      cc->line_start = cc->at = cc->i;
      cc->at_chars = 0;
    }
  }
  size_t at = cc->line_start + (size_t)(*col - 1);
  if (cc->line != line || at > cc->n)
    return;
  if (at < cc->at) { /* out of file order: count from the line's start */
    cc->at = cc->line_start;
    cc->at_chars = 0;
  }
  cc->at_chars += count_chars(cc->s, cc->at, at);
  cc->at = at;
  *col = 1 + cc->at_chars;
}

static void char_columns(const reader *r)
{
  for (size_t g = 0; g < r->c->n_games; g++) {
    if (!r->games[g].non_ascii)
      continue;
    size_t start = r->games[g].line_start;
    column_cursor cc = {.s = r->s,
                        .n = r->n,
                        .i = start,
                        .line_start = start,
                        .line = r->games[g].line,
                        .at = start};
    sgf_node *root = r->c->games[g];
    for (sgf_node *n = root; n; n = sgf_walk_next_mutable(n, root)) {
      for (sgf_prop *p = n->props; p; p = p->next)
        fix_column(&cc, p->line, &p->col);
    }
  }
}

/* Open game trees: the node each '(' branches from. */
typedef struct frame {
  sgf_node *branch;
  sgf_node *first; /* the first node of this variation, once read */
} frame;

/* The parse of a collection: the reader, and where it stands in the
 * trees. */
typedef struct parse {
  reader r;
  frame *stack; /* one per '(' still open */
  size_t depth, cap;
  size_t nodes;      /* read so far, against SGF_MAX_NODES */
  sgf_node *current; /* last node of the sequence being read */
  sgf_node *root;    /* root of the game being read */
  sgf_node *pending; /* last node read, whose values may need decoding */
  /* The variation closed last: the node it branched from, and its first
   * node, which is that node's last child, so that the next variation is
   * added after it without walking the children. */
  sgf_node *closed_branch, *closed_first;
  bool found_game;
} parse;

/* '(': a game tree or a variation opens. */
static void open_tree(parse *ps)
{
  reader *r = &ps->r;
  char shown[8];
  if (ps->depth >= SGF_MAX_NESTING) {
    fail_at(r, r->line, column(r, r->i),
            _("variations are nested more than %d deep, more than Hoshi reads"), SGF_MAX_NESTING);
    return;
  }
  if (!hoshi_grow((void **)&ps->stack, &ps->cap, ps->depth + 1, sizeof *ps->stack, 64)) {
    fail_at(r, r->line, column(r, r->i), _("out of memory"));
    return;
  }
  if (ps->depth > 0 && !ps->current) {
    fail_at(r, r->line, column(r, r->i), _("a game tree must start with a node (';' expected)"));
    return;
  }
  if (ps->depth == 0 && r->any_high)
    look_ahead_for_charset(r);
  ps->stack[ps->depth++] = (frame){.branch = ps->current};
  ps->found_game = true;
  r->i++;
  skip_space(r);
  if (peek(r) != ';' && peek(r) != -1)
    fail_at(r, r->line, column(r, r->i),
            _("a game tree must start with a node (';' expected, %s found)"),
            show_char(peek(r), shown));
}

/* A new node: a child of the current one, or the root of a new game. */
static sgf_node *add_node(parse *ps)
{
  reader *r = &ps->r;
  sgf_collection *c = r->c;
  sgf_node *last = ps->current && ps->current == ps->closed_branch ? ps->closed_first : NULL;
  sgf_node *node = ps->current ? sgf_add_child_after(c, ps->current, last) : sgf_add_game(c);
  frame *f = ps->depth ? &ps->stack[ps->depth - 1] : NULL;
  if (node && f && !f->first && f->branch == ps->current)
    f->first = node;
  if (node && !ps->current) {
    if (!hoshi_grow((void **)&r->games, &r->cap_games, c->n_games, sizeof *r->games, 16))
      return NULL;
    r->games[c->n_games - 1] = (struct game_start){
        .line = r->line,
        .line_start = r->line_start,
        /* text before the game on its first line counts in columns */
        .non_ascii = r->any_high && has_high_bytes(r->s + r->line_start, r->i - r->line_start)};
  }
  return node;
}

/* ';': a node and its properties. */
static void read_node(parse *ps)
{
  reader *r = &ps->r;
  char shown[8];
  if (ps->pending && r->pending_decode && !decode_node(r, ps->pending)) {
    fail_at(r, r->line, column(r, r->i), _("out of memory"));
    return;
  }
  ps->pending = NULL;
  r->pending_decode = false;
  if (++ps->nodes > SGF_MAX_NODES) {
    fail_at(r, r->line, column(r, r->i),
            _("the file holds more than %d nodes, more than Hoshi reads"), SGF_MAX_NODES);
    return;
  }
  sgf_node *node = add_node(ps);
  if (!node) {
    fail_at(r, r->line, column(r, r->i), _("out of memory"));
    return;
  }
  r->last_prop = NULL;
  r->i++;
  if (!ps->current)
    ps->root = node;
  ps->current = node;
  for (;;) {
    skip_space(r);
    int p = peek(r);
    if (p < 0 || p == ';' || p == '(' || p == ')' || r->failed)
      break;
    if ((p >= 'A' && p <= 'Z') || (p >= 'a' && p <= 'z'))
      read_property(r, node);
    else
      fail_at(r, r->line, column(r, r->i), _("unexpected %s in a node (a property name expected)"),
              show_char(p, shown));
  }
  if (node == ps->root) {
    choose_charset(r, ps->root);
    r->pending_decode = true; /* the root waited for its charset */
  }
  ps->pending = node;
}

/* After the last byte: what was read is kept (the last node decoded even
 * after an error), and what is missing is said. */
static void finish(parse *ps)
{
  reader *r = &ps->r;
  if (ps->pending && !decode_node(r, ps->pending))
    fail_at(r, r->line, column(r, r->i), _("out of memory"));
  for (size_t g = 0; g < r->c->n_games; g++)
    if (!normalise_root(r, r->c->games[g]))
      fail_at(r, r->line, column(r, r->i), _("out of memory"));
  if (!r->failed && ps->depth > 0)
    fail_at(r, r->line, column(r, r->i), _("the file ends inside a game tree (')' is missing)"));
  if (!r->failed && !ps->found_game)
    fail_at(r, 1, 1, _("no game found: SGF text starts with '(;'"));
  if (r->any_high)
    char_columns(r);
  free(r->games);
  free(r->unknown);
  if (r->charset == CHARSET_ICONV)
    os_charset_close(r->cd);
  free(r->buf);
  free(ps->stack);
}

sgf_collection *sgf_parse(const char *text, size_t len, hoshi_error *err)
{
  if (err)
    memset(err, 0, sizeof *err);
  sgf_collection *c = sgf_new();
  if (!c)
    return NULL;
  ensure_tables();
  parse ps = {.r = {.s = (const unsigned char *)text, .n = len, .line = 1, .c = c, .err = err}};
  reader *r = &ps.r;
  /* A byte order mark is not part of the game. */
  if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
    r->i = r->line_start = 3;
  r->any_high = has_high_bytes(r->s, len);
  char shown[8];
  while (!r->failed) {
    skip_space(r);
    int ch = peek(r);
    if (ch < 0)
      break;
    if (ps.depth == 0 && ch != '(') {
      /* Outside any game: text before, between or after games is ignored. */
      if (byte_class[ch] & LINE_BREAK)
        line_break(r, r->i);
      r->i++;
    } else if (ch == '(') {
      open_tree(&ps);
    } else if (ch == ')') {
      frame *f = &ps.stack[--ps.depth];
      ps.current = f->branch;
      if (f->first) {
        ps.closed_branch = f->branch;
        ps.closed_first = f->first;
      }
      r->i++;
    } else if (ch == ';') {
      read_node(&ps);
    } else {
      fail_at(r, r->line, column(r, r->i), _("unexpected %s (';', '(' or ')' expected)"),
              show_char(ch, shown));
    }
  }
  finish(&ps);
  return c;
}

sgf_collection *sgf_load_file(const char *path, hoshi_error *err)
{
  if (err)
    memset(err, 0, sizeof *err);
  char *data;
  size_t len;
  hoshi_error why = {0};
  enum os_read r = os_read_file(path, SGF_MAX_FILE_BYTES, &data, &len, &why);
  if (r != OS_READ_OK) {
    if (err && r == OS_READ_NO_MEMORY)
      snprintf(err->message, sizeof err->message, _("out of memory reading %s"), path);
    else if (err && r == OS_READ_TOO_LARGE)
      snprintf(err->message, sizeof err->message,
               _("%s is larger than %u MB, more than Hoshi reads"), path,
               SGF_MAX_FILE_BYTES / (1024 * 1024));
    else if (err && r == OS_READ_NOT_FILE)
      snprintf(err->message, sizeof err->message, _("%s is not a regular file"), path);
    else if (err && r == OS_READ_CHANGED)
      snprintf(err->message, sizeof err->message, _("cannot read %s"), path);
    else if (err)
      snprintf(err->message, sizeof err->message, _("cannot open %s: %s"), path, why.message);
    return NULL;
  }
  sgf_collection *c = sgf_parse(data, len, err);
  free(data);
  return c;
}
