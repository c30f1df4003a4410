/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs the hoshi binary the tests were built with (HOSHI_BINARY, set by
 * ctest) with args as a shell would split them, its output and errors
 * together in out; returns its exit status (-1 when it did not exit).
 * Shared by the tests of the command line (test_score.c, test_analyze.c,
 * test_license.c, test_i18n.c). */
#ifndef HOSHI_TEST_RUN_HOSHI_H
#define HOSHI_TEST_RUN_HOSHI_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

/* The hoshi binary the tests were built with. */
static inline const char *hoshi_binary(void)
{
  const char *binary = getenv("HOSHI_BINARY");
  cr_assert_not_null(binary, "HOSHI_BINARY names the hoshi executable (set by ctest)");
  return binary;
}

/* Runs a shell command line, its output (the first n - 1 bytes) in out;
 * returns its exit status (-1 when it did not exit). */
static inline int run_shell(const char *cmd, char *out, size_t n)
{
  FILE *f = popen(cmd, "r");
  cr_assert_not_null(f);
  size_t len = fread(out, 1, n - 1, f);
  out[len] = '\0';
  int status = pclose(f);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static inline int run_hoshi(const char *args, char *out, size_t n)
{
  char cmd[4096];
  snprintf(cmd, sizeof cmd, "'%s' %s 2>&1", hoshi_binary(), args);
  return run_shell(cmd, out, n);
}

#endif
