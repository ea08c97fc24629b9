/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* games.c — the registry tests/toy/treeref-toy is built with, in place of
 * src/games.c: the four games and the test games of tests/toy/, each in
 * a folder of its own as a game of src/ is (the same two lines a game). */
#include <stddef.h>

#include "game.h"
#include "threehigh_ops.h"
#include "bte_ops.h"
#include "magical_ops.h"
#include "tlh_ops.h"
#include "toy_ops.h"
#include "duel_ops.h"
#include "coop_ops.h"

const struct game_ops *const game_list[] = {
	&bte_ops,
	&tlh_ops,
	&threehigh_ops,
	&magical_ops,
	&toy_ops,
	&duel_ops,
	&coop_ops,
	NULL
};
