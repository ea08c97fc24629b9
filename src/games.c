/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* games.c — the registry: the games treeref referees, in the order `help`
 * lists them.  A build may pass in another (tests/toy/games.c); every
 * lookup goes through registry.c. */
#include <stddef.h>

#include "game.h"
#include "threehigh_ops.h"
#include "bte_ops.h"
#include "magical_ops.h"
#include "tlh_ops.h"

/* Each game adds its ops here. */
const struct game_ops *const game_list[] = {
	&bte_ops,
	&tlh_ops,
	&threehigh_ops,
	&magical_ops,
	NULL
};
