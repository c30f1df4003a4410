/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The process and its place in Windows (see hoshi/os.h): console control
 * handlers where POSIX has signals, the program's folder, the environment
 * in UTF-16, the user's language and number format, and code pages where
 * POSIX has iconv. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include <shellapi.h>
#include <sys/stat.h>

#include <fcntl.h>
#include <io.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hoshi/os.h"

/* The command line in UTF-8, for main. */
static void utf8_arguments(int *argc, char ***argv)
{
  int n = 0;
  wchar_t **w = CommandLineToArgvW(GetCommandLineW(), &n);
  char **v = w ? os_calloc((size_t)n + 1, sizeof *v) : NULL;
  for (int i = 0; v && i < n; i++) {
    int len = WideCharToMultiByte(CP_UTF8, 0, w[i], -1, NULL, 0, NULL, NULL);
    v[i] = len > 0 ? os_malloc((size_t)len) : NULL;
    if (!v[i])
      return; /* out of memory at the start: the ANSI arguments stay */
    WideCharToMultiByte(CP_UTF8, 0, w[i], -1, v[i], len, NULL, NULL);
  }
  if (v) {
    *argc = n;
    *argv = v; /* for the whole run */
  }
  LocalFree(w);
}

/* A program of the GUI subsystem has no console: started from one (hoshi
 * --help in cmd.exe), it writes to that one. */
static void parent_console(void)
{
  if (GetStdHandle(STD_OUTPUT_HANDLE) || !AttachConsole(ATTACH_PARENT_PROCESS))
    return; /* a pipe or a file already (or nowhere to write) */
  freopen("CONOUT$", "w", stdout);
  freopen("CONOUT$", "w", stderr);
}

/* fontconfig reads the configuration shipped beside hoshi.exe, which names
 * the DejaVu fonts shipped with it and the system's, unless told
 * otherwise. */
static void shipped_fonts(void)
{
  char dir[PATH_MAX], conf[PATH_MAX + 32];
  struct stat st;
  if (getenv("FONTCONFIG_FILE") || !os_exe_dir(dir, sizeof dir))
    return;
  snprintf(conf, sizeof conf, "%s\\etc\\fonts\\fonts.conf", dir);
  if (os_stat(conf, &st) == 0)
    os_setenv("FONTCONFIG_FILE", conf);
  /* pango draws with fontconfig's fonts as on Linux, not with Windows'
   * own font map (which knows nothing of the fonts shipped here). */
  if (!getenv("PANGOCAIRO_BACKEND"))
    os_setenv("PANGOCAIRO_BACKEND", "fc");
}

void os_start(int *argc, char ***argv)
{
  utf8_arguments(argc, argv);
  parent_console();
  /* GTP, JSON and SGF written to a pipe or a file are the same bytes as on
   * Linux: no \r added before each \n. */
  _setmode(_fileno(stdin), _O_BINARY);
  _setmode(_fileno(stdout), _O_BINARY);
  _setmode(_fileno(stderr), _O_BINARY);
  /* Messages written to a console are UTF-8. */
  SetConsoleOutputCP(CP_UTF8);
  /* No "the program has stopped working" box for an engine's crash. */
  SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
  shipped_fonts();
}

static volatile LONG quit_seen;
static void (*quit_wake)(void *);
static void *quit_ctx;

/* Runs on a thread of its own, which Windows starts for the event. */
static BOOL WINAPI on_control(DWORD event)
{
  LONG sig = event == CTRL_C_EVENT || event == CTRL_BREAK_EVENT ? SIGINT : SIGTERM;
  InterlockedCompareExchange(&quit_seen, sig, 0);
  if (quit_wake)
    quit_wake(quit_ctx);
  /* A console closing, a logout or a shutdown ends the process when this
   * returns: the loop is given a moment to save what it holds. */
  if (event == CTRL_CLOSE_EVENT || event == CTRL_LOGOFF_EVENT || event == CTRL_SHUTDOWN_EVENT)
    Sleep(2000);
  return TRUE;
}

void os_catch_quit_requests(void (*wake)(void *ctx), void *ctx)
{
  quit_wake = wake;
  quit_ctx = ctx;
  SetConsoleCtrlHandler(on_control, TRUE);
}

int os_quit_request(void) { return (int)quit_seen; }

bool os_exe_dir(char *out, size_t len)
{
  wchar_t w[PATH_MAX];
  DWORD n = GetModuleFileNameW(NULL, w, PATH_MAX);
  if (n == 0 || n >= PATH_MAX)
    return false;
  wchar_t *slash = wcsrchr(w, L'\\');
  if (!slash)
    return false;
  *slash = 0;
  int m = WideCharToMultiByte(CP_UTF8, 0, w, -1, out, (int)len, NULL, NULL);
  return m > 0;
}

bool os_setenv(const char *name, const char *value)
{
  wchar_t wn[64], wv[512];
  if (!MultiByteToWideChar(CP_UTF8, 0, name, -1, wn, 64) ||
      !MultiByteToWideChar(CP_UTF8, 0, value, -1, wv, 512))
    return false;
  /* Both the C library's copy (getenv) and the process's (children). */
  return _wputenv_s(wn, wv) == 0 && SetEnvironmentVariableW(wn, wv);
}

void os_die_now(void) { TerminateProcess(GetCurrentProcess(), 9); }

bool os_address_space_limit(unsigned long long *bytes)
{
  (void)bytes;
  return false;
}

const char *os_decimal_point(void)
{
  static char point[8];
  wchar_t w[8];
  if (!GetLocaleInfoEx(LOCALE_NAME_USER_DEFAULT, LOCALE_SDECIMAL, w, 8) ||
      !WideCharToMultiByte(CP_UTF8, 0, w, -1, point, sizeof point, NULL, NULL))
    return NULL;
  return point;
}

/* "fr-FR" of Windows as "fr_FR". */
const char *os_ui_language(void)
{
  static char name[LOCALE_NAME_MAX_LENGTH * 3];
  wchar_t w[LOCALE_NAME_MAX_LENGTH];
  LANGID ui = GetUserDefaultUILanguage();
  if (!LCIDToLocaleName(MAKELCID(ui, SORT_DEFAULT), w, LOCALE_NAME_MAX_LENGTH, 0) ||
      !WideCharToMultiByte(CP_UTF8, 0, w, -1, name, sizeof name, NULL, NULL))
    return NULL;
  for (char *p = name; *p; p++)
    if (*p == '-')
      *p = '_';
  return name;
}

/* --- character sets: Windows code pages ------------------------------------- */

struct os_charset {
  UINT code_page;
};

/* The code page of an SGF charset name, as iconv names them; 0 when not
 * known. */
static UINT code_page_of(const char *name)
{
  static const struct {
    const char *name;
    UINT page;
  } pages[] = {
      {"ISO-8859-1", 28591},  {"ISO8859-1", 28591},   {"LATIN1", 28591},      {"ISO-8859-2", 28592},
      {"ISO-8859-5", 28595},  {"ISO-8859-7", 28597},  {"ISO-8859-15", 28605}, {"KOI8-R", 20866},
      {"WINDOWS-1250", 1250}, {"WINDOWS-1251", 1251}, {"WINDOWS-1252", 1252}, {"CP1252", 1252},
      {"CP932", 932},         {"SHIFT_JIS", 932},     {"SJIS", 932},          {"EUC-JP", 20932},
      {"GB2312", 936},        {"GBK", 936},           {"CP936", 936},         {"GB18030", 54936},
      {"EUC-CN", 936},        {"BIG5", 950},          {"BIG-5", 950},         {"CP950", 950},
      {"EUC-KR", 51949},      {"CP949", 949},         {"UHC", 949},           {"ASCII", 20127},
      {"US-ASCII", 20127},
  };
  for (size_t i = 0; i < sizeof pages / sizeof pages[0]; i++)
    if (strcasecmp(name, pages[i].name) == 0)
      return pages[i].page;
  return 0;
}

os_charset *os_charset_open(const char *name)
{
  UINT page = code_page_of(name);
  if (!page || !IsValidCodePage(page))
    return NULL;
  os_charset *c = os_malloc(sizeof *c);
  if (c)
    c->code_page = page;
  return c;
}

bool os_charset_convert(os_charset *c, const char *in, size_t n, char *out, size_t out_len,
                        size_t *written)
{
  if (n == 0) {
    *written = 0;
    return true;
  }
  if (n > INT32_MAX / 2 || out_len > INT32_MAX)
    return false;
  int wn = MultiByteToWideChar(c->code_page, MB_ERR_INVALID_CHARS, in, (int)n, NULL, 0);
  wchar_t *w = wn > 0 ? os_malloc((size_t)wn * sizeof *w) : NULL;
  if (!w)
    return false;
  MultiByteToWideChar(c->code_page, MB_ERR_INVALID_CHARS, in, (int)n, w, wn);
  int m = WideCharToMultiByte(CP_UTF8, 0, w, wn, out, (int)out_len, NULL, NULL);
  free(w);
  if (m <= 0)
    return false;
  *written = (size_t)m;
  return true;
}

void os_charset_close(os_charset *c) { free(c); }
