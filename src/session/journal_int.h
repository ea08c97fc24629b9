/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* journal_int.h — what journal.c and journal_text.c share: the line
 * format's encoders and its reader.  Nothing else includes it. */
#ifndef TREEREF_JOURNAL_INT_H
#define TREEREF_JOURNAL_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "journal.h"
#include "util.h"

#define JOURNAL_HEADER "@journal 2"

/* Append `text` as one checked line numbered `seq`. */
void journal_encode_line(struct sbuf *out, const char *text, size_t len,
    unsigned long seq);
/* Whether `k` (n bytes) may be a record's key. */
bool journal_key_ok(const char *k, size_t n);
/* Append the record "@KEY VALUE", the value escaped. */
void journal_encode_record(struct sbuf *out, const char *key,
    const char *value);
/* Read the n bytes of a journal into t, up to its first damaged line;
 * the sequence number of the last good line. */
unsigned long journal_parse_text(const char *s, size_t n,
    struct journal_text *t);
/* The bytes of a file (false with errno set). */
bool journal_slurp(const char *path, struct sbuf *all);

#endif
