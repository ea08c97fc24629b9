/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_score.c — the end of a Magical Treehouse game: objective tiles,
 * the end-game counts, potions, level-5 bonuses, the final score and the
 * standings with their tie-breaks. */
#include "magical.h"

#include <string.h>

static const int tile_points[MAGICAL_TILES] = { 0, 3, 3, 2, 3, -4 };

/* 4 piles on the tray, each one biscuit fewer than the players (everyone
 * but the last to finish planning takes one): of 2 with 3 players, of 3
 * with 4, as the rulebook sets them.  It sets none for 2 players; the
 * same pattern gives piles of 1 (a ruling of ours: magical_tray_ruled). */
int
magical_tray_pile(int nplayers)
{
	return nplayers - 1;
}

/* The piles the rulebook gives: for 3 and 4 players only. */
bool
magical_tray_ruled(int nplayers)
{
	return nplayers < 3;
}

/* 2 a player at setup and the tray: 8 with 2 players, 14 with 3, 20
 * with 4 (the box's 20). */
int
magical_biscuit_supply(int nplayers)
{
	return 2 * nplayers + 4 * magical_tray_pile(nplayers);
}

int
magical_ingredient_total(const struct magical_player *pl)
{
	int n = 0;

	for (int c = MAGICAL_BLANK + 1; c < MAGICAL_COLOURS; c++)
		n += pl->ingredients[c];
	return n;
}

int
magical_tile_points(int tile)
{
	return tile > MAGICAL_TILE_NONE && tile < MAGICAL_TILES ? tile_points[tile] : 0;
}

/* ---- objectives and the end-game counts ---- */

static bool
has_level5(const struct magical_house *h, int colour)
{
	return h->height >= MAGICAL_LEVEL5 && h->card[MAGICAL_LEVEL5 - 1].colour == colour;
}

bool
magical_needs_empty(const struct magical_player *pl)
{
	for (int i = 0; i < pl->nhouses; i++)
		if (has_level5(&pl->house[i], MAGICAL_YELLOW))
			return true;
	return false;
}

unsigned
magical_missing(const struct magical_player *pl)
{
	unsigned m = 0;

	if (!pl->has_biscuits)
		m |= MAGICAL_MISS_BISCUITS;
	if (!pl->has_ingredients)
		m |= MAGICAL_MISS_INGREDIENTS;
	if (magical_needs_empty(pl) && !pl->has_empty)
		m |= MAGICAL_MISS_EMPTY;
	if (pl->private_tile == MAGICAL_BLANK)
		m |= MAGICAL_MISS_PRIVATE;
	return m;
}

bool
magical_end_counted(const struct magical_game *g)
{
	if (g->common_brown == MAGICAL_BLANK || g->common_green == MAGICAL_TILE_NONE)
		return false;
	for (int p = 0; p < g->nplayers; p++)
		if (magical_missing(&g->player[p]))
			return false;
	return true;
}

/* After an objective or a count: nothing changes when a rule is broken;
 * else the game is over once every count is in. */
static unsigned
settle(struct magical_game *g, const struct magical_reasons *r, unsigned *events)
{
	*events = 0;
	if (!r->broken && g->step == MAGICAL_END && magical_end_counted(g)) {
		g->step = MAGICAL_OVER;
		*events |= MAGICAL_EV_OVER;
	}
	return r->broken;
}

static void
explain_count(const struct magical_game *g, bool end_only, struct magical_reasons *r)
{
	magical_reasons_init(g, r);
	if (end_only ? g->step != MAGICAL_END : g->step == MAGICAL_OVER)
		r->broken |= MAGICAL_E_PHASE;
}

/* The five brown tiles are one per ingredient colour: the common one and
 * the private ones never share a colour. */
void
magical_explain_common(const struct magical_game *g, int brown, struct magical_reasons *r)
{
	explain_count(g, false, r);
	for (int q = 0; q < g->nplayers && brown != MAGICAL_BLANK; q++)
		if (g->player[q].private_tile == brown) {
			r->clash = q;
			r->broken |= MAGICAL_E_OBJECTIVE;
			break;
		}
}

void
magical_explain_private(const struct magical_game *g, int p, int colour,
    struct magical_reasons *r)
{
	explain_count(g, false, r);
	if (colour == MAGICAL_BLANK)
		return;
	if (g->common_brown == colour)
		r->clash = MAGICAL_MAX_PLAYERS;
	for (int q = 0; q < g->nplayers && r->clash == MAGICAL_NONE; q++)
		if (q != p && g->player[q].private_tile == colour)
			r->clash = q;
	if (r->clash != MAGICAL_NONE)
		r->broken |= MAGICAL_E_OBJECTIVE;
}

unsigned
magical_set_common(struct magical_game *g, int brown, int green, unsigned *events)
{
	struct magical_reasons r;

	magical_explain_common(g, brown, &r);
	if (!r.broken) {
		if (brown != MAGICAL_BLANK)
			g->common_brown = brown;
		if (green != MAGICAL_TILE_NONE)
			g->common_green = green;
	}
	return settle(g, &r, events);
}

unsigned
magical_set_private(struct magical_game *g, int p, int colour, unsigned *events)
{
	struct magical_reasons r;

	magical_explain_private(g, p, colour, &r);
	if (!r.broken) {
		g->player[p].private_tile = colour;
	}
	return settle(g, &r, events);
}

/* Bribes pass biscuits between players: together they never hold more
 * than the game put in play. */
void
magical_explain_biscuits(const struct magical_game *g, int p, int n,
    struct magical_reasons *r)
{
	explain_count(g, true, r);
	for (int q = 0; q < g->nplayers; q++)
		if (q != p && g->player[q].has_biscuits)
			r->biscuits_others += g->player[q].biscuits;
	r->biscuit_supply = magical_biscuit_supply(g->nplayers);
	r->tray_pile = magical_tray_pile(g->nplayers);
	r->tray_ruled = magical_tray_ruled(g->nplayers);
	if (r->biscuits_others + n > r->biscuit_supply)
		r->broken |= MAGICAL_E_BISCUITS;
}

/* A familiar gathers the one ingredient of its space, or none. */
static void
explain_gathered(const struct magical_player *pl, int ingredients, int empty,
    struct magical_reasons *r)
{
	r->familiars = pl->familiars;
	r->ingredients = ingredients;
	r->empty = empty;
	if (ingredients + empty > pl->familiars)
		r->broken |= MAGICAL_E_FAMILIAR;
}

void
magical_explain_ingredients(const struct magical_game *g, int p,
    const int count[MAGICAL_COLOURS], struct magical_reasons *r)
{
	const struct magical_player *pl = &g->player[p];
	int n = 0;

	explain_count(g, true, r);
	for (int c = MAGICAL_BLANK + 1; c < MAGICAL_COLOURS; c++)
		n += count[c];
	explain_gathered(pl, n, pl->has_empty ? pl->empty : 0, r);
}

void
magical_explain_empty(const struct magical_game *g, int p, int n,
    struct magical_reasons *r)
{
	const struct magical_player *pl = &g->player[p];

	explain_count(g, true, r);
	explain_gathered(pl, pl->has_ingredients ? magical_ingredient_total(pl) : 0,
	    n, r);
}

/* An end count of one number: entered once the explain finds no rule
 * broken, then the game may move on. */
static unsigned
set_count(struct magical_game *g, int p, int n, unsigned *events,
    void (*explain)(const struct magical_game *, int, int, struct magical_reasons *),
    int *count, bool *entered)
{
	struct magical_reasons r;

	explain(g, p, n, &r);
	if (!r.broken) {
		*count = n;
		*entered = true;
	}
	return settle(g, &r, events);
}

unsigned
magical_set_biscuits(struct magical_game *g, int p, int n, unsigned *events)
{
	return set_count(g, p, n, events, magical_explain_biscuits,
	    &g->player[p].biscuits, &g->player[p].has_biscuits);
}

unsigned
magical_set_ingredients(struct magical_game *g, int p, const int count[MAGICAL_COLOURS],
    unsigned *events)
{
	struct magical_reasons r;

	magical_explain_ingredients(g, p, count, &r);
	if (!r.broken) {
		for (int c = 0; c < MAGICAL_COLOURS; c++)
			g->player[p].ingredients[c] = c == MAGICAL_BLANK ? 0 : count[c];
		g->player[p].has_ingredients = true;
	}
	return settle(g, &r, events);
}

unsigned
magical_set_empty(struct magical_game *g, int p, int n, unsigned *events)
{
	return set_count(g, p, n, events, magical_explain_empty,
	    &g->player[p].empty, &g->player[p].has_empty);
}

bool
magical_declare(struct magical_game *g, const char *name, int colour)
{
	int i;

	for (i = 0; i < g->nnames; i++)
		if (strcmp(g->ingredient[i], name) == 0)
			break;
	if (i == g->nnames) {
		if (g->nnames == MAGICAL_MAX_NAMES ||
		    strlen(name) >= MAGICAL_INGREDIENT_SIZE)
			return false;
		strcpy(g->ingredient[g->nnames++], name);
	}
	g->ingredient_colour[i] = colour;
	return true;
}

int
magical_ingredient_colour(const struct magical_game *g, const char *name)
{
	for (int i = 0; i < g->nnames; i++)
		if (strcmp(g->ingredient[i], name) == 0)
			return g->ingredient_colour[i];
	return MAGICAL_NONE;
}

/* ---- scoring ---- */

int
magical_treehouse_vp(const struct magical_player *pl)
{
	int vp = 0;

	for (int i = 0; i < pl->nhouses; i++)
		vp += magical_card_vp(&pl->house[i].card[pl->house[i].height - 1]);
	return vp;
}

int
magical_group_first(const struct magical_player *pl, int house)
{
	while (house > 0 && pl->pipe[house - 1])
		house--;
	return house;
}

int
magical_group_last(const struct magical_player *pl, int house)
{
	while (house + 1 < pl->nhouses && pl->pipe[house])
		house++;
	return house;
}

int
magical_brews(const struct magical_player *pl, int house)
{
	const struct magical_card *c = &pl->house[house].card[0];

	if (c->colour == MAGICAL_BLANK || c->potion == MAGICAL_BLANK ||
	    c->potion >= MAGICAL_COLOURS)
		return MAGICAL_BLANK;
	return pl->ingredients[c->potion] >= 2 ? c->potion : MAGICAL_BLANK;
}

/* A green level 4 turns a purple potion from another treehouse of its
 * group into red, blue and yellow ones; brewed potions are named first
 * as sources, so a transform only fills the colours still missing. */
static void
transform(const struct magical_player *pl, int first, int last,
    struct magical_source out[MAGICAL_COLOURS])
{
	static const int made[] = { MAGICAL_RED, MAGICAL_BLUE, MAGICAL_YELLOW };

	for (int i = first; i <= last; i++) {
		if (pl->house[i].height < 4 ||
		    pl->house[i].card[3].colour != MAGICAL_GREEN)
			continue;
		for (int j = first; j <= last; j++) {
			if (j == i || magical_brews(pl, j) != MAGICAL_PURPLE)
				continue;
			for (int k = 0; k < 3; k++)
				if (out[made[k]].house == MAGICAL_NONE)
					out[made[k]] = (struct magical_source){ i, j,
					    true };
			break;
		}
	}
}

void
magical_group_potions(const struct magical_player *pl, int house,
    struct magical_source out[MAGICAL_COLOURS])
{
	int first = magical_group_first(pl, house), last = magical_group_last(pl, house);

	for (int c = 0; c < MAGICAL_COLOURS; c++)
		out[c] = (struct magical_source){ MAGICAL_NONE, MAGICAL_NONE, false };
	for (int i = first; i <= last; i++) {
		int c = magical_brews(pl, i);
		if (c != MAGICAL_BLANK && out[c].house == MAGICAL_NONE)
			out[c] = (struct magical_source){ i, MAGICAL_NONE, false };
	}
	transform(pl, first, last, out);
}

bool
magical_converts(const struct magical_player *pl, int house, struct magical_source *fed)
{
	struct magical_source src[MAGICAL_COLOURS];
	int c;

	if (pl->house[house].height < 3)
		return false;
	c = pl->house[house].card[2].potion;
	if (c == MAGICAL_BLANK || c >= MAGICAL_COLOURS)
		return false;
	magical_group_potions(pl, house, src);
	*fed = src[c];
	return src[c].house != MAGICAL_NONE;
}

int
magical_brewed_colours(const struct magical_player *pl)
{
	bool seen[MAGICAL_COLOURS] = { false };
	int n = 0;

	for (int i = 0; i < pl->nhouses; i++)
		seen[magical_brews(pl, i)] = true;
	for (int c = MAGICAL_BLANK + 1; c < MAGICAL_COLOURS; c++)
		n += seen[c];
	return n;
}

static int
houses_of_height(const struct magical_player *pl, int lo, int hi)
{
	int n = 0;

	for (int i = 0; i < pl->nhouses; i++)
		n += pl->house[i].height >= lo && pl->house[i].height <= hi;
	return n;
}

int
magical_level5_bonus(const struct magical_player *pl, int house)
{
	const struct magical_house *h = &pl->house[house];
	int n;

	if (h->height < MAGICAL_LEVEL5)
		return 0;
	switch (h->card[MAGICAL_LEVEL5 - 1].colour) {
	case MAGICAL_RED: return houses_of_height(pl, 3, 3);
	case MAGICAL_BLUE: return magical_pipe_count(pl);
	case MAGICAL_YELLOW: return pl->empty;
	case MAGICAL_PURPLE: return pl->stored;
	case MAGICAL_GREEN:
		n = magical_brewed_colours(pl);
		return n > 5 ? 5 : n;
	}
	return 0;
}

static int
colours_of_houses(const struct magical_player *pl)
{
	bool seen[MAGICAL_COLOURS] = { false };
	int n = 0;

	for (int i = 0; i < pl->nhouses; i++)
		seen[magical_house_colour(&pl->house[i])] = true;
	for (int c = MAGICAL_BLANK + 1; c < MAGICAL_COLOURS; c++)
		n += seen[c];
	return n;
}

int
magical_objective_key(const struct magical_player *pl, int kind, int subject)
{
	int n = 0;

	if (kind != MAGICAL_COMMON_GREEN)
		return subject > MAGICAL_BLANK && subject < MAGICAL_COLOURS ?
		    pl->ingredients[subject] : 0;
	switch (subject) {
	case MAGICAL_TILE_BISCUITS: return pl->biscuits;
	case MAGICAL_TILE_TALL: return houses_of_height(pl, 2, MAGICAL_MAX_LEVEL);
	case MAGICAL_TILE_SMALL: return houses_of_height(pl, 1, 1);
	case MAGICAL_TILE_COLOURS: return colours_of_houses(pl);
	case MAGICAL_TILE_INGREDIENTS:
		for (int c = MAGICAL_BLANK + 1; c < MAGICAL_COLOURS; c++)
			n += pl->ingredients[c];
		return n;
	}
	return 0;
}

/* Only a player with strictly the most gets the tile; a private tile
 * only when that player is its owner. */
static void
judge_tile(const struct magical_game *g, struct magical_tile_result *t)
{
	int leader = MAGICAL_NONE;

	t->best = 0;
	t->nbest = 0;
	for (int p = 0; p < g->nplayers; p++) {
		t->key[p] = magical_objective_key(&g->player[p], t->kind, t->subject);
		if (p == 0 || t->key[p] > t->best) {
			t->best = t->key[p];
			t->nbest = 1;
			leader = p;
		} else if (t->key[p] == t->best) {
			t->nbest++;
		}
	}
	t->leader = t->nbest == 1 ? leader : MAGICAL_NONE;
	if (t->nbest != 1 || (t->kind == MAGICAL_PRIVATE && leader != t->owner))
		leader = MAGICAL_NONE;
	t->scorer = leader;
	t->points = t->kind == MAGICAL_COMMON_GREEN ? magical_tile_points(t->subject) : 3;
}

int
magical_objective_results(const struct magical_game *g,
    struct magical_tile_result out[MAGICAL_MAX_TILES])
{
	int n = 0;

	if (g->common_brown != MAGICAL_BLANK)
		out[n++] = (struct magical_tile_result){ .kind = MAGICAL_COMMON_BROWN,
		    .subject = g->common_brown, .owner = MAGICAL_NONE };
	if (g->common_green != MAGICAL_TILE_NONE)
		out[n++] = (struct magical_tile_result){ .kind = MAGICAL_COMMON_GREEN,
		    .subject = g->common_green, .owner = MAGICAL_NONE };
	for (int p = 0; p < g->nplayers; p++)
		if (g->player[p].private_tile != MAGICAL_BLANK)
			out[n++] = (struct magical_tile_result){ .kind = MAGICAL_PRIVATE,
			    .subject = g->player[p].private_tile, .owner = p };
	for (int i = 0; i < n; i++)
		judge_tile(g, &out[i]);
	return n;
}

static int
potion_vp(const struct magical_player *pl)
{
	struct magical_source fed;
	int vp = 0;

	for (int i = 0; i < pl->nhouses; i++)
		vp += magical_converts(pl, i, &fed) ? 3 : 0;
	return vp;
}

void
magical_final_score(const struct magical_game *g, struct magical_player_score out[MAGICAL_MAX_PLAYERS])
{
	struct magical_tile_result tiles[MAGICAL_MAX_TILES];
	int ntiles = magical_objective_results(g, tiles);

	memset(out, 0, sizeof(struct magical_player_score) * MAGICAL_MAX_PLAYERS);
	for (int p = 0; p < g->nplayers; p++) {
		const struct magical_player *pl = &g->player[p];
		struct magical_player_score *s = &out[p];
		s->treehouses = magical_treehouse_vp(pl);
		s->biscuits = pl->biscuits / 3;
		s->potions = potion_vp(pl);
		for (int i = 0; i < pl->nhouses; i++)
			s->level5 += magical_level5_bonus(pl, i);
	}
	for (int i = 0; i < ntiles; i++)
		if (tiles[i].scorer != MAGICAL_NONE)
			out[tiles[i].scorer].objectives += tiles[i].points;
	for (int p = 0; p < g->nplayers; p++)
		out[p].total = out[p].treehouses + out[p].biscuits +
		    out[p].potions + out[p].level5 + out[p].objectives;
}

static bool
ahead(const struct magical_game *g, const struct magical_player_score *s, int a, int b)
{
	if (s[a].total != s[b].total)
		return s[a].total > s[b].total;
	if (g->player[a].biscuits != g->player[b].biscuits)
		return g->player[a].biscuits > g->player[b].biscuits;
	return g->player[a].age < g->player[b].age;
}

void
magical_standings(const struct magical_game *g, int order[MAGICAL_MAX_PLAYERS])
{
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];

	magical_final_score(g, s);
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
magical_outcome(const struct magical_game *g, struct magical_outcome *o)
{
	int total[MAGICAL_MAX_PLAYERS], bis[MAGICAL_MAX_PLAYERS];

	memset(o, 0, sizeof *o);
	magical_final_score(g, o->score);
	magical_standings(g, o->order);
	for (int p = 0; p < g->nplayers; p++) {
		total[p] = o->score[p].total;
		bis[p] = g->player[p].biscuits;
	}
	o->tied = leaders(total, o->order, g->nplayers);
	o->by_biscuits = leaders(bis, o->order, o->tied);
}
