/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* frontend.c — the runner: one line of input, whatever the game: the
 * commands every game shares dispatched to the files below (fe_core.c
 * holds the state they share), the game's own words to the game, and
 * printing verdicts.  It lends the files below its replay and its run
 * of one command through struct fe_runner (frontend_new). */
#include "frontend.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "render.h"
#include "session.h"
#include "util.h"
#include "verdict_out.h"

#include "frontend_int.h"

static enum frontend_result run_line(struct frontend *f, const char *source,
    long lineno, const char *line, size_t len, char *copy, char **argv,
    int argc);
static void report(struct frontend *f, const char *source, long lineno,
    const char *word);

/* What the words below the runner run lines through (fe_runner). */
static const struct fe_runner runner = {
	.replay = frontend_replay,
	.run_cmd = frontend_run_cmd,
};

struct frontend *
frontend_new(const struct frontend_opts *o)
{
	return frontend_make(o, &runner);
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
			/* a line of several moves is joined where it was
			 * played, whatever records wait till after */
			if (!f->skip_records || strcmp(t->rec[r].key, "joined") == 0)
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
	if (f->s)
		session_mark_read(f->s);
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
		if (sc->max_args == 0)
			/* what was typed, then the usage on its own line */
			verdict_fail(&f->v, _("%s takes nothing after it, not "
			    "\"%s\".\n"), c->argv[0], c->argv[1]);
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

static enum frontend_result unknown_word(struct frontend *f,
    const struct call *c);

static enum frontend_result
dispatch(struct frontend *f, struct call *c, const char **word)
{
	const struct game_cmd *gc;
	bool english;
	/* the words one space apart: the first ends where the second begins */
	size_t n0 = c->line.text == NULL ? strlen(c->argv[0]) : c->argc > 1 ?
	    (size_t)(c->argv[1] - c->argv[0] - 1) : c->line.len;
	const struct shared_cmd *sc = frontend_lookup(f, c->argv[0], n0, &gc, &english);

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
			f->refused += frontend_commit_group(f);
		/* an export writes only what the journal holds: should the
		 * commit fail, the file has none of the commands refused */
		if (sc->id == W_EXPORT)
			f->refused += frontend_commit_group(f);
		return run_shared(f, sc, c);
	}
	if (sc && gc == NULL) {
		*word = sc->word;
		frontend_no_game(f);
		return FE_REJECTED;
	}
	if (gc) {
		*word = gc->word;
		c->line.english = english; /* session_run need not compare */
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
	const struct game_ops *g = session_game(f->s);

	if (!(gc->flags & CMD_QUERY) && !plain_words(c, &f->v))
		return FE_REJECTED;
	f->v.names = g->rules;
	bool was_over = session_finished(f->s);
	if (gc == &f->query[Q_LEGAL] && frontend_own_legal_unfit(f, gc, c)) {
		/* legal or legal NAME, where the game's own takes other
		 * words: the moves, in every game */
		frontend_legal_moves(f, c, true);
		return FE_OK;
	}
	if (!frontend_run_move(f, gc, c, was_over))
		return FE_REJECTED;
	if (!(gc->flags & CMD_QUERY)) {
		/* a move (the shared queries all have CMD_QUERY) */
		frontend_archive_ended(f, was_over);
		if (!f->v.ok)
			return FE_REJECTED; /* its group could not be saved */
		const char *keep = g->keep_cmd; /* a move keeps its game */
		if (keep && strcmp(gc->word, keep) == 0)
			frontend_keep_declaration(f, c);
		if (f->o.picture && f->v.news.len > 0 && !f->in_line)
			frontend_draw_after(f, c);
		return FE_OK;
	}
	if (gc == &f->query[Q_LEGAL])
		frontend_legal_moves(f, c, false);
	if (gc == &f->query[Q_STATUS] && f->o.json)
		frontend_status_data(f);
	if (gc == &f->query[Q_WHY] && f->v.run.nchecks > 0)
		verdict_conclude(&f->v);
	if (gc == &f->query[Q_SCORE] && f->o.json)
		frontend_sheet_data(f); /* read only by --json's answer */
	if (gc == &f->query[Q_STATUS])
		frontend_say_labels(f);
	return FE_OK;
}

/* Whether a word reads as a name rather than a short form mistyped:
 * two characters or more, no digit and no ASCII punctuation. */
static bool
name_like(const char *w)
{
	size_t chars = 0;

	for (const unsigned char *p = (const unsigned char *)w; *p; p++) {
		if (*p < 0x80 && (isdigit(*p) || ispunct(*p)))
			return false;
		chars += (*p & 0xC0) != 0x80;
	}
	return chars >= 2;
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
	else if (c->argc >= 2 && name_like(c->argv[0]) &&
	    game_notation_is_move(session_game(f->s), session_state(f->s),
	    c->argv[1]))
		/* a word, then a move: a player's name mistyped (the players
		 * named, and the nearest), or ambiguous */
		game_find_player(session_game(f->s), session_state(f->s),
		    c->argv[0], &f->v);
	else if (session_game(f->s)->notation != NULL)
		/* a short form mistyped as often as a command */
		verdict_fail(&f->v, _("\"%s\" is neither a command nor a move (type "
		    "help, or help notation for the short forms)"), c->argv[0]);
	else
		verdict_fail(&f->v, _("unknown command \"%s\" (type help)"), c->argv[0]);
	return frontend_suggest_word(f, c->argv[0]); /* FE_REJECTED */
}

enum frontend_result
frontend_line(struct frontend *f, const char *source, long lineno,
    const char *line)
{
	return frontend_line_n(f, source, lineno, line, strlen(line));
}

/* The answer and the announcements wrapped to the terminal's width
 * (--wrap): out of report's way, which most lines go through without. */
static __attribute__((noinline)) void
wrap_verdict(struct frontend *f)
{
	struct sbuf b = { 0 };

	render_wrap(&b, sbuf_str(&f->v.msg), f->o.width, -1);
	sbuf_free(&f->v.msg);
	f->v.msg = b;
	b = (struct sbuf){ 0 };
	render_wrap(&b, sbuf_str(&f->v.news), f->o.width, -1);
	sbuf_free(&f->v.news);
	f->v.news = b;
}

static void
report(struct frontend *f, const char *source, long lineno, const char *word)
{
	if (f->quiet)
		return;
	if (!f->v.ok) /* verdict_sentences ends a refusal's sentences */
		verdict_sentences(&f->v);
	if (f->o.group_commit && f->journal) {
		frontend_hold(f, &f->v, source, lineno, word);
		return;
	}
	if (f->o.json) {
		verdict_print_json(&f->v, source ? source : "-", lineno, word);
		return;
	}
	if (f->o.wrap && f->o.width > 0)
		wrap_verdict(f);
	verdict_print(&f->v, source, lineno);
}

enum frontend_result
frontend_line_n(struct frontend *f, const char *source,
    long lineno, const char *line, size_t len)
{
	char *argv[CMD_MAX_ARGS];
	char copy[CMD_MAX_LINE + 1];
	const char *problem;
	int argc;

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
	/* the common line (plain words one space apart) is checked, copied
	 * and cut in one pass; any other takes the slow path */
	if ((argc = cmd_split_plain(line, len, copy, argv, CMD_MAX_ARGS)) < 0 &&
	    (problem = cmd_line_problem(line, len)) != NULL) {
		size_t at = f->v.msg.len;
		verdict_fail(&f->v, _("%s; nothing was done"), problem);
		/* the problem is our words, not the user's: the sentence's
		 * capital, as "The line is longer..." above has it */
		render_capital_at(&f->v.msg, at);
		report(f, source, lineno, "");
		return FE_REJECTED;
	}
	enum frontend_result r = run_line(f, source, lineno, line, len, copy, argv, argc);
	if (f->held.len > HELD_MAX)
		f->refused += frontend_commit_group(f);
	return r;
}

/* A line known to be clean, `len` bytes: tokenized (unless
 * cmd_split_plain cut it into `copy`: argc >= 0), dispatched, reported. */
static enum frontend_result
run_line(struct frontend *f, const char *source, long lineno, const char *line,
    size_t len, char *copy, char **argv, int argc)
{
	struct call c = { .argv = argv, .argc = argc, .colour = f->o.colour,
	    .width = f->o.width };
	const char *word = NULL;
	enum frontend_result r;
	bool exact = true;

	if (argc < 0) {
		len = strlen(line); /* len, as a NUL before it is a problem */
		if (len > CMD_MAX_LINE)
			len = CMD_MAX_LINE;
		memcpy(copy, line, len);
		copy[len] = '\0';
		/* exact: the line is the words one space apart, the command
		 * as typed (session.c keeps it without joining the words) */
		c.argc = cmd_split(copy, argv, CMD_MAX_ARGS, &exact);
	}
	if (c.argc == 0) {
		/* a program writing a line waits for its answer: under
		 * --json a blank or comment line gets one too */
		if (f->o.json)
			report(f, source, lineno, "");
		return FE_OK;
	}
	if (c.argc > 0 && exact) {
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
