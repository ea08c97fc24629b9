/* test_fastpath.c — the fast paths of issue 20 agree with the slow ones
 * they stand in front of: sbuf_printf with vsnprintf (random formats
 * too, their short pieces copied inline, and %.*s), text_put and
 * text_printf with snprintf, render_columns with its line-by-line search and copy,
 * cmd_line_problem's eight-bytes-at-a-time scan with a byte-by-byte one, formats cut once
 * and kept with formats met for the first time, cmd_number with strtol,
 * the exact-match word table with what was put in it, a sheet that
 * checks its cells with one that keeps them, and its number cells with
 * the text int_text() writes; csvlog_read's plain lines split without
 * libcsv with libcsv's reading of the same bytes, rows and verdicts;
 * a move's canonical line worked out when asked for (session_line, undo,
 * redo) with the one worked out as the move is accepted; cmd_word_eq's
 * first-byte test with the whole comparison; cmd_split's
 * exactness, worked out while it cuts the words, with the words it cut;
 * cmd_split_plain's one pass with cmd_line_problem then cmd_split; the
 * word table's 64-bit keys with a list of the words put; stdout_put,
 * which copies into stdio's buffer where it has room, with fwrite,
 * under every buffering of standard output. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "command.h"
#include "csvlog.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "util.h"
#include "bte_glue.h"
#include "rng.h"


/* sbuf_printf against snprintf, formats with and without the fast path;
 * after a text of random length (0 to 299 bytes), so that the buffer
 * grows anywhere in the message, or not at all.  sbuf_vline too, after
 * a text that ends with a newline one time in four: the same, and a
 * newline after it unless the whole text then ends with one (an empty
 * message after a newline, or one that ends with its own). */
static void
check_format(const char *fmt, ...)
{
	struct sbuf b = { 0 }, line = { 0 };
	char want[1024];
	size_t pre = rnd(300), n;
	va_list ap, aq;

	va_start(ap, fmt);
	va_copy(aq, ap);
	vsnprintf(want, sizeof want, fmt, aq);
	va_end(aq);
	sbuf_repeat(&b, 'p', (long)pre);
	sbuf_repeat(&line, 'p', (long)pre);
	if (pre > 0 && rnd(4) == 0)
		line.s[pre - 1] = '\n';
	va_copy(aq, ap);
	sbuf_vline(&line, fmt, aq);
	va_end(aq);
	sbuf_vprintf(&b, fmt, ap);
	va_end(ap);
	assert_string_equal(b.s + pre, want);
	assert_int_equal(b.len, pre + strlen(want));
	for (size_t i = 0; i < pre; i++)
		assert_int_equal(b.s[i], 'p');
	n = pre + strlen(want);
	assert_memory_equal(line.s + pre, want, strlen(want));
	if (n > 0 && (want[0] ? want[strlen(want) - 1] : line.s[pre - 1]) == '\n') {
		assert_int_equal(line.len, n);
	} else {
		assert_int_equal(line.len, n + 1);
		assert_int_equal(line.s[n], '\n');
	}
	assert_int_equal(line.s[line.len], '\0');
	sbuf_free(&b);
	sbuf_free(&line);
}

static void
test_printf(void **state)
{
	(void)state;
	check_format("");
	check_format("plain text, no conversion");
	check_format("%s", "");
	check_format("%s", "ends with its newline\n");
	check_format("two lines\n");
	check_format("%s: %d\n", "ann", 3);
	check_format("%s: %d, %ld, %zu, %u, %c, 100%%", "ann", -42, -9000000000L,
	    (size_t)18446744073709551615u, 4000000000u, 'x');
	check_format("%d %d %d", 0, 2147483647, -2147483647 - 1);
	check_format("%ld %lu", -9223372036854775807L - 1, 18446744073709551615ul);
	check_format("%zd", (ssize_t)-5);
	check_format("é %s à %d ç", "œuvre", 7);
	/* formats the fast path leaves to vsnprintf */
	check_format("%3zu|%-5s|%.*s|%04lX", (size_t)7, "ab", 2, "xyz", 255ul);
	check_format("%1$s %2$d", "pos", 3);
	check_format("%5d%%", 42);
	/* %.*s: a precision shorter and longer than the text, none
	 * (negative), and a null string, which printf shows as "(null)"
	 * only where the precision lets all of it in */
	check_format("[%.*s|%.*s|%.*s|%.*s]", 0, "abc", 2, "abc", 9, "abc",
	    -1, "abc");
	const char *volatile none = NULL;
	check_format("[%.*s|%.*s|%.*s|%.*s]", 3, none, 5, none, 6, none, -4,
	    none);
	check_format("%.*s: %d", 4, "bteXYZ", 7);
	for (int i = 0; i < 2000; i++) {
		int n = (int)rnd(4000000) - 2000000;
		long l = (long)rnd(1u << 31) * (long)rnd(1u << 31) - (1L << 60);
		check_format("round %d, %ld points; %s.", n, l, i % 2 ? "ann" : "bob");
	}
}

/* Formats are cut once and known by their address and text: a buffer
 * holding one format, then another, must give each its own pieces. */
static void
test_printf_known(void **state)
{
	char fmt[600];

	(void)state;
	for (int round = 0; round < 3; round++) {
		/* the same address, other text each time */
		strcpy(fmt, "%s: %d rooms");
		check_format(fmt, "ann", round);
		strcpy(fmt, "%s has %s and %d");
		check_format(fmt, "bob", "red", -round);
		strcpy(fmt, "%d%%, %c");
		check_format(fmt, round, 'z');
		strcpy(fmt, "%4d");
		check_format(fmt, round);
		strcpy(fmt, "no conversion at all");
		check_format(fmt);
	}
	/* longer than what is kept, and more conversions than pieces */
	memset(fmt, 'x', 400);
	strcpy(fmt + 400, " %s %d");
	check_format(fmt, "long", 400);
	check_format(fmt, "long", 401);
	check_format("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d",
	    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18);
	check_format("%s%s%s%s%s%s%s%s%s%s%s%s%s%s%s", "a", "b", "c", "d", "e",
	    "f", "g", "h", "i", "j", "k", "l", "m", "n", "o");
	check_format("%s%s%s%s%s%s%s%s%s%s%s%s%s%s%s", "a", "b", "c", "d", "e",
	    "f", "g", "h", "i", "j", "k", "l", "m", "n", "o");
}

/* Random text of `n` bytes for a format or an argument: letters,
 * blanks, punctuation and French letters (two bytes each, never cut
 * in two), and "%%" in a format. */
static void
random_text(char *out, size_t n, bool format)
{
	static const char *const bits[] = { "a", "b", "z", " ", ";", ":",
		"'", "(", ")", "0", "9", "é", "à", "×", "«", "%%" };
	size_t len = 0;

	while (len < n) {
		const char *bit = bits[rnd(format ? 16 : 15)];
		size_t k = strlen(bit);

		if (len + k > n)
			bit = "x", k = 1;
		memcpy(out + len, bit, k);
		len += k;
	}
	out[len] = '\0';
}

/*
 * Random formats of the shapes messages have (text, %s, text, %d, ...,
 * or %.*s at random precisions, every piece 0 to 80 bytes long, to cross each length where
 * the inline copies change: a format's text is copied 16 bytes at a
 * time), each at its own address, more of them
 * than the formats kept: formatted once, again when some were put out
 * of the cache by others, and again after their buffers were given
 * other text at the same address.  Each time the same as vsnprintf.
 */
static void
test_printf_random(void **state)
{
	enum { N = 3000, TEXT = 81 };
	static char *fmt[N];
	static char arg[8][TEXT + 1];
	char t[5][TEXT + 1];

	(void)state;
	for (int round = 0; round < 3; round++) {
		for (int i = 0; i < N; i++) {
			if (round == 0)
				fmt[i] = xmalloc(5 * (TEXT + 1) + 12);
			if (round == 0 || (round == 2 && i % 3 == 0)) {
				for (int k = 0; k < 5; k++)
					random_text(t[k], rnd(TEXT), true);
				if (i % 3 == 1)
					sprintf(fmt[i], "%s%%s%s%%d%s%%s%s%%d%s", t[0],
					    t[1], t[2], t[3], t[4]);
				else if (i % 3 == 2)
					sprintf(fmt[i], "%s%%.*s%s%%u%s%%.*s%s%%%%%s",
					    t[0], t[1], t[2], t[3], t[4]);
				else
					sprintf(fmt[i], "%s%%d%s%%s%s%%d%s%%c%s", t[0],
					    t[1], t[2], t[3], t[4]);
			}
		}
		for (int i = 0; i < N; i++) {
			int a = (int)rnd(4000000) - 2000000, z = (int)rnd(100);

			for (int k = 0; k < 2; k++)
				random_text(arg[k], rnd(TEXT), false);
			if (i % 3 == 1)
				check_format(fmt[i], arg[0], a, arg[1], z);
			else if (i % 3 == 2)
				check_format(fmt[i], (int)rnd(TEXT + 5) - 2, arg[0],
				    (unsigned)a, (int)rnd(TEXT + 5) - 2, arg[1]);
			else
				check_format(fmt[i], a, arg[0], z, 'q');
		}
	}
	for (int i = 0; i < N; i++)
		free(fmt[i]);
}

/*
 * Formats told stable (sbuf_format_stable: their text is not compared
 * again, as i18n.c tells of every message it gives), among formats in
 * buffers that are (test_printf_known: a buffer given another text is
 * cut again): each formatted as vsnprintf does, again after the others
 * put it out of the formats kept, and after it was told stable twice.
 */
static void
test_printf_stable(void **state)
{
	static const char *const told[] = { "%s : pièce %s au niveau %d, "
		"emplacement %d ; le marqueur se déplace d'un cran vers la gauche.",
		"%s discards a card face down.", "Round %d, pick %d: %s",
		"%s%s", "%d", "", "100%% %c %u %lu %zu %ld %zd %.*s|" };
	enum { N = 700, TEXT = 81 };
	static char *fmt[N];
	char t[3][TEXT + 1], a[TEXT + 1], z[TEXT + 1];

	(void)state;
	for (size_t i = 0; i < sizeof told / sizeof told[0]; i++)
		sbuf_format_stable(told[i]);
	for (int i = 0; i < N; i++)
		fmt[i] = xmalloc(3 * (TEXT + 1) + 8);
	for (int round = 0; round < 4; round++) {
		for (size_t i = 0; i < sizeof told / sizeof told[0]; i++)
			sbuf_format_stable(told[i]);
		for (int i = 0; i < N; i++) {
			/* a buffer's format, each round another text */
			for (int k = 0; k < 3; k++)
				random_text(t[k], rnd(TEXT), true);
			sprintf(fmt[i], "%s%%s%s%%d%s", t[0], t[1], t[2]);
			random_text(a, rnd(TEXT), false);
			check_format(fmt[i], a, (int)rnd(2000) - 1000);
			/* and a stable one */
			random_text(a, rnd(TEXT), false);
			random_text(z, rnd(TEXT), false);
			switch (rnd(7)) {
			case 0:
				check_format(told[0], a, z, (int)rnd(9), (int)rnd(12));
				break;
			case 1:
				check_format(told[1], a);
				break;
			case 2:
				check_format(told[2], (int)rnd(100000), -(int)rnd(10), z);
				break;
			case 3:
				check_format(told[3], a, z);
				break;
			case 4:
				check_format(told[4], (int)rnd(4000000) - 2000000);
				break;
			case 5:
				check_format(told[5]);
				break;
			default:
				check_format(told[6], 'k', (unsigned)rnd(70000),
				    (unsigned long)rnd(9), (size_t)rnd(99),
				    -(long)rnd(999), (ssize_t)rnd(5), (int)rnd(TEXT) - 2, a);
			}
		}
	}
	for (int i = 0; i < N; i++)
		free(fmt[i]);
}

/* render_columns as it was before its lines were found and measured
 * once: each line found from the block's start and copied byte by
 * byte, each width measured again where it is used. */
static bool
slow_block_line(const struct sbuf *b, int i, struct sbuf *line)
{
	const char *p = sbuf_str(b);

	sbuf_reset(line);
	sbuf_add(line, "");
	for (; i > 0 && *p; i--) {
		p = strchr(p, '\n');
		if (p == NULL)
			return false;
		p++;
	}
	if (*p == '\0')
		return false;
	size_t n = strcspn(p, "\n");
	for (size_t k = 0; k < n; k++)
		sbuf_addc(line, p[k]);
	return true;
}

static int
slow_lines(const struct sbuf *b)
{
	int h = 0;

	for (const char *p = sbuf_str(b); *p; p++)
		h += *p == '\n';
	return h;
}

static void
slow_columns(struct sbuf *out, const struct sbuf *blocks, int n, int width,
    int gap)
{
	int widths[n];
	struct sbuf line = { 0 }, text = { 0 };

	for (int k = 0; k < n; k++) {
		widths[k] = 0;
		for (int i = 0; slow_block_line(&blocks[k], i, &line); i++)
			if (render_width(line.s) > widths[k])
				widths[k] = render_width(line.s);
	}
	for (int from = 0; from < n;) {
		int to = from + 1, used = widths[from], height = 0;
		while (to < n && used + gap + widths[to] <= width)
			used += gap + widths[to++];
		if (from > 0)
			sbuf_addc(out, '\n');
		for (int k = from; k < to; k++)
			if (slow_lines(&blocks[k]) > height)
				height = slow_lines(&blocks[k]);
		for (int i = 0; i < height; i++) {
			sbuf_reset(&text);
			for (int k = from; k < to; k++) {
				bool any = slow_block_line(&blocks[k], i, &line);
				if (k > from)
					sbuf_repeat(&text, ' ', gap);
				sbuf_add(&text, any ? line.s : "");
				if (k + 1 < to)
					sbuf_repeat(&text, ' ', widths[k] -
					    render_width(any ? line.s : ""));
			}
			sbuf_trim_end(&text);
			sbuf_add(out, sbuf_str(&text));
			sbuf_addc(out, '\n');
		}
		from = to;
	}
	sbuf_free(&line);
	sbuf_free(&text);
}

/*
 * Pictures side by side: random blocks (lines of letters, blanks, a
 * wide character, a combining accent, colour codes, empty lines, a
 * last line with or without its newline, empty blocks) put in columns
 * at random widths and gaps, the same as render_columns was; and
 * render_lines counts what it counted.
 */
static void
test_columns(void **state)
{
	static const char *const bits[] = { "a", "Z", " ", "é", "\xe6\x9d\x8e",
		"e\xcc\x81", "\033[1;31m", "\033[0m", "-", "|", "\n", "\n" };
	struct sbuf blocks[6], got = { 0 }, want = { 0 };

	(void)state;
	memset(blocks, 0, sizeof blocks);
	for (int round = 0; round < 3000; round++) {
		int n = 1 + (int)rnd(6), width = (int)rnd(90), gap = (int)rnd(4);

		for (int k = 0; k < n; k++) {
			int len = (int)rnd(60);

			sbuf_reset(&blocks[k]);
			for (int i = 0; i < len; i++)
				sbuf_add(&blocks[k], bits[rnd(12)]);
			if (rnd(3) > 0)
				sbuf_addc(&blocks[k], '\n');
			assert_int_equal(render_lines(&blocks[k]),
			    slow_lines(&blocks[k]));
		}
		sbuf_reset(&got);
		sbuf_reset(&want);
		sbuf_add(&got, "pre\n");
		sbuf_add(&want, "pre\n");
		render_columns(&got, blocks, n, width, gap);
		slow_columns(&want, blocks, n, width, gap);
		assert_string_equal(sbuf_str(&got), sbuf_str(&want));
		assert_int_equal(got.len, want.len);
	}
	for (int k = 0; k < 6; k++)
		sbuf_free(&blocks[k]);
	sbuf_free(&got);
	sbuf_free(&want);
}

/* render_table's rows as they were written before each row was grown
 * once and written in place: each cell added, then its blanks, with
 * render_width and sbuf_add. */
static void
slow_table(struct sbuf *out, const char *const *cells, int nrows, int ncols)
{
	int width[32] = { 0 };

	for (int r = 0; r < nrows; r++)
		for (int k = 0; k < ncols; k++)
			if (render_width(cells[r * ncols + k]) > width[k])
				width[k] = render_width(cells[r * ncols + k]);
	for (int r = 0; r < nrows; r++) {
		const char *const *row = cells + r * ncols;
		if (r > 0)
			sbuf_addc(out, '\n');
		size_t start = out->len;
		for (int k = 0; k < ncols; k++) {
			int gap = width[k] - render_width(row[k]);
			if (k == 0) {
				sbuf_add(out, row[k]);
				sbuf_repeat(out, ' ', gap);
			} else {
				sbuf_repeat(out, ' ', gap + 2);
				sbuf_add(out, row[k]);
			}
		}
		while (out->len > start && out->s[out->len - 1] == ' ')
			out->s[--out->len] = '\0';
	}
	sbuf_add(out, "");
}

/*
 * Score tables of random cells (empty, digits, names, French letters,
 * a wide character, a combining accent, colour codes, blanks, long
 * cells past 8 blanks of padding), 1 to 9 rows of 1 to 9 columns, after
 * random text: the same bytes as the rows written cell by cell (the
 * tables fit: no width set).
 */
/* bte_say_scored's colours written without printf (the format the very
 * message, as English and French have it), after a separator or none,
 * against sbuf_printf of the
 * same format: random names (UTF-8, empty, long), any rooms and points
 * (negative, the ends of an int), after a text of random length so the
 * buffer grows anywhere in it; and a translation of another shape goes
 * to printf. */
static void
test_scored_colour(void **state)
{
	static const char *const bits[] = { "a", "Z", "7", " ", "é", "×",
		"\xe6\x9d\x8e", "%", "%d", "vert", "\xc2\xa0", "" };
	static const int ends[] = { 0, 1, -1, 9, 10, -10, 99, 127, -128,
		INT_MAX, INT_MIN, 1000000 };
	const char *fmt = "%s %d × %d";

	(void)state;
	for (int round = 0; round < 20000; round++) {
		struct sbuf got = { 0 }, want = { 0 };
		char name[400] = "";
		int rooms = rnd(3) ? (int)rnd(21) - 3 : ends[rnd(12)];
		int mult = rnd(3) ? (int)rnd(7) - 2 : ends[rnd(12)];

		for (int k = (int)(rnd(4) == 0 ? rnd(60) : rnd(4)); k > 0; k--)
			strcat(name, bits[rnd(12)]);
		for (int i = (int)rnd(300); i > 0; i--) {
			sbuf_addc(&got, 'p');
			sbuf_addc(&want, 'p');
		}
		bte_scored_colour(&got, round % 2 ? ", " : "", fmt, true, name,
		    rooms, mult);
		sbuf_printf(&want, "%s%s %d × %d", round % 2 ? ", " : "", name,
		    rooms, mult);
		assert_string_equal(got.s, want.s);
		assert_int_equal(got.len, want.len);
		assert_true(got.cap > got.len);
		sbuf_reset(&got);
		sbuf_reset(&want);
		/* not the message: printf's way */
		bte_scored_colour(&got, round % 2 ? ", " : "", "%s : %d × %d",
		    false, name, rooms, mult);
		sbuf_printf(&want, "%s%s : %d × %d", round % 2 ? ", " : "", name,
		    rooms, mult);
		assert_string_equal(got.s, want.s);
		sbuf_free(&got);
		sbuf_free(&want);
	}
}

static void
test_score_table(void **state)
{
	static const char *const bits[] = { "a", "Z", "7", " ", "é", "à",
		"\xe6\x9d\x8e", "e\xcc\x81", "\033[1;31m", "\033[0m", "-", "ann",
		"manche\xc2\xa0" "1", "12" };
	char text[9 * 9][200];
	const char *cells[9 * 9];
	struct sbuf got = { 0 }, want = { 0 };

	(void)state;
	render_table_width(0);
	for (int round = 0; round < 4000; round++) {
		int nrows = 1 + (int)rnd(9), ncols = 1 + (int)rnd(9);

		for (int i = 0; i < nrows * ncols; i++) {
			int len = rnd(4) == 0 ? (int)rnd(12) : (int)rnd(4);

			text[i][0] = '\0';
			for (int k = 0; k < len; k++)
				strcat(text[i], bits[rnd(14)]);
			cells[i] = text[i];
		}
		/* a new buffer each time: the table ends anywhere in the
		 * room it had, past it or not */
		for (int i = (int)rnd(300); i > 0; i--) {
			sbuf_addc(&got, 'p');
			sbuf_addc(&want, 'p');
		}
		render_table(&got, cells, nrows, ncols);
		slow_table(&want, cells, nrows, ncols);
		assert_string_equal(sbuf_str(&got), sbuf_str(&want));
		assert_int_equal(got.len, want.len);
		sbuf_free(&got);
		sbuf_free(&want);
	}
}

/* vsnprintf, where the compiler does not guess a cut */
static void
print_cut(char *out, size_t size, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(out, size, fmt, ap);
	va_end(ap);
}

/* text_put cuts as snprintf "%s%s" cuts, at every size, and
 * text_printf as snprintf. */
static void
test_text_put(void **state)
{
	char a[50], b[50], want[64], got[64];

	(void)state;
	for (int i = 0; i < 5000; i++) {
		size_t size = 1 + rnd(60);

		random_text(a, rnd(45), false);
		random_text(b, rnd(45), false);
		memset(got, 'x', sizeof got);
		print_cut(want, size, "%s%s", a, b);
		assert_ptr_equal(text_put(got, size, a, b), got);
		assert_string_equal(got, want);
		/* nothing written past the size */
		assert_int_equal(got[size], 'x');
		/* and text_printf as snprintf, through sbuf_vprintf */
		int n = (int)rnd(200000) - 100000;
		memset(got, 'x', sizeof got);
		print_cut(want, size, "%s|%d|%s%%", a, n, b);
		assert_ptr_equal(text_printf(got, size, "%s|%d|%s%%", a, n, b), got);
		assert_string_equal(got, want);
		assert_int_equal(got[size], 'x');
	}
}

/* sbuf_join against adding the words one by one. */
static void
test_join(void **state)
{
	const char *words[70];
	char names[70][8];
	struct sbuf got = { 0 }, want = { 0 };

	(void)state;
	for (int i = 0; i < 70; i++) {
		snprintf(names[i], sizeof names[i], "w%d", i * 7 % 100);
		words[i] = i % 9 == 4 ? "" : names[i];
	}
	for (int n = 0; n <= 70; n++) {
		sbuf_reset(&got);
		sbuf_reset(&want);
		sbuf_add(&got, "pre");
		sbuf_add(&want, "pre");
		sbuf_join(&got, words, n, ' ');
		for (int i = 0; i < n; i++) {
			if (i > 0)
				sbuf_addc(&want, ' ');
			sbuf_add(&want, words[i]);
		}
		assert_string_equal(sbuf_str(&got), sbuf_str(&want));
		assert_int_equal(got.len, want.len);
	}
	sbuf_free(&got);
	sbuf_free(&want);
}

/* cmd_number against strtol, as it read numbers before. */
static bool
slow_number(const char *s, long min, long max, long *out)
{
	char *end;
	long n;

	if (!(*s >= '0' && *s <= '9') && !(*s == '-' && s[1] >= '0' && s[1] <= '9'))
		return false;
	errno = 0;
	n = strtol(s, &end, 10);
	if (errno || *end != '\0' || n < min || n > max)
		return false;
	*out = n;
	return true;
}

/* int_text writes what snprintf "%d" writes, at the ends of int too. */
static void
test_int_text(void **state)
{
	static const int edge[] = { 0, 1, -1, 9, 10, -10, 99, 100, INT_MAX,
	    INT_MIN, INT_MAX - 1, INT_MIN + 1 };
	char want[32], buf[INT_TEXT_SIZE];
	unsigned x = 12345;

	(void)state;
	for (size_t i = 0; i < sizeof edge / sizeof edge[0]; i++) {
		snprintf(want, sizeof want, "%d", edge[i]);
		assert_string_equal(int_text(buf, edge[i]), want);
	}
	for (int i = 0; i < 100000; i++) {
		x = x * 1103515245u + 12345u;
		int n = (int)(x ^ (x >> 7)) >> (i % 31);
		snprintf(want, sizeof want, "%d", n);
		assert_string_equal(int_text(buf, n), want);
	}
}

static void
test_number(void **state)
{
	static const char *const words[] = {
		"0", "1", "-1", "-0", "007", "2", "6", "7", "1000000", "1000001",
		"", "-", "+3", " 3", "3 ", "3x", "x3", "--3", "1e3", "0x10",
		"9223372036854775807", "9223372036854775808", "-9223372036854775808",
		"-9223372036854775809", "99999999999999999999999", "00000000000000000000042",
	};
	static const long ranges[][2] = {
		{ 2, 1000000 }, { 1, 6 }, { 0, 0 }, { -5, 5 },
		{ -9223372036854775807L - 1, 9223372036854775807L },
	};
	char buf[32];

	(void)state;
	for (size_t w = 0; w < sizeof words / sizeof words[0]; w++)
		for (size_t r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
			long got = 12345, want = 12345;
			bool g = cmd_number(words[w], ranges[r][0], ranges[r][1], &got);
			bool x = slow_number(words[w], ranges[r][0], ranges[r][1], &want);
			assert_int_equal(g, x);
			assert_int_equal(got, want);
		}
	for (int t = 0; t < 100000; t++) {
		long got = 0, want = 0;
		int len = (int)rnd(22);
		for (int i = 0; i < len; i++)
			buf[i] = (char)(i == 0 && rnd(4) == 0 ? '-' : '0' + rnd(10));
		buf[len] = '\0';
		assert_int_equal(cmd_number(buf, -1000, 1L << 62, &got),
		    slow_number(buf, -1000, 1L << 62, &want));
		assert_int_equal(got, want);
	}
}

/* The byte-by-byte scan cmd_line_problem had before its fast path. */
static const char *
slow_problem(const char *line, size_t len)
{
	const unsigned char *s = (const unsigned char *)line;

	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	for (size_t i = 0; i < len; i++)
		if (s[i] < 0x20 || s[i] >= 0x7f)
			return cmd_line_problem((const char *)s + i, len - i);
	return NULL;
}

static void
test_line_problem(void **state)
{
	static const unsigned char alphabet[] = {
		'a', 'Z', ' ', '~', '#', '\t', 0x7f, 0x1f, 0x20, 0x7e, 0, '\n',
		'\r', 0xc3, 0xa9, 0xc2, 0x85, 0xe2, 0x80, 0xae, 0xff, 0x80,
	};
	char line[64];

	(void)state;
	for (int t = 0; t < 200000; t++) {
		size_t len = rnd(sizeof line);
		for (size_t i = 0; i < len; i++)
			line[i] = rnd(4) ? (char)(0x20 + rnd(0x5f)) :
			    (char)alphabet[rnd(sizeof alphabet)];
		const char *want = slow_problem(line, len);
		const char *got = cmd_line_problem(line, len);
		if (want == NULL || got == NULL)
			assert_ptr_equal(got, want);
		else
			assert_string_equal(got, want);
	}
}

/* cmd_number, which reads digits without strtol, against strtol on
 * random strings */
static void
test_number_random(void **state)
{
	static const char alphabet[] = "0123456789-+ x";
	char text[16];

	(void)state;
	for (int t = 0; t < 200000; t++) {
		size_t len = rnd(13);
		for (size_t i = 0; i < len; i++)
			text[i] = rnd(4) ? (char)('0' + rnd(10)) : alphabet[rnd(sizeof alphabet - 1)];
		text[len] = '\0';
		long min = rnd(3) ? 1 : -50, max = rnd(2) ? 100000000 : 12;
		char *end;
		errno = 0;
		long want = strtol(text, &end, 10);
		bool ok = len > 0 && (isdigit((unsigned char)text[0]) ||
		    (text[0] == '-' && isdigit((unsigned char)text[1]))) &&
		    errno == 0 && *end == '\0' && want >= min && want <= max;
		long got = -12345;
		assert_int_equal(cmd_number(text, min, max, &got), ok);
		if (ok)
			assert_int_equal(got, want);
	}
}

static void
test_table(void **state)
{
	static struct cmd_table t;
	static const char *const words[] = {
		"new", "nouveau", "nouvelle", "status", "etat", "place", "placer",
		"undo", "annuler", "a", "ab", "abc", "twenty-three-bytes-word",
	};
	size_t n = sizeof words / sizeof words[0];

	(void)state;
	cmd_table_clear(&t);
	for (size_t i = 0; i < n; i++)
		cmd_table_put(&t, words[i], strlen(words[i]), (int)i);
	cmd_table_put(&t, "place", 5, 99); /* the first value stays */
	cmd_table_put(&t, "placement", 5, 98); /* "place" again, by length */
	for (size_t i = 0; i < n; i++)
		assert_int_equal(cmd_table_get(&t, words[i]), (int)i);
	/* exact only: case, accents, prefixes and longer words miss */
	assert_int_equal(cmd_table_get(&t, "Place"), -1);
	assert_int_equal(cmd_table_get(&t, "état"), -1);
	assert_int_equal(cmd_table_get(&t, "pla"), -1);
	assert_int_equal(cmd_table_get(&t, "places"), -1);
	assert_int_equal(cmd_table_get(&t, ""), -1);
	assert_int_equal(cmd_table_get(&t, "twenty-four-bytes-word-x"), -1);
	/* full: at most half the slots, the rest refused quietly */
	for (int i = 0; i < CMD_TABLE_SLOTS; i++) {
		char w[16];
		snprintf(w, sizeof w, "w%d", i);
		cmd_table_put(&t, w, strlen(w), 1000 + i);
	}
	assert_true(t.n <= CMD_TABLE_SLOTS / 2);
	assert_int_equal(cmd_table_get(&t, "nouveau"), 1);

	/* cmd_table_get_n's key, built from loads of a word's first bytes
	 * and its last, against cmd_table_put's byte by byte: a word of
	 * every length, of random bytes, found by its length in a longer
	 * text (only its bytes are read), and no longer once any one of its
	 * bytes differs */
	for (int round = 0; round < 2000; round++) {
		char text[CMD_TABLE_WORD + 8];
		cmd_table_clear(&t);
		for (size_t len = 1; len < CMD_TABLE_WORD; len++) {
			for (size_t i = 0; i < sizeof text; i++)
				text[i] = (char)(1 + rnd(255));
			cmd_table_put(&t, text, len, (int)len);
			assert_int_equal(cmd_table_get_n(&t, text, len), (int)len);
			text[len] = '\0';
			assert_int_equal(cmd_table_get(&t, text), (int)len);
			size_t at = rnd(len);
			text[at] = (char)(text[at] == 'a' ? 'b' : 'a');
			assert_int_equal(cmd_table_get_n(&t, text, len), -1);
		}
		/* too long for the table: no key, never found */
		assert_int_equal(cmd_table_get_n(&t, text, CMD_TABLE_WORD), -1);
		assert_int_equal(cmd_table_get_n(&t, text, 0), -1);
	}
}

static void
fill(struct sheet *s)
{
	sheet_fieldf(s, "%d", 3);
	sheet_field(s, "ann");
	sheet_fieldf(s, "%d", -12);
	sheet_fieldf(s, "%s-%d", "x", 4);
}

static void
test_expecting_sheet(void **state)
{
	struct sheet kept = { .ncols = 4 }, check = { .ncols = 4 };
	char *row[4];

	(void)state;
	fill(&kept);
	for (int c = 0; c < 4; c++)
		row[c] = (char *)sheet_cell(&kept, 0, c);
	check.check.expect = row;
	fill(&check);
	assert_false(check.check.differs);
	assert_int_equal(check.nfields, 4);
	for (int c = 0; c < 4; c++) {
		char *saved = row[c];
		row[c] = (char *)"other";
		sheet_reset(&check);
		fill(&check);
		assert_true(check.check.differs);
		row[c] = saved;
	}
	check.ncols = 3; /* one cell more than expected */
	sheet_reset(&check);
	fill(&check);
	assert_true(check.check.differs);
	sheet_free(&kept);
	sheet_free(&check);
}

/* Whether a checking sheet takes `text` for the number n. */
static bool
takes_int(const char *text, int n)
{
	char *row[1] = { (char *)text };
	struct sheet check = { .ncols = 1, .check.expect = row };

	sheet_fieldf(&check, "%d", n);
	bool taken = !check.check.differs && check.nfields == 1;
	sheet_free(&check);
	return taken;
}

/* A number cell is compared without formatting it: it agrees with the
 * text int_text() writes, and with nothing else. */
static void
test_expecting_numbers(void **state)
{
	static const char *const odd[] = {
		"", "-", "-0", "00", "01", "+1", " 1", "1 ", "1x", "x1", "--1",
		"0x10", "99999999999", "2147483648", "-2147483649",
		"12345678901", "-00", "0-", "4294967296", "-4294967295",
	};
	int ns[40] = { 0, 1, -1, 9, 10, -10, 99, 100, 101, INT_MAX, INT_MIN,
	    INT_MAX - 1, INT_MIN + 1, 1000000000, -1000000000, 42 };
	char buf[INT_TEXT_SIZE], more[INT_TEXT_SIZE + 2];

	(void)state;
	for (int i = 16; i < 40; i++)
		ns[i] = (int)(rnd(65536) << 16 | rnd(65536)) >> rnd(31);
	for (int i = 0; i < 40; i++) {
		int n = ns[i];
		const char *mine = int_text(buf, n);

		assert_true(takes_int(mine, n));
		/* its neighbours, and the text with a byte more or less */
		if (n != INT_MAX)
			assert_false(takes_int(mine, n + 1));
		if (n != INT_MIN)
			assert_false(takes_int(mine, n - 1));
		snprintf(more, sizeof more, "%s0", mine);
		assert_false(takes_int(more, n));
		snprintf(more, sizeof more, "0%s", mine);
		assert_false(takes_int(more, n));
		if (mine[1] != '\0') {
			snprintf(more, sizeof more, "%.*s", (int)strlen(mine) - 1, mine);
			assert_false(takes_int(more, n));
		}
		for (size_t k = 0; k < sizeof odd / sizeof odd[0]; k++)
			assert_int_equal(takes_int(odd[k], n),
			    strcmp(odd[k], mine) == 0);
	}
	/* every number from -12 to 112 (the one- and two-digit ones have a
	 * path of their own) against the text of every other */
	for (int n = -12; n <= 112; n++)
		for (int m = -12; m <= 112; m++) {
			assert_int_equal(takes_int(int_text(buf, m), n), m == n);
			snprintf(more, sizeof more, "%s0", int_text(buf, m));
			assert_int_equal(takes_int(more, n), m * 10 == n && m != 0);
		}
	/* a sheet that keeps its cells writes the number as int_text() */
	struct sheet kept = { .ncols = 40 };
	for (int i = 0; i < 40; i++)
		sheet_field_int(&kept, ns[i]);
	for (int i = 0; i < 40; i++)
		assert_string_equal(sheet_cell(&kept, 0, i), int_text(buf, ns[i]));
	sheet_free(&kept);
	/* a sheet one column short takes no number */
	char *row[1] = { (char *)"1" };
	struct sheet none = { .ncols = 0, .check.expect = row };
	sheet_fieldf(&none, "%d", 1);
	assert_true(none.check.differs);
	sheet_free(&none);
}

/* cmd_same against strcmp, on short words of a small alphabet (so that
 * many pairs share a beginning). */
static void
test_same(void **state)
{
	char a[6], b[6];

	(void)state;
	for (int k = 0; k < 100000; k++) {
		size_t na = rnd(6), nb = rnd(6);
		for (size_t i = 0; i < na; i++)
			a[i] = "abc\xc3"[rnd(4)];
		for (size_t i = 0; i < nb; i++)
			b[i] = "abc\xc3"[rnd(4)];
		a[na] = b[nb] = '\0';
		if (rnd(4) == 0)
			memcpy(b, a, na + 1);
		assert_int_equal(cmd_same(a, b), strcmp(a, b) == 0);
	}
}


/* What a read saw: each row (its number, plain or not, its fields
 * bracketed), then the verdict, the separator and the message. */
struct seen_rows {
	struct sbuf s;
	long stop_at; /* the row at which to stop (0: never) */
};

static bool
note_row(void *ctx, long row, int n, char **f, bool plain)
{
	struct seen_rows *sr = ctx;

	sbuf_printf(&sr->s, "%ld%c%d:", row, plain ? 'p' : 't', n);
	for (int i = 0; i < n; i++) {
		sbuf_printf(&sr->s, "[%s]", f[i]);
		/* the fields one after another, f[n] past the last
		 * (csvlog_row_fn; ident_key_row reads them so) */
		if (f[i] + strlen(f[i]) + 1 != f[i + 1])
			fail_msg("row %ld: field %d of %d is not followed by the "
			    "next (or the row's end)", row, i + 1, n);
	}
	sbuf_addc(&sr->s, '\n');
	/* a reader that splits a field in place, as the walk does */
	if (n > 0 && f[0][0] != '\0')
		f[0][0] = '#';
	return sr->stop_at == 0 || row < sr->stop_at;
}

static void
read_both_ways(const char *path, long stop_at, struct sbuf *fast, struct sbuf *slow)
{
	for (int way = 0; way < 2; way++) {
		struct seen_rows sr = { .stop_at = stop_at };
		struct sbuf err = { 0 };
		char sep = '?';
		FILE *fp = fopen(path, "r");

		assert_non_null(fp);
		csvlog_set_fast(way == 0);
		int rc = csvlog_read(fp, note_row, &sr, &err, &sep);
		fclose(fp);
		sbuf_printf(&sr.s, "rc %d sep %c err %s\n", rc, sep, sbuf_str(&err));
		sbuf_add(way == 0 ? fast : slow, sbuf_str(&sr.s));
		sbuf_free(&sr.s);
		sbuf_free(&err);
	}
	csvlog_set_fast(true);
}

static void
part_both_ways(const char *path, off_t start, off_t end, char sep,
    struct sbuf *fast, struct sbuf *slow)
{
	int fd = open(path, O_RDONLY);

	assert_true(fd >= 0);
	for (int way = 0; way < 2; way++) {
		struct seen_rows sr = { 0 };

		csvlog_set_fast(way == 0);
		bool ok = csvlog_read_part(fd, start, end, sep, note_row, &sr);
		sbuf_printf(&sr.s, "ok %d\n", ok);
		/* only a part read whole says its rows are those */
		sbuf_add(way == 0 ? fast : slow, ok ? sbuf_str(&sr.s) : "ok 0\n");
		sbuf_free(&sr.s);
	}
	csvlog_set_fast(true);
	close(fd);
}

/* A random line: mostly a log's (plain fields), sometimes any of the
 * bytes that make a line libcsv's (quotes, blanks at a field's edge, a
 * lone \r, a NUL, too many fields, a long field, no end of line). */
static void
random_line(struct sbuf *b, char sep)
{
	static const char *const pieces[] = { "bte", "5", "1", "new bte ann bob",
		"place ann red 2 1", "", "Zo\xc3\xa9", "2026-11-26T19:00:00+01:00",
		"a b", "x", "12" };
	static const char odd[] = { '"', ' ', '\t', '\r', '\0', ',', ';', '\n', 'q' };
	int kind = (int)rnd(10), nf = 1 + (int)rnd(kind == 9 ? 70 : 22);

	for (int i = 0; i < nf; i++) {
		if (i > 0)
			sbuf_addc(b, sep);
		if (kind >= 6 && rnd(4) == 0) {
			int k = 1 + (int)rnd(4);
			while (k-- > 0)
				if (rnd(3) == 0)
					sbuf_add(b, pieces[rnd(sizeof pieces / sizeof pieces[0])]);
				else
					sbuf_addn(b, &odd[rnd(sizeof odd)], 1);
		} else if (kind == 8 && rnd(8) == 0) {
			sbuf_repeat(b, 'z', 20000 + (long)rnd(30000));
		} else {
			sbuf_add(b, pieces[rnd(sizeof pieces / sizeof pieces[0])]);
		}
	}
	if (rnd(6) == 0)
		sbuf_addc(b, '\r');
	if (rnd(12) != 0)
		sbuf_addc(b, '\n');
}

/* A name of ASCII letters and digits alone (game_name_plain) skips the
 * checks of invisible, direction-turning and look-alike characters and
 * the composed form (names.c, registry.c): each of them passes every
 * such name as it is, and no name with another byte is plain. */
static void
test_plain_names(void **state)
{
	static const char alnum[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	char name[24];

	(void)state;
	rng_state = 41;
	for (int t = 0; t < 8000; t++) {
		int len = t < 62 ? 1 : 1 + (int)rnd(sizeof name - 1);
		for (int i = 0; i < len; i++)
			name[i] = t < 62 ? alnum[t] : alnum[rnd(sizeof alnum - 1)];
		name[len] = '\0';
		struct sbuf why = { 0 };
		char *nfc = utf8_nfc(name);
		assert_true(game_name_plain(name));
		assert_false(game_name_lookalike(name, &why));
		assert_int_equal(utf8_first_hidden(name), 0);
		assert_string_equal(nfc, name);
		free(nfc);
		sbuf_free(&why);
	}
	/* any ASCII is its own NFC: session_lines.c's english_arg keeps
	 * such a name of `new` as typed without asking utf8_nfc */
	for (int t = 0; t < 8000; t++) {
		int len = 1 + (int)rnd(sizeof name - 1);
		for (int i = 0; i < len; i++)
			name[i] = (char)(1 + rnd(0x7f));
		name[len] = '\0';
		char *nfc = utf8_nfc(name);
		assert_string_equal(nfc, name);
		free(nfc);
	}
	for (int c = 1; c < 256; c++) {
		snprintf(name, sizeof name, "ann%cx", c);
		assert_int_equal(game_name_plain(name), strchr(alnum, c) != NULL);
	}
	assert_false(game_name_plain("ann bob"));
	assert_false(game_name_plain("Zo\xc3\xa9"));
}

/* The same rows, numbers, plain flags and verdicts, split here or by
 * libcsv: whole reads (a reader that stops too) and parts. */
static void
test_csv_plain_lines(void **state)
{
	char dir[] = "/tmp/treeref-fastcsv-XXXXXX", path[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/log.csv", dir);
	rng_state = 43;
	for (int t = 0; t < 3000; t++) {
		struct sbuf text = { 0 }, fast = { 0 }, slow = { 0 };
		char sep = rnd(2) ? ',' : ';';
		int lines = (int)rnd(t % 50 == 0 ? 400 : 12);

		if (rnd(10) == 0)
			sbuf_add(&text, "\xef\xbb\xbf");
		for (int i = 0; i < lines; i++)
			random_line(&text, sep);
		FILE *fp = fopen(path, "w");
		assert_non_null(fp);
		fwrite(text.s ? text.s : "", 1, text.len, fp);
		fclose(fp);
		read_both_ways(path, rnd(4) == 0 ? 1 + (long)rnd(5) : 0, &fast, &slow);
		if (strcmp(sbuf_str(&fast), sbuf_str(&slow)) != 0)
			fail_msg("input %d:\n%s\nsplit here:\n%s\nlibcsv:\n%s", t,
			    sbuf_str(&text), sbuf_str(&fast), sbuf_str(&slow));
		off_t start = text.len ? (off_t)rnd((unsigned)text.len) : 0;
		off_t end = start + (off_t)rnd((unsigned)(text.len - (size_t)start) + 1);
		sbuf_reset(&fast);
		sbuf_reset(&slow);
		part_both_ways(path, start, end, sep, &fast, &slow);
		if (strcmp(sbuf_str(&fast), sbuf_str(&slow)) != 0)
			fail_msg("input %d, part [%lld, %lld):\n%s\nsplit here:\n%s\nlibcsv:\n%s", t,
			    (long long)start, (long long)end, sbuf_str(&text),
			    sbuf_str(&fast), sbuf_str(&slow));
		sbuf_free(&text);
		sbuf_free(&fast);
		sbuf_free(&slow);
	}
	unlink(path);
	rmdir(dir);
}

/* Every line a session keeps, as logs (session_line) and then as the
 * messages' language (session_local_line, the lines read) have them. */
static void
kept_lines(struct session *s, bool read, struct sbuf *out)
{
	struct sbuf local = { 0 };

	for (size_t i = 0; i < session_count(s); i++) {
		sbuf_printf(out, "  %zu: %s\n", i, session_line(s, i));
		if (read) {
			session_local_line(s, i, &local);
			sbuf_printf(out, "  %zu local: %s\n", i, sbuf_str(&local));
		}
	}
	sbuf_free(&local);
}

/* A sample script run with its lines worked out as each move is
 * accepted (eager) or when asked for; undo and redo (which echo the
 * lines), the lines themselves now and then, at the end, and read as a
 * loaded game's are: the answers and lines, into `out`. */
static void
run_sample(const char *path, bool eager, struct sbuf *out)
{
	struct frontend_opts o = { .width = 100 };
	struct frontend *f;
	char tmp[] = "/tmp/treeref-test-lines-XXXXXX", buf[4096];
	int fd = mkstemp(tmp), saved1, saved2;
	FILE *fp = fopen(path, "r");
	long n = 0;
	ssize_t got;

	assert_true(fd >= 0);
	if (fp == NULL)
		fail_msg("cannot read the sample %s (run from the top folder)", path);
	session_set_eager_lines(eager);
	i18n_set("en");
	f = frontend_new(&o);
	fflush(stdout);
	fflush(stderr);
	saved1 = dup(1);
	saved2 = dup(2);
	dup2(fd, 1);
	dup2(fd, 2);
	while (fgets(buf, sizeof buf, fp) != NULL) {
		buf[strcspn(buf, "\n")] = '\0';
		frontend_line(f, "t", ++n, buf);
		/* undo and redo now and then, one or two moves back */
		if (n % 7 == 3) {
			frontend_line(f, "t", n, "undo");
			frontend_line(f, "t", n, "redo");
		}
		if (n % 11 == 5) {
			frontend_line(f, "t", n, "undo");
			frontend_line(f, "t", n, "undo");
			frontend_line(f, "t", n, "redo");
			frontend_line(f, "t", n, "redo");
		}
		if (n % 29 == 0) {
			struct sbuf lines = { 0 };
			kept_lines(frontend_session(f), false, &lines);
			fflush(stdout);
			printf("after line %ld:\n%s", n, sbuf_str(&lines));
			sbuf_free(&lines);
		}
		if (n == 40)
			frontend_line(f, "t", n, "lang fr");
	}
	fclose(fp);
	for (int k = 0; k < 3; k++)
		frontend_line(f, "t", n, "undo");
	for (int k = 0; k < 3; k++)
		frontend_line(f, "t", n, "redo");
	fflush(stdout);
	fflush(stderr);
	dup2(saved1, 1);
	dup2(saved2, 2);
	close(saved1);
	close(saved2);
	lseek(fd, 0, SEEK_SET);
	while ((got = read(fd, buf, sizeof buf - 1)) > 0) {
		buf[got] = '\0';
		sbuf_add(out, buf);
	}
	close(fd);
	unlink(tmp);
	kept_lines(frontend_session(f), false, out);
	session_mark_read(frontend_session(f));
	kept_lines(frontend_session(f), true, out);
	frontend_free(f);
	session_set_eager_lines(false);
	i18n_set("en");
}

/* session_run leaves a move's canonical line for later (entry_line):
 * the same answers and lines as working it out at once, for the sample
 * of every game, in English and in French words. */
static void
test_lazy_lines(void **state)
{
	(void)state;
	for (size_t g = 0; game_list[g] != NULL; g++) {
		for (int fr = 0; fr < 2; fr++) {
			char path[256];
			struct sbuf lazy = { 0 }, eager = { 0 };

			snprintf(path, sizeof path, "data/games/%s/%s.txt",
			    fr ? "fr" : "en", game_list[g]->id);
			run_sample(path, true, &eager);
			run_sample(path, false, &lazy);
			if (strcmp(eager.s, lazy.s) != 0) {
				size_t at = 0;
				while (eager.s[at] == lazy.s[at])
					at++;
				while (at > 0 && eager.s[at - 1] != '\n')
					at--;
				fail_msg("%s: the lines worked out later differ from "
				    "those worked out at once:\n at once: %.300s\n later: %.300s",
				    path, eager.s + at, lazy.s + at);
			}
			/* the samples play their game through */
			assert_true(strstr(eager.s, "Undone") != NULL);
			sbuf_free(&lazy);
			sbuf_free(&eager);
		}
	}
}

/* The slow way: whether the words cmd_tokenize cut from `copy` (of
 * `line`, `len` bytes) are the whole line, one space apart (what
 * frontend.c's exact_words asked, after the cut). */
static bool
exact_after(const char *line, size_t len, const char *copy, char **argv,
    int argc)
{
	const char *at = copy;

	for (int i = 0; i < argc; i++) {
		if (argv[i] != at)
			return false;
		at += strlen(at);
		if (i + 1 < argc) {
			if (line[at - copy] != ' ')
				return false;
			at++;
		}
	}
	return at == copy + len;
}

/* cmd_split's words are cmd_tokenize's, and its *exact what looking at
 * the words after the cut says: random lines of letters, blanks (space,
 * tab, CR, LF), quotes, comment signs and a two-byte letter. */
static void
test_split_exact(void **state)
{
	static const char *const bits[] = { "a", "bc", " ", " ", "\t", "\r",
		"\n", "\"", "#", "\xc3\xa9", "x", "  " };

	(void)state;
	for (int i = 0; i < 200000; i++) {
		char line[64] = "", a[64], b[64];
		char *av[8], *bv[8];
		int n = (int)rnd(14);
		bool exact = i % 2 == 0; /* cmd_split sets it, whatever it held */

		for (int k = 0; k < n; k++)
			strcat(line, bits[rnd(sizeof bits / sizeof bits[0])]);
		if (i < 4) /* plain lines, the common case */
			strcpy(line, (const char *[]){ "place ann red 2 1",
			    "a", "a b", "undo" }[i]);
		strcpy(a, line);
		strcpy(b, line);
		int na = cmd_split(a, av, 8, &exact);
		int nb = cmd_tokenize(b, bv, 8);
		assert_int_equal(na, nb);
		for (int k = 0; k < na; k++) {
			assert_int_equal(av[k] - a, bv[k] - b);
			assert_string_equal(av[k], bv[k]);
		}
		if (na > 0 && exact != exact_after(line, strlen(line), b, bv, nb))
			fail_msg("\"%s\": cmd_split says %s", line, exact ? "exact" : "not exact");
		if (i < 4)
			assert_true(exact);
	}
}

/* cmd_tokenize_ascii against cmd_tokenize: random lines of printable
 * ASCII (words, single and doubled spaces, quotes, comment signs, at the
 * ends too), of every length from 0 to about 70 so that each byte falls
 * at every place of its eight; the same count, the same words at the
 * same places, and the line cut the same way (-1 past `max` included). */
static void
test_tokenize_ascii(void **state)
{
	static const char *const bits[] = { "a", "bc", "place", "2", " ",
		"  ", "\"", "#", "!", "~", "\"x\"", "\"x y\"", "ann", "red" };

	(void)state;
	for (int i = 0; i < 300000; i++) {
		char line[128] = "", a[128], b[128];
		char *av[8], *bv[8];
		int n = (int)rnd(24), max = 1 + (int)rnd(8);
		bool specials = i % 3 != 0; /* a third without quotes or # */

		for (int k = 0; k < n && strlen(line) < 100; k++) {
			const char *bit = bits[rnd(sizeof bits / sizeof bits[0])];
			if (!specials && strpbrk(bit, "\"#") != NULL)
				continue;
			strcat(line, bit);
		}
		if (i < 3)
			strcpy(line, (const char *[]){ "place ann red 2 1",
			    "discard bob", "cover ann yellow 3 2" }[i]);
		size_t len = strlen(line);
		memcpy(a, line, len + 1);
		memcpy(b, line, len + 1);
		int na = cmd_tokenize_ascii(a, len, av, max);
		int nb = cmd_tokenize(b, bv, max);
		if (na != nb)
			fail_msg("\"%s\" (max %d): %d words, cmd_tokenize %d", line,
			    max, na, nb);
		for (int k = 0; k < na; k++) {
			assert_int_equal(av[k] - a, bv[k] - b);
			assert_string_equal(av[k], bv[k]);
		}
		assert_memory_equal(a, b, len + 1);
		if (i < 3) {
			static const int words[] = { 5, 2, 5 };
			assert_int_equal(na, max < words[i] ? -1 : words[i]);
		}
	}
}

/* cmd_split_plain, the one pass over a common line, against the slow
 * path it stands in front of (cmd_line_problem, then cmd_split on a
 * copy): random lines of words, blanks, quotes, comment signs, control
 * and non-ASCII bytes and NULs; when it takes a line, the line has no
 * problem, its words are cmd_split's, one space apart (exact).  Lines
 * of plain words one space apart must take it, or it is never used. */
static void
test_split_plain(void **state)
{
	static const char *const bits[] = { "a", "bc", "place", "2", " ", " ",
		"  ", "\t", "\r", "\n", "\"", "#", "\xc3\xa9", "\x7f", "\x01",
		"!", "~", "\xff", "", "\"x\"" };
	char line[80], copy[80], slow[80];
	char *av[6], *bv[6];

	(void)state;
	for (int i = 0; i < 300000; i++) {
		size_t len = 0;
		int n = (int)rnd(12);
		bool plain = true, space = true; /* only word bytes and single spaces */

		for (int k = 0; k < n; k++) {
			const char *b = bits[rnd(sizeof bits / sizeof bits[0])];
			size_t bl = b[0] == '\0' ? 1 : strlen(b); /* "": a NUL */
			memcpy(line + len, b, bl);
			for (size_t j = 0; j < bl; j++) {
				unsigned char ch = (unsigned char)line[len + j];
				bool sp = ch == ' ';
				if (sp ? space : !(ch > 0x20 && ch < 0x7f && ch != '"' && ch != '#'))
					plain = false;
				space = sp;
			}
			len += bl;
		}
		line[len] = '\0';
		if (space)
			plain = false; /* empty, or a blank at the end */
		int na = cmd_split_plain(line, len, copy, av, 6);
		/* the slow path, as frontend.c takes it */
		const char *problem = cmd_line_problem(line, len);
		bool exact = false;
		memcpy(slow, line, len + 1);
		int nb = problem ? -1 : cmd_split(slow, bv, 6, &exact);
		if (na < 0) {
			/* not taken: a plain line only when it has too many words */
			if (plain && nb >= 0)
				fail_msg("plain line %d of %zu bytes not taken", i, len);
			continue;
		}
		assert_true(plain);
		assert_null(problem);
		assert_true(exact);
		assert_int_equal(na, nb);
		for (int k = 0; k < na; k++) {
			assert_int_equal(av[k] - copy, bv[k] - slow);
			assert_string_equal(av[k], bv[k]);
		}
	}
}

/* The word table against a plain list of the words put in it: random
 * words of one to 26 bytes (some too long to keep), put and got back,
 * each word with a byte more missing. */
static void
test_table_random(void **state)
{
	static struct cmd_table t;
	static const char alphabet[] = "abcdeé-_ AZ2";
	char words[100][32];

	(void)state;
	for (int round = 0; round < 300; round++) {
		int n = 1 + (int)rnd(100);
		cmd_table_clear(&t);
		for (int i = 0; i < n; i++) {
			size_t len = 1 + rnd(26);
			for (size_t j = 0; j < len; j++)
				words[i][j] = alphabet[rnd(sizeof alphabet - 1)];
			words[i][len] = '\0';
			cmd_table_put(&t, words[i], len, i);
		}
		for (int i = 0; i < n; i++) {
			/* the list's answer: the first value put for the word,
			 * if kept (short enough, room left) */
			int want = -1, kept = 0;
			for (int j = 0; j < n; j++) {
				size_t l = strlen(words[j]);
				bool dup = false;
				for (int p = 0; p < j; p++)
					dup = dup || strcmp(words[p], words[j]) == 0;
				if (l >= CMD_TABLE_WORD || dup)
					continue;
				if (kept++ >= CMD_TABLE_SLOTS / 2)
					break;
				if (strcmp(words[j], words[i]) == 0) {
					want = j;
					break;
				}
			}
			assert_int_equal(cmd_table_get(&t, words[i]), want);
			char longer[40];
			snprintf(longer, sizeof longer, "%s!", words[i]);
			assert_int_equal(cmd_table_get(&t, longer), -1);
		}
	}
}

/* Add the blank-separated words of `list` to `w` (at most `max`). */
static size_t
add_words(char (*w)[64], size_t n, size_t max, const char *list)
{
	while (list && *list && n < max) {
		size_t len = strcspn(list, " ");
		if (len > 0 && len < 64) {
			memcpy(w[n], list, len);
			w[n++][len] = '\0';
		}
		list += len;
		list += strspn(list, " ");
	}
	return n;
}

/* cmd_word_eq (its first-byte test, then the whole comparison) against
 * cmd_word_eq_full alone, over every pair of the command words, aliases,
 * variants, game names and rule ids and aliases of every game, each also
 * capitalised and in capitals, and words of other first bytes (accents,
 * digits, signs beside the letters in ASCII, an empty word). */
static void
test_word_eq_first(void **state)
{
	enum { MAX = 4096 };
	static char w[MAX][64];
	static const char *const odd[] = { "", "É", "état", "Etat", "ÉTAT",
		"@", "`", "[", "{", "^", "~", "x2", "X2", "1", "œuf", "Œuf",
		"oeuf", "a", "A", "à", " ", "_", "?" };
	size_t n = 0, base, same = 0;

	(void)state;
	for (size_t g = 0; game_list[g] != NULL; g++) {
		const struct game_ops *ops = game_list[g];
		n = add_words(w, n, MAX, ops->id);
		for (size_t k = 0; ops->names && ops->names[k]; k++)
			n = add_words(w, n, MAX, ops->names[k]);
		for (const struct game_cmd *c = ops->cmds; c && c->word; c++) {
			n = add_words(w, n, MAX, c->word);
			n = add_words(w, n, MAX, c->aliases);
		}
		for (size_t k = 0; ops->variants && ops->variants[k].word; k++) {
			n = add_words(w, n, MAX, ops->variants[k].word);
			n = add_words(w, n, MAX, ops->variants[k].aliases);
		}
		for (size_t k = 0; ops->rules && ops->rules[k].id; k++) {
			n = add_words(w, n, MAX, ops->rules[k].id);
			n = add_words(w, n, MAX, ops->rules[k].aliases);
		}
	}
	assert_true(n > 100 && n < MAX / 3);
	base = n;
	for (size_t i = 0; i < base; i++) {
		/* Capitalised, and in capitals (ASCII letters) */
		memcpy(w[n], w[i], 64);
		w[n][0] = (char)toupper((unsigned char)w[n][0]);
		n++;
		memcpy(w[n], w[i], 64);
		for (char *p = w[n]; *p; p++)
			*p = (char)toupper((unsigned char)*p);
		n++;
	}
	for (size_t i = 0; i < sizeof odd / sizeof odd[0] && n < MAX; i++)
		snprintf(w[n++], 64, "%s", odd[i]);
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++) {
			bool fast = cmd_word_eq(w[i], w[j]);
			if (fast != cmd_word_eq_full(w[i], w[j]))
				fail_msg("cmd_word_eq(\"%s\", \"%s\") is %d, the whole "
				    "comparison says %d", w[i], w[j], fast, !fast);
			same += fast;
		}
	assert_true(same > n); /* words do match: each itself, and more */
	/* cmd_word_in, which skips an alias by its first byte before copying
	 * it, against the whole comparison with the word and each alias */
	same = 0;
	for (size_t g = 0; game_list[g] != NULL; g++)
		for (const struct game_cmd *c = game_list[g]->cmds; c && c->word; c++) {
			char al[64][64];
			size_t na = add_words(al, 0, 64, c->aliases);
			for (size_t i = 0; i < n; i++) {
				bool want = cmd_word_eq_full(w[i], c->word);
				for (size_t k = 0; k < na && !want; k++)
					want = cmd_word_eq_full(w[i], al[k]);
				if (cmd_word_in(w[i], c->word, c->aliases) != want)
					fail_msg("cmd_word_in(\"%s\", %s, \"%s\") is %d",
					    w[i], c->word, c->aliases ? c->aliases : "", !want);
				same += want;
			}
		}
	assert_true(same > 0);
}

/* The bytes stdout_put and stdio's own writers are given, in turn:
 * random lengths (a few bytes, a line, more than a buffer holds) from
 * random places of a text of lines, flushes between them.  Written to
 * standard output when `expect` is NULL, else what should come out of
 * it is added to `expect`. */
enum { PUT_TEXT = 150000, PUT_OPS = 3000 };

static void
put_ops(struct sbuf *expect)
{
	static char text[PUT_TEXT];
	uint64_t kept = rng_state;

	rng_state = 0x57d0u; /* the same operations in both processes */
	for (size_t i = 0; i < sizeof text; i++)
		text[i] = rnd(30) == 0 ? '\n' : (char)('a' + rnd(26));
	for (int i = 0; i < PUT_OPS; i++) {
		unsigned kind = rnd(10);
		size_t n = kind == 9 ? rnd(70000) : rnd(kind < 6 ? 40 : 400);
		const char *s = text + rnd((unsigned)(sizeof text - n));

		if (expect != NULL) {
			if (kind != 8)
				sbuf_addn(expect, s, n);
			continue;
		}
		if (kind == 6)
			fwrite(s, 1, n, stdout);
		else if (kind == 7)
			printf("%.*s", (int)n, s);
		else if (kind == 8)
			fflush(stdout);
		else
			stdout_put(s, n);
	}
	rng_state = kept;
}

/* This test's program, run again to write (argv[0]: the program itself
 * under valgrind, where /proc/self/exe is valgrind). */
static const char *self;

/* The writing process: standard output buffered as `mode` says (64 KiB
 * given, as main.c buffers a file; a small buffer; a terminal's lines;
 * none). */
static int
put_child(int mode)
{
	static char small[37], big[1 << 16];

	if (mode == 0)
		setvbuf(stdout, big, _IOFBF, sizeof big);
	else if (mode == 1)
		setvbuf(stdout, small, _IOFBF, sizeof small);
	else if (mode == 2)
		setvbuf(stdout, NULL, _IOLBF, 0);
	else
		setvbuf(stdout, NULL, _IONBF, 0);
	put_ops(NULL);
	return close_stdout() == 0 ? 0 : 1;
}

static void
test_stdout_put(void **state)
{
	struct sbuf want = { 0 };

	(void)state;
	put_ops(&want);
	for (int mode = 0; mode < 4; mode++) {
		char path[] = "/tmp/treeref-put-XXXXXX", arg[2] = { (char)('0' + mode), 0 };
		int fd = mkstemp(path), status;
		pid_t pid;

		assert_true(fd >= 0);
		fflush(stdout);
		if ((pid = fork()) == 0) {
			dup2(fd, STDOUT_FILENO);
			execl(self, self, "--stdout-put", arg, (char *)NULL);
			_exit(127);
		}
		assert_true(pid > 0 && waitpid(pid, &status, 0) == pid);
		assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);

		char *got = xmalloc(want.len + 2);
		ssize_t n = pread(fd, got, want.len + 1, 0);

		close(fd);
		unlink(path);
		if (n != (ssize_t)want.len || memcmp(got, want.s, want.len) != 0)
			fail_msg("buffering %d: %zd bytes written, %zu wanted, or "
			    "other bytes", mode, n, want.len);
		free(got);
	}
	sbuf_free(&want);
}

int
main(int argc, char **argv)
{
	self = argv[0];
	if (argc == 3 && strcmp(argv[1], "--stdout-put") == 0)
		return put_child(atoi(argv[2]));

	rng_state = 0x5eed2026; /* the same strings on every run */
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_csv_plain_lines),
		cmocka_unit_test(test_plain_names),
		cmocka_unit_test(test_printf),
		cmocka_unit_test(test_printf_known),
		cmocka_unit_test(test_printf_random),
		cmocka_unit_test(test_printf_stable),
		cmocka_unit_test(test_columns),
		cmocka_unit_test(test_score_table),
		cmocka_unit_test(test_scored_colour),
		cmocka_unit_test(test_text_put),
		cmocka_unit_test(test_number),
		cmocka_unit_test(test_int_text),
		cmocka_unit_test(test_join),
		cmocka_unit_test(test_line_problem),
		cmocka_unit_test(test_number_random),
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_expecting_sheet),
		cmocka_unit_test(test_expecting_numbers),
		cmocka_unit_test(test_same),
		cmocka_unit_test(test_lazy_lines),
		cmocka_unit_test(test_split_exact),
		cmocka_unit_test(test_tokenize_ascii),
		cmocka_unit_test(test_split_plain),
		cmocka_unit_test(test_table_random),
		cmocka_unit_test(test_word_eq_first),
		cmocka_unit_test(test_stdout_put),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
