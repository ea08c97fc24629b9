/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_ops.h — Tout là-haut behind the game interface. */
#ifndef TREEREF_GAME_TLH_H
#define TREEREF_GAME_TLH_H

#include "game.h"

extern const struct game_ops tlh_ops;

/* The report page's picture and verdict (game.h, svg). */
void tlh_svg(const void *state, struct sbuf *svg, struct sbuf *decided);

#endif
