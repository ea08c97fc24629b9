/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_log.c — 3-High on record: the event log's own columns, the
 * score sheet, the one-line result of `check` and the prompt's words. */
#include "threehigh_glue.h"

#include <string.h>

#include "command.h"
#include "i18n.h"

/* A stable English word for the phase: sheets, logs and --json. */
const char *
threehigh_phase_word(const struct threehigh *g)
{
	static const char *const words[] = {
		[THREEHIGH_PHASE_SETUP] = "setup", [THREEHIGH_PHASE_PLAY] = "play",
		[THREEHIGH_PHASE_WON] = "won", [THREEHIGH_PHASE_LOST] = "lost",
	};

	return words[threehigh_phase(&g->th)];
}

/* The outcome column of sheets and logs (its words predate the phase). */
static const char *
outcome_word(const struct threehigh *g)
{
	return g->th.outcome == THREEHIGH_WON ? N_("won") :
	    g->th.outcome == THREEHIGH_LOST ? N_("lost") : N_("playing");
}

void
threehigh_sheet(const void *state, struct sheet *s)
{
	const struct threehigh *g = state;
	struct sbuf players = { 0 };

	s->ncols = 4;
	/* TRANSLATORS: the score sheet's columns and outcomes, as a
	 * French spreadsheet gets them (export scores --sep ;). */
	sheet_field(s, N_("players"));
	sheet_field(s, N_("trees"));
	sheet_field(s, N_("cards_left"));
	sheet_field(s, N_("outcome"));
	for (int i = 0; i < g->th.nplayers; i++)
		sbuf_printf(&players, "%s%s", i ? " " : "", g->names[i]);
	sheet_field(s, sbuf_str(&players));
	sheet_fieldf(s, "%d", threehigh_trees(&g->th));
	sheet_fieldf(s, "%d", g->th.pile);
	sheet_field(s, outcome_word(g));
	sbuf_free(&players);
}

/* The sheet's columns and the outcome's words, for people. */
const struct game_label threehigh_labels[] = {
	/* TRANSLATORS: column headings of a score sheet in the report. */
	{ "players", N_("players"), true }, { "trees", N_("trees"), false },
	{ "cards_left", N_("cards left"), false },
	{ "outcome", N_("outcome"), true },
	/* TRANSLATORS: a cooperative game's outcome in the report. */
	{ "won", N_("won"), false }, { "lost", N_("lost"), false },
	{ "playing", N_("playing"), false },
	{ NULL, NULL, false },
};

/* A cooperative game: the team's trees and the cards left. */
void
threehigh_results(const void *state, struct game_results *r)
{
	const struct threehigh *g = state;
	int phase = threehigh_phase(&g->th);

	memset(r, 0, sizeof *r);
	r->team = true;
	r->finished = phase == THREEHIGH_PHASE_WON || phase == THREEHIGH_PHASE_LOST;
	r->won = phase == THREEHIGH_PHASE_WON;
	r->n = g->th.nplayers;
	r->nparts = 2;
	r->part[0] = "trees";
	r->part[1] = "cards_left";
	r->team_part[0] = threehigh_trees(&g->th);
	r->team_part[1] = g->th.pile;
	for (int i = 0; i < g->th.nplayers; i++) {
		r->p[i].name = g->names[i];
		r->p[i].score = threehigh_trees(&g->th);
	}
}

void
threehigh_where(const void *state, struct sbuf *out)
{
	const struct threehigh *g = state;

	switch (threehigh_phase(&g->th)) {
	case THREEHIGH_PHASE_SETUP:
		sbuf_printf(out, _("setup %d/15"), g->th.nplaced);
		break;
	case THREEHIGH_PHASE_WON:
		sbuf_add(out, _("won"));
		break;
	case THREEHIGH_PHASE_LOST:
		sbuf_add(out, _("lost"));
		break;
	default:
		sbuf_printf(out, _("%s, pile %d"), g->names[g->th.turn], g->th.pile);
	}
}

/* Who acted, where the piece went, and the game after the command. */
const char *const threehigh_log_columns[] = {
	"player", "from", "to", "trees", "pile", "outcome", NULL,
};

static void
log_move(const struct threehigh *before, const struct threehigh *after,
    int argc, char **argv, struct sheet *row)
{
	int piece = argc == 5 ? threehigh_piece_of(argv[4]) : -1;
	char sq[3];

	sheet_field(row, argc >= 2 ? argv[1] : "");
	if (piece < 0) {
		sheet_field(row, "");
		sheet_field(row, "");
		return;
	}
	piece %= THREEHIGH_PIECES;
	sheet_field(row, before->th.square_of[piece] == THREEHIGH_NONE ? "" :
	    threehigh_square_name(before->th.square_of[piece], sq));
	sheet_field(row, after->th.square_of[piece] == THREEHIGH_NONE ? "off" :
	    threehigh_square_name(after->th.square_of[piece], sq));
}

void
threehigh_log_row(const void *before, const void *after, int argc,
    char **argv, struct sheet *row)
{
	const struct threehigh *a = after;

	if (before != NULL && argc >= 1 && cmd_word_eq(argv[0], "play")) {
		log_move(before, a, argc, argv, row);
	} else {
		bool named = argc >= 2 && cmd_word_eq(argv[0], "stuck");
		bool setup = argc >= 2 && cmd_word_eq(argv[0], "setup");
		sheet_field(row, named ? argv[1] : "");
		sheet_field(row, "");
		sheet_field(row, setup ? argv[1] : "");
	}
	sheet_fieldf(row, "%d", threehigh_trees(&a->th));
	sheet_fieldf(row, "%d", a->th.pile);
	sheet_field(row, outcome_word(a));
}

void
threehigh_result(const void *state, struct sbuf *out)
{
	const struct threehigh *g = state;
	int trees = threehigh_trees(&g->th), pile = g->th.pile;

	switch (threehigh_phase(&g->th)) {
	case THREEHIGH_PHASE_SETUP:
		sbuf_printf(out, _("setting up: %d of 15 pieces placed"), g->th.nplaced);
		break;
	case THREEHIGH_PHASE_WON:
		sbuf_printf(out, _("won: %d of 5 trees, %d cards left in the draw pile"), trees, pile);
		break;
	case THREEHIGH_PHASE_LOST:
		sbuf_printf(out, _("lost: %d of 5 trees, %d cards left in the draw pile"), trees, pile);
		break;
	default:
		sbuf_printf(out, _("playing: %d of 5 trees, %d cards left in the draw pile"), trees, pile);
	}
}
