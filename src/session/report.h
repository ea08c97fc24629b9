/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* report.h — turning verdicts into the text and JSON the user reads. */
#ifndef TREEREF_REPORT_H
#define TREEREF_REPORT_H

#include <stdbool.h>

struct sbuf;
struct verdict;

/* Print a verdict as text: an accepted one on stdout, a rejected one on
 * stderr, each line prefixed with "SOURCE:LINE: " when source is given. */
void report_text(const struct verdict *v, const char *source, long lineno);
/* Print a verdict as one JSON Lines object on stdout. */
void report_json(const struct verdict *v, const char *source, long lineno,
    const char *command);
/* The same, appended to `out`: what report_text would print, and
 * whether it goes to stdout (true) or stderr; what report_json would. */
bool report_text_to(struct sbuf *out, const struct verdict *v,
    const char *source, long lineno);
void report_json_to(struct sbuf *out, const struct verdict *v,
    const char *source, long lineno, const char *command);

#endif
