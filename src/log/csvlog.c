/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* csvlog.c — every CSV read and write, through libcsv (plain lines of
 * a log read are split here, as libcsv would: fast_rows; a field that
 * needs no quotes is written as its bytes). */
/* fopencookie: a stream that writes with write(2) (write_stream) */
#define _GNU_SOURCE
#include "csvlog.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "csvlib.h"
#include "output.h"
#include "game.h"
#include "i18n.h"
#include "util.h"

/*
 * A temporary is named PATH.treeref-tmpXXXXXX, mode 0600 while it is
 * written, and its writer holds a lock on it until the rename.  A writer
 * killed before its rename leaves it behind; the next export of the same
 * file removes exactly those: names of that form, regular files of ours,
 * mode 0600, whose lock nobody holds.  Never a pattern of the user's path.
 */
#define TMP_MARK ".treeref-tmp"

static bool
our_temporary(const char *dir, const char *name, const char *base)
{
	size_t nb = strlen(base), nm = strlen(TMP_MARK);
	struct sbuf path = { 0 };
	struct stat st;
	bool ours = false;
	int fd;

	if (strncmp(name, base, nb) != 0 || strncmp(name + nb, TMP_MARK, nm) != 0 ||
	    strlen(name + nb + nm) != 6)
		return false;
	for (const char *p = name + nb + nm; *p; p++)
		if (!isalnum((unsigned char)*p))
			return false;
	sbuf_printf(&path, "%s/%s", dir, name);
	fd = open(path.s, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
	if (fd >= 0) {
		ours = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
		    st.st_uid == geteuid() && (st.st_mode & 07777) == 0600 &&
		    flock(fd, LOCK_EX | LOCK_NB) == 0;
		if (ours)
			unlink(path.s);
		close(fd);
	}
	sbuf_free(&path);
	return ours;
}

static void
remove_stale(const char *path)
{
	const char *slash = strrchr(path, '/');
	struct sbuf dir = { 0 };
	const char *base = slash ? slash + 1 : path;
	struct dirent *e;
	DIR *d;

	if (slash == path)
		sbuf_add(&dir, "/");
	else if (slash)
		sbuf_printf(&dir, "%.*s", (int)(slash - path), path);
	else
		sbuf_add(&dir, ".");
	if (*base && (d = opendir(dir.s)) != NULL) {
		while ((e = readdir(d)) != NULL)
			our_temporary(dir.s, e->d_name, base);
		closedir(d);
	}
	sbuf_free(&dir);
}

/* Open a temporary file beside `path`, locked; its name goes to `tmp`. */
static FILE *
open_beside(const char *path, struct sbuf *tmp, struct verdict *v)
{
	int fd;
	FILE *fp;

	remove_stale(path);
	sbuf_printf(tmp, "%s" TMP_MARK "XXXXXX", path);
	fd = mkstemp(tmp->s);
	if (fd < 0) {
		verdict_fail(v, _("cannot write %s: %s"), path, strerror(errno));
		return NULL;
	}
	flock(fd, LOCK_EX | LOCK_NB);
	fp = fdopen(fd, "w");
	if (fp == NULL) {
		verdict_fail(v, _("cannot write %s: %s"), path, strerror(errno));
		close(fd);
		unlink(tmp->s);
	}
	return fp;
}

/* The mode a new file gets: 0666 less the umask. */
static mode_t
new_file_mode(void)
{
	mode_t mask = umask(0);

	umask(mask);
	return 0666 & ~mask;
}

/* Flush, sync and rename into place; on any failure remove the temporary. */
static bool
commit_file(FILE *fp, const char *tmp, const char *path, struct verdict *v)
{
	int err = 0;

	if (fflush(fp) != 0 || ferror(fp) || fsync(fileno(fp)) != 0)
		err = errno ? errno : EIO;
	if (err == 0 && fchmod(fileno(fp), new_file_mode()) != 0)
		err = errno;
	if (err == 0 && rename(tmp, path) != 0)
		err = errno;
	/* closing releases the lock, after the rename */
	if (fclose(fp) != 0 && err == 0)
		err = errno;
	if (err != 0) {
		unlink(tmp);
		return verdict_fail(v, _("cannot write %s: %s"), path, strerror(err));
	}
	return true;
}

/* One field, quoted by libcsv only when RFC 4180 needs it: when it
 * holds the separator, a quote or a line end (libcsv is loaded then, at
 * the first such field: csvlib.c). */
static void
write_field(FILE *fp, const char *text, char sep)
{
	size_t n = strlen(text);

	if (strchr(text, sep) != NULL || strpbrk(text, "\"\r\n") != NULL)
		csvlib()->csv_fwrite(fp, text, n);
	else
		fwrite(text, 1, n, fp);
}

void
csvlog_write_rows(FILE *fp, const struct sheet *s, char sep)
{
	for (int r = 0; r < s->nrows; r++) {
		for (int c = 0; c < s->ncols; c++) {
			if (c > 0)
				fputc(sep, fp);
			write_field(fp, sheet_cell(s, r, c), sep);
		}
		fputc('\n', fp);
	}
}

bool
csvlog_sep_word(const char *word, char *sep)
{
	if (strcmp(word, ",") == 0 || strcmp(word, ";") == 0) {
		*sep = *word;
		return true;
	}
	return false;
}

/* What goes into a file: a sheet's rows with a separator, or text. */
struct contents {
	const struct sheet *sheet;
	char sep;
	const char *text;
	size_t len;
	void (*fill)(FILE *fp, void *ctx);
	void *ctx;
	const char *example; /* N_() a file name of its kind ("game.csv"),
			      * for a directory given as its path */
};

static void
put_contents(FILE *fp, const struct contents *what)
{
	if (what->sheet)
		csvlog_write_rows(fp, what->sheet, what->sep);
	else if (what->fill)
		what->fill(fp, what->ctx);
	else
		fwrite(what->text, 1, what->len, fp);
}

/* Standard output: "-", or the file it is (/dev/stdout, or the file it
 * was redirected to, which a rename would take from under it). */
static bool
is_stdout(const char *path)
{
	struct stat a, b;

	return strcmp(path, "-") == 0 || (stat(path, &a) == 0 &&
	    fstat(STDOUT_FILENO, &b) == 0 && a.st_dev == b.st_dev &&
	    a.st_ino == b.st_ino);
}

bool
csvlog_stream_target(const char *path)
{
	struct stat st;

	return is_stdout(path) || (stat(path, &st) == 0 &&
	    (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode)));
}

/*
 * Write into a stream: standard output, a FIFO, a character device.
 * Nothing is replaced, so no temporary and no rename; and no promise
 * either that a failure leaves nothing written.  A FIFO is opened
 * without waiting: with no program reading it, the export fails at once.
 * The text goes out with write(2) as stdio's buffer fills (struct sink):
 * a report page of any size in bounded memory, and a failure reported
 * with its own cause.
 */
/* Where a stream's text goes: write(2) on fd as stdio's buffer fills,
 * so that a text of any size (a report page) is written in bounded
 * memory, and the first failure keeps its own cause. */
struct sink {
	int fd;
	int err;
};

static ssize_t
sink_write(void *cookie, const char *buf, size_t n)
{
	struct sink *k = cookie;

	for (size_t done = 0; k->err == 0 && done < n; ) {
		if (k->fd == STDOUT_FILENO) {
			/* write_stdout keeps the cause for the error at exit */
			if (!write_stdout(buf + done, n - done))
				k->err = errno ? errno : EIO;
			break;
		}
		ssize_t w = write(k->fd, buf + done, n - done);
		if (w < 0 && errno != EINTR)
			k->err = errno;
		else if (w == 0)
			k->err = EIO;
		else if (w > 0)
			done += (size_t)w;
	}
	if (k->err != 0) {
		errno = k->err;
		return -1;
	}
	return (ssize_t)n;
}

static bool
write_stream(const char *path, struct verdict *v, const struct contents *what)
{
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;
	cookie_io_functions_t io = { .write = sink_write };
	struct sink k = { .fd = STDOUT_FILENO };
	FILE *out;
	int err = 0;

	if (!is_stdout(path)) {
		k.fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
		if (k.fd < 0 && errno == ENXIO)
			return verdict_fail(v, _("cannot write %s: no program is reading "
			    "this FIFO (%s)"), path, strerror(errno));
		if (k.fd < 0)
			return verdict_fail(v, _("cannot write %s: %s"), path, strerror(errno));
		/* the reader is there: from now on, a full pipe waits for it */
		int fl = fcntl(k.fd, F_GETFL);
		if (fl >= 0)
			fcntl(k.fd, F_SETFL, fl & ~O_NONBLOCK);
	}
	/* a reader that goes away is an error to report, not a signal that
	 * ends the session */
	sigemptyset(&ign.sa_mask);
	sigaction(SIGPIPE, &ign, &old);
	if ((out = fopencookie(&k, "w", io)) == NULL) {
		err = errno;
	} else {
		setvbuf(out, NULL, _IOFBF, 1 << 16);
		put_contents(out, what);
		if (fclose(out) != 0 && k.err == 0)
			err = errno ? errno : EIO;
	}
	sigaction(SIGPIPE, &old, NULL);
	if (k.err != 0)
		err = k.err;
	if (k.fd != STDOUT_FILENO && close(k.fd) != 0 && err == 0)
		err = errno;
	if (err != 0)
		return verdict_fail(v, _("cannot write %s: %s"), path, strerror(err));
	return true;
}

/*
 * Write an output the user asked for, once the front end's one check
 * allows it (never a state file, never an input of this run).  A stream
 * (standard output, a FIFO, a character device) is written into; any
 * other file that is not a regular one is refused; a regular file is
 * written all or nothing: in a temporary beside it, renamed over it once
 * complete; an existing file (even a dangling symbolic link) is replaced
 * only with force.
 */
static bool
write_whole(const char *path, bool force, struct verdict *v,
    const struct contents *what)
{
	struct sbuf tmp = { 0 }, why = { 0 };
	struct stat st;
	FILE *fp;
	bool ok;

	if (!output_allowed(path, &why)) {
		verdict_fail(v, "%s", why.s);
		sbuf_free(&why);
		return false;
	}
	if (csvlog_stream_target(path))
		return write_stream(path, v, what);
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		size_t n = strlen(path);
		while (n > 0 && path[n - 1] == '/')
			n--; /* "logs/": logs/report.html, not logs//... */
		sbuf_reset(&why);
		sbuf_printf(&why, "%.*s/%s", (int)n, path, _(what->example));
		verdict_fail(v, _("%s is a directory: name a file in it, such "
		    "as %s"), path, why.s);
		sbuf_free(&why);
		return false;
	}
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
		return verdict_fail(v, _("%s is neither a regular file, a FIFO nor a "
		    "character device: treeref writes nothing into it"), path);
	if (!force && lstat(path, &st) == 0)
		return verdict_fail(v,
		    _("%s already exists; use --force to replace it"), path);
	fp = open_beside(path, &tmp, v);
	if (fp == NULL) {
		sbuf_free(&tmp);
		return false;
	}
	/* a --sep ; file is for a spreadsheet set up for French: the
	 * UTF-8 byte order mark tells it the encoding (Excel reads a CSV
	 * without one as Windows-1252); every reader of ours skips it.  Not
	 * on a stream, which may carry other text before it. */
	if (what->sheet && what->sep == ';')
		fputs(UTF8_BOM, fp);
	put_contents(fp, what);
	ok = commit_file(fp, tmp.s, path, v);
	sbuf_free(&tmp);
	return ok;
}

bool
csvlog_write_sheet(const char *path, const struct sheet *s, char sep,
    bool force, struct verdict *v)
{
	struct contents what = { .sheet = s, .sep = sep,
	    .example = N_("game.csv") };

	(void)csvlib(); /* loaded before any file is made: a broken install
			 * stops here, leaving nothing behind */
	return write_whole(path, force, v, &what);
}

bool
csvlog_write_text(const char *path, const char *text, size_t len,
    bool force, struct verdict *v)
{
	struct contents what = { .text = text, .len = len,
	    .example = N_("game.txt") };

	return write_whole(path, force, v, &what);
}

bool
csvlog_write_with(const char *path, void (*fill)(FILE *fp, void *ctx),
    void *ctx, bool force, struct verdict *v)
{
	struct contents what = { .fill = fill, .ctx = ctx,
	    .example = N_("report.html") };

	return write_whole(path, force, v, &what);
}

/* The row being assembled by libcsv's callbacks. */
struct reader {
	csvlog_row_fn fn;
	void *ctx;
	long row;
	int nfields;
	bool too_many, stopped;
	bool plain;       /* every byte of the row so far printable ASCII */
	long nul_row;     /* where a NUL byte was read (0: none) */
	int nul_col;
	char *fields[CSVLOG_MAX_FIELDS + 1]; /* into text, as each field is
					      * read; after the last, its end */
	struct sbuf text;                /* the row's fields, NUL-separated */
	size_t offs[CSVLOG_MAX_FIELDS];  /* where each field starts in text */
	bool moved;       /* text grew during the row: fields to point again */
};

/* Keep one field: its bytes at the end of the row's buffer, and a NUL. */
static void
add_field(struct reader *r, const char *data, size_t len)
{
	const unsigned char *from = (const unsigned char *)data;

	/* one buffer for the row, reused from row to row */
	if (r->text.len + len + 1 > r->text.cap) {
		r->text.cap = (r->text.len + len + 1) * 2;
		r->text.s = xrealloc(r->text.s, r->text.cap);
		r->moved = true; /* the row's fields point into the old one */
	}
	for (size_t i = 0; i < len; i++)
		if (from[i] < 0x20 || from[i] >= 0x7f)
			r->plain = false;
	/* a NUL would end the field's text early and hide the rest of it:
	 * such a file is not text, and is refused where the byte is */
	if (memchr(from, '\0', len) != NULL) {
		r->nul_row = r->row + 1;
		r->nul_col = r->nfields + 1;
		r->stopped = true;
		return;
	}
	memcpy(r->text.s + r->text.len, from, len);
	r->offs[r->nfields] = r->text.len;
	r->fields[r->nfields++] = r->text.s + r->text.len;
	r->text.len += len;
	r->text.s[r->text.len++] = '\0';
}

static void
on_field(void *data, size_t len, void *ctx)
{
	struct reader *r = ctx;

	if (r->stopped)
		return;
	if (r->nfields == CSVLOG_MAX_FIELDS) {
		r->too_many = true;
		return;
	}
	/*
	 * The common field, a few bytes of printable ASCII that fit in the
	 * buffer, copied here a byte at a time: the calls of add_field
	 * (memcpy, memchr, growing) cost more than such bytes, and a
	 * function without calls saves no registers.  Any other field,
	 * seen at its first byte that is not printable ASCII, is
	 * add_field's from the start.
	 */
	const unsigned char *from = data;
	char *to;
	size_t i = 0;

	if (r->text.len + len + 1 > r->text.cap) {
		add_field(r, data, len);
		return;
	}
	to = r->text.s + r->text.len;
	while (i < len && from[i] >= 0x20 && from[i] < 0x7f) {
		to[i] = (char)from[i];
		i++;
	}
	if (i < len) {
		add_field(r, data, len);
		return;
	}
	r->offs[r->nfields] = r->text.len;
	r->fields[r->nfields++] = to;
	r->text.len += len;
	to[len] = '\0';
	r->text.len++;
}

static void
clear_row(struct reader *r)
{
	r->nfields = 0;
	r->text.len = 0;
	r->plain = true;
}

static void
on_row(int term, void *ctx)
{
	struct reader *r = ctx;

	(void)term;
	if (r->stopped)
		return;
	r->row++;
	/* the buffer moves only while it grows, in the first rows */
	if (r->moved)
		for (int i = 0; i < r->nfields; i++)
			r->fields[i] = r->text.s + r->offs[i];
	r->moved = false;
	if (r->text.s) /* the row's end */
		r->fields[r->nfields] = r->text.s + r->text.len;
	if (!r->too_many && !r->fn(r->ctx, r->row, r->nfields, r->fields, r->plain))
		r->stopped = true;
	clear_row(r);
}

/* libcsv grows a field's buffer without bound; refuse past the limit so a
 * hostile file cannot take all memory. */
static void *
capped_realloc(void *p, size_t n)
{
	if (n > CSVLOG_MAX_FIELD + 128)
		return NULL;
	return realloc(p, n);
}

/*
 * The rows of a plain log read without libcsv.  libcsv's state machine
 * costs tens of instructions a byte; a line of a log treeref wrote is
 * mostly fields with no quote, whose reading is only a split at the
 * separator.  A line is split here when libcsv would read it as that
 * split exactly: it ends with \n (or \r\n), has no quote, no NUL, no
 * other \r, no field that starts or ends with a blank (libcsv trims
 * those of an unquoted field), at most CSVLOG_MAX_FIELDS fields and no
 * field near CSVLOG_MAX_FIELD bytes.  An empty line is no row, as for
 * libcsv.  At the first line that is not so, the rest of the stream,
 * from that line's start (a row's start: libcsv starts clean), is
 * libcsv's, with its messages.  tests/unit/test_csvlog.c checks the
 * two give the same rows and the same verdicts.
 */
static bool fast_rows_on = true;

void
csvlog_set_fast(bool on)
{
	fast_rows_on = on;
}

/* What a byte is to a plain line: printable ASCII (0), the separator,
 * the line's end, a byte that makes the line libcsv's, any other (the
 * row is then not plain, as csvlog_row_fn says), or a blank (a space
 * or a tab, which libcsv trims at a field's edges). */
enum { SEP = 1, END, LIBCSV, NOT_ASCII, BLANK };

static const unsigned char *
byte_class(char sep)
{
	static unsigned char cls[2][256];
	static bool made;
	unsigned char *t;

	if (!made) {
		for (int w = 0; w < 2; w++) {
			t = cls[w];
			for (int c = 0; c < 256; c++)
				t[c] = c < 0x20 || c >= 0x7f ? NOT_ASCII : 0;
			t['"'] = t['\r'] = t['\0'] = LIBCSV;
			t['\n'] = END; /* only ever the line's end */
			t[' '] = t['\t'] = BLANK;
			t[w ? ';' : ','] = SEP;
		}
		made = true;
	}
	return cls[sep == ';'];
}

/* Of the 16 bytes at c, up to the first \n among them (the line's end;
 * the bytes after it are the next line's) and the buffer's end `limit`:
 * bit i for c[i] in *seps when it is the separator or the line's end,
 * in *ends when it is the line's end, in *spaces when it is a space, in
 * *others when the byte table calls it neither printable ASCII nor one
 * of those (a tab, a quote, a control byte, a byte from 0x7f).  With
 * SSE2, 16 at once where the buffer holds them. */
static inline void
special_bits(const char *c, const char *limit, char sep,
    const unsigned char *cls, unsigned *seps, unsigned *spaces,
    unsigned *others, unsigned *ends)
{
	unsigned s = 0, b = 0, o = 0, e = 0;

	(void)sep; /* the table knows it */
#ifdef __SSE2__
	if (limit - c >= 16) {
		__m128i v = _mm_loadu_si128((const __m128i *)(const void *)c);
		__m128i nl = _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'));
		e = (unsigned)_mm_movemask_epi8(nl);
		s = (unsigned)_mm_movemask_epi8(_mm_or_si128(nl,
		    _mm_cmpeq_epi8(v, _mm_set1_epi8(sep))));
		b = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')));
		/* below a space (signed: from 0x80 too) but the end, DEL, a
		 * quote */
		o = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_andnot_si128(nl, _mm_cmplt_epi8(v, _mm_set1_epi8(0x20))),
		    _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(0x7f)),
		    _mm_cmpeq_epi8(v, _mm_set1_epi8('"')))));
	} else
#endif
	{
		for (int i = 0; i < 16 && c + i < limit; i++) {
			unsigned k = cls[(unsigned char)c[i]];
			if (k == END)
				e |= 1u << i;
			if (k == SEP || k == END)
				s |= 1u << i;
			else if (c[i] == ' ')
				b |= 1u << i;
			else if (k != 0)
				o |= 1u << i;
		}
	}
	if (e != 0) {
		/* up to the first \n, itself included */
		unsigned keep = e ^ (e - 1);
		s &= keep;
		b &= keep;
		o &= keep;
		e &= keep;
	}
	*seps = s;
	*spaces = b;
	*others = o;
	*ends = e;
}

/*
 * The rows of buf[0, n) read as plain lines, up to the first line that
 * is not one or is not complete; returns the bytes read.  *fast is set
 * false at a line that is not plain (libcsv takes over there).  The
 * fields are split in place (buf is the reader's own).
 */
static size_t
fast_rows(struct reader *r, char *buf, size_t n, char sep, bool *fast)
{
	const char *limit = buf + n;
	size_t at = 0;

	if (sep != ',' && sep != ';') {
		*fast = false;
		return 0;
	}
	const unsigned char *cls = byte_class(sep);
	while (at < n && !r->stopped) {
		char *line = buf + at;
		/* an empty line is no row, as for libcsv */
		if (line[0] == '\n') {
			at++;
			continue;
		}
		if (line[0] == '\r' && at + 1 < n && line[1] == '\n') {
			at += 2;
			continue;
		}
		/* the fields are cut (a NUL for each separator) as they are
		 * found, and the line's end with them: one pass over the
		 * line, which finds its end too.  A line found not plain, or
		 * not complete in the buffer, is put back as it was read, for
		 * libcsv or the next read. */
		char *start = line, *q = line, *eol = NULL;
		int nf = 0;
		bool plain = true, whole = false, stop = false, more = false;
		/*
		 * 16 bytes at a time.  Sixteen of printable ASCII, spaces,
		 * separators and the end (most of a log, the words of its
		 * commands too) are cut at their separators' bits, a space
		 * at a field's edge found by shifting those bits; any other
		 * byte (a tab, a quote, a control byte, one from 0x7f) or a
		 * space at an edge, and the sixteen are read byte by byte
		 * (separators, blanks, the end) in their order.
		 */
		for (char *c = line; !whole && !stop; c += 16) {
			unsigned seps, spaces, others, ends;
			/* a line this long may hold a field near
			 * CSVLOG_MAX_FIELD: libcsv's */
			if (c - line > CSVLOG_MAX_FIELD / 2) {
				stop = true;
				q = c;
				break;
			}
			special_bits(c, limit, sep, cls, &seps, &spaces, &others, &ends);
			if (ends == 0 && limit - c <= 16) {
				/* the buffer ends before the line: more to
				 * read, or the last line (libcsv's) */
				more = true;
				q = c;
				break;
			}
			if ((seps & 1) && c > line && c[-1] == ' ') {
				/* a space before a separator or the end, the
				 * last byte of the sixteen before: libcsv trims
				 * it */
				stop = true;
				q = c;
				break;
			}
			/* a space after a separator or the line's start, or
			 * before a separator or the end: libcsv trims it */
			unsigned edge = spaces & ((seps << 1) | (seps >> 1) |
			    (start == c));
			if (others == 0 && edge == 0 && nf <= CSVLOG_MAX_FIELDS - 16) {
				/* the fields cut at the separators and the end */
				while (seps != 0) {
					char *x = c + __builtin_ctz(seps);
					seps &= seps - 1;
					r->fields[nf++] = start;
					*x = '\0';
					start = x + 1;
				}
				if (ends != 0) {
					whole = true;
					eol = c + __builtin_ctz(ends);
				}
				q = c + 16;
				continue;
			}
			unsigned bits = seps | spaces | others;
			while (bits != 0) {
				q = c + __builtin_ctz(bits);
				bits &= bits - 1;
				unsigned k = cls[(unsigned char)*q];
				if (k == LIBCSV && *q == '\r' && q[1] == '\n') {
					/* \r\n: the line's end at the \r.  The
					 * \n is the line's first (q is before
					 * it) and in the buffer: among the
					 * sixteen, or past them where the
					 * buffer goes on (the test of its end) */
					eol = q + 1;
					k = END;
				}
				if (k == SEP || k == END) {
					if (nf == CSVLOG_MAX_FIELDS ||
					    (k == END && *q == '\r' && q > line && q[-1] == ' ')) {
						/* too many fields; or a space before
						 * the \r of the end (taken above for
						 * a byte of the line), which libcsv
						 * trims */
						stop = true;
						break;
					}
					r->fields[nf++] = start;
					*q = '\0';
					start = q + 1;
					if (k == END) {
						if (eol == NULL)
							eol = q;
						whole = true;
						break;
					}
				} else if (k == BLANK) {
					/* at a field's edge libcsv trims it */
					unsigned next = cls[(unsigned char)q[1]];
					if (q == start || next == SEP || next == END) {
						stop = true;
						break;
					}
					plain = plain && *q == ' ';
				} else if (k == NOT_ASCII) {
					plain = false;
				} else {
					stop = true; /* LIBCSV */
					break;
				}
			}
		}
		if (!whole) {
			/* not plain or not whole: the separators put back
			 * (every NUL before q is one: a NUL read stops the
			 * scan), the rest libcsv's or the next read's */
			for (char *x = line; x < q; x++)
				if (*x == '\0')
					*x = sep;
			if (more)
				break;
			*fast = false;
			return at;
		}
		at = (size_t)(eol - buf) + 1;
		r->row++;
		r->fields[nf] = start; /* past the last field's NUL */
		if (!r->fn(r->ctx, r->row, nf, r->fields, plain))
			r->stopped = true;
	}
	return at;
}

/* "ROW:COL: why", the field being read when libcsv gave up. */
static int
read_error(struct csv_parser *p, struct reader *r, bool at_end,
    struct sbuf *err)
{
	long row = r->row + 1;
	int col = r->nfields + 1;

	switch (csvlib()->csv_error(p)) {
	case CSV_ENOMEM:
		sbuf_printf(err, _("%ld:%d: A field is longer than %d bytes."),
		    row, col, CSVLOG_MAX_FIELD);
		break;
	case CSV_ETOOBIG:
		sbuf_printf(err, _("%ld:%d: The row is too big."), row, col);
		break;
	default:
		if (at_end)
			sbuf_printf(err, _("%ld:%d: Unterminated quote: a quoted field "
			    "is still open at the end of the file."), row, col);
		else
			sbuf_printf(err, _("%ld:%d: A quote inside an unquoted field, "
			    "or text after a closing quote."), row, col);
		break;
	}
	return -1;
}

/* The separator of a file: the first comma or semicolon of its first
 * line outside quotes (a log's header is game,version,... or
 * game;version;...); a comma when there is none. */
static char
detect_sep(const char *buf, size_t n)
{
	bool quoted = false;

	for (size_t i = 0; i < n && (quoted || (buf[i] != '\n' && buf[i] != '\r')); i++) {
		if (buf[i] == '"')
			quoted = !quoted;
		else if (!quoted && (buf[i] == ',' || buf[i] == ';'))
			return buf[i];
	}
	return ',';
}

int
csvlog_read(FILE *fp, csvlog_row_fn fn, void *ctx, struct sbuf *err,
    char *sep)
{
	struct csv_parser p;
	struct reader r = { .fn = fn, .ctx = ctx, .plain = true };
	char buf[65536];
	size_t n, skip = 0, have = 0;
	int rc = 1;
	bool first = true, fast = fast_rows_on;
	char d = ',';

	if (csvlib()->csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0) {
		sbuf_printf(err, "%s", strerror(ENOMEM));
		return -1;
	}
	csvlib()->csv_set_realloc_func(&p, capped_realloc);
	while (!r.stopped && (n = fread(buf + have, 1, sizeof buf - have, fp)) > 0) {
		if (first) {
			/* a spreadsheet's "CSV UTF-8" starts with a byte order
			 * mark: not part of the header */
			skip = utf8_bom_len(buf, n);
			d = detect_sep(buf + skip, n - skip);
			csvlib()->csv_set_delim(&p, (unsigned char)d);
			if (sep)
				*sep = d;
			first = false;
			memmove(buf, buf + skip, n - skip);
			n -= skip;
		}
		n += have;
		have = 0;
		if (fast) {
			/* whole plain lines; a line longer than the buffer is
			 * libcsv's */
			size_t done = fast_rows(&r, buf, n, d, &fast);
			if (r.stopped)
				break;
			if (fast && (done > 0 || n < sizeof buf)) {
				have = n - done;
				memmove(buf, buf + done, have);
				continue;
			}
			fast = false;
			memmove(buf, buf + done, n - done);
			n -= done;
		}
		if (csvlib()->csv_parse(&p, buf, n, on_field, on_row, &r) != n) {
			/* once a row is refused, what follows it is not read:
			 * its first message is the file's */
			if (!r.stopped)
				rc = read_error(&p, &r, false, err);
			break;
		}
		if (r.too_many) {
			sbuf_printf(err, _("%ld: More than %d fields."), r.row, CSVLOG_MAX_FIELDS);
			rc = -1;
			break;
		}
	}
	/* a last line without its end of line: libcsv's */
	if (rc == 1 && !r.stopped && have > 0 &&
	    csvlib()->csv_parse(&p, buf, have, on_field, on_row, &r) != have && !r.stopped)
		rc = read_error(&p, &r, false, err);
	if (rc == 1 && !r.stopped && r.too_many) {
		sbuf_printf(err, _("%ld: More than %d fields."), r.row, CSVLOG_MAX_FIELDS);
		rc = -1;
	}
	if (rc == 1 && !r.stopped && ferror(fp)) {
		sbuf_printf(err, "%s", strerror(errno));
		rc = -2; /* the file, not a row: a directory, an I/O error */
	}
	if (rc == 1 && !r.stopped && csvlib()->csv_fini(&p, on_field, on_row, &r) != 0)
		rc = read_error(&p, &r, true, err);
	if (rc == 1 && r.nul_row > 0) {
		sbuf_printf(err, _("%ld:%d: A NUL byte: not a CSV text file."),
		    r.nul_row, r.nul_col);
		rc = -1;
	}
	if (rc == 1 && r.stopped)
		rc = 0;
	sbuf_free(&r.text);
	csvlib()->csv_free(&p);
	return rc;
}

/* Counts what csv_fini still delivers at the end of a part. */
static void
count_field(void *data, size_t len, void *ctx)
{
	(void)data;
	(void)len;
	++*(int *)ctx;
}

static void
count_row(int term, void *ctx)
{
	(void)term;
	++*(int *)ctx;
}

bool
csvlog_read_part(int fd, off_t start, off_t end, char sep,
    csvlog_row_fn fn, void *ctx)
{
	struct csv_parser p;
	struct reader r = { .fn = fn, .ctx = ctx, .plain = true };
	char buf[65536];
	off_t at = start;
	bool ok = true, fast = fast_rows_on;
	int pending = 0;

	if (csvlib()->csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0)
		return false;
	csvlib()->csv_set_realloc_func(&p, capped_realloc);
	csvlib()->csv_set_delim(&p, (unsigned char)sep);
	while (ok && at < end) {
		size_t want = end - at < (off_t)sizeof buf ? (size_t)(end - at) : sizeof buf;
		ssize_t n = pread(fd, buf, want, at);
		size_t skip = at == 0 && n > 0 ? utf8_bom_len(buf, (size_t)n) : 0;
		if (n <= 0) {
			ok = false;
			break;
		}
		if (fast) {
			/* whole plain lines (csvlog_read's); from the next
			 * line's start, or libcsv's from a line that is not */
			size_t done = fast_rows(&r, buf + skip, (size_t)n - skip, sep, &fast);
			ok = !r.stopped;
			if (fast && done > 0) {
				at += (off_t)(skip + done);
				continue;
			}
			fast = false;
			at += (off_t)(skip + done);
			continue;
		}
		ok = csvlib()->csv_parse(&p, buf + skip, (size_t)n - skip, on_field, on_row, &r) ==
		    (size_t)n - skip && !r.too_many && !r.stopped;
		at += n;
	}
	/* the part ends at a row's end outside quotes when nothing is left
	 * for csv_fini: no open quote (an error, CSV_STRICT_FINI), no field
	 * or row still to deliver */
	ok = ok && csvlib()->csv_fini(&p, count_field, count_row, &pending) == 0 &&
	    pending == 0;
	sbuf_free(&r.text);
	csvlib()->csv_free(&p);
	return ok;
}
