/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* repl.h — the interactive session on a terminal, through readline. */
#ifndef TREEREF_REPL_H
#define TREEREF_REPL_H

#include <stdbool.h>
#include <stddef.h>

struct frontend;
struct session;

/* Ask at the terminal whether to resume the journalled game: `where` says
 * where it stands (frontend_describe_position), `n` its commands. */
bool repl_ask_resume(const char *where, size_t n);

/* Give the terminal back its usual mode (echo, line editing), whatever a
 * killed program left it in; from then on, every signal that ends
 * treeref gives it back that mode first (SIGTERM, SIGUSR1, SIGALRM...). */
void repl_sane_terminal(void);

/* Read commands at a prompt until quit or end of input, with the history
 * of `table` (NULL: the default one); returns the exit status. */
int repl_run(struct frontend *f, const char *table);

/* A message for standard error, wrapped at blanks to the terminal's
 * width when standard error is one (the terminal would cut it inside a
 * word), as it is otherwise. */
void repl_say_err(const char *text);

#endif
