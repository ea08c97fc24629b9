/* test_3high.c — unit tests of the 3-High rules engine (threehigh.c). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "threehigh.h"

enum { RED, YELLOW, GREEN, BLUE, BLACK };
enum { S = THREEHIGH_SMALL, M = THREEHIGH_MEDIUM, L = THREEHIGH_LARGE };

static int
sq(const char *name)
{
	return threehigh_square(name[0] - 'a', name[1] - '1');
}

static int
card(int value, int suit)
{
	return threehigh_card(value, suit);
}

/* Stack n pieces (colour, size pairs) on a square, bottom first. */
static void
put(struct threehigh_state *st, const char *square, int n, ...)
{
	int pieces[THREEHIGH_PIECES], bad, under;
	va_list ap;

	va_start(ap, n);
	for (int i = 0; i < n; i++) {
		int c = va_arg(ap, int);
		int s = va_arg(ap, int);
		pieces[i] = threehigh_piece(c, s);
	}
	va_end(ap);
	assert_int_equal(threehigh_setup(st, sq(square), pieces, n, &bad, &under), THREEHIGH_SETUP_OK);
}

/* Every piece not yet placed goes on `square`, as the setup lays them:
 * large, then medium, then small; the top medium and small are of two
 * colours where they can be, so that no tree stands there. */
static void
park(struct threehigh_state *st, const char *square)
{
	int pieces[THREEHIGH_PIECES], n = 0, bad, under;

	for (int size = THREEHIGH_LARGE; size >= THREEHIGH_SMALL; size--)
		for (int c = 0; c < THREEHIGH_COLOURS; c++)
			if (st->square_of[threehigh_piece(c, size)] == THREEHIGH_NONE)
				pieces[n++] = threehigh_piece(c, size);
	for (int i = n - 1; i > 0; i--)
		if (threehigh_piece_size(pieces[i]) == THREEHIGH_SMALL &&
		    threehigh_piece_size(pieces[i - 1]) == THREEHIGH_MEDIUM &&
		    threehigh_piece_colour(pieces[i]) == threehigh_piece_colour(pieces[i - 1]) &&
		    i >= 2 && threehigh_piece_size(pieces[i - 2]) == THREEHIGH_MEDIUM) {
			int t = pieces[i - 1];

			pieces[i - 1] = pieces[i - 2];
			pieces[i - 2] = t;
		}
	assert_int_equal(threehigh_setup(st, sq(square), pieces, n, &bad, &under), THREEHIGH_SETUP_OK);
	assert_true(st->started);
}

/* A one-player game with a single piece at `square`, the rest on h8 (on
 * a8 when the piece is on h8: nothing larger may go on it). */
static void
lone(struct threehigh_state *st, int colour, int size, const char *square)
{
	threehigh_init(st, 1);
	put(st, square, 1, colour, size);
	park(st, strcmp(square, "h8") == 0 ? "a8" : "h8");
}

static unsigned
check(const struct threehigh_state *st, int player, int c, int side, int piece,
    struct threehigh_trace *t)
{
	struct threehigh_move m = { player, c, side, piece };

	return threehigh_check(st, &m, t);
}

static void
play(struct threehigh_state *st, int player, int c, int side, int piece,
    struct threehigh_report *r)
{
	struct threehigh_move m = { player, c, side, piece };
	struct threehigh_trace t;

	assert_int_equal(threehigh_check(st, &m, &t), 0);
	threehigh_play(st, &m, r);
}

/* ---- setup, hands, pile -------------------------------------------- */

static void
test_hands_and_pile(void **unused)
{
	static const int hand[] = { 0, 6, 5, 4, 3 }, pile[] = { 0, 26, 22, 20, 20 };
	struct threehigh_state st;

	(void)unused;
	for (int n = 1; n <= 4; n++) {
		threehigh_init(&st, n);
		assert_int_equal(threehigh_hand_size(n), hand[n]);
		assert_int_equal(st.pile, pile[n]);
		for (int p = 0; p < n; p++)
			assert_int_equal(st.hand[p], hand[n]);
	}
}

static void
test_setup_rejects_duplicates(void **unused)
{
	struct threehigh_state st;
	int twice[] = { threehigh_piece(RED, L), threehigh_piece(BLUE, S), threehigh_piece(RED, L) };
	int again[] = { threehigh_piece(BLUE, M), threehigh_piece(BLUE, S) };
	int bad, under;

	(void)unused;
	threehigh_init(&st, 2);
	assert_int_equal(threehigh_setup(&st, sq("e4"), twice, 3, &bad, &under), THREEHIGH_SETUP_REPEATED);
	assert_int_equal(bad, threehigh_piece(RED, L));
	assert_int_equal(st.nplaced, 0);
	put(&st, "e4", 2, RED, L, BLUE, S);
	assert_int_equal(threehigh_setup(&st, sq("a1"), again, 2, &bad, &under), THREEHIGH_SETUP_PLACED);
	assert_int_equal(bad, threehigh_piece(BLUE, S));
	assert_int_equal(threehigh_height(&st, sq("a1")), 0);
	assert_int_equal(threehigh_setup(&st, sq("a1"), again, 0, &bad, &under), THREEHIGH_SETUP_EMPTY);
}

static void
test_setup_stacks_and_phase(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;
	int more[] = { threehigh_piece(GREEN, S) };
	int bad, under;

	(void)unused;
	threehigh_init(&st, 1);
	/* a piece never starts under a larger one (rule setup) */
	int small_under[] = { threehigh_piece(BLUE, S), threehigh_piece(RED, L) };
	assert_int_equal(threehigh_setup(&st, sq("e4"), small_under, 2, &bad, &under),
	    THREEHIGH_SETUP_ORDER);
	assert_int_equal(bad, threehigh_piece(RED, L));
	assert_int_equal(under, threehigh_piece(BLUE, S));
	assert_int_equal(st.nplaced, 0);
	assert_int_equal(threehigh_height(&st, sq("e4")), 0);
	/* a starting stack need not obey the stopping rule: two colours,
	 * two pieces of one size */
	put(&st, "e4", 3, BLUE, L, RED, L, YELLOW, M);
	/* a second setup on the same square goes on top, and is judged
	 * against the piece already there */
	int larger[] = { threehigh_piece(GREEN, L) };
	assert_int_equal(threehigh_setup(&st, sq("e4"), larger, 1, &bad, &under),
	    THREEHIGH_SETUP_ORDER);
	assert_int_equal(under, threehigh_piece(YELLOW, M));
	put(&st, "e4", 1, RED, M);
	assert_int_equal(threehigh_height(&st, sq("e4")), 4);
	assert_int_equal(threehigh_top(&st, sq("e4")), threehigh_piece(RED, M));
	assert_int_equal(check(&st, 0, card(5, THREEHIGH_HEARTS), THREEHIGH_NORTH,
	    threehigh_piece(RED, M), &t), THREEHIGH_RULE_PHASE);
	assert_false(st.started);
	park(&st, "a1");
	assert_int_equal(st.nplaced, 15);
	assert_int_equal(threehigh_setup(&st, sq("c3"), more, 1, &bad, &under), THREEHIGH_SETUP_PHASE);
}

static void
test_trees_at_setup_count(void **unused)
{
	struct threehigh_state st;

	(void)unused;
	threehigh_init(&st, 1);
	put(&st, "c3", 4, YELLOW, L, RED, L, RED, M, RED, S);
	park(&st, "h1");
	assert_true(st.tree[RED]);
	assert_int_equal(threehigh_trees(&st), 1);
	assert_int_equal(threehigh_tree_at(&st, sq("c3")), RED);
	assert_int_equal(st.outcome, THREEHIGH_PLAYING);
}

static void
test_five_trees_at_setup_win(void **unused)
{
	struct threehigh_state st;

	(void)unused;
	threehigh_init(&st, 2);
	put(&st, "a1", 3, RED, L, RED, M, RED, S);
	put(&st, "b2", 3, YELLOW, L, YELLOW, M, YELLOW, S);
	put(&st, "c3", 3, GREEN, L, GREEN, M, GREEN, S);
	put(&st, "d4", 3, BLUE, L, BLUE, M, BLUE, S);
	assert_int_equal(st.outcome, THREEHIGH_PLAYING);
	put(&st, "e5", 3, BLACK, L, BLACK, M, BLACK, S);
	assert_int_equal(st.outcome, THREEHIGH_WON);
	assert_int_equal(st.end, THREEHIGH_END_TREES);
}

/* ---- distance and direction ---------------------------------------- */

static void
test_positive_distance_each_side(void **unused)
{
	static const struct { int side; const char *to; } want[] = {
		{ THREEHIGH_NORTH, "d7" }, { THREEHIGH_EAST, "g4" },
		{ THREEHIGH_SOUTH, "d1" }, { THREEHIGH_WEST, "a4" },
	};
	struct threehigh_state st;
	struct threehigh_trace t;

	(void)unused;
	lone(&st, RED, S, "d4");
	for (int i = 0; i < 4; i++) {
		/* 4 - 1 (small) = 3 squares toward the side */
		assert_int_equal(check(&st, 0, card(4, THREEHIGH_HEARTS), want[i].side,
		    threehigh_piece(RED, S), &t), 0);
		assert_int_equal(t.distance, 3);
		assert_int_equal(t.toward, want[i].side);
		assert_int_equal(t.to, sq(want[i].to));
		assert_false(t.off);
	}
}

static void
test_negative_distance_each_side(void **unused)
{
	static const struct { int side, toward; const char *to; } want[] = {
		{ THREEHIGH_NORTH, THREEHIGH_SOUTH, "d2" }, { THREEHIGH_EAST, THREEHIGH_WEST, "b4" },
		{ THREEHIGH_SOUTH, THREEHIGH_NORTH, "d6" }, { THREEHIGH_WEST, THREEHIGH_EAST, "f4" },
	};
	struct threehigh_state st;
	struct threehigh_trace t;

	(void)unused;
	lone(&st, BLUE, L, "d4");
	for (int i = 0; i < 4; i++) {
		/* ace - 3 (large) = -2: two squares away from the card */
		assert_int_equal(check(&st, 0, card(1, THREEHIGH_SPADES), want[i].side,
		    threehigh_piece(BLUE, L), &t), 0);
		assert_int_equal(t.distance, -2);
		assert_int_equal(t.toward, want[i].toward);
		assert_int_equal(t.to, sq(want[i].to));
	}
}

static void
test_medium_minus_one(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;

	(void)unused;
	lone(&st, GREEN, M, "e5");
	/* the rulebook's example: an ace moves a medium one square back */
	check(&st, 0, card(1, THREEHIGH_CLUBS), THREEHIGH_EAST, threehigh_piece(GREEN, M), &t);
	assert_int_equal(t.distance, -1);
	assert_int_equal(t.to, sq("d5"));
}

static void
test_diamonds_ignore_size(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;

	(void)unused;
	lone(&st, BLACK, L, "b2");
	assert_int_equal(check(&st, 0, card(3, THREEHIGH_DIAMONDS), THREEHIGH_NORTH,
	    threehigh_piece(BLACK, L), &t), 0);
	assert_int_equal(t.distance, 3);
	assert_int_equal(t.to, sq("b5"));
	/* the same 3 in another suit does not move a large at all */
	check(&st, 0, card(3, THREEHIGH_SPADES), THREEHIGH_NORTH, threehigh_piece(BLACK, L), &t);
	assert_int_equal(t.distance, 0);
	/* a diamond ace moves a large one square toward the card */
	check(&st, 0, card(1, THREEHIGH_DIAMONDS), THREEHIGH_EAST, threehigh_piece(BLACK, L), &t);
	assert_int_equal(t.to, sq("c2"));
}

static void
test_zero_distance_stays_and_draws(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;

	(void)unused;
	threehigh_init(&st, 1);
	/* blue-medium sits on red-large: a refused landing, were it to land */
	put(&st, "c6", 2, RED, L, BLUE, M);
	park(&st, "h1");
	play(&st, 0, card(2, THREEHIGH_HEARTS), THREEHIGH_WEST, threehigh_piece(BLUE, M), &r);
	assert_int_equal(r.trace.toward, THREEHIGH_NONE);
	assert_int_equal(r.trace.npath, 0);
	assert_int_equal(st.square_of[threehigh_piece(BLUE, M)], sq("c6"));
	assert_int_equal(threehigh_height(&st, sq("c6")), 2);
	assert_true(r.drew);
	assert_int_equal(st.hand[0], 6);
	assert_int_equal(st.pile, 25);
	assert_true(st.played[card(2, THREEHIGH_HEARTS)]);
}

/* ---- edges and paths ------------------------------------------------ */

static void
test_edges(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;
	struct threehigh_report r;

	(void)unused;
	lone(&st, RED, S, "a1");
	/* 8 - 1 = 7 from rank 1 reaches rank 8 exactly */
	check(&st, 0, card(8, THREEHIGH_HEARTS), THREEHIGH_NORTH, threehigh_piece(RED, S), &t);
	assert_false(t.off);
	assert_int_equal(t.to, sq("a8"));
	assert_int_equal(t.npath, 7);
	check(&st, 0, card(8, THREEHIGH_HEARTS), THREEHIGH_EAST, threehigh_piece(RED, S), &t);
	assert_int_equal(t.to, sq("h1"));
	/* one square west of file a is off the board */
	check(&st, 0, card(2, THREEHIGH_HEARTS), THREEHIGH_WEST, threehigh_piece(RED, S), &t);
	assert_true(t.off);
	assert_int_equal(t.to, THREEHIGH_NONE);
	assert_int_equal(t.npath, 0);
	check(&st, 0, card(2, THREEHIGH_HEARTS), THREEHIGH_SOUTH, threehigh_piece(RED, S), &t);
	assert_true(t.off);
	/* leaving the board is a move made, and the team loses */
	play(&st, 0, card(2, THREEHIGH_HEARTS), THREEHIGH_SOUTH, threehigh_piece(RED, S), &r);
	assert_true(r.trace.off);
	assert_false(r.drew);
	assert_int_equal(st.outcome, THREEHIGH_LOST);
	assert_int_equal(st.end, THREEHIGH_END_OFF_BOARD);
	assert_int_equal(st.square_of[threehigh_piece(RED, S)], THREEHIGH_NONE);
	assert_int_equal(st.pile, 26);
}

static void
test_off_board_partway(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;

	(void)unused;
	lone(&st, RED, S, "g7");
	check(&st, 0, card(4, THREEHIGH_CLUBS), THREEHIGH_NORTH, threehigh_piece(RED, S), &t);
	assert_true(t.off);
	assert_int_equal(t.npath, 1);
	assert_int_equal(t.path[0], sq("g8"));
}

static void
test_passes_over_pieces(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;

	(void)unused;
	threehigh_init(&st, 1);
	put(&st, "d1", 1, RED, S);
	put(&st, "d2", 2, BLUE, L, BLUE, M);
	put(&st, "d3", 1, GREEN, L);
	park(&st, "h8");
	play(&st, 0, card(4, THREEHIGH_SPADES), THREEHIGH_NORTH, threehigh_piece(RED, S), &r);
	assert_int_equal(r.trace.npath, 3);
	assert_int_equal(r.trace.path[0], sq("d2"));
	assert_int_equal(r.trace.path[1], sq("d3"));
	assert_int_equal(r.trace.to, sq("d4"));
	assert_int_equal(threehigh_top(&st, sq("d4")), threehigh_piece(RED, S));
	/* what it passed over did not change */
	assert_int_equal(threehigh_height(&st, sq("d2")), 2);
	assert_int_equal(threehigh_top(&st, sq("d3")), threehigh_piece(GREEN, L));
}

/* ---- stopping ------------------------------------------------------- */

/* The mover alone on a1, the target alone on a3, the rest on h8; the
 * 2 of diamonds beside the north side takes the mover exactly onto a3. */
static unsigned
landing(int mover_c, int mover_s, int target_c, int target_s, struct threehigh_trace *t)
{
	struct threehigh_state st;

	threehigh_init(&st, 1);
	put(&st, "a1", 1, mover_c, mover_s);
	put(&st, "a3", 1, target_c, target_s);
	park(&st, "h8");
	return check(&st, 0, card(2, THREEHIGH_DIAMONDS), THREEHIGH_NORTH,
	    threehigh_piece(mover_c, mover_s), t);
}

static void
test_stop_small_on_medium(void **unused)
{
	struct threehigh_trace t;

	(void)unused;
	assert_int_equal(landing(RED, S, RED, M, &t), 0);
	assert_int_equal(t.under, threehigh_piece(RED, M));
	assert_int_equal(t.stop, 0);
}

static void
test_stop_medium_on_large(void **unused)
{
	struct threehigh_trace t;

	(void)unused;
	assert_int_equal(landing(YELLOW, M, YELLOW, L, &t), 0);
	assert_int_equal(t.under, threehigh_piece(YELLOW, L));
}

static void
test_stop_wrong_colour(void **unused)
{
	struct threehigh_trace t;

	(void)unused;
	assert_int_equal(landing(RED, S, BLUE, M, &t), THREEHIGH_RULE_STACK);
	assert_int_equal(t.stop, THREEHIGH_STOP_COLOUR);
}

static void
test_stop_wrong_size(void **unused)
{
	struct threehigh_trace t;

	(void)unused;
	/* two sizes larger */
	assert_int_equal(landing(RED, S, RED, L, &t), THREEHIGH_RULE_STACK);
	assert_int_equal(t.stop, THREEHIGH_STOP_SIZE);
	/* smaller */
	assert_int_equal(landing(GREEN, M, GREEN, S, &t), THREEHIGH_RULE_STACK);
	assert_int_equal(t.stop, THREEHIGH_STOP_SIZE);
	/* a large stops only on an empty square */
	assert_int_equal(landing(BLACK, L, BLUE, L, &t), THREEHIGH_RULE_STACK);
	assert_int_equal(t.stop, THREEHIGH_STOP_COLOUR | THREEHIGH_STOP_SIZE);
	/* same size, other colour */
	assert_int_equal(landing(RED, M, BLUE, M, &t), THREEHIGH_RULE_STACK);
	assert_int_equal(t.stop, THREEHIGH_STOP_COLOUR | THREEHIGH_STOP_SIZE);
}

static void
test_stop_on_complete_tree(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;

	(void)unused;
	threehigh_init(&st, 1);
	put(&st, "b1", 1, BLUE, S);
	put(&st, "b4", 3, RED, L, RED, M, RED, S);
	park(&st, "h8");
	/* blue-small: 4 - 1 = 3 north onto the red tree's small */
	assert_int_equal(check(&st, 0, card(4, THREEHIGH_HEARTS), THREEHIGH_NORTH,
	    threehigh_piece(BLUE, S), &t), THREEHIGH_RULE_STACK);
	assert_int_equal(t.under, threehigh_piece(RED, S));
	assert_int_equal(t.stop, THREEHIGH_STOP_COLOUR | THREEHIGH_STOP_SIZE);
}

/* ---- stacks --------------------------------------------------------- */

static void
test_move_top_of_stack(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;
	struct threehigh_report r;

	(void)unused;
	threehigh_init(&st, 1);
	put(&st, "e4", 2, GREEN, L, BLUE, S);
	park(&st, "h8");
	/* the large underneath is covered */
	assert_int_equal(check(&st, 0, card(4, THREEHIGH_SPADES), THREEHIGH_WEST,
	    threehigh_piece(GREEN, L), &t), THREEHIGH_RULE_COVERED);
	assert_int_equal(threehigh_above(&st, threehigh_piece(GREEN, L)), threehigh_piece(BLUE, S));
	/* the top piece moves alone */
	play(&st, 0, card(3, THREEHIGH_SPADES), THREEHIGH_WEST, threehigh_piece(BLUE, S), &r);
	assert_int_equal(st.square_of[threehigh_piece(BLUE, S)], sq("c4"));
	assert_int_equal(threehigh_height(&st, sq("e4")), 1);
	assert_int_equal(threehigh_top(&st, sq("e4")), threehigh_piece(GREEN, L));
	/* now the large is free: 4 - 3 = 1 west, onto nothing */
	assert_int_equal(check(&st, 0, card(4, THREEHIGH_SPADES), THREEHIGH_WEST,
	    threehigh_piece(GREEN, L), &t), 0);
	assert_int_equal(t.to, sq("d4"));
}

static void
test_move_small_off_a_tree_and_back(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;

	(void)unused;
	threehigh_init(&st, 1);
	put(&st, "c3", 3, RED, L, RED, M, RED, S);
	park(&st, "h8");
	assert_int_equal(threehigh_trees(&st), 1);
	/* 2 - 1 = 1 east: the tree is broken, a card is drawn */
	play(&st, 0, card(2, THREEHIGH_SPADES), THREEHIGH_EAST, threehigh_piece(RED, S), &r);
	assert_int_equal(threehigh_trees(&st), 0);
	assert_true(r.drew);
	assert_int_equal(st.hand[0], 6);
	/* back again: the tree is completed anew, no card drawn */
	play(&st, 0, card(2, THREEHIGH_CLUBS), THREEHIGH_WEST, threehigh_piece(RED, S), &r);
	assert_int_equal(threehigh_trees(&st), 1);
	assert_true(r.completed[RED]);
	assert_int_equal(r.ncompleted, 1);
	assert_false(r.drew);
	assert_int_equal(st.hand[0], 5);
	assert_int_equal(st.pile, 25);
	assert_int_equal(st.completions, 1);
}

static void
test_uncovering_a_setup_tree_completes_it(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;
	struct threehigh_trace t;

	(void)unused;
	threehigh_init(&st, 1);
	put(&st, "f6", 4, BLUE, L, BLUE, M, BLUE, S, BLACK, S);
	park(&st, "a1");
	assert_int_equal(threehigh_trees(&st), 0);
	/* the trace says so before the move: the glue words it */
	assert_int_equal(check(&st, 0, card(3, THREEHIGH_HEARTS), THREEHIGH_SOUTH,
	    threehigh_piece(BLACK, S), &t), 0);
	assert_int_equal(t.uncovers, BLUE);
	assert_false(t.completes);
	/* off the board, nothing is left standing to count */
	assert_int_equal(check(&st, 0, card(8, THREEHIGH_DIAMONDS), THREEHIGH_SOUTH,
	    threehigh_piece(BLACK, S), &t), 0);
	assert_true(t.off);
	assert_int_equal(t.uncovers, THREEHIGH_NONE);
	play(&st, 0, card(3, THREEHIGH_HEARTS), THREEHIGH_SOUTH, threehigh_piece(BLACK, S), &r);
	assert_true(r.completed[BLUE]);
	assert_false(r.drew);
	assert_int_equal(st.hand[0], 5);
	assert_int_equal(threehigh_tree_square(&st, BLUE), sq("f6"));
}

/* The facts the trace reports for the explanations: a landing that
 * completes a tree, the piece a landing needs, a diamond's whole value. */
static void
test_trace_facts(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;

	(void)unused;
	threehigh_init(&st, 1);
	put(&st, "c3", 2, GREEN, L, GREEN, M);
	put(&st, "f3", 1, RED, M);
	put(&st, "c6", 1, GREEN, S);
	put(&st, "f6", 1, RED, S);
	park(&st, "a8");
	assert_int_equal(check(&st, 0, card(4, THREEHIGH_HEARTS), THREEHIGH_SOUTH,
	    threehigh_piece(GREEN, S), &t), 0);
	assert_true(t.completes);
	assert_false(t.whole_value);
	assert_int_equal(t.under, threehigh_piece(GREEN, M));
	/* small on a medium with no large under it: legal, no tree */
	assert_int_equal(check(&st, 0, card(4, THREEHIGH_HEARTS), THREEHIGH_SOUTH,
	    threehigh_piece(RED, S), &t), 0);
	assert_false(t.completes);
	assert_int_equal(t.under, threehigh_piece(RED, M));
	assert_int_equal(check(&st, 0, card(3, THREEHIGH_DIAMONDS), THREEHIGH_SOUTH,
	    threehigh_piece(RED, S), &t), 0);
	assert_true(t.whole_value);
	assert_int_equal(t.distance, 3);
	assert_int_equal(threehigh_support(threehigh_piece(RED, S)), threehigh_piece(RED, M));
	assert_int_equal(threehigh_support(threehigh_piece(BLUE, M)), threehigh_piece(BLUE, L));
	assert_int_equal(threehigh_support(threehigh_piece(BLUE, L)), THREEHIGH_NONE);
	assert_int_equal(threehigh_tree_square(&st, GREEN), THREEHIGH_NONE);
}

/* The phase, and the rules of a card whatever the piece: the one place
 * the glue's notes, checks and refusals come from. */
static void
test_phase_and_card_rules(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;
	int pieces[2] = { threehigh_piece(RED, S), threehigh_piece(RED, L) }, bad, under;

	(void)unused;
	threehigh_init(&st, 2);
	assert_int_equal(threehigh_phase(&st), THREEHIGH_PHASE_SETUP);
	assert_int_equal(threehigh_check_card(&st, 0, card(5, THREEHIGH_HEARTS)),
	    THREEHIGH_RULE_PHASE);
	/* a setup stack is judged without being laid */
	assert_int_equal(threehigh_check_setup(&st, sq("e4"), pieces, 2, &bad, &under),
	    THREEHIGH_SETUP_ORDER);
	assert_int_equal(bad, threehigh_piece(RED, L));
	assert_int_equal(under, threehigh_piece(RED, S));
	assert_int_equal(threehigh_height(&st, sq("e4")), 0);
	assert_int_equal(st.nplaced, 0);
	put(&st, "d4", 1, RED, S);
	park(&st, "h8");
	assert_int_equal(threehigh_phase(&st), THREEHIGH_PHASE_PLAY);
	assert_int_equal(threehigh_check_setup(&st, sq("e4"), pieces, 1, &bad, &under),
	    THREEHIGH_SETUP_PHASE);
	assert_int_equal(threehigh_check_card(&st, 0, card(5, THREEHIGH_HEARTS)), 0);
	assert_int_equal(threehigh_check_card(&st, 1, card(5, THREEHIGH_HEARTS)), THREEHIGH_RULE_TURN);
	play(&st, 0, card(5, THREEHIGH_HEARTS), THREEHIGH_NORTH, threehigh_piece(RED, S), &r);
	assert_int_equal(threehigh_check_card(&st, 1, card(5, THREEHIGH_HEARTS)), THREEHIGH_RULE_CARD);
	assert_int_equal(threehigh_check_card(&st, 0, card(5, THREEHIGH_HEARTS)),
	    THREEHIGH_RULE_TURN | THREEHIGH_RULE_CARD);
	play(&st, 1, card(8, THREEHIGH_DIAMONDS), THREEHIGH_NORTH, threehigh_piece(RED, S), &r);
	assert_int_equal(threehigh_phase(&st), THREEHIGH_PHASE_LOST);
	assert_int_equal(threehigh_check_card(&st, 0, card(6, THREEHIGH_HEARTS)),
	    THREEHIGH_RULE_PHASE);
}

/* ---- cards, turns, the end ----------------------------------------- */

static void
test_card_played_twice(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;
	struct threehigh_report r;

	(void)unused;
	lone(&st, RED, S, "d4");
	play(&st, 0, card(3, THREEHIGH_HEARTS), THREEHIGH_NORTH, threehigh_piece(RED, S), &r);
	assert_int_equal(check(&st, 0, card(3, THREEHIGH_HEARTS), THREEHIGH_SOUTH,
	    threehigh_piece(RED, S), &t), THREEHIGH_RULE_CARD);
	/* the same value in another suit is another card */
	assert_int_equal(check(&st, 0, card(3, THREEHIGH_SPADES), THREEHIGH_SOUTH,
	    threehigh_piece(RED, S), &t), 0);
}

static void
test_turn_order_and_hands(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;
	struct threehigh_report r;
	int red = threehigh_piece(RED, S);

	(void)unused;
	threehigh_init(&st, 3);
	put(&st, "d4", 1, RED, S);
	park(&st, "h8");
	assert_int_equal(st.turn, 0);
	assert_int_equal(check(&st, 1, card(2, THREEHIGH_HEARTS), THREEHIGH_NORTH, red, &t),
	    THREEHIGH_RULE_TURN);
	play(&st, 0, card(2, THREEHIGH_HEARTS), THREEHIGH_NORTH, red, &r);
	assert_int_equal(st.turn, 1);
	assert_int_equal(check(&st, 0, card(2, THREEHIGH_SPADES), THREEHIGH_SOUTH, red, &t),
	    THREEHIGH_RULE_TURN);
	play(&st, 1, card(2, THREEHIGH_SPADES), THREEHIGH_SOUTH, red, &r);
	play(&st, 2, card(2, THREEHIGH_CLUBS), THREEHIGH_EAST, red, &r);
	assert_int_equal(st.turn, 0);
	for (int p = 0; p < 3; p++)
		assert_int_equal(st.hand[p], 4);
	assert_int_equal(st.pile, 17);
	assert_int_equal(st.nplayed, 3);
}

static void
test_all_broken_rules_reported(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;
	struct threehigh_report r;

	(void)unused;
	threehigh_init(&st, 2);
	put(&st, "b2", 2, RED, S, GREEN, S);
	put(&st, "b5", 1, BLUE, M);
	put(&st, "c7", 1, YELLOW, L);
	park(&st, "h8");
	play(&st, 0, card(4, THREEHIGH_HEARTS), THREEHIGH_EAST, threehigh_piece(YELLOW, L), &r);
	assert_int_equal(st.square_of[threehigh_piece(YELLOW, L)], sq("d7"));
	/* bob's turn; ann plays the same card, a covered piece, onto blue */
	assert_int_equal(check(&st, 0, card(4, THREEHIGH_HEARTS), THREEHIGH_NORTH,
	    threehigh_piece(RED, S), &t),
	    THREEHIGH_RULE_TURN | THREEHIGH_RULE_CARD | THREEHIGH_RULE_COVERED | THREEHIGH_RULE_STACK);
	assert_int_equal(t.to, sq("b5"));
	assert_int_equal(t.stop, THREEHIGH_STOP_COLOUR);
}

static void
test_eight_of_diamonds_always_leaves(void **unused)
{
	struct threehigh_state st;
	struct threehigh_trace t;
	struct threehigh_report r;

	(void)unused;
	for (int f = 0; f < THREEHIGH_FILES; f++)
		for (int rk = 0; rk < THREEHIGH_RANKS; rk++) {
			char name[3] = { (char)('a' + f), (char)('1' + rk), 0 };
			lone(&st, YELLOW, M, name);
			for (int side = 0; side < 4; side++) {
				check(&st, 0, card(8, THREEHIGH_DIAMONDS), side,
				    threehigh_piece(YELLOW, M), &t);
				assert_true(t.off);
			}
		}
	lone(&st, YELLOW, L, "d4");
	play(&st, 0, card(8, THREEHIGH_DIAMONDS), THREEHIGH_EAST, threehigh_piece(YELLOW, L), &r);
	assert_int_equal(st.outcome, THREEHIGH_LOST);
	assert_int_equal(st.end, THREEHIGH_END_OFF_BOARD);
	/* after the end: phase, and the other rules still reported for why */
	assert_int_equal(check(&st, 0, card(2, THREEHIGH_HEARTS), THREEHIGH_EAST,
	    threehigh_piece(RED, S), &t), THREEHIGH_RULE_PHASE | THREEHIGH_RULE_COVERED);
	assert_int_equal(check(&st, 0, card(8, THREEHIGH_DIAMONDS), THREEHIGH_EAST,
	    threehigh_top(&st, sq("h8")), &t), THREEHIGH_RULE_PHASE | THREEHIGH_RULE_CARD);
}

/* Play any card that keeps the lone large on the board. */
static bool
play_safe(struct threehigh_state *st, int piece, struct threehigh_report *r)
{
	struct threehigh_trace t;

	for (int k = 0; k < THREEHIGH_CARDS; k++)
		for (int side = 0; side < 4; side++) {
			struct threehigh_move m = { st->turn, k, side, piece };
			if (threehigh_check(st, &m, &t) == 0 && !t.off) {
				threehigh_play(st, &m, r);
				return true;
			}
		}
	return false;
}

static void
test_draw_pile_runs_out(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;

	(void)unused;
	lone(&st, RED, L, "d4");
	for (int i = 0; i < 25; i++) {
		assert_true(play_safe(&st, threehigh_piece(RED, L), &r));
		assert_true(r.drew);
		assert_int_equal(st.outcome, THREEHIGH_PLAYING);
	}
	assert_int_equal(st.pile, 1);
	assert_int_equal(st.hand[0], 6);
	/* the 26th draw takes the last card: lost */
	assert_true(play_safe(&st, threehigh_piece(RED, L), &r));
	assert_true(r.drew);
	assert_int_equal(st.pile, 0);
	assert_int_equal(st.outcome, THREEHIGH_LOST);
	assert_int_equal(st.end, THREEHIGH_END_PILE);
	assert_int_equal(st.end_player, 0);
}

static void
test_completing_tree_on_last_card_does_not_draw(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;

	(void)unused;
	threehigh_init(&st, 1);
	put(&st, "a1", 1, RED, S);
	put(&st, "a2", 2, RED, L, RED, M);
	park(&st, "h8");
	st.pile = 1;
	play(&st, 0, card(2, THREEHIGH_HEARTS), THREEHIGH_NORTH, threehigh_piece(RED, S), &r);
	assert_false(r.drew);
	assert_int_equal(st.pile, 1);
	assert_int_equal(st.outcome, THREEHIGH_PLAYING);
}

static void
test_no_card_left_loses(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;

	(void)unused;
	threehigh_init(&st, 2);
	put(&st, "a1", 1, RED, S);
	put(&st, "a2", 2, RED, L, RED, M);
	park(&st, "h8");
	st.hand[0] = 1; /* as after earlier completed trees */
	play(&st, 0, card(2, THREEHIGH_HEARTS), THREEHIGH_NORTH, threehigh_piece(RED, S), &r);
	assert_int_equal(st.hand[0], 0);
	assert_int_equal(st.outcome, THREEHIGH_PLAYING);
	assert_int_equal(st.turn, 1);
	/* bob moves; then it is ann's turn with no card */
	assert_true(play_safe(&st, threehigh_top(&st, sq("h8")), &r));
	assert_int_equal(st.outcome, THREEHIGH_LOST);
	assert_int_equal(st.end, THREEHIGH_END_NO_CARD);
	assert_int_equal(st.end_player, 0);
}

static void
test_fifth_tree_wins(void **unused)
{
	struct threehigh_state st;
	struct threehigh_report r;

	(void)unused;
	threehigh_init(&st, 4);
	put(&st, "a1", 3, RED, L, RED, M, RED, S);
	put(&st, "b2", 3, YELLOW, L, YELLOW, M, YELLOW, S);
	put(&st, "c3", 3, GREEN, L, GREEN, M, GREEN, S);
	put(&st, "d4", 3, BLUE, L, BLUE, M, BLUE, S);
	put(&st, "f6", 2, BLACK, L, BLACK, M);
	put(&st, "f8", 1, BLACK, S);
	assert_int_equal(threehigh_trees(&st), 4);
	/* 3 - 1 = 2 squares toward the south side: f8 to f6 */
	play(&st, 0, card(3, THREEHIGH_SPADES), THREEHIGH_SOUTH, threehigh_piece(BLACK, S), &r);
	assert_true(r.completed[BLACK]);
	assert_false(r.drew);
	assert_int_equal(st.outcome, THREEHIGH_WON);
	assert_int_equal(st.end, THREEHIGH_END_TREES);
	assert_int_equal(threehigh_trees(&st), 5);
	assert_int_equal(st.hand[0], 2);
	assert_int_equal(st.pile, 20);
}

static void
test_stuck(void **unused)
{
	struct threehigh_state st;

	(void)unused;
	threehigh_init(&st, 2);
	assert_int_equal(threehigh_check_stuck(&st, 0), THREEHIGH_RULE_PHASE);
	park(&st, "e4");
	assert_int_equal(threehigh_check_stuck(&st, 1), THREEHIGH_RULE_TURN);
	assert_int_equal(threehigh_check_stuck(&st, 0), 0);
	threehigh_stuck(&st);
	assert_int_equal(st.outcome, THREEHIGH_LOST);
	assert_int_equal(st.end, THREEHIGH_END_STUCK);
	assert_int_equal(threehigh_check_stuck(&st, 0), THREEHIGH_RULE_PHASE);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hands_and_pile),
		cmocka_unit_test(test_setup_rejects_duplicates),
		cmocka_unit_test(test_setup_stacks_and_phase),
		cmocka_unit_test(test_trees_at_setup_count),
		cmocka_unit_test(test_five_trees_at_setup_win),
		cmocka_unit_test(test_positive_distance_each_side),
		cmocka_unit_test(test_negative_distance_each_side),
		cmocka_unit_test(test_medium_minus_one),
		cmocka_unit_test(test_diamonds_ignore_size),
		cmocka_unit_test(test_zero_distance_stays_and_draws),
		cmocka_unit_test(test_edges),
		cmocka_unit_test(test_off_board_partway),
		cmocka_unit_test(test_passes_over_pieces),
		cmocka_unit_test(test_stop_small_on_medium),
		cmocka_unit_test(test_stop_medium_on_large),
		cmocka_unit_test(test_stop_wrong_colour),
		cmocka_unit_test(test_stop_wrong_size),
		cmocka_unit_test(test_stop_on_complete_tree),
		cmocka_unit_test(test_move_top_of_stack),
		cmocka_unit_test(test_move_small_off_a_tree_and_back),
		cmocka_unit_test(test_uncovering_a_setup_tree_completes_it),
		cmocka_unit_test(test_trace_facts),
		cmocka_unit_test(test_phase_and_card_rules),
		cmocka_unit_test(test_card_played_twice),
		cmocka_unit_test(test_turn_order_and_hands),
		cmocka_unit_test(test_all_broken_rules_reported),
		cmocka_unit_test(test_eight_of_diamonds_always_leaves),
		cmocka_unit_test(test_draw_pile_runs_out),
		cmocka_unit_test(test_completing_tree_on_last_card_does_not_draw),
		cmocka_unit_test(test_no_card_left_loses),
		cmocka_unit_test(test_fifth_tree_wins),
		cmocka_unit_test(test_stuck),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
