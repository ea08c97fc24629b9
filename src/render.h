/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* render.h — laying out pictures made of text: display widths that skip
 * colour escapes, and blocks set side by side within a width. */
#ifndef TREEREF_RENDER_H
#define TREEREF_RENDER_H

struct sbuf;

/* Columns `s` takes on a terminal: UTF-8 characters count one, ANSI
 * escape sequences none. */
int render_width(const char *s);

/* Set `n` blocks of text (lines ended by '\n') side by side, as many per
 * row as fit in `width` columns with `gap` columns between them; rows of
 * blocks are separated by a blank line.  Each block is padded to the
 * width of its widest line. */
void render_columns(struct sbuf *out, const struct sbuf *blocks, int n,
    int width, int gap);

/* Append `text` to `out` with every line wider than `width` columns
 * broken at blanks (a word wider than the line is left whole); the
 * lines it makes start with `indent` blanks, or, when `indent` is
 * negative, with as many as the line broken.  Lines that fit are kept
 * byte for byte; the text's last line keeps or lacks its newline. */
void render_wrap(struct sbuf *out, const char *text, int width, int indent);

#endif
