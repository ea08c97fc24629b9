/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* report_order.c — the report's games in the order organisers read
 * them: by event (the earliest first), round and table, the games of a
 * table in the order they were played (the time each started and
 * ended, then the archive's order of names, which keeps a session's
 * games of one minute in play order, then the game's place in its
 * log); games without an event after an event's, by date.  Each game
 * is a few dozen bytes here; its rows are read again to write it. */
#include "report_int.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "util.h"

/* The number of a label, noted the first time it is met; -1 for none. */
static int
label_number(struct report_labels *l, const char *name)
{
	if (name == NULL || *name == '\0')
		return -1;
	/* the last one met is the likeliest: a log's games share theirs */
	for (int i = l->n - 1; i >= 0; i--)
		if (cmd_word_eq(l->name[i], name))
			return i;
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 8;
		l->name = xrealloc(l->name, (size_t)l->cap * sizeof *l->name);
	}
	l->name[l->n] = xstrdup(name);
	return l->n++;
}

static time_t
game_time(const char *when)
{
	time_t t;

	return date_parse(when, &t) ? t : REPORT_NO_TIME;
}

bool
report_has_event(const struct session *s)
{
	return *session_label(s, LABEL_EVENT) != '\0';
}

void
report_order_add(struct report_games *gs, int log, int ordinal,
    const struct session *s)
{
	struct report_game *g;
	const char *round = session_label(s, LABEL_ROUND);

	if (gs->n == gs->cap) {
		gs->cap = gs->cap ? gs->cap * 2 : 64;
		gs->v = xrealloc(gs->v, gs->cap * sizeof *gs->v);
	}
	g = &gs->v[gs->n++];
	g->log = log;
	g->ordinal = ordinal;
	g->event = label_number(&gs->events, session_label(s, LABEL_EVENT));
	g->table = label_number(&gs->tables, session_label(s, LABEL_TABLE));
	g->round = *round ? atoi(round) : 0;
	g->start = game_time(session_started(s));
	g->end = game_time(session_ended(s));
	gs->any_event |= g->event >= 0;
}

void
report_order_free(struct report_games *gs)
{
	for (int i = 0; i < gs->events.n; i++)
		free(gs->events.name[i]);
	for (int i = 0; i < gs->tables.n; i++)
		free(gs->tables.name[i]);
	free(gs->events.name);
	free(gs->tables.name);
	free(gs->v);
	memset(gs, 0, sizeof *gs);
}

/* Table names as people number them: t2 before t10, then as `new`
 * compares names. */
static int
natural_cmp(const char *a, const char *b)
{
	size_t na = strlen(a), nb = strlen(b), da = na, db = nb;

	while (da > 0 && a[da - 1] >= '0' && a[da - 1] <= '9')
		da--;
	while (db > 0 && b[db - 1] >= '0' && b[db - 1] <= '9')
		db--;
	if (da < na && db < nb && da == db && strncmp(a, b, da) == 0) {
		/* the same stem: its number, without its leading zeros */
		while (a[da] == '0' && a[da + 1])
			da++;
		while (b[db] == '0' && b[db + 1])
			db++;
		if (na - da != nb - db)
			return na - da < nb - db ? -1 : 1;
		int c = strcmp(a + da, b + db);
		if (c)
			return c;
	}
	return cmd_word_cmp(a, b);
}

/* qsort has no context: the labels being sorted, and when each event
 * was first played. */
static const struct report_labels *sorting;
static const time_t *event_first;

static int
label_cmp(const void *x, const void *y)
{
	int a = *(const int *)x, b = *(const int *)y;
	int c = 0;

	if (event_first && event_first[a] != event_first[b])
		/* the unknown time (-1) first: logs before dates */
		return event_first[a] < event_first[b] ? -1 : 1;
	if (event_first)
		c = cmd_word_cmp(sorting->name[a], sorting->name[b]);
	else
		c = natural_cmp(sorting->name[a], sorting->name[b]);
	return c ? c : a - b;
}

/* Number the labels in the page's order, the games' numbers with them. */
static void
renumber(struct report_labels *l, struct report_games *gs, bool event,
    const time_t *first)
{
	if (l->n == 0)
		return; /* no label of this kind: nothing to number */
	int *order = xcalloc((size_t)l->n + 1, sizeof *order);
	int *rank = xcalloc((size_t)l->n + 1, sizeof *rank);
	char **names = xcalloc((size_t)l->n + 1, sizeof *names);

	for (int i = 0; i < l->n; i++)
		order[i] = i;
	sorting = l;
	event_first = first;
	if (l->n > 1)
		qsort(order, (size_t)l->n, sizeof *order, label_cmp);
	sorting = NULL;
	event_first = NULL;
	for (int i = 0; i < l->n; i++) {
		rank[order[i]] = i;
		names[i] = l->name[order[i]];
	}
	memcpy(l->name, names, (size_t)l->n * sizeof *names);
	for (size_t i = 0; i < gs->n; i++) {
		int *k = event ? &gs->v[i].event : &gs->v[i].table;
		if (*k >= 0)
			*k = rank[*k];
	}
	free(order);
	free(rank);
	free(names);
}

/* A missing label after the others. */
static int
label_key(int k)
{
	return k < 0 ? INT_MAX : k;
}

static int
time_cmp(time_t a, time_t b)
{
	if (a == b)
		return 0;
	if (a == REPORT_NO_TIME || b == REPORT_NO_TIME)
		return a == REPORT_NO_TIME ? 1 : -1; /* undated after */
	return a < b ? -1 : 1;
}

static bool practice_by_date;

static int
game_cmp(const void *x, const void *y)
{
	const struct report_game *a = x, *b = y;
	int c;

	if (label_key(a->event) != label_key(b->event))
		return label_key(a->event) < label_key(b->event) ? -1 : 1;
	if (!(practice_by_date && a->event < 0)) {
		int ra = a->round ? a->round : INT_MAX;
		int rb = b->round ? b->round : INT_MAX;
		if (ra != rb)
			return ra < rb ? -1 : 1;
		if (label_key(a->table) != label_key(b->table))
			return label_key(a->table) < label_key(b->table) ? -1 : 1;
	}
	if ((c = time_cmp(a->start, b->start)) != 0 ||
	    (c = time_cmp(a->end, b->end)) != 0)
		return c;
	/* the archive names a session's games of one minute in the order
	 * they ended, and the logs are in the byte order of their paths */
	if (a->log != b->log)
		return a->log < b->log ? -1 : 1;
	return a->ordinal < b->ordinal ? -1 : a->ordinal > b->ordinal;
}

void
report_order_sort(struct report_games *gs)
{
	time_t *first = xcalloc((size_t)gs->events.n + 1, sizeof *first);

	for (int i = 0; i < gs->events.n; i++)
		first[i] = REPORT_NO_TIME;
	for (size_t i = 0; i < gs->n; i++) {
		const struct report_game *g = &gs->v[i];
		if (g->event >= 0 && g->start != REPORT_NO_TIME &&
		    (first[g->event] == REPORT_NO_TIME || g->start < first[g->event]))
			first[g->event] = g->start;
	}
	renumber(&gs->events, gs, true, first);
	renumber(&gs->tables, gs, false, NULL);
	free(first);
	practice_by_date = gs->any_event;
	if (gs->n > 1)
		qsort(gs->v, gs->n, sizeof *gs->v, game_cmp);
}

bool
report_same_round(const struct report_games *gs, size_t i, size_t j)
{
	const struct report_game *a = &gs->v[i], *b = &gs->v[j];

	if (a->event != b->event)
		return false;
	return (gs->any_event && a->event < 0) || a->round == b->round;
}

size_t
report_page_end(const struct report_games *gs, size_t from)
{
	size_t to = from + 1;

	while (to < gs->n && to - from < REPORT_PAGE_GAMES &&
	    report_same_round(gs, from, to))
		to++;
	return to;
}

size_t
report_event_start(const struct report_games *gs, size_t i)
{
	while (i > 0 && gs->v[i - 1].event == gs->v[i].event)
		i--;
	return i;
}

size_t
report_round_start(const struct report_games *gs, size_t i)
{
	while (i > 0 && report_same_round(gs, i - 1, i))
		i--;
	return i;
}

void
report_event_heading(struct sbuf *out, const struct report_games *gs,
    size_t i)
{
	int e = gs->v[i].event;

	if (e >= 0)
		sbuf_add(out, gs->events.name[e]);
	else if (gs->any_event)
		sbuf_add(out, _("Practice games"));
	else
		sbuf_add(out, _("Games"));
}

void
report_round_heading(struct sbuf *out, const struct report_games *gs,
    size_t i)
{
	size_t k = report_round_start(gs, i), ntables = 0;
	struct sbuf list = { 0 };
	int last = -1;

	if (gs->v[i].round == 0) {
		sbuf_add(out, _("Without a round"));
		return;
	}
	/* the tables of the round, each once, in order */
	for (size_t j = k; j < gs->n && report_same_round(gs, k, j); j++)
		if (gs->v[j].table >= 0 && gs->v[j].table != last) {
			last = gs->v[j].table;
			ntables++;
		}
	last = -1;
	size_t at = 0;
	for (size_t j = k; j < gs->n && report_same_round(gs, k, j); j++)
		if (gs->v[j].table >= 0 && gs->v[j].table != last) {
			last = gs->v[j].table;
			render_list_and_add(&list, (int)at++, (int)ntables,
			    gs->tables.name[last]);
		}
	if (ntables == 0)
		/* TRANSLATORS: the heading of a round of the report. */
		sbuf_printf(out, _("Round %d"), gs->v[i].round);
	else
		/* TRANSLATORS: the heading of a round of the report and the
		 * tables that played it: "Round 2: tables t1, t2 and t3". */
		sbuf_printf(out, ngettext("Round %d: table %s", "Round %d: tables %s",
		    ntables), gs->v[i].round, sbuf_str(&list));
	sbuf_free(&list);
}

/* Labels as a heading lists them, each part in its words, the first
 * with a capital when it is ours ("Round 2, table t1"). */
static void
add_labels(struct sbuf *out, const char *event, int round, const char *table,
    int game)
{
	/* TRANSLATORS: joins the parts of a game's labels in the report:
	 * "Club night, round 2, table t1". */
	const char *sep = _(", ");
	size_t start = out->len;

	if (event && *event)
		sbuf_add(out, event);
	if (round > 0 && out->len > start) {
		sbuf_add(out, sep);
		/* TRANSLATORS: a game's round, in its heading. */
		sbuf_printf(out, _("round %d"), round);
	} else if (round > 0) {
		sbuf_printf(out, _("Round %d"), round);
	}
	if (table && *table && out->len > start) {
		sbuf_add(out, sep);
		/* TRANSLATORS: a game's table, in its heading. */
		sbuf_printf(out, _("table %s"), table);
	} else if (table && *table) {
		/* TRANSLATORS: a game's table, first in its heading. */
		sbuf_printf(out, _("Table %s"), table);
	}
	if (game > 0) {
		sbuf_add(out, sep);
		/* TRANSLATORS: the second game of a table in one round. */
		sbuf_printf(out, _("game %d"), game);
	}
}

static bool
same_table(const struct report_games *gs, size_t i, size_t j)
{
	return report_same_round(gs, i, j) && gs->v[i].table == gs->v[j].table &&
	    gs->v[i].round == gs->v[j].round;
}

void
report_game_labels(struct sbuf *out, const struct report_games *gs, size_t i)
{
	const struct report_game *g = &gs->v[i];
	int game = 0;

	/* a table's games of one round, numbered when there are several
	 * (practice games are by date, not by table) */
	if ((g->table >= 0 || g->round > 0) && !(gs->any_event && g->event < 0)) {
		size_t k = i;
		while (k > 0 && same_table(gs, k - 1, i))
			k--;
		if (k < i || (i + 1 < gs->n && same_table(gs, i + 1, i)))
			game = (int)(i - k) + 1;
	}
	add_labels(out, g->event >= 0 ? gs->events.name[g->event] : NULL,
	    g->round, g->table >= 0 ? gs->tables.name[g->table] : NULL, game);
}

void
report_session_labels(struct sbuf *out, const struct session *s)
{
	const char *round = session_label(s, LABEL_ROUND);

	add_labels(out, session_label(s, LABEL_EVENT), *round ? atoi(round) : 0,
	    session_label(s, LABEL_TABLE), 0);
}
