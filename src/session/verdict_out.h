/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* verdict_out.h — turning verdicts into the text and JSON the user reads. */
#ifndef TREEREF_VERDICT_OUT_H
#define TREEREF_VERDICT_OUT_H

#include <stdbool.h>

struct sbuf;
struct verdict;

/* Print a verdict as text: an accepted one on stdout, a rejected one on
 * stderr, each line prefixed with "SOURCE:LINE: " when source is given. */
void verdict_print(const struct verdict *v, const char *source, long lineno);
/* Print a verdict as one JSON Lines object on stdout. */
void verdict_print_json(const struct verdict *v, const char *source, long lineno,
    const char *command);
/* The same, appended to `out`: what verdict_print would print, and
 * whether it goes to stdout (true) or stderr; what verdict_print_json would. */
bool verdict_text_to(struct sbuf *out, const struct verdict *v,
    const char *source, long lineno);
void verdict_json_to(struct sbuf *out, const struct verdict *v,
    const char *source, long lineno, const char *command);

#endif
