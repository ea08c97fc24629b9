/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* game_3high.h — 3-High behind the game interface of game.h. */
#ifndef TREEREF_GAME_3HIGH_H
#define TREEREF_GAME_3HIGH_H

#include "game.h"

extern const struct game_ops threehigh_game;

#endif
