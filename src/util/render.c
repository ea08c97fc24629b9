/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* render.c — laying out text: display widths (libunistring's, colour
 * escapes skipped), blocks set side by side within a width, lists
 * joined as a sentence joins them, and numbers with the language's
 * decimal mark. */
#include "render.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "i18n.h"
#include "unicode.h"
#include "util.h"

/* The display columns of `s`, and where its NUL is in *end. */
static inline int
measure(const char *s, const char **end)
{
	int w = 0;

	while (*s) {
		unsigned char c = (unsigned char)*s;
		if (c == 0x1b && s[1] == '[') {
			s += 2;
			while (*s && !(*s >= '@' && *s <= '~'))
				s++;
			if (*s)
				s++;
			continue;
		}
		if (c < 0x80) {
			w++;
			s++;
			continue;
		}
		/* The Latin letters and signs from U+00A0 to U+02FF (two
		 * bytes, C2 A0 to CB BF) are one column each, the soft
		 * hyphen (C2 AD) aside: French text (é, à, the non-breaking
		 * spaces, « ») is counted here without loading libunistring
		 * (unicode.c) nor asking its tables; test_unicode's widths
		 * holds every code point to uc_width's answer. */
		if (c >= 0xc2 && c <= 0xcb && ((unsigned char)s[1] & 0xc0) == 0x80
		    && (c != 0xc2 || ((unsigned char)s[1] >= 0xa0 && (unsigned char)s[1] != 0xad))) {
			w++;
			s += 2;
			continue;
		}
		/* a character's display columns (libunistring): 2 for a
		 * wide one (李), 0 for a combining mark; a byte that starts
		 * no character counts one, as a terminal shows it */
		/* (a character is at most 4 bytes, and the string's NUL
		 * ends a cut one, so the length need not be counted) */
		ucs4_t uc;
		int n = unicode()->u8_mbtouc(&uc, (const uint8_t *)s, strnlen(s, 4));
		int cw = unicode()->uc_width(uc, "UTF-8");
		w += uc == 0xfffd && n == 1 ? 1 : cw > 0 ? cw : 0;
		s += n > 0 ? n : 1;
	}
	*end = s;
	return w;
}

int
render_width(const char *s)
{
	const char *end;

	return measure(s, &end);
}

static int table_width;

void
render_table_width(int width)
{
	table_width = width > 0 ? width : 0;
}

/* A row of the table as one entry, for a width the table overflows:
 * its first cell, then each heading with its cell, the pairs kept
 * whole (non-breaking blanks inside), wrapped at the blanks between. */
static void
table_entry(struct sbuf *out, const char *const *cells, const char *const *head,
    int ncols, int width)
{
	struct sbuf items = { 0 }, line = { 0 };

	for (int k = 1; k < ncols; k++) {
		if (k > 1)
			sbuf_add(&items, ", ");
		for (const char *p = head[k]; *p; p++)
			if (*p == ' ')
				sbuf_add(&items, "\u00a0");
			else
				sbuf_addc(&items, *p);
		sbuf_printf(&items, "\u00a0=\u00a0%s", cells[k]);
	}
	/* TRANSLATORS: a player and their row of a score table, for a
	 * terminal too narrow for the table: "ann: round 1 = 0, ...". */
	sbuf_printf(&line, _("%s: %s"), cells[0], items.s);
	render_wrap(out, line.s, width, 2);
	sbuf_free(&items);
	sbuf_free(&line);
}

/* A cell of a table: its display columns and its bytes. */
struct cell_size {
	int width;
	size_t len;
};

/* `n` blanks at p, eight at a time (room for 8 more asked); where
 * they end. */
static inline char *
put_blanks(char *p, int n)
{
	static const char eight[8] = "        ";

	for (; n > 0; n -= 8) {
		memcpy(p, eight, 8);
		p += n < 8 ? n : 8;
	}
	return p;
}

/* The rows of a table that fits: the first column left-aligned, the
 * others right-aligned two blanks apart, no blank at a line's end.  Each
 * row grows `out` once and is written in place, the cells measured once
 * (their widths and bytes in cs). */
static void
table_rows(struct sbuf *out, const char *const *cells, const struct cell_size *cs,
    const int *width, int nrows, int ncols)
{
	for (int r = 0; r < nrows; r++) {
		const char *const *row = cells + r * ncols;
		const struct cell_size *rs = cs + r * ncols;
		size_t need = (size_t)(r > 0);

		for (int k = 0; k < ncols; k++)
			need += rs[k].len + (size_t)(width[k] - rs[k].width) + (k > 0 ? 2 : 0);
		/* and 8 bytes for put_blanks' last eight */
		if (out->len + need + 8 + 1 > out->cap)
			sbuf_grow_slow(out, need + 8);
		char *p = out->s + out->len, *start;

		if (r > 0)
			*p++ = '\n';
		start = p;
		for (int k = 0; k < ncols; k++) {
			int gap = width[k] - rs[k].width;
			if (k == 0) {
				memcpy(p, row[k], rs[k].len);
				p = put_blanks(p + rs[k].len, gap);
			} else {
				p = put_blanks(p, gap + 2);
				memcpy(p, row[k], rs[k].len);
				p += rs[k].len;
			}
		}
		while (p > start && p[-1] == ' ')
			p--;
		*p = '\0';
		out->len = (size_t)(p - out->s);
	}
}

void
render_table(struct sbuf *out, const char *const *cells, int nrows, int ncols)
{
	enum { MAX_COLS = 32, FEW_CELLS = 256 };
	int width[MAX_COLS] = { 0 }, total = 0;
	struct cell_size few[FEW_CELLS], *cs; /* each cell, measured once */

	if (ncols > MAX_COLS) /* more than any game's table: none shown */
		return;
	cs = nrows * ncols <= FEW_CELLS ? few :
	    xmalloc((size_t)nrows * (size_t)ncols * sizeof *cs);
	for (int r = 0; r < nrows; r++)
		for (int k = 0; k < ncols; k++) {
			const char *end, *cell = cells[r * ncols + k];
			struct cell_size *c = &cs[r * ncols + k];

			c->width = measure(cell, &end);
			c->len = (size_t)(end - cell);
			if (c->width > width[k])
				width[k] = c->width;
		}
	for (int k = 0; k < ncols; k++)
		total += width[k] + (k > 0 ? 2 : 0);
	if (table_width > 0 && total > table_width) {
		/* one entry a row, the headings going with each value */
		for (int r = 1; r < nrows; r++) {
			if (r > 1)
				sbuf_addc(out, '\n');
			table_entry(out, cells + r * ncols, cells, ncols, table_width);
		}
	} else {
		table_rows(out, cells, cs, width, nrows, ncols);
	}
	if (cs != few)
		free(cs);
}

int
render_lines(const struct sbuf *b)
{
	int h = 0;

	for (const char *p = sbuf_str(b); (p = strchr(p, '\n')) != NULL; p++)
		h++;
	return h;
}

/* A line of a block: where it starts, its bytes (without the newline)
 * and its display columns. */
struct block_line {
	const char *p;
	size_t n;
	int width;
};

/* The lines of a block, each found and measured once: all the lines
 * up to its end, the last one without a newline too (it counts in the
 * width, not in the height: render_lines); *nlines, the widest. */
static int
block_lines(const struct sbuf *b, struct block_line **lines, int *nlines)
{
	const char *p = sbuf_str(b);
	int n = 0, cap = 0, widest = 0;
	struct sbuf one = { 0 };

	*lines = NULL;
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);

		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			*lines = xrealloc(*lines, (size_t)cap * sizeof **lines);
		}
		sbuf_reset(&one);
		sbuf_addn(&one, p, len);
		(*lines)[n] = (struct block_line){ p, len, render_width(one.s) };
		if ((*lines)[n].width > widest)
			widest = (*lines)[n].width;
		n++;
		p += len + (nl != NULL);
	}
	sbuf_free(&one);
	*nlines = n;
	return widest;
}

/* One row of blocks [from, to): as many lines as the block with the
 * most newlines, each block's line padded to its column's width. */
static void
render_row(struct sbuf *out, struct block_line *const *lines,
    const int *nlines, const int *heights, int from, int to,
    const int *widths, int gap)
{
	struct sbuf text = { 0 };
	int height = 0;

	for (int k = from; k < to; k++)
		if (heights[k] > height)
			height = heights[k];
	for (int i = 0; i < height; i++) {
		sbuf_reset(&text);
		for (int k = from; k < to; k++) {
			const struct block_line *l = i < nlines[k] ? &lines[k][i] : NULL;
			if (k > from)
				sbuf_repeat(&text, ' ', gap);
			if (l)
				sbuf_addn(&text, l->p, l->n);
			if (k + 1 < to)
				sbuf_repeat(&text, ' ', widths[k] - (l ? l->width : 0));
		}
		sbuf_trim_end(&text);
		sbuf_addn(out, sbuf_str(&text), text.len);
		sbuf_addc(out, '\n');
	}
	sbuf_free(&text);
}

void
render_columns(struct sbuf *out, const struct sbuf *blocks, int n,
    int width, int gap)
{
	int m = n > 0 ? n : 1;
	int widths[m], nlines[m], heights[m];
	struct block_line *lines[m];

	for (int k = 0; k < n; k++) {
		widths[k] = block_lines(&blocks[k], &lines[k], &nlines[k]);
		heights[k] = render_lines(&blocks[k]);
	}
	for (int from = 0; from < n;) {
		int to = from + 1, used = widths[from];
		while (to < n && used + gap + widths[to] <= width)
			used += gap + widths[to++];
		if (from > 0)
			sbuf_addc(out, '\n');
		render_row(out, lines, nlines, heights, from, to, widths, gap);
		from = to;
	}
	for (int k = 0; k < n; k++)
		free(lines[k]);
}

/* Columns of the first `n` bytes of `s`. */
static int
width_n(const char *s, size_t n)
{
	char buf[256];

	if (n < sizeof buf) {
		memcpy(buf, s, n);
		buf[n] = '\0';
		return render_width(buf);
	}
	struct sbuf b = { 0 };
	for (size_t i = 0; i < n; i++)
		sbuf_addc(&b, s[i]);
	int w = render_width(b.s);
	sbuf_free(&b);
	return w;
}

/* One line (without its newline) broken at blanks; the blanks between
 * words stay as they were, except where the line is broken. */
/* Whether a word starting at p closes what comes before it. */
static bool
closes(const char *p)
{
	return strchr(":;!?", *p) != NULL || strncmp(p, "\xc2\xbb", 2) == 0;
}

static void
wrap_line(struct sbuf *out, const char *p, size_t n, int width, int indent)
{
	size_t lead = 0, i;
	int col, pad;

	while (lead < n && p[lead] == ' ')
		lead++;
	pad = indent >= 0 ? indent : (int)lead;
	if (pad > width / 2)
		pad = width / 2; /* keep room for words */
	sbuf_repeat(out, ' ', (long)lead);
	col = (int)lead;
	for (i = lead; i < n;) {
		size_t gap = 0, len = 0;
		while (i + gap < n && p[i + gap] == ' ')
			gap++;
		while (i + gap + len < n && p[i + gap + len] != ' ')
			len++;
		if (len == 0)
			break; /* blanks at the end of the line */
		/* a word that starts with punctuation closing what comes
		 * before it (": ; ! ?" and "»" after a plain blank, as in
		 * "--sep ;") goes with the word before it */
		for (;;) {
			size_t next = i + gap + len, g2 = 0, l2 = 0;
			while (next + g2 < n && p[next + g2] == ' ')
				g2++;
			while (next + g2 + l2 < n && p[next + g2 + l2] != ' ')
				l2++;
			if (l2 == 0 || !closes(p + next + g2))
				break;
			len += g2 + l2;
		}
		int w = width_n(p + i + gap, len);
		if (i > lead && col + (int)gap + w > width) {
			sbuf_addc(out, '\n');
			sbuf_repeat(out, ' ', pad);
			col = pad;
		} else {
			sbuf_repeat(out, ' ', (long)gap);
			col += (int)gap;
		}
		sbuf_addn(out, p + i + gap, len);
		col += w;
		i += gap + len;
	}
}

void
render_wrap(struct sbuf *out, const char *text, int width, int indent)
{
	while (*text) {
		size_t n = strcspn(text, "\n");
		if (width <= 0 || width_n(text, n) <= width) {
			sbuf_addn(out, text, n);
		} else {
			wrap_line(out, text, n, width, indent);
		}
		text += n;
		if (*text == '\n') {
			sbuf_addc(out, '\n');
			text++;
		}
	}
}

/* The text between the two items when `fmt` is only "%s", text without
 * a conversion, "%s" (every language's lists so far): NULL for any other
 * format. */
static const char *
between(const char *fmt, size_t *len)
{
	const char *mid = fmt + 2, *end = mid;

	/* a few bytes (", ", " et "): read here, without library calls */
	if (fmt[0] != '%' || fmt[1] != 's')
		return NULL;
	while (*end != '\0' && *end != '%')
		end++;
	if (end[0] != '%' || end[1] != 's' || end[2] != '\0')
		return NULL;
	*len = (size_t)(end - mid);
	return mid;
}

/* Item `i` of `n` added to `list`, the list so far: with `pair` ("%s,
 * %s") before an item that is not the last, `last` ("%s and %s") before
 * the last one: whole formats, so that a language may word or order
 * them its own way. */
static void
list_step(struct sbuf *list, int i, int n, const char *item,
    const char *pair, const char *last)
{
	const char *fmt = i + 1 < n ? pair : last, *mid;
	struct sbuf was = { 0 };
	size_t len;

	if (i == 0) {
		sbuf_add(list, item);
		return;
	}
	/* a format that only puts text between the items appends to the
	 * list, without a copy of it */
	if ((mid = between(fmt, &len)) != NULL) {
		sbuf_addn(list, mid, len);
		sbuf_add(list, item);
		return;
	}
	sbuf_add(&was, sbuf_str(list));
	sbuf_reset(list);
	sbuf_printf(list, fmt, sbuf_str(&was), item);
	sbuf_free(&was);
}

/* A kind of list's two formats, and the text each puts between the
 * items when it only does that (between()): looked up and read once for
 * each language (i18n_generation), not at every list (most answers of
 * a scoring phase join a few). */
struct list_formats {
	unsigned gen;
	const char *pair, *last;  /* "%s, %s", "%s and %s" or their words */
	const char *comma, *and;  /* the text between, or NULL */
	size_t comma_len, and_len;
};

static void
list_formats_set(struct list_formats *f, const char *pair, const char *last)
{
	f->pair = pair;
	f->last = last;
	f->comma = between(pair, &f->comma_len);
	f->and = between(last, &f->and_len);
	f->gen = i18n_generation;
}

static void
render_list(struct sbuf *out, const char *const *items, int n,
    const struct list_formats *f)
{
	struct sbuf acc = { 0 };

	/* one item or none is the list itself, whatever the formats (a
	 * player's list after most moves: no format read) */
	if (n <= 1) {
		sbuf_add(out, n > 0 ? items[0] : "");
		return;
	}
	/* appending formats (see list_step) build the list in place */
	if (f->comma != NULL && f->and != NULL) {
		sbuf_add(out, items[0]);
		for (int i = 1; i < n; i++) {
			if (i + 1 < n)
				sbuf_addn(out, f->comma, f->comma_len);
			else
				sbuf_addn(out, f->and, f->and_len);
			sbuf_add(out, items[i]);
		}
		return;
	}
	for (int i = 0; i < n; i++)
		list_step(&acc, i, n, items[i], f->pair, f->last);
	sbuf_add(out, sbuf_str(&acc));
	sbuf_free(&acc);
}

void
render_list_and_add(struct sbuf *list, int i, int n, const char *item)
{
	list_step(list, i, n, item, _("%s, %s"), _("%s and %s"));
}

void
render_list_and(struct sbuf *out, const char *const *items, int n)
{
	static struct list_formats f;

	if (f.gen != i18n_generation)
		/* TRANSLATORS: the items of a list before its last one, as in
		 * "ann, bob and carl". */
		list_formats_set(&f, _("%s, %s"),
		    /* TRANSLATORS: the last two items of a list, as in
		     * "ann, bob and carl"; French: "%s et %s". */
		    _("%s and %s"));
	render_list(out, items, n, &f);
}

void
render_list_or(struct sbuf *out, const char *const *items, int n)
{
	static struct list_formats f;

	if (f.gen != i18n_generation)
		list_formats_set(&f, _("%s, %s"),
		    /* TRANSLATORS: the last two items of a list of choices, as in
		     * "place, pass or pick"; French: "%s ou %s". */
		    _("%s or %s"));
	render_list(out, items, n, &f);
}

void
render_list_then(struct sbuf *out, const char *const *items, int n)
{
	static struct list_formats f;

#define pgettext(context, msgid) context "\004" msgid
	if (f.gen != i18n_generation)
		/* TRANSLATORS: context "order": the items of a list in the order
		 * they act, before its last one; French says each one after
		 * another: "%s, puis %s" (« Élodie, puis Théo, puis Zoé »). */
		list_formats_set(&f, i18n_pgettext(pgettext("order", "%s, %s"),
		    "%s, %s"),
		    /* TRANSLATORS: context "order": the last two items of a list
		     * in the order they act; French: "%s, puis %s". */
		    i18n_pgettext(pgettext("order", "%s and %s"), "%s and %s"));
#undef pgettext
	render_list(out, items, n, &f);
}

char
render_decimal_mark(void)
{
	/* TRANSLATORS: the decimal mark of numbers such as 30.25, one
	 * character; French uses a comma. */
	const char *mark = _(".");

	return mark[0] != '\0' ? mark[0] : '.';
}

/* The sign of a negative number in the messages' language: French
 * writes U+2212 MINUS SIGN, never the hyphen. */
static const char *
minus_sign(void)
{
#define pgettext(context, msgid) context "\004" msgid
	/* TRANSLATORS: context "number": the sign of a negative number, as
	 * in "-4 VP"; French writes the minus sign U+2212 ("−4 PV"). */
	return i18n_pgettext(pgettext("number", "-"), "-");
#undef pgettext
}

void
render_decimal(struct sbuf *out, const char *plain)
{
	char mark = render_decimal_mark();

	if (plain[0] == '-' && plain[1] >= '0' && plain[1] <= '9') {
		sbuf_add(out, minus_sign());
		plain++;
	}
	for (; *plain; plain++)
		sbuf_addc(out, *plain == '.' ? mark : *plain);
}

/* Make the letter at `at` a capital if it is a lower-case one (ASCII,
 * or Latin-1 in UTF-8: é, à, ç...), in place: both take the same bytes. */
void
render_capital_at(struct sbuf *b, size_t at)
{
	unsigned char c0 = at < b->len ? (unsigned char)b->s[at] : 0;
	unsigned char c1 = at + 1 < b->len ? (unsigned char)b->s[at + 1] : 0;

	if (c0 >= 'a' && c0 <= 'z')
		b->s[at] = (char)(c0 - 'a' + 'A');
	else if (c0 == 0xc3 && c1 >= 0xa0 && c1 <= 0xbe && c1 != 0xb7)
		b->s[at + 1] = (char)(c1 - 0x20);
}

/* Whether a line ends a sentence already: . ! ? …, or a colon that
 * brings the lines after it. */
bool
render_ends_sentence(const char *line, size_t n)
{
	while (n > 0 && line[n - 1] == ' ')
		n--;
	if (n == 0)
		return true;
	if (n >= 3 && memcmp(line + n - 3, "\xe2\x80\xa6", 3) == 0)
		return true;
	return strchr(".!?:", line[n - 1]) != NULL;
}

const char *
render_int(char buf[RENDER_INT_SIZE], long n)
{
	unsigned long u = n < 0 ? 0UL - (unsigned long)n : (unsigned long)n;

	snprintf(buf, RENDER_INT_SIZE, "%s%lu", n < 0 ? minus_sign() : "", u);
	return buf;
}

int
render_terminal_width(int fd)
{
	struct winsize ws;

	/* no isatty first: TIOCGWINSZ fails on anything but a terminal */
	if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return 0;
}

int
render_output_width(void)
{
	const char *env = getenv("COLUMNS");
	char *end;
	long n;

	int cols = render_terminal_width(STDOUT_FILENO);

	if (cols > 0)
		return cols;
	if (env && *env) {
		errno = 0;
		n = strtol(env, &end, 10);
		if (errno == 0 && *end == '\0' && n > 0 && n <= 10000)
			return (int)n;
	}
	return 80;
}
