/* test_split.c — `check` of a big log in parts (replay.c, issue 20)
 * concludes only what the check in one piece concludes: a legal log of
 * every game, cut into parts, is legal with the same games; anything
 * else (an illegal row, a cut inside quotes, a header that changes) is
 * left to the check in one piece.  replay.c is built into this test with
 * its limits lowered, so that small logs are cut: from 2 KiB, into 4
 * parts. */
#define REPLAY_SPLIT_MIN 2048
#define REPLAY_SPLIT_PARTS 4
#include "../../src/log/replay.c"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>

#include <cmocka.h>

static char dir[] = "/tmp/test_split.XXXXXX";

/* The logs of the four games (tests/csv), as they are read. */
static const char *const logs[] = {
	"tests/csv/v1/fr-bte-2p.csv",
	"tests/csv/v1/fr-tlh-strategic.csv",
	"tests/csv/v1/fr-3high-lost-trio.csv",
	"tests/csv/v1/fr-magical-3p.csv",
	"tests/csv/v2/bte-2p.csv",
	"tests/csv/v2/magical-keita.csv",
	"tests/csv/tournament/game1.csv",
};
#define NLOGS (sizeof logs / sizeof logs[0])

static void
slurp(const char *path, struct sbuf *out)
{
	FILE *fp = fopen(path, "r");
	char buf[4096];
	size_t n;

	assert_non_null(fp);
	while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
		sbuf_addn(out, buf, n);
	fclose(fp);
}

/* The rows of a log after its header. */
static const char *
body(const struct sbuf *log)
{
	return strchr(log->s, '\n') + 1;
}

static const char *
write_log(const char *name, const struct sbuf *text)
{
	static char path[256];
	FILE *fp;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	fp = fopen(path, "w");
	assert_non_null(fp);
	fwrite(text->s, 1, text->len, fp);
	fclose(fp);
	return path;
}

/* The verdict of the check in one piece: its games, or -1. */
static long
in_one_piece(const char *path)
{
	struct walk w;
	long games;

	walk_init(&w);
	w.lean = true;
	session_set_lean(w.s);
	games = walk_file(&w, path) ? w.games : -1;
	walk_free(&w);
	return games;
}

/* The verdict of the check in parts: its games, or -1 (left to the check
 * in one piece). */
static long
in_parts(const char *path)
{
	long games = -1;

	return check_in_parts(path, &games, NULL) ? games : -1;
}

/* Each game's log, twelve times: with its header each time (logs put end
 * to end) and once only; then every log end to end. */
static void
test_legal(void **state)
{
	struct sbuf all = { 0 };

	(void)state;
	for (size_t i = 0; i < NLOGS; i++) {
		struct sbuf log = { 0 }, headers = { 0 }, once = { 0 };
		slurp(logs[i], &log);
		sbuf_add(&once, log.s);
		for (int k = 0; k < 12; k++) {
			sbuf_add(&headers, log.s);
			if (k > 0)
				sbuf_add(&once, body(&log));
		}
		sbuf_add(&all, headers.s);
		const char *path = write_log("headers.csv", &headers);
		assert_int_equal(in_one_piece(path), 12);
		assert_int_equal(in_parts(path), 12);
		path = write_log("once.csv", &once);
		assert_int_equal(in_one_piece(path), 12);
		assert_int_equal(in_parts(path), 12);
		sbuf_free(&log);
		sbuf_free(&headers);
		sbuf_free(&once);
	}
	const char *path = write_log("all.csv", &all);
	assert_int_equal(in_one_piece(path), 12 * (long)NLOGS);
	assert_int_equal(in_parts(path), 12 * (long)NLOGS);
	sbuf_free(&all);
}

/* A log of twelve games (Best Treehouse Ever, each with its header) with
 * `from` replaced by `to` in its row `row` (1-based, counting lines). */
static const char *
broken(int row, const char *from, const char *to)
{
	struct sbuf log = { 0 }, text = { 0 };
	const char *p;
	int line = 1;

	slurp(logs[0], &log);
	for (int k = 0; k < 12; k++)
		sbuf_add(&text, log.s);
	sbuf_reset(&log);
	for (p = text.s; line < row; p = strchr(p, '\n') + 1)
		line++;
	char *at = strstr(p, from);
	assert_non_null(at);
	assert_true(at < strchr(p, '\n'));
	sbuf_addn(&log, text.s, (size_t)(at - text.s));
	sbuf_add(&log, to);
	sbuf_add(&log, at + strlen(from));
	const char *path = write_log("broken.csv", &log);
	sbuf_free(&log);
	sbuf_free(&text);
	return path;
}

/* An illegal row in the second half is never concluded in parts. */
static void
test_illegal(void **state)
{
	/* 38 lines a game: row 350 is in the tenth, 419 the last's header,
	 * 420 its first row, 456 its last */
	static const struct {
		int row;
		const char *from, *to;
	} breaks[] = {
		{ 350, ",", ",x" },                 /* too many fields */
		{ 350, "place", "frobnicate" },     /* unknown action */
		{ 350, "bte,1,", "bte,1,9" },       /* out of order */
		{ 350, "bte", "b\001e" },           /* a control character */
		{ 350, ",0", ",7" },                /* a derived column */
		{ 350, "2,", "2\"x\"," },           /* a quote in a field */
		{ 419, "points", "point" },         /* a header */
		{ 420, "new", "neww" },
		{ 456, ",", ",x" },
	};

	(void)state;
	for (size_t i = 0; i < sizeof breaks / sizeof breaks[0]; i++) {
		const char *path = broken(breaks[i].row, breaks[i].from, breaks[i].to);
		assert_int_equal(in_one_piece(path), -1);
		assert_int_equal(in_parts(path), -1);
	}
	/* the legal log itself is concluded in parts */
	assert_int_equal(in_parts(broken(350, "bte", "bte")), 12);
}

/* A quoted field from the first game to the last: every line that looks
 * like a place to cut is inside it. */
static void
test_quoted_cut(void **state)
{
	struct sbuf log = { 0 }, text = { 0 };

	(void)state;
	slurp(logs[0], &log);
	sbuf_add(&text, log.s);
	sbuf_add(&text, "bte,1,1,\"new bte ann bob\n");
	for (int k = 0; k < 11; k++)
		sbuf_add(&text, log.s);
	sbuf_add(&text, "\",1,1,,new,,,,,,\n");
	sbuf_add(&text, log.s);
	const char *path = write_log("quoted.csv", &text);
	assert_int_equal(in_one_piece(path), -1);
	assert_int_equal(in_parts(path), -1);
	sbuf_free(&log);
	sbuf_free(&text);
}

/* Games of Best Treehouse Ever, then a header of Tout là-haut and its
 * games without headers of their own: a part that begins with one of
 * these games was walked under the file's first header, not the one in
 * effect, and the cut is refused; the check in one piece says the log
 * is legal. */
static void
test_header_changes(void **state)
{
	struct sbuf bte = { 0 }, tlh = { 0 }, text = { 0 };

	(void)state;
	slurp(logs[0], &bte);
	slurp(logs[6], &tlh);
	for (int k = 0; k < 3; k++)
		sbuf_add(&text, bte.s);
	sbuf_add(&text, tlh.s);
	for (int k = 0; k < 20; k++)
		sbuf_add(&text, body(&tlh));
	const char *path = write_log("sections.csv", &text);
	assert_int_equal(in_one_piece(path), 24);
	assert_int_equal(in_parts(path), -1);
	sbuf_free(&bte);
	sbuf_free(&tlh);
	sbuf_free(&text);
}

/* check's notes (replay_identify_later) of a log whose first part is
 * illegal, each other part's notes more than a pipe holds: the parent
 * stops reading, closes each child's pipe and waits for it, so the child
 * must see its pipe closed.  A child forked after it kept the pipe's read
 * end (inherited), and the first child blocked on its write forever: the
 * check hung (it did with four parts; the alarm ends the test then). */
static void
test_notes_of_an_illegal_log(void **state)
{
	struct sbuf log = { 0 }, text = { 0 };
	long games = -1;

	(void)state;
	slurp(logs[0], &log);
	for (int k = 0; k < 4000; k++)
		sbuf_add(&text, log.s);
	/* a field too many on a row of the first part */
	char *nl = strchr(text.s + text.len / 8, '\n');
	struct sbuf bad = { 0 };
	sbuf_addn(&bad, text.s, (size_t)(nl - text.s));
	sbuf_add(&bad, ",x");
	sbuf_add(&bad, nl);
	char *path = xstrdup(write_log("notes.csv", &bad));
	char *paths[] = { path };
	replay_identify_later(paths, 1);
	struct replay_note *note = replay_note_begin(0);
	assert_non_null(note);
	alarm(60);
	assert_false(check_in_parts(path, &games, note));
	alarm(0);
	replay_note_end(note, false);
	replay_identify_clear();
	free(path);
	sbuf_free(&log);
	sbuf_free(&text);
	sbuf_free(&bad);
}

/* A legal log smaller than REPLAY_SPLIT_MIN is checked in one piece. */
static void
test_small(void **state)
{
	struct sbuf log = { 0 };

	(void)state;
	slurp(logs[2], &log);
	assert_true(log.len < REPLAY_SPLIT_MIN);
	const char *path = write_log("small.csv", &log);
	assert_int_equal(in_one_piece(path), 1);
	assert_int_equal(in_parts(path), -1);
	sbuf_free(&log);
}

static bool
row_count(void *ctx, long row, int n, char **f, bool plain)
{
	(void)plain;
	(void)row;
	(void)n;
	(void)f;
	++*(int *)ctx;
	return true;
}

/* Each row's plain flag, as a letter: p (plain) or t. */
static bool
row_plain(void *ctx, long row, int n, char **f, bool plain)
{
	(void)row;
	(void)n;
	(void)f;
	sbuf_addc(ctx, plain ? 'p' : 't');
	return true;
}

/* csvlog tells a row whose every byte is printable ASCII. */
static void
test_plain(void **state)
{
	static const char text[] = "a,b c,~\n"        /* p */
	    "a,\"b\nc\"\n"                               /* t: a line end */
	    "l\xc3\xa0,haut\n"                          /* t: UTF-8 */
	    "a,b\tc\n"                                   /* t: a tab */
	    "\"x\",\"\"\"\",\"y\"\n"                        /* p */
	    "a,\x7f\n"                                   /* t */
	    "a,b\n";                                    /* p */
	struct sbuf s = { 0 }, flags = { 0 };
	FILE *fp;

	(void)state;
	sbuf_add(&s, text);
	fp = fopen(write_log("plain.csv", &s), "r");
	assert_non_null(fp);
	assert_int_equal(csvlog_read(fp, row_plain, &flags, &s, NULL), 1);
	fclose(fp);
	assert_string_equal(flags.s, "ptttptp");
	sbuf_free(&s);
	sbuf_free(&flags);
}

/* csvlog_read_part: true only for a part that ends at a row's end
 * outside quotes. */
static void
test_read_part(void **state)
{
	static const char text[] = "a,\"b\nc\"\nd,e\n\"f\"\n";
	struct sbuf s = { 0 };
	int fd, rows = 0;

	(void)state;
	sbuf_add(&s, text);
	fd = open(write_log("part.csv", &s), O_RDONLY);
	assert_true(fd >= 0);
	assert_true(csvlog_read_part(fd, 0, 16, ',', row_count, &rows));
	assert_int_equal(rows, 3);
	assert_true(csvlog_read_part(fd, 8, 12, ',', row_count, &rows));
	assert_false(csvlog_read_part(fd, 0, 5, ',', row_count, &rows));  /* in quotes */
	assert_false(csvlog_read_part(fd, 0, 7, ',', row_count, &rows));  /* after them */
	assert_false(csvlog_read_part(fd, 8, 10, ',', row_count, &rows)); /* mid-row */
	assert_false(csvlog_read_part(fd, 12, 15, ',', row_count, &rows));
	assert_false(csvlog_read_part(fd, 0, 99, ',', row_count, &rows)); /* past the end */
	close(fd);
	sbuf_free(&s);
}

/* find_cut reads in windows: a game's first row is found wherever it
 * falls, near a window's end too, and not a window past CUT_SEARCH. */
static void
test_find_cut(void **state)
{
	static const size_t pads[] = { 10, 65000, 65279, 65280, 65281, 65290,
		65535, 65536, 200000, 1048000, 1200000 };

	(void)state;
	for (size_t k = 0; k < sizeof pads / sizeof pads[0]; k++) {
		struct sbuf text = { 0 };
		sbuf_add(&text, "bte,3,2,x\n");
		while (text.len < pads[k])
			sbuf_add(&text, text.len % 7 ? "x\n" : "bte,3,1,\"new x\"\n");
		off_t want = (off_t)text.len;
		sbuf_add(&text, "bte,3,1,new bte ann bob,1\n");
		for (int i = 0; i < 1000; i++)
			sbuf_add(&text, "x\n");
		int fd = open(write_log("cut.csv", &text), O_RDONLY);
		assert_true(fd >= 0);
		off_t got = find_cut(fd, 1, (off_t)text.len, ',');
		if (want < CUT_SEARCH)
			assert_int_equal(got, want);
		else
			assert_int_equal(got, -1);
		assert_int_equal(find_cut(fd, want + 1, (off_t)text.len, ','), -1);
		close(fd);
		sbuf_free(&text);
	}
}

static int
setup(void **state)
{
	(void)state;
	return mkdtemp(dir) ? 0 : -1;
}

static int
teardown(void **state)
{
	static const char *const names[] = { "headers.csv", "once.csv",
		"all.csv", "broken.csv", "quoted.csv", "sections.csv",
		"small.csv", "part.csv", "plain.csv", "cut.csv", "notes.csv" };
	char path[256];

	(void)state;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		unlink(path);
	}
	return rmdir(dir);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_legal),
		cmocka_unit_test(test_illegal),
		cmocka_unit_test(test_quoted_cut),
		cmocka_unit_test(test_header_changes),
		cmocka_unit_test(test_notes_of_an_illegal_log),
		cmocka_unit_test(test_small),
		cmocka_unit_test(test_read_part),
		cmocka_unit_test(test_plain),
		cmocka_unit_test(test_find_cut),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
