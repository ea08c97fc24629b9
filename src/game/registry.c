/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* registry.c — finding a game in the registry (game_list, which the build
 * passes in: src/games.c, or a test's own) and starting one: the words
 * after `new GAME` every game shares (variants, the number of players,
 * the names' checks: names.c), then the game's start. */
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "util.h"

const struct game_ops *
game_find(const char *word)
{
	for (size_t i = 0; game_list[i] != NULL; i++)
		for (size_t j = 0; game_list[i]->names[j] != NULL; j++)
			if (cmd_word_eq(word, game_list[i]->names[j]))
				return game_list[i];
	return NULL;
}

const struct game_ops *
game_by_id(const char *id)
{
	for (size_t i = 0; game_list[i] != NULL; i++)
		if (strcmp(game_list[i]->id, id) == 0)
			return game_list[i];
	return NULL;
}

void
game_suggest(const char *typed, struct verdict *v)
{
	const char *names[64];
	int n = 0;

	for (size_t i = 0; game_list[i] != NULL; i++)
		for (size_t j = 0; game_list[i]->names[j] != NULL && n < 64; j++)
			names[n++] = game_list[i]->names[j];
	game_did_you_mean(v, typed, names, n);
}

void
game_list_describe(struct sbuf *out)
{
	struct sbuf text[8] = { { 0 } };
	const char *items[8] = { NULL };
	int n = 0;

	for (size_t i = 0; game_list[i] != NULL && n < 8; i++, n++) {
		sbuf_printf(&text[n], "%s (%s)", game_list[i]->id, game_list[i]->title);
		items[n] = text[n].s;
	}
	render_list_and(out, items, n);
	for (int i = 0; i < n; i++)
		sbuf_free(&text[i]);
}

void
game_players_range(const struct game_ops *g, struct sbuf *out)
{
	if (g->min_players == g->max_players)
		/* TRANSLATORS: how many play a game of one size, after
		 * "is played" ("se joue"): "by 2 players". */
		sbuf_printf(out, ngettext("by %d player", "by %d players",
		    (unsigned long)g->min_players), g->min_players);
	else
		/* TRANSLATORS: how many play a game, after "is played" ("se
		 * joue"): "by 2 to 4 players". */
		sbuf_printf(out, ngettext("by %d to %d player",
		    "by %d to %d players", (unsigned long)g->max_players),
		    g->min_players, g->max_players);
}

bool
game_start(const struct game_ops *g, void *state, const struct call *c,
    struct verdict *v)
{
	struct game_new s = { 0 };
	int i, k;

	for (i = 1; i < c->argc && (k = game_variant_of(g, c->argv[i])) >= 0;
	    i++) {
		if (s.variants & 1u << k)
			return verdict_fail(v, _("the variant \"%s\" is named "
			    "twice"), c->argv[i]);
		s.variants |= 1u << k;
	}
	s.n = c->argc - i;
	if (s.n < g->min_players || s.n > g->max_players) {
		struct sbuf range = { 0 };
		game_players_range(g, &range);
		verdict_fail(v, _("%s is played %s, not %d."), g->title,
		    sbuf_str(&range), s.n);
		sbuf_free(&range);
		return verdict_fail(v, _("Usage: %s"), game_text(g, g->new_usage));
	}
	/* names in Unicode's composed form (NFC): "é" typed as one character
	 * or as e and a combining accent is one name, and one player */
	/* a look-alike named as typed, before NFC (a control or format
	 * character: game_check_names says it its own way) */
	for (k = 0; k < s.n; k++)
		if (!game_name_plain(c->argv[i + k]) &&
		    utf8_first_hidden(c->argv[i + k]) == 0 &&
		    !game_check_lookalike(c->argv[i + k], k + 1, v))
			return false;
	s.names = xcalloc((size_t)s.n + 1, sizeof *s.names);
	for (k = 0; k < s.n; k++)
		s.names[k] = game_name_plain(c->argv[i + k]) ?
		    xstrdup(c->argv[i + k]) : utf8_nfc(c->argv[i + k]);
	bool ok = (g->name_size == 0 ||
	    game_check_names(s.names, s.n, g->name_size, v)) &&
	    g->start(state, &s, v);
	for (k = 0; k < s.n; k++)
		free(s.names[k]);
	free(s.names);
	return ok;
}
