/* fuzz_journal.c — libFuzzer harness: any bytes as a journal, recovered
 * and replayed the way a resumed session does. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "frontend.h"
#include "i18n.h"
#include "journal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static char path[] = "/tmp/treeref-fuzz-journal-XXXXXX";

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	int fd = mkstemp(path);

	(void)argc;
	(void)argv;
	if (fd < 0)
		abort();
	close(fd);
	i18n_init();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct frontend_opts o = { .width = 80 };
	FILE *fp = fopen(path, "w");
	size_t n, torn;
	char **lines;

	if (fp == NULL)
		abort();
	fwrite(data, 1, size, fp);
	fclose(fp);
	lines = journal_read(path, &n, &torn);
	struct frontend *f = frontend_new(&o);
	frontend_set_quiet(f, true);
	for (size_t i = 0; i < n; i++)
		frontend_line(f, NULL, (long)i + 1, lines[i]);
	frontend_free(f);
	journal_free_lines(lines, n);
	return 0;
}
