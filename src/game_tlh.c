/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* game_tlh.c — Tout là-haut for the front end: words, messages, sheet. */
#include "game_tlh.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "command.h"
#include "frontend.h"
#include "i18n.h"
#include "render.h"
#include "tlh.h"
#include "util.h"

#define NWORDS(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* TRANSLATORS: floor colours, written right before a value as in red3.
 * Gray is the back of a card. */
static const char *const colour_names[TLH_COLOURS] = {
	N_("gray"), N_("red"), N_("yellow"), N_("green"), N_("blue"),
	N_("purple"), N_("orange")
};

/* Either language is accepted whatever the messages' language. */
static const struct word colour_words[] = {
	{ "red", TLH_RED }, { "rouge", TLH_RED },
	{ "yellow", TLH_YELLOW }, { "jaune", TLH_YELLOW },
	{ "green", TLH_GREEN }, { "vert", TLH_GREEN },
	{ "blue", TLH_BLUE }, { "bleu", TLH_BLUE },
	{ "purple", TLH_PURPLE }, { "violet", TLH_PURPLE },
	{ "orange", TLH_ORANGE },
};

static const char *const gray_words[] = { "gray", "grey", "gris" };

static const struct word down_words[] = {
	{ "down", 1 }, { "face-down", 1 }, { "facedown", 1 },
	{ "cachee", 1 }, { "face-cachee", 1 },
};

/* TRANSLATORS: the objective cards' names, also typed after `objective`;
 * the French input words are monochrome, deux-temps, econome,
 * diversifie, petite-cabane. */
static const char *const objective_names[TLH_OBJECTIVES] = {
	N_("none"), N_("monochromatic"), N_("two-step"), N_("efficient"),
	N_("diversified"), N_("little-treehouse")
};

static const struct word objective_words[] = {
	{ "none", TLH_OBJ_NONE }, { "aucun", TLH_OBJ_NONE },
	{ "aucune", TLH_OBJ_NONE },
	{ "monochromatic", TLH_OBJ_MONOCHROMATIC },
	{ "monochrome", TLH_OBJ_MONOCHROMATIC },
	{ "two-step", TLH_OBJ_TWO_STEP }, { "twostep", TLH_OBJ_TWO_STEP },
	{ "deux-temps", TLH_OBJ_TWO_STEP }, { "deux-brelans", TLH_OBJ_TWO_STEP },
	{ "efficient", TLH_OBJ_EFFICIENT }, { "econome", TLH_OBJ_EFFICIENT },
	{ "efficace", TLH_OBJ_EFFICIENT },
	{ "diversified", TLH_OBJ_DIVERSIFIED },
	{ "diversifie", TLH_OBJ_DIVERSIFIED },
	{ "diversifiee", TLH_OBJ_DIVERSIFIED },
	{ "little-treehouse", TLH_OBJ_LITTLE_TREEHOUSE },
	{ "littletreehouse", TLH_OBJ_LITTLE_TREEHOUSE },
	{ "petite-cabane", TLH_OBJ_LITTLE_TREEHOUSE },
	{ "petitecabane", TLH_OBJ_LITTLE_TREEHOUSE },
};

enum { VARIANT_NONE, VARIANT_STRATEGIC, VARIANT_TURNS };

static const struct word variant_words[] = {
	{ "strategic", VARIANT_STRATEGIC }, { "strategique", VARIANT_STRATEGIC },
	{ "turns", VARIANT_TURNS }, { "turn", VARIANT_TURNS },
	{ "tours", VARIANT_TURNS }, { "tour", VARIANT_TURNS },
};

/* The explanations `rules` gives, in the order it lists them. */
static const struct game_rule rule_texts[] = {
	{ "turn", N_("turn: each round every player adds one "
	  "card, from the first player clockwise (counter-clockwise in game 2 "
	  "of the strategic variant); only the player to play may play."), NULL, NULL },
	{ "match", N_("match: a face-up card's bottom floor "
	  "shares the colour or the value of the tree's top floor; on the "
	  "trunk or a gray floor anything goes, and a face-down card goes "
	  "anywhere."), NULL, NULL },
	{ "value", N_("value: every coloured floor is worth "
	  "2, 3 or 4; a face-down card shows two gray floors worth 2 each."), NULL, NULL },
	{ "purple", N_("purple: with two players the cards "
	  "holding a purple floor stay in the box."), NULL, NULL },
	{ "phase", N_("phase: the objective card is set before "
	  "the game's first card, and no card follows the last round."), NULL, NULL },
	{ "floors", N_("floors: at the end each tree scores "
	  "the values of all its floors; the trunk scores nothing."), NULL, NULL },
	{ "run", N_("run: floors of one colour stacked one on "
	  "another, even across two cards, form a run; gray cuts it. The "
	  "longest run of the game scores its length again, for every player "
	  "who has it."), NULL, NULL },
	{ "objective", N_("objective: at most one objective card "
	  "a game: monochromatic, two-step, efficient, diversified or "
	  "little-treehouse (rules NAME tells each)."), NULL, NULL },
	{ "monochromatic", N_("monochromatic, 5 points: "
	  "to the player or players with the most floors of a single "
	  "colour."), "monochrome", NULL },
	{ "two-step", N_("two-step, 5 points: to every "
	  "player with exactly three floors in each of two colours or "
	  "more."), "twostep deux-temps deux-brelans", NULL },
	{ "efficient", N_("efficient, 5 points: to the one "
	  "player with fewer colours than each other player; a shared "
	  "fewest scores nothing."), "econome efficace", NULL },
	{ "diversified", N_("diversified, 5 points: to the "
	  "player or players with the most colours found on two floors or "
	  "more."), "diversifie diversifiee", NULL },
	{ "little-treehouse", N_("little-treehouse, "
	  "7 points: to the player or players with the lowest score once the "
	  "run bonus is added."), "littletreehouse petite-cabane petitecabane", NULL },
	{ "winner", N_("winner: the most points; between tied "
	  "players the one seated farthest from the first player, going "
	  "clockwise, places ahead, so places are never shared."), NULL, NULL },
	{ "strategic", N_("strategic: two games, each with its "
	  "own objective; game 1's lowest scorer starts game 2, which goes "
	  "counter-clockwise; totals add up and ties are broken from game 2's "
	  "first player and direction."), NULL, NULL },
	{ "turns", N_("turns: in the turn variant players draw "
	  "at the end of their turn instead of the start; the referee only "
	  "notes it."), NULL, NULL },
	{ NULL, NULL, NULL, NULL },
};

/* ---- text helpers ---- */

static void
add_floor(struct sbuf *b, struct tlh_floor f)
{
	sbuf_printf(b, "%s%d", _(colour_names[f.colour]), f.value);
}

static void
add_card(struct sbuf *b, const struct tlh_card *c)
{
	if (tlh_card_is_down(c)) {
		/* TRANSLATORS: a card played face down, as in `play ann down`. */
		sbuf_add(b, _("down"));
		return;
	}
	add_floor(b, c->bottom);
	sbuf_addc(b, ' ');
	add_floor(b, c->top);
}

/* The floor as text in a small static buffer, for one-shot formats. */
static const char *
floor_str(struct tlh_floor f, int slot)
{
	static char buf[4][64];

	snprintf(buf[slot], sizeof buf[slot], "%s%d", _(colour_names[f.colour]),
	    f.value);
	return buf[slot];
}

static void
add_sep(struct sbuf *b)
{
	if (b->len > 0)
		sbuf_add(b, ", ");
}

static void
add_padded(struct sbuf *b, const char *s, int width, bool right)
{
	int pad = width - render_width(s);

	if (!right)
		sbuf_add(b, s);
	for (; pad > 0; pad--)
		sbuf_addc(b, ' ');
	if (right)
		sbuf_add(b, s);
}

/* Say a built line without the blanks padding may leave at its end. */
static void
say_line(struct verdict *v, struct sbuf *line)
{
	while (line->len > 0 && line->s[line->len - 1] == ' ')
		line->s[--line->len] = '\0';
	verdict_say(v, "%s", sbuf_str(line));
	sbuf_reset(line);
}

static bool
usage(struct verdict *v, const char *text)
{
	return verdict_fail(v, _("Usage: %s"), _(text));
}

/* ---- parsing ---- */

static int
find_player(const struct tlh_match *m, const char *input, struct verdict *v)
{
	return game_find_player(&tlh_game, m, input, v);
}

static bool
is_gray_word(const char *s)
{
	for (int i = 0; i < NWORDS(gray_words); i++)
		if (cmd_word_eq(s, gray_words[i]))
			return true;
	return false;
}

/* A colour then a value, as red3 or rouge3; the value is kept even out
 * of range, for the `value` rule to report. */
static bool
parse_floor(const char *tok, struct tlh_floor *f, struct verdict *v)
{
	size_t len = strlen(tok), d = len;
	char colour[64];
	long value;
	int c;

	while (d > 0 && isdigit((unsigned char)tok[d - 1]))
		d--;
	if (d == len || d == 0 || len - d > 9 || d >= sizeof colour)
		return verdict_fail(v, _("\"%s\" is not a floor: write a colour "
		    "then a value, as red3 or rouge3"), tok);
	memcpy(colour, tok, d);
	colour[d] = '\0';
	if (is_gray_word(colour))
		return verdict_fail(v, _("\"%s\": gray floors are the back of a "
		    "card; type down for a card played face down"), tok);
	c = cmd_match(colour, colour_words, NWORDS(colour_words),
	    _("\"%s\" is not a colour: red, yellow, green, blue, purple or "
	    "orange"), _("\"%s\" could be %s: type more of the colour"), v);
	if (c < 0 || !cmd_number(tok + d, 0, 999999999, &value))
		return c < 0 ? false : verdict_fail(v, _("\"%s\" is not a "
		    "floor: write a colour then a value, as red3 or rouge3"), tok);
	f->colour = c;
	f->value = (int)value;
	return true;
}

/* The card at c->argv[at..]: two floors bottom first, or down. */
static bool
parse_card(const struct call *c, int at, struct tlh_card *card,
    struct verdict *v)
{
	struct tlh_floor bottom, top;

	if (c->argc == at + 1) {
		if (cmd_match(c->argv[at], down_words, NWORDS(down_words),
		    _("\"%s\" is not a card: give two floors, bottom first "
		    "(red3 blue2), or down for a card face down"),
		    _("\"%s\" could be %s"), v) < 0)
			return false;
		*card = tlh_card_down();
		return true;
	}
	if (!parse_floor(c->argv[at], &bottom, v) ||
	    !parse_floor(c->argv[at + 1], &top, v))
		return false;
	*card = tlh_card_up(bottom.colour, bottom.value, top.colour,
	    top.value);
	return true;
}

/* ---- starting a game ---- */

static int
variant_word(const char *s)
{
	for (int i = 0; i < NWORDS(variant_words); i++)
		if (cmd_word_eq(s, variant_words[i].text))
			return variant_words[i].value;
	return VARIANT_NONE;
}

static void
add_names(struct sbuf *b, const struct tlh_match *m, const int *players,
    int n)
{
	for (int i = 0; i < n; i++) {
		add_sep(b);
		sbuf_add(b, m->name[players[i]]);
	}
}

static void
announce_start(const struct tlh_match *m, struct verdict *v)
{
	struct sbuf b = { 0 };
	int all[TLH_MAX_PLAYERS];

	for (int i = 0; i < m->nplayers; i++)
		all[i] = i;
	add_names(&b, m, all, m->nplayers);
	verdict_say(v, _("Tout là-haut, %d players in turn order: %s; %d "
	    "rounds."), m->nplayers, sbuf_str(&b), tlh_rounds(m->nplayers));
	if (m->strategic)
		verdict_say(v, _("Strategic variant: two games, totals added; "
		    "game 2 goes counter-clockwise from game 1's lowest "
		    "scorer."));
	if (m->turn_variant)
		verdict_say(v, _("Turn variant: noted; it changes neither the "
		    "turns nor the placement rules."));
	if (m->strategic)
		verdict_announce(v, _("Game 1, round 1: %s to play."), m->name[0]);
	else
		verdict_announce(v, _("Round 1: %s to play."), m->name[0]);
	sbuf_free(&b);
}

static bool
tlh_start(void *state, const struct call *c, struct verdict *v)
{
	struct tlh_match *m = state;
	bool flag[3] = { false, false, false };
	const char *names[TLH_MAX_PLAYERS];
	int i, n, var;

	for (i = 1; i < c->argc && (var = variant_word(c->argv[i])); i++) {
		if (flag[var])
			return verdict_fail(v, _("the variant \"%s\" is named "
			    "twice"), c->argv[i]);
		flag[var] = true;
	}
	n = c->argc - i;
	if (n < TLH_MIN_PLAYERS || n > TLH_MAX_PLAYERS)
		return verdict_fail(v, _("Tout là-haut needs 2 to 5 players, not "
		    "%d. Usage: %s"), n,
		    _("new tlh [strategic] [turns] NAME..."));
	if (!frontend_check_names(c->argv + i, n, TLH_NAME_SIZE, v))
		return false;
	for (int k = 0; k < n; k++)
		names[k] = c->argv[i + k];
	tlh_init(m, n, names, flag[VARIANT_STRATEGIC], flag[VARIANT_TURNS]);
	announce_start(m, v);
	return true;
}

/* ---- announcements ---- */

static void
score_line(struct sbuf *b, const struct tlh_match *m, int game, int p,
    const struct tlh_score *s)
{
	if (m->game[game].objective != TLH_OBJ_NONE)
		sbuf_printf(b, _("%s: floors %d + run %d + objective %d = %d"),
		    m->name[p], s->floors, s->run_bonus, s->objective, s->total);
	else
		sbuf_printf(b, _("%s: floors %d + run %d = %d"), m->name[p],
		    s->floors, s->run_bonus, s->total);
}

static void
announce_round(const struct tlh_match *m, struct verdict *v)
{
	const struct tlh_game *g = tlh_current(m);
	int r = tlh_round(m), rounds = tlh_rounds(m->nplayers);
	struct sbuf b = { 0 };

	if (m->strategic)
		verdict_announce(v, _("Game %d, round %d of %d is over."),
		    m->current + 1, r - 1, rounds);
	else
		verdict_announce(v, _("Round %d of %d is over."), r - 1, rounds);
	for (int p = 0; p < m->nplayers; p++) {
		add_sep(&b);
		sbuf_printf(&b, "%s %d", m->name[p], tlh_floor_sum(g, p));
	}
	verdict_announce(v, _("Floors so far: %s."), sbuf_str(&b));
	if (m->strategic)
		verdict_announce(v, _("Game %d, round %d: %s to play."),
		    m->current + 1, r, m->name[tlh_to_play(m)]);
	else
		verdict_announce(v, _("Round %d: %s to play."), r,
		    m->name[tlh_to_play(m)]);
	sbuf_free(&b);
}

static void
announce_game_scores(const struct tlh_match *m, int game, struct verdict *v)
{
	struct tlh_score s[TLH_MAX_PLAYERS];
	struct sbuf b = { 0 };

	tlh_score_game(m, game, s);
	if (m->strategic)
		verdict_announce(v, _("Game %d is over. Its scores:"), game + 1);
	else
		verdict_announce(v, _("The game is over. Final scores:"));
	for (int p = 0; p < m->nplayers; p++) {
		score_line(&b, m, game, p, &s[p]);
		verdict_announce(v, "%s", sbuf_str(&b));
		sbuf_reset(&b);
	}
	sbuf_free(&b);
}

/* The players whose value equals `key`, in turn order of game `g`. */
static int
tied_with(const struct tlh_match *m, const struct tlh_game *g,
    const int *value, int key, int out[TLH_MAX_PLAYERS])
{
	int n = 0;

	for (int seat = 0; seat < m->nplayers; seat++) {
		int p = tlh_player_at(g, m->nplayers, seat);
		if (value[p] == key)
			out[n++] = p;
	}
	return n;
}

static void
announce_game2(const struct tlh_match *m, struct verdict *v)
{
	struct tlh_score s[TLH_MAX_PLAYERS];
	int total[TLH_MAX_PLAYERS], tied[TLH_MAX_PLAYERS], n;
	int first = m->game[1].first;
	struct sbuf b = { 0 };

	tlh_score_game(m, 0, s);
	for (int p = 0; p < m->nplayers; p++)
		total[p] = s[p].total;
	n = tied_with(m, &m->game[0], total, total[first], tied);
	if (n == 1) {
		verdict_announce(v, _("%s has the lowest score of game 1 and "
		    "starts game 2."), m->name[first]);
	} else {
		add_names(&b, m, tied, n);
		verdict_announce(v, _("%s tie for the lowest score of game 1; "
		    "%s, the farthest of them from game 1's first player going "
		    "clockwise, starts game 2."), sbuf_str(&b), m->name[first]);
	}
	verdict_announce(v, _("Game 2 goes counter-clockwise; enter its "
	    "objective card, if any, before its first card."));
	verdict_announce(v, _("Game 2, round 1: %s to play."), m->name[first]);
	sbuf_free(&b);
}

static void
announce_totals(const struct tlh_match *m, struct verdict *v)
{
	struct tlh_score s1[TLH_MAX_PLAYERS], s2[TLH_MAX_PLAYERS];

	tlh_score_game(m, 0, s1);
	tlh_score_game(m, 1, s2);
	verdict_announce(v, _("Totals of the two games:"));
	for (int p = 0; p < m->nplayers; p++)
		verdict_announce(v, _("%s: game 1 %d + game 2 %d = %d"),
		    m->name[p], s1[p].total, s2[p].total,
		    s1[p].total + s2[p].total);
}

/* The winner, with the tie-break when it decided, and the ranking;
 * `emit` is verdict_announce after the last card, verdict_say for
 * `score`. */
static void
say_winner(const struct tlh_match *m, struct verdict *v,
    void (*emit)(struct verdict *, const char *, ...))
{
	int total[TLH_MAX_PLAYERS], order[TLH_MAX_PLAYERS], tied[TLH_MAX_PLAYERS];
	struct sbuf b = { 0 };
	int w, n;

	tlh_totals(m, total);
	tlh_standings(m, order);
	w = order[0];
	n = tied_with(m, tlh_current(m), total, total[w], tied);
	add_names(&b, m, tied, n);
	if (n == 1)
		emit(v, _("%s wins with %d points."), m->name[w],
		    total[w]);
	else if (!m->strategic)
		emit(v, _("%s tie with %d points; %s wins, the "
		    "farthest of them from the first player going clockwise."),
		    sbuf_str(&b), total[w], m->name[w]);
	else
		emit(v, _("%s tie with %d points; %s wins, the "
		    "farthest of them from game 2's first player going "
		    "counter-clockwise."), sbuf_str(&b), total[w], m->name[w]);
	sbuf_reset(&b);
	for (int i = 0; i < m->nplayers; i++) {
		add_sep(&b);
		sbuf_printf(&b, "%d. %s %d", i + 1, m->name[order[i]],
		    total[order[i]]);
	}
	emit(v, _("Ranking: %s."), sbuf_str(&b));
	sbuf_free(&b);
}

static void
announce_events(const struct tlh_match *m, unsigned events,
    struct verdict *v)
{
	if (!(events & TLH_EV_ROUND)) {
		verdict_say(v, _("%s to play."), m->name[tlh_to_play(m)]);
		return;
	}
	if (!(events & TLH_EV_GAME)) {
		announce_round(m, v);
		return;
	}
	if (!(events & TLH_EV_MATCH)) {
		announce_game_scores(m, m->current - 1, v);
		announce_game2(m, v);
		return;
	}
	announce_game_scores(m, m->current, v);
	if (m->strategic)
		announce_totals(m, v);
	say_winner(m, v, verdict_announce);
}

/* ---- play ---- */

static void
add_reason(struct verdict *v, unsigned bit, struct sbuf *text)
{
	verdict_rule(v, tlh_rule_id(bit));
	if (v->ok)
		verdict_fail(v, "%s", sbuf_str(text));
	else
		verdict_say(v, "%s", sbuf_str(text));
	sbuf_reset(text);
}

static void
refuse_value(const struct tlh_card *c, struct sbuf *b, struct verdict *v)
{
	const struct tlh_floor *f[2] = { &c->bottom, &c->top };

	for (int i = 0; i < 2; i++) {
		if (tlh_value_ok(f[i]->value))
			continue;
		sbuf_printf(b, _("%s: a floor's value is 2, 3 or 4."),
		    floor_str(*f[i], 0));
		add_reason(v, TLH_E_VALUE, b);
	}
}

static bool
refuse_play(const struct tlh_match *m, int p, const struct tlh_card *c,
    unsigned broken, struct verdict *v)
{
	struct sbuf b = { 0 };

	if (broken & TLH_E_PHASE) {
		sbuf_add(&b, _("The game is over: no more cards can be played."));
		add_reason(v, TLH_E_PHASE, &b);
	}
	if (broken & TLH_E_TURN) {
		sbuf_printf(&b, _("It is %s's turn, not %s's."),
		    m->name[tlh_to_play(m)], m->name[p]);
		add_reason(v, TLH_E_TURN, &b);
	}
	if (broken & TLH_E_VALUE)
		refuse_value(c, &b, v);
	if (broken & TLH_E_PURPLE) {
		sbuf_add(&b, _("Purple floors are out of a two-player game."));
		add_reason(v, TLH_E_PURPLE, &b);
	}
	if (broken & TLH_E_MATCH) {
		sbuf_printf(&b, _("%s matches neither the colour nor the value "
		    "of %s's top floor %s."), floor_str(c->bottom, 0),
		    m->name[p], floor_str(tlh_top(tlh_current(m), p), 1));
		add_reason(v, TLH_E_MATCH, &b);
	}
	sbuf_free(&b);
	return false;
}

static bool
cmd_play(void *state, const struct call *c, struct verdict *v)
{
	struct tlh_match *m = state;
	struct tlh_card card;
	struct sbuf b = { 0 };
	unsigned broken, events;
	int p;

	if (c->argc != 3 && c->argc != 4)
		return usage(v, N_("play NAME FLOOR FLOOR|down"));
	if ((p = find_player(m, c->argv[1], v)) < 0 ||
	    !parse_card(c, 2, &card, v))
		return false;
	broken = tlh_play(m, p, &card, &events);
	if (broken)
		return refuse_play(m, p, &card, broken, v);
	if (tlh_card_is_down(&card)) {
		verdict_say(v, _("%s plays a card face down."), m->name[p]);
	} else {
		add_card(&b, &card);
		verdict_say(v, _("%s plays %s."), m->name[p], sbuf_str(&b));
	}
	sbuf_free(&b);
	announce_events(m, events, v);
	return true;
}

/* ---- objective ---- */

static const char *
rule_text_of_objective(int objective)
{
	/* the rule an objective card names has its English word as id */
	for (int k = 0; k < NWORDS(objective_words); k++) {
		if (objective == TLH_OBJ_NONE || objective_words[k].value != objective)
			continue;
		for (const struct game_rule *r = rule_texts; r->id; r++)
			if (strcmp(r->id, objective_words[k].text) == 0)
				return _(r->text);
	}
	return "";
}

static bool
cmd_objective(void *state, const struct call *c, struct verdict *v)
{
	struct tlh_match *m = state;
	int obj;

	if (c->argc != 2)
		return usage(v, N_("objective NAME"));
	obj = cmd_match(c->argv[1], objective_words, NWORDS(objective_words),
	    _("no objective card named \"%s\": monochromatic, two-step, "
	    "efficient, diversified, little-treehouse or none"),
	    _("\"%s\" could be %s: type more of the name"), v);
	if (obj < 0)
		return false;
	if (tlh_set_objective(m, obj)) {
		verdict_rule(v, tlh_rule_id(TLH_E_PHASE));
		if (tlh_over(m))
			return verdict_fail(v, _("The game is over: its objective "
			    "can no longer change."));
		return verdict_fail(v, _("Too late: the objective card is set "
		    "before the first card of the game."));
	}
	if (m->strategic)
		verdict_say(v, _("Game %d's objective card:"), m->current + 1);
	if (obj == TLH_OBJ_NONE)
		verdict_say(v, _("No objective card in this game."));
	else
		verdict_say(v, "%s", rule_text_of_objective(obj));
	return true;
}

/* ---- status ---- */

static void
say_position(const struct tlh_match *m, struct verdict *v)
{
	int r = tlh_round(m), rounds = tlh_rounds(m->nplayers);
	const char *who = m->name[tlh_to_play(m)];

	if (!m->strategic)
		verdict_say(v, _("Round %d of %d: %s to play."), r, rounds, who);
	else if (tlh_current(m)->step > 0)
		verdict_say(v, _("Game %d, round %d of %d: %s to play; turns go "
		    "clockwise."), m->current + 1, r, rounds, who);
	else
		verdict_say(v, _("Game %d, round %d of %d: %s to play; turns go "
		    "counter-clockwise."), m->current + 1, r, rounds, who);
}

static void
say_objective(const struct tlh_match *m, struct verdict *v)
{
	int obj = tlh_current(m)->objective;

	if (obj == TLH_OBJ_NONE)
		verdict_say(v, _("No objective card."));
	else
		verdict_say(v, _("Objective: %s, %d points."),
		    _(objective_names[obj]), tlh_objective_points(obj));
}

static void
say_tree(const struct tlh_match *m, int p, struct verdict *v)
{
	const struct tlh_game *g = tlh_current(m);
	struct sbuf b = { 0 };

	if (g->ncards[p] == 0) {
		verdict_say(v, _("%s: only the trunk"), m->name[p]);
		return;
	}
	for (int i = 0; i < g->ncards[p]; i++) {
		add_sep(&b);
		add_card(&b, &g->tree[p][i]);
	}
	verdict_say(v, _("%s: %s (top floor %s)"), m->name[p], sbuf_str(&b),
	    floor_str(tlh_top(g, p), 0));
	sbuf_free(&b);
}

static void
say_game1(const struct tlh_match *m, struct verdict *v)
{
	struct tlh_score s[TLH_MAX_PLAYERS];
	struct sbuf b = { 0 };

	tlh_score_game(m, 0, s);
	for (int p = 0; p < m->nplayers; p++) {
		add_sep(&b);
		sbuf_printf(&b, "%s %d", m->name[p], s[p].total);
	}
	verdict_say(v, _("Game 1 scores: %s."), sbuf_str(&b));
	sbuf_free(&b);
}

static bool
cmd_status(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	int order[TLH_MAX_PLAYERS];

	if (c->argc != 1)
		return usage(v, N_("status"));
	if (tlh_over(m)) {
		tlh_standings(m, order);
		verdict_say(v, _("The game is over; %s won."), m->name[order[0]]);
	} else {
		say_position(m, v);
	}
	if (m->current > 0)
		say_game1(m, v);
	say_objective(m, v);
	if (m->turn_variant)
		verdict_say(v, _("Turn variant: players draw at the end of "
		    "their turn."));
	for (int p = 0; p < m->nplayers; p++)
		say_tree(m, p, v);
	return true;
}

/* ---- score ---- */

#define SCORE_COLS 6

static void
say_table(char cells[][SCORE_COLS][80], int nrows, struct verdict *v)
{
	int width[SCORE_COLS] = { 0 };
	struct sbuf line = { 0 };

	for (int r = 0; r < nrows; r++)
		for (int k = 0; k < SCORE_COLS; k++)
			if (render_width(cells[r][k]) > width[k])
				width[k] = render_width(cells[r][k]);
	for (int r = 0; r < nrows; r++) {
		for (int k = 0; k < SCORE_COLS; k++) {
			if (k > 0)
				sbuf_add(&line, "  ");
			add_padded(&line, cells[r][k], width[k], k > 0);
		}
		say_line(v, &line);
	}
	sbuf_free(&line);
}

static void
say_game_table(const struct tlh_match *m, int game, struct verdict *v)
{
	static const char *const head[SCORE_COLS] = {
		N_("player"), N_("floors"), N_("longest run"), N_("run bonus"),
		N_("objective"), N_("total")
	};
	char cells[TLH_MAX_PLAYERS + 1][SCORE_COLS][80];
	struct tlh_score s[TLH_MAX_PLAYERS];

	tlh_score_game(m, game, s);
	for (int k = 0; k < SCORE_COLS; k++)
		snprintf(cells[0][k], sizeof cells[0][k], "%s", _(head[k]));
	for (int p = 0; p < m->nplayers; p++) {
		char (*row)[80] = cells[p + 1];
		snprintf(row[0], 80, "%s", m->name[p]);
		snprintf(row[1], 80, "%d", s[p].floors);
		snprintf(row[2], 80, "%d", s[p].run);
		snprintf(row[3], 80, "%d", s[p].run_bonus);
		snprintf(row[4], 80, "%d", s[p].objective);
		snprintf(row[5], 80, "%d", s[p].total);
	}
	say_table(cells, m->nplayers + 1, v);
}

static void
say_score_heading(const struct tlh_match *m, int game, struct verdict *v)
{
	bool done = game < m->current || tlh_over(m);
	int r = tlh_round(m), rounds = tlh_rounds(m->nplayers);

	if (!m->strategic && done)
		verdict_say(v, _("Final scores:"));
	else if (!m->strategic)
		verdict_say(v, _("Scores if the game ended now, in round %d of "
		    "%d:"), r, rounds);
	else if (done)
		verdict_say(v, _("Game %d, final scores:"), game + 1);
	else
		verdict_say(v, _("Game %d, scores if it ended now, in round %d "
		    "of %d:"), game + 1, r, rounds);
}

static bool
cmd_score(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	int total[TLH_MAX_PLAYERS];

	if (c->argc != 1)
		return usage(v, N_("score"));
	for (int g = 0; g <= m->current; g++) {
		say_score_heading(m, g, v);
		say_game_table(m, g, v);
	}
	if (!tlh_over(m))
		return true;
	if (m->strategic) {
		tlh_totals(m, total);
		for (int p = 0; p < m->nplayers; p++)
			verdict_say(v, _("%s: %d points over both games"),
			    m->name[p], total[p]);
	}
	say_winner(m, v, verdict_say);
	return true;
}

/* ---- show ---- */

/* Each tree is a tower of boxes, one box per card holding its two
 * floors (top floor at the top), on the trunk's box.  A floor is its
 * colour's name and its value, so the picture reads without colour; on
 * a colour terminal the floor is filled with its colour, gray for a card
 * face down.  A bracket on the right joins the floors of each of the
 * player's longest runs, across the rule between two cards. */
static const char *const floor_fill[TLH_COLOURS] = {
	"\033[30;48;5;250m", "\033[1;97;41m", "\033[30;103m", "\033[30;42m",
	"\033[1;97;44m", "\033[1;97;45m", "\033[30;48;5;208m"
};

/* Columns a floor's name takes: the longest colour name, a blank and a
 * one-digit value. */
static int
floor_width(void)
{
	int w = 0;

	for (int col = 0; col < TLH_COLOURS; col++)
		if (render_width(_(colour_names[col])) > w)
			w = render_width(_(colour_names[col]));
	return w + 2;
}

/* Number the player's longest runs 1, 2...: run[i] for floor i (bottom
 * first) is its run's number, 0 outside them.  A longest run of one
 * floor is not marked: every coloured floor would be. */
static int
mark_runs(const struct tlh_game *g, int p, int run[2 * TLH_MAX_CARDS])
{
	struct tlh_floor f[2 * TLH_MAX_CARDS];
	int n = 0, best = tlh_longest_run(g, p), len = 0, id = 0;

	for (int i = 0; i < g->ncards[p]; i++) {
		f[n++] = g->tree[p][i].bottom;
		f[n++] = g->tree[p][i].top;
	}
	for (int i = 0; i < n; i++) {
		run[i] = 0;
		if (f[i].colour == TLH_GRAY)
			len = 0;
		else if (i > 0 && f[i].colour == f[i - 1].colour)
			len++;
		else
			len = 1;
		if (best >= 2 && len == best) {
			id++;
			for (int k = i - best + 1; k <= i; k++)
				run[k] = id;
		}
	}
	return best;
}

/* A card's rule line; `inside` when a run goes on through it, so the
 * run's bracket stays unbroken. */
static void
add_rule(struct sbuf *out, int width, bool inside)
{
	sbuf_addc(out, '+');
	for (int i = 0; i < width + 2; i++)
		sbuf_addc(out, '-');
	sbuf_add(out, inside ? "+ |\n" : "+\n");
}

/* Floor `i` of `n` (bottom first), with its part of the bracket that
 * joins a run on the right: ".", "|" and "'" from its top down. */
static void
add_floor_row(struct sbuf *out, struct tlh_floor f, const int *run, int i,
    int n, int width, bool colour)
{
	char value[16];

	snprintf(value, sizeof value, "%d", f.value);
	sbuf_add(out, "|");
	if (colour)
		sbuf_add(out, floor_fill[f.colour]);
	sbuf_addc(out, ' ');
	add_padded(out, _(colour_names[f.colour]), width - 1 - render_width(value),
	    false);
	sbuf_printf(out, " %s ", value);
	if (colour)
		sbuf_add(out, "\033[0m");
	if (run[i] == 0)
		sbuf_add(out, "|\n");
	else if (i + 1 == n || run[i + 1] != run[i])
		sbuf_add(out, "|-.\n");
	else if (i == 0 || run[i - 1] != run[i])
		sbuf_add(out, "|-'\n");
	else
		sbuf_add(out, "|-|\n");
}

static void
add_centred(struct sbuf *out, const char *text, int width)
{
	int left = (width - render_width(text)) / 2;

	for (int i = 0; i < left; i++)
		sbuf_addc(out, ' ');
	sbuf_add(out, text);
	sbuf_addc(out, '\n');
}

/* The tower from its top down to the trunk, then the player's name and
 * points under it, where the names of trees side by side line up. */
static void
draw_tower(const struct tlh_match *m, int p, bool colour, struct sbuf *out)
{
	const struct tlh_game *g = tlh_current(m);
	int run[2 * TLH_MAX_CARDS], n = 2 * g->ncards[p];
	int width = floor_width(), longest = mark_runs(g, p, run);
	struct sbuf line = { 0 };

	add_rule(out, width, false);
	for (int i = g->ncards[p] - 1; i >= 0; i--) {
		const struct tlh_card *c = &g->tree[p][i];
		add_floor_row(out, c->top, run, 2 * i + 1, n, width, colour);
		add_floor_row(out, c->bottom, run, 2 * i, n, width, colour);
		add_rule(out, width, i > 0 && run[2 * i] != 0 &&
		    run[2 * i] == run[2 * i - 1]);
	}
	/* TRANSLATORS: the trunk card at the foot of every tree. */
	add_centred(&line, _("trunk"), width);
	line.s[--line.len] = '\0';
	sbuf_add(out, "| ");
	add_padded(out, sbuf_str(&line), width, false);
	sbuf_add(out, " |\n");
	add_rule(out, width, false);
	add_centred(out, m->name[p], width + 4);
	/* TRANSLATORS: under a tree in the picture: the sum of its floors
	 * and the length of its longest run. */
	sbuf_printf(out, _("floors %d, run %d"), tlh_floor_sum(g, p), longest);
	sbuf_addc(out, '\n');
	sbuf_free(&line);
}

static int
lines_of(const struct sbuf *b)
{
	int n = 0;

	for (const char *s = sbuf_str(b); *s; s++)
		n += *s == '\n';
	return n;
}

static int
widest_line(const struct sbuf *b)
{
	const char *s = sbuf_str(b);
	char buf[512];
	int w = 0;

	while (*s) {
		size_t n = strcspn(s, "\n");
		snprintf(buf, sizeof buf, "%.*s", (int)n, s);
		if (render_width(buf) > w)
			w = render_width(buf);
		s += n + (s[n] == '\n');
	}
	return w;
}

/* Set the towers side by side as render_columns would, but each row of
 * them on one ground: shorter towers get blank lines above them. */
static void
set_towers(struct sbuf *out, struct sbuf *blocks, int n, int width)
{
	struct sbuf padded = { 0 };

	for (int from = 0, to; from < n; from = to) {
		int used = widest_line(&blocks[from]), tallest = 0;
		for (to = from + 1; to < n && used + 2 + widest_line(&blocks[to]) <= width; to++)
			used += 2 + widest_line(&blocks[to]);
		for (int k = from; k < to; k++)
			if (lines_of(&blocks[k]) > tallest)
				tallest = lines_of(&blocks[k]);
		for (int k = from; k < to; k++) {
			sbuf_reset(&padded);
			/* a blank, not an empty line: render.c reads an
			 * empty first line as a null string */
			for (int i = lines_of(&blocks[k]); i < tallest; i++)
				sbuf_add(&padded, " \n");
			sbuf_add(&padded, sbuf_str(&blocks[k]));
			sbuf_reset(&blocks[k]);
			sbuf_add(&blocks[k], sbuf_str(&padded));
		}
		if (from > 0)
			sbuf_addc(out, '\n');
		render_columns(out, blocks + from, to - from, width, 2);
	}
	sbuf_free(&padded);
}

static bool
cmd_show(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	struct sbuf blocks[TLH_MAX_PLAYERS] = { { 0 } }, out = { 0 };
	int n = 0, only = -1;

	if (c->argc > 2)
		return usage(v, N_("show [NAME]"));
	if (c->argc == 2 && (only = find_player(m, c->argv[1], v)) < 0)
		return false;
	for (int p = 0; p < m->nplayers; p++)
		if (only < 0 || p == only)
			draw_tower(m, p, c->colour, &blocks[n++]);
	set_towers(&out, blocks, n, c->width);
	verdict_say(v, _("Top floor at the top; a bracket joins the floors of "
	    "each longest run; a card face down shows two gray floors."));
	verdict_say(v, "%s", sbuf_str(&out));
	for (int i = 0; i < n; i++)
		sbuf_free(&blocks[i]);
	sbuf_free(&out);
	return true;
}

/* ---- legal ---- */

/* The bottom floors the judge of `play` allows on the player's tree. */
static void
say_legal_floors(const struct tlh_match *m, int p, struct verdict *v)
{
	struct tlh_floor f[TLH_FLOORS];
	struct sbuf b = { 0 };
	int n = tlh_legal_bottoms(m, p, f);

	for (int i = 0; i < n; i++) {
		add_sep(&b);
		add_floor(&b, f[i]);
	}
	verdict_say(v, _("Face up, the card's bottom floor may be %s."), sbuf_str(&b));
	sbuf_free(&b);
}

static bool
cmd_legal(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	const struct tlh_game *g = tlh_current(m);
	struct tlh_floor top;
	int p;

	if (c->argc != 2)
		return usage(v, N_("legal NAME"));
	if ((p = find_player(m, c->argv[1], v)) < 0)
		return false;
	if (tlh_over(m)) {
		verdict_say(v, _("The game is over: no more cards can be played."));
		return true;
	}
	top = tlh_top(g, p);
	if (g->ncards[p] == 0)
		verdict_say(v, _("%s's tree has only its trunk: any card may go "
		    "on it, face up or face down."), m->name[p]);
	else if (top.colour == TLH_GRAY)
		verdict_say(v, _("%s's top floor is gray: any card may go on it, "
		    "face up or face down."), m->name[p]);
	else {
		verdict_say(v, _("%s's top floor is %s."), m->name[p],
		    floor_str(top, 0));
		say_legal_floors(m, p, v);
		verdict_say(v, _("Face down, any card may go on it."));
	}
	if (m->nplayers == 2)
		verdict_say(v, _("No purple floor in a two-player game."));
	if (tlh_to_play(m) != p)
		verdict_say(v, _("It is %s's turn now, not %s's."),
		    m->name[tlh_to_play(m)], m->name[p]);
	return true;
}

/* ---- why ---- */

static void
why_turn(const struct tlh_match *m, int p, unsigned broken,
    struct verdict *v)
{
	if (broken & TLH_E_PHASE)
		verdict_say(v, _("phase: broken, the game is over."));
	else
		verdict_say(v, _("phase: passed, the game is on."));
	if (broken & TLH_E_PHASE)
		verdict_say(v, _("turn: not checked, nobody plays after the end."));
	else if (broken & TLH_E_TURN)
		verdict_say(v, _("turn: broken, it is %s's turn, not %s's."),
		    m->name[tlh_to_play(m)], m->name[p]);
	else
		verdict_say(v, _("turn: passed, it is %s's turn."), m->name[p]);
}

static void
why_card(const struct tlh_match *m, const struct tlh_card *c,
    unsigned broken, struct verdict *v)
{
	struct sbuf b = { 0 };

	if (tlh_card_is_down(c))
		verdict_say(v, _("value: passed, a face-down card shows two gray "
		    "floors worth 2."));
	else if (!(broken & TLH_E_VALUE))
		verdict_say(v, _("value: passed, %s and %s are worth 2 to 4."),
		    floor_str(c->bottom, 0), floor_str(c->top, 1));
	else {
		const struct tlh_floor *f[2] = { &c->bottom, &c->top };
		for (int i = 0; i < 2; i++)
			if (!tlh_value_ok(f[i]->value)) {
				add_sep(&b);
				add_floor(&b, *f[i]);
			}
		verdict_say(v, _("value: broken, floors are worth 2 to 4, not %s."),
		    sbuf_str(&b));
	}
	if (broken & TLH_E_PURPLE)
		verdict_say(v, _("purple: broken, purple floors are out of a "
		    "two-player game."));
	else if (m->nplayers == 2)
		verdict_say(v, _("purple: passed, no purple floor."));
	else
		verdict_say(v, _("purple: passed, purple floors are played with "
		    "more than two players."));
	sbuf_free(&b);
}

static void
why_match(const struct tlh_match *m, int p, const struct tlh_card *c,
    struct verdict *v)
{
	const struct tlh_game *g = tlh_current(m);
	struct tlh_floor top = tlh_top(g, p);
	const char *bottom = floor_str(c->bottom, 0), *t = floor_str(top, 1);

	switch (tlh_fit(top, c)) {
	case TLH_FIT_DOWN:
		verdict_say(v, _("match: passed, a face-down card goes on any "
		    "floor."));
		break;
	case TLH_FIT_GRAY:
		if (g->ncards[p] == 0)
			verdict_say(v, _("match: passed, any card goes on the "
			    "trunk."));
		else
			verdict_say(v, _("match: passed, any card goes on a gray "
			    "floor."));
		break;
	case TLH_FIT_COLOUR:
		verdict_say(v, _("match: passed, %s has the colour of the top "
		    "floor %s."), bottom, t);
		break;
	case TLH_FIT_VALUE:
		verdict_say(v, _("match: passed, %s has the value of the top "
		    "floor %s."), bottom, t);
		break;
	case TLH_FIT_BOTH:
		verdict_say(v, _("match: passed, %s has the colour and the value "
		    "of the top floor %s."), bottom, t);
		break;
	case TLH_FIT_NONE:
		verdict_say(v, _("match: broken, %s has neither the colour nor "
		    "the value of the top floor %s."), bottom, t);
		break;
	}
}

static bool
cmd_why(void *state, const struct call *c, struct verdict *v)
{
	const struct tlh_match *m = state;
	struct tlh_card card;
	struct sbuf b = { 0 };
	unsigned broken;
	int p;

	if (c->argc != 3 && c->argc != 4)
		return usage(v, N_("why NAME FLOOR FLOOR|down"));
	if ((p = find_player(m, c->argv[1], v)) < 0 ||
	    !parse_card(c, 2, &card, v))
		return false;
	broken = tlh_check_play(m, p, &card);
	why_turn(m, p, broken, v);
	why_card(m, &card, broken, v);
	why_match(m, p, &card, v);
	for (unsigned bit = 1; bit < 1u << TLH_E_COUNT; bit <<= 1)
		if (broken & bit) {
			add_sep(&b);
			sbuf_add(&b, tlh_rule_id(bit));
		}
	if (broken)
		verdict_say(v, _("Verdict: refused, rules %s."), sbuf_str(&b));
	else
		verdict_say(v, _("Verdict: legal."));
	sbuf_free(&b);
	return true;
}

/* ---- rules ---- */

/* ---- the interface ---- */

static int
tlh_nplayers(const void *state)
{
	return ((const struct tlh_match *)state)->nplayers;
}

static const char *
tlh_player(const void *state, int i)
{
	return ((const struct tlh_match *)state)->name[i];
}

static bool
tlh_finished(const void *state)
{
	return tlh_over(state);
}

/* A number, or an empty cell while it is not known yet. */
static void
sheet_number(struct sheet *s, bool known, int n)
{
	if (known)
		sheet_fieldf(s, "%d", n);
	else
		sheet_field(s, "");
}

static void
sheet_header(struct sheet *s, const char *const *head, int n)
{
	s->ncols = n;
	for (int k = 0; k < n; k++)
		sheet_field(s, head[k]);
}

/* Run, objective and rank wait for the end; total is the points so far. */
static void
sheet_single(const struct tlh_match *m, const int *rank, struct sheet *s)
{
	static const char *const head[] = { "player", "floors", "run",
	    "objective", "total", "rank" };
	struct tlh_score sc[TLH_MAX_PLAYERS];
	bool over = tlh_over(m);

	sheet_header(s, head, 6);
	tlh_score_game(m, 0, sc);
	for (int p = 0; p < m->nplayers; p++) {
		sheet_field(s, m->name[p]);
		sheet_fieldf(s, "%d", sc[p].floors);
		sheet_number(s, over, sc[p].run_bonus);
		sheet_number(s, over, sc[p].objective);
		sheet_fieldf(s, "%d", over ? sc[p].total : sc[p].floors);
		sheet_number(s, over, rank[p]);
	}
}

/* Each game's points so far: its floors while it runs, then its total;
 * game 2 stays empty until it begins. */
static void
sheet_strategic(const struct tlh_match *m, const int *rank, struct sheet *s)
{
	static const char *const head[] = { "player", "game1", "game2",
	    "total", "rank" };
	struct tlh_score sc[TLH_MAX_GAMES][TLH_MAX_PLAYERS];
	int total[TLH_MAX_PLAYERS];
	bool over = tlh_over(m);

	sheet_header(s, head, 5);
	tlh_score_game(m, 0, sc[0]);
	tlh_score_game(m, 1, sc[1]);
	tlh_totals(m, total);
	for (int p = 0; p < m->nplayers; p++) {
		sheet_field(s, m->name[p]);
		sheet_fieldf(s, "%d", m->current > 0 ? sc[0][p].total :
		    sc[0][p].floors);
		sheet_number(s, m->current > 0, over ? sc[1][p].total :
		    sc[1][p].floors);
		sheet_fieldf(s, "%d", total[p]);
		sheet_number(s, over, rank[p]);
	}
}

static void
tlh_sheet(const void *state, struct sheet *s)
{
	const struct tlh_match *m = state;
	int order[TLH_MAX_PLAYERS], rank[TLH_MAX_PLAYERS];

	tlh_standings(m, order);
	for (int i = 0; i < m->nplayers; i++)
		rank[order[i]] = i + 1;
	if (m->strategic)
		sheet_strategic(m, rank, s);
	else
		sheet_single(m, rank, s);
}

static void
tlh_where(const void *state, struct sbuf *out)
{
	const struct tlh_match *m = state;

	if (tlh_over(m))
		/* TRANSLATORS: the prompt once the game has ended. */
		sbuf_add(out, _("end"));
	else if (m->strategic)
		/* TRANSLATORS: the prompt: game, round, player to play. */
		sbuf_printf(out, _("g%d r%d %s"), m->current + 1, tlh_round(m),
		    m->name[tlh_to_play(m)]);
	else
		/* TRANSLATORS: the prompt: round, player to play. */
		sbuf_printf(out, _("r%d %s"), tlh_round(m),
		    m->name[tlh_to_play(m)]);
}

/* ---- completion ---- */

/* The floors offered at `argi` of play or why: the card's bottom floor
 * must match the top of the named tree (any floor on the trunk or a gray
 * floor), its top floor may be anything; never purple with two players.
 * Words of the messages' language, which either language accepts. */
static void
complete_floors(const struct tlh_match *m, int argi, char **argv,
    struct completion *out)
{
	static const char *const fr[TLH_COLOURS] = { "", "rouge", "jaune",
	    "vert", "bleu", "violet", "orange" };
	bool french = strcmp(i18n_lang(), "fr") == 0;
	struct word names[TLH_MAX_PLAYERS];
	struct tlh_floor top = { TLH_GRAY, 0 };
	char buf[32];
	int p;

	if (argi == 3 && cmd_match(argv[2], down_words, NWORDS(down_words),
	    NULL, NULL, NULL) >= 0)
		return; /* a card face down is one word */
	for (int i = 0; i < m->nplayers; i++)
		names[i] = (struct word){ m->name[i], i };
	p = cmd_match(argv[1], names, m->nplayers, NULL, NULL, NULL);
	if (argi == 2 && p >= 0 && !tlh_over(m))
		top = tlh_top(tlh_current(m), p);
	for (int col = TLH_GRAY + 1; col < TLH_COLOURS; col++)
		for (int val = TLH_MIN_VALUE; val <= TLH_MAX_VALUE; val++) {
			if (col == TLH_PURPLE && m->nplayers == 2)
				continue;
			if (top.colour != TLH_GRAY && col != top.colour &&
			    val != top.value)
				continue;
			snprintf(buf, sizeof buf, "%s%d", french ? fr[col] :
			    colour_names[col], val);
			completion_add(out, buf);
		}
	if (argi == 2)
		completion_add(out, french ? "cachee" : "down");
}

static void
complete_objectives(struct completion *out)
{
	static const char *const fr[TLH_OBJECTIVES] = { "aucun", "monochrome",
	    "deux-temps", "econome", "diversifie", "petite-cabane" };
	bool french = strcmp(i18n_lang(), "fr") == 0;

	for (int i = 0; i < TLH_OBJECTIVES; i++)
		completion_add(out, french ? fr[i] : objective_names[i]);
}

static void
complete_args(const void *state, int argi, char **argv,
    struct completion *out)
{
	const struct tlh_match *m = state;
	const char *w = argv[0];
	bool play = cmd_word_eq(w, "play") || cmd_word_eq(w, "jouer") ||
	    cmd_word_eq(w, "why") || cmd_word_eq(w, "pourquoi");

	if (cmd_word_eq(w, "objective") || cmd_word_eq(w, "objectif")) {
		if (argi == 1)
			complete_objectives(out);
	} else if (argi == 1) {
		for (int p = 0; p < m->nplayers; p++)
			completion_add(out, m->name[p]);
	} else if (play && (argi == 2 || argi == 3)) {
		complete_floors(m, argi, argv, out);
	}
}

/* ---- event log and check ---- */

/* Who played what, where the game stood, and what follows; in English
 * whatever the messages' language, so logs read back anywhere. */
static const char *const log_columns[] = {
	"player", "game_number", "round", "card", "objective", "floors",
	"next", NULL
};

static void
log_card(const struct tlh_match *before, const struct tlh_match *after,
    struct sheet *row)
{
	const struct tlh_game *g = &after->game[before->current];
	const struct tlh_game *was = tlh_current(before);
	const struct tlh_card *c;
	int p = 0;

	/* the player whose tree grew, whatever prefix of the name was typed */
	while (p + 1 < before->nplayers && g->ncards[p] == was->ncards[p])
		p++;
	c = &g->tree[p][g->ncards[p] - 1];

	sheet_field(row, before->name[p]);
	sheet_fieldf(row, "%d", before->current + 1);
	sheet_fieldf(row, "%d", tlh_round(before));
	if (tlh_card_is_down(c))
		sheet_field(row, "down");
	else
		sheet_fieldf(row, "%s%d %s%d", colour_names[c->bottom.colour],
		    c->bottom.value, colour_names[c->top.colour], c->top.value);
	sheet_field(row, objective_names[g->objective]);
	sheet_fieldf(row, "%d", tlh_floor_sum(g, p));
}

static void
log_row(const void *before, const void *after, int argc, char **argv,
    struct sheet *row)
{
	const struct tlh_match *a = after;

	if (before != NULL && argc >= 3 && cmd_word_eq(argv[0], "play")) {
		log_card(before, a, row);
	} else {
		sheet_field(row, "");
		sheet_fieldf(row, "%d", a->current + 1);
		sheet_fieldf(row, "%d", tlh_round(a));
		sheet_field(row, "");
		sheet_field(row, objective_names[tlh_current(a)->objective]);
		sheet_field(row, "");
	}
	sheet_field(row, tlh_over(a) ? "" : a->name[tlh_to_play(a)]);
}

static void
game_result(const void *state, struct sbuf *out)
{
	const struct tlh_match *m = state;
	int total[TLH_MAX_PLAYERS], order[TLH_MAX_PLAYERS];
	struct sbuf list = { 0 };

	tlh_totals(m, total);
	tlh_standings(m, order);
	for (int i = 0; i < m->nplayers; i++) {
		add_sep(&list);
		sbuf_printf(&list, "%s %d", m->name[order[i]], total[order[i]]);
	}
	if (tlh_over(m))
		sbuf_printf(out, _("winner %s (%d); %s"), m->name[order[0]],
		    total[order[0]], sbuf_str(&list));
	else if (m->strategic)
		sbuf_printf(out, _("playing game %d, round %d of %d; %s"),
		    m->current + 1, tlh_round(m), tlh_rounds(m->nplayers),
		    sbuf_str(&list));
	else
		sbuf_printf(out, _("playing round %d of %d; %s"), tlh_round(m),
		    tlh_rounds(m->nplayers), sbuf_str(&list));
	sbuf_free(&list);
}

/* Logs keep variants, objectives, floors (red3) and down in English;
 * names as typed. */
static const char *
english_word(const void *state, const char *cmd, int i, const char *arg,
    char *buf, size_t size)
{
	const char *e;

	(void)state;
	if (strcmp(cmd, "new") == 0) {
		/* variants, typed whole, before the names (never variant words) */
		for (int k = 0; k < NWORDS(variant_words); k++)
			if (cmd_word_eq(arg, variant_words[k].text))
				return cmd_english(variant_words[k].text, variant_words,
				    NWORDS(variant_words));
		return NULL;
	}
	if (strcmp(cmd, "objective") == 0)
		return cmd_english(arg, objective_words, NWORDS(objective_words));
	if (i < 2) /* play NAME FLOOR FLOOR|down */
		return NULL;
	if ((e = cmd_english(arg, down_words, NWORDS(down_words))) != NULL)
		return e;
	return cmd_english_numbered(arg, colour_words, NWORDS(colour_words), buf, size);
}

static const struct game_cmd tlh_cmds[] = {
	{ .word = "play", .aliases = "jouer", .run = cmd_play,
	  .usage = N_("play NAME FLOOR FLOOR|down"),
	  .summary = N_("add a card to a tree, bottom floor first (red3 "
	  "rouge3), or face down"),
	  .example = "play ann red3 blue2", .complete = complete_args ,
	  .min_args = 2, .max_args = 3 },
	{ .word = "objective", .aliases = "objectif", .run = cmd_objective,
	  .usage = N_("objective NAME"),
	  .summary = N_("the game's objective card, before its first card"),
	  .example = "objective monochromatic", .complete = complete_args ,
	  .min_args = 1, .max_args = 1 },
	{ .word = NULL },
};

static const char *const tlh_names[] = {
	"tlh", "toutlahaut", "tout-la-haut", NULL
};

const struct game_ops tlh_game = {
	.id = "tlh",
	.names = tlh_names,
	.title = "Tout là-haut",
	.state_size = sizeof(struct tlh_match),
	.start = tlh_start,
	.cmds = tlh_cmds,
	.finished = tlh_finished,
	.sheet = tlh_sheet,
	.where = tlh_where,
	.log_columns = log_columns,
	.log_row = log_row,
	.result = game_result,
	.query = {
		[Q_STATUS] = { .run = cmd_status, .usage = N_("status"),
		  .summary = N_("round, player to play, objective and every tree"),
		  .example = "status" },
		[Q_SCORE] = { .run = cmd_score, .usage = N_("score"),
		  .summary = N_("the score table, as if the game ended now"),
		  .example = "score" },
		[Q_SHOW] = { .run = cmd_show, .usage = N_("show [NAME]"),
		  .summary = N_("draw the trees, top card first"),
		  .example = "show ann", .complete = complete_args,
		  .max_args = 1 },
		[Q_LEGAL] = { .run = cmd_legal, .usage = N_("legal NAME"),
		  .summary = N_("the cards that may go on that tree now"),
		  .example = "legal ann", .complete = complete_args,
		  .min_args = 1, .max_args = 1 },
		[Q_WHY] = { .run = cmd_why, .usage = N_("why NAME FLOOR FLOOR|down"),
		  .summary = N_("each rule checked for that card, passed or broken"),
		  .example = "why ann red3 blue2", .complete = complete_args,
		  .min_args = 2, .max_args = 3 },
	},
	.rules = rule_texts,
	.nplayers = tlh_nplayers,
	.player = tlh_player,
	.svg = tlh_svg,
	.english = english_word,
};
