/* magical_svg.c — Magical Treehouse drawn for the report page: each
 * player's village, treehouses left to right with their cards by level,
 * the pipes between them and the storage; and the sentence saying who
 * won and how. */
#include "magical_ops.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "render.h"
#include "magical_glue.h"
#include "svg.h"
#include "util.h"

static const char *const fill[MAGICAL_COLOURS] = {
	"#f5f5f5", "#d62d20", "#2b6cb0", "#f4c430", "#8e5bb5", "#3a9a4a"
};

/* The colour names of the terminal picture (magical_parse.c). */
static const char *const names[MAGICAL_COLOURS] = {
	N_("blank"), N_("red"), N_("blue"), N_("yellow"), N_("purple"),
	N_("green")
};

#define COL_W 104
#define GAP 26
#define CARD_H 34
#define LEFT 26
#define HEAD 48
#define STORE_W 150

static int
colour_of(int c)
{
	return c >= 0 && c < MAGICAL_COLOURS ? c : MAGICAL_BLANK;
}

/* One card: its colour and level, then its VP and, on levels 1 and 3,
 * the potion it shows. */
static void
draw_card(struct sbuf *out, const struct magical_card *c, double x, double y)
{
	int col = colour_of(c->colour);
	const char *ink = svg_ink(fill[col]);
	char line[96];

	svg_rect(out, x, y, COL_W, CARD_H - 2, fill[col], "#222222", "rx=\"3\"");
	if (col == MAGICAL_BLANK)
		snprintf(line, sizeof line, "%s", _(names[MAGICAL_BLANK]));
	else
		snprintf(line, sizeof line, "%s %d", _(names[col]), c->level);
	svg_text(out, x + COL_W / 2.0, y + 13, "middle", 11, ink, line);
	if (c->level == 1 || c->level == 3) {
		int pc = colour_of(c->potion);
		/* TRANSLATORS: on a card of the report's village: its victory
		 * points and the colour of the potion it shows. */
		if (pc == MAGICAL_BLANK) /* a blank brews nothing: no colour to name */
			snprintf(line, sizeof line, _("%d VP"), magical_card_vp(c));
		else
			snprintf(line, sizeof line, _("%d VP, %s"), magical_card_vp(c),
			    _(names[pc]));
		svg_number(out, "<circle cx", x + 8);
		svg_number(out, " cy", y + 24);
		sbuf_printf(out, " r=\"5\" fill=\"%s\" stroke=\"%s\"/>\n",
		    fill[pc], ink);
	} else {
		/* TRANSLATORS: on a card of the report's village. */
		snprintf(line, sizeof line, _("%d VP"), magical_card_vp(c));
	}
	svg_text(out, x + COL_W / 2.0, y + 27, "middle", 10, ink, line);
	if (c->teleport)
		svg_text(out, x + COL_W - 4, y + 12, "end", 11, ink, "\u2726");
}

static int
tallest(const struct magical_player *pl)
{
	int t = 1;

	for (int i = 0; i < pl->nhouses; i++)
		if (pl->house[i].height > t)
			t = pl->house[i].height;
	return t;
}

/* The level numbers on the left, as many as the tallest treehouse. */
static void
draw_levels(struct sbuf *out, int levels, double ground)
{
	char n[12];

	for (int lv = 1; lv <= levels && lv <= MAGICAL_MAX_LEVEL; lv++) {
		snprintf(n, sizeof n, "%d", lv);
		svg_text(out, 10, ground - (lv - 1) * CARD_H - CARD_H / 2.0 + 4,
		    "middle", 11, "#555555", n);
	}
}

static void
draw_storage(struct sbuf *out, const struct magical_player *pl, double x,
    double y)
{
	int cap = magical_storage_capacity(pl);
	struct sbuf b = { 0 };

	svg_rect(out, x, y, STORE_W - 10, 58, "#ffffff", "#555555",
	    "stroke-dasharray=\"5 3\" rx=\"4\"");
	if (cap == MAGICAL_UNLIMITED)
		/* TRANSLATORS: the storage box beside a village. */
		sbuf_printf(&b, _("storage: %d (unlimited)"), pl->stored);
	else
		/* TRANSLATORS: the storage box beside a village. */
		sbuf_printf(&b, _("storage: %d of %d"), pl->stored, cap);
	svg_text(out, x + 8, y + 22, "start", 11, "#000000", b.s);
	sbuf_reset(&b);
	sbuf_printf(&b, _("familiars: %d of %d"), pl->familiars, MAGICAL_FAMILIARS);
	svg_text(out, x + 8, y + 42, "start", 11, "#000000", b.s);
	sbuf_free(&b);
}

static void
draw_village(struct sbuf *out, const struct magical_game *g, int p, int points,
    int rank)
{
	const struct magical_player *pl = &g->player[p];
	int levels = tallest(pl), n = pl->nhouses > 0 ? pl->nhouses : 1;
	int width = LEFT + n * (COL_W + GAP) + STORE_W;
	double ground = HEAD + levels * CARD_H;
	struct sbuf head = { 0 };
	char place[16];

	char vp[RENDER_INT_SIZE];

	render_int(vp, points);
	if (g->step == MAGICAL_OVER)
		sbuf_printf(&head, _("%s: %s VP, rank %d"), pl->name, vp, rank);
	else
		sbuf_printf(&head, _("%s: %s VP so far"), pl->name, vp);
	if (svg_text_width(head.s, 15) + LEFT + 10 > width)
		width = (int)svg_text_width(head.s, 15) + LEFT + 10;
	svg_open(out, width, (int)ground + 40, head.s);
	svg_text(out, LEFT, 22, "start", 15, "#000000", head.s);
	draw_levels(out, levels, ground);
	for (int i = 0; i < pl->nhouses; i++) {
		const struct magical_house *h = &pl->house[i];
		double x = LEFT + i * (COL_W + GAP);
		for (int k = 0; k < h->height && k < MAGICAL_MAX_LEVEL; k++)
			draw_card(out, &h->card[k], x, ground - (k + 1) * CARD_H);
		/* TRANSLATORS: a treehouse's number, under it in a picture
		 * of a village (French: nº 1). */
		snprintf(place, sizeof place, _("#%d"), i + 1);
		svg_text(out, x + COL_W / 2.0, ground + 16, "middle", 11,
		    "#333333", place);
		/* a pipe: a thick pipe with its joints, under the two */
		if (i + 1 < pl->nhouses && pl->pipe[i]) {
			svg_number(out, "<g stroke=\"#222222\"><rect x",
			    x + COL_W - 14);
			svg_number(out, " y", ground - 18);
			sbuf_printf(out, " width=\"%d\" height=\"10\" "
			    "fill=\"#7a8a99\"/>", GAP + 28);
			svg_number(out, "<rect x", x + COL_W - 14);
			svg_number(out, " y", ground - 21);
			sbuf_add(out, " width=\"6\" height=\"16\" "
			    "fill=\"#7a8a99\"/>");
			svg_number(out, "<rect x", x + COL_W + GAP + 8);
			svg_number(out, " y", ground - 21);
			sbuf_add(out, " width=\"6\" height=\"16\" "
			    "fill=\"#7a8a99\"/></g>\n");
		}
	}
	svg_rect(out, LEFT - 4, ground, n * (COL_W + GAP) - GAP + 8, 2,
	    "#6b4226", "none", NULL);
	draw_storage(out, pl, LEFT + n * (COL_W + GAP), HEAD);
	svg_close(out);
	sbuf_free(&head);
}

void
magical_svg(const void *state, struct sbuf *svg, struct sbuf *decided)
{
	const struct magical_game *g = state;
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];
	int order[MAGICAL_MAX_PLAYERS], rank[MAGICAL_MAX_PLAYERS] = { 0 };

	magical_final_score(g, s);
	magical_standings(g, order);
	for (int i = 0; i < g->nplayers; i++)
		rank[order[i]] = i + 1;
	for (int p = 0; p < g->nplayers; p++)
		draw_village(svg, g, p, g->step == MAGICAL_OVER ? s[p].total :
		    s[p].treehouses, rank[p]);
	magical_say_winner(g, decided);
}
