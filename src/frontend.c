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
#include "report.h"
#include "report_html.h"
#include "session.h"
#include "util.h"

struct frontend {
	struct frontend_opts o;
	struct session *s;
	struct verdict v;
	struct journal *journal;
	bool quiet;
	bool (*confirm)(const char *question);
	/* the game's answers to the shared queries, under the shared words */
	const struct game_ops *query_game;
	struct game_cmd query[Q_COUNT];
	struct sbuf aside; /* where the last new or load kept a game aside */
	char sep;          /* the CSV separator of exports */
	/* Each command word typed so far, exactly as typed, with what the
	 * folding lookup made of it in the game in play (words_game). */
	struct cmd_table words;
	const struct game_ops *words_game;
	bool words_built;
	/* Group commit: the answers held until their journal lines are on
	 * disk, rendered in `held`, one record per line. */
	struct sbuf held;
	struct held_line *lines;
	size_t nlines, lines_cap;
	size_t refused; /* lines refused by a failed commit, not yet told */
};

/* One held answer: held[off, off + len), for stdout or stderr. */
struct held_line {
	size_t off, len;
	bool to_stderr;
	const char *source;
	long lineno;
	char *word;
};

/* Answers held past this many bytes are committed without waiting for
 * the input to pause: memory stays bounded whatever the script. */
#define HELD_MAX (4u << 20)

enum shared_word { W_NEW, W_QUERY, W_RULES, W_UNDO, W_REDO, W_EXPORT, W_LOAD,
	W_KEPT, W_PICTURE, W_LANG, W_HELP, W_QUIT };

/* The words the front end answers itself, in every game. */
static const struct shared_cmd {
	enum shared_word id;
	int query; /* W_QUERY: which of the game's query[] answers */
	const char *word;
	const char *aliases;
	const char *usage;
	const char *summary;
	const char *example; /* N_(): French words in French */
} shared_cmds[] = {
	{ W_NEW, 0, "new", "nouveau nouvelle", N_("new GAME [VARIANT...] NAME..."),
	  N_("start a game (help new lists the games)"), N_("new bte ann bob carl") },
	{ W_QUERY, Q_STATUS, "status", "etat", N_("status"),
	  N_("where the game stands and who still has to play"), N_("status") },
	{ W_QUERY, Q_SCORE, "score", "points", N_("score"),
	  N_("the scores so far"), N_("score") },
	{ W_QUERY, Q_SHOW, "show", "montrer voir", N_("show [NAME]"),
	  N_("draw the game"), N_("show") },
	{ W_QUERY, Q_LEGAL, "legal", "legal", N_("legal NAME ..."),
	  N_("the moves a player may make now"), N_("legal ann") },
	{ W_QUERY, Q_WHY, "why", "pourquoi", N_("why NAME ..."),
	  N_("each rule checked for one move, passed or broken"), N_("why ann") },
	{ W_RULES, 0, "rules", "regles", N_("rules [ID|NAME]"),
	  N_("the rules the referee applies, or one of them"), N_("rules") },
	{ W_UNDO, 0, "undo", "annuler", N_("undo"),
	  N_("take back the last accepted command"), N_("undo") },
	{ W_REDO, 0, "redo", "refaire retablir", N_("redo"),
	  N_("play again the command undo took back"), N_("redo") },
	{ W_EXPORT, 0, "export", "exporter", N_("export scores|log|report FILE [--sep ;]"),
	  N_("write the score sheet or the event log as CSV (--sep ; for a French spreadsheet), or the report page as HTML"),
	  N_("export log table1.csv") },
	{ W_LOAD, 0, "load", "charger", N_("load FILE.csv"),
	  N_("replay a saved event log and continue its last game"),
	  N_("load table1.csv") },
	{ W_KEPT, 0, "kept", "gardees reprendre", N_("kept [NUMBER]"),
	  N_("list the games kept aside (newest first), or bring one back"),
	  N_("kept 1") },
	{ W_PICTURE, 0, "picture", "image dessin", N_("picture on|off"),
	  N_("draw the game after each change of phase, or stop"),
	  N_("picture on") },
	{ W_LANG, 0, "lang", "langue", N_("lang en|fr"),
	  N_("switch the messages to English or French"), N_("lang fr") },
	{ W_HELP, 0, "help", "aide", N_("help [COMMAND]"),
	  N_("list the commands, or show how to use one"), N_("help place") },
	{ W_QUIT, 0, "quit", "quitter exit", N_("quit"),
	  N_("leave treeref"), N_("quit") },
};
#define NSHARED (sizeof shared_cmds / sizeof shared_cmds[0])

static enum frontend_result run_line(struct frontend *f, const char *source,
    long lineno, const char *line);
static size_t commit_group(struct frontend *f);
static void report(struct frontend *f, const char *source, long lineno,
    const char *word);
static void run_kept(struct frontend *f);
static bool persist(void *ctx, const char *line, bool restart, struct sbuf *why);

struct frontend *
frontend_new(const struct frontend_opts *o)
{
	struct frontend *f = xcalloc(1, sizeof *f);

	f->o = *o;
	f->sep = o->sep ? o->sep : CSVLOG_SEP_DEFAULT;
	f->s = session_new();
	session_set_persist(f->s, persist, f);
	verdict_init(&f->v);
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
	journal_close(f->journal);
	f->journal = j;
}

void
frontend_set_confirm(struct frontend *f, bool (*confirm)(const char *question))
{
	f->confirm = confirm;
}

void
frontend_set_width(struct frontend *f, int width)
{
	f->o.width = width > 0 ? width : 100;
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

static bool
unfinished(const struct session *s)
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
static bool
replace_journal(struct frontend *f, char *const *lines, const size_t *lens,
    size_t n, struct sbuf *why)
{
	struct sbuf cause = { 0 };

	sbuf_reset(&f->aside);
	if (unfinished(f->s) &&
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
static bool
persist(void *ctx, const char *line, bool restart, struct sbuf *why)
{
	struct frontend *f = ctx;
	struct sbuf cause = { 0 };
	bool ok = true;

	if (f->journal == NULL)
		return true;
	/* held for the group's commit, unless an unfinished game must first
	 * be kept aside from the journal (committed before: see dispatch) */
	if (f->o.group_commit && !(restart && unfinished(f->s))) {
		journal_hold(f->journal, line, restart);
		return true;
	}
	if (restart) {
		char *one[] = { (char *)line };
		return replace_journal(f, one, NULL, 1, why);
	}
	if (!journal_append(f->journal, line, &cause)) {
		refused_unsaved(why, sbuf_str(&cause));
		ok = false;
	}
	sbuf_free(&cause);
	return ok;
}

/* After new, load or kept: say where an unfinished game was kept. */
static void
say_aside(struct frontend *f)
{
	if (f->aside.len)
		verdict_say(&f->v, _("The unfinished game before it was kept in %s "
		    "(type kept to see the kept games)."), f->aside.s);
	sbuf_reset(&f->aside);
}

static const struct shared_cmd *
find_shared(const char *word)
{
	for (size_t i = 0; i < NSHARED; i++)
		if (cmd_word_in(word, shared_cmds[i].word, shared_cmds[i].aliases))
			return &shared_cmds[i];
	return NULL;
}

/* The game's answer to a shared query, under the shared word, or NULL
 * before any game. */
static const struct game_cmd *
query_cmd(struct frontend *f, const struct shared_cmd *sc)
{
	const struct game_ops *g = session_game(f->s);

	if (g == NULL)
		return NULL;
	if (f->query_game != g) {
		for (size_t i = 0; i < NSHARED; i++) {
			const struct shared_cmd *q = &shared_cmds[i];
			if (q->id != W_QUERY)
				continue;
			f->query[q->query] = g->query[q->query];
			f->query[q->query].word = q->word;
			f->query[q->query].aliases = q->aliases;
			f->query[q->query].flags |= CMD_QUERY;
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
	const struct shared_cmd *sc = find_shared(word);

	if (sc)
		*gc = sc->id == W_QUERY ? query_cmd(f, sc) : NULL;
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
			k = (int)(sc - shared_cmds);
		else if (*gc)
			k = (int)NSHARED + (int)(*gc - g->cmds);
		if (k >= 0)
			cmd_table_put(&f->words, word, strlen(word), k);
		return sc;
	}
	if (k >= (int)NSHARED) {
		*gc = &g->cmds[k - (int)NSHARED];
		return NULL;
	}
	*gc = shared_cmds[k].id == W_QUERY ? query_cmd(f, &shared_cmds[k]) : NULL;
	return &shared_cmds[k];
}

const struct game_cmd *
frontend_find_cmd(struct frontend *f, const char *word)
{
	const struct game_cmd *gc;

	lookup(f, word, &gc);
	return gc;
}

/* Too few or too many arguments: the usage, in one wording everywhere. */
static bool
arity_ok(const struct game_cmd *gc, const struct call *c, struct verdict *v)
{
	int n = c->argc - 1;

	if (n >= gc->min_args && (gc->max_args == ARGS_ANY || n <= gc->max_args))
		return true;
	return verdict_fail(v, _("Usage: %s"), _(gc->usage));
}

void
frontend_complete_shared(struct completion *out, bool fr)
{
	char buf[64];

	for (size_t i = 0; i < NSHARED; i++)
		completion_add(out, cmd_local_word(shared_cmds[i].word,
		    shared_cmds[i].aliases, fr, buf, sizeof buf));
}

/* A variant word of `g` (English or French), or NULL. */
static const struct game_variant *
find_variant(const struct game_ops *g, const char *word)
{
	for (const struct game_variant *gv = g->variants; gv && gv->word; gv++)
		if (cmd_word_in(word, gv->word, gv->aliases))
			return gv;
	return NULL;
}

void
frontend_complete_variants(const struct game_ops *g, int argi, char **argv,
    bool fr, struct completion *out)
{
	char buf[64];

	/* variants come before the names: none once a name is typed */
	for (int i = 2; i < argi; i++)
		if (find_variant(g, argv[i]) == NULL)
			return;
	for (const struct game_variant *gv = g->variants; gv && gv->word; gv++) {
		bool typed = false;
		for (int i = 2; i < argi; i++)
			typed = typed || find_variant(g, argv[i]) == gv;
		if (!typed)
			completion_add(out, cmd_local_word(gv->word, gv->aliases, fr,
			    buf, sizeof buf));
	}
}

void
frontend_describe_game(struct sbuf *out, const struct game_ops *g, bool fr)
{
	struct sbuf list = { 0 };
	char buf[64];

	for (const struct game_variant *gv = g->variants; gv && gv->word; gv++)
		sbuf_printf(&list, "%s%s", list.len ? ", " : "",
		    cmd_local_word(gv->word, gv->aliases, fr, buf, sizeof buf));
	if (list.len)
		/* TRANSLATORS: a game's word, its title and its variants'
		 * words, as "bte (Best Treehouse Ever), variants: young". */
		sbuf_printf(out, _("  %s (%s), variants: %s\n"), g->id, g->title, list.s);
	else
		/* TRANSLATORS: a game's word and its title. */
		sbuf_printf(out, _("  %s (%s), no variant\n"), g->id, g->title);
	sbuf_free(&list);
}

bool
frontend_complete_args(struct frontend *f, struct completion *out, int argi,
    char **argv)
{
	const struct shared_cmd *sc = find_shared(argv[0]);
	const struct game_ops *g = session_game(f->s);

	if (sc == NULL)
		return true;
	switch (sc->id) {
	case W_NEW:
		if (argi == 1)
			for (size_t i = 0; game_list[i]; i++)
				completion_add(out, game_list[i]->names[0]);
		else if ((g = game_find(argv[1])) != NULL)
			frontend_complete_variants(g, argi, argv,
			    strcmp(i18n_lang(), "fr") == 0, out);
		return true;
	case W_EXPORT:
		if (argi == 1) {
			completion_add(out, "scores");
			completion_add(out, "log");
			completion_add(out, "report");
			return true;
		}
		if (argi == 3 && !cmd_word_eq(argv[1], "report") &&
		    !cmd_word_eq(argv[1], "rapport"))
			completion_add(out, "--sep");
		if (argi == 4 && strcmp(argv[3], "--sep") == 0) {
			completion_add(out, ";");
			completion_add(out, ",");
		}
		return argi != 2;
	case W_LOAD:
		return argi != 1;
	case W_KEPT:
		if (argi == 1 && f->journal) {
			size_t n;
			struct journal_kept *k = journal_kept_list(f->journal, &n);
			char num[24];
			for (size_t i = 0; i < n; i++) {
				snprintf(num, sizeof num, "%zu", i + 1);
				completion_add(out, num);
			}
			journal_kept_free(k, n);
		}
		return true;
	case W_PICTURE:
		if (argi == 1) {
			completion_add(out, "on");
			completion_add(out, "off");
		}
		return true;
	case W_LANG:
		if (argi == 1) {
			completion_add(out, "en");
			completion_add(out, "fr");
		}
		return true;
	case W_HELP:
		if (argi == 1)
			for (size_t i = 0; i < NSHARED; i++)
				completion_add(out, shared_cmds[i].word);
		return true;
	case W_RULES:
		if (argi == 1 && g != NULL)
			for (const struct game_rule *r = g->rules; r->id; r++) {
				completion_add(out, r->id);
				/* a name of one word completes too; a longer
				 * one is typed (TAB completes one word) */
				if (r->name && strchr(_(r->name), ' ') == NULL)
					completion_add(out, _(r->name));
			}
		return true;
	default:
		return true;
	}
}

/* Help and rules are laid out for the narrowest usual terminal, in
 * every mode but --json (data for a program, which lays it out itself). */
#define HELP_WIDTH 80
#define HELP_COLUMN 37 /* where the summaries start */

static int
help_width(const struct frontend *f)
{
	return f->o.json ? 0 : HELP_WIDTH;
}

static void
help_line(struct frontend *f, const char *usage, const char *summary)
{
	/* pad by columns, not bytes, so accented usages line up; a usage
	 * too long for the column puts its summary on the next line; a
	 * long summary goes on under itself */
	struct sbuf b = { 0 }, w = { 0 };
	int width = render_width(_(usage));

	sbuf_printf(&b, "  %s", _(usage));
	if (width > HELP_COLUMN - 3)
		sbuf_printf(&b, "\n%*s", HELP_COLUMN, "");
	else
		for (int i = width + 2; i < HELP_COLUMN; i++)
			sbuf_addc(&b, ' ');
	sbuf_add(&b, _(summary));
	render_wrap(&w, b.s, help_width(f), HELP_COLUMN);
	verdict_say(&f->v, "%s", w.s);
	sbuf_free(&b);
	sbuf_free(&w);
}

/* A paragraph of help text (a rule, a summary) within HELP_WIDTH. */
static void
help_paragraph(struct frontend *f, const char *text, int indent)
{
	struct sbuf w = { 0 };

	render_wrap(&w, text, help_width(f), indent);
	verdict_say(&f->v, "%s", sbuf_str(&w));
	sbuf_free(&w);
}

/* How to use a command: usage, summary and example.  An example is an
 * N_() message, shown in the user's language; one not in the catalogue
 * (a game's not yet marked) shows as it is written. */
static void
say_usage(struct verdict *v, const char *usage, const char *summary,
    const char *example)
{
	verdict_say(v, _("Usage: %s"), _(usage));
	verdict_say(v, "%s", _(summary));
	if (example)
		verdict_say(v, _("Example: %s"), _(example));
}

/* `help WORD` for a word that no command of the game in play (if any)
 * answers: the games whose command it is, each with its usage. */
static bool
help_other_games(struct frontend *f, const char *word)
{
	const struct game_ops *now = session_game(f->s);
	const struct game_ops *found[8];
	const struct game_cmd *cmds[8];
	const char *titles[8];
	struct sbuf list = { 0 };
	int n = 0;

	for (size_t i = 0; game_list[i] && n < 8; i++) {
		if (game_list[i] == now)
			continue;
		for (const struct game_cmd *gc = game_list[i]->cmds; gc->word; gc++)
			if (cmd_word_in(word, gc->word, gc->aliases)) {
				found[n] = game_list[i];
				cmds[n] = gc;
				titles[n++] = game_list[i]->title;
				break;
			}
	}
	if (n == 0)
		return verdict_fail(&f->v, _("no command named \"%s\"; type help for the list"), word);
	render_list_and(&list, titles, n);
	if (now)
		verdict_fail(&f->v, ngettext("\"%s\" is not a command of %s but of "
		    "the game %s:", "\"%s\" is not a command of %s but of the games "
		    "%s:", (unsigned long)n), word, now->title, list.s);
	else
		verdict_say(&f->v, ngettext("\"%s\" is a command of the game %s, "
		    "once it has started:", "\"%s\" is a command of the games %s, "
		    "once one of them has started:", (unsigned long)n), word, list.s);
	for (int i = 0; i < n; i++) {
		/* TRANSLATORS: a game's title, then the word that names it
		 * after new: "In Best Treehouse Ever (game bte):". */
		verdict_say(&f->v, _("In %s (game %s):"), found[i]->title, found[i]->id);
		say_usage(&f->v, cmds[i]->usage, cmds[i]->summary, cmds[i]->example);
	}
	sbuf_free(&list);
	return now == NULL;
}

static bool
help_one(struct frontend *f, const char *word)
{
	const struct shared_cmd *sc = find_shared(word);
	const struct game_cmd *gc = frontend_find_cmd(f, word);

	if (gc) {
		verdict_say(&f->v, _("Usage: %s"), _(gc->usage));
		help_paragraph(f, _(gc->summary), 0);
		if (gc->example)
			verdict_say(&f->v, _("Example: %s"), _(gc->example));
		return true;
	}
	if (sc) {
		verdict_say(&f->v, _("Usage: %s"), _(sc->usage));
		help_paragraph(f, _(sc->summary), 0);
		if (sc->id == W_NEW) {
			struct sbuf games = { 0 };
			bool fr = strcmp(i18n_lang(), "fr") == 0;
			for (size_t i = 0; game_list[i]; i++)
				frontend_describe_game(&games, game_list[i], fr);
			verdict_say(&f->v, _("Games, and the variants each may be played with:"));
			verdict_say(&f->v, "%s", sbuf_str(&games));
			sbuf_free(&games);
		}
		verdict_say(&f->v, _("Example: %s"), _(sc->example));
		return true;
	}
	return help_other_games(f, word);
}

static bool
help(struct frontend *f, const struct call *c)
{
	const struct game_ops *g = session_game(f->s);

	if (c->argc > 2)
		return verdict_fail(&f->v, _("Usage: %s"), _("help [COMMAND]"));
	if (c->argc == 2)
		return help_one(f, c->argv[1]);
	verdict_say(&f->v, _("Commands of every game:"));
	for (size_t i = 0; i < NSHARED; i++) {
		const struct shared_cmd *sc = &shared_cmds[i];
		const struct game_cmd *q = sc->id == W_QUERY ? query_cmd(f, sc) : NULL;
		help_line(f, q ? q->usage : sc->usage, q ? q->summary : sc->summary);
	}
	if (g == NULL) {
		verdict_say(&f->v, _("Start a game to see its own commands."));
		return true;
	}
	verdict_say(&f->v, _("Commands of %s:"), g->title);
	for (const struct game_cmd *gc = g->cmds; gc->word; gc++)
		help_line(f, gc->usage, gc->summary);
	return true;
}

/* export, its arguments checked, to `file` (~ expanded). */
static bool
export_to(struct frontend *f, const struct game_ops *g, const char *file,
    bool log, bool page, bool force, char sep)
{
	struct sheet sh = { 0 };
	struct stat st;
	bool ok;

	/* lstat: a dangling symbolic link is there too */
	if (!force && f->confirm && lstat(file, &st) == 0) {
		struct sbuf q = { 0 };
		sbuf_printf(&q, _("%s already exists. Replace it? [y/N] "), file);
		force = f->confirm(q.s);
		sbuf_free(&q);
		if (!force)
			return verdict_fail(&f->v, _("%s was left as it was"), file);
	}
	if (page) {
		ok = report_export(f->s, file, force, &f->v);
		if (ok)
			verdict_say(&f->v, _("report page written to %s"), file);
		return ok;
	}
	if (log)
		replay_build_log(f->s, &sh);
	else
		g->sheet(session_state(f->s), &sh);
	ok = csvlog_write_sheet(file, &sh, sep, force, &f->v);
	sheet_free(&sh);
	if (ok && log)
		verdict_say(&f->v, sep == ';' ? _("event log written to %s (fields "
		    "separated by semicolons)") : _("event log written to %s"), file);
	else if (ok)
		verdict_say(&f->v, sep == ';' ? _("score sheet written to %s (fields "
		    "separated by semicolons)") : _("score sheet written to %s"), file);
	return ok;
}

static bool
export_usage(struct frontend *f)
{
	return verdict_fail(&f->v, _("Usage: %s"), _("export scores|log|report FILE [--sep ;]"));
}

static bool
export(struct frontend *f, const struct call *c)
{
	const struct game_ops *g = session_game(f->s);
	char sep = f->sep;
	bool ok;

	if (c->argc != 3 && c->argc != 5)
		return export_usage(f);
	/* TRANSLATORS: "journal" is accepted as the French for "log". */
	bool log = cmd_word_eq(c->argv[1], "log") || cmd_word_eq(c->argv[1], "journal");
	/* TRANSLATORS: "rapport" is accepted as the French for "report". */
	bool page = cmd_word_eq(c->argv[1], "report") || cmd_word_eq(c->argv[1], "rapport");

	if (!log && !page && !cmd_word_eq(c->argv[1], "scores"))
		return export_usage(f);
	if (c->argc == 5 && (page || strcmp(c->argv[3], "--sep") != 0 ||
	    !csvlog_sep_word(c->argv[4], &sep)))
		return export_usage(f);
	if (g == NULL)
		return verdict_fail(&f->v, _("no game yet: start one with new"));
	bool force = f->o.force;
	struct sbuf path = { 0 };
	paths_expand_home(c->argv[2], &path);
	ok = export_to(f, g, path.s, log, page, force, sep);
	sbuf_free(&path);
	return ok;
}

/* Replace the game by the one a log holds, all or nothing; the journal
 * then holds the loaded game. */
static bool
load(struct frontend *f, const struct call *c)
{
	struct session *s;
	struct sbuf path = { 0 };
	char sep;

	if (c->argc != 2)
		return verdict_fail(&f->v, _("Usage: %s"), _("load FILE.csv"));
	paths_expand_home(c->argv[1], &path);
	s = replay_load(path.s, &f->v, &sep);
	if (s == NULL) {
		sbuf_free(&path);
		return false;
	}
	if (f->journal) {
		/* the loaded game replaces the journal whole, or not at all */
		size_t n = session_count(s);
		char **lines = xmalloc((n ? n : 1) * sizeof *lines);
		struct sbuf why = { 0 };
		for (size_t i = 0; i < n; i++)
			lines[i] = (char *)session_line(s, i);
		bool ok = replace_journal(f, lines, NULL, n, &why);
		free(lines);
		if (!ok) {
			verdict_fail(&f->v, "%s", why.s);
			sbuf_free(&why);
			sbuf_free(&path);
			session_free(s);
			return false;
		}
	}
	session_free(f->s);
	f->s = s;
	session_set_persist(s, persist, f);
	/* exports write what the log was written with, unless --sep said */
	if (f->o.sep == 0)
		f->sep = sep;
	verdict_say(&f->v, ngettext("loaded %s: %zu event of %s",
	    "loaded %s: %zu events of %s", session_count(s)), path.s,
	    session_count(s), session_game(s)->title);
	say_aside(f);
	sbuf_free(&path);
	return true;
}

size_t
frontend_replay(struct frontend *f, const struct journal_text *t, bool *used,
    size_t *first, struct sbuf *why)
{
	size_t refused = 0;
	bool was_quiet = f->quiet;

	f->quiet = true;
	for (size_t i = 0; i < t->n; i++) {
		used[i] = frontend_line_n(f, NULL, (long)i + 1, t->line[i],
		    t->len[i]) != FE_REJECTED;
		if (!used[i] && refused++ == 0) {
			if (first)
				*first = i + 1;
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

/* The kept games, newest first, each with its first line. */
static bool
list_kept_games(struct frontend *f, const struct journal_kept *k, size_t n)
{
	if (n == 0) {
		verdict_say(&f->v, _("No game is kept aside for this table."));
		return true;
	}
	verdict_say(&f->v, _("Kept games, newest first (type kept NUMBER to bring one back):"));
	for (size_t i = 0; i < n; i++) {
		struct journal_text t;
		bool readable = journal_read(k[i].path, &t) && t.n > 0 &&
		    cmd_line_problem(t.line[0], t.len[0]) == NULL;
		verdict_say(&f->v, _("%3zu  %s  %s (commands: %zu)"), i + 1, k[i].when,
		    readable ? t.line[0] : _("(unreadable)"), t.n);
		journal_text_free(&t);
	}
	return true;
}

/* Bring kept game `num` back: it becomes the journal's game, and an
 * unfinished game in play is kept aside in its turn. */
static bool
bring_back(struct frontend *f, const struct journal_kept *k, size_t num)
{
	struct journal_text t;
	struct journal *j = f->journal;
	struct session *old = f->s, *back;
	struct sbuf why = { 0 };
	size_t refused, m = 0;
	bool ok = false;

	if (!journal_read(k->path, &t)) {
		journal_text_free(&t);
		return verdict_fail(&f->v, _("cannot read %s: %s"), k->path, strerror(errno));
	}
	bool *used = xcalloc(t.n + 1, sizeof *used);
	char **lines = xcalloc(t.n + 1, sizeof *lines);
	size_t *lens = xcalloc(t.n + 1, sizeof *lens);
	f->s = session_new();
	session_set_persist(f->s, persist, f);
	f->journal = NULL; /* replaying writes nothing */
	refused = frontend_replay(f, &t, used, NULL, NULL);
	f->journal = j;
	back = f->s;
	f->s = old;
	for (size_t i = 0; i < t.n; i++)
		if (used[i]) {
			lines[m] = t.line[i];
			lens[m++] = t.len[i];
		}
	if (session_game(back) == NULL) {
		verdict_fail(&f->v, _("kept game %zu holds no game (%s)"), num, k->path);
	} else if (!replace_journal(f, lines, lens, m, &why)) {
		verdict_fail(&f->v, "%s", why.s);
	} else {
		unlink(k->path);
		session_free(old);
		f->s = back;
		back = NULL;
		verdict_say(&f->v, _("Brought back kept game %zu: %s (commands: %zu)."),
		    num, session_line(f->s, 0), m);
		if (refused)
			verdict_say(&f->v, ngettext("%zu line of it could not be used.",
			    "%zu lines of it could not be used.", refused), refused);
		say_aside(f);
		ok = true;
	}
	session_free(back);
	free(used);
	free(lines);
	free(lens);
	journal_text_free(&t);
	sbuf_free(&why);
	return ok;
}

static bool
kept(struct frontend *f, const struct call *c)
{
	struct journal_kept *list;
	size_t n;
	long num = 0;
	bool ok;

	if (c->argc > 2 || (c->argc == 2 && !cmd_number(c->argv[1], 1, 1000000, &num)))
		return verdict_fail(&f->v, _("Usage: %s"), _("kept [NUMBER]"));
	if (f->journal == NULL)
		return verdict_fail(&f->v, _("this session keeps no journal, so no kept "
		    "games: they belong to the interactive session (or --journal, --resume)"));
	list = journal_kept_list(f->journal, &n);
	if (c->argc == 1)
		ok = list_kept_games(f, list, n);
	else if ((size_t)num > n)
		ok = verdict_fail(&f->v, _("there is no kept game %ld (kept games: %zu); "
		    "type kept for the list"), num, n);
	else
		ok = bring_back(f, &list[num - 1], (size_t)num);
	journal_kept_free(list, n);
	return ok;
}

/* Characters that change the direction of the text around them: a name
 * holding one can show as another. */
static bool
bidi_control(unsigned long cp)
{
	return cp == 0x061C || cp == 0x200E || cp == 0x200F ||
	    (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

/* The first direction control in a UTF-8 name, or 0. */
static unsigned long
find_bidi(const char *name)
{
	const unsigned char *s = (const unsigned char *)name;

	while (*s) {
		unsigned long cp = *s;
		int more = cp >= 0xF0 ? 3 : cp >= 0xE0 ? 2 : cp >= 0xC0 ? 1 : 0;
		if (more)
			cp &= 0x3F >> more;
		s++;
		for (; more > 0 && (*s & 0xC0) == 0x80; more--, s++)
			cp = cp << 6 | (*s & 0x3F);
		if (bidi_control(cp))
			return cp;
	}
	return 0;
}

/* Every word that names a variant in some game, in either language. */
static const char *const variant_words[] = {
	"young", "jeunes", "strategic", "strategique", "turns", "turn",
	"tours", "tour", "xeno",
};

bool
frontend_check_names(char *const *names, int n, size_t size, struct verdict *v)
{
	for (int i = 0; i < n; i++) {
		const char *nm = names[i];
		unsigned long cp;
		if (*nm == '\0')
			return verdict_fail(v, _("player %d has an empty name"), i + 1);
		if (strlen(nm) >= size)
			return verdict_fail(v, _("the name \"%s\" is too long (%d bytes at most)"),
			    nm, (int)size - 1);
		if (strchr("=+-@", *nm))
			return verdict_fail(v, _("the name \"%s\" begins with \"%c\": a "
			    "spreadsheet would take it for a formula when the score "
			    "sheet is opened; begin it with a letter or a digit"), nm, *nm);
		if ((cp = find_bidi(nm)) != 0)
			return verdict_fail(v, _("the name of player %d holds an invisible "
			    "character that turns the direction of the text (U+%04lX), "
			    "so it could show as another name; type the name without it"), i + 1, cp);
		for (size_t w = 0; w < sizeof variant_words / sizeof *variant_words; w++)
			if (cmd_word_eq(nm, variant_words[w]))
				return verdict_fail(v, _("\"%s\" names a variant, not a "
				    "player: variants come before the names"), nm);
		for (int j = 0; j < i; j++)
			if (cmd_word_eq(names[j], nm))
				return verdict_fail(v, _("two players are named \"%s\"; "
				    "names must differ"), nm);
	}
	return true;
}

static bool
picture(struct frontend *f, const struct call *c)
{
	if (c->argc == 2 && (cmd_word_eq(c->argv[1], "on") || cmd_word_eq(c->argv[1], "oui")))
		f->o.picture = true;
	else if (c->argc == 2 && (cmd_word_eq(c->argv[1], "off") || cmd_word_eq(c->argv[1], "non")))
		f->o.picture = false;
	else
		return verdict_fail(&f->v, _("Usage: %s"), _("picture on|off"));
	verdict_say(&f->v, f->o.picture ? _("The game will be drawn after each change of phase.")
	    : _("The game will be drawn only when you ask (show)."));
	return true;
}

static bool
lang(struct frontend *f, const struct call *c)
{
	enum i18n_status st = c->argc == 2 ? i18n_set(c->argv[1]) : I18N_UNKNOWN;

	if (st == I18N_UNKNOWN)
		return verdict_fail(&f->v, _("Usage: %s"), _("lang en|fr"));
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

/* `rules [ID|NAME]`: every rule of the game, or the one an id (or a
 * prefix of one, another word for it, or its name in either language)
 * names; a name of many words is typed as it is written. */
static bool
rules(struct frontend *f, const struct call *c)
{
	const struct game_ops *g = session_game(f->s);
	struct sbuf words = { 0 };
	int k;

	if (g == NULL)
		return verdict_fail(&f->v, _("no game yet: start one with new"));
	if (c->argc == 1) {
		for (const struct game_rule *r = g->rules; r->id; r++)
			help_paragraph(f, _(r->text), 2);
		return true;
	}
	for (int i = 1; i < c->argc; i++)
		sbuf_printf(&words, "%s%s", i > 1 ? " " : "", c->argv[i]);
	k = game_find_rule(g->rules, words.s, &f->v);
	sbuf_free(&words);
	if (k < 0)
		return false;
	help_paragraph(f, _(g->rules[k].text), 2);
	return true;
}

/* A command the game records is written back as words separated by
 * blanks (journal, event log): quotes may group a file name, never a
 * word of the game. */
static bool
plain_words(const struct call *c, struct verdict *v)
{
	for (int i = 1; i < c->argc; i++) {
		if (c->argv[i][0] == '\0')
			return verdict_fail(v, _("word %d is empty: quotes are for "
			    "file names, not for the words of a game"), i + 1);
		if (c->argv[i][strcspn(c->argv[i], " \t")] != '\0')
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
	quiet.quiet = true;
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

	/* a word that takes no argument says so rather than ignore one */
	if ((sc->id == W_UNDO || sc->id == W_REDO || sc->id == W_QUIT) &&
	    c->argc > 1) {
		f->v.ok = verdict_fail(&f->v, _("Usage: %s"), _(sc->usage));
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
		if (f->confirm && !f->quiet && unfinished(f->s) && !new_game_ok(c, &f->v)) {
			ok = false;
			break;
		}
		if (f->confirm && !f->quiet && unfinished(f->s) &&
		    !f->confirm(_("The game in progress is not finished. Start a new one? [y/N] "))) {
			ok = verdict_fail(&f->v, _("the game in progress goes on"));
			break;
		}
		ok = session_start(f->s, c, &f->v);
		if (ok) {
			say_aside(f);
			run_kept(f);
		}
		break;
	case W_UNDO: ok = session_undo(f->s, &f->v); break;
	case W_REDO: ok = session_redo(f->s, &f->v); break;
	case W_RULES: ok = rules(f, c); break;
	case W_QUERY: break; /* dispatched as the game's command */
	case W_EXPORT: ok = export(f, c); break;
	case W_LOAD: ok = load(f, c); break;
	case W_KEPT: ok = kept(f, c); break;
	case W_PICTURE: ok = picture(f, c); break;
	case W_LANG: ok = lang(f, c); break;
	case W_HELP: ok = help(f, c); break;
	case W_QUIT: return FE_QUIT;
	}
	f->v.ok = ok;
	return ok ? FE_OK : FE_REJECTED;
}

/* Where a game keeps a table's declarations between games.  Only the
 * interactive session (the one that can ask questions) reads and writes
 * it: a script stays the same wherever and by whomever it is run. */
static bool
keep_path(const struct game_ops *g, struct sbuf *out)
{
	if (g->keep_file == NULL || !paths_config_dir(out))
		return false;
	sbuf_printf(out, "/%s", g->keep_file);
	return true;
}

/* After `new`: run the kept declarations as recorded commands. */
static void
run_kept(struct frontend *f)
{
	const struct game_ops *g = session_game(f->s);
	struct sbuf path = { 0 }, line = { 0 }, news = { 0 };
	char *buf = NULL;
	size_t cap = 0;
	FILE *fp;

	if (f->quiet || f->confirm == NULL || g == NULL || !keep_path(g, &path) ||
	    (fp = fopen(path.s, "r")) == NULL) {
		sbuf_free(&path);
		return;
	}
	/* the answer and announcements of `new` come first */
	sbuf_add(&news, sbuf_str(&f->v.msg));
	sbuf_add(&news, sbuf_str(&f->v.news));
	sbuf_printf(&news, _("Declarations kept in %s:\n"), path.s);
	while (getline(&buf, &cap, fp) != -1) {
		if (cmd_line_problem(buf, strlen(buf)) || buf[strspn(buf, " \t\r\n")] == '\0')
			continue;
		sbuf_reset(&line);
		sbuf_printf(&line, "%s %s", g->keep_cmd, buf);
		char *argv[CMD_MAX_ARGS], *copy = xstrdup(line.s);
		struct call c = { .argv = argv, .width = f->o.width };
		const struct game_cmd *gc = session_find_cmd(f->s, g->keep_cmd);
		c.argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
		verdict_clear(&f->v);
		if (gc && c.argc > 1)
			session_run(f->s, gc, &c, &f->v);
		sbuf_add(&news, sbuf_str(&f->v.msg));
		free(copy);
	}
	fclose(fp);
	free(buf);
	verdict_clear(&f->v);
	sbuf_add(&f->v.msg, news.s);
	sbuf_free(&news);
	sbuf_free(&line);
	sbuf_free(&path);
}

/* A declaration typed at the table is kept for the next games. */
static void
keep_declaration(struct frontend *f, const struct call *c)
{
	const struct game_ops *g = session_game(f->s);
	struct sbuf path = { 0 };
	FILE *fp;

	if (f->quiet || f->confirm == NULL || !keep_path(g, &path)) {
		sbuf_free(&path);
		return;
	}
	make_parent_dirs(path.s);
	if ((fp = fopen(path.s, "a")) == NULL) {
		sbuf_printf(&f->v.news, _("warning: cannot keep the declaration in %s: %s\n"),
		    path.s, strerror(errno));
	} else {
		for (int i = 1; i < c->argc; i++)
			fprintf(fp, "%s%s", i > 1 ? " " : "", c->argv[i]);
		fputc('\n', fp);
		fclose(fp);
	}
	sbuf_free(&path);
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

/* `score` in --json: the score sheet's rows, header first, as data. */
static void
sheet_data(struct frontend *f)
{
	struct sheet sh = { 0 };

	session_game(f->s)->sheet(session_state(f->s), &sh);
	sbuf_add(&f->v.data, ", \"sheet\": [");
	for (int r = 0; r < sh.nrows; r++) {
		sbuf_add(&f->v.data, r ? ", [" : "[");
		for (int k = 0; k < sh.ncols; k++) {
			const char *cell = sheet_cell(&sh, r, k);
			if (k)
				sbuf_add(&f->v.data, ", ");
			sbuf_json(&f->v.data, cell, strlen(cell));
		}
		sbuf_addc(&f->v.data, ']');
	}
	sbuf_addc(&f->v.data, ']');
	sheet_free(&sh);
}

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
		    (sc->id == W_NEW && unfinished(f->s)))
			f->refused += commit_group(f);
		return run_shared(f, sc, c);
	}
	if (sc && gc == NULL) {
		*word = sc->word;
		verdict_fail(&f->v, _("no game yet: start one with new"));
		return FE_REJECTED;
	}
	if (gc) {
		*word = gc->word;
		if (!arity_ok(gc, c, &f->v))
			return FE_REJECTED;
		if (!(gc->flags & CMD_QUERY) && !plain_words(c, &f->v))
			return FE_REJECTED;
		f->v.names = session_game(f->s)->rules;
		if (!session_run(f->s, gc, c, &f->v))
			return FE_REJECTED;
		if (gc == &f->query[Q_WHY] && f->v.nchecks > 0)
			verdict_conclude(&f->v);
		if (gc == &f->query[Q_SCORE])
			sheet_data(f);
		if (!(gc->flags & CMD_QUERY)) {
			const char *keep = session_game(f->s)->keep_cmd;
			if (keep && strcmp(gc->word, keep) == 0)
				keep_declaration(f, c);
			if (f->o.picture && f->v.news.len > 0)
				draw_after(f, c);
		}
		return FE_OK;
	}
	if (session_game(f->s) == NULL)
		verdict_fail(&f->v, _("unknown command \"%s\": no game yet, start one with new (type help)"),
		    c->argv[0]);
	else
		verdict_fail(&f->v, _("unknown command \"%s\" (type help)"), c->argv[0]);
	return FE_REJECTED;
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
	if (f->o.json) {
		report_json_to(&f->held, v, source ? source : "-", lineno, word);
		h->to_stderr = false;
	} else {
		h->to_stderr = !report_text_to(&f->held, v, source, lineno);
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
	session_set_persist(f->s, persist, f);
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
	struct sbuf cause = { 0 }, why = { 0 };
	size_t refused = 0;

	if (f->journal && journal_holding(f->journal) &&
	    !journal_commit(f->journal, &cause)) {
		refused = f->nlines;
		rebuild_from_journal(f);
		refused_unsaved(&why, sbuf_str(&cause));
		sbuf_reset(&f->held);
		for (size_t i = 0; i < f->nlines; i++) {
			struct held_line *h = &f->lines[i];
			struct verdict v;
			verdict_init(&v);
			verdict_fail(&v, "%s", why.s);
			h->off = f->held.len;
			if (f->o.json)
				report_json_to(&f->held, &v, h->source ? h->source : "-",
				    h->lineno, h->word);
			else
				report_text_to(&f->held, &v, h->source, h->lineno);
			h->len = f->held.len - h->off;
			h->to_stderr = !f->o.json;
			verdict_free(&v);
		}
	}
	for (size_t i = 0; i < f->nlines; i++) {
		struct held_line *h = &f->lines[i];
		if (h->to_stderr) {
			fflush(stdout);
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
	verdict_clear(&f->v);
	return refused;
}

size_t
frontend_before_wait(struct frontend *f)
{
	size_t refused = commit_group(f) + f->refused;

	f->refused = 0;
	fflush(stdout);
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
	if (f->o.group_commit && f->journal) {
		hold(f, &f->v, source, lineno, word);
		return;
	}
	if (f->o.json) {
		report_json(&f->v, source ? source : "-", lineno, word);
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
	report_text(&f->v, source, lineno);
}

enum frontend_result
frontend_line_n(struct frontend *f, const char *source,
    long lineno, const char *line, size_t len)
{
	const char *problem;

	verdict_clear(&f->v);
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
	if (c.argc == 0)
		return FE_OK;
	if (c.argc < 0) {
		verdict_fail(&f->v, _("too many words on one line (at most %d)"), CMD_MAX_ARGS);
		r = FE_REJECTED;
	} else {
		r = dispatch(f, &c, &word);
	}
	if (r == FE_QUIT)
		return r;
	report(f, source, lineno, word ? word : (c.argc > 0 ? argv[0] : ""));
	return r;
}
