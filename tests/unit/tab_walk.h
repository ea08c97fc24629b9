/* tab_walk.h — TAB at every place of a line, as readline calls treeref's
 * completer (repl.c): the word under the cursor starts after the last
 * blank or other word-break character before it, or after an unclosed
 * double quote; complete_line() gets the line and where that word
 * starts, completion_common() what TAB leaves on the line.  Shared by
 * tests/unit/test_tab_walk.c (make check: every prefix of every
 * transcript line, random lines) and tests/fuzz/fuzz_complete.c (make
 * fuzz).  What is checked at each place:
 *   - nothing crashes (ASan/UBSan in make asan and make fuzz);
 *   - completion changes nothing: the game's state, byte for byte, and
 *     the number of commands kept are the same after it;
 *   - every word offered fits what is typed, is valid UTF-8, not empty,
 *     no blank in it, offered once; the list ends with NULL at n;
 *   - what TAB leaves is valid UTF-8 and fits what was typed.
 * TAB_CHECK(cond, what) reports a broken one: abort() unless the file
 * including this defines it (the unit test fails with the line). */
#ifndef TREEREF_TAB_WALK_H
#define TREEREF_TAB_WALK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "complete.h"
#include "frontend.h"
#include "game.h"
#include "session.h"
#include "util.h"

#ifndef TAB_CHECK
#define TAB_CHECK(cond, what) do { if (!(cond)) { \
	fprintf(stderr, "tab_walk: %s\n", (what)); abort(); } } while (0)
#endif

/* readline's default word-break characters (rl_basic_word_break_characters) */
static const char tab_breaks[] = " \t\n\"\\'`@$><=;|&{(";

/* Where the word at `point` starts, as readline finds it with
 * rl_completer_quote_characters = "\"" (repl.c). */
static size_t
tab_word_start(const char *line, size_t point)
{
	size_t open = (size_t)-1, k;

	for (k = 0; k < point; k++)
		if (line[k] == '"')
			open = open == (size_t)-1 ? k : (size_t)-1;
	if (open != (size_t)-1)
		return open + 1;
	for (k = point; k > 0; k--)
		if (strchr(tab_breaks, line[k - 1]) != NULL)
			break;
	return k;
}

static bool
tab_utf8_ok(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	while (*p) {
		int n = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 :
		    (*p & 0xF0) == 0xE0 ? 2 : (*p & 0xF8) == 0xF0 ? 3 : -1;
		if (n < 0)
			return false;
		p++;
		for (; n > 0; n--, p++)
			if ((*p & 0xC0) != 0x80)
				return false;
	}
	return true;
}

/* TAB with the cursor at byte `point` of `line`: how many words are
 * offered (a file name expected counts as none). */
static size_t
tab_at(struct frontend *f, const char *line, size_t point)
{
	struct session *s = frontend_session(f);
	const struct game_ops *g = session_game(s);
	size_t start = tab_word_start(line, point), kept = session_count(s), n;
	char *word = xmalloc(point - start + 1), *common, *before = NULL;
	struct completion c = { 0 };

	memcpy(word, line + start, point - start);
	word[point - start] = '\0';
	if (g != NULL) {
		before = xmalloc(g->state_size);
		memcpy(before, session_state(s), g->state_size);
	}
	complete_line(f, line, start, word, &c);
	common = completion_common(&c, word);
	TAB_CHECK(session_game(s) == g && session_count(s) == kept,
	    "completion changed the game");
	if (g != NULL)
		TAB_CHECK(memcmp(before, session_state(s), g->state_size) == 0,
		    "completion changed the game's state");
	TAB_CHECK(c.n == 0 || c.words[c.n] == NULL, "offers not NULL-ended");
	for (size_t i = 0; i < c.n; i++) {
		TAB_CHECK(c.words[i][0] != '\0', "an empty word offered");
		TAB_CHECK(tab_utf8_ok(c.words[i]), "an offer is not UTF-8");
		TAB_CHECK(strpbrk(c.words[i], " \t\n") == NULL,
		    "an offer holds a blank");
		TAB_CHECK(cmd_word_prefix(word, c.words[i]),
		    "an offer does not fit what is typed");
		for (size_t j = 0; j < i; j++)
			TAB_CHECK(strcmp(c.words[i], c.words[j]) != 0,
			    "a word offered twice");
	}
	TAB_CHECK(tab_utf8_ok(common) || !tab_utf8_ok(word),
	    "what TAB leaves is not UTF-8");
	TAB_CHECK(c.n == 0 || cmd_word_prefix(word, common) ||
	    strcmp(common, word) == 0, "what TAB leaves does not fit");
	n = c.n;
	completion_free(&c);
	free(common);
	free(word);
	free(before);
	return n;
}

/* TAB at every place of `line` (each character's first byte and the
 * end): every prefix of the line, the rest of it after the cursor (the
 * completer reads only what is before the word). */
static void
tab_walk_line(struct frontend *f, const char *line)
{
	size_t len = strlen(line);

	for (size_t k = 0; k <= len; k++)
		if (k == len || ((unsigned char)line[k] & 0xC0) != 0x80)
			tab_at(f, line, k);
}

/* A line that starts `g` for two players, from its usage (`new ID
 * [variant] NAME NAME...`: the names ann and bob, an AGE 30 and 40). */
static void
tab_new_line(const struct game_ops *g, struct sbuf *out)
{
	char usage[256];
	char *argv[CMD_MAX_ARGS];
	int argc, named = 0;

	snprintf(usage, sizeof usage, "%s", g->new_usage);
	argc = cmd_tokenize(usage, argv, CMD_MAX_ARGS - 1);
	sbuf_reset(out);
	sbuf_printf(out, "new %s", g->id);
	for (int i = 2; i < argc && named < 2; i++) {
		if (argv[i][0] == '[')
			continue;
		const char *name = named == 0 ? "ann" : "bob";
		if (strstr(argv[i], "AGE") != NULL)
			sbuf_printf(out, " %s:%d", name, 30 + 10 * named);
		else
			sbuf_printf(out, " %s", name);
		named++;
		if (strstr(argv[i], "...") != NULL && named < 2)
			i--; /* NAME...: a second one */
	}
}

#endif
