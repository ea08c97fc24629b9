/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh.c — the rules of 3-High: moving pieces by cards, stacking,
 * trees, the draw pile and how the team wins or loses. */
#include "threehigh.h"

#include <string.h>

int
th_hand_size(int nplayers)
{
	static const int sizes[] = { 0, 6, 5, 4, 3 };

	return nplayers >= 1 && nplayers <= TH_MAX_PLAYERS ? sizes[nplayers] : 0;
}

int
th_side_opposite(int side)
{
	return (side + 2) % 4;
}

void
th_init(struct th_state *st, int nplayers)
{
	memset(st, 0, sizeof *st);
	st->nplayers = nplayers;
	for (int p = 0; p < TH_PIECES; p++)
		st->square_of[p] = TH_NONE;
	for (int i = 0; i < nplayers; i++)
		st->hand[i] = th_hand_size(nplayers);
	st->pile = TH_CARDS - nplayers * th_hand_size(nplayers);
	st->outcome = TH_PLAYING;
	st->end = TH_END_NONE;
	st->end_player = TH_NONE;
}

int
th_height(const struct th_state *st, int square)
{
	return st->height[square];
}

int
th_top(const struct th_state *st, int square)
{
	int h = st->height[square];

	return h > 0 ? st->stack[square][h - 1] : TH_NONE;
}

int
th_above(const struct th_state *st, int piece)
{
	int sq = st->square_of[piece];

	if (sq == TH_NONE)
		return TH_NONE;
	for (int i = 0; i + 1 < st->height[sq]; i++)
		if (st->stack[sq][i] == piece)
			return st->stack[sq][i + 1];
	return TH_NONE;
}

/* The colour of the tree the first `h` pieces of `square` end with. */
static int
tree_of(const struct th_state *st, int square, int h)
{
	const signed char *s = st->stack[square];

	if (h < 3)
		return TH_NONE;
	int large = s[h - 3], medium = s[h - 2], small = s[h - 1];
	int c = th_piece_colour(large);
	if (large == th_piece(c, TH_LARGE) && medium == th_piece(c, TH_MEDIUM) &&
	    small == th_piece(c, TH_SMALL))
		return c;
	return TH_NONE;
}

int
th_tree_at(const struct th_state *st, int square)
{
	return tree_of(st, square, st->height[square]);
}

int
th_trees(const struct th_state *st)
{
	int n = 0;

	for (int c = 0; c < TH_COLOURS; c++)
		n += st->tree[c];
	return n;
}

int
th_tree_square(const struct th_state *st, int colour)
{
	int sq = st->square_of[th_piece(colour, TH_SMALL)];

	return sq != TH_NONE && th_tree_at(st, sq) == colour ? sq : TH_NONE;
}

enum th_phase
th_phase(const struct th_state *st)
{
	if (st->outcome == TH_WON)
		return TH_PHASE_WON;
	if (st->outcome == TH_LOST)
		return TH_PHASE_LOST;
	return st->started ? TH_PHASE_PLAY : TH_PHASE_SETUP;
}

int
th_support(int piece)
{
	int size = th_piece_size(piece);

	return size == TH_LARGE ? TH_NONE :
	    th_piece(th_piece_colour(piece), size + 1);
}

/* Which trees stand: a colour's three pieces can stand on one square only,
 * so one flag per colour says it all. */
static void
count_trees(struct th_state *st)
{
	memset(st->tree, 0, sizeof st->tree);
	for (int sq = 0; sq < TH_SQUARES; sq++) {
		int c = th_tree_at(st, sq);
		if (c != TH_NONE)
			st->tree[c] = true;
	}
}

static void
push(struct th_state *st, int square, int piece)
{
	st->stack[square][st->height[square]++] = (signed char)piece;
	st->square_of[piece] = (signed char)square;
}

static void
pop(struct th_state *st, int piece)
{
	int sq = st->square_of[piece];

	st->height[sq]--;
	st->stack[sq][st->height[sq]] = TH_NONE;
	st->square_of[piece] = TH_NONE;
}

static void
finish(struct th_state *st, enum th_outcome o, enum th_end why, int player)
{
	st->outcome = o;
	st->end = why;
	st->end_player = player;
}

enum th_setup_error
th_check_setup(const struct th_state *st, int square, const int *pieces, int n,
    int *bad, int *under)
{
	*bad = *under = TH_NONE;
	if (th_phase(st) != TH_PHASE_SETUP)
		return TH_SETUP_PHASE;
	if (n <= 0)
		return TH_SETUP_EMPTY;
	for (int i = 0; i < n; i++) {
		*bad = pieces[i];
		if (st->square_of[pieces[i]] != TH_NONE)
			return TH_SETUP_PLACED;
		for (int j = 0; j < i; j++)
			if (pieces[j] == pieces[i])
				return TH_SETUP_REPEATED;
	}
	/* large first, then medium, then small, each laid on top: nothing
	 * ever lies on a smaller piece (equal sizes in any order) */
	for (int i = 0; i < n; i++) {
		int below = i > 0 ? pieces[i - 1] : th_top(st, square);

		if (below != TH_NONE &&
		    th_piece_size(below) < th_piece_size(pieces[i])) {
			*bad = pieces[i];
			*under = below;
			return TH_SETUP_ORDER;
		}
	}
	*bad = TH_NONE;
	return TH_SETUP_OK;
}

enum th_setup_error
th_setup(struct th_state *st, int square, const int *pieces, int n, int *bad,
    int *under)
{
	enum th_setup_error e = th_check_setup(st, square, pieces, n, bad, under);

	if (e != TH_SETUP_OK)
		return e;
	for (int i = 0; i < n; i++)
		push(st, square, pieces[i]);
	st->nplaced += n;
	if (st->nplaced < TH_PIECES)
		return TH_SETUP_OK;
	st->started = true;
	count_trees(st);
	if (th_trees(st) == TH_COLOURS)
		finish(st, TH_WON, TH_END_TREES, TH_NONE);
	return TH_SETUP_OK;
}

/* One step toward `side`, or TH_NONE past the edge. */
static int
step(int square, int side)
{
	int f = th_file(square), r = th_rank(square);

	switch (side) {
	case TH_NORTH: r++; break;
	case TH_SOUTH: r--; break;
	case TH_EAST: f++; break;
	default: f--; break;
	}
	if (f < 0 || f >= TH_FILES || r < 0 || r >= TH_RANKS)
		return TH_NONE;
	return th_square(f, r);
}

static void
landing(const struct th_state *st, int piece, struct th_trace *t)
{
	int below = th_top(st, t->to);

	if (below == TH_NONE)
		return;
	t->under = below;
	if (th_piece_colour(below) != th_piece_colour(piece))
		t->stop |= TH_STOP_COLOUR;
	if (th_piece_size(below) != th_piece_size(piece) + 1)
		t->stop |= TH_STOP_SIZE;
	if (t->stop == 0 && th_piece_size(piece) == TH_SMALL) {
		int h = st->height[t->to];

		t->completes = h >= 2 && st->stack[t->to][h - 2] ==
		    th_piece(th_piece_colour(piece), TH_LARGE);
	}
}

/* The tree left standing on the piece's square once it has moved away. */
static int
uncovered_tree(const struct th_state *st, int piece)
{
	int sq = st->square_of[piece];

	return th_top(st, sq) == piece ? tree_of(st, sq, st->height[sq] - 1) :
	    TH_NONE;
}

void
th_trace(const struct th_state *st, int card, int side, int piece,
    struct th_trace *t)
{
	int value = th_card_value(card), sq;

	memset(t, 0, sizeof *t);
	t->whole_value = th_card_suit(card) == TH_DIAMONDS;
	t->distance = t->whole_value ? value : value - th_piece_size(piece);
	t->toward = t->distance > 0 ? side :
	    t->distance < 0 ? th_side_opposite(side) : TH_NONE;
	t->from = t->to = sq = st->square_of[piece];
	t->under = t->uncovers = TH_NONE;
	if (sq == TH_NONE || t->toward == TH_NONE)
		return;
	for (int i = 0; i < (t->distance < 0 ? -t->distance : t->distance); i++) {
		sq = step(sq, t->toward);
		if (sq == TH_NONE) {
			t->off = true;
			t->to = TH_NONE;
			return;
		}
		t->path[t->npath++] = sq;
	}
	t->to = sq;
	t->uncovers = uncovered_tree(st, piece);
	landing(st, piece, t);
}

unsigned
th_check_card(const struct th_state *st, int player, int card)
{
	unsigned broken = th_check_stuck(st, player);

	if (st->played[card])
		broken |= TH_RULE_CARD;
	return broken;
}

unsigned
th_check(const struct th_state *st, const struct th_move *m,
    struct th_trace *t)
{
	unsigned broken = th_check_card(st, m->player, m->card);

	th_trace(st, m->card, m->side, m->piece, t);
	if (th_above(st, m->piece) != TH_NONE)
		broken |= TH_RULE_COVERED;
	if (t->stop)
		broken |= TH_RULE_STACK;
	return broken;
}

static void
next_turn(struct th_state *st)
{
	st->turn = (st->turn + 1) % st->nplayers;
	if (st->hand[st->turn] == 0)
		finish(st, TH_LOST, TH_END_NO_CARD, st->turn);
}

/* After the piece moved: new trees, the win, or the draw. */
static void
after_move(struct th_state *st, struct th_report *r)
{
	bool before[TH_COLOURS];

	memcpy(before, st->tree, sizeof before);
	count_trees(st);
	for (int c = 0; c < TH_COLOURS; c++)
		if (st->tree[c] && !before[c]) {
			r->completed[c] = true;
			r->ncompleted++;
		}
	st->completions += r->ncompleted;
	if (th_trees(st) == TH_COLOURS) {
		finish(st, TH_WON, TH_END_TREES, r->mover);
		return;
	}
	if (r->ncompleted == 0) {
		r->drew = true;
		st->pile--;
		st->hand[r->mover]++;
		if (st->pile == 0) {
			finish(st, TH_LOST, TH_END_PILE, r->mover);
			return;
		}
	}
	next_turn(st);
}

void
th_play(struct th_state *st, const struct th_move *m, struct th_report *r)
{
	memset(r, 0, sizeof *r);
	r->mover = m->player;
	th_trace(st, m->card, m->side, m->piece, &r->trace);
	st->played[m->card] = true;
	st->nplayed++;
	st->hand[m->player]--;
	if (r->trace.off) {
		pop(st, m->piece);
		count_trees(st);
		finish(st, TH_LOST, TH_END_OFF_BOARD, m->player);
		return;
	}
	if (r->trace.to != r->trace.from) {
		pop(st, m->piece);
		push(st, r->trace.to, m->piece);
	}
	after_move(st, r);
}

unsigned
th_check_stuck(const struct th_state *st, int player)
{
	if (th_phase(st) != TH_PHASE_PLAY)
		return TH_RULE_PHASE;
	return player == st->turn ? 0 : TH_RULE_TURN;
}

void
th_stuck(struct th_state *st)
{
	finish(st, TH_LOST, TH_END_STUCK, st->turn);
}
