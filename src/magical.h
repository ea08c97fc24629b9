/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical.h — the rules of Magical Treehouse: villages of treehouse
 * stacks, building turns, pipes, storage, familiars and the final score. */
#ifndef TREEREF_MAGICAL_H
#define TREEREF_MAGICAL_H

#include <stdbool.h>

#define MT_MIN_PLAYERS 2
#define MT_MAX_PLAYERS 4
#define MT_NAME_SIZE 64       /* names hold at most 63 bytes */
#define MT_ROUNDS 4
#define MT_MAX_LEVEL 5
#define MT_TURN_CARDS 4       /* planning cards left once one is revealed */
/* Every card in a village or in storage went through one of the 4 turns,
 * 4 cards each, so a village never holds more treehouses than this. */
#define MT_MAX_HOUSES (MT_ROUNDS * MT_TURN_CARDS)
#define MT_FAMILIARS 9        /* the 10th stays on the turn-order track */
#define MT_MAX_VP 99
#define MT_MAX_TURN_NUMBER 999
#define MT_MAX_INGREDIENTS 99 /* of one colour, as entered */
#define MT_BISCUITS 20        /* in the box */
#define MT_MAX_NAMES 16       /* declared ingredient names */
#define MT_INGREDIENT_SIZE 32
#define MT_NONE (-1)
#define MT_UNLIMITED (-1)     /* the storage of a purple level 4 */

/* Blank is no colour: a card built face down as a level 1. */
enum mt_colour {
	MT_BLANK, MT_RED, MT_BLUE, MT_YELLOW, MT_PURPLE, MT_GREEN, MT_COLOURS
};

/* The green objective tiles; brown tiles are named by a colour. */
enum mt_tile {
	MT_TILE_NONE, MT_TILE_BISCUITS, MT_TILE_TALL, MT_TILE_INGREDIENTS,
	MT_TILE_COLOURS, MT_TILE_SMALL, MT_TILES
};

enum mt_step {
	MT_REVEAL, /* players reveal their turn-order cards */
	MT_BUILD,  /* players build, one after another */
	MT_END,    /* round 4 is built: the end-game counts are entered */
	MT_OVER    /* every count is in: the final score stands */
};

/* What a command broke, one bit per rule id, in the order they are
 * reported; mt_rule_id() names them. */
enum {
	MT_E_PHASE = 1u << 0,    /* not the step for that command */
	MT_E_TURN = 1u << 1,     /* another builder; no planning card left */
	MT_E_LEVEL = 1u << 2,    /* not exactly the next level */
	MT_E_COLOUR = 1u << 3,   /* not the treehouse's colour */
	MT_E_PIPE = 1u << 4,     /* pipes join adjacent treehouses, hold fast */
	MT_E_STORAGE = 1u << 5,  /* no room, or nothing stored */
	MT_E_FAMILIAR = 1u << 6  /* no familiar allowed or left */
};
#define MT_E_COUNT 7

/* What happened after a command, for the announcements. */
enum {
	MT_EV_ORDER = 1u << 0,    /* every card revealed: building begins */
	MT_EV_TURN = 1u << 1,     /* a building turn ended */
	MT_EV_ROUND = 1u << 2,    /* ... and the round with it */
	MT_EV_BUILT = 1u << 3,    /* ... and it was round 4: counts now */
	MT_EV_OVER = 1u << 4      /* the last count came in */
};

/* One card as built.  The level may be out of range as entered, for the
 * `level` rule to report. */
struct mt_card {
	unsigned char colour; /* enum mt_colour; MT_BLANK face down */
	unsigned char level;
	unsigned char vp;     /* printed victory points */
	unsigned char potion; /* levels 1 and 3: the colour shown; else blank */
	bool teleport;        /* shows the teleporting-familiar symbol */
};

/* A treehouse: one card per level, card[k] at level k + 1. */
struct mt_house {
	int height;
	struct mt_card card[MT_MAX_LEVEL];
};

struct mt_player {
	char name[MT_NAME_SIZE];
	int age;                       /* smaller is younger */
	int nhouses;                   /* the village, left to right */
	struct mt_house house[MT_MAX_HOUSES];
	bool pipe[MT_MAX_HOUSES];      /* pipe[i] joins house i and i + 1 */
	int stored;                    /* cards in storage */
	int familiars;                 /* placed in the forest */
	int revealed;                  /* this round's number, or MT_NONE */
	int private_tile;              /* a colour; MT_BLANK until entered */
	bool has_biscuits, has_ingredients, has_empty;
	int biscuits;
	int ingredients[MT_COLOURS];   /* by colour; [MT_BLANK] unused */
	int empty;                     /* familiars where no ingredient grows */
};

/* The whole game: a flat struct, copied with memcpy for undo. */
struct mt_game {
	int nplayers;
	struct mt_player player[MT_MAX_PLAYERS];
	int round;                     /* 1..4; 4 through the end steps */
	int step;                      /* enum mt_step */
	int order[MT_MAX_PLAYERS];     /* this round's builders, first first */
	int turn;                      /* index in order of the builder */
	int used;                      /* cards the builder has played */
	int unstored;                  /* cards the builder took from storage */
	int allowance;                 /* familiars the builder may place */
	int common_brown;              /* a colour; MT_BLANK until entered */
	int common_green;              /* enum mt_tile */
	int nnames;
	char ingredient[MT_MAX_NAMES][MT_INGREDIENT_SIZE];
	int ingredient_colour[MT_MAX_NAMES];
};

/* A build: the card, and where.  `at` is, for a level 1, the index the
 * new treehouse takes (MT_NONE: the right end); for a higher level, the
 * treehouse it goes on (MT_NONE: the leftmost where it fits). */
struct mt_build {
	struct mt_card card;
	int at;
};

/* Where a group's potion of one colour comes from. */
struct mt_source {
	int house;        /* the brewing level 1's or the green level 4's
			   * treehouse; MT_NONE when the group has none */
	int from;         /* transformed: the treehouse of the purple potion */
	bool transformed;
};

/* One objective tile and who got it. */
enum mt_tile_kind { MT_COMMON_BROWN, MT_COMMON_GREEN, MT_PRIVATE };

struct mt_tile_result {
	int kind;                  /* enum mt_tile_kind */
	int subject;               /* a colour (brown) or an enum mt_tile */
	int owner;                 /* a private tile's owner, else MT_NONE */
	int key[MT_MAX_PLAYERS];   /* what each player has of it */
	int best;                  /* the highest key */
	int nbest;                 /* players sharing it */
	int scorer;                /* who scores (or loses), or MT_NONE */
	int points;                /* 3, 2 or -4 */
};
#define MT_MAX_TILES (MT_MAX_PLAYERS + 2)

struct mt_score {
	int treehouses; /* top cards' VP */
	int biscuits;   /* VP for biscuits */
	int potions;
	int level5;
	int objectives;
	int total;
};

/* The game.  mt_init expects 2..4 players whose names fit. */
void mt_init(struct mt_game *g, int nplayers, const char *const *names,
    const int *ages);
int mt_builder(const struct mt_game *g);   /* or MT_NONE */
const char *mt_rule_id(unsigned bit);
int mt_tile_points(int tile);              /* a green tile's points */

/* A village. */
int mt_house_colour(const struct mt_house *h); /* the top card's */
bool mt_has_level4(const struct mt_player *pl, int colour);
bool mt_is_piped(const struct mt_player *pl, int house);
int mt_pipe_count(const struct mt_player *pl);
int mt_storage_capacity(const struct mt_player *pl); /* or MT_UNLIMITED */
/* The treehouses a card of level 2 or more fits on; the first one, or
 * MT_NONE. */
int mt_fitting_house(const struct mt_player *pl, const struct mt_card *c,
    int *count);
bool mt_fits(const struct mt_house *h, const struct mt_card *c,
    bool *level_ok, bool *colour_ok);

/* Checks return the broken MT_E_ bits and change nothing; the moves
 * change the state only when the check is clean.  Indices are 0-based
 * and must name treehouses that exist (insertion: 0..nhouses). */
unsigned mt_check_build(const struct mt_game *g, int p,
    const struct mt_build *b);
unsigned mt_build(struct mt_game *g, int p, const struct mt_build *b);
unsigned mt_check_pipe(const struct mt_game *g, int p, int a, int b);
unsigned mt_pipe(struct mt_game *g, int p, int a, int b);
unsigned mt_check_repipe(const struct mt_game *g, int p, int a, int b,
    int c, int d);
unsigned mt_repipe(struct mt_game *g, int p, int a, int b, int c, int d);
unsigned mt_check_move(const struct mt_game *g, int p, int from, int to);
unsigned mt_move(struct mt_game *g, int p, int from, int to);
unsigned mt_check_store(const struct mt_game *g, int p, int n);
unsigned mt_store(struct mt_game *g, int p, int n);
unsigned mt_check_unstore(const struct mt_game *g, int p, int n);
unsigned mt_unstore(struct mt_game *g, int p, int n);
unsigned mt_check_familiar(const struct mt_game *g, int p, int n);
unsigned mt_familiar(struct mt_game *g, int p, int n);
unsigned mt_check_reveal(const struct mt_game *g, int p, int number);
unsigned mt_reveal(struct mt_game *g, int p, int number, unsigned *events);
unsigned mt_check_done(const struct mt_game *g, int p);
unsigned mt_done(struct mt_game *g, int p, unsigned *events);

/* Objective tiles, until the game is over; MT_BLANK / MT_TILE_NONE
 * leave one unchanged. */
unsigned mt_set_common(struct mt_game *g, int brown, int green,
    unsigned *events);
unsigned mt_set_private(struct mt_game *g, int p, int colour,
    unsigned *events);
/* End-game counts, once round 4 is built. */
unsigned mt_set_biscuits(struct mt_game *g, int p, int n, unsigned *events);
unsigned mt_set_ingredients(struct mt_game *g, int p,
    const int count[MT_COLOURS], unsigned *events);
unsigned mt_check_empty(const struct mt_game *g, int p, int n);
unsigned mt_set_empty(struct mt_game *g, int p, int n, unsigned *events);
/* Whether the player's count of familiars on empty spaces is needed. */
bool mt_needs_empty(const struct mt_player *pl);
bool mt_complete(const struct mt_game *g); /* all the end counts are in */

/* Ingredient names the table declared: false when the list is full. */
bool mt_declare(struct mt_game *g, const char *name, int colour);
int mt_ingredient_colour(const struct mt_game *g, const char *name);

/* Scoring. */
int mt_treehouse_vp(const struct mt_player *pl);
int mt_group_first(const struct mt_player *pl, int house);
int mt_group_last(const struct mt_player *pl, int house);
int mt_brews(const struct mt_player *pl, int house); /* colour or blank */
void mt_group_potions(const struct mt_player *pl, int house,
    struct mt_source out[MT_COLOURS]);
bool mt_converts(const struct mt_player *pl, int house,
    struct mt_source *fed);
int mt_level5_bonus(const struct mt_player *pl, int house);
int mt_brewed_colours(const struct mt_player *pl);
int mt_objective_key(const struct mt_player *pl, int kind, int subject);
int mt_objective_results(const struct mt_game *g,
    struct mt_tile_result out[MT_MAX_TILES]);
void mt_score(const struct mt_game *g, struct mt_score out[MT_MAX_PLAYERS]);
/* Players by place, order[0] wins: points, then biscuits, then the
 * youngest; places are never shared. */
void mt_standings(const struct mt_game *g, int order[MT_MAX_PLAYERS]);

#endif
