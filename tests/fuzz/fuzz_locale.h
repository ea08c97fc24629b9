/* fuzz_locale.h — a harness finds the build tree's French catalogue (a
 * harness lives in tests/fuzz/build, which treeref does not look in):
 * TREEREF_LOCALEDIR, before i18n_init. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void
fuzz_use_build_catalogue(void)
{
	char exe[4096], dir[4200];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);

	if (n <= 0)
		return;
	exe[n] = '\0';
	/* TOP/tests/fuzz/build/HARNESS: four names up */
	for (int i = 0; i < 4; i++) {
		char *slash = strrchr(exe, '/');
		if (slash == NULL)
			return;
		*slash = '\0';
	}
	snprintf(dir, sizeof dir, "%s/po/locale", exe);
	setenv("TREEREF_LOCALEDIR", dir, 1);
}
