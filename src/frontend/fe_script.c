/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* fe_script.c — scripts: each file (or standard input) read in large
 * blocks, a line at a time through the front end, the journal's group
 * commit told before any read that could wait. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command.h"
#include "frontend.h"
#include "i18n.h"
#include "util.h"

/*
 * A script's input, read in large blocks (a byte at a time through
 * getc costs more than the line it builds).  Before any read that could
 * wait for a live feed, the front end is told (frontend_before_wait):
 * what it holds back goes out first.
 */
struct input {
	int fd;
	bool regular; /* a plain file: a read never waits */
	bool eof;
	char *buf;
	size_t start, end, cap; /* buf[start..end) not yet handed out */
	size_t block; /* the first buffer's size; it grows as often */
};

#define INPUT_BLOCK 65536
#define INPUT_SMALLEST 64

/* Whether a read of `in` now would wait for more input. */
static bool
would_wait(const struct input *in)
{
	struct pollfd p = { .fd = in->fd, .events = POLLIN };

	if (in->regular)
		return false;
	while (poll(&p, 1, 0) < 0)
		if (errno != EINTR)
			return false;
	return p.revents == 0;
}

/* Read more of the input after what is kept; false at its end (or on an
 * error, which ends it as getc did). */
static bool
fill(struct frontend *f, struct input *in, size_t *refused)
{
	ssize_t n;

	if (in->eof)
		return false;
	if (in->start > 0) {
		memmove(in->buf, in->buf + in->start, in->end - in->start);
		in->end -= in->start;
		in->start = 0;
	}
	if (in->cap - in->end < in->block / 2) {
		in->cap = in->cap ? in->cap * 2 : in->block;
		in->buf = xrealloc(in->buf, in->cap);
	}
	if (would_wait(in))
		*refused += frontend_before_wait(f);
	do
		n = read(in->fd, in->buf + in->end, in->cap - in->end - 1);
	while (n < 0 && errno == EINTR);
	if (n <= 0) {
		in->eof = true;
		return false;
	}
	in->end += (size_t)n;
	return true;
}

/*
 * The next line, without its newline and NUL-terminated, in *line; *len
 * is its length, or CMD_MAX_LINE + 1 for a longer line, which is read
 * and dropped so that a hostile input cannot take all memory (the front
 * end refuses it by its length alone).  False at the end of input.
 */
static bool
read_line(struct frontend *f, struct input *in, const char **line,
    size_t *len, size_t *refused)
{
	bool overlong = false;

	for (;;) {
		size_t have = in->end - in->start;
		char *s = have ? in->buf + in->start : NULL; /* no buffer yet */
		char *nl = have ? memchr(s, '\n', have) : NULL;
		if (nl || (in->eof && have > 0)) {
			size_t n = nl ? (size_t)(nl - s) : have;
			s[n] = '\0'; /* the newline, or the byte kept free past the end */
			in->start += nl ? n + 1 : n;
			*line = s;
			*len = overlong || n > CMD_MAX_LINE ? CMD_MAX_LINE + 1 : n;
			return true;
		}
		if (have > CMD_MAX_LINE) {
			overlong = true;
			in->start = in->end; /* dropped: the line goes on */
		}
		if (!fill(f, in, refused) && in->end == in->start) {
			if (!overlong)
				return false;
			*line = "";
			*len = CMD_MAX_LINE + 1;
			return true;
		}
	}
}

/* Run one script (st: what fstat said of fd, or NULL): 0, 1 (a command
 * rejected) or 2 (unreadable); *stop when the script asked to stop
 * (quit, or --strict after a rejection). */
static int
run_script(struct frontend *f, int fd, const struct stat *st,
    const char *source, bool strict, bool *stop)
{
	struct input in = { .fd = fd, .block = INPUT_BLOCK };
	const char *line;
	size_t len, refused = 0;
	long n = 0;
	int status = 0;

	in.regular = st != NULL && S_ISREG(st->st_mode);
	/* a short file is read into a buffer of about its size (it still
	 * grows if the file does): the heap pages a 64 KiB one would span
	 * are page faults, a good part of a one-line script's run */
	if (in.regular && st->st_size < INPUT_BLOCK / 2)
		in.block = (size_t)st->st_size + 2 < INPUT_SMALLEST ?
		    INPUT_SMALLEST : (size_t)st->st_size + 2;
	*stop = false;
	for (;;) {
		bool more = read_line(f, &in, &line, &len, &refused);
		if (refused > 0) {
			/* commands refused when their journal write failed */
			status = 1;
			refused = 0;
			if (strict) {
				*stop = true;
				break;
			}
		}
		if (!more)
			break;
		/* an editor's byte order mark before the first line */
		if (n == 0 && len <= CMD_MAX_LINE) {
			size_t bom = utf8_bom_len(line, len);
			line += bom;
			len -= bom;
		}
		enum frontend_result r = frontend_line_n(f, source, ++n, line, len);
		if (r == FE_QUIT) {
			*stop = true;
			break;
		}
		if (r == FE_STOP) {
			status = 1;
			*stop = true;
			break;
		}
		if (r == FE_REJECTED) {
			status = 1;
			if (strict) {
				*stop = true;
				break;
			}
		}
	}
	/* what is held back goes out before the next file, or the end */
	if (frontend_before_wait(f) > 0)
		status = 1;
	free(in.buf);
	return status;
}

int
frontend_run_files(struct frontend *f, int argc, char **argv, bool strict)
{
	int status = 0;
	bool stop = false;

	for (int i = 0; i < argc && !stop; i++) {
		int fd = strcmp(argv[i], "-") == 0 ? STDIN_FILENO :
		    open(argv[i], O_RDONLY | O_CLOEXEC);
		struct stat st;
		bool known = fd >= 0 && fstat(fd, &st) == 0;
		if (known && S_ISDIR(st.st_mode)) {
			close(fd); /* opens, but reads fail: say so now */
			fd = -1;
			errno = EISDIR;
		}
		if (fd < 0) {
			fprintf(stderr, _("treeref: Cannot read %s: %m.\n"), argv[i]);
			return 2;
		}
		/* no export of this run may replace a script it reads */
		if (known)
			output_note_input_stat(&st);
		if (run_script(f, fd, known ? &st : NULL, argv[i], strict,
		    &stop) == 1)
			status = 1;
		if (fd != STDIN_FILENO)
			close(fd);
	}
	return status;
}
