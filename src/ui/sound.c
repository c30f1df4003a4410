/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hoshi's sounds (see sound.h): the queue, and the synthesis. Each sound
 * is a few voices added into a float buffer, then scaled to its peak (well
 * below full scale: soft sounds, the window's volume on top) and faded at
 * its end, so that none starts or stops with a click of its own. */
#include "ui/sound.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "hoshi/os.h"

#define PI_F 3.14159265f

void sound_push(ui_sounds *q, enum ui_sound s, int count)
{
  if (!q || s <= SOUND_NONE || s >= SOUND_KINDS)
    return;
  unsigned i = q->serial % SOUND_QUEUE;
  q->kind[i] = (uint8_t)s;
  q->count[i] = (uint8_t)(count < 0 ? 0 : count > 255 ? 255 : count);
  q->serial++;
}

enum ui_sound sound_at(const ui_sounds *q, unsigned n, int *count)
{
  if (count)
    *count = 0;
  if (n == 0 || n > q->serial || q->serial - n >= SOUND_QUEUE)
    return SOUND_NONE;
  unsigned i = (n - 1) % SOUND_QUEUE;
  if (count)
    *count = q->count[i];
  return (enum ui_sound)q->kind[i];
}

enum sound_take sound_take_of(int count)
{
  return count <= 1 ? TAKE_ONE : count <= 5 ? TAKE_FEW : TAKE_MANY;
}

/* --- voices ---------------------------------------------------------------------- */

typedef struct track {
  float *buf;
  size_t n;
  uint32_t rng; /* xorshift32: the same noise each time */
} track;

static float noise(track *t)
{
  t->rng ^= t->rng << 13;
  t->rng ^= t->rng >> 17;
  t->rng ^= t->rng << 5;
  return (float)(t->rng >> 8) / (float)(1u << 23) - 1.0f;
}

/* A number between lo and hi, from the track's noise. */
static float between(track *t, float lo, float hi)
{
  return lo + (hi - lo) * 0.5f * (noise(t) + 1.0f);
}

static size_t samples(float seconds) { return (size_t)(seconds * SOUND_RATE + 0.5f); }

/* A stone's click: white noise through a band-pass filter (the ring of
 * slate on wood around freq Hz), rising in a third of a millisecond and
 * dying away with the time constant decay. */
static void click(track *t, float at, float amp, float freq, float decay)
{
  float w0 = 2.0f * PI_F * freq / SOUND_RATE, alpha = sinf(w0) / (2.0f * 1.4f);
  float a0 = 1.0f + alpha, b0 = alpha / a0, b2 = -alpha / a0;
  float a1 = -2.0f * cosf(w0) / a0, a2 = (1.0f - alpha) / a0;
  float x1 = 0, x2 = 0, y1 = 0, y2 = 0, attack = 0.0003f;
  size_t from = samples(at), len = samples(decay * 8.0f);
  for (size_t i = 0; i < len && from + i < t->n; i++) {
    float s = (float)i / SOUND_RATE;
    float env = s < attack ? s / attack : expf(-(s - attack) / decay);
    float x = noise(t) * env;
    float y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    t->buf[from + i] += amp * y;
  }
}

/* The board's low thump under the click: a sine falling from f0 to f1 Hz. */
static void thump(track *t, float at, float amp, float f0, float f1, float decay)
{
  size_t from = samples(at), len = samples(decay * 6.0f);
  float phase = 0;
  for (size_t i = 0; i < len && from + i < t->n; i++) {
    float s = (float)i / SOUND_RATE;
    float f = f1 + (f0 - f1) * expf(-s / decay);
    phase += 2.0f * PI_F * f / SOUND_RATE;
    float env = s < 0.001f ? s / 0.001f : expf(-(s - 0.001f) / decay);
    t->buf[from + i] += amp * env * sinf(phase);
  }
}

/* A soft tone of len seconds: a sine with a little of its octave and
 * twelfth (warmer than a bare sine), gliding by glide (a ratio) over its
 * length, rising in 12 ms and dying away, faded out at its end. */
static void tone(track *t, float at, float len, float amp, float freq, float glide)
{
  size_t from = samples(at), n = samples(len), fade = samples(0.02f);
  float phase = 0;
  for (size_t i = 0; i < n && from + i < t->n; i++) {
    float s = (float)i / SOUND_RATE, u = (float)i / (float)n;
    float f = freq * (1.0f + (glide - 1.0f) * u);
    phase += 2.0f * PI_F * f / SOUND_RATE;
    float env =
        s < 0.012f ? 0.5f - 0.5f * cosf(PI_F * s / 0.012f) : expf(-(s - 0.012f) / (len / 3));
    if (n - i < fade)
      env *= (float)(n - i) / (float)fade;
    float v = sinf(phase) + 0.25f * sinf(2 * phase) + 0.08f * sinf(3 * phase);
    t->buf[from + i] += amp * env * v;
  }
}

/* --- the sounds -------------------------------------------------------------------- */

/* Each sound's length, in seconds. */
static float length_of(enum ui_sound s, int count)
{
  static const float take[TAKE_KINDS] = {0.34f, 0.48f, 0.64f};
  switch (s) {
  case SOUND_STONE:
    return 0.09f;
  case SOUND_CAPTURE:
    return take[sound_take_of(count)];
  case SOUND_PASS:
    return 0.22f;
  case SOUND_SOLVED:
    return 0.37f;
  case SOUND_WRONG:
    return 0.34f;
  default:
    return 0;
  }
}

static void stone(track *t)
{
  click(t, 0, 1.0f, 3000.0f, 0.005f);
  thump(t, 0, 0.55f, 190.0f, 120.0f, 0.02f);
}

/* The stone played, then the stones taken dropped into the bowl: more of
 * them, louder, the more were taken. */
static void capture(track *t, int count)
{
  static const int clicks[TAKE_KINDS] = {2, 4, 7};
  static const float loud[TAKE_KINDS] = {0.45f, 0.55f, 0.7f};
  enum sound_take k = sound_take_of(count);
  stone(t);
  float from = 0.13f, span = length_of(SOUND_CAPTURE, count) - from - 0.06f;
  for (int i = 0; i < clicks[k]; i++) {
    float at = from + span * ((float)i + between(t, 0.0f, 0.7f)) / (float)clicks[k];
    click(t, at, loud[k] * between(t, 0.7f, 1.0f), between(t, 3800.0f, 5200.0f), 0.003f);
  }
}

static void voices(track *t, enum ui_sound s, int count)
{
  switch (s) {
  case SOUND_STONE:
    stone(t);
    break;
  case SOUND_CAPTURE:
    capture(t, count);
    break;
  case SOUND_PASS:
    tone(t, 0, 0.22f, 1.0f, 329.63f, 1.0f); /* E4 */
    break;
  case SOUND_SOLVED:
    tone(t, 0, 0.16f, 1.0f, 523.25f, 1.0f);     /* C5 */
    tone(t, 0.13f, 0.24f, 1.0f, 783.99f, 1.0f); /* G5 */
    break;
  case SOUND_WRONG:
    tone(t, 0, 0.34f, 1.0f, 174.61f, 0.97f); /* F3, sinking a little */
    break;
  default:
    break;
  }
}

/* How loud each is at its peak, of full scale: soft. */
static float peak_of(enum ui_sound s, int count)
{
  static const float take[TAKE_KINDS] = {0.45f, 0.5f, 0.55f};
  switch (s) {
  case SOUND_STONE:
    return 0.45f;
  case SOUND_CAPTURE:
    return take[sound_take_of(count)];
  case SOUND_PASS:
    return 0.28f;
  default:
    return 0.32f;
  }
}

size_t sound_synth(enum ui_sound s, int count, int16_t *out, size_t cap)
{
  size_t n = samples(length_of(s, count));
  if (n == 0 || !out || cap == 0)
    return n;
  track t = {.buf = os_calloc(n, sizeof(float)), .n = n, .rng = 0x9e3779b9u ^ (uint32_t)s};
  if (!t.buf)
    return 0;
  voices(&t, s, count);
  size_t fade = samples(0.005f);
  float top = 0;
  for (size_t i = 0; i < n; i++) {
    if (n - i < fade)
      t.buf[i] *= (float)(n - i - 1) / (float)fade;
    top = fmaxf(top, fabsf(t.buf[i]));
  }
  float scale = top > 0 ? peak_of(s, count) * 32767.0f / top : 0;
  for (size_t i = 0; i < n && i < cap; i++)
    out[i] = (int16_t)lrintf(t.buf[i] * scale);
  free(t.buf);
  return n;
}
