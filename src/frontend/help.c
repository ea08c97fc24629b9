/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* help.c — the words that explain: help (every command, or one, in the
 * commands of any game) and rules (every rule of the game, or one). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "util.h"

#include "frontend_int.h"

/* Help and rules are laid out once, for the terminal's width (the
 * answer is then not wrapped again), else for the narrowest usual
 * terminal; not in --json (data for a program, which lays it out
 * itself). */
#define HELP_WIDTH 80
#define HELP_COLUMN 37 /* where the summaries start, 80 columns and more */

static int
help_width(const struct frontend *f)
{
	if (f->o.json)
		return 0;
	return f->o.wrap && f->o.width > 0 ? f->o.width : HELP_WIDTH;
}

/* Where the summaries start: a narrower terminal gives them a narrower
 * first column, and below 60 columns a line of their own. */
static int
help_column(const struct frontend *f)
{
	int width = help_width(f);

	if (width == 0 || width >= HELP_WIDTH)
		return HELP_COLUMN;
	return width >= 60 ? 28 : 6;
}

static void
help_line(struct frontend *f, const struct game_ops *g, const char *usage,
    const char *summary)
{
	/* pad by columns, not bytes, so accented usages line up; a usage
	 * too long for the column puts its summary on the next line; a
	 * long summary goes on under itself */
	struct sbuf b = { 0 }, w = { 0 };
	int width = render_width(game_text(g, usage)), column = help_column(f);

	sbuf_printf(&b, "  %s", game_text(g, usage));
	if (width > column - 3)
		sbuf_printf(&b, "\n%*s", column, "");
	else
		for (int i = width + 2; i < column; i++)
			sbuf_addc(&b, ' ');
	sbuf_add(&b, game_text(g, summary));
	render_wrap(&w, b.s, help_width(f), column);
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

/* "Usage: ..." within the help width: a usage of alternatives too wide
 * for it puts each alternative on a line of its own, its bar under the
 * end of "Usage:"; any other is wrapped under its first word. */
static void
help_usage(struct frontend *f, const char *usage)
{
	struct sbuf line = { 0 }, w = { 0 };
	int width = help_width(f);

	sbuf_printf(&line, _("Usage: %s"), usage);
	int lead = render_width(line.s) - render_width(usage);
	if (width > 0 && render_width(line.s) > width && strstr(usage, " | ")) {
		sbuf_reset(&line);
		for (const char *p = usage; p != NULL;) {
			const char *bar = strstr(p, " | ");
			size_t n = bar ? (size_t)(bar - p) : strlen(p);
			if (p == usage) {
				struct sbuf first = { 0 };
				sbuf_addn(&first, p, n);
				sbuf_printf(&line, _("Usage: %s"), first.s);
				sbuf_free(&first);
			} else {
				sbuf_printf(&line, "\n%*s| ", lead > 2 ? lead - 2 : 0, "");
				sbuf_addn(&line, p, n);
			}
			p = bar ? bar + 3 : NULL;
		}
	}
	render_wrap(&w, line.s, width > 0 ? width : 1 << 20, lead);
	verdict_say(&f->v, "%s", sbuf_str(&w));
	sbuf_free(&w);
	sbuf_free(&line);
}

/* A command's summary on a line of its own, as a sentence begins (the
 * list of commands shows the same words in lower case, after the
 * usage). */
static void
help_summary(struct frontend *f, const char *summary)
{
	struct sbuf s = { 0 };

	sbuf_add(&s, summary);
	render_capital_at(&s, 0);
	if (!render_ends_sentence(s.s, s.len))
		sbuf_addc(&s, '.');
	help_paragraph(f, sbuf_str(&s), 0);
	sbuf_free(&s);
}

/* How to use a command: usage, summary and example.  An example is an
 * N_() message, shown in the user's language; one not in the catalogue
 * (a game's not yet marked) shows as it is written. */
static void
say_usage(struct verdict *v, const struct game_ops *g, const char *usage,
    const char *summary, const char *example)
{
	struct sbuf what = { 0 };

	verdict_say(v, _("Usage: %s"), game_text(g, usage));
	/* a line of its own: a sentence's capital (help lists it after
	 * the command's words, in lower case) */
	sbuf_add(&what, game_text(g, summary));
	render_capital_at(&what, 0);
	if (!render_ends_sentence(what.s, what.len))
		sbuf_addc(&what, '.');
	verdict_say(v, "%s", sbuf_str(&what));
	sbuf_free(&what);
	if (example)
		verdict_say(v, _("Example: %s"), game_text(g, example));
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
		return verdict_fail(&f->v, _("unknown command \"%s\" (type help)"), word);
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
		say_usage(&f->v, found[i], cmds[i]->usage, cmds[i]->summary,
		    cmds[i]->example);
	}
	sbuf_free(&list);
	return now == NULL;
}

/* `legal` alone is the front end's, in every game (fe_protocol.c). */
static void
say_bare_legal(struct frontend *f)
{
	/* at the help's width, as the summary above it */
	help_paragraph(f, _("Alone, legal lists every move anyone may enter "
	    "now, each as a complete line."), 0);
}

static bool
help_one(struct frontend *f, const char *word)
{
	const struct shared_cmd *sc = frontend_find_shared(word);
	const struct game_cmd *gc = frontend_find_cmd(f, word);

	if (gc) {
		/* a move of the game in play, or its answer to a shared word */
		const struct game_ops *g = session_game(f->s);
		help_usage(f, game_text(g, gc->usage));
		help_summary(f, game_text(g, gc->summary));
		if (gc->example)
			verdict_say(&f->v, _("Example: %s"),
			    game_text(g, gc->example));
		if (gc == &f->query[Q_LEGAL])
			say_bare_legal(f);
		return true;
	}
	if (sc) {
		help_usage(f, _(sc->usage));
		/* help new lists the games itself: its summary would send
		 * the reader to where they are */
		help_summary(f, sc->id == W_NEW ? _("start a game") :
		    _(sc->summary));
		if (sc->id == W_NEW) {
			struct sbuf games = { 0 };
			bool fr = strcmp(i18n_lang(), "fr") == 0;
			for (size_t i = 0; game_list[i]; i++)
				frontend_describe_game(&games, game_list[i], fr);
			verdict_say(&f->v, _("Games, and the variants each may be played with:"));
			verdict_say(&f->v, "%s", sbuf_str(&games));
			sbuf_free(&games);
			/* the first game of the registry: no game named here */
			verdict_say(&f->v, _("Example: new %s ann bob carl"),
			    game_list[0]->id);
			return true;
		}
		verdict_say(&f->v, _("Example: %s"), _(sc->example));
		if (sc->id == W_QUERY && sc->query == Q_LEGAL)
			say_bare_legal(f);
		return true;
	}
	return help_other_games(f, word);
}

/* `help notation`: the short forms of the game in play, else of every
 * game that has them. */
static bool
help_notation(struct frontend *f)
{
	const struct game_ops *g = session_game(f->s);

	help_paragraph(f, _("The notation: every move in a few characters, "
	    "beside the long commands; the answers stay sentences. A line may "
	    "hold several moves, taken all or nothing and undone together. "
	    "treeref notation LOG and export notation FILE write a game's record."), 0);
	for (size_t i = 0; game_list[i]; i++) {
		const struct game_ops *h = game_list[i];
		if ((g != NULL && h != g) || h->notation == NULL)
			continue;
		/* TRANSLATORS: a game's title and id, over its short forms. */
		verdict_say(&f->v, _("%s (%s):"), h->title, h->id);
		verdict_say(&f->v, "%s", game_text(h, h->notation->table));
		verdict_say(&f->v, _("For example:"));
		for (const char *at = game_text(h, h->notation->example), *nl; *at;
		    at = nl + (*nl != '\0')) {
			nl = at + strcspn(at, "\n");
			verdict_say(&f->v, "  %.*s", (int)(nl - at), at);
		}
	}
	return true;
}

/* `help` alone fits a terminal of 24 rows: the game's moves and the
 * shared words used most, a line each list, then the others; `help all`
 * gives every command with what it does. */
static void
help_words(struct frontend *f, const char *title, struct sbuf *words)
{
	struct sbuf b = { 0 };

	/* TRANSLATORS: a heading, then a list of command words. */
	sbuf_printf(&b, _("%s: %s"), title, sbuf_str(words));
	help_paragraph(f, b.s, 2);
	sbuf_free(&b);
	sbuf_reset(words);
}

static bool
help_short(struct frontend *f, const struct game_ops *g)
{
	static const enum shared_word most[] = { W_QUERY, W_UNDO, W_NEW,
	    W_HELP, W_QUIT };
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	struct sbuf words = { 0 };
	char buf[64];

	for (const struct game_cmd *gc = g ? g->cmds : NULL; gc && gc->word; gc++)
		sbuf_printf(&words, "%s%s", words.len ? " " : "",
		    cmd_local_word(gc->word, gc->aliases, fr, buf, sizeof buf));
	if (g != NULL) {
		struct sbuf title = { 0 };
		/* TRANSLATORS: %s is a game's title. */
		sbuf_printf(&title, _("Moves of %s"), g->title);
		help_words(f, title.s, &words);
		sbuf_free(&title);
	}
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < frontend_nshared; i++) {
			bool often = false;
			for (size_t k = 0; k < sizeof most / sizeof most[0]; k++)
				often = often || frontend_shared_cmds[i].id == most[k];
			if (often == (pass == 0))
				sbuf_printf(&words, "%s%s", words.len ? " " : "",
				    cmd_local_word(frontend_shared_cmds[i].word,
				    frontend_shared_cmds[i].aliases, fr, buf, sizeof buf));
		}
		help_words(f, pass == 0 ? _("Used most") : _("Also"), &words);
	}
	sbuf_free(&words);
	help_paragraph(f, _("help COMMAND shows how to use one and what it "
	    "does; help all lists every command with what it does."), 0);
	if (g == NULL)
		verdict_say(&f->v, _("Start a game to see its own commands."));
	else if (g->notation != NULL)
		verdict_say(&f->v, _("Every move also has a short form: help notation."));
	return true;
}

bool
frontend_help(struct frontend *f, const struct call *c)
{
	const struct game_ops *g = session_game(f->s);

	/* TRANSLATORS: "relevé" is accepted as the French for "notation". */
	if (c->argc == 2 && (cmd_word_eq(c->argv[1], "notation") ||
	    cmd_word_eq(c->argv[1], "relevé")))
		return help_notation(f);
	if (c->argc == 2 && !cmd_word_eq(c->argv[1], "all") &&
	    !cmd_word_eq(c->argv[1], "tout"))
		return help_one(f, c->argv[1]);
	if (c->argc == 1)
		return help_short(f, g);
	verdict_say(&f->v, _("Commands of every game:"));
	for (size_t i = 0; i < frontend_nshared; i++) {
		const struct shared_cmd *sc = &frontend_shared_cmds[i];
		const struct game_cmd *q = sc->id == W_QUERY ? frontend_query_cmd(f, sc) : NULL;
		help_line(f, g, q ? q->usage : sc->usage, q ? q->summary : sc->summary);
	}
	if (g == NULL) {
		verdict_say(&f->v, _("Start a game to see its own commands."));
		return true;
	}
	verdict_say(&f->v, _("Commands of %s:"), g->title);
	for (const struct game_cmd *gc = g->cmds; gc->word; gc++)
		help_line(f, g, gc->usage, gc->summary);
	if (g->notation != NULL)
		verdict_say(&f->v, _("Every move also has a short form: help notation."));
	return true;
}

/* One rule: its name as refusals and `why` show it, then its text. */
static void
help_rule(struct frontend *f, const struct game_rule *rules,
    const struct game_rule *r)
{
	struct sbuf b = { 0 }, tag = { 0 };

	game_rule_tag(rules, r->id, true, &tag);
	/* TRANSLATORS: a rule's name, then the rule in a paragraph. */
	sbuf_printf(&b, _("%s: %s"), tag.s,
	    game_text(game_of_rules(rules), r->text));
	help_paragraph(f, b.s, 2);
	sbuf_free(&b);
	sbuf_free(&tag);
}

/* The word that asks `rules` for the rulings, in either language. */
bool
frontend_rulings_word(const char *word)
{
	return cmd_word_eq(word, "rulings") || cmd_word_eq(word, "arbitrages");
}

/* `rules rulings`: what treeref decided where the rulebook is silent. */
static bool
help_rulings(struct frontend *f, const struct game_ops *g)
{
	struct sbuf b = { 0 };

	if (g->rulings == NULL) {
		verdict_say(&f->v, _("%s: the rulebook leaves nothing open that "
		    "treeref had to decide."), g->title);
		return true;
	}
	verdict_say(&f->v, _("%s: where the rulebook is silent, treeref "
	    "decides:"), g->title);
	for (const char *const *r = g->rulings; *r; r++) {
		sbuf_reset(&b);
		/* TRANSLATORS: one ruling, a paragraph, as a list item. */
		sbuf_printf(&b, _("- %s"), game_text(g, *r));
		help_paragraph(f, b.s, 2);
	}
	sbuf_free(&b);
	return true;
}

/* The game's rules then its scoring topics, as one table ended by an
 * entry with id NULL (free it): `rules WORD` finds either. */
static struct game_rule *
rule_topics(const struct game_ops *g)
{
	size_t n = 0, m = 0;
	struct game_rule *all;

	while (g->rules[n].id)
		n++;
	while (g->scoring && g->scoring[m].id)
		m++;
	all = xcalloc(n + m + 1, sizeof *all);
	memcpy(all, g->rules, n * sizeof *all);
	if (m > 0)
		memcpy(all + n, g->scoring, m * sizeof *all);
	return all;
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

/* The word that asks for a rule or topic, as completion offers it: the
 * id in English, the name as one word in French. */
void
frontend_topic_word(const struct game_ops *g, const struct game_rule *r,
    struct sbuf *out)
{
	if (strcmp(i18n_lang(), "en") == 0 || r->name == NULL)
		sbuf_add(out, r->id);
	else
		game_rule_word(game_text(g, r->name), out);
}

/* After the rules, the scoring topics by the words that ask for them. */
static void
list_scoring(struct frontend *f, const struct game_ops *g)
{
	struct sbuf b = { 0 };
	bool en = strcmp(i18n_lang(), "en") == 0;

	if (g->scoring[0].id != NULL && g->scoring[1].id == NULL) {
		/* one topic (3-High's team game: no bonus, no tie) */
		struct sbuf w = { 0 };
		frontend_topic_word(g, g->scoring, &w);
		/* TRANSLATORS: %s is the word that asks for a game's
		 * one scoring topic: "scoring" (« décompte »). */
		sbuf_printf(&b, _("scoring: how a game is scored (rules %s)."), w.s);
		sbuf_free(&w);
		help_paragraph(f, b.s, 2);
		sbuf_free(&b);
		return;
	}
	/* TRANSLATORS: then the scoring topics, "scoring, x2 (x2
	 * card), ..." in English, their names as one word in French. */
	sbuf_add(&b, _("scoring, a topic at a time (rules TOPIC):"));
	for (const struct game_rule *r = g->scoring; r->id; r++) {
		sbuf_add(&b, r == g->scoring ? " " : ", ");
		frontend_topic_word(g, r, &b);
		if (en && r->name != NULL && strcmp(r->id, r->name) != 0)
			sbuf_printf(&b, " (%s)", r->name);
	}
	sbuf_addc(&b, '.');
	help_paragraph(f, b.s, 2);
	sbuf_free(&b);
}

/* `rules [ID|NAME|TOPIC|rulings]`: every rule of the game and the list
 * of its scoring topics, or the rule or topic an id (or a prefix of
 * one, another word for it, or its name in either language) names; a
 * name of many words is typed as it is written; `rulings`
 * (« arbitrages »), the game's rulings. */
bool
frontend_rules(struct frontend *f, const struct call *c)
{
	const struct game_ops *g = session_game(f->s);
	struct game_rule *all;
	struct sbuf words = { 0 };
	int k;

	if (g == NULL)
		return frontend_no_game(f);
	if (c->argc == 1) {
		for (const struct game_rule *r = g->rules; r->id; r++)
			help_rule(f, g->rules, r);
		if (g->scoring != NULL)
			list_scoring(f, g);
		if (g->rulings != NULL)
			help_paragraph(f, _("rulings: what treeref decided where "
			    "the rulebook is silent (rules rulings)."), 2);
		return true;
	}
	if (c->argc == 2 && frontend_rulings_word(c->argv[1]))
		return help_rulings(f, g);
	for (int i = 1; i < c->argc; i++)
		sbuf_printf(&words, "%s%s", i > 1 ? " " : "", c->argv[i]);
	all = rule_topics(g);
	k = game_find_rule(g, all, words.s, &f->v);
	sbuf_free(&words);
	if (k >= 0) {
		/* named from its own table, whose game game_rule_tag finds */
		size_t n = 0;
		while (g->rules[n].id)
			n++;
		if ((size_t)k < n)
			help_rule(f, g->rules, &g->rules[k]);
		else
			help_rule(f, g->scoring, &g->scoring[(size_t)k - n]);
	}
	free(all);
	return k >= 0;
}

/* Add a command word and, in French, its other spellings (an English
 * word is understood there too, so suggested only in English). */
static void
add_words(struct sbuf *store, const char *word, const char *aliases, bool fr)
{
	if (!fr || aliases == NULL || *aliases == '\0') {
		sbuf_add(store, word);
		sbuf_addc(store, ' ');
	}
	if (fr && aliases != NULL) {
		sbuf_add(store, aliases);
		sbuf_addc(store, ' ');
	}
}

/* "Did you mean ...?" for a mistyped command word: the shared words and
 * the game's, in the user's language. */
enum frontend_result
frontend_suggest_word(struct frontend *f, const char *typed)
{
	const struct game_ops *g = session_game(f->s);
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	struct sbuf store = { 0 };
	const char *cands[256];
	int n = 0;

	if (f->elsewhere)
		return FE_REJECTED; /* the table's game is elsewhere */
	for (size_t i = 0; i < frontend_nshared; i++)
		add_words(&store, frontend_shared_cmds[i].word, frontend_shared_cmds[i].aliases, fr);
	for (const struct game_cmd *c = g ? g->cmds : NULL; c && c->word; c++)
		add_words(&store, c->word, c->aliases, fr);
	char *save = NULL;
	for (char *w = strtok_r(store.s, " ", &save); w && n < 256;
	    w = strtok_r(NULL, " ", &save))
		cands[n++] = w;
	game_did_you_mean(&f->v, typed, cands, n);
	sbuf_free(&store);
	return FE_REJECTED;
}
