/* test_tlh.c — unit tests of the Tout là-haut rules engine (tlh.c alone;
 * the glue has test_tlh_glue.c). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "tlh.h"

static const char *const five[] = { "ann", "bob", "cid", "dee", "eve" };

static void
start(struct tlh_match *m, int n, bool strategic)
{
	tlh_init(m, n, five, strategic, false);
}

static int
colour_of(char c)
{
	switch (c) {
	case 'r': return TLH_RED;
	case 'y': return TLH_YELLOW;
	case 'g': return TLH_GREEN;
	case 'b': return TLH_BLUE;
	case 'p': return TLH_PURPLE;
	case 'o': return TLH_ORANGE;
	}
	return TLH_GRAY;
}

/* "r3b2" is red3 under blue2; "--" a face-down card. */
static struct tlh_card
card(const char *s)
{
	if (s[0] == '-')
		return tlh_card_down();
	return tlh_card_up(colour_of(s[0]), s[1] - '0', colour_of(s[2]),
	    s[3] - '0');
}

/* Put cards straight on a tree of game `g`, bypassing the turn order:
 * scoring tests need exact trees, not a legal history. */
static void
set_tree(struct tlh_match *m, int g, int p, const char *cards)
{
	char buf[128], *tok, *save;

	strncpy(buf, cards, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	m->game[g].ncards[p] = 0;
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
		m->game[g].tree[p][m->game[g].ncards[p]++] = card(tok);
}

/* Every player in turn plays `cards[seat]` until the current game ends. */
static void
play_game(struct tlh_match *m, const char *const *cards)
{
	int g = m->current;
	unsigned ev = 0;

	while (m->current == g && !tlh_over(m)) {
		int p = tlh_to_play(m);
		int seat = tlh_seat(tlh_current(m), m->nplayers, p);
		struct tlh_card c = card(cards[seat]);
		assert_int_equal(tlh_play(m, p, &c, &ev), 0);
	}
}

/* ---- placement ---- */

static void
test_match_colour_value_both_neither(void **st)
{
	struct tlh_match m;
	struct tlh_card c;
	unsigned ev;

	(void)st;
	start(&m, 3, false);
	c = card("g3r3");
	assert_int_equal(tlh_play(&m, 0, &c, &ev), 0); /* ann's top: red3 */
	c = card("r2b2");
	assert_int_equal(tlh_fit(tlh_top(&m.game[0], 0), &c), TLH_FIT_COLOUR);
	c = card("y3b2");
	assert_int_equal(tlh_fit(tlh_top(&m.game[0], 0), &c), TLH_FIT_VALUE);
	c = card("r3b2");
	assert_int_equal(tlh_fit(tlh_top(&m.game[0], 0), &c), TLH_FIT_BOTH);
	c = card("y2r3");
	assert_int_equal(tlh_fit(tlh_top(&m.game[0], 0), &c), TLH_FIT_NONE);

	/* the same through the checks, on ann's next turn */
	c = card("b2b2");
	assert_int_equal(tlh_play(&m, 1, &c, &ev), 0);
	assert_int_equal(tlh_play(&m, 2, &c, &ev), 0);
	c = card("y2r3");
	assert_int_equal(tlh_check_play(&m, 0, &c), TLH_E_MATCH);
	c = card("r4y2");
	assert_int_equal(tlh_check_play(&m, 0, &c), 0);
	c = card("o3y2");
	assert_int_equal(tlh_check_play(&m, 0, &c), 0);
	/* only the bottom floor counts: a red top floor does not help */
	c = card("y4r3");
	assert_int_equal(tlh_check_play(&m, 0, &c), TLH_E_MATCH);
}

static void
test_trunk_and_face_down(void **st)
{
	struct tlh_match m;
	struct tlh_card c;
	unsigned ev;

	(void)st;
	start(&m, 2, false);
	/* the trunk is gray: any face-up card goes on it */
	assert_int_equal(tlh_top(&m.game[0], 0).colour, TLH_GRAY);
	c = card("o4y2");
	assert_int_equal(tlh_fit(tlh_top(&m.game[0], 0), &c), TLH_FIT_GRAY);
	assert_int_equal(tlh_play(&m, 0, &c, &ev), 0);
	c = card("r2r2");
	assert_int_equal(tlh_play(&m, 1, &c, &ev), 0);
	/* a face-down card goes on anything */
	c = tlh_card_down();
	assert_true(tlh_card_is_down(&c));
	assert_int_equal(tlh_fit(tlh_top(&m.game[0], 0), &c), TLH_FIT_DOWN);
	assert_int_equal(tlh_play(&m, 0, &c, &ev), 0);
	assert_int_equal(tlh_top(&m.game[0], 0).colour, TLH_GRAY);
	assert_int_equal(tlh_top(&m.game[0], 0).value, 2);
	c = card("b3g3");
	assert_int_equal(tlh_play(&m, 1, &c, &ev), TLH_E_MATCH);
	c = card("y2y2");
	assert_int_equal(tlh_play(&m, 1, &c, &ev), 0);
	/* and anything goes on a face-down card */
	c = card("b3g3");
	assert_int_equal(tlh_play(&m, 0, &c, &ev), 0);
	assert_int_equal(tlh_floor_sum(&m.game[0], 0), 6 + 4 + 6);
}

static void
test_turn_errors(void **st)
{
	struct tlh_match m, before;
	struct tlh_card c = card("r3r3");
	unsigned ev;

	(void)st;
	start(&m, 3, false);
	assert_int_equal(tlh_to_play(&m), 0);
	before = m;
	assert_int_equal(tlh_play(&m, 1, &c, &ev), TLH_E_TURN);
	assert_memory_equal(&m, &before, sizeof m);
	assert_int_equal(tlh_play(&m, 0, &c, &ev), 0);
	/* ann cannot play twice in a row */
	assert_int_equal(tlh_check_play(&m, 0, &c), TLH_E_TURN);
	assert_int_equal(tlh_to_play(&m), 1);
	/* every rule is reported at once */
	c = card("y5b2");
	assert_int_equal(tlh_check_play(&m, 0, &c), TLH_E_TURN | TLH_E_VALUE |
	    TLH_E_MATCH);
	c = tlh_card_down();
	assert_int_equal(tlh_check_play(&m, 2, &c), TLH_E_TURN);
}

static void
test_purple_ban(void **st)
{
	struct tlh_match m;
	struct tlh_card c;

	(void)st;
	start(&m, 2, false);
	c = card("p3r2");
	assert_int_equal(tlh_check_play(&m, 0, &c), TLH_E_PURPLE);
	c = card("r2p3");
	assert_int_equal(tlh_check_play(&m, 0, &c), TLH_E_PURPLE);
	c = tlh_card_down();
	assert_int_equal(tlh_check_play(&m, 0, &c), 0);
	for (int n = 3; n <= 5; n++) {
		start(&m, n, false);
		c = card("p3p2");
		assert_int_equal(tlh_check_play(&m, 0, &c), 0);
	}
}

static void
test_value_range(void **st)
{
	struct tlh_match m;
	struct tlh_card c;

	(void)st;
	start(&m, 4, false);
	for (int v = 0; v <= 6; v++) {
		c = tlh_card_up(TLH_RED, v, TLH_BLUE, 3);
		assert_int_equal(tlh_check_play(&m, 0, &c),
		    v >= 2 && v <= 4 ? 0 : TLH_E_VALUE);
		c = tlh_card_up(TLH_RED, 3, TLH_BLUE, v);
		assert_int_equal(tlh_check_play(&m, 0, &c),
		    v >= 2 && v <= 4 ? 0 : TLH_E_VALUE);
	}
	/* value and purple and turn together, two players */
	start(&m, 2, false);
	c = tlh_card_up(TLH_PURPLE, 9, TLH_BLUE, 1);
	assert_int_equal(tlh_check_play(&m, 1, &c), TLH_E_TURN | TLH_E_VALUE |
	    TLH_E_PURPLE);
}

static void
test_rounds_and_phase(void **st)
{
	static const char *const down[] = { "--", "--", "--", "--", "--" };
	struct tlh_match m;
	struct tlh_card c = tlh_card_down();
	unsigned ev;

	(void)st;
	for (int n = 2; n <= 5; n++) {
		start(&m, n, false);
		assert_int_equal(tlh_rounds(n), 9 - n);
		assert_int_equal(tlh_set_objective(&m, TLH_OBJ_EFFICIENT), 0);
		assert_int_equal(tlh_set_objective(&m, TLH_OBJ_TWO_STEP), 0);
		assert_int_equal(tlh_play(&m, 0, &c, &ev), 0);
		assert_int_equal(ev, 0);
		/* the objective is fixed once a card is down */
		assert_int_equal(tlh_set_objective(&m, TLH_OBJ_NONE), TLH_E_PHASE);
		assert_int_equal(m.game[0].objective, TLH_OBJ_TWO_STEP);
		for (int p = 1; p < n; p++)
			assert_int_equal(tlh_play(&m, p, &c, &ev), 0);
		assert_int_equal(ev, TLH_EV_ROUND);
		assert_int_equal(tlh_round(&m), 2);
		play_game(&m, down);
		assert_true(tlh_over(&m));
		assert_int_equal(tlh_to_play(&m), TLH_NONE);
		for (int p = 0; p < n; p++)
			assert_int_equal(m.game[0].ncards[p], 9 - n);
		assert_int_equal(tlh_check_play(&m, 0, &c), TLH_E_PHASE);
		c = card("y5y5");
		assert_int_equal(tlh_check_play(&m, 1, &c), TLH_E_PHASE |
		    TLH_E_VALUE);
		c = tlh_card_down();
		assert_int_equal(tlh_check_objective(&m), TLH_E_PHASE);
	}
}

static void
test_last_card_events(void **st)
{
	struct tlh_match m;
	struct tlh_card c = tlh_card_down();
	unsigned ev = 0;

	(void)st;
	start(&m, 5, false);
	for (int i = 0; i < 20; i++)
		assert_int_equal(tlh_play(&m, tlh_to_play(&m), &c, &ev), 0);
	assert_int_equal(ev, TLH_EV_ROUND | TLH_EV_GAME | TLH_EV_MATCH);
}

/* ---- scoring ---- */

static void
test_runs(void **st)
{
	struct tlh_match m;

	(void)st;
	start(&m, 2, false);
	/* green4 green2 | green3 green2: four greens across two cards */
	set_tree(&m, 0, 0, "r3g4 g2g3 g2b4");
	assert_int_equal(tlh_longest_run(&m.game[0], 0), 4);
	/* a face-down card cuts the yellow run */
	set_tree(&m, 0, 1, "y2y3 -- y2y4");
	assert_int_equal(tlh_longest_run(&m.game[0], 1), 2);
	set_tree(&m, 0, 1, "y2y3 y3y4 -- y2b2");
	assert_int_equal(tlh_longest_run(&m.game[0], 1), 4);
	set_tree(&m, 0, 1, "--");
	assert_int_equal(tlh_longest_run(&m.game[0], 1), 0);
	set_tree(&m, 0, 1, "");
	assert_int_equal(tlh_longest_run(&m.game[0], 1), 0);
	assert_int_equal(tlh_floor_sum(&m.game[0], 1), 0);
}

/* The marks show and the report draw: each longest run numbered. */
static void
test_mark_runs(void **st)
{
	struct tlh_match m;
	int run[2 * TLH_MAX_CARDS];
	static const struct {
		const char *tree;
		int longest, nfloors;
		int run[2 * TLH_MAX_CARDS];
	} cases[] = {
		/* four greens across two cards */
		{ "r3g4 g2g3 g2b4", 4, 6, { 0, 1, 1, 1, 1, 0 } },
		/* two longest runs of two, numbered bottom up */
		{ "r2r3 b2b3", 2, 4, { 1, 1, 2, 2 } },
		/* a face-down card cuts a run */
		{ "y2y3 -- y2y4", 2, 6, { 1, 1, 0, 0, 2, 2 } },
		/* a longest run of one floor is not marked */
		{ "r2b3 g2o3", 1, 4, { 0, 0, 0, 0 } },
		{ "-- --", 0, 4, { 0, 0, 0, 0 } },
		{ "", 0, 0, { 0 } },
	};

	(void)st;
	start(&m, 2, false);
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		set_tree(&m, 0, 0, cases[k].tree);
		assert_int_equal(tlh_mark_runs(&m.game[0], 0, run),
		    cases[k].longest);
		assert_int_equal(tlh_longest_run(&m.game[0], 0),
		    cases[k].longest);
		for (int i = 0; i < cases[k].nfloors; i++)
			if (run[i] != cases[k].run[i])
				fail_msg("%s: floor %d marked %d, not %d",
				    cases[k].tree, i, run[i], cases[k].run[i]);
	}
}

/* The rules of one floor: value everywhere, purple with two players. */
static void
test_check_floor(void **st)
{
	struct tlh_match m;

	(void)st;
	start(&m, 2, false);
	assert_int_equal(tlh_check_floor(&m, (struct tlh_floor){ TLH_RED, 3 }), 0);
	assert_int_equal(tlh_check_floor(&m, (struct tlh_floor){ TLH_RED, 5 }),
	    TLH_E_VALUE);
	assert_int_equal(tlh_check_floor(&m, (struct tlh_floor){ TLH_PURPLE, 2 }),
	    TLH_E_PURPLE);
	assert_int_equal(tlh_check_floor(&m, (struct tlh_floor){ TLH_PURPLE, 1 }),
	    TLH_E_VALUE | TLH_E_PURPLE);
	start(&m, 3, false);
	assert_int_equal(tlh_check_floor(&m, (struct tlh_floor){ TLH_PURPLE, 2 }),
	    0);
}

static void
test_run_bonus_ties_and_none(void **st)
{
	struct tlh_match m;
	struct tlh_score s[TLH_MAX_PLAYERS];

	(void)st;
	start(&m, 3, false);
	set_tree(&m, 0, 0, "r3r2 b2b4");
	set_tree(&m, 0, 1, "g2g2 y3y3");
	set_tree(&m, 0, 2, "o4b4 g4y4");
	tlh_score_game(&m, 0, s);
	assert_int_equal(s[0].floors, 11);
	assert_int_equal(s[0].run_bonus, 2);
	assert_int_equal(s[1].run_bonus, 2);
	assert_int_equal(s[2].run, 1);
	assert_int_equal(s[2].run_bonus, 0);
	assert_int_equal(s[2].total, 16);
	/* nobody has a coloured floor: no bonus */
	set_tree(&m, 0, 0, "--");
	set_tree(&m, 0, 1, "-- --");
	set_tree(&m, 0, 2, "");
	tlh_score_game(&m, 0, s);
	for (int p = 0; p < 3; p++)
		assert_int_equal(s[p].run_bonus, 0);
	assert_int_equal(s[1].total, 8);
}

static void
score3(const char *a, const char *b, const char *c, int objective,
    struct tlh_score s[TLH_MAX_PLAYERS])
{
	struct tlh_match m;

	start(&m, 3, false);
	m.game[0].objective = objective;
	set_tree(&m, 0, 0, a);
	set_tree(&m, 0, 1, b);
	set_tree(&m, 0, 2, c);
	tlh_score_game(&m, 0, s);
}

static void
test_monochromatic(void **st)
{
	struct tlh_score s[TLH_MAX_PLAYERS];

	(void)st;
	score3("r2r3 r4b2", "g2g2 b2g3", "y2o2 b2p2", TLH_OBJ_MONOCHROMATIC, s);
	assert_int_equal(s[0].objective, 5);
	assert_int_equal(s[1].objective, 5);
	assert_int_equal(s[2].objective, 0);
	assert_int_equal(s[0].total, s[0].floors + s[0].run_bonus + 5);
	score3("r2r3 r4b2", "g2g2 b2b3", "y2o2 b2p2", TLH_OBJ_MONOCHROMATIC, s);
	assert_int_equal(s[0].objective, 5);
	assert_int_equal(s[1].objective, 0);
	/* all face down: a most of 0 wins nothing */
	score3("--", "-- --", "", TLH_OBJ_MONOCHROMATIC, s);
	for (int p = 0; p < 3; p++)
		assert_int_equal(s[p].objective, 0);
}

static void
test_two_step(void **st)
{
	struct tlh_score s[TLH_MAX_PLAYERS];

	(void)st;
	/* 3/3 yes; 3/4 no; 3/3/3 yes (three colours, red 3 yellow 3 blue 3) */
	score3("r2r3 r4b2 b2b3", "r2r3 r4b2 b2b3 b3g2",
	    "r2r2 r2y2 y2y2 b2b2 b2o3", TLH_OBJ_TWO_STEP, s);
	assert_int_equal(s[0].objective, 5);
	assert_int_equal(s[1].objective, 0);
	assert_int_equal(s[2].objective, 5);
	/* 3/3/5 achieves it; 3/4 and a lone 3 do not */
	score3("r2r2 r2g2 g2g2 b2b2 b2b2 b2y2 --", "r2r2 r2g2 g2g2 g2y2",
	    "r2r2 r2g4", TLH_OBJ_TWO_STEP, s);
	assert_int_equal(s[0].objective, 5);
	assert_int_equal(s[1].objective, 0);
	assert_int_equal(s[2].objective, 0);
}

static void
test_efficient(void **st)
{
	struct tlh_score s[TLH_MAX_PLAYERS];

	(void)st;
	score3("r2r3 r4r2", "r2g2 b3b3", "y2o2 b2p2", TLH_OBJ_EFFICIENT, s);
	assert_int_equal(s[0].objective, 5);
	assert_int_equal(s[1].objective, 0);
	assert_int_equal(s[2].objective, 0);
	/* a tie for fewest colours: nobody */
	score3("r2r3 r4r2", "g2g2 --", "y2o2 b2p2", TLH_OBJ_EFFICIENT, s);
	for (int p = 0; p < 3; p++)
		assert_int_equal(s[p].objective, 0);
	/* gray is no colour: all face down is zero colours, the fewest */
	score3("r2r3 r4r2", "-- --", "y2o2 b2p2", TLH_OBJ_EFFICIENT, s);
	assert_int_equal(s[1].objective, 5);
	assert_int_equal(s[0].objective, 0);
}

static void
test_diversified(void **st)
{
	struct tlh_score s[TLH_MAX_PLAYERS];

	(void)st;
	/* pairs: ann red+blue (2), bob red+green (2), cid yellow (1) */
	score3("r2b3 r4b2", "r2g2 g3r3", "y2o2 y2p2", TLH_OBJ_DIVERSIFIED, s);
	assert_int_equal(s[0].objective, 5);
	assert_int_equal(s[1].objective, 5);
	assert_int_equal(s[2].objective, 0);
	/* nobody has a pair: nobody scores */
	score3("r2b3", "g2y2", "--", TLH_OBJ_DIVERSIFIED, s);
	for (int p = 0; p < 3; p++)
		assert_int_equal(s[p].objective, 0);
}

static void
test_little_treehouse(void **st)
{
	struct tlh_score s[TLH_MAX_PLAYERS];

	(void)st;
	/* floors 10, 10, 9; the run bonus decides: ann has the only pair
	 * run (2), so ann 12, bob 10, cid 9: cid wins the objective */
	score3("r2r2 b3g3", "y2o2 b3g3", "y2o2 b2g3", TLH_OBJ_LITTLE_TREEHOUSE,
	    s);
	assert_int_equal(s[0].objective, 0);
	assert_int_equal(s[1].objective, 0);
	assert_int_equal(s[2].objective, 7);
	assert_int_equal(s[2].total, 16);
	/* the bonus is counted before: floors 9, 10, 10 but ann's run of 2
	 * makes 11, bob and cid tie on 10 and both score 7 */
	score3("r2r2 b2g3", "y2o2 b3g3", "y2o2 b3g3", TLH_OBJ_LITTLE_TREEHOUSE,
	    s);
	assert_int_equal(s[0].run_bonus, 2);
	assert_int_equal(s[0].objective, 0);
	assert_int_equal(s[1].objective, 7);
	assert_int_equal(s[2].objective, 7);
}

/* ---- winner ---- */

static void
test_winner_tie_break(void **st)
{
	struct tlh_match m;
	int order[TLH_MAX_PLAYERS];

	(void)st;
	for (int n = 2; n <= 5; n++) {
		int total[TLH_MAX_PLAYERS] = { 30, 30, 30, 30, 30 };

		start(&m, n, false);
		/* everyone tied: the last in turn order wins, then back */
		tlh_order(total, n, &m.game[0], order);
		for (int i = 0; i < n; i++)
			assert_int_equal(order[i], n - 1 - i);
		/* the first player alone ahead wins outright */
		total[0] = 31;
		tlh_order(total, n, &m.game[0], order);
		assert_int_equal(order[0], 0);
		assert_int_equal(order[1], n - 1);
		/* a tie between the first and the second player */
		total[0] = total[1] = 40;
		tlh_order(total, n, &m.game[0], order);
		assert_int_equal(order[0], 1);
		assert_int_equal(order[1], 0);
	}
	/* another first player: seats 2 3 0 1; tie between 1 and 3 */
	{
		int total[TLH_MAX_PLAYERS] = { 10, 20, 5, 20, 0 };

		start(&m, 4, false);
		m.game[0].first = 2;
		tlh_order(total, 4, &m.game[0], order);
		assert_int_equal(order[0], 1);
		assert_int_equal(order[1], 3);
		assert_int_equal(order[2], 0);
		assert_int_equal(order[3], 2);
		/* counter-clockwise from 2: seats 2 1 0 3; now 3 is last */
		m.game[0].step = -1;
		tlh_order(total, 4, &m.game[0], order);
		assert_int_equal(order[0], 3);
		assert_int_equal(order[1], 1);
	}
}

static void
test_whole_game_tie(void **st)
{
	/* two players, 7 rounds, both all face down: 28 each; bob wins */
	static const char *const down[] = { "--", "--" };
	struct tlh_match m;
	int order[TLH_MAX_PLAYERS], total[TLH_MAX_PLAYERS];

	(void)st;
	start(&m, 2, false);
	play_game(&m, down);
	tlh_totals(&m, total);
	assert_int_equal(total[0], 28);
	assert_int_equal(total[1], 28);
	tlh_standings(&m, order);
	assert_int_equal(order[0], 1);
	/* the outcome names both, in turn order: the winner last */
	{
		struct tlh_outcome o;

		tlh_outcome(&m, &o);
		assert_int_equal(o.order[0], 1);
		assert_int_equal(o.ntied, 2);
		assert_int_equal(o.tied[0], 0);
		assert_int_equal(o.tied[1], 1);
		assert_int_equal(o.total[1], 28);
	}
}

/* ---- strategic variant ---- */

static void
test_strategic_lowest_starts_reversed(void **st)
{
	/* ann and cid red3 red3 (36 + 12 run bonus), bob face down (24) */
	static const char *const g1[] = { "r3r3", "--", "r3r3" };
	static const char *const g2[] = { "--", "--", "--" };
	struct tlh_match m;
	unsigned ev;
	struct tlh_card c = tlh_card_down();

	(void)st;
	start(&m, 3, true);
	assert_int_equal(m.ngames, 2);
	play_game(&m, g1);
	assert_false(tlh_over(&m));
	assert_int_equal(m.current, 1);
	assert_int_equal(m.game[1].first, 1);
	assert_int_equal(m.game[1].step, -1);
	/* game 2 goes bob, ann, cid */
	assert_int_equal(tlh_to_play(&m), 1);
	assert_int_equal(tlh_check_play(&m, 2, &c), TLH_E_TURN);
	assert_int_equal(tlh_play(&m, 1, &c, &ev), 0);
	assert_int_equal(tlh_to_play(&m), 0);
	assert_int_equal(tlh_play(&m, 0, &c, &ev), 0);
	assert_int_equal(tlh_to_play(&m), 2);
	/* game 2 has its own objective, open until its first card */
	assert_int_equal(tlh_check_objective(&m), TLH_E_PHASE);
	play_game(&m, g2);
	assert_true(tlh_over(&m));
	{
		int total[TLH_MAX_PLAYERS], order[TLH_MAX_PLAYERS];

		tlh_totals(&m, total);
		assert_int_equal(total[0], 48 + 24);
		assert_int_equal(total[1], 24 + 24);
		assert_int_equal(total[2], 48 + 24);
		/* ann and cid tie; game 2 runs bob, ann, cid: cid is last */
		tlh_standings(&m, order);
		assert_int_equal(order[0], 2);
		assert_int_equal(order[1], 0);
		assert_int_equal(order[2], 1);
	}
	{
		struct tlh_outcome o;

		/* tied in game 2's order (bob, ann, cid): ann then cid */
		tlh_outcome(&m, &o);
		assert_int_equal(o.ntied, 2);
		assert_int_equal(o.tied[0], 0);
		assert_int_equal(o.tied[1], 2);
		assert_int_equal(o.order[0], 2);
	}
}

static void
test_strategic_lowest_tie(void **st)
{
	/* ann and cid face down tie for lowest: cid, farther clockwise */
	static const char *const g1[] = { "--", "r3r3", "--", "--" };
	struct tlh_match m;

	(void)st;
	start(&m, 4, true);
	m.game[0].objective = TLH_OBJ_NONE;
	/* dee too: ann, cid, dee tie; dee is the farthest */
	play_game(&m, g1);
	assert_int_equal(m.game[1].first, 3);
	assert_int_equal(tlh_lowest_scorer(&m, 0), 3);
	{
		int tied[TLH_MAX_PLAYERS];

		assert_int_equal(tlh_lowest_tied(&m, 0, tied), 3);
		assert_int_equal(tied[0], 0);
		assert_int_equal(tied[1], 2);
		assert_int_equal(tied[2], 3);
	}
	/* counter-clockwise from dee: dee, cid, bob, ann */
	for (int seat = 0; seat < 4; seat++)
		assert_int_equal(tlh_player_at(&m.game[1], 4, seat), 3 - seat);
	/* three players: ann and cid tie, bob higher */
	{
		static const char *const h1[] = { "--", "r3r3", "--" };
		start(&m, 3, true);
		play_game(&m, h1);
		assert_int_equal(m.game[1].first, 2);
		assert_int_equal(tlh_to_play(&m), 2);
	}
}

static void
test_strategic_objective_per_game(void **st)
{
	static const char *const g1[] = { "--", "--" };
	struct tlh_match m;

	(void)st;
	start(&m, 2, true);
	assert_int_equal(tlh_set_objective(&m, TLH_OBJ_LITTLE_TREEHOUSE), 0);
	play_game(&m, g1);
	assert_int_equal(m.current, 1);
	assert_int_equal(m.game[1].objective, TLH_OBJ_NONE);
	assert_int_equal(tlh_set_objective(&m, TLH_OBJ_MONOCHROMATIC), 0);
	assert_int_equal(m.game[0].objective, TLH_OBJ_LITTLE_TREEHOUSE);
	/* both tie on 28 floors in game 1: both get the little treehouse;
	 * lowest-score tie: bob (the later) starts game 2 */
	assert_int_equal(m.game[1].first, 1);
	{
		struct tlh_score s[TLH_MAX_PLAYERS];
		tlh_score_game(&m, 0, s);
		assert_int_equal(s[0].total, 35);
		assert_int_equal(s[1].total, 35);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_match_colour_value_both_neither),
		cmocka_unit_test(test_trunk_and_face_down),
		cmocka_unit_test(test_turn_errors),
		cmocka_unit_test(test_purple_ban),
		cmocka_unit_test(test_value_range),
		cmocka_unit_test(test_rounds_and_phase),
		cmocka_unit_test(test_last_card_events),
		cmocka_unit_test(test_runs),
		cmocka_unit_test(test_mark_runs),
		cmocka_unit_test(test_check_floor),
		cmocka_unit_test(test_run_bonus_ties_and_none),
		cmocka_unit_test(test_monochromatic),
		cmocka_unit_test(test_two_step),
		cmocka_unit_test(test_efficient),
		cmocka_unit_test(test_diversified),
		cmocka_unit_test(test_little_treehouse),
		cmocka_unit_test(test_winner_tie_break),
		cmocka_unit_test(test_whole_game_tie),
		cmocka_unit_test(test_strategic_lowest_starts_reversed),
		cmocka_unit_test(test_strategic_lowest_tie),
		cmocka_unit_test(test_strategic_objective_per_game),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
