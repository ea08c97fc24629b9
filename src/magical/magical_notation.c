/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_notation.c — Magical Treehouse's short forms (cli.md "The
 * notation").  A card built is its colour's letter and level, then the
 * potion it shows (levels 1 and 3), t for the teleporting familiar and
 * @N for its place: r1b, g2t, p3r@2, _ for a blank.  A reveal is its
 * number (40), a whole reveal numbers joined by dots (40.12.77); |12 a
 * pipe, ~1234 a pipe moved, >14 a treehouse moved; s, u, f (with a
 * count: f2) store, unstore, familiars; "." done (".0" without the
 * familiars the turn still allows); =pb the common tiles,
 * =y a private one; at the end +r2y3 ingredients, *5 biscuits, e2
 * familiars on empty spaces.  The move is the next player's: the
 * builder, the first still to reveal, to name a tile, or to count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "magical_glue.h"
#include "command.h"
#include "i18n.h"

/* Letters of enum magical_colour (blank none), English then French: no
 * letter is two colours, so both are read in every session. */
static const char colours_en[MAGICAL_COLOURS] = { 0, 'r', 'b', 'y', 'p', 'g' };
static const char colours_fr[MAGICAL_COLOURS] = { 0, 'r', 'b', 'j', 'p', 'v' };
/* The green tiles (enum magical_tile), English then French (hautes h,
 * petites p): a letter of both means one tile. */
static const char tiles_en[MAGICAL_TILES] = { 0, 'b', 't', 'i', 'c', 's' };
static const char tiles_fr[MAGICAL_TILES] = { 0, 'b', 'h', 'i', 'c', 'p' };

static bool
french(void)
{
	return strcmp(i18n_lang(), "fr") == 0;
}

static int
letter_index(const char *en, const char *fr, int n, char c)
{
	c = (char)(c | 0x20);
	for (int k = 1; k < n; k++)
		if (en[k] == c || fr[k] == c)
			return k;
	return -1;
}

static char
colour_letter(int k)
{
	return (french() ? colours_fr : colours_en)[k];
}

/* Whose move a short form of this kind is, when no name is given. */
enum kind { K_BUILDER, K_REVEAL, K_PRIVATE, K_INGREDIENTS, K_BISCUITS,
	K_EMPTY };

static int
next_player(const struct magical_game *g, enum kind k)
{
	for (int p = 0; k != K_BUILDER && p < g->nplayers; p++) {
		const struct magical_player *pl = &g->player[p];
		if ((k == K_REVEAL && pl->revealed == MAGICAL_NONE) ||
		    (k == K_PRIVATE && pl->private_tile == MAGICAL_BLANK) ||
		    (k == K_INGREDIENTS && !pl->has_ingredients) ||
		    (k == K_BISCUITS && !pl->has_biscuits) ||
		    (k == K_EMPTY && !pl->has_empty && magical_needs_empty(pl)))
			return p;
	}
	int b = magical_builder(g);
	return b >= 0 ? b : 0; /* out of its step: the referee says so */
}

static const char *
name_of(const struct magical_game *g, int player, enum kind k)
{
	return g->player[player >= 0 ? player : next_player(g, k)].name;
}

/* Digits at *s: their number, *s past them; -1 when none. */
static long
number_at(const char **s)
{
	char *end;
	long n;

	if (**s < '0' || **s > '9')
		return -1;
	n = strtol(*s, &end, 10);
	*s = end;
	return n;
}

/* Places after | ~ >: single digits run together (|12), or numbers
 * joined by dots (|10.11); `want` of them, into out (1-based). */
static bool
places_at(const char *s, int want, long *out)
{
	if ((int)strlen(s) == want && strspn(s, "0123456789") == strlen(s)) {
		for (int i = 0; i < want; i++)
			out[i] = s[i] - '0';
		return true;
	}
	for (int i = 0; i < want; i++) {
		if ((out[i] = number_at(&s)) < 0)
			return false;
		if (i + 1 < want && *s++ != '.')
			return false;
	}
	return *s == '\0';
}

/* A card built: C L [P] [t] [@N], or _ [@N]. */
static bool
read_build(const struct magical_game *g, int player, const char *w,
    struct sbuf *out)
{
	int c, potion = -1;
	bool teleport = false;
	long at = -1;
	const char *s = w;

	if (*s == '_') {
		s++;
		c = MAGICAL_BLANK;
	} else {
		if ((c = letter_index(colours_en, colours_fr, MAGICAL_COLOURS, *s)) < 0 ||
		    s[1] < '1' || s[1] > '9')
			return false;
		s++;
	}
	char level = c == MAGICAL_BLANK ? 0 : *s++;
	if (*s != '\0' && *s != '@' && (*s | 0x20) != 't')
		if ((potion = letter_index(colours_en, colours_fr, MAGICAL_COLOURS, *s++)) < 0)
			return false;
	if ((*s | 0x20) == 't') {
		teleport = true;
		s++;
	}
	if (*s == '@') {
		s++;
		if ((at = number_at(&s)) < 0)
			return false;
	}
	if (*s != '\0')
		return false;
	sbuf_printf(out, "build %s ", name_of(g, player, K_BUILDER));
	if (c == MAGICAL_BLANK)
		sbuf_add(out, "blank");
	else
		sbuf_printf(out, "%s%c", magical_colour_ids[c], level);
	if (potion > 0)
		sbuf_printf(out, " %s", magical_colour_ids[potion]);
	if (teleport)
		sbuf_add(out, " teleport");
	if (at >= 0)
		sbuf_printf(out, " at %ld", at);
	return true;
}

/* +r2y3: ingredients by colour ("+" alone: none). */
static bool
read_ingredients(const struct magical_game *g, int player, const char *s,
    struct sbuf *out)
{
	struct sbuf b = { 0 };
	bool ok = true;

	while (ok && *s) {
		int k = letter_index(colours_en, colours_fr, MAGICAL_COLOURS, *s++);
		long n = number_at(&s);
		ok = k > 0 && n >= 0;
		if (ok)
			sbuf_printf(&b, " %s %ld", magical_colour_ids[k], n);
	}
	if (ok)
		sbuf_printf(out, "ingredients %s%s", name_of(g, player, K_INGREDIENTS),
		    b.len ? b.s : " none");
	sbuf_free(&b);
	return ok;
}

static enum notation_read
nt_read(const void *state, int player, const char *w, struct sbuf *out,
    struct verdict *v)
{
	const struct magical_game *g = state;
	const char *s = w + 1;
	long at[4], n = 0;
	int k, t;

	(void)v;
	switch (w[0]) {
	case '.':
		/* ".0": done, the familiars the turn still allows left */
		if (w[1] != '\0' && strcmp(w + 1, "0") != 0)
			return NOTATION_NO;
		sbuf_printf(out, "done %s%s", name_of(g, player, K_BUILDER),
		    w[1] ? " none" : "");
		return NOTATION_MOVE;
	case '|':
		if (!places_at(s, 2, at))
			return NOTATION_NO;
		sbuf_printf(out, "pipe %s %ld %ld", name_of(g, player, K_BUILDER),
		    at[0], at[1]);
		return NOTATION_MOVE;
	case '~':
		if (!places_at(s, 4, at))
			return NOTATION_NO;
		sbuf_printf(out, "repipe %s %ld %ld %ld %ld",
		    name_of(g, player, K_BUILDER), at[0], at[1], at[2], at[3]);
		return NOTATION_MOVE;
	case '>':
		if (!places_at(s, 2, at))
			return NOTATION_NO;
		sbuf_printf(out, "move %s %ld %ld", name_of(g, player, K_BUILDER),
		    at[0], at[1]);
		return NOTATION_MOVE;
	case '=':
		if ((k = letter_index(colours_en, colours_fr, MAGICAL_COLOURS, w[1])) < 0)
			return NOTATION_NO;
		if (w[2] == '\0') {
			sbuf_printf(out, "objective %s %s", name_of(g, player, K_PRIVATE),
			    magical_colour_ids[k]);
			return NOTATION_MOVE;
		}
		if (w[3] != '\0' || (t = letter_index(tiles_en, tiles_fr, MAGICAL_TILES, w[2])) < 0)
			return NOTATION_NO;
		sbuf_printf(out, "objective common %s %s", magical_colour_ids[k],
		    magical_tile_ids[t]);
		return NOTATION_MOVE;
	case '+':
		return read_ingredients(g, player, s, out) ? NOTATION_MOVE : NOTATION_NO;
	case '*':
	case 'e':
	case 'E':
		if ((n = number_at(&s)) < 0 || *s != '\0')
			return NOTATION_NO;
		if (w[0] == '*')
			sbuf_printf(out, "biscuits %s %ld", name_of(g, player, K_BISCUITS), n);
		else
			sbuf_printf(out, "empty %s %ld", name_of(g, player, K_EMPTY), n);
		return NOTATION_MOVE;
	default:
		break;
	}
	/* s u f (d: déstocker), a count after them */
	static const char counts[] = "sufd";
	const char *cw = strchr(counts, w[0] | 0x20);
	if (w[0] != '\0' && cw != NULL && (w[1] == '\0' ||
	    ((n = number_at(&s)) >= 0 && *s == '\0'))) {
		static const char *const words[] = { "store", "unstore", "familiar",
		    "unstore" };
		sbuf_printf(out, "%s %s", words[cw - counts], name_of(g, player, K_BUILDER));
		if (w[1] != '\0')
			sbuf_printf(out, " %ld", n);
		return NOTATION_MOVE;
	}
	/* a turn-order number, or a whole reveal: 40.12.77 */
	if (w[0] >= '0' && w[0] <= '9') {
		struct sbuf b = { 0 };
		bool ok = true;
		int p = player >= 0 ? player : next_player(g, K_REVEAL);
		s = w;
		sbuf_add(&b, "reveal");
		while (ok && *s) {
			ok = (n = number_at(&s)) >= 0 && (*s == '\0' || *s++ == '.') &&
			    p < g->nplayers;
			if (ok)
				sbuf_printf(&b, " %s %ld", g->player[p].name, n);
			/* the next still to reveal after p */
			while (ok && ++p < g->nplayers && g->player[p].revealed != MAGICAL_NONE)
				;
		}
		if (ok && s[-1] != '.')
			sbuf_add(out, b.s);
		sbuf_free(&b);
		return ok && s[-1] != '.' ? NOTATION_MOVE : NOTATION_NO;
	}
	return read_build(g, player, w, out) ? NOTATION_MOVE : NOTATION_NO;
}

/* ---- the record ---- */

static bool
write_places(struct sbuf *out, char sign, char *const *argv, int n)
{
	long v[4];
	bool single = true;

	for (int i = 0; i < n; i++) {
		if (!cmd_number(argv[i], 1, 999, &v[i]))
			return false;
		single = single && v[i] <= 9;
	}
	sbuf_addc(out, sign);
	for (int i = 0; i < n; i++)
		sbuf_printf(out, single ? "%ld" : i ? ".%ld" : "%ld", v[i]);
	return true;
}

static int
colour_word(const char *w)
{
	for (int k = 1; k < MAGICAL_COLOURS; k++)
		if (strcmp(w, magical_colour_ids[k]) == 0)
			return k;
	return -1;
}

static bool
write_build(int argc, char *const *argv, struct sbuf *out)
{
	int i = 3, k;

	if (strcmp(argv[2], "blank") == 0) {
		sbuf_addc(out, '_');
	} else {
		size_t n = strlen(argv[2]);
		if (n < 2 || (k = colour_word(argv[2])) >= 0 ||
		    argv[2][n - 1] < '1' || argv[2][n - 1] > '9')
			return false;
		char word[16];
		snprintf(word, sizeof word, "%.*s", (int)(n - 1), argv[2]);
		if ((k = colour_word(word)) < 0)
			return false;
		sbuf_printf(out, "%c%c", colour_letter(k), argv[2][n - 1]);
		if (i < argc && (k = colour_word(argv[i])) > 0) {
			sbuf_addc(out, colour_letter(k));
			i++;
		}
	}
	if (i < argc && strcmp(argv[i], "teleport") == 0) {
		sbuf_addc(out, 't');
		i++;
	}
	if (i + 1 < argc && strcmp(argv[i], "at") == 0) {
		long at;
		if (!cmd_number(argv[i + 1], 0, 999, &at))
			return false;
		sbuf_printf(out, "@%ld", at);
		i += 2;
	}
	return i == argc; /* a VP typed, or anything else: the long command */
}

static bool
nt_write(const void *before, int argc, char *const *argv, struct sbuf *out,
    struct notation_move *m)
{
	const struct magical_game *g = before;
	const char *cmd = argv[0];
	int k, t;

	if (argc < 2)
		return false;
	m->player = magical_find_player(g, argv[1], NULL);
	m->together = false;
	/* the objectives a line, a reveal a line, a building turn a line,
	 * the counts a line */
	m->line = g->step == MAGICAL_BUILD ? g->round * 10 + g->turn + 1 :
	    g->step * 100 + g->round;
	if (strcmp(cmd, "objective") == 0) {
		m->line = 0;
		if (argc == 4 && strcmp(argv[1], "common") == 0 &&
		    (k = colour_word(argv[2])) > 0) {
			for (t = 1; t < MAGICAL_TILES; t++)
				if (strcmp(argv[3], magical_tile_ids[t]) == 0)
					break;
			if (t == MAGICAL_TILES)
				return false;
			sbuf_printf(out, "=%c%c", colour_letter(k),
			    (french() ? tiles_fr : tiles_en)[t]);
			return true;
		}
		if (argc != 3 || (k = colour_word(argv[2])) < 0)
			return false;
		sbuf_printf(out, "=%c", colour_letter(k));
		return true;
	}
	if (strcmp(cmd, "reveal") == 0) {
		m->together = argc == 3;
		for (int i = 2; i < argc; i += 2)
			sbuf_printf(out, "%s%s", i > 2 ? "." : "", argv[i]);
		return strspn(out->s, "0123456789.") == out->len;
	}
	if (m->player < 0)
		return false;
	if (strcmp(cmd, "build") == 0)
		return argc >= 3 && write_build(argc, argv, out);
	if (strcmp(cmd, "done") == 0 && (argc == 2 ||
	    (argc == 3 && strcmp(argv[2], "none") == 0))) {
		sbuf_add(out, argc == 2 ? "." : ".0");
		return true;
	}
	if (strcmp(cmd, "pipe") == 0 && argc == 4)
		return write_places(out, '|', argv + 2, 2);
	if (strcmp(cmd, "repipe") == 0 && argc == 6)
		return write_places(out, '~', argv + 2, 4);
	if (strcmp(cmd, "move") == 0 && argc == 4)
		return write_places(out, '>', argv + 2, 2);
	if ((strcmp(cmd, "store") == 0 || strcmp(cmd, "unstore") == 0 ||
	    strcmp(cmd, "familiar") == 0) && argc <= 3) {
		sbuf_printf(out, "%c%s", cmd[0], argc == 3 ? argv[2] : "");
		return argc == 2 || strspn(argv[2], "0123456789") == strlen(argv[2]);
	}
	if ((strcmp(cmd, "biscuits") == 0 || strcmp(cmd, "empty") == 0) && argc == 3) {
		sbuf_printf(out, "%c%s", cmd[0] == 'b' ? '*' : 'e', argv[2]);
		return strspn(argv[2], "0123456789") == strlen(argv[2]);
	}
	if (strcmp(cmd, "ingredients") == 0) {
		sbuf_addc(out, '+');
		if (argc == 3 && strcmp(argv[2], "none") == 0)
			return true;
		for (int i = 2; i + 1 < argc; i += 2) {
			if ((k = colour_word(argv[i])) < 0 ||
			    strspn(argv[i + 1], "0123456789") != strlen(argv[i + 1]))
				return false;
			sbuf_printf(out, "%c%s", colour_letter(k), argv[i + 1]);
		}
		return argc % 2 == 0;
	}
	return false;
}

/* What TAB offers: the builder's cards that fit, each with its potion
 * where one is shown, and the builder's other moves; or the counts. */
static void
nt_complete(const void *state, int player, struct game_offer *out)
{
	const struct magical_game *g = state;
	char tok[16];

	(void)player;
	if (g->step == MAGICAL_BUILD) {
		for (int c = 1; c < MAGICAL_COLOURS; c++)
			for (int level = 1; level <= MAGICAL_MAX_LEVEL; level++) {
				/* a potion shown, where one is asked for */
				struct magical_card card = { (unsigned char)c,
				    (unsigned char)level, level == 1 || level == 3 ?
				    MAGICAL_RED : MAGICAL_BLANK, false };
				int fit[MAGICAL_MAX_HOUSES + 1];
				if (magical_legal_places(g, magical_builder(g), &card, fit) == 0)
					continue;
				snprintf(tok, sizeof tok, "%c%d", colour_letter(c), level);
				game_offer_add(out, tok);
			}
		game_offer_add(out, "_");
		game_offer_add(out, ".");
		game_offer_add(out, ".0");
		game_offer_add(out, "f");
		game_offer_add(out, "s");
	}
	if (g->step == MAGICAL_END) {
		game_offer_add(out, "+");
		game_offer_add(out, "*");
	}
}

const struct game_notation magical_notation = {
	.read = nt_read,
	.write = nt_write,
	.complete = nt_complete,
	.table = N_(
	    "  r1b    build: the colour's letter, the level, the potion shown\n"
	    "         (levels 1 and 3); t teleport; @2 at place 2 (g2t, p3r@2)\n"
	    "  _      a blank level 1\n"
	    "  40     a turn-order number; 40.12.77 a whole reveal\n"
	    "  |12    a pipe; ~1234 a pipe moved; >14 a treehouse moved\n"
	    "  s u f  store, unstore, place familiars (with a count: f2)\n"
	    "  .      done: the builder's turn is over; .0 over without\n"
	    "         placing the familiars the turn still allows\n"
	    "  =pb    the common tiles: brown's colour, green's tile (b biscuits,\n"
	    "         t tall, i ingredients, c colours, s small); =y a private one\n"
	    "  +r2y3  ingredients; *5 biscuits; e2 familiars on empty spaces\n"
	    "  letters: r red, b blue, y yellow, p purple, g green\n"
	    "  (French: r rouge, b bleu, j jaune, p violet, v vert; tiles\n"
	    "  h hautes, p petites; d déstocker)\n"
	    "  the move is the next player's: the builder, the first still to\n"
	    "  reveal, to name a private tile or to count; a name first: bob 40"),
	.example = N_(
	    "new magical ann:2 bob:1\n"
	    "=pb =y =r\n"
	    "40.12\n"
	    "p1b r1r f2 .\n"
	    "y1y g1g |12 f2 ."),
};
