/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical.c — the rules of Magical Treehouse: building, pipes, storage,
 * familiars, turns and the final score. */
#include "magical.h"

#include <string.h>

static const int tile_points[MT_TILES] = { 0, 3, 3, 2, 3, -4 };

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
	case MT_E_PIPE: return "pipe";
	case MT_E_STORAGE: return "storage";
	case MT_E_FAMILIAR: return "familiar";
	}
	return "";
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

/* Lower levels keep their abilities, so a treehouse of height 4 or 5
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

static unsigned
phase_turn(const struct mt_game *g, int p)
{
	if (g->step != MT_BUILD)
		return MT_E_PHASE;
	return mt_builder(g) == p ? 0 : MT_E_TURN;
}

/* The builder's planning cards: 4 after the reveal, plus the cards taken
 * back out of storage this turn. */
static unsigned
cards_left(const struct mt_game *g, int p, int n)
{
	if (phase_turn(g, p))
		return phase_turn(g, p);
	return g->used + n > MT_TURN_CARDS + g->unstored ? MT_E_TURN : 0;
}

/* A card of level 2+ with no treehouse named: the rule that keeps it
 * out of every treehouse. */
static unsigned
no_fit_reason(const struct mt_player *pl, const struct mt_card *c)
{
	bool lv, co;

	for (int i = 0; i < pl->nhouses; i++) {
		mt_fits(&pl->house[i], c, &lv, &co);
		if (lv)
			return MT_E_COLOUR;
	}
	return MT_E_LEVEL;
}

static unsigned
check_level1(const struct mt_player *pl, const struct mt_build *b)
{
	int at = b->at == MT_NONE ? pl->nhouses : b->at;

	if (pl->nhouses >= MT_MAX_HOUSES)
		return MT_E_TURN;
	return splits_pipe(pl, at) ? MT_E_PIPE : 0;
}

static unsigned
check_raise(const struct mt_player *pl, const struct mt_build *b)
{
	unsigned broken = 0;
	int count;
	bool lv, co;

	if (b->at == MT_NONE) {
		if (mt_fitting_house(pl, &b->card, &count) != MT_NONE)
			return 0;
		return no_fit_reason(pl, &b->card);
	}
	mt_fits(&pl->house[b->at], &b->card, &lv, &co);
	if (!lv)
		broken |= MT_E_LEVEL;
	if (!co)
		broken |= MT_E_COLOUR;
	return broken;
}

unsigned
mt_check_build(const struct mt_game *g, int p, const struct mt_build *b)
{
	const struct mt_player *pl = &g->player[p];
	unsigned broken = cards_left(g, p, 1);
	int level = b->card.level;

	if (level < 1 || level > MT_MAX_LEVEL)
		return broken | MT_E_LEVEL;
	if (level == 1)
		return broken | check_level1(pl, b);
	return broken | check_raise(pl, b);
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

unsigned
mt_check_pipe(const struct mt_game *g, int p, int a, int b)
{
	const struct mt_player *pl = &g->player[p];
	unsigned broken = cards_left(g, p, 1);
	int lo = a < b ? a : b, hi = a < b ? b : a;

	if (lo < 0 || hi >= pl->nhouses || hi - lo != 1 || pl->pipe[lo])
		broken |= MT_E_PIPE;
	return broken;
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
	int lo2 = c < d ? c : d, hi2 = c < d ? d : c;

	if (g->step == MT_OVER)
		return MT_E_PHASE;
	if (!mt_has_level4(pl, MT_BLUE))
		return MT_E_PIPE;
	if (lo < 0 || hi >= pl->nhouses || hi - lo != 1 || !pl->pipe[lo])
		return MT_E_PIPE;
	if (lo2 < 0 || hi2 >= pl->nhouses || hi2 - lo2 != 1 || pl->pipe[lo2])
		return MT_E_PIPE;
	return 0;
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
	struct mt_house h;

	if (g->step == MT_OVER)
		return MT_E_PHASE;
	if (from < 0 || from >= rest.nhouses || to < 0 || to >= rest.nhouses)
		return MT_E_PIPE;
	if (mt_is_piped(&rest, from))
		return MT_E_PIPE;
	take_house(&rest, from, &h);
	return splits_pipe(&rest, to) ? MT_E_PIPE : 0;
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

unsigned
mt_check_store(const struct mt_game *g, int p, int n)
{
	const struct mt_player *pl = &g->player[p];
	unsigned broken = cards_left(g, p, n);
	int cap = mt_storage_capacity(pl);

	if (cap != MT_UNLIMITED && pl->stored + n > cap)
		broken |= MT_E_STORAGE;
	return broken;
}

unsigned
mt_store(struct mt_game *g, int p, int n)
{
	unsigned broken = mt_check_store(g, p, n);

	if (broken)
		return broken;
	g->player[p].stored += n;
	g->used += n;
	return 0;
}

unsigned
mt_check_unstore(const struct mt_game *g, int p, int n)
{
	unsigned broken = phase_turn(g, p);

	if (g->player[p].stored < n)
		broken |= MT_E_STORAGE;
	return broken;
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

unsigned
mt_check_familiar(const struct mt_game *g, int p, int n)
{
	unsigned broken = phase_turn(g, p);

	if (broken)
		return broken;
	if (g->allowance < n || g->player[p].familiars + n > MT_FAMILIARS)
		broken |= MT_E_FAMILIAR;
	return broken;
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

unsigned
mt_check_reveal(const struct mt_game *g, int p, int number)
{
	if (g->step != MT_REVEAL)
		return MT_E_PHASE;
	if (g->player[p].revealed != MT_NONE)
		return MT_E_TURN;
	for (int q = 0; q < g->nplayers; q++)
		if (g->player[q].revealed == number)
			return MT_E_TURN;
	return 0;
}

static void
start_turn(struct mt_game *g)
{
	g->used = g->unstored = g->allowance = 0;
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

unsigned
mt_check_done(const struct mt_game *g, int p)
{
	return phase_turn(g, p);
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

bool
mt_needs_empty(const struct mt_player *pl)
{
	for (int i = 0; i < pl->nhouses; i++)
		if (pl->house[i].height == MT_MAX_LEVEL &&
		    pl->house[i].card[MT_MAX_LEVEL - 1].colour == MT_YELLOW)
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

unsigned
mt_set_common(struct mt_game *g, int brown, int green, unsigned *events)
{
	*events = 0;
	if (g->step == MT_OVER)
		return MT_E_PHASE;
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
	*events = 0;
	if (g->step == MT_OVER)
		return MT_E_PHASE;
	g->player[p].private_tile = colour;
	try_finish(g, events);
	return 0;
}

unsigned
mt_set_biscuits(struct mt_game *g, int p, int n, unsigned *events)
{
	*events = 0;
	if (g->step != MT_END)
		return MT_E_PHASE;
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

	*events = 0;
	if (g->step != MT_END)
		return MT_E_PHASE;
	for (int c = 0; c < MT_COLOURS; c++)
		pl->ingredients[c] = c == MT_BLANK ? 0 : count[c];
	pl->has_ingredients = true;
	try_finish(g, events);
	return 0;
}

unsigned
mt_check_empty(const struct mt_game *g, int p, int n)
{
	if (g->step != MT_END)
		return MT_E_PHASE;
	return n > g->player[p].familiars ? MT_E_FAMILIAR : 0;
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
		vp += pl->house[i].card[pl->house[i].height - 1].vp;
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

	if (h->height < MT_MAX_LEVEL)
		return 0;
	switch (h->card[MT_MAX_LEVEL - 1].colour) {
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
