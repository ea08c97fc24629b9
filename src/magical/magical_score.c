/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_score.c — the end of a Magical Treehouse game: objective tiles,
 * the end-game counts, potions, level-5 bonuses, the final score and the
 * standings with their tie-breaks. */
#include "magical.h"

#include <string.h>

static const int tile_points[MT_TILES] = { 0, 3, 3, 2, 3, -4 };

/* 4 piles on the tray, each one biscuit fewer than the players (everyone
 * but the last to finish planning takes one): of 2 with 3 players, of 3
 * with 4, as the rulebook sets them.  It sets none for 2 players; the
 * same pattern gives piles of 1 (a ruling of ours: mt_tray_ruled). */
int
mt_tray_pile(int nplayers)
{
	return nplayers - 1;
}

/* The piles the rulebook gives: for 3 and 4 players only. */
bool
mt_tray_ruled(int nplayers)
{
	return nplayers < 3;
}

/* 2 a player at setup and the tray: 8 with 2 players, 14 with 3, 20
 * with 4 (the box's 20). */
int
mt_biscuit_supply(int nplayers)
{
	return 2 * nplayers + 4 * mt_tray_pile(nplayers);
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

unsigned
mt_missing(const struct mt_player *pl)
{
	unsigned m = 0;

	if (!pl->has_biscuits)
		m |= MT_MISS_BISCUITS;
	if (!pl->has_ingredients)
		m |= MT_MISS_INGREDIENTS;
	if (mt_needs_empty(pl) && !pl->has_empty)
		m |= MT_MISS_EMPTY;
	if (pl->private_tile == MT_BLANK)
		m |= MT_MISS_PRIVATE;
	return m;
}

bool
mt_complete(const struct mt_game *g)
{
	if (g->common_brown == MT_BLANK || g->common_green == MT_TILE_NONE)
		return false;
	for (int p = 0; p < g->nplayers; p++)
		if (mt_missing(&g->player[p]))
			return false;
	return true;
}

/* After an objective or a count: nothing changes when a rule is broken;
 * else the game is over once every count is in. */
static unsigned
settle(struct mt_game *g, const struct mt_reasons *r, unsigned *events)
{
	*events = 0;
	if (!r->broken && g->step == MT_END && mt_complete(g)) {
		g->step = MT_OVER;
		*events |= MT_EV_OVER;
	}
	return r->broken;
}

static void
explain_count(const struct mt_game *g, bool end_only, struct mt_reasons *r)
{
	mt_reasons_init(g, r);
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

	mt_explain_common(g, brown, &r);
	if (!r.broken) {
		if (brown != MT_BLANK)
			g->common_brown = brown;
		if (green != MT_TILE_NONE)
			g->common_green = green;
	}
	return settle(g, &r, events);
}

unsigned
mt_set_private(struct mt_game *g, int p, int colour, unsigned *events)
{
	struct mt_reasons r;

	mt_explain_private(g, p, colour, &r);
	if (!r.broken) {
		g->player[p].private_tile = colour;
	}
	return settle(g, &r, events);
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
	r->tray_pile = mt_tray_pile(g->nplayers);
	r->tray_ruled = mt_tray_ruled(g->nplayers);
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

/* An end count of one number: entered once the explain finds no rule
 * broken, then the game may move on. */
static unsigned
set_count(struct mt_game *g, int p, int n, unsigned *events,
    void (*explain)(const struct mt_game *, int, int, struct mt_reasons *),
    int *count, bool *entered)
{
	struct mt_reasons r;

	explain(g, p, n, &r);
	if (!r.broken) {
		*count = n;
		*entered = true;
	}
	return settle(g, &r, events);
}

unsigned
mt_set_biscuits(struct mt_game *g, int p, int n, unsigned *events)
{
	return set_count(g, p, n, events, mt_explain_biscuits,
	    &g->player[p].biscuits, &g->player[p].has_biscuits);
}

unsigned
mt_set_ingredients(struct mt_game *g, int p, const int count[MT_COLOURS],
    unsigned *events)
{
	struct mt_reasons r;

	mt_explain_ingredients(g, p, count, &r);
	if (!r.broken) {
		for (int c = 0; c < MT_COLOURS; c++)
			g->player[p].ingredients[c] = c == MT_BLANK ? 0 : count[c];
		g->player[p].has_ingredients = true;
	}
	return settle(g, &r, events);
}

unsigned
mt_set_empty(struct mt_game *g, int p, int n, unsigned *events)
{
	return set_count(g, p, n, events, mt_explain_empty,
	    &g->player[p].empty, &g->player[p].has_empty);
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
	t->leader = t->nbest == 1 ? leader : MT_NONE;
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

/* The players of order[0..n) who share order[0]'s value. */
static int
leaders(const int *value, const int *order, int n)
{
	int k = 1;

	while (k < n && value[order[k]] == value[order[0]])
		k++;
	return k;
}

void
mt_outcome(const struct mt_game *g, struct mt_outcome *o)
{
	int total[MT_MAX_PLAYERS], bis[MT_MAX_PLAYERS];

	memset(o, 0, sizeof *o);
	mt_score(g, o->score);
	mt_standings(g, o->order);
	for (int p = 0; p < g->nplayers; p++) {
		total[p] = o->score[p].total;
		bis[p] = g->player[p].biscuits;
	}
	o->tied = leaders(total, o->order, g->nplayers);
	o->by_biscuits = leaders(bis, o->order, o->tied);
}
