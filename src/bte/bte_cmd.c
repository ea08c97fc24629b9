/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* bte_cmd.c — Best Treehouse Ever behind the game interface: the
 * commands and their French aliases, reading a command, completing it,
 * and the table the front end calls.  The words are bte_words.c's; what
 * the commands say is bte_text.c's and bte_news.c's. */
#include "bte_ops.h"

#include <stdio.h>
#include <string.h>

#include "bte_glue.h"
#include "command.h"
#include "i18n.h"
#include "render.h"

/* Levels above 6 are read and judged under rule C; beyond this they are
 * not numbers a referee needs. */
#define LEVEL_MAX 1000000L

static const char usage_place[] = N_("place NAME COLOUR LEVEL SLOT");
static const char usage_discard[] = N_("discard NAME [COLOUR]");
static const char usage_take[] = N_("take NAME x2|zero");
static const char usage_cover[] = N_("cover NAME COLOUR");
static const char usage_choose[] = N_("choose NAME COLOUR");
static const char usage_new[] = N_("new bte [young] NAME NAME [NAME [NAME]]");

/* ---- reading a command ---- */

static bool
find_position(const char *ls, const char *ss, int *level, int *slot,
    struct verdict *v)
{
	long l, s;

	if (!cmd_number(ls, 2, LEVEL_MAX, &l))
		return verdict_fail(v, _("\"%s\" is not a level: levels are whole "
		    "numbers from 2 up (the starting tree is level 1)"), ls);
	if (!cmd_number(ss, 1, l, &s)) {
		if (l == 2)
			return verdict_fail(v, _("\"%s\" is not a slot of level 2: "
			    "its slots are 1 and 2, counted from the left"), ss);
		return verdict_fail(v, _("\"%s\" is not a slot of level %ld: its "
		    "slots are 1 to %ld, counted from the left"), ss, l, l);
	}
	*level = (int)l;
	*slot = (int)s;
	return true;
}

/* NAME COLOUR LEVEL SLOT, as place and why read them. */
static bool
find_room(const struct bte_game *g, const struct call *c, int *pl,
    int *colour, int *level, int *slot, struct verdict *v)
{
	return (*pl = bte_find_player(g, c->argv[1], v)) >= 0 &&
	    (*colour = bte_find_colour(c->argv[2], v)) >= 0 &&
	    find_position(c->argv[3], c->argv[4], level, slot, v);
}

/* NAME COLOUR, as cover, choose and legal read them. */
static bool
find_player_colour(const struct bte_game *g, const struct call *c, int *pl,
    int *colour, struct verdict *v)
{
	return (*pl = bte_find_player(g, c->argv[1], v)) >= 0 &&
	    (*colour = bte_find_colour(c->argv[2], v)) >= 0;
}

/* ---- the commands ---- */

static bool
run_place(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state;
	struct bte_stage old = bte_stage(g);
	int pl, colour, level, slot;
	struct bte_reasons r;

	if (!find_room(g, c, &pl, &colour, &level, &slot, v))
		return false;
	if (bte_place(g, pl, colour, level, slot, NULL)) {
		/* refused, the game unchanged: the same judge, for its words */
		bte_explain(g, pl, colour, level, slot, &r);
		return bte_refuse_place(v, g, pl, colour, level, slot, &r);
	}
	bte_say_placed(v, old, g, pl, colour, level, slot);
	return true;
}

static bool
run_discard(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state;
	struct bte_stage old = bte_stage(g);
	int pl, colour = BTE_NONE;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;

	if ((pl = bte_find_player(g, c->argv[1], v)) < 0)
		return false;
	if (c->argc == 3 && (colour = bte_find_colour(c->argv[2], v)) < 0)
		return false;
	bits = bte_discard(g, pl, colour, &why);
	if (bits)
		return bte_refuse(v, g, pl, bits, why, BTE_WHY_COLOUR, colour,
		    BTE_PLAIN);
	bte_say_discarded(v, old, g, pl, colour);
	return true;
}

static bool
run_take(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state;
	struct bte_stage old = bte_stage(g);
	int pl, kind;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;

	if ((pl = bte_find_player(g, c->argv[1], v)) < 0 ||
	    (kind = bte_find_kind(c->argv[2], v)) < 0)
		return false;
	bits = bte_take(g, pl, kind, &why);
	if (bits)
		return bte_refuse(v, g, pl, bits, why, BTE_WHY_KIND, BTE_NONE,
		    kind);
	bte_say_taken(v, old, g, pl, kind);
	return true;
}

static bool
run_cover(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state;
	struct bte_stage old = bte_stage(g);
	int pl, colour, kind;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;

	if (!find_player_colour(g, c, &pl, &colour, v))
		return false;
	kind = g->p[pl].held;
	bits = bte_cover(g, pl, colour, &why);
	if (bits)
		return bte_refuse(v, g, pl, bits, why, BTE_WHY_COVERED, colour,
		    BTE_PLAIN);
	bte_say_covered(v, old, g, pl, kind, colour);
	return true;
}

static bool
run_choose(void *state, const struct call *c, struct verdict *v)
{
	struct bte_game *g = state;
	struct bte_stage old = bte_stage(g);
	int pl, colour;
	enum bte_why why = BTE_WHY_NONE;
	unsigned bits;

	if (!find_player_colour(g, c, &pl, &colour, v))
		return false;
	bits = bte_choose(g, pl, colour, &why);
	if (bits)
		return bte_refuse(v, g, pl, bits, why, BTE_WHY_CHOSEN, colour,
		    BTE_PLAIN);
	bte_say_chosen(v, old, g, pl, colour);
	return true;
}

static bool
run_status(void *state, const struct call *c, struct verdict *v)
{
	(void)c;
	bte_say_status(v, state);
	return true;
}

static bool
run_score(void *state, const struct call *c, struct verdict *v)
{
	struct sbuf b = { 0 };

	const struct bte_game *g = state;

	(void)c;
	bte_score_table(&b, state);
	verdict_say(v, "%s", sbuf_str(&b));
	/* how each round's points were made */
	for (int r = 1; r <= g->scored; r++)
		for (int i = 0; i < g->nplayers; i++) {
			sbuf_reset(&b);
			bte_say_scored(&b, g, i, r);
			/* TRANSLATORS: "Round 1, ann: red 2 × 2, green 3 × 1." */
			verdict_say(v, _("Round %d, %s: %s."), r, g->p[i].name,
			    sbuf_str(&b));
		}
	sbuf_free(&b);
	return true;
}

static bool
run_legal(void *state, const struct call *c, struct verdict *v)
{
	int pl, colour;

	if (c->argc == 2) {
		/* every move the player may make now, in any phase */
		if ((pl = bte_find_player(state, c->argv[1], v)) < 0)
			return false;
		bte_say_moves(v, state, pl);
		return true;
	}
	if (!find_player_colour(state, c, &pl, &colour, v))
		return false;
	bte_say_legal(v, state, pl, colour);
	return true;
}

static const char bte_why_usage[] = N_("why NAME COLOUR LEVEL SLOT | "
    "why NAME x2|zero | why NAME COLOUR");

static bool
run_why(void *state, const struct call *c, struct verdict *v)
{
	const struct bte_game *g = state;
	int pl, colour, level, slot, kind;

	if (c->argc == 3) {
		/* a take (x2 or zero), else a cover or a choose of a colour */
		if ((pl = bte_find_player(g, c->argv[1], v)) < 0)
			return false;
		if (bte_quiet_colour(c->argv[2]) < 0 &&
		    (kind = bte_quiet_kind(c->argv[2])) >= 0) {
			bte_say_why_changer(v, g, pl, BTE_TAKE, kind);
			return true;
		}
		if ((colour = bte_find_colour(c->argv[2], v)) < 0)
			return false;
		bte_say_why_changer(v, g, pl, g->young ? BTE_CHOOSE : BTE_COVER,
		    colour);
		return true;
	}
	if (c->argc != 5)
		return verdict_fail(v, _("Usage: %s"), _(bte_why_usage));
	if (!find_room(state, c, &pl, &colour, &level, &slot, v))
		return false;
	bte_say_why(v, state, pl, colour, level, slot);
	return true;
}

static bool
run_show(void *state, const struct call *c, struct verdict *v)
{
	struct sbuf out = { 0 };
	int pl = -1;

	if (c->argc == 2 && (pl = bte_find_player(state, c->argv[1], v)) < 0)
		return false;
	/* the key, as wide as the picture may be */
	render_wrap(&out, _("Balance marker: [L] left, [C] centre, [R] right; an "
	    "empty slot shows its number."), c->width, 0);
	sbuf_addc(&out, '\n');
	bte_draw(&out, state, pl, c->colour, c->width);
	verdict_say(v, "%s", sbuf_str(&out));
	sbuf_free(&out);
	return true;
}

static bool
start_game(void *state, const struct game_new *s, struct verdict *v)
{
	struct bte_game *g = state;

	/* bit 0: bte_variants[0], young */
	bte_init(g, s->n, (const char *const *)s->names, s->variants & 1u);
	bte_say_start(v, g);
	return true;
}

/* ---- completion: only what the core would accept now ---- */

/* Whether a move by `pl` is refused for its phase or turn, tried on a
 * scratch copy with each argument the command may take. */
static bool
may_act(const struct bte_game *g, const char *cmd, int pl)
{
	for (int k = 0; k < BTE_COLOURS; k++) {
		struct bte_game t = *g;
		struct bte_reasons r;
		unsigned bits;

		if (strcmp(cmd, "take") == 0)
			bits = bte_take(&t, pl, k % 2 ? BTE_ZERO : BTE_X2, NULL);
		else if (strcmp(cmd, "cover") == 0)
			bits = bte_cover(&t, pl, k, NULL);
		else if (strcmp(cmd, "choose") == 0)
			bits = bte_choose(&t, pl, k, NULL);
		else
			bits = (bte_explain_discard(g, pl, BTE_NONE, &r),
			    r.broken);
		if (!(bits & (BTE_E_PHASE | BTE_E_TURN)))
			return true;
	}
	return false;
}

/* Whether the second word (a colour or kind, value k) may follow. */
static bool
may_use(const struct bte_game *g, const char *cmd, int pl, int k)
{
	struct bte_game t = *g;
	struct bte_reasons r;
	struct bte_pos at[BTE_SLOTS];

	if (pl < 0)
		return true;
	if (strcmp(cmd, "take") == 0)
		return bte_take(&t, pl, k, NULL) == 0;
	if (strcmp(cmd, "cover") == 0)
		return bte_cover(&t, pl, k, NULL) == 0;
	if (strcmp(cmd, "choose") == 0)
		return bte_choose(&t, pl, k, NULL) == 0;
	if (strcmp(cmd, "discard") == 0)
		return bte_explain_discard(g, pl, k, &r), !(r.broken & BTE_E_LIMIT);
	if (strcmp(cmd, "place") == 0)
		return bte_legal(g, pl, k, at) > 0;
	return true; /* legal, why: every colour */
}

static void
complete_colours(const struct bte_game *g, const char *cmd, int pl,
    struct game_offer *out)
{
	bool fr = strcmp(i18n_lang(), "fr") == 0;

	for (int k = 0; k < BTE_COLOURS; k++)
		if (may_use(g, cmd, pl, k))
			game_offer_add(out, fr ? bte_colour_french(k) : bte_colour_english(k));
}

/* Levels, then slots: where the room may legally go for place, every
 * slot for why (or when the player or colour does not resolve). */
static void
complete_position(const struct bte_game *g, int argi, char **argv,
    struct game_offer *out)
{
	struct bte_pos at[BTE_SLOTS];
	int pl = bte_quiet_player(g, argv[1]), colour = bte_quiet_colour(argv[2]);
	int n = 0;
	long level = 0;
	char num[16];

	if (argi == 4 && !cmd_number(argv[3], 2, BTE_TOP_LEVEL, &level))
		return;
	if (pl >= 0 && colour >= 0 && strcmp(argv[0], "place") == 0)
		n = bte_legal(g, pl, colour, at);
	else
		for (int i = 0; i < BTE_SLOTS; i++)
			at[n++] = bte_slot_pos(i);
	for (int i = 0; i < n; i++) {
		bool first_of_level = i == 0 || at[i - 1].level != at[i].level;

		if (argi == 3 && first_of_level)
			snprintf(num, sizeof num, "%d", at[i].level);
		else if (argi == 4 && at[i].level == level)
			snprintf(num, sizeof num, "%d", at[i].slot);
		else
			continue;
		game_offer_add(out, num);
	}
}

/* The moves: players who may act now, then what they may use. */
static void
complete_move(const void *state, int argi, char **argv,
    struct game_offer *out)
{
	const struct bte_game *g = state;
	const char *cmd = argv[0];
	bool fr = strcmp(i18n_lang(), "fr") == 0;
	int pl;

	if (argi == 1) {
		for (int i = 0; i < g->nplayers; i++)
			if (may_act(g, cmd, i))
				game_offer_add(out, g->p[i].name);
		return;
	}
	pl = bte_quiet_player(g, argv[1]);
	if (argi == 2 && strcmp(cmd, "take") == 0) {
		for (int k = BTE_X2; k < BTE_KINDS; k++)
			if (may_use(g, cmd, pl, k))
				game_offer_add(out, fr ? bte_kind_french(k) :
				    bte_kind_english(k));
	} else if (argi == 2) {
		complete_colours(g, cmd, pl, out);
	} else if (strcmp(cmd, "place") == 0) {
		complete_position(g, argi, argv, out);
	}
}

/* The queries: every player, every colour, every slot. */
static void
complete_query(const void *state, int argi, char **argv,
    struct game_offer *out)
{
	const struct bte_game *g = state;

	if (argi == 1)
		for (int i = 0; i < g->nplayers; i++)
			game_offer_add(out, g->p[i].name);
	else if (strcmp(argv[0], "show") == 0)
		return; /* one argument only */
	else if (argi == 2)
		complete_colours(g, argv[0], -1, out);
	else if (strcmp(argv[0], "why") == 0)
		complete_position(g, argi, argv, out);
	/* why also asks of a take: the game changers, every one */
	if (argi == 2 && strcmp(argv[0], "why") == 0)
		for (int k = BTE_X2; k < BTE_KINDS; k++)
			game_offer_add(out, strcmp(i18n_lang(), "fr") == 0 ?
			    bte_kind_french(k) : bte_kind_english(k));
}

/* What TAB offers after a move, or after show, legal or why. */
static void
complete_args(const void *state, int argi, char **argv,
    struct game_offer *out)
{
	const char *w = argv[0];

	if (strcmp(w, "show") == 0 || strcmp(w, "legal") == 0 ||
	    strcmp(w, "why") == 0)
		complete_query(state, argi, argv, out);
	else
		complete_move(state, argi, argv, out);
}

/* ---- the game interface ---- */

static bool
game_finished(const void *state)
{
	return ((const struct bte_game *)state)->phase == BTE_OVER;
}

static void
game_where(const void *state, struct sbuf *out)
{
	const struct bte_game *g = state;
	int turn = bte_turn(g);
	const char *who = turn == BTE_NONE ? "" : g->p[turn].name;

	switch (g->phase) {
	case BTE_BUILD:
		/* TRANSLATORS: the prompt: round and pick, kept short. */
		sbuf_printf(out, _("r%d p%d"), g->round, g->pick);
		break;
	case BTE_TAKE:
		/* TRANSLATORS: the prompt: round, then who takes a game changer. */
		sbuf_printf(out, _("r%d take: %s"), g->round, who);
		break;
	case BTE_COVER:
		/* TRANSLATORS: the prompt: round, then who covers a scoring card. */
		sbuf_printf(out, _("r%d cover: %s"), g->round, who);
		break;
	case BTE_CHOOSE:
		/* TRANSLATORS: the prompt: round, then who chooses a colour. */
		sbuf_printf(out, _("r%d choose: %s"), g->round, who);
		break;
	default:
		/* TRANSLATORS: the prompt once the game is over. */
		sbuf_add(out, _("end"));
		break;
	}
}

static const struct game_cmd bte_cmds[] = {
	{ .word = "place", .aliases = "placer", .run = run_place,
	  .usage = usage_place,
	  .summary = N_("put a room in a player's treehouse"),
	  .example = N_("place ann red 2 1"),
	  .min_args = 4, .max_args = 4 },
	{ .word = "discard", .aliases = "défausser", .run = run_discard,
	  .usage = usage_discard,
	  .summary = N_("a card that is not placed; its colour is optional"),
	  .example = N_("discard bob blue"),
	  .min_args = 1, .max_args = 2 },
	{ .word = "take", .aliases = "prendre", .run = run_take,
	  .usage = usage_take,
	  .summary = N_("take a game changer, in chooser order"),
	  .example = N_("take ann x2"),
	  .min_args = 2, .max_args = 2 },
	{ .word = "cover", .aliases = "couvrir", .run = run_cover,
	  .usage = usage_cover,
	  .summary = N_("put the game changer taken on a scoring card"),
	  .example = N_("cover ann red"),
	  .min_args = 2, .max_args = 2 },
	{ .word = "choose", .aliases = "choisir", .run = run_choose,
	  .usage = usage_choose,
	  .summary = N_("younger players variant: a colour that scores"),
	  .example = N_("choose ann red"),
	  .min_args = 2, .max_args = 2 },
	{ .word = NULL },
};

static const char *const bte_names[] = { "bte", "besttreehouse", NULL };

static const struct game_variant bte_variants[] = {
	{ "young", "jeunes", N_("for younger players: no game changers, and "
	    "only the colours of the scoring cards the players pick score") },
	{ NULL, NULL, NULL },
};

static const char *const bte_session[] = {
	N_("new bte ann bob"),
	N_("place ann red 2 1"),
	N_("place bob blue 2 2"),
	N_("status"),
	NULL
};

const struct game_ops bte_ops = {
	.id = "bte",
	.names = bte_names,
	.title = "Best Treehouse Ever",
	.state_size = sizeof(struct bte_game),
	.start = start_game,
	.min_players = BTE_MIN_PLAYERS,
	.max_players = BTE_MAX_PLAYERS,
	.new_usage = usage_new,
	.name_size = BTE_NAME_SIZE,
	.cmds = bte_cmds,
	.finished = game_finished,
	.sheet = bte_sheet,
	.where = game_where,
	.log_columns = bte_log_columns,
	.log_row = bte_log_row,
	.result = bte_result,
	.complete = complete_args,
	.query = {
		[Q_STATUS] = { .run = run_status,
		  .summary = N_("round, pick, phase and who still has to play") },
		[Q_SCORE] = { .run = run_score,
		  .summary = N_("the score table so far") },
		[Q_SHOW] = { .run = run_show,
		  .summary = N_("draw the treehouses and their balance markers"),
		  .example = N_("show ann") },
		[Q_LEGAL] = { .run = run_legal, .usage = N_("legal NAME [COLOUR]"),
		  .summary = N_("every move the player may make now, or every "
		  "slot where a room of that colour may go"),
		  .example = N_("legal ann red"),
		  .min_args = 1, .max_args = 2 },
		[Q_WHY] = { .run = run_why,
		  .usage = bte_why_usage,
		  .summary = N_("each rule checked for one move: a room in a "
		  "slot, a take, a cover or a choose"),
		  .example = N_("why ann red 3 2"),
		  .min_args = 2, .max_args = 4 },
	},
	.rules = bte_rules,
	.scoring = bte_topics,
	.rulings = bte_rulings,
	.players = BTE_PLAYERS,
	.svg = bte_svg,
	.english = bte_english,
	.variants = bte_variants,
	.results = bte_results,
	.labels = bte_labels,
	.notation = &bte_notation,
	.about = N_("Each player builds a treehouse of coloured rooms "
	    "over three rounds of five picks, every player placing or discarding a card "
	    "in each pick; after each round the players take game changers and cover "
	    "scoring cards, and the rooms of the colours that score are counted. "
	    "treeref checks every room against support, colour grouping, height and "
	    "balance, keeps the balance markers, scores each round and names the "
	    "tie-break that decides. The colours: red, yellow, green, blue, "
	    "purple and brown; a colour's first letters are enough when they "
	    "name no other."),
	.session = bte_session,
};
