/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* output.h — the one check of every file treeref writes (output.c),
 * below the log tools that write (csvlog.c) and the front end. */
#ifndef TREEREF_OUTPUT_H
#define TREEREF_OUTPUT_H

#include <stdbool.h>

struct sbuf;

/*
 * The one check of every file treeref writes for the user (output.c;
 * csvlog's writers call it, so every output meets it): false, with the
 * reason in `why`, for a file of treeref's state folder in any table
 * (the journal, its lock, kept games, history, or a new name there),
 * for a file in the archive of finished games or in a folder this run
 * reads as logs (output_note_archive, output_note_input_folder),
 * for a file of treeref's own elsewhere (output_note_own_file), for a
 * file this run reads (same device and inode: a script, a log of
 * standings or report), and for standard output (`-` or its file) when
 * it carries JSON lines.
 */
bool output_allowed(const char *path, struct sbuf *why);
/* What this run reads, which no output may replace: an open descriptor
 * or a file name ("-": standard input).  Regular files and FIFOs only. */
void output_note_input(int fd);
/* The same, of what fstat said of it. */
struct stat;
void output_note_input_stat(const struct stat *st);
void output_note_input_path(const char *path);
/* A file treeref keeps outside its state folder (the history that
 * TREEREF_HISTORY names), which no output may replace either. */
void output_note_own_file(const char *path);
/* The archive of finished games (archive.h): no output goes into it. */
void output_note_archive(const char *dir);
/* A folder this run reads as logs (replay_expand): no output goes into
 * it, where the next run would read it as a log. */
void output_note_input_folder(const char *dir);
/* --json: standard output takes only JSON lines, never an export. */
void output_json(bool on);

#endif
