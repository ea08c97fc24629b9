/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_glue.h — what the files around the Magical Treehouse core share
 * (magical_cmd.c, magical_text.c, magical_draw.c, magical_log.c,
 * magical_complete.c, magical_svg.c); nothing else includes it.  The
 * core decides every rule; these files only parse and word. */
#ifndef TREEREF_MAGICAL_GLUE_H
#define TREEREF_MAGICAL_GLUE_H

#include <stdbool.h>

#include "command.h"
#include "game.h"
#include "magical_ops.h"
#include "magical.h"
#include "util.h"

/* Where the state keeps its players (game_ops.players, and
 * game_find_player_in in the glue). */
#define MAGICAL_PLAYERS GAME_PLAYERS(struct magical_game, nplayers, \
	player[0].name, player[1].name)

#define NWORDS(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- words and parsing (magical_parse.c) ---- */

/* A card as typed, "red3" or the blank word, in a static buffer: `slot`
 * 0..3 lets up to four stand in one message. */
const char *magical_card_token(const struct magical_card *c, int slot);

/* Colours and tiles: translated for messages, English for logs, French
 * for completion in French. */
extern const char *const magical_colour_names[MAGICAL_COLOURS]; /* N_() */
extern const char *const magical_colour_ids[MAGICAL_COLOURS];
extern const char *const magical_colour_fr[MAGICAL_COLOURS];
extern const char *const magical_potion_names[MAGICAL_COLOURS]; /* N_() */
extern const char *const magical_tile_ids[MAGICAL_TILES];
extern const char *const magical_tile_fr[MAGICAL_TILES];
extern const struct word magical_colour_words[];
extern const int magical_ncolour_words;
extern const struct word magical_tile_words[];
extern const int magical_ntile_words;
extern const struct word magical_keywords[];
extern const int magical_nkeywords;

enum magical_keyword {
	KW_NONE, KW_BLANK, KW_AT, KW_TELEPORT, KW_COMMON, KW_EMPTY_LIST,
	KW_BROWN /* the common brown tile's name: objective common brown red */
};
int magical_keyword(const char *s);

/* A build as typed. */
struct build_args {
	int player;
	struct magical_build b;
	bool has_potion;
	const char *place; /* the place as typed, or NULL */
};

int magical_find_player(const struct magical_game *g, const char *input,
    struct verdict *v);
int magical_parse_colour(const char *s, struct verdict *v);
bool magical_is_colour(const char *s);
/* A colour, or an ingredient name the table declared. */
int magical_parse_ingredient(const struct magical_game *g, const char *s,
    struct verdict *v);
bool magical_parse_count(const char *s, long max, long *out,
    struct verdict *v);
bool magical_usage(struct verdict *v, const char *text);
bool magical_parse_card(const char *tok, struct magical_card *c, struct verdict *v);
bool magical_parse_build(const struct magical_game *g, const struct call *c,
    int at, struct build_args *a, struct verdict *v);
bool magical_parse_places(const struct magical_game *g, const struct call *c,
    int nplaces, const char *use, int *p, int *place, struct verdict *v);
bool magical_parse_name_count(const struct magical_game *g, const struct call *c,
    const char *use, int *p, int *n, struct verdict *v);

/* ---- wording (magical_text.c) ---- */

/* "ann: treehouses 3 + ... = 9", through emit (say or announce). */
void magical_say_score_line(const struct magical_game *g, int p,
    const struct magical_player_score *s,
    void (*emit)(struct verdict *, const char *, ...), struct verdict *v);

const struct magical_card *magical_top(const struct magical_house *h);
/* "red3 (3 VP; converts: blue potion)" */
void magical_add_card(struct sbuf *b, const struct magical_card *c);
/* Names joined as a list: "ann, bob and cid" (« ann, bob et cid »). */
void magical_add_names(struct sbuf *b, const struct magical_game *g,
    const int *who, int n);
void magical_add_numbers(struct sbuf *b, const int *n, int count);
/* The brown or green tile asked for. */
void magical_tile_phrase(int kind, int subject, struct sbuf *b);
/* The winner with the tie-break that decided: one sentence, nothing
 * while the game goes on. */
void magical_say_winner(const struct magical_game *g, struct sbuf *out);
void magical_say_ranking(const struct magical_game *g, struct verdict *v,
    void (*emit)(struct verdict *, const char *, ...));
void magical_phase_clause(int step, int round, struct sbuf *b);

/* Refusals: each rule broken, with its facts (r from the core). */
bool magical_refuse_build(const struct magical_game *g, const struct build_args *a,
    const struct magical_reasons *r, struct verdict *v);
bool magical_refuse_action(const struct magical_game *g, int p, int n,
    const struct magical_reasons *r, unsigned bit, struct verdict *v);
bool magical_refuse_pipe(const struct magical_game *g, int p, const int *at,
    const struct magical_reasons *r, bool repipe, struct verdict *v);
bool magical_refuse_move(const struct magical_game *g, const int *at,
    const struct magical_reasons *r, struct verdict *v);
bool magical_refuse_reveal(const struct magical_game *g, int p, int number,
    const struct magical_reasons *r, struct verdict *v);
bool magical_refuse_objective(const struct magical_game *g, int colour,
    const struct magical_reasons *r, struct verdict *v);
bool magical_refuse_end(const struct magical_game *g, int p, int n,
    const struct magical_reasons *r, struct verdict *v);
void magical_card_facts(const struct build_args *a,
    const struct magical_reasons *r, struct sbuf *b);

/* Announcements. */
void magical_announce_start(const struct magical_game *g, struct verdict *v);
void magical_announce_order(const struct magical_game *g, struct verdict *v);
void magical_announce_done(const struct magical_game *g, unsigned ev,
    struct verdict *v);
void magical_after_count(const struct magical_game *g, unsigned ev,
    struct verdict *v);
void magical_say_allowance(const struct magical_game *g, int p, int before,
    struct verdict *v);
void magical_say_missing(const struct magical_game *g,
    void (*emit)(struct verdict *, const char *, ...), struct verdict *v);

/* `why` (through verdict_check). */
bool magical_why(void *state, const struct call *c, struct verdict *v);

/* ---- pictures and boards (magical_draw.c) ---- */

bool magical_status(void *state, const struct call *c, struct verdict *v);
bool magical_score(void *state, const struct call *c, struct verdict *v);
bool magical_show(void *state, const struct call *c, struct verdict *v);
bool magical_legal(void *state, const struct call *c, struct verdict *v);
/* magical_moves.c: every move player p may make now, for `legal NAME`. */
void magical_say_moves(const struct magical_game *g, int p, struct verdict *v);
/* game_ops.moves: the lines completion cannot build (numbers, places) */
void magical_moves(const void *state, struct game_offer *out);

/* ---- sheet, log, result (magical_log.c) ---- */

extern const char *const magical_log_columns[];
void magical_sheet(const void *state, struct sheet *s);
void magical_where(const void *state, struct sbuf *out);
void magical_result(const void *state, struct sbuf *out);
void magical_results(const void *state, struct game_results *r);
extern const struct game_label magical_labels[];
void magical_log_row(const void *before, const void *after, int argc,
    char **argv, struct sheet *row);
const char *magical_english(const void *state, const char *cmd, int i,
    const char *arg, char *buf, size_t size);

/* ---- completion (magical_complete.c) ---- */

void magical_complete(const void *state, int argi, char **argv,
    struct game_offer *out);

/* The short forms (magical_notation.c). */
extern const struct game_notation magical_notation;

#endif
