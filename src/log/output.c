/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* output.c — the one check of every file treeref writes for the user
 * (export, standings --csv, report -o, and any output to come): never a
 * file of its own state folder, in any table, never a file this same run
 * reads, never standard output when it carries JSON lines. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "output.h"
#include "i18n.h"
#include "paths.h"
#include "util.h"

/* A file by its identity: a link or another name to it is the same. */
struct file_id {
	dev_t dev;
	ino_t ino;
};

/* What this run reads: the scripts, the logs of standings and report. */
static struct file_id *inputs;
static size_t ninputs, inputs_room;
/* --json: standard output carries only JSON lines. */
static bool stdout_json;
/* Files of treeref's own outside the state folder (a history named by
 * TREEREF_HISTORY). */
static char **own_files;
static size_t nown;
/* Folders no output goes into: the archive's (whole) and the folders
 * this run reads as logs. */
static char **archives, **read_folders;
static size_t narchives, nread_folders;

static bool
same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

static void
add_input(const struct stat *st)
{
	if (ninputs == inputs_room) {
		inputs_room = inputs_room ? inputs_room * 2 : 16;
		inputs = xrealloc(inputs, inputs_room * sizeof *inputs);
	}
	inputs[ninputs++] = (struct file_id){ st->st_dev, st->st_ino };
}

void
output_note_input(int fd)
{
	struct stat st;

	if (fstat(fd, &st) == 0)
		output_note_input_stat(&st);
}

void
output_note_input_stat(const struct stat *st)
{
	/* a terminal or /dev/null read is not lost by writing to it */
	if (S_ISREG(st->st_mode) || S_ISFIFO(st->st_mode))
		add_input(st);
}

void
output_note_input_path(const char *path)
{
	struct stat st;

	if (strcmp(path, "-") == 0)
		output_note_input(STDIN_FILENO);
	else if (stat(path, &st) == 0 && (S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode)))
		add_input(&st);
}

void
output_json(bool on)
{
	stdout_json = on;
}

void
output_note_own_file(const char *path)
{
	own_files = xrealloc(own_files, (nown + 1) * sizeof *own_files);
	own_files[nown++] = xstrdup(path);
}

static void
note_folder(char ***list, size_t *n, const char *dir)
{
	*list = xrealloc(*list, (*n + 1) * sizeof **list);
	(*list)[(*n)++] = xstrdup(dir);
}

void
output_note_archive(const char *dir)
{
	note_folder(&archives, &narchives, dir);
}

void
output_note_input_folder(const char *dir)
{
	note_folder(&read_folders, &nread_folders, dir);
}

/* The real path of the folder that would hold `path`. */
static char *
real_parent(const char *path)
{
	char *copy = xstrdup(path), *slash = strrchr(copy, '/'), *r;

	if (slash == NULL)
		r = realpath(".", NULL);
	else if (slash == copy)
		r = realpath("/", NULL);
	else {
		*slash = '\0';
		r = realpath(copy, NULL);
	}
	free(copy);
	return r;
}

/* Whether `path` (a file to be written) is a file of the folder `dir`
 * or in it, at any depth, whatever the names used for either. */
static bool
folder_holds(const char *dir, const char *path)
{
	char *d = realpath(dir, NULL), *p = real_parent(path);
	bool in = false;

	if (d != NULL && p != NULL) {
		size_t n = strlen(d);
		in = strncmp(p, d, n) == 0 && (p[n] == '\0' || p[n] == '/' ||
		    strcmp(d, "/") == 0);
	}
	free(d);
	free(p);
	return in;
}

/* The first of the n folders that holds `path` (at any depth), or NULL. */
static const char *
folder_holding(char *const *dirs, size_t n, const char *path)
{
	for (size_t i = 0; i < n; i++)
		if (folder_holds(dirs[i], path))
			return dirs[i];
	return NULL;
}

/* One of the files noted by output_note_own_file, by name or, when
 * both exist, by device and inode. */
static bool
own_file(const char *path, const struct stat *target, bool exists)
{
	struct stat st;

	for (size_t i = 0; i < nown; i++)
		if (strcmp(own_files[i], path) == 0 || (exists &&
		    stat(own_files[i], &st) == 0 && same_file(&st, target)))
			return true;
	return false;
}

/* Whether `target` (when `exists`) is a file of folder `dir`, or `parent`
 * (the folder the target would be written in) is `dir` itself; then the
 * folder goes to `found`. */
static bool
in_state_folder(const char *dir, const struct stat *target, bool exists,
    const struct stat *parent, bool has_parent, struct sbuf *found)
{
	struct stat st;
	struct dirent *e;
	DIR *d;
	bool hit = false;

	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
		return false;
	if (has_parent && same_file(&st, parent))
		hit = true;
	if (!hit && exists && (d = opendir(dir)) != NULL) {
		while (!hit && (e = readdir(d)) != NULL)
			hit = fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
			    same_file(&st, target);
		closedir(d);
	}
	if (hit)
		sbuf_add(found, dir);
	return hit;
}

/* A file of the state folder (journal, lock, kept games, history), of
 * the default table or of any other: the folder goes to `found`. */
static bool
state_file(const char *path, const struct stat *target, bool exists,
    struct sbuf *found)
{
	struct sbuf top = { 0 }, sub = { 0 }, parent_dir = { 0 };
	struct stat parent;
	const char *slash = strrchr(path, '/');
	bool has_parent, hit;
	struct dirent *e;
	DIR *d;

	if (!paths_state_dir(&top))
		return false;
	if (slash == path)
		sbuf_add(&parent_dir, "/");
	else if (slash)
		sbuf_printf(&parent_dir, "%.*s", (int)(slash - path), path);
	else
		sbuf_add(&parent_dir, ".");
	has_parent = stat(parent_dir.s, &parent) == 0;
	hit = in_state_folder(top.s, target, exists, &parent, has_parent, found);
	sbuf_printf(&sub, "%s/tables", top.s);
	if (!hit)
		hit = in_state_folder(sub.s, target, exists, &parent, has_parent, found);
	if (!hit && (d = opendir(sub.s)) != NULL) {
		while (!hit && (e = readdir(d)) != NULL) {
			if (e->d_name[0] == '.')
				continue;
			struct sbuf table = { 0 };
			sbuf_printf(&table, "%s/%s", sub.s, e->d_name);
			hit = in_state_folder(table.s, target, exists, &parent, has_parent,
			    found);
			sbuf_free(&table);
		}
		closedir(d);
	}
	sbuf_free(&top);
	sbuf_free(&sub);
	sbuf_free(&parent_dir);
	return hit;
}

static bool
run_input(const struct stat *target)
{
	for (size_t i = 0; i < ninputs; i++)
		if (inputs[i].dev == target->st_dev && inputs[i].ino == target->st_ino)
			return true;
	return false;
}

static bool
is_stdout(const char *path, const struct stat *target, bool exists)
{
	struct stat out;

	if (strcmp(path, "-") == 0)
		return true;
	return exists && fstat(STDOUT_FILENO, &out) == 0 && same_file(&out, target);
}

/*
 * Each check in turn, the first that refuses names the file and why:
 * every output, present and future, meets them all.
 */
bool
output_allowed(const char *path, struct sbuf *why)
{
	struct stat target;
	struct sbuf folder = { 0 };
	const char *dir;
	bool exists = stat(path, &target) == 0, ok = true;

	if (stdout_json && is_stdout(path, &target, exists)) {
		sbuf_printf(why, _("%s is standard output, which carries only the "
		    "JSON lines with --json: name a file"), path);
		ok = false;
	} else if (strcmp(path, "-") == 0) {
		ok = true;
	} else if (state_file(path, &target, exists, &folder)) {
		sbuf_printf(why, _("%s is in treeref's state folder %s, where only "
		    "treeref writes (journals, locks, kept games, history): name "
		    "another file"), path, folder.s);
		ok = false;
	} else if ((dir = folder_holding(archives, narchives, path)) != NULL) {
		sbuf_printf(why, _("%s is in the archive of finished games %s, which "
		    "only the referee writes: name a file elsewhere"), path, dir);
		ok = false;
	} else if ((dir = folder_holding(read_folders, nread_folders, path)) != NULL) {
		sbuf_printf(why, _("%s is in the folder %s, which this command reads "
		    "as logs: name a file elsewhere"), path, dir);
		ok = false;
	} else if (own_file(path, &target, exists)) {
		sbuf_printf(why, _("%s is treeref's own file (the history): name "
		    "another file"), path);
		ok = false;
	} else if (exists && run_input(&target)) {
		sbuf_printf(why, _("%s is read by this same run: writing it would "
		    "lose what is being read; name another file"), path);
		ok = false;
	}
	sbuf_free(&folder);
	return ok;
}
