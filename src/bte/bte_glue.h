/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_glue.h — what the files of Best Treehouse Ever's glue share:
 * bte_words.c (the words), bte_cmd.c (the commands), bte_text.c (what each rule
 * found: why, refusals, legal, status), bte_news.c (what a move did
 * and the announcements of phase changes), bte_draw.c (the text picture), bte_log.c (score sheet,
 * event log, result) and bte_svg.c (the report's picture).  Private to
 * them: nothing else includes it.  The rules stay in bte.c; these files
 * only word what it reports. */
#ifndef TREEREF_BTE_GLUE_H
#define TREEREF_BTE_GLUE_H

#include <stdbool.h>

#include "bte.h"
#include "game.h"
#include "util.h"

/* Where the state keeps its players (game_ops.players, and
 * game_find_player_in in the glue). */
#define BTE_PLAYERS GAME_PLAYERS(struct bte_game, nplayers, p[0].name, \
	p[1].name)

/* ---- words (bte_words.c) ---- */

/* A colour or a game-changer kind as the user reads it, localized. */
const char *bte_colour_name(int colour);
/* The colour of a room or a card in a sentence ("a red room"),
 * agreed with the noun where the language wants it. */
const char *bte_room_colour(int colour);
/* The colour agreed with « cartes » (plural): "red" in English. */
const char *bte_cards_colour(int colour);
/* The colour's three-letter tag of the pictures, localized. */
const char *bte_colour_tag(int colour);
/* The English words logs keep. */
const char *bte_colour_english(int colour);
const char *bte_kind_english(int kind);
/* The French word completion offers ("" for no kind). */
const char *bte_colour_french(int colour);
const char *bte_kind_french(int kind);
/* The English word a colour or kind typed in either language stands
 * for, or NULL. */
const char *bte_english_colour(const char *word);
const char *bte_english_kind(const char *word);
/* A player, colour or kind named in a log row (English words), without
 * a message: -1 when it names nothing. */
int bte_quiet_player(const struct bte_game *g, const char *word);
int bte_quiet_colour(const char *word);
int bte_quiet_kind(const char *word);
/* The same with the refusal's message in v when it names nothing. */
int bte_find_player(const struct bte_game *g, const char *s,
    struct verdict *v);
int bte_find_colour(const char *s, struct verdict *v);
int bte_find_kind(const char *s, struct verdict *v);
/* Players `who[0..n)` as a sentence joins them: "ann, bob and cid". */
/* Who acts in `phase`, in that order, as a sentence's list ("ann, bob
 * and cy"; French « ann, puis bob, puis cy »). */
void bte_join_order(struct sbuf *b, const struct bte_game *g,
    enum bte_phase phase);
void bte_join_players(struct sbuf *b, const struct bte_game *g,
    const int *who, int n);

/* The short forms (bte_notation.c). */
extern const struct game_notation bte_notation;

/* ---- explanations (bte_text.c) and news (bte_news.c) ---- */

/* The rules `rules` lists and `why` names, ended by an id NULL. */
extern const struct game_rule bte_rules[];
extern const struct game_rule bte_topics[];
extern const char *const bte_rulings[];
void bte_say_start(struct verdict *v, const struct bte_game *g);
/* Where the game stood before a move: all the news compares (a few
 * numbers, not a copy of the whole game at every move). */
struct bte_stage {
	enum bte_phase phase;
	int round, pick, scored;
};
/* Asked before every move: inline. */
static inline struct bte_stage
bte_stage(const struct bte_game *g)
{
	return (struct bte_stage){ g->phase, g->round, g->pick, g->scored };
}
/* A room placed, a card discarded, a game changer taken or put, a colour
 * chosen: the answer, then what changed since `old`. */
void bte_say_placed(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int colour, int level, int slot);
void bte_say_discarded(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int colour);
void bte_say_taken(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int kind);
void bte_say_covered(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int kind, int colour);
void bte_say_chosen(struct verdict *v, struct bte_stage old,
    const struct bte_game *g, int pl, int colour);
/* A refused room, with the facts of the core's judge. */
bool bte_refuse_place(struct verdict *v, const struct bte_game *g, int pl,
    int colour, int level, int slot, const struct bte_reasons *r);
/* A refused discard, take, cover or choose: the rules `bits` broken,
 * `why` the detail of phase or turn, `limit` the limit's. */
bool bte_refuse(struct verdict *v, const struct bte_game *g, int pl,
    unsigned bits, enum bte_why why, enum bte_why limit, int colour,
    int kind);
/* The queries' answers, text and --json data. */
void bte_say_status(struct verdict *v, const struct bte_game *g);
void bte_say_legal(struct verdict *v, const struct bte_game *g, int pl,
    int colour);
void bte_say_why(struct verdict *v, const struct bte_game *g, int pl,
    int colour, int level, int slot);
/* "ann wins with 45 points." or the shared victory; then, when a tie on
 * points was broken or held, the sentence saying how (nothing else). */
void bte_say_winners(struct sbuf *out, const struct bte_game *g);
/* `legal NAME`: every move the player may make now, in any phase. */
void bte_say_moves(struct verdict *v, const struct bte_game *g, int pl);
/* `why` of a take (what BTE_TAKE, arg a kind), a cover (BTE_COVER) or
 * a choose (BTE_CHOOSE, arg a colour): phase, turn and limit checked,
 * as the move itself judges them. */
void bte_say_why_changer(struct verdict *v, const struct bte_game *g,
    int pl, int what, int arg);
/* The colours that scored for player pl in a scored round, each as its
 * rooms times the points a room ("red 2 × 2, green 3 × 1"), or that
 * none did. */
void bte_say_scored(struct sbuf *out, const struct bte_game *g, int pl,
    int round);
/* One colour of it: `sep` ("" or ", "), then `fmt` ("%s %d × %d" or
 * its translation) with the colour's name, rooms and points a room,
 * appended to out; `plain` (fmt is that very text) writes it without
 * printf. */
void bte_scored_colour(struct sbuf *out, const char *sep, const char *fmt,
    bool plain, const char *name, int rooms, int mult);
void bte_say_tiebreak(struct sbuf *out, const struct bte_game *g);

/* ---- the picture (bte_draw.c) ---- */

void bte_draw(struct sbuf *out, const struct bte_game *g, int only,
    bool colour, int width);

/* The score table's and the score sheet's columns: player, three
 * rounds, bonus, total, rank. */
#define TABLE_COLS 7
/* The score table as text, aligned by columns, localized (bte_news.c). */
void bte_score_table(struct sbuf *out, const struct bte_game *g);

/* ---- score sheet and log (bte_log.c) ---- */

extern const char *const bte_log_columns[];
void bte_log_row(const void *before, const void *after, int argc,
    char **argv, struct sheet *row);
void bte_sheet(const void *state, struct sheet *s);
void bte_result(const void *state, struct sbuf *out);
void bte_results(const void *state, struct game_results *r);
extern const struct game_label bte_labels[];
const char *bte_english(const void *state, const char *cmd, int i,
    const char *arg, char *buf, size_t size);

#endif
