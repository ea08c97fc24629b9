/* magical_village.h — Magical Treehouse test fixtures: a game G whose villages
 * are written as text ("r1r,r2=b1y -1"), for the core and glue tests.
 * Included by test_magical.c and test_magical_glue.c only. */
#ifndef TREEREF_TEST_MT_VILLAGE_H
#define TREEREF_TEST_MT_VILLAGE_H

#include <string.h>

#include "magical.h"

static struct magical_game G;

static int
colour_of(char c)
{
	switch (c) {
	case 'r': return MAGICAL_RED;
	case 'b': return MAGICAL_BLUE;
	case 'y': return MAGICAL_YELLOW;
	case 'p': return MAGICAL_PURPLE;
	case 'g': return MAGICAL_GREEN;
	}
	return MAGICAL_BLANK;
}

/* "r3b": a red level 3 converting blue; "-1" a blank; VP = level. */
static struct magical_card
card(const char *s)
{
	struct magical_card c = { 0 };

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
	struct magical_player *pl = &G.player[p];
	const char *s = spec;

	pl->nhouses = 0;
	memset(pl->pipe, 0, sizeof pl->pipe);
	while (*s) {
		struct magical_house *h = &pl->house[pl->nhouses++];
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
