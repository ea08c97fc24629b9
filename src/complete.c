/* complete.c — what TAB offers: command words of the current language,
 * then what the command's own completer (the game's, or the front end's
 * for the shared words) says may stand at that argument. */
#include "complete.h"

#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "session.h"
#include "util.h"

void
completion_add(struct completion *out, const char *word)
{
	if (!cmd_word_prefix(out->prefix, word))
		return;
	for (size_t i = 0; i < out->n; i++)
		if (strcmp(out->words[i], word) == 0)
			return;
	if (out->n + 1 >= out->cap) {
		out->cap = out->cap ? out->cap * 2 : 32;
		out->words = xrealloc(out->words, out->cap * sizeof *out->words);
	}
	out->words[out->n++] = xstrdup(word);
	out->words[out->n] = NULL;
}

void
completion_free(struct completion *c)
{
	for (size_t i = 0; i < c->n; i++)
		free(c->words[i]);
	free(c->words);
	c->words = NULL;
	c->n = c->cap = 0;
}

/* Words of the current language for the command position. */
static void
complete_command(struct frontend *f, struct completion *out)
{
	const struct game_ops *g = session_game(frontend_session(f));
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	char buf[64];

	frontend_complete_shared(out, fr);
	if (g == NULL)
		return;
	for (const struct game_cmd *c = g->cmds; c->word; c++)
		completion_add(out, cmd_local_word(c->word, c->aliases, fr, buf,
		    sizeof buf));
}

void
complete_line(struct frontend *f, const char *line, size_t start,
    const char *word, struct completion *out)
{
	struct session *s = frontend_session(f);
	char *argv[CMD_MAX_ARGS];
	char *before = xmalloc(start + 1);
	int argc;

	out->prefix = word;
	out->files = false;
	memcpy(before, line, start);
	before[start] = '\0';
	argc = cmd_tokenize(before, argv, CMD_MAX_ARGS - 1);
	if (argc == 0) {
		complete_command(f, out);
	} else if (argc > 0) {
		argv[argc] = (char *)word;
		const struct game_cmd *gc = frontend_find_cmd(f, argv[0]);
		if (gc && gc->complete) {
			argv[0] = (char *)gc->word; /* games see the English word */
			gc->complete(session_state(s), argc, argv, out);
		} else if (!frontend_complete_args(f, out, argc, argv)) {
			out->files = true;
		}
	}
	free(before);
}
