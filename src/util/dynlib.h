/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* dynlib.h — a library opened with dlopen when first needed, rather
 * than linked: readline (lineedit.c), libunistring (unicode.c), libcsv
 * (csvlib.c).  Each names what it uses in an X-macro list, NAMES(X),
 * and keeps the addresses in a struct with a field of each name's type:
 *
 *     static const char *const names[] = { NAMES(DYNLIB_NAME) };
 *     void *addr[sizeof names / sizeof *names];
 *     const char *err = dynlib_load(SONAME, names, addr, sizeof names / sizeof *names);
 *     size_t i = 0;
 *     if (err == NULL) { NAMES(DYNLIB_SET) }   (fills `table`, counting i)
 */
#ifndef TREEREF_DYNLIB_H
#define TREEREF_DYNLIB_H

#include <stddef.h>

#define DYNLIB_NAME(name) #name,
#define DYNLIB_SET(name) table.name = (__typeof__(table.name))addr[i++];

/* Opens `soname` (RTLD_NOW: a library without one of the names fails
 * here, never later at a call) and finds each of the n names, in
 * addr[0..n): NULL when all are found, else the dynamic loader's words
 * (the library's file and why), valid until the next call. */
const char *dynlib_load(const char *soname, const char *const names[], void *addr[],
    size_t n);
/* dynlib_load for a library the program cannot go on without: where it
 * fails, flushes standard output, prints `why` (a printf format whose %s
 * is the loader's words, already in the user's language) on standard
 * error and exits with status 2, as when memory runs out. */
void dynlib_need(const char *soname, const char *const names[], void *addr[], size_t n,
    const char *why) __attribute__((format(printf, 5, 0)));

#endif
