/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* lineedit.h — readline, as repl.c uses it: loaded when a session at a
 * terminal starts, not at every start of the program. */
#ifndef TREEREF_LINEEDIT_H
#define TREEREF_LINEEDIT_H

#include <stdio.h>

#include <readline/history.h>
#include <readline/readline.h>

struct sbuf;

/* Each function and variable of readline that repl.c uses, by its own
 * name: X(name) once each. */
#define LINEEDIT_NAMES(X) \
	X(readline) X(rl_get_screen_size) X(rl_getc) \
	X(rl_callback_handler_install) X(rl_callback_handler_remove) \
	X(rl_callback_read_char) X(rl_callback_sigcleanup) \
	X(rl_free_line_state) X(rl_crlf) X(rl_replace_line) \
	X(rl_on_new_line) X(rl_redisplay) X(rl_variable_bind) \
	X(using_history) X(stifle_history) X(add_history) X(history_get) \
	X(rl_instream) X(rl_outstream) X(rl_line_buffer) X(rl_end) \
	X(rl_attempted_completion_over) X(rl_sort_completion_matches) \
	X(rl_catch_signals) X(rl_readline_name) \
	X(rl_attempted_completion_function) \
	X(rl_completer_quote_characters) X(rl_filename_quote_characters) \
	X(rl_getc_function) X(history_base) X(history_length)

/* The address of each: a function's to call, a variable's to read and
 * set through (*le->rl_end). */
struct lineedit {
#define LINEEDIT_FIELD(name) __typeof__(&name) name;
	LINEEDIT_NAMES(LINEEDIT_FIELD)
#undef LINEEDIT_FIELD
};

/* readline, loaded on the first call (the dynamic build opens the
 * distribution's LINEEDIT_SONAME then; STATIC=1 links it in); NULL when
 * it cannot be, with why in `why` (the library and the loader's
 * words), the same on every call. */
const struct lineedit *lineedit_load(struct sbuf *why);

#endif
