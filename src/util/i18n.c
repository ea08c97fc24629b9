/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* i18n.c — choosing the language of the messages, and finding the French
 * catalogue wherever treeref runs from. */
#include "i18n.h"

#include <limits.h>
#include <stdint.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

#ifndef LOCALEDIR
#define LOCALEDIR "/usr/local/share/locale"
#endif

#define CATALOGUE "fr/LC_MESSAGES/treeref.mo"
#define CACHE_SIZE (1u << I18N_CACHE_BITS)
#define CACHE_PROBES 8

/*
 * The translations asked for, keyed on the message's address (each is a
 * string literal) and its context's (a game's, or none), and kept until
 * the language changes (switch_to empties it).  A message is looked for at
 * its hash's place (i18n_cgettext, inline) and then in CACHE_PROBES
 * places from there: a message met once is found again, where a table of
 * one place per hash lost a quarter of the lines of a script to two
 * messages that took turns in one place, each miss costing gettext's
 * lock, its search and a getenv.
 */
uint16_t i18n_places[CACHE_SIZE];
struct i18n_place i18n_kept[CACHE_SIZE + 1]; /* one at most per place */
static unsigned kept_n; /* i18n_kept[1..kept_n] are in use */
#define NCACHE_SIZE (CACHE_SIZE / 4) /* fewer messages have a plural */
static uint16_t nplaces[NCACHE_SIZE]; /* the same, for ngettext */
static struct nkept {
	const char *ctx, *id, *plural, *text;
	unsigned long n;
} nkept[NCACHE_SIZE + 1];
static unsigned nkept_n;
unsigned i18n_generation = 1; /* bumped at each change of language */
/* "en" or "fr", as the catalogue answered at the last change of language
 * (switch_to): asked of gettext once there, not at every call of
 * i18n_lang, which the session makes for every command. */
static const char *lang_now = "en";

static bool searched;        /* the catalogue was looked for */
static bool found;           /* ... and bound */
static struct sbuf places;   /* where it was looked for, ", "-joined */

/* The key the catalogue knows a game's message by: CTX "\004" MSGID, or,
 * for a message with a context of its own (C "\004" MSGID), CTX "/" C
 * "\004" MSGID (the build's po/context.awk writes them so). */
static char *
context_key(const char *ctx, const char *msgid)
{
	size_t a = strlen(ctx), b = strlen(msgid);
	char *key = xmalloc(a + b + 2);

	memcpy(key, ctx, a);
	key[a] = strchr(msgid, '\004') ? '/' : '\004';
	memcpy(key + a + 1, msgid, b + 1);
	return key;
}

/* `msgid` under context `ctx`, else among the shared messages, else
 * itself. */
static const char *
lookup(const char *ctx, const char *msgid)
{
	if (ctx != NULL) {
		char *key = context_key(ctx, msgid);
		const char *t = gettext(key);
		bool hit = t != key;

		free(key);
		if (hit)
			return t;
	}
	return gettext(msgid);
}

/* The probes from place h (i18n_cgettext found the message elsewhere):
 * the translation found, or looked up and kept in the first place free
 * (of another language), else in place h. */
const char *
i18n_cgettext_probe(const char *ctx, const char *msgid, size_t h)
{
	size_t free_at = h;
	bool have_free = false;
	struct i18n_place *p;

	for (size_t k = 0; k < CACHE_PROBES; k++) {
		size_t i = (h + k) & (CACHE_SIZE - 1);
		p = &i18n_kept[i18n_places[i]];
		if (i18n_places[i] == 0) {
			if (!have_free) {
				free_at = i;
				have_free = true;
			}
			continue;
		}
		if (p->id == msgid && p->ctx == ctx)
			return p->text;
	}
	if (i18n_places[free_at] == 0) /* a place's first message */
		i18n_places[free_at] = (uint16_t)++kept_n;
	p = &i18n_kept[i18n_places[free_at]];
	p->ctx = ctx;
	p->id = msgid;
	p->text = lookup(ctx, msgid);
	/* msgid is a string literal, and gettext's translations stay where
	 * they are (this cache keeps them too) */
	sbuf_format_stable(p->text);
	return p->text;
}

const char *
i18n_ctext(const char *ctx, const char *text)
{
	return lookup(ctx, text);
}

const char *
i18n_cpgettext(const char *ctx, const char *full, const char *msgid)
{
	const char *t = i18n_cgettext(ctx, full);

	return t == full ? msgid : t;
}

const char *
i18n_pgettext(const char *full, const char *msgid)
{
	return i18n_cpgettext(NULL, full, msgid);
}

#undef ngettext
static const char *
ncache_probe(const char *ctx, const char *msgid, const char *plural,
    unsigned long n, size_t h)
{
	size_t free_at = h;
	bool have_free = false;
	const char *t = NULL;
	struct nkept *p;

	for (size_t k = 0; k < CACHE_PROBES; k++) {
		size_t i = (h + k) & (NCACHE_SIZE - 1);
		p = &nkept[nplaces[i]];
		if (nplaces[i] == 0) {
			if (!have_free) {
				free_at = i;
				have_free = true;
			}
			continue;
		}
		if (p->id == msgid && p->plural == plural && p->n == n &&
		    p->ctx == ctx)
			return p->text;
	}
	if (ctx != NULL) {
		char *key = context_key(ctx, msgid);
		t = ngettext(key, plural, n);
		if (t == key || t == plural)
			t = NULL; /* not the game's: the shared messages' */
		free(key);
	}
	if (nplaces[free_at] == 0)
		nplaces[free_at] = (uint16_t)++nkept_n;
	p = &nkept[nplaces[free_at]];
	p->ctx = ctx;
	p->id = msgid;
	p->plural = plural;
	p->n = n;
	p->text = t ? t : ngettext(msgid, plural, n);
	sbuf_format_stable(p->text);
	return p->text;
}

const char *
i18n_cngettext(const char *ctx, const char *msgid, const char *plural,
    unsigned long n)
{
	size_t h = i18n_hash(msgid, n) & (NCACHE_SIZE - 1);
	const struct nkept *p = &nkept[nplaces[h]];

	if (p->id == msgid && p->n == n && p->plural == plural &&
	    p->ctx == ctx)
		return p->text;
	return ncache_probe(ctx, msgid, plural, n, h);
}

/* Whether `dir` holds the French catalogue; noted among the places. */
static bool
try_dir(const char *dir)
{
	struct sbuf path = { 0 };
	bool ok;

	sbuf_printf(&path, "%s/%s", dir, CATALOGUE);
	ok = access(path.s, R_OK) == 0;
	sbuf_free(&path);
	if (places.len)
		sbuf_add(&places, ", ");
	sbuf_add(&places, dir);
	if (ok) {
		bindtextdomain("treeref", dir);
		found = true;
	}
	return ok;
}

/*
 * Find the French catalogue the way git finds its own files (its
 * RUNTIME_PREFIX): beside the executable first, so that the build tree
 * (./po/locale), any install prefix (PREFIX/bin/../share/locale) and an
 * install moved elsewhere all work; then the directory compiled in.
 * TREEREF_LOCALEDIR, when set, is the only place looked at.  Done once,
 * and only when French is asked for: English starts look at nothing.
 */
static bool
find_catalogue(void)
{
	const char *env = getenv("TREEREF_LOCALEDIR");
	char exe[PATH_MAX];
	ssize_t n;

	if (searched)
		return found;
	searched = true;
	if (env && *env)
		return try_dir(env);
	n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		struct sbuf dir = { 0 };
		char *slash;

		exe[n] = '\0';
		if ((slash = strrchr(exe, '/')) != NULL)
			*slash = '\0'; /* the executable's directory */
		sbuf_printf(&dir, "%s/po/locale", exe);
		bool ok = try_dir(dir.s);
		if (!ok && (slash = strrchr(exe, '/')) != NULL) {
			*slash = '\0'; /* its parent: PREFIX */
			sbuf_reset(&dir);
			sbuf_printf(&dir, "%s/share/locale", *exe ? exe : "");
			if (strcmp(dir.s, LOCALEDIR) != 0)
				ok = try_dir(dir.s);
		}
		sbuf_free(&dir);
		if (ok)
			return true;
	}
	return try_dir(LOCALEDIR);
}

const char *
i18n_searched(void)
{
	find_catalogue();
	return sbuf_str(&places);
}

static bool
is_c_locale(const char *name)
{
	return name == NULL || *name == '\0' || strcmp(name, "C") == 0 ||
	    strcmp(name, "POSIX") == 0;
}

/* Whether a language or locale name ("fr", "fr_CA.UTF-8") is `code`. */
static bool
names_language(const char *name, size_t len, const char *code)
{
	size_t n = strlen(code);

	return len >= n && strncmp(name, code, n) == 0 &&
	    (len == n || strchr("_.@", name[n]) != NULL);
}

/*
 * The language the environment asks for, as gettext reads it: the
 * messages' locale is the first set of LC_ALL, LC_MESSAGES and LANG;
 * under C (or none) the messages are English and LANGUAGE is ignored;
 * otherwise LANGUAGE, when set, decides alone (its first language treeref
 * has, else English), and without it the locale does.  Unlike gettext, a
 * French locale that is not generated on this machine still means French.
 */
static const char *
env_language(void)
{
	static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
	const char *locale = NULL, *list;

	for (size_t i = 0; i < sizeof vars / sizeof vars[0] && locale == NULL; i++) {
		const char *v = getenv(vars[i]);
		if (v && *v)
			locale = v;
	}
	if (is_c_locale(locale))
		return "en";
	list = getenv("LANGUAGE");
	if (list && *list) {
		while (*list) {
			size_t n = strcspn(list, ":");
			if (names_language(list, n, "fr"))
				return "fr";
			if (names_language(list, n, "en"))
				return "en";
			list += n;
			list += strspn(list, ":");
		}
		return "en";
	}
	return names_language(locale, strlen(locale), "fr") ? "fr" : "en";
}

void
i18n_init(void)
{
	/* Only what treeref uses: the messages and the character set.  Other
	 * categories stay "C", so CSV numbers never take a decimal comma,
	 * and start-up does not load a dozen locale files. */
	setlocale(LC_CTYPE, "");
	setlocale(LC_MESSAGES, "");
	bind_textdomain_codeset("treeref", "UTF-8");
	textdomain("treeref");
	/* A French wish without a catalogue falls back to English quietly:
	 * only an explicit --lang fr or lang fr is answered with why. */
	i18n_set(env_language());
}

static void
switch_to(const char *lang)
{
	const char *cur = setlocale(LC_MESSAGES, NULL);

	/* gettext ignores LANGUAGE under the C locale; C.UTF-8 is built into
	 * glibc and, unlike C, lets LANGUAGE choose the catalogue. */
	if (strcmp(lang, "fr") == 0 && is_c_locale(cur))
		setlocale(LC_MESSAGES, "C.UTF-8");
	setenv("LANGUAGE", lang, 1);
	/* Changing the domain flushes gettext's cache of translations. */
	textdomain("treeref");
	i18n_generation++;
	/* the messages kept are the other language's (none at start-up:
	 * its pages are left untouched) */
	if (kept_n > 0) {
		memset(i18n_places, 0, sizeof i18n_places);
		kept_n = 0;
	}
	if (nkept_n > 0) {
		memset(nplaces, 0, sizeof nplaces);
		nkept_n = 0;
	}
	/* TRANSLATORS: the code of the language of this catalogue. */
	lang_now = strcmp(gettext("en"), "fr") == 0 ? "fr" : "en";
}

enum i18n_status
i18n_set(const char *lang)
{
	if (strcmp(lang, "en") == 0) {
		switch_to("en");
		return I18N_OK;
	}
	if (strcmp(lang, "fr") != 0)
		return I18N_UNKNOWN;
	if (!find_catalogue())
		return I18N_NO_CATALOGUE;
	switch_to("fr");
	if (strcmp(i18n_lang(), "fr") != 0) {
		/* a catalogue that cannot be read, or a C library that cannot
		 * switch: say English, and mean it */
		switch_to("en");
		return I18N_NO_CATALOGUE;
	}
	return I18N_OK;
}

const char *
i18n_lang(void)
{
	return lang_now;
}

bool
i18n_small_after_name(void)
{
#define pgettext(context, msgid) i18n_pgettext(context "\004" msgid, msgid)
	/* TRANSLATORS: "capital" or "small", nothing else: how a sentence
	 * that follows "treeref: " begins in your language.  English: a
	 * capital ("treeref: Cannot write x.csv: ..."); GNU's French
	 * catalogues: a small letter ("small"). */
	return strcmp(pgettext("after the program's name", "capital"), "small") == 0;
#undef pgettext
}

bool
i18n_option(const char *lang)
{
	switch (i18n_set(lang)) {
	case I18N_UNKNOWN:
		fprintf(stderr, _("treeref: Unknown language \"%s\" (en or fr).\n"), lang);
		return false;
	case I18N_NO_CATALOGUE:
		fprintf(stderr, _("treeref: Cannot switch to French: no catalogue "
		    "fr/LC_MESSAGES/treeref.mo in %s; the messages stay in English.\n"),
		    i18n_searched());
		return true;
	default:
		return true;
	}
}
