/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's sounds (see audio.h). */
#include "ui/audio.h"

#include <SDL.h>
#include <stdio.h>

/* The clock's warning (assets/beep.wav, cmake/embed.cmake). */
extern const unsigned char hoshi_beep_wav[];
extern const unsigned long hoshi_beep_wav_size;

/* The sounds, made once when the device opens: one per kind, three for a
 * capture (sound.h's sound_take). */
enum {
  CLIP_STONE,
  CLIP_PASS,
  CLIP_WARN,
  CLIP_SOLVED,
  CLIP_WRONG,
  CLIP_TAKE,
  CLIPS = CLIP_TAKE + 3
};

typedef struct clip {
  Sint16 *pcm;
  Uint32 n;
} clip;

/* A sound being played: the audio thread's, under the device's lock. */
typedef struct voice {
  const clip *c;
  Uint32 at;
  int gain; /* of 256 */
} voice;

#define VOICES 6

struct ui_audio {
  SDL_AudioDeviceID dev; /* 0 before the first sound, or without a device */
  bool none;             /* no device: silent */
  clip clips[CLIPS];
  voice voices[VOICES];
  unsigned started;
  unsigned long mixed;
};

ui_audio *audio_new(void) { return SDL_calloc(1, sizeof(ui_audio)); }

void audio_free(ui_audio *au)
{
  if (!au)
    return;
  if (au->dev)
    SDL_CloseAudioDevice(au->dev);
  for (int i = 0; i < CLIPS; i++)
    SDL_free(au->clips[i].pcm);
  SDL_free(au);
}

/* The audio thread asks for sound: the voices playing, added, then silence. */
static void fill(void *ctx, Uint8 *stream, int len)
{
  ui_audio *au = ctx;
  Sint16 *out = (Sint16 *)stream;
  int n = len / (int)sizeof(Sint16);
  for (int i = 0; i < n; i++) {
    int sum = 0;
    bool any = false;
    for (int k = 0; k < VOICES; k++) {
      voice *v = &au->voices[k];
      if (!v->c)
        continue;
      any = true;
      sum += v->c->pcm[v->at] * v->gain / 256;
      if (++v->at >= v->c->n)
        v->c = NULL;
    }
    out[i] = (Sint16)(sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum);
    au->mixed += any;
  }
}

/* The clock's warning, converted to the sounds' format. */
static bool load_warning(clip *c)
{
  SDL_AudioSpec spec;
  Uint8 *wav;
  Uint32 len;
  SDL_RWops *rw = SDL_RWFromConstMem(hoshi_beep_wav, (int)hoshi_beep_wav_size);
  if (!rw || !SDL_LoadWAV_RW(rw, 1, &spec, &wav, &len))
    return false;
  SDL_AudioCVT cvt;
  bool ok = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1,
                              SOUND_RATE) >= 0;
  if (ok) {
    cvt.len = (int)len;
    cvt.buf = SDL_malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    ok = cvt.buf != NULL;
  }
  if (ok) {
    SDL_memcpy(cvt.buf, wav, len);
    ok = SDL_ConvertAudio(&cvt) == 0 && cvt.len_cvt >= 2;
  }
  if (ok) {
    c->pcm = (Sint16 *)cvt.buf;
    c->n = (Uint32)cvt.len_cvt / sizeof(Sint16);
  } else {
    SDL_free(cvt.buf);
  }
  SDL_FreeWAV(wav);
  return ok;
}

static bool synth(clip *c, enum ui_sound s, int count)
{
  size_t n = sound_synth(s, count, NULL, 0);
  if (n == 0 || !(c->pcm = SDL_malloc(n * sizeof(Sint16))))
    return false;
  c->n = (Uint32)sound_synth(s, count, c->pcm, n);
  return c->n > 0;
}

static bool make_clips(ui_audio *au)
{
  static const int taken[3] = {1, 2, 6}; /* one of each of sound_take */
  bool ok = load_warning(&au->clips[CLIP_WARN]);
  ok = ok && synth(&au->clips[CLIP_STONE], SOUND_STONE, 0);
  ok = ok && synth(&au->clips[CLIP_PASS], SOUND_PASS, 0);
  ok = ok && synth(&au->clips[CLIP_SOLVED], SOUND_SOLVED, 0);
  ok = ok && synth(&au->clips[CLIP_WRONG], SOUND_WRONG, 0);
  for (int i = 0; i < 3 && ok; i++)
    ok = synth(&au->clips[CLIP_TAKE + i], SOUND_CAPTURE, taken[i]);
  if (!ok)
    SDL_SetError("out of memory for the sounds");
  return ok;
}

/* Opens the device at the first sound; false (said once) where there is none. */
static bool open_device(ui_audio *au)
{
  if (au->dev || au->none)
    return au->dev != 0;
  SDL_AudioSpec want = {.freq = SOUND_RATE,
                        .format = AUDIO_S16SYS,
                        .channels = 1,
                        .samples = 512, /* about 11 ms: a stone is heard as it lands */
                        .callback = fill,
                        .userdata = au};
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 || !make_clips(au) ||
      !(au->dev = SDL_OpenAudioDevice(NULL, 0, &want, NULL, 0))) {
    fprintf(stderr, "hoshi: no sound: %s\n", SDL_GetError());
    au->none = true;
    return false;
  }
  SDL_PauseAudioDevice(au->dev, 0);
  return true;
}

static const clip *clip_of(const ui_audio *au, enum ui_sound s, int count)
{
  switch (s) {
  case SOUND_STONE:
    return &au->clips[CLIP_STONE];
  case SOUND_CAPTURE:
    return &au->clips[CLIP_TAKE + sound_take_of(count)];
  case SOUND_PASS:
    return &au->clips[CLIP_PASS];
  case SOUND_CLOCK_WARN:
    return &au->clips[CLIP_WARN];
  case SOUND_SOLVED:
    return &au->clips[CLIP_SOLVED];
  case SOUND_WRONG:
    return &au->clips[CLIP_WRONG];
  default:
    return NULL;
  }
}

/* A free voice, else the one furthest into its sound. Under the lock. */
static voice *voice_for(ui_audio *au)
{
  voice *best = &au->voices[0];
  for (int k = 0; k < VOICES; k++) {
    voice *v = &au->voices[k];
    if (!v->c)
      return v;
    if ((double)v->at / v->c->n > (double)best->at / best->c->n)
      best = v;
  }
  return best;
}

void audio_play(ui_audio *au, const ui_sounds *q, unsigned *heard, int volume)
{
  unsigned from = *heard, to = q->serial;
  *heard = to;
  if (!au || from == to || volume <= 0 || !open_device(au))
    return;
  int gain = (volume > 100 ? 100 : volume) * 256 / 100;
  if (to - from > SOUND_QUEUE)
    from = to - SOUND_QUEUE;
  SDL_LockAudioDevice(au->dev);
  for (unsigned n = from + 1; n - 1 != to; n++) {
    int count;
    const clip *c = clip_of(au, sound_at(q, n, &count), count);
    if (!c || !c->pcm)
      continue;
    *voice_for(au) = (voice){.c = c, .at = 0, .gain = gain};
    au->started++;
  }
  SDL_UnlockAudioDevice(au->dev);
}

void audio_counts(ui_audio *au, unsigned *started, unsigned long *mixed)
{
  *started = 0;
  *mixed = 0;
  if (!au || !au->dev)
    return;
  SDL_LockAudioDevice(au->dev);
  *started = au->started;
  *mixed = au->mixed;
  SDL_UnlockAudioDevice(au->dev);
}
