/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* replay.h — event logs: building one from a session, and feeding one
 * back through the referee (load, replay, check; standings.c builds on
 * replay_each_game). */
#ifndef TREEREF_REPLAY_H
#define TREEREF_REPLAY_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
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
 * all in its player column.  Version 4: a last column, `time`, holds
 * when the game started (on its `new` row) and ended (on the row of the
 * command that ended it), ISO 8601 local time with its offset, empty on
 * every other row and when unknown; the command column writes players
 * as the game knows them ("bob", not "Bob" as typed).  Logs of versions
 * 1 to 3 are read too (their dates unknown): the referee accepts both
 * languages, so they replay as they are, and the game's columns are
 * checked as their version wrote them (sheet.version).  A game's dates
 * reach readers through session_started and session_ended (session.h,
 * in replay_each_game's game_end) or replay_game.started/ended.
 * Version 5: after `time`, the game's identity on its `new` row (empty
 * on the others): game_id (32 hexadecimal digits; empty for a game first
 * written by an older treeref), revision (1, then 2, 3... for each
 * correction), corrects (a correction of a game without an id: that
 * game's content hash, ident.h), and the labels event, event_round (a
 * number) and event_table, empty until given (session_identity). */
#define REPLAY_LOG_VERSION "5"
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
	/* when it started and ended (session_started, session_ended): ""
	 * when unknown or unfinished */
	char started[32], ended[32];
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
/* The same keeping every game's history (session_line): `notation`. */
bool replay_each_game_full(const char *path,
    void (*game_end)(void *ctx, const struct session *s), void *ctx,
    struct sbuf *err);
/* `treeref notation LOG...`: each game's record in the notation on
 * standard output. */
int notation_main(int argc, char **argv);

/*
 * The logs a reader's arguments name (check, replay, standings, report,
 * seat: the one expansion all of them use).  A file stands for itself;
 * a folder for every *.csv below it, in byte order of the path (as
 * `LC_ALL=C ls` sorts), as if named one by one; hidden files and
 * folders are skipped and symlinked folders not followed (a symlinked
 * folder named as an argument is read).  `label` is the path relative
 * to the folder argument it came from (a file argument: its name alone),
 * for a report that must not show the organiser's paths.
 */
struct replay_inputs {
	char **path, **label;
	size_t n, cap;
	char **folders; /* the folder arguments, as given */
	size_t nfolders;
};
/* Expand argv; 0, or 1 when a folder could not be read or holds no log
 * (said on standard error, naming it; the rest is still expanded). */
int replay_expand(int argc, char *const *argv, struct replay_inputs *in);
void replay_inputs_free(struct replay_inputs *in);
/* The label of a path replay_expand gave last (the path itself when it
 * gave none). */
const char *replay_label(const char *path);
/* Open a log to read it.  A special file (a FIFO, a device) that
 * replay_expand found in a folder is never read, nor opened in a way
 * that could wait: NULL with the cause in `why`, as for a file that
 * cannot be opened. */
FILE *replay_open_log(const char *path, struct sbuf *why);

/*
 * Each game once (archive-and-tournament "Never rewritten"): before the
 * readers (check, standings, report, seat, the archive's listing) walk
 * the logs `paths`, a pass over their rows notes each game's identity
 * and sets aside a game found again (the same rows, told by their key,
 * ident_key_row: the first in byte order of the path counts), a revision that a higher one of the same
 * game_id replaces, the original of a correction (its content hash in
 * the correction's corrects), and of two different files of the same
 * game_id and revision (a conflict), the one that ended first, then the
 * later in byte order of the path.  A reader's game_end is then not
 * called for a game set aside (replay_each_game); a load is not
 * affected.  Standard input and other files that are not regular files
 * are not read twice (their games are taken as they come).
 */
void replay_identify(char *const *paths, size_t n);
/* The same decision for check, which walks every file whole and calls
 * no game_end: each file's walk does its pass (replay_note_begin; the
 * rows the pass reads, which a legal log's walk reads too), and the pass
 * reads only the files whose walk did not note them all (not a legal
 * log, a seq written otherwise than "1"); decided by
 * replay_identify_say, with the walks' verdicts on the files. */
void replay_identify_later(char *const *paths, size_t n);
/* The pass of file i (of paths) done by its walk (walk.note): NULL when
 * the identity is not taken later.  replay_note_row is walk.note_row;
 * a check in parts sends (in a part's child) and takes (in the parent)
 * each part's notes after its report, and resets them when it falls
 * back to the walk in one piece; the end keeps them for a legal log. */
struct replay_note *replay_note_begin(size_t i);
void replay_note_row(void *note, int n, char **f, int ntail, bool first,
    uint64_t key);
void replay_note_reset(struct replay_note *note);
bool replay_note_send(const struct replay_note *note, int fd);
bool replay_note_take(struct replay_note *note, int fd, long before);
void replay_note_end(struct replay_note *note, bool legal);
/* A path named twice is read once: the later ones removed from paths,
 * the order kept; the count left. */
size_t replay_unique_paths(char **paths, size_t n);
void replay_identify_clear(void);
/* Whether game `num` (from 1) of the log `path` is set aside. */
bool replay_set_aside(const char *path, long num);
/* Say on fp, a line each, which games were set aside and why; the
 * number of conflicts. */
size_t replay_identify_say(FILE *fp);

/* --since / --until: keep only the games whose start date is in the
 * range (each NULL for no bound).  A bound is a day, 2026-11-26 (the
 * game's own local day is compared), or a moment as the log writes it
 * (2026-11-26T21:14:05+01:00, or with Z).  False when one is not a date.
 * Games without a date are kept only when neither bound is given. */
bool replay_set_range(const char *since, const char *until);
/* Whether a game that started at `started` ("" unknown) is in the range. */
bool replay_in_range(const char *started);
/* Whether a range is given and `started` is no date: the game is left
 * out for having none. */
bool replay_undated(const char *started);
/* Whether --since comes after --until: no game can be in between. */
bool replay_range_inverted(void);
/* With a range given: the games of the logs `path[0..n)` that started
 * in it (*in) and the others (*out), of which *undated have no date.
 * False when there is no range, or a log cannot be read whole (its tool
 * then says why). */
bool replay_range_count(size_t n, char *const *path, long *in, long *out,
    long *undated);

#endif
