/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* journal.h — the append-only autosave of accepted commands, one table's
 * lock, the games kept aside, and the recovery after a crash. */
#ifndef TREEREF_JOURNAL_H
#define TREEREF_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>

struct sbuf;

/* How many kept games (and, apart, damaged originals) a table keeps: the
 * oldest beyond this are removed when another is set aside. */
#define JOURNAL_KEEP_MAX 20

/* The state directory of a table: $XDG_STATE_HOME/treeref, else
 * ~/.local/state/treeref; a named table (NULL: the default one) has
 * its own under tables/NAME.  False if neither variable is set. */
bool journal_dir(struct sbuf *out, const char *table);

/* The lines of a journal file, counted in bytes (a line may hold NUL
 * bytes: each is `len[i]` bytes long, plus a terminating NUL).  `torn`
 * is the size of an unfinished last line, which is not in `line`. */
struct journal_text {
	char **line;
	size_t *len;
	size_t n;
	size_t torn;
};

/* Read a journal file; false (with an empty text) when there is none or
 * it cannot be read (errno says why). */
bool journal_read(const char *path, struct journal_text *t);
void journal_text_free(struct journal_text *t);

/* Whether the table whose state directory is `dir` holds a game (its
 * journal has a line), and who has it open: *holder is the pid of the
 * treeref holding its lock, 0 when one does but its pid is unknown, -1
 * when none does.  Takes nothing and changes nothing. */
bool journal_probe(const char *dir, long *holder);

struct journal;

enum journal_open_result { JOURNAL_OPENED, JOURNAL_BUSY, JOURNAL_FAILED };

/*
 * Take the table's lock (DIR/journal.lock, held until journal_close, so
 * that renaming the journal never releases it) and open DIR/journal for
 * appending, creating both and DIR.  JOURNAL_BUSY: another process holds
 * the lock; its pid goes to *holder (0 when unknown).  JOURNAL_FAILED:
 * the reason is in `why`.  NULL unless JOURNAL_OPENED.
 */
struct journal *journal_open(const char *dir, enum journal_open_result *res,
    long *holder, struct sbuf *why);
void journal_close(struct journal *j);
const char *journal_path(const struct journal *j);

/* Append one line and fsync it.  On failure nothing of it stays in the
 * file (a partial write is cut off again), `why` names the file and the
 * cause, and the next append tries again. */
bool journal_append(struct journal *j, const char *line, struct sbuf *why);

/*
 * Group commit.  journal_hold keeps a line in memory (`restart`: the first
 * line of a new game, which will replace the journal whole); the next
 * journal_commit writes what is held and fsyncs it (a restart written
 * beside and renamed), and drops it from memory either way.  On failure
 * the file is as before the held lines.  While lines are held, the
 * journal must not be appended to, rewritten or kept aside: commit first.
 */
void journal_hold(struct journal *j, const char *line, bool restart);
bool journal_holding(const struct journal *j);
bool journal_commit(struct journal *j, struct sbuf *why);
/* The lines on disk as of the last successful write (the file's state
 * after a failed commit), from memory. */
void journal_durable(const struct journal *j, struct journal_text *t);

/* Replace the journal's content by `lines` (lengths in `lens`, or strlen
 * when NULL) atomically: written beside it, fsync'd, renamed over it.
 * On failure the journal is as it was. */
bool journal_rewrite(struct journal *j, char *const *lines, const size_t *lens,
    size_t n, struct sbuf *why);

/* Keep a copy of the journal aside as DIR/journal-YYYYmmdd-HHMMSS (then
 * `suffix`, e.g. ".damaged"), written whole before it gets its name;
 * older copies beyond JOURNAL_KEEP_MAX are removed.  Its path goes to
 * `to`. */
bool journal_keep_aside(struct journal *j, const char *suffix,
    struct sbuf *to, struct sbuf *why);

/* One kept game: its file and when it was set aside ("YYYY-mm-dd
 * HH:MM:SS"). */
struct journal_kept {
	char *path;
	char when[24];
};

/* The kept games of the table (not the damaged originals), newest first. */
struct journal_kept *journal_kept_list(const struct journal *j, size_t *n);
void journal_kept_free(struct journal_kept *k, size_t n);

#endif
