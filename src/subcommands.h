/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* subcommands.h — `treeref SUBCOMMAND ARG...` (subcommands.c). */
#ifndef TREEREF_SUBCOMMANDS_H
#define TREEREF_SUBCOMMANDS_H

#include <stdbool.h>

struct options;

/* Whether `word` names a subcommand, in English or French, spelt exactly
 * (any other spelling, ./check included, is a script). */
bool subcommand_named(const char *word);
/* Run the subcommand argv[first] with the arguments after it (options
 * among them read again into `o`); its exit status. */
int subcommand_run(int argc, char **argv, int first, struct options *o);

#endif
