/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The licence (issue 25): the GPL's text at the top, an SPDX line opening
 * every C source, the licence in the AppStream metadata and the Debian
 * copyright file, and in hoshi --version. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run_hoshi.h"

static const char *top(void)
{
  static char path[1024];
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data, "HOSHI_TEST_DATA names tests/data (set by ctest)");
  snprintf(path, sizeof path, "%s/../..", data);
  return path;
}

static bool file_holds(const char *path, const char *text)
{
  FILE *f = fopen(path, "r");
  if (!f)
    return false;
  static char buf[1 << 16];
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  buf[n] = 0;
  fclose(f);
  return strstr(buf, text) != NULL;
}

/* Every .c and .h under dir opens with the SPDX line; returns how many. */
static int check_dir(const char *dir)
{
  DIR *d = opendir(dir);
  if (!d)
    return 0;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t len = strlen(e->d_name);
    if (e->d_name[0] == '.' || len < 3)
      continue;
    char path[2048];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    if (strcmp(e->d_name + len - 2, ".c") && strcmp(e->d_name + len - 2, ".h")) {
      if (!strchr(e->d_name, '.') && strcmp(e->d_name, "data") != 0)
        n += check_dir(path); /* a folder */
      continue;
    }
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f, "%s", path);
    char first[128] = "";
    cr_assert_not_null(fgets(first, sizeof first, f), "%s is empty", path);
    fclose(f);
    cr_expect_str_eq(first, "/* SPDX-License-Identifier: GPL-3.0-or-later */\n", "%s", path);
    n++;
  }
  closedir(d);
  return n;
}

Test(license, every_source_says_its_licence)
{
  static const char *const dirs[] = {"src", "include", "tests", "bench", "fuzz"};
  int n = 0;
  for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
    char path[1100];
    snprintf(path, sizeof path, "%s/%s", top(), dirs[i]);
    n += check_dir(path);
  }
  cr_assert_gt(n, 100, "the sources were found (%d)", n);
}

Test(license, the_gpl_and_the_package_files_say_it)
{
  char path[1100];
  snprintf(path, sizeof path, "%s/LICENSE", top());
  cr_assert(file_holds(path, "GNU GENERAL PUBLIC LICENSE"), "LICENSE holds the GPL");
  cr_assert(file_holds(path, "Version 3, 29 June 2007"));
  snprintf(path, sizeof path, "%s/packaging/io.github.hoshi.metainfo.xml", top());
  cr_assert(file_holds(path, "<project_license>GPL-3.0-or-later</project_license>"));
  snprintf(path, sizeof path, "%s/packaging/copyright", top());
  cr_assert(file_holds(path, "License: GPL-3.0-or-later"));
  char out[2048];
  cr_assert_eq(run_hoshi("--version", out, sizeof out), 0);
  cr_assert(strstr(out, "GPLv3+"), "%s", out);
}
