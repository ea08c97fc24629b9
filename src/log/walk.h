/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* walk.h — walking an event log through the referee (walk.c), shared
 * by replay.c, check.c, inputs.c and dedup.c, and the tests that build
 * replay.c into themselves; nothing outside the log tools includes it. */
#ifndef TREEREF_WALK_H
#define TREEREF_WALK_H

#include <stdbool.h>
#include <stdint.h>

#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "util.h"

struct session;
struct replay_note;

/* Walking a log: the referee state and what went wrong. */
struct walk {
	struct session *s;
	char *header[CSVLOG_MAX_FIELDS];
	int ncols;
	int ntail;             /* the columns after the game's: 1 for the
	                        * time column (version 4), 7 for it and the
	                        * identity (version 5), else 0 */
	uint64_t hash;         /* the content hash of the game's rows so far
	                        * (ident_hash_row), when the walk is not
	                        * lean: the loaded game's identity keeps it */
	uint64_t key;          /* the key of the game's rows so far
	                        * (ident_key_row), when a note is taken */
	int headers;           /* header rows taken */
	long seq, games;
	long in_range;         /* games ended (or the last one) that started
	                        * in the --since/--until range */
	long undated;          /* those left out by the range for having no
	                        * date (logs before version 4) */
	bool failed;
	struct sbuf err;       /* "ROW[:COL]: [ids: ]message", or a message */
	bool located;          /* err begins with its row */
	bool unreadable;       /* the file could not be opened or read: err
	                        * is the system's cause */
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
	/* each row that passed the walk's checks so far, with the game's
	 * key with it (check: dedup.c's pass done by the walk,
	 * replay_note_row), when note is not NULL */
	void (*note_row)(void *note, int n, char **f, int ntail, bool first,
	    uint64_t key);
	void *note;
	char sep;              /* the file's separator, ',' or ';' */
	const char *path;      /* the file walked (walk_skip_by) */
	bool cancellable;      /* a load, which the cancel flag stops */
	bool cancelled;        /* and it did */
};

void walk_init(struct walk *w);
/* A fault of the row: "ROW[:COL]: message" in w->err; false.  Cold: a
 * log is read to its end without one, so the paths to it are laid out
 * away from the rows' (fewer instruction cache lines a row). */
bool walk_fail_at(struct walk *w, long row, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5), cold));

/* The columns every log begins with: game, version, seq, command. */
#define NCOMMON 4
/* From version 4, after the game's columns: the date of `new` (the
 * game's start) and of the command that ended the game, empty on the
 * other rows (and when unknown). */
#define TIME_COLUMN "time"
/* identity.c: the identity's columns (version 5), after `time`. */
#define NIDENT 6
/* Add the identity's column names to a header. */
void ident_add_header(struct sheet *out);
/* Add the identity's cells of a row (filled on the game's first). */
void ident_add_row(const struct session *s, bool first, struct sheet *out);
/* How many of the header's last columns are the time and the identity:
 * 0, 1 (version 4) or 1 + NIDENT (version 5). */
int ident_tail_columns(int n, char **f);
/* Take the identity of a row into the session `s` (the `new` row), or
 * check that the row has none: 0, or the column at fault (from 1) with
 * the reason in `why`.  `ntail`: the walk's (ident_tail_columns). */
int ident_take(struct session *s, int ntail, int n, char **f, bool is_new,
    struct sbuf *why);
void walk_free(struct walk *w);
/* Walk the log at `path`: false with the reason in w->err. */
bool walk_file(struct walk *w, const char *path);
/* "PATH:ROW:COL: why" (a place, as compilers write it), or "PATH: why"
 * with the language's spacing. */
void walk_say_failure(struct sbuf *out, const char *path, const struct walk *w);
/* A row of the log (csvlog_row_fn): checked, and its command run; its
 * fields as csvlog_read gives them, one after another up to f[n]. */
bool walk_row(void *ctx, long row, int n, char **f, bool plain);
/* Whether a row is a log's header (its first field "game"), and whether
 * it is the one the walk took; take it (the game's columns, the tail). */
bool walk_is_header(int n, char **f);
bool walk_is_own_header(const struct walk *w, int n, char *const *f);
bool walk_take_header(struct walk *w, long row, int n, char **f);
/* Whether a command starts a game (its word folds to "new"). */
bool walk_starts_game(const char *command);
/* The games the walk skips (dedup.c's replay_set_aside, set by
 * replay_identify): a hook, as dedup.c is above the walk. */
void walk_skip_by(bool (*skip)(const char *path, long num));
/* Check a big regular file in parts; true when it is a legal log, with
 * its games in *games and each part's notes taken into `note` (when not
 * NULL).  False: check it in one piece (the notes reset). */
bool check_in_parts(const char *path, long *games, struct replay_note *note);

#endif
