/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_words.c — 3-High's words: pieces, cards, sides and squares as
 * the scorekeeper types them (in English or French) and as sentences name
 * them, and their English spelling for logs. */
#include "threehigh_glue.h"

#include <stdio.h>
#include <string.h>

#include "command.h"
#include "i18n.h"

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
	{ "small", THREEHIGH_SMALL }, { "petit", THREEHIGH_SMALL }, { "petite", THREEHIGH_SMALL },
	{ "medium", THREEHIGH_MEDIUM }, { "moyen", THREEHIGH_MEDIUM }, { "moyenne", THREEHIGH_MEDIUM },
	{ "large", THREEHIGH_LARGE }, { "grand", THREEHIGH_LARGE }, { "grande", THREEHIGH_LARGE },
};

/* After the value: English letters or words, French pi co ca tr. */
static const struct word suit_words[] = {
	{ "s", THREEHIGH_SPADES }, { "spades", THREEHIGH_SPADES }, { "spade", THREEHIGH_SPADES },
	{ "pi", THREEHIGH_SPADES }, { "pique", THREEHIGH_SPADES }, { "piques", THREEHIGH_SPADES },
	{ "h", THREEHIGH_HEARTS }, { "hearts", THREEHIGH_HEARTS }, { "heart", THREEHIGH_HEARTS },
	{ "co", THREEHIGH_HEARTS }, { "coeur", THREEHIGH_HEARTS }, { "cœur", THREEHIGH_HEARTS },
	{ "d", THREEHIGH_DIAMONDS }, { "diamonds", THREEHIGH_DIAMONDS },
	{ "diamond", THREEHIGH_DIAMONDS }, { "ca", THREEHIGH_DIAMONDS },
	{ "carreau", THREEHIGH_DIAMONDS }, { "carreaux", THREEHIGH_DIAMONDS },
	{ "c", THREEHIGH_CLUBS }, { "clubs", THREEHIGH_CLUBS }, { "club", THREEHIGH_CLUBS },
	{ "tr", THREEHIGH_CLUBS }, { "trefle", THREEHIGH_CLUBS }, { "trefles", THREEHIGH_CLUBS },
};

static const struct word side_words[] = {
	{ "north", THREEHIGH_NORTH }, { "nord", THREEHIGH_NORTH },
	{ "east", THREEHIGH_EAST }, { "est", THREEHIGH_EAST },
	{ "south", THREEHIGH_SOUTH }, { "sud", THREEHIGH_SOUTH },
	{ "west", THREEHIGH_WEST }, { "ouest", THREEHIGH_WEST },
};

#define NWORDS(w) ((int)(sizeof(w) / sizeof((w)[0])))

/* Piece names as the scorekeeper types them, per palette. */
static const char *const piece_words[2][THREEHIGH_PIECES] = {
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

/* The same pieces named in a sentence: a message of its own (context
 * "piece"), so that French can say "la petite rouge" where the typed
 * word stays "petite-rouge".  The context is glued to the message as
 * gettext.h glues it, and xgettext reads pgettext(CONTEXT, MSGID)
 * without being told. */
#define pgettext(context, msgid) context "\004" msgid
/* TRANSLATORS: context "piece": a piece named in a sentence, with its
 * article where the language wants one ("la petite rouge"); the program
 * gives it a capital letter at the start of a sentence. */
static const char *const piece_phrases[2][THREEHIGH_PIECES] = {
	{ pgettext("piece", "red-small"), pgettext("piece", "red-medium"),
	  pgettext("piece", "red-large"), pgettext("piece", "yellow-small"),
	  pgettext("piece", "yellow-medium"), pgettext("piece", "yellow-large"),
	  pgettext("piece", "green-small"), pgettext("piece", "green-medium"),
	  pgettext("piece", "green-large"), pgettext("piece", "blue-small"),
	  pgettext("piece", "blue-medium"), pgettext("piece", "blue-large"),
	  pgettext("piece", "black-small"), pgettext("piece", "black-medium"),
	  pgettext("piece", "black-large") },
	{ pgettext("piece", "clear-small"), pgettext("piece", "clear-medium"),
	  pgettext("piece", "clear-large"), pgettext("piece", "cyan-small"),
	  pgettext("piece", "cyan-medium"), pgettext("piece", "cyan-large"),
	  pgettext("piece", "orange-small"), pgettext("piece", "orange-medium"),
	  pgettext("piece", "orange-large"), pgettext("piece", "purple-small"),
	  pgettext("piece", "purple-medium"), pgettext("piece", "purple-large"),
	  pgettext("piece", "white-small"), pgettext("piece", "white-medium"),
	  pgettext("piece", "white-large") },
};
#undef pgettext

/* TRANSLATORS: colour names as adjectives of "tree" ("the red tree"). */
static const char *const colour_names[2][THREEHIGH_COLOURS] = {
	{ N_("red"), N_("yellow"), N_("green"), N_("blue"), N_("black") },
	{ N_("clear"), N_("cyan"), N_("orange"), N_("purple"), N_("white") },
};

/* TRANSLATORS: the size names in the key beside the board. */
static const char *const size_names[] = {
	N_("small"), N_("medium"), N_("large"),
};

static const char *const side_names[] = {
	N_("north"), N_("east"), N_("south"), N_("west"),
};

/* TRANSLATORS: a direction after "moves 3 squares" ("vers l'ouest"). */
static const char *const side_toward[] = {
	N_("northward"), N_("eastward"), N_("southward"), N_("westward"),
};

/* TRANSLATORS: a card with its article, as a sentence names it; the
 * program gives it a capital letter at the start of a sentence. */
static const char *const ace_phrases[] = {
	N_("the ace of spades"), N_("the ace of hearts"),
	N_("the ace of diamonds"), N_("the ace of clubs"),
};

/* TRANSLATORS: a card with its article, %d its value (2 to 8). */
static const char *const card_phrases[] = {
	N_("the %d of spades"), N_("the %d of hearts"),
	N_("the %d of diamonds"), N_("the %d of clubs"),
};

/* TRANSLATORS: short card codes as typed, %s the value (a, 2..8):
 * English s h d c, French pi co ca tr. */
static const char *const suit_codes[] = {
	N_("%ss"), N_("%sh"), N_("%sd"), N_("%sc"),
};

/* ---- names of things ------------------------------------------------ */

const char *
threehigh_piece_word(const struct threehigh *g, int piece)
{
	return _(piece_words[g->xeno][piece]);
}

const char *
threehigh_piece_english(const struct threehigh *g, int piece)
{
	return piece_words[g->xeno][piece];
}

const char *
threehigh_piece_phrase(const struct threehigh *g, int piece)
{
	const char *s = _(piece_phrases[g->xeno][piece]);
	const char *glue = strchr(s, '\004');

	return glue ? glue + 1 : s; /* untranslated: drop the context */
}

/* `s` with its first letter a capital, in buf of `size` bytes. */
static const char *
capital(const char *s, char *buf, size_t size)
{
	text_put(buf, size, s, "");
	if (buf[0] >= 'a' && buf[0] <= 'z')
		buf[0] = (char)(buf[0] - 'a' + 'A');
	return buf;
}

const char *
threehigh_piece_subject(const struct threehigh *g, int piece, char *buf)
{
	return capital(threehigh_piece_phrase(g, piece), buf, THREEHIGH_NAME_SIZE);
}

const char *
threehigh_colour_name(const struct threehigh *g, int colour)
{
	return _(colour_names[g->xeno][colour]);
}

const char *
threehigh_size_name(int size)
{
	return _(size_names[size - 1]);
}

/* One letter per colour and per size; the translation may change them. */
static char
code_letter(const char *letters, const char *fallback, int i)
{
	return strlen(letters) == strlen(fallback) ? letters[i] : fallback[i];
}

char
threehigh_colour_letter(bool xeno, int colour)
{
	/* TRANSLATORS: one letter for each colour of the rainbow set: red,
	 * yellow, green, blue, black; five different letters. */
	const char *rainbow = _("RYGBK");
	/* TRANSLATORS: one letter for each colour of the xeno set: clear,
	 * cyan, orange, purple, white; five different letters. */
	const char *xeno_letters = _("XCOPW");

	return xeno ? code_letter(xeno_letters, "XCOPW", colour) :
	    code_letter(rainbow, "RYGBK", colour);
}

char
threehigh_size_letter(int size)
{
	/* TRANSLATORS: one letter for each size: small, medium, large. */
	return code_letter(_("SML"), "SML", size - 1);
}

const char *
threehigh_side_name(int side)
{
	return _(side_names[side]);
}

const char *
threehigh_side_english(int side)
{
	return side_names[side];
}

const char *
threehigh_side_toward(int side)
{
	return _(side_toward[side]);
}

const char *
threehigh_square_name(int square, char *buf)
{
	buf[0] = (char)('a' + threehigh_file(square));
	buf[1] = (char)('1' + threehigh_rank(square));
	buf[2] = '\0';
	return buf;
}

const char *
threehigh_card_phrase(int card, bool start, char *buf)
{
	char text[THREEHIGH_CARD_SIZE];
	int n = threehigh_card_value(card), suit = threehigh_card_suit(card);

	if (n == 1)
		text_put(text, sizeof text, _(ace_phrases[suit]), "");
	else
		text_printf(text, sizeof text, _(card_phrases[suit]), n);
	if (start)
		return capital(text, buf, THREEHIGH_CARD_SIZE);
	memcpy(buf, text, sizeof text);
	return buf;
}

/* The card in the words of `format` (one of suit_codes, translated or
 * not): "5h", French "5co". */
static const char *
card_in(const char *format, int card, char *buf)
{
	char digits[INT_TEXT_SIZE];
	int n = threehigh_card_value(card);

	return text_printf(buf, 16, format, n == 1 ? "a" : int_text(digits, n));
}

const char *
threehigh_card_english(int card, char *buf)
{
	return card_in(suit_codes[threehigh_card_suit(card)], card, buf);
}

const char *
threehigh_card_code(int card, char *buf)
{
	card_in(_(suit_codes[threehigh_card_suit(card)]), card, buf);
	return threehigh_card_of(buf) == card ? buf :
	    threehigh_card_english(card, buf);
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

int
threehigh_side_of(const char *s)
{
	return lookup(s, side_words, NWORDS(side_words));
}

int
threehigh_piece_of(const char *s)
{
	char a[THREEHIGH_NAME_SIZE];
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

int
threehigh_card_of(const char *s)
{
	int value = 0, suit;

	if (s[0] == 'a' || s[0] == 'A')
		value = 1;
	else if (s[0] >= '1' && s[0] <= '8')
		value = s[0] - '0';
	suit = value ? lookup(s + 1, suit_words, NWORDS(suit_words)) : -1;
	return suit < 0 ? -1 : threehigh_card(value, suit);
}

int
threehigh_square_of(const char *s)
{
	int f = s[0] | 0x20, r = s[0] ? s[1] : 0;

	if (f < 'a' || f > 'h' || r < '1' || r > '8' || s[2] != '\0')
		return -1;
	return threehigh_square(f - 'a', r - '1');
}

/* The words that name one thing each: a square, a card, a side. */
enum word_kind { WORD_SQUARE, WORD_CARD, WORD_SIDE };

static bool
parse_word(enum word_kind k, const char *s, int *value, struct verdict *v)
{
	*value = k == WORD_SQUARE ? threehigh_square_of(s) :
	    k == WORD_CARD ? threehigh_card_of(s) : threehigh_side_of(s);
	if (*value >= 0)
		return true;
	if (k == WORD_SQUARE)
		return verdict_fail(v, _("\"%s\" is not a square: write a file a to h, then a rank 1 to 8, such as e4"),
		    s);
	if (k == WORD_CARD)
		return verdict_fail(v, _("\"%s\" is not a card: write its value (a or 1 to 8), then its suit (s h d c, or French pi co ca tr), such as 5h or 8ca"),
		    s);
	return verdict_fail(v, _("\"%s\" is not a side of the board: north, east, south or west (nord, est, sud, ouest)"),
	    s);
}

bool
threehigh_parse_square(const char *s, int *square, struct verdict *v)
{
	return parse_word(WORD_SQUARE, s, square, v);
}

bool
threehigh_parse_card(const char *s, int *card, struct verdict *v)
{
	return parse_word(WORD_CARD, s, card, v);
}

bool
threehigh_parse_side(const char *s, int *side, struct verdict *v)
{
	return parse_word(WORD_SIDE, s, side, v);
}

bool
threehigh_parse_piece(const struct threehigh *g, const char *s, int *piece,
    struct verdict *v)
{
	int p = threehigh_piece_of(s);

	if (p < 0)
		return verdict_fail(v, _("\"%s\" is not a piece: write colour-size, such as red-large or rouge-grand"),
		    s);
	if (p / THREEHIGH_PIECES != (int)g->xeno) {
		if (g->xeno)
			return verdict_fail(v, _("\"%s\" is not in this game's set: the xeno colours are clear, cyan, orange, purple and white"),
			    s);
		return verdict_fail(v, _("\"%s\" is not in this game's set: the rainbow colours are red, yellow, green, blue and black"),
		    s);
	}
	*piece = p % THREEHIGH_PIECES;
	return true;
}

bool
threehigh_parse_player(const struct threehigh *g, const char *s,
    int *player, struct verdict *v)
{
	static const struct game_players players = THREEHIGH_PLAYERS;

	*player = game_find_player_in(&players, g, s, v);
	return *player >= 0;
}

bool
threehigh_parse_move(const struct threehigh *g, const struct call *c,
    struct threehigh_move *m, struct verdict *v)
{
	return threehigh_parse_player(g, c->argv[1], &m->player, v) &&
	    threehigh_parse_card(c->argv[2], &m->card, v) &&
	    threehigh_parse_side(c->argv[3], &m->side, v) &&
	    threehigh_parse_piece(g, c->argv[4], &m->piece, v);
}

/* ---- English for logs ---------------------------------------------- */

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
const char *
threehigh_english(const void *state, const char *cmd, int i, const char *arg,
    char *buf, size_t size)
{
	int p;

	(void)state;
	if (strcmp(cmd, "setup") != 0 && i < 2) /* play NAME..., stuck NAME */
		return NULL;
	if ((p = threehigh_side_of(arg)) >= 0)
		return english_of(side_words, NWORDS(side_words), p);
	if ((p = threehigh_piece_of(arg)) >= 0 &&
	    (size_t)snprintf(buf, size, "%s-%s",
	    english_of(colour_words, NWORDS(colour_words), p / 3),
	    english_of(size_words, NWORDS(size_words), p % 3 + 1)) < size)
		return buf;
	if (threehigh_card_of(arg) >= 0 &&
	    (size_t)snprintf(buf, size, "%c%s", arg[0] == 'A' ? 'a' : arg[0],
	    english_of(suit_words, NWORDS(suit_words),
	    lookup(arg + 1, suit_words, NWORDS(suit_words)))) < size)
		return buf;
	return NULL;
}
