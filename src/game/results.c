/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* results.c — how a finished game ended, in words every game shares:
 * check's line and the one sentence of the listings, built from the
 * results a game gives as data (game_ops.results). */
#include "game.h"

#include <stdio.h>

#include "i18n.h"
#include "render.h"
#include "util.h"

void
game_place_order(const struct game_results *r, int *order)
{
	/* at most GAME_MAX_SEATS players: an insertion by place, stable */
	for (int i = 0; i < r->n; i++) {
		int k = i;
		while (k > 0 && r->p[order[k - 1]].place > r->p[i].place) {
			order[k] = order[k - 1];
			k--;
		}
		order[k] = i;
	}
}

enum game_outcome
game_outcome(const struct game_results *r)
{
	int first = 0;

	if (r->outcome != GAME_BY_PLACES)
		return r->outcome;
	if (r->team)
		return GAME_TEAM;
	for (int i = 0; i < r->n; i++)
		first += r->p[i].place == 1;
	return first > 1 ? GAME_SHARED_WIN : GAME_WIN;
}

/* A finished competitive game's players by place (order), the names of
 * the first place (first, how many returned). */
static int
by_place(const struct game_results *r, int *order, const char **first)
{
	int nfirst = 0;

	game_place_order(r, order);
	for (int i = 0; i < r->n; i++)
		if (r->p[order[i]].place == 1)
			first[nfirst++] = r->p[order[i]].name;
	return nfirst;
}

void
game_result_line(const struct game_ops *g, const void *state,
    struct sbuf *out)
{
	struct game_results r = { 0 };
	struct sbuf list = { 0 }, who = { 0 };
	const char *first[GAME_MAX_SEATS];
	int order[GAME_MAX_SEATS], score[GAME_MAX_SEATS] = { 0 }, nfirst;

	g->results(state, &r);
	if (!r.finished || r.team) {
		g->result(state, out);
		return;
	}
	nfirst = by_place(&r, order, first);
	for (int i = 0; i < r.n; i++)
		score[i] = r.p[i].score;
	game_scores(&list, g, state, order, score, false);
	const struct game_seat *w = &r.p[order[0]];
	if (game_outcome(&r) == GAME_DRAW) {
		/* TRANSLATORS: check's line of a drawn game: the score
		 * the players drew at, then every player's. */
		sbuf_printf(out, _("draw (%d); %s"), w->score, list.s);
	} else if (nfirst > 1) {
		render_list_and(&who, first, nfirst);
		/* TRANSLATORS: check's line of a game won by several players:
		 * their names, their score, then every player's. */
		sbuf_printf(out, _("shared win: %s (%d); %s"), who.s, w->score,
		    list.s);
	} else if (w->tiebreak) {
		/* TRANSLATORS: check's line: the winner, the score, the
		 * tie-break that decided against a player with the same score
		 * ("largest colour count"), then every player's score. */
		sbuf_printf(out, _("winner %s (%d, by %s); %s"), w->name, w->score,
		    game_text(g, w->tiebreak), list.s);
	} else {
		sbuf_printf(out, _("winner %s (%d); %s"), w->name, w->score, list.s);
	}
	sbuf_free(&list);
	sbuf_free(&who);
}

void
game_team_parts(const struct game_ops *g, const struct game_results *r,
    struct sbuf *out)
{
	for (int k = 0; k < r->nparts; k++)
		/* TRANSLATORS: one part of a team's result: "trees 5". */
		sbuf_printf(out, _("%s%s %d"), k ? ", " : "",
		    game_label(g, r->part[k]), r->team_part[k]);
}

void
game_summary(const struct game_ops *g, const void *state, struct sbuf *out)
{
	struct game_results r = { 0 };
	struct sbuf rest = { 0 }, who = { 0 };
	const char *first[GAME_MAX_SEATS];
	int order[GAME_MAX_SEATS], nfirst;

	g->results(state, &r);
	if (!r.finished) {
		g->result(state, out);
		return;
	}
	if (r.team) {
		game_team_parts(g, &r, &rest);
		/* TRANSLATORS: a finished cooperative game in a listing:
		 * its parts ("trees 5, cards left 22"). */
		sbuf_printf(out, r.won ? _("The team won: %s.") :
		    _("The team lost: %s."), rest.s);
		sbuf_free(&rest);
		return;
	}
	nfirst = by_place(&r, order, first);
	for (int i = nfirst, k = 0; i < r.n; i++, k++) {
		char num[RENDER_INT_SIZE];
		sbuf_printf(&rest, "%s%s %s", k ? ", " : "", r.p[order[i]].name,
		    render_int(num, r.p[order[i]].score));
	}
	const struct game_seat *w = &r.p[order[0]];
	unsigned long pts = (unsigned long)(w->score < 0 ? -w->score : w->score);
	render_list_and(&who, first, nfirst);
	/* TRANSLATORS: the one sentence a listing (games, kept) gives a
	 * finished game, the same for every game: the winner or winners,
	 * their score, then the others' scores by place. */
	if (game_outcome(&r) == GAME_DRAW && rest.len)
		sbuf_printf(out, ngettext("%s draw with %d point; %s.",
		    "%s draw with %d points; %s.", pts), who.s, w->score, rest.s);
	else if (game_outcome(&r) == GAME_DRAW)
		sbuf_printf(out, ngettext("%s draw with %d point.",
		    "%s draw with %d points.", pts), who.s, w->score);
	else if (nfirst > 1 && rest.len)
		sbuf_printf(out, ngettext("%s share the win with %d point; %s.",
		    "%s share the win with %d points; %s.", pts), who.s, w->score,
		    rest.s);
	else if (nfirst > 1)
		sbuf_printf(out, ngettext("%s share the win with %d point.",
		    "%s share the win with %d points.", pts), who.s, w->score);
	else if (w->tiebreak)
		/* TRANSLATORS: the tie-break that put the winner above a
		 * player with the same score: "more biscuits". */
		sbuf_printf(out, ngettext("%s wins with %d point (tie broken by "
		    "%s); %s.", "%s wins with %d points (tie broken by %s); %s.",
		    pts), w->name, w->score, game_text(g, w->tiebreak), rest.s);
	else
		sbuf_printf(out, ngettext("%s wins with %d point; %s.",
		    "%s wins with %d points; %s.", pts), w->name, w->score,
		    rest.s);
	sbuf_free(&rest);
	sbuf_free(&who);
}
