/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* archive.h — every finished game kept as its event log, in a folder the
 * user owns: where, the all-or-nothing write, and what it holds. */
#ifndef TREEREF_ARCHIVE_H
#define TREEREF_ARCHIVE_H

#include <stdbool.h>
#include <stddef.h>

struct sbuf;
struct session;

/* A table's archive folder: `root` (--archive DIR), else
 * $XDG_DATA_HOME/treeref/games (else ~/.local/share/treeref/games);
 * a named table's under tables/NAME in it.  False when no folder can be
 * named (neither XDG_DATA_HOME nor HOME set). */
bool archive_dir(struct sbuf *out, const char *root, const char *table);

/*
 * Write the event log of the game in play into the folder `dir`
 * (created with the user's umask when missing; it may be a symbolic
 * link, and shared): to a hidden temporary made there with O_EXCL and
 * O_NOFOLLOW, fsync'd, then given its name, and the folder fsync'd.
 * Always a new file, named by the time the game ended in UTC and the
 * game (2026-11-26T2014Z-bte.csv, then a suffix for another game that
 * ended in the same minute), its name put in `name`: a file of the
 * archive is never changed, replaced or removed (a correction is a file
 * of its own).  When a file of the name it would take already holds
 * exactly `text` (a write whose record was cut short), that file is the
 * game's.  False, the folder as it was, with the cause in `why`.
 */
bool archive_write(const char *dir, const struct session *s, const char *text,
    size_t len, struct sbuf *name, struct sbuf *why);
/* The event log of the game in play, as `export log` writes it without
 * --sep (what archive_write is given); its length in *len. */
char *archive_log_text(const struct session *s, size_t *len);

/* Remove the temporaries an interrupted write of this machine left in
 * `dir` (those of a process still running, or of another machine
 * sharing the folder, are left alone). */
void archive_clean(const char *dir);

/* One game of the archive, as the listing shows it. */
struct archive_game {
	char *path;      /* the file */
	char *name;      /* its name in the folder */
	char *title;     /* the game's title */
	char *result;    /* how it ended (game_summary): players, scores,
			  * winner; a game not finished: its result line */
	char started[32], ended[32]; /* "" when unknown */
	bool finished;   /* false: re-opened by undo and left so */
	bool readable;   /* false: not a legal log (result says why) */
};

/* The games of the folder `dir` (its *.csv, not below), newest first
 * by the dates inside them (then by name). */
struct archive_game *archive_list(const char *dir, size_t *n);
void archive_list_free(struct archive_game *g, size_t n);

#endif
