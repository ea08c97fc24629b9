/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* people.c — players across logs for standings, report and seat: the
 * spellings that are one person (names matched as at new, and a people
 * file's lines "Bruno Dupont = bruno, bdupont") and the one way each
 * person is shown in a whole output.  The log walk (walk.c) renames
 * each game's players so as it hands the game over, so that every
 * reader, and every text a game writes about its players, agree. */
#include "people.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "util.h"

#define PEOPLE_NAME_SIZE 64 /* as a name at new: 63 bytes at most */

struct person {
	char *shown;
	enum people_source from;
	int line;              /* its line in the people file, or 0 */
};

struct spelling {
	char *text;
	unsigned long hash;
	size_t person;
	size_t next;           /* the next in its bucket, + 1 (0: none) */
};

static struct {
	bool on;
	struct person *p;
	size_t np, pcap;
	struct spelling *sp;
	size_t nsp, spcap;
	size_t *bucket;        /* index + 1 of the first spelling, 0: none */
	size_t nbucket;
} people;

bool
people_on(void)
{
	return people.on;
}

void
people_end(void)
{
	for (size_t i = 0; i < people.np; i++)
		free(people.p[i].shown);
	for (size_t i = 0; i < people.nsp; i++)
		free(people.sp[i].text);
	free(people.p);
	free(people.sp);
	free(people.bucket);
	memset(&people, 0, sizeof people);
}

static long
find_spelling(const char *text)
{
	unsigned long h;

	if (people.nbucket == 0)
		return -1;
	h = cmd_word_hash(text);
	for (size_t k = people.bucket[h % people.nbucket]; k; k = people.sp[k - 1].next)
		if (people.sp[k - 1].hash == h && cmd_word_eq(people.sp[k - 1].text, text))
			return (long)k - 1;
	return -1;
}

static void
rehash(void)
{
	free(people.bucket);
	people.nbucket = people.nbucket ? people.nbucket * 2 : 64;
	people.bucket = xcalloc(people.nbucket, sizeof *people.bucket);
	for (size_t i = 0; i < people.nsp; i++) {
		size_t b = people.sp[i].hash % people.nbucket;
		people.sp[i].next = people.bucket[b];
		people.bucket[b] = i + 1;
	}
}

static void
add_spelling(const char *text, size_t person)
{
	if (find_spelling(text) >= 0)
		return;
	if (people.nsp == people.spcap) {
		people.spcap = people.spcap ? people.spcap * 2 : 64;
		people.sp = xrealloc(people.sp, people.spcap * sizeof *people.sp);
	}
	struct spelling *s = &people.sp[people.nsp++];
	s->text = xstrdup(text);
	s->hash = cmd_word_hash(text);
	s->person = person;
	if (people.nsp > people.nbucket) {
		rehash();
	} else {
		size_t b = s->hash % people.nbucket;
		s->next = people.bucket[b];
		people.bucket[b] = people.nsp;
	}
}

static size_t
add_person(const char *shown, enum people_source from, int line)
{
	if (people.np == people.pcap) {
		people.pcap = people.pcap ? people.pcap * 2 : 64;
		people.p = xrealloc(people.p, people.pcap * sizeof *people.p);
	}
	people.p[people.np].shown = xstrdup(shown);
	people.p[people.np].from = from;
	people.p[people.np].line = line;
	add_spelling(shown, people.np);
	return people.np++;
}

const char *
people_name(const char *typed, enum people_source from)
{
	long k;

	if (!people.on)
		return typed;
	if ((k = find_spelling(typed)) < 0) {
		size_t who = add_person(typed, from, 0); /* may move people.p */
		return people.p[who].shown;
	}
	struct person *p = &people.p[people.sp[k].person];
	if (from > p->from && p->from != PEOPLE_FILE) {
		free(p->shown);
		p->shown = xstrdup(typed);
		p->from = from;
	}
	return p->shown;
}

const struct session *
people_show(struct session *s)
{
	const struct game_ops *g = session_game(s);
	enum people_source from = session_finished(s) ? PEOPLE_FINISHED :
	    PEOPLE_UNFINISHED;

	for (int i = 0; people.on && i < game_nplayers(g, session_state(s)); i++) {
		const char *typed = game_player(g, session_state(s), i);
		const char *shown = people_name(typed, from);
		/* a name too long for the game's state stays as typed */
		if (strcmp(shown, typed) != 0)
			session_rename_player(s, i, shown);
	}
	return s;
}

bool
people_same(const char *a, const char *b)
{
	long ka = people.on ? find_spelling(a) : -1;
	long kb = people.on ? find_spelling(b) : -1;

	if (ka >= 0 && kb >= 0)
		return people.sp[ka].person == people.sp[kb].person;
	return cmd_word_eq(a, b);
}

bool
people_vfail(const char *path, int line, const char *fmt, va_list ap)
{
	struct sbuf why = { 0 };

	flush_stdout();
	sbuf_vprintf(&why, fmt, ap);
	/* one line: a verdict's message ends with its newline, which would
	 * leave the full stop below alone on a line of its own */
	while (why.len > 0 && strchr(" \n", why.s[why.len - 1]))
		why.s[--why.len] = '\0';
	/* a sentence after its place, as every error is */
	if (fmt[0] != '%')
		render_capital_at(&why, 0);
	if (!verdict_line_ended(sbuf_str(&why), why.len))
		sbuf_addc(&why, '.');
	/* FILE:LINE: first, as a compiler writes it, in every language:
	 * editors jump to it (no program name before it, no space) */
	fprintf(stderr, "%s:%d: %s\n", path, line, sbuf_str(&why));
	sbuf_free(&why);
	return false;
}

static bool
fail(const char *path, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool
fail(const char *path, int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	people_vfail(path, line, fmt, ap);
	va_end(ap);
	return false;
}

static char *
trim(char *t)
{
	size_t n;

	while (*t == ' ' || *t == '\t')
		t++;
	n = strlen(t);
	while (n > 0 && strchr(" \t\r\n", t[n - 1]))
		t[--n] = '\0';
	return t;
}

char *
people_file_line(FILE *fp, const char *path, char **buf, size_t *cap,
    int *line, bool *bad)
{
	ssize_t len = getline(buf, cap, fp);
	char *t, *hash;
	const char *problem;

	if (len < 0) {
		if (ferror(fp)) {
			fprintf(stderr, _("treeref: %s: %s.\n"), path, strerror(errno));
			*bad = true;
		}
		return NULL;
	}
	t = *buf;
	if (++*line == 1)
		t += utf8_bom_len(*buf, (size_t)len);
	problem = cmd_line_problem(t, strlen(t));
	if (problem != NULL || (size_t)len != strlen(*buf)) {
		/* our words, not the user's: a sentence's capital, as fail()
		 * gives a message of its own */
		struct sbuf why = { 0 };
		sbuf_add(&why, problem ? problem : _("the line holds a NUL byte"));
		render_capital_at(&why, 0);
		fail(path, *line, "%s", why.s);
		sbuf_free(&why);
		*bad = true;
		return NULL;
	}
	if ((hash = strchr(t, '#')) != NULL)
		*hash = '\0';
	return trim(t);
}

/* A name of a people file's line, in NFC, checked as at new; NULL after
 * saying why. */
static char *
checked_name(const char *path, int line, const char *text)
{
	struct verdict v;
	char *name = utf8_nfc(text);
	long k;

	verdict_init(&v);
	if (!game_check_name(name, PEOPLE_NAME_SIZE, &v)) {
		fail(path, line, "%s", sbuf_str(&v.msg));
		free(name);
		name = NULL;
	} else if ((k = find_spelling(name)) >= 0) {
		const struct person *p = &people.p[people.sp[k].person];
		fail(path, line, _("\"%s\" is already a name of %s (line %d): a "
		    "name can be one person's only"), name, p->shown, p->line);
		free(name);
		name = NULL;
	}
	verdict_free(&v);
	return name;
}

/* "Bruno Dupont = bruno, bdupont": the name shown, then the names typed
 * at new; the shown name is one of them too. */
static bool
read_person(const char *path, int line, char *text)
{
	char *eq = strchr(text, '='), *shown, *names, *item;
	bool ok = true;
	size_t who;

	if (eq == NULL)
		return fail(path, line, _("\"%s\": write the name shown, then = "
		    "and the names typed at new, as in: Bruno Dupont = bruno, "
		    "bdupont"), text);
	*eq = '\0';
	names = eq + 1;
	if ((shown = checked_name(path, line, trim(text))) == NULL)
		return false;
	who = add_person(shown, PEOPLE_FILE, line);
	free(shown);
	if (*trim(names) == '\0')
		return fail(path, line, _("no name after \"=\": write the names "
		    "typed at new, as in: Bruno Dupont = bruno, bdupont"));
	for (char *next = names; ok && next != NULL; ) {
		item = next;
		if ((next = strchr(item, ',')) != NULL)
			*next++ = '\0';
		item = trim(item);
		if (strpbrk(item, " \t")) {
			ok = fail(path, line, _("\"%s\": the names typed at new are "
			    "one word each, written between commas"), item);
			break;
		}
		/* the same name twice on a line says nothing wrong */
		long k = *item ? find_spelling(item) : -1;
		if (k >= 0 && people.sp[k].person == who)
			continue;
		char *name = checked_name(path, line, item);
		if (name == NULL) {
			ok = false;
			break;
		}
		add_spelling(name, who);
		free(name);
	}
	return ok;
}

bool
people_start(const char *path)
{
	FILE *fp;
	char *buf = NULL, *t;
	size_t cap = 0;
	int line = 0;
	bool bad = false;

	people_end();
	people.on = true;
	if (path == NULL)
		return true;
	if ((fp = fopen(path, "r")) == NULL) {
		fprintf(stderr, _("treeref: %s: %s.\n"), path, strerror(errno));
		return false;
	}
	/* every line's fault said, not only the first */
	while ((t = people_file_line(fp, path, &buf, &cap, &line, &bad)) != NULL)
		if (*t != '\0' && !read_person(path, line, t))
			bad = true;
	free(buf);
	fclose(fp);
	return !bad;
}
