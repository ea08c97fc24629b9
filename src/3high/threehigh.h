/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh.h — the rules of 3-High (cooperative, on a chessboard): board,
 * stacks, cards, turns, trees and the end of the game; no I/O. */
#ifndef TREEREF_THREEHIGH_H
#define TREEREF_THREEHIGH_H

#include <stdbool.h>

#define TH_FILES 8       /* a..h, west to east */
#define TH_RANKS 8       /* 1..8, south to north */
#define TH_SQUARES 64    /* square = rank * 8 + file */
#define TH_COLOURS 5
#define TH_PIECES 15     /* piece = colour * 3 + size - 1 */
#define TH_VALUES 8      /* ace (1) to 8 */
#define TH_SUITS 4
#define TH_CARDS 32      /* card = suit * 8 + value - 1 */
#define TH_MAX_PLAYERS 4
#define TH_NONE (-1)

enum th_size { TH_SMALL = 1, TH_MEDIUM = 2, TH_LARGE = 3 };
enum th_suit { TH_SPADES, TH_HEARTS, TH_DIAMONDS, TH_CLUBS };
enum th_side { TH_NORTH, TH_EAST, TH_SOUTH, TH_WEST };
enum th_outcome { TH_PLAYING, TH_WON, TH_LOST };
/* Where the game is: the board being set up, play, or over. */
enum th_phase { TH_PHASE_SETUP, TH_PHASE_PLAY, TH_PHASE_WON, TH_PHASE_LOST };

/* Why the game ended. */
enum th_end {
	TH_END_NONE,
	TH_END_TREES,     /* won: all five trees stand */
	TH_END_OFF_BOARD, /* a piece left the board */
	TH_END_PILE,      /* the last card of the draw pile was drawn */
	TH_END_NO_CARD,   /* the player to move has no card */
	TH_END_STUCK      /* declared with `stuck` */
};

/* Broken rules, as bits of th_check()'s answer. */
enum th_rule {
	TH_RULE_PHASE = 1u << 0,   /* setup not complete, or game over */
	TH_RULE_TURN = 1u << 1,    /* not this player's turn */
	TH_RULE_CARD = 1u << 2,    /* the card was played already */
	TH_RULE_COVERED = 1u << 3, /* the piece has another on top of it */
	TH_RULE_STACK = 1u << 4    /* it would stop on a piece it may not */
};

/* Why an arrival on an occupied square is refused (bits). */
enum th_stop {
	TH_STOP_COLOUR = 1u << 0, /* the top piece there is another colour */
	TH_STOP_SIZE = 1u << 1    /* it is not exactly one size larger */
};

/* Problems with one `setup` stack. */
enum th_setup_error {
	TH_SETUP_OK,
	TH_SETUP_PHASE,    /* all fifteen pieces are on the board already */
	TH_SETUP_PLACED,   /* the piece is on the board already */
	TH_SETUP_REPEATED, /* the piece appears twice in this stack */
	TH_SETUP_EMPTY,    /* no piece given */
	TH_SETUP_ORDER     /* the piece would lie on a smaller one: the setup
			    * lays all large pieces, then the medium, then
			    * the small, each on top of what is there */
};

/* The whole game; flat, so it can be copied with memcpy. */
struct th_state {
	int nplayers;
	int turn;                     /* the player to move, 0 = first */
	signed char stack[TH_SQUARES][TH_PIECES]; /* bottom first */
	unsigned char height[TH_SQUARES];
	signed char square_of[TH_PIECES]; /* TH_NONE until set up */
	int nplaced;
	bool started;                 /* setup complete, play under way */
	int hand[TH_MAX_PLAYERS];     /* cards in each hand */
	int pile;                     /* cards left in the draw pile */
	bool played[TH_CARDS];
	int nplayed;
	bool tree[TH_COLOURS];        /* that colour's tree stands now */
	int completions;              /* trees completed by moves */
	enum th_outcome outcome;
	enum th_end end;
	int end_player;               /* who made it end, TH_NONE at setup */
};

/* One turn: `player` plays `card` beside `side` and moves `piece`. */
struct th_move {
	int player, card, side, piece;
};

/* Where a move takes its piece, square by square. */
struct th_trace {
	int from;          /* the piece's square, TH_NONE if not on the board */
	int distance;      /* signed: value minus size, or the value (diamond) */
	int toward;        /* the side it moves toward; TH_NONE if it stays */
	int npath;
	int path[TH_FILES]; /* squares entered on the board, in order */
	bool off;          /* it leaves the board */
	int to;            /* where it stops; TH_NONE if off */
	int under;         /* top piece at `to` it would land on, or TH_NONE */
	unsigned stop;     /* th_stop bits when that landing is refused */
	bool whole_value;  /* a diamond: the size is not subtracted */
	bool completes;    /* landing there completes the piece's tree */
	int uncovers;      /* the colour whose tree stands on `from` once the
			    * piece has left it (stacks from the setup), or
			    * TH_NONE; only when it moves and stays on
			    * the board */
};

/* What a move did. */
struct th_report {
	struct th_trace trace;
	bool completed[TH_COLOURS]; /* trees standing now and not before */
	int ncompleted;
	bool drew;
	int mover;
};

static inline int th_piece(int colour, int size) { return colour * 3 + size - 1; }
static inline int th_piece_colour(int piece) { return piece / 3; }
static inline int th_piece_size(int piece) { return piece % 3 + 1; }
static inline int th_card(int value, int suit) { return suit * TH_VALUES + value - 1; }
static inline int th_card_value(int card) { return card % TH_VALUES + 1; }
static inline int th_card_suit(int card) { return card / TH_VALUES; }
static inline int th_square(int file, int rank) { return rank * TH_FILES + file; }
static inline int th_file(int square) { return square % TH_FILES; }
static inline int th_rank(int square) { return square / TH_FILES; }

/* Cards dealt to each player for a team of n (1..4). */
int th_hand_size(int nplayers);
int th_side_opposite(int side);

/* An empty board, hands and pile counted, waiting for its setup. */
void th_init(struct th_state *st, int nplayers);

/* Put `pieces` (bottom first) on top of whatever `square` holds. On an
 * error nothing changes and *bad names the offending piece (for
 * TH_SETUP_ORDER, *under the smaller piece it would lie on; otherwise
 * TH_NONE).  The fifteenth piece completes the setup (and may already win
 * the game). */
enum th_setup_error th_setup(struct th_state *st, int square,
    const int *pieces, int n, int *bad, int *under);

int th_height(const struct th_state *st, int square);
int th_top(const struct th_state *st, int square);  /* TH_NONE if empty */
/* The piece lying directly on `piece`, TH_NONE if it is uncovered. */
int th_above(const struct th_state *st, int piece);
/* The colour whose tree stands on `square`, or TH_NONE. */
int th_tree_at(const struct th_state *st, int square);
int th_trees(const struct th_state *st);
/* The square where `colour`'s tree stands, or TH_NONE. */
int th_tree_square(const struct th_state *st, int colour);
enum th_phase th_phase(const struct th_state *st);
/* The piece `piece` may stop on (same colour, one size larger), or
 * TH_NONE for a large piece, which needs an empty square. */
int th_support(int piece);
/* The problem th_setup() would find, without changing anything. */
enum th_setup_error th_check_setup(const struct th_state *st, int square,
    const int *pieces, int n, int *bad, int *under);

/* The geometry of a move, whatever its legality. */
void th_trace(const struct th_state *st, int card, int side, int piece,
    struct th_trace *t);
/* The one judge of a move, for `play`, `why` and `legal` alike: every
 * rule it breaks (th_rule bits), 0 if it is legal; fills *t.  The other
 * bits are computed even with TH_RULE_PHASE, except TH_RULE_TURN: outside
 * play nobody's turn is pending. */
unsigned th_check(const struct th_state *st, const struct th_move *m,
    struct th_trace *t);
/* The rules of th_check() that concern the card whatever the piece and
 * side: phase, turn and card. */
unsigned th_check_card(const struct th_state *st, int player, int card);
/* Make a move th_check() accepted: move, trees, draw, next turn, end. */
void th_play(struct th_state *st, const struct th_move *m,
    struct th_report *r);
/* Rules broken by declaring `player` stuck (phase, turn); 0 if none. */
unsigned th_check_stuck(const struct th_state *st, int player);
void th_stuck(struct th_state *st);

#endif
