/* fuzz_csv.c — libFuzzer harness: any bytes as an event log, read every
 * way treeref reads one: `load`, `replay`, `check` and `standings`
 * (whose table is written as CSV too). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "i18n.h"
#include "replay.h"
#include "standings.h"
#include "session.h"
#include "standings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* in memory when there is /dev/shm: standings --csv syncs its file */
static char path[] = "/dev/shm/treeref-fuzz-csv-XXXXXX";
static char out[] = "/dev/shm/treeref-fuzz-standings-XXXXXX";
static char path_tmp[] = "/tmp/treeref-fuzz-csv-XXXXXX";
static char out_tmp[] = "/tmp/treeref-fuzz-standings-XXXXXX";

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	int fd = mkstemp(path), fd2 = mkstemp(out);

	(void)argc;
	(void)argv;
	if (fd < 0 || fd2 < 0) {
		memcpy(path, path_tmp, sizeof path_tmp);
		memcpy(out, out_tmp, sizeof out_tmp);
		fd = mkstemp(path);
		fd2 = mkstemp(out);
	}
	if (fd < 0 || fd2 < 0)
		abort();
	close(fd);
	close(fd2);
	i18n_init();
	/* the verdicts go nowhere: only crashes and leaks count */
	if (freopen("/dev/null", "w", stdout) == NULL)
		abort();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *fp = fopen(path, "w");
	struct verdict v;
	struct session *s;
	char *one[] = { path, NULL };
	char *two[] = { path, path, NULL };
	char *table[] = { path, (char *)"--csv", out, NULL };

	if (fp == NULL)
		abort();
	fwrite(data, 1, size, fp);
	fclose(fp);
	verdict_init(&v);
	char sep;
	s = replay_load(path, &v, &sep);
	session_free(s);
	verdict_free(&v);
	replay_main(1, one);
	replay_check_main(2, two);
	standings_main(3, table, true, 0);
	return 0;
}
