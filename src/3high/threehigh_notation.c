/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_notation.c — 3-High's short forms (cli.md "The notation").
 * A piece is its colour's letter and its size in pips (r3 the red large,
 * b1 the blue small); a starting stack its square and its pieces, bottom
 * first (e4r3b1), so the whole setup fits on one line; a turn the card,
 * the side and the piece (5hnr1: the 5 of hearts beside the north side,
 * the red small); "!" the player to move is stuck.  The move is the
 * player's whose turn it is. */
#include <stdio.h>
#include <string.h>

#include "threehigh_glue.h"
#include "command.h"
#include "i18n.h"

/* Colour letters by palette, English then French, as the board's key
 * writes them: no letter of one language is another colour in the
 * other, so both are read. */
static const char *const colours_en[2] = { "rygbk", "xcopw" };
static const char *const colours_fr[2] = { "rjvbn", "tcovb" };
/* Suits (enum threehigh_suit): English s h d c, French p c k t as bridge
 * players write them; c is clubs in English and cœur in French, so the
 * session's language decides it. */
static const char suits_en[] = "shdc";
static const char suits_fr[] = "pckt";
/* Sides (enum threehigh_side): n e s w, French o for ouest. */
static const char sides_en[] = "nesw";
static const char sides_fr[] = "neso";

static bool
french(void)
{
	return strcmp(i18n_lang(), "fr") == 0;
}

/* The index of c in the session's letters, else in the other
 * language's (when it means nothing in the session's), or -1. */
static int
letter_of(const char *en, const char *fr, char c)
{
	const char *mine = french() ? fr : en, *other = french() ? en : fr;
	const char *at;

	c = (char)(c | 0x20);
	if (c != 0 && (at = strchr(mine, c)) != NULL)
		return (int)(at - mine);
	if (c != 0 && (at = strchr(other, c)) != NULL)
		return (int)(at - other);
	return -1;
}

/* "r3" at s: the piece in g's palette, or -1. */
static int
piece_at(const struct threehigh *g, const char *s)
{
	int colour = letter_of(colours_en[g->xeno], colours_fr[g->xeno], s[0]);

	if (colour < 0 || s[1] < '1' || s[1] > '3')
		return -1;
	return threehigh_piece(colour, s[1] - '0');
}

static const char *
player_name(const struct threehigh *g, int player)
{
	return g->names[player >= 0 ? player : g->th.turn];
}

static enum notation_read
threehigh_read(const void *state, int player, const char *w, struct sbuf *out,
    struct verdict *v)
{
	const struct threehigh *g = state;
	char buf[16];
	int piece;

	(void)v;
	if (strcmp(w, "!") == 0) {
		sbuf_printf(out, "stuck %s", player_name(g, player));
		return NOTATION_MOVE;
	}
	/* a starting stack: a square, then pieces bottom first */
	if (w[0] >= 'a' && w[0] <= 'h' && w[1] >= '1' && w[1] <= '8' && w[2] != '\0') {
		struct sbuf b = { 0 };
		bool ok = strlen(w + 2) % 2 == 0;
		sbuf_printf(&b, "setup %.2s", w);
		for (const char *s = w + 2; ok && *s; s += 2)
			if ((ok = (piece = piece_at(g, s)) >= 0))
				sbuf_printf(&b, " %s", threehigh_piece_english(g, piece));
		if (ok)
			sbuf_add(out, b.s);
		sbuf_free(&b);
		return ok ? NOTATION_MOVE : NOTATION_NO;
	}
	/* a turn: value, suit, side, piece */
	int value = (w[0] | 0x20) == 'a' ? 1 : w[0] - '0';
	int suit = w[0] ? letter_of(suits_en, suits_fr, w[1]) : -1;
	int side = suit >= 0 ? letter_of(sides_en, sides_fr, w[2]) : -1;
	if (value < 1 || value > THREEHIGH_VALUES || suit < 0 || side < 0 ||
	    strlen(w) != 5 || (piece = piece_at(g, w + 3)) < 0)
		return NOTATION_NO;
	sbuf_printf(out, "play %s %s %s %s", player_name(g, player),
	    threehigh_card_english(threehigh_card(value, suit), buf),
	    threehigh_side_english(side), threehigh_piece_english(g, piece));
	return NOTATION_MOVE;
}

static void
add_piece(const struct threehigh *g, struct sbuf *out, int piece)
{
	sbuf_printf(out, "%c%d", (french() ? colours_fr : colours_en)[g->xeno]
	    [threehigh_piece_colour(piece)], threehigh_piece_size(piece));
}

static bool
threehigh_write(const void *before, int argc, char *const *argv, struct sbuf *out,
    struct notation_move *m)
{
	const struct threehigh *g = before;
	int piece, card, side;

	m->together = false;
	if (strcmp(argv[0], "setup") == 0 && argc >= 3) {
		m->line = 0; /* the whole setup on one line */
		if (strlen(argv[1]) != 2 || threehigh_square_of(argv[1]) < 0)
			return false;
		sbuf_add(out, argv[1]);
		for (int i = 2; i < argc; i++) {
			/* both palettes' words: the game's are 0..14 */
			if ((piece = threehigh_piece_of(argv[i])) < 0)
				return false;
			add_piece(g, out, piece % THREEHIGH_PIECES);
		}
		return true;
	}
	if (argc < 2 || !threehigh_parse_player(g, argv[1], &m->player, NULL))
		return false;
	m->line = 1 + g->th.nplayed; /* a turn a line */
	if (strcmp(argv[0], "stuck") == 0 && argc == 2) {
		sbuf_addc(out, '!');
		return true;
	}
	if (strcmp(argv[0], "play") != 0 || argc != 5 ||
	    (card = threehigh_card_of(argv[2])) < 0 ||
	    (side = threehigh_side_of(argv[3])) < 0 ||
	    (piece = threehigh_piece_of(argv[4])) < 0)
		return false;
	int value = threehigh_card_value(card);
	sbuf_printf(out, "%c%c%c", value == 1 ? 'a' : '0' + value,
	    (french() ? suits_fr : suits_en)[threehigh_card_suit(card)],
	    (french() ? sides_fr : sides_en)[side]);
	add_piece(g, out, piece % THREEHIGH_PIECES);
	return true;
}

/* TAB: a square with a piece not yet set up, or every legal turn (the
 * card, the side and the piece). */
static void
threehigh_notation_complete(const void *state, int player, struct game_offer *out)
{
	const struct threehigh *g = state;
	char tok[8];

	(void)player;
	if (threehigh_phase(&g->th) == THREEHIGH_PHASE_SETUP) {
		/* a square and a piece still off the board */
		for (int sq = 0; sq < THREEHIGH_SQUARES; sq++)
			for (int p = 0; p < THREEHIGH_PIECES; p++)
				if (g->th.square_of[p] == THREEHIGH_NONE) {
					struct sbuf b = { 0 };
					sbuf_printf(&b, "%c%d", 'a' + threehigh_file(sq), 1 + threehigh_rank(sq));
					add_piece(g, &b, p);
					game_offer_add(out, b.s);
					sbuf_free(&b);
				}
		return;
	}
	if (threehigh_phase(&g->th) != THREEHIGH_PHASE_PLAY)
		return;
	for (int c = 0; c < THREEHIGH_CARDS; c++)
		for (int side = 0; side < 4; side++)
			for (int p = 0; p < THREEHIGH_PIECES; p++) {
				struct threehigh_move m = { g->th.turn, c, side, p };
				struct threehigh_trace t;
				if (threehigh_check(&g->th, &m, &t) != 0)
					continue;
				int value = threehigh_card_value(c);
				snprintf(tok, sizeof tok, "%c%c%c",
				    value == 1 ? 'a' : '0' + value,
				    (french() ? suits_fr : suits_en)[threehigh_card_suit(c)],
				    (french() ? sides_fr : sides_en)[side]);
				struct sbuf b = { 0 };
				sbuf_add(&b, tok);
				add_piece(g, &b, p);
				game_offer_add(out, b.s);
				sbuf_free(&b);
			}
	game_offer_add(out, "!");
}

const struct game_notation threehigh_notation = {
	.read = threehigh_read,
	.write = threehigh_write,
	.complete = threehigh_notation_complete,
	.table = N_(
	    "  e4r3b1  a starting stack: the square, then its pieces bottom\n"
	    "          first, each a colour's letter and its size in pips\n"
	    "          (3 large, 2 medium, 1 small); several to a line\n"
	    "  5hnr1   a turn: the card (a for the ace; suits s h d c), the side\n"
	    "          (n e s w), the piece moved\n"
	    "  !       the player to move is stuck\n"
	    "  colours: r red, y yellow, g green, b blue, k black; xeno x clear,\n"
	    "  c cyan, o orange, p purple, w white (French: r j v b n; t c o v b;\n"
	    "  suits p c k t, c is then cœur; o ouest)\n"
	    "  the turn is the player's whose turn it is; a name first: bob 5hnr1"),
	.example = N_(
	    "new 3high ann bob\n"
	    "a1r3 b1y3 c1g3 d1b3 e1k3 a2r2 b2y2 c2g2\n"
	    "d2b2 e2k2 a3r1 b3y1 c3g1 d3b1 e3k1\n"
	    "6cnr1\n"
	    "!"),
};
