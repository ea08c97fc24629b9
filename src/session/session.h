/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* session.h — the game being refereed: its state, the accepted commands,
 * undo and redo. */
#ifndef TREEREF_SESSION_H
#define TREEREF_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "ident.h"

struct call;
struct game_cmd;
struct game_ops;
struct verdict;

struct session;

struct session *session_new(void);
void session_free(struct session *s);

struct sbuf;
/* Called before an accepted command changes the game, with its line
 * (`restart`: a new game replaces the old, which is still in place);
 * returning false refuses the command, nothing changed, with `why`
 * (localized) as its message.  The journal uses it: an acknowledged
 * command is on disk. */
typedef bool (*session_persist_fn)(void *ctx, const char *line, bool restart,
    struct sbuf *why);
/* Whether the hook has anything to do now (a journal is written); when
 * not, it is not called, and a move's canonical line (the English words)
 * is worked out only once asked for (session_line, undo, redo), from the
 * states before and after it.  NULL: always. */
typedef bool (*session_wants_fn)(void *ctx);
void session_set_persist(struct session *s, session_persist_fn fn,
    session_wants_fn wants, void *ctx);
/* Tests: every line worked out as its command is accepted (the slow
 * path the later one must agree with). */
void session_set_eager_lines(bool on);

/* The game in play (NULL before the first `new`) and its state. */
const struct game_ops *session_game(const struct session *s);
const void *session_state(const struct session *s);
/* Show player i of the game in play as `name` (game_rename_player): a
 * log tool's spelling of the person, once the game is read. */
bool session_rename_player(struct session *s, int i, const char *name);
bool session_finished(const struct session *s);

/* The game command a typed word names (English word or French alias),
 * or NULL. */
const struct game_cmd *session_find_cmd(const struct session *s,
    const char *word);

/* `new GAME ARGS...` (c->argv[0] is "new"): on success the old game is
 * replaced; on failure nothing changes. */
bool session_start(struct session *s, const struct call *c,
    struct verdict *v);
/* Run a game command on a copy of the state; keep it only if accepted.
 * Queries are never recorded. */
bool session_run(struct session *s, const struct game_cmd *cmd,
    const struct call *c, struct verdict *v);
/* Whether the game command would be accepted now: run on a scratch copy
 * of the state, quietly, and forgotten (the protocol's list of moves). */
bool session_try(const struct session *s, const struct game_cmd *cmd,
    const struct call *c);
/* Undo and redo say which command they took back or played again, as
 * the user typed it (a command read from a log or the journal: as it
 * stands there), never rewritten in English. */
bool session_undo(struct session *s, struct verdict *v);
/* Redo also announces again what the command announced when it was
 * played (a phase it closed). */
bool session_redo(struct session *s, struct verdict *v);
/* The last n accepted commands were one line (a pick typed in the
 * notation): one undo takes them back, one redo plays them again, and
 * both echo `typed` (NULL: the first command's words); with n = 1 a
 * single move typed short, echoed as typed. */
void session_join(struct session *s, size_t n, const char *typed);
/* Whether an undone command is there to redo. */
bool session_can_redo(const struct session *s);

/* The accepted commands of the game in play, `new` first, in canonical
 * form (English command word, arguments as typed, single spaces); the
 * undone ones are not counted. */
size_t session_count(const struct session *s);
const char *session_line(const struct session *s, size_t i);
/* Command i (not `new`) in the words of the messages' language, for
 * sentences that quote a line the journal keeps in English: each
 * argument the game's completer would offer in that language for the
 * same English word, names and numbers as they are. */
void session_local_line(const struct session *s, size_t i, struct sbuf *out);
/* The commands so far were read from a journal or a log, not typed
 * here: undo and redo echo them in the messages' language
 * (session_local_line), not as the English line they are kept as. */
void session_mark_read(struct session *s);
/* Keep no history (no undo): for checking long logs, where only the
 * count and the last command are needed.  session_line() then answers
 * only for the last command, with its arguments as typed (their English
 * form is for what is kept), and only when a persist hook is set (the
 * walk of a log has the line in its row); session_state_at() never. */
void session_set_lean(struct session *s);
/* A lean session: the state before its last accepted command, until the
 * next command runs; NULL when that command was `new` (or none). */
const void *session_lean_before(const struct session *s);
/* The state right after accepted command i. */
const void *session_state_at(const struct session *s, size_t i);

/* When the game in play started and ended: ISO 8601 local time with its
 * offset (util.h, DATE_SIZE bytes at most), as the clock (date_now) said
 * when its `new` and the command that ended it were accepted, or as its
 * log or journal says (session_set_when); "" when unknown (a log before
 * version 4) or, for the end, while the game goes on. */
const char *session_started(const struct session *s);
const char *session_ended(const struct session *s);
/* The date kept with accepted command i: the start for `new` (0), the
 * end for the command that ended the game, else "" (a lean session: only
 * the start). */
const char *session_when(const struct session *s, size_t i);
/* Set the date of the last accepted command (read from a log or the
 * journal: dates are data, kept as they were written).  In a lean
 * session, any command but `new` is taken for the one that ended it. */
void session_set_when(struct session *s, const char *date);
/* Set the start, and the end of a finished game (the journal's records). */
void session_set_started(struct session *s, const char *date);
void session_set_ended(struct session *s, const char *date);
/* The game's date of play under --date (start and end at it), as its
 * `new` found it (date_fixed) or the journal keeps it; "" when it is
 * played now. */
const char *session_fixed(const struct session *s);
void session_set_fixed(struct session *s, const char *date);

/* The game's identity (event log version 5, on its `new` row): data,
 * as its dates are, kept by the journal, `load` and bringing back. */
enum { LABEL_EVENT, LABEL_ROUND, LABEL_TABLE, LABEL_COUNT };
struct game_identity {
	char id[IDENT_ID_SIZE];   /* "" none: a game of a log before
	                           * version 5, its own game */
	long revision;            /* 1 for the first file of the game, the
	                           * next for each correction */
	/* a correction of a game without an id: that game's content hash
	 * (readers then set it aside), else "" */
	char corrects[IDENT_HASH_SIZE];
	/* the content hash of the game's rows as its log held them (a game
	 * read from a log, else "") */
	char hash[IDENT_HASH_SIZE];
	/* event, round and table: "" until the options that fill them */
	char *label[LABEL_COUNT];
};
/* `new` gives the game a blank identity (no id, revision 1). */
const struct game_identity *session_identity(const struct session *s);
struct game_identity *session_identity_edit(struct session *s);
/* A label, "" when none. */
const char *session_label(const struct session *s, int which);
/* Set a label (copied; NULL or "" clears it). */
void session_set_label(struct session *s, int which, const char *value);

#endif
