/* test_dedup.c — the games each reader sets aside (dedup.c) are the
 * same whether games are told apart by their key (ident_key_row, eight
 * bytes a step) or, as before, by their FNV-1a content hash, which is
 * then read only for the games a correction may name (hash_originals).
 * On random sets of logs (old logs without a game_id and their copies,
 * version 5 games given ids, revisions, conflicts and corrections naming
 * an old game's hash, damaged files), the pass of standings and report
 * (replay_identify) and check's walks (replay_identify_later) say the
 * same lines and set aside the same games either way.  Also: the key of
 * a row is a function of its fields alone, however the reader laid them
 * out, and differs where they differ. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "csvlog.h"
#include "i18n.h"
#include "ident.h"
#include "replay.h"
#include "util.h"
#include "rng.h"

/* The old logs (no game_id), whose games a correction names by their
 * hash; version 5 logs of one game each, with a game_id. */
static const char *const old_dirs[] = { "tests/csv/v1", "tests/csv/v2",
    "tests/csv/tournament" };
#define NEW_DIR "data/tournament"
#define MAX_LOGS 64

static char *old_text[MAX_LOGS];
static char old_hash[MAX_LOGS][IDENT_HASH_SIZE];
static size_t nold;
static char *new_text[MAX_LOGS];
static size_t nnew;

static char *
slurp(const char *path)
{
	FILE *fp = fopen(path, "r");
	struct sbuf b = { 0 };
	char buf[4096];
	size_t n;

	if (fp == NULL)
		fail_msg("cannot read %s (run from the top folder)", path);
	while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
		sbuf_addn(&b, buf, n);
	fclose(fp);
	return b.s;
}

/* FNV-1a over a game's fields, each followed by 0x1f, each row by
 * 0x1e: the content hash as archive-and-tournament.md defines it,
 * worked out here byte by byte, not by ident.c. */
struct fnv_read {
	uint64_t h;
	bool in_game;
};

static bool
fnv_row(void *ctx, long row, int n, char **f, bool plain)
{
	struct fnv_read *r = ctx;

	(void)row;
	(void)plain;
	if (strcmp(f[0], "game") == 0)
		return true;
	assert_true(n > 2 && strcmp(f[2], "1") == 0 ? !r->in_game : r->in_game);
	r->in_game = true;
	for (int i = 0; i < n; i++) {
		for (const unsigned char *b = (const unsigned char *)f[i]; *b; b++)
			r->h = (r->h ^ *b) * UINT64_C(0x100000001b3);
		r->h = (r->h ^ 0x1f) * UINT64_C(0x100000001b3);
	}
	r->h = (r->h ^ 0x1e) * UINT64_C(0x100000001b3);
	return true;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The .csv files of a folder, by name, read whole; their paths in
 * path[] when not NULL. */
static void
read_dir(const char *dir, char **text, char (*path)[512], size_t *n)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char *names[MAX_LOGS];
	size_t k = 0;

	if (d == NULL)
		fail_msg("cannot read %s (run from the top folder)", dir);
	while ((e = readdir(d)) != NULL && k < MAX_LOGS)
		if (strstr(e->d_name, ".csv") != NULL)
			names[k++] = xstrdup(e->d_name);
	closedir(d);
	qsort(names, k, sizeof *names, by_name);
	for (size_t i = 0; i < k && *n < MAX_LOGS; i++) {
		char p[512];
		snprintf(p, sizeof p, "%s/%s", dir, names[i]);
		if (path)
			memcpy(path[*n], p, sizeof p);
		text[(*n)++] = slurp(p);
		free(names[i]);
	}
}

static void
load_pools(void)
{
	static char path[MAX_LOGS][512];

	for (size_t i = 0; i < sizeof old_dirs / sizeof old_dirs[0]; i++)
		read_dir(old_dirs[i], old_text, path, &nold);
	assert_true(nold >= 6);
	for (size_t i = 0; i < nold; i++) {
		struct fnv_read r = { .h = UINT64_C(0xcbf29ce484222325) };
		struct sbuf err = { 0 };
		FILE *fp = fopen(path[i], "r");
		assert_non_null(fp);
		assert_int_equal(csvlog_read(fp, fnv_row, &r, &err, NULL), 1);
		fclose(fp);
		sbuf_free(&err);
		ident_hash_hex(r.h, old_hash[i]);
	}
	read_dir(NEW_DIR, new_text, NULL, &nnew);
	assert_true(nnew >= 8);
}

/* What a round chose: the ids its games share, the hashes of the old
 * games placed so far (which corrections name). */
struct round {
	char ids[3][IDENT_ID_SIZE];
	const char *placed[64];
	size_t nplaced;
};

/* A version 5 game (its log's rows after the header) with its first
 * row's game_id, revision and corrects chosen for the round. */
static void
add_new_game(struct round *rd, const char *log, struct sbuf *out)
{
	const char *rows = strchr(log, '\n') + 1, *end = strchr(rows, '\n') + 1;
	char *first = xstrdup(rows);
	char *f[32];
	int n = 0;

	first[end - rows - 1] = '\0';
	for (char *p = first; n < 32; ) {
		f[n++] = p;
		p = strchr(p, ',');
		if (p == NULL)
			break;
		*p++ = '\0';
	}
	assert_true(n > 6);
	if (rnd(10) < 7) {
		unsigned k = rnd(5);
		f[n - 6] = k < 3 ? rd->ids[k] : k == 3 ? (char *)"" : f[n - 6];
		static const char *const revs[] = { "1", "1", "2", "3" };
		f[n - 5] = (char *)revs[rnd(4)];
		f[n - 4] = rd->nplaced > 0 && rnd(2) ?
		    (char *)rd->placed[rnd((unsigned)rd->nplaced)] : (char *)"";
	}
	for (int i = 0; i < n; i++) {
		if (i > 0)
			sbuf_addc(out, ',');
		sbuf_add(out, f[i]);
	}
	sbuf_addc(out, '\n');
	sbuf_add(out, end);
	free(first);
}

/* A round's file: a copy of one before, an old log or two end to end,
 * or version 5 games; now and then a line lost (an illegal log). */
static void
make_file(struct round *rd, struct sbuf *files, size_t k, struct sbuf *out)
{
	unsigned kind = rnd(10);

	if (k > 0 && kind < 2) {
		sbuf_add(out, files[rnd((unsigned)k)].s);
	} else if (kind < 5) {
		for (unsigned g = 0, ng = 1 + rnd(2); g < ng; g++) {
			size_t i = rnd((unsigned)nold);
			sbuf_add(out, old_text[i]);
			if (rd->nplaced < 64)
				rd->placed[rd->nplaced++] = old_hash[i];
		}
	} else {
		const char *log = new_text[rnd((unsigned)nnew)];
		sbuf_addn(out, log, (size_t)(strchr(log, '\n') + 1 - log));
		for (unsigned g = 0, ng = 1 + rnd(3); g < ng; g++)
			add_new_game(rd, new_text[rnd((unsigned)nnew)], out);
	}
	if (rnd(10) == 0) {
		/* a line lost */
		char *nl = strchr(out->s, '\n');
		for (unsigned skip = rnd(20); skip > 0 && nl && strchr(nl + 1, '\n'); skip--)
			nl = strchr(nl + 1, '\n');
		char *next = nl ? strchr(nl + 1, '\n') : NULL;
		if (next != NULL)
			memmove(nl, next, strlen(next) + 1);
		out->len = strlen(out->s);
	}
}

/* Standard output of fn(ctx) while it runs. */
static void
captured(void (*fn)(void *ctx), void *ctx, struct sbuf *out)
{
	char tmp[] = "/tmp/treeref-test-dedup-XXXXXX", buf[4096];
	int fd = mkstemp(tmp), saved;
	ssize_t got;

	assert_true(fd >= 0);
	fflush(stdout);
	saved = dup(1);
	dup2(fd, 1);
	fn(ctx);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	lseek(fd, 0, SEEK_SET);
	while ((got = read(fd, buf, sizeof buf)) > 0)
		sbuf_addn(out, buf, (size_t)got);
	close(fd);
	unlink(tmp);
}

struct run {
	char **paths;
	size_t n;
};

/* standings' and report's pass: what it says, and every game it sets
 * aside (a reader asks replay_set_aside) */
static void
run_identify(void *ctx)
{
	struct run *r = ctx;

	replay_identify(r->paths, r->n);
	replay_identify_say(stdout);
	for (size_t i = 0; i < r->n; i++)
		for (long num = 1; num <= 12; num++)
			if (replay_set_aside(r->paths[i], num))
				printf("aside %s %ld\n", r->paths[i], num);
	replay_identify_clear();
}

/* check: its walks note the games, then it says what it set aside */
static void
run_check(void *ctx)
{
	struct run *r = ctx;
	char *argv[16];

	memcpy(argv, r->paths, r->n * sizeof *argv);
	replay_identify_later(r->paths, r->n);
	printf("status %d\n", replay_check_main((int)r->n, argv));
	replay_identify_clear();
}

static void
test_same_decisions(void **state)
{
	static const char *const kinds[] = { "the same game as",
	    "replaced by revision", "corrected by revision", ": conflict: " };
	bool met[4] = { false };
	char dir[] = "/tmp/treeref-dedup-XXXXXX";

	(void)state;
	assert_non_null(mkdtemp(dir));
	i18n_set("en");
	load_pools();
	rng_state = 45;
	for (int t = 0; t < 250; t++) {
		struct round rd = { 0 };
		struct sbuf files[8] = { 0 }, said[2][2] = { 0 };
		char *paths[8];
		struct run r = { .paths = paths, .n = 2 + rnd(6) };

		for (int k = 0; k < 3; k++)
			for (int i = 0; i < 32; i++)
				rd.ids[k][i] = "0123456789abcdef"[rnd(16)];
		for (size_t k = 0; k < r.n; k++) {
			char name[64];
			make_file(&rd, files, k, &files[k]);
			snprintf(name, sizeof name, "%s/%c%zu.csv", dir, "abc"[rnd(3)], k);
			paths[k] = xstrdup(name);
			FILE *fp = fopen(name, "w");
			assert_non_null(fp);
			fputs(files[k].s, fp);
			fclose(fp);
		}
		for (int fast = 0; fast < 2; fast++) {
			ident_set_fast_key(fast);
			captured(run_identify, &r, &said[fast][0]);
			captured(run_check, &r, &said[fast][1]);
		}
		ident_set_fast_key(true);
		for (int w = 0; w < 2; w++)
			if (strcmp(sbuf_str(&said[0][w]), sbuf_str(&said[1][w])) != 0)
				fail_msg("round %d, %s:\nby the content hash:\n%s\nby the key:\n%s",
				    t, w ? "check" : "the pass", sbuf_str(&said[0][w]),
				    sbuf_str(&said[1][w]));
		for (int k = 0; k < 4; k++)
			met[k] = met[k] || strstr(sbuf_str(&said[1][1]), kinds[k]) != NULL;
		for (size_t k = 0; k < r.n; k++) {
			unlink(paths[k]);
			free(paths[k]);
			sbuf_free(&files[k]);
		}
		for (int i = 0; i < 4; i++)
			sbuf_free(&said[i / 2][i % 2]);
	}
	rmdir(dir);
	/* the rounds met every reason a game is set aside */
	for (int k = 0; k < 4; k++)
		if (!met[k])
			fail_msg("no round set a game aside as \"%s\"", kinds[k]);
	for (size_t i = 0; i < nold; i++)
		free(old_text[i]);
	for (size_t i = 0; i < nnew; i++)
		free(new_text[i]);
}

/* Rows as csvlog_read gives them (fields one after another, each ended
 * by its NUL, fields[n] past the last), built from random fields. */
static int
lay_out(char *buf, char **f, int n, char words[][8])
{
	char *p = buf;

	for (int i = 0; i < n; i++) {
		f[i] = p;
		size_t len = strlen(words[i]);
		memcpy(p, words[i], len + 1);
		p += len + 1;
	}
	f[n] = p;
	return n;
}

static void
test_key_of_fields(void **state)
{
	char words[8][8], other[8][8], buf[80], buf2[80 + 7];
	char *f[9], *g[9];

	(void)state;
	rng_state = 47;
	for (int t = 0; t < 200000; t++) {
		int n = 1 + (int)rnd(6);
		for (int i = 0; i < n; i++) {
			int len = (int)rnd(8);
			for (int j = 0; j < len; j++)
				words[i][j] = "ab,\x01"[rnd(4)];
			words[i][len] = '\0';
		}
		memcpy(other, words, sizeof other);
		/* the same fields at another place in memory: the same key */
		int at = (int)rnd(8);
		lay_out(buf, f, n, words);
		lay_out(buf2 + at, g, n, other);
		uint64_t k0 = (uint64_t)rnd(1000);
		assert_true(ident_key_row(k0, n, f) == ident_key_row(k0, n, g));
		/* one byte changed, moved to the next field, or an empty
		 * field more: another key */
		int i = (int)rnd((unsigned)n), m = n;
		size_t len = strlen(other[i]);
		unsigned how = rnd(3);
		if (how == 0 && len > 0)
			other[i][rnd((unsigned)len)] ^= 0x40;
		else if (how == 1 && len > 0 && i + 1 < n && strlen(other[i + 1]) < 7) {
			memmove(other[i + 1] + 1, other[i + 1], strlen(other[i + 1]) + 1);
			other[i + 1][0] = other[i][len - 1];
			other[i][len - 1] = '\0';
		} else if (n < 8) {
			other[n][0] = '\0';
			m = n + 1;
		} else
			continue;
		lay_out(buf2 + at, g, m, other);
		assert_true(ident_key_row(k0, n, f) != ident_key_row(k0, m, g));
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_key_of_fields),
		cmocka_unit_test(test_same_decisions),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
