/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splitmix64: the one random-number mix of the core. Zobrist values and the
 * playouts' generator both come from it, seeded, so that runs repeat. */
#ifndef HOSHI_RNG_H
#define HOSHI_RNG_H

#include <stdint.h>

#define RNG_GOLDEN 0x9e3779b97f4a7c15ull

/* splitmix64's output function: a good 64-bit mix of x. */
static inline uint64_t rng_mix(uint64_t x)
{
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/* The next number of the sequence whose state the caller keeps. */
static inline uint64_t rng_next(uint64_t *state) { return rng_mix(*state += RNG_GOLDEN); }

/* A number in [0, n) (Lemire's multiply-shift; n < 2^32). */
static inline uint32_t rng_below(uint64_t *state, uint32_t n)
{
  return (uint32_t)(((rng_next(state) >> 32) * (uint64_t)n) >> 32);
}

#endif
