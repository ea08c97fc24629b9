/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* fe_protocol.c — what --json adds to the answers for programs (cli.md,
 * "The protocol, version 1"): the greeting, the score sheet as numbers,
 * status's phase and who is to play, and `legal`'s moves: every move
 * that may be entered now, as complete lines of the messages' language,
 * whatever the game.  The candidates are the lines TAB completion builds
 * word by word (and those a game adds where a word is a free number),
 * each tried on a copy of the game by the command itself: a line is
 * listed only when it would be accepted as it stands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "complete.h"
#include "game.h"
#include "i18n.h"
#include "session.h"
#include "util.h"

#include "frontend_int.h"

/* Lines tried at most for one answer: a guard, far above any game's. */
#define TRIES_MAX 200000

struct walk {
	const struct session *s;
	const struct game_ops *g;
	const struct game_cmd *gc;
	const char *word;   /* the command's word in the messages' language */
	char *argv[CMD_MAX_ARGS];
	int depth;          /* the most arguments a line is built with */
	long tries;
	struct move_list *out;
};

void
move_list_free(struct move_list *m)
{
	for (size_t i = 0; i < m->n; i++)
		free(m->line[i]);
	free(m->line);
	*m = (struct move_list){ 0 };
}

static void
move_list_add(struct move_list *m, const char *line)
{
	for (size_t i = 0; i < m->n; i++)
		if (strcmp(m->line[i], line) == 0)
			return;
	if (m->n == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 64;
		m->line = xrealloc(m->line, m->cap * sizeof *m->line);
	}
	m->line[m->n++] = xstrdup(line);
}

/* Whether the line of argc words (argv[0] as typed) is accepted now,
 * typed by the program (careful: a move that loses what a player may
 * still use is refused, as in a script). */
static bool
accepted(struct walk *w, const struct game_cmd *gc, int argc, char **argv)
{
	struct call c = { .argc = argc, .argv = argv, .careful = true };

	if (++w->tries > TRIES_MAX)
		return false;
	return session_try(w->s, gc, &c);
}

static void
keep(struct move_list *m, int argc, char **argv)
{
	struct sbuf line = { 0 };

	for (int i = 0; i < argc; i++)
		sbuf_printf(&line, "%s%s", i ? " " : "", argv[i]);
	move_list_add(m, line.s);
	sbuf_free(&line);
}

/* The lines of w->gc whose first n arguments are w->argv[1..n]. */
static void
walk_from(struct walk *w, int n)
{
	struct completion offers = { 0 };

	if (game_args_fit(n, w->gc->min_args, w->gc->max_args)) {
		w->argv[0] = (char *)w->word;
		if (accepted(w, w->gc, n + 1, w->argv))
			keep(w->out, n + 1, w->argv);
	}
	if (n >= w->depth || w->tries > TRIES_MAX)
		return;
	w->argv[0] = (char *)w->gc->word; /* completers see the English word */
	w->argv[n + 1] = NULL;
	complete_game_words(w->g, session_state(w->s), n + 1, w->argv, &offers);
	for (size_t i = 0; i < offers.n; i++) {
		w->argv[n + 1] = offers.words[i];
		walk_from(w, n + 1);
	}
	completion_free(&offers);
}

/* A line a game offers itself: kept when its command accepts it. */
struct extra {
	struct game_offer offer; /* first: the game is handed this */
	struct walk *w;
	bool fr;
};

static bool
extra_add(struct game_offer *o, const char *text)
{
	struct extra *e = (struct extra *)(void *)o;
	char copy[CMD_MAX_LINE + 1];
	char *argv[CMD_MAX_ARGS];
	char buf[64];
	const struct game_cmd *gc;
	int argc;

	if (strlen(text) > CMD_MAX_LINE)
		return false;
	strcpy(copy, text);
	argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	if (argc <= 0 || (gc = session_find_cmd(e->w->s, argv[0])) == NULL ||
	    (gc->flags & CMD_QUERY))
		return false;
	argv[0] = (char *)cmd_local_word(gc->word, gc->aliases, e->fr, buf,
	    sizeof buf);
	if (!accepted(e->w, gc, argc, argv))
		return false;
	keep(e->w->out, argc, argv);
	return true;
}

void
frontend_moves(const struct session *s, const char *who, struct move_list *out)
{
	const struct game_ops *g = session_game(s);
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	struct walk w = { .s = s, .g = g, .out = out };
	char buf[64];

	*out = (struct move_list){ 0 };
	if (g == NULL)
		return;
	for (const struct game_cmd *c = g->cmds; c->word; c++) {
		if (c->flags & (CMD_QUERY | CMD_FREE_TEXT))
			continue;
		w.gc = c;
		w.word = cmd_local_word(c->word, c->aliases, fr, buf, sizeof buf);
		/* a list of any length: its shortest lines, the game offers
		 * the others it wants listed (game_ops.moves) */
		w.depth = c->max_args == ARGS_ANY ? c->min_args : c->max_args;
		if (w.depth >= CMD_MAX_ARGS - 1)
			w.depth = CMD_MAX_ARGS - 2;
		walk_from(&w, 0);
	}
	if (g->moves) {
		struct extra e = { .offer.add = extra_add, .w = &w, .fr = fr };
		g->moves(session_state(s), &e.offer);
	}
	if (who == NULL)
		return;
	/* a player's: the lines naming that player, and those naming none
	 * (a setup, a common objective), which anyone may enter */
	size_t kept = 0;
	for (size_t i = 0; i < out->n; i++) {
		bool other = false;
		for (int p = 0; p < game_nplayers(g, session_state(s)); p++) {
			const char *name = game_player(g, session_state(s), p);
			other = other || (strcmp(name, who) != 0 &&
			    frontend_line_names(out->line[i], name));
		}
		if (frontend_line_names(out->line[i], who) || !other)
			out->line[kept++] = out->line[i];
		else
			free(out->line[i]);
	}
	out->n = kept;
}

bool
frontend_line_names(const char *line, const char *name)
{
	size_t n = strlen(name);

	line += strcspn(line, " "); /* not the command's word */
	while (*line == ' ') {
		line++;
		if (strncmp(line, name, n) == 0 && (line[n] == ' ' || line[n] == '\0'))
			return true;
		line += strcspn(line, " ");
	}
	return false;
}

/* ---- the answers' data ---- */

/* Whether a cell is a whole number as JSON writes one: "-3", "12", not
 * "007" nor "+1". */
static bool
json_int(const char *cell)
{
	const char *d = cell + (*cell == '-');

	if (*d == '\0' || (*d == '0' && d[1] != '\0'))
		return false;
	return strspn(d, "0123456789") == strlen(d) && strlen(d) < 16;
}

/* `score` in --json: the score sheet's rows, header first, as data; a
 * number is a JSON number (but in the columns of names and words,
 * game_ops.labels, which stay strings), an empty cell null. */
void
frontend_sheet_data(struct frontend *f)
{
	const struct game_ops *g = session_game(f->s);
	struct sheet sh = { 0 };

	g->sheet(session_state(f->s), &sh);
	sbuf_add(&f->v.run.data, ", \"sheet\": [");
	for (int r = 0; r < sh.nrows; r++) {
		sbuf_add(&f->v.run.data, r ? ", [" : "[");
		for (int k = 0; k < sh.ncols; k++) {
			const char *cell = sheet_cell(&sh, r, k);
			if (k)
				sbuf_add(&f->v.run.data, ", ");
			if (r > 0 && *cell == '\0')
				sbuf_add(&f->v.run.data, "null");
			else if (r > 0 && json_int(cell) &&
			    !game_label_words(g, sheet_cell(&sh, 0, k)))
				sbuf_add(&f->v.run.data, cell);
			else
				sbuf_json(&f->v.run.data, cell, strlen(cell));
		}
		sbuf_addc(&f->v.run.data, ']');
	}
	sbuf_addc(&f->v.run.data, ']');
	sheet_free(&sh);
}

/* The protocol's version: it changes only when a key changes meaning or
 * goes away (treeref.1, JSON LINES, keeps the table of the changes). */
#define PROTOCOL 1

/* How a program starts game g its own way, from the registry: its
 * variants (the English id, the word in the messages' language, what it
 * changes), how a player is written ("NAME", or "NAME:AGE" with what
 * the number after the name is) and the longest name in bytes. */
static void
hello_start(struct sbuf *b, const struct game_ops *g)
{
	const struct game_suffix *sx = g->suffix;
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	char buf[64];

	sbuf_add(b, ", \"variants\": [");
	for (int k = 0; g->variants && g->variants[k].word; k++) {
		const struct game_variant *gv = &g->variants[k];
		const char *w = cmd_local_word(gv->word, gv->aliases, fr, buf,
		    sizeof buf);
		const char *about = game_text(g, gv->about);
		sbuf_add(b, k ? ", {\"id\": " : "{\"id\": ");
		sbuf_json(b, gv->word, strlen(gv->word));
		sbuf_add(b, ", \"word\": ");
		sbuf_json(b, w, strlen(w));
		sbuf_add(b, ", \"about\": ");
		sbuf_json(b, about, strlen(about));
		sbuf_addc(b, '}');
	}
	sbuf_add(b, "], \"player\": \"NAME");
	if (sx) {
		sbuf_add(b, sx->sep);
		for (const char *c = sx->id; *c; c++)
			sbuf_addc(b, (char)(*c >= 'a' && *c <= 'z' ? *c - 'a' + 'A' : *c));
	}
	sbuf_printf(b, "\", \"name_max\": %d, \"player_suffix\": ",
	    (int)(g->name_size ? g->name_size : g->players.size) - 1);
	if (sx == NULL) {
		sbuf_add(b, "null");
		return;
	}
	sbuf_add(b, "{\"sep\": ");
	sbuf_json(b, sx->sep, strlen(sx->sep));
	sbuf_add(b, ", \"id\": ");
	sbuf_json(b, sx->id, strlen(sx->id));
	sbuf_add(b, ", \"about\": ");
	sbuf_json(b, game_text(g, sx->about), strlen(game_text(g, sx->about)));
	sbuf_printf(b, ", \"min\": %d, \"max\": %d, \"distinct\": %s}",
	    sx->min, sx->max, sx->distinct ? "true" : "false");
}

void
frontend_hello(const char *version)
{
	struct sbuf b = { 0 }, line = { 0 }, local = { 0 };
	static const char *const names[] = { "ann", "bob", "cy", "dee",
	    "eve", "flo", "gus", "hal" };

	sbuf_add(&b, "{\"treeref\": ");
	sbuf_json(&b, version, strlen(version));
	sbuf_printf(&b, ", \"protocol\": %d, \"games\": [", PROTOCOL);
	for (size_t i = 0; game_list[i]; i++) {
		const struct game_ops *g = game_list[i];
		sbuf_reset(&line);
		if (g->new_example) {
			sbuf_add(&line, g->new_example);
		} else {
			sbuf_printf(&line, "new %s", g->id);
			for (int k = 0; k < g->min_players && k < 8; k++)
				sbuf_printf(&line, " %s", names[k]);
		}
		frontend_local_start(line.s, &local);
		sbuf_printf(&b, "%s{\"id\": ", i ? ", " : "");
		sbuf_json(&b, g->id, strlen(g->id));
		sbuf_add(&b, ", \"title\": ");
		sbuf_json(&b, g->title, strlen(g->title));
		sbuf_printf(&b, ", \"min_players\": %d, \"max_players\": %d, "
		    "\"new\": ", g->min_players, g->max_players);
		sbuf_json(&b, local.s, local.len);
		hello_start(&b, g);
		sbuf_addc(&b, '}');
	}
	sbuf_add(&b, "]}\n");
	fwrite(b.s, 1, b.len, stdout);
	sbuf_free(&b);
	sbuf_free(&line);
	sbuf_free(&local);
}

/* `legal` in --json: "moves", every complete line that may be entered
 * now (of the player named first, when one is); with `say`, a bare
 * legal's answer in words too: the same lines. */
void
frontend_legal_moves(struct frontend *f, const struct call *c, bool say)
{
	const struct game_ops *g = session_game(f->s);
	const void *state = session_state(f->s);
	const char *who = NULL;
	struct move_list m;

	if (!f->o.json && !say)
		return;
	if (c->argc > 1) {
		int p = game_find_player(g, state, c->argv[1], NULL);
		if (p >= 0)
			who = game_player(g, state, p);
	}
	frontend_moves(f->s, who, &m);
	if (say && m.n == 0)
		verdict_say(&f->v, session_finished(f->s) ?
		    _("The game is over: no move may be entered.") :
		    _("No move may be entered now."));
	else if (say)
		verdict_say(&f->v, _("The moves that may be entered now:"));
	for (size_t i = 0; say && i < m.n; i++)
		verdict_say(&f->v, "  %s", m.line[i]);
	verdict_data_strings(&f->v, "moves", (const char *const *)m.line,
	    (int)m.n);
	move_list_free(&m);
}

/* Whether `legal` or `legal NAME` is to be answered by the front end
 * alone: the game's own legal does not take so few words. */
bool
frontend_own_legal_unfit(struct frontend *f, const struct game_cmd *gc,
    const struct call *c)
{
	const struct game_ops *g = session_game(f->s);

	if (game_args_fit(c->argc - 1, gc->min_args, gc->max_args))
		return false;
	return c->argc == 1 || (c->argc == 2 &&
	    game_find_player(g, session_state(f->s), c->argv[1], NULL) >= 0);
}

/* `status` in --json: "phase" ("over" once the game has ended) and
 * "to_play" in every game; a game that gives neither gets them from
 * the front end: the players its moves name. */
void
frontend_status_data(struct frontend *f)
{
	const struct game_ops *g = session_game(f->s);
	const char *data = sbuf_str(&f->v.run.data);
	bool phase = strstr(data, ", \"phase\": ") != NULL;
	bool to_play = strstr(data, ", \"to_play\": ") != NULL;

	if (!phase)
		verdict_data_string(&f->v, "phase", session_finished(f->s) ?
		    "over" : "play");
	if (!to_play) {
		struct move_list m;
		const char *who[GAME_MAX_SEATS];
		int n = 0, np = game_nplayers(g, session_state(f->s));

		frontend_moves(f->s, NULL, &m);
		for (int p = 0; p < np && n < GAME_MAX_SEATS; p++) {
			const char *name = game_player(g, session_state(f->s), p);
			for (size_t i = 0; i < m.n; i++)
				if (frontend_line_names(m.line[i], name)) {
					who[n++] = name;
					break;
				}
		}
		verdict_data_strings(&f->v, "to_play", who, n);
		move_list_free(&m);
	}
}

