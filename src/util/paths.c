/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* paths.c — the XDG base directories treeref uses, with their fallbacks. */
#include "paths.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "util.h"

/* XDG wants an absolute path; a relative one is ignored, as the spec says. */
static bool
xdg_dir(struct sbuf *out, const char *var, const char *fallback)
{
	const char *dir = getenv(var), *home = getenv("HOME");

	if (dir && *dir == '/')
		sbuf_printf(out, "%s/treeref", dir);
	else if (home && *home)
		sbuf_printf(out, "%s/%s/treeref", home, fallback);
	else
		return false;
	return true;
}

bool
paths_state_dir(struct sbuf *out)
{
	return xdg_dir(out, "XDG_STATE_HOME", ".local/state");
}

bool
paths_data_dir(struct sbuf *out)
{
	return xdg_dir(out, "XDG_DATA_HOME", ".local/share");
}

bool
paths_config_dir(struct sbuf *out)
{
	return xdg_dir(out, "XDG_CONFIG_HOME", ".config");
}

void
paths_expand_home(const char *file, struct sbuf *out)
{
	const char *home = getenv("HOME");

	if (file[0] == '~' && (file[1] == '/' || file[1] == '\0') && home && *home)
		sbuf_printf(out, "%s%s", home, file + 1);
	else
		sbuf_add(out, file);
}

void
paths_show_home(const char *path, struct sbuf *out)
{
	const char *home = getenv("HOME");
	size_t n = home ? strlen(home) : 0;

	while (n > 1 && home[n - 1] == '/')
		n--;
	if (n > 1 && home[0] == '/' && strncmp(path, home, n) == 0 && path[n] == '/')
		sbuf_printf(out, "~%s", path + n);
	else
		sbuf_add(out, path);
}

/* Whether one folder is the user's alone; else why not, in `why`. */
static bool
private_folder(const char *dir, struct sbuf *why)
{
	struct stat st;

	/* stat, not lstat: a state folder the user linked elsewhere is hers */
	if (stat(dir, &st) != 0)
		return true; /* not there yet: it is made 0700 */
	if (st.st_uid != geteuid()) {
		sbuf_printf(why, _("%s belongs to another user (uid %ld), who could "
		    "change the journal; treeref keeps its games only in a folder of "
		    "yours: remove it, or make it yours with: chown %ld %s"), dir,
		    (long)st.st_uid, (long)geteuid(), dir);
		return false;
	}
	if (st.st_mode & (S_IWGRP | S_IWOTH)) {
		sbuf_printf(why, _("%s can be written by other users (mode %04o), who "
		    "could change the journal; fix it with: chmod go-w %s"), dir,
		    (unsigned)(st.st_mode & 07777), dir);
		return false;
	}
	return true;
}

bool
paths_state_dir_private(const char *dir, struct sbuf *why)
{
	struct sbuf top = { 0 };
	bool ok = true;

	if (!paths_state_dir(&top))
		return true;
	size_t n = top.len;
	/* the treeref folder, then each folder below it down to `dir` (a
	 * table's: tables, tables/NAME); the folders above are the user's
	 * business, as OpenSSH leaves them */
	if (strncmp(dir, top.s, n) == 0 && (dir[n] == '\0' || dir[n] == '/')) {
		ok = private_folder(top.s, why);
		for (const char *p = dir + n; ok && *p; ) {
			const char *next = strchr(p + 1, '/');
			size_t len = next ? (size_t)(next - dir) : strlen(dir);
			sbuf_reset(&top);
			sbuf_printf(&top, "%.*s", (int)len, dir);
			ok = private_folder(top.s, why);
			p = dir + len;
		}
	}
	sbuf_free(&top);
	return ok;
}
