/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte.h — the rules of Best Treehouse Ever: state, checks, moves, scoring. */
#ifndef TREEREF_BTE_H
#define TREEREF_BTE_H

#include <stdbool.h>

#define BTE_MAX_PLAYERS 4
#define BTE_MIN_PLAYERS 2
#define BTE_NAME_SIZE 64       /* names hold at most 63 bytes */
#define BTE_COLOURS 6
#define BTE_TOP_LEVEL 6        /* the tree (level 1) counts as a level */
#define BTE_SLOTS 20           /* levels 2..6 hold 2+3+4+5+6 rooms */
#define BTE_ROUNDS 3
#define BTE_PICKS 5
#define BTE_CARDS_PER_COLOUR 12
#define BTE_ROOMS_PER_ROUND 5
#define BTE_ROOMS_PER_GAME 15
#define BTE_NONE (-1)          /* no colour, no player */

enum bte_colour {
	BTE_RED, BTE_YELLOW, BTE_GREEN, BTE_BLUE, BTE_PURPLE, BTE_BROWN
};

/* Game-changer kinds; BTE_PLAIN is "no card" (a colour scoring 1). */
enum bte_kind { BTE_PLAIN, BTE_X2, BTE_ZERO, BTE_KINDS };

enum bte_phase {
	BTE_BUILD,  /* picks 1..5 */
	BTE_TAKE,   /* 3-4 players take game changers in chooser order */
	BTE_COVER,  /* then cover scoring cards (reverse order; 2p: in order) */
	BTE_CHOOSE, /* younger variant: each chooses a scoring colour */
	BTE_OVER
};

/* Balance marker spaces and slot sides share these values. */
enum bte_side { BTE_LEFT = -1, BTE_CENTRE = 0, BTE_RIGHT = 1 };

/* What a move broke, one bit per rule id, in the order they are reported. */
enum {
	BTE_E_OCCUPIED = 1u << 0,
	BTE_E_A = 1u << 1,        /* support */
	BTE_E_B = 1u << 2,        /* colour grouping */
	BTE_E_C = 1u << 3,        /* height */
	BTE_E_D = 1u << 4,        /* balance */
	BTE_E_TURN = 1u << 5,
	BTE_E_PHASE = 1u << 6,
	BTE_E_LIMIT = 1u << 7
};
#define BTE_E_COUNT 8

/* The detail behind a `limit`, `phase` or `turn` bit. */
enum bte_why {
	BTE_WHY_NONE,
	BTE_WHY_COLOUR,      /* limit: 13th card of a colour */
	BTE_WHY_ROUND,       /* limit: 6th room of a player in a round */
	BTE_WHY_GAME,        /* limit: 16th room of a player in the game */
	BTE_WHY_KIND,        /* limit: no game changer of that kind left */
	BTE_WHY_COVERED,     /* limit: the colour already has a game changer */
	BTE_WHY_CHOSEN,      /* limit: the colour was already chosen */
	BTE_WHY_OVER,        /* phase: the game has ended */
	BTE_WHY_SCORING,     /* phase: place/discard after pick 5 */
	BTE_WHY_BUILDING,    /* phase: take/cover/choose before pick 5 closed */
	BTE_WHY_NOT_TAKE,    /* phase: take once every card was taken */
	BTE_WHY_NOT_COVER,   /* phase: cover before every card was taken */
	BTE_WHY_NO_CHANGERS, /* phase: take/cover in the younger variant */
	BTE_WHY_NO_DRAFT,    /* phase: take in a 2-player game */
	BTE_WHY_NOT_YOUNG,   /* phase: choose without the younger variant */
	BTE_WHY_PLAYED,      /* turn: an entry already in this pick */
	BTE_WHY_NOT_YOURS    /* turn: another player acts now */
};

/* How a round is scored: a game-changer draft (3 or 4 players), a zero
 * card for each (2 players), or colours chosen (younger variant). */
enum bte_scoring { BTE_SCORE_DRAFT, BTE_SCORE_ZERO, BTE_SCORE_CHOSEN };

/* Who wins the bonus of one colour at the end of the game: the players
 * with the most rooms of it, in seating order; the bonus goes to the
 * leader when there is only one and the colour was built at all. */
struct bte_bonus {
	int most;                    /* most rooms of the colour; 0: unbuilt */
	int nleaders;                /* players with that many (0 if unbuilt) */
	int leader[BTE_MAX_PLAYERS];
	bool won;                    /* one leader: leader[0] scores `most` */
};

/* How the winner was decided. */
enum bte_tiebreak {
	BTE_TB_NONE,    /* a single player had the most points */
	BTE_TB_LARGEST, /* by the largest colour count */
	BTE_TB_SECOND,  /* by the second largest colour count */
	BTE_TB_SHARED   /* still tied: shared victory */
};

struct bte_pos {
	int level, slot;
};

struct bte_player {
	char name[BTE_NAME_SIZE];
	signed char room[BTE_SLOTS]; /* colour in each slot, or BTE_NONE */
	/* rooms of each colour in room[], kept as rooms are placed: what
	 * a colour's limit, the scores, the bonuses and the ranks count */
	signed char count[BTE_COLOURS];
	signed char marker;          /* enum bte_side */
	bool played;                 /* has an entry in the current pick */
	signed char held;            /* game changer in hand: enum bte_kind */
	int rooms_round;
	int rooms;
	int score[BTE_ROUNDS];
	/* rooms of each colour as round r was scored: score[r] is their sum
	 * times the round's mult[r] */
	signed char scored_rooms[BTE_ROUNDS][BTE_COLOURS];
	int bonus;
	int bonus_colour[BTE_COLOURS]; /* bonus won per colour */
};

struct bte_game {
	int nplayers;
	bool young;
	struct bte_player p[BTE_MAX_PLAYERS];
	enum bte_phase phase;
	int round;                      /* 1..3 */
	int pick;                       /* 1..5 during BTE_BUILD */
	int first[BTE_ROUNDS];          /* first chooser of each round */
	int step;                       /* actions done in the scoring phase */
	signed char cover[BTE_COLOURS]; /* enum bte_kind on each colour */
	bool chosen[BTE_COLOURS];       /* younger variant */
	int kinds_left[BTE_KINDS];      /* game changers still on the table */
	int discards[BTE_COLOURS];      /* discards whose colour was given */
	int discards_unknown;
	int scored;                     /* rounds scored so far */
	signed char mult[BTE_ROUNDS][BTE_COLOURS]; /* points a room, per round */
};

/* The sanity limits behind a `limit` bit of a room or a discard. */
enum {
	BTE_L_COLOUR = 1u << 0, /* all 12 cards of the colour are used */
	BTE_L_ROUND = 1u << 1,  /* the player added 5 rooms this round */
	BTE_L_GAME = 1u << 2    /* the player has 15 rooms */
};

/* Every fact behind the verdict on one room: what `place` refuses with,
 * what `why` explains and what `legal` tries, from bte_explain() alone. */
struct bte_reasons {
	unsigned broken;             /* every BTE_E_ bit that applies */
	enum bte_why entry;          /* detail of BTE_E_PHASE or BTE_E_TURN */
	unsigned limits;             /* BTE_L_ bits behind BTE_E_LIMIT */
	int used;                    /* cards of the colour placed or discarded */
	int rooms_round, rooms;      /* the player's rooms, round and game */
	int occupant;                /* colour in the slot, or BTE_NONE */
	int nsupport;                /* 0 at level 2: rests on the tree */
	struct bte_pos support[2];
	bool support_empty[2];
	int nsame;                   /* the player's rooms of this colour */
	struct bte_pos same[BTE_SLOTS];
	bool touches;                /* one of them touches the position */
	struct bte_pos touching;     /* the first that does */
	int side;                    /* enum bte_side of the position */
	int marker;                  /* the player's marker */
	int marker_after;            /* where the room would move it (D kept) */
};

/* The placement rules that only ask a tree (occupied, A to D). */
#define BTE_E_TREE (BTE_E_OCCUPIED | BTE_E_A | BTE_E_B | BTE_E_C | BTE_E_D)
/* The rules of where a room may go, for `legal`: all but phase and turn. */
#define BTE_E_WHERE (BTE_E_TREE | BTE_E_LIMIT)

/* Geometry. */
bool bte_position_ok(int level, int slot);
int bte_slot_index(int level, int slot); /* 0..19, or -1 beyond level 6 */
struct bte_pos bte_slot_pos(int index);
int bte_side(int level, int slot);
int bte_supports(int level, int slot, struct bte_pos out[2]);
int bte_neighbours(int level, int slot, struct bte_pos out[6]);
bool bte_touch(struct bte_pos a, struct bte_pos b);

/* One treehouse. */
int bte_room(const struct bte_player *p, int level, int slot);
int bte_count(const struct bte_player *p, int colour);
/* count[] worked out again from room[], for a tree whose rooms were put
 * in by hand (the tests); bte_init and bte_place keep it otherwise. */
void bte_recount(struct bte_player *p);
/* Occupied and A to D in one tree: the facts and bits of those rules. */
void bte_explain_tree(const struct bte_player *p, int colour, int level,
    int slot, struct bte_reasons *r);
unsigned bte_check_rules(const struct bte_player *p, int colour, int level,
    int slot);

/* The game. A move returns 0 and changes the state, or returns every
 * broken bit, sets *why (may be NULL) to the detail of phase or turn if
 * broken, else of the limit, and changes nothing.  `turn` is not judged
 * when `phase` is broken; take, cover and choose judge turn and limit
 * only in their phase (outside it no game changer is on the table). */
bool bte_init(struct bte_game *g, int nplayers, const char *const *names,
    bool young);
/* The one judge of a room: every rule a `place` of it would break, with
 * the facts behind each (any position, even an impossible one). */
void bte_explain(const struct bte_game *g, int player, int colour, int level,
    int slot, struct bte_reasons *r);
/* The same for a discard (colour BTE_NONE: unknown): phase, turn, limit. */
void bte_explain_discard(const struct bte_game *g, int player, int colour,
    struct bte_reasons *r);
/* The rules of a room that do not depend on its slot (phase, turn,
 * limit), with their facts: what `legal` says whatever the slot. */
void bte_explain_entry(const struct bte_game *g, int player, int colour,
    struct bte_reasons *r);
/* The slots (levels 2 to 6) where bte_explain() finds no rule of
 * BTE_E_WHERE broken: where the room may go, whoever's pick it is. */
int bte_legal(const struct bte_game *g, int player, int colour,
    struct bte_pos out[BTE_SLOTS]);
unsigned bte_place(struct bte_game *g, int player, int colour, int level,
    int slot, enum bte_why *why);
unsigned bte_discard(struct bte_game *g, int player, int colour,
    enum bte_why *why);
unsigned bte_take(struct bte_game *g, int player, int kind,
    enum bte_why *why);
unsigned bte_cover(struct bte_game *g, int player, int colour,
    enum bte_why *why);
unsigned bte_choose(struct bte_game *g, int player, int colour,
    enum bte_why *why);

/* Where the game stands. */
enum bte_scoring bte_scoring(const struct bte_game *g);
int bte_colour_used(const struct bte_game *g, int colour);
int bte_order(const struct bte_game *g, int order[BTE_MAX_PLAYERS]);
/* The order players act in during `phase` (take, cover or choose) of
 * this round: the chooser order, reversed to cover after a draft. */
int bte_phase_order(const struct bte_game *g, enum bte_phase phase,
    int order[BTE_MAX_PLAYERS]);
int bte_turn(const struct bte_game *g);
/* Who still has to act now: in a pick every player without an entry,
 * in seating order; in the scoring phase those yet to take, cover or
 * choose, the next one first; nobody once the game is over. */
int bte_to_play(const struct bte_game *g, int who[BTE_MAX_PLAYERS]);
int bte_first_chooser(const struct bte_game *g);
/* Why the first chooser of round `round` (2 or 3) is who they are: the
 * most points after the round before; a tie goes to the first of the
 * tied met clockwise from the previous first chooser, who counts (at
 * distance 0: they keep first choice). */
struct bte_first {
	int chooser;                  /* the first chooser of `round` */
	int prev;                     /* the first chooser of the round before */
	int points;                   /* the most points, the chooser's */
	int ntied;                    /* players on those points: > 1, a tie */
	int tied[BTE_MAX_PLAYERS];    /* they, clockwise from prev */
};
void bte_first_why(const struct bte_game *g, int round, struct bte_first *f);
int bte_total(const struct bte_game *g, int player);
/* The multipliers the scoring phase has set so far (1 where nothing). */
void bte_current_mult(const struct bte_game *g, signed char mult[BTE_COLOURS]);
int bte_points(const struct bte_player *p, const signed char mult[BTE_COLOURS]);
/* The two largest colour counts, the winner's tie-break. */
void bte_top_counts(const struct bte_player *p, int top[2]);
void bte_ranks(const struct bte_game *g, int rank[BTE_MAX_PLAYERS]);
/* The players ranked first, in seating order. */
int bte_winners(const struct bte_game *g, int who[BTE_MAX_PLAYERS]);
/* The bonus of a colour, as the end of the game awards it. */
void bte_colour_bonus(const struct bte_game *g, int colour,
    struct bte_bonus *b);
enum bte_tiebreak bte_tiebreak(const struct bte_game *g);
/* The round's scores once its last cover or choice is made (bte.c),
 * then the next round's start, or the bonuses and the end. */
void bte_score_round(struct bte_game *g);

#endif
