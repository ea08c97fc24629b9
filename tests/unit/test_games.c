/* test_games.c — the interface check of every registered game (issue 29,
 * item 2): what game.h requires is there, every rule has an id, a text,
 * and a name in English and in French, every command's usage and example
 * reads as that command in both languages (the French ones beginning
 * with one of its French words) with as many arguments as it takes.
 * Walks game_list, the registry the build passes in: tests/toy builds this
 * same file with its own registry (a fifth game) as tests/toy/test_games. */
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "command.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "util.h"

#include "frontend_int.h"

/* Every finding is told, then the test fails. */
static int bad;
#define BAD(...) (print_error(__VA_ARGS__), print_error("\n"), bad++)
#define REQUIRE(g, what)                                                     \
	do {                                                                 \
		if (!(what))                                                 \
			BAD("%s: %s is missing", (g)->id, #what);            \
	} while (0)

/* The hooks and data game.h requires of every game. */
static void
hooks(const struct game_ops *g)
{
	REQUIRE(g, g->id != NULL && *g->id != '\0');
	REQUIRE(g, g->names != NULL && g->names[0] != NULL);
	REQUIRE(g, g->title != NULL);
	REQUIRE(g, g->state_size > 0);
	REQUIRE(g, g->start != NULL);
	REQUIRE(g, g->min_players >= 1 && g->min_players <= g->max_players);
	REQUIRE(g, g->max_players <= GAME_MAX_SEATS);
	REQUIRE(g, g->new_usage != NULL);
	REQUIRE(g, g->cmds != NULL);
	REQUIRE(g, g->finished != NULL);
	REQUIRE(g, g->sheet != NULL);
	REQUIRE(g, g->where != NULL);
	REQUIRE(g, g->log_columns != NULL);
	REQUIRE(g, g->log_row != NULL);
	REQUIRE(g, g->result != NULL);
	REQUIRE(g, g->rules != NULL && g->rules[0].id != NULL);
	REQUIRE(g, g->results != NULL);
	REQUIRE(g, g->labels != NULL);
	REQUIRE(g, g->players.stride > 0);
	/* what the manual says of it (treeref --doc): a paragraph, and a
	 * game begun whose first line starts it */
	REQUIRE(g, g->about != NULL && *g->about != '\0');
	REQUIRE(g, g->session != NULL && g->session[0] != NULL &&
	    strncmp(g->session[0], "new ", 4) == 0);
	for (int q = 0; q < Q_COUNT; q++) {
		REQUIRE(g, g->query[q].run != NULL);
		REQUIRE(g, g->query[q].summary != NULL);
		REQUIRE(g, g->query[q].word == NULL);
	}
	REQUIRE(g, g->query[Q_LEGAL].usage != NULL);
	REQUIRE(g, g->query[Q_WHY].usage != NULL);
	REQUIRE(g, g->query[Q_WHY].example != NULL);
	for (const struct game_cmd *c = g->cmds; c->word; c++) {
		if (c->run == NULL || c->usage == NULL || c->summary == NULL ||
		    c->example == NULL)
			BAD("%s: %s lacks its run, usage, summary or example",
			    g->id, c->word);
		if (c->max_args != ARGS_ANY && c->max_args < c->min_args)
			BAD("%s: %s takes %d to %d arguments", g->id,
			    c->word, c->min_args, c->max_args);
	}
}

/* Every rule and scoring topic has an id (once, over both tables), a
 * text and a name; the name has its French in the catalogue (the front
 * end tags refusals with it); the scoring topics, where a game has
 * them, start with "scoring", the summary `rules scoring` shows. */
static void
rule_table(const struct game_ops *g, const struct game_rule *table)
{
	for (const struct game_rule *r = table; r->id; r++) {
		if (r->text == NULL || r->name == NULL)
			BAD("%s: rule %s lacks its text or its name", g->id,
			    r->id);
		/* the ids before it in its table, and a topic's among
		 * all the rules' */
		for (const struct game_rule *o = table; o < r; o++)
			if (strcmp(o->id, r->id) == 0)
				BAD("%s: rule %s twice", g->id, r->id);
		for (const struct game_rule *o = g->rules;
		    table != g->rules && o->id; o++)
			if (strcmp(o->id, r->id) == 0)
				BAD("%s: rule %s twice", g->id, r->id);
		assert_int_equal(i18n_set("fr"), I18N_OK);
		const char *fr = game_text(g, r->name), *text = game_text(g, r->text);
		bool named = fr != r->name, said = text != r->text;
		i18n_set("en");
		if (!named || !said)
			BAD("%s: rule %s has no French %s in the catalogue",
			    g->id, r->id, named ? "text" : "name");
	}
}

/* What the --json greeting tells a program of starting the game: each
 * variant says what it changes, in English and French; a suffix after
 * the names (NAME:AGE) has its separator, id, meaning and range, and
 * then the game checks the names itself (name_size 0). */
static void
start_forms(const struct game_ops *g)
{
	for (int k = 0; g->variants && g->variants[k].word; k++) {
		const char *about = g->variants[k].about;
		if (about == NULL || *about == '\0') {
			BAD("%s: variant %s says nothing of what it changes",
			    g->id, g->variants[k].word);
			continue;
		}
		assert_int_equal(i18n_set("fr"), I18N_OK);
		bool said = game_text(g, about) != about;
		i18n_set("en");
		if (!said)
			BAD("%s: variant %s has no French about", g->id,
			    g->variants[k].word);
	}
	if (g->suffix == NULL)
		return;
	if (g->suffix->sep == NULL || *g->suffix->sep == '\0' ||
	    g->suffix->id == NULL || g->suffix->about == NULL ||
	    g->suffix->min > g->suffix->max || g->name_size != 0)
		BAD("%s: its players' suffix lacks a separator, id, about or "
		    "range, or name_size is not 0", g->id);
}

static void
rules(const struct game_ops *g)
{
	rule_table(g, g->rules);
	if (g->scoring == NULL)
		return;
	if (g->scoring[0].id == NULL || strcmp(g->scoring[0].id, "scoring") != 0)
		BAD("%s: its scoring topics do not start with scoring", g->id);
	rule_table(g, g->scoring);
}

/* Whether `word` is one of the words a command answers to in English
 * (its word) or in French (its aliases; its word when it has none). */
static bool
is_word(const char *word, const char *english, const char *aliases,
    bool fr)
{
	if (!fr || aliases == NULL)
		return strcmp(word, english) == 0;
	return cmd_word_in(word, "\x01", aliases); /* the aliases only */
}

/* A usage line read as the command: each of its forms ("WORD ARG... |
 * WORD ARG...") begins with one of the command's words in the language. */
static void
usage_reads(const char *id, const char *text, const char *english,
    const char *aliases, bool fr)
{
	char buf[512], *argv[64];
	int argc;
	bool form = true;

	snprintf(buf, sizeof buf, "%s", text);
	argc = cmd_tokenize(buf, argv, 64);
	if (argc < 1)
		BAD("%s: %s's usage is empty", id, english);
	for (int i = 0; i < argc; i++) {
		if (form && !is_word(argv[i], english, aliases, fr))
			BAD("%s: usage \"%s\": a form does not begin with %s's "
			    "%s word", id, text, english, fr ? "French" : "English");
		form = strcmp(argv[i], "|") == 0;
	}
}

/* An example read as the command with an argument count it takes. */
static void
example_reads(const char *id, const char *text, const char *english,
    const char *aliases, int min, int max, bool fr)
{
	char buf[512], *argv[64];
	int argc;

	snprintf(buf, sizeof buf, "%s", text);
	argc = cmd_tokenize(buf, argv, 64);
	if (argc < 1 || !is_word(argv[0], english, aliases, fr))
		BAD("%s: example \"%s\" does not begin with %s's %s word",
		    id, text, english, fr ? "French" : "English");
	if (!game_args_fit(argc - 1, min, max))
		BAD("%s: example \"%s\": %d arguments, %s takes %d to %d",
		    id, text, argc - 1, english, min, max);
}

/* One command's usage and example, in English then in French. */
static void
command_reads(const char *id, const struct game_cmd *c, const char *english,
    const char *aliases)
{
	for (int lang = 0; lang < 2; lang++) {
		assert_int_equal(i18n_set(lang ? "fr" : "en"), I18N_OK);
		if (c->usage)
			usage_reads(id, i18n_cgettext(id, c->usage), english, aliases, lang);
		if (c->example)
			example_reads(id, i18n_cgettext(id, c->example), english, aliases,
			    c->min_args, c->max_args, lang);
	}
	i18n_set("en");
}

static void
commands(const struct game_ops *g)
{
	for (const struct game_cmd *c = g->cmds; c->word; c++) {
		if (game_cmd_of(g, c->word) != c)
			BAD("%s: %s is found as another command", g->id,
			    c->word);
		command_reads(g->id, c, c->word, c->aliases);
	}
	for (size_t i = 0; i < frontend_nshared; i++) {
		const struct shared_cmd *sc = &frontend_shared_cmds[i];
		if (sc->id == W_QUERY && (sc->query == Q_LEGAL ||
		    sc->query == Q_WHY))
			command_reads(g->id, &g->query[sc->query], sc->word,
			    sc->aliases);
	}
	/* new: "new ID ..." in English, "nouveau ID ..." in French */
	for (int lang = 0; lang < 2; lang++) {
		char buf[512], *argv[64];
		assert_int_equal(i18n_set(lang ? "fr" : "en"), I18N_OK);
		snprintf(buf, sizeof buf, "%s", game_text(g, g->new_usage));
		if (cmd_tokenize(buf, argv, 64) < 2 || !is_word(argv[0], "new",
		    frontend_shared_cmds[0].aliases, lang) || strcmp(argv[1], g->id) != 0)
			BAD("%s: new's usage \"%s\"", g->id, game_text(g, g->new_usage));
	}
	i18n_set("en");
}

static void
every_game(void **unused)
{
	(void)unused;
	assert_non_null(game_list[0]);
	for (size_t i = 0; game_list[i]; i++) {
		hooks(game_list[i]);
		rules(game_list[i]);
		start_forms(game_list[i]);
		commands(game_list[i]);
		for (size_t j = 0; j < i; j++)
			if (strcmp(game_list[j]->id, game_list[i]->id) == 0)
				BAD("two games are %s", game_list[i]->id);
	}
	assert_int_equal(bad, 0);
}

int
main(void)
{
	char exe[PATH_MAX], dir[PATH_MAX + 16];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(every_game),
	};

	/* the catalogue beside the test (tests/toy's), else the build's */
	exe[n > 0 ? n : 0] = '\0';
	if (strrchr(exe, '/'))
		*strrchr(exe, '/') = '\0';
	snprintf(dir, sizeof dir, "%s/po/locale", exe);
	if (access(dir, F_OK) != 0)
		setenv("TREEREF_LOCALEDIR", "po/locale", 0);
	i18n_init();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
