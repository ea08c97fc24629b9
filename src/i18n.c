/* i18n.c — choosing the language of the messages. */
#include "i18n.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#ifndef LOCALEDIR
#define LOCALEDIR "/usr/local/share/locale"
#endif

void
i18n_init(void)
{
	const char *dir = getenv("TREEREF_LOCALEDIR");

	setlocale(LC_ALL, "");
	bindtextdomain("treeref", dir && *dir ? dir : LOCALEDIR);
	bind_textdomain_codeset("treeref", "UTF-8");
	textdomain("treeref");
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
	return true;
}

const char *
i18n_lang(void)
{
	/* TRANSLATORS: the code of the language of this catalogue. */
	const char *code = gettext("en");

	return strcmp(code, "fr") == 0 ? "fr" : "en";
}
