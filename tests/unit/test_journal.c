/* test_journal.c — the journal's checked lines and its records that are
 * not commands (issue 27 item 3): a record reads back with its key, its
 * value (newlines and tabs included) and the number of commands before
 * it; held records go with their group, into the new game on a restart;
 * a repair keeps the records before the damage; a line changed by one
 * byte stops the reading there; an old journal (plain commands) reads. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "journal.h"
#include "util.h"

static char dir[] = "/tmp/test_journal.XXXXXX";

static struct journal *
open_journal(void)
{
	enum journal_open_result res;
	struct sbuf why = { 0 };
	long holder;
	struct journal *j = journal_open(dir, &res, &holder, &why);

	assert_non_null(j);
	sbuf_free(&why);
	return j;
}

static void
write_raw(const char *bytes, size_t n)
{
	struct sbuf p = { 0 };
	FILE *fp;

	sbuf_printf(&p, "%s/journal", dir);
	fp = fopen(p.s, "wb");
	assert_non_null(fp);
	fwrite(bytes, 1, n, fp);
	fclose(fp);
	sbuf_free(&p);
}

static void
test_records_read_back(void **state)
{
	struct journal *j;
	struct journal_text t;
	struct sbuf why = { 0 };

	(void)state;
	write_raw("", 0);
	j = open_journal();
	assert_true(journal_rewrite(j, (char *[]){ (char *)"new bte ann bob" }, NULL, 1, &why));
	assert_true(journal_record(j, "started", "2026-11-26T21:14:05+01:00", &why));
	assert_true(journal_append(j, "place ann red 2 1", &why));
	assert_true(journal_record(j, "file", "a\tb\nc\\d", &why));
	assert_false(journal_record(j, "Bad Key", "x", &why));
	journal_close(j);
	struct sbuf p = { 0 };
	sbuf_printf(&p, "%s/journal", dir);
	assert_true(journal_read(p.s, &t));
	assert_int_equal(t.n, 2);
	assert_string_equal(t.line[1], "place ann red 2 1");
	assert_int_equal(t.nrec, 2);
	assert_string_equal(t.rec[0].key, "started");
	assert_string_equal(t.rec[0].value, "2026-11-26T21:14:05+01:00");
	assert_int_equal(t.rec[0].before, 1);
	assert_string_equal(t.rec[1].key, "file");
	assert_string_equal(t.rec[1].value, "a\tb\nc\\d");
	assert_int_equal(t.rec[1].before, 2);
	assert_int_equal(t.bad_line, 0);
	assert_int_equal(t.lines, 5);
	journal_text_free(&t);
	sbuf_free(&p);
	sbuf_free(&why);
}

static void
test_held_records(void **state)
{
	struct journal *j;
	struct journal_text t;
	struct sbuf why = { 0 };

	(void)state;
	j = open_journal();
	journal_hold(j, "new tlh ann bob", true);
	assert_true(journal_record(j, "started", "now", &why));
	assert_true(journal_holding(j));
	journal_durable(j, &t);
	assert_int_equal(t.nrec, 2); /* the game before the restart */
	journal_text_free(&t);
	assert_true(journal_commit(j, &why));
	journal_durable(j, &t);
	assert_int_equal(t.n, 1);
	assert_string_equal(t.line[0], "new tlh ann bob");
	assert_int_equal(t.nrec, 1);
	assert_string_equal(t.rec[0].value, "now");
	/* a repair keeps the records before the damage */
	assert_true(journal_append(j, "objective monochromatic", &why));
	journal_text_free(&t);
	journal_durable(j, &t);
	assert_true(journal_rewrite_text(j, &t, 1, &why));
	journal_text_free(&t);
	journal_durable(j, &t);
	assert_int_equal(t.n, 1);
	assert_int_equal(t.nrec, 1);
	journal_text_free(&t);
	journal_close(j);
	sbuf_free(&why);
}

static void
test_damage_stops(void **state)
{
	struct journal *j;
	struct journal_text t, d;
	struct sbuf why = { 0 }, p = { 0 };

	(void)state;
	j = open_journal();
	char *lines[] = { (char *)"new bte ann bob", (char *)"place ann red 2 1",
	    (char *)"place bob blue 2 2" };
	assert_true(journal_rewrite(j, lines, NULL, 3, &why));
	assert_true(journal_record(j, "ended", "x", &why));
	journal_durable(j, &t);
	journal_close(j);
	sbuf_printf(&p, "%s/journal", dir);
	char *bytes = xmalloc(t.size + 1);
	FILE *fp = fopen(p.s, "rb");
	assert_int_equal(fread(bytes, 1, t.size, fp), t.size);
	fclose(fp);
	/* every byte flipped, one at a time: exactly the lines before it */
	for (size_t i = 0; i < t.size; i++) {
		size_t line = 1;
		for (size_t k = 0; k < i; k++)
			line += bytes[k] == '\n';
		bytes[i] ^= 0x20;
		write_raw(bytes, t.size);
		assert_true(journal_read(p.s, &d));
		bytes[i] ^= 0x20;
		if (line == 1) {
			/* a damaged header reads as an old journal's command, which
			 * the replay refuses (or, holding a NUL byte, as damage);
			 * the checked lines after it are not read */
			assert_true(d.bad_line <= 2);
			assert_true(d.n <= 1);
			journal_text_free(&d);
			continue;
		}
		if (i == t.size - 1) /* the last newline: a torn last line */
			assert_true(d.bad_line == 0 && d.torn > 0 && d.good == d.size - d.torn);
		else
			assert_int_equal(d.bad_line, line);
		size_t cmds = line >= 2 ? line - 2 : 0;
		if (d.bad_line)
			assert_int_equal(d.n, cmds > 3 ? 3 : cmds);
		journal_text_free(&d);
	}
	free(bytes);
	journal_text_free(&t);
	sbuf_free(&p);
	sbuf_free(&why);
}

static void
test_old_journal(void **state)
{
	struct journal *j;
	struct journal_text t;
	struct sbuf why = { 0 }, p = { 0 };
	const char old[] = "new bte ann bob\nplace ann red 2 1\n";

	(void)state;
	write_raw(old, sizeof old - 1);
	sbuf_printf(&p, "%s/journal", dir);
	assert_true(journal_read(p.s, &t));
	assert_int_equal(t.n, 2);
	assert_int_equal(t.bad_line, 0);
	assert_int_equal(t.lineno[1], 2);
	journal_text_free(&t);
	/* appended to, it goes on checked */
	j = open_journal();
	assert_true(journal_append(j, "place bob blue 2 2", &why));
	journal_close(j);
	assert_true(journal_read(p.s, &t));
	assert_int_equal(t.n, 3);
	assert_int_equal(t.bad_line, 0);
	assert_string_equal(t.line[2], "place bob blue 2 2");
	journal_text_free(&t);
	sbuf_free(&p);
	sbuf_free(&why);
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
	(void)state;
	char cmd[64];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	return system(cmd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_records_read_back),
		cmocka_unit_test(test_held_records),
		cmocka_unit_test(test_damage_stops),
		cmocka_unit_test(test_old_journal),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
