/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_notation.c — Tout là-haut's short forms (cli.md "The notation"):
 * a card is its two floors, bottom first, each a colour's letter and its
 * value (r3b2), a card face down "-", the objective card "=" and its
 * letter (=m).  The move is the player's whose turn it is. */
#include <stdio.h>
#include <string.h>

#include "tlh_glue.h"
#include "command.h"
#include "i18n.h"

/* The colours' letters (enum tlh_colour order, gray none), English then
 * French: no letter is two colours, so both are read everywhere. */
static const char letters_en[TLH_COLOURS] = { 0, 'r', 'y', 'g', 'b', 'p', 'o' };
static const char letters_fr[TLH_COLOURS] = { 0, 'r', 'j', 'v', 'b', 'p', 'o' };
/* The objective cards' letters (enum tlh_objective order), English then
 * French (deux-brelans b, petite-cabane p, aucun a): a letter of both
 * lists means one card. */
static const char objectives_en[TLH_OBJECTIVES] = { 'n', 'm', 't', 'e', 'd', 'l' };
static const char objectives_fr[TLH_OBJECTIVES] = { 'a', 'm', 'b', 'e', 'd', 'p' };

static bool
french(void)
{
	return strcmp(i18n_lang(), "fr") == 0;
}

static int
index_of(const char *en, const char *fr, int n, char c)
{
	c = (char)(c | 0x20);
	for (int k = 0; k < n; k++)
		if (c != 0 && (en[k] == c || fr[k] == c))
			return k;
	return -1;
}

/* "r3" at w: the floor, or false. */
static bool
floor_at(const char *w, struct tlh_floor *f)
{
	int k = index_of(letters_en, letters_fr, TLH_COLOURS, w[0]);

	if (k <= 0 || w[1] < '0' || w[1] > '9')
		return false;
	f->colour = k;
	f->value = w[1] - '0';
	return true;
}

static int
player_of(const struct tlh_match *m, int player)
{
	int p = tlh_to_play(m);

	return player >= 0 ? player : p >= 0 ? p : 0; /* over: refused */
}

static enum notation_read
tlh_read(const void *state, int player, const char *w, struct sbuf *out,
    struct verdict *v)
{
	const struct tlh_match *m = state;
	struct tlh_floor b, t;
	int k;

	(void)v;
	if (strcmp(w, "-") == 0) {
		sbuf_printf(out, "play %s down", m->name[player_of(m, player)]);
		return NOTATION_MOVE;
	}
	if (w[0] == '=' && w[1] != '\0' && w[2] == '\0' &&
	    (k = index_of(objectives_en, objectives_fr, TLH_OBJECTIVES, w[1])) >= 0) {
		sbuf_printf(out, "objective %s", tlh_objective_names[k]);
		return NOTATION_MOVE;
	}
	if (strlen(w) != 4 || !floor_at(w, &b) || !floor_at(w + 2, &t))
		return NOTATION_NO;
	sbuf_printf(out, "play %s %s%d %s%d", m->name[player_of(m, player)],
	    tlh_colour_names[b.colour], b.value, tlh_colour_names[t.colour],
	    t.value);
	return NOTATION_MOVE;
}

/* "red3" (English, as logs write it): its floor, or false. */
static bool
floor_word(const char *w, struct tlh_floor *f)
{
	for (int k = 1; k < TLH_COLOURS; k++) {
		size_t n = strlen(tlh_colour_names[k]);
		if (strncmp(w, tlh_colour_names[k], n) == 0 && w[n] >= '0' &&
		    w[n] <= '9' && w[n + 1] == '\0') {
			f->colour = k;
			f->value = w[n] - '0';
			return true;
		}
	}
	return false;
}

static bool
tlh_write(const void *before, int argc, char *const *argv, struct sbuf *out,
    struct notation_move *mv)
{
	const struct tlh_match *m = before;
	const char *letters = french() ? letters_fr : letters_en;
	struct tlh_floor b, t;
	int k;

	/* a move a line: turns are one after another, and a line end costs
	 * nothing where a blank does */
	mv->line = m->current * 1000 + tlh_current(m)->played;
	mv->together = false;
	if (strcmp(argv[0], "objective") == 0 && argc == 2) {
		mv->line = -1 - m->current;
		if ((k = cmd_match(argv[1], tlh_objective_words, tlh_nobjective_words)) < 0)
			return false;
		sbuf_printf(out, "=%c", (french() ? objectives_fr : objectives_en)[k]);
		return true;
	}
	if (strcmp(argv[0], "play") != 0 || argc < 3)
		return false;
	mv->player = tlh_player_arg(m, argv[1], NULL);
	if (argc == 3 && cmd_match(argv[2], tlh_down_words, tlh_ndown_words) >= 0) {
		sbuf_addc(out, '-');
		return true;
	}
	if (argc != 4 || !floor_word(argv[2], &b) || !floor_word(argv[3], &t))
		return false;
	sbuf_printf(out, "%c%d%c%d", letters[b.colour], b.value,
	    letters[t.colour], t.value);
	return true;
}

static void
tlh_complete(const void *state, int player, struct game_offer *out)
{
	const struct tlh_match *m = state;
	const char *letters = french() ? letters_fr : letters_en;
	struct tlh_floor at[TLH_FLOORS];
	char tok[32]; /* room for any int: -O1 -Werror checks the bound */
	int n = tlh_legal_bottoms(m, player_of(m, player), at);

	/* the bottom floors that fit, each with every top floor */
	for (int i = 0; i < n; i++)
		for (int c = 1; c < TLH_COLOURS; c++)
			for (int val = TLH_MIN_VALUE; val <= TLH_MAX_VALUE; val++) {
				struct tlh_floor f = { c, val };
				if (tlh_check_floor(m, f))
					continue;
				snprintf(tok, sizeof tok, "%c%d%c%d",
				    letters[at[i].colour], at[i].value, letters[c], val);
				game_offer_add(out, tok);
			}
	game_offer_add(out, "-");
	if (tlh_check_objective(m) == 0)
		for (int k = 0; k < TLH_OBJECTIVES; k++) {
			snprintf(tok, sizeof tok, "=%c",
			    (french() ? objectives_fr : objectives_en)[k]);
			game_offer_add(out, tok);
		}
}

const struct game_notation tlh_notation = {
	.read = tlh_read,
	.write = tlh_write,
	.complete = tlh_complete,
	.table = N_(
	    "  r3b2   a card: its bottom floor then its top floor, each a\n"
	    "         colour's letter and its value\n"
	    "  -      a card face down\n"
	    "  =m     the objective card: =m monochromatic, =t two-step,\n"
	    "         =e efficient, =d diversified, =l little treehouse, =n none\n"
	    "  letters: r red, y yellow, g green, b blue, p purple, o orange\n"
	    "  (French: r rouge, j jaune, v vert, b bleu, p violet, o orange;\n"
	    "  objectives =b deux-brelans, =p petite-cabane, =a aucun)\n"
	    "  the card is the player's whose turn it is; a name first: bob r3b2"),
	.example = N_(
	    "new tlh ann bob\n"
	    "=m\n"
	    "r3b2\n"
	    "g2r4\n"
	    "b2y3\n"
	    "-"),
};
