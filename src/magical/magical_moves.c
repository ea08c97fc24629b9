/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* magical_moves.c — Magical Treehouse's `legal NAME`: every move the
 * player may make now, whatever the step, each tried on a copy of the
 * game by the core's own move. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "magical_glue.h"
#include "render.h"

/* Each candidate move is tried on a copy of the game by the core's own
 * move, so the list is exactly what the moves accept. */
#define MOVES_MAX 640

struct moves {
	int n;
	char text[MOVES_MAX][MAGICAL_NAME_SIZE + 48]; /* a name and the rest */
	const char *data[MOVES_MAX];
};

static void add_move(struct moves *m, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
add_move(struct moves *m, const char *fmt, ...)
{
	va_list ap;

	if (m->n >= MOVES_MAX)
		return;
	va_start(ap, fmt);
	vsnprintf(m->text[m->n], sizeof m->text[m->n], fmt, ap);
	va_end(ap);
	m->data[m->n] = m->text[m->n];
	m->n++;
}

static void line(struct sbuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* One line of the list, in `b`. */
static void
line(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;

	if (b->len)
		sbuf_addc(b, '\n');
	va_start(ap, fmt);
	sbuf_vprintf(b, fmt, ap);
	va_end(ap);
}

static bool
try_build(const struct magical_game *g, int p, int colour, int level, int at)
{
	struct magical_game copy = *g;
	struct magical_build b = { .card = { .colour = (unsigned char)colour,
	    .level = (unsigned char)level }, .at = at };

	if (level == 1 || level == 3)
		b.card.potion = (unsigned char)colour;
	return magical_build(&copy, p, &b) == 0;
}

/* The most of `m` the builder may move at once (store, unstore,
 * familiar), 0 for none. */
static int
count_max(const struct magical_game *g, int p, enum magical_count_move m)
{
	int n = 0;

	for (int k = 1; k <= MAGICAL_MAX_HOUSES + MAGICAL_FAMILIARS; k++) {
		struct magical_game copy = *g;
		if (magical_count(&copy, p, m, k))
			break;
		n = k;
	}
	return n;
}

static void say_count(struct sbuf *v, struct moves *m, const struct magical_game *g,
    int p, enum magical_count_move what, const char *word, const char *one,
    const char *many);

static void
say_count(struct sbuf *v, struct moves *m, const struct magical_game *g,
    int p, enum magical_count_move what, const char *word, const char *one,
    const char *many)
{
	int max = count_max(g, p, what);
	const char *name = g->player[p].name;

	for (int k = 1; k <= max; k++)
		add_move(m, "%s %s %d", word, name, k);
	if (max == 1)
		line(v, one, name);
	else if (max > 1)
		line(v, many, max, name);
}

/* Level-1 cards and a blank starting a treehouse; cards raising one. */
static void
say_builds(struct sbuf *v, struct moves *m, const struct magical_game *g,
    int p)
{
	const struct magical_player *pl = &g->player[p];
	const char *cards[MAGICAL_COLOURS * (MAGICAL_MAX_LEVEL - 1)];
	char cbuf[MAGICAL_COLOURS * (MAGICAL_MAX_LEVEL - 1)][16];
	struct sbuf at = { 0 }, list = { 0 };
	char pbuf[MAGICAL_MAX_HOUSES + 1][12];
	const char *places[MAGICAL_MAX_HOUSES + 1];
	int nc = 0, np = 0;

	/* the places as a choice: "1 or 2" */
	for (int k = 0; k <= pl->nhouses && np <= MAGICAL_MAX_HOUSES; k++)
		if (try_build(g, p, MAGICAL_BLANK, 1, k)) {
			snprintf(pbuf[np], sizeof pbuf[np], "%d", k + 1);
			places[np] = pbuf[np];
			np++;
		}
	if (np > 0)
		render_list_or(&at, places, np);
	for (int c = MAGICAL_RED; c < MAGICAL_COLOURS; c++) {
		struct magical_card card = { .colour = (unsigned char)c, .level = 1 };
		bool any = false;
		for (int k = 0; k <= pl->nhouses; k++)
			if (try_build(g, p, c, 1, k)) {
				add_move(m, "build %s %s1 POTION at %d", pl->name,
				    magical_colour_ids[c], k + 1);
				any = true;
			}
		if (any) {
			snprintf(cbuf[nc], sizeof cbuf[nc], "%s",
			    magical_card_token(&card, 1));
			cards[nc] = cbuf[nc];
			nc++;
		}
	}
	for (int k = 0; k <= pl->nhouses; k++)
		if (try_build(g, p, MAGICAL_BLANK, 1, k))
			add_move(m, "build %s blank at %d", pl->name, k + 1);
	if (at.len) {
		cards[nc++] = _("a blank");
		render_list_or(&list, cards, nc);
		/* TRANSLATORS: places, then cards as "red1, blue1 or a blank". */
		line(v, _("  start a treehouse at place %s with %s"),
		    sbuf_str(&at), sbuf_str(&list));
	}
	for (int i = 0; i < pl->nhouses; i++) {
		int level = pl->house[i].height + 1;
		nc = 0;
		for (int c = MAGICAL_RED; c < MAGICAL_COLOURS && level <= MAGICAL_MAX_LEVEL; c++) {
			struct magical_card card = { .colour = (unsigned char)c,
			    .level = (unsigned char)level };
			if (!try_build(g, p, c, level, i))
				continue;
			add_move(m, "build %s %s%d%s at %d", pl->name,
			    magical_colour_ids[c], level, level == 3 ? " POTION" : "",
			    i + 1);
			snprintf(cbuf[nc], sizeof cbuf[nc], "%s",
			    magical_card_token(&card, 1));
			cards[nc] = cbuf[nc];
			nc++;
		}
		if (nc == 0)
			continue;
		sbuf_reset(&list);
		render_list_or(&list, cards, nc);
		line(v, _("  raise treehouse %d with %s"), i + 1,
		    sbuf_str(&list));
	}
	sbuf_free(&at);
	sbuf_free(&list);
}

/* Pipes laid (a building move), treehouses and pipes moved (any time). */
static void
say_pipes(struct sbuf *v, struct moves *m, const struct magical_game *g,
    int p)
{
	const struct magical_player *pl = &g->player[p];
	struct sbuf b = { 0 };

	for (int i = 0; i + 1 < pl->nhouses; i++) {
		struct magical_game copy = *g;
		if (magical_pipe(&copy, p, i, i + 1))
			continue;
		sbuf_printf(&b, "%s%d-%d", b.len ? ", " : "", i + 1, i + 2);
		add_move(m, "pipe %s %d %d", pl->name, i + 1, i + 2);
	}
	if (b.len)
		line(v, _("  lay a pipe between treehouses %s"),
		    sbuf_str(&b));
	for (int i = 0; i < pl->nhouses; i++) {
		sbuf_reset(&b);
		for (int k = 0; k < pl->nhouses; k++) {
			struct magical_game copy = *g;
			if (k == i || magical_move(&copy, p, i, k))
				continue;
			sbuf_printf(&b, "%s%d", b.len ? ", " : "", k + 1);
			add_move(m, "move %s %d %d", pl->name, i + 1, k + 1);
		}
		if (b.len)
			line(v, _("  move treehouse %d to place %s"), i + 1,
			    sbuf_str(&b));
	}
	for (int i = 0; i + 1 < pl->nhouses; i++) {
		sbuf_reset(&b);
		for (int k = 0; k + 1 < pl->nhouses; k++) {
			struct magical_game copy = *g;
			if (magical_repipe(&copy, p, i, i + 1, k, k + 1))
				continue;
			sbuf_printf(&b, "%s%d-%d", b.len ? ", " : "", k + 1, k + 2);
			add_move(m, "repipe %s %d %d %d %d", pl->name, i + 1, i + 2,
			    k + 1, k + 2);
		}
		if (b.len)
			line(v, _("  move the pipe %d-%d to %s"), i + 1, i + 2,
			    sbuf_str(&b));
	}
	sbuf_free(&b);
}

/* The counts and the private tile still to enter. */
static void
say_entries(struct sbuf *v, struct moves *m, const struct magical_game *g,
    int p)
{
	const struct magical_player *pl = &g->player[p];
	const char *name = pl->name;
	unsigned miss = magical_missing(pl), ev;
	const char *cols[MAGICAL_COLOURS];
	struct sbuf b = { 0 };
	int n = 0, zero[MAGICAL_COLOURS] = { 0 };
	struct magical_game copy;

	if (miss & MAGICAL_MISS_PRIVATE) {
		for (int c = MAGICAL_RED; c < MAGICAL_COLOURS; c++) {
			copy = *g;
			if (magical_set_private(&copy, p, c, &ev))
				continue;
			cols[n++] = _(magical_colour_names[c]);
			add_move(m, "objective %s %s", name, magical_colour_ids[c]);
		}
		render_list_or(&b, cols, n);
		if (n > 0)
			line(v, _("  enter the private objective tile: "
			    "objective %s COLOUR (%s)"), name, sbuf_str(&b));
	}
	copy = *g;
	if ((miss & MAGICAL_MISS_BISCUITS) && !magical_set_biscuits(&copy, p, 0, &ev)) {
		line(v, _("  enter the biscuits: biscuits %s N"), name);
		add_move(m, "biscuits %s N", name);
	}
	copy = *g;
	if ((miss & MAGICAL_MISS_INGREDIENTS) &&
	    !magical_set_ingredients(&copy, p, zero, &ev)) {
		line(v, _("  enter the ingredients: ingredients %s "
		    "COLOUR N..."), name);
		add_move(m, "ingredients %s COLOUR N", name);
	}
	copy = *g;
	if ((miss & MAGICAL_MISS_EMPTY) && !magical_set_empty(&copy, p, 0, &ev)) {
		line(v, _("  enter the familiars on spaces with no "
		    "ingredient: empty %s N"), name);
		add_move(m, "empty %s N", name);
	}
	sbuf_free(&b);
}

void
magical_say_moves(const struct magical_game *g, int p, struct verdict *v)
{
	const struct magical_player *pl = &g->player[p];
	struct moves *m = xcalloc(1, sizeof *m);
	struct sbuf lines = { 0 };
	struct magical_reasons r;
	int builder = magical_builder(g), number = 1;
	unsigned ev;

	if (g->step == MAGICAL_OVER) {
		verdict_say(v, _("The game is over: %s has no move."), pl->name);
		free(m);
		sbuf_free(&lines);
		return;
	}
	for (int q = 0; q < g->nplayers; q++)
		if (g->player[q].revealed >= number)
			number = g->player[q].revealed + 1;
	magical_explain_reveal(g, p, number, &r);
	if (!r.broken) {
		line(&lines, _("  reveal a turn-order card: reveal %s "
		    "NUMBER"), pl->name);
		add_move(m, "reveal %s NUMBER", pl->name);
	}
	if (builder == p) {
		struct magical_game copy = *g;
		say_builds(&lines, m, g, p);
		say_count(&lines, m, g, p, MAGICAL_COUNT_STORE, "store",
		    _("  store a planning card: store %s"),
		    _("  store up to %d planning cards: store %s N"));
		say_count(&lines, m, g, p, MAGICAL_COUNT_UNSTORE, "unstore",
		    _("  take a stored card back: unstore %s"),
		    _("  take up to %d stored cards back: unstore %s N"));
		say_count(&lines, m, g, p, MAGICAL_COUNT_FAMILIAR, "familiar",
		    _("  place a familiar: familiar %s"),
		    _("  place up to %d familiars: familiar %s N"));
		bool ends = magical_done(&copy, p, &ev) == 0;
		magical_explain_count(g, p, MAGICAL_COUNT_FAMILIAR, 1, &r);
		if (ends && !r.broken) {
			/* typed now, done alone would be refused (cmd_done) */
			line(&lines, _("  end the turn without placing the familiars "
			    "it allows: done %s none"), pl->name);
			add_move(m, "done %s none", pl->name);
		} else if (ends) {
			line(&lines, _("  end the turn: done %s"), pl->name);
			add_move(m, "done %s", pl->name);
		} else if (g->used < g->unstored) {
			line(&lines, ngettext("  end the turn once the card taken "
			    "out of storage is built or stored again", "  end the "
			    "turn once the %d cards taken out of storage are built or "
			    "stored again", g->unstored), g->unstored);
		}
	}
	say_pipes(&lines, m, g, p);
	if (g->step == MAGICAL_END || pl->private_tile == MAGICAL_BLANK)
		say_entries(&lines, m, g, p);
	if (g->step == MAGICAL_BUILD && builder != p)
		verdict_say(v, m->n ? _("It is %s's turn to build; %s may only:") :
		    _("It is %s's turn to build: %s has no move now."),
		    g->player[builder].name, pl->name);
	else if (g->step == MAGICAL_REVEAL && pl->revealed != MAGICAL_NONE)
		verdict_say(v, m->n ? _("%2$s revealed %1$d; until every player "
		    "has, %2$s may only:") : _("%2$s revealed %1$d: no move until "
		    "every player has revealed."), pl->revealed, pl->name);
	else if (m->n)
		verdict_say(v, _("%s may now:"), pl->name);
	else
		verdict_say(v, _("%s has no move now: the other players' counts "
		    "are awaited."), pl->name);
	if (lines.len)
		verdict_say(v, "%s", sbuf_str(&lines));
	/* --json's "moves" are the front end's: complete lines, each
	 * tried as typed (frontend/moves.c) */
	sbuf_free(&lines);
	free(m);
}

/* ---- the protocol's moves: complete lines beyond completion's ---- */

static void offer(struct game_offer *out, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
offer(struct game_offer *out, const char *fmt, ...)
{
	char line[MAGICAL_NAME_SIZE + 64];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	game_offer_add(out, line);
}

/* The cards that may be built now, each with its potion and place (the
 * core's move decides; the front end tries every line again). */
static void
offer_builds(const struct magical_game *g, int p, struct game_offer *out)
{
	const char *name = g->player[p].name;
	int places = g->player[p].nhouses + 1;

	for (int k = 0; k < places; k++) {
		if (try_build(g, p, MAGICAL_BLANK, 1, k))
			offer(out, "build %s blank at %d", name, k + 1);
		for (int c = MAGICAL_RED; c < MAGICAL_COLOURS; c++)
			for (int level = 1; level <= MAGICAL_MAX_LEVEL; level++) {
				if (!try_build(g, p, c, level, k))
					continue;
				if (level != 1 && level != 3) {
					offer(out, "build %s %s%d at %d", name,
					    magical_colour_ids[c], level, k + 1);
					continue;
				}
				for (int pot = MAGICAL_RED; pot < MAGICAL_COLOURS; pot++)
					offer(out, "build %s %s%d %s at %d", name,
					    magical_colour_ids[c], level,
					    magical_colour_ids[pot], k + 1);
			}
	}
}

void
magical_moves(const void *state, struct game_offer *out)
{
	const struct magical_game *g = state;

	if (g->step == MAGICAL_OVER)
		return;
	for (int p = 0; p < g->nplayers; p++) {
		const char *name = g->player[p].name;
		unsigned miss = magical_missing(&g->player[p]);

		/* turn-order cards are numbers the players hold: a few */
		for (int k = 1; g->step == MAGICAL_REVEAL && k <= 3 * MAGICAL_MAX_PLAYERS; k++)
			offer(out, "reveal %s %d", name, k);
		if (magical_builder(g) == p) {
			offer_builds(g, p, out);
			for (int k = 1; k <= MAGICAL_MAX_HOUSES + MAGICAL_FAMILIARS; k++) {
				offer(out, "store %s %d", name, k);
				offer(out, "unstore %s %d", name, k);
				offer(out, "familiar %s %d", name, k);
			}
		}
		if (miss & MAGICAL_MISS_BISCUITS)
			for (int k = 0; k <= MAGICAL_BISCUITS; k++)
				offer(out, "biscuits %s %d", name, k);
		if (miss & MAGICAL_MISS_EMPTY)
			for (int k = 0; k <= MAGICAL_FAMILIARS; k++)
				offer(out, "empty %s %d", name, k);
		if (miss & MAGICAL_MISS_INGREDIENTS) {
			offer(out, "ingredients %s none", name);
			for (int c = MAGICAL_RED; c < MAGICAL_COLOURS; c++)
				for (int k = 1; k <= 5; k++)
					offer(out, "ingredients %s %s %d", name,
					    magical_colour_ids[c], k);
		}
	}
}
