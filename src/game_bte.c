/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* game_bte.c — Best Treehouse Ever behind the game interface: the words
 * users type, the explanations they read, and the score sheet. */
#include "game_bte.h"

#include <stdio.h>
#include <string.h>

#include "bte.h"
#include "command.h"
#include "frontend.h"
#include "i18n.h"
#include "render.h"
#include "util.h"

/* Levels above 6 are read and judged under rule C; beyond this they are
 * not numbers a referee needs. */
#define LEVEL_MAX 1000000L

/* TRANSLATORS: room colours, used as "a %s room". */
static const char *const colour_names[BTE_COLOURS] = {
	N_("red"), N_("yellow"), N_("green"), N_("blue"), N_("purple"),
	N_("brown")
};

/* TRANSLATORS: three-letter colour tags in the treehouse picture; keep
 * them exactly three characters wide and different from each other. */
static const char *const colour_tags[BTE_COLOURS] = {
	N_("RED"), N_("YEL"), N_("GRN"), N_("BLU"), N_("PUR"), N_("BRN")
};

static const struct word colour_words[] = {
	{ "red", BTE_RED }, { "rouge", BTE_RED },
	{ "yellow", BTE_YELLOW }, { "jaune", BTE_YELLOW },
	{ "green", BTE_GREEN }, { "vert", BTE_GREEN },
	{ "blue", BTE_BLUE }, { "bleu", BTE_BLUE },
	{ "purple", BTE_PURPLE }, { "violet", BTE_PURPLE },
	{ "brown", BTE_BROWN }, { "marron", BTE_BROWN }, { "brun", BTE_BROWN },
};
#define NCOLOUR_WORDS ((int)(sizeof colour_words / sizeof colour_words[0]))

static const struct word kind_words[] = {
	{ "x2", BTE_X2 }, { "zero", BTE_ZERO },
};

/* TRANSLATORS: the two kinds of game-changer card. */
static const char *const kind_names[BTE_KINDS] = {
	N_("none"), N_("x2"), N_("zero")
};

/* The rule ids of bte-rules.md, in the order of the BTE_E_ bits. */
static const struct game_rule rule_texts[BTE_E_COUNT + 1] = {
	{ "occupied", N_("occupied: a slot holds one room; a slot already "
	    "built on takes no other."), NULL, NULL },
	{ "A", N_("A, support: every card a room would rest on must already "
	    "be there; middle slots rest on two rooms, the end slots of a "
	    "level on one, and level 2 on the starting tree."), NULL, NULL },
	{ "B", N_("B, colour grouping: your first room of a colour may go "
	    "anywhere; each later room of that colour must touch one of them, "
	    "beside, below or above."), NULL, NULL },
	{ "C", N_("C, height: a treehouse is six levels tall at most, the "
	    "starting tree being level 1."), NULL, NULL },
	{ "D", N_("D, balance: a room off the centre line pushes the marker "
	    "one space toward its side, so you cannot build on the side where "
	    "the marker already stands."), NULL, NULL },
	{ "turn", N_("turn: one card per player in each pick; in the scoring "
	    "phase players take, cover or choose one at a time, in order."), NULL, NULL },
	{ "phase", N_("phase: rooms during the five picks of a round, game "
	    "changers or colour choices after the fifth, nothing once round 3 "
	    "is scored."), NULL, NULL },
	{ "limit", N_("limit: twelve cards of each colour, placed or "
	    "discarded; five rooms a round and fifteen a game for each "
	    "player; two x2 and two zero cards; one game changer per scoring "
	    "card; each colour chosen once."), NULL, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* The order rejections and `why` name the ids in (bte-rules.md). */
static const unsigned report_order[BTE_E_COUNT] = {
	BTE_E_PHASE, BTE_E_TURN, BTE_E_OCCUPIED, BTE_E_A, BTE_E_B, BTE_E_C,
	BTE_E_D, BTE_E_LIMIT
};

static const char *
rule_id(unsigned bit)
{
	for (int i = 0; i < BTE_E_COUNT; i++)
		if (bit == 1u << i)
			return rule_texts[i].id;
	return "";
}

static const char usage_place[] = N_("place NAME COLOUR LEVEL SLOT");
static const char usage_discard[] = N_("discard NAME [COLOUR]");
static const char usage_take[] = N_("take NAME x2|zero");
static const char usage_cover[] = N_("cover NAME COLOUR");
static const char usage_choose[] = N_("choose NAME COLOUR");
static const char usage_status[] = N_("status");
static const char usage_score[] = N_("score");
static const char usage_legal[] = N_("legal NAME COLOUR");
static const char usage_why[] = N_("why NAME COLOUR LEVEL SLOT");
static const char usage_show[] = N_("show [NAME]");
static const char usage_new[] = N_("new bte [young] NAME NAME [NAME [NAME]]");

/* The variant word after `new bte`, in both languages. */
static bool
young_word(const char *s)
{
	return cmd_word_eq(s, "young") || cmd_word_eq(s, "jeunes");
}

static const char *
colour_name(int c)
{
	return _(colour_names[c]);
}

static bool
usage(struct verdict *v, const char *text)
{
	return verdict_fail(v, _("usage: %s"), _(text));
}

static void
pad(struct sbuf *b, int n)
{
	while (n-- > 0)
		sbuf_addc(b, ' ');
}

/* Player names joined with ", ", in the order given. */
static void
join_players(struct sbuf *b, const struct bte_game *g, const int *who, int n)
{
	for (int i = 0; i < n; i++) {
		if (i > 0)
			sbuf_add(b, ", ");
		sbuf_add(b, g->p[who[i]].name);
	}
}

static void
join_order(struct sbuf *b, const struct bte_game *g, bool reverse)
{
	int order[BTE_MAX_PLAYERS], back[BTE_MAX_PLAYERS];
	int n = bte_order(g, order);

	for (int i = 0; i < n; i++)
		back[i] = order[n - 1 - i];
	join_players(b, g, reverse ? back : order, n);
}

static int
find_player(const struct bte_game *g, const char *s, struct verdict *v)
{
	return game_find_player(&bte_game, g, s, v);
}
static int
find_colour(const char *s, struct verdict *v)
{
	return cmd_match(s, colour_words, NCOLOUR_WORDS,
	    _("%s is not a colour: red, yellow, green, blue, purple or brown"),
	    _("%s could be more than one colour: %s"), v);
}

static bool
find_position(const char *ls, const char *ss, int *level, int *slot,
    struct verdict *v)
{
	long l, s;

	if (!cmd_number(ls, 2, LEVEL_MAX, &l))
		return verdict_fail(v, _("%s is not a level: levels are whole "
		    "numbers from 2 up (the starting tree is level 1)"), ls);
	if (!cmd_number(ss, 1, l, &s))
		return verdict_fail(v, _("%s is not a slot of level %ld: its "
		    "slots are 1 to %ld, counted from the left"), ss, l, l);
	*level = (int)l;
	*slot = (int)s;
	return true;
}

/* ---- the five placement rules, explained ---- */

static void
say_occupied(struct verdict *v, const struct bte_reasons *r)
{
	if (r->occupant == BTE_NONE)
		verdict_say(v, _("occupied (one room per slot): passed, the "
		    "slot is empty."));
	else
		verdict_say(v, _("occupied (one room per slot): broken, a %s "
		    "room is already there."), colour_name(r->occupant));
}

static void
say_support(struct verdict *v, int level, const struct bte_reasons *r)
{
	int empty[2], ne = 0;

	for (int i = 0; i < r->nsupport; i++)
		if (r->support_empty[i])
			empty[ne++] = r->support[i].slot;
	if (ne == 2)
		verdict_say(v, _("A (support): broken, level %d slots %d and "
		    "%d are empty."), level - 1, empty[0], empty[1]);
	else if (ne == 1)
		verdict_say(v, _("A (support): broken, level %d slot %d is "
		    "empty."), level - 1, empty[0]);
	else if (r->nsupport == 0)
		verdict_say(v, _("A (support): passed, level 2 rests on the "
		    "starting tree."));
	else if (r->nsupport == 1)
		verdict_say(v, _("A (support): passed, it rests on the room at "
		    "level %d slot %d."), level - 1, r->support[0].slot);
	else
		verdict_say(v, _("A (support): passed, it rests on the rooms at "
		    "level %d slots %d and %d."), level - 1, r->support[0].slot,
		    r->support[1].slot);
}

static void
say_grouping(struct verdict *v, const struct bte_player *p, int colour,
    const struct bte_reasons *r)
{
	struct sbuf where = { 0 };

	if (r->nsame == 0) {
		verdict_say(v, _("B (colour grouping): passed, %s has no %s "
		    "room yet."), p->name, colour_name(colour));
		return;
	}
	if (r->touches) {
		verdict_say(v, _("B (colour grouping): passed, it touches the "
		    "%s room at level %d slot %d."), colour_name(colour),
		    r->touching.level, r->touching.slot);
		return;
	}
	for (int i = 0; i < r->nsame; i++) {
		if (i > 0)
			sbuf_add(&where, ", ");
		sbuf_printf(&where, _("level %d slot %d"), r->same[i].level,
		    r->same[i].slot);
	}
	verdict_say(v, _("B (colour grouping): broken, none of %s's %s rooms "
	    "touches it (they are at %s)."), p->name, colour_name(colour),
	    sbuf_str(&where));
	sbuf_free(&where);
}

static void
say_height(struct verdict *v, int level, const struct bte_reasons *r)
{
	if (r->broken & BTE_E_C)
		verdict_say(v, _("C (height): broken, level %d is above level "
		    "6."), level);
	else
		verdict_say(v, _("C (height): passed, level %d is within the six "
		    "levels."), level);
}

static void
say_balance(struct verdict *v, const struct bte_reasons *r)
{
	if (r->side == BTE_CENTRE)
		verdict_say(v, _("D (balance): passed, the slot is on the centre "
		    "line, which does not move the marker."));
	else if (r->side == BTE_LEFT && r->marker == BTE_LEFT)
		verdict_say(v, _("D (balance): broken, the slot is on the left "
		    "and the marker is already on the left space."));
	else if (r->side == BTE_LEFT && r->marker == BTE_CENTRE)
		verdict_say(v, _("D (balance): passed, the slot is on the left "
		    "and the marker can move from the centre to the left."));
	else if (r->side == BTE_LEFT)
		verdict_say(v, _("D (balance): passed, the slot is on the left "
		    "and the marker can move from the right back to the "
		    "centre."));
	else if (r->marker == BTE_RIGHT)
		verdict_say(v, _("D (balance): broken, the slot is on the right "
		    "and the marker is already on the right space."));
	else if (r->marker == BTE_CENTRE)
		verdict_say(v, _("D (balance): passed, the slot is on the right "
		    "and the marker can move from the centre to the right."));
	else
		verdict_say(v, _("D (balance): passed, the slot is on the right "
		    "and the marker can move from the left back to the "
		    "centre."));
}

/* One line per rule, or only the broken ones. */
static void
say_rules(struct verdict *v, const struct bte_player *p, int colour,
    int level, const struct bte_reasons *r, bool only_broken)
{
	if (!only_broken || (r->broken & BTE_E_OCCUPIED))
		say_occupied(v, r);
	if (!only_broken || (r->broken & BTE_E_A))
		say_support(v, level, r);
	if (!only_broken || (r->broken & BTE_E_B))
		say_grouping(v, p, colour, r);
	if (!only_broken || (r->broken & BTE_E_C))
		say_height(v, level, r);
	if (!only_broken || (r->broken & BTE_E_D))
		say_balance(v, r);
}

static void
mark_rules(struct verdict *v, unsigned bits)
{
	for (int i = 0; i < BTE_E_COUNT; i++)
		if (bits & report_order[i])
			verdict_rule(v, rule_id(report_order[i]));
}

/* ---- phase, turn and limit refusals ---- */

static void
still_to_play(struct sbuf *b, const struct bte_game *g)
{
	int who[BTE_MAX_PLAYERS], n = 0;

	for (int i = 0; i < g->nplayers; i++)
		if (!g->p[i].played)
			who[n++] = i;
	join_players(b, g, who, n);
}

static void
limit_text(struct sbuf *b, const struct bte_game *g, int player,
    enum bte_why why, int colour, int kind)
{
	switch (why) {
	case BTE_WHY_COLOUR:
		sbuf_printf(b, _("limit: all %d %s cards are already placed or "
		    "discarded."), BTE_CARDS_PER_COLOUR, colour_name(colour));
		break;
	case BTE_WHY_ROUND:
		sbuf_printf(b, _("limit: %s already added %d rooms this "
		    "round."), g->p[player].name, BTE_ROOMS_PER_ROUND);
		break;
	case BTE_WHY_GAME:
		sbuf_printf(b, _("limit: %s already has %d rooms, the most a "
		    "game allows."), g->p[player].name, BTE_ROOMS_PER_GAME);
		break;
	case BTE_WHY_KIND:
		sbuf_printf(b, _("limit: no %s card is left."),
		    _(kind_names[kind]));
		break;
	case BTE_WHY_COVERED:
		sbuf_printf(b, _("limit: the %s scoring card already has a game "
		    "changer."), colour_name(colour));
		break;
	case BTE_WHY_CHOSEN:
		sbuf_printf(b, _("limit: %s was already chosen this round."),
		    colour_name(colour));
		break;
	default:
		break;
	}
}

/* A refusal's limit sentence; `fail` for a rejection, else a note. */
static void
say_limit(struct verdict *v, const struct bte_game *g, int player,
    enum bte_why why, int colour, int kind, bool fail)
{
	struct sbuf b = { 0 };

	limit_text(&b, g, player, why, colour, kind);
	if (fail)
		verdict_fail(v, "%s", sbuf_str(&b));
	else
		verdict_say(v, "%s", sbuf_str(&b));
	sbuf_free(&b);
}

/* Every limit a room or a discard breaks (BTE_L_ bits), one line each. */
static void
say_limits(struct verdict *v, const struct bte_game *g, int player,
    int colour, unsigned limits, bool fail)
{
	static const struct { unsigned bit; enum bte_why why; } each[] = {
		{ BTE_L_COLOUR, BTE_WHY_COLOUR }, { BTE_L_ROUND, BTE_WHY_ROUND },
		{ BTE_L_GAME, BTE_WHY_GAME },
	};

	for (size_t i = 0; i < sizeof each / sizeof each[0]; i++)
		if (limits & each[i].bit)
			say_limit(v, g, player, each[i].why, colour, BTE_PLAIN,
			    fail);
}

static void
say_not_yours(struct verdict *v, const struct bte_game *g, int player)
{
	const char *now = g->p[bte_turn(g)].name, *name = g->p[player].name;

	if (g->phase == BTE_TAKE)
		verdict_fail(v, _("turn: %s takes a game changer now, not %s."),
		    now, name);
	else if (g->phase == BTE_COVER)
		verdict_fail(v, _("turn: %s covers a scoring card now, not %s."),
		    now, name);
	else
		verdict_fail(v, _("turn: %s chooses a colour now, not %s."), now,
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
		verdict_fail(v, _("phase: the game is over; `new` starts "
		    "another one."));
		break;
	case BTE_WHY_SCORING:
		verdict_fail(v, _("phase: round %d is being scored; rooms wait "
		    "for the next round."), g->round);
		break;
	case BTE_WHY_BUILDING:
		verdict_fail(v, _("phase: round %d is at pick %d; scoring starts "
		    "once pick %d is complete."), g->round, g->pick, BTE_PICKS);
		break;
	case BTE_WHY_NOT_TAKE:
		verdict_fail(v, _("phase: every game changer has been taken; "
		    "%s covers next."), next);
		break;
	case BTE_WHY_NOT_COVER:
		verdict_fail(v, _("phase: the draft is not over; %s takes "
		    "next."), next);
		break;
	case BTE_WHY_NO_CHANGERS:
		verdict_fail(v, _("phase: the younger players variant has no "
		    "game changers; each player chooses a colour instead."));
		break;
	case BTE_WHY_NO_DRAFT:
		verdict_fail(v, _("phase: two players have no draft; each covers "
		    "a colour with a zero card."));
		break;
	case BTE_WHY_NOT_YOUNG:
		verdict_fail(v, _("phase: colours are chosen only in the younger "
		    "players variant."));
		break;
	case BTE_WHY_PLAYED:
		still_to_play(&b, g);
		verdict_fail(v, _("turn: %s already played in pick %d; still to "
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

/* Report a refused discard, take, cover or choose: the phase or turn
 * (detail `why`) and the limit (detail `limit`), each that applies. */
static bool
refuse(struct verdict *v, const struct bte_game *g, int player,
    unsigned bits, enum bte_why why, enum bte_why limit, int colour,
    int kind)
{
	mark_rules(v, bits);
	if (bits & (BTE_E_PHASE | BTE_E_TURN))
		say_phase(v, g, player, why);
	if (bits & BTE_E_LIMIT)
		say_limit(v, g, player, limit, colour, kind, true);
	return false;
}

/* ---- announcements ---- */

static void
score_table(const struct bte_game *g, struct sbuf *out);

static void
announce_scoring_start(struct verdict *v, const struct bte_game *g)
{
	struct sbuf a = { 0 }, b = { 0 };

	verdict_announce(v, _("Pick %d is complete: round %d is built."),
	    BTE_PICKS, g->round);
	join_order(&a, g, false);
	join_order(&b, g, true);
	if (g->phase == BTE_TAKE) {
		verdict_announce(v, _("Game-changer draft, take in this order: "
		    "%s."), sbuf_str(&a));
		verdict_announce(v, _("Then cover in the reverse order: %s."),
		    sbuf_str(&b));
	} else if (g->phase == BTE_COVER) {
		verdict_announce(v, _("Each player covers a colour with a zero "
		    "card, in this order: %s."), sbuf_str(&a));
	} else {
		verdict_announce(v, _("Each player chooses a colour to score, in "
		    "this order: %s."), sbuf_str(&a));
	}
	sbuf_free(&a);
	sbuf_free(&b);
}

static void
colours_with(struct sbuf *b, const signed char *mult, int value)
{
	for (int c = 0; c < BTE_COLOURS; c++) {
		if (mult[c] != value)
			continue;
		if (b->len > 0)
			sbuf_add(b, ", ");
		sbuf_add(b, colour_name(c));
	}
	if (b->len == 0)
		sbuf_add(b, _("none"));
}

static void
announce_mult(struct verdict *v, const struct bte_game *g, int round)
{
	const signed char *mult = g->mult[round - 1];
	struct sbuf x2 = { 0 }, zero = { 0 };

	if (g->young) {
		colours_with(&x2, mult, 1);
		verdict_announce(v, _("Round %d scoring: %s score 1 point a room, "
		    "the other colours nothing."), round, sbuf_str(&x2));
	} else if (g->nplayers == 2) {
		colours_with(&zero, mult, 0);
		verdict_announce(v, _("Round %d scoring: zero on %s; every other "
		    "colour 1 point a room."), round, sbuf_str(&zero));
	} else {
		colours_with(&x2, mult, 2);
		colours_with(&zero, mult, 0);
		verdict_announce(v, _("Round %d scoring: x2 on %s; zero on %s; "
		    "every other colour 1 point a room."), round, sbuf_str(&x2),
		    sbuf_str(&zero));
	}
	sbuf_free(&x2);
	sbuf_free(&zero);
}

static void
announce_bonus(struct verdict *v, const struct bte_game *g, int c)
{
	int who[BTE_MAX_PLAYERS], n = 0, most = 0;
	struct sbuf b = { 0 };

	for (int i = 0; i < g->nplayers; i++)
		if (bte_count(&g->p[i], c) > most)
			most = bte_count(&g->p[i], c);
	if (most == 0)
		return; /* nobody built it: nothing to say */
	for (int i = 0; i < g->nplayers; i++)
		if (bte_count(&g->p[i], c) == most)
			who[n++] = i;
	if (n == 1) {
		verdict_announce(v, ngettext("Bonus for %s: %s, with %d room, "
		    "scores %d more.", "Bonus for %s: %s, with %d rooms, scores "
		    "%d more.", (unsigned long)most), colour_name(c),
		    g->p[who[0]].name, most, most);
		return;
	}
	join_players(&b, g, who, n);
	verdict_announce(v, ngettext("No bonus for %s: %s tie with %d room.",
	    "No bonus for %s: %s tie with %d rooms.", (unsigned long)most),
	    colour_name(c), sbuf_str(&b), most);
	sbuf_free(&b);
}

static void
say_winners(struct sbuf *out, const struct bte_game *g)
{
	int rank[BTE_MAX_PLAYERS], who[BTE_MAX_PLAYERS], n = 0, points = 0;
	struct sbuf b = { 0 };

	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++)
		if (rank[i] == 1) {
			who[n++] = i;
			points = bte_total(g, i);
		}
	join_players(&b, g, who, n);
	if (n == 1)
		sbuf_printf(out, ngettext("%s wins with %d point.",
		    "%s wins with %d points.", (unsigned long)points),
		    sbuf_str(&b), points);
	else
		sbuf_printf(out, ngettext("Shared victory: %s, with %d point "
		    "each.", "Shared victory: %s, with %d points each.",
		    (unsigned long)points), sbuf_str(&b), points);
	sbuf_free(&b);
}

/* Say which count settled a tie on points, with the winner's numbers. */
static void
announce_tiebreak(struct verdict *v, const struct bte_game *g)
{
	int rank[BTE_MAX_PLAYERS], top[2], win = 0;

	bte_ranks(g, rank);
	while (rank[win] != 1)
		win++;
	bte_top_counts(&g->p[win], top);
	switch (bte_tiebreak(g)) {
	case BTE_TB_LARGEST:
		verdict_announce(v, _("The tie on %d points was broken by the "
		    "largest colour count: %s has %d rooms of one colour."),
		    bte_total(g, win), g->p[win].name, top[0]);
		break;
	case BTE_TB_SECOND:
		verdict_announce(v, _("The tie on %d points and on the largest "
		    "colour count (%d) was broken by the second largest: %s has "
		    "%d."), bte_total(g, win), top[0], g->p[win].name, top[1]);
		break;
	case BTE_TB_SHARED:
		verdict_announce(v, _("The tie on %d points held on the largest "
		    "colour count (%d) and the second largest (%d)."),
		    bte_total(g, win), top[0], top[1]);
		break;
	default:
		break;
	}
}

static void
announce_end(struct verdict *v, const struct bte_game *g)
{
	struct sbuf b = { 0 };

	verdict_announce(v, _("Game over. Colour bonuses go to the player with "
	    "strictly the most rooms of a colour."));
	for (int c = 0; c < BTE_COLOURS; c++)
		announce_bonus(v, g, c);
	score_table(g, &b);
	verdict_announce(v, "%s", sbuf_str(&b));
	sbuf_reset(&b);
	say_winners(&b, g);
	verdict_announce(v, "%s", sbuf_str(&b));
	announce_tiebreak(v, g);
	sbuf_free(&b);
}

static void
announce_round(struct verdict *v, const struct bte_game *g, int round)
{
	announce_mult(v, g, round);
	for (int i = 0; i < g->nplayers; i++) {
		int pts = g->p[i].score[round - 1];

		verdict_announce(v, ngettext("%s: %d point this round, %d in all.",
		    "%s: %d points this round, %d in all.", (unsigned long)pts),
		    g->p[i].name, pts, bte_total(g, i) - g->p[i].bonus);
	}
	if (g->phase == BTE_OVER) {
		announce_end(v, g);
		return;
	}
	if (g->nplayers == 2 && !g->young)
		verdict_announce(v, _("Round %d, pick 1: every player plays a "
		    "card; %s will place the zero card first."), g->round,
		    g->p[bte_first_chooser(g)].name);
	else
		verdict_announce(v, _("Round %d, pick 1: every player plays a "
		    "card; %s will choose first."), g->round,
		    g->p[bte_first_chooser(g)].name);
}

/* What changed after an accepted move, compared with the state before. */
static void
announce_progress(struct verdict *v, const struct bte_game *old,
    const struct bte_game *g)
{
	int turn = bte_turn(g);

	if (v->quiet)
		return; /* replaying a log: nobody reads the announcements */
	if (g->scored > old->scored) {
		announce_round(v, g, old->round);
	} else if (old->phase == BTE_BUILD && g->phase != BTE_BUILD) {
		announce_scoring_start(v, g);
	} else if (g->phase == BTE_BUILD && g->pick != old->pick) {
		verdict_announce(v, _("Pick %d is complete; round %d, pick %d: "
		    "every player plays a card."), old->pick, g->round, g->pick);
	} else if (g->phase == BTE_COVER && old->phase == BTE_TAKE) {
		verdict_announce(v, _("Every player has a game changer; %s covers "
		    "first."), g->p[turn].name);
	} else if (g->phase == BTE_TAKE) {
		verdict_announce(v, _("Next to take: %s."), g->p[turn].name);
	} else if (g->phase == BTE_COVER) {
		verdict_announce(v, _("Next to cover: %s."), g->p[turn].name);
	} else if (g->phase == BTE_CHOOSE) {
		verdict_announce(v, _("Next to choose: %s."), g->p[turn].name);
	}
}

/* ---- the score table ---- */

#define TABLE_COLS 7

static void
table_row(struct sbuf *out, const char *cells[TABLE_COLS], int ncols,
    const int width[TABLE_COLS])
{
	struct sbuf line = { 0 };

	for (int k = 0; k < ncols; k++) {
		int gap = width[k] - render_width(cells[k]);

		if (k == 0) {
			sbuf_add(&line, cells[k]);
			pad(&line, gap);
		} else {
			pad(&line, 2 + gap);
			sbuf_add(&line, cells[k]);
		}
	}
	while (line.len > 0 && line.s[line.len - 1] == ' ')
		line.s[--line.len] = '\0';
	if (out->len > 0)
		sbuf_addc(out, '\n');
	sbuf_add(out, sbuf_str(&line));
	sbuf_free(&line);
}

static void
player_cells(const struct bte_game *g, int i, const int rank[],
    char buf[TABLE_COLS][16], const char *cells[TABLE_COLS])
{
	cells[0] = g->p[i].name;
	for (int r = 0; r < BTE_ROUNDS; r++) {
		snprintf(buf[r + 1], 16, "%d", g->p[i].score[r]);
		cells[r + 1] = r < g->scored ? buf[r + 1] : "-";
	}
	snprintf(buf[4], 16, "%d", g->p[i].bonus);
	cells[4] = g->phase == BTE_OVER ? buf[4] : "-";
	snprintf(buf[5], 16, "%d", bte_total(g, i));
	cells[5] = buf[5];
	snprintf(buf[6], 16, "%d", rank[i]);
	cells[6] = buf[6];
}

static void
score_table(const struct bte_game *g, struct sbuf *out)
{
	const char *cells[BTE_MAX_PLAYERS + 1][TABLE_COLS] = { {
		/* TRANSLATORS: column headings of the score table. */
		_("player"), _("round 1"), _("round 2"), _("round 3"),
		_("bonus"), _("total"), _("rank")
	} };
	char buf[BTE_MAX_PLAYERS][TABLE_COLS][16];
	int rank[BTE_MAX_PLAYERS], width[TABLE_COLS] = { 0 };
	int ncols = g->phase == BTE_OVER ? TABLE_COLS : TABLE_COLS - 1;

	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++)
		player_cells(g, i, rank, buf[i], cells[i + 1]);
	for (int r = 0; r <= g->nplayers; r++)
		for (int k = 0; k < ncols; k++)
			if (render_width(cells[r][k]) > width[k])
				width[k] = render_width(cells[r][k]);
	for (int r = 0; r <= g->nplayers; r++)
		table_row(out, cells[r], ncols, width);
}

/* ---- commands ---- */

static bool
run_place(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state, old = *g;
	int pl, colour, level, slot;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;
	struct bte_reasons r;

	if (c->argc != 5)
		return usage(v, usage_place);
	if ((pl = find_player(g, c->argv[1], v)) < 0 ||
	    (colour = find_colour(c->argv[2], v)) < 0 ||
	    !find_position(c->argv[3], c->argv[4], &level, &slot, v))
		return false;
	bte_explain(g, pl, colour, level, slot, &r);
	bits = bte_place(g, pl, colour, level, slot, &why);
	if (bits) {
		/* every rule that applies, each said in the order of its id */
		mark_rules(v, bits);
		if (bits & (BTE_E_PHASE | BTE_E_TURN))
			say_phase(v, g, pl, r.entry);
		if (bits & BTE_E_TREE) {
			verdict_fail(v, _("%s cannot put a %s room at level %d "
			    "slot %d:"), g->p[pl].name, colour_name(colour),
			    level, slot);
			say_rules(v, &g->p[pl], colour, level, &r, true);
		}
		if (bits & BTE_E_LIMIT)
			say_limits(v, g, pl, colour, r.limits, true);
		return false;
	}
	if (bte_side(level, slot) == BTE_CENTRE)
		verdict_say(v, _("%s: %s room at level %d slot %d; on the centre "
		    "line, the marker does not move."), g->p[pl].name,
		    colour_name(colour), level, slot);
	else if (g->p[pl].marker == BTE_LEFT)
		verdict_say(v, _("%s: %s room at level %d slot %d; the marker "
		    "moves to the left space."), g->p[pl].name,
		    colour_name(colour), level, slot);
	else if (g->p[pl].marker == BTE_RIGHT)
		verdict_say(v, _("%s: %s room at level %d slot %d; the marker "
		    "moves to the right space."), g->p[pl].name,
		    colour_name(colour), level, slot);
	else
		verdict_say(v, _("%s: %s room at level %d slot %d; the marker "
		    "moves back to the centre."), g->p[pl].name,
		    colour_name(colour), level, slot);
	announce_progress(v, &old, g);
	return true;
}

static bool
run_discard(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state, old = *g;
	int pl, colour = BTE_NONE;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;

	if (c->argc != 2 && c->argc != 3)
		return usage(v, usage_discard);
	if ((pl = find_player(g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3 && (colour = find_colour(c->argv[2], v)) < 0)
		return false;
	bits = bte_discard(g, pl, colour, &why);
	if (bits)
		return refuse(v, g, pl, bits, why, BTE_WHY_COLOUR, colour,
		    BTE_PLAIN);
	if (colour == BTE_NONE)
		verdict_say(v, _("%s discards a card face down."), g->p[pl].name);
	else
		verdict_say(v, _("%s discards a %s card."), g->p[pl].name,
		    colour_name(colour));
	announce_progress(v, &old, g);
	return true;
}

static bool
run_take(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state, old = *g;
	int pl, kind;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;

	if (c->argc != 3)
		return usage(v, usage_take);
	if ((pl = find_player(g, c->argv[1], v)) < 0 ||
	    (kind = cmd_match(c->argv[2], kind_words, 2,
	    _("%s is not a game changer: x2 or zero"),
	    _("%s could be more than one game changer: %s"), v)) < 0)
		return false;
	bits = bte_take(g, pl, kind, &why);
	if (bits)
		return refuse(v, g, pl, bits, why, BTE_WHY_KIND, BTE_NONE, kind);
	if (kind == BTE_X2)
		verdict_say(v, _("%s takes an x2 card (%d left)."),
		    g->p[pl].name, g->kinds_left[kind]);
	else
		verdict_say(v, _("%s takes a zero card (%d left)."),
		    g->p[pl].name, g->kinds_left[kind]);
	announce_progress(v, &old, g);
	return true;
}

static bool
run_cover(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state, old = *g;
	int pl, colour, kind;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;

	if (c->argc != 3)
		return usage(v, usage_cover);
	if ((pl = find_player(g, c->argv[1], v)) < 0 ||
	    (colour = find_colour(c->argv[2], v)) < 0)
		return false;
	kind = g->p[pl].held;
	bits = bte_cover(g, pl, colour, &why);
	if (bits)
		return refuse(v, g, pl, bits, why, BTE_WHY_COVERED, colour,
		    BTE_PLAIN);
	if (kind == BTE_X2)
		verdict_say(v, _("%s puts x2 on %s: %s rooms score 2 points each "
		    "this round."), g->p[pl].name, colour_name(colour),
		    colour_name(colour));
	else
		verdict_say(v, _("%s puts zero on %s: %s rooms score nothing "
		    "this round."), g->p[pl].name, colour_name(colour),
		    colour_name(colour));
	announce_progress(v, &old, g);
	return true;
}

static bool
run_choose(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state, old = *g;
	int pl, colour;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;

	if (c->argc != 3)
		return usage(v, usage_choose);
	if ((pl = find_player(g, c->argv[1], v)) < 0 ||
	    (colour = find_colour(c->argv[2], v)) < 0)
		return false;
	bits = bte_choose(g, pl, colour, &why);
	if (bits)
		return refuse(v, g, pl, bits, why, BTE_WHY_CHOSEN, colour,
		    BTE_PLAIN);
	verdict_say(v, _("%s chooses %s: %s rooms score 1 point each this "
	    "round."), g->p[pl].name, colour_name(colour), colour_name(colour));
	announce_progress(v, &old, g);
	return true;
}

static void
status_scoring(struct verdict *v, const struct bte_game *g)
{
	struct sbuf b = { 0 };
	const char *now = g->p[bte_turn(g)].name;

	if (g->phase == BTE_TAKE) {
		join_order(&b, g, false);
		verdict_say(v, _("Round %d, scoring: game-changer draft in this "
		    "order: %s."), g->round, sbuf_str(&b));
		verdict_say(v, _("%s takes now; left: %d x2, %d zero."), now,
		    g->kinds_left[BTE_X2], g->kinds_left[BTE_ZERO]);
	} else if (g->phase == BTE_COVER) {
		join_order(&b, g, g->nplayers > 2);
		verdict_say(v, _("Round %d, scoring: covering in this order: "
		    "%s."), g->round, sbuf_str(&b));
		if (g->p[bte_turn(g)].held == BTE_X2)
			verdict_say(v, _("%s covers now with an x2 card."), now);
		else
			verdict_say(v, _("%s covers now with a zero card."), now);
	} else {
		join_order(&b, g, false);
		verdict_say(v, _("Round %d, scoring: choosing colours in this "
		    "order: %s."), g->round, sbuf_str(&b));
		verdict_say(v, _("%s chooses now."), now);
	}
	sbuf_free(&b);
}

static bool
run_status(void *state, const struct call *c, struct verdict *v)
{
	const struct bte_game *g = state;
	struct sbuf b = { 0 };

	if (c->argc != 1)
		return usage(v, usage_status);
	if (g->phase == BTE_BUILD) {
		still_to_play(&b, g);
		verdict_say(v, _("Round %d, pick %d of %d: still to play: %s."),
		    g->round, g->pick, BTE_PICKS, sbuf_str(&b));
	} else if (g->phase == BTE_OVER) {
		say_winners(&b, g);
		verdict_say(v, _("The game is over. %s"), sbuf_str(&b));
	} else {
		status_scoring(v, g);
	}
	sbuf_free(&b);
	return true;
}

static bool
run_score(void *state, const struct call *c, struct verdict *v)
{
	const struct bte_game *g = state;
	struct sbuf b = { 0 };

	if (c->argc != 1)
		return usage(v, usage_score);
	score_table(g, &b);
	verdict_say(v, "%s", sbuf_str(&b));
	sbuf_free(&b);
	return true;
}

static void
say_legal_slot(struct verdict *v, const struct bte_player *p,
    struct bte_pos at)
{
	int side = bte_side(at.level, at.slot), after = p->marker + side;

	if (side == BTE_CENTRE)
		verdict_say(v, _("level %d slot %d: on the centre line, the "
		    "marker does not move."), at.level, at.slot);
	else if (after == BTE_LEFT)
		verdict_say(v, _("level %d slot %d: the marker moves to the left "
		    "space."), at.level, at.slot);
	else if (after == BTE_RIGHT)
		verdict_say(v, _("level %d slot %d: the marker moves to the right "
		    "space."), at.level, at.slot);
	else
		verdict_say(v, _("level %d slot %d: the marker moves back to the "
		    "centre."), at.level, at.slot);
}

static bool
run_legal(void *state, const struct call *c, struct verdict *v)
{
	const struct bte_game *g = state;
	struct bte_pos at[BTE_SLOTS];
	struct bte_reasons r;
	int pl, colour, n;

	if (c->argc != 3)
		return usage(v, usage_legal);
	if ((pl = find_player(g, c->argv[1], v)) < 0 ||
	    (colour = find_colour(c->argv[2], v)) < 0)
		return false;
	/* the slots, and the rules that hold whatever the slot, from the
	 * judge `place` asks */
	n = bte_legal(g, pl, colour, at);
	bte_explain(g, pl, colour, 2, 1, &r);
	if (r.broken & BTE_E_LIMIT) {
		verdict_say(v, _("No slot for a %s room in %s's treehouse:"),
		    colour_name(colour), g->p[pl].name);
		say_limits(v, g, pl, colour, r.limits, false);
	} else if (n == 0) {
		verdict_say(v, _("No legal slot for a %s room in %s's treehouse: "
		    "the card can only be discarded."), colour_name(colour),
		    g->p[pl].name);
	} else {
		verdict_say(v, _("Legal slots for a %s room in %s's treehouse:"),
		    colour_name(colour), g->p[pl].name);
	}
	for (int i = 0; i < n; i++)
		say_legal_slot(v, &g->p[pl], at[i]);
	if (r.broken & BTE_E_PHASE)
		verdict_say(v, _("But rooms are placed only during the picks of "
		    "a round."));
	else if (r.broken & BTE_E_TURN)
		verdict_say(v, _("But %s already played in pick %d."),
		    g->p[pl].name, g->pick);
	return true;
}

/* `why`'s lines for phase and turn, the checks before the tree's. */
static void
say_entry_checks(struct verdict *v, const struct bte_game *g, int pl,
    const struct bte_reasons *r)
{
	const char *name = g->p[pl].name;

	if (r->entry == BTE_WHY_OVER)
		verdict_say(v, _("phase (rooms during the picks): broken, the "
		    "game is over."));
	else if (r->broken & BTE_E_PHASE)
		verdict_say(v, _("phase (rooms during the picks): broken, round "
		    "%d is being scored."), g->round);
	else
		verdict_say(v, _("phase (rooms during the picks): passed, round "
		    "%d is at pick %d."), g->round, g->pick);
	if (r->broken & BTE_E_PHASE)
		verdict_say(v, _("turn (one card a pick): not checked, no pick is "
		    "under way."));
	else if (r->broken & BTE_E_TURN)
		verdict_say(v, _("turn (one card a pick): broken, %s already "
		    "played in pick %d."), name, g->pick);
	else
		verdict_say(v, _("turn (one card a pick): passed, %s has not "
		    "played in pick %d yet."), name, g->pick);
}

/* `why`'s lines for the limits, the check after the tree's. */
static void
say_limit_checks(struct verdict *v, const struct bte_game *g, int pl,
    int colour, const struct bte_reasons *r)
{
	if (r->limits & BTE_L_COLOUR)
		verdict_say(v, _("limit (twelve cards a colour): broken, all %d "
		    "%s cards are already placed or discarded."),
		    BTE_CARDS_PER_COLOUR, colour_name(colour));
	else
		verdict_say(v, _("limit (twelve cards a colour): passed, %s cards "
		    "placed or discarded: %d of %d."), colour_name(colour),
		    r->used, BTE_CARDS_PER_COLOUR);
	if (r->limits & BTE_L_ROUND)
		verdict_say(v, _("limit (five rooms a round): broken, %s already "
		    "added %d rooms this round."), g->p[pl].name,
		    BTE_ROOMS_PER_ROUND);
	if (r->limits & BTE_L_GAME)
		verdict_say(v, _("limit (fifteen rooms a game): broken, %s already "
		    "has %d rooms."), g->p[pl].name, BTE_ROOMS_PER_GAME);
}

static bool
run_why(void *state, const struct call *c, struct verdict *v)
{
	const struct bte_game *g = state;
	struct bte_reasons r;
	struct sbuf ids = { 0 };
	int pl, colour, level, slot;

	if (c->argc != 5)
		return usage(v, usage_why);
	if ((pl = find_player(g, c->argv[1], v)) < 0 ||
	    (colour = find_colour(c->argv[2], v)) < 0 ||
	    !find_position(c->argv[3], c->argv[4], &level, &slot, v))
		return false;
	/* the very judge `place` asks, so the two always agree */
	bte_explain(g, pl, colour, level, slot, &r);
	verdict_say(v, _("A %s room at level %d slot %d in %s's treehouse:"),
	    colour_name(colour), level, slot, g->p[pl].name);
	say_entry_checks(v, g, pl, &r);
	say_rules(v, &g->p[pl], colour, level, &r, false);
	say_limit_checks(v, g, pl, colour, &r);
	if (r.broken == 0) {
		verdict_say(v, _("Verdict: allowed."));
		return true;
	}
	for (int i = 0; i < BTE_E_COUNT; i++) {
		if (!(r.broken & report_order[i]))
			continue;
		if (ids.len > 0)
			sbuf_add(&ids, ", ");
		sbuf_add(&ids, rule_id(report_order[i]));
	}
	verdict_say(v, _("Verdict: not allowed (%s)."), sbuf_str(&ids));
	sbuf_free(&ids);
	return true;
}

/* ---- the picture ---- */

/* Each tree is a block 23 columns wide: levels 6 to 2 as rows of
 * three-column cells (an empty slot shows its number, a room its colour
 * tag, filled with its colour on a colour terminal), the starting tree,
 * and the balance marker under it.  Rows of brick offset by two columns
 * put each room above the two it rests on. */
#define CELL_BLOCK_WIDTH 23

static const char *const colour_fill[BTE_COLOURS] = {
	"\033[1;97;41m", "\033[1;30;103m", "\033[1;30;42m", "\033[1;97;44m",
	"\033[1;97;45m", "\033[1;97;48;5;94m"
};

static void
centre(struct sbuf *out, const char *text, int width)
{
	int w = render_width(text), left = (width - w) / 2;

	pad(out, left > 0 ? left : 0);
	sbuf_add(out, text);
	sbuf_addc(out, '\n');
}

static void
draw_level(struct sbuf *out, const struct bte_player *p, int level,
    bool colour)
{
	pad(out, (BTE_TOP_LEVEL - level) * 2);
	for (int s = 1; s <= level; s++) {
		int room = bte_room(p, level, s);

		if (s > 1)
			sbuf_addc(out, ' ');
		if (room == BTE_NONE) {
			sbuf_printf(out, ".%d.", s);
			continue;
		}
		if (colour)
			sbuf_add(out, colour_fill[room]);
		sbuf_add(out, _(colour_tags[room]));
		if (colour)
			sbuf_add(out, "\033[0m");
	}
	sbuf_addc(out, '\n');
}

static void
draw_tree(struct sbuf *out, const struct bte_player *p, bool colour,
    bool labels)
{
	struct sbuf line = { 0 }, body = { 0 };
	/* TRANSLATORS: the three spaces of the balance track under a tree,
	 * left, centre, right; one letter each. */
	const char *track = _("LCR");
	int m = p->marker + 1;

	centre(&body, p->name, CELL_BLOCK_WIDTH);
	for (int level = BTE_TOP_LEVEL; level >= 2; level--)
		draw_level(&body, p, level, colour);
	/* TRANSLATORS: the starting tree in the picture. */
	centre(&body, _("tree"), CELL_BLOCK_WIDTH);
	for (int k = 0; k < 3; k++)
		sbuf_printf(&line, k == m ? "%s[%c]" : "%s %c ", k ? "   " : "",
		    track[k]);
	centre(&body, line.s, CELL_BLOCK_WIDTH);
	/* the level numbers down the left of the first tree of a row */
	const char *b = body.s;
	for (int row = 0; *b; row++) {
		size_t n = strcspn(b, "\n");
		int level = BTE_TOP_LEVEL + 1 - row;
		if (labels && level >= 1 && level <= BTE_TOP_LEVEL)
			sbuf_printf(out, "%d ", level);
		else if (labels)
			sbuf_add(out, "  ");
		sbuf_printf(out, "%.*s\n", (int)n, b);
		b += n + (b[n] == '\n');
	}
	sbuf_free(&line);
	sbuf_free(&body);
}

static bool
run_show(void *state, const struct call *c, struct verdict *v)
{
	const struct bte_game *g = state;
	struct sbuf blocks[BTE_MAX_PLAYERS] = { { 0 } }, out = { 0 };
	int n = 0, pl = -1, per_row;

	if (c->argc > 2)
		return usage(v, usage_show);
	if (c->argc == 2 && (pl = find_player(g, c->argv[1], v)) < 0)
		return false;
	/* trees side by side, as many as the width allows (four in 100
	 * columns), each row with the level numbers on its left */
	per_row = c->width / (CELL_BLOCK_WIDTH + 2);
	if (per_row < 1)
		per_row = 1;
	for (int i = 0; i < g->nplayers; i++)
		if (pl < 0 || i == pl) {
			draw_tree(&blocks[n], &g->p[i], c->colour, n % per_row == 0);
			n++;
		}
	for (int from = 0; from < n; from += per_row) {
		if (from > 0)
			sbuf_addc(&out, '\n');
		render_columns(&out, blocks + from, n - from < per_row ? n - from : per_row,
		    c->width, 2);
	}
	verdict_say(v, _("Balance marker: [L] left, [C] centre, [R] right; an empty slot shows its number."));
	verdict_say(v, "%s", sbuf_str(&out));
	for (int i = 0; i < n; i++)
		sbuf_free(&blocks[i]);
	sbuf_free(&out);
	return true;
}

/* ---- the game interface ---- */

static bool
check_names(const struct call *c, int from, struct verdict *v)
{
	return frontend_check_names(c->argv + from, c->argc - from,
	    BTE_NAME_SIZE, v);
}

static bool
start_game(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state;
	struct sbuf b = { 0 };
	bool young = c->argc > 1 && young_word(c->argv[1]);
	int from = young ? 2 : 1, n = c->argc - from;

	if (n < BTE_MIN_PLAYERS || n > BTE_MAX_PLAYERS)
		return verdict_fail(v, _("Best Treehouse Ever is for 2 to 4 "
		    "players: %s"), _(usage_new));
	if (!check_names(c, from, v))
		return false;
	bte_init(g, n, (const char *const *)c->argv + from, young);
	for (int i = 0; i < n; i++) {
		if (i > 0)
			sbuf_add(&b, ", ");
		sbuf_add(&b, g->p[i].name);
	}
	if (n == 2 && !young)
		/* two players draft nothing: each covers with a zero card */
		verdict_say(v, _("Best Treehouse Ever: %s, clockwise; %s is the "
		    "oldest and places the zero card first in round 1."),
		    sbuf_str(&b), g->p[0].name);
	else
		verdict_say(v, _("Best Treehouse Ever: %s, clockwise; %s is the "
		    "oldest and chooses first in round 1."), sbuf_str(&b),
		    g->p[0].name);
	if (young)
		verdict_say(v, _("Younger players variant: no game changers; each "
		    "round every player chooses one colour that scores."));
	verdict_announce(v, _("Round 1, pick 1: every player plays a card."));
	sbuf_free(&b);
	return true;
}

static int
game_nplayers(const void *state)
{
	return ((const struct bte_game *)state)->nplayers;
}

static const char *
game_player(const void *state, int i)
{
	return ((const struct bte_game *)state)->p[i].name;
}

static bool
game_finished(const void *state)
{
	const struct bte_game *g = state;

	return g->phase == BTE_OVER;
}

static void
game_sheet(const void *state, struct sheet *s)
{
	static const char *const head[TABLE_COLS] = {
		"player", "round1", "round2", "round3", "bonus", "total", "rank"
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

static void
game_where(const void *state, struct sbuf *out)
{
	const struct bte_game *g = state;
	int turn = bte_turn(g);
	const char *who = turn == BTE_NONE ? "" : g->p[turn].name;

	switch (g->phase) {
	case BTE_BUILD:
		/* TRANSLATORS: the prompt: round and pick, kept short. */
		sbuf_printf(out, _("r%d p%d"), g->round, g->pick);
		break;
	case BTE_TAKE:
		/* TRANSLATORS: the prompt: round, then who takes a game changer. */
		sbuf_printf(out, _("r%d take: %s"), g->round, who);
		break;
	case BTE_COVER:
		/* TRANSLATORS: the prompt: round, then who covers a scoring card. */
		sbuf_printf(out, _("r%d cover: %s"), g->round, who);
		break;
	case BTE_CHOOSE:
		/* TRANSLATORS: the prompt: round, then who chooses a colour. */
		sbuf_printf(out, _("r%d choose: %s"), g->round, who);
		break;
	default:
		/* TRANSLATORS: the prompt once the game is over. */
		sbuf_add(out, _("end"));
		break;
	}
}

/* ---- completion, event log, check ---- */

/* Resolve a word without a message: -1 when it names nothing or more
 * than one thing. */
static int
quiet_match(const char *s, const struct word *w, int n)
{
	return cmd_match(s, w, n, NULL, NULL, NULL);
}

/* Levels, then slots, where the named room may legally go; every one
 * when the player or colour typed so far does not resolve. */
static void
complete_position(const struct bte_game *g, int argi, char **argv,
    struct completion *out)
{
	struct word names[BTE_MAX_PLAYERS];
	struct bte_pos at[BTE_SLOTS];
	int pl, colour, n = 0;
	long level = 0;
	char num[16];

	for (int i = 0; i < g->nplayers; i++)
		names[i] = (struct word){ g->p[i].name, i };
	pl = quiet_match(argv[1], names, g->nplayers);
	colour = quiet_match(argv[2], colour_words, NCOLOUR_WORDS);
	if (argi == 4 && !cmd_number(argv[3], 2, BTE_TOP_LEVEL, &level))
		return;
	if (pl >= 0 && colour >= 0) {
		n = bte_legal(g, pl, colour, at);
	} else {
		for (int i = 0; i < BTE_SLOTS; i++)
			at[n++] = bte_slot_pos(i);
	}
	for (int i = 0; i < n; i++) {
		bool first_of_level = i == 0 || at[i - 1].level != at[i].level;

		if (argi == 3 && first_of_level)
			snprintf(num, sizeof num, "%d", at[i].level);
		else if (argi == 4 && at[i].level == level)
			snprintf(num, sizeof num, "%d", at[i].slot);
		else
			continue;
		completion_add(out, num);
	}
}

static void
complete_args(const void *state, int argi, char **argv,
    struct completion *out)
{
	const struct bte_game *g = state;
	const char *w = argv[0];
	bool at_slot = cmd_word_eq(w, "place") || cmd_word_eq(w, "placer") ||
	    cmd_word_eq(w, "why") || cmd_word_eq(w, "pourquoi");

	if (argi == 1) {
		for (int i = 0; i < g->nplayers; i++)
			completion_add(out, g->p[i].name);
	} else if (cmd_word_eq(w, "show") || cmd_word_eq(w, "montrer") ||
	    cmd_word_eq(w, "voir")) {
		return; /* one argument only */
	} else if (argi == 2 && (cmd_word_eq(w, "take") ||
	    cmd_word_eq(w, "prendre"))) {
		completion_add(out, "x2");
		completion_add(out, "zero");
	} else if (argi == 2) {
		for (int i = 0; i < NCOLOUR_WORDS; i++)
			completion_add(out, colour_words[i].text);
	} else if ((argi == 3 || argi == 4) && at_slot) {
		complete_position(g, argi, argv, out);
	}
}

/* The event log's own columns: who acted, what, where, and the balance
 * marker and points of that player after the command. */
static const char *const log_columns[] = {
	"round", "pick", "player", "action", "colour", "level", "slot", "card",
	"marker", "points", NULL
};

static const char *const marker_words[3] = { "left", "centre", "right" };

static void
log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	const struct bte_game *g = after;
	struct word names[BTE_MAX_PLAYERS];
	int pl = -1, colour = -1, kind = -1;
	bool place = argc == 5 && strcmp(argv[0], "place") == 0;

	for (int i = 0; i < g->nplayers; i++)
		names[i] = (struct word){ g->p[i].name, i };
	if (before != NULL && argc >= 2)
		pl = quiet_match(argv[1], names, g->nplayers);
	if (pl >= 0 && argc >= 3 && strcmp(argv[0], "take") == 0)
		kind = quiet_match(argv[2], kind_words, 2);
	else if (pl >= 0 && argc >= 3)
		colour = quiet_match(argv[2], colour_words, NCOLOUR_WORDS);
	/* the round and pick the entry belongs to: the state before it */
	const struct bte_game *b = before ? before : after;
	sheet_fieldf(row, "%d", b->round);
	if (b->phase == BTE_BUILD)
		sheet_fieldf(row, "%d", b->pick);
	else
		sheet_field(row, "");
	sheet_field(row, pl >= 0 ? g->p[pl].name : "");
	sheet_field(row, argv[0]);
	sheet_field(row, colour >= 0 ? colour_names[colour] : "");
	sheet_field(row, place ? argv[3] : "");
	sheet_field(row, place ? argv[4] : "");
	sheet_field(row, kind >= 0 ? kind_names[kind] : "");
	sheet_field(row, pl >= 0 ? marker_words[g->p[pl].marker + 1] : "");
	if (pl >= 0)
		sheet_fieldf(row, "%d", bte_total(g, pl));
	else
		sheet_field(row, "");
}

static void
game_result(const void *state, struct sbuf *out)
{
	const struct bte_game *g = state;

	if (g->phase == BTE_OVER) {
		say_winners(out, g);
		sbuf_add(out, " ");
	} else if (g->phase == BTE_BUILD) {
		sbuf_printf(out, _("round %d, pick %d: "), g->round, g->pick);
	} else {
		sbuf_printf(out, _("round %d, scoring: "), g->round);
	}
	for (int i = 0; i < g->nplayers; i++)
		sbuf_printf(out, "%s%s %d", i > 0 ? ", " : "", g->p[i].name,
		    bte_total(g, i));
}

/* Logs keep colours and game changers in English; names (the first
 * argument, and all of `new`'s) as typed. */
static const char *
english_word(const void *state, const char *cmd, int i, const char *arg,
    char *buf, size_t size)
{
	(void)state;
	(void)buf;
	(void)size;
	if (strcmp(cmd, "new") == 0)
		return i == 1 && young_word(arg) ? "young" : NULL;
	if (i < 2)
		return NULL;
	if (strcmp(cmd, "take") == 0)
		return cmd_english(arg, kind_words, 2);
	return cmd_english(arg, colour_words, NCOLOUR_WORDS);
}

static const struct game_cmd bte_cmds[] = {
	{ .word = "place", .aliases = "placer", .run = run_place,
	  .usage = usage_place,
	  .summary = N_("put a room in a player's treehouse"),
	  .example = "place ann red 2 1", .complete = complete_args ,
	  .min_args = 4, .max_args = 4 },
	{ .word = "discard", .aliases = "defausser", .run = run_discard,
	  .usage = usage_discard,
	  .summary = N_("a card that is not placed; its colour is optional"),
	  .example = "discard bob blue", .complete = complete_args ,
	  .min_args = 1, .max_args = 2 },
	{ .word = "take", .aliases = "prendre", .run = run_take,
	  .usage = usage_take,
	  .summary = N_("take a game changer, in chooser order"),
	  .example = "take ann x2", .complete = complete_args ,
	  .min_args = 2, .max_args = 2 },
	{ .word = "cover", .aliases = "couvrir", .run = run_cover,
	  .usage = usage_cover,
	  .summary = N_("put the game changer taken on a scoring card"),
	  .example = "cover ann red", .complete = complete_args ,
	  .min_args = 2, .max_args = 2 },
	{ .word = "choose", .aliases = "choisir", .run = run_choose,
	  .usage = usage_choose,
	  .summary = N_("younger players variant: a colour that scores"),
	  .example = "choose ann red", .complete = complete_args ,
	  .min_args = 2, .max_args = 2 },
	{ .word = NULL },
};

static const char *const bte_names[] = { "bte", "besttreehouse", NULL };

const struct game_ops bte_game = {
	.id = "bte",
	.names = bte_names,
	.title = "Best Treehouse Ever",
	.state_size = sizeof(struct bte_game),
	.start = start_game,
	.cmds = bte_cmds,
	.finished = game_finished,
	.sheet = game_sheet,
	.where = game_where,
	.log_columns = log_columns,
	.log_row = log_row,
	.result = game_result,
	.query = {
		[Q_STATUS] = { .run = run_status, .usage = usage_status,
		  .summary = N_("round, pick, phase and who still has to play"),
		  .example = "status" },
		[Q_SCORE] = { .run = run_score, .usage = usage_score,
		  .summary = N_("the score table so far"), .example = "score" },
		[Q_SHOW] = { .run = run_show, .usage = usage_show,
		  .summary = N_("draw the treehouses and their balance markers"),
		  .example = "show ann", .complete = complete_args,
		  .max_args = 1 },
		[Q_LEGAL] = { .run = run_legal, .usage = usage_legal,
		  .summary = N_("every slot where a room of that colour may go"),
		  .example = "legal ann red", .complete = complete_args,
		  .min_args = 2, .max_args = 2 },
		[Q_WHY] = { .run = run_why, .usage = usage_why,
		  .summary = N_("each placement rule checked for one slot"),
		  .example = "why ann red 3 2", .complete = complete_args,
		  .min_args = 4, .max_args = 4 },
	},
	.rules = rule_texts,
	.nplayers = game_nplayers,
	.player = game_player,
	.svg = bte_svg,
	.english = english_word,
};
