/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_ops.h — Best Treehouse Ever behind the game interface (bte_cmd.c;
 * the glue's files share bte_glue.h, the rules are bte.h's). */
#ifndef TREEREF_GAME_BTE_H
#define TREEREF_GAME_BTE_H

#include "game.h"

extern const struct game_ops bte_ops;

/* The report page's picture and verdict (game.h, svg). */
void bte_svg(const void *state, struct sbuf *svg, struct sbuf *decided);

#endif
