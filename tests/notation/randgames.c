/* randgames.c — random legal games of the games that have a notation
 * but Best Treehouse Ever (tests/bench/gen writes those), one event log
 * each, from a fixed seed, for tests/py/test_notation.py:
 *
 *   randgames GAME N DIR     N games of GAME as DIR/gameNNN.csv
 *
 * Each move is drawn from what the game's core says is legal, then run
 * through the session as a user's command; a refusal is a bug of this
 * tool or of the core, and stops it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "replay.h"
#include "session.h"
#include "tlh.h"
#include "util.h"

static const char *const names[] = { "ann", "bob", "cy", "dan", "eve" };
static uint64_t seed = 0x2026112738ULL;

static unsigned
rnd(unsigned n)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return (unsigned)(seed % n);
}

static void
run(struct session *s, const char *text)
{
	char *line = xstrdup(text), *argv[CMD_MAX_ARGS];
	struct call c = { .argv = argv, .width = 80 };
	struct verdict v;
	bool ok;

	verdict_init(&v);
	v.run.quiet = true;
	c.argc = cmd_tokenize(line, argv, CMD_MAX_ARGS);
	if (strcmp(argv[0], "new") == 0)
		ok = session_start(s, &c, &v);
	else
		ok = session_run(s, session_find_cmd(s, argv[0]), &c, &v);
	if (!ok) {
		fprintf(stderr, "randgames: refused %s: %s", text, sbuf_str(&v.msg));
		exit(1);
	}
	verdict_free(&v);
	free(line);
}

/* ---- Tout là-haut ---- */

static const char *const tlh_colours[TLH_COLOURS] = {
	"gray", "red", "yellow", "green", "blue", "purple", "orange"
};
static const char *const tlh_objectives[] = {
	"none", "monochromatic", "two-step", "efficient", "diversified",
	"little-treehouse"
};

static void
tlh_game(struct session *s)
{
	int n = 2 + (int)rnd(4);
	char buf[256];
	bool strategic = rnd(4) == 0;
	int objective_game = -1;

	snprintf(buf, sizeof buf, "new tlh%s", strategic ? " strategic" : "");
	for (int i = 0; i < n; i++)
		snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " %s", names[i]);
	run(s, buf);
	for (;;) {
		const struct tlh_match *m = session_state(s);
		struct tlh_floor at[TLH_FLOORS], top;
		int p, k;

		if (tlh_over(m))
			break;
		if (objective_game != m->current && tlh_check_objective(m) == 0) {
			objective_game = m->current;
			if (rnd(3) != 0) {
				snprintf(buf, sizeof buf, "objective %s", tlh_objectives[rnd(6)]);
				run(s, buf);
				continue;
			}
		}
		p = tlh_to_play(m);
		k = tlh_legal_bottoms(m, p, at);
		if (k == 0 || rnd(6) == 0) {
			snprintf(buf, sizeof buf, "play %s down", m->name[p]);
		} else {
			do
				top = (struct tlh_floor){ 1 + (int)rnd(TLH_COLOURS - 1),
				    TLH_MIN_VALUE + (int)rnd(3) };
			while (tlh_check_floor(m, top));
			struct tlh_floor b = at[rnd((unsigned)k)];
			snprintf(buf, sizeof buf, "play %s %s%d %s%d", m->name[p],
			    tlh_colours[b.colour], b.value, tlh_colours[top.colour],
			    top.value);
		}
		run(s, buf);
	}
}

int
main(int argc, char **argv)
{
	long n;
	struct session *s = session_new();
	void (*one)(struct session *) = NULL;

	if (argc == 4 && strcmp(argv[1], "tlh") == 0)
		one = tlh_game;
	if (one == NULL || !cmd_number(argv[2], 1, 100000, &n)) {
		fputs("usage: randgames tlh N DIR\n", stderr);
		return 2;
	}
	for (long i = 0; i < n; i++) {
		char path[4096];
		struct sheet sh = { 0 };
		FILE *fp;

		one(s);
		replay_build_log(s, &sh);
		snprintf(path, sizeof path, "%s/game%03ld.csv", argv[3], i + 1);
		if ((fp = fopen(path, "w")) == NULL) {
			perror(path);
			return 2;
		}
		csvlog_write_rows(fp, &sh, CSVLOG_SEP_DEFAULT);
		fclose(fp);
		sheet_free(&sh);
	}
	session_free(s);
	return 0;
}
