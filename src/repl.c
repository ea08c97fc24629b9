/* repl.c — the interactive session on a terminal, through readline. */
#include "repl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "session.h"
#include "util.h"

/* The prompt says where the game is: "treeref bte r1 p2> ". */
static char *
make_prompt(struct frontend *f)
{
	struct session *s = frontend_session(f);
	const struct game_ops *g = session_game(s);
	struct sbuf b = { 0 };

	sbuf_add(&b, "treeref");
	if (g) {
		sbuf_printf(&b, " %s ", g->id);
		g->where(session_state(s), &b);
	}
	sbuf_add(&b, "> ");
	return b.s;
}

bool
repl_ask_resume(const struct session *s)
{
	const struct game_ops *g = session_game(s);
	struct sbuf q = { 0 };
	bool yes;

	sbuf_printf(&q, _("An unfinished game of %s was found (%zu commands). Resume it? [Y/n] "),
	    g->title, session_count(s));
	char *answer = readline(q.s);
	sbuf_free(&q);
	yes = answer == NULL || answer[0] == '\0' || strchr(_("yYoO"), answer[0]) != NULL;
	free(answer);
	return yes;
}

int
repl_run(struct frontend *f)
{
	char *line;
	long n = 0;
	int status = 0;

	for (;;) {
		char *prompt = make_prompt(f);
		line = readline(prompt);
		free(prompt);
		if (line == NULL)
			break;
		n++;
		if (*line)
			add_history(line);
		enum frontend_result r = frontend_line(f, NULL, n, line);
		free(line);
		if (r == FE_QUIT)
			break;
		if (r == FE_REJECTED)
			status = 1;
	}
	(void)status;
	return 0;
}
