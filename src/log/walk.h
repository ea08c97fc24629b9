/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* walk.h — walking an event log through the referee (replay.c), shared
 * with `check` (check.c) and the tests that build replay.c into
 * themselves; nothing outside the log tools includes it. */
#ifndef TREEREF_WALK_H
#define TREEREF_WALK_H

#include <stdbool.h>

#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "util.h"

struct session;

/* Walking a log: the referee state and what went wrong. */
struct walk {
	struct session *s;
	char *header[CSVLOG_MAX_FIELDS];
	int ncols;
	int ntime;             /* 1 when the header ends with the time column
	                        * (version 4), else 0 */
	int headers;           /* header rows taken */
	long seq, games;
	long in_range;         /* games ended (or the last one) that started
	                        * in the --since/--until range */
	bool failed;
	struct sbuf err;       /* "ROW[:COL]: [ids: ]message", or a message */
	bool located;          /* err begins with its row */
	struct verdict v;
	bool print_news;
	bool lean;             /* no history kept (session_lean_before) */
	struct sheet derived;  /* the derived columns of the row, recomputed */
	/* the command of the row as run (lean walks): the English command
	 * word, then the arguments as typed, as session_line() has it */
	int argc;
	char *argv[CMD_MAX_ARGS];
	void (*game_end)(void *ctx, const struct session *s);
	void *ctx;
	char sep;              /* the file's separator, ',' or ';' */
	bool cancellable;      /* a load, which the cancel flag stops */
	bool cancelled;        /* and it did */
};

void walk_init(struct walk *w);
void walk_free(struct walk *w);
/* Walk the log at `path`: false with the reason in w->err. */
bool walk_file(struct walk *w, const char *path);
/* "PATH:ROW:COL: why" (a place, as compilers write it), or "PATH: why"
 * with the language's spacing. */
void say_failure(struct sbuf *out, const char *path, const struct walk *w);
/* Check a big regular file in parts; true when it is a legal log, with
 * its games in *games.  False: check it in one piece. */
bool check_in_parts(const char *path, long *games);

#endif
