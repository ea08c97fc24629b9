/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* game_3high.c — 3-High at the table: the scorekeeper's words, the board
 * picture and the explanations, around the rules engine of threehigh.c. */
#include "game_3high.h"

#include <stdio.h>
#include <string.h>

#include "command.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "threehigh.h"
#include "util.h"

#define NAME_SIZE 64 /* names hold at most 63 bytes */

/* ---- words ---------------------------------------------------------- */

/* Colours of both palettes: value = palette * 5 + colour. */
static const struct word colour_words[] = {
	{ "red", 0 }, { "rouge", 0 },
	{ "yellow", 1 }, { "jaune", 1 },
	{ "green", 2 }, { "vert", 2 }, { "verte", 2 },
	{ "blue", 3 }, { "bleu", 3 }, { "bleue", 3 },
	{ "black", 4 }, { "noir", 4 }, { "noire", 4 },
	{ "clear", 5 }, { "transparent", 5 }, { "transparente", 5 },
	{ "cyan", 6 },
	{ "orange", 7 },
	{ "purple", 8 }, { "violet", 8 }, { "violette", 8 },
	{ "white", 9 }, { "blanc", 9 }, { "blanche", 9 },
};

static const struct word size_words[] = {
	{ "small", TH_SMALL }, { "petit", TH_SMALL }, { "petite", TH_SMALL },
	{ "medium", TH_MEDIUM }, { "moyen", TH_MEDIUM }, { "moyenne", TH_MEDIUM },
	{ "large", TH_LARGE }, { "grand", TH_LARGE }, { "grande", TH_LARGE },
};

/* After the value: English letters or words, French pi co ca tr. */
static const struct word suit_words[] = {
	{ "s", TH_SPADES }, { "spades", TH_SPADES }, { "spade", TH_SPADES },
	{ "pi", TH_SPADES }, { "pique", TH_SPADES }, { "piques", TH_SPADES },
	{ "h", TH_HEARTS }, { "hearts", TH_HEARTS }, { "heart", TH_HEARTS },
	{ "co", TH_HEARTS }, { "coeur", TH_HEARTS }, { "cœur", TH_HEARTS },
	{ "d", TH_DIAMONDS }, { "diamonds", TH_DIAMONDS },
	{ "diamond", TH_DIAMONDS }, { "ca", TH_DIAMONDS },
	{ "carreau", TH_DIAMONDS }, { "carreaux", TH_DIAMONDS },
	{ "c", TH_CLUBS }, { "clubs", TH_CLUBS }, { "club", TH_CLUBS },
	{ "tr", TH_CLUBS }, { "trefle", TH_CLUBS }, { "trefles", TH_CLUBS },
};

static const struct word side_words[] = {
	{ "north", TH_NORTH }, { "nord", TH_NORTH },
	{ "east", TH_EAST }, { "est", TH_EAST },
	{ "south", TH_SOUTH }, { "sud", TH_SOUTH },
	{ "west", TH_WEST }, { "ouest", TH_WEST },
};

#define NWORDS(w) ((int)(sizeof(w) / sizeof((w)[0])))

/* Piece names as the scorekeeper types them back, per palette. */
static const char *const piece_names[2][TH_PIECES] = {
	{ N_("red-small"), N_("red-medium"), N_("red-large"),
	  N_("yellow-small"), N_("yellow-medium"), N_("yellow-large"),
	  N_("green-small"), N_("green-medium"), N_("green-large"),
	  N_("blue-small"), N_("blue-medium"), N_("blue-large"),
	  N_("black-small"), N_("black-medium"), N_("black-large") },
	{ N_("clear-small"), N_("clear-medium"), N_("clear-large"),
	  N_("cyan-small"), N_("cyan-medium"), N_("cyan-large"),
	  N_("orange-small"), N_("orange-medium"), N_("orange-large"),
	  N_("purple-small"), N_("purple-medium"), N_("purple-large"),
	  N_("white-small"), N_("white-medium"), N_("white-large") },
};

/* TRANSLATORS: colour names as adjectives of "tree" ("the red tree"). */
static const char *const colour_names[2][TH_COLOURS] = {
	{ N_("red"), N_("yellow"), N_("green"), N_("blue"), N_("black") },
	{ N_("clear"), N_("cyan"), N_("orange"), N_("purple"), N_("white") },
};

static const char *const side_names[] = {
	N_("north"), N_("east"), N_("south"), N_("west"),
};

/* TRANSLATORS: a direction after "moves 3 squares" ("vers l'ouest"). */
static const char *const side_toward[] = {
	N_("northward"), N_("eastward"), N_("southward"), N_("westward"),
};

/* TRANSLATORS: %s is the value of the card: "ace" or a digit. */
static const char *const suit_long[] = {
	N_("%s of spades"), N_("%s of hearts"), N_("%s of diamonds"),
	N_("%s of clubs"),
};

/* TRANSLATORS: short card codes as typed, %s the value (a, 2..8):
 * English s h d c, French pi co ca tr. */
static const char *const suit_short[] = {
	N_("%ss"), N_("%sh"), N_("%sd"), N_("%sc"),
};

/* ---- names of things ------------------------------------------------ */

static const char *
piece_name(const struct threehigh *g, int piece)
{
	return _(piece_names[g->xeno][piece]);
}

static const char *
colour_name(const struct threehigh *g, int colour)
{
	return _(colour_names[g->xeno][colour]);
}

/* "e4" for a square; the buffer must hold 3 bytes. */
static const char *
square_name(int square, char *buf)
{
	buf[0] = (char)('a' + th_file(square));
	buf[1] = (char)('1' + th_rank(square));
	buf[2] = '\0';
	return buf;
}

/* "5 of hearts": buf must hold 64 bytes. */
static const char *
card_long(int card, char *buf)
{
	char value[16];
	int n = th_card_value(card);

	if (n == 1)
		snprintf(value, sizeof value, "%s", _("ace"));
	else
		snprintf(value, sizeof value, "%d", n);
	snprintf(buf, 64, _(suit_long[th_card_suit(card)]), value);
	return buf;
}

/* "5h" (French "5co"): buf must hold 16 bytes. */
static const char *
card_short(int card, char *buf)
{
	char value[4];
	int n = th_card_value(card);

	snprintf(value, sizeof value, n == 1 ? "a" : "%d", n);
	snprintf(buf, 16, _(suit_short[th_card_suit(card)]), value);
	return buf;
}

/* ---- parsing -------------------------------------------------------- */

/* An exact match, else a prefix whose words all agree; -1 otherwise. */
static int
lookup(const char *input, const struct word *w, int n)
{
	int value = -1;

	for (int i = 0; i < n; i++)
		if (cmd_word_eq(input, w[i].text))
			return w[i].value;
	if (*input == '\0')
		return -1;
	for (int i = 0; i < n; i++) {
		if (!cmd_word_prefix(input, w[i].text))
			continue;
		if (value >= 0 && value != w[i].value)
			return -1;
		value = w[i].value;
	}
	return value;
}

static bool
parse_square(const char *s, int *square, struct verdict *v)
{
	int f = s[0] | 0x20, r = s[1];

	if (f < 'a' || f > 'h' || r < '1' || r > '8' || s[2] != '\0')
		return verdict_fail(v, _("\"%s\" is not a square: write a file a to h, then a rank 1 to 8, such as e4"),
		    s);
	*square = th_square(f - 'a', r - '1');
	return true;
}

/* Colour and size from "red-large" (or "large-red"); -1 when unknown. */
static int
piece_words(const char *s)
{
	char a[NAME_SIZE];
	const char *dash = strchr(s, '-');
	size_t n = dash ? (size_t)(dash - s) : 0;
	int colour, size;

	if (dash == NULL || n >= sizeof a)
		return -1;
	memcpy(a, s, n);
	a[n] = '\0';
	colour = lookup(a, colour_words, NWORDS(colour_words));
	size = lookup(dash + 1, size_words, NWORDS(size_words));
	if (colour < 0 || size < 0) {
		colour = lookup(dash + 1, colour_words, NWORDS(colour_words));
		size = lookup(a, size_words, NWORDS(size_words));
	}
	if (colour < 0 || size < 0)
		return -1;
	return colour * 3 + size - 1;
}

static bool
parse_piece(const struct threehigh *g, const char *s, int *piece,
    struct verdict *v)
{
	int p = piece_words(s);

	if (p < 0)
		return verdict_fail(v, _("\"%s\" is not a piece: write colour-size, such as red-large or rouge-grand"),
		    s);
	if (p / TH_PIECES != (int)g->xeno) {
		if (g->xeno)
			return verdict_fail(v, _("%s is not in this game's set: the xeno colours are clear, cyan, orange, purple and white"),
			    s);
		return verdict_fail(v, _("%s is not in this game's set: the rainbow colours are red, yellow, green, blue and black"),
		    s);
	}
	*piece = p % TH_PIECES;
	return true;
}

/* The card a code such as 5h or 8ca names, or -1. */
static int
card_code(const char *s)
{
	int value = 0, suit;

	if (s[0] == 'a' || s[0] == 'A')
		value = 1;
	else if (s[0] >= '1' && s[0] <= '8')
		value = s[0] - '0';
	suit = value ? lookup(s + 1, suit_words, NWORDS(suit_words)) : -1;
	return suit < 0 ? -1 : th_card(value, suit);
}

static bool
parse_card(const char *s, int *card, struct verdict *v)
{
	*card = card_code(s);
	if (*card < 0)
		return verdict_fail(v, _("\"%s\" is not a card: write its value (a or 1 to 8), then its suit (s h d c, or French pi co ca tr), such as 5h or 8ca"),
		    s);
	return true;
}

static bool
parse_side(const char *s, int *side, struct verdict *v)
{
	*side = lookup(s, side_words, NWORDS(side_words));
	if (*side < 0)
		return verdict_fail(v, _("\"%s\" is not a side of the board: north, east, south or west (nord, est, sud, ouest)"),
		    s);
	return true;
}

static bool
parse_player(const struct threehigh *g, const char *s, int *player,
    struct verdict *v)
{
	*player = game_find_player(&threehigh_game, g, s, v);
	return *player >= 0;
}

/* ---- shared sentences ----------------------------------------------- */

static void
say_turn(const struct threehigh *g, struct verdict *v)
{
	int p = g->th.turn, n = g->th.hand[p];

	verdict_announce(v, ngettext("%s to play (%d card in hand).",
	    "%s to play (%d cards in hand).", (unsigned long)n), g->names[p], n);
}

/* Why the game ended, as one sentence naming who ended it. */
static const char *
end_sentence(const struct threehigh *g, char *buf, size_t size)
{
	int who = g->th.end_player;
	const char *name = who >= 0 ? g->names[who] : "";

	switch (g->th.end) {
	case TH_END_TREES:
		snprintf(buf, size, "%s", _("All five trees stand: the team wins!"));
		break;
	case TH_END_OFF_BOARD:
		snprintf(buf, size, _("%s moved a piece off the board: the team loses."), name);
		break;
	case TH_END_PILE:
		snprintf(buf, size, _("%s drew the last card of the draw pile: the team loses."), name);
		break;
	case TH_END_NO_CARD:
		snprintf(buf, size, _("%s has no card left to play: the team loses."), name);
		break;
	case TH_END_STUCK:
		snprintf(buf, size, _("%s was stuck: the team loses."), name);
		break;
	default:
		snprintf(buf, size, "%s", _("The game goes on."));
	}
	return buf;
}

static void
announce_end(const struct threehigh *g, struct verdict *v)
{
	char buf[256];

	verdict_announce(v, "%s", end_sentence(g, buf, sizeof buf));
}

/* Turn away a move or a stack that comes too early or too late. */
static bool
fail_phase(const struct threehigh *g, struct verdict *v)
{
	verdict_rule(v, "phase");
	if (!g->th.started)
		return verdict_fail(v, _("The setup is not complete (pieces on the board: %d of 15)."),
		    g->th.nplaced);
	if (g->th.outcome == TH_WON)
		return verdict_fail(v, _("The game is over: the team has won."));
	if (g->th.outcome == TH_LOST)
		return verdict_fail(v, _("The game is over: the team has lost."));
	return verdict_fail(v, _("The setup is complete: pieces now move only by cards."));
}

/* ---- new ------------------------------------------------------------ */

static bool
check_names(char **names, int n, struct verdict *v)
{
	if (n < 1 || n > TH_MAX_PLAYERS)
		return verdict_fail(v, _("3-High is played by 1 to 4 players; usage: new 3high [xeno] NAME..."));
	return frontend_check_names(names, n, NAME_SIZE, v);
}

static bool
start_game(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	char **names = c->argv + 1;
	int n = c->argc - 1;
	struct sbuf list = { 0 };

	if (n > 0 && cmd_word_eq(names[0], "xeno")) {
		g->xeno = true;
		names++;
		n--;
	}
	if (!check_names(names, n, v))
		return false;
	th_init(&g->th, n);
	for (int i = 0; i < n; i++) {
		snprintf(g->names[i], NAME_SIZE, "%s", names[i]);
		sbuf_printf(&list, "%s%s", i ? ", " : "", names[i]);
	}
	verdict_say(v, g->xeno ? _("3-High with the xeno set, for %s; %s plays first.") :
	    _("3-High with the rainbow set, for %s; %s plays first."),
	    sbuf_str(&list), g->names[0]);
	verdict_say(v, _("Enter the starting stacks, bottom first: setup SQUARE PIECE..."));
	sbuf_free(&list);
	return true;
}

/* ---- setup ---------------------------------------------------------- */

static void
stack_list(const struct threehigh *g, int square, struct sbuf *out)
{
	for (int i = 0; i < th_height(&g->th, square); i++)
		sbuf_printf(out, "%s%s", i ? ", " : "",
		    piece_name(g, g->th.stack[square][i]));
}

static void
announce_setup_done(const struct threehigh *g, struct verdict *v)
{
	int n = g->th.nplayers, hand = th_hand_size(n);
	char sq[3];

	verdict_announce(v, _("Setup complete: all 15 pieces are on the board."));
	for (int s = 0; s < TH_SQUARES; s++) {
		int c = th_tree_at(&g->th, s);
		if (c != TH_NONE)
			verdict_announce(v, _("The %s tree already stands on %s."),
			    colour_name(g, c), square_name(s, sq));
	}
	verdict_announce(v, ngettext("Deal %d card to each player; the draw pile holds %d.",
	    "Deal %d cards to each player; the draw pile holds %d.",
	    (unsigned long)hand), hand, g->th.pile);
	if (g->th.outcome == TH_WON)
		announce_end(g, v);
	else
		say_turn(g, v);
}

static bool
fail_setup(const struct threehigh *g, enum th_setup_error e, int bad,
    int under, struct verdict *v)
{
	char sq[3];

	if (e == TH_SETUP_PHASE)
		return fail_phase(g, v);
	verdict_rule(v, "setup");
	if (e == TH_SETUP_ORDER)
		return verdict_fail(v, _("%s would lie on %s, a smaller piece: the setup lays every large piece first, then the medium ones, then the small ones, each on top of what its square holds."),
		    piece_name(g, bad), piece_name(g, under));
	if (e == TH_SETUP_PLACED)
		return verdict_fail(v, _("%s is already on %s: each piece starts on the board once."),
		    piece_name(g, bad), square_name(g->th.square_of[bad], sq));
	return verdict_fail(v, _("%s is listed twice: each piece starts on the board once."),
	    piece_name(g, bad));
}

static bool
cmd_setup(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	int square = 0, pieces[TH_PIECES], n = c->argc - 2, bad, under;
	struct sbuf list = { 0 };
	char sq[3];

	if (g->th.started || g->th.outcome != TH_PLAYING)
		return fail_phase(g, v);
	if (n < 1 || n > TH_PIECES)
		return verdict_fail(v, _("Usage: %s"), _("setup SQUARE PIECE..."));
	if (!parse_square(c->argv[1], &square, v))
		return false;
	for (int i = 0; i < n; i++)
		if (!parse_piece(g, c->argv[i + 2], &pieces[i], v))
			return false;
	enum th_setup_error e = th_setup(&g->th, square, pieces, n, &bad,
	    &under);
	if (e != TH_SETUP_OK)
		return fail_setup(g, e, bad, under, v);
	stack_list(g, square, &list);
	verdict_say(v, _("%s holds %s (bottom first); pieces on the board: %d of 15."),
	    square_name(square, sq), sbuf_str(&list), g->th.nplaced);
	sbuf_free(&list);
	if (g->th.started)
		announce_setup_done(g, v);
	return true;
}

/* ---- play ----------------------------------------------------------- */

/* NAME CARD SIDE PIECE from argv[1..4]. */
static bool
parse_move(const struct threehigh *g, const struct call *c, const char *usage,
    struct th_move *m, struct verdict *v)
{
	if (c->argc != 5)
		return verdict_fail(v, _("Usage: %s"), _(usage));
	return parse_player(g, c->argv[1], &m->player, v) &&
	    parse_card(c->argv[2], &m->card, v) &&
	    parse_side(c->argv[3], &m->side, v) &&
	    parse_piece(g, c->argv[4], &m->piece, v);
}

/* The line a refused landing gets, in `why`, `legal` and rejections. */
static void
stop_refusal(const struct threehigh *g, int piece, const struct th_trace *t,
    char *buf, size_t size)
{
	char sq[3];
	int up = th_piece(th_piece_colour(piece), th_piece_size(piece) + 1);

	square_name(t->to, sq);
	if (th_piece_size(piece) == TH_LARGE)
		snprintf(buf, size, _("%s would stop on %s, on top of %s; a large piece may stop only on an empty square"),
		    piece_name(g, piece), sq, piece_name(g, t->under));
	else
		snprintf(buf, size, _("%s would stop on %s, on top of %s; it may stop only on an empty square or on %s"),
		    piece_name(g, piece), sq, piece_name(g, t->under),
		    piece_name(g, up));
}

static void
report_broken(const struct threehigh *g, const struct th_move *m,
    const struct th_trace *t, unsigned broken, struct verdict *v)
{
	char buf[256], card[64];

	if (broken & TH_RULE_TURN) {
		verdict_rule(v, "turn");
		verdict_fail(v, _("It is %s's turn, not %s's."),
		    g->names[g->th.turn], g->names[m->player]);
	}
	if (broken & TH_RULE_CARD) {
		verdict_rule(v, "card");
		verdict_fail(v, _("The %s has already been played."), card_long(m->card, card));
	}
	if (broken & TH_RULE_COVERED) {
		verdict_rule(v, "covered");
		verdict_fail(v, _("%s is covered by %s: only the top piece of a stack may move."),
		    piece_name(g, m->piece), piece_name(g, th_above(&g->th, m->piece)));
	}
	if (broken & TH_RULE_STACK) {
		verdict_rule(v, "stack");
		stop_refusal(g, m->piece, t, buf, sizeof buf);
		verdict_fail(v, _("%s."), buf);
	}
}

/* "red-small moves 4 squares northward, from e2 to e6." and its kin. */
static void
say_travel(const struct threehigh *g, int piece, const struct th_trace *t,
    struct verdict *v)
{
	int d = t->distance < 0 ? -t->distance : t->distance;
	const char *name = piece_name(g, piece), *dir;
	char from[3], to[3];

	if (t->toward == TH_NONE) {
		verdict_say(v, _("%s stays on %s: the distance is 0."), name,
		    square_name(t->from, from));
		return;
	}
	dir = _(side_toward[t->toward]);
	square_name(t->from, from);
	if (t->off)
		verdict_say(v, ngettext("%s moves %d square %s from %s and leaves the board.",
		    "%s moves %d squares %s from %s and leaves the board.",
		    (unsigned long)d), name, d, dir, from);
	else if (t->under != TH_NONE)
		verdict_say(v, ngettext("%s moves %d square %s, from %s to %s, onto %s.",
		    "%s moves %d squares %s, from %s to %s, onto %s.",
		    (unsigned long)d), name, d, dir, from,
		    square_name(t->to, to), piece_name(g, t->under));
	else
		verdict_say(v, ngettext("%s moves %d square %s, from %s to %s.",
		    "%s moves %d squares %s, from %s to %s.",
		    (unsigned long)d), name, d, dir, from, square_name(t->to, to));
}

static void
say_aftermath(const struct threehigh *g, const struct th_report *r,
    struct verdict *v)
{
	const char *name = g->names[r->mover];
	char sq[3];

	if (r->drew)
		verdict_say(v, _("%s draws a card (hand %d, draw pile %d)."), name,
		    g->th.hand[r->mover], g->th.pile);
	else if (!r->trace.off)
		verdict_say(v, _("%s draws no card, as a tree was completed: the hand is one card smaller (%d)."),
		    name, g->th.hand[r->mover]);
	for (int c = 0; c < TH_COLOURS; c++)
		if (r->completed[c])
			verdict_announce(v, _("The %s tree stands on %s (%d of 5)."),
			    colour_name(g, c),
			    square_name(g->th.square_of[th_piece(c, TH_SMALL)], sq),
			    th_trees(&g->th));
	if (g->th.outcome != TH_PLAYING)
		announce_end(g, v);
	else
		say_turn(g, v);
}

static bool
cmd_play(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	struct th_move m;
	struct th_trace t;
	struct th_report r;
	char card[64];
	unsigned broken;

	if (!parse_move(g, c, N_("play NAME CARD SIDE PIECE"), &m, v))
		return false;
	broken = th_check(&g->th, &m, &t);
	if (broken) {
		/* every rule the move breaks, as `why` names them */
		if (broken & TH_RULE_PHASE)
			fail_phase(g, v);
		report_broken(g, &m, &t, broken, v);
		return false;
	}
	th_play(&g->th, &m, &r);
	verdict_say(v, _("%s plays the %s beside the %s side."), g->names[m.player],
	    card_long(m.card, card), _(side_names[m.side]));
	say_travel(g, m.piece, &r.trace, v);
	say_aftermath(g, &r, v);
	return true;
}

static bool
cmd_stuck(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	int player;
	unsigned broken;

	if (c->argc != 2)
		return verdict_fail(v, _("Usage: %s"), _("stuck NAME"));
	if (!parse_player(g, c->argv[1], &player, v))
		return false;
	broken = th_check_stuck(&g->th, player);
	if (broken & TH_RULE_PHASE)
		return fail_phase(g, v);
	if (broken & TH_RULE_TURN) {
		verdict_rule(v, "turn");
		return verdict_fail(v, _("It is %s's turn, not %s's."),
		    g->names[g->th.turn], g->names[player]);
	}
	th_stuck(&g->th);
	verdict_say(v, _("%s is stuck: no card in hand can be played."), g->names[player]);
	announce_end(g, v);
	return true;
}

/* ---- show ----------------------------------------------------------- */

/* The board, with beside it (or under it, on a narrow terminal) the key
 * to its codes and every stack of two pieces or more.  A square shows
 * its top piece's colour and size letters, the stack height, and '*'
 * when a tree stands there; on a colour terminal the letters are filled
 * with the piece's colour. */
#define CELL_WIDTH 5

static const char *const piece_fill[2][TH_COLOURS] = {
	{ "\033[1;97;41m", "\033[30;103m", "\033[30;42m", "\033[1;97;44m",
	  "\033[1;97;48;5;238m" },
	{ "\033[30;48;5;250m", "\033[30;106m", "\033[30;48;5;208m",
	  "\033[1;97;45m", "\033[30;107m" },
};

/* TRANSLATORS: the size names in the key beside the board. */
static const char *const size_names[] = {
	N_("small"), N_("medium"), N_("large"),
};

/* One letter per colour and per size; the translation may change them. */
static char
code_letter(const char *letters, const char *fallback, int i)
{
	return strlen(letters) == strlen(fallback) ? letters[i] : fallback[i];
}

static char
colour_letter(const struct threehigh *g, int colour)
{
	/* TRANSLATORS: one letter for each colour of the rainbow set: red,
	 * yellow, green, blue, black; five different letters. */
	const char *rainbow = _("RYGBK");
	/* TRANSLATORS: one letter for each colour of the xeno set: clear,
	 * cyan, orange, purple, white; five different letters. */
	const char *xeno = _("XCOPW");

	return g->xeno ? code_letter(xeno, "XCOPW", colour) :
	    code_letter(rainbow, "RYGBK", colour);
}

static char
size_letter(int size)
{
	/* TRANSLATORS: one letter for each size: small, medium, large. */
	return code_letter(_("SML"), "SML", size - 1);
}

/* `text` filled with the colour on a colour terminal. */
static void
add_filled(struct sbuf *out, const struct threehigh *g, int colour,
    const char *text, bool fill)
{
	if (fill)
		sbuf_add(out, piece_fill[g->xeno][colour]);
	sbuf_add(out, text);
	if (fill)
		sbuf_add(out, "\033[0m");
}

/* A piece's two letters: colour then size. */
static void
add_code(struct sbuf *out, const struct threehigh *g, int piece, bool fill)
{
	char code[3] = { colour_letter(g, th_piece_colour(piece)),
	    size_letter(th_piece_size(piece)), '\0' };

	add_filled(out, g, th_piece_colour(piece), code, fill);
}

static void
square_cell(const struct threehigh *g, int square, bool fill,
    struct sbuf *out)
{
	int top = th_top(&g->th, square), at = (int)out->len;
	int h = th_height(&g->th, square);

	if (top == TH_NONE) {
		sbuf_add(out, " .   ");
		return;
	}
	sbuf_addc(out, ' ');
	add_code(out, g, top, fill);
	/* a setup stack of ten pieces or more has no room left for the
	 * star: the list of stacks still tells */
	sbuf_printf(out, "%d%s", h, th_tree_at(&g->th, square) != TH_NONE &&
	    h < 10 ? "*" : "");
	while (render_width(out->s + at) < CELL_WIDTH)
		sbuf_addc(out, ' ');
}

static void
board_files(struct sbuf *out)
{
	sbuf_add(out, "  ");
	for (int f = 0; f < TH_FILES; f++)
		sbuf_printf(out, " %c%s", 'a' + f, f + 1 < TH_FILES ? "   " : "");
	sbuf_addc(out, '\n');
}

/* The board with north at the top, as the table sees it from the south. */
static void
draw_board(const struct threehigh *g, bool fill, struct sbuf *out)
{
	sbuf_printf(out, "%18s%s\n", "", _("north"));
	board_files(out);
	for (int r = TH_RANKS - 1; r >= 0; r--) {
		sbuf_printf(out, "%d ", r + 1);
		for (int f = 0; f < TH_FILES; f++)
			square_cell(g, th_square(f, r), fill, out);
		sbuf_printf(out, " %d\n", r + 1);
	}
	board_files(out);
	sbuf_printf(out, "%18s%s\n", "", _("south"));
}

/* The letters' meanings: a colour, then a size, on each line. */
static void
draw_key(const struct threehigh *g, bool fill, struct sbuf *out)
{
	int w = 0;

	for (int c = 0; c < TH_COLOURS; c++)
		if (render_width(colour_name(g, c)) > w)
			w = render_width(colour_name(g, c));
	sbuf_printf(out, "%s\n", _("Top piece, then the stack height:"));
	for (int c = 0; c < TH_COLOURS; c++) {
		char letter[2] = { colour_letter(g, c), '\0' };
		int at = (int)out->len;

		add_filled(out, g, c, letter, fill);
		sbuf_printf(out, " %s", colour_name(g, c));
		if (c < 3) {
			while (render_width(out->s + at) < w + 4)
				sbuf_addc(out, ' ');
			sbuf_printf(out, "%c %s", size_letter(c + 1),
			    _(size_names[c]));
		}
		sbuf_addc(out, '\n');
	}
	sbuf_printf(out, "%s\n", _("* a tree stands there"));
}

/* Every stack of two pieces or more, bottom first, so that the pieces
 * under the top ones can be seen too. */
static void
draw_stacks(const struct threehigh *g, bool fill, struct sbuf *out)
{
	bool any = false;
	char sq[3];

	for (int s = 0; s < TH_SQUARES; s++) {
		int h = th_height(&g->th, s);
		if (h < 2)
			continue;
		if (!any)
			sbuf_printf(out, "\n%s\n", _("Stacks, bottom first:"));
		any = true;
		sbuf_add(out, square_name(s, sq));
		for (int i = 0; i < h; i++) {
			sbuf_addc(out, ' ');
			add_code(out, g, g->th.stack[s][i], fill);
		}
		sbuf_add(out, th_tree_at(&g->th, s) != TH_NONE ? " *\n" : "\n");
	}
}

static int
widest_line(const char *s)
{
	char line[256];
	int w = 0;

	while (*s) {
		size_t n = strcspn(s, "\n");
		snprintf(line, sizeof line, "%.*s", (int)n, s);
		if (render_width(line) > w)
			w = render_width(line);
		s += n + (s[n] == '\n');
	}
	return w;
}

static bool
cmd_show(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	struct sbuf blocks[2] = { { 0 }, { 0 } }, pic = { 0 }, key = { 0 };

	if (c->argc != 1)
		return verdict_fail(v, _("Usage: %s"), _("show"));
	draw_board(g, c->colour, &blocks[0]);
	draw_key(g, c->colour, &key);
	draw_stacks(g, c->colour, &key);
	/* beside the board, the key starts level with rank 8 */
	if (widest_line(sbuf_str(&blocks[0])) + 4 + widest_line(sbuf_str(&key)) <=
	    c->width)
		sbuf_add(&blocks[1], " \n \n");
	sbuf_add(&blocks[1], sbuf_str(&key));
	sbuf_free(&key);
	render_columns(&pic, blocks, 2, c->width, 4);
	verdict_say(v, "%s", sbuf_str(&pic));
	sbuf_free(&blocks[0]);
	sbuf_free(&blocks[1]);
	sbuf_free(&pic);
	return true;
}

/* ---- status and score ----------------------------------------------- */

static void
say_outcome(const struct threehigh *g, struct verdict *v)
{
	char buf[256];

	if (g->th.outcome == TH_PLAYING)
		verdict_say(v, "%s", _("The game goes on."));
	else
		verdict_say(v, "%s", end_sentence(g, buf, sizeof buf));
}

static void
say_trees(const struct threehigh *g, struct verdict *v)
{
	struct sbuf list = { 0 };
	char sq[3];

	for (int s = 0; s < TH_SQUARES; s++) {
		int c = th_tree_at(&g->th, s);
		if (c != TH_NONE)
			sbuf_printf(&list, "%s%s %s", list.len ? ", " : "",
			    colour_name(g, c), square_name(s, sq));
	}
	if (list.len)
		verdict_say(v, _("Trees standing: %d of 5 (%s)."), th_trees(&g->th),
		    sbuf_str(&list));
	else
		verdict_say(v, _("Trees standing: 0 of 5."));
	sbuf_free(&list);
}

static void
status_setup(const struct threehigh *g, struct verdict *v)
{
	struct sbuf list = { 0 };

	for (int p = 0; p < TH_PIECES; p++)
		if (g->th.square_of[p] == TH_NONE)
			sbuf_printf(&list, "%s%s", list.len ? ", " : "", piece_name(g, p));
	verdict_say(v, _("Setup under way (pieces on the board: %d of 15); still to place: %s."),
	    g->th.nplaced, sbuf_str(&list));
	sbuf_free(&list);
}

static void
status_play(const struct threehigh *g, struct verdict *v)
{
	struct sbuf list = { 0 };
	char card[16];

	for (int i = 0; i < g->th.nplayers; i++)
		sbuf_printf(&list, "%s%s %d", i ? ", " : "", g->names[i], g->th.hand[i]);
	verdict_say(v, _("Cards in hand: %s; draw pile: %d."), sbuf_str(&list), g->th.pile);
	sbuf_reset(&list);
	for (int k = 0; k < TH_CARDS; k++)
		if (g->th.played[k])
			sbuf_printf(&list, "%s%s", list.len ? " " : "", card_short(k, card));
	if (list.len)
		verdict_say(v, _("Cards played (%d): %s."), g->th.nplayed, sbuf_str(&list));
	sbuf_free(&list);
	say_trees(g, v);
}

static bool
cmd_status(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;

	if (c->argc != 1)
		return verdict_fail(v, _("Usage: %s"), _("status"));
	if (!g->th.started) {
		status_setup(g, v);
		return true;
	}
	if (g->th.outcome == TH_PLAYING)
		verdict_say(v, _("%s to play."), g->names[g->th.turn]);
	else
		say_outcome(g, v);
	status_play(g, v);
	return true;
}

static bool
cmd_score(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;

	if (c->argc != 1)
		return verdict_fail(v, _("Usage: %s"), _("score"));
	say_trees(g, v);
	verdict_say(v, _("Cards left in the draw pile: %d."), g->th.pile);
	if (!g->th.started)
		status_setup(g, v);
	else
		say_outcome(g, v);
	return true;
}

/* ---- legal ---------------------------------------------------------- */

/* Whether landing as traced would complete the piece's tree. */
static bool
completes_tree(const struct threehigh *g, int piece, const struct th_trace *t)
{
	int c = th_piece_colour(piece), h;

	if (t->under != th_piece(c, TH_MEDIUM) || th_piece_size(piece) != TH_SMALL)
		return false;
	h = th_height(&g->th, t->to);
	return h >= 2 && g->th.stack[t->to][h - 2] == th_piece(c, TH_LARGE);
}

/* The colour of the tree that lifting `piece` would leave on top of its
 * square (only possible with stacks from the setup), or TH_NONE. */
static int
uncovers_tree(const struct threehigh *g, int piece)
{
	struct th_state lifted = g->th;
	int sq = g->th.square_of[piece];

	if (sq == TH_NONE || th_top(&g->th, sq) != piece)
		return TH_NONE;
	lifted.height[sq]--;
	return th_tree_at(&lifted, sq);
}

/* One side's outcome for `legal`, as the judge of `play` finds it;
 * counts[0..2]: legal, off, refused. */
static void
side_outcome(const struct threehigh *g, int piece, const struct th_trace *t,
    unsigned broken, int side, struct sbuf *out, int counts[3])
{
	const char *s = _(side_names[side]);
	char sq[3];

	square_name(t->off ? 0 : t->to, sq);
	if (broken & TH_RULE_STACK) {
		sbuf_printf(out, _("%s: refused, %s holds %s"), s, sq, piece_name(g, t->under));
		counts[2]++;
	} else if (t->off) {
		sbuf_printf(out, _("%s: off the board (the team loses)"), s);
		counts[1]++;
	} else if (completes_tree(g, piece, t)) {
		sbuf_printf(out, _("%s: %s, completing the tree"), s, sq);
		counts[0]++;
	} else if (t->under != TH_NONE) {
		sbuf_printf(out, _("%s: %s, onto %s"), s, sq, piece_name(g, t->under));
		counts[0]++;
	} else {
		sbuf_printf(out, _("%s: %s"), s, sq);
		counts[0]++;
	}
}

/* The moves of one uncovered piece: what th_check() says of each side,
 * but for the turn, the card and the phase, which `legal` notes once. */
static void
legal_piece(const struct threehigh *g, const struct th_move *m, int counts[3],
    struct verdict *v)
{
	struct sbuf line = { 0 };
	struct th_move each = *m;
	struct th_trace t;
	char sq[3];

	th_trace(&g->th, m->card, TH_NORTH, m->piece, &t);
	square_name(t.from, sq);
	if (t.toward == TH_NONE) {
		verdict_say(v, _("  %s on %s: stays there whatever the side (distance 0)."),
		    piece_name(g, m->piece), sq);
		counts[0] += 4;
		return;
	}
	for (each.side = 0; each.side < 4; each.side++) {
		unsigned broken = th_check(&g->th, &each, &t);

		sbuf_add(&line, each.side ? "; " : "");
		side_outcome(g, m->piece, &t, broken, each.side, &line, counts);
	}
	verdict_say(v, _("  %s on %s: %s."), piece_name(g, m->piece), sq, sbuf_str(&line));
	sbuf_free(&line);
	if (uncovers_tree(g, m->piece) != TH_NONE)
		verdict_say(v, _("  Moving %s lets the %s tree on %s stand: no card is drawn."),
		    piece_name(g, m->piece), colour_name(g, uncovers_tree(g, m->piece)), sq);
}

/* Say first what would stop the card from being played at all. */
static void
legal_notes(const struct threehigh *g, int player, int card, unsigned broken,
    struct verdict *v)
{
	char name[64];

	if (broken & TH_RULE_PHASE)
		verdict_say(v, _("Note: no move can be made now (phase)."));
	else if (broken & TH_RULE_TURN)
		verdict_say(v, _("Note: it is %s's turn, not %s's (turn)."),
		    g->names[g->th.turn], g->names[player]);
	if (broken & TH_RULE_CARD)
		verdict_say(v, _("Note: the %s has already been played (card)."),
		    card_long(card, name));
}

static bool
cmd_legal(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	int player, card, counts[3] = { 0, 0, 0 };
	struct sbuf covered = { 0 };
	struct th_trace t;
	unsigned whole = 0;
	char name[64];

	if (c->argc != 3)
		return verdict_fail(v, _("Usage: %s"), _("legal NAME CARD"));
	if (!parse_player(g, c->argv[1], &player, v) || !parse_card(c->argv[2], &card, v))
		return false;
	/* the rules of the whole move (phase, turn, card) from the judge */
	for (int p = 0; p < TH_PIECES; p++) {
		struct th_move m = { player, card, TH_NORTH, p };

		whole |= th_check(&g->th, &m, &t) &
		    (TH_RULE_PHASE | TH_RULE_TURN | TH_RULE_CARD);
	}
	legal_notes(g, player, card, whole, v);
	verdict_say(v, _("With the %s, %s could move:"), card_long(card, name), g->names[player]);
	for (int p = 0; p < TH_PIECES; p++) {
		struct th_move m = { player, card, TH_NORTH, p };

		if (g->th.square_of[p] == TH_NONE)
			continue;
		if (th_check(&g->th, &m, &t) & TH_RULE_COVERED)
			sbuf_printf(&covered, "%s%s", covered.len ? ", " : "", piece_name(g, p));
		else
			legal_piece(g, &m, counts, v);
	}
	if (covered.len)
		verdict_say(v, _("Covered, so they cannot move: %s."), sbuf_str(&covered));
	sbuf_free(&covered);
	verdict_say(v, _("Moves: %d legal, %d off the board, %d refused."),
	    counts[0], counts[1], counts[2]);
	return true;
}

/* ---- why ------------------------------------------------------------ */

static void
why_checks(const struct threehigh *g, const struct th_move *m, unsigned broken,
    struct verdict *v)
{
	char name[64];
	int above = th_above(&g->th, m->piece);

	if (!g->th.started)
		verdict_say(v, _("Phase: the setup is not complete: broken (phase)."));
	else if (broken & TH_RULE_PHASE)
		verdict_say(v, _("Phase: the game is over: broken (phase)."));
	else
		verdict_say(v, _("Phase: play is under way: passed."));
	if (broken & TH_RULE_PHASE)
		verdict_say(v, _("Turn: not checked, as no move can be made now."));
	else if (broken & TH_RULE_TURN)
		verdict_say(v, _("Turn: it is %s's turn, not %s's: broken (turn)."),
		    g->names[g->th.turn], g->names[m->player]);
	else
		verdict_say(v, _("Turn: it is %s's turn: passed."), g->names[m->player]);
	card_long(m->card, name);
	if (broken & TH_RULE_CARD)
		verdict_say(v, _("Card: the %s has already been played: broken (card)."), name);
	else
		verdict_say(v, _("Card: the %s has not been played yet: passed."), name);
	if (broken & TH_RULE_COVERED)
		verdict_say(v, _("Piece: %s is covered by %s: broken (covered)."),
		    piece_name(g, m->piece), piece_name(g, above));
	else
		verdict_say(v, _("Piece: %s is uncovered: passed."), piece_name(g, m->piece));
}

static void
why_distance(const struct threehigh *g, const struct th_move *m,
    const struct th_trace *t, struct verdict *v)
{
	int value = th_card_value(m->card), size = th_piece_size(m->piece);
	const char *side = _(side_names[m->side]);
	const char *away = _(side_toward[th_side_opposite(m->side)]);

	if (th_card_suit(m->card) == TH_DIAMONDS)
		verdict_say(v, _("Distance: a diamond ignores the size of the piece, so %d."), value);
	else
		verdict_say(v, _("Distance: %d (card) - %d (size of %s) = %d."), value, size,
		    piece_name(g, m->piece), t->distance);
	if (t->distance > 0)
		verdict_say(v, _("Direction: positive, so toward the %s side."), side);
	else if (t->distance < 0)
		verdict_say(v, _("Direction: negative, so away from the %s side: %d %s."),
		    side, -t->distance, away);
}

static void
why_path(const struct threehigh *g, const struct th_trace *t, struct verdict *v)
{
	struct sbuf path = { 0 };
	char sq[3];

	for (int i = 0; i < t->npath; i++) {
		int s = t->path[i], top = th_top(&g->th, s);
		sbuf_printf(&path, "%s%s", i ? ", " : "", square_name(s, sq));
		if (top != TH_NONE && s != t->to)
			sbuf_printf(&path, _(" (over %s)"), piece_name(g, top));
	}
	if (t->off && t->npath > 0)
		verdict_say(v, _("Path: %s, then off the board."), sbuf_str(&path));
	else if (t->off)
		verdict_say(v, _("Path: straight off the board."));
	else
		verdict_say(v, _("Path: %s."), sbuf_str(&path));
	sbuf_free(&path);
}

static void
why_stop(const struct threehigh *g, const struct th_move *m,
    const struct th_trace *t, struct verdict *v)
{
	char buf[256], sq[3];

	if (t->off) {
		verdict_say(v, _("Stop: the piece leaves the board; the move is allowed but the team loses."));
	} else if (t->stop) {
		stop_refusal(g, m->piece, t, buf, sizeof buf);
		verdict_say(v, _("Stop: %s: broken (stack)."), buf);
	} else if (completes_tree(g, m->piece, t)) {
		verdict_say(v, _("Stop: %s holds %s on %s: passed, and the tree is complete, so no card is drawn."),
		    square_name(t->to, sq), piece_name(g, t->under),
		    piece_name(g, th_piece(th_piece_colour(m->piece), TH_LARGE)));
	} else if (t->under != TH_NONE) {
		verdict_say(v, _("Stop: %s holds %s, the same colour one size larger: passed."),
		    square_name(t->to, sq), piece_name(g, t->under));
	} else {
		verdict_say(v, _("Stop: %s is empty: passed."), square_name(t->to, sq));
	}
}

static void
why_verdict(unsigned broken, const struct th_trace *t, struct verdict *v)
{
	static const struct { unsigned bit; const char *id; } ids[] = {
		{ TH_RULE_PHASE, "phase" }, { TH_RULE_TURN, "turn" },
		{ TH_RULE_CARD, "card" }, { TH_RULE_COVERED, "covered" },
		{ TH_RULE_STACK, "stack" },
	};
	struct sbuf list = { 0 };

	for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++)
		if (broken & ids[i].bit)
			sbuf_printf(&list, "%s%s", list.len ? ", " : "", ids[i].id);
	if (list.len)
		verdict_say(v, _("Verdict: refused (%s)."), sbuf_str(&list));
	else if (t->off)
		verdict_say(v, _("Verdict: allowed, and the team loses."));
	else
		verdict_say(v, _("Verdict: allowed."));
	sbuf_free(&list);
}

static bool
cmd_why(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	struct th_move m;
	struct th_trace t;
	unsigned broken;
	char sq[3];

	if (!parse_move(g, c, N_("why NAME CARD SIDE PIECE"), &m, v))
		return false;
	broken = th_check(&g->th, &m, &t);
	why_checks(g, &m, broken, v);
	if (t.from == TH_NONE) {
		verdict_say(v, _("%s is not on the board."), piece_name(g, m.piece));
		why_verdict(broken, &t, v);
		return true;
	}
	why_distance(g, &m, &t, v);
	if (t.toward == TH_NONE)
		verdict_say(v, _("Direction: none; %s stays on %s and no stop is checked."),
		    piece_name(g, m.piece), square_name(t.from, sq));
	else {
		why_path(g, &t, v);
		why_stop(g, &m, &t, v);
	}
	if (t.toward != TH_NONE && !t.off && !t.stop && uncovers_tree(g, m.piece) != TH_NONE)
		verdict_say(v, _("Lifting %s lets the %s tree on %s stand: no card is drawn."),
		    piece_name(g, m.piece), colour_name(g, uncovers_tree(g, m.piece)),
		    square_name(t.from, sq));
	why_verdict(broken, &t, v);
	return true;
}

/* ---- rules ---------------------------------------------------------- */

static const struct game_rule rule_texts[] = {
	{ "phase", N_("phase: moves start once all 15 pieces are set up, and stop when the game is won or lost; setup stacks are entered only before that."), NULL, NULL },
	{ "turn", N_("turn: players move one after the other, in the order given to new, starting with the first name."), NULL, NULL },
	{ "card", N_("card: the 32 cards (ace to 8 in four suits) exist once each, so a card already played cannot come back."), NULL, NULL },
	{ "covered", N_("covered: only a piece with nothing on top of it may move; it moves alone and leaves the stack below it in place."), NULL, NULL },
	{ "stack", N_("stack: a piece may end its move on an empty square, or on the top piece of its own colour that is exactly one size larger (small on medium, medium on large); a large piece needs an empty square."), NULL, NULL },
	{ "setup", N_("setup: each of the 15 pieces starts on the board exactly once, laid large ones first, then medium, then small, each on top of what its square holds: no piece starts under a larger one, while pieces of one size may share a square in any order."), NULL, NULL },
	{ "distance", N_("distance: card value minus the size of the piece (small 1, medium 2, large 3), or the plain value for a diamond; positive moves toward the side the card lies beside, negative away from it, 0 not at all; the piece jumps over whatever lies on its way."), NULL, NULL },
	{ "tree", N_("tree: a large, a medium and a small of one colour at the top of a stack; a move that makes a tree stand draws no card, so that hand stays one card smaller."), NULL, NULL },
	{ "end", N_("end: the team wins when all five trees stand; it loses when a piece leaves the board, when the last card of the draw pile is drawn, when the player to move has no card, or when that player is stuck."), NULL, NULL },
	{ "notation", N_("notation: cards are a value (a or 1 to 8) and a suit (s h d c, or pi co ca tr), such as 5h or 3ca; sides north east south west (nord est sud ouest); pieces colour-size, such as red-large or rouge-grand."), NULL, NULL },
	{ "colours", N_("colours: rainbow set red (rouge), yellow (jaune), green (vert), blue (bleu), black (noir); xeno set clear (transparent), cyan, orange, purple (violet), white (blanc); sizes small (petit), medium (moyen), large (grand); either language in any game."), NULL, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* ---- the game interface --------------------------------------------- */

static int
game_nplayers(const void *state)
{
	return ((const struct threehigh *)state)->th.nplayers;
}

static const char *
game_player(const void *state, int i)
{
	return ((const struct threehigh *)state)->names[i];
}

static bool
game_finished(const void *state)
{
	const struct threehigh *g = state;

	return g->th.outcome != TH_PLAYING;
}

static const char *
outcome_word(const struct threehigh *g)
{
	return g->th.outcome == TH_WON ? "won" :
	    g->th.outcome == TH_LOST ? "lost" : "playing";
}

static void
game_sheet(const void *state, struct sheet *s)
{
	const struct threehigh *g = state;
	struct sbuf players = { 0 };

	s->ncols = 4;
	sheet_field(s, "players");
	sheet_field(s, "trees");
	sheet_field(s, "cards_left");
	sheet_field(s, "outcome");
	for (int i = 0; i < g->th.nplayers; i++)
		sbuf_printf(&players, "%s%s", i ? " " : "", g->names[i]);
	sheet_field(s, sbuf_str(&players));
	sheet_fieldf(s, "%d", th_trees(&g->th));
	sheet_fieldf(s, "%d", g->th.pile);
	sheet_field(s, outcome_word(g));
	sbuf_free(&players);
}

static void
game_where(const void *state, struct sbuf *out)
{
	const struct threehigh *g = state;

	if (!g->th.started)
		sbuf_printf(out, _("setup %d/15"), g->th.nplaced);
	else if (g->th.outcome == TH_WON)
		sbuf_add(out, _("won"));
	else if (g->th.outcome == TH_LOST)
		sbuf_add(out, _("lost"));
	else
		sbuf_printf(out, _("%s, pile %d"), g->names[g->th.turn], g->th.pile);
}

/* ---- completion ----------------------------------------------------- */

/* Words are offered in the messages' language when they read back as
 * the same thing (a translation may not), else in English; the game
 * accepts both. */

static void
complete_names(const struct threehigh *g, struct completion *out)
{
	for (int i = 0; i < g->th.nplayers; i++)
		completion_add(out, g->names[i]);
}

static void
complete_squares(struct completion *out)
{
	char sq[3];

	for (int s = 0; s < TH_SQUARES; s++)
		completion_add(out, square_name(th_square(s / TH_RANKS,
		    s % TH_RANKS), sq));
}

/* The cards nobody has played yet. */
static void
complete_cards(const struct threehigh *g, struct completion *out)
{
	static const char suits[] = "shdc";
	char code[16];

	for (int k = 0; k < TH_CARDS; k++) {
		if (g->th.played[k])
			continue;
		if (card_code(card_short(k, code)) != k) {
			int n = th_card_value(k);
			snprintf(code, sizeof code, "%c%c", n == 1 ? 'a' : '0' + n,
			    suits[th_card_suit(k)]);
		}
		completion_add(out, code);
	}
}

static void
complete_sides(struct completion *out)
{
	for (int side = 0; side < 4; side++) {
		const char *word = _(side_names[side]);
		if (lookup(word, side_words, NWORDS(side_words)) != side)
			word = side_names[side];
		completion_add(out, word);
	}
}

static void
add_piece(const struct threehigh *g, int piece, struct completion *out)
{
	const char *word = piece_name(g, piece);

	if (piece_words(word) != (int)g->xeno * TH_PIECES + piece)
		word = piece_names[g->xeno][piece];
	completion_add(out, word);
}

/* The pieces a move may take: on the board with nothing on top. */
static void
complete_uncovered(const struct threehigh *g, struct completion *out)
{
	for (int p = 0; p < TH_PIECES; p++)
		if (g->th.square_of[p] != TH_NONE &&
		    th_above(&g->th, p) == TH_NONE)
			add_piece(g, p, out);
}

/* The pieces still to set up, less those typed earlier on the line. */
static void
complete_unplaced(const struct threehigh *g, int argi, char **argv,
    struct completion *out)
{
	for (int p = 0; p < TH_PIECES; p++) {
		bool typed = false;
		for (int i = 2; i < argi; i++)
			typed |= piece_words(argv[i]) ==
			    (int)g->xeno * TH_PIECES + p;
		if (g->th.square_of[p] == TH_NONE && !typed)
			add_piece(g, p, out);
	}
}

static bool
is_word(const char *w, const char *english, const char *french)
{
	return cmd_word_eq(w, english) || cmd_word_eq(w, french);
}

static void
complete_args(const void *state, int argi, char **argv, struct completion *out)
{
	const struct threehigh *g = state;
	const char *w = argv[0];
	bool move = is_word(w, "play", "jouer") || is_word(w, "why", "pourquoi");

	if (is_word(w, "setup", "installer")) {
		if (argi == 1)
			complete_squares(out);
		else if (!g->th.started)
			complete_unplaced(g, argi, argv, out);
	} else if (argi == 1) {
		complete_names(g, out);
	} else if (argi == 2 && (move || cmd_word_eq(w, "legal"))) {
		complete_cards(g, out);
	} else if (argi == 3 && move) {
		complete_sides(out);
	} else if (argi == 4 && move) {
		complete_uncovered(g, out);
	}
}

/* ---- event log and check ------------------------------------------- */

/* Who acted, where the piece went, and the game after the command. */
static const char *const log_columns[] = {
	"player", "from", "to", "trees", "pile", "outcome", NULL,
};

static void
log_move(const struct threehigh *before, const struct threehigh *after,
    int argc, char **argv, struct sheet *row)
{
	int piece = argc == 5 ? piece_words(argv[4]) : -1;
	char sq[3];

	sheet_field(row, argc >= 2 ? argv[1] : "");
	if (piece < 0) {
		sheet_field(row, "");
		sheet_field(row, "");
		return;
	}
	piece %= TH_PIECES;
	sheet_field(row, before->th.square_of[piece] == TH_NONE ? "" :
	    square_name(before->th.square_of[piece], sq));
	sheet_field(row, after->th.square_of[piece] == TH_NONE ? "off" :
	    square_name(after->th.square_of[piece], sq));
}

static void
log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	const struct threehigh *a = after;

	if (before != NULL && argc >= 1 && cmd_word_eq(argv[0], "play")) {
		log_move(before, a, argc, argv, row);
	} else {
		bool named = argc >= 2 && cmd_word_eq(argv[0], "stuck");
		bool setup = argc >= 2 && cmd_word_eq(argv[0], "setup");
		sheet_field(row, named ? argv[1] : "");
		sheet_field(row, "");
		sheet_field(row, setup ? argv[1] : "");
	}
	sheet_fieldf(row, "%d", th_trees(&a->th));
	sheet_fieldf(row, "%d", a->th.pile);
	sheet_field(row, outcome_word(a));
}

static void
game_result(const void *state, struct sbuf *out)
{
	const struct threehigh *g = state;
	int trees = th_trees(&g->th), pile = g->th.pile;

	if (!g->th.started)
		sbuf_printf(out, _("setting up: %d of 15 pieces placed"), g->th.nplaced);
	else if (g->th.outcome == TH_WON)
		sbuf_printf(out, _("won: %d of 5 trees, %d cards left in the draw pile"), trees, pile);
	else if (g->th.outcome == TH_LOST)
		sbuf_printf(out, _("lost: %d of 5 trees, %d cards left in the draw pile"), trees, pile);
	else
		sbuf_printf(out, _("playing: %d of 5 trees, %d cards left in the draw pile"), trees, pile);
}

/* The English word of a value in a table, which lists it first. */
static const char *
english_of(const struct word *w, int n, int value)
{
	for (int i = 0; i < n; i++)
		if (w[i].value == value)
			return w[i].text;
	return NULL;
}

/* Logs keep sides, pieces (red-large) and cards (5h) in English; names
 * and squares as typed. */
static const char *
english_word(const void *state, const char *cmd, int i, const char *arg,
    char *buf, size_t size)
{
	int p;

	(void)state;
	if (strcmp(cmd, "new") == 0)
		return i == 1 && cmd_word_eq(arg, "xeno") ? "xeno" : NULL;
	if (strcmp(cmd, "setup") != 0 && i < 2) /* play NAME..., stuck NAME */
		return NULL;
	if ((p = lookup(arg, side_words, NWORDS(side_words))) >= 0)
		return english_of(side_words, NWORDS(side_words), p);
	if ((p = piece_words(arg)) >= 0 &&
	    (size_t)snprintf(buf, size, "%s-%s",
	    english_of(colour_words, NWORDS(colour_words), p / 3),
	    english_of(size_words, NWORDS(size_words), p % 3 + 1)) < size)
		return buf;
	if (card_code(arg) >= 0 &&
	    (size_t)snprintf(buf, size, "%c%s", arg[0] == 'A' ? 'a' : arg[0],
	    english_of(suit_words, NWORDS(suit_words),
	    lookup(arg + 1, suit_words, NWORDS(suit_words)))) < size)
		return buf;
	return NULL;
}

static const struct game_cmd threehigh_cmds[] = {
	{ .word = "setup", .aliases = "installer", .run = cmd_setup,
	  .usage = N_("setup SQUARE PIECE..."),
	  .summary = N_("a starting stack, bottom first; a piece is colour-size (red-large, rouge-grand)"),
	  .example = "setup e4 red-large blue-small", .complete = complete_args ,
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "play", .aliases = "jouer", .run = cmd_play,
	  .usage = N_("play NAME CARD SIDE PIECE"),
	  .summary = N_("play a card (a or 1-8, then s h d c or pi co ca tr) beside a side and move a piece"),
	  .example = "play ann 5h north red-small", .complete = complete_args ,
	  .min_args = 4, .max_args = 4 },
	{ .word = "stuck", .aliases = "bloque", .run = cmd_stuck,
	  .usage = N_("stuck NAME"),
	  .summary = N_("the player to move cannot play any card: the team loses"),
	  .example = "stuck ann", .complete = complete_args ,
	  .min_args = 1, .max_args = 1 },
	{ .word = NULL },
};

static const char *const threehigh_names[] = {
	"3high", "3-high", "threehigh", NULL,
};

const struct game_ops threehigh_game = {
	.id = "3high",
	.names = threehigh_names,
	.title = "3-High",
	.state_size = sizeof(struct threehigh),
	.start = start_game,
	.cmds = threehigh_cmds,
	.finished = game_finished,
	.sheet = game_sheet,
	.where = game_where,
	.log_columns = log_columns,
	.log_row = log_row,
	.result = game_result,
	.query = {
		[Q_STATUS] = { .run = cmd_status, .usage = N_("status"),
		  .summary = N_("whose turn, hands, draw pile, cards played, trees"),
		  .example = "status" },
		[Q_SCORE] = { .run = cmd_score, .usage = N_("score"),
		  .summary = N_("trees standing and cards left in the draw pile"),
		  .example = "score" },
		[Q_SHOW] = { .run = cmd_show, .usage = N_("show"),
		  .summary = N_("draw the board: each square's top piece and stack height"),
		  .example = "show" },
		[Q_LEGAL] = { .run = cmd_legal, .usage = N_("legal NAME CARD"),
		  .summary = N_("where each uncovered piece would go with that card, side by side"),
		  .example = "legal ann 5h", .complete = complete_args,
		  .min_args = 2, .max_args = 2 },
		[Q_WHY] = { .run = cmd_why, .usage = N_("why NAME CARD SIDE PIECE"),
		  .summary = N_("the distance, direction, path and stop of a move, rule by rule"),
		  .example = "why ann 5h north red-small", .complete = complete_args,
		  .min_args = 4, .max_args = 4 },
	},
	.rules = rule_texts,
	.nplayers = game_nplayers,
	.player = game_player,
	.svg = threehigh_svg,
	.english = english_word,
};
