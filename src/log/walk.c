/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* walk.c — an event log's rows: built from a session (replay_build_log),
 * and walked back through the referee row by row, each checked (its
 * header, columns, sequence, dates, identity, derived columns and its
 * command's verdict).  Below replay.c, check.c, inputs.c and dedup.c,
 * which walk logs; it asks dedup.c which games are set aside through
 * the hook walk_skip_by gives it. */
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "ident.h"
#include "i18n.h"
#include "people.h"
#include "render.h"
#include "replay.h"
#include "session.h"
#include "util.h"
#include "walk.h"

static const char *const common_columns[] = { "game", "version", "seq", "command" };

/* Whether dedup.c sets a game aside (walk_skip_by): a log's game that
 * another file replaces or repeats; none until it says. */
static bool (*skip_game)(const char *path, long num);

void
walk_skip_by(bool (*skip)(const char *path, long num))
{
	skip_game = skip;
}

static int
game_ncols(const struct game_ops *g)
{
	int n = NCOMMON;

	for (int i = 0; g->log_columns && g->log_columns[i]; i++)
		n++;
	return n;
}

static void
add_header(const struct game_ops *g, struct sheet *out)
{
	for (int i = 0; i < NCOMMON; i++)
		sheet_field(out, common_columns[i]);
	for (int i = 0; g->log_columns && g->log_columns[i]; i++)
		sheet_field(out, g->log_columns[i]);
	sheet_field(out, TIME_COLUMN);
	ident_add_header(out);
}

/* The game's columns for one command, from the states around it. */
static void
derived_row(const struct game_ops *g, const void *before, const void *after,
    const char *canonical, struct sheet *out)
{
	char *argv[CMD_MAX_ARGS];
	char *line = xstrdup(canonical);
	int argc = cmd_tokenize(line, argv, CMD_MAX_ARGS);

	if (g->log_row)
		g->log_row(before, after, argc, argv, out);
	free(line);
}

/* The game's columns for command i of the session. */
static void
add_derived(const struct session *s, size_t i, struct sheet *out)
{
	derived_row(session_game(s), i ? session_state_at(s, i - 1) : NULL,
	    session_state_at(s, i), session_line(s, i), out);
}

void
replay_build_log(const struct session *s, struct sheet *out)
{
	const struct game_ops *g = session_game(s);

	if (g == NULL)
		return;
	out->ncols = game_ncols(g) + 1 + NIDENT;
	add_header(g, out);
	for (size_t i = 0; i < session_count(s); i++) {
		sheet_field(out, g->id);
		sheet_field(out, REPLAY_LOG_VERSION);
		sheet_fieldf(out, "%zu", i + 1);
		sheet_field(out, session_line(s, i));
		add_derived(s, i, out);
		sheet_field(out, session_when(s, i));
		ident_add_row(s, i == 0, out);
	}
}

/* Set (by Ctrl-C at the prompt) to stop a load between two rows. */
static volatile sig_atomic_t *cancel_flag;

void
replay_set_cancel(volatile sig_atomic_t *flag)
{
	cancel_flag = flag;
}

void
walk_init(struct walk *w)
{
	memset(w, 0, sizeof *w);
	w->sep = CSVLOG_SEP_DEFAULT;
	w->s = session_new();
	verdict_init(&w->v);
}

static void
clear_header(struct walk *w)
{
	for (int i = 0; i < w->ncols; i++)
		free(w->header[i]);
	w->ncols = 0;
}

void
walk_free(struct walk *w)
{
	clear_header(w);
	sheet_free(&w->derived);
	session_free(w->s);
	verdict_free(&w->v);
	sbuf_free(&w->err);
}

bool
walk_fail_at(struct walk *w, long row, int col, const char *fmt, ...)
{
	va_list ap;
	struct sbuf text = { 0 };

	va_start(ap, fmt);
	sbuf_vprintf(&text, fmt, ap);
	va_end(ap);
	/* a sentence, as every error is (verdict_sentences): a capital
	 * where its own words begin, a full stop at its end */
	if (fmt[0] != '%')
		render_capital_at(&text, 0);
	if (!verdict_line_ended(sbuf_str(&text), text.len))
		sbuf_addc(&text, '.');
	/* the separator after a place follows the language's spacing */
	if (col > 0)
		sbuf_printf(&w->err, _("%ld:%d: %s"), row, col, sbuf_str(&text));
	else
		sbuf_printf(&w->err, _("%ld: %s"), row, sbuf_str(&text));
	sbuf_free(&text);
	w->failed = w->located = true;
	return false;
}

/* Whether a refusal's message begins with the rule's id as a label. */
/* A rejected command: its message on one line (each broken rule's
 * line starts with its name: verdict_refuse). */
static bool __attribute__((cold))
fail_verdict(struct walk *w, long row)
{
	struct sbuf b = { 0 };
	const char *m = sbuf_str(&w->v.msg);
	/* TRANSLATORS: joins the lines of one refusal on the one line a
	 * check writes ("rule a: ...; rule b: ..."); French puts a
	 * non-breaking space before the semicolon. */
	const char *join = _("; ");

	for (; *m; m++) {
		if (*m != '\n') {
			sbuf_addc(&b, *m);
			continue;
		}
		if (b.len && b.s[b.len - 1] == '.')
			b.s[--b.len] = '\0'; /* sentences joined by "; " */
		/* a line that ends with a colon introduces the next */
		if (m[1])
			sbuf_add(&b, b.len && b.s[b.len - 1] == ':' ? " " : join);
	}
	walk_fail_at(w, row, NCOMMON, "%s", b.s);
	sbuf_free(&b);
	return false;
}

/* Column i of the header game g writes (add_header). */
static const char *
header_column(const struct game_ops *g, int i)
{
	return i < NCOMMON ? common_columns[i] : g->log_columns[i - NCOMMON];
}

/* The header of this section must be the one the game writes. */
static bool
check_header(struct walk *w, long row, const struct game_ops *g)
{
	int want = game_ncols(g) + w->ntail;

	if (want != w->ncols)
		return walk_fail_at(w, row, 0, _("the header has %d columns; a %s log has %d"),
		    w->ncols, g->id, want);
	for (int i = 0; i < w->ncols - w->ntail; i++)
		if (!cmd_same(w->header[i], header_column(g, i)))
			return walk_fail_at(w, row, i + 1, _("header column \"%s\" where a %s log has \"%s\""),
			    w->header[i], g->id, header_column(g, i));
	return true;
}

static void
end_game(struct walk *w)
{
	if (session_game(w->s) == NULL)
		return;
	/* the content hash of a game loaded into a session, which a
	 * correction of it writes (fe_archive.c); a lean reader's game_end
	 * (standings, report, seat, check --json, the archive's listing)
	 * never reads it, and dedup.c tells games apart by their key */
	if (!w->lean)
		ident_hash_hex(w->hash, session_identity_edit(w->s)->hash);
	else
		session_identity_edit(w->s)->hash[0] = '\0';
	if (!replay_in_range(session_started(w->s))) {
		if (replay_undated(session_started(w->s)))
			w->undated++;
		return;
	}
	w->in_range++;
	/* a game that another file replaces or repeats (replay_identify) */
	if (w->game_end && skip_game && skip_game(w->path, w->games))
		return;
	if (w->game_end)
		w->game_end(w->ctx, people_show(w->s));
}

/* The identity (version 5) of the row, taken into the walk's session on
 * the `new` row, checked empty on the others (identity.c). */
static bool
take_identity(struct walk *w, long row, int n, char **f, bool is_new)
{
	/* most rows: no identity columns, or all of them empty, as they
	 * must be on a row that starts no game (ident_take's check, without
	 * the call): the last NIDENT fields are then NIDENT NULs, the
	 * fields lying one after another up to f[n] (csvlog_row_fn) */
	if (!is_new && (w->ntail != 1 + NIDENT || f[n] - f[n - NIDENT] == NIDENT))
		return true;
	struct sbuf why = { 0 };
	int col = ident_take(w->s, w->ntail, n, f, is_new, &why);

	if (col > 0) {
		/* its own words begin the sentence, as walk_fail_at's do */
		render_capital_at(&why, 0);
		walk_fail_at(w, row, col, "%s", sbuf_str(&why));
	}
	sbuf_free(&why);
	return col == 0;
}

/* Whether a word can fold to "new" at all: an n of either case, or a
 * letter beyond ASCII (an accented one); most rows' words cannot. */
static bool
may_be_new(const char *word)
{
	return (word[0] | 0x20) == 'n' || ((unsigned char)word[0] & 0x80);
}

/* Run the command of one row through the referee; `len` its bytes when
 * they are all printable ASCII (a plain row), else SIZE_MAX. */
static bool
run_row(struct walk *w, long row, const struct game_ops *g, char *command,
    size_t len)
{
	/* walk_row checked that every field is text (not_text_field) */
	char **argv = w->argv;
	int argc = len != SIZE_MAX ? cmd_tokenize_ascii(command, len, argv, CMD_MAX_ARGS) :
	    cmd_tokenize(command, argv, CMD_MAX_ARGS);
	struct call c = { .argc = argc, .argv = argv, .width = 100 };

	w->argc = 0;
	if (argc <= 0)
		return walk_fail_at(w, row, NCOMMON, _("the command is empty"));
	if (may_be_new(argv[0]) && cmd_word_eq(argv[0], "new")) {
		if (argc < 2 || game_find(argv[1]) != g)
			return walk_fail_at(w, row, NCOMMON, _("this new does not start a %s game"), g->id);
		if (!check_header(w, row, g))
			return false;
		end_game(w);
		if (!session_start(w->s, &c, &w->v))
			return fail_verdict(w, row);
		argv[0] = (char *)"new";
		w->argc = argc;
		return true;
	}
	if (session_game(w->s) == NULL)
		return walk_fail_at(w, row, NCOMMON, _("the first event must start a "
		    "game (new GAME NAME...), but it is \"%s\""), argv[0]);
	const struct game_cmd *gc = session_find_cmd(w->s, argv[0]);
	if (gc == NULL || (gc->flags & CMD_QUERY))
		return walk_fail_at(w, row, NCOMMON, _("unknown action \"%s\""), argv[0]);
	/* Text is composed only when it is read: announcements being printed,
	 * or a refusal, which is run again aloud (it changed nothing). */
	w->v.run.quiet = !w->print_news;
	if (session_run(w->s, gc, &c, &w->v)) {
		argv[0] = (char *)gc->word;
		w->argc = argc;
		return true;
	}
	verdict_clear(&w->v);
	w->v.run.quiet = false;
	session_run(w->s, gc, &c, &w->v);
	return fail_verdict(w, row);
}

/* The derived columns of the row must be what the referee computes. */
static bool
check_derived(struct walk *w, long row, char **fields)
{
	struct sheet *mine = &w->derived; /* its memory is reused row to row */
	bool ok = true;

	sheet_reset(mine);
	mine->ncols = w->ncols - NCOMMON - w->ntail;
	/* the columns as this row's version wrote them (known_version) */
	mine->version = fields[1][0] - '0';
	if (mine->ncols <= 0)
		return true;
	if (w->lean && w->argc > 0 && session_game(w->s)->log_row) {
		/* compared cell by cell as the game words them, nothing
		 * kept; a difference is then worded by the full path below */
		mine->check.expect = fields + NCOMMON;
		session_game(w->s)->log_row(session_lean_before(w->s),
		    session_state(w->s), w->argc, w->argv, mine);
		mine->check.expect = NULL;
		if (!mine->check.differs && mine->nfields == mine->ncols)
			return true;
		sheet_reset(mine);
	}
	if (w->lean) {
		/* the words of the row just run (a lean session keeps no line) */
		if (session_game(w->s)->log_row)
			session_game(w->s)->log_row(session_lean_before(w->s),
			    session_state(w->s), w->argc, w->argv, mine);
	} else
		add_derived(w->s, session_count(w->s) - 1, mine);
	for (int c = 0; ok && c < mine->ncols; c++)
		if (strcmp(fields[NCOMMON + c], sheet_cell(mine, 0, c)) != 0)
			ok = walk_fail_at(w, row, NCOMMON + c + 1,
			    _("%s is \"%s\" in the log but \"%s\" by the rules"),
			    w->header[NCOMMON + c], fields[NCOMMON + c], sheet_cell(mine, 0, c));
	return ok;
}

/* Whether the n fields f are the walk's header, word for word. */
bool
walk_is_own_header(const struct walk *w, int n, char *const *f)
{
	if (n != w->ncols)
		return false;
	for (int i = 0; i < n; i++)
		if (!cmd_same(f[i], w->header[i]))
			return false;
	return true;
}

bool
walk_take_header(struct walk *w, long row, int n, char **f)
{
	/* logs put end to end repeat their header: kept, not copied again */
	if (walk_is_own_header(w, n, f)) {
		w->headers++;
		return true;
	}
	clear_header(w);
	/* the rows are read by these four columns before anything else */
	if (n < NCOMMON)
		return walk_fail_at(w, row, 0, _("too few header columns (%d): an event "
		    "log begins with the columns game, version, seq and command"), n);
	for (int i = 0; i < n; i++)
		w->header[i] = xstrdup(f[i]);
	w->ncols = n;
	w->ntail = ident_tail_columns(n, f);
	w->headers++;
	return true;
}

/* Whether a row is a header: its first field is "game" (its first
 * letter before the call: every row asks). */
bool
walk_is_header(int n, char **f)
{
	return n > 0 && f[0][0] == 'g' && strcmp(f[0], "game") == 0;
}

/* The first field (from 1) that is not UTF-8 text without control
 * characters, or 0 (a plain row, all printable ASCII, has none). */
static int
not_text_field(int n, char **f, bool plain)
{
	for (int i = 0; !plain && i < n; i++)
		if (cmd_line_problem(f[i], strlen(f[i])) != NULL)
			return i + 1;
	return 0;
}

/* Whether this treeref reads logs of that version (checked on every
 * row of a log: plain comparisons). */
static bool
known_version(const char *v)
{
	/* one digit, from the oldest to this one: "1", "2"... "5" */
	return v[0] >= REPLAY_LOG_OLDEST[0] && v[0] <= REPLAY_LOG_VERSION[0] &&
	    v[1] == '\0';
}

/*
 * The dates are data: the start written on `new` and the end on the
 * command that ended the game are the session's, whatever the clock
 * says now; a log before version 4 has none ("").  Any other row's time
 * is empty.
 */
static bool
take_time(struct walk *w, long row, int n, char **f, bool is_new, bool was_over)
{
	const char *t = w->ntail ? f[n - w->ntail] : "";
	bool ends = !is_new && !was_over && session_finished(w->s);

	if (*t != '\0' && !date_parse(t, NULL))
		return walk_fail_at(w, row, n - w->ntail + 1, _("time \"%s\" is not a date such as "
		    "2026-11-26T21:14:05+01:00"), t);
	if (*t != '\0' && !is_new && !ends)
		return walk_fail_at(w, row, n - w->ntail + 1, _("a time is written only on the row that "
		    "starts a game and on the row that ends it, not on \"%s\""), f[3]);
	time_t start, end;
	if (ends && *t != '\0' && date_parse(session_started(w->s), &start) &&
	    date_parse(t, &end) && end < start)
		/* TRANSLATORS: the first %s is the end, the second the start. */
		return walk_fail_at(w, row, n, _("the game ends at %s, before it started "
		    "(%s)"), t, session_started(w->s));
	if (is_new || ends)
		session_set_when(w->s, t);
	return true;
}

/* Whether a row's command starts a game ("new ..."): its seq is then 1. */
bool
walk_starts_game(const char *command)
{
	return strncmp(command, "new", 3) == 0 && (command[3] == ' ' || command[3] == '\0');
}

bool
walk_row(void *ctx, long row, int n, char **f, bool plain)
{
	struct walk *w = ctx;
	const struct game_ops *g;
	long seq;

	if (w->cancellable && cancel_flag && *cancel_flag) {
		w->cancelled = w->failed = true;
		return false;
	}
	int bad = not_text_field(n, f, plain);
	if (bad > 0)
		return walk_fail_at(w, row, bad, _("not a treeref event log: this field "
		    "holds a line break, another control character or bytes that "
		    "are not UTF-8 text"));
	if (walk_is_header(n, f))
		return walk_take_header(w, row, n, f);
	if (w->ncols == 0)
		return walk_fail_at(w, row, 0, _("not a treeref event log: the first row is not a header starting with \"game\""));
	if (n != w->ncols)
		return walk_fail_at(w, row, 0, ngettext("%d field where the header has %d",
		    "%d fields where the header has %d", n), n, w->ncols);
	/* most rows are of the game in play */
	g = session_game(w->s);
	if (g == NULL || !cmd_same(f[0], g->id))
		g = game_by_id(f[0]);
	if (g == NULL && utf8_bom_len(f[0], strlen(f[0])) > 0)
		/* logs joined one after another, each with its mark */
		return walk_fail_at(w, row, 1, _("a byte order mark (U+FEFF, invisible) "
		    "begins this row, before \"%s\": logs joined one after another "
		    "keep the mark each began with; remove it"), f[0] + 3);
	if (g == NULL)
		return walk_fail_at(w, row, 1, _("unknown game \"%s\""), f[0]);
	if (!known_version(f[1]))
		return walk_fail_at(w, row, 2, _("unknown log version \"%s\" (this treeref reads versions %s to %s)"),
		    f[1], REPLAY_LOG_OLDEST, REPLAY_LOG_VERSION);
	if (f[1][0] >= '5' && w->ntail != 1 + NIDENT)
		return walk_fail_at(w, row, 2, _("a log of version %s ends with the "
		    "columns time, game_id, revision, corrects, event, event_round "
		    "and event_table, which the header lacks"), f[1]);
	if (f[1][0] < '5' && w->ntail == 1 + NIDENT)
		return walk_fail_at(w, row, 2, _("a log of version %s has no game_id "
		    "column, but the header has one"), f[1]);
	if ((f[1][0] >= '4') != (w->ntail >= 1))
		return walk_fail_at(w, row, 2, w->ntail ? _("a log of version %s has no "
		    "time column, but the header ends with one") : _("a log of "
		    "version %s ends with a time column, which the header lacks"), f[1]);
	if (!cmd_number(f[2], 1, 100000000, &seq))
		return walk_fail_at(w, row, 3, _("seq \"%s\" is not a positive number"), f[2]);
	bool is_new = walk_starts_game(f[3]);
	long want = is_new ? 1 : w->seq + 1;
	if (seq != want)
		return walk_fail_at(w, row, 3, _("event out of order: seq %ld where %ld was expected"), seq, want);
	if (session_game(w->s) && !is_new && session_game(w->s) != g)
		return walk_fail_at(w, row, 1, _("game \"%s\" in the middle of a %s game"), f[0],
		    session_game(w->s)->id);
	verdict_clear(&w->v);
	/* the game's content hash and key with this row (before run_row
	 * splits the command into words in place) */
	uint64_t hash = !w->lean ?
	    ident_hash_row(seq == 1 ? IDENT_HASH_INIT : w->hash, n, f) : 0;
	uint64_t key = 0;
	if (w->note) {
		key = ident_key_row(seq == 1 ? IDENT_KEY_INIT : w->key, n, f);
		w->note_row(w->note, n, f, w->ntail, is_new, key);
	}
	bool was_over = !is_new && session_finished(w->s);
	/* the fields lie one after another, each ended by its NUL, up to
	 * f[n] (csvlog_row_fn): the command's length without strlen */
	size_t command_len = plain ? (size_t)(f[4] - f[3]) - 1 : SIZE_MAX;
	if (!run_row(w, row, g, f[3], command_len) || !check_derived(w, row, f) ||
	    !take_time(w, row, n, f, is_new, was_over) ||
	    !take_identity(w, row, n, f, is_new))
		return false;
	w->hash = hash;
	w->key = key;
	w->seq = seq;
	if (is_new)
		w->games++;
	if (w->print_news)
		fputs(sbuf_str(&w->v.news), stdout);
	return true;
}

/* Walk a whole file; false with w->err set when it is not a legal log. */
bool
walk_file(struct walk *w, const char *path)
{
	FILE *fp = strcmp(path, "-") == 0 ? stdin : replay_open_log(path, &w->err);
	struct sbuf err = { 0 };
	int rc;

	w->path = path;
	if (fp == NULL) {
		w->failed = w->unreadable = true;
		return false;
	}
	/* csvlog_read asks for its buffer's worth at a time: unbuffered,
	 * each is one read(2) into it, where stdio's buffer would split it
	 * in two and copy a part (twice the system calls on a big log) */
	if (fp != stdin)
		setvbuf(fp, NULL, _IONBF, 0);
	rc = csvlog_read(fp, walk_row, w, &err, &w->sep);
	if (fp != stdin)
		fclose(fp);
	if (w->cancellable && cancel_flag && *cancel_flag) {
		/* between two rows, in a read, or after the last row: the
		 * load is cancelled all the same (replay_load says so) */
		w->cancelled = w->failed = true;
	} else if (rc == -2) {
		sbuf_add(&w->err, err.s); /* the file could not be read */
		w->failed = w->unreadable = true;
	} else if (rc < 0) {
		sbuf_add(&w->err, err.s); /* "ROW:COL: why" */
		w->failed = w->located = true;
	} else if (!w->failed && w->ncols == 0) {
		sbuf_add(&w->err, _("empty file: not a treeref event log"));
		w->failed = true;
	} else if (!w->failed && session_game(w->s) == NULL) {
		sbuf_add(&w->err, _("the log holds no game"));
		w->failed = true;
	}
	sbuf_free(&err);
	if (!w->failed)
		end_game(w);
	return !w->failed;
}

/* "PATH:ROW:COL: why" (a place, as compilers write it), or "PATH: why"
 * with the language's spacing. */
void
walk_say_failure(struct sbuf *out, const char *path, const struct walk *w)
{
	if (w->located) {
		sbuf_printf(out, "%s:%s", path, sbuf_str(&w->err));
	} else {
		/* the file's own fault (its system error, or one of ours):
		 * a sentence after the file's name, as a located one is */
		struct sbuf why = { 0 };
		sbuf_add(&why, sbuf_str(&w->err));
		render_capital_at(&why, 0);
		if (!verdict_line_ended(sbuf_str(&why), why.len))
			sbuf_addc(&why, '.');
		sbuf_printf(out, _("%s: %s"), path, sbuf_str(&why));
		sbuf_free(&why);
	}
}
