/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_log.c — Tout là-haut on paper: the score sheet, the prompt's few
 * words, the event log's columns and rows, and the one line of `check`. */
#include <string.h>

#include "tlh_ops.h"
#include "i18n.h"
#include "tlh.h"
#include "tlh_glue.h"
#include "util.h"

/* A number, or an empty cell while it is not known yet. */
static void
sheet_number(struct sheet *s, bool known, int n)
{
	if (known)
		sheet_fieldf(s, "%d", n);
	else
		sheet_field(s, "");
}

static void
sheet_header(struct sheet *s, const char *const *head, int n)
{
	s->ncols = n;
	for (int k = 0; k < n; k++)
		sheet_field(s, head[k]);
}

/* Run, objective and rank wait for the end; total is the points so far
 * (tlh_totals: the floors while the game runs). */
static void
sheet_single(const struct tlh_match *m, const int *rank, struct sheet *s)
{
	/* TRANSLATORS: the score sheet's columns, as a French spreadsheet
	 * gets them (export scores --sep ;). */
	static const char *const head[] = { N_("player"), N_("floors"),
	    N_("run"), N_("objective"), N_("total"), N_("rank") };
	struct tlh_score sc[TLH_MAX_PLAYERS];
	int total[TLH_MAX_PLAYERS];
	bool over = tlh_over(m);

	sheet_header(s, head, 6);
	tlh_score_game(m, 0, sc);
	tlh_totals(m, total);
	for (int p = 0; p < m->nplayers; p++) {
		sheet_field(s, m->name[p]);
		sheet_fieldf(s, "%d", sc[p].floors);
		sheet_number(s, over, sc[p].run_bonus);
		sheet_number(s, over, sc[p].objective);
		sheet_fieldf(s, "%d", total[p]);
		sheet_number(s, over, rank[p]);
	}
}

/* Each game's points so far: its floors while it runs, then its total;
 * game 2 stays empty until it begins. */
static void
sheet_strategic(const struct tlh_match *m, const int *rank, struct sheet *s)
{
	static const char *const head[] = { N_("player"), N_("game1"), N_("game2"),
	    N_("total"), N_("rank") };
	struct tlh_score sc[TLH_MAX_GAMES][TLH_MAX_PLAYERS];
	int total[TLH_MAX_PLAYERS];
	bool over = tlh_over(m);

	sheet_header(s, head, 5);
	tlh_score_game(m, 0, sc[0]);
	tlh_score_game(m, 1, sc[1]);
	tlh_totals(m, total);
	for (int p = 0; p < m->nplayers; p++) {
		sheet_field(s, m->name[p]);
		sheet_fieldf(s, "%d", m->current > 0 ? sc[0][p].total :
		    sc[0][p].floors);
		sheet_number(s, m->current > 0, over ? sc[1][p].total :
		    sc[1][p].floors);
		sheet_fieldf(s, "%d", total[p]);
		sheet_number(s, over, rank[p]);
	}
}

void
tlh_sheet(const void *state, struct sheet *s)
{
	const struct tlh_match *m = state;
	int order[TLH_MAX_PLAYERS], rank[TLH_MAX_PLAYERS];

	tlh_standings(m, order);
	for (int i = 0; i < m->nplayers; i++)
		rank[order[i]] = i + 1;
	if (m->strategic)
		sheet_strategic(m, rank, s);
	else
		sheet_single(m, rank, s);
}

/* The sheet's columns for people: `run` holds the bonus of the longest
 * run, not the run itself. */
const struct game_label tlh_labels[] = {
	/* TRANSLATORS: column headings of a score sheet in the report. */
	{ "player", N_("player"), true }, { "floors", N_("floors"), false },
	/* TRANSLATORS: Tout là-haut's `run` column: the points for the
	 * longest run of one colour in the game (0 for the others). */
	{ "run", N_("longest-run bonus"), false },
	{ "objective", N_("objective"), false },
	{ "game1", N_("game 1"), false }, { "game2", N_("game 2"), false },
	{ "total", N_("total"), false }, { "rank", N_("rank"), false },
	{ NULL, NULL, false },
};

/* Places are never shared: players with the same total are ordered by
 * their seats (tlh_order), which is then the tie-break. */
void
tlh_results(const void *state, struct game_results *r)
{
	static const char *const parts[] = { "floors", "run", "objective" };
	const struct tlh_match *m = state;
	struct tlh_score sc[TLH_MAX_PLAYERS];
	int order[TLH_MAX_PLAYERS], total[TLH_MAX_PLAYERS];

	memset(r, 0, sizeof *r);
	r->finished = tlh_over(m);
	r->n = m->nplayers;
	r->nparts = 3;
	memcpy(r->part, parts, sizeof parts);
	tlh_totals(m, total);
	tlh_standings(m, order);
	for (int game = 0; game <= m->current && game < m->ngames; game++) {
		tlh_score_game(m, game, sc);
		for (int p = 0; p < m->nplayers; p++) {
			r->p[p].part[0] += sc[p].floors;
			r->p[p].part[1] += sc[p].run_bonus;
			r->p[p].part[2] += sc[p].objective;
		}
	}
	for (int p = 0; p < m->nplayers; p++) {
		r->p[p].name = m->name[p];
		r->p[p].score = total[p];
	}
	if (!r->finished)
		return;
	for (int i = 0; i < m->nplayers; i++) {
		r->p[order[i]].place = i + 1;
		if (i + 1 < m->nplayers && total[order[i + 1]] == total[order[i]])
			/* TRANSLATORS: Tout là-haut's tie-break: the seats,
			 * counted from the first player. */
			r->p[order[i]].tiebreak = N_("seat order");
	}
}

void
tlh_where(const void *state, struct sbuf *out)
{
	const struct tlh_match *m = state;

	if (tlh_over(m))
		/* TRANSLATORS: the prompt once the game has ended. */
		sbuf_add(out, _("end"));
	else if (m->strategic)
		/* TRANSLATORS: the prompt: game, round, player to play. */
		sbuf_printf(out, _("g%d r%d %s"), m->current + 1, tlh_round(m),
		    m->name[tlh_to_play(m)]);
	else
		/* TRANSLATORS: the prompt: round, player to play. */
		sbuf_printf(out, _("r%d %s"), tlh_round(m),
		    m->name[tlh_to_play(m)]);
}

/* Who played what, where the game stood, and what follows; in English
 * whatever the messages' language, so logs read back anywhere. */
const char *const tlh_log_columns[] = {
	"player", "game_number", "round", "card", "objective", "floors",
	"next", NULL
};

static void
log_card(const struct tlh_match *before, const struct tlh_match *after,
    struct sheet *row)
{
	const struct tlh_game *g = &after->game[before->current];
	const struct tlh_game *was = tlh_current(before);
	const struct tlh_card *c;
	int p = 0;

	/* the player whose tree grew, whatever prefix of the name was typed */
	while (p + 1 < before->nplayers && g->ncards[p] == was->ncards[p])
		p++;
	c = &g->tree[p][g->ncards[p] - 1];

	sheet_field(row, before->name[p]);
	sheet_fieldf(row, "%d", before->current + 1);
	sheet_fieldf(row, "%d", tlh_round(before));
	if (tlh_card_is_down(c))
		sheet_field(row, "down");
	else
		sheet_fieldf(row, "%s%d %s%d",
		    tlh_colour_names[c->bottom.colour], c->bottom.value,
		    tlh_colour_names[c->top.colour], c->top.value);
	sheet_field(row, tlh_objective_names[g->objective]);
	sheet_fieldf(row, "%d", tlh_floor_sum(g, p));
}

void
tlh_log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	const struct tlh_match *a = after;

	if (before != NULL && argc >= 3 && strcmp(argv[0], "play") == 0) {
		log_card(before, a, row);
	} else {
		sheet_field(row, "");
		sheet_fieldf(row, "%d", a->current + 1);
		sheet_fieldf(row, "%d", tlh_round(a));
		sheet_field(row, "");
		sheet_field(row,
		    tlh_objective_names[tlh_current(a)->objective]);
		sheet_field(row, "");
	}
	sheet_field(row, tlh_over(a) ? "" : a->name[tlh_to_play(a)]);
}

void
tlh_result(const void *state, struct sbuf *out)
{
	static const struct game_players players = TLH_PLAYERS;
	const struct tlh_match *m = state;
	struct tlh_outcome o;
	struct sbuf list = { 0 };

	tlh_outcome(m, &o);
	game_scores_in(&list, &players, m, o.order, o.total, false);
	if (tlh_over(m))
		sbuf_printf(out, _("winner %s (%d); %s"), m->name[o.order[0]],
		    o.total[o.order[0]], sbuf_str(&list));
	else if (m->strategic)
		sbuf_printf(out, _("playing game %d, round %d of %d; %s"),
		    m->current + 1, tlh_round(m), tlh_rounds(m->nplayers),
		    sbuf_str(&list));
	else
		sbuf_printf(out, _("playing round %d of %d; %s"), tlh_round(m),
		    tlh_rounds(m->nplayers), sbuf_str(&list));
	sbuf_free(&list);
}
