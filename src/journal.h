/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* journal.h — the append-only autosave of accepted commands, and its
 * recovery after a crash. */
#ifndef TREEREF_JOURNAL_H
#define TREEREF_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>

struct sbuf;

/* The state directory: $XDG_STATE_HOME/treeref, else
 * ~/.local/state/treeref.  Written to `out`; false if neither is set. */
bool journal_dir(struct sbuf *out);

/* The lines of a journal file that were completely written, in order.
 * `torn` receives the bytes of an unfinished last line (0 when none).
 * Returns NULL with *n = 0 when there is no journal. */
char **journal_read(const char *path, size_t *n, size_t *torn);
void journal_free_lines(char **lines, size_t n);

struct journal;

/* Open (creating the directory) for appending. NULL on failure, with the
 * reason in `why`. */
struct journal *journal_open(const char *path, struct sbuf *why);
/* Append one line and fsync it; `restart` first empties the journal
 * (a new game). False on failure, with the reason in `why`. */
bool journal_append(struct journal *j, const char *line, bool restart,
    struct sbuf *why);
void journal_close(struct journal *j);

/* Move an old journal aside to PATH-YYYYmmdd-HHMMSS so it is never lost;
 * the new name goes to `to`. */
bool journal_keep_aside(const char *path, struct sbuf *to);

#endif
