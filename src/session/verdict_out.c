/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* verdict_out.c — turning verdicts into the text and JSON the user reads. */
#include "verdict_out.h"

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"

/* Each line of `text`, prefixed with "SOURCE:LINE: " when source is
 * given; the last one ended with a newline. */
static void
add_lines(struct sbuf *out, const char *text, const char *source, long lineno)
{
	size_t n = strlen(text);

	if (n == 0)
		return;
	if (source == NULL) {
		/* the lines as they are: one copy */
		sbuf_add(out, text);
		if (text[n - 1] != '\n')
			sbuf_addc(out, '\n');
		return;
	}
	while (*text) {
		n = strcspn(text, "\n");
		/* the place, then the language's spacing before the text */
		sbuf_printf(out, _("%s:%ld: "), source, lineno);
		sbuf_printf(out, "%.*s\n", (int)n, text);
		text += n;
		if (*text == '\n')
			text++;
	}
}

bool
verdict_text_to(struct sbuf *out, const struct verdict *v, const char *source,
    long lineno)
{
	if (v->ok) {
		add_lines(out, sbuf_str(&v->msg), NULL, 0);
		add_lines(out, sbuf_str(&v->news), NULL, 0);
	} else {
		add_lines(out, sbuf_str(&v->msg), source, lineno);
	}
	return v->ok;
}

/* The text without its final newline, as JSON. */
static void
json_text(struct sbuf *out, const struct sbuf *b)
{
	const char *s = sbuf_str(b);
	size_t n = strlen(s);

	while (n > 0 && s[n - 1] == '\n')
		n--;
	sbuf_json(out, s, n);
}

/* The text's lines as an array of strings (announcements: one each). */
static void
json_lines(struct sbuf *out, const struct sbuf *b)
{
	const char *s = sbuf_str(b);
	bool first = true;

	sbuf_addc(out, '[');
	while (*s) {
		size_t n = strcspn(s, "\n");
		if (n > 0) {
			if (!first)
				sbuf_add(out, ", ");
			sbuf_json(out, s, n);
			first = false;
		}
		s += n;
		if (*s == '\n')
			s++;
	}
	sbuf_addc(out, ']');
}

void
verdict_json_to(struct sbuf *out, const struct verdict *v, const char *source,
    long lineno, const char *command)
{
	sbuf_printf(out, "{\"line\": %ld, \"source\": ", lineno);
	source = source ? source : "-";
	sbuf_json(out, source, strlen(source));
	sbuf_add(out, ", \"command\": ");
	command = command ? command : "";
	sbuf_json(out, command, strlen(command));
	sbuf_add(out, v->ok ? ", \"ok\": true, \"rules\": [" : ", \"ok\": false, \"rules\": [");
	for (int i = 0; i < v->nrules; i++) {
		if (i)
			sbuf_add(out, ", ");
		sbuf_json(out, v->rules[i], strlen(v->rules[i]));
	}
	sbuf_add(out, "], \"message\": ");
	json_text(out, &v->msg);
	sbuf_add(out, ", \"events\": ");
	json_lines(out, &v->news);
	sbuf_add(out, sbuf_str(&v->run.data));
	sbuf_add(out, "}\n");
}

/* Write what was rendered, an error on stderr after what stdout holds. */
static void
emit(const struct sbuf *b, FILE *fp)
{
	if (fp == stderr)
		flush_stdout();
	fwrite(b->s, 1, b->len, fp);
}

/* The lines of `b` as they are on standard output, ended with a
 * newline. */
static void
put_lines(const struct sbuf *b)
{
	if (b->len == 0)
		return;
	stdout_put(b->s, b->len);
	if (b->s[b->len - 1] != '\n')
		stdout_put("\n", 1);
}

void
verdict_print(const struct verdict *v, const char *source, long lineno)
{
	static struct sbuf b;

	if (v->ok) {
		/* an answer: its lines as they are (what verdict_text_to
		 * writes), straight into stdout's buffer */
		put_lines(&v->msg);
		put_lines(&v->news);
		return;
	}
	sbuf_reset(&b);
	if (verdict_text_to(&b, v, source, lineno))
		emit(&b, stdout);
	else
		emit(&b, stderr);
}

void
verdict_print_json(const struct verdict *v, const char *source, long lineno,
    const char *command)
{
	static struct sbuf b;

	sbuf_reset(&b);
	verdict_json_to(&b, v, source, lineno, command);
	emit(&b, stdout);
}
