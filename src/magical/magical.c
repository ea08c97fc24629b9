/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical.c — the rules of Magical Treehouse: building, pipes, storage,
 * familiars, turns and the final score. */
#include "magical.h"

#include <string.h>

/* By level, from the card list: each colour has 5, 4, 3, 2, 1 and 1
 * cards of levels 1 to 6, worth 1, 2, 3, 5, 8 and 13 VP. */
static const int level_vp[MT_MAX_LEVEL + 1] = { 0, 1, 2, 3, 5, 8, 13 };
static const int level_supply[MT_MAX_LEVEL + 1] = { 0, 5, 4, 3, 2, 1, 1 };

void
mt_init(struct mt_game *g, int nplayers, const char *const *names,
    const int *ages)
{
	memset(g, 0, sizeof *g);
	g->nplayers = nplayers;
	g->round = 1;
	g->step = MT_REVEAL;
	for (int p = 0; p < nplayers; p++) {
		struct mt_player *pl = &g->player[p];
		strncpy(pl->name, names[p], MT_NAME_SIZE - 1);
		pl->name[MT_NAME_SIZE - 1] = '\0';
		pl->age = ages[p];
		pl->revealed = MT_NONE;
		g->order[p] = p;
	}
}

int
mt_builder(const struct mt_game *g)
{
	return g->step == MT_BUILD ? g->order[g->turn] : MT_NONE;
}

int
mt_youngest(const struct mt_game *g)
{
	int young = 0;

	for (int p = 1; p < g->nplayers; p++)
		if (g->player[p].age < g->player[young].age)
			young = p;
	return young;
}

int
mt_turn_cards(const struct mt_game *g)
{
	return g->step == MT_BUILD ? MT_TURN_CARDS + g->unstored : 0;
}

int
mt_cards_left(const struct mt_game *g)
{
	return mt_turn_cards(g) - (g->step == MT_BUILD ? g->used : 0);
}

void
mt_reasons_init(const struct mt_game *g, struct mt_reasons *r)
{
	memset(r, 0, sizeof *r);
	r->step = g->step;
	r->builder = mt_builder(g);
	r->vp_typed = r->house = r->split = r->clash = r->revealed =
	    r->same_number = MT_NONE;
}

const char *
mt_rule_id(unsigned bit)
{
	switch (bit) {
	case MT_E_PHASE: return "phase";
	case MT_E_TURN: return "turn";
	case MT_E_LEVEL: return "level";
	case MT_E_COLOUR: return "colour";
	case MT_E_CARD: return "card";
	case MT_E_PIPE: return "pipe";
	case MT_E_STORAGE: return "storage";
	case MT_E_FAMILIAR: return "familiar";
	case MT_E_BISCUITS: return "biscuits";
	case MT_E_OBJECTIVE: return "objective";
	}
	return "";
}

int
mt_level_vp(int level)
{
	return level >= 1 && level <= MT_MAX_LEVEL ? level_vp[level] : 0;
}

int
mt_card_vp(const struct mt_card *c)
{
	return c->colour == MT_BLANK ? 0 : mt_level_vp(c->level);
}

int
mt_supply(int level)
{
	return level >= 1 && level <= MT_MAX_LEVEL ? level_supply[level] : 0;
}

/* Stored cards are unnamed: only cards in the villages count. */
int
mt_built(const struct mt_game *g, int colour, int level)
{
	int n = 0;

	if (colour == MT_BLANK || level < 1 || level > MT_MAX_LEVEL)
		return 0;
	for (int p = 0; p < g->nplayers; p++)
		for (int i = 0; i < g->player[p].nhouses; i++) {
			const struct mt_house *h = &g->player[p].house[i];
			n += h->height >= level &&
			    h->card[level - 1].colour == colour;
		}
	return n;
}

int
mt_pipes_in_play(const struct mt_game *g)
{
	int n = 0;

	for (int p = 0; p < g->nplayers; p++)
		n += mt_pipe_count(&g->player[p]);
	return n;
}

/* ---- a village ---- */

int
mt_house_colour(const struct mt_house *h)
{
	return h->height > 0 ? h->card[h->height - 1].colour : MT_BLANK;
}

/* Lower levels keep their abilities, so a treehouse of height 4 to 6
 * has its level 4's. */
bool
mt_has_level4(const struct mt_player *pl, int colour)
{
	for (int i = 0; i < pl->nhouses; i++)
		if (pl->house[i].height >= 4 &&
		    pl->house[i].card[3].colour == colour)
			return true;
	return false;
}

bool
mt_is_piped(const struct mt_player *pl, int house)
{
	return (house > 0 && pl->pipe[house - 1]) ||
	    (house + 1 < pl->nhouses && pl->pipe[house]);
}

int
mt_pipe_count(const struct mt_player *pl)
{
	int n = 0;

	for (int i = 0; i + 1 < pl->nhouses; i++)
		n += pl->pipe[i];
	return n;
}

int
mt_storage_capacity(const struct mt_player *pl)
{
	int n = 0;

	if (mt_has_level4(pl, MT_PURPLE))
		return MT_UNLIMITED;
	for (int i = 0; i < pl->nhouses; i++)
		n += pl->house[i].height >= 2;
	return n;
}

/* A lone blank takes a level 2 of any colour; otherwise the colour is
 * the top card's. */
bool
mt_fits(const struct mt_house *h, const struct mt_card *c, bool *level_ok,
    bool *colour_ok)
{
	int top = mt_house_colour(h);

	*level_ok = c->level >= 2 && c->level <= MT_MAX_LEVEL &&
	    h->height == c->level - 1;
	*colour_ok = top == MT_BLANK || top == c->colour;
	return *level_ok && *colour_ok;
}

bool
mt_next_card(const struct mt_house *h, struct mt_card *next)
{
	memset(next, 0, sizeof *next);
	if (h->height >= MT_MAX_LEVEL)
		return false;
	next->colour = (unsigned char)mt_house_colour(h);
	next->level = (unsigned char)(h->height + 1);
	return true;
}

int
mt_pipe_spot(const struct mt_player *pl, int a, int b)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;

	if (a == b)
		return MT_SPOT_SAME;
	if (lo < 0 || hi >= pl->nhouses || hi - lo != 1)
		return MT_SPOT_APART;
	return pl->pipe[lo] ? MT_SPOT_JOINED : MT_SPOT_FREE;
}

int
mt_fitting_house(const struct mt_player *pl, const struct mt_card *c,
    int *count)
{
	int first = MT_NONE;
	bool lv, co;

	*count = 0;
	for (int i = 0; i < pl->nhouses; i++)
		if (mt_fits(&pl->house[i], c, &lv, &co)) {
			if (first == MT_NONE)
				first = i;
			(*count)++;
		}
	return first;
}

/* Put a treehouse at index k; the check made sure no pipe spans k. */
static void
insert_house(struct mt_player *pl, int k, const struct mt_house *h)
{
	for (int i = pl->nhouses; i > k; i--)
		pl->house[i] = pl->house[i - 1];
	for (int i = pl->nhouses - 2; i >= k; i--)
		pl->pipe[i + 1] = pl->pipe[i];
	pl->pipe[k] = false;
	if (k > 0)
		pl->pipe[k - 1] = false;
	pl->house[k] = *h;
	pl->nhouses++;
}

/* Lift out treehouse k, which has no pipe. */
static void
take_house(struct mt_player *pl, int k, struct mt_house *out)
{
	*out = pl->house[k];
	for (int i = k; i + 1 < pl->nhouses; i++)
		pl->house[i] = pl->house[i + 1];
	for (int i = k; i + 2 < pl->nhouses; i++)
		pl->pipe[i] = pl->pipe[i + 1];
	pl->nhouses--;
	if (pl->nhouses > 0)
		pl->pipe[pl->nhouses - 1] = false;
}

/* Whether a treehouse put at index k of the row would split two
 * treehouses joined by a pipe. */
static bool
splits_pipe(const struct mt_player *pl, int k)
{
	return k > 0 && k < pl->nhouses && pl->pipe[k - 1];
}

/* ---- building turns ---- */

/* Phase and turn, with the facts behind them: the builder and the cards
 * left.  Outside the building step there is no builder, so `turn` is
 * not judged. */
static void
explain_turn(const struct mt_game *g, int p, int n, struct mt_reasons *r)
{
	mt_reasons_init(g, r);
	r->need = n;
	if (g->step != MT_BUILD) {
		r->broken |= MT_E_PHASE;
		return;
	}
	r->turn_cards = mt_turn_cards(g);
	r->cards_left = mt_cards_left(g);
	r->used = g->used;
	r->unstored = g->unstored;
	if (r->builder != p)
		r->broken |= MT_E_TURN;
	else if (n > r->cards_left)
		r->broken |= MT_E_TURN;
}

/* How the card stands on treehouse `at`, as the level and colour rules
 * judge it. */
static void
judge_raise(const struct mt_player *pl, const struct mt_card *c, int at,
    struct mt_reasons *r)
{
	const struct mt_house *h = &pl->house[at];

	mt_fits(h, c, &r->level_ok, &r->colour_ok);
	r->house = at;
	r->height = h->height;
	r->top = mt_house_colour(h);
	r->level_case = r->level_ok ? MT_LEVEL_FITS :
	    h->height >= c->level ? MT_LEVEL_TAKEN : MT_LEVEL_GAP;
	r->colour_case = r->colour_ok ? MT_COLOUR_MATCH : MT_COLOUR_CLASH;
	if (!r->level_ok)
		r->broken |= MT_E_LEVEL;
	if (!r->colour_ok)
		r->broken |= MT_E_COLOUR;
}

/* Where a card of level 2 or more goes: the treehouse named, or else the
 * first that fits; with none, the rule that keeps it out of all. */
static void
explain_raise(const struct mt_player *pl, const struct mt_build *b,
    struct mt_reasons *r)
{
	bool lv, co;
	int at = b->at;

	at = mt_fitting_house(pl, &b->card, &r->nfit);
	if (b->at != MT_NONE) {
		judge_raise(pl, &b->card, b->at, r);
		return;
	}
	if (at != MT_NONE) {
		judge_raise(pl, &b->card, at, r);
		return;
	}
	/* none fits: a treehouse at the level below, of another colour? */
	for (int i = 0; i < pl->nhouses && at == MT_NONE; i++) {
		mt_fits(&pl->house[i], &b->card, &lv, &co);
		if (lv)
			at = i;
	}
	if (at == MT_NONE) {
		r->level_case = pl->nhouses == 0 ? MT_LEVEL_NO_HOUSE :
		    MT_LEVEL_NO_BASE;
		r->colour_case = MT_COLOUR_NO_HOUSE;
		r->broken |= MT_E_LEVEL;
		return;
	}
	judge_raise(pl, &b->card, at, r);
	r->colour_case = MT_COLOUR_NONE_FITS;
}

/* The card itself: its VP as typed, and the copies left in the box. */
static void
explain_card(const struct mt_game *g, const struct mt_build *b,
    struct mt_reasons *r)
{
	const struct mt_card *c = &b->card;

	r->vp = mt_card_vp(c);
	r->vp_typed = b->vp_given ? b->vp : MT_NONE;
	if (c->colour == MT_BLANK)
		return;
	if (b->vp_given && b->vp != r->vp)
		r->broken |= MT_E_CARD;
	r->supply = mt_supply(c->level);
	r->built = mt_built(g, c->colour, c->level);
	if (r->built >= r->supply)
		r->broken |= MT_E_CARD;
}

void
mt_explain_build(const struct mt_game *g, int p, const struct mt_build *b,
    struct mt_reasons *r)
{
	const struct mt_player *pl = &g->player[p];
	int level = b->card.level;

	explain_turn(g, p, 1, r);
	r->level = level;
	if (level < 1 || level > MT_MAX_LEVEL) {
		r->level_case = MT_LEVEL_RANGE;
		r->colour_case = MT_COLOUR_NO_LEVEL;
		r->broken |= MT_E_LEVEL;
		r->vp_typed = b->vp_given ? b->vp : MT_NONE;
		return;
	}
	explain_card(g, b, r);
	if (level > 1) {
		explain_raise(pl, b, r);
		return;
	}
	r->level_ok = r->colour_ok = true;
	r->level_case = MT_LEVEL_NEW;
	r->colour_case = MT_COLOUR_NEW;
	/* only the builder's turn can reach a full village; the limit
	 * keeps the row within its array whatever is asked */
	if (!(r->broken & MT_E_PHASE) && pl->nhouses >= MT_MAX_HOUSES) {
		r->house_limit = true;
		r->broken |= MT_E_TURN;
	}
	int at = b->at == MT_NONE ? pl->nhouses : b->at;
	if (splits_pipe(pl, at)) {
		r->split = at - 1;
		r->broken |= MT_E_PIPE;
	}
}

unsigned
mt_build(struct mt_game *g, int p, const struct mt_build *b)
{
	struct mt_reasons r;

	mt_explain_build(g, p, b, &r);
	struct mt_player *pl = &g->player[p];
	const struct mt_card *c = &b->card;
	int count, at = b->at;

	if (r.broken)
		return r.broken;
	if (c->level == 1) {
		struct mt_house h = { .height = 1, .card = { *c } };
		insert_house(pl, at == MT_NONE ? pl->nhouses : at, &h);
		g->allowance += c->colour != MT_BLANK;
	} else {
		if (at == MT_NONE)
			at = mt_fitting_house(pl, c, &count);
		if (c->level == 3 && mt_has_level4(pl, MT_RED))
			g->allowance++;
		pl->house[at].card[pl->house[at].height++] = *c;
	}
	g->allowance += c->teleport && c->colour != MT_BLANK;
	g->used++;
	return 0;
}

int
mt_legal_places(const struct mt_game *g, int p, const struct mt_card *c,
    int out[MT_MAX_HOUSES + 1])
{
	const struct mt_player *pl = &g->player[p];
	struct mt_build b = { .card = *c };
	struct mt_reasons r;
	int n = 0, last = c->level == 1 ? pl->nhouses : pl->nhouses - 1;

	for (int k = 0; k <= last; k++) {
		b.at = k;
		mt_explain_build(g, p, &b, &r);
		if (!(r.broken & MT_E_PLACEMENT))
			out[n++] = k;
	}
	return n;
}

void
mt_explain_pipe(const struct mt_game *g, int p, int a, int b,
    struct mt_reasons *r)
{
	explain_turn(g, p, 1, r);
	r->pipes = mt_pipes_in_play(g);
	r->spot = mt_pipe_spot(&g->player[p], a, b);
	if (r->spot != MT_SPOT_FREE || r->pipes >= MT_SUPPLY_PIPES)
		r->broken |= MT_E_PIPE;
}

unsigned
mt_pipe(struct mt_game *g, int p, int a, int b)
{
	struct mt_reasons r;

	mt_explain_pipe(g, p, a, b, &r);
	if (r.broken)
		return r.broken;
	g->player[p].pipe[a < b ? a : b] = true;
	g->used++;
	return 0;
}

/* With a blue level 4, a pipe moves to two other neighbours: at[0..1]
 * are joined now, at[2..3] not yet.  Outside the building step too. */
void
mt_explain_repipe(const struct mt_game *g, int p, const int at[4],
    struct mt_reasons *r)
{
	const struct mt_player *pl = &g->player[p];

	mt_reasons_init(g, r);
	if (g->step == MT_OVER)
		r->broken |= MT_E_PHASE;
	r->blue4 = mt_has_level4(pl, MT_BLUE);
	r->pipe_there = mt_pipe_spot(pl, at[0], at[1]) == MT_SPOT_JOINED;
	r->spot = mt_pipe_spot(pl, at[2], at[3]);
	if (!r->blue4 || !r->pipe_there || r->spot != MT_SPOT_FREE)
		r->broken |= MT_E_PIPE;
}

unsigned
mt_repipe(struct mt_game *g, int p, int a, int b, int c, int d)
{
	const int at[4] = { a, b, c, d };
	struct mt_reasons r;

	mt_explain_repipe(g, p, at, &r);
	if (r.broken)
		return r.broken;
	g->player[p].pipe[a < b ? a : b] = false;
	g->player[p].pipe[c < d ? c : d] = true;
	return 0;
}

/* A treehouse with no pipe moves anywhere in the row, but never between
 * two joined treehouses. */
void
mt_explain_move(const struct mt_game *g, int p, int from, int to,
    struct mt_reasons *r)
{
	struct mt_player rest = g->player[p];
	struct mt_house h;

	mt_reasons_init(g, r);
	if (g->step == MT_OVER)
		r->broken |= MT_E_PHASE;
	if (from < 0 || from >= rest.nhouses || to < 0 || to >= rest.nhouses) {
		r->broken |= MT_E_PIPE;
		return;
	}
	if ((r->piped = mt_is_piped(&rest, from))) {
		r->broken |= MT_E_PIPE;
		return;
	}
	take_house(&rest, from, &h);
	if (splits_pipe(&rest, to)) {
		/* in today's numbers, the pair around the place */
		r->split = to < from ? to - 1 : to;
		r->broken |= MT_E_PIPE;
	}
}

unsigned
mt_move(struct mt_game *g, int p, int from, int to)
{
	struct mt_reasons r;

	mt_explain_move(g, p, from, to, &r);
	struct mt_house h;

	if (r.broken)
		return r.broken;
	take_house(&g->player[p], from, &h);
	insert_house(&g->player[p], to, &h);
	return 0;
}

static void
explain_storage(const struct mt_game *g, int p, struct mt_reasons *r)
{
	const struct mt_player *pl = &g->player[p];

	r->stored = pl->stored;
	r->capacity = mt_storage_capacity(pl);
	r->stored_now = mt_builder(g) == p ? g->stored_now : 0;
}

/* Storing planning cards, taking stored ones back (only those stored
 * in an earlier round), placing familiars: each moves `n` of something
 * for player p during a building turn. */
void
mt_explain_count(const struct mt_game *g, int p, enum mt_count_move m, int n,
    struct mt_reasons *r)
{
	switch (m) {
	case MT_COUNT_STORE:
		explain_turn(g, p, n, r);
		explain_storage(g, p, r);
		if (r->capacity != MT_UNLIMITED && r->stored + n > r->capacity)
			r->broken |= MT_E_STORAGE;
		break;
	case MT_COUNT_UNSTORE:
		explain_turn(g, p, 0, r);
		explain_storage(g, p, r);
		if (r->stored - r->stored_now < n)
			r->broken |= MT_E_STORAGE;
		break;
	case MT_COUNT_FAMILIAR:
		explain_turn(g, p, 0, r);
		r->familiars = g->player[p].familiars;
		r->allowance = mt_builder(g) == p ? g->allowance : 0;
		r->forest_full = r->familiars + n > MT_FAMILIARS;
		if (r->allowance < n || r->forest_full)
			r->broken |= MT_E_FAMILIAR;
		break;
	}
}

unsigned
mt_count(struct mt_game *g, int p, enum mt_count_move m, int n)
{
	struct mt_player *pl = &g->player[p];
	struct mt_reasons r;

	mt_explain_count(g, p, m, n, &r);
	if (r.broken)
		return r.broken;
	switch (m) {
	case MT_COUNT_STORE:
		pl->stored += n;
		g->stored_now += n;
		g->used += n;
		break;
	case MT_COUNT_UNSTORE:
		pl->stored -= n;
		g->unstored += n;
		break;
	case MT_COUNT_FAMILIAR:
		pl->familiars += n;
		g->allowance -= n;
		break;
	}
	return 0;
}

/* ---- rounds ---- */

/* The reveal step's rules: once a round for each player, and no two
 * cards show one number. */
void
mt_explain_reveal(const struct mt_game *g, int p, int number,
    struct mt_reasons *r)
{
	mt_reasons_init(g, r);
	if (g->step != MT_REVEAL)
		r->broken |= MT_E_PHASE;
	r->revealed = g->player[p].revealed;
	if (r->revealed != MT_NONE)
		r->broken |= MT_E_TURN;
	for (int q = 0; q < g->nplayers; q++)
		if (q != p && g->player[q].revealed == number) {
			r->same_number = q;
			r->broken |= MT_E_TURN;
		}
}

static void
start_turn(struct mt_game *g)
{
	g->used = g->unstored = g->stored_now = g->allowance = 0;
}

/* Lowest number first; numbers never repeat. */
static void
set_order(struct mt_game *g)
{
	for (int p = 0; p < g->nplayers; p++)
		g->order[p] = p;
	for (int i = 1; i < g->nplayers; i++)
		for (int j = i; j > 0 && g->player[g->order[j]].revealed <
		    g->player[g->order[j - 1]].revealed; j--) {
			int t = g->order[j];
			g->order[j] = g->order[j - 1];
			g->order[j - 1] = t;
		}
}

unsigned
mt_reveal(struct mt_game *g, int p, int number, unsigned *events)
{
	struct mt_reasons r;

	mt_explain_reveal(g, p, number, &r);
	*events = 0;
	if (r.broken)
		return r.broken;
	g->player[p].revealed = number;
	for (int q = 0; q < g->nplayers; q++)
		if (g->player[q].revealed == MT_NONE)
			return 0;
	set_order(g);
	g->step = MT_BUILD;
	g->turn = 0;
	start_turn(g);
	*events |= MT_EV_ORDER;
	return 0;
}

/* The planning cards left are unknown (a player may plan fewer than 5),
 * but a card taken out of storage is known: it must be played. */
void
mt_explain_done(const struct mt_game *g, int p, struct mt_reasons *r)
{
	explain_turn(g, p, 0, r);
	explain_storage(g, p, r);
	if (!(r->broken & (MT_E_PHASE | MT_E_TURN)) && g->used < g->unstored)
		r->broken |= MT_E_STORAGE;
}

unsigned
mt_done(struct mt_game *g, int p, unsigned *events)
{
	struct mt_reasons r;

	mt_explain_done(g, p, &r);
	*events = 0;
	if (r.broken)
		return r.broken;
	start_turn(g);
	*events |= MT_EV_TURN;
	if (++g->turn < g->nplayers)
		return 0;
	*events |= MT_EV_ROUND;
	for (int q = 0; q < g->nplayers; q++)
		g->player[q].revealed = MT_NONE;
	if (g->round == MT_ROUNDS) {
		g->step = MT_END;
		*events |= MT_EV_BUILT;
	} else {
		g->round++;
		g->step = MT_REVEAL;
	}
	return 0;
}
