/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* util.c — allocation wrappers and the growable string. */
#include "util.h"

#include <errno.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

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

/* Room for `extra` more bytes and the NUL: the test is inline, the
 * growing (rare once a buffer has served a few lines) out of line. */
static void
sbuf_grow_slow(struct sbuf *b, size_t extra)
{
	while (b->len + extra + 1 > b->cap)
		b->cap = b->cap ? b->cap * 2 : 64;
	b->s = xrealloc(b->s, b->cap);
}

static inline void
sbuf_grow(struct sbuf *b, size_t extra)
{
	if (b->len + extra + 1 > b->cap)
		sbuf_grow_slow(b, extra);
}

/* Append n bytes without writing the NUL: the callers end the text. */
static inline void
put(struct sbuf *b, const char *s, size_t n)
{
	sbuf_grow(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
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

static void
add_number(struct sbuf *b, unsigned long long u, bool negative)
{
	char buf[24], *p = buf + sizeof buf;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (negative)
		*--p = '-';
	put(b, p, (size_t)(buf + sizeof buf - p));
}

void
sbuf_addn(struct sbuf *b, const char *s, size_t n)
{
	put(b, s, n);
	b->s[b->len] = '\0';
}

/*
 * The conversions almost every message uses (%s %d %ld %zu %u %c %%,
 * without flags, width or precision) are formatted straight into the
 * buffer, in one pass over the format: printf's machinery costs more
 * than the message.  A format holding anything else (a width, a
 * position such as %1$s) is handed whole to vsnprintf, after taking
 * back what the pass wrote.
 */
void
sbuf_vprintf(struct sbuf *b, const char *fmt, va_list ap)
{
	const size_t start = b->len;
	const char *p = fmt, *end = fmt + strlen(fmt);
	va_list aq, az;
	int n;

	va_copy(aq, ap);
	sbuf_grow(b, (size_t)(end - fmt)); /* the text around the conversions */
	while (p < end) {
		const char *pc = memchr(p, '%', (size_t)(end - p));

		if (pc == NULL) {
			put(b, p, (size_t)(end - p));
			break;
		}
		put(b, p, (size_t)(pc - p));
		p = pc + 1;
		char len = (*p == 'l' || *p == 'z') ? *p++ : 0;
		if (*p == 's' && !len) {
			const char *s = va_arg(ap, const char *);
			if (s == NULL)
				s = "(null)";
			put(b, s, strlen(s));
		} else if (*p == 'd') {
			long long v = len == 'l' ? va_arg(ap, long) :
			    len == 'z' ? (long long)va_arg(ap, ssize_t) : va_arg(ap, int);
			add_number(b, v < 0 ? 0ULL - (unsigned long long)v :
			    (unsigned long long)v, v < 0);
		} else if (*p == 'u') {
			add_number(b, len == 'l' ? va_arg(ap, unsigned long) :
			    len == 'z' ? va_arg(ap, size_t) : va_arg(ap, unsigned), false);
		} else if (*p == 'c' && !len) {
			char c = (char)va_arg(ap, int);
			put(b, &c, 1);
		} else if (*p == '%' && !len) {
			put(b, "%", 1);
		} else {
			b->len = start; /* not ours: printf formats it all */
			goto printf_it;
		}
		p++;
	}
	b->s[b->len] = '\0';
	va_end(aq);
	return;

printf_it:
	/* `ap` is partly used: both passes of printf start from copies */
	va_copy(az, aq);
	n = vsnprintf(NULL, 0, fmt, az);
	va_end(az);
	b->s[b->len] = '\0';
	if (n >= 0) {
		sbuf_grow(b, (size_t)n);
		vsnprintf(b->s + b->len, (size_t)n + 1, fmt, aq);
		b->len += (size_t)n;
	}
	va_end(aq);
}

void
sbuf_printf(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sbuf_vprintf(b, fmt, ap);
	va_end(ap);
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
