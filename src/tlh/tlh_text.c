/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_text.c — Tout là-haut in words: announcements, refusals, and the
 * answers of status, score, legal and why.  Every fact comes from tlh.c;
 * nothing here decides a rule. */
#include <stdio.h>
#include <string.h>

#include "tlh_ops.h"
#include "i18n.h"
#include "render.h"
#include "tlh.h"
#include "tlh_glue.h"
#include "util.h"

/* ---- words for floors, cards and lists ---- */

void
tlh_add_floor(struct sbuf *b, struct tlh_floor f)
{
	sbuf_printf(b, "%s%d", _(tlh_colour_names[f.colour]), f.value);
}

void
tlh_add_card(struct sbuf *b, const struct tlh_card *c)
{
	if (tlh_card_is_down(c)) {
		/* TRANSLATORS: a card played face down, as in `play ann down`. */
		sbuf_add(b, _("down"));
		return;
	}
	tlh_add_floor(b, c->bottom);
	sbuf_addc(b, ' ');
	tlh_add_floor(b, c->top);
}

const char *
tlh_floor_str(struct tlh_floor f, int slot)
{
	static char buf[4][64];
	char digits[INT_TEXT_SIZE];

	return text_put(buf[slot], sizeof buf[slot],
	    _(tlh_colour_names[f.colour]), int_text(digits, f.value));
}

void
tlh_add_names(struct sbuf *b, const struct tlh_match *m, const int *players,
    int n)
{
	const char *w[TLH_MAX_PLAYERS] = { 0 };

	for (int i = 0; i < n; i++)
		w[i] = m->name[players[i]];
	render_list_and(b, w, n);
}

/* Floors as a list of choices ("red3, red4 or blue2"). */
static void
add_floors(struct sbuf *b, const struct tlh_floor *f, int n)
{
	char words[TLH_FLOORS][64];
	const char *w[TLH_FLOORS];

	for (int i = 0; i < n; i++) {
		text_put(words[i], sizeof words[i], tlh_floor_str(f[i], 0), "");
		w[i] = words[i];
	}
	render_list_or(b, w, n);
}

/* "ann 5, bob 4": each player's number, in seating order. */
static void
add_each(struct sbuf *b, const struct tlh_match *m, const int *value)
{
	for (int p = 0; p < m->nplayers; p++)
		sbuf_printf(b, "%s%s %d", p ? ", " : "", m->name[p], value[p]);
}

/* ---- announcements ---- */

void
tlh_announce_start(const struct tlh_match *m, struct verdict *v)
{
	struct sbuf b = { 0 };
	int all[TLH_MAX_PLAYERS];

	for (int i = 0; i < m->nplayers; i++)
		all[i] = i;
	tlh_add_names(&b, m, all, m->nplayers);
	verdict_say(v, _("Tout là-haut, %d players in turn order: %s; %d "
	    "rounds."), m->nplayers, sbuf_str(&b), tlh_rounds(m->nplayers));
	if (m->strategic)
		verdict_say(v, _("Strategic variant: two games, totals added; "
		    "game 2 goes counter-clockwise from game 1's lowest "
		    "scorer."));
	if (m->turn_variant)
		verdict_say(v, _("Turn variant: noted; it changes neither the "
		    "turns nor the placement rules."));
	if (m->strategic)
		verdict_announce(v, _("Game 1, round 1: %s to play."), m->name[0]);
	else
		verdict_announce(v, _("Round 1: %s to play."), m->name[0]);
	sbuf_free(&b);
}

static void
announce_round(const struct tlh_match *m, struct verdict *v)
{
	const struct tlh_game *g = tlh_current(m);
	int r = tlh_round(m), rounds = tlh_rounds(m->nplayers);
	int floors[TLH_MAX_PLAYERS];
	struct sbuf b = { 0 };

	if (m->strategic)
		verdict_announce(v, _("Game %d, round %d of %d is over."),
		    m->current + 1, r - 1, rounds);
	else
		verdict_announce(v, _("Round %d of %d is over."), r - 1, rounds);
	for (int p = 0; p < m->nplayers; p++)
		floors[p] = tlh_floor_sum(g, p);
	add_each(&b, m, floors);
	verdict_announce(v, _("Floors so far: %s."), sbuf_str(&b));
	if (m->strategic)
		verdict_announce(v, _("Game %d, round %d: %s to play."),
		    m->current + 1, r, m->name[tlh_to_play(m)]);
	else
		verdict_announce(v, _("Round %d: %s to play."), r,
		    m->name[tlh_to_play(m)]);
	sbuf_free(&b);
}

static void
announce_game_scores(const struct tlh_match *m, int game, struct verdict *v)
{
	struct tlh_score s[TLH_MAX_PLAYERS];

	tlh_score_game(m, game, s);
	if (m->strategic)
		verdict_announce(v, _("Game %d is over. Its scores:"), game + 1);
	else
		verdict_announce(v, _("The game is over. Final scores:"));
	for (int p = 0; p < m->nplayers; p++)
		if (m->game[game].objective != TLH_OBJ_NONE)
			verdict_announce(v, _("%s: floors %d + run %d + objective "
			    "%d = %d"), m->name[p], s[p].floors, s[p].run_bonus,
			    s[p].objective, s[p].total);
		else
			verdict_announce(v, _("%s: floors %d + run %d = %d"),
			    m->name[p], s[p].floors, s[p].run_bonus, s[p].total);
}

static void
announce_game2(const struct tlh_match *m, struct verdict *v)
{
	int tied[TLH_MAX_PLAYERS], n = tlh_lowest_tied(m, 0, tied);
	int first = m->game[1].first;
	struct sbuf b = { 0 };

	if (n == 1) {
		verdict_announce(v, _("%s has the lowest score of game 1 and "
		    "starts game 2."), m->name[first]);
	} else {
		tlh_add_names(&b, m, tied, n);
		verdict_announce(v, _("%s tie for the lowest score of game 1; "
		    "%s, the farthest of them from game 1's first player going "
		    "clockwise, starts game 2."), sbuf_str(&b), m->name[first]);
	}
	verdict_announce(v, _("Game 2 goes counter-clockwise; enter its "
	    "objective card, if any, before its first card."));
	verdict_announce(v, _("Game 2, round 1: %s to play."), m->name[first]);
	sbuf_free(&b);
}

static void
announce_totals(const struct tlh_match *m, struct verdict *v)
{
	struct tlh_score s1[TLH_MAX_PLAYERS], s2[TLH_MAX_PLAYERS];

	tlh_score_game(m, 0, s1);
	tlh_score_game(m, 1, s2);
	verdict_announce(v, _("Totals of the two games:"));
	for (int p = 0; p < m->nplayers; p++)
		verdict_announce(v, _("%s: game 1 %d + game 2 %d = %d"),
		    m->name[p], s1[p].total, s2[p].total,
		    s1[p].total + s2[p].total);
}

void
tlh_say_decided(const struct tlh_match *m, struct sbuf *out)
{
	struct tlh_outcome o;
	struct sbuf b = { 0 };
	int w;

	if (!tlh_over(m))
		return;
	tlh_outcome(m, &o);
	w = o.order[0];
	tlh_add_names(&b, m, o.tied, o.ntied);
	/* at the end every tree holds four points or more: always plural */
	if (o.ntied == 1)
		sbuf_printf(out, _("%s wins with %d points."), m->name[w],
		    o.total[w]);
	else if (!m->strategic)
		sbuf_printf(out, _("%s tie with %d points; %s wins, the "
		    "farthest of them from the first player going clockwise."),
		    sbuf_str(&b), o.total[w], m->name[w]);
	else
		sbuf_printf(out, _("%s tie with %d points; %s wins, the "
		    "farthest of them from game 2's first player going "
		    "counter-clockwise."), sbuf_str(&b), o.total[w], m->name[w]);
	sbuf_free(&b);
}

/* The winner and the ranking; `emit` is verdict_announce after the last
 * card, verdict_say for `score`. */
static void
say_winner(const struct tlh_match *m, struct verdict *v,
    void (*emit)(struct verdict *, const char *, ...))
{
	static const struct game_players players = TLH_PLAYERS;
	struct tlh_outcome o;
	struct sbuf b = { 0 };

	tlh_say_decided(m, &b);
	emit(v, "%s", sbuf_str(&b));
	sbuf_reset(&b);
	tlh_outcome(m, &o);
	game_scores_in(&b, &players, m, o.order, o.total, true);
	emit(v, _("Ranking: %s."), sbuf_str(&b));
	sbuf_free(&b);
}

void
tlh_announce_events(const struct tlh_match *m, unsigned events,
    struct verdict *v)
{
	if (!(events & TLH_EV_ROUND)) {
		verdict_say(v, _("%s to play."), m->name[tlh_to_play(m)]);
		return;
	}
	if (!(events & TLH_EV_GAME)) {
		announce_round(m, v);
		return;
	}
	if (!(events & TLH_EV_MATCH)) {
		announce_game_scores(m, m->current - 1, v);
		announce_game2(m, v);
		return;
	}
	announce_game_scores(m, m->current, v);
	if (m->strategic)
		announce_totals(m, v);
	say_winner(m, v, verdict_announce);
}

/* ---- refusals ---- */

/* One message per rule broken: verdict_fail() adds each as a line. */
bool
tlh_refuse_play(const struct tlh_match *m, int p, const struct tlh_card *c,
    unsigned broken, struct verdict *v)
{
	const struct tlh_floor *f[2] = { &c->bottom, &c->top };

	if (broken & TLH_E_PHASE)
		verdict_refusef(v, tlh_rule_id(TLH_E_PHASE), _("the game is "
		    "over, and no more cards can be played."));
	if (broken & TLH_E_TURN)
		verdict_refusef(v, tlh_rule_id(TLH_E_TURN), _("it is %s's turn, "
		    "not %s's."), m->name[tlh_to_play(m)], m->name[p]);
	for (int i = 0; i < 2 && (broken & TLH_E_VALUE); i++)
		if (tlh_check_floor(m, *f[i]) & TLH_E_VALUE)
			verdict_refusef(v, tlh_rule_id(TLH_E_VALUE), _("a "
			    "floor's value is 2, 3 or 4; %s is not a floor."),
			    tlh_floor_str(*f[i], 0));
	if (broken & TLH_E_PURPLE)
		verdict_refusef(v, tlh_rule_id(TLH_E_PURPLE), _("purple floors "
		    "are out of a two-player game."));
	if (broken & TLH_E_MATCH)
		verdict_refusef(v, tlh_rule_id(TLH_E_MATCH), _("%s's top floor "
		    "is %s, and %s matches neither its colour nor its value."),
		    m->name[p], tlh_floor_str(tlh_top(tlh_current(m), p), 1),
		    tlh_floor_str(c->bottom, 0));
	return false;
}

/* ---- status ---- */

static void
say_position(const struct tlh_match *m, struct verdict *v)
{
	int r = tlh_round(m), rounds = tlh_rounds(m->nplayers);
	const char *who = m->name[tlh_to_play(m)];

	if (!m->strategic)
		verdict_say(v, _("Round %d of %d: %s to play."), r, rounds, who);
	else if (tlh_current(m)->step > 0)
		verdict_say(v, _("Game %d, round %d of %d: %s to play; turns go "
		    "clockwise."), m->current + 1, r, rounds, who);
	else
		verdict_say(v, _("Game %d, round %d of %d: %s to play; turns go "
		    "counter-clockwise."), m->current + 1, r, rounds, who);
}

static void
say_tree(const struct tlh_match *m, int p, struct verdict *v)
{
	const struct tlh_game *g = tlh_current(m);
	struct sbuf b = { 0 };

	if (g->ncards[p] == 0) {
		verdict_say(v, _("%s: only the trunk"), m->name[p]);
		return;
	}
	for (int i = 0; i < g->ncards[p]; i++) {
		if (i > 0)
			sbuf_add(&b, ", ");
		tlh_add_card(&b, &g->tree[p][i]);
	}
	verdict_say(v, _("%s: %s (top floor %s)"), m->name[p], sbuf_str(&b),
	    tlh_floor_str(tlh_top(g, p), 0));
	sbuf_free(&b);
}

/* --json: "phase" ("play" or "over"), "game", "round", "to_play" (the
 * name, or none at the end) and "objective" (its English name). */
static void
status_data(const struct tlh_match *m, struct verdict *v)
{
	const char *who[1];
	bool over = tlh_over(m);

	if (!over)
		who[0] = m->name[tlh_to_play(m)];
	verdict_data_string(v, "phase", over ? "over" : "play");
	verdict_data_int(v, "game", m->current + 1);
	verdict_data_int(v, "round", over ? tlh_rounds(m->nplayers) :
	    tlh_round(m));
	verdict_data_strings(v, "to_play", who, over ? 0 : 1);
	verdict_data_string(v, "objective",
	    tlh_objective_names[tlh_current(m)->objective]);
}

bool
tlh_run_status(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	int obj = tlh_current(m)->objective;
	struct tlh_outcome o;
	struct tlh_score s[TLH_MAX_PLAYERS];
	int total[TLH_MAX_PLAYERS];
	struct sbuf b = { 0 };

	(void)c;
	if (tlh_over(m)) {
		tlh_outcome(m, &o);
		verdict_say(v, _("The game is over; %s won."), m->name[o.order[0]]);
	} else {
		say_position(m, v);
	}
	if (m->current > 0) {
		tlh_score_game(m, 0, s);
		for (int p = 0; p < m->nplayers; p++)
			total[p] = s[p].total;
		add_each(&b, m, total);
		verdict_say(v, _("Game 1 scores: %s."), sbuf_str(&b));
	}
	if (obj == TLH_OBJ_NONE)
		verdict_say(v, _("No objective card."));
	else
		verdict_say(v, _("Objective: %s, %d points."),
		    _(tlh_objective_names[obj]), tlh_objective_points(obj));
	if (m->turn_variant)
		verdict_say(v, _("Turn variant: players draw at the end of "
		    "their turn."));
	for (int p = 0; p < m->nplayers; p++)
		say_tree(m, p, v);
	status_data(m, v);
	sbuf_free(&b);
	return true;
}

/* ---- score ---- */

#define SCORE_COLS 6

static void
say_game_table(const struct tlh_match *m, int game, struct verdict *v)
{
	static const char *const head[SCORE_COLS] = {
		N_("player"), N_("floors"), N_("longest run"), N_("run bonus"),
		N_("objective"), N_("total")
	};
	char cells[TLH_MAX_PLAYERS + 1][SCORE_COLS][80];
	struct tlh_score s[TLH_MAX_PLAYERS];
	const char *flat[(TLH_MAX_PLAYERS + 1) * SCORE_COLS];
	struct sbuf table = { 0 };

	tlh_score_game(m, game, s);
	/* the words cut to 79 bytes, as snprintf cut them */
	for (int k = 0; k < SCORE_COLS; k++)
		flat[k] = text_put(cells[0][k], 80, _(head[k]), "");
	for (int p = 0; p < m->nplayers; p++) {
		char (*row)[80] = cells[p + 1];
		const char **f = flat + (p + 1) * SCORE_COLS;
		f[0] = text_put(row[0], 80, m->name[p], "");
		f[1] = int_text(row[1], s[p].floors);
		f[2] = int_text(row[2], s[p].run);
		f[3] = int_text(row[3], s[p].run_bonus);
		f[4] = int_text(row[4], s[p].objective);
		f[5] = int_text(row[5], s[p].total);
	}
	render_table(&table, flat, m->nplayers + 1, SCORE_COLS);
	verdict_say(v, "%s", sbuf_str(&table));
	sbuf_free(&table);
}

static void
say_score_heading(const struct tlh_match *m, int game, struct verdict *v)
{
	bool done = game < m->current || tlh_over(m);
	int r = tlh_round(m), rounds = tlh_rounds(m->nplayers);

	if (!m->strategic && done)
		verdict_say(v, _("Final scores:"));
	else if (!m->strategic)
		verdict_say(v, _("Scores if the game ended now, in round %d of "
		    "%d:"), r, rounds);
	else if (done)
		verdict_say(v, _("Game %d, final scores:"), game + 1);
	else
		verdict_say(v, _("Game %d, scores if it ended now, in round %d "
		    "of %d:"), game + 1, r, rounds);
}

bool
tlh_run_score(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	int total[TLH_MAX_PLAYERS];

	(void)c;
	for (int g = 0; g <= m->current; g++) {
		say_score_heading(m, g, v);
		say_game_table(m, g, v);
	}
	if (!tlh_over(m))
		return true;
	if (m->strategic) {
		tlh_totals(m, total);
		for (int p = 0; p < m->nplayers; p++)
			verdict_say(v, _("%s: %d points over both games"),
			    m->name[p], total[p]);
	}
	say_winner(m, v, verdict_say);
	return true;
}

/* ---- legal ---- */

/* --json "legal": every floor a face-up card's bottom floor may be (in
 * English, as logs write it) and "down"; none once the game is over. */
static void
legal_data(const struct tlh_floor *f, int n, bool over, struct verdict *v)
{
	char words[TLH_FLOORS + 1][32];
	const char *w[TLH_FLOORS + 1];
	int k = 0;

	for (int i = 0; i < n && !over; i++, k++) {
		snprintf(words[k], sizeof words[k], "%s%d",
		    tlh_colour_names[f[i].colour], f[i].value);
		w[k] = words[k];
	}
	if (!over)
		w[k++] = "down";
	verdict_data_strings(v, "legal", w, k);
}

bool
tlh_run_legal(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	const struct tlh_game *g = tlh_current(m);
	struct tlh_floor f[TLH_FLOORS], top;
	struct tlh_card probe = tlh_card_up(TLH_RED, 2, TLH_RED, 2);
	struct sbuf b = { 0 };
	int p, n;

	if ((p = tlh_player_arg(m, c->argv[1], v)) < 0)
		return false;
	n = tlh_legal_bottoms(m, p, f);
	legal_data(f, n, tlh_over(m), v);
	if (tlh_over(m)) {
		verdict_say(v, _("The game is over: no more cards can be played."));
		return true;
	}
	top = tlh_top(g, p);
	/* the core's reading of a gray top: any face-up card fits on it */
	if (tlh_fit(top, &probe) == TLH_FIT_GRAY && g->ncards[p] == 0)
		verdict_say(v, _("%s's tree has only its trunk: any card may go "
		    "on it, face up or face down."), m->name[p]);
	else if (tlh_fit(top, &probe) == TLH_FIT_GRAY)
		verdict_say(v, _("%s's top floor is gray: any card may go on it, "
		    "face up or face down."), m->name[p]);
	else {
		verdict_say(v, _("%s's top floor is %s."), m->name[p],
		    tlh_floor_str(top, 0));
		add_floors(&b, f, n);
		verdict_say(v, _("Face up, the card's bottom floor may be %s."),
		    sbuf_str(&b));
		verdict_say(v, _("Face down, any card may go on it."));
	}
	if (tlh_check_floor(m, (struct tlh_floor){ TLH_PURPLE, 2 }) &
	    TLH_E_PURPLE)
		verdict_say(v, _("No purple floor in a two-player game."));
	if (tlh_to_play(m) != p)
		verdict_say(v, _("It is %s's turn now, not %s's."),
		    m->name[tlh_to_play(m)], m->name[p]);
	sbuf_free(&b);
	return true;
}

/* ---- why ---- */

static void
why_turn(const struct tlh_match *m, int p, unsigned broken,
    struct verdict *v)
{
	const char *phase = tlh_rule_id(TLH_E_PHASE);
	const char *turn = tlh_rule_id(TLH_E_TURN);

	if (broken & TLH_E_PHASE) {
		verdict_check(v, phase, CHECK_BROKEN, _("the game is over"));
		verdict_check(v, turn, CHECK_SKIPPED,
		    _("nobody plays after the end"));
	} else if (broken & TLH_E_TURN) {
		verdict_check(v, phase, CHECK_PASSED, _("the game is on"));
		verdict_check(v, turn, CHECK_BROKEN, _("it is %s's turn, not "
		    "%s's"), m->name[tlh_to_play(m)], m->name[p]);
	} else {
		verdict_check(v, phase, CHECK_PASSED, _("the game is on"));
		verdict_check(v, turn, CHECK_PASSED, _("it is %s's turn"),
		    m->name[p]);
	}
}

static void
why_card(const struct tlh_match *m, const struct tlh_card *c,
    unsigned broken, struct verdict *v)
{
	const struct tlh_floor f[2] = { c->bottom, c->top };
	const char *value = tlh_rule_id(TLH_E_VALUE);
	const char *purple = tlh_rule_id(TLH_E_PURPLE);
	struct tlh_floor bad[2] = { 0 };
	struct sbuf b = { 0 };
	int n = 0;

	for (int i = 0; i < 2 && !tlh_card_is_down(c); i++)
		if (tlh_check_floor(m, f[i]) & TLH_E_VALUE)
			bad[n++] = f[i];
	add_floors(&b, bad, n);
	if (tlh_card_is_down(c))
		verdict_check(v, value, CHECK_PASSED, _("a face-down card shows "
		    "two gray floors worth 2"));
	else if (broken & TLH_E_VALUE)
		verdict_check(v, value, CHECK_BROKEN, _("floors are worth 2 to 4, "
		    "not %s"), sbuf_str(&b));
	else
		verdict_check(v, value, CHECK_PASSED, _("%s and %s are worth 2 "
		    "to 4"), tlh_floor_str(c->bottom, 0), tlh_floor_str(c->top, 1));
	if (broken & TLH_E_PURPLE)
		verdict_check(v, purple, CHECK_BROKEN, _("purple floors are out "
		    "of a two-player game"));
	else if (m->nplayers == 2)
		verdict_check(v, purple, CHECK_PASSED, _("no purple floor"));
	else
		verdict_check(v, purple, CHECK_PASSED, _("purple floors are "
		    "played with more than two players"));
	sbuf_free(&b);
}

static void
why_match(const struct tlh_match *m, int p, const struct tlh_card *c,
    struct verdict *v)
{
	const struct tlh_game *g = tlh_current(m);
	struct tlh_floor top = tlh_top(g, p);
	const char *bottom = tlh_floor_str(c->bottom, 0);
	const char *t = tlh_floor_str(top, 1);
	const char *match = tlh_rule_id(TLH_E_MATCH);
	enum tlh_fit fit = tlh_fit(top, c);

	if (fit == TLH_FIT_DOWN)
		verdict_check(v, match, CHECK_PASSED, _("a face-down card goes "
		    "on any floor"));
	else if (fit == TLH_FIT_GRAY)
		verdict_check(v, match, CHECK_PASSED, g->ncards[p] == 0 ?
		    _("any card goes on the trunk") :
		    _("any card goes on a gray floor"));
	else
		verdict_check(v, match, fit == TLH_FIT_NONE ? CHECK_BROKEN :
		    CHECK_PASSED, fit == TLH_FIT_COLOUR ?
		    _("%s has the colour of the top floor %s") :
		    fit == TLH_FIT_VALUE ?
		    _("%s has the value of the top floor %s") :
		    fit == TLH_FIT_BOTH ?
		    _("%s has the colour and the value of the top floor %s") :
		    _("%s has neither the colour nor the value of the top "
		    "floor %s"), bottom, t);
}

/* The rules in the order tlh_check_play() reports them: phase, turn,
 * value, purple, match; the front end concludes. */
bool
tlh_run_why(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	struct tlh_card card;
	unsigned broken;
	int p;

	if ((p = tlh_player_arg(m, c->argv[1], v)) < 0 ||
	    !tlh_card_args(c, 2, &card, v))
		return false;
	broken = tlh_check_play(m, p, &card);
	/* the move the checks are about, as bte's why says it */
	if (tlh_card_is_down(&card)) {
		verdict_say(v, _("If %s plays a card face down:"), m->name[p]);
	} else {
		struct sbuf b = { 0 };
		tlh_add_card(&b, &card);
		verdict_say(v, _("If %s plays %s:"), m->name[p], sbuf_str(&b));
		sbuf_free(&b);
	}
	why_turn(m, p, broken, v);
	why_card(m, &card, broken, v);
	why_match(m, p, &card, v);
	return true;
}
