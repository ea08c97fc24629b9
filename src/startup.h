/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* startup.h — the table's journal when treeref starts (startup.c). */
#ifndef TREEREF_STARTUP_H
#define TREEREF_STARTUP_H

#include <stdbool.h>

struct frontend;
struct frontend_opts;
struct options;

/* Take the table's journal and resume or set aside what it holds; the
 * frontend to go on with.  *busy: another treeref has the table, or its
 * state folder is not the user's alone; *none: --resume found no game. */
struct frontend *startup_journal(struct frontend *f,
    const struct frontend_opts *fo, const struct options *o,
    bool interactive, bool *busy, bool *none);
/* --table without a journal: where the table's game is, for the first
 * command that needs one (frontend_set_elsewhere). */
void startup_table_elsewhere(struct frontend *f, const char *table);

#endif
