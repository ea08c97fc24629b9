/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* standings.c — the tournament table over many event logs: wins, points
 * and average per player of each game, and `treeref standings`. */
#include "standings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "replay.h"
#include "session.h"
#include "util.h"

/* One player's line of the tournament table. */
struct standing {
	char game[16];
	char *name;
	long games, wins, points;
};

struct standings {
	struct standing *p;
	size_t n, cap;
};

struct standings *
standings_new(void)
{
	return xcalloc(1, sizeof(struct standings));
}

void
standings_free(struct standings *t)
{
	if (t == NULL)
		return;
	for (size_t i = 0; i < t->n; i++)
		free(t->p[i].name);
	free(t->p);
	free(t);
}

static struct standing *
standing_for(struct standings *t, const char *game, const char *name)
{
	for (size_t i = 0; i < t->n; i++)
		if (strcmp(t->p[i].game, game) == 0 && cmd_word_eq(t->p[i].name, name))
			return &t->p[i];
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 16;
		t->p = xrealloc(t->p, t->cap * sizeof *t->p);
	}
	struct standing *s = &t->p[t->n++];
	memset(s, 0, sizeof *s);
	snprintf(s->game, sizeof s->game, "%s", game);
	s->name = xstrdup(name);
	return s;
}

void
standings_merge(struct standings *t, const struct standings *from)
{
	for (size_t i = 0; i < from->n; i++) {
		const struct standing *f = &from->p[i];
		struct standing *st = standing_for(t, f->game, f->name);
		st->games += f->games;
		st->wins += f->wins;
		st->points += f->points;
	}
}

static int
column_of(const struct sheet *sh, const char *name)
{
	for (int c = 0; c < sh->ncols; c++)
		if (strcmp(sheet_cell(sh, 0, c), name) == 0)
			return c;
	return -1;
}

/* Add a finished game's score sheet: per player a game, a win when ranked
 * first, and the total; a cooperative game gives every player the
 * team's result and its count of trees as points. */
void
standings_add(struct standings *t, const struct game_ops *g,
    const void *state)
{
	struct sheet sh = { 0 };

	if (!g->finished(state))
		return;
	g->sheet(state, &sh);
	int cp = column_of(&sh, "player"), ct = column_of(&sh, "total");
	int cr = column_of(&sh, "rank"), cps = column_of(&sh, "players");
	int co = column_of(&sh, "outcome"), ctr = column_of(&sh, "trees");
	for (int r = 1; r < sh.nrows; r++) {
		if (cp >= 0 && ct >= 0 && cr >= 0) {
			struct standing *st = standing_for(t, g->id, sheet_cell(&sh, r, cp));
			st->games++;
			st->wins += strcmp(sheet_cell(&sh, r, cr), "1") == 0;
			st->points += atol(sheet_cell(&sh, r, ct));
		} else if (cps >= 0 && co >= 0) {
			char *names = xstrdup(sheet_cell(&sh, r, cps));
			for (char *save, *nm = strtok_r(names, " ", &save); nm;
			    nm = strtok_r(NULL, " ", &save)) {
				struct standing *st = standing_for(t, g->id, nm);
				st->games++;
				st->wins += strcmp(sheet_cell(&sh, r, co), "won") == 0;
				st->points += ctr >= 0 ? atol(sheet_cell(&sh, r, ctr)) : 0;
			}
			free(names);
		}
	}
	sheet_free(&sh);
}

static void
count_game(void *ctx, const struct session *s)
{
	standings_add(ctx, session_game(s), session_state(s));
}

/* Order: game, then wins, points, average (all descending), then name. */
static int
standing_cmp(const void *a, const void *b)
{
	const struct standing *x = a, *y = b;
	int c = strcmp(x->game, y->game);

	if (c)
		return c;
	if (x->wins != y->wins)
		return x->wins > y->wins ? -1 : 1;
	if (x->points != y->points)
		return x->points > y->points ? -1 : 1;
	/* average: points/games, compared without rounding */
	long double ax = (long double)x->points / x->games;
	long double ay = (long double)y->points / y->games;
	if (ax != ay)
		return ax > ay ? -1 : 1;
	return strcmp(x->name, y->name);
}

static bool
same_place(const struct standing *x, const struct standing *y)
{
	return strcmp(x->game, y->game) == 0 && x->wins == y->wins &&
	    x->points == y->points && x->points * y->games == y->points * x->games;
}

void
standings_sheet(struct standings *t, struct sheet *sh, char decimal)
{
	/* TRANSLATORS: the columns of standings --csv, as a French
	 * spreadsheet gets them (--sep ;). */
	static const char *const cols[] = { N_("game"), N_("rank"),
		N_("player"), N_("games"), N_("wins"), N_("points"),
		N_("average") };
	size_t rank = 1, first = 0;

	if (t->n > 1) /* qsort wants a real array, even of none */
		qsort(t->p, t->n, sizeof *t->p, standing_cmp);
	sh->ncols = 7;
	for (int i = 0; i < 7; i++)
		sheet_field(sh, cols[i]);
	for (size_t i = 0; i < t->n; i++) {
		const struct standing *s = &t->p[i];
		if (i == 0 || strcmp(s->game, t->p[i - 1].game) != 0)
			first = i; /* a new game's table */
		if (i == first || !same_place(s, &t->p[i - 1]))
			rank = i - first + 1;
		sheet_field(sh, s->game);
		sheet_fieldf(sh, "%zu", rank);
		sheet_field(sh, s->name);
		sheet_fieldf(sh, "%ld", s->games);
		sheet_fieldf(sh, "%ld", s->wins);
		sheet_fieldf(sh, "%ld", s->points);
		char avg[64];
		snprintf(avg, sizeof avg, "%.2f", (double)s->points / (double)s->games);
		if (decimal != '.' && strchr(avg, '.'))
			*strchr(avg, '.') = decimal;
		sheet_field(sh, avg);
	}
}

/* `text` padded to `width` columns, on the left or on the right. */
static void
print_cell(const char *text, int width, bool left, bool last)
{
	int pad = width - render_width(text);

	if (!left)
		printf("%*s", pad > 0 ? pad : 0, "");
	fputs(text, stdout);
	if (left && !last)
		printf("%*s", pad > 0 ? pad : 0, "");
	fputs(last ? "\n" : "  ", stdout);
}

/* The table as text: each game's players under the column headings,
 * each column as wide as its widest cell in either language. */
static void
print_standings(const struct sheet *sh)
{
	const char *head[7] = { NULL, _("rank"), _("player"), _("games"),
		_("wins"), _("points"), _("average") };
	int width[7] = { 0 };
	struct sbuf order = { 0 }, avg = { 0 };

	for (int k = 1; k < 7; k++) {
		width[k] = render_width(head[k]);
		for (int r = 1; r < sh->nrows; r++)
			if (render_width(sheet_cell(sh, r, k)) > width[k])
				width[k] = render_width(sheet_cell(sh, r, k));
	}
	render_wrap(&order, _("Order: most wins, then most points, then best "
	    "average; players equal on all three share a rank.\n"), 80, 0);
	fputs(order.s, stdout);
	sbuf_free(&order);
	for (int r = 1; r < sh->nrows; r++) {
		if (r == 1 || strcmp(sheet_cell(sh, r, 0), sheet_cell(sh, r - 1, 0)) != 0) {
			/* each game's table headed by its title, as the report
			 * page heads it */
			const struct game_ops *g = game_by_id(sheet_cell(sh, r, 0));
			printf("\n%s\n", g ? g->title : sheet_cell(sh, r, 0));
			for (int k = 1; k < 7; k++)
				print_cell(head[k], width[k], k == 2, k == 6);
		}
		/* the average with the decimal mark of the messages' language */
		sbuf_reset(&avg);
		render_decimal(&avg, sheet_cell(sh, r, 6));
		for (int k = 1; k < 7; k++)
			print_cell(k == 6 ? avg.s : sheet_cell(sh, r, k), width[k],
			    k == 2, k == 6);
	}
	sbuf_free(&avg);
}

/* The table for a spreadsheet set up for French (--csv with --sep ;):
 * headings in the messages' language and each game by its title. */
static void
local_standings(const struct sheet *in, struct sheet *out)
{
	sheet_init(out, in->ncols);
	for (int r = 0; r < in->nrows; r++)
		for (int k = 0; k < in->ncols; k++) {
			const char *text = sheet_cell(in, r, k);
			const struct game_ops *g = r > 0 && k == 0 ?
			    game_by_id(text) : NULL;
			/* gettext, not _(): the cells are not literals */
			sheet_field(out, r == 0 ? gettext(text) : g ? g->title :
			    text);
		}
}

static int
standings_usage(struct standings *t)
{
	fputs(_("Usage: treeref standings LOG.csv... [--csv FILE [--sep ;]]\n"), stderr);
	standings_free(t);
	return 2;
}

int
standings_main(int argc, char **argv, bool force, char sep)
{
	struct standings *t = standings_new();
	const char *csv = NULL;
	int status = 0, nfiles = 0, nread = 0; /* logs, and legal ones */

	if (sep == 0)
		sep = CSVLOG_SEP_DEFAULT;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--csv") == 0) {
			if (i + 1 == argc)
				return standings_usage(t);
			csv = argv[++i];
			continue;
		}
		if (strcmp(argv[i], "--sep") == 0) {
			if (i + 1 == argc || !csvlog_sep_word(argv[i + 1], &sep))
				return standings_usage(t);
			i++;
			continue;
		}
		/* a log that is not legal is left out whole, even the games
		 * before its fault */
		struct standings *file = standings_new();
		struct sbuf err = { 0 };
		nfiles++;
		if (!replay_each_game(argv[i], count_game, file, &err)) {
			fprintf(stderr, "%s\n", sbuf_str(&err));
			status = 1;
		} else {
			standings_merge(t, file);
			nread++;
		}
		standings_free(file);
		sbuf_free(&err);
	}
	if (nfiles == 0)
		return standings_usage(t);
	struct sheet sh = { 0 };
	standings_sheet(t, &sh, '.');
	if (sh.nrows > 1)
		print_standings(&sh);
	else if (nread > 0)
		fputs(_("No finished game in these logs: nobody to rank yet.\n"), stdout);
	if (csv) {
		/* semicolons for a spreadsheet set up for French, and then
		 * its decimal comma too */
		struct sheet file = { 0 };
		struct verdict v;
		verdict_init(&v);
		standings_sheet(t, &file, sep == ';' ? ',' : '.');
		if (sep == ';') {
			struct sheet local;
			local_standings(&file, &local);
			sheet_free(&file);
			file = local;
		}
		if (!csvlog_write_sheet(csv, &file, sep, force, &v)) {
			fprintf(stderr, _("treeref: %s"), sbuf_str(&v.msg));
			status = status ? status : 1;
		}
		verdict_free(&v);
		sheet_free(&file);
	}
	sheet_free(&sh);
	standings_free(t);
	return status;
}
