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
#define MT_MAX_LEVEL 6
#define MT_LEVEL5 5           /* the level whose card scores a bonus */
#define MT_SUPPLY_PIPES 8     /* pipe cards in the box */
#define MT_TURN_CARDS 4       /* planning cards left once one is revealed */
/* Every card in a village or in storage went through one of the 4 turns,
 * 4 cards each, so a village never holds more treehouses than this. */
#define MT_MAX_HOUSES (MT_ROUNDS * MT_TURN_CARDS)
#define MT_FAMILIARS 9        /* the 10th stays on the turn-order track */
#define MT_MAX_VP 99          /* a VP typed is read up to this */
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
	MT_E_CARD = 1u << 4,     /* no such card: wrong VP, or none left */
	MT_E_PIPE = 1u << 5,     /* pipes join adjacent treehouses, hold fast;
				  * 8 pipe cards */
	MT_E_STORAGE = 1u << 6,  /* no room, nothing stored from an earlier
				  * round, or a card taken out not played */
	MT_E_FAMILIAR = 1u << 7, /* no familiar allowed or left; more
				  * ingredients than familiars */
	MT_E_BISCUITS = 1u << 8, /* more biscuits than the game has */
	MT_E_OBJECTIVE = 1u << 9 /* two brown tiles of one colour */
};
#define MT_E_COUNT 10
/* The rules of where a card goes, apart from whose turn it is. */
#define MT_E_PLACEMENT (MT_E_LEVEL | MT_E_COLOUR | MT_E_CARD | MT_E_PIPE)

/* What happened after a command, for the announcements. */
enum {
	MT_EV_ORDER = 1u << 0,    /* every card revealed: building begins */
	MT_EV_TURN = 1u << 1,     /* a building turn ended */
	MT_EV_ROUND = 1u << 2,    /* ... and the round with it */
	MT_EV_BUILT = 1u << 3,    /* ... and it was round 4: counts now */
	MT_EV_OVER = 1u << 4      /* the last count came in */
};

/* One card as built.  The level may be out of range as entered, for the
 * `level` rule to report; its VP follow from the level (mt_card_vp). */
struct mt_card {
	unsigned char colour; /* enum mt_colour; MT_BLANK face down */
	unsigned char level;
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
	int stored_now;                /* cards the builder stored this turn */
	int allowance;                 /* familiars the builder may place */
	int common_brown;              /* a colour; MT_BLANK until entered */
	int common_green;              /* enum mt_tile */
	int nnames;
	char ingredient[MT_MAX_NAMES][MT_INGREDIENT_SIZE];
	int ingredient_colour[MT_MAX_NAMES];
};

/* A build: the card, and where.  `at` is, for a level 1, the index the
 * new treehouse takes (MT_NONE: the right end); for a higher level, the
 * treehouse it goes on (MT_NONE: the leftmost where it fits).  `vp` is
 * the VP the scorekeeper typed, if any: it must be the card's. */
struct mt_build {
	struct mt_card card;
	int at;
	bool vp_given;
	int vp;
};

/* How a card's level stands against the treehouse it would go on
 * (mt_reasons.level_case). */
enum mt_level_case {
	MT_LEVEL_RANGE,    /* no such level */
	MT_LEVEL_NEW,      /* a level 1 starts a treehouse */
	MT_LEVEL_NO_HOUSE, /* a higher level, and the village is empty */
	MT_LEVEL_NO_BASE,  /* no treehouse at the level below */
	MT_LEVEL_FITS,     /* the treehouse is at the level below */
	MT_LEVEL_TAKEN,    /* the treehouse has a card of that level */
	MT_LEVEL_GAP       /* the treehouse is lower than the level below */
};

/* How a card's colour stands (mt_reasons.colour_case). */
enum mt_colour_case {
	MT_COLOUR_NO_LEVEL,  /* not judged: no such level */
	MT_COLOUR_NEW,       /* a new treehouse has no colour to match */
	MT_COLOUR_NO_HOUSE,  /* not judged: no treehouse to go on */
	MT_COLOUR_MATCH,     /* the top card's colour, or a lone blank */
	MT_COLOUR_NONE_FITS, /* no place named, and the treehouses at the
			      * level below are of other colours */
	MT_COLOUR_CLASH      /* the treehouse named is of another colour */
};

/* Where a pipe would go (mt_pipe_spot). */
enum mt_spot {
	MT_SPOT_FREE,   /* two neighbours not joined yet */
	MT_SPOT_SAME,   /* one treehouse named twice */
	MT_SPOT_APART,  /* not side by side */
	MT_SPOT_JOINED  /* joined already */
};

/* The end-game counts still to enter for a player (mt_missing). */
enum {
	MT_MISS_BISCUITS = 1u << 0,
	MT_MISS_INGREDIENTS = 1u << 1,
	MT_MISS_EMPTY = 1u << 2,   /* needed for a yellow level 5 only */
	MT_MISS_PRIVATE = 1u << 3  /* the private objective tile */
};

/* The facts a verdict rests on, for one action: the rules broken and
 * what they were decided on, so that the command, `why` and `legal`
 * word one decision.  Fields an action does not concern stay 0 (or
 * MT_NONE where noted). */
struct mt_reasons {
	unsigned broken;
	/* phase and turn */
	int step;          /* enum mt_step */
	int builder;       /* or MT_NONE outside the building step */
	int cards_left;    /* the builder's cards still to play */
	int need;          /* cards the action plays */
	int turn_cards;    /* cards the builder may play this turn in all */
	bool house_limit;  /* the village is full (turn) */
	/* a build */
	int level;         /* as entered, maybe out of range */
	int vp;            /* the card's VP (0 out of range) */
	int vp_typed;      /* MT_NONE when not typed */
	int house;         /* level 2+: the treehouse it goes on, as named or
			    * the first that fits; MT_NONE */
	int height;        /* that treehouse's height */
	int top;           /* the colour of its top card */
	int nfit;          /* treehouses the card fits (level 2+) */
	bool level_ok, colour_ok;
	int level_case;    /* enum mt_level_case */
	int colour_case;   /* enum mt_colour_case */
	int supply;        /* cards of that colour and level in the game */
	int built;         /* ... already built in all villages */
	int split;         /* level 1 or move: the left treehouse (today's
			    * numbers) of the piped pair the place splits,
			    * or MT_NONE */
	/* pipes and moves */
	int pipes;         /* pipe cards in all villages */
	int spot;          /* enum mt_spot: where the (new) pipe goes */
	bool blue4;        /* repipe: the village has a blue level 4 */
	bool pipe_there;   /* repipe: a pipe joins the two treehouses named */
	bool piped;        /* move: the treehouse is joined by a pipe */
	/* storage */
	int stored;        /* cards in the player's storage */
	int capacity;      /* or MT_UNLIMITED */
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
	int revealed;      /* the number the player revealed, or MT_NONE */
	int same_number;   /* who else revealed that number, or MT_NONE */
	/* biscuits */
	int biscuits_others; /* entered for the other players */
	int biscuit_supply;
	int tray_pile;     /* biscuits in each of the 4 piles on the tray */
	bool tray_ruled;   /* the rulebook sets no piles for this many
			    * players: the piles follow its pattern (2) */
	/* objectives */
	int clash;         /* the player whose private tile names the same
			    * colour, MT_NONE; MT_MAX_PLAYERS: the common
			    * brown tile */
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
	int leader;                /* the one player with the most, or MT_NONE */
	int scorer;                /* who scores (or loses), or MT_NONE */
	int points;                /* 3, 2 or -4 */
};
#define MT_MAX_TILES (MT_MAX_PLAYERS + 2)

struct mt_score {
	int treehouses; /* top cards' VP */
	int biscuits;   /* VP for biscuits (1 per 3), not their count */
	int potions;
	int level5;
	int objectives;
	int total;
};

/* Who won and which tie-break decided. */
struct mt_outcome {
	struct mt_score score[MT_MAX_PLAYERS];
	int order[MT_MAX_PLAYERS]; /* by place: order[0] wins */
	int tied;        /* players sharing the winner's VP (1: no tie) */
	int by_biscuits; /* of them, those with the winner's biscuits too */
};

/* The game.  mt_init expects 2..4 players whose names fit. */
void mt_init(struct mt_game *g, int nplayers, const char *const *names,
    const int *ages);
int mt_builder(const struct mt_game *g);   /* or MT_NONE */
int mt_youngest(const struct mt_game *g);
/* The cards the builder may play this turn: the planning cards left
 * after the reveal plus those taken out of storage; and of them, those
 * not played yet. */
int mt_turn_cards(const struct mt_game *g);
int mt_cards_left(const struct mt_game *g);
const char *mt_rule_id(unsigned bit);
/* The facts of no action yet: the step, the builder, MT_NONE where
 * noted (each explain starts from it). */
void mt_reasons_init(const struct mt_game *g, struct mt_reasons *r);
int mt_tile_points(int tile);              /* a green tile's points */
/* The card list: VP and copies of each colour by level. */
int mt_level_vp(int level);                /* 0 out of range */
int mt_card_vp(const struct mt_card *c);   /* a blank is 0 */
int mt_supply(int level);                  /* copies of one colour */
int mt_built(const struct mt_game *g, int colour, int level);
int mt_pipes_in_play(const struct mt_game *g);
int mt_biscuit_supply(int nplayers);
int mt_tray_pile(int nplayers);            /* one fewer than the players */
bool mt_tray_ruled(int nplayers);          /* piles the rulebook omits */
int mt_ingredient_total(const struct mt_player *pl);

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
/* The card that raises treehouse h next (colour blank: any colour, on a
 * lone blank); false when it is complete. */
bool mt_next_card(const struct mt_house *h, struct mt_card *next);
int mt_pipe_spot(const struct mt_player *pl, int a, int b);

/* Checks return the broken MT_E_ bits and change nothing; the moves
 * change the state only when the check is clean.  Indices are 0-based
 * and must name treehouses that exist (insertion: 0..nhouses).  Every
 * rule an action breaks is reported, not only the first.  The explain
 * functions give the same bits with the facts behind them: every check
 * is its explain's `broken`. */
void mt_explain_build(const struct mt_game *g, int p,
    const struct mt_build *b, struct mt_reasons *r);
void mt_explain_pipe(const struct mt_game *g, int p, int a, int b,
    struct mt_reasons *r);
void mt_explain_repipe(const struct mt_game *g, int p, const int at[4],
    struct mt_reasons *r);
void mt_explain_move(const struct mt_game *g, int p, int from, int to,
    struct mt_reasons *r);
void mt_explain_reveal(const struct mt_game *g, int p, int number,
    struct mt_reasons *r);
/* The moves of a number of things by the builder: planning cards into
 * storage, stored cards back (from an earlier round only), familiars
 * into the forest.  The order is the one `why` names them in. */
enum mt_count_move { MT_COUNT_STORE, MT_COUNT_UNSTORE, MT_COUNT_FAMILIAR };
void mt_explain_count(const struct mt_game *g, int p, enum mt_count_move m,
    int n, struct mt_reasons *r);
void mt_explain_done(const struct mt_game *g, int p, struct mt_reasons *r);
/* `legal`: the places where card `c` may go by the placement rules
 * (level, colour, card, pipe), 0-based: insertion places for a level 1,
 * treehouses otherwise; their number. */
int mt_legal_places(const struct mt_game *g, int p, const struct mt_card *c,
    int out[MT_MAX_HOUSES + 1]);
unsigned mt_build(struct mt_game *g, int p, const struct mt_build *b);
unsigned mt_pipe(struct mt_game *g, int p, int a, int b);
unsigned mt_repipe(struct mt_game *g, int p, int a, int b, int c, int d);
unsigned mt_move(struct mt_game *g, int p, int from, int to);
unsigned mt_count(struct mt_game *g, int p, enum mt_count_move m, int n);
unsigned mt_reveal(struct mt_game *g, int p, int number, unsigned *events);
unsigned mt_done(struct mt_game *g, int p, unsigned *events);

/* Objective tiles, until the game is over; MT_BLANK / MT_TILE_NONE
 * leave one unchanged.  The common brown tile and the private ones name
 * different colours. */
void mt_explain_common(const struct mt_game *g, int brown,
    struct mt_reasons *r);
void mt_explain_private(const struct mt_game *g, int p, int colour,
    struct mt_reasons *r);
unsigned mt_set_common(struct mt_game *g, int brown, int green,
    unsigned *events);
unsigned mt_set_private(struct mt_game *g, int p, int colour,
    unsigned *events);
/* End-game counts, once round 4 is built.  Biscuits stay within the
 * game's supply; ingredients plus familiars on spaces with no
 * ingredient within the familiars placed. */
void mt_explain_biscuits(const struct mt_game *g, int p, int n,
    struct mt_reasons *r);
void mt_explain_ingredients(const struct mt_game *g, int p,
    const int count[MT_COLOURS], struct mt_reasons *r);
void mt_explain_empty(const struct mt_game *g, int p, int n,
    struct mt_reasons *r);
unsigned mt_set_biscuits(struct mt_game *g, int p, int n, unsigned *events);
unsigned mt_set_ingredients(struct mt_game *g, int p,
    const int count[MT_COLOURS], unsigned *events);
unsigned mt_set_empty(struct mt_game *g, int p, int n, unsigned *events);
/* Whether the player's count of familiars on empty spaces is needed. */
bool mt_needs_empty(const struct mt_player *pl);
unsigned mt_missing(const struct mt_player *pl); /* MT_MISS_ bits */
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
void mt_outcome(const struct mt_game *g, struct mt_outcome *o);

#endif
