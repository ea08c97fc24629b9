/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh.c — the rules of Tout là-haut: placement, turns, scoring. */
#include "tlh.h"

#include <string.h>

static const int objective_points[TLH_OBJECTIVES] = { 0, 5, 5, 5, 5, 7 };

struct tlh_card
tlh_card_up(int bottom_colour, int bottom_value, int top_colour,
    int top_value)
{
	struct tlh_card c;

	c.bottom.colour = bottom_colour;
	c.bottom.value = bottom_value;
	c.top.colour = top_colour;
	c.top.value = top_value;
	return c;
}

struct tlh_card
tlh_card_down(void)
{
	return tlh_card_up(TLH_GRAY, TLH_GRAY_VALUE, TLH_GRAY, TLH_GRAY_VALUE);
}

bool
tlh_card_is_down(const struct tlh_card *c)
{
	return c->bottom.colour == TLH_GRAY && c->top.colour == TLH_GRAY;
}

bool
tlh_value_ok(int value)
{
	return value >= TLH_MIN_VALUE && value <= TLH_MAX_VALUE;
}

enum tlh_fit
tlh_fit(struct tlh_floor top, const struct tlh_card *c)
{
	bool colour, value;

	if (tlh_card_is_down(c))
		return TLH_FIT_DOWN;
	if (top.colour == TLH_GRAY)
		return TLH_FIT_GRAY;
	colour = c->bottom.colour == top.colour;
	value = c->bottom.value == top.value;
	if (colour && value)
		return TLH_FIT_BOTH;
	if (colour)
		return TLH_FIT_COLOUR;
	return value ? TLH_FIT_VALUE : TLH_FIT_NONE;
}

int
tlh_objective_points(int objective)
{
	if (objective < 0 || objective >= TLH_OBJECTIVES)
		return 0;
	return objective_points[objective];
}

int
tlh_rounds(int nplayers)
{
	/* 2 players 7 rounds ... 5 players 4 */
	return 9 - nplayers;
}

void
tlh_init(struct tlh_match *m, int nplayers, const char *const *names,
    bool strategic, bool turn_variant)
{
	memset(m, 0, sizeof *m);
	m->nplayers = nplayers;
	m->strategic = strategic;
	m->turn_variant = turn_variant;
	m->ngames = strategic ? 2 : 1;
	for (int i = 0; i < nplayers; i++) {
		strncpy(m->name[i], names[i], TLH_NAME_SIZE - 1);
		m->name[i][TLH_NAME_SIZE - 1] = '\0';
	}
	for (int g = 0; g < TLH_MAX_GAMES; g++) {
		m->game[g].first = 0;
		m->game[g].step = 1;
	}
}

const struct tlh_game *
tlh_current(const struct tlh_match *m)
{
	return &m->game[m->current];
}

/* The strategic variant moves on to game 2 as soon as game 1 ends, so
 * the match is over exactly when the current game is full. */
bool
tlh_over(const struct tlh_match *m)
{
	return tlh_current(m)->played >= tlh_rounds(m->nplayers) * m->nplayers;
}

int
tlh_round(const struct tlh_match *m)
{
	return tlh_current(m)->played / m->nplayers + 1;
}

int
tlh_seat(const struct tlh_game *g, int nplayers, int player)
{
	return (((player - g->first) * g->step) % nplayers + nplayers) %
	    nplayers;
}

int
tlh_player_at(const struct tlh_game *g, int nplayers, int seat)
{
	return ((g->first + g->step * seat) % nplayers + nplayers) % nplayers;
}

int
tlh_to_play(const struct tlh_match *m)
{
	const struct tlh_game *g = tlh_current(m);

	if (tlh_over(m))
		return TLH_NONE;
	return tlh_player_at(g, m->nplayers, g->played % m->nplayers);
}

struct tlh_floor
tlh_top(const struct tlh_game *g, int player)
{
	struct tlh_floor trunk = { TLH_GRAY, 0 };
	int n = g->ncards[player];

	return n == 0 ? trunk : g->tree[player][n - 1].top;
}

unsigned
tlh_check_floor(const struct tlh_match *m, struct tlh_floor f)
{
	unsigned broken = 0;

	if (!tlh_value_ok(f.value))
		broken |= TLH_E_VALUE;
	if (m->nplayers == 2 && f.colour == TLH_PURPLE)
		broken |= TLH_E_PURPLE;
	return broken;
}

unsigned
tlh_check_play(const struct tlh_match *m, int player,
    const struct tlh_card *c)
{
	const struct tlh_game *g = tlh_current(m);
	unsigned broken = 0;

	/* After the end nobody is to play, so `turn` says nothing more. */
	if (tlh_over(m))
		broken |= TLH_E_PHASE;
	else if (player != tlh_to_play(m))
		broken |= TLH_E_TURN;
	if (tlh_card_is_down(c))
		return broken;
	broken |= tlh_check_floor(m, c->bottom) | tlh_check_floor(m, c->top);
	if (tlh_fit(tlh_top(g, player), c) == TLH_FIT_NONE)
		broken |= TLH_E_MATCH;
	return broken;
}

int
tlh_legal_bottoms(const struct tlh_match *m, int player,
    struct tlh_floor out[TLH_FLOORS])
{
	int n = 0;

	for (int col = TLH_GRAY + 1; col < TLH_COLOURS; col++)
		for (int val = TLH_MIN_VALUE; val <= TLH_MAX_VALUE; val++) {
			/* the top floor the same as the bottom: it breaks no
			 * rule the bottom does not */
			struct tlh_card c = tlh_card_up(col, val, col, val);

			if ((tlh_check_play(m, player, &c) & TLH_E_CARD) == 0)
				out[n++] = c.bottom;
		}
	return n;
}

/* Game 2 of the strategic variant: the lowest scorer of game 1 leads
 * and the hands, so the turns, go the other way. */
static void
next_game(struct tlh_match *m)
{
	struct tlh_game *next = &m->game[m->current + 1];

	next->first = tlh_lowest_scorer(m, m->current);
	next->step = -m->game[m->current].step;
	m->current++;
}

unsigned
tlh_play(struct tlh_match *m, int player, const struct tlh_card *c,
    unsigned *events)
{
	unsigned broken = tlh_check_play(m, player, c);
	struct tlh_game *g = &m->game[m->current];
	int n = m->nplayers;

	*events = 0;
	if (broken)
		return broken;
	g->tree[player][g->ncards[player]++] = *c;
	g->played++;
	if (g->played % n == 0)
		*events |= TLH_EV_ROUND;
	if (g->played < tlh_rounds(n) * n)
		return 0;
	*events |= TLH_EV_GAME;
	if (m->current + 1 < m->ngames)
		next_game(m);
	else
		*events |= TLH_EV_MATCH;
	return 0;
}

unsigned
tlh_check_objective(const struct tlh_match *m)
{
	return tlh_over(m) || tlh_current(m)->played > 0 ? TLH_E_PHASE : 0;
}

unsigned
tlh_set_objective(struct tlh_match *m, int objective)
{
	unsigned broken = tlh_check_objective(m);

	if (broken == 0)
		m->game[m->current].objective = objective;
	return broken;
}

const char *
tlh_rule_id(unsigned bit)
{
	switch (bit) {
	case TLH_E_PHASE: return "phase";
	case TLH_E_TURN: return "turn";
	case TLH_E_VALUE: return "value";
	case TLH_E_PURPLE: return "purple";
	case TLH_E_MATCH: return "match";
	}
	return "";
}

int
tlh_floor_sum(const struct tlh_game *g, int player)
{
	int sum = 0;

	for (int i = 0; i < g->ncards[player]; i++)
		sum += g->tree[player][i].bottom.value +
		    g->tree[player][i].top.value;
	return sum;
}

/* The tree's floors from the bottom up, card boundaries ignored. */
static int
floors_of(const struct tlh_game *g, int player,
    struct tlh_floor out[2 * TLH_MAX_CARDS])
{
	int n = 0;

	for (int i = 0; i < g->ncards[player]; i++) {
		out[n++] = g->tree[player][i].bottom;
		out[n++] = g->tree[player][i].top;
	}
	return n;
}

/* The length of the run of one colour that ends at each floor of the
 * tree (bottom first), 0 for a gray one: the one reading of a run that
 * scoring and the pictures share.  Returns the number of floors. */
static int
run_lengths(const struct tlh_game *g, int player, int len[2 * TLH_MAX_CARDS])
{
	struct tlh_floor f[2 * TLH_MAX_CARDS];
	int n = floors_of(g, player, f);

	for (int i = 0; i < n; i++) {
		if (f[i].colour == TLH_GRAY)
			len[i] = 0;
		else if (i > 0 && f[i].colour == f[i - 1].colour)
			len[i] = len[i - 1] + 1;
		else
			len[i] = 1;
	}
	return n;
}

int
tlh_longest_run(const struct tlh_game *g, int player)
{
	int len[2 * TLH_MAX_CARDS], n = run_lengths(g, player, len), best = 0;

	for (int i = 0; i < n; i++)
		if (len[i] > best)
			best = len[i];
	return best;
}

int
tlh_mark_runs(const struct tlh_game *g, int player,
    int run[2 * TLH_MAX_CARDS])
{
	int len[2 * TLH_MAX_CARDS], n = run_lengths(g, player, len);
	int best = tlh_longest_run(g, player), id = 0;

	for (int i = 0; i < n; i++) {
		run[i] = 0;
		if (best >= 2 && len[i] == best) {
			id++;
			for (int k = i - best + 1; k <= i; k++)
				run[k] = id;
		}
	}
	return best;
}

void
tlh_colour_counts(const struct tlh_game *g, int player,
    int count[TLH_COLOURS])
{
	struct tlh_floor f[2 * TLH_MAX_CARDS];
	int n = floors_of(g, player, f);

	memset(count, 0, sizeof(int) * TLH_COLOURS);
	for (int i = 0; i < n; i++)
		if (f[i].colour > TLH_GRAY && f[i].colour < TLH_COLOURS)
			count[f[i].colour]++;
}

bool
tlh_achieves_two_step(const int count[TLH_COLOURS])
{
	int threes = 0;

	for (int c = TLH_GRAY + 1; c < TLH_COLOURS; c++)
		threes += count[c] == 3;
	return threes >= 2;
}

/* The number an objective compares between players. */
static int
objective_key(int objective, const int count[TLH_COLOURS])
{
	int key = 0;

	for (int c = TLH_GRAY + 1; c < TLH_COLOURS; c++) {
		if (objective == TLH_OBJ_MONOCHROMATIC && count[c] > key)
			key = count[c];
		else if (objective == TLH_OBJ_EFFICIENT)
			key += count[c] > 0;
		else if (objective == TLH_OBJ_DIVERSIFIED)
			key += count[c] >= 2;
	}
	return key;
}

/* Whether key[p] is the highest (most) or lowest (!most), shared or not;
 * a "most" of 0 wins nothing. */
static bool
extreme(const int key[], int n, int p, bool most)
{
	for (int i = 0; i < n; i++)
		if (most ? key[i] > key[p] : key[i] < key[p])
			return false;
	return !most || key[p] > 0;
}

static bool
strictly_fewest(const int key[], int n, int p)
{
	for (int i = 0; i < n; i++)
		if (i != p && key[i] <= key[p])
			return false;
	return true;
}

static void
award_objective(const struct tlh_match *m, int game,
    struct tlh_score s[TLH_MAX_PLAYERS])
{
	int obj = m->game[game].objective, n = m->nplayers;
	int key[TLH_MAX_PLAYERS], count[TLH_MAX_PLAYERS][TLH_COLOURS];

	for (int p = 0; p < n; p++) {
		tlh_colour_counts(&m->game[game], p, count[p]);
		key[p] = obj == TLH_OBJ_LITTLE_TREEHOUSE ?
		    s[p].floors + s[p].run_bonus : objective_key(obj, count[p]);
	}
	for (int p = 0; p < n; p++) {
		bool won = false;

		switch (obj) {
		case TLH_OBJ_MONOCHROMATIC:
		case TLH_OBJ_DIVERSIFIED: won = extreme(key, n, p, true); break;
		case TLH_OBJ_LITTLE_TREEHOUSE: won = extreme(key, n, p, false); break;
		case TLH_OBJ_EFFICIENT: won = strictly_fewest(key, n, p); break;
		case TLH_OBJ_TWO_STEP: won = tlh_achieves_two_step(count[p]); break;
		}
		s[p].objective = won ? tlh_objective_points(obj) : 0;
	}
}

void
tlh_score_game(const struct tlh_match *m, int game,
    struct tlh_score out[TLH_MAX_PLAYERS])
{
	const struct tlh_game *g = &m->game[game];
	int best = 0;

	memset(out, 0, sizeof(struct tlh_score) * TLH_MAX_PLAYERS);
	for (int p = 0; p < m->nplayers; p++) {
		out[p].floors = tlh_floor_sum(g, p);
		out[p].run = tlh_longest_run(g, p);
		if (out[p].run > best)
			best = out[p].run;
	}
	for (int p = 0; p < m->nplayers; p++)
		if (best > 0 && out[p].run == best)
			out[p].run_bonus = best;
	award_objective(m, game, out);
	for (int p = 0; p < m->nplayers; p++)
		out[p].total = out[p].floors + out[p].run_bonus +
		    out[p].objective;
}

/* Whether a is placed before b: more points, or as many and later in
 * the turn order. */
static bool
ahead(const int total[], const int seat[], int a, int b)
{
	if (total[a] != total[b])
		return total[a] > total[b];
	return seat[a] > seat[b];
}

void
tlh_order(const int total[], int nplayers, const struct tlh_game *g,
    int order[TLH_MAX_PLAYERS])
{
	int seat[TLH_MAX_PLAYERS];

	for (int p = 0; p < nplayers; p++) {
		seat[p] = tlh_seat(g, nplayers, p);
		order[p] = p;
	}
	for (int i = 1; i < nplayers; i++)
		for (int j = i; j > 0 && ahead(total, seat, order[j],
		    order[j - 1]); j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
}

void
tlh_totals(const struct tlh_match *m, int total[TLH_MAX_PLAYERS])
{
	struct tlh_score s[TLH_MAX_PLAYERS];

	memset(total, 0, sizeof(int) * TLH_MAX_PLAYERS);
	for (int g = 0; g <= m->current; g++) {
		bool done = g < m->current || tlh_over(m);

		tlh_score_game(m, g, s);
		for (int p = 0; p < m->nplayers; p++)
			total[p] += done ? s[p].total : s[p].floors;
	}
}

void
tlh_standings(const struct tlh_match *m, int order[TLH_MAX_PLAYERS])
{
	int total[TLH_MAX_PLAYERS];

	tlh_totals(m, total);
	tlh_order(total, m->nplayers, tlh_current(m), order);
}

/* The players whose value[] is `key`, in the turn order of `g`. */
static int
in_turn_order(int nplayers, const struct tlh_game *g, const int *value,
    int key, int out[TLH_MAX_PLAYERS])
{
	int n = 0;

	for (int seat = 0; seat < nplayers; seat++) {
		int p = tlh_player_at(g, nplayers, seat);
		if (value[p] == key)
			out[n++] = p;
	}
	return n;
}

void
tlh_outcome(const struct tlh_match *m, struct tlh_outcome *o)
{
	tlh_totals(m, o->total);
	tlh_order(o->total, m->nplayers, tlh_current(m), o->order);
	o->ntied = in_turn_order(m->nplayers, tlh_current(m), o->total,
	    o->total[o->order[0]], o->tied);
}

int
tlh_lowest_tied(const struct tlh_match *m, int game,
    int tied[TLH_MAX_PLAYERS])
{
	struct tlh_score s[TLH_MAX_PLAYERS];
	int total[TLH_MAX_PLAYERS], low = 0;

	tlh_score_game(m, game, s);
	for (int p = 0; p < m->nplayers; p++) {
		total[p] = s[p].total;
		if (total[p] < total[low])
			low = p;
	}
	return in_turn_order(m->nplayers, &m->game[game], total, total[low],
	    tied);
}

int
tlh_lowest_scorer(const struct tlh_match *m, int game)
{
	int tied[TLH_MAX_PLAYERS];

	return tied[tlh_lowest_tied(m, game, tied) - 1];
}
