/* test_tab_walk.c — TAB never crashes and never changes the game (issue
 * 38): every transcript of tests/cli is run in English and in French,
 * and before each of its lines is run, TAB is pressed at every place of
 * it (every prefix of every line); then, for every registered game and
 * both languages, random lines made of the words TAB offers (and of
 * words it does not: numbers out of range, broken UTF-8, quotes, a
 * word cut short), with TAB at every place, each then run.  Fixed seeds:
 * the same lines on every run.  Under make asan this is the short
 * sanitized run; `make fuzz` runs tests/fuzz/fuzz_complete.c, the long
 * one, over the same checks (tab_walk.h). */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "i18n.h"
#include "rng.h"

/* Where the walk is, for a broken check's message. */
static char where[1024];

#define TAB_CHECK(cond, what) do { if (!(cond)) { \
	fprintf(stderr, "tab_walk error: %s: %s\n", (what), where); \
	abort(); } } while (0)
#include "tab_walk.h"

#ifndef CLI_DIR
#define CLI_DIR "tests/cli"
#endif

/* Random lines a game and language: enough to play well into each game
 * (the offers are mostly what the rules allow), short enough for make
 * asan. */
enum { RANDOM_LINES = 150, RANDOM_GAMES = 3 };

static char top_cli[PATH_MAX];
static char *scratch;
static int saved_stdout = -1;

/* Answers go nowhere (only what TAB does is checked); the files the
 * transcripts export and load go to a scratch folder. */
static void
quiet_start(void)
{
	int null = open("/dev/null", O_WRONLY);

	fflush(stdout);
	saved_stdout = dup(1);
	dup2(null, 1);
	close(null);
}

static void
quiet_end(void)
{
	fflush(stdout);
	dup2(saved_stdout, 1);
	close(saved_stdout);
}

static size_t
game_count(void)
{
	size_t n = 0;

	while (game_list[n] != NULL)
		n++;
	return n;
}

static struct frontend *
table(const char *lang)
{
	/* JSON: every answer, refusals too, on standard output */
	struct frontend_opts o = { .width = 80, .force = true, .json = true };

	i18n_set(lang);
	assert_string_equal(i18n_lang(), lang);
	return frontend_new(&o);
}

static size_t walked_lines, walked_places;

static enum frontend_result
walk_and_run(struct frontend *f, const char *line, long n)
{
	size_t len = strlen(line);

	tab_walk_line(f, line);
	walked_lines++;
	walked_places += len + 1;
	return frontend_line(f, "tab", n, line);
}

static void
walk_file(const char *path, const char *lang)
{
	FILE *fp = fopen(path, "r");
	char *line = NULL;
	size_t size = 0;
	ssize_t got;
	long n = 0;
	struct frontend *f;

	assert_non_null(fp);
	f = table(lang);
	while ((got = getline(&line, &size, fp)) >= 0) {
		while (got > 0 && (line[got - 1] == '\n' || line[got - 1] == '\r'))
			line[--got] = '\0';
		snprintf(where, sizeof where, "%s (%s) line %ld: %s", path, lang,
		    n + 1, line);
		enum frontend_result r = walk_and_run(f, line, ++n);
		if (r == FE_QUIT || r == FE_STOP)
			break;
	}
	frontend_free(f);
	free(line);
	fclose(fp);
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The transcripts: each .in of tests/cli and of its folders, by path. */
static size_t
transcripts(char ***out)
{
	char **list = NULL, path[PATH_MAX * 2];
	size_t n = 0;
	DIR *top = opendir(top_cli);
	struct dirent *d;

	assert_non_null(top);
	while ((d = readdir(top)) != NULL) {
		if (d->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", top_cli, d->d_name);
		size_t len = strlen(d->d_name);
		if (len > 3 && strcmp(d->d_name + len - 3, ".in") == 0) {
			list = xrealloc(list, (n + 1) * sizeof *list);
			list[n++] = xstrdup(path);
			continue;
		}
		DIR *sub = opendir(path);
		if (sub == NULL)
			continue;
		struct dirent *e;
		while ((e = readdir(sub)) != NULL) {
			size_t l = strlen(e->d_name);
			if (l <= 3 || strcmp(e->d_name + l - 3, ".in") != 0)
				continue;
			char file[PATH_MAX * 3];
			snprintf(file, sizeof file, "%s/%s", path, e->d_name);
			list = xrealloc(list, (n + 1) * sizeof *list);
			list[n++] = xstrdup(file);
		}
		closedir(sub);
	}
	closedir(top);
	qsort(list, n, sizeof *list, by_name);
	*out = list;
	return n;
}

static void
test_transcripts(void **state)
{
	char **list;
	size_t n = transcripts(&list);
	size_t games_seen = 0;

	(void)state;
	/* every registered game has transcripts to walk */
	for (size_t g = 0; game_list[g] != NULL; g++) {
		char dir[64];
		snprintf(dir, sizeof dir, "/%s/", game_list[g]->id);
		for (size_t i = 0; i < n; i++)
			if (strstr(list[i], dir) != NULL) {
				games_seen++;
				break;
			}
	}
	quiet_start();
	for (size_t i = 0; i < n; i++) {
		walk_file(list[i], "en");
		walk_file(list[i], "fr");
		free(list[i]);
	}
	quiet_end();
	free(list);
	printf("tab_walk: %zu transcripts, %zu lines, TAB at %zu places\n", n,
	    walked_lines, walked_places);
	assert_true(n > 0);
	assert_int_equal(games_seen, game_count());
}

/* Words TAB never offers, or offers only in some places. */
static const char *const odd[] = {
	"zzz", "0", "-1", "99999999999999999999", "1", "2", "3", "4", "7",
	"\xc3", "\xc3\xa9", "\"", "\"a b", "ann:", ":", "ann:0", "bob:999",
	"x", "é", "e\xcc\x81", "\t", "at", "en", "common", "commun", "none",
	"a.csv", "\"no such file.csv\"", "undo", "redo", "help", "why",
	"legal", "ann", "bob", "cy", "red", "rouge", "blank", "all",
	"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
};

/* A line of up to 8 words: mostly one TAB offers there (sometimes cut
 * short), else an odd one; never `quit` or `new` (the game goes on). */
static void
random_line(struct frontend *f, char *line, size_t size)
{
	size_t len = 0;

	line[0] = '\0';
	for (int w = 0; w < 8; w++) {
		struct completion c = { 0 };
		const char *pick = NULL;
		unsigned r = rnd(100);

		complete_line(f, line, len, "", &c);
		if (c.n > 0 && r < 85)
			pick = c.words[rnd((unsigned)c.n)];
		else if (r < 95 || w == 0)
			pick = odd[rnd(sizeof odd / sizeof odd[0])];
		if (pick == NULL || (w == 0 && (strcmp(pick, "quit") == 0 ||
		    strcmp(pick, "new") == 0 || strcmp(pick, "nouvelle") == 0 ||
		    strcmp(pick, "quitter") == 0))) {
			completion_free(&c);
			break;
		}
		size_t plen = strlen(pick);
		if (rnd(10) == 0 && plen > 1) /* cut short, whole characters */
			while (plen > 1 && ((unsigned char)pick[--plen] & 0xC0) == 0x80)
				;
		if (len + plen + 2 >= size) {
			completion_free(&c);
			break;
		}
		if (w > 0)
			line[len++] = ' ';
		memcpy(line + len, pick, plen);
		len += plen;
		line[len] = '\0';
		completion_free(&c);
	}
}

static void
test_random_lines(void **state)
{
	static const char *const langs[] = { "en", "fr" };
	struct sbuf start = { 0 };
	char line[512];
	size_t accepted = 0;

	(void)state;
	rng_state = 38;
	quiet_start();
	for (size_t g = 0; game_list[g] != NULL; g++)
		for (int l = 0; l < 2; l++)
			for (int round = 0; round < RANDOM_GAMES; round++) {
				struct frontend *f = table(langs[l]);
				tab_new_line(game_list[g], &start);
				snprintf(where, sizeof where, "%s (%s)", start.s,
				    langs[l]);
				if (walk_and_run(f, start.s, 1) == FE_OK)
					accepted++;
				for (long n = 2; n < RANDOM_LINES; n++) {
					random_line(f, line, sizeof line);
					snprintf(where, sizeof where, "%s (%s), "
					    "random line %ld: %s", game_list[g]->id,
					    langs[l], n, line);
					if (walk_and_run(f, line, n) == FE_OK)
						accepted++;
				}
				frontend_free(f);
			}
	quiet_end();
	sbuf_free(&start);
	printf("tab_walk: random lines, %zu accepted\n", accepted);
	/* each game started: its `new` line, built from its usage, works */
	assert_true(accepted >= 2 * RANDOM_GAMES * game_count());
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_transcripts),
		cmocka_unit_test(test_random_lines),
	};
	char tmpl[] = "/tmp/treeref-tab-XXXXXX";

	char locale[PATH_MAX];

	assert_non_null(realpath(CLI_DIR, top_cli));
	/* the catalogue of the build tree (a unit test is not beside it) */
	if (realpath("po/locale", locale) == NULL)
		return 1;
	setenv("TREEREF_LOCALEDIR", locale, 0);
	i18n_init();
	/* exports, loads and archives in a folder of the test's own */
	scratch = mkdtemp(tmpl);
	if (scratch == NULL || chdir(scratch) != 0)
		return 1;
	setenv("HOME", scratch, 1);
	setenv("XDG_STATE_HOME", scratch, 1);
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
	if (system(cmd) != 0)
		rc = 1;
	return rc;
}
