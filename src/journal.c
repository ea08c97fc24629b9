/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* journal.c — the append-only autosave of accepted commands, one command
 * per line, each fsync'd before the user sees the answer. */
#include "journal.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

struct journal {
	int fd;
};

bool
journal_dir(struct sbuf *out)
{
	const char *state = getenv("XDG_STATE_HOME");
	const char *home = getenv("HOME");

	if (state && *state == '/') {
		sbuf_printf(out, "%s/treeref", state);
		return true;
	}
	if (home && *home) {
		sbuf_printf(out, "%s/.local/state/treeref", home);
		return true;
	}
	return false;
}

char **
journal_read(const char *path, size_t *n, size_t *torn)
{
	FILE *fp = fopen(path, "r");
	char **lines = NULL, *buf = NULL;
	size_t cap = 0, count = 0, room = 0;
	ssize_t len;

	*n = 0;
	*torn = 0;
	if (fp == NULL)
		return NULL;
	while ((len = getline(&buf, &cap, fp)) != -1) {
		if (len == 0 || buf[len - 1] != '\n') {
			/* the last write was cut short: drop it */
			*torn = (size_t)len;
			break;
		}
		buf[len - 1] = '\0';
		if (count == room) {
			room = room ? room * 2 : 64;
			lines = xrealloc(lines, room * sizeof *lines);
		}
		lines[count++] = xstrdup(buf);
	}
	free(buf);
	fclose(fp);
	*n = count;
	if (lines == NULL)
		lines = xcalloc(1, sizeof *lines);
	return lines;
}

void
journal_free_lines(char **lines, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
}

struct journal *
journal_open(const char *path, struct sbuf *why)
{
	struct journal *j;
	int fd;

	if (make_parent_dirs(path) != 0) {
		sbuf_printf(why, "%s: %s", path, strerror(errno));
		return NULL;
	}
	fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
	if (fd < 0) {
		sbuf_printf(why, "%s: %s", path, strerror(errno));
		return NULL;
	}
	j = xmalloc(sizeof *j);
	j->fd = fd;
	return j;
}

static bool
write_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		s += w;
		n -= (size_t)w;
	}
	return true;
}

bool
journal_append(struct journal *j, const char *line, bool restart,
    struct sbuf *why)
{
	struct sbuf rec = { 0 };
	bool ok;

	if (restart && ftruncate(j->fd, 0) != 0) {
		sbuf_printf(why, "%s", strerror(errno));
		return false;
	}
	sbuf_add(&rec, line);
	sbuf_addc(&rec, '\n');
	/* One write for the whole line, so a crash tears at most its end. */
	ok = write_all(j->fd, rec.s, rec.len) && fsync(j->fd) == 0;
	if (!ok)
		sbuf_printf(why, "%s", strerror(errno ? errno : EIO));
	sbuf_free(&rec);
	return ok;
}

void
journal_close(struct journal *j)
{
	if (j == NULL)
		return;
	close(j->fd);
	free(j);
}

bool
journal_keep_aside(const char *path, struct sbuf *to)
{
	char stamp[32];
	time_t now = time(NULL);
	struct tm tm;

	localtime_r(&now, &tm);
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
	sbuf_printf(to, "%s-%s", path, stamp);
	for (int i = 1; access(to->s, F_OK) == 0 && i < 1000; i++) {
		sbuf_reset(to);
		sbuf_printf(to, "%s-%s-%d", path, stamp, i);
	}
	return rename(path, to->s) == 0;
}
