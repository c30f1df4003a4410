/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the OS layer's files share among themselves, and nobody else. */
#ifndef HOSHI_OS_INTERNAL_H
#define HOSHI_OS_INTERNAL_H

#include <stdbool.h>

#include "hoshi/os.h"

/* Whether call on path (NULL: a call without one) must fail (os_inject,
 * os_inject_nth); sets errno when it must. Counts the call. */
bool os_fails(enum os_call call, const char *path);

/* Whether os_inject made call fail with err. */
bool os_injected(enum os_call call, int err);

#endif
