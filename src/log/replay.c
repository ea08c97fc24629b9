/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* replay.c — event logs: building one from a session, and feeding one
 * back through the referee, row by row, for load, replay, check and
 * standings. */
#include "replay.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
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
#include "i18n.h"
#include "session.h"
#include "util.h"
#include "walk.h"

bool
replay_range_count(size_t n, char *const *path, long *in, long *out,
    long *undated)
{
	*in = *out = *undated = 0;
	if (replay_in_range("")) /* no range: every date is in it */
		return false;
	for (size_t i = 0; i < n; i++) {
		struct walk w;
		walk_init(&w);
		w.lean = true;
		session_set_lean(w.s);
		bool ok = walk_file(&w, path[i]);
		*in += w.in_range;
		*out += w.games - w.in_range;
		*undated += w.undated;
		walk_free(&w);
		if (!ok)
			return false;
	}
	return true;
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
 * rows (or at the header rows before them), each part but the first is
 * checked by a child process (fork, not threads: the referee has global
 * state) while the parent checks the first, and the parent adds up the
 * games.  (A child for the first part too cost its fork, its pages
 * copied on write and its caches warmed again: CPU for nothing, the
 * parent having nothing else to do meanwhile.)
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

	if (!pt->first_part && !pt->seen_row && !walk_is_header(n, f)) {
		pt->seen_row = true;
		pt->rep.used_first_header = pt->w.headers == 0;
		if (n < NCOMMON || !walk_starts_game(f[3]))
			return false;
	}
	return walk_row(&pt->w, row, n, f, plain);
}

/* Check the bytes [start, end) of the file, as part of a file whose
 * first header `first` holds: pt->rep says how it went. */
static void
walk_part(struct part *pt, const struct walk *first, int fd, off_t start,
    off_t end, struct replay_note *note)
{
	*pt = (struct part){ .first_part = start == 0 };
	walk_init(&pt->w);
	pt->w.lean = true;
	session_set_lean(pt->w.s);
	pt->w.sep = first->sep;
	for (int i = 0; !pt->first_part && i < first->ncols; i++)
		pt->w.header[i] = xstrdup(first->header[i]);
	pt->w.ncols = pt->first_part ? 0 : first->ncols;
	pt->w.ntail = pt->first_part ? 0 : first->ntail;
	pt->w.note_row = replay_note_row;
	pt->w.note = note;
	pt->rep.ok = csvlog_read_part(fd, start, end, pt->w.sep, part_row, pt) &&
	    !pt->w.failed && (pt->first_part || pt->seen_row);
	pt->rep.ends_first_header = walk_is_own_header(first, pt->w.ncols, pt->w.header);
	pt->rep.games = pt->w.games;
}

/* In a child: check a part (walk_part), and report on `out`. */
static void
check_part(const struct walk *first, int fd, off_t start, off_t end, int out,
    struct replay_note *note)
{
	struct part pt;

	walk_part(&pt, first, fd, start, end, note);
	if (!write_all(out, (const char *)&pt.rep, sizeof pt.rep) ||
	    (note && !replay_note_send(note, out)))
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
	if (walk_is_header(n, f))
		walk_take_header(ctx, row, n, f);
	return false;
}

/* Read a child's report; false when it did not send one whole. */
static bool
read_report(int fd, struct part_report *rep)
{
	return read_all(fd, rep, sizeof *rep);
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

/* Check the parts of the file open on `fd` (cut at cut[0..n]): the
 * first here, each other one in a child forked first; true when every
 * part is legal and the cut verified, with the games (and their notes
 * taken into `note`, the first part's as it is walked, then each
 * child's after it). */
static bool
check_parts(const struct walk *first, int fd, const off_t *cut, int n,
    long *games, struct replay_note *note)
{
	pid_t pid[REPLAY_SPLIT_MAX];
	int in[REPLAY_SPLIT_MAX];
	bool ok, ended_first = false;
	int started = 1;
	long sum = 0;
	struct part own;

	pid_t parent = getpid();

	flush_stdout(); /* nothing buffered is written twice */
	for (; started < n; started++) {
		int p[2];
		if (pipe(p) != 0)
			break;
		pid[started] = fork();
		if (pid[started] == 0) {
			/* the read ends of the children forked before: kept
			 * here, a child the parent stops reading would never
			 * see its pipe closed, and block on its notes */
			for (int k = 1; k < started; k++)
				close(in[k]);
			close(p[0]);
			go_with_parent(parent);
			check_part(first, fd, cut[started], cut[started + 1], p[1], note);
		}
		close(p[1]);
		if (pid[started] < 0) {
			close(p[0]);
			break;
		}
		in[started] = p[0];
	}
	ok = started == n;
	/* the first part here, while the children check theirs: its notes
	 * come first, as its games do */
	if (ok) {
		walk_part(&own, first, fd, cut[0], cut[1], note);
		walk_free(&own.w);
	}
	for (int i = 0; i < started; i++) {
		struct part_report rep = { 0 };
		bool got = ok;
		if (i == 0 && ok)
			rep = own.rep;
		else if (i > 0)
			got = read_report(in[i], &rep);
		ok = ok && got && rep.ok && (i == 0 || !rep.used_first_header || ended_first);
		/* its notes, its games numbered after those of the parts
		 * before it */
		if (ok && note && i > 0)
			ok = replay_note_take(note, in[i], sum);
		if (i > 0) {
			close(in[i]);
			while (waitpid(pid[i], NULL, 0) < 0 && errno == EINTR)
				;
		}
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
check_in_parts(const char *path, long *games, struct replay_note *note)
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
		ok = n >= 2 && check_parts(&first, fd, cut, n, &sum, note) && sum > 1;
		if (ok)
			*games = sum;
		else
			replay_note_reset(note);
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
