/* svg.c — small writers of HTML and SVG text for the report page and the
 * games' pictures. */
#include "svg.h"

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

void
svg_rect(struct sbuf *out, double x, double y, double w, double h,
    const char *fill, const char *stroke, const char *extra)
{
	sbuf_printf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
	    "height=\"%.1f\" fill=\"%s\" stroke=\"%s\"%s%s/>\n", x, y, w, h,
	    fill, stroke, extra ? " " : "", extra ? extra : "");
}

void
svg_text(struct sbuf *out, double x, double y, const char *anchor,
    double size, const char *fill, const char *text)
{
	sbuf_printf(out, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" "
	    "font-size=\"%.1f\" fill=\"%s\">", x, y, anchor, size, fill);
	html_escape(out, text);
	sbuf_add(out, "</text>\n");
}

/* Relative luminance in 0..1000, from sRGB without the gamma curve: good
 * enough to choose between black and white. */
const char *
svg_ink(const char *fill)
{
	unsigned r, g, b;

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
