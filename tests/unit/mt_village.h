/* mt_village.h — Magical Treehouse test fixtures: a game G whose villages
 * are written as text ("r1r,r2=b1y -1"), for the core and glue tests.
 * Included by test_magical.c and test_magical_glue.c only. */
#ifndef TREEREF_TEST_MT_VILLAGE_H
#define TREEREF_TEST_MT_VILLAGE_H

#include <string.h>

#include "magical.h"

static struct mt_game G;

static int
colour_of(char c)
{
	switch (c) {
	case 'r': return MT_RED;
	case 'b': return MT_BLUE;
	case 'y': return MT_YELLOW;
	case 'p': return MT_PURPLE;
	case 'g': return MT_GREEN;
	}
	return MT_BLANK;
}

/* "r3b": a red level 3 converting blue; "-1" a blank; VP = level. */
static struct mt_card
card(const char *s)
{
	struct mt_card c = { 0 };

	c.colour = (unsigned char)colour_of(s[0]);
	c.level = (unsigned char)(s[1] - '0');
	if (s[2] != '\0' && s[2] != ',')
		c.potion = (unsigned char)colour_of(s[2]);
	return c;
}

/* A village straight from text, bypassing the turns: treehouses
 * separated by blanks, cards bottom first separated by commas, and a
 * `=` between two treehouses for a pipe: "r1r,r2=b1y -1". */
static void
village(int p, const char *spec)
{
	struct mt_player *pl = &G.player[p];
	const char *s = spec;

	pl->nhouses = 0;
	memset(pl->pipe, 0, sizeof pl->pipe);
	while (*s) {
		struct mt_house *h = &pl->house[pl->nhouses++];
		h->height = 0;
		for (;;) {
			h->card[h->height++] = card(s);
			s += 2;
			while (*s && *s != ',' && *s != ' ' && *s != '=')
				s++;
			if (*s != ',')
				break;
			s++;
		}
		if (*s == '=')
			pl->pipe[pl->nhouses - 1] = true;
		if (*s)
			s++;
	}
}

#endif
