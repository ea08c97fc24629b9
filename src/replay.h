/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* replay.h — event logs: building one from a session, and feeding one
 * back through the referee (load, replay, check; standings.c builds on
 * replay_each_game). */
#ifndef TREEREF_REPLAY_H
#define TREEREF_REPLAY_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>

struct game_ops;
struct sbuf;
struct session;
struct sheet;
struct verdict;

/* The version every row of a log written now carries.  Version 2: the
 * command column is canonical, its keywords (colours, variants, pieces,
 * cards, tiles...) in English whatever language they were typed in.
 * Version 3: a Magical Treehouse reveal of several players names them
 * all in its player column.  Logs of versions 1 and 2 are read too: the
 * referee accepts both languages, so they replay as they are, and the
 * game's columns are checked as their version wrote them (sheet.version). */
#define REPLAY_LOG_VERSION "3"
#define REPLAY_LOG_OLDEST "1" /* the oldest read (see known_version) */

/* The event log of the game in play: a header row, then one row per
 * accepted command.  (Its cells hold no decimal numbers, so a log written
 * with semicolons is the same log.) */
void replay_build_log(const struct session *s, struct sheet *out);

/* Read a log into a new session (the last game of the file), and its
 * separator (',' or ';') into *sep. NULL with a localized message in v
 * when the file is unreadable or any row is illegal: nothing is
 * half-loaded. */
struct session *replay_load(const char *path, struct verdict *v, char *sep);
/* A flag that, once set (Ctrl-C at the prompt: repl.c's signal handler),
 * stops a load between two rows: the load then fails, saying so, and
 * nothing changes.  NULL (the default): loads run to their end. */
void replay_set_cancel(volatile sig_atomic_t *flag);

/* `treeref replay LOG`: re-validate and print the announcements. */
int replay_main(int argc, char **argv);
/* `treeref check LOG...`: one verdict line per file. */
int replay_check_main(int argc, char **argv);
/* Every game of a log, as each ended (the last one maybe unfinished). */
struct replay_game {
	const struct game_ops *g;
	void *state;
};
struct replay_games {
	struct replay_game *v;
	size_t n, cap;
};
/* Append the games of the log at `path`; when it is not a legal log, add
 * none and put "PATH:ROW: why" in err. */
bool replay_read_games(const char *path, struct replay_games *out,
    struct sbuf *err);
void replay_games_free(struct replay_games *gs);
/* Walk the log at `path` without keeping history, calling game_end as
 * each game of it ends; false with "PATH:ROW: why" in err when it is not
 * a legal log (game_end may have been called for the games before). */
bool replay_each_game(const char *path,
    void (*game_end)(void *ctx, const struct session *s), void *ctx,
    struct sbuf *err);

#endif
