/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_news.c — Magical Treehouse's announcements: the start, each
 * round's building order, a turn done, the end-game counts still to
 * enter, the winner and the ranking. */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "render.h"
#include "magical_glue.h"

/* ---- announcements ---- */

void
magical_announce_start(const struct magical_game *g, struct verdict *v)
{
	int all[MAGICAL_MAX_PLAYERS];
	struct sbuf b = { 0 };

	for (int p = 0; p < g->nplayers; p++)
		all[p] = p;
	magical_add_names(&b, g, all, g->nplayers);
	verdict_say(v, _("Magical Treehouse, %d players clockwise: %s; the "
	    "youngest is %s."), g->nplayers, sbuf_str(&b),
	    g->player[magical_youngest(g)].name);
	verdict_say(v, _("Enter the objective tiles: objective common COLOUR "
	    "TILE, then objective NAME COLOUR for each private one."));
	verdict_announce(v, _("Round 1 of %d: every player reveals a "
	    "turn-order card (reveal NAME NUMBER)."), MAGICAL_ROUNDS);
	sbuf_free(&b);
}

void
magical_say_winner(const struct magical_game *g, struct sbuf *out)
{
	struct magical_outcome o;
	struct sbuf b = { 0 }, c = { 0 };
	int w;

	if (g->step != MAGICAL_OVER)
		return;
	magical_outcome(g, &o);
	w = o.order[0];
	magical_add_names(&b, g, o.order, o.tied);
	magical_add_names(&c, g, o.order, o.by_biscuits);
	if (o.tied == 1)
		sbuf_printf(out, _("%s wins with %d VP."), g->player[w].name,
		    o.score[w].total);
	else if (o.by_biscuits == 1)
		sbuf_printf(out, _("%s tie with %d VP; %s wins with the most "
		    "biscuits (%d)."), sbuf_str(&b), o.score[w].total,
		    g->player[w].name, g->player[w].biscuits);
	else if (o.by_biscuits == o.tied)
		sbuf_printf(out, _("%s tie with %d VP and %d biscuits; %s wins as "
		    "the youngest."), sbuf_str(&b), o.score[w].total,
		    g->player[w].biscuits, g->player[w].name);
	else
		sbuf_printf(out, _("%s tie with %d VP; of them %s have the most "
		    "biscuits (%d); %s wins as the youngest."), sbuf_str(&b),
		    o.score[w].total, sbuf_str(&c), g->player[w].biscuits,
		    g->player[w].name);
	sbuf_free(&b);
	sbuf_free(&c);
}

/* The winner and the ranking, after the last count or for `score`. */
void
magical_say_ranking(const struct magical_game *g, struct verdict *v,
    void (*emit)(struct verdict *, const char *, ...))
{
	static const struct game_players players = MAGICAL_PLAYERS;
	struct magical_outcome o;
	struct sbuf b = { 0 };
	int total[MAGICAL_MAX_PLAYERS];

	if (verdict_quiet(v))
		return;
	magical_say_winner(g, &b);
	emit(v, "%s", sbuf_str(&b));
	sbuf_reset(&b);
	magical_outcome(g, &o);
	for (int p = 0; p < g->nplayers; p++)
		total[p] = o.score[p].total;
	game_scores_in(&b, &players, g, o.order, total, true);
	emit(v, _("Ranking: %s."), sbuf_str(&b));
	sbuf_free(&b);
}

static void
announce_over(const struct magical_game *g, struct verdict *v)
{
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];

	magical_final_score(g, s);
	verdict_announce(v, _("The game is over. Final scores (score shows "
	    "each step):"));
	for (int p = 0; p < g->nplayers; p++)
		magical_say_score_line(g, p, &s[p], verdict_announce, v);
	magical_say_ranking(g, v, verdict_announce);
}

void
magical_say_missing(const struct magical_game *g,
    void (*emit)(struct verdict *, const char *, ...), struct verdict *v)
{
	static const unsigned kinds[4] = { MAGICAL_MISS_BISCUITS,
	    MAGICAL_MISS_INGREDIENTS, MAGICAL_MISS_EMPTY, MAGICAL_MISS_PRIVATE };
	static const char *const fmt[4] = {
		N_("Biscuits still to enter (biscuits NAME N): %s."),
		N_("Ingredients still to enter (ingredients NAME COLOUR N...): "
		"%s."),
		N_("Familiars on spaces with no ingredient still to enter, for "
		"a yellow level 5 (empty NAME N): %s."),
		N_("Private objectives still to enter (objective NAME COLOUR): "
		"%s."),
	};
	int who[MAGICAL_MAX_PLAYERS], n;
	struct sbuf b = { 0 };

	if (verdict_quiet(v))
		return;
	for (int k = 0; k < 4; k++) {
		/* the end-game counts are asked for once they can be entered */
		if (kinds[k] != MAGICAL_MISS_PRIVATE && g->step != MAGICAL_END)
			continue;
		n = 0;
		for (int p = 0; p < g->nplayers; p++)
			if (magical_missing(&g->player[p]) & kinds[k])
				who[n++] = p;
		if (n == 0)
			continue;
		magical_add_names(&b, g, who, n);
		emit(v, _(fmt[k]), sbuf_str(&b));
		sbuf_reset(&b);
	}
	if (g->common_brown == MAGICAL_BLANK || g->common_green == MAGICAL_TILE_NONE)
		emit(v, _("Common objectives still to enter (objective common "
		    "COLOUR TILE)."));
	sbuf_free(&b);
}

void
magical_announce_order(const struct magical_game *g, struct verdict *v)
{
	struct sbuf b = { 0 };

	if (verdict_quiet(v))
		return;
	for (int i = 0; i < g->nplayers; i++) {
		const struct magical_player *pl = &g->player[g->order[i]];
		if (i > 0)
			sbuf_add(&b, ", ");
		sbuf_printf(&b, "%s (%d)", pl->name, pl->revealed);
	}
	verdict_announce(v, _("Round %d building order: %s."), g->round,
	    sbuf_str(&b));
	verdict_announce(v, _("%s builds."), g->player[magical_builder(g)].name);
	sbuf_free(&b);
}

void
magical_announce_done(const struct magical_game *g, unsigned ev,
    struct verdict *v)
{
	if (verdict_quiet(v))
		return;
	if (!(ev & MAGICAL_EV_ROUND)) {
		verdict_say(v, _("%s builds next."), g->player[magical_builder(g)].name);
		return;
	}
	if (!(ev & MAGICAL_EV_BUILT)) {
		verdict_announce(v, _("Round %d is over."), g->round - 1);
		verdict_announce(v, _("Round %d of %d: every player reveals a "
		    "turn-order card (reveal NAME NUMBER)."), g->round, MAGICAL_ROUNDS);
		return;
	}
	verdict_announce(v, _("Round %d is over: the villages are built."),
	    MAGICAL_ROUNDS);
	verdict_announce(v, _("Enter the end-game counts: biscuits NAME N, "
	    "ingredients NAME COLOUR N..., and empty NAME N for a yellow level "
	    "5."));
	magical_say_missing(g, verdict_announce, v);
}

void
magical_after_count(const struct magical_game *g, unsigned ev, struct verdict *v)
{
	if (verdict_quiet(v))
		return;
	if (ev & MAGICAL_EV_OVER)
		announce_over(g, v);
	else if (g->step == MAGICAL_END)
		magical_say_missing(g, verdict_say, v);
}

void
magical_say_allowance(const struct magical_game *g, int p, int before,
    struct verdict *v)
{
	if (g->allowance <= before || verdict_quiet(v))
		return;
	verdict_say(v, ngettext("%s may place %d familiar now (familiar %s).",
	    "%s may place %d familiars now (familiar %s).", g->allowance),
	    g->player[p].name, g->allowance, g->player[p].name);
}
