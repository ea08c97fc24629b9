/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* csvlog.h — every CSV read and write, through libcsv. */
#ifndef TREEREF_CSVLOG_H
#define TREEREF_CSVLOG_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/types.h>

struct sheet;
struct verdict;

/* The field separator: ',' (RFC 4180, the default) or ';' (what a
 * spreadsheet set up for French reads; the sheet's decimals then use a
 * comma, which the sheet's maker writes: see standings_sheet). */
#define CSVLOG_SEP_DEFAULT ','
/* Whether `word` names a separator (`,` or `;`), put in *sep. */
bool csvlog_sep_word(const char *word, char *sep);

/* Write the rows of a table to an open stream ("\n" ends; fields quoted
 * as RFC 4180 quotes them, for the separator `sep`). */
void csvlog_write_rows(FILE *fp, const struct sheet *s, char sep);
/* Write a table to `path` through a temporary file renamed into place.
 * An existing file is refused unless `force`.  First the front end's
 * check (output_allowed) must allow `path`; a stream (`-` or
 * standard output's file, a FIFO, a character device) is written into,
 * without `force`, a temporary or a rename; another file that is not a
 * regular one is refused. */
bool csvlog_write_sheet(const char *path, const struct sheet *s, char sep,
    bool force, struct verdict *v);
/* Write any text (the notation record) the same way: all or nothing. */
bool csvlog_write_text(const char *path, const char *text, size_t len,
    bool force, struct verdict *v);
/* Whether `path` is written as a stream (see csvlog_write_sheet): no
 * file to replace, so nothing to confirm. */
bool csvlog_stream_target(const char *path);
/* The same, the text written by `fill` on the temporary file's stream as
 * it is made (a report page of any size, in bounded memory). */
bool csvlog_write_with(const char *path, void (*fill)(FILE *fp, void *ctx),
    void *ctx, bool force, struct verdict *v);

#include <stdio.h>

struct sbuf;

#define CSVLOG_MAX_FIELDS 64
#define CSVLOG_MAX_FIELD 65536 /* bytes in one field */

/* Called for each row read: its 1-based number and its fields, and
 * whether every byte of them is printable ASCII (0x20 to 0x7e), which
 * spares the caller a look at each byte. Return false to stop reading.
 * The fields lie one after another, each ended by its NUL, and
 * fields[nfields] points just past the last one's NUL: the row's bytes
 * are fields[0] to fields[nfields] (ident_key_row reads them so). */
typedef bool (*csvlog_row_fn)(void *ctx, long row, int nfields, char **fields,
    bool plain);

/*
 * Read CSV from `fp` strictly (RFC 4180, `\n` or `\r\n` line ends), one
 * row at a time, in bounded memory.  The separator, ',' or ';', is the
 * first of them in the first line (outside quotes), and goes to *sep
 * (unless NULL).  Returns 1 when the whole stream was read, 0 when `fn`
 * stopped it, -1 on a malformed stream with a localized reason (naming
 * the row) in `err`, -2 when the file could not be read (the system's
 * reason in `err`, no row named: a directory, an I/O error).
 */
int csvlog_read(FILE *fp, csvlog_row_fn fn, void *ctx, struct sbuf *err,
    char *sep);

/*
 * Read the bytes [start, end) of the file open on `fd` as csvlog_read
 * reads them (with pread: the file's offset is left alone), with the
 * separator `sep` (the file's, from its first line), for checking a big
 * log in parts (replay.c).  True only when every byte was parsed
 * without error, `fn` never stopped, and the part ended at the end of a
 * row outside any quote: the rows seen are then exactly those a read of
 * the whole file sees there.  No message: on false the caller reads the
 * whole file with csvlog_read, which says what is wrong.
 */
bool csvlog_read_part(int fd, off_t start, off_t end, char sep,
    csvlog_row_fn fn, void *ctx);

/* Whether csvlog_read and csvlog_read_part split plain lines themselves
 * (the default) or hand every byte to libcsv: for the test that checks
 * both read every input alike. */
void csvlog_set_fast(bool on);

#endif
