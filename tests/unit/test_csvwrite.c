/* test_csvwrite.c — csvlog.c writes a field as libcsv's csv_fwrite
 * writes it where RFC 4180 needs quotes (when it holds the separator, a
 * quote or a line end: csvlog.c then hands it to libcsv, loaded by
 * csvlib.c), and as its bytes otherwise.  2,000 random sheets of fields made of separators,
 * quotes, line ends, blanks, letters and accents, written by
 * csvlog_write_rows with ',' and ';', against the same rows written with
 * csv_fwrite (this test links libcsv). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <csv.h>

#include "csvlog.h"
#include "game.h"
#include "util.h"

static unsigned long seed = 12345;

static unsigned
next(unsigned n)
{
	seed = seed * 6364136223846793005ul + 1442695040888963407ul;
	return (unsigned)(seed >> 33) % n;
}

static void
random_field(char *out)
{
	static const char *const bits[] = { "a", "b", ",", ";", "\"", "\"\"", "\r", "\n",
		"\r\n", " ", "\xc3\xa9", "x y", "\t" };
	int n = (int)next(7);

	out[0] = '\0';
	for (int i = 0; i < n; i++)
		strcat(out, bits[next(sizeof bits / sizeof *bits)]);
}

static void
same_as_libcsv(void **state)
{
	(void)state;
	for (int round = 0; round < 2000; round++) {
		char sep = round % 2 ? ';' : ',';
		int ncols = 1 + (int)next(4), nrows = 1 + (int)next(4);
		struct sheet s;
		char *got = NULL, *want = NULL;
		size_t got_n = 0, want_n = 0;
		FILE *g = open_memstream(&got, &got_n), *w = open_memstream(&want, &want_n);
		char field[64];

		sheet_init(&s, ncols);
		for (int r = 0; r < nrows; r++) {
			for (int c = 0; c < ncols; c++) {
				random_field(field);
				sheet_field(&s, field);
				if (c > 0)
					fputc(sep, w);
				if (strchr(field, sep) || strpbrk(field, "\"\r\n"))
					csv_fwrite(w, field, strlen(field));
				else
					fputs(field, w);
			}
			fputs("\n", w);
		}
		csvlog_write_rows(g, &s, sep);
		fclose(g);
		fclose(w);
		if (got_n != want_n || memcmp(got, want, got_n) != 0)
			fail_msg("round %d: wrote [%s], libcsv [%s]", round, got, want);
		free(got);
		free(want);
		sheet_free(&s);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(same_as_libcsv),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
