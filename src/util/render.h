/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* render.h — laying out text: display widths that skip colour escapes,
 * blocks set side by side within a width, lists joined as a sentence
 * joins them, and numbers with the language's decimal mark. */
#ifndef TREEREF_RENDER_H
#define TREEREF_RENDER_H

#include <stdbool.h>
#include <stddef.h>

struct sbuf;

/* Columns `s` takes on a terminal, as libunistring's uc_width gives
 * them: most characters one, a wide one (李) two, a combining mark
 * none, ANSI escape sequences none. */
int render_width(const char *s);

/* A table of `nrows` rows of `ncols` cells (row-major, the first row the
 * headings), appended to `out` as lines separated by '\n' (no newline
 * after the last): the columns two blanks apart, the first one's cells
 * on the left and the others' on the right.  When that is wider than
 * the table width (render_table_width), each row but the headings is
 * one entry instead, wrapped at blanks: "ann: round 1 = 0, round 2 =
 * 12, ..." (never a table cut by the terminal's edge). */
void render_table(struct sbuf *out, const char *const *cells, int nrows,
    int ncols);
/* The columns tables may take: the terminal's, set by the front end
 * before each command; 0 (the default) for no limit, as in a file. */
void render_table_width(int width);

/* The columns pictures and answers are laid out in: the terminal's when
 * standard output is one (in every mode: a script run at a terminal
 * reads as the prompt does), else COLUMNS when it holds a width, else
 * 80.  The REPL follows the terminal's changes of size itself. */
int render_output_width(void);
/* The columns of the terminal `fd` is, or 0 when it is none. */
int render_terminal_width(int fd);

/* How many lines a block of text holds (its newlines). */
int render_lines(const struct sbuf *b);

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

/*
 * Lists in a sentence, in the user's language: append the `n` items
 * joined by ", " and a final " and " (French « et »), or " or " (« ou »):
 * "ann", "ann and bob", "ann, bob and carl".  Nothing for n == 0.  Use
 * it for every list a message shows (tied players, colours, games), so
 * that a French sentence never ends on bare commas:
 *
 *	const char *names[] = { "ann", "bob" };
 *	struct sbuf who = { 0 };
 *	render_list_and(&who, names, 2);
 *	verdict_say(v, _("%s are tied."), who.s);  // « ann et bob … »
 */
void render_list_and(struct sbuf *out, const char *const *items, int n);
void render_list_or(struct sbuf *out, const char *const *items, int n);
/* The same for who acts in turn, in that order: "ann, bob and carl",
 * French « ann, puis bob, puis carl ». */
void render_list_then(struct sbuf *out, const char *const *items, int n);
/* The same list built one item at a time, for items made on the way:
 * add item `i` (0, 1, ...) of `n` to `list`, which holds the list so far
 * and nothing else. */
void render_list_and_add(struct sbuf *list, int i, int n, const char *item);

/* A number written in C ("30.25", "-4", as printf and files write it)
 * for people, in the messages' language: its decimal mark ("30,25") and
 * its minus sign ("−4", U+2212, in French).  Files written for machines
 * and spreadsheets keep what printf writes. */
void render_decimal(struct sbuf *out, const char *plain);
/* An integer for people, its minus sign the language's ("−4" in French):
 * written into buf, which it returns, for a "%s" of a message. */
#define RENDER_INT_SIZE 32
const char *render_int(char buf[RENDER_INT_SIZE], long n);
/* That mark alone: '.' or ','. */
char render_decimal_mark(void);

/* Make the letter at byte `at` of `b` a capital if it is a lower-case
 * one (ASCII, or Latin-1 in UTF-8: é, à, ç...), in place. */
void render_capital_at(struct sbuf *b, size_t at);
/* Whether the line `s` (n bytes) already ends a sentence: . ! ? …, or
 * a colon that brings what follows. */
bool render_ends_sentence(const char *s, size_t n);

#endif
