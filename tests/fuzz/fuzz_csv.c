/* fuzz_csv.c — libFuzzer harness: any bytes as an event log, loaded the
 * way `load`, `replay` and `check` read one. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "game.h"
#include "i18n.h"
#include "replay.h"
#include "session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static char path[] = "/tmp/treeref-fuzz-csv-XXXXXX";

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
	FILE *fp = fopen(path, "w");
	struct verdict v;
	struct session *s;

	if (fp == NULL)
		abort();
	fwrite(data, 1, size, fp);
	fclose(fp);
	verdict_init(&v);
	s = replay_load(path, &v);
	session_free(s);
	verdict_free(&v);
	return 0;
}
