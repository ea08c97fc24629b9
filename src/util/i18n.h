/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* i18n.h — the gettext markers used for every user-facing string. */
#ifndef TREEREF_I18N_H
#define TREEREF_I18N_H

#include <libintl.h>

/* gettext with a cache keyed on the message's address: the messages are
 * string literals, and refereeing a large log asks for the same ones
 * millions of times. */
const char *i18n_gettext(const char *msgid) __attribute__((format_arg(1)));
#define _(s) i18n_gettext(s)
#define N_(s) (s)
/* A message with a context (msgctxt), for the same words that translate
 * apart: `full` is the context and the message glued by "\004", as
 * xgettext reads pgettext(CONTEXT, MSGID); the message alone when it has
 * no translation. */
const char *i18n_pgettext(const char *full, const char *msgid)
    __attribute__((format_arg(2)));
/* ngettext with the same cache, keyed on the message and the count. */
const char *i18n_ngettext(const char *msgid, const char *plural,
    unsigned long n) __attribute__((format_arg(1), format_arg(2)));
#undef ngettext /* libintl.h's own, when optimising */
#define ngettext(msgid, plural, n) i18n_ngettext(msgid, plural, n)

#include <stdbool.h>

/* Take the language from the environment, as gettext does (LANGUAGE,
 * then LC_ALL, LC_MESSAGES, LANG; C means English), except that a French
 * locale missing from this machine still means French. */
void i18n_init(void);

enum i18n_status {
	I18N_OK,
	I18N_UNKNOWN,      /* not "en" or "fr" */
	I18N_NO_CATALOGUE, /* French asked for, but no catalogue found */
};
/* Switch the messages to "en" or "fr", even where no French locale is
 * generated.  The French catalogue is looked for beside the executable
 * (./po/locale in the build tree, ../share/locale in an install), then
 * in the compiled-in LOCALEDIR; TREEREF_LOCALEDIR replaces both.  When
 * it is missing the messages stay as they were. */
enum i18n_status i18n_set(const char *lang);
/* --lang LANG: i18n_set, saying on stderr what went wrong; false for a
 * language treeref does not speak (a missing catalogue only warns). */
bool i18n_option(const char *lang);
/* Where the French catalogue was looked for, ", "-joined. */
const char *i18n_searched(void);
/* "en" or "fr": the language the messages are in now. */
const char *i18n_lang(void);

#endif
