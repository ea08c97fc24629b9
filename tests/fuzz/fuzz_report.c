/* fuzz_report.c — libFuzzer harness: the tournament report page (HTML
 * with each game's SVG picture) and the standings table written with
 * semicolons (--sep ;), over up to three logs split by a line "====".
 * The first byte chooses the page's language (its low bit: French).
 * The page's promise is checked: whatever the logs hold, it never holds
 * a script element that came from them (names are escaped). */
#define _GNU_SOURCE /* memmem */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz_locale.h"
#include "i18n.h"
#include "report_html.h"
#include "standings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static char dir[] = "/dev/shm/treeref-fuzz-report-XXXXXX";
static char dir_tmp[] = "/tmp/treeref-fuzz-report-XXXXXX";
static char logs[3][96], page[96], table[96];

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *d = mkdtemp(dir);

	(void)argc;
	(void)argv;
	if (d == NULL)
		d = mkdtemp(dir_tmp);
	if (d == NULL)
		abort();
	for (int i = 0; i < 3; i++)
		snprintf(logs[i], sizeof logs[i], "%s/log%d.csv", d, i);
	snprintf(page, sizeof page, "%s/report.html", d);
	snprintf(table, sizeof table, "%s/standings.csv", d);
	fuzz_use_build_catalogue();
	i18n_init();
	if (freopen("/dev/null", "w", stdout) == NULL)
		abort();
	return 0;
}

/* Whether the page holds `what`, in any case. */
static bool
holds(const char *s, size_t n, const char *what)
{
	size_t k = strlen(what);

	for (size_t i = 0; i + k <= n; i++)
		if (strncasecmp(s + i, what, k) == 0)
			return true;
	return false;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char mark[] = "\n====\n";
	char *argv[8];
	int n = 0;
	size_t at = 1;

	if (size < 1)
		return 0;
	i18n_set(data[0] & 1 ? "fr" : "en");
	while (n < 3) {
		const uint8_t *p = data + at;
		const uint8_t *m = memmem(p, size - at, mark, sizeof mark - 1);
		size_t len = m ? (size_t)(m - p) : size - at;
		FILE *fp = fopen(logs[n], "w");
		if (fp == NULL)
			abort();
		fwrite(p, 1, len, fp);
		fclose(fp);
		argv[n] = logs[n];
		n++;
		if (m == NULL)
			break;
		at += len + sizeof mark - 1;
	}
	argv[n] = (char *)"-o";
	argv[n + 1] = page;
	argv[n + 2] = NULL;
	unlink(page);
	report_main(n + 2, argv, true);
	FILE *fp = fopen(page, "r");
	if (fp != NULL) {
		static char buf[1 << 20];
		size_t len = fread(buf, 1, sizeof buf, fp);
		fclose(fp);
		if (holds(buf, len, "<script"))
			abort();
	}
	argv[n] = (char *)"--csv";
	argv[n + 1] = table;
	standings_main(n + 2, argv, true, ';');
	i18n_set("en");
	return 0;
}
