/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* main.c — options, the choice of mode, and the exit status. */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"
#include "i18n.h"
#include "command.h"
#include "journal.h"
#include "repl.h"
#include "replay.h"
#include "report_html.h"
#include "session.h"
#include "util.h"

#define TREEREF_VERSION "0.1.0"

enum { OPT_JOURNAL = 256, OPT_NO_COLOR };

struct options {
	bool strict, json, resume, journal, force, no_color;
	const char *lang;
};

static void
usage(FILE *fp)
{
	fputs(_("Usage: treeref [OPTION]... [FILE]...\n"
	    "       treeref replay LOG.csv | check LOG.csv... | standings LOG.csv... [--csv FILE]\n"
	    "       treeref report LOG.csv... [-o FILE.html] [--lang en|fr]\n"
	    "Referee and score treehouse-building board games: Best Treehouse Ever,\n"
	    "Tout là-haut, 3-High and Magical Treehouse. Reads commands from a\n"
	    "terminal (interactive),\n"
	    "from standard input, or from each FILE in turn.\n"
	    "\n"
	    "  -l, --lang en|fr   language of the messages (default: the locale)\n"
	    "  -s, --strict       stop at the first rejected command\n"
	    "  -j, --json         print each command's result as a JSON line\n"
	    "  -r, --resume       continue the journalled game\n"
	    "      --journal      journal a script read from standard input\n"
	    "  -f, --force        let export replace an existing file\n"
	    "      --no-color     never colour the pictures\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n"
	    "\n"
	    "Exit status: 0 all accepted, 1 a command rejected, 2 usage error.\n"), fp);
}

static void
version(void)
{
	printf("treeref %s\n", TREEREF_VERSION);
	fputs(_("Copyright (C) 2026 the treeref authors.\n"
	    "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
	    "This is free software: you are free to change and redistribute it.\n"
	    "There is NO WARRANTY, to the extent permitted by law.\n"), stdout);
}

static int
parse_options(int argc, char **argv, struct options *o)
{
	static const struct option longs[] = {
		{ "lang", required_argument, NULL, 'l' },
		{ "strict", no_argument, NULL, 's' },
		{ "json", no_argument, NULL, 'j' },
		{ "resume", no_argument, NULL, 'r' },
		{ "journal", no_argument, NULL, OPT_JOURNAL },
		{ "force", no_argument, NULL, 'f' },
		{ "no-color", no_argument, NULL, OPT_NO_COLOR },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	while ((c = getopt_long(argc, argv, "+l:sjrfhV", longs, NULL)) != -1) {
		switch (c) {
		case 'l':
			/* now, so that --help after it is in that language */
			if (!i18n_option(optarg))
				return -1;
			o->lang = optarg;
			break;
		case 's': o->strict = true; break;
		case 'j': o->json = true; break;
		case 'r': o->resume = true; break;
		case OPT_JOURNAL: o->journal = true; break;
		case 'f': o->force = true; break;
		case OPT_NO_COLOR: o->no_color = true; break;
		case 'h': usage(stdout); exit(0);
		case 'V': version(); exit(0);
		default:
			fputs(_("Try 'treeref --help' for more information.\n"), stderr);
			return -1;
		}
	}
	return optind;
}

/* Run one script; returns 0, 1 (a command rejected), 2 (unreadable), or
 * 3 when the script asked to stop (quit, or --strict after a rejection). */
/*
 * Read one line into `b`, keeping at most CMD_MAX_LINE + 1 bytes of it so
 * a hostile input cannot take all memory; *len is the length kept.
 * False at the end of input.
 */
static bool
read_line(FILE *fp, struct sbuf *b, size_t *len)
{
	int c;
	bool any = false;

	sbuf_reset(b);
	*len = 0;
	while ((c = getc(fp)) != EOF) {
		any = true;
		if (c == '\n')
			break;
		if (*len <= CMD_MAX_LINE) {
			sbuf_addc(b, (char)c);
			(*len)++;
		}
	}
	return any;
}

static int
run_script(struct frontend *f, FILE *fp, const char *source, bool strict)
{
	struct sbuf line = { 0 };
	size_t len;
	long n = 0;
	int status = 0;

	while (read_line(fp, &line, &len)) {
		enum frontend_result r = frontend_line_n(f, source, ++n,
		    sbuf_str(&line), len);
		if (r == FE_QUIT) {
			status = status ? status : 3;
			break;
		}
		if (r == FE_REJECTED) {
			status = 1;
			if (strict)
				break;
		}
	}
	sbuf_free(&line);
	return status;
}

static int
run_files(struct frontend *f, int argc, char **argv, bool strict)
{
	int status = 0;

	for (int i = 0; i < argc; i++) {
		FILE *fp = strcmp(argv[i], "-") == 0 ? stdin : fopen(argv[i], "r");
		if (fp == NULL) {
			fprintf(stderr, _("treeref: cannot read %s: %m\n"), argv[i]);
			return 2;
		}
		int r = run_script(f, fp, argv[i], strict);
		if (fp != stdin)
			fclose(fp);
		if (r == 1)
			status = 1;
		if (r == 3 || (r == 1 && strict))
			break;
	}
	return status;
}

/* Replay journal lines quietly; returns how many were refused. */
static size_t
replay_lines(struct frontend *f, char **lines, size_t n)
{
	size_t refused = 0;

	frontend_set_quiet(f, true);
	for (size_t i = 0; i < n; i++)
		if (frontend_line(f, NULL, (long)i + 1, lines[i]) == FE_REJECTED)
			refused++;
	frontend_set_quiet(f, false);
	return refused;
}

static size_t
good_length(char **lines, size_t n)
{
	size_t len = 0;

	for (size_t i = 0; i < n; i++)
		len += strlen(lines[i]) + 1;
	return len;
}

/*
 * Look for an unfinished game in the journal and resume it when asked to
 * (--resume, or yes at the terminal); otherwise keep the old journal aside
 * and start afresh.  Then journal what follows.  Returns the frontend to
 * use, which is a new one when the journalled game was not taken up.
 */
static struct frontend *
start_journal(struct frontend *f, const struct frontend_opts *fo,
    bool resume, bool interactive)
{
	struct sbuf dir = { 0 }, path = { 0 }, why = { 0 }, aside = { 0 };
	size_t n, torn;
	char **lines;

	if (!journal_dir(&dir)) {
		fputs(_("treeref: warning: neither XDG_STATE_HOME nor HOME is set; "
		    "the game is not journalled\n"), stderr);
		sbuf_free(&dir);
		return f;
	}
	sbuf_printf(&path, "%s/journal", dir.s);
	lines = journal_read(path.s, &n, &torn);
	if (n > 0) {
		replay_lines(f, lines, n);
		bool unfinished = session_game(frontend_session(f)) != NULL &&
		    !session_finished(frontend_session(f));
		/* --resume takes the journalled game even when it is over, so
		 * its scores can still be read and exported */
		bool take = session_game(frontend_session(f)) != NULL && (resume ||
		    (unfinished && interactive && repl_ask_resume(frontend_session(f))));
		if (take) {
			if (torn)
				fprintf(stderr, _("treeref: the journal's last entry was cut short "
				    "(%zu bytes dropped); every complete entry was restored\n"), torn);
			if (truncate(path.s, (off_t)good_length(lines, n)) != 0)
				fprintf(stderr, _("treeref: warning: cannot repair %s: %s\n"),
				    path.s, strerror(errno));
			fprintf(stderr, _("treeref: resumed the game of the journal (%zu commands)\n"), n);
		} else {
			if (unfinished && journal_keep_aside(path.s, &aside))
				fprintf(stderr, _("treeref: an unfinished game was kept in %s\n"), aside.s);
			frontend_free(f);
			f = frontend_new(fo);
		}
	} else if (resume) {
		fputs(_("treeref: no journalled game to resume\n"), stderr);
	}
	journal_free_lines(lines, n);
	struct journal *j = journal_open(path.s, &why);
	if (j == NULL)
		fprintf(stderr, _("treeref: warning: cannot keep a journal (%s); "
		    "the game goes on in memory only\n"), why.s);
	frontend_set_journal(f, j);
	sbuf_free(&dir);
	sbuf_free(&path);
	sbuf_free(&why);
	sbuf_free(&aside);
	return f;
}

int
main(int argc, char **argv)
{
	struct options o = { 0 };
	struct frontend_opts fo = { 0 };
	struct frontend *f;
	int first, status;
	bool tty_in;

	/* Past a file-size limit, write() should fail with EFBIG and be
	 * reported like a full disk, not kill the referee. */
	signal(SIGXFSZ, SIG_IGN);
	i18n_init();
	first = parse_options(argc, argv, &o);
	if (first < 0)
		return 2;
	if (first < argc && strcmp(argv[first], "replay") == 0)
		return replay_main(argc - first - 1, argv + first + 1);
	if (first < argc && strcmp(argv[first], "check") == 0)
		return replay_check_main(argc - first - 1, argv + first + 1);
	if (first < argc && strcmp(argv[first], "standings") == 0)
		return replay_standings_main(argc - first - 1, argv + first + 1, o.force);
	if (first < argc && (strcmp(argv[first], "report") == 0 ||
	    strcmp(argv[first], "rapport") == 0))
		return report_main(argc - first - 1, argv + first + 1, o.force);
	tty_in = isatty(STDIN_FILENO);
	/* A live feed waits for each answer before it sends the next line. */
	if (o.journal || o.resume)
		setvbuf(stdout, NULL, _IOLBF, 0);
	fo.json = o.json;
	fo.force = o.force;
	fo.colour = !o.no_color && getenv("NO_COLOR") == NULL &&
	    isatty(STDOUT_FILENO);
	fo.width = 100;
	fo.picture = tty_in && fo.colour; /* at a terminal, pictures by default */
	f = frontend_new(&fo);
	if (o.resume || (first == argc && (tty_in || o.journal)))
		f = start_journal(f, &fo, o.resume, tty_in && first == argc);
	if (first < argc)
		status = run_files(f, argc - first, argv + first, o.strict);
	else if (tty_in)
		status = repl_run(f);
	else
		status = run_script(f, stdin, "-", o.strict) == 1 ? 1 : 0;
	frontend_free(f);
	return status;
}
