/* test_magical.c — unit tests of the Magical Treehouse rules core alone
 * (magical.c, magical_score.c); its glue is test_magical_glue.c. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "magical.h"

static const char *const names4[] = { "ann", "bob", "cid", "dee" };
static const int ages4[] = { 30, 20, 40, 50 };

#include "magical_village.h"

/* What the core's explain finds broken, as the moves check it. */
static unsigned
check_build(const struct magical_game *g, int p, const struct magical_build *b)
{
	struct magical_reasons r;

	magical_explain_build(g, p, b, &r);
	return r.broken;
}

static unsigned
check_store(const struct magical_game *g, int p, int n)
{
	struct magical_reasons r;

	magical_explain_count(g, p, MAGICAL_COUNT_STORE, n, &r);
	return r.broken;
}

static unsigned
check_familiar(const struct magical_game *g, int p, int n)
{
	struct magical_reasons r;

	magical_explain_count(g, p, MAGICAL_COUNT_FAMILIAR, n, &r);
	return r.broken;
}

static unsigned
check_empty(const struct magical_game *g, int p, int n)
{
	struct magical_reasons r;

	magical_explain_empty(g, p, n, &r);
	return r.broken;
}

static unsigned
check_pipe(const struct magical_game *g, int p, int a, int b)
{
	struct magical_reasons r;

	magical_explain_pipe(g, p, a, b, &r);
	return r.broken;
}

static unsigned
check_done(const struct magical_game *g, int p)
{
	struct magical_reasons r;

	magical_explain_done(g, p, &r);
	return r.broken;
}

static void
ingredients(int p, int r, int b, int y, int pu, int g)
{
	int *in = G.player[p].ingredients;

	in[MAGICAL_RED] = r;
	in[MAGICAL_BLUE] = b;
	in[MAGICAL_YELLOW] = y;
	in[MAGICAL_PURPLE] = pu;
	in[MAGICAL_GREEN] = g;
}

/* A game of n players in round 1's building step, `p` building. */
static void
building(int n, int p)
{
	magical_init(&G, n, names4, ages4);
	G.step = MAGICAL_BUILD;
	G.order[0] = p;
	for (int i = 1, q = 0; i < n; q++)
		if (q != p)
			G.order[i++] = q;
	G.turn = 0;
}

static unsigned
build(int p, const char *c, int at)
{
	struct magical_build b = { .card = card(c), .at = at };

	return magical_build(&G, p, &b);
}

static int
potion_vp(int p)
{
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];

	magical_final_score(&G, s);
	return s[p].potions;
}

static int
level5_vp(int p)
{
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];

	magical_final_score(&G, s);
	return s[p].level5;
}

static int
objective_vp(int p)
{
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];

	magical_final_score(&G, s);
	return s[p].objectives;
}

/* ---- building ---- */

static void
test_new_treehouses(void **st)
{
	(void)st;
	building(2, 0);
	assert_int_equal(build(0, "r1r", MAGICAL_NONE), 0);
	assert_int_equal(build(0, "-1", MAGICAL_NONE), 0);
	assert_int_equal(build(0, "b1y", 0), 0); /* at the left end */
	assert_int_equal(G.player[0].nhouses, 3);
	assert_int_equal(G.player[0].house[0].card[0].colour, MAGICAL_BLUE);
	assert_int_equal(G.player[0].house[1].card[0].colour, MAGICAL_RED);
	assert_int_equal(magical_house_colour(&G.player[0].house[2]), MAGICAL_BLANK);
	assert_int_equal(magical_treehouse_vp(&G.player[0]), 2);
}

static void
test_level_skipped(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r");
	assert_int_equal(build(0, "r3b", 0), MAGICAL_E_LEVEL);
	assert_int_equal(build(0, "r3b", MAGICAL_NONE), MAGICAL_E_LEVEL);
	assert_int_equal(build(0, "r2", 0), 0);
	assert_int_equal(build(0, "r3b", 0), 0);
	assert_int_equal(G.player[0].house[0].height, 3);
}

static void
test_level_out_of_range(void **st)
{
	struct magical_build b = { .card = card("r1r"), .at = MAGICAL_NONE };

	(void)st;
	building(2, 0);
	b.card.level = 7;
	assert_int_equal(check_build(&G, 0, &b), MAGICAL_E_LEVEL);
	b.card.level = 0;
	assert_int_equal(check_build(&G, 0, &b), MAGICAL_E_LEVEL);
}

static void
test_colour_mismatch(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r");
	assert_int_equal(build(0, "b2", 0), MAGICAL_E_COLOUR);
	/* no red treehouse at level 2 anywhere */
	assert_int_equal(build(0, "b2", MAGICAL_NONE), MAGICAL_E_COLOUR);
	/* wrong level and wrong colour at once: both reported */
	assert_int_equal(build(0, "b3y", 0), MAGICAL_E_LEVEL | MAGICAL_E_COLOUR);
	assert_int_equal(G.player[0].house[0].height, 1);
}

static void
test_blank_takes_any_level2(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "-1 -1");
	assert_int_equal(build(0, "g2", 0), 0);
	assert_int_equal(magical_house_colour(&G.player[0].house[0]), MAGICAL_GREEN);
	assert_int_equal(build(0, "p2", 1), 0);
	/* once coloured, the colour holds */
	assert_int_equal(build(0, "r3b", 0), MAGICAL_E_COLOUR);
	assert_int_equal(build(0, "g3b", 0), 0);
	/* a blank takes no level 3 */
	village(0, "-1");
	assert_int_equal(build(0, "g3b", 0), MAGICAL_E_LEVEL);
}

static void
test_one_card_per_level(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r,r2 b1b,b2,b3r,b4,b5");
	assert_int_equal(build(0, "r2", 0), MAGICAL_E_LEVEL);
	/* the only blue level 5 is built: `card` too */
	assert_int_equal(build(0, "b5", 1), MAGICAL_E_LEVEL | MAGICAL_E_CARD);
	assert_int_equal(build(0, "b4", 1), MAGICAL_E_LEVEL);
	assert_int_equal(build(0, "r3y", 0), 0);
	/* a level 6 goes on a level 5, and nothing above it */
	assert_int_equal(build(0, "b6", 1), 0);
	assert_int_equal(G.player[0].house[1].height, 6);
	assert_int_equal(magical_treehouse_vp(&G.player[0]), 3 + 13);
	assert_int_equal(build(0, "b7", 1), MAGICAL_E_LEVEL);
}

static void
test_fitting_house(void **st)
{
	struct magical_card c = card("r2");
	int n;

	(void)st;
	building(2, 0);
	village(0, "b1b r1r -1 r1y");
	assert_int_equal(magical_fitting_house(&G.player[0], &c, &n), 1);
	assert_int_equal(n, 3); /* the two red level 1s and the blank */
	assert_int_equal(build(0, "r2", MAGICAL_NONE), 0);
	assert_int_equal(G.player[0].house[1].height, 2);
}

/* ---- pipes and moves ---- */

static void
test_pipe_adjacent_only(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r b1b y1y");
	assert_int_equal(magical_pipe(&G, 0, 0, 2), MAGICAL_E_PIPE);
	assert_int_equal(magical_pipe(&G, 0, 1, 1), MAGICAL_E_PIPE);
	assert_int_equal(magical_pipe(&G, 0, 1, 0), 0);
	assert_true(G.player[0].pipe[0]);
	assert_int_equal(magical_pipe(&G, 0, 0, 1), MAGICAL_E_PIPE);
	assert_int_equal(magical_pipe_count(&G.player[0]), 1);
}

static void
test_move_piped_treehouse(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r=b1b y1y p1p");
	assert_int_equal(magical_move(&G, 0, 0, 3), MAGICAL_E_PIPE);
	assert_int_equal(magical_move(&G, 0, 1, 3), MAGICAL_E_PIPE);
	/* an unpiped treehouse may not land between two piped ones */
	assert_int_equal(magical_move(&G, 0, 3, 1), MAGICAL_E_PIPE);
	assert_int_equal(magical_move(&G, 0, 3, 0), 0);
	assert_int_equal(G.player[0].house[0].card[0].colour, MAGICAL_PURPLE);
	assert_true(G.player[0].pipe[1]);
	assert_false(G.player[0].pipe[0]);
	assert_int_equal(G.player[0].house[1].card[0].colour, MAGICAL_RED);
	/* moving is allowed outside the builder's turn */
	G.step = MAGICAL_END;
	assert_int_equal(magical_move(&G, 0, 3, 0), 0);
	G.step = MAGICAL_OVER;
	assert_int_equal(magical_move(&G, 0, 0, 3), MAGICAL_E_PHASE);
}

static void
test_new_treehouse_between_pipes(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r=b1b");
	assert_int_equal(build(0, "y1y", 1), MAGICAL_E_PIPE);
	assert_int_equal(build(0, "y1y", 2), 0);
	assert_int_equal(build(0, "-1", 0), 0);
	assert_true(G.player[0].pipe[1]);
	assert_false(G.player[0].pipe[0]);
	assert_false(G.player[0].pipe[2]);
}

static void
test_repipe_needs_blue_level4(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r=b1b y1y");
	assert_int_equal(magical_repipe(&G, 0, 0, 1, 1, 2), MAGICAL_E_PIPE);
	village(0, "r1r=b1b,b2,b3r,b4 y1y");
	assert_int_equal(magical_repipe(&G, 0, 1, 2, 0, 1), MAGICAL_E_PIPE);
	assert_int_equal(magical_repipe(&G, 0, 0, 1, 1, 2), 0);
	assert_false(G.player[0].pipe[0]);
	assert_true(G.player[0].pipe[1]);
	assert_int_equal(magical_move(&G, 0, 0, 1), MAGICAL_E_PIPE);
	assert_int_equal(magical_move(&G, 0, 0, 2), 0);
}

/* ---- storage ---- */

static void
test_storage_capacity(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r");
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_STORE, 1), MAGICAL_E_STORAGE);
	village(0, "r1r,r2 -1,b2");
	assert_int_equal(magical_storage_capacity(&G.player[0]), 2);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_STORE, 3), MAGICAL_E_STORAGE);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_STORE, 2), 0);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_STORE, 1), MAGICAL_E_STORAGE);
	assert_int_equal(G.player[0].stored, 2);
}

static void
test_storage_purple_level4(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "p1p,p2,p3r,p4");
	assert_int_equal(magical_storage_capacity(&G.player[0]), MAGICAL_UNLIMITED);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_STORE, 4), 0);
	assert_int_equal(G.player[0].stored, 4);
	/* a purple level 3 is not enough */
	village(0, "p1p,p2,p3r");
	assert_int_equal(magical_storage_capacity(&G.player[0]), 1);
}

static void
test_unstore(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r,r2");
	G.player[0].stored = 1;
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_UNSTORE, 2), MAGICAL_E_STORAGE);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_UNSTORE, 1), 0);
	assert_int_equal(G.player[0].stored, 0);
	assert_int_equal(G.unstored, 1);
}

/* ---- turns, familiars and phases ---- */

static void
test_turn_card_budget(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r,r2");
	G.player[0].stored = 1;
	for (int i = 0; i < MAGICAL_TURN_CARDS; i++)
		assert_int_equal(build(0, "-1", MAGICAL_NONE), 0);
	assert_int_equal(build(0, "-1", MAGICAL_NONE), MAGICAL_E_TURN);
	assert_true(magical_count(&G, 0, MAGICAL_COUNT_STORE, 1) & MAGICAL_E_TURN);
	/* a card back from storage can be played */
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_UNSTORE, 1), 0);
	assert_int_equal(build(0, "-1", MAGICAL_NONE), 0);
	assert_int_equal(build(0, "-1", MAGICAL_NONE), MAGICAL_E_TURN);
}

static void
test_turn_other_builder(void **st)
{
	(void)st;
	building(3, 1);
	assert_int_equal(build(0, "r1r", MAGICAL_NONE), MAGICAL_E_TURN);
	assert_int_equal(magical_pipe(&G, 0, 0, 1), MAGICAL_E_TURN | MAGICAL_E_PIPE);
	assert_int_equal(check_store(&G, 0, 1), MAGICAL_E_TURN | MAGICAL_E_STORAGE);
	/* nor has a player out of turn a familiar to place */
	assert_int_equal(check_familiar(&G, 0, 1),
	    MAGICAL_E_TURN | MAGICAL_E_FAMILIAR);
	assert_int_equal(build(1, "r1r", MAGICAL_NONE), 0);
}

static void
test_phase(void **st)
{
	unsigned ev;

	(void)st;
	magical_init(&G, 2, names4, ages4);
	assert_int_equal(build(0, "r1r", MAGICAL_NONE), MAGICAL_E_PHASE);
	assert_int_equal(magical_set_biscuits(&G, 0, 3, &ev), MAGICAL_E_PHASE);
	assert_int_equal(magical_done(&G, 0, &ev), MAGICAL_E_PHASE);
	assert_int_equal(magical_reveal(&G, 0, 5, &ev), 0);
	assert_int_equal(ev, 0);
	assert_int_equal(magical_reveal(&G, 1, 7, &ev), 0);
	assert_int_equal(ev, MAGICAL_EV_ORDER);
	/* building now, and bob revealed already: both are said */
	assert_int_equal(magical_reveal(&G, 1, 9, &ev), MAGICAL_E_PHASE | MAGICAL_E_TURN);
}

static void
test_reveal_order(void **st)
{
	unsigned ev;

	(void)st;
	magical_init(&G, 4, names4, ages4);
	assert_int_equal(magical_reveal(&G, 0, 38, &ev), 0);
	assert_int_equal(magical_reveal(&G, 0, 40, &ev), MAGICAL_E_TURN);
	assert_int_equal(magical_reveal(&G, 1, 38, &ev), MAGICAL_E_TURN);
	assert_int_equal(magical_reveal(&G, 1, 86, &ev), 0);
	assert_int_equal(magical_reveal(&G, 2, 19, &ev), 0);
	assert_int_equal(magical_builder(&G), MAGICAL_NONE);
	assert_int_equal(magical_reveal(&G, 3, 50, &ev), 0);
	assert_int_equal(G.order[0], 2);
	assert_int_equal(G.order[1], 0);
	assert_int_equal(G.order[2], 3);
	assert_int_equal(G.order[3], 1);
	assert_int_equal(magical_builder(&G), 2);
	assert_int_equal(magical_done(&G, 0, &ev), MAGICAL_E_TURN);
	assert_int_equal(magical_done(&G, 2, &ev), 0);
	assert_int_equal(ev, MAGICAL_EV_TURN);
	assert_int_equal(magical_builder(&G), 0);
}

static void
test_rounds_to_the_end(void **st)
{
	unsigned ev = 0;
	int counts[MAGICAL_COLOURS] = { 0 };

	(void)st;
	magical_init(&G, 2, names4, ages4);
	for (int r = 1; r <= MAGICAL_ROUNDS; r++) {
		assert_int_equal(G.round, r);
		magical_reveal(&G, 0, 10 + r, &ev);
		magical_reveal(&G, 1, 20 + r, &ev);
		assert_int_equal(magical_done(&G, 0, &ev), 0);
		assert_int_equal(magical_done(&G, 1, &ev), 0);
		assert_true(ev & MAGICAL_EV_ROUND);
	}
	assert_true(ev & MAGICAL_EV_BUILT);
	assert_int_equal(G.step, MAGICAL_END);
	magical_set_common(&G, MAGICAL_RED, MAGICAL_TILE_BISCUITS, &ev);
	magical_set_private(&G, 0, MAGICAL_BLUE, &ev);
	magical_set_private(&G, 1, MAGICAL_GREEN, &ev);
	magical_set_biscuits(&G, 0, 2, &ev);
	magical_set_biscuits(&G, 1, 2, &ev);
	magical_set_ingredients(&G, 0, counts, &ev);
	assert_int_equal(ev, 0);
	assert_false(magical_end_counted(&G));
	magical_set_ingredients(&G, 1, counts, &ev);
	assert_int_equal(ev, MAGICAL_EV_OVER);
	assert_int_equal(G.step, MAGICAL_OVER);
	assert_int_equal(magical_set_biscuits(&G, 0, 3, &ev), MAGICAL_E_PHASE);
	assert_int_equal(magical_set_common(&G, MAGICAL_YELLOW, 0, &ev), MAGICAL_E_PHASE);
	/* blue is ann's private tile as well */
	assert_int_equal(magical_set_common(&G, MAGICAL_BLUE, 0, &ev),
	    MAGICAL_E_PHASE | MAGICAL_E_OBJECTIVE);
}

static void
test_end_needs_empty_for_yellow5(void **st)
{
	unsigned ev;
	int counts[MAGICAL_COLOURS] = { 0 };

	(void)st;
	magical_init(&G, 2, names4, ages4);
	G.step = MAGICAL_END;
	village(0, "y1y,y2,y3r,y4,y5");
	G.player[0].familiars = 3;
	magical_set_common(&G, MAGICAL_RED, MAGICAL_TILE_TALL, &ev);
	for (int p = 0; p < 2; p++) {
		assert_int_equal(magical_set_private(&G, p, MAGICAL_BLUE + p, &ev), 0);
		magical_set_biscuits(&G, p, 0, &ev);
		magical_set_ingredients(&G, p, counts, &ev);
	}
	assert_int_equal(G.step, MAGICAL_END);
	assert_int_equal(magical_set_empty(&G, 0, 4, &ev), MAGICAL_E_FAMILIAR);
	assert_int_equal(magical_set_empty(&G, 0, 3, &ev), 0);
	assert_int_equal(ev, MAGICAL_EV_OVER);
	assert_int_equal(level5_vp(0), 3);
}

static void
test_familiar_allowance(void **st)
{
	struct magical_build tele = { .card = card("y2"), .at = MAGICAL_NONE };

	(void)st;
	building(2, 0);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_FAMILIAR, 1), MAGICAL_E_FAMILIAR);
	assert_int_equal(build(0, "-1", MAGICAL_NONE), 0);
	assert_int_equal(G.allowance, 0); /* a blank has no ability */
	assert_int_equal(build(0, "r1r", MAGICAL_NONE), 0);
	assert_int_equal(G.allowance, 1);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_FAMILIAR, 2), MAGICAL_E_FAMILIAR);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_FAMILIAR, 1), 0);
	assert_int_equal(G.player[0].familiars, 1);
	tele.card.teleport = true;
	assert_int_equal(magical_build(&G, 0, &tele), 0); /* on the blank */
	assert_int_equal(G.allowance, 1);
}

static void
test_familiar_red_level4(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "b1b,b2 r1r,r2,r3b,r4");
	assert_int_equal(build(0, "b3y", 0), 0);
	assert_int_equal(G.allowance, 1);
	village(0, "b1b,b2 r1r,r2,r3b");
	G.allowance = 0;
	assert_int_equal(build(0, "b3y", 0), 0);
	assert_int_equal(G.allowance, 0);
}

static void
test_familiar_nine(void **st)
{
	(void)st;
	building(2, 0);
	G.player[0].familiars = 8;
	G.allowance = 2;
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_FAMILIAR, 2), MAGICAL_E_FAMILIAR);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_FAMILIAR, 1), 0);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_FAMILIAR, 1), MAGICAL_E_FAMILIAR);
}

/* ---- potions ---- */

static void
test_brewing_needs_two(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1b,r2,r3b -1");
	ingredients(0, 5, 1, 0, 0, 0);
	assert_int_equal(magical_brews(&G.player[0], 0), MAGICAL_BLANK);
	assert_int_equal(potion_vp(0), 0);
	ingredients(0, 0, 2, 0, 0, 0);
	assert_int_equal(magical_brews(&G.player[0], 0), MAGICAL_BLUE);
	assert_int_equal(magical_brews(&G.player[0], 1), MAGICAL_BLANK);
	assert_int_equal(potion_vp(0), 3);
}

static void
test_potions_shared_within_group(void **st)
{
	struct magical_source fed;

	(void)st;
	building(2, 0);
	ingredients(0, 2, 0, 0, 0, 0);
	village(0, "r1r b1b b1y,b2,b3r");
	assert_int_equal(potion_vp(0), 0);
	village(0, "r1r=b1b b1y,b2,b3r");
	assert_int_equal(potion_vp(0), 0);
	village(0, "r1r=b1b=b1y,b2,b3r");
	assert_int_equal(potion_vp(0), 3);
	assert_true(magical_converts(&G.player[0], 2, &fed));
	assert_int_equal(fed.house, 0);
	assert_false(fed.transformed);
	/* the other player's potions never count */
	village(0, "b1y,b2,b3r");
	village(1, "r1r");
	ingredients(1, 2, 0, 0, 0, 0);
	assert_int_equal(potion_vp(0), 0);
}

static void
test_one_potion_feeds_two(void **st)
{
	(void)st;
	building(2, 0);
	ingredients(0, 2, 0, 0, 0, 0);
	village(0, "y1y,y2,y3r=r1r=b1b,b2,b3r");
	assert_int_equal(potion_vp(0), 6);
	/* but each level 3 converts one potion only: 3 VP however many */
	village(0, "r1r=r1r=b1b,b2,b3r");
	assert_int_equal(potion_vp(0), 3);
}

static void
test_green4_needs_purple_from_another(void **st)
{
	struct magical_source src[MAGICAL_COLOURS], fed;

	(void)st;
	building(2, 0);
	ingredients(0, 0, 0, 0, 2, 0);
	/* its own level 1 brews the purple potion: no transform */
	village(0, "g1p,g2,g3r,g4");
	assert_int_equal(potion_vp(0), 0);
	/* another treehouse brews it, but no pipe */
	village(0, "p1p g1g,g2,g3r,g4");
	assert_int_equal(potion_vp(0), 0);
	/* piped: red, blue and yellow potions for the group */
	village(0, "p1p=g1g,g2,g3r,g4=b1b,b2,b3y");
	assert_int_equal(potion_vp(0), 6);
	magical_group_potions(&G.player[0], 0, src);
	assert_true(src[MAGICAL_BLUE].transformed);
	assert_int_equal(src[MAGICAL_BLUE].house, 1);
	assert_int_equal(src[MAGICAL_BLUE].from, 0);
	assert_int_equal(src[MAGICAL_GREEN].house, MAGICAL_NONE);
	assert_true(magical_converts(&G.player[0], 2, &fed));
	assert_true(fed.transformed);
	/* a green level 3 does not transform */
	village(0, "p1p=g1g,g2,g3r");
	assert_int_equal(potion_vp(0), 0);
}

static void
test_brewed_source_preferred(void **st)
{
	struct magical_source src[MAGICAL_COLOURS];

	(void)st;
	building(2, 0);
	ingredients(0, 2, 0, 0, 2, 0);
	village(0, "p1p=g1g,g2,g3r,g4=r1r");
	magical_group_potions(&G.player[0], 1, src);
	assert_false(src[MAGICAL_RED].transformed);
	assert_int_equal(src[MAGICAL_RED].house, 2);
	assert_true(src[MAGICAL_YELLOW].transformed);
}

/* ---- level 5 ---- */

static void
test_level5_red(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "r1r,r2,r3b,r4,r5 b1b,b2,b3r y1y,y2,y3r y1y,y2,y3r,y4 -1");
	assert_int_equal(level5_vp(0), 2);
}

static void
test_level5_blue(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "b1b,b2,b3r,b4,b5=r1r=y1y -1=-1");
	assert_int_equal(level5_vp(0), 3);
}

static void
test_level5_yellow(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "y1y,y2,y3r,y4,y5");
	G.player[0].empty = 4;
	assert_int_equal(level5_vp(0), 4);
	village(0, "y1y,y2,y3r,y4");
	assert_int_equal(level5_vp(0), 0);
}

static void
test_level5_purple(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "p1p,p2,p3r,p4,p5");
	G.player[0].stored = 3;
	assert_int_equal(level5_vp(0), 3);
}

static void
test_level5_green(void **st)
{
	(void)st;
	building(2, 0);
	ingredients(0, 2, 2, 1, 2, 0);
	/* red, blue, purple brewed; yellow short; the transformed potions
	 * of the green level 4 do not count */
	village(0, "g1r,g2,g3b,g4,g5=p1p r1r b1b y1y");
	assert_int_equal(magical_brewed_colours(&G.player[0]), 3);
	assert_int_equal(level5_vp(0), 3);
	ingredients(0, 2, 2, 2, 2, 2);
	village(0, "g1g,g2,g3b,g4,g5 r1r b1b y1y p1p r1r");
	assert_int_equal(level5_vp(0), 5);
}

static void
test_level5_two_of_a_colour(void **st)
{
	(void)st;
	building(2, 0);
	village(0, "b1b,b2,b3r,b4,b5=b1b,b2,b3r,b4,b5");
	assert_int_equal(level5_vp(0), 2);
}

/* ---- objectives ---- */

static void
end_with(int brown, int green)
{
	magical_init(&G, 3, names4, ages4);
	G.step = MAGICAL_END;
	G.common_brown = brown;
	G.common_green = green;
}

static void
test_objective_brown_tie(void **st)
{
	struct magical_tile_result t[MAGICAL_MAX_TILES];

	(void)st;
	end_with(MAGICAL_RED, MAGICAL_TILE_NONE);
	ingredients(0, 2, 0, 0, 0, 0);
	ingredients(1, 2, 0, 0, 0, 0);
	ingredients(2, 1, 0, 0, 0, 0);
	assert_int_equal(magical_objective_results(&G, t), 1);
	assert_int_equal(t[0].nbest, 2);
	assert_int_equal(t[0].scorer, MAGICAL_NONE);
	assert_int_equal(objective_vp(0), 0);
	ingredients(0, 3, 0, 0, 0, 0);
	assert_int_equal(objective_vp(0), 3);
	assert_int_equal(objective_vp(1), 0);
}

static void
test_objective_biscuits_tie(void **st)
{
	(void)st;
	end_with(MAGICAL_BLANK, MAGICAL_TILE_BISCUITS);
	G.player[0].biscuits = 4;
	G.player[1].biscuits = 4;
	assert_int_equal(objective_vp(0) + objective_vp(1), 0);
	G.player[1].biscuits = 5;
	assert_int_equal(objective_vp(1), 3);
}

static void
test_objective_tall_tie(void **st)
{
	(void)st;
	end_with(MAGICAL_BLANK, MAGICAL_TILE_TALL);
	village(0, "r1r,r2 -1");
	village(1, "-1,b2");
	assert_int_equal(objective_vp(0) + objective_vp(1), 0);
	village(1, "-1,b2 y1y,y2,y3r");
	assert_int_equal(objective_vp(1), 3);
}

static void
test_objective_ingredients_tie(void **st)
{
	(void)st;
	end_with(MAGICAL_BLANK, MAGICAL_TILE_INGREDIENTS);
	ingredients(0, 1, 1, 1, 0, 0);
	ingredients(1, 0, 0, 0, 3, 0);
	assert_int_equal(objective_vp(0) + objective_vp(1), 0);
	ingredients(1, 0, 0, 0, 3, 1);
	assert_int_equal(objective_vp(1), 2);
}

static void
test_objective_colours_tie(void **st)
{
	(void)st;
	end_with(MAGICAL_BLANK, MAGICAL_TILE_COLOURS);
	/* a blank has no colour; a blank under a level 2 takes its colour */
	village(0, "r1r b1b -1 -1");
	village(1, "r1r -1,g2 r1r,r2");
	assert_int_equal(objective_vp(0) + objective_vp(1), 0);
	village(1, "r1r -1,g2 y1y");
	assert_int_equal(objective_vp(1), 3);
}

static void
test_objective_small_penalty(void **st)
{
	(void)st;
	end_with(MAGICAL_BLANK, MAGICAL_TILE_SMALL);
	village(0, "r1r -1 b1b,b2");
	village(1, "r1r y1y");
	assert_int_equal(objective_vp(0) + objective_vp(1), 0);
	village(1, "r1r y1y -1");
	assert_int_equal(objective_vp(1), -4);
	assert_int_equal(objective_vp(0), 0);
}

static void
test_objective_private(void **st)
{
	(void)st;
	end_with(MAGICAL_BLANK, MAGICAL_TILE_NONE);
	G.player[0].private_tile = MAGICAL_YELLOW;
	ingredients(0, 0, 0, 2, 0, 0);
	ingredients(1, 0, 0, 2, 0, 0);
	assert_int_equal(objective_vp(0), 0);  /* tie */
	ingredients(1, 0, 0, 3, 0, 0);
	assert_int_equal(objective_vp(0), 0);  /* another has more */
	assert_int_equal(objective_vp(1), 0);  /* and it is not bob's tile */
	ingredients(1, 0, 0, 1, 0, 0);
	assert_int_equal(objective_vp(0), 3);
}

/* ---- the winner ---- */

static void
test_winner_by_points(void **st)
{
	int order[MAGICAL_MAX_PLAYERS];

	(void)st;
	magical_init(&G, 3, names4, ages4);
	village(0, "r1r");
	village(1, "r1r,r2");
	village(2, "-1");
	magical_standings(&G, order);
	assert_int_equal(order[0], 1);
	assert_int_equal(order[1], 0);
	assert_int_equal(order[2], 2);
}

static void
test_winner_tie_biscuits(void **st)
{
	int order[MAGICAL_MAX_PLAYERS];
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];

	(void)st;
	magical_init(&G, 3, names4, ages4);
	village(0, "r1r,r2");  /* 2 + 1 for 3 biscuits = 3 */
	village(1, "r1r,r2");  /* 2 + 1 for 5 biscuits = 3 */
	village(2, "b1b,b2,b3r"); /* 3 */
	G.player[0].biscuits = 3;
	G.player[1].biscuits = 5;
	magical_final_score(&G, s);
	assert_int_equal(s[0].total, 3);
	assert_int_equal(s[1].total, 3);
	assert_int_equal(s[2].total, 3);
	magical_standings(&G, order);
	assert_int_equal(order[0], 1);
	assert_int_equal(order[1], 0);
	assert_int_equal(order[2], 2);
}

static void
test_winner_tie_youngest(void **st)
{
	int order[MAGICAL_MAX_PLAYERS];

	(void)st;
	magical_init(&G, 3, names4, ages4); /* ages 30, 20, 40 */
	village(0, "r1r,r2");
	village(1, "b1b,b2");
	village(2, "g1g,g2");
	for (int p = 0; p < 3; p++)
		G.player[p].biscuits = 2;
	magical_standings(&G, order);
	assert_int_equal(order[0], 1);
	assert_int_equal(order[1], 0);
	assert_int_equal(order[2], 2);
}

/* The VP follow from the level; a VP typed must be the card's. */
static void
test_card_vp_from_level(void **st)
{
	struct magical_build b = { .card = card("r1r"), .at = MAGICAL_NONE,
	    .vp_given = true, .vp = 2 };

	static const int vp[] = { 0, 1, 2, 3, 5, 8, 13, 0 };

	(void)st;
	building(2, 0);
	for (int level = 0; level <= MAGICAL_MAX_LEVEL + 1; level++)
		assert_int_equal(magical_level_vp(level), vp[level]);
	assert_int_equal(check_build(&G, 0, &b), MAGICAL_E_CARD);
	b.vp = 1;
	assert_int_equal(magical_build(&G, 0, &b), 0);
	/* a wrong VP and a wrong level: both named */
	b.card = card("r3b");
	b.vp = 5;
	assert_int_equal(check_build(&G, 0, &b), MAGICAL_E_LEVEL | MAGICAL_E_CARD);
}

/* 5, 4, 3, 2, 1, 1 cards of each colour by level, all villages
 * together; a blank is no card of any colour. */
static void
test_card_supply(void **st)
{
	(void)st;
	building(3, 0);
	village(1, "r1r,r2,r3b,r4,r5,r6");
	village(2, "r1b,r2,r3y,r4 r1r r1r");
	village(0, "b1b,b2,b3r,b4,b5 r1r,r2,r3r");
	assert_int_equal(magical_built(&G, MAGICAL_RED, 1), 5);
	assert_int_equal(build(0, "r1r", MAGICAL_NONE), MAGICAL_E_CARD);
	assert_int_equal(build(0, "r4", 1), MAGICAL_E_CARD);
	assert_int_equal(build(0, "b6", 0), 0);
	assert_int_equal(build(0, "-1", MAGICAL_NONE), 0);
	/* on the blank: a level too high, and no red level 3 left */
	assert_int_equal(build(0, "r3y", 2), MAGICAL_E_CARD | MAGICAL_E_LEVEL);
	assert_int_equal(magical_built(&G, MAGICAL_BLANK, 1), 0);
}

/* The game has 8 pipe cards for all the villages. */
static void
test_pipe_supply(void **st)
{
	(void)st;
	building(2, 0);
	village(1, "r1r=r1r=r1r=r1r=r1r=r1r=r1r=r1r");
	village(0, "b1b b1b=b1b b1b");
	assert_int_equal(magical_pipes_in_play(&G), 8);
	assert_int_equal(check_pipe(&G, 0, 0, 1), MAGICAL_E_PIPE);
	/* moving a pipe adds none */
	village(1, "r1r,r2,r3r,b4=r1r=r1r=r1r=r1r=r1r=r1r=r1r");
	village(0, "b1b,b2,b3r,b4 b1b=b1b b1b");
	G.step = MAGICAL_BUILD;
	assert_int_equal(magical_repipe(&G, 0, 1, 2, 2, 3), 0);
	village(1, "r1r=r1r=r1r=r1r=r1r=r1r=r1r");
	assert_int_equal(magical_pipe(&G, 0, 0, 1), 0);
}

/* 14 biscuits with 3 players, 20 with 4, and 8 with 2: the rulebook's
 * piles hold one biscuit fewer than the players, so 2 players have 4
 * piles of 1 (a ruling: the rulebook gives no piles for 2). */
static void
test_biscuit_supply(void **st)
{
	unsigned ev;
	struct magical_reasons r;

	(void)st;
	assert_int_equal(magical_biscuit_supply(2), 8);
	assert_int_equal(magical_biscuit_supply(3), 14);
	assert_int_equal(magical_biscuit_supply(4), 20);
	assert_true(magical_tray_ruled(2));
	assert_false(magical_tray_ruled(3));
	assert_false(magical_tray_ruled(4));
	magical_init(&G, 2, names4, ages4);
	G.step = MAGICAL_END;
	assert_int_equal(magical_set_biscuits(&G, 0, 9, &ev), MAGICAL_E_BISCUITS);
	magical_explain_biscuits(&G, 0, 9, &r);
	assert_int_equal(r.biscuit_supply, 8);
	assert_int_equal(r.tray_pile, 1);
	assert_true(r.tray_ruled);
	assert_int_equal(magical_set_biscuits(&G, 0, 5, &ev), 0);
	assert_int_equal(magical_set_biscuits(&G, 1, 4, &ev), MAGICAL_E_BISCUITS);
	assert_int_equal(magical_set_biscuits(&G, 1, 3, &ev), 0);
	assert_int_equal(G.player[1].biscuits, 3);
	magical_init(&G, 3, names4, ages4);
	G.step = MAGICAL_END;
	assert_int_equal(magical_set_biscuits(&G, 0, 6, &ev), 0);
	assert_int_equal(magical_set_biscuits(&G, 1, 6, &ev), 0);
	assert_int_equal(magical_set_biscuits(&G, 2, 3, &ev), MAGICAL_E_BISCUITS);
	assert_int_equal(magical_set_biscuits(&G, 2, 2, &ev), 0);
	/* a correction counts the player once */
	assert_int_equal(magical_set_biscuits(&G, 0, 6, &ev), 0);
	assert_int_equal(magical_set_biscuits(&G, 0, 7, &ev), MAGICAL_E_BISCUITS);
	magical_init(&G, 4, names4, ages4);
	assert_int_equal(magical_set_biscuits(&G, 0, 20, &ev),
	    MAGICAL_E_PHASE);
	G.step = MAGICAL_END;
	assert_int_equal(magical_set_biscuits(&G, 0, 20, &ev), 0);
	assert_int_equal(magical_set_biscuits(&G, 1, 1, &ev), MAGICAL_E_BISCUITS);
}

/* One brown tile per colour: the common one and the private ones. */
static void
test_objective_colours(void **st)
{
	unsigned ev;

	(void)st;
	magical_init(&G, 3, names4, ages4);
	assert_int_equal(magical_set_common(&G, MAGICAL_RED, MAGICAL_TILE_SMALL, &ev), 0);
	assert_int_equal(magical_set_private(&G, 0, MAGICAL_RED, &ev), MAGICAL_E_OBJECTIVE);
	assert_int_equal(magical_set_private(&G, 0, MAGICAL_BLUE, &ev), 0);
	assert_int_equal(magical_set_private(&G, 1, MAGICAL_BLUE, &ev), MAGICAL_E_OBJECTIVE);
	/* a private tile corrected keeps its owner out of the clash */
	assert_int_equal(magical_set_private(&G, 0, MAGICAL_BLUE, &ev), 0);
	assert_int_equal(magical_set_common(&G, MAGICAL_BLUE, MAGICAL_TILE_NONE, &ev),
	    MAGICAL_E_OBJECTIVE);
	assert_int_equal(G.common_brown, MAGICAL_RED);
}

/* A familiar gathers one ingredient, or stands on an empty space. */
static void
test_ingredients_within_familiars(void **st)
{
	int count[MAGICAL_COLOURS] = { 0, 2, 1, 0, 0, 1 };
	unsigned ev;

	(void)st;
	magical_init(&G, 2, names4, ages4);
	G.step = MAGICAL_END;
	G.player[0].familiars = 3;
	assert_int_equal(magical_set_ingredients(&G, 0, count, &ev),
	    MAGICAL_E_FAMILIAR);
	count[MAGICAL_GREEN] = 0;
	assert_int_equal(magical_set_ingredients(&G, 0, count, &ev), 0);
	assert_int_equal(check_empty(&G, 0, 1), MAGICAL_E_FAMILIAR);
	assert_int_equal(magical_set_empty(&G, 0, 0, &ev), 0);
	count[MAGICAL_RED] = 1;
	assert_int_equal(magical_set_ingredients(&G, 0, count, &ev), 0);
	assert_int_equal(magical_set_empty(&G, 0, 1, &ev), 0);
	count[MAGICAL_RED] = 2;
	assert_int_equal(magical_set_ingredients(&G, 0, count, &ev),
	    MAGICAL_E_FAMILIAR);
}

/* A card stored comes back in a later round only; one taken out is
 * played before the turn ends. */
static void
test_storage_later_round(void **st)
{
	unsigned ev;

	(void)st;
	magical_init(&G, 2, names4, ages4);
	magical_reveal(&G, 0, 1, &ev);
	magical_reveal(&G, 1, 2, &ev);
	village(0, "r1r,r2");
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_STORE, 1), 0);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_UNSTORE, 1), MAGICAL_E_STORAGE);
	assert_int_equal(magical_done(&G, 0, &ev), 0);
	assert_int_equal(magical_done(&G, 1, &ev), 0);
	magical_reveal(&G, 0, 1, &ev);
	magical_reveal(&G, 1, 2, &ev);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_UNSTORE, 1), 0);
	/* taken out, not played: the turn cannot end (once lost here) */
	assert_int_equal(check_done(&G, 0), MAGICAL_E_STORAGE);
	assert_int_equal(build(0, "-1", MAGICAL_NONE), 0);
	assert_int_equal(magical_done(&G, 0, &ev), 0);
	/* stored again, it is played too */
	assert_int_equal(magical_done(&G, 1, &ev), 0);
	magical_reveal(&G, 0, 1, &ev);
	magical_reveal(&G, 1, 2, &ev);
	G.player[0].stored = 1;
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_UNSTORE, 1), 0);
	assert_int_equal(magical_count(&G, 0, MAGICAL_COUNT_STORE, 1), 0);
	assert_int_equal(magical_done(&G, 0, &ev), 0);
}

/* The facts the core reports, that the glue only words. */
static void
test_core_facts(void **st)
{
	struct magical_build b = { .at = MAGICAL_NONE };
	struct magical_reasons r;
	struct magical_outcome o;
	unsigned ev;

	(void)st;
	magical_init(&G, 4, names4, ages4);
	for (int p = 0; p < 4; p++)
		magical_reveal(&G, p, p + 1, &ev);
	assert_int_equal(magical_cards_left(&G), MAGICAL_TURN_CARDS);
	village(0, "r1r,r2 b1b -1");
	G.unstored = 1;
	G.used = 2;
	assert_int_equal(magical_turn_cards(&G), MAGICAL_TURN_CARDS + 1);
	assert_int_equal(magical_cards_left(&G), MAGICAL_TURN_CARDS - 1);
	b.card = card("r3r");
	magical_explain_build(&G, 0, &b, &r);
	assert_int_equal(r.level_case, MAGICAL_LEVEL_FITS);
	assert_int_equal(r.cards_left, MAGICAL_TURN_CARDS - 1);
	b.card = card("b3b");
	magical_explain_build(&G, 0, &b, &r);
	assert_int_equal(r.level_case, MAGICAL_LEVEL_FITS);
	assert_int_equal(r.colour_case, MAGICAL_COLOUR_NONE_FITS);
	b.card = card("r2r");
	b.at = 0;
	magical_explain_build(&G, 0, &b, &r);
	assert_int_equal(r.level_case, MAGICAL_LEVEL_TAKEN);
	b.card = card("b4b");
	b.at = 1;
	magical_explain_build(&G, 0, &b, &r);
	assert_int_equal(r.level_case, MAGICAL_LEVEL_GAP);
	b.card = card("g5g");
	b.at = MAGICAL_NONE;
	magical_explain_build(&G, 0, &b, &r);
	assert_int_equal(r.level_case, MAGICAL_LEVEL_NO_BASE);
	assert_int_equal(r.colour_case, MAGICAL_COLOUR_NO_HOUSE);
	magical_explain_build(&G, 1, &b, &r);
	assert_int_equal(r.level_case, MAGICAL_LEVEL_NO_HOUSE);
	b.card = card("r9");
	magical_explain_build(&G, 0, &b, &r);
	assert_int_equal(r.level_case, MAGICAL_LEVEL_RANGE);
	assert_int_equal(magical_pipe_spot(&G.player[0], 0, 0), MAGICAL_SPOT_SAME);
	assert_int_equal(magical_pipe_spot(&G.player[0], 0, 2), MAGICAL_SPOT_APART);
	assert_int_equal(magical_pipe_spot(&G.player[0], 1, 2), MAGICAL_SPOT_FREE);
	assert_int_equal(magical_missing(&G.player[0]), MAGICAL_MISS_BISCUITS |
	    MAGICAL_MISS_INGREDIENTS | MAGICAL_MISS_PRIVATE);
	assert_int_equal(magical_tray_pile(2), 1);
	assert_int_equal(magical_tray_pile(3), 2);
	assert_int_equal(magical_tray_pile(4), 3);
	/* two tie on VP and biscuits; the youngest (bob, 20) wins */
	village(0, "r1r");
	village(1, "b1b");
	village(2, "");
	village(3, "");
	G.player[0].biscuits = G.player[1].biscuits = 2;
	magical_outcome(&G, &o);
	assert_int_equal(o.order[0], 1);
	assert_int_equal(o.tied, 2);
	assert_int_equal(o.by_biscuits, 2);
	assert_int_equal(magical_youngest(&G), 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_new_treehouses),
		cmocka_unit_test(test_level_skipped),
		cmocka_unit_test(test_level_out_of_range),
		cmocka_unit_test(test_colour_mismatch),
		cmocka_unit_test(test_blank_takes_any_level2),
		cmocka_unit_test(test_one_card_per_level),
		cmocka_unit_test(test_fitting_house),
		cmocka_unit_test(test_pipe_adjacent_only),
		cmocka_unit_test(test_move_piped_treehouse),
		cmocka_unit_test(test_new_treehouse_between_pipes),
		cmocka_unit_test(test_repipe_needs_blue_level4),
		cmocka_unit_test(test_storage_capacity),
		cmocka_unit_test(test_storage_purple_level4),
		cmocka_unit_test(test_unstore),
		cmocka_unit_test(test_turn_card_budget),
		cmocka_unit_test(test_turn_other_builder),
		cmocka_unit_test(test_phase),
		cmocka_unit_test(test_reveal_order),
		cmocka_unit_test(test_rounds_to_the_end),
		cmocka_unit_test(test_end_needs_empty_for_yellow5),
		cmocka_unit_test(test_familiar_allowance),
		cmocka_unit_test(test_familiar_red_level4),
		cmocka_unit_test(test_familiar_nine),
		cmocka_unit_test(test_brewing_needs_two),
		cmocka_unit_test(test_potions_shared_within_group),
		cmocka_unit_test(test_one_potion_feeds_two),
		cmocka_unit_test(test_green4_needs_purple_from_another),
		cmocka_unit_test(test_brewed_source_preferred),
		cmocka_unit_test(test_level5_red),
		cmocka_unit_test(test_level5_blue),
		cmocka_unit_test(test_level5_yellow),
		cmocka_unit_test(test_level5_purple),
		cmocka_unit_test(test_level5_green),
		cmocka_unit_test(test_level5_two_of_a_colour),
		cmocka_unit_test(test_objective_brown_tie),
		cmocka_unit_test(test_objective_biscuits_tie),
		cmocka_unit_test(test_objective_tall_tie),
		cmocka_unit_test(test_objective_ingredients_tie),
		cmocka_unit_test(test_objective_colours_tie),
		cmocka_unit_test(test_objective_small_penalty),
		cmocka_unit_test(test_objective_private),
		cmocka_unit_test(test_winner_by_points),
		cmocka_unit_test(test_winner_tie_biscuits),
		cmocka_unit_test(test_winner_tie_youngest),
		cmocka_unit_test(test_core_facts),
		cmocka_unit_test(test_card_vp_from_level),
		cmocka_unit_test(test_card_supply),
		cmocka_unit_test(test_pipe_supply),
		cmocka_unit_test(test_biscuit_supply),
		cmocka_unit_test(test_objective_colours),
		cmocka_unit_test(test_ingredients_within_familiars),
		cmocka_unit_test(test_storage_later_round),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
