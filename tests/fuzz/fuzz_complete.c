/* fuzz_complete.c — libFuzzer harness for TAB (issue 38): the first byte
 * picks the language (bit 0) and a game of the registry (the rest,
 * modulo their number), which is started for two players; then each
 * line of the input gets TAB at every place of it (tab_walk.h: nothing
 * crashes, the game is unchanged, every offer fits) and is run.  The
 * corpus is the transcripts (tests/fuzz/run.sh).  make check runs the
 * same checks over the transcripts and fixed random lines
 * (tests/unit/test_tab_walk.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "../unit/tab_walk.h"
#include "fuzz_locale.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static char dir[] = "/dev/shm/treeref-fuzz-tab-XXXXXX";
static char dir_tmp[] = "/tmp/treeref-fuzz-tab-XXXXXX";

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *scratch;

	(void)argc;
	(void)argv;
	fuzz_use_build_catalogue();
	/* exports, loads and archives land in a scratch folder */
	scratch = mkdtemp(dir);
	if (scratch == NULL)
		scratch = mkdtemp(dir_tmp);
	if (scratch == NULL || chdir(scratch) != 0)
		abort();
	setenv("HOME", scratch, 1);
	setenv("XDG_STATE_HOME", scratch, 1);
	i18n_init();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct frontend_opts o = { .width = 80, .force = true, .json = true };
	struct frontend *f;
	struct sbuf start = { 0 };
	size_t ngames = 0;
	char *text, *line, *save;
	long n = 1;

	if (size == 0)
		return 0;
	while (game_list[ngames] != NULL)
		ngames++;
	i18n_set(data[0] & 1 ? "fr" : "en");
	text = malloc(size);
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	f = frontend_new(&o);
	tab_new_line(game_list[(data[0] >> 1) % ngames], &start);
	tab_walk_line(f, start.s);
	frontend_line(f, "fuzz", n, start.s);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		tab_walk_line(f, line);
		enum frontend_result r = frontend_line(f, "fuzz", ++n, line);
		if (r == FE_QUIT || r == FE_STOP)
			break;
	}
	frontend_free(f);
	free(text);
	sbuf_free(&start);
	return 0;
}
