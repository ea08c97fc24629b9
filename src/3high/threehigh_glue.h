/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_glue.h — what the files of 3-High's glue share: the words
 * (threehigh_words.c), the sentences (threehigh_text.c), the queries
 * (threehigh_query.c), the picture (threehigh_draw.c), the log and sheet
 * (threehigh_log.c), completion (threehigh_complete.c) and the report's
 * picture (threehigh_svg.c).  Nothing outside them includes it. */
#ifndef TREEREF_THREEHIGH_GLUE_H
#define TREEREF_THREEHIGH_GLUE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "threehigh_ops.h"
#include "threehigh.h"
#include "util.h"

#define THREEHIGH_NAME_SIZE 64 /* names hold at most 63 bytes */
#define THREEHIGH_CARD_SIZE 64 /* a card in words: "the ace of spades" */

/* ---- words: threehigh_words.c ---- */

/* A piece as typed ("red-small"; French "petite-rouge"), and in English. */
const char *threehigh_piece_word(const struct threehigh *g, int piece);
const char *threehigh_piece_english(const struct threehigh *g, int piece);
/* A piece named in a sentence ("red-small"; French "la petite rouge"),
 * and the same at the start of a sentence (capital letter; buf holds
 * THREEHIGH_NAME_SIZE bytes). */
const char *threehigh_piece_phrase(const struct threehigh *g, int piece);
const char *threehigh_piece_subject(const struct threehigh *g, int piece,
    char *buf);
/* A colour as the adjective of "tree"; sizes as in the picture's key. */
const char *threehigh_colour_name(const struct threehigh *g, int colour);
const char *threehigh_size_name(int size);
char threehigh_colour_letter(bool xeno, int colour);
char threehigh_size_letter(int size);
/* A side: its name, in English, and "northward". */
const char *threehigh_side_name(int side);
const char *threehigh_side_english(int side);
const char *threehigh_side_toward(int side);
/* "e4": buf holds 3 bytes. */
const char *threehigh_square_name(int square, char *buf);
/* A card with its article ("the 5 of hearts", "the ace of spades"), at
 * the start of a sentence when `start`: buf holds THREEHIGH_CARD_SIZE bytes. */
const char *threehigh_card_phrase(int card, bool start, char *buf);
/* A card as typed in the messages' language ("5h"), else in English
 * when that would not read back; buf holds 16 bytes. */
const char *threehigh_card_code(int card, char *buf);
const char *threehigh_card_english(int card, char *buf);


/* The typed words: a value, or -1 when the word means nothing. */
int threehigh_side_of(const char *s);
int threehigh_card_of(const char *s);
int threehigh_square_of(const char *s);
/* palette * THREEHIGH_PIECES + piece, whichever palette the words name. */
int threehigh_piece_of(const char *s);

bool threehigh_parse_square(const char *s, int *square, struct verdict *v);
bool threehigh_parse_piece(const struct threehigh *g, const char *s,
    int *piece, struct verdict *v);
bool threehigh_parse_card(const char *s, int *card, struct verdict *v);
bool threehigh_parse_side(const char *s, int *side, struct verdict *v);
bool threehigh_parse_player(const struct threehigh *g, const char *s,
    int *player, struct verdict *v);
/* NAME CARD SIDE PIECE from argv[1..4]. */
bool threehigh_parse_move(const struct threehigh *g, const struct call *c,
    struct threehigh_move *m, struct verdict *v);

const char *threehigh_english(const void *state, const char *cmd, int i,
    const char *arg, char *buf, size_t size);

/* ---- sentences: threehigh_text.c ---- */

void threehigh_say_turn(const struct threehigh *g, struct verdict *v);
/* Why the game ended, or that it goes on; buf of `size` bytes. */
const char *threehigh_end_sentence(const struct threehigh *g, char *buf,
    size_t size);
bool threehigh_fail_phase(const struct threehigh *g, struct verdict *v);
bool threehigh_fail_setup(const struct threehigh *g, enum threehigh_setup_error e,
    int bad, int under, struct verdict *v);
void threehigh_say_setup(const struct threehigh *g, int square,
    struct verdict *v);
bool threehigh_fail_move(const struct threehigh *g, const struct threehigh_move *m,
    const struct threehigh_trace *t, unsigned broken, struct verdict *v);
void threehigh_say_play(const struct threehigh *g, const struct threehigh_move *m,
    const struct threehigh_report *r, struct verdict *v);
/* Why a landing is refused, as a clause (a sentence's start when
 * `start`); buf of `size` bytes. */
const char *threehigh_stop_refusal(const struct threehigh *g, int piece,
    const struct threehigh_trace *t, bool start, char *buf, size_t size);
void threehigh_say_trees(const struct threehigh *g, struct verdict *v);

/* ---- the shared words' answers: threehigh_query.c, threehigh_draw.c ---- */

bool threehigh_status(void *state, const struct call *c, struct verdict *v);
bool threehigh_score(void *state, const struct call *c, struct verdict *v);
bool threehigh_legal(void *state, const struct call *c, struct verdict *v);
bool threehigh_why(void *state, const struct call *c, struct verdict *v);
bool threehigh_show(void *state, const struct call *c, struct verdict *v);

/* ---- completion: threehigh_complete.c ---- */

void threehigh_complete(const void *state, int argi, char **argv,
    struct game_offer *out);

/* ---- event log, sheet and prompt: threehigh_log.c ---- */

extern const char *const threehigh_log_columns[];
void threehigh_log_row(const void *before, const void *after, int argc,
    char **argv, struct sheet *row);
void threehigh_sheet(const void *state, struct sheet *s);
void threehigh_result(const void *state, struct sbuf *out);
void threehigh_results(const void *state, struct game_results *r);
extern const struct game_label threehigh_labels[];
void threehigh_where(const void *state, struct sbuf *out);
const char *threehigh_phase_word(const struct threehigh *g);

/* The short forms (threehigh_notation.c). */
extern const struct game_notation threehigh_notation;

#endif
