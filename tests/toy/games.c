/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* games.c — the registry tests/toy/treeref-toy is built with, in place of
 * src/games.c: the four games and the toy. */
#include <stddef.h>

#include "game.h"
#include "threehigh_ops.h"
#include "bte_ops.h"
#include "magical_ops.h"
#include "tlh_ops.h"
#include "toy.h"

const struct game_ops *const game_list[] = {
	&bte_ops, &tlh_ops, &threehigh_ops, &magical_ops, &toy_ops, NULL
};
