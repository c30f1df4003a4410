/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hoshi's sounds (issue 42): which ones the application asks for, carried
 * to the window in the view, and the sounds themselves, synthesized by the
 * code below (Hoshi's own, under its licence) rather than recorded. The
 * application pushes a sound on its event (a stone played, a capture, a
 * pass, the clock's warning, a problem solved or wrong); the window plays
 * those it has not played yet (src/ui/audio.c). No SDL here.
 */
#ifndef HOSHI_UI_SOUND_H
#define HOSHI_UI_SOUND_H

#include <stddef.h>
#include <stdint.h>

enum ui_sound {
  SOUND_NONE,
  SOUND_STONE,      /* a stone played */
  SOUND_CAPTURE,    /* a stone played that captures: the click, then stones into the bowl */
  SOUND_PASS,       /* a pass: a soft low tone */
  SOUND_CLOCK_WARN, /* a byo-yomi period's last ten seconds (assets/beep.wav) */
  SOUND_SOLVED,     /* a problem solved, a move guessed: two soft rising tones */
  SOUND_WRONG,      /* a wrong answer, a wrong guess: one soft low tone */
  SOUND_KINDS
};

/* The sounds asked for: the last SOUND_QUEUE of them, and how many there
 * have been. Sound number n (from 1) sits at (n - 1) % SOUND_QUEUE; the
 * window plays those after the serial it last saw (an older one it missed
 * is dropped: it is late anyway). */
#define SOUND_QUEUE 8
typedef struct ui_sounds {
  unsigned serial;
  uint8_t kind[SOUND_QUEUE];  /* enum ui_sound */
  uint8_t count[SOUND_QUEUE]; /* SOUND_CAPTURE: the stones taken (255 and more: 255) */
} ui_sounds;

/* Asks for sound s (count: the stones captured, for SOUND_CAPTURE). q
 * NULL: the sounds are off, nothing happens. */
void sound_push(ui_sounds *q, enum ui_sound s, int count);

/* The sound number n of q (from 1), with its count (may be NULL);
 * SOUND_NONE when n is 0, to come, or gone from the queue. */
enum ui_sound sound_at(const ui_sounds *q, unsigned n, int *count);

/* The synthesized sounds: 16-bit mono at this rate. */
#define SOUND_RATE 48000

/* The sounds played differently: a capture of one stone, of two to five,
 * of more (a longer, louder rattle). */
enum sound_take { TAKE_ONE, TAKE_FEW, TAKE_MANY, TAKE_KINDS };
enum sound_take sound_take_of(int count);

/* Writes the samples of sound s (a capture of count stones) into out, at
 * most cap of them, and returns how many the sound has; out NULL (cap 0)
 * asks only for that. The same arguments give the same samples each time
 * (a fixed seed for the noise). SOUND_NONE and SOUND_CLOCK_WARN (a
 * recorded file, assets/beep.wav) have none. 0 too when memory runs out. */
size_t sound_synth(enum ui_sound s, int count, int16_t *out, size_t cap);

#endif
