/* What the tests of engines share: the fake engine written for them, and
 * the count of this process's children, to check that no engine process is
 * left running or as a zombie. */
#ifndef HOSHI_TEST_ENGINES_H
#define HOSHI_TEST_ENGINES_H

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* tests/data/engines/fake-engine.sh (its modes are listed at its top). */
static inline const char *fake_engine(void)
{
  static char path[1024];
  const char *d = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(d, "HOSHI_TEST_DATA names tests/data (set by ctest)");
  snprintf(path, sizeof path, "%s/engines/fake-engine.sh", d);
  return path;
}

/* Our child processes, zombies included (read from /proc). */
static inline int children(void)
{
  DIR *d = opendir("/proc");
  cr_assert_not_null(d);
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    char path[300], buf[512];
    if (e->d_name[0] < '0' || e->d_name[0] > '9')
      continue;
    snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
    FILE *f = fopen(path, "r");
    if (!f)
      continue;
    size_t got = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[got] = '\0';
    const char *paren = strrchr(buf, ')'); /* the name may hold spaces */
    char state;
    int ppid;
    if (paren && sscanf(paren + 1, " %c %d", &state, &ppid) == 2 && ppid == getpid())
      n++;
  }
  closedir(d);
  return n;
}

#endif
