/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_text.c — Magical Treehouse in words: the facts the core reports
 * behind each rule, worded once for refusals and for `why` (the
 * announcements of the game's steps are magical_news.c's). */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "render.h"
#include "magical_glue.h"

/* ---- small pieces ---- */

void
magical_say_score_line(const struct magical_game *g, int p,
    const struct magical_player_score *s,
    void (*emit)(struct verdict *, const char *, ...), struct verdict *v)
{
	char total[RENDER_INT_SIZE];

	/* objectives lost (the green tile's -4): a message of its own, so
	 * that French takes them away (« − 1 (objectifs) ») instead of
	 * adding a negative number; English keeps "objectives -1" */
	if (s->objectives < 0)
		emit(v, _("%s: treehouses %d + biscuits %d + potions %d + level 5 "
		    "%d + objectives -%d = %s"), g->player[p].name, s->treehouses,
		    s->biscuits, s->potions, s->level5, -s->objectives,
		    render_int(total, s->total));
	else
		emit(v, _("%s: treehouses %d + biscuits %d + potions %d + level 5 "
		    "%d + objectives %d = %s"), g->player[p].name, s->treehouses,
		    s->biscuits, s->potions, s->level5, s->objectives,
		    render_int(total, s->total));
}

const struct magical_card *
magical_top(const struct magical_house *h)
{
	return &h->card[h->height - 1];
}

void
magical_add_card(struct sbuf *b, const struct magical_card *c)
{
	const char *t = magical_card_token(c, 3);
	const char *pot = _(magical_potion_names[c->potion]);
	int vp = magical_card_vp(c);

	if (c->colour == MAGICAL_BLANK)
		sbuf_add(b, _("a blank level 1 (0 VP)"));
	else if (c->level == 1 && c->teleport)
		sbuf_printf(b, _("%s (%d VP; brews: %s; teleporting familiar)"),
		    t, vp, pot);
	else if (c->level == 1)
		sbuf_printf(b, _("%s (%d VP; brews: %s)"), t, vp, pot);
	else if (c->level == 3 && c->teleport)
		sbuf_printf(b, _("%s (%d VP; converts: %s; teleporting "
		    "familiar)"), t, vp, pot);
	else if (c->level == 3)
		sbuf_printf(b, _("%s (%d VP; converts: %s)"), t, vp, pot);
	else if (c->teleport)
		sbuf_printf(b, _("%s (%d VP; teleporting familiar)"), t, vp);
	else
		sbuf_printf(b, _("%s (%d VP)"), t, vp);
}

/* "a, b and c": commas, then the language's word before the last. */
void
magical_add_names(struct sbuf *b, const struct magical_game *g, const int *who,
    int n)
{
	for (int i = 0; i < n; i++) {
		if (i > 0 && i == n - 1)
			/* TRANSLATORS: joins the last name of a list. */
			sbuf_add(b, _(" and "));
		else if (i > 0)
			sbuf_add(b, ", ");
		sbuf_add(b, g->player[who[i]].name);
	}
}

void
magical_add_numbers(struct sbuf *b, const int *n, int count)
{
	for (int i = 0; i < count; i++) {
		if (i > 0 && i == count - 1)
			sbuf_add(b, _(" and "));
		else if (i > 0)
			sbuf_add(b, ", ");
		sbuf_printf(b, "%d", n[i]);
	}
}

/* What a brown objective tile asks for, by the colour entered. */
static const char *const brown_names[MAGICAL_COLOURS] = {
	"", N_("most red ingredients"), N_("most blue ingredients"),
	N_("most yellow ingredients"), N_("most purple ingredients"),
	N_("most green ingredients")
};

static const char *const tile_names[MAGICAL_TILES] = {
	"", N_("most biscuits"), N_("most treehouses of level 2 or higher"),
	N_("most ingredients in all"), N_("most treehouse colours"),
	N_("most treehouses of exactly level 1")
};

void
magical_tile_phrase(int kind, int subject, struct sbuf *b)
{
	if (kind == MAGICAL_COMMON_GREEN)
		sbuf_add(b, _(tile_names[subject]));
	else
		sbuf_add(b, _(brown_names[subject]));
}

/* Two clauses about one rule, in one reason. */
static void
add_clause(struct sbuf *b, const struct sbuf *more)
{
	struct sbuf both = { 0 };

	if (more->len == 0)
		return;
	if (b->len == 0) {
		sbuf_add(b, sbuf_str(more));
		return;
	}
	/* TRANSLATORS: two clauses about one rule. */
	sbuf_printf(&both, _("%s; %s"), sbuf_str(b), sbuf_str(more));
	sbuf_reset(b);
	sbuf_add(b, sbuf_str(&both));
	sbuf_free(&both);
}

/* ---- the facts behind each rule, as clauses ---- */

/* Where the round stands: the reason of the `phase` rule. */
void
magical_phase_clause(int step, int round, struct sbuf *b)
{
	switch (step) {
	case MAGICAL_REVEAL:
		sbuf_printf(b, _("round %d is not building yet: every player "
		    "first reveals a turn-order card (reveal NAME NUMBER)"), round);
		break;
	case MAGICAL_BUILD:
		sbuf_printf(b, _("round %d is in its building step"), round);
		break;
	case MAGICAL_END:
		sbuf_add(b, _("the building is over: only the end-game counts "
		    "remain"));
		break;
	default:
		sbuf_add(b, _("the game is over"));
	}
}

static void
turn_clause(const struct magical_game *g, int p, const struct magical_reasons *r,
    struct sbuf *b)
{
	if (r->builder == MAGICAL_NONE)
		sbuf_add(b, _("there is no builder outside the building step"));
	else if (r->builder != p)
		sbuf_printf(b, _("it is %s's turn to build, not %s's"),
		    g->player[r->builder].name, g->player[p].name);
	else if (r->house_limit)
		sbuf_printf(b, _("%s's village has %d treehouses, all that 4 "
		    "rounds of 4 cards can build"), g->player[p].name,
		    MAGICAL_MAX_HOUSES);
	else
		sbuf_printf(b, ngettext("%s has %d card left to play this turn "
		    "(the %d planning cards left after the reveal, plus %d taken "
		    "from storage, less %d played); this needs %d", "%s has %d "
		    "cards left to play this turn (the %d planning cards left "
		    "after the reveal, plus %d taken from storage, less %d "
		    "played); this needs %d", r->cards_left), g->player[p].name,
		    r->cards_left, MAGICAL_TURN_CARDS, r->unstored, r->used, r->need);
}

static void
level_clause(const struct magical_game *g, const struct build_args *a,
    const struct magical_reasons *r, struct sbuf *b)
{
	const struct magical_player *pl = &g->player[a->player];
	const char *t = magical_card_token(&a->b.card, 0);
	int level = a->b.card.level;

	switch (r->level_case) {
	case MAGICAL_LEVEL_RANGE:
		sbuf_printf(b, _("%s: levels go from 1 to %d"), t, MAGICAL_MAX_LEVEL);
		break;
	case MAGICAL_LEVEL_NEW:
		sbuf_printf(b, _("%s starts a new treehouse"), t);
		break;
	case MAGICAL_LEVEL_NO_HOUSE:
		sbuf_printf(b, _("%s has no treehouse yet: a village starts with "
		    "a level-1 card or a blank"), pl->name);
		break;
	case MAGICAL_LEVEL_NO_BASE:
		sbuf_printf(b, _("none of %s's treehouses is at level %d, so %s "
		    "fits on none of them"), pl->name, level - 1, t);
		break;
	case MAGICAL_LEVEL_FITS:
		sbuf_printf(b, _("treehouse %d is at level %d"), r->house + 1,
		    r->height);
		break;
	case MAGICAL_LEVEL_TAKEN:
		sbuf_printf(b, _("treehouse %d already has a level-%d card: a "
		    "treehouse holds one card per level"), r->house + 1, level);
		break;
	default:
		sbuf_printf(b, _("treehouse %d is at level %d: %s goes only on a "
		    "treehouse at level %d"), r->house + 1, r->height, t,
		    level - 1);
	}
}

static void
colour_clause(const struct magical_game *g, const struct build_args *a,
    const struct magical_reasons *r, struct sbuf *b)
{
	const struct magical_player *pl = &g->player[a->player];
	const char *t = magical_card_token(&a->b.card, 0);
	const char *top = r->house == MAGICAL_NONE ? "" :
	    magical_card_token(magical_top(&pl->house[r->house]), 1);

	switch (r->colour_case) {
	case MAGICAL_COLOUR_NO_LEVEL:
		sbuf_add(b, _("there is no such level"));
		break;
	case MAGICAL_COLOUR_NEW:
		sbuf_add(b, _("a new treehouse has no colour to match"));
		break;
	case MAGICAL_COLOUR_NO_HOUSE:
		sbuf_add(b, _("there is no treehouse to go on"));
		break;
	case MAGICAL_COLOUR_MATCH:
		sbuf_printf(b, _("treehouse %d has %s on top"), r->house + 1, top);
		break;
	case MAGICAL_COLOUR_NONE_FITS:
		sbuf_printf(b, _("%s's treehouses at level %d are of other "
		    "colours, so %s fits on none of them"), pl->name,
		    a->b.card.level - 1, t);
		break;
	default:
		sbuf_printf(b, _("treehouse %d has %s on top: %s goes only on a "
		    "treehouse of its own colour (a lone blank takes a level 2 "
		    "of any colour)"), r->house + 1, top, t);
	}
}

/* The card itself: the VP typed, and the copies the game has. */
void
magical_card_facts(const struct build_args *a, const struct magical_reasons *r,
    struct sbuf *b)
{
	const char *t = magical_card_token(&a->b.card, 0);
	struct sbuf more = { 0 };

	if (r->level_case == MAGICAL_LEVEL_RANGE) {
		sbuf_add(b, _("there is no such level"));
		return;
	}
	if (a->b.card.colour == MAGICAL_BLANK) {
		sbuf_add(b, _("a card face down is any card: no copy is "
		    "counted"));
		return;
	}
	if (r->vp_typed != MAGICAL_NONE && r->vp_typed != r->vp)
		sbuf_printf(b, _("%s is worth %d VP, not %d: a card's VP follow "
		    "from its level (1, 2, 3, 5, 8 and 13 for levels 1 to 6)"),
		    t, r->vp, r->vp_typed);
	if (r->built >= r->supply)
		sbuf_printf(&more, ngettext("the game has %d %s card and it is "
		    "built already, in one of the villages: there is no other",
		    "the game has %d %s cards and all are built already, in the "
		    "villages together: there is no other", r->supply),
		    r->supply, t);
	add_clause(b, &more);
	if (b->len == 0)
		sbuf_printf(b, _("%s is worth %d VP; built in all villages: %d "
		    "of %d"), t, r->vp, r->built, r->supply);
	sbuf_free(&more);
}

static void
split_clause(int split, struct sbuf *b)
{
	sbuf_printf(b, _("treehouses %d and %d are joined by a pipe: no "
	    "treehouse can go between them"), split + 1, split + 2);
}

static void
build_pipe_clause(const struct build_args *a, const struct magical_reasons *r,
    struct sbuf *b)
{
	if (r->level_case == MAGICAL_LEVEL_RANGE)
		sbuf_add(b, _("there is no such level"));
	else if (r->split != MAGICAL_NONE)
		split_clause(r->split, b);
	else if (a->b.card.level == 1)
		sbuf_add(b, _("its place splits no pipe"));
	else
		sbuf_add(b, _("a card on a treehouse moves no pipe"));
}

static void
spot_clause(int spot, int a, int b, struct sbuf *out)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;

	switch (spot) {
	case MAGICAL_SPOT_SAME:
		sbuf_add(out, _("a pipe joins two different treehouses"));
		break;
	case MAGICAL_SPOT_APART:
		sbuf_printf(out, _("treehouses %d and %d are not side by side: "
		    "a pipe joins two neighbouring treehouses"), lo + 1, hi + 1);
		break;
	case MAGICAL_SPOT_JOINED:
		sbuf_printf(out, _("treehouses %d and %d are already joined by a "
		    "pipe"), lo + 1, hi + 1);
		break;
	default:
		sbuf_printf(out, _("treehouses %d and %d are side by side and "
		    "not joined yet"), lo + 1, hi + 1);
	}
}

/* A pipe laid (at[0..1]) or moved (at[0..1] to at[2..3]). */
static void
pipe_clause(const int *at, const struct magical_reasons *r, bool repipe,
    struct sbuf *b)
{
	struct sbuf more = { 0 };

	if (repipe && !r->blue4)
		sbuf_add(b, _("only a village with a blue level 4 may move its "
		    "pipes"));
	if (repipe && !r->pipe_there) {
		sbuf_printf(&more, _("no pipe joins treehouses %d and %d"),
		    at[0] + 1, at[1] + 1);
		add_clause(b, &more);
		sbuf_reset(&more);
	}
	if (!repipe || r->spot != MAGICAL_SPOT_FREE) {
		spot_clause(r->spot, repipe ? at[2] : at[0],
		    repipe ? at[3] : at[1], &more);
		add_clause(b, &more);
		sbuf_reset(&more);
	}
	if (!repipe && r->pipes >= MAGICAL_SUPPLY_PIPES) {
		sbuf_printf(&more, _("the game has %d pipe cards and all are in "
		    "the villages already"), MAGICAL_SUPPLY_PIPES);
		add_clause(b, &more);
	}
	sbuf_free(&more);
}

/* storage, unstore (n < 0: -n taken out), done (n == 0), familiar. */
static void
action_clause(const struct magical_game *g, int p, int n, unsigned bit,
    const struct magical_reasons *r, struct sbuf *b)
{
	const char *name = g->player[p].name;

	if (bit == MAGICAL_E_FAMILIAR && r->forest_full)
		sbuf_printf(b, _("%s has %d familiars in the forest already; "
		    "each player has %d"), name, r->familiars, MAGICAL_FAMILIARS);
	else if (bit == MAGICAL_E_FAMILIAR && (r->broken & bit))
		sbuf_printf(b, ngettext("%s may place %d familiar now, not %d: "
		    "one per coloured level 1, per card with the teleporting "
		    "familiar, and per level 3 built with a red level 4, in this "
		    "turn", "%s may place %d familiars now, not %d: one per "
		    "coloured level 1, per card with the teleporting familiar, "
		    "and per level 3 built with a red level 4, in this turn",
		    r->allowance), name, r->allowance, n);
	else if (bit == MAGICAL_E_FAMILIAR)
		sbuf_printf(b, ngettext("%s may place %d familiar now; in the "
		    "forest: %d of %d", "%s may place %d familiars now; in the "
		    "forest: %d of %d", r->allowance), name, r->allowance,
		    r->familiars, MAGICAL_FAMILIARS);
	else if (n == 0)
		sbuf_printf(b, _("cards %s took out of storage this turn: %d; "
		    "cards played: %d; a card taken out of storage is built, or "
		    "stored again, before the turn ends"), name, r->unstored,
		    r->used);
	else if (n < 0 && r->stored_now > 0)
		sbuf_printf(b, _("cards in %s's storage: %d, of them stored this "
		    "turn: %d; a stored card comes back only in a later round, so "
		    "%d cannot come out now"), name, r->stored, r->stored_now,
		    -n);
	else if (n < 0 && r->stored == 0)
		sbuf_printf(b, _("%s has no card in storage, so none can come "
		    "out"), name);
	else if (n < 0)
		sbuf_printf(b, _("cards in %s's storage: %d, not %d"), name,
		    r->stored, -n);
	else if ((r->broken & bit) && r->capacity == 0)
		sbuf_printf(b, _("%s has no storage place yet (each treehouse "
		    "with a level-2 card stores one card, a purple level 4 any "
		    "number); a card can always be built face down as a blank "
		    "level 1 instead"), name);
	else if (r->broken & bit)
		sbuf_printf(b, ngettext("%s's storage holds %d card and %d are "
		    "there, so %d more cannot go in: each treehouse with a "
		    "level-2 card stores one, a purple level 4 any number; a card "
		    "can always be built face down as a blank level 1 instead",
		    "%s's storage holds %d cards and %d are there, so %d more "
		    "cannot go in: each treehouse with a level-2 card stores one, "
		    "a purple level 4 any number; a card can always be built face "
		    "down as a blank level 1 instead", r->capacity), name,
		    r->capacity, r->stored, n);
	else if (r->capacity == MAGICAL_UNLIMITED)
		sbuf_add(b, _("a purple level 4 makes storage unlimited"));
	else
		sbuf_printf(b, _("places used in %s's storage: %d of %d"), name,
		    r->stored, r->capacity);
}

/* ---- refusals ---- */

/* The rules every building action shares: phase and turn. */
static void
refuse_common(const struct magical_game *g, int p, const struct magical_reasons *r,
    struct verdict *v)
{
	struct sbuf b = { 0 };

	if (r->broken & MAGICAL_E_PHASE) {
		magical_phase_clause(r->step, g->round, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PHASE), &b);
	}
	if (r->broken & MAGICAL_E_TURN) {
		turn_clause(g, p, r, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_TURN), &b);
	}
	sbuf_free(&b);
}

bool
magical_refuse_build(const struct magical_game *g, const struct build_args *a,
    const struct magical_reasons *r, struct verdict *v)
{
	struct sbuf b = { 0 };

	refuse_common(g, a->player, r, v);
	if (r->broken & MAGICAL_E_LEVEL) {
		level_clause(g, a, r, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_LEVEL), &b);
	}
	if (r->broken & MAGICAL_E_COLOUR) {
		colour_clause(g, a, r, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_COLOUR), &b);
	}
	if (r->broken & MAGICAL_E_CARD) {
		magical_card_facts(a, r, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_CARD), &b);
	}
	if (r->broken & MAGICAL_E_PIPE) {
		build_pipe_clause(a, r, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PIPE), &b);
	}
	sbuf_free(&b);
	return false;
}

bool
magical_refuse_action(const struct magical_game *g, int p, int n,
    const struct magical_reasons *r, unsigned bit, struct verdict *v)
{
	struct sbuf b = { 0 };

	refuse_common(g, p, r, v);
	if (r->broken & bit) {
		action_clause(g, p, n, bit, r, &b);
		verdict_refuse(v, magical_rule_id(bit), &b);
	}
	sbuf_free(&b);
	return false;
}

bool
magical_refuse_pipe(const struct magical_game *g, int p, const int *at,
    const struct magical_reasons *r, bool repipe, struct verdict *v)
{
	struct sbuf b = { 0 };

	if (repipe && (r->broken & MAGICAL_E_PHASE)) {
		magical_phase_clause(r->step, g->round, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PHASE), &b);
	} else if (!repipe) {
		refuse_common(g, p, r, v);
	}
	if (r->broken & MAGICAL_E_PIPE) {
		pipe_clause(at, r, repipe, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PIPE), &b);
	}
	sbuf_free(&b);
	return false;
}

bool
magical_refuse_move(const struct magical_game *g, const int *at,
    const struct magical_reasons *r, struct verdict *v)
{
	struct sbuf b = { 0 };

	if (r->broken & MAGICAL_E_PHASE) {
		magical_phase_clause(r->step, g->round, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PHASE), &b);
	}
	if (r->broken & MAGICAL_E_PIPE) {
		if (r->piped)
			sbuf_printf(&b, _("treehouse %d is joined by a pipe: "
			    "joined treehouses cannot move"), at[0] + 1);
		else
			split_clause(r->split, &b);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PIPE), &b);
	}
	sbuf_free(&b);
	return false;
}

bool
magical_refuse_reveal(const struct magical_game *g, int p, int number,
    const struct magical_reasons *r, struct verdict *v)
{
	struct sbuf b = { 0 }, more = { 0 };

	if ((r->broken & MAGICAL_E_PHASE) && r->step == MAGICAL_BUILD)
		sbuf_printf(&b, _("round %d's turn-order cards are all "
		    "revealed; it is building now"), g->round);
	else if (r->broken & MAGICAL_E_PHASE)
		magical_phase_clause(r->step, g->round, &b);
	if (r->broken & MAGICAL_E_PHASE)
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PHASE), &b);
	if (r->revealed != MAGICAL_NONE)
		sbuf_printf(&b, _("%s has already revealed %d this round (undo "
		    "to correct it)"), g->player[p].name, r->revealed);
	if (r->same_number != MAGICAL_NONE) {
		/* the same number may come earlier in this very reveal:
		 * name whose number it is, not when it was revealed */
		sbuf_printf(&more, _("%d is %s's turn-order number: no two "
		    "cards show the same one"), number,
		    g->player[r->same_number].name);
		add_clause(&b, &more);
	}
	if (r->broken & MAGICAL_E_TURN)
		verdict_refuse(v, magical_rule_id(MAGICAL_E_TURN), &b);
	sbuf_free(&b);
	sbuf_free(&more);
	return false;
}

bool
magical_refuse_objective(const struct magical_game *g, int colour,
    const struct magical_reasons *r, struct verdict *v)
{
	struct sbuf b = { 0 }, what = { 0 };

	if (r->broken & MAGICAL_E_PHASE) {
		sbuf_add(&b, _("the game is over: its objectives can no longer "
		    "change"));
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PHASE), &b);
	}
	if (r->broken & MAGICAL_E_OBJECTIVE) {
		magical_tile_phrase(MAGICAL_COMMON_BROWN, colour, &what);
		if (r->clash == MAGICAL_MAX_PLAYERS)
			sbuf_printf(&b, _("the common brown tile already names "
			    "that colour (%s): the five brown tiles name one "
			    "ingredient colour each"), sbuf_str(&what));
		else
			sbuf_printf(&b, _("%s's private tile already names that "
			    "colour (%s): the five brown tiles name one ingredient "
			    "colour each"), g->player[r->clash].name,
			    sbuf_str(&what));
		verdict_refuse(v, magical_rule_id(MAGICAL_E_OBJECTIVE), &b);
	}
	sbuf_free(&b);
	sbuf_free(&what);
	return false;
}

/* The biscuits in play and what the others hold: at most `most` left
 * for player p, who has n.  The 2-player supply is a ruling of ours (the
 * rulebook gives piles for 3 and 4 players): say so where it applies. */
static void
biscuit_clause(const struct magical_game *g, int p, int n,
    const struct magical_reasons *r, struct sbuf *b)
{
	const char *name = g->player[p].name;
	int most = r->biscuit_supply - r->biscuits_others;
	bool broken = r->broken & MAGICAL_E_BISCUITS;

	if (broken && r->tray_ruled)
		sbuf_printf(b, _("a %d-player game has %d biscuits: 2 for each "
		    "player at setup and 4 piles of %d on the tray (the rulebook "
		    "gives piles for 3 and 4 players only, each one biscuit "
		    "fewer than the players; treeref follows that pattern); the "
		    "other players have %d, so %s has at most %d, not %d: bribes "
		    "only pass biscuits between players"), g->nplayers,
		    r->biscuit_supply, r->tray_pile, r->biscuits_others, name,
		    most, n);
	else if (broken)
		sbuf_printf(b, _("a %d-player game has %d biscuits: 2 for each "
		    "player at setup and 4 piles of %d on the tray; the other "
		    "players have %d, so %s has at most %d, not %d: bribes only "
		    "pass biscuits between players"), g->nplayers,
		    r->biscuit_supply, r->tray_pile, r->biscuits_others, name,
		    most, n);
	else if (r->tray_ruled)
		sbuf_printf(b, _("a %d-player game has %d biscuits: 2 for each "
		    "player at setup and 4 piles of %d on the tray (the rulebook "
		    "gives piles for 3 and 4 players only, each one biscuit "
		    "fewer than the players; treeref follows that pattern); the "
		    "other players have %d, so %s may have up to %d, and %d is "
		    "within that"), g->nplayers, r->biscuit_supply, r->tray_pile,
		    r->biscuits_others, name, most, n);
	else
		sbuf_printf(b, _("a %d-player game has %d biscuits: 2 for each "
		    "player at setup and 4 piles of %d on the tray; the other "
		    "players have %d, so %s may have up to %d, and %d is within "
		    "that"), g->nplayers, r->biscuit_supply, r->tray_pile,
		    r->biscuits_others, name, most, n);
}

/* An end-game count refused: the step, then its own rule. */
bool
magical_refuse_end(const struct magical_game *g, int p, int n,
    const struct magical_reasons *r, struct verdict *v)
{
	const char *name = g->player[p].name;
	struct sbuf b = { 0 };

	if ((r->broken & MAGICAL_E_PHASE) && r->step == MAGICAL_OVER)
		sbuf_add(&b, _("the game is over: undo to correct a count"));
	else if (r->broken & MAGICAL_E_PHASE)
		sbuf_printf(&b, _("end-game counts are entered once round %d is "
		    "built; now it is round %d"), MAGICAL_ROUNDS, g->round);
	if (r->broken & MAGICAL_E_PHASE)
		verdict_refuse(v, magical_rule_id(MAGICAL_E_PHASE), &b);
	if (r->broken & MAGICAL_E_BISCUITS)
		biscuit_clause(g, p, n, r, &b);
	if (r->broken & MAGICAL_E_BISCUITS)
		verdict_refuse(v, magical_rule_id(MAGICAL_E_BISCUITS), &b);
	if (r->broken & MAGICAL_E_FAMILIAR) {
		sbuf_printf(&b, _("familiars %s placed: %d; ingredients: %d, plus "
		    "familiars on spaces with no ingredient: %d, make %d: each "
		    "familiar gathers at most the one ingredient of its space"),
		    name, r->familiars, r->ingredients, r->empty,
		    r->ingredients + r->empty);
		verdict_refuse(v, magical_rule_id(MAGICAL_E_FAMILIAR), &b);
	}
	sbuf_free(&b);
	return false;
}

/* ---- why ---- */

static void
check(struct verdict *v, const struct magical_reasons *r, unsigned bit,
    bool skipped, struct sbuf *reason)
{
	enum check_result res = skipped ? CHECK_SKIPPED :
	    (r->broken & bit) ? CHECK_BROKEN : CHECK_PASSED;

	verdict_check(v, magical_rule_id(bit), res, "%s", sbuf_str(reason));
	sbuf_reset(reason);
}

static void
why_common(const struct magical_game *g, int p, const struct magical_reasons *r,
    struct verdict *v)
{
	struct sbuf b = { 0 };

	magical_phase_clause(r->step, g->round, &b);
	check(v, r, MAGICAL_E_PHASE, false, &b);
	turn_clause(g, p, r, &b);
	check(v, r, MAGICAL_E_TURN, r->builder == MAGICAL_NONE, &b);
	sbuf_free(&b);
}

static void
why_build(const struct magical_game *g, const struct build_args *a,
    const struct magical_reasons *r, struct verdict *v)
{
	bool range = r->level_case == MAGICAL_LEVEL_RANGE;
	struct sbuf b = { 0 };

	why_common(g, a->player, r, v);
	level_clause(g, a, r, &b);
	check(v, r, MAGICAL_E_LEVEL, false, &b);
	colour_clause(g, a, r, &b);
	check(v, r, MAGICAL_E_COLOUR, range || r->colour_case == MAGICAL_COLOUR_NO_HOUSE,
	    &b);
	magical_card_facts(a, r, &b);
	check(v, r, MAGICAL_E_CARD, range, &b);
	build_pipe_clause(a, r, &b);
	check(v, r, MAGICAL_E_PIPE, range, &b);
	if (!r->broken && a->b.at == MAGICAL_NONE && r->nfit > 1) {
		int fit[MAGICAL_MAX_HOUSES + 1];
		int n = magical_legal_places(g, a->player, &a->b.card, fit);
		for (int i = 0; i < n; i++)
			fit[i]++;
		magical_add_numbers(&b, fit, n);
		verdict_say(v, _("It fits on treehouses %s: the build says which "
		    "with at."), sbuf_str(&b));
	}
	sbuf_free(&b);
}

/* why store|unstore|familiar|done NAME [N]: phase, turn and the
 * action's own rule. */
static bool
why_action(const struct magical_game *g, const struct call *c, int what,
    struct verdict *v)
{
	static const char *const use[] = { N_("why store NAME [N]"),
	    N_("why unstore NAME [N]"), N_("why familiar NAME [N]"),
	    N_("why done NAME") };
	unsigned bit = what == 2 ? MAGICAL_E_FAMILIAR : MAGICAL_E_STORAGE;
	struct sbuf b = { 0 };
	struct magical_reasons r;
	int p, n = 0;

	if (what == 3 && c->argc != 2)
		return verdict_fail(v, _("Usage: %s"), _(use[what]));
	if (!magical_parse_name_count(g, c, use[what], &p, &n, v))
		return false;
	if (what < 3) /* store, unstore, familiar: magical_count_move's order */
		magical_explain_count(g, p, (enum magical_count_move)what, n, &r);
	else
		magical_explain_done(g, p, &r);
	why_common(g, p, &r, v);
	if (what == 3 && (r.broken & (MAGICAL_E_PHASE | MAGICAL_E_TURN)))
		sbuf_add(&b, _("the player is not building now"));
	else
		action_clause(g, p, what == 1 ? -n : what == 3 ? 0 : n, bit, &r,
		    &b);
	check(v, &r, bit, what == 3 && (r.broken & (MAGICAL_E_PHASE | MAGICAL_E_TURN)),
	    &b);
	sbuf_free(&b);
	return true;
}

/* why biscuits NAME N: the step, then the supply. */
static bool
why_biscuits(const struct magical_game *g, const struct call *c, struct verdict *v)
{
	struct sbuf b = { 0 };
	struct magical_reasons r;
	long n;
	int p;

	if (c->argc != 3)
		return magical_usage(v, N_("why biscuits NAME N"));
	if ((p = magical_find_player(g, c->argv[1], v)) < 0 ||
	    !magical_parse_count(c->argv[2], MAGICAL_BISCUITS, &n, v))
		return false;
	magical_explain_biscuits(g, p, (int)n, &r);
	magical_phase_clause(r.step, g->round, &b);
	check(v, &r, MAGICAL_E_PHASE, false, &b);
	biscuit_clause(g, p, (int)n, &r, &b);
	check(v, &r, MAGICAL_E_BISCUITS, false, &b);
	sbuf_free(&b);
	return true;
}

static bool
why_pipe(const struct magical_game *g, const struct call *c, struct verdict *v)
{
	struct sbuf b = { 0 };
	struct magical_reasons r;
	int p, at[2];

	if (!magical_parse_places(g, c, 2, N_("why pipe NAME PLACE PLACE"), &p,
	    at, v))
		return false;
	magical_explain_pipe(g, p, at[0], at[1], &r);
	why_common(g, p, &r, v);
	pipe_clause(at, &r, false, &b);
	check(v, &r, MAGICAL_E_PIPE, false, &b);
	sbuf_free(&b);
	return true;
}

/* `why` explains a build, or the action word that follows it (English,
 * or a French alias). */
bool
magical_why(void *state, const struct call *c, struct verdict *v)
{
	static const struct word actions[] = {
		{ "store", 0 }, { "stocker", 0 }, { "unstore", 1 },
		{ "destocker", 1 }, { "familiar", 2 }, { "familier", 2 },
		{ "done", 3 }, { "terminer", 3 }, { "fin", 3 }, { "fini", 3 },
		{ "pipe", 4 }, { "tuyau", 4 }, { "build", 5 },
		{ "construire", 5 }, { "batir", 5 }, { "biscuits", 6 },
		{ "biscuit", 6 },
	};
	const struct magical_game *g = state;
	struct call sub = *c;
	struct build_args a;
	struct magical_reasons r;
	int what = -1;

	for (int i = 0; i < NWORDS(actions) && what < 0; i++)
		if (cmd_word_eq(c->argv[1], actions[i].text))
			what = actions[i].value;
	if (what >= 0) {
		sub.argc = c->argc - 1;
		sub.argv = c->argv + 1;
	}
	if (what >= 0 && what < 4)
		return why_action(g, &sub, what, v);
	if (what == 4)
		return why_pipe(g, &sub, v);
	if (what == 6)
		return why_biscuits(g, &sub, v);
	if (!magical_parse_build(g, what == 5 ? &sub : c, 1, &a, v))
		return false;
	magical_explain_build(g, a.player, &a.b, &r);
	why_build(g, &a, &r, v);
	return true;
}
