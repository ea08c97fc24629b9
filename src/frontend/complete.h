/* complete.h — TAB completion as a pure function of the game in play and
 * the line typed so far; readline (repl.c) only displays the result. */
#ifndef TREEREF_COMPLETE_H
#define TREEREF_COMPLETE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

struct frontend;

/* The candidates for one word, in the order offered, without repeats. */
struct completion {
	struct game_offer offer; /* what a game's completer is handed */
	const char *prefix; /* what is typed of the word */
	char **words;       /* NULL-ended */
	size_t n, cap;
	bool files;         /* a file name is expected: offer the directory */
};

/* Fill `out` with the words that may stand where `word` is typed, after
 * the first `start` bytes of `line` (the words before it). */
void complete_line(struct frontend *f, const char *line, size_t start,
    const char *word, struct completion *out);
void completion_free(struct completion *c);
/* What TAB puts on the line for the word typed: the candidates' common
 * beginning, whole characters only, never less than what was typed
 * (which stays when its accents differ from theirs). Malloc'd. */
char *completion_common(const struct completion *c, const char *typed);
/* Every word the game's completer offers at argv[argi] of one of its
 * commands (argv[0] its English word, the words before it as typed),
 * nothing typed of it yet: the candidates of legal's moves (moves.c). */
void complete_game_words(const struct game_ops *g, const void *state,
    int argi, char **argv, struct completion *out);
/* Whether the word fits what is typed (and so is offered). */
bool completion_add(struct completion *out, const char *word);

#endif
