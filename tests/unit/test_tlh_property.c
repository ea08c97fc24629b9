/* test_tlh_property.c — random Tout là-haut games (every player count,
 * with and without the strategic variant): before every card, for every
 * player, the rule ids `why` names are those `play` refuses with, for
 * cards good and bad, and `legal` lists exactly the bottom floors that
 * `play` accepts on that tree (whoever's turn it is). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "drive.h"
#include "tlh_ops.h"
#include "tlh.h"

#define GAMES 120
#define CARDS_TRIED 8 /* random cards, good and bad, per player and turn */

#include "rng.h"

static const char *const names[] = { "ann", "bob", "cy", "dan", "eve" };
/* English words of enum tlh_colour (gray is no floor one can type). */
static const char *const colours[TLH_COLOURS] = {
	"gray", "red", "yellow", "green", "blue", "purple", "orange"
};

static struct verdict v_play, v_why, v_legal;

/* play's and why's ids for one card ("down" or "BOTTOM TOP"). */
static bool
agree(const struct tlh_match *m, int p, const char *card, char *ids,
    size_t size)
{
	char line[96], b[128];
	bool ok;

	snprintf(line, sizeof line, "play %s %s", names[p], card);
	ok = drive(&tlh_ops, m, line, &v_play);
	drive_rules(&v_play, ids, size);
	snprintf(line, sizeof line, "why %s %s", names[p], card);
	assert_true(drive(&tlh_ops, m, line, &v_why));
	/* the rules why found broken, as verdict_check() recorded them */
	b[0] = '\0';
	for (int i = 0; i < v_why.run.nbroken; i++)
		snprintf(b + strlen(b), sizeof b - strlen(b), "%s%s",
		    i ? ", " : "", v_why.run.broken[i]);
	assert_int_equal(v_why.run.nchecks, 5); /* phase turn value purple match */
	if (strcmp(ids, b) != 0)
		fail_msg("%s: play [%s], why [%s]\n%s", line, ids, b, v_why.msg.s);
	assert_int_equal(ok, ids[0] == '\0');
	return ok;
}

/* Whether the ids hold a rule of the card itself (value, purple, match). */
static bool
card_rule(const char *ids)
{
	return strstr(ids, "value") || strstr(ids, "purple") ||
	    strstr(ids, "match");
}

static void
check_player(const struct tlh_match *m, int p)
{
	char card[64], ids[128], line[64], floor[16];
	const char *listed, *any;
	bool over = tlh_over(m);

	for (int k = 0; k < CARDS_TRIED; k++) {
		if (rnd(8) == 0)
			snprintf(card, sizeof card, "down");
		else
			snprintf(card, sizeof card, "%s%u %s%u",
			    colours[1 + rnd(TLH_COLOURS - 1)], 1 + rnd(5),
			    colours[1 + rnd(TLH_COLOURS - 1)], 1 + rnd(5));
		agree(m, p, card, ids, sizeof ids);
	}
	snprintf(line, sizeof line, "legal %s", names[p]);
	assert_true(drive(&tlh_ops, m, line, &v_legal));
	if (over)
		return; /* legal says the game is over; play says phase */
	listed = strstr(v_legal.msg.s, "bottom floor may be ");
	any = strstr(v_legal.msg.s, "any card may go on it, face up");
	if ((listed != NULL) == (any != NULL))
		fail_msg("legal %s:\n%s", names[p], v_legal.msg.s);
	for (int c = 1; c < TLH_COLOURS; c++)
		for (int val = TLH_MIN_VALUE; val <= TLH_MAX_VALUE; val++) {
			bool says, allowed;

			/* a red2 top breaks no rule a bottom does not */
			snprintf(card, sizeof card, "%s%d red2", colours[c], val);
			agree(m, p, card, ids, sizeof ids);
			allowed = !card_rule(ids);
			snprintf(floor, sizeof floor, "%s%d", colours[c], val);
			if (any != NULL) {
				says = !(c == TLH_PURPLE && strstr(v_legal.msg.s,
				    "No purple floor in a two-player game."));
			} else {
				const char *at = strstr(listed, floor);
				const char *end = strchr(listed, '\n');
				size_t n = strlen(floor);

				says = at != NULL && (end == NULL || at < end) &&
				    at[n] != '\0' && strchr(",. ", at[n]) &&
				    at[-1] == ' ';
			}
			/* --json "legal" lists the same floors */
			snprintf(line, sizeof line, "\"%s\"", floor);
			if ((strstr(v_legal.run.data.s, line) != NULL) != says)
				fail_msg("legal %s: %s, data %s", names[p], floor,
				    v_legal.run.data.s);
			if (says != allowed)
				fail_msg("legal %s: %s %s, play [%s]\n%s", names[p],
				    floor, says ? "listed" : "missing", ids,
				    v_legal.msg.s);
		}
}

/* The player to move plays a card the judge allows (face down now and
 * then, or when no face-up card fits). */
static void
play_random(struct tlh_match *m)
{
	int p = tlh_to_play(m);
	struct tlh_floor f[TLH_FLOORS];
	int n = tlh_legal_bottoms(m, p, f);
	char w[3][16], line[8] = "play";
	char *argv[4] = { line, w[0], w[1], w[2] };
	const struct game_cmd *cmd = tlh_ops.cmds;
	struct call call = { .argc = 4, .argv = argv, .width = 100 };

	snprintf(w[0], sizeof w[0], "%s", names[p]);
	if (n == 0 || rnd(6) == 0) {
		snprintf(w[1], sizeof w[1], "down");
		call.argc = 3;
	} else {
		struct tlh_floor b = f[rnd((unsigned)n)];
		int top = 1 + (int)rnd(TLH_COLOURS - 1);

		if (top == TLH_PURPLE && m->nplayers == 2)
			top = TLH_RED;
		snprintf(w[1], sizeof w[1], "%s%d", colours[b.colour], b.value);
		snprintf(w[2], sizeof w[2], "%s%u", colours[top], 2 + rnd(3));
	}
	while (strcmp(cmd->word, "play") != 0)
		cmd++;
	verdict_clear(&v_play);
	if (!cmd->run(m, &call, &v_play))
		fail_msg("play %s %s: %s", w[0], w[1], v_play.msg.s);
}

static void
test_tools_agree(void **unused)
{
	static struct tlh_match m;

	(void)unused;
	rng_state = 21;
	verdict_init(&v_play);
	verdict_init(&v_why);
	verdict_init(&v_legal);
	for (int game = 0; game < GAMES; game++) {
		int n = 2 + (int)rnd(4), argc = 0;
		char word[3][16] = { "tlh", "strategic", "turns" };
		char *argv[8], who[5][8];
		struct call call;

		argv[argc++] = word[0];
		if (rnd(3) == 0)
			argv[argc++] = word[1];
		if (rnd(3) == 0)
			argv[argc++] = word[2];
		for (int i = 0; i < n; i++) {
			snprintf(who[i], sizeof who[i], "%s", names[i]);
			argv[argc++] = who[i];
		}
		call = (struct call){ .argc = argc, .argv = argv, .width = 100 };
		memset(&m, 0, sizeof m);
		verdict_clear(&v_play);
		assert_true(game_start(&tlh_ops, &m, &call, &v_play));
		while (!tlh_over(&m)) {
			for (int p = 0; p < n; p++)
				check_player(&m, p);
			play_random(&m);
		}
		check_player(&m, (int)rnd((unsigned)n));
	}
	verdict_free(&v_play);
	verdict_free(&v_why);
	verdict_free(&v_legal);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tools_agree),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
