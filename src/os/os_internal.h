/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the OS layer's files share among themselves, and nobody else. */
#ifndef HOSHI_OS_INTERNAL_H
#define HOSHI_OS_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "hoshi/os.h"

/* Whether call on path (NULL: a call without one) must fail (os_inject,
 * os_inject_nth); sets errno when it must. Counts the call. */
bool os_fails(enum os_call call, const char *path);

/* Whether os_inject made call fail with err. */
bool os_injected(enum os_call call, int err);

/* A temporary file beside path that no other writer uses: path.tmp- and
 * six random letters, created exclusively with mode (the umask applies),
 * its name in tmp. The descriptor, or -1 with errno. */
int os_create_unique(const char *path, unsigned mode, char *tmp, size_t len);

/* Says why a folder cannot be made (into err), keeping errno e for the
 * caller; false. */
bool os_dir_failed(hoshi_error *err, const char *dir, int e);

#endif
