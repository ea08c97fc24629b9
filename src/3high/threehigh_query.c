/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_query.c — 3-High's answers to the shared questions: status,
 * score, legal and why, in words and as --json data, each from the
 * judge of threehigh.c. */
#include "threehigh_glue.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "render.h"

/* ---- status and score ----------------------------------------------- */

static void
say_outcome(const struct threehigh *g, struct verdict *v)
{
	char buf[256];

	verdict_say(v, "%s", threehigh_end_sentence(g, buf, sizeof buf));
}

static void
status_setup(const struct threehigh *g, struct verdict *v)
{
	struct sbuf list = { 0 };
	int n = THREEHIGH_PIECES - g->th.nplaced, i = 0;

	/* in the order the setup lays them: large, then medium, then small */
	for (int size = 3; size >= 1; size--)
		for (int colour = 0; colour < THREEHIGH_COLOURS; colour++) {
			int p = threehigh_piece(colour, size);
			if (g->th.square_of[p] == THREEHIGH_NONE)
				render_list_and_add(&list, i++, n,
				    threehigh_piece_phrase(g, p));
		}
	verdict_say(v, _("Setup under way (pieces on the board: %d of 15); still to place: %s."),
	    g->th.nplaced, sbuf_str(&list));
	sbuf_free(&list);
}

static void
status_play(const struct threehigh *g, struct verdict *v)
{
	struct sbuf list = { 0 }, item = { 0 };
	char card[16];
	int n = g->th.nplayers;

	for (int i = 0; i < n; i++) {
		sbuf_reset(&item);
		/* TRANSLATORS: a player and the cards in hand, in a list. */
		sbuf_printf(&item, _("%s %d"), g->names[i], g->th.hand[i]);
		render_list_and_add(&list, i, n, sbuf_str(&item));
	}
	verdict_say(v, _("Cards in hand: %s; draw pile: %d."), sbuf_str(&list), g->th.pile);
	sbuf_reset(&list);
	for (int k = 0; k < THREEHIGH_CARDS; k++)
		if (g->th.played[k])
			sbuf_printf(&list, "%s%s", list.len ? " " : "",
			    threehigh_card_code(k, card));
	if (list.len)
		verdict_say(v, _("Cards played: %d of 32 (%s)."), g->th.nplayed,
		    sbuf_str(&list));
	sbuf_free(&list);
	sbuf_free(&item);
	threehigh_say_trees(g, v);
}

bool
threehigh_status(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	const char *to_play[1];
	int n = 0;

	(void)c;
	if (threehigh_phase(&g->th) == THREEHIGH_PHASE_SETUP)
		status_setup(g, v);
	else {
		if (threehigh_phase(&g->th) == THREEHIGH_PHASE_PLAY)
			verdict_say(v, _("%s to play."), g->names[g->th.turn]);
		else
			say_outcome(g, v);
		status_play(g, v);
	}
	if (threehigh_phase(&g->th) == THREEHIGH_PHASE_PLAY)
		to_play[n++] = g->names[g->th.turn];
	/* the protocol's phase: "over" once the game has ended, how in
	 * "outcome" */
	verdict_data_string(v, "phase", threehigh_phase(&g->th) == THREEHIGH_PHASE_WON ||
	    threehigh_phase(&g->th) == THREEHIGH_PHASE_LOST ? "over" : threehigh_phase_word(g));
	if (threehigh_phase(&g->th) == THREEHIGH_PHASE_WON || threehigh_phase(&g->th) == THREEHIGH_PHASE_LOST)
		verdict_data_string(v, "outcome", threehigh_phase_word(g));
	verdict_data_strings(v, "to_play", to_play, n);
	verdict_data_int(v, "pieces_placed", g->th.nplaced);
	verdict_data_int(v, "trees", threehigh_trees(&g->th));
	verdict_data_int(v, "pile", g->th.pile);
	return true;
}

bool
threehigh_score(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;

	(void)c;
	threehigh_say_trees(g, v);
	verdict_say(v, _("Cards left in the draw pile: %d."), g->th.pile);
	if (threehigh_phase(&g->th) == THREEHIGH_PHASE_SETUP)
		status_setup(g, v);
	else
		say_outcome(g, v);
	return true;
}

/* ---- legal ---------------------------------------------------------- */

/* What `legal` found for one card: the moves in words for --json. */
struct legal_list {
	int counts[3]; /* legal, off the board, refused */
	int nallowed, noff;
	char allowed[THREEHIGH_PIECES * 4][32], off[THREEHIGH_PIECES * 4][32];
	const char *allowed_p[THREEHIGH_PIECES * 4], *off_p[THREEHIGH_PIECES * 4];
};

static void
note_allowed(const struct threehigh *g, const struct threehigh_move *m, bool off,
    struct legal_list *l)
{
	int i = l->nallowed++;

	snprintf(l->allowed[i], sizeof l->allowed[i], "%s %s",
	    threehigh_side_english(m->side), threehigh_piece_english(g, m->piece));
	l->allowed_p[i] = l->allowed[i];
	if (off) {
		memcpy(l->off[l->noff], l->allowed[i], sizeof l->off[0]);
		l->off_p[l->noff] = l->off[l->noff];
		l->noff++;
	}
}

/* One side's outcome for `legal`, as the judge of `play` finds it. */
static void
side_outcome(const struct threehigh *g, const struct threehigh_trace *t,
    unsigned broken, int side, struct sbuf *out, struct legal_list *l)
{
	const char *s = threehigh_side_name(side);
	char sq[3];

	threehigh_square_name(t->off ? 0 : t->to, sq);
	if (broken & THREEHIGH_RULE_STACK) {
		sbuf_printf(out, _("%s: refused, %s holds %s"), s, sq,
		    threehigh_piece_phrase(g, t->under));
		l->counts[2]++;
		return;
	}
	l->counts[t->off ? 1 : 0]++;
	if (t->off)
		sbuf_printf(out, _("%s: off the board (the team loses)"), s);
	else if (t->completes)
		sbuf_printf(out, _("%s: %s, completing the tree"), s, sq);
	else if (t->under != THREEHIGH_NONE)
		sbuf_printf(out, _("%s: %s, onto %s"), s, sq,
		    threehigh_piece_phrase(g, t->under));
	else
		sbuf_printf(out, _("%s: %s"), s, sq);
}

/* The moves of one uncovered piece, side by side: what threehigh_check() says
 * of each but for the turn, the card and the phase, said once. */
static void
legal_piece(const struct threehigh *g, const struct threehigh_move *m,
    unsigned whole, struct legal_list *l, struct verdict *v)
{
	struct sbuf line = { 0 }, one = { 0 }, was = { 0 };
	struct threehigh_move each = *m;
	struct threehigh_trace t;
	char sq[3], name[THREEHIGH_NAME_SIZE];
	int uncovers = THREEHIGH_NONE;

	threehigh_piece_subject(g, m->piece, name);
	for (each.side = 0; each.side < 4; each.side++) {
		unsigned broken = threehigh_check(&g->th, &each, &t);

		if (broken == 0)
			note_allowed(g, &each, t.off, l);
		if (t.toward == THREEHIGH_NONE)
			continue;
		if (t.uncovers != THREEHIGH_NONE && !(broken & THREEHIGH_RULE_STACK))
			uncovers = t.uncovers;
		sbuf_reset(&one);
		side_outcome(g, &t, broken & ~whole, each.side, &one, l);
		if (line.len) {
			sbuf_reset(&was);
			sbuf_add(&was, sbuf_str(&line));
			sbuf_reset(&line);
			/* TRANSLATORS: the outcomes of two sides in legal. */
			sbuf_printf(&line, _("%s; %s"), sbuf_str(&was), sbuf_str(&one));
		} else {
			sbuf_add(&line, sbuf_str(&one));
		}
	}
	threehigh_square_name(t.from, sq);
	if (t.toward == THREEHIGH_NONE) {
		verdict_say(v, _("  %s on %s: stays there whatever the side (distance 0)."),
		    name, sq);
		l->counts[0] += 4;
	} else {
		verdict_say(v, _("  %s on %s: %s."), name, sq, sbuf_str(&line));
	}
	sbuf_free(&line);
	sbuf_free(&one);
	sbuf_free(&was);
	if (uncovers != THREEHIGH_NONE)
		verdict_say(v, _("  Moving %s lets the %s tree on %s stand: no card is drawn."),
		    threehigh_piece_phrase(g, m->piece),
		    threehigh_colour_name(g, uncovers), sq);
}

/* Say first what would stop the card from being played at all. */
static void
legal_notes(const struct threehigh *g, int player, int card, unsigned broken,
    struct verdict *v)
{
	char name[THREEHIGH_CARD_SIZE];
	struct sbuf rule = { 0 };

	/* the rule named as text names it (game_rule_tag) */
	if (broken & THREEHIGH_RULE_PHASE) {
		game_rule_tag(v->names, "phase", false, &rule);
		verdict_say(v, _("Note: no move can be made now (%s)."),
		    rule.s);
	} else if (broken & THREEHIGH_RULE_TURN) {
		game_rule_tag(v->names, "turn", false, &rule);
		verdict_say(v, _("Note: it is %s's turn, not %s's (%s)."),
		    g->names[g->th.turn], g->names[player], rule.s);
	}
	sbuf_reset(&rule);
	if (broken & THREEHIGH_RULE_CARD) {
		game_rule_tag(v->names, "card", false, &rule);
		verdict_say(v, _("Note: %s has already been played (%s)."),
		    threehigh_card_phrase(card, false, name), rule.s);
	}
	sbuf_free(&rule);
}

/* `legal NAME`: with each card not played yet, every move the judge
 * allows (threehigh_check on each uncovered piece and side), after what stops
 * the player from moving at all (phase, turn). */
static bool
legal_all(struct threehigh *g, int player, struct verdict *v)
{
	struct sbuf line = { 0 };
	const char **data = xcalloc(THREEHIGH_CARDS * THREEHIGH_PIECES * 4, sizeof *data);
	char (*text)[48] = xcalloc(THREEHIGH_CARDS * THREEHIGH_PIECES * 4, sizeof *text);
	int n = 0, first = 0;
	char code[16], english[16];

	while (first < THREEHIGH_CARDS - 1 && g->th.played[first])
		first++;
	unsigned whole = threehigh_check_card(&g->th, player, first) & ~THREEHIGH_RULE_CARD;

	if (whole) {
		legal_notes(g, player, first, whole, v);
		verdict_say(v, _("%s has no move now."), g->names[player]);
	} else {
		verdict_say(v, _("With each card not played yet, %s could move "
		    "(moves off the board, which lose, left out):"),
		    g->names[player]);
		for (int card = 0; card < THREEHIGH_CARDS; card++) {
			struct legal_list *l;

			if (g->th.played[card])
				continue;
			l = xcalloc(1, sizeof *l);
			sbuf_reset(&line);
			for (int p = 0; p < THREEHIGH_PIECES; p++) {
				struct threehigh_move m = { player, card, THREEHIGH_NORTH, p };
				struct threehigh_trace t;

				if (g->th.square_of[p] == THREEHIGH_NONE ||
				    threehigh_above(&g->th, p) != THREEHIGH_NONE)
					continue;
				for (m.side = 0; m.side < 4; m.side++) {
					if (threehigh_check(&g->th, &m, &t) != 0 || t.off)
						continue;
					note_allowed(g, &m, false, l);
					/* in words, the side then the piece */
					sbuf_printf(&line, "%s%s %s", line.len ? ", " : "",
					    threehigh_side_name(m.side),
					    threehigh_piece_word(g, p));
					snprintf(text[n], sizeof text[n], "%s %s",
					    threehigh_card_english(card, english),
					    l->allowed[l->nallowed - 1]);
					data[n] = text[n];
					n++;
				}
			}
			threehigh_card_code(card, code);
			if (l->nallowed)
				/* TRANSLATORS: a card, then its moves: "4h: north
				 * red-small, east red-small". */
				verdict_say(v, _("  %s: %s"), code, sbuf_str(&line));
			else
				verdict_say(v, _("  %s: no move that stays on the board"),
				    code);
			free(l);
		}
	}
	verdict_data_strings(v, "legal", data, n);
	sbuf_free(&line);
	free(data);
	free(text);
	return true;
}

bool
threehigh_legal(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	struct legal_list *l;
	struct sbuf covered = { 0 };
	int player, card, ncovered = 0, i = 0;
	unsigned whole;
	char name[THREEHIGH_CARD_SIZE];

	if (c->argc == 2)
		return threehigh_parse_player(g, c->argv[1], &player, v) &&
		    legal_all(g, player, v);
	if (!threehigh_parse_player(g, c->argv[1], &player, v) ||
	    !threehigh_parse_card(c->argv[2], &card, v))
		return false;
	whole = threehigh_check_card(&g->th, player, card);
	legal_notes(g, player, card, whole, v);
	verdict_say(v, _("With %s, %s could move:"),
	    threehigh_card_phrase(card, false, name), g->names[player]);
	l = xcalloc(1, sizeof *l);
	for (int p = 0; p < THREEHIGH_PIECES; p++)
		ncovered += threehigh_above(&g->th, p) != THREEHIGH_NONE;
	for (int p = 0; p < THREEHIGH_PIECES; p++) {
		struct threehigh_move m = { player, card, THREEHIGH_NORTH, p };

		if (g->th.square_of[p] == THREEHIGH_NONE)
			continue;
		if (threehigh_above(&g->th, p) != THREEHIGH_NONE)
			render_list_and_add(&covered, i++, ncovered,
			    threehigh_piece_phrase(g, p));
		else
			legal_piece(g, &m, whole, l, v);
	}
	if (covered.len)
		verdict_say(v, _("Covered, so they cannot move: %s."), sbuf_str(&covered));
	verdict_say(v, _("Moves: %d legal, %d off the board, %d refused."),
	    l->counts[0], l->counts[1], l->counts[2]);
	verdict_data_strings(v, "legal", l->allowed_p, l->nallowed);
	verdict_data_strings(v, "off_board", l->off_p, l->noff);
	sbuf_free(&covered);
	free(l);
	return true;
}

/* ---- why ------------------------------------------------------------ */

static void
why_whole(const struct threehigh *g, const struct threehigh_move *m, unsigned broken,
    struct verdict *v)
{
	char card[THREEHIGH_CARD_SIZE];
	int above = threehigh_above(&g->th, m->piece);

	if (!(broken & THREEHIGH_RULE_PHASE))
		verdict_check(v, "phase", CHECK_PASSED, _("play is under way"));
	else if (threehigh_phase(&g->th) == THREEHIGH_PHASE_SETUP)
		verdict_check(v, "phase", CHECK_BROKEN,
		    _("the setup is not complete (pieces on the board: %d of 15)"),
		    g->th.nplaced);
	else
		verdict_check(v, "phase", CHECK_BROKEN, _("the game is over"));
	if (broken & THREEHIGH_RULE_PHASE)
		verdict_check(v, "turn", CHECK_SKIPPED, _("no move can be made now"));
	else if (broken & THREEHIGH_RULE_TURN)
		verdict_check(v, "turn", CHECK_BROKEN, _("it is %s's turn, not %s's"),
		    g->names[g->th.turn], g->names[m->player]);
	else
		verdict_check(v, "turn", CHECK_PASSED, _("it is %s's turn"),
		    g->names[m->player]);
	threehigh_card_phrase(m->card, false, card);
	if (broken & THREEHIGH_RULE_CARD)
		verdict_check(v, "card", CHECK_BROKEN, _("%s has already been played"), card);
	else
		verdict_check(v, "card", CHECK_PASSED, _("%s has not been played yet"), card);
	if (broken & THREEHIGH_RULE_COVERED)
		verdict_check(v, "covered", CHECK_BROKEN, _("%s is covered by %s"),
		    threehigh_piece_phrase(g, m->piece), threehigh_piece_phrase(g, above));
	else
		verdict_check(v, "covered", CHECK_PASSED, _("%s is uncovered"),
		    threehigh_piece_phrase(g, m->piece));
}

static void
why_distance(const struct threehigh *g, const struct threehigh_move *m,
    const struct threehigh_trace *t, struct verdict *v)
{
	int value = threehigh_card_value(m->card), size = threehigh_piece_size(m->piece);
	const char *side = threehigh_side_name(m->side);
	char dist[RENDER_INT_SIZE];

	if (t->whole_value)
		verdict_say(v, _("Distance: a diamond ignores the size of the piece, so %d."), value);
	else
		verdict_say(v, _("Distance: %d (card) - %d (size of %s) = %s."), value, size,
		    threehigh_piece_phrase(g, m->piece), render_int(dist, t->distance));
	if (t->distance > 0)
		verdict_say(v, _("Direction: positive, so toward the %s side."), side);
	else if (t->distance < 0)
		verdict_say(v, _("Direction: negative, so away from the %s side: %d %s."),
		    side, -t->distance, threehigh_side_toward(t->toward));
}

static void
why_path(const struct threehigh *g, const struct threehigh_trace *t, struct verdict *v)
{
	struct sbuf path = { 0 };
	char sq[3];

	for (int i = 0; i < t->npath; i++) {
		int s = t->path[i], top = threehigh_top(&g->th, s);

		sbuf_printf(&path, "%s%s", i ? ", " : "", threehigh_square_name(s, sq));
		if (top != THREEHIGH_NONE && s != t->to)
			sbuf_printf(&path, _(" (over %s)"), threehigh_piece_phrase(g, top));
	}
	if (t->off && t->npath > 0)
		verdict_say(v, _("Path: %s, then off the board."), sbuf_str(&path));
	else if (t->off)
		verdict_say(v, _("Path: straight off the board."));
	else
		verdict_say(v, _("Path: %s."), sbuf_str(&path));
	sbuf_free(&path);
}

/* The stopping rule, as threehigh_trace() found the landing. */
static void
why_stop(const struct threehigh *g, const struct threehigh_move *m,
    const struct threehigh_trace *t, struct verdict *v)
{
	char buf[256], sq[3], to[3] = "";

	if (t->to != THREEHIGH_NONE)
		threehigh_square_name(t->to, to);
	if (t->from == THREEHIGH_NONE)
		verdict_check(v, "stack", CHECK_SKIPPED,
		    _("%s is not on the board"), threehigh_piece_phrase(g, m->piece));
	else if (t->toward == THREEHIGH_NONE)
		verdict_check(v, "stack", CHECK_SKIPPED,
		    _("the distance is 0: %s stays on %s"),
		    threehigh_piece_phrase(g, m->piece),
		    threehigh_square_name(t->from, sq));
	else if (t->off)
		verdict_check(v, "stack", CHECK_SKIPPED,
		    _("the piece would leave the board, so no stop is checked: the team would lose"));
	else if (t->stop)
		verdict_check(v, "stack", CHECK_BROKEN, "%s",
		    threehigh_stop_refusal(g, m->piece, t, false, buf, sizeof buf));
	else if (t->completes)
		verdict_check(v, "stack", CHECK_PASSED,
		    _("%s holds %s on %s, and the tree is complete: no card is drawn"),
		    to, threehigh_piece_phrase(g, t->under),
		    threehigh_piece_phrase(g, threehigh_support(t->under)));
	else if (t->under != THREEHIGH_NONE)
		verdict_check(v, "stack", CHECK_PASSED,
		    _("%s holds %s, the same colour one size larger"), to,
		    threehigh_piece_phrase(g, t->under));
	else
		verdict_check(v, "stack", CHECK_PASSED, _("%s is empty"), to);
}

bool
threehigh_why(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	struct threehigh_move m;
	struct threehigh_trace t;
	unsigned broken;
	char sq[3], card[THREEHIGH_CARD_SIZE];

	if (!threehigh_parse_move(g, c, &m, v))
		return false;
	broken = threehigh_check(&g->th, &m, &t);
	/* the move the checks are about, as bte's why says it */
	threehigh_card_phrase(m.card, false, card);
	verdict_say(v, _("If %s plays %s beside the %s side and moves %s:"),
	    g->names[m.player], card, threehigh_side_name(m.side),
	    threehigh_piece_phrase(g, m.piece));
	why_whole(g, &m, broken, v);
	if (t.from != THREEHIGH_NONE) {
		why_distance(g, &m, &t, v);
		if (t.toward != THREEHIGH_NONE)
			why_path(g, &t, v);
	}
	why_stop(g, &m, &t, v);
	if (t.uncovers != THREEHIGH_NONE && !t.stop)
		verdict_say(v, _("Lifting %s lets the %s tree on %s stand: no card is drawn."),
		    threehigh_piece_phrase(g, m.piece),
		    threehigh_colour_name(g, t.uncovers),
		    threehigh_square_name(t.from, sq));
	verdict_data_int(v, "distance", t.distance);
	verdict_data_string(v, "from", t.from == THREEHIGH_NONE ? "" :
	    threehigh_square_name(t.from, sq));
	verdict_data_string(v, "to", t.off ? "off" : t.to == THREEHIGH_NONE ? "" :
	    threehigh_square_name(t.to, sq));
	return true;
}
