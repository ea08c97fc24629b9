/* test_complete.c — TAB completion without a terminal: each file in
 * tests/complete/ is a session of commands and completion checks (see
 * tests/complete/README), run through the front end as the REPL would. */
#include <dirent.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "complete.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "util.h"

#ifndef COMPLETE_DIR
#define COMPLETE_DIR "tests/complete"
#endif

/* Run one command with its answer thrown away. */
/* Run a line of the setup, its answer thrown away: whether it was
 * accepted (a refused one leaves the state the lines after it expect
 * untested). */
static bool
run_silently(struct frontend *f, const char *line)
{
	int saved, null;
	enum frontend_result r;

	fflush(stdout);
	fflush(stderr);
	saved = dup(1);
	null = open("/dev/null", O_WRONLY);
	dup2(null, 1);
	r = frontend_line(f, "test", 1, line);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	close(null);
	return r == FE_OK;
}

/* What TAB sees for a line whose cursor is at its end: the candidates
 * for its last word, which starts at the returned byte. */
static size_t
complete_end(struct frontend *f, const char *line, struct completion *c)
{
	const char *word = strrchr(line, ' ');
	size_t start = word ? (size_t)(word - line) + 1 : 0;

	complete_line(f, line, start, line + start, c);
	return start;
}

/* The candidates, space-joined; "(files)" when a file name is expected. */
static void
candidates(struct frontend *f, const char *line, struct sbuf *out)
{
	struct completion c = { 0 };

	complete_end(f, line, &c);
	sbuf_reset(out);
	for (size_t i = 0; i < c.n; i++)
		sbuf_printf(out, "%s%s", i ? " " : "", c.words[i]);
	if (c.files)
		sbuf_printf(out, "%s(files)", c.n ? " " : "");
	completion_free(&c);
}

/* What TAB puts on the line in place of the word typed (its last). */
static void
on_line(struct frontend *f, const char *line, struct sbuf *out)
{
	struct completion c = { 0 };
	size_t start = complete_end(f, line, &c);
	char *common = completion_common(&c, line + start);

	sbuf_reset(out);
	sbuf_add(out, common);
	free(common);
	completion_free(&c);
}

/* "(games)": every game's id, in the registry's order, as the build
 * passes it in (game_list): no completion file lists the games. */
static void
every_game(struct sbuf *out)
{
	sbuf_reset(out);
	for (size_t i = 0; game_list[i] != NULL; i++)
		sbuf_printf(out, "%s%s", i ? " " : "", game_list[i]->id);
}

static void
test_file(void **state)
{
	const char *path = *state;
	FILE *fp = fopen(path, "r");
	struct frontend_opts o = { .width = 100 };
	struct frontend *f = frontend_new(&o);
	struct sbuf got = { 0 }, want = { 0 };
	char *line = NULL, *query = NULL;
	size_t cap = 0;
	long lineno = 0;
	int failures = 0;

	assert_non_null(fp);
	i18n_set("en");
	while (getline(&line, &cap, fp) != -1) {
		lineno++;
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		if (strncmp(line, "? ", 2) == 0) {
			char *bar = strrchr(line, '|');
			assert_non_null(bar);
			*bar = '\0';
			free(query);
			query = xstrdup(line + 2);
		} else if (line[0] == '=' || line[0] == '>') {
			/* = the offers, > what TAB leaves on the line */
			bool offers = line[0] == '=';
			assert_non_null(query);
			(offers ? candidates : on_line)(f, query, &got);
			sbuf_reset(&want);
			sbuf_add(&want, line[1] == ' ' ? line + 2 : line + 1);
			if (strcmp(sbuf_str(&want), "(games)") == 0)
				every_game(&want);
			if (strcmp(sbuf_str(&got), sbuf_str(&want)) != 0) {
				print_error("%s:%ld: %s \"%s|\" %s \"%s\", expected \"%s\"\n",
				    path, lineno, offers ? "" : "TAB on", query,
				    offers ? "offers" : "leaves", sbuf_str(&got),
				    sbuf_str(&want));
				failures++;
			}
		} else if (!run_silently(f, line)) {
			print_error("%s:%ld: \"%s\" was refused\n", path, lineno,
			    line);
			failures++;
		}
	}
	free(line);
	free(query);
	fclose(fp);
	sbuf_free(&got);
	sbuf_free(&want);
	frontend_free(f);
	i18n_set("en");
	assert_int_equal(failures, 0);
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
main(void)
{
	DIR *d = opendir(COMPLETE_DIR);
	struct dirent *e;
	char *paths[256];
	struct CMUnitTest tests[256];
	size_t n = 0;

	if (d == NULL) {
		perror(COMPLETE_DIR);
		return 1;
	}
	/* the catalogue of the build tree, for the files that say lang fr */
	setenv("TREEREF_LOCALEDIR", "po/locale", 0);
	i18n_init();
	while ((e = readdir(d)) != NULL && n < 256) {
		size_t len = strlen(e->d_name);
		if (len > 2 && strcmp(e->d_name + len - 2, ".t") == 0) {
			struct sbuf p = { 0 };
			sbuf_printf(&p, "%s/%s", COMPLETE_DIR, e->d_name);
			paths[n++] = p.s;
		}
	}
	closedir(d);
	qsort(paths, n, sizeof *paths, by_name);
	for (size_t i = 0; i < n; i++)
		tests[i] = (struct CMUnitTest){ .name = paths[i], .test_func = test_file,
		    .initial_state = paths[i] };
	int rc = _cmocka_run_group_tests("complete", tests, n, NULL, NULL);
	for (size_t i = 0; i < n; i++)
		free(paths[i]);
	return rc;
}
