/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* games.c — the games treeref referees, in the order `help` lists them. */
#include <stddef.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "game_3high.h"
#include "game_bte.h"
#include "game_magical.h"
#include "game_tlh.h"
#include "render.h"
#include "util.h"

/* Each game adds its ops here. */
const struct game_ops *const game_list[] = {
	&bte_game,
	&tlh_game,
	&threehigh_game,
	&magical_game,
	NULL
};

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
