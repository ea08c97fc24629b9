/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_parse.c — Magical Treehouse's words and how a line is read:
 * colours, tiles and keywords in both languages, cards, places, counts
 * and the options of a build.  What is printed on a card is checked
 * here; where it may go is the core's. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "magical_glue.h"

/* ---- words ---- */

/* TRANSLATORS: card colours, also written right before a level as in
 * red3 (rouge3); "blank" is a card built face down as a level 1. */
const char *const magical_colour_names[MAGICAL_COLOURS] = {
	N_("blank"), N_("red"), N_("blue"), N_("yellow"), N_("purple"),
	N_("green")
};

/* Logs stay in these words whatever the language; completion offers
 * those of the current language. */
const char *const magical_colour_ids[MAGICAL_COLOURS] = {
	"blank", "red", "blue", "yellow", "purple", "green"
};
const char *const magical_colour_fr[MAGICAL_COLOURS] = {
	"vierge", "rouge", "bleu", "jaune", "violet", "vert"
};

const char *const magical_potion_names[MAGICAL_COLOURS] = {
	N_("no potion"), N_("red potion"), N_("blue potion"),
	N_("yellow potion"), N_("purple potion"), N_("green potion")
};

const char *const magical_tile_ids[MAGICAL_TILES] = {
	"", "biscuits", "tall", "ingredients", "colours", "small"
};
const char *const magical_tile_fr[MAGICAL_TILES] = {
	"", "biscuits", "hautes", "ingrédients", "couleurs", "petites"
};

/* Either language is accepted whatever the messages' language. */
const struct word magical_colour_words[] = {
	{ "red", MAGICAL_RED }, { "rouge", MAGICAL_RED },
	{ "blue", MAGICAL_BLUE }, { "bleu", MAGICAL_BLUE }, { "bleue", MAGICAL_BLUE },
	{ "yellow", MAGICAL_YELLOW }, { "jaune", MAGICAL_YELLOW },
	{ "purple", MAGICAL_PURPLE }, { "violet", MAGICAL_PURPLE },
	{ "violette", MAGICAL_PURPLE },
	{ "green", MAGICAL_GREEN }, { "vert", MAGICAL_GREEN }, { "verte", MAGICAL_GREEN },
};
const int magical_ncolour_words = NWORDS(magical_colour_words);

const struct word magical_tile_words[] = {
	{ "biscuits", MAGICAL_TILE_BISCUITS }, { "biscuit", MAGICAL_TILE_BISCUITS },
	{ "tall", MAGICAL_TILE_TALL }, { "level2", MAGICAL_TILE_TALL },
	{ "hautes", MAGICAL_TILE_TALL }, { "haute", MAGICAL_TILE_TALL },
	{ "ingredients", MAGICAL_TILE_INGREDIENTS },
	{ "colours", MAGICAL_TILE_COLOURS }, { "colors", MAGICAL_TILE_COLOURS },
	{ "couleurs", MAGICAL_TILE_COLOURS },
	{ "small", MAGICAL_TILE_SMALL }, { "level1", MAGICAL_TILE_SMALL },
	{ "petites", MAGICAL_TILE_SMALL }, { "petite", MAGICAL_TILE_SMALL },
};
const int magical_ntile_words = NWORDS(magical_tile_words);

/* Keywords are typed whole (no prefixes): they sit among names,
 * colours and numbers.  Accents are optional. */
const struct word magical_keywords[] = {
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
	{ "brown", KW_BROWN }, { "marron", KW_BROWN },
};
const int magical_nkeywords = NWORDS(magical_keywords);

int
magical_keyword(const char *s)
{
	/* the keywords are lower-case ASCII, and cmd_word_eq compares an
	 * ASCII letter case aside: a word that begins with one is only
	 * compared with the keywords that begin with it (every word of a
	 * row is asked) */
	int first = (unsigned char)s[0] < 0x80 ? tolower((unsigned char)s[0]) : -1;

	for (int i = 0; i < magical_nkeywords; i++)
		if ((first < 0 || first == magical_keywords[i].text[0]) &&
		    cmd_word_eq(s, magical_keywords[i].text))
			return magical_keywords[i].value;
	return KW_NONE;
}

/* ---- parsing ---- */

int
magical_find_player(const struct magical_game *g, const char *input, struct verdict *v)
{
	static const struct game_players players = MAGICAL_PLAYERS;

	return game_find_player_in(&players, g, input, v);
}

int
magical_parse_colour(const char *s, struct verdict *v)
{
	return game_match(s, magical_colour_words, magical_ncolour_words,
	    _("\"%s\" is not a colour: red, blue, yellow, purple or green"),
	    _("\"%s\" could be %s: type more of the colour"), v);
}

bool
magical_is_colour(const char *s)
{
	return cmd_match(s, magical_colour_words, magical_ncolour_words) >= 0;
}

/* A colour, or an ingredient name the table declared. */
int
magical_parse_ingredient(const struct magical_game *g, const char *s, struct verdict *v)
{
	for (int i = 0; i < g->nnames; i++)
		if (cmd_word_eq(s, g->ingredient[i]))
			return g->ingredient_colour[i];
	if (magical_is_colour(s))
		return magical_parse_colour(s, v);
	verdict_fail(v, _("\"%s\" is neither a colour nor a declared "
	    "ingredient: give the colour printed on it, or declare the name "
	    "first (declare %s red)"), s, s);
	return -1;
}

bool
magical_parse_count(const char *s, long max, long *out, struct verdict *v)
{
	if (cmd_number(s, 0, max, out))
		return true;
	return verdict_fail(v, _("\"%s\" is not a count from 0 to %ld"), s,
	    max);
}

bool
magical_usage(struct verdict *v, const char *text)
{
	return verdict_fail(v, _("Usage: %s"), _(text));
}

/* A place in the row, 1 on the left, among `n` (or n + 1 for a new
 * treehouse); 0-based out. */
static bool
parse_place(const struct magical_game *g, int p, const char *s, bool new_house,
    int *out, struct verdict *v)
{
	int n = g->player[p].nhouses;
	long k;

	if (cmd_number(s, 1, new_house ? n + 1 : n, &k)) {
		*out = (int)k - 1;
		return true;
	}
	if (new_house && n == 0)
		return verdict_fail(v, _("\"%s\": %s has no treehouse yet, so a new "
		    "one goes at place 1"), s, g->player[p].name);
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
bool
magical_parse_card(const char *tok, struct magical_card *c, struct verdict *v)
{
	size_t len = strlen(tok), d = len;
	char colour[32];
	long level;
	int col;

	memset(c, 0, sizeof *c);
	if (magical_keyword(tok) == KW_BLANK) {
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
	if ((col = magical_parse_colour(colour, v)) < 0)
		return false;
	cmd_number(tok + d, 0, 99, &level);
	c->colour = (unsigned char)col;
	c->level = (unsigned char)level;
	return true;
}

static const char build_usage[] =
    N_("build NAME CARD [VP] [POTION] [teleport] [at PLACE]");

static bool
parse_option(const struct call *c, int *i, struct build_args *a,
    struct verdict *v)
{
	const char *t = c->argv[*i];
	long n;
	int col;

	switch (magical_keyword(t)) {
	case KW_AT:
		if (++*i >= c->argc)
			return magical_usage(v, build_usage);
		a->place = c->argv[*i];
		return true;
	case KW_TELEPORT:
		a->b.card.teleport = true;
		return true;
	}
	if (isdigit((unsigned char)t[0])) {
		if (!cmd_number(t, 0, MAGICAL_MAX_VP, &n))
			return verdict_fail(v, _("\"%s\": printed victory points "
			    "go from 0 to %d"), t, MAGICAL_MAX_VP);
		if (a->b.vp_given)
			return verdict_fail(v, _("two victory points given: %s "
			    "shows one number"), magical_card_token(&a->b.card, 0));
		a->b.vp = (int)n;
		a->b.vp_given = true;
		return true;
	}
	if ((col = magical_parse_colour(t, v)) < 0)
		return false;
	if (a->has_potion)
		return verdict_fail(v, _("two potion colours given: %s shows "
		    "one"), magical_card_token(&a->b.card, 0));
	a->b.card.potion = (unsigned char)col;
	a->has_potion = true;
	return true;
}

/* What the card must show, given its level: what is printed on it, not
 * where it may go. */
static bool
check_fields(const struct build_args *a, const char *name, struct verdict *v)
{
	const struct magical_card *c = &a->b.card;
	const char *t = magical_card_token(c, 0);

	if (c->colour == MAGICAL_BLANK) {
		if (a->b.vp_given || a->has_potion || c->teleport)
			return verdict_fail(v, _("a card built face down shows "
			    "nothing: no VP, no potion, no symbol"));
		return true;
	}
	if (c->level < 1 || c->level > MAGICAL_MAX_LEVEL)
		return true;
	if (c->level == 1 && !a->has_potion)
		return verdict_fail(v, _("a level-1 card shows the colour of the "
		    "potion it brews: add it, as in: build %s %s red"), name, t);
	if (c->level == 3 && !a->has_potion)
		return verdict_fail(v, _("a level-3 card shows the colour of the "
		    "potion it converts: add it, as in: build %s %s blue"), name, t);
	if (c->level != 1 && c->level != 3 && a->has_potion)
		return verdict_fail(v, _("only level-1 and level-3 cards show a "
		    "potion colour; %s shows none"), t);
	return true;
}

/* NAME CARD [options] from c->argv[at]. */
bool
magical_parse_build(const struct magical_game *g, const struct call *c, int at,
    struct build_args *a, struct verdict *v)
{
	memset(a, 0, sizeof *a);
	a->b.at = MAGICAL_NONE;
	if (c->argc < at + 2)
		return magical_usage(v, build_usage);
	if ((a->player = magical_find_player(g, c->argv[at], v)) < 0 ||
	    !magical_parse_card(c->argv[at + 1], &a->b.card, v))
		return false;
	for (int i = at + 2; i < c->argc; i++)
		if (!parse_option(c, &i, a, v))
			return false;
	if (!check_fields(a, g->player[a->player].name, v))
		return false;
	if (a->place != NULL && !parse_place(g, a->player, a->place,
	    a->b.card.level <= 1, &a->b.at, v))
		return false;
	return true;
}

/* NAME then `nplaces` treehouse places, 0-based out. */
bool
magical_parse_places(const struct magical_game *g, const struct call *c,
    int nplaces, const char *use, int *p, int *place, struct verdict *v)
{
	if (c->argc != 2 + nplaces)
		return magical_usage(v, use);
	if ((*p = magical_find_player(g, c->argv[1], v)) < 0)
		return false;
	for (int i = 0; i < nplaces; i++)
		if (!parse_place(g, *p, c->argv[2 + i], false, &place[i], v))
			return false;
	return true;
}

/* NAME [N]: a count of cards or familiars, 1 unless given. */
bool
magical_parse_name_count(const struct magical_game *g, const struct call *c,
    const char *use, int *p, int *n, struct verdict *v)
{
	long k = 1;

	if (c->argc != 2 && c->argc != 3)
		return magical_usage(v, use);
	if ((*p = magical_find_player(g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3 && !cmd_number(c->argv[2], 1, MAGICAL_MAX_HOUSES, &k))
		return verdict_fail(v, _("\"%s\" is not a count from 1 to %d"),
		    c->argv[2], MAGICAL_MAX_HOUSES);
	*n = (int)k;
	return true;
}

const char *
magical_card_token(const struct magical_card *c, int slot)
{
	static char buf[4][48];
	char digits[INT_TEXT_SIZE];

	/* what snprintf "%s%d" wrote, without printf: every picture asks
	 * for each card's token */
	if (c->colour == MAGICAL_BLANK)
		return text_put(buf[slot], sizeof buf[slot],
		    _(magical_colour_names[0]), "");
	return text_put(buf[slot], sizeof buf[slot],
	    _(magical_colour_names[c->colour]), int_text(digits, c->level));
}
