/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* journal.c — the append-only autosave of accepted commands, one command
 * per line, each fsync'd before the user sees the answer; the table's
 * lock; whole-file replacement written beside and renamed; kept games. */
#include "journal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "paths.h"
#include "util.h"

struct journal {
	int fd, lock;
	char *dir, *path;
	off_t good;  /* bytes of complete, synced lines */
	bool dirty;  /* a failed append may have left bytes past `good` */
	struct sbuf image;   /* the file's first `good` bytes */
	struct sbuf pending; /* lines held for the next commit */
	bool restart;        /* ... which then replace the file whole */
};

bool
journal_dir(struct sbuf *out, const char *table)
{
	if (!paths_state_dir(out))
		return false;
	if (table)
		sbuf_printf(out, "/tables/%s", table);
	return true;
}

static void
add_line(struct journal_text *t, const char *s, size_t len, size_t *room)
{
	if (t->n == *room) {
		*room = *room ? *room * 2 : 64;
		t->line = xrealloc(t->line, *room * sizeof *t->line);
		t->len = xrealloc(t->len, *room * sizeof *t->len);
	}
	t->line[t->n] = xmalloc(len + 1);
	memcpy(t->line[t->n], s, len);
	t->line[t->n][len] = '\0';
	t->len[t->n++] = len;
}

/* The lines of `n` bytes; an unfinished last line counts as torn. */
static void
split_lines(const char *s, size_t n, struct journal_text *t)
{
	size_t room = 0, start = 0;

	memset(t, 0, sizeof *t);
	for (size_t i = 0; i < n; i++)
		if (s[i] == '\n') {
			add_line(t, s + start, i - start, &room);
			start = i + 1;
		}
	t->torn = n - start;
}

void
journal_durable(const struct journal *j, struct journal_text *t)
{
	split_lines(j->image.s ? j->image.s : "", j->image.len, t);
}

bool
journal_read(const char *path, struct journal_text *t)
{
	FILE *fp = fopen(path, "rb");
	struct sbuf cur = { 0 };
	char buf[8192];
	size_t got, room = 0;
	bool ok = true;

	memset(t, 0, sizeof *t);
	if (fp == NULL)
		return false;
	/* bytes, never C strings: a power cut can leave NUL bytes anywhere */
	while ((got = fread(buf, 1, sizeof buf, fp)) > 0) {
		for (size_t i = 0; i < got; i++) {
			if (buf[i] != '\n') {
				sbuf_addc(&cur, buf[i]);
				continue;
			}
			add_line(t, sbuf_str(&cur), cur.len, &room);
			sbuf_reset(&cur);
		}
	}
	if (ferror(fp))
		ok = false;
	t->torn = cur.len;
	sbuf_free(&cur);
	fclose(fp);
	return ok;
}

void
journal_text_free(struct journal_text *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->line[i]);
	free(t->line);
	free(t->len);
	memset(t, 0, sizeof *t);
}

static void
fail(struct sbuf *why, const char *path, int err)
{
	if (why)
		/* the file, then why, with the language's spacing */
		sbuf_printf(why, _("%s: %s"), path, strerror(err ? err : EIO));
}

/* The pid in a lock file, or 0. */
static long
lock_holder(int fd)
{
	char buf[32];
	ssize_t n = pread(fd, buf, sizeof buf - 1, 0);

	if (n <= 0)
		return 0;
	buf[n] = '\0';
	return strtol(buf, NULL, 10);
}

static int
take_lock(const char *dir, enum journal_open_result *res, long *holder,
    struct sbuf *why)
{
	struct sbuf path = { 0 };
	char pid[32];
	int fd;

	sbuf_printf(&path, "%s/journal.lock", dir);
	fd = open(path.s, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0) {
		fail(why, path.s, errno);
		*res = JOURNAL_FAILED;
	} else if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		if (errno == EWOULDBLOCK) {
			*holder = lock_holder(fd);
			*res = JOURNAL_BUSY;
		} else {
			fail(why, path.s, errno);
			*res = JOURNAL_FAILED;
		}
		close(fd);
		fd = -1;
	} else {
		/* who holds it, for the message a second session shows */
		int n = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
		/* the pid is only a courtesy: no failure to report */
		if (ftruncate(fd, 0) == 0 && pwrite(fd, pid, (size_t)n, 0) != n)
			errno = 0;
	}
	sbuf_free(&path);
	return fd;
}

bool
journal_probe(const char *dir, long *holder)
{
	struct sbuf path = { 0 };
	struct journal_text t;
	bool has;
	int fd;

	sbuf_printf(&path, "%s/journal", dir);
	journal_read(path.s, &t);
	has = t.n > 0;
	journal_text_free(&t);
	*holder = -1;
	sbuf_add(&path, ".lock");
	fd = open(path.s, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		/* a shared lock, at once released: refused while a treeref
		 * holds the table */
		if (flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK)
			*holder = lock_holder(fd);
		close(fd);
	}
	sbuf_free(&path);
	return has;
}

struct journal *
journal_open(const char *dir, enum journal_open_result *res, long *holder,
    struct sbuf *why)
{
	struct journal *j;
	struct sbuf path = { 0 };
	int lock, fd;

	*holder = 0;
	sbuf_printf(&path, "%s/journal", dir);
	if (make_parent_dirs(path.s) != 0) {
		fail(why, dir, errno);
		*res = JOURNAL_FAILED;
		sbuf_free(&path);
		return NULL;
	}
	lock = take_lock(dir, res, holder, why);
	if (lock < 0) {
		sbuf_free(&path);
		return NULL;
	}
	fd = open(path.s, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
	if (fd < 0) {
		fail(why, path.s, errno);
		*res = JOURNAL_FAILED;
		close(lock);
		sbuf_free(&path);
		return NULL;
	}
	j = xcalloc(1, sizeof *j);
	j->fd = fd;
	j->lock = lock;
	j->dir = xstrdup(dir);
	j->path = path.s;
	j->good = lseek(fd, 0, SEEK_END);
	/* what is on disk now, should a later group of lines fail */
	char buf[8192];
	ssize_t got;
	int rfd = open(path.s, O_RDONLY | O_CLOEXEC);
	sbuf_add(&j->image, "");
	while (rfd >= 0 && (off_t)j->image.len < j->good &&
	    (got = read(rfd, buf, sizeof buf)) > 0)
		sbuf_addn(&j->image, buf, (size_t)got);
	if (rfd >= 0)
		close(rfd);
	if ((off_t)j->image.len > j->good)
		j->image.s[j->image.len = (size_t)j->good] = '\0';
	*res = JOURNAL_OPENED;
	return j;
}

void
journal_close(struct journal *j)
{
	if (j == NULL)
		return;
	close(j->fd);
	close(j->lock); /* releases the lock */
	sbuf_free(&j->image);
	sbuf_free(&j->pending);
	free(j->dir);
	free(j->path);
	free(j);
}

const char *
journal_path(const struct journal *j)
{
	return j->path;
}

static bool
write_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, s, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			return false;
		if (w == 0) {
			errno = EIO;
			return false;
		}
		s += w;
		n -= (size_t)w;
	}
	return true;
}

/* Append `n` bytes of whole lines and fsync them; on failure nothing of
 * them stays (what was written is cut off again). */
static bool
append_synced(struct journal *j, const char *data, size_t n, struct sbuf *why)
{
	int err = 0;

	/* what a failed append left is cut off before anything follows it */
	if (j->dirty) {
		if (ftruncate(j->fd, j->good) != 0) {
			fail(why, j->path, errno);
			return false;
		}
		j->dirty = false;
	}
	/* one write for all of it, so a crash tears at most its end */
	errno = 0;
	if (!write_all(j->fd, data, n) || fsync(j->fd) != 0)
		err = errno ? errno : EIO;
	if (err) {
		fail(why, j->path, err);
		if (ftruncate(j->fd, j->good) != 0)
			j->dirty = true;
		return false;
	}
	j->good += (off_t)n;
	sbuf_addn(&j->image, data, n);
	return true;
}

bool
journal_append(struct journal *j, const char *line, struct sbuf *why)
{
	struct sbuf rec = { 0 };
	bool ok;

	sbuf_add(&rec, line);
	sbuf_addc(&rec, '\n');
	ok = append_synced(j, rec.s, rec.len, why);
	sbuf_free(&rec);
	return ok;
}

void
journal_hold(struct journal *j, const char *line, bool restart)
{
	if (restart) {
		sbuf_reset(&j->pending);
		j->restart = true;
	}
	sbuf_add(&j->pending, line);
	sbuf_addc(&j->pending, '\n');
}

bool
journal_holding(const struct journal *j)
{
	return j->pending.len > 0 || j->restart;
}

static bool replace_whole(struct journal *j, const char *data, size_t n,
    struct sbuf *why);

bool
journal_commit(struct journal *j, struct sbuf *why)
{
	bool ok = true;

	if (j->restart)
		ok = replace_whole(j, sbuf_str(&j->pending), j->pending.len, why);
	else if (j->pending.len > 0)
		ok = append_synced(j, j->pending.s, j->pending.len, why);
	sbuf_reset(&j->pending);
	j->restart = false;
	return ok;
}

static void
sync_dir(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
}

/* Write `data` to `path` whole: through PATH.new, fsync'd, renamed. */
static bool
write_file(const char *dir, const char *path, const char *data, size_t n,
    struct sbuf *why)
{
	struct sbuf tmp = { 0 };
	int fd, err = 0;

	sbuf_printf(&tmp, "%s.new", path);
	fd = open(tmp.s, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0) {
		fail(why, tmp.s, errno);
		sbuf_free(&tmp);
		return false;
	}
	errno = 0;
	if (!write_all(fd, data, n) || fsync(fd) != 0)
		err = errno ? errno : EIO;
	if (close(fd) != 0 && err == 0)
		err = errno;
	if (err == 0 && rename(tmp.s, path) != 0)
		err = errno;
	if (err) {
		fail(why, path, err);
		unlink(tmp.s);
	} else {
		sync_dir(dir);
	}
	sbuf_free(&tmp);
	return err == 0;
}

/* Replace the file by `n` bytes: written beside, fsync'd, renamed. */
static bool
replace_whole(struct journal *j, const char *data, size_t n, struct sbuf *why)
{
	bool ok = write_file(j->dir, j->path, data, n, why);

	if (ok) {
		int fd = open(j->path, O_WRONLY | O_APPEND | O_CLOEXEC);
		if (fd < 0) {
			/* renamed into place but not reopened: nothing more can
			 * be appended; say so now rather than at the next line */
			fail(why, j->path, errno);
			ok = false;
		} else {
			close(j->fd);
			j->fd = fd;
			j->good = (off_t)n;
			j->dirty = false;
		}
	}
	if (ok) {
		sbuf_reset(&j->image);
		sbuf_add(&j->image, "");
		sbuf_addn(&j->image, data, n);
	}
	return ok;
}

bool
journal_rewrite(struct journal *j, char *const *lines, const size_t *lens,
    size_t n, struct sbuf *why)
{
	struct sbuf all = { 0 };
	bool ok;

	sbuf_add(&all, "");
	for (size_t i = 0; i < n; i++) {
		size_t len = lens ? lens[i] : strlen(lines[i]);
		sbuf_addn(&all, lines[i], len);
		sbuf_addc(&all, '\n');
	}
	ok = replace_whole(j, all.s, all.len, why);
	sbuf_free(&all);
	return ok;
}

/* Whether `name` is journal-YYYYmmdd-HHMMSS[-N][suffix]; `key` gets what
 * orders them (the stamp, then N). */
static bool
kept_name(const char *name, const char *suffix, char key[32])
{
	const char *p = name + 8;
	long k = 0;

	if (strncmp(name, "journal-", 8) != 0)
		return false;
	for (int i = 0; i < 15; i++)
		if (i == 8 ? p[i] != '-' : (p[i] < '0' || p[i] > '9'))
			return false;
	p += 15;
	if (*p == '-') {
		int digits = 0;
		for (p++; *p >= '0' && *p <= '9' && digits < 4; p++, digits++)
			k = k * 10 + (*p - '0');
		if (digits == 0)
			return false;
	}
	if (strcmp(p, suffix) != 0)
		return false;
	snprintf(key, 32, "%.15s-%04d", name + 8, (int)(k % 10000));
	return true;
}

struct kept_file {
	char key[32];
	char *path;
};

static int
newest_first(const void *a, const void *b)
{
	return strcmp(((const struct kept_file *)b)->key,
	    ((const struct kept_file *)a)->key);
}

static struct kept_file *
list_kept(const char *dir, const char *suffix, size_t *n)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	struct kept_file *k = NULL;
	size_t room = 0;
	char key[32];

	*n = 0;
	if (d == NULL)
		return NULL;
	while ((e = readdir(d)) != NULL) {
		if (!kept_name(e->d_name, suffix, key))
			continue;
		if (*n == room) {
			room = room ? room * 2 : 16;
			k = xrealloc(k, room * sizeof *k);
		}
		memcpy(k[*n].key, key, sizeof key);
		struct sbuf p = { 0 };
		sbuf_printf(&p, "%s/%s", dir, e->d_name);
		k[(*n)++].path = p.s;
	}
	closedir(d);
	if (*n)
		qsort(k, *n, sizeof *k, newest_first);
	return k;
}

static void
prune(const char *dir, const char *suffix)
{
	size_t n;
	struct kept_file *k = list_kept(dir, suffix, &n);

	for (size_t i = 0; i < n; i++) {
		if (i >= JOURNAL_KEEP_MAX)
			unlink(k[i].path);
		free(k[i].path);
	}
	free(k);
}

/* The number the next kept copy of second `stamp` takes: 0 when none
 * of that second exists, else one more than the highest. */
static int
next_number(const char *dir, const char *stamp, const char *suffix)
{
	size_t n;
	struct kept_file *k = list_kept(dir, suffix, &n);
	int next = 0;

	for (size_t i = 0; i < n; i++) {
		if (strncmp(k[i].key, stamp, 15) == 0) {
			int num = atoi(k[i].key + 16);
			if (num + 1 > next)
				next = num + 1;
		}
		free(k[i].path);
	}
	free(k);
	return next;
}

bool
journal_keep_aside(struct journal *j, const char *suffix, struct sbuf *to,
    struct sbuf *why)
{
	char stamp[32];
	time_t now = time(NULL);
	struct tm tm;
	struct journal_text t;
	bool ok;

	localtime_r(&now, &tm);
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
	/* within one second, a number after the stamp, above every number
	 * used in that second, so that the name tells the newest */
	int next = next_number(j->dir, stamp, suffix);
	sbuf_reset(to);
	if (next == 0)
		sbuf_printf(to, "%s-%s%s", j->path, stamp, suffix);
	else
		sbuf_printf(to, "%s-%s-%03d%s", j->path, stamp, next, suffix);
	if (!journal_read(j->path, &t)) {
		fail(why, j->path, errno);
		return false;
	}
	/* a copy, written whole before it is named: the journal itself stays
	 * in place until whatever replaces it is on disk */
	struct sbuf all = { 0 };
	sbuf_add(&all, "");
	for (size_t i = 0; i < t.n; i++) {
		for (size_t k = 0; k < t.len[i]; k++)
			sbuf_addc(&all, t.line[i][k]);
		sbuf_addc(&all, '\n');
	}
	journal_text_free(&t);
	ok = write_file(j->dir, to->s, all.s, all.len, why);
	sbuf_free(&all);
	if (ok)
		prune(j->dir, suffix);
	return ok;
}

struct journal_kept *
journal_kept_list(const struct journal *j, size_t *n)
{
	struct kept_file *k = list_kept(j->dir, "", n);
	struct journal_kept *out = xcalloc(*n ? *n : 1, sizeof *out);

	for (size_t i = 0; i < *n; i++) {
		const char *s = k[i].key; /* YYYYmmdd-HHMMSS-NNNN */
		out[i].path = k[i].path;
		snprintf(out[i].when, sizeof out[i].when,
		    "%.4s-%.2s-%.2s %.2s:%.2s:%.2s", s, s + 4, s + 6, s + 9,
		    s + 11, s + 13);
	}
	free(k);
	return out;
}

void
journal_kept_free(struct journal_kept *k, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(k[i].path);
	free(k);
}
