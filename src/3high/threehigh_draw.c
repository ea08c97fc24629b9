/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_draw.c — 3-High's board as text for `show`: north at the
 * top, each square's top piece and stack height, a key and the stacks. */
#include "threehigh_glue.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "render.h"

/* ---- show ----------------------------------------------------------- */

/* The board, with beside it (or under it, on a narrow terminal) the key
 * to its codes and every stack of two pieces or more.  A square shows
 * its top piece's colour and size letters, the stack height, and '*'
 * when a tree stands there; on a colour terminal the letters are filled
 * with the piece's colour. */
#define CELL_WIDTH 5

static const char *const piece_fill[2][THREEHIGH_COLOURS] = {
	{ "\033[1;97;41m", "\033[30;103m", "\033[30;42m", "\033[1;97;44m",
	  "\033[1;97;48;5;238m" },
	{ "\033[30;48;5;250m", "\033[30;106m", "\033[30;48;5;208m",
	  "\033[1;97;45m", "\033[30;107m" },
};

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
	char code[3] = { threehigh_colour_letter(g->xeno, threehigh_piece_colour(piece)),
	    threehigh_size_letter(threehigh_piece_size(piece)), '\0' };

	add_filled(out, g, threehigh_piece_colour(piece), code, fill);
}

static void
square_cell(const struct threehigh *g, int square, bool fill,
    struct sbuf *out)
{
	int top = threehigh_top(&g->th, square), at = (int)out->len;
	int h = threehigh_height(&g->th, square);

	if (top == THREEHIGH_NONE) {
		sbuf_add(out, " .   ");
		return;
	}
	sbuf_addc(out, ' ');
	add_code(out, g, top, fill);
	/* a setup stack of ten pieces or more has no room left for the
	 * star: the list of stacks still tells */
	sbuf_printf(out, "%d%s", h, threehigh_tree_at(&g->th, square) != THREEHIGH_NONE &&
	    h < 10 ? "*" : "");
	while (render_width(out->s + at) < CELL_WIDTH)
		sbuf_addc(out, ' ');
}

static void
board_files(struct sbuf *out)
{
	sbuf_add(out, "  ");
	for (int f = 0; f < THREEHIGH_FILES; f++)
		sbuf_printf(out, " %c%s", 'a' + f, f + 1 < THREEHIGH_FILES ? "   " : "");
	sbuf_addc(out, '\n');
}

/* The board with north at the top, as the table sees it from the south. */
static void
draw_board(const struct threehigh *g, bool fill, struct sbuf *out)
{
	sbuf_repeat(out, ' ', 18); /* under the board's middle */
	sbuf_printf(out, "%s\n", _("north"));
	board_files(out);
	for (int r = THREEHIGH_RANKS - 1; r >= 0; r--) {
		sbuf_printf(out, "%d ", r + 1);
		for (int f = 0; f < THREEHIGH_FILES; f++)
			square_cell(g, threehigh_square(f, r), fill, out);
		sbuf_printf(out, " %d\n", r + 1);
	}
	board_files(out);
	sbuf_repeat(out, ' ', 18);
	sbuf_printf(out, "%s\n", _("south"));
}

/* The letters' meanings: a colour, then a size, on each line. */
static void
draw_key(const struct threehigh *g, bool fill, struct sbuf *out)
{
	int w = 0;

	for (int c = 0; c < THREEHIGH_COLOURS; c++)
		if (render_width(threehigh_colour_name(g, c)) > w)
			w = render_width(threehigh_colour_name(g, c));
	sbuf_printf(out, "%s\n", _("Top piece, then the stack height:"));
	for (int c = 0; c < THREEHIGH_COLOURS; c++) {
		char letter[2] = { threehigh_colour_letter(g->xeno, c), '\0' };
		int at = (int)out->len;

		add_filled(out, g, c, letter, fill);
		sbuf_printf(out, " %s", threehigh_colour_name(g, c));
		if (c < 3) {
			while (render_width(out->s + at) < w + 4)
				sbuf_addc(out, ' ');
			sbuf_printf(out, "%c %s", threehigh_size_letter(c + 1),
			    threehigh_size_name(c + 1));
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

	for (int s = 0; s < THREEHIGH_SQUARES; s++) {
		int h = threehigh_height(&g->th, s);
		if (h < 2)
			continue;
		if (!any)
			sbuf_printf(out, "\n%s\n", _("Stacks, bottom first:"));
		any = true;
		sbuf_add(out, threehigh_square_name(s, sq));
		for (int i = 0; i < h; i++) {
			sbuf_addc(out, ' ');
			add_code(out, g, g->th.stack[s][i], fill);
		}
		sbuf_add(out, threehigh_tree_at(&g->th, s) != THREEHIGH_NONE ? " *\n" : "\n");
	}
}

/* `show [NAME]`: the board is the whole team's, so a player named is
 * only checked. */
bool
threehigh_show(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	struct sbuf blocks[2] = { { 0 }, { 0 } }, pic = { 0 }, key = { 0 };
	int player;

	if (c->argc == 2 && !threehigh_parse_player(g, c->argv[1], &player, v))
		return false;
	draw_board(g, c->colour, &blocks[0]);
	draw_key(g, c->colour, &key);
	draw_stacks(g, c->colour, &key);
	sbuf_add(&blocks[1], sbuf_str(&key));
	render_columns(&pic, blocks, 2, c->width, 4);
	/* beside the board (fewer lines than one under the other), the key
	 * starts level with rank 8 */
	if (render_lines(&pic) < render_lines(&blocks[0]) + render_lines(&key)) {
		sbuf_reset(&blocks[1]);
		sbuf_printf(&blocks[1], " \n \n%s", sbuf_str(&key));
		sbuf_reset(&pic);
		render_columns(&pic, blocks, 2, c->width, 4);
	}
	sbuf_free(&key);
	verdict_say(v, "%s", sbuf_str(&pic));
	sbuf_free(&blocks[0]);
	sbuf_free(&blocks[1]);
	sbuf_free(&pic);
	return true;
}
