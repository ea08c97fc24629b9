/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* session_lines.c — a command's lines: the words as typed, the canonical
 * line logs and the journal keep (the English words, worked out when the
 * command is accepted or, without a journal, when first asked for), and
 * a kept line in the words of the messages' language. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "session_int.h"
#include "util.h"

/* The command as typed, with the English command word and single spaces. */
void
session_typed_line(struct sbuf *b, const char *word, const struct call *c)
{
	const char *words[CMD_MAX_ARGS];

	if (c->line.text != NULL) {
		/* the line is the words one space apart: its rest after the
		 * command word, as it was read */
		size_t n0 = strlen(c->argv[0]);
		sbuf_reset(b);
		sbuf_add(b, word);
		sbuf_addn(b, c->line.text + n0, c->line.len - n0);
		return;
	}
	words[0] = word;
	for (int i = 1; i < c->argc && i < CMD_MAX_ARGS; i++)
		words[i] = c->argv[i];
	sbuf_reset(b);
	sbuf_join(b, words, c->argc < CMD_MAX_ARGS ? c->argc : CMD_MAX_ARGS, ' ');
}

/* Whether `line` run on `before` (NULL: a fresh game) leaves exactly
 * `after`: the English line must mean what the typed one did. */
static bool
same_effect(const struct game_ops *g, const struct game_cmd *cmd,
    const void *before, const void *after, const char *line)
{
	char *argv[CMD_MAX_ARGS];
	char *copy = xstrdup(line);
	void *state = xcalloc(1, g->state_size);
	struct verdict v;
	struct call c = { .argv = argv, .width = 100 };
	bool ok;

	c.argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	verdict_init(&v);
	v.run.quiet = true;
	if (before)
		memcpy(state, before, g->state_size);
	if (cmd) {
		ok = c.argc > 0 && cmd->run(state, &c, &v);
	} else {
		/* `new GAME ARGS...`: game_start sees GAME ARGS... */
		c.argc--;
		c.argv++;
		ok = c.argc > 0 && game_start(g, state, &c, &v);
	}
	ok = ok && memcmp(state, after, g->state_size) == 0;
	verdict_free(&v);
	free(state);
	free(copy);
	return ok;
}

/* Whether a word is a plain number, which no game writes otherwise. */
static bool
is_number(const char *s)
{
	/* plain comparisons: isdigit() asks the locale at every byte */
	if (*s < '0' || *s > '9')
		return false;
	while (*s >= '0' && *s <= '9')
		s++;
	return *s == '\0';
}

/* Argument i in English, or NULL to keep it as typed: for `new GAME
 * [VARIANT...] NAME...` (cmd NULL) the game's id, then its variants;
 * for a move, what the game's own words say. */
static const char *
english_arg(const struct game_ops *g, const struct game_cmd *cmd,
    const void *after, const char *word, int i, const char *arg, char *buf,
    size_t size)
{
	int k;

	if (cmd == NULL && i == 1)
		return g->id;
	if (cmd == NULL && (k = game_variant_of(g, arg)) >= 0)
		return g->variants[k].word;
	if (cmd == NULL) {
		/* a name, in NFC as the game keeps it (the log's `new` row
		 * as its later rows: cli.md "Names"); ASCII is its own NFC */
		const char *p = arg;
		while (*p != '\0' && (unsigned char)*p < 0x80)
			p++;
		if (*p == '\0')
			return NULL;
		char *nfc = utf8_nfc(arg);
		bool differs = strcmp(nfc, arg) != 0 && strlen(nfc) < size;
		if (differs)
			memcpy(buf, nfc, strlen(nfc) + 1);
		free(nfc);
		return differs ? buf : NULL;
	}
	if (is_number(arg))
		return NULL;
	const char *e = g->english ? g->english(after, word, i, arg, buf, size) : NULL;
	/* a player as the game knows them (log version 4): "Bob" and "bo"
	 * are "bob" (same_effect checks that the line means the same) */
	if (e == NULL && (k = game_find_player(g, after, arg, NULL)) >= 0)
		e = game_player(g, after, k);
	return e;
}

/*
 * The line the history, the journal and event logs keep: the English
 * command word (and for `new`, the game's id), then the arguments, each
 * in English when the game knows it as one of its words (colours,
 * variants, pieces, cards...), names and numbers as typed.  The English
 * line is kept only when running it from the state before leads to the
 * same state (`after`); otherwise the line as typed.  Checking a long
 * log runs this for every row: a line already in English costs one
 * look at each word and one allocation.  True when no argument changed:
 * the line is then the command word and the arguments as typed.
 */
bool
session_canonical_line(struct sbuf *b, const struct game_ops *g,
    const struct game_cmd *cmd, const void *before, const void *after,
    const char *word, const struct call *c)
{
	char bufs[2][128];
	const char *first = NULL; /* the English of the first word that differs */
	int at = 0;

	for (int i = 1; i < c->argc && first == NULL; i++) {
		const char *e = english_arg(g, cmd, after, word, i, c->argv[i],
		    bufs[0], sizeof bufs[0]);
		if (e && strcmp(e, c->argv[i]) != 0) {
			first = e;
			at = i;
		}
	}
	if (at == 0) {
		/* no argument changed, the common case: the words as typed */
		session_typed_line(b, word, c);
		return true;
	}
	sbuf_reset(b);
	sbuf_add(b, word);
	for (int i = 1; i < c->argc; i++) {
		const char *e = NULL;
		if (i == at)
			e = first;
		else if (i > at)
			e = english_arg(g, cmd, after, word, i, c->argv[i],
			    bufs[1], sizeof bufs[1]);
		sbuf_addc(b, ' ');
		sbuf_add(b, e ? e : c->argv[i]);
	}
	if (at > 0 && !same_effect(g, cmd, before, after, b->s))
		session_typed_line(b, word, c);
	return at == 0;
}

/* Entry i's canonical line, worked out now when session_run left it
 * for later: canonical_line over its words, from the state before it
 * (entry i - 1's) to its own.  The words as typed become `typed` when
 * they differ from it (keep_typed's rule: the command word was typed
 * in English, or `typed` holds it already). */
static void
canonicalize(struct session *s, size_t i)
{
	struct entry *e = s->hist[i];
	char *argv[CMD_MAX_ARGS];
	char *copy = xstrdup(e->line.s);
	struct call c = { .argv = argv, .width = 100 };
	struct sbuf out = { 0 };

	e->canon = true;
	c.argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	c.line.text = e->line.s;
	c.line.len = e->line.len;
	if (!session_canonical_line(&out, s->game, e->cmd, s->hist[i - 1]->after,
	    e->after, e->cmd->word, &c) && strcmp(out.s, e->line.s) != 0) {
		struct sbuf t = e->line;
		e->line = out;
		out = t;
		if (e->typed.len == 0) {
			t = e->typed;
			e->typed = out;
			out = t;
		}
	}
	sbuf_free(&out);
	free(copy);
}

/* Entry i's canonical line.  The session is const to its readers; the
 * line, once worked out, stays the same. */
const char *
session_entry_line(const struct session *cs, size_t i)
{
	struct session *s = (struct session *)cs;

	if (!s->hist[i]->canon)
		canonicalize(s, i);
	return s->hist[i]->line.s;
}

/* Keep the line as typed beside the canonical one, when they differ;
 * `plain`: canonical_line changed no argument, so they differ only when
 * the command word was typed otherwise. */
void
session_keep_typed(struct entry *e, const struct call *c, bool plain,
    const char *word)
{
	if (plain && strcmp(c->argv[0], word) == 0) {
		sbuf_reset(&e->typed);
		return;
	}
	session_typed_line(&e->typed, c->argv[0], c);
	if (strcmp(e->typed.s, e->line.s) == 0)
		sbuf_reset(&e->typed);
}
/* Looks for the word of the messages' language that stands for one
 * English argument: the first word the game's completer offers whose
 * English is that argument; the others offered are kept, to look among
 * them, only when none is, for one that leaves the same game ("1tr"
 * for "ac"). */
struct local_word {
	struct game_offer offer;
	const struct session *s;
	const struct game_cmd *cmd;
	const void *after;
	const char *word;
	int i;
	const char *english;
	char found[128];
	struct sbuf others; /* the other words offered, NUL-separated */
};

static bool
local_word_add(struct game_offer *o, const char *w)
{
	struct local_word *l = (struct local_word *)(void *)o;
	char buf[128];
	const char *e;

	if (l->found[0] != '\0' || strlen(w) >= sizeof l->found)
		return true;
	e = english_arg(l->s->game, l->cmd, l->after, l->word, l->i, w, buf,
	    sizeof buf);
	if (strcmp(e ? e : w, l->english) == 0) {
		memcpy(l->found, w, strlen(w) + 1);
	} else {
		sbuf_add(&l->others, w);
		sbuf_addc(&l->others, '\0');
	}
	return true;
}

/* Among the words offered for argument i of the English line argv, the
 * first that leaves the same game, into l->found. */
static void
local_same(struct local_word *l, const void *before, char **argv, int argc)
{
	struct sbuf line = { 0 };

	for (size_t at = 0; at < l->others.len && l->found[0] == '\0';) {
		const char *w = l->others.s + at;

		sbuf_reset(&line);
		sbuf_add(&line, l->word);
		for (int k = 1; k < argc; k++) {
			sbuf_addc(&line, ' ');
			sbuf_add(&line, k == l->i ? w : argv[k]);
		}
		if (same_effect(l->s->game, l->cmd, before, l->after, line.s))
			memcpy(l->found, w, strlen(w) + 1);
		at += strlen(w) + 1;
	}
	sbuf_free(&line);
}

/* Entry i's line (any kept entry, undone or not) in the messages'
 * language. */
void
session_entry_local(const struct session *s, size_t i, struct sbuf *out)
{
	const char *line = session_entry_line(s, i);
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	char *copy, *argv[CMD_MAX_ARGS], buf[64];
	int argc;
	const struct game_cmd *gc;

	sbuf_reset(out);
	if (line == NULL)
		return;
	copy = xstrdup(line);
	argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
	gc = argc > 0 && i > 0 && !s->lean && s->game ? game_cmd_of(s->game, argv[0]) : NULL;
	if (gc == NULL || !fr) {
		sbuf_add(out, line);
		free(copy);
		return;
	}
	sbuf_add(out, cmd_local_word(gc->word, gc->aliases, fr, buf, sizeof buf));
	for (int k = 1; k < argc; k++) {
		struct local_word l = { .offer.add = local_word_add, .s = s,
			.cmd = gc, .after = s->hist[i]->after, .word = gc->word,
			.i = k, .english = argv[k] };
		char *saved = argv[k];

		if (s->game->complete && !is_number(saved)) {
			argv[k] = (char *)"";
			s->game->complete(s->hist[i - 1]->after, k, argv, &l.offer);
			argv[k] = saved;
			if (l.found[0] == '\0')
				local_same(&l, s->hist[i - 1]->after, argv, argc);
		}
		sbuf_addc(out, ' ');
		sbuf_add(out, l.found[0] ? l.found : saved);
		sbuf_free(&l.others);
	}
	free(copy);
}
