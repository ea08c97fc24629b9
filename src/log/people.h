/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* people.h — players across logs: which spellings are one person, and
 * how the person is shown (standings, report and seat: --people FILE). */
#ifndef TREEREF_PEOPLE_H
#define TREEREF_PEOPLE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Where a spelling was read, the weightier last: a person is shown as
 * the people file says, else as first written in the players file,
 * else as in the first finished game read, else the first game. */
enum people_source {
	PEOPLE_UNFINISHED,
	PEOPLE_FINISHED,
	PEOPLE_LISTED,
	PEOPLE_FILE
};

/* Use one spelling per person from now on (the log walk shows each
 * game's players so: walk.c), reading the people file at `path` when
 * not NULL; false, the file's faults named on standard error
 * ("FILE:LINE: ..."), when it is not a good one. */
bool people_start(const char *path);
bool people_on(void);
void people_end(void);
/* How the person named `typed` (as at new, in NFC) is shown, `typed`
 * becoming the person's name when read from a weightier source. */
const char *people_name(const char *typed, enum people_source from);
struct session;
/* The game read, each player renamed as the person is shown (when
 * people are on): the log walk hands it so to every reader. */
const struct session *people_show(struct session *s);
/* Whether a and b name one person (as at new when people are off). */
bool people_same(const char *a, const char *b);

/* Read the next line of a list file (players, people): NULL at its
 * end; else the line's text, its "#" comment and the blanks around it
 * cut (maybe ""), `*line` counted.  A line that is not text is said
 * (people_fail) and ends the reading with `*bad` set. */
char *people_file_line(FILE *fp, const char *path, char **buf, size_t *cap,
    int *line, bool *bad);
/* "FILE:LINE: Sentence." on standard error, as a compiler writes it, in
 * every language; always false. */
bool people_vfail(const char *path, int line, const char *fmt, va_list ap)
    __attribute__((format(printf, 3, 0)));

#endif
