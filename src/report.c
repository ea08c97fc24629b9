/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* report.c — turning verdicts into the text and JSON the user reads. */
#include "report.h"

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "i18n.h"

static void
print_lines(FILE *fp, const char *text, const char *source, long lineno)
{
	while (*text) {
		size_t n = strcspn(text, "\n");
		/* the place, then the language's spacing before the text */
		if (source)
			fprintf(fp, _("%s:%ld: "), source, lineno);
		fwrite(text, 1, n, fp);
		fputc('\n', fp);
		text += n;
		if (*text == '\n')
			text++;
	}
}

void
report_text(const struct verdict *v, const char *source, long lineno)
{
	if (v->ok) {
		print_lines(stdout, sbuf_str(&v->msg), NULL, 0);
		print_lines(stdout, sbuf_str(&v->news), NULL, 0);
	} else {
		fflush(stdout);
		print_lines(stderr, sbuf_str(&v->msg), source, lineno);
	}
}

static void
json_string_n(FILE *fp, const char *s, size_t n)
{
	static struct sbuf b;

	sbuf_reset(&b);
	sbuf_json(&b, s, n);
	fwrite(b.s, 1, b.len, fp);
}

void
report_json_string(FILE *fp, const char *s)
{
	json_string_n(fp, s, strlen(s));
}

/* The text without its final newline, as JSON. */
static void
json_text(const struct sbuf *b)
{
	const char *s = sbuf_str(b);
	size_t n = strlen(s);

	while (n > 0 && s[n - 1] == '\n')
		n--;
	json_string_n(stdout, s, n);
}

void
report_json(const struct verdict *v, const char *source, long lineno,
    const char *command)
{
	printf("{\"line\": %ld, \"source\": ", lineno);
	report_json_string(stdout, source ? source : "-");
	fputs(", \"command\": ", stdout);
	report_json_string(stdout, command ? command : "");
	printf(", \"ok\": %s, \"rules\": [", v->ok ? "true" : "false");
	for (int i = 0; i < v->nrules; i++) {
		if (i)
			fputs(", ", stdout);
		report_json_string(stdout, v->rules[i]);
	}
	fputs("], \"message\": ", stdout);
	json_text(&v->msg);
	fputs(", \"events\": ", stdout);
	json_text(&v->news);
	fputs(sbuf_str(&v->data), stdout);
	fputs("}\n", stdout);
}
