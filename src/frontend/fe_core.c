/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* fe_core.c — the front end's state, below every file of frontend/ that
 * answers a word: made and freed, its settings, the table of the shared
 * words and their lookup, the group commit of the journal's lines, and
 * a game's first line in the messages' language.  It runs no line: the
 * runner (frontend.c) lends its replay and its run of one command to
 * the files below it through struct fe_runner. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "archive.h"
#include "command.h"
#include "csvlog.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "session.h"
#include "util.h"
#include "verdict_out.h"

#include "frontend_int.h"

struct frontend *
frontend_make(const struct frontend_opts *o, const struct fe_runner *runner)
{
	struct frontend *f = xcalloc(1, sizeof *f);

	f->o = *o;
	f->runner = runner;
	f->sep = o->sep ? o->sep : CSVLOG_SEP_DEFAULT;
	f->s = session_new();
	session_set_persist(f->s, frontend_persist, frontend_persist_wants, f);
	verdict_init(&f->v);
	/* without --json nobody reads a query's data: not written */
	f->v.run.no_data = !o->json;
	if (o->archive != NULL) {
		f->archive = xstrdup(o->archive);
		sbuf_add(&f->game_archive, o->archive);
	}
	return f;
}

struct frontend *
frontend_spawn(struct frontend *f)
{
	return frontend_make(&f->o, f->runner);
}

/* The words the front end answers itself, in every game. */
const struct shared_cmd frontend_shared_cmds[] = {
	{ W_NEW, 0, "new", "nouveau nouvelle", 0, ARGS_ANY,
	  N_("new GAME [VARIANT...] NAME..."),
	  N_("start a game (help new lists the games)"), NULL },
	{ W_QUERY, Q_STATUS, "status", "état", 0, 0, N_("status"),
	  N_("where the game stands and who still has to play"), N_("status") },
	{ W_QUERY, Q_SCORE, "score", "points", 0, 0, N_("score"),
	  N_("the scores so far"), N_("score") },
	{ W_QUERY, Q_SHOW, "show", "montrer voir", 0, 1, N_("show [NAME]"),
	  N_("draw the game"), N_("show") },
	{ W_QUERY, Q_LEGAL, "legal", "légal", 0, ARGS_ANY, N_("legal NAME ..."),
	  N_("the moves a player may make now"), N_("legal ann") },
	{ W_QUERY, Q_WHY, "why", "pourquoi", 0, ARGS_ANY, N_("why NAME ..."),
	  N_("each rule checked for one move, passed or broken"), N_("why ann") },
	{ W_RULES, 0, "rules", "règles", 0, ARGS_ANY, N_("rules [ID|NAME|TOPIC]"),
	  N_("the rules the referee applies, scoring included (rules scoring), or one of them"), N_("rules") },
	{ W_UNDO, 0, "undo", "annuler", 0, 0, N_("undo"),
	  N_("take back the last accepted command"), N_("undo") },
	{ W_REDO, 0, "redo", "refaire rétablir", 0, 0, N_("redo"),
	  N_("play again the command undo took back"), N_("redo") },
	{ W_EXPORT, 0, "export", "exporter", 2, 4,
	  N_("export scores|log|report|notation FILE [--sep ;]"),
	  N_("write the score sheet or the event log as CSV (--sep ; for a French spreadsheet), the report page as HTML, or the game's record in the notation; FILE - is standard output"),
	  N_("export log table1.csv") },
	{ W_LOAD, 0, "load", "charger", 1, 1, N_("load FILE.csv"),
	  N_("replay a saved event log and continue its last game"),
	  N_("load table1.csv") },
	{ W_KEPT, 0, "kept", "gardées reprendre parties games", 0, 1, N_("kept [NUMBER]"),
	  N_("list the table's games, archived and kept aside (newest first), or bring one back"),
	  N_("kept 1") },
	{ W_PICTURE, 0, "picture", "image dessin", 1, 1, N_("picture on|off"),
	  N_("draw the game after each change of phase, or stop"),
	  N_("picture on") },
	{ W_LANG, 0, "lang", "langue", 1, 1, N_("lang en|fr"),
	  N_("switch the messages to English or French"), N_("lang fr") },
	{ W_HELP, 0, "help", "aide", 0, 1, N_("help [COMMAND]"),
	  N_("list the commands, or show how to use one"), N_("help new") },
	{ W_QUIT, 0, "quit", "quitter exit", 0, 0, N_("quit"),
	  N_("leave treeref"), N_("quit") },
};
const size_t frontend_nshared = sizeof frontend_shared_cmds / sizeof frontend_shared_cmds[0];

void
frontend_free(struct frontend *f)
{
	if (f == NULL)
		return;
	session_free(f->s);
	journal_close(f->journal);
	verdict_free(&f->v);
	sbuf_free(&f->aside);
	sbuf_free(&f->held);
	for (size_t i = 0; i < f->nlines; i++)
		free(f->lines[i].word);
	free(f->lines);
	sbuf_free(&f->commit_why);
	free(f->archive);
	sbuf_free(&f->game_archive);
	sbuf_free(&f->archived);
	free(f->archived_text);
	sbuf_free(&f->archive_why);
	sbuf_free(&f->corrected);
	free(f->elsewhere);
	free(f);
}

struct session *
frontend_session(struct frontend *f)
{
	return f->s;
}

void
frontend_set_journal(struct frontend *f, struct journal *j)
{
	if (f->journal != j)
		journal_close(f->journal);
	f->journal = j;
}

void
frontend_detach_journal(struct frontend *f)
{
	f->journal = NULL;
}

void
frontend_set_confirm(struct frontend *f, bool (*confirm)(const char *question))
{
	f->confirm = confirm;
}

void
frontend_set_elsewhere(struct frontend *f, const char *note)
{
	free(f->elsewhere);
	f->elsewhere = note ? xstrdup(note) : NULL;
}

bool
frontend_no_game(struct frontend *f)
{
	if (f->elsewhere) {
		/* the table's game is not here: say where it is, and stop */
		f->stop = true;
		return verdict_fail(&f->v, "%s", f->elsewhere);
	}
	return verdict_fail(&f->v, _("no game yet: start one with new"));
}

void
frontend_set_width(struct frontend *f, int width)
{
	f->o.width = width > 0 ? width : 80;
}

void
frontend_set_quiet(struct frontend *f, bool quiet)
{
	f->quiet = quiet;
}

bool
frontend_journalled(const struct frontend *f)
{
	return f->journal != NULL;
}

/* A finished game whose archive write failed (fe_archive.c tries it
 * again): the journal keeps it until it is written. */
bool
frontend_archive_unsaved(const struct frontend *f)
{
	return session_finished(f->s) && f->archive_failed;
}

bool
frontend_unfinished(const struct session *s)
{
	return session_game(s) != NULL && !session_finished(s);
}

void
frontend_refused_unsaved(struct sbuf *why, const char *cause)
{
	sbuf_printf(why, _("this command cannot be saved in the journal (%s); "
	    "it was not done and the game is as before"), cause);
}

/*
 * Replace the journal whole by `lines` (a new game, a loaded or kept one);
 * an unfinished game in it is kept aside first, and where goes to
 * f->aside.  False, the journal as it was, with the reason in `why`.
 */
bool
frontend_replace_journal(struct frontend *f, char *const *lines, const size_t *lens,
    size_t n, struct sbuf *why)
{
	struct sbuf cause = { 0 };

	sbuf_reset(&f->aside);
	if ((frontend_unfinished(f->s) || frontend_archive_unsaved(f)) &&
	    !journal_keep_aside(f->journal, "", &f->aside, &cause)) {
		sbuf_reset(&f->aside);
		frontend_refused_unsaved(why, sbuf_str(&cause));
		sbuf_free(&cause);
		return false;
	}
	if (!journal_rewrite(f->journal, lines, lens, n, &cause)) {
		if (f->aside.len)
			unlink(f->aside.s); /* the game is still in the journal */
		sbuf_reset(&f->aside);
		frontend_refused_unsaved(why, sbuf_str(&cause));
		sbuf_free(&cause);
		return false;
	}
	sbuf_free(&cause);
	return true;
}

/* The session's hook: every accepted command that changes the game is
 * on disk before it counts. */
bool
frontend_persist(void *ctx, const char *line, bool restart, struct sbuf *why)
{
	struct frontend *f = ctx;
	struct sbuf cause = { 0 };
	bool ok = true;

	if (f->journal == NULL)
		return true;
	/* held for the group's commit, unless an unfinished game must first
	 * be kept aside from the journal (committed before: see dispatch) */
	if ((f->o.group_commit || f->hold_line) && !(restart && (frontend_unfinished(f->s) ||
	    frontend_archive_unsaved(f)))) {
		/* a journal that cannot be written refuses the line now */
		if (!journal_writable(f->journal, &cause)) {
			frontend_refused_unsaved(why, sbuf_str(&cause));
			sbuf_free(&cause);
			return false;
		}
		journal_hold(f->journal, line, restart);
		f->line_wrote = true;
		return true;
	}
	if (restart) {
		char *one[] = { (char *)line };
		return frontend_replace_journal(f, one, NULL, 1, why);
	}
	if (!journal_append(f->journal, line, &cause)) {
		frontend_refused_unsaved(why, sbuf_str(&cause));
		ok = false;
	}
	sbuf_free(&cause);
	return ok;
}

bool
frontend_persist_wants(void *ctx)
{
	const struct frontend *f = ctx;

	return f->journal != NULL;
}

/* After new, load or kept: say where an unfinished game was kept. */
void
frontend_say_aside(struct frontend *f)
{
	if (f->aside.len)
		verdict_say(&f->v, _("The unfinished game before it was kept in %s "
		    "(type kept to see the kept games)."), f->aside.s);
	sbuf_reset(&f->aside);
}

const struct shared_cmd *
frontend_find_shared(const char *word)
{
	for (size_t i = 0; i < frontend_nshared; i++)
		if (cmd_word_in(word, frontend_shared_cmds[i].word, frontend_shared_cmds[i].aliases))
			return &frontend_shared_cmds[i];
	return NULL;
}

/* Refuse a shared word's line with the word's usage. */
bool
frontend_usage(struct frontend *f, enum shared_word id)
{
	size_t i = 0;

	while (i + 1 < frontend_nshared && frontend_shared_cmds[i].id != id)
		i++;
	return verdict_fail(&f->v, _("Usage: %s"), _(frontend_shared_cmds[i].usage));
}

/* The game's answer to a shared query, under the shared word, or NULL
 * before any game. */
const struct game_cmd *
frontend_query_cmd(struct frontend *f, const struct shared_cmd *sc)
{
	const struct game_ops *g = session_game(f->s);

	if (g == NULL)
		return NULL;
	if (f->query_game != g) {
		for (size_t i = 0; i < frontend_nshared; i++) {
			const struct shared_cmd *q = &frontend_shared_cmds[i];
			struct game_cmd *a = &f->query[q->query];
			if (q->id != W_QUERY)
				continue;
			*a = g->query[q->query];
			a->word = q->word;
			a->aliases = q->aliases;
			a->flags |= CMD_QUERY;
			if (a->usage == NULL) {
				/* status, score, show: the front end's */
				a->usage = q->usage;
				a->min_args = q->min_args;
				a->max_args = q->max_args;
			}
			if (a->example == NULL)
				a->example = q->example;
		}
		f->query_game = g;
	}
	return &f->query[sc->query];
}

/* What a word names, through the folding matchers: a shared word (and,
 * for a shared query, the game's answer in *gc) or the game's own
 * command in *gc. */
static const struct shared_cmd *
lookup_slow(struct frontend *f, const char *word, const struct game_cmd **gc)
{
	const struct shared_cmd *sc = frontend_find_shared(word);

	if (sc)
		*gc = sc->id == W_QUERY ? frontend_query_cmd(f, sc) : NULL;
	else
		*gc = session_find_cmd(f->s, word);
	return sc;
}

/* frontend_lookup for a word not in the table (yet): lookup_slow's
 * answer, put in the table.  Out of line (cold): a script types the
 * same few words again and again. */
static const struct shared_cmd * __attribute__((noinline, cold))
lookup_miss(struct frontend *f, const char *word, const struct game_cmd **gc,
    bool *english)
{
	const struct game_ops *g = session_game(f->s);
	const struct shared_cmd *sc;
	int k = -1;

	if (!f->words_built || f->words_game != g) {
		cmd_table_clear(&f->words);
		f->words_game = g;
		f->words_built = true;
	}
	sc = lookup_slow(f, word, gc);
	if (sc)
		k = (int)(sc - frontend_shared_cmds);
	else if (*gc)
		k = (int)frontend_nshared + (int)(*gc - g->cmds);
	bool same = *gc != NULL && strcmp(word, (*gc)->word) == 0;
	if (english)
		*english = same;
	if (k >= 0) /* the word's index, and whether it is the English one */
		cmd_table_put(&f->words, word, strlen(word), k * 2 + same);
	return sc;
}

/* lookup_slow's answer, remembered for each word as typed in the game in
 * play: a script types the same few words again and again. */
const struct shared_cmd *
frontend_lookup(struct frontend *f, const char *word, size_t len,
    const struct game_cmd **gc, bool *english)
{
	const struct game_ops *g = session_game(f->s);
	int k;

	if (!f->words_built || f->words_game != g ||
	    (k = cmd_table_get_n(&f->words, word, len)) < 0)
		return lookup_miss(f, word, gc, english);
	if (english)
		*english = k & 1;
	k >>= 1;
	if (k >= (int)frontend_nshared) {
		*gc = &g->cmds[k - (int)frontend_nshared];
		return NULL;
	}
	*gc = frontend_shared_cmds[k].id == W_QUERY ? frontend_query_cmd(f, &frontend_shared_cmds[k]) : NULL;
	return &frontend_shared_cmds[k];
}

const struct game_cmd *
frontend_find_cmd(struct frontend *f, const char *word)
{
	const struct game_cmd *gc;

	frontend_lookup(f, word, strlen(word), &gc, NULL);
	return gc;
}

/* A phase changed and the user asked for pictures: draw the game under
 * the announcements. */
void
frontend_draw_after(struct frontend *f, const struct call *c)
{
	const struct game_cmd *show = frontend_find_cmd(f, "show");
	struct verdict pic;
	char *argv[] = { (char *)"show", NULL };
	struct call sc = { .argc = 1, .argv = argv, .colour = c->colour, .width = c->width };

	if (show == NULL)
		return;
	verdict_init(&pic);
	if (session_run(f->s, show, &sc, &pic))
		sbuf_add(&f->v.news, sbuf_str(&pic.msg));
	verdict_free(&pic);
}

/* Render a verdict into the held answers. */
void
frontend_hold(struct frontend *f, const struct verdict *v, const char *source,
    long lineno, const char *word)
{
	struct held_line *h;

	if (f->nlines == f->lines_cap) {
		f->lines_cap = f->lines_cap ? f->lines_cap * 2 : 256;
		f->lines = xrealloc(f->lines, f->lines_cap * sizeof *f->lines);
	}
	h = &f->lines[f->nlines++];
	h->off = f->held.len;
	h->source = source;
	h->lineno = lineno;
	h->word = xstrdup(word ? word : "");
	h->wrote = f->line_wrote;
	if (f->o.json) {
		verdict_json_to(&f->held, v, source ? source : "-", lineno, word);
		h->to_stderr = false;
	} else {
		h->to_stderr = !verdict_text_to(&f->held, v, source, lineno);
	}
	h->len = f->held.len - h->off;
}

/* The game as the journal on disk has it: replayed from the lines last
 * made durable, quietly, into a new session. */
static void
rebuild_from_journal(struct frontend *f)
{
	struct journal *j = f->journal;
	struct journal_text t;

	journal_durable(j, &t);
	bool *used = xcalloc(t.n + 1, sizeof *used);
	session_free(f->s);
	f->s = session_new();
	session_set_persist(f->s, frontend_persist, frontend_persist_wants, f);
	f->journal = NULL; /* replaying writes nothing */
	f->runner->replay(f, &t, used, NULL, NULL);
	f->journal = j;
	free(used);
	journal_text_free(&t);
}

/*
 * Commit the held journal lines, then give the held answers.  When the
 * fsync fails, the game goes back to what the journal holds and every
 * held line is answered with the refusal instead; returns how many.
 * Only between two lines: no command is running.
 */
size_t
frontend_commit_group(struct frontend *f)
{
	struct sbuf cause = { 0 }, why = { 0 }, after = { 0 };
	size_t refused = 0;

	if (f->journal && journal_holding(f->journal) &&
	    !journal_commit(f->journal, &cause)) {
		rebuild_from_journal(f);
		frontend_refused_unsaved(&why, sbuf_str(&cause));
		sbuf_reset(&f->commit_why);
		sbuf_add(&f->commit_why, why.s);
		/* a question or a refusal wrote nothing, but was answered
		 * from a game that is now gone */
		sbuf_printf(&after, _("not answered: the commands before this "
		    "line cannot be saved in the journal (%s), so the game is "
		    "back to before them; type it again"), sbuf_str(&cause));
		/* the lines before the group's first write were answered from
		 * the game the journal holds: their answers stand (an export
		 * among them wrote what the journal holds, see dispatch) */
		size_t first = 0;
		while (first < f->nlines && !f->lines[first].wrote)
			first++;
		refused = f->nlines - first;
		if (first < f->nlines) {
			f->held.len = f->lines[first].off;
			f->held.s[f->held.len] = '\0';
		}
		for (size_t i = first; i < f->nlines; i++) {
			struct held_line *h = &f->lines[i];
			struct verdict v;
			verdict_init(&v);
			verdict_fail(&v, "%s", h->wrote ? why.s : after.s);
			verdict_sentences(&v);
			h->off = f->held.len;
			if (f->o.json)
				verdict_json_to(&f->held, &v, h->source ? h->source : "-",
				    h->lineno, h->word);
			else
				verdict_text_to(&f->held, &v, h->source, h->lineno);
			h->len = f->held.len - h->off;
			h->to_stderr = !f->o.json;
			verdict_free(&v);
		}
	}
	for (size_t i = 0; i < f->nlines; i++) {
		struct held_line *h = &f->lines[i];
		if (h->to_stderr) {
			flush_stdout();
			fwrite(f->held.s + h->off, 1, h->len, stderr);
		} else {
			fwrite(f->held.s + h->off, 1, h->len, stdout);
		}
		free(h->word);
	}
	f->nlines = 0;
	sbuf_reset(&f->held);
	sbuf_free(&cause);
	sbuf_free(&why);
	sbuf_free(&after);
	verdict_clear(&f->v);
	return refused;
}

bool
frontend_commit_line(struct frontend *f)
{
	struct sbuf cause = { 0 }, why = { 0 };

	if (f->journal == NULL || !journal_holding(f->journal) ||
	    journal_commit(f->journal, &cause)) {
		sbuf_free(&cause);
		return true;
	}
	rebuild_from_journal(f);
	frontend_refused_unsaved(&why, sbuf_str(&cause));
	verdict_clear(&f->v);
	verdict_fail(&f->v, "%s", why.s);
	sbuf_free(&cause);
	sbuf_free(&why);
	return false;
}

bool
frontend_commit_now(struct frontend *f)
{
	struct verdict mine = f->v;

	if (!f->o.group_commit || f->journal == NULL || !journal_holding(f->journal))
		return true;
	/* the answers held so far go out, this line's stays to be given */
	verdict_init(&f->v);
	sbuf_reset(&f->commit_why);
	f->refused += frontend_commit_group(f);
	verdict_free(&f->v);
	f->v = mine;
	if (f->commit_why.len == 0)
		return true;
	verdict_clear(&f->v);
	verdict_fail(&f->v, "%s", f->commit_why.s);
	return false;
}

size_t
frontend_before_wait(struct frontend *f)
{
	size_t refused = frontend_commit_group(f) + f->refused;

	f->refused = 0;
	flush_stdout();
	return refused;
}

/* A game's first line ("new bte young ann bob", English as journals and
 * logs keep it) in the words of the messages' language: "nouveau bte
 * jeunes ann bob" in French. */
const char *
frontend_local_start(const char *line, struct sbuf *out)
{
	return game_local_start(line, out);
}

/* A move refused only because it was typed at a terminal
 * (verdict.confirm): the reason and a question.  Yes: the verdict is
 * cleared for the move to run again as a replay would; no (or not at a
 * terminal): false, the refusal said. */
bool
frontend_ask(struct frontend *f)
{
	struct sbuf q = { 0 };
	bool yes;

	if (!f->v.confirm || f->confirm == NULL)
		return false;
	verdict_sentences(&f->v);
	sbuf_printf(&q, "%s%s", sbuf_str(&f->v.msg),
	    _("Go on anyway? [y/N] "));
	yes = f->confirm(q.s);
	sbuf_free(&q);
	verdict_clear(&f->v);
	if (!yes)
		return verdict_fail(&f->v, _("nothing done; the game is as it was"));
	return true;
}
