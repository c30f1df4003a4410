/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Text through fontconfig and SDL2_ttf (see text.h). */
#include "ui/text.h"

#include <SDL_ttf.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"

/* Fonts are opened per pixel height; a window uses a handful. */
#define FONT_SLOTS 32
/* Rendered strings, in a hash table: a full panel, the coordinates, a
 * dialog and up to 361 move numbers are drawn each frame without
 * rasterising anything again. */
#define CACHE_SLOTS 2048
#define CACHE_PROBE 8
/* Widths measured, by a hash of the text, its size and face: the layout
 * plan measures the same lines many times a frame. */
#define WIDTH_SLOTS 8192

typedef struct font_slot {
  TTF_Font *font;
  int px;
  bool bold;
} font_slot;

typedef struct cache_slot {
  char *s;
  int px;
  bool bold;
  SDL_Color c;
  SDL_Surface *surface;
  unsigned long used;
} cache_slot;

typedef struct width_slot {
  unsigned long long key; /* 0: empty */
  int width;
} width_slot;

struct text_cache {
  char path[2][1024]; /* regular, bold */
  width_slot widths[WIDTH_SLOTS];
  font_slot fonts[FONT_SLOTS];
  int n_fonts;
  cache_slot slots[CACHE_SLOTS];
  unsigned long clock;
  bool ttf_started;
};

/* The file fontconfig matches to a pattern, if SDL_ttf can open it. */
static bool match_font(FcConfig *config, const char *pattern, char *out, size_t len)
{
  bool found = false;
  FcPattern *pat = FcNameParse((const FcChar8 *)pattern);
  if (!pat)
    return false;
  FcConfigSubstitute(config, pat, FcMatchPattern);
  FcDefaultSubstitute(pat);
  FcResult result;
  FcPattern *match = FcFontMatch(config, pat, &result);
  FcChar8 *file = NULL;
  /* fontconfig always proposes something; accept it only if it is a
   * scalable font SDL_ttf can open (a TrueType or OpenType file). */
  if (match && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
    const char *f = (const char *)file;
    size_t n = strlen(f);
    bool outline = n > 4 && (strcmp(f + n - 4, ".ttf") == 0 || strcmp(f + n - 4, ".otf") == 0 ||
                             strcmp(f + n - 4, ".ttc") == 0);
    if (outline && n < len) {
      strcpy(out, f);
      found = true;
    }
  }
  if (match)
    FcPatternDestroy(match);
  FcPatternDestroy(pat);
  return found;
}

bool text_find_fonts(char *regular, char *bold, size_t len, hoshi_error *why)
{
  const char *env = getenv("HOSHI_FONT");
  if (env && *env) {
    if (strlen(env) >= len) {
      hoshi_fail(why, "%s", _("HOSHI_FONT is too long a path"));
      return false;
    }
    strcpy(regular, env);
    strcpy(bold, env);
    return true;
  }
  /* Loading fontconfig's configuration is the slow part: once for both. */
  FcConfig *config = FcInitLoadConfigAndFonts();
  bool found = config && match_font(config, "DejaVu Sans", regular, len);
  /* A missing bold face is no reason to stop: draw headings regular. */
  if (found && !match_font(config, "DejaVu Sans:bold", bold, len))
    strcpy(bold, regular);
  if (config)
    FcConfigDestroy(config);
  if (!found)
    hoshi_fail(why,
               _("No font found for \"DejaVu Sans\". Install the DejaVu fonts (apt-get install "
                 "fonts-dejavu-core) or set HOSHI_FONT to a .ttf file."));
  return found;
}

text_cache *text_new(hoshi_error *why)
{
  text_cache *t = os_calloc(1, sizeof *t);
  if (!t) {
    hoshi_fail(why, "%s", _("out of memory"));
    return NULL;
  }
  if (!text_find_fonts(t->path[0], t->path[1], sizeof t->path[0], why))
    goto fail;
  /* Each cache (one per window) starts SDL_ttf and ends it: TTF_Init counts
   * its calls since SDL_ttf 2.0.18 and the last TTF_Quit ends it. Starting
   * it only when not yet started made the audience window's cache end it
   * under the teacher's fonts. */
  if (TTF_Init() != 0) {
    hoshi_fail(why, _("SDL_ttf cannot start: %s"), TTF_GetError());
    goto fail;
  }
  t->ttf_started = true;
  /* Open one size now, so that an unreadable file is reported at start. */
  TTF_Font *probe = TTF_OpenFont(t->path[0], 12);
  if (!probe) {
    hoshi_fail(why, _("Cannot open the font %s: %s"), t->path[0], TTF_GetError());
    goto fail;
  }
  TTF_CloseFont(probe);
  return t;
fail:
  text_free(t);
  return NULL;
}

static void flush(text_cache *t)
{
  for (int i = 0; i < CACHE_SLOTS; i++) {
    if (t->slots[i].surface)
      SDL_FreeSurface(t->slots[i].surface);
    free(t->slots[i].s);
    t->slots[i] = (cache_slot){0};
  }
}

void text_free(text_cache *t)
{
  if (!t)
    return;
  flush(t);
  for (int i = 0; i < t->n_fonts; i++)
    TTF_CloseFont(t->fonts[i].font);
  if (t->ttf_started)
    TTF_Quit();
  free(t);
}

static TTF_Font *font_at(text_cache *t, int px, bool bold)
{
  for (int i = 0; i < t->n_fonts; i++)
    if (t->fonts[i].px == px && t->fonts[i].bold == bold)
      return t->fonts[i].font;
  TTF_Font *f = TTF_OpenFont(t->path[bold ? 1 : 0], px);
  if (!f)
    return NULL;
  if (t->n_fonts == FONT_SLOTS) {
    /* Sizes change with the window: drop the oldest. */
    TTF_CloseFont(t->fonts[0].font);
    memmove(t->fonts, t->fonts + 1, (FONT_SLOTS - 1) * sizeof t->fonts[0]);
    t->n_fonts--;
  }
  t->fonts[t->n_fonts++] = (font_slot){f, px, bold};
  return f;
}

/* Font sizes are given as the text height wanted; TTF point sizes at 72 dpi
 * are about 1.2 times the cap-to-descender height of DejaVu. */
static int point_size(int px) { return px < 4 ? 4 : px; }

static unsigned long long hash(const char *s, int px, bool bold, SDL_Color c)
{
  unsigned long long h = 1469598103934665603ull;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 1099511628211ull;
  h = (h ^ (unsigned long long)px) * 1099511628211ull;
  h = (h ^ (bold ? 1u : 0u)) * 1099511628211ul;
  return (h ^ ((unsigned long long)c.r << 24 | (unsigned long long)c.g << 16 |
               (unsigned long long)c.b << 8 | c.a)) *
         1099511628211ull;
}

SDL_Surface *text_get(text_cache *t, const char *s, int px, bool bold, SDL_Color c)
{
  if (!s || !*s)
    return NULL;
  px = point_size(px);
  unsigned long long h = hash(s, px, bold, c);
  int oldest = -1;
  for (int k = 0; k < CACHE_PROBE; k++) {
    int i = (int)((h + (unsigned long long)k) % CACHE_SLOTS);
    cache_slot *e = &t->slots[i];
    if (e->s && e->px == px && e->bold == bold && e->c.r == c.r && e->c.g == c.g && e->c.b == c.b &&
        e->c.a == c.a && strcmp(e->s, s) == 0) {
      e->used = ++t->clock;
      return e->surface;
    }
    if (oldest < 0 || e->used < t->slots[oldest].used)
      oldest = i;
  }
  TTF_Font *f = font_at(t, px, bold);
  if (!f)
    return NULL;
  SDL_Surface *surf = TTF_RenderUTF8_Blended(f, s, c);
  char *copy = os_strdup(s);
  if (!surf || !copy) {
    if (surf)
      SDL_FreeSurface(surf);
    free(copy);
    return NULL;
  }
  /* Runs of transparent and opaque pixels are copied, not blended. */
  SDL_SetSurfaceRLE(surf, 1);
  cache_slot *e = &t->slots[oldest];
  if (e->surface)
    SDL_FreeSurface(e->surface);
  free(e->s);
  *e = (cache_slot){copy, px, bold, c, surf, ++t->clock};
  return surf;
}

int text_draw(text_cache *t, SDL_Surface *dst, const char *s, text_pen pen, int x, int y, int align)
{
  SDL_Surface *surf = text_get(t, s, pen.px, pen.bold, pen.ink);
  if (!surf)
    return 0;
  int w = surf->w;
  SDL_Rect at = {align == 1 ? x - w / 2 : align == 2 ? x - w : x, y, 0, 0};
  SDL_BlitSurface(surf, NULL, dst, &at);
  return w;
}

int text_width(text_cache *t, const char *s, int px, bool bold)
{
  if (!s || !*s)
    return 0;
  TTF_Font *f = font_at(t, point_size(px), bold);
  int w = 0, h = 0;
  if (f)
    TTF_SizeUTF8(f, s, &w, &h);
  return w;
}

int text_height(text_cache *t, int px, bool bold)
{
  TTF_Font *f = font_at(t, point_size(px), bold);
  return f ? TTF_FontHeight(f) : 0;
}

int text_width_n(text_cache *t, const char *s, size_t len, int px, bool bold)
{
  if (!s || !len)
    return 0;
  /* FNV-1a over the bytes, the size and the face: 64 bits, so that two
   * texts measured in one session practically never share a key. */
  unsigned long long h = 1469598103934665603ull;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
  h = (h ^ (unsigned long long)point_size(px)) * 1099511628211ull;
  h = (h ^ (bold ? 2u : 1u)) * 1099511628211ull;
  if (!h)
    h = 1;
  width_slot *e = &t->widths[h % WIDTH_SLOTS];
  if (e->key == h)
    return e->width;
  char buf[1024];
  int w = 0;
  if (len < sizeof buf) {
    memcpy(buf, s, len);
    buf[len] = 0;
    w = text_width(t, buf, px, bold);
  } else {
    char *copy = os_malloc(len + 1);
    if (!copy)
      return 0;
    memcpy(copy, s, len);
    copy[len] = 0;
    w = text_width(t, copy, px, bold);
    free(copy);
  }
  *e = (width_slot){h, w};
  return w;
}
