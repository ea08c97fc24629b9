/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_complete.c — what TAB offers in Magical Treehouse: for the
 * commands that change the game, only what the rules allow now (the
 * core decides: its explain functions and legal places); for the
 * queries, every player and every card.  Words in the current language
 * only. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "magical_glue.h"

static bool
french(void)
{
	return strcmp(i18n_lang(), "fr") == 0;
}

static void
add_number(struct game_offer *out, int n)
{
	char buf[16];

	snprintf(buf, sizeof buf, "%d", n);
	game_offer_add(out, buf);
}

static void
add_card(struct game_offer *out, const struct magical_card *c)
{
	const char *const *names = french() ? magical_colour_fr :
	    magical_colour_ids;
	char buf[32];

	if (c->colour == MAGICAL_BLANK) {
		game_offer_add(out, names[MAGICAL_BLANK]);
		return;
	}
	snprintf(buf, sizeof buf, "%s%d", names[c->colour], c->level);
	game_offer_add(out, buf);
}

/* Every card; with `p` >= 0, only those p may build now somewhere. */
static void
complete_cards(const struct magical_game *g, int p, struct game_offer *out)
{
	int at[MAGICAL_MAX_HOUSES + 1];

	for (int col = MAGICAL_BLANK + 1; col < MAGICAL_COLOURS; col++)
		for (int lv = 1; lv <= MAGICAL_MAX_LEVEL; lv++) {
			struct magical_card c = { .colour = (unsigned char)col,
			    .level = (unsigned char)lv };
			if (p < 0 || magical_legal_places(g, p, &c, at) > 0)
				add_card(out, &c);
		}
	struct magical_card blank = { .level = 1 };
	if (p < 0 || magical_legal_places(g, p, &blank, at) > 0)
		add_card(out, &blank);
}

/* Colours (and declared ingredient names) for which `ok` holds. */
static void
complete_colours(const struct magical_game *g, int p, bool common,
    struct game_offer *out)
{
	const char *const *names = french() ? magical_colour_fr :
	    magical_colour_ids;
	struct magical_reasons r;

	for (int col = MAGICAL_BLANK + 1; col < MAGICAL_COLOURS; col++) {
		if (common)
			magical_explain_common(g, col, &r);
		else if (p >= 0)
			magical_explain_private(g, p, col, &r);
		else
			r.broken = 0;
		if (!r.broken)
			game_offer_add(out, names[col]);
	}
	for (int i = 0; i < g->nnames; i++)
		game_offer_add(out, g->ingredient[i]);
}

static int
player_of(const struct magical_game *g, const char *name)
{
	static const struct game_players players = MAGICAL_PLAYERS;

	return game_find_player_in(&players, g, name, NULL);
}

/* Who may make that move now, as the core's rules say. */
static void
complete_players(const struct magical_game *g, const char *w, int argi,
    char **argv, struct game_offer *out)
{
	bool building = strcmp(w, "build") == 0 || strcmp(w, "pipe") == 0 ||
	    strcmp(w, "store") == 0 || strcmp(w, "unstore") == 0 ||
	    strcmp(w, "familiar") == 0 || strcmp(w, "done") == 0;
	bool count = strcmp(w, "biscuits") == 0 ||
	    strcmp(w, "ingredients") == 0 || strcmp(w, "empty") == 0;
	struct magical_reasons r;

	for (int p = 0; p < g->nplayers; p++) {
		bool ok;
		if (building) {
			/* phase and turn, as for any building action */
			magical_explain_done(g, p, &r);
			ok = !(r.broken & (MAGICAL_E_PHASE | MAGICAL_E_TURN));
		} else if (strcmp(w, "reveal") == 0) {
			/* no card shows 0: only phase and turn can break */
			magical_explain_reveal(g, p, 0, &r);
			ok = !r.broken;
			for (int i = 1; i < argi && ok; i += 2)
				ok = player_of(g, argv[i]) != p;
		} else if (count) {
			magical_explain_biscuits(g, p, 0, &r);
			ok = !(r.broken & MAGICAL_E_PHASE) &&
			    (strcmp(w, "empty") != 0 ||
			    magical_needs_empty(&g->player[p]));
		} else {
			ok = g->step != MAGICAL_OVER;
		}
		if (ok)
			game_offer_add(out, g->player[p].name);
	}
	if (strcmp(w, "objective") == 0 && g->step != MAGICAL_OVER)
		game_offer_add(out, french() ? "commun" : "common");
}

/* build NAME CARD ...: the potion, the keywords, then the places. */
static void
complete_build_rest(const struct magical_game *g, int p, int argi, char **argv,
    struct game_offer *out)
{
	struct magical_card c;
	int at[MAGICAL_MAX_HOUSES + 1], n;
	bool potion = false;

	if (!magical_parse_card(argv[2], &c, NULL))
		return;
	if (magical_keyword(argv[argi - 1]) == KW_AT) {
		n = magical_legal_places(g, p, &c, at);
		for (int i = 0; i < n; i++)
			add_number(out, at[i] + 1);
		return;
	}
	for (int i = 3; i < argi; i++)
		if (magical_keyword(argv[i]) == KW_NONE &&
		    cmd_match(argv[i], magical_colour_words,
		    magical_ncolour_words) >= 0)
			potion = true;
	if (c.colour != MAGICAL_BLANK && (c.level == 1 || c.level == 3) && !potion)
		complete_colours(g, MAGICAL_NONE, false, out);
	game_offer_add(out, french() ? "en" : "at");
	if (c.colour != MAGICAL_BLANK)
		game_offer_add(out, french() ? "téléportation" : "teleport");
}

/* pipe, repipe, move NAME PLACE...: the treehouses the rules allow. */
static void
complete_places(const struct magical_game *g, const char *w, int p, int argi,
    char **argv, struct game_offer *out)
{
	const struct magical_player *pl = &g->player[p];
	long from = 0;
	struct magical_reasons r;
	/* repipe: the pipe to move (2, 3), then where it goes (4, 5) */
	int want = strcmp(w, "repipe") == 0 && argi <= 3 ? MAGICAL_SPOT_JOINED :
	    MAGICAL_SPOT_FREE;
	int k = strcmp(w, "repipe") == 0 && argi >= 4 ? argi - 2 : argi;

	if (k == 3 && !cmd_number(argv[argi - 1], 1, pl->nhouses, &from))
		return;
	for (int i = 0; i < pl->nhouses; i++) {
		bool ok = false;
		if (strcmp(w, "move") == 0 && k == 2)
			ok = !magical_is_piped(pl, i);
		else if (strcmp(w, "move") == 0) {
			magical_explain_move(g, p, (int)from - 1, i, &r);
			ok = i != from - 1 && !r.broken;
		} else if (strcmp(w, "pipe") == 0 && k == 3) {
			magical_explain_pipe(g, p, (int)from - 1, i, &r);
			ok = !(r.broken & MAGICAL_E_PIPE);
		} else if (strcmp(w, "pipe") == 0) {
			for (int j = i - 1; j <= i + 1; j += 2) {
				magical_explain_pipe(g, p, i, j, &r);
				ok = ok || (j >= 0 && !(r.broken & MAGICAL_E_PIPE));
			}
		} else if (k == 3) {
			ok = magical_pipe_spot(pl, (int)from - 1, i) == want;
		} else {
			ok = (i > 0 && magical_pipe_spot(pl, i - 1, i) == want) ||
			    (i + 1 < pl->nhouses &&
			    magical_pipe_spot(pl, i, i + 1) == want);
		}
		if (ok)
			add_number(out, i + 1);
	}
}

static void
complete_move(const struct magical_game *g, const char *w, bool query, int argi,
    char **argv, struct game_offer *out)
{
	int p;

	if (argi == 1 && query) {
		for (p = 0; p < g->nplayers; p++)
			game_offer_add(out, g->player[p].name);
		return;
	}
	if (argi == 1 || strcmp(w, "reveal") == 0) {
		if (strcmp(w, "declare") != 0 && argi % 2 == 1)
			complete_players(g, w, argi, argv, out);
		else if (strcmp(w, "declare") == 0 && argi % 2 == 0)
			complete_colours(g, MAGICAL_NONE, false, out);
		return;
	}
	if (strcmp(w, "declare") == 0) {
		if (argi % 2 == 0)
			complete_colours(g, MAGICAL_NONE, false, out);
		return;
	}
	if (strcmp(w, "objective") == 0 &&
	    magical_keyword(argv[1]) == KW_COMMON) {
		/* [brown] COLOUR [green] TILE: brown, then a colour after it */
		bool brown = magical_keyword(argv[argi - 1]) == KW_BROWN;
		if (argi == 2)
			game_offer_add(out, french() ? "marron" : "brown");
		if (argi == 2 || brown)
			complete_colours(g, MAGICAL_NONE, true, out);
		bool kind = !brown && (argi == 3 || (argi == 4 &&
		    magical_keyword(argv[2]) == KW_BROWN));
		for (int t = 1; kind && t < MAGICAL_TILES; t++)
			game_offer_add(out, french() ? magical_tile_fr[t] :
			    magical_tile_ids[t]);
		return;
	}
	if ((p = player_of(g, argv[1])) < 0)
		return;
	if (strcmp(w, "build") == 0 && argi == 2)
		complete_cards(g, query ? MAGICAL_NONE : p, out);
	else if (strcmp(w, "build") == 0)
		complete_build_rest(g, p, argi, argv, out);
	else if (strcmp(w, "done") == 0 && argi == 2 && !query) {
		/* a familiar still to place: done NAME none leaves it */
		struct magical_reasons r;
		magical_explain_count(g, p, MAGICAL_COUNT_FAMILIAR, 1, &r);
		if (!r.broken)
			game_offer_add(out, french() ? "aucun" : "none");
	}
	else if (strcmp(w, "objective") == 0 && argi == 2)
		complete_colours(g, p, false, out);
	else if (strcmp(w, "ingredients") == 0 && argi % 2 == 0) {
		complete_colours(g, MAGICAL_NONE, false, out);
		if (argi == 2)
			game_offer_add(out, french() ? "aucun" : "none");
	} else if (strcmp(w, "pipe") == 0 || strcmp(w, "repipe") == 0 ||
	    strcmp(w, "move") == 0)
		complete_places(g, w, p, argi, argv, out);
}

/* The actions `why` explains besides a build. */
static const struct {
	const char *en, *fr;
} why_words[] = {
	{ "build", "construire" }, { "pipe", "tuyau" }, { "store", "stocker" },
	{ "unstore", "déstocker" }, { "familiar", "familier" },
	{ "done", "terminer" }, { "biscuits", "biscuits" },
};

void
magical_complete(const void *state, int argi, char **argv,
    struct game_offer *out)
{
	const struct magical_game *g = state;
	const char *w = argv[0];

	if (strcmp(w, "show") == 0) {
		complete_move(g, w, true, argi, argv, out);
	} else if (strcmp(w, "legal") == 0) {
		if (argi == 1)
			complete_move(g, w, true, argi, argv, out);
		else if (argi == 2)
			complete_cards(g, MAGICAL_NONE, out);
	} else if (strcmp(w, "why") == 0) {
		for (int i = 0; i < NWORDS(why_words); i++) {
			if (argi > 1 && argi < CMD_MAX_ARGS &&
			    cmd_word_in(argv[1], why_words[i].en,
			    why_words[i].fr)) {
				char *sub[CMD_MAX_ARGS];
				sub[0] = (char *)why_words[i].en;
				for (int k = 1; k < argi; k++)
					sub[k] = argv[k + 1];
				complete_move(g, why_words[i].en, true, argi - 1,
				    sub, out);
				return;
			}
			if (argi == 1)
				game_offer_add(out, french() ? why_words[i].fr :
				    why_words[i].en);
		}
		complete_move(g, "build", true, argi, argv, out);
	} else {
		complete_move(g, w, false, argi, argv, out);
	}
}
