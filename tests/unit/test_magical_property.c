/* test_magical_property.c — random Magical Treehouse games played through
 * the referee's own commands; in every position reached, for random
 * actions, `why` names exactly the rule ids the command refuses with (or
 * calls it legal when it is accepted), `legal` lists exactly the places
 * where the card is accepted, and both agree with the rules core. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "magical_ops.h"
#include "magical.h"
#include "rng.h"

#define GAMES 100
#define QUERIES 6       /* random actions asked in each position */

static const char *const colours[MAGICAL_COLOURS] = {
	"blank", "red", "blue", "yellow", "purple", "green"
};
static const char *const names[MAGICAL_MAX_PLAYERS] = { "ann", "bob", "cy", "dee" };


/* What the core finds broken in a build. */
static unsigned
build_broken(const struct magical_game *g, int p, const struct magical_build *b)
{
	struct magical_reasons r;

	magical_explain_build(g, p, b, &r);
	return r.broken;
}

/* Run one line through the game's own command table, as the session
 * does: on a copy of the state, kept only when accepted. */
static bool
run(struct magical_game *g, struct verdict *v, bool keep, const char *fmt, ...)
{
	char buf[512], *argv[CMD_MAX_ARGS];
	struct magical_game scratch = *g;
	struct call c = { 0 };
	va_list ap;
	bool ok = false;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	c.argc = cmd_tokenize(buf, argv, CMD_MAX_ARGS);
	c.argv = argv;
	verdict_clear(v);
	const struct game_cmd *gc = game_cmd_of(&magical_ops, argv[0]);
	if (gc != NULL) {
		/* the front end checks the arity before the game runs */
		if (c.argc - 1 < gc->min_args || (gc->max_args != ARGS_ANY &&
		    c.argc - 1 > gc->max_args))
			return verdict_fail(v, "Usage: %s", gc->usage);
		ok = gc->run(&scratch, &c, v);
		if (ok && keep)
			*g = scratch;
		return ok;
	}
	fail_msg("no command %s", argv[0]);
	return false;
}

/* The ids a verdict recorded, "a, b", in the order given. */
static void
rule_list(const struct verdict *v, char *out, size_t size)
{
	out[0] = '\0';
	for (int i = 0; i < v->nrules; i++) {
		if (i > 0)
			strncat(out, ", ", size - strlen(out) - 1);
		strncat(out, v->rules[i], size - strlen(out) - 1);
	}
}

/* The core's bits as ids, in the same order. */
static void
bit_list(unsigned broken, char *out, size_t size)
{
	out[0] = '\0';
	for (unsigned bit = 1; bit < 1u << MAGICAL_E_COUNT; bit <<= 1) {
		if (!(broken & bit))
			continue;
		if (out[0] != '\0')
			strncat(out, ", ", size - strlen(out) - 1);
		strncat(out, magical_rule_id(bit), size - strlen(out) - 1);
	}
}

/* What `why` concluded, from the checks it recorded (verdict_check):
 * "" when allowed, else the ids found broken, in order. */
static bool
why_verdict(const struct verdict *v, char *out, size_t size)
{
	out[0] = '\0';
	if (v->run.nchecks == 0)
		return false;
	for (int i = 0; i < v->run.nbroken; i++) {
		if (i > 0)
			strncat(out, ", ", size - strlen(out) - 1);
		strncat(out, v->run.broken[i], size - strlen(out) - 1);
	}
	return true;
}

/* The command and `why` about it, in one position: the same verdict. */
static void
agree(const struct magical_game *g, const char *action, const char *args,
    unsigned core)
{
	struct magical_game copy = *g;
	struct verdict v;
	char cmd[256], why[256], bits[256];
	bool ok, parsed;

	verdict_init(&v);
	ok = run(&copy, &v, false, "%s %s", action, args);
	rule_list(&v, cmd, sizeof cmd);
	bit_list(core, bits, sizeof bits);
	if (ok || v.nrules > 0)
		assert_string_equal(cmd, bits);
	parsed = run(&copy, &v, false, "why %s %s", action, args);
	if (!ok && v.nrules == 0 && !parsed)
		goto out; /* malformed for both: no rule to compare */
	assert_true(parsed);
	assert_true(why_verdict(&v, why, sizeof why));
	if (ok || cmd[0] != '\0') {
		assert_string_equal(why, cmd);
	} else {
		/* refused without a rule: a card fitting several treehouses,
		 * which the build must name; `why` says so */
		assert_string_equal(why, "");
		assert_non_null(strstr(sbuf_str(&v.msg), "It fits on treehouses"));
	}
out:
	verdict_free(&v);
}

/* A card of the village's colours and levels, or any other. */
static void
random_card(const struct magical_game *g, int p, char *out, size_t size,
    struct magical_build *b)
{
	const struct magical_player *pl = &g->player[p];
	int colour = 1 + rnd(MAGICAL_COLOURS - 1), level = rnd(MAGICAL_MAX_LEVEL + 2);
	size_t len;

	memset(b, 0, sizeof *b);
	b->at = MAGICAL_NONE;
	if (pl->nhouses > 0 && rnd(3) > 0) {
		const struct magical_house *h = &pl->house[rnd(pl->nhouses)];
		colour = magical_house_colour(h);
		if (colour == MAGICAL_BLANK)
			colour = 1 + rnd(MAGICAL_COLOURS - 1);
		level = h->height + 1 - (int)rnd(2);
	}
	if (rnd(8) == 0) {
		snprintf(out, size, "blank");
		b->card.level = 1;
		return;
	}
	b->card.colour = (unsigned char)colour;
	b->card.level = (unsigned char)level;
	snprintf(out, size, "%s%d", colours[colour], level);
	len = strlen(out);
	if (rnd(3) == 0) {
		b->vp_given = true;
		b->vp = rnd(4) ? magical_level_vp(level) : (int)rnd(14);
		len += (size_t)snprintf(out + len, size - len, " %d", b->vp);
	}
	if (level == 1 || level == 3) {
		b->card.potion = (unsigned char)(1 + rnd(MAGICAL_COLOURS - 1));
		snprintf(out + len, size - len, " %s", colours[b->card.potion]);
	}
}

/* The places `legal NAME CARD` lists, 0-based; -1 when it lists none. */
static int
legal_places(const struct magical_game *g, const char *name, const char *card,
    bool places[MAGICAL_MAX_HOUSES + 2])
{
	struct magical_game copy = *g;
	struct verdict v;
	const char *m, *p;
	int n = 0;

	memset(places, 0, sizeof(bool) * (MAGICAL_MAX_HOUSES + 2));
	verdict_init(&v);
	assert_true(run(&copy, &v, false, "legal %s %s", name, card));
	m = sbuf_str(&v.msg);
	if ((p = strstr(m, "new treehouse, at place ")) != NULL)
		p += strlen("new treehouse, at place ");
	else if ((p = strstr(m, " goes on treehouse ")) != NULL)
		p += strlen(" goes on treehouse ");
	while (p != NULL && *p >= '0' && *p <= '9') {
		int k = (int)strtol(p, (char **)&p, 10);
		assert_true(k >= 1 && k <= MAGICAL_MAX_HOUSES + 1);
		places[k - 1] = true;
		n++;
		if (p[0] == ',' && p[1] == ' ')
			p += 2;
	}
	verdict_free(&v);
	return n;
}

/* A build asked in every way: the command, `why`, and `legal` place by
 * place, against the core. */
static void
check_build(const struct magical_game *g, int p)
{
	const struct magical_player *pl = &g->player[p];
	char card[64], args[128], tok[16];
	struct magical_build b;
	bool listed[MAGICAL_MAX_HOUSES + 2];
	int last, core_places[MAGICAL_MAX_HOUSES + 1], ncore;

	random_card(g, p, card, sizeof card, &b);
	snprintf(args, sizeof args, "%s %s", names[p], card);
	agree(g, "build", args, build_broken(g, p, &b));
	if (b.card.level < 1 || b.card.level > MAGICAL_MAX_LEVEL)
		return;
	snprintf(tok, sizeof tok, "%.*s", (int)strcspn(card, " "), card);
	legal_places(g, names[p], tok, listed);
	/* the places are about the card, not about a VP typed */
	b.vp_given = false;
	snprintf(card, sizeof card, "%s%s%s", tok, b.card.potion ? " " : "",
	    b.card.potion ? colours[b.card.potion] : "");
	ncore = magical_legal_places(g, p, &b.card, core_places);
	last = b.card.level == 1 ? pl->nhouses : pl->nhouses - 1;
	for (int k = 0, i = 0; k <= last; k++) {
		struct magical_build at = b;
		struct magical_game copy = *g;
		struct verdict v;
		bool allowed, ok;

		at.at = k;
		verdict_init(&v);
		ok = run(&copy, &v, false, "build %s %s at %d", names[p], card,
		    k + 1);
		/* accepted, or refused only for whose turn or step it is */
		allowed = ok || v.nrules > 0;
		for (int r = 0; r < v.nrules; r++)
			allowed &= strcmp(v.rules[r], "phase") == 0 ||
			    strcmp(v.rules[r], "turn") == 0;
		if (listed[k] != allowed)
			fail_msg("legal %s %s lists place %d: %d; build at it: %s",
			    names[p], card, k + 1, listed[k], sbuf_str(&v.msg));
		if (allowed) {
			assert_true(i < ncore);
			assert_int_equal(core_places[i++], k);
		}
		snprintf(args, sizeof args, "%s %s at %d", names[p], card, k + 1);
		agree(g, "build", args, build_broken(g, p, &at));
		verdict_free(&v);
		if (k == last)
			assert_int_equal(i, ncore);
	}
}

static void
check_other(const struct magical_game *g, int p)
{
	char args[64];
	int n = 1 + rnd(3), a = rnd(g->player[p].nhouses + 1),
	    b = a + (int)rnd(3) - 1;

	struct magical_reasons r;

	switch (rnd(5)) {
	case 0:
		if (a >= g->player[p].nhouses || b < 0 ||
		    b >= g->player[p].nhouses)
			return; /* places out of the row: a usage error */
		snprintf(args, sizeof args, "%s %d %d", names[p], a + 1, b + 1);
		magical_explain_pipe(g, p, a, b, &r);
		agree(g, "pipe", args, r.broken);
		break;
	case 1:
		snprintf(args, sizeof args, "%s %d", names[p], n);
		magical_explain_count(g, p, MAGICAL_COUNT_STORE, n, &r);
		agree(g, "store", args, r.broken);
		break;
	case 2:
		snprintf(args, sizeof args, "%s %d", names[p], n);
		magical_explain_count(g, p, MAGICAL_COUNT_UNSTORE, n, &r);
		agree(g, "unstore", args, r.broken);
		break;
	case 3:
		snprintf(args, sizeof args, "%s %d", names[p], n);
		magical_explain_count(g, p, MAGICAL_COUNT_FAMILIAR, n, &r);
		agree(g, "familiar", args, r.broken);
		break;
	default:
		magical_explain_done(g, p, &r);
		agree(g, "done", names[p], r.broken);
	}
}

/* Ask random actions of random players in this position. */
static void
check_position(const struct magical_game *g)
{
	for (int i = 0; i < QUERIES; i++) {
		int p = rnd(g->nplayers);
		if (rnd(2))
			check_build(g, p);
		else
			check_other(g, p);
	}
}

/* The builder's move: mostly what the rules allow, so games go on. */
static void
play_builder(struct magical_game *g, struct verdict *v)
{
	int p = magical_builder(g), at[MAGICAL_MAX_HOUSES + 1], n;
	struct magical_build b;
	char card[64];

	switch (rnd(8)) {
	case 0:
		run(g, v, true, "familiar %s", names[p]);
		return;
	case 1:
		run(g, v, true, "store %s", names[p]);
		return;
	case 2:
		run(g, v, true, "unstore %s", names[p]);
		return;
	case 3:
		if (g->player[p].nhouses >= 2) {
			int a = rnd(g->player[p].nhouses - 1);
			run(g, v, true, "pipe %s %d %d", names[p], a + 1, a + 2);
		}
		return;
	case 4:
		run(g, v, true, "done %s", names[p]);
		return;
	}
	random_card(g, p, card, sizeof card, &b);
	if (b.card.level < 1 || b.card.level > MAGICAL_MAX_LEVEL)
		return;
	n = magical_legal_places(g, p, &b.card, at);
	if (n > 0)
		run(g, v, true, "build %s %s at %d", names[p], card,
		    at[rnd(n)] + 1);
	if (!v->ok && g->used >= g->unstored)
		run(g, v, true, "done %s", names[p]);
}

/* A brown colour no tile names yet, or any (for the rule to refuse). */
static int
brown_colour(const struct magical_game *g)
{
	int c = 1 + rnd(MAGICAL_COLOURS - 1);

	for (int tries = 0; tries < 20 && rnd(5) > 0; tries++) {
		bool taken = g->common_brown == c;
		for (int q = 0; q < g->nplayers; q++)
			taken |= g->player[q].private_tile == c;
		if (!taken)
			break;
		c = 1 + rnd(MAGICAL_COLOURS - 1);
	}
	return c;
}

/* The end-game counts: mostly within the rules, sometimes beyond, and
 * every refusal checked against the core. */
static void
play_end(struct magical_game *g, struct verdict *v)
{
	int p = rnd(g->nplayers), n, c = brown_colour(g);
	const struct magical_player *pl = &g->player[p];
	int room = pl->familiars - (pl->has_empty ? pl->empty : 0);
	struct magical_game copy = *g;
	struct magical_reasons r;
	char cmd[256], bits[256];
	int count[MAGICAL_COLOURS] = { 0 };

	switch (rnd(5)) {
	case 0:
		magical_explain_common(g, c, &r);
		/* brown named: "green biscuits" alone would be refused where
		 * it changes a brown tile already entered */
		run(&copy, v, true, "objective common brown %s biscuits",
		    colours[c]);
		break;
	case 1:
		magical_explain_private(g, p, c, &r);
		run(&copy, v, true, "objective %s %s", names[p], colours[c]);
		break;
	case 2:
		n = rnd(4) ? rnd(7) : rnd(MAGICAL_BISCUITS + 1);
		magical_explain_biscuits(g, p, n, &r);
		run(&copy, v, true, "biscuits %s %d", names[p], n);
		break;
	case 3:
		n = rnd(4) ? rnd(room > 0 ? room + 1 : 1) : rnd(12);
		count[c] = n;
		magical_explain_ingredients(g, p, count, &r);
		run(&copy, v, true, "ingredients %s %s %d", names[p], colours[c],
		    n);
		break;
	default:
		n = rnd(pl->familiars + 2);
		magical_explain_empty(g, p, n, &r);
		run(&copy, v, true, "empty %s %d", names[p], n);
	}
	rule_list(v, cmd, sizeof cmd);
	bit_list(r.broken, bits, sizeof bits);
	assert_string_equal(cmd, bits);
	if (r.broken == 0)
		*g = copy;
}

static void
play_game(int nplayers)
{
	struct magical_game g;
	struct verdict v;
	char line[128];
	int moves = 0;

	verdict_init(&v);
	snprintf(line, sizeof line, "magical");
	for (int p = 0; p < nplayers; p++) {
		size_t len = strlen(line);
		snprintf(line + len, sizeof line - len, " %s:%d", names[p], p + 1);
	}
	{
		char buf[128], *argv[CMD_MAX_ARGS];
		struct call c = { 0 };
		strcpy(buf, line);
		c.argc = cmd_tokenize(buf, argv, CMD_MAX_ARGS);
		c.argv = argv;
		memset(&g, 0, sizeof g);
		assert_true(game_start(&magical_ops, &g, &c, &v));
	}
	while (g.step != MAGICAL_OVER && moves++ < 600) {
		if (g.step != MAGICAL_END || rnd(4) == 0)
			check_position(&g);
		if (g.step == MAGICAL_REVEAL) {
			for (int p = 0; p < nplayers; p++)
				run(&g, &v, true, "reveal %s %d", names[p],
				    1 + rnd(99));
		} else if (g.step == MAGICAL_BUILD) {
			play_builder(&g, &v);
		} else {
			play_end(&g, &v);
		}
	}
	assert_int_equal(g.step, MAGICAL_OVER);
	check_position(&g);
	verdict_free(&v);
}

static void
run_games(int nplayers, uint64_t seed)
{
	rng_state = seed;
	for (int i = 0; i < GAMES; i++)
		play_game(nplayers);
}

static void
test_two_players(void **state)
{
	(void)state;
	run_games(2, 11);
}

static void
test_three_players(void **state)
{
	(void)state;
	run_games(3, 12);
}

static void
test_four_players(void **state)
{
	(void)state;
	run_games(4, 13);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_two_players),
		cmocka_unit_test(test_three_players),
		cmocka_unit_test(test_four_players),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
