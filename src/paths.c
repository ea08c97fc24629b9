/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* paths.c — the XDG base directories treeref uses, with their fallbacks. */
#include "paths.h"

#include <stdlib.h>

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
