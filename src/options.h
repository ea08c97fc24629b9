/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* options.h — the command line's options, as options.c reads them. */
#ifndef TREEREF_OPTIONS_H
#define TREEREF_OPTIONS_H

#include <stdbool.h>

struct sbuf;

#define TREEREF_VERSION "0.1.0"

struct options {
	bool strict, json, resume, journal, force, no_color;
	const char *lang;
	const char *table; /* NULL: the default table */
	const char *csv;    /* standings --csv FILE */
	const char *output; /* report -o FILE */
	const char *seed;   /* seat --seed N */
	const char *title;  /* report --title TEXT */
	const char *people; /* standings, report, seat --people FILE */
	const char *since, *until; /* log readers: --since, --until DATE */
	const char *archive; /* --archive DIR: the archive's folder */
	const char *date;    /* --date WHEN: the games' date of play */
	const char *event;   /* --event TEXT: the games' event */
	const char *round;   /* --round N: their round, as digits */
	bool no_archive, path; /* --no-archive; games --path */
	bool amend;        /* --amend: a script may undo past an archived end */
	char sep;          /* --sep: ',' or ';', 0 when not given */
};

/* The options, up to the first other argument (`sub` false: the rest is
 * scripts, or a subcommand and its own arguments), or all of them
 * wherever they stand (`sub`: after a subcommand, whose files are then
 * moved to the end of argv, from the returned index on).  -1: a usage
 * error, said; --help, --version and --game-ids exit. */
int options_parse(int argc, char **argv, struct options *o, bool sub);
/* The table's archive folder in `out`, as the options say; false: none
 * (--no-archive, or no folder can be named). */
bool options_archive_folder(const struct options *o, struct sbuf *out);
/* No output goes into an archive: every table's, under the default
 * folder and under --archive DIR (output_note_archive). */
void options_note_archives(const struct options *o);

#endif
