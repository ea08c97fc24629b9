/* drive.h — unit tests run a game's own commands the way the front end
 * does: the words of one line, on a scratch copy of the state, with the
 * verdict the user would read.  Included by property tests only. */
#ifndef TREEREF_TEST_DRIVE_H
#define TREEREF_TEST_DRIVE_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

#define DRIVE_MAX_WORDS 16

/* Run `line` (words split on spaces) as `ops` would; the state is left
 * as it was.  The verdict is cleared first; returns the command's ok. */
static bool
drive(const struct game_ops *ops, const void *state, const char *line,
    struct verdict *v)
{
	char buf[256], *argv[DRIVE_MAX_WORDS], *save = NULL;
	void *copy = malloc(ops->state_size);
	int argc = 0;
	bool ok = false;

	verdict_clear(v);
	memcpy(copy, state, ops->state_size);
	strncpy(buf, line, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	for (char *w = strtok_r(buf, " ", &save); w && argc < DRIVE_MAX_WORDS;
	    w = strtok_r(NULL, " ", &save))
		argv[argc++] = w;
	const struct game_cmd *cmd = game_cmd_of(ops, argv[0]);

	if (cmd != NULL) {
		struct call call = { .argc = argc, .argv = argv, .width = 100 };

		ok = cmd->run(copy, &call, v);
	}
	free(copy);
	return ok;
}

/* The rule ids a verdict carries, as "A, B" ("" for none). */
static const char *
drive_rules(const struct verdict *v, char *out, size_t size)
{
	out[0] = '\0';
	for (int i = 0; i < v->nrules; i++) {
		if (i > 0)
			strncat(out, ", ", size - strlen(out) - 1);
		strncat(out, v->rules[i], size - strlen(out) - 1);
	}
	return out;
}

/* The ids inside the parentheses or after `after` on the line of the
 * message that starts with `head` (e.g. "Verdict: "), up to `stop`;
 * "" when the line has no `after`. */
static __attribute__((unused)) const char *
drive_ids(const struct verdict *v, const char *head, const char *after,
    const char *stop, char *out, size_t size)
{
	const char *line = strstr(v->msg.s ? v->msg.s : "", head), *from, *end;
	size_t n;

	out[0] = '\0';
	if (line == NULL)
		return NULL;
	end = strchr(line, '\n');
	from = strstr(line, after);
	if (from == NULL || (end != NULL && from > end))
		return out;
	from += strlen(after);
	end = strstr(from, stop);
	n = end ? (size_t)(end - from) : strlen(from);
	if (n >= size)
		n = size - 1;
	memcpy(out, from, n);
	out[n] = '\0';
	return out;
}

#endif
