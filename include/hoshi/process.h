/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Child processes for engines, and wake-ups between threads: the part of
 * the system an engine client needs, behind one interface with a POSIX
 * backend (src/os/process_posix.c: fork and exec, pipes, poll, a process
 * group and a watcher) and a Win32 one (src/os/process_win32.c:
 * CreateProcessW, pipes read with overlapped I/O, a Job object). No SDL.
 *
 * Whatever happens to Hoshi, even a kill that runs no code of its own, an
 * engine started here and every process that engine started end with it.
 */
#ifndef HOSHI_PROCESS_H
#define HOSHI_PROCESS_H

#include <stdbool.h>
#include <stddef.h>

/* A wake-up one thread sets and another waits for (with the engine's
 * output, in os_proc_wait). Set twice before a wait, it wakes it once. */
typedef struct os_wake os_wake;

/* NULL when the system has none to give. */
os_wake *os_wake_new(void);
void os_wake_free(os_wake *w);
/* Safe from any thread. */
void os_wake_set(os_wake *w);
/* Takes the wake-up back (after it was seen). */
void os_wake_clear(os_wake *w);
/* Waits up to timeout_ms (-1: for ever) for it to be set; true when it
 * is (it stays set until cleared). */
bool os_wake_wait(os_wake *w, int timeout_ms);

typedef struct os_proc os_proc;

enum os_proc_error {
  OS_PROC_OK,
  OS_PROC_NOT_FOUND,      /* no such program */
  OS_PROC_NOT_EXECUTABLE, /* there, but not to be run (permissions) */
  OS_PROC_NOT_PROGRAM,    /* not a program this system can run */
  OS_PROC_NO_PIPE,        /* the pipes could not be made */
  OS_PROC_FAILED,         /* it could not be started for another reason */
};

/* Starts program (a path, as os_find_program gives it) with the argument
 * vector argv (argv[0] its name), never through a shell, with a pipe as
 * its stdin and another as its stdout; its stderr is appended to
 * stderr_path (a file of the user's own, never through a link), or
 * discarded when that is NULL or cannot be opened. It gets nothing else of
 * Hoshi's. NULL with *why set when it cannot start. A dead engine never
 * kills Hoshi (POSIX: SIGPIPE is ignored from then on). */
os_proc *os_proc_start(const char *program, const char *const argv[], const char *stderr_path,
                       enum os_proc_error *why);

/* Writes all of data to its stdin; false when it is closed (it died). */
bool os_proc_write(os_proc *p, const void *data, size_t n);

enum os_proc_wait {
  OS_PROC_READABLE, /* its output has something, or has ended */
  OS_PROC_WOKEN,    /* wake (not NULL) was set */
  OS_PROC_TIMEOUT,
};

/* Waits up to timeout_ms (0: not at all, -1: for ever) for its output or
 * for wake. When both are ready, OS_PROC_WOKEN. */
enum os_proc_wait os_proc_wait(os_proc *p, os_wake *wake, int timeout_ms);

/* Reads what its output has (after OS_PROC_READABLE: without waiting);
 * 0 when its output has ended, -1 on an error. */
long os_proc_read(os_proc *p, void *buf, size_t n);

/* Closes its stdin (an engine reading it sees the end of its input). */
void os_proc_close_input(os_proc *p);

/* Waits up to wait_ms for it to end by itself; true when it has ended. */
bool os_proc_wait_end(os_proc *p, int wait_ms);

/* Asks it to end (POSIX: SIGTERM), then, if it has not ended within
 * grace_ms, ends it for good (SIGKILL; Windows: TerminateJobObject), and
 * waits for its end. */
void os_proc_kill(os_proc *p, int grace_ms);

/* How it ended, in words ("exited with status 1", "was killed by signal 11
 * (Segmentation fault)"), or "ended" when that is not known. */
void os_proc_describe_end(const os_proc *p, char *how, size_t len);

/* Ends whatever is left of it and of the processes it started, closes its
 * pipes and frees it. NULL is fine. */
void os_proc_free(os_proc *p);

/* The process's own id, and whether a process of that id is alive (an
 * autosave's owner). */
long os_pid(void);
bool os_pid_alive(long pid);

/* Looks for an engine program: a path (with a folder separator) as it is;
 * a bare name on PATH, then beside Hoshi's own program (the engine that
 * ships with it on Windows), then in /usr/games (Debian's GNU Go); on
 * Windows NAME.exe as well as NAME. true with the path in out. */
bool os_find_program(const char *name, char *out, size_t len);

#endif
