/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* report_html.c — the pieces of a report page: its head (the title,
 * the dates of play, the winners, the standings), and each game with
 * its score sheet, its result, a chart of how each score was made and
 * its pictures, in self-contained HTML that prints on A4 (inline CSS
 * and SVG, no script).  What a game's results, columns and pictures are
 * comes from the game (game.h): this file only lays them out. */
#include "report_int.h"

#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "render.h"
#include "standings.h"
#include "session.h"
#include "svg.h"
#include "util.h"

static const char style[] =
    "body{font-family:\"DejaVu Sans\",Verdana,sans-serif;margin:1.5em;"
    "color:#111;line-height:1.35}\n"
    "h1{font-size:1.6em;margin:0 0 .3em}h2{font-size:1.3em;"
    "border-bottom:2px solid #333;margin-top:1.4em}h3{font-size:1.1em;"
    "margin:.8em 0 .3em}h4{font-size:1.05em;margin:.5em 0 .2em}\n"
    "h2.event,h2.practice{border-bottom:3px double #333}\n"
    ".winner{font-size:1.15em;font-weight:bold;margin:.2em 0}\n"
    ".file,.when{font-size:.85em;color:#444;margin:.1em 0}\n"
    "table{border-collapse:collapse;margin:.3em 0 .8em}\n"
    "th,td{border:1px solid #888;padding:2px 8px;text-align:right}\n"
    "th{background:#eee}td.name,th.name{text-align:left}\n"
    "tr.first td{font-weight:bold}\n"
    ".faults{border:2px solid #a00;padding:.3em 1em;color:#700}\n"
    ".decided{font-weight:bold}\n"
    ".pics{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}\n"
    ".pics svg,.chart svg{border:1px solid #ccc;max-width:100%;height:auto}\n"
    "section.game{border-top:1px solid #999;padding-top:.4em}\n"
    "@page{size:A4;margin:12mm}\n"
    "@media print{body{margin:0;font-size:9.5pt}"
    "section.game{break-inside:avoid;page-break-inside:avoid}"
    "h2{break-after:avoid;page-break-after:avoid}"
    ".pics svg{max-width:48%}th{background:#eee;"
    "-webkit-print-color-adjust:exact;print-color-adjust:exact}"
    "svg{-webkit-print-color-adjust:exact;print-color-adjust:exact}}\n";

static void
add_cell(struct sbuf *out, const char *tag, bool name, const char *text)
{
	sbuf_printf(out, "<%s%s>", tag, name ? " class=\"name\"" : "");
	html_escape(out, text);
	sbuf_printf(out, "</%s>", tag);
}

static void
add_para(struct sbuf *out, const char *cls, const char *text)
{
	if (cls)
		sbuf_printf(out, "<p class=\"%s\">", cls);
	else
		sbuf_add(out, "<p>");
	html_escape(out, text);
	sbuf_add(out, "</p>\n");
}

/* A cell holding a number as printf writes it ("-4", "30.25", "87,5"
 * from standings_sheet): shown with the language's signs. */
static bool
is_number(const char *v)
{
	size_t n = strspn(v, "-0123456789.,");

	return v[0] != '\0' && v[n] == '\0' && strpbrk(v, "0123456789");
}

/* A game's score sheet, its columns and words named by the game. */
static void
add_sheet(struct sbuf *out, const struct game_ops *g, const struct sheet *sh)
{
	sbuf_add(out, "<table>\n<tr>");
	for (int c = 0; c < sh->ncols; c++)
		add_cell(out, "th", game_label_words(g, sheet_cell(sh, 0, c)),
		    game_label(g, sheet_cell(sh, 0, c)));
	sbuf_add(out, "</tr>\n");
	for (int r = 1; r < sh->nrows; r++) {
		sbuf_add(out, "<tr>");
		for (int c = 0; c < sh->ncols; c++) {
			bool words = game_label_words(g, sheet_cell(sh, 0, c));
			const char *v = sheet_cell(sh, r, c);
			struct sbuf num = { 0 };
			if (!words && is_number(v))
				render_decimal(&num, v);
			add_cell(out, "td", words, words ? game_label(g, v) :
			    num.len ? sbuf_str(&num) : v);
			sbuf_free(&num);
		}
		sbuf_add(out, "</tr>\n");
	}
	sbuf_add(out, "</table>\n");
}

/* The standings' own columns (standings.c), for people. */
static void
add_standings_table(struct sbuf *out, const struct sheet *sh,
    const struct standings *t, const struct game_ops *g, int row0, int rows)
{
	bool team = standings_team(t, (size_t)row0 - 1);
	const char *part = standings_part(t, (size_t)row0 - 1);

	sbuf_add(out, "<table>\n<tr>");
	for (int k = 0; k < 7; k++) {
		if (team && (k == 0 || k == 4 || k == 5))
			continue;
		add_cell(out, "th", k == 1, team && k == 6 && g && part ?
		    game_label(g, part) : standings_heading(k));
	}
	sbuf_add(out, "</tr>\n");
	for (int r = row0; r < row0 + rows; r++) {
		sbuf_add(out, team || strcmp(sheet_cell(sh, r, 1), "1") != 0 ?
		    "<tr>" : "<tr class=\"first\">");
		for (int k = 0; k < 7; k++) {
			struct sbuf cell = { 0 };
			if (team && (k == 0 || k == 4 || k == 5))
				continue;
			if (k == 5)
				/* TRANSLATORS: a percentage in the standings. */
				sbuf_printf(&cell, _("%s%%"), sheet_cell(sh, r, k + 1));
			else if (is_number(sheet_cell(sh, r, k + 1)))
				render_decimal(&cell, sheet_cell(sh, r, k + 1));
			else
				sbuf_add(&cell, sheet_cell(sh, r, k + 1));
			add_cell(out, "td", k == 1, sbuf_str(&cell));
			sbuf_free(&cell);
		}
		sbuf_add(out, "</tr>\n");
	}
	sbuf_add(out, "</table>\n");
}

/* How many rows of the standings' sheet from row r are of r's game. */
static int
game_rows(const struct sheet *sh, int r)
{
	const char *id = sheet_cell(sh, r, 0);
	int n = 1;

	while (r + n < sh->nrows && strcmp(sheet_cell(sh, r + n, 0), id) == 0)
		n++;
	return n;
}

static void
add_standings(struct sbuf *out, struct standings *t)
{
	struct sheet sh = { 0 };

	standings_sheet(t, &sh, render_decimal_mark());
	sbuf_add(out, "<h2>");
	html_escape(out, _("Standings"));
	sbuf_add(out, "</h2>\n");
	add_para(out, NULL, _("Order: most tournament points (a place at a "
	    "table of n players is worth (n - place) / (n - 1): a win 1, last "
	    "place 0), then most wins, then the best average share of the "
	    "table's best score, then the fewest games; players equal on all "
	    "four share a rank.  A cooperative game lists each player's games, "
	    "the team's wins and its score, unranked."));
	if (sh.nrows <= 1)
		add_para(out, NULL, _("No finished game to rank."));
	for (int r = 1; r < sh.nrows;) {
		const char *id = sheet_cell(&sh, r, 0);
		const struct game_ops *g = game_by_id(id);
		int n = game_rows(&sh, r);
		sbuf_add(out, "<h3>");
		html_escape(out, g ? g->title : id);
		sbuf_add(out, "</h3>\n");
		if (standings_uneven(t, id))
			add_para(out, NULL, _("Not everyone played the same number "
			    "of games: points are sums over the games played."));
		add_standings_table(out, &sh, t, g, r, n);
		r += n;
	}
	sheet_free(&sh);
}

/* Colours of a chart's parts; each also named in the legend and its
 * value written on it. */
static const char *const part_fill[GAME_MAX_PARTS] = {
	"#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#edc948", "#76b7b2",
	"#e15759", "#9c755f",
};

#define CHART_BAR 46
#define CHART_GAP 22
#define CHART_H 150
#define CHART_TOP 38

/* A stacked bar per player, in the order of places: each part of the
 * score a block of its colour, labelled with its value, positive parts
 * above the axis and negative ones below; a legend names the colours. */
static void
add_chart(struct sbuf *out, const struct game_ops *g,
    const struct game_results *r)
{
	int order[GAME_MAX_SEATS], up = 1, down = 0, legend_w = 0;
	struct sbuf title = { 0 };

	game_place_order(r, order);
	for (int i = 0; i < r->n; i++) {
		int pos = 0, neg = 0;
		for (int k = 0; k < r->nparts; k++)
			*(r->p[i].part[k] > 0 ? &pos : &neg) += r->p[i].part[k];
		up = pos > up ? pos : up;
		down = -neg > down ? -neg : down;
	}
	for (int k = 0; k < r->nparts; k++) {
		int w = (int)svg_text_width(game_label(g, r->part[k]), 11) + 30;
		legend_w = w > legend_w ? w : legend_w;
	}
	double scale = (double)CHART_H / (up + down);
	double axis = CHART_TOP + up * scale;
	int bars_w = 40 + r->n * (CHART_BAR + CHART_GAP);
	int width = bars_w + legend_w + 10;
	/* TRANSLATORS: the title of a report's chart of a game's scores. */
	sbuf_printf(&title, _("How the scores of %s were made"), g->title);
	if (svg_text_width(title.s, 12) + 12 > width)
		width = (int)svg_text_width(title.s, 12) + 12;
	int height = CHART_TOP + CHART_H + 40;
	int legend_h = CHART_TOP + r->nparts * 18 + 10;
	if (legend_h > height)
		height = legend_h;
	sbuf_add(out, "<div class=\"chart\">\n");
	svg_open(out, width, height, title.s);
	svg_text(out, 6, 16, "start", 12, "#000000", title.s);
	for (int i = 0; i < r->n; i++) {
		const struct game_seat *p = &r->p[order[i]];
		double x = 30 + i * (CHART_BAR + CHART_GAP), top = axis, bottom = axis;
		char num[RENDER_INT_SIZE]; /* "−4" in French */
		for (int k = 0; k < r->nparts; k++) {
			int v = p->part[k];
			double h = (v < 0 ? -v : v) * scale, y;
			if (v == 0)
				continue;
			if (v > 0) {
				top -= h;
				y = top;
			} else {
				y = bottom;
				bottom += h;
			}
			svg_rect(out, x, y, CHART_BAR, h, part_fill[k], "#222222", NULL);
			if (h >= 12)
				svg_text(out, x + CHART_BAR / 2.0, y + h / 2 + 4, "middle",
				    10, svg_ink(part_fill[k]), render_int(num, v));
		}
		svg_text(out, x + CHART_BAR / 2.0, top - 3, "middle", 11, "#000000",
		    render_int(num, p->score));
		struct sbuf name = { 0 };
		/* TRANSLATORS: under a bar of the chart: the place and the
		 * player, e.g. "1. ann". */
		sbuf_printf(&name, _("%d. %s"), p->place, p->name);
		svg_text(out, x + CHART_BAR / 2.0, CHART_TOP + CHART_H + 16,
		    "middle", 10, "#000000", name.s);
		sbuf_free(&name);
	}
	sbuf_printf(out, "<line x1=\"24\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
	    "stroke=\"#000\" stroke-width=\"1.5\"/>\n", axis, bars_w - 10, axis);
	for (int k = 0; k < r->nparts; k++) {
		double y = CHART_TOP + k * 18;
		svg_rect(out, bars_w, y, 14, 14, part_fill[k], "#222222", NULL);
		svg_text(out, bars_w + 20, y + 11, "start", 11, "#000000",
		    game_label(g, r->part[k]));
	}
	svg_close(out);
	sbuf_add(out, "</div>\n");
	sbuf_free(&title);
}

/* A cooperative game's result: the team's outcome and its parts. */
static void
add_team(struct sbuf *out, const struct game_ops *g,
    const struct game_results *r)
{
	struct sbuf line = { 0 }, parts = { 0 };

	game_team_parts(g, r, &parts);
	if (!r->finished)
		sbuf_printf(&line, _("Team result: still playing (%s)."), parts.s);
	else if (r->won)
		sbuf_printf(&line, _("Team result: the team won (%s)."), parts.s);
	else
		sbuf_printf(&line, _("Team result: the team lost (%s)."), parts.s);
	add_para(out, "decided", line.s);
	sbuf_free(&line);
	sbuf_free(&parts);
}

/* "2026-11-26 21:14" of a date as logs write it. */
static void
short_date(char out[17], const char *when)
{
	snprintf(out, 17, "%.10s %.5s", when, strlen(when) > 11 ? when + 11 : "");
}

#define pgettext(context, msgid) context "\004" msgid

/* A day (and time) as the page's language writes it: 2026-11-26 19:40
 * in English, 26/11/2026 à 19 h 40 in French. */
static const char *
shown_day(char out[32], const char *iso)
{
	bool day = strlen(iso) >= 10 && iso[4] == '-' && iso[7] == '-';
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	char d[16], t[16];

	if (!day) {
		snprintf(out, 32, "%s", iso);
		return out;
	}
	if (fr)
		snprintf(d, sizeof d, "%.2s/%.2s/%.4s", iso + 8, iso + 5, iso);
	else
		snprintf(d, sizeof d, "%.10s", iso);
	if (strlen(iso) == 16 && iso[10] == ' ' && iso[13] == ':') {
		/* TRANSLATORS: context "when": a time of day in the report, hours then
		 * minutes: "19:40"; French "%s h %s". */
		snprintf(t, sizeof t, i18n_pgettext(pgettext("when", "%.2s:%.2s"),
		    "%.2s:%.2s"), iso + 11, iso + 14);
		/* TRANSLATORS: context "when": a day, then a time of day, in the report:
		 * "2026-11-26 19:40"; French "%s à %s". */
		snprintf(out, 32, i18n_pgettext(pgettext("when", "%s %s"), "%s %s"),
		    d, t);
	} else {
		snprintf(out, 32, "%s%s", d, iso + 10);
	}
	return out;
}
#undef pgettext

/* A drawn game in the report's own words, whatever the game's line
 * says: nobody won (game.h's GAME_DRAW). */
static void
add_draw(struct sbuf *out, const struct game_results *r)
{
	const char *names[GAME_MAX_SEATS];
	int order[GAME_MAX_SEATS], n = 0;
	struct sbuf who = { 0 }, line = { 0 };

	game_place_order(r, order);
	for (int i = 0; i < r->n; i++)
		if (r->p[order[i]].place == r->p[order[0]].place)
			names[n++] = r->p[order[i]].name;
	render_list_and(&who, names, n);
	if (n == r->n)
		/* TRANSLATORS: the result of a drawn game in the report: every
		 * player, and the score they drew at. */
		sbuf_printf(&line, _("Draw: %s drew at %d; nobody won."), who.s,
		    r->p[order[0]].score);
	else
		/* TRANSLATORS: a draw between some of a game's players. */
		sbuf_printf(&line, _("Draw: %s drew at %d for first place; nobody "
		    "won."), who.s, r->p[order[0]].score);
	add_para(out, "decided", line.s);
	sbuf_free(&who);
	sbuf_free(&line);
}

/* Which file a game came from, relative to the folder given (never a
 * path of the organiser's machine), and its place in it. */
static void
add_file(struct sbuf *out, const struct report_log *l, int ordinal)
{
	struct sbuf b = { 0 };

	if (l->ngames > 1)
		/* TRANSLATORS: the log a game of the report came from, and the
		 * game's place in it. */
		sbuf_printf(&b, _("From %s, game %d of %d."), l->name, ordinal,
		    l->ngames);
	else
		sbuf_printf(&b, _("From %s."), l->name);
	add_para(out, "file", b.s);
	sbuf_free(&b);
}

/* When a game was played, as its log says. */
static void
add_when(struct sbuf *out, const struct session *s)
{
	const char *started = session_started(s), *ended = session_ended(s);
	char a[17], b[17], sa[32], sb[32];
	struct sbuf when = { 0 };

	if (*started == '\0')
		return;
	short_date(a, started);
	short_date(b, *ended ? ended : started);
	if (*ended && strcmp(a, b) == 0)
		/* TRANSLATORS: when a game of the report was played. */
		sbuf_printf(&when, _("Played %s."), shown_day(sa, a));
	else if (*ended)
		/* the end's day only when it is another */
		sbuf_printf(&when, _("Played %s to %s."), shown_day(sa, a),
		    strncmp(a, b, 10) == 0 ? b + 11 : shown_day(sb, b));
	else
		sbuf_printf(&when, _("Started %s."), shown_day(sa, a));
	add_para(out, "when", when.s);
	sbuf_free(&when);
}

/* "Club night, round 2, table t1 — Best Treehouse Ever: ann, bob and
 * carl": what the game belongs to and who played, never a file. */
static void
add_heading(struct sbuf *out, const char *labels, const struct game_ops *g,
    const struct game_results *r)
{
	const char *names[GAME_MAX_SEATS];
	struct sbuf who = { 0 }, head = { 0 };

	for (int i = 0; i < r->n; i++)
		names[i] = r->p[i].name;
	render_list_and(&who, names, r->n);
	if (labels && *labels)
		/* TRANSLATORS: a game's heading in the report: its labels
		 * (event, round, table), the game's title and its players. */
		sbuf_printf(&head, _("%s — %s: %s"), labels, g->title, who.s);
	else
		/* TRANSLATORS: a game's heading in the report: the game's
		 * title and its players. */
		sbuf_printf(&head, _("%s: %s"), g->title, who.s);
	sbuf_add(out, "<h4>");
	html_escape(out, head.s);
	sbuf_add(out, "</h4>\n");
	sbuf_free(&who);
	sbuf_free(&head);
}

void
report_add_game(struct sbuf *out, const struct report_log *l, int ordinal,
    int number, const char *labels, const struct session *s)
{
	const struct game_ops *g = session_game(s);
	const void *state = session_state(s);
	struct sbuf pics = { 0 }, decided = { 0 };
	struct sheet sh = { 0 };
	struct game_results r;

	g->results(state, &r);
	sbuf_printf(out, "<section class=\"game\" id=\"game%d\">\n", number);
	add_heading(out, labels, g, &r);
	if (l)
		add_file(out, l, ordinal);
	add_when(out, s);
	if (g->svg)
		g->svg(state, &pics, &decided);
	else if (r.finished)
		g->result(state, &decided);
	if (r.team) {
		add_team(out, g, &r);
	} else if (!r.finished) {
		add_para(out, "decided", _("Unfinished: the log ends before the "
		    "game does; it is not counted in the standings."));
	} else if (game_outcome(&r) == GAME_DRAW) {
		add_draw(out, &r);
		if (decided.len)
			add_para(out, NULL, decided.s);
	} else {
		add_para(out, "decided", sbuf_str(&decided));
	}
	g->sheet(state, &sh);
	add_sheet(out, g, &sh);
	if (!r.team && r.finished && r.nparts > 0)
		add_chart(out, g, &r);
	if (pics.len) {
		sbuf_add(out, "<div class=\"pics\">\n");
		sbuf_add(out, pics.s);
		sbuf_add(out, "</div>\n");
	}
	sbuf_add(out, "</section>\n");
	sheet_free(&sh);
	sbuf_free(&pics);
	sbuf_free(&decided);
}

static void
add_faults(struct sbuf *out, const struct report *rep)
{
	if (rep->nfaults == 0)
		return;
	sbuf_add(out, "<div class=\"faults\">\n<h2>");
	html_escape(out, _("Logs left out"));
	sbuf_add(out, "</h2>\n");
	add_para(out, NULL, _("These files are not legal event logs: none of "
	    "their games is counted or shown."));
	sbuf_add(out, "<ul>\n");
	for (int i = 0; i < rep->nfaults; i++) {
		sbuf_add(out, "<li>");
		html_escape(out, rep->faults[i]);
		sbuf_add(out, "</li>\n");
	}
	sbuf_add(out, "</ul>\n</div>\n");
}

/* The days of play: logs of version 4 say when each game started and
 * ended; older ones do not. */
static void
add_dates(struct sbuf *out, const struct report_days *d)
{
	struct sbuf b = { 0 };
	char d1[32], d2[32];

	if (d->dated == 0)
		sbuf_add(&b, _("Dates of play unknown: the logs do not say when "
		    "their games were played."));
	else if (strcmp(d->first, d->last) == 0)
		/* TRANSLATORS: the day of play, as 2026-11-26. */
		sbuf_printf(&b, _("Played on %s."), shown_day(d1, d->first));
	else
		sbuf_printf(&b, _("Played from %s to %s."),
		    shown_day(d1, d->first), shown_day(d2, d->last));
	if (d->dated > 0 && d->undated > 0) {
		sbuf_addc(&b, ' ');
		sbuf_printf(&b, ngettext("The date of %ld game is unknown: its log "
		    "does not say.", "The dates of %ld games are unknown: their "
		    "logs do not say.", (unsigned long)d->undated), d->undated);
	}
	add_para(out, "dates", b.s);
	sbuf_free(&b);
}

/* The first of a game's standings, from rows r to r + n of the sheet:
 * "Winner of the night: eve, 2.00 points." (or of several days, or at
 * one game of several). */
static void
add_winner(struct sbuf *out, const struct sheet *sh, int r, int n,
    const char *title, bool night)
{
	const char **names = xcalloc((size_t)n, sizeof *names);
	struct sbuf who = { 0 }, pts = { 0 }, line = { 0 };
	int k = 0;
	unsigned long nk;

	while (k < n && strcmp(sheet_cell(sh, r + k, 1), "1") == 0) {
		names[k] = sheet_cell(sh, r + k, 2);
		k++;
	}
	nk = (unsigned long)k;
	render_list_and(&who, names, k);
	render_decimal(&pts, sheet_cell(sh, r, 5));
	if (title && night)
		/* TRANSLATORS: under the report's title: the first of a
		 * game's standings, when the report holds several games: the
		 * game's title, the player(s), the tournament points. */
		sbuf_printf(&line, ngettext("Winner of the night at %s: %s, %s "
		    "points.", "Winners of the night at %s: %s, %s points each.",
		    nk), title, who.s, pts.s);
	else if (title)
		sbuf_printf(&line, ngettext("Overall winner at %s: %s, %s points.",
		    "Overall winners at %s: %s, %s points each.", nk), title,
		    who.s, pts.s);
	else if (night)
		/* TRANSLATORS: under the report's title: the first of the
		 * standings, and the tournament points. */
		sbuf_printf(&line, ngettext("Winner of the night: %s, %s points.",
		    "Winners of the night: %s, %s points each.", nk), who.s, pts.s);
	else
		/* TRANSLATORS: the first of the standings over several days. */
		sbuf_printf(&line, ngettext("Overall winner: %s, %s points.",
		    "Overall winners: %s, %s points each.", nk), who.s, pts.s);
	add_para(out, "winner", line.s);
	sbuf_free(&who);
	sbuf_free(&pts);
	sbuf_free(&line);
	free(names);
}

/* Under the title: the first of each game's standings (a cooperative
 * game ranks nobody). */
static void
add_winners(struct sbuf *out, const struct report *rep)
{
	struct sheet sh = { 0 };
	bool night = rep->days.dated == 0 ||
	    strcmp(rep->days.first, rep->days.last) == 0;
	int games = 0;

	standings_sheet(rep->table, &sh, '.');
	for (int r = 1; r < sh.nrows; r++)
		if (!standings_team(rep->table, (size_t)r - 1) &&
		    (r == 1 || strcmp(sheet_cell(&sh, r, 0), sheet_cell(&sh, r - 1, 0)) != 0))
			games++;
	for (int r = 1; r < sh.nrows;) {
		const char *id = sheet_cell(&sh, r, 0);
		const struct game_ops *g = game_by_id(id);
		int n = game_rows(&sh, r);
		if (!standings_team(rep->table, (size_t)r - 1))
			add_winner(out, &sh, r, n, games > 1 ? (g ? g->title : id) :
			    NULL, night);
		r += n;
	}
	sheet_free(&sh);
}

void
report_add_head(struct sbuf *out, const struct report *rep, bool full)
{
	struct sbuf b = { 0 };

	sbuf_printf(out, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", i18n_lang());
	html_escape(out, rep->title);
	sbuf_printf(out, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>",
	    style);
	html_escape(out, rep->title);
	sbuf_add(out, "</h1>\n");
	if (!full)
		return;
	add_dates(out, &rep->days);
	if (!rep->game)
		add_winners(out, rep);
	if (rep->nlogs > 0) {
		sbuf_printf(&b, _("Logs read: %d; games: %ld; logs left out: %d."),
		    rep->nlogs, rep->ngames, rep->nfaults);
		add_para(out, NULL, b.s);
	}
	if (rep->practice > 0) {
		sbuf_reset(&b);
		sbuf_printf(&b, ngettext("%ld game without an event (a practice "
		    "game) is shown apart, after the event's, and not counted in "
		    "the standings.", "%ld games without an event (practice games) "
		    "are shown apart, after the event's, and not counted in the "
		    "standings.", (unsigned long)rep->practice), rep->practice);
		add_para(out, NULL, b.s);
	}
	add_faults(out, rep);
	add_standings(out, rep->table);
	sbuf_free(&b);
}

void
report_add_back(struct sbuf *out, const char *index)
{
	sbuf_add(out, "<p class=\"back\"><a href=\"");
	html_escape(out, index);
	sbuf_add(out, "\">");
	html_escape(out, _("Back to the standings and the list of rounds"));
	sbuf_add(out, "</a></p>\n");
}

void
report_add_tail(struct sbuf *out)
{
	sbuf_add(out, "</body>\n</html>\n");
}

/* Whether games of game i's event carry rounds (they come first). */
static bool
event_has_rounds(const struct report_games *gs, size_t i)
{
	return gs->v[report_event_start(gs, i)].round > 0;
}

void
report_add_groups(struct sbuf *out, const struct report_games *gs, size_t i,
    bool first)
{
	const struct report_game *g = &gs->v[i];
	bool practice = gs->any_event && g->event < 0;
	struct sbuf b = { 0 };

	if (first || gs->v[i - 1].event != g->event) {
		report_event_heading(&b, gs, i);
		sbuf_add(out, !gs->any_event ? "<h2>" : practice ?
		    "<h2 class=\"practice\">" : "<h2 class=\"event\">");
		html_escape(out, b.s);
		sbuf_add(out, "</h2>\n");
		if (practice)
			add_para(out, NULL, _("Games without an event, by date: they "
			    "are not counted in the standings."));
	}
	if (!practice && (first || !report_same_round(gs, i - 1, i)) &&
	    event_has_rounds(gs, i)) {
		sbuf_reset(&b);
		report_round_heading(&b, gs, i);
		sbuf_add(out, "<h3 class=\"round\">");
		html_escape(out, b.s);
		sbuf_add(out, "</h3>\n");
	}
	sbuf_free(&b);
}

void
report_add_link(struct sbuf *out, const struct report_games *gs, size_t from,
    size_t to, const char *href)
{
	struct sbuf b = { 0 };
	bool practice = gs->any_event && gs->v[from].event < 0;

	if (from == 0) {
		sbuf_add(out, "<h2>");
		html_escape(out, _("Rounds"));
		sbuf_add(out, "</h2>\n");
	}
	if (from == 0 || gs->v[from - 1].event != gs->v[from].event) {
		if (from > 0)
			sbuf_add(out, "</ul>\n");
		report_event_heading(&b, gs, from);
		sbuf_add(out, "<h3>");
		html_escape(out, b.s);
		sbuf_add(out, "</h3>\n<ul>\n");
		sbuf_reset(&b);
	}
	if (!practice && event_has_rounds(gs, from))
		report_round_heading(&b, gs, from);
	else
		/* TRANSLATORS: a page of the report's games, by their
		 * numbers in the report. */
		sbuf_printf(&b, _("Games %zu to %zu"), from + 1, to);
	sbuf_add(out, "<li><a href=\"");
	html_escape(out, href);
	sbuf_add(out, "\">");
	html_escape(out, b.s);
	sbuf_add(out, "</a> ");
	sbuf_reset(&b);
	/* TRANSLATORS: after a link of the report's index. */
	sbuf_printf(&b, ngettext("(%zu game)", "(%zu games)",
	    (unsigned long)(to - from)), to - from);
	html_escape(out, b.s);
	sbuf_add(out, "</li>\n");
	sbuf_free(&b);
}

void
report_add_links_end(struct sbuf *out, bool any)
{
	if (any)
		sbuf_add(out, "</ul>\n");
}
