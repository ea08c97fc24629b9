/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_text.c — 3-High's sentences: what a setup stack, a move or
 * the end of the game did, and why a command is refused, in the words of
 * the facts threehigh.c reports. */
#include "threehigh_glue.h"

#include <stdio.h>

#include "i18n.h"
#include "render.h"

/* Who plays next: after the announcements when the command made some
 * (the end of the setup, a tree), else with the answer (a move only:
 * the picture is drawn again at real changes only). */
void
threehigh_say_turn(const struct threehigh *g, struct verdict *v)
{
	int p = g->th.turn, n = g->th.hand[p];
	const char *fmt = ngettext("%s to play (%d card in hand).",
	    "%s to play (%d cards in hand).", (unsigned long)n);

	if (v->news.len)
		verdict_announce(v, fmt, g->names[p], n);
	else
		verdict_say(v, fmt, g->names[p], n);
}

/* How the game ended, %s the player who made it end. */
static const char *const end_formats[] = {
	[THREEHIGH_END_OFF_BOARD] = N_("%s moved a piece off the board: the team loses."),
	[THREEHIGH_END_PILE] = N_("%s drew the last card of the draw pile: the team loses."),
	[THREEHIGH_END_NO_CARD] = N_("%s has no card left to play: the team loses."),
	[THREEHIGH_END_STUCK] = N_("%s was stuck: the team loses."),
};

const char *
threehigh_end_sentence(const struct threehigh *g, char *buf, size_t size)
{
	int who = g->th.end_player;

	if (g->th.end == THREEHIGH_END_NONE)
		text_put(buf, size, _("The game goes on."), "");
	else if (g->th.end == THREEHIGH_END_TREES)
		text_put(buf, size, _("All five trees stand: the team wins!"), "");
	else
		text_printf(buf, size, _(end_formats[g->th.end]),
		    who >= 0 && who < THREEHIGH_MAX_PLAYERS ? g->names[who] : "");
	return buf;
}

static void
announce_end(const struct threehigh *g, struct verdict *v)
{
	char buf[256];

	verdict_announce(v, "%s", threehigh_end_sentence(g, buf, sizeof buf));
}

bool
threehigh_fail_phase(const struct threehigh *g, struct verdict *v)
{
	switch (threehigh_phase(&g->th)) {
	case THREEHIGH_PHASE_SETUP:
		return verdict_refusef(v, "phase", _("the setup is not complete (pieces on the board: %d of 15)."),
		    g->th.nplaced);
	case THREEHIGH_PHASE_WON:
		return verdict_refusef(v, "phase", _("the game is over, and the team has won."));
	case THREEHIGH_PHASE_LOST:
		return verdict_refusef(v, "phase", _("the game is over, and the team has lost."));
	default:
		return verdict_refusef(v, "phase", _("the setup is complete, and pieces now move only by cards."));
	}
}

bool
threehigh_fail_setup(const struct threehigh *g, enum threehigh_setup_error e,
    int bad, int under, struct verdict *v)
{
	char sq[3];
	const char *name;

	if (e == THREEHIGH_SETUP_PHASE)
		return threehigh_fail_phase(g, v);
	name = threehigh_piece_phrase(g, bad);
	if (e == THREEHIGH_SETUP_ORDER)
		return verdict_refusef(v, "setup", _("%s would lie on %s, a smaller piece; the setup lays every large piece first, then the medium ones, then the small ones, each on top of what its square holds."),
		    name, threehigh_piece_phrase(g, under));
	if (e == THREEHIGH_SETUP_PLACED)
		return verdict_refusef(v, "setup", _("%s is already on %s, and each piece starts on the board once."),
		    name, threehigh_square_name(g->th.square_of[bad], sq));
	return verdict_refusef(v, "setup", _("%s is listed twice, and each piece starts on the board once."),
	    name);
}

static void
announce_setup_done(const struct threehigh *g, struct verdict *v)
{
	int hand = threehigh_hand_size(g->th.nplayers);
	char sq[3];

	verdict_announce(v, _("Setup complete: all 15 pieces are on the board."));
	for (int c = 0; c < THREEHIGH_COLOURS; c++)
		if (threehigh_tree_square(&g->th, c) != THREEHIGH_NONE)
			verdict_announce(v, _("The %s tree already stands on %s."),
			    threehigh_colour_name(g, c),
			    threehigh_square_name(threehigh_tree_square(&g->th, c), sq));
	if (g->th.nplayers == 1) /* solo: no "each player" */
		verdict_announce(v, ngettext("Deal %2$d card to %1$s; the draw "
		    "pile holds %3$d.", "Deal %2$d cards to %1$s; the draw pile "
		    "holds %3$d.", (unsigned long)hand), g->names[0], hand,
		    g->th.pile);
	else
		verdict_announce(v, ngettext("Deal %d card to each player; the "
		    "draw pile holds %d.", "Deal %d cards to each player; the "
		    "draw pile holds %d.", (unsigned long)hand), hand, g->th.pile);
	if (g->th.outcome == THREEHIGH_WON)
		announce_end(g, v);
	else
		threehigh_say_turn(g, v);
}

void
threehigh_say_setup(const struct threehigh *g, int square, struct verdict *v)
{
	struct sbuf list = { 0 };
	int h = threehigh_height(&g->th, square);
	char sq[3];

	if (verdict_quiet(v))
		return;
	/* a stack is a sequence, bottom first: "a, b and c" */
	for (int i = 0; i < h; i++)
		render_list_and_add(&list, i, h,
		    threehigh_piece_phrase(g, g->th.stack[square][i]));
	if (h == 1)
		verdict_say(v, _("%s holds %s; pieces on the board: %d of 15."),
		    threehigh_square_name(square, sq), sbuf_str(&list),
		    g->th.nplaced);
	else
		verdict_say(v, _("%s holds %s (bottom first); pieces on the "
		    "board: %d of 15."), threehigh_square_name(square, sq),
		    sbuf_str(&list), g->th.nplaced);
	sbuf_free(&list);
	if (g->th.started)
		announce_setup_done(g, v);
}

const char *
threehigh_stop_refusal(const struct threehigh *g, int piece,
    const struct threehigh_trace *t, bool start, char *buf, size_t size)
{
	char sq[3], subject[THREEHIGH_NAME_SIZE];
	int support = threehigh_support(piece);
	const char *name = start ? threehigh_piece_subject(g, piece, subject) :
	    threehigh_piece_phrase(g, piece);

	threehigh_square_name(t->to, sq);
	if (support == THREEHIGH_NONE)
		snprintf(buf, size, _("%s would stop on %s, on top of %s; a large piece may stop only on an empty square"),
		    name, sq, threehigh_piece_phrase(g, t->under));
	else
		snprintf(buf, size, _("%s would stop on %s, on top of %s; it may stop only on an empty square or on %s"),
		    name, sq, threehigh_piece_phrase(g, t->under),
		    threehigh_piece_phrase(g, support));
	return buf;
}

bool
threehigh_fail_move(const struct threehigh *g, const struct threehigh_move *m,
    const struct threehigh_trace *t, unsigned broken, struct verdict *v)
{
	char buf[256], card[THREEHIGH_CARD_SIZE];

	if (broken & THREEHIGH_RULE_PHASE)
		threehigh_fail_phase(g, v);
	if (broken & THREEHIGH_RULE_TURN)
		verdict_refusef(v, "turn", _("it is %s's turn, not %s's."),
		    g->names[g->th.turn], g->names[m->player]);
	if (broken & THREEHIGH_RULE_CARD)
		verdict_refusef(v, "card", _("%s has already been played."),
		    threehigh_card_phrase(m->card, false, card));
	if (broken & THREEHIGH_RULE_COVERED)
		verdict_refusef(v, "covered", _("%s is covered by %s, and only the top piece of a stack may move."),
		    threehigh_piece_phrase(g, m->piece),
		    threehigh_piece_phrase(g, threehigh_above(&g->th, m->piece)));
	if (broken & THREEHIGH_RULE_STACK)
		verdict_refusef(v, "stack", _("%s."), threehigh_stop_refusal(g,
		    m->piece, t, false, buf, sizeof buf));
	return false;
}

/* "Red-small moves 4 squares northward, from e2 to e6." and its kin. */
static void
say_travel(const struct threehigh *g, int piece, const struct threehigh_trace *t,
    struct verdict *v)
{
	int d = t->distance < 0 ? -t->distance : t->distance;
	const char *dir;
	char from[3], to[3], name[THREEHIGH_NAME_SIZE];

	threehigh_piece_subject(g, piece, name);
	threehigh_square_name(t->from, from);
	if (t->toward == THREEHIGH_NONE) {
		verdict_say(v, _("%s stays on %s: the distance is 0."), name, from);
		return;
	}
	dir = threehigh_side_toward(t->toward);
	if (t->off)
		verdict_say(v, ngettext("%s moves %d square %s from %s and leaves the board.",
		    "%s moves %d squares %s from %s and leaves the board.",
		    (unsigned long)d), name, d, dir, from);
	else if (t->under != THREEHIGH_NONE)
		verdict_say(v, ngettext("%s moves %d square %s, from %s to %s, onto %s.",
		    "%s moves %d squares %s, from %s to %s, onto %s.",
		    (unsigned long)d), name, d, dir, from,
		    threehigh_square_name(t->to, to),
		    threehigh_piece_phrase(g, t->under));
	else
		verdict_say(v, ngettext("%s moves %d square %s, from %s to %s.",
		    "%s moves %d squares %s, from %s to %s.",
		    (unsigned long)d), name, d, dir, from,
		    threehigh_square_name(t->to, to));
}

void
threehigh_say_play(const struct threehigh *g, const struct threehigh_move *m,
    const struct threehigh_report *r, struct verdict *v)
{
	const char *name = g->names[r->mover];
	char sq[3], card[THREEHIGH_CARD_SIZE];

	if (verdict_quiet(v))
		return;
	verdict_say(v, _("%s plays %s beside the %s side."), name,
	    threehigh_card_phrase(m->card, false, card),
	    threehigh_side_name(m->side));
	say_travel(g, m->piece, &r->trace, v);
	if (r->drew)
		verdict_say(v, _("%s draws a card (hand %d, draw pile %d)."), name,
		    g->th.hand[r->mover], g->th.pile);
	else if (!r->trace.off)
		verdict_say(v, _("%s draws no card, as a tree was completed: the hand is one card smaller (%d)."),
		    name, g->th.hand[r->mover]);
	for (int c = 0; c < THREEHIGH_COLOURS; c++)
		if (r->completed[c])
			verdict_announce(v, _("The %s tree stands on %s (%d of 5)."),
			    threehigh_colour_name(g, c),
			    threehigh_square_name(threehigh_tree_square(&g->th, c), sq),
			    threehigh_trees(&g->th));
	if (g->th.outcome != THREEHIGH_PLAYING)
		announce_end(g, v);
	else
		threehigh_say_turn(g, v);
}

void
threehigh_say_trees(const struct threehigh *g, struct verdict *v)
{
	struct sbuf list = { 0 }, item = { 0 };
	int n = threehigh_trees(&g->th), i = 0;
	char sq[3];

	for (int c = 0; c < THREEHIGH_COLOURS; c++) {
		int at = threehigh_tree_square(&g->th, c);

		if (at == THREEHIGH_NONE)
			continue;
		sbuf_reset(&item);
		/* TRANSLATORS: a tree in a list: its colour and square. */
		sbuf_printf(&item, _("%s on %s"), threehigh_colour_name(g, c),
		    threehigh_square_name(at, sq));
		render_list_and_add(&list, i++, n, sbuf_str(&item));
	}
	if (n > 0)
		verdict_say(v, _("Trees standing: %d of 5 (%s)."), n, sbuf_str(&list));
	else
		verdict_say(v, _("Trees standing: 0 of 5."));
	sbuf_free(&list);
	sbuf_free(&item);
}
