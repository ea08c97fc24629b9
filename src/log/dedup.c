/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* dedup.c — each game once (archive-and-tournament "Never rewritten"):
 * before the readers walk their logs, a pass over the rows alone (no
 * referee) notes each game's identity, and decides which games are set
 * aside: a copy of a game read before, a revision that a later one
 * replaces, the original of a correction, the loser of a conflict. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "csvlog.h"
#include "i18n.h"
#include "ident.h"
#include "replay.h"
#include "session.h"
#include "util.h"
#include "walk.h"

/* What a reader keeps of a game: a few dozen bytes (the words first,
 * then the rest, so that no padding lies between them: 104 bytes a
 * game, where the order of the fields' first use took 128). */
struct seen_game {
	size_t file;            /* its file, an index of the paths given */
	long num;               /* its place in the file, from 1 */
	long revision;
	uint64_t key;           /* its rows' key (ident_key_row) */
	uint64_t hash;          /* its rows' content hash (ident_hash_row),
	                         * when hashed: only a game without an id,
	                         * and only when a game corrects one */
	uint64_t corrects;      /* the hash of the game it replaces */
	time_t ended;           /* 0 unknown or unfinished */
	/* set aside: why (enum), and the game it gives way to */
	size_t by;
	int why;
	char id[IDENT_ID_SIZE]; /* "" none */
	bool hashed;
	bool has_corrects;
	bool ignored;           /* its file is not a legal log: it sets
	                         * nothing aside */
};

enum { KEPT, SAME, REPLACED, CORRECTED, CONFLICT };

/* The games set aside, by path (its byte order) then place: a reader
 * asks once a game. */
static struct aside {
	const char *path;
	long num;
} *aside;
static size_t naside;

static struct {
	char **paths;
	size_t npaths;
	struct seen_game *g;
	size_t n, cap;
	size_t conflicts;
	/* check (replay_identify_later): each file's walk does its pass */
	bool later;
	signed char *legal;    /* a file walked: 1 a legal log, -1 not, 0
	                        * not known */
	bool *noted;           /* a file whose games its walk noted */
} seen;

/* The pass over one file's rows. */
struct pass {
	size_t file;
	int ncols, ntail;
	long games;
	size_t cur_at;         /* the game being read (seen.g may move) */
	bool in_game;
	bool hashing;          /* a pass for the content hashes alone
	                        * (hash_originals): its games were noted */
};

static uint64_t
hash_value(const char *hex)
{
	return strtoull(hex, NULL, 16);
}

/*
 * Room for `more` games after the seen.n noted.  The first block holds
 * SEEN_FIRST games (416 KiB), more than malloc gives from its heap: its
 * own mapping, whose pages the kernel gives only as they are first
 * written, and which realloc grows in place (mremap) with nothing
 * copied.  Grown from 64 games by doubling, the notes of a 900-game log
 * were copied four times, their pages faulted again at each copy: 41 of
 * check's 168 page faults, each costing as much as some 50 rows where a
 * fault is dear (a virtual machine's).
 */
#define SEEN_FIRST 4096

static void
seen_room(size_t more)
{
	if (seen.n + more <= seen.cap)
		return;
	seen.cap = seen.cap ? seen.cap * 2 : SEEN_FIRST;
	if (seen.cap < seen.n + more)
		seen.cap = seen.n + more;
	seen.g = xrealloc(seen.g, seen.cap * sizeof *seen.g);
}

/* A game begins at this row (its seq "1"): noted with its identity
 * (version 5), its hash begun. */
static void
begin_game(struct pass *p, int n, char **f)
{
	seen_room(1);
	struct seen_game *g = &seen.g[seen.n];
	memset(g, 0, sizeof *g);
	g->file = p->file;
	g->num = ++p->games;
	g->revision = 1;
	g->key = IDENT_KEY_INIT;
	if (p->ntail == 1 + NIDENT) {
		const char *id = f[n - NIDENT], *rev = f[n - NIDENT + 1],
		    *cor = f[n - NIDENT + 2];
		if (ident_is_id(id))
			snprintf(g->id, sizeof g->id, "%s", id);
		g->revision = strtol(rev, NULL, 10);
		if (ident_is_hash(cor)) {
			g->corrects = hash_value(cor);
			g->has_corrects = true;
		}
	}
	p->cur_at = seen.n++;
	p->in_game = true;
}

/* A row of the game being read that is not its first: a time on it is
 * the game's end. */
static void
game_row(struct pass *p, int n, char **f)
{
	if (p->in_game && p->ntail > 0 && f[n - p->ntail][0] != '\0')
		date_parse(f[n - p->ntail], &seen.g[p->cur_at].ended);
}

/* The hashing pass at a game's first row: the game noted there, its
 * hash begun when it has no id (the only games a correction names by
 * their hash); the games are in seen.g in their files' order, so the
 * search starts after the last one found. */
static void
find_game(struct pass *p)
{
	long num = ++p->games;

	p->in_game = false;
	for (size_t k = 0; k < seen.n; k++) {
		size_t i = (p->cur_at + k) % seen.n;
		struct seen_game *g = &seen.g[i];
		if (g->file == p->file && g->num == num) {
			p->cur_at = i;
			p->in_game = g->id[0] == '\0';
			if (p->in_game) {
				g->hash = IDENT_HASH_INIT;
				g->hashed = true;
			}
			return;
		}
	}
}

static bool
pass_row(void *ctx, long row, int n, char **f, bool plain)
{
	struct pass *p = ctx;

	(void)row;
	(void)plain;
	if (n > 0 && f[0][0] == 'g' && strcmp(f[0], "game") == 0) {
		p->ncols = n;
		p->ntail = ident_tail_columns(n, f);
		return true;
	}
	if (p->ncols == 0 || n != p->ncols || n < NCOMMON)
		return true; /* not a log (the walk says what is wrong) */
	bool first = f[2][0] == '1' && f[2][1] == '\0'; /* seq "1" */
	if (p->hashing) {
		if (first)
			find_game(p);
		if (p->in_game)
			seen.g[p->cur_at].hash = ident_hash_row(seen.g[p->cur_at].hash, n, f);
		return true;
	}
	if (first)
		begin_game(p, n, f);
	else
		game_row(p, n, f);
	if (p->in_game)
		seen.g[p->cur_at].key = ident_key_row(seen.g[p->cur_at].key, n, f);
	return true;
}

/* Whether the pass reads file i: a regular file only, never standard
 * input or a pipe read twice. */
static bool
pass_reads(size_t file, struct stat *st)
{
	return strcmp(seen.paths[file], "-") != 0 && stat(seen.paths[file], st) == 0 &&
	    S_ISREG(st->st_mode);
}

static void
read_file(size_t file, bool hashing)
{
	struct stat st;
	struct sbuf err = { 0 };
	struct pass p = { .file = file, .hashing = hashing };
	char sep;
	FILE *fp;

	if (!pass_reads(file, &st) || (fp = fopen(seen.paths[file], "r")) == NULL)
		return;
	csvlog_read(fp, pass_row, &p, &err, &sep);
	fclose(fp);
	sbuf_free(&err);
}

/* Whether game a comes before game b in byte order of the path, then in
 * its file. */
static bool
before(const struct seen_game *a, const struct seen_game *b)
{
	int c = strcmp(seen.paths[a->file], seen.paths[b->file]);

	return c != 0 ? c < 0 : a->num < b->num;
}

static int
by_hash(const void *x, const void *y)
{
	const struct seen_game *a = *(struct seen_game *const *)x;
	const struct seen_game *b = *(struct seen_game *const *)y;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return before(a, b) ? -1 : before(b, a) ? 1 : 0;
}

static int
by_id(const void *x, const void *y)
{
	const struct seen_game *a = *(struct seen_game *const *)x;
	const struct seen_game *b = *(struct seen_game *const *)y;
	int c = strcmp(a->id, b->id);

	if (c != 0)
		return c;
	if (a->revision != b->revision)
		return a->revision > b->revision ? -1 : 1; /* highest first */
	if (a->ended != b->ended)
		return a->ended > b->ended ? -1 : 1; /* the later end first */
	return before(a, b) ? -1 : before(b, a) ? 1 : 0;
}

static void
set_aside(struct seen_game *g, int why, const struct seen_game *by)
{
	if (g->why != KEPT)
		return;
	g->why = why;
	g->by = (size_t)(by - seen.g);
}

/* A game's content hash (a game without an id, after hash_originals):
 * its key when the key is that hash. */
static uint64_t
content_hash(const struct seen_game *g)
{
	return ident_key_is_hash() ? g->key : g->hash;
}

/*
 * The content hash of each game without an id, when a game corrects
 * one (its corrects holds it): the files that hold such games read
 * again for it alone.  The key that tells games apart is not that hash
 * (ident_key_row): no walk or pass computes it for the logs, most of
 * them, that no correction names.
 */
static void
hash_originals(void)
{
	bool any = false;

	if (ident_key_is_hash())
		return;
	for (size_t i = 0; i < seen.n && !any; i++)
		any = seen.g[i].has_corrects;
	if (!any)
		return;
	bool *need = xcalloc(seen.npaths + 1, sizeof *need);
	for (size_t i = 0; i < seen.n; i++)
		if (seen.g[i].id[0] == '\0' && !seen.g[i].hashed)
			need[seen.g[i].file] = true;
	for (size_t f = 0; f < seen.npaths; f++)
		if (need[f])
			read_file(f, true);
	free(need);
}

static void
decide(void)
{
	struct seen_game **v = xcalloc(seen.n + 1, sizeof *v);
	size_t m = 0, k = 0;

	seen.conflicts = 0;
	for (size_t i = 0; i < seen.n; i++) {
		seen.g[i].why = KEPT;
		if (!seen.g[i].ignored)
			v[k++] = &seen.g[i];
	}
	/* identical games: the first read counts */
	qsort(v, k, sizeof *v, by_hash);
	for (size_t i = 1; i < k; i++)
		if (v[i]->key == v[i - 1]->key)
			set_aside(v[i], SAME, v[i - 1]->why == SAME ?
			    &seen.g[v[i - 1]->by] : v[i - 1]);
	/* of one id: the highest revision; of two different files of it,
	 * the later end, then the first in byte order of the path */
	for (size_t i = 0; i < seen.n; i++)
		if (seen.g[i].id[0] != '\0' && seen.g[i].why == KEPT && !seen.g[i].ignored)
			v[m++] = &seen.g[i];
	qsort(v, m, sizeof *v, by_id);
	for (size_t i = 1, top = 0; i < m; i++) {
		if (strcmp(v[top]->id, v[i]->id) != 0) {
			top = i; /* the game's taken file */
			continue;
		}
		if (v[i]->revision < v[top]->revision) {
			set_aside(v[i], REPLACED, v[top]);
		} else {
			set_aside(v[i], CONFLICT, v[top]);
			seen.conflicts++;
		}
	}
	/* a correction of a game without an id: its original */
	for (size_t i = 0; i < seen.n; i++) {
		if (!seen.g[i].has_corrects || seen.g[i].ignored)
			continue;
		const struct seen_game *c = &seen.g[i];
		while (c->why != KEPT && c->why != CORRECTED)
			c = &seen.g[c->by]; /* the revision that replaced it */
		for (size_t j = 0; j < seen.n; j++)
			if (seen.g[j].id[0] == '\0' && content_hash(&seen.g[j]) == seen.g[i].corrects)
				set_aside(&seen.g[j], CORRECTED, c);
	}
	free(v);
}

static void index_aside(void);

/* Whether the log at `path` is legal, walked through the referee. */
static bool
legal_log(const char *path)
{
	struct walk w;
	bool ok;

	walk_init(&w);
	w.lean = true;
	session_set_lean(w.s);
	ok = walk_file(&w, path);
	walk_free(&w);
	return ok;
}

/*
 * Decide, then make sure that every game that sets another aside comes
 * from a legal log (a damaged copy must not put the good one aside): a
 * file that is not is walked once, its games then set nothing aside, and
 * the decision is taken again.  Only the files that replace others are
 * walked here; the readers walk every file anyway.
 */
static void
settle(void)
{
	bool *walked = xcalloc(seen.npaths + 1, sizeof *walked);
	bool changed = true;

	hash_originals();
	while (changed) {
		decide();
		changed = false;
		for (size_t i = 0; i < seen.n; i++) {
			if (seen.g[i].why == KEPT)
				continue;
			size_t f = seen.g[seen.g[i].by].file;
			if (walked[f])
				continue;
			walked[f] = true;
			if (seen.legal && seen.legal[f] != 0 ? seen.legal[f] > 0 :
			    legal_log(seen.paths[f]))
				continue;
			for (size_t j = 0; j < seen.n; j++)
				if (seen.g[j].file == f)
					seen.g[j].ignored = true;
			changed = true;
		}
	}
	free(walked);
}

static void
take_paths(char *const *paths, size_t n)
{
	replay_identify_clear();
	seen.paths = xcalloc(n + 1, sizeof *seen.paths);
	for (size_t i = 0; i < n; i++)
		seen.paths[i] = xstrdup(paths[i]);
	seen.npaths = n;
}

void
replay_identify(char *const *paths, size_t n)
{
	take_paths(paths, n);
	for (size_t i = 0; i < n; i++)
		read_file(i, false);
	settle();
	index_aside();
	walk_skip_by(replay_set_aside);
}

void
replay_identify_later(char *const *paths, size_t n)
{
	take_paths(paths, n);
	seen.legal = xcalloc(n + 1, sizeof *seen.legal);
	seen.noted = xcalloc(n + 1, sizeof *seen.noted);
	seen.later = true;
}

/* A file's walk doing its pass (replay_note_begin). */
struct replay_note {
	struct pass p;
	size_t start;          /* seen.n when the file began */
	bool reads;            /* the pass reads the file (pass_reads) */
	bool off;              /* nothing to keep: the pass reads the file
	                        * itself after the walks */
};

struct replay_note *
replay_note_begin(size_t file)
{
	struct stat st;

	if (!seen.later || file >= seen.npaths)
		return NULL;
	struct replay_note *nt = xcalloc(1, sizeof *nt);
	nt->p.file = file;
	nt->start = seen.n;
	nt->reads = pass_reads(file, &st);
	nt->off = !nt->reads;
	return nt;
}

void
replay_note_row(void *ctx, int n, char **f, int ntail, bool first, uint64_t key)
{
	struct replay_note *nt = ctx;

	if (nt->off)
		return;
	/* the pass begins a game at a seq written "1", the walk at a new
	 * (its seq then 1): where the two part, the pass reads the file */
	if ((f[2][0] == '1' && f[2][1] == '\0') != first) {
		nt->off = true;
		return;
	}
	/* the walk's header is the pass's: its last */
	nt->p.ncols = n;
	nt->p.ntail = ntail;
	if (first)
		begin_game(&nt->p, n, f);
	else
		game_row(&nt->p, n, f);
	/* the walk's key of the game's rows so far, which is the pass's */
	seen.g[nt->p.cur_at].key = key;
}

void
replay_note_reset(struct replay_note *nt)
{
	if (nt == NULL)
		return;
	seen.n = nt->start;
	nt->p = (struct pass){ .file = nt->p.file };
	nt->off = !nt->reads;
}

/* In a part's child (replay.c): what it noted, after its report. */
bool
replay_note_send(const struct replay_note *nt, int fd)
{
	size_t count = nt->off ? 0 : seen.n - nt->start;

	return write_all(fd, (const char *)&nt->off, sizeof nt->off) &&
	    write_all(fd, (const char *)&count, sizeof count) &&
	    write_all(fd, (const char *)(seen.g + nt->start), count * sizeof *seen.g);
}

/* In the parent: a part's notes, its games numbered after the `before`
 * of the parts before it; false when they did not come whole. */
bool
replay_note_take(struct replay_note *nt, int fd, long before)
{
	bool off;
	size_t count;

	if (!read_all(fd, &off, sizeof off) || !read_all(fd, &count, sizeof count))
		return false;
	nt->off = nt->off || off;
	seen_room(count);
	if (!read_all(fd, seen.g + seen.n, count * sizeof *seen.g))
		return false;
	for (size_t i = 0; i < count; i++)
		seen.g[seen.n + i].num += before;
	seen.n += count;
	return true;
}

void
replay_note_end(struct replay_note *nt, bool legal)
{
	if (nt == NULL)
		return;
	seen.legal[nt->p.file] = legal ? 1 : -1;
	if (legal && !nt->off)
		seen.noted[nt->p.file] = true;
	else
		seen.n = nt->start; /* the pass reads it */
	free(nt);
}

static int
by_place(const void *x, const void *y)
{
	const struct seen_game *a = x, *b = y;

	if (a->file != b->file)
		return a->file < b->file ? -1 : 1;
	return (a->num > b->num) - (a->num < b->num);
}

/* After check's walks: the files they did not note read by the pass,
 * every game in the order the pass gives (file, then place), and the
 * decision, as replay_identify takes it. */
static void
identify_rest(void)
{
	size_t walked = seen.n;

	seen.later = false;
	for (size_t i = 0; i < seen.npaths; i++)
		if (!seen.noted[i])
			read_file(i, false);
	if (seen.n > walked)
		qsort(seen.g, seen.n, sizeof *seen.g, by_place);
	settle();
	index_aside();
	walk_skip_by(replay_set_aside);
}

void
replay_identify_clear(void)
{
	for (size_t i = 0; i < seen.npaths; i++)
		free(seen.paths[i]);
	free(seen.paths);
	free(seen.g);
	free(seen.legal);
	free(seen.noted);
	memset(&seen, 0, sizeof seen);
	free(aside);
	aside = NULL;
	naside = 0;
}

static int
aside_cmp(const void *x, const void *y)
{
	const struct aside *a = x, *b = y;
	int c = strcmp(a->path, b->path);

	return c != 0 ? c : (a->num > b->num) - (a->num < b->num);
}

static void
index_aside(void)
{
	free(aside);
	aside = NULL;
	naside = 0;
	for (size_t i = 0; i < seen.n; i++)
		if (seen.g[i].why != KEPT)
			naside++;
	if (naside == 0)
		return;
	aside = xcalloc(naside, sizeof *aside);
	naside = 0;
	for (size_t i = 0; i < seen.n; i++)
		if (seen.g[i].why != KEPT)
			aside[naside++] = (struct aside){ seen.paths[seen.g[i].file], seen.g[i].num };
	qsort(aside, naside, sizeof *aside, aside_cmp);
}

bool
replay_set_aside(const char *path, long num)
{
	struct aside key = { path, num };

	return naside > 0 && bsearch(&key, aside, naside, sizeof *aside, aside_cmp) != NULL;
}

/* "PATH" for a file of one game, "PATH (game N)" for one of several. */
static void
name_game(struct sbuf *out, const struct seen_game *g)
{
	long games = 0;

	for (size_t i = 0; i < seen.n; i++)
		if (seen.g[i].file == g->file)
			games++;
	if (games > 1)
		sbuf_printf(out, _("%s (game %ld)"), seen.paths[g->file], g->num);
	else
		sbuf_add(out, seen.paths[g->file]);
}

size_t
replay_identify_say(FILE *fp)
{
	if (seen.later)
		identify_rest();
	for (size_t i = 0; i < seen.n; i++) {
		const struct seen_game *g = &seen.g[i], *by = &seen.g[g->by];
		struct sbuf what = { 0 }, other = { 0 };
		if (g->why == KEPT)
			continue;
		name_game(&what, g);
		name_game(&other, by);
		switch (g->why) {
		case SAME:
			fprintf(fp, _("%s: set aside: the same game as %s.\n"), what.s, other.s);
			break;
		case REPLACED:
			fprintf(fp, _("%s: set aside: revision %ld of game %s, replaced by "
			    "revision %ld in %s.\n"), what.s, g->revision, g->id,
			    by->revision, other.s);
			break;
		case CORRECTED:
			fprintf(fp, _("%s: set aside: corrected by revision %ld of game %s "
			    "in %s.\n"), what.s, by->revision, by->id, other.s);
			break;
		default:
			fprintf(fp, _("%s: conflict: revision %ld of game %s differs from "
			    "%s, which is taken (the later end, then the first in byte "
			    "order of the path).\n"), what.s, g->revision, g->id, other.s);
			break;
		}
		sbuf_free(&what);
		sbuf_free(&other);
	}
	return seen.conflicts;
}

static int
path_cmp(const void *x, const void *y)
{
	char **const *a = x, **const *b = y; /* each points at a path */
	int c = strcmp(**a, **b);

	/* equal paths in the order given (their places in the array) */
	return c != 0 ? c : (*a > *b) - (*a < *b);
}

size_t
replay_unique_paths(char **paths, size_t n)
{
	char ***byname = xcalloc(n + 1, sizeof *byname);
	bool *again = xcalloc(n + 1, sizeof *again);
	size_t m = 0;

	/* sorted by name, each pointing back at its place */
	char **sorted = xcalloc(n + 1, sizeof *sorted);
	memcpy(sorted, paths, n * sizeof *paths);
	for (size_t i = 0; i < n; i++)
		byname[i] = &paths[i];
	qsort(byname, n, sizeof *byname, path_cmp);
	for (size_t i = 1; i < n; i++)
		if (strcmp(*byname[i], *byname[i - 1]) == 0)
			again[byname[i] - paths] = true;
	for (size_t i = 0; i < n; i++)
		if (!again[i])
			paths[m++] = sorted[i];
	free(sorted);
	free(again);
	free(byname);
	return m;
}
