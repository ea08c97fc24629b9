/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_words.c — Tout là-haut's words: the tables of what a user types
 * (colours, cards face down, objectives) and their parsing, at the
 * bottom of the game's files: it calls none of them. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "tlh.h"
#include "tlh_glue.h"
#include "util.h"

#define NWORDS(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* TRANSLATORS: floor colours, written right before a value as in red3.
 * Gray is the back of a card.  A French player types these words too. */
const char *const tlh_colour_names[TLH_COLOURS] = {
	N_("gray"), N_("red"), N_("yellow"), N_("green"), N_("blue"),
	N_("purple"), N_("orange")
};

/* Either language is accepted whatever the messages' language. */
const struct word tlh_colour_words[] = {
	{ "red", TLH_RED }, { "rouge", TLH_RED },
	{ "yellow", TLH_YELLOW }, { "jaune", TLH_YELLOW },
	{ "green", TLH_GREEN }, { "vert", TLH_GREEN },
	{ "blue", TLH_BLUE }, { "bleu", TLH_BLUE },
	{ "purple", TLH_PURPLE }, { "violet", TLH_PURPLE },
	{ "orange", TLH_ORANGE },
};

static const char *const gray_words[] = { "gray", "grey", "gris" };

const struct word tlh_down_words[] = {
	{ "down", 1 }, { "face-down", 1 }, { "facedown", 1 },
	{ "cachee", 1 }, { "face-cachee", 1 },
};

/* TRANSLATORS: the objective cards' names, also typed after `objective`;
 * the French input words are aucun, monochrome, deux-brelans, économe,
 * diversifié, petite-cabane (one French name each: completion offers
 * them, and fr.po writes them so). */
const char *const tlh_objective_names[TLH_OBJECTIVES] = {
	N_("none"), N_("monochromatic"), N_("two-step"), N_("efficient"),
	N_("diversified"), N_("little-treehouse")
};

/* What completion offers a French player (each one of tlh_objective_words). */
const char *const tlh_objective_french[TLH_OBJECTIVES] = {
	"aucun", "monochrome", "deux-brelans", "économe", "diversifié",
	"petite-cabane"
};

const struct word tlh_objective_words[] = {
	{ "none", TLH_OBJ_NONE }, { "aucun", TLH_OBJ_NONE },
	{ "aucune", TLH_OBJ_NONE },
	{ "monochromatic", TLH_OBJ_MONOCHROMATIC },
	{ "monochrome", TLH_OBJ_MONOCHROMATIC },
	{ "two-step", TLH_OBJ_TWO_STEP }, { "twostep", TLH_OBJ_TWO_STEP },
	{ "deux-temps", TLH_OBJ_TWO_STEP }, { "deux-brelans", TLH_OBJ_TWO_STEP },
	{ "efficient", TLH_OBJ_EFFICIENT }, { "econome", TLH_OBJ_EFFICIENT },
	{ "efficace", TLH_OBJ_EFFICIENT },
	{ "diversified", TLH_OBJ_DIVERSIFIED },
	{ "diversifie", TLH_OBJ_DIVERSIFIED },
	{ "diversifiee", TLH_OBJ_DIVERSIFIED },
	{ "little-treehouse", TLH_OBJ_LITTLE_TREEHOUSE },
	{ "littletreehouse", TLH_OBJ_LITTLE_TREEHOUSE },
	{ "petite-cabane", TLH_OBJ_LITTLE_TREEHOUSE },
	{ "petitecabane", TLH_OBJ_LITTLE_TREEHOUSE },
};

const int tlh_ncolour_words = NWORDS(tlh_colour_words);
const int tlh_ndown_words = NWORDS(tlh_down_words);
const int tlh_nobjective_words = NWORDS(tlh_objective_words);

/* ---- parsing ---- */

int
tlh_player_arg(const struct tlh_match *m, const char *input,
    struct verdict *v)
{
	static const struct game_players players = TLH_PLAYERS;

	return game_find_player_in(&players, m, input, v);
}

static bool
is_gray_word(const char *s)
{
	for (int i = 0; i < NWORDS(gray_words); i++)
		if (cmd_word_eq(s, gray_words[i]))
			return true;
	return false;
}

/* A colour as the user reads it. */
static const char *
colour_name(int colour)
{
	return _(tlh_colour_names[colour]);
}

/* A colour then a value, as red3 or rouge3; the value is kept even out
 * of range, for the `value` rule to report. */
static bool
parse_floor(const char *tok, struct tlh_floor *f, struct verdict *v)
{
	size_t len = strlen(tok), d = len;
	char colour[64];
	long value;
	int c;

	while (d > 0 && isdigit((unsigned char)tok[d - 1]))
		d--;
	if (d == len || d == 0 || len - d > 9 || d >= sizeof colour)
		return verdict_fail(v, _("\"%s\" is not a floor: write a colour "
		    "then a value, as red3 or rouge3"), tok);
	memcpy(colour, tok, d);
	colour[d] = '\0';
	if (is_gray_word(colour))
		return verdict_fail(v, _("\"%s\": gray floors are the back of a "
		    "card; type down for a card played face down"), tok);
	/* the messages looked up only for a colour not known: every card
	 * of a script or a log names two floors */
	c = game_match_named(colour, tlh_colour_words, tlh_ncolour_words,
	    NULL, NULL, NULL, NULL);
	if (c < 0)
		c = game_match_named(colour, tlh_colour_words,
		    tlh_ncolour_words, _("\"%s\" is not a colour: red, yellow, "
		    "green, blue, purple or orange"), _("\"%s\" could be %s: "
		    "type more of the colour"), colour_name, v);
	if (c < 0 || !cmd_number(tok + d, 0, 999999999, &value))
		return c < 0 ? false : verdict_fail(v, _("\"%s\" is not a "
		    "floor: write a colour then a value, as red3 or rouge3"), tok);
	f->colour = c;
	f->value = (int)value;
	return true;
}

bool
tlh_card_args(const struct call *c, int at, struct tlh_card *card,
    struct verdict *v)
{
	struct tlh_floor bottom, top;

	if (c->argc == at + 1) {
		if (game_match(c->argv[at], tlh_down_words, tlh_ndown_words,
		    _("\"%s\" is not a card: give two floors, bottom first "
		    "(red3 blue2), or down for a card face down"),
		    _("\"%s\" could be %s"), v) < 0)
			return false;
		*card = tlh_card_down();
		return true;
	}
	if (!parse_floor(c->argv[at], &bottom, v) ||
	    !parse_floor(c->argv[at + 1], &top, v))
		return false;
	*card = tlh_card_up(bottom.colour, bottom.value, top.colour,
	    top.value);
	return true;
}
