/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* csvlib.h — libcsv, as csvlog.c reads and writes with it: loaded when a
 * CSV file is first read or a field first needs quoting, not at every
 * start of the program. */
#ifndef TREEREF_CSVLIB_H
#define TREEREF_CSVLIB_H

#include <csv.h>

/* Each function of libcsv that csvlog.c uses, by its own name. */
#define CSVLIB_NAMES(X) \
	X(csv_init) X(csv_parse) X(csv_fini) X(csv_free) X(csv_error) \
	X(csv_set_delim) X(csv_set_realloc_func) X(csv_fwrite)

/* The address of each, to call. */
struct csvlib {
#define CSVLIB_FIELD(name) __typeof__(&name) name;
	CSVLIB_NAMES(CSVLIB_FIELD)
#undef CSVLIB_FIELD
};

/* libcsv, loaded on the first call (the dynamic build opens the
 * distribution's CSVLIB_SONAME then; STATIC=1 links it in).  Where it
 * cannot be loaded, says so on standard error (the library and the
 * loader's words) and exits with status 2, before a row is read: the
 * package depends on it. */
const struct csvlib *csvlib(void);

#endif
