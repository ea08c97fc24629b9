/* csvlog.c — every CSV read and write, through libcsv. */
#include "csvlog.h"

#include <csv.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game.h"
#include "i18n.h"
#include "util.h"

/* Open a temporary file beside `path`; its name goes to `tmp`. */
static FILE *
open_beside(const char *path, struct sbuf *tmp, struct verdict *v)
{
	int fd;
	FILE *fp;

	sbuf_printf(tmp, "%s.tmpXXXXXX", path);
	fd = mkstemp(tmp->s);
	if (fd < 0) {
		verdict_fail(v, _("cannot write %s: %s"), path, strerror(errno));
		return NULL;
	}
	fchmod(fd, 0644);
	fp = fdopen(fd, "w");
	if (fp == NULL) {
		verdict_fail(v, _("cannot write %s: %s"), path, strerror(errno));
		close(fd);
		unlink(tmp->s);
	}
	return fp;
}

/* Flush, sync and rename into place; on any failure remove the temporary. */
static bool
commit_file(FILE *fp, const char *tmp, const char *path, struct verdict *v)
{
	int err = 0;

	if (fflush(fp) != 0 || ferror(fp) || fsync(fileno(fp)) != 0)
		err = errno ? errno : EIO;
	if (fclose(fp) != 0 && err == 0)
		err = errno;
	if (err == 0 && rename(tmp, path) != 0)
		err = errno;
	if (err != 0) {
		unlink(tmp);
		return verdict_fail(v, _("cannot write %s: %s"), path, strerror(err));
	}
	return true;
}

/* One field, quoted by libcsv only when RFC 4180 needs it. */
static void
write_field(FILE *fp, const char *text)
{
	size_t n = strlen(text);

	if (strpbrk(text, ",\"\r\n") != NULL)
		csv_fwrite(fp, text, n);
	else
		fwrite(text, 1, n, fp);
}

bool
csvlog_write_sheet(const char *path, const struct sheet *s, bool force,
    struct verdict *v)
{
	struct sbuf tmp = { 0 };
	struct stat st;
	FILE *fp;
	bool ok;

	if (!force && stat(path, &st) == 0)
		return verdict_fail(v,
		    _("%s already exists; use --force to replace it"), path);
	fp = open_beside(path, &tmp, v);
	if (fp == NULL) {
		sbuf_free(&tmp);
		return false;
	}
	for (int r = 0; r < s->nrows; r++) {
		for (int c = 0; c < s->ncols; c++) {
			if (c > 0)
				fputc(',', fp);
			write_field(fp, sheet_cell(s, r, c));
		}
		fputc('\n', fp);
	}
	ok = commit_file(fp, tmp.s, path, v);
	sbuf_free(&tmp);
	return ok;
}
