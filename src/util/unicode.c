/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* unicode.c — libunistring's functions, found the first time a text
 * that is not ASCII needs them.
 *
 * A script of ASCII names, --version or check of an ASCII log never ask
 * libunistring anything (util.c and render.c answer for ASCII
 * themselves): linking it would have the dynamic loader open, map and
 * relocate its 1.8 MB at every start, ~500 symbol bindings of the ~600
 * at start, as it is linked BIND_NOW (make bench's start-up rows).  The
 * dynamic build opens the distribution's libunistring with dlopen when
 * the first such text comes; the package depends on it by name
 * (debian/control), as dpkg-shlibdeps no longer sees it among the
 * binary's libraries.  Built with -DUNICODE_LINKED (the STATIC=1
 * program, which cannot dlopen), the same table holds the addresses of
 * the libunistring linked in. */
#include "unicode.h"

#include <libintl.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef UNICODE_SONAME
#define UNICODE_SONAME "libunistring.so.2"
#endif

#ifdef UNICODE_LINKED

static const struct unicode linked = {
#define UNICODE_ADDRESS(name) .name = &name,
	UNICODE_NAMES(UNICODE_ADDRESS)
#undef UNICODE_ADDRESS
};

const struct unicode *
unicode(void)
{
	return &linked;
}

#else

#include "dynlib.h"

static struct unicode table;
static int loaded;

static void
load(void)
{
	static const char *const names[] = { UNICODE_NAMES(DYNLIB_NAME) };
	void *addr[sizeof names / sizeof *names];
	size_t i = 0;

	/* gettext itself, not i18n.h's cached _(): i18n.c calls util.c,
	 * which calls this file (test_layers: no circle); the message is
	 * looked up once, in the domain i18n.c set */
	dynlib_need(UNICODE_SONAME, names, addr, sizeof names / sizeof *names,
	    /* TRANSLATORS: %s is the library's file name and the dynamic
	     * loader's reason, e.g. "libunistring.so.2: cannot open
	     * shared object file: No such file or directory" */
	    gettext("treeref: the Unicode library could not be loaded (%s); "
	    "text beyond ASCII cannot be checked or shown without it.\n"));
	UNICODE_NAMES(DYNLIB_SET)
	loaded = 1;
}

const struct unicode *
unicode(void)
{
	if (!loaded)
		load();
	return &table;
}

#endif
