/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_cmd.c — Magical Treehouse's words: the tables of colours, tiles
 * and keywords, parsing, the commands that change the game, the rules
 * table and the game_ops the front end sees. */
#include "magical_ops.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "magical_glue.h"
#include "render.h"

/* The explanations `rules` gives, in the order it lists them, each with
 * a short name shown beside its id. */
/* Where the rulebook is silent (rules rulings). */
static const char *const rulings[] = {
	N_("Biscuits with 2 players: the rulebook sets the tray's 4 piles "
	  "for 3 and 4 players only, each pile one biscuit fewer than the "
	  "players. treeref keeps that pattern: 4 piles of 1, so 8 biscuits "
	  "in play, 2 a player to start, and a count above that is refused. "
	  "The most-biscuits tile still needs strictly the most, and 3 "
	  "biscuits still make 1 VP."),
	N_("Potions a green level 4 transforms feed level-3 cards like any "
	  "other, but they are not brewed: the green level 5 counts only the "
	  "colours level-1 cards brew."),
	NULL,
};

static const struct game_rule rule_texts[] = {
	{ "turn", N_("each round every player reveals one planning "
	  "card and the lowest turn-order number builds first, then the "
	  "next; only the builder plays cards, at most the 4 planning cards "
	  "left after the reveal plus those taken back from storage, and "
	  "done ends the turn."), "tour", N_("building order") },
	{ "level", N_("a treehouse starts with a level-1 card, or "
	  "with any card face down as a blank level 1 (no colour, no "
	  "ability, 0 VP); each card on it is exactly one level higher than "
	  "its top card, up to level 6: one card per level."), "niveau",
	  N_("next level") },
	{ "colour", N_("a card goes only on a treehouse of its own "
	  "colour; a lone blank takes a level 2 of any colour, which then "
	  "gives the treehouse its colour."), "color couleur",
	  N_("same colour") },
	{ "card", N_("every colour has 5 cards of level 1, 4 of level "
	  "2, 3 of level 3, 2 of level 4, 1 of level 5 and 1 of level 6, "
	  "worth 1, 2, 3, 5, 8 and 13 VP; the VP follow from the level, so "
	  "they need not be typed, and a VP typed must be the card's; no "
	  "more cards of a colour and level are built, in all villages "
	  "together, than the game has (a stored card counts once built)."),
	  "carte", N_("cards in the box") },
	{ "pipe", N_("a pipe card joins two treehouses side by side; "
	  "joined treehouses cannot move and no treehouse goes between them; "
	  "a treehouse with no pipe may move anywhere in the row at any "
	  "time; with a blue level 4 the pipes themselves may move "
	  "(repipe); the game has 8 pipe cards for all villages together."),
	  "tuyau", N_("pipes") },
	{ "storage", N_("every treehouse with a level-2 card stores "
	  "one card and a purple level 4 makes storage unlimited; a stored "
	  "card comes back only in a later round (unstore), never in the "
	  "turn it was stored, and a card taken out is built or stored again "
	  "before the turn ends (done). A card that can be neither built nor "
	  "stored can always be built face down as a blank level 1."),
	  "stockage", N_("stored cards") },
	{ "familiar", N_("a coloured level 1 lets its builder place "
	  "one familiar, so does a card showing the teleporting familiar, "
	  "and so does every level 3 built with a red level 4 in the "
	  "village; familiars are placed during that building turn, 9 per "
	  "player. A familiar gathers the one ingredient of its space, so at "
	  "the end a player's ingredients, plus the familiars on spaces with "
	  "no ingredient, are at most the familiars placed."), "familier",
	  N_("familiars placed") },
	{ "phase", N_("each round has a reveal step, then a building "
	  "step; after round 4 the scorekeeper enters biscuits, ingredients "
	  "and, for a yellow level 5, familiars on spaces with no "
	  "ingredient; then the game is over."), "etape",
	  N_("step of the round") },
	{ "biscuits", N_("the game has 2 biscuits a player at "
	  "setup plus 4 piles on the tray, each pile one biscuit fewer than "
	  "the players: 14 with 3 players, 20 with 4. The rulebook gives no "
	  "piles for 2 players; treeref follows the same pattern, 4 piles of "
	  "1, so 8 biscuits with 2 players (2 + 2 to start). Bribes only pass "
	  "biscuits between players, so the counts entered for all players "
	  "together stay within that."), "biscuit",
	  N_("biscuit supply") },
	{ "objective", N_("the five brown tiles name one "
	  "ingredient colour each, so the common brown tile and every "
	  "private tile name different colours."), "objectif",
	  N_("one colour per brown tile") },
	{ "ingredients", N_("entered by the colour printed on "
	  "them, or by a name the table declared first (declare apple "
	  "red)."), "ingredient", N_("ingredient names") },
	{ NULL, NULL, NULL, NULL },
};

/* How a game is scored (magical-rules.md, Scoring at the end of
 * round 4): `rules` lists these topics, `rules scoring` sums them up.
 * The worked examples are tests/cli/magical/magical-3p.in's end, which
 * tests/py/test_rules_scoring.py checks the referee computes. */
static const struct game_rule topic_texts[] = {
	{ "scoring", N_("after round 4 each player adds up the VP of "
	  "every treehouse's top card, 1 VP for every 3 biscuits (rounded "
	  "down), 3 VP for each level 3 a potion feeds (rules potions), the "
	  "level-5 bonuses (rules level5) and the objective tiles (rules "
	  "objectives); rules winner breaks ties. Example: top cards worth "
	  "16, 5 biscuits, two level 3s fed, a blue level 5 with 2 pipe cards "
	  "and a tile won make 16 + 1 + 6 + 2 + 3 = 28."),
	  "score points decompte", N_("scoring") },
	{ "potions", N_("a coloured level 1 brews a potion of the "
	  "colour it shows when its owner has 2 ingredients of that colour; "
	  "treehouses joined by pipes share their potions; a green level 4 "
	  "turns a purple potion from another treehouse of its group into a "
	  "red, a blue and a yellow one; a level 3 scores 3 VP when its "
	  "group has a potion of the colour it shows, and one potion may "
	  "feed several. Example: a green level 4 turns the purple potion of "
	  "a piped treehouse into three, whose red and blue feed a green and "
	  "a blue level 3: 3 + 3 = 6."), "potion", N_("potion points") },
	{ "level5", N_("besides its VP a level 5 scores (a level 6 "
	  "on it keeps that): red, 1 per "
	  "treehouse exactly 3 levels high; blue, 1 per pipe card; yellow, 1 "
	  "per familiar on a space with no ingredient; purple, 1 per stored "
	  "card; green, 1 per potion colour brewed by level-1 cards, at "
	  "most 5. Example: a blue level 5 in a village with 2 pipe cards "
	  "scores 2 more, a purple one with 2 stored cards 2 more."),
	  "niveau5", N_("level-5 bonus") },
	{ "objectives", N_("two common tiles, one brown (most "
	  "ingredients of a colour, 3 VP) and one green (most biscuits 3, "
	  "most treehouses of level 2 or higher 3, most ingredients 2, most "
	  "treehouse colours 3, most treehouses of exactly level 1 -4), and "
	  "one private brown tile each that only its owner can score; only "
	  "a player with strictly the most scores, a tie gives nothing. "
	  "Example: a player with 4 treehouses of exactly level 1, against 1 "
	  "and 0, loses the green tile's 4 VP; two players with 2 red "
	  "ingredients each tie, and nobody scores that tile."),
	  "objectifs", N_("objective tiles") },
	{ "winner", N_("the most VP wins; a tie goes to the most "
	  "biscuits, then to the youngest. Example: ann and bob tie on 28 VP; "
	  "ann kept 5 biscuits and bob 3, so ann wins."),
	  "vainqueur gagnant tie ties tiebreak egalite egalites",
	  N_("winner and ties") },
	{ NULL, NULL, NULL, NULL },
};

/* ---- starting a game ---- */

static const char new_usage[] =
    N_("new magical NAME:AGE NAME:AGE [NAME:AGE [NAME:AGE]]");

/* What a player's word holds after the name: the age, or a rank by age
 * (the --json greeting shows it; split_age reads it). */
static const struct game_suffix magical_suffix = {
	":", "age",
	N_("the player's age, or a rank by age (1 for the youngest): no two "
	    "alike, the youngest wins the last tie"),
	0, 999, true,
};

/* NAME:AGE, cut at the last colon. */
static bool
split_age(char *arg, char **name, int *age, struct verdict *v)
{
	if (!game_split_suffix(&magical_suffix, arg, age)) {
		verdict_fail(v, _("\"%s\": give each player's age after a "
		    "colon, as ann:34 (or a rank by age, 1 for the youngest); "
		    "the youngest wins the last tie."), arg);
		return verdict_fail(v, _("Usage: %s"), _(new_usage));
	}
	*name = arg;
	return true;
}

/* The checks every game makes are the front end's; these are this
 * game's own. */
static bool
check_player(char *const *names, const int *ages, int k, struct verdict *v)
{
	if (magical_keyword(names[k]) == KW_COMMON)
		return verdict_fail(v, _("\"%s\" names the common objectives, "
		    "not a player"), names[k]);
	for (int j = 0; j < k; j++)
		if (ages[j] == ages[k])
			return verdict_fail(v, _("%s and %s both have age %d: the "
			    "ages must tell who is younger (ranks 1, 2, 3... "
			    "from the youngest work too)"), names[j], names[k],
			    ages[k]);
	return true;
}

/* Pure: it checks the whole line before it writes the state, and writes
 * nothing else, so it may run on a scratch state to check a line. */
static bool
magical_start(void *state, const struct game_new *s, struct verdict *v)
{
	struct magical_game *g = state;
	char args[MAGICAL_MAX_PLAYERS][CMD_MAX_LINE / 4];
	char *names[MAGICAL_MAX_PLAYERS] = { NULL };
	int ages[MAGICAL_MAX_PLAYERS], n = s->n;

	for (int k = 0; k < n; k++) {
		snprintf(args[k], sizeof args[k], "%s", s->names[k]);
		if (!split_age(args[k], &names[k], &ages[k], v))
			return false;
	}
	if (!game_check_names(names, n, MAGICAL_NAME_SIZE, v))
		return false;
	for (int k = 0; k < n; k++)
		if (!check_player(names, ages, k, v))
			return false;
	magical_init(g, n, (const char *const *)names, ages);
	magical_announce_start(g, v);
	return true;
}

/* ---- reveal, done, build ---- */

static bool
cmd_reveal(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	struct magical_reasons r;
	struct sbuf b = { 0 };
	int p, waiting[MAGICAL_MAX_PLAYERS], n = 0;
	unsigned ev = 0;
	long number;

	if (c->argc % 2 == 0)
		return magical_usage(v, N_("reveal NAME NUMBER [NAME NUMBER]..."));
	for (int i = 1; i < c->argc; i += 2) {
		if ((p = magical_find_player(g, c->argv[i], v)) < 0)
			return false;
		if (!cmd_number(c->argv[i + 1], 1, MAGICAL_MAX_TURN_NUMBER, &number))
			return verdict_fail(v, _("\"%s\" is not a turn-order number "
			    "(1 to %d)"), c->argv[i + 1], MAGICAL_MAX_TURN_NUMBER);
		magical_explain_reveal(g, p, (int)number, &r);
		if (r.broken)
			return magical_refuse_reveal(g, p, (int)number, &r, v);
		magical_reveal(g, p, (int)number, &ev);
	}
	for (int i = 1; i < c->argc; i += 2)
		verdict_say(v, _("%s reveals %s."), g->player[magical_find_player(g,
		    c->argv[i], NULL)].name, c->argv[i + 1]);
	if (ev & MAGICAL_EV_ORDER) {
		magical_announce_order(g, v);
		return true;
	}
	for (int q = 0; q < g->nplayers; q++)
		if (g->player[q].revealed == MAGICAL_NONE)
			waiting[n++] = q;
	magical_add_names(&b, g, waiting, n);
	verdict_say(v, _("Still to reveal: %s."), sbuf_str(&b));
	sbuf_free(&b);
	return true;
}

static bool
cmd_done(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	struct magical_reasons r;
	unsigned ev;
	int p;

	if ((p = magical_find_player(g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3 && magical_keyword(c->argv[2]) != KW_EMPTY_LIST)
		return magical_usage(v, N_("done NAME [none]"));
	magical_explain_done(g, p, &r);
	if (r.broken)
		return magical_refuse_action(g, p, 0, &r, MAGICAL_E_STORAGE, v);
	/* a familiar the builder may still place is lost by done: typed
	 * now, it takes `none` (or a yes at a terminal) */
	magical_explain_count(g, p, MAGICAL_COUNT_FAMILIAR, 1, &r);
	if (c->careful && c->argc == 2 && !r.broken) {
		v->confirm = true;
		return verdict_fail(v, ngettext("%s may still place %d familiar "
		    "this turn, lost once the turn is over: place it first "
		    "(familiar %s), or end the turn without it (done %s none)",
		    "%s may still place %d familiars this turn, lost once the "
		    "turn is over: place them first (familiar %s), or end the "
		    "turn without them (done %s none)", r.allowance),
		    g->player[p].name, r.allowance, g->player[p].name,
		    g->player[p].name);
	}
	magical_done(g, p, &ev);
	verdict_say(v, _("%s's building turn is over."), g->player[p].name);
	magical_announce_done(g, ev, v);
	return true;
}

static bool
ambiguous_build(const struct magical_game *g, const struct build_args *a,
    struct verdict *v)
{
	int fit[MAGICAL_MAX_HOUSES + 1], n;
	struct sbuf b = { 0 };

	n = magical_legal_places(g, a->player, &a->b.card, fit);
	for (int i = 0; i < n; i++)
		fit[i]++;
	magical_add_numbers(&b, fit, n);
	/* the long form's word and the short form's @, for whichever
	 * the scorekeeper typed */
	verdict_fail(v, _("%s fits on treehouses %s: say which with at, as "
	    "in: at %d (in the notation: @%d)"), magical_card_token(&a->b.card, 0),
	    sbuf_str(&b), fit[0], fit[0]);
	sbuf_free(&b);
	return false;
}

static bool
cmd_build(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	struct build_args a;
	struct magical_reasons r;
	struct sbuf b = { 0 };
	int before = g->allowance, at;

	if (!magical_parse_build(g, c, 1, &a, v))
		return false;
	magical_explain_build(g, a.player, &a.b, &r);
	if (r.broken)
		return magical_refuse_build(g, &a, &r, v);
	if (a.b.card.level >= 2 && a.b.at == MAGICAL_NONE) {
		if (r.nfit > 1)
			return ambiguous_build(g, &a, v);
		a.b.at = r.house;
	}
	at = a.b.at == MAGICAL_NONE ? g->player[a.player].nhouses : a.b.at;
	magical_build(g, a.player, &a.b);
	magical_add_card(&b, &a.b.card);
	if (a.b.card.level == 1)
		verdict_say(v, _("%s builds %s as treehouse %d."),
		    g->player[a.player].name, sbuf_str(&b), at + 1);
	else
		verdict_say(v, _("%s builds %s on treehouse %d, now at level %d."),
		    g->player[a.player].name, sbuf_str(&b), at + 1,
		    a.b.card.level);
	magical_say_allowance(g, a.player, before, v);
	sbuf_free(&b);
	return true;
}

/* ---- pipes and moves ---- */

static bool
cmd_pipe(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	struct magical_reasons r;
	int p, at[2], lo, hi;

	if (!magical_parse_places(g, c, 2, N_("pipe NAME PLACE PLACE"), &p,
	    at, v))
		return false;
	magical_explain_pipe(g, p, at[0], at[1], &r);
	if (r.broken)
		return magical_refuse_pipe(g, p, at, &r, false, v);
	magical_pipe(g, p, at[0], at[1]);
	lo = magical_group_first(&g->player[p], at[0]);
	hi = magical_group_last(&g->player[p], at[0]);
	verdict_say(v, _("%s lays a pipe between treehouses %d and %d."),
	    g->player[p].name, at[0] + 1, at[1] + 1);
	if (hi - lo == 1)
		verdict_say(v, _("Treehouses %d and %d share their potions and "
		    "cannot move."), lo + 1, hi + 1);
	else
		verdict_say(v, _("Treehouses %d to %d share their potions and "
		    "cannot move."), lo + 1, hi + 1);
	return true;
}

static bool
cmd_repipe(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	struct magical_reasons r;
	int p, at[4];

	if (!magical_parse_places(g, c, 4,
	    N_("repipe NAME PLACE PLACE PLACE PLACE"), &p, at, v))
		return false;
	magical_explain_repipe(g, p, at, &r);
	if (r.broken)
		return magical_refuse_pipe(g, p, at, &r, true, v);
	magical_repipe(g, p, at[0], at[1], at[2], at[3]);
	verdict_say(v, _("%s moves the pipe between treehouses %d and %d to "
	    "treehouses %d and %d."), g->player[p].name, at[0] + 1, at[1] + 1,
	    at[2] + 1, at[3] + 1);
	return true;
}

static bool
cmd_move(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	struct magical_reasons r;
	int p, at[2];

	if (!magical_parse_places(g, c, 2, N_("move NAME PLACE PLACE"), &p,
	    at, v))
		return false;
	if (at[0] == at[1])
		return verdict_fail(v, _("Treehouse %d is already at place %d."),
		    at[0] + 1, at[1] + 1);
	magical_explain_move(g, p, at[0], at[1], &r);
	if (r.broken)
		return magical_refuse_move(g, at, &r, v);
	magical_move(g, p, at[0], at[1]);
	verdict_say(v, _("%s moves treehouse %d to place %d."),
	    g->player[p].name, at[0] + 1, at[1] + 1);
	return true;
}

/* ---- storage and familiars ---- */

/* store, unstore and familiar: a name, a count, one judge in the core */
static bool
run_count(struct magical_game *g, const struct call *c, enum magical_count_move m,
    struct verdict *v)
{
	static const char *const usage[] = {
		[MAGICAL_COUNT_STORE] = N_("store NAME [N]"),
		[MAGICAL_COUNT_UNSTORE] = N_("unstore NAME [N]"),
		[MAGICAL_COUNT_FAMILIAR] = N_("familiar NAME [N]"),
	};
	const struct magical_player *pl;
	struct magical_reasons r;
	int p, n;

	if (!magical_parse_name_count(g, c, usage[m], &p, &n, v))
		return false;
	magical_explain_count(g, p, m, n, &r);
	if (r.broken)
		return magical_refuse_action(g, p, m == MAGICAL_COUNT_UNSTORE ? -n : n,
		    &r, m == MAGICAL_COUNT_FAMILIAR ? MAGICAL_E_FAMILIAR : MAGICAL_E_STORAGE, v);
	magical_count(g, p, m, n);
	pl = &g->player[p];
	switch (m) {
	case MAGICAL_COUNT_STORE:
		verdict_say(v, ngettext("%s stores %d card; %d in storage now.",
		    "%s stores %d cards; %d in storage now.", n), pl->name, n,
		    pl->stored);
		break;
	case MAGICAL_COUNT_UNSTORE:
		verdict_say(v, ngettext("%s takes %d card out of storage to play "
		    "this turn; %d left in storage.", "%s takes %d cards out of "
		    "storage to play this turn; %d left in storage.", n),
		    pl->name, n, pl->stored);
		break;
	case MAGICAL_COUNT_FAMILIAR:
		verdict_say(v, ngettext("%s places %d familiar; %d of %d in the "
		    "forest now.", "%s places %d familiars; %d of %d in the "
		    "forest now.", n), pl->name, n, pl->familiars, MAGICAL_FAMILIARS);
		break;
	}
	return true;
}

static bool
cmd_store(void *state, const struct call *c, struct verdict *v)
{
	return run_count(state, c, MAGICAL_COUNT_STORE, v);
}

static bool
cmd_unstore(void *state, const struct call *c, struct verdict *v)
{
	return run_count(state, c, MAGICAL_COUNT_UNSTORE, v);
}

static bool
cmd_familiar(void *state, const struct call *c, struct verdict *v)
{
	return run_count(state, c, MAGICAL_COUNT_FAMILIAR, v);
}

/* ---- objectives and ingredient names ---- */

/* objective common [brown] COLOUR [green] TILE, either part alone, in
 * either order.  "brown" names the brown tile (its colour follows); a
 * green colour word before a tile word names the green tile when the
 * line gives the brown tile's colour elsewhere.  Alone (green biscuits)
 * it stays what it always meant, logs included: the brown tile green
 * and the green tile biscuits; said so, and refused where it would
 * change a brown tile already entered. */
static bool
set_common(struct magical_game *g, const struct call *c, struct verdict *v)
{
	int brown = MAGICAL_BLANK, green = MAGICAL_TILE_NONE, t, col;
	struct magical_reasons r;
	unsigned ev;
	struct sbuf b = { 0 };
	/* "green" read as the brown tile's colour, and the tile after it */
	const char *alone = NULL, *alone_tile = NULL;

	for (int i = 2; i < c->argc; i++) {
		const char *w = c->argv[i];
		const char *next = i + 1 < c->argc ? c->argv[i + 1] : NULL;
		bool tile = (t = cmd_match(w, magical_tile_words,
		    magical_ntile_words)) >= 0;
		bool named = false;

		if (magical_keyword(w) == KW_BROWN) {
			if (next == NULL || cmd_match(next, magical_tile_words,
			    magical_ntile_words) >= 0)
				return verdict_fail(v, _("\"%s\" names the common "
				    "brown tile: its colour follows, as in "
				    "objective common %s red"), w, w);
			if ((t = magical_parse_ingredient(g, next, v)) < 0)
				return false;
			tile = false;
			i++;
		} else if (!tile && next != NULL &&
		    cmd_match(w, magical_colour_words, magical_ncolour_words) ==
		    MAGICAL_GREEN && (green = cmd_match(next, magical_tile_words,
		    magical_ntile_words)) >= 0) {
			/* green TILE: the green tile's name, when the brown
			 * tile's colour is given elsewhere on the line */
			for (int k = 2; k < c->argc && !named; k++)
				named = k != i && k != i + 1 &&
				    cmd_match(c->argv[k], magical_tile_words,
				    magical_ntile_words) < 0;
			green = MAGICAL_TILE_NONE;
			if (named) {
				t = cmd_match(next, magical_tile_words,
				    magical_ntile_words);
				tile = true;
				i++;
			} else {
				alone = w;
				alone_tile = next;
			}
		}
		if (!tile && !named && magical_keyword(w) != KW_BROWN &&
		    (t = magical_parse_ingredient(g, w, v)) < 0)
			return false;
		if ((tile && green != MAGICAL_TILE_NONE) ||
		    (!tile && brown != MAGICAL_BLANK))
			return verdict_fail(v, _("one common brown tile (a colour) "
			    "and one common green tile (biscuits, tall, "
			    "ingredients, colours or small), as in objective "
			    "common brown red green biscuits"));
		if (tile)
			green = t;
		else
			brown = t;
	}
	col = g->common_brown;
	if (alone != NULL && col != MAGICAL_BLANK && col != brown) {
		const char *const *names = strcmp(i18n_lang(), "fr") == 0 ?
		    magical_colour_fr : magical_colour_ids;
		return verdict_fail(v, _("\"%s %s\" would change the common "
		    "brown tile from %s to %s. For the common green tile "
		    "alone: objective common %s; to change both: objective "
		    "common %s %s %s"), alone, alone_tile, names[col],
		    names[brown], alone_tile,
		    strcmp(i18n_lang(), "fr") == 0 ? "marron" : "brown", alone,
		    alone_tile);
	}
	magical_explain_common(g, brown, &r);
	if (r.broken)
		return magical_refuse_objective(g, brown, &r, v);
	magical_set_common(g, brown, green, &ev);
	if (g->common_brown != MAGICAL_BLANK) {
		magical_tile_phrase(MAGICAL_COMMON_BROWN, g->common_brown, &b);
		verdict_say(v, _("Common brown objective: %s, 3 VP."), sbuf_str(&b));
		sbuf_reset(&b);
	}
	if (g->common_green != MAGICAL_TILE_NONE) {
		magical_tile_phrase(MAGICAL_COMMON_GREEN, g->common_green, &b);
		char vp[RENDER_INT_SIZE];
		verdict_say(v, _("Common green objective: %s, %s VP."),
		    sbuf_str(&b), render_int(vp, magical_tile_points(g->common_green)));
	}
	sbuf_free(&b);
	if (alone != NULL)
		verdict_say(v, _("(\"%s\" before a tile is the common brown "
		    "tile's colour; for the common green tile alone, type "
		    "objective common %s.)"), alone, alone_tile);
	magical_after_count(g, ev, v);
	return true;
}

static bool
cmd_objective(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	struct magical_reasons r;
	struct sbuf b = { 0 };
	unsigned ev;
	int p, col;

	if (magical_keyword(c->argv[1]) == KW_COMMON)
		return set_common(g, c, v);
	if (c->argc != 3)
		return magical_usage(v, N_("objective common [brown] COLOUR [green] "
		    "TILE | objective NAME COLOUR"));
	if ((p = magical_find_player(g, c->argv[1], v)) < 0 ||
	    (col = magical_parse_ingredient(g, c->argv[2], v)) < 0)
		return false;
	magical_explain_private(g, p, col, &r);
	if (r.broken)
		return magical_refuse_objective(g, col, &r, v);
	magical_set_private(g, p, col, &ev);
	magical_tile_phrase(MAGICAL_PRIVATE, col, &b);
	verdict_say(v, _("%s's private objective: %s, 3 VP."),
	    g->player[p].name, sbuf_str(&b));
	sbuf_free(&b);
	magical_after_count(g, ev, v);
	return true;
}

static bool
check_ingredient_name(const char *s, struct verdict *v)
{
	long n;

	if (strlen(s) >= MAGICAL_INGREDIENT_SIZE)
		return verdict_fail(v, _("\"%s\": an ingredient name holds at most "
		    "%d bytes"), s, MAGICAL_INGREDIENT_SIZE - 1);
	if (cmd_number(s, 0, 999999, &n) || magical_keyword(s) != KW_NONE ||
	    magical_is_colour(s))
		return verdict_fail(v, _("\"%s\" cannot name an ingredient: it "
		    "reads as a number, a colour or a keyword"), s);
	return true;
}

static bool
cmd_declare(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	int col;

	if (c->argc % 2 == 0)
		return magical_usage(v, N_("declare INGREDIENT COLOUR [INGREDIENT "
		    "COLOUR]..."));
	for (int i = 1; i < c->argc; i += 2) {
		const char *name = c->argv[i];
		if (!check_ingredient_name(name, v) ||
		    (col = magical_parse_colour(c->argv[i + 1], v)) < 0)
			return false;
		for (int k = 0; k < g->nnames; k++)
			if (cmd_word_eq(name, g->ingredient[k]))
				name = g->ingredient[k];
		if (!magical_declare(g, name, col))
			return verdict_fail(v, _("at most %d ingredient names can "
			    "be declared"), MAGICAL_MAX_NAMES);
		verdict_say(v, _("%s: a %s ingredient."), name,
		    _(magical_colour_names[col]));
	}
	return true;
}

/* ---- end-game counts ---- */

static bool
cmd_biscuits(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	struct magical_reasons r;
	unsigned ev;
	long n;
	int p;

	if ((p = magical_find_player(g, c->argv[1], v)) < 0 ||
	    !magical_parse_count(c->argv[2], MAGICAL_BISCUITS, &n, v))
		return false;
	magical_explain_biscuits(g, p, (int)n, &r);
	if (r.broken)
		return magical_refuse_end(g, p, (int)n, &r, v);
	magical_set_biscuits(g, p, (int)n, &ev);
	verdict_say(v, ngettext("%s: %ld biscuit, %ld VP.", "%s: %ld biscuits, "
	    "%ld VP.", (unsigned long)n), g->player[p].name, n, n / 3);
	magical_after_count(g, ev, v);
	return true;
}

static void
say_brewing(const struct magical_game *g, int p, struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];
	struct sbuf b = { 0 };

	for (int i = 0; i < pl->nhouses; i++) {
		int col = magical_brews(pl, i);
		if (col == MAGICAL_BLANK)
			continue;
		if (b.len > 0)
			sbuf_add(&b, ", ");
		sbuf_printf(&b, _("%s in #%d"), _(magical_potion_names[col]),
		    i + 1);
	}
	if (b.len > 0)
		verdict_say(v, _("%s's level-1 cards brew: %s."), pl->name,
		    sbuf_str(&b));
	else
		verdict_say(v, _("%s's level-1 cards brew no potion."), pl->name);
	sbuf_free(&b);
}

static const char ingredients_usage[] = N_("ingredients NAME COLOUR N "
    "[COLOUR N]... | ingredients NAME none");

static bool
cmd_ingredients(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	int count[MAGICAL_COLOURS] = { 0 }, p, col, i = 2, total = 0;
	struct magical_reasons r;
	struct sbuf b = { 0 };
	unsigned ev;
	long n;

	if (c->argc > 3 && c->argc % 2 == 1)
		return magical_usage(v, ingredients_usage);
	if ((p = magical_find_player(g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3 && magical_keyword(c->argv[2]) == KW_EMPTY_LIST)
		i = 3;
	else if (c->argc % 2 == 1)
		return magical_usage(v, ingredients_usage);
	for (; i < c->argc; i += 2) {
		if ((col = magical_parse_ingredient(g, c->argv[i], v)) < 0 ||
		    !magical_parse_count(c->argv[i + 1], MAGICAL_MAX_INGREDIENTS, &n, v))
			return false;
		count[col] += (int)n;
		if (count[col] > MAGICAL_MAX_INGREDIENTS)
			return verdict_fail(v, _("more than %d ingredients of one "
			    "colour"), MAGICAL_MAX_INGREDIENTS);
	}
	magical_explain_ingredients(g, p, count, &r);
	if (r.broken)
		return magical_refuse_end(g, p, 0, &r, v);
	magical_set_ingredients(g, p, count, &ev);
	for (col = MAGICAL_BLANK + 1; col < MAGICAL_COLOURS; col++) {
		total += count[col];
		if (count[col] == 0)
			continue;
		if (b.len > 0)
			sbuf_add(&b, ", ");
		sbuf_printf(&b, "%s %d", _(magical_colour_names[col]), count[col]);
	}
	if (total == 0)
		verdict_say(v, _("%s has no ingredient."), g->player[p].name);
	else
		verdict_say(v, _("%s's ingredients: %s (%d in all)."),
		    g->player[p].name, sbuf_str(&b), total);
	say_brewing(g, p, v);
	sbuf_free(&b);
	magical_after_count(g, ev, v);
	return true;
}

static bool
cmd_empty(void *state, const struct call *c, struct verdict *v)
{
	struct magical_game *g = state;
	const struct magical_player *pl;
	struct magical_reasons r;
	unsigned ev;
	long n;
	int p;

	if ((p = magical_find_player(g, c->argv[1], v)) < 0 ||
	    !magical_parse_count(c->argv[2], MAGICAL_FAMILIARS, &n, v))
		return false;
	pl = &g->player[p];
	magical_explain_empty(g, p, (int)n, &r);
	if (r.broken)
		return magical_refuse_end(g, p, (int)n, &r, v);
	magical_set_empty(g, p, (int)n, &ev);
	if (magical_needs_empty(pl))
		verdict_say(v, ngettext("%s: %ld familiar on a space with no "
		    "ingredient, scored by the yellow level 5.", "%s: %ld "
		    "familiars on spaces with no ingredient, scored by the yellow "
		    "level 5.", (unsigned long)n), pl->name, n);
	else
		verdict_say(v, ngettext("%s: %ld familiar on a space with no "
		    "ingredient; without a yellow level 5 it scores nothing.",
		    "%s: %ld familiars on spaces with no ingredient; without a "
		    "yellow level 5 they score nothing.", (unsigned long)n),
		    pl->name, n);
	magical_after_count(g, ev, v);
	return true;
}

/* ---- the interface ---- */

static bool
magical_finished(const void *state)
{
	return ((const struct magical_game *)state)->step == MAGICAL_OVER;
}

static const struct game_cmd magical_cmds[] = {
	{ .word = "reveal", .aliases = "révéler", .run = cmd_reveal,
	  .usage = N_("reveal NAME NUMBER [NAME NUMBER]..."),
	  .summary = N_("the turn-order numbers revealed this round; the "
	  "lowest builds first"),
	  .example = N_("reveal ann 38 bob 19 cid 86"),
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "build", .aliases = "construire bâtir", .run = cmd_build,
	  .usage = N_("build NAME CARD [VP] [POTION] [teleport] [at PLACE]"),
	  .summary = N_("build a card (red3, rouge3, or blank) with, on levels "
	  "1 and 3, its potion colour; its VP follow from its level"),
	  .example = N_("build ann red3 blue at 2"),
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "pipe", .aliases = "tuyau", .run = cmd_pipe,
	  .usage = N_("pipe NAME PLACE PLACE"),
	  .summary = N_("lay a pipe card between two neighbouring treehouses"),
	  .example = N_("pipe ann 2 3"),
	  .min_args = 3, .max_args = 3 },
	{ .word = "repipe", .aliases = "retuyauter", .run = cmd_repipe,
	  .usage = N_("repipe NAME PLACE PLACE PLACE PLACE"),
	  .summary = N_("with a blue level 4: move a pipe to two other "
	  "neighbours"),
	  .example = N_("repipe ann 2 3 4 5"),
	  .min_args = 5, .max_args = 5 },
	{ .word = "move", .aliases = "déplacer", .run = cmd_move,
	  .usage = N_("move NAME PLACE PLACE"),
	  .summary = N_("move a treehouse with no pipe to another place in the "
	  "row"),
	  .example = N_("move ann 1 4"),
	  .min_args = 3, .max_args = 3 },
	{ .word = "store", .aliases = "stocker", .run = cmd_store,
	  .usage = N_("store NAME [N]"),
	  .summary = N_("put planning cards in storage"),
	  .example = N_("store ann"),
	  .min_args = 1, .max_args = 2 },
	{ .word = "unstore", .aliases = "déstocker", .run = cmd_unstore,
	  .usage = N_("unstore NAME [N]"),
	  .summary = N_("take stored cards back to play them this turn"),
	  .example = N_("unstore ann"),
	  .min_args = 1, .max_args = 2 },
	{ .word = "familiar", .aliases = "familier", .run = cmd_familiar,
	  .usage = N_("familiar NAME [N]"),
	  .summary = N_("place familiars in the forest, as the cards built "
	  "allow"),
	  .example = N_("familiar ann"),
	  .min_args = 1, .max_args = 2 },
	{ .word = "done", .aliases = "terminer fin fini", .run = cmd_done,
	  .usage = N_("done NAME [none]"),
	  .summary = N_("end the player's building turn (none: without "
	  "the familiars still to place)"),
	  .example = N_("done ann"),
	  .min_args = 1, .max_args = 2 },
	{ .word = "objective", .aliases = "objectif", .run = cmd_objective,
	  .usage = N_("objective common [brown] COLOUR [green] TILE | "
	  "objective NAME COLOUR"),
	  .summary = N_("the common tiles (brown by colour; green: biscuits, "
	  "tall, ingredients, colours, small) or a private one"),
	  .example = N_("objective common red biscuits"),
	  .min_args = 2, .max_args = 5 },
	{ .word = "declare", .aliases = "déclarer", .run = cmd_declare,
	  .flags = CMD_FREE_TEXT,
	  .usage = N_("declare INGREDIENT COLOUR [INGREDIENT COLOUR]..."),
	  .summary = N_("give ingredient names a colour, to type them later"),
	  .example = N_("declare apple red"),
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "ingredients", .aliases = "ingrédients", .run = cmd_ingredients,
	  .usage = ingredients_usage,
	  .summary = N_("at the end: the ingredients the player's familiars "
	  "collected"),
	  .example = N_("ingredients ann red 2 yellow 3"),
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "biscuits", .run = cmd_biscuits,
	  .usage = N_("biscuits NAME N"),
	  .summary = N_("at the end: the player's biscuits"),
	  .example = N_("biscuits ann 4"),
	  .min_args = 2, .max_args = 2 },
	{ .word = "empty", .aliases = "vides", .run = cmd_empty,
	  .usage = N_("empty NAME N"),
	  .summary = N_("at the end: familiars on spaces with no ingredient "
	  "(yellow level 5)"),
	  .example = N_("empty ann 2"),
	  .min_args = 2, .max_args = 2 },
	{ .word = NULL },
};

static const char *const magical_names[] = {
	"magical", "mt", "magicaltreehouse", NULL
};

static const char *const magical_session[] = {
	N_("new magical ann:41 bob:12"),
	N_("reveal ann 3 bob 7"),
	N_("build ann blue1 blue"),
	N_("status"),
	NULL
};

const struct game_ops magical_ops = {
	.id = "magical",
	.names = magical_names,
	.title = "Magical Treehouse",
	.state_size = sizeof(struct magical_game),
	.start = magical_start,
	.min_players = MAGICAL_MIN_PLAYERS,
	.max_players = MAGICAL_MAX_PLAYERS,
	.new_usage = new_usage, /* names carry ages: magical_start checks them */
	.new_example = "new magical ann:1 bob:2",
	.suffix = &magical_suffix,
	.moves = magical_moves,
	.cmds = magical_cmds,
	.finished = magical_finished,
	.sheet = magical_sheet,
	.where = magical_where,
	.log_columns = magical_log_columns,
	.log_row = magical_log_row,
	.result = magical_result,
	.keep_file = "ingredients",
	.keep_cmd = "declare",
	.complete = magical_complete,
	.query = {
		[Q_STATUS] = { .run = magical_status,
		  .summary = N_("round, step, builder, objectives and every village "
		  "in a line") },
		[Q_SCORE] = { .run = magical_score,
		  .summary = N_("every player's score, step by step, and every "
		  "objective tile") },
		[Q_SHOW] = { .run = magical_show,
		  .summary = N_("draw the villages: stacks, levels, colours, pipes"),
		  .example = N_("show ann") },
		[Q_LEGAL] = { .run = magical_legal, .usage = N_("legal NAME [CARD]"),
		  .summary = N_("every move the player may make now, or where a card "
		  "may go"),
		  .example = N_("legal ann red3"),
		  .min_args = 1, .max_args = 2 },
		[Q_WHY] = { .run = magical_why,
		  .usage = N_("why [build|pipe|store|unstore|familiar|done|"
		  "biscuits] NAME ARGS..."),
		  .summary = N_("each rule checked for that action, passed or broken"),
		  .example = N_("why ann red3 blue at 2"),
		  .min_args = 2, .max_args = ARGS_ANY },
	},
	.rules = rule_texts,
	.scoring = topic_texts,
	.rulings = rulings,
	.players = MAGICAL_PLAYERS,
	.svg = magical_svg,
	.english = magical_english,
	.results = magical_results,
	.labels = magical_labels,
	.notation = &magical_notation,
	.about = N_("Each round the players reveal turn-order cards, "
	    "then each in turn builds treehouse cards into a village, joins the "
	    "treehouses with pipes, stores cards and places familiars; at the end "
	    "potions, biscuits, ingredients and objective tiles score. treeref "
	    "referees what the table can see: the cards each player builds, the "
	    "building order, the pipes and the storage, and the final score."),
	.session = magical_session,
};
