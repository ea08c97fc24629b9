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

/*
 * The journal's lines.  Each line keeps its command in plain text,
 * followed by a tab, its sequence number and a checksum:
 *
 *   place ann red 2 1<TAB>7 5c0d3e1a
 *
 * (the sequence number counts the file's lines from 1; the checksum is
 * the CRC-32 of everything before its space, in 8 lowercase hex digits).
 * Line 1 is the record "@journal 2".  A line whose text starts with "@"
 * is a record that is not a command: "@KEY VALUE", VALUE with "\\",
 * "\n", "\t" and "\r" escaped; the replay skips records.  A journal
 * written before the checksums (plain commands, one a line) still reads:
 * its lines are commands until the first checked line.
 */

/* A record that is not a command, as journal_record wrote it: after
 * `before` commands of the journal's game. */
struct journal_record {
	char *key;
	char *value;
	size_t before;
};

/*
 * A journal file read back, up to its first damaged line.  The commands
 * are counted in bytes (a line may hold NUL bytes: each is `len[i]`
 * bytes long, plus a terminating NUL), `lineno[i]` and `off[i]` say
 * where each starts in the file (its line number from 1, its byte).
 * `bad_line`: the first line that fails its check (a wrong checksum or
 * sequence number, or an unchecked line after checked ones), 0 when
 * none; nothing from it on is in `line` or `rec`, and `good` is the
 * number of bytes before it (else before the torn tail).  `torn` is the
 * size of an unfinished last line.  `lines` counts the file's complete
 * lines, `size` its bytes.
 */
struct journal_text {
	char **line;
	size_t *len;
	size_t *lineno;
	size_t *off;
	size_t n;
	struct journal_record *rec;
	size_t nrec;
	size_t torn;
	size_t bad_line;
	size_t good;
	size_t lines;
	size_t size;
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

enum journal_open_result {
	JOURNAL_OPENED, JOURNAL_BUSY, JOURNAL_FAILED, JOURNAL_READONLY,
	JOURNAL_UNSAFE
};

/*
 * Take the table's lock (DIR/journal.lock, held until journal_close, so
 * that renaming the journal never releases it) and open DIR/journal for
 * appending, creating both and DIR.  JOURNAL_BUSY: another process holds
 * the lock; its pid goes to *holder (0 when it cannot be known).
 * JOURNAL_FAILED: the reason is in `why`.  JOURNAL_UNSAFE: another user
 * owns or may write the state folder (paths_state_dir_private), said in
 * `why`.  No file of DIR is ever opened through a symbolic link.  JOURNAL_READONLY: the folder
 * cannot be written (the reason in `why`) but the journal can be read:
 * the journal returned can be read back, and every write to it fails
 * with that reason.  NULL unless JOURNAL_OPENED or JOURNAL_READONLY.
 */
struct journal *journal_open(const char *dir, enum journal_open_result *res,
    long *holder, struct sbuf *why);
void journal_close(struct journal *j);
const char *journal_path(const struct journal *j);

/* Append one command line and fsync it.  On failure nothing of it stays
 * in the file (a partial write is cut off again), `why` names the file
 * and the cause, and the next append tries again. */
bool journal_append(struct journal *j, const char *line, struct sbuf *why);

/*
 * Append a record that is not a command (e.g. journal_record(j,
 * "started", "2026-11-26T21:14:05+01:00", &why)): checked like the
 * commands, kept with them in the journal's game (and in its kept or
 * damaged copies), skipped by the replay, and read back in `rec` of a
 * journal_text (journal_read, journal_durable).  KEY is 1 to 32 of
 * [a-z0-9_.-]; VALUE any text (a file name may hold newlines).  While
 * lines are held for a group commit, the record is held with them (it
 * goes into the new game when a restart is held); else it is written
 * and fsync'd now.  False, with the reason in `why`, when it cannot be.
 */
bool journal_record(struct journal *j, const char *key, const char *value,
    struct sbuf *why);

/*
 * Group commit.  journal_hold keeps a line in memory (`restart`: the first
 * line of a new game, which will replace the journal whole); the next
 * journal_commit writes what is held and fsyncs it (a restart written
 * beside and renamed), and drops it from memory either way.  On failure
 * the file is as before the held lines.  While lines are held, the
 * journal must not be appended to, rewritten or kept aside: commit first.
 */
void journal_hold(struct journal *j, const char *line, bool restart);
/* Whether the journal can be written to at all (not opened read-only,
 * not waiting for a repair that fails again now): false with the
 * cause.  A line is held only when it is. */
bool journal_writable(struct journal *j, struct sbuf *why);
bool journal_holding(const struct journal *j);
bool journal_commit(struct journal *j, struct sbuf *why);
/* The lines on disk as of the last successful write (the file's state
 * after a failed commit), from memory. */
void journal_durable(const struct journal *j, struct journal_text *t);

/* Replace the journal's content by the commands `lines` (lengths in
 * `lens`, or strlen when NULL) atomically: written beside it, fsync'd,
 * renamed over it.  On failure the journal is as it was. */
bool journal_rewrite(struct journal *j, char *const *lines, const size_t *lens,
    size_t n, struct sbuf *why);
/* The same with the first `n` commands of `t` and the records among
 * them (those with `before` <= n), in their order. */
bool journal_rewrite_text(struct journal *j, const struct journal_text *t,
    size_t n, struct sbuf *why);

/*
 * The journal read back as `t` is damaged (t->bad_line, t->torn, or a
 * command after the first `n` that cannot be replayed): keep its
 * original aside byte for byte as journal-DATE.damaged (its path to
 * `aside`, empty if it could not be), then replace it by the first `n`
 * commands of `t` with their records.  False, with the cause, when
 * either fails: then nothing is written after the damage, ever; every
 * later write (append, commit, rewrite) tries the rest again first and
 * fails with its cause while it fails.
 */
bool journal_repair(struct journal *j, const struct journal_text *t, size_t n,
    struct sbuf *aside, struct sbuf *why);

/* Keep a copy of the journal aside as DIR/journal-YYYYmmdd-HHMMSS (then
 * `suffix`, e.g. ".damaged"), every byte of it, written whole before it
 * gets its name;
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
/* The same for the state folder `dir` of a table, without its lock (the
 * listing of `treeref games`); with `suffix` ".damaged", the damaged
 * originals kept by a repair. */
struct journal_kept *journal_kept_in(const char *dir, const char *suffix,
    size_t *n);
void journal_kept_free(struct journal_kept *k, size_t n);
/* Whether a journal's records leave its game's archive write failed and
 * not done since (an archive_error record after its last archived), the
 * cause in *why: such a copy is retried and never pruned. */
bool journal_waits_for_archive(const struct journal_text *t, const char **why);

#endif
