/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_draw.c — Tout là-haut's text picture (`show`): each tree a tower
 * of boxes, one box per card holding its two floors (top floor at the
 * top), on the trunk's box.  A floor is its colour's name and its value,
 * so the picture reads without colour; on a colour terminal the floor is
 * filled with its colour, gray for a card face down.  A bracket on the
 * right joins the floors of each of the player's longest runs, as
 * tlh_mark_runs() finds them, across the rule between two cards. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "render.h"
#include "tlh.h"
#include "tlh_glue.h"
#include "util.h"

static const char *const floor_fill[TLH_COLOURS] = {
	"\033[30;48;5;250m", "\033[1;97;41m", "\033[30;103m", "\033[30;42m",
	"\033[1;97;44m", "\033[1;97;45m", "\033[30;48;5;208m"
};

static void
add_padded(struct sbuf *b, const char *s, int width)
{
	sbuf_add(b, s);
	for (int pad = width - render_width(s); pad > 0; pad--)
		sbuf_addc(b, ' ');
}

/* Columns a floor's name takes: the longest colour name, a blank and a
 * one-digit value. */
static int
floor_width(void)
{
	int w = 0;

	for (int col = 0; col < TLH_COLOURS; col++)
		if (render_width(_(tlh_colour_names[col])) > w)
			w = render_width(_(tlh_colour_names[col]));
	return w + 2;
}

/* A card's rule line; `inside` when a run goes on through it, so the
 * run's bracket stays unbroken. */
static void
add_rule(struct sbuf *out, int width, bool inside)
{
	sbuf_addc(out, '+');
	for (int i = 0; i < width + 2; i++)
		sbuf_addc(out, '-');
	sbuf_add(out, inside ? "+ |\n" : "+\n");
}

/* Floor `i` of `n` (bottom first), with its part of the bracket that
 * joins a run on the right: ".", "|" and "'" from its top down. */
static void
add_floor_row(struct sbuf *out, struct tlh_floor f, const int *run, int i,
    int n, int width, bool colour)
{
	char digits[INT_TEXT_SIZE];
	const char *value = int_text(digits, f.value);
	sbuf_add(out, "|");
	if (colour)
		sbuf_add(out, floor_fill[f.colour]);
	sbuf_addc(out, ' ');
	add_padded(out, _(tlh_colour_names[f.colour]),
	    width - 1 - render_width(value));
	sbuf_printf(out, " %s ", value);
	if (colour)
		sbuf_add(out, "\033[0m");
	if (run[i] == 0)
		sbuf_add(out, "|\n");
	else if (i + 1 == n || run[i + 1] != run[i])
		sbuf_add(out, "|-.\n");
	else if (i == 0 || run[i - 1] != run[i])
		sbuf_add(out, "|-'\n");
	else
		sbuf_add(out, "|-|\n");
}

static void
add_centred(struct sbuf *out, const char *text, int width)
{
	int left = (width - render_width(text)) / 2;

	for (int i = 0; i < left; i++)
		sbuf_addc(out, ' ');
	sbuf_add(out, text);
}

/* The tower from its top down to the trunk, then the player's name and
 * points under it, where the names of trees side by side line up.
 * Returns its widest line, in columns. */
static int
draw_tower(const struct tlh_match *m, int p, bool colour, struct sbuf *out)
{
	const struct tlh_game *g = tlh_current(m);
	int run[2 * TLH_MAX_CARDS], n = 2 * g->ncards[p];
	int width = floor_width(), longest = tlh_mark_runs(g, p, run);
	struct sbuf line = { 0 };
	int widest = width + 4 + (longest >= 2 ? 2 : 0);

	add_rule(out, width, false);
	for (int i = g->ncards[p] - 1; i >= 0; i--) {
		const struct tlh_card *c = &g->tree[p][i];
		add_floor_row(out, c->top, run, 2 * i + 1, n, width, colour);
		add_floor_row(out, c->bottom, run, 2 * i, n, width, colour);
		add_rule(out, width, i > 0 && run[2 * i] != 0 &&
		    run[2 * i] == run[2 * i - 1]);
	}
	/* TRANSLATORS: the trunk card at the foot of every tree. */
	add_centred(&line, _("trunk"), width);
	sbuf_add(out, "| ");
	add_padded(out, sbuf_str(&line), width);
	sbuf_add(out, " |\n");
	add_rule(out, width, false);
	sbuf_reset(&line);
	add_centred(&line, m->name[p], width + 4);
	sbuf_printf(out, "%s\n", sbuf_str(&line));
	if (render_width(sbuf_str(&line)) > widest)
		widest = render_width(sbuf_str(&line));
	sbuf_reset(&line);
	/* TRANSLATORS: under a tree in the picture: the sum of its floors
	 * and the length of its longest run. */
	sbuf_printf(&line, _("floors %d, run %d"), tlh_floor_sum(g, p), longest);
	sbuf_printf(out, "%s\n", sbuf_str(&line));
	if (render_width(sbuf_str(&line)) > widest)
		widest = render_width(sbuf_str(&line));
	sbuf_free(&line);
	return widest;
}

/* Set the towers side by side as render_columns() does, but each row of
 * them standing on one ground: a shorter tower gets blank lines above
 * it.  `wide` and `tall` are each tower's widest line and line count. */
static void
set_towers(struct sbuf *out, struct sbuf *blocks, const int *wide,
    const int *tall, int n, int width)
{
	struct sbuf padded = { 0 };

	for (int from = 0, to; from < n; from = to) {
		int used = wide[from], tallest = tall[from];
		for (to = from + 1; to < n && used + 2 + wide[to] <= width; to++)
			used += 2 + wide[to];
		for (int k = from; k < to; k++)
			if (tall[k] > tallest)
				tallest = tall[k];
		for (int k = from; k < to; k++) {
			sbuf_reset(&padded);
			/* a blank, not an empty line: render.c reads an
			 * empty first line as a null string */
			for (int i = tall[k]; i < tallest; i++)
				sbuf_add(&padded, " \n");
			sbuf_add(&padded, sbuf_str(&blocks[k]));
			sbuf_reset(&blocks[k]);
			sbuf_add(&blocks[k], sbuf_str(&padded));
		}
		if (from > 0)
			sbuf_addc(out, '\n');
		render_columns(out, blocks + from, to - from, width, 2);
	}
	sbuf_free(&padded);
}

bool
tlh_run_show(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	struct sbuf blocks[TLH_MAX_PLAYERS] = { { 0 } }, out = { 0 }, key = { 0 };
	int wide[TLH_MAX_PLAYERS], tall[TLH_MAX_PLAYERS], n = 0, only = -1;

	if (c->argc == 2 && (only = tlh_player_arg(m, c->argv[1], v)) < 0)
		return false;
	for (int p = 0; p < m->nplayers; p++) {
		if (only >= 0 && p != only)
			continue;
		wide[n] = draw_tower(m, p, c->colour, &blocks[n]);
		/* two rules, the trunk, name and points, and two rows a card */
		tall[n] = 5 + 3 * tlh_current(m)->ncards[p];
		n++;
	}
	set_towers(&out, blocks, wide, tall, n, c->width);
	/* the key, as wide as the picture may be */
	render_wrap(&key, _("Top floor at the top; a bracket joins the floors of "
	    "each longest run; a card face down shows two gray floors."), c->width, 0);
	verdict_say(v, "%s", sbuf_str(&key));
	verdict_say(v, "%s", sbuf_str(&out));
	sbuf_free(&key);
	for (int i = 0; i < n; i++)
		sbuf_free(&blocks[i]);
	sbuf_free(&out);
	return true;
}
