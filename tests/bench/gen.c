/* gen.c — writes random complete legal games of Best Treehouse Ever, from
 * a fixed seed, as event logs or as command scripts, for the benchmarks.
 * Moves come from the engine's own legal-slot list.
 *
 *   gen log N FILE      N games in one event-log file
 *   gen logs N DIR      N games, one log file each
 *   gen script N FILE   N games as a command script, with undo and redo
 *   gen players N FILE  N games in one event-log file, each of players
 *                       met nowhere else (p1 p2 ... : 2 to 4 a game), for
 *                       standings and report over many distinct players
 *
 * The same N gives the same games; a script of n games is the first n
 * games of a longer one.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bte.h"
#include "command.h"
#include "csvlog.h"
#include "game.h"
#include "replay.h"
#include "session.h"
#include "util.h"

static const char *const colours[BTE_COLOURS] = {
	"red", "yellow", "green", "blue", "purple", "brown"
};
static const char *names[BTE_MAX_PLAYERS] = { "ann", "bob", "carl", "dora" };
static char fresh[BTE_MAX_PLAYERS][24]; /* gen players: this game's names */
static long nfresh;

static uint64_t seed = 0x2026112201ULL;

static unsigned
rnd(unsigned n)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return (unsigned)(seed % n);
}

/* Run one command line through the session; the generator only makes
 * legal ones, so a refusal is a bug worth stopping for. */
static void
run(struct session *s, const char *text, FILE *script)
{
	char *line = xstrdup(text), *argv[CMD_MAX_ARGS];
	struct call c = { .argv = argv, .width = 80 };
	struct verdict v;
	bool ok;

	verdict_init(&v);
	c.argc = cmd_tokenize(line, argv, CMD_MAX_ARGS);
	if (strcmp(argv[0], "new") == 0)
		ok = session_start(s, &c, &v);
	else
		ok = session_run(s, session_find_cmd(s, argv[0]), &c, &v);
	if (!ok) {
		fprintf(stderr, "gen: refused %s: %s", text, sbuf_str(&v.msg));
		exit(1);
	}
	if (script) {
		fprintf(script, "%s\n", text);
		/* a typo fixed at the table; never right after new, where
		 * there is nothing to undo (rnd is drawn all the same, so
		 * the games stay those of earlier versions) */
		if (rnd(40) == 0 && strncmp(text, "new ", 4) != 0)
			fputs("undo\nredo\n", script);
	}
	verdict_free(&v);
	free(line);
}

static void
build_move(struct session *s, const struct bte_game *g, int who, FILE *script)
{
	struct bte_pos legal[BTE_SLOTS];
	char buf[128];
	int colour = (int)rnd(BTE_COLOURS);

	for (int k = 0; k < BTE_COLOURS && bte_colour_used(g, colour) >= BTE_CARDS_PER_COLOUR; k++)
		colour = (colour + 1) % BTE_COLOURS;
	int n = bte_legal(g, who, colour, legal);
	if (n > 0 && rnd(10) != 0 && bte_colour_used(g, colour) < BTE_CARDS_PER_COLOUR) {
		struct bte_pos at = legal[rnd((unsigned)n)];
		snprintf(buf, sizeof buf, "place %s %s %d %d", names[who], colours[colour], at.level, at.slot);
	} else {
		snprintf(buf, sizeof buf, "discard %s", names[who]);
	}
	run(s, buf, script);
}

static void
scoring_move(struct session *s, const struct bte_game *g, FILE *script)
{
	char buf[128];
	int who = bte_turn(g), colour = (int)rnd(BTE_COLOURS);

	if (g->phase == BTE_TAKE) {
		int kind = g->kinds_left[BTE_X2] && (rnd(2) || !g->kinds_left[BTE_ZERO]) ? BTE_X2 : BTE_ZERO;
		snprintf(buf, sizeof buf, "take %s %s", names[who], kind == BTE_X2 ? "x2" : "zero");
	} else {
		const bool *used = NULL;
		while ((g->phase == BTE_COVER && g->cover[colour] != BTE_PLAIN) ||
		    (g->phase == BTE_CHOOSE && g->chosen[colour]))
			colour = (colour + 1) % BTE_COLOURS;
		(void)used;
		snprintf(buf, sizeof buf, "%s %s %s", g->phase == BTE_COVER ? "cover" : "choose",
		    names[who], colours[colour]);
	}
	run(s, buf, script);
}

static void
one_game(struct session *s, FILE *script)
{
	int n = 2 + (int)rnd(3);
	bool young = rnd(5) == 0;
	char buf[128];

	snprintf(buf, sizeof buf, "new bte%s", young ? " young" : "");
	for (int i = 0; i < n; i++) {
		strcat(buf, " ");
		strcat(buf, names[i]);
	}
	run(s, buf, script);
	for (;;) {
		const struct bte_game *g = session_state(s);
		if (g->phase == BTE_OVER)
			break;
		if (g->phase == BTE_BUILD) {
			int who = (int)rnd((unsigned)g->nplayers);
			while (g->p[who].played)
				who = (who + 1) % g->nplayers;
			build_move(s, g, who, script);
		} else {
			scoring_move(s, g, script);
		}
	}
}

int
main(int argc, char **argv)
{
	long n;
	struct session *s = session_new();

	if (argc != 4 || !cmd_number(argv[2], 1, 100000000, &n)) {
		fputs("usage: gen log|logs|script|players N PATH\n", stderr);
		return 2;
	}
	FILE *out = NULL;
	if (strcmp(argv[1], "logs") != 0 && (out = fopen(argv[3], "w")) == NULL) {
		perror(argv[3]);
		return 2;
	}
	for (long i = 0; i < n; i++) {
		if (strcmp(argv[1], "script") == 0) {
			one_game(s, out);
			continue;
		}
		if (strcmp(argv[1], "players") == 0)
			for (int k = 0; k < BTE_MAX_PLAYERS; k++) {
				/* four numbers a game, however many play */
				snprintf(fresh[k], sizeof fresh[k], "p%ld", nfresh + k + 1);
				names[k] = fresh[k];
			}
		nfresh += BTE_MAX_PLAYERS;
		one_game(s, NULL);
		struct sheet sh = { 0 };
		replay_build_log(s, &sh);
		FILE *fp = out;
		char path[4096];
		if (fp == NULL) {
			snprintf(path, sizeof path, "%s/game%06ld.csv", argv[3], i + 1);
			if ((fp = fopen(path, "w")) == NULL) {
				perror(path);
				return 2;
			}
		}
		csvlog_write_rows(fp, &sh, CSVLOG_SEP_DEFAULT);
		if (fp != out)
			fclose(fp);
		sheet_free(&sh);
	}
	if (out)
		fclose(out);
	session_free(s);
	return 0;
}
