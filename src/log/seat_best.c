/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* seat_best.c — the seating of a round with the fewest repeated pairs
 * (two players at one table who already shared one).  Up to
 * SEAT_EXACT_MAX players an exact search: branch and bound over the
 * tables' sets of players (tables of one size interchangeable, players
 * at a table unordered) for the fewest pairs, then over the numbered
 * tables for the seating closest to the filled order.  Above it, the
 * best of steepest descent from the filled order, from the greedy
 * seating and from a few fixed shuffles of the order.  No clock and no
 * randomness: the same problem always gives the same seating. */
#include "seat_best.h"

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* A seating being improved, with what makes a swap's cost O(1). */
struct seats {
	const struct seat_problem *pb;
	int n, ntables, stride;
	int *table;          /* each player's table */
	int *member;         /* table t's seats: member[t * stride + k] */
	int *filled;         /* each player's table in the filled order */
	unsigned char *cnt;  /* cnt[p * ntables + t]: players at t whom p met */
	int pairs;           /* repeated pairs */
	int disp;            /* tables moved from the filled order, added up */
};

static int
max_size(const struct seat_problem *pb)
{
	int m = 1;

	for (int t = 0; t < pb->ntables; t++)
		if (pb->size[t] > m)
			m = pb->size[t];
	return m;
}

static void
seats_init(struct seats *s, const struct seat_problem *pb)
{
	s->pb = pb;
	s->n = pb->n;
	s->ntables = pb->ntables;
	s->stride = max_size(pb);
	s->table = xcalloc((size_t)s->n, sizeof *s->table);
	s->member = xcalloc((size_t)s->ntables * (size_t)s->stride,
	    sizeof *s->member);
	s->filled = xcalloc((size_t)s->n, sizeof *s->filled);
	s->cnt = xcalloc((size_t)s->n * (size_t)s->ntables, 1);
	for (int t = 0, i = 0; t < s->ntables; t++)
		for (int k = 0; k < pb->size[t]; k++)
			s->filled[pb->order[i++]] = t;
}

static void
seats_free(struct seats *s)
{
	free(s->table);
	free(s->member);
	free(s->filled);
	free(s->cnt);
}

static int
gap(int a, int b)
{
	return a > b ? a - b : b - a;
}

/* The counts, the pairs and the distance of s->table and s->member. */
static void
seats_count(struct seats *s)
{
	const unsigned char *met = s->pb->met;
	int n = s->n, twice = 0;

	memset(s->cnt, 0, (size_t)n * (size_t)s->ntables);
	s->disp = 0;
	for (int p = 0; p < n; p++) {
		for (int q = 0; q < n; q++)
			if (q != p && met[p * n + q])
				s->cnt[p * s->ntables + s->table[q]]++;
		s->disp += gap(s->table[p], s->filled[p]);
	}
	for (int p = 0; p < n; p++)
		twice += s->cnt[p * s->ntables + s->table[p]];
	s->pairs = twice / 2;
}

/* The tables filled from the top in the order `order`. */
static void
seats_fill(struct seats *s, const int *order)
{
	for (int t = 0, i = 0; t < s->ntables; t++)
		for (int k = 0; k < s->pb->size[t]; k++) {
			s->member[t * s->stride + k] = order[i];
			s->table[order[i++]] = t;
		}
	seats_count(s);
}

/* Greedy: the players in the filled order, each at the table with room
 * where they met the fewest of those already seated (the first such
 * table). */
static void
seats_greedy(struct seats *s)
{
	const unsigned char *met = s->pb->met;
	int n = s->n, *count = xcalloc((size_t)s->ntables, sizeof *count);

	memset(s->cnt, 0, (size_t)n * (size_t)s->ntables);
	for (int i = 0; i < n; i++) {
		int p = s->pb->order[i], best = -1;
		for (int t = 0; t < s->ntables; t++)
			if (count[t] < s->pb->size[t] && (best < 0 ||
			    s->cnt[p * s->ntables + t] < s->cnt[p * s->ntables + best]))
				best = t;
		s->member[best * s->stride + count[best]++] = p;
		s->table[p] = best;
		for (int q = 0; q < n; q++)
			if (met[p * n + q])
				s->cnt[q * s->ntables + best]++;
	}
	free(count);
	seats_count(s);
}

/* How the repeated pairs change when a and b (at different tables)
 * change places. */
static int
swap_pairs(const struct seats *s, int a, int b)
{
	int ta = s->table[a], tb = s->table[b], nt = s->ntables;
	const unsigned char *ca = s->cnt + a * nt, *cb = s->cnt + b * nt;

	return cb[ta] + ca[tb] - ca[ta] - cb[tb] - 2 * s->pb->met[a * s->n + b];
}

/* How the distance from the filled order changes with the same swap. */
static int
swap_disp(const struct seats *s, int a, int b)
{
	int ta = s->table[a], tb = s->table[b];

	return gap(tb, s->filled[a]) - gap(ta, s->filled[a]) +
	    gap(ta, s->filled[b]) - gap(tb, s->filled[b]);
}

/* a and b change places: each takes the other's seat. */
static void
seats_swap(struct seats *s, int a, int b)
{
	const unsigned char *met = s->pb->met;
	int ta = s->table[a], tb = s->table[b], n = s->n, nt = s->ntables;

	s->pairs += swap_pairs(s, a, b);
	s->disp += swap_disp(s, a, b);
	for (int q = 0; q < n; q++) {
		if (met[a * n + q]) {
			s->cnt[q * nt + ta]--;
			s->cnt[q * nt + tb]++;
		}
		if (met[b * n + q]) {
			s->cnt[q * nt + tb]--;
			s->cnt[q * nt + ta]++;
		}
	}
	for (int k = 0; k < s->pb->size[ta]; k++)
		if (s->member[ta * s->stride + k] == a)
			s->member[ta * s->stride + k] = b;
	for (int k = 0; k < s->pb->size[tb]; k++)
		if (s->member[tb * s->stride + k] == b)
			s->member[tb * s->stride + k] = a;
	s->table[a] = tb;
	s->table[b] = ta;
}

/* Steepest descent: repeatedly the swap of two players at different
 * tables that lowers the repeated pairs most, while one does; among
 * equal swaps the first found, walking the first player's table, then
 * seat, then the second's table (a later one), then seat.  With
 * `closer`, a swap that keeps the pairs but brings the seating closer
 * to the filled order counts as lowering too (pairs first, then the
 * distance), for at most `cap` swaps. */
static void
seats_descend(struct seats *s, bool closer, long cap)
{
	for (long step = 0; step < cap; step++) {
		int best = 0, best_disp = 0, ba = -1, bb = -1;
		for (int ta = 0; ta < s->ntables; ta++)
			for (int i = 0; i < s->pb->size[ta]; i++) {
				int a = s->member[ta * s->stride + i];
				for (int tb = ta + 1; tb < s->ntables; tb++)
					for (int j = 0; j < s->pb->size[tb]; j++) {
						int b = s->member[tb * s->stride + j];
						int d = swap_pairs(s, a, b), dd = 0;
						if (d > best)
							continue;
						if (closer)
							dd = swap_disp(s, a, b);
						if (d < best || dd < best_disp) {
							best = d;
							best_disp = dd;
							ba = a;
							bb = b;
						}
					}
			}
		if (ba < 0)
			return;
		seats_swap(s, ba, bb);
	}
}

/* splitmix64: the same numbers on every machine. */
static uint64_t
next_number(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

void
seat_shuffle(int *order, int n, uint64_t seed)
{
	uint64_t state = seed;

	for (int i = n - 1; i > 0; i--) {
		int j = (int)(next_number(&state) % (uint64_t)(i + 1));
		int t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
}

/* Keep `cand` in `best` when it has fewer pairs, or as many and is
 * closer to the filled order. */
static void
keep_better(struct seats *best, const struct seats *cand, bool *have)
{
	if (*have && (cand->pairs > best->pairs || (cand->pairs == best->pairs &&
	    cand->disp >= best->disp)))
		return;
	memcpy(best->table, cand->table, (size_t)cand->n * sizeof *best->table);
	best->pairs = cand->pairs;
	best->disp = cand->disp;
	*have = true;
}

/* How many fixed shuffles of the order are tried too, and how many
 * closer swaps each seating may take: each step costs n * n / 2, so
 * fewer as the players grow (a club night is tens of players). */
static int
restarts(int n)
{
	return n <= 64 ? 24 : n <= 256 ? 6 : 0;
}

/* Above SEAT_EXACT_MAX players (and the exact search's first bound):
 * steepest descent from the filled order, from the greedy seating and
 * from fixed shuffles of the order, each then brought closer to the
 * filled order where that costs no pair; the best of them. */
static void
seats_heuristic(const struct seat_problem *pb, struct seats *best)
{
	struct seats s;
	int n = pb->n, *order = xcalloc((size_t)n, sizeof *order);
	long cap = n <= 512 ? 4L * n : 0;
	bool have = false;

	seats_init(&s, pb);
	seats_fill(&s, pb->order);
	seats_descend(&s, false, LONG_MAX);
	seats_descend(&s, true, cap);
	keep_better(best, &s, &have);
	seats_greedy(&s);
	seats_descend(&s, false, LONG_MAX);
	seats_descend(&s, true, cap);
	keep_better(best, &s, &have);
	for (int r = 0; r < restarts(n) && best->pairs > 0; r++) {
		memcpy(order, pb->order, (size_t)n * sizeof *order);
		seat_shuffle(order, n, 0x5ea7u + (uint64_t)r);
		seats_fill(&s, order);
		seats_descend(&s, false, LONG_MAX);
		seats_descend(&s, true, cap);
		keep_better(best, &s, &have);
	}
	seats_free(&s);
	free(order);
}

/* The exact search, the players taken in the filled order. */
struct exact {
	const struct seat_problem *pb;
	int stride;
	int *count;          /* players at each table so far */
	int *member;         /* member[t * stride + k] */
	int *table;          /* each player's table so far */
	const int *filled;
	int best_pairs;      /* the fewest found (phase 1), then the bound */
	int best_disp;       /* phase 2's bound */
	bool found;          /* phase 2 found a seating within its bounds */
	int *best;           /* phase 2's best seating */
};

/* The pairs player p would repeat at table t. */
static int
met_at(const struct exact *e, int p, int t)
{
	int r = 0, n = e->pb->n;

	for (int k = 0; k < e->count[t]; k++)
		r += e->pb->met[p * n + e->member[t * e->stride + k]] != 0;
	return r;
}

/* Phase 1: the fewest pairs below best_pairs, over sets of players: a
 * player joins a table already begun, or begins the first empty table
 * of a size (empty tables of one size are alike). */
static void
exact_sets(struct exact *e, int i, int pairs)
{
	const int *size = e->pb->size;

	if (i == e->pb->n) {
		e->best_pairs = pairs;
		return;
	}
	int p = e->pb->order[i];
	for (int t = 0; t < e->pb->ntables && e->best_pairs > 0; t++) {
		if (e->count[t] == size[t] || (e->count[t] == 0 && t > 0 &&
		    size[t - 1] == size[t] && e->count[t - 1] == 0))
			continue;
		int add = met_at(e, p, t);
		if (pairs + add >= e->best_pairs)
			continue;
		e->member[t * e->stride + e->count[t]++] = p;
		exact_sets(e, i + 1, pairs + add);
		e->count[t]--;
	}
}

/* Phase 2: over numbered tables, the players in the filled order each
 * tried at the tables in turn, keeping to the fewest pairs: the
 * seating closest to the filled order, the first found among equals. */
static void
exact_tables(struct exact *e, int i, int pairs, int disp)
{
	const struct seat_problem *pb = e->pb;

	if (i == pb->n) {
		if (!e->found || disp < e->best_disp) {
			memcpy(e->best, e->table, (size_t)pb->n * sizeof *e->best);
			e->best_disp = disp;
			e->found = true;
		}
		return;
	}
	int p = pb->order[i];
	for (int t = 0; t < pb->ntables; t++) {
		if (e->count[t] == pb->size[t])
			continue;
		int add = met_at(e, p, t), d = disp + gap(t, e->filled[p]);
		if (pairs + add > e->best_pairs || d > e->best_disp ||
		    (e->found && d == e->best_disp))
			continue;
		e->member[t * e->stride + e->count[t]++] = p;
		e->table[p] = t;
		exact_tables(e, i + 1, pairs + add, d);
		e->count[t]--;
	}
}

static void
seats_exact(const struct seat_problem *pb, struct seats *best)
{
	struct exact e = { .pb = pb, .stride = best->stride,
	    .filled = best->filled };
	size_t n = (size_t)pb->n, nt = (size_t)pb->ntables;

	e.count = xcalloc(nt, sizeof *e.count);
	e.member = xcalloc(nt * (size_t)e.stride, sizeof *e.member);
	e.table = xcalloc(n, sizeof *e.table);
	e.best = xcalloc(n, sizeof *e.best);
	/* the heuristic's seating bounds both phases */
	e.best_pairs = best->pairs;
	exact_sets(&e, 0, 0);
	e.best_disp = e.best_pairs == best->pairs ? best->disp : INT_MAX;
	memset(e.count, 0, nt * sizeof *e.count);
	exact_tables(&e, 0, 0, 0);
	if (e.found) {
		memcpy(best->table, e.best, n * sizeof *best->table);
		best->pairs = e.best_pairs;
		best->disp = e.best_disp;
	}
	free(e.count);
	free(e.member);
	free(e.table);
	free(e.best);
}

void
seat_best(const struct seat_problem *pb, int *table)
{
	struct seats best;

	seats_init(&best, pb);
	seats_heuristic(pb, &best);
	if (pb->n <= SEAT_EXACT_MAX)
		seats_exact(pb, &best);
	memcpy(table, best.table, (size_t)pb->n * sizeof *table);
	seats_free(&best);
}

int
seat_repeated_pairs(const struct seat_problem *pb, const int *table)
{
	int r = 0, n = pb->n;

	for (int a = 0; a < n; a++)
		for (int b = a + 1; b < n; b++)
			r += table[a] == table[b] && pb->met[a * n + b];
	return r;
}
