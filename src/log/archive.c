/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* archive.c — the archive of finished games: event logs written whole
 * into a folder the user owns, and read back for the listing. */
#include "archive.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "csvlog.h"
#include "game.h"
#include "paths.h"
#include "replay.h"
#include "session.h"
#include "util.h"

/* Temporaries: hidden (folder readers skip them), and named by the
 * machine and the process, so that a start removes only its own
 * machine's leftovers of processes that are gone. */
#define TMP_PREFIX ".treeref-tmp-"

bool
archive_dir(struct sbuf *out, const char *root, const char *table)
{
	if (root != NULL)
		sbuf_add(out, root);
	else if (paths_data_dir(out))
		sbuf_add(out, "/games");
	else
		return false;
	if (table != NULL)
		sbuf_printf(out, "/tables/%s", table);
	return true;
}

static void
fail(struct sbuf *why, const char *what, int err)
{
	sbuf_printf(why, "%s: %s", what, strerror(err));
}

/* mkdir -p with the user's umask: the archive is user data. */
static bool
make_dirs(const char *dir, struct sbuf *why)
{
	char *p = xstrdup(dir);
	bool ok = true;

	for (char *s = p + 1; ok; s++) {
		if (*s != '/' && *s != '\0')
			continue;
		char c = *s;
		*s = '\0';
		if (mkdir(p, 0777) != 0 && errno != EEXIST) {
			fail(why, p, errno);
			ok = false;
		}
		*s = c;
		if (c == '\0')
			break;
	}
	free(p);
	return ok;
}

static void
host_name(char *buf, size_t size)
{
	if (gethostname(buf, size) != 0 || buf[0] == '\0')
		snprintf(buf, size, "localhost");
	buf[size - 1] = '\0';
	for (char *s = buf; *s; s++)
		if (*s == '/' || *s == '-')
			*s = '_';
}

char *
archive_log_text(const struct session *s, size_t *len)
{
	struct sheet sh = { 0 };
	char *text = NULL;
	FILE *fp = open_memstream(&text, len);

	if (fp == NULL) {
		fputs("treeref: out of memory\n", stderr);
		exit(2);
	}
	replay_build_log(s, &sh);
	csvlog_write_rows(fp, &sh, CSVLOG_SEP_DEFAULT);
	fclose(fp);
	sheet_free(&sh);
	return text;
}

/* The new file's name from the end of the game, in UTC. */
static void
base_name(const struct session *s, char *buf, size_t size)
{
	time_t t;
	struct tm tm;

	if (!date_parse(session_ended(s), &t))
		t = date_now();
	gmtime_r(&t, &tm);
	snprintf(buf, size, "%04d-%02d-%02dT%02d%02dZ-%s", tm.tm_year + 1900,
	    tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, session_game(s)->id);
}

/* Give the temporary a new name that no file has: a link, which fails
 * on an existing name (the temporary is then removed). */
/* Whether the file `name` of the folder holds exactly `text`. */
static bool
same_file(int dfd, const char *name, const char *text, size_t len)
{
	int fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	char buf[65536];
	size_t at = 0;
	ssize_t n;
	bool same = fd >= 0;

	while (same && (n = read(fd, buf, sizeof buf)) != 0) {
		if (n < 0 || (size_t)n > len - at || memcmp(buf, text + at, (size_t)n) != 0)
			same = false;
		else
			at += (size_t)n;
	}
	if (fd >= 0)
		close(fd);
	return same && at == len;
}

static bool
name_new(int dfd, const char *tmp, const struct session *s, const char *text,
    size_t len, struct sbuf *name, struct sbuf *why)
{
	char base[64];

	base_name(s, base, sizeof base);
	for (int k = 1; k < 10000; k++) {
		sbuf_reset(name);
		/* a suffix that sorts after the name without one, and in the
		 * order of play among the others, byte for byte as a folder
		 * is read (--date: every game of a session in the same minute) */
		if (k == 1)
			sbuf_printf(name, "%s.csv", base);
		else
			sbuf_printf(name, "%s_%04d.csv", base, k);
		if (linkat(dfd, tmp, dfd, name->s, 0) == 0) {
			unlinkat(dfd, tmp, 0);
			return true;
		}
		if (errno == EEXIST) {
			if (!same_file(dfd, name->s, text, len))
				continue;
			unlinkat(dfd, tmp, 0); /* already there, whole */
			return true;
		}
		if (errno != EPERM && errno != ENOTSUP && errno != EOPNOTSUPP) {
			fail(why, name->s, errno);
			return false;
		}
		/* a file system without links: take a free name by rename */
		struct stat st;
		if (fstatat(dfd, name->s, &st, AT_SYMLINK_NOFOLLOW) == 0)
			continue;
		if (renameat(dfd, tmp, dfd, name->s) == 0)
			return true;
		fail(why, name->s, errno);
		return false;
	}
	fail(why, base, EEXIST);
	return false;
}

bool
archive_write(const char *dir, const struct session *s, const char *text,
    size_t len, struct sbuf *name, struct sbuf *why)
{
	char host[64], tmp[128 + 64];
	int dfd, fd;
	bool ok = false;

	if (session_game(s) == NULL)
		return true;
	if (!make_dirs(dir, why))
		return false;
	if ((dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
		fail(why, dir, errno);
		return false;
	}
	host_name(host, sizeof host);
	snprintf(tmp, sizeof tmp, TMP_PREFIX "%s-%ld", host, (long)getpid());
	fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (fd < 0 && errno == EEXIST && unlinkat(dfd, tmp, 0) == 0)
		fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (fd < 0) {
		struct sbuf p = { 0 };
		sbuf_printf(&p, "%s/%s", dir, tmp);
		fail(why, p.s, errno);
		sbuf_free(&p);
	} else if (!write_all(fd, text, len) || fsync(fd) != 0) {
		fail(why, dir, errno);
		close(fd);
		unlinkat(dfd, tmp, 0);
	} else if (close(fd) != 0) {
		fail(why, dir, errno);
		unlinkat(dfd, tmp, 0);
	} else {
		/* a name no file has: never a file of the archive replaced */
		ok = name_new(dfd, tmp, s, text, len, name, why);
	}
	if (!ok)
		unlinkat(dfd, tmp, 0);
	if (ok && fsync(dfd) != 0 && errno != EINVAL) {
		fail(why, dir, errno);
		ok = false;
	}
	close(dfd);
	return ok;
}

void
archive_clean(const char *dir)
{
	char host[64];
	size_t n;
	DIR *d = opendir(dir);
	struct dirent *e;

	if (d == NULL)
		return;
	host_name(host, sizeof host);
	n = strlen(TMP_PREFIX);
	while ((e = readdir(d)) != NULL) {
		const char *s = e->d_name;
		size_t h = strlen(host);
		if (strncmp(s, TMP_PREFIX, n) != 0 || strncmp(s + n, host, h) != 0 ||
		    s[n + h] != '-')
			continue;
		char *end;
		long pid = strtol(s + n + h + 1, &end, 10);
		if (*end != '\0' || pid <= 0)
			continue;
		/* still writing: leave it alone */
		if (pid != (long)getpid() && kill((pid_t)pid, 0) == 0)
			continue;
		unlinkat(dirfd(d), s, 0);
	}
	closedir(d);
}

/* The last game of a log (the archive holds one per file). */
static void
last_game(void *ctx, const struct session *s)
{
	struct archive_game *a = ctx;
	const struct game_ops *g = session_game(s);
	struct sbuf r = { 0 };

	free(a->title);
	free(a->result);
	a->title = xstrdup(g->title);
	/* a finished game as every listing says it; else the game's line */
	game_summary(g, session_state(s), &r);
	a->result = xstrdup(sbuf_str(&r));
	sbuf_free(&r);
	a->finished = session_finished(s);
	snprintf(a->started, sizeof a->started, "%s", session_started(s));
	snprintf(a->ended, sizeof a->ended, "%s", session_ended(s));
}

/* The moment to sort by: the end, else the start, else none. */
static time_t
sort_time(const struct archive_game *a)
{
	time_t t;

	if (date_parse(a->ended, &t) || date_parse(a->started, &t))
		return t;
	return 0;
}

static int
newest_first(const void *x, const void *y)
{
	const struct archive_game *a = x, *b = y;
	time_t ta = sort_time(a), tb = sort_time(b);

	if (ta != tb)
		return ta < tb ? 1 : -1;
	return strcmp(b->name, a->name);
}

struct archive_game *
archive_list(const char *dir, size_t *n)
{
	struct archive_game *v = NULL;
	char **paths = NULL;
	size_t np = 0, cap = 0;
	DIR *d = opendir(dir);
	struct dirent *e;

	*n = 0;
	if (d == NULL)
		return NULL;
	while ((e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name);
		struct stat st;
		if (e->d_name[0] == '.' || len <= 4 || strcmp(e->d_name + len - 4, ".csv") != 0 ||
		    fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
		    !S_ISREG(st.st_mode))
			continue;
		if (np == cap) {
			cap = cap ? cap * 2 : 16;
			paths = xrealloc(paths, cap * sizeof *paths);
		}
		struct sbuf path = { 0 };
		sbuf_printf(&path, "%s/%s", dir, e->d_name);
		paths[np++] = path.s;
	}
	closedir(d);
	/* each game once: a correction's original, a copy, not listed */
	replay_identify(paths, np);
	v = xcalloc(np + 1, sizeof *v);
	for (size_t i = 0; i < np; i++) {
		struct archive_game *a = &v[*n];
		struct sbuf err = { 0 };
		a->path = paths[i];
		a->name = xstrdup(strrchr(paths[i], '/') + 1);
		a->readable = replay_each_game(a->path, last_game, a, &err);
		if (!a->readable) {
			free(a->title);
			free(a->result);
			a->title = xstrdup("");
			a->result = xstrdup(sbuf_str(&err));
			a->started[0] = a->ended[0] = '\0';
		}
		sbuf_free(&err);
		if (a->readable && a->title == NULL) {
			/* every game of it set aside */
			free(a->path);
			free(a->name);
			memset(a, 0, sizeof *a);
			continue;
		}
		(*n)++;
	}
	replay_identify_clear();
	free(paths);
	if (*n > 1)
		qsort(v, *n, sizeof *v, newest_first);
	return v;
}

void
archive_list_free(struct archive_game *g, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(g[i].path);
		free(g[i].name);
		free(g[i].title);
		free(g[i].result);
	}
	free(g);
}

