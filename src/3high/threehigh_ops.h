/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_ops.h — 3-High behind the game interface of game.h. */
#ifndef TREEREF_GAME_3HIGH_H
#define TREEREF_GAME_3HIGH_H

#include <stdbool.h>

#include "game.h"
#include "threehigh.h"

/* The game as the session stores it: one flat struct (here so that its
 * picture for the report, threehigh_svg.c, can read it). */
struct threehigh {
	struct threehigh_state th;
	bool xeno; /* the xeno palette rather than the rainbow one */
	char names[THREEHIGH_MAX_PLAYERS][64]; /* names hold at most 63 bytes */
};

/* Where the state keeps its players (game_ops.players, and the glue's
 * own lookups through game_find_player_in). */
#define THREEHIGH_PLAYERS GAME_PLAYERS(struct threehigh, th.nplayers, \
	names[0], names[1])

extern const struct game_ops threehigh_ops;

/* The report page's picture and verdict (game.h, svg). */
void threehigh_svg(const void *state, struct sbuf *svg, struct sbuf *decided);

#endif
