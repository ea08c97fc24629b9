/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* standings.h — the tournament table over the games of many logs. */
#ifndef TREEREF_STANDINGS_H
#define TREEREF_STANDINGS_H

#include <stdbool.h>

struct game_ops;
struct sheet;

/* `treeref standings LOG... [--csv FILE [--sep ;]]`; `sep` is the
 * separator --sep gave before the subcommand, or 0. */
int standings_main(int argc, char **argv, bool force, char sep);

/* The tournament table over finished games: one line per player of each
 * game, in the order of `standings` (wins, points, average). */
struct standings;
struct standings *standings_new(void);
void standings_free(struct standings *t);
/* Count one game as it ended (unfinished games count nothing). */
void standings_add(struct standings *t, const struct game_ops *g,
    const void *state);
void standings_merge(struct standings *t, const struct standings *from);
/* The table as a sheet: game,rank,player,games,wins,points,average; the
 * average with `decimal` ('.' or ',') as its decimal mark. */
void standings_sheet(struct standings *t, struct sheet *out, char decimal);

#endif
