/* complete.c — what TAB offers: command words of the current language,
 * then what the command's own completer (the game's, or the front end's
 * for the shared words) says may stand at that argument. */
#include "complete.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "session.h"
#include "util.h"

#include "frontend_int.h"

bool
completion_add(struct completion *out, const char *word)
{
	if (!cmd_word_prefix(out->prefix, word))
		return false;
	for (size_t i = 0; i < out->n; i++)
		if (strcmp(out->words[i], word) == 0)
			return true;
	if (out->n + 1 >= out->cap) {
		out->cap = out->cap ? out->cap * 2 : 32;
		out->words = xrealloc(out->words, out->cap * sizeof *out->words);
	}
	out->words[out->n++] = xstrdup(word);
	out->words[out->n] = NULL;
	return true;
}

/* The callback a game's completer offers its words through. */
static bool
offer_add(struct game_offer *o, const char *word)
{
	return completion_add((struct completion *)(void *)o, word);
}

void
complete_game_words(const struct game_ops *g, const void *state, int argi,
    char **argv, struct completion *out)
{
	char *saved = argv[argi];

	out->offer.add = offer_add;
	out->prefix = "";
	out->files = false;
	if (g->complete == NULL)
		return;
	argv[argi] = (char *)"";
	g->complete(state, argi, argv, &out->offer);
	argv[argi] = saved;
}

/* Where a UTF-8 character starts at or before byte k of s. */
static size_t
char_start(const char *s, size_t k)
{
	while (k > 0 && ((unsigned char)s[k] & 0xC0) == 0x80)
		k--;
	return k;
}

char *
completion_common(const struct completion *c, const char *typed)
{
	size_t common;

	if (c->n == 0)
		return xstrdup(typed);
	common = strlen(c->words[0]);
	for (size_t i = 1; i < c->n; i++) {
		size_t k = 0;
		while (k < common && c->words[i][k] == c->words[0][k])
			k++;
		common = k;
	}
	/* never half a character: "é" and "è" share their first byte */
	if (common < strlen(c->words[0]))
		common = char_start(c->words[0], common);
	char *s = xmalloc(common + 1);
	memcpy(s, c->words[0], common);
	s[common] = '\0';
	/* words match with or without their accents: "ré" finds règles
	 * and refaire, whose common beginning "r" is shorter than what
	 * was typed; what was typed stays on the line */
	if (!cmd_word_prefix(typed, s)) {
		free(s);
		s = xstrdup(typed);
	}
	return s;
}

void
completion_free(struct completion *c)
{
	for (size_t i = 0; i < c->n; i++)
		free(c->words[i]);
	free(c->words);
	c->words = NULL;
	c->n = c->cap = 0;
}

/* Whether a move can be accepted now, as far as its first word says:
 * one that takes words after it is open when the game's completer
 * offers something for the first (who may play it in this phase, a
 * square of the setup...); the game decides, through it, never this. */
static bool
move_open(const struct game_ops *g, const void *state,
    const struct game_cmd *c)
{
	struct completion probe = { .prefix = "", .offer.add = offer_add };
	char *argv[] = { (char *)c->word, (char *)"", NULL };
	bool open;

	if (c->min_args == 0 || g->complete == NULL || (c->flags & CMD_FREE_TEXT))
		return true;
	g->complete(state, 1, argv, &probe.offer);
	open = probe.n > 0;
	completion_free(&probe);
	return open;
}

/* Words of the current language for the command position: only those
 * that can be accepted now (the game's moves in this phase; the shared
 * words that need a game only once there is one). */
static void
complete_command(struct frontend *f, struct completion *out)
{
	struct session *s = frontend_session(f);
	const struct game_ops *g = session_game(s);
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	char buf[64];

	frontend_complete_shared(f, out, fr);
	if (g == NULL)
		return;
	for (const struct game_cmd *c = g->cmds; c->word; c++)
		if (move_open(g, session_state(s), c))
			completion_add(out, cmd_local_word(c->word, c->aliases, fr,
			    buf, sizeof buf));
}

void
complete_line(struct frontend *f, const char *line, size_t start,
    const char *word, struct completion *out)
{
	struct session *s = frontend_session(f);
	char *argv[CMD_MAX_ARGS];
	char *before = xmalloc(start + 1);
	int argc;

	out->offer.add = offer_add;
	out->prefix = word;
	out->files = false;
	memcpy(before, line, start);
	before[start] = '\0';
	argc = cmd_tokenize(before, argv, CMD_MAX_ARGS - 1);
	if (argc == 0) {
		complete_command(f, out);
		/* or the first move of a line of short forms, once a
		 * character of it is typed (the commands alone first) */
		if (session_game(s) != NULL && word[0] != '\0')
			game_notation_complete(session_game(s), session_state(s),
			    0, argv, &out->offer);
	} else if (argc > 0) {
		argv[argc] = (char *)word;
		const struct game_cmd *gc = frontend_find_cmd(f, argv[0]);
		const struct game_ops *g = session_game(s);
		/* the game completes its own words and the shared queries
		 * that take arguments (show, legal, why) */
		if (gc == NULL && g && frontend_find_shared(argv[0]) == NULL) {
			/* a line of short forms: the next move's */
			game_notation_complete(g, session_state(s), argc, argv,
			    &out->offer);
		} else if (gc && g && g->complete && gc->max_args != 0) {
			argv[0] = (char *)gc->word; /* games see the English word */
			g->complete(session_state(s), argc, argv, &out->offer);
		} else if (!frontend_complete_args(f, out, argc, argv)) {
			out->files = true;
		}
	}
	free(before);
}

/* ---- the shared words and their arguments ---- */

/* Whether a shared word can be accepted now. */
static bool
shared_open(struct frontend *f, const struct shared_cmd *sc)
{
	struct session *s = f->s;
	bool game = session_game(s) != NULL;

	switch (sc->id) {
	case W_QUERY:
	case W_RULES:
	case W_EXPORT:
		return game;
	case W_UNDO:
		return game && session_count(s) > 1;
	case W_REDO:
		return session_can_redo(s);
	case W_KEPT:
		return f->journal != NULL;
	default:
		return true;
	}
}

void
frontend_complete_shared(struct frontend *f, struct completion *out, bool fr)
{
	char buf[64];

	for (size_t i = 0; i < frontend_nshared; i++)
		if (shared_open(f, &frontend_shared_cmds[i]))
			completion_add(out, cmd_local_word(frontend_shared_cmds[i].word,
			    frontend_shared_cmds[i].aliases, fr, buf, sizeof buf));
}

void
frontend_complete_variants(const struct game_ops *g, int argi, char **argv,
    bool fr, struct completion *out)
{
	char buf[8][64];

	/* variants come before the names: none once a name is typed */
	for (int i = 2; i < argi; i++)
		if (game_variant_of(g, argv[i]) < 0)
			return;
	const char *left[8];
	int n = 0;
	for (int k = 0; g->variants && g->variants[k].word && n < 8; k++) {
		const struct game_variant *gv = &g->variants[k];
		bool typed = false;
		for (int i = 2; i < argi; i++)
			typed = typed || game_variant_of(g, argv[i]) == k;
		if (!typed) {
			left[n] = cmd_local_word(gv->word, gv->aliases, fr,
			    buf[n], sizeof buf[n]);
			n++;
		}
	}
	/* a name may stand here too: a lone variant offered for nothing
	 * typed would be put on the line (readline inserts a single
	 * candidate), starting a variant the user did not ask for */
	if (out->prefix[0] == '\0' && n < 2)
		return;
	for (int k = 0; k < n; k++)
		completion_add(out, left[k]);
}

/* The aliases of a rule that are numbers ("1"), offered in French. */
static void
offer_numbers(struct completion *out, const char *aliases)
{
	char buf[16];

	while (aliases && *aliases) {
		size_t n = strcspn(aliases, " ");
		if (n < sizeof buf && strspn(aliases, "0123456789") >= n) {
			memcpy(buf, aliases, n);
			buf[n] = '\0';
			completion_add(out, buf);
		}
		aliases += n;
		aliases += strspn(aliases, " ");
	}
}

bool
frontend_complete_args(struct frontend *f, struct completion *out, int argi,
    char **argv)
{
	const struct shared_cmd *sc = frontend_find_shared(argv[0]);
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
			/* the words of the messages' language, as help
			 * writes them (the English ones are accepted too) */
			bool fr = strcmp(i18n_lang(), "fr") == 0;
			completion_add(out, "scores");
			completion_add(out, fr ? "journal" : "log");
			completion_add(out, fr ? "rapport" : "report");
			completion_add(out, fr ? "relevé" : "notation");
			return true;
		}
		if (argi == 3 && !cmd_word_eq(argv[1], "report") &&
		    !cmd_word_eq(argv[1], "rapport") && !cmd_word_eq(argv[1], "notation") &&
		    !cmd_word_eq(argv[1], "relevé"))
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
			bool fr = strcmp(i18n_lang(), "fr") == 0;
			completion_add(out, fr ? "oui" : "on");
			completion_add(out, fr ? "non" : "off");
		}
		return true;
	case W_LANG:
		if (argi == 1) {
			completion_add(out, "en");
			completion_add(out, "fr");
		}
		return true;
	case W_HELP:
		/* every word help explains, in the messages' language */
		if (argi == 1) {
			bool fr = strcmp(i18n_lang(), "fr") == 0;
			char buf[64];
			for (size_t i = 0; i < frontend_nshared; i++)
				completion_add(out, cmd_local_word(frontend_shared_cmds[i].word,
				    frontend_shared_cmds[i].aliases, fr, buf, sizeof buf));
			for (const struct game_cmd *c = g ? g->cmds : NULL; c && c->word; c++)
				completion_add(out, cmd_local_word(c->word, c->aliases,
				    fr, buf, sizeof buf));
			completion_add(out, fr ? "tout" : "all");
			/* help's topic beside the words (help names it) */
			completion_add(out, fr ? "relevé" : "notation");
		}
		return true;
	case W_RULES:
		if (argi == 1 && g != NULL) {
			struct sbuf word = { 0 };
			bool en = strcmp(i18n_lang(), "en") == 0;
			for (const struct game_rule *r = g->rules; r->id; r++) {
				/* English text names rules by their ids (and
				 * offers only its one-word names beside them);
				 * French text by their French names, as one
				 * word (TAB completes one word: "tour-de-jeu"),
				 * and by the numbers the French rulebook
				 * gives them; the ids stay accepted as typed */
				if (en)
					completion_add(out, r->id);
				else
					offer_numbers(out, r->aliases);
				if (r->name == NULL ||
				    (strchr(game_text(g, r->name), ' ') && en))
					continue;
				game_rule_word(game_text(g, r->name), &word);
				completion_add(out, word.s);
				sbuf_reset(&word);
			}
			/* the scoring topics by the word `rules` lists them by */
			for (const struct game_rule *r = g->scoring; r && r->id; r++) {
				frontend_topic_word(g, r, &word);
				completion_add(out, word.s);
				sbuf_reset(&word);
			}
			if (g->rulings != NULL)
				completion_add(out, en ? "rulings" : "arbitrages");
			sbuf_free(&word);
		}
		return true;
	default:
		return true;
	}
}
