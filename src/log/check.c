/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* check.c — `treeref check LOG.csv... [--json]`: each log walked through
 * the referee (replay.c; a big one in parts), one line a file, or with
 * --json one line a game from the results it gives. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "i18n.h"
#include "replay.h"
#include "session.h"
#include "util.h"
#include "walk.h"

static void
progress(size_t done, size_t total, bool show)
{
	if (!show)
		return;
	if (done < total) {
		fputc('\r', stderr);
		fprintf(stderr, _("checking: %zu/%zu files"), done, total);
	} else
		fputs("\r\033[K", stderr);
}

/* check --json: where the game being ended comes from. */
struct json_check {
	const char *file;
	long number;
};

/* One JSON line per game as it ends: the file and the game's number in
 * it, then the results the game gives (game.h), keys in English. */
static void
json_game(void *ctx, const struct session *s)
{
	struct json_check *jc = ctx;
	const struct game_ops *g = session_game(s);
	struct game_results r;
	struct sbuf b = { 0 };

	g->results(session_state(s), &r);
	sbuf_add(&b, "{\"file\": ");
	sbuf_json(&b, jc->file, strlen(jc->file));
	sbuf_printf(&b, ", \"game_number\": %ld, \"game\": \"%s\", "
	    "\"ok\": true, \"finished\": %s", ++jc->number, g->id,
	    r.finished ? "true" : "false");
	if (r.team) {
		sbuf_printf(&b, ", \"team\": true, \"outcome\": \"%s\"",
		    !r.finished ? "playing" : r.won ? "won" : "lost");
		for (int k = 0; k < r.nparts; k++)
			sbuf_printf(&b, ", \"%s\": %d", r.part[k], r.team_part[k]);
	}
	sbuf_add(&b, ", \"players\": [");
	for (int i = 0; i < r.n; i++) {
		const struct game_seat *p = &r.p[i];
		sbuf_add(&b, i ? ", {\"player\": " : "{\"player\": ");
		sbuf_json(&b, p->name, strlen(p->name));
		if (!r.team) {
			sbuf_printf(&b, ", \"score\": %d", p->score);
			if (p->place > 0)
				sbuf_printf(&b, ", \"rank\": %d", p->place);
			else
				sbuf_add(&b, ", \"rank\": null");
			sbuf_add(&b, ", \"tiebreak\": ");
			if (p->tiebreak)
				sbuf_json(&b, p->tiebreak, strlen(p->tiebreak));
			else
				sbuf_add(&b, "null");
		}
		sbuf_add(&b, "}");
	}
	sbuf_add(&b, "]}\n");
	fputs(b.s, stdout);
	sbuf_free(&b);
}

/* check --json: the games of each log, then a line for a log that is
 * not legal (its games before the fault were given). */
static int
check_json(int argc, char **argv)
{
	int status = 0;

	for (int i = 0; i < argc; i++) {
		struct json_check jc = { .file = argv[i] };
		struct sbuf err = { 0 }, b = { 0 };
		if (!replay_each_game(argv[i], json_game, &jc, &err)) {
			sbuf_add(&b, "{\"file\": ");
			sbuf_json(&b, argv[i], strlen(argv[i]));
			sbuf_printf(&b, ", \"game_number\": %ld, \"ok\": false, "
			    "\"error\": ", jc.number + 1);
			sbuf_json(&b, err.s, err.len);
			sbuf_add(&b, "}\n");
			fputs(b.s, stdout);
			status = 1;
		}
		flush_stdout();
		sbuf_free(&err);
		sbuf_free(&b);
	}
	/* standard output holds JSON alone: the games set aside are named
	 * on standard error */
	if (replay_identify_say(stderr) > 0)
		status = 1;
	return status;
}

int
replay_check_main(int argc, char **argv)
{
	bool show = argc > 5 && isatty(STDERR_FILENO);
	int status = 0, n = 0;

	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], "--json") != 0)
			argv[n++] = argv[i];
	if (n < argc)
		return n < 1 ? replay_check_main(0, argv) : check_json(n, argv);
	if (argc < 1) {
		fputs(_("Usage: treeref check LOG.csv... [--json]\n"), stderr);
		return 2;
	}
	for (int i = 0; i < argc; i++) {
		struct walk w;
		progress((size_t)i, (size_t)argc, show);
		walk_init(&w);
		w.lean = true;
		session_set_lean(w.s);
		/* the walk does the pass of replay_identify_later */
		struct replay_note *note = replay_note_begin((size_t)i);
		w.note_row = replay_note_row;
		w.note = note;
		/* with a range, a file is walked whole: end_game counts */
		bool ranged = !replay_in_range("");
		bool ok = (!ranged && check_in_parts(argv[i], &w.games, note)) ||
		    walk_file(&w, argv[i]);
		replay_note_end(note, ok);
		if (!ok) {
			if (show)
				fputs("\r\033[K", stderr);
			struct sbuf why = { 0 };
			if (w.unreadable) {
				/* not a verdict on a log: the program's own complaint */
				flush_stdout();
				fprintf(stderr, _("treeref: Cannot read %s: %s.\n"), argv[i],
				    sbuf_str(&w.err));
			} else {
				walk_say_failure(&why, argv[i], &w);
				printf("%s\n", why.s);
			}
			sbuf_free(&why);
			status = 1;
		} else if (ranged && w.in_range == 0) {
			; /* no game of it started in the range */
		} else if (w.games > 1) {
			printf(_("%s: ok: %ld games\n"), argv[i], w.games);
		} else {
			struct sbuf r = { 0 };
			game_result_line(session_game(w.s), session_state(w.s), &r);
			printf(_("%s: ok: %s\n"), argv[i], sbuf_str(&r));
			sbuf_free(&r);
		}
		/* each verdict is out before the next file is read */
		flush_stdout();
		walk_free(&w);
	}
	progress((size_t)argc, (size_t)argc, show);
	/* what counts once: each game set aside named, and why; a conflict
	 * (two different files of one revision) fails the check */
	if (replay_identify_say(stdout) > 0)
		status = 1;
	flush_stdout();
	return status;
}
