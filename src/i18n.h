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

#include <stdbool.h>

/* Bind the catalogue (TREEREF_LOCALEDIR overrides the installed one) and
 * take the language from the locale. */
void i18n_init(void);
/* Switch the messages to "en" or "fr", even where no French locale is
 * generated; false for another code. */
bool i18n_set(const char *lang);
/* "en" or "fr": the language the messages are in now. */
const char *i18n_lang(void);

#endif
