/* test_bte.c — unit tests of the Best Treehouse Ever rules engine. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "bte.h"
#include "rng.h"

enum { ANN, BOB, CY, DAN };

static const char *const names4[] = { "ann", "bob", "cy", "dan" };

static void
start(struct bte_game *g, int n, bool young)
{
	assert_true(bte_init(g, n, names4, young));
}

/* A treehouse with rooms put straight in, legal or not (its counts
 * worked out again, as bte_place keeps them). */
static void
put(struct bte_player *p, int colour, int level, int slot)
{
	p->room[bte_slot_index(level, slot)] = (signed char)colour;
	bte_recount(p);
}

static struct bte_player
empty_tree(int marker)
{
	struct bte_player p;

	memset(&p, 0, sizeof p);
	memset(p.room, BTE_NONE, sizeof p.room);
	p.marker = (signed char)marker;
	return p;
}

static void
place_ok(struct bte_game *g, int pl, int colour, int level, int slot)
{
	assert_int_equal(bte_place(g, pl, colour, level, slot, NULL), 0);
}

static void
discard_ok(struct bte_game *g, int pl, int colour)
{
	assert_int_equal(bte_discard(g, pl, colour, NULL), 0);
}

/* Every player discards face down until the round's picks are over. */
static void
discard_rest(struct bte_game *g)
{
	int round = g->round;

	for (int i = 0; g->phase == BTE_BUILD && g->round == round;
	    i = (i + 1) % g->nplayers)
		if (!g->p[i].played)
			discard_ok(g, i, BTE_NONE);
}

/* A rejected move reports its bits and detail and leaves the state as it
 * was, byte for byte. */
#define ASSERT_REFUSED(g, call, bits, want) do { \
	struct bte_game before_; \
	enum bte_why why_ = BTE_WHY_NONE; \
	memcpy(&before_, (g), sizeof before_); \
	assert_int_equal((call), (bits)); \
	assert_int_equal(why_, (want)); \
	assert_memory_equal(&before_, (g), sizeof before_); \
} while (0)

/* ---- geometry ---- */

static void
test_slot_index_round_trip(void **state)
{
	int seen = 0;

	(void)state;
	for (int l = 2; l <= 6; l++)
		for (int s = 1; s <= l; s++) {
			int i = bte_slot_index(l, s);
			struct bte_pos p = bte_slot_pos(i);

			assert_int_equal(i, seen++);
			assert_int_equal(p.level, l);
			assert_int_equal(p.slot, s);
		}
	assert_int_equal(seen, BTE_SLOTS);
	assert_int_equal(bte_slot_index(7, 3), -1);
	assert_int_equal(bte_slot_index(1, 1), -1);
	assert_int_equal(bte_slot_index(3, 4), -1);
	assert_int_equal(bte_slot_index(3, 0), -1);
}

static void
test_positions(void **state)
{
	(void)state;
	assert_true(bte_position_ok(2, 1));
	assert_true(bte_position_ok(7, 7));
	assert_true(bte_position_ok(40, 12));
	assert_false(bte_position_ok(1, 1));
	assert_false(bte_position_ok(0, 1));
	assert_false(bte_position_ok(2, 3));
	assert_false(bte_position_ok(4, 0));
}

static void
test_sides(void **state)
{
	int centres = 0;

	(void)state;
	for (int l = 2; l <= 6; l++)
		for (int s = 1; s <= l; s++)
			centres += bte_side(l, s) == BTE_CENTRE;
	assert_int_equal(centres, 2);
	assert_int_equal(bte_side(3, 2), BTE_CENTRE);
	assert_int_equal(bte_side(5, 3), BTE_CENTRE);
	assert_int_equal(bte_side(2, 1), BTE_LEFT);
	assert_int_equal(bte_side(2, 2), BTE_RIGHT);
	assert_int_equal(bte_side(4, 2), BTE_LEFT);
	assert_int_equal(bte_side(4, 3), BTE_RIGHT);
	assert_int_equal(bte_side(6, 3), BTE_LEFT);
	assert_int_equal(bte_side(6, 4), BTE_RIGHT);
	assert_int_equal(bte_side(7, 3), BTE_LEFT);
	assert_int_equal(bte_side(7, 4), BTE_CENTRE);
	assert_int_equal(bte_side(7, 5), BTE_RIGHT);
}

static void
test_supports(void **state)
{
	struct bte_pos s[2];

	(void)state;
	assert_int_equal(bte_supports(2, 1, s), 0);
	assert_int_equal(bte_supports(2, 2, s), 0);
	assert_int_equal(bte_supports(3, 1, s), 1);
	assert_int_equal(s[0].level, 2);
	assert_int_equal(s[0].slot, 1);
	assert_int_equal(bte_supports(3, 3, s), 1);
	assert_int_equal(s[0].slot, 2);
	assert_int_equal(bte_supports(5, 3, s), 2);
	assert_int_equal(s[0].level, 4);
	assert_int_equal(s[0].slot, 2);
	assert_int_equal(s[1].slot, 3);
	assert_int_equal(bte_supports(6, 6, s), 1);
	assert_int_equal(s[0].slot, 5);
	assert_int_equal(bte_supports(7, 3, s), 2);
	assert_int_equal(s[0].level, 6);
}

static void
test_touching_six_ways(void **state)
{
	static const int touching[6][2] = {
		{ 3, 1 }, { 3, 2 }, { 4, 1 }, { 4, 3 }, { 5, 2 }, { 5, 3 }
	};
	static const int apart[5][2] = {
		{ 4, 4 }, { 3, 3 }, { 5, 1 }, { 5, 4 }, { 6, 2 }
	};
	struct bte_pos n[6], centre = { 4, 2 };

	(void)state;
	assert_int_equal(bte_neighbours(4, 2, n), 6);
	for (int i = 0; i < 6; i++) {
		struct bte_pos p = { touching[i][0], touching[i][1] };
		struct bte_player t = empty_tree(BTE_CENTRE);

		assert_true(bte_touch(centre, p));
		assert_true(bte_touch(p, centre));
		assert_int_equal(n[i].level, p.level);
		assert_int_equal(n[i].slot, p.slot);
		/* the grouping rule sees a red room in that direction */
		put(&t, BTE_RED, p.level, p.slot);
		assert_false(bte_check_rules(&t, BTE_RED, 4, 2) & BTE_E_B);
	}
	for (int i = 0; i < 5; i++) {
		struct bte_pos p = { apart[i][0], apart[i][1] };
		struct bte_player t = empty_tree(BTE_CENTRE);

		assert_false(bte_touch(centre, p));
		put(&t, BTE_RED, p.level, p.slot);
		assert_true(bte_check_rules(&t, BTE_RED, 4, 2) & BTE_E_B);
	}
	assert_false(bte_touch(centre, centre));
	assert_int_equal(bte_neighbours(2, 1, n), 3);  /* 2/2, 3/1, 3/2 */
	assert_int_equal(bte_neighbours(6, 6, n), 2);  /* 5/5, 6/5; none above */
}

/* ---- each rule on each kind of slot ---- */

static void
test_occupied_every_level(void **state)
{
	(void)state;
	for (int l = 2; l <= 6; l++)
		for (int s = 1; s <= l; s++) {
			struct bte_player t = empty_tree(BTE_CENTRE);

			assert_false(bte_check_rules(&t, BTE_BLUE, l, s) &
			    BTE_E_OCCUPIED);
			put(&t, BTE_RED, l, s);
			assert_true(bte_check_rules(&t, BTE_BLUE, l, s) &
			    BTE_E_OCCUPIED);
		}
	struct bte_player high = empty_tree(BTE_CENTRE);
	assert_false(bte_check_rules(&high, BTE_BLUE, 7, 1) & BTE_E_OCCUPIED);
}

static void
test_support_level2(void **state)
{
	struct bte_player t = empty_tree(BTE_CENTRE);

	(void)state;
	assert_int_equal(bte_check_rules(&t, BTE_RED, 2, 1), 0);
	assert_int_equal(bte_check_rules(&t, BTE_RED, 2, 2), 0);
}

static void
test_support_edges(void **state)
{
	struct bte_player t = empty_tree(BTE_CENTRE);

	(void)state;
	assert_true(bte_check_rules(&t, BTE_RED, 3, 1) & BTE_E_A);
	assert_true(bte_check_rules(&t, BTE_RED, 3, 3) & BTE_E_A);
	put(&t, BTE_BLUE, 2, 1);
	/* the left edge rests on 2/1 only; the right edge still lacks 2/2 */
	assert_false(bte_check_rules(&t, BTE_RED, 3, 1) & BTE_E_A);
	assert_true(bte_check_rules(&t, BTE_RED, 3, 3) & BTE_E_A);
	put(&t, BTE_BLUE, 2, 2);
	assert_false(bte_check_rules(&t, BTE_RED, 3, 3) & BTE_E_A);
	/* a level 6 edge rests on the level 5 edge only */
	put(&t, BTE_BLUE, 5, 5);
	assert_false(bte_check_rules(&t, BTE_RED, 6, 6) & BTE_E_A);
	assert_true(bte_check_rules(&t, BTE_RED, 6, 1) & BTE_E_A);
}

/*
 * The rooms of the colour asked about, found eight slots at a time,
 * are those a slot-by-slot search finds: for random trees (slots empty
 * or of any colour), every position (the ones beyond the tree too) and
 * every colour, with none and numbers no slot can hold; the same rooms
 * in the same order, the same first touching one, the same rules.
 */
static void
test_explain_same_random(void **state)
{
	static const int colours[] = { BTE_NONE, 0, 1, 2, 3, 4, 5, 6, 127,
		-128, 255, 256, -257, 1000 };
	struct bte_reasons r;

	(void)state;
	rng_state = 0x7ee5;
	for (int round = 0; round < 400; round++) {
		struct bte_player t = empty_tree((int)rnd(3) - 1);

		for (int i = 0; i < BTE_SLOTS; i++)
			t.room[i] = (signed char)((int)rnd(BTE_COLOURS + 2) - 1);
		if (round % 50 == 0)
			t.room[rnd(BTE_SLOTS)] = (signed char)-128;
		bte_recount(&t);
		/* bte_count compares a colour as a slot's signed char does */
		for (size_t c = 0; c < sizeof colours / sizeof colours[0]; c++) {
			int n = 0;

			for (int i = 0; i < BTE_SLOTS; i++)
				n += t.room[i] == (signed char)colours[c];
			assert_int_equal(bte_count(&t, colours[c]), n);
		}
		for (size_t c = 0; c < sizeof colours / sizeof colours[0]; c++)
			for (int level = 1; level <= 7; level++)
				for (int slot = 0; slot <= level + 1; slot++) {
					struct bte_pos here = { level, slot }, same[BTE_SLOTS];
					int n = 0, first = -1;

					for (int i = 0; i < BTE_SLOTS; i++) {
						if (t.room[i] != colours[c])
							continue;
						if (first < 0 && bte_touch(here, bte_slot_pos(i)))
							first = n;
						same[n++] = bte_slot_pos(i);
					}
					bte_explain_tree(&t, colours[c], level, slot, &r);
					assert_int_equal(r.nsame, n);
					/* bte_check_rules: the same bits, quicker */
					assert_int_equal(bte_check_rules(&t, colours[c], level,
					    slot), r.broken);
					for (int k = 0; k < n; k++) {
						assert_int_equal(r.same[k].level, same[k].level);
						assert_int_equal(r.same[k].slot, same[k].slot);
					}
					assert_int_equal(r.touches, first >= 0);
					if (first >= 0) {
						assert_int_equal(r.touching.level, same[first].level);
						assert_int_equal(r.touching.slot, same[first].slot);
					}
					assert_int_equal((r.broken & BTE_E_B) != 0, n > 0 && first < 0);
				}
	}
}

static void
test_support_inner_and_centres(void **state)
{
	struct bte_player t = empty_tree(BTE_CENTRE);
	struct bte_reasons r;

	(void)state;
	put(&t, BTE_BLUE, 2, 1);
	assert_true(bte_check_rules(&t, BTE_RED, 3, 2) & BTE_E_A);
	bte_explain_tree(&t, BTE_RED, 3, 2, &r);
	assert_int_equal(r.nsupport, 2);
	assert_false(r.support_empty[0]);
	assert_true(r.support_empty[1]);
	put(&t, BTE_BLUE, 2, 2);
	assert_false(bte_check_rules(&t, BTE_RED, 3, 2) & BTE_E_A);

	/* the centre of level 5 rests on 4/2 and 4/3 */
	put(&t, BTE_GREEN, 4, 2);
	assert_true(bte_check_rules(&t, BTE_RED, 5, 3) & BTE_E_A);
	put(&t, BTE_GREEN, 4, 3);
	assert_false(bte_check_rules(&t, BTE_RED, 5, 3) & BTE_E_A);

	/* a level 6 inner slot */
	put(&t, BTE_GREEN, 5, 3);
	assert_true(bte_check_rules(&t, BTE_RED, 6, 4) & BTE_E_A);
	put(&t, BTE_GREEN, 5, 4);
	assert_false(bte_check_rules(&t, BTE_RED, 6, 4) & BTE_E_A);
}

static void
test_height(void **state)
{
	struct bte_player t = empty_tree(BTE_CENTRE);

	(void)state;
	/* a full level 5 under 6/3: only C can break at level 6 */
	for (int s = 1; s <= 5; s++)
		put(&t, BTE_BLUE, 5, s);
	assert_int_equal(bte_check_rules(&t, BTE_YELLOW, 6, 3) & BTE_E_C, 0);
	assert_true(bte_check_rules(&t, BTE_YELLOW, 7, 4) & BTE_E_C);
	assert_true(bte_check_rules(&t, BTE_YELLOW, 9, 1) & BTE_E_C);
	/* level 7 rests on level 6, which is empty */
	assert_int_equal(bte_check_rules(&t, BTE_YELLOW, 7, 4),
	    BTE_E_A | BTE_E_C);
	/* level 8 rests on level 7, never built */
	assert_true(bte_check_rules(&t, BTE_YELLOW, 8, 1) & BTE_E_A);
}

static void
test_balance(void **state)
{
	struct bte_player left = empty_tree(BTE_LEFT);
	struct bte_player mid = empty_tree(BTE_CENTRE);
	struct bte_player right = empty_tree(BTE_RIGHT);

	(void)state;
	assert_int_equal(bte_check_rules(&left, BTE_RED, 2, 1), BTE_E_D);
	assert_int_equal(bte_check_rules(&left, BTE_RED, 2, 2), 0);
	assert_int_equal(bte_check_rules(&mid, BTE_RED, 2, 1), 0);
	assert_int_equal(bte_check_rules(&mid, BTE_RED, 2, 2), 0);
	assert_int_equal(bte_check_rules(&right, BTE_RED, 2, 1), 0);
	assert_int_equal(bte_check_rules(&right, BTE_RED, 2, 2), BTE_E_D);
	/* centre-line slots never break D */
	put(&left, BTE_BLUE, 2, 1);
	put(&left, BTE_BLUE, 2, 2);
	put(&right, BTE_BLUE, 2, 1);
	put(&right, BTE_BLUE, 2, 2);
	assert_int_equal(bte_check_rules(&left, BTE_RED, 3, 2), 0);
	assert_int_equal(bte_check_rules(&right, BTE_RED, 3, 2), 0);
	/* level 6: three slots a side */
	for (int s = 1; s <= 6; s++)
		assert_int_equal(bte_check_rules(&left, BTE_RED, 6, s) & BTE_E_D,
		    s <= 3 ? BTE_E_D : 0);
}

static void
test_marker_moves(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 2, false);
	place_ok(&g, ANN, BTE_RED, 2, 1);
	assert_int_equal(g.p[ANN].marker, BTE_LEFT);
	place_ok(&g, BOB, BTE_RED, 2, 2);
	assert_int_equal(g.p[BOB].marker, BTE_RIGHT);
	place_ok(&g, ANN, BTE_RED, 2, 2);
	assert_int_equal(g.p[ANN].marker, BTE_CENTRE);
	place_ok(&g, BOB, BTE_RED, 2, 1);
	assert_int_equal(g.p[BOB].marker, BTE_CENTRE);
	place_ok(&g, ANN, BTE_RED, 3, 2); /* centre line: stays */
	assert_int_equal(g.p[ANN].marker, BTE_CENTRE);
	place_ok(&g, BOB, BTE_RED, 3, 3);
	assert_int_equal(g.p[BOB].marker, BTE_RIGHT);
	place_ok(&g, ANN, BTE_RED, 3, 3);
	place_ok(&g, BOB, BTE_RED, 3, 2); /* centre, stays right */
	assert_int_equal(g.p[BOB].marker, BTE_RIGHT);
	assert_int_equal(g.p[ANN].marker, BTE_RIGHT);
}

/* ---- the three examples of bte-rules.md, exactly ---- */

static void
example_game(struct bte_game *g)
{
	start(g, 2, false);
	place_ok(g, ANN, BTE_RED, 2, 1);
	assert_int_equal(g->p[ANN].marker, BTE_LEFT);
}

static void
test_example_red_7_3(void **state)
{
	struct bte_game g;

	(void)state;
	example_game(&g);
	discard_ok(&g, BOB, BTE_NONE);
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 7, 3, &why_),
	    BTE_E_A | BTE_E_B | BTE_E_C | BTE_E_D, BTE_WHY_NONE);
}

static void
test_example_blue_2_1(void **state)
{
	struct bte_game g;

	(void)state;
	example_game(&g);
	discard_ok(&g, BOB, BTE_NONE);
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_BLUE, 2, 1, &why_),
	    BTE_E_OCCUPIED | BTE_E_D, BTE_WHY_NONE);
}

static void
test_example_red_3_2(void **state)
{
	struct bte_game g;
	struct bte_reasons r;

	(void)state;
	example_game(&g);
	discard_ok(&g, BOB, BTE_NONE);
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 3, 2, &why_),
	    BTE_E_A, BTE_WHY_NONE);
	bte_explain_tree(&g.p[ANN], BTE_RED, 3, 2, &r);
	assert_true(r.touches);
	assert_int_equal(r.touching.level, 2);
	assert_int_equal(r.touching.slot, 1);
	assert_int_equal(r.side, BTE_CENTRE);
	assert_int_equal(r.marker, BTE_LEFT);
}

static void
test_room_in_slot_never_touches(void **state)
{
	struct bte_player t = empty_tree(BTE_CENTRE);
	struct bte_reasons r;

	(void)state;
	put(&t, BTE_RED, 2, 1);
	/* the only red room is the one in the slot: B is broken too */
	assert_int_equal(bte_check_rules(&t, BTE_RED, 2, 1),
	    BTE_E_OCCUPIED | BTE_E_B);
	bte_explain_tree(&t, BTE_RED, 2, 1, &r);
	assert_int_equal(r.occupant, BTE_RED);
	assert_int_equal(r.nsame, 1);
	assert_false(r.touches);
}

static void
test_many_rules_at_once(void **state)
{
	struct bte_player t = empty_tree(BTE_LEFT);

	(void)state;
	/* 2/1 holds blue, a red room lives far away at 3/3 (over 2/2) */
	put(&t, BTE_BLUE, 2, 1);
	put(&t, BTE_GREEN, 2, 2);
	put(&t, BTE_RED, 3, 3);
	assert_int_equal(bte_check_rules(&t, BTE_RED, 2, 1),
	    BTE_E_OCCUPIED | BTE_E_B | BTE_E_D);
	/* level 7 slot 1 never holds a room: A, B, C, D */
	assert_int_equal(bte_check_rules(&t, BTE_RED, 7, 1),
	    BTE_E_A | BTE_E_B | BTE_E_C | BTE_E_D);
}

static void
test_explain_lists_rooms(void **state)
{
	struct bte_player t = empty_tree(BTE_CENTRE);
	struct bte_reasons r;

	(void)state;
	put(&t, BTE_RED, 2, 1);
	put(&t, BTE_RED, 3, 1);
	put(&t, BTE_BLUE, 2, 2);
	bte_explain_tree(&t, BTE_RED, 4, 4, &r);
	assert_int_equal(r.broken, BTE_E_A | BTE_E_B);
	assert_int_equal(r.nsame, 2);
	assert_int_equal(r.same[0].level, 2);
	assert_int_equal(r.same[1].level, 3);
	assert_int_equal(r.nsupport, 1);
	assert_int_equal(r.support[0].level, 3);
	assert_int_equal(r.support[0].slot, 3);
	assert_true(r.support_empty[0]);
	assert_int_equal(r.side, BTE_RIGHT);
}

static void
test_legal_list(void **state)
{
	struct bte_game g;
	struct bte_player *t = &g.p[ANN];
	struct bte_pos at[BTE_SLOTS];

	(void)state;
	start(&g, 2, false);
	assert_int_equal(bte_legal(&g, ANN, BTE_RED, at), 2);
	put(t, BTE_RED, 2, 1);
	t->marker = BTE_LEFT;
	/* red: 2/2 (touches) and 3/1 is on the left: only 2/2 */
	assert_int_equal(bte_legal(&g, ANN, BTE_RED, at), 1);
	assert_int_equal(at[0].level, 2);
	assert_int_equal(at[0].slot, 2);
	/* blue, a first room: anywhere supported and not on the left */
	assert_int_equal(bte_legal(&g, ANN, BTE_BLUE, at), 1);
	t->marker = BTE_CENTRE;
	assert_int_equal(bte_legal(&g, ANN, BTE_BLUE, at), 2); /* 2/2, 3/1 */
	/* a thirteenth card of a colour goes nowhere (limit) */
	g.discards[BTE_BLUE] = BTE_CARDS_PER_COLOUR;
	assert_int_equal(bte_legal(&g, ANN, BTE_BLUE, at), 0);
	/* whose pick it is does not change where the room may go */
	g.discards[BTE_BLUE] = 0;
	t->played = true;
	assert_int_equal(bte_legal(&g, ANN, BTE_BLUE, at), 2);
}

/* ---- the game: picks, phases, turns, limits ---- */

static void
test_pick_flow(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 3, false);
	place_ok(&g, CY, BTE_RED, 2, 2);  /* any order within a pick */
	discard_ok(&g, ANN, BTE_BLUE);
	assert_int_equal(g.pick, 1);
	place_ok(&g, BOB, BTE_RED, 2, 1);
	assert_int_equal(g.pick, 2);
	for (int i = 0; i < 3; i++)
		assert_false(g.p[i].played);
	discard_rest(&g);
	assert_int_equal(g.phase, BTE_TAKE);
	assert_int_equal(g.discards[BTE_BLUE], 1);
	assert_int_equal(g.discards_unknown, 3 * 4);
}

static void
test_second_entry_in_pick(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 2, false);
	place_ok(&g, ANN, BTE_RED, 2, 1);
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 2, 2, &why_),
	    BTE_E_TURN, BTE_WHY_PLAYED);
	ASSERT_REFUSED(&g, bte_discard(&g, ANN, BTE_NONE, &why_),
	    BTE_E_TURN, BTE_WHY_PLAYED);
	/* turn comes with every other rule the move breaks (bte-rules.md,
	 * "Rule ids"): level 6 is empty, no red touches, too high, left */
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 7, 1, &why_),
	    BTE_E_TURN | BTE_E_A | BTE_E_B | BTE_E_C | BTE_E_D,
	    BTE_WHY_PLAYED);
	/* the spec's example: on the centre line over the red room */
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 3, 2, &why_),
	    BTE_E_TURN | BTE_E_A, BTE_WHY_PLAYED);
}

static void
test_scoring_phase_errors(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 3, false);
	ASSERT_REFUSED(&g, bte_take(&g, ANN, BTE_X2, &why_), BTE_E_PHASE,
	    BTE_WHY_BUILDING);
	ASSERT_REFUSED(&g, bte_cover(&g, ANN, BTE_RED, &why_), BTE_E_PHASE,
	    BTE_WHY_BUILDING);
	ASSERT_REFUSED(&g, bte_choose(&g, ANN, BTE_RED, &why_), BTE_E_PHASE,
	    BTE_WHY_NOT_YOUNG);
	/* pick 5 still open: take is too early */
	for (int p = 0; p < 4; p++)
		for (int i = 0; i < 3; i++)
			discard_ok(&g, i, BTE_NONE);
	discard_ok(&g, ANN, BTE_NONE);
	ASSERT_REFUSED(&g, bte_take(&g, ANN, BTE_X2, &why_), BTE_E_PHASE,
	    BTE_WHY_BUILDING);
	discard_rest(&g);
	assert_int_equal(g.phase, BTE_TAKE);
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 2, 1, &why_),
	    BTE_E_PHASE, BTE_WHY_SCORING);
	ASSERT_REFUSED(&g, bte_discard(&g, ANN, BTE_RED, &why_),
	    BTE_E_PHASE, BTE_WHY_SCORING);
	ASSERT_REFUSED(&g, bte_cover(&g, ANN, BTE_RED, &why_), BTE_E_PHASE,
	    BTE_WHY_NOT_COVER);
	ASSERT_REFUSED(&g, bte_take(&g, BOB, BTE_X2, &why_), BTE_E_TURN,
	    BTE_WHY_NOT_YOURS);
	assert_int_equal(bte_take(&g, ANN, BTE_X2, NULL), 0);
	assert_int_equal(bte_take(&g, BOB, BTE_X2, NULL), 0);
	ASSERT_REFUSED(&g, bte_take(&g, CY, BTE_X2, &why_), BTE_E_LIMIT,
	    BTE_WHY_KIND);
	/* not her turn, and no x2 left: both are said */
	ASSERT_REFUSED(&g, bte_take(&g, ANN, BTE_X2, &why_),
	    BTE_E_TURN | BTE_E_LIMIT, BTE_WHY_NOT_YOURS);
	assert_int_equal(bte_take(&g, CY, BTE_ZERO, NULL), 0);
	assert_int_equal(g.phase, BTE_COVER);
	assert_int_equal(g.kinds_left[BTE_ZERO], 1); /* the unused card */
	ASSERT_REFUSED(&g, bte_take(&g, CY, BTE_ZERO, &why_), BTE_E_PHASE,
	    BTE_WHY_NOT_TAKE);
	/* covering goes in reverse: cy, bob, ann */
	assert_int_equal(bte_turn(&g), CY);
	ASSERT_REFUSED(&g, bte_cover(&g, ANN, BTE_RED, &why_), BTE_E_TURN,
	    BTE_WHY_NOT_YOURS);
	assert_int_equal(bte_cover(&g, CY, BTE_RED, NULL), 0);
	ASSERT_REFUSED(&g, bte_cover(&g, BOB, BTE_RED, &why_), BTE_E_LIMIT,
	    BTE_WHY_COVERED);
	ASSERT_REFUSED(&g, bte_cover(&g, ANN, BTE_RED, &why_),
	    BTE_E_TURN | BTE_E_LIMIT, BTE_WHY_NOT_YOURS);
	assert_int_equal(bte_cover(&g, BOB, BTE_BLUE, NULL), 0);
	assert_int_equal(bte_turn(&g), ANN);
}

static void
test_variant_phase_errors(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 2, false);
	discard_rest(&g);
	assert_int_equal(g.phase, BTE_COVER);
	ASSERT_REFUSED(&g, bte_take(&g, ANN, BTE_ZERO, &why_), BTE_E_PHASE,
	    BTE_WHY_NO_DRAFT);
	start(&g, 2, true);
	discard_rest(&g);
	assert_int_equal(g.phase, BTE_CHOOSE);
	ASSERT_REFUSED(&g, bte_take(&g, ANN, BTE_ZERO, &why_), BTE_E_PHASE,
	    BTE_WHY_NO_CHANGERS);
	ASSERT_REFUSED(&g, bte_cover(&g, ANN, BTE_RED, &why_), BTE_E_PHASE,
	    BTE_WHY_NO_CHANGERS);
	ASSERT_REFUSED(&g, bte_choose(&g, BOB, BTE_RED, &why_), BTE_E_TURN,
	    BTE_WHY_NOT_YOURS);
	assert_int_equal(bte_choose(&g, ANN, BTE_RED, NULL), 0);
	ASSERT_REFUSED(&g, bte_choose(&g, BOB, BTE_RED, &why_), BTE_E_LIMIT,
	    BTE_WHY_CHOSEN);
}

/* Play the two-player covers of one round. */
static void
cover_two(struct bte_game *g, int c1, int c2)
{
	int first = bte_turn(g);

	assert_int_equal(bte_cover(g, first, c1, NULL), 0);
	assert_int_equal(bte_cover(g, 1 - first, c2, NULL), 0);
}

static void
test_after_game_end(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 2, false);
	for (int r = 0; r < 3; r++) {
		discard_rest(&g);
		cover_two(&g, BTE_RED, BTE_BLUE);
	}
	assert_int_equal(g.phase, BTE_OVER);
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 2, 1, &why_),
	    BTE_E_PHASE, BTE_WHY_OVER);
	ASSERT_REFUSED(&g, bte_discard(&g, ANN, BTE_NONE, &why_),
	    BTE_E_PHASE, BTE_WHY_OVER);
	ASSERT_REFUSED(&g, bte_take(&g, ANN, BTE_X2, &why_), BTE_E_PHASE,
	    BTE_WHY_OVER);
	ASSERT_REFUSED(&g, bte_cover(&g, ANN, BTE_RED, &why_), BTE_E_PHASE,
	    BTE_WHY_OVER);
	ASSERT_REFUSED(&g, bte_choose(&g, ANN, BTE_RED, &why_), BTE_E_PHASE,
	    BTE_WHY_OVER);
}

static void
test_colour_limit(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 2, false);
	/* 11 red discards and one red room: the twelve red cards */
	for (int k = 0; k < 5; k++) {
		discard_ok(&g, ANN, BTE_RED);
		discard_ok(&g, BOB, BTE_RED);
	}
	cover_two(&g, BTE_BLUE, BTE_GREEN);
	discard_ok(&g, ANN, BTE_RED);
	place_ok(&g, BOB, BTE_RED, 2, 1);
	assert_int_equal(bte_colour_used(&g, BTE_RED), 12);
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 2, 1, &why_),
	    BTE_E_LIMIT, BTE_WHY_COLOUR);
	ASSERT_REFUSED(&g, bte_discard(&g, ANN, BTE_RED, &why_),
	    BTE_E_LIMIT, BTE_WHY_COLOUR);
	/* with other broken rules, limit comes last */
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 3, 2, &why_),
	    BTE_E_A | BTE_E_LIMIT, BTE_WHY_COLOUR);
	/* a 13th red room on an occupied slot: occupied and limit (and B,
	 * D: the room in the slot is no neighbour, the marker is left) */
	ASSERT_REFUSED(&g, bte_place(&g, BOB, BTE_RED, 2, 1, &why_),
	    BTE_E_OCCUPIED | BTE_E_B | BTE_E_D | BTE_E_LIMIT, BTE_WHY_COLOUR);
	discard_ok(&g, ANN, BTE_NONE); /* an unknown colour is always fine */
	discard_ok(&g, BOB, BTE_BLUE);
	assert_int_equal(g.pick, 3);
}

static void
test_room_limits(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 2, false);
	g.p[ANN].rooms_round = BTE_ROOMS_PER_ROUND;
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 2, 1, &why_),
	    BTE_E_LIMIT, BTE_WHY_ROUND);
	g.p[ANN].rooms_round = 0;
	g.p[ANN].rooms = BTE_ROOMS_PER_GAME;
	ASSERT_REFUSED(&g, bte_place(&g, ANN, BTE_RED, 2, 1, &why_),
	    BTE_E_LIMIT, BTE_WHY_GAME);
}

/* ---- chooser order and scoring ---- */

static void
test_chooser_order_ties(void **state)
{
	struct bte_game g;
	int order[BTE_MAX_PLAYERS];

	(void)state;
	start(&g, 3, false);
	/* round 1: only bob builds; nothing covers red */
	place_ok(&g, BOB, BTE_RED, 2, 1);
	discard_rest(&g);
	assert_int_equal(bte_first_chooser(&g), ANN);
	bte_order(&g, order);
	assert_int_equal(order[0], ANN);
	assert_int_equal(order[2], CY);
	assert_int_equal(bte_take(&g, ANN, BTE_X2, NULL), 0);
	assert_int_equal(bte_take(&g, BOB, BTE_ZERO, NULL), 0);
	assert_int_equal(bte_take(&g, CY, BTE_ZERO, NULL), 0);
	assert_int_equal(bte_cover(&g, CY, BTE_GREEN, NULL), 0);
	assert_int_equal(bte_cover(&g, BOB, BTE_BLUE, NULL), 0);
	assert_int_equal(bte_cover(&g, ANN, BTE_BROWN, NULL), 0);
	assert_int_equal(g.round, 2);
	assert_int_equal(bte_total(&g, BOB), 1);
	assert_int_equal(bte_first_chooser(&g), BOB);
	/* round 2: ann and cy build two rooms each, bob none: 2, 1, 2 */
	place_ok(&g, ANN, BTE_RED, 2, 1);
	place_ok(&g, CY, BTE_RED, 2, 1);
	discard_ok(&g, BOB, BTE_NONE);
	place_ok(&g, ANN, BTE_RED, 2, 2);
	place_ok(&g, CY, BTE_RED, 2, 2);
	discard_rest(&g);
	bte_order(&g, order);
	assert_int_equal(order[0], BOB);
	assert_int_equal(order[1], CY);
	assert_int_equal(order[2], ANN);
	assert_int_equal(bte_take(&g, BOB, BTE_X2, NULL), 0);
	assert_int_equal(bte_take(&g, CY, BTE_X2, NULL), 0);
	assert_int_equal(bte_take(&g, ANN, BTE_ZERO, NULL), 0);
	assert_int_equal(bte_turn(&g), ANN); /* reverse: ann, cy, bob */
	assert_int_equal(bte_cover(&g, ANN, BTE_GREEN, NULL), 0);
	assert_int_equal(bte_cover(&g, CY, BTE_BLUE, NULL), 0);
	assert_int_equal(bte_cover(&g, BOB, BTE_BROWN, NULL), 0);
	assert_int_equal(bte_total(&g, ANN), 2);
	assert_int_equal(bte_total(&g, BOB), 2);
	assert_int_equal(bte_total(&g, CY), 2);
	/* all tied on 2: the first met from bob (included) is bob */
	assert_int_equal(bte_first_chooser(&g), BOB);
	/* and why: bob chose first in round 2 and ties, so keeps it */
	struct bte_first f;
	bte_first_why(&g, 3, &f);
	assert_int_equal(f.chooser, BOB);
	assert_int_equal(f.prev, BOB);
	assert_int_equal(f.points, 2);
	assert_int_equal(f.ntied, 3);
	assert_int_equal(f.tied[0], BOB);
	assert_int_equal(f.tied[1], CY);
	assert_int_equal(f.tied[2], ANN);
}

static void
test_chooser_most_points(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 3, false);
	/* round 1: bob alone scores (1) */
	place_ok(&g, BOB, BTE_RED, 2, 1);
	discard_rest(&g);
	bte_take(&g, ANN, BTE_X2, NULL);
	bte_take(&g, BOB, BTE_X2, NULL);
	bte_take(&g, CY, BTE_ZERO, NULL);
	bte_cover(&g, CY, BTE_GREEN, NULL);
	bte_cover(&g, BOB, BTE_BLUE, NULL);
	bte_cover(&g, ANN, BTE_BROWN, NULL);
	assert_int_equal(bte_first_chooser(&g), BOB);
	/* round 2: ann and cy get 2 rooms each: ann 2, bob 1, cy 2 */
	place_ok(&g, ANN, BTE_YELLOW, 2, 1);
	place_ok(&g, CY, BTE_YELLOW, 2, 1);
	discard_ok(&g, BOB, BTE_NONE);
	place_ok(&g, ANN, BTE_YELLOW, 2, 2);
	place_ok(&g, CY, BTE_YELLOW, 2, 2);
	discard_rest(&g);
	bte_take(&g, BOB, BTE_X2, NULL);
	bte_take(&g, CY, BTE_X2, NULL);
	bte_take(&g, ANN, BTE_ZERO, NULL);
	bte_cover(&g, ANN, BTE_GREEN, NULL);
	bte_cover(&g, CY, BTE_BLUE, NULL);
	assert_int_equal(bte_cover(&g, BOB, BTE_RED, NULL), 0); /* red x2 */
	assert_int_equal(g.p[BOB].score[1], 2);
	assert_int_equal(bte_total(&g, ANN), 2);
	assert_int_equal(bte_total(&g, BOB), 3);
	assert_int_equal(bte_total(&g, CY), 2);
	assert_int_equal(bte_first_chooser(&g), BOB);
}

static void
test_chooser_tie_cy_before_ann(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 3, false);
	/* round 1: bob 1 point, so bob chooses first in round 2 */
	place_ok(&g, BOB, BTE_RED, 2, 1);
	discard_rest(&g);
	bte_take(&g, ANN, BTE_X2, NULL);
	bte_take(&g, BOB, BTE_X2, NULL);
	bte_take(&g, CY, BTE_ZERO, NULL);
	bte_cover(&g, CY, BTE_GREEN, NULL);
	bte_cover(&g, BOB, BTE_BLUE, NULL);
	bte_cover(&g, ANN, BTE_BROWN, NULL);
	/* round 2: ann and cy reach 2, bob stays on 1 (red covered zero) */
	place_ok(&g, ANN, BTE_YELLOW, 2, 1);
	place_ok(&g, CY, BTE_YELLOW, 2, 1);
	discard_ok(&g, BOB, BTE_NONE);
	place_ok(&g, ANN, BTE_YELLOW, 2, 2);
	place_ok(&g, CY, BTE_YELLOW, 2, 2);
	discard_rest(&g);
	bte_take(&g, BOB, BTE_ZERO, NULL);
	bte_take(&g, CY, BTE_X2, NULL);
	bte_take(&g, ANN, BTE_X2, NULL);
	bte_cover(&g, ANN, BTE_GREEN, NULL);
	bte_cover(&g, CY, BTE_BLUE, NULL);
	assert_int_equal(bte_cover(&g, BOB, BTE_RED, NULL), 0); /* red zero */
	assert_int_equal(bte_total(&g, ANN), 2);
	assert_int_equal(bte_total(&g, BOB), 1);
	assert_int_equal(bte_total(&g, CY), 2);
	/* tie ann/cy: going clockwise from bob, cy comes before ann */
	assert_int_equal(bte_first_chooser(&g), CY);
	struct bte_first f;
	bte_first_why(&g, 3, &f);
	assert_int_equal(f.chooser, CY);
	assert_int_equal(f.prev, BOB);
	assert_int_equal(f.ntied, 2);
	assert_int_equal(f.tied[0], CY);
	assert_int_equal(f.tied[1], ANN);
	assert_int_equal(g.first[0], ANN);
	assert_int_equal(g.first[1], BOB);
	assert_int_equal(g.first[2], CY);
}

static void
test_scoring_four_players(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 4, false);
	/* ann 2 red, bob 1 yellow, cy 1 green + 1 red, dan 1 blue */
	place_ok(&g, ANN, BTE_RED, 2, 1);
	place_ok(&g, BOB, BTE_YELLOW, 2, 1);
	place_ok(&g, CY, BTE_GREEN, 2, 1);
	place_ok(&g, DAN, BTE_BLUE, 2, 1);
	place_ok(&g, ANN, BTE_RED, 2, 2);
	discard_ok(&g, BOB, BTE_NONE);
	place_ok(&g, CY, BTE_RED, 2, 2);
	discard_ok(&g, DAN, BTE_NONE);
	discard_rest(&g);
	assert_int_equal(bte_take(&g, ANN, BTE_X2, NULL), 0);
	assert_int_equal(bte_take(&g, BOB, BTE_ZERO, NULL), 0);
	assert_int_equal(bte_take(&g, CY, BTE_ZERO, NULL), 0);
	ASSERT_REFUSED(&g, bte_take(&g, DAN, BTE_ZERO, &why_), BTE_E_LIMIT,
	    BTE_WHY_KIND);
	assert_int_equal(bte_take(&g, DAN, BTE_X2, NULL), 0);
	/* reverse order: dan x2 red, cy zero yellow, bob zero green,
	 * ann x2 blue */
	assert_int_equal(bte_cover(&g, DAN, BTE_RED, NULL), 0);
	assert_int_equal(bte_cover(&g, CY, BTE_YELLOW, NULL), 0);
	assert_int_equal(bte_cover(&g, BOB, BTE_GREEN, NULL), 0);
	assert_int_equal(bte_cover(&g, ANN, BTE_BLUE, NULL), 0);
	assert_int_equal(g.p[ANN].score[0], 4);  /* 2 red x2 */
	assert_int_equal(g.p[BOB].score[0], 0);  /* 1 yellow x0 */
	assert_int_equal(g.p[CY].score[0], 2);   /* green x0 + red x2 */
	assert_int_equal(g.p[DAN].score[0], 2);  /* 1 blue x2 */
	assert_int_equal(g.mult[0][BTE_RED], 2);
	assert_int_equal(g.mult[0][BTE_PURPLE], 1);
	assert_int_equal(bte_first_chooser(&g), ANN);
	/* round 2 changers are back on the table */
	assert_int_equal(g.cover[BTE_RED], BTE_PLAIN);
	assert_int_equal(g.phase, BTE_BUILD);
	assert_int_equal(g.pick, 1);
}

static void
test_scoring_two_players(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 2, false);
	place_ok(&g, ANN, BTE_RED, 2, 1);
	place_ok(&g, BOB, BTE_BLUE, 2, 2);
	place_ok(&g, ANN, BTE_GREEN, 2, 2);
	place_ok(&g, BOB, BTE_BLUE, 2, 1);
	discard_rest(&g);
	assert_int_equal(g.phase, BTE_COVER);
	assert_int_equal(g.p[ANN].held, BTE_ZERO);
	assert_int_equal(g.p[BOB].held, BTE_ZERO);
	/* round 1: the oldest covers first */
	assert_int_equal(bte_turn(&g), ANN);
	cover_two(&g, BTE_BLUE, BTE_RED);
	assert_int_equal(g.p[ANN].score[0], 1);  /* green */
	assert_int_equal(g.p[BOB].score[0], 0);  /* blue zero */
	place_ok(&g, BOB, BTE_BLUE, 3, 2);
	place_ok(&g, ANN, BTE_GREEN, 3, 3);
	discard_rest(&g);
	/* ann leads (1 to 0): she covers first */
	assert_int_equal(bte_turn(&g), ANN);
	cover_two(&g, BTE_PURPLE, BTE_GREEN);
	assert_int_equal(g.p[ANN].score[1], 1);  /* red 1, green zero */
	assert_int_equal(g.p[BOB].score[1], 3);
	/* bob leads 3 to 2 */
	discard_rest(&g);
	assert_int_equal(bte_turn(&g), BOB);
	ASSERT_REFUSED(&g, bte_cover(&g, ANN, BTE_RED, &why_), BTE_E_TURN,
	    BTE_WHY_NOT_YOURS);
	cover_two(&g, BTE_RED, BTE_YELLOW);
	assert_int_equal(g.phase, BTE_OVER);
	assert_int_equal(g.p[ANN].score[2], 2);  /* green 2 */
	assert_int_equal(g.p[BOB].score[2], 3);
	/* bonus: ann green 2, bob blue 3, red 1 to ann */
	assert_int_equal(g.p[ANN].bonus, 3);
	assert_int_equal(g.p[BOB].bonus, 3);
	assert_int_equal(bte_total(&g, ANN), 1 + 1 + 2 + 3);
	assert_int_equal(bte_total(&g, BOB), 0 + 3 + 3 + 3);
}

static void
test_scoring_three_players_unused_card(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 3, false);
	place_ok(&g, ANN, BTE_PURPLE, 2, 1);
	place_ok(&g, BOB, BTE_PURPLE, 2, 2);
	place_ok(&g, CY, BTE_BROWN, 2, 1);
	discard_rest(&g);
	assert_int_equal(bte_take(&g, ANN, BTE_ZERO, NULL), 0);
	assert_int_equal(bte_take(&g, BOB, BTE_ZERO, NULL), 0);
	assert_int_equal(bte_take(&g, CY, BTE_X2, NULL), 0);
	assert_int_equal(bte_cover(&g, CY, BTE_BROWN, NULL), 0);
	assert_int_equal(bte_cover(&g, BOB, BTE_PURPLE, NULL), 0);
	assert_int_equal(bte_cover(&g, ANN, BTE_RED, NULL), 0);
	assert_int_equal(g.p[ANN].score[0], 0);
	assert_int_equal(g.p[BOB].score[0], 0);
	assert_int_equal(g.p[CY].score[0], 2);
	assert_int_equal(g.round, 2);
	assert_int_equal(bte_first_chooser(&g), CY);
}

static void
test_scoring_younger(void **state)
{
	struct bte_game g;

	(void)state;
	start(&g, 3, true);
	place_ok(&g, ANN, BTE_RED, 2, 1);
	place_ok(&g, BOB, BTE_BLUE, 2, 1);
	place_ok(&g, CY, BTE_GREEN, 2, 1);
	place_ok(&g, ANN, BTE_YELLOW, 2, 2);
	place_ok(&g, BOB, BTE_BLUE, 2, 2);
	place_ok(&g, CY, BTE_GREEN, 2, 2);
	discard_rest(&g);
	assert_int_equal(g.phase, BTE_CHOOSE);
	assert_int_equal(bte_choose(&g, ANN, BTE_RED, NULL), 0);
	assert_int_equal(bte_choose(&g, BOB, BTE_BLUE, NULL), 0);
	assert_int_equal(bte_choose(&g, CY, BTE_PURPLE, NULL), 0);
	assert_int_equal(g.p[ANN].score[0], 1);  /* red only */
	assert_int_equal(g.p[BOB].score[0], 2);
	assert_int_equal(g.p[CY].score[0], 0);   /* green not chosen */
	assert_int_equal(g.mult[0][BTE_GREEN], 0);
	assert_int_equal(bte_first_chooser(&g), BOB);
	assert_false(g.chosen[BTE_RED]);  /* cards back for round 2 */
}

/* ---- end of game: bonus, winner, ranks ---- */

/* Fill a treehouse with counts[c] rooms of each colour, legality aside. */
static void
fill(struct bte_player *p, const int counts[BTE_COLOURS])
{
	int i = 0;

	memset(p->room, BTE_NONE, sizeof p->room);
	for (int c = 0; c < BTE_COLOURS; c++)
		for (int k = 0; k < counts[c]; k++)
			p->room[i++] = (signed char)c;
	bte_recount(p);
}

/* A game at the last cover of round 3, every earlier round scoring 0. */
static void
last_cover(struct bte_game *g, int n)
{
	start(g, n, false);
	for (int r = 0; r < 3; r++) {
		discard_rest(g);
		if (r == 2)
			break;
		if (n == 2) {
			cover_two(g, BTE_RED, BTE_BLUE);
			continue;
		}
		for (int k = 0; k < n; k++)
			assert_int_equal(bte_take(g, bte_turn(g),
			    k < 2 ? BTE_X2 : BTE_ZERO, NULL), 0);
		for (int k = 0; k < n; k++)
			assert_int_equal(bte_cover(g, bte_turn(g), k, NULL), 0);
	}
}

static void
test_bonus_majorities(void **state)
{
	static const int ann[6] = { 3, 2, 0, 1, 0, 0 };
	static const int bob[6] = { 3, 1, 0, 2, 0, 0 };
	static const int cy[6] = { 1, 0, 0, 2, 0, 1 };
	struct bte_game g;

	(void)state;
	last_cover(&g, 3);
	fill(&g.p[ANN], ann);
	fill(&g.p[BOB], bob);
	fill(&g.p[CY], cy);
	bte_take(&g, bte_turn(&g), BTE_ZERO, NULL);
	bte_take(&g, bte_turn(&g), BTE_ZERO, NULL);
	bte_take(&g, bte_turn(&g), BTE_X2, NULL);
	/* covers go in reverse: x2 on brown, zero on green and purple */
	assert_int_equal(bte_cover(&g, bte_turn(&g), BTE_BROWN, NULL), 0);
	assert_int_equal(bte_cover(&g, bte_turn(&g), BTE_GREEN, NULL), 0);
	assert_int_equal(bte_cover(&g, bte_turn(&g), BTE_PURPLE, NULL), 0);
	assert_int_equal(g.phase, BTE_OVER);
	/* red tie 3-3: nobody; yellow ann 2; blue tie 2-2: nobody; brown
	 * cy 1 */
	assert_int_equal(g.p[ANN].bonus, 2);
	assert_int_equal(g.p[BOB].bonus, 0);
	assert_int_equal(g.p[CY].bonus, 1);
	assert_int_equal(g.p[ANN].bonus_colour[BTE_YELLOW], 2);
	assert_int_equal(g.p[CY].bonus_colour[BTE_BROWN], 1);
	assert_int_equal(g.p[ANN].score[2], 6);
	assert_int_equal(g.p[BOB].score[2], 6);
	assert_int_equal(g.p[CY].score[2], 3 + 2);  /* red, 2 blue, brown x2 */
	assert_int_equal(bte_total(&g, ANN), 8);
}

/* A finished game whose totals and counts the test sets. */
static void
finished(struct bte_game *g, int n, const int totals[],
    const int counts[][BTE_COLOURS])
{
	start(g, n, false);
	g->phase = BTE_OVER;
	g->round = 3;
	g->scored = 3;
	for (int i = 0; i < n; i++) {
		fill(&g->p[i], counts[i]);
		g->p[i].score[2] = totals[i];
	}
}

/* bte_tiebreak answers "no tie", and bte_winners the one winner, from
 * the totals alone when one player has the most points, before they rank
 * anyone: on random finished games
 * (totals close enough to tie often, any counts), the same as the whole
 * reckoning from the ranks and the colour counts. */
static enum bte_tiebreak
tiebreak_from_ranks(const struct bte_game *g)
{
	int rank[BTE_MAX_PLAYERS], top[2], best[2] = { -1, -1 };
	int winners = 0, tied = 0, same_largest = 0, best_total = -1;

	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++)
		if (bte_total(g, i) > best_total)
			best_total = bte_total(g, i);
	for (int i = 0; i < g->nplayers; i++) {
		winners += rank[i] == 1;
		tied += bte_total(g, i) == best_total;
		if (rank[i] == 1)
			bte_top_counts(&g->p[i], best);
	}
	if (tied == 1)
		return BTE_TB_NONE;
	if (winners > 1)
		return BTE_TB_SHARED;
	for (int i = 0; i < g->nplayers; i++) {
		if (bte_total(g, i) != best_total)
			continue;
		bte_top_counts(&g->p[i], top);
		same_largest += top[0] == best[0];
	}
	return same_largest == 1 ? BTE_TB_LARGEST : BTE_TB_SECOND;
}

static void
test_tiebreak_random(void **state)
{
	int seen[4] = { 0 };

	(void)state;
	rng_state = 0x71eb;
	for (int round = 0; round < 20000; round++) {
		int n = 2 + (int)rnd(3), totals[BTE_MAX_PLAYERS];
		int counts[BTE_MAX_PLAYERS][BTE_COLOURS];
		struct bte_game g;

		for (int i = 0; i < n; i++) {
			totals[i] = 10 + (int)rnd(3);
			for (int c = 0; c < BTE_COLOURS; c++)
				counts[i][c] = (int)rnd(4);
		}
		finished(&g, n, totals, counts);
		g.p[rnd((unsigned)n)].bonus = (int)rnd(2);
		enum bte_tiebreak want = tiebreak_from_ranks(&g);
		assert_int_equal(bte_tiebreak(&g), want);
		seen[want]++;
		/* bte_winners likewise: the players ranked first, in order */
		int rank[BTE_MAX_PLAYERS], who[BTE_MAX_PLAYERS], nwant = 0;
		int got[BTE_MAX_PLAYERS], ngot = bte_winners(&g, got);

		bte_ranks(&g, rank);
		for (int i = 0; i < n; i++)
			if (rank[i] == 1)
				who[nwant++] = i;
		assert_int_equal(ngot, nwant);
		for (int i = 0; i < nwant; i++)
			assert_int_equal(got[i], who[i]);
	}
	/* every answer met */
	for (int k = 0; k < 4; k++)
		assert_true(seen[k] > 0);
}

static void
test_winner_outright(void **state)
{
	static const int totals[3] = { 10, 12, 9 };
	static const int counts[3][6] = {
		{ 5, 0, 0, 0, 0, 0 }, { 1, 1, 0, 0, 0, 0 }, { 0 }
	};
	struct bte_game g;
	int rank[4];

	(void)state;
	finished(&g, 3, totals, counts);
	bte_ranks(&g, rank);
	assert_int_equal(rank[BOB], 1);
	assert_int_equal(rank[ANN], 2);
	assert_int_equal(rank[CY], 3);
	assert_int_equal(bte_tiebreak(&g), BTE_TB_NONE);
}

static void
test_winner_by_largest_colour(void **state)
{
	static const int totals[3] = { 12, 12, 12 };
	static const int counts[3][6] = {
		{ 4, 1, 0, 0, 0, 0 }, { 5, 0, 0, 0, 0, 0 }, { 4, 3, 0, 0, 0, 0 }
	};
	struct bte_game g;
	int rank[4];

	(void)state;
	finished(&g, 3, totals, counts);
	bte_ranks(&g, rank);
	assert_int_equal(rank[BOB], 1);
	assert_int_equal(rank[CY], 2);  /* same largest as ann, better second */
	assert_int_equal(rank[ANN], 3);
	assert_int_equal(bte_tiebreak(&g), BTE_TB_LARGEST);
}

static void
test_winner_by_second_colour(void **state)
{
	static const int totals[2] = { 12, 12 };
	static const int counts[2][6] = {
		{ 0, 4, 0, 2, 1, 0 }, { 4, 0, 0, 0, 3, 0 }
	};
	struct bte_game g;
	int rank[4];

	(void)state;
	finished(&g, 2, totals, counts);
	bte_ranks(&g, rank);
	assert_int_equal(rank[BOB], 1);
	assert_int_equal(rank[ANN], 2);
	assert_int_equal(bte_tiebreak(&g), BTE_TB_SECOND);
}

static void
test_shared_victory_and_ranks(void **state)
{
	/* ann and cy share first; bob and dan share third: 1, 3, 1, 3 */
	static const int totals[4] = { 15, 11, 15, 11 };
	static const int counts[4][6] = {
		{ 4, 2, 1, 0, 0, 0 }, { 3, 0, 0, 0, 0, 0 },
		{ 0, 0, 0, 2, 4, 0 }, { 0, 3, 0, 0, 0, 0 }
	};
	struct bte_game g;
	int rank[4];

	(void)state;
	finished(&g, 4, totals, counts);
	bte_ranks(&g, rank);
	assert_int_equal(rank[ANN], 1);
	assert_int_equal(rank[CY], 1);
	assert_int_equal(rank[BOB], 3);
	assert_int_equal(rank[DAN], 3);
	assert_int_equal(bte_tiebreak(&g), BTE_TB_SHARED);
}

static void
test_ranks_competition_style(void **state)
{
	/* 1, 2, 2, 4 */
	static const int totals[4] = { 20, 15, 15, 3 };
	static const int counts[4][6] = {
		{ 1 }, { 2, 2 }, { 2, 2 }, { 6 }
	};
	struct bte_game g;
	int rank[4];

	(void)state;
	finished(&g, 4, totals, counts);
	bte_ranks(&g, rank);
	assert_int_equal(rank[ANN], 1);
	assert_int_equal(rank[BOB], 2);
	assert_int_equal(rank[CY], 2);
	assert_int_equal(rank[DAN], 4);
	assert_int_equal(bte_tiebreak(&g), BTE_TB_NONE);
}

static void
test_init_rejects(void **state)
{
	static const char *const longname[] = {
		"ann",
		"0123456789012345678901234567890123456789012345678901234567890123"
	};
	struct bte_game g;

	(void)state;
	assert_false(bte_init(&g, 1, names4, false));
	assert_false(bte_init(&g, 5, names4, false));
	assert_false(bte_init(&g, 2, longname, false));
	assert_true(bte_init(&g, 4, names4, true));
	assert_true(g.young);
	assert_string_equal(g.p[DAN].name, "dan");
	assert_int_equal(g.p[DAN].marker, BTE_CENTRE);
}

/* ---- facts the glue words (issue 17: decided here, not there) ---- */

/* The bonus of each colour: a single leader wins it, a tie wins nothing
 * (the leaders listed in seating order), an unbuilt colour has none. */
static void
test_colour_bonus_facts(void **state)
{
	struct bte_game g;
	struct bte_bonus b;

	(void)state;
	start(&g, 3, false);
	put(&g.p[ANN], BTE_RED, 2, 1);
	put(&g.p[ANN], BTE_RED, 2, 2);
	put(&g.p[BOB], BTE_RED, 2, 1);
	put(&g.p[BOB], BTE_BLUE, 2, 2);
	put(&g.p[CY], BTE_BLUE, 2, 1);
	bte_colour_bonus(&g, BTE_RED, &b);
	assert_int_equal(b.most, 2);
	assert_int_equal(b.nleaders, 1);
	assert_int_equal(b.leader[0], ANN);
	assert_true(b.won);
	bte_colour_bonus(&g, BTE_BLUE, &b);
	assert_int_equal(b.most, 1);
	assert_int_equal(b.nleaders, 2);
	assert_int_equal(b.leader[0], BOB);
	assert_int_equal(b.leader[1], CY);
	assert_false(b.won);
	bte_colour_bonus(&g, BTE_GREEN, &b);
	assert_int_equal(b.most, 0);
	assert_int_equal(b.nleaders, 0);
	assert_false(b.won);
}

/* Who acts, and in which order: the draft takes in chooser order and
 * covers in reverse; two players cover in order; in a pick those
 * without a card are still to play. */
static void
test_orders_and_to_play(void **state)
{
	struct bte_game g;
	int order[BTE_MAX_PLAYERS], who[BTE_MAX_PLAYERS];

	(void)state;
	start(&g, 3, false);
	assert_int_equal(bte_scoring(&g), BTE_SCORE_DRAFT);
	discard_ok(&g, BOB, BTE_NONE);
	assert_int_equal(bte_to_play(&g, who), 2);
	assert_int_equal(who[0], ANN);
	assert_int_equal(who[1], CY);
	discard_rest(&g);
	assert_int_equal(g.phase, BTE_TAKE);
	assert_int_equal(bte_phase_order(&g, BTE_TAKE, order), 3);
	assert_int_equal(order[0], ANN);
	assert_int_equal(order[2], CY);
	assert_int_equal(bte_phase_order(&g, BTE_COVER, order), 3);
	assert_int_equal(order[0], CY);
	assert_int_equal(order[2], ANN);
	assert_int_equal(bte_take(&g, ANN, BTE_X2, NULL), 0);
	assert_int_equal(bte_to_play(&g, who), 2);
	assert_int_equal(who[0], BOB);
	assert_int_equal(who[1], CY);

	start(&g, 2, false);
	assert_int_equal(bte_scoring(&g), BTE_SCORE_ZERO);
	discard_rest(&g);
	assert_int_equal(g.phase, BTE_COVER);
	bte_phase_order(&g, BTE_COVER, order);
	assert_int_equal(order[0], ANN);
	assert_int_equal(order[1], BOB);
	start(&g, 2, true);
	assert_int_equal(bte_scoring(&g), BTE_SCORE_CHOSEN);
}

/* Where a room would leave the marker, and the rules that hold wherever
 * the room goes. */
static void
test_marker_after_and_entry(void **state)
{
	struct bte_player p = empty_tree(BTE_RIGHT);
	struct bte_reasons r;
	struct bte_game g;

	(void)state;
	bte_explain_tree(&p, BTE_RED, 2, 1, &r);
	assert_int_equal(r.marker_after, BTE_CENTRE);
	bte_explain_tree(&p, BTE_RED, 3, 2, &r);
	assert_int_equal(r.marker_after, BTE_RIGHT);
	bte_explain_tree(&p, BTE_RED, 2, 2, &r);
	assert_true(r.broken & BTE_E_D);
	assert_int_equal(r.marker_after, BTE_RIGHT);
	p = empty_tree(BTE_CENTRE);
	bte_explain_tree(&p, BTE_RED, 2, 1, &r);
	assert_int_equal(r.marker_after, BTE_LEFT);

	start(&g, 2, false);
	place_ok(&g, ANN, BTE_RED, 2, 1);
	bte_explain_entry(&g, ANN, BTE_RED, &r);
	assert_int_equal(r.broken, BTE_E_TURN);
	assert_int_equal(r.entry, BTE_WHY_PLAYED);
	assert_int_equal(r.used, 1);
	assert_int_equal(r.rooms_round, 1);
	bte_explain_entry(&g, BOB, BTE_RED, &r);
	assert_int_equal(r.broken, 0);
}

/* A game in any state its fields may hold, legal or not: random trees
 * (empty to full), markers, entries, room counts, discards, phase. */
static void
random_game(struct bte_game *g)
{
	start(g, 2 + (int)rnd(3), rnd(2));
	g->phase = (enum bte_phase)rnd(BTE_OVER + 1);
	g->round = 1 + (int)rnd(BTE_ROUNDS);
	g->first[g->round - 1] = (int)rnd((unsigned)g->nplayers);
	g->step = (int)rnd((unsigned)g->nplayers + 1);
	for (int c = 0; c < BTE_COLOURS; c++)
		g->discards[c] = (int)rnd(BTE_CARDS_PER_COLOUR + 1);
	for (int i = 0; i < g->nplayers; i++) {
		struct bte_player *p = &g->p[i];
		unsigned full = rnd(5);

		for (int k = 0; k < BTE_SLOTS; k++)
			p->room[k] = (signed char)(rnd(4) < full ?
			    (int)rnd(BTE_COLOURS) : BTE_NONE);
		bte_recount(p);
		p->marker = (signed char)((int)rnd(3) - 1);
		p->played = rnd(2);
		p->rooms_round = (int)rnd(BTE_ROOMS_PER_ROUND + 2);
		p->rooms = (int)rnd(BTE_ROOMS_PER_GAME + 2);
	}
}

/* place, discard and legal judge from the bits alone (bte_check_rules
 * and the entry's own checks), not from bte_explain()'s facts: on games
 * in any state, every player, colour and position (beyond the tree
 * too), each says exactly the bits the explaining judge finds, and
 * changes nothing when it refuses. */
static void
test_quick_judge_random(void **state)
{
	static const struct bte_pos far[] = {
		{ 8, 1 }, { 8, 7 }, { 9, 5 }, { 1000, 500 }, { 1000000, 1 },
		{ 1000000, 1000000 }
	};
	struct bte_pos at[64];
	int nat = 0;

	/* levels 1 to 7 with a slot either side of each, then far above */
	for (int level = 1; level <= BTE_TOP_LEVEL + 1; level++)
		for (int slot = 0; slot <= level + 1; slot++)
			at[nat++] = (struct bte_pos){ level, slot };
	for (size_t i = 0; i < sizeof far / sizeof far[0]; i++)
		at[nat++] = far[i];
	(void)state;
	rng_state = 0x9a7e;
	for (int round = 0; round < 600; round++) {
		struct bte_game g, t;
		struct bte_reasons r;
		enum bte_why why;

		random_game(&g);
		/* whose turn it is: the phase order's place `step` */
		if (g.step < g.nplayers && g.phase != BTE_BUILD &&
		    g.phase != BTE_OVER) {
			int order[BTE_MAX_PLAYERS];

			bte_phase_order(&g, g.phase, order);
			assert_int_equal(bte_turn(&g), order[g.step]);
		} else {
			assert_int_equal(bte_turn(&g), BTE_NONE);
		}
		for (int colour = 0; colour < BTE_COLOURS; colour++) {
			int used = g.discards[colour];

			for (int pl = 0; pl < g.nplayers; pl++)
				for (int i = 0; i < BTE_SLOTS; i++)
					used += g.p[pl].room[i] == colour;
			assert_int_equal(bte_colour_used(&g, colour), used);
		}
		/* each colour's count, as points at 1 a room of one colour */
		for (int colour = 0; colour < BTE_COLOURS; colour++) {
			signed char mult[BTE_COLOURS] = { 0 };

			mult[colour] = 1;
			assert_int_equal(bte_points(&g.p[0], mult),
			    bte_count(&g.p[0], colour));
		}
		for (int pl = 0; pl < g.nplayers; pl++) {
			for (int colour = BTE_NONE; colour < BTE_COLOURS; colour++) {
				bte_explain_discard(&g, pl, colour, &r);
				t = g;
				why = BTE_WHY_NONE;
				assert_int_equal(bte_discard(&t, pl, colour, &why),
				    r.broken);
				if (r.broken & (BTE_E_PHASE | BTE_E_TURN))
					assert_int_equal(why, r.entry);
				if (r.broken)
					assert_memory_equal(&t, &g, sizeof g);
			}
			for (int colour = 0; colour < BTE_COLOURS; colour++) {
				struct bte_pos list[BTE_SLOTS];
				int n = bte_legal(&g, pl, colour, list), k = 0;

				for (int i = 0; i < nat; i++) {
					int level = at[i].level, slot = at[i].slot;

					bte_explain(&g, pl, colour, level, slot, &r);
					assert_int_equal(bte_check_rules(&g.p[pl],
					    colour, level, slot), r.broken & BTE_E_TREE);
					/* no slot (level 1, slot 0 or past the
					 * level's last) and nothing broken: the
					 * command never asks it (find_position
					 * reads levels from 2 and slots 1 to the
					 * level), and the room has nowhere to go */
					if (r.broken == 0 && bte_slot_index(level, slot) < 0)
						continue;
					t = g;
					assert_int_equal(bte_place(&t, pl, colour, level,
					    slot, NULL), r.broken);
					t = g;
					why = BTE_WHY_NONE;
					assert_int_equal(bte_place(&t, pl, colour, level,
					    slot, &why), r.broken);
					if (r.broken & (BTE_E_PHASE | BTE_E_TURN))
						assert_int_equal(why, r.entry);
					if (r.broken)
						assert_memory_equal(&t, &g, sizeof g);
					if (level < 2 || level > BTE_TOP_LEVEL ||
					    slot < 1 || slot > level ||
					    (r.broken & BTE_E_WHERE))
						continue;
					/* legal lists it, in slot order */
					assert_true(k < n);
					assert_int_equal(list[k].level, level);
					assert_int_equal(list[k].slot, slot);
					k++;
				}
				assert_int_equal(k, n);
			}
		}
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_slot_index_round_trip),
		cmocka_unit_test(test_positions),
		cmocka_unit_test(test_sides),
		cmocka_unit_test(test_supports),
		cmocka_unit_test(test_touching_six_ways),
		cmocka_unit_test(test_occupied_every_level),
		cmocka_unit_test(test_support_level2),
		cmocka_unit_test(test_support_edges),
		cmocka_unit_test(test_support_inner_and_centres),
		cmocka_unit_test(test_explain_same_random),
		cmocka_unit_test(test_quick_judge_random),
		cmocka_unit_test(test_height),
		cmocka_unit_test(test_balance),
		cmocka_unit_test(test_marker_moves),
		cmocka_unit_test(test_example_red_7_3),
		cmocka_unit_test(test_example_blue_2_1),
		cmocka_unit_test(test_example_red_3_2),
		cmocka_unit_test(test_room_in_slot_never_touches),
		cmocka_unit_test(test_many_rules_at_once),
		cmocka_unit_test(test_explain_lists_rooms),
		cmocka_unit_test(test_legal_list),
		cmocka_unit_test(test_pick_flow),
		cmocka_unit_test(test_second_entry_in_pick),
		cmocka_unit_test(test_scoring_phase_errors),
		cmocka_unit_test(test_variant_phase_errors),
		cmocka_unit_test(test_after_game_end),
		cmocka_unit_test(test_colour_limit),
		cmocka_unit_test(test_room_limits),
		cmocka_unit_test(test_chooser_order_ties),
		cmocka_unit_test(test_chooser_most_points),
		cmocka_unit_test(test_chooser_tie_cy_before_ann),
		cmocka_unit_test(test_scoring_four_players),
		cmocka_unit_test(test_scoring_two_players),
		cmocka_unit_test(test_scoring_three_players_unused_card),
		cmocka_unit_test(test_scoring_younger),
		cmocka_unit_test(test_bonus_majorities),
		cmocka_unit_test(test_winner_outright),
		cmocka_unit_test(test_tiebreak_random),
		cmocka_unit_test(test_winner_by_largest_colour),
		cmocka_unit_test(test_winner_by_second_colour),
		cmocka_unit_test(test_shared_victory_and_ranks),
		cmocka_unit_test(test_ranks_competition_style),
		cmocka_unit_test(test_init_rejects),
		cmocka_unit_test(test_colour_bonus_facts),
		cmocka_unit_test(test_orders_and_to_play),
		cmocka_unit_test(test_marker_after_and_entry),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
