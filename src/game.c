/* game.c — the verdict and score-sheet helpers every game fills in. */
#include "game.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void
verdict_init(struct verdict *v)
{
	v->ok = true;
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

static void
vline(struct sbuf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		return;
	char *tmp = xmalloc((size_t)n + 1);
	vsnprintf(tmp, (size_t)n + 1, fmt, ap);
	sbuf_add(b, tmp);
	free(tmp);
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

	va_start(ap, fmt);
	vline(&v->msg, fmt, ap);
	va_end(ap);
}

void
verdict_announce(struct verdict *v, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vline(&v->news, fmt, ap);
	va_end(ap);
}

void
sheet_init(struct sheet *s, int ncols)
{
	*s = (struct sheet){ .ncols = ncols };
}

void
sheet_field(struct sheet *s, const char *text)
{
	s->cells = xrealloc(s->cells, sizeof *s->cells * (size_t)(s->nfields + 1));
	s->cells[s->nfields++] = xstrdup(text);
	if (s->ncols > 0)
		s->nrows = (s->nfields + s->ncols - 1) / s->ncols;
}

void
sheet_fieldf(struct sheet *s, const char *fmt, ...)
{
	struct sbuf b = { 0 };
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		n = 0;
	b.s = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(b.s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sheet_field(s, b.s);
	sbuf_free(&b);
}

const char *
sheet_cell(const struct sheet *s, int row, int col)
{
	int i = row * s->ncols + col;

	if (s->ncols <= 0 || col >= s->ncols || i >= s->nfields)
		return "";
	return s->cells[i];
}

void
sheet_free(struct sheet *s)
{
	for (int i = 0; i < s->nfields; i++)
		free(s->cells[i]);
	free(s->cells);
	*s = (struct sheet){ 0 };
}
