/* test_magical_glue.c — unit tests of the Magical Treehouse glue: its
 * commands, words, sheet and result, run as the front end runs them. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "magical_ops.h"
#include "magical.h"

#include "magical_village.h"
#include "magical_glue.h"

/* ---- the glue ---- */

static bool
run(struct magical_game *g, struct verdict *v, const char *line)
{
	char buf[256], *argv[CMD_MAX_ARGS];
	struct call c = { 0 };
	int argc;

	strncpy(buf, line, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	argc = cmd_tokenize(buf, argv, CMD_MAX_ARGS);
	c.argc = argc;
	c.argv = argv;
	verdict_clear(v);
	if (cmd_word_eq(argv[0], "new")) {
		c.argc--;
		c.argv++;
		memset(g, 0, sizeof *g);
		return game_start(&magical_ops, g, &c, v);
	}
	const struct game_cmd *gc = game_cmd_of(&magical_ops, argv[0]);
	/* the front end checks the arity before the game runs */
	if (gc != NULL && (c.argc - 1 < gc->min_args ||
	    (gc->max_args != ARGS_ANY && c.argc - 1 > gc->max_args)))
		return verdict_fail(v, "Usage: %s", gc->usage);
	if (gc != NULL)
		return gc->run(g, &c, v);
	fail_msg("no command %s", argv[0]);
	return false;
}

static bool
has_rule(const struct verdict *v, const char *id)
{
	for (int i = 0; i < v->nrules; i++)
		if (strcmp(v->rules[i], id) == 0)
			return true;
	return false;
}

static void
test_glue_start(void **st)
{
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_false(run(&G, &v, "new magical ann bob"));
	assert_false(run(&G, &v, "new magical ann:3 bob:3"));
	assert_false(run(&G, &v, "new magical ann:3"));
	assert_false(run(&G, &v, "new magical common:3 bob:2"));
	assert_false(run(&G, &v, "new magical a:1 b:2 c:3 d:4 e:5"));
	assert_true(run(&G, &v, "new magical ann:34 bob:29 cid:41"));
	assert_int_equal(G.nplayers, 3);
	assert_string_equal(G.player[1].name, "bob");
	assert_int_equal(G.player[1].age, 29);
	verdict_free(&v);
}

static void
test_glue_build_rules(void **st)
{
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run(&G, &v, "new magical ann:1 bob:2"));
	assert_false(run(&G, &v, "build ann red1 1 red"));
	assert_true(has_rule(&v, "phase"));
	assert_true(run(&G, &v, "reveal ann 5 bob 9"));
	assert_false(run(&G, &v, "build bob red1 1 red"));
	assert_true(has_rule(&v, "turn"));
	assert_false(run(&G, &v, "build ann red1 1"));   /* no potion */
	assert_int_equal(v.nrules, 0);
	assert_false(run(&G, &v, "build ann red2 2 red")); /* potion on a 2 */
	assert_true(run(&G, &v, "build ann red1 1 red"));
	assert_false(run(&G, &v, "build ann blue3 3 red at 1"));
	assert_true(has_rule(&v, "level"));
	assert_true(has_rule(&v, "colour"));
	assert_true(run(&G, &v, "build ann blank"));
	assert_true(run(&G, &v, "construire ann rouge2 2 en 1"));
	assert_int_equal(G.player[0].house[0].height, 2);
	assert_false(run(&G, &v, "pipe ann 1 3"));
	assert_true(run(&G, &v, "pipe ann 1 2"));
	assert_false(run(&G, &v, "move ann 1 2"));
	assert_true(has_rule(&v, "pipe"));
	assert_false(run(&G, &v, "store ann"));
	assert_true(has_rule(&v, "turn"));
	verdict_free(&v);
}

static void
test_glue_ambiguous_target(void **st)
{
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run(&G, &v, "new magical ann:1 bob:2"));
	assert_true(run(&G, &v, "reveal ann 5 bob 9"));
	assert_true(run(&G, &v, "build ann red1 1 red"));
	assert_true(run(&G, &v, "build ann red1 1 blue"));
	assert_false(run(&G, &v, "build ann red2 2"));
	assert_int_equal(v.nrules, 0);
	assert_non_null(strstr(sbuf_str(&v.msg), "treehouses 1 and 2"));
	assert_true(run(&G, &v, "build ann red2 2 at 2"));
	assert_int_equal(G.player[0].house[1].height, 2);
	verdict_free(&v);
}

static void
test_glue_declared_ingredients(void **st)
{
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run(&G, &v, "new magical ann:1 bob:2"));
	assert_false(run(&G, &v, "objective ann apple"));
	assert_false(run(&G, &v, "declare red blue"));
	assert_true(run(&G, &v, "declare apple red web blue"));
	assert_true(run(&G, &v, "objective ann Apple"));
	assert_int_equal(G.player[0].private_tile, MAGICAL_RED);
	G.step = MAGICAL_END;
	G.player[1].familiars = 4;
	assert_true(run(&G, &v, "ingredients bob apple 2 web 1 red 1"));
	assert_int_equal(G.player[1].ingredients[MAGICAL_RED], 3);
	assert_int_equal(G.player[1].ingredients[MAGICAL_BLUE], 1);
	verdict_free(&v);
}

/* Found by fuzzing: a build after the building step, in a full village,
 * read the builder's name at player[-1]. */
static void
test_glue_full_village_after_building(void **st)
{
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run(&G, &v, "new magical ann:1 bob:2"));
	G.step = MAGICAL_END;
	village(0, "-1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1");
	assert_int_equal(G.player[0].nhouses, MAGICAL_MAX_HOUSES);
	assert_false(run(&G, &v, "build ann blank"));
	assert_int_equal(v.nrules, 1);
	assert_true(has_rule(&v, "phase"));
	assert_true(run(&G, &v, "why ann blank"));
	/* why records its checks; the front end concludes from them */
	assert_int_equal(v.run.nbroken, 1);
	assert_string_equal(v.run.broken[0], "phase");
	verdict_free(&v);
}

static void
test_glue_sheet_and_result(void **st)
{
	struct verdict v;
	struct sheet s;
	struct sbuf r = { 0 };

	(void)st;
	verdict_init(&v);
	assert_true(run(&G, &v, "new magical ann:1 bob:2"));
	G.step = MAGICAL_END;
	village(0, "r1r,r2,r3r");
	village(1, "b1b");
	assert_true(run(&G, &v, "objective common red biscuits"));
	G.player[0].familiars = 2;
	G.player[1].familiars = 1;
	assert_true(run(&G, &v, "objective ann yellow"));
	assert_false(run(&G, &v, "objective bob yellow"));
	assert_true(has_rule(&v, "objective"));
	assert_true(run(&G, &v, "objective bob blue"));
	assert_true(run(&G, &v, "biscuits ann 3"));
	assert_true(run(&G, &v, "biscuits bob 4"));
	assert_true(run(&G, &v, "ingredients ann red 2"));
	assert_false(magical_ops.finished(&G));
	magical_ops.sheet(&G, &s);
	/* columns say what they hold: the biscuit count, then its VP */
	assert_string_equal(sheet_cell(&s, 0, 2), "biscuits");
	assert_string_equal(sheet_cell(&s, 0, 3), "biscuit_vp");
	assert_string_equal(sheet_cell(&s, 0, 6), "objectives");
	assert_string_equal(sheet_cell(&s, 1, 1), "3");
	assert_string_equal(sheet_cell(&s, 1, 2), "3");
	assert_string_equal(sheet_cell(&s, 1, 3), "");
	assert_string_equal(sheet_cell(&s, 1, 8), "");
	sheet_free(&s);
	assert_true(run(&G, &v, "ingredients bob blue 1"));
	assert_true(magical_ops.finished(&G));
	/* ann: 3 + 1 + 3 (red3 fed) + 3 (red) = 10; bob: 1 + 1 + 3 + 3
	 * (biscuits) + 3 (his blue) = 8 */
	magical_ops.sheet(&G, &s);
	assert_string_equal(sheet_cell(&s, 0, 0), "player");
	assert_string_equal(sheet_cell(&s, 1, 4), "3");
	assert_string_equal(sheet_cell(&s, 1, 7), "10");
	assert_string_equal(sheet_cell(&s, 1, 8), "1");
	assert_string_equal(sheet_cell(&s, 2, 2), "4");
	assert_string_equal(sheet_cell(&s, 2, 3), "1");
	assert_string_equal(sheet_cell(&s, 2, 7), "8");
	assert_string_equal(sheet_cell(&s, 2, 8), "2");
	sheet_free(&s);
	magical_ops.result(&G, &r);
	assert_string_equal(sbuf_str(&r), "winner ann (10); ann 10, bob 8");
	sbuf_free(&r);
	verdict_free(&v);
}

/* `new` is checked whole before it writes anything: a bad line says the
 * syntax and leaves the state as it was, so the front end may check a
 * line on a scratch state before it asks to drop a game. */
static void
test_glue_new_checks_first(void **st)
{
	static const char *const bad[] = { "ann bob", "ann:3", "ann:3 bob",
	    "ann:3 bob:3", "a:1 b:2 c:3 d:4 e:5" };
	struct magical_game before;
	struct verdict v;

	(void)st;
	verdict_init(&v);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char buf[64], *argv[8];
		struct call c = { 0 };
		snprintf(buf, sizeof buf, "magical %s", bad[i]);
		c.argc = cmd_tokenize(buf, argv, 8);
		c.argv = argv;
		memset(&G, 0xA5, sizeof G);
		before = G;
		verdict_clear(&v);
		assert_false(game_start(&magical_ops, &G, &c, &v));
		assert_memory_equal(&G, &before, sizeof G);
		if (i != 3) /* equal ages: the syntax was right */
			assert_non_null(strstr(sbuf_str(&v.msg),
			    "Usage: new magical NAME:AGE"));
	}
	verdict_free(&v);
}

/* French words: terminer and fin end a turn, ingrédients with or without
 * its accent. */
static void
test_glue_french_words(void **st)
{
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run(&G, &v, "new magical ann:1 bob:2"));
	assert_true(run(&G, &v, "révéler ann 5 bob 9"));
	assert_true(run(&G, &v, "terminer ann"));
	assert_int_equal(magical_builder(&G), 1);
	assert_true(run(&G, &v, "fin bob"));
	assert_int_equal(G.round, 2);
	G.step = MAGICAL_END;
	assert_true(run(&G, &v, "ingrédients ann aucun"));
	assert_true(run(&G, &v, "ingredients bob rouge 0"));
	assert_true(G.player[0].has_ingredients && G.player[1].has_ingredients);
	verdict_free(&v);
}

/* A card's token, written without printf, is what snprintf wrote:
 * the colour's word, then the level unless the card is face down; in
 * each of the four buffers, which stay apart. */
static void
test_glue_card_token(void **st)
{
	char want[64];

	(void)st;
	for (int colour = 0; colour < MAGICAL_COLOURS; colour++)
		for (int level = 0; level <= 12; level++)
			for (int slot = 0; slot < 4; slot++) {
				struct magical_card c = { 0 };

				c.colour = (unsigned char)colour;
				c.level = (unsigned char)level;
				if (colour == MAGICAL_BLANK)
					snprintf(want, sizeof want, "%s",
					    magical_colour_names[0]);
				else
					snprintf(want, sizeof want, "%s%d",
					    magical_colour_names[colour], level);
				const char *got = magical_card_token(&c, slot);
				assert_string_equal(got, want);
				if (slot > 0)
					assert_ptr_not_equal(got,
					    magical_card_token(&c, slot - 1));
			}
}

/* magical_keyword compares a word that begins with an ASCII letter only
 * with the keywords that begin with it (case aside): the same answer as
 * every keyword compared, for words made of keywords' pieces, capitals,
 * accented and combining letters. */
static void
test_glue_keyword_first_letter(void **state)
{
	static const char *const bits[] = { "a", "A", "at", "en", "EN", "e", "E",
		"\xc3\xa9", "\xc3\x89", "\xc3\xa0", "\xcc\x81", "te", "l\xc3\xa9",
		"port", "ation", "com", "mun", "e", "s", "no", "ne", "Brown", "mar",
		"ron", "x", "1", "vier", "ge", "Ca", "chee", "down", "Aucun", "rien",
		"blank", "d", "b", "c", "m", "n", "r", "t", "v", "'" };
	const int nbits = (int)(sizeof bits / sizeof bits[0]);
	unsigned long seed = 43;
	char word[64];

	(void)state;
	for (int t = 0; t < 40000; t++) {
		word[0] = '\0';
		if (t < magical_nkeywords * 2) {
			/* each keyword, then with a capital first letter */
			snprintf(word, sizeof word, "%s", magical_keywords[t / 2].text);
			if (t % 2)
				word[0] = (char)(word[0] - 'a' + 'A');
		} else {
			for (int k = (int)(seed % 3) + 1; k > 0; k--) {
				seed = seed * 6364136223846793005UL + 1442695040888963407UL;
				strncat(word, bits[(seed >> 33) % (unsigned long)nbits],
				    sizeof word - strlen(word) - 1);
			}
		}
		int want = KW_NONE;
		for (int i = 0; i < magical_nkeywords; i++)
			if (cmd_word_eq(word, magical_keywords[i].text)) {
				want = magical_keywords[i].value;
				break;
			}
		if (magical_keyword(word) != want)
			fail_msg("\"%s\": %d, every keyword compared: %d", word,
			    magical_keyword(word), want);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_glue_start),
		cmocka_unit_test(test_glue_keyword_first_letter),
		cmocka_unit_test(test_glue_new_checks_first),
		cmocka_unit_test(test_glue_french_words),
		cmocka_unit_test(test_glue_card_token),
		cmocka_unit_test(test_glue_build_rules),
		cmocka_unit_test(test_glue_ambiguous_target),
		cmocka_unit_test(test_glue_declared_ingredients),
		cmocka_unit_test(test_glue_sheet_and_result),
		cmocka_unit_test(test_glue_full_village_after_building),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
