/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical.h — the rules of Magical Treehouse: villages of treehouse
 * stacks, building turns, pipes, storage, familiars and the final score. */
#ifndef TREEREF_MAGICAL_H
#define TREEREF_MAGICAL_H

#include <stdbool.h>

#define MAGICAL_MIN_PLAYERS 2
#define MAGICAL_MAX_PLAYERS 4
#define MAGICAL_NAME_SIZE 64       /* names hold at most 63 bytes */
#define MAGICAL_ROUNDS 4
#define MAGICAL_MAX_LEVEL 6
#define MAGICAL_LEVEL5 5           /* the level whose card scores a bonus */
#define MAGICAL_SUPPLY_PIPES 8     /* pipe cards in the box */
#define MAGICAL_TURN_CARDS 4       /* planning cards left once one is revealed */
/* Every card in a village or in storage went through one of the 4 turns,
 * 4 cards each, so a village never holds more treehouses than this. */
#define MAGICAL_MAX_HOUSES (MAGICAL_ROUNDS * MAGICAL_TURN_CARDS)
#define MAGICAL_FAMILIARS 9        /* the 10th stays on the turn-order track */
#define MAGICAL_MAX_VP 99          /* a VP typed is read up to this */
#define MAGICAL_MAX_TURN_NUMBER 999
#define MAGICAL_MAX_INGREDIENTS 99 /* of one colour, as entered */
#define MAGICAL_BISCUITS 20        /* in the box */
#define MAGICAL_MAX_NAMES 16       /* declared ingredient names */
#define MAGICAL_INGREDIENT_SIZE 32
#define MAGICAL_NONE (-1)
#define MAGICAL_UNLIMITED (-1)     /* the storage of a purple level 4 */

/* Blank is no colour: a card built face down as a level 1. */
enum magical_colour {
	MAGICAL_BLANK, MAGICAL_RED, MAGICAL_BLUE, MAGICAL_YELLOW, MAGICAL_PURPLE, MAGICAL_GREEN, MAGICAL_COLOURS
};

/* The green objective tiles; brown tiles are named by a colour. */
enum magical_tile {
	MAGICAL_TILE_NONE, MAGICAL_TILE_BISCUITS, MAGICAL_TILE_TALL, MAGICAL_TILE_INGREDIENTS,
	MAGICAL_TILE_COLOURS, MAGICAL_TILE_SMALL, MAGICAL_TILES
};

enum magical_step {
	MAGICAL_REVEAL, /* players reveal their turn-order cards */
	MAGICAL_BUILD,  /* players build, one after another */
	MAGICAL_END,    /* round 4 is built: the end-game counts are entered */
	MAGICAL_OVER    /* every count is in: the final score stands */
};

/* What a command broke, one bit per rule id, in the order they are
 * reported; magical_rule_id() names them. */
enum {
	MAGICAL_E_PHASE = 1u << 0,    /* not the step for that command */
	MAGICAL_E_TURN = 1u << 1,     /* another builder; no planning card left */
	MAGICAL_E_LEVEL = 1u << 2,    /* not exactly the next level */
	MAGICAL_E_COLOUR = 1u << 3,   /* not the treehouse's colour */
	MAGICAL_E_CARD = 1u << 4,     /* no such card: wrong VP, or none left */
	MAGICAL_E_PIPE = 1u << 5,     /* pipes join adjacent treehouses, hold fast;
				  * 8 pipe cards */
	MAGICAL_E_STORAGE = 1u << 6,  /* no room, nothing stored from an earlier
				  * round, or a card taken out not played */
	MAGICAL_E_FAMILIAR = 1u << 7, /* no familiar allowed or left; more
				  * ingredients than familiars */
	MAGICAL_E_BISCUITS = 1u << 8, /* more biscuits than the game has */
	MAGICAL_E_OBJECTIVE = 1u << 9 /* two brown tiles of one colour */
};
#define MAGICAL_E_COUNT 10
/* The rules of where a card goes, apart from whose turn it is. */
#define MAGICAL_E_PLACEMENT (MAGICAL_E_LEVEL | MAGICAL_E_COLOUR | MAGICAL_E_CARD | MAGICAL_E_PIPE)

/* What happened after a command, for the announcements. */
enum {
	MAGICAL_EV_ORDER = 1u << 0,    /* every card revealed: building begins */
	MAGICAL_EV_TURN = 1u << 1,     /* a building turn ended */
	MAGICAL_EV_ROUND = 1u << 2,    /* ... and the round with it */
	MAGICAL_EV_BUILT = 1u << 3,    /* ... and it was round 4: counts now */
	MAGICAL_EV_OVER = 1u << 4      /* the last count came in */
};

/* One card as built.  The level may be out of range as entered, for the
 * `level` rule to report; its VP follow from the level (magical_card_vp). */
struct magical_card {
	unsigned char colour; /* enum magical_colour; MAGICAL_BLANK face down */
	unsigned char level;
	unsigned char potion; /* levels 1 and 3: the colour shown; else blank */
	bool teleport;        /* shows the teleporting-familiar symbol */
};

/* A treehouse: one card per level, card[k] at level k + 1. */
struct magical_house {
	int height;
	struct magical_card card[MAGICAL_MAX_LEVEL];
};

struct magical_player {
	char name[MAGICAL_NAME_SIZE];
	int age;                       /* smaller is younger */
	int nhouses;                   /* the village, left to right */
	struct magical_house house[MAGICAL_MAX_HOUSES];
	bool pipe[MAGICAL_MAX_HOUSES];      /* pipe[i] joins house i and i + 1 */
	int stored;                    /* cards in storage */
	int familiars;                 /* placed in the forest */
	int revealed;                  /* this round's number, or MAGICAL_NONE */
	int private_tile;              /* a colour; MAGICAL_BLANK until entered */
	bool has_biscuits, has_ingredients, has_empty;
	int biscuits;
	int ingredients[MAGICAL_COLOURS];   /* by colour; [MAGICAL_BLANK] unused */
	int empty;                     /* familiars where no ingredient grows */
};

/* The whole game: a flat struct, copied with memcpy for undo. */
struct magical_game {
	int nplayers;
	struct magical_player player[MAGICAL_MAX_PLAYERS];
	int round;                     /* 1..4; 4 through the end steps */
	int step;                      /* enum magical_step */
	int order[MAGICAL_MAX_PLAYERS];     /* this round's builders, first first */
	int turn;                      /* index in order of the builder */
	int used;                      /* cards the builder has played */
	int unstored;                  /* cards the builder took from storage */
	int stored_now;                /* cards the builder stored this turn */
	int allowance;                 /* familiars the builder may place */
	int common_brown;              /* a colour; MAGICAL_BLANK until entered */
	int common_green;              /* enum magical_tile */
	int nnames;
	char ingredient[MAGICAL_MAX_NAMES][MAGICAL_INGREDIENT_SIZE];
	int ingredient_colour[MAGICAL_MAX_NAMES];
};

/* A build: the card, and where.  `at` is, for a level 1, the index the
 * new treehouse takes (MAGICAL_NONE: the right end); for a higher level, the
 * treehouse it goes on (MAGICAL_NONE: the leftmost where it fits).  `vp` is
 * the VP the scorekeeper typed, if any: it must be the card's. */
struct magical_build {
	struct magical_card card;
	int at;
	bool vp_given;
	int vp;
};

/* How a card's level stands against the treehouse it would go on
 * (magical_reasons.level_case). */
enum magical_level_case {
	MAGICAL_LEVEL_RANGE,    /* no such level */
	MAGICAL_LEVEL_NEW,      /* a level 1 starts a treehouse */
	MAGICAL_LEVEL_NO_HOUSE, /* a higher level, and the village is empty */
	MAGICAL_LEVEL_NO_BASE,  /* no treehouse at the level below */
	MAGICAL_LEVEL_FITS,     /* the treehouse is at the level below */
	MAGICAL_LEVEL_TAKEN,    /* the treehouse has a card of that level */
	MAGICAL_LEVEL_GAP       /* the treehouse is lower than the level below */
};

/* How a card's colour stands (magical_reasons.colour_case). */
enum magical_colour_case {
	MAGICAL_COLOUR_NO_LEVEL,  /* not judged: no such level */
	MAGICAL_COLOUR_NEW,       /* a new treehouse has no colour to match */
	MAGICAL_COLOUR_NO_HOUSE,  /* not judged: no treehouse to go on */
	MAGICAL_COLOUR_MATCH,     /* the top card's colour, or a lone blank */
	MAGICAL_COLOUR_NONE_FITS, /* no place named, and the treehouses at the
			      * level below are of other colours */
	MAGICAL_COLOUR_CLASH      /* the treehouse named is of another colour */
};

/* Where a pipe would go (magical_pipe_spot). */
enum magical_spot {
	MAGICAL_SPOT_FREE,   /* two neighbours not joined yet */
	MAGICAL_SPOT_SAME,   /* one treehouse named twice */
	MAGICAL_SPOT_APART,  /* not side by side */
	MAGICAL_SPOT_JOINED  /* joined already */
};

/* The end-game counts still to enter for a player (magical_missing). */
enum {
	MAGICAL_MISS_BISCUITS = 1u << 0,
	MAGICAL_MISS_INGREDIENTS = 1u << 1,
	MAGICAL_MISS_EMPTY = 1u << 2,   /* needed for a yellow level 5 only */
	MAGICAL_MISS_PRIVATE = 1u << 3  /* the private objective tile */
};

/* The facts a verdict rests on, for one action: the rules broken and
 * what they were decided on, so that the command, `why` and `legal`
 * word one decision.  Fields an action does not concern stay 0 (or
 * MAGICAL_NONE where noted). */
struct magical_reasons {
	unsigned broken;
	/* phase and turn */
	int step;          /* enum magical_step */
	int builder;       /* or MAGICAL_NONE outside the building step */
	int cards_left;    /* the builder's cards still to play */
	int need;          /* cards the action plays */
	int turn_cards;    /* cards the builder may play this turn in all */
	bool house_limit;  /* the village is full (turn) */
	/* a build */
	int level;         /* as entered, maybe out of range */
	int vp;            /* the card's VP (0 out of range) */
	int vp_typed;      /* MAGICAL_NONE when not typed */
	int house;         /* level 2+: the treehouse it goes on, as named or
			    * the first that fits; MAGICAL_NONE */
	int height;        /* that treehouse's height */
	int top;           /* the colour of its top card */
	int nfit;          /* treehouses the card fits (level 2+) */
	bool level_ok, colour_ok;
	int level_case;    /* enum magical_level_case */
	int colour_case;   /* enum magical_colour_case */
	int supply;        /* cards of that colour and level in the game */
	int built;         /* ... already built in all villages */
	int split;         /* level 1 or move: the left treehouse (today's
			    * numbers) of the piped pair the place splits,
			    * or MAGICAL_NONE */
	/* pipes and moves */
	int pipes;         /* pipe cards in all villages */
	int spot;          /* enum magical_spot: where the (new) pipe goes */
	bool blue4;        /* repipe: the village has a blue level 4 */
	bool pipe_there;   /* repipe: a pipe joins the two treehouses named */
	bool piped;        /* move: the treehouse is joined by a pipe */
	/* storage */
	int stored;        /* cards in the player's storage */
	int capacity;      /* or MAGICAL_UNLIMITED */
	int stored_now;    /* of them, stored this turn */
	int unstored;      /* taken out this turn */
	int used;          /* cards played this turn */
	/* familiars */
	int allowance;     /* familiars the builder may place now */
	int familiars;     /* placed in the forest */
	int ingredients;   /* in all, as entered */
	int empty;         /* on spaces with no ingredient, as entered */
	bool forest_full;  /* familiar: more than the player's 9 */
	/* reveal */
	int revealed;      /* the number the player revealed, or MAGICAL_NONE */
	int same_number;   /* who else revealed that number, or MAGICAL_NONE */
	/* biscuits */
	int biscuits_others; /* entered for the other players */
	int biscuit_supply;
	int tray_pile;     /* biscuits in each of the 4 piles on the tray */
	bool tray_ruled;   /* the rulebook sets no piles for this many
			    * players: the piles follow its pattern (2) */
	/* objectives */
	int clash;         /* the player whose private tile names the same
			    * colour, MAGICAL_NONE; MAGICAL_MAX_PLAYERS: the common
			    * brown tile */
};

/* Where a group's potion of one colour comes from. */
struct magical_source {
	int house;        /* the brewing level 1's or the green level 4's
			   * treehouse; MAGICAL_NONE when the group has none */
	int from;         /* transformed: the treehouse of the purple potion */
	bool transformed;
};

/* One objective tile and who got it. */
enum magical_tile_kind { MAGICAL_COMMON_BROWN, MAGICAL_COMMON_GREEN, MAGICAL_PRIVATE };

struct magical_tile_result {
	int kind;                  /* enum magical_tile_kind */
	int subject;               /* a colour (brown) or an enum magical_tile */
	int owner;                 /* a private tile's owner, else MAGICAL_NONE */
	int key[MAGICAL_MAX_PLAYERS];   /* what each player has of it */
	int best;                  /* the highest key */
	int nbest;                 /* players sharing it */
	int leader;                /* the one player with the most, or MAGICAL_NONE */
	int scorer;                /* who scores (or loses), or MAGICAL_NONE */
	int points;                /* 3, 2 or -4 */
};
#define MAGICAL_MAX_TILES (MAGICAL_MAX_PLAYERS + 2)

struct magical_player_score {
	int treehouses; /* top cards' VP */
	int biscuits;   /* VP for biscuits (1 per 3), not their count */
	int potions;
	int level5;
	int objectives;
	int total;
};

/* Who won and which tie-break decided. */
struct magical_outcome {
	struct magical_player_score score[MAGICAL_MAX_PLAYERS];
	int order[MAGICAL_MAX_PLAYERS]; /* by place: order[0] wins */
	int tied;        /* players sharing the winner's VP (1: no tie) */
	int by_biscuits; /* of them, those with the winner's biscuits too */
};

/* The game.  magical_init expects 2..4 players whose names fit. */
void magical_init(struct magical_game *g, int nplayers, const char *const *names,
    const int *ages);
int magical_builder(const struct magical_game *g);   /* or MAGICAL_NONE */
int magical_youngest(const struct magical_game *g);
/* The cards the builder may play this turn: the planning cards left
 * after the reveal plus those taken out of storage; and of them, those
 * not played yet. */
int magical_turn_cards(const struct magical_game *g);
int magical_cards_left(const struct magical_game *g);
const char *magical_rule_id(unsigned bit);
/* The facts of no action yet: the step, the builder, MAGICAL_NONE where
 * noted (each explain starts from it). */
void magical_reasons_init(const struct magical_game *g, struct magical_reasons *r);
int magical_tile_points(int tile);              /* a green tile's points */
/* The card list: VP and copies of each colour by level. */
int magical_level_vp(int level);                /* 0 out of range */
int magical_card_vp(const struct magical_card *c);   /* a blank is 0 */
int magical_supply(int level);                  /* copies of one colour */
int magical_built(const struct magical_game *g, int colour, int level);
int magical_pipes_in_play(const struct magical_game *g);
int magical_biscuit_supply(int nplayers);
int magical_tray_pile(int nplayers);            /* one fewer than the players */
bool magical_tray_ruled(int nplayers);          /* piles the rulebook omits */
int magical_ingredient_total(const struct magical_player *pl);

/* A village. */
int magical_house_colour(const struct magical_house *h); /* the top card's */
bool magical_has_level4(const struct magical_player *pl, int colour);
bool magical_is_piped(const struct magical_player *pl, int house);
int magical_pipe_count(const struct magical_player *pl);
int magical_storage_capacity(const struct magical_player *pl); /* or MAGICAL_UNLIMITED */
/* The treehouses a card of level 2 or more fits on; the first one, or
 * MAGICAL_NONE. */
int magical_fitting_house(const struct magical_player *pl, const struct magical_card *c,
    int *count);
bool magical_fits(const struct magical_house *h, const struct magical_card *c,
    bool *level_ok, bool *colour_ok);
/* The card that raises treehouse h next (colour blank: any colour, on a
 * lone blank); false when it is complete. */
bool magical_next_card(const struct magical_house *h, struct magical_card *next);
int magical_pipe_spot(const struct magical_player *pl, int a, int b);

/* Checks return the broken MAGICAL_E_ bits and change nothing; the moves
 * change the state only when the check is clean.  Indices are 0-based
 * and must name treehouses that exist (insertion: 0..nhouses).  Every
 * rule an action breaks is reported, not only the first.  The explain
 * functions give the same bits with the facts behind them: every check
 * is its explain's `broken`. */
void magical_explain_build(const struct magical_game *g, int p,
    const struct magical_build *b, struct magical_reasons *r);
void magical_explain_pipe(const struct magical_game *g, int p, int a, int b,
    struct magical_reasons *r);
void magical_explain_repipe(const struct magical_game *g, int p, const int at[4],
    struct magical_reasons *r);
void magical_explain_move(const struct magical_game *g, int p, int from, int to,
    struct magical_reasons *r);
void magical_explain_reveal(const struct magical_game *g, int p, int number,
    struct magical_reasons *r);
/* The moves of a number of things by the builder: planning cards into
 * storage, stored cards back (from an earlier round only), familiars
 * into the forest.  The order is the one `why` names them in. */
enum magical_count_move { MAGICAL_COUNT_STORE, MAGICAL_COUNT_UNSTORE, MAGICAL_COUNT_FAMILIAR };
void magical_explain_count(const struct magical_game *g, int p, enum magical_count_move m,
    int n, struct magical_reasons *r);
void magical_explain_done(const struct magical_game *g, int p, struct magical_reasons *r);
/* `legal`: the places where card `c` may go by the placement rules
 * (level, colour, card, pipe), 0-based: insertion places for a level 1,
 * treehouses otherwise; their number. */
int magical_legal_places(const struct magical_game *g, int p, const struct magical_card *c,
    int out[MAGICAL_MAX_HOUSES + 1]);
unsigned magical_build(struct magical_game *g, int p, const struct magical_build *b);
unsigned magical_pipe(struct magical_game *g, int p, int a, int b);
unsigned magical_repipe(struct magical_game *g, int p, int a, int b, int c, int d);
unsigned magical_move(struct magical_game *g, int p, int from, int to);
unsigned magical_count(struct magical_game *g, int p, enum magical_count_move m, int n);
unsigned magical_reveal(struct magical_game *g, int p, int number, unsigned *events);
unsigned magical_done(struct magical_game *g, int p, unsigned *events);

/* Objective tiles, until the game is over; MAGICAL_BLANK / MAGICAL_TILE_NONE
 * leave one unchanged.  The common brown tile and the private ones name
 * different colours. */
void magical_explain_common(const struct magical_game *g, int brown,
    struct magical_reasons *r);
void magical_explain_private(const struct magical_game *g, int p, int colour,
    struct magical_reasons *r);
unsigned magical_set_common(struct magical_game *g, int brown, int green,
    unsigned *events);
unsigned magical_set_private(struct magical_game *g, int p, int colour,
    unsigned *events);
/* End-game counts, once round 4 is built.  Biscuits stay within the
 * game's supply; ingredients plus familiars on spaces with no
 * ingredient within the familiars placed. */
void magical_explain_biscuits(const struct magical_game *g, int p, int n,
    struct magical_reasons *r);
void magical_explain_ingredients(const struct magical_game *g, int p,
    const int count[MAGICAL_COLOURS], struct magical_reasons *r);
void magical_explain_empty(const struct magical_game *g, int p, int n,
    struct magical_reasons *r);
unsigned magical_set_biscuits(struct magical_game *g, int p, int n, unsigned *events);
unsigned magical_set_ingredients(struct magical_game *g, int p,
    const int count[MAGICAL_COLOURS], unsigned *events);
unsigned magical_set_empty(struct magical_game *g, int p, int n, unsigned *events);
/* Whether the player's count of familiars on empty spaces is needed. */
bool magical_needs_empty(const struct magical_player *pl);
unsigned magical_missing(const struct magical_player *pl); /* MAGICAL_MISS_ bits */
bool magical_end_counted(const struct magical_game *g); /* all the end counts are in */

/* Ingredient names the table declared: false when the list is full. */
bool magical_declare(struct magical_game *g, const char *name, int colour);
int magical_ingredient_colour(const struct magical_game *g, const char *name);

/* Scoring. */
int magical_treehouse_vp(const struct magical_player *pl);
int magical_group_first(const struct magical_player *pl, int house);
int magical_group_last(const struct magical_player *pl, int house);
int magical_brews(const struct magical_player *pl, int house); /* colour or blank */
void magical_group_potions(const struct magical_player *pl, int house,
    struct magical_source out[MAGICAL_COLOURS]);
bool magical_converts(const struct magical_player *pl, int house,
    struct magical_source *fed);
int magical_level5_bonus(const struct magical_player *pl, int house);
int magical_brewed_colours(const struct magical_player *pl);
int magical_objective_key(const struct magical_player *pl, int kind, int subject);
int magical_objective_results(const struct magical_game *g,
    struct magical_tile_result out[MAGICAL_MAX_TILES]);
void magical_final_score(const struct magical_game *g, struct magical_player_score out[MAGICAL_MAX_PLAYERS]);
/* Players by place, order[0] wins: points, then biscuits, then the
 * youngest; places are never shared. */
void magical_standings(const struct magical_game *g, int order[MAGICAL_MAX_PLAYERS]);
void magical_outcome(const struct magical_game *g, struct magical_outcome *o);

#endif
