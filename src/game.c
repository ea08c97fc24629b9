/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* game.c — the verdict and score-sheet helpers every game fills in. */
#include "game.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
verdict_init(struct verdict *v)
{
	v->ok = true;
	v->quiet = false;
	v->nrules = 0;
	v->msg = (struct sbuf){ 0 };
	v->news = (struct sbuf){ 0 };
}

void
verdict_clear(struct verdict *v)
{
	v->ok = true;
	v->nrules = 0;
	sbuf_reset(&v->msg);
	sbuf_reset(&v->news);
}

void
verdict_free(struct verdict *v)
{
	sbuf_free(&v->msg);
	sbuf_free(&v->news);
}

void
verdict_rule(struct verdict *v, const char *id)
{
	for (int i = 0; i < v->nrules; i++)
		if (v->rules[i] == id)
			return;
	if (v->nrules < VERDICT_MAX_RULES)
		v->rules[v->nrules++] = id;
}

/* Append a formatted line, formatting straight into the buffer. */
static void
vline(struct sbuf *b, const char *fmt, va_list ap)
{
	va_list aq;
	size_t room = b->cap > b->len ? b->cap - b->len : 0;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(room ? b->s + b->len : NULL, room, fmt, aq);
	va_end(aq);
	if (n < 0)
		return;
	if ((size_t)n >= room) {
		b->cap = b->len + (size_t)n + 64;
		b->s = xrealloc(b->s, b->cap);
		vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	}
	b->len += (size_t)n;
	if (b->len == 0 || b->s[b->len - 1] != '\n')
		sbuf_addc(b, '\n');
}

bool
verdict_fail(struct verdict *v, const char *fmt, ...)
{
	va_list ap;

	v->ok = false;
	va_start(ap, fmt);
	vline(&v->msg, fmt, ap);
	va_end(ap);
	return false;
}

void
verdict_say(struct verdict *v, const char *fmt, ...)
{
	va_list ap;

	if (v->quiet)
		return;
	va_start(ap, fmt);
	vline(&v->msg, fmt, ap);
	va_end(ap);
}

void
verdict_announce(struct verdict *v, const char *fmt, ...)
{
	va_list ap;

	if (v->quiet)
		return;
	va_start(ap, fmt);
	vline(&v->news, fmt, ap);
	va_end(ap);
}

void
sheet_init(struct sheet *s, int ncols)
{
	*s = (struct sheet){ .ncols = ncols };
}

/* Cells live in one buffer, so a sheet costs a few allocations however
 * many cells it has. */
static void
next_cell(struct sheet *s)
{
	if ((size_t)s->nfields == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 16;
		s->offs = xrealloc(s->offs, s->cap * sizeof *s->offs);
	}
	s->offs[s->nfields++] = s->text.len;
	if (s->ncols > 0)
		s->nrows = (s->nfields + s->ncols - 1) / s->ncols;
}

void
sheet_field(struct sheet *s, const char *text)
{
	next_cell(s);
	sbuf_add(&s->text, text);
	sbuf_addc(&s->text, '\0');
}

void
sheet_fieldf(struct sheet *s, const char *fmt, ...)
{
	va_list ap;

	next_cell(s);
	va_start(ap, fmt);
	if (strcmp(fmt, "%d") == 0) {
		/* most cells are one number: skip printf's machinery */
		char buf[16], *p = buf + sizeof buf;
		int n = va_arg(ap, int);
		unsigned u = n < 0 ? 0u - (unsigned)n : (unsigned)n;
		*--p = '\0';
		do
			*--p = (char)('0' + u % 10);
		while ((u /= 10) != 0);
		if (n < 0)
			*--p = '-';
		va_end(ap);
		sbuf_add(&s->text, p);
		sbuf_addc(&s->text, '\0');
		return;
	}
	vline(&s->text, fmt, ap);
	va_end(ap);
	s->text.s[s->text.len - 1] = '\0'; /* vline ended it with \n */
}

const char *
sheet_cell(const struct sheet *s, int row, int col)
{
	int i = row * s->ncols + col;

	if (s->ncols <= 0 || col >= s->ncols || i >= s->nfields)
		return "";
	return s->text.s + s->offs[i];
}

void
sheet_reset(struct sheet *s)
{
	s->nfields = s->nrows = 0;
	sbuf_reset(&s->text);
	s->text.len = 0;
}

void
sheet_free(struct sheet *s)
{
	free(s->offs);
	sbuf_free(&s->text);
	*s = (struct sheet){ 0 };
}
