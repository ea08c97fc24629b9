/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* names.c — the words of `new` after the game: which variant a word
 * names (game_variant_of), and the one check of the players' names
 * every game makes at new: no formula a spreadsheet would run, no
 * comment sign, no character that turns the text around, no variant
 * word, no two alike. */
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "game.h"
#include "i18n.h"
#include "util.h"

/* Characters that change the direction of the text around them: a name
 * holding one can show as another. */
static bool
bidi_control(unsigned long cp)
{
	return cp == 0x061C || cp == 0x200E || cp == 0x200F ||
	    (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

/* The first direction control in a UTF-8 name, or 0. */
static unsigned long
find_bidi(const char *name)
{
	const unsigned char *s = (const unsigned char *)name;

	while (*s) {
		unsigned long cp = *s;
		int more = cp >= 0xF0 ? 3 : cp >= 0xE0 ? 2 : cp >= 0xC0 ? 1 : 0;
		if (more)
			cp &= 0x3F >> more;
		s++;
		for (; more > 0 && (*s & 0xC0) == 0x80; more--, s++)
			cp = cp << 6 | (*s & 0x3F);
		if (bidi_control(cp))
			return cp;
	}
	return 0;
}

int
game_variant_of(const struct game_ops *g, const char *word)
{
	for (int k = 0; g->variants && g->variants[k].word; k++)
		if (cmd_word_in(word, g->variants[k].word, g->variants[k].aliases))
			return k;
	return -1;
}

/* Whether `word` names a variant of some game, in either language. */
static bool
any_variant(const char *word)
{
	for (size_t i = 0; game_list[i]; i++)
		if (game_variant_of(game_list[i], word) >= 0)
			return true;
	return false;
}

bool
game_check_names(char *const *names, int n, size_t size, struct verdict *v)
{
	for (int i = 0; i < n; i++) {
		const char *nm = names[i];
		unsigned long cp;
		if (*nm == '\0')
			return verdict_fail(v, _("player %d has an empty name"), i + 1);
		if (strlen(nm) >= size)
			return verdict_fail(v, _("the name \"%s\" is too long (%d bytes at most)"),
			    nm, (int)size - 1);
		if (strchr("=+-@", *nm))
			return verdict_fail(v, _("the name \"%s\" begins with \"%c\": a "
			    "spreadsheet would take it for a formula when the score "
			    "sheet is opened; begin it with a letter or a digit"), nm, *nm);
		if (strchr(nm, '#'))
			return verdict_fail(v, _("the name \"%s\" holds \"#\", which "
			    "starts a comment in scripts, the journal and logs; name the "
			    "player without it"), nm);
		if ((cp = find_bidi(nm)) != 0)
			return verdict_fail(v, _("the name of player %d holds an invisible "
			    "character that turns the direction of the text (U+%04lX), "
			    "so it could show as another name; type the name without it"), i + 1, cp);
		if ((cp = utf8_first_hidden(nm)) != 0)
			return verdict_fail(v, _("the name of player %d holds an invisible "
			    "character (U+%04lX, a format or control character), so it "
			    "could look like another name; type the name without it"),
			    i + 1, cp);
		if (any_variant(nm))
			return verdict_fail(v, _("\"%s\" names a variant, not a "
			    "player: variants come before the names"), nm);
		for (int j = 0; j < i; j++)
			if (cmd_word_eq(names[j], nm))
				return verdict_fail(v, _("two players are named \"%s\"; "
				    "names must differ"), nm);
	}
	return true;
}
