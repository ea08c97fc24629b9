/* fuzz_journal.c — libFuzzer harness: any bytes as a journal, recovered
 * the way a resumed session does (checked lines read up to the first
 * damaged one, replayed up to the first refused one, that prefix written
 * back whole with its records), with the repair's promise checked: the
 * repaired journal reads back as exactly the lines kept and the records
 * among them, with no damage, and replays with none refused to the same
 * game. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"
#include "i18n.h"
#include "journal.h"
#include "session.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static char dir[] = "/dev/shm/treeref-fuzz-journal-XXXXXX";
static char dir_tmp[] = "/tmp/treeref-fuzz-journal-XXXXXX";
static struct journal *j;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *d = mkdtemp(dir);
	enum journal_open_result res;
	struct sbuf why = { 0 };
	long holder;

	(void)argc;
	(void)argv;
	if (d == NULL)
		d = mkdtemp(dir_tmp);
	if (d == NULL || (j = journal_open(d, &res, &holder, &why)) == NULL)
		abort();
	sbuf_free(&why);
	i18n_init();
	return 0;
}

static size_t
replay(const struct journal_text *t, bool *used, size_t *count)
{
	struct frontend_opts o = { .width = 80 };
	struct frontend *f = frontend_new(&o);
	size_t refused = frontend_replay(f, t, used, NULL, NULL);

	*count = session_count(frontend_session(f));
	frontend_free(f);
	return refused;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct journal_text t, back;
	struct sbuf why = { 0 };
	size_t m = 0, count, count2;
	FILE *fp = fopen(journal_path(j), "w");

	if (fp == NULL)
		abort();
	fwrite(data, 1, size, fp);
	fclose(fp);
	if (!journal_read(journal_path(j), &t))
		abort();
	bool *used = calloc(t.n + 1, sizeof *used);
	char **lines = calloc(t.n + 1, sizeof *lines);
	size_t *lens = calloc(t.n + 1, sizeof *lens);
	replay(&t, used, &count);
	for (size_t i = 0; i < t.n; i++)
		if (used[i]) {
			if (m != i) /* the replay stops at the first refused line */
				abort();
			lines[m] = t.line[i];
			lens[m++] = t.len[i];
		}
	if (!journal_rewrite_text(j, &t, m, &why))
		abort();
	if (!journal_read(journal_path(j), &back) || back.n != m || back.torn != 0 ||
	    back.bad_line != 0)
		abort();
	size_t nrec = 0;
	while (nrec < t.nrec && t.rec[nrec].before <= m)
		nrec++;
	if (back.nrec != nrec)
		abort();
	for (size_t i = 0; i < nrec; i++)
		if (strcmp(back.rec[i].key, t.rec[i].key) != 0 ||
		    strcmp(back.rec[i].value, t.rec[i].value) != 0 ||
		    back.rec[i].before != t.rec[i].before)
			abort();
	for (size_t i = 0; i < m; i++)
		if (back.len[i] != lens[i] || memcmp(back.line[i], lines[i], lens[i]) != 0)
			abort();
	bool *used2 = calloc(back.n + 1, sizeof *used2);
	if (replay(&back, used2, &count2) != 0 || count2 != count)
		abort();
	free(used);
	free(used2);
	free(lines);
	free(lens);
	journal_text_free(&t);
	journal_text_free(&back);
	sbuf_free(&why);
	return 0;
}
