/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_ops.h — Magical Treehouse behind the game interface. */
#ifndef TREEREF_GAME_MAGICAL_H
#define TREEREF_GAME_MAGICAL_H

#include "game.h"

extern const struct game_ops magical_ops;

/* The report page's picture and verdict (game.h, svg). */
void magical_svg(const void *state, struct sbuf *svg, struct sbuf *decided);

#endif
