/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* coop.c — a cooperative test game of 1 to 3 players: in turn they lift
 * the team's tower by 1 to 3, never past 10; the team wins when it
 * stands at 10 within five lifts and loses when the five are spent
 * short of it.  Built into tests/toy/treeref-toy through
 * tests/toy/games.c; written from src/game/game.h alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "coop_ops.h"

#define COOP_LIFTS 5
#define COOP_TOP 10

struct coop { int n, turn, lifts, tower; char names[3][32]; };

static bool
coop_start(void *state, const struct game_new *n, struct verdict *v)
{
	struct coop *t = state;

	t->n = n->n;
	for (int i = 0; i < n->n; i++)
		snprintf(t->names[i], sizeof t->names[i], "%s", n->names[i]);
	verdict_say(v, _("Lift the tower to 10 together, in five lifts of 1 "
	    "to 3."));
	return true;
}

static bool
coop_won(const struct coop *t)
{
	return t->tower == COOP_TOP;
}

static bool
coop_over(const struct coop *t)
{
	return coop_won(t) || t->lifts == COOP_LIFTS;
}

/* Which rule lifting `by` for player `p` breaks, or NULL. */
static const char *
coop_broken(const struct coop *t, int p, int by)
{
	return coop_over(t) ? "end" : p != t->turn ? "turn" :
	    by < 1 || by > 3 ? "lift" : t->tower + by > COOP_TOP ? "top" : NULL;
}

static const char *
coop_reason(const char *rule)
{
	return strcmp(rule, "end") == 0 ? _("the game is over") :
	    strcmp(rule, "turn") == 0 ? _("it is another player's turn") :
	    strcmp(rule, "lift") == 0 ? _("lift by 1, 2 or 3") :
	    _("the tower would pass 10");
}

static bool
coop_lift(void *state, const struct call *c, struct verdict *v)
{
	struct coop *t = state;
	int p = game_find_player(&coop_ops, t, c->argv[1], v);
	int by = atoi(c->argv[2]);
	const char *rule;

	if (p < 0)
		return false;
	if ((rule = coop_broken(t, p, by)) != NULL)
		return verdict_refusef(v, rule, "%s", coop_reason(rule));
	t->tower += by;
	t->lifts++;
	t->turn = (t->turn + 1) % t->n;
	verdict_say(v, _("The tower stands at %d."), t->tower);
	if (coop_won(t))
		verdict_announce(v, _("The team wins."));
	else if (coop_over(t))
		verdict_announce(v, _("The team loses."));
	return true;
}

static bool
coop_status(void *state, const struct call *c, struct verdict *v)
{
	const struct coop *t = state;

	(void)c;
	verdict_say(v, _("The tower stands at %d; %d lifts left."), t->tower,
	    COOP_LIFTS - t->lifts);
	verdict_data_int(v, "tower", t->tower);
	return true;
}

static bool
coop_why(void *state, const struct call *c, struct verdict *v)
{
	const struct coop *t = state;
	int p = game_find_player(&coop_ops, t, c->argv[1], v);
	const char *rules[] = { "end", "turn", "lift", "top" };
	const char *broken;

	if (p < 0)
		return false;
	broken = coop_broken(t, p, atoi(c->argv[2]));
	for (int i = 0; i < 4; i++)
		verdict_check(v, rules[i], broken == NULL ? CHECK_PASSED :
		    strcmp(broken, rules[i]) == 0 ? CHECK_BROKEN : CHECK_SKIPPED,
		    "%s", coop_reason(rules[i]));
	return true;
}

static bool
coop_finished(const void *state)
{
	return coop_over(state);
}

static void
coop_sheet(const void *state, struct sheet *s)
{
	const struct coop *t = state;

	s->ncols = 2;
	sheet_field(s, "player");
	sheet_field(s, "tower");
	for (int i = 0; i < t->n; i++) {
		sheet_field(s, t->names[i]);
		sheet_field_int(s, t->tower);
	}
}

static void
coop_where(const void *state, struct sbuf *out)
{
	sbuf_printf(out, "%d", ((const struct coop *)state)->tower);
}

static const char *const coop_columns[] = { "tower", NULL };

static void
coop_log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	(void)before, (void)argc, (void)argv;
	sheet_field_int(row, ((const struct coop *)after)->tower);
}

static void
coop_results(const void *state, struct game_results *r)
{
	const struct coop *t = state;

	memset(r, 0, sizeof *r);
	r->team = true;
	r->finished = coop_over(t);
	r->won = coop_won(t);
	r->n = t->n;
	r->nparts = 1;
	r->part[0] = "tower";
	r->team_part[0] = t->tower;
	for (int i = 0; i < t->n; i++) {
		r->p[i].name = t->names[i];
		r->p[i].score = t->tower;
	}
}

static void
coop_result(const void *state, struct sbuf *out)
{
	const struct coop *t = state;

	if (coop_won(t))
		sbuf_printf(out, _("the team won at %d"), t->tower);
	else if (coop_over(t))
		sbuf_printf(out, _("the team lost at %d"), t->tower);
	else
		sbuf_printf(out, _("the tower at %d"), t->tower);
}

static void
coop_complete(const void *state, int argi, char **argv, struct game_offer *out)
{
	const struct coop *t = state;

	(void)argv;
	for (int i = 0; argi == 1 && i < t->n; i++)
		game_offer_add(out, t->names[i]);
	for (int i = 0; argi == 2 && i < 3; i++)
		game_offer_add(out, (const char *[]){ "1", "2", "3" }[i]);
}

static const struct game_cmd coop_cmds[] = {
	{ .word = "lift", .aliases = "lever", .run = coop_lift,
	  .usage = N_("lift NAME N"), .summary = N_("lift the tower by 1 to 3"),
	  .example = N_("lift ann 2"), .min_args = 2, .max_args = 2 },
	{ .word = NULL },
};

static const struct game_rule coop_rules[] = {
	{ "turn", N_("players lift in the order given to new."), NULL, N_("one at a time") },
	{ "lift", N_("each lift raises the tower by 1, 2 or 3."), NULL, N_("small lifts") },
	{ "top", N_("the tower never passes 10; at 10 the team wins."), NULL, N_("ten on top") },
	{ "end", N_("after five lifts, or once the team has won, nothing is lifted."), NULL, N_("game over") },
	{ NULL, NULL, NULL, NULL },
};

static const char *const coop_names[] = { "coop", NULL };

static const struct game_label coop_labels[] = {
	{ "player", N_("player"), true }, { "tower", N_("tower"), false },
	{ "won", N_("won"), false }, { "lost", N_("lost"), false },
	{ "playing", N_("playing"), false },
	{ NULL, NULL, false },
};

static const char *const coop_session[] = {
	N_("new coop ann bob"),
	N_("lift ann 2"),
	N_("status"),
	NULL
};

const struct game_ops coop_ops = {
	.id = "coop", .names = coop_names, .title = "Coop",
	.state_size = sizeof(struct coop), .start = coop_start,
	.min_players = 1, .max_players = 3, .new_usage = N_("new coop NAME [NAME [NAME]]"),
	.name_size = 32, .cmds = coop_cmds, .finished = coop_finished,
	.sheet = coop_sheet, .where = coop_where, .log_columns = coop_columns,
	.log_row = coop_log_row, .result = coop_result, .complete = coop_complete,
	.query = {
		[Q_STATUS] = { .run = coop_status, .summary = N_("the tower and the lifts left") },
		[Q_SCORE] = { .run = coop_status, .summary = N_("the tower and the lifts left") },
		[Q_SHOW] = { .run = coop_status, .summary = N_("the tower and the lifts left") },
		[Q_LEGAL] = { .run = coop_status, .usage = N_("legal"),
		  .summary = N_("the tower and the lifts left"), .example = N_("legal"),
		  .min_args = 0, .max_args = 0 },
		[Q_WHY] = { .run = coop_why, .usage = N_("why NAME N"),
		  .summary = N_("each rule checked for lifting by N"),
		  .example = N_("why ann 2"), .min_args = 2, .max_args = 2 },
	},
	.rules = coop_rules,
	.players = GAME_PLAYERS(struct coop, n, names[0], names[1]),
	.results = coop_results, .labels = coop_labels,
	.about = N_("A cooperative test game: the team lifts a tower to 10 in five lifts of 1 to 3, each player in turn, and wins or loses together."),
	.session = coop_session,
};
