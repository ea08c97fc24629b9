/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* paths.h — where treeref keeps its files, by the XDG base directories:
 * the one place that reads XDG_STATE_HOME, XDG_CONFIG_HOME,
 * XDG_DATA_HOME and HOME. */
#ifndef TREEREF_PATHS_H
#define TREEREF_PATHS_H

#include <stdbool.h>

struct sbuf;

/* Append $XDG_STATE_HOME/treeref (an absolute XDG_STATE_HOME), else
 * $HOME/.local/state/treeref: journals, kept games, history.  False
 * when neither is set. */
bool paths_state_dir(struct sbuf *out);
/* Whether the state folder (paths_state_dir) and the folders of it down
 * to `dir` are the user's alone: owned by her, writable by no group and
 * no other user, as OpenSSH wants ~/.ssh.  Else false, and `why` names
 * the folder, its owner or mode, and the command that fixes it. */
bool paths_state_dir_private(const char *dir, struct sbuf *why);
/* Append $XDG_DATA_HOME/treeref, else $HOME/.local/share/treeref: the
 * user's data (the archive of finished games).  False when neither is
 * set. */
bool paths_data_dir(struct sbuf *out);
/* Append $XDG_CONFIG_HOME/treeref, else $HOME/.config/treeref: what a
 * table keeps from game to game.  False when neither is set. */
bool paths_config_dir(struct sbuf *out);

/* Append a file name as typed at the prompt, with a leading "~" or
 * "~/" standing for $HOME as a shell reads it ("~user" stays as it is). */
void paths_expand_home(const char *file, struct sbuf *out);
/* The other way, for a path shown to the user where a line is short:
 * "~/.local/share/..." for one under $HOME (as paths_expand_home and a
 * shell read it back), else the path as it is. */
void paths_show_home(const char *path, struct sbuf *out);

#endif
