/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* dynlib.c — a library's functions and variables found with dlopen. */
#include "dynlib.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

const char *
dynlib_load(const char *soname, const char *const names[], void *addr[], size_t n)
{
	static char why[512];
	void *h = dlopen(soname, RTLD_NOW | RTLD_LOCAL);

	if (h == NULL) {
		const char *err = dlerror();
		snprintf(why, sizeof why, "%s", err ? err : soname);
		return why;
	}
	for (size_t i = 0; i < n; i++) {
		dlerror();
		if ((addr[i] = dlsym(h, names[i])) == NULL) {
			const char *err = dlerror();
			snprintf(why, sizeof why, "%s", err ? err : names[i]);
			dlclose(h);
			return why;
		}
	}
	return NULL;
}

void
dynlib_need(const char *soname, const char *const names[], void *addr[], size_t n,
    const char *why)
{
	const char *err = dynlib_load(soname, names, addr, n);

	if (err == NULL)
		return;
	fflush(stdout);
	fprintf(stderr, why, err);
	exit(2);
}
