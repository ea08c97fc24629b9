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
#include "session_int.h"
#include "util.h"

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
		sbuf_free(&s->pool[i]->line);
		sbuf_free(&s->pool[i]->typed);
		sbuf_free(&s->pool[i]->news);
		free(s->pool[i]->after);
		free(s->pool[i]);
	}
	s->npool = 0;
}

/* A new entry, for a state of `size` bytes: out of line, as once the
 * first game is done a script takes every entry from the pool. */
static struct entry * __attribute__((noinline, cold))
new_entry(size_t size)
{
	struct entry *e = xcalloc(1, sizeof *e);

	e->after = xmalloc(size);
	return e;
}

/* An entry for a state of `size` bytes (its content undefined), its
 * line empty.  Entries move between the history and the pool by their
 * address: a command copies no entry.  Inline: once a command. */
static inline struct entry *
take_entry(struct session *s, size_t size)
{
	struct entry *e;

	if (s->npool > 0 && s->pool_size == size)
		e = s->pool[--s->npool];
	else
		e = new_entry(size);
	sbuf_reset(&e->line);
	sbuf_reset(&e->typed);
	e->cmd = NULL;
	e->canon = true;
	e->when[0] = '\0';
	sbuf_reset(&e->news);
	e->told = false;
	e->joined = false;
	e->read = false;
	return e;
}

static void
give_entry(struct session *s, struct entry *e, size_t size)
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
	size_t n = s->nhist > from ? s->nhist - from : 0;

	if (n > 0 && s->pool_size == s->game->state_size) {
		/* a whole game's entries at the end of a game: in one copy */
		if (s->poolcap - s->npool < n) {
			while (s->poolcap - s->npool < n)
				s->poolcap = s->poolcap ? s->poolcap * 2 : 64;
			s->pool = xrealloc(s->pool, s->poolcap * sizeof *s->pool);
		}
		memcpy(s->pool + s->npool, s->hist + from, n * sizeof *s->pool);
		s->npool += n;
	} else {
		for (size_t i = from; i < s->nhist; i++)
			give_entry(s, s->hist[i], s->game->state_size);
	}
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
session_set_persist(struct session *s, session_persist_fn fn,
    session_wants_fn wants, void *ctx)
{
	s->persist = fn;
	s->wants = wants;
	s->persist_ctx = ctx;
}

/* Lines worked out as each command is accepted, never later: the slow
 * path the tests compare the later one with. */
static bool eager_lines;

void
session_set_eager_lines(bool on)
{
	eager_lines = on;
}

/* persist() when the hook wants the line: out of line, so that a
 * session without a journal checks only that. */
static bool __attribute__((noinline))
persist_now(struct session *s, const char *line, bool restart, struct verdict *v)
{
	struct sbuf why = { 0 };
	bool ok = s->persist(s->persist_ctx, line, restart, &why);

	if (!ok) {
		verdict_clear(v);
		verdict_fail(v, "%s", sbuf_str(&why));
	}
	sbuf_free(&why);
	return ok;
}

/* Save the line before it counts; on failure the verdict holds only the
 * reason the command was refused. */
static bool
persist(struct session *s, const char *line, bool restart, struct verdict *v)
{
	if (s->persist == NULL || (s->wants != NULL && !s->wants(s->persist_ctx)))
		return true; /* nothing to save: no journal */
	return persist_now(s, line, restart, v);
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
	 * plain comparisons before the folding one (inline: a call to
	 * strcmp for a word of a few bytes costs more than the bytes, and
	 * `check` asks on every row) */
	for (const struct game_cmd *c = s->game->cmds; c->word; c++)
		if (c->word[0] == word[0] && cmd_same(word, c->word))
			return c;
	for (const struct game_cmd *c = s->game->cmds; c->word; c++)
		if (cmd_word_in(word, c->word, c->aliases))
			return c;
	return NULL;
}

/* The line a lean session keeps: only for its persist hook, which
 * needs it; without one (check, standings, report walk a log whose rows
 * hold the lines) none is built, and session_line has none to give. */
static void
lean_line(struct session *s, const char *word, const struct call *c)
{
	if (s->persist)
		session_typed_line(&s->next, word, c);
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

/* Room for one more entry in the history: out of line, as it doubles. */
static void __attribute__((noinline, cold))
grow_history(struct session *s)
{
	s->cap = s->cap ? s->cap * 2 : 64;
	s->hist = xrealloc(s->hist, s->cap * sizeof *s->hist);
}

/* Accept entry `e`: the redo tail goes, `e` becomes the state.  Inline:
 * once a command. */
static inline void
record(struct session *s, struct entry *e)
{
	if (s->pos < s->nhist) /* a redo tail: undone commands */
		drop_history(s, s->pos);
	if (s->nhist == s->cap)
		grow_history(s);
	s->hist[s->nhist] = e;
	s->pos = ++s->nhist;
	s->state = e->after;
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
		} else {
			verdict_fail(v, _("unknown game \"%s\"; the games are %s"),
			    c->argv[1], sbuf_str(&games));
			game_suggest(c->argv[1], v);
		}
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
	struct entry *e = take_entry(s, g->state_size);
	struct call sub = *c;
	memset(e->after, 0, g->state_size);
	sub.argc = c->argc - 1;
	sub.argv = c->argv + 1;
	sub.line.text = NULL;
	if (!game_start(g, e->after, &sub, v)) {
		v->ok = false;
		give_entry(s, e, g->state_size);
		return false;
	}
	if (s->lean)
		lean_line(s, "new", c);
	else {
		bool plain = session_canonical_line(&e->line, g, NULL, NULL,
		    e->after, "new", c);
		session_keep_typed(e, c, plain, "new");
	}
	if (!persist(s, s->lean ? s->next.s : e->line.s, true, v)) {
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
	date_format(now, e->when);
	blank_identity(s);
	memcpy(s->lean_started, e->when, DATE_SIZE);
	s->lean_ended[0] = '\0';
	if (s->lean) {
		s->state = xmalloc(g->state_size);
		s->scratch = xmalloc(g->state_size);
		memcpy(s->state, e->after, g->state_size);
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
	struct entry *e = take_entry(s, n);
	/* a line of several moves runs them all on one verdict: what
	 * this one announced is what it adds */
	size_t said = v->news.len;
	memcpy(e->after, s->state, n);
	v->ok = cmd->run(e->after, c, v);
	if (v->ok && !(cmd->flags & CMD_QUERY)) {
		/* persist()'s and wants_line()'s question, asked once */
		bool saving = s->persist != NULL &&
		    (s->wants == NULL || s->wants(s->persist_ctx));
		if (c->line.text != NULL && !eager_lines && !saving) {
			/* the line is its words one space apart (so tokenizing
			 * it gives them back): its canonical form waits until
			 * asked for (entry_line) */
			e->cmd = cmd;
			e->canon = false;
			if (c->line.english || strcmp(c->argv[0], cmd->word) == 0) {
				/* typed in English: the line itself */
				sbuf_addn(&e->line, c->line.text, c->line.len);
			} else {
				session_typed_line(&e->line, cmd->word, c);
				session_typed_line(&e->typed, c->argv[0], c);
			}
		} else {
			bool plain = session_canonical_line(&e->line, s->game, cmd,
			    s->state, e->after, cmd->word, c);
			session_keep_typed(e, c, plain, cmd->word);
		}
		if (!s->game->finished(s->state) && s->game->finished(e->after))
			end_when(s, v, e->when);
		/* what it announced, for redo to say again */
		if (!v->run.quiet) {
			if (said > v->news.len)
				said = 0;
			if (v->news.len > said) /* its length known: no strlen */
				sbuf_addn(&e->news, v->news.s + said, v->news.len - said);
			e->lang = i18n_lang();
			e->told = true;
		}
		if (!saving || persist_now(s, e->line.s, false, v)) {
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

static const char *
echo_line(const struct session *s, size_t i, struct sbuf *buf)
{
	if (s->hist[i]->typed.len)
		return s->hist[i]->typed.s;
	if (!s->hist[i]->read)
		return s->hist[i]->line.s; /* typed so (canonical or not yet) */
	/* read from a journal or a log: in the words of the messages'
	 * language */
	session_entry_local(s, i, buf);
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
	while (s->pos > 1 && s->hist[s->pos]->joined)
		s->pos--;
	s->state = s->hist[s->pos - 1]->after;
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
	char *line = xstrdup(session_entry_line(s, i));
	char *argv[CMD_MAX_ARGS];
	int argc = cmd_tokenize(line, argv, CMD_MAX_ARGS);
	const struct game_cmd *gc = argc > 0 ? game_cmd_of(s->game, argv[0]) : NULL;

	if (gc && gc->run && !(gc->flags & CMD_QUERY)) {
		void *copy = xmalloc(n);
		struct verdict again;
		struct call c = { .argc = argc, .argv = argv, .width = 80 };

		memcpy(copy, s->hist[i - 1]->after, n);
		verdict_init(&again);
		if (gc->run(copy, &c, &again) && again.news.len > 0 &&
		    memcmp(copy, s->hist[i]->after, n) == 0)
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
		if (s->hist[s->pos]->told && strcmp(s->hist[s->pos]->lang, i18n_lang()) == 0)
			sbuf_add(&v->news, sbuf_str(&s->hist[s->pos]->news));
		else
			announce_again(s, s->pos, v);
		s->pos++;
	} while (s->pos < s->nhist && s->hist[s->pos]->joined);
	s->state = s->hist[s->pos - 1]->after;
	return true;
}

void
session_join(struct session *s, size_t n, const char *typed)
{
	if (s->game == NULL || s->lean || n < 1 || n >= s->pos)
		return;
	for (size_t i = s->pos - n + 1; i < s->pos; i++)
		s->hist[i]->joined = true;
	if (typed != NULL) {
		session_entry_line(s, s->pos - n); /* its own `typed` replaced */
		sbuf_reset(&s->hist[s->pos - n]->typed);
		sbuf_add(&s->hist[s->pos - n]->typed, typed);
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
	return i < s->pos ? session_entry_line(s, i) : NULL;
}

void
session_mark_read(struct session *s)
{
	for (size_t i = 0; !s->lean && i < s->nhist; i++)
		s->hist[i]->read = true;
}

void
session_local_line(const struct session *s, size_t i, struct sbuf *out)
{
	if (session_line(s, i) == NULL || s->lean)
		sbuf_reset(out);
	else
		session_entry_local(s, i, out);
}

const void *
session_state_at(const struct session *s, size_t i)
{
	return !s->lean && i < s->pos ? s->hist[i]->after : NULL;
}

const char *
session_when(const struct session *s, size_t i)
{
	if (s->lean)
		return i == 0 && s->lean_count > 0 ? s->lean_started : "";
	return i < s->pos ? s->hist[i]->when : "";
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
	for (k = s->pos - 1; k > 1 && s->game->finished(s->hist[k - 1]->after); k--)
		;
	return s->hist[k]->when;
}

const char *
session_ended(const struct session *s)
{
	const char *d = end_date((struct session *)s); /* only read */

	return d ? d : "";
}

/* A date into a field of DATE_SIZE bytes, cut as snprintf's "%s" would
 * cut it, without the formatting machinery: check sets two dates a game
 * (a call of snprintf, some 560 instructions, each). */
static void
copy_date(char *to, const char *date)
{
	size_t n = strnlen(date, DATE_SIZE - 1);

	memmove(to, date, n);
	to[n] = '\0';
}

void
session_set_when(struct session *s, const char *date)
{
	char *to;

	if (s->game == NULL)
		return;
	if (!s->lean)
		to = s->hist[s->pos - 1]->when;
	else if (s->lean_count == 1)
		to = s->lean_started;
	else
		to = s->lean_ended; /* the command that ended the game */
	copy_date(to, date);
}

void
session_set_started(struct session *s, const char *date)
{
	if (s->game == NULL)
		return;
	copy_date(s->lean ? s->lean_started : s->hist[0]->when, date);
}

void
session_set_fixed(struct session *s, const char *date)
{
	copy_date(s->fixed, s->game ? date : "");
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
		copy_date(to, date);
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
	/* the lines still to work out read the names of their states */
	for (size_t k = 0; s->game != NULL && !s->lean && k < s->nhist; k++)
		session_entry_line(s, k);
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
