/* threehigh_svg.c — 3-High drawn for the report page: the board with
 * north at the top, every stack bottom first, the trees marked, a key;
 * and the sentence saying how the game ended. */
#include "threehigh_glue.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "svg.h"
#include "threehigh.h"
#include "util.h"

static const char *const fill[2][THREEHIGH_COLOURS] = {
	{ "#d62d20", "#f4c430", "#3a9a4a", "#2b6cb0", "#222222" },
	{ "#eef6f8", "#25b5d5", "#f08a24", "#8e5bb5", "#ffffff" },
};

#define SQ 64
#define LEFT 24
#define TOP 40
#define CHIP_H 13
#define CHIPS 4 /* chips shown in a square; more are counted */
#define BOARD (THREEHIGH_FILES * SQ)
#define KEY_W 190

/* A piece as a chip as wide as its size, with its two letters. */
static void
draw_chip(struct sbuf *out, const struct threehigh *g, int piece, double cx,
    double y)
{
	int c = threehigh_piece_colour(piece), size = threehigh_piece_size(piece);
	double w = 18 + 14 * size;
	char code[3] = { threehigh_colour_letter(g->xeno, c),
	    threehigh_size_letter(size), '\0' };

	svg_rect(out, cx - w / 2, y, w, CHIP_H - 1, fill[g->xeno][c], "#333333",
	    "rx=\"2\"");
	svg_text(out, cx, y + CHIP_H - 3.5, "middle", 10, svg_ink(fill[g->xeno][c]),
	    code);
}

static void
draw_square(struct sbuf *out, const struct threehigh *g, int square)
{
	int f = threehigh_file(square), r = threehigh_rank(square);
	int h = threehigh_height(&g->th, square), from = h > CHIPS ? h - CHIPS : 0;
	double x = LEFT + f * SQ, y = TOP + (THREEHIGH_RANKS - 1 - r) * SQ;
	bool tree = threehigh_tree_at(&g->th, square) != THREEHIGH_NONE;
	char more[16];

	svg_rect(out, x, y, SQ, SQ, (f + r) % 2 ? "#f3ead7" : "#cdb891",
	    "#8a7a5a", NULL);
	if (tree)
		svg_rect(out, x + 2, y + 2, SQ - 4, SQ - 4, "none", "#000000",
		    "stroke-width=\"4\"");
	/* bottom first, from the foot of the square up */
	for (int i = from; i < h; i++)
		draw_chip(out, g, g->th.stack[square][i], x + SQ / 2.0,
		    y + SQ - 4 - (i - from + 1) * CHIP_H);
	if (from > 0) {
		snprintf(more, sizeof more, "+%d", from);
		svg_text(out, x + 3, y + 11, "start", 9, "#000000", more);
	}
	if (tree)
		svg_text(out, x + SQ - 5, y + 17, "end", 18, "#000000", "*");
}

static void
draw_key(struct sbuf *out, const struct threehigh *g, double x)
{
	double y = TOP + 10;

	svg_text(out, x, y, "start", 12, "#000000", _("Stacks, bottom first:"));
	for (int c = 0; c < THREEHIGH_COLOURS; c++) {
		y += 22;
		char letter[2] = { threehigh_colour_letter(g->xeno, c), '\0' };
		svg_rect(out, x, y - 11, 24, CHIP_H - 1, fill[g->xeno][c], "#333333",
		    "rx=\"2\"");
		svg_text(out, x + 12, y - 1.5, "middle", 10,
		    svg_ink(fill[g->xeno][c]), letter);
		svg_text(out, x + 32, y, "start", 12, "#000000",
		    threehigh_colour_name(g, c));
	}
	for (int s = THREEHIGH_SMALL; s <= THREEHIGH_LARGE; s++) {
		char line[64];
		y += 20;
		snprintf(line, sizeof line, "%c %s", threehigh_size_letter(s),
		    threehigh_size_name(s));
		svg_text(out, x, y, "start", 12, "#000000", line);
	}
	y += 26;
	svg_text(out, x, y, "start", 12, "#000000", _("* a tree stands there"));
}

static void
draw_board(struct sbuf *out, const struct threehigh *g)
{
	char label[12];

	/* TRANSLATORS: the title of the 3-High board's picture. */
	svg_open(out, LEFT + BOARD + 20 + KEY_W, TOP + BOARD + 40,
	    _("The board, north at the top"));
	svg_text(out, LEFT + BOARD / 2.0, 16, "middle", 13, "#000000", _("north"));
	svg_text(out, LEFT + BOARD / 2.0, TOP + BOARD + 34, "middle", 13,
	    "#000000", _("south"));
	for (int f = 0; f < THREEHIGH_FILES; f++) {
		snprintf(label, sizeof label, "%c", 'a' + f);
		svg_text(out, LEFT + f * SQ + SQ / 2.0, TOP - 6, "middle", 11,
		    "#555555", label);
	}
	for (int r = 0; r < THREEHIGH_RANKS; r++) {
		snprintf(label, sizeof label, "%d", r + 1);
		svg_text(out, LEFT - 8, TOP + (THREEHIGH_RANKS - 1 - r) * SQ + SQ / 2.0 + 4,
		    "middle", 11, "#555555", label);
	}
	for (int s = 0; s < THREEHIGH_SQUARES; s++)
		draw_square(out, g, s);
	draw_key(out, g, LEFT + BOARD + 20);
	svg_close(out);
}

/* Why the game ended: the same sentence as at the table. */
static void
say_decided(struct sbuf *out, const struct threehigh *g)
{
	char buf[256];

	if (g->th.end == THREEHIGH_END_NONE)
		return;
	sbuf_add(out, threehigh_end_sentence(g, buf, sizeof buf));
	sbuf_addc(out, ' ');
	sbuf_printf(out, _("Trees standing: %d of 5."), threehigh_trees(&g->th));
}

void
threehigh_svg(const void *state, struct sbuf *svg, struct sbuf *decided)
{
	const struct threehigh *g = state;

	draw_board(svg, g);
	say_decided(decided, g);
}
