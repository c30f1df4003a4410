# BoxFort: Criterion's process-per-test sandbox. A static library that
# goes into Criterion's DLL; no samples or tests.
#
# Debian's 0.1.2-2 adds an upstream change that Criterion 2.4.1 needs (the
# debugger "fallback" flag: BXF_DBG_ENABLE_FALLBACK, BXF_DBG_GET_DEBUGGER).
# The archive here does not serve the Debian tarball that carries it, so
# its header part (as in Debian's libboxfort-dev 0.1.2-2) is applied here,
# and the sandboxes look at the debugger without the flag. With the flag a
# missing debugger stays an error (Criterion's --debug only).
PKG=boxfort
VERSION=0.1.2-2
build() {
  if ! grep -q BXF_DBG_FALLBACK include/boxfort.h; then
    patch -p1 <<'PATCH'
--- a/include/boxfort.h
+++ b/include/boxfort.h
@@ -203,6 +203,8 @@
     BXF_DBG_GDB, /* Spawn with gdbserver */
     BXF_DBG_LLDB, /* Spawn with lldb-server */
     BXF_DBG_WINDBG, /* Spawn with windbg (Windows only) */
+    /* add up to 32 debuggers here */
+    BXF_DBG_FALLBACK = 0x20 /* fallback to suspended sandbox */
 };
 
 #if defined (__clang__)
@@ -212,6 +214,10 @@
 # define BXF_DBG_NATIVE BXF_DBG_WINDBG
 #endif
 
+#define BXF_DBG_ENABLE_FALLBACK(debugger) (debugger |= BXF_DBG_FALLBACK)
+#define BXF_DBG_IS_FALLBACK_ENABLED(debugger) (debugger & BXF_DBG_FALLBACK)
+#define BXF_DBG_GET_DEBUGGER(debugger) (debugger & ~BXF_DBG_FALLBACK)
+
 struct bxf_debug {
     enum bxf_debugger debugger;
     int tcp;
PATCH
    sed -i 's/switch (sandbox->debug\.debugger)/switch (BXF_DBG_GET_DEBUGGER(sandbox->debug.debugger))/' \
      src/sandbox-windows.c src/sandbox-posix.c
  fi
  # The worker's command line "boxfort-worker BXFI_MAP=Local\bxfi_PID" was
  # sized by the length of the program's path: a test .exe with a path
  # shorter than it got a cut name and every test failed to spawn
  # ("No child processes").
  grep -q '_sctprintf(fmt, filename, env_map);' src/sandbox-windows.c ||
    { echo "boxfort: the worker command line code changed" >&2; return 1; }
  sed -i 's/SIZE_T size    = _sctprintf(fmt, filename, env_map);/SIZE_T size    = _sctprintf(fmt, env_map) + 1;/' \
    src/sandbox-windows.c
  meson setup build --cross-file "$CROSS_FILE" --prefix "$PREFIX" \
    --buildtype release -Dsamples=false -Dtests=false
  meson compile -C build -j "$JOBS"
  meson install -C build
}
