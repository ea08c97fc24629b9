/* fuzz_commands.c — libFuzzer harness: a stream of command lines, in
 * English or French, fed to one referee session that keeps a journal
 * (so new, load, undo, kept and every accepted command write it), with
 * exports and loads in a scratch directory. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"
#include "i18n.h"
#include "journal.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static char dir[] = "/dev/shm/treeref-fuzz-XXXXXX";
static char dir_tmp[] = "/tmp/treeref-fuzz-XXXXXX";
static const char *scratch;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	/* exports, loads and the journal land in a scratch directory, in
	 * memory when there is one (the journal is fsync'd at every line) */
	scratch = mkdtemp(dir);
	if (scratch == NULL)
		scratch = mkdtemp(dir_tmp);
	if (scratch == NULL || chdir(scratch) != 0)
		abort();
	i18n_init();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct frontend_opts o = { .width = 80, .force = true };
	struct frontend *f;
	struct journal *j;
	enum journal_open_result res;
	struct sbuf why = { 0 }, jdir = { 0 };
	char *text, *line, *save;
	long n = 0, holder;

	if (size == 0)
		return 0;
	i18n_set(data[0] & 1 ? "fr" : "en");
	text = malloc(size);
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	f = frontend_new(&o);
	sbuf_printf(&jdir, "%s/state", scratch);
	j = journal_open(jdir.s, &res, &holder, &why);
	if (j == NULL)
		abort();
	/* each input starts from an empty journal */
	if (!journal_rewrite(j, NULL, NULL, 0, &why))
		abort();
	frontend_set_journal(f, j);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		if (frontend_line(f, "fuzz", ++n, line) == FE_QUIT)
			break;
	frontend_free(f); /* closes the journal, releasing its lock */
	free(text);
	sbuf_free(&why);
	sbuf_free(&jdir);
	return 0;
}
