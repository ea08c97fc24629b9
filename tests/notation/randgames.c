/* randgames.c — random legal games of the games that have a notation
 * (Tout là-haut, Magical Treehouse, 3-High) but Best Treehouse Ever (tests/bench/gen writes those), one event log
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
#include "magical.h"
#include "threehigh.h"
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

/* ---- Magical Treehouse ---- */

static const char *const magical_colours[MAGICAL_COLOURS] = {
	"blank", "red", "blue", "yellow", "purple", "green"
};
static const char *const magical_tiles[MAGICAL_TILES] = {
	"", "biscuits", "tall", "ingredients", "colours", "small"
};

/* The objectives: the common tiles and a private tile each, the brown
 * colours all different. */
static void
magical_objectives(struct session *s, int n)
{
	int colour[MAGICAL_COLOURS - 1] = { 1, 2, 3, 4, 5 };
	char buf[128];

	for (int i = 4; i > 0; i--) {
		int j = (int)rnd((unsigned)i + 1), t = colour[i];
		colour[i] = colour[j];
		colour[j] = t;
	}
	snprintf(buf, sizeof buf, "objective common %s %s", magical_colours[colour[0]],
	    magical_tiles[1 + rnd(MAGICAL_TILES - 1)]);
	run(s, buf);
	for (int p = 0; p < n; p++) {
		snprintf(buf, sizeof buf, "objective %s %s", names[p],
		    magical_colours[colour[p + 1]]);
		run(s, buf);
	}
}

static void
magical_reveals(struct session *s, int n)
{
	char buf[256] = "reveal";
	int num[MAGICAL_MAX_PLAYERS], order[MAGICAL_MAX_PLAYERS];

	for (int p = 0; p < n; p++) {
		bool again;
		do {
			num[p] = 1 + (int)rnd(99);
			again = false;
			for (int q = 0; q < p; q++)
				again = again || num[q] == num[p];
		} while (again);
		order[p] = p;
	}
	if (rnd(2)) {
		for (int p = 0; p < n; p++)
			snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " %s %d",
			    names[p], num[p]);
		run(s, buf);
		return;
	}
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rnd((unsigned)i + 1), t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	for (int i = 0; i < n; i++) {
		snprintf(buf, sizeof buf, "reveal %s %d", names[order[i]], num[order[i]]);
		run(s, buf);
	}
}

/* One card the builder may build now, as a command, or false. */
static bool
magical_card(const struct magical_game *g, int p, char *buf, size_t size)
{
	const struct magical_player *pl = &g->player[p];

	for (int tries = 0; tries < 20; tries++) {
		struct magical_build b = { .at = MAGICAL_NONE };
		struct magical_reasons r;
		int fit[MAGICAL_MAX_HOUSES + 1], h = -1;

		if (pl->nhouses == 0 || rnd(3) == 0) {
			b.card.colour = (unsigned char)(rnd(12) ? 1 + rnd(5) : MAGICAL_BLANK);
			b.card.level = 1;
		} else {
			h = (int)rnd((unsigned)pl->nhouses);
			if (!magical_next_card(&pl->house[h], &b.card))
				continue;
			if (b.card.colour == MAGICAL_BLANK)
				b.card.colour = (unsigned char)(1 + rnd(5));
		}
		if (b.card.colour != MAGICAL_BLANK && (b.card.level == 1 || b.card.level == 3))
			b.card.potion = (unsigned char)(1 + rnd(5));
		b.card.teleport = b.card.colour != MAGICAL_BLANK && rnd(8) == 0;
		bool at = h >= 0 && magical_legal_places(g, p, &b.card, fit) > 1;
		if (at)
			b.at = h;
		magical_explain_build(g, p, &b, &r);
		if (r.broken)
			continue;
		if (b.card.colour == MAGICAL_BLANK)
			snprintf(buf, size, "build %s blank", names[p]);
		else
			snprintf(buf, size, "build %s %s%d%s%s%s%s", names[p],
			    magical_colours[b.card.colour], b.card.level,
			    b.card.potion ? " " : "", b.card.potion ? magical_colours[b.card.potion] : "",
			    b.card.teleport ? " teleport" : "", at ? " at " : "");
		if (at)
			snprintf(buf + strlen(buf), size - strlen(buf), "%d", h + 1);
		return true;
	}
	return false;
}

static void
magical_turn(struct session *s, const struct magical_game *g)
{
	int p = magical_builder(g), builds = (int)rnd(5);
	char buf[256];
	struct magical_reasons r;

	for (int k = 0; k < builds; k++) {
		g = session_state(s);
		if (magical_card(g, p, buf, sizeof buf))
			run(s, buf);
	}
	g = session_state(s);
	for (int i = 0; rnd(3) == 0 && i + 1 < g->player[p].nhouses; i++) {
		magical_explain_pipe(g, p, i, i + 1, &r);
		if (!r.broken) {
			snprintf(buf, sizeof buf, "pipe %s %d %d", names[p], i + 1, i + 2);
			run(s, buf);
			break;
		}
	}
	g = session_state(s);
	/* as many familiars as may still be placed (fewer than the turn
	 * allows once the forest holds 9): `done` typed with one still to
	 * place is refused, and a record is typed */
	bool keep_familiars = rnd(4) == 0; /* done NAME none, now and then */
	for (int k = keep_familiars ? 0 : g->allowance; k > 0; k--) {
		magical_explain_count(g, p, MAGICAL_COUNT_FAMILIAR, k, &r);
		if (!r.broken) {
			snprintf(buf, sizeof buf, "familiar %s %d", names[p], k);
			run(s, buf);
			break;
		}
	}
	g = session_state(s);
	magical_explain_count(g, p, MAGICAL_COUNT_STORE, 1, &r);
	if (rnd(5) == 0 && !r.broken) {
		snprintf(buf, sizeof buf, "store %s", names[p]);
		run(s, buf);
	}
	g = session_state(s);
	magical_explain_count(g, p, MAGICAL_COUNT_FAMILIAR, 1, &r);
	snprintf(buf, sizeof buf, "done %s%s", names[p], r.broken ? "" : " none");
	run(s, buf);
}

static void
magical_counts(struct session *s, int n)
{
	char buf[256];
	int biscuits = magical_biscuit_supply(n);

	for (int p = 0; p < n; p++) {
		const struct magical_player *pl = &((const struct magical_game *)session_state(s))->player[p];
		int left = pl->familiars;
		snprintf(buf, sizeof buf, "ingredients %s", names[p]);
		for (int c = 1; c < MAGICAL_COLOURS && left > 0; c++) {
			int k = (int)rnd((unsigned)left + 1);
			if (k == 0 || rnd(2))
				continue;
			left -= k;
			snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " %s %d",
			    magical_colours[c], k);
		}
		if (strcmp(buf + strlen(buf) - strlen(names[p]), names[p]) == 0)
			strcat(buf, " none");
		run(s, buf);
		int b = (int)rnd((unsigned)(biscuits / n) + 1);
		snprintf(buf, sizeof buf, "biscuits %s %d", names[p], b);
		run(s, buf);
		if (magical_needs_empty(pl)) {
			snprintf(buf, sizeof buf, "empty %s %d", names[p], (int)rnd((unsigned)left + 1));
			run(s, buf);
		}
	}
}

static void
magical_game(struct session *s)
{
	int n = 2 + (int)rnd(3);
	char buf[256] = "new magical";

	/* ages all different: 10 + 10 a seat, plus up to 9 */
	for (int i = 0; i < n; i++)
		snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " %s:%d", names[i],
		    10 + 10 * i + (int)rnd(10));
	run(s, buf);
	magical_objectives(s, n);
	for (;;) {
		const struct magical_game *g = session_state(s);
		if (g->step == MAGICAL_REVEAL)
			magical_reveals(s, n);
		else if (g->step == MAGICAL_BUILD)
			magical_turn(s, g);
		else if (g->step == MAGICAL_END)
			magical_counts(s, n);
		else
			break;
	}
}

/* ---- 3-High ---- */

static const char *const threehigh_colours[2][THREEHIGH_COLOURS] = {
	{ "red", "yellow", "green", "blue", "black" },
	{ "clear", "cyan", "orange", "purple", "white" },
};
static const char *const threehigh_sizes[] = { "", "small", "medium", "large" };
static const char *const threehigh_sides[] = { "north", "east", "south", "west" };
static const char threehigh_suits[] = "shdc";

/* The setup as a table lays it: the large pieces, then the medium, then
 * the small, each on a square of its own or on a stack; a `setup` a
 * square, its pieces bottom first. */
static void
threehigh_setup_all(struct session *s, bool xeno)
{
	int square_of[THREEHIGH_PIECES], squares[THREEHIGH_PIECES], nsquares = 0;
	char buf[512];

	for (int size = THREEHIGH_LARGE; size >= THREEHIGH_SMALL; size--)
		for (int c = 0; c < THREEHIGH_COLOURS; c++) {
			int sq;
			if (nsquares > 0 && rnd(4) == 0)
				sq = squares[rnd((unsigned)nsquares)];
			else {
				bool used;
				do {
					sq = (int)rnd(THREEHIGH_SQUARES);
					used = false;
					for (int i = 0; i < nsquares; i++)
						used = used || squares[i] == sq;
				} while (used);
				squares[nsquares++] = sq;
			}
			square_of[threehigh_piece(c, size)] = sq;
		}
	for (int i = 0; i < nsquares; i++) {
		snprintf(buf, sizeof buf, "setup %c%d", 'a' + threehigh_file(squares[i]),
		    1 + threehigh_rank(squares[i]));
		for (int size = THREEHIGH_LARGE; size >= THREEHIGH_SMALL; size--)
			for (int c = 0; c < THREEHIGH_COLOURS; c++)
				if (square_of[threehigh_piece(c, size)] == squares[i])
					snprintf(buf + strlen(buf), sizeof buf - strlen(buf),
					    " %s-%s", threehigh_colours[xeno][c], threehigh_sizes[size]);
		run(s, buf);
	}
}

static void
threehigh_game(struct session *s)
{
	int n = 1 + (int)rnd(4);
	bool xeno = rnd(4) == 0;
	char buf[256];

	snprintf(buf, sizeof buf, "new 3high%s", xeno ? " xeno" : "");
	for (int i = 0; i < n; i++)
		snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " %s", names[i]);
	run(s, buf);
	threehigh_setup_all(s, xeno);
	for (;;) {
		const struct threehigh_state *st = session_state(s); /* threehigh_state first */
		bool found = false;
		if (threehigh_phase(st) != THREEHIGH_PHASE_PLAY)
			break;
		/* a move that stays on the board, else any legal one */
		for (int tries = 0; tries < 800 && !found; tries++) {
			struct threehigh_move m = { st->turn, (int)rnd(THREEHIGH_CARDS), (int)rnd(4),
			    (int)rnd(THREEHIGH_PIECES) };
			struct threehigh_trace t;
			if (threehigh_check(st, &m, &t) != 0 || (t.off && tries < 600))
				continue;
			int v = threehigh_card_value(m.card);
			snprintf(buf, sizeof buf, "play %s %c%c %s %s-%s", names[m.player],
			    v == 1 ? 'a' : '0' + v, threehigh_suits[threehigh_card_suit(m.card)],
			    threehigh_sides[m.side], threehigh_colours[xeno][threehigh_piece_colour(m.piece)],
			    threehigh_sizes[threehigh_piece_size(m.piece)]);
			found = true;
		}
		if (!found)
			snprintf(buf, sizeof buf, "stuck %s", names[st->turn]);
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
	if (argc == 4 && strcmp(argv[1], "magical") == 0)
		one = magical_game;
	if (argc == 4 && strcmp(argv[1], "3high") == 0)
		one = threehigh_game;
	if (one == NULL || !cmd_number(argv[2], 1, 100000, &n)) {
		fputs("usage: randgames tlh|magical|3high N DIR\n", stderr);
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
