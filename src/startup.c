/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* startup.c — the table's journal when treeref starts: its game resumed
 * or kept aside, a damaged one repaired, a busy or unsafe table said; and
 * where a table's game is when the run keeps no journal. */
#include <stdio.h>
#include <stdlib.h>

#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "options.h"
#include "repl.h"
#include "session.h"
#include "startup.h"
#include "util.h"

/*
 * The journal read back is damaged: a line fails its check, a command
 * cannot be replayed, or the last line is cut short.  Set the original
 * aside byte for byte, then keep in the journal exactly the lines before
 * the damage (`kept` commands of `t`); say what was kept and what was
 * not, before any question about resuming.
 */
static void
repair(struct journal *j, const struct journal_text *t, size_t kept,
    const struct session *s, const char *refusal)
{
	struct sbuf aside = { 0 }, why = { 0 }, where = { 0 }, last = { 0 };
	size_t line, from;

	if (kept < t->n) {
		line = t->lineno[kept];
		from = t->off[kept];
		fprintf(stderr, _("treeref: The journal is damaged: line %zu cannot be "
		    "replayed (%s).\n"), line, refusal);
	} else if (t->bad_line) {
		line = t->bad_line;
		from = t->good;
		fprintf(stderr, _("treeref: The journal is damaged: line %zu fails its "
		    "check (its checksum or its sequence number is wrong).\n"), line);
	} else {
		line = t->lines + 1;
		from = t->good;
		fprintf(stderr, _("treeref: The journal is damaged: its last line was "
		    "cut short (%zu bytes without an end).\n"), t->torn);
	}
	const struct game_ops *g = session_game(s);
	if (g && kept > 0) {
		if (g->where)
			g->where(session_state(s), &where);
		/* the last command in the user's words, not the journal's
		 * English */
		if (session_count(s) > 1)
			session_local_line(s, session_count(s) - 1, &last);
		/* the game's commands as they stand, as the resume question
		 * and kept count them (not the journal's lines) */
		size_t c = session_count(s);
		fprintf(stderr, ngettext("treeref: Resumable: the game up to line %zu "
		    "(%zu command, the last: %s; now: %s).\n", "treeref: Resumable: the "
		    "game up to line %zu (%zu commands, the last: %s; now: %s).\n", c),
		    line - 1, c, last.len ? last.s : t->line[kept - 1],
		    where.len ? where.s : g->title);
	} else {
		fprintf(stderr, _("treeref: Nothing before line %zu can be resumed: "
		    "no game starts there.\n"), line);
	}
	bool ok = journal_repair(j, t, kept, &aside, &why);
	if (aside.len)
		fprintf(stderr, _("treeref: Not resumed: everything from line %zu on "
		    "(%zu bytes); the journal as it was is kept byte for byte in %s.\n"),
		    line, t->size - from, aside.s);
	else
		fprintf(stderr, _("treeref: Not resumed: everything from line %zu on "
		    "(%zu bytes), left untouched in the journal.\n"), line, t->size - from);
	/* nothing may be written after the damage: until the repair is
	 * done, every move is refused with its cause */
	if (!ok && aside.len)
		fprintf(stderr, _("treeref: warning: Cannot repair the journal (%s): "
		    "no move can be saved until it can be; the game can still be looked "
		    "at.\n"), why.s);
	else if (!ok)
		fprintf(stderr, _("treeref: warning: Cannot keep the damaged journal "
		    "aside (%s): no move can be saved until it can be; the game can "
		    "still be looked at.\n"), why.s);
	sbuf_free(&aside);
	sbuf_free(&why);
	sbuf_free(&where);
	sbuf_free(&last);
}

/*
 * Look for a game in the table's journal and resume it when asked to
 * (--resume, or yes at the terminal); an unfinished game not taken up is
 * kept aside.  A damaged journal is kept aside and repaired first.
 * Returns the frontend to use, a new one when the journalled game was
 * not taken up.
 */
static struct frontend *
resume_game(struct frontend *f, const struct frontend_opts *fo,
    struct journal *j, bool resume, bool interactive, bool *none)
{
	struct journal_text t;
	struct sbuf first_why = { 0 }, aside = { 0 }, why = { 0 };
	size_t first = 0, refused;

	journal_read(journal_path(j), &t);
	bool *used = xcalloc(t.n + 1, sizeof *used);
	refused = frontend_replay(f, &t, used, &first, &first_why);
	struct session *s = frontend_session(f);
	if (refused || t.torn || t.bad_line)
		repair(j, &t, t.n - refused, s, sbuf_str(&first_why));
	bool has = session_game(s) != NULL;
	bool unfinished = has && !session_finished(s);
	struct sbuf where = { 0 };

	/* a finished game whose archive write did not happen is written,
	 * and said, before the question (the damage is said above) */
	frontend_set_journal(f, j);
	bool unsaved = frontend_archive_pending(f, &where);
	fputs(sbuf_str(&where), stderr);
	sbuf_reset(&where);
	if (unfinished && interactive && !resume)
		frontend_describe_position(f, &where);
	/* --resume takes the journalled game even when it is over, so its
	 * scores can still be read and exported; so does a start whose
	 * finished game still cannot be archived (a new keeps it aside) */
	bool take = has && (resume || unsaved || (unfinished && interactive &&
	    repl_ask_resume(where.s, session_count(s))));
	sbuf_free(&where);
	if (!take)
		frontend_detach_journal(f); /* j goes on, with the new frontend */

	if (take) {
		/* the count the question gave: the game's commands, those
		 * undone aside (the journal also holds the undo lines) */
		size_t n = session_count(s);
		struct sbuf m = { 0 };
		sbuf_printf(&m, ngettext("treeref: Resumed the game of the journal "
		    "(%zu command).\n", "treeref: Resumed the game of the journal "
		    "(%zu commands).\n", n), n);
		repl_say_err(m.s);
		sbuf_free(&m);
	} else {
		if (unfinished) {
			struct sbuf m = { 0 };
			if (journal_keep_aside(j, "", &aside, &why) &&
			    journal_rewrite(j, NULL, NULL, 0, &why))
				sbuf_printf(&m, _("treeref: An unfinished game was kept in %s "
				    "(type kept to see the kept games).\n"), aside.s);
			else
				sbuf_printf(&m, _("treeref: warning: Cannot keep the unfinished "
				    "game aside (%s); it stays in the journal until the next new.\n"),
				    why.s);
			repl_say_err(m.s);
			sbuf_free(&m);
		}
		if (resume) {
			fputs(_("treeref: No journalled game to resume.\n"), stderr);
			*none = true;
		}
		frontend_free(f);
		f = frontend_new(fo);
	}
	(void)first;
	free(used);
	journal_text_free(&t);
	sbuf_free(&first_why);
	sbuf_free(&aside);
	sbuf_free(&why);
	return f;
}

/*
 * Take the table's journal (and its lock) and resume or set aside what it
 * holds; then journal what follows.  When another treeref has the table,
 * say so and set *busy, as when the state folder is not the user's
 * alone (others could change it).  When no journal can be had, say so:
 * the session goes on unsaved, and the prompt shows it.  *none: --resume
 * found no game to resume.
 */
struct frontend *
startup_journal(struct frontend *f, const struct frontend_opts *fo,
    const struct options *o, bool interactive, bool *busy, bool *none)
{
	struct sbuf dir = { 0 }, why = { 0 };
	enum journal_open_result res;
	struct journal *j;
	long holder;

	if (!journal_dir(&dir, o->table)) {
		fputs(_("treeref: warning: Neither XDG_STATE_HOME nor HOME is set; "
		    "the game is not journalled.\n"), stderr);
		*none = o->resume;
		sbuf_free(&dir);
		return f;
	}
	j = journal_open(dir.s, &res, &holder, &why);
	if (res == JOURNAL_BUSY && holder <= 0) {
		/* never a process number that is not the holder's */
		if (o->table)
			fprintf(stderr, _("treeref: The game of table %s is open in another "
			    "treeref; continue it there, or start another table with: "
			    "treeref --table NAME.\n"), o->table);
		else
			fprintf(stderr, _("treeref: The game is open in another treeref; "
			    "continue it there, or start a second table with: treeref "
			    "--table NAME.\n"));
		*busy = true;
	} else if (res == JOURNAL_BUSY) {
		if (o->table)
			fprintf(stderr, _("treeref: The game of table %s is open in another "
			    "treeref (process %ld); continue it there, or start another "
			    "table with: treeref --table NAME.\n"), o->table, holder);
		else
			fprintf(stderr, _("treeref: The game is open in another treeref "
			    "(process %ld); continue it there, or start a second table "
			    "with: treeref --table NAME.\n"), holder);
		*busy = true;
	} else if (res == JOURNAL_UNSAFE) {
		/* a state folder others can change: nothing is written there */
		fprintf(stderr, _("treeref: %s.\n"), why.s);
		*busy = true;
	} else if (res == JOURNAL_READONLY && o->resume) {
		/* its game can be looked at: resumed, every move refused */
		fprintf(stderr, _("treeref: warning: The journal cannot be written "
		    "(%s): its game is resumed to be looked at, and every move is "
		    "refused.\n"), why.s);
		f = resume_game(f, fo, j, o->resume, interactive, none);
		frontend_set_journal(f, j);
	} else if (j == NULL || res == JOURNAL_READONLY) {
		journal_close(j);
		fprintf(stderr, _("treeref: warning: Cannot keep a journal (%s); the "
		    "game is not saved: it goes on in memory only.\n"), why.s);
		if (o->resume) {
			fputs(_("treeref: No journalled game to resume.\n"), stderr);
			*none = true;
		}
	} else {
		f = resume_game(f, fo, j, o->resume, interactive, none);
		frontend_set_journal(f, j);
		/* a finished game kept aside with its archive write to do */
		struct sbuf said = { 0 };
		frontend_archive_kept_pending(f, &said);
		repl_say_err(sbuf_str(&said));
		sbuf_free(&said);
	}
	sbuf_free(&dir);
	sbuf_free(&why);
	return f;
}

/* --table without a journal (a script, a pipe): when the table holds a
 * game, the first command that needs one says where it is instead of
 * "no game yet", and the run stops (frontend_set_elsewhere). */
void
startup_table_elsewhere(struct frontend *f, const char *table)
{
	struct sbuf dir = { 0 }, note = { 0 };
	long holder;

	if (journal_dir(&dir, table) && journal_probe(dir.s, &holder)) {
		if (holder > 0)
			sbuf_printf(&note, _("%s is open in another treeref (process "
			    "%ld): type the commands there"), table, holder);
		else if (holder == 0)
			sbuf_printf(&note, _("%s is open in another treeref: type the "
			    "commands there"), table);
		else
			sbuf_printf(&note, _("%s holds a game: add --resume to "
			    "continue it"), table);
		frontend_set_elsewhere(f, note.s);
	}
	sbuf_free(&dir);
	sbuf_free(&note);
}
