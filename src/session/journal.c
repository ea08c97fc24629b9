/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* journal.c — the append-only autosave of accepted commands, one command
 * per line with its sequence number and checksum, each fsync'd before
 * the user sees the answer; records that are not commands; the table's
 * lock; whole-file replacement written beside and renamed; kept games. */
#include "journal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
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

#include "journal_int.h"

struct journal {
	int fd, lock;
	char *dir, *path;
	off_t good;  /* bytes of complete, synced lines */
	bool dirty;  /* a failed append may have left bytes past `good` */
	struct sbuf image;   /* the file's first `good` bytes */
	struct sbuf pending; /* lines held for the next commit */
	bool restart;        /* ... which then replace the file whole */
	unsigned long seq;   /* the last checked line's number on disk, 0: none */
	unsigned long held_seq; /* ... and among the held lines */
	/* A damaged journal, until it is repaired: its original is not yet
	 * kept aside (aside_due), it does not yet hold `fix` (fix_due).  No
	 * line may be written after the damage: every write first tries
	 * these again, and fails with their cause while they fail. */
	bool aside_due, fix_due;
	struct sbuf fix;
	unsigned long fix_seq;
	char *readonly;      /* opened to be read only: why it cannot be written */
};

/* The journal's first line: which format follows. */

bool
journal_dir(struct sbuf *out, const char *table)
{
	if (!paths_state_dir(out))
		return false;
	if (table)
		sbuf_printf(out, "/tables/%s", table);
	return true;
}

static bool settle(struct journal *j, bool replacing, struct sbuf *why);

void
journal_durable(const struct journal *j, struct journal_text *t)
{
	journal_parse_text(j->image.s ? j->image.s : "", j->image.len, t);
}

static void
fail(struct sbuf *why, const char *path, int err)
{
	if (why && err == ELOOP)
		sbuf_printf(why, _("%s is a symbolic link, which treeref does not "
		    "follow in its state folder; remove it"), path);
	else if (why)
		/* the file, then why, with the language's spacing */
		sbuf_printf(why, _("%s: %s"), path, strerror(err ? err : EIO));
}

/* A lock file's content: the holder's pid, padded to a fixed width so
 * that writing it over another never leaves the file shorter. */
#define LOCK_PID_WIDTH 20

/* Whether process `pid` exists (it may be another user's). */
static bool
alive(long pid)
{
	return pid > 0 && (kill((pid_t)pid, 0) == 0 || errno == EPERM);
}

/* The pid in a lock file that another process holds, or 0 when it
 * cannot be known; -1 when the lock was freed meanwhile and is now
 * ours.  The holder writes its pid right after taking the lock: until
 * it has, the file names the holder before it, who is gone; read again
 * while it does (a few times: never a wrong pid). */
static long
lock_holder(int fd)
{
	char buf[64];

	for (int tries = 0; tries < 1000; tries++) {
		ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
		long pid = 0;
		if (n > 0) {
			buf[n] = '\0';
			pid = strtol(buf, NULL, 10);
		}
		if (alive(pid) && pid != (long)getpid())
			return pid;
		if (flock(fd, LOCK_EX | LOCK_NB) == 0)
			return -1;
		sched_yield();
	}
	return 0;
}

/*
 * Open DIR/journal.lock, creating it with our pid already in it: the
 * file is written whole under a name of its own (O_EXCL) and linked
 * into place, so that nobody ever sees it without a pid.
 */
static int
open_lock_file(const char *path)
{
	struct sbuf tmp = { 0 };
	char pid[LOCK_PID_WIDTH + 2];
	int fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC);

	if (fd >= 0 || errno != ENOENT)
		return fd;
	snprintf(pid, sizeof pid, "%*ld\n", LOCK_PID_WIDTH, (long)getpid());
	sbuf_printf(&tmp, "%s.%ld", path, (long)getpid());
	unlink(tmp.s); /* left by a process of ours killed here */
	int t = open(tmp.s, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (t < 0) {
		int err = errno;
		sbuf_free(&tmp);
		errno = err;
		return -1;
	}
	ssize_t w = write(t, pid, strlen(pid));
	/* a write that fails keeps its cause (a full disk: ENOSPC) */
	int err = w == (ssize_t)strlen(pid) ? 0 : w < 0 ? errno : ENOSPC;
	close(t);
	/* EEXIST: another treeref linked its own first; use that one */
	if (err == 0 && link(tmp.s, path) != 0 && errno != EEXIST)
		err = errno;
	unlink(tmp.s);
	sbuf_free(&tmp);
	if (err) {
		errno = err;
		return -1;
	}
	return open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
}

static int
take_lock(const char *dir, enum journal_open_result *res, long *holder,
    struct sbuf *why)
{
	struct sbuf path = { 0 };
	char pid[LOCK_PID_WIDTH + 2];
	int fd;

	sbuf_printf(&path, "%s/journal.lock", dir);
	fd = open_lock_file(path.s);
	int locked = fd < 0 ? -1 : flock(fd, LOCK_EX | LOCK_NB) == 0 ? 1 :
	    errno == EWOULDBLOCK ? 0 : -1;
	if (locked == 0 && (*holder = lock_holder(fd)) < 0) {
		*holder = 0;
		locked = 1;
	}
	if (fd < 0 || locked < 0) {
		fail(why, path.s, errno);
		*res = JOURNAL_FAILED;
		if (fd >= 0)
			close(fd);
		fd = -1;
	} else if (locked == 0) {
		*res = JOURNAL_BUSY;
		close(fd);
		fd = -1;
	} else {
		/* who holds it, for the message a second session shows: one
		 * write of the same width over the one before, never a
		 * truncation (the pid is a courtesy: no failure to report) */
		snprintf(pid, sizeof pid, "%*ld\n", LOCK_PID_WIDTH, (long)getpid());
		if (pwrite(fd, pid, strlen(pid), 0) != (ssize_t)strlen(pid))
			errno = 0;
	}
	sbuf_free(&path);
	return fd;
}

/* The journal's bytes as they are now, into j->image; the sequence
 * number of its last checked line. */
static void
load_image(struct journal *j, int rfd)
{
	char buf[8192];
	ssize_t got;
	struct journal_text t;

	sbuf_add(&j->image, "");
	while (rfd >= 0 && (off_t)j->image.len < j->good &&
	    (got = read(rfd, buf, sizeof buf)) > 0)
		sbuf_addn(&j->image, buf, (size_t)got);
	if ((off_t)j->image.len > j->good)
		j->image.s[j->image.len = (size_t)j->good] = '\0';
	j->seq = j->held_seq = journal_parse_text(j->image.s, j->image.len, &t);
	journal_text_free(&t);
}

/* The journal of a folder that cannot be written (`why`): to be read
 * only, every write refused with that cause.  NULL when it cannot be
 * read either. */
static struct journal *
open_readonly(const char *dir, const char *path, const struct sbuf *why)
{
	int rfd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	struct stat st;
	struct journal *j;

	if (rfd < 0 || fstat(rfd, &st) != 0 || !S_ISREG(st.st_mode)) {
		if (rfd >= 0)
			close(rfd);
		return NULL;
	}
	j = xcalloc(1, sizeof *j);
	j->fd = j->lock = -1;
	j->dir = xstrdup(dir);
	j->path = xstrdup(path);
	j->readonly = xstrdup(sbuf_str(why));
	j->good = st.st_size;
	load_image(j, rfd);
	close(rfd);
	return j;
}

/* Whether a failure to open means the folder or file cannot be written
 * (while it may still be read): read-only, not ours, or full. */
static bool
cannot_write(int err)
{
	return err == EROFS || err == EACCES || err == EPERM || err == ENOSPC ||
	    err == EDQUOT;
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
	int lock, fd, err;

	*holder = 0;
	sbuf_printf(&path, "%s/journal", dir);
	if (make_parent_dirs(path.s) != 0) {
		fail(why, dir, errno);
		*res = JOURNAL_FAILED;
		sbuf_free(&path);
		return NULL;
	}
	if (!paths_state_dir_private(dir, why)) {
		*res = JOURNAL_UNSAFE;
		sbuf_free(&path);
		return NULL;
	}
	lock = take_lock(dir, res, holder, why);
	err = errno;
	fd = lock < 0 ? -1 :
	    open(path.s, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (lock >= 0 && fd < 0) {
		err = errno;
		fail(why, path.s, err);
		*res = JOURNAL_FAILED;
		close(lock);
	}
	if (fd < 0) {
		j = NULL;
		if (*res == JOURNAL_FAILED && cannot_write(err) &&
		    (j = open_readonly(dir, path.s, why)) != NULL)
			*res = JOURNAL_READONLY;
		sbuf_free(&path);
		return j;
	}
	j = xcalloc(1, sizeof *j);
	j->fd = fd;
	j->lock = lock;
	j->dir = xstrdup(dir);
	j->path = path.s;
	j->good = lseek(fd, 0, SEEK_END);
	/* what is on disk now, should a later group of lines fail */
	int rfd = open(path.s, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	load_image(j, rfd);
	if (rfd >= 0)
		close(rfd);
	*res = JOURNAL_OPENED;
	return j;
}

void
journal_close(struct journal *j)
{
	if (j == NULL)
		return;
	if (j->fd >= 0)
		close(j->fd);
	if (j->lock >= 0)
		close(j->lock); /* releases the lock */
	sbuf_free(&j->image);
	sbuf_free(&j->pending);
	sbuf_free(&j->fix);
	free(j->readonly);
	free(j->dir);
	free(j->path);
	free(j);
}

const char *
journal_path(const struct journal *j)
{
	return j->path;
}

/* Append `n` bytes of whole lines and fsync them; on failure nothing of
 * them stays (what was written is cut off again). */
static bool
append_synced(struct journal *j, const char *data, size_t n, struct sbuf *why)
{
	int err = 0;

	if (!settle(j, false, why))
		return false;
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

/* The next checked line, into `out`: the header first when the file
 * (or the restart being held) has no checked line yet. */
static void
add_checked(struct sbuf *out, unsigned long *seq, const char *text, size_t len)
{
	if (*seq == 0)
		journal_encode_line(out, JOURNAL_HEADER, strlen(JOURNAL_HEADER), ++*seq);
	journal_encode_line(out, text, len, ++*seq);
}

/* Write one checked line now, or hold it when lines are held. */
static bool
append_text(struct journal *j, const char *text, size_t len, struct sbuf *why)
{
	struct sbuf rec = { 0 };
	unsigned long seq = j->seq;
	bool ok;

	if (journal_holding(j)) {
		add_checked(&j->pending, &j->held_seq, text, len);
		return true;
	}
	add_checked(&rec, &seq, text, len);
	ok = append_synced(j, rec.s, rec.len, why);
	if (ok)
		j->seq = j->held_seq = seq;
	sbuf_free(&rec);
	return ok;
}

bool
journal_append(struct journal *j, const char *line, struct sbuf *why)
{
	return append_text(j, line, strlen(line), why);
}

bool
journal_record(struct journal *j, const char *key, const char *value,
    struct sbuf *why)
{
	struct sbuf rec = { 0 };
	bool ok;

	if (!journal_key_ok(key, strlen(key))) {
		if (why)
			sbuf_printf(why, "journal record key \"%s\": not 1 to 32 of "
			    "[a-z0-9_.-]", key);
		return false;
	}
	journal_encode_record(&rec, key, value);
	ok = append_text(j, rec.s, rec.len, why);
	sbuf_free(&rec);
	return ok;
}

void
journal_hold(struct journal *j, const char *line, bool restart)
{
	if (restart) {
		sbuf_reset(&j->pending);
		j->restart = true;
		j->held_seq = 0;
	}
	add_checked(&j->pending, &j->held_seq, line, strlen(line));
}

bool
journal_writable(struct journal *j, struct sbuf *why)
{
	return settle(j, false, why);
}

bool
journal_holding(const struct journal *j)
{
	return j->pending.len > 0 || j->restart;
}

static bool replace_whole(struct journal *j, const char *data, size_t n,
    unsigned long seq, struct sbuf *why);

bool
journal_commit(struct journal *j, struct sbuf *why)
{
	bool ok = true;

	if (j->restart)
		ok = replace_whole(j, sbuf_str(&j->pending), j->pending.len,
		    j->held_seq, why);
	else if (j->pending.len > 0)
		ok = append_synced(j, j->pending.s, j->pending.len, why);
	if (ok)
		j->seq = j->held_seq;
	else
		j->held_seq = j->seq;
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
	/* a new file, never what a link left there points to: one left by
	 * a crash (or planted) is removed, itself, not its target */
	unlink(tmp.s);
	fd = open(tmp.s, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
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

/* Replace the file by `n` bytes whose last line is number `seq`:
 * written beside, fsync'd, renamed. */
static bool
replace_now(struct journal *j, const char *data, size_t n, unsigned long seq,
    struct sbuf *why)
{
	bool ok = write_file(j->dir, j->path, data, n, why);

	if (ok) {
		int fd = open(j->path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC);
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
		j->seq = j->held_seq = seq;
	}
	return ok;
}

/*
 * Before anything is written: a journal opened read-only cannot be; a
 * damaged one gets its original kept aside, then (unless it is about to
 * be replaced whole anyway) its repair.  False, with the cause, while
 * either fails: nothing may follow the damage in the file.
 */
static bool
settle(struct journal *j, bool replacing, struct sbuf *why)
{
	if (j->readonly) {
		if (why)
			sbuf_add(why, j->readonly);
		return false;
	}
	if (j->aside_due) {
		struct sbuf to = { 0 };
		bool ok = journal_keep_aside(j, ".damaged", &to, why);
		sbuf_free(&to);
		if (!ok)
			return false;
		j->aside_due = false;
	}
	if (j->fix_due && !replacing) {
		if (!replace_now(j, j->fix.s, j->fix.len, j->fix_seq, why))
			return false;
		j->fix_due = false;
	}
	return true;
}

static bool
replace_whole(struct journal *j, const char *data, size_t n, unsigned long seq,
    struct sbuf *why)
{
	if (!settle(j, true, why) || !replace_now(j, data, n, seq, why))
		return false;
	j->fix_due = false;
	return true;
}

bool
journal_rewrite(struct journal *j, char *const *lines, const size_t *lens,
    size_t n, struct sbuf *why)
{
	struct sbuf all = { 0 };
	unsigned long seq = 0;
	bool ok;

	sbuf_add(&all, "");
	journal_encode_line(&all, JOURNAL_HEADER, strlen(JOURNAL_HEADER), ++seq);
	for (size_t i = 0; i < n; i++)
		journal_encode_line(&all, lines[i], lens ? lens[i] : strlen(lines[i]), ++seq);
	ok = replace_whole(j, all.s, all.len, seq, why);
	sbuf_free(&all);
	return ok;
}

/* The first `n` commands of `t` with the records among them, as checked
 * lines; returns the last line's number. */
static unsigned long
encode_text(struct sbuf *all, const struct journal_text *t, size_t n)
{
	struct sbuf rec = { 0 };
	unsigned long seq = 0;
	size_t r = 0;

	sbuf_add(all, "");
	journal_encode_line(all, JOURNAL_HEADER, strlen(JOURNAL_HEADER), ++seq);
	for (size_t i = 0; i <= n && i <= t->n; i++) {
		for (; r < t->nrec && t->rec[r].before == i; r++) {
			sbuf_reset(&rec);
			journal_encode_record(&rec, t->rec[r].key, t->rec[r].value);
			journal_encode_line(all, rec.s, rec.len, ++seq);
		}
		if (i < n && i < t->n)
			journal_encode_line(all, t->line[i], t->len[i], ++seq);
	}
	sbuf_free(&rec);
	return seq;
}

bool
journal_rewrite_text(struct journal *j, const struct journal_text *t,
    size_t n, struct sbuf *why)
{
	struct sbuf all = { 0 };
	unsigned long seq = encode_text(&all, t, n);
	bool ok = replace_whole(j, all.s, all.len, seq, why);

	sbuf_free(&all);
	return ok;
}

bool
journal_repair(struct journal *j, const struct journal_text *t, size_t n,
    struct sbuf *aside, struct sbuf *why)
{
	sbuf_reset(&j->fix);
	j->fix_seq = encode_text(&j->fix, t, n);
	j->fix_due = true;
	sbuf_reset(aside);
	if (j->readonly) {
		j->aside_due = true;
		return settle(j, false, why);
	}
	if (!journal_keep_aside(j, ".damaged", aside, why)) {
		sbuf_reset(aside);
		j->aside_due = true;
		return false;
	}
	j->aside_due = false;
	return settle(j, false, why);
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
		struct journal_text t;
		const char *why;
		/* never a finished game whose archive write is still to do */
		if (i >= JOURNAL_KEEP_MAX && !(journal_read(k[i].path, &t) &&
		    journal_waits_for_archive(&t, &why)))
			unlink(k[i].path);
		if (i >= JOURNAL_KEEP_MAX)
			journal_text_free(&t);
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
	/* a copy of every byte, written whole before it is named: the
	 * journal itself stays in place until whatever replaces it is on
	 * disk */
	struct sbuf all = { 0 };
	if (!journal_slurp(j->path, &all)) {
		fail(why, j->path, errno);
		sbuf_free(&all);
		return false;
	}
	ok = write_file(j->dir, to->s, all.s, all.len, why);
	sbuf_free(&all);
	if (ok)
		prune(j->dir, suffix);
	return ok;
}

struct journal_kept *
journal_kept_list(const struct journal *j, size_t *n)
{
	return journal_kept_in(j->dir, "", n);
}

struct journal_kept *
journal_kept_in(const char *dir, const char *suffix, size_t *n)
{
	struct kept_file *k = list_kept(dir, suffix, n);
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
