/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* command.c — tokenising lines and matching typed words in both languages. */
#include "command.h"

#include <ctype.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

/* Length of the UTF-8 sequence at s (1..4), or 0 when it is invalid. */
static size_t
utf8_length(const unsigned char *s, size_t left)
{
	size_t n;
	unsigned c = s[0];

	if (c < 0x80)
		return 1;
	if (c >= 0xC2 && c <= 0xDF)
		n = 2;
	else if (c >= 0xE0 && c <= 0xEF)
		n = 3;
	else if (c >= 0xF0 && c <= 0xF4)
		n = 4;
	else
		return 0;
	if (n > left)
		return 0;
	for (size_t i = 1; i < n; i++)
		if ((s[i] & 0xC0) != 0x80)
			return 0;
	if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] > 0x9F) ||
	    (c == 0xF0 && s[1] < 0x90) || (c == 0xF4 && s[1] > 0x8F))
		return 0; /* overlong, surrogate or beyond U+10FFFF */
	return n;
}

const char *
cmd_line_problem(const char *line, size_t len)
{
	const unsigned char *s = (const unsigned char *)line;

	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	size_t i = 0;
	/* eight bytes at a time while every one is printable ASCII (0x20 to
	 * 0x7e): none has its high bit, each + 0x60 has it, none + 0x01 */
	for (uint64_t x; i + 8 <= len; i += 8) {
		const uint64_t hi = 0x8080808080808080u;
		memcpy(&x, s + i, 8);
		if ((x & hi) != 0 || ((x + 0x6060606060606060u) & hi) != hi ||
		    ((x + 0x0101010101010101u) & hi) != 0)
			break;
	}
	while (i < len) {
		if (s[i] >= 0x20 && s[i] < 0x7f) { /* the common case */
			i++;
			continue;
		}
		if (s[i] == '\0')
			return _("the line holds a NUL byte");
		if ((s[i] < 0x20 && s[i] != '\t') || s[i] == 0x7f)
			return _("the line holds a control character");
		size_t n = utf8_length(s + i, len - i);
		if (n == 0)
			return _("the line is not valid UTF-8 text");
		if (n == 2 && s[i] == 0xC2 && s[i + 1] < 0xA0)
			return _("the line holds a control character");
		i += n;
	}
	return NULL;
}

static bool
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The bytes that end an unquoted token: the end of the line, a blank,
 * a comment.  A table: every byte of every line is looked up. */
static const bool token_end[256] = {
	['\0'] = true, [' '] = true, ['\t'] = true, ['\r'] = true,
	['\n'] = true, ['#'] = true,
};

/* Where the double quote at `p` is closed, when it is closed just before
 * a blank, a comment or the end; else NULL (the quote is then a plain
 * character). */
static char *
closing_quote(char *p)
{
	char *q = strchr(p + 1, '"');

	if (q == NULL || !(q[1] == '\0' || q[1] == '#' || blank(q[1])))
		return NULL;
	return q;
}

int
cmd_split(char *line, char **argv, int max, bool *exact)
{
	int argc = 0;
	char *p = line, *q;

	/* exact: each word where the line had it, one space after each but
	 * the last, nothing else (no blank before or after, no quote, no
	 * comment) */
	*exact = !blank(*p);
	for (;;) {
		while (blank(*p))
			p++;
		if (*p == '\0' || *p == '#')
			break;
		if (argc == max)
			return -1;
		if (*p == '"' && (q = closing_quote(p)) != NULL) {
			/* "a file name with blanks": one token, quotes off */
			*exact = false;
			argv[argc++] = p + 1;
			*q = '\0';
			p = q + 1;
			if (*p == '#')
				break;
			continue;
		}
		argv[argc++] = p;
		while (!token_end[(unsigned char)*p])
			p++;
		if (*p == '#') {
			*exact = false;
			*p = '\0';
			break;
		}
		if (*p) {
			/* one space, then the next word */
			if (*p != ' ' || token_end[(unsigned char)p[1]])
				*exact = false;
			*p++ = '\0';
		}
	}
	if (*p == '#')
		*exact = false;
	return argc;
}

/* The bytes of a word on cmd_split_plain's path: printable ASCII but
 * the blank, the quote and the comment sign (0 for the others, NUL
 * included, which ends the line). */
static const bool plain_byte[256] = {
	['!'] = 1, ['$'] = 1, ['%'] = 1, ['&'] = 1, ['\''] = 1, ['('] = 1,
	[')'] = 1, ['*'] = 1, ['+'] = 1, [','] = 1, ['-'] = 1, ['.'] = 1,
	['/'] = 1, ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1,
	['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1, [':'] = 1,
	[';'] = 1, ['<'] = 1, ['='] = 1, ['>'] = 1, ['?'] = 1, ['@'] = 1,
	['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1,
	['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1,
	['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1,
	['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1,
	['Y'] = 1, ['Z'] = 1, ['['] = 1, ['\\'] = 1, [']'] = 1, ['^'] = 1,
	['_'] = 1, ['`'] = 1, ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1,
	['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1,
	['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1,
	['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1,
	['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1, ['{'] = 1, ['|'] = 1,
	['}'] = 1, ['~'] = 1,
};

int
cmd_split_plain(const char *line, size_t len, char *copy, char **argv,
    int max)
{
	const unsigned char *s = (const unsigned char *)line;
	size_t i = 1;
	int argc = 1;

	/* a word byte first: no blank before the first word, not empty */
	if (max < 1 || !plain_byte[s[0]])
		return -1;
	memcpy(copy, line, len + 1); /* the NUL too */
	argv[0] = copy;
	for (;; i++) {
		if (plain_byte[s[i]])
			continue;
		/* one space then a word byte: no blank doubled, none at the
		 * end */
		if (s[i] != ' ' || !plain_byte[s[i + 1]])
			break;
		if (argc == max)
			return -1;
		copy[i] = '\0';
		argv[argc++] = copy + ++i; /* a word byte: the loop passes it */
	}
	/* the NUL after the line, not one in it nor a byte of the slow path */
	return i == len ? argc : -1;
}

int
cmd_tokenize(char *line, char **argv, int max)
{
	bool exact;

	return cmd_split(line, argv, max, &exact);
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* The high bit of each byte of y that is 0, and no other bit. */
static inline uint64_t
zero_bytes(uint64_t y)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fu;

	return ~(((y & low7) + low7) | y | low7);
}
#endif

int
cmd_tokenize_ascii(char *line, size_t len, char **argv, int max)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	const uint64_t spaces = 0x2020202020202020u, quotes = 0x2222222222222222u;
	char *start = line;
	uint64_t tail, x;
	int argc = 0;

	if (len < 8)
		return cmd_tokenize(line, argv, max);
	/*
	 * Eight bytes at a time: the spaces of each eight as the high bits
	 * of a word (in the order of the bytes: little-endian), a token
	 * cut at the first space after it, as cmd_split cuts it; the other
	 * blanks (tab, CR, LF) and a NUL are not printable ASCII, so the
	 * only bytes that make a line cmd_split's own are the quote and
	 * the comment sign (0x22 and 0x23: one test, bit 0 aside).  The
	 * last eight bytes are read first, before any is cut: the part of
	 * them not yet looked at is the line's end.
	 */
	memcpy(&tail, line + len - 8, 8);
	for (size_t at = 0; at < len; at += 8) {
		size_t base = at;
		uint64_t keep = ~(uint64_t)0;
		if (at + 8 <= len) {
			memcpy(&x, line + at, 8);
		} else {
			base = len - 8;
			x = tail;
			keep <<= 8 * (at - base); /* bytes already looked at */
		}
		if (zero_bytes((x ^ quotes) & 0xfefefefefefefefeu) & keep) {
			/* the line as it was (every NUL in it one cut here:
			 * printable ASCII has none), and cmd_split's */
			for (char *p = line; p < line + len; p++)
				if (*p == '\0')
					*p = ' ';
			return cmd_tokenize(line, argv, max);
		}
		for (uint64_t sp = zero_bytes(x ^ spaces) & keep; sp != 0; sp &= sp - 1) {
			char *p = line + base + (__builtin_ctzll(sp) >> 3);
			if (p > start) {
				if (argc == max)
					return -1;
				argv[argc++] = start;
				*p = '\0';
			}
			start = p + 1;
		}
	}
	if (start < line + len) {
		if (argc == max)
			return -1;
		argv[argc++] = start;
	}
	return argc;
#else
	(void)len;
	return cmd_tokenize(line, argv, max);
#endif
}

/*
 * Fold the next character of a UTF-8 string to a lowercase ASCII letter
 * when it is a Latin letter with an accent (é, À, ç, œ as o...), so that
 * "etat" and "État" compare equal.  Returns the folded byte and advances.
 */
static int
fold_next(const char **sp)
{
	const unsigned char *s = (const unsigned char *)*sp;
	unsigned c = s[0];

	if (c == 0xC3 && s[1] >= 0x80 && s[1] <= 0xBF) {
		static const char map[] =
		    "aaaaaaaceeeeiiiidnooooo*ouuuuyts"  /* U+00C0..U+00DF */
		    "aaaaaaaceeeeiiiidnooooo/ouuuuyty"; /* U+00E0..U+00FF */
		*sp += 2;
		return map[s[1] - 0x80];
	}
	if (c == 0xC5 && (s[1] == 0x92 || s[1] == 0x93)) { /* Œ œ */
		*sp += 2;
		return 'o';
	}
	*sp += 1;
	return tolower(c);
}

int
cmd_word_cmp(const char *a, const char *b)
{
	const char *x = a, *y = b;

	while (*x && *y) {
		int cx = fold_next(&x), cy = fold_next(&y);
		if (cx != cy)
			return cx < cy ? -1 : 1;
	}
	if (*x || *y)
		return *x ? 1 : -1;
	return strcmp(a, b);
}

bool
cmd_word_eq_full(const char *a, const char *b)
{
	/* plain ASCII, the common case, without the accent folding */
	while (*a && *b && !((unsigned char)*a & 0x80) && !((unsigned char)*b & 0x80)) {
		if (*a != *b && tolower((unsigned char)*a) != tolower((unsigned char)*b))
			return false;
		a++;
		b++;
	}
	while (*a && *b)
		if (fold_next(&a) != fold_next(&b))
			return false;
	return *a == '\0' && *b == '\0';
}

/* The edit distance of two words as typed (accents and case aside): one
 * for each letter added, dropped, changed, or two swapped.  Words of up
 * to 31 letters; longer ones are far from everything. */
int
cmd_distance(const char *a, const char *b)
{
	int x[32], y[32], na = 0, nb = 0;
	int d[33][33];

	while (*a && na < 32)
		x[na++] = fold_next(&a);
	while (*b && nb < 32)
		y[nb++] = fold_next(&b);
	if (*a || *b)
		return 99;
	for (int i = 0; i <= na; i++)
		d[i][0] = i;
	for (int j = 0; j <= nb; j++)
		d[0][j] = j;
	for (int i = 1; i <= na; i++)
		for (int j = 1; j <= nb; j++) {
			int best = d[i - 1][j - 1] + (x[i - 1] != y[j - 1]);
			if (d[i - 1][j] + 1 < best)
				best = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < best)
				best = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && x[i - 1] == y[j - 2] &&
			    x[i - 2] == y[j - 1] && d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	return d[na][nb];
}

bool
cmd_near(const char *typed, const char *word)
{
	size_t len = strlen(typed);
	int limit = len <= 4 ? 1 : len <= 8 ? 2 : 3;

	/* a letter or two is too little to guess from (rules E is no
	 * typo of rule A) */
	return len >= 3 && cmd_distance(typed, word) <= limit;
}

unsigned long
cmd_word_hash(const char *w)
{
	unsigned long h = 5381;

	/* the letters cmd_word_eq compares: equal words hash alike */
	while (*w)
		h = h * 33 + (unsigned char)fold_next(&w);
	return h;
}

bool
cmd_word_prefix(const char *prefix, const char *word)
{
	while (*prefix && *word)
		if (fold_next(&prefix) != fold_next(&word))
			return false;
	return *prefix == '\0';
}

bool
cmd_word_in(const char *word, const char *english, const char *aliases)
{
	char buf[64];

	if (cmd_word_eq(word, english))
		return true;
	while (aliases && *aliases) {
		size_t n = 0;
		while (aliases[n] != '\0' && aliases[n] != ' ') /* short words: */
			n++;                                    /* no strcspn */
		unsigned x = (unsigned char)*word, y = (unsigned char)*aliases;
		/* cmd_word_eq's first-byte test, before the copy */
		if (n < sizeof buf && (x == y || ((x | y) & 0x80) != 0 ||
		    (x | 0x20) == (y | 0x20))) {
			memcpy(buf, aliases, n);
			buf[n] = '\0';
			if (cmd_word_eq(word, buf))
				return true;
		}
		aliases += n;
		while (*aliases == ' ')
			aliases++;
	}
	return false;
}

const char *
cmd_local_word(const char *english, const char *aliases, bool fr,
    char *buf, size_t size)
{
	size_t n;

	if (!fr || aliases == NULL || (n = strcspn(aliases, " ")) == 0 || n >= size)
		return english;
	memcpy(buf, aliases, n);
	buf[n] = '\0';
	return buf;
}

/* The value of the word written exactly `input` (byte for byte: case
 * and accents count), or -1. */
static int
cmd_exact(const char *input, const struct word *words, int nwords)
{
	/* first letters before whole comparisons */
	for (int i = 0; i < nwords; i++)
		if (words[i].text[0] == input[0] && strcmp(input, words[i].text) == 0)
			return words[i].value;
	return -1;
}

int
cmd_lookup(const char *input, const struct word *words, int nwords)
{
	int found = -1, value = cmd_exact(input, words, nwords);
	bool same = true;

	/* the word exactly, the common case */
	if (value >= 0)
		return value;
	for (int i = 0; i < nwords; i++)
		if (cmd_word_eq(input, words[i].text))
			return words[i].value;
	if (*input != '\0')
		for (int i = 0; i < nwords; i++) {
			if (!cmd_word_prefix(input, words[i].text))
				continue;
			if (found >= 0 && words[i].value != value)
				same = false;
			found = i;
			value = words[i].value;
		}
	if (found < 0)
		return CMD_UNKNOWN;
	return same ? value : CMD_AMBIGUOUS;
}

int
cmd_match(const char *input, const struct word *words, int nwords)
{
	int value = cmd_lookup(input, words, nwords);

	return value < 0 ? -1 : value;
}

const char *
cmd_english(const char *input, const struct word *words, int nwords)
{
	/* cmd_match tries the word as logs write it first */
	int value = cmd_match(input, words, nwords);

	for (int i = 0; value >= 0 && i < nwords; i++)
		if (words[i].value == value)
			return words[i].text;
	return NULL;
}

const char *
cmd_english_numbered(const char *input, const struct word *words, int nwords,
    char *buf, size_t size)
{
	size_t len = strlen(input), d = len;
	const char *e;

	while (d > 0 && isdigit((unsigned char)input[d - 1]))
		d--;
	if (d == 0 || d == len || d >= size)
		return NULL;
	memcpy(buf, input, d);
	buf[d] = '\0';
	e = cmd_english(buf, words, nwords);
	if (e == NULL || (size_t)snprintf(buf, size, "%s%s", e, input + d) >= size)
		return NULL;
	return buf;
}

/* A word of fewer than CMD_TABLE_WORD bytes as the table keeps it: NUL
 * up to the end, compared and hashed as whole 64-bit words. */
union table_key {
	char text[CMD_TABLE_WORD];
	uint64_t w[CMD_TABLE_WORD / 8];
};

/* The key of `word`; false when the table keeps no such word (empty, or
 * CMD_TABLE_WORD bytes or more). */
static bool
table_key(union table_key *k, const char *word, size_t max)
{
	size_t len = 0;

	memset(k, 0, sizeof *k);
	for (; len < max && word[len] != '\0'; len++) {
		if (len == CMD_TABLE_WORD - 1)
			return false;
		k->text[len] = word[len];
	}
	return len > 0;
}

static unsigned
table_hash(const union table_key *k)
{
	uint64_t h = k->w[0];

	for (size_t i = 1; i < CMD_TABLE_WORD / 8; i++)
		h = (h ^ (h >> 29)) * 0x9e3779b97f4a7c15u + k->w[i];
	h *= 0xc2b2ae3d27d4eb4fu;
	return (unsigned)(h >> 40) & (CMD_TABLE_SLOTS - 1);
}

void
cmd_table_clear(struct cmd_table *t)
{
	memset(t, 0, sizeof *t);
}

void
cmd_table_put(struct cmd_table *t, const char *text, size_t len, int value)
{
	union table_key k;
	unsigned h;

	if (len == 0 || len >= CMD_TABLE_WORD || t->n >= CMD_TABLE_SLOTS / 2 ||
	    !table_key(&k, text, len))
		return;
	for (h = table_hash(&k); t->slot[h].text[0]; h = (h + 1) & (CMD_TABLE_SLOTS - 1))
		if (memcmp(t->slot[h].text, k.text, CMD_TABLE_WORD) == 0)
			return;
	memcpy(t->slot[h].text, k.text, CMD_TABLE_WORD);
	t->slot[h].value = value;
	t->n++;
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* The n bytes at p as a little-endian number (n = 4 or 8). */
static uint64_t
load4(const char *p)
{
	uint32_t x;

	memcpy(&x, p, 4);
	return x;
}

static uint64_t
load8(const char *p)
{
	uint64_t x;

	memcpy(&x, p, 8);
	return x;
}
#endif

/* table_key's key of the `n` bytes of `word` (no NUL among them): on a
 * little-endian machine without a loop over its bytes, in loads of its
 * first bytes and its last (overlapping, which the OR makes no matter;
 * byte i of the word is bits 8i to 8i + 7 of its 64-bit word). */
static bool
table_key_n(union table_key *k, const char *word, size_t n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	const unsigned char *s = (const unsigned char *)word;

	if (n == 0 || n >= CMD_TABLE_WORD)
		return false;
	k->w[1] = k->w[2] = 0;
	if (n < 4) /* the first byte, the middle one, the last */
		k->w[0] = (uint64_t)s[0] | (uint64_t)s[n / 2] << (n / 2 * 8) |
		    (uint64_t)s[n - 1] << ((n - 1) * 8);
	else if (n <= 8)
		k->w[0] = load4(word) | load4(word + n - 4) << ((n - 4) * 8);
	else if (n <= 16) {
		k->w[0] = load8(word);
		k->w[1] = load8(word + n - 8) >> ((16 - n) * 8);
	} else {
		k->w[0] = load8(word);
		k->w[1] = load8(word + 8);
		k->w[2] = load8(word + n - 8) >> ((24 - n) * 8);
	}
	return true;
#else
	return table_key(k, word, n);
#endif
}

int
cmd_table_get(const struct cmd_table *t, const char *word)
{
	return cmd_table_get_n(t, word, strlen(word));
}

int
cmd_table_get_n(const struct cmd_table *t, const char *word, size_t len)
{
	union table_key k;

	/* a command word typed at every line: its key without a loop */
	if (!table_key_n(&k, word, len))
		return -1;
	for (unsigned h = table_hash(&k); t->slot[h].text[0];
	    h = (h + 1) & (CMD_TABLE_SLOTS - 1))
		if (memcmp(t->slot[h].text, k.text, CMD_TABLE_WORD) == 0)
			return t->slot[h].value;
	return -1;
}

bool
cmd_number_any(const char *s, long min, long max, long *out)
{
	/* what strtol reads, without its locale and its blanks: an optional
	 * minus sign then digits, nothing after them */
	unsigned d0 = (unsigned)(unsigned char)s[0] - '0';
	unsigned d1 = d0 <= 9 && s[1] != '\0' ? (unsigned)(unsigned char)s[1] - '0' : 0;

	/* a level, a slot, a count: one or two digits, the common case */
	if (d0 <= 9 && d1 <= 9 && (s[1] == '\0' || s[2] == '\0')) {
		long v = s[1] == '\0' ? (long)d0 : (long)(d0 * 10 + d1);
		if (v < min || v > max)
			return false;
		*out = v;
		return true;
	}
	bool negative = *s == '-';
	unsigned long n = 0, limit = negative ? 0UL - (unsigned long)LONG_MIN
	    : (unsigned long)LONG_MAX;

	s += negative;
	if (*s < '0' || *s > '9')
		return false;
	for (; *s >= '0' && *s <= '9'; s++) {
		unsigned d = (unsigned)(*s - '0');
		/* beyond a long?  Only a number already near the limit can
		 * be: the division is left to those */
		if (n >= (unsigned long)LONG_MAX / 10 && n > (limit - d) / 10)
			return false;
		n = n * 10 + d;
	}
	if (*s != '\0')
		return false;
	long v = negative ? (long)(0UL - n) : (long)n;
	if (v < min || v > max)
		return false;
	*out = v;
	return true;
}
