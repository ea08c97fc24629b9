/* csvcount.c — the floor for a libcsv-based reader: parse the same bytes
 * strictly with libcsv and count fields and rows, nothing else. */
#include <csv.h>
#include <stdio.h>
#include <string.h>

static unsigned long fields, rows;

static void
on_field(void *s, size_t len, void *data)
{
	(void)s;
	(void)len;
	(void)data;
	fields++;
}

static void
on_row(int c, void *data)
{
	(void)c;
	(void)data;
	rows++;
}

int
main(int argc, char **argv)
{
	struct csv_parser p;
	char buf[65536];
	size_t n;

	for (int i = 1; i < argc; i++) {
		FILE *fp = fopen(argv[i], "r");
		if (fp == NULL) {
			perror(argv[i]);
			return 1;
		}
		csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL);
		while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
			if (csv_parse(&p, buf, n, on_field, on_row, NULL) != n) {
				fprintf(stderr, "%s: %s\n", argv[i], csv_strerror(csv_error(&p)));
				return 1;
			}
		csv_fini(&p, on_field, on_row, NULL);
		csv_free(&p);
		fclose(fp);
	}
	printf("%lu rows, %lu fields\n", rows, fields);
	return 0;
}
