/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* journal_text.c — the journal's line format: each line its text in
 * plain words, a tab, its sequence number and a CRC-32; records ("@KEY
 * VALUE") among the commands; reading a journal back up to its first
 * damaged line.  journal.c writes, locks, repairs and keeps aside. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "journal.h"
#include "util.h"

#include "journal_int.h"

/* CRC-32 (IEEE 802.3, as zlib's crc32) of `n` bytes. */
static unsigned long
crc32_of(const char *s, size_t n)
{
	unsigned long crc = 0xffffffffUL;

	for (size_t i = 0; i < n; i++) {
		crc ^= (unsigned char)s[i];
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xedb88320UL & (0UL - (crc & 1)));
	}
	return crc ^ 0xffffffffUL;
}

/* One checked line: `text`, a tab, `seq`, a space, the checksum of what
 * precedes it, a newline. */
void
journal_encode_line(struct sbuf *out, const char *text, size_t len,
    unsigned long seq)
{
	size_t start = out->len;

	sbuf_addn(out, text, len);
	sbuf_printf(out, "\t%lu", seq);
	sbuf_printf(out, " %08lx\n", crc32_of(out->s + start, out->len - start));
}

/* The text of a checked line of `n` bytes (no newline): true, with the
 * text's length and the sequence number, when its checksum is right. */
static bool
decode_line(const char *s, size_t n, size_t *len, unsigned long *seq)
{
	size_t tab = n, i;
	unsigned long crc = 0, num = 0;

	while (tab > 0 && s[tab - 1] != '\t')
		tab--;
	if (tab == 0 || n < 11 || s[n - 9] != ' ')
		return false;
	for (i = tab; i < n - 9; i++) {
		if (s[i] < '0' || s[i] > '9' || i - tab >= 18)
			return false;
		num = num * 10 + (unsigned long)(s[i] - '0');
	}
	if (i == tab || (s[tab] == '0' && i - tab > 1))
		return false;
	for (i = n - 8; i < n; i++) {
		int d = s[i] >= '0' && s[i] <= '9' ? s[i] - '0' :
		    s[i] >= 'a' && s[i] <= 'f' ? s[i] - 'a' + 10 : -1;
		if (d < 0)
			return false;
		crc = crc * 16 + (unsigned long)d;
	}
	if (crc != crc32_of(s, n - 9))
		return false;
	*len = tab - 1;
	*seq = num;
	return true;
}

bool
journal_key_ok(const char *k, size_t n)
{
	if (n == 0 || n > 32)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!((k[i] >= 'a' && k[i] <= 'z') || (k[i] >= '0' && k[i] <= '9') ||
		    k[i] == '_' || k[i] == '.' || k[i] == '-'))
			return false;
	return true;
}

/* "@KEY VALUE", the value escaped so that the line stays one line. */
void
journal_encode_record(struct sbuf *out, const char *key, const char *value)
{
	sbuf_addc(out, '@');
	sbuf_add(out, key);
	sbuf_addc(out, ' ');
	for (const char *p = value; *p; p++)
		switch (*p) {
		case '\\': sbuf_add(out, "\\\\"); break;
		case '\n': sbuf_add(out, "\\n"); break;
		case '\t': sbuf_add(out, "\\t"); break;
		case '\r': sbuf_add(out, "\\r"); break;
		default: sbuf_addc(out, *p);
		}
}

/* A record's text (after its "@"): false when it is not well formed. */
static bool
decode_record(const char *s, size_t n, struct journal_record *r)
{
	size_t k = 0;
	struct sbuf v = { 0 };

	while (k < n && s[k] != ' ')
		k++;
	if (!journal_key_ok(s, k))
		return false;
	sbuf_add(&v, "");
	for (size_t i = k + 1; i < n; i++) {
		char c = s[i];
		if (c == '\0' || c == '\n' || c == '\t' || c == '\r')
			goto bad;
		if (c == '\\') {
			if (++i == n)
				goto bad;
			c = s[i] == 'n' ? '\n' : s[i] == 't' ? '\t' :
			    s[i] == 'r' ? '\r' : s[i] == '\\' ? '\\' : 0;
			if (c == 0)
				goto bad;
		}
		sbuf_addc(&v, c);
	}
	r->key = xmalloc(k + 1);
	memcpy(r->key, s, k);
	r->key[k] = '\0';
	r->value = v.s;
	return true;
bad:
	sbuf_free(&v);
	return false;
}

static void
add_command(struct journal_text *t, const char *s, size_t len, size_t lineno,
    size_t off, size_t *room)
{
	if (t->n == *room) {
		*room = *room ? *room * 2 : 64;
		t->line = xrealloc(t->line, *room * sizeof *t->line);
		t->len = xrealloc(t->len, *room * sizeof *t->len);
		t->lineno = xrealloc(t->lineno, *room * sizeof *t->lineno);
		t->off = xrealloc(t->off, *room * sizeof *t->off);
	}
	t->line[t->n] = xmalloc(len + 1);
	memcpy(t->line[t->n], s, len);
	t->line[t->n][len] = '\0';
	t->len[t->n] = len;
	t->lineno[t->n] = lineno;
	t->off[t->n++] = off;
}

/*
 * Read `n` bytes of journal.  Lines before the first checked one are
 * commands of a journal written before the checksums; from the first
 * checked line (which must be number 1) on, each line must pass its
 * check and follow the one before: the first that does not is
 * `bad_line`, and nothing is read from it on.  Returns the last
 * sequence number read (0: none).
 */
unsigned long
journal_parse_text(const char *s, size_t n, struct journal_text *t)
{
	size_t room = 0, rroom = 0, start = 0, lineno = 0;
	unsigned long last = 0, seq;
	size_t len;

	memset(t, 0, sizeof *t);
	t->size = n;
	for (size_t i = 0; i < n; i++) {
		if (s[i] != '\n')
			continue;
		const char *line = s + start;
		size_t llen = i - start;
		lineno++;
		t->lines++;
		if (t->bad_line) {
			start = i + 1;
			continue;
		}
		if (!decode_line(line, llen, &len, &seq)) {
			if (last != 0)
				goto bad;
			add_command(t, line, llen, lineno, start, &room);
		} else {
			struct journal_record r;
			if (seq != last + 1 || (last == 0 && seq != 1))
				goto bad;
			if (len > 0 && line[0] == '@') {
				if (memchr(line, '\0', len) != NULL ||
				    !decode_record(line + 1, len - 1, &r))
					goto bad;
				if (seq == 1 && strcmp(r.key, "journal") == 0) {
					free(r.key);
					free(r.value);
				} else {
					if (t->nrec == rroom) {
						rroom = rroom ? rroom * 2 : 8;
						t->rec = xrealloc(t->rec, rroom * sizeof *t->rec);
					}
					r.before = t->n;
					t->rec[t->nrec++] = r;
				}
			} else if (seq == 1) {
				goto bad; /* a checked journal starts with its header */
			} else {
				add_command(t, line, len, lineno, start, &room);
			}
			last = seq;
		}
		start = i + 1;
		continue;
bad:
		t->bad_line = lineno;
		t->good = start;
		start = i + 1;
	}
	t->torn = n - start;
	if (t->bad_line == 0)
		t->good = start;
	return last;
}

/* The bytes of a file. */
bool
journal_slurp(const char *path, struct sbuf *all)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	char buf[65536];
	ssize_t got;
	int err;

	sbuf_add(all, "");
	if (fd < 0)
		return false;
	while ((got = read(fd, buf, sizeof buf)) != 0) {
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			err = errno;
			close(fd);
			errno = err;
			return false;
		}
		sbuf_addn(all, buf, (size_t)got);
	}
	close(fd);
	return true;
}

bool
journal_read(const char *path, struct journal_text *t)
{
	struct sbuf all = { 0 };
	bool ok = journal_slurp(path, &all);
	int err = errno;

	/* bytes, never C strings: a power cut can leave NUL bytes anywhere */
	if (ok)
		journal_parse_text(all.s, all.len, t);
	else
		memset(t, 0, sizeof *t);
	sbuf_free(&all);
	errno = err;
	return ok;
}

void
journal_text_free(struct journal_text *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->line[i]);
	for (size_t i = 0; i < t->nrec; i++) {
		free(t->rec[i].key);
		free(t->rec[i].value);
	}
	free(t->line);
	free(t->len);
	free(t->lineno);
	free(t->off);
	free(t->rec);
	memset(t, 0, sizeof *t);
}

bool
journal_waits_for_archive(const struct journal_text *t, const char **why)
{
	size_t err = 0, done = 0;

	for (size_t r = 0; r < t->nrec; r++) {
		if (strcmp(t->rec[r].key, "archive_error") == 0) {
			err = r + 1;
			*why = t->rec[r].value;
		} else if (strcmp(t->rec[r].key, "archived") == 0) {
			done = r + 1;
		}
	}
	return err > done;
}
