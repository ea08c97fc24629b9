/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* identity.c — a game's identity in its event log (version 5): the
 * columns that hold it, written and read back. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "csvlog.h"
#include "i18n.h"
#include "ident.h"
#include "session.h"
#include "util.h"
#include "walk.h"

/* From version 5, after it, the game's identity (archive-and-tournament
 * "Never rewritten"), on its `new` row only: its id, its revision, the
 * content hash of the older log's game it corrects, and its labels. */
static const char *const ident_columns[] = { "game_id", "revision",
    "corrects", "event", "event_round", "event_table" };
enum { ID_ID, ID_REVISION, ID_CORRECTS, ID_EVENT };

void
ident_add_header(struct sheet *out)
{
	for (int i = 0; i < NIDENT; i++)
		sheet_field(out, ident_columns[i]);
}

/* The identity's cells: filled on the `new` row, empty on the others. */
void
ident_add_row(const struct session *s, bool first, struct sheet *out)
{
	const struct game_identity *id = session_identity(s);

	if (!first) {
		for (int i = 0; i < NIDENT; i++)
			sheet_field(out, "");
		return;
	}
	sheet_field(out, id->id);
	sheet_fieldf(out, "%ld", id->revision);
	sheet_field(out, id->corrects);
	for (int i = 0; i < LABEL_COUNT; i++)
		sheet_field(out, session_label(s, i));
}

/* How many of the header's last columns are the time and the identity
 * (walk.ntail). */
int
ident_tail_columns(int n, char **f)
{
	if (n > NCOMMON + NIDENT && strcmp(f[n - NIDENT - 1], TIME_COLUMN) == 0) {
		int i = 0;
		while (i < NIDENT && strcmp(f[n - NIDENT + i], ident_columns[i]) == 0)
			i++;
		if (i == NIDENT)
			return 1 + NIDENT;
	}
	return n > NCOMMON && strcmp(f[n - 1], TIME_COLUMN) == 0;
}

/* The column at fault, its reason in `why`. */
static int ident_failed(struct sbuf *why, int col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
ident_failed(struct sbuf *why, int col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sbuf_vprintf(why, fmt, ap);
	va_end(ap);
	return col;
}

/* `from` into a field of `size` bytes, cut as snprintf's "%s" would cut
 * it, without the formatting machinery (check takes two a game). */
static void
copy_cut(char *to, size_t size, const char *from)
{
	size_t n = strnlen(from, size - 1);

	memcpy(to, from, n);
	to[n] = '\0';
}

/*
 * The identity (version 5): on the `new` row, the game's id (or none, a
 * game first written by an older treeref), its revision, the hash of
 * the game it corrects and its labels; empty on every other row.  0, or
 * the column at fault (from 1) with the reason in `why`.
 */
int
ident_take(struct session *s, int ntail, int n, char **f, bool is_new,
    struct sbuf *why)
{
	int at = n - NIDENT; /* the first identity column */
	long rev, round;

	if (ntail != 1 + NIDENT)
		return 0;
	if (!is_new) {
		for (int i = 0; i < NIDENT; i++)
			if (f[at + i][0] != '\0')
				return ident_failed(why, at + i + 1, _("the column %s is "
				    "written only on the row that starts a game, not on "
				    "\"%s\""),
				    ident_columns[i], f[3]);
		return 0;
	}
	struct game_identity *id = session_identity_edit(s);
	if (f[at][0] != '\0' && !ident_is_id(f[at]))
		return ident_failed(why, at + 1, _("game_id \"%s\" is not a game id "
		    "(32 digits and letters a to f)"), f[at]);
	if (!cmd_number(f[at + ID_REVISION], 1, 100000000, &rev))
		return ident_failed(why, at + ID_REVISION + 1, _("revision \"%s\" is "
		    "not a positive number"), f[at + ID_REVISION]);
	if (f[at + ID_CORRECTS][0] != '\0' && !ident_is_hash(f[at + ID_CORRECTS]))
		return ident_failed(why, at + ID_CORRECTS + 1, _("corrects \"%s\" is "
		    "not a content hash (16 digits and letters a to f)"),
		    f[at + ID_CORRECTS]);
	if (f[at + ID_EVENT + LABEL_ROUND][0] != '\0' &&
	    !cmd_number(f[at + ID_EVENT + LABEL_ROUND], 1, 100000, &round))
		return ident_failed(why, at + ID_EVENT + LABEL_ROUND + 1, _("event_round "
		    "\"%s\" is not a positive number"), f[at + ID_EVENT + LABEL_ROUND]);
	copy_cut(id->id, sizeof id->id, f[at]);
	id->revision = rev;
	copy_cut(id->corrects, sizeof id->corrects, f[at + ID_CORRECTS]);
	for (int i = 0; i < LABEL_COUNT; i++)
		session_set_label(s, i, f[at + ID_EVENT + i]);
	return 0;
}

