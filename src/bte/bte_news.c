/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_news.c — what a Best Treehouse Ever move did, and the news it
 * brings: a pick closed, the scoring order, a round's scores, the end
 * of the game with its bonuses and winners.  Only real phase changes
 * are announced (the front end draws the trees after them); who acts
 * next within a phase is part of the move's answer. */
#include "bte_glue.h"

#include <string.h>

#include "i18n.h"
#include "render.h"

void
bte_say_start(struct verdict *v, const struct bte_game *g)
{
	int who[BTE_MAX_PLAYERS];
	/* kept: its room serves the next call (no malloc and free) */
	static struct sbuf b;
	sbuf_reset(&b);

	for (int i = 0; i < g->nplayers; i++)
		who[i] = i;
	bte_join_players(&b, g, who, g->nplayers);
	if (bte_scoring(g) == BTE_SCORE_ZERO)
		/* two players draft nothing: each covers with a zero card */
		verdict_say(v, _("Best Treehouse Ever: %s, clockwise; %s is the "
		    "oldest and places the zero card first in round 1."),
		    sbuf_str(&b), g->p[0].name);
	else
		verdict_say(v, _("Best Treehouse Ever: %s, clockwise; %s is the "
		    "oldest and chooses first in round 1."), sbuf_str(&b),
		    g->p[0].name);
	if (bte_scoring(g) == BTE_SCORE_CHOSEN)
		verdict_say(v, _("Younger players variant: no game changers; each "
		    "round every player chooses one colour that scores."));
	verdict_announce(v, _("Round 1, pick 1: every player plays a card."));
}

/* ---- the scoring phase and the end ---- */

static void
announce_scoring_start(struct verdict *v, const struct bte_game *g)
{
	/* kept: its room serves the next call (no malloc and free) */
	static struct sbuf a, b;
	sbuf_reset(&a);
	sbuf_reset(&b);

	verdict_announce(v, _("Pick %d is complete: round %d is built."),
	    BTE_PICKS, g->round);
	bte_join_order(&a, g, g->phase);
	if (g->phase == BTE_TAKE) {
		bte_join_order(&b, g, BTE_COVER);
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
}

/* The colours scoring `value` points a room, as a list, or "none". */
static void
colours_with(struct sbuf *b, const signed char *mult, int value)
{
	const char *names[BTE_COLOURS];
	int n = 0;

	for (int c = 0; c < BTE_COLOURS; c++)
		if (mult[c] == value)
			names[n++] = bte_colour_name(c);
	if (n == 0)
		sbuf_add(b, _("none"));
	else
		render_list_and(b, names, n);
}

static void
announce_mult(struct verdict *v, const struct bte_game *g, int round)
{
	const signed char *mult = g->mult[round - 1];
	/* kept: its room serves the next call (no malloc and free) */
	static struct sbuf x2, zero;
	sbuf_reset(&x2);
	sbuf_reset(&zero);

	switch (bte_scoring(g)) {
	case BTE_SCORE_CHOSEN:
		colours_with(&x2, mult, 1);
		verdict_announce(v, _("Round %d scoring: %s score 1 point a room, "
		    "the other colours nothing."), round, sbuf_str(&x2));
		break;
	case BTE_SCORE_ZERO:
		colours_with(&zero, mult, 0);
		verdict_announce(v, _("Round %d scoring: zero on %s; every other "
		    "colour 1 point a room."), round, sbuf_str(&zero));
		break;
	default:
		colours_with(&x2, mult, 2);
		colours_with(&zero, mult, 0);
		verdict_announce(v, _("Round %d scoring: x2 on %s; zero on %s; "
		    "every other colour 1 point a room."), round, sbuf_str(&x2),
		    sbuf_str(&zero));
		break;
	}
}

/* The bonus of one colour as the core awarded it. */
static void
announce_bonus(struct verdict *v, const struct bte_game *g, int c)
{
	struct bte_bonus bonus;
	/* kept: its room serves the next call (no malloc and free) */
	static struct sbuf b;
	sbuf_reset(&b);

	bte_colour_bonus(g, c, &bonus);
	if (bonus.nleaders == 0)
		return; /* nobody built it: nothing to say */
	if (bonus.won) {
		verdict_announce(v, ngettext("Bonus for %s: %s, with %d room, "
		    "scores %d more.", "Bonus for %s: %s, with %d rooms, scores "
		    "%d more.", (unsigned long)bonus.most), bte_colour_name(c),
		    g->p[bonus.leader[0]].name, bonus.most, bonus.most);
		return;
	}
	bte_join_players(&b, g, bonus.leader, bonus.nleaders);
	verdict_announce(v, ngettext("No bonus for %s: %s tie with %d room.",
	    "No bonus for %s: %s tie with %d rooms.", (unsigned long)bonus.most),
	    bte_colour_name(c), sbuf_str(&b), bonus.most);
}

void
bte_say_winners(struct sbuf *out, const struct bte_game *g)
{
	int who[BTE_MAX_PLAYERS] = { 0 }, n = bte_winners(g, who);
	int points = bte_total(g, who[0]);
	/* kept: its room serves the next call (no malloc and free) */
	static struct sbuf b;
	sbuf_reset(&b);

	bte_join_players(&b, g, who, n);
	if (n == 1)
		sbuf_printf(out, ngettext("%s wins with %d point.",
		    "%s wins with %d points.", (unsigned long)points),
		    sbuf_str(&b), points);
	else
		sbuf_printf(out, ngettext("Shared victory: %s, with %d point "
		    "each.", "Shared victory: %s, with %d points each.",
		    (unsigned long)points), sbuf_str(&b), points);
}

void
bte_say_tiebreak(struct sbuf *out, const struct bte_game *g)
{
	int who[BTE_MAX_PLAYERS], top[2], win, points;
	enum bte_tiebreak tb = bte_tiebreak(g);

	if (tb == BTE_TB_NONE)
		return; /* one player had the most points: no tie to tell */
	win = (bte_winners(g, who), who[0]);
	points = bte_total(g, win);
	bte_top_counts(&g->p[win], top);
	switch (tb) {
	case BTE_TB_LARGEST:
		sbuf_printf(out, ngettext("The tie on %d point was broken by the "
		    "largest colour count: %s has %d rooms of one colour.",
		    "The tie on %d points was broken by the largest colour "
		    "count: %s has %d rooms of one colour.", (unsigned long)points),
		    points, g->p[win].name, top[0]);
		break;
	case BTE_TB_SECOND:
		sbuf_printf(out, ngettext("The tie on %d point and on the largest "
		    "colour count (%d) was broken by the second largest: %s has "
		    "%d.", "The tie on %d points and on the largest colour count "
		    "(%d) was broken by the second largest: %s has %d.",
		    (unsigned long)points), points, top[0], g->p[win].name, top[1]);
		break;
	case BTE_TB_SHARED:
		sbuf_printf(out, ngettext("The tie on %d point held on the largest "
		    "colour count (%d) and the second largest (%d).", "The tie on "
		    "%d points held on the largest colour count (%d) and the "
		    "second largest (%d).", (unsigned long)points),
		    points, top[0], top[1]);
		break;
	default:
		break;
	}
}

static void
announce_end(struct verdict *v, const struct bte_game *g)
{
	/* kept: its room serves the next call (no malloc and free) */
	static struct sbuf b;
	sbuf_reset(&b);

	verdict_announce(v, _("Game over. Colour bonuses go to the player with "
	    "strictly the most rooms of a colour."));
	for (int c = 0; c < BTE_COLOURS; c++)
		announce_bonus(v, g, c);
	bte_score_table(&b, g);
	verdict_announce(v, "%s", sbuf_str(&b));
	sbuf_reset(&b);
	bte_say_winners(&b, g);
	verdict_announce(v, "%s", sbuf_str(&b));
	sbuf_reset(&b);
	bte_say_tiebreak(&b, g);
	if (b.len > 0)
		verdict_announce(v, "%s", sbuf_str(&b));
}

/* The decimal digits of n at d (room for INT_TEXT_SIZE bytes); where
 * they end.  A count of rooms or the points a room: most often one
 * digit. */
static inline char *
put_int(char *d, int n)
{
	if (n >= 0 && n < 10) {
		*d = (char)('0' + n);
		return d + 1;
	}
	char buf[INT_TEXT_SIZE];
	const char *p = int_text(buf, n);
	size_t k = (size_t)(buf + INT_TEXT_SIZE - 1 - p);

	memcpy(d, p, k);
	return d + k;
}

void
bte_scored_colour(struct sbuf *out, const char *sep, const char *fmt,
    bool plain, const char *name, int rooms, int mult)
{
	if (!plain) {
		sbuf_add(out, sep);
		sbuf_printf(out, fmt, name, rooms, mult);
		return;
	}
	static const char times[] = " × ";
	size_t ns = strlen(sep), nn = strlen(name);
	size_t room = ns + nn + 1 + (sizeof times - 1) + 2 * INT_TEXT_SIZE;

	if (out->len + room + 1 > out->cap)
		sbuf_grow_slow(out, room);
	char *d = out->s + out->len;
	memcpy(d, sep, ns);
	d += ns;
	memcpy(d, name, nn);
	d += nn;
	*d++ = ' ';
	d = put_int(d, rooms);
	memcpy(d, times, sizeof times - 1);
	d = put_int(d + sizeof times - 1, mult);
	*d = '\0';
	out->len = (size_t)(d - out->s);
}

void
bte_say_scored(struct sbuf *out, const struct bte_game *g, int pl, int round)
{
	const signed char *mult = g->mult[round - 1];
	const signed char *rooms = g->p[pl].scored_rooms[round - 1];
	const char *sep = "";
	/* whether the format is the English one, asked again only when
	 * the language changes (i18n_generation) */
	static unsigned gen;
	static bool plain;

	/* TRANSLATORS: a colour, its rooms and the points each room
	 * scored this round: "red 2 × 2". */
	const char *fmt = _("%s %d × %d");
	if (gen != i18n_generation) {
		plain = strcmp(fmt, "%s %d × %d") == 0;
		gen = i18n_generation;
	}

	for (int c = 0; c < BTE_COLOURS; c++) {
		if (rooms[c] * mult[c] == 0)
			continue;
		bte_scored_colour(out, sep, fmt, plain, bte_colour_name(c),
		    rooms[c], mult[c]);
		sep = ", ";
	}
	if (sep[0] == '\0')
		sbuf_add(out, _("no colour scored"));
}

/* A tie for the most points decided the first chooser of the round now
 * starting: the tied players, and the rule that settled it. */
static void
announce_first_tie(struct verdict *v, const struct bte_game *g)
{
	struct bte_first f;
	const char *names[BTE_MAX_PLAYERS];
	/* kept: its room serves the next call (no malloc and free) */
	static struct sbuf who;
	sbuf_reset(&who);
	bool zero = bte_scoring(g) == BTE_SCORE_ZERO;

	bte_first_why(g, g->round, &f);
	if (f.ntied < 2)
		return;
	for (int i = 0; i < f.ntied; i++)
		names[i] = g->p[f.tied[i]].name;
	render_list_and(&who, names, f.ntied);
	if (f.chooser == f.prev && zero)
		/* TRANSLATORS: the tied players ("ann and bob"), their points,
		 * then the one who keeps the first turn (twice). */
		verdict_announce(v, ngettext("%s tie on %d point; %s placed the "
		    "zero card first last round, so %s places it first again.",
		    "%s tie on %d points; %s placed the zero card first last "
		    "round, so %s places it first again.", (unsigned long)f.points),
		    who.s, f.points, names[0], names[0]);
	else if (f.chooser == f.prev)
		/* TRANSLATORS: the tied players ("ann and bob"), their points,
		 * then the one who keeps first choice (twice). */
		verdict_announce(v, ngettext("%s tie on %d point; %s chose first "
		    "last round, so %s chooses first again.", "%s tie on %d "
		    "points; %s chose first last round, so %s chooses first "
		    "again.", (unsigned long)f.points), who.s, f.points,
		    names[0], names[0]);
	else if (zero)
		/* TRANSLATORS: the tied players, their points, the first of
		 * them clockwise from the one who placed the zero card first
		 * last round, that one, then the first of them again. */
		verdict_announce(v, ngettext("%s tie on %d point; %s sits "
		    "closest clockwise to %s, who placed the zero card first "
		    "last round, so %s places it first.", "%s tie on %d points; "
		    "%s sits closest clockwise to %s, who placed the zero card "
		    "first last round, so %s places it first.",
		    (unsigned long)f.points), who.s, f.points, names[0],
		    g->p[f.prev].name, names[0]);
	else
		/* TRANSLATORS: the tied players, their points, the first of
		 * them clockwise from the one who chose first last round,
		 * that one, then the first of them again. */
		verdict_announce(v, ngettext("%s tie on %d point; %s sits "
		    "closest clockwise to %s, who chose first last round, so %s "
		    "chooses first.", "%s tie on %d points; %s sits closest "
		    "clockwise to %s, who chose first last round, so %s chooses "
		    "first.", (unsigned long)f.points), who.s, f.points,
		    names[0], g->p[f.prev].name, names[0]);
}

static void
announce_round(struct verdict *v, const struct bte_game *g, int round)
{
	const char *first = g->p[bte_first_chooser(g)].name;

	/* kept: its room serves the next call (no malloc and free) */
	static struct sbuf how;
	sbuf_reset(&how);

	announce_mult(v, g, round);
	for (int i = 0; i < g->nplayers; i++) {
		int pts = g->p[i].score[round - 1];

		sbuf_reset(&how);
		bte_say_scored(&how, g, i, round);
		/* TRANSLATORS: a player, the round's points, the colours that
		 * made them ("red 2 × 2, green 3 × 1"), the total. */
		verdict_announce(v, ngettext("%s: %d point this round (%s), %d in all.",
		    "%s: %d points this round (%s), %d in all.", (unsigned long)pts),
		    g->p[i].name, pts, sbuf_str(&how), bte_total(g, i) - g->p[i].bonus);
	}
	if (g->phase == BTE_OVER) {
		announce_end(v, g);
		return;
	}
	announce_first_tie(v, g);
	if (bte_scoring(g) == BTE_SCORE_ZERO)
		verdict_announce(v, _("Round %d, pick 1: every player plays a "
		    "card; %s will place the zero card first."), g->round, first);
	else
		verdict_announce(v, _("Round %d, pick 1: every player plays a "
		    "card; %s will choose first."), g->round, first);
}

/* What changed after an accepted move, compared with the state before:
 * the news of a phase change, else who acts next in the answer. */
static __attribute__((noinline)) void
say_news(struct verdict *v, struct bte_stage old, const struct bte_game *g)
{
	/* (a quiet run, a log replayed, never comes here: each answer
	 * below returns first) */
	/* who acts next, asked of the core only in the scoring phase */
	int turn = g->phase == BTE_BUILD ? BTE_NONE : bte_turn(g);
	if (g->scored > old.scored)
		announce_round(v, g, old.round);
	else if (old.phase == BTE_BUILD && g->phase != BTE_BUILD)
		announce_scoring_start(v, g);
	else if (g->phase == BTE_BUILD && g->pick != old.pick)
		verdict_announce(v, _("Pick %d is complete; round %d, pick %d: "
		    "every player plays a card."), old.pick, g->round, g->pick);
	else if (g->phase == BTE_COVER && old.phase == BTE_TAKE)
		verdict_announce(v, _("Every player has a game changer; %s covers "
		    "first."), g->p[turn].name);
	else if (g->phase == BTE_TAKE)
		verdict_say(v, _("Next to take: %s."), g->p[turn].name);
	else if (g->phase == BTE_COVER)
		verdict_say(v, _("Next to cover: %s."), g->p[turn].name);
	else if (g->phase == BTE_CHOOSE)
		verdict_say(v, _("Next to choose: %s."), g->p[turn].name);
}

/* say_news, after most entries of a pick not asked: still building
 * the same pick, nothing changed but the entry itself (its answer said
 * it). */
static inline void
say_progress(struct verdict *v, struct bte_stage old,
    const struct bte_game *g)
{
	if (old.phase == BTE_BUILD && g->phase == BTE_BUILD &&
	    g->pick == old.pick)
		return;
	say_news(v, old, g);
}

/* ---- the answers to moves ---- */

/* Each answer returns at once on a quiet run (check, standings, a log
 * replayed): nobody reads it, so no message is looked up or formatted;
 * say_progress says nothing there either. */

void
bte_say_placed(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int colour, int level, int slot)
{
	if (verdict_quiet(v))
		return;
	const char *name = g->p[pl].name, *col = bte_room_colour(colour);

	if (bte_side(level, slot) == BTE_CENTRE)
		verdict_say(v, _("%s: %s room at level %d slot %d; on the centre "
		    "line, the marker does not move."), name, col, level, slot);
	else if (g->p[pl].marker == BTE_LEFT)
		verdict_say(v, _("%s: %s room at level %d slot %d; the marker "
		    "moves to the left space."), name, col, level, slot);
	else if (g->p[pl].marker == BTE_RIGHT)
		verdict_say(v, _("%s: %s room at level %d slot %d; the marker "
		    "moves to the right space."), name, col, level, slot);
	else
		verdict_say(v, _("%s: %s room at level %d slot %d; the marker "
		    "moves back to the centre."), name, col, level, slot);
	say_progress(v, old, g);
}

void
bte_say_discarded(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int colour)
{
	if (verdict_quiet(v))
		return;
	if (colour == BTE_NONE)
		verdict_say(v, _("%s discards a card face down."), g->p[pl].name);
	else
		verdict_say(v, _("%s discards a %s card."), g->p[pl].name,
		    bte_room_colour(colour));
	say_progress(v, old, g);
}

void
bte_say_taken(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int kind)
{
	if (verdict_quiet(v))
		return;
	if (kind == BTE_X2)
		verdict_say(v, _("%s takes an x2 card (%d left)."),
		    g->p[pl].name, g->kinds_left[kind]);
	else
		verdict_say(v, _("%s takes a zero card (%d left)."),
		    g->p[pl].name, g->kinds_left[kind]);
	say_progress(v, old, g);
}

void
bte_say_covered(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int kind, int colour)
{
	if (verdict_quiet(v))
		return;
	const char *col = bte_colour_name(colour);

	if (kind == BTE_X2)
		verdict_say(v, _("%s puts x2 on %s: %s rooms score 2 points each "
		    "this round."), g->p[pl].name, col, col);
	else
		verdict_say(v, _("%s puts zero on %s: %s rooms score nothing "
		    "this round."), g->p[pl].name, col, col);
	say_progress(v, old, g);
}

void
bte_say_chosen(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int colour)
{
	if (verdict_quiet(v))
		return;
	const char *col = bte_colour_name(colour);

	verdict_say(v, _("%s chooses %s: %s rooms score 1 point each this "
	    "round."), g->p[pl].name, col, col);
	say_progress(v, old, g);
}

/* ---- the score table ---- */

static void
player_cells(const struct bte_game *g, int i, const int rank[],
    char buf[TABLE_COLS][INT_TEXT_SIZE], const char *cells[TABLE_COLS])
{
	cells[0] = g->p[i].name;
	for (int r = 0; r < BTE_ROUNDS; r++)
		cells[r + 1] = r < g->scored ?
		    int_text(buf[r + 1], g->p[i].score[r]) : "-";
	cells[4] = g->phase == BTE_OVER ? int_text(buf[4], g->p[i].bonus) : "-";
	cells[5] = int_text(buf[5], bte_total(g, i));
	cells[6] = int_text(buf[6], rank[i]);
}

void
bte_score_table(struct sbuf *out, const struct bte_game *g)
{
	const char *cells[BTE_MAX_PLAYERS + 1][TABLE_COLS] = { {
		/* TRANSLATORS: column headings of the score table. */
		_("player"), _("round 1"), _("round 2"), _("round 3"),
		_("bonus"), _("total"), _("rank")
	} };
	char buf[BTE_MAX_PLAYERS][TABLE_COLS][INT_TEXT_SIZE];
	const char *flat[(BTE_MAX_PLAYERS + 1) * TABLE_COLS];
	int rank[BTE_MAX_PLAYERS], n = 0;
	int ncols = g->phase == BTE_OVER ? TABLE_COLS : TABLE_COLS - 1;

	bte_ranks(g, rank);
	for (int i = 0; i < g->nplayers; i++)
		player_cells(g, i, rank, buf[i], cells[i + 1]);
	for (int r = 0; r <= g->nplayers; r++)
		for (int k = 0; k < ncols; k++)
			flat[n++] = cells[r][k];
	render_table(out, flat, g->nplayers + 1, ncols);
}
