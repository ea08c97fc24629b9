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
#include "output.h"
#include "people.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "replay.h"
#include "session.h"
#include "util.h"

/* xgettext reads pgettext(CONTEXT, MSGID) as a message with a context */
#define pgettext(context, msgid) i18n_pgettext(context "\004" msgid, msgid)

/* One player's line of the tournament table of one game. */
struct standing {
	char game[16];
	char *name;
	unsigned long hash;
	size_t next;     /* the next in its hash bucket, + 1 (0: none) */
	long games, wins, score;
	double tpoints;  /* tournament points */
	double share;    /* the sum of the games' score shares */
	bool team;       /* a cooperative game: no places */
	const char *part; /* a team game: the sheet's id of the score */
};

/* Players are found through a hash of the game and the name as `new`
 * compares names, so that many players cost no more each than few. */
struct standings {
	struct standing *p;
	size_t n, cap;
	size_t *bucket; /* index + 1 of the first standing, 0: none */
	size_t nbucket;
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
	free(t->bucket);
	free(t);
}

static unsigned long
standing_hash(const char *game, const char *name)
{
	unsigned long h = cmd_word_hash(name);

	for (const char *c = game; *c; c++)
		h = h * 31 + (unsigned char)*c;
	return h;
}

static void
rehash(struct standings *t)
{
	free(t->bucket);
	t->nbucket = t->nbucket ? t->nbucket * 2 : 64;
	t->bucket = xcalloc(t->nbucket, sizeof *t->bucket);
	for (size_t i = 0; i < t->n; i++) {
		size_t b = t->p[i].hash % t->nbucket;
		t->p[i].next = t->bucket[b];
		t->bucket[b] = i + 1;
	}
}

static struct standing *
standing_for(struct standings *t, const char *game, const char *name)
{
	unsigned long h = standing_hash(game, name);

	if (t->nbucket) {
		for (size_t k = t->bucket[h % t->nbucket]; k; k = t->p[k - 1].next) {
			struct standing *s = &t->p[k - 1];
			if (s->hash == h && strcmp(s->game, game) == 0 &&
			    cmd_word_eq(s->name, name))
				return s;
		}
	}
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 16;
		t->p = xrealloc(t->p, t->cap * sizeof *t->p);
	}
	struct standing *s = &t->p[t->n++];
	memset(s, 0, sizeof *s);
	snprintf(s->game, sizeof s->game, "%s", game);
	s->name = xstrdup(name);
	s->hash = h;
	if (t->n > t->nbucket) {
		rehash(t);
	} else {
		size_t b = h % t->nbucket;
		s->next = t->bucket[b];
		t->bucket[b] = t->n;
	}
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
		st->score += f->score;
		st->tpoints += f->tpoints;
		st->share += f->share;
		st->team = f->team;
		st->part = f->part;
	}
}

/* A finished competitive game: (n - p) / (n - 1) points for place p of
 * n players, players sharing places sharing the points of those places;
 * a win for a first place, shared or not, but none in a draw; the
 * score's share of the table's best (when the best is 0 or less, 1 at
 * the best, else 0). */
static void
add_contest(struct standings *t, const char *id, const struct game_results *r)
{
	int n = r->n, best = r->p[0].score;
	bool draw = game_outcome(r) == GAME_DRAW;

	if (n < 2)
		return; /* one player: nobody to beat */
	for (int i = 1; i < n; i++)
		if (r->p[i].score > best)
			best = r->p[i].score;
	for (int i = 0; i < n; i++) {
		const struct game_seat *p = &r->p[i];
		int shared = 0;
		for (int j = 0; j < n; j++)
			shared += r->p[j].place == p->place;
		double pts = 0;
		for (int q = p->place; q < p->place + shared; q++)
			pts += (double)(n - q) / (n - 1);
		struct standing *st = standing_for(t, id, p->name);
		st->games++;
		st->wins += p->place == 1 && !draw;
		st->score += p->score;
		st->tpoints += pts / shared;
		if (best > 0)
			st->share += (double)p->score / best;
		else
			st->share += p->score == best;
	}
}

/* Add a finished game as the game gives its results (game.h): a
 * cooperative game gives each player a game, the team's win and its
 * score (3-High: the trees). */
void
standings_add(struct standings *t, const struct game_ops *g,
    const void *state)
{
	struct game_results r;

	g->results(state, &r);
	if (!r.finished)
		return;
	if (!r.team) {
		add_contest(t, g->id, &r);
		return;
	}
	for (int i = 0; i < r.n; i++) {
		struct standing *st = standing_for(t, g->id, r.p[i].name);
		st->games++;
		st->wins += r.won;
		st->score += r.p[i].score;
		st->team = true;
		st->part = r.nparts > 0 ? r.part[0] : NULL;
	}
}

/* The games of the logs: [1] an event's, [0] the others, which are
 * practice games when any game has an event (left out, as the report
 * leaves them out); each log's apart until it proves legal. */
struct counting {
	struct standings *table[2];
	long games[2];
};

static void
count_game(void *ctx, const struct session *s)
{
	struct counting *k = ctx;
	int event = *session_label(s, LABEL_EVENT) != '\0';

	standings_add(k->table[event], session_game(s), session_state(s));
	k->games[event]++;
}

/* Tournament points and shares are sums of fractions: equal within
 * what adding them in another order changes. */
static int
cmp_real(double x, double y)
{
	double d = x - y;

	return d > 1e-9 ? 1 : d < -1e-9 ? -1 : 0;
}

/* The order of the tie-breaks, without the name: 0 is a shared rank. */
static int
place_cmp(const struct standing *x, const struct standing *y)
{
	int c = strcmp(x->game, y->game);

	if (c)
		return c;
	if (x->team) /* no ranks: wins, then the score */
		return x->wins != y->wins ? (x->wins > y->wins ? -1 : 1) :
		    x->score != y->score ? (x->score > y->score ? -1 : 1) : 0;
	if ((c = cmp_real(x->tpoints, y->tpoints)) != 0)
		return -c;
	if (x->wins != y->wins)
		return x->wins > y->wins ? -1 : 1;
	if ((c = cmp_real(x->share / x->games, y->share / y->games)) != 0)
		return -c;
	if (x->games != y->games)
		return x->games < y->games ? -1 : 1;
	return 0;
}

static int
standing_cmp(const void *a, const void *b)
{
	const struct standing *x = a, *y = b;
	int c = place_cmp(x, y);

	/* still equal: as `new` compares names (bjørn, Léa, Zoé) */
	return c ? c : cmd_word_cmp(x->name, y->name);
}

/* A number with `decimals` decimals, a half rounded up, and the
 * decimal mark `decimal`. */
static void
field_real(struct sheet *sh, double x, int decimals, char decimal)
{
	struct sbuf buf = { 0 };
	char *dot;

	sbuf_decimal(&buf, x, decimals);
	if (decimal != '.' && (dot = strchr(buf.s, '.')) != NULL)
		*dot = decimal;
	sheet_field(sh, buf.s);
	sbuf_free(&buf);
}

void
standings_sheet(struct standings *t, struct sheet *sh, char decimal)
{
	static const char *const cols[] = { "game", "rank", "player", "games",
		"wins", "tpoints", "share", "score" };
	/* TRANSLATORS: the headers of the standings' CSV file written
	 * with --sep ; for a spreadsheet in the user's language. */
	const char *const words[] = { _("game"), _("rank"), _("player"),
		_("games"), _("wins"), _("tpoints"), _("share"),
		pgettext("standings", "score") };
	size_t rank = 1, first = 0;

	if (t->n > 1) /* qsort wants a real array, even of none */
		qsort(t->p, t->n, sizeof *t->p, standing_cmp);
	rehash(t); /* the order moved them */
	sh->ncols = 8;
	for (int i = 0; i < 8; i++)
		sheet_field(sh, decimal == ',' ? words[i] : cols[i]);
	for (size_t i = 0; i < t->n; i++) {
		const struct standing *s = &t->p[i];
		if (i == 0 || strcmp(s->game, t->p[i - 1].game) != 0)
			first = i; /* a new game's table */
		if (i == first || place_cmp(s, &t->p[i - 1]) != 0)
			rank = i - first + 1;
		sheet_field(sh, s->game);
		if (s->team)
			sheet_field(sh, "");
		else
			sheet_fieldf(sh, "%zu", rank);
		sheet_field(sh, s->name);
		sheet_fieldf(sh, "%ld", s->games);
		sheet_fieldf(sh, "%ld", s->wins);
		if (s->team) {
			sheet_field(sh, "");
			sheet_field(sh, "");
		} else {
			field_real(sh, s->tpoints, 2, decimal);
			field_real(sh, 100 * s->share / s->games, 1, decimal);
		}
		sheet_fieldf(sh, "%ld", s->score);
	}
}

bool
standings_team(const struct standings *t, size_t i)
{
	return i < t->n && t->p[i].team;
}

const char *
standings_part(const struct standings *t, size_t i)
{
	return i < t->n ? t->p[i].part : NULL;
}

bool
standings_uneven(const struct standings *t, const char *game)
{
	long games = -1;

	for (size_t i = 0; i < t->n; i++) {
		if (strcmp(t->p[i].game, game) != 0)
			continue;
		if (games >= 0 && t->p[i].games != games)
			return true;
		games = t->p[i].games;
	}
	return false;
}

/* One JSON line per row of the sheet: keys as the CSV's columns, plain
 * numbers, null where a cooperative game has none. */
static void
print_json(const struct sheet *sh, struct standings *t)
{
	struct sbuf line = { 0 };

	for (int r = 1; r < sh->nrows; r++) {
		sbuf_reset(&line);
		for (int c = 0; c < sh->ncols; c++) {
			const char *key = sheet_cell(sh, 0, c), *v = sheet_cell(sh, r, c);
			sbuf_add(&line, c ? ", " : "{");
			sbuf_json(&line, key, strlen(key));
			sbuf_add(&line, ": ");
			if (c == 0 || c == 2)
				sbuf_json(&line, v, strlen(v));
			else if (*v == '\0')
				sbuf_add(&line, "null");
			else
				sbuf_add(&line, v);
		}
		if (standings_team(t, (size_t)r - 1))
			sbuf_add(&line, ", \"team\": true");
		sbuf_add(&line, "}\n");
		fputs(line.s, stdout);
	}
	sbuf_free(&line);
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

/* The columns of the text table; a cooperative game shows its players'
 * games, wins and score only. */
#define TEXT_COLS 7

const char *
standings_heading(int k)
{
	switch (k) {
	case 0: return _("rank");
	case 1: return _("player");
	case 2: return _("games");
	case 3: return _("wins");
	/* TRANSLATORS: the standings' tournament points, beside the game
	 * points scored (context "standings", "score"): French « pts de
	 * tournoi ». */
	case 4: return pgettext("standings", "points");
	/* TRANSLATORS: the standings' average share of the best score. */
	case 5: return _("share");
	/* TRANSLATORS: the standings' column of the scores added. */
	default: return pgettext("standings", "score");
	}
}

static void
text_heads(const char *head[TEXT_COLS], const struct game_ops *g,
    const char *part, bool team)
{
	for (int k = 0; k < TEXT_COLS; k++)
		head[k] = standings_heading(k);
	if (team && g && part)
		head[6] = game_label(g, part);
}

/* A cell of the sheet as the text table shows it: the decimal mark and
 * the minus sign of the messages' language, a share as a percentage. */
static void
text_cell(struct sbuf *out, const struct sheet *sh, int r, int k)
{
	const char *v = sheet_cell(sh, r, k + 1);

	sbuf_reset(out);
	if (k == 4 || k == 5 || (k == 6 && v[0] == '-')) {
		struct sbuf num = { 0 };
		render_decimal(&num, v);
		if (k == 5 && *v)
			/* TRANSLATORS: a percentage in the standings. */
			sbuf_printf(out, _("%s%%"), sbuf_str(&num));
		else
			sbuf_add(out, sbuf_str(&num));
		sbuf_free(&num);
	} else {
		sbuf_add(out, v);
	}
}

/* Which text columns a game's table fills: a cooperative game's rank,
 * points and share stay blank, the columns aligned with the others'. */
static bool
shown(int k, bool team)
{
	return !team || k == 1 || k == 2 || k == 3 || k == 6;
}

/* The table as text: each game's players under the column headings,
 * each column as wide as its widest cell in either language. */
static void
print_standings(const struct sheet *sh, const struct standings *t)
{
	const char *head[TEXT_COLS];
	int width[TEXT_COLS] = { 0 };
	struct sbuf order = { 0 }, cell = { 0 };

	text_heads(head, NULL, NULL, false);
	for (int k = 0; k < TEXT_COLS; k++) {
		width[k] = render_width(head[k]);
		for (int r = 1; r < sh->nrows; r++) {
			text_cell(&cell, sh, r, k);
			if (render_width(cell.s) > width[k])
				width[k] = render_width(cell.s);
		}
	}
	render_wrap(&order, _("Order: most tournament points (a place at a "
	    "table of n players is worth (n - place) / (n - 1): a win 1, last "
	    "place 0), then most wins, then the best average share of the "
	    "table's best score, then the fewest games; players equal on all "
	    "four share a rank.  A cooperative game lists each player's games, "
	    "the team's wins and its score, unranked.\n"), 80, 0);
	fputs(order.s, stdout);
	sbuf_free(&order);
	for (int r = 1; r < sh->nrows; r++) {
		const char *id = sheet_cell(sh, r, 0);
		bool team = standings_team(t, (size_t)r - 1);
		if (r == 1 || strcmp(id, sheet_cell(sh, r - 1, 0)) != 0) {
			const struct game_ops *g = game_by_id(id);
			const char *h[TEXT_COLS];
			int last = TEXT_COLS - 1;
			printf("\n%s\n", g ? g->title : id);
			if (standings_uneven(t, id)) {
				struct sbuf note = { 0 };
				render_wrap(&note, _("Not everyone played the same "
				    "number of games: points are sums over the games "
				    "played.\n"), 80, 0);
				fputs(note.s, stdout);
				sbuf_free(&note);
			}
			text_heads(h, g, standings_part(t, (size_t)r - 1), team);
			for (int k = 0; k < TEXT_COLS; k++)
				print_cell(shown(k, team) ? h[k] : "", width[k], k == 1,
				    k == last);
		}
		for (int k = 0; k < TEXT_COLS; k++) {
			text_cell(&cell, sh, r, k);
			print_cell(cell.s, width[k], k == 1, k == TEXT_COLS - 1);
		}
	}
	sbuf_free(&cell);
}

/* The table for a spreadsheet set up for French (--csv with --sep ;):
 * its headings are already in the messages' language (standings_sheet);
 * each game is named by its title. */
static void
local_standings(const struct sheet *in, struct sheet *out)
{
	sheet_init(out, in->ncols);
	for (int r = 0; r < in->nrows; r++)
		for (int k = 0; k < in->ncols; k++) {
			const char *text = sheet_cell(in, r, k);
			const struct game_ops *g = r > 0 && k == 0 ?
			    game_by_id(text) : NULL;
			sheet_field(out, g ? g->title : text);
		}
}

static int
standings_usage(struct standings *t, struct standings *other)
{
	standings_free(other);
	fputs(_("Usage: treeref standings LOG.csv... [--csv FILE [--sep ;]]\n"
	    "               [--json] [--people FILE]\n"), stderr);
	standings_free(t);
	return 2;
}

int
standings_main(int argc, char **argv, bool force, char sep)
{
	struct counting all = { { standings_new(), standings_new() }, { 0, 0 } };
	struct standings *t = all.table[0];
	const char *csv = NULL, *people = NULL;
	int status = 0, nfiles = 0, nread = 0; /* logs, and legal ones */
	bool json = false;

	if (sep == 0)
		sep = CSVLOG_SEP_DEFAULT;
	/* the options first: the people file is read before any log */
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--csv") == 0 || strcmp(argv[i], "--people") == 0) {
			if (i + 1 == argc)
				return standings_usage(t, all.table[1]);
			if (argv[i][2] == 'c')
				csv = argv[i + 1];
			else
				people = argv[i + 1];
			i++;
		}
	}
	if (!people_start(people)) {
		standings_free(t);
		standings_free(all.table[1]);
		return 2;
	}
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--csv") == 0 || strcmp(argv[i], "--people") == 0) {
			i++;
			continue;
		}
		if (strcmp(argv[i], "--json") == 0) {
			json = true;
			continue;
		}
		if (strcmp(argv[i], "--sep") == 0) {
			if (i + 1 == argc || !csvlog_sep_word(argv[i + 1], &sep))
				return standings_usage(t, all.table[1]);
			i++;
			continue;
		}
		/* a log that is not legal is left out whole, even the games
		 * before its fault */
		struct counting file = { { standings_new(), standings_new() },
		    { 0, 0 } };
		struct sbuf err = { 0 };
		nfiles++;
		/* no output of this run may replace a log it reads */
		output_note_input_path(argv[i]);
		if (!replay_each_game(argv[i], count_game, &file, &err)) {
			fprintf(stderr, "%s\n", sbuf_str(&err));
			status = 1;
		} else {
			for (int k = 0; k < 2; k++) {
				standings_merge(all.table[k], file.table[k]);
				all.games[k] += file.games[k];
			}
			nread++;
		}
		standings_free(file.table[0]);
		standings_free(file.table[1]);
		sbuf_free(&err);
	}
	if (all.games[1] > 0) {
		/* an event's games: the others were practice */
		standings_free(all.table[0]);
		t = all.table[1];
		if (all.games[0] > 0)
			fprintf(stderr, ngettext("treeref: warning: %ld game without an "
			    "event (a practice game) is left out: the standings count "
			    "the event's games.\n", "treeref: warning: %ld games without "
			    "an event (practice games) are left out: the standings count "
			    "the event's games.\n", (unsigned long)all.games[0]),
			    all.games[0]);
	} else {
		standings_free(all.table[1]);
	}
	if (nfiles == 0) {
		people_end();
		return standings_usage(t, NULL);
	}
	struct sheet sh = { 0 };
	standings_sheet(t, &sh, '.');
	if (json)
		print_json(&sh, t);
	else if (sh.nrows > 1)
		print_standings(&sh, t);
	else if (nread > 0)
		fputs(_("No finished game in these logs: nobody to rank yet.\n"), stdout);
	if (csv) {
		/* semicolons for a spreadsheet set up for French, and then
		 * its decimal comma too */
		struct sheet file = { 0 };
		struct verdict v;
		verdict_init(&v);
		v.after_name = true; /* printed after "treeref: " */
		standings_sheet(t, &file, sep == ';' ? ',' : '.');
		if (sep == ';') {
			struct sheet local;
			local_standings(&file, &local);
			sheet_free(&file);
			file = local;
		}
		if (!csvlog_write_sheet(csv, &file, sep, force, &v)) {
			verdict_sentences(&v);
			fprintf(stderr, _("treeref: %s"), sbuf_str(&v.msg));
			status = 2; /* output that could not be written */
		}
		verdict_free(&v);
		sheet_free(&file);
	}
	sheet_free(&sh);
	standings_free(t);
	people_end();
	return status;
}
