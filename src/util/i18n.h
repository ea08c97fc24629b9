/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* i18n.h — the gettext markers used for every user-facing string. */
#ifndef TREEREF_I18N_H
#define TREEREF_I18N_H

#include <libintl.h>
#include <stddef.h>
#include <stdint.h>

/*
 * gettext with a cache keyed on the message's address and its context's:
 * the messages are string literals, and refereeing a large log asks for
 * the same ones millions of times.
 *
 * A game's messages carry the game as their context: each game folder's
 * fr.po is written without contexts, and the build gives every message
 * of src/GAME/ the context GAME (one with a context of its own,
 * pgettext("room", ...), the context GAME/room), so that no game reads
 * another's French.  The Makefile compiles each file of a game folder
 * with -DTREEREF_GAME_CONTEXT='"GAME"', which turns that file's _(),
 * ngettext() and i18n_pgettext() into lookups in that context: a game's
 * code writes _("...") as any other.  Shared code that words a game's
 * N_() message (a usage, a rule's text) asks game_text(g, msgid) (game.h),
 * a game's id being its folder's name.
 *
 * i18n_cgettext: `msgid` under context `ctx` (NULL: none), else among
 * the shared messages (po/fr.po: never another game's), else `msgid`
 * itself.
 */
static inline const char *i18n_cgettext(const char *ctx, const char *msgid)
    __attribute__((format_arg(2)));
/* ngettext so, cached on the message, its context and the count. */
const char *i18n_cngettext(const char *ctx, const char *msgid,
    const char *plural, unsigned long n)
    __attribute__((format_arg(2), format_arg(3)));
/* A message with a context of its own (msgctxt), for the same words that
 * translate apart: `full` is the context and the message glued by
 * "\004", as xgettext reads pgettext(CONTEXT, MSGID); the message alone
 * when it has no translation.  i18n_cpgettext: within a game's context. */
const char *i18n_pgettext(const char *full, const char *msgid)
    __attribute__((format_arg(2)));
const char *i18n_cpgettext(const char *ctx, const char *full,
    const char *msgid) __attribute__((format_arg(3)));
/* i18n_cgettext uncached, for text that is no string literal (a sheet's
 * cell): its address says nothing. */
const char *i18n_ctext(const char *ctx, const char *text)
    __attribute__((format_arg(2)));

/* i18n_cgettext's usual case inline, a message found at its own place in
 * the cache (every message but the first time it is asked for): a
 * command asks for dozens.  A place holds the number of its message in
 * i18n_kept (0: none; i18n_kept[0] matches no message), and the
 * messages are kept there in the order they were first asked for: a
 * run that asks for a few touches a page or two, where a table of the
 * messages themselves by hash put each on a page of its own, and each
 * page first touched costs a page fault (about 12 us in a virtual
 * machine: some forty lines of a script).  The places are i18n.c's. */
#define I18N_CACHE_BITS 10 /* 1024 places: more messages than a session meets */
struct i18n_place {
	const char *ctx, *id, *text;
};
extern uint16_t i18n_places[1u << I18N_CACHE_BITS];
extern struct i18n_place i18n_kept[(1u << I18N_CACHE_BITS) + 1];
extern unsigned i18n_generation;
const char *i18n_cgettext_probe(const char *ctx, const char *msgid,
    size_t h) __attribute__((format_arg(2)));
/* The place of a message: its address hashed (Fibonacci hashing: string
 * literals lie a few bytes apart, so their low bits alone collide). */
static inline size_t
i18n_hash(const void *msgid, unsigned long n)
{
	return (size_t)((((uint64_t)(uintptr_t)msgid ^ n) *
	    0x9E3779B97F4A7C15u) >> (64 - I18N_CACHE_BITS));
}

static inline const char *
i18n_cgettext(const char *ctx, const char *msgid)
{
	size_t h = i18n_hash(msgid, 0);
	const struct i18n_place *p = &i18n_kept[i18n_places[h]];

	if (p->id == msgid && p->ctx == ctx)
		return p->text;
	return i18n_cgettext_probe(ctx, msgid, h);
}

#undef ngettext /* libintl.h's own, when optimising */
#ifdef TREEREF_GAME_CONTEXT
#define _(s) i18n_cgettext(TREEREF_GAME_CONTEXT, s)
#define ngettext(msgid, plural, n) \
	i18n_cngettext(TREEREF_GAME_CONTEXT, msgid, plural, n)
#define i18n_pgettext(full, msgid) \
	i18n_cpgettext(TREEREF_GAME_CONTEXT, full, msgid)
#else
#define _(s) i18n_cgettext(NULL, s)
#define ngettext(msgid, plural, n) i18n_cngettext(NULL, msgid, plural, n)
#endif
#define N_(s) (s)

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
/* Whether a sentence after "treeref: " begins with a small letter in the
 * messages' language (GNU's French catalogues: « treeref : impossible
 * d'écrire … »), not with a capital as in English; each catalogue says. */
bool i18n_small_after_name(void);

#endif
