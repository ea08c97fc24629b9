/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical.c — the rules of Magical Treehouse: building, pipes, storage,
 * familiars, turns and the final score. */
#include "magical.h"

#include <string.h>

/* By level, from the card list: each colour has 5, 4, 3, 2, 1 and 1
 * cards of levels 1 to 6, worth 1, 2, 3, 5, 8 and 13 VP. */
static const int level_vp[MAGICAL_MAX_LEVEL + 1] = { 0, 1, 2, 3, 5, 8, 13 };
static const int level_supply[MAGICAL_MAX_LEVEL + 1] = { 0, 5, 4, 3, 2, 1, 1 };

void
magical_init(struct magical_game *g, int nplayers, const char *const *names,
    const int *ages)
{
	memset(g, 0, sizeof *g);
	g->nplayers = nplayers;
	g->round = 1;
	g->step = MAGICAL_REVEAL;
	for (int p = 0; p < nplayers; p++) {
		struct magical_player *pl = &g->player[p];
		strncpy(pl->name, names[p], MAGICAL_NAME_SIZE - 1);
		pl->name[MAGICAL_NAME_SIZE - 1] = '\0';
		pl->age = ages[p];
		pl->revealed = MAGICAL_NONE;
		g->order[p] = p;
	}
}

int
magical_builder(const struct magical_game *g)
{
	return g->step == MAGICAL_BUILD ? g->order[g->turn] : MAGICAL_NONE;
}

int
magical_youngest(const struct magical_game *g)
{
	int young = 0;

	for (int p = 1; p < g->nplayers; p++)
		if (g->player[p].age < g->player[young].age)
			young = p;
	return young;
}

int
magical_turn_cards(const struct magical_game *g)
{
	return g->step == MAGICAL_BUILD ? MAGICAL_TURN_CARDS + g->unstored : 0;
}

int
magical_cards_left(const struct magical_game *g)
{
	return magical_turn_cards(g) - (g->step == MAGICAL_BUILD ? g->used : 0);
}

void
magical_reasons_init(const struct magical_game *g, struct magical_reasons *r)
{
	memset(r, 0, sizeof *r);
	r->step = g->step;
	r->builder = magical_builder(g);
	r->vp_typed = r->house = r->split = r->clash = r->revealed =
	    r->same_number = MAGICAL_NONE;
}

const char *
magical_rule_id(unsigned bit)
{
	switch (bit) {
	case MAGICAL_E_PHASE: return "phase";
	case MAGICAL_E_TURN: return "turn";
	case MAGICAL_E_LEVEL: return "level";
	case MAGICAL_E_COLOUR: return "colour";
	case MAGICAL_E_CARD: return "card";
	case MAGICAL_E_PIPE: return "pipe";
	case MAGICAL_E_STORAGE: return "storage";
	case MAGICAL_E_FAMILIAR: return "familiar";
	case MAGICAL_E_BISCUITS: return "biscuits";
	case MAGICAL_E_OBJECTIVE: return "objective";
	}
	return "";
}

int
magical_level_vp(int level)
{
	return level >= 1 && level <= MAGICAL_MAX_LEVEL ? level_vp[level] : 0;
}

int
magical_card_vp(const struct magical_card *c)
{
	return c->colour == MAGICAL_BLANK ? 0 : magical_level_vp(c->level);
}

int
magical_supply(int level)
{
	return level >= 1 && level <= MAGICAL_MAX_LEVEL ? level_supply[level] : 0;
}

/* Stored cards are unnamed: only cards in the villages count. */
int
magical_built(const struct magical_game *g, int colour, int level)
{
	int n = 0;

	if (colour == MAGICAL_BLANK || level < 1 || level > MAGICAL_MAX_LEVEL)
		return 0;
	for (int p = 0; p < g->nplayers; p++)
		for (int i = 0; i < g->player[p].nhouses; i++) {
			const struct magical_house *h = &g->player[p].house[i];
			n += h->height >= level &&
			    h->card[level - 1].colour == colour;
		}
	return n;
}

int
magical_pipes_in_play(const struct magical_game *g)
{
	int n = 0;

	for (int p = 0; p < g->nplayers; p++)
		n += magical_pipe_count(&g->player[p]);
	return n;
}

/* ---- a village ---- */

int
magical_house_colour(const struct magical_house *h)
{
	return h->height > 0 ? h->card[h->height - 1].colour : MAGICAL_BLANK;
}

/* Lower levels keep their abilities, so a treehouse of height 4 to 6
 * has its level 4's. */
bool
magical_has_level4(const struct magical_player *pl, int colour)
{
	for (int i = 0; i < pl->nhouses; i++)
		if (pl->house[i].height >= 4 &&
		    pl->house[i].card[3].colour == colour)
			return true;
	return false;
}

bool
magical_is_piped(const struct magical_player *pl, int house)
{
	return (house > 0 && pl->pipe[house - 1]) ||
	    (house + 1 < pl->nhouses && pl->pipe[house]);
}

int
magical_pipe_count(const struct magical_player *pl)
{
	int n = 0;

	for (int i = 0; i + 1 < pl->nhouses; i++)
		n += pl->pipe[i];
	return n;
}

int
magical_storage_capacity(const struct magical_player *pl)
{
	int n = 0;

	if (magical_has_level4(pl, MAGICAL_PURPLE))
		return MAGICAL_UNLIMITED;
	for (int i = 0; i < pl->nhouses; i++)
		n += pl->house[i].height >= 2;
	return n;
}

/* A lone blank takes a level 2 of any colour; otherwise the colour is
 * the top card's. */
bool
magical_fits(const struct magical_house *h, const struct magical_card *c, bool *level_ok,
    bool *colour_ok)
{
	int top = magical_house_colour(h);

	*level_ok = c->level >= 2 && c->level <= MAGICAL_MAX_LEVEL &&
	    h->height == c->level - 1;
	*colour_ok = top == MAGICAL_BLANK || top == c->colour;
	return *level_ok && *colour_ok;
}

bool
magical_next_card(const struct magical_house *h, struct magical_card *next)
{
	memset(next, 0, sizeof *next);
	if (h->height >= MAGICAL_MAX_LEVEL)
		return false;
	next->colour = (unsigned char)magical_house_colour(h);
	next->level = (unsigned char)(h->height + 1);
	return true;
}

int
magical_pipe_spot(const struct magical_player *pl, int a, int b)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;

	if (a == b)
		return MAGICAL_SPOT_SAME;
	if (lo < 0 || hi >= pl->nhouses || hi - lo != 1)
		return MAGICAL_SPOT_APART;
	return pl->pipe[lo] ? MAGICAL_SPOT_JOINED : MAGICAL_SPOT_FREE;
}

int
magical_fitting_house(const struct magical_player *pl, const struct magical_card *c,
    int *count)
{
	int first = MAGICAL_NONE;
	bool lv, co;

	*count = 0;
	for (int i = 0; i < pl->nhouses; i++)
		if (magical_fits(&pl->house[i], c, &lv, &co)) {
			if (first == MAGICAL_NONE)
				first = i;
			(*count)++;
		}
	return first;
}

/* Put a treehouse at index k; the check made sure no pipe spans k. */
static void
insert_house(struct magical_player *pl, int k, const struct magical_house *h)
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
take_house(struct magical_player *pl, int k, struct magical_house *out)
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
splits_pipe(const struct magical_player *pl, int k)
{
	return k > 0 && k < pl->nhouses && pl->pipe[k - 1];
}

/* ---- building turns ---- */

/* Phase and turn, with the facts behind them: the builder and the cards
 * left.  Outside the building step there is no builder, so `turn` is
 * not judged. */
static void
explain_turn(const struct magical_game *g, int p, int n, struct magical_reasons *r)
{
	magical_reasons_init(g, r);
	r->need = n;
	if (g->step != MAGICAL_BUILD) {
		r->broken |= MAGICAL_E_PHASE;
		return;
	}
	r->turn_cards = magical_turn_cards(g);
	r->cards_left = magical_cards_left(g);
	r->used = g->used;
	r->unstored = g->unstored;
	if (r->builder != p)
		r->broken |= MAGICAL_E_TURN;
	else if (n > r->cards_left)
		r->broken |= MAGICAL_E_TURN;
}

/* How the card stands on treehouse `at`, as the level and colour rules
 * judge it. */
static void
judge_raise(const struct magical_player *pl, const struct magical_card *c, int at,
    struct magical_reasons *r)
{
	const struct magical_house *h = &pl->house[at];

	magical_fits(h, c, &r->level_ok, &r->colour_ok);
	r->house = at;
	r->height = h->height;
	r->top = magical_house_colour(h);
	r->level_case = r->level_ok ? MAGICAL_LEVEL_FITS :
	    h->height >= c->level ? MAGICAL_LEVEL_TAKEN : MAGICAL_LEVEL_GAP;
	r->colour_case = r->colour_ok ? MAGICAL_COLOUR_MATCH : MAGICAL_COLOUR_CLASH;
	if (!r->level_ok)
		r->broken |= MAGICAL_E_LEVEL;
	if (!r->colour_ok)
		r->broken |= MAGICAL_E_COLOUR;
}

/* Where a card of level 2 or more goes: the treehouse named, or else the
 * first that fits; with none, the rule that keeps it out of all. */
static void
explain_raise(const struct magical_player *pl, const struct magical_build *b,
    struct magical_reasons *r)
{
	bool lv, co;
	int at = b->at;

	at = magical_fitting_house(pl, &b->card, &r->nfit);
	if (b->at != MAGICAL_NONE) {
		judge_raise(pl, &b->card, b->at, r);
		return;
	}
	if (at != MAGICAL_NONE) {
		judge_raise(pl, &b->card, at, r);
		return;
	}
	/* none fits: a treehouse at the level below, of another colour? */
	for (int i = 0; i < pl->nhouses && at == MAGICAL_NONE; i++) {
		magical_fits(&pl->house[i], &b->card, &lv, &co);
		if (lv)
			at = i;
	}
	if (at == MAGICAL_NONE) {
		r->level_case = pl->nhouses == 0 ? MAGICAL_LEVEL_NO_HOUSE :
		    MAGICAL_LEVEL_NO_BASE;
		r->colour_case = MAGICAL_COLOUR_NO_HOUSE;
		r->broken |= MAGICAL_E_LEVEL;
		return;
	}
	judge_raise(pl, &b->card, at, r);
	r->colour_case = MAGICAL_COLOUR_NONE_FITS;
}

/* The card itself: its VP as typed, and the copies left in the box. */
static void
explain_card(const struct magical_game *g, const struct magical_build *b,
    struct magical_reasons *r)
{
	const struct magical_card *c = &b->card;

	r->vp = magical_card_vp(c);
	r->vp_typed = b->vp_given ? b->vp : MAGICAL_NONE;
	if (c->colour == MAGICAL_BLANK)
		return;
	if (b->vp_given && b->vp != r->vp)
		r->broken |= MAGICAL_E_CARD;
	r->supply = magical_supply(c->level);
	r->built = magical_built(g, c->colour, c->level);
	if (r->built >= r->supply)
		r->broken |= MAGICAL_E_CARD;
}

void
magical_explain_build(const struct magical_game *g, int p, const struct magical_build *b,
    struct magical_reasons *r)
{
	const struct magical_player *pl = &g->player[p];
	int level = b->card.level;

	explain_turn(g, p, 1, r);
	r->level = level;
	if (level < 1 || level > MAGICAL_MAX_LEVEL) {
		r->level_case = MAGICAL_LEVEL_RANGE;
		r->colour_case = MAGICAL_COLOUR_NO_LEVEL;
		r->broken |= MAGICAL_E_LEVEL;
		r->vp_typed = b->vp_given ? b->vp : MAGICAL_NONE;
		return;
	}
	explain_card(g, b, r);
	if (level > 1) {
		explain_raise(pl, b, r);
		return;
	}
	r->level_ok = r->colour_ok = true;
	r->level_case = MAGICAL_LEVEL_NEW;
	r->colour_case = MAGICAL_COLOUR_NEW;
	/* only the builder's turn can reach a full village; the limit
	 * keeps the row within its array whatever is asked */
	if (!(r->broken & MAGICAL_E_PHASE) && pl->nhouses >= MAGICAL_MAX_HOUSES) {
		r->house_limit = true;
		r->broken |= MAGICAL_E_TURN;
	}
	int at = b->at == MAGICAL_NONE ? pl->nhouses : b->at;
	if (splits_pipe(pl, at)) {
		r->split = at - 1;
		r->broken |= MAGICAL_E_PIPE;
	}
}

unsigned
magical_build(struct magical_game *g, int p, const struct magical_build *b)
{
	struct magical_reasons r;

	magical_explain_build(g, p, b, &r);
	struct magical_player *pl = &g->player[p];
	const struct magical_card *c = &b->card;
	int count, at = b->at;

	if (r.broken)
		return r.broken;
	if (c->level == 1) {
		struct magical_house h = { .height = 1, .card = { *c } };
		insert_house(pl, at == MAGICAL_NONE ? pl->nhouses : at, &h);
		g->allowance += c->colour != MAGICAL_BLANK;
	} else {
		if (at == MAGICAL_NONE)
			at = magical_fitting_house(pl, c, &count);
		if (c->level == 3 && magical_has_level4(pl, MAGICAL_RED))
			g->allowance++;
		pl->house[at].card[pl->house[at].height++] = *c;
	}
	g->allowance += c->teleport && c->colour != MAGICAL_BLANK;
	g->used++;
	return 0;
}

int
magical_legal_places(const struct magical_game *g, int p, const struct magical_card *c,
    int out[MAGICAL_MAX_HOUSES + 1])
{
	const struct magical_player *pl = &g->player[p];
	struct magical_build b = { .card = *c };
	struct magical_reasons r;
	int n = 0, last = c->level == 1 ? pl->nhouses : pl->nhouses - 1;

	for (int k = 0; k <= last; k++) {
		b.at = k;
		magical_explain_build(g, p, &b, &r);
		if (!(r.broken & MAGICAL_E_PLACEMENT))
			out[n++] = k;
	}
	return n;
}

void
magical_explain_pipe(const struct magical_game *g, int p, int a, int b,
    struct magical_reasons *r)
{
	explain_turn(g, p, 1, r);
	r->pipes = magical_pipes_in_play(g);
	r->spot = magical_pipe_spot(&g->player[p], a, b);
	if (r->spot != MAGICAL_SPOT_FREE || r->pipes >= MAGICAL_SUPPLY_PIPES)
		r->broken |= MAGICAL_E_PIPE;
}

unsigned
magical_pipe(struct magical_game *g, int p, int a, int b)
{
	struct magical_reasons r;

	magical_explain_pipe(g, p, a, b, &r);
	if (r.broken)
		return r.broken;
	g->player[p].pipe[a < b ? a : b] = true;
	g->used++;
	return 0;
}

/* With a blue level 4, a pipe moves to two other neighbours: at[0..1]
 * are joined now, at[2..3] not yet.  Outside the building step too. */
void
magical_explain_repipe(const struct magical_game *g, int p, const int at[4],
    struct magical_reasons *r)
{
	const struct magical_player *pl = &g->player[p];

	magical_reasons_init(g, r);
	if (g->step == MAGICAL_OVER)
		r->broken |= MAGICAL_E_PHASE;
	r->blue4 = magical_has_level4(pl, MAGICAL_BLUE);
	r->pipe_there = magical_pipe_spot(pl, at[0], at[1]) == MAGICAL_SPOT_JOINED;
	r->spot = magical_pipe_spot(pl, at[2], at[3]);
	if (!r->blue4 || !r->pipe_there || r->spot != MAGICAL_SPOT_FREE)
		r->broken |= MAGICAL_E_PIPE;
}

unsigned
magical_repipe(struct magical_game *g, int p, int a, int b, int c, int d)
{
	const int at[4] = { a, b, c, d };
	struct magical_reasons r;

	magical_explain_repipe(g, p, at, &r);
	if (r.broken)
		return r.broken;
	g->player[p].pipe[a < b ? a : b] = false;
	g->player[p].pipe[c < d ? c : d] = true;
	return 0;
}

/* A treehouse with no pipe moves anywhere in the row, but never between
 * two joined treehouses. */
void
magical_explain_move(const struct magical_game *g, int p, int from, int to,
    struct magical_reasons *r)
{
	struct magical_player rest = g->player[p];
	struct magical_house h;

	magical_reasons_init(g, r);
	if (g->step == MAGICAL_OVER)
		r->broken |= MAGICAL_E_PHASE;
	if (from < 0 || from >= rest.nhouses || to < 0 || to >= rest.nhouses) {
		r->broken |= MAGICAL_E_PIPE;
		return;
	}
	if ((r->piped = magical_is_piped(&rest, from))) {
		r->broken |= MAGICAL_E_PIPE;
		return;
	}
	take_house(&rest, from, &h);
	if (splits_pipe(&rest, to)) {
		/* in today's numbers, the pair around the place */
		r->split = to < from ? to - 1 : to;
		r->broken |= MAGICAL_E_PIPE;
	}
}

unsigned
magical_move(struct magical_game *g, int p, int from, int to)
{
	struct magical_reasons r;

	magical_explain_move(g, p, from, to, &r);
	struct magical_house h;

	if (r.broken)
		return r.broken;
	take_house(&g->player[p], from, &h);
	insert_house(&g->player[p], to, &h);
	return 0;
}

static void
explain_storage(const struct magical_game *g, int p, struct magical_reasons *r)
{
	const struct magical_player *pl = &g->player[p];

	r->stored = pl->stored;
	r->capacity = magical_storage_capacity(pl);
	r->stored_now = magical_builder(g) == p ? g->stored_now : 0;
}

/* Storing planning cards, taking stored ones back (only those stored
 * in an earlier round), placing familiars: each moves `n` of something
 * for player p during a building turn. */
void
magical_explain_count(const struct magical_game *g, int p, enum magical_count_move m, int n,
    struct magical_reasons *r)
{
	switch (m) {
	case MAGICAL_COUNT_STORE:
		explain_turn(g, p, n, r);
		explain_storage(g, p, r);
		if (r->capacity != MAGICAL_UNLIMITED && r->stored + n > r->capacity)
			r->broken |= MAGICAL_E_STORAGE;
		break;
	case MAGICAL_COUNT_UNSTORE:
		explain_turn(g, p, 0, r);
		explain_storage(g, p, r);
		if (r->stored - r->stored_now < n)
			r->broken |= MAGICAL_E_STORAGE;
		break;
	case MAGICAL_COUNT_FAMILIAR:
		explain_turn(g, p, 0, r);
		r->familiars = g->player[p].familiars;
		r->allowance = magical_builder(g) == p ? g->allowance : 0;
		r->forest_full = r->familiars + n > MAGICAL_FAMILIARS;
		if (r->allowance < n || r->forest_full)
			r->broken |= MAGICAL_E_FAMILIAR;
		break;
	}
}

unsigned
magical_count(struct magical_game *g, int p, enum magical_count_move m, int n)
{
	struct magical_player *pl = &g->player[p];
	struct magical_reasons r;

	magical_explain_count(g, p, m, n, &r);
	if (r.broken)
		return r.broken;
	switch (m) {
	case MAGICAL_COUNT_STORE:
		pl->stored += n;
		g->stored_now += n;
		g->used += n;
		break;
	case MAGICAL_COUNT_UNSTORE:
		pl->stored -= n;
		g->unstored += n;
		break;
	case MAGICAL_COUNT_FAMILIAR:
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
magical_explain_reveal(const struct magical_game *g, int p, int number,
    struct magical_reasons *r)
{
	magical_reasons_init(g, r);
	if (g->step != MAGICAL_REVEAL)
		r->broken |= MAGICAL_E_PHASE;
	r->revealed = g->player[p].revealed;
	if (r->revealed != MAGICAL_NONE)
		r->broken |= MAGICAL_E_TURN;
	for (int q = 0; q < g->nplayers; q++)
		if (q != p && g->player[q].revealed == number) {
			r->same_number = q;
			r->broken |= MAGICAL_E_TURN;
		}
}

static void
start_turn(struct magical_game *g)
{
	g->used = g->unstored = g->stored_now = g->allowance = 0;
}

/* Lowest number first; numbers never repeat. */
static void
set_order(struct magical_game *g)
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
magical_reveal(struct magical_game *g, int p, int number, unsigned *events)
{
	struct magical_reasons r;

	magical_explain_reveal(g, p, number, &r);
	*events = 0;
	if (r.broken)
		return r.broken;
	g->player[p].revealed = number;
	for (int q = 0; q < g->nplayers; q++)
		if (g->player[q].revealed == MAGICAL_NONE)
			return 0;
	set_order(g);
	g->step = MAGICAL_BUILD;
	g->turn = 0;
	start_turn(g);
	*events |= MAGICAL_EV_ORDER;
	return 0;
}

/* The planning cards left are unknown (a player may plan fewer than 5),
 * but a card taken out of storage is known: it must be played. */
void
magical_explain_done(const struct magical_game *g, int p, struct magical_reasons *r)
{
	explain_turn(g, p, 0, r);
	explain_storage(g, p, r);
	if (!(r->broken & (MAGICAL_E_PHASE | MAGICAL_E_TURN)) && g->used < g->unstored)
		r->broken |= MAGICAL_E_STORAGE;
}

unsigned
magical_done(struct magical_game *g, int p, unsigned *events)
{
	struct magical_reasons r;

	magical_explain_done(g, p, &r);
	*events = 0;
	if (r.broken)
		return r.broken;
	start_turn(g);
	*events |= MAGICAL_EV_TURN;
	if (++g->turn < g->nplayers)
		return 0;
	*events |= MAGICAL_EV_ROUND;
	for (int q = 0; q < g->nplayers; q++)
		g->player[q].revealed = MAGICAL_NONE;
	if (g->round == MAGICAL_ROUNDS) {
		g->step = MAGICAL_END;
		*events |= MAGICAL_EV_BUILT;
	} else {
		g->round++;
		g->step = MAGICAL_REVEAL;
	}
	return 0;
}
