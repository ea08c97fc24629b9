/* test_3high_property.c — random reachable 3-High positions (a setup laid
 * as the rulebook lays it, then random legal moves): in each, for many
 * moves, the rule ids `why` names are those `play` refuses with, and
 * `legal` refuses, sends off the board or allows exactly the moves the
 * judge does; every random setup obeys the setup order. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "drive.h"
#include "threehigh_ops.h"
#include "threehigh.h"

#define GAMES 60
#define MOVES 25     /* at most, per game */
#define CARDS_TRIED 3 /* cards tried in full at each position */

#include "rng.h"

static const char *const names[] = { "ann", "bob", "cy", "dan" };
static const char *const colours[] = { "red", "yellow", "green", "blue",
	"black" };
static const char *const sizes[] = { "", "small", "medium", "large" };
static const char *const sides[] = { "north", "east", "south", "west" };
static const char suits[] = "shdc";

static struct verdict v_play, v_why, v_legal, v_setup;

static const char *
piece_word(int piece, char *buf)
{
	snprintf(buf, 32, "%s-%s", colours[threehigh_piece_colour(piece)],
	    sizes[threehigh_piece_size(piece)]);
	return buf;
}

static const char *
card_word(int card, char *buf)
{
	int n = threehigh_card_value(card);

	snprintf(buf, 8, "%c%c", n == 1 ? 'a' : '0' + n,
	    suits[threehigh_card_suit(card)]);
	return buf;
}

static const char *
square_word(int sq, char *buf)
{
	buf[0] = (char)('a' + threehigh_file(sq));
	buf[1] = (char)('1' + threehigh_rank(sq));
	buf[2] = '\0';
	return buf;
}

/* The rules' state inside the glue's: struct threehigh (threehigh_ops.h) starts with
 * its threehigh_state (the test reads it to ask the judge directly). */
static const struct threehigh_state *
core(const void *state)
{
	return state;
}

/* Lay the fifteen pieces as the rulebook does: every large piece, then
 * the medium, then the small, each on a random square (on top of what is
 * there), one `setup` a piece.  A square named twice makes a stack.  A
 * random piece is also offered under a larger one first: always refused. */
static void
random_setup(void *state)
{
	char line[128], p[32], q[32], sq[3];
	int squares[6];

	for (int i = 0; i < 6; i++)
		squares[i] = (int)rnd(64);
	for (int size = THREEHIGH_LARGE; size >= THREEHIGH_SMALL; size--)
		for (int c = 0; c < THREEHIGH_COLOURS; c++) {
			int piece = threehigh_piece(c, size);
			int at = rnd(2) ? squares[rnd(6)] : (int)rnd(64);

			if (size > THREEHIGH_SMALL && rnd(4) == 0) {
				/* a smaller piece under this one: rule setup */
				snprintf(line, sizeof line, "setup %s %s %s",
				    square_word(at, sq), piece_word(threehigh_piece(c,
				    size - 1), q), piece_word(piece, p));
				assert_false(drive(&threehigh_ops, state, line,
				    &v_setup));
				assert_int_equal(v_setup.nrules, 1);
				assert_string_equal(v_setup.rules[0], "setup");
			}
			snprintf(line, sizeof line, "setup %s %s",
			    square_word(at, sq), piece_word(piece, p));
			/* run it for real: drive() works on a copy */
			{
				struct call call;
				char *argv[3], w0[] = "setup", w1[3], w2[32];
				const struct game_cmd *cmd = threehigh_ops.cmds;

				while (strcmp(cmd->word, "setup") != 0)
					cmd++;
				memcpy(w1, sq, 3);
				memcpy(w2, p, 32);
				argv[0] = w0;
				argv[1] = w1;
				argv[2] = w2;
				call = (struct call){ .argc = 3, .argv = argv, .width = 100 };
				verdict_clear(&v_setup);
				if (!cmd->run(state, &call, &v_setup))
					fail_msg("%s refused: %s", line, v_setup.msg.s);
			}
		}
	assert_true(core(state)->started);
	/* no stack holds a piece under a larger one */
	for (int s = 0; s < THREEHIGH_SQUARES; s++)
		for (int i = 1; i < threehigh_height(core(state), s); i++)
			assert_true(threehigh_piece_size(core(state)->stack[s][i]) <=
			    threehigh_piece_size(core(state)->stack[s][i - 1]));
}

/* The ids of a refused play, "" when accepted. */
static void
play_ids(const void *state, int player, int card, int side, int piece,
    char *out, size_t size, bool *ok)
{
	char line[128], c[8], p[32];

	snprintf(line, sizeof line, "play %s %s %s %s", names[player],
	    card_word(card, c), sides[side], piece_word(piece, p));
	*ok = drive(&threehigh_ops, state, line, &v_play);
	drive_rules(&v_play, out, size);
	snprintf(line, sizeof line, "why %s %s %s %s", names[player], c,
	    sides[side], p);
	assert_true(drive(&threehigh_ops, state, line, &v_why));
}

/* What `legal` says of one side of a piece's line: 'r' refused, 'o' off
 * the board, 'l' legal, 0 if the piece has no line. */
static char
legal_says(const char *msg, int piece, int side)
{
	char p[32], head[64];
	const char *line, *end, *seg;

	snprintf(head, sizeof head, "  %s on ", piece_word(piece, p));
	head[2] = (char)(head[2] - 'a' + 'A'); /* a line starts a sentence */
	line = strstr(msg, head);
	if (line == NULL)
		return 0;
	end = strchr(line, '\n');
	if (strstr(line, "stays there whatever the side") != NULL &&
	    (end == NULL || strstr(line, "stays there") < end))
		return 'l';
	snprintf(head, sizeof head, "%s: ", sides[side]);
	seg = strstr(line, head);
	assert_non_null(seg);
	assert_true(end == NULL || seg < end);
	seg += strlen(head);
	if (strncmp(seg, "refused", 7) == 0)
		return 'r';
	if (strncmp(seg, "off the board", 13) == 0)
		return 'o';
	return 'l';
}

static bool
covered_listed(const char *msg, int piece)
{
	char p[32];
	const char *line = strstr(msg, "Covered, so they cannot move: ");
	size_t n;

	if (line == NULL)
		return false;
	piece_word(piece, p);
	n = strlen(p);
	for (const char *at = strstr(line, p); at != NULL && at < strchr(line,
	    '\n'); at = strstr(at + 1, p))
		if ((at[n] == ',' || at[n] == '.' ||
		    strncmp(at + n, " and ", 5) == 0) && at[-1] == ' ')
			return true;
	return false;
}

/* The rules `why` found broken, as "A, B" (its verdict line is the
 * front end's). */
static void
why_ids(const struct verdict *v, char *out, size_t size)
{
	out[0] = '\0';
	for (int i = 0; i < v->run.nbroken; i++) {
		if (i > 0)
			strncat(out, ", ", size - strlen(out) - 1);
		strncat(out, v->run.broken[i], size - strlen(out) - 1);
	}
}

/* Whether `legal`'s --json list `key` holds the move "SIDE PIECE". */
static bool
in_data(const struct verdict *v, const char *key, int side, int piece)
{
	char want[64], p[32], head[32];
	const char *list, *end;

	snprintf(head, sizeof head, "\"%s\": [", key);
	snprintf(want, sizeof want, "\"%s %s\"", sides[side], piece_word(piece, p));
	list = strstr(v->run.data.s ? v->run.data.s : "", head);
	assert_non_null(list);
	end = strchr(list, ']');
	list = strstr(list, want);
	return list != NULL && list < end;
}

/* For one player and card, every side and piece: why agrees with play,
 * and legal with the judge's covered and stack verdicts. */
static void
check_card(const void *state, int player, int card)
{
	char line[64], c[8], a[128], b[128];
	int stay = 0; /* moves legal but for the whole card: legal's count */

	snprintf(line, sizeof line, "legal %s %s", names[player],
	    card_word(card, c));
	assert_true(drive(&threehigh_ops, state, line, &v_legal));
	for (int piece = 0; piece < THREEHIGH_PIECES; piece++)
		for (int side = 0; side < 4; side++) {
			struct threehigh_move m = { player, card, side, piece };
			struct threehigh_trace t;
			bool ok;
			unsigned bits = threehigh_check(core(state), &m, &t);
			char says;

			play_ids(state, player, card, side, piece, a, sizeof a, &ok);
			why_ids(&v_why, b, sizeof b);
			assert_int_equal(in_data(&v_legal, "legal", side, piece),
			    bits == 0);
			assert_int_equal(in_data(&v_legal, "off_board", side,
			    piece), bits == 0 && t.off);
			if (strcmp(a, b) != 0)
				fail_msg("play/why %s %s %s: [%s] [%s]\n%s",
				    names[player], c, sides[side], a, b,
				    v_why.msg.s);
			assert_int_equal(ok, bits == 0);
			assert_int_equal(ok, a[0] == '\0');
			if (bits & THREEHIGH_RULE_COVERED) {
				assert_true(covered_listed(v_legal.msg.s, piece));
				assert_non_null(strstr(a, "covered"));
				continue;
			}
			says = legal_says(v_legal.msg.s, piece, side);
			if (core(state)->square_of[piece] == THREEHIGH_NONE) {
				assert_int_equal(says, 0);
				continue;
			}
			stay += !(bits & THREEHIGH_RULE_STACK) && !t.off;
			if ((strstr(a, "stack") != NULL) != (says == 'r') ||
			    (t.off && !(bits & THREEHIGH_RULE_STACK)) != (says == 'o'))
				fail_msg("legal/play %s %s %s: play [%s], legal %c"
				    "\n%s", names[player], c, sides[side], a,
				    says, v_legal.msg.s);
		}
	snprintf(line, sizeof line, "%d", stay);
	assert_string_equal(drive_ids(&v_legal, "Moves: ", "Moves: ", " legal",
	    b, sizeof b), line);
}

static void
check_position(const void *state)
{
	int n = core(state)->nplayers;

	for (int k = 0; k < CARDS_TRIED; k++)
		check_card(state, (int)rnd((unsigned)n), (int)rnd(THREEHIGH_CARDS));
}

/* A random legal move that stays on the board, if one is found. */
static bool
random_move(void *state)
{
	const struct threehigh_state *st = core(state);

	for (int tries = 0; tries < 400; tries++) {
		struct threehigh_move m = { st->turn, (int)rnd(THREEHIGH_CARDS),
			(int)rnd(4), (int)rnd(THREEHIGH_PIECES) };
		struct threehigh_trace t;
		char line[128], c[8], p[32];
		char *argv[5], w[4][32];
		const struct game_cmd *cmd = threehigh_ops.cmds;
		struct call call;

		if (threehigh_check(st, &m, &t) != 0 || t.off)
			continue;
		snprintf(w[0], 32, "%s", names[m.player]);
		snprintf(w[1], 32, "%s", card_word(m.card, c));
		snprintf(w[2], 32, "%s", sides[m.side]);
		snprintf(w[3], 32, "%s", piece_word(m.piece, p));
		snprintf(line, sizeof line, "play");
		argv[0] = line;
		for (int i = 0; i < 4; i++)
			argv[i + 1] = w[i];
		while (strcmp(cmd->word, "play") != 0)
			cmd++;
		call = (struct call){ .argc = 5, .argv = argv, .width = 100 };
		verdict_clear(&v_play);
		assert_true(cmd->run(state, &call, &v_play));
		return true;
	}
	return false;
}

static void
test_tools_agree(void **unused)
{
	static char state[4096];

	(void)unused;
	assert_true(threehigh_ops.state_size <= sizeof state);
	rng_state = 14;
	verdict_init(&v_play);
	verdict_init(&v_why);
	verdict_init(&v_legal);
	verdict_init(&v_setup);
	for (int game = 0; game < GAMES; game++) {
		int n = 1 + (int)rnd(4);
		char line[64] = "3high";
		char *argv[6] = { line };
		struct call call = { .argc = 1 + n, .argv = argv, .width = 100 };
		char who[4][8];

		memset(state, 0, sizeof state);
		for (int i = 0; i < n; i++) {
			snprintf(who[i], sizeof who[i], "%s", names[i]);
			argv[i + 1] = who[i];
		}
		verdict_clear(&v_setup);
		assert_true(game_start(&threehigh_ops, state, &call, &v_setup));
		check_position(state); /* before the setup: phase */
		random_setup(state);
		for (int k = 0; k < MOVES && core(state)->outcome == THREEHIGH_PLAYING;
		    k++) {
			check_position(state);
			if (!random_move(state))
				break;
		}
		check_position(state);
	}
	verdict_free(&v_play);
	verdict_free(&v_why);
	verdict_free(&v_legal);
	verdict_free(&v_setup);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tools_agree),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
