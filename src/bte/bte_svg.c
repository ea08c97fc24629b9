/* bte_svg.c — Best Treehouse Ever drawn for the report page: each
 * player's tree with its rooms on their slots and the balance marker,
 * and the sentence saying who won and how. */
#include "bte_ops.h"

#include <stdio.h>
#include <string.h>

#include "bte_glue.h"
#include "i18n.h"
#include "svg.h"
#include "util.h"

/* Fills chosen to stay apart for the common colour blindnesses; the
 * three-letter tag in each room says the colour anyway. */
static const char *const fill[BTE_COLOURS] = {
	"#d62d20", "#f4c430", "#3a9a4a", "#2b6cb0", "#8e5bb5", "#8b5a2b"
};

#define CELL_W 46
#define CELL_H 30
#define MARGIN 12
#define TREE_W (BTE_TOP_LEVEL * CELL_W + 2 * MARGIN + 24)
#define TOP 44

/* Level numbers on the left, rooms (or an empty slot with its number)
 * on their slots, each level centred over the one below. */
static void
draw_rooms(struct sbuf *out, const struct bte_player *p, double cx)
{
	char label[16];

	for (int level = BTE_TOP_LEVEL; level >= 2; level--) {
		double y = TOP + (BTE_TOP_LEVEL - level) * CELL_H;
		double x0 = cx - level * CELL_W / 2.0;

		snprintf(label, sizeof label, "%d", level);
		svg_text(out, MARGIN, y + CELL_H * 0.65, "start", 11, "#555555", label);
		for (int s = 1; s <= level; s++) {
			int room = bte_room(p, level, s);
			double x = x0 + (s - 1) * CELL_W;

			if (room == BTE_NONE) {
				svg_rect(out, x + 2, y + 2, CELL_W - 4, CELL_H - 4,
				    "#ffffff", "#aaaaaa", "stroke-dasharray=\"3 2\"");
				snprintf(label, sizeof label, "%d", s);
				svg_text(out, x + CELL_W / 2.0, y + CELL_H * 0.65,
				    "middle", 10, "#999999", label);
				continue;
			}
			sbuf_add(out, "<g><title>");
			html_escape(out, bte_colour_name(room));
			sbuf_add(out, "</title>\n");
			svg_rect(out, x + 1, y + 1, CELL_W - 2, CELL_H - 2,
			    fill[room], "#222222", "rx=\"3\"");
			svg_text(out, x + CELL_W / 2.0, y + CELL_H * 0.66, "middle",
			    12, svg_ink(fill[room]), bte_colour_tag(room));
			sbuf_add(out, "</g>\n");
		}
	}
}

/* The trunk under level 2, then the balance track: left, centre, right,
 * the marker's space dark with a triangle pointing at it. */
static void
draw_trunk_and_marker(struct sbuf *out, const struct bte_player *p,
    double cx)
{
	/* TRANSLATORS: the three spaces of the balance track under a tree,
	 * left, centre, right; one letter each. */
	const char *track = _("LCR");
	double y = TOP + (BTE_TOP_LEVEL - 1) * CELL_H;
	char letter[2] = { 0, 0 };

	svg_rect(out, cx - 2 * CELL_W / 2.0, y + 1, 2 * CELL_W, CELL_H - 2,
	    "#6b4226", "#3b2414", "rx=\"6\"");
	/* TRANSLATORS: the starting tree in the picture. */
	svg_text(out, cx, y + CELL_H * 0.66, "middle", 11, "#ffffff", _("tree"));
	y += CELL_H + 8;
	for (int k = 0; k < 3; k++) {
		double x = cx + (k - 1) * CELL_W - CELL_W / 2.0 + 6;
		bool here = k == p->marker + 1;

		letter[0] = track[k];
		svg_rect(out, x, y, CELL_W - 12, 22, here ? "#222222" : "#ffffff",
		    "#222222", "rx=\"4\"");
		svg_text(out, x + (CELL_W - 12) / 2.0, y + 16, "middle", 12,
		    here ? "#ffffff" : "#222222", letter);
		if (here) {
			sbuf_add(out, "<path d=\"M");
			svg_tenths(out, x + (CELL_W - 12) / 2.0);
			sbuf_addc(out, ' ');
			svg_tenths(out, y + 24);
			sbuf_add(out, " l-6 9 h12 z\" fill=\"#222222\"/>\n");
		}
	}
}

static void
draw_player(struct sbuf *out, const struct bte_game *g, int i,
    const int rank[])
{
	const struct bte_player *p = &g->p[i];
	double cx = TREE_W / 2.0 + 10;
	struct sbuf head = { 0 };
	int height = TOP + BTE_TOP_LEVEL * CELL_H + 48;

	int total = bte_total(g, i);

	if (g->phase == BTE_OVER)
		sbuf_printf(&head, ngettext("%s: %d point, rank %d",
		    "%s: %d points, rank %d", (unsigned long)total), p->name,
		    total, rank[i]);
	else
		sbuf_printf(&head, ngettext("%s: %d point so far",
		    "%s: %d points so far", (unsigned long)total), p->name,
		    total);
	double w = svg_text_width(head.s, 15) + 12;
	if (w > TREE_W)
		cx = w / 2.0;
	svg_open(out, w > TREE_W ? (int)w + 20 : TREE_W + 20, height, head.s);
	svg_text(out, cx, 22, "middle", 15, "#000000", head.s);
	draw_rooms(out, p, cx);
	draw_trunk_and_marker(out, p, cx);
	svg_close(out);
	sbuf_free(&head);
}

/* The same sentences as at the end of a game at the table. */
static void
say_decided(struct sbuf *out, const struct bte_game *g)
{
	struct sbuf how = { 0 };

	if (g->phase != BTE_OVER)
		return;
	bte_say_winners(out, g);
	bte_say_tiebreak(&how, g);
	if (how.len > 0) {
		sbuf_addc(out, ' ');
		sbuf_add(out, how.s);
	}
	sbuf_free(&how);
}

void
bte_svg(const void *state, struct sbuf *svg, struct sbuf *decided)
{
	const struct bte_game *g = state;
	int rank[BTE_MAX_PLAYERS];

	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++)
		draw_player(svg, g, i, rank);
	say_decided(decided, g);
}
