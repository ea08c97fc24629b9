/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* session.c — the game being refereed: state snapshots for undo and redo,
 * and the list of accepted commands that the journal and logs replay. */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "util.h"

/* One accepted command and the state right after it. */
struct entry {
	struct sbuf line;  /* canonical: what logs and the journal keep */
	struct sbuf typed; /* as the user typed it, when it differs (else
			    * empty): undo and redo echo the user's words */
	struct sbuf news;  /* what it announced, in the language `lang`, when
			    * `told` (it ran where announcements are read) */
	const char *lang; /* i18n_lang()'s "en" or "fr" */
	bool told;
	bool joined; /* one undo with the entry before it (session_join) */
	bool read;   /* read from a journal or a log, not typed here
		      * (session_mark_read): undo and redo say it in the
		      * messages' language */
	void *after;
	/* when it was accepted, for `new` (the game's start) and for the
	 * command that ended the game, else "" (and "" when unknown) */
	char when[DATE_SIZE];
};

/*
 * Full sessions keep every state: `state` is the `after` of the last live
 * entry, so undo and redo only move `pos`.  A command runs in the buffer
 * of the entry it will become (one copy of the state); entries dropped by
 * undo and new, or refused, go to a pool and are used again, so a long
 * script allocates nothing per command once its first game is done.
 */
struct session {
	const struct game_ops *game;
	void *state;   /* the current state */
	void *scratch; /* lean sessions: where a command runs */
	struct entry *hist;
	size_t nhist, pos, cap; /* hist[0] is `new`; pos entries are live */
	struct entry *pool;     /* spare entries, of pool_size bytes of state */
	size_t npool, poolcap, pool_size;
	bool lean;              /* no history: only a count and the last line */
	size_t lean_count;
	struct sbuf last, next; /* lean: the last line, and the one running */
	char lean_started[DATE_SIZE], lean_ended[DATE_SIZE];
	/* the game's date of play under --date (as the journal keeps it,
	 * for a resumed game), else "": its start and end are then now */
	char fixed[DATE_SIZE];
	session_persist_fn persist;
	void *persist_ctx;
	struct game_identity ident;
};

static void blank_identity(struct session *s);

struct session *
session_new(void)
{
	return xcalloc(1, sizeof(struct session));
}

static void
free_pool(struct session *s)
{
	for (size_t i = 0; i < s->npool; i++) {
		sbuf_free(&s->pool[i].line);
		sbuf_free(&s->pool[i].typed);
		sbuf_free(&s->pool[i].news);
		free(s->pool[i].after);
	}
	s->npool = 0;
}

/* An entry for a state of `size` bytes (its content undefined), its
 * line empty. */
static struct entry
take_entry(struct session *s, size_t size)
{
	struct entry e = { 0 };

	if (s->npool > 0 && s->pool_size == size)
		e = s->pool[--s->npool];
	else
		e.after = xmalloc(size);
	sbuf_reset(&e.line);
	sbuf_reset(&e.typed);
	e.when[0] = '\0';
	sbuf_reset(&e.news);
	e.told = false;
	e.joined = false;
	e.read = false;
	return e;
}

static void
give_entry(struct session *s, struct entry e, size_t size)
{
	if (s->pool_size != size) {
		free_pool(s);
		s->pool_size = size;
	}
	if (s->npool == s->poolcap) {
		s->poolcap = s->poolcap ? s->poolcap * 2 : 64;
		s->pool = xrealloc(s->pool, s->poolcap * sizeof *s->pool);
	}
	s->pool[s->npool++] = e;
}

static void
drop_history(struct session *s, size_t from)
{
	for (size_t i = from; i < s->nhist; i++)
		give_entry(s, s->hist[i], s->game->state_size);
	s->nhist = from;
	if (s->pos > from)
		s->pos = from;
}

static void
forget_game(struct session *s)
{
	if (s->game)
		drop_history(s, 0);
	if (s->lean) {
		free(s->state);
		free(s->scratch);
	}
	s->state = s->scratch = NULL;
	s->game = NULL;
}

void
session_free(struct session *s)
{
	if (s == NULL)
		return;
	forget_game(s);
	blank_identity(s);
	free_pool(s);
	free(s->pool);
	free(s->hist);
	sbuf_free(&s->last);
	sbuf_free(&s->next);
	free(s);
}

void
session_set_persist(struct session *s, session_persist_fn fn, void *ctx)
{
	s->persist = fn;
	s->persist_ctx = ctx;
}

/* Save the line before it counts; on failure the verdict holds only the
 * reason the command was refused. */
static bool
persist(struct session *s, const char *line, bool restart, struct verdict *v)
{
	struct sbuf why = { 0 };
	bool ok = s->persist == NULL || s->persist(s->persist_ctx, line, restart, &why);

	if (!ok) {
		verdict_clear(v);
		verdict_fail(v, "%s", sbuf_str(&why));
	}
	sbuf_free(&why);
	return ok;
}

const struct game_ops *
session_game(const struct session *s)
{
	return s->game;
}

const void *
session_state(const struct session *s)
{
	return s->state;
}

bool
session_finished(const struct session *s)
{
	return s->game != NULL && s->game->finished(s->state);
}

const struct game_cmd *
session_find_cmd(const struct session *s, const char *word)
{
	if (s->game == NULL)
		return NULL;
	/* the English word as the log and the journal write it: one pass of
	 * plain comparisons before the folding one */
	for (const struct game_cmd *c = s->game->cmds; c->word; c++)
		if (c->word[0] == word[0] && strcmp(word, c->word) == 0)
			return c;
	for (const struct game_cmd *c = s->game->cmds; c->word; c++)
		if (cmd_word_in(word, c->word, c->aliases))
			return c;
	return NULL;
}

/* The command as typed, with the English command word and single spaces. */
static void
typed_line(struct sbuf *b, const char *word, const struct call *c)
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
		 * as its later rows: cli.md "Names") */
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
static bool
canonical_line(struct sbuf *b, const struct game_ops *g,
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
		typed_line(b, word, c);
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
		typed_line(b, word, c);
	return at == 0;
}

/* Keep the line as typed beside the canonical one, when they differ;
 * `plain`: canonical_line changed no argument, so they differ only when
 * the command word was typed otherwise. */
static void
keep_typed(struct entry *e, const struct call *c, bool plain, const char *word)
{
	if (plain && strcmp(c->argv[0], word) == 0) {
		sbuf_reset(&e->typed);
		return;
	}
	typed_line(&e->typed, c->argv[0], c);
	if (strcmp(e->typed.s, e->line.s) == 0)
		sbuf_reset(&e->typed);
}

/* The line a lean session keeps: only for its persist hook, which
 * needs it; without one (check, standings, report walk a log whose rows
 * hold the lines) none is built, and session_line has none to give. */
static void
lean_line(struct session *s, const char *word, const struct call *c)
{
	if (s->persist)
		typed_line(&s->next, word, c);
	else
		sbuf_reset(&s->next);
}

/* A lean session keeps only the last line (in `next` until now) and
 * counts. */
static void
record_lean(struct session *s)
{
	struct sbuf t = s->last;

	s->last = s->next;
	s->next = t;
	s->lean_count++;
}

/* Accept entry `e`: the redo tail goes, `e` becomes the state. */
static void
record(struct session *s, struct entry e)
{
	drop_history(s, s->pos);
	if (s->nhist == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->hist = xrealloc(s->hist, s->cap * sizeof *s->hist);
	}
	s->hist[s->nhist] = e;
	s->pos = ++s->nhist;
	s->state = e.after;
}

bool
session_start(struct session *s, const struct call *c, struct verdict *v)
{
	const struct game_ops *g;

	if (c->argc < 2 || (g = game_find(c->argv[1])) == NULL) {
		struct sbuf games = { 0 };
		game_list_describe(&games);
		if (c->argc < 2) {
			verdict_fail(v, _("which game? The games are %s."),
			    sbuf_str(&games));
			verdict_fail(v, _("Usage: %s"),
			    _("new GAME [VARIANT...] NAME..."));
		} else
			verdict_fail(v, _("unknown game \"%s\"; the games are %s"),
			    c->argv[1], sbuf_str(&games));
		sbuf_free(&games);
		return false;
	}
	time_t now = date_now();
	if (!date_writable(now)) {
		/* TRANSLATORS: the clock is wrong; --date is an option. */
		verdict_fail(v, _("the clock says the year is past 9999, a date no "
		    "log can hold: set the clock, or give the day of play with --date"));
		return false;
	}
	struct entry e = take_entry(s, g->state_size);
	struct call sub = *c;
	memset(e.after, 0, g->state_size);
	sub.argc = c->argc - 1;
	sub.argv = c->argv + 1;
	sub.line.text = NULL;
	if (!game_start(g, e.after, &sub, v)) {
		v->ok = false;
		give_entry(s, e, g->state_size);
		return false;
	}
	if (s->lean)
		lean_line(s, "new", c);
	else {
		bool plain = canonical_line(&e.line, g, NULL, NULL, e.after, "new", c);
		keep_typed(&e, c, plain, "new");
	}
	if (!persist(s, s->lean ? s->next.s : e.line.s, true, v)) {
		give_entry(s, e, g->state_size);
		return false;
	}
	forget_game(s);
	s->lean_count = 0;
	s->game = g;
	if (date_fixed(&now))
		date_format(now, s->fixed);
	else
		s->fixed[0] = '\0';
	date_format(now, e.when);
	blank_identity(s);
	memcpy(s->lean_started, e.when, DATE_SIZE);
	s->lean_ended[0] = '\0';
	if (s->lean) {
		s->state = xmalloc(g->state_size);
		s->scratch = xmalloc(g->state_size);
		memcpy(s->state, e.after, g->state_size);
		give_entry(s, e, g->state_size);
		record_lean(s);
	} else {
		record(s, e);
	}
	return true;
}

/*
 * When the game ends: now (its date of play under --date); an end the
 * clock puts before the start (a clock set back) or past year 9999 is
 * recorded as the start, with a warning.
 */
static void
end_when(const struct session *s, struct verdict *v, char out[DATE_SIZE])
{
	const char *started = session_started(s);
	time_t now = date_now(), start;

	bool fixed = s->fixed[0] != '\0' && date_parse(s->fixed, &now);
	bool has_start = date_parse(started, &start);
	if (date_writable(now) && (!has_start || now >= start)) {
		if (fixed)
			memcpy(out, s->fixed, DATE_SIZE); /* as the journal wrote it */
		else
			date_format(now, out);
		return;
	}
	char clock[DATE_SIZE];
	date_format(now, clock);
	if (!has_start) {
		out[0] = '\0'; /* no date a log can hold: unknown */
		return;
	}
	snprintf(out, DATE_SIZE, "%s", started);
	if (!date_writable(now)) {
		sbuf_printf(&v->news, _("warning: The clock says the year is past "
		    "9999, a date no log can hold: the game's end is recorded as its "
		    "start (%s).\n"), started);
		return;
	}
	/* TRANSLATORS: the first %s is now (the clock, or --date), the
	 * second the game's start; a date is "2026-11-26T21:14:05+01:00". */
	sbuf_printf(&v->news, _("warning: The game ends at %s, before it started "
	    "(%s; a clock set back?): its end is recorded as its start.\n"),
	    clock, started);
}

/* A lean session: the command runs on the scratch copy. */
static bool
run_lean(struct session *s, const struct game_cmd *cmd, const struct call *c,
    struct verdict *v)
{
	memcpy(s->scratch, s->state, s->game->state_size);
	if (!cmd->run(s->scratch, c, v)) {
		v->ok = false;
		return false;
	}
	v->ok = true;
	if (cmd->flags & CMD_QUERY)
		return true;
	lean_line(s, cmd->word, c);
	if (!persist(s, s->next.s, false, v))
		return false;
	if (!s->game->finished(s->state) && s->game->finished(s->scratch))
		end_when(s, v, s->lean_ended);
	void *t = s->state;
	s->state = s->scratch;
	s->scratch = t;
	record_lean(s);
	return true;
}

bool
session_run(struct session *s, const struct game_cmd *cmd,
    const struct call *c, struct verdict *v)
{
	size_t n = s->game->state_size;

	v->names = s->game->rules; /* refusals and `why` name its rules */
	if (!game_cmd_arity(s->game, cmd, c, v)) {
		v->ok = false;
		return false;
	}
	if (s->lean)
		return run_lean(s, cmd, c, v);
	struct entry e = take_entry(s, n);
	memcpy(e.after, s->state, n);
	v->ok = cmd->run(e.after, c, v);
	if (v->ok && !(cmd->flags & CMD_QUERY)) {
		bool plain = canonical_line(&e.line, s->game, cmd, s->state,
		    e.after, cmd->word, c);
		keep_typed(&e, c, plain, cmd->word);
		if (!s->game->finished(s->state) && s->game->finished(e.after))
			end_when(s, v, e.when);
		/* what it announced, for redo to say again */
		if (!v->run.quiet) {
			sbuf_add(&e.news, sbuf_str(&v->news));
			e.lang = i18n_lang();
			e.told = true;
		}
		if (persist(s, e.line.s, false, v)) {
			record(s, e);
			return true;
		}
	}
	give_entry(s, e, n);
	return v->ok;
}

bool
session_try(const struct session *s, const struct game_cmd *cmd,
    const struct call *c)
{
	static void *scratch;
	static size_t size;
	struct verdict v;
	bool ok;

	if (s->game == NULL)
		return false;
	if (size < s->game->state_size) {
		free(scratch);
		size = s->game->state_size;
		scratch = xmalloc(size);
	}
	verdict_init(&v);
	v.run.quiet = true;
	v.names = s->game->rules;
	ok = game_cmd_arity(s->game, cmd, c, &v);
	if (ok) {
		memcpy(scratch, s->state, s->game->state_size);
		ok = cmd->run(scratch, c, &v);
	}
	verdict_free(&v);
	return ok;
}

/* What undo and redo echo of entry i: the user's own words. */
static void local_line(const struct session *s, size_t i, struct sbuf *out);

static const char *
echo_line(const struct session *s, size_t i, struct sbuf *buf)
{
	if (s->hist[i].typed.len)
		return s->hist[i].typed.s;
	if (!s->hist[i].read)
		return s->hist[i].line.s; /* typed so */
	/* read from a journal or a log: in the words of the messages'
	 * language */
	local_line(s, i, buf);
	return buf->s;
}

bool
session_undo(struct session *s, struct verdict *v)
{
	if (s->game == NULL || s->lean || s->pos <= 1)
		return verdict_fail(v, _("nothing to undo"));
	struct sbuf said = { 0 };

	if (!persist(s, "undo", false, v))
		return false;
	s->pos--;
	/* a line of several moves goes back whole (session_join) */
	while (s->pos > 1 && s->hist[s->pos].joined)
		s->pos--;
	s->state = s->hist[s->pos - 1].after;
	verdict_say(v, _("Undone: %s"), echo_line(s, s->pos, &said));
	sbuf_free(&said);
	return true;
}

/* What entry i announced when it was played (a pick, a draft or a round
 * it closed), said again in the current language when it was said in
 * another or not at all (read from the journal): its command runs once
 * more on a copy of the state before it, and only its news is kept. */
static void
announce_again(const struct session *s, size_t i, struct verdict *v)
{
	size_t n = s->game->state_size;
	char *line = xstrdup(s->hist[i].line.s);
	char *argv[CMD_MAX_ARGS];
	int argc = cmd_tokenize(line, argv, CMD_MAX_ARGS);
	const struct game_cmd *gc = argc > 0 ? game_cmd_of(s->game, argv[0]) : NULL;

	if (gc && gc->run && !(gc->flags & CMD_QUERY)) {
		void *copy = xmalloc(n);
		struct verdict again;
		struct call c = { .argc = argc, .argv = argv, .width = 80 };

		memcpy(copy, s->hist[i - 1].after, n);
		verdict_init(&again);
		if (gc->run(copy, &c, &again) && again.news.len > 0 &&
		    memcmp(copy, s->hist[i].after, n) == 0)
			sbuf_add(&v->news, sbuf_str(&again.news));
		verdict_free(&again);
		free(copy);
	}
	free(line);
}

bool
session_redo(struct session *s, struct verdict *v)
{
	if (!session_can_redo(s))
		return verdict_fail(v, _("nothing to redo"));
	struct sbuf said = { 0 };

	if (!persist(s, "redo", false, v))
		return false;
	verdict_say(v, _("Redone: %s"), echo_line(s, s->pos, &said));
	sbuf_free(&said);
	do {
		if (s->hist[s->pos].told && strcmp(s->hist[s->pos].lang, i18n_lang()) == 0)
			sbuf_add(&v->news, sbuf_str(&s->hist[s->pos].news));
		else
			announce_again(s, s->pos, v);
		s->pos++;
	} while (s->pos < s->nhist && s->hist[s->pos].joined);
	s->state = s->hist[s->pos - 1].after;
	return true;
}

void
session_join(struct session *s, size_t n, const char *typed)
{
	if (s->game == NULL || s->lean || n < 2 || n >= s->pos)
		return;
	for (size_t i = s->pos - n + 1; i < s->pos; i++)
		s->hist[i].joined = true;
	if (typed != NULL) {
		sbuf_reset(&s->hist[s->pos - n].typed);
		sbuf_add(&s->hist[s->pos - n].typed, typed);
	}
}

bool
session_can_redo(const struct session *s)
{
	return s->game != NULL && !s->lean && s->pos < s->nhist;
}

void
session_set_lean(struct session *s)
{
	s->lean = true;
}

size_t
session_count(const struct session *s)
{
	return s->lean ? s->lean_count : s->pos;
}

const void *
session_lean_before(const struct session *s)
{
	/* run_lean swapped them: the scratch copy is the state it ran on */
	return s->lean && s->lean_count > 1 ? s->scratch : NULL;
}

const char *
session_line(const struct session *s, size_t i)
{
	if (s->lean)
		return s->lean_count > 0 && i == s->lean_count - 1 ? sbuf_str(&s->last) : NULL;
	return i < s->pos ? s->hist[i].line.s : NULL;
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
static void
local_line(const struct session *s, size_t i, struct sbuf *out)
{
	const char *line = s->hist[i].line.s;
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
			.cmd = gc, .after = s->hist[i].after, .word = gc->word,
			.i = k, .english = argv[k] };
		char *saved = argv[k];

		if (s->game->complete && !is_number(saved)) {
			argv[k] = (char *)"";
			s->game->complete(s->hist[i - 1].after, k, argv, &l.offer);
			argv[k] = saved;
			if (l.found[0] == '\0')
				local_same(&l, s->hist[i - 1].after, argv, argc);
		}
		sbuf_addc(out, ' ');
		sbuf_add(out, l.found[0] ? l.found : saved);
		sbuf_free(&l.others);
	}
	free(copy);
}

void
session_mark_read(struct session *s)
{
	for (size_t i = 0; !s->lean && i < s->nhist; i++)
		s->hist[i].read = true;
}

void
session_local_line(const struct session *s, size_t i, struct sbuf *out)
{
	if (session_line(s, i) == NULL || s->lean)
		sbuf_reset(out);
	else
		local_line(s, i, out);
}

const void *
session_state_at(const struct session *s, size_t i)
{
	return !s->lean && i < s->pos ? s->hist[i].after : NULL;
}

const char *
session_when(const struct session *s, size_t i)
{
	if (s->lean)
		return i == 0 && s->lean_count > 0 ? s->lean_started : "";
	return i < s->pos ? s->hist[i].when : "";
}

const char *
session_started(const struct session *s)
{
	return s->game ? session_when(s, 0) : "";
}

/* Where the end's date is kept: the lean field, or the entry of the
 * first command after which the game is over; NULL while it goes on. */
static char *
end_date(struct session *s)
{
	size_t k;

	if (!session_finished(s))
		return NULL;
	if (s->lean)
		return s->lean_ended;
	for (k = s->pos - 1; k > 1 && s->game->finished(s->hist[k - 1].after); k--)
		;
	return s->hist[k].when;
}

const char *
session_ended(const struct session *s)
{
	const char *d = end_date((struct session *)s); /* only read */

	return d ? d : "";
}

void
session_set_when(struct session *s, const char *date)
{
	char *to;

	if (s->game == NULL)
		return;
	if (!s->lean)
		to = s->hist[s->pos - 1].when;
	else if (s->lean_count == 1)
		to = s->lean_started;
	else
		to = s->lean_ended; /* the command that ended the game */
	snprintf(to, DATE_SIZE, "%s", date);
}

void
session_set_started(struct session *s, const char *date)
{
	if (s->game == NULL)
		return;
	snprintf(s->lean ? s->lean_started : s->hist[0].when, DATE_SIZE, "%s", date);
}

void
session_set_fixed(struct session *s, const char *date)
{
	snprintf(s->fixed, DATE_SIZE, "%s", s->game ? date : "");
}

const char *
session_fixed(const struct session *s)
{
	return s->game ? s->fixed : "";
}

void
session_set_ended(struct session *s, const char *date)
{
	char *to = end_date(s);

	if (to != NULL)
		snprintf(to, DATE_SIZE, "%s", date);
}

static void
blank_identity(struct session *s)
{
	for (int i = 0; i < LABEL_COUNT; i++)
		free(s->ident.label[i]);
	memset(&s->ident, 0, sizeof s->ident);
	s->ident.revision = 1;
}

const struct game_identity *
session_identity(const struct session *s)
{
	return &s->ident;
}

struct game_identity *
session_identity_edit(struct session *s)
{
	return &s->ident;
}

bool
session_rename_player(struct session *s, int i, const char *name)
{
	return s->game != NULL && game_rename_player(s->game, s->state, i, name);
}

const char *
session_label(const struct session *s, int which)
{
	return s->ident.label[which] ? s->ident.label[which] : "";
}

void
session_set_label(struct session *s, int which, const char *value)
{
	free(s->ident.label[which]);
	s->ident.label[which] = value && *value ? xstrdup(value) : NULL;
}
