/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* names.c — the words of `new` after the game: which variant a word
 * names (game_variant_of), and the one check of the players' names
 * every game makes at new: no formula a spreadsheet would run, no
 * comment sign, no character that turns the text around, no variant
 * word, no two alike. */
#include <stdio.h>
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

/* A script's name in the user's language, for the few a look-alike
 * name mixes most often (Unicode's English name for the others). */
static const char *
script_name(const char *english)
{
	static const struct { const char *en, *local; } names[] = {
		/* TRANSLATORS: names of writing systems (scripts), as in "it
		 * mixes two scripts in one word (Cyrillic and Latin: ...)". */
		{ "Latin", N_("Latin") }, { "Cyrillic", N_("Cyrillic") },
		{ "Greek", N_("Greek") }, { "Armenian", N_("Armenian") },
		{ "Cherokee", N_("Cherokee") }, { "Hebrew", N_("Hebrew") },
		{ "Arabic", N_("Arabic") }, { "Han", N_("Han") },
		{ "Hangul", N_("Hangul") }, { "Hiragana", N_("Hiragana") },
		{ "Katakana", N_("Katakana") },
	};

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(names[i].en, english) == 0)
			return _(names[i].local);
	return english;
}

bool
game_name_lookalike(const char *name, struct sbuf *why)
{
	bool blank = false;
	unsigned long cp = utf8_first_lookalike(name, &blank);
	const char *odd, *main_script;
	struct sbuf ch = { 0 };

	if (cp != 0) {
		sbuf_char_name(&ch, cp);
		if (blank)
			/* TRANSLATORS: %s is a character, "U+00A0 NO-BREAK SPACE". */
			sbuf_printf(why, _("it holds %s, a blank other than the ordinary "
			    "space"), ch.s);
		else
			sbuf_printf(why, _("it holds %s, a character that does not show "
			    "or shows as nothing"), ch.s);
	} else if (utf8_mixed_scripts(name, &cp, &odd, &main_script)) {
		sbuf_char_name(&ch, cp);
		/* TRANSLATORS: two scripts' names, then a character. */
		sbuf_printf(why, _("it mixes two scripts in one word (%s and %s: %s)"),
		    script_name(odd), script_name(main_script), ch.s);
	}
	sbuf_free(&ch);
	return cp != 0;
}

bool
game_check_lookalike(const char *name, int player, struct verdict *v)
{
	struct sbuf why = { 0 };
	bool ok = !game_name_lookalike(name, &why);

	if (!ok && player)
		verdict_fail(v, _("the name of player %d could pass for another "
		    "name: %s; type it otherwise"), player, why.s);
	else if (!ok)
		verdict_fail(v, _("the name could pass for another name: %s; "
		    "type it otherwise"), why.s);
	sbuf_free(&why);
	return ok;
}

/* A table's name: a plain name, 1 to 64 bytes, no slash, no control or
 * invisible character, not beginning with a dot. */
static bool
table_name_plain(const char *name)
{
	size_t n = strlen(name);

	return n > 0 && n <= 64 && name[0] != '.' && strchr(name, '/') == NULL &&
	    cmd_line_problem(name, n) == NULL && utf8_first_hidden(name) == 0;
}

bool
game_check_table(const char *name, struct sbuf *why)
{
	struct sbuf seen = { 0 }, odd = { 0 };
	char *nfc = utf8_nfc(name);

	/* as typed: a look-alike (the character named as typed); then in
	 * NFC, so that "café" is one table however it was typed, shown so
	 * that every byte of it is seen */
	if (table_name_plain(name) && game_name_lookalike(name, &odd)) {
		sbuf_visible(&seen, name);
		sbuf_printf(why, _("treeref: \"%s\" cannot name a table: %s.\n"),
		    seen.s, odd.s);
	} else if (!table_name_plain(nfc)) {
		sbuf_visible(&seen, nfc);
		sbuf_printf(why, _("treeref: \"%s\" cannot name a table: a table "
		    "name is a plain name of 1 to 64 bytes of UTF-8 text, without "
		    "a slash, a control or an invisible format character, not "
		    "beginning with a dot.\n"), seen.s);
	}
	free(nfc);
	sbuf_free(&seen);
	sbuf_free(&odd);
	return why->len == 0;
}

bool
game_check_event(const char *text, struct sbuf *why)
{
	size_t n = strlen(text);
	unsigned long cp = utf8_first_hidden(text);
	struct sbuf seen = { 0 }, odd = { 0 };

	sbuf_visible(&seen, text); /* never a character that turns it */
	if (n == 0 || n > 100 || cp != 0 || cmd_line_problem(text, n) != NULL)
		sbuf_printf(why, _("treeref: \"%s\" cannot name an event: an event is "
		    "1 to 100 bytes of UTF-8 text without a control or an invisible "
		    "format character.\n"), seen.s);
	else if (strchr("=+-@", text[0]))
		sbuf_printf(why, _("treeref: \"%s\" cannot name an event: it begins "
		    "with \"%c\", which a spreadsheet takes for a formula; begin it "
		    "with a letter or a digit.\n"), seen.s, text[0]);
	else if (game_name_lookalike(text, &odd))
		sbuf_printf(why, _("treeref: \"%s\" cannot name an event: %s.\n"),
		    seen.s, odd.s);
	sbuf_free(&seen);
	sbuf_free(&odd);
	return why->len == 0;
}

bool
game_check_round(const char *text, char digits[GAME_ROUND_SIZE],
    struct sbuf *why)
{
	long n;

	if (!cmd_number(text, 1, 999, &n)) {
		sbuf_printf(why, _("treeref: --round takes a whole number from 1 to "
		    "999, not \"%s\".\n"), text);
		return false;
	}
	snprintf(digits, GAME_ROUND_SIZE, "%ld", n);
	return true;
}

bool
game_split_suffix(const struct game_suffix *sx, char *word, int *value)
{
	size_t len = strlen(sx->sep);
	char *cut = NULL;
	long n;

	for (char *p = strstr(word, sx->sep); p; p = strstr(p + 1, sx->sep))
		cut = p;
	if (cut == NULL || !cmd_number(cut + len, sx->min, sx->max, &n))
		return false;
	*cut = '\0';
	*value = (int)n;
	return true;
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
game_name_plain(const char *name)
{
	for (const char *c = name; *c; c++)
		if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
		    (*c >= '0' && *c <= '9')))
			return false;
	return true;
}

/* The checks of one name; `who` its player's number at `new`, or 0 for
 * a name on its own (a line of seat's players file, whose place the
 * message's prefix names). */
static bool
check_one_name(const char *nm, int who, size_t size, struct verdict *v)
{
	unsigned long cp;

	if (*nm == '\0')
		return who ? verdict_fail(v, _("player %d has an empty name"), who) :
		    verdict_fail(v, _("the name is empty"));
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
	if (game_name_plain(nm))
		; /* none of the three checks below can refuse it */
	else if ((cp = find_bidi(nm)) != 0)
		return who ? verdict_fail(v, _("the name of player %d holds an invisible "
		    "character that turns the direction of the text (U+%04lX), "
		    "so it could show as another name; type the name without it"), who, cp) :
		    verdict_fail(v, _("the name holds an invisible character that "
		    "turns the direction of the text (U+%04lX), so it could show as "
		    "another name; type the name without it"), cp);
	else if ((cp = utf8_first_hidden(nm)) != 0)
		return who ? verdict_fail(v, _("the name of player %d holds an invisible "
		    "character (U+%04lX, a format or control character), so it "
		    "could look like another name; type the name without it"),
		    who, cp) :
		    verdict_fail(v, _("the name holds an invisible character "
		    "(U+%04lX, a format or control character), so it could look "
		    "like another name; type the name without it"), cp);
	else if (!game_check_lookalike(nm, who, v))
		return false;
	if (any_variant(nm))
		return verdict_fail(v, _("\"%s\" names a variant, not a "
		    "player: variants come before the names"), nm);
	return true;
}

bool
game_check_name(const char *name, size_t size, struct verdict *v)
{
	return check_one_name(name, 0, size, v);
}

bool
game_check_names(char *const *names, int n, size_t size, struct verdict *v)
{
	for (int i = 0; i < n; i++) {
		const char *nm = names[i];
		if (!check_one_name(nm, i + 1, size, v))
			return false;
		for (int j = 0; j < i; j++)
			if (cmd_word_eq(names[j], nm))
				return verdict_fail(v, _("two players are named \"%s\"; "
				    "names must differ"), nm);
	}
	return true;
}
