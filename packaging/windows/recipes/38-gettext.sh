# gettext, only its runtime library libintl (libintl-8.dll): Hoshi's
# bindtextdomain/bind_textdomain_codeset/dgettext/dngettext, and GLib.
# gettext-runtime is configured and only its intl/ is built; no iconv
# (libintl then hands the catalogs' UTF-8 over as it is).
PKG=gettext
VERSION=0.21-12
build() {
  cd gettext-runtime
  # Debian's patches touch configure.ac and Makefile.am files (Java, link
  # flags for Linux): with the generated files then older, make would run
  # autoconf/automake again. The release's generated files are right for
  # this build, so they are made newer than their sources.
  touch aclocal.m4 && sleep 1 && touch configure config.h.in &&
    find . -name Makefile.in -exec touch {} +
  # dcigettext.c calls _wgetcwd (for a relative directory given to
  # bindtextdomain) without including <direct.h>, which declares it: the
  # implicit int would cut the 64-bit pointer it returns.
  sed -i 's|^#include <locale.h>$|&\n#if defined _WIN32 \&\& !defined __CYGWIN__\n# include <direct.h>\n#endif|' intl/dcigettext.c
  grep -q '<direct.h>' intl/dcigettext.c
  ./configure --host="$HOST" --prefix="$PREFIX" --enable-shared --disable-static \
    --disable-java --disable-csharp --disable-c++ --disable-libasprintf \
    --disable-openmp --disable-curses --disable-rpath --disable-dependency-tracking \
    --enable-threads=windows --without-libiconv-prefix --without-emacs \
    am_cv_func_iconv=no
  make -C intl -j"$JOBS"
  make -C intl install-strip
  rm -f "$PREFIX/lib/libintl.la"
}
