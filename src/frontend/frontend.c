/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* frontend.c — one line of input, whatever the game: the commands every
 * game shares, dispatch to the game's own words, and printing verdicts. */
#include "frontend.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "paths.h"
#include "render.h"
#include "replay.h"
#include "report_html.h"
#include "session.h"
#include "util.h"
#include "verdict_out.h"

#include "frontend_int.h"

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

static enum frontend_result run_line(struct frontend *f, const char *source,
    long lineno, const char *line);
static size_t commit_group(struct frontend *f);
static void report(struct frontend *f, const char *source, long lineno,
    const char *word);

struct frontend *
frontend_new(const struct frontend_opts *o)
{
	struct frontend *f = xcalloc(1, sizeof *f);

	f->o = *o;
	f->sep = o->sep ? o->sep : CSVLOG_SEP_DEFAULT;
	f->s = session_new();
	session_set_persist(f->s, frontend_persist, f);
	verdict_init(&f->v);
	if (o->archive != NULL) {
		f->archive = xstrdup(o->archive);
		sbuf_add(&f->game_archive, o->archive);
	}
	return f;
}

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

bool
frontend_unfinished(const struct session *s)
{
	return session_game(s) != NULL && !session_finished(s);
}

static void
refused_unsaved(struct sbuf *why, const char *cause)
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
		refused_unsaved(why, sbuf_str(&cause));
		sbuf_free(&cause);
		return false;
	}
	if (!journal_rewrite(f->journal, lines, lens, n, &cause)) {
		if (f->aside.len)
			unlink(f->aside.s); /* the game is still in the journal */
		sbuf_reset(&f->aside);
		refused_unsaved(why, sbuf_str(&cause));
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
			refused_unsaved(why, sbuf_str(&cause));
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
		refused_unsaved(why, sbuf_str(&cause));
		ok = false;
	}
	sbuf_free(&cause);
	return ok;
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

/* lookup_slow's answer, remembered for each word as typed in the game in
 * play: a script types the same few words again and again. */
static const struct shared_cmd *
lookup(struct frontend *f, const char *word, const struct game_cmd **gc)
{
	const struct game_ops *g = session_game(f->s);
	const struct shared_cmd *sc;
	int k;

	if (!f->words_built || f->words_game != g) {
		cmd_table_clear(&f->words);
		f->words_game = g;
		f->words_built = true;
	}
	if ((k = cmd_table_get(&f->words, word)) < 0) {
		sc = lookup_slow(f, word, gc);
		if (sc)
			k = (int)(sc - frontend_shared_cmds);
		else if (*gc)
			k = (int)frontend_nshared + (int)(*gc - g->cmds);
		if (k >= 0)
			cmd_table_put(&f->words, word, strlen(word), k);
		return sc;
	}
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

	lookup(f, word, &gc);
	return gc;
}



size_t
frontend_replay(struct frontend *f, const struct journal_text *t, bool *used,
    size_t *first, struct sbuf *why)
{
	size_t refused = 0;
	bool was_quiet = f->quiet;

	f->quiet = true;
	size_t r = 0;
	for (size_t i = 0; i <= t->n; i++) {
		/* the records written after the commands so far */
		for (; r < t->nrec && t->rec[r].before <= i && refused == 0; r++)
			if (!f->skip_records)
				frontend_take_record(f, t->rec[r].key, t->rec[r].value);
		if (i == t->n)
			break;
		/* a line the game refuses is damage: nothing after it is the
		 * game as played */
		used[i] = refused == 0 && frontend_line_n(f, NULL,
		    (long)(t->lineno ? t->lineno[i] : i + 1), t->line[i],
		    t->len[i]) != FE_REJECTED;
		if (!used[i] && refused++ == 0) {
			if (first)
				*first = t->lineno ? t->lineno[i] : i + 1;
			if (why) {
				const char *m = sbuf_str(&f->v.msg);
				sbuf_reset(why);
				sbuf_printf(why, "%.*s", (int)strcspn(m, "\n"), m);
			}
		}
	}
	f->quiet = was_quiet;
	verdict_clear(&f->v);
	return refused;
}

static bool
picture(struct frontend *f, const struct call *c)
{
	if (c->argc == 2 && (cmd_word_eq(c->argv[1], "on") || cmd_word_eq(c->argv[1], "oui")))
		f->o.picture = true;
	else if (c->argc == 2 && (cmd_word_eq(c->argv[1], "off") || cmd_word_eq(c->argv[1], "non")))
		f->o.picture = false;
	else
		return frontend_usage(f, W_PICTURE);
	verdict_say(&f->v, f->o.picture ? _("The game will be drawn after each change of phase.")
	    : _("The game will be drawn only when you ask (show)."));
	return true;
}

static bool
lang(struct frontend *f, const struct call *c)
{
	enum i18n_status st = c->argc == 2 ? i18n_set(c->argv[1]) : I18N_UNKNOWN;

	if (st == I18N_UNKNOWN)
		return frontend_usage(f, W_LANG);
	if (st == I18N_NO_CATALOGUE)
		return verdict_fail(&f->v, _("cannot switch to French: no catalogue "
		    "fr/LC_MESSAGES/treeref.mo in %s; the messages stay in English"),
		    i18n_searched());
	if (strcmp(i18n_lang(), "fr") == 0)
		verdict_say(&f->v, _("Messages are now in French."));
	else
		verdict_say(&f->v, _("Messages are now in English."));
	return true;
}

/* Whether a word holds a blank (only a quoted one can): a plain loop,
 * the words are short. */
static bool
has_blank(const char *s)
{
	for (; *s; s++)
		if (*s == ' ' || *s == '\t')
			return true;
	return false;
}

/* A command the game records is written back as words separated by
 * blanks (journal, event log): quotes may group a file name, never a
 * word of the game. */
static bool
plain_words(const struct call *c, struct verdict *v)
{
	if (c->line.text != NULL)
		return true; /* the line is its words one space apart: no quotes */
	for (int i = 1; i < c->argc; i++) {
		if (c->argv[i][0] == '\0')
			return verdict_fail(v, _("word %d is empty: quotes are for "
			    "file names, not for the words of a game"), i + 1);
		if (has_blank(c->argv[i]))
			return verdict_fail(v, _("\"%s\" holds a blank: quotes are for "
			    "file names, not for the words of a game"), c->argv[i]);
	}
	return true;
}

/* Whether `new GAME ARGS...` would start, tried on a session of its own
 * (nothing saved, the game in play untouched); false with the reason
 * in `v`. */
static bool
new_game_ok(const struct call *c, struct verdict *v)
{
	struct session *trial = session_new();
	struct verdict quiet;
	bool ok;

	verdict_init(&quiet);
	quiet.run.quiet = true;
	ok = session_start(trial, c, &quiet);
	if (!ok) {
		verdict_fail(v, "%s", sbuf_str(&quiet.msg));
		for (int i = 0; i < quiet.nrules; i++)
			verdict_rule(v, quiet.rules[i]);
	}
	verdict_free(&quiet);
	session_free(trial);
	return ok;
}

static enum frontend_result
run_shared(struct frontend *f, const struct shared_cmd *sc, const struct call *c)
{
	bool ok = false;

	/* too many words or too few are refused, not ignored or guessed */
	if (!game_args_fit(c->argc - 1, sc->min_args, sc->max_args)) {
		f->v.ok = frontend_usage(f, sc->id);
		return FE_REJECTED;
	}
	switch (sc->id) {
	case W_NEW:
		if (!plain_words(c, &f->v)) {
			ok = false;
			break;
		}
		/* at a terminal, a game in progress is not dropped by a slip;
		 * but a new game that could not start asks nothing */
		if (f->confirm && !f->quiet && frontend_unfinished(f->s) && !new_game_ok(c, &f->v)) {
			ok = false;
			break;
		}
		if (f->confirm && !f->quiet && frontend_unfinished(f->s) &&
		    !f->confirm(_("The game in progress is not finished. Start a new one? [y/N] "))) {
			ok = verdict_fail(&f->v, _("the game in progress goes on"));
			break;
		}
		/* a finished game whose archive write failed: once more, else
		 * it is kept aside with the journal (frontend_replace_journal) */
		frontend_archive_retry(f);
		ok = session_start(f->s, c, &f->v);
		if (ok) {
			frontend_archive_started(f);
			frontend_say_aside(f);
			frontend_run_kept(f);
		}
		break;
	case W_UNDO: ok = frontend_archive_may_undo(f) && session_undo(f->s, &f->v); break;
	case W_REDO:
		ok = session_redo(f->s, &f->v);
		if (ok)
			frontend_archive_ended(f, false);
		ok = ok && f->v.ok; /* false: its group could not be saved */
		break;
	case W_RULES: ok = frontend_rules(f, c); break;
	case W_QUERY: break; /* dispatched as the game's command */
	case W_EXPORT: ok = frontend_export(f, c); break;
	case W_LOAD:
		ok = frontend_load(f, c);
		if (ok)
			frontend_archive_loaded_file(f, c->argv[1]);
		break;
	case W_KEPT: ok = frontend_games(f, c); break;
	case W_PICTURE: ok = picture(f, c); break;
	case W_LANG: ok = lang(f, c); break;
	case W_HELP: ok = frontend_help(f, c); break;
	case W_QUIT: return FE_QUIT;
	}
	f->v.ok = ok;
	return ok ? FE_OK : FE_REJECTED;
}

/* A phase changed and the user asked for pictures: draw the game under
 * the announcements. */
static void
draw_after(struct frontend *f, const struct call *c)
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

static enum frontend_result unknown_word(struct frontend *f,
    const struct call *c);

static enum frontend_result
dispatch(struct frontend *f, struct call *c, const char **word)
{
	const struct game_cmd *gc;
	const struct shared_cmd *sc = lookup(f, c->argv[0], &gc);

	/* A journal being replayed holds only commands that change the game:
	 * never let one write or read files. */
	if (sc && f->quiet && sc->id != W_NEW && sc->id != W_UNDO && sc->id != W_REDO) {
		verdict_fail(&f->v, _("\"%s\" cannot be replayed"), c->argv[0]);
		return FE_REJECTED;
	}
	if (sc && sc->id != W_QUERY) {
		*word = sc->word;
		/* these replace the journal whole, or keep it aside: what is
		 * held goes to disk first */
		if (sc->id == W_LOAD || sc->id == W_KEPT ||
		    (sc->id == W_NEW && (frontend_unfinished(f->s) ||
		    frontend_archive_unsaved(f))))
			f->refused += commit_group(f);
		/* an export writes only what the journal holds: should the
		 * commit fail, the file has none of the commands refused */
		if (sc->id == W_EXPORT)
			f->refused += commit_group(f);
		return run_shared(f, sc, c);
	}
	if (sc && gc == NULL) {
		*word = sc->word;
		frontend_no_game(f);
		return FE_REJECTED;
	}
	if (gc) {
		*word = gc->word;
		return frontend_run_cmd(f, gc, c);
	}
	if (session_game(f->s) != NULL && session_game(f->s)->notation != NULL) {
		/* not a command word: a line of short forms, perhaps */
		enum frontend_result r;
		if (frontend_notation(f, c, word, &r))
			return r;
	}
	return unknown_word(f, c);
}

enum frontend_result
frontend_run_cmd(struct frontend *f, const struct game_cmd *gc, struct call *c)
{
	if (!(gc->flags & CMD_QUERY) && !plain_words(c, &f->v))
		return FE_REJECTED;
	f->v.names = session_game(f->s)->rules;
	bool was_over = session_finished(f->s);
	if (gc == &f->query[Q_LEGAL] && frontend_own_legal_unfit(f, gc, c)) {
		/* legal or legal NAME, where the game's own takes other
		 * words: the moves, in every game */
		frontend_legal_moves(f, c, true);
		return FE_OK;
	}
	if (!frontend_run_move(f, gc, c, was_over))
		return FE_REJECTED;
	if (gc == &f->query[Q_LEGAL])
		frontend_legal_moves(f, c, false);
	if (gc == &f->query[Q_STATUS] && f->o.json)
		frontend_status_data(f);
	if (!(gc->flags & CMD_QUERY)) {
		frontend_archive_ended(f, was_over);
		if (!f->v.ok)
			return FE_REJECTED; /* its group could not be saved */
	}
	if (gc == &f->query[Q_WHY] && f->v.run.nchecks > 0)
		verdict_conclude(&f->v);
	if (gc == &f->query[Q_SCORE])
		frontend_sheet_data(f);
	if (gc == &f->query[Q_STATUS])
		frontend_say_labels(f);
	if (!(gc->flags & CMD_QUERY)) {
		const char *keep = session_game(f->s)->keep_cmd;
		if (keep && strcmp(gc->word, keep) == 0)
			frontend_keep_declaration(f, c);
		if (f->o.picture && f->v.news.len > 0)
			draw_after(f, c);
	}
	return FE_OK;
}

/* A word that names no command (nor a line of short forms). */
static enum frontend_result
unknown_word(struct frontend *f, const struct call *c)
{
	if (utf8_bom_len(c->argv[0], strlen(c->argv[0])) > 0)
		/* files joined one after another, each with its mark */
		verdict_fail(&f->v, _("a byte order mark (U+FEFF, invisible) begins "
		    "this line, before \"%s\": scripts joined one after another "
		    "keep the mark each began with; remove it"), c->argv[0] + 3);
	else if (session_game(f->s) == NULL && f->elsewhere)
		frontend_no_game(f); /* a game's word, or a typo of one */
	else if (session_game(f->s) == NULL)
		verdict_fail(&f->v, _("unknown command \"%s\": no game yet, start one with new (type help)"),
		    c->argv[0]);
	else
		verdict_fail(&f->v, _("unknown command \"%s\" (type help)"), c->argv[0]);
	return frontend_suggest_word(f, c->argv[0]); /* FE_REJECTED */
}

/* Render a verdict into the held answers. */
static void
hold(struct frontend *f, const struct verdict *v, const char *source,
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
	session_set_persist(f->s, frontend_persist, f);
	f->journal = NULL; /* replaying writes nothing */
	frontend_replay(f, &t, used, NULL, NULL);
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
static size_t
commit_group(struct frontend *f)
{
	struct sbuf cause = { 0 }, why = { 0 }, after = { 0 };
	size_t refused = 0;

	if (f->journal && journal_holding(f->journal) &&
	    !journal_commit(f->journal, &cause)) {
		rebuild_from_journal(f);
		refused_unsaved(&why, sbuf_str(&cause));
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
	refused_unsaved(&why, sbuf_str(&cause));
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
	f->refused += commit_group(f);
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
	size_t refused = commit_group(f) + f->refused;

	f->refused = 0;
	flush_stdout();
	return refused;
}

enum frontend_result
frontend_line(struct frontend *f, const char *source, long lineno,
    const char *line)
{
	return frontend_line_n(f, source, lineno, line, strlen(line));
}

static void
report(struct frontend *f, const char *source, long lineno, const char *word)
{
	if (f->quiet)
		return;
	verdict_sentences(&f->v);
	if (f->o.group_commit && f->journal) {
		hold(f, &f->v, source, lineno, word);
		return;
	}
	if (f->o.json) {
		verdict_print_json(&f->v, source ? source : "-", lineno, word);
		return;
	}
	if (f->o.wrap && f->o.width > 0) {
		struct sbuf b = { 0 };
		render_wrap(&b, sbuf_str(&f->v.msg), f->o.width, -1);
		sbuf_free(&f->v.msg);
		f->v.msg = b;
		b = (struct sbuf){ 0 };
		render_wrap(&b, sbuf_str(&f->v.news), f->o.width, -1);
		sbuf_free(&f->v.news);
		f->v.news = b;
	}
	verdict_print(&f->v, source, lineno);
}

enum frontend_result
frontend_line_n(struct frontend *f, const char *source,
    long lineno, const char *line, size_t len)
{
	const char *problem;

	verdict_clear(&f->v);
	f->line_wrote = false;
	/* tables fit the terminal they are shown on; written to a file or
	 * a pipe, they keep their columns whatever their width */
	render_table_width(f->o.wrap ? f->o.width : 0);
	if (len > CMD_MAX_LINE) {
		verdict_fail(&f->v, _("the line is longer than %d bytes; nothing was done"),
		    CMD_MAX_LINE);
		report(f, source, lineno, "");
		return FE_REJECTED;
	}
	if ((problem = cmd_line_problem(line, len)) != NULL) {
		verdict_fail(&f->v, _("%s; nothing was done"), problem);
		report(f, source, lineno, "");
		return FE_REJECTED;
	}
	enum frontend_result r = run_line(f, source, lineno, line);
	if (f->held.len > HELD_MAX)
		f->refused += commit_group(f);
	return r;
}

/* Whether the words cmd_tokenize cut from `copy` (of `line`, `len`
 * bytes) are the whole line, one space apart: then the line is the
 * command as typed (session.c keeps it without joining the words). */
static bool
exact_words(const char *line, size_t len, const char *copy,
    const struct call *c)
{
	const char *at = copy;

	for (int i = 0; i < c->argc; i++) {
		if (c->argv[i] != at)
			return false; /* a blank before it, or a quote */
		while (*at != '\0') /* words are short: no call to strlen */
			at++;
		if (i + 1 < c->argc) {
			if (line[at - copy] != ' ')
				return false; /* a tab, or a quote's end */
			at++;
		}
	}
	return at == copy + len; /* nothing after: no comment, no blank */
}

/* A line known to be clean: tokenize, dispatch, report. */
static enum frontend_result
run_line(struct frontend *f, const char *source, long lineno, const char *line)
{
	char *argv[CMD_MAX_ARGS];
	char copy[CMD_MAX_LINE + 1]; /* frontend_line_n checked the length */
	struct call c = { .argv = argv, .colour = f->o.colour, .width = f->o.width };
	const char *word = NULL;
	enum frontend_result r;
	size_t len = strlen(line);

	if (len > CMD_MAX_LINE)
		len = CMD_MAX_LINE;
	memcpy(copy, line, len);
	copy[len] = '\0';
	c.argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	if (c.argc == 0) {
		/* a program writing a line waits for its answer: under
		 * --json a blank or comment line gets one too */
		if (f->o.json)
			report(f, source, lineno, "");
		return FE_OK;
	}
	if (c.argc > 0 && exact_words(line, len, copy, &c)) {
		c.line.text = line;
		c.line.len = len;
	}
	if (c.argc < 0) {
		verdict_fail(&f->v, _("too many words on one line (at most %d)"), CMD_MAX_ARGS);
		r = FE_REJECTED;
	} else {
		r = dispatch(f, &c, &word);
	}
	report(f, source, lineno, word ? word : (c.argc > 0 ? argv[0] : ""));
	if (r == FE_QUIT)
		return r;
	return f->stop ? FE_STOP : r;
}
