/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_score.c — Best Treehouse Ever's scoring: a round's points, the
 * first chooser of the next round, the colour bonuses at the end, the
 * ranks, the winners and the tie-break that decides them.  It reads the
 * rooms of each colour a player's tree keeps (bte_player's count), and
 * calls nothing of bte.c, which calls it as a round's last card is put
 * down. */
#include "bte.h"

#include <string.h>

int
bte_total(const struct bte_game *g, int player)
{
	int t = g->p[player].bonus;

	for (int r = 0; r < g->scored; r++)
		t += g->p[player].score[r];
	return t;
}

void
bte_current_mult(const struct bte_game *g, signed char mult[BTE_COLOURS])
{
	static const signed char by_kind[BTE_KINDS] = { 1, 2, 0 };

	for (int c = 0; c < BTE_COLOURS; c++)
		mult[c] = g->young ? (g->chosen[c] ? 1 : 0)
		    : by_kind[(int)g->cover[c]];
}

int
bte_points(const struct bte_player *p, const signed char mult[BTE_COLOURS])
{
	int t = 0;

	for (int c = 0; c < BTE_COLOURS; c++)
		t += p->count[c] * mult[c];
	return t;
}

void
bte_top_counts(const struct bte_player *p, int top[2])
{
	top[0] = top[1] = 0;
	for (int c = 0; c < BTE_COLOURS; c++) {
		int n = p->count[c];

		if (n > top[0]) {
			top[1] = top[0];
			top[0] = n;
		} else if (n > top[1]) {
			top[1] = n;
		}
	}
}

/* Rounds 2 and 3: most points; ties go to the first met clockwise from
 * the previous first chooser, who counts.  The points are those after
 * round - 1, which stay until round `round` is scored. */
void
bte_first_why(const struct bte_game *g, int round, struct bte_first *f)
{
	memset(f, 0, sizeof *f);
	f->prev = g->first[round - 2];
	f->points = bte_total(g, f->prev);
	for (int k = 1; k < g->nplayers; k++) {
		int i = (f->prev + k) % g->nplayers;

		if (bte_total(g, i) > f->points)
			f->points = bte_total(g, i);
	}
	for (int k = 0; k < g->nplayers; k++) {
		int i = (f->prev + k) % g->nplayers;

		if (bte_total(g, i) == f->points)
			f->tied[f->ntied++] = i;
	}
	f->chooser = f->tied[0];
}

static int
next_first_chooser(const struct bte_game *g)
{
	struct bte_first f;

	bte_first_why(g, g->round + 1, &f);
	return f.chooser;
}

void
bte_colour_bonus(const struct bte_game *g, int colour, struct bte_bonus *b)
{
	int count[BTE_MAX_PLAYERS];

	memset(b, 0, sizeof *b);
	for (int i = 0; i < g->nplayers; i++) {
		count[i] = g->p[i].count[colour];
		if (count[i] > b->most)
			b->most = count[i];
	}
	if (b->most == 0)
		return; /* nobody built it: nobody wins it */
	for (int i = 0; i < g->nplayers; i++)
		if (count[i] == b->most)
			b->leader[b->nleaders++] = i;
	b->won = b->nleaders == 1;
}

static void
award_bonus(struct bte_game *g)
{
	for (int c = 0; c < BTE_COLOURS; c++) {
		struct bte_bonus b;

		bte_colour_bonus(g, c, &b);
		if (b.won) {
			g->p[b.leader[0]].bonus += b.most;
			g->p[b.leader[0]].bonus_colour[c] = b.most;
		}
	}
}

void
bte_score_round(struct bte_game *g)
{
	int r = g->round - 1;

	bte_current_mult(g, g->mult[r]);
	for (int i = 0; i < g->nplayers; i++) {
		struct bte_player *p = &g->p[i];

		memcpy(p->scored_rooms[r], p->count, sizeof p->count);
		p->score[r] = bte_points(p, g->mult[r]);
	}
	g->scored = g->round;
	/* the game changers and scoring cards go back to the table */
	memset(g->cover, BTE_PLAIN, sizeof g->cover);
	memset(g->chosen, 0, sizeof g->chosen);
	for (int i = 0; i < g->nplayers; i++)
		g->p[i].held = BTE_PLAIN;
	g->step = 0;
	if (g->round == BTE_ROUNDS) {
		award_bonus(g);
		g->phase = BTE_OVER;
		return;
	}
	g->first[g->round] = next_first_chooser(g);
	g->round++;
	g->pick = 1;
	g->phase = BTE_BUILD;
	for (int i = 0; i < g->nplayers; i++)
		g->p[i].rooms_round = 0;
}

void
bte_ranks(const struct bte_game *g, int rank[BTE_MAX_PLAYERS])
{
	/* a player ranks below everyone with a higher total, then, between
	 * equal totals, a larger largest colour count, then a larger second
	 * largest; each standing is worked out once */
	int key[BTE_MAX_PLAYERS][3];

	for (int i = 0; i < g->nplayers; i++) {
		key[i][0] = bte_total(g, i);
		bte_top_counts(&g->p[i], &key[i][1]);
	}
	for (int i = 0; i < g->nplayers; i++) {
		rank[i] = 1;
		for (int j = 0; j < g->nplayers; j++)
			for (int k = 0; k < 3; k++)
				if (key[j][k] != key[i][k]) {
					rank[i] += key[j][k] > key[i][k];
					break;
				}
	}
}

/* The one player with the most points, or -1 when several share them;
 * the most points in *most.  Most games have one: the winner and the
 * tie-break are then known without ranking anyone. */
static int
points_leader(const struct bte_game *g, int *most)
{
	int lead = -1, best = -1;

	for (int i = 0; i < g->nplayers; i++) {
		int t = bte_total(g, i);

		if (t > best) {
			best = t;
			lead = i;
		} else if (t == best) {
			lead = -1;
		}
	}
	*most = best;
	return lead;
}

int
bte_winners(const struct bte_game *g, int who[BTE_MAX_PLAYERS])
{
	int rank[BTE_MAX_PLAYERS], n = 0, most;
	int lead = points_leader(g, &most);

	if (lead >= 0) {
		who[0] = lead;
		return 1;
	}
	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++)
		if (rank[i] == 1)
			who[n++] = i;
	return n;
}

enum bte_tiebreak
bte_tiebreak(const struct bte_game *g)
{
	int rank[BTE_MAX_PLAYERS], top[2], best[2] = { -1, -1 };
	int winners = 0, same_largest = 0, best_total;

	if (points_leader(g, &best_total) >= 0)
		return BTE_TB_NONE;
	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++) {
		winners += rank[i] == 1;
		if (rank[i] == 1)
			bte_top_counts(&g->p[i], best);
	}
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
