/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* tlh_cmd.c — Tout là-haut at the table: `new`, play and objective,
 * completion, the English of a command for logs, and the game_ops the
 * front end reads (the words typed are tlh_words.c's). */
#include "tlh_ops.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "i18n.h"
#include "tlh.h"
#include "tlh_glue.h"
#include "util.h"

/* The explanations `rules` gives, in the order it lists them; the name
 * is shown beside the id in `why` (and the aliases find the rule). */
/* Where the rulebook is silent (rules rulings). */
static const char *const tlh_rulings[] = {
	N_("A lone coloured floor is a run of 1: when no run is longer, "
	  "every player with a coloured floor shares the longest run and "
	  "gains 1 point. Gray floors are the only ones outside every run."),
	N_("Ties on objectives: every tied player achieves an objective of "
	  "the most or the lowest; efficient alone needs strictly the fewest "
	  "colours."),
	NULL,
};

const struct game_rule tlh_rules[] = {
	{ "turn", N_("each round every player adds one "
	  "card, from the first player clockwise (counter-clockwise in game 2 "
	  "of the strategic variant); only the player to play may play."),
	  "tour-de-jeu", N_("turn order") },
	{ "match", N_("a face-up card's bottom floor "
	  "shares the colour or the value of the tree's top floor; on the "
	  "trunk or a gray floor anything goes, and a face-down card goes "
	  "anywhere."), "raccord", N_("matching floors") },
	{ "value", N_("every coloured floor is worth "
	  "2, 3 or 4; a face-down card shows two gray floors worth 2 each."),
	  "valeur", N_("floor values") },
	{ "purple", N_("with two players the cards "
	  "holding a purple floor stay in the box."), "violet",
	  N_("purple floors") },
	{ "phase", N_("the objective card is set before "
	  "the game's first card, and no card follows the last round."),
	  "phase-de-jeu", N_("game phase") },
	{ "turns", N_("in the turn variant players draw "
	  "at the end of their turn instead of the start; the referee only "
	  "notes it."), "tours", N_("turn variant") },
	{ NULL, NULL, NULL, NULL },
};

/* How a game is scored (toutlahaut-rules.md, Scoring and Variants):
 * `rules` lists these topics, `rules scoring` sums them up; an
 * objective card's topic has the card's English name as id.  The
 * worked example is tests/cli/tlh/tlh-3p.in's end, which
 * tests/py/test_rules_scoring.py checks the referee computes. */
const struct game_rule tlh_topics[] = {
	{ "scoring", N_("at the end every player adds up three things: "
	  "the values of all the tree's floors (rules floors), the longest "
	  "run bonus (rules run) and the objective card's points, if the "
	  "tree achieves it (rules objective); then rules winner says who "
	  "wins. Example: floors worth 30, the game's longest run with 7 "
	  "blue floors and monochromatic make 30 + 7 + 5 = 42."),
	  "score points decompte", N_("scoring") },
	{ "floors", N_("at the end each tree scores "
	  "the values of all its floors; the trunk scores nothing."), "etages",
	  N_("floor points") },
	{ "run", N_("a run is one coloured floor or more of one "
	  "colour stacked one on another, even across two cards; gray cuts "
	  "it, so a lone coloured floor is a run of 1. The longest run of the "
	  "game scores its length again, for every player who has it: when "
	  "it is 1, every player with a coloured floor gains 1."), "suite",
	  N_("longest run") },
	{ "objective", N_("at most one objective card "
	  "a game: monochromatic, two-step, efficient, diversified or "
	  "little-treehouse (rules NAME tells each)."), "objectif",
	  N_("objective card") },
	{ "monochromatic", N_("5 points, "
	  "to the player or players with the most floors of a single "
	  "colour."), "monochrome", N_("monochromatic") },
	{ "two-step", N_("5 points, to every "
	  "player with exactly three floors in each of two colours or "
	  "more."), "twostep deux-temps deux-brelans", N_("two-step") },
	{ "efficient", N_("5 points, to the one "
	  "player with fewer colours than each other player; a shared "
	  "fewest scores nothing."), "econome efficace", N_("efficient") },
	{ "diversified", N_("5 points, to the "
	  "player or players with the most colours found on two floors or "
	  "more."), "diversifie diversifiee", N_("diversified") },
	{ "little-treehouse", N_("7 points, to the player or players "
	  "with the lowest score once the run bonus is added."), "littletreehouse petite-cabane petitecabane",
	  N_("little-treehouse") },
	{ "winner", N_("the most points; between tied "
	  "players the one seated farthest from the first player, going "
	  "clockwise, places ahead, so places are never shared."), "gagnant tie ties tiebreak egalite egalites",
	  N_("winner") },
	{ "strategic", N_("two games, each with its "
	  "own objective; game 1's lowest scorer starts game 2, which goes "
	  "counter-clockwise; totals add up and ties are broken from game 2's "
	  "first player and direction."), "strategique",
	  N_("strategic variant") },
	{ NULL, NULL, NULL, NULL },
};

/* ---- new ---- */

static bool
tlh_start(void *state, const struct game_new *s, struct verdict *v)
{
	struct tlh_match *m = state;

	/* bits 0 and 1: tlh_variants[0] strategic, [1] turns */
	tlh_init(m, s->n, (const char *const *)s->names, s->variants & 1u,
	    s->variants & 2u);
	tlh_announce_start(m, v);
	return true;
}

/* ---- play and objective ---- */

static bool
cmd_play(void *state, const struct call *c, struct verdict *v)
{
	struct tlh_match *m = state;
	struct tlh_card card;
	struct sbuf b = { 0 };
	unsigned broken, events;
	int p;

	if ((p = tlh_player_arg(m, c->argv[1], v)) < 0 ||
	    !tlh_card_args(c, 2, &card, v))
		return false;
	broken = tlh_play(m, p, &card, &events);
	if (broken)
		return tlh_refuse_play(m, p, &card, broken, v);
	if (verdict_quiet(v))
		return true; /* nobody reads the answer: no card written out */
	if (tlh_card_is_down(&card)) {
		verdict_say(v, _("%s plays a card face down."), m->name[p]);
	} else {
		tlh_add_card(&b, &card);
		verdict_say(v, _("%s plays %s."), m->name[p], sbuf_str(&b));
	}
	sbuf_free(&b);
	tlh_announce_events(m, events, v);
	return true;
}

/* The rule an objective card names has its English name as id. */
static const char *
objective_text(int objective)
{
	for (const struct game_rule *r = tlh_topics; r->id; r++)
		if (strcmp(r->id, tlh_objective_names[objective]) == 0)
			return _(r->text);
	return "";
}

static bool
cmd_objective(void *state, const struct call *c, struct verdict *v)
{
	struct tlh_match *m = state;
	int obj;

	obj = game_match(c->argv[1], tlh_objective_words, tlh_nobjective_words,
	    _("no objective card named \"%s\": monochromatic, two-step, "
	    "efficient, diversified, little-treehouse or none"),
	    _("\"%s\" could be %s: type more of the name"), v);
	if (obj < 0)
		return false;
	if (tlh_set_objective(m, obj)) {
		if (tlh_over(m))
			return verdict_refusef(v, tlh_rule_id(TLH_E_PHASE),
			    _("the game is over, and its objective can no "
			    "longer change."));
		return verdict_refusef(v, tlh_rule_id(TLH_E_PHASE), _("the "
		    "objective card is set before the game's first card, "
		    "which is already played."));
	}
	if (m->strategic)
		verdict_say(v, _("Game %d's objective card:"), m->current + 1);
	if (obj == TLH_OBJ_NONE)
		verdict_say(v, _("No objective card in this game."));
	else {
		/* the card's name first, as `rules` shows it: its text
		 * alone would not say which card it is */
		struct sbuf name = { 0 };
		game_rule_tag(tlh_topics, tlh_objective_names[obj], true, &name);
		verdict_say(v, _("%s: %s"), sbuf_str(&name), objective_text(obj));
		sbuf_free(&name);
	}
	return true;
}

/* ---- completion: what may be typed now, in the messages' language ---- */

static void
add_floor_word(struct game_offer *out, int colour, int value)
{
	char buf[64];

	snprintf(buf, sizeof buf, "%s%d", _(tlh_colour_names[colour]), value);
	game_offer_add(out, buf);
}

/* The floors at argv[argi] (2: the bottom, 3: the top) of a card for
 * the tree named at argv[1]: a bottom that tlh_legal_bottoms() allows
 * there or down, a top that breaks no rule of a floor (tlh_check_floor). */
static void
complete_card(const struct tlh_match *m, int argi, char **argv,
    struct game_offer *out)
{
	struct word names[TLH_MAX_PLAYERS];
	struct tlh_floor f[TLH_FLOORS];
	int p, n;

	if (tlh_over(m))
		return;
	if (argi == 3) {
		if (cmd_match(argv[2], tlh_down_words, tlh_ndown_words) >= 0)
			return; /* a card face down is one word */
		for (int col = TLH_GRAY + 1; col < TLH_COLOURS; col++)
			for (int val = TLH_MIN_VALUE; val <= TLH_MAX_VALUE; val++)
				if (tlh_check_floor(m, (struct tlh_floor){ col,
				    val }) == 0)
					add_floor_word(out, col, val);
		return;
	}
	for (int i = 0; i < m->nplayers; i++)
		names[i] = (struct word){ m->name[i], i };
	if ((p = cmd_match(argv[1], names, m->nplayers)) < 0)
		return;
	n = tlh_legal_bottoms(m, p, f);
	for (int i = 0; i < n; i++)
		add_floor_word(out, f[i].colour, f[i].value);
	/* TRANSLATORS: a card played face down, as in `play ann down`. */
	game_offer_add(out, _("down"));
}

/* argv[0] is the English word.  `play` offers only the player to play;
 * the queries offer every player. */
static void
complete_args(const void *state, int argi, char **argv,
    struct game_offer *out)
{
	const struct tlh_match *m = state;
	bool fr = strcmp(i18n_lang(), "fr") == 0;

	if (strcmp(argv[0], "objective") == 0) {
		if (argi == 1 && tlh_check_objective(m) == 0)
			for (int i = 0; i < TLH_OBJECTIVES; i++)
				game_offer_add(out, fr ? tlh_objective_french[i] :
				    tlh_objective_names[i]);
	} else if (argi == 1 && strcmp(argv[0], "play") == 0) {
		if (!tlh_over(m))
			game_offer_add(out, m->name[tlh_to_play(m)]);
	} else if (argi == 1) {
		for (int p = 0; p < m->nplayers; p++)
			game_offer_add(out, m->name[p]);
	} else if (argi == 2 || argi == 3) {
		complete_card(m, argi, argv, out);
	}
}

/* ---- the English of a command, for logs ---- */

/* Logs keep variants, objectives, floors (red3) and down in English;
 * names as typed.  Here beside the word tables it reads. */
static const char *
english_word(const void *state, const char *cmd, int i, const char *arg,
    char *buf, size_t size)
{
	const char *e;

	(void)state;
	if (strcmp(cmd, "objective") == 0)
		return cmd_english(arg, tlh_objective_words, tlh_nobjective_words);
	if (i < 2) /* play NAME FLOOR FLOOR|down */
		return NULL;
	if ((e = cmd_english(arg, tlh_down_words, tlh_ndown_words)) != NULL)
		return e;
	return cmd_english_numbered(arg, tlh_colour_words, tlh_ncolour_words,
	    buf, size);
}

/* ---- the interface ---- */

static bool
tlh_finished(const void *state)
{
	return tlh_over(state);
}

static const struct game_cmd tlh_cmds[] = {
	{ .word = "play", .aliases = "jouer", .run = cmd_play,
	  .usage = N_("play NAME FLOOR FLOOR|down"),
	  .summary = N_("add a card to a tree, bottom floor first (red3 "
	  "rouge3), or face down"),
	  .example = N_("play ann red3 blue2"),
	  .min_args = 2, .max_args = 3 },
	{ .word = "objective", .aliases = "objectif", .run = cmd_objective,
	  .usage = N_("objective CARD"),
	  .summary = N_("the game's objective card, before its first card"),
	  .example = N_("objective monochromatic"),
	  .min_args = 1, .max_args = 1 },
	{ .word = NULL },
};

static const char *const tlh_names[] = {
	"tlh", "toutlahaut", "tout-la-haut", NULL
};

static const struct game_variant tlh_variants[] = {
	{ "strategic", "stratégique strategique",
	    N_("two games, each with its own objective, played as one "
	    "match: the totals add up") },
	{ "turns", "tours turn tour",
	    N_("players draw at the end of their turn, not at its start") },
	{ NULL, NULL, NULL },
};

static const char *const tlh_session[] = {
	N_("new tlh ann bob"),
	N_("objective diversified"),
	N_("play ann red3 blue2"),
	N_("play bob green2 red4"),
	N_("score"),
	NULL
};

const struct game_ops tlh_ops = {
	.id = "tlh",
	.names = tlh_names,
	.title = "Tout là-haut",
	.state_size = sizeof(struct tlh_match),
	.start = tlh_start,
	.min_players = TLH_MIN_PLAYERS,
	.max_players = TLH_MAX_PLAYERS,
	.new_usage = N_("new tlh [strategic] [turns] NAME..."),
	.name_size = TLH_NAME_SIZE,
	.cmds = tlh_cmds,
	.finished = tlh_finished,
	.sheet = tlh_sheet,
	.where = tlh_where,
	.log_columns = tlh_log_columns,
	.log_row = tlh_log_row,
	.result = tlh_result,
	.complete = complete_args,
	.query = {
		[Q_STATUS] = { .run = tlh_run_status,
		  .summary = N_("round, player to play, objective and every tree") },
		[Q_SCORE] = { .run = tlh_run_score,
		  .summary = N_("the score table, as if the game ended now") },
		[Q_SHOW] = { .run = tlh_run_show,
		  .summary = N_("draw the trees, top card first"),
		  .example = N_("show ann") },
		[Q_LEGAL] = { .run = tlh_run_legal, .usage = N_("legal NAME"),
		  .summary = N_("the cards that may go on that tree now"),
		  .example = N_("legal ann"),
		  .min_args = 1, .max_args = 1 },
		[Q_WHY] = { .run = tlh_run_why,
		  .usage = N_("why NAME FLOOR FLOOR|down"),
		  .summary = N_("each rule checked for that card, passed or broken"),
		  .example = N_("why ann red3 blue2"),
		  .min_args = 2, .max_args = 3 },
	},
	.rules = tlh_rules,
	.scoring = tlh_topics,
	.rulings = tlh_rulings,
	.players = TLH_PLAYERS,
	.svg = tlh_svg,
	.english = english_word,
	.variants = tlh_variants,
	.results = tlh_results,
	.labels = tlh_labels,
	.notation = &tlh_notation,
	.about = N_("Each player raises a tree of two-floor cards, one "
	    "card a turn; a face-up card's bottom floor shares the colour or "
	    "the value of the top floor it goes on. At the end the floors "
	    "score, with a bonus for the longest run of one colour and the "
	    "objective card in play. treeref checks each card, counts the "
	    "floors, the runs and the objective, and plays the strategic "
	    "variant's two games as one match."),
	.session = tlh_session,
};
