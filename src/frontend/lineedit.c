/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* lineedit.c — readline's functions and variables, found when a session
 * at a terminal starts.
 *
 * A script, a pipe, --version, check or standings never edit a line:
 * linking readline (and through it tinfo) would have the dynamic loader
 * open, map and relocate both at every start, for nothing (make bench's
 * start-up rows).  The dynamic build opens the distribution's readline
 * with dlopen when the first question or prompt comes; the package
 * depends on it by name (debian/control), as dpkg-shlibdeps no longer
 * sees it among the binary's libraries.  Built with -DLINEEDIT_LINKED
 * (the STATIC=1 program, which cannot dlopen), the same table holds the
 * addresses of the readline linked in. */
#include "lineedit.h"

#include "util.h"

#ifndef LINEEDIT_SONAME
#define LINEEDIT_SONAME "libreadline.so.8"
#endif

#ifdef LINEEDIT_LINKED

static const struct lineedit linked = {
#define LINEEDIT_ADDRESS(name) .name = &name,
	LINEEDIT_NAMES(LINEEDIT_ADDRESS)
#undef LINEEDIT_ADDRESS
};

const struct lineedit *
lineedit_load(struct sbuf *why)
{
	(void)why;
	return &linked;
}

#else

#include "dynlib.h"

const struct lineedit *
lineedit_load(struct sbuf *why)
{
	static struct lineedit table;
	static int tried; /* 1: loaded; -1: could not be */
	static char *failed;

	if (tried == 0) {
		static const char *const names[] = { LINEEDIT_NAMES(DYNLIB_NAME) };
		void *addr[sizeof names / sizeof *names];
		const char *err = dynlib_load(LINEEDIT_SONAME, names, addr,
		    sizeof names / sizeof *names);
		size_t i = 0;

		if (err != NULL)
			failed = xstrdup(err);
		else {
			LINEEDIT_NAMES(DYNLIB_SET)
		}
		tried = err ? -1 : 1;
	}
	if (tried < 0) {
		sbuf_add(why, failed);
		return NULL;
	}
	return &table;
}

#endif
