/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* report_pages.c — `treeref report` and `export report`.  The logs are
 * read twice: first for the standings and for where each game belongs
 * (a few dozen bytes a game: report_order.c), then again to write each
 * game as it ends, in the page's order, so that the memory grows with
 * the players and not with the logs.  Up to REPORT_PAGE_GAMES games
 * make one page; more, an index (the standings and a link to each
 * round) and a page per round beside it, each self-contained.  Without
 * -o the page goes to standard output when that is not a terminal, else
 * to report.html. */
#include "report_html.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "csvlog.h"
#include "game.h"
#include "i18n.h"
#include "output.h"
#include "people.h"
#include "replay.h"
#include "report_int.h"
#include "session.h"
#include "standings.h"
#include "util.h"

/* Second reading: each game written once, as it ends, into a
 * temporary file, where its place and length are noted; the pages then
 * copy the games from there in their order.  Each log is read once
 * whatever the order, and no game is held in memory. */
struct spool {
	struct report *rep;
	FILE *fp;
	off_t *off;     /* game k of the order: where it is in fp */
	size_t *len;    /* and its bytes (0: not written) */
	size_t *byfile; /* the order's games by log, then place in the log */
	size_t next;    /* the next of byfile */
	int log, seen;  /* the log being read, and its games read */
	bool failed;
};

/* A page being written: its games, from..to of the report's order. */
struct writer {
	struct report *rep;
	struct spool *sp;
	size_t from, to;
	const char *index; /* a page of an index: the index's file name */
	const char *base;  /* the index: its pages' names but their number */
};

static void
spool_game(void *ctx, const struct session *s)
{
	struct spool *sp = ctx;
	const struct report_games *gs = &sp->rep->games;
	struct sbuf b = { 0 }, labels = { 0 };

	sp->seen++;
	if (sp->next >= gs->n || gs->v[sp->byfile[sp->next]].log != sp->log ||
	    gs->v[sp->byfile[sp->next]].ordinal != sp->seen)
		return;
	size_t k = sp->byfile[sp->next++];
	const struct report_game *g = &gs->v[k];
	report_game_labels(&labels, gs, k);
	report_add_game(&b, &sp->rep->logs[g->log], g->ordinal, (int)k + 1,
	    sbuf_str(&labels), s);
	sp->off[k] = ftello(sp->fp);
	sp->len[k] = b.len;
	if (fwrite(b.s, 1, b.len, sp->fp) != b.len)
		sp->failed = true;
	sbuf_free(&b);
	sbuf_free(&labels);
}

static const struct report_games *by_file_games;

static int
by_file_cmp(const void *x, const void *y)
{
	const struct report_game *a = &by_file_games->v[*(const size_t *)x];
	const struct report_game *b = &by_file_games->v[*(const size_t *)y];

	if (a->log != b->log)
		return a->log < b->log ? -1 : 1;
	return a->ordinal < b->ordinal ? -1 : a->ordinal > b->ordinal;
}

/* Write every game into the spool, reading each log once; false with
 * the cause said when the temporary file cannot be written. */
static bool
spool_games(struct spool *sp)
{
	const struct report_games *gs = &sp->rep->games;

	sp->fp = tmpfile();
	if (sp->fp == NULL) {
		fprintf(stderr, _("treeref: The report's temporary file cannot be "
		    "written: %s.\n"), strerror(errno));
		return false;
	}
	sp->off = xcalloc(gs->n + 1, sizeof *sp->off);
	sp->len = xcalloc(gs->n + 1, sizeof *sp->len);
	sp->byfile = xcalloc(gs->n + 1, sizeof *sp->byfile);
	for (size_t k = 0; k < gs->n; k++)
		sp->byfile[k] = k;
	by_file_games = gs;
	if (gs->n > 1)
		qsort(sp->byfile, gs->n, sizeof *sp->byfile, by_file_cmp);
	by_file_games = NULL;
	for (size_t j = 0; j < gs->n;) {
		struct sbuf err = { 0 };
		sp->log = gs->v[sp->byfile[j]].log;
		sp->next = j;
		sp->seen = 0;
		replay_each_game(sp->rep->logs[sp->log].path, spool_game, sp, &err);
		sbuf_free(&err);
		while (j < gs->n && gs->v[sp->byfile[j]].log == sp->log)
			j++;
	}
	if (fflush(sp->fp) != 0 || ferror(sp->fp))
		sp->failed = true;
	if (sp->failed)
		fprintf(stderr, _("treeref: The report's temporary file cannot be "
		    "written: %s.\n"), strerror(errno ? errno : EIO));
	return !sp->failed;
}

static void
spool_free(struct spool *sp)
{
	if (sp->fp)
		fclose(sp->fp);
	free(sp->off);
	free(sp->len);
	free(sp->byfile);
}

/* Game k, as the spool holds it, onto fp. */
static void
copy_game(struct spool *sp, size_t k, FILE *fp)
{
	char buf[65536];
	size_t left = sp->len[k];

	if (left == 0 || fseeko(sp->fp, sp->off[k], SEEK_SET) != 0)
		return;
	while (left > 0) {
		size_t n = fread(buf, 1, left < sizeof buf ? left : sizeof buf,
		    sp->fp);
		if (n == 0)
			break;
		fwrite(buf, 1, n, fp);
		left -= n;
	}
}

static void
put(FILE *fp, struct sbuf *b)
{
	fwrite(b->s, 1, b->len, fp);
	sbuf_reset(b);
}

/* One page: the head, then its games with their events' and rounds'
 * headings. */
static void
fill_page(FILE *fp, void *ctx)
{
	struct writer *w = ctx;
	struct report *rep = w->rep;
	struct sbuf b = { 0 };

	report_add_head(&b, rep, w->index == NULL);
	if (w->index)
		report_add_back(&b, w->index);
	if (rep->game) {
		struct sbuf labels = { 0 };
		report_session_labels(&labels, rep->game);
		report_add_game(&b, NULL, 1, 1, sbuf_str(&labels), rep->game);
		sbuf_free(&labels);
	}
	for (size_t k = w->from; k < w->to; k++) {
		report_add_groups(&b, &rep->games, k, k == w->from);
		put(fp, &b);
		copy_game(w->sp, k, fp);
	}
	report_add_tail(&b);
	put(fp, &b);
	sbuf_free(&b);
}

/* The name of page k (from 1) of the index `base`. */
static void
page_name(struct sbuf *out, const char *base, size_t k)
{
	sbuf_printf(out, "%s-%zu.html", base, k);
}

static const char *
file_part(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* The index: the head, then a link to each page. */
static void
fill_index(FILE *fp, void *ctx)
{
	struct writer *w = ctx;
	const struct report_games *gs = &w->rep->games;
	struct sbuf b = { 0 }, name = { 0 };
	size_t k = 0;

	report_add_head(&b, w->rep, true);
	for (size_t i = 0; i < gs->n; i = report_page_end(gs, i)) {
		sbuf_reset(&name);
		page_name(&name, w->base, ++k);
		report_add_link(&b, gs, i, report_page_end(gs, i),
		    file_part(name.s));
		put(fp, &b);
	}
	report_add_links_end(&b, gs->n > 0);
	report_add_tail(&b);
	put(fp, &b);
	sbuf_free(&b);
	sbuf_free(&name);
}

static bool
fail_exists(const char *path, bool force)
{
	struct stat st;

	if (force || lstat(path, &st) != 0)
		return false;
	fprintf(stderr, _("treeref: %s already exists; use --force to replace it.\n"),
	    path);
	return true;
}

/* More games than one page takes: the index at `path`, its pages
 * beside it (PATH without .html, then -1.html, -2.html...), written
 * after every name is checked. */
static bool
write_pages(struct report *rep, struct spool *sp, const char *path,
    bool force, struct verdict *v)
{
	const struct report_games *gs = &rep->games;
	size_t n = strlen(path), k = 0;
	char *base = xstrdup(path);
	struct sbuf name = { 0 };
	bool ok = true;

	if (n > 5 && strcmp(base + n - 5, ".html") == 0)
		base[n - 5] = '\0';
	if (fail_exists(path, force))
		ok = false;
	for (size_t i = 0; ok && i < gs->n; i = report_page_end(gs, i)) {
		sbuf_reset(&name);
		page_name(&name, base, ++k);
		if (fail_exists(name.s, force))
			ok = false;
	}
	if (!ok) { /* said */
		free(base);
		sbuf_free(&name);
		return false;
	}
	k = 0;
	for (size_t i = 0; ok && i < gs->n; i = report_page_end(gs, i)) {
		struct writer w = { .rep = rep, .sp = sp, .from = i,
		    .to = report_page_end(gs, i), .index = file_part(path) };
		sbuf_reset(&name);
		page_name(&name, base, ++k);
		ok = csvlog_write_with(name.s, fill_page, &w, true, v);
	}
	if (ok) {
		struct writer w = { .rep = rep, .base = base };
		ok = csvlog_write_with(path, fill_index, &w, true, v);
	}
	free(base);
	sbuf_free(&name);
	return ok;
}

static int
usage(void)
{
	fputs(_("Usage: treeref report LOG.csv... [-o FILE.html] [--title TEXT]\n"
	    "               [--lang en|fr] [--people FILE]\n"), stderr);
	return 2;
}

/* Options among the logs: -o FILE, --output[=]FILE, --title[=]TEXT,
 * -l/--lang[=]en|fr, -f/--force.  Returns the value of `name`-like options, or NULL. */
static const char *
option_value(int argc, char **argv, int *i, const char *shrt,
    const char *lng)
{
	size_t n = strlen(lng);

	if (strcmp(argv[*i], shrt) == 0 || strcmp(argv[*i], lng) == 0)
		return *i + 1 < argc ? argv[++*i] : "";
	if (strncmp(argv[*i], lng, n) == 0 && argv[*i][n] == '=')
		return argv[*i] + n + 1;
	return NULL;
}

/* What a page calls a log: its path below the folder argument it came
 * from (replay_expand), or the file's name alone for a file named
 * itself; never a path of the organiser's machine. */
static const char *
log_name(const char *path)
{
	const char *label = replay_label(path), *slash;

	if (label != path)
		return label;
	slash = strrchr(path, '/');
	return slash && slash[1] ? slash + 1 : path;
}

/* First reading, one log at a time: the standings of an event's games
 * and of the others, their days, and where each game belongs. */
struct reading {
	struct report *rep;
	int log;
	struct standings *table[2]; /* [0] games without an event, [1] with */
	struct report_days days[2];
};

static void
add_day(struct report_days *d, const struct session *s)
{
	const char *from = session_started(s), *to = session_ended(s);

	if (strlen(from) < 10) {
		d->undated++;
		return;
	}
	if (strlen(to) < 10)
		to = from;
	if (d->dated++ == 0 || strncmp(from, d->first, 10) < 0)
		snprintf(d->first, sizeof d->first, "%.10s", from);
	if (d->dated == 1 || strncmp(to, d->last, 10) > 0)
		snprintf(d->last, sizeof d->last, "%.10s", to);
}

static void
merge_days(struct report_days *d, const struct report_days *from)
{
	if (from->dated > 0) {
		if (d->dated == 0 || strcmp(from->first, d->first) < 0)
			memcpy(d->first, from->first, sizeof d->first);
		if (d->dated == 0 || strcmp(from->last, d->last) > 0)
			memcpy(d->last, from->last, sizeof d->last);
	}
	d->dated += from->dated;
	d->undated += from->undated;
}

static void
count_game(void *ctx, const struct session *s)
{
	struct reading *rd = ctx;
	int event = report_has_event(s);

	standings_add(rd->table[event], session_game(s), session_state(s));
	add_day(&rd->days[event], s);
	report_order_add(&rd->rep->games, rd->log,
	    ++rd->rep->logs[rd->log].ngames, s);
}

/* Read every log once; the standings of the games that count (an
 * event's when any game has one, else all). */
static int
read_logs(struct report *rep)
{
	struct standings *all[2] = { standings_new(), standings_new() };
	struct report_days days[2] = { { .dated = 0 }, { .dated = 0 } };
	int status = 0;

	rep->faults = xcalloc((size_t)rep->nlogs + 1, sizeof *rep->faults);
	for (int i = 0; i < rep->nlogs; i++) {
		struct sbuf err = { 0 };
		struct report_log *l = &rep->logs[i];
		struct reading rd = { .rep = rep, .log = i,
		    .table = { standings_new(), standings_new() } };
		size_t before = rep->games.n;
		/* a log left out is left out whole */
		l->ok = replay_each_game(l->path, count_game, &rd, &err);
		if (l->ok) {
			for (int k = 0; k < 2; k++) {
				standings_merge(all[k], rd.table[k]);
				merge_days(&days[k], &rd.days[k]);
			}
			rep->ngames += l->ngames;
		} else {
			flush_stdout();
			fprintf(stderr, "%s\n", err.s);
			rep->faults[rep->nfaults++] = xstrdup(err.s);
			rep->games.n = before;
			l->ngames = 0;
			status = 1;
		}
		standings_free(rd.table[0]);
		standings_free(rd.table[1]);
		sbuf_free(&err);
	}
	report_order_sort(&rep->games);
	int counted = rep->games.any_event;
	rep->table = all[counted];
	rep->days = days[counted];
	if (!counted) {
		merge_days(&rep->days, &days[1]);
		standings_merge(rep->table, all[1]);
	} else {
		for (size_t i = 0; i < rep->games.n; i++)
			rep->practice += rep->games.v[i].event < 0;
	}
	standings_free(all[!counted]);
	return status;
}

/* Where the page goes: -o, else standard output when it is not a
 * terminal, else report.html; NULL (after saying why) when more games
 * than a page takes have no -o. */
static const char *
destination(const struct report *rep, const char *out, bool *said)
{
	if ((out == NULL || strcmp(out, "-") == 0) &&
	    rep->games.n > REPORT_PAGE_GAMES) {
		fprintf(stderr, ngettext("treeref: %zu game is too many for one "
		    "page: give -o FILE.html, and the report is written there as "
		    "an index of the rounds with a page of each beside it.\n",
		    "treeref: %zu games are too many for one page: give -o "
		    "FILE.html, and the report is written there as an index of the "
		    "rounds with a page of each beside it.\n", rep->games.n),
		    rep->games.n);
		return NULL;
	}
	if (out == NULL && isatty(STDOUT_FILENO)) {
		*said = true;
		return "report.html";
	}
	return out ? out : "-";
}

int
report_main(int argc, char **argv, bool force)
{
	struct report rep = { 0 };
	const char *out = NULL, *val, *people = NULL;
	int status = 0;
	bool said = false;

	rep.logs = xcalloc((size_t)argc + 1, sizeof *rep.logs);
	rep.title = _("Tournament report");
	for (int i = 0; i < argc; i++) {
		if ((val = option_value(argc, argv, &i, "-o", "--output")) != NULL) {
			if (*val == '\0')
				goto bad;
			out = val;
		} else if ((val = option_value(argc, argv, &i, "--title", "--title")) != NULL) {
			rep.title = val;
		} else if ((val = option_value(argc, argv, &i, "--people", "--people")) != NULL) {
			if (*val == '\0')
				goto bad;
			people = val;
		} else if ((val = option_value(argc, argv, &i, "-l", "--lang")) != NULL) {
			if (!i18n_option(val))
				goto bad;
		} else if (strcmp(argv[i], "-f") == 0 || strcmp(argv[i], "--force") == 0) {
			force = true;
		} else if (argv[i][0] == '-' && argv[i][1] != '\0') {
			fprintf(stderr, _("treeref: Unknown option \"%s\".\n"), argv[i]);
			goto bad;
		} else {
			/* no output of this run may replace a log it reads */
			output_note_input_path(argv[i]);
			rep.logs[rep.nlogs].path = argv[i];
			rep.logs[rep.nlogs++].name = log_name(argv[i]);
		}
	}
	if (rep.nlogs == 0)
		goto bad;
	/* who is who, before any log is read */
	if (!people_start(people)) {
		free(rep.logs);
		return 2;
	}
	status = read_logs(&rep);
	const char *to = destination(&rep, out, &said);
	struct spool sp = { .rep = &rep };
	struct writer w = { .rep = &rep, .sp = &sp, .to = rep.games.n };
	struct verdict v;
	verdict_init(&v);
	v.after_name = true; /* printed after "treeref: " */
	if (to == NULL || !spool_games(&sp)) {
		status = 2;
	} else if (rep.games.n > REPORT_PAGE_GAMES ? !write_pages(&rep, &sp, to,
	    force, &v) : !csvlog_write_with(to, fill_page, &w, force, &v)) {
		if (v.msg.len) {
			verdict_sentences(&v);
			fprintf(stderr, _("treeref: %s"), sbuf_str(&v.msg));
		}
		status = 2; /* output that could not be written */
	} else if (said) {
		printf(ngettext("The report of %ld game is in %s: open it in a "
		    "browser.\n", "The report of %ld games is in %s: open it in a "
		    "browser.\n", (unsigned long)rep.ngames), rep.ngames, to);
	}
	verdict_free(&v);
	spool_free(&sp);
	for (int i = 0; i < rep.nfaults; i++)
		free(rep.faults[i]);
	free(rep.faults);
	standings_free(rep.table);
	report_order_free(&rep.games);
	free(rep.logs);
	people_end();
	return status;
bad:
	free(rep.logs);
	return usage();
}

bool
report_export(const struct session *s, const char *path, bool force,
    struct verdict *v)
{
	struct report rep = { .title = _("Game report"), .ngames = 1, .game = s };
	struct writer w = { .rep = &rep };
	bool ok;

	rep.table = standings_new();
	standings_add(rep.table, session_game(s), session_state(s));
	add_day(&rep.days, s);
	ok = csvlog_write_with(path, fill_page, &w, force, v);
	standings_free(rep.table);
	return ok;
}
