/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* notation_log.c — `treeref notation LOG|FOLDER...`: each game of each
 * log as its compact record (game_notation_record), a script that plays
 * the same game again. */
#include <stdio.h>
#include <stdlib.h>

#include "game.h"
#include "i18n.h"
#include "replay.h"
#include "session.h"
#include "util.h"

struct records {
	const char *path;
	bool many;  /* more than one log: each file's games under its name */
	int games;  /* of this file so far */
};

static void
one_game(void *ctx, const struct session *s)
{
	struct records *r = ctx;
	size_t n = session_count(s);
	char **lines = xcalloc(n + 1, sizeof *lines);
	struct sbuf out = { 0 };

	for (size_t i = 0; i < n; i++)
		lines[i] = (char *)session_line(s, i);
	if (r->games++ > 0)
		fputs("\n", stdout); /* a blank line between two games */
	else if (r->many)
		printf("# %s\n", replay_label(r->path));
	struct sbuf start = { 0 };
	/* `new` in the words of the record's language, as export notation
	 * writes it */
	if (game_notation_record(session_game(s), lines, n,
	    n ? game_local_start(lines[0], &start) : NULL, &out))
		fputs(out.s, stdout);
	sbuf_free(&out);
	sbuf_free(&start);
	free(lines);
	flush_stdout();
}

int
notation_main(int argc, char **argv)
{
	int status = 0;

	if (argc < 1) {
		fputs(_("Usage: treeref notation LOG.csv...\n"), stderr);
		return 2;
	}
	for (int i = 0; i < argc; i++) {
		struct records r = { argv[i], argc > 1, 0 };
		struct sbuf err = { 0 };
		if (i > 0)
			fputs("\n", stdout);
		if (!replay_each_game_full(argv[i], one_game, &r, &err)) {
			flush_stdout();
			fprintf(stderr, "%s\n", err.s);
			status = 1;
		}
		sbuf_free(&err);
	}
	return status;
}
