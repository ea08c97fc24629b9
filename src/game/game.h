/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/*
 * game.h — the interface between the front end and one game's rules.
 *
 * A game provides a flat state struct (no pointers: the session copies it
 * with memcpy for undo and to keep a rejected command from changing
 * anything), a `start` for `new GAME ARGS...`, a table of its own moves,
 * and hooks and data for the words every game shares.  The front end
 * owns those words (new, status, score, show, legal, why, rules, undo,
 * redo, export, load, kept, picture, lang, help, quit), player lookup,
 * name checks, arity and usage; the game's core decides every rule, its
 * glue only words what the core reports.  src/README tells the rooms
 * and what adding a game takes.
 *
 * A whole small game is one .c file and its ID_ops.h: tests/toy/toy/toy.c
 * is the walkthrough.  What a game uses besides this header:
 *   util.h    struct sbuf (sbuf_add, sbuf_printf, sbuf_str, sbuf_free),
 *             xmalloc, xstrdup
 *   i18n.h    _("...") for messages, N_("...") in static tables,
 *             ngettext(one, many, n) for counts; the folder's fr.po
 *   render.h  render_list_and, render_list_or, render_table
 *   svg.h     svg_open, svg_rect, svg_text, svg_ink, svg_close (the
 *             report's picture, game_ops.svg)
 *   command.h cmd_number, cmd_word_in
 * and from here: verdict_say, verdict_announce, verdict_refusef,
 * verdict_check, verdict_data_*, game_find_player, game_offer_add,
 * sheet_field*, game_scores, and the GAME_PLAYERS macro (a large game's
 * glue header names it once, as BTE_PLAYERS).
 */
#ifndef TREEREF_GAME_H
#define TREEREF_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "command.h"
#include "game_run.h"
#include "util.h"

/* What a command did, filled in by the game. */
struct verdict {
	bool ok;
	int nrules;
	const char *rules[VERDICT_MAX_RULES]; /* broken rule ids, static */
	struct sbuf msg;  /* the answer to the command, localized */
	struct sbuf news; /* announcements of phase changes, localized */
	const struct game_rule *names;   /* the game's rules, to name them */
	bool confirm; /* refused only because the call was careful */
	/* the message follows "treeref: " (a command-line error): its first
	 * word takes a capital only where the language wants one there
	 * (i18n_small_after_name; verdict_init: false) */
	bool after_name;
	struct verdict_run run; /* the front end's and session's (game_run.h) */
};

/* What one rule says of a move only asked about (`why`). */
enum check_result { CHECK_PASSED, CHECK_BROKEN, CHECK_SKIPPED };

void verdict_init(struct verdict *v);
void verdict_free(struct verdict *v);
void verdict_clear(struct verdict *v);
/* Record a broken rule id (a static string such as "A" or "turn"). */
void verdict_rule(struct verdict *v, const char *id);
/* Reject: ok = false and append the formatted text to msg; with v NULL
 * (a parse asked only whether a word fits), nothing is recorded. */
bool verdict_fail(struct verdict *v, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Make a refused command's message one style, whatever wrote it: each
 * line a sentence ending with a full stop (or ! ? … or a colon that
 * brings the next lines), but a usage or example line, which shows a
 * command's words.  The front end calls it before it prints. */
void verdict_sentences(struct verdict *v);
/* Whether a line of an error needs no full stop: it ends a sentence
 * already, or it is a usage or example line. */
bool verdict_line_ended(const char *line, size_t n);
/* Whether nobody reads an accepted command's text (a log replayed):
 * say and announce then do nothing, and a game may skip wording that
 * costs (fail still writes). */
bool verdict_quiet(const struct verdict *v);
/* Append to msg / to news; each call ends its text with a newline. */
void verdict_say(struct verdict *v, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void verdict_announce(struct verdict *v, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* One broken rule: record its id and say "NAME: reason" (`reason` a
 * clause without its newline, NAME the rule's as game_rule_tag gives it
 * from v->names) as the refusal's first line or, after it, as one more;
 * then empty `reason` for the next.  A game never writes a rule's id or
 * name into its messages: the front end tags them. */
void verdict_refuse(struct verdict *v, const char *rule, struct sbuf *reason);
/* verdict_refuse with the reason formatted; returns false. */
bool verdict_refusef(struct verdict *v, const char *rule, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Append "NAME: " for rule `rule`, as a refusal's line starts. */
void verdict_tag(const struct verdict *v, const char *rule, struct sbuf *out);
/* Say a line built in `line` without the blanks padding left at its end,
 * then empty `line` for the next. */
void verdict_say_line(struct verdict *v, struct sbuf *line);

/* `why`: one rule checked for the move asked about.  Says the line
 * "NAME: passed, REASON." in the user's language (NAME as game_rule_tag
 * gives it) and records the check for --json; `reason` is a
 * localized clause without a final full stop. */
void verdict_check(struct verdict *v, const char *rule, enum check_result r,
    const char *reason, ...) __attribute__((format(printf, 4, 5)));
/* After the checks (the front end calls it): "Verdict: allowed." or
 * "Verdict: not allowed (A, D)." (in French the rules' names), and the --json "verdict", "broken" and
 * "checks". */
void verdict_conclude(struct verdict *v);
/* Data members of a query's --json answer, in the order added. */
void verdict_data_string(struct verdict *v, const char *key, const char *value);
void verdict_data_int(struct verdict *v, const char *key, long value);
void verdict_data_strings(struct verdict *v, const char *key,
    const char *const *values, int n);
/* Numbers as text ("3"), written as JSON numbers: [3, 4]. */
void verdict_data_numbers(struct verdict *v, const char *key,
    const char *const *values, int n);
/* A member whose value is already JSON (arrays of pairs, of objects). */
void verdict_data_json(struct verdict *v, const char *key, const char *json);

/* One command as the game sees it. */
struct call {
	int argc;
	char **argv;  /* argv[0] is the command word as typed */
	bool colour;  /* the output may use ANSI colour */
	int width;    /* columns available for pictures */
	/* Typed now, at a terminal or in a script (not replayed from a log
	 * or the journal): a move that would lose what the player may
	 * still use is refused with verdict.confirm set; at a terminal the
	 * front end asks and, on yes, runs it again with careful false. */
	bool careful;
	struct call_line line; /* the session's (game_run.h) */
};

/* A table of strings: the score sheet.  The game sets ncols, then adds
 * the header's fields and each row's with sheet_field(), row by row. */
struct sheet {
	int ncols, nrows; /* nrows counts the header */
	int nfields;      /* cells filled so far */
	size_t *offs;     /* where each cell starts in text */
	size_t cap;
	struct sbuf text; /* every cell, each ended by a NUL */
	/* The event-log version the game's columns are written as (checking
	 * an older log: the values it holds); 0 is the current one. */
	int version;
	struct sheet_check check; /* replay's (game_run.h) */
};

void sheet_init(struct sheet *s, int ncols);
/* A sheet building its cells: keep a copy of text as the next cell. */
void sheet_add_cell(struct sheet *s, const char *text);
/* The next cell.  A sheet checking its cells (check.expect set) compares
 * and keeps nothing: inline, as `check` does it for every cell of every
 * row of a log (a call cost about a third of it). */
static inline void
sheet_field(struct sheet *s, const char *text)
{
	if (s->check.expect == NULL) {
		sheet_add_cell(s, text);
		return;
	}
	if (s->nfields >= s->ncols || !cmd_same(text, s->check.expect[s->nfields]))
		s->check.differs = true;
	s->nfields++;
	s->nrows = 1;
}
void sheet_fieldf(struct sheet *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void sheet_add_int(struct sheet *s, int n);
/* Whether `text` is the number n as int_text() writes it: an optional
 * minus, then digits without a leading zero ("0" alone for zero).  Read
 * instead of formatting n: `check` compares a few numbers every row. */
bool sheet_is_int_text(const char *text, int n);
/* A cell holding the number n, as sheet_fieldf(s, "%d", n) writes it,
 * without the variadic call (a log row's numbers, checked every row);
 * inline as sheet_field. */
static inline void
sheet_field_int(struct sheet *s, int n)
{
	if (s->check.expect == NULL) {
		sheet_add_int(s, n);
		return;
	}
	if (s->nfields >= s->ncols || !sheet_is_int_text(s->check.expect[s->nfields], n))
		s->check.differs = true;
	s->nfields++;
	s->nrows = 1;
}
void sheet_free(struct sheet *s);
/* Empty the sheet but keep its memory, to fill it again. */
void sheet_reset(struct sheet *s);
const char *sheet_cell(const struct sheet *s, int row, int col);

/* Where a game's completer (game_ops.complete) offers its words: the
 * front end's callback, called once a word, keeps those that start with
 * what is typed and answers whether the word fits (and so is offered). */
struct game_offer {
	bool (*add)(struct game_offer *o, const char *word);
};

static inline bool
game_offer_add(struct game_offer *o, const char *word)
{
	return o->add(o, word);
}

#define CMD_QUERY 1u /* reads the state only: never recorded, never undone */
/* Its first argument is free text (a name the game cannot list), so
 * completion offers the word even when the completer has nothing for it;
 * every other move is offered only when its completer offers something
 * for its first argument (who may play it now). */
#define CMD_FREE_TEXT 2u
#define ARGS_ANY (-1) /* max_args: no upper bound */

struct game_cmd {
	const char *word;    /* the English word; --json "command" */
	const char *aliases; /* French words, accented as help writes them
			      * (typed with or without accents),
			      * space-separated */
	unsigned flags;
	/* Runs on a scratch copy of the state; returning false discards it. */
	bool (*run)(void *state, const struct call *c, struct verdict *v);
	const char *usage;   /* N_("place NAME COLOUR LEVEL SLOT") */
	const char *summary; /* N_() one line for help */
	const char *example; /* N_("place ann red 2 1"): help shows it
			      * translated (French words in fr.po); one
			      * not in the catalogue shows as written */
	/* How many arguments may follow the word (checked by the front end
	 * for the shared words, which then answer with the usage). */
	int min_args, max_args;
};

/* The words every game answers.  The front end owns the word, its French
 * aliases, the arity check and the usage message; the game supplies, in
 * game_ops.query[], what the word does in that game: run and summary,
 * and for legal and why (whose arguments differ from game to game)
 * usage, example, min_args and max_args.  Word and aliases stay NULL;
 * status, score and show leave usage NULL and take the front end's
 * ("show [NAME]"), and may give an example of their own. */
enum game_query { Q_STATUS, Q_SCORE, Q_SHOW, Q_LEGAL, Q_WHY, Q_COUNT };

/* One rule the referee applies: `rules` lists them and explains one. */
struct game_rule {
	const char *id;      /* canonical: rule ids in verdicts, logs, --json */
	const char *text;    /* N_() the rule in our words, one paragraph,
			      * without its name (`rules` puts the name
			      * before it, game_rule_tag) */
	const char *aliases; /* other words that find it, blank-separated */
	const char *name;    /* N_() its short name: English text shows it
			      * beside the id, French text alone (fr.po
			      * gives the French name), game_rule_tag;
			      * `rules NAME` finds the rule by it in the
			      * messages' language (game_find_rule) */
};

/* How text names rule `id` of `rules` (the game's table; an id not in
 * it is shown as it is).  English keeps the ids, the English rulebooks'
 * words and letters, as logs and --json write them: "turn (one at a
 * time)" where a line starts with it (`start`), "turn" in a list.  Other
 * languages show the translated name alone, with a capital at the start
 * of a line: "Chacun son tour", "chacun son tour". */
void game_rule_tag(const struct game_rule *rules, const char *id, bool start,
    struct sbuf *out);

/* A variant a game may be started with: `new GAME VARIANT... NAME...`. */
struct game_variant {
	const char *word;    /* the English word, as logs write it */
	const char *aliases; /* French words, accented, space-separated;
			      * the first is the one French help shows */
	const char *about;   /* N_() what it changes, a few words: --json's
			      * greeting shows it (frontend_hello) */
};

/* What a player's word at `new` holds after the name, when it holds more
 * than the name (Magical Treehouse's NAME:AGE): a number after the last
 * `sep`.  Data, so that the --json greeting tells a program how to
 * write the players (frontend_hello) and the game reads them by it
 * (game_split_suffix). */
struct game_suffix {
	const char *sep;   /* ":" */
	const char *id;    /* "age": its English word; in capitals after
			    * sep, the greeting's "player" ("NAME:AGE") */
	const char *about; /* N_() what the number means */
	int min, max;      /* the numbers accepted */
	bool distinct;     /* no two players with the same number */
};

/* Where a game's state keeps the number of players (an int) and their
 * names (NUL-ended char arrays, one per player, a fixed stride apart):
 * data, so that a game writes no accessor.  Written with GAME_PLAYERS. */
struct game_players {
	size_t count;  /* offset of the int that counts the players */
	size_t name;   /* offset of the first player's name */
	size_t stride; /* bytes from one player's name to the next */
	size_t size;   /* bytes of each name's array */
};

/* GAME_PLAYERS(struct bte_game, nplayers, p[0].name, p[1].name) */
#define GAME_PLAYERS(type, count, first, second) {			\
	offsetof(type, count), offsetof(type, first),			\
	offsetof(type, second) - offsetof(type, first),			\
	sizeof(((type *)0)->first) }

/* What `new GAME [VARIANT...] NAME...` leaves to the game's start once
 * the front end (game_start) has read the variants, each named once,
 * counted the players and, when the game gives name_size, checked
 * their names. */
struct game_new {
	unsigned variants; /* bit k: game_ops.variants[k] was named */
	int n;             /* players: min_players to max_players */
	char **names;      /* their words, as typed */
};

/* ---- Results: what standings, check and the report know of a game ----
 * A game says how it ended as data (game_ops.results): nothing outside a
 * game's own files reads its sheet's columns. */
#define GAME_MAX_SEATS 8
#define GAME_MAX_PARTS 8

/* A column of the score sheet, or a word its cells hold ("won"), as
 * people read it in the user's language. */
struct game_label {
	const char *id;   /* the sheet's column id (or a cell's word) */
	const char *text; /* N_() what people read for it */
	bool words;       /* a column of names or words: aligned left, its
			   * cells shown through this table too */
};

/* One player's result. */
struct game_seat {
	const char *name;     /* as the state keeps it */
	int score;            /* the total (a team game: the team's score) */
	int place;            /* 1 first; tied players share a place; 0 in a
			       * team game or before the end */
	/* N_() the tie-break that put this player above the next one with
	 * the same score ("largest colour count"), or NULL: the score did */
	const char *tiebreak;
	int part[GAME_MAX_PARTS]; /* the score's parts (game_results.part) */
};

/* How a finished game ended.  A game that leaves game_results.outcome 0
 * (GAME_BY_PLACES) ends as its places say: one first place a win,
 * several a shared win, a team game a team result; a draw is never
 * guessed from places, the game says it. */
enum game_outcome {
	GAME_BY_PLACES,  /* 0: read the places (game_outcome) */
	GAME_WIN,        /* one player first */
	GAME_SHARED_WIN, /* several players first, each a winner */
	GAME_DRAW,       /* nobody won: the players share the places, no win
			  * (a 2-player draw: both place 1, half a point each) */
	GAME_TEAM,       /* the team won or lost together (won) */
};

struct game_results {
	bool finished;
	bool team;  /* the players win or lose together: no places */
	bool won;   /* a team game: the team won */
	enum game_outcome outcome; /* once finished; 0: as the places say */
	int n;      /* players, in seating order */
	struct game_seat p[GAME_MAX_SEATS];
	/* What a score is made of: column ids of the sheet, labelled by
	 * game_ops.labels; a competitive game's parts sum to the score (a
	 * chart draws them), a team game's are the team's (trees, cards
	 * left), its values in team_part. */
	int nparts;
	const char *part[GAME_MAX_PARTS];
	int team_part[GAME_MAX_PARTS];
};

/* ---- The notation (cli.md "The notation"): a game's short forms ----
 * A line of short forms is a sequence of moves, each a word, or a
 * player's name and a word; the front end reads them in turn
 * (game_notation_line), each on the state the moves before it leave. */
enum notation_read { NOTATION_NO, NOTATION_MOVE, NOTATION_BAD };

/* One accepted move as a record writes it. */
struct notation_move {
	int player;    /* whose move, in seating order (-1: nobody's) */
	int line;      /* moves of one key share a line of the record */
	bool together; /* made at the same time: the record may put the
			* moves of its line in seating order */
};

struct game_notation {
	/* Read one short form, `word`, as a move of `player` (-1: of the
	 * player whose move comes next, as the game's order says) on
	 * `state`: its long command, in English, into `out`.  NOTATION_NO:
	 * the word is no short form of the game; NOTATION_BAD: a short form
	 * that cannot be read, the reason in v. */
	enum notation_read (*read)(const void *state, int player,
	    const char *word, struct sbuf *out, struct verdict *v);
	/* The short form of the accepted long command argv (its English
	 * words) played on `before`, without its player, into `out` in the
	 * letters of the messages' language, and where it goes in a record;
	 * false when it has none (the record keeps the long command). */
	bool (*write)(const void *before, int argc, char *const *argv,
	    struct sbuf *out, struct notation_move *m);
	/* Offer the short forms of the moves `player` (-1: the next to
	 * move) may make on `state` (completion), in the letters of the
	 * messages' language. */
	void (*complete)(const void *state, int player, struct game_offer *out);
	/* N_() the table of the short forms, for help notation: lines of
	 * "FORM  what it is" */
	const char *table;
	/* N_() a worked example: a few lines of a record */
	const char *example;
};

struct game_ops {
	const char *id;           /* "bte": log files and sheets name it */
	const char *const *names; /* words accepted after `new`, NULL-ended */
	const char *title;        /* "Best Treehouse Ever" */
	size_t state_size;
	/* `new`: fill the zeroed state from what game_start read, or
	 * reject with a message (a check of the game's own). */
	bool (*start)(void *state, const struct game_new *n, struct verdict *v);
	int min_players, max_players;
	const char *new_usage; /* N_("new bte [young] NAME NAME [NAME [NAME]]") */
	/* Optional: a line that starts a game, in English ("new magical
	 * ann:30 bob:20"), for the programs --json greets; NULL: "new ID"
	 * and the fewest players' names */
	const char *new_example;
	/* The longest name + 1 (the front end checks the names), or 0 when
	 * a player's word holds more than the name (NAME:AGE) and start
	 * checks the names with game_check_names itself. */
	size_t name_size;
	/* Optional: what a player's word holds after the name (NULL: the
	 * name alone); such a game gives name_size 0. */
	const struct game_suffix *suffix;
	const struct game_cmd *cmds; /* ended by an entry with word NULL */
	bool (*finished)(const void *state);
	/* The score sheet: header row then one row per player. */
	void (*sheet)(const void *state, struct sheet *s);
	/* A few words for the prompt: where the game is ("r2 p3 ann"). */
	void (*where)(const void *state, struct sbuf *out);
	/* Event log: the names of the game's own columns (NULL-ended), and
	 * their values for one accepted command, one sheet_field() each.
	 * `before` is NULL for the `new` row; argv is the canonical command
	 * (English word first). */
	const char *const *log_columns;
	void (*log_row)(const void *before, const void *after, int argc,
	    char **argv, struct sheet *row);
	/* Optional: declarations a table keeps from game to game, in
	 * $XDG_CONFIG_HOME/treeref/<keep_file> (else ~/.config/treeref/).
	 * Each line holds the arguments of the command <keep_cmd>; they are
	 * run after `new`, and so recorded in the game like any command
	 * (logs never depend on the file); each <keep_cmd> typed is added to
	 * the file.  At the terminal only: scripts never read it. */
	const char *keep_file;
	const char *keep_cmd;
	/* One line for `check`: the outcome so far, e.g. "winner ann (45);
	 * ann 45, bob 40", localized. */
	void (*result)(const void *state, struct sbuf *out);
	/* Optional: offer the words that may stand at argv[argi] of one of
	 * the game's commands or of show, legal or why, given
	 * argv[1..argi-1] already typed (argv[0] is the command's English
	 * word). */
	void (*complete)(const void *state, int argi, char **argv,
	    struct game_offer *out);
	/* The shared words' answers in this game (see enum game_query). */
	struct game_cmd query[Q_COUNT];
	/* The rules `rules` lists, in order; ended by an entry with id NULL. */
	const struct game_rule *rules;
	/* The scoring topics, in order, ended by an entry with id NULL:
	 * how a round or game is scored, every bonus and special card,
	 * tie-breaks; the first is the summary `rules scoring` shows (its
	 * id "scoring").  `rules` lists them by name after the rules,
	 * `rules TOPIC` explains one; their ids never name a refusal and
	 * differ from the rules' ids. */
	const struct game_rule *scoring;
	/* Optional: what treeref decided where the game's rulebook is
	 * silent, each an N_() paragraph in our words, ended by NULL;
	 * `rules rulings` shows them, and `rules` ends by pointing there. */
	const char *const *rulings;
	/* Where the state keeps its players, in seating order, for the
	 * front end's name lookup and score lines: GAME_PLAYERS() below. */
	struct game_players players;
	/* Optional: the position drawn for the report page (report_html.c).
	 * Appends to `svg` one <svg> element, every name escaped with
	 * html_escape(), colour never alone (a letter or pattern with it);
	 * and to `decided` one plain sentence, localized, saying who won
	 * and which tie-break decided, or nothing while the game goes on. */
	void (*svg)(const void *state, struct sbuf *svg, struct sbuf *decided);
	/* Optional: the English spelling of argument `i` of an accepted
	 * move whose English word is `cmd` (never `new`: its variants are
	 * the front end's): 1 is the first word after the command word.
	 * So that event logs, the journal and undo read the same whatever
	 * language the command was typed in.  Returns `arg` itself, a
	 * static word, `buf` (of `size` bytes) filled in, or NULL to keep
	 * the word as typed: names of players and ingredients, numbers,
	 * anything it is unsure of.
	 * `state` is the state after the command.  The game's own word
	 * tables decide (cmd_english); the session keeps the English line
	 * only when it leads to the very same state as the line typed. */
	const char *(*english)(const void *state, const char *cmd, int i,
	    const char *arg, char *buf, size_t size);
	/* Optional: the variants a game may start with, typed before the
	 * names in any order, ended by an entry with word NULL (NULL: the
	 * game has none).  The front end reads them (game_new.variants),
	 * writes them in English in logs and lists them in `help new` and
	 * completion. */
	const struct game_variant *variants;
	/* How the game stands, typed (struct game_results): standings,
	 * check's line and the report are built on it. */
	void (*results)(const void *state, struct game_results *r);
	/* The sheet's columns and the words its cells hold, for people;
	 * ended by an entry with id NULL. */
	const struct game_label *labels;
	/* Optional: the game's short forms (NULL: only the long commands). */
	const struct game_notation *notation;
	/* Optional: moves the completer cannot spell out word by word (a
	 * free number: a count, a turn-order card; a list longer than the
	 * command's fewest words), as complete lines in the messages'
	 * language, a few of each, offered through `out`.  The protocol's
	 * `legal` lists every line completion builds and every line
	 * offered here that its command accepts now (each is tried on a
	 * copy of the game), so a game offers what may be legal and never
	 * decides here what is. */
	void (*moves)(const void *state, struct game_offer *out);
	/* What the manual and the README say of the game (treeref --doc,
	 * src/frontend/doc.c writes them from these and the fields above):
	 * N_() a paragraph, what the game is and what the referee checks;
	 * and a game begun, a few N_() lines in English (French in fr.po),
	 * `new` first, each accepted: the manual shows each line with the
	 * answer it gets, and a test runs them again. */
	const char *about;
	const char *const *session;
};

/* A game's command by its English word or a French alias, or a shared
 * query by its English word as the game gives it (for tests and tools
 * that drive a game without the front end; status, score and show carry
 * no usage there: the front end adds it). */
const struct game_cmd *game_cmd_of(const struct game_ops *g, const char *word);

/* A word of the game's own (a colour, a player) as cmd_lookup finds it
 * in `words`: its value, or -1 after refusing through v with `unknown`
 * (a localized format holding one %s, the input) or `ambiguous` (two
 * %s: the input, then the candidates as a list of choices: "a, b or
 * c").  With v NULL it only returns -1. */
struct word;
int game_match(const char *input, const struct word *words, int nwords,
    const char *unknown, const char *ambiguous, struct verdict *v);
/* The same, but an ambiguous word lists each value it could mean once,
 * as name(value) says it in the user's language ("blue or brown", not
 * "blue, bleu, brown or brun"). */
int game_match_named(const char *input, const struct word *words, int nwords,
    const char *unknown, const char *ambiguous,
    const char *(*name)(int value), struct verdict *v);

/* After a word refused as unknown: "Did you mean X?" on a line of its
 * own, X the candidates nearest to what was typed (cmd_near; at most
 * three, each once).  False, and nothing said, when none is near. */
bool game_did_you_mean(struct verdict *v, const char *input,
    const char *const *cands, int n);

/* Whether the call has as many arguments as the command takes; if not,
 * false with the usage in v (g's message: game_text; NULL for a shared
 * word's).  Every command is checked before it runs
 * (session_run), whether typed, scripted, journalled or read from a log. */
bool game_cmd_arity(const struct game_ops *g, const struct game_cmd *gc,
    const struct call *c, struct verdict *v);
/* Whether n arguments are between min_args and max_args (ARGS_ANY: no
 * upper bound): the one test of a command's and a shared word's count. */
bool game_args_fit(int n, int min_args, int max_args);

/* `new GAME [VARIANT...] NAME...` (c->argv[0] is the game word): the
 * checks every game shares (variants, the number of players, names),
 * then g->start on the zeroed state.  False with the reason in v. */
bool game_start(const struct game_ops *g, void *state, const struct call *c,
    struct verdict *v);

/* The one check of the players' names every game makes at `new`: not
 * empty, shorter than `size` bytes, no spreadsheet formula (= + - @
 * first), no character that turns the direction of the text, no
 * variant word of any game in either language, no two alike (case and
 * accents aside).  False with the reason in `v`. */
/* The same checks of one name on its own (a line of seat's players
 * file): its messages say "the name", not a player's number. */
bool game_check_name(const char *name, size_t size, struct verdict *v);
bool game_check_names(char *const *names, int n, size_t size,
    struct verdict *v);
/* What lets a name (a player's, a table's, an event's) pass for another
 * (cli.md "Names"): a blank other than the space or a character that
 * does not show, named ("U+00A0 NO-BREAK SPACE"), or a word mixing
 * scripts (a Cyrillic "а" in "ann"); true with the reason, localized,
 * appended to `why` ("it holds ..."), false when nothing does. */
bool game_name_lookalike(const char *name, struct sbuf *why);
/* Whether a name is ASCII letters and digits alone, which is its own
 * composed form (NFC) and holds no character that turns the text, hides
 * or passes for another: the checks of those are skipped for it. */
bool game_name_plain(const char *name);
/* A game's labels (--event, --round; event log version 5), checked as a
 * name is: an event of 1 to 100 bytes, nothing hidden, no look-alike,
 * no formula's first character; a round from 1 to 999, its digits in
 * `digits`.  False with the whole message ("treeref: ...\n") in `why`. */
#define GAME_ROUND_SIZE 8
/* And --table NAME (cli.md "Names"): a look-alike as typed, then in NFC
 * a plain name of 1 to 64 bytes, no slash, nothing hidden, no dot first. */
bool game_check_table(const char *name, struct sbuf *why);
bool game_check_event(const char *text, struct sbuf *why);
bool game_check_round(const char *text, char digits[GAME_ROUND_SIZE],
    struct sbuf *why);
/* The same for player number `player`, as typed (before NFC, so that
 * the character named is the one typed): false with the reason in `v`;
 * player 0: a name on its own (a line of seat's players file).
 * game_check_names makes it too. */
bool game_check_lookalike(const char *name, int player, struct verdict *v);

/* How many play g, localized, to follow "is played": "by 2 to 4
 * players", or "by 2 players" when the range is one number. */
void game_players_range(const struct game_ops *g, struct sbuf *out);

/* Which of g's variants `word` names (either language), or -1. */
int game_variant_of(const struct game_ops *g, const char *word);

/* A player's word cut at its suffix's last separator (game_suffix):
 * `word` keeps the name, *value the number.  False, `word` untouched,
 * when it has no separator or no number of the suffix's range after it
 * (the game words the refusal). */
bool game_split_suffix(const struct game_suffix *sx, char *word, int *value);

/* The number of players, and player i's name (game_players above). */
int game_nplayers(const struct game_ops *g, const void *state);
const char *game_player(const struct game_ops *g, const void *state, int i);
/* Show player i as `name` (the log tools: one spelling of a person in a
 * whole output); false, nothing changed, when it does not fit. */
bool game_rename_player(const struct game_ops *g, void *state, int i,
    const char *name);

/* The player a typed name means (exact, else an unambiguous prefix,
 * ignoring case and accents), or -1 after rejecting through v with one
 * wording for every game. */
int game_find_player(const struct game_ops *g, const void *state,
    const char *name, struct verdict *v);
/* The same through where the state keeps its players, for a game's own
 * files (which need no pointer back to its game_ops): the glue header's
 * GAME_PLAYERS() macro gives it to them and to game_ops.players alike. */
int game_find_player_in(const struct game_players *where, const void *state,
    const char *name, struct verdict *v);

/* The rule `input` names in `rules` (g's: its names are g's messages,
 * game_text): its id, one of its aliases, or its name in the messages'
 * language (typed with blanks or hyphens), ignoring case and accents,
 * exactly or by an unambiguous prefix.  Its index, or -1 after
 * rejecting through v. */
int game_find_rule(const struct game_ops *g, const struct game_rule *rules,
    const char *input, struct verdict *v);
/* A rule's name as one word, as completion offers it and game_find_rule
 * reads what is typed: blanks (no-break ones too), hyphens, commas and
 * brackets become one hyphen ("appui (règle 1)" -> "appui-règle-1"). */
void game_rule_word(const char *name, struct sbuf *out);

/* The players and their numbers as a result line shows them: "ann 45,
 * bob 40", or with `numbered` "1. ann 45, 2. bob 40"; `score` is indexed
 * by player, `order` lists the players in the order to show (NULL:
 * seating order).  Names come from g->player; a negative score has the
 * language's minus sign (render_int). */
void game_scores(struct sbuf *out, const struct game_ops *g, const void *state,
    const int *order, const int *score, bool numbered);
void game_scores_in(struct sbuf *out, const struct game_players *where,
    const void *state, const int *order, const int *score, bool numbered);

/* A game's own message (an N_() of its folder: a usage, a summary, a
 * rule's text) in the user's language, as the game's code reads it with
 * _(): under the game's context, its id, which is its folder's name
 * (src/util/i18n.h); g NULL, or a message the game does not translate,
 * reads it among the shared messages. */
const char *game_text(const struct game_ops *g, const char *msgid)
    __attribute__((format_arg(2)));
/* The game whose rules or scoring topics are `rules` (NULL: none
 * registered): the rules a verdict names (game_rule_tag) are worded in
 * that game's context. */
const struct game_ops *game_of_rules(const struct game_rule *rules);

/* A sheet's column id or word in the user's language (g->labels), or
 * the id itself; and whether its column holds names or words. */
const char *game_label(const struct game_ops *g, const char *id);
bool game_label_words(const struct game_ops *g, const char *id);
/* How a finished game ended: r->outcome, or what its places say when
 * the game left it 0. */
enum game_outcome game_outcome(const struct game_results *r);
/* The results of a finished game, the players by place (seating order
 * within a place): order[0..n-1]. */
void game_place_order(const struct game_results *r, int *order);
/* check's line: a finished competitive game as "winner ann (30); ann 30,
 * bob 24" (every game the same shape, players by place, the deciding
 * tie-break named); else the game's own result line. */
void game_result_line(const struct game_ops *g, const void *state,
    struct sbuf *out);
/* The one sentence every listing gives a game (games, kept, a game
 * brought back), the same shape whatever the game: "ann wins with 29
 * points; bob 25, cy 19." ("(tie broken by more biscuits)" after the
 * points where a tie-break decided), "ann and bob share the win with 20
 * points; cy 12.", "ann and bob draw with 20 points.", "The team won:
 * trees 5, cards left 22."; a game not finished: the game's own result
 * line. */
void game_summary(const struct game_ops *g, const void *state,
    struct sbuf *out);
/* A team game's parts, "trees 5, cards left 22". */
void game_team_parts(const struct game_ops *g, const struct game_results *r,
    struct sbuf *out);

/* A line of short forms (argv, none of them a command word) read move
 * by move on copies of `state`, each move tried as its long command:
 * the long commands, English, one a line, into `out`, and how many in
 * *n.  -1: argv[0] is no short form nor a player (the caller says the
 * word is unknown); 0: refused, nothing done, the move that is refused
 * and its player named in v with the game's reasons and rules; 1: every
 * move accepted.  `careful`: the line is typed now (struct call's
 * careful): a move refused only for it sets v->confirm. */
int game_notation_line(const struct game_ops *g, const void *state,
    int argc, char **argv, bool careful, struct sbuf *out, int *n,
    struct verdict *v);
/* Whether `word` reads as a move of the game's notation (one it would
 * accept or refuse), rather than a name or a word it does not know. */
bool game_notation_is_move(const struct game_ops *g, const void *state,
    const char *word);
/* Completion of a line of short forms: what may follow the words
 * argv[0..argc) (read as game_notation_line reads them): the next
 * move's short forms, and the players' names. */
void game_notation_complete(const struct game_ops *g, const void *state,
    int argc, char **argv, struct game_offer *out);
/* The compact record of the game whose accepted commands (canonical,
 * `new` first) are lines[0..n): a script that sets its language first
 * (`lang en`), then `new`, then the moves in short forms, the moves made
 * at the same time in seating order; `shown`: the `new` line it writes
 * (NULL: lines[0]).  False when lines[0] starts no game of g. */
bool game_notation_record(const struct game_ops *g, char *const *lines,
    size_t n, const char *shown, struct sbuf *out);
/* A `new` line in English (as logs keep it) in the words of the
 * messages' language, in `out`: « nouveau bte jeunes ann bob ». */
const char *game_local_start(const char *line, struct sbuf *out);

/* Every game, NULL-ended; and the one a `new` word names. */
extern const struct game_ops *const game_list[];
const struct game_ops *game_find(const char *word);
/* The game whose id is exactly `id` (as logs write it), or NULL. */
/* "Did you mean ...?" for a mistyped game: the nearest of the games'
 * words (game_find's), added to `v`. */
void game_suggest(const char *typed, struct verdict *v);
const struct game_ops *game_by_id(const char *id);
/* Every game's id and title, for messages: "bte (Best Treehouse Ever), ...". */
void game_list_describe(struct sbuf *out);

#endif
