/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* csvlib.c — libcsv's functions, found when a CSV file is first read or
 * a field written first needs quoting.
 *
 * A script, --version or a game at the table read no CSV file: linking
 * libcsv would have the dynamic loader open, map and relocate it at
 * every start (make bench's start-up rows).  The dynamic build opens the
 * distribution's libcsv with dlopen when check, standings, replay or a
 * load first reads a file; the package depends on it by name
 * (debian/control), as dpkg-shlibdeps no longer sees it among the
 * binary's libraries.  A file written loads it at its first field that
 * needs quotes (csvlog.c's write_field writes a plain field's bytes
 * itself, as it always did).  Built with -DCSVLIB_LINKED (the STATIC=1
 * program, which cannot dlopen), the same table holds the addresses of
 * the libcsv linked in. */
#include "csvlib.h"

#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"

#ifndef CSVLIB_SONAME
#define CSVLIB_SONAME "libcsv.so.3"
#endif

#ifdef CSVLIB_LINKED

static const struct csvlib linked = {
#define CSVLIB_ADDRESS(name) .name = &name,
	CSVLIB_NAMES(CSVLIB_ADDRESS)
#undef CSVLIB_ADDRESS
};

const struct csvlib *
csvlib(void)
{
	return &linked;
}

#else

#include "dynlib.h"

static struct csvlib table;
static int loaded;

static void
load(void)
{
	static const char *const names[] = { CSVLIB_NAMES(DYNLIB_NAME) };
	void *addr[sizeof names / sizeof *names];
	size_t i = 0;

	dynlib_need(CSVLIB_SONAME, names, addr, sizeof names / sizeof *names,
	    /* TRANSLATORS: %s is the library's file name and the dynamic
	     * loader's reason, e.g. "libcsv.so.3: cannot open shared
	     * object file: No such file or directory" */
	    _("treeref: the CSV library could not be loaded (%s); "
	    "no CSV file can be read or written without it.\n"));
	CSVLIB_NAMES(DYNLIB_SET)
	loaded = 1;
}

const struct csvlib *
csvlib(void)
{
	if (!loaded)
		load();
	return &table;
}

#endif
