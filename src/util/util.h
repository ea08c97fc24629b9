/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* util.h — allocation wrappers that exit on failure, and a growable string. */
#ifndef TREEREF_UTIL_H
#define TREEREF_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <time.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* mkdir -p, mode 0700, for the directories above the file `path`;
 * 0, or -1 with errno set. */
int make_parent_dirs(const char *path);
/* Write all n bytes of s to fd, again after a signal; false with errno
 * set (EIO when write wrote nothing). */
bool write_all(int fd, const char *s, size_t n);
/* Read exactly n bytes from fd into buf, again after a signal; false at
 * an error or the end before n. */
bool read_all(int fd, void *buf, size_t n);

/* A growable NUL-terminated string; zero-initialise before use. */
struct sbuf {
	char *s;
	size_t len, cap;
};

void sbuf_add(struct sbuf *b, const char *s);
/* Room for `extra` more bytes and the NUL (the inline adders' slow
 * path: the buffer doubles). */
void sbuf_grow_slow(struct sbuf *b, size_t extra);
/* One byte, inline: tables and pictures add them one by one. */
static inline void
sbuf_addc(struct sbuf *b, char c)
{
	if (b->len + 2 > b->cap)
		sbuf_grow_slow(b, 1);
	b->s[b->len++] = c;
	b->s[b->len] = '\0';
}
/* n copies of c (none when n <= 0): a table's padding in one growth. */
void sbuf_repeat(struct sbuf *b, char c, long n);
/* Append n bytes (which may hold NUL bytes). */
void sbuf_addn(struct sbuf *b, const char *s, size_t n);
/* Append the n words, `sep` between each two. */
void sbuf_join(struct sbuf *b, const char *const *words, int n, char sep);
void sbuf_printf(struct sbuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The same with a va_list; the common conversions without printf. */
void sbuf_vprintf(struct sbuf *b, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));
/* sbuf_vprintf, then a newline unless the text then ends with one: a
 * line of a message (verdict_say), its newline written with the rest. */
void sbuf_vline(struct sbuf *b, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));
/* The text at `text` never changes as long as the program runs (a
 * string literal, a translation of the catalogue): sbuf_vprintf may
 * then know it as a format by its address alone, without comparing its
 * text with the copy it keeps (i18n.c tells of every message it
 * gives). */
void sbuf_format_stable(const char *text);
/* Empty the text, keeping its room. */
static inline void
sbuf_reset(struct sbuf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
}
void sbuf_free(struct sbuf *b);
/* The text, never NULL. */
const char *sbuf_str(const struct sbuf *b);
/* Drop the blanks (spaces) that end the text, as padding leaves them. */
void sbuf_trim_end(struct sbuf *b);
/* The decimal text of `n` in `buf` (room for any int), returned: what
 * snprintf "%d" writes, for tables built often. */
#define INT_TEXT_SIZE 12
const char *int_text(char buf[INT_TEXT_SIZE], int n);
/* `a` then `b` in `buf` of `size` bytes (at least 1), cut to size - 1
 * bytes as snprintf "%s%s" cuts them; buf.  For the short words a
 * picture or a list asks for often ("red3"), without printf. */
char *text_put(char *buf, size_t size, const char *a, const char *b);
/* snprintf into `buf` of `size` bytes (at least 1), cut as it cuts, by
 * sbuf_vprintf (the common conversions without printf); buf. */
char *text_printf(char *buf, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* `x` with `decimals` decimals (0 to 6), a half rounded away from zero
 * as a person rounds (0.625 -> 0.63, 96.25 -> 96.3), where printf
 * rounds the binary double, often down; appended to `b`. */
void sbuf_decimal(struct sbuf *b, double x, int decimals);
/* Append the n bytes of s, each ASCII byte that has a replacement in
 * `table` written as that replacement and, when `controls`, any other
 * control character as \u00XX. */
void sbuf_escape(struct sbuf *b, const char *s, size_t n,
    const char *const table[128], bool controls);
/* U+FEFF in UTF-8: what begins a --sep ; file (csvlog.c). */
#define UTF8_BOM "\xef\xbb\xbf"
/* 3 when the n bytes at s begin with a UTF-8 byte order mark (as a
 * spreadsheet's "CSV UTF-8" or an editor may write first), else 0: the
 * bytes to skip. */
size_t utf8_bom_len(const char *s, size_t n);
/* Append the n bytes of s as a JSON string, quotes included. */
void sbuf_json(struct sbuf *b, const char *s, size_t n);

/* The first control or format character (Unicode Cc or Cf: U+200B,
 * U+00AD, U+202E, U+FEFF...) of UTF-8 text `s`, or 0: a character that
 * shows as nothing, or changes how the text around it shows. */
unsigned long utf8_first_hidden(const char *s);
/* The first character of UTF-8 text `s` that lets a name pass for
 * another (cli.md "Names"): a control or format character, a space other
 * than U+0020, U+034F COMBINING GRAPHEME JOINER, a variation selector, a
 * Hangul filler or a blank braille pattern; 0 when none (and for text
 * that is not UTF-8, refused elsewhere).  *blank: whether it is a blank
 * (a space, a line or paragraph separator). */
unsigned long utf8_first_lookalike(const char *s, bool *blank);
/* Whether a word of UTF-8 text `s` (words end at U+0020) mixes scripts
 * as Unicode's UTS #39 refuses at its "highly restrictive" level:
 * Common and Inherited characters do not count; Latin with Han and
 * Hiragana or Katakana, with Han and Bopomofo, or with Han and Hangul
 * are ordinary.  When it does: the first character of the script the
 * word uses least in *cp, that script's name and the word's main one
 * (Unicode's English names, "Cyrillic", "Latin") in *odd and *main. */
bool utf8_mixed_scripts(const char *s, unsigned long *cp, const char **odd,
    const char **main_script);
/* Append character `cp` as Unicode names it, "U+00A0 NO-BREAK SPACE"
 * ("U+001B" alone for a character without a name, as controls are). */
void sbuf_char_name(struct sbuf *b, unsigned long cp);
/* Append `s` so that every byte of it shows: an invalid UTF-8 byte as
 * \xHH, a control or format character as <U+XXXX>. */
void sbuf_visible(struct sbuf *b, const char *s);
/* A new copy of UTF-8 text `s` in Unicode's composed form (NFC), so that
 * "é" typed as one character or as e and a combining accent is one text;
 * text that is not valid UTF-8 is copied as it is. */
char *utf8_nfc(const char *s);

/* Flush standard output; false when it failed, whose cause (the first)
 * close_stdout then gives. */
bool flush_stdout(void);
/* Write n bytes to standard output after what stdio holds, with
 * write(2), so that a failure keeps its cause (errno, and for
 * close_stdout); false on failure. */
bool write_stdout(const char *s, size_t n);
/* Append n bytes to standard output, as fwrite does: into stdio's own
 * buffer, in order with everything else written to stdout, flushed when
 * stdio flushes it; without fwrite's lock and calls when they fit (an
 * answer a line). */
void stdout_put(const char *s, size_t n);
/* Close standard output, as GNU's close_stdout checks it: 0 when every
 * byte written to it got out, else the errno of the first failure. */
int close_stdout(void);
/* Dates as logs and the archive write them: ISO 8601 local time with
 * its offset, "2026-11-26T21:14:05+01:00" (25 bytes and a NUL). */
#define DATE_SIZE 32
/* "Now": the fixed date when one was given (--date WHEN), else the
 * clock.  Nothing in the environment changes it (SOURCE_DATE_EPOCH is a
 * build-time variable, never read at run time). */
time_t date_now(void);
/* --date WHEN: every game of the session is recorded as played at `t`. */
void date_set_fixed(time_t t);
/* Whether a fixed date was given (--date), and then its moment in *t
 * (unless NULL): what anything derived from the date of play (a
 * reproducible game id) reads. */
bool date_fixed(time_t *t);
/* Whether `t` can be written as a log's date: its local year from 0 to
 * 9999 (a log's dates have four digits of year). */
bool date_writable(time_t t);
/* WHEN as --date reads it: a day (2026-11-26, its local midnight), a
 * local moment (2026-11-26T21:14 or 2026-11-26T21:14:05), or a moment
 * with its offset or Z as date_parse reads it.  DATE_WHEN_OK with the
 * moment in *t; else why not. */
enum date_when { DATE_WHEN_OK, DATE_WHEN_FORM, DATE_WHEN_PAST_9999 };
enum date_when date_when(const char *s, time_t *t);
/* `t` as such a date, in the local time zone. */
void date_format(time_t t, char out[DATE_SIZE]);
/* Whether `s` is such a date exactly (an offset +HH:MM or -HH:MM, or Z);
 * the moment it names in *t (unless NULL). */
bool date_parse(const char *s, time_t *t);

#endif
