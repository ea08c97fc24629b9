/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_svg.c — Tout là-haut drawn for the report page: each player's
 * tower of two-floor cards on its trunk, the longest runs marked, and the
 * sentence saying who won and how. */
#include "tlh_ops.h"

#include <libintl.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "svg.h"
#include "tlh.h"
#include "tlh_glue.h"
#include "util.h"

static const char *const fill[TLH_COLOURS] = {
	"#bdbdbd", "#d62d20", "#f4c430", "#3a9a4a", "#2b6cb0", "#8e5bb5",
	"#f08a24"
};

#define FLOOR_W 120
#define FLOOR_H 24
#define TOWER_W (FLOOR_W + 70)
#define HEAD 46

/* One floor: its colour's name and value, the colour behind. */
static void
draw_floor(struct sbuf *out, struct tlh_floor f, double x, double y)
{
	char label[64];
	int c = f.colour >= 0 && f.colour < TLH_COLOURS ? f.colour : TLH_GRAY;

	snprintf(label, sizeof label, "%s %d", _(tlh_colour_names[c]), f.value);
	svg_rect(out, x, y, FLOOR_W, FLOOR_H, fill[c], "#222222", NULL);
	svg_text(out, x + FLOOR_W / 2.0, y + FLOOR_H * 0.7, "middle", 12,
	    svg_ink(fill[c]), label);
}

/* A bracket on the right of the floors from..to (bottom first) of a
 * longest run, with a star and the run's length. */
static void
draw_run(struct sbuf *out, double x, double ytop, double ybottom, int len)
{
	char label[16];

	sbuf_add(out, "<path d=\"M");
	svg_tenths(out, x + 2);
	sbuf_addc(out, ' ');
	svg_tenths(out, ytop + 3);
	sbuf_add(out, " h8 V");
	svg_tenths(out, ybottom - 3);
	sbuf_add(out, " h-8\" fill=\"none\" stroke=\"#000000\" "
	    "stroke-width=\"3\"/>\n");
	snprintf(label, sizeof label, "\u2605%d", len);
	svg_text(out, x + 14, (ytop + ybottom) / 2 + 5, "start", 13, "#000000",
	    label);
}

static void
draw_tower(struct sbuf *out, const struct tlh_match *m, int game, int p,
    int rank, int points)
{
	const struct tlh_game *g = &m->game[game];
	int run[2 * TLH_MAX_CARDS], nfloors = 2 * g->ncards[p];
	int longest = tlh_mark_runs(g, p, run);
	int height = HEAD + (nfloors + 1) * FLOOR_H + 34;
	double x = 10, base = HEAD + nfloors * FLOOR_H;
	struct sbuf head = { 0 }, foot = { 0 };

	if (m->ngames > 1 && rank > 0)
		/* TRANSLATORS: a tree of a strategic match's last game: the
		 * game, the player, the game's points and the match's rank. */
		sbuf_printf(&head, _("game %d: %s, %d points, rank %d in the "
		    "match"), game + 1, m->name[p], points, rank);
	else if (m->ngames > 1)
		sbuf_printf(&head, ngettext("game %d: %s, %d point",
		    "game %d: %s, %d points", (unsigned long)points), game + 1,
		    m->name[p], points);
	else if (rank > 0)
		sbuf_printf(&head, _("%s: %d points, rank %d"), m->name[p], points,
		    rank);
	else
		sbuf_printf(&head, ngettext("%s: %d point", "%s: %d points",
		    (unsigned long)points), m->name[p], points);
	double w = svg_text_width(head.s, 14) + 12;
	svg_open(out, w > TOWER_W ? (int)w : TOWER_W, height, head.s);
	svg_text(out, 6, 20, "start", 14, "#000000", head.s);
	for (int i = 0; i < nfloors; i++) {
		const struct tlh_card *c = &g->tree[p][i / 2];
		double y = base - (i + 1) * FLOOR_H;
		draw_floor(out, i % 2 ? c->top : c->bottom, x, y);
		if (i % 2) /* the card's edge: thicker than between floors */
			svg_rect(out, x, y, FLOOR_W, 2 * FLOOR_H, "none", "#000000",
			    "stroke-width=\"2.5\"");
	}
	for (int i = 0; i < nfloors; i++)
		if (run[i] && (i == 0 || run[i - 1] != run[i]))
			draw_run(out, x + FLOOR_W, base - (i + longest) * FLOOR_H,
			    base - i * FLOOR_H, longest);
	svg_rect(out, x + FLOOR_W / 2.0 - 30, base, 60, FLOOR_H, "#6b4226",
	    "#3b2414", NULL);
	/* TRANSLATORS: the trunk card at the foot of every tree. */
	svg_text(out, x + FLOOR_W / 2.0, base + FLOOR_H * 0.7, "middle", 11,
	    "#ffffff", _("trunk"));
	/* TRANSLATORS: under a tree in the picture: the sum of its floors
	 * and the length of its longest run. */
	sbuf_printf(&foot, _("floors %d, run %d"), tlh_floor_sum(g, p), longest);
	svg_text(out, x + FLOOR_W / 2.0, base + FLOOR_H + 20, "middle", 12,
	    "#333333", foot.s);
	svg_close(out);
	sbuf_free(&head);
	sbuf_free(&foot);
}

void
tlh_svg(const void *state, struct sbuf *svg, struct sbuf *decided)
{
	const struct tlh_match *m = state;
	struct tlh_score s[TLH_MAX_PLAYERS];

	int order[TLH_MAX_PLAYERS], rank[TLH_MAX_PLAYERS] = { 0 };

	/* the rank, once the match is over, under its last game's trees */
	tlh_standings(m, order);
	for (int i = 0; i < m->nplayers && tlh_over(m); i++)
		rank[order[i]] = i + 1;
	for (int game = 0; game <= m->current && game < m->ngames; game++) {
		tlh_score_game(m, game, s);
		for (int p = 0; p < m->nplayers; p++)
			draw_tower(svg, m, game, p,
			    game == m->ngames - 1 ? rank[p] : 0, s[p].total);
	}
	tlh_say_decided(m, decided);
}
