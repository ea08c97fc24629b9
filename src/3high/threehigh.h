/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh.h — the rules of 3-High (cooperative, on a chessboard): board,
 * stacks, cards, turns, trees and the end of the game; no I/O. */
#ifndef TREEREF_THREEHIGH_H
#define TREEREF_THREEHIGH_H

#include <stdbool.h>

#define THREEHIGH_FILES 8       /* a..h, west to east */
#define THREEHIGH_RANKS 8       /* 1..8, south to north */
#define THREEHIGH_SQUARES 64    /* square = rank * 8 + file */
#define THREEHIGH_COLOURS 5
#define THREEHIGH_PIECES 15     /* piece = colour * 3 + size - 1 */
#define THREEHIGH_VALUES 8      /* ace (1) to 8 */
#define THREEHIGH_SUITS 4
#define THREEHIGH_CARDS 32      /* card = suit * 8 + value - 1 */
#define THREEHIGH_MAX_PLAYERS 4
#define THREEHIGH_NONE (-1)

enum threehigh_size { THREEHIGH_SMALL = 1, THREEHIGH_MEDIUM = 2, THREEHIGH_LARGE = 3 };
enum threehigh_suit { THREEHIGH_SPADES, THREEHIGH_HEARTS, THREEHIGH_DIAMONDS, THREEHIGH_CLUBS };
enum threehigh_side { THREEHIGH_NORTH, THREEHIGH_EAST, THREEHIGH_SOUTH, THREEHIGH_WEST };
enum threehigh_outcome { THREEHIGH_PLAYING, THREEHIGH_WON, THREEHIGH_LOST };
/* Where the game is: the board being set up, play, or over. */
enum threehigh_phase { THREEHIGH_PHASE_SETUP, THREEHIGH_PHASE_PLAY, THREEHIGH_PHASE_WON, THREEHIGH_PHASE_LOST };

/* Why the game ended. */
enum threehigh_end {
	THREEHIGH_END_NONE,
	THREEHIGH_END_TREES,     /* won: all five trees stand */
	THREEHIGH_END_OFF_BOARD, /* a piece left the board */
	THREEHIGH_END_PILE,      /* the last card of the draw pile was drawn */
	THREEHIGH_END_NO_CARD,   /* the player to move has no card */
	THREEHIGH_END_STUCK      /* declared with `stuck` */
};

/* Broken rules, as bits of threehigh_check()'s answer. */
enum threehigh_rule {
	THREEHIGH_RULE_PHASE = 1u << 0,   /* setup not complete, or game over */
	THREEHIGH_RULE_TURN = 1u << 1,    /* not this player's turn */
	THREEHIGH_RULE_CARD = 1u << 2,    /* the card was played already */
	THREEHIGH_RULE_COVERED = 1u << 3, /* the piece has another on top of it */
	THREEHIGH_RULE_STACK = 1u << 4    /* it would stop on a piece it may not */
};

/* Why an arrival on an occupied square is refused (bits). */
enum threehigh_stop {
	THREEHIGH_STOP_COLOUR = 1u << 0, /* the top piece there is another colour */
	THREEHIGH_STOP_SIZE = 1u << 1    /* it is not exactly one size larger */
};

/* Problems with one `setup` stack. */
enum threehigh_setup_error {
	THREEHIGH_SETUP_OK,
	THREEHIGH_SETUP_PHASE,    /* all fifteen pieces are on the board already */
	THREEHIGH_SETUP_PLACED,   /* the piece is on the board already */
	THREEHIGH_SETUP_REPEATED, /* the piece appears twice in this stack */
	THREEHIGH_SETUP_EMPTY,    /* no piece given */
	THREEHIGH_SETUP_ORDER     /* the piece would lie on a smaller one: the setup
			    * lays all large pieces, then the medium, then
			    * the small, each on top of what is there */
};

/* The whole game; flat, so it can be copied with memcpy. */
struct threehigh_state {
	int nplayers;
	int turn;                     /* the player to move, 0 = first */
	signed char stack[THREEHIGH_SQUARES][THREEHIGH_PIECES]; /* bottom first */
	unsigned char height[THREEHIGH_SQUARES];
	signed char square_of[THREEHIGH_PIECES]; /* THREEHIGH_NONE until set up */
	int nplaced;
	bool started;                 /* setup complete, play under way */
	int hand[THREEHIGH_MAX_PLAYERS];     /* cards in each hand */
	int pile;                     /* cards left in the draw pile */
	bool played[THREEHIGH_CARDS];
	int nplayed;
	bool tree[THREEHIGH_COLOURS];        /* that colour's tree stands now */
	int completions;              /* trees completed by moves */
	enum threehigh_outcome outcome;
	enum threehigh_end end;
	int end_player;               /* who made it end, THREEHIGH_NONE at setup */
};

/* One turn: `player` plays `card` beside `side` and moves `piece`. */
struct threehigh_move {
	int player, card, side, piece;
};

/* Where a move takes its piece, square by square. */
struct threehigh_trace {
	int from;          /* the piece's square, THREEHIGH_NONE if not on the board */
	int distance;      /* signed: value minus size, or the value (diamond) */
	int toward;        /* the side it moves toward; THREEHIGH_NONE if it stays */
	int npath;
	int path[THREEHIGH_FILES]; /* squares entered on the board, in order */
	bool off;          /* it leaves the board */
	int to;            /* where it stops; THREEHIGH_NONE if off */
	int under;         /* top piece at `to` it would land on, or THREEHIGH_NONE */
	unsigned stop;     /* threehigh_stop bits when that landing is refused */
	bool whole_value;  /* a diamond: the size is not subtracted */
	bool completes;    /* landing there completes the piece's tree */
	int uncovers;      /* the colour whose tree stands on `from` once the
			    * piece has left it (stacks from the setup), or
			    * THREEHIGH_NONE; only when it moves and stays on
			    * the board */
};

/* What a move did. */
struct threehigh_report {
	struct threehigh_trace trace;
	bool completed[THREEHIGH_COLOURS]; /* trees standing now and not before */
	int ncompleted;
	bool drew;
	int mover;
};

static inline int threehigh_piece(int colour, int size) { return colour * 3 + size - 1; }
static inline int threehigh_piece_colour(int piece) { return piece / 3; }
static inline int threehigh_piece_size(int piece) { return piece % 3 + 1; }
static inline int threehigh_card(int value, int suit) { return suit * THREEHIGH_VALUES + value - 1; }
static inline int threehigh_card_value(int card) { return card % THREEHIGH_VALUES + 1; }
static inline int threehigh_card_suit(int card) { return card / THREEHIGH_VALUES; }
static inline int threehigh_square(int file, int rank) { return rank * THREEHIGH_FILES + file; }
static inline int threehigh_file(int square) { return square % THREEHIGH_FILES; }
static inline int threehigh_rank(int square) { return square / THREEHIGH_FILES; }

/* Cards dealt to each player for a team of n (1..4). */
int threehigh_hand_size(int nplayers);
int threehigh_side_opposite(int side);

/* An empty board, hands and pile counted, waiting for its setup. */
void threehigh_init(struct threehigh_state *st, int nplayers);

/* Put `pieces` (bottom first) on top of whatever `square` holds. On an
 * error nothing changes and *bad names the offending piece (for
 * THREEHIGH_SETUP_ORDER, *under the smaller piece it would lie on; otherwise
 * THREEHIGH_NONE).  The fifteenth piece completes the setup (and may already win
 * the game). */
enum threehigh_setup_error threehigh_setup(struct threehigh_state *st, int square,
    const int *pieces, int n, int *bad, int *under);

int threehigh_height(const struct threehigh_state *st, int square);
int threehigh_top(const struct threehigh_state *st, int square);  /* THREEHIGH_NONE if empty */
/* The piece lying directly on `piece`, THREEHIGH_NONE if it is uncovered. */
int threehigh_above(const struct threehigh_state *st, int piece);
/* The colour whose tree stands on `square`, or THREEHIGH_NONE. */
int threehigh_tree_at(const struct threehigh_state *st, int square);
int threehigh_trees(const struct threehigh_state *st);
/* The square where `colour`'s tree stands, or THREEHIGH_NONE. */
int threehigh_tree_square(const struct threehigh_state *st, int colour);
enum threehigh_phase threehigh_phase(const struct threehigh_state *st);
/* The piece `piece` may stop on (same colour, one size larger), or
 * THREEHIGH_NONE for a large piece, which needs an empty square. */
int threehigh_support(int piece);
/* The problem threehigh_setup() would find, without changing anything. */
enum threehigh_setup_error threehigh_check_setup(const struct threehigh_state *st, int square,
    const int *pieces, int n, int *bad, int *under);

/* The geometry of a move, whatever its legality. */
void threehigh_trace(const struct threehigh_state *st, int card, int side, int piece,
    struct threehigh_trace *t);
/* The one judge of a move, for `play`, `why` and `legal` alike: every
 * rule it breaks (threehigh_rule bits), 0 if it is legal; fills *t.  The other
 * bits are computed even with THREEHIGH_RULE_PHASE, except THREEHIGH_RULE_TURN: outside
 * play nobody's turn is pending. */
unsigned threehigh_check(const struct threehigh_state *st, const struct threehigh_move *m,
    struct threehigh_trace *t);
/* The rules of threehigh_check() that concern the card whatever the piece and
 * side: phase, turn and card. */
unsigned threehigh_check_card(const struct threehigh_state *st, int player, int card);
/* Make a move threehigh_check() accepted: move, trees, draw, next turn, end. */
void threehigh_play(struct threehigh_state *st, const struct threehigh_move *m,
    struct threehigh_report *r);
/* Rules broken by declaring `player` stuck (phase, turn); 0 if none. */
unsigned threehigh_check_stuck(const struct threehigh_state *st, int player);
void threehigh_stuck(struct threehigh_state *st);

#endif
