/* test_words.c — the front end's words in the user's language: rules
 * found by their translated names (game_find_rule), lists joined with
 * "and" / « et » (render_list_and, render_list_or), numbers with the
 * language's decimal mark and minus sign (render_decimal, render_int). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "util.h"

/* A rules table whose names are messages the French catalogue already
 * holds ("status" is « état », "the scores so far" « affiche les
 * scores à ce stade »), as a game's N_() names will be. */
static const struct game_rule rules[] = {
	{ "occupied", "occupied: ...", "taken", "status" },
	{ "turn", "turn: ...", "tour", "the scores so far" },
	{ "A", "A: ...", NULL, NULL },
	{ NULL, NULL, NULL, NULL },
};

static int
find(const char *input)
{
	return game_find_rule(NULL, rules, input, NULL);
}

static void
rule_names_in_french(void **state)
{
	(void)state;
	assert_int_equal(i18n_set("fr"), I18N_OK);
	/* the translated name, whole, accents and case aside, or a prefix */
	assert_int_equal(find("état"), 0);
	assert_int_equal(find("ETAT"), 0);
	assert_int_equal(find("ét"), 0);
	assert_int_equal(find("affiche les scores à ce stade"), 1);
	assert_int_equal(find("affiche les scores a"), 1);
	/* the id and the aliases still work; English names are English
	 * words, as the command words are */
	assert_int_equal(find("the scores"), -1);
	assert_int_equal(find("occ"), 0);
	assert_int_equal(find("tour"), 1);
	assert_int_equal(find("a"), 2);
	assert_int_equal(find("zzz"), -1);

	/* a refusal names what was typed, and an ambiguity the choices */
	struct verdict v;
	verdict_init(&v);
	assert_int_equal(game_find_rule(NULL, rules, "t", &v), -1);
	assert_string_equal(sbuf_str(&v.msg),
	    "« t » est ambigu : taken, turn ou tour\n");
	verdict_clear(&v);
	assert_int_equal(game_find_rule(NULL, rules, "nope", &v), -1);
	assert_non_null(strstr(sbuf_str(&v.msg), "« nope »"));
	verdict_free(&v);
	i18n_set("en");
}

static void
rule_names_in_english(void **state)
{
	(void)state;
	i18n_set("en");
	assert_int_equal(find("stat"), 0);
	assert_int_equal(find("The Scores So Far"), 1);
	/* the French name is a word of the French messages only */
	assert_int_equal(find("état"), -1);
}

static void
lists(void **state)
{
	const char *three[] = { "ann", "bob", "carl" };
	struct sbuf b = { 0 };

	(void)state;
	i18n_set("en");
	render_list_and(&b, three, 0);
	assert_string_equal(sbuf_str(&b), "");
	render_list_and(&b, three, 1);
	assert_string_equal(sbuf_str(&b), "ann");
	sbuf_reset(&b);
	render_list_and(&b, three, 2);
	assert_string_equal(sbuf_str(&b), "ann and bob");
	sbuf_reset(&b);
	render_list_and(&b, three, 3);
	assert_string_equal(sbuf_str(&b), "ann, bob and carl");
	sbuf_reset(&b);
	render_list_or(&b, three, 3);
	assert_string_equal(sbuf_str(&b), "ann, bob or carl");
	assert_int_equal(i18n_set("fr"), I18N_OK);
	sbuf_reset(&b);
	render_list_and(&b, three, 3);
	assert_string_equal(sbuf_str(&b), "ann, bob et carl");
	sbuf_reset(&b);
	render_list_or(&b, three, 2);
	assert_string_equal(sbuf_str(&b), "ann ou bob");
	sbuf_free(&b);
	i18n_set("en");
}

static void
decimals(void **state)
{
	struct sbuf b = { 0 };

	(void)state;
	i18n_set("en");
	render_decimal(&b, "30.25");
	assert_string_equal(sbuf_str(&b), "30.25");
	assert_int_equal(i18n_set("fr"), I18N_OK);
	sbuf_reset(&b);
	render_decimal(&b, "30.25");
	assert_string_equal(sbuf_str(&b), "30,25");
	/* French writes a negative number with the minus sign U+2212 */
	sbuf_reset(&b);
	render_decimal(&b, "-4");
	assert_string_equal(sbuf_str(&b), "\u22124");
	sbuf_reset(&b);
	render_decimal(&b, "-0.5");
	assert_string_equal(sbuf_str(&b), "\u22120,5");
	sbuf_reset(&b);
	render_decimal(&b, "2026-11-26");
	assert_string_equal(sbuf_str(&b), "2026-11-26");
	char num[RENDER_INT_SIZE];
	assert_string_equal(render_int(num, -4), "\u22124");
	assert_string_equal(render_int(num, 12), "12");
	assert_string_equal(render_int(num, -2147483647L - 1), "\u22122147483648");
	/* a result line's scores (check, the games' rankings) */
	struct two { int n; char name[2][8]; } st = { 2, { "ann", "bob" } };
	static const struct game_players where =
	    GAME_PLAYERS(struct two, n, name[0], name[1]);
	int score[2] = { -4, 3 };
	sbuf_reset(&b);
	game_scores_in(&b, &where, &st, NULL, score, true);
	assert_string_equal(sbuf_str(&b), "1. ann \u22124, 2. bob 3");
	i18n_set("en");
	sbuf_reset(&b);
	game_scores_in(&b, &where, &st, NULL, score, true);
	assert_string_equal(sbuf_str(&b), "1. ann -4, 2. bob 3");
	sbuf_reset(&b);
	render_decimal(&b, "-4");
	assert_string_equal(sbuf_str(&b), "-4");
	assert_string_equal(render_int(num, -4), "-4");
	sbuf_free(&b);
}

/* TAB lists words as a dictionary orders them, accents aside. */
static void
dictionary_order(void **state)
{
	(void)state;
	assert_true(cmd_word_cmp("défausser", "état") < 0);
	assert_true(cmd_word_cmp("état", "exporter") < 0);
	assert_true(cmd_word_cmp("règles", "état") > 0);
	assert_true(cmd_word_cmp("légal", "langue") > 0);
	assert_true(cmd_word_cmp("etat", "état") < 0); /* equal: by bytes */
	assert_int_equal(cmd_word_cmp("état", "état"), 0);
	assert_true(cmd_word_cmp("ré", "réserve") < 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(dictionary_order),
		cmocka_unit_test(rule_names_in_french),
		cmocka_unit_test(rule_names_in_english),
		cmocka_unit_test(lists),
		cmocka_unit_test(decimals),
	};

	/* the catalogue of the build tree (make check runs from the top) */
	setenv("TREEREF_LOCALEDIR", "po/locale", 0);
	i18n_init();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
