/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* seat.c — `treeref seat`: who plays at which table in the next round.
 * The first round (and a cooperative game) in a seeded random order,
 * later rounds in the order of the game's standings over the logs
 * given; the tables are filled from the top in that order, then seated
 * with the fewest pairs who already shared a table in any of the logs
 * (seat_best.c). */
#include "seat.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "i18n.h"
#include "paths.h"
#include "render.h"
#include "people.h"
#include "replay.h"
#include "seat_best.h"
#include "session.h"
#include "standings.h"
#include "util.h"

/* xgettext reads pgettext(CONTEXT, MSGID) as a message with a context */
#define pgettext(context, msgid) i18n_pgettext(context "\004" msgid, msgid)

#define SEAT_MAX 4096  /* players in one players file */
#define SEAT_NAME_SIZE 64 /* when the game checks its own words */

struct player {
	char *name;  /* as the players file writes it */
	char *extra; /* what followed the colon ("41"), or NULL */
	int line;
};

struct seating {
	const struct game_ops *g;
	unsigned variants;
	const char *round, *event; /* --round N [--event TEXT]: each table's
	                        * line that starts it; NULL: none */
	const char *path;      /* the players file */
	struct player *p;
	int n;
	unsigned char *met;    /* n * n: 1 when the two shared a table */
	int *order;            /* players in the order tables are filled */
	int *table;            /* each player's table, 0-based */
	int ntables;
	int *size;             /* players at each table */
	bool by_standings;     /* else a random order from `seed` */
	unsigned long seed;
	/* the log being read: the players of each game met there */
	struct sbuf file_pairs; /* pairs of ints, for the legal log only */
	bool file_has_game;
	const char *file_other; /* another game's id met in it */
	struct standings *file_table;
	struct sbuf unknown;   /* names of the logs not in the list, each NUL-ended */
};

int
seat_table_sizes(int n, int min, int max, int *size)
{
	if (n < min || min < 1 || max < min)
		return 0;
	for (int k = (n + max - 1) / max; k <= n / min; k++) {
		int small = n / k, big = (n + k - 1) / k;
		if (small < min || big > max)
			continue;
		for (int t = 0; t < k; t++)
			size[t] = t < n % k ? small + 1 : small;
		return k;
	}
	return 0;
}

/* Why s->n players cannot be seated: too few for one table, or a count
 * that no tables within the game's range add up to (3 players of a
 * game of exactly 2); then the nearest counts that can be seated. */
static void
refuse_count(const struct seating *s)
{
	const struct game_ops *g = s->g;
	struct sbuf range = { 0 };
	int *size = xcalloc((size_t)s->n + (size_t)g->max_players + 1,
	    sizeof *size);
	int below = s->n - 1, above = s->n + 1;

	game_players_range(g, &range);
	if (s->n < g->min_players) {
		fprintf(stderr, ngettext("treeref: %s: %d player cannot fill a "
		    "table of %s, which is played %s.\n",
		    "treeref: %s: %d players cannot fill a table of %s, which "
		    "is played %s.\n", (unsigned long)s->n), s->path, s->n,
		    g->title, sbuf_str(&range));
	} else {
		/* min_players always seats, and so does any multiple of
		 * max_players: both are found within the range */
		while (seat_table_sizes(below, g->min_players, g->max_players,
		    size) == 0)
			below--;
		while (seat_table_sizes(above, g->min_players, g->max_players,
		    size) == 0)
			above++;
		fprintf(stderr, _("treeref: %s: %d players cannot be split "
		    "into tables of %s, which is played %s; %d or %d players "
		    "can.\n"), s->path, s->n, g->title, sbuf_str(&range),
		    below, above);
	}
	sbuf_free(&range);
	free(size);
}

static int
find_player(const struct seating *s, const char *name)
{
	for (int i = 0; i < s->n; i++)
		if (people_same(s->p[i].name, name))
			return i;
	return -1;
}

/* How player i is shown: one spelling a person (people.c). */
static const char *
shown(const struct seating *s, int i)
{
	return people_name(s->p[i].name, PEOPLE_LISTED);
}

static bool
players_fail(const struct seating *s, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool
players_fail(const struct seating *s, int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	people_vfail(s->path, line, fmt, ap);
	va_end(ap);
	return false;
}

/* One line of the players file: "NAME" or "NAME:AGE" (what `new` needs
 * besides the name, passed on to a game that takes it). */
static bool
add_player(struct seating *s, char *text, int line)
{
	char *colon = strchr(text, ':'), *name = text;
	struct verdict v;
	long age;
	bool ok;

	if (colon) {
		*colon = '\0';
		if (!cmd_number(colon + 1, 0, 999, &age))
			return players_fail(s, line, _("\"%s\" after the colon is not "
			    "an age: write a whole number, as %s:41"), colon + 1, name);
	}
	/* in NFC, as `new` keeps names: "éva" typed either way is one
	 * player, and printed composed */
	verdict_init(&v);
	/* a look-alike named as typed, before NFC; then the checks of
	 * `new`, worded for a line of the file: "the name", not "player 1" */
	ok = utf8_first_hidden(text) != 0 || game_check_lookalike(text, 0, &v);
	name = utf8_nfc(text);
	ok = ok && game_check_name(name, s->g->name_size ? s->g->name_size :
	    SEAT_NAME_SIZE, &v);
	if (!ok)
		players_fail(s, line, "%s", sbuf_str(&v.msg));
	verdict_free(&v);
	int twin = ok ? find_player(s, name) : -1;
	if (twin >= 0)
		ok = players_fail(s, line, _("\"%s\" is listed twice (line %d "
		    "too); names must differ"), name, s->p[twin].line);
	if (ok && s->n == SEAT_MAX)
		ok = players_fail(s, line, _("more than %d players"), SEAT_MAX);
	if (!ok) {
		free(name);
		return false;
	}
	s->p[s->n].name = name;
	s->p[s->n].extra = colon ? xstrdup(colon + 1) : NULL;
	s->p[s->n].line = line;
	people_name(name, PEOPLE_LISTED); /* shown as the file writes it */
	s->n++;
	return true;
}

static bool
read_players(struct seating *s)
{
	FILE *fp = fopen(s->path, "r");
	char *buf = NULL, *t;
	size_t cap = 0;
	int line = 0;
	bool ok = true, bad = false;

	if (fp == NULL) {
		fprintf(stderr, _("treeref: %s: %s.\n"), s->path, strerror(errno));
		return false;
	}
	s->p = xcalloc(SEAT_MAX, sizeof *s->p);
	while (ok && (t = people_file_line(fp, s->path, &buf, &cap, &line,
	    &bad)) != NULL) {
		if (*t == '\0')
			continue;
		if (strpbrk(t, " \t"))
			ok = players_fail(s, line, _("\"%s\": one player a line "
			    "(a name without blanks, as at new)"), t);
		else
			ok = add_player(s, t, line);
	}
	free(buf);
	fclose(fp);
	return ok && !bad;
}

static void
note_unknown(struct seating *s, const char *name)
{
	for (size_t at = 0; at < s->unknown.len; at += strlen(s->unknown.s + at) + 1)
		if (people_same(s->unknown.s + at, name))
			return;
	sbuf_addn(&s->unknown, name, strlen(name) + 1);
}

/* Each game of a log as it ended: who sat together, and this game's
 * standings. */
static void
seat_game(void *ctx, const struct session *ss)
{
	struct seating *s = ctx;
	const struct game_ops *g = session_game(ss);
	const void *state = session_state(ss);
	int who[GAME_MAX_SEATS], k = 0, n = game_nplayers(g, state);

	for (int i = 0; i < n; i++) {
		int p = find_player(s, game_player(g, state, i));
		if (p < 0)
			note_unknown(s, game_player(g, state, i));
		else if (k < GAME_MAX_SEATS)
			who[k++] = p;
	}
	for (int i = 0; i < k; i++)
		for (int j = i + 1; j < k; j++) {
			int pair[2] = { who[i], who[j] };
			sbuf_addn(&s->file_pairs, (const char *)pair, sizeof pair);
		}
	if (g == s->g) {
		s->file_has_game = true;
		standings_add(s->file_table, g, state);
	} else {
		s->file_other = g->id;
	}
}

/* A warning about the logs on standard error: at a terminal, within
 * its width, the lines it breaks two columns in; elsewhere one line, as
 * a program reads it. */
static void
warn_logs(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void
warn_logs(const char *fmt, ...)
{
	struct sbuf text = { 0 }, out = { 0 };
	int cols = render_terminal_width(STDERR_FILENO);
	va_list ap;

	va_start(ap, fmt);
	sbuf_vprintf(&text, fmt, ap);
	va_end(ap);
	if (cols > 0)
		render_wrap(&out, text.s, cols, 2);
	fputs(cols > 0 ? out.s : text.s, stderr);
	sbuf_free(&text);
	sbuf_free(&out);
}

/* Read the logs: 1 when one was left out (named), else 0. */
static int
read_logs(struct seating *s, char **logs, int nlogs, struct standings *all)
{
	int status = 0, nother = 0;
	const char *first_other = NULL, *other_title = NULL;

	for (int i = 0; i < nlogs; i++) {
		struct sbuf err = { 0 };
		sbuf_reset(&s->file_pairs);
		s->file_has_game = false;
		s->file_other = NULL;
		s->file_table = standings_new();
		if (!replay_each_game(logs[i], seat_game, s, &err)) {
			flush_stdout();
			warn_logs(_("treeref: %s This log is left out of the "
			    "seating.\n"), sbuf_str(&err));
			status = 1;
		} else {
			const int *pair = (const int *)(const void *)s->file_pairs.s;
			size_t npairs = s->file_pairs.len / (2 * sizeof(int));
			for (size_t k = 0; k < npairs; k++) {
				s->met[pair[2 * k] * s->n + pair[2 * k + 1]] = 1;
				s->met[pair[2 * k + 1] * s->n + pair[2 * k]] = 1;
			}
			standings_merge(all, s->file_table);
			if (!s->file_has_game && s->file_other) {
				const struct game_ops *o = game_by_id(s->file_other);
				if (nother++ == 0) {
					first_other = logs[i];
					other_title = o ? o->title : s->file_other;
				}
			}
		}
		standings_free(s->file_table);
		s->file_table = NULL;
		sbuf_free(&err);
	}
	/* logs of other games: said once, however many (a folder of a
	 * whole club's evenings holds many); a path under the home folder
	 * from ~, as a shell reads it, so that the line is short */
	struct sbuf shown = { 0 };
	if (first_other)
		paths_show_home(first_other, &shown);
	first_other = shown.s;
	if (nother == 1)
		warn_logs(_("treeref: %s: a log of %s, not of %s: "
		    "left out of the order; who sat together in it still "
		    "counts.\n"), first_other, other_title, s->g->title);
	else if (nother > 1)
		warn_logs(ngettext("treeref: %d log is of another game "
		    "than %s (the first: %s, a log of %s): left out of the order; "
		    "who sat together in it still counts.\n", "treeref: %d logs "
		    "are of other games than %s (the first: %s, a log of %s): left "
		    "out of the order; who sat together in them still counts.\n",
		    (unsigned long)nother), nother, s->g->title, first_other,
		    other_title);
	sbuf_free(&shown);
	for (size_t at = 0; at < s->unknown.len; at += strlen(s->unknown.s + at) + 1)
		warn_logs(_("treeref: %s plays in the logs but is not in %s: "
		    "not seated.\n"), s->unknown.s + at, s->path);
	return status;
}

/* The order the tables are filled in: the game's standings when a
 * finished game of it was read (players absent from them last, in the
 * file's order), else a random one from the seed. */
static void
choose_order(struct seating *s, struct standings *all)
{
	struct sheet sh = { 0 };
	bool *placed = xcalloc((size_t)s->n, sizeof *placed);
	int k = 0;

	standings_sheet(all, &sh, '.');
	for (int r = 1; r < sh.nrows; r++) {
		if (strcmp(sheet_cell(&sh, r, 0), s->g->id) != 0 ||
		    standings_team(all, (size_t)r - 1))
			continue;
		int p = find_player(s, sheet_cell(&sh, r, 2));
		if (p >= 0 && !placed[p]) {
			placed[p] = true;
			s->order[k++] = p;
		}
	}
	s->by_standings = k > 0;
	if (s->by_standings) {
		for (int p = 0; p < s->n; p++)
			if (!placed[p])
				s->order[k++] = p;
	} else {
		for (int p = 0; p < s->n; p++)
			s->order[p] = p;
		seat_shuffle(s->order, s->n, s->seed);
	}
	sheet_free(&sh);
	free(placed);
}

/* Fill the tables from the top in the chosen order, then seat them
 * with the fewest repeated pairs (seat_best.c). */
static void
fill_tables(struct seating *s)
{
	struct seat_problem pb = { .n = s->n, .met = s->met, .order = s->order,
	    .ntables = s->ntables, .size = s->size };

	seat_best(&pb, s->table);
}

static int
repeated_pairs(const struct seating *s)
{
	struct seat_problem pb = { .n = s->n, .met = s->met, .order = s->order,
	    .ntables = s->ntables, .size = s->size };

	return seat_repeated_pairs(&pb, s->table);
}

/* The players of table t in seat order (their order above). */
static int
table_players(const struct seating *s, int t, int *who)
{
	int k = 0;

	for (int i = 0; i < s->n; i++)
		if (s->table[s->order[i]] == t)
			who[k++] = s->order[i];
	return k;
}

/* The `new` line of a table, then the players, with what the game needs
 * besides a name (ann:41, else ann:AGE).  For --json in English words;
 * for people (`local`) in the messages' language, as help writes it:
 * « nouveau bte jeunes ann:ÂGE », which treeref reads too. */
static void
new_line(const struct seating *s, const int *who, int k, bool local,
    struct sbuf *out)
{
	bool french = local && strcmp(i18n_lang(), "fr") == 0;

	/* TRANSLATORS: context "command": the word that starts a game, as
	 * a table types it; French: nouveau. */
	sbuf_printf(out, "%s %s", local ? pgettext("command", "new") :
	    "new", s->g->id);
	for (int v = 0; s->g->variants && s->g->variants[v].word; v++) {
		const struct game_variant *gv = &s->g->variants[v];
		if (!(s->variants & (1u << v)))
			continue;
		if (french && gv->aliases && gv->aliases[0])
			/* its first French word, as help shows it */
			sbuf_printf(out, " %.*s", (int)strcspn(gv->aliases, " "),
			    gv->aliases);
		else
			sbuf_printf(out, " %s", gv->word);
	}
	for (int i = 0; i < k; i++) {
		const struct player *p = &s->p[who[i]];
		sbuf_printf(out, " %s", p->name);
		if (s->g->name_size == 0)
			/* TRANSLATORS: context "command": where a table
			 * writes a player's age (ann:AGE); French: ÂGE. */
			sbuf_printf(out, ":%s", p->extra ? p->extra : local ?
			    pgettext("command", "AGE") : "AGE");
	}
}

/* `text` as one word for a POSIX shell: as it is when only safe
 * characters, else in single quotes (a quote inside as '\''). */
static void
shell_quote(struct sbuf *out, const char *text)
{
	if (*text && strspn(text, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP"
	    "QRSTUVWXYZ0123456789-_.,:/+@%") == strlen(text)) {
		sbuf_add(out, text);
		return;
	}
	sbuf_addc(out, '\'');
	for (const char *c = text; *c; c++)
		if (*c == '\'')
			sbuf_add(out, "'\\''");
		else
			sbuf_addc(out, *c);
	sbuf_addc(out, '\'');
}

/* A paragraph of the seating, formatted, wrapped within the output's
 * width: the lines it breaks go on `indent` columns in. */
static void
put(struct sbuf *out, int indent, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
put(struct sbuf *out, int indent, const char *fmt, ...)
{
	struct sbuf text = { 0 };
	va_list ap;

	va_start(ap, fmt);
	sbuf_vprintf(&text, fmt, ap);
	va_end(ap);
	render_wrap(out, text.s, render_output_width(), indent);
	sbuf_free(&text);
}

/* The shell line that starts table t of a --round seating: its options
 * two by two, continued on the next line after a backslash where the
 * output's width ends (a shell reads it as one line). */
static void
start_line(struct sbuf *out, const struct seating *s, int t)
{
	struct sbuf opt[3] = { { 0 }, { 0 }, { 0 } }, q = { 0 };
	int n = 0, width = render_output_width(), at;

	if (s->event) {
		shell_quote(&q, s->event);
		sbuf_printf(&opt[n++], "--event %s", q.s);
	}
	sbuf_printf(&opt[n++], "--round %s", s->round);
	sbuf_printf(&opt[n++], "--table t%d", t + 1);
	sbuf_add(out, "  treeref");
	at = 9;
	for (int i = 0; i < n; i++) {
		int w = render_width(opt[i].s);
		if (at + 1 + w + (i + 1 < n ? 2 : 0) > width && at > 9) {
			sbuf_add(out, " \\\n     ");
			at = 5;
		}
		sbuf_printf(out, " %s", opt[i].s);
		at += 1 + w;
		sbuf_free(&opt[i]);
	}
	sbuf_addc(out, '\n');
	sbuf_free(&q);
}

/* The tables for people, every line within the output's width: each
 * table its players, then the line to type there on a line of its own. */
static void
print_text(const struct seating *s)
{
	int *who = xcalloc((size_t)s->n, sizeof *who);
	struct sbuf line = { 0 }, names = { 0 }, out = { 0 };
	int repeated = repeated_pairs(s);

	if (s->by_standings)
		put(&out, 0, ngettext("%s: %d players at %d table, in the order of "
		    "the standings.\n", "%s: %d players at %d tables, in the "
		    "order of the standings.\n", (unsigned long)s->ntables),
		    s->g->title, s->n, s->ntables);
	else
		put(&out, 0, ngettext("%s: %d players at %d table, in a random order "
		    "(seed %lu: --seed %lu seats them so again).\n", "%s: %d "
		    "players at %d tables, in a random order (seed %lu: --seed "
		    "%lu seats them so again).\n", (unsigned long)s->ntables),
		    s->g->title, s->n, s->ntables, s->seed, s->seed);
	for (int t = 0; t < s->ntables; t++) {
		int k = table_players(s, t, who);
		sbuf_reset(&line);
		sbuf_reset(&names);
		for (int i = 0; i < k; i++)
			sbuf_printf(&names, "%s%s", i ? ", " : "", shown(s, who[i]));
		new_line(s, who, k, true, &line);
		if (s->round) {
			/* TRANSLATORS: one table of a seating with --round: its
			 * name, its players; then the two lines that start it. */
			put(&out, 2, _("Table t%d: %s\n"), t + 1, names.s);
			start_line(&out, s, t);
			put(&out, 4, "  %s\n", line.s);
			continue;
		}
		/* TRANSLATORS: one table of a seating: its number, its players;
		 * then, on the next line, the line to type there. */
		put(&out, 2, _("Table %d: %s; type:\n"), t + 1, names.s);
		put(&out, 4, "  %s\n", line.s);
	}
	if (s->round)
		put(&out, 0, "%s", _("At each table, start treeref with its first "
		    "line, then type its new line: the players in the order "
		    "printed; the game then decides by its own rules who starts "
		    "and who plays next.\n"));
	else
		put(&out, 0, "%s", _("Each table still seats its players as the "
		    "game's rules say (who starts, who plays next): the names "
		    "above are only listed.\n"));
	put(&out, 0, ngettext("Repeated pairs: %d (two players who already shared a "
	    "table in the logs).\n", "Repeated pairs: %d (pairs of players "
	    "who already shared a table in the logs).\n", (unsigned long)repeated),
	    repeated);
	if (s->g->name_size == 0)
		for (int i = 0; i < s->n; i++)
			if (s->p[i].extra == NULL) {
				put(&out, 0, "%s", _("Write each player's age where a "
				    "new line says AGE (or give it in the players "
				    "file, as ann:41).\n"));
				break;
			}
	fputs(out.s, stdout);
	sbuf_free(&out);
	sbuf_free(&line);
	sbuf_free(&names);
	free(who);
}

static void
print_json(const struct seating *s)
{
	int *who = xcalloc((size_t)s->n, sizeof *who);
	struct sbuf line = { 0 }, nl = { 0 };

	for (int t = 0; t < s->ntables; t++) {
		int k = table_players(s, t, who);
		sbuf_reset(&line);
		sbuf_reset(&nl);
		sbuf_printf(&line, "{\"table\": %d, \"players\": [", t + 1);
		for (int i = 0; i < k; i++) {
			if (i)
				sbuf_add(&line, ", ");
			sbuf_json(&line, shown(s, who[i]), strlen(shown(s, who[i])));
		}
		new_line(s, who, k, false, &nl);
		sbuf_add(&line, "], \"new\": ");
		sbuf_json(&line, nl.s, nl.len);
		sbuf_add(&line, "}\n");
		fputs(line.s, stdout);
	}
	printf("{\"game\": \"%s\", \"players\": %d, \"tables\": %d, "
	    "\"order\": \"%s\", ", s->g->id, s->n, s->ntables,
	    s->by_standings ? "standings" : "random");
	if (s->by_standings)
		fputs("\"seed\": null, ", stdout);
	else
		printf("\"seed\": %lu, ", s->seed);
	printf("\"repeated_pairs\": %d}\n", repeated_pairs(s));
	sbuf_free(&line);
	sbuf_free(&nl);
	free(who);
}

/* table,seat,player; with --sep ; (a spreadsheet set up for French)
 * the headers in the messages' language. */
static bool
write_csv(const struct seating *s, const char *path, bool force, char sep)
{
	struct sheet sh = { 0 };
	struct verdict v;
	int *who = xcalloc((size_t)s->n, sizeof *who);
	bool ok, local = sep == ';';

	sh.ncols = 3;
	/* TRANSLATORS: the headers of seat's CSV file written with
	 * --sep ; for a spreadsheet in the user's language: a table's
	 * number, a seat's number at it, the player sitting there. */
	sheet_field(&sh, local ? pgettext("seat", "table") : "table");
	sheet_field(&sh, local ? pgettext("seat", "seat") : "seat");
	sheet_field(&sh, local ? _("player") : "player");
	for (int t = 0; t < s->ntables; t++) {
		int k = table_players(s, t, who);
		for (int i = 0; i < k; i++) {
			sheet_fieldf(&sh, "%d", t + 1);
			sheet_fieldf(&sh, "%d", i + 1);
			sheet_field(&sh, shown(s, who[i]));
		}
	}
	verdict_init(&v);
	v.after_name = true; /* printed after "treeref: " */
	ok = csvlog_write_sheet(path, &sh, sep, force, &v);
	if (!ok) {
		verdict_sentences(&v);
		fprintf(stderr, _("treeref: %s"), sbuf_str(&v.msg));
	}
	verdict_free(&v);
	sheet_free(&sh);
	free(who);
	return ok;
}

static int
seat_usage(void)
{
	fputs(_("Usage: treeref seat GAME [VARIANT]... PLAYERS.txt [LOG]...\n"
	    "               [--seed N] [--round N [--event TEXT]]\n"
	    "               [--csv FILE [--sep ;]] [--json] [--people FILE]\n"),
	    stderr);
	return 2;
}

static void
seating_free(struct seating *s)
{
	for (int i = 0; i < s->n; i++) {
		free(s->p[i].name);
		free(s->p[i].extra);
	}
	free(s->p);
	free(s->met);
	free(s->order);
	free(s->table);
	free(s->size);
	sbuf_free(&s->file_pairs);
	sbuf_free(&s->unknown);
}

int
seat_main(int argc, char **argv, bool force, char sep)
{
	struct seating s = { 0 };
	const char *csv = NULL, *seed = NULL, *people = NULL;
	char **logs = xcalloc((size_t)argc + 1, sizeof *logs);
	int nlogs = 0, npos = 0, status;
	bool json = false;

	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--csv") == 0 || strcmp(argv[i], "--seed") == 0 ||
		    strcmp(argv[i], "--people") == 0) {
			if (i + 1 == argc) {
				free(logs);
				return seat_usage();
			}
			if (argv[i][2] == 'c')
				csv = argv[i + 1];
			else if (argv[i][2] == 's')
				seed = argv[i + 1];
			else
				people = argv[i + 1];
			i++;
		} else if (strcmp(argv[i], "--json") == 0) {
			json = true;
		} else if (strcmp(argv[i], "--round") == 0 ||
		    strcmp(argv[i], "--event") == 0) {
			/* checked by the options (main.c) */
			if (i + 1 == argc) {
				free(logs);
				return seat_usage();
			}
			if (argv[i][2] == 'r')
				s.round = argv[i + 1];
			else
				s.event = argv[i + 1];
			i++;
		} else if (strcmp(argv[i], "--sep") == 0) {
			if (i + 1 == argc || !csvlog_sep_word(argv[i + 1], &sep)) {
				free(logs);
				return seat_usage();
			}
			i++;
		} else if (npos++ == 0) {
			s.g = game_find(argv[i]);
			if (s.g == NULL) {
				struct sbuf list = { 0 };
				game_list_describe(&list);
				fprintf(stderr, _("treeref: Unknown game \"%s\"; the games "
				    "are %s.\n"), argv[i], list.s);
				sbuf_free(&list);
				free(logs);
				return 2;
			}
		} else if (s.path == NULL && game_variant_of(s.g, argv[i]) >= 0) {
			s.variants |= 1u << game_variant_of(s.g, argv[i]);
		} else if (s.path == NULL) {
			s.path = argv[i];
		} else {
			logs[nlogs++] = argv[i];
		}
	}
	if (s.path != NULL && s.event && !s.round) {
		fputs(_("treeref: --event needs --round: it names the event of the "
		    "round being seated.\n"), stderr);
		free(logs);
		return 2;
	}
	if (s.path == NULL) {
		free(logs);
		return seat_usage();
	}
	if (seed != NULL) {
		long n;
		if (!cmd_number(seed, 0, 999999999, &n)) {
			fprintf(stderr, _("treeref: --seed takes a whole number from 0 "
			    "to 999999999, not \"%s\".\n"), seed);
			free(logs);
			return 2;
		}
		s.seed = (unsigned long)n;
	} else {
		s.seed = (unsigned long)time(NULL) % 1000000;
	}
	/* the people file first: it says who the players file's names are */
	if (!people_start(people) || !read_players(&s)) {
		seating_free(&s);
		free(logs);
		people_end();
		return 2;
	}
	s.size = xcalloc((size_t)s.n + 1, sizeof *s.size);
	s.ntables = seat_table_sizes(s.n, s.g->min_players, s.g->max_players,
	    s.size);
	if (s.ntables == 0) {
		refuse_count(&s);
		seating_free(&s);
		free(logs);
		return 2;
	}
	s.met = xcalloc((size_t)s.n * (size_t)s.n, 1);
	s.order = xcalloc((size_t)s.n, sizeof *s.order);
	s.table = xcalloc((size_t)s.n, sizeof *s.table);
	struct standings *all = standings_new();
	status = read_logs(&s, logs, nlogs, all);
	/* a cooperative game has no standings to seat by (choose_order) */
	choose_order(&s, all);
	fill_tables(&s);
	if (json)
		print_json(&s);
	else
		print_text(&s);
	if (csv && !write_csv(&s, csv, force, sep ? sep : CSVLOG_SEP_DEFAULT))
		status = 2; /* output that could not be written */
	standings_free(all);
	seating_free(&s);
	free(logs);
	people_end();
	return status;
}
