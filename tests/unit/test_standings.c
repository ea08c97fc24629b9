/* test_standings.c — the tournament table from the results a game gives
 * (game.h): tournament points (n - p) / (n - 1), shared places sharing,
 * the share of a best score of 0 or less, the order of the tie-breaks,
 * a cooperative game unranked; and every registered game gives its
 * results and names every part and column it uses. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "standings.h"
#include "svg.h"
#include "util.h"

/* A game whose state is the results themselves. */
static void
fake_results(const void *state, struct game_results *r)
{
	memcpy(r, state, sizeof *r);
}

static const struct game_ops fake = { .id = "fake", .title = "Fake",
	.results = fake_results };
static const struct game_ops team = { .id = "team", .title = "Team",
	.results = fake_results };

static void
seat(struct game_results *r, const char *name, int score, int place)
{
	r->p[r->n].name = name;
	r->p[r->n].score = score;
	r->p[r->n].place = place;
	r->n++;
	r->finished = true;
}

/* The row of `name` in the sheet: its cells from column 1 joined. */
static void
row_of(const struct sheet *sh, const char *name, char *out, size_t size)
{
	out[0] = '\0';
	for (int r = 1; r < sh->nrows; r++)
		if (strcmp(sheet_cell(sh, r, 2), name) == 0) {
			for (int c = 1; c < sh->ncols; c++) {
				strncat(out, sheet_cell(sh, r, c), size - strlen(out) - 1);
				strncat(out, c + 1 < sh->ncols ? "," : "", size - strlen(out) - 1);
			}
			return;
		}
}

static void
shared_places(void **unused)
{
	(void)unused;
	struct game_results a = { 0 }, b = { 0 };
	struct standings *t = standings_new();
	struct sheet sh = { 0 };
	char row[128];

	/* two tied winners at four: (1 + 2/3) / 2 each; then 1/3 and 0 */
	seat(&a, "ann", 10, 1);
	seat(&a, "bob", 10, 1);
	seat(&a, "cy", 8, 3);
	seat(&a, "dan", 4, 4);
	/* a table whose best score is below 0: at the best, 100% */
	seat(&b, "ann", -2, 2);
	seat(&b, "cy", -1, 1);
	standings_add(t, &fake, &a);
	standings_add(t, &fake, &b);
	standings_sheet(t, &sh, '.');
	/* as many points and wins: the better share first */
	row_of(&sh, "ann", row, sizeof row);
	assert_string_equal(row, "3,ann,2,1,0.83,50.0,8");
	row_of(&sh, "bob", row, sizeof row);
	assert_string_equal(row, "2,bob,1,1,0.83,100.0,10");
	row_of(&sh, "cy", row, sizeof row);
	/* 1/3 + 1 and a share of (0.8 + 1) / 2 */
	assert_string_equal(row, "1,cy,2,1,1.33,90.0,7");
	row_of(&sh, "dan", row, sizeof row);
	assert_string_equal(row, "4,dan,1,0,0.00,40.0,4");
	sheet_free(&sh);
	standings_free(t);
}

static void
equal_share_a_rank(void **unused)
{
	(void)unused;
	struct game_results a = { 0 }, b = { 0 };
	struct standings *t = standings_new();
	struct sheet sh = { 0 };
	char row[128];

	seat(&a, "ann", 5, 1);
	seat(&a, "bob", 3, 2);
	seat(&b, "Bób", 5, 1); /* bob as `new` compares names */
	seat(&b, "ANN", 3, 2);
	standings_add(t, &fake, &a);
	standings_add(t, &fake, &b);
	standings_sheet(t, &sh, ',');
	assert_int_equal(sh.nrows, 3);
	row_of(&sh, "ann", row, sizeof row);
	assert_string_equal(row, "1,ann,2,1,1,00,80,0,8");
	row_of(&sh, "bob", row, sizeof row);
	assert_string_equal(row, "1,bob,2,1,1,00,80,0,8");
	sheet_free(&sh);
	standings_free(t);
}

static void
one_player_and_unfinished_count_nothing(void **unused)
{
	(void)unused;
	struct game_results a = { 0 }, b = { 0 };
	struct standings *t = standings_new();
	struct sheet sh = { 0 };

	seat(&a, "ann", 5, 1);
	seat(&b, "ann", 5, 1);
	seat(&b, "bob", 3, 2);
	b.finished = false;
	standings_add(t, &fake, &a);
	standings_add(t, &fake, &b);
	standings_sheet(t, &sh, '.');
	assert_int_equal(sh.nrows, 1);
	sheet_free(&sh);
	standings_free(t);
}

static void
a_team_is_not_ranked(void **unused)
{
	(void)unused;
	struct game_results a = { 0 };
	struct standings *t = standings_new();
	struct sheet sh = { 0 };
	char row[128];

	seat(&a, "ann", 4, 0);
	seat(&a, "bob", 4, 0);
	a.team = true;
	a.won = true;
	a.nparts = 1;
	a.part[0] = "trees";
	standings_add(t, &team, &a);
	standings_sheet(t, &sh, '.');
	row_of(&sh, "bob", row, sizeof row);
	assert_string_equal(row, ",bob,1,1,,,4");
	assert_true(standings_team(t, 0));
	assert_string_equal(standings_part(t, 0), "trees");
	sheet_free(&sh);
	standings_free(t);
}

/* Every game gives its results and labels every column of its sheet
 * and every part of its results, at the start of a game. */
static void
every_game_gives_results(void **unused)
{
	(void)unused;
	for (int i = 0; game_list[i]; i++) {
		const struct game_ops *g = game_list[i];
		assert_non_null(g->results);
		assert_non_null(g->labels);
		void *state = calloc(1, g->state_size);
		char a1[] = "ann:30", b1[] = "bob:40", a2[] = "ann", b2[] = "bob";
		char *names[] = { a1, b1, NULL }, *plain[] = { a2, b2, NULL };
		struct game_new n = { 0, 2, g->name_size ? plain : names };
		struct verdict v;
		struct game_results r;
		struct sheet sh = { 0 };
		verdict_init(&v);
		assert_true(g->start(state, &n, &v));
		g->results(state, &r);
		assert_false(r.finished);
		assert_int_equal(r.n, 2);
		/* (a copy: game_label gives back the id it is given when the
		 * game has no label for it) */
		char id[64];
		for (int k = 0; k < r.nparts; k++) {
			snprintf(id, sizeof id, "%s", r.part[k]);
			assert_true(game_label(g, id) != id);
		}
		g->sheet(state, &sh);
		for (int c = 0; c < sh.ncols; c++) {
			snprintf(id, sizeof id, "%s", sheet_cell(&sh, 0, c));
			assert_true(game_label(g, id) != id);
		}
		sheet_free(&sh);
		verdict_free(&v);
		free(state);
	}
}

/* Players equal on every tie-break are listed as `new` compares names:
 * case and accents aside, not capitals first. */
static void
ties_ordered_as_names_compare(void **unused)
{
	(void)unused;
	struct game_results a = { 0 }, b = { 0 }, c = { 0 };
	struct standings *t = standings_new();
	struct sheet sh = { 0 };

	seat(&a, "Zo\u00e9", 5, 1);
	seat(&a, "kim", 4, 2);
	seat(&b, "L\u00e9a", 5, 1);
	seat(&b, "max", 4, 2);
	seat(&c, "bj\u00f8rn", 5, 1);
	seat(&c, "ned", 4, 2);
	standings_add(t, &fake, &a);
	standings_add(t, &fake, &b);
	standings_add(t, &fake, &c);
	standings_sheet(t, &sh, '.');
	assert_int_equal(sh.nrows, 7);
	assert_string_equal(sheet_cell(&sh, 1, 2), "bj\u00f8rn");
	assert_string_equal(sheet_cell(&sh, 2, 2), "L\u00e9a");
	assert_string_equal(sheet_cell(&sh, 3, 2), "Zo\u00e9");
	assert_string_equal(sheet_cell(&sh, 1, 1), "1");
	assert_string_equal(sheet_cell(&sh, 3, 1), "1");
	sheet_free(&sh);
	standings_free(t);
}

/* Points and shares are rounded half up as a person rounds them, not
 * to the binary double's nearest: 0.625 points shows 0.63, 96.25 %
 * shows 96.3, 6.25 % shows 6.3. */
static void
rounded_half_up(void **unused)
{
	(void)unused;
	struct game_results a = { 0 };
	struct standings *t = standings_new();
	struct sheet sh = { 0 };
	char row[128];

	/* five players, two sharing places 2 and 3: (3/4 + 2/4) / 2 each */
	seat(&a, "ann", 80, 1);
	seat(&a, "bob", 77, 2);
	seat(&a, "cy", 77, 2);
	seat(&a, "dan", 10, 4);
	seat(&a, "eve", 5, 5);
	standings_add(t, &fake, &a);
	standings_sheet(t, &sh, '.');
	row_of(&sh, "bob", row, sizeof row);
	assert_string_equal(row, "2,bob,1,0,0.63,96.3,77");
	row_of(&sh, "eve", row, sizeof row);
	/* 5/80: 6.25 % */
	assert_string_equal(row, "5,eve,1,0,0.00,6.3,5");
	sheet_free(&sh);
	standings_free(t);
	/* the rounding itself, where binary doubles fall below the half */
	static const struct { double x; int d; const char *text; } cases[] = {
		{ 2.675, 2, "2.68" }, { 1.005, 2, "1.01" }, { 9.995, 2, "10.00" },
		{ 99.95, 1, "100.0" }, { -0.625, 2, "-0.63" }, { 2.5, 0, "3" },
		{ 0.0, 1, "0.0" }, { 1.0 / 3, 2, "0.33" }, { 2.0 / 3, 2, "0.67" },
		{ 0.8333333333333334, 2, "0.83" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct sbuf b = { 0 };
		sbuf_decimal(&b, cases[i].x, cases[i].d);
		assert_string_equal(b.s, cases[i].text);
		sbuf_free(&b);
	}
}

/* svg_number writes a number's tenth digit by digit where it is sure:
 * on random values (whole, half, tenths, ties and their neighbours,
 * tiny, huge, negative, -0.0, NaN, infinities), exactly what printf's
 * "%.1f" writes. */
static void
svg_number_is_printf(void **state)
{
	static const double odd[] = { 0.0, -0.0, 0.5, -0.5, 0.25, 0.05, 0.15,
		1e-300, 999999999.5, 1e9, 1e9 - 0.5, 4e18, 1e300, -1e300 };
	uint64_t r = 0x5ee9;

	(void)state;
	for (int i = 0; i < 200000; i++) {
		char want[400];
		struct sbuf b = { 0 };
		double x;

		r = r * 6364136223846793005u + 1442695040888963407u;
		switch (i % 8) {
		case 6: /* a tie k + 0.25 or 0.75 (exact), or a hair off one */
			x = (double)(r >> 44) + ((r >> 40) % 2 ? 0.25 : 0.75);
			{
				/* the double below or above it, or itself */
				uint64_t bits;

				memcpy(&bits, &x, sizeof bits);
				bits += (r >> 38) % 3 - 1;
				memcpy(&x, &bits, sizeof x);
			}
			break;
		case 7: /* near x.x5, which has no exact double */
			x = (double)(r >> 34) / 1e3 + 0.05;
			x = (double)(long)(x * 10) / 10 + 0.05;
			break;
		case 0: x = (double)(r >> 44); break;              /* whole */
		case 1: x = (double)(r >> 44) + 0.5; break;        /* half */
		case 2: x = (double)(r >> 40) / 10.0; break;       /* tenths */
		case 3: x = -(double)(r >> 50) / 2.0; break;       /* negative */
		case 4: x = (double)(int64_t)r / 3.0; break;       /* anything */
		default: x = odd[(r >> 33) % (sizeof odd / sizeof odd[0])];
			if ((r >> 40) % 7 == 0)
				x = (r >> 41) % 2 ? INFINITY : NAN;
			break;
		}
		snprintf(want, sizeof want, "<x=\"%.1f\"", x);
		svg_number(&b, "<x", x);
		assert_string_equal(sbuf_str(&b), want);
		sbuf_free(&b);
	}
}

/* svg_ink reads "#rrggbb" by hand: on random fills (six hex digits of
 * either case, and strings with other characters, shorter or longer),
 * the ink sscanf's reading chooses. */
static void
svg_ink_is_sscanf(void **state)
{
	static const char chars[] = "0123456789abcdefABCDEFxX +-#g \t";
	uint64_t r = 0x1a7c;

	(void)state;
	for (int i = 0; i < 200000; i++) {
		char fill[10];
		unsigned cr, cg, cb;
		int n;

		r = r * 6364136223846793005u + 1442695040888963407u;
		n = i % 4 ? 7 : (int)((r >> 20) % 9);
		for (int k = 0; k < n; k++) {
			/* mostly hex digits, now and then anything */
			unsigned pick = (unsigned)(r >> (3 * k + 24)) % 64;

			fill[k] = chars[pick < 56 ? pick % 22 : pick % (sizeof chars - 1)];
		}
		fill[n] = '\0';
		if (n > 0 && (r >> 60) % 8)
			fill[0] = '#';
		const char *want = fill[0] != '#' || sscanf(fill + 1, "%2x%2x%2x",
		    &cr, &cg, &cb) != 3 ? "#000000" : 299 * cr + 587 * cg +
		    114 * cb > 150000 ? "#000000" : "#ffffff";
		assert_string_equal(svg_ink(fill), want);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(shared_places),
		cmocka_unit_test(equal_share_a_rank),
		cmocka_unit_test(one_player_and_unfinished_count_nothing),
		cmocka_unit_test(a_team_is_not_ranked),
		cmocka_unit_test(ties_ordered_as_names_compare),
		cmocka_unit_test(rounded_half_up),
		cmocka_unit_test(svg_number_is_printf),
		cmocka_unit_test(svg_ink_is_sscanf),
		cmocka_unit_test(every_game_gives_results),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
