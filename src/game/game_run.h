/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/*
 * game_run.h — the fields of game.h's structs that belong to the front
 * end, the session and the replay (their fast paths and --json), not to
 * a game: game.h embeds them, a game never reads or sets them (the
 * interface check and src/README say so).  game.c, session.c,
 * frontend.c, replay.c and verdict_out.c use them.
 */
#ifndef TREEREF_GAME_RUN_H
#define TREEREF_GAME_RUN_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define VERDICT_MAX_RULES 8

/* struct call: the line read, when its words are exactly it, one space
 * apart (no quotes, comment or extra blanks); else NULL.  A call made
 * from another (other words) sets text to NULL.  The session keeps it as
 * the line's canonical text without joining the words again. */
struct call_line {
	const char *text;
	size_t len;
	/* With text: its first word is the command's English word (the
	 * game_cmd's `word`), as the front end's table of words knew
	 * (false: not known, the session compares them). */
	bool english;
};

/* struct sheet: checking instead of filling (replay's check of a log's
 * derived columns): when expect is set, each cell is only compared with
 * expect[i] of the first row, nothing kept; `differs` is then true from
 * the first cell that is not the one expected, or one past ncols. */
struct sheet_check {
	char *const *expect;
	bool differs;
};

/* struct verdict: what the front end and the session keep of it. */
struct verdict_run {
	/* Nobody reads an accepted command's text: say and announce do
	 * nothing (fail still writes); verdict_quiet() tells a game. */
	bool quiet;
	/* A query's answer as data for --json: members already encoded,
	 * each as `, "key": value` (verdict_data_*, verdict_check). */
	struct sbuf data;
	/* Nobody reads data (the front end without --json): verdict_data_*
	 * add nothing.  verdict_init clears it; verdict_clear keeps it. */
	bool no_data;
	/* `why`: the rules checked so far and those found broken */
	int nchecks, nbroken;
	const char *broken[VERDICT_MAX_RULES];
	struct sbuf checks; /* the JSON objects, comma-separated */
};

#endif
