/* fuzz_commands.c — libFuzzer harness: a stream of command lines, in
 * English or French, fed to one referee session. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"
#include "i18n.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char dir[] = "/tmp/treeref-fuzz-XXXXXX";

	(void)argc;
	(void)argv;
	/* exports land in a scratch directory */
	if (mkdtemp(dir) == NULL || chdir(dir) != 0)
		abort();
	i18n_init();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct frontend_opts o = { .width = 80, .force = true };
	struct frontend *f;
	char *text, *line, *save;
	long n = 0;

	if (size == 0)
		return 0;
	i18n_set(data[0] & 1 ? "fr" : "en");
	text = malloc(size);
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	f = frontend_new(&o);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		if (frontend_line(f, "fuzz", ++n, line) == FE_QUIT)
			break;
	frontend_free(f);
	free(text);
	return 0;
}
