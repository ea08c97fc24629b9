/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* test_tlh_glue.c — Tout là-haut's words: new, play, the sheet, and the
 * data why and legal give to --json. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "tlh_ops.h"
#include "tlh.h"

static bool
run_new(void *state, int argc, const char **argv, struct verdict *v)
{
	struct call c = { .argc = argc, .argv = (char **)argv };

	verdict_clear(v);
	memset(state, 0, sizeof(struct tlh_match));
	return game_start(&tlh_ops, state, &c, v);
}

static void
test_glue_start(void **st)
{
	struct tlh_match m;
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run_new(&m, 5, (const char *[]){ "tlh", "turns",
	    "strategic", "ann", "bob" }, &v));
	assert_true(m.strategic && m.turn_variant && m.nplayers == 2);
	assert_false(run_new(&m, 3, (const char *[]){ "tlh", "ann", "Ann" }, &v));
	assert_false(run_new(&m, 2, (const char *[]){ "tlh", "ann" }, &v));
	assert_false(run_new(&m, 7, (const char *[]){ "tlh", "a", "b", "c", "d",
	    "e", "f" }, &v));
	assert_false(run_new(&m, 4, (const char *[]){ "tlh", "ann", "bob",
	    "strategic" }, &v));
	assert_false(run_new(&m, 5, (const char *[]){ "tlh", "turns", "turns",
	    "ann", "bob" }, &v));
	assert_false(run_new(&m, 3, (const char *[]){ "tlh", "ann",
	    "a123456789012345678901234567890123456789012345678901234567890123" },
	    &v));
	assert_int_equal(v.nrules, 0);
	verdict_free(&v);
}

static bool
run_cmd(struct tlh_match *m, const char *line, struct verdict *v)
{
	char buf[256], *argv[16];
	int argc = 0;
	struct call c = { 0 };

	strncpy(buf, line, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
		argv[argc++] = t;
	c.argc = argc;
	c.argv = argv;
	verdict_clear(v);
	const struct game_cmd *g = game_cmd_of(&tlh_ops, argv[0]);
	if (g != NULL)
		return g->run(m, &c, v);
	fail_msg("no command %s", argv[0]);
	return false;
}

/* Everyone plays face down to the end of the current game. */
static void
play_down(struct tlh_match *m, struct verdict *v)
{
	char line[96];
	int g = m->current;

	while (m->current == g && !tlh_over(m)) {
		snprintf(line, sizeof line, "play %s down",
		    m->name[tlh_to_play(m)]);
		assert_true(run_cmd(m, line, v));
	}
}


static void
test_glue_play_rules(void **st)
{
	struct tlh_match m;
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run_new(&m, 3, (const char *[]){ "tlh", "ann", "bob" }, &v));
	/* prefixes of both languages, digits split off */
	assert_true(run_cmd(&m, "play a r3 rouge2", &v));
	assert_int_equal(m.game[0].tree[0][0].bottom.colour, TLH_RED);
	assert_int_equal(m.game[0].tree[0][0].top.value, 2);
	/* "v" is vert or violet: ambiguous, no rule */
	assert_false(run_cmd(&m, "play bob v3 y2", &v));
	assert_int_equal(v.nrules, 0);
	assert_true(run_cmd(&m, "play bob down", &v));
	assert_false(run_cmd(&m, "objective none", &v));
	assert_int_equal(v.nrules, 1);
	assert_string_equal(v.rules[0], "phase");
	assert_true(run_cmd(&m, "play ann jaune2 bleu2", &v));
	/* turn, value and match together, in that order */
	assert_false(run_cmd(&m, "play ann yellow5 blue2", &v));
	assert_int_equal(v.nrules, 3);
	assert_string_equal(v.rules[0], "turn");
	assert_string_equal(v.rules[1], "value");
	assert_string_equal(v.rules[2], "match");
	/* a query never fails on a rule */
	assert_true(run_cmd(&m, "why ann yellow5 blue2", &v));
	assert_int_equal(v.nrules, 0);
	assert_false(run_cmd(&m, "play ann gray2 gray2", &v));
	assert_false(run_cmd(&m, "play ann red", &v));
	assert_false(run_cmd(&m, "play zed down", &v));
	verdict_free(&v);
}

static void
test_glue_sheet(void **st)
{
	struct tlh_match m;
	struct verdict v;
	struct sheet s = { 0 };

	(void)st;
	verdict_init(&v);
	assert_true(run_new(&m, 3, (const char *[]){ "tlh", "ann", "bob" }, &v));
	assert_true(run_cmd(&m, "play ann red3 red4", &v));
	tlh_ops.sheet(&m, &s);
	assert_string_equal(sheet_cell(&s, 0, 5), "rank");
	assert_string_equal(sheet_cell(&s, 1, 1), "7");
	assert_string_equal(sheet_cell(&s, 1, 2), "");
	assert_string_equal(sheet_cell(&s, 1, 4), "7");
	assert_string_equal(sheet_cell(&s, 1, 5), "");
	sheet_free(&s);
	play_down(&m, &v);
	tlh_ops.sheet(&m, &s);
	/* ann 7 + 24 + run 2 = 33 against bob 28 */
	assert_string_equal(sheet_cell(&s, 1, 2), "2");
	assert_string_equal(sheet_cell(&s, 1, 4), "33");
	assert_string_equal(sheet_cell(&s, 1, 5), "1");
	assert_string_equal(sheet_cell(&s, 2, 4), "28");
	assert_string_equal(sheet_cell(&s, 2, 5), "2");
	sheet_free(&s);
	verdict_free(&v);
}
/* why records each rule checked, in the core's order, with its verdict */
static void
test_glue_why_checks(void **st)
{
	struct tlh_match m;
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run_new(&m, 3, (const char *[]){ "tlh", "ann", "bob" }, &v));
	assert_true(run_cmd(&m, "play ann red3 blue2", &v));
	assert_true(run_cmd(&m, "why ann purple3 red9", &v));
	assert_int_equal(v.run.nchecks, 5);
	assert_int_equal(v.run.nbroken, 4);
	assert_string_equal(v.run.broken[0], "turn");
	assert_string_equal(v.run.broken[1], "value");
	assert_string_equal(v.run.broken[2], "purple");
	assert_string_equal(v.run.broken[3], "match");
	assert_non_null(strstr(v.run.checks.s, "{\"rule\": \"phase\", \"passed\": true"));
	assert_true(run_cmd(&m, "why bob blue2 red3", &v));
	assert_int_equal(v.run.nbroken, 0);
	play_down(&m, &v);
	/* after the end: phase broken, turn not checked */
	assert_true(run_cmd(&m, "why ann down", &v));
	assert_int_equal(v.run.nbroken, 1);
	assert_string_equal(v.run.broken[0], "phase");
	assert_non_null(strstr(v.run.checks.s, "{\"rule\": \"turn\", \"passed\": null"));
	verdict_free(&v);
}

/* legal and status as data: floors in English, down, phase, to_play */
static void
test_glue_query_data(void **st)
{
	struct tlh_match m;
	struct verdict v;

	(void)st;
	verdict_init(&v);
	assert_true(run_new(&m, 3, (const char *[]){ "tlh", "ann", "bob" }, &v));
	assert_true(run_cmd(&m, "play ann vert2 bleu4", &v));
	assert_true(run_cmd(&m, "legal ann", &v));
	assert_string_equal(v.run.data.s, ", \"legal\": [\"red4\", \"yellow4\", "
	    "\"green4\", \"blue2\", \"blue3\", \"blue4\", \"orange4\", "
	    "\"down\"]");
	assert_true(run_cmd(&m, "status", &v));
	assert_string_equal(v.run.data.s, ", \"phase\": \"play\", \"game\": 1, "
	    "\"round\": 1, \"to_play\": [\"bob\"], \"objective\": \"none\"");
	play_down(&m, &v);
	assert_true(run_cmd(&m, "legal bob", &v));
	assert_string_equal(v.run.data.s, ", \"legal\": []");
	assert_true(run_cmd(&m, "status", &v));
	assert_string_equal(v.run.data.s, ", \"phase\": \"over\", \"game\": 1, "
	    "\"round\": 7, \"to_play\": [], \"objective\": \"none\"");
	verdict_free(&v);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_glue_start),
		cmocka_unit_test(test_glue_play_rules),
		cmocka_unit_test(test_glue_sheet),
		cmocka_unit_test(test_glue_why_checks),
		cmocka_unit_test(test_glue_query_data),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
