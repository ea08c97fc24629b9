/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh.c — the rules of 3-High: moving pieces by cards, stacking,
 * trees, the draw pile and how the team wins or loses. */
#include "threehigh.h"

#include <string.h>

int
threehigh_hand_size(int nplayers)
{
	static const int sizes[] = { 0, 6, 5, 4, 3 };

	return nplayers >= 1 && nplayers <= THREEHIGH_MAX_PLAYERS ? sizes[nplayers] : 0;
}

int
threehigh_side_opposite(int side)
{
	return (side + 2) % 4;
}

void
threehigh_init(struct threehigh_state *st, int nplayers)
{
	memset(st, 0, sizeof *st);
	st->nplayers = nplayers;
	for (int p = 0; p < THREEHIGH_PIECES; p++)
		st->square_of[p] = THREEHIGH_NONE;
	for (int i = 0; i < nplayers; i++)
		st->hand[i] = threehigh_hand_size(nplayers);
	st->pile = THREEHIGH_CARDS - nplayers * threehigh_hand_size(nplayers);
	st->outcome = THREEHIGH_PLAYING;
	st->end = THREEHIGH_END_NONE;
	st->end_player = THREEHIGH_NONE;
}

int
threehigh_height(const struct threehigh_state *st, int square)
{
	return st->height[square];
}

int
threehigh_top(const struct threehigh_state *st, int square)
{
	int h = st->height[square];

	return h > 0 ? st->stack[square][h - 1] : THREEHIGH_NONE;
}

int
threehigh_above(const struct threehigh_state *st, int piece)
{
	int sq = st->square_of[piece];

	if (sq == THREEHIGH_NONE)
		return THREEHIGH_NONE;
	for (int i = 0; i + 1 < st->height[sq]; i++)
		if (st->stack[sq][i] == piece)
			return st->stack[sq][i + 1];
	return THREEHIGH_NONE;
}

/* The colour of the tree the first `h` pieces of `square` end with. */
static int
tree_of(const struct threehigh_state *st, int square, int h)
{
	const signed char *s = st->stack[square];

	if (h < 3)
		return THREEHIGH_NONE;
	int large = s[h - 3], medium = s[h - 2], small = s[h - 1];
	int c = threehigh_piece_colour(large);
	if (large == threehigh_piece(c, THREEHIGH_LARGE) && medium == threehigh_piece(c, THREEHIGH_MEDIUM) &&
	    small == threehigh_piece(c, THREEHIGH_SMALL))
		return c;
	return THREEHIGH_NONE;
}

int
threehigh_tree_at(const struct threehigh_state *st, int square)
{
	return tree_of(st, square, st->height[square]);
}

int
threehigh_trees(const struct threehigh_state *st)
{
	int n = 0;

	for (int c = 0; c < THREEHIGH_COLOURS; c++)
		n += st->tree[c];
	return n;
}

int
threehigh_tree_square(const struct threehigh_state *st, int colour)
{
	int sq = st->square_of[threehigh_piece(colour, THREEHIGH_SMALL)];

	return sq != THREEHIGH_NONE && threehigh_tree_at(st, sq) == colour ? sq : THREEHIGH_NONE;
}

enum threehigh_phase
threehigh_phase(const struct threehigh_state *st)
{
	if (st->outcome == THREEHIGH_WON)
		return THREEHIGH_PHASE_WON;
	if (st->outcome == THREEHIGH_LOST)
		return THREEHIGH_PHASE_LOST;
	return st->started ? THREEHIGH_PHASE_PLAY : THREEHIGH_PHASE_SETUP;
}

int
threehigh_support(int piece)
{
	int size = threehigh_piece_size(piece);

	return size == THREEHIGH_LARGE ? THREEHIGH_NONE :
	    threehigh_piece(threehigh_piece_colour(piece), size + 1);
}

/* Which trees stand: a colour's three pieces can stand on one square only,
 * so one flag per colour says it all. */
static void
count_trees(struct threehigh_state *st)
{
	memset(st->tree, 0, sizeof st->tree);
	for (int sq = 0; sq < THREEHIGH_SQUARES; sq++) {
		int c = threehigh_tree_at(st, sq);
		if (c != THREEHIGH_NONE)
			st->tree[c] = true;
	}
}

static void
push(struct threehigh_state *st, int square, int piece)
{
	st->stack[square][st->height[square]++] = (signed char)piece;
	st->square_of[piece] = (signed char)square;
}

static void
pop(struct threehigh_state *st, int piece)
{
	int sq = st->square_of[piece];

	st->height[sq]--;
	st->stack[sq][st->height[sq]] = THREEHIGH_NONE;
	st->square_of[piece] = THREEHIGH_NONE;
}

static void
finish(struct threehigh_state *st, enum threehigh_outcome o, enum threehigh_end why, int player)
{
	st->outcome = o;
	st->end = why;
	st->end_player = player;
}

enum threehigh_setup_error
threehigh_check_setup(const struct threehigh_state *st, int square, const int *pieces, int n,
    int *bad, int *under)
{
	*bad = *under = THREEHIGH_NONE;
	if (threehigh_phase(st) != THREEHIGH_PHASE_SETUP)
		return THREEHIGH_SETUP_PHASE;
	if (n <= 0)
		return THREEHIGH_SETUP_EMPTY;
	for (int i = 0; i < n; i++) {
		*bad = pieces[i];
		if (st->square_of[pieces[i]] != THREEHIGH_NONE)
			return THREEHIGH_SETUP_PLACED;
		for (int j = 0; j < i; j++)
			if (pieces[j] == pieces[i])
				return THREEHIGH_SETUP_REPEATED;
	}
	/* large first, then medium, then small, each laid on top: nothing
	 * ever lies on a smaller piece (equal sizes in any order) */
	for (int i = 0; i < n; i++) {
		int below = i > 0 ? pieces[i - 1] : threehigh_top(st, square);

		if (below != THREEHIGH_NONE &&
		    threehigh_piece_size(below) < threehigh_piece_size(pieces[i])) {
			*bad = pieces[i];
			*under = below;
			return THREEHIGH_SETUP_ORDER;
		}
	}
	*bad = THREEHIGH_NONE;
	return THREEHIGH_SETUP_OK;
}

enum threehigh_setup_error
threehigh_setup(struct threehigh_state *st, int square, const int *pieces, int n, int *bad,
    int *under)
{
	enum threehigh_setup_error e = threehigh_check_setup(st, square, pieces, n, bad, under);

	if (e != THREEHIGH_SETUP_OK)
		return e;
	for (int i = 0; i < n; i++)
		push(st, square, pieces[i]);
	st->nplaced += n;
	if (st->nplaced < THREEHIGH_PIECES)
		return THREEHIGH_SETUP_OK;
	st->started = true;
	count_trees(st);
	if (threehigh_trees(st) == THREEHIGH_COLOURS)
		finish(st, THREEHIGH_WON, THREEHIGH_END_TREES, THREEHIGH_NONE);
	return THREEHIGH_SETUP_OK;
}

/* One step toward `side`, or THREEHIGH_NONE past the edge. */
static int
step(int square, int side)
{
	int f = threehigh_file(square), r = threehigh_rank(square);

	switch (side) {
	case THREEHIGH_NORTH: r++; break;
	case THREEHIGH_SOUTH: r--; break;
	case THREEHIGH_EAST: f++; break;
	default: f--; break;
	}
	if (f < 0 || f >= THREEHIGH_FILES || r < 0 || r >= THREEHIGH_RANKS)
		return THREEHIGH_NONE;
	return threehigh_square(f, r);
}

static void
landing(const struct threehigh_state *st, int piece, struct threehigh_trace *t)
{
	int below = threehigh_top(st, t->to);

	if (below == THREEHIGH_NONE)
		return;
	t->under = below;
	if (threehigh_piece_colour(below) != threehigh_piece_colour(piece))
		t->stop |= THREEHIGH_STOP_COLOUR;
	if (threehigh_piece_size(below) != threehigh_piece_size(piece) + 1)
		t->stop |= THREEHIGH_STOP_SIZE;
	if (t->stop == 0 && threehigh_piece_size(piece) == THREEHIGH_SMALL) {
		int h = st->height[t->to];

		t->completes = h >= 2 && st->stack[t->to][h - 2] ==
		    threehigh_piece(threehigh_piece_colour(piece), THREEHIGH_LARGE);
	}
}

/* The tree left standing on the piece's square once it has moved away. */
static int
uncovered_tree(const struct threehigh_state *st, int piece)
{
	int sq = st->square_of[piece];

	return threehigh_top(st, sq) == piece ? tree_of(st, sq, st->height[sq] - 1) :
	    THREEHIGH_NONE;
}

void
threehigh_trace(const struct threehigh_state *st, int card, int side, int piece,
    struct threehigh_trace *t)
{
	int value = threehigh_card_value(card), sq;

	memset(t, 0, sizeof *t);
	t->whole_value = threehigh_card_suit(card) == THREEHIGH_DIAMONDS;
	t->distance = t->whole_value ? value : value - threehigh_piece_size(piece);
	t->toward = t->distance > 0 ? side :
	    t->distance < 0 ? threehigh_side_opposite(side) : THREEHIGH_NONE;
	t->from = t->to = sq = st->square_of[piece];
	t->under = t->uncovers = THREEHIGH_NONE;
	if (sq == THREEHIGH_NONE || t->toward == THREEHIGH_NONE)
		return;
	for (int i = 0; i < (t->distance < 0 ? -t->distance : t->distance); i++) {
		sq = step(sq, t->toward);
		if (sq == THREEHIGH_NONE) {
			t->off = true;
			t->to = THREEHIGH_NONE;
			return;
		}
		t->path[t->npath++] = sq;
	}
	t->to = sq;
	t->uncovers = uncovered_tree(st, piece);
	landing(st, piece, t);
}

unsigned
threehigh_check_card(const struct threehigh_state *st, int player, int card)
{
	unsigned broken = threehigh_check_stuck(st, player);

	if (st->played[card])
		broken |= THREEHIGH_RULE_CARD;
	return broken;
}

unsigned
threehigh_check(const struct threehigh_state *st, const struct threehigh_move *m,
    struct threehigh_trace *t)
{
	unsigned broken = threehigh_check_card(st, m->player, m->card);

	threehigh_trace(st, m->card, m->side, m->piece, t);
	if (threehigh_above(st, m->piece) != THREEHIGH_NONE)
		broken |= THREEHIGH_RULE_COVERED;
	if (t->stop)
		broken |= THREEHIGH_RULE_STACK;
	return broken;
}

static void
next_turn(struct threehigh_state *st)
{
	st->turn = (st->turn + 1) % st->nplayers;
	if (st->hand[st->turn] == 0)
		finish(st, THREEHIGH_LOST, THREEHIGH_END_NO_CARD, st->turn);
}

/* After the piece moved: new trees, the win, or the draw. */
static void
after_move(struct threehigh_state *st, struct threehigh_report *r)
{
	bool before[THREEHIGH_COLOURS];

	memcpy(before, st->tree, sizeof before);
	count_trees(st);
	for (int c = 0; c < THREEHIGH_COLOURS; c++)
		if (st->tree[c] && !before[c]) {
			r->completed[c] = true;
			r->ncompleted++;
		}
	st->completions += r->ncompleted;
	if (threehigh_trees(st) == THREEHIGH_COLOURS) {
		finish(st, THREEHIGH_WON, THREEHIGH_END_TREES, r->mover);
		return;
	}
	if (r->ncompleted == 0) {
		r->drew = true;
		st->pile--;
		st->hand[r->mover]++;
		if (st->pile == 0) {
			finish(st, THREEHIGH_LOST, THREEHIGH_END_PILE, r->mover);
			return;
		}
	}
	next_turn(st);
}

void
threehigh_play(struct threehigh_state *st, const struct threehigh_move *m, struct threehigh_report *r)
{
	memset(r, 0, sizeof *r);
	r->mover = m->player;
	threehigh_trace(st, m->card, m->side, m->piece, &r->trace);
	st->played[m->card] = true;
	st->nplayed++;
	st->hand[m->player]--;
	if (r->trace.off) {
		pop(st, m->piece);
		count_trees(st);
		finish(st, THREEHIGH_LOST, THREEHIGH_END_OFF_BOARD, m->player);
		return;
	}
	if (r->trace.to != r->trace.from) {
		pop(st, m->piece);
		push(st, r->trace.to, m->piece);
	}
	after_move(st, r);
}

unsigned
threehigh_check_stuck(const struct threehigh_state *st, int player)
{
	if (threehigh_phase(st) != THREEHIGH_PHASE_PLAY)
		return THREEHIGH_RULE_PHASE;
	return player == st->turn ? 0 : THREEHIGH_RULE_TURN;
}

void
threehigh_stuck(struct threehigh_state *st)
{
	finish(st, THREEHIGH_LOST, THREEHIGH_END_STUCK, st->turn);
}
