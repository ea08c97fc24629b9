/* fuzz_split.c — libFuzzer harness: `check` of a big log in parts
 * (replay.c, built into the harness as tests/unit/test_split.c builds it,
 * with its limits lowered so that a log of 64 bytes is cut, into 2 to 8
 * parts chosen by the first byte), and its promise checked: when the
 * parts say "ok: N games", the check in one piece says so too, with the
 * same N.  The rest of the input is the log, with commas or semicolons. */
static int fuzz_parts = 2;
#define REPLAY_SPLIT_MIN 64
#define REPLAY_SPLIT_PARTS fuzz_parts
#include "../../src/log/replay.c"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static char path[] = "/dev/shm/treeref-fuzz-split-XXXXXX";
static char path_tmp[] = "/tmp/treeref-fuzz-split-XXXXXX";

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	int fd = mkstemp(path);

	(void)argc;
	(void)argv;
	if (fd < 0) {
		memcpy(path, path_tmp, sizeof path_tmp);
		fd = mkstemp(path);
	}
	if (fd < 0)
		abort();
	close(fd);
	i18n_init();
	/* the verdicts go nowhere: only crashes, leaks and a broken
	 * promise count */
	if (freopen("/dev/null", "w", stdout) == NULL)
		abort();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *fp;
	long parts_games = 0;
	char *one[] = { path, NULL };

	if (size < 1)
		return 0;
	fuzz_parts = 2 + data[0] % (REPLAY_SPLIT_MAX - 1);
	if ((fp = fopen(path, "w")) == NULL)
		abort();
	fwrite(data + 1, 1, size - 1, fp);
	fclose(fp);
	if (check_in_parts(path, &parts_games, NULL)) {
		struct walk w;
		walk_init(&w);
		w.lean = true;
		session_set_lean(w.s);
		/* the parts conclude only what the whole concludes */
		if (!walk_file(&w, path) || w.games != parts_games)
			abort();
		walk_free(&w);
	}
	/* and the command itself, parts then (on refusal) one piece */
	replay_check_main(1, one);
	return 0;
}
