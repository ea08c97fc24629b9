/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* fe_games.c — `games`: the finished games of the archive and the games
 * kept aside, newest first, and one of them brought back (through load
 * or the kept game's own replay); `treeref games` outside the prompt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "archive.h"
#include "command.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "render.h"
#include "session.h"
#include "util.h"

#include "frontend_int.h"

/* One game of the listing: archived, set aside unfinished, or a damaged
 * journal copy. */
struct listed {
	enum { L_ARCHIVED, L_KEPT, L_DAMAGED } kind;
	time_t when;
	const struct archive_game *a;
	const struct journal_kept *k;
};

/* One entry of the listing: its number, when and what on its first
 * line, what it holds under it; every line the width breaks goes on
 * under the text (five columns in), never at the number's column, where
 * it could pass for another entry. */
#define ENTRY_INDENT 5

static int
listed_newest_first(const void *x, const void *y)
{
	const struct listed *a = x, *b = y;

	if (a->when != b->when)
		return a->when < b->when ? 1 : -1;
	/* games at the same moment (a --date session): as archive_list
	 * ordered them, the last played first */
	if (a->a != NULL && b->a != NULL && a->a != b->a)
		return a->a < b->a ? -1 : 1;
	return a->kind != b->kind ? (a->kind < b->kind ? -1 : 1) : 0;
}

/* "YYYY-mm-dd HH:MM:SS", local time, as a moment. */
static time_t
local_when(const char *s)
{
	struct tm tm = { 0 };

	if (sscanf(s, "%d-%d-%d %d:%d:%d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
	    &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
		return 0;
	tm.tm_year -= 1900;
	tm.tm_mon -= 1;
	tm.tm_isdst = -1;
	return mktime(&tm);
}

/* A date as the listing shows it: "2026-11-26 19:54" (local to where
 * the game was played, as the log says). */
static void
short_date(const char *iso, char out[20])
{
	if (iso[0] == '\0')
		snprintf(out, 20, "%s", _("date unknown"));
	else
		snprintf(out, 20, "%.10s %.5s", iso, iso + 11);
}

/* Everything the table holds, newest first. */
static struct listed *
gather(const char *archive, const char *state, struct archive_game **a,
    size_t *na, struct journal_kept **k, size_t *nk, struct journal_kept **d,
    size_t *nd, size_t *n)
{
	*a = archive ? archive_list(archive, na) : NULL;
	if (archive == NULL)
		*na = 0;
	*k = state ? journal_kept_in(state, "", nk) : NULL;
	*d = state ? journal_kept_in(state, ".damaged", nd) : NULL;
	if (state == NULL)
		*nk = *nd = 0;
	*n = *na + *nk + *nd;
	struct listed *l = xcalloc(*n + 1, sizeof *l);
	size_t m = 0;
	for (size_t i = 0; i < *na; i++) {
		time_t t = 0;
		if (!date_parse((*a)[i].ended, &t))
			date_parse((*a)[i].started, &t);
		l[m++] = (struct listed){ L_ARCHIVED, t, &(*a)[i], NULL };
	}
	for (size_t i = 0; i < *nk; i++)
		l[m++] = (struct listed){ L_KEPT, local_when((*k)[i].when), NULL, &(*k)[i] };
	for (size_t i = 0; i < *nd; i++)
		l[m++] = (struct listed){ L_DAMAGED, local_when((*d)[i].when), NULL, &(*d)[i] };
	qsort(l, m, sizeof *l, listed_newest_first);
	return l;
}

/* The commands of a kept journal's game as it stands, the count the
 * resume question and bringing it back give (session_count: the lines
 * undone, and the undo and redo lines themselves, are not the game's):
 * replayed quietly in a frontend of its own that writes nothing. */
static size_t
kept_count(const struct fe_runner *runner, const struct journal_text *t)
{
	struct frontend_opts o = { 0 };
	struct frontend *g = frontend_make(&o, runner);
	bool *used = xcalloc(t->n + 1, sizeof *used);

	g->skip_records = true;
	runner->replay(g, t, used, NULL, NULL);
	size_t n = session_count(g->s);
	free(used);
	frontend_free(g);
	return n;
}

static void
describe(struct sbuf *out, size_t num, const struct listed *l, int width,
    const struct fe_runner *runner)
{
	char date[20];
	struct sbuf e = { 0 };

	if (l->kind == L_ARCHIVED) {
		const struct archive_game *a = l->a;
		short_date(a->ended[0] ? a->ended : a->started, date);
		if (!a->readable)
			sbuf_printf(&e, _("%3zu  %s  not a log that can be read: %s\n"),
			    num, a->path, a->result);
		else if (a->finished)
			/* TRANSLATORS: a finished game of the listing: its
			 * number, date, game and file, then how it ended
			 * (game_summary), five columns in. */
			sbuf_printf(&e, _("%3zu  %s  %s  (%s)\n     %s\n"), num,
			    date, a->title, a->name, a->result);
		else
			sbuf_printf(&e, _("%3zu  %s  %s  (%s)\n     re-opened, not "
			    "finished: %s\n"), num, date, a->title, a->name, a->result);
		render_wrap(out, e.s, width > 0 ? width : 1 << 20, ENTRY_INDENT);
		sbuf_free(&e);
		return;
	}
	struct journal_text t;
	bool readable = journal_read(l->k->path, &t) && t.n > 0 &&
	    cmd_line_problem(t.line[0], t.len[0]) == NULL;
	snprintf(date, sizeof date, "%.16s", l->k->when);
	const char *cause = NULL;
	if (l->kind == L_KEPT && journal_waits_for_archive(&t, &cause)) {
		/* a finished game whose write failed: retried at every start */
		struct sbuf line = { 0 };
		size_t c = readable ? kept_count(runner, &t) : 0;
		sbuf_printf(&e, ngettext("%3zu  %s  finished, not yet archived (%s): "
		    "%s (%zu command); treeref tries again at every start\n",
		    "%3zu  %s  finished, not yet archived (%s): %s (%zu commands); "
		    "treeref tries again at every start\n", c), num, date, cause,
		    readable ? frontend_local_start(t.line[0], &line) :
		    _("(unreadable)"), c);
		sbuf_free(&line);
	} else if (l->kind == L_KEPT) {
		struct sbuf line = { 0 };
		size_t c = readable ? kept_count(runner, &t) : 0;
		sbuf_printf(&e, ngettext("%3zu  %s  set aside unfinished: %s (%zu "
		    "command)\n", "%3zu  %s  set aside unfinished: %s (%zu commands)\n",
		    c), num, date, readable ? frontend_local_start(t.line[0], &line) :
		    _("(unreadable)"), c);
		sbuf_free(&line);
	} else
		sbuf_printf(&e, _("%3zu  %s  damaged journal, kept as it was by a "
		    "repair: %s; kept %zu brings back the lines of it that still "
		    "replay\n"), num, date, l->k->path, num);
	journal_text_free(&t);
	render_wrap(out, e.s, width > 0 ? width : 1 << 20, ENTRY_INDENT);
	sbuf_free(&e);
}

/* Bring back a game of the archive: loaded as its log holds it. */
static bool
bring_back_archived(struct frontend *f, const struct archive_game *a)
{
	struct call c = { .argc = 2, .argv = (char *[]){ (char *)"load", a->path, NULL } };

	if (!frontend_load(f, &c))
		return false;
	frontend_archive_loaded(f, a->path);
	/* TRANSLATORS: then how the game ended (game_summary), as the
	 * listing says it, on a line of its own. */
	verdict_say(&f->v, _("Brought back %s from the archive; show, score, "
	    "why, undo and export work on it.\n%s"), a->name, a->result);
	return true;
}

/* The listing of n games, under its heading, within `width` columns. */
static void
list_games(struct sbuf *out, const char *heading, const struct listed *l,
    size_t n, int width, const struct fe_runner *runner)
{
	render_wrap(out, heading, width > 0 ? width : 1 << 20, 0);
	for (size_t i = 0; i < n; i++)
		describe(out, i + 1, &l[i], width, runner);
}

bool
frontend_games(struct frontend *f, const struct call *c)
{
	struct archive_game *a;
	struct journal_kept *k, *d;
	size_t na, nk, nd, n;
	struct sbuf state = { 0 };
	long num = 0;
	bool ok = true;

	if (c->argc == 2 && !cmd_number(c->argv[1], 1, 1000000, &num))
		return frontend_usage(f, W_KEPT);
	if (f->journal == NULL && f->archive == NULL)
		return verdict_fail(&f->v, _("this session keeps no journal and no "
		    "archive, so no games to list: they belong to the interactive "
		    "session (or --journal, --resume, --archive)"));
	bool have_state = frontend_state_dir(f, &state);
	struct listed *l = gather(f->archive, have_state ? state.s : NULL, &a, &na,
	    &k, &nk, &d, &nd, &n);
	if (c->argc == 1) {
		if (n == 0) {
			verdict_say(&f->v, _("No game is archived or kept aside for this table."));
		} else {
			struct sbuf out = { 0 };
			list_games(&out, _("Games of this table, newest first (type "
			    "kept NUMBER to bring one back):\n"), l, n, f->o.width,
			    f->runner);
			sbuf_trim_end(&out);
			if (out.len && out.s[out.len - 1] == '\n')
				out.s[--out.len] = '\0';
			verdict_say(&f->v, "%s", out.s);
			sbuf_free(&out);
		}
	} else if ((size_t)num > n) {
		ok = verdict_fail(&f->v, _("there is no kept game %ld (kept games: %zu); "
		    "type kept for the list"), num, n);
	} else if (l[num - 1].kind == L_ARCHIVED) {
		if (!l[num - 1].a->readable)
			ok = verdict_fail(&f->v, _("%s cannot be read: %s"), l[num - 1].a->path,
			    l[num - 1].a->result);
		else
			ok = bring_back_archived(f, l[num - 1].a);
	} else if (f->journal == NULL) {
		ok = verdict_fail(&f->v, _("this session keeps no journal: a game set "
		    "aside is brought back in the interactive session"));
	} else {
		ok = frontend_bring_back(f, l[num - 1].k, (size_t)num);
	}
	free(l);
	archive_list_free(a, na);
	journal_kept_free(k, nk);
	journal_kept_free(d, nd);
	sbuf_free(&state);
	return ok;
}

/* `treeref games`: the same listing outside a session. */
int
frontend_games_main(struct frontend *f, const char *archive, const char *state,
    bool path_only)
{
	struct archive_game *a;
	struct journal_kept *k, *d;
	size_t na, nk, nd, n;

	if (path_only) {
		if (archive == NULL)
			return 1;
		printf("%s\n", archive);
		return 0;
	}
	struct listed *l = gather(archive, state, &a, &na, &k, &nk, &d, &nd, &n);
	if (n == 0) {
		puts(_("No game is archived or kept aside for this table."));
	} else {
		struct sbuf out = { 0 };
		list_games(&out, _("Games of this table, newest first (in treeref, "
		    "kept NUMBER brings one back):\n"), l, n, render_output_width(),
		    f->runner);
		fputs(out.s, stdout);
		sbuf_free(&out);
	}
	free(l);
	archive_list_free(a, na);
	journal_kept_free(k, nk);
	journal_kept_free(d, nd);
	return 0;
}
