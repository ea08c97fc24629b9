/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* frontend.h — one line of input, whatever the game: the commands every
 * game shares, dispatch to the game, and the printing of each verdict. */
#ifndef TREEREF_FRONTEND_H
#define TREEREF_FRONTEND_H

#include <stdbool.h>
#include <stddef.h>

#include "output.h"

struct journal;
struct journal_text;
struct sbuf;
struct session;
struct verdict;

struct frontend_opts {
	bool json;   /* JSON Lines on stdout */
	bool force;  /* export may replace a file */
	bool amend;  /* --amend: undo past an archived game's end without a
		      * question (scripts: else refused) */
	bool colour; /* ANSI colour in pictures */
	int width;   /* columns for pictures */
	bool picture; /* draw the game after each phase change */
	bool wrap;   /* break long answers at blanks to `width` (output to
		      * a terminal only, never a file's, a pipe's or JSON) */
	const char *table; /* --table NAME: status names it; NULL: the
			    * default table */
	/* --event TEXT, --round N: with the table, the labels each new
	 * game carries (event log version 5); NULL: none */
	const char *event, *round;
	char sep;    /* --sep: the CSV separator of exports, 0 when not given
		      * (then a loaded log's, else ',') */
	/* Group commit (scripts, whose input loop calls frontend_before_wait):
	 * with a journal, each answer is held until its command's journal
	 * line is fsync'd with the others read without waiting. */
	bool group_commit;
	/* The table's archive folder, where each finished game is written
	 * as it ends (NULL: none; archive.h). */
	const char *archive;
};

/* FE_STOP: refused, and nothing more is run (frontend_set_elsewhere) */
enum frontend_result { FE_OK, FE_REJECTED, FE_QUIT, FE_STOP };

struct frontend;

struct frontend *frontend_new(const struct frontend_opts *o);
void frontend_free(struct frontend *f);
struct session *frontend_session(struct frontend *f);

/* Journal every accepted command that changes the game (NULL: none), and
 * own the journal (and with it the table's lock).  A command whose
 * journal write fails is refused, the game unchanged.  With
 * group_commit, the lines handled since the last wait are fsync'd
 * together and their answers given after it; if that fails, every one
 * of them is refused and the game is as it was before them. */
void frontend_set_journal(struct frontend *f, struct journal *j);
bool frontend_journalled(const struct frontend *f);
/* Forget the journal without closing it (another frontend takes it). */
void frontend_detach_journal(struct frontend *f);
/* Replay a journal's commands quietly, marking in `used` those accepted;
 * the first one refused stops the replay (what follows it is not the game
 * as played).  Returns how many were not used, the first one's line in
 * the file and reason in `first` and `why` (either may be NULL). */
size_t frontend_replay(struct frontend *f, const struct journal_text *t,
    bool *used, size_t *first, struct sbuf *why);
/* The finished games kept aside with their archive write still to do
 * (a `new` after a write that failed): written now, at every start, at
 * every `new` and at quit, each copy written then removed, and said in
 * `say` ("treeref: ..." lines). */
void frontend_archive_kept_pending(struct frontend *f, struct sbuf *say);
/* The journal replayed at start holds a finished game that is not
 * archived yet (a write failed, or was cut short): archive it now; what
 * happened is said in `say` (empty when nothing was to do).  True when
 * it still could not be: the game is then resumed, so that it stays in
 * the journal (kept aside by a new) until it is archived. */
bool frontend_archive_pending(struct frontend *f, struct sbuf *say);
/* At quit (or the end of input): a failed write is tried again, an
 * archived game re-opened by undo is rewritten as it stands, and `say`
 * (unless NULL) gets where the finished game is archived, or why it
 * could not be. */
void frontend_archive_at_quit(struct frontend *f, struct sbuf *say);
/* `treeref games`: list the games of a table (its archive folder, NULL
 * for none, and its state folder) on standard output; with `path_only`
 * print the archive folder.  `f` (frontend_new) replays the kept games
 * to count their commands. */
int frontend_games_main(struct frontend *f, const char *archive,
    const char *state, bool path_only);
/* One line saying where the journal's game stands, for the resume
 * question: game, players, phase and who is to play, the last command. */
void frontend_describe_position(struct frontend *f, struct sbuf *out);

/* At a terminal: ask the user a yes/no question (replacing a file,
 * abandoning an unfinished game). Without it, scripts never ask. */
void frontend_set_confirm(struct frontend *f, bool (*confirm)(const char *question));
/* The table named holds a game this run does not take up (no journal):
 * the first command that needs a game is refused with `note` instead of
 * "no game yet", and the run stops there (FE_STOP). */
void frontend_set_elsewhere(struct frontend *f, const char *note);

/* The terminal's width, for pictures. */
void frontend_set_width(struct frontend *f, int width);
/* While quiet, nothing is printed (replaying a journal). */
void frontend_set_quiet(struct frontend *f, bool quiet);

struct completion;
/* Completion of the words every game shares: command words (French ones
 * when `fr`), and their arguments; the latter returns false where a file
 * name is expected. */
void frontend_complete_shared(struct frontend *f, struct completion *out,
    bool fr);
bool frontend_complete_args(struct frontend *f, struct completion *out,
    int argi, char **argv);

struct game_ops;
/* After `new GAME`: the variants of `g` not typed yet (French words when
 * `fr`), while only variants follow the game's word. */
void frontend_complete_variants(const struct game_ops *g, int argi,
    char **argv, bool fr, struct completion *out);
/* One line of `help new`: the game's word, title and variants. */
void frontend_describe_game(struct sbuf *out, const struct game_ops *g,
    bool fr);

struct game_cmd;
/* The command a typed word names in the game in play: one of the game's
 * own, or a shared query answered by the game; NULL otherwise. */
const struct game_cmd *frontend_find_cmd(struct frontend *f, const char *word);

/*
 * Called by the input loop before any read that could wait (a live feed
 * with nothing more to read yet), and at the end of each script: every
 * answer held back goes out first, stdout flushed.  Returns how many
 * lines were refused meanwhile (see frontend_set_journal), 0 normally.
 */
size_t frontend_before_wait(struct frontend *f);
/* Run the script files in order ("-": standard input): 0, 1 (a command
 * rejected) or 2 (a file that cannot be read); stops at quit, and at
 * the first rejection when `strict`. */
int frontend_run_files(struct frontend *f, int argc, char **argv, bool strict);

/* treeref --doc FORMAT FILE (doc.c): FILE with its generated regions
 * written anew from the games' own data, on standard output; the exit
 * status. */
int frontend_doc_main(const char *format, int argc, char **argv);

/* --json: the command stream's first line, before any answer: which
 * treeref, which protocol, and the games, each with a line that starts
 * one (cli.md, "The protocol, version 1"). */
void frontend_hello(const char *version);

/* Run one line from `source` (NULL for the terminal: no prefix on
 * errors). Blank and comment lines are FE_OK with no output. */
enum frontend_result frontend_line(struct frontend *f, const char *source,
    long lineno, const char *line);
/* The same for a line of known length, which may hold NUL bytes or be
 * longer than a command may be: such lines are rejected, never echoed.
 * A line of at most CMD_MAX_LINE bytes has a NUL after them, line[len]
 * (cmd_split_plain reads up to it; every caller's buffer has it). */
enum frontend_result frontend_line_n(struct frontend *f, const char *source,
    long lineno, const char *line, size_t len);

#endif
