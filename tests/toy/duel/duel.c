/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* duel.c — a test game of exactly two players that may end in a draw:
 * each in turn marks 1 to 3 points, three marks each; the higher total
 * wins, equal totals draw.  Built into tests/toy/treeref-toy through
 * tests/toy/games.c; written from src/game/game.h alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "duel_ops.h"

#define DUEL_MARKS 3 /* marks each */

struct duel { int n, turn, marks; int total[2]; char names[2][32]; };

static bool
duel_start(void *state, const struct game_new *n, struct verdict *v)
{
	struct duel *d = state;

	d->n = n->n;
	for (int i = 0; i < n->n; i++)
		snprintf(d->names[i], sizeof d->names[i], "%s", n->names[i]);
	verdict_say(v, _("Three marks of 1 to 3 each; the higher total wins, "
	    "equal totals draw."));
	return true;
}

static bool
duel_over(const struct duel *d)
{
	return d->marks == 2 * DUEL_MARKS;
}

/* Which rule marking `by` for player `p` breaks, or NULL. */
static const char *
duel_broken(const struct duel *d, int p, int by)
{
	return duel_over(d) ? "end" : p != d->turn ? "turn" :
	    by < 1 || by > 3 ? "mark" : NULL;
}

static const char *
duel_reason(const char *rule)
{
	return strcmp(rule, "end") == 0 ? _("the duel is over") :
	    strcmp(rule, "turn") == 0 ? _("it is another player's turn") :
	    _("mark 1, 2 or 3");
}

static bool
duel_mark(void *state, const struct call *c, struct verdict *v)
{
	struct duel *d = state;
	int p = game_find_player(&duel_ops, d, c->argv[1], v);
	int by = atoi(c->argv[2]);
	const char *rule;

	if (p < 0)
		return false;
	if ((rule = duel_broken(d, p, by)) != NULL)
		return verdict_refusef(v, rule, "%s", duel_reason(rule));
	d->total[p] += by;
	d->marks++;
	d->turn = 1 - d->turn;
	verdict_say(v, _("%s has %d."), d->names[p], d->total[p]);
	if (duel_over(d) && d->total[0] == d->total[1])
		verdict_announce(v, _("A draw at %d."), d->total[0]);
	else if (duel_over(d))
		verdict_announce(v, _("%s wins."),
		    d->names[d->total[1] > d->total[0]]);
	return true;
}

static bool
duel_status(void *state, const struct call *c, struct verdict *v)
{
	const struct duel *d = state;

	(void)c;
	verdict_say(v, _("%s %d, %s %d; %d marks left."), d->names[0],
	    d->total[0], d->names[1], d->total[1], 2 * DUEL_MARKS - d->marks);
	verdict_data_int(v, "marks", d->marks);
	return true;
}

static bool
duel_why(void *state, const struct call *c, struct verdict *v)
{
	const struct duel *d = state;
	int p = game_find_player(&duel_ops, d, c->argv[1], v);
	const char *rules[] = { "end", "turn", "mark" };
	const char *broken;

	if (p < 0)
		return false;
	broken = duel_broken(d, p, atoi(c->argv[2]));
	for (int i = 0; i < 3; i++)
		verdict_check(v, rules[i], broken == NULL ? CHECK_PASSED :
		    strcmp(broken, rules[i]) == 0 ? CHECK_BROKEN : CHECK_SKIPPED,
		    "%s", duel_reason(rules[i]));
	return true;
}

static bool
duel_finished(const void *state)
{
	return duel_over(state);
}

static void
duel_sheet(const void *state, struct sheet *s)
{
	const struct duel *d = state;

	s->ncols = 2;
	sheet_field(s, "player");
	sheet_field(s, "total");
	for (int i = 0; i < d->n; i++) {
		sheet_field(s, d->names[i]);
		sheet_field_int(s, d->total[i]);
	}
}

static void
duel_where(const void *state, struct sbuf *out)
{
	const struct duel *d = state;

	sbuf_printf(out, "%d-%d", d->total[0], d->total[1]);
}

static const char *const duel_columns[] = { "marks", NULL };

static void
duel_log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	(void)before, (void)argc, (void)argv;
	sheet_field_int(row, ((const struct duel *)after)->marks);
}

static void
duel_results(const void *state, struct game_results *r)
{
	const struct duel *d = state;

	memset(r, 0, sizeof *r);
	r->finished = duel_over(d);
	r->n = d->n;
	r->nparts = 1;
	r->part[0] = "total";
	for (int i = 0; i < d->n; i++) {
		r->p[i].name = d->names[i];
		r->p[i].score = r->p[i].part[0] = d->total[i];
		r->p[i].place = !r->finished ? 0 :
		    d->total[i] >= d->total[1 - i] ? 1 : 2;
	}
	if (r->finished)
		r->outcome = d->total[0] == d->total[1] ? GAME_DRAW : GAME_WIN;
}

static void
duel_result(const void *state, struct sbuf *out)
{
	const struct duel *d = state;

	if (duel_over(d) && d->total[0] == d->total[1])
		sbuf_printf(out, _("a draw at %d"), d->total[0]);
	else
		sbuf_printf(out, _("%d marks of %d"), d->marks, 2 * DUEL_MARKS);
}

static void
duel_complete(const void *state, int argi, char **argv, struct game_offer *out)
{
	const struct duel *d = state;

	(void)argv;
	for (int i = 0; argi == 1 && i < d->n; i++)
		game_offer_add(out, d->names[i]);
	for (int i = 0; argi == 2 && i < 3; i++)
		game_offer_add(out, (const char *[]){ "1", "2", "3" }[i]);
}

static const struct game_cmd duel_cmds[] = {
	{ .word = "mark", .aliases = "marquer", .run = duel_mark,
	  .usage = N_("mark NAME N"), .summary = N_("mark 1 to 3 points"),
	  .example = N_("mark ann 2"), .min_args = 2, .max_args = 2 },
	{ .word = NULL },
};

static const struct game_rule duel_rules[] = {
	{ "turn", N_("the two players mark in turn, the first named first."),
	  NULL, N_("one at a time") },
	{ "mark", N_("a mark is 1, 2 or 3 points; the higher total after three "
	  "marks each wins, equal totals draw."), NULL, N_("small marks") },
	{ "end", N_("nothing is marked after the sixth mark."), NULL,
	  N_("duel over") },
	{ NULL, NULL, NULL, NULL },
};

static const char *const duel_names[] = { "duel", NULL };

static const struct game_label duel_labels[] = {
	{ "player", N_("player"), true }, { "total", N_("total"), false },
	{ NULL, NULL, false },
};

static const char *const duel_session[] = {
	N_("new duel ann bob"),
	N_("mark ann 2"),
	N_("status"),
	NULL
};

const struct game_ops duel_ops = {
	.id = "duel", .names = duel_names, .title = "Duel",
	.state_size = sizeof(struct duel), .start = duel_start,
	.min_players = 2, .max_players = 2, .new_usage = N_("new duel NAME NAME"),
	.name_size = 32, .cmds = duel_cmds, .finished = duel_finished,
	.sheet = duel_sheet, .where = duel_where, .log_columns = duel_columns,
	.log_row = duel_log_row, .result = duel_result, .complete = duel_complete,
	.query = {
		[Q_STATUS] = { .run = duel_status, .summary = N_("the totals and marks left") },
		[Q_SCORE] = { .run = duel_status, .summary = N_("the totals and marks left") },
		[Q_SHOW] = { .run = duel_status, .summary = N_("the totals and marks left") },
		[Q_LEGAL] = { .run = duel_status, .usage = N_("legal"),
		  .summary = N_("the totals and marks left"), .example = N_("legal"),
		  .min_args = 0, .max_args = 0 },
		[Q_WHY] = { .run = duel_why, .usage = N_("why NAME N"),
		  .summary = N_("each rule checked for marking N"),
		  .example = N_("why ann 2"), .min_args = 2, .max_args = 2 },
	},
	.rules = duel_rules,
	.players = GAME_PLAYERS(struct duel, n, names[0], names[1]),
	.results = duel_results, .labels = duel_labels,
	.about = N_("A test game of exactly two players: each in turn marks 1 to 3 points, three marks each; the higher total wins, equal totals draw."),
	.session = duel_session,
};
