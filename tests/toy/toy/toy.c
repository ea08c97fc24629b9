/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* toy.c — a fifth game for the tests only, written from src/game.h alone:
 * players take turns adding 1 to 3 to a stack; whoever brings it to 10
 * wins.  Built into tests/toy/treeref-toy through tests/toy/games.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "toy_ops.h"

struct toy { int n, turn, stack, winner; int added[4]; char names[4][32]; };

static bool
toy_start(void *state, const struct game_new *n, struct verdict *v)
{
	struct toy *t = state;

	t->n = n->n;
	t->winner = -1;
	for (int i = 0; i < n->n; i++)
		snprintf(t->names[i], sizeof t->names[i], "%s", n->names[i]);
	verdict_say(v, _("Add 1 to 3 to the stack; whoever makes it 10 wins."));
	return true;
}

/* Which rule adding `by` for player `p` breaks, or NULL. */
static const char *
toy_broken(const struct toy *t, int p, int by)
{
	return t->winner >= 0 ? "end" : p != t->turn ? "turn" :
	    by < 1 || by > 3 ? "step" : t->stack + by > 10 ? "ten" : NULL;
}

static const char *
toy_reason(const char *rule)
{
	return strcmp(rule, "end") == 0 ? _("the game is over") :
	    strcmp(rule, "turn") == 0 ? _("it is another player's turn") :
	    strcmp(rule, "step") == 0 ? _("add 1, 2 or 3") :
	    _("the stack would pass 10");
}

static bool
toy_add(void *state, const struct call *c, struct verdict *v)
{
	struct toy *t = state;
	int p = game_find_player(&toy_ops, t, c->argv[1], v);
	int by = atoi(c->argv[2]);
	const char *rule;

	if (p < 0)
		return false;
	if ((rule = toy_broken(t, p, by)) != NULL)
		return verdict_refusef(v, rule, "%s", toy_reason(rule));
	t->stack += by;
	t->added[p] += by;
	t->turn = (t->turn + 1) % t->n;
	verdict_say(v, _("The stack is at %d."), t->stack);
	if (t->stack == 10) {
		t->winner = p;
		verdict_announce(v, _("%s wins."), t->names[p]);
	}
	return true;
}

static bool
toy_status(void *state, const struct call *c, struct verdict *v)
{
	const struct toy *t = state;

	(void)c;
	if (t->winner >= 0)
		verdict_say(v, _("%s won at %d."), t->names[t->winner], t->stack);
	else
		verdict_say(v, _("The stack is at %d; %s to add."), t->stack,
		    t->names[t->turn]);
	verdict_data_int(v, "stack", t->stack);
	return true;
}

static bool
toy_why(void *state, const struct call *c, struct verdict *v)
{
	const struct toy *t = state;
	int p = game_find_player(&toy_ops, t, c->argv[1], v);
	const char *rules[] = { "end", "turn", "step", "ten" };
	const char *broken;

	if (p < 0)
		return false;
	broken = toy_broken(t, p, atoi(c->argv[2]));
	for (int i = 0; i < 4; i++)
		verdict_check(v, rules[i], broken == NULL ? CHECK_PASSED :
		    strcmp(broken, rules[i]) == 0 ? CHECK_BROKEN : CHECK_SKIPPED,
		    "%s", toy_reason(rules[i]));
	return true;
}

static bool
toy_finished(const void *state)
{
	return ((const struct toy *)state)->winner >= 0;
}

static void
toy_sheet(const void *state, struct sheet *s)
{
	const struct toy *t = state;

	s->ncols = 3;
	sheet_field(s, "player");
	sheet_field(s, "added");
	sheet_field(s, "won");
	for (int i = 0; i < t->n; i++) {
		sheet_field(s, t->names[i]);
		sheet_field_int(s, t->added[i]);
		sheet_field(s, t->winner == i ? "yes" : "no");
	}
}

static void
toy_where(const void *state, struct sbuf *out)
{
	sbuf_printf(out, "%d", ((const struct toy *)state)->stack);
}

static const char *const toy_columns[] = { "stack", NULL };

static void
toy_log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	(void)before, (void)argc, (void)argv;
	sheet_field_int(row, ((const struct toy *)after)->stack);
}

static void
toy_results(const void *state, struct game_results *r)
{
	const struct toy *t = state;

	memset(r, 0, sizeof *r);
	r->finished = t->winner >= 0;
	r->n = t->n;
	r->nparts = 1;
	r->part[0] = "added";
	for (int i = 0; i < t->n; i++) {
		r->p[i].name = t->names[i];
		r->p[i].score = r->p[i].part[0] = t->added[i];
		r->p[i].place = !r->finished ? 0 : t->winner == i ? 1 : 2;
	}
}

static void
toy_result(const void *state, struct sbuf *out)
{
	sbuf_printf(out, _("stack at %d"), ((const struct toy *)state)->stack);
}

static void
toy_complete(const void *state, int argi, char **argv, struct game_offer *out)
{
	const struct toy *t = state;

	(void)argv;
	for (int i = 0; argi == 1 && i < t->n; i++)
		game_offer_add(out, t->names[i]);
	for (int i = 1; argi == 2 && i <= 3; i++)
		game_offer_add(out, (const char *[]){ "1", "2", "3" }[i - 1]);
}

static const struct game_cmd toy_cmds[] = {
	{ .word = "add", .aliases = "ajouter", .run = toy_add,
	  .usage = N_("add NAME N"), .summary = N_("add 1 to 3 to the stack"),
	  .example = N_("add ann 2"), .min_args = 2, .max_args = 2 },
	{ .word = NULL },
};

static const struct game_rule toy_rules[] = {
	{ "turn", N_("players add in the order given to new."), NULL, N_("one at a time") },
	{ "step", N_("each turn adds 1, 2 or 3."), NULL, N_("small steps") },
	{ "ten", N_("the stack never passes 10; who makes it 10 wins."), NULL, N_("ten wins") },
	{ "end", N_("nothing is added once someone has won."), NULL, N_("game over") },
	{ NULL, NULL, NULL, NULL },
};

static const char *const toy_names[] = { "toy", NULL };

static const struct game_label toy_labels[] = {
	{ "player", N_("player"), true }, { "added", N_("added"), false },
	{ "won", N_("won"), true }, { "yes", N_("yes"), false },
	{ "no", N_("no"), false }, { NULL, NULL, false },
};

static const char *const toy_session[] = {
	N_("new toy ann bob"),
	N_("add ann 2"),
	N_("status"),
	NULL
};

const struct game_ops toy_ops = {
	.id = "toy", .names = toy_names, .title = "Toy",
	.state_size = sizeof(struct toy), .start = toy_start,
	.min_players = 2, .max_players = 4, .new_usage = N_("new toy NAME NAME [NAME [NAME]]"),
	.name_size = 32, .cmds = toy_cmds, .finished = toy_finished,
	.sheet = toy_sheet, .where = toy_where, .log_columns = toy_columns,
	.log_row = toy_log_row, .result = toy_result, .complete = toy_complete,
	.query = {
		[Q_STATUS] = { .run = toy_status, .summary = N_("the stack and whose turn") },
		[Q_SCORE] = { .run = toy_status, .summary = N_("the stack and whose turn") },
		[Q_SHOW] = { .run = toy_status, .summary = N_("the stack and whose turn") },
		[Q_LEGAL] = { .run = toy_status, .usage = N_("legal"),
		  .summary = N_("the stack and whose turn"), .example = N_("legal"),
		  .min_args = 0, .max_args = 0 },
		[Q_WHY] = { .run = toy_why, .usage = N_("why NAME N"),
		  .summary = N_("each rule checked for adding N"),
		  .example = N_("why ann 2"), .min_args = 2, .max_args = 2 },
	},
	.rules = toy_rules,
	.players = GAME_PLAYERS(struct toy, n, names[0], names[1]),
	.results = toy_results, .labels = toy_labels,
	.about = N_("A test game: the players add 1 to 3 to a shared stack in turn; whoever makes it 10 wins."),
	.session = toy_session,
};
