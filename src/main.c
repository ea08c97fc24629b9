/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* main.c — the program: the process made safe to run (standard
 * descriptors, output checked at exit), then its mode chosen: a
 * subcommand (subcommands.c), the terminal, or scripts, with the table's
 * journal taken up first (startup.c).  The options are options.c's. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "archive.h"
#include "frontend.h"
#include "i18n.h"
#include "options.h"
#include "output.h"
#include "render.h"
#include "repl.h"
#include "startup.h"
#include "subcommands.h"
#include "util.h"

/* Colour only on a terminal that shows it, unless the user said no:
 * --no-color, or NO_COLOR set to a non-empty string (no-color.org: an
 * empty NO_COLOR does not count); a dumb terminal gets none. */
static bool
colour_wanted(bool no_color, bool tty_out)
{
	const char *nc = getenv("NO_COLOR"), *term = getenv("TERM");

	if (no_color || (nc != NULL && *nc != '\0'))
		return false;
	return term != NULL && *term != '\0' && strcmp(term, "dumb") != 0 &&
	    tty_out;
}

/*
 * Started with a standard descriptor closed (`treeref <&- >&-`), the
 * first file opened would take its number, and answers or errors would
 * be written into the journal or the lock.  Each closed one gets
 * /dev/null, read-only: a write to it fails with EBADF as to a closed
 * descriptor, so that lost output is still reported (check_stdout).
 */
static void
hold_standard_fds(void)
{
	for (int fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
		    open("/dev/null", O_RDONLY) < 0)
			_exit(2); /* the lowest free number is fd itself */
}

/* At exit, every mode: output that did not get out is an error, whatever
 * else happened (as GNU's close_stdout). */
static void
check_stdout(void)
{
	int err = close_stdout();

	if (err != 0) {
		/* the form cli.md gives (exit status 2), kept as it is */
		fprintf(stderr, _("treeref: write error: %s\n"), strerror(err));
		_exit(2);
	}
}

int
main(int argc, char **argv)
{
	struct options o = { 0 };
	struct frontend_opts fo = { 0 };
	struct frontend *f;
	int first, status;
	bool tty_in, tty_out;

	hold_standard_fds();
	/* first registered, so run last, after anything else writes */
	atexit(check_stdout);
	/* Past a file-size limit, write() should fail with EFBIG and be
	 * reported like a full disk, not kill the referee. */
	signal(SIGXFSZ, SIG_IGN);
	/* Answers to a file or a pipe go out in 64 KiB writes rather than
	 * stdio's 4 KiB ones; every answer is still out before treeref waits
	 * for input (frontend_before_wait) and before an error on stderr.
	 * The buffer is given: glibc sizes the one it allocates itself
	 * from the file (4 KiB), whatever size is asked. */
	/* asked once: each isatty is a system call */
	tty_out = isatty(STDOUT_FILENO);
	if (!tty_out) {
		static char out_buffer[1 << 16];

		setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);
	}
	i18n_init();
	first = options_parse(argc, argv, &o, false);
	if (first < 0)
		return 2;
	if (first < argc && subcommand_named(argv[first]))
		return subcommand_run(argc, argv, first, &o);
	if (o.since || o.until) {
		fprintf(stderr, _("treeref: %s is for the commands that read logs "
		    "(check, replay, standings, report).\n"), o.since ? "--since" : "--until");
		return 2;
	}
	tty_in = isatty(STDIN_FILENO);
	if (tty_in && first == argc)
		repl_sane_terminal();
	if ((fo.json = o.json))
		frontend_hello(TREEREF_VERSION);
	output_json(o.json);
	options_note_archives(&o);
	fo.force = o.force;
	fo.amend = o.amend;
	fo.colour = colour_wanted(o.no_color, tty_out);
	fo.width = render_output_width();
	/* answers fit the terminal they are read on, whatever the input:
	 * never a file's or a pipe's, nor --json's */
	fo.wrap = !o.json && tty_out;
	/* at a terminal, pictures by default (with or without colour) */
	fo.sep = o.sep;
	fo.table = o.table;
	fo.event = o.event;
	fo.round = o.round;
	fo.picture = tty_in && tty_out;
	/* A script's journal lines are fsync'd in groups: a live feed that
	 * waits for an answer still gets it at once (frontend_before_wait). */
	fo.group_commit = !(tty_in && first == argc);
	/* Finished games are archived by the sessions that keep a journal,
	 * and by any other with --archive DIR; --no-archive: by none. */
	struct sbuf archive = { 0 };
	bool journalled = o.resume || (first == argc && (tty_in || o.journal));
	if ((journalled || o.archive) && options_archive_folder(&o, &archive)) {
		fo.archive = archive.s;
		archive_clean(archive.s);
	}
	f = frontend_new(&fo);
	if (journalled) {
		bool busy = false, none = false;
		f = startup_journal(f, &fo, &o, tty_in && first == argc, &busy, &none);
		if (busy || none) {
			/* --resume with nothing to resume does nothing else */
			frontend_free(f);
			sbuf_free(&archive);
			return busy ? 2 : 1;
		}
	} else if (o.table)
		startup_table_elsewhere(f, o.table);
	if (first < argc)
		status = frontend_run_files(f, argc - first, argv + first, o.strict);
	else if (tty_in)
		status = repl_run(f, o.table);
	else
		status = frontend_run_files(f, 1, (char *[]){ (char *)"-" }, o.strict);
	if (!(tty_in && first == argc))
		frontend_archive_at_quit(f, NULL); /* the REPL's says it */
	frontend_free(f);
	sbuf_free(&archive);
	return status;
}
