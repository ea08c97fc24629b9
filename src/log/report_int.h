/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* report_int.h — what the report's files share: report_order.c (the
 * games in the order the page shows them, grouped by event, round and
 * table), report_html.c (the page's pieces) and report_pages.c
 * (`treeref report`: the logs read twice, one page or an index and its
 * pages).  Nothing outside them includes it. */
#ifndef TREEREF_REPORT_INT_H
#define TREEREF_REPORT_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <time.h>

struct sbuf;
struct session;
struct standings;

/* More games than this: an index page and a page per round (or per
 * this many games), never one page. */
#define REPORT_PAGE_GAMES 200

/* One game the report shows: which log holds it and what it belongs
 * to, a few dozen bytes; its rows are read again when it is written. */
struct report_game {
	int log;          /* report.logs[log] */
	int ordinal;      /* which of the games read from that log, from 1 */
	int event, table; /* label numbers (report_games.events, .tables), -1
	                   * none; after report_order_sort, in the page's order */
	int round;        /* 1 to 999, 0 none */
	time_t start, end; /* REPORT_NO_TIME when the log does not say */
};
#define REPORT_NO_TIME ((time_t)-1)

/* The labels met, each once (as `new` compares names), shown as first
 * written. */
struct report_labels {
	char **name;
	int n, cap;
};

struct report_games {
	struct report_game *v;
	size_t n, cap;
	struct report_labels events, tables;
	bool any_event; /* then games without an event are practice games,
	                 * shown apart and not counted in the standings */
};

/* One log given: what the page calls it and how it read. */
struct report_log {
	const char *path;
	const char *name; /* relative to the argument it came from */
	bool ok;
	int ngames;
};

/* The days of play the counted games give (YYYY-MM-DD, local to each
 * game), and how many games do and do not say. */
struct report_days {
	char first[11], last[11];
	long dated, undated;
};

struct report {
	const char *title;
	struct report_log *logs;
	int nlogs;
	char **faults; /* "PATH:ROW: why" of each log left out */
	int nfaults;
	long ngames;   /* every game read */
	long practice; /* of which games without an event beside an event's */
	struct report_days days;
	struct standings *table; /* the counted games */
	struct report_games games;
	/* export report: the one game in play */
	const struct session *game;
};

/* report_order.c */
/* Note game `ordinal` of log `log`, as the session `s` ended. */
void report_order_add(struct report_games *gs, int log, int ordinal,
    const struct session *s);
/* Whether a game of `s` has an event. */
bool report_has_event(const struct session *s);
/* Sort the games in the page's order: each event (the earliest first),
 * its rounds, its tables, then the games of a table in the order they
 * were played; games without an event after, by date. */
void report_order_sort(struct report_games *gs);
void report_order_free(struct report_games *gs);
/* Whether games i and j are in the same event and, for an event's, the
 * same round (a group of the page, and of the pages above 200 games). */
bool report_same_round(const struct report_games *gs, size_t i, size_t j);
/* The end of the page that starts with game `from`: the end of its
 * round, or REPORT_PAGE_GAMES games. */
size_t report_page_end(const struct report_games *gs, size_t from);
/* Where game i's event starts and its round starts. */
size_t report_event_start(const struct report_games *gs, size_t i);
size_t report_round_start(const struct report_games *gs, size_t i);
/* The heading of game i's round: "Round 2: tables t1, t2 and t3", or
 * "Without a round"; the heading of its event ("Practice games"). */
void report_round_heading(struct sbuf *out, const struct report_games *gs,
    size_t i);
void report_event_heading(struct sbuf *out, const struct report_games *gs,
    size_t i);
/* Game i's labels as its heading shows them: "Club night, round 2,
 * table t1", with ", game 2" where its table played several in that
 * round; "" when it has none. */
void report_game_labels(struct sbuf *out, const struct report_games *gs,
    size_t i);
/* The same of a game in play (export report). */
void report_session_labels(struct sbuf *out, const struct session *s);

/* report_html.c */
/* The top of a page: its doctype, style and title; with `full`, the
 * dates, the winners, the logs read and left out and the standings. */
void report_add_head(struct sbuf *out, const struct report *rep, bool full);
/* A link back to the index page `index` (its file name). */
void report_add_back(struct sbuf *out, const char *index);
/* Game `number` of the page: headed by `labels` and its players, the
 * file it came from, when it was played, its result, sheet, chart and
 * pictures. */
void report_add_game(struct sbuf *out, const struct report_log *l,
    int ordinal, int number, const char *labels, const struct session *s);
void report_add_tail(struct sbuf *out);
/* The headings before game i: its event's, its round's, where they
 * change or where a page starts (`first`). */
void report_add_groups(struct sbuf *out, const struct report_games *gs,
    size_t i, bool first);
/* The index's link to the page of games from..to, named `href`, under
 * its event's heading; then the end of the list (`any`: links made). */
void report_add_link(struct sbuf *out, const struct report_games *gs,
    size_t from, size_t to, const char *href);
void report_add_links_end(struct sbuf *out, bool any);

#endif
