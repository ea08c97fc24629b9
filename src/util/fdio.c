/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* fdio.c — standard output (its failures kept for the exit status, an
 * answer put into stdio's buffer) and whole reads and writes of a file
 * descriptor (util.h). */
#include "util.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The cause of standard output's first failed flush: a failed flush
 * drops what it held, so the cause is gone by the time the output is
 * closed unless kept here. */
static int stdout_errno;

bool
flush_stdout(void)
{
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return true;
	if (stdout_errno == 0)
		stdout_errno = errno ? errno : EIO;
	return false;
}

bool
write_stdout(const char *s, size_t n)
{
	if (!flush_stdout())
		return false;
	if (write_all(STDOUT_FILENO, s, n))
		return true;
	if (stdout_errno == 0)
		stdout_errno = errno;
	return false;
}

void
stdout_put(const char *s, size_t n)
{
#ifdef __GLIBC__
	/* glibc's FILE shows its put area in fields of its public header,
	 * which its own putc_unlocked reads: where they leave room, the
	 * bytes go there, as fwrite would put them.  A line-buffered or
	 * unbuffered stream (a terminal) shows no room (its end at or
	 * before where it writes, as putc_unlocked reads it): fwrite then
	 * writes and flushes as it does.  treeref writes stdout from one
	 * thread. */
	FILE *fp = stdout;
	ptrdiff_t room = fp->_IO_write_end - fp->_IO_write_ptr;

	if (room > 0 && (size_t)room >= n) {
		memcpy(fp->_IO_write_ptr, s, n);
		fp->_IO_write_ptr += n;
		return;
	}
#endif
	fwrite(s, 1, n, stdout);
}

int
close_stdout(void)
{
	flush_stdout();
	errno = 0;
	if (fclose(stdout) != 0 && stdout_errno == 0)
		stdout_errno = errno ? errno : EIO;
	return stdout_errno;
}

bool
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

bool
read_all(int fd, void *buf, size_t n)
{
	char *p = buf;

	while (n > 0) {
		ssize_t r = read(fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		p += r;
		n -= (size_t)r;
	}
	return true;
}
