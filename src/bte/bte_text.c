/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_text.c — Best Treehouse Ever in words: what each rule found
 * (`why`, refusals), what a move did, and the announcements of each
 * phase change.  Every fact comes from the core (bte.c); nothing here
 * decides a rule. */
#include "bte_glue.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "render.h"

/* The rule ids of bte-rules.md and their short names; the French
 * rulebook numbers A to D 1 to 4 (their French names say so, and the
 * numbers find them). */
/* Where the rulebook is silent (rules rulings). */
const char *const bte_rulings[] = {
	N_("A tie for the most points that includes the player who chose "
	  "first the round before: that player keeps first choice, the "
	  "closest clockwise counted from their own seat. Whenever a tie "
	  "decides the first chooser, the new round's announcement names the "
	  "tied players and says why."),
	N_("Younger-players variant: the first chooser is found as in the "
	  "main game, ties included; then each player in turn clockwise takes "
	  "one score card, a colour at most once, and nobody chooses in "
	  "reverse order."),
	NULL,
};

const struct game_rule bte_rules[] = {
	{ "occupied", N_("a slot holds one room; a slot already "
	    "built on takes no other."), NULL, N_("one room per slot") },
	{ "A", N_("every card a room would rest on must already "
	    "be there; middle slots rest on two rooms, the end slots of a "
	    "level on one, and level 2 on the starting tree."),
	    "1", N_("support") },
	{ "B", N_("your first room of a colour may go "
	    "anywhere; each later room of that colour must touch one of them, "
	    "beside, below or above."), "2",
	    N_("colour grouping") },
	{ "C", N_("a treehouse is six levels tall at most, the "
	    "starting tree being level 1."), "3", N_("height") },
	{ "D", N_("a room off the centre line pushes the marker "
	    "one space toward its side, so you cannot build on the side where "
	    "the marker already stands."), "4", N_("balance") },
	{ "turn", N_("one card per player in each pick; in the scoring "
	    "phase players take, cover or choose one at a time, in order."),
	    NULL, N_("one at a time") },
	{ "phase", N_("rooms during the five picks of a round, game "
	    "changers or colour choices after the fifth, nothing once round 3 "
	    "is scored."), NULL, N_("what the phase allows") },
	{ "limit", N_("twelve cards of each colour, placed or "
	    "discarded; five rooms a round and fifteen a game for each "
	    "player; two x2 and two zero cards; one game changer per scoring "
	    "card; each colour chosen once."), NULL, N_("card counts") },
	{ NULL, NULL, NULL, NULL },
};

/* How the game is scored (bte-rules.md, flow 3 to 7): `rules` lists
 * these topics, `rules scoring` sums them up.  Each worked example is
 * a position of tests/cli/bte/bte-3p.in or bte-4p.in, and
 * tests/py/test_rules_scoring.py checks the referee computes it. */
const struct game_rule bte_topics[] = {
	{ "scoring", N_("at the end of each round, once the game changers "
	    "are down, every player scores the whole treehouse, not only the "
	    "round's rooms: each room is worth its colour's points, 1 with no "
	    "card on its scoring card, 2 under x2, 0 under zero. Round scores "
	    "add up; after round 3 come the colour bonuses, then the winner. "
	    "Example: 6 blue rooms under x2 and 2 purple rooms with no card "
	    "score 6 × 2 + 2 = 14 that round. Topics: rules x2, zero, draft, "
	    "first, bonus, winner, young."),
	    "score points", N_("scoring") },
	{ "x2", N_("two x2 cards exist. A scoring card an x2 covers makes "
	    "each room of its colour worth 2 points that round, in every "
	    "treehouse: 5 red rooms under x2 score 5 × 2 = 10."),
	    "double", N_("x2 card") },
	{ "zero", N_("two zero cards exist. A scoring card a zero covers "
	    "makes its colour worth nothing that round, in every treehouse: 4 "
	    "blue rooms under zero and 1 purple room with no card score "
	    "4 × 0 + 1 = 1."),
	    "pasdepoint nothing", N_("zero card") },
	{ "draft", N_("with 3 or 4 players, after the fifth pick each "
	    "player takes one game changer, the first chooser first, then "
	    "clockwise; then, in the reverse order, each covers a scoring card "
	    "that has none yet. With 3 players one card stays unused. With 2 "
	    "players each holds a zero card, and the one with more points "
	    "covers first. All the cards come back after the round. Example: "
	    "ann, bob and cy, ann choosing first, take in that order, then "
	    "cover cy, bob, ann."),
	    "changers changement changements", N_("game changers") },
	{ "first", N_("the oldest player chooses first in round 1; then "
	    "the player with the most points. Among tied players, the first "
	    "met going clockwise from the last first chooser, that player "
	    "included: ann, bob and cy sit in that order, bob chose first, ann "
	    "and cy tie on 10 points, so cy chooses first."),
	    "premier chooser", N_("first chooser") },
	{ "bonus", N_("after round 3, for each colour, the player with "
	    "strictly the most rooms of it scores 1 more point for each of "
	    "them; a tie for the most, or nobody with that colour, gives no "
	    "bonus. Example: 8 red rooms, more than anyone, score 8 more; 2 "
	    "purple rooms against 1 score 2 more."),
	    "bonuses", N_("colour bonus") },
	{ "winner", N_("the most points wins. Tied players compare the "
	    "rooms of their largest colour, then of their second largest; "
	    "still tied, they share the place. Example: ann and bob end on 28 "
	    "points; ann's 8 red rooms beat bob's 6 yellow ones, so ann "
	    "wins."),
	    "tie ties tiebreak gagnant vainqueur", N_("winner and ties") },
	{ "young", N_("in the younger-players variant there are no game "
	    "changers: after the fifth pick each player in turn picks a "
	    "different scoring card, and only the chosen colours score, 1 "
	    "point a room, in every treehouse."),
	    "younger jeunes", N_("younger players") },
	{ NULL, NULL, NULL, NULL },
};

/* The order rejections and `why` name the ids in (bte-rules.md), and
 * the id of each BTE_E_ bit. */
static const struct {
	unsigned bit;
	const char *id;
} rule_order[BTE_E_COUNT] = {
	{ BTE_E_PHASE, "phase" }, { BTE_E_TURN, "turn" },
	{ BTE_E_OCCUPIED, "occupied" }, { BTE_E_A, "A" }, { BTE_E_B, "B" },
	{ BTE_E_C, "C" }, { BTE_E_D, "D" }, { BTE_E_LIMIT, "limit" },
};

static void
mark_rules(struct verdict *v, unsigned bits)
{
	for (int i = 0; i < BTE_E_COUNT; i++)
		if (bits & rule_order[i].bit)
			verdict_rule(v, rule_order[i].id);
}

static void
join_to_play(struct sbuf *b, const struct bte_game *g)
{
	int who[BTE_MAX_PLAYERS], n = bte_to_play(g, who);

	bte_join_players(b, g, who, n);
}

/* ---- each rule of a room: the reason, passed or broken ---- */

static enum check_result
occupied_reason(struct sbuf *b, const struct bte_reasons *r)
{
	if (r->occupant == BTE_NONE) {
		sbuf_add(b, _("the slot is empty"));
		return CHECK_PASSED;
	}
	sbuf_printf(b, _("a %s room is already there"),
	    bte_room_colour(r->occupant));
	return CHECK_BROKEN;
}

static enum check_result
support_reason(struct sbuf *b, int level, const struct bte_reasons *r)
{
	int empty[2], ne = 0;

	for (int i = 0; i < r->nsupport; i++)
		if (r->support_empty[i])
			empty[ne++] = r->support[i].slot;
	if (ne == 2)
		sbuf_printf(b, _("level %d slots %d and %d are empty"),
		    level - 1, empty[0], empty[1]);
	else if (ne == 1)
		sbuf_printf(b, _("level %d slot %d is empty"), level - 1,
		    empty[0]);
	else if (r->nsupport == 0)
		sbuf_add(b, _("level 2 rests on the starting tree"));
	else if (r->nsupport == 1)
		sbuf_printf(b, _("it rests on the room at level %d slot %d"),
		    level - 1, r->support[0].slot);
	else
		sbuf_printf(b, _("it rests on the rooms at level %d slots %d "
		    "and %d"), level - 1, r->support[0].slot,
		    r->support[1].slot);
	return ne > 0 ? CHECK_BROKEN : CHECK_PASSED;
}

static enum check_result
grouping_reason(struct sbuf *b, const struct bte_player *p, int colour,
    const struct bte_reasons *r)
{
	struct sbuf where = { 0 };

	if (r->nsame == 0) {
		sbuf_printf(b, _("%s has no %s room yet"), p->name,
		    bte_room_colour(colour));
		return CHECK_PASSED;
	}
	if (r->touches) {
		sbuf_printf(b, _("it touches the %s room at level %d slot %d"),
		    bte_room_colour(colour), r->touching.level,
		    r->touching.slot);
		return CHECK_PASSED;
	}
	for (int i = 0; i < r->nsame; i++) {
		if (i > 0)
			sbuf_add(&where, ", ");
		sbuf_printf(&where, _("level %d slot %d"), r->same[i].level,
		    r->same[i].slot);
	}
	sbuf_printf(b, ngettext("%s's %s room does not touch it (it is at %s)",
	    "none of %s's %s rooms touches it (they are at %s)",
	    (unsigned long)r->nsame), p->name, r->nsame == 1 ?
	    bte_room_colour(colour) : bte_cards_colour(colour),
	    sbuf_str(&where));
	sbuf_free(&where);
	return CHECK_BROKEN;
}

static enum check_result
height_reason(struct sbuf *b, int level, const struct bte_reasons *r)
{
	if (r->broken & BTE_E_C) {
		sbuf_printf(b, _("level %d is above level 6"), level);
		return CHECK_BROKEN;
	}
	sbuf_printf(b, _("level %d is within the six levels"), level);
	return CHECK_PASSED;
}

static enum check_result
balance_reason(struct sbuf *b, const struct bte_reasons *r)
{
	bool left = r->side == BTE_LEFT;

	if (r->side == BTE_CENTRE)
		sbuf_add(b, _("the slot is on the centre line, which does not "
		    "move the marker"));
	else if (r->broken & BTE_E_D)
		sbuf_add(b, left ? _("the slot is on the left and the marker is "
		    "already on the left space") : _("the slot is on the right "
		    "and the marker is already on the right space"));
	else if (r->marker_after == BTE_CENTRE)
		sbuf_add(b, left ? _("the slot is on the left and the marker can "
		    "move from the right back to the centre") : _("the slot is "
		    "on the right and the marker can move from the left back to "
		    "the centre"));
	else
		sbuf_add(b, left ? _("the slot is on the left and the marker can "
		    "move from the centre to the left") : _("the slot is on the "
		    "right and the marker can move from the centre to the "
		    "right"));
	return r->broken & BTE_E_D ? CHECK_BROKEN : CHECK_PASSED;
}

/* One clause per limit the room breaks, or the counts when none is. */
static enum check_result
limit_reason(struct sbuf *b, const struct bte_game *g, int pl, int colour,
    const struct bte_reasons *r)
{
	const char *name = g->p[pl].name;
	struct sbuf part[3] = { { 0 }, { 0 }, { 0 } };
	int n = 0;

	if (r->limits == 0) {
		sbuf_printf(b, _("%s cards placed or discarded: %d of %d; %s's "
		    "rooms: %d of %d this round, %d of %d in the game"),
		    bte_cards_colour(colour), r->used, BTE_CARDS_PER_COLOUR, name,
		    r->rooms_round, BTE_ROOMS_PER_ROUND, r->rooms,
		    BTE_ROOMS_PER_GAME);
		return CHECK_PASSED;
	}
	if (r->limits & BTE_L_COLOUR)
		sbuf_printf(&part[n++], _("all %d %s cards are already placed or "
		    "discarded"), BTE_CARDS_PER_COLOUR, bte_cards_colour(colour));
	if (r->limits & BTE_L_ROUND)
		sbuf_printf(&part[n++], _("%s already added %d rooms this "
		    "round"), name, BTE_ROOMS_PER_ROUND);
	if (r->limits & BTE_L_GAME)
		sbuf_printf(&part[n++], _("%s already has %d rooms, the most a "
		    "game allows"), name, BTE_ROOMS_PER_GAME);
	sbuf_add(b, part[0].s);
	for (int i = 1; i < n; i++) {
		struct sbuf both = { 0 };

		/* TRANSLATORS: two reasons one after the other. */
		sbuf_printf(&both, _("%s; %s"), sbuf_str(b), part[i].s);
		sbuf_reset(b);
		sbuf_add(b, both.s);
		sbuf_free(&both);
	}
	for (int i = 0; i < 3; i++)
		sbuf_free(&part[i]);
	return CHECK_BROKEN;
}

static enum check_result
phase_reason(struct sbuf *b, const struct bte_game *g,
    const struct bte_reasons *r)
{
	if (r->entry == BTE_WHY_OVER)
		sbuf_add(b, _("the game is over"));
	else if (r->broken & BTE_E_PHASE)
		sbuf_printf(b, _("round %d is being scored"), g->round);
	else
		sbuf_printf(b, _("round %d is at pick %d"), g->round, g->pick);
	return r->broken & BTE_E_PHASE ? CHECK_BROKEN : CHECK_PASSED;
}

static enum check_result
turn_reason(struct sbuf *b, const struct bte_game *g, int pl,
    const struct bte_reasons *r)
{
	if (r->broken & BTE_E_PHASE) {
		sbuf_add(b, _("no pick is under way"));
		return CHECK_SKIPPED;
	}
	if (r->broken & BTE_E_TURN) {
		sbuf_printf(b, _("%s already played in pick %d"), g->p[pl].name,
		    g->pick);
		return CHECK_BROKEN;
	}
	sbuf_printf(b, _("%s has not played in pick %d yet"), g->p[pl].name,
	    g->pick);
	return CHECK_PASSED;
}

/* `why`: one check, its reason taken from b (emptied for the next). */
static void
check(struct verdict *v, const char *id, enum check_result res,
    struct sbuf *b)
{
	verdict_check(v, id, res, "%s", sbuf_str(b));
	sbuf_reset(b);
}

void
bte_say_why(struct verdict *v, const struct bte_game *g, int pl, int colour,
    int level, int slot)
{
	const struct bte_player *p = &g->p[pl];
	struct bte_reasons r;
	struct sbuf b = { 0 };

	/* the very judge `place` asks, so the two always agree */
	bte_explain(g, pl, colour, level, slot, &r);
	verdict_say(v, _("A %s room at level %d slot %d in %s's treehouse:"),
	    bte_room_colour(colour), level, slot, p->name);
	check(v, "phase", phase_reason(&b, g, &r), &b);
	check(v, "turn", turn_reason(&b, g, pl, &r), &b);
	check(v, "occupied", occupied_reason(&b, &r), &b);
	check(v, "A", support_reason(&b, level, &r), &b);
	check(v, "B", grouping_reason(&b, p, colour, &r), &b);
	check(v, "C", height_reason(&b, level, &r), &b);
	check(v, "D", balance_reason(&b, &r), &b);
	check(v, "limit", limit_reason(&b, g, pl, colour, &r), &b);
	sbuf_free(&b);
}

/* A refusal's line for one rule of the tree, as `why` words it. */
static void
fail_rule(struct verdict *v, const char *id, struct sbuf *b)
{
	struct sbuf label = { 0 };

	game_rule_tag(bte_rules, id, true, &label);
	verdict_fail(v, _("%s: broken, %s."), sbuf_str(&label), sbuf_str(b));
	sbuf_reset(b);
	sbuf_free(&label);
}

/* ---- phase, turn and limit refusals ---- */

static void
limit_text(struct sbuf *b, const struct bte_game *g, int player,
    enum bte_why why, int colour, int kind)
{
	switch (why) {
	case BTE_WHY_COLOUR:
		sbuf_printf(b, _("all %d %s cards are already placed or "
		    "discarded."), BTE_CARDS_PER_COLOUR, bte_cards_colour(colour));
		break;
	case BTE_WHY_ROUND:
		sbuf_printf(b, _("%s already added %d rooms this "
		    "round."), g->p[player].name, BTE_ROOMS_PER_ROUND);
		break;
	case BTE_WHY_GAME:
		sbuf_printf(b, _("%s already has %d rooms, the most a "
		    "game allows."), g->p[player].name, BTE_ROOMS_PER_GAME);
		break;
	case BTE_WHY_KIND:
		sbuf_printf(b, kind == BTE_X2 ? _("no x2 card is left.")
		    : _("no zero card is left."));
		break;
	case BTE_WHY_COVERED:
		sbuf_printf(b, _("the %s scoring card already has a game "
		    "changer."), bte_colour_name(colour));
		break;
	case BTE_WHY_CHOSEN:
		sbuf_printf(b, _("%s was already chosen this round."),
		    bte_colour_name(colour));
		break;
	default:
		break;
	}
}

/* Every limit a room or a discard breaks (BTE_L_ bits), one line each;
 * `fail` for a rejection, else a note. */
static void
say_limits(struct verdict *v, const struct bte_game *g, int player,
    int colour, unsigned limits, bool fail)
{
	static const struct { unsigned bit; enum bte_why why; } each[] = {
		{ BTE_L_COLOUR, BTE_WHY_COLOUR }, { BTE_L_ROUND, BTE_WHY_ROUND },
		{ BTE_L_GAME, BTE_WHY_GAME },
	};
	struct sbuf b = { 0 };

	for (size_t i = 0; i < sizeof each / sizeof each[0]; i++) {
		if (!(limits & each[i].bit))
			continue;
		if (fail) {
			limit_text(&b, g, player, each[i].why, colour,
			    BTE_PLAIN);
			verdict_refuse(v, "limit", &b);
			continue;
		}
		verdict_tag(v, "limit", &b);
		limit_text(&b, g, player, each[i].why, colour, BTE_PLAIN);
		verdict_say(v, "%s", sbuf_str(&b));
		sbuf_reset(&b);
	}
	sbuf_free(&b);
}

static void
say_not_yours(struct verdict *v, const struct bte_game *g, int player)
{
	const char *now = g->p[bte_turn(g)].name, *name = g->p[player].name;

	if (g->phase == BTE_TAKE)
		verdict_refusef(v, "turn", _("%s takes a game changer now, not %s."),
		    now, name);
	else if (g->phase == BTE_COVER)
		verdict_refusef(v, "turn", _("%s covers a scoring card now, not %s."),
		    now, name);
	else
		verdict_refusef(v, "turn", _("%s chooses a colour now, not %s."), now,
		    name);
}

static void
say_phase(struct verdict *v, const struct bte_game *g, int player,
    enum bte_why why)
{
	struct sbuf b = { 0 };
	int turn = bte_turn(g);
	const char *next = turn == BTE_NONE ? "" : g->p[turn].name;

	switch (why) {
	case BTE_WHY_OVER:
		verdict_refusef(v, "phase", _("the game is over; `new` starts "
		    "another one."));
		break;
	case BTE_WHY_SCORING:
		verdict_refusef(v, "phase", _("round %d is being scored; rooms wait "
		    "for the next round."), g->round);
		break;
	case BTE_WHY_BUILDING:
		verdict_refusef(v, "phase", _("round %d is at pick %d; scoring starts "
		    "once pick %d is complete."), g->round, g->pick, BTE_PICKS);
		break;
	case BTE_WHY_NOT_TAKE:
		verdict_refusef(v, "phase", _("every game changer has been taken; "
		    "%s covers next."), next);
		break;
	case BTE_WHY_NOT_COVER:
		verdict_refusef(v, "phase", _("the draft is not over; %s takes "
		    "next."), next);
		break;
	case BTE_WHY_NO_CHANGERS:
		verdict_refusef(v, "phase", _("the younger players variant has no "
		    "game changers; each player chooses a colour instead."));
		break;
	case BTE_WHY_NO_DRAFT:
		verdict_refusef(v, "phase", _("two players have no draft; each covers "
		    "a colour with a zero card."));
		break;
	case BTE_WHY_NOT_YOUNG:
		verdict_refusef(v, "phase", _("colours are chosen only in the younger "
		    "players variant."));
		break;
	case BTE_WHY_PLAYED:
		join_to_play(&b, g);
		verdict_refusef(v, "turn", _("%s already played in pick %d; still to "
		    "play: %s."), g->p[player].name, g->pick, sbuf_str(&b));
		break;
	case BTE_WHY_NOT_YOURS:
		say_not_yours(v, g, player);
		break;
	default:
		break;
	}
	sbuf_free(&b);
}

bool
bte_refuse(struct verdict *v, const struct bte_game *g, int pl,
    unsigned bits, enum bte_why why, enum bte_why limit, int colour,
    int kind)
{
	struct sbuf b = { 0 };

	mark_rules(v, bits);
	if (bits & (BTE_E_PHASE | BTE_E_TURN))
		say_phase(v, g, pl, why);
	if (bits & BTE_E_LIMIT) {
		limit_text(&b, g, pl, limit, colour, kind);
		verdict_refuse(v, "limit", &b);
	}
	sbuf_free(&b);
	return false;
}

bool
bte_refuse_place(struct verdict *v, const struct bte_game *g, int pl,
    int colour, int level, int slot, const struct bte_reasons *r)
{
	const struct bte_player *p = &g->p[pl];
	struct sbuf b = { 0 };

	/* every rule that applies, each said in the order of its id */
	mark_rules(v, r->broken);
	if (r->broken & (BTE_E_PHASE | BTE_E_TURN))
		say_phase(v, g, pl, r->entry);
	if (r->broken & BTE_E_TREE) {
		verdict_fail(v, _("%s cannot put a %s room at level %d slot %d:"),
		    p->name, bte_room_colour(colour), level, slot);
		if (occupied_reason(&b, r) == CHECK_BROKEN)
			fail_rule(v, "occupied", &b);
		sbuf_reset(&b);
		if (support_reason(&b, level, r) == CHECK_BROKEN)
			fail_rule(v, "A", &b);
		sbuf_reset(&b);
		if (grouping_reason(&b, p, colour, r) == CHECK_BROKEN)
			fail_rule(v, "B", &b);
		sbuf_reset(&b);
		if (height_reason(&b, level, r) == CHECK_BROKEN)
			fail_rule(v, "C", &b);
		sbuf_reset(&b);
		if (balance_reason(&b, r) == CHECK_BROKEN)
			fail_rule(v, "D", &b);
	}
	if (r->broken & BTE_E_LIMIT)
		say_limits(v, g, pl, colour, r->limits, true);
	sbuf_free(&b);
	return false;
}

/* ---- the queries ---- */

static const char *const phase_words[] = {
	[BTE_BUILD] = "build", [BTE_TAKE] = "take", [BTE_COVER] = "cover",
	[BTE_CHOOSE] = "choose", [BTE_OVER] = "over"
};

static void
status_scoring(struct verdict *v, const struct bte_game *g)
{
	struct sbuf b = { 0 };
	const char *now = g->p[bte_turn(g)].name;

	bte_join_order(&b, g, g->phase);
	if (g->phase == BTE_TAKE) {
		verdict_say(v, _("Round %d, scoring: game-changer draft in this "
		    "order: %s."), g->round, sbuf_str(&b));
		verdict_say(v, _("%s takes now; left: %d x2, %d zero."), now,
		    g->kinds_left[BTE_X2], g->kinds_left[BTE_ZERO]);
	} else if (g->phase == BTE_COVER) {
		verdict_say(v, _("Round %d, scoring: covering in this order: "
		    "%s."), g->round, sbuf_str(&b));
		if (g->p[bte_turn(g)].held == BTE_X2)
			verdict_say(v, _("%s covers now with an x2 card."), now);
		else
			verdict_say(v, _("%s covers now with a zero card."), now);
	} else {
		verdict_say(v, _("Round %d, scoring: choosing colours in this "
		    "order: %s."), g->round, sbuf_str(&b));
		verdict_say(v, _("%s chooses now."), now);
	}
	sbuf_free(&b);
}

void
bte_say_status(struct verdict *v, const struct bte_game *g)
{
	struct sbuf b = { 0 };
	const char *names[BTE_MAX_PLAYERS];
	int who[BTE_MAX_PLAYERS], n = bte_to_play(g, who);

	if (g->phase == BTE_BUILD) {
		join_to_play(&b, g);
		verdict_say(v, _("Round %d, pick %d of %d: still to play: %s."),
		    g->round, g->pick, BTE_PICKS, sbuf_str(&b));
	} else if (g->phase == BTE_OVER) {
		bte_say_winners(&b, g);
		verdict_say(v, _("The game is over. %s"), sbuf_str(&b));
	} else {
		status_scoring(v, g);
	}
	for (int i = 0; i < n; i++)
		names[i] = g->p[who[i]].name;
	verdict_data_string(v, "phase", phase_words[g->phase]);
	verdict_data_int(v, "round", g->round);
	if (g->phase == BTE_BUILD)
		verdict_data_int(v, "pick", g->pick);
	verdict_data_strings(v, "to_play", names, n);
	sbuf_free(&b);
}

void
bte_say_legal(struct verdict *v, const struct bte_game *g, int pl,
    int colour)
{
	struct bte_pos at[BTE_SLOTS];
	struct bte_reasons r;
	struct sbuf slots = { 0 };
	const char *name = g->p[pl].name;
	int n = bte_legal(g, pl, colour, at);

	sbuf_addc(&slots, '[');
	/* the rules that hold whatever the slot, from the judge of place */
	bte_explain_entry(g, pl, colour, &r);
	if (r.broken & BTE_E_LIMIT) {
		verdict_say(v, _("No slot for a %s room in %s's treehouse:"),
		    bte_colour_name(colour), name);
		say_limits(v, g, pl, colour, r.limits, false);
	} else if (n == 0) {
		verdict_say(v, _("No legal slot for a %s room in %s's treehouse: "
		    "the card can only be discarded."), bte_colour_name(colour),
		    name);
	} else {
		verdict_say(v, _("Legal slots for a %s room in %s's treehouse:"),
		    bte_colour_name(colour), name);
	}
	for (int i = 0; i < n; i++) {
		struct bte_reasons s;

		bte_explain(g, pl, colour, at[i].level, at[i].slot, &s);
		if (s.side == BTE_CENTRE)
			verdict_say(v, _("level %d slot %d: on the centre line, "
			    "the marker does not move."), at[i].level, at[i].slot);
		else if (s.marker_after == BTE_LEFT)
			verdict_say(v, _("level %d slot %d: the marker moves to the "
			    "left space."), at[i].level, at[i].slot);
		else if (s.marker_after == BTE_RIGHT)
			verdict_say(v, _("level %d slot %d: the marker moves to the "
			    "right space."), at[i].level, at[i].slot);
		else
			verdict_say(v, _("level %d slot %d: the marker moves back "
			    "to the centre."), at[i].level, at[i].slot);
		sbuf_printf(&slots, "%s{\"level\": %d, \"slot\": %d}",
		    i ? ", " : "", at[i].level, at[i].slot);
	}
	if (r.broken & BTE_E_PHASE)
		verdict_say(v, _("But rooms are placed only during the picks of "
		    "a round."));
	else if (r.broken & BTE_E_TURN)
		verdict_say(v, _("But %s already played in pick %d."), name,
		    g->pick);
	sbuf_addc(&slots, ']');
	verdict_data_json(v, "slots", slots.s);
	sbuf_free(&slots);
	verdict_data_string(v, "now", r.broken & (BTE_E_PHASE | BTE_E_TURN)
	    ? (r.broken & BTE_E_PHASE ? "phase" : "turn") : "allowed");
}

/* ---- legal and why beyond a room: every move now; take, cover, choose ---- */

/* The reason clause of a refusal's line: what follows its rule ("turn
 * (one at a time): " in any language), without the full stop. */
static void
clause_of(struct sbuf *out, const char *line, size_t n)
{
	const char *colon = memchr(line, ':', n);
	const char *s = colon ? colon + 1 : line;
	size_t len = n - (size_t)(s - line);

	while (len > 0 && (*s == ' ' || (unsigned char)*s == 0xc2 ||
	    (unsigned char)*s == 0xa0)) {
		s++;
		len--;
	}
	while (len > 0 && (s[len - 1] == '.' || s[len - 1] == '\n'))
		len--;
	sbuf_printf(out, "%.*s", (int)len, s);
}

void
bte_say_why_changer(struct verdict *v, const struct bte_game *g, int pl,
    int what, int arg)
{
	struct bte_game copy = *g;
	enum bte_why why = BTE_WHY_NONE, gone;
	const char *name = g->p[pl].name;
	struct verdict no;
	struct sbuf b = { 0 };
	unsigned bits;
	int colour = what == BTE_TAKE ? BTE_NONE : arg;

	/* the very judge the move asks, on a copy */
	if (what == BTE_TAKE) {
		bits = bte_take(&copy, pl, arg, &why);
		gone = BTE_WHY_KIND;
		if (arg == BTE_X2)
			verdict_say(v, _("%s takes an x2 card:"), name);
		else
			verdict_say(v, _("%s takes a zero card:"), name);
	} else if (what == BTE_COVER) {
		bits = bte_cover(&copy, pl, arg, &why);
		gone = BTE_WHY_COVERED;
		verdict_say(v, _("%s covers the %s scoring card:"), name,
		    bte_colour_name(arg));
	} else {
		bits = bte_choose(&copy, pl, arg, &why);
		gone = BTE_WHY_CHOSEN;
		verdict_say(v, _("%s chooses %s:"), name, bte_colour_name(arg));
	}
	verdict_init(&no);
	if (bits)
		bte_refuse(&no, g, pl, bits, why, gone, colour,
		    what == BTE_TAKE ? arg : BTE_PLAIN);
	const char *text = sbuf_str(&no.msg);
	size_t first = strcspn(text, "\n");
	const char *last = text + (first < strlen(text) ? first + 1 : first);
	bool turn_line = why == BTE_WHY_NOT_YOURS || why == BTE_WHY_PLAYED;

	/* phase */
	if ((bits & BTE_E_PHASE) && !turn_line) {
		clause_of(&b, text, first);
		check(v, "phase", CHECK_BROKEN, &b);
	} else {
		sbuf_add(&b, what == BTE_TAKE ? _("game changers are being taken")
		    : what == BTE_COVER ? _("scoring cards are being covered") :
		    _("colours are being chosen"));
		check(v, "phase", CHECK_PASSED, &b);
	}
	/* turn */
	if (bits & BTE_E_PHASE) {
		sbuf_add(&b, _("not judged outside its phase"));
		check(v, "turn", CHECK_SKIPPED, &b);
	} else if (bits & BTE_E_TURN) {
		clause_of(&b, text, first);
		check(v, "turn", CHECK_BROKEN, &b);
	} else {
		sbuf_printf(&b, _("it is %s's turn"), name);
		check(v, "turn", CHECK_PASSED, &b);
	}
	/* limit */
	if (bits & BTE_E_PHASE) {
		sbuf_add(&b, _("not judged outside its phase"));
		check(v, "limit", CHECK_SKIPPED, &b);
	} else if (bits & BTE_E_LIMIT) {
		const char *l = (bits & BTE_E_TURN) ? last : text;
		clause_of(&b, l, strcspn(l, "\n"));
		check(v, "limit", CHECK_BROKEN, &b);
	} else {
		if (what == BTE_TAKE)
			sbuf_printf(&b, arg == BTE_X2 ? _("an x2 card is left") :
			    _("a zero card is left"));
		else if (what == BTE_COVER)
			sbuf_printf(&b, _("the %s scoring card has no game changer "
			    "yet"), bte_colour_name(arg));
		else
			sbuf_printf(&b, _("%s was not chosen this round yet"),
			    bte_colour_name(arg));
		check(v, "limit", CHECK_PASSED, &b);
	}
	verdict_free(&no);
	sbuf_free(&b);
}

void
bte_say_moves(struct verdict *v, const struct bte_game *g, int pl)
{
	const char *name = g->p[pl].name;
	struct sbuf b = { 0 };
	int n = 0;

	if (g->phase == BTE_OVER) {
		verdict_say(v, _("The game is over: %s has no move."), name);
	} else if (g->phase == BTE_BUILD) {
		struct bte_reasons r;

		bte_explain_discard(g, pl, BTE_NONE, &r);
		if (r.broken & (BTE_E_PHASE | BTE_E_TURN)) {
			verdict_say(v, _("%s already played in pick %d: no move "
			    "until the next pick."), name, g->pick);
		} else {
			struct sbuf head = { 0 }, wrapped = { 0 };
			sbuf_printf(&head, _("%s may discard the card, or place a "
			    "room of a colour in one of these slots "
			    "(level/slot):"), name);
			/* within 80 columns, as the colours' lines below */
			render_wrap(&wrapped, head.s, 80, 0);
			verdict_say(v, "%s", wrapped.s);
			sbuf_free(&head);
			sbuf_free(&wrapped);
			for (int c = 0; c < BTE_COLOURS; c++) {
				struct bte_pos at[BTE_SLOTS];
				int k = bte_legal(g, pl, c, at);

				bte_explain_entry(g, pl, c, &r);
				if (r.broken & BTE_E_LIMIT)
					k = 0;
				sbuf_reset(&b);
				for (int i = 0; i < k; i++) {
					/* level/slot, as the heading says */
					sbuf_printf(&b, "%s%d/%d", i ? ", " : "",
					    at[i].level, at[i].slot);
					n++;
				}
				if (k == 0)
					/* TRANSLATORS: a colour with no slot. */
					verdict_say(v, _("  %s: no slot"), bte_colour_name(c));
				else
					/* TRANSLATORS: a colour and its slots as
					 * "LEVEL/SLOT, LEVEL/SLOT". */
				{
					struct sbuf line = { 0 }, w = { 0 };
					sbuf_printf(&line, _("  %s: %s"),
					    bte_colour_name(c), sbuf_str(&b));
					/* within 80 columns, continued under
					 * the slots */
					render_wrap(&w, line.s, 79, 4);
					verdict_say(v, "%s", w.s);
					sbuf_free(&line);
					sbuf_free(&w);
				}
			}
			n++;
		}
	} else {
		int what = g->phase;
		int first = what == BTE_TAKE ? BTE_X2 : 0;
		int end = what == BTE_TAKE ? BTE_ZERO + 1 : BTE_COLOURS;

		sbuf_reset(&b);
		for (int a = first; a < end; a++) {
			struct bte_game copy = *g;
			unsigned bits = what == BTE_TAKE ? bte_take(&copy, pl, a, NULL)
			    : what == BTE_COVER ? bte_cover(&copy, pl, a, NULL) :
			    bte_choose(&copy, pl, a, NULL);
			if (bits)
				continue;
			if (b.len)
				sbuf_add(&b, ", ");
			sbuf_add(&b, what == BTE_TAKE ? (a == BTE_X2 ? "x2" :
			    _("zero")) : bte_colour_name(a));
			n++;
		}
		if (n == 0 && bte_turn(g) != BTE_NONE)
			verdict_say(v, _("%s has no move now: it is %s's turn."), name,
			    g->p[bte_turn(g)].name);
		else if (what == BTE_TAKE)
			verdict_say(v, _("%s may take: %s."), name, sbuf_str(&b));
		else if (what == BTE_COVER)
			verdict_say(v, _("%s may cover the scoring card of: %s."), name,
			    sbuf_str(&b));
		else
			verdict_say(v, _("%s may choose: %s."), name, sbuf_str(&b));
	}
	/* --json's "moves": the front end's complete lines */
	sbuf_free(&b);
}
