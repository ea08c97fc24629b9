/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_glue.h — what the files wording Tout là-haut share (tlh_cmd.c,
 * tlh_words.c, tlh_text.c, tlh_draw.c, tlh_log.c, tlh_svg.c); nothing else includes
 * it.  The rules are tlh.c's: these files only word what it reports. */
#ifndef TREEREF_TLH_GLUE_H
#define TREEREF_TLH_GLUE_H

#include <stddef.h>

#include "command.h"
#include "game.h"
#include "tlh.h"

struct sbuf;


/* Where the state keeps its players (game_ops.players, and
 * game_find_player_in in the glue). */
#define TLH_PLAYERS GAME_PLAYERS(struct tlh_match, nplayers, name[0], name[1])

/* ---- tlh_words.c ---- */
/* What a user may type, in either language: floor colours, a card face
 * down, objective cards (values: the enums of tlh.h); the French
 * objective words completion offers. */
extern const struct word tlh_colour_words[], tlh_down_words[],
    tlh_objective_words[];
extern const int tlh_ncolour_words, tlh_ndown_words, tlh_nobjective_words;
extern const char *const tlh_objective_french[TLH_OBJECTIVES];
/* N_() words: the floor colours (gray is the back of a card) and the
 * objective cards, by enum; their English text is what logs write. */
extern const char *const tlh_colour_names[TLH_COLOURS];
extern const char *const tlh_objective_names[TLH_OBJECTIVES];
/* The rules `rules` explains (an objective card's id is its English name). */
extern const struct game_rule tlh_rules[];
extern const struct game_rule tlh_topics[];

/* tlh_words.c: the player named at argv[i] and the card at argv[at..]
 * (two floors bottom first, or down), or false after rejecting through v. */
int tlh_player_arg(const struct tlh_match *m, const char *input,
    struct verdict *v);
bool tlh_card_args(const struct call *c, int at, struct tlh_card *card,
    struct verdict *v);

/* tlh_text.c: words for floors, cards and lists. */
void tlh_add_floor(struct sbuf *b, struct tlh_floor f);
void tlh_add_card(struct sbuf *b, const struct tlh_card *c);
/* The floor as text in one of four static slots, for one-shot formats. */
const char *tlh_floor_str(struct tlh_floor f, int slot);
/* Names joined as a sentence joins them: "ann, bob and cid". */
void tlh_add_names(struct sbuf *b, const struct tlh_match *m,
    const int *players, int n);
/* The sentence naming the winner and the tie-break that decided, without
 * a newline; nothing before the end. */
void tlh_say_decided(const struct tlh_match *m, struct sbuf *out);

/* tlh_text.c: announcements of a new match and of what a card closed. */
void tlh_announce_start(const struct tlh_match *m, struct verdict *v);
void tlh_announce_events(const struct tlh_match *m, unsigned events,
    struct verdict *v);
/* Refuse a play through v, one message per rule broken. */
bool tlh_refuse_play(const struct tlh_match *m, int p,
    const struct tlh_card *c, unsigned broken, struct verdict *v);

/* The shared words (game.h Q_*): tlh_text.c, tlh_draw.c for show. */
bool tlh_run_status(void *state, const struct call *c, struct verdict *v);
bool tlh_run_score(void *state, const struct call *c, struct verdict *v);
bool tlh_run_legal(void *state, const struct call *c, struct verdict *v);
bool tlh_run_why(void *state, const struct call *c, struct verdict *v);
bool tlh_run_show(void *state, const struct call *c, struct verdict *v);

/* tlh_log.c: the score sheet, the prompt, event log rows and `check`. */
extern const char *const tlh_log_columns[];
void tlh_sheet(const void *state, struct sheet *s);
void tlh_where(const void *state, struct sbuf *out);
void tlh_log_row(const void *before, const void *after, int argc,
    char **argv, struct sheet *row);
void tlh_result(const void *state, struct sbuf *out);
void tlh_results(const void *state, struct game_results *r);
extern const struct game_label tlh_labels[];

/* The short forms (tlh_notation.c). */
extern const struct game_notation tlh_notation;

#endif
