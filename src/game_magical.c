/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* game_magical.c — Magical Treehouse at the table: the scorekeeper's words,
 * village pictures, score breakdowns and explanations around magical.c. */
#include "game_magical.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "frontend.h"
#include "i18n.h"
#include "render.h"
#include "magical.h"
#include "util.h"

#define NWORDS(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- words ---- */

/* TRANSLATORS: card colours, also written right before a level as in
 * red3 (rouge3); "blank" is a card built face down as a level 1. */
static const char *const colour_names[MT_COLOURS] = {
	N_("blank"), N_("red"), N_("blue"), N_("yellow"), N_("purple"),
	N_("green")
};

/* Logs and completion stay in these words whatever the language. */
static const char *const colour_ids[MT_COLOURS] = {
	"blank", "red", "blue", "yellow", "purple", "green"
};
static const char *const colour_fr[MT_COLOURS] = {
	"vierge", "rouge", "bleu", "jaune", "violet", "vert"
};

static const char *const potion_names[MT_COLOURS] = {
	N_("no potion"), N_("red potion"), N_("blue potion"),
	N_("yellow potion"), N_("purple potion"), N_("green potion")
};

/* What a brown objective tile asks for, by the colour entered. */
static const char *const brown_names[MT_COLOURS] = {
	"", N_("most red ingredients"), N_("most blue ingredients"),
	N_("most yellow ingredients"), N_("most purple ingredients"),
	N_("most green ingredients")
};

static const char *const tile_names[MT_TILES] = {
	"", N_("most biscuits"), N_("most treehouses of level 2 or higher"),
	N_("most ingredients in all"), N_("most treehouse colours"),
	N_("most treehouses of exactly level 1")
};
static const char *const tile_ids[MT_TILES] = {
	"", "biscuits", "tall", "ingredients", "colours", "small"
};
static const char *const tile_fr[MT_TILES] = {
	"", "biscuits", "hautes", "ingredients", "couleurs", "petites"
};

/* Either language is accepted whatever the messages' language. */
static const struct word colour_words[] = {
	{ "red", MT_RED }, { "rouge", MT_RED },
	{ "blue", MT_BLUE }, { "bleu", MT_BLUE }, { "bleue", MT_BLUE },
	{ "yellow", MT_YELLOW }, { "jaune", MT_YELLOW },
	{ "purple", MT_PURPLE }, { "violet", MT_PURPLE },
	{ "violette", MT_PURPLE },
	{ "green", MT_GREEN }, { "vert", MT_GREEN }, { "verte", MT_GREEN },
};

static const struct word tile_words[] = {
	{ "biscuits", MT_TILE_BISCUITS }, { "biscuit", MT_TILE_BISCUITS },
	{ "tall", MT_TILE_TALL }, { "level2", MT_TILE_TALL },
	{ "hautes", MT_TILE_TALL }, { "haute", MT_TILE_TALL },
	{ "ingredients", MT_TILE_INGREDIENTS },
	{ "colours", MT_TILE_COLOURS }, { "colors", MT_TILE_COLOURS },
	{ "couleurs", MT_TILE_COLOURS },
	{ "small", MT_TILE_SMALL }, { "level1", MT_TILE_SMALL },
	{ "petites", MT_TILE_SMALL }, { "petite", MT_TILE_SMALL },
};

enum keyword {
	KW_NONE, KW_BLANK, KW_AT, KW_TELEPORT, KW_COMMON, KW_EMPTY_LIST
};

/* Keywords are typed whole (no prefixes): they sit among names,
 * colours and numbers. */
static const struct word keywords[] = {
	{ "blank", KW_BLANK }, { "vierge", KW_BLANK }, { "down", KW_BLANK },
	{ "cachee", KW_BLANK },
	{ "at", KW_AT }, { "en", KW_AT }, { "a", KW_AT },
	{ "teleport", KW_TELEPORT }, { "teleportation", KW_TELEPORT },
	{ "teleporte", KW_TELEPORT },
	{ "common", KW_COMMON }, { "commun", KW_COMMON },
	{ "communs", KW_COMMON }, { "commune", KW_COMMON },
	{ "communes", KW_COMMON },
	{ "none", KW_EMPTY_LIST }, { "aucun", KW_EMPTY_LIST },
	{ "aucune", KW_EMPTY_LIST }, { "rien", KW_EMPTY_LIST },
};

static int
keyword(const char *s)
{
	for (int i = 0; i < NWORDS(keywords); i++)
		if (cmd_word_eq(s, keywords[i].text))
			return keywords[i].value;
	return KW_NONE;
}

/* The explanations `rules` gives, in the order it lists them. */
static const struct game_rule rule_texts[] = {
	{ "turn", N_("turn: each round every player reveals one planning "
	  "card and the lowest turn-order number builds first, then the "
	  "next; only the builder plays cards, at most the 4 planning cards "
	  "left after the reveal plus those taken back from storage, and "
	  "done ends the turn."), NULL, NULL },
	{ "level", N_("level: a treehouse starts with a level-1 card, or "
	  "with any card face down as a blank level 1 (no colour, no "
	  "ability, 0 VP); each card on it is exactly one level higher than "
	  "its top card, up to level 6: one card per level."), NULL, NULL },
	{ "colour", N_("colour: a card goes only on a treehouse of its own "
	  "colour; a lone blank takes a level 2 of any colour, which then "
	  "gives the treehouse its colour."), NULL, NULL },
	{ "card", N_("card: every colour has 5 cards of level 1, 4 of level "
	  "2, 3 of level 3, 2 of level 4, 1 of level 5 and 1 of level 6, "
	  "worth 1, 2, 3, 5, 8 and 13 VP; the VP follow from the level, so "
	  "they need not be typed, and a VP typed must be the card's; no "
	  "more cards of a colour and level are built, in all villages "
	  "together, than the game has (a stored card counts once built)."), NULL, NULL },
	{ "pipe", N_("pipe: a pipe card joins two treehouses side by side; "
	  "joined treehouses cannot move and no treehouse goes between them; "
	  "a treehouse with no pipe may move anywhere in the row at any "
	  "time; with a blue level 4 the pipes themselves may move "
	  "(repipe); the game has 8 pipe cards for all villages together."), NULL, NULL },
	{ "storage", N_("storage: every treehouse with a level-2 card stores "
	  "one card and a purple level 4 makes storage unlimited; a stored "
	  "card comes back only in a later round (unstore), never in the "
	  "turn it was stored, and a card taken out is built or stored again "
	  "before the turn ends (done). A card that can be neither built nor "
	  "stored can always be built face down as a blank level 1."), NULL, NULL },
	{ "familiar", N_("familiar: a coloured level 1 lets its builder place "
	  "one familiar, so does a card showing the teleporting familiar, "
	  "and so does every level 3 built with a red level 4 in the "
	  "village; familiars are placed during that building turn, 9 per "
	  "player. A familiar gathers the one ingredient of its space, so at "
	  "the end a player's ingredients, plus the familiars on spaces with "
	  "no ingredient, are at most the familiars placed."), NULL, NULL },
	{ "phase", N_("phase: each round has a reveal step, then a building "
	  "step; after round 4 the scorekeeper enters biscuits, ingredients "
	  "and, for a yellow level 5, familiars on spaces with no "
	  "ingredient; then the game is over."), NULL, NULL },
	{ "biscuits", N_("biscuits: the game has 2 biscuits a player at "
	  "setup plus 4 piles on the tray (of 2 with 3 players, of 3 with "
	  "4): 14 with 3 players, 20 with 4, and the box's 20 with 2; bribes "
	  "only pass them between players, so the counts entered for all "
	  "players together stay within that."), NULL, NULL },
	{ "objective", N_("objective: the five brown tiles name one "
	  "ingredient colour each, so the common brown tile and every "
	  "private tile name different colours."), NULL, NULL },
	{ "potions", N_("potions: a coloured level 1 brews a potion of the "
	  "colour it shows when its owner has 2 ingredients of that colour; "
	  "treehouses joined by pipes share their potions; a green level 4 "
	  "turns a purple potion from another treehouse of its group into a "
	  "red, a blue and a yellow one; a level 3 scores 3 VP when its "
	  "group has a potion of the colour it shows, and one potion may "
	  "feed several."), NULL, NULL },
	{ "level5", N_("level5: besides its VP a level 5 scores (a level 6 "
	  "on it keeps that): red, 1 per "
	  "treehouse exactly 3 levels high; blue, 1 per pipe card; yellow, 1 "
	  "per familiar on a space with no ingredient; purple, 1 per stored "
	  "card; green, 1 per potion colour brewed by level-1 cards, at "
	  "most 5."), NULL, NULL },
	{ "objectives", N_("objectives: two common tiles, one brown (most "
	  "ingredients of a colour, 3 VP) and one green (most biscuits 3, "
	  "most treehouses of level 2 or higher 3, most ingredients 2, most "
	  "treehouse colours 3, most treehouses of exactly level 1 -4), and "
	  "one private brown tile each that only its owner can score; only "
	  "a player with strictly the most scores, a tie gives nothing."), NULL, NULL },
	{ "winner", N_("winner: treehouses' top cards + 1 VP per 3 biscuits "
	  "+ potions + level 5 + objectives; a tie goes to the most "
	  "biscuits, then to the youngest."), NULL, NULL },
	{ "ingredients", N_("ingredients: entered by the colour printed on "
	  "them, or by a name the table declared first (declare apple "
	  "red)."), NULL, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* ---- text helpers ---- */

static void
add_sep(struct sbuf *b)
{
	if (b->len > 0)
		sbuf_add(b, ", ");
}

/* Say a built line without the blanks padding may leave at its end. */
static void
say_line(struct verdict *v, struct sbuf *line)
{
	while (line->len > 0 && line->s[line->len - 1] == ' ')
		line->s[--line->len] = '\0';
	verdict_say(v, "%s", sbuf_str(line));
	sbuf_reset(line);
}

static bool
usage(struct verdict *v, const char *text)
{
	return verdict_fail(v, _("Usage: %s"), _(text));
}

/* A card as typed: red3, or the blank word; in a small static buffer. */
static const char *
card_token(const struct mt_card *c, int slot)
{
	static char buf[4][48];

	if (c->colour == MT_BLANK)
		snprintf(buf[slot], sizeof buf[slot], "%s", _(colour_names[0]));
	else
		snprintf(buf[slot], sizeof buf[slot], "%s%d",
		    _(colour_names[c->colour]), c->level);
	return buf[slot];
}

static const struct mt_card *
top_card(const struct mt_house *h)
{
	return &h->card[h->height - 1];
}

/* "red3 (3 VP; converts: blue potion)" */
static void
add_card(struct sbuf *b, const struct mt_card *c)
{
	const char *t = card_token(c, 3), *pot = _(potion_names[c->potion]);
	int vp = mt_card_vp(c);

	if (c->colour == MT_BLANK)
		sbuf_add(b, _("a blank level 1 (0 VP)"));
	else if (c->level == 1 && c->teleport)
		sbuf_printf(b, _("%s (%d VP; brews: %s; teleporting familiar)"),
		    t, vp, pot);
	else if (c->level == 1)
		sbuf_printf(b, _("%s (%d VP; brews: %s)"), t, vp, pot);
	else if (c->level == 3 && c->teleport)
		sbuf_printf(b, _("%s (%d VP; converts: %s; teleporting "
		    "familiar)"), t, vp, pot);
	else if (c->level == 3)
		sbuf_printf(b, _("%s (%d VP; converts: %s)"), t, vp, pot);
	else if (c->teleport)
		sbuf_printf(b, _("%s (%d VP; teleporting familiar)"), t, vp);
	else
		sbuf_printf(b, _("%s (%d VP)"), t, vp);
}

static void
add_names(struct sbuf *b, const struct mt_game *g, const int *who, int n)
{
	for (int i = 0; i < n; i++) {
		add_sep(b);
		sbuf_add(b, g->player[who[i]].name);
	}
}

static void
add_numbers(struct sbuf *b, const int *n, int count)
{
	for (int i = 0; i < count; i++) {
		add_sep(b);
		sbuf_printf(b, "%d", n[i]);
	}
}

/* ---- parsing ---- */

static int
find_player(const struct mt_game *g, const char *input, struct verdict *v)
{
	return game_find_player(&magical_game, g, input, v);
}

static int
parse_colour(const char *s, struct verdict *v)
{
	return cmd_match(s, colour_words, NWORDS(colour_words),
	    _("\"%s\" is not a colour: red, blue, yellow, purple or green"),
	    _("\"%s\" could be %s: type more of the colour"), v);
}

/* A colour, or an ingredient name the table declared. */
static int
parse_ingredient(const struct mt_game *g, const char *s, struct verdict *v)
{
	for (int i = 0; i < g->nnames; i++)
		if (cmd_word_eq(s, g->ingredient[i]))
			return g->ingredient_colour[i];
	if (cmd_match(s, colour_words, NWORDS(colour_words), "", "", NULL) >= 0)
		return parse_colour(s, v);
	verdict_fail(v, _("\"%s\" is neither a colour nor a declared "
	    "ingredient: give the colour printed on it, or declare the name "
	    "first (declare %s red)"), s, s);
	return -1;
}

static bool
parse_count(const char *s, long max, long *out, struct verdict *v)
{
	if (cmd_number(s, 0, max, out))
		return true;
	return verdict_fail(v, _("\"%s\" is not a count from 0 to %ld"), s,
	    max);
}

/* A place in the row, 1 on the left, among `n` (or n + 1 for a new
 * treehouse); 0-based out. */
static bool
parse_place(const struct mt_game *g, int p, const char *s, bool new_house,
    int *out, struct verdict *v)
{
	int n = g->player[p].nhouses;
	long k;

	if (new_house && cmd_number(s, 1, n + 1, &k)) {
		*out = (int)k - 1;
		return true;
	}
	if (!new_house && cmd_number(s, 1, n, &k)) {
		*out = (int)k - 1;
		return true;
	}
	if (new_house)
		return verdict_fail(v, ngettext("\"%s\": %s's village has %d "
		    "treehouse, so a new one goes at a place from 1 to %d",
		    "\"%s\": %s's village has %d treehouses, so a new one goes "
		    "at a place from 1 to %d", n), s, g->player[p].name, n, n + 1);
	if (n == 0)
		return verdict_fail(v, _("%s has no treehouse yet"),
		    g->player[p].name);
	return verdict_fail(v, _("\"%s\": %s's treehouses are numbered 1 to "
	    "%d from the left"), s, g->player[p].name, n);
}

/* red3, rouge3, or the blank word; the level is kept even out of range,
 * for the `level` rule to report. */
static bool
parse_card_token(const char *tok, struct mt_card *c, struct verdict *v)
{
	size_t len = strlen(tok), d = len;
	char colour[32];
	long level;
	int col;

	memset(c, 0, sizeof *c);
	if (keyword(tok) == KW_BLANK) {
		c->level = 1;
		return true;
	}
	while (d > 0 && isdigit((unsigned char)tok[d - 1]))
		d--;
	if (d == len || d == 0 || len - d > 2 || d >= sizeof colour)
		return verdict_fail(v, _("\"%s\" is not a card: write its colour "
		    "then its level, as red3 or rouge3, or blank for a card "
		    "built face down"), tok);
	memcpy(colour, tok, d);
	colour[d] = '\0';
	if ((col = parse_colour(colour, v)) < 0)
		return false;
	cmd_number(tok + d, 0, 99, &level);
	c->colour = (unsigned char)col;
	c->level = (unsigned char)level;
	return true;
}

struct build_args {
	int player;
	struct mt_build b;
	bool has_potion;
	const char *place; /* the place as typed, or NULL */
};

static const char build_usage[] =
    N_("build NAME CARD [VP] [POTION] [teleport] [at PLACE]");

static bool
parse_option(const struct call *c, int *i, struct build_args *a,
    struct verdict *v)
{
	const char *t = c->argv[*i];
	long n;
	int col;

	switch (keyword(t)) {
	case KW_AT:
		if (++*i >= c->argc)
			return usage(v, build_usage);
		a->place = c->argv[*i];
		return true;
	case KW_TELEPORT:
		a->b.card.teleport = true;
		return true;
	}
	if (isdigit((unsigned char)t[0])) {
		if (!cmd_number(t, 0, MT_MAX_VP, &n))
			return verdict_fail(v, _("\"%s\": printed victory points "
			    "go from 0 to %d"), t, MT_MAX_VP);
		if (a->b.vp_given)
			return verdict_fail(v, _("two victory points given: %s "
			    "shows one number"), card_token(&a->b.card, 0));
		a->b.vp = (int)n;
		a->b.vp_given = true;
		return true;
	}
	if ((col = parse_colour(t, v)) < 0)
		return false;
	if (a->has_potion)
		return verdict_fail(v, _("two potion colours given: %s shows "
		    "one"), card_token(&a->b.card, 0));
	a->b.card.potion = (unsigned char)col;
	a->has_potion = true;
	return true;
}

/* What the card must show, given its level. */
static bool
check_fields(const struct build_args *a, struct verdict *v)
{
	const struct mt_card *c = &a->b.card;
	const char *t = card_token(c, 0);

	if (c->colour == MT_BLANK) {
		if (a->b.vp_given || a->has_potion || c->teleport)
			return verdict_fail(v, _("a card built face down shows "
			    "nothing: no VP, no potion, no symbol"));
		return true;
	}
	if (c->level < 1 || c->level > MT_MAX_LEVEL)
		return true;
	if (c->level == 1 && !a->has_potion)
		return verdict_fail(v, _("a level-1 card shows the colour of the "
		    "potion it brews: add it, as in: build ann %s red"), t);
	if (c->level == 3 && !a->has_potion)
		return verdict_fail(v, _("a level-3 card shows the colour of the "
		    "potion it converts: add it, as in: build ann %s blue"), t);
	if (c->level != 1 && c->level != 3 && a->has_potion)
		return verdict_fail(v, _("only level-1 and level-3 cards show a "
		    "potion colour; %s shows none"), t);
	return true;
}

/* NAME CARD [options] from c->argv[at]. */
static bool
parse_build(const struct mt_game *g, const struct call *c, int at,
    struct build_args *a, struct verdict *v)
{
	memset(a, 0, sizeof *a);
	a->b.at = MT_NONE;
	if (c->argc < at + 2)
		return usage(v, build_usage);
	if ((a->player = find_player(g, c->argv[at], v)) < 0 ||
	    !parse_card_token(c->argv[at + 1], &a->b.card, v))
		return false;
	for (int i = at + 2; i < c->argc; i++)
		if (!parse_option(c, &i, a, v))
			return false;
	if (!check_fields(a, v))
		return false;
	if (a->place != NULL && !parse_place(g, a->player, a->place,
	    a->b.card.level <= 1, &a->b.at, v))
		return false;
	return true;
}

/* NAME then `nplaces` treehouse places, 0-based out. */
static bool
parse_places(const struct mt_game *g, const struct call *c, int nplaces,
    const char *use, int *p, int *place, struct verdict *v)
{
	if (c->argc != 2 + nplaces)
		return usage(v, use);
	if ((*p = find_player(g, c->argv[1], v)) < 0)
		return false;
	for (int i = 0; i < nplaces; i++)
		if (!parse_place(g, *p, c->argv[2 + i], false, &place[i], v))
			return false;
	return true;
}

/* NAME [N]: a count of cards or familiars, 1 unless given. */
static bool
parse_name_count(const struct mt_game *g, const struct call *c,
    const char *use, int *p, int *n, struct verdict *v)
{
	long k = 1;

	if (c->argc != 2 && c->argc != 3)
		return usage(v, use);
	if ((*p = find_player(g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3 && !cmd_number(c->argv[2], 1, MT_MAX_HOUSES, &k))
		return verdict_fail(v, _("\"%s\" is not a count from 1 to %d"),
		    c->argv[2], MT_MAX_HOUSES);
	*n = (int)k;
	return true;
}

/* ---- refusals ---- */

/* One rule of `why`, passed or broken, with its facts. */
static void
why_line(struct verdict *v, const char *id, bool broken, struct sbuf *why)
{
	if (broken)
		verdict_say(v, _("%s: broken. %s"), id, sbuf_str(why));
	else
		verdict_say(v, _("%s: passed. %s"), id, sbuf_str(why));
	sbuf_reset(why);
}

static void
add_reason(struct verdict *v, unsigned bit, struct sbuf *text)
{
	verdict_rule(v, mt_rule_id(bit));
	if (v->ok)
		verdict_fail(v, "%s", sbuf_str(text));
	else
		verdict_say(v, "%s", sbuf_str(text));
	sbuf_reset(text);
}

static void
phase_text(const struct mt_game *g, struct sbuf *b)
{
	switch (g->step) {
	case MT_REVEAL:
		sbuf_printf(b, _("Round %d is not building yet: every player "
		    "first reveals a turn-order card (reveal NAME NUMBER)."),
		    g->round);
		break;
	case MT_BUILD:
		sbuf_printf(b, _("Round %d is in its building step."), g->round);
		break;
	case MT_END:
		sbuf_add(b, _("The building is over: only the end-game counts "
		    "remain."));
		break;
	default:
		sbuf_add(b, _("The game is over."));
	}
}

/* The `turn` facts; outside the building step there is no builder. */
static void
turn_text(const struct mt_game *g, int p, const struct mt_reasons *r,
    struct sbuf *b)
{
	if (r->builder == MT_NONE) {
		phase_text(g, b);
		return;
	}
	if (r->builder != p) {
		sbuf_printf(b, _("It is %s's turn to build, not %s's."),
		    g->player[r->builder].name, g->player[p].name);
		return;
	}
	if (r->house_limit) {
		sbuf_printf(b, _("%s's village has %d treehouses, all that 4 "
		    "rounds of 4 cards can build."), g->player[p].name,
		    MT_MAX_HOUSES);
		return;
	}
	sbuf_printf(b, ngettext("%s has %d card left to play this turn (the %d "
	    "planning cards left after the reveal, plus %d taken from "
	    "storage, less %d played); this needs %d.", "%s has %d cards left "
	    "to play this turn (the %d planning cards left after the reveal, "
	    "plus %d taken from storage, less %d played); this needs %d.",
	    r->cards_left), g->player[p].name, r->cards_left, MT_TURN_CARDS,
	    r->unstored, r->used, r->need);
}

/* The rules every building action shares: phase and turn. */
static void
refuse_common(const struct mt_game *g, int p, const struct mt_reasons *r,
    struct verdict *v)
{
	struct sbuf b = { 0 };

	if (r->broken & MT_E_PHASE) {
		phase_text(g, &b);
		add_reason(v, MT_E_PHASE, &b);
	}
	if (r->broken & MT_E_TURN) {
		turn_text(g, p, r, &b);
		add_reason(v, MT_E_TURN, &b);
	}
	sbuf_free(&b);
}

static void
level_text(const struct mt_game *g, const struct build_args *a,
    const struct mt_reasons *r, struct sbuf *b)
{
	const struct mt_player *pl = &g->player[a->player];
	const struct mt_card *c = &a->b.card;
	const char *t = card_token(c, 0);

	if (c->level < 1 || c->level > MT_MAX_LEVEL)
		sbuf_printf(b, _("%s: levels go from 1 to %d."), t, MT_MAX_LEVEL);
	else if (c->level == 1)
		sbuf_printf(b, _("%s starts a new treehouse."), t);
	else if (r->house == MT_NONE && pl->nhouses == 0)
		sbuf_printf(b, _("%s has no treehouse yet: a village starts with "
		    "a level-1 card or a blank."), pl->name);
	else if (r->house == MT_NONE)
		sbuf_printf(b, _("None of %s's treehouses is at level %d, so %s "
		    "fits on none of them."), pl->name, c->level - 1, t);
	else if (r->level_ok)
		sbuf_printf(b, _("Treehouse %d is at level %d."), r->house + 1,
		    r->height);
	else if (r->height >= c->level)
		sbuf_printf(b, _("Treehouse %d already has a level-%d card: a "
		    "treehouse holds one card per level."), r->house + 1,
		    c->level);
	else
		sbuf_printf(b, _("Treehouse %d is at level %d: %s goes only on a "
		    "treehouse at level %d."), r->house + 1, r->height, t,
		    c->level - 1);
}

static void
colour_text(const struct mt_game *g, const struct build_args *a,
    const struct mt_reasons *r, struct sbuf *b)
{
	const struct mt_player *pl = &g->player[a->player];
	const char *t = card_token(&a->b.card, 0);

	if (a->b.card.level < 1 || a->b.card.level > MT_MAX_LEVEL)
		sbuf_add(b, _("Not checked for a level that does not exist."));
	else if (a->b.card.level == 1)
		sbuf_add(b, _("A new treehouse has no colour to match."));
	else if (r->house == MT_NONE)
		sbuf_add(b, _("Not checked without a treehouse to go on."));
	else if (r->colour_ok)
		sbuf_printf(b, _("Treehouse %d has %s on top."), r->house + 1,
		    card_token(top_card(&pl->house[r->house]), 1));
	else if (a->b.at == MT_NONE)
		sbuf_printf(b, _("%s's treehouses at level %d are of other "
		    "colours, so %s fits on none of them."), pl->name,
		    a->b.card.level - 1, t);
	else
		sbuf_printf(b, _("Treehouse %d has %s on top: %s goes only on a "
		    "treehouse of its own colour (a lone blank takes a level 2 "
		    "of any colour)."), r->house + 1,
		    card_token(top_card(&pl->house[r->house]), 1), t);
}

/* The card itself: the VP typed, and the copies the game has. */
static void
card_text(const struct build_args *a, const struct mt_reasons *r,
    struct sbuf *b)
{
	const struct mt_card *c = &a->b.card;
	const char *t = card_token(c, 0);

	if (c->level < 1 || c->level > MT_MAX_LEVEL) {
		sbuf_add(b, _("Not checked for a level that does not exist."));
		return;
	}
	if (c->colour == MT_BLANK) {
		sbuf_add(b, _("A card face down is any card: no copy is "
		    "counted."));
		return;
	}
	if (r->vp_typed != MT_NONE && r->vp_typed != r->vp)
		sbuf_printf(b, _("%s is worth %d VP, not %d: a card's VP follow "
		    "from its level (1, 2, 3, 5, 8 and 13 for levels 1 to 6)."),
		    t, r->vp, r->vp_typed);
	if (r->built >= r->supply) {
		if (b->len > 0)
			sbuf_addc(b, ' ');
		sbuf_printf(b, ngettext("The game has %d %s card and it is "
		    "built already, in one of the villages: there is no other.",
		    "The game has %d %s cards and all are built already, in "
		    "the villages together: there is no other.", r->supply),
		    r->supply, t);
	}
	if (b->len == 0)
		sbuf_printf(b, _("%s is worth %d VP; built in all villages: %d "
		    "of %d."), t, r->vp, r->built, r->supply);
}

static void
split_text(const struct mt_reasons *r, struct sbuf *b)
{
	if (r->split != MT_NONE)
		sbuf_printf(b, _("Treehouses %d and %d are joined by a pipe: no "
		    "treehouse can go between them."), r->split + 1,
		    r->split + 2);
	else
		sbuf_add(b, _("Its place splits no pipe."));
}

/* Each placement rule of a build with its facts; `all` adds the rules
 * passed, for `why`. */
static void
say_build_rules(const struct mt_game *g, const struct build_args *a,
    const struct mt_reasons *r, bool all, struct verdict *v)
{
	static const unsigned bits[] = { MT_E_LEVEL, MT_E_COLOUR, MT_E_CARD,
	    MT_E_PIPE };
	struct sbuf b = { 0 };

	for (int i = 0; i < NWORDS(bits); i++) {
		bool broken = r->broken & bits[i];
		if (!broken && !all)
			continue;
		if (bits[i] == MT_E_LEVEL)
			level_text(g, a, r, &b);
		else if (bits[i] == MT_E_COLOUR)
			colour_text(g, a, r, &b);
		else if (bits[i] == MT_E_CARD)
			card_text(a, r, &b);
		else if (a->b.card.level == 1)
			split_text(r, &b);
		else
			sbuf_add(&b, _("A card on a treehouse moves no pipe."));
		if (!all)
			add_reason(v, bits[i], &b);
		else
			why_line(v, mt_rule_id(bits[i]), broken, &b);
	}
	sbuf_free(&b);
}

static bool
refuse_build(const struct mt_game *g, const struct build_args *a,
    const struct mt_reasons *r, struct verdict *v)
{
	refuse_common(g, a->player, r, v);
	say_build_rules(g, a, r, false, v);
	return false;
}

static void
storage_text(const struct mt_game *g, int p, const struct mt_reasons *r,
    int n, struct sbuf *b)
{
	const struct mt_player *pl = &g->player[p];

	sbuf_printf(b, ngettext("%s's storage holds %d card and %d are there, "
	    "so %d more cannot go in: each treehouse with a level-2 card "
	    "stores one, a purple level 4 any number. A card can always be "
	    "built face down as a blank level 1 instead.", "%s's storage "
	    "holds %d cards and %d are there, so %d more cannot go in: each "
	    "treehouse with a level-2 card stores one, a purple level 4 any "
	    "number. A card can always be built face down as a blank level 1 "
	    "instead.", r->capacity), pl->name, r->capacity, r->stored, n);
}

static void
unstore_text(const struct mt_game *g, int p, const struct mt_reasons *r,
    int n, struct sbuf *b)
{
	const char *name = g->player[p].name;

	if (r->stored_now > 0)
		sbuf_printf(b, _("Cards in %s's storage: %d, of them stored this "
		    "turn: %d. A stored card comes back only in a later round, so "
		    "%d cannot come out now."), name, r->stored, r->stored_now,
		    n);
	else
		sbuf_printf(b, _("Cards in %s's storage: %d, not %d."), name,
		    r->stored, n);
}

static void
done_text(const struct mt_game *g, int p, const struct mt_reasons *r,
    struct sbuf *b)
{
	sbuf_printf(b, _("Cards %s took out of storage this turn: %d; cards "
	    "played: %d. A card taken out of storage is built, or stored "
	    "again, before the turn ends."), g->player[p].name, r->unstored,
	    r->used);
}

/* ---- starting a game ---- */

static bool
check_player(char *const *names, const int *ages, int k, struct verdict *v)
{
	/* the checks every game makes are the front end's (mt_start) */
	if (keyword(names[k]) == KW_COMMON)
		return verdict_fail(v, _("\"%s\" names the common objectives, "
		    "not a player"), names[k]);
	for (int j = 0; j < k; j++) {
		if (ages[j] == ages[k])
			return verdict_fail(v, _("%s and %s both have age %d: the "
			    "ages must tell who is younger (ranks 1, 2, 3... "
			    "from the youngest work too)"), names[j], names[k],
			    ages[k]);
	}
	return true;
}

/* NAME:AGE, cut at the last colon. */
static bool
split_age(char *arg, char **name, int *age, struct verdict *v)
{
	char *colon = strrchr(arg, ':');
	long n;

	if (colon == NULL || !cmd_number(colon + 1, 0, 999, &n))
		return verdict_fail(v, _("\"%s\": give each player's age after a "
		    "colon, as ann:34 (or a rank by age, 1 for the youngest); "
		    "the youngest wins the last tie"), arg);
	*colon = '\0';
	*name = arg;
	*age = (int)n;
	return true;
}

static void
announce_start(const struct mt_game *g, struct verdict *v)
{
	int all[MT_MAX_PLAYERS], young = 0;
	struct sbuf b = { 0 };

	for (int p = 0; p < g->nplayers; p++) {
		all[p] = p;
		if (g->player[p].age < g->player[young].age)
			young = p;
	}
	add_names(&b, g, all, g->nplayers);
	verdict_say(v, _("Magical Treehouse, %d players clockwise: %s; the "
	    "youngest is %s."), g->nplayers, sbuf_str(&b),
	    g->player[young].name);
	verdict_say(v, _("Enter the objective tiles: objective common COLOUR "
	    "TILE, then objective NAME COLOUR for each private one."));
	verdict_announce(v, _("Round 1 of %d: every player reveals a "
	    "turn-order card (reveal NAME NUMBER)."), MT_ROUNDS);
	sbuf_free(&b);
}

static bool
mt_start(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	char args[MT_MAX_PLAYERS][CMD_MAX_LINE / 4];
	char *names[MT_MAX_PLAYERS];
	int ages[MT_MAX_PLAYERS], n = c->argc - 1;

	if (n < MT_MIN_PLAYERS || n > MT_MAX_PLAYERS)
		return verdict_fail(v, _("Magical Treehouse needs 2 to 4 players, "
		    "not %d. Usage: %s"), n, _("new magical NAME:AGE NAME:AGE "
		    "[NAME:AGE [NAME:AGE]]"));
	for (int k = 0; k < n; k++) {
		snprintf(args[k], sizeof args[k], "%s", c->argv[k + 1]);
		if (!split_age(args[k], &names[k], &ages[k], v))
			return false;
	}
	if (!frontend_check_names(names, n, MT_NAME_SIZE, v))
		return false;
	for (int k = 0; k < n; k++)
		if (!check_player(names, ages, k, v))
			return false;
	mt_init(g, n, (const char *const *)names, ages);
	announce_start(g, v);
	return true;
}

/* ---- announcements ---- */

static void
say_score_line(const struct mt_game *g, int p, const struct mt_score *s,
    void (*emit)(struct verdict *, const char *, ...), struct verdict *v)
{
	emit(v, _("%s: treehouses %d + biscuits %d + potions %d + level 5 %d "
	    "+ objectives %d = %d"), g->player[p].name, s->treehouses,
	    s->biscuits, s->potions, s->level5, s->objectives, s->total);
}

/* The players of `order[0..n)` who share order[0]'s value. */
static int
leaders(const int *value, const int *order, int n)
{
	int k = 1;

	while (k < n && value[order[k]] == value[order[0]])
		k++;
	return k;
}

/* The winner, with the tie-break that decided, and the ranking; `emit`
 * announces after the last count, or says for `score`. */
static void
say_winner(const struct mt_game *g, struct verdict *v,
    void (*emit)(struct verdict *, const char *, ...))
{
	struct mt_score s[MT_MAX_PLAYERS];
	int order[MT_MAX_PLAYERS], total[MT_MAX_PLAYERS], bis[MT_MAX_PLAYERS];
	struct sbuf b = { 0 }, c = { 0 };
	int w, nvp, nbis;

	mt_score(g, s);
	mt_standings(g, order);
	for (int p = 0; p < g->nplayers; p++) {
		total[p] = s[p].total;
		bis[p] = g->player[p].biscuits;
	}
	w = order[0];
	nvp = leaders(total, order, g->nplayers);
	nbis = leaders(bis, order, nvp);
	add_names(&b, g, order, nvp);
	add_names(&c, g, order, nbis);
	if (nvp == 1)
		emit(v, _("%s wins with %d VP."), g->player[w].name, total[w]);
	else if (nbis == 1)
		emit(v, _("%s tie with %d VP; %s wins with the most biscuits "
		    "(%d)."), sbuf_str(&b), total[w], g->player[w].name, bis[w]);
	else if (nbis == nvp)
		emit(v, _("%s tie with %d VP and %d biscuits; %s wins as the "
		    "youngest."), sbuf_str(&b), total[w], bis[w],
		    g->player[w].name);
	else
		emit(v, _("%s tie with %d VP; of them %s have the most biscuits "
		    "(%d); %s wins as the youngest."), sbuf_str(&b), total[w],
		    sbuf_str(&c), bis[w], g->player[w].name);
	sbuf_reset(&b);
	for (int i = 0; i < g->nplayers; i++) {
		add_sep(&b);
		sbuf_printf(&b, "%d. %s %d", i + 1, g->player[order[i]].name,
		    total[order[i]]);
	}
	emit(v, _("Ranking: %s."), sbuf_str(&b));
	sbuf_free(&b);
	sbuf_free(&c);
}

static void
announce_over(const struct mt_game *g, struct verdict *v)
{
	struct mt_score s[MT_MAX_PLAYERS];

	mt_score(g, s);
	verdict_announce(v, _("The game is over. Final scores (score shows "
	    "each step):"));
	for (int p = 0; p < g->nplayers; p++)
		say_score_line(g, p, &s[p], verdict_announce, v);
	say_winner(g, v, verdict_announce);
}

/* Who still owes which end-game count, one sentence a kind. */
static void
say_missing(const struct mt_game *g,
    void (*emit)(struct verdict *, const char *, ...), struct verdict *v)
{
	int who[4][MT_MAX_PLAYERS], n[4] = { 0, 0, 0, 0 };
	struct sbuf b = { 0 };

	for (int p = 0; p < g->nplayers; p++) {
		const struct mt_player *pl = &g->player[p];
		if (!pl->has_biscuits)
			who[0][n[0]++] = p;
		if (!pl->has_ingredients)
			who[1][n[1]++] = p;
		if (mt_needs_empty(pl) && !pl->has_empty)
			who[2][n[2]++] = p;
		if (pl->private_tile == MT_BLANK)
			who[3][n[3]++] = p;
	}
	static const char *const fmt[4] = {
		N_("Biscuits still to enter (biscuits NAME N): %s."),
		N_("Ingredients still to enter (ingredients NAME COLOUR N...): "
		"%s."),
		N_("Familiars on spaces with no ingredient still to enter, for "
		"a yellow level 5 (empty NAME N): %s."),
		N_("Private objectives still to enter (objective NAME COLOUR): "
		"%s."),
	};
	for (int k = 0; k < 4; k++) {
		if (n[k] == 0 || (k < 3 && g->step != MT_END))
			continue;
		add_names(&b, g, who[k], n[k]);
		emit(v, _(fmt[k]), sbuf_str(&b));
		sbuf_reset(&b);
	}
	if (g->common_brown == MT_BLANK || g->common_green == MT_TILE_NONE)
		emit(v, _("Common objectives still to enter (objective common "
		    "COLOUR TILE)."));
	sbuf_free(&b);
}

static void
announce_order(const struct mt_game *g, struct verdict *v)
{
	struct sbuf b = { 0 };

	for (int i = 0; i < g->nplayers; i++) {
		const struct mt_player *pl = &g->player[g->order[i]];
		add_sep(&b);
		sbuf_printf(&b, "%s (%d)", pl->name, pl->revealed);
	}
	verdict_announce(v, _("Round %d building order: %s."), g->round,
	    sbuf_str(&b));
	verdict_announce(v, _("%s builds."), g->player[mt_builder(g)].name);
	sbuf_free(&b);
}

static void
announce_done(const struct mt_game *g, unsigned ev, struct verdict *v)
{
	if (!(ev & MT_EV_ROUND)) {
		verdict_say(v, _("%s builds next."), g->player[mt_builder(g)].name);
		return;
	}
	if (!(ev & MT_EV_BUILT)) {
		verdict_announce(v, _("Round %d is over."), g->round - 1);
		verdict_announce(v, _("Round %d of %d: every player reveals a "
		    "turn-order card (reveal NAME NUMBER)."), g->round, MT_ROUNDS);
		return;
	}
	verdict_announce(v, _("Round %d is over: the villages are built."),
	    MT_ROUNDS);
	verdict_announce(v, _("Enter the end-game counts: biscuits NAME N, "
	    "ingredients NAME COLOUR N..., and empty NAME N for a yellow level "
	    "5."));
	say_missing(g, verdict_announce, v);
}

/* After an end-game count: the final score, or what is still missing. */
static void
after_count(const struct mt_game *g, unsigned ev, struct verdict *v)
{
	if (ev & MT_EV_OVER)
		announce_over(g, v);
	else if (g->step == MT_END)
		say_missing(g, verdict_say, v);
}

/* ---- reveal, done ---- */

static bool
refuse_reveal(const struct mt_game *g, int p, int number, unsigned broken,
    struct verdict *v)
{
	struct sbuf b = { 0 };

	if (broken & MT_E_PHASE) {
		if (g->step == MT_BUILD)
			sbuf_printf(&b, _("Round %d's turn-order cards are all "
			    "revealed; it is building now."), g->round);
		else
			phase_text(g, &b);
		add_reason(v, MT_E_PHASE, &b);
	}
	if (!(broken & MT_E_TURN)) {
		sbuf_free(&b);
		return false;
	}
	if (g->player[p].revealed != MT_NONE)
		sbuf_printf(&b, _("%s has already revealed %d this round (undo "
		    "to correct it)."), g->player[p].name, g->player[p].revealed);
	for (int q = 0; q < g->nplayers; q++)
		if (q != p && g->player[q].revealed == number) {
			if (b.len > 0)
				sbuf_addc(&b, ' ');
			sbuf_printf(&b, _("%s has already revealed %d: no two "
			    "cards show the same turn-order number."),
			    g->player[q].name, number);
		}
	add_reason(v, MT_E_TURN, &b);
	sbuf_free(&b);
	return false;
}

static bool
cmd_reveal(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	unsigned broken, ev = 0;
	struct sbuf b = { 0 };
	int p, waiting[MT_MAX_PLAYERS], n = 0;
	long number;

	if (c->argc < 3 || c->argc % 2 == 0)
		return usage(v, N_("reveal NAME NUMBER [NAME NUMBER]..."));
	for (int i = 1; i < c->argc; i += 2) {
		if ((p = find_player(g, c->argv[i], v)) < 0)
			return false;
		if (!cmd_number(c->argv[i + 1], 1, MT_MAX_TURN_NUMBER, &number))
			return verdict_fail(v, _("\"%s\" is not a turn-order number "
			    "(1 to %d)"), c->argv[i + 1], MT_MAX_TURN_NUMBER);
		if ((broken = mt_reveal(g, p, (int)number, &ev)))
			return refuse_reveal(g, p, (int)number, broken, v);
	}
	for (int i = 1; i < c->argc; i += 2)
		verdict_say(v, _("%s reveals %s."), g->player[find_player(g,
		    c->argv[i], NULL)].name, c->argv[i + 1]);
	if (ev & MT_EV_ORDER) {
		announce_order(g, v);
		return true;
	}
	for (int q = 0; q < g->nplayers; q++)
		if (g->player[q].revealed == MT_NONE)
			waiting[n++] = q;
	add_names(&b, g, waiting, n);
	verdict_say(v, _("Still to reveal: %s."), sbuf_str(&b));
	sbuf_free(&b);
	return true;
}

static bool
cmd_done(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct mt_reasons r;
	struct sbuf b = { 0 };
	unsigned ev;
	int p;

	if (c->argc != 2)
		return usage(v, N_("done NAME"));
	if ((p = find_player(g, c->argv[1], v)) < 0)
		return false;
	mt_explain_done(g, p, &r);
	if (r.broken) {
		refuse_common(g, p, &r, v);
		if (r.broken & MT_E_STORAGE) {
			done_text(g, p, &r, &b);
			add_reason(v, MT_E_STORAGE, &b);
		}
		sbuf_free(&b);
		return false;
	}
	mt_done(g, p, &ev);
	verdict_say(v, _("%s's building turn is over."), g->player[p].name);
	announce_done(g, ev, v);
	return true;
}

/* ---- build ---- */

static void
say_allowance(const struct mt_game *g, int p, int before,
    struct verdict *v)
{
	if (g->allowance <= before)
		return;
	verdict_say(v, ngettext("%s may place %d familiar now (familiar %s).",
	    "%s may place %d familiars now (familiar %s).", g->allowance),
	    g->player[p].name, g->allowance, g->player[p].name);
}

static bool
ambiguous_build(const struct mt_game *g, const struct build_args *a,
    struct verdict *v)
{
	const struct mt_player *pl = &g->player[a->player];
	int fit[MT_MAX_HOUSES], n = 0;
	struct sbuf b = { 0 };
	bool lv, co;

	for (int i = 0; i < pl->nhouses; i++)
		if (mt_fits(&pl->house[i], &a->b.card, &lv, &co))
			fit[n++] = i + 1;
	add_numbers(&b, fit, n);
	verdict_fail(v, _("%s fits on treehouses %s: say which with at, as "
	    "in: at %d"), card_token(&a->b.card, 0), sbuf_str(&b), fit[0]);
	sbuf_free(&b);
	return false;
}

static bool
cmd_build(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct build_args a;
	struct mt_reasons r;
	struct sbuf b = { 0 };
	int before = g->allowance, at;

	if (!parse_build(g, c, 1, &a, v))
		return false;
	mt_explain_build(g, a.player, &a.b, &r);
	if (r.broken)
		return refuse_build(g, &a, &r, v);
	if (a.b.card.level >= 2 && a.b.at == MT_NONE) {
		if (r.nfit > 1)
			return ambiguous_build(g, &a, v);
		a.b.at = r.house;
	}
	at = a.b.at == MT_NONE ? g->player[a.player].nhouses : a.b.at;
	mt_build(g, a.player, &a.b);
	add_card(&b, &a.b.card);
	if (a.b.card.level == 1)
		verdict_say(v, _("%s builds %s as treehouse %d."),
		    g->player[a.player].name, sbuf_str(&b), at + 1);
	else
		verdict_say(v, _("%s builds %s on treehouse %d, now at level %d."),
		    g->player[a.player].name, sbuf_str(&b), at + 1,
		    a.b.card.level);
	say_allowance(g, a.player, before, v);
	sbuf_free(&b);
	return true;
}

/* ---- pipes and moves ---- */

/* Where the pipe would go, and whether a pipe card is left. */
static void
pipe_text(const struct mt_player *pl, int a, int b,
    const struct mt_reasons *r, struct sbuf *out)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;

	if (a == b)
		sbuf_add(out, _("A pipe joins two different treehouses."));
	else if (hi - lo != 1)
		sbuf_printf(out, _("Treehouses %d and %d are not side by side: a "
		    "pipe joins two neighbouring treehouses."), lo + 1, hi + 1);
	else if (pl->pipe[lo])
		sbuf_printf(out, _("Treehouses %d and %d are already joined by a "
		    "pipe."), lo + 1, hi + 1);
	else
		sbuf_printf(out, _("Treehouses %d and %d are side by side and not "
		    "joined yet."), lo + 1, hi + 1);
	if (r != NULL && r->pipes >= MT_SUPPLY_PIPES)
		sbuf_printf(out, _(" The game has %d pipe cards and all are in "
		    "the villages already."), MT_SUPPLY_PIPES);
}

static bool
cmd_pipe(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct mt_reasons r;
	struct sbuf b = { 0 };
	int p, at[2], lo, hi;

	if (!parse_places(g, c, 2, N_("pipe NAME PLACE PLACE"), &p, at, v))
		return false;
	mt_explain_pipe(g, p, at[0], at[1], &r);
	if (r.broken) {
		refuse_common(g, p, &r, v);
		if (r.broken & MT_E_PIPE) {
			pipe_text(&g->player[p], at[0], at[1], &r, &b);
			add_reason(v, MT_E_PIPE, &b);
		}
		sbuf_free(&b);
		return false;
	}
	mt_pipe(g, p, at[0], at[1]);
	lo = mt_group_first(&g->player[p], at[0]);
	hi = mt_group_last(&g->player[p], at[0]);
	verdict_say(v, _("%s lays a pipe between treehouses %d and %d."),
	    g->player[p].name, at[0] + 1, at[1] + 1);
	if (hi - lo == 1)
		verdict_say(v, _("Treehouses %d and %d share their potions and "
		    "cannot move."), lo + 1, hi + 1);
	else
		verdict_say(v, _("Treehouses %d to %d share their potions and "
		    "cannot move."), lo + 1, hi + 1);
	return true;
}

/* Every reason a pipe cannot move there, in one sentence each. */
static void
repipe_text(const struct mt_player *pl, const int at[4], struct sbuf *b)
{
	int lo = at[0] < at[1] ? at[0] : at[1];

	if (!mt_has_level4(pl, MT_BLUE))
		sbuf_add(b, _("Only a village with a blue level 4 may move its "
		    "pipes."));
	if (abs(at[0] - at[1]) != 1 || !pl->pipe[lo]) {
		if (b->len > 0)
			sbuf_addc(b, ' ');
		sbuf_printf(b, _("No pipe joins treehouses %d and %d."),
		    at[0] + 1, at[1] + 1);
	}
	lo = at[2] < at[3] ? at[2] : at[3];
	if (at[2] == at[3] || abs(at[2] - at[3]) != 1 || pl->pipe[lo]) {
		if (b->len > 0)
			sbuf_addc(b, ' ');
		pipe_text(pl, at[2], at[3], NULL, b);
	}
}

static bool
cmd_repipe(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	const struct mt_player *pl;
	struct sbuf b = { 0 };
	int p, at[4];
	unsigned broken;

	if (!parse_places(g, c, 4, N_("repipe NAME PLACE PLACE PLACE PLACE"),
	    &p, at, v))
		return false;
	pl = &g->player[p];
	if ((broken = mt_check_repipe(g, p, at[0], at[1], at[2], at[3]))) {
		if (broken & MT_E_PHASE) {
			phase_text(g, &b);
			add_reason(v, MT_E_PHASE, &b);
		}
		if (broken & MT_E_PIPE) {
			repipe_text(pl, at, &b);
			add_reason(v, MT_E_PIPE, &b);
		}
		sbuf_free(&b);
		return false;
	}
	mt_repipe(g, p, at[0], at[1], at[2], at[3]);
	verdict_say(v, _("%s moves the pipe between treehouses %d and %d to "
	    "treehouses %d and %d."), pl->name, at[0] + 1, at[1] + 1,
	    at[2] + 1, at[3] + 1);
	return true;
}

/* The two treehouses a move to `to` would split, in today's numbers. */
static void
split_pair(int from, int to, int *left, int *right)
{
	*left = to - 1 < from ? to - 1 : to;
	*right = to < from ? to : to + 1;
}

static bool
cmd_move(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct sbuf b = { 0 };
	int p, at[2], l, r;
	unsigned broken;

	if (!parse_places(g, c, 2, N_("move NAME PLACE PLACE"), &p, at, v))
		return false;
	if (at[0] == at[1])
		return verdict_fail(v, _("Treehouse %d is already at place %d."),
		    at[0] + 1, at[1] + 1);
	if ((broken = mt_move(g, p, at[0], at[1]))) {
		if (broken & MT_E_PHASE) {
			phase_text(g, &b);
			add_reason(v, MT_E_PHASE, &b);
		}
		if (!(broken & MT_E_PIPE)) {
			sbuf_free(&b);
			return false;
		}
		if (mt_is_piped(&g->player[p], at[0]))
			sbuf_printf(&b, _("Treehouse %d is joined by a pipe: "
			    "joined treehouses cannot move."), at[0] + 1);
		else {
			split_pair(at[0], at[1], &l, &r);
			sbuf_printf(&b, _("Treehouses %d and %d are joined by a "
			    "pipe: no treehouse can go between them."), l + 1,
			    r + 1);
		}
		add_reason(v, MT_E_PIPE, &b);
		sbuf_free(&b);
		return false;
	}
	verdict_say(v, _("%s moves treehouse %d to place %d."),
	    g->player[p].name, at[0] + 1, at[1] + 1);
	return true;
}

/* ---- storage and familiars ---- */

/* Refuse an action of the builder's turn: phase and turn, then its own
 * rule worded by `text`. */
static bool
refuse_action(const struct mt_game *g, int p, int n,
    const struct mt_reasons *r, unsigned bit,
    void (*text)(const struct mt_game *, int, const struct mt_reasons *,
    int, struct sbuf *), struct verdict *v)
{
	struct sbuf b = { 0 };

	refuse_common(g, p, r, v);
	if (r->broken & bit) {
		text(g, p, r, n, &b);
		add_reason(v, bit, &b);
	}
	sbuf_free(&b);
	return false;
}

static bool
cmd_store(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct mt_reasons r;
	int p, n;

	if (!parse_name_count(g, c, N_("store NAME [N]"), &p, &n, v))
		return false;
	mt_explain_store(g, p, n, &r);
	if (r.broken)
		return refuse_action(g, p, n, &r, MT_E_STORAGE, storage_text, v);
	mt_store(g, p, n);
	verdict_say(v, ngettext("%s stores %d card; %d in storage now.",
	    "%s stores %d cards; %d in storage now.", n), g->player[p].name,
	    n, g->player[p].stored);
	return true;
}

static bool
cmd_unstore(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct mt_reasons r;
	int p, n;

	if (!parse_name_count(g, c, N_("unstore NAME [N]"), &p, &n, v))
		return false;
	mt_explain_unstore(g, p, n, &r);
	if (r.broken)
		return refuse_action(g, p, n, &r, MT_E_STORAGE, unstore_text, v);
	mt_unstore(g, p, n);
	verdict_say(v, ngettext("%s takes %d card out of storage to play "
	    "this turn; %d left in storage.", "%s takes %d cards out of "
	    "storage to play this turn; %d left in storage.", n),
	    g->player[p].name, n, g->player[p].stored);
	return true;
}

static void
familiar_text(const struct mt_game *g, int p, const struct mt_reasons *r,
    int n, struct sbuf *b)
{
	const struct mt_player *pl = &g->player[p];

	if (r->familiars + n > MT_FAMILIARS)
		sbuf_printf(b, _("%s has %d familiars in the forest already; "
		    "each player has %d."), pl->name, r->familiars,
		    MT_FAMILIARS);
	else
		sbuf_printf(b, ngettext("%s may place %d familiar now, not %d: "
		    "one per coloured level 1, per card with the teleporting "
		    "familiar, and per level 3 built with a red level 4, in this "
		    "turn.", "%s may place %d familiars now, not %d: one per "
		    "coloured level 1, per card with the teleporting familiar, "
		    "and per level 3 built with a red level 4, in this turn.",
		    r->allowance), pl->name, r->allowance, n);
}

static bool
cmd_familiar(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct mt_reasons r;
	int p, n;

	if (!parse_name_count(g, c, N_("familiar NAME [N]"), &p, &n, v))
		return false;
	mt_explain_familiar(g, p, n, &r);
	if (r.broken)
		return refuse_action(g, p, n, &r, MT_E_FAMILIAR, familiar_text,
		    v);
	mt_familiar(g, p, n);
	verdict_say(v, ngettext("%s places %d familiar; %d of %d in the "
	    "forest now.", "%s places %d familiars; %d of %d in the forest "
	    "now.", n), g->player[p].name, n, g->player[p].familiars,
	    MT_FAMILIARS);
	return true;
}

/* ---- objectives and ingredient names ---- */

static void
tile_phrase(int kind, int subject, struct sbuf *b)
{
	if (kind == MT_COMMON_GREEN)
		sbuf_add(b, _(tile_names[subject]));
	else
		sbuf_add(b, _(brown_names[subject]));
}

/* The game over, or a brown tile's colour named twice. */
static bool
refuse_objective(const struct mt_game *g, int colour,
    const struct mt_reasons *r, struct verdict *v)
{
	struct sbuf b = { 0 }, what = { 0 };

	if (r->broken & MT_E_PHASE) {
		sbuf_add(&b, _("The game is over: its objectives can no longer "
		    "change."));
		add_reason(v, MT_E_PHASE, &b);
	}
	if (r->broken & MT_E_OBJECTIVE) {
		tile_phrase(MT_COMMON_BROWN, colour, &what);
		if (r->clash == MT_MAX_PLAYERS)
			sbuf_printf(&b, _("The common brown tile already names "
			    "that colour (%s): the five brown tiles name one "
			    "ingredient colour each."), sbuf_str(&what));
		else
			sbuf_printf(&b, _("%s's private tile already names that "
			    "colour (%s): the five brown tiles name one ingredient "
			    "colour each."), g->player[r->clash].name,
			    sbuf_str(&what));
		add_reason(v, MT_E_OBJECTIVE, &b);
	}
	sbuf_free(&b);
	sbuf_free(&what);
	return false;
}

static bool
set_common(struct mt_game *g, const struct call *c, struct verdict *v)
{
	int brown = MT_BLANK, green = MT_TILE_NONE, t;
	struct mt_reasons r;
	unsigned ev;
	struct sbuf b = { 0 };

	if (c->argc < 3 || c->argc > 4)
		return usage(v, N_("objective common COLOUR TILE"));
	for (int i = 2; i < c->argc; i++) {
		bool tile = (t = cmd_match(c->argv[i], tile_words,
		    NWORDS(tile_words), "", "", NULL)) >= 0;
		if (!tile && (t = parse_ingredient(g, c->argv[i], v)) < 0)
			return false;
		if ((tile && green != MT_TILE_NONE) ||
		    (!tile && brown != MT_BLANK))
			return verdict_fail(v, _("one common brown tile (a colour) "
			    "and one common green tile (biscuits, tall, "
			    "ingredients, colours or small)"));
		if (tile)
			green = t;
		else
			brown = t;
	}
	mt_explain_common(g, brown, &r);
	if (r.broken)
		return refuse_objective(g, brown, &r, v);
	mt_set_common(g, brown, green, &ev);
	if (g->common_brown != MT_BLANK) {
		tile_phrase(MT_COMMON_BROWN, g->common_brown, &b);
		verdict_say(v, _("Common brown objective: %s, 3 VP."), sbuf_str(&b));
		sbuf_reset(&b);
	}
	if (g->common_green != MT_TILE_NONE) {
		tile_phrase(MT_COMMON_GREEN, g->common_green, &b);
		verdict_say(v, _("Common green objective: %s, %d VP."),
		    sbuf_str(&b), mt_tile_points(g->common_green));
	}
	sbuf_free(&b);
	after_count(g, ev, v);
	return true;
}

static bool
cmd_objective(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct mt_reasons r;
	struct sbuf b = { 0 };
	unsigned ev;
	int p, col;

	if (c->argc >= 2 && keyword(c->argv[1]) == KW_COMMON)
		return set_common(g, c, v);
	if (c->argc != 3)
		return usage(v, N_("objective common COLOUR TILE | objective "
		    "NAME COLOUR"));
	if ((p = find_player(g, c->argv[1], v)) < 0 ||
	    (col = parse_ingredient(g, c->argv[2], v)) < 0)
		return false;
	mt_explain_private(g, p, col, &r);
	if (r.broken)
		return refuse_objective(g, col, &r, v);
	mt_set_private(g, p, col, &ev);
	tile_phrase(MT_PRIVATE, col, &b);
	verdict_say(v, _("%s's private objective: %s, 3 VP."),
	    g->player[p].name, sbuf_str(&b));
	sbuf_free(&b);
	after_count(g, ev, v);
	return true;
}

static bool
check_ingredient_name(const char *s, struct verdict *v)
{
	long n;

	if (strlen(s) >= MT_INGREDIENT_SIZE)
		return verdict_fail(v, _("\"%s\": an ingredient name holds at most "
		    "%d bytes"), s, MT_INGREDIENT_SIZE - 1);
	if (cmd_number(s, 0, 999999, &n) || keyword(s) != KW_NONE ||
	    cmd_match(s, colour_words, NWORDS(colour_words), "", "", NULL) >= 0)
		return verdict_fail(v, _("\"%s\" cannot name an ingredient: it "
		    "reads as a number, a colour or a keyword"), s);
	return true;
}

static bool
cmd_declare(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	int col;

	if (c->argc < 3 || c->argc % 2 == 0)
		return usage(v, N_("declare INGREDIENT COLOUR [INGREDIENT "
		    "COLOUR]..."));
	for (int i = 1; i < c->argc; i += 2) {
		const char *name = c->argv[i];
		if (!check_ingredient_name(name, v) ||
		    (col = parse_colour(c->argv[i + 1], v)) < 0)
			return false;
		for (int k = 0; k < g->nnames; k++)
			if (cmd_word_eq(name, g->ingredient[k]))
				name = g->ingredient[k];
		if (!mt_declare(g, name, col))
			return verdict_fail(v, _("at most %d ingredient names can "
			    "be declared"), MT_MAX_NAMES);
		verdict_say(v, _("%s: a %s ingredient."), name,
		    _(colour_names[col]));
	}
	return true;
}

/* ---- end-game counts ---- */

static bool
refuse_count(const struct mt_game *g, struct verdict *v)
{
	struct sbuf b = { 0 };

	if (g->step == MT_OVER)
		sbuf_add(&b, _("The game is over: undo to correct a count."));
	else
		sbuf_printf(&b, _("End-game counts are entered once round %d is "
		    "built; now it is round %d."), MT_ROUNDS, g->round);
	add_reason(v, MT_E_PHASE, &b);
	sbuf_free(&b);
	return false;
}

/* The biscuits in play, and what the others already hold. */
static void
biscuits_text(const struct mt_game *g, int p, const struct mt_reasons *r,
    int n, struct sbuf *b)
{
	if (g->nplayers == 3)
		sbuf_printf(b, _("A 3-player game has %d biscuits: 2 for each "
		    "player at setup and 4 piles of 2 on the tray."),
		    r->biscuit_supply);
	else if (g->nplayers == 4)
		sbuf_printf(b, _("A 4-player game has %d biscuits: 2 for each "
		    "player at setup and 4 piles of 3 on the tray."),
		    r->biscuit_supply);
	else
		sbuf_printf(b, _("The rulebook sets no tray for 2 players, so "
		    "the box's %d biscuits are the limit."), r->biscuit_supply);
	sbuf_printf(b, _(" The other players have %d, so %s has at most %d, "
	    "not %d: bribes only pass biscuits between players."),
	    r->biscuits_others, g->player[p].name,
	    r->biscuit_supply - r->biscuits_others, n);
}

/* What the familiars gathered, against how many were placed. */
static void
gathered_text(const struct mt_game *g, int p, const struct mt_reasons *r,
    struct sbuf *b)
{
	sbuf_printf(b, _("Familiars %s placed: %d; ingredients: %d, plus "
	    "familiars on spaces with no ingredient: %d, make %d: each "
	    "familiar gathers at most the one ingredient of its space."),
	    g->player[p].name, r->familiars, r->ingredients, r->empty,
	    r->ingredients + r->empty);
}

/* An end-game count refused: the step, then its own rule. */
static bool
refuse_end(const struct mt_game *g, int p, int n, const struct mt_reasons *r,
    struct verdict *v)
{
	struct sbuf b = { 0 };

	if (r->broken & MT_E_PHASE)
		refuse_count(g, v);
	if (r->broken & MT_E_BISCUITS) {
		biscuits_text(g, p, r, n, &b);
		add_reason(v, MT_E_BISCUITS, &b);
	}
	if (r->broken & MT_E_FAMILIAR) {
		gathered_text(g, p, r, &b);
		add_reason(v, MT_E_FAMILIAR, &b);
	}
	sbuf_free(&b);
	return false;
}

static bool
cmd_biscuits(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	struct mt_reasons r;
	unsigned ev;
	long n;
	int p;

	if (c->argc != 3)
		return usage(v, N_("biscuits NAME N"));
	if ((p = find_player(g, c->argv[1], v)) < 0 ||
	    !parse_count(c->argv[2], MT_BISCUITS, &n, v))
		return false;
	mt_explain_biscuits(g, p, (int)n, &r);
	if (r.broken)
		return refuse_end(g, p, (int)n, &r, v);
	mt_set_biscuits(g, p, (int)n, &ev);
	verdict_say(v, ngettext("%s: %ld biscuit, %ld VP.", "%s: %ld biscuits, "
	    "%ld VP.", (unsigned long)n), g->player[p].name, n, n / 3);
	after_count(g, ev, v);
	return true;
}

static void
say_brewing(const struct mt_game *g, int p, struct verdict *v)
{
	const struct mt_player *pl = &g->player[p];
	struct sbuf b = { 0 };

	for (int i = 0; i < pl->nhouses; i++) {
		int col = mt_brews(pl, i);
		if (col == MT_BLANK)
			continue;
		add_sep(&b);
		sbuf_printf(&b, _("%s in #%d"), _(potion_names[col]), i + 1);
	}
	if (b.len > 0)
		verdict_say(v, _("%s's level-1 cards brew: %s."), pl->name,
		    sbuf_str(&b));
	else
		verdict_say(v, _("%s's level-1 cards brew no potion."), pl->name);
	sbuf_free(&b);
}

static bool
cmd_ingredients(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	int count[MT_COLOURS] = { 0 }, p, col, i = 2, total = 0;
	struct mt_reasons r;
	struct sbuf b = { 0 };
	unsigned ev;
	long n;

	if (c->argc < 3 || (c->argc > 3 && c->argc % 2 == 1))
		return usage(v, N_("ingredients NAME COLOUR N [COLOUR N]... | "
		    "ingredients NAME none"));
	if ((p = find_player(g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3 && keyword(c->argv[2]) == KW_EMPTY_LIST)
		i = 3;
	else if (c->argc % 2 == 1)
		return usage(v, N_("ingredients NAME COLOUR N [COLOUR N]... | "
		    "ingredients NAME none"));
	for (; i < c->argc; i += 2) {
		if ((col = parse_ingredient(g, c->argv[i], v)) < 0 ||
		    !parse_count(c->argv[i + 1], MT_MAX_INGREDIENTS, &n, v))
			return false;
		count[col] += (int)n;
		if (count[col] > MT_MAX_INGREDIENTS)
			return verdict_fail(v, _("more than %d ingredients of one "
			    "colour"), MT_MAX_INGREDIENTS);
	}
	mt_explain_ingredients(g, p, count, &r);
	if (r.broken)
		return refuse_end(g, p, 0, &r, v);
	mt_set_ingredients(g, p, count, &ev);
	for (col = MT_BLANK + 1; col < MT_COLOURS; col++) {
		total += count[col];
		if (count[col] == 0)
			continue;
		add_sep(&b);
		sbuf_printf(&b, "%s %d", _(colour_names[col]), count[col]);
	}
	verdict_say(v, _("%s's ingredients: %s (%d in all)."),
	    g->player[p].name, total ? sbuf_str(&b) : _("none"), total);
	say_brewing(g, p, v);
	sbuf_free(&b);
	after_count(g, ev, v);
	return true;
}

static bool
cmd_empty(void *state, const struct call *c, struct verdict *v)
{
	struct mt_game *g = state;
	const struct mt_player *pl;
	struct mt_reasons r;
	unsigned ev;
	long n;
	int p;

	if (c->argc != 3)
		return usage(v, N_("empty NAME N"));
	if ((p = find_player(g, c->argv[1], v)) < 0 ||
	    !parse_count(c->argv[2], MT_FAMILIARS, &n, v))
		return false;
	pl = &g->player[p];
	mt_explain_empty(g, p, (int)n, &r);
	if (r.broken)
		return refuse_end(g, p, (int)n, &r, v);
	mt_set_empty(g, p, (int)n, &ev);
	if (mt_needs_empty(pl))
		verdict_say(v, ngettext("%s: %ld familiar on a space with no "
		    "ingredient, scored by the yellow level 5.", "%s: %ld "
		    "familiars on spaces with no ingredient, scored by the yellow "
		    "level 5.", (unsigned long)n), pl->name, n);
	else
		verdict_say(v, ngettext("%s: %ld familiar on a space with no "
		    "ingredient; without a yellow level 5 it scores nothing.",
		    "%s: %ld familiars on spaces with no ingredient; without a "
		    "yellow level 5 they score nothing.", (unsigned long)n),
		    pl->name, n);
	after_count(g, ev, v);
	return true;
}

/* ---- status ---- */

static void
say_position(const struct mt_game *g, struct verdict *v)
{
	struct sbuf b = { 0 };
	int p = mt_builder(g);

	switch (g->step) {
	case MT_REVEAL:
		verdict_say(v, _("Round %d of %d: players reveal their turn-order "
		    "cards."), g->round, MT_ROUNDS);
		break;
	case MT_BUILD:
		for (int i = 0; i < g->nplayers; i++) {
			const struct mt_player *pl = &g->player[g->order[i]];
			add_sep(&b);
			sbuf_printf(&b, "%s (%d)", pl->name, pl->revealed);
		}
		verdict_say(v, _("Round %d of %d, building in this order: %s."),
		    g->round, MT_ROUNDS, sbuf_str(&b));
		verdict_say(v, _("%s builds: %d of %d cards played, %d "
		    "familiars to place."), g->player[p].name, g->used,
		    MT_TURN_CARDS + g->unstored, g->allowance);
		break;
	case MT_END:
		verdict_say(v, _("The villages are built; the end-game counts are "
		    "being entered."));
		break;
	default:
		break;
	}
	sbuf_free(&b);
}

static void
say_objectives(const struct mt_game *g, struct verdict *v)
{
	struct sbuf b = { 0 }, c = { 0 };
	int who[MT_MAX_PLAYERS], n = 0;

	if (g->common_brown != MT_BLANK && g->common_green != MT_TILE_NONE) {
		tile_phrase(MT_COMMON_BROWN, g->common_brown, &b);
		tile_phrase(MT_COMMON_GREEN, g->common_green, &c);
		verdict_say(v, _("Common objectives: %s; %s."), sbuf_str(&b),
		    sbuf_str(&c));
	}
	sbuf_reset(&b);
	for (int p = 0; p < g->nplayers; p++)
		if (g->player[p].private_tile != MT_BLANK)
			who[n++] = p;
	if (n > 0) {
		add_names(&b, g, who, n);
		verdict_say(v, _("Private objectives entered for: %s."),
		    sbuf_str(&b));
	}
	say_missing(g, verdict_say, v);
	sbuf_free(&b);
	sbuf_free(&c);
}

static void
say_village_line(const struct mt_game *g, int p, struct verdict *v)
{
	const struct mt_player *pl = &g->player[p];
	int cap = mt_storage_capacity(pl);

	if (cap == MT_UNLIMITED)
		verdict_say(v, ngettext("%s: %d treehouse, %d VP on top; %d "
		    "stored (unlimited); %d of %d familiars placed.", "%s: %d "
		    "treehouses, %d VP on top; %d stored (unlimited); %d of %d "
		    "familiars placed.", pl->nhouses), pl->name, pl->nhouses,
		    mt_treehouse_vp(pl), pl->stored, pl->familiars,
		    MT_FAMILIARS);
	else
		verdict_say(v, ngettext("%s: %d treehouse, %d VP on top; %d "
		    "stored of %d; %d of %d familiars placed.", "%s: %d "
		    "treehouses, %d VP on top; %d stored of %d; %d of %d "
		    "familiars placed.", pl->nhouses), pl->name, pl->nhouses,
		    mt_treehouse_vp(pl), pl->stored, cap, pl->familiars,
		    MT_FAMILIARS);
}

static bool
cmd_status(void *state, const struct call *c, struct verdict *v)
{
	const struct mt_game *g = state;
	int order[MT_MAX_PLAYERS];

	if (c->argc != 1)
		return usage(v, N_("status"));
	if (g->step == MT_OVER) {
		mt_standings(g, order);
		verdict_say(v, _("The game is over; %s won."),
		    g->player[order[0]].name);
	} else {
		say_position(g, v);
	}
	say_objectives(g, v);
	for (int p = 0; p < g->nplayers; p++)
		say_village_line(g, p, v);
	return true;
}

/* ---- score ---- */

static void
say_treehouses(const struct mt_player *pl, struct verdict *v)
{
	struct sbuf b = { 0 };

	for (int i = 0; i < pl->nhouses; i++) {
		if (i > 0)
			sbuf_add(&b, " + ");
		sbuf_printf(&b, "%d (#%d %s)", mt_card_vp(top_card(&pl->house[i])),
		    i + 1,
		    card_token(top_card(&pl->house[i]), 0));
	}
	if (pl->nhouses == 0)
		sbuf_add(&b, "0");
	verdict_say(v, _("  treehouses: %s = %d"), sbuf_str(&b),
	    mt_treehouse_vp(pl));
	sbuf_free(&b);
}

/* Each group's potions, as "red potion from 2". */
static void
say_groups(const struct mt_player *pl, struct verdict *v)
{
	struct mt_source src[MT_COLOURS];
	struct sbuf b = { 0 };

	for (int i = 0; i < pl->nhouses; i = mt_group_last(pl, i) + 1) {
		int last = mt_group_last(pl, i);
		mt_group_potions(pl, i, src);
		for (int col = MT_BLANK + 1; col < MT_COLOURS; col++) {
			if (src[col].house == MT_NONE)
				continue;
			add_sep(&b);
			if (src[col].transformed)
				sbuf_printf(&b, _("%s from the green level 4 of #%d"),
				    _(potion_names[col]), src[col].house + 1);
			else
				sbuf_printf(&b, _("%s from #%d"), _(potion_names[col]),
				    src[col].house + 1);
		}
		if (b.len == 0)
			sbuf_add(&b, _("none"));
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
	sbuf_free(&b);
}

static void
say_level3(const struct mt_player *pl, int i, struct verdict *v)
{
	const struct mt_card *c = &pl->house[i].card[2];
	const char *t = card_token(c, 0), *pot = _(potion_names[c->potion]);
	struct mt_source fed;

	if (!mt_converts(pl, i, &fed))
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

/* A level 5's bonus is one per thing it counts. */
static void
say_level5(const struct mt_player *pl, int i, struct verdict *v)
{
	const struct mt_card *c = &pl->house[i].card[MT_LEVEL5 - 1];
	const char *t = card_token(c, 0);
	unsigned long n = (unsigned long)mt_level5_bonus(pl, i);

	switch (c->colour) {
	case MT_RED:
		verdict_say(v, ngettext("  %s in #%d: %lu treehouse exactly 3 "
		    "levels high, +%lu", "  %s in #%d: %lu treehouses exactly 3 "
		    "levels high, +%lu", n), t, i + 1, n, n);
		break;
	case MT_BLUE:
		verdict_say(v, ngettext("  %s in #%d: %lu pipe card, +%lu",
		    "  %s in #%d: %lu pipe cards, +%lu", n), t, i + 1, n, n);
		break;
	case MT_YELLOW:
		verdict_say(v, ngettext("  %s in #%d: %lu familiar on a space with "
		    "no ingredient, +%lu", "  %s in #%d: %lu familiars on spaces "
		    "with no ingredient, +%lu", n), t, i + 1, n, n);
		break;
	case MT_PURPLE:
		verdict_say(v, ngettext("  %s in #%d: %lu stored card, +%lu",
		    "  %s in #%d: %lu stored cards, +%lu", n), t, i + 1, n, n);
		break;
	case MT_GREEN:
		verdict_say(v, ngettext("  %s in #%d: %lu potion colour brewed by "
		    "level-1 cards, +%lu", "  %s in #%d: %lu potion colours brewed "
		    "by level-1 cards, +%lu", n), t, i + 1, n, n);
		break;
	}
}

static void
say_player_breakdown(const struct mt_game *g, int p,
    const struct mt_score *s, struct verdict *v)
{
	const struct mt_player *pl = &g->player[p];

	say_score_line(g, p, s, verdict_say, v);
	say_treehouses(pl, v);
	verdict_say(v, _("  biscuits: %d, 1 VP per 3 = %d"), pl->biscuits,
	    s->biscuits);
	say_groups(pl, v);
	for (int i = 0; i < pl->nhouses; i++)
		if (pl->house[i].height >= 3)
			say_level3(pl, i, v);
	for (int i = 0; i < pl->nhouses; i++)
		if (pl->house[i].height >= MT_LEVEL5)
			say_level5(pl, i, v);
}

/* Who has what on a tile, as "ann 2, bob 1". */
static void
add_keys(const struct mt_game *g, const struct mt_tile_result *t,
    struct sbuf *b)
{
	for (int p = 0; p < g->nplayers; p++) {
		add_sep(b);
		sbuf_printf(b, "%s %d", g->player[p].name, t->key[p]);
	}
}

static void
say_tile(const struct mt_game *g, const struct mt_tile_result *t,
    struct verdict *v)
{
	struct sbuf what = { 0 }, keys = { 0 }, names = { 0 };
	int lead = MT_NONE, tied[MT_MAX_PLAYERS], n = 0;

	tile_phrase(t->kind, t->subject, &what);
	add_keys(g, t, &keys);
	for (int p = 0; p < g->nplayers && t->nbest == 1; p++)
		if (t->key[p] == t->best)
			lead = p;
	if (t->kind == MT_PRIVATE)
		verdict_say(v, _("  %s's private tile, %s (%s):"),
		    g->player[t->owner].name, sbuf_str(&what), sbuf_str(&keys));
	else
		verdict_say(v, _("  common tile, %s (%s):"), sbuf_str(&what),
		    sbuf_str(&keys));
	for (int p = 0; p < g->nplayers && t->nbest > 1; p++)
		if (t->key[p] == t->best)
			tied[n++] = p;
	add_names(&names, g, tied, n);
	if (t->nbest > 1)
		verdict_say(v, _("    %s tie for the most (%d): nobody scores "
		    "it."), sbuf_str(&names), t->best);
	else if (t->scorer == MT_NONE)
		verdict_say(v, _("    %s has the most (%d), not the owner: nobody "
		    "scores it."), g->player[lead].name, t->best);
	else if (t->points < 0)
		verdict_say(v, _("    %s alone has the most (%d): %d VP."),
		    g->player[lead].name, t->best, t->points);
	else
		verdict_say(v, _("    %s alone has the most (%d): +%d VP."),
		    g->player[lead].name, t->best, t->points);
	sbuf_free(&what);
	sbuf_free(&keys);
	sbuf_free(&names);
}

static bool
cmd_score(void *state, const struct call *c, struct verdict *v)
{
	const struct mt_game *g = state;
	struct mt_tile_result tiles[MT_MAX_TILES];
	struct mt_score s[MT_MAX_PLAYERS];
	int n;

	if (c->argc != 1)
		return usage(v, N_("score"));
	mt_score(g, s);
	if (g->step == MT_OVER)
		verdict_say(v, _("Final scores:"));
	else
		verdict_say(v, _("Scores if the game ended now (counts not yet "
		    "entered are 0):"));
	for (int p = 0; p < g->nplayers; p++)
		say_player_breakdown(g, p, &s[p], v);
	n = mt_objective_results(g, tiles);
	verdict_say(v, _("Objectives:"));
	if (n == 0)
		verdict_say(v, _("  none entered yet"));
	for (int i = 0; i < n; i++)
		say_tile(g, &tiles[i], v);
	if (g->step == MT_OVER)
		say_winner(g, v, verdict_say);
	return true;
}

/* ---- show ---- */

static const char *const sgr[MT_COLOURS] = {
	"\033[37m", "\033[31m", "\033[34m", "\033[33m", "\033[35m",
	"\033[32m"
};

/* One cell of the picture: "red3 3 (blue)". */
static void
cell_text(const struct mt_card *c, struct sbuf *b)
{
	if (c->colour == MT_BLANK)
		sbuf_add(b, _(colour_names[MT_BLANK]));
	else if (c->level == 1 || c->level == 3)
		sbuf_printf(b, "%s %d (%s)", card_token(c, 0), mt_card_vp(c),
		    _(colour_names[c->potion]));
	else
		sbuf_printf(b, "%s %d", card_token(c, 0), mt_card_vp(c));
}

static int
column_width(const struct mt_house *h, int i)
{
	struct sbuf b = { 0 };
	int w;

	sbuf_printf(&b, "#%d", i + 1);
	w = render_width(sbuf_str(&b));
	for (int k = 0; k < h->height; k++) {
		sbuf_reset(&b);
		cell_text(&h->card[k], &b);
		if (render_width(sbuf_str(&b)) > w)
			w = render_width(sbuf_str(&b));
	}
	sbuf_free(&b);
	return w;
}

/* Treehouses first..last side by side, the highest level on top; under them
 * their places, with = along the pipes. */
static void
say_columns(const struct mt_player *pl, int first, int last, bool colour,
    struct verdict *v)
{
	struct sbuf line = { 0 }, cell = { 0 };
	int tallest = 0;

	for (int i = first; i <= last; i++)
		if (pl->house[i].height > tallest)
			tallest = pl->house[i].height;
	for (int lv = tallest - 1; lv >= 0; lv--) {
		sbuf_add(&line, "  ");
		for (int i = first; i <= last; i++) {
			const struct mt_house *h = &pl->house[i];
			int w = column_width(h, i) + 2;
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
		say_line(v, &line);
	}
	sbuf_add(&line, "  ");
	for (int i = first; i <= last; i++) {
		int w = column_width(&pl->house[i], i) + 2;
		sbuf_printf(&cell, "#%d", i + 1);
		w -= render_width(sbuf_str(&cell));
		sbuf_add(&line, sbuf_str(&cell));
		sbuf_reset(&cell);
		for (; w > 0; w--)
			sbuf_addc(&line, i < last && pl->pipe[i] ? '=' : ' ');
	}
	say_line(v, &line);
	sbuf_free(&line);
	sbuf_free(&cell);
}

static void
say_village(const struct mt_game *g, int p, const struct call *c,
    struct verdict *v)
{
	const struct mt_player *pl = &g->player[p];
	int first = 0, used = 2;

	say_village_line(g, p, v);
	if (pl->nhouses == 0) {
		verdict_say(v, _("  (no treehouse yet)"));
		return;
	}
	for (int i = 0; i < pl->nhouses; i++) {
		int w = column_width(&pl->house[i], i) + 2;
		if (i > first && c->width > 0 && used + w > c->width) {
			say_columns(pl, first, i - 1, c->colour, v);
			first = i;
			used = 2;
		}
		used += w;
	}
	say_columns(pl, first, pl->nhouses - 1, c->colour, v);
}

static bool
cmd_show(void *state, const struct call *c, struct verdict *v)
{
	const struct mt_game *g = state;
	int p;

	if (c->argc > 2)
		return usage(v, N_("show [NAME]"));
	if (c->argc == 2) {
		if ((p = find_player(g, c->argv[1], v)) < 0)
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

/* The places the core allows card `c` in p's village, as "1, 3", and
 * their number: legal and the build agree by asking the same rules. */
static int
add_legal_places(const struct mt_game *g, int p, const struct mt_card *c,
    struct sbuf *b)
{
	int at[MT_MAX_HOUSES + 1], n = mt_legal_places(g, p, c, at);

	for (int i = 0; i < n; i++) {
		add_sep(b);
		sbuf_printf(b, "%d", at[i] + 1);
	}
	return n;
}

static void
say_next_cards(const struct mt_game *g, int p, struct verdict *v)
{
	const struct mt_player *pl = &g->player[p];
	struct mt_reasons r;

	if (pl->nhouses == 0)
		verdict_say(v, _("  (no treehouse yet)"));
	for (int i = 0; i < pl->nhouses; i++) {
		const struct mt_house *h = &pl->house[i];
		struct mt_build next = { .card = *top_card(h), .at = i };
		next.card.level = (unsigned char)(h->height + 1);
		mt_explain_build(g, p, &next, &r);
		if (h->height == MT_MAX_LEVEL)
			verdict_say(v, _("  treehouse %d (%s): complete at level %d"),
			    i + 1, card_token(top_card(h), 0), MT_MAX_LEVEL);
		else if (mt_house_colour(h) == MT_BLANK)
			verdict_say(v, _("  treehouse %d (%s): a level 2 of any "
			    "colour"), i + 1, card_token(top_card(h), 0));
		else if (r.broken & MT_E_CARD)
			verdict_say(v, _("  treehouse %d (%s): %s, but all %d are "
			    "built already"), i + 1, card_token(top_card(h), 0),
			    card_token(&next.card, 1), r.supply);
		else
			verdict_say(v, _("  treehouse %d (%s): %s"), i + 1,
			    card_token(top_card(h), 0), card_token(&next.card, 1));
	}
}

static void
say_moves(const struct mt_game *g, int p, struct verdict *v)
{
	const struct mt_player *pl = &g->player[p];
	struct sbuf b = { 0 }, c = { 0 };
	struct mt_reasons r;

	for (int i = 0; i < pl->nhouses; i++) {
		if (!mt_is_piped(pl, i)) {
			add_sep(&b);
			sbuf_printf(&b, "%d", i + 1);
		}
		mt_explain_pipe(g, p, i, i + 1, &r);
		if (i + 1 < pl->nhouses && !(r.broken & MT_E_PIPE)) {
			add_sep(&c);
			sbuf_printf(&c, "%d-%d", i + 1, i + 2);
		}
	}
	verdict_say(v, _("Treehouses free to move: %s."),
	    b.len ? sbuf_str(&b) : _("none"));
	if (mt_pipes_in_play(g) >= MT_SUPPLY_PIPES)
		verdict_say(v, _("A pipe may join: no two treehouses (the game's "
		    "%d pipe cards are all in the villages)."), MT_SUPPLY_PIPES);
	else
		verdict_say(v, _("A pipe may join: %s."), c.len ? sbuf_str(&c) :
		    _("no two treehouses"));
	if (mt_has_level4(pl, MT_BLUE))
		verdict_say(v, _("With a blue level 4, %s may move pipes at any "
		    "time."), pl->name);
	sbuf_free(&b);
	sbuf_free(&c);
}

static void
say_turn_state(const struct mt_game *g, int p, struct verdict *v)
{
	const struct mt_player *pl = &g->player[p];
	int cap = mt_storage_capacity(pl);

	if (cap == MT_UNLIMITED)
		verdict_say(v, ngettext("Storage: %d card, unlimited (purple "
		    "level 4).", "Storage: %d cards, unlimited (purple level 4).",
		    pl->stored), pl->stored);
	else
		verdict_say(v, _("Storage: %d of %d places used."), pl->stored,
		    cap);
	if (mt_builder(g) == p)
		verdict_say(v, _("%s builds now (cards left to play: %d; "
		    "familiars to place: %d; in the forest: %d of %d)."), pl->name,
		    MT_TURN_CARDS + g->unstored - g->used, g->allowance,
		    pl->familiars, MT_FAMILIARS);
	else if (g->step == MT_BUILD)
		verdict_say(v, _("It is %s's turn to build, not %s's."),
		    g->player[mt_builder(g)].name, pl->name);
	else {
		struct sbuf b = { 0 };
		phase_text(g, &b);
		verdict_say(v, "%s", sbuf_str(&b));
		sbuf_free(&b);
	}
}

static void
legal_card(const struct mt_game *g, const struct build_args *a,
    struct verdict *v)
{
	const struct mt_player *pl = &g->player[a->player];
	const char *t = card_token(&a->b.card, 0);
	struct sbuf b = { 0 };
	struct mt_reasons r;
	int n;

	if (a->b.card.level > MT_MAX_LEVEL || a->b.card.level < 1) {
		verdict_say(v, _("%s: levels go from 1 to %d."), t, MT_MAX_LEVEL);
		return;
	}
	n = add_legal_places(g, a->player, &a->b.card, &b);
	if (n > 0 && a->b.card.level == 1)
		verdict_say(v, _("%s starts a new treehouse, at place %s."), t,
		    sbuf_str(&b));
	else if (n > 0)
		verdict_say(v, _("%s goes on treehouse %s."), t, sbuf_str(&b));
	sbuf_reset(&b);
	mt_explain_build(g, a->player, &a->b, &r);
	if (n == 0 && (r.broken & MT_E_CARD)) {
		card_text(a, &r, &b);
		verdict_say(v, _("%s can be built nowhere. %s It can be stored, "
		    "or built face down as a blank."), t, sbuf_str(&b));
	} else if (n == 0) {
		verdict_say(v, _("%s fits on none of %s's treehouses; it can be "
		    "stored, or built face down as a blank."), t, pl->name);
	}
	sbuf_free(&b);
}

static bool
cmd_legal(void *state, const struct call *c, struct verdict *v)
{
	const struct mt_game *g = state;
	struct mt_card blank = { .level = 1 };
	struct build_args a;
	struct sbuf b = { 0 };
	int p;

	if (c->argc != 2 && c->argc != 3)
		return usage(v, N_("legal NAME [CARD]"));
	if ((p = find_player(g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3) {
		memset(&a, 0, sizeof a);
		a.player = p;
		a.b.at = MT_NONE;
		if (!parse_card_token(c->argv[2], &a.b.card, v))
			return false;
		legal_card(g, &a, v);
		say_turn_state(g, p, v);
		return true;
	}
	add_legal_places(g, p, &blank, &b);
	verdict_say(v, _("%s's next cards:"), g->player[p].name);
	say_next_cards(g, p, v);
	verdict_say(v, _("A level-1 card or a blank starts a new treehouse at "
	    "place %s."), sbuf_str(&b));
	say_moves(g, p, v);
	say_turn_state(g, p, v);
	sbuf_free(&b);
	return true;
}

/* ---- why ---- */

static void
why_common(const struct mt_game *g, int p, const struct mt_reasons *r,
    struct verdict *v)
{
	struct sbuf b = { 0 };

	phase_text(g, &b);
	why_line(v, "phase", r->broken & MT_E_PHASE, &b);
	if (r->broken & MT_E_PHASE)
		sbuf_add(&b, _("Not checked outside the building step."));
	else
		turn_text(g, p, r, &b);
	why_line(v, "turn", r->broken & MT_E_TURN, &b);
	sbuf_free(&b);
}

/* "Verdict: refused, rules level, card." from the same bits the command
 * refuses with. */
static void
say_verdict(unsigned broken, struct verdict *v)
{
	struct sbuf b = { 0 };

	for (unsigned bit = 1; bit < 1u << MT_E_COUNT; bit <<= 1)
		if (broken & bit) {
			add_sep(&b);
			sbuf_add(&b, mt_rule_id(bit));
		}
	if (broken)
		verdict_say(v, _("Verdict: refused, rules %s."), sbuf_str(&b));
	else
		verdict_say(v, _("Verdict: legal."));
	sbuf_free(&b);
}

static void
why_build(const struct mt_game *g, const struct build_args *a,
    const struct mt_reasons *r, struct verdict *v)
{
	why_common(g, a->player, r, v);
	say_build_rules(g, a, r, true, v);
	if (!r->broken && a->b.at == MT_NONE && r->nfit > 1) {
		struct sbuf b = { 0 };
		int fit[MT_MAX_HOUSES], n = 0;
		bool lv, co;
		for (int i = 0; i < g->player[a->player].nhouses; i++)
			if (mt_fits(&g->player[a->player].house[i], &a->b.card,
			    &lv, &co))
				fit[n++] = i + 1;
		add_numbers(&b, fit, n);
		verdict_say(v, _("It fits on treehouses %s: the build says which "
		    "with at."), sbuf_str(&b));
		sbuf_free(&b);
	}
	say_verdict(r->broken, v);
}

/* why store|unstore|familiar NAME [N]: phase, turn and the action's own
 * rule, from the core's explain. */
static bool
why_counted(const struct mt_game *g, const struct call *c, const char *use,
    void (*explain)(const struct mt_game *, int, int, struct mt_reasons *),
    unsigned bit, struct verdict *v)
{
	struct sbuf b = { 0 };
	struct mt_reasons r;
	int p, n;

	if (!parse_name_count(g, c, use, &p, &n, v))
		return false;
	explain(g, p, n, &r);
	why_common(g, p, &r, v);
	if (bit == MT_E_FAMILIAR)
		familiar_text(g, p, &r, n, &b);
	else if (explain == mt_explain_unstore)
		unstore_text(g, p, &r, n, &b);
	else if (r.broken & MT_E_STORAGE)
		storage_text(g, p, &r, n, &b);
	else if (r.capacity == MT_UNLIMITED)
		sbuf_add(&b, _("A purple level 4 makes storage unlimited."));
	else
		sbuf_printf(&b, _("Places used: %d of %d."), r.stored,
		    r.capacity);
	why_line(v, mt_rule_id(bit), r.broken & bit, &b);
	say_verdict(r.broken, v);
	sbuf_free(&b);
	return true;
}

static bool
why_pipe(const struct mt_game *g, const struct call *c, struct verdict *v)
{
	struct sbuf b = { 0 };
	struct mt_reasons r;
	int p, at[2];

	if (!parse_places(g, c, 2, N_("why pipe NAME PLACE PLACE"), &p, at, v))
		return false;
	mt_explain_pipe(g, p, at[0], at[1], &r);
	why_common(g, p, &r, v);
	pipe_text(&g->player[p], at[0], at[1], &r, &b);
	why_line(v, "pipe", r.broken & MT_E_PIPE, &b);
	say_verdict(r.broken, v);
	sbuf_free(&b);
	return true;
}

static bool
why_done(const struct mt_game *g, const struct call *c, struct verdict *v)
{
	struct sbuf b = { 0 };
	struct mt_reasons r;
	int p;

	if (c->argc != 2)
		return usage(v, N_("why done NAME"));
	if ((p = find_player(g, c->argv[1], v)) < 0)
		return false;
	mt_explain_done(g, p, &r);
	why_common(g, p, &r, v);
	if (r.broken & (MT_E_PHASE | MT_E_TURN))
		sbuf_add(&b, _("Not checked outside the player's building turn."));
	else
		done_text(g, p, &r, &b);
	why_line(v, "storage", r.broken & MT_E_STORAGE, &b);
	say_verdict(r.broken, v);
	sbuf_free(&b);
	return true;
}

/* `why` explains a build, or the action word that follows it. */
static bool
cmd_why(void *state, const struct call *c, struct verdict *v)
{
	const struct mt_game *g = state;
	struct call sub = *c;
	struct build_args a;
	struct mt_reasons r;

	if (c->argc >= 2) {
		sub.argc = c->argc - 1;
		sub.argv = c->argv + 1;
		if (cmd_word_in(c->argv[1], "store", "stocker"))
			return why_counted(g, &sub, N_("why store NAME [N]"),
			    mt_explain_store, MT_E_STORAGE, v);
		if (cmd_word_in(c->argv[1], "unstore", "destocker"))
			return why_counted(g, &sub, N_("why unstore NAME [N]"),
			    mt_explain_unstore, MT_E_STORAGE, v);
		if (cmd_word_in(c->argv[1], "familiar", "familier"))
			return why_counted(g, &sub, N_("why familiar NAME [N]"),
			    mt_explain_familiar, MT_E_FAMILIAR, v);
		if (cmd_word_in(c->argv[1], "pipe", "tuyau"))
			return why_pipe(g, &sub, v);
		if (cmd_word_in(c->argv[1], "done", "fini"))
			return why_done(g, &sub, v);
		if (cmd_word_in(c->argv[1], "build", "construire batir"))
			c = &sub;
	}
	if (!parse_build(g, c, 1, &a, v))
		return false;
	mt_explain_build(g, a.player, &a.b, &r);
	why_build(g, &a, &r, v);
	return true;
}

/* ---- rules ---- */

/* ---- the interface ---- */

static int
mt_nplayers(const void *state)
{
	return ((const struct mt_game *)state)->nplayers;
}

static const char *
mt_player(const void *state, int i)
{
	return ((const struct mt_game *)state)->player[i].name;
}

static bool
mt_finished(const void *state)
{
	return ((const struct mt_game *)state)->step == MT_OVER;
}

/* Until the end only the treehouses are known; the rest waits for the
 * counts and the rank for the final score. */
static void
mt_sheet(const void *state, struct sheet *s)
{
	static const char *const head[] = { "player", "treehouses",
	    "biscuits", "potions", "level5", "objectives", "total", "rank" };
	const struct mt_game *g = state;
	struct mt_score sc[MT_MAX_PLAYERS];
	int order[MT_MAX_PLAYERS], rank[MT_MAX_PLAYERS];
	bool over = g->step == MT_OVER;

	sheet_init(s, 8);
	for (int k = 0; k < 8; k++)
		sheet_field(s, head[k]);
	mt_score(g, sc);
	mt_standings(g, order);
	for (int i = 0; i < g->nplayers; i++)
		rank[order[i]] = i + 1;
	for (int p = 0; p < g->nplayers; p++) {
		int part[4] = { sc[p].biscuits, sc[p].potions, sc[p].level5,
		    sc[p].objectives };
		sheet_field(s, g->player[p].name);
		sheet_fieldf(s, "%d", sc[p].treehouses);
		for (int k = 0; k < 4; k++)
			if (over)
				sheet_fieldf(s, "%d", part[k]);
			else
				sheet_field(s, "");
		sheet_fieldf(s, "%d", over ? sc[p].total : sc[p].treehouses);
		if (over)
			sheet_fieldf(s, "%d", rank[p]);
		else
			sheet_field(s, "");
	}
}

static void
mt_where(const void *state, struct sbuf *out)
{
	const struct mt_game *g = state;

	switch (g->step) {
	case MT_REVEAL:
		/* TRANSLATORS: the prompt: round, players revealing. */
		sbuf_printf(out, _("r%d reveal"), g->round);
		break;
	case MT_BUILD:
		/* TRANSLATORS: the prompt: round, player building. */
		sbuf_printf(out, _("r%d %s"), g->round,
		    g->player[mt_builder(g)].name);
		break;
	case MT_END:
		/* TRANSLATORS: the prompt while the end counts are entered. */
		sbuf_add(out, _("counts"));
		break;
	default:
		/* TRANSLATORS: the prompt once the game has ended. */
		sbuf_add(out, _("end"));
	}
}

static void
mt_result(const void *state, struct sbuf *out)
{
	const struct mt_game *g = state;
	struct mt_score s[MT_MAX_PLAYERS];
	int order[MT_MAX_PLAYERS];
	struct sbuf list = { 0 };

	mt_score(g, s);
	mt_standings(g, order);
	for (int i = 0; i < g->nplayers; i++) {
		int p = order[i];
		add_sep(&list);
		sbuf_printf(&list, "%s %d", g->player[p].name,
		    g->step == MT_OVER ? s[p].total : s[p].treehouses);
	}
	if (g->step == MT_OVER)
		sbuf_printf(out, _("winner %s (%d); %s"), g->player[order[0]].name,
		    s[order[0]].total, sbuf_str(&list));
	else if (g->step == MT_END)
		sbuf_printf(out, _("end-game counts missing; treehouses %s"),
		    sbuf_str(&list));
	else
		sbuf_printf(out, _("playing round %d of %d; treehouses %s"),
		    g->round, MT_ROUNDS, sbuf_str(&list));
	sbuf_free(&list);
}

/* ---- event log ---- */

/* The player a command names, where the game stood after it, and that
 * player's village; in English whatever the messages' language. */
static const char *const log_columns[] = {
	"player", "round", "step", "builder", "treehouses", "vp", "stored",
	"familiars", "total", NULL
};

static const char *const step_ids[] = { "reveal", "build", "end", "over" };

/* Commands whose first argument is a player. */
static bool
names_player(const char *word, int argc, char **argv)
{
	static const char *const words[] = { "reveal", "build", "pipe",
	    "repipe", "move", "store", "unstore", "familiar", "done",
	    "objective", "ingredients", "biscuits", "empty" };

	if (argc < 2 || keyword(argv[1]) == KW_COMMON)
		return false;
	for (int i = 0; i < NWORDS(words); i++)
		if (cmd_word_eq(word, words[i]))
			return true;
	return false;
}

static void
log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	const struct mt_game *g = after;
	struct mt_score s[MT_MAX_PLAYERS];
	int p = MT_NONE, b = mt_builder(g);

	if (before != NULL && names_player(argv[0], argc, argv))
		p = find_player(g, argv[1], NULL);
	mt_score(g, s);
	sheet_field(row, p >= 0 ? g->player[p].name : "");
	sheet_fieldf(row, "%d", g->round);
	sheet_field(row, step_ids[g->step]);
	sheet_field(row, b >= 0 ? g->player[b].name : "");
	if (p < 0) {
		for (int k = 0; k < 5; k++)
			sheet_field(row, "");
		return;
	}
	sheet_fieldf(row, "%d", g->player[p].nhouses);
	sheet_fieldf(row, "%d", s[p].treehouses);
	sheet_fieldf(row, "%d", g->player[p].stored);
	sheet_fieldf(row, "%d", g->player[p].familiars);
	if (g->step == MT_OVER)
		sheet_fieldf(row, "%d", s[p].total);
	else
		sheet_field(row, "");
}

/* ---- completion ---- */

static bool
french(void)
{
	return strcmp(i18n_lang(), "fr") == 0;
}

static void
complete_cards(struct completion *out)
{
	const char *const *names = french() ? colour_fr : colour_ids;
	char buf[32];

	for (int col = MT_BLANK + 1; col < MT_COLOURS; col++)
		for (int lv = 1; lv <= MT_MAX_LEVEL; lv++) {
			snprintf(buf, sizeof buf, "%s%d", names[col], lv);
			completion_add(out, buf);
		}
	completion_add(out, names[MT_BLANK]);
}

static void
complete_colours(const struct mt_game *g, bool tiles, struct completion *out)
{
	const char *const *names = french() ? colour_fr : colour_ids;

	for (int col = MT_BLANK + 1; col < MT_COLOURS; col++)
		completion_add(out, names[col]);
	for (int i = 0; i < g->nnames; i++)
		completion_add(out, g->ingredient[i]);
	for (int t = 1; tiles && t < MT_TILES; t++)
		completion_add(out, french() ? tile_fr[t] : tile_ids[t]);
}

/* The actions `why` explains besides a build. */
static const struct {
	const char *en, *fr;
} why_words[] = {
	{ "build", "construire" }, { "pipe", "tuyau" }, { "store", "stocker" },
	{ "unstore", "destocker" }, { "familiar", "familier" },
	{ "done", "fini" },
};

static void
complete_args(const void *state, int argi, char **argv,
    struct completion *out)
{
	const struct mt_game *g = state;
	const char *w = argv[0];
	bool build = cmd_word_eq(w, "build") || cmd_word_eq(w, "construire") ||
	    cmd_word_eq(w, "batir") || cmd_word_eq(w, "why") ||
	    cmd_word_eq(w, "pourquoi") || cmd_word_eq(w, "legal");

	if (cmd_word_eq(w, "declare") || cmd_word_eq(w, "declarer")) {
		if (argi % 2 == 0)
			complete_colours(g, false, out);
	} else if (argi == 1) {
		for (int p = 0; p < g->nplayers; p++)
			completion_add(out, g->player[p].name);
		if (cmd_word_eq(w, "objective") || cmd_word_eq(w, "objectif"))
			completion_add(out, french() ? "commun" : "common");
		for (int i = 0; i < NWORDS(why_words) &&
		    cmd_word_in(w, "why", "pourquoi"); i++)
			completion_add(out, french() ? why_words[i].fr :
			    why_words[i].en);
	} else if (build && argi == 2) {
		complete_cards(out);
	} else if (build && argi > 2) {
		complete_colours(g, false, out);
		completion_add(out, french() ? "en" : "at");
		completion_add(out, "teleport");
	} else if (cmd_word_eq(w, "objective") || cmd_word_eq(w, "objectif") ||
	    cmd_word_eq(w, "ingredients")) {
		complete_colours(g, cmd_word_eq(w, "objective") ||
		    cmd_word_eq(w, "objectif"), out);
	}
}

/* ---- the table ---- */

/* Logs keep colours, cards (red3), tiles and keywords in English; the
 * names of players and of declared ingredients as typed. */
static const char *
english_word(const void *state, const char *cmd, int i, const char *word,
    char *buf, size_t size)
{
	const struct mt_game *g = state;
	const char *e;
	int k;

	if (strcmp(cmd, "new") == 0)
		return NULL;
	/* names may stand at several places (reveal ann 38 bob 19) */
	for (k = 0; k < g->nplayers; k++)
		if (cmd_word_prefix(word, g->player[k].name))
			return NULL;
	for (k = 0; k < g->nnames; k++)
		if (cmd_word_eq(word, g->ingredient[k]))
			return NULL;
	if (i == 1 && strcmp(cmd, "objective") != 0)
		return NULL; /* a player, or an ingredient being declared */
	if (keyword(word) != KW_NONE) /* typed whole: then matched exactly */
		return cmd_english(word, keywords, NWORDS(keywords));
	if ((e = cmd_english(word, colour_words, NWORDS(colour_words))) != NULL ||
	    (e = cmd_english(word, tile_words, NWORDS(tile_words))) != NULL)
		return e;
	return cmd_english_numbered(word, colour_words, NWORDS(colour_words), buf, size);
}

static const struct game_cmd mt_cmds[] = {
	{ .word = "reveal", .aliases = "reveler", .run = cmd_reveal,
	  .usage = N_("reveal NAME NUMBER [NAME NUMBER]..."),
	  .summary = N_("the turn-order numbers revealed this round; the "
	  "lowest builds first"),
	  .example = "reveal ann 38 bob 19 cid 86", .complete = complete_args ,
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "build", .aliases = "construire batir", .run = cmd_build,
	  .usage = N_("build NAME CARD [VP] [POTION] [teleport] [at PLACE]"),
	  .summary = N_("build a card (red3, rouge3, or blank) with, on levels "
	  "1 and 3, its potion colour; its VP follow from its level"),
	  .example = "build ann red3 blue at 2", .complete = complete_args ,
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "pipe", .aliases = "tuyau", .run = cmd_pipe,
	  .usage = N_("pipe NAME PLACE PLACE"),
	  .summary = N_("lay a pipe card between two neighbouring treehouses"),
	  .example = "pipe ann 2 3", .complete = complete_args ,
	  .min_args = 3, .max_args = 3 },
	{ .word = "repipe", .aliases = "retuyauter", .run = cmd_repipe,
	  .usage = N_("repipe NAME PLACE PLACE PLACE PLACE"),
	  .summary = N_("with a blue level 4: move a pipe to two other "
	  "neighbours"),
	  .example = "repipe ann 2 3 4 5", .complete = complete_args ,
	  .min_args = 5, .max_args = 5 },
	{ .word = "move", .aliases = "deplacer", .run = cmd_move,
	  .usage = N_("move NAME PLACE PLACE"),
	  .summary = N_("move a treehouse with no pipe to another place in the "
	  "row"),
	  .example = "move ann 1 4", .complete = complete_args ,
	  .min_args = 3, .max_args = 3 },
	{ .word = "store", .aliases = "stocker", .run = cmd_store,
	  .usage = N_("store NAME [N]"),
	  .summary = N_("put planning cards in storage"),
	  .example = "store ann", .complete = complete_args ,
	  .min_args = 1, .max_args = 2 },
	{ .word = "unstore", .aliases = "destocker", .run = cmd_unstore,
	  .usage = N_("unstore NAME [N]"),
	  .summary = N_("take stored cards back to play them this turn"),
	  .example = "unstore ann", .complete = complete_args ,
	  .min_args = 1, .max_args = 2 },
	{ .word = "familiar", .aliases = "familier", .run = cmd_familiar,
	  .usage = N_("familiar NAME [N]"),
	  .summary = N_("place familiars in the forest, as the cards built "
	  "allow"),
	  .example = "familiar ann", .complete = complete_args ,
	  .min_args = 1, .max_args = 2 },
	{ .word = "done", .aliases = "fini", .run = cmd_done,
	  .usage = N_("done NAME"),
	  .summary = N_("end the player's building turn"),
	  .example = "done ann", .complete = complete_args ,
	  .min_args = 1, .max_args = 1 },
	{ .word = "objective", .aliases = "objectif", .run = cmd_objective,
	  .usage = N_("objective common COLOUR TILE | objective NAME COLOUR"),
	  .summary = N_("the common tiles (brown by colour; green: biscuits, "
	  "tall, ingredients, colours, small) or a private one"),
	  .example = "objective common red biscuits",
	  .complete = complete_args ,
	  .min_args = 2, .max_args = 3 },
	{ .word = "declare", .aliases = "declarer", .run = cmd_declare,
	  .usage = N_("declare INGREDIENT COLOUR [INGREDIENT COLOUR]..."),
	  .summary = N_("give ingredient names a colour, to type them later"),
	  .example = "declare apple red", .complete = complete_args ,
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "ingredients", .run = cmd_ingredients,
	  .usage = N_("ingredients NAME COLOUR N [COLOUR N]... | ingredients "
	  "NAME none"),
	  .summary = N_("at the end: the ingredients the player's familiars "
	  "collected"),
	  .example = "ingredients ann red 2 yellow 3",
	  .complete = complete_args ,
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "biscuits", .run = cmd_biscuits,
	  .usage = N_("biscuits NAME N"),
	  .summary = N_("at the end: the player's biscuits"),
	  .example = "biscuits ann 4", .complete = complete_args ,
	  .min_args = 2, .max_args = 2 },
	{ .word = "empty", .aliases = "vides", .run = cmd_empty,
	  .usage = N_("empty NAME N"),
	  .summary = N_("at the end: familiars on spaces with no ingredient "
	  "(yellow level 5)"),
	  .example = "empty ann 2", .complete = complete_args ,
	  .min_args = 2, .max_args = 2 },
	{ .word = NULL },
};

static const char *const mt_names[] = {
	"magical", "mt", "magicaltreehouse", NULL
};

const struct game_ops magical_game = {
	.id = "magical",
	.names = mt_names,
	.title = "Magical Treehouse",
	.state_size = sizeof(struct mt_game),
	.start = mt_start,
	.cmds = mt_cmds,
	.finished = mt_finished,
	.sheet = mt_sheet,
	.where = mt_where,
	.log_columns = log_columns,
	.log_row = log_row,
	.result = mt_result,
	.keep_file = "ingredients",
	.keep_cmd = "declare",
	.query = {
		[Q_STATUS] = { .run = cmd_status, .usage = N_("status"),
		  .summary = N_("round, step, builder, objectives and every village "
		  "in a line"),
		  .example = "status" },
		[Q_SCORE] = { .run = cmd_score, .usage = N_("score"),
		  .summary = N_("every player's score, step by step, and every "
		  "objective tile"),
		  .example = "score" },
		[Q_SHOW] = { .run = cmd_show, .usage = N_("show [NAME]"),
		  .summary = N_("draw the villages: stacks, levels, colours, pipes"),
		  .example = "show ann", .complete = complete_args,
		  .max_args = 1 },
		[Q_LEGAL] = { .run = cmd_legal, .usage = N_("legal NAME [CARD]"),
		  .summary = N_("where cards may go in that village now"),
		  .example = "legal ann red3", .complete = complete_args,
		  .min_args = 1, .max_args = 2 },
		[Q_WHY] = { .run = cmd_why,
		  .usage = N_("why [build|pipe|store|unstore|familiar|done] NAME "
		  "ARGS..."),
		  .summary = N_("each rule checked for that action, passed or broken"),
		  .example = "why ann red3 blue at 2", .complete = complete_args,
		  .min_args = 0, .max_args = ARGS_ANY },
	},
	.rules = rule_texts,
	.nplayers = mt_nplayers,
	.player = mt_player,
	.svg = magical_svg,
	.english = english_word,
};
