/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical.c — the rules of Magical Treehouse: building, pipes, storage,
 * familiars, turns and the final score. */
#include "magical.h"

#include <string.h>

static const int tile_points[MT_TILES] = { 0, 3, 3, 2, 3, -4 };
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

/* 2 a player at setup and 4 piles on the tray: of 2 with 3 players, of 3
 * with 4; the rulebook sets no piles for 2 players, so the box's 20. */
int
mt_biscuit_supply(int nplayers)
{
	return nplayers == 3 ? 3 * 2 + 4 * 2 : MT_BISCUITS;
}

int
mt_ingredient_total(const struct mt_player *pl)
{
	int n = 0;

	for (int c = MT_BLANK + 1; c < MT_COLOURS; c++)
		n += pl->ingredients[c];
	return n;
}

int
mt_tile_points(int tile)
{
	return tile > MT_TILE_NONE && tile < MT_TILES ? tile_points[tile] : 0;
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
	memset(r, 0, sizeof *r);
	r->step = g->step;
	r->builder = mt_builder(g);
	r->need = n;
	r->vp_typed = r->house = r->split = r->clash = MT_NONE;
	if (g->step != MT_BUILD) {
		r->broken |= MT_E_PHASE;
		return;
	}
	r->cards_left = MT_TURN_CARDS + g->unstored - g->used;
	r->used = g->used;
	r->unstored = g->unstored;
	if (r->builder != p)
		r->broken |= MT_E_TURN;
	else if (n > r->cards_left)
		r->broken |= MT_E_TURN;
}

/* Where a card of level 2 or more goes: the treehouse named, or else the
 * first that fits; with none, the rule that keeps it out of all. */
static void
explain_raise(const struct mt_player *pl, const struct mt_build *b,
    struct mt_reasons *r)
{
	bool lv, co;
	int at = b->at;

	if (at == MT_NONE) {
		at = mt_fitting_house(pl, &b->card, &r->nfit);
		if (at == MT_NONE) {
			/* a treehouse at the level below, of another colour */
			for (int i = 0; i < pl->nhouses && at == MT_NONE; i++) {
				mt_fits(&pl->house[i], &b->card, &lv, &co);
				if (lv)
					at = i;
			}
			r->level_ok = at != MT_NONE;
			r->colour_ok = false;
			r->broken |= at != MT_NONE ? MT_E_COLOUR : MT_E_LEVEL;
			r->house = at;
			if (at != MT_NONE) {
				r->height = pl->house[at].height;
				r->top = mt_house_colour(&pl->house[at]);
			}
			return;
		}
	} else {
		int count;
		mt_fitting_house(pl, &b->card, &count);
		r->nfit = count;
	}
	mt_fits(&pl->house[at], &b->card, &r->level_ok, &r->colour_ok);
	r->house = at;
	r->height = pl->house[at].height;
	r->top = mt_house_colour(&pl->house[at]);
	if (!r->level_ok)
		r->broken |= MT_E_LEVEL;
	if (!r->colour_ok)
		r->broken |= MT_E_COLOUR;
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
mt_check_build(const struct mt_game *g, int p, const struct mt_build *b)
{
	struct mt_reasons r;

	mt_explain_build(g, p, b, &r);
	return r.broken;
}

unsigned
mt_build(struct mt_game *g, int p, const struct mt_build *b)
{
	unsigned broken = mt_check_build(g, p, b);
	struct mt_player *pl = &g->player[p];
	const struct mt_card *c = &b->card;
	int count, at = b->at;

	if (broken)
		return broken;
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

static bool
pipe_spot_ok(const struct mt_player *pl, int a, int b)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;

	return lo >= 0 && hi < pl->nhouses && hi - lo == 1 && !pl->pipe[lo];
}

void
mt_explain_pipe(const struct mt_game *g, int p, int a, int b,
    struct mt_reasons *r)
{
	explain_turn(g, p, 1, r);
	r->pipes = mt_pipes_in_play(g);
	if (!pipe_spot_ok(&g->player[p], a, b) || r->pipes >= MT_SUPPLY_PIPES)
		r->broken |= MT_E_PIPE;
}

unsigned
mt_check_pipe(const struct mt_game *g, int p, int a, int b)
{
	struct mt_reasons r;

	mt_explain_pipe(g, p, a, b, &r);
	return r.broken;
}

unsigned
mt_pipe(struct mt_game *g, int p, int a, int b)
{
	unsigned broken = mt_check_pipe(g, p, a, b);

	if (broken)
		return broken;
	g->player[p].pipe[a < b ? a : b] = true;
	g->used++;
	return 0;
}

unsigned
mt_check_repipe(const struct mt_game *g, int p, int a, int b, int c, int d)
{
	const struct mt_player *pl = &g->player[p];
	int lo = a < b ? a : b, hi = a < b ? b : a;
	unsigned broken = g->step == MT_OVER ? MT_E_PHASE : 0;

	if (!mt_has_level4(pl, MT_BLUE))
		broken |= MT_E_PIPE;
	if (lo < 0 || hi >= pl->nhouses || hi - lo != 1 || !pl->pipe[lo])
		broken |= MT_E_PIPE;
	if (!pipe_spot_ok(pl, c, d))
		broken |= MT_E_PIPE;
	return broken;
}

unsigned
mt_repipe(struct mt_game *g, int p, int a, int b, int c, int d)
{
	unsigned broken = mt_check_repipe(g, p, a, b, c, d);

	if (broken)
		return broken;
	g->player[p].pipe[a < b ? a : b] = false;
	g->player[p].pipe[c < d ? c : d] = true;
	return 0;
}

unsigned
mt_check_move(const struct mt_game *g, int p, int from, int to)
{
	struct mt_player rest = g->player[p];
	unsigned broken = g->step == MT_OVER ? MT_E_PHASE : 0;
	struct mt_house h;

	if (from < 0 || from >= rest.nhouses || to < 0 || to >= rest.nhouses ||
	    mt_is_piped(&rest, from))
		return broken | MT_E_PIPE;
	take_house(&rest, from, &h);
	return splits_pipe(&rest, to) ? broken | MT_E_PIPE : broken;
}

unsigned
mt_move(struct mt_game *g, int p, int from, int to)
{
	unsigned broken = mt_check_move(g, p, from, to);
	struct mt_house h;

	if (broken)
		return broken;
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

void
mt_explain_store(const struct mt_game *g, int p, int n,
    struct mt_reasons *r)
{
	explain_turn(g, p, n, r);
	explain_storage(g, p, r);
	if (r->capacity != MT_UNLIMITED && r->stored + n > r->capacity)
		r->broken |= MT_E_STORAGE;
}

unsigned
mt_check_store(const struct mt_game *g, int p, int n)
{
	struct mt_reasons r;

	mt_explain_store(g, p, n, &r);
	return r.broken;
}

unsigned
mt_store(struct mt_game *g, int p, int n)
{
	unsigned broken = mt_check_store(g, p, n);

	if (broken)
		return broken;
	g->player[p].stored += n;
	g->stored_now += n;
	g->used += n;
	return 0;
}

/* Only cards stored in an earlier round come back. */
void
mt_explain_unstore(const struct mt_game *g, int p, int n,
    struct mt_reasons *r)
{
	explain_turn(g, p, 0, r);
	explain_storage(g, p, r);
	if (r->stored - r->stored_now < n)
		r->broken |= MT_E_STORAGE;
}

unsigned
mt_check_unstore(const struct mt_game *g, int p, int n)
{
	struct mt_reasons r;

	mt_explain_unstore(g, p, n, &r);
	return r.broken;
}

unsigned
mt_unstore(struct mt_game *g, int p, int n)
{
	unsigned broken = mt_check_unstore(g, p, n);

	if (broken)
		return broken;
	g->player[p].stored -= n;
	g->unstored += n;
	return 0;
}

void
mt_explain_familiar(const struct mt_game *g, int p, int n,
    struct mt_reasons *r)
{
	explain_turn(g, p, 0, r);
	r->familiars = g->player[p].familiars;
	r->allowance = mt_builder(g) == p ? g->allowance : 0;
	if (r->allowance < n || r->familiars + n > MT_FAMILIARS)
		r->broken |= MT_E_FAMILIAR;
}

unsigned
mt_check_familiar(const struct mt_game *g, int p, int n)
{
	struct mt_reasons r;

	mt_explain_familiar(g, p, n, &r);
	return r.broken;
}

unsigned
mt_familiar(struct mt_game *g, int p, int n)
{
	unsigned broken = mt_check_familiar(g, p, n);

	if (broken)
		return broken;
	g->player[p].familiars += n;
	g->allowance -= n;
	return 0;
}

/* ---- rounds ---- */

/* The reveal step's rules: once a round for each player, and no two
 * cards show one number. */
unsigned
mt_check_reveal(const struct mt_game *g, int p, int number)
{
	unsigned broken = g->step != MT_REVEAL ? MT_E_PHASE : 0;

	if (g->player[p].revealed != MT_NONE)
		broken |= MT_E_TURN;
	for (int q = 0; q < g->nplayers; q++)
		if (g->player[q].revealed == number)
			broken |= MT_E_TURN;
	return broken;
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
	unsigned broken = mt_check_reveal(g, p, number);

	*events = 0;
	if (broken)
		return broken;
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
mt_check_done(const struct mt_game *g, int p)
{
	struct mt_reasons r;

	mt_explain_done(g, p, &r);
	return r.broken;
}

unsigned
mt_done(struct mt_game *g, int p, unsigned *events)
{
	unsigned broken = mt_check_done(g, p);

	*events = 0;
	if (broken)
		return broken;
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

/* ---- objectives and the end-game counts ---- */

static bool
has_level5(const struct mt_house *h, int colour)
{
	return h->height >= MT_LEVEL5 && h->card[MT_LEVEL5 - 1].colour == colour;
}

bool
mt_needs_empty(const struct mt_player *pl)
{
	for (int i = 0; i < pl->nhouses; i++)
		if (has_level5(&pl->house[i], MT_YELLOW))
			return true;
	return false;
}

bool
mt_complete(const struct mt_game *g)
{
	if (g->common_brown == MT_BLANK || g->common_green == MT_TILE_NONE)
		return false;
	for (int p = 0; p < g->nplayers; p++) {
		const struct mt_player *pl = &g->player[p];
		if (pl->private_tile == MT_BLANK || !pl->has_biscuits ||
		    !pl->has_ingredients || (mt_needs_empty(pl) && !pl->has_empty))
			return false;
	}
	return true;
}

static void
try_finish(struct mt_game *g, unsigned *events)
{
	if (g->step == MT_END && mt_complete(g)) {
		g->step = MT_OVER;
		*events |= MT_EV_OVER;
	}
}

static void
explain_count(const struct mt_game *g, bool end_only, struct mt_reasons *r)
{
	memset(r, 0, sizeof *r);
	r->step = g->step;
	r->builder = mt_builder(g);
	r->vp_typed = r->house = r->split = r->clash = MT_NONE;
	if (end_only ? g->step != MT_END : g->step == MT_OVER)
		r->broken |= MT_E_PHASE;
}

/* The five brown tiles are one per ingredient colour: the common one and
 * the private ones never share a colour. */
void
mt_explain_common(const struct mt_game *g, int brown, struct mt_reasons *r)
{
	explain_count(g, false, r);
	for (int q = 0; q < g->nplayers && brown != MT_BLANK; q++)
		if (g->player[q].private_tile == brown) {
			r->clash = q;
			r->broken |= MT_E_OBJECTIVE;
			break;
		}
}

void
mt_explain_private(const struct mt_game *g, int p, int colour,
    struct mt_reasons *r)
{
	explain_count(g, false, r);
	if (colour == MT_BLANK)
		return;
	if (g->common_brown == colour)
		r->clash = MT_MAX_PLAYERS;
	for (int q = 0; q < g->nplayers && r->clash == MT_NONE; q++)
		if (q != p && g->player[q].private_tile == colour)
			r->clash = q;
	if (r->clash != MT_NONE)
		r->broken |= MT_E_OBJECTIVE;
}

unsigned
mt_set_common(struct mt_game *g, int brown, int green, unsigned *events)
{
	struct mt_reasons r;

	*events = 0;
	mt_explain_common(g, brown, &r);
	if (r.broken)
		return r.broken;
	if (brown != MT_BLANK)
		g->common_brown = brown;
	if (green != MT_TILE_NONE)
		g->common_green = green;
	try_finish(g, events);
	return 0;
}

unsigned
mt_set_private(struct mt_game *g, int p, int colour, unsigned *events)
{
	struct mt_reasons r;

	*events = 0;
	mt_explain_private(g, p, colour, &r);
	if (r.broken)
		return r.broken;
	g->player[p].private_tile = colour;
	try_finish(g, events);
	return 0;
}

/* Bribes pass biscuits between players: together they never hold more
 * than the game put in play. */
void
mt_explain_biscuits(const struct mt_game *g, int p, int n,
    struct mt_reasons *r)
{
	explain_count(g, true, r);
	for (int q = 0; q < g->nplayers; q++)
		if (q != p && g->player[q].has_biscuits)
			r->biscuits_others += g->player[q].biscuits;
	r->biscuit_supply = mt_biscuit_supply(g->nplayers);
	if (r->biscuits_others + n > r->biscuit_supply)
		r->broken |= MT_E_BISCUITS;
}

/* A familiar gathers the one ingredient of its space, or none. */
static void
explain_gathered(const struct mt_player *pl, int ingredients, int empty,
    struct mt_reasons *r)
{
	r->familiars = pl->familiars;
	r->ingredients = ingredients;
	r->empty = empty;
	if (ingredients + empty > pl->familiars)
		r->broken |= MT_E_FAMILIAR;
}

void
mt_explain_ingredients(const struct mt_game *g, int p,
    const int count[MT_COLOURS], struct mt_reasons *r)
{
	const struct mt_player *pl = &g->player[p];
	int n = 0;

	explain_count(g, true, r);
	for (int c = MT_BLANK + 1; c < MT_COLOURS; c++)
		n += count[c];
	explain_gathered(pl, n, pl->has_empty ? pl->empty : 0, r);
}

void
mt_explain_empty(const struct mt_game *g, int p, int n,
    struct mt_reasons *r)
{
	const struct mt_player *pl = &g->player[p];

	explain_count(g, true, r);
	explain_gathered(pl, pl->has_ingredients ? mt_ingredient_total(pl) : 0,
	    n, r);
}

unsigned
mt_set_biscuits(struct mt_game *g, int p, int n, unsigned *events)
{
	struct mt_reasons r;

	*events = 0;
	mt_explain_biscuits(g, p, n, &r);
	if (r.broken)
		return r.broken;
	g->player[p].biscuits = n;
	g->player[p].has_biscuits = true;
	try_finish(g, events);
	return 0;
}

unsigned
mt_set_ingredients(struct mt_game *g, int p, const int count[MT_COLOURS],
    unsigned *events)
{
	struct mt_player *pl = &g->player[p];
	struct mt_reasons r;

	*events = 0;
	mt_explain_ingredients(g, p, count, &r);
	if (r.broken)
		return r.broken;
	for (int c = 0; c < MT_COLOURS; c++)
		pl->ingredients[c] = c == MT_BLANK ? 0 : count[c];
	pl->has_ingredients = true;
	try_finish(g, events);
	return 0;
}

unsigned
mt_check_empty(const struct mt_game *g, int p, int n)
{
	struct mt_reasons r;

	mt_explain_empty(g, p, n, &r);
	return r.broken;
}

unsigned
mt_set_empty(struct mt_game *g, int p, int n, unsigned *events)
{
	unsigned broken = mt_check_empty(g, p, n);

	*events = 0;
	if (broken)
		return broken;
	g->player[p].empty = n;
	g->player[p].has_empty = true;
	try_finish(g, events);
	return 0;
}

bool
mt_declare(struct mt_game *g, const char *name, int colour)
{
	int i;

	for (i = 0; i < g->nnames; i++)
		if (strcmp(g->ingredient[i], name) == 0)
			break;
	if (i == g->nnames) {
		if (g->nnames == MT_MAX_NAMES ||
		    strlen(name) >= MT_INGREDIENT_SIZE)
			return false;
		strcpy(g->ingredient[g->nnames++], name);
	}
	g->ingredient_colour[i] = colour;
	return true;
}

int
mt_ingredient_colour(const struct mt_game *g, const char *name)
{
	for (int i = 0; i < g->nnames; i++)
		if (strcmp(g->ingredient[i], name) == 0)
			return g->ingredient_colour[i];
	return MT_NONE;
}

/* ---- scoring ---- */

int
mt_treehouse_vp(const struct mt_player *pl)
{
	int vp = 0;

	for (int i = 0; i < pl->nhouses; i++)
		vp += mt_card_vp(&pl->house[i].card[pl->house[i].height - 1]);
	return vp;
}

int
mt_group_first(const struct mt_player *pl, int house)
{
	while (house > 0 && pl->pipe[house - 1])
		house--;
	return house;
}

int
mt_group_last(const struct mt_player *pl, int house)
{
	while (house + 1 < pl->nhouses && pl->pipe[house])
		house++;
	return house;
}

int
mt_brews(const struct mt_player *pl, int house)
{
	const struct mt_card *c = &pl->house[house].card[0];

	if (c->colour == MT_BLANK || c->potion == MT_BLANK ||
	    c->potion >= MT_COLOURS)
		return MT_BLANK;
	return pl->ingredients[c->potion] >= 2 ? c->potion : MT_BLANK;
}

/* A green level 4 turns a purple potion from another treehouse of its
 * group into red, blue and yellow ones; brewed potions are named first
 * as sources, so a transform only fills the colours still missing. */
static void
transform(const struct mt_player *pl, int first, int last,
    struct mt_source out[MT_COLOURS])
{
	static const int made[] = { MT_RED, MT_BLUE, MT_YELLOW };

	for (int i = first; i <= last; i++) {
		if (pl->house[i].height < 4 ||
		    pl->house[i].card[3].colour != MT_GREEN)
			continue;
		for (int j = first; j <= last; j++) {
			if (j == i || mt_brews(pl, j) != MT_PURPLE)
				continue;
			for (int k = 0; k < 3; k++)
				if (out[made[k]].house == MT_NONE)
					out[made[k]] = (struct mt_source){ i, j,
					    true };
			break;
		}
	}
}

void
mt_group_potions(const struct mt_player *pl, int house,
    struct mt_source out[MT_COLOURS])
{
	int first = mt_group_first(pl, house), last = mt_group_last(pl, house);

	for (int c = 0; c < MT_COLOURS; c++)
		out[c] = (struct mt_source){ MT_NONE, MT_NONE, false };
	for (int i = first; i <= last; i++) {
		int c = mt_brews(pl, i);
		if (c != MT_BLANK && out[c].house == MT_NONE)
			out[c] = (struct mt_source){ i, MT_NONE, false };
	}
	transform(pl, first, last, out);
}

bool
mt_converts(const struct mt_player *pl, int house, struct mt_source *fed)
{
	struct mt_source src[MT_COLOURS];
	int c;

	if (pl->house[house].height < 3)
		return false;
	c = pl->house[house].card[2].potion;
	if (c == MT_BLANK || c >= MT_COLOURS)
		return false;
	mt_group_potions(pl, house, src);
	*fed = src[c];
	return src[c].house != MT_NONE;
}

int
mt_brewed_colours(const struct mt_player *pl)
{
	bool seen[MT_COLOURS] = { false };
	int n = 0;

	for (int i = 0; i < pl->nhouses; i++)
		seen[mt_brews(pl, i)] = true;
	for (int c = MT_BLANK + 1; c < MT_COLOURS; c++)
		n += seen[c];
	return n;
}

static int
houses_of_height(const struct mt_player *pl, int lo, int hi)
{
	int n = 0;

	for (int i = 0; i < pl->nhouses; i++)
		n += pl->house[i].height >= lo && pl->house[i].height <= hi;
	return n;
}

int
mt_level5_bonus(const struct mt_player *pl, int house)
{
	const struct mt_house *h = &pl->house[house];
	int n;

	if (h->height < MT_LEVEL5)
		return 0;
	switch (h->card[MT_LEVEL5 - 1].colour) {
	case MT_RED: return houses_of_height(pl, 3, 3);
	case MT_BLUE: return mt_pipe_count(pl);
	case MT_YELLOW: return pl->empty;
	case MT_PURPLE: return pl->stored;
	case MT_GREEN:
		n = mt_brewed_colours(pl);
		return n > 5 ? 5 : n;
	}
	return 0;
}

static int
colours_of_houses(const struct mt_player *pl)
{
	bool seen[MT_COLOURS] = { false };
	int n = 0;

	for (int i = 0; i < pl->nhouses; i++)
		seen[mt_house_colour(&pl->house[i])] = true;
	for (int c = MT_BLANK + 1; c < MT_COLOURS; c++)
		n += seen[c];
	return n;
}

int
mt_objective_key(const struct mt_player *pl, int kind, int subject)
{
	int n = 0;

	if (kind != MT_COMMON_GREEN)
		return subject > MT_BLANK && subject < MT_COLOURS ?
		    pl->ingredients[subject] : 0;
	switch (subject) {
	case MT_TILE_BISCUITS: return pl->biscuits;
	case MT_TILE_TALL: return houses_of_height(pl, 2, MT_MAX_LEVEL);
	case MT_TILE_SMALL: return houses_of_height(pl, 1, 1);
	case MT_TILE_COLOURS: return colours_of_houses(pl);
	case MT_TILE_INGREDIENTS:
		for (int c = MT_BLANK + 1; c < MT_COLOURS; c++)
			n += pl->ingredients[c];
		return n;
	}
	return 0;
}

/* Only a player with strictly the most gets the tile; a private tile
 * only when that player is its owner. */
static void
judge_tile(const struct mt_game *g, struct mt_tile_result *t)
{
	int leader = MT_NONE;

	t->best = 0;
	t->nbest = 0;
	for (int p = 0; p < g->nplayers; p++) {
		t->key[p] = mt_objective_key(&g->player[p], t->kind, t->subject);
		if (p == 0 || t->key[p] > t->best) {
			t->best = t->key[p];
			t->nbest = 1;
			leader = p;
		} else if (t->key[p] == t->best) {
			t->nbest++;
		}
	}
	if (t->nbest != 1 || (t->kind == MT_PRIVATE && leader != t->owner))
		leader = MT_NONE;
	t->scorer = leader;
	t->points = t->kind == MT_COMMON_GREEN ? mt_tile_points(t->subject) : 3;
}

int
mt_objective_results(const struct mt_game *g,
    struct mt_tile_result out[MT_MAX_TILES])
{
	int n = 0;

	if (g->common_brown != MT_BLANK)
		out[n++] = (struct mt_tile_result){ .kind = MT_COMMON_BROWN,
		    .subject = g->common_brown, .owner = MT_NONE };
	if (g->common_green != MT_TILE_NONE)
		out[n++] = (struct mt_tile_result){ .kind = MT_COMMON_GREEN,
		    .subject = g->common_green, .owner = MT_NONE };
	for (int p = 0; p < g->nplayers; p++)
		if (g->player[p].private_tile != MT_BLANK)
			out[n++] = (struct mt_tile_result){ .kind = MT_PRIVATE,
			    .subject = g->player[p].private_tile, .owner = p };
	for (int i = 0; i < n; i++)
		judge_tile(g, &out[i]);
	return n;
}

static int
potion_vp(const struct mt_player *pl)
{
	struct mt_source fed;
	int vp = 0;

	for (int i = 0; i < pl->nhouses; i++)
		vp += mt_converts(pl, i, &fed) ? 3 : 0;
	return vp;
}

void
mt_score(const struct mt_game *g, struct mt_score out[MT_MAX_PLAYERS])
{
	struct mt_tile_result tiles[MT_MAX_TILES];
	int ntiles = mt_objective_results(g, tiles);

	memset(out, 0, sizeof(struct mt_score) * MT_MAX_PLAYERS);
	for (int p = 0; p < g->nplayers; p++) {
		const struct mt_player *pl = &g->player[p];
		struct mt_score *s = &out[p];
		s->treehouses = mt_treehouse_vp(pl);
		s->biscuits = pl->biscuits / 3;
		s->potions = potion_vp(pl);
		for (int i = 0; i < pl->nhouses; i++)
			s->level5 += mt_level5_bonus(pl, i);
	}
	for (int i = 0; i < ntiles; i++)
		if (tiles[i].scorer != MT_NONE)
			out[tiles[i].scorer].objectives += tiles[i].points;
	for (int p = 0; p < g->nplayers; p++)
		out[p].total = out[p].treehouses + out[p].biscuits +
		    out[p].potions + out[p].level5 + out[p].objectives;
}

static bool
ahead(const struct mt_game *g, const struct mt_score *s, int a, int b)
{
	if (s[a].total != s[b].total)
		return s[a].total > s[b].total;
	if (g->player[a].biscuits != g->player[b].biscuits)
		return g->player[a].biscuits > g->player[b].biscuits;
	return g->player[a].age < g->player[b].age;
}

void
mt_standings(const struct mt_game *g, int order[MT_MAX_PLAYERS])
{
	struct mt_score s[MT_MAX_PLAYERS];

	mt_score(g, s);
	for (int p = 0; p < g->nplayers; p++)
		order[p] = p;
	for (int i = 1; i < g->nplayers; i++)
		for (int j = i; j > 0 && ahead(g, s, order[j], order[j - 1]);
		    j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
}
