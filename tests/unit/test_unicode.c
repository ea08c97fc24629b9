/* test_unicode.c — util.c and render.c answer for ASCII without
 * libunistring (so that a script of ASCII names never loads it,
 * src/util/unicode.c), and past ASCII through the table unicode()
 * fills: for every code point, the answers are libunistring's own, as
 * this test, linked with it, asks it directly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <unictype.h>
#include <unistr.h>
#include <uniwidth.h>

#include "render.h"
#include "util.h"

/* `uc` in UTF-8 between two ASCII letters, "a" uc "b"; false for a
 * surrogate, which UTF-8 cannot hold. */
static bool
framed(ucs4_t uc, char buf[8])
{
	buf[0] = 'a';
	int n = u8_uctomb((uint8_t *)buf + 1, uc, 6);
	if (n <= 0)
		return false;
	buf[1 + n] = 'b';
	buf[2 + n] = '\0';
	return true;
}

static void
hidden_and_lookalikes(void **state)
{
	(void)state;
	char buf[8];

	for (ucs4_t uc = 1; uc <= 0x10FFFF; uc++) {
		if (!framed(uc, buf))
			continue;
		bool hidden = uc_is_general_category(uc, UC_CONTROL) ||
		    uc_is_general_category(uc, UC_FORMAT);
		bool blank = uc != 0x20 && (uc_is_general_category(uc, UC_SPACE_SEPARATOR) ||
		    uc_is_general_category(uc, UC_LINE_SEPARATOR) ||
		    uc_is_general_category(uc, UC_PARAGRAPH_SEPARATOR));
		if (utf8_first_hidden(buf) != (hidden ? uc : 0))
			fail_msg("U+%04lX: utf8_first_hidden %lu, Unicode says %s",
			    (unsigned long)uc, utf8_first_hidden(buf),
			    hidden ? "hidden" : "visible");
		bool b = !blank;
		unsigned long first = utf8_first_lookalike(buf, &b);
		if ((blank || hidden) && (first != uc || b != blank))
			fail_msg("U+%04lX: utf8_first_lookalike %lu blank %d", (unsigned long)uc,
			    first, b);
		if (!blank && !hidden && first != 0 && first != uc)
			fail_msg("U+%04lX: utf8_first_lookalike %lu", (unsigned long)uc, first);
	}
}

/* A word of ASCII never mixes scripts (its letters are Latin, the rest
 * Common); a Latin letter beside each character of another script does,
 * but for the scripts written with Latin in Japan, China and Korea. */
static void
mixed_scripts(void **state)
{
	(void)state;
	char buf[8], text[4];
	unsigned long cp;
	const char *odd, *main_script;

	for (int c = 1; c < 0x80; c++)
		for (int d = 1; d < 0x80; d++) {
			text[0] = (char)c;
			text[1] = (char)d;
			text[2] = 'z';
			text[3] = '\0';
			assert_false(utf8_mixed_scripts(text, &cp, &odd, &main_script));
		}
	for (ucs4_t uc = 0x80; uc <= 0x10FFFF; uc++) {
		if (!framed(uc, buf))
			continue;
		const uc_script_t *s = uc_script(uc);
		static const char *const same[] = { "Common", "Inherited", "Latin", "Han",
			"Hiragana", "Katakana", "Bopomofo", "Hangul" };
		bool other = s != NULL;
		for (size_t k = 0; other && k < sizeof same / sizeof *same; k++)
			other = strcmp(s->name, same[k]) != 0;
		bool mixed = utf8_mixed_scripts(buf, &cp, &odd, &main_script);
		if (mixed != other || (mixed && (cp != uc || strcmp(odd, s->name) != 0)))
			fail_msg("U+%04lX (%s): mixed %d", (unsigned long)uc,
			    s ? s->name : "no script", mixed);
	}
}

/* Display columns: ASCII one each, past it libunistring's (a combining
 * mark none, 李 two). */
static void
widths(void **state)
{
	(void)state;
	char buf[8];

	for (ucs4_t uc = 0x20; uc <= 0x10FFFF; uc++) {
		if (uc == 0x7f || uc == 0x1b || !framed(uc, buf))
			continue;
		int w = uc < 0x80 ? 1 : uc_width(uc, "UTF-8");
		if (render_width(buf) != 2 + (w > 0 ? w : 0))
			fail_msg("U+%04lX: render_width %d, uc_width %d", (unsigned long)uc,
			    render_width(buf), w);
	}
}

/* render_width's two-byte fast path (U+00A0 to U+02FF counted without
 * libunistring) against libunistring's decoding and widths, as the slow
 * path counts: every lead byte from 0x80 to 0xFF with every byte after
 * it, framed by ASCII letters, and each pair at the end of the text
 * (cut by the NUL).  A byte that starts no character counts one. */
static int
slow_width(const char *s)
{
	int w = 0;
	size_t len = strlen(s);

	while (*s) {
		ucs4_t uc;
		int n = u8_mbtouc(&uc, (const uint8_t *)s, len < 4 ? len : 4);
		int cw = (unsigned char)*s < 0x80 ? 1 : uc_width(uc, "UTF-8");
		w += uc == 0xfffd && n == 1 ? 1 : cw > 0 ? cw : 0;
		s += n > 0 ? n : 1;
		len -= n > 0 ? (size_t)n : 1;
	}
	return w;
}

static void
two_byte_widths(void **state)
{
	(void)state;
	char buf[8];

	for (int lead = 0x80; lead <= 0xff; lead++)
		for (int next = 0x01; next <= 0xff; next++) {
			if (next == 0x1b)
				continue;
			buf[0] = 'a';
			buf[1] = (char)lead;
			buf[2] = (char)next;
			buf[3] = 'b';
			buf[4] = '\0';
			if (render_width(buf) != slow_width(buf))
				fail_msg("a %02X %02X b: render_width %d, libunistring %d",
				    lead, next, render_width(buf), slow_width(buf));
			buf[3] = '\0';
			if (render_width(buf) != slow_width(buf))
				fail_msg("a %02X %02X: render_width %d, libunistring %d",
				    lead, next, render_width(buf), slow_width(buf));
		}
	/* French text as the messages have it: a non-breaking space,
	 * guillemets, accents, œ */
	assert_int_equal(render_width("treeref\u00a0: \u00ab\u00e9t\u00e9\u00bb \u0153uvre"),
	    slow_width("treeref\u00a0: \u00ab\u00e9t\u00e9\u00bb \u0153uvre"));
	assert_int_equal(render_width("\u00e9\u00e0\u00e7"), 3);
}

/* NFC: ASCII is copied; é typed as e and a combining accent composed. */
static void
nfc(void **state)
{
	(void)state;
	char ascii[128];
	for (int c = 1; c < 0x80; c++)
		ascii[c - 1] = (char)c;
	ascii[127] = '\0';
	char *s = utf8_nfc(ascii);
	assert_string_equal(s, ascii);
	free(s);
	s = utf8_nfc("e\xcc\x81va");
	assert_string_equal(s, "\xc3\xa9va");
	free(s);
	s = utf8_nfc("\xe6\x9d\x8e \xf0\x9f\x98\x80");
	assert_string_equal(s, "\xe6\x9d\x8e \xf0\x9f\x98\x80");
	free(s);
}

static void
char_names(void **state)
{
	(void)state;
	struct sbuf b = { 0 };
	sbuf_char_name(&b, 0xa0);
	assert_string_equal(b.s, "U+00A0 NO-BREAK SPACE");
	b.len = 0;
	sbuf_char_name(&b, 0x1b);
	assert_string_equal(b.s, "U+001B");
	sbuf_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(hidden_and_lookalikes),
		cmocka_unit_test(mixed_scripts),
		cmocka_unit_test(widths),
		cmocka_unit_test(two_byte_widths),
		cmocka_unit_test(nfc),
		cmocka_unit_test(char_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
