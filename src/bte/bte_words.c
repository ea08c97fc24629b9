/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_words.c — Best Treehouse Ever's words: colours and game changers
 * as users type them in either language and as logs keep them, finding
 * a player, a colour or a kind in what is typed, and a list of players
 * as a sentence joins them.  The bottom of the game's glue: it calls
 * none of the other files. */
#include <stdio.h>
#include <string.h>

#include "bte_glue.h"
#include "command.h"
#include "i18n.h"
#include "render.h"

/* TRANSLATORS: room colours, used as "a %s room". */
static const char *const colour_names[BTE_COLOURS] = {
	N_("red"), N_("yellow"), N_("green"), N_("blue"), N_("purple"),
	N_("brown")
};

/* The same colours naming a room or a card in a sentence ("ann: red
 * room at level 2"): a message of their own (context "room"), so that
 * French agrees them with « pièce » and « carte », both feminine (« une
 * pièce verte »), where the colour alone stays « vert ».  The context is
 * glued as gettext.h glues it; xgettext reads pgettext(CONTEXT, MSGID). */
#define pgettext(context, msgid) context "\004" msgid
/* TRANSLATORS: context "room": a colour after « pièce » or « carte »,
 * agreed with them (feminine in French). */
static const char *const room_colours[BTE_COLOURS] = {
	pgettext("room", "red"), pgettext("room", "yellow"),
	pgettext("room", "green"), pgettext("room", "blue"),
	pgettext("room", "purple"), pgettext("room", "brown")
};
/* TRANSLATORS: context "cards": a colour after « cartes » or
 * « pièces », agreed with them (feminine plural in French: « cartes
 * vertes »). */
static const char *const cards_colours[BTE_COLOURS] = {
	pgettext("cards", "red"), pgettext("cards", "yellow"),
	pgettext("cards", "green"), pgettext("cards", "blue"),
	pgettext("cards", "purple"), pgettext("cards", "brown")
};
#undef pgettext

/* TRANSLATORS: three-letter colour tags in the treehouse pictures; keep
 * them exactly three characters wide and different from each other. */
static const char *const colour_tags[BTE_COLOURS] = {
	N_("RED"), N_("YEL"), N_("GRN"), N_("BLU"), N_("PUR"), N_("BRN")
};

/* What may be typed, each value's English word first (cmd_english). */
static const struct word colour_words[] = {
	{ "red", BTE_RED }, { "rouge", BTE_RED },
	{ "yellow", BTE_YELLOW }, { "jaune", BTE_YELLOW },
	{ "green", BTE_GREEN }, { "vert", BTE_GREEN },
	{ "blue", BTE_BLUE }, { "bleu", BTE_BLUE },
	{ "purple", BTE_PURPLE }, { "violet", BTE_PURPLE },
	{ "brown", BTE_BROWN }, { "marron", BTE_BROWN }, { "brun", BTE_BROWN },
};
#define NCOLOUR_WORDS ((int)(sizeof colour_words / sizeof colour_words[0]))

/* The French word completion offers for each colour. */
static const char *const colour_french[BTE_COLOURS] = {
	"rouge", "jaune", "vert", "bleu", "violet", "marron"
};

/* The French rulebook calls the zero card « pas de point ». */
static const struct word kind_words[] = {
	{ "x2", BTE_X2 }, { "zero", BTE_ZERO }, { "pasdepoint", BTE_ZERO },
};
#define NKIND_WORDS ((int)(sizeof kind_words / sizeof kind_words[0]))

static const char *const kind_english[BTE_KINDS] = { "none", "x2", "zero" };
static const char *const kind_french[BTE_KINDS] = {
	"", "x2", "pasdepoint"
};


/* The colours as the messages' language words them, alone and naming a
 * room: looked up again at each change of language (i18n_generation),
 * not at each of the answers that name one (most do, some six times). */
static struct {
	unsigned gen;
	const char *name[BTE_COLOURS], *room[BTE_COLOURS];
} said;

static void
learn_colours(void)
{
	for (int c = 0; c < BTE_COLOURS; c++) {
		said.name[c] = _(colour_names[c]);
		said.room[c] = i18n_pgettext(room_colours[c], colour_names[c]);
	}
	said.gen = i18n_generation;
}

const char *
bte_colour_name(int colour)
{
	if (said.gen != i18n_generation)
		learn_colours();
	return said.name[colour];
}

const char *
bte_room_colour(int colour)
{
	if (said.gen != i18n_generation)
		learn_colours();
	return said.room[colour];
}

const char *
bte_cards_colour(int colour)
{
	return i18n_pgettext(cards_colours[colour], colour_names[colour]);
}

const char *
bte_colour_tag(int colour)
{
	return _(colour_tags[colour]);
}

const char *
bte_colour_english(int colour)
{
	return colour_names[colour];
}

const char *
bte_kind_english(int kind)
{
	return kind_english[kind];
}

/* The colour written exactly as logs write it, its English word, or -1:
 * six words to try on every row of a log before the matcher (which
 * tries all the words of both languages).  The words are colour_names'
 * (test_bte's english_colour_words compares them). */
static int
english_colour(const char *word)
{
	/* the one English colour of that first letter (b: blue or brown,
	 * by the second), then the whole word */
	switch (word[0]) {
	case 'r': return cmd_is(word, "red") ? BTE_RED : -1;
	case 'y': return cmd_is(word, "yellow") ? BTE_YELLOW : -1;
	case 'g': return cmd_is(word, "green") ? BTE_GREEN : -1;
	case 'b':
		if (word[1] == 'l')
			return cmd_is(word, "blue") ? BTE_BLUE : -1;
		return cmd_is(word, "brown") ? BTE_BROWN : -1;
	case 'p': return cmd_is(word, "purple") ? BTE_PURPLE : -1;
	default: return -1;
	}
}

const char *
bte_english_colour(const char *word)
{
	int colour = english_colour(word);

	/* already English, as most commands and every log write it */
	if (colour >= 0)
		return colour_names[colour];
	return cmd_english(word, colour_words, NCOLOUR_WORDS);
}

const char *
bte_english_kind(const char *word)
{
	return cmd_english(word, kind_words, NKIND_WORDS);
}

/* The player named exactly `word`, or -1: the common case (logs, and
 * most commands, name players as the game knows them), before the
 * matcher and its messages.  game_find_player makes the same pass, but
 * through the game_ops calls; this direct loop is 1.4% of `check`'s
 * time (make bench: the margin of its row). */
static int
exact_player(const struct bte_game *g, const char *word)
{
	/* the first bytes first: the names of a game seldom share one, so
	 * a name not meant is passed over without the loop of cmd_same */
	for (int i = 0; i < g->nplayers; i++)
		if (g->p[i].name[0] == word[0] && cmd_same(g->p[i].name, word))
			return i;
	return -1;
}

int
bte_quiet_player(const struct bte_game *g, const char *word)
{
	struct word names[BTE_MAX_PLAYERS];
	int exact = exact_player(g, word);

	if (exact >= 0)
		return exact;
	for (int i = 0; i < g->nplayers; i++)
		names[i] = (struct word){ g->p[i].name, i };
	return cmd_match(word, names, g->nplayers);
}

int
bte_quiet_colour(const char *word)
{
	int colour = english_colour(word);

	if (colour >= 0)
		return colour;
	return cmd_match(word, colour_words, NCOLOUR_WORDS);
}

int
bte_quiet_kind(const char *word)
{
	return cmd_match(word, kind_words, NKIND_WORDS);
}

const char *
bte_colour_french(int colour)
{
	return colour_french[colour];
}

const char *
bte_kind_french(int kind)
{
	return kind_french[kind];
}

int
bte_find_player(const struct bte_game *g, const char *s, struct verdict *v)
{
	static const struct game_players players = BTE_PLAYERS;
	int i = exact_player(g, s);

	return i >= 0 ? i : game_find_player_in(&players, g, s, v);
}

int
bte_find_colour(const char *s, struct verdict *v)
{
	/* the colour in English, the common case, before its messages are
	 * looked up for the matcher */
	int colour = english_colour(s);

	if (colour >= 0)
		return colour;
	return game_match_named(s, colour_words, NCOLOUR_WORDS,
	    _("\"%s\" is not a colour: red, yellow, green, blue, purple or brown"),
	    _("\"%s\" could be more than one colour: %s"), bte_colour_name, v);
}

int
bte_find_kind(const char *s, struct verdict *v)
{
	return game_match(s, kind_words, NKIND_WORDS,
	    _("\"%s\" is not a game changer: x2 or zero"),
	    _("\"%s\" could be more than one game changer: %s"), v);
}

void
bte_join_players(struct sbuf *b, const struct bte_game *g, const int *who,
    int n)
{
	const char *names[BTE_MAX_PLAYERS] = { 0 };

	for (int i = 0; i < n; i++)
		names[i] = g->p[who[i]].name;
	render_list_and(b, names, n);
}

void
bte_join_order(struct sbuf *b, const struct bte_game *g, enum bte_phase phase)
{
	int order[BTE_MAX_PLAYERS], n = bte_phase_order(g, phase, order);
	const char *names[BTE_MAX_PLAYERS] = { 0 };

	for (int i = 0; i < n; i++)
		names[i] = g->p[order[i]].name;
	render_list_then(b, names, n);
}
