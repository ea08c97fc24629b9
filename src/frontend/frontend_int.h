/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* frontend_int.h — what the front end's own files share: the state of a
 * session at the prompt or in a script (struct frontend), the table of
 * the shared words, and the hooks through which the runner (frontend.c)
 * lends the files below it its replay and its run of one command
 * (struct fe_runner).  Nothing outside the front end includes it. */
#ifndef TREEREF_FRONTEND_INT_H
#define TREEREF_FRONTEND_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "command.h"
#include "frontend.h"
#include "game.h"
#include "util.h"

struct call;
struct journal;
struct journal_text;
struct session;

/* What the line runner (frontend.c) lends the files below it, which run
 * lines through it without naming it: a `load` or a kept game replays
 * its log, the journal's group commit rebuilds the game, a line of
 * short forms runs each long command. */
struct fe_runner {
	size_t (*replay)(struct frontend *f, const struct journal_text *t,
	    bool *used, size_t *first, struct sbuf *why);
	enum frontend_result (*run_cmd)(struct frontend *f,
	    const struct game_cmd *gc, struct call *c);
};

struct frontend {
	struct frontend_opts o;
	const struct fe_runner *runner;
	struct session *s;
	struct verdict v;
	struct journal *journal;
	bool quiet;
	bool (*confirm)(const char *question);
	/* the game's answers to the shared queries, under the shared words */
	const struct game_ops *query_game;
	struct game_cmd query[Q_COUNT];
	struct sbuf aside; /* where the last new or load kept a game aside */
	char sep;          /* the CSV separator of exports */
	/* Each command word typed so far, exactly as typed, with what the
	 * folding lookup made of it in the game in play (words_game). */
	struct cmd_table words;
	const struct game_ops *words_game;
	bool words_built;
	/* Group commit: the answers held until their journal lines are on
	 * disk, rendered in `held`, one record per line. */
	struct sbuf held;
	struct held_line *lines;
	size_t nlines, lines_cap;
	size_t refused; /* lines refused by a failed commit, not yet told */
	bool line_wrote; /* the line being run held a journal write */
	struct sbuf commit_why; /* why the last group commit failed, or "" */
	/* The archive (fe_archive.c): the folder finished games go to
	 * (NULL: none), the file of the game in play there ("" none yet),
	 * the log as last written there or as loaded (NULL: none), and a
	 * write that failed, retried at quit and at the next start. */
	char *archive;
	struct sbuf game_archive; /* the folder of the game in play, "" none */
	struct sbuf archived;
	char *archived_text;
	bool archive_failed;
	struct sbuf archive_why;
	long archived_revision; /* the revision its file (or loaded log)
				 * holds: 0 none; a game ending otherwise is
				 * a correction, of the next revision */
	struct sbuf corrected;  /* the file a correction just written keeps */
	long games_started; /* games started by `new` in this process */
	bool skip_records; /* a replay whose records are taken after it */
	char *elsewhere;  /* frontend_set_elsewhere's note, or NULL */
	bool stop;        /* the note was given: run nothing more */
	bool hold_line;   /* a line of several moves: its journal lines are
			   * held and committed as one (frontend_commit_line) */
	bool line_confirmed; /* the line's question was answered yes: its
			      * moves run without asking again */
	bool in_line;     /* a line of short forms runs its moves: the
			   * picture is drawn once, after the last */
};

/* One held answer: held[off, off + len), for stdout or stderr. */
struct held_line {
	size_t off, len;
	bool to_stderr;
	bool wrote;  /* the line held a journal write of its own */
	const char *source;
	long lineno;
	char *word;
};

/* Answers held past this many bytes are committed without waiting for
 * the input to pause: memory stays bounded whatever the script. */
#define HELD_MAX (4u << 20)

enum shared_word { W_NEW, W_QUERY, W_RULES, W_UNDO, W_REDO, W_EXPORT, W_LOAD,
	W_KEPT, W_PICTURE, W_LANG, W_HELP, W_QUIT };

/* The words the front end answers itself, in every game. */
struct shared_cmd {
	enum shared_word id;
	int query; /* W_QUERY: which of the game's query[] answers */
	const char *word;
	const char *aliases;
	/* How many arguments may follow the word, checked before it runs;
	 * legal and why take theirs from the game. */
	int min_args, max_args;
	const char *usage;
	const char *summary;
	const char *example; /* N_(): French words in French */
};
extern const struct shared_cmd frontend_shared_cmds[];
extern const size_t frontend_nshared;

/* frontend.c */
const struct shared_cmd *frontend_find_shared(const char *word);
bool frontend_usage(struct frontend *f, enum shared_word id);
/* A command that needs a game, and there is none: "no game yet", or
 * where the table's game is (frontend_set_elsewhere), after which
 * nothing more is run.  Always false. */
bool frontend_no_game(struct frontend *f);
const struct game_cmd *frontend_query_cmd(struct frontend *f,
    const struct shared_cmd *sc);
bool frontend_unfinished(const struct session *s);
bool frontend_replace_journal(struct frontend *f, char *const *lines,
    const size_t *lens, size_t n, struct sbuf *why);
bool frontend_persist(void *ctx, const char *line, bool restart,
    struct sbuf *why);
/* Whether it reads the lines now: only with a journal (session.h). */
bool frontend_persist_wants(void *ctx);
/* Group commit: commit what is held now, in the middle of a line (its
 * answer kept); false when that failed: the game is back to what the
 * journal holds and f->v refuses the line. */
bool frontend_commit_now(struct frontend *f);
void frontend_say_aside(struct frontend *f);
/* Run one of the game's commands (or a shared query) on the session,
 * its answer in f->v. */
enum frontend_result frontend_run_cmd(struct frontend *f,
    const struct game_cmd *gc, struct call *c);
/* The game drawn under the announcements (the picture is on and a
 * phase changed). */
void frontend_draw_after(struct frontend *f, const struct call *c);
/* Commit what one line held in the journal (f->hold_line); false: the
 * game is back to what the journal holds and f->v refuses the line. */
bool frontend_commit_line(struct frontend *f);

/* fe_notation.c: a line of short forms, when the game has them and the
 * line's words are some (else false: the word is unknown); *r the
 * result and *word the English word of its first move. */
bool frontend_notation(struct frontend *f, struct call *c, const char **word,
    enum frontend_result *r);
/* The journal's record "joined N TYPED": the last N commands one line. */
void frontend_take_joined(struct frontend *f, const char *value);
/* `export notation FILE`: the game in play's record. */
void frontend_record(struct frontend *f, struct sbuf *out);
/* A game's first line as journals keep it ("new bte young ann bob") in
 * the words of the messages' language ("nouveau bte jeunes ann bob"). */
const char *frontend_local_start(const char *line, struct sbuf *out);

/* fe_protocol.c: what --json adds for programs, `legal`'s moves */
struct move_list {
	char **line;
	size_t n, cap;
};
/* Every move that may be entered now, as complete lines in the words of
 * the messages' language, each accepted as it stands; of the player
 * named `who` (as the game keeps the name) and the lines naming no
 * player, or of anyone (NULL). */
void frontend_moves(const struct session *s, const char *who,
    struct move_list *out);
void move_list_free(struct move_list *m);
/* Whether one of a move's arguments is the player's name as kept. */
bool frontend_line_names(const char *line, const char *name);
/* `score` in --json: "sheet", the rows with numbers as numbers. */
void frontend_sheet_data(struct frontend *f);
/* `legal`: "moves" in --json, and with `say` the moves in words (a
 * legal the front end answers alone). */
void frontend_legal_moves(struct frontend *f, const struct call *c, bool say);
/* Whether `legal` (or `legal NAME`) has fewer words than the game's own
 * takes: the front end answers it alone, with the moves. */
bool frontend_own_legal_unfit(struct frontend *f, const struct game_cmd *gc,
    const struct call *c);
/* `status` in --json: "phase" and "to_play" in every game. */
void frontend_status_data(struct frontend *f);

/* help.c: help and rules */
bool frontend_help(struct frontend *f, const struct call *c);
bool frontend_rules(struct frontend *f, const struct call *c);
/* Whether `word` asks `rules` for the game's rulings ("rulings",
 * "arbitrages"). */
bool frontend_rulings_word(const char *word);
/* The word that asks `rules` for rule or topic r, as completion offers
 * it: its id in English, its name as one word in other languages. */
void frontend_topic_word(const struct game_ops *g, const struct game_rule *r,
    struct sbuf *out);

/* fe_files.c: export, load, bringing a kept game back, and the
 * declarations a table keeps */
bool frontend_export(struct frontend *f, const struct call *c);
bool frontend_load(struct frontend *f, const struct call *c);
struct journal_kept;
/* Bring a game kept aside (or a damaged copy) back: it becomes the
 * journal's game. */
bool frontend_bring_back(struct frontend *f, const struct journal_kept *k,
    size_t num);
void frontend_run_kept(struct frontend *f);
void frontend_keep_declaration(struct frontend *f, const struct call *c);

/* fe_archive.c: the archive of finished games and the journal's records */
/* A record of the journal (started, ended, archive, archived), taken in
 * by frontend_replay after the commands before it. */
/* `status`: the game's labels first (event, round, table). */
void frontend_say_labels(struct frontend *f);
void frontend_take_record(struct frontend *f, const char *key,
    const char *value);
/* A game replaces the one in play (a kept game brought back): nothing
 * of it archived yet as far as the front end knows, its log as it
 * stands if finished; no record written. */
void frontend_archive_reset(struct frontend *f);
/* Before a new game: a finished game whose write failed is tried again. */
void frontend_archive_retry(struct frontend *f);
/* Before `undo`: a finished game of the archive is taken back past its
 * end only when the user says so (a question at the prompt; --amend in a
 * script); false, with f->v refusing, when not. */
bool frontend_archive_may_undo(struct frontend *f);
/* Whether the game in play is finished and not archived after a failed
 * write: a new game keeps it aside, as an unfinished one. */
bool frontend_archive_unsaved(const struct frontend *f);
/* A kept game brought back (its records taken): when it is finished and
 * was never archived, archive it now (else at quit). */
void frontend_archive_adopt(struct frontend *f);
/* Write every record of the game in play to the journal again. */
void frontend_archive_record_all(struct frontend *f);
/* After `new`: the game's start and archive folder go to the journal. */
void frontend_archive_started(struct frontend *f);
/* After an accepted command (the journal holds it): when the game has
 * just ended, archive it, and say so (or why not) in f->v. */
void frontend_archive_ended(struct frontend *f, bool was_over);
/* A game loaded (`path` NULL) or brought back from the archive file
 * `path`: it is archived there as it stands. */
void frontend_archive_loaded(struct frontend *f, const char *path);
/* After `load FILE` (as typed): a file of the table's archive is the
 * game's own file there, any other is a game loaded. */
void frontend_archive_loaded_file(struct frontend *f, const char *typed);
/* `kept`: the games of the table, archived and set aside. */
bool frontend_games(struct frontend *f, const struct call *c);


/* A move refused only because it was typed now (its verdict says
 * confirm): at a terminal asked (frontend_ask: true on yes, the verdict
 * cleared), and on yes run again; false when refused (in a script, the
 * refusal with its reason stands). */
bool frontend_ask(struct frontend *f);
bool frontend_confirmed(struct frontend *f, const struct game_cmd *gc,
    struct call *c);

/* After an unknown command word: "Did you mean ...?" when a command
 * word of the user's language is near it (help.c); FE_REJECTED. */
enum frontend_result frontend_suggest_word(struct frontend *f,
    const char *typed);

/* Run a command through the session: a move once the game is over is
 * refused in one sentence; one typed now that the game wants confirmed
 * is asked at a terminal (frontend_confirmed), refused in a script.
 * Whether it was accepted. */
bool frontend_run_move(struct frontend *f, const struct game_cmd *gc,
    struct call *c, bool was_over);

/* fe_core.c: a frontend with the runner's hooks (frontend_new gives
 * frontend.c's), and a scratch one like `f` (a kept game replayed). */
struct frontend *frontend_make(const struct frontend_opts *o,
    const struct fe_runner *runner);
struct frontend *frontend_spawn(struct frontend *f);
/* A verdict rendered into the held answers (group commit); the held
 * journal lines committed, then the held answers given (how many were
 * refused instead); the refusal of a command the journal cannot keep. */
void frontend_hold(struct frontend *f, const struct verdict *v,
    const char *source, long lineno, const char *word);
size_t frontend_commit_group(struct frontend *f);
void frontend_refused_unsaved(struct sbuf *why, const char *cause);
/* What a word names in the game in play: a shared word (and, for a
 * shared query, the game's answer in *gc) or the game's own command in
 * *gc; remembered for each word as typed (fe_core.c).  `len` is
 * strlen(word).  *english (when not NULL): whether the word is *gc's
 * `word` byte for byte. */
const struct shared_cmd *frontend_lookup(struct frontend *f, const char *word,
    size_t len, const struct game_cmd **gc, bool *english);
/* fe_archive.c: the state folder of the journal's table. */
bool frontend_state_dir(const struct frontend *f, struct sbuf *out);

#endif
