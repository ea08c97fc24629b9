/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* inputs.c — the logs a log tool is given: files and folders (the .csv
 * files below a folder, in order), the --since/--until range a game must
 * have started in, and the label each log is headed by. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "replay.h"
#include "util.h"

/* The --since and --until bounds: a day (10 bytes, compared with the
 * game's local day) or a moment. */
static struct {
	bool set[2];
	bool day[2];
	char text[2][DATE_SIZE];
	time_t at[2];
} range;

bool
replay_set_range(const char *since, const char *until)
{
	const char *b[2] = { since, until };

	for (int i = 0; i < 2; i++) {
		range.set[i] = b[i] != NULL;
		if (b[i] == NULL)
			continue;
		char probe[DATE_SIZE + 16];
		range.day[i] = strlen(b[i]) == 10;
		/* a day is a date at midnight UTC as far as its form goes */
		snprintf(probe, sizeof probe, "%sT00:00:00Z", b[i]);
		if (range.day[i] ? !date_parse(probe, NULL) :
		    !date_parse(b[i], &range.at[i]))
			return false;
		snprintf(range.text[i], sizeof range.text[i], "%s", b[i]);
	}
	return true;
}

bool
replay_in_range(const char *started)
{
	time_t t;

	if (!range.set[0] && !range.set[1])
		return true;
	if (!date_parse(started, &t))
		return false; /* date unknown: kept only without a range */
	for (int i = 0; i < 2; i++) {
		if (!range.set[i])
			continue;
		int c = range.day[i] ? strncmp(started, range.text[i], 10) :
		    (t > range.at[i]) - (t < range.at[i]);
		if (i == 0 ? c < 0 : c > 0)
			return false;
	}
	return true;
}

bool
replay_undated(const char *started)
{
	return (range.set[0] || range.set[1]) && !date_parse(started, NULL);
}

bool
replay_range_inverted(void)
{
	if (!range.set[0] || !range.set[1])
		return false;
	if (!range.day[0] && !range.day[1])
		return range.at[0] > range.at[1];
	/* a day against a day, or the day a moment names where it was given */
	return strncmp(range.text[0], range.text[1], 10) > 0;
}

/* The last expansion, for replay_label. */
static const struct replay_inputs *last_inputs;

static void
add_input(struct replay_inputs *in, const char *path, const char *label)
{
	if (in->n == in->cap) {
		in->cap = in->cap ? in->cap * 2 : 16;
		in->path = xrealloc(in->path, in->cap * sizeof *in->path);
		in->label = xrealloc(in->label, in->cap * sizeof *in->label);
	}
	in->path[in->n] = xstrdup(path);
	in->label[in->n] = xstrdup(label);
	in->n++;
}

static bool
is_csv_name(const char *name)
{
	size_t n = strlen(name);

	return n > 4 && strcmp(name + n - 4, ".csv") == 0;
}

/* What a special file is, in words. */
static const char *
special_kind(mode_t m)
{
	return S_ISFIFO(m) ? _("a FIFO") : S_ISSOCK(m) ? _("a socket") :
	    S_ISCHR(m) ? _("a character device") : S_ISBLK(m) ? _("a block device") :
	    _("not a file");
}

/* Whether `path` is one replay_expand found in a folder. */
static bool
in_folder(const char *path)
{
	for (size_t i = 0; last_inputs && i < last_inputs->nfolders; i++) {
		size_t n = strlen(last_inputs->folders[i]);
		if (strncmp(path, last_inputs->folders[i], n) == 0 && path[n] == '/')
			return true;
	}
	return false;
}

FILE *
replay_open_log(const char *path, struct sbuf *why)
{
	struct stat st;
	bool folder = in_folder(path);
	/* named on the command line, a FIFO (the shell's <(...)) is waited
	 * on and read as it comes; one found in a folder never */
	int fd = open(path, O_RDONLY | O_CLOEXEC | (folder ? O_NONBLOCK : 0));
	FILE *fp;

	if (fd < 0 || fstat(fd, &st) != 0) {
		sbuf_add(why, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	if (folder && !S_ISREG(st.st_mode)) {
		/* it became one after the folder was read: never waited on */
		sbuf_printf(why, _("not a regular file (%s)"), special_kind(st.st_mode));
		close(fd);
		return NULL;
	}
	if (folder)
		fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	if ((fp = fdopen(fd, "r")) == NULL) {
		sbuf_add(why, strerror(errno));
		close(fd);
	}
	return fp;
}

/* Collect the *.csv below the folder `dir` (its path relative to the
 * argument: `rel`, "" at the top) into `found` (relative paths); 1
 * when a folder could not be read (said). */
static int
collect(const char *top, const char *rel, struct replay_inputs *found)
{
	struct sbuf dir = { 0 };
	struct dirent *e;
	DIR *d;
	int status = 0;

	sbuf_printf(&dir, "%s%s%s", top, *rel ? "/" : "", rel);
	if ((d = opendir(dir.s)) == NULL) {
		fprintf(stderr, _("treeref: Cannot read %s: %s.\n"), dir.s, strerror(errno));
		sbuf_free(&dir);
		return 1;
	}
	while ((e = readdir(d)) != NULL) {
		struct sbuf sub = { 0 }, full = { 0 };
		struct stat st;
		if (e->d_name[0] == '.')
			continue; /* hidden, and . and .. */
		sbuf_printf(&sub, "%s%s%s", rel, *rel ? "/" : "", e->d_name);
		sbuf_printf(&full, "%s/%s", dir.s, e->d_name);
		bool is_dir = lstat(full.s, &st) == 0 && S_ISDIR(st.st_mode);
		if (is_dir) {
			if (collect(top, sub.s, found) != 0)
				status = 1;
		} else if (is_csv_name(e->d_name) && S_ISLNK(st.st_mode) &&
		    stat(full.s, &st) == 0 && S_ISDIR(st.st_mode)) {
			; /* a symlinked folder is not followed */
		} else if (is_csv_name(e->d_name) && !S_ISREG(st.st_mode) &&
		    !S_ISLNK(st.st_mode)) {
			/* a FIFO or a device would block the read, or never end */
			fprintf(stderr, _("treeref: warning: %s is not a regular file "
			    "(%s): skipped.\n"), full.s, special_kind(st.st_mode));
		} else if (is_csv_name(e->d_name)) {
			add_input(found, sub.s, sub.s);
		}
		sbuf_free(&sub);
		sbuf_free(&full);
	}
	closedir(d);
	sbuf_free(&dir);
	return status;
}

static int
by_bytes(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
replay_expand(int argc, char *const *argv, struct replay_inputs *in)
{
	int status = 0;

	for (int i = 0; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) != 0 || !S_ISDIR(st.st_mode)) {
			const char *base = strrchr(argv[i], '/');
			add_input(in, argv[i], base && base[1] ? base + 1 : argv[i]);
			continue;
		}
		struct replay_inputs found = { 0 };
		size_t n = strlen(argv[i]);
		/* "games/" and "games" name the same files */
		while (n > 1 && argv[i][n - 1] == '/')
			n--;
		char *top = xstrdup(argv[i]);
		top[n] = '\0';
		if (collect(top, "", &found) != 0)
			status = 1;
		if (found.n > 1)
			qsort(found.path, found.n, sizeof *found.path, by_bytes);
		for (size_t k = 0; k < found.n; k++) {
			struct sbuf p = { 0 };
			sbuf_printf(&p, "%s/%s", top, found.path[k]);
			add_input(in, p.s, found.path[k]);
			sbuf_free(&p);
		}
		if (found.n == 0) {
			fprintf(stderr, _("treeref: %s holds no event log (no *.csv file "
			    "below it).\n"), argv[i]);
			status = 1;
		}
		in->folders = xrealloc(in->folders, (in->nfolders + 1) * sizeof *in->folders);
		in->folders[in->nfolders++] = top;
		replay_inputs_free(&found);
	}
	last_inputs = in;
	return status;
}

void
replay_inputs_free(struct replay_inputs *in)
{
	for (size_t i = 0; i < in->n; i++) {
		free(in->path[i]);
		free(in->label[i]);
	}
	for (size_t i = 0; i < in->nfolders; i++)
		free(in->folders[i]);
	free(in->path);
	free(in->label);
	free(in->folders);
	if (last_inputs == in)
		last_inputs = NULL;
	memset(in, 0, sizeof *in);
}

const char *
replay_label(const char *path)
{
	for (size_t i = 0; last_inputs && i < last_inputs->n; i++)
		if (strcmp(last_inputs->path[i], path) == 0)
			return last_inputs->label[i];
	return path;
}
