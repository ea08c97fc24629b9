/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* fe_notation.c — a line of short forms at the prompt or in a script:
 * read and tried whole by game_notation_line (game/notation.c), then
 * each move run as its long command, so that answers, the journal and
 * logs are those of the long commands; one undo takes the line back and
 * the journal writes it as one group.  And the record of the game in
 * play, for `export notation`. */
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "session.h"
#include "util.h"

#include "frontend_int.h"

/* The words of a line as typed, one space apart: what undo echoes. */
static void
typed(const struct call *c, struct sbuf *out)
{
	for (int i = 0; i < c->argc; i++) {
		if (i)
			sbuf_addc(out, ' ');
		sbuf_add(out, c->argv[i]);
	}
}

bool
frontend_notation(struct frontend *f, struct call *c, const char **word,
    enum frontend_result *r)
{
	const struct game_ops *g = session_game(f->s);
	struct sbuf lines = { 0 }, what = { 0 };
	int n, done = 0;

	int rc = game_notation_line(g, session_state(f->s), c->argc, c->argv,
	    !f->quiet, &lines, &n, &f->v);
	if (rc < 0) {
		sbuf_free(&lines);
		return false;
	}
	*r = FE_REJECTED;
	if (rc == 0 && f->v.confirm && f->confirm != NULL) {
		/* a move that loses what a player may still use: at a
		 * terminal the whole line is asked about once */
		if (!frontend_ask(f)) {
			sbuf_free(&lines);
			return true;
		}
		rc = game_notation_line(g, session_state(f->s), c->argc, c->argv,
		    false, &lines, &n, &f->v);
		f->line_confirmed = rc == 1;
	}
	if (rc == 0) {
		sbuf_free(&lines);
		return true;
	}
	/* the moves' journal lines (and the record that joins them) go to
	 * disk in one write; with group commit they are held anyway */
	f->hold_line = f->journal != NULL && !f->o.group_commit;
	f->in_line = true;
	for (char *at = lines.s, *nl; at && *at; at = nl + 1) {
		char *argv[CMD_MAX_ARGS];
		struct call mc = { .argv = argv, .colour = c->colour, .width = c->width };
		const struct game_cmd *gc;

		nl = strchr(at, '\n');
		*nl = '\0';
		mc.argc = cmd_tokenize(at, argv, CMD_MAX_ARGS);
		gc = mc.argc > 0 ? session_find_cmd(f->s, argv[0]) : NULL;
		if (gc == NULL || f->runner->run_cmd(f, gc, &mc) != FE_OK)
			break; /* tried already: only the journal can refuse it */
		if (done++ == 0)
			*word = gc->word;
	}
	f->in_line = false;
	if (done > 0 && f->o.picture && f->v.news.len > 0)
		frontend_draw_after(f, c); /* once for the line */
	if (done > 0) {
		/* undo and redo echo the line as typed, not the long
		 * command it stands for (in English in the journal) */
		typed(c, &what);
		session_join(f->s, (size_t)done, what.s);
	}
	if (done > 1) {
		if (f->journal != NULL) {
			struct sbuf rec = { 0 }, why = { 0 };
			sbuf_printf(&rec, "%d %s", done, what.s);
			if (!journal_record(f->journal, "joined", rec.s, &why))
				sbuf_printf(&f->v.news, _("warning: %s\n"), why.s);
			sbuf_free(&rec);
			sbuf_free(&why);
		}
	}
	if (f->hold_line) {
		f->hold_line = false;
		if (!frontend_commit_line(f))
			done = 0;
	}
	f->line_confirmed = false;
	if (done == n)
		*r = FE_OK;
	f->v.ok = *r == FE_OK;
	sbuf_free(&lines);
	sbuf_free(&what);
	return true;
}

/* The journal's record of a line of several moves, read back: "N
 * TYPED", the last N commands one line. */
void
frontend_take_joined(struct frontend *f, const char *value)
{
	char *end;
	long n = strtol(value, &end, 10);

	if (end != value && n > 1 && n < 1000)
		session_join(f->s, (size_t)n, *end == ' ' ? end + 1 : NULL);
}

void
frontend_record(struct frontend *f, struct sbuf *out)
{
	size_t n = session_count(f->s);
	char **lines = xcalloc(n + 1, sizeof *lines);

	for (size_t i = 0; i < n; i++)
		lines[i] = (char *)session_line(f->s, i);
	struct sbuf start = { 0 };
	/* `new` in the words of the record's language */
	game_notation_record(session_game(f->s), lines, n,
	    n ? frontend_local_start(lines[0], &start) : NULL, out);
	sbuf_free(&start);
	free(lines);
}
