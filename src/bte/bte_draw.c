/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_draw.c — Best Treehouse Ever's treehouses as text: each tree a
 * block 23 columns wide, levels 6 to 2 as rows of three-column cells
 * (an empty slot shows its number, a room its colour tag, filled with
 * its colour on a colour terminal), the starting tree, and the balance
 * marker under it.  Rows of brick offset by two columns put each room
 * above the two it rests on. */
#include "bte_glue.h"

#include <string.h>

#include "i18n.h"
#include "render.h"

#define CELL_BLOCK_WIDTH 23

static const char *const colour_fill[BTE_COLOURS] = {
	"\033[1;97;41m", "\033[1;30;103m", "\033[1;30;42m", "\033[1;97;44m",
	"\033[1;97;45m", "\033[1;97;48;5;94m"
};

static void
pad(struct sbuf *b, int n)
{
	while (n-- > 0)
		sbuf_addc(b, ' ');
}

static void
centre(struct sbuf *out, const char *text, int width)
{
	int w = render_width(text), left = (width - w) / 2;

	pad(out, left > 0 ? left : 0);
	sbuf_add(out, text);
	sbuf_addc(out, '\n');
}

static void
draw_level(struct sbuf *out, const struct bte_player *p, int level,
    bool colour)
{
	pad(out, (BTE_TOP_LEVEL - level) * 2);
	for (int s = 1; s <= level; s++) {
		int room = bte_room(p, level, s);

		if (s > 1)
			sbuf_addc(out, ' ');
		if (room == BTE_NONE) {
			sbuf_printf(out, ".%d.", s);
			continue;
		}
		if (colour)
			sbuf_add(out, colour_fill[room]);
		sbuf_add(out, bte_colour_tag(room));
		if (colour)
			sbuf_add(out, "\033[0m");
	}
	sbuf_addc(out, '\n');
}

/* The body of one tree, then the level numbers down its left when it
 * is the first of a row. */
static void
draw_tree(struct sbuf *out, const struct bte_player *p, bool colour,
    bool labels)
{
	struct sbuf line = { 0 }, body = { 0 };
	/* TRANSLATORS: the three spaces of the balance track under a tree,
	 * left, centre, right; one letter each. */
	const char *track = _("LCR");
	int m = p->marker + 1;
	const char *b;

	centre(&body, p->name, CELL_BLOCK_WIDTH);
	for (int level = BTE_TOP_LEVEL; level >= 2; level--)
		draw_level(&body, p, level, colour);
	/* TRANSLATORS: the starting tree in the picture. */
	centre(&body, _("tree"), CELL_BLOCK_WIDTH);
	for (int k = 0; k < 3; k++)
		sbuf_printf(&line, k == m ? "%s[%c]" : "%s %c ", k ? "   " : "",
		    track[k]);
	centre(&body, line.s, CELL_BLOCK_WIDTH);
	b = body.s;
	for (int row = 0; *b; row++) {
		size_t n = strcspn(b, "\n");
		int level = BTE_TOP_LEVEL + 1 - row;

		if (labels && level >= 1 && level <= BTE_TOP_LEVEL)
			sbuf_printf(out, "%d ", level);
		else if (labels)
			sbuf_add(out, "  ");
		sbuf_printf(out, "%.*s\n", (int)n, b);
		b += n + (b[n] == '\n');
	}
	sbuf_free(&line);
	sbuf_free(&body);
}

void
bte_draw(struct sbuf *out, const struct bte_game *g, int only, bool colour,
    int width)
{
	struct sbuf blocks[BTE_MAX_PLAYERS] = { { 0 } };
	int n = 0, per_row = width / (CELL_BLOCK_WIDTH + 2);

	/* trees side by side, as many as the width allows (four in 100
	 * columns), each row with the level numbers on its left */
	if (per_row < 1)
		per_row = 1;
	for (int i = 0; i < g->nplayers; i++)
		if (only < 0 || i == only) {
			draw_tree(&blocks[n], &g->p[i], colour, n % per_row == 0);
			n++;
		}
	for (int from = 0; from < n; from += per_row) {
		if (from > 0)
			sbuf_addc(out, '\n');
		render_columns(out, blocks + from,
		    n - from < per_row ? n - from : per_row, width, 2);
	}
	for (int i = 0; i < n; i++)
		sbuf_free(&blocks[i]);
}
