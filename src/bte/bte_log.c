/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_log.c — Best Treehouse Ever on paper: the score table and score
 * sheet, the event log's own columns, the one-line result `check`
 * prints, and the English words logs keep. */
#include "bte_glue.h"

#include <stdio.h>
#include <string.h>

#include "command.h"
#include "bte_ops.h"
#include "i18n.h"
#include "render.h"

void
bte_sheet(const void *state, struct sheet *s)
{
	static const char *const head[TABLE_COLS] = {
		/* TRANSLATORS: the score sheet's columns, as a French
		 * spreadsheet gets them (export scores --sep ;). */
		N_("player"), N_("round1"), N_("round2"), N_("round3"),
		N_("bonus"), N_("total"), N_("rank")
	};
	const struct bte_game *g = state;
	int rank[BTE_MAX_PLAYERS];
	bool over = g->phase == BTE_OVER;

	s->ncols = TABLE_COLS;
	for (int k = 0; k < TABLE_COLS; k++)
		sheet_field(s, head[k]);
	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++) {
		sheet_field(s, g->p[i].name);
		for (int r = 0; r < BTE_ROUNDS; r++)
			if (r < g->scored)
				sheet_fieldf(s, "%d", g->p[i].score[r]);
			else
				sheet_field(s, "");
		if (over)
			sheet_fieldf(s, "%d", g->p[i].bonus);
		else
			sheet_field(s, "");
		sheet_fieldf(s, "%d", bte_total(g, i));
		if (over)
			sheet_fieldf(s, "%d", rank[i]);
		else
			sheet_field(s, "");
	}
}

/* The sheet's columns and the parts of a score, for people. */
const struct game_label bte_labels[] = {
	/* TRANSLATORS: column headings of a score sheet in the report. */
	{ "player", N_("player"), true }, { "round1", N_("round 1"), false },
	{ "round2", N_("round 2"), false }, { "round3", N_("round 3"), false },
	{ "bonus", N_("bonus"), false }, { "total", N_("total"), false },
	{ "rank", N_("rank"), false }, { NULL, NULL, false },
};

/* What put player i above the next one with the same total: the larger
 * largest colour count, else the larger second one; NULL when the total
 * did or nobody with it ranks below. */
static const char *
tiebreak_of(const struct bte_game *g, int i, const int rank[])
{
	int top[2], other[2];
	const char *why = NULL;

	bte_top_counts(&g->p[i], top);
	for (int j = 0; j < g->nplayers; j++) {
		if (bte_total(g, j) != bte_total(g, i) || rank[j] <= rank[i])
			continue;
		bte_top_counts(&g->p[j], other);
		if (top[0] != other[0])
			return N_("largest colour count");
		why = N_("second largest colour count");
	}
	return why;
}

void
bte_results(const void *state, struct game_results *r)
{
	static const char *const parts[] = { "round1", "round2", "round3",
	    "bonus" };
	const struct bte_game *g = state;
	int rank[BTE_MAX_PLAYERS];

	memset(r, 0, sizeof *r);
	r->finished = g->phase == BTE_OVER;
	r->n = g->nplayers;
	r->nparts = 4;
	memcpy(r->part, parts, sizeof parts);
	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++) {
		struct game_seat *p = &r->p[i];
		p->name = g->p[i].name;
		p->score = bte_total(g, i);
		for (int k = 0; k < g->scored && k < BTE_ROUNDS; k++)
			p->part[k] = g->p[i].score[k];
		p->part[3] = g->p[i].bonus;
		if (r->finished) {
			p->place = rank[i];
			p->tiebreak = tiebreak_of(g, i, rank);
		}
	}
}

/* The event log's own columns: who acted, what, where, and the balance
 * marker and points of that player after the command. */
const char *const bte_log_columns[] = {
	"round", "pick", "player", "action", "colour", "level", "slot", "card",
	"marker", "points", NULL
};

static const char *const marker_words[3] = { "left", "centre", "right" };


void
bte_log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	const struct bte_game *g = after;
	/* the round and pick the entry belongs to: the state before it */
	const struct bte_game *b = before ? before : after;
	int pl = -1, colour = -1, kind = -1;
	/* argv[0] is the game's English word for the command (run_row) */
	bool place = argc == 5 && cmd_is(argv[0], "place");

	if (before != NULL && argc >= 2)
		pl = bte_quiet_player(g, argv[1]);
	if (pl >= 0 && argc >= 3 && cmd_is(argv[0], "take"))
		kind = bte_quiet_kind(argv[2]);
	else if (pl >= 0 && argc >= 3)
		colour = bte_quiet_colour(argv[2]);
	sheet_field_int(row, b->round);
	if (b->phase == BTE_BUILD)
		sheet_field_int(row, b->pick);
	else
		sheet_field(row, "");
	sheet_field(row, pl >= 0 ? g->p[pl].name : "");
	sheet_field(row, argv[0]);
	sheet_field(row, colour >= 0 ? bte_colour_english(colour) : "");
	sheet_field(row, place ? argv[3] : "");
	sheet_field(row, place ? argv[4] : "");
	sheet_field(row, kind >= 0 ? bte_kind_english(kind) : "");
	sheet_field(row, pl >= 0 ? marker_words[g->p[pl].marker + 1] : "");
	if (pl >= 0)
		sheet_field_int(row, bte_total(g, pl));
	else
		sheet_field(row, "");
}

void
bte_result(const void *state, struct sbuf *out)
{
	static const struct game_players players = BTE_PLAYERS;
	const struct bte_game *g = state;
	int total[BTE_MAX_PLAYERS];

	if (g->phase == BTE_OVER) {
		bte_say_winners(out, g);
		sbuf_add(out, " ");
	} else if (g->phase == BTE_BUILD) {
		sbuf_printf(out, _("round %d, pick %d: "), g->round, g->pick);
	} else {
		sbuf_printf(out, _("round %d, scoring: "), g->round);
	}
	for (int i = 0; i < g->nplayers; i++)
		total[i] = bte_total(g, i);
	game_scores_in(out, &players, g, NULL, total, false);
}

/* Logs keep colours and game changers in English; names (the first
 * argument, and all of `new`'s) as typed. */
const char *
bte_english(const void *state, const char *cmd, int i, const char *arg,
    char *buf, size_t size)
{
	(void)state;
	(void)buf;
	(void)size;
	/* cmd is the English word of the game's table */
	if (i < 2)
		return NULL;
	if (cmd[0] == 't' && strcmp(cmd, "take") == 0)
		return bte_english_kind(arg);
	return bte_english_colour(arg);
}
