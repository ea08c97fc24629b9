/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* report.h — turning verdicts into the text and JSON the user reads. */
#ifndef TREEREF_REPORT_H
#define TREEREF_REPORT_H

#include <stdio.h>

struct verdict;

/* Print a verdict as text: an accepted one on stdout, a rejected one on
 * stderr, each line prefixed with "SOURCE:LINE: " when source is given. */
void report_text(const struct verdict *v, const char *source, long lineno);
/* Print a verdict as one JSON Lines object on stdout. */
void report_json(const struct verdict *v, const char *source, long lineno,
    const char *command);
/* Write `s` as a JSON string literal. */
void report_json_string(FILE *fp, const char *s);

#endif
