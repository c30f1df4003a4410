/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's sounds through SDL's audio (issue 42): the sounds the view
 * asks for (ui_view.sounds, sound.h) played as they come, mixed when they
 * overlap, at the view's volume. The device is opened at the first sound
 * and fed from a callback of our own, not SDL_QueueAudio: SDL gives its
 * queue's thread a 64 KB stack, which machines with large signal frames
 * (AVX-512) refuse (libsdl-org/SDL#7367). Where there is no audio device
 * Hoshi stays silent, said once on stderr: never an error, never a wait.
 */
#ifndef HOSHI_UI_AUDIO_H
#define HOSHI_UI_AUDIO_H

#include <stdbool.h>

#include "ui/sound.h"

typedef struct ui_audio ui_audio;

/* Nothing is opened yet. NULL when memory runs out (then silent). */
ui_audio *audio_new(void);

/* Closes the device (if it was opened) and frees the sounds. NULL: nothing. */
void audio_free(ui_audio *au);

/* Plays the sounds of q after *heard (the serial last played), at volume
 * 0..100, and moves *heard to q's serial. au NULL: only *heard moves. */
void audio_play(ui_audio *au, const ui_sounds *q, unsigned *heard, int volume);

/* For tests: the sounds handed to the device, and the samples its thread
 * has mixed of them (0 until it runs; both 0 without a device). */
void audio_counts(ui_audio *au, unsigned *started, unsigned long *mixed);

#endif
