/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* threehigh_cmd.c — 3-High at the table: its commands (new, setup, play,
 * stuck), its rules and its place behind game.h.  The words live in
 * threehigh_words.c, the sentences in threehigh_text.c, the questions in
 * threehigh_query.c, the picture in threehigh_draw.c, the log in
 * threehigh_log.c; the rules themselves in threehigh.c. */
#include "threehigh_ops.h"

#include <stdio.h>

#include "command.h"
#include "i18n.h"
#include "render.h"
#include "threehigh_glue.h"

/* ---- new ------------------------------------------------------------ */

static bool
start_game(void *state, const struct game_new *s, struct verdict *v)
{
	struct threehigh *g = state;
	char **names = s->names;
	int n = s->n;
	struct sbuf list = { 0 };

	g->xeno = s->variants & 1u; /* threehigh_variants[0] */
	threehigh_init(&g->th, n);
	for (int i = 0; i < n; i++) {
		snprintf(g->names[i], THREEHIGH_NAME_SIZE, "%s", names[i]);
		render_list_and_add(&list, i, n, names[i]);
	}
	verdict_say(v, g->xeno ? _("3-High with the xeno set, for %s; %s plays first.") :
	    _("3-High with the rainbow set, for %s; %s plays first."),
	    sbuf_str(&list), g->names[0]);
	verdict_say(v, _("Enter the starting stacks, bottom first: setup SQUARE PIECE..."));
	sbuf_free(&list);
	return true;
}

/* ---- setup, play, stuck --------------------------------------------- */

static bool
cmd_setup(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	int square, pieces[THREEHIGH_PIECES], n = c->argc - 2, bad, under;
	enum threehigh_setup_error e;

	if (threehigh_phase(&g->th) != THREEHIGH_PHASE_SETUP)
		return threehigh_fail_phase(g, v);
	if (n > THREEHIGH_PIECES)
		return verdict_fail(v, _("A stack holds at most the 15 pieces of the set."));
	if (!threehigh_parse_square(c->argv[1], &square, v))
		return false;
	for (int i = 0; i < n; i++)
		if (!threehigh_parse_piece(g, c->argv[i + 2], &pieces[i], v))
			return false;
	e = threehigh_setup(&g->th, square, pieces, n, &bad, &under);
	if (e != THREEHIGH_SETUP_OK)
		return threehigh_fail_setup(g, e, bad, under, v);
	threehigh_say_setup(g, square, v);
	return true;
}

static bool
cmd_play(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	struct threehigh_move m;
	struct threehigh_trace t;
	struct threehigh_report r;
	unsigned broken;

	if (!threehigh_parse_move(g, c, &m, v))
		return false;
	broken = threehigh_check(&g->th, &m, &t);
	if (broken)
		return threehigh_fail_move(g, &m, &t, broken, v);
	threehigh_play(&g->th, &m, &r);
	threehigh_say_play(g, &m, &r, v);
	return true;
}

static bool
cmd_stuck(void *state, const struct call *c, struct verdict *v)
{
	struct threehigh *g = state;
	struct threehigh_move m = { .player = 0 };
	struct threehigh_trace t = { .from = THREEHIGH_NONE };
	char buf[256];
	unsigned broken;

	if (!threehigh_parse_player(g, c->argv[1], &m.player, v))
		return false;
	broken = threehigh_check_stuck(&g->th, m.player);
	if (broken)
		return threehigh_fail_move(g, &m, &t, broken, v);
	threehigh_stuck(&g->th);
	verdict_say(v, _("%s is stuck: no card in hand can be played."), g->names[m.player]);
	verdict_announce(v, "%s", threehigh_end_sentence(g, buf, sizeof buf));
	return true;
}

/* ---- rules ---------------------------------------------------------- */

/* TRANSLATORS: the short names are shown beside the rule ids in why. */
static const struct game_rule rule_texts[] = {
	{ "phase", N_("moves start once all 15 pieces are set up, and stop when the game is won or lost; setup stacks are entered only before that."), "moment", N_("when") },
	{ "turn", N_("players move one after the other, in the order given to new, starting with the first name."), "tour", N_("whose turn") },
	{ "card", N_("the 32 cards (ace to 8 in four suits) exist once each, so a card already played cannot come back."), "carte", N_("each card once") },
	{ "covered", N_("only a piece with nothing on top of it may move; it moves alone and leaves the stack below it in place."), "couverte dessus", N_("top piece only") },
	{ "stack", N_("a piece may end its move on an empty square, or on the top piece of its own colour that is exactly one size larger (small on medium, medium on large); a large piece needs an empty square."), "arret", N_("where it stops") },
	{ "setup", N_("each of the 15 pieces starts on the board exactly once, laid large ones first, then medium, then small, each on top of what its square holds: no piece starts under a larger one, while pieces of one size may share a square in any order."), "preparation plateau", N_("board setup") },
	{ "distance", N_("card value minus the size of the piece (small 1, medium 2, large 3), or the plain value for a diamond; positive moves toward the side the card lies beside, negative away from it, 0 not at all; the piece jumps over whatever lies on its way."), NULL, N_("how far") },
	{ "tree", N_("a large, a medium and a small of one colour at the top of a stack; a move that makes a tree stand draws no card, so that hand stays one card smaller."), "arbre arbres", N_("trees") },
	{ "end", N_("the team wins when all five trees stand; it loses when a piece leaves the board, when the last card of the draw pile is drawn, when the player to move has no card, or when that player is stuck."), "fin", N_("end of the game") },
	{ "notation", N_("cards are a value (a or 1 to 8) and a suit (s h d c, or pi co ca tr), such as 5h or 3ca; sides north east south west (nord est sud ouest); pieces colour-size, such as red-large or rouge-grand."), NULL, N_("how to write") },
	{ "colours", N_("rainbow set red (rouge), yellow (jaune), green (vert), blue (bleu), black (noir); xeno set clear (transparent), cyan, orange, purple (violet), white (blanc); sizes small (petit), medium (moyen), large (grand); either language in any game."), "couleurs colors", N_("colours") },
	{ NULL, NULL, NULL, NULL },
};

/* How a game ends and what its sheet keeps: 3-High is played as one
 * team, with no points (3high-rules.md, End of the game).  The worked
 * example is tests/cli/3high/3high-won-solo.in's end, which
 * tests/py/test_rules_scoring.py checks the referee computes. */
static const struct game_rule topic_texts[] = {
	{ "scoring", N_("3-High keeps no points and has no winner among "
	  "the players: the whole team wins when all five trees stand, or "
	  "loses together (rules end). The score sheet keeps the trees "
	  "standing, the cards left in the draw pile and the outcome; a "
	  "tree made takes no card, so a team that wins in few moves keeps a "
	  "larger pile. Example: a lone player is dealt 6 cards and the "
	  "pile keeps the other 26; the player wins on the eighth move, four "
	  "of which made a tree, so 4 cards were drawn and 22 are left: the "
	  "sheet reads 5 trees, 22 cards, won."),
	  "score points decompte", N_("scoring") },
	{ NULL, NULL, NULL, NULL },
};

/* Where the rulebook is silent (rules rulings). */
static const char *const rulings[] = {
	N_("Setup: the rulebook's setup grid is a picture that did not come "
	  "with its text, so treeref takes the board as the players lay it "
	  "out; it checks only that every piece is there once and that the "
	  "rulebook's order (large pieces first, then medium, then small) was "
	  "kept. A starting stack need not obey the stopping rule."),
	N_("A move of distance 0 (a card worth the piece's size, not a "
	  "diamond): the piece stays where it is, the card is spent, and no "
	  "stopping check applies, since the piece arrives nowhere."),
	N_("Stuck: the hands are hidden, so treeref cannot see that no card "
	  "can be played; the scorekeeper says so with stuck, and the team "
	  "loses. A player with no card at all loses without it."),
	NULL,
};

/* ---- the game interface --------------------------------------------- */

static bool
game_finished(const void *state)
{
	const struct threehigh *g = state;

	return g->th.outcome != THREEHIGH_PLAYING;
}

static const struct game_cmd threehigh_cmds[] = {
	{ .word = "setup", .aliases = "préparer poser installer",
	  .run = cmd_setup, .usage = N_("setup SQUARE PIECE..."),
	  .summary = N_("a starting stack, bottom first; a piece is colour-size (red-large, rouge-grand)"),
	  .example = N_("setup e4 red-large blue-small"),
	  .min_args = 2, .max_args = ARGS_ANY },
	{ .word = "play", .aliases = "jouer", .run = cmd_play,
	  .usage = N_("play NAME CARD SIDE PIECE"),
	  .summary = N_("play a card (a or 1-8, then s h d c or pi co ca tr) beside a side and move a piece"),
	  .example = N_("play ann 5h north red-small"),
	  .min_args = 4, .max_args = 4 },
	{ .word = "stuck", .aliases = "bloqué", .run = cmd_stuck,
	  .usage = N_("stuck NAME"),
	  .summary = N_("the player to move cannot play any card: the team loses"),
	  .example = N_("stuck ann"),
	  .min_args = 1, .max_args = 1 },
	{ .word = NULL },
};

static const char *const threehigh_names[] = {
	"3high", "3-high", "threehigh", NULL,
};

static const struct game_variant threehigh_variants[] = {
	{ "xeno", NULL, N_("the xeno set of pyramids: clear, cyan, orange, "
	    "purple and white") },
	{ NULL, NULL, NULL },
};

static const char *const threehigh_session[] = {
	N_("new 3high ann bob"),
	/* one piece: the French prompt and line fit the page's display */
	N_("setup e4 red-large"),
	NULL
};

const struct game_ops threehigh_ops = {
	.id = "3high",
	.names = threehigh_names,
	.title = "3-High",
	.state_size = sizeof(struct threehigh),
	.start = start_game,
	.min_players = 1,
	.max_players = THREEHIGH_MAX_PLAYERS,
	.new_usage = N_("new 3high [xeno] NAME..."),
	.name_size = THREEHIGH_NAME_SIZE,
	.cmds = threehigh_cmds,
	.finished = game_finished,
	.sheet = threehigh_sheet,
	.where = threehigh_where,
	.log_columns = threehigh_log_columns,
	.log_row = threehigh_log_row,
	.result = threehigh_result,
	.complete = threehigh_complete,
	.query = {
		[Q_STATUS] = { .run = threehigh_status,
		  .summary = N_("whose turn, hands, draw pile, cards played, trees") },
		[Q_SCORE] = { .run = threehigh_score,
		  .summary = N_("trees standing and cards left in the draw pile") },
		[Q_SHOW] = { .run = threehigh_show,
		  .summary = N_("draw the board, the whole team's: each square's top piece and stack height") },
		[Q_LEGAL] = { .run = threehigh_legal, .usage = N_("legal NAME [CARD]"),
		  .summary = N_("every move the player could make now with each card not "
		  "played yet, or where each uncovered piece would go with that card"),
		  .example = N_("legal ann 5h"),
		  .min_args = 1, .max_args = 2 },
		[Q_WHY] = { .run = threehigh_why, .usage = N_("why NAME CARD SIDE PIECE"),
		  .summary = N_("the distance, direction, path and stop of a move, rule by rule"),
		  .example = N_("why ann 5h north red-small"),
		  .min_args = 4, .max_args = 4 },
	},
	.rules = rule_texts,
	.scoring = topic_texts,
	.rulings = rulings,
	.players = THREEHIGH_PLAYERS,
	.svg = threehigh_svg,
	.english = threehigh_english,
	.variants = threehigh_variants,
	.results = threehigh_results,
	.labels = threehigh_labels,
	.notation = &threehigh_notation,
	.about = N_("A cooperative puzzle with Looney Pyramids. The team plays "
	    "cards to move pieces across the board until all five trees (a "
	    "large, a medium and a small piece of one colour) stand; it loses "
	    "when a piece leaves the board, the draw pile runs out or the "
	    "player to move is stuck. treeref checks the starting stacks, each "
	    "move's distance, path and stop, and which pieces are covered, and "
	    "counts the trees and the cards left."),
	.session = threehigh_session,
};
