/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* seat.h — `treeref seat`: the tables of the next round of a tournament. */
#ifndef TREEREF_SEAT_H
#define TREEREF_SEAT_H

#include <stdbool.h>

/* `treeref seat GAME [VARIANT]... PLAYERS.txt [LOG]... [--seed N]
 * [--csv FILE [--sep ;]] [--json]`: 0 seated, 1 seated with a log left out (or the
 * CSV not written), 2 a bad players file, too few players or a usage
 * error (nothing seated). */
int seat_main(int argc, char **argv, bool force, char sep);

/* The sizes of the fewest tables of min..max players each, differing by
 * at most one, the larger first, for n players: how many tables (0 when
 * n players cannot fill one table), sizes in size[0..]. */
int seat_table_sizes(int n, int min, int max, int *size);

#endif
