/* test_bte_property.c — thousands of random legal Best Treehouse Ever
 * games, checked after every move against a model kept by the test; in
 * some of them, before every entry, the dispute tools `why` and `legal`
 * are checked against `place` for every colour and slot. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "bte.h"
#include "drive.h"
#include "bte_ops.h"

#define GAMES 1000
#define TOOL_GAMES 12 /* games of each kind where the tools are checked */

#include "rng.h"

/* The test's own picture of a game, written without the engine. */
struct model {
	int n;
	bool young;
	int tree[BTE_MAX_PLAYERS][8][8]; /* [level][slot], colour or -1 */
	int sides[BTE_MAX_PLAYERS];       /* sum of the sides built on */
	int rooms_round[BTE_MAX_PLAYERS];
	int rooms[BTE_MAX_PLAYERS];
	int used[BTE_COLOURS];            /* rooms + discards with colour */
	int points[BTE_MAX_PLAYERS];
	int first;                        /* first chooser this round */
};

static const char *const names[] = { "ann", "bob", "cy", "dan" };
static const char *const colour_words[BTE_COLOURS] = {
	"red", "yellow", "green", "blue", "purple", "brown"
};

/* Set in the games where the tools are checked: they also favour red,
 * so that its twelve cards run out (rule `limit`). */
static bool tools;
static struct verdict v_place, v_why, v_legal;

static int
random_colour(void)
{
	return tools && rnd(3) == 0 ? BTE_RED : (int)rnd(BTE_COLOURS);
}

/* Bits as ids, in the order bte-rules.md gives for a rejection. */
static void
ids_of(unsigned bits, char *out, size_t size)
{
	static const struct { unsigned bit; const char *id; } order[] = {
		{ BTE_E_PHASE, "phase" }, { BTE_E_TURN, "turn" },
		{ BTE_E_OCCUPIED, "occupied" }, { BTE_E_A, "A" }, { BTE_E_B, "B" },
		{ BTE_E_C, "C" }, { BTE_E_D, "D" }, { BTE_E_LIMIT, "limit" },
	};

	out[0] = '\0';
	for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
		if (bits & order[i].bit)
			snprintf(out + strlen(out), size - strlen(out), "%s%s",
			    out[0] ? ", " : "", order[i].id);
}

/* For one player and colour, in the game as it stands: at every slot of
 * levels 2 to 6 and one of level 7, the ids `why` names broken are those
 * `place` refuses with, and those of the core's judge; and `legal` lists
 * exactly the slots where place's only ids (if any) are phase and turn. */
static void
check_tools_colour(const struct bte_game *g, int p, int colour)
{
	bool want[8][8] = { { false } }, seen[8][8] = { { false } };
	char line[128], a[128], b[128], c[128];
	const char *at;

	for (int l = 2; l <= 7; l++)
		for (int s = 1; s <= l; s++) {
			struct bte_reasons r;
			unsigned where;

			if (l == 7 && s != 1 + (int)rnd(7))
				continue;
			snprintf(line, sizeof line, "place %s %s %d %d", names[p],
			    colour_words[colour], l, s);
			bool ok = drive(&bte_ops, g, line, &v_place);
			drive_rules(&v_place, a, sizeof a);
			snprintf(line, sizeof line, "why %s %s %d %d", names[p],
			    colour_words[colour], l, s);
			assert_true(drive(&bte_ops, g, line, &v_why));
			/* the rules why found broken, through verdict_check */
			b[0] = '\0';
			for (int k = 0; k < v_why.run.nbroken; k++)
				snprintf(b + strlen(b), sizeof b - strlen(b),
				    "%s%s", k ? ", " : "", v_why.run.broken[k]);
			assert_int_equal(v_why.run.nchecks, BTE_E_COUNT);
			/* its heading names the treehouse asked about */
			assert_string_equal(drive_ids(&v_why, "A ", "in ",
			    "'s treehouse", c, sizeof c), names[p]);
			if (strcmp(a, b) != 0)
				fail_msg("%s: place says [%s], why says [%s]\n%s",
				    line, a, b, v_why.msg.s);
			assert_int_equal(ok, a[0] == '\0');
			/* the same ids from the core's judge, in the spec's order */
			bte_explain(g, p, colour, l, s, &r);
			ids_of(r.broken, c, sizeof c);
			if (strcmp(a, c) != 0)
				fail_msg("%s: place says [%s], the core [%s]", line,
				    a, c);
			where = r.broken & BTE_E_WHERE;
			if (l <= 6)
				want[l][s] = where == 0;
		}
	snprintf(line, sizeof line, "legal %s %s", names[p], colour_words[colour]);
	assert_true(drive(&bte_ops, g, line, &v_legal));
	for (at = v_legal.msg.s; at && *at; at = strchr(at, '\n') ? strchr(at,
	    '\n') + 1 : NULL) {
		int l, s;

		if (sscanf(at, "level %d slot %d:", &l, &s) == 2) {
			assert_true(l >= 2 && l <= 6 && s >= 1 && s <= l);
			seen[l][s] = true;
		}
	}
	for (int l = 2; l <= 6; l++)
		for (int s = 1; s <= l; s++)
			if (want[l][s] != seen[l][s])
				fail_msg("legal %s %s: level %d slot %d %s\n%s",
				    names[p], colour_words[colour], l, s, want[l][s] ?
				    "missing" : "listed", v_legal.msg.s);
}

/* Every colour for player p, and for one other player. */
static void
check_tools(const struct bte_game *g, int p)
{
	int other = (p + 1 + (int)rnd((unsigned)g->nplayers - 1)) % g->nplayers;

	if (!tools)
		return;
	for (int c = 0; c < BTE_COLOURS; c++) {
		check_tools_colour(g, p, c);
		check_tools_colour(g, other, c);
	}
}

static void
model_init(struct model *m, int n, bool young)
{
	memset(m, 0, sizeof *m);
	memset(m->tree, -1, sizeof m->tree);
	m->n = n;
	m->young = young;
}

static int
side_of(int level, int slot)
{
	int twice = 2 * slot, mid = level + 1;

	return twice < mid ? -1 : twice > mid ? 1 : 0;
}

static int
at(const struct model *m, int p, int level, int slot)
{
	if (level < 2 || level > 6 || slot < 1 || slot > level)
		return -1;
	return m->tree[p][level][slot];
}

static bool
adjacent(int l1, int s1, int l2, int s2)
{
	int dl = l1 - l2, ds = s1 - s2;

	if (dl == 0)
		return ds == 1 || ds == -1;
	if (dl == 1)
		return ds == 0 || ds == 1;
	if (dl == -1)
		return ds == 0 || ds == -1;
	return false;
}

/* Legality from the rulebook's words, for comparison with the engine. */
static bool
model_legal(const struct model *m, int p, int colour, int level, int slot)
{
	bool have = false, touch = false;
	int side = side_of(level, slot);

	if (level > 6 || at(m, p, level, slot) != -1)
		return false;
	/* the sanity limits: twelve cards a colour, 5 rooms a round, 15 */
	if (m->used[colour] >= BTE_CARDS_PER_COLOUR ||
	    m->rooms_round[p] >= BTE_ROOMS_PER_ROUND ||
	    m->rooms[p] >= BTE_ROOMS_PER_GAME)
		return false;
	if (level > 2 && ((slot > 1 && at(m, p, level - 1, slot - 1) == -1) ||
	    (slot < level && at(m, p, level - 1, slot) == -1)))
		return false;
	for (int l = 2; l <= 6; l++)
		for (int s = 1; s <= l; s++)
			if (m->tree[p][l][s] == colour) {
				have = true;
				touch |= adjacent(level, slot, l, s);
			}
	if (have && !touch)
		return false;
	return side == 0 || side != m->sides[p];
}

static int
model_count(const struct model *m, int p, int colour)
{
	int n = 0;

	for (int l = 2; l <= 6; l++)
		for (int s = 1; s <= l; s++)
			n += m->tree[p][l][s] == colour;
	return n;
}

/* Flood fill: every room of a colour reaches every other one. */
static bool
connected(const struct model *m, int p, int colour)
{
	bool seen[8][8] = { { false } };
	int stack[BTE_SLOTS][2], top = 0, reached = 0;

	for (int l = 2; l <= 6 && top == 0; l++)
		for (int s = 1; s <= l && top == 0; s++)
			if (m->tree[p][l][s] == colour) {
				seen[l][s] = true;
				stack[top][0] = l;
				stack[top++][1] = s;
			}
	while (top > 0) {
		int l = stack[--top][0], s = stack[top][1];

		reached++;
		for (int l2 = l - 1; l2 <= l + 1; l2++)
			for (int s2 = s - 1; s2 <= s + 1; s2++)
				if (at(m, p, l2, s2) == colour && !seen[l2][s2] &&
				    adjacent(l, s, l2, s2)) {
					seen[l2][s2] = true;
					stack[top][0] = l2;
					stack[top++][1] = s2;
				}
	}
	return reached == model_count(m, p, colour);
}

static void
check_invariants(const struct bte_game *g, const struct model *m)
{
	for (int p = 0; p < m->n; p++) {
		const struct bte_player *pl = &g->p[p];

		for (int l = 2; l <= 6; l++)
			for (int s = 1; s <= l; s++) {
				int c = m->tree[p][l][s];

				assert_int_equal(bte_room(pl, l, s), c);
				if (c == -1 || l == 2)
					continue;
				if (s > 1)
					assert_int_not_equal(at(m, p, l - 1, s - 1), -1);
				if (s < l)
					assert_int_not_equal(at(m, p, l - 1, s), -1);
			}
		for (int c = 0; c < BTE_COLOURS; c++)
			assert_true(connected(m, p, c));
		assert_true(pl->marker >= BTE_LEFT && pl->marker <= BTE_RIGHT);
		assert_int_equal(pl->marker, m->sides[p]);
		assert_true(m->rooms_round[p] <= BTE_ROOMS_PER_ROUND);
		assert_true(m->rooms[p] <= BTE_ROOMS_PER_GAME);
		assert_int_equal(pl->rooms, m->rooms[p]);
		assert_int_equal(bte_total(g, p), m->points[p]);
	}
	for (int c = 0; c < BTE_COLOURS; c++) {
		assert_true(m->used[c] <= BTE_CARDS_PER_COLOUR);
		assert_int_equal(bte_colour_used(g, c), m->used[c]);
	}
}

/* The engine's legal list must be exactly the model's legal slots. */
static void
check_legal_list(const struct bte_game *g, const struct model *m, int p,
    int colour, const struct bte_pos *list, int n)
{
	int k = 0;

	for (int l = 2; l <= 6; l++)
		for (int s = 1; s <= l; s++) {
			if (!model_legal(m, p, colour, l, s))
				continue;
			assert_true(k < n);
			assert_int_equal(list[k].level, l);
			assert_int_equal(list[k].slot, s);
			k++;
		}
	assert_int_equal(k, n);
	assert_int_not_equal(bte_check_rules(&g->p[p], colour, 7, 1 + rnd(7)),
	    0);
}

static void
play_entry(struct bte_game *g, struct model *m, int p)
{
	struct bte_pos list[BTE_SLOTS];
	int colour = random_colour(), n;

	check_tools(g, p);
	n = bte_legal(g, p, colour, list);
	check_legal_list(g, m, p, colour, list, n);
	if (m->used[colour] >= BTE_CARDS_PER_COLOUR) {
		assert_int_equal(bte_discard(g, p, colour, NULL), BTE_E_LIMIT);
		assert_int_equal(bte_discard(g, p, BTE_NONE, NULL), 0);
		return;
	}
	if (n == 0 || rnd(10) == 0) {
		bool known = rnd(2);

		assert_int_equal(bte_discard(g, p, known ? colour : BTE_NONE,
		    NULL), 0);
		m->used[colour] += known;
		return;
	}
	struct bte_pos to = list[rnd((unsigned)n)];
	assert_int_equal(bte_place(g, p, colour, to.level, to.slot, NULL), 0);
	m->tree[p][to.level][to.slot] = colour;
	m->sides[p] += side_of(to.level, to.slot);
	m->rooms_round[p]++;
	m->rooms[p]++;
	m->used[colour]++;
}

static void
play_pick(struct bte_game *g, struct model *m)
{
	int order[BTE_MAX_PLAYERS];

	for (int i = 0; i < m->n; i++)
		order[i] = i;
	for (int i = m->n - 1; i > 0; i--) {
		int j = (int)rnd((unsigned)i + 1), t = order[i];

		order[i] = order[j];
		order[j] = t;
	}
	for (int i = 0; i < m->n; i++) {
		int p = order[i];

		play_entry(g, m, p);
		if (i + 1 < m->n)
			/* a second entry is always refused */
			assert_int_equal(bte_discard(g, p, BTE_NONE, NULL),
			    BTE_E_TURN);
		check_invariants(g, m);
	}
}

/* The model's own scoring order: first chooser onwards. */
static int
seat(const struct model *m, int k)
{
	return (m->first + k) % m->n;
}

static int
random_free_colour(const bool *taken)
{
	int c;

	do
		c = (int)rnd(BTE_COLOURS);
	while (taken[c]);
	return c;
}

/* Choose the scoring cards and return each colour's points a room. */
static void
play_scoring(struct bte_game *g, struct model *m, int mult[BTE_COLOURS])
{
	bool taken[BTE_COLOURS] = { false };
	int held[BTE_MAX_PLAYERS], left[BTE_KINDS] = { 0, 2, 2 };

	for (int c = 0; c < BTE_COLOURS; c++)
		mult[c] = m->young ? 0 : 1;
	if (m->young) {
		for (int k = 0; k < m->n; k++) {
			int c = random_free_colour(taken);

			if (k + 1 < m->n)
				assert_int_equal(bte_choose(g, seat(m, k + 1), c,
				    NULL), BTE_E_TURN);
			assert_int_equal(bte_choose(g, seat(m, k), c, NULL), 0);
			taken[c] = true;
			mult[c] = 1;
		}
		return;
	}
	for (int k = 0; k < m->n; k++) {
		held[seat(m, k)] = BTE_ZERO;
		if (m->n == 2)
			continue;
		int kind = left[BTE_X2] && (rnd(2) || !left[BTE_ZERO]) ?
		    BTE_X2 : BTE_ZERO;
		assert_int_equal(bte_take(g, seat(m, k), kind, NULL), 0);
		left[kind]--;
		held[seat(m, k)] = kind;
	}
	for (int k = 0; k < m->n; k++) {
		int who = seat(m, m->n == 2 ? k : m->n - 1 - k);
		int c = random_free_colour(taken);

		assert_int_equal(bte_cover(g, who, c, NULL), 0);
		taken[c] = true;
		mult[c] = held[who] == BTE_X2 ? 2 : 0;
	}
}

static void
model_score_round(struct model *m, const int mult[BTE_COLOURS])
{
	int best;

	for (int p = 0; p < m->n; p++)
		for (int c = 0; c < BTE_COLOURS; c++)
			m->points[p] += model_count(m, p, c) * mult[c];
	/* next first chooser: clockwise from the current one, strict more */
	best = m->first;
	for (int k = 1; k < m->n; k++)
		if (m->points[seat(m, k)] > m->points[best])
			best = seat(m, k);
	m->first = best;
	memset(m->rooms_round, 0, sizeof m->rooms_round);
}

static void
model_bonus(struct model *m)
{
	for (int c = 0; c < BTE_COLOURS; c++) {
		int most = 0, holders = 0, who = -1;

		for (int p = 0; p < m->n; p++)
			if (model_count(m, p, c) > most)
				most = model_count(m, p, c);
		for (int p = 0; p < m->n && most > 0; p++)
			if (model_count(m, p, c) == most) {
				holders++;
				who = p;
			}
		if (holders == 1)
			m->points[who] += most;
	}
}

/* Rank by points, then largest and second largest colour counts. */
static void
check_ranks(const struct bte_game *g, const struct model *m)
{
	int key[BTE_MAX_PLAYERS][3], rank[BTE_MAX_PLAYERS];

	for (int p = 0; p < m->n; p++) {
		int a = 0, b = 0;

		for (int c = 0; c < BTE_COLOURS; c++) {
			int n = model_count(m, p, c);

			if (n > a) {
				b = a;
				a = n;
			} else if (n > b) {
				b = n;
			}
		}
		key[p][0] = m->points[p];
		key[p][1] = a;
		key[p][2] = b;
	}
	bte_ranks(g, rank);
	for (int p = 0; p < m->n; p++) {
		int want = 1;

		for (int q = 0; q < m->n; q++)
			if (memcmp(key[q], key[p], sizeof key[p]) != 0 &&
			    (key[q][0] > key[p][0] || (key[q][0] == key[p][0] &&
			    (key[q][1] > key[p][1] || (key[q][1] == key[p][1] &&
			    key[q][2] > key[p][2])))))
				want++;
		assert_int_equal(rank[p], want);
	}
}

static void
play_game(int n, bool young)
{
	struct bte_game g;
	struct model m;
	int mult[BTE_COLOURS];

	assert_true(bte_init(&g, n, names, young));
	model_init(&m, n, young);
	for (int round = 1; round <= BTE_ROUNDS; round++) {
		assert_int_equal(bte_first_chooser(&g), m.first);
		for (int pick = 1; pick <= BTE_PICKS; pick++) {
			assert_int_equal(g.phase, BTE_BUILD);
			assert_int_equal(g.pick, pick);
			play_pick(&g, &m);
		}
		assert_int_not_equal(g.phase, BTE_BUILD);
		assert_int_equal(bte_place(&g, 0, BTE_RED, 2, 1, NULL) &
		    (BTE_E_PHASE | BTE_E_TURN), BTE_E_PHASE);
		check_tools(&g, (int)rnd((unsigned)n));
		play_scoring(&g, &m, mult);
		model_score_round(&m, mult);
		if (round == BTE_ROUNDS)
			model_bonus(&m);
		check_invariants(&g, &m);
	}
	assert_int_equal(g.phase, BTE_OVER);
	check_tools(&g, (int)rnd((unsigned)n));
	check_ranks(&g, &m);
	assert_int_equal(bte_discard(&g, 0, BTE_NONE, NULL), BTE_E_PHASE);
}

static void
run_games(int n, bool young, uint64_t seed)
{
	rng_state = seed;
	verdict_init(&v_place);
	verdict_init(&v_why);
	verdict_init(&v_legal);
	for (int i = 0; i < GAMES; i++) {
		tools = i < TOOL_GAMES;
		play_game(n, young);
	}
	verdict_free(&v_place);
	verdict_free(&v_why);
	verdict_free(&v_legal);
}

static void
test_two_players(void **state)
{
	(void)state;
	run_games(2, false, 1);
}

static void
test_three_players(void **state)
{
	(void)state;
	run_games(3, false, 2);
}

static void
test_four_players(void **state)
{
	(void)state;
	run_games(4, false, 3);
}

static void
test_younger_variant(void **state)
{
	(void)state;
	run_games(3, true, 4);
	run_games(2, true, 5);
}

/* A colour written in English is found by its first letters before the
 * matcher: on random words of the colours' letters (and every English
 * colour), `place` puts a room of the colour a word is the English word
 * of. */
static void
test_english_colour_words(void **state)
{
	static const char letters[] = "rdyelowgnbuplr";
	struct bte_game g;
	struct verdict v = { 0 };

	(void)state;
	assert_true(bte_init(&g, 2, names, false));
	rng_state = 0xc0107;
	for (int round = 0; round < 20000; round++) {
		char w[8], line[64], said[64];
		bool ok;
		int n = 1 + (int)rnd(6), want = -1;

		for (int k = 0; k < n; k++)
			w[k] = letters[rnd(sizeof letters - 1)];
		w[n] = '\0';
		if (round < BTE_COLOURS)
			strcpy(w, colour_words[round]);
		for (int c = 0; c < BTE_COLOURS; c++)
			if (strcmp(w, colour_words[c]) == 0)
				want = c;
		snprintf(line, sizeof line, "place ann %s 2 1", w);
		ok = drive(&bte_ops, &g, line, &v);
		if (want < 0) {
			/* the matcher's: a French word or the first letters
			 * of one word; nothing else is a colour */
			static const char *const all[] = { "red", "rouge",
				"yellow", "jaune", "green", "vert", "blue", "bleu",
				"purple", "violet", "brown", "marron", "brun" };
			bool begins = false;

			for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
				begins |= strncmp(w, all[k], strlen(w)) == 0;
			if (!begins)
				assert_false(ok);
			continue;
		}
		assert_true(ok);
		snprintf(said, sizeof said, "ann: %s room at level 2 slot 1",
		    colour_words[want]);
		assert_non_null(strstr(v.msg.s, said));
	}
	verdict_free(&v);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_two_players),
		cmocka_unit_test(test_three_players),
		cmocka_unit_test(test_four_players),
		cmocka_unit_test(test_younger_variant),
		cmocka_unit_test(test_english_colour_words),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
