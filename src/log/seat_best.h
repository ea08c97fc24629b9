/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* seat_best.h — the seating with the fewest repeated pairs: who sits at
 * which table, given who already shared a table. */
#ifndef TREEREF_SEAT_BEST_H
#define TREEREF_SEAT_BEST_H

#include <stdint.h>

/* Up to this many players the seating found is the best possible. */
#define SEAT_EXACT_MAX 12

/* n players (0..n-1); met[a * n + b] nonzero when a and b already shared
 * a table; `order` the order the tables are filled in (order[0] at table
 * 0's first seat, ..., the tables in turn); size[t] the players of table
 * t, the larger tables first, adding up to n. */
struct seat_problem {
	int n;
	const unsigned char *met;
	const int *order;
	int ntables;
	const int *size;
};

/* Fill table[p], each player's table (0-based): the fewest repeated pairs
 * (two players at one table who met), exactly up to SEAT_EXACT_MAX
 * players, above it never more than steepest descent from the filled
 * order nor than the greedy seating; among equally good seatings the one
 * closest to the filled order (the fewest tables moved, added up over the
 * players; then the players first in the order at the lower tables).  No
 * clock, no randomness: the same problem gives the same seating. */
void seat_best(const struct seat_problem *pb, int *table);

/* order[0..n) shuffled from `seed` (splitmix64, then Fisher-Yates from
 * the end): the same on every machine. */
void seat_shuffle(int *order, int n, uint64_t seed);

/* The repeated pairs of a seating. */
int seat_repeated_pairs(const struct seat_problem *pb, const int *table);

#endif
