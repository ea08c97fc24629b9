/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_notation.c — Best Treehouse Ever's short forms (cli.md "The
 * notation"): a room is its colour's letter, its level and its slot
 * (r21), a discard "-" (or "-r"), a game changer taken "x" or "z", a
 * scoring card covered or chosen its colour's letter.  The player is
 * the next one still to play (the first in seating order in a pick, the
 * one whose turn it is in the draft), unless a name comes first. */
#include <stdio.h>
#include <string.h>

#include "bte_glue.h"
#include "command.h"
#include "i18n.h"

/* The colours' letters, English then French (enum bte_colour order):
 * none is another colour's in either language, so both are read in
 * every session; a record writes its language's. */
static const char letters_en[BTE_COLOURS] = { 'r', 'y', 'g', 'b', 'p', 'n' };
static const char letters_fr[BTE_COLOURS] = { 'r', 'j', 'v', 'b', 'p', 'm' };

static int
colour_of(char c)
{
	c = (char)(c | 0x20);
	for (int k = 0; k < BTE_COLOURS; k++)
		if (letters_en[k] == c || letters_fr[k] == c)
			return k;
	return BTE_NONE;
}

static char
letter_of(int colour)
{
	return strcmp(i18n_lang(), "fr") == 0 ? letters_fr[colour] :
	    letters_en[colour];
}

/* The player a move is for: the one named, else the next to play (the
 * first still to play in a pick, whose turn it is in the scoring). */
static int
player_of(const struct bte_game *g, int player)
{
	int who[BTE_MAX_PLAYERS];

	if (player >= 0)
		return player;
	return bte_to_play(g, who) > 0 ? who[0] : 0; /* over: the referee says so */
}

static bool
all_digits(const char *s)
{
	if (*s == '\0')
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

static enum notation_read
bte_read(const void *state, int player, const char *w, struct sbuf *out,
    struct verdict *v)
{
	const struct bte_game *g = state;
	int colour = w[0] ? colour_of(w[0]) : BTE_NONE;
	const char *name;

	(void)v;
	if (w[0] == '-' && (w[1] == '\0' || (w[2] == '\0' && colour_of(w[1]) >= 0))) {
		name = g->p[player_of(g, player)].name;
		if (w[1] == '\0')
			sbuf_printf(out, "discard %s", name);
		else
			sbuf_printf(out, "discard %s %s", name,
			    bte_colour_english(colour_of(w[1])));
		return NOTATION_MOVE;
	}
	if (cmd_word_eq(w, "x") || cmd_word_eq(w, "x2") || cmd_word_eq(w, "z") ||
	    strcmp(w, "0") == 0) {
		sbuf_printf(out, "take %s %s", g->p[player_of(g, player)].name,
		    (w[0] | 0x20) == 'x' ? "x2" : "zero");
		return NOTATION_MOVE;
	}
	if (colour == BTE_NONE || (w[1] != '\0' && !all_digits(w + 1)))
		return NOTATION_NO;
	name = g->p[player_of(g, player)].name;
	if (w[1] == '\0') {
		/* a scoring card: chosen in the younger variant, else covered */
		sbuf_printf(out, "%s %s %s", g->young ? "choose" : "cover", name,
		    bte_colour_english(colour));
		return NOTATION_MOVE;
	}
	if (w[2] == '\0')
		return verdict_fail(v, _("a room is its colour's letter, its level "
		    "and its slot, as r21 (red, level 2, slot 1)")), NOTATION_BAD;
	sbuf_printf(out, "place %s %s %c %s", name, bte_colour_english(colour),
	    w[1], w + 2);
	return NOTATION_MOVE;
}

static bool
bte_write(const void *before, int argc, char *const *argv, struct sbuf *out,
    struct notation_move *m)
{
	const struct bte_game *g = before;
	int colour = BTE_NONE;

	if (argc < 2 || (m->player = bte_quiet_player(g, argv[1])) < 0)
		return false;
	if (argc >= 3 && strcmp(argv[0], "take") != 0 &&
	    (colour = bte_quiet_colour(argv[2])) < 0)
		return false;
	m->together = strcmp(argv[0], "place") == 0 || strcmp(argv[0], "discard") == 0;
	/* a pick a line, and the draft's takes, covers or choices a line */
	m->line = m->together ? g->round * 10 + g->pick : 100 * (int)g->phase + g->round;
	if (strcmp(argv[0], "place") == 0 && argc == 5) {
		if (strlen(argv[3]) != 1 || !all_digits(argv[3]) || !all_digits(argv[4]))
			return false;
		sbuf_printf(out, "%c%s%s", letter_of(colour), argv[3], argv[4]);
	} else if (strcmp(argv[0], "discard") == 0) {
		sbuf_addc(out, '-');
		if (colour != BTE_NONE)
			sbuf_addc(out, letter_of(colour));
	} else if (strcmp(argv[0], "take") == 0 && argc == 3) {
		int kind = bte_quiet_kind(argv[2]);
		if (kind != BTE_X2 && kind != BTE_ZERO)
			return false;
		sbuf_add(out, kind == BTE_X2 ? "x" : "z");
	} else if ((strcmp(argv[0], "cover") == 0 || strcmp(argv[0], "choose") == 0) &&
	    argc == 3) {
		sbuf_addc(out, letter_of(colour));
	} else {
		return false;
	}
	return true;
}

static void
bte_complete(const void *state, int player, struct game_offer *out)
{
	const struct bte_game *g = state;
	int pl = player_of(g, player);
	struct bte_pos at[BTE_SLOTS];
	char tok[16];

	switch (g->phase) {
	case BTE_BUILD:
		for (int k = 0; k < BTE_COLOURS; k++)
			for (int i = 0, n = bte_legal(g, pl, k, at); i < n; i++) {
				snprintf(tok, sizeof tok, "%c%d%d", letter_of(k),
				    at[i].level, at[i].slot);
				game_offer_add(out, tok);
			}
		game_offer_add(out, "-");
		break;
	case BTE_TAKE:
		if (g->kinds_left[BTE_X2] > 0)
			game_offer_add(out, "x");
		if (g->kinds_left[BTE_ZERO] > 0)
			game_offer_add(out, "z");
		break;
	case BTE_COVER:
	case BTE_CHOOSE:
		for (int k = 0; k < BTE_COLOURS; k++)
			if (g->phase == BTE_COVER ? g->cover[k] == BTE_PLAIN : !g->chosen[k]) {
				snprintf(tok, sizeof tok, "%c", letter_of(k));
				game_offer_add(out, tok);
			}
		break;
	default:
		break;
	}
}

const struct game_notation bte_notation = {
	.read = bte_read,
	.write = bte_write,
	.complete = bte_complete,
	.table = N_(
	    "  r21    place: the colour's letter, the level, the slot\n"
	    "  -  -r  discard: its colour, if known, after the dash\n"
	    "  x  z   take a game changer: x2 or zero\n"
	    "  r      cover (younger variant: choose) that colour's scoring card\n"
	    "  letters: r red, y yellow, g green, b blue, p purple, n brown\n"
	    "  (French: r rouge, j jaune, v vert, b bleu, p violet, m marron)\n"
	    "  the move is the next player's (in a pick, the first in seating\n"
	    "  order still to play); a name first gives it to another: bob r21;\n"
	    "  a line holds moves one after another: a whole pick, a draft"),
	.example = N_(
	    "new bte ann bob cyd\n"
	    "r21 y22 g21\n"
	    "r22 - b22\n"
	    "...\n"
	    "x z x\n"
	    "r b g"),
};
