/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* csvlog.h — every CSV read and write, through libcsv. */
#ifndef TREEREF_CSVLOG_H
#define TREEREF_CSVLOG_H

#include <stdbool.h>
#include <stdio.h>

struct sheet;
struct verdict;

/* Write the rows of a table to an open stream (RFC 4180, "\n" ends). */
void csvlog_write_rows(FILE *fp, const struct sheet *s);
/* Write a table to `path` through a temporary file renamed into place.
 * An existing file is refused unless `force`. */
bool csvlog_write_sheet(const char *path, const struct sheet *s, bool force,
    struct verdict *v);
/* Write any text (the report page) the same way: all or nothing. */
bool csvlog_write_text(const char *path, const char *text, size_t len,
    bool force, struct verdict *v);

#include <stdio.h>

struct sbuf;

#define CSVLOG_MAX_FIELDS 64
#define CSVLOG_MAX_FIELD 65536 /* bytes in one field */

/* Called for each row read: its 1-based number and its fields. Return
 * false to stop reading. */
typedef bool (*csvlog_row_fn)(void *ctx, long row, int nfields, char **fields);

/*
 * Read CSV from `fp` strictly (RFC 4180, `\n` or `\r\n` line ends), one
 * row at a time, in bounded memory.  Returns 1 when the whole stream was
 * read, 0 when `fn` stopped it, -1 on a malformed stream with a localized
 * reason (naming the row) in `err`.
 */
int csvlog_read(FILE *fp, csvlog_row_fn fn, void *ctx, struct sbuf *err);

#endif
