/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* util.c — allocation wrappers and the growable string. */
#include "util.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void
out_of_memory(void)
{
	fputs("treeref: out of memory\n", stderr);
	exit(2);
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		out_of_memory();
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		out_of_memory();
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		out_of_memory();
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

static void
sbuf_grow(struct sbuf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	while (b->len + extra + 1 > b->cap)
		b->cap = b->cap ? b->cap * 2 : 64;
	b->s = xrealloc(b->s, b->cap);
}

int
make_parent_dirs(const char *path)
{
	char *p = xstrdup(path);
	int rc = 0;

	for (char *s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0700) != 0 && errno != EEXIST) {
			rc = -1;
			break;
		}
		*s = '/';
	}
	free(p);
	return rc;
}

void
sbuf_add(struct sbuf *b, const char *s)
{
	size_t n = strlen(s);

	sbuf_grow(b, n);
	memcpy(b->s + b->len, s, n + 1);
	b->len += n;
}

void
sbuf_addc(struct sbuf *b, char c)
{
	sbuf_grow(b, 1);
	b->s[b->len++] = c;
	b->s[b->len] = '\0';
}

void
sbuf_printf(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	sbuf_grow(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

void
sbuf_reset(struct sbuf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
}

void
sbuf_free(struct sbuf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

const char *
sbuf_str(const struct sbuf *b)
{
	return b->s ? b->s : "";
}

void
sbuf_trim_end(struct sbuf *b)
{
	while (b->len > 0 && b->s[b->len - 1] == ' ')
		b->s[--b->len] = '\0';
}

void
sbuf_escape(struct sbuf *b, const char *s, size_t n,
    const char *const table[128], bool controls)
{
	static const char hex[] = "0123456789abcdef";

	for (const unsigned char *p = (const unsigned char *)s; n-- > 0; p++) {
		if (*p < 128 && table[*p]) {
			sbuf_add(b, table[*p]);
		} else if (controls && (*p < 0x20 || *p == 0x7f)) {
			sbuf_add(b, "\\u00");
			sbuf_addc(b, hex[*p >> 4]);
			sbuf_addc(b, hex[*p & 15]);
		} else {
			sbuf_addc(b, (char)*p);
		}
	}
}

void
sbuf_json(struct sbuf *b, const char *s, size_t n)
{
	static const char *const escapes[128] = {
		['"'] = "\\\"", ['\\'] = "\\\\", ['\n'] = "\\n",
		['\t'] = "\\t", ['\r'] = "\\r",
	};

	sbuf_addc(b, '"');
	sbuf_escape(b, s, n, escapes, true);
	sbuf_addc(b, '"');
}
