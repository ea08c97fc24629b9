/* svg.c — small writers of HTML and SVG text for the report page and the
 * games' pictures. */
#include "svg.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void
html_escape(struct sbuf *out, const char *s)
{
	static const char *const entities[128] = {
		['&'] = "&amp;", ['<'] = "&lt;", ['>'] = "&gt;",
		['"'] = "&quot;", ['\''] = "&#39;",
	};

	sbuf_escape(out, s, strlen(s), entities, false);
}

void
svg_open(struct sbuf *out, int width, int height, const char *title)
{
	sbuf_printf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" "
	    "font-family=\"DejaVu Sans, Verdana, sans-serif\"><title>",
	    width, height, width, height);
	html_escape(out, title);
	sbuf_add(out, "</title>\n");
}

void
svg_close(struct sbuf *out)
{
	sbuf_add(out, "</svg>\n");
}

/* x as printf's "%.1f" writes it, without printf's floating-point
 * conversion (most of a report's time) where the tenth is sure: x * 10
 * is computed within 1.2e-6 of its exact value below a billion, so when
 * it lies farther than 0.001 from a tie (k + 0.5) the nearest tenth is
 * the one printf rounds to.  A tie (0.25: printf rounds it to even), a
 * negative number, -0.0, a billion or more, NaN take printf. */
void
svg_tenths(struct sbuf *out, double x)
{
	if (!signbit(x) && x < 1e9) {
		double tens = x * 10;
		long t = (long)(tens + 0.5); /* x >= 0: truncation is floor */
		double off = tens - (double)t; /* exact: t and tens are close */

		if (off > -0.499 && off < 0.499) {
			char buf[24], *p = buf + sizeof buf;
			long whole = t / 10;

			*--p = (char)('0' + t % 10);
			*--p = '.';
			do {
				*--p = (char)('0' + whole % 10);
				whole /= 10;
			} while (whole > 0);
			sbuf_addn(out, p, (size_t)(buf + sizeof buf - p));
			return;
		}
	}
	sbuf_printf(out, "%.1f", x);
}

void
svg_number(struct sbuf *out, const char *name, double x)
{
	sbuf_add(out, name);
	sbuf_add(out, "=\"");
	svg_tenths(out, x);
	sbuf_addc(out, '"');
}

void
svg_rect(struct sbuf *out, double x, double y, double w, double h,
    const char *fill, const char *stroke, const char *extra)
{
	svg_number(out, "<rect x", x);
	svg_number(out, " y", y);
	svg_number(out, " width", w);
	svg_number(out, " height", h);
	sbuf_printf(out, " fill=\"%s\" stroke=\"%s\"%s%s/>\n", fill, stroke,
	    extra ? " " : "", extra ? extra : "");
}

void
svg_text(struct sbuf *out, double x, double y, const char *anchor,
    double size, const char *fill, const char *text)
{
	svg_number(out, "<text x", x);
	svg_number(out, " y", y);
	sbuf_printf(out, " text-anchor=\"%s\"", anchor);
	svg_number(out, " font-size", size);
	sbuf_printf(out, " fill=\"%s\">", fill);
	html_escape(out, text);
	sbuf_add(out, "</text>\n");
}

/* Relative luminance in 0..1000, from sRGB without the gamma curve: good
 * enough to choose between black and white. */
const char *
svg_ink(const char *fill)
{
	unsigned r, g, b, v[6];

	/* "#rrggbb", as every picture writes its colours: the six digits
	 * read by hand (sscanf is the rest of a picture's time) */
	for (int i = 0; i < 6 && fill[0] == '#'; i++) {
		unsigned char c = (unsigned char)fill[i + 1];

		if (c >= '0' && c <= '9')
			v[i] = c - '0';
		else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
			v[i] = (c | 0x20) - 'a' + 10;
		else
			break;
		if (i == 5) {
			r = v[0] * 16 + v[1];
			g = v[2] * 16 + v[3];
			b = v[4] * 16 + v[5];
			return 299 * r + 587 * g + 114 * b > 150000 ? "#000000" :
			    "#ffffff";
		}
	}
	if (fill[0] != '#' || sscanf(fill + 1, "%2x%2x%2x", &r, &g, &b) != 3)
		return "#000000";
	return 299 * r + 587 * g + 114 * b > 150000 ? "#000000" : "#ffffff";
}

double
svg_text_width(const char *text, double size)
{
	size_t chars = 0;

	for (const unsigned char *p = (const unsigned char *)text; *p; p++)
		chars += (*p & 0xc0) != 0x80; /* UTF-8: count lead bytes */
	return (double)chars * size * 0.62;
}
