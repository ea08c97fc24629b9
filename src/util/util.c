/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* util.c — allocation wrappers, the growable string, UTF-8. */
#include "util.h"

#include <errno.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "unicode.h"

static void
out_of_memory(void)
{
	fputs("treeref: out of memory\n", stderr);
	exit(2);
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		out_of_memory();
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		out_of_memory();
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		out_of_memory();
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

/* Room for `extra` more bytes and the NUL: the test is inline, the
 * growing (rare once a buffer has served a few lines) out of line. */
void
sbuf_grow_slow(struct sbuf *b, size_t extra)
{
	while (b->len + extra + 1 > b->cap)
		b->cap = b->cap ? b->cap * 2 : 256;
	b->s = xrealloc(b->s, b->cap);
}

static inline void
sbuf_grow(struct sbuf *b, size_t extra)
{
	if (b->len + extra + 1 > b->cap)
		sbuf_grow_slow(b, extra);
}

/*
 * Copy n bytes, the short copies a message is made of (a word, a name,
 * a few digits) inline: two overlapping moves of 8, 4 or 1 bytes each,
 * as memcpy does once called; a longer copy calls memcpy.  The sizes
 * are tested in the order a message's words come most often: 4 to 7
 * bytes (a name, a colour), 8 to 16, fewer.
 */
static inline void
copy_bytes(char *d, const char *s, size_t n)
{
	if (n >= 4 && n < 8) {
		uint32_t a, z;

		memcpy(&a, s, 4);
		memcpy(&z, s + n - 4, 4);
		memcpy(d, &a, 4);
		memcpy(d + n - 4, &z, 4);
	} else if (n >= 8 && n <= 16) {
		uint64_t a, z;

		memcpy(&a, s, 8);
		memcpy(&z, s + n - 8, 8);
		memcpy(d, &a, 8);
		memcpy(d + n - 8, &z, 8);
	} else if (n > 0 && n < 4) {
		char a = s[0], m = s[n / 2], z = s[n - 1];

		d[0] = a;
		d[n / 2] = m;
		d[n - 1] = z;
	} else if (n > 16) {
		memcpy(d, s, n);
	}
}

/* Append n bytes without writing the NUL: the callers end the text. */
static inline void
put(struct sbuf *b, const char *s, size_t n)
{
	sbuf_grow(b, n);
	copy_bytes(b->s + b->len, s, n);
	b->len += n;
}

int
make_parent_dirs(const char *path)
{
	char *p = xstrdup(path);
	int rc = 0;

	for (char *s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0700) != 0 && errno != EEXIST) {
			rc = -1;
			break;
		}
		*s = '/';
	}
	free(p);
	return rc;
}

void
sbuf_add(struct sbuf *b, const char *s)
{
	size_t n = strlen(s);

	sbuf_grow(b, n);
	memcpy(b->s + b->len, s, n + 1);
	b->len += n;
}

void
sbuf_repeat(struct sbuf *b, char c, long n)
{
	if (n <= 0)
		return;
	sbuf_grow(b, (size_t)n);
	memset(b->s + b->len, c, (size_t)n);
	b->len += (size_t)n;
	b->s[b->len] = '\0';
}

/* The decimal digits of u, with a minus when `negative`, written
 * backwards to end just before `end`; where they begin. */
static char *
digits_before(char *end, unsigned long long u, bool negative)
{
	char *p = end;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (negative)
		*--p = '-';
	return p;
}

void
sbuf_join(struct sbuf *b, const char *const *words, int n, char sep)
{
	size_t len[64], total = 0;

	if (n > 64) { /* more words than lengths kept: one at a time */
		sbuf_join(b, words, 64, sep);
		sbuf_addc(b, sep);
		sbuf_join(b, words + 64, n - 64, sep);
		return;
	}
	/* one growth for the whole line, then the copies */
	for (int i = 0; i < n; i++)
		total += (len[i] = strlen(words[i])) + 1;
	sbuf_grow(b, total);
	for (int i = 0; i < n; i++) {
		if (i > 0)
			b->s[b->len++] = sep;
		memcpy(b->s + b->len, words[i], len[i]);
		b->len += len[i];
	}
	b->s[b->len] = '\0';
}

void
sbuf_addn(struct sbuf *b, const char *s, size_t n)
{
	put(b, s, n);
	b->s[b->len] = '\0';
}

/* The conversions sbuf_vprintf formats itself, the most frequent
 * first: each piece's says what it reads (no size tested on the way). */
enum fmt_conv {
	CONV_S,     /* %s */
	CONV_D,     /* %d */
	CONV_END,   /* none: the format's last text */
	CONV_LD,    /* %ld */
	CONV_ZD,    /* %zd */
	CONV_U,     /* %u */
	CONV_LU,    /* %lu */
	CONV_ZU,    /* %zu */
	CONV_C,     /* %c */
	CONV_PCT,   /* %% */
	CONV_PREC_S /* %.*s */
};

/* A conversion of a format and the text before it. */
struct fmt_piece {
	const char *text;        /* the text before it, in the copy kept */
	unsigned short off, len; /* that text, in the format */
	unsigned short rest;     /* the room the pieces after it take */
	unsigned char conv;      /* enum fmt_conv */
};

/* A format of FMT_KEEP bytes or more goes to printf; the copy kept of
 * one has FMT_PAD bytes more, so that its text can be copied 16 bytes
 * at a time (into FMT_PAD bytes of room left after the message). */
enum { FMT_PIECES = 16, FMT_KEEP = 4096, FMT_PAD = 16 };

/* A format cut into its pieces, and the room its own text, numbers
 * and strings take (STRING_ROOM for each string), FMT_PAD more: one
 * growth before the copies. */
struct fmt_cut {
	size_t room;
	struct fmt_piece piece[FMT_PIECES];
};

/* The most bytes a number takes: 20 digits, or a minus and 19.  The
 * room kept for a string: a name, a colour, a word fits, without a
 * look at the room left; a longer one grows the buffer if it must. */
enum { NUMBER_ROOM = 20, STRING_ROOM = 32 };

/* The room a conversion takes. */
static size_t
conv_room(unsigned char conv)
{
	return conv == CONV_END ? 0 :
	    conv == CONV_S || conv == CONV_PREC_S ? STRING_ROOM :
	    conv == CONV_C || conv == CONV_PCT ? 1 : NUMBER_ROOM;
}

/* The conversion at p (after its '%'), and its length in *n; false for
 * any other. */
static bool
read_conv(const char *p, unsigned char *conv, size_t *n)
{
	static const struct {
		char text[4];
		unsigned char conv;
	} convs[] = { { "s", CONV_S }, { "d", CONV_D }, { "ld", CONV_LD },
		{ "zd", CONV_ZD }, { "u", CONV_U }, { "lu", CONV_LU },
		{ "zu", CONV_ZU }, { "c", CONV_C }, { "%", CONV_PCT },
		{ ".*s", CONV_PREC_S } };

	for (size_t i = 0; i < sizeof convs / sizeof convs[0]; i++) {
		size_t k = strlen(convs[i].text);

		if (strncmp(p, convs[i].text, k) == 0) {
			*conv = convs[i].conv;
			*n = k;
			return true;
		}
	}
	return false;
}

/*
 * Cut `fmt` into its pieces: the conversions almost every message uses
 * (%s %d %ld %zd %u %lu %zu %c %%, without flags, width or precision,
 * and %.*s).  False for any other format (a
 * width, a position such as %1$s), or one too long or with too many
 * conversions: printf formats those.
 */
static bool
cut_format(const char *fmt, struct fmt_cut *cut)
{
	struct fmt_piece *piece = cut->piece;
	const char *p = fmt;

	cut->room = FMT_PAD;
	for (int n = 0; n < FMT_PIECES; n++) {
		const char *pc = strchr(p, '%');
		const char *text_end = pc ? pc : p + strlen(p);

		if ((size_t)(text_end - fmt) >= FMT_KEEP)
			return false;
		piece[n] = (struct fmt_piece){ .off = (unsigned short)(p - fmt),
		    .len = (unsigned short)(text_end - p), .conv = CONV_END };
		cut->room += piece[n].len;
		if (pc == NULL) {
			/* conv 0: the end; what each piece leaves after it */
			for (size_t after = FMT_PAD; n >= 0; n--) {
				piece[n].rest = (unsigned short)after;
				after += piece[n].len + conv_room(piece[n].conv);
			}
			return true;
		}
		size_t k;
		if (!read_conv(pc + 1, &piece[n].conv, &k))
			return false;
		p = pc + 1 + k;
		cut->room += conv_room(piece[n].conv);
	}
	return false;
}

/* The addresses of text that never changes sbuf_format_stable was told
 * of (a translation, a literal), a hash set; one told of when it is full
 * is not kept.  A place holds its address's number in stable_at (0:
 * none), in the order they came: a short run's few share one page (a
 * page's first touch is a fault), where a table by hash touched four. */
enum { STABLE_SLOTS = 2048, STABLE_PROBES = 8 };
static uint16_t stable_places[STABLE_SLOTS];
static const char *stable_at[STABLE_SLOTS + 1];
static unsigned stable_n;

static size_t
address_hash(const void *p, unsigned bits)
{
	return (size_t)(((uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15u) >> (64 - bits));
}

void
sbuf_format_stable(const char *text)
{
	size_t h = address_hash(text, 11);

	for (size_t k = 0; k < STABLE_PROBES; k++) {
		uint16_t *at = &stable_places[(h + k) % STABLE_SLOTS];

		if (*at == 0) {
			*at = (uint16_t)++stable_n;
			stable_at[*at] = text;
			return;
		}
		if (stable_at[*at] == text)
			return;
	}
}

static bool
is_stable(const char *text)
{
	size_t h = address_hash(text, 11);

	for (size_t k = 0; k < STABLE_PROBES; k++) {
		unsigned at = stable_places[(h + k) % STABLE_SLOTS];

		if (at == 0)
			return false;
		if (stable_at[at] == text)
			return true;
	}
	return false;
}

/*
 * The pieces of formats met before: a few messages are said again and
 * again, so each is cut once.  A format is looked up by its address
 * (in one of FMT_WAYS places from its hash: the place of the same
 * address, or the first free one, or one in turn when all are taken),
 * then compared whole with the copy kept of it: an address could come
 * back holding other text (a buffer freed and used again), the text
 * cannot lie.  A format at a stable address (sbuf_format_stable: the
 * messages, whose catalogue's translations are not compared) is known
 * by its address alone.  As with the stable addresses, a place holds
 * its format's number in `known` (0: none; known[0] matches nothing),
 * kept in the order first met: a run's first few share a page or two
 * where by hash each (some 300 bytes) took a page of its own.
 */
enum { FMT_SLOTS = 512, FMT_WAYS = 4 };
static uint16_t known_places[FMT_SLOTS];
static struct fmt_known {
	const char *fmt;
	char *text; /* a copy of *fmt, FMT_PAD zero bytes after its NUL */
	bool stable; /* fmt's text never changes: not compared */
	struct fmt_cut cut;
} known[FMT_SLOTS + 1]; /* one at most per place */
static unsigned known_n;    /* known[1..known_n] are in use */
static unsigned known_next; /* the way replaced when all are taken */

/* A format met first at its address, or with another text: cut and kept
 * at place `i` (FMT_SLOTS: the way in turn's, of the places from h); NULL
 * when printf must format it.  Out of the way of the formats met again. */
static __attribute__((noinline, cold)) const struct fmt_known *
format_first(const char *fmt, size_t h, size_t i)
{
	struct fmt_cut cut;
	struct fmt_known *k;

	if (!cut_format(fmt, &cut))
		return NULL;
	size_t len = strlen(fmt); /* below FMT_KEEP: cut_format saw it */
	if (i == FMT_SLOTS)
		i = (h + known_next++ % FMT_WAYS) % FMT_SLOTS;
	if (known_places[i] == 0) /* a place's first format */
		known_places[i] = (uint16_t)++known_n;
	k = &known[known_places[i]];
	free(k->text);
	k->fmt = fmt;
	k->stable = is_stable(fmt);
	k->text = xcalloc(1, len + 1 + FMT_PAD);
	memcpy(k->text, fmt, len);
	k->cut = cut;
	for (struct fmt_piece *p = k->cut.piece;; p++) {
		p->text = k->text + p->off;
		if (p->conv == CONV_END)
			break;
	}
	return k;
}

/* The format `fmt` (of hash h) cut and kept, from any of its ways in
 * `known` or put there; NULL when printf must format it. */
static __attribute__((noinline)) const struct fmt_known *
format_ways(const char *fmt, size_t h)
{
	size_t place = FMT_SLOTS;

	for (unsigned w = 0; w < FMT_WAYS; w++) {
		size_t i = (h + w) % FMT_SLOTS;
		const struct fmt_known *at = &known[known_places[i]];

		if (at->fmt == fmt) {
			if (at->stable || strcmp(at->text, fmt) == 0)
				return at;
			place = i; /* its text changed: cut again, kept here */
		} else if (place == FMT_SLOTS && known_places[i] == 0) {
			place = i;
		}
	}
	return format_first(fmt, h, place);
}

/* The format `fmt` cut and kept, from `known` or put there; NULL when
 * printf must format it.  A message's format is most often in its
 * first way, at a stable address: that is tested inline, the rest in
 * format_ways. */
static inline const struct fmt_known *
format_pieces(const char *fmt)
{
	size_t h = address_hash(fmt, 9);
	const struct fmt_known *at = &known[known_places[h % FMT_SLOTS]];

	if (at->fmt == fmt && at->stable)
		return at;
	return format_ways(fmt, h);
}

/* The n bytes of a kept format's text at s, copied 16 at a time, the
 * first 16 whatever n is (none of a piece that begins with its
 * conversion are used): the copy's FMT_PAD bytes let the last 16 read
 * past its text, and the room the message took (cut.room, piece.rest:
 * FMT_PAD bytes at least after any piece's text) lets them be written. */
static inline void
copy_padded(char *d, const char *s, size_t n)
{
	memcpy(d, s, 16);
	for (size_t i = 16; i < n; i += 16)
		memcpy(d + i, s + i, 16);
}

/* The decimal digits of u, with a minus when `negative`, at d (room
 * for NUMBER_ROOM bytes); where they end. */
static inline char *
put_number(char *d, unsigned long long u, bool negative)
{
	if (u < 10 && !negative) { /* a level, a round, a count: one digit */
		*d = (char)('0' + u);
		return d + 1;
	}
	char buf[24], *p = digits_before(buf + sizeof buf, u, negative);
	size_t n = (size_t)(buf + sizeof buf - p);

	copy_bytes(d, p, n);
	return d + n;
}

/* A signed number's digits, as put_number writes them. */
static inline char *
put_signed(char *d, long long v)
{
	return put_number(d, v < 0 ? 0ULL - (unsigned long long)v :
	    (unsigned long long)v, v < 0);
}

/* What printf writes, appended to b: the formats sbuf_vprintf does not
 * format itself. */
static __attribute__((noinline, cold)) void
printf_into(struct sbuf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	sbuf_grow(b, n > 0 ? (size_t)n : 0);
	b->s[b->len] = '\0';
	if (n > 0) {
		vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
		b->len += (size_t)n;
	}
}

/* A newline after the text, unless it ends with one (sbuf_vline). */
static void
end_line(struct sbuf *b)
{
	if (b->len == 0 || b->s[b->len - 1] != '\n')
		sbuf_addc(b, '\n');
}

/*
 * The common conversions are formatted straight into the buffer, from
 * the format's pieces: printf's machinery costs more than the message.
 * The buffer grows once for the format's own text and numbers, and
 * again only for a string that does not fit: the copies write at `d`.
 * With `line`, the newline sbuf_vline adds is written with the rest
 * (the room kept after the last piece holds it).  Both callers have
 * their own copy (always_inline), `line` known.
 */
static inline __attribute__((always_inline)) void
format_into(struct sbuf *b, const char *fmt, va_list ap, bool line)
{
	const struct fmt_known *k = format_pieces(fmt);

	if (k == NULL) {
		printf_into(b, fmt, ap);
		if (line)
			end_line(b);
		return;
	}
	sbuf_grow(b, k->cut.room);
	char *d = b->s + b->len;

	for (const struct fmt_piece *piece = k->cut.piece;; piece++) {
		/* read before the copy, which could write over a piece for
		 * all the compiler knows (it would read them again) */
		size_t len = piece->len;
		unsigned char conv = piece->conv;
		const char *s;
		size_t n;

		copy_padded(d, piece->text, len);
		d += len;
		/* the frequent ones first, tested in turn; the arguments
		 * read from ap itself (va_arg), no copy of it made */
		if (conv == CONV_S) {
			s = va_arg(ap, const char *);
			if (s == NULL)
				s = "(null)";
			n = strlen(s);
		} else if (conv == CONV_D) {
			d = put_signed(d, va_arg(ap, int));
			continue;
		} else if (conv == CONV_END) {
			/* the text appended ends the buffer's: d > b->s
			 * unless both are empty */
			if (line && (d == b->s || d[-1] != '\n'))
				*d++ = '\n';
			b->len = (size_t)(d - b->s);
			*d = '\0';
			return;
		} else if (conv == CONV_PREC_S) {
			/* printf's %.*s: a negative precision is none, and a
			 * null string shows "(null)" only where it fits */
			int prec = va_arg(ap, int);
			s = va_arg(ap, const char *);
			if (s == NULL)
				s = prec < 0 || prec >= 6 ? "(null)" : "";
			n = prec < 0 ? strlen(s) : strnlen(s, (size_t)prec);
		} else {
			/* the rarer ones (NUMBER_ROOM bytes kept for each) */
			switch (conv) {
			case CONV_LD:
				d = put_signed(d, va_arg(ap, long));
				break;
			case CONV_ZD:
				d = put_signed(d, va_arg(ap, ssize_t));
				break;
			case CONV_U:
				d = put_number(d, va_arg(ap, unsigned), false);
				break;
			case CONV_LU:
				d = put_number(d, va_arg(ap, unsigned long), false);
				break;
			case CONV_ZU:
				d = put_number(d, va_arg(ap, size_t), false);
				break;
			case CONV_C:
				*d++ = (char)va_arg(ap, int);
				break;
			default: /* CONV_PCT */
				*d++ = '%';
				break;
			}
			continue;
		}
		/* a string: room for it and for what follows it (the room
		 * kept for it, when it fits there: whatever a string before
		 * it took, its room and the rest's were left) */
		if (n > STRING_ROOM &&
		    (size_t)(b->s + b->cap - d) < n + piece->rest + 1) {
			b->len = (size_t)(d - b->s);
			sbuf_grow_slow(b, n + piece->rest);
			d = b->s + b->len;
		}
		copy_bytes(d, s, n);
		d += n;
	}
}

void
sbuf_vprintf(struct sbuf *b, const char *fmt, va_list ap)
{
	format_into(b, fmt, ap, false);
}

void
sbuf_vline(struct sbuf *b, const char *fmt, va_list ap)
{
	format_into(b, fmt, ap, true);
}

void
sbuf_printf(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sbuf_vprintf(b, fmt, ap);
	va_end(ap);
}

void
sbuf_free(struct sbuf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

const char *
sbuf_str(const struct sbuf *b)
{
	return b->s ? b->s : "";
}

void
sbuf_trim_end(struct sbuf *b)
{
	while (b->len > 0 && b->s[b->len - 1] == ' ')
		b->s[--b->len] = '\0';
}

const char *
int_text(char buf[INT_TEXT_SIZE], int n)
{
	buf[INT_TEXT_SIZE - 1] = '\0';
	return digits_before(buf + INT_TEXT_SIZE - 1,
	    n < 0 ? 0U - (unsigned)n : (unsigned)n, n < 0);
}

char *
text_put(char *buf, size_t size, const char *a, const char *b)
{
	size_t n = strlen(a), k = strlen(b), room = size - 1;

	n = n < room ? n : room;
	k = k < room - n ? k : room - n;
	memcpy(buf, a, n);
	memcpy(buf + n, b, k);
	buf[n + k] = '\0';
	return buf;
}

char *
text_printf(char *buf, size_t size, const char *fmt, ...)
{
	static struct sbuf text; /* kept: its room serves the next call */
	va_list ap;

	sbuf_reset(&text);
	va_start(ap, fmt);
	sbuf_vprintf(&text, fmt, ap);
	va_end(ap);
	return text_put(buf, size, sbuf_str(&text), "");
}

/* The value is first written with guard digits (the binary error of a
 * sum of fractions stays far below them: 2.675 writes 2.67500000),
 * then rounded on its decimal digits. */
void
sbuf_decimal(struct sbuf *b, double x, int decimals)
{
	char buf[400]; /* the widest double with 14 decimals fits */
	char *dot, *end, *p;

	if (decimals < 0)
		decimals = 0;
	if (decimals > 6)
		decimals = 6;
	snprintf(buf, sizeof buf, "%.*f", decimals + 8, x);
	dot = strchr(buf, '.');
	if (dot == NULL) { /* inf or nan */
		sbuf_add(b, buf);
		return;
	}
	end = decimals ? dot + decimals + 1 : dot;
	bool up = (decimals ? end[0] : dot[1]) >= '5';
	*end = '\0';
	for (p = end; up && p > buf;) {
		if (*--p == '.')
			continue;
		if (*p < '0' || *p > '9')
			break; /* the sign */
		if (*p == '9') {
			*p = '0';
		} else {
			(*p)++;
			up = false;
		}
	}
	if (up) { /* 9.99 -> 10.0: a 1 before the digits */
		char *first = buf[0] == '-' ? buf + 1 : buf;
		memmove(first + 1, first, strlen(first) + 1);
		*first = '1';
	}
	sbuf_add(b, buf);
}

void
sbuf_escape(struct sbuf *b, const char *s, size_t n,
    const char *const table[128], bool controls)
{
	static const char hex[] = "0123456789abcdef";

	for (const unsigned char *p = (const unsigned char *)s; n-- > 0; p++) {
		if (*p < 128 && table[*p]) {
			sbuf_add(b, table[*p]);
		} else if (controls && (*p < 0x20 || *p == 0x7f)) {
			sbuf_add(b, "\\u00");
			sbuf_addc(b, hex[*p >> 4]);
			sbuf_addc(b, hex[*p & 15]);
		} else {
			sbuf_addc(b, (char)*p);
		}
	}
}

void
sbuf_json(struct sbuf *b, const char *s, size_t n)
{
	static const char *const escapes[128] = {
		['"'] = "\\\"", ['\\'] = "\\\\", ['\n'] = "\\n",
		['\t'] = "\\t", ['\r'] = "\\r",
	};

	sbuf_addc(b, '"');
	sbuf_escape(b, s, n, escapes, true);
	sbuf_addc(b, '"');
}

size_t
utf8_bom_len(const char *s, size_t n)
{
	return n >= 3 && memcmp(s, UTF8_BOM, 3) == 0 ? 3 : 0;
}

/* A control (Cc) or format (Cf) character: invisible, or changing how
 * the text around it shows (U+200B, U+00AD, U+202E, U+FEFF...).  In
 * ASCII, the controls: ASCII has no format character. */
static bool
hidden_char(ucs4_t uc)
{
	if (uc < 0x80)
		return uc < 0x20 || uc == 0x7f;
	return unicode()->uc_is_general_category_withtable(uc,
	    UC_CATEGORY_MASK_Cc | UC_CATEGORY_MASK_Cf);
}

/* The character that NUL-ended `p` starts with, in *uc: its length in
 * bytes, <= 0 when it is no valid UTF-8 (0 at the NUL).  An ASCII byte
 * is its own character: libunistring is loaded only past ASCII. */
static int
next_char(ucs4_t *uc, const uint8_t *p)
{
	if (*p < 0x80) {
		*uc = *p;
		return *p != 0;
	}
	return unicode()->u8_strmbtouc(uc, p);
}

unsigned long
utf8_first_lookalike(const char *s, bool *blank)
{
	const uint8_t *p = (const uint8_t *)s;
	ucs4_t uc;

	while (*p) {
		int n = next_char(&uc, p);
		if (n <= 0)
			return 0;
		/* (U+0020 is ASCII's only blank) */
		*blank = uc >= 0x80 && unicode()->uc_is_general_category_withtable(uc,
		    UC_CATEGORY_MASK_Zs | UC_CATEGORY_MASK_Zl | UC_CATEGORY_MASK_Zp);
		if (hidden_char(uc) || *blank ||
		    uc == 0x034F ||                                  /* grapheme joiner */
		    (uc >= 0xFE00 && uc <= 0xFE0F) ||                /* variation selectors */
		    (uc >= 0xE0100 && uc <= 0xE01EF) ||
		    (uc >= 0x180B && uc <= 0x180F) ||                /* Mongolian ones */
		    uc == 0x115F || uc == 0x1160 || uc == 0x3164 || uc == 0xFFA0 || /* Hangul fillers */
		    uc == 0x2800)                                    /* braille blank */
			return uc;
		p += n;
	}
	return 0;
}

/* Whether every script of `sc[0..n)` is one of `set` (NULL-ended). */
static bool
scripts_within(const char *const *sc, int n, const char *const *set)
{
	for (int i = 0; i < n; i++) {
		int k = 0;
		while (set[k] && strcmp(set[k], sc[i]) != 0)
			k++;
		if (set[k] == NULL)
			return false;
	}
	return true;
}

/* One word: its scripts, in order of their first character. */
static bool
word_mixed(const uint8_t *p, const uint8_t *end, unsigned long *cp,
    const char **odd, const char **main_script)
{
	static const char *const japanese[] = { "Latin", "Han", "Hiragana", "Katakana", NULL };
	static const char *const chinese[] = { "Latin", "Han", "Bopomofo", NULL };
	static const char *const korean[] = { "Latin", "Han", "Hangul", NULL };
	enum { MAX = 8 };
	const char *sc[MAX];
	int count[MAX], n = 0;
	ucs4_t first[MAX], uc;

	while (p < end) {
		int len = unicode()->u8_mbtouc(&uc, p, (size_t)(end - p));
		const uc_script_t *s = unicode()->uc_script(uc);
		p += len > 0 ? len : 1;
		if (s == NULL || strcmp(s->name, "Common") == 0 ||
		    strcmp(s->name, "Inherited") == 0)
			continue;
		int k = 0;
		while (k < n && strcmp(sc[k], s->name) != 0)
			k++;
		if (k == n && n == MAX)
			continue;
		if (k == n) {
			sc[n] = s->name;
			count[n] = 0;
			first[n++] = uc;
		}
		count[k]++;
	}
	if (n <= 1 || scripts_within(sc, n, japanese) ||
	    scripts_within(sc, n, chinese) || scripts_within(sc, n, korean))
		return false;
	int least = 0, most = 0;
	for (int k = 1; k < n; k++) {
		if (count[k] <= count[least])
			least = k; /* a tie: the later script is the odd one */
		if (count[k] > count[most])
			most = k;
	}
	if (most == least)
		most = least == 0 ? 1 : 0;
	*cp = first[least];
	*odd = sc[least];
	*main_script = sc[most];
	return true;
}

bool
utf8_mixed_scripts(const char *s, unsigned long *cp, const char **odd,
    const char **main_script)
{
	const uint8_t *p = (const uint8_t *)s, *end;

	/* ASCII's letters are Latin, its other characters Common: an ASCII
	 * word has one script at most */
	while (*p && *p < 0x80)
		p++;
	if (*p == '\0')
		return false;
	p = (const uint8_t *)s;
	end = p + strlen(s);
	if (unicode()->u8_check(p, (size_t)(end - p)) != NULL)
		return false;
	while (p < end) {
		const uint8_t *w = p;
		while (w < end && *w != ' ')
			w++;
		if (word_mixed(p, w, cp, odd, main_script))
			return true;
		p = w < end ? w + 1 : w;
	}
	return false;
}

void
sbuf_char_name(struct sbuf *b, unsigned long cp)
{
	char name[UNINAME_MAX];

	sbuf_printf(b, "U+%04lX", cp);
	if (cp <= 0x10FFFF && unicode()->unicode_character_name((ucs4_t)cp, name) != NULL)
		sbuf_printf(b, " %s", name);
}

unsigned long
utf8_first_hidden(const char *s)
{
	const uint8_t *p = (const uint8_t *)s;
	ucs4_t uc;

	while (*p) {
		int n = next_char(&uc, p);
		if (n <= 0)
			return 0; /* invalid UTF-8: refused with the line */
		if (hidden_char(uc))
			return uc;
		p += n;
	}
	return 0;
}

void
sbuf_visible(struct sbuf *b, const char *s)
{
	const uint8_t *p = (const uint8_t *)s;
	ucs4_t uc;

	while (*p) {
		int n = next_char(&uc, p);
		if (n <= 0) {
			sbuf_printf(b, "\\x%02X", *p);
			p++;
		} else if (hidden_char(uc)) {
			sbuf_printf(b, "<U+%04lX>", (unsigned long)uc);
			p += n;
		} else {
			sbuf_addn(b, (const char *)p, (size_t)n);
			p += n;
		}
	}
	sbuf_add(b, "");
}

char *
utf8_nfc(const char *s)
{
	const uint8_t *p = (const uint8_t *)s;
	size_t len = strlen(s) + 1, outlen = 0;
	uint8_t *out;

	for (; *p && *p < 0x80; p++)
		;
	if (*p == '\0' || unicode()->u8_check((const uint8_t *)s, len) != NULL)
		/* ASCII is its own NFC; invalid text is refused elsewhere */
		return xstrdup(s);
	out = unicode()->u8_normalize(unicode()->uninorm_nfc, (const uint8_t *)s, len,
	    NULL, &outlen);
	if (out == NULL)
		return xstrdup(s);
	return (char *)out;
}
