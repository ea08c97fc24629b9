/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh.h — the rules of Tout là-haut: trees of two-floor cards, placement,
 * scoring, objectives and tie-breaks. */
#ifndef TREEREF_TLH_H
#define TREEREF_TLH_H

#include <stdbool.h>

#define TLH_MIN_PLAYERS 2
#define TLH_MAX_PLAYERS 5
#define TLH_NAME_SIZE 64     /* names hold at most 63 bytes */
#define TLH_MAX_CARDS 7      /* the longest game: 7 rounds with 2 players */
#define TLH_MAX_GAMES 2      /* the strategic variant plays two */
#define TLH_MIN_VALUE 2
#define TLH_MAX_VALUE 4
#define TLH_GRAY_VALUE 2     /* each floor on the back of a card */
#define TLH_NONE (-1)        /* no player */

/* Gray is no colour: the back of a card, and the trunk. */
enum tlh_colour {
	TLH_GRAY, TLH_RED, TLH_YELLOW, TLH_GREEN, TLH_BLUE, TLH_PURPLE,
	TLH_ORANGE, TLH_COLOURS
};

enum tlh_objective {
	TLH_OBJ_NONE, TLH_OBJ_MONOCHROMATIC, TLH_OBJ_TWO_STEP,
	TLH_OBJ_EFFICIENT, TLH_OBJ_DIVERSIFIED, TLH_OBJ_LITTLE_TREEHOUSE,
	TLH_OBJECTIVES
};

/* What a command broke, one bit per rule id, in the order they are
 * reported; tlh_rule_id() names them. */
enum {
	TLH_E_PHASE = 1u << 0,  /* play after the end, objective too late */
	TLH_E_TURN = 1u << 1,   /* another player is to play */
	TLH_E_VALUE = 1u << 2,  /* a floor's value outside 2..4 */
	TLH_E_PURPLE = 1u << 3, /* a purple floor with two players */
	TLH_E_MATCH = 1u << 4   /* neither colour nor value of the top floor */
};
#define TLH_E_COUNT 5

/* What happened when a card went on a tree. */
enum {
	TLH_EV_ROUND = 1u << 0, /* the card closed a round */
	TLH_EV_GAME = 1u << 1,  /* ... and a game (in strategic, game 2 is set) */
	TLH_EV_MATCH = 1u << 2  /* ... and the whole match: nothing more */
};

/* How a card sits on the top floor, for `why`. */
enum tlh_fit {
	TLH_FIT_NONE,   /* neither colour nor value */
	TLH_FIT_DOWN,   /* a face-down card always fits */
	TLH_FIT_GRAY,   /* the top floor is gray: anything fits */
	TLH_FIT_COLOUR, /* same colour only */
	TLH_FIT_VALUE,  /* same value only */
	TLH_FIT_BOTH    /* same colour and same value */
};

/* A trunk is a gray floor of value 0: it matches like gray, scores
 * nothing. */
struct tlh_floor {
	int colour; /* enum tlh_colour */
	int value;  /* as entered: a check may find it outside 2..4 */
};

/* Floors as entered, bottom first; a face-down card has two gray floors. */
struct tlh_card {
	struct tlh_floor bottom, top;
};

/* One game of a match. */
struct tlh_game {
	int objective;                /* enum tlh_objective */
	int first;                    /* the first player */
	int step;                     /* 1 clockwise, -1 counter-clockwise */
	int played;                   /* cards played in this game */
	int ncards[TLH_MAX_PLAYERS];
	struct tlh_card tree[TLH_MAX_PLAYERS][TLH_MAX_CARDS];
};

/* What is refereed: one game, or two in the strategic variant.  A flat
 * struct: copied with memcpy for undo. */
struct tlh_match {
	int nplayers;
	bool strategic;
	bool turn_variant; /* recorded only: turns and legality do not change */
	int ngames;        /* 1, or 2 in the strategic variant */
	int current;       /* the game being played, 0-based */
	char name[TLH_MAX_PLAYERS][TLH_NAME_SIZE];
	struct tlh_game game[TLH_MAX_GAMES];
};

/* One player's points in one game. */
struct tlh_score {
	int floors;    /* the sum of the floors' values */
	int run;       /* the player's longest run of one colour */
	int run_bonus; /* that run's length if it is the longest of the game */
	int objective; /* the objective card's points, if achieved */
	int total;
};

/* Cards and floors. */
struct tlh_card tlh_card_up(int bottom_colour, int bottom_value,
    int top_colour, int top_value);
struct tlh_card tlh_card_down(void);
bool tlh_card_is_down(const struct tlh_card *c);
bool tlh_value_ok(int value);
enum tlh_fit tlh_fit(struct tlh_floor top, const struct tlh_card *c);
int tlh_objective_points(int objective);

/* The match.  tlh_init expects 2..5 players whose names fit. */
void tlh_init(struct tlh_match *m, int nplayers, const char *const *names,
    bool strategic, bool turn_variant);
int tlh_rounds(int nplayers);
bool tlh_over(const struct tlh_match *m);
const struct tlh_game *tlh_current(const struct tlh_match *m);
int tlh_round(const struct tlh_match *m);      /* 1-based; rounds+1 at end */
int tlh_to_play(const struct tlh_match *m);    /* or TLH_NONE at the end */
int tlh_seat(const struct tlh_game *g, int nplayers, int player);
int tlh_player_at(const struct tlh_game *g, int nplayers, int seat);
struct tlh_floor tlh_top(const struct tlh_game *g, int player);

/* Checks return the broken TLH_E_ bits and change nothing; the moves
 * change the state only when the check is clean. */
unsigned tlh_check_play(const struct tlh_match *m, int player,
    const struct tlh_card *c);
/* The rules one floor of a face-up card may break in this match:
 * TLH_E_VALUE, TLH_E_PURPLE (what tlh_check_play() asks of each floor). */
unsigned tlh_check_floor(const struct tlh_match *m, struct tlh_floor f);
unsigned tlh_play(struct tlh_match *m, int player, const struct tlh_card *c,
    unsigned *events);
/* The placement rules of a card (value, purple, match), not whose turn. */
#define TLH_E_CARD (TLH_E_VALUE | TLH_E_PURPLE | TLH_E_MATCH)
#define TLH_FLOORS ((TLH_COLOURS - 1) * (TLH_MAX_VALUE - TLH_MIN_VALUE + 1))
/* For `legal`: every coloured floor a face-up card may have at the bottom
 * on the player's tree now, as tlh_check_play() judges a card (no rule of
 * TLH_E_CARD broken), whoever's turn it is.  Returns how many. */
int tlh_legal_bottoms(const struct tlh_match *m, int player,
    struct tlh_floor out[TLH_FLOORS]);
unsigned tlh_check_objective(const struct tlh_match *m);
unsigned tlh_set_objective(struct tlh_match *m, int objective);
const char *tlh_rule_id(unsigned bit);

/* Scoring. */
int tlh_floor_sum(const struct tlh_game *g, int player);
int tlh_longest_run(const struct tlh_game *g, int player);
/* Number the player's longest runs 1, 2...: run[i] for floor i (bottom
 * first, two a card) is its run's number, 0 outside them; a longest run
 * of one floor is not marked.  Returns the longest run's length. */
int tlh_mark_runs(const struct tlh_game *g, int player,
    int run[2 * TLH_MAX_CARDS]);
void tlh_colour_counts(const struct tlh_game *g, int player,
    int count[TLH_COLOURS]);
bool tlh_achieves_two_step(const int count[TLH_COLOURS]);
/* Every player's points in one game, as if it ended now. */
void tlh_score_game(const struct tlh_match *m, int game,
    struct tlh_score out[TLH_MAX_PLAYERS]);
/* Players by place: order[0] wins.  Ties go to the one later in the
 * turn order of `g`; so ranks are never shared. */
void tlh_order(const int total[], int nplayers, const struct tlh_game *g,
    int order[TLH_MAX_PLAYERS]);
/* The match totals so far (the games played and the one in progress). */
void tlh_totals(const struct tlh_match *m, int total[TLH_MAX_PLAYERS]);
/* The final order of the match: last game's first player and direction. */
void tlh_standings(const struct tlh_match *m, int order[TLH_MAX_PLAYERS]);
/* Game 2's first player in the strategic variant: the lowest total of
 * game 1, ties to the one last in game 1's turn order. */
int tlh_lowest_scorer(const struct tlh_match *m, int game);
/* The players tied for the lowest total of `game`, in its turn order:
 * the last of them is tlh_lowest_scorer().  Returns how many (1: no tie). */
int tlh_lowest_tied(const struct tlh_match *m, int game,
    int tied[TLH_MAX_PLAYERS]);

/* Who wins the match and how, as it stands (final once tlh_over()). */
struct tlh_outcome {
	int total[TLH_MAX_PLAYERS];  /* the match totals (tlh_totals) */
	int order[TLH_MAX_PLAYERS];  /* by place: order[0] wins */
	int ntied;                   /* players with the winner's total,
				      * the winner included: 1 is no tie */
	int tied[TLH_MAX_PLAYERS];   /* they, in the turn order that breaks
				      * the tie: the winner is the last */
};
void tlh_outcome(const struct tlh_match *m, struct tlh_outcome *o);

#endif
