/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* notation.c — the notation every game shares (cli.md "The notation"): a
 * line of short forms read move by move into the game's long commands,
 * each tried on a copy of the state, all or nothing; and a game's compact
 * record, each move written short where reading it back gives the very
 * same state.  The games supply their letters (game_ops.notation). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "util.h"

/* xgettext reads pgettext(CONTEXT, MSGID) as a message with a context */
#define pgettext(context, msgid) i18n_pgettext(context "\004" msgid, msgid)

/* Run the long command `line` on `state`, kept only when accepted. */
static bool
try_move(const struct game_ops *g, void *state, const char *line,
    bool careful, struct verdict *v)
{
	char copy[CMD_MAX_LINE + 1], *argv[CMD_MAX_ARGS];
	struct call c = { .argv = argv, .width = 100, .careful = careful };
	const struct game_cmd *gc;
	bool ok = false;

	snprintf(copy, sizeof copy, "%s", line);
	c.argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	if (c.argc <= 0 || (gc = game_cmd_of(g, argv[0])) == NULL ||
	    (gc->flags & CMD_QUERY) || gc->run == NULL)
		return verdict_fail(v, "%s", line);
	if (!game_cmd_arity(g, gc, &c, v))
		return false;
	void *t = xmalloc(g->state_size);
	memcpy(t, state, g->state_size);
	ok = gc->run(t, &c, v);
	if (ok)
		memcpy(state, t, g->state_size);
	free(t);
	return ok;
}

/* The refusal of a whole line: its first line says which move, then the
 * game's reasons and rules. */
static void
refuse_move(struct verdict *v, int k, const char *word, const char *line,
    const struct verdict *mv)
{
	(void)line;
	verdict_fail(v, _("nothing of the line was done: its move %d, \"%s\", "
	    "is refused:"), k, word);
	sbuf_add(&v->msg, sbuf_str(&mv->msg));
	for (int i = 0; i < mv->nrules; i++)
		verdict_rule(v, mv->rules[i]);
	v->confirm = mv->confirm;
}

/* game_notation_line on the state `s`, left as the moves read leave it;
 * with `pending` a line may end with a player's name, whose index goes
 * there (-1: it ends with a move). */
static int
read_line(const struct game_ops *g, void *s, int argc, char **argv,
    bool careful, struct sbuf *out, int *n, struct verdict *v, int *pending)
{
	const struct game_notation *nt = g->notation;
	struct sbuf one = { 0 };
	struct verdict mv;
	int rc = 1;

	*n = 0;
	sbuf_reset(out);
	if (pending)
		*pending = -1;
	if (nt == NULL || argc <= 0)
		return -1;
	verdict_init(&mv);
	for (int i = 0; i < argc && rc == 1; i++) {
		const char *word = argv[i];
		int k;

		sbuf_reset(&one);
		verdict_clear(&mv);
		mv.names = g->rules;
		enum notation_read r = nt->read(s, -1, word, &one, &mv);
		if (r == NOTATION_NO) {
			/* a player's name, then that player's move */
			if ((k = game_find_player(g, s, word, NULL)) < 0) {
				if (i == 0)
					rc = -1;
				else
					rc = verdict_fail(v, _("\"%s\" is neither a move "
					    "nor a player; nothing of the line was done"), word);
				break;
			}
			if (i + 1 >= argc && pending) {
				*pending = k;
				break;
			}
			if (i + 1 >= argc) {
				rc = verdict_fail(v, _("%s's move is missing after the "
				    "name; nothing of the line was done"), game_player(g, s, k));
				break;
			}
			word = argv[++i];
			r = nt->read(s, k, word, &one, &mv);
			if (r == NOTATION_NO) {
				rc = verdict_fail(v, _("\"%s\" is not a move (for %s); "
				    "nothing of the line was done"), word, game_player(g, s, k));
				break;
			}
		}
		if (r == NOTATION_BAD) {
			verdict_fail(v, _("nothing of the line was done: \"%s\" cannot "
			    "be read:"), word);
			sbuf_add(&v->msg, sbuf_str(&mv.msg));
			rc = 0;
			break;
		}
		verdict_clear(&mv);
		mv.names = g->rules;
		mv.run.quiet = true;
		if (!try_move(g, s, sbuf_str(&one), careful, &mv)) {
			refuse_move(v, *n + 1, word, sbuf_str(&one), &mv);
			rc = 0;
			break;
		}
		sbuf_add(out, sbuf_str(&one));
		sbuf_addc(out, '\n');
		(*n)++;
	}
	if (rc != 1)
		rc = rc < 0 ? -1 : 0;
	if (rc == 0)
		v->ok = false;
	verdict_free(&mv);
	sbuf_free(&one);
	return rc;
}

int
game_notation_line(const struct game_ops *g, const void *state, int argc,
    char **argv, bool careful, struct sbuf *out, int *n, struct verdict *v)
{
	void *s = xmalloc(g->state_size);
	int rc;

	memcpy(s, state, g->state_size);
	rc = read_line(g, s, argc, argv, careful, out, n, v, NULL);
	free(s);
	return rc;
}

bool
game_notation_is_move(const struct game_ops *g, const void *state,
    const char *word)
{
	struct sbuf one = { 0 };
	struct verdict v;
	bool move;

	if (g->notation == NULL)
		return false;
	verdict_init(&v);
	v.run.quiet = true;
	move = g->notation->read(state, -1, word, &one, &v) != NOTATION_NO;
	verdict_free(&v);
	sbuf_free(&one);
	return move;
}

void
game_notation_complete(const struct game_ops *g, const void *state, int argc,
    char **argv, struct game_offer *out)
{
	struct sbuf lines = { 0 };
	struct verdict v;
	int n, pending = -1;

	if (g->notation == NULL || g->notation->complete == NULL)
		return;
	void *s = xmalloc(g->state_size);
	memcpy(s, state, g->state_size);
	verdict_init(&v);
	v.run.quiet = true;
	if (argc == 0 ||
	    read_line(g, s, argc, argv, false, &lines, &n, &v, &pending) == 1) {
		g->notation->complete(s, pending, out);
		for (int k = 0; pending < 0 && k < game_nplayers(g, s); k++)
			game_offer_add(out, game_player(g, s, k));
	}
	verdict_free(&v);
	sbuf_free(&lines);
	free(s);
}

/* ---- the record ---- */

struct item {
	const char *line; /* the long command */
	struct notation_move m;
	bool has;         /* the game writes it short */
};

/* Whether the words `text` read as a line of the notation on `before`
 * give the long command `line` itself, and the very state it leaves. */
static bool
reads_back(const struct game_ops *g, const void *before, const char *text,
    const char *line)
{
	char copy[CMD_MAX_LINE + 1], *argv[CMD_MAX_ARGS];
	struct sbuf longs = { 0 };
	struct verdict v;
	int argc, n;
	bool ok = false;
	void *a = xmalloc(g->state_size), *b = xmalloc(g->state_size);

	snprintf(copy, sizeof copy, "%s", text);
	argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	verdict_init(&v);
	v.run.quiet = true;
	memcpy(a, before, g->state_size);
	memcpy(b, before, g->state_size);
	if (argc > 0 && game_notation_line(g, before, argc, argv, false, &longs,
	    &n, &v) == 1 &&
	    n == 1) {
		longs.s[longs.len - 1] = '\0'; /* its newline */
		/* the same words, so that the event log is the same too */
		ok = strcmp(longs.s, line) == 0 && try_move(g, a, longs.s, false, &v) &&
		    try_move(g, b, line, false, &v) && memcmp(a, b, g->state_size) == 0;
	}
	verdict_free(&v);
	sbuf_free(&longs);
	free(a);
	free(b);
	return ok;
}

/* The state after `new` (lines[0]), or false. */
static bool
start_of(const struct game_ops *g, const char *line, void *state)
{
	char copy[CMD_MAX_LINE + 1], *argv[CMD_MAX_ARGS];
	struct call c = { .argv = argv, .width = 100 };
	struct verdict v;
	bool ok;

	snprintf(copy, sizeof copy, "%s", line);
	c.argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	if (c.argc < 2 || !cmd_word_eq(argv[0], "new") || game_find(argv[1]) != g)
		return false;
	c.argc--;
	c.argv++;
	memset(state, 0, g->state_size);
	verdict_init(&v);
	v.run.quiet = true;
	ok = game_start(g, state, &c, &v);
	verdict_free(&v);
	return ok;
}

/* A game's `new` line (in English, as logs keep it) in the words of
 * the messages' language: « nouveau bte jeunes ann bob ». */
const char *
game_local_start(const char *line, struct sbuf *out)
{
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	char *copy = xstrdup(line), *argv[CMD_MAX_ARGS], buf[64];
	int argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	const struct game_ops *g = argc > 1 ? game_find(argv[1]) : NULL;

	sbuf_reset(out);
	for (int i = 0; i < argc; i++) {
		const char *w = argv[i];
		int k = g && i > 1 ? game_variant_of(g, w) : -1;
		if (i == 0 && strcmp(w, "new") == 0)
			/* TRANSLATORS: context "command": the word that
			 * starts a game, as a table types it; French:
			 * nouveau. */
			w = pgettext("command", "new");
		else if (k >= 0)
			w = cmd_local_word(g->variants[k].word,
			    g->variants[k].aliases, fr, buf, sizeof buf);
		sbuf_printf(out, "%s%s", i ? " " : "", w);
	}
	free(copy);
	return sbuf_str(out);
}

/* Write the moves items[0..n) played from `start`; false when one of
 * them is refused in this order. */
static bool
write_moves(const struct game_ops *g, const void *start, struct item *items,
    size_t n, struct sbuf *out)
{
	void *s = xmalloc(g->state_size);
	struct sbuf tok = { 0 }, named = { 0 };
	struct verdict v;
	bool ok = true, open = false;
	int key = 0;
	char copy[CMD_MAX_LINE + 1], *argv[CMD_MAX_ARGS];

	memcpy(s, start, g->state_size);
	verdict_init(&v);
	v.run.quiet = true;
	for (size_t i = 0; i < n && ok; i++) {
		struct notation_move m = { -1, 0, false };
		const char *text = NULL;
		int argc;

		snprintf(copy, sizeof copy, "%s", items[i].line);
		argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
		sbuf_reset(&tok);
		if (items[i].has && g->notation->write(s, argc, argv, &tok, &m)) {
			if (reads_back(g, s, tok.s, items[i].line)) {
				text = tok.s;
			} else if (m.player >= 0) {
				sbuf_reset(&named);
				sbuf_printf(&named, "%s %s", game_player(g, s, m.player), tok.s);
				if (reads_back(g, s, named.s, items[i].line))
					text = named.s;
			}
		}
		if (text != NULL && open && m.line == key) {
			sbuf_addc(out, ' ');
		} else if (open || text == NULL) {
			if (open)
				sbuf_addc(out, '\n');
			open = false;
		}
		sbuf_add(out, text ? text : items[i].line);
		if (text == NULL)
			sbuf_addc(out, '\n');
		else
			open = true;
		key = m.line;
		verdict_clear(&v);
		ok = try_move(g, s, items[i].line, false, &v);
	}
	if (open)
		sbuf_addc(out, '\n');
	verdict_free(&v);
	sbuf_free(&tok);
	sbuf_free(&named);
	free(s);
	return ok;
}

bool
game_notation_record(const struct game_ops *g, char *const *lines, size_t n,
    const char *shown, struct sbuf *out)
{
	void *start, *s;
	struct item *items;
	struct verdict v;
	char copy[CMD_MAX_LINE + 1], *argv[CMD_MAX_ARGS];
	size_t m = n > 0 ? n - 1 : 0, head = out->len;
	bool ok = true;

	if (n == 0)
		return false;
	start = xmalloc(g->state_size);
	if (!start_of(g, lines[0], start)) {
		free(start);
		return false;
	}
	s = xmalloc(g->state_size);
	memcpy(s, start, g->state_size);
	items = xcalloc(m + 1, sizeof *items);
	verdict_init(&v);
	v.run.quiet = true;
	/* where each move goes, played in the order of the log */
	for (size_t i = 0; i < m && ok; i++) {
		int argc;

		items[i].line = lines[i + 1];
		items[i].m = (struct notation_move){ -1, -1 - (int)i, false };
		snprintf(copy, sizeof copy, "%s", lines[i + 1]);
		argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
		struct sbuf tok = { 0 };
		items[i].has = g->notation != NULL && argc > 0 &&
		    g->notation->write(s, argc, argv, &tok, &items[i].m);
		sbuf_free(&tok);
		if (!items[i].has)
			items[i].m = (struct notation_move){ -1, -1 - (int)i, false };
		verdict_clear(&v);
		ok = try_move(g, s, lines[i + 1], false, &v);
	}
	/* moves made at the same time, in seating order */
	struct item *sorted = xcalloc(m + 1, sizeof *sorted);
	memcpy(sorted, items, m * sizeof *items);
	for (size_t i = 1; i < m; i++) {
		struct item it = sorted[i];
		size_t j = i;
		while (j > 0 && it.has && it.m.together && sorted[j - 1].has &&
		    sorted[j - 1].m.together && sorted[j - 1].m.line == it.m.line &&
		    sorted[j - 1].m.player > it.m.player) {
			sorted[j] = sorted[j - 1];
			j--;
		}
		sorted[j] = it;
	}
	sbuf_printf(out, "lang %s\n%s\n", i18n_lang(), shown ? shown : lines[0]);
	size_t body = out->len;
	if (ok && !write_moves(g, start, sorted, m, out)) {
		/* the order of the log, then */
		out->len = body;
		out->s[body] = '\0';
		ok = write_moves(g, start, items, m, out);
	}
	if (!ok) {
		out->len = head;
		if (out->s)
			out->s[head] = '\0';
	}
	verdict_free(&v);
	free(sorted);
	free(items);
	free(s);
	free(start);
	return ok;
}
