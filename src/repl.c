/* repl.c — the interactive session on a terminal, through readline. */
#include "repl.h"

#include <stdio.h>
#include <stdlib.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "frontend.h"
#include "game.h"
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
