/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* replay.c — event logs: building one from a session, and feeding one
 * back through the referee, row by row, for load, replay, check and
 * standings. */
#include "replay.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <unistd.h>

#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "ident.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "util.h"
#include "walk.h"

static const char *const common_columns[] = { "game", "version", "seq", "command" };

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
static bool
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
		if (strcmp(w->header[i], header_column(g, i)) != 0)
			return walk_fail_at(w, row, i + 1, _("header column \"%s\" where a %s log has \"%s\""),
			    w->header[i], g->id, header_column(g, i));
	return true;
}

static void
end_game(struct walk *w)
{
	if (session_game(w->s) == NULL)
		return;
	ident_hash_hex(w->hash, session_identity_edit(w->s)->hash);
	if (!replay_in_range(session_started(w->s))) {
		if (replay_undated(session_started(w->s)))
			w->undated++;
		return;
	}
	w->in_range++;
	/* a game that another file replaces or repeats (replay_identify) */
	if (w->game_end && replay_set_aside(w->path, w->games))
		return;
	if (w->game_end)
		w->game_end(w->ctx, w->s);
}

/* Whether a word can fold to "new" at all: an n of either case, or a
 * letter beyond ASCII (an accented one); most rows' words cannot. */
static bool
may_be_new(const char *word)
{
	return (word[0] | 0x20) == 'n' || ((unsigned char)word[0] & 0x80);
}

/* Run the command of one row through the referee. */
static bool
run_row(struct walk *w, long row, const struct game_ops *g, char *command)
{
	/* walk_row checked that every field is text (not_text_field) */
	char **argv = w->argv;
	int argc = cmd_tokenize(command, argv, CMD_MAX_ARGS);
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
static bool
is_walk_header(const struct walk *w, int n, char *const *f)
{
	if (n != w->ncols)
		return false;
	for (int i = 0; i < n; i++)
		if (strcmp(f[i], w->header[i]) != 0)
			return false;
	return true;
}

static bool
take_header(struct walk *w, long row, int n, char **f)
{
	/* logs put end to end repeat their header: kept, not copied again */
	if (is_walk_header(w, n, f)) {
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
static bool
is_header(int n, char **f)
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
static bool
starts_game(const char *command)
{
	return strncmp(command, "new", 3) == 0 && (command[3] == ' ' || command[3] == '\0');
}

static bool
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
	if (is_header(n, f))
		return take_header(w, row, n, f);
	if (w->ncols == 0)
		return walk_fail_at(w, row, 0, _("not a treeref event log: the first row is not a header starting with \"game\""));
	if (n != w->ncols)
		return walk_fail_at(w, row, 0, ngettext("%d field where the header has %d",
		    "%d fields where the header has %d", n), n, w->ncols);
	/* most rows are of the game in play */
	g = session_game(w->s);
	if (g == NULL || strcmp(f[0], g->id) != 0)
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
	bool is_new = starts_game(f[3]);
	long want = is_new ? 1 : w->seq + 1;
	if (seq != want)
		return walk_fail_at(w, row, 3, _("event out of order: seq %ld where %ld was expected"), seq, want);
	if (session_game(w->s) && !is_new && session_game(w->s) != g)
		return walk_fail_at(w, row, 1, _("game \"%s\" in the middle of a %s game"), f[0],
		    session_game(w->s)->id);
	verdict_clear(&w->v);
	/* the game's content hash with this row (before run_row splits the
	 * command into words in place) */
	uint64_t hash = ident_hash_row(seq == 1 ? IDENT_HASH_INIT : w->hash, n, f);
	bool was_over = !is_new && session_finished(w->s);
	if (!run_row(w, row, g, f[3]) || !check_derived(w, row, f) ||
	    !take_time(w, row, n, f, is_new, was_over) ||
	    !walk_take_identity(w, row, n, f, is_new))
		return false;
	w->hash = hash;
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

struct session *
replay_load(const char *path, struct verdict *v, char *sep)
{
	struct walk w;
	struct session *s = NULL;

	walk_init(&w);
	w.cancellable = true;
	if (walk_file(&w, path)) {
		s = w.s;
		w.s = NULL;
		*sep = w.sep;
	} else if (w.cancelled) {
		verdict_fail(v, _("%s: load cancelled (Ctrl-C); the game is as it was"),
		    path);
	} else {
		struct sbuf why = { 0 };
		walk_say_failure(&why, path, &w);
		verdict_fail(v, "%s", why.s);
		sbuf_free(&why);
	}
	walk_free(&w);
	return s;
}

/* Whether the log at `path` holds a game in the --since/--until range
 * (a walk without a word, before replay prints one). */
static bool
has_game_in_range(const char *path)
{
	struct walk w;
	bool yes;

	walk_init(&w);
	w.lean = true;
	session_set_lean(w.s);
	yes = !walk_file(&w, path) || w.in_range > 0; /* an illegal log is said */
	walk_free(&w);
	return yes;
}

/* Replay one log: its announcements, then its result line. */
static int
replay_one(const char *path)
{
	struct walk w;
	int status = 0;

	walk_init(&w);
	w.lean = true;
	session_set_lean(w.s);
	w.print_news = true;
	if (!walk_file(&w, path)) {
		struct sbuf why = { 0 };
		flush_stdout();
		walk_say_failure(&why, path, &w);
		fprintf(stderr, "%s\n", why.s);
		sbuf_free(&why);
		status = 1;
	} else {
		struct sbuf r = { 0 };
		game_result_line(session_game(w.s), session_state(w.s), &r);
		printf(_("%s: %s\n"), path, sbuf_str(&r));
		sbuf_free(&r);
	}
	walk_free(&w);
	return status;
}

int
replay_main(int argc, char **argv)
{
	int status = 0;

	if (argc < 1) {
		fputs(_("Usage: treeref replay LOG.csv|FOLDER...\n"), stderr);
		return 2;
	}
	for (int i = 0; i < argc; i++)
		if (replay_in_range("") || has_game_in_range(argv[i]))
			status |= replay_one(argv[i]);
	return status;
}

/*
 * Checking a big log on several cores.  The games of a log are
 * independent: once a game's first row ("new ...") is walked, the walk is
 * the same whatever rows came before it, but for its count of games and
 * the header in effect.  So a big file is cut into parts at games' first
 * rows (or at the header rows before them), each part is checked by a
 * child process (fork, not threads: the referee has global state), and
 * the parent adds up the games.
 *
 * The cut is verified, never trusted.  Every part must end at the end of
 * a row outside quotes (csvlog_read_part).  In every part but the first,
 * the first row that is not a header must start a game; when no header
 * row came before it, the part was walked under the file's first header,
 * which must then be the header in effect at the end of the part before.
 * The walk of the whole file then sees the same rows in the same states
 * with the same verdicts, and the file is a legal log of the summed
 * games.  On anything else (an illegal row anywhere, a cut that does not
 * verify, a failed fork) the file is checked again in one piece, which
 * words what is wrong as it always did: the parts only ever conclude
 * "ok: N games".
 *
 * tests/unit/test_split.c builds this file with both limits lowered.
 */
#ifndef REPLAY_SPLIT_MIN
#define REPLAY_SPLIT_MIN (4L << 20) /* bytes: smaller files in one piece */
#endif
#ifndef REPLAY_SPLIT_PARTS
#define REPLAY_SPLIT_PARTS 0 /* parts: 0 for one per online CPU */
#endif
#define REPLAY_SPLIT_MAX 8   /* parts at most */
#define CUT_SEARCH (1L << 20) /* bytes searched for a place to cut */
#define CUT_LOOK 256          /* bytes of a line enough to see one */

/* The length of the unquoted field at p (n bytes) ended by `sep`; 0 when
 * there is none. */
static size_t
plain_field(const char *p, size_t n, char sep)
{
	size_t i = 0;

	while (i < n && p[i] != sep && p[i] != '"' && p[i] != '\n' && p[i] != '\r')
		i++;
	return i < n && p[i] == sep ? i : 0;
}

/* Whether the line at p (n bytes) looks like a header row or a game's
 * first row, GAME,VERSION,1,new ... (a guess: the parts verify it). */
static bool
looks_like_cut(const char *p, size_t n, char sep)
{
	size_t i = 0, len;

	if (n > 5 && memcmp(p, "game", 4) == 0 && p[4] == sep)
		return true;
	for (int col = 0; col < 2; col++) { /* game and version */
		if ((len = plain_field(p + i, n - i, sep)) == 0)
			return false;
		i += len + 1;
	}
	return n - i >= 6 && p[i] == '1' && p[i + 1] == sep &&
	    memcmp(p + i + 2, "new ", 4) == 0;
}

/* The first line at or after `from` (> 0) where a part could begin,
 * within about CUT_SEARCH bytes; -1 when there is none.  Read in windows
 * that overlap by CUT_LOOK bytes, what looks_like_cut may read of a line. */
static off_t
find_cut(int fd, off_t from, off_t size, char sep)
{
	char buf[65536];
	const ssize_t step = (ssize_t)sizeof buf - CUT_LOOK;

	/* from the byte before the line: its '\n' */
	for (off_t at = from - 1; at < from + CUT_SEARCH; at += step) {
		ssize_t n = pread(fd, buf, sizeof buf, at);
		ssize_t last = n < (ssize_t)sizeof buf ? n - 1 : step;
		for (ssize_t i = 0; i < last; i++)
			if (buf[i] == '\n' && looks_like_cut(buf + i + 1, (size_t)(n - i - 1), sep))
				return at + i + 1 < size ? at + i + 1 : -1;
		if (n < (ssize_t)sizeof buf)
			break;
	}
	return -1;
}

/* What the child of a part reports to the parent. */
struct part_report {
	bool ok;                   /* legal, and verified as far as it goes */
	bool used_first_header;    /* its first game began under the file's
	                            * first header, */
	bool ends_first_header;    /* which is in effect at its end */
	long games;
};

/* A part being walked. */
struct part {
	struct walk w;
	bool first_part;
	bool seen_row;             /* a row that is not a header */
	struct part_report rep;
};

static bool
part_row(void *ctx, long row, int n, char **f, bool plain)
{
	struct part *pt = ctx;

	if (!pt->first_part && !pt->seen_row && !is_header(n, f)) {
		pt->seen_row = true;
		pt->rep.used_first_header = pt->w.headers == 0;
		if (n < NCOMMON || !starts_game(f[3]))
			return false;
	}
	return walk_row(&pt->w, row, n, f, plain);
}

/* In the child: check the bytes [start, end) of the file, as part of a
 * file whose first header `first` holds, and report on `out`. */
static void
check_part(const struct walk *first, int fd, off_t start, off_t end, int out)
{
	struct part pt = { .first_part = start == 0 };

	walk_init(&pt.w);
	pt.w.lean = true;
	session_set_lean(pt.w.s);
	pt.w.sep = first->sep;
	for (int i = 0; !pt.first_part && i < first->ncols; i++)
		pt.w.header[i] = xstrdup(first->header[i]);
	pt.w.ncols = pt.first_part ? 0 : first->ncols;
	pt.rep.ok = csvlog_read_part(fd, start, end, pt.w.sep, part_row, &pt) &&
	    !pt.w.failed && (pt.first_part || pt.seen_row);
	pt.rep.ends_first_header = is_walk_header(first, pt.w.ncols, pt.w.header);
	pt.rep.games = pt.w.games;
	if (write(out, &pt.rep, sizeof pt.rep) != (ssize_t)sizeof pt.rep)
		_exit(1);
	_exit(0);
}

/* The parts a file is cut into: one per online CPU, at most
 * REPLAY_SPLIT_MAX. */
static int
split_parts(void)
{
	long n = REPLAY_SPLIT_PARTS > 0 ? REPLAY_SPLIT_PARTS :
	    sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > REPLAY_SPLIT_MAX ? REPLAY_SPLIT_MAX : (int)n;
}

/* The first row alone, when it is a header, read as the walk reads it. */
static bool
header_only(void *ctx, long row, int n, char **f, bool plain)
{
	(void)plain;
	if (is_header(n, f))
		take_header(ctx, row, n, f);
	return false;
}

/* Read a child's report; false when it did not send one whole. */
static bool
read_report(int fd, struct part_report *rep)
{
	size_t got = 0;
	ssize_t r;

	while (got < sizeof *rep) {
		r = read(fd, (char *)rep + got, sizeof *rep - got);
		if (r > 0)
			got += (size_t)r;
		else if (r == 0 || errno != EINTR)
			break;
	}
	return got == sizeof *rep;
}

/* In a part's child: go with the parent.  A signal that ends `check`
 * (TERM, HUP or INT sent to it alone, as a service manager or a closed
 * terminal's shell does, or kill -9) ends its children at once instead of
 * leaving them to check parts nobody will read.  Linux sends the child
 * SIGKILL when its parent dies; a parent that died before the child
 * asked for it is seen by the test of getppid after. */
static void
go_with_parent(pid_t parent)
{
#ifdef __linux__
	prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
	if (getppid() != parent)
		_exit(1);
}

/* Fork a child per part of the file open on `fd` (cut at cut[0..n]);
 * true when every part is legal and the cut verified, with the games. */
static bool
check_parts(const struct walk *first, int fd, const off_t *cut, int n,
    long *games)
{
	pid_t pid[REPLAY_SPLIT_MAX];
	int in[REPLAY_SPLIT_MAX];
	bool ok, ended_first = false;
	int started = 0;
	long sum = 0;

	pid_t parent = getpid();

	flush_stdout(); /* nothing buffered is written twice */
	for (; started < n; started++) {
		int p[2];
		if (pipe(p) != 0)
			break;
		pid[started] = fork();
		if (pid[started] == 0) {
			close(p[0]);
			go_with_parent(parent);
			check_part(first, fd, cut[started], cut[started + 1], p[1]);
		}
		close(p[1]);
		if (pid[started] < 0) {
			close(p[0]);
			break;
		}
		in[started] = p[0];
	}
	ok = started == n;
	for (int i = 0; i < started; i++) {
		struct part_report rep;
		bool got = read_report(in[i], &rep);
		close(in[i]);
		while (waitpid(pid[i], NULL, 0) < 0 && errno == EINTR)
			;
		ok = ok && got && rep.ok && (i == 0 || !rep.used_first_header || ended_first);
		ended_first = got && rep.ends_first_header;
		sum += ok ? rep.games : 0;
	}
	if (ok)
		*games = sum;
	return ok;
}

/* Check a big regular file in parts (see above); true when it is a legal
 * log, with its games in *games.  False: check it in one piece. */
bool
check_in_parts(const char *path, long *games)
{
	int nparts = split_parts();
	off_t cut[REPLAY_SPLIT_MAX + 1];
	struct stat st;
	struct walk first;
	bool ok = false;
	long sum = 0;
	int fd, n = 0;
	FILE *fp;

	/* a FIFO is never opened here: its one reader is walk_file */
	if (nparts < 2 || strcmp(path, "-") == 0 || stat(path, &st) != 0 ||
	    !S_ISREG(st.st_mode) ||
	    (fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0)
		return false;
	walk_init(&first);
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= REPLAY_SPLIT_MIN &&
	    (fp = fdopen(dup(fd), "r")) != NULL) {
		struct sbuf err = { 0 };
		csvlog_read(fp, header_only, &first, &err, &first.sep);
		fclose(fp);
		sbuf_free(&err);
		cut[n++] = 0;
		for (int k = 1; k < nparts; k++) {
			off_t c = find_cut(fd, st.st_size / nparts * k, st.st_size, first.sep);
			if (c > cut[n - 1])
				cut[n++] = c;
		}
		cut[n] = st.st_size;
		ok = n >= 2 && check_parts(&first, fd, cut, n, &sum) && sum > 1;
		if (ok)
			*games = sum;
	}
	close(fd);
	walk_free(&first);
	return ok;
}

/* Each game of a log as it ended, copied; kept only when the whole log
 * is legal. */
static void
keep_game(void *ctx, const struct session *s)
{
	struct replay_games *gs = ctx;
	const struct game_ops *g = session_game(s);

	if (gs->n == gs->cap) {
		gs->cap = gs->cap ? gs->cap * 2 : 16;
		gs->v = xrealloc(gs->v, gs->cap * sizeof *gs->v);
	}
	gs->v[gs->n].g = g;
	gs->v[gs->n].state = xmalloc(g->state_size);
	snprintf(gs->v[gs->n].started, sizeof gs->v[gs->n].started, "%s",
	    session_started(s));
	snprintf(gs->v[gs->n].ended, sizeof gs->v[gs->n].ended, "%s",
	    session_ended(s));
	memcpy(gs->v[gs->n].state, session_state(s), g->state_size);
	gs->n++;
}

static bool
each_game(const char *path, bool lean,
    void (*game_end)(void *ctx, const struct session *s), void *ctx,
    struct sbuf *err)
{
	struct walk w;
	bool ok;

	walk_init(&w);
	w.lean = lean;
	if (lean)
		session_set_lean(w.s);
	w.game_end = game_end;
	w.ctx = ctx;
	ok = walk_file(&w, path);
	if (!ok)
		walk_say_failure(err, path, &w);
	walk_free(&w);
	return ok;
}

bool
replay_each_game(const char *path,
    void (*game_end)(void *ctx, const struct session *s), void *ctx,
    struct sbuf *err)
{
	return each_game(path, true, game_end, ctx, err);
}

bool
replay_each_game_full(const char *path,
    void (*game_end)(void *ctx, const struct session *s), void *ctx,
    struct sbuf *err)
{
	return each_game(path, false, game_end, ctx, err);
}

bool
replay_read_games(const char *path, struct replay_games *out,
    struct sbuf *err)
{
	size_t first = out->n;

	if (replay_each_game(path, keep_game, out, err))
		return true;
	for (size_t i = first; i < out->n; i++)
		free(out->v[i].state);
	out->n = first;
	return false;
}

void
replay_games_free(struct replay_games *gs)
{
	for (size_t i = 0; i < gs->n; i++)
		free(gs->v[i].state);
	free(gs->v);
	memset(gs, 0, sizeof *gs);
}
