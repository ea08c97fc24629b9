/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* command.h — tokenising a line and matching words (commands, players,
 * colours) in both languages, with accents optional and prefixes. */
#ifndef TREEREF_COMMAND_H
#define TREEREF_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#define CMD_MAX_ARGS 64
#define CMD_MAX_LINE 4096 /* bytes in one command line */

/* Why a line cannot be read as a command, or NULL when it can: a NUL
 * byte, invalid UTF-8, or a control character (which must never be
 * echoed back to a terminal). */
const char *cmd_line_problem(const char *line, size_t len);

/* Split a line into blank-separated tokens, cutting at '#'.  A token may
 * be put in double quotes to hold blanks or '#' ("my game.csv"): a quote
 * that opens a token and is closed before a blank or the end; any other
 * quote is a plain character.  The tokens point into `line`, which is
 * modified.  Returns the count, or -1 when there are more than `max`
 * tokens. */
int cmd_tokenize(char *line, char **argv, int max);
/* cmd_tokenize for a line of `len` bytes all printable ASCII (0x20 to
 * 0x7e; line[len] its NUL), as a log's plain row holds: the same words,
 * cut the same way, its spaces found eight bytes at a time (test_fastpath
 * tokenize_ascii compares the two). */
int cmd_tokenize_ascii(char *line, size_t len, char **argv, int max);
/* The same, and in *exact whether the line is its words one space apart
 * and nothing else (no blank before or after, no quote, no comment). */
int cmd_split(char *line, char **argv, int max, bool *exact);
/* cmd_line_problem then cmd_split in one pass, for the common line:
 * printable ASCII words one space apart, without '"' or '#' (no blank
 * before or after, no tab).  The words are copied into `copy` (len + 1
 * bytes) and cut there; `line[len]` must be NUL.  Returns the count of
 * words (the line is then exact, and has no problem), or -1 for any
 * other line (empty, more than `max` words...), which takes the slow
 * path: the two functions above give the same answers (test_fastpath
 * split_plain compares them). */
int cmd_split_plain(const char *line, size_t len, char *copy, char **argv,
    int max);

/* Whether two strings are equal, byte for byte.  A name or a log's cell
 * is a few bytes, which this loop compares in fewer instructions than a
 * call to strcmp (`check` compares several on every row); against a
 * long list of words, strcmp after a first-letter test is cheaper. */
static inline bool
cmd_same(const char *a, const char *b)
{
	while (*a != '\0' && *a == *b) {
		a++;
		b++;
	}
	return *a == *b;
}

/* Whether `word` is the string literal `lit`, byte for byte: cmd_same
 * unrolled, the literal's length known, with a branch for each byte that
 * every word equal to it takes alike, where a loop's end falls at another
 * byte for each word (a mispredicted branch on a log's every row).
 * word[i] is read only when the bytes before it matched lit's. */
#define cmd_is(word, lit) cmd_same_n(word, "" lit, sizeof(lit))

static inline bool
cmd_same_n(const char *word, const char *lit, size_t n)
{
#pragma GCC unroll 16
	for (size_t i = 0; i < n; i++)
		if (word[i] != lit[i])
			return false;
	return true;
}

/* Compare two words ignoring case and accents (UTF-8 Latin letters). */
bool cmd_word_eq_full(const char *a, const char *b);
/* The same, first telling apart without a call two words whose first
 * bytes are ASCII and differ by more than the case bit (in every locale
 * tolower() maps ASCII only from A-Z to a-z): most words tried against
 * a list of words stop there (test_fastpath word_eq_first compares the
 * two over every command word, alias and variant of every game). */
static inline bool
cmd_word_eq(const char *a, const char *b)
{
	unsigned x = (unsigned char)*a, y = (unsigned char)*b;

	if (x != y && ((x | y) & 0x80) == 0 && (x | 0x20) != (y | 0x20))
		return false;
	return cmd_word_eq_full(a, b);
}
/* A hash of a word that is the same for words cmd_word_eq finds equal
 * (keep the two together). */
unsigned long cmd_word_hash(const char *w);
/* Whether `prefix` starts `word`, ignoring case and accents. */
bool cmd_word_prefix(const char *prefix, const char *word);
/* Order words as a dictionary does, accents aside ("état" between
 * "défausser" and "exporter"); words equal so compare by their bytes. */
int cmd_word_cmp(const char *a, const char *b);

/* The edit distance of two words, accents and case aside (a letter
 * added, dropped, changed, or two swapped count one each). */
int cmd_distance(const char *a, const char *b);
/* Whether `word` is what `typed` may have meant: within one edit for a
 * word of 3 or 4 letters, two up to 8, three beyond; never for a word
 * of 1 or 2 letters. */
bool cmd_near(const char *typed, const char *word);

/* One word a user may type and what it means. */
struct word {
	const char *text;
	int value;
};

/*
 * Match `input` against `words`: an exact match wins; otherwise a prefix
 * is accepted when every word it starts has the same value.  Returns the
 * value, or CMD_UNKNOWN (no word starts so) or CMD_AMBIGUOUS (words of
 * different values do): the caller words the refusal (game_match).
 */
#define CMD_UNKNOWN (-1)
#define CMD_AMBIGUOUS (-2)
int cmd_lookup(const char *input, const struct word *words, int nwords);
/* cmd_lookup with -1 for either refusal. */
int cmd_match(const char *input, const struct word *words, int nwords);

/* The English word `input` stands for in `words`, matched as cmd_match
 * does (exactly, else by a prefix all of whose words agree): the first
 * word of the table with the same value, since each table lists a
 * value's English word first.  NULL when it names none. */
const char *cmd_english(const char *input, const struct word *words,
    int nwords);

/* The same for a word of `words` followed by a number, as rouge3: the
 * English word and the number ("red3") written into buf, or NULL. */
const char *cmd_english_numbered(const char *input, const struct word *words,
    int nwords, char *buf, size_t size);

/* Whether `word` is `english` or one of the blank-separated `aliases`
 * (may be NULL), ignoring case and accents. */
bool cmd_word_in(const char *word, const char *english, const char *aliases);
/* The word a user of the language sees: the first alias in French, else
 * the English word; `buf` holds it when it is an alias. */
const char *cmd_local_word(const char *english, const char *aliases, bool fr,
    char *buf, size_t size);

/*
 * A table of words, exact (case and accents included), each with a value:
 * the fast path in front of a matcher that folds case and accents,
 * remembering that matcher's answers for the words typed.  Open
 * addressing; words of CMD_TABLE_WORD bytes or more are not kept, nor any
 * past half the slots (they take the slow path).  Zero-initialise, or
 * cmd_table_clear.
 */
#define CMD_TABLE_SLOTS 256 /* a power of two; kept at most half full */
#define CMD_TABLE_WORD 24
struct cmd_table {
	int n;
	struct {
		char text[CMD_TABLE_WORD]; /* "" for an empty slot */
		int value;
	} slot[CMD_TABLE_SLOTS];
};
void cmd_table_clear(struct cmd_table *t);
/* Add `len` bytes of `text` (a word without NUL) with `value`; a word
 * already there keeps its first value. */
void cmd_table_put(struct cmd_table *t, const char *text, size_t len, int value);
/* The value of `word`, or -1 when it is not in the table. */
int cmd_table_get(const struct cmd_table *t, const char *word);
/* The same for the `len` bytes at `word`, none of them a NUL (the word's
 * length known: no strlen; only those bytes are read). */
int cmd_table_get_n(const struct cmd_table *t, const char *word, size_t len);

/* Parse a whole number in [min, max]; false if it is not one. */
bool cmd_number_any(const char *s, long min, long max, long *out);
/* The same: a level, a slot, a count (one digit, the common case) read
 * here, inline as every move reads one or two; any other string by
 * cmd_number_any (test_fastpath number_random compares the two paths
 * with strtol). */
static inline bool
cmd_number(const char *s, long min, long max, long *out)
{
	unsigned d = (unsigned)(unsigned char)s[0] - '0';

	if (d > 9 || s[1] != '\0')
		return cmd_number_any(s, min, max, out);
	if ((long)d < min || (long)d > max)
		return false;
	*out = (long)d;
	return true;
}

#endif
