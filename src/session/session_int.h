/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* session_int.h — what session.c (the history) and session_lines.c (a
 * command's lines: as typed, canonical, in the messages' language)
 * share. */
#ifndef TREEREF_SESSION_INT_H
#define TREEREF_SESSION_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "game_run.h"
#include "session.h"
#include "util.h"

/* One accepted command and the state right after it. */
struct entry {
	struct sbuf line;  /* canonical: what logs and the journal keep; until
			    * `canon`, the words as typed after the English
			    * command word (entry_line works it out) */
	struct sbuf typed; /* as the user typed it, when it differs (else
			    * empty): undo and redo echo the user's words */
	const struct game_cmd *cmd; /* the command, while not `canon` */
	bool canon;
	struct sbuf news;  /* what it announced, in the language `lang`, when
			    * `told` (it ran where announcements are read) */
	const char *lang; /* i18n_lang()'s "en" or "fr" */
	bool told;
	bool joined; /* one undo with the entry before it (session_join) */
	bool read;   /* read from a journal or a log, not typed here
		      * (session_mark_read): undo and redo say it in the
		      * messages' language */
	void *after;
	/* when it was accepted, for `new` (the game's start) and for the
	 * command that ended the game, else "" (and "" when unknown) */
	char when[DATE_SIZE];
};

/*
 * Full sessions keep every state: `state` is the `after` of the last live
 * entry, so undo and redo only move `pos`.  A command runs in the buffer
 * of the entry it will become (one copy of the state); entries dropped by
 * undo and new, or refused, go to a pool and are used again, so a long
 * script allocates nothing per command once its first game is done.
 */
struct session {
	const struct game_ops *game;
	void *state;   /* the current state */
	void *scratch; /* lean sessions: where a command runs */
	struct entry **hist;
	size_t nhist, pos, cap; /* hist[0] is `new`; pos entries are live */
	struct entry **pool;    /* spare entries, of pool_size bytes of state */
	size_t npool, poolcap, pool_size;
	bool lean;              /* no history: only a count and the last line */
	size_t lean_count;
	struct sbuf last, next; /* lean: the last line, and the one running */
	char lean_started[DATE_SIZE], lean_ended[DATE_SIZE];
	/* the game's date of play under --date (as the journal keeps it,
	 * for a resumed game), else "": its start and end are then now */
	char fixed[DATE_SIZE];
	session_persist_fn persist;
	session_wants_fn wants;
	void *persist_ctx;
	struct game_identity ident;
};

/* The command as typed, with the English command word and single spaces. */
void session_typed_line(struct sbuf *b, const char *word, const struct call *c);
/* The line logs keep (see session_lines.c); true when no argument changed. */
bool session_canonical_line(struct sbuf *b, const struct game_ops *g,
    const struct game_cmd *cmd, const void *before, const void *after,
    const char *word, const struct call *c);
void session_keep_typed(struct entry *e, const struct call *c, bool plain,
    const char *word);
/* Entry i's canonical line, worked out when first asked for. */
const char *session_entry_line(const struct session *s, size_t i);
/* Entry i's line (any kept entry, undone or not) in the messages'
 * language. */
void session_entry_local(const struct session *s, size_t i, struct sbuf *out);

#endif
