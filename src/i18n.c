/* i18n.c — choosing the language of the messages. */
#include "i18n.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#ifndef LOCALEDIR
#define LOCALEDIR "/usr/local/share/locale"
#endif

#define CACHE_SIZE 1024 /* a power of two */

static struct {
	const char *id, *text;
	unsigned gen;
} cache[CACHE_SIZE];
static unsigned generation = 1; /* bumped at each change of language */

const char *
i18n_gettext(const char *msgid)
{
	size_t h = ((size_t)msgid >> 3) & (CACHE_SIZE - 1);

	if (cache[h].id == msgid && cache[h].gen == generation)
		return cache[h].text;
	cache[h].id = msgid;
	cache[h].gen = generation;
	cache[h].text = gettext(msgid);
	return cache[h].text;
}

void
i18n_init(void)
{
	const char *dir = getenv("TREEREF_LOCALEDIR");

	/* Only what treeref uses: the messages and the character set.  Other
	 * categories stay "C", so CSV numbers never take a decimal comma,
	 * and start-up does not load a dozen locale files. */
	setlocale(LC_CTYPE, "");
	setlocale(LC_MESSAGES, "");
	bindtextdomain("treeref", dir && *dir ? dir : LOCALEDIR);
	bind_textdomain_codeset("treeref", "UTF-8");
	textdomain("treeref");
	/* A French user on a machine where no French locale is generated (or
	 * with one such as fr_CA that is not): setlocale fell back to C, so
	 * read the wish from the environment, in gettext's order. */
	const char *cur = setlocale(LC_MESSAGES, NULL);
	if (cur == NULL || strcmp(cur, "C") == 0 || strcmp(cur, "POSIX") == 0) {
		static const char *const vars[] = { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG" };
		for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
			const char *v = getenv(vars[i]);
			if (v == NULL || *v == '\0')
				continue;
			if (strncmp(v, "fr", 2) == 0)
				i18n_set("fr");
			break;
		}
	}
}

bool
i18n_set(const char *lang)
{
	const char *cur;

	if (strcmp(lang, "en") != 0 && strcmp(lang, "fr") != 0)
		return false;
	/* gettext ignores LANGUAGE under the C locale; C.UTF-8 is built into
	 * glibc and, unlike C, lets LANGUAGE choose the catalogue. */
	cur = setlocale(LC_MESSAGES, NULL);
	if (cur == NULL || strcmp(cur, "C") == 0 || strcmp(cur, "POSIX") == 0)
		setlocale(LC_MESSAGES, "C.UTF-8");
	setenv("LANGUAGE", strcmp(lang, "fr") == 0 ? "fr" : "en", 1);
	/* Changing the domain flushes gettext's cache of translations. */
	textdomain("treeref");
	generation++;
	return true;
}

const char *
i18n_lang(void)
{
	/* TRANSLATORS: the code of the language of this catalogue. */
	const char *code = gettext("en");

	return strcmp(code, "fr") == 0 ? "fr" : "en";
}
