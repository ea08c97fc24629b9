/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_draw.c — Magical Treehouse's queries: status, the score
 * breakdown, the villages drawn as text, and legal. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "magical_glue.h"
#include "render.h"

static const char *const step_ids[] = { "reveal", "build", "end", "over" };

/* ---- status ---- */

static void
say_position(const struct magical_game *g, struct verdict *v)
{
	struct sbuf b = { 0 };
	int p = magical_builder(g);

	switch (g->step) {
	case MAGICAL_REVEAL:
		verdict_say(v, _("Round %d of %d: players reveal their turn-order "
		    "cards."), g->round, MAGICAL_ROUNDS);
		break;
	case MAGICAL_BUILD:
		for (int i = 0; i < g->nplayers; i++) {
			const struct magical_player *pl = &g->player[g->order[i]];
			if (i > 0)
				sbuf_add(&b, ", ");
			sbuf_printf(&b, "%s (%d)", pl->name, pl->revealed);
		}
		verdict_say(v, _("Round %d of %d, building in this order: %s."),
		    g->round, MAGICAL_ROUNDS, sbuf_str(&b));
		verdict_say(v, ngettext("%s builds: cards played: %d of %d; "
		    "familiars to place: %d.", "%s builds: cards played: %d of "
		    "%d; familiars to place: %d.", g->used), g->player[p].name,
		    g->used, magical_turn_cards(g), g->allowance);
		break;
	case MAGICAL_END:
		verdict_say(v, _("The villages are built; the end-game counts are "
		    "being entered."));
		break;
	default:
		break;
	}
	sbuf_free(&b);
}

static void
say_objectives(const struct magical_game *g, struct verdict *v)
{
	struct sbuf b = { 0 }, c = { 0 };
	int who[MAGICAL_MAX_PLAYERS], n = 0;

	if (g->common_brown != MAGICAL_BLANK && g->common_green != MAGICAL_TILE_NONE) {
		magical_tile_phrase(MAGICAL_COMMON_BROWN, g->common_brown, &b);
		magical_tile_phrase(MAGICAL_COMMON_GREEN, g->common_green, &c);
		verdict_say(v, _("Common objectives: %s; %s."), sbuf_str(&b),
		    sbuf_str(&c));
	}
	sbuf_reset(&b);
	for (int p = 0; p < g->nplayers; p++)
		if (g->player[p].private_tile != MAGICAL_BLANK)
			who[n++] = p;
	if (n > 0) {
		magical_add_names(&b, g, who, n);
		verdict_say(v, _("Private objectives entered for: %s."),
		    sbuf_str(&b));
	}
	magical_say_missing(g, verdict_say, v);
	sbuf_free(&b);
	sbuf_free(&c);
}

static void
say_village_line(const struct magical_game *g, int p, struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];
	int cap = magical_storage_capacity(pl);

	/* « libellé : n sur m »: counts that need no plural */
	if (cap == MAGICAL_UNLIMITED)
		verdict_say(v, _("%s: treehouses: %d (%d VP on top); stored: %d "
		    "(unlimited); familiars placed: %d of %d."), pl->name,
		    pl->nhouses, magical_treehouse_vp(pl), pl->stored, pl->familiars,
		    MAGICAL_FAMILIARS);
	else
		verdict_say(v, _("%s: treehouses: %d (%d VP on top); stored: %d "
		    "of %d; familiars placed: %d of %d."), pl->name, pl->nhouses,
		    magical_treehouse_vp(pl), pl->stored, cap, pl->familiars,
		    MAGICAL_FAMILIARS);
}

/* --json: the step, and who still has to play in it. */
static void
status_data(const struct magical_game *g, struct verdict *v)
{
	const char *who[MAGICAL_MAX_PLAYERS];
	int n = 0;

	for (int p = 0; p < g->nplayers; p++) {
		const struct magical_player *pl = &g->player[p];
		if ((g->step == MAGICAL_REVEAL && pl->revealed == MAGICAL_NONE) ||
		    (g->step == MAGICAL_BUILD && magical_builder(g) == p) ||
		    (g->step == MAGICAL_END && magical_missing(pl) != 0))
			who[n++] = pl->name;
	}
	verdict_data_string(v, "phase", step_ids[g->step]);
	verdict_data_int(v, "round", g->round);
	verdict_data_strings(v, "to_play", who, n);
	if (g->step == MAGICAL_BUILD)
		verdict_data_int(v, "cards_left", magical_cards_left(g));
}

bool
magical_status(void *state, const struct call *c, struct verdict *v)
{
	const struct magical_game *g = state;
	struct magical_outcome o;

	(void)c;
	if (g->step == MAGICAL_OVER) {
		magical_outcome(g, &o);
		verdict_say(v, _("The game is over; %s won."),
		    g->player[o.order[0]].name);
	} else {
		say_position(g, v);
	}
	say_objectives(g, v);
	for (int p = 0; p < g->nplayers; p++)
		say_village_line(g, p, v);
	status_data(g, v);
	return true;
}

/* ---- score ---- */

static void
say_treehouses(const struct magical_player *pl, struct verdict *v)
{
	struct sbuf b = { 0 };

	for (int i = 0; i < pl->nhouses; i++) {
		const struct magical_card *top = magical_top(&pl->house[i]);
		if (i > 0)
			sbuf_add(&b, " + ");
		char num[32];
		snprintf(num, sizeof num, _("#%d"), i + 1);
		sbuf_printf(&b, "%d (%s %s)", magical_card_vp(top), num,
		    magical_card_token(top, 0));
	}
	if (pl->nhouses == 0)
		sbuf_add(&b, "0");
	verdict_say(v, _("  treehouses: %s = %d"), sbuf_str(&b),
	    magical_treehouse_vp(pl));
	sbuf_free(&b);
}

/* Each group's potions, as "red potion from 2". */
static void
say_groups(const struct magical_player *pl, struct verdict *v)
{
	struct magical_source src[MAGICAL_COLOURS];
	struct sbuf b = { 0 };
	int said = 0;

	for (int i = 0; i < pl->nhouses; i = magical_group_last(pl, i) + 1) {
		int last = magical_group_last(pl, i);
		magical_group_potions(pl, i, src);
		for (int col = MAGICAL_BLANK + 1; col < MAGICAL_COLOURS; col++) {
			const char *pot = _(magical_potion_names[col]);
			if (src[col].house == MAGICAL_NONE)
				continue;
			if (b.len > 0)
				sbuf_add(&b, ", ");
			if (src[col].transformed)
				sbuf_printf(&b, _("%s from the green level 4 of #%d"),
				    pot, src[col].house + 1);
			else
				sbuf_printf(&b, _("%s from #%d"), pot,
				    src[col].house + 1);
		}
		if (b.len == 0)
			continue; /* a group with no potion: said once below */
		said++;
		if (last == i + 1)
			verdict_say(v, _("  potions of treehouses #%d and #%d "
			    "(piped): %s"), i + 1, last + 1, sbuf_str(&b));
		else if (last > i)
			verdict_say(v, _("  potions of treehouses #%d to #%d (piped): "
			    "%s"), i + 1, last + 1, sbuf_str(&b));
		else
			verdict_say(v, _("  potions of treehouse #%d: %s"), i + 1,
			    sbuf_str(&b));
		sbuf_reset(&b);
	}
	if (said == 0)
		verdict_say(v, _("  potions: none in any treehouse"));
	sbuf_free(&b);
}

static void
say_level3(const struct magical_player *pl, int i, struct verdict *v)
{
	const struct magical_card *c = &pl->house[i].card[2];
	const char *t = magical_card_token(c, 0);
	const char *pot = _(magical_potion_names[c->potion]);
	struct magical_source fed;

	if (!magical_converts(pl, i, &fed))
		verdict_say(v, _("  %s in #%d converts a %s: none in its group, "
		    "+0"), t, i + 1, pot);
	else if (fed.transformed)
		verdict_say(v, _("  %s in #%d converts a %s: fed by the green level "
		    "4 of #%d, which transforms the purple potion of #%d, +3"), t,
		    i + 1, pot, fed.house + 1, fed.from + 1);
	else if (fed.house == i)
		verdict_say(v, _("  %s in #%d converts a %s: fed by its own level "
		    "1, +3"), t, i + 1, pot);
	else
		verdict_say(v, _("  %s in #%d converts a %s: fed by the level 1 of "
		    "#%d, +3"), t, i + 1, pot, fed.house + 1);
}

/* A level 5's bonus is one per thing it counts: each colour's line, in
 * the singular and the plural.  The local ngettext only marks the pairs
 * for xgettext; say_level5 translates them. */
#pragma push_macro("ngettext")
#undef ngettext
#define ngettext(one, many, n) { one, many }
static const struct plural {
	const char *one, *many;
} level5_lines[MAGICAL_COLOURS] = {
	[MAGICAL_RED] = ngettext("  %s in #%d: %lu treehouse exactly 3 "
	    "levels high, +%lu", "  %s in #%d: %lu treehouses exactly 3 "
	    "levels high, +%lu", 0),
	[MAGICAL_BLUE] = ngettext("  %s in #%d: %lu pipe card, +%lu",
	    "  %s in #%d: %lu pipe cards, +%lu", 0),
	[MAGICAL_YELLOW] = ngettext("  %s in #%d: %lu familiar on a space with "
	    "no ingredient, +%lu", "  %s in #%d: %lu familiars on spaces "
	    "with no ingredient, +%lu", 0),
	[MAGICAL_PURPLE] = ngettext("  %s in #%d: %lu stored card, +%lu",
	    "  %s in #%d: %lu stored cards, +%lu", 0),
	[MAGICAL_GREEN] = ngettext("  %s in #%d: %lu potion colour brewed by "
	    "level-1 cards, +%lu", "  %s in #%d: %lu potion colours brewed "
	    "by level-1 cards, +%lu", 0),
};
#undef ngettext
#pragma pop_macro("ngettext")

static void
say_level5(const struct magical_player *pl, int i, struct verdict *v)
{
	const struct magical_card *c = &pl->house[i].card[MAGICAL_LEVEL5 - 1];
	const struct plural *line = &level5_lines[c->colour];
	unsigned long n = (unsigned long)magical_level5_bonus(pl, i);

	if (line->one != NULL)
		verdict_say(v, ngettext(line->one, line->many, n),
		    magical_card_token(c, 0), i + 1, n, n);
}

static void
say_player_breakdown(const struct magical_game *g, int p,
    const struct magical_player_score *s, struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];

	magical_say_score_line(g, p, s, verdict_say, v);
	say_treehouses(pl, v);
	verdict_say(v, _("  biscuits: %d, 1 VP per 3 = %d"), pl->biscuits,
	    s->biscuits);
	say_groups(pl, v);
	for (int i = 0; i < pl->nhouses; i++)
		if (pl->house[i].height >= 3)
			say_level3(pl, i, v);
	for (int i = 0; i < pl->nhouses; i++)
		if (pl->house[i].height >= MAGICAL_LEVEL5)
			say_level5(pl, i, v);
}

static void
say_tile(const struct magical_game *g, const struct magical_tile_result *t,
    struct verdict *v)
{
	struct sbuf what = { 0 }, keys = { 0 }, names = { 0 };
	int tied[MAGICAL_MAX_PLAYERS], n = 0;
	char num[RENDER_INT_SIZE];

	magical_tile_phrase(t->kind, t->subject, &what);
	for (int p = 0; p < g->nplayers; p++) {
		if (p > 0)
			sbuf_add(&keys, ", ");
		sbuf_printf(&keys, "%s %d", g->player[p].name, t->key[p]);
		if (t->nbest > 1 && t->key[p] == t->best)
			tied[n++] = p;
	}
	if (t->kind == MAGICAL_PRIVATE)
		verdict_say(v, _("  %s's private tile, %s (%s):"),
		    g->player[t->owner].name, sbuf_str(&what), sbuf_str(&keys));
	else
		verdict_say(v, _("  common tile, %s (%s):"), sbuf_str(&what),
		    sbuf_str(&keys));
	magical_add_names(&names, g, tied, n);
	if (t->leader == MAGICAL_NONE)
		verdict_say(v, _("    %s tie for the most (%d): nobody scores "
		    "it."), sbuf_str(&names), t->best);
	else if (t->scorer == MAGICAL_NONE)
		verdict_say(v, _("    %s has the most (%d), not the owner: nobody "
		    "scores it."), g->player[t->leader].name, t->best);
	else if (t->points < 0)
		verdict_say(v, _("    %s alone has the most (%d): %s VP."),
		    g->player[t->leader].name, t->best,
		    render_int(num, t->points));
	else
		verdict_say(v, _("    %s alone has the most (%d): +%d VP."),
		    g->player[t->leader].name, t->best, t->points);
	sbuf_free(&what);
	sbuf_free(&keys);
	sbuf_free(&names);
}

bool
magical_score(void *state, const struct call *c, struct verdict *v)
{
	const struct magical_game *g = state;
	struct magical_tile_result tiles[MAGICAL_MAX_TILES];
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];
	int n;

	(void)c;
	magical_final_score(g, s);
	if (g->step == MAGICAL_OVER)
		verdict_say(v, _("Final scores:"));
	else
		verdict_say(v, _("Scores if the game ended now (counts not yet "
		    "entered are 0):"));
	for (int p = 0; p < g->nplayers; p++)
		say_player_breakdown(g, p, &s[p], v);
	n = magical_objective_results(g, tiles);
	verdict_say(v, _("Objectives:"));
	if (n == 0)
		verdict_say(v, _("  none entered yet"));
	for (int i = 0; i < n; i++)
		say_tile(g, &tiles[i], v);
	if (g->step == MAGICAL_OVER)
		magical_say_ranking(g, v, verdict_say);
	return true;
}

/* ---- show ---- */

static const char *const sgr[MAGICAL_COLOURS] = {
	"\033[37m", "\033[31m", "\033[34m", "\033[33m", "\033[35m",
	"\033[32m"
};

/* One cell of the picture: "red3 3 (blue)". */
static void
cell_text(const struct magical_card *c, struct sbuf *b)
{
	if (c->colour == MAGICAL_BLANK)
		sbuf_add(b, _(magical_colour_names[MAGICAL_BLANK]));
	else if (c->level == 1 || c->level == 3)
		sbuf_printf(b, "%s %d (%s)", magical_card_token(c, 0),
		    magical_card_vp(c), _(magical_colour_names[c->potion]));
	else
		sbuf_printf(b, "%s %d", magical_card_token(c, 0), magical_card_vp(c));
}

static int
column_width(const struct magical_house *h, int i)
{
	struct sbuf b = { 0 };
	int w;

	sbuf_printf(&b, _("#%d"), i + 1);
	w = render_width(sbuf_str(&b));
	for (int k = 0; k < h->height; k++) {
		sbuf_reset(&b);
		cell_text(&h->card[k], &b);
		int cw = render_width(sbuf_str(&b));
		if (cw > w)
			w = cw;
	}
	sbuf_free(&b);
	return w;
}

/* Treehouses first..last side by side, the highest level on top; under them
 * their places, with = along the pipes. */
static void
say_columns(const struct magical_player *pl, int first, int last,
    const int *width, bool colour, struct verdict *v)
{
	struct sbuf line = { 0 }, cell = { 0 };
	int tallest = 0;

	for (int i = first; i <= last; i++)
		if (pl->house[i].height > tallest)
			tallest = pl->house[i].height;
	for (int lv = tallest - 1; lv >= 0; lv--) {
		sbuf_add(&line, "  ");
		for (int i = first; i <= last; i++) {
			const struct magical_house *h = &pl->house[i];
			int w = width[i] + 2;
			if (lv < h->height) {
				cell_text(&h->card[lv], &cell);
				w -= render_width(sbuf_str(&cell));
				if (colour)
					sbuf_add(&line, sgr[h->card[lv].colour]);
				sbuf_add(&line, sbuf_str(&cell));
				if (colour)
					sbuf_add(&line, "\033[0m");
				sbuf_reset(&cell);
			}
			for (; w > 0; w--)
				sbuf_addc(&line, ' ');
		}
		verdict_say_line(v, &line);
	}
	sbuf_add(&line, "  ");
	for (int i = first; i <= last; i++) {
		int w = width[i] + 2;
		/* TRANSLATORS: a treehouse's number, under it in a picture
		 * of a village (French: nº 1). */
		sbuf_printf(&cell, _("#%d"), i + 1);
		w -= render_width(sbuf_str(&cell));
		sbuf_add(&line, sbuf_str(&cell));
		sbuf_reset(&cell);
		for (; w > 0; w--)
			sbuf_addc(&line, i < last && pl->pipe[i] ? '=' : ' ');
	}
	verdict_say_line(v, &line);
	sbuf_free(&line);
	sbuf_free(&cell);
}

static void
say_village(const struct magical_game *g, int p, const struct call *c,
    struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];
	int first = 0, used = 2, width[MAGICAL_MAX_HOUSES];

	say_village_line(g, p, v);
	if (pl->nhouses == 0) {
		verdict_say(v, _("  (no treehouse yet)"));
		return;
	}
	/* each column measured once, for every line of the picture */
	for (int i = 0; i < pl->nhouses; i++)
		width[i] = column_width(&pl->house[i], i);
	for (int i = 0; i < pl->nhouses; i++) {
		int w = width[i] + 2;
		if (i > first && c->width > 0 && used + w > c->width) {
			say_columns(pl, first, i - 1, width, c->colour, v);
			first = i;
			used = 2;
		}
		used += w;
	}
	say_columns(pl, first, pl->nhouses - 1, width, c->colour, v);
}

bool
magical_show(void *state, const struct call *c, struct verdict *v)
{
	static const struct game_players players = MAGICAL_PLAYERS;
	const struct magical_game *g = state;
	int p;

	if (c->argc == 2) {
		if ((p = game_find_player_in(&players, g, c->argv[1], v)) < 0)
			return false;
		say_village(g, p, c, v);
	} else {
		for (p = 0; p < g->nplayers; p++)
			say_village(g, p, c, v);
	}
	verdict_say(v, _("Cells: card, printed VP, (potion a level 1 brews or "
	    "a level 3 converts); = marks a pipe."));
	return true;
}

/* ---- legal ---- */

/* Places, 0-based, as "1, 3" and as data strings in `buf`. */
static void
add_places(const int *at, int n, struct sbuf *b, char buf[][16],
    const char **data)
{
	for (int i = 0; i < n; i++) {
		if (i > 0)
			sbuf_add(b, ", ");
		sbuf_printf(b, "%d", at[i] + 1);
		snprintf(buf[i], sizeof buf[i], "%d", at[i] + 1);
		data[i] = buf[i];
	}
}

/* --json: a member whose items are JSON already (pairs, objects). */
static void
json_array(struct verdict *v, const char *key, const char *const *items,
    int n)
{
	struct sbuf b = { 0 };

	sbuf_addc(&b, '[');
	for (int i = 0; i < n; i++)
		sbuf_printf(&b, "%s%s", i ? ", " : "", items[i]);
	sbuf_addc(&b, ']');
	verdict_data_json(v, key, b.s);
	sbuf_free(&b);
}

static void
say_next_cards(const struct magical_game *g, int p, struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];
	char buf[MAGICAL_MAX_HOUSES][64];
	const char *data[MAGICAL_MAX_HOUSES];
	int n = 0;

	if (pl->nhouses == 0)
		verdict_say(v, _("  (no treehouse yet)"));
	for (int i = 0; i < pl->nhouses; i++) {
		const struct magical_house *h = &pl->house[i];
		const char *top = magical_card_token(magical_top(h), 0);
		struct magical_build next = { .at = i };
		struct magical_reasons r;
		if (!magical_next_card(h, &next.card)) {
			verdict_say(v, _("  treehouse %d (%s): complete at level %d"),
			    i + 1, top, MAGICAL_MAX_LEVEL);
			continue;
		}
		if (next.card.colour == MAGICAL_BLANK) {
			verdict_say(v, _("  treehouse %d (%s): a level 2 of any "
			    "colour"), i + 1, top);
			snprintf(buf[n], sizeof buf[n], "{\"treehouse\": %d, \"card\": \"any2\"}", i + 1);
			data[n] = buf[n];
			n++;
			continue;
		}
		magical_explain_build(g, p, &next, &r);
		if (r.broken & MAGICAL_E_CARD) {
			verdict_say(v, _("  treehouse %d (%s): %s, but all %d are "
			    "built already"), i + 1, top,
			    magical_card_token(&next.card, 1), r.supply);
			continue;
		}
		verdict_say(v, _("  treehouse %d (%s): %s"), i + 1, top,
		    magical_card_token(&next.card, 1));
		snprintf(buf[n], sizeof buf[n], "{\"treehouse\": %d, \"card\": "
		    "\"%s%d\"}", i + 1, magical_colour_ids[next.card.colour],
		    next.card.level);
		data[n] = buf[n];
		n++;
	}
	json_array(v, "next", data, n);
}

static void
say_moves(const struct magical_game *g, int p, struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];
	char mbuf[MAGICAL_MAX_HOUSES][16], pbuf[MAGICAL_MAX_HOUSES][32];
	const char *moves[MAGICAL_MAX_HOUSES], *pipes[MAGICAL_MAX_HOUSES];
	struct sbuf b = { 0 }, c = { 0 };
	struct magical_reasons r;
	int nm = 0, np = 0;

	for (int i = 0; i < pl->nhouses; i++) {
		if (!magical_is_piped(pl, i)) {
			if (nm > 0)
				sbuf_add(&b, ", ");
			sbuf_printf(&b, "%d", i + 1);
			snprintf(mbuf[nm], sizeof mbuf[nm], "%d", i + 1);
			moves[nm] = mbuf[nm];
			nm++;
		}
		magical_explain_pipe(g, p, i, i + 1, &r);
		if (i + 1 < pl->nhouses && !(r.broken & MAGICAL_E_PIPE)) {
			if (np > 0)
				sbuf_add(&c, ", ");
			sbuf_printf(&c, "%d-%d", i + 1, i + 2);
			snprintf(pbuf[np], sizeof pbuf[np], "[%d, %d]", i + 1, i + 2);
			pipes[np] = pbuf[np];
			np++;
		}
	}
	if (nm > 0)
		verdict_say(v, _("Treehouses free to move: %s."), sbuf_str(&b));
	else
		verdict_say(v, _("No treehouse is free to move."));
	if (g->step == MAGICAL_END)
		; /* no card is played after round 4: no pipe either */
	else if (magical_pipes_in_play(g) >= MAGICAL_SUPPLY_PIPES)
		verdict_say(v, _("A pipe may join: no two treehouses (the game's "
		    "%d pipe cards are all in the villages)."), MAGICAL_SUPPLY_PIPES);
	else if (np > 0)
		verdict_say(v, _("A pipe may join: %s."), sbuf_str(&c));
	else
		verdict_say(v, _("A pipe may join: no two treehouses."));
	if (magical_has_level4(pl, MAGICAL_BLUE))
		verdict_say(v, _("With a blue level 4, %s may move pipes at any "
		    "time."), pl->name);
	verdict_data_numbers(v, "movable", moves, nm);
	json_array(v, "pipes", pipes, np);
	sbuf_free(&b);
	sbuf_free(&c);
}

/* `turn_said`: the moves above already said whose turn it is to build
 * (magical_say_moves), not said again. */
static void
say_turn_state(const struct magical_game *g, int p, bool turn_said,
    struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];
	int cap = magical_storage_capacity(pl);
	struct sbuf b = { 0 };

	if (cap == MAGICAL_UNLIMITED)
		verdict_say(v, ngettext("Storage: %d card, unlimited (purple "
		    "level 4).", "Storage: %d cards, unlimited (purple level 4).",
		    pl->stored), pl->stored);
	else if (cap == 0) /* "0 of 0 places used" says nothing */
		verdict_say(v, _("Storage: no place yet (each treehouse with a "
		    "level-2 card gives one)."));
	else
		verdict_say(v, _("Storage: %d of %d places used."), pl->stored,
		    cap);
	if (magical_builder(g) == p) {
		verdict_say(v, _("%s builds now (cards left to play: %d; "
		    "familiars to place: %d; in the forest: %d of %d)."), pl->name,
		    magical_cards_left(g), g->allowance, pl->familiars, MAGICAL_FAMILIARS);
	} else if (g->step == MAGICAL_BUILD) {
		if (!turn_said)
			verdict_say(v, _("It is %s's turn to build, not %s's."),
			    g->player[magical_builder(g)].name, pl->name);
	} else {
		magical_phase_clause(g->step, g->round, &b);
		verdict_say(v, _("Where the game stands: %s."), sbuf_str(&b));
	}
	sbuf_free(&b);
}

static void
legal_card(const struct magical_game *g, int p, const struct magical_card *card,
    struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];
	const char *t = magical_card_token(card, 0);
	struct build_args a = { .player = p, .b = { .card = *card,
	    .at = MAGICAL_NONE } };
	int at[MAGICAL_MAX_HOUSES + 1], n = magical_legal_places(g, p, card, at);
	char buf[MAGICAL_MAX_HOUSES + 1][16];
	const char *data[MAGICAL_MAX_HOUSES + 1];
	struct sbuf b = { 0 };
	struct magical_reasons r;

	magical_explain_build(g, p, &a.b, &r);
	add_places(at, n, &b, buf, data);
	verdict_data_numbers(v, "places", data, n);
	if (r.level_case == MAGICAL_LEVEL_RANGE)
		verdict_say(v, _("%s: levels go from 1 to %d."), t, MAGICAL_MAX_LEVEL);
	else if (n > 0 && card->level == 1)
		verdict_say(v, _("%s starts a new treehouse, at place %s."), t,
		    sbuf_str(&b));
	else if (n > 0)
		verdict_say(v, _("%s goes on treehouse %s."), t, sbuf_str(&b));
	else {
		/* storing is offered only where the referee would take it
		 * (the storage rule alone: whose turn it is is said apart) */
		struct magical_reasons st;
		magical_explain_count(g, p, MAGICAL_COUNT_STORE, 1, &st);
		bool room = !(st.broken & MAGICAL_E_STORAGE);
		if (r.broken & MAGICAL_E_CARD) {
			sbuf_reset(&b);
			magical_card_facts(&a, &r, &b);
			verdict_say(v, room ? _("%s can be built nowhere: %s. It "
			    "can be stored, or built face down as a blank.") :
			    _("%s can be built nowhere: %s. It can be built face "
			    "down as a blank (the storage has no free place)."),
			    t, sbuf_str(&b));
		} else
			verdict_say(v, room ? _("%s fits on none of %s's "
			    "treehouses; it can be stored, or built face down as "
			    "a blank.") : _("%s fits on none of %s's treehouses; "
			    "it can be built face down as a blank (the storage "
			    "has no free place)."), t, pl->name);
	}
	sbuf_free(&b);
}

bool
magical_legal(void *state, const struct call *c, struct verdict *v)
{
	static const struct game_players players = MAGICAL_PLAYERS;
	const struct magical_game *g = state;
	struct magical_card card, blank = { .level = 1 };
	int p, at[MAGICAL_MAX_HOUSES + 1], n;
	char buf[MAGICAL_MAX_HOUSES + 1][16];
	const char *data[MAGICAL_MAX_HOUSES + 1];
	struct sbuf b = { 0 };

	if ((p = game_find_player_in(&players, g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3) {
		if (!magical_parse_card(c->argv[2], &card, v))
			return false;
		legal_card(g, p, &card, v);
		say_turn_state(g, p, false, v);
		return true;
	}
	n = magical_legal_places(g, p, &blank, at);
	add_places(at, n, &b, buf, data);
	magical_say_moves(g, p, v);
	if (g->step != MAGICAL_END) {
		/* after round 4 no card is built: what could go next
		 * would only mislead */
		verdict_say(v, _("%s's next cards:"), g->player[p].name);
		say_next_cards(g, p, v);
		verdict_say(v, _("A level-1 card or a blank starts a new treehouse "
		    "at place %s."), sbuf_str(&b));
	}
	verdict_data_numbers(v, "new_places", data, n);
	say_moves(g, p, v);
	say_turn_state(g, p, true, v);
	sbuf_free(&b);
	return true;
}
