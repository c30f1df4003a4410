/* The SGF reader: an iterative parser (an explicit stack of open game trees,
 * so nesting depth cannot exhaust the C stack) that reports the first
 * problem with its line and column and keeps what it read before it. */
#include <errno.h>
#include <iconv.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <stdatomic.h>
#include <threads.h>

#include "sgf_internal.h"

/* --- properties Hoshi knows (FF[4], game of Go) ---------------------------- */

static const struct {
  const char *id;
  enum sgf_value_type type;
} known_properties[] = {
    /* Order is the writing order: root, game info, move, setup, node
     * annotation, move annotation, markup, territory, timing, misc. */
    {"FF", SGF_VALUE_OTHER},  {"GM", SGF_VALUE_OTHER},  {"CA", SGF_VALUE_SIMPLE},
    {"AP", SGF_VALUE_SIMPLE}, {"ST", SGF_VALUE_OTHER},  {"SZ", SGF_VALUE_OTHER},
    {"KM", SGF_VALUE_OTHER},  {"HA", SGF_VALUE_OTHER},  {"RU", SGF_VALUE_SIMPLE},
    {"PB", SGF_VALUE_SIMPLE}, {"BR", SGF_VALUE_SIMPLE}, {"BT", SGF_VALUE_SIMPLE},
    {"PW", SGF_VALUE_SIMPLE}, {"WR", SGF_VALUE_SIMPLE}, {"WT", SGF_VALUE_SIMPLE},
    {"DT", SGF_VALUE_SIMPLE}, {"EV", SGF_VALUE_SIMPLE}, {"RO", SGF_VALUE_SIMPLE},
    {"GN", SGF_VALUE_SIMPLE}, {"PC", SGF_VALUE_SIMPLE}, {"TM", SGF_VALUE_OTHER},
    {"OT", SGF_VALUE_SIMPLE}, {"RE", SGF_VALUE_SIMPLE}, {"SO", SGF_VALUE_SIMPLE},
    {"US", SGF_VALUE_SIMPLE}, {"AN", SGF_VALUE_SIMPLE}, {"CP", SGF_VALUE_SIMPLE},
    {"ON", SGF_VALUE_SIMPLE}, {"GC", SGF_VALUE_TEXT},   {"B", SGF_VALUE_OTHER},
    {"W", SGF_VALUE_OTHER},   {"KO", SGF_VALUE_OTHER},  {"MN", SGF_VALUE_OTHER},
    {"AB", SGF_VALUE_OTHER},  {"AW", SGF_VALUE_OTHER},  {"AE", SGF_VALUE_OTHER},
    {"PL", SGF_VALUE_OTHER},  {"N", SGF_VALUE_SIMPLE},  {"C", SGF_VALUE_TEXT},
    {"GB", SGF_VALUE_OTHER},  {"GW", SGF_VALUE_OTHER},  {"DM", SGF_VALUE_OTHER},
    {"HO", SGF_VALUE_OTHER},  {"UC", SGF_VALUE_OTHER},  {"V", SGF_VALUE_OTHER},
    {"BM", SGF_VALUE_OTHER},  {"DO", SGF_VALUE_OTHER},  {"IT", SGF_VALUE_OTHER},
    {"TE", SGF_VALUE_OTHER},  {"TR", SGF_VALUE_OTHER},  {"SQ", SGF_VALUE_OTHER},
    {"CR", SGF_VALUE_OTHER},  {"MA", SGF_VALUE_OTHER},  {"SL", SGF_VALUE_OTHER},
    {"LB", SGF_VALUE_SIMPLE}, {"AR", SGF_VALUE_OTHER},  {"LN", SGF_VALUE_OTHER},
    {"DD", SGF_VALUE_OTHER},  {"TB", SGF_VALUE_OTHER},  {"TW", SGF_VALUE_OTHER},
    {"BL", SGF_VALUE_OTHER},  {"WL", SGF_VALUE_OTHER},  {"OB", SGF_VALUE_OTHER},
    {"OW", SGF_VALUE_OTHER},  {"FG", SGF_VALUE_SIMPLE}, {"PM", SGF_VALUE_OTHER},
    {"VW", SGF_VALUE_OTHER},
};
#define N_KNOWN (sizeof known_properties / sizeof known_properties[0])

/* Known properties are found through their one- or two-letter code (every
 * FF[4] property of Go has one or two capitals): index[code] is the entry
 * in known_properties plus one, 0 for none. Built once. */
#define CODES (27 * 27)
static int8_t code_index[CODES];
static once_flag code_index_once = ONCE_FLAG_INIT;

static int id_code(const char *id)
{
  if (id[0] < 'A' || id[0] > 'Z')
    return -1;
  if (id[1] == '\0')
    return (id[0] - 'A' + 1) * 27;
  if (id[1] < 'A' || id[1] > 'Z' || id[2] != '\0')
    return -1;
  return (id[0] - 'A' + 1) * 27 + (id[1] - 'A' + 1);
}

static void build_code_index(void)
{
  for (size_t i = 0; i < N_KNOWN; i++)
    code_index[id_code(known_properties[i].id)] = (int8_t)(i + 1);
}

static atomic_bool code_index_ready;

int sgf_property_kind(const char *id)
{
  if (!atomic_load_explicit(&code_index_ready, memory_order_acquire)) {
    call_once(&code_index_once, build_code_index);
    atomic_store_explicit(&code_index_ready, true, memory_order_release);
  }
  int code = id_code(id);
  return code < 0 ? -1 : code_index[code] - 1;
}

const char *sgf_property_id(int kind) { return known_properties[kind].id; }

enum sgf_value_type sgf_value_type(int kind)
{
  return kind < 0 ? SGF_VALUE_OTHER : known_properties[kind].type;
}

bool sgf_known_property(const char *id) { return sgf_property_kind(id) >= 0; }

int sgf_property_rank(int kind) { return kind < 0 ? (int)N_KNOWN : kind; }

/* --- charsets ---------------------------------------------------------------- */

enum charset { CHARSET_AUTO, CHARSET_UTF8, CHARSET_LATIN1, CHARSET_ICONV };

static bool valid_utf8(const unsigned char *s, size_t n)
{
  size_t i = 0;
  while (i < n) {
    unsigned char c = s[i];
    size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (len == 0 || i + len > n)
      return false;
    for (size_t k = 1; k < len; k++)
      if ((s[i + k] & 0xC0) != 0x80)
        return false;
    if (len == 2 && c < 0xC2)
      return false; /* overlong */
    i += len;
  }
  return true;
}

/* Converts to UTF-8 into out (capacity at least 4n+1 bytes). */
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

/* --- the reader ---------------------------------------------------------------- */

typedef struct reader {
  const unsigned char *s;
  size_t n, i;
  /* Lines are counted as they pass; a column is only worked out where a
   * position is kept, counting characters from the start of the line (or
   * from the last column asked on that line). */
  int line;
  size_t line_start, col_i;
  int col_at;
  sgf_collection *c;
  sgf_error *err;
  bool failed;
  enum charset charset;
  iconv_t cd;
  char *buf; /* scratch for decoding */
  size_t buf_cap;
} reader;

/* Byte classes for the scanning loops. */
enum { BLANK = 1, LINE_BREAK = 2, VALUE_STOP = 4 };
static const uint8_t byte_class[256] = {
    [' '] = BLANK,
    ['\t'] = BLANK,
    ['\v'] = BLANK,
    ['\f'] = BLANK,
    ['\n'] = BLANK | LINE_BREAK | VALUE_STOP,
    ['\r'] = BLANK | LINE_BREAK | VALUE_STOP,
    [']'] = VALUE_STOP,
    ['\\'] = VALUE_STOP,
};

/* The byte at i ends a line: \n, a lone \r, or the \n of \r\n. */
static inline void line_break(reader *r, size_t i)
{
  if (r->s[i] == '\r' && i + 1 < r->n && r->s[i + 1] == '\n')
    return;
  r->line++;
  r->line_start = r->col_i = i + 1;
  r->col_at = 1;
}

/* Column (1-based, in characters: UTF-8 continuation bytes do not count) of
 * byte i on the current line. */
static int column(reader *r, size_t i)
{
  if (r->col_i < r->line_start || r->col_i > i) {
    r->col_i = r->line_start;
    r->col_at = 1;
  }
  for (size_t k = r->col_i; k < i; k++)
    if ((r->s[k] & 0xC0) != 0x80 && r->s[k] != '\r')
      r->col_at++;
  r->col_i = i;
  return r->col_at;
}

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
  if (n <= r->buf_cap)
    return true;
  size_t cap = r->buf_cap ? r->buf_cap : 256;
  while (cap < n)
    cap *= 2;
  char *b = realloc(r->buf, cap);
  if (!b)
    return false;
  r->buf = b;
  r->buf_cap = cap;
  return true;
}

/* Decodes escapes of a known property's value (FF[4] 3.2): a backslash makes
 * the next character plain, a backslash before a line break removes it (soft
 * line break); in text, line breaks become \n and other blanks spaces; in
 * simple text every blank is a space. NUL bytes are dropped. */
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
    } else if (ch == '\r' || ch == '\n') {
      if (ch == '\r' && i + 1 < n && in[i + 1] == '\n')
        i++;
      ch = '\n';
    }
    if (ch == '\0')
      continue;
    if (type != SGF_VALUE_OTHER && (ch == '\t' || ch == '\v' || ch == '\f'))
      ch = ' ';
    if (type == SGF_VALUE_SIMPLE && ch == '\n')
      ch = ' ';
    out[k++] = ch;
  }
  return k;
}

/* Converts a value's bytes to UTF-8 in the reader's scratch buffer. */
static bool to_utf8(reader *r, const char *in, size_t n, const char **out, size_t *out_len)
{
  if (!reserve(r, 4 * n + 1))
    return false;
  enum charset cs = r->charset;
  bool utf8 = valid_utf8((const unsigned char *)in, n);
  if ((cs == CHARSET_AUTO || cs == CHARSET_UTF8) && utf8) {
    *out = in;
    *out_len = n;
    return true;
  }
  if (cs == CHARSET_ICONV) {
    char *src = (char *)in, *dst = r->buf;
    size_t left = n, room = r->buf_cap;
    iconv(r->cd, NULL, NULL, NULL, NULL);
    if (iconv(r->cd, &src, &left, &dst, &room) != (size_t)-1 &&
        iconv(r->cd, NULL, NULL, &dst, &room) != (size_t)-1) {
      *out = r->buf;
      *out_len = (size_t)(dst - r->buf);
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

/* Makes a converted raw value read back as one value: a charset whose
 * characters can end in the byte '\\' (Shift_JIS) may have swallowed the
 * backslash that escaped a ']'. Escapes every ']' that is not escaped and a
 * trailing lone backslash. */
static size_t repair_raw(const char *in, size_t n, char *out)
{
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (in[i] == '\\' && i + 1 < n) {
      out[k++] = in[i++];
      out[k++] = in[i];
    } else if (in[i] == ']' || in[i] == '\\') {
      out[k++] = '\\';
      out[k++] = in[i];
    } else {
      out[k++] = in[i];
    }
  }
  return k;
}

/* Turns the raw values of a finished node into UTF-8, decoding known ones.
 * A property left without a value (cut off by an error) is dropped. */
static bool decode_node(reader *r, sgf_node *node)
{
  sgf_prop *prev = NULL;
  for (sgf_prop *p = node->props; p; p = p->next) {
    if (p->n_values == 0) {
      if (prev)
        prev->next = p->next;
      else
        node->props = p->next;
      if (node->last_prop == p)
        node->last_prop = prev;
      continue;
    }
    prev = p;
    bool known = p->kind >= 0;
    enum sgf_value_type type = sgf_value_type(p->kind);
    p->raw = !known;
    for (size_t v = 0; v < p->n_values; v++) {
      /* Most values ("pd", "6.5") are plain ASCII with nothing to decode. */
      const unsigned char *u = (const unsigned char *)p->values[v];
      while (*u >= 0x20 && *u < 0x80 && *u != '\\')
        u++;
      if (*u == '\0')
        continue;
      const char *text;
      size_t len;
      if (!to_utf8(r, p->values[v], strlen(p->values[v]), &text, &len))
        return false;
      char *copy = sgf_alloc(r->c, 2 * len + 1);
      if (!copy)
        return false;
      if (known)
        len = unescape(text, len, copy, type);
      else
        len = repair_raw(text, len, copy);
      copy[len] = '\0';
      p->values[v] = copy;
    }
  }
  return true;
}

/* Chooses the charset of a game from its root's CA (values still raw). */
static void choose_charset(reader *r, const sgf_node *root)
{
  if (r->charset == CHARSET_ICONV)
    iconv_close(r->cd);
  r->charset = CHARSET_AUTO;
  const char *ca = sgf_get(root, "CA");
  if (!ca)
    return;
  char name[64];
  size_t k = 0;
  for (const char *s = ca; *s && k + 1 < sizeof name; s++)
    if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '\r')
      name[k++] = *s;
  name[k] = '\0';
  if (strcasecmp(name, "UTF-8") == 0 || strcasecmp(name, "UTF8") == 0) {
    r->charset = CHARSET_UTF8;
  } else if (strcasecmp(name, "ISO-8859-1") == 0 || strcasecmp(name, "ISO8859-1") == 0 ||
             strcasecmp(name, "latin1") == 0 || strcasecmp(name, "latin-1") == 0 ||
             strcasecmp(name, "ISO_8859-1") == 0 || strcasecmp(name, "US-ASCII") == 0 ||
             strcasecmp(name, "ASCII") == 0) {
    r->charset = CHARSET_LATIN1;
  } else {
    r->cd = iconv_open("UTF-8", name);
    if (r->cd != (iconv_t)-1)
      r->charset = CHARSET_ICONV;
  }
}

/* After decoding, the tree's text is UTF-8 and it is an FF[4] tree: the
 * root says so, so that what is read equals what is written back. */
static bool normalise_root(reader *r, sgf_node *root)
{
  return sgf_set(r->c, root, "FF", "4") && sgf_set(r->c, root, "CA", "UTF-8") &&
         (sgf_find(root, "GM") || sgf_set(r->c, root, "GM", "1"));
}

/* Reads one property (identifier and values) into node. */
static void read_property(reader *r, sgf_node *node)
{
  int line = r->line, col = column(r, r->i);
  char id[16];
  size_t k = 0;
  bool too_long = false;
  while (r->i < r->n &&
         ((peek(r) >= 'A' && peek(r) <= 'Z') || (peek(r) >= 'a' && peek(r) <= 'z'))) {
    if (peek(r) >= 'A' && peek(r) <= 'Z') {
      if (k + 1 < sizeof id)
        id[k++] = (char)peek(r);
      else
        too_long = true;
    }
    r->i++;
  }
  id[k] = '\0';
  if (k == 0) {
    fail_at(r, line, col, "a property name needs capital letters");
    return;
  }
  if (too_long) {
    fail_at(r, line, col, "property name '%s...' is too long", id);
    return;
  }
  skip_space(r);
  if (peek(r) != '[') {
    fail_at(r, r->line, column(r, r->i), "property %s has no value ('[' expected)", id);
    return;
  }
  /* Names of one or two capitals are looked up by code, without strings. */
  int kind = k <= 2 ? code_index[(id[0] - 'A' + 1) * 27 + (k == 2 ? id[1] - 'A' + 1 : 0)] - 1 : -1;
  sgf_prop *p = sgf_prop_get_or_add_kind(r->c, node, id, kind, false);
  if (!p) {
    fail_at(r, line, col, "out of memory");
    return;
  }
  if (!p->line) {
    p->line = line;
    p->col = col;
  }
  const unsigned char *s = r->s;
  while (peek(r) == '[') {
    int vline = r->line;
    size_t open = r->i, i = r->i + 1;
    for (;;) {
      while (i < r->n && !(byte_class[s[i]] & VALUE_STOP))
        i++;
      if (i >= r->n || s[i] == ']')
        break;
      if (s[i] == '\\' && ++i >= r->n)
        break;
      if (byte_class[s[i]] & LINE_BREAK)
        line_break(r, i);
      i++;
    }
    if (i >= r->n) {
      int vcol = vline == r->line ? column(r, open) : 0;
      if (vline != r->line) {
        /* The '[' is on an earlier line: count its column from that line's start. */
        size_t start = open;
        while (start > 0 && s[start - 1] != '\n' && s[start - 1] != '\r')
          start--;
        vcol = 1;
        for (size_t q = start; q < open; q++)
          if ((s[q] & 0xC0) != 0x80)
            vcol++;
      }
      fail_at(r, vline, vcol, "the value of %s is not closed (']' is missing)", id);
      r->i = r->n;
      return;
    }
    if (!sgf_prop_append(r->c, p, (const char *)s + open + 1, i - open - 1)) {
      fail_at(r, vline, column(r, open), "out of memory");
      return;
    }
    r->i = i + 1; /* past ']' */
    skip_space(r);
  }
}

/* Open game trees: the node each '(' branches from. */
typedef struct frame {
  sgf_node *branch;
} frame;

sgf_collection *sgf_parse(const char *text, size_t len, sgf_error *err)
{
  if (err)
    memset(err, 0, sizeof *err);
  sgf_collection *c = sgf_new();
  if (!c)
    return NULL;
  sgf_property_kind("B"); /* builds the code index */
  reader r = {
      .s = (const unsigned char *)text, .n = len, .line = 1, .col_at = 1, .c = c, .err = err};
  /* A byte order mark is not part of the game. */
  if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
    r.i = r.line_start = r.col_i = 3;
  frame *stack = NULL;
  size_t depth = 0, cap = 0;
  sgf_node *current = NULL; /* last node of the sequence being read */
  sgf_node *root = NULL;    /* root of the game being read */
  sgf_node *pending = NULL; /* node whose values are still raw */
  bool found_game = false;
  while (!r.failed) {
    skip_space(&r);
    int ch = peek(&r);
    if (ch < 0)
      break;
    if (depth == 0 && ch != '(') {
      /* Outside any game: text before, between or after games is ignored. */
      if (byte_class[ch] & LINE_BREAK)
        line_break(&r, r.i);
      r.i++;
      continue;
    }
    if (ch == '(') {
      if (depth == cap) {
        size_t ncap = cap ? cap * 2 : 64;
        frame *s = realloc(stack, ncap * sizeof *s);
        if (!s) {
          fail_at(&r, r.line, column(&r, r.i), "out of memory");
          break;
        }
        stack = s;
        cap = ncap;
      }
      if (depth > 0 && !current) {
        fail_at(&r, r.line, column(&r, r.i), "a game tree must start with a node (';' expected)");
        break;
      }
      stack[depth++].branch = current;
      found_game = true;
      r.i++;
      skip_space(&r);
      if (peek(&r) != ';' && peek(&r) != -1) {
        fail_at(&r, r.line, column(&r, r.i),
                "a game tree must start with a node (';' expected, '%c' found)", peek(&r));
        break;
      }
    } else if (ch == ')') {
      current = stack[--depth].branch;
      r.i++;
    } else if (ch == ';') {
      if (pending && !decode_node(&r, pending)) {
        fail_at(&r, r.line, column(&r, r.i), "out of memory");
        break;
      }
      pending = NULL;
      sgf_node *node = current ? sgf_add_child(c, current) : sgf_add_game(c);
      if (!node) {
        fail_at(&r, r.line, column(&r, r.i), "out of memory");
        break;
      }
      node->line = r.line;
      node->col = column(&r, r.i);
      r.i++;
      if (!current)
        root = node;
      current = node;
      for (;;) {
        skip_space(&r);
        int p = peek(&r);
        if (p < 0 || p == ';' || p == '(' || p == ')' || r.failed)
          break;
        if ((p >= 'A' && p <= 'Z') || (p >= 'a' && p <= 'z')) {
          read_property(&r, node);
        } else {
          fail_at(&r, r.line, column(&r, r.i),
                  "unexpected '%c' in a node (a property name expected)", p);
        }
      }
      if (node == root)
        choose_charset(&r, root);
      pending = node;
    } else {
      fail_at(&r, r.line, column(&r, r.i), "unexpected '%c' (';', '(' or ')' expected)", ch);
    }
  }
  /* Keep what was read: decode the last node even after an error. */
  if (pending && !decode_node(&r, pending))
    fail_at(&r, r.line, column(&r, r.i), "out of memory");
  for (size_t g = 0; g < c->n_games; g++)
    if (!normalise_root(&r, c->games[g]))
      fail_at(&r, r.line, column(&r, r.i), "out of memory");
  if (!r.failed && depth > 0)
    fail_at(&r, r.line, column(&r, r.i), "the file ends inside a game tree (')' is missing)");
  if (!r.failed && !found_game)
    fail_at(&r, 1, 1, "no game found: SGF text starts with '(;'");
  if (r.charset == CHARSET_ICONV)
    iconv_close(r.cd);
  free(r.buf);
  free(stack);
  return c;
}

sgf_collection *sgf_load_file(const char *path, sgf_error *err)
{
  if (err)
    memset(err, 0, sizeof *err);
  FILE *f = fopen(path, "rb");
  if (!f) {
    if (err)
      snprintf(err->message, sizeof err->message, "cannot open %s: %s", path, strerror(errno));
    return NULL;
  }
  char *data = NULL;
  size_t len = 0, cap = 0;
  for (;;) {
    if (len == cap) {
      cap = cap ? cap * 2 : 65536;
      char *d = realloc(data, cap);
      if (!d) {
        free(data);
        fclose(f);
        if (err)
          snprintf(err->message, sizeof err->message, "out of memory reading %s", path);
        return NULL;
      }
      data = d;
    }
    size_t got = fread(data + len, 1, cap - len, f);
    len += got;
    if (got == 0)
      break;
  }
  bool read_error = ferror(f);
  fclose(f);
  if (read_error) {
    free(data);
    if (err)
      snprintf(err->message, sizeof err->message, "cannot read %s", path);
    return NULL;
  }
  sgf_collection *c = sgf_parse(data, len, err);
  free(data);
  return c;
}
