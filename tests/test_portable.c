/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One place knows the system (issue 40): outside src/os, no source of
 * src/ asks which system it runs on or calls what only one system has
 * (POSIX's fork, pipes, signals and descriptors; Windows' API). Each rule
 * below is checked on every .c and .h under src/, and on a line written
 * to break it, so that the check itself is seen to work. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What only one system has, as extended regular expressions. */
static const char *const system_only[] = {
    "#[[:space:]]*if.*(_WIN32|__linux__|__APPLE__|__unix__|_MSC_VER)",
    "#include[[:space:]]*<(unistd|fcntl|signal|poll|dirent|spawn|termios|pwd|langinfo|iconv)\\.h>",
    "#include[[:space:]]*<sys/(wait|file|prctl|mman|socket|select|resource)\\.h>",
    "#include[[:space:]]*<(windows|winbase|io|direct|process|shellapi)\\.h>",
    "(^|[^_[:alnum:]])(fork|vfork|execv|execvp|waitpid|getpid|getppid|geteuid|sigaction|"
    "kill|pipe|dup2|fcntl|flock|readlink|realpath|nl_langinfo|iconv_open)[[:space:]]*\\(",
    "(CreateProcess|CreateFile|GetLastError|WaitForSingleObject|_wopen)[AW]?[[:space:]]*\\(",
};
#define RULES (sizeof system_only / sizeof system_only[0])

static regex_t rules[RULES];

static void compile(void)
{
  for (size_t i = 0; i < RULES; i++)
    cr_assert_eq(regcomp(&rules[i], system_only[i], REG_EXTENDED | REG_NOSUB), 0, "%s",
                 system_only[i]);
}

/* The rule a line breaks, or -1. Comments are not code: a line that starts
 * one (or goes on with one) is left alone. */
static int broken_rule(const char *line)
{
  const char *s = line + strspn(line, " \t");
  if (strncmp(s, "/*", 2) == 0 || strncmp(s, "*", 1) == 0 || strncmp(s, "//", 2) == 0)
    return -1;
  for (size_t i = 0; i < RULES; i++)
    if (regexec(&rules[i], line, 0, NULL, 0) == 0)
      return (int)i;
  return -1;
}

static char found[4096];
static size_t found_len;

static int scan_file(const char *path)
{
  FILE *f = fopen(path, "r");
  cr_assert_not_null(f, "cannot read %s", path);
  char line[4096];
  int bad = 0, n = 0;
  while (fgets(line, sizeof line, f)) {
    n++;
    int r = broken_rule(line);
    if (r >= 0) {
      bad++;
      found_len += (size_t)snprintf(found + found_len, sizeof found - found_len - 1,
                                    "\n  %s:%d: %s", path, n, line);
      if (found_len >= sizeof found - 1)
        found_len = sizeof found - 2;
    }
  }
  fclose(f);
  return bad;
}

/* Every .c and .h under dir but src/os; counts the files in *files. */
static int scan_dir(const char *dir, int *files)
{
  DIR *d = opendir(dir);
  cr_assert_not_null(d, "cannot read %s", dir);
  int bad = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    char path[2048];
    size_t n = strlen(e->d_name);
    if (e->d_name[0] == '.')
      continue;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    if (strcmp(e->d_name, "os") == 0 && strstr(dir, "/src") && !strstr(dir, "/src/")) {
      continue; /* src/os: the system's own place */
    } else if (n > 2 &&
               (strcmp(e->d_name + n - 2, ".c") == 0 || strcmp(e->d_name + n - 2, ".h") == 0)) {
      bad += scan_file(path);
      ++*files;
    } else if (!strchr(e->d_name, '.')) {
      DIR *sub = opendir(path);
      if (sub) {
        closedir(sub);
        bad += scan_dir(path, files);
      }
    }
  }
  closedir(d);
  return bad;
}

Test(portable, only_src_os_knows_the_system)
{
  compile();
  const char *data = getenv("HOSHI_TEST_DATA");
  cr_assert_not_null(data, "HOSHI_TEST_DATA names tests/data (set by ctest)");
  char src[1024];
  snprintf(src, sizeof src, "%s/../../src", data);
  int files = 0;
  int bad = scan_dir(src, &files);
  cr_expect_gt(files, 100, "the sources were found (%d files)", files);
  cr_expect_eq(bad, 0, "system-specific code outside src/os:%s", found);
}

Test(portable, each_rule_catches_what_it_is_for)
{
  compile();
  static const char *const breaking[] = {
      "#ifdef _WIN32",
      "#if defined(__linux__)",
      "#include <unistd.h>",
      "#include <sys/wait.h>",
      "#include <windows.h>",
      "  pid_t p = fork();",
      "  kill(pid, SIGTERM);",
      "  if (pipe(fd) != 0)",
      "  h = CreateProcessW(NULL,",
      "  r = readlink(path, b, n);",
  };
  for (size_t i = 0; i < sizeof breaking / sizeof breaking[0]; i++)
    cr_expect_geq(broken_rule(breaking[i]), 0, "not caught: %s", breaking[i]);
  static const char *const fine[] = {
      "  os_proc_kill(p, 500);", "  /* fork and exec */",   "  skill(x);",
      "#include \"hoshi/os.h\"", "  gtp_process_stop(&p);",
  };
  for (size_t i = 0; i < sizeof fine / sizeof fine[0]; i++)
    cr_expect_lt(broken_rule(fine[i]), 0, "taken for system code: %s", fine[i]);
}
