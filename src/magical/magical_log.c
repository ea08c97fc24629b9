/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_log.c — Magical Treehouse on paper: the score sheet, the
 * prompt's few words, the one-line result, the event log's columns and
 * the English spelling of a command's words for logs. */
#include <string.h>

#include "i18n.h"
#include "magical_glue.h"

/* Each column named for what it holds: VP, except `biscuits` (the count)
 * and `rank`.  Until the end only the treehouses are known; the rest
 * waits for the counts, the rank for the final score. */
void
magical_sheet(const void *state, struct sheet *s)
{
	/* TRANSLATORS: the score sheet's columns, as a French spreadsheet
	 * gets them (export scores --sep ;). */
	static const char *const head[] = { N_("player"), N_("treehouses"),
	    N_("biscuits"), N_("biscuit_vp"), N_("potions"), N_("level5"),
	    N_("objectives"), N_("total"), N_("rank") };
	const struct magical_game *g = state;
	struct magical_player_score sc[MAGICAL_MAX_PLAYERS];
	int order[MAGICAL_MAX_PLAYERS], rank[MAGICAL_MAX_PLAYERS];
	bool over = g->step == MAGICAL_OVER;

	sheet_init(s, NWORDS(head));
	for (int k = 0; k < NWORDS(head); k++)
		sheet_field(s, head[k]);
	magical_final_score(g, sc);
	magical_standings(g, order);
	for (int i = 0; i < g->nplayers; i++)
		rank[order[i]] = i + 1;
	for (int p = 0; p < g->nplayers; p++) {
		int part[4] = { sc[p].biscuits, sc[p].potions, sc[p].level5,
		    sc[p].objectives };
		sheet_field(s, g->player[p].name);
		sheet_fieldf(s, "%d", sc[p].treehouses);
		if (g->player[p].has_biscuits)
			sheet_fieldf(s, "%d", g->player[p].biscuits);
		else
			sheet_field(s, "");
		for (int k = 0; k < 4; k++)
			if (over)
				sheet_fieldf(s, "%d", part[k]);
			else
				sheet_field(s, "");
		sheet_fieldf(s, "%d", over ? sc[p].total : sc[p].treehouses);
		if (over)
			sheet_fieldf(s, "%d", rank[p]);
		else
			sheet_field(s, "");
	}
}

/* The sheet's columns for people. */
const struct game_label magical_labels[] = {
	/* TRANSLATORS: column headings of a score sheet in the report. */
	{ "player", N_("player"), true },
	{ "treehouses", N_("treehouses"), false },
	{ "biscuits", N_("biscuits"), false },
	{ "biscuit_vp", N_("VP for biscuits"), false },
	{ "potions", N_("potions"), false }, { "level5", N_("level 5"), false },
	{ "objectives", N_("objectives"), false },
	{ "total", N_("total"), false }, { "rank", N_("rank"), false },
	{ NULL, NULL, false },
};

/* Places are never shared: equal VP go to the most biscuits, then the
 * youngest (magical_standings). */
void
magical_results(const void *state, struct game_results *r)
{
	static const char *const parts[] = { "treehouses", "biscuit_vp",
	    "potions", "level5", "objectives" };
	const struct magical_game *g = state;
	struct magical_outcome o;

	memset(r, 0, sizeof *r);
	magical_outcome(g, &o);
	r->finished = g->step == MAGICAL_OVER;
	r->n = g->nplayers;
	r->nparts = 5;
	memcpy(r->part, parts, sizeof parts);
	for (int p = 0; p < g->nplayers; p++) {
		const struct magical_player_score *sc = &o.score[p];
		int part[5] = { sc->treehouses, sc->biscuits, sc->potions,
		    sc->level5, sc->objectives };
		r->p[p].name = g->player[p].name;
		r->p[p].score = r->finished ? sc->total : sc->treehouses;
		memcpy(r->p[p].part, part, sizeof part);
	}
	if (!r->finished)
		return;
	for (int i = 0; i < g->nplayers; i++) {
		int a = o.order[i], b = i + 1 < g->nplayers ? o.order[i + 1] : -1;
		r->p[a].place = i + 1;
		if (b < 0 || o.score[a].total != o.score[b].total)
			continue;
		if (g->player[a].biscuits != g->player[b].biscuits)
			/* TRANSLATORS: Magical Treehouse's tie-breaks. */
			r->p[a].tiebreak = N_("more biscuits");
		else if (g->player[a].age != g->player[b].age)
			r->p[a].tiebreak = N_("the younger player");
		else
			r->p[a].tiebreak = N_("seat order");
	}
}

void
magical_where(const void *state, struct sbuf *out)
{
	const struct magical_game *g = state;

	switch (g->step) {
	case MAGICAL_REVEAL:
		/* TRANSLATORS: the prompt: round, players revealing. */
		sbuf_printf(out, _("r%d reveal"), g->round);
		break;
	case MAGICAL_BUILD:
		/* TRANSLATORS: the prompt: round, player building. */
		sbuf_printf(out, _("r%d %s"), g->round,
		    g->player[magical_builder(g)].name);
		break;
	case MAGICAL_END:
		/* TRANSLATORS: the prompt while the end counts are entered. */
		sbuf_add(out, _("counts"));
		break;
	default:
		/* TRANSLATORS: the prompt once the game has ended. */
		sbuf_add(out, _("end"));
	}
}

void
magical_result(const void *state, struct sbuf *out)
{
	static const struct game_players players = MAGICAL_PLAYERS;
	const struct magical_game *g = state;
	struct magical_outcome o;
	struct sbuf list = { 0 };
	int vp[MAGICAL_MAX_PLAYERS];

	magical_outcome(g, &o);
	for (int p = 0; p < g->nplayers; p++)
		vp[p] = g->step == MAGICAL_OVER ? o.score[p].total :
		    o.score[p].treehouses;
	game_scores_in(&list, &players, g, o.order, vp, false);
	if (g->step == MAGICAL_OVER)
		sbuf_printf(out, _("winner %s (%d); %s"),
		    g->player[o.order[0]].name, o.score[o.order[0]].total,
		    sbuf_str(&list));
	else if (g->step == MAGICAL_END)
		sbuf_printf(out, _("end-game counts missing; treehouses %s"),
		    sbuf_str(&list));
	else
		sbuf_printf(out, _("playing round %d of %d; treehouses %s"),
		    g->round, MAGICAL_ROUNDS, sbuf_str(&list));
	sbuf_free(&list);
}

/* ---- event log ---- */

/* The player a command names, where the game stood after it, and that
 * player's village; in English whatever the messages' language.  A
 * reveal of several players names them all, blank-separated, and leaves
 * the village columns empty (version 3; logs of versions 1 and 2 name
 * the first and give that player's village, and are checked so).
 * `total` is the player's final total, filled once the game is over (the
 * counts are not in before). */
const char *const magical_log_columns[] = {
	"player", "round", "step", "builder", "treehouses", "vp", "stored",
	"familiars", "total", NULL
};

static const char *const step_ids[] = { "reveal", "build", "end", "over" };

/* Commands whose first argument is a player. */
static bool
names_player(const char *word, int argc, char **argv)
{
	static const char *const words[] = { "reveal", "build", "pipe",
	    "repipe", "move", "store", "unstore", "familiar", "done",
	    "objective", "ingredients", "biscuits", "empty" };

	if (argc < 2 || magical_keyword(argv[1]) == KW_COMMON)
		return false;
	for (int i = 0; i < NWORDS(words); i++)
		if (cmd_word_eq(word, words[i]))
			return true;
	return false;
}

void
magical_log_row(const void *before, const void *after, int argc,
    char **argv, struct sheet *row)
{
	static const struct game_players players = MAGICAL_PLAYERS;
	const struct magical_game *g = after;
	struct magical_player_score s[MAGICAL_MAX_PLAYERS];
	int p = MAGICAL_NONE, b = magical_builder(g);

	if (before != NULL && names_player(argv[0], argc, argv))
		p = game_find_player_in(&players, g, argv[1], NULL);
	if (p >= 0 && cmd_word_eq(argv[0], "reveal") && argc > 3 &&
	    (row->version == 0 || row->version >= 3)) {
		struct sbuf who = { 0 };
		for (int i = 1; i + 1 < argc; i += 2) {
			int q = game_find_player_in(&players, g, argv[i], NULL);
			sbuf_printf(&who, "%s%s", i > 1 ? " " : "",
			    q >= 0 ? g->player[q].name : argv[i]);
		}
		sheet_field(row, who.s);
		sbuf_free(&who);
		sheet_fieldf(row, "%d", g->round);
		sheet_field(row, step_ids[g->step]);
		sheet_field(row, b >= 0 ? g->player[b].name : "");
		for (int k = 0; k < 5; k++)
			sheet_field(row, "");
		return;
	}
	magical_final_score(g, s);
	sheet_field(row, p >= 0 ? g->player[p].name : "");
	sheet_fieldf(row, "%d", g->round);
	sheet_field(row, step_ids[g->step]);
	sheet_field(row, b >= 0 ? g->player[b].name : "");
	if (p < 0) {
		for (int k = 0; k < 5; k++)
			sheet_field(row, "");
		return;
	}
	sheet_fieldf(row, "%d", g->player[p].nhouses);
	sheet_fieldf(row, "%d", s[p].treehouses);
	sheet_fieldf(row, "%d", g->player[p].stored);
	sheet_fieldf(row, "%d", g->player[p].familiars);
	if (g->step == MAGICAL_OVER)
		sheet_fieldf(row, "%d", s[p].total);
	else
		sheet_field(row, "");
}

/* Logs keep colours, cards (red3), tiles and keywords in English; the
 * names of players and of declared ingredients as typed. */
const char *
magical_english(const void *state, const char *cmd, int i, const char *word,
    char *buf, size_t size)
{
	const struct magical_game *g = state;
	const char *e;
	int k;

	/* names may stand at several places (reveal ann 38 bob 19) */
	for (k = 0; k < g->nplayers; k++)
		if (cmd_word_prefix(word, g->player[k].name))
			return NULL;
	for (k = 0; k < g->nnames; k++)
		if (cmd_word_eq(word, g->ingredient[k]))
			return NULL;
	if (i == 1 && strcmp(cmd, "objective") != 0)
		return NULL; /* a player, or an ingredient being declared */
	if (magical_keyword(word) != KW_NONE) /* typed whole: matched exactly */
		return cmd_english(word, magical_keywords, magical_nkeywords);
	if ((e = cmd_english(word, magical_colour_words,
	    magical_ncolour_words)) != NULL ||
	    (e = cmd_english(word, magical_tile_words,
	    magical_ntile_words)) != NULL)
		return e;
	return cmd_english_numbered(word, magical_colour_words,
	    magical_ncolour_words, buf, size);
}
