/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* game.c — the verdict and score-sheet helpers every game fills in. */
#include "game.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "util.h"
#include "render.h"

void
verdict_init(struct verdict *v)
{
	v->ok = true;
	v->run.quiet = false;
	v->nrules = 0;
	v->msg = (struct sbuf){ 0 };
	v->news = (struct sbuf){ 0 };
	v->run.data = (struct sbuf){ 0 };
	v->run.no_data = false;
	v->run.checks = (struct sbuf){ 0 };
	v->run.nchecks = v->run.nbroken = 0;
	v->names = NULL;
	v->after_name = false;
}

/* Empty a buffer that holds something: most verdicts of a checked log
 * say nothing (quiet), so there is nothing to empty. */
static void
reset_used(struct sbuf *b)
{
	if (b->len > 0)
		sbuf_reset(b);
}

void
verdict_clear(struct verdict *v)
{
	v->ok = true;
	v->confirm = false;
	v->nrules = 0;
	reset_used(&v->msg);
	reset_used(&v->news);
	reset_used(&v->run.data);
	reset_used(&v->run.checks);
	v->run.nchecks = v->run.nbroken = 0;
}

void
verdict_free(struct verdict *v)
{
	sbuf_free(&v->msg);
	sbuf_free(&v->news);
	sbuf_free(&v->run.data);
	sbuf_free(&v->run.checks);
}

void
verdict_rule(struct verdict *v, const char *id)
{
	for (int i = 0; i < v->nrules; i++)
		if (v->rules[i] == id)
			return;
	if (v->nrules < VERDICT_MAX_RULES)
		v->rules[v->nrules++] = id;
}

bool
verdict_fail(struct verdict *v, const char *fmt, ...)
{
	va_list ap;
	size_t start;

	if (v == NULL) /* only whether it fails was asked (completion) */
		return false;
	start = v->msg.len;
	v->ok = false;
	va_start(ap, fmt);
	sbuf_vline(&v->msg, fmt, ap);
	va_end(ap);
	/* an error is a sentence: its own first word takes a capital (a
	 * name, a file or a word the user typed, put in by %s, stays as
	 * it is), but after "treeref: " (after_name); verdict_sentences
	 * ends it */
	if (fmt[0] != '%' && !(v->after_name && i18n_small_after_name()))
		render_capital_at(&v->msg, start);
	return false;
}

/* Whether `line` (n bytes) begins with the text of the message `fmt`
 * up to its first conversion: "Usage: " of "Usage: %s". */
static bool
begins_like(const char *line, size_t n, const char *fmt)
{
	const char *pc = strstr(fmt, "%s");
	size_t k = pc ? (size_t)(pc - fmt) : strlen(fmt);

	return k > 0 && n >= k && memcmp(line, fmt, k) == 0;
}

bool
verdict_line_ended(const char *line, size_t n)
{
	/* the lines that show a command's words: "Usage: %s", "Example: %s" */
	return render_ends_sentence(line, n) ||
	    begins_like(line, n, _("Usage: %s")) ||
	    begins_like(line, n, _("Example: %s"));
}

void
verdict_sentences(struct verdict *v)
{
	if (v->ok || v->msg.len == 0)
		return;
	struct sbuf out = { 0 };
	const char *s = v->msg.s;

	while (*s) {
		const char *nl = strchr(s, '\n');
		size_t n = nl ? (size_t)(nl - s) : strlen(s);
		sbuf_addn(&out, s, n);
		if (!verdict_line_ended(s, n))
			sbuf_addc(&out, '.');
		if (nl)
			sbuf_addc(&out, '\n');
		s += n + (nl != NULL);
	}
	sbuf_free(&v->msg);
	v->msg = out;
}

bool
verdict_quiet(const struct verdict *v)
{
	return v->run.quiet;
}

void
verdict_say(struct verdict *v, const char *fmt, ...)
{
	va_list ap;

	if (v->run.quiet)
		return;
	va_start(ap, fmt);
	sbuf_vline(&v->msg, fmt, ap);
	va_end(ap);
}

void
verdict_announce(struct verdict *v, const char *fmt, ...)
{
	va_list ap;

	if (v->run.quiet)
		return;
	va_start(ap, fmt);
	sbuf_vline(&v->news, fmt, ap);
	va_end(ap);
}

void
sheet_init(struct sheet *s, int ncols)
{
	*s = (struct sheet){ .ncols = ncols };
}

/* Cells live in one buffer, so a sheet costs a few allocations however
 * many cells it has. */
static void
next_cell(struct sheet *s)
{
	if ((size_t)s->nfields == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 16;
		s->offs = xrealloc(s->offs, s->cap * sizeof *s->offs);
	}
	s->offs[s->nfields++] = s->text.len;
	if (s->ncols > 0)
		s->nrows = (s->nfields + s->ncols - 1) / s->ncols;
}

bool
sheet_is_int_text(const char *text, int n)
{
	/* most cells of a log are numbers under 100: their digits, each
	 * byte read only when the one before matched */
	if (n >= 0 && n < 10)
		return text[0] == '0' + n && text[1] == '\0';
	if (n >= 10 && n < 100)
		return text[0] == '0' + n / 10 && text[1] == '0' + n % 10 &&
		    text[2] == '\0';
	bool negative = *text == '-';
	long long value = 0;
	int digits = 0;

	text += negative;
	if (text[0] == '0')
		return text[1] == '\0' && !negative && n == 0;
	for (; *text >= '0' && *text <= '9'; text++) {
		if (++digits > 10)
			return false; /* more digits than an int has */
		value = value * 10 + (*text - '0');
	}
	return digits > 0 && *text == '\0' && (negative ? -value : value) == n;
}

void
sheet_add_cell(struct sheet *s, const char *text)
{
	next_cell(s);
	sbuf_add(&s->text, text);
	sbuf_addc(&s->text, '\0');
}

void
sheet_add_int(struct sheet *s, int n)
{
	char buf[INT_TEXT_SIZE];

	sheet_add_cell(s, int_text(buf, n));
}

void
sheet_fieldf(struct sheet *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (fmt[0] == '%' && fmt[1] == 'd' && fmt[2] == '\0') {
		/* most cells are one number: skip the formatting machinery */
		int n = va_arg(ap, int);
		va_end(ap);
		sheet_field_int(s, n);
		return;
	}
	if (s->check.expect) {
		struct sbuf one = { 0 };
		sbuf_vline(&one, fmt, ap);
		va_end(ap);
		one.s[one.len - 1] = '\0'; /* sbuf_vline ended it with \n */
		sheet_field(s, one.s); /* compared: s->check.expect is set */
		sbuf_free(&one);
		return;
	}
	next_cell(s);
	sbuf_vline(&s->text, fmt, ap);
	va_end(ap);
	s->text.s[s->text.len - 1] = '\0'; /* sbuf_vline ended it with \n */
}

const char *
sheet_cell(const struct sheet *s, int row, int col)
{
	int i = row * s->ncols + col;

	if (s->ncols <= 0 || col >= s->ncols || i >= s->nfields)
		return "";
	return s->text.s + s->offs[i];
}

void
sheet_reset(struct sheet *s)
{
	s->nfields = s->nrows = 0;
	s->check.differs = false;
	reset_used(&s->text); /* a sheet checking its cells keeps none */
}

void
sheet_free(struct sheet *s)
{
	free(s->offs);
	sbuf_free(&s->text);
	*s = (struct sheet){ 0 };
}

/* The largest table of players a game keeps; a game with more players is
 * matched against its first GAME_MAX_PLAYERS. */
#define GAME_MAX_PLAYERS 64

static int
players_count(const struct game_players *where, const void *state)
{
	int n;

	memcpy(&n, (const char *)state + where->count, sizeof n);
	return n;
}

static const char *
player_name(const struct game_players *where, const void *state, int i)
{
	return (const char *)state + where->name + (size_t)i * where->stride;
}

int
game_nplayers(const struct game_ops *g, const void *state)
{
	return players_count(&g->players, state);
}

const char *
game_player(const struct game_ops *g, const void *state, int i)
{
	return player_name(&g->players, state, i);
}

bool
game_rename_player(const struct game_ops *g, void *state, int i,
    const char *name)
{
	size_t n = strlen(name);

	if (i < 0 || i >= game_nplayers(g, state) || n >= g->players.size)
		return false;
	memcpy((char *)state + g->players.name + (size_t)i * g->players.stride,
	    name, n + 1);
	return true;
}

int
game_find_player_in(const struct game_players *where, const void *state,
    const char *name, struct verdict *v)
{
	struct word w[GAME_MAX_PLAYERS];
	int n = players_count(where, state), found;

	if (n > GAME_MAX_PLAYERS)
		n = GAME_MAX_PLAYERS;
	/* the name exactly as the game knows it, the common case, before
	 * the matcher and its messages */
	for (int i = 0; i < n; i++) {
		const char *p = player_name(where, state, i);
		if (cmd_same(p, name))
			return i;
	}
	/* names are kept in composed form (NFC, see game_start): so is the
	 * name typed, before it is compared */
	char *nfc = utf8_nfc(name);
	const char *names[GAME_MAX_PLAYERS];
	for (int i = 0; i < n; i++) {
		w[i] = (struct word){ player_name(where, state, i), i };
		names[i] = w[i].text;
	}
	if (v != NULL && n > 0 && cmd_lookup(nfc, w, n) == CMD_UNKNOWN) {
		/* an unknown player: the table's players, and the nearest */
		struct sbuf list = { 0 };
		render_list_and(&list, names, n);
		verdict_fail(v, _("no player named \"%s\" in this game; the "
		    "players are %s"), name, sbuf_str(&list));
		game_did_you_mean(v, nfc, names, n);
		sbuf_free(&list);
		free(nfc);
		return -1;
	}
	found = game_match(nfc, w, n, _("no player named \"%s\" in this game"),
	    _("\"%s\" could be %s: type more of the name"), v);
	free(nfc);
	return found;
}

int
game_find_player(const struct game_ops *g, const void *state,
    const char *name, struct verdict *v)
{
	return game_find_player_in(&g->players, state, name, v);
}

/* Add the blank-separated words of `list` for rule `i`. */
static int
add_rule_words(struct word *w, int n, int max, const char *list, int i,
    struct sbuf *store, size_t *offs)
{
	for (const char *a = list; a && *a && n < max;) {
		size_t len = strcspn(a, " ");
		if (len > 0) {
			offs[n] = store->len;
			sbuf_printf(store, "%.*s", (int)len, a);
			sbuf_addc(store, '\0'); /* each word ends at its NUL */
			w[n++] = (struct word){ NULL, i };
		}
		a += len + (a[len] == ' ');
	}
	return n;
}

void
game_rule_word(const char *name, struct sbuf *out)
{
	bool gap = false;
	size_t start = out->len;

	for (const char *p = name; *p; p++) {
		if (strchr(" -(),", *p)) {
			gap = true;
			continue;
		}
		if (p[0] == '\xc2' && p[1] == '\xa0') {
			/* French typography's no-break space ("niveau 5") */
			gap = true;
			p++;
			continue;
		}
		if (gap && out->len > start)
			sbuf_addc(out, '-');
		gap = false;
		sbuf_addc(out, *p);
	}
}

int
game_find_rule(const struct game_ops *g, const struct game_rule *rules,
    const char *input, struct verdict *v)
{
	enum { MAX = 256 };
	struct word w[MAX];
	size_t offs[MAX];
	struct sbuf store = { 0 }, typed = { 0 };
	int n = 0, k;

	for (const struct game_rule *r = rules; r->id && n + 2 < MAX; r++) {
		int i = (int)(r - rules);
		w[n++] = (struct word){ r->id, i };
		/* the name in the messages' language as one word, as the
		 * input is read: "tour de jeu", "tour-de-jeu" */
		if (r->name) {
			offs[n] = store.len;
			game_rule_word(game_text(g, r->name), &store);
			sbuf_addc(&store, '\0');
			w[n++] = (struct word){ NULL, i };
		}
		n = add_rule_words(w, n, MAX, r->aliases, i, &store, offs);
	}
	for (int j = 0; j < n; j++)
		if (w[j].text == NULL)
			w[j].text = store.s + offs[j];
	game_rule_word(input, &typed);
	size_t before = v ? v->msg.len : 0;
	k = game_match(sbuf_str(&typed), w, n,
	    _("no rule \"%s\"; type rules for the list"),
	    _("\"%s\" could be %s"), v);
	if (k < 0 && v != NULL && strcmp(typed.s, input) != 0) {
		/* the refusal echoes the words as they were typed ("tour de
		 * jeux"), not as they were matched ("tour-de-jeux") */
		char *at = strstr(v->msg.s + before, typed.s);
		if (at != NULL) {
			struct sbuf line = { 0 };
			sbuf_addn(&line, v->msg.s + before, (size_t)(at - v->msg.s) - before);
			sbuf_add(&line, input);
			sbuf_add(&line, at + typed.len);
			v->msg.len = before;
			v->msg.s[before] = '\0';
			sbuf_add(&v->msg, line.s);
			sbuf_free(&line);
		}
	}
	sbuf_free(&store);
	sbuf_free(&typed);
	return k;
}

/* The English words of the shared queries, as the front end and logs
 * name them. */
static const char *const query_words[Q_COUNT] = {
	[Q_STATUS] = "status", [Q_SCORE] = "score", [Q_SHOW] = "show",
	[Q_LEGAL] = "legal", [Q_WHY] = "why"
};

bool
game_did_you_mean(struct verdict *v, const char *input,
    const char *const *cands, int n)
{
	const char *pick[3];
	int best = 99, k = 0;
	struct sbuf list = { 0 };

	for (int i = 0; i < n; i++) {
		int d = cmd_distance(input, cands[i]);
		if (d < best && cmd_near(input, cands[i]))
			best = d;
	}
	for (int i = 0; i < n && k < 3 && best < 99; i++) {
		bool seen = false;
		for (int j = 0; j < k && !seen; j++)
			seen = strcmp(pick[j], cands[i]) == 0;
		if (!seen && cmd_distance(input, cands[i]) == best)
			pick[k++] = cands[i];
	}
	if (k == 0)
		return false;
	render_list_or(&list, pick, k);
	verdict_fail(v, _("did you mean %s?"), sbuf_str(&list));
	sbuf_free(&list);
	return true;
}

int
game_match(const char *input, const struct word *words, int nwords,
    const char *unknown, const char *ambiguous, struct verdict *v)
{
	return game_match_named(input, words, nwords, unknown, ambiguous, NULL, v);
}

int
game_match_named(const char *input, const struct word *words, int nwords,
    const char *unknown, const char *ambiguous,
    const char *(*name)(int value), struct verdict *v)
{
	int value = cmd_lookup(input, words, nwords);

	if (value >= 0 || v == NULL)
		return value < 0 ? -1 : value;
	if (value == CMD_UNKNOWN) {
		const char **all = xmalloc((size_t)(nwords + 1) * sizeof *all);
		verdict_fail(v, unknown, input);
		for (int i = 0; i < nwords; i++)
			all[i] = name ? name(words[i].value) : words[i].text;
		game_did_you_mean(v, input, all, nwords);
		free(all);
		return -1;
	}
	struct sbuf list = { 0 };
	const char **cands = xmalloc((size_t)nwords * sizeof *cands);
	int ncands = 0;
	/* with a name for each value: each thing meant once (blue, not
	 * blue and bleu), by that name, in the user's language */
	for (int i = 0; i < nwords; i++) {
		bool seen = false;
		if (!cmd_word_prefix(input, words[i].text))
			continue;
		for (int j = 0; name && j < i && !seen; j++)
			seen = words[j].value == words[i].value &&
			    cmd_word_prefix(input, words[j].text);
		if (!seen)
			cands[ncands++] = name ? name(words[i].value) : words[i].text;
	}
	render_list_or(&list, cands, ncands);
	verdict_fail(v, ambiguous, input, sbuf_str(&list));
	free(cands);
	sbuf_free(&list);
	return -1;
}

const struct game_cmd *
game_cmd_of(const struct game_ops *g, const char *word)
{
	for (const struct game_cmd *c = g->cmds; c->word != NULL; c++)
		if (cmd_word_in(word, c->word, c->aliases))
			return c;
	for (int q = 0; q < Q_COUNT; q++)
		if (strcmp(query_words[q], word) == 0)
			return &g->query[q];
	return NULL;
}

/* The entry of `id` in a rules table, or NULL. */
static const struct game_rule *
rule_of(const struct game_rule *rules, const char *id)
{
	for (const struct game_rule *r = rules; r && r->id; r++)
		if (strcmp(r->id, id) == 0)
			return r;
	return NULL;
}

/* Append `s` with its first letter a capital. */
static void
add_capital(struct sbuf *out, const char *s)
{
	size_t start = out->len;

	sbuf_add(out, s);
	render_capital_at(out, start);
}

void
game_rule_tag(const struct game_rule *rules, const char *id, bool start,
    struct sbuf *out)
{
	const struct game_rule *r = rule_of(rules, id);
	const char *name = r && r->name ?
	    game_text(game_of_rules(rules), r->name) : NULL;

	if (name == NULL) {
		sbuf_add(out, id);
	} else if (strcmp(i18n_lang(), "en") == 0) {
		/* the English rulebooks' own words and letters, as logs and
		 * --json write them */
		if (start && strcmp(id, name) != 0)
			sbuf_printf(out, "%s (%s)", id, name);
		else
			sbuf_add(out, id);
	} else if (start) {
		add_capital(out, name); /* French: the name alone */
	} else {
		sbuf_add(out, name);
	}
}

void
verdict_tag(const struct verdict *v, const char *rule, struct sbuf *out)
{
	struct sbuf tag = { 0 };

	game_rule_tag(v->names, rule, true, &tag);
	/* TRANSLATORS: a rule's name, then what it says of the move. */
	sbuf_printf(out, _("%s: "), sbuf_str(&tag));
	sbuf_free(&tag);
}

void
verdict_check(struct verdict *v, const char *rule, enum check_result r,
    const char *reason, ...)
{
	struct sbuf why = { 0 }, label = { 0 };
	va_list ap;

	va_start(ap, reason);
	sbuf_vline(&why, reason, ap);
	va_end(ap);
	why.s[--why.len] = '\0'; /* sbuf_vline ends it with a newline */
	game_rule_tag(v->names, rule, true, &label);
	if (r == CHECK_PASSED)
		verdict_say(v, _("%s: passed, %s."), label.s, why.s);
	else if (r == CHECK_BROKEN)
		verdict_say(v, _("%s: broken, %s."), label.s, why.s);
	else
		verdict_say(v, _("%s: not checked, %s."), label.s, why.s);
	if (r == CHECK_BROKEN && v->run.nbroken < VERDICT_MAX_RULES)
		v->run.broken[v->run.nbroken++] = rule;
	if (!v->run.no_data) { /* the JSON object: for --json alone */
		sbuf_add(&v->run.checks, v->run.nchecks ? ", {\"rule\": " : "{\"rule\": ");
		sbuf_json(&v->run.checks, rule, strlen(rule));
		sbuf_add(&v->run.checks, r == CHECK_PASSED ? ", \"passed\": true" :
		    r == CHECK_BROKEN ? ", \"passed\": false" : ", \"passed\": null");
		sbuf_add(&v->run.checks, ", \"reason\": ");
		sbuf_json(&v->run.checks, why.s, why.len);
		sbuf_addc(&v->run.checks, '}');
	}
	v->run.nchecks++;
	sbuf_free(&why);
	sbuf_free(&label);
}

void
verdict_conclude(struct verdict *v)
{
	struct sbuf ids = { 0 };

	for (int i = 0; i < v->run.nbroken; i++) {
		if (i)
			sbuf_add(&ids, ", ");
		game_rule_tag(v->names, v->run.broken[i], false, &ids);
	}
	if (v->run.nbroken == 0)
		verdict_say(v, _("Verdict: allowed."));
	else
		verdict_say(v, _("Verdict: not allowed (%s)."), ids.s);
	verdict_data_string(v, "verdict", v->run.nbroken ? "refused" : "allowed");
	verdict_data_strings(v, "broken", v->run.broken, v->run.nbroken);
	if (!v->run.no_data) {
		sbuf_add(&v->run.data, ", \"checks\": [");
		sbuf_add(&v->run.data, sbuf_str(&v->run.checks));
		sbuf_addc(&v->run.data, ']');
	}
	sbuf_free(&ids);
}

static void
data_key(struct verdict *v, const char *key)
{
	sbuf_add(&v->run.data, ", ");
	sbuf_json(&v->run.data, key, strlen(key));
	sbuf_add(&v->run.data, ": ");
}

void
verdict_data_string(struct verdict *v, const char *key, const char *value)
{
	if (v->run.no_data)
		return;
	data_key(v, key);
	sbuf_json(&v->run.data, value, strlen(value));
}

void
verdict_data_int(struct verdict *v, const char *key, long value)
{
	if (v->run.no_data)
		return;
	data_key(v, key);
	sbuf_printf(&v->run.data, "%ld", value);
}

void
verdict_data_strings(struct verdict *v, const char *key,
    const char *const *values, int n)
{
	if (v->run.no_data)
		return;
	data_key(v, key);
	sbuf_addc(&v->run.data, '[');
	for (int i = 0; i < n; i++) {
		if (i)
			sbuf_add(&v->run.data, ", ");
		sbuf_json(&v->run.data, values[i], strlen(values[i]));
	}
	sbuf_addc(&v->run.data, ']');
}

void
verdict_data_numbers(struct verdict *v, const char *key,
    const char *const *values, int n)
{
	if (v->run.no_data)
		return;
	data_key(v, key);
	sbuf_addc(&v->run.data, '[');
	for (int i = 0; i < n; i++)
		sbuf_printf(&v->run.data, "%s%ld", i ? ", " : "",
		    strtol(values[i], NULL, 10));
	sbuf_addc(&v->run.data, ']');
}

void
verdict_data_json(struct verdict *v, const char *key, const char *json)
{
	if (v->run.no_data)
		return;
	data_key(v, key);
	sbuf_add(&v->run.data, json);
}

bool
game_args_fit(int n, int min_args, int max_args)
{
	return n >= min_args && (max_args == ARGS_ANY || n <= max_args);
}

bool
game_cmd_arity(const struct game_ops *g, const struct game_cmd *gc,
    const struct call *c, struct verdict *v)
{
	if (game_args_fit(c->argc - 1, gc->min_args, gc->max_args))
		return true;
	return verdict_fail(v, _("Usage: %s"), game_text(g, gc->usage));
}

void
verdict_refuse(struct verdict *v, const char *rule, struct sbuf *reason)
{
	struct sbuf line = { 0 };

	verdict_rule(v, rule);
	verdict_tag(v, rule, &line);
	sbuf_add(&line, sbuf_str(reason));
	if (v->ok)
		verdict_fail(v, "%s", line.s);
	else
		verdict_say(v, "%s", line.s);
	sbuf_reset(reason);
	sbuf_free(&line);
}

bool
verdict_refusef(struct verdict *v, const char *rule, const char *fmt, ...)
{
	struct sbuf reason = { 0 };
	va_list ap;

	va_start(ap, fmt);
	sbuf_vprintf(&reason, fmt, ap);
	va_end(ap);
	verdict_refuse(v, rule, &reason);
	sbuf_free(&reason);
	return false;
}

void
verdict_say_line(struct verdict *v, struct sbuf *line)
{
	sbuf_trim_end(line);
	verdict_say(v, "%s", sbuf_str(line));
	sbuf_reset(line);
}

void
game_scores_in(struct sbuf *out, const struct game_players *where,
    const void *state, const int *order, const int *score, bool numbered)
{
	int n = players_count(where, state);

	for (int i = 0; i < n; i++) {
		int p = order != NULL ? order[i] : i;

		if (i > 0)
			sbuf_add(out, ", ");
		if (numbered)
			sbuf_printf(out, "%d. ", i + 1);
		char num[RENDER_INT_SIZE];
		sbuf_printf(out, "%s %s", player_name(where, state, p),
		    render_int(num, score[p]));
	}
}

void
game_scores(struct sbuf *out, const struct game_ops *g, const void *state,
    const int *order, const int *score, bool numbered)
{
	game_scores_in(out, &g->players, state, order, score, numbered);
}

static const struct game_label *
find_label(const struct game_ops *g, const char *id)
{
	for (const struct game_label *l = g->labels; l && l->id; l++)
		if (strcmp(l->id, id) == 0)
			return l;
	return NULL;
}

const char *
game_text(const struct game_ops *g, const char *msgid)
{
	return i18n_cgettext(g ? g->id : NULL, msgid);
}

const struct game_ops *
game_of_rules(const struct game_rule *rules)
{
	for (size_t i = 0; rules && game_list[i]; i++)
		if (game_list[i]->rules == rules || game_list[i]->scoring == rules)
			return game_list[i];
	return NULL;
}

const char *
game_label(const struct game_ops *g, const char *id)
{
	const struct game_label *l = find_label(g, id);

	return l ? game_text(g, l->text) : id;
}

bool
game_label_words(const struct game_ops *g, const char *id)
{
	const struct game_label *l = find_label(g, id);

	return l && l->words;
}
