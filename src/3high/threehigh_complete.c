/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_complete.c — what TAB offers in 3-High: for a move, only what
 * the judge of threehigh.c would accept now (the player to move, a card
 * that can move some piece, a side and a piece that go with it, a piece
 * that may join a setup stack); for a question, every player, card, side
 * and piece on the board.  Words in the messages' language when they read
 * back as the same thing, else in English. */
#include "threehigh_glue.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

/* Whether the player to move may play `card` beside `side` (any side if
 * THREEHIGH_NONE) moving `piece` (any piece if THREEHIGH_NONE). */
static bool
playable(const struct threehigh *g, int card, int side, int piece)
{
	for (int s = 0; s < 4; s++)
		for (int p = 0; p < THREEHIGH_PIECES; p++) {
			struct threehigh_move m = { g->th.turn, card, s, p };
			struct threehigh_trace t;

			if ((side == THREEHIGH_NONE || side == s) &&
			    (piece == THREEHIGH_NONE || piece == p) &&
			    threehigh_check(&g->th, &m, &t) == 0)
				return true;
		}
	return false;
}

/* A piece in the language's words ("grande-rouge"), or in the other
 * order when that is what the scorekeeper started typing ("rouge-"):
 * both orders are read. */
static void
add_piece(const struct threehigh *g, int piece, struct game_offer *out)
{
	const char *word = threehigh_piece_word(g, piece);
	const char *dash;
	char swapped[THREEHIGH_NAME_SIZE];
	int want = (int)g->xeno * THREEHIGH_PIECES + piece;

	if (threehigh_piece_of(word) != want)
		word = threehigh_piece_english(g, piece);
	if (game_offer_add(out, word) || (dash = strchr(word, '-')) == NULL ||
	    strlen(word) >= sizeof swapped)
		return;
	snprintf(swapped, sizeof swapped, "%s-%.*s", dash + 1, (int)(dash - word), word);
	if (threehigh_piece_of(swapped) == want)
		game_offer_add(out, swapped);
}

static void
add_side(int side, struct game_offer *out)
{
	const char *word = threehigh_side_name(side);

	if (threehigh_side_of(word) != side)
		word = threehigh_side_english(side);
	game_offer_add(out, word);
}

/* The piece a typed word names in this game's set, or THREEHIGH_NONE. */
static int
typed_piece(const struct threehigh *g, const char *s)
{
	int p = threehigh_piece_of(s);

	return p >= 0 && p / THREEHIGH_PIECES == (int)g->xeno ? p % THREEHIGH_PIECES : THREEHIGH_NONE;
}

/* setup SQUARE PIECE...: the pieces the judge would let lie on what the
 * line has laid so far. */
static void
complete_setup(const struct threehigh *g, int argi, char **argv,
    struct game_offer *out)
{
	int square, pieces[THREEHIGH_PIECES], n = 0, bad, under;
	char sq[3];

	if (threehigh_phase(&g->th) != THREEHIGH_PHASE_SETUP)
		return;
	if (argi == 1) {
		for (int s = 0; s < THREEHIGH_SQUARES; s++)
			game_offer_add(out, threehigh_square_name(threehigh_square(
			    s / THREEHIGH_RANKS, s % THREEHIGH_RANKS), sq));
		return;
	}
	if ((square = threehigh_square_of(argv[1])) < 0)
		return;
	for (int i = 2; i < argi && n < THREEHIGH_PIECES - 1; i++)
		if ((pieces[n] = typed_piece(g, argv[i])) != THREEHIGH_NONE)
			n++;
	for (int p = 0; p < THREEHIGH_PIECES; p++) {
		pieces[n] = p;
		if (threehigh_check_setup(&g->th, square, pieces, n + 1, &bad,
		    &under) == THREEHIGH_SETUP_OK)
			add_piece(g, p, out);
	}
}

/* play NAME CARD SIDE PIECE and stuck NAME: what can be played now. */
static void
complete_play(const struct threehigh *g, int argi, char **argv,
    struct game_offer *out)
{
	char code[16];
	int card = argi > 2 ? threehigh_card_of(argv[2]) : -1;
	int side = argi > 3 ? threehigh_side_of(argv[3]) : -1;

	if (threehigh_phase(&g->th) != THREEHIGH_PHASE_PLAY)
		return;
	if (argi == 1 || strcmp(argv[0], "stuck") == 0) {
		if (argi == 1)
			game_offer_add(out, g->names[g->th.turn]);
		return;
	}
	if (argi == 2) {
		for (int k = 0; k < THREEHIGH_CARDS; k++)
			if (playable(g, k, THREEHIGH_NONE, THREEHIGH_NONE))
				game_offer_add(out, threehigh_card_code(k, code));
	} else if (argi == 3 && card >= 0) {
		for (int s = 0; s < 4; s++)
			if (playable(g, card, s, THREEHIGH_NONE))
				add_side(s, out);
	} else if (argi == 4 && card >= 0 && side >= 0) {
		for (int p = 0; p < THREEHIGH_PIECES; p++)
			if (playable(g, card, side, p))
				add_piece(g, p, out);
	}
}

/* why NAME CARD SIDE PIECE and legal NAME CARD: any move may be asked
 * about. */
static void
complete_question(const struct threehigh *g, int argi, struct game_offer *out)
{
	char code[16];

	if (argi == 1) {
		for (int i = 0; i < g->th.nplayers; i++)
			game_offer_add(out, g->names[i]);
	} else if (argi == 2) {
		for (int k = 0; k < THREEHIGH_CARDS; k++)
			if (!g->th.played[k])
				game_offer_add(out, threehigh_card_code(k, code));
	} else if (argi == 3) {
		for (int s = 0; s < 4; s++)
			add_side(s, out);
	} else if (argi == 4) {
		for (int p = 0; p < THREEHIGH_PIECES; p++)
			if (g->th.square_of[p] != THREEHIGH_NONE)
				add_piece(g, p, out);
	}
}

void
threehigh_complete(const void *state, int argi, char **argv,
    struct game_offer *out)
{
	const struct threehigh *g = state;

	if (strcmp(argv[0], "setup") == 0)
		complete_setup(g, argi, argv, out);
	else if (strcmp(argv[0], "play") == 0 || strcmp(argv[0], "stuck") == 0)
		complete_play(g, argi, argv, out);
	else if (strcmp(argv[0], "legal") == 0 && argi <= 2)
		complete_question(g, argi, out);
	else if (strcmp(argv[0], "why") == 0 || (strcmp(argv[0], "show") == 0 &&
	    argi == 1))
		complete_question(g, argi, out);
}
