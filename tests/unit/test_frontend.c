/* test_frontend.c — the front end's shared machinery without a terminal:
 * wrapping text (render_wrap), quoted tokens (cmd_tokenize), and, with a
 * small game of our own, what every game gets from the front end: its
 * variants offered after `new GAME`, a `new` checked before the question
 * to drop the game in play, and `why`'s checks as --json data.
 *
 * The test game is found through the registry this test passes in
 * (game_list below; the Makefile links it instead of src/games.o). */
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

#include "command.h"
#include "complete.h"
#include "frontend.h"
#include "game.h"
#include "threehigh_ops.h"
#include "bte_ops.h"
#include "magical_ops.h"
#include "tlh_ops.h"
#include "i18n.h"
#include "render.h"
#include "util.h"

/* --- render_wrap ------------------------------------------------------ */

static void
wrapped(const char *text, int width, int indent, const char *want)
{
	struct sbuf out = { 0 };

	render_wrap(&out, text, width, indent);
	if (strcmp(sbuf_str(&out), want) != 0)
		fail_msg("wrap(%d, %d) of \"%s\":\n got \"%s\"\nwant \"%s\"", width,
		    indent, text, sbuf_str(&out), want);
	sbuf_free(&out);
}

static void
test_wrap(void **state)
{
	(void)state;
	/* a line that fits is kept byte for byte, blanks and all */
	wrapped("ann   45\nbob 40\n", 10, 0, "ann   45\nbob 40\n");
	/* broken at blanks, never inside a word */
	wrapped("the quick brown fox jumps\n", 10, 0, "the quick\nbrown fox\njumps\n");
	/* a hanging indent, and the line's own indent (indent < 0) */
	wrapped("A: one two three four", 12, 2, "A: one two\n  three four");
	wrapped("   one two three four\n", 12, -1, "   one two\n   three\n   four\n");
	/* a word wider than the line stands alone, whole */
	wrapped("a verylongwordindeed b\n", 8, 0, "a\nverylongwordindeed\nb\n");
	/* columns, not bytes: accents count one, colour escapes none */
	wrapped("été été été\n", 7, 0, "été été\nété\n");
	wrapped("\033[31mred\033[0m red red\n", 7, 0, "\033[31mred\033[0m red\nred\n");
	/* the blanks where a line breaks go; those inside stay */
	wrapped("ab  cd  ef\n", 6, 0, "ab  cd\nef\n");
	/* width 0: never wrapped */
	wrapped("the quick brown fox\n", 0, 0, "the quick brown fox\n");
}

/* --- cmd_tokenize with quotes ----------------------------------------- */

static int
tokens(const char *line, char **argv, char *buf, size_t size)
{
	snprintf(buf, size, "%s", line);
	return cmd_tokenize(buf, argv, 8);
}

static void
test_quotes(void **state)
{
	char buf[256], *argv[8];

	(void)state;
	assert_int_equal(tokens("export log \"my game.csv\"", argv, buf, sizeof buf), 3);
	assert_string_equal(argv[2], "my game.csv");
	/* a quoted '#' is not a comment; after the quote it is */
	assert_int_equal(tokens("load \"a#b.csv\" # the file", argv, buf, sizeof buf), 2);
	assert_string_equal(argv[1], "a#b.csv");
	/* an empty pair of quotes is an empty word */
	assert_int_equal(tokens("x \"\" y", argv, buf, sizeof buf), 3);
	assert_string_equal(argv[1], "");
	/* a quote not closed, or not before a blank, is a plain character */
	assert_int_equal(tokens("load \"my game.csv", argv, buf, sizeof buf), 3);
	assert_string_equal(argv[1], "\"my");
	assert_int_equal(tokens("new bte o\"neil \"a b\"c", argv, buf, sizeof buf), 5);
	assert_string_equal(argv[2], "o\"neil");
	assert_string_equal(argv[3], "\"a");
	/* tabs and several blanks, as before */
	assert_int_equal(tokens("  a\t\"b c\"  d ", argv, buf, sizeof buf), 3);
	assert_string_equal(argv[1], "b c");
	assert_string_equal(argv[2], "d");
}

/* --- a game of our own ------------------------------------------------- */

struct fake {
	int nplayers;
	char names[4][16];
	int moves;
};

static bool
fake_start(void *state, const struct game_new *s, struct verdict *v)
{
	struct fake *g = state;

	for (int i = 0; i < s->n; i++)
		snprintf(g->names[g->nplayers++], sizeof g->names[0], "%s", s->names[i]);
	verdict_say(v, "a fake game");
	return true;
}

static bool
fake_move(void *state, const struct call *c, struct verdict *v)
{
	(void)c;
	((struct fake *)state)->moves++;
	verdict_say(v, "moved");
	return true;
}

/* `why NAME N`: rule "even" passes for an even N, rule "small" for N < 10. */
static bool
fake_why(void *state, const struct call *c, struct verdict *v)
{
	long n = 0;

	if (game_find_player(game_find("fake"), state, c->argv[1], v) < 0)
		return false;
	if (!cmd_number(c->argv[2], 0, 1000, &n))
		return verdict_fail(v, "not a number");
	verdict_check(v, "even", n % 2 == 0 ? CHECK_PASSED : CHECK_BROKEN, "%ld is %s",
	    n, n % 2 == 0 ? "even" : "odd");
	verdict_check(v, "small", n < 10 ? CHECK_PASSED : CHECK_BROKEN, "%ld", n);
	return true;
}

static bool
fake_finished(const void *state)
{
	return ((const struct fake *)state)->moves >= 3;
}

static void
fake_sheet(const void *state, struct sheet *s)
{
	const struct fake *g = state;

	s->ncols = 2;
	sheet_field(s, "player");
	sheet_field(s, "total");
	for (int i = 0; i < g->nplayers; i++) {
		sheet_field(s, g->names[i]);
		sheet_fieldf(s, "%d", g->moves);
	}
}

static void
fake_where(const void *state, struct sbuf *out)
{
	sbuf_printf(out, "m%d", ((const struct fake *)state)->moves);
}

static const char *const fake_names[] = { "fake", NULL };
static const char *const fake_columns[] = { NULL };
static const struct game_cmd fake_cmds[] = {
	{ "move", "bouger", 0, fake_move, "move", "move", "move", 0, 0 },
	{ NULL, NULL, 0, NULL, NULL, NULL, NULL, 0, 0 },
};
static const struct game_rule fake_rules[] = {
	{ "even", "even: the number is even.", NULL, "even number" },
	{ "small", "small: the number is below 10.", NULL, NULL },
	{ NULL, NULL, NULL, NULL },
};
static const struct game_variant fake_variants[] = {
	{ "fast", "rapide", "a fast game" }, { "long", "longue", "a long game" },
	{ NULL, NULL, NULL },
};

static void
fake_log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	(void)before, (void)after, (void)argc, (void)argv, (void)row;
}

static void
fake_result(const void *state, struct sbuf *out)
{
	fake_where(state, out);
}

static const struct game_ops fake_game = {
	.id = "fake", .names = fake_names, .title = "Fake",
	.state_size = sizeof(struct fake), .start = fake_start, .cmds = fake_cmds,
	.min_players = 2, .max_players = 4, .new_usage = "new fake NAME...",
	.name_size = sizeof ((struct fake *)0)->names[0],
	.finished = fake_finished, .sheet = fake_sheet, .where = fake_where,
	.log_columns = fake_columns, .log_row = fake_log_row, .result = fake_result,
	.query = {
		[Q_STATUS] = { NULL, NULL, 0, fake_move, "status", "s", "status", 0, 0 },
		[Q_SCORE] = { NULL, NULL, 0, fake_move, "score", "s", "score", 0, 0 },
		[Q_SHOW] = { NULL, NULL, 0, fake_move, "show", "s", "show", 0, 1 },
		[Q_LEGAL] = { NULL, NULL, 0, fake_move, "legal", "s", "legal", 0, 9 },
		[Q_WHY] = { NULL, NULL, 0, fake_why, "why NAME N", "s", "why a 2", 2, 2 },
	},
	.rules = fake_rules,
	.players = GAME_PLAYERS(struct fake, nplayers, names[0], names[1]),
	.variants = fake_variants,
};

/* The registry this test passes in, in place of src/games.c: its own
 * game first, then the real ones its checks use. */
const struct game_ops *const game_list[] = {
	&fake_game, &bte_ops, &tlh_ops, &threehigh_ops, &magical_ops, NULL
};

/* Run one line with stdout (the answer) caught into `out`. */
static enum frontend_result
run(struct frontend *f, const char *line, struct sbuf *out)
{
	char path[] = "/tmp/treeref-test-frontend-XXXXXX";
	int fd = mkstemp(path), saved;
	enum frontend_result r;
	char buf[4096];
	ssize_t n;

	assert_true(fd >= 0);
	fflush(stdout);
	saved = dup(1);
	dup2(fd, 1);
	r = frontend_line(f, "test", 1, line);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	lseek(fd, 0, SEEK_SET);
	sbuf_reset(out);
	while ((n = read(fd, buf, sizeof buf - 1)) > 0) {
		buf[n] = '\0';
		sbuf_add(out, buf);
	}
	close(fd);
	unlink(path);
	return r;
}

static void
offered(struct frontend *f, const char *line, const char *want)
{
	struct completion c = { 0 };
	struct sbuf got = { 0 };
	const char *word = strrchr(line, ' ');
	size_t start = word ? (size_t)(word - line) + 1 : 0;

	complete_line(f, line, start, line + start, &c);
	for (size_t i = 0; i < c.n; i++)
		sbuf_printf(&got, "%s%s", i ? " " : "", c.words[i]);
	if (strcmp(sbuf_str(&got), want) != 0)
		fail_msg("\"%s|\" offers \"%s\", want \"%s\"", line, sbuf_str(&got), want);
	completion_free(&c);
	sbuf_free(&got);
}

static void
test_variants(void **state)
{
	struct frontend_opts o = { .width = 100 };
	struct frontend *f = frontend_new(&o);
	struct sbuf line = { 0 };

	(void)state;
	i18n_set("en");
	offered(f, "new fake ", "fast long");
	offered(f, "new fake f", "fast");
	/* not twice; the one left only once begun (TAB would insert it) */
	offered(f, "new fake fast ", "");
	offered(f, "new fake fast l", "long");
	offered(f, "new fake rapide l", "long");   /* a French word counts */
	offered(f, "new fake ann ", "");           /* names have begun */
	offered(f, "new magical ", "");            /* a game without variants */
	offered(f, "new bte ", "");          /* a lone variant: not inserted */
	offered(f, "new bte y", "young");
	frontend_describe_game(&line, &fake_game, false);
	assert_string_equal(line.s, "  fake (Fake), variants: fast, long\n");
	sbuf_reset(&line);
	frontend_describe_game(&line, &fake_game, true);
	assert_string_equal(sbuf_str(&line), "  fake (Fake), variants: rapide, longue\n");
	sbuf_free(&line);
	frontend_free(f);
}

static int questions;

static bool
count_question(const char *question)
{
	(void)question;
	questions++;
	return true;
}

static void
test_new_checked_first(void **state)
{
	struct frontend_opts o = { .width = 100 };
	struct frontend *f = frontend_new(&o);
	struct sbuf out = { 0 };

	(void)state;
	frontend_set_confirm(f, count_question);
	assert_int_equal(run(f, "new fake ann bob", &out), FE_OK);
	assert_int_equal(run(f, "move", &out), FE_OK);
	questions = 0;
	/* a new game that cannot start asks nothing, and changes nothing */
	assert_int_equal(run(f, "new fake ann", &out), FE_REJECTED);
	assert_int_equal(run(f, "new nosuchgame ann bob", &out), FE_REJECTED);
	assert_int_equal(run(f, "new fake \"ann b\" bob", &out), FE_REJECTED);
	assert_int_equal(questions, 0);
	assert_int_equal(run(f, "score", &out), FE_OK);
	/* one that can asks, then starts */
	assert_int_equal(run(f, "new fake cy dee", &out), FE_OK);
	assert_int_equal(questions, 1);
	sbuf_free(&out);
	frontend_free(f);
}

static void
test_why_json(void **state)
{
	struct frontend_opts o = { .width = 100, .json = true };
	struct frontend *f = frontend_new(&o);
	struct sbuf out = { 0 };

	(void)state;
	run(f, "new fake ann bob", &out);
	assert_int_equal(run(f, "why ann 4", &out), FE_OK);
	assert_non_null(strstr(out.s, "\"ok\": true, \"rules\": []"));
	assert_non_null(strstr(out.s, "\"verdict\": \"allowed\", \"broken\": [], \"checks\": "
	    "[{\"rule\": \"even\", \"passed\": true, \"reason\": \"4 is even\"}, "
	    "{\"rule\": \"small\", \"passed\": true, \"reason\": \"4\"}]"));
	assert_non_null(strstr(out.s, "even (even number): passed, 4 is even."));
	assert_int_equal(run(f, "why ann 13", &out), FE_OK);
	assert_non_null(strstr(out.s, "\"verdict\": \"refused\", \"broken\": [\"even\", \"small\"]"));
	assert_non_null(strstr(out.s, "Verdict: not allowed (even, small)."));
	assert_int_equal(run(f, "score", &out), FE_OK);
	/* numbers as JSON numbers, names as strings */
	assert_non_null(strstr(out.s, "\"sheet\": [[\"player\", \"total\"], [\"ann\", 0], [\"bob\", 0]]"));
	sbuf_free(&out);
	frontend_free(f);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_wrap),
		cmocka_unit_test(test_quotes),
		cmocka_unit_test(test_variants),
		cmocka_unit_test(test_new_checked_first),
		cmocka_unit_test(test_why_json),
	};

	i18n_init();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
