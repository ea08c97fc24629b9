/* svg.h — small writers of HTML and SVG text for the report page and the
 * games' pictures: escaping, and the few shapes every picture uses. */
#ifndef TREEREF_SVG_H
#define TREEREF_SVG_H

struct sbuf;

/* Append `s` with & < > " ' escaped, for element text and attributes. */
void html_escape(struct sbuf *out, const char *s);

/* <svg> with its size and an accessible title (escaped); </svg>. */
void svg_open(struct sbuf *out, int width, int height, const char *title);
void svg_close(struct sbuf *out);
/* x as "%.1f" writes it (without printf where the tenth is sure: the
 * coordinates of every shape); `name="x"`. */
void svg_tenths(struct sbuf *out, double x);
void svg_number(struct sbuf *out, const char *name, double x);
/* A rectangle filled with `fill` ("none" for none), outlined. */
void svg_rect(struct sbuf *out, double x, double y, double w, double h,
    const char *fill, const char *stroke, const char *extra);
/* Text (escaped) anchored at x: "start", "middle" or "end". */
void svg_text(struct sbuf *out, double x, double y, const char *anchor,
    double size, const char *fill, const char *text);
/* About how wide `text` is drawn at `size`, to size a picture. */
double svg_text_width(const char *text, double size);
/* Black or white: the text colour that reads on a fill "#rrggbb". */
const char *svg_ink(const char *fill);

#endif
