/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Engines as child processes on Windows (include/hoshi/process.h):
 * CreateProcessW with an argument line quoted for the C runtime's parser,
 * only the three standard handles inherited, a Job object that ends the
 * engine and all it started when Hoshi's handle to it closes (even when
 * Hoshi is killed), and the engine's output read with overlapped I/O so
 * that it can be waited for together with a wake-up.
 *
 * Every path and argument is UTF-8 in Hoshi and UTF-16 here: only the
 * wide-character API is called, so that no folder name is lost to the
 * ANSI code page.
 */
#ifndef _WIN32_WINNT
#define _WIN32_WINNT 0x0600 /* the handle list of STARTUPINFOEX: Vista */
#endif
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "hoshi/i18n.h"
#include "hoshi/os.h"
#include "hoshi/process.h"

/* What one read of the engine's output takes at most. */
#define READ_SIZE 8192

struct os_wake {
  HANDLE event; /* manual-reset: it stays set until cleared */
};

struct os_proc {
  HANDLE process;
  HANDLE job;    /* NULL when none could be had: the engine alone is ended */
  HANDLE in;     /* Hoshi's end of its stdin; NULL once closed */
  HANDLE out;    /* Hoshi's end of its stdout, overlapped */
  OVERLAPPED ov; /* the read of out; its event is set when the read is done */
  bool pending;  /* a read of out is in flight (or done and not yet taken) */
  bool eof;      /* its output has ended */
  bool failed;   /* reading its output failed */
  bool ended;    /* it has ended and exit_code says how */
  DWORD exit_code;
  DWORD pos, len; /* buf[pos..len) was read and not yet given out */
  char buf[READ_SIZE];
};

/* The engine's ends of its pipes and of its log: inheritable, Hoshi's
 * only until the engine has them. */
struct child_io {
  HANDLE in, out, err;
};

/* --- UTF-8 and UTF-16 ---------------------------------------------------- */

/* s in UTF-16 (os_malloc'ed), or NULL when it is not valid UTF-8 (a
 * string that names no file) or memory is short. */
static wchar_t *utf8_to_wide(const char *s)
{
  int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
  wchar_t *w = n > 0 ? os_malloc((size_t)n * sizeof *w) : NULL;
  if (w && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n) != n) {
    free(w);
    w = NULL;
  }
  return w;
}

/* w in UTF-8 into out; false when it does not fit or holds a lone
 * surrogate (which no UTF-8 path could name again). */
static bool wide_to_utf8(const wchar_t *w, char *out, size_t len)
{
  int n = WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, w, -1, NULL, 0, NULL, NULL);
  if (n <= 0 || (size_t)n > len)
    return false;
  return WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, w, -1, out, n, NULL, NULL) == n;
}

/* --- wake-ups ------------------------------------------------------------ */

os_wake *os_wake_new(void)
{
  os_wake *w = os_malloc(sizeof *w);
  if (!w)
    return NULL;
  w->event = CreateEventW(NULL, TRUE, FALSE, NULL);
  if (!w->event) {
    free(w);
    return NULL;
  }
  return w;
}

void os_wake_free(os_wake *w)
{
  if (!w)
    return;
  CloseHandle(w->event);
  free(w);
}

void os_wake_set(os_wake *w) { SetEvent(w->event); }

void os_wake_clear(os_wake *w) { ResetEvent(w->event); }

bool os_wake_wait(os_wake *w, int timeout_ms)
{
  DWORD ms = timeout_ms < 0 ? INFINITE : (DWORD)timeout_ms;
  return WaitForSingleObject(w->event, ms) == WAIT_OBJECT_0;
}

/* --- the command line ---------------------------------------------------- */

static wchar_t *put_backslashes(wchar_t *to, size_t n)
{
  while (n--)
    *to++ = L'\\';
  return to;
}

/* Appends arg as the C runtime's parser (CommandLineToArgvW's rules) gives
 * it back: quoted when it is empty or holds a blank or a quote, a quote
 * escaped with a backslash, and the backslashes before a quote (or before
 * the closing one) doubled, since only there do they escape. */
static wchar_t *quote_arg(wchar_t *to, const wchar_t *arg)
{
  if (*arg && !wcspbrk(arg, L" \t\n\v\"")) {
    size_t n = wcslen(arg);
    memcpy(to, arg, n * sizeof *to);
    return to + n;
  }
  *to++ = L'"';
  for (;; arg++) {
    size_t slashes = 0;
    while (*arg == L'\\')
      arg++, slashes++;
    if (!*arg) {
      to = put_backslashes(to, 2 * slashes);
      break;
    }
    to = put_backslashes(to, *arg == L'"' ? 2 * slashes + 1 : slashes);
    *to++ = *arg;
  }
  *to++ = L'"';
  return to;
}

/* The argument line of argv (os_malloc'ed; CreateProcessW may write in
 * it), or NULL. */
static wchar_t *command_line(const char *const argv[])
{
  /* A UTF-8 byte makes at most one UTF-16 unit, and quoting at most
   * doubles an argument and adds two quotes and a space. */
  size_t cap = 1;
  for (size_t i = 0; argv[i]; i++)
    cap += 2 * strlen(argv[i]) + 3;
  wchar_t *cmd = os_malloc(cap * sizeof *cmd), *end = cmd;
  for (size_t i = 0; cmd && argv[i]; i++) {
    wchar_t *arg = utf8_to_wide(argv[i]);
    if (!arg) {
      free(cmd);
      return NULL;
    }
    if (i > 0)
      *end++ = L' ';
    end = quote_arg(end, arg);
    free(arg);
  }
  if (cmd)
    *end = L'\0';
  return cmd;
}

/* --- pipes and the log --------------------------------------------------- */

/* Connects the server end of the output pipe (the engine's end is already
 * open, so this only confirms it). The OVERLAPPED lives on this stack: an
 * operation that did not end at once is cancelled and waited for. */
static bool connect_output(os_proc *p)
{
  OVERLAPPED ov = {0};
  ov.hEvent = p->ov.hEvent;
  if (ConnectNamedPipe(p->out, &ov) || GetLastError() == ERROR_PIPE_CONNECTED)
    return true;
  DWORD unused;
  if (GetLastError() == ERROR_IO_PENDING && CancelIoEx(p->out, &ov))
    GetOverlappedResult(p->out, &ov, &unused, TRUE);
  return false;
}

/* The engine's stdin, an anonymous pipe, and its stdout, a named pipe,
 * since only those can be read with overlapped I/O (anonymous pipes are
 * synchronous). Hoshi's ends are never inheritable; the engine's ends are
 * from their creation. false when one cannot be made (what was made is
 * closed by the caller). */
static bool make_pipes(os_proc *p, struct child_io *io)
{
  SECURITY_ATTRIBUTES inherit = {sizeof inherit, NULL, TRUE};
  if (!CreatePipe(&io->in, &p->in, NULL, 0) ||
      !SetHandleInformation(io->in, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT))
    return false;
  p->ov.hEvent = CreateEventW(NULL, TRUE, FALSE, NULL);
  if (!p->ov.hEvent)
    return false;
  /* A name no other pipe has; FILE_FLAG_FIRST_PIPE_INSTANCE refuses one
   * that another process made first, so that it never gets the engine's
   * output. */
  static volatile LONG counter;
  char name[96];
  wchar_t wname[96];
  snprintf(name, sizeof name, "\\\\.\\pipe\\hoshi-%lu-%ld-%llu", GetCurrentProcessId(),
           InterlockedIncrement(&counter), (unsigned long long)GetTickCount64());
  MultiByteToWideChar(CP_UTF8, 0, name, -1, wname, 96);
  p->out = CreateNamedPipeW(
      wname, PIPE_ACCESS_INBOUND | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE,
      PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS, 1, 0,
      READ_SIZE * 8, 0, NULL);
  if (p->out == INVALID_HANDLE_VALUE) {
    p->out = NULL;
    return false;
  }
  /* FILE_READ_ATTRIBUTES: runtimes ask what kind of handle their stdout
   * is (GetFileType, GetNamedPipeInfo). */
  io->out = CreateFileW(wname, GENERIC_WRITE | FILE_READ_ATTRIBUTES, 0, &inherit, OPEN_EXISTING,
                        FILE_ATTRIBUTE_NORMAL, NULL);
  if (io->out == INVALID_HANDLE_VALUE) {
    io->out = NULL;
    return false;
  }
  return connect_output(p);
}

/* The engine's stderr: appended to path, a file that is a plain file on
 * disk with one name and not a link (FILE_FLAG_OPEN_REPARSE_POINT opens a
 * link itself, which is then refused, as a hard link is, so that a link
 * planted at the log's name makes no other file grow); else the NUL
 * device, so that its messages are lost rather than mixed into Hoshi's.
 * NULL when not even that opens. */
static HANDLE open_stderr(const char *path)
{
  SECURITY_ATTRIBUTES inherit = {sizeof inherit, NULL, TRUE};
  const DWORD share = FILE_SHARE_READ | FILE_SHARE_WRITE;
  wchar_t *wpath = path ? utf8_to_wide(path) : NULL;
  /* FILE_APPEND_DATA without FILE_WRITE_DATA: every write goes to the end,
   * whoever else writes there. */
  HANDLE h =
      wpath ? CreateFileW(wpath, FILE_APPEND_DATA | FILE_READ_ATTRIBUTES, share, &inherit,
                          OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT, NULL)
            : INVALID_HANDLE_VALUE;
  free(wpath);
  BY_HANDLE_FILE_INFORMATION info;
  if (h != INVALID_HANDLE_VALUE &&
      !(GetFileType(h) == FILE_TYPE_DISK && GetFileInformationByHandle(h, &info) &&
        !(info.dwFileAttributes & (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY)) &&
        info.nNumberOfLinks == 1)) {
    CloseHandle(h);
    h = INVALID_HANDLE_VALUE;
  }
  if (h == INVALID_HANDLE_VALUE)
    h = CreateFileW(L"NUL", GENERIC_WRITE, share, &inherit, OPEN_EXISTING, 0, NULL);
  return h == INVALID_HANDLE_VALUE ? NULL : h;
}

static void close_child_io(struct child_io *io)
{
  HANDLE *all[] = {&io->in, &io->out, &io->err};
  for (size_t i = 0; i < 3; i++)
    if (*all[i])
      CloseHandle(*all[i]), *all[i] = NULL;
}

/* --- starting it --------------------------------------------------------- */

static enum os_proc_error start_error(DWORD e)
{
  switch (e) {
  case ERROR_FILE_NOT_FOUND:
  case ERROR_PATH_NOT_FOUND:
  case ERROR_INVALID_NAME:
    return OS_PROC_NOT_FOUND;
  case ERROR_ACCESS_DENIED:
    return OS_PROC_NOT_EXECUTABLE;
  case ERROR_BAD_EXE_FORMAT:
  case ERROR_EXE_MACHINE_TYPE_MISMATCH:
    return OS_PROC_NOT_PROGRAM;
  default:
    return OS_PROC_FAILED;
  }
}

/* Puts the suspended process in a Job of its own, before it runs a single
 * instruction, so that whatever it starts is in it too. Closing the Job's
 * last handle (Hoshi's, never inherited) ends them all, however Hoshi ends.
 * A crash ends the engine at once with the exception as its exit code
 * rather than waiting on an error report. Without a Job (a system that
 * refuses it), the engine still runs, and only it is ended. */
static void attach_job(os_proc *p)
{
  HANDLE job = CreateJobObjectW(NULL, NULL);
  JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits = {0};
  limits.BasicLimitInformation.LimitFlags =
      JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
  if (job &&
      SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits, sizeof limits) &&
      AssignProcessToJobObject(job, p->process)) {
    p->job = job;
    return;
  }
  if (job)
    CloseHandle(job);
}

/* CreateProcessW with io as its standard handles and nothing else of
 * Hoshi's: the handle list keeps out any other inheritable handle Hoshi
 * has (another engine's pipes, a file). */
static enum os_proc_error spawn(os_proc *p, const wchar_t *program, wchar_t *cmd,
                                struct child_io *io)
{
  HANDLE inherit[3];
  DWORD n = 0;
  HANDLE *all[] = {&io->in, &io->out, &io->err};
  for (size_t i = 0; i < 3; i++)
    if (*all[i])
      inherit[n++] = *all[i];
  SIZE_T size = 0;
  InitializeProcThreadAttributeList(NULL, 1, 0, &size);
  LPPROC_THREAD_ATTRIBUTE_LIST list = os_malloc(size);
  if (!list || !InitializeProcThreadAttributeList(list, 1, 0, &size)) {
    free(list);
    return OS_PROC_FAILED;
  }
  STARTUPINFOEXW si = {0};
  si.StartupInfo.cb = sizeof si;
  si.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
  si.StartupInfo.hStdInput = io->in;
  si.StartupInfo.hStdOutput = io->out;
  si.StartupInfo.hStdError = io->err;
  si.lpAttributeList = list;
  const DWORD flags = CREATE_SUSPENDED | CREATE_NO_WINDOW | CREATE_UNICODE_ENVIRONMENT |
                      EXTENDED_STARTUPINFO_PRESENT;
  PROCESS_INFORMATION pi;
  BOOL ok = UpdateProcThreadAttribute(list, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherit,
                                      n * sizeof *inherit, NULL, NULL) &&
            CreateProcessW(program, cmd, NULL, NULL, TRUE, flags, NULL, NULL, &si.StartupInfo, &pi);
  DWORD error = GetLastError();
  DeleteProcThreadAttributeList(list);
  free(list);
  if (!ok) {
    /* A folder: ERROR_ACCESS_DENIED on Windows, another code on Wine. */
    DWORD a = GetFileAttributesW(program);
    bool folder = a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY);
    return folder ? OS_PROC_NOT_EXECUTABLE : start_error(error);
  }
  p->process = pi.hProcess;
  attach_job(p);
  ok = ResumeThread(pi.hThread) != (DWORD)-1;
  CloseHandle(pi.hThread);
  return ok ? OS_PROC_OK : OS_PROC_FAILED; /* os_proc_free ends it */
}

os_proc *os_proc_start(const char *program, const char *const argv[], const char *stderr_path,
                       enum os_proc_error *why)
{
  enum os_proc_error error = OS_PROC_FAILED;
  wchar_t *wprogram = program ? utf8_to_wide(program) : NULL;
  wchar_t *cmd = argv && argv[0] ? command_line(argv) : NULL;
  os_proc *p = wprogram && cmd ? os_calloc(1, sizeof *p) : NULL;
  struct child_io io = {NULL, NULL, NULL};
  if (program && !wprogram) {
    error = OS_PROC_NOT_FOUND; /* not UTF-8: no file has that name */
  } else if (p && !make_pipes(p, &io)) {
    error = OS_PROC_NO_PIPE;
  } else if (p) {
    io.err = open_stderr(stderr_path);
    error = spawn(p, wprogram, cmd, &io);
  }
  /* The engine has its own copies now: Hoshi's would keep its stdin open
   * and its output from ever ending. */
  close_child_io(&io);
  free(wprogram);
  free(cmd);
  if (why)
    *why = error;
  if (error != OS_PROC_OK) {
    os_proc_free(p);
    return NULL;
  }
  return p;
}

/* --- its input and output ------------------------------------------------ */

bool os_proc_write(os_proc *p, const void *data, size_t n)
{
  const char *d = data;
  while (n > 0) {
    DWORD chunk = n > (1u << 20) ? (1u << 20) : (DWORD)n, done = 0;
    if (!p->in || !WriteFile(p->in, d, chunk, &done, NULL) || done == 0)
      return false; /* ERROR_NO_DATA: it closed its stdin or died */
    d += done;
    n -= done;
  }
  return true;
}

static bool has_output(const os_proc *p) { return p->pos < p->len || p->eof || p->failed; }

/* Starts the next read of its output once what came is given out. Even a
 * read that ends at once is taken through take_read (its event is set and
 * its result is in the OVERLAPPED either way). */
static void start_read(os_proc *p)
{
  if (p->pending || has_output(p))
    return;
  p->pos = p->len = 0;
  if (ReadFile(p->out, p->buf, sizeof p->buf, NULL, &p->ov) || GetLastError() == ERROR_IO_PENDING) {
    p->pending = true;
    return;
  }
  p->eof = GetLastError() == ERROR_BROKEN_PIPE; /* its end closed: it ended */
  p->failed = !p->eof;
  SetEvent(p->ov.hEvent); /* a wait sees it at once */
}

/* Takes the result of the read in flight when it is done (wait: waits for
 * it); false when it is still running. A read of 0 bytes (the engine wrote
 * nothing) leaves no output: the next read is started. */
static bool take_read(os_proc *p, bool wait)
{
  DWORD got = 0;
  if (GetOverlappedResult(p->out, &p->ov, &got, wait)) {
    p->pending = false;
    p->len = got;
    return true;
  }
  DWORD e = GetLastError();
  if (e == ERROR_IO_INCOMPLETE)
    return false;
  p->pending = false;
  p->eof = e == ERROR_BROKEN_PIPE;
  p->failed = !p->eof;
  return true;
}

static DWORD time_left(ULONGLONG start, int timeout_ms)
{
  if (timeout_ms < 0)
    return INFINITE;
  ULONGLONG spent = GetTickCount64() - start;
  return spent >= (ULONGLONG)timeout_ms ? 0 : (DWORD)((ULONGLONG)timeout_ms - spent);
}

enum os_proc_wait os_proc_wait(os_proc *p, os_wake *wake, int timeout_ms)
{
  ULONGLONG start = GetTickCount64();
  for (;;) {
    start_read(p);
    if (p->pending)
      take_read(p, false);
    start_read(p); /* after a read of nothing */
    bool ready = has_output(p);
    HANDLE h[2];
    DWORD n = 0;
    if (wake)
      h[n++] = wake->event;
    h[n++] = p->ov.hEvent;
    /* The wake-up comes first in the list: when both are set,
     * WaitForMultipleObjects names the first. */
    DWORD r = WaitForMultipleObjects(n, h, FALSE, ready ? 0 : time_left(start, timeout_ms));
    if (wake && r == WAIT_OBJECT_0)
      return OS_PROC_WOKEN;
    if (ready)
      return OS_PROC_READABLE;
    if (r != WAIT_OBJECT_0 + n - 1)
      return OS_PROC_TIMEOUT; /* or the wait failed: nothing will come */
  }
}

long os_proc_read(os_proc *p, void *buf, size_t n)
{
  for (;;) {
    if (p->pos < p->len) {
      size_t m = p->len - p->pos < n ? p->len - p->pos : n;
      memcpy(buf, p->buf + p->pos, m);
      p->pos += (DWORD)m;
      return (long)m;
    }
    if (p->failed)
      return -1;
    if (p->eof || n == 0)
      return 0;
    start_read(p);
    if (p->pending)
      take_read(p, true);
  }
}

void os_proc_close_input(os_proc *p)
{
  if (p->in)
    CloseHandle(p->in);
  p->in = NULL;
}

/* --- its end ------------------------------------------------------------- */

/* A negative wait_ms waits for ever. */
bool os_proc_wait_end(os_proc *p, int wait_ms)
{
  if (p->ended)
    return true;
  DWORD ms = wait_ms < 0 ? INFINITE : (DWORD)wait_ms;
  if (WaitForSingleObject(p->process, ms) != WAIT_OBJECT_0)
    return false;
  p->ended = GetExitCodeProcess(p->process, &p->exit_code) != 0;
  return p->ended;
}

/* Ends the engine and what it started that is still there. */
static void end_all(os_proc *p)
{
  if (p->job)
    TerminateJobObject(p->job, 1);
  else if (p->process && !p->ended)
    TerminateProcess(p->process, 1);
}

/* Windows has no SIGTERM to ask with: the end of its input is the request
 * (an engine reading stdin ends there). Whatever it started and left
 * behind is ended after it, as the POSIX side ends its process group. */
void os_proc_kill(os_proc *p, int grace_ms)
{
  os_proc_close_input(p);
  if (!os_proc_wait_end(p, grace_ms < 0 ? 0 : grace_ms)) {
    end_all(p);
    os_proc_wait_end(p, -1);
  }
  end_all(p);
}

void os_proc_describe_end(const os_proc *p, char *how, size_t len)
{
  DWORD code = p->exit_code;
  bool ended = p->ended || (WaitForSingleObject(p->process, 0) == WAIT_OBJECT_0 &&
                            GetExitCodeProcess(p->process, &code));
  if (!ended)
    snprintf(how, len, "%s", _("ended"));
  else if (code >= 0xC0000000u) /* an NTSTATUS error: an exception nobody caught */
    snprintf(how, len, _("was ended by exception 0x%08lX"), (unsigned long)code);
  else
    snprintf(how, len, _("exited with status %d"), (int)code);
}

void os_proc_free(os_proc *p)
{
  if (!p)
    return;
  end_all(p);
  /* The kernel writes into p->ov and p->buf until the read is over. */
  DWORD unused;
  if (p->pending && CancelIoEx(p->out, &p->ov))
    GetOverlappedResult(p->out, &p->ov, &unused, TRUE);
  HANDLE all[] = {p->process, p->job, p->in, p->out, p->ov.hEvent};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++)
    if (all[i])
      CloseHandle(all[i]);
  free(p);
}

/* --- processes by id ----------------------------------------------------- */

long os_pid(void) { return (long)GetCurrentProcessId(); }

bool os_pid_alive(long pid)
{
  if (pid <= 0 || (unsigned long)pid > 0xFFFFFFFFul)
    return false;
  HANDLE h = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, (DWORD)pid);
  if (!h)
    return GetLastError() == ERROR_ACCESS_DENIED; /* another user's, alive */
  DWORD code = 0;
  bool alive = GetExitCodeProcess(h, &code) && code == STILL_ACTIVE;
  CloseHandle(h);
  return alive;
}

/* --- finding a program --------------------------------------------------- */

static bool is_file(const wchar_t *path)
{
  DWORD a = GetFileAttributesW(path);
  return a != INVALID_FILE_ATTRIBUTES && !(a & FILE_ATTRIBUTE_DIRECTORY);
}

/* Whether name ends in an extension Windows runs (".exe", ".com", ".bat",
 * ".cmd"), whatever its case. */
static bool has_program_suffix(const wchar_t *name)
{
  static const wchar_t *const suffixes[] = {L".exe", L".com", L".bat", L".cmd"};
  size_t n = wcslen(name);
  for (size_t i = 0; i < sizeof suffixes / sizeof *suffixes; i++)
    if (n > 4 && _wcsicmp(name + n - 4, suffixes[i]) == 0)
      return true;
  return false;
}

/* dir\name (name alone when dir_len is 0), as NAME.exe first unless it
 * names a program already: a file without that suffix is no program
 * Windows runs (an MSYS shell script beside its .exe), then as it is.
 * true with the UTF-8 path in out. */
static bool try_in(const wchar_t *dir, size_t dir_len, const wchar_t *name, char *out, size_t len)
{
  size_t name_len = wcslen(name), n = 0;
  wchar_t *path = os_malloc((dir_len + name_len + 6) * sizeof *path);
  if (!path)
    return false;
  if (dir_len > 0) {
    memcpy(path, dir, dir_len * sizeof *path);
    n = dir_len;
    if (path[n - 1] != L'\\' && path[n - 1] != L'/')
      path[n++] = L'\\';
  }
  memcpy(path + n, name, name_len * sizeof *path);
  n += name_len;
  bool found = false;
  if (!has_program_suffix(name)) {
    wcscpy(path + n, L".exe");
    found = is_file(path);
  }
  if (!found) {
    path[n] = L'\0';
    found = is_file(path);
  }
  found = found && wide_to_utf8(path, out, len);
  free(path);
  return found;
}

/* name in each folder of PATH (';'-separated, an entry maybe quoted).
 * The working folder is not searched, as CreateProcess would: a program
 * planted in the folder of a game record must not run as the engine. */
static bool try_path(const wchar_t *name, char *out, size_t len)
{
  DWORD size = GetEnvironmentVariableW(L"PATH", NULL, 0);
  wchar_t *path = size ? os_malloc(size * sizeof *path) : NULL;
  bool found = false;
  if (path && GetEnvironmentVariableW(L"PATH", path, size) < size) {
    for (wchar_t *dir = path; !found && *dir;) {
      size_t n = wcscspn(dir, L";");
      wchar_t *next = dir[n] ? dir + n + 1 : dir + n;
      if (n >= 2 && dir[0] == L'"' && dir[n - 1] == L'"')
        dir++, n -= 2;
      found = n > 0 && try_in(dir, n, name, out, len);
      dir = next;
    }
  }
  free(path);
  return found;
}

/* name in the folder of Hoshi's own program, where the engine that ships
 * with it is. */
static bool try_own_folder(const wchar_t *name, char *out, size_t len)
{
  const DWORD cap = 32768; /* the longest path Windows has */
  wchar_t *exe = os_malloc(cap * sizeof *exe);
  bool found = false;
  DWORD n = exe ? GetModuleFileNameW(NULL, exe, cap) : 0;
  if (n > 0 && n < cap) {
    while (n > 0 && exe[n - 1] != L'\\' && exe[n - 1] != L'/')
      n--;
    found = n > 0 && try_in(exe, n, name, out, len);
  }
  free(exe);
  return found;
}

bool os_find_program(const char *name, char *out, size_t len)
{
  wchar_t *wname = name && *name ? utf8_to_wide(name) : NULL;
  if (!wname)
    return false;
  bool found;
  if (wcspbrk(wname, L"/\\:")) /* a path (C:engine.exe too): as it is */
    found = try_in(NULL, 0, wname, out, len);
  else
    found = try_path(wname, out, len) || try_own_folder(wname, out, len);
  free(wname);
  return found;
}
