/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* standings.h — the tournament table over the games of many logs. */
#ifndef TREEREF_STANDINGS_H
#define TREEREF_STANDINGS_H

#include <stdbool.h>
#include <stddef.h>

struct game_ops;
struct sheet;

/* `treeref standings LOG... [--csv FILE [--sep ;]] [--json]`; `sep` is the
 * separator --sep gave before the subcommand, or 0. */
int standings_main(int argc, char **argv, bool force, char sep);

/* The tournament table over finished games: one line per player of each
 * game, in the order of `standings` (tournament points, wins, share,
 * games). */
struct standings;
struct standings *standings_new(void);
void standings_free(struct standings *t);
/* Count one game as it ended (unfinished games count nothing). */
void standings_add(struct standings *t, const struct game_ops *g,
    const void *state);
void standings_merge(struct standings *t, const struct standings *from);
/* The table as a sheet, in its order: game,rank,player,games,wins,
 * tpoints,share,score (tournament points with two decimals, the share a
 * percentage with one, `decimal` ('.' or ',') their decimal mark; a
 * cooperative game's rank, tpoints and share empty; with a decimal
 * comma, for a spreadsheet, the headers in the user's language).
 * Row r is the standing r - 1 of the functions below. */
void standings_sheet(struct standings *t, struct sheet *out, char decimal);
/* Whether standing i is of a cooperative game, and then its score's
 * column id in the game's sheet ("trees"). */
bool standings_team(const struct standings *t, size_t i);
const char *standings_part(const struct standings *t, size_t i);
/* The heading of column k of the text table, in the user's language:
 * rank, player, games, wins, points, share, score (0 to 6). */
const char *standings_heading(int k);
/* Whether the players of `game` played different numbers of games. */
bool standings_uneven(const struct standings *t, const char *game);

#endif
