/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* main.c — options, the choice of mode, and the exit status. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "archive.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "command.h"
#include "csvlog.h"
#include "journal.h"
#include "render.h"
#include "repl.h"
#include "replay.h"
#include "standings.h"
#include "report_html.h"
#include "seat.h"
#include "session.h"
#include "util.h"

#define TREEREF_VERSION "0.1.0"

enum { OPT_JOURNAL = 256, OPT_NO_COLOR, OPT_CSV, OPT_SEP, OPT_SINCE, OPT_UNTIL,
	OPT_SEED, OPT_TITLE, OPT_GAME_IDS, OPT_ARCHIVE, OPT_NO_ARCHIVE, OPT_PATH,
	OPT_DATE, OPT_AMEND, OPT_EVENT, OPT_ROUND };

struct options {
	bool strict, json, resume, journal, force, no_color;
	const char *lang;
	const char *table; /* NULL: the default table */
	const char *csv;    /* standings --csv FILE */
	const char *output; /* report -o FILE */
	const char *seed;   /* seat --seed N */
	const char *title;  /* report --title TEXT */
	const char *since, *until; /* log readers: --since, --until DATE */
	const char *archive; /* --archive DIR: the archive's folder */
	const char *date;    /* --date WHEN: the games' date of play */
	const char *event;   /* --event TEXT: the games' event */
	const char *round;   /* --round N: their round, as digits */
	bool no_archive, path; /* --no-archive; games --path */
	bool amend;        /* --amend: a script may undo past an archived end */
	char sep;          /* --sep: ',' or ';', 0 when not given */
};

static void
usage(FILE *fp)
{
	const char *titles[16];
	struct sbuf list = { 0 }, text = { 0 }, wrapped = { 0 };
	int n;

	fputs(_("Usage: treeref [OPTION]... [FILE]...\n"
	    "       treeref replay LOG.csv...\n"
	    "       treeref check LOG.csv... [--json]\n"
	    "       treeref standings LOG.csv... [--csv FILE [--sep ;]] [--json]\n"
	    "       treeref report LOG.csv... [-o FILE.html] [--title TEXT] [--lang en|fr]\n"
	    "       treeref seat GAME [VARIANT]... PLAYERS.txt [LOG]... [--seed N]\n"
	    "                    [--round N [--event TEXT]] [--csv FILE [--sep ;]]\n"
	    "                    [--json]\n"
	    "       treeref games [--table NAME] [--path]\n"
	    "       treeref notation LOG.csv...\n"
	    "A LOG.csv may be a folder: every *.csv below it.\n"), fp);
	for (n = 0; n < 16 && game_list[n]; n++) /* from the registry */
		titles[n] = game_list[n]->title;
	render_list_and(&list, titles, n);
	/* TRANSLATORS: %s is the list of the games' titles ("Best Treehouse
	 * Ever, Tout là-haut, 3-High and Magical Treehouse"). */
	sbuf_printf(&text, _("Referee and score treehouse-building board games:\n"
	    "  %s.\n"
	    "Reads commands from a terminal (interactive), from standard input,\n"
	    "or from each FILE in turn.\n"), sbuf_str(&list));
	render_wrap(&wrapped, sbuf_str(&text), 80, -1);
	fputs(sbuf_str(&wrapped), fp);
	sbuf_free(&list), sbuf_free(&text), sbuf_free(&wrapped);
	fputs(_("\n"
	    "  -l, --lang en|fr   language of the messages (default: the locale)\n"
	    "  -s, --strict       stop at the first rejected command\n"
	    "  -j, --json         print each command's result as a JSON line\n"
	    "  -r, --resume       continue the journalled game\n"
	    "      --journal      journal a script read from standard input\n"
	    "  -t, --table NAME   a second table on this machine: its own journal\n"
	    "                     and history; its games' table label\n"
	    "      --event TEXT   the event its games belong to (a club night)\n"
	    "      --round N      their round of the event (1 to 999)\n"
	    "  -f, --force        let export replace an existing file\n"
	    "      --no-color     never colour the pictures\n"
	    "      --sep ;|,      the separator of the CSV files written (default ,);\n"
	    "                     with ; decimals take a comma, for a spreadsheet\n"
	    "                     set up for French\n"
	    "      --archive DIR  archive finished games in DIR (a named table's in\n"
	    "                     DIR/tables/NAME), even without a journal\n"
	    "      --no-archive   do not archive finished games\n"
	    "      --amend        let a script undo past the end of an archived game\n"
	    "                     (a corrected copy is archived beside it)\n"
	    "      --date WHEN    record the games as played then (2026-11-26, or a\n"
	    "                     moment): a game entered from its paper sheet\n"
	    "      --since DATE, --until DATE\n"
	    "                     check, replay, standings, report: only the games\n"
	    "                     started in that range (2026-11-26, or a moment)\n"
	    "      --game-ids     list the games' ids, one a line, and exit\n"
	    "  -h, --help         show this help and exit\n"
	    "  -V, --version      show the version and exit\n"
	    "Options may also follow a subcommand's files.\n"
	    "\n"
	    "Exit status: 0 all accepted, 1 a command rejected, 2 usage error\n"
	    "(or the table's game open in another treeref, a state folder that\n"
	    "others can change, or output that could not be written).\n"
	    "Report bugs as the \"Reporting bugs\" section of README.md says\n"
	    "(installed in share/doc/treeref/ under the prefix).\n"
	    "Every command and the event log are described in: man treeref\n"
	    "(from the build tree, before make install: man ./treeref.1).\n"
	    "At the prompt, type help.\n"), fp);
}

/* Colour only on a terminal that shows it, unless the user said no:
 * --no-color, or NO_COLOR set to a non-empty string (no-color.org: an
 * empty NO_COLOR does not count); a dumb terminal gets none. */
static bool
colour_wanted(bool no_color)
{
	const char *nc = getenv("NO_COLOR"), *term = getenv("TERM");

	if (no_color || (nc != NULL && *nc != '\0'))
		return false;
	return term != NULL && *term != '\0' && strcmp(term, "dumb") != 0 &&
	    isatty(STDOUT_FILENO);
}

/* An option that takes one value: a second one is a usage error (which
 * would count?). */
static bool
once(const char *given, const char *option)
{
	if (given == NULL)
		return true;
	fprintf(stderr, _("treeref: %s is given twice; give it once.\n"), option);
	return false;
}

/* --title TEXT: text a page shows, so nothing that does not show (a
 * control or format character, an invalid byte) nor turns it around. */
static bool
title_ok(const char *title)
{
	unsigned long cp = utf8_first_hidden(title);
	const char *bad = cp ? NULL : cmd_line_problem(title, strlen(title));
	struct sbuf what = { 0 };

	if (bad == NULL && cp == 0)
		return true;
	if (cp != 0)
		sbuf_char_name(&what, cp);
	/* TRANSLATORS: %s is a character, "U+001B", or what is wrong with
	 * the text ("the line holds a NUL byte"). */
	fprintf(stderr, cp ? _("treeref: The title holds %s, a control or format "
	    "character that does not show: type the title without it.\n") :
	    _("treeref: The title cannot be shown (%s).\n"), cp ? what.s : bad);
	sbuf_free(&what);
	return false;
}

/* --date WHEN: the moment every game of the session is recorded at. */
static bool
date_option(const char *when)
{
	time_t t;

	switch (date_when(when, &t)) {
	case DATE_WHEN_OK:
		date_set_fixed(t);
		return true;
	case DATE_WHEN_PAST_9999:
		fprintf(stderr, _("treeref: --date %s: the year is past 9999, and a "
		    "log's dates have four digits of year.\n"), when);
		return false;
	default:
		fprintf(stderr, _("treeref: \"%s\" is not a date: --date takes a day "
		    "(2026-11-26) or a moment (2026-11-26T21:14:05+01:00).\n"), when);
		return false;
	}
}

/* A label's check (names.c): false with its message said. */
static bool
label_said(bool ok, struct sbuf *why)
{
	if (!ok)
		fputs(sbuf_str(why), stderr);
	sbuf_free(why);
	return ok;
}

/* `s` in NFC, kept for the whole run (an option's value). */
static char *
keep_nfc(char *s)
{
	static char *kept[8];
	static size_t n;
	char *nfc = utf8_nfc(s);

	if (strcmp(nfc, s) == 0 || n == sizeof kept / sizeof kept[0]) {
		free(nfc);
		return s;
	}
	return kept[n++] = nfc;
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

/* The options, up to the first other argument (`sub` false: the rest is
 * scripts, or a subcommand and its own arguments), or all of them
 * wherever they stand (`sub`: after a subcommand, whose files are then
 * moved to the end of argv, from the returned index on). */
static int
parse_options(int argc, char **argv, struct options *o, bool sub)
{
	static const struct option longs[] = {
		{ "csv", required_argument, NULL, OPT_CSV },
		{ "output", required_argument, NULL, 'o' },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "title", required_argument, NULL, OPT_TITLE },
		{ "lang", required_argument, NULL, 'l' },
		{ "strict", no_argument, NULL, 's' },
		{ "json", no_argument, NULL, 'j' },
		{ "resume", no_argument, NULL, 'r' },
		{ "journal", no_argument, NULL, OPT_JOURNAL },
		{ "force", no_argument, NULL, 'f' },
		{ "table", required_argument, NULL, 't' },
		{ "no-color", no_argument, NULL, OPT_NO_COLOR },
		{ "sep", required_argument, NULL, OPT_SEP },
		{ "since", required_argument, NULL, OPT_SINCE },
		{ "archive", required_argument, NULL, OPT_ARCHIVE },
		{ "no-archive", no_argument, NULL, OPT_NO_ARCHIVE },
		{ "path", no_argument, NULL, OPT_PATH },
		{ "until", required_argument, NULL, OPT_UNTIL },
		{ "date", required_argument, NULL, OPT_DATE },
		{ "amend", no_argument, NULL, OPT_AMEND },
		{ "event", required_argument, NULL, OPT_EVENT },
		{ "round", required_argument, NULL, OPT_ROUND },
		{ "game-ids", no_argument, NULL, OPT_GAME_IDS },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	int c;
	struct sbuf why = { 0 };
	static char round[GAME_ROUND_SIZE];

	opterr = 0; /* our own words, naming the program as every message does */
	optind = 0; /* glibc: start afresh, reading the optstring again */
	while ((c = getopt_long(argc, argv, sub ? "l:sjrft:hVo:" : "+l:sjrft:hV",
	    sub ? longs : longs + 4, NULL)) != -1) {
		switch (c) {
		case OPT_CSV: o->csv = optarg; break;
		case 'o': o->output = optarg; break;
		case OPT_SEED: o->seed = optarg; break;
		case OPT_TITLE:
			if (!title_ok(optarg))
				return -1;
			o->title = optarg;
			break;
		case OPT_GAME_IDS:
			for (int i = 0; game_list[i]; i++)
				printf("%s\n", game_list[i]->id);
			exit(0);
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
		case 't':
			/* as typed, then in NFC (names.c) */
			if (!label_said(game_check_table(optarg, &why), &why))
				return -1;
			optarg = keep_nfc(optarg);
			o->table = optarg;
			break;
		case OPT_NO_COLOR: o->no_color = true; break;
		case OPT_SINCE:
			if (!once(o->since, "--since"))
				return -1;
			o->since = optarg;
			break;
		case OPT_ARCHIVE: o->archive = optarg; break;
		case OPT_NO_ARCHIVE: o->no_archive = true; break;
		case OPT_AMEND: o->amend = true; break;
		case OPT_PATH: o->path = true; break;
		case OPT_UNTIL:
			if (!once(o->until, "--until"))
				return -1;
			o->until = optarg;
			break;
		case OPT_DATE:
			if (!once(o->date, "--date") || !date_option(optarg))
				return -1;
			o->date = optarg;
			break;
		case OPT_EVENT:
			/* checked as typed, then kept in NFC as names are */
			if (!once(o->event, "--event") || !label_said(
			    game_check_event(optarg, &why), &why))
				return -1;
			o->event = keep_nfc(optarg);
			break;
		case OPT_ROUND:
			if (!once(o->round, "--round") || !label_said(
			    game_check_round(optarg, round, &why), &why))
				return -1;
			o->round = round;
			break;
		case OPT_SEP:
			if (!csvlog_sep_word(optarg, &o->sep)) {
				fprintf(stderr, _("treeref: \"%s\" is not a separator: "
				    "--sep takes ; (semicolons) or , (commas, the default).\n"),
				    optarg);
				return -1;
			}
			break;
		case 'h': usage(stdout); exit(0);
		case 'V': version(); exit(0);
		default:
			/* a long option without its value: '?', optopt its val */
			if (c == ':' || (c == '?' && optopt != 0 && (optopt >= 256 ||
			    strchr("lto", optopt)) && !strchr(argv[optind - 1], '=')))
				fprintf(stderr, _("treeref: Option \"%s\" needs a value.\n"),
				    argv[optind - 1]);
			else
				fprintf(stderr, _("treeref: Unknown option \"%s\".\n"),
				    argv[optind - 1]);
			fputs(_("Try 'treeref --help' for more information.\n"), stderr);
			return -1;
		}
	}
	return optind;
}

/*
 * The journal read back is damaged: a line fails its check, a command
 * cannot be replayed, or the last line is cut short.  Set the original
 * aside byte for byte, then keep in the journal exactly the lines before
 * the damage (`kept` commands of `t`); say what was kept and what was
 * not, before any question about resuming.
 */
static void
repair(struct journal *j, const struct journal_text *t, size_t kept,
    const struct session *s, const char *refusal)
{
	struct sbuf aside = { 0 }, why = { 0 }, where = { 0 }, last = { 0 };
	size_t line, from;

	if (kept < t->n) {
		line = t->lineno[kept];
		from = t->off[kept];
		fprintf(stderr, _("treeref: The journal is damaged: line %zu cannot be "
		    "replayed (%s).\n"), line, refusal);
	} else if (t->bad_line) {
		line = t->bad_line;
		from = t->good;
		fprintf(stderr, _("treeref: The journal is damaged: line %zu fails its "
		    "check (its checksum or its sequence number is wrong).\n"), line);
	} else {
		line = t->lines + 1;
		from = t->good;
		fprintf(stderr, _("treeref: The journal is damaged: its last line was "
		    "cut short (%zu bytes without an end).\n"), t->torn);
	}
	const struct game_ops *g = session_game(s);
	if (g && kept > 0) {
		if (g->where)
			g->where(session_state(s), &where);
		/* the last command in the user's words, not the journal's
		 * English */
		if (session_count(s) > 1)
			session_local_line(s, session_count(s) - 1, &last);
		fprintf(stderr, ngettext("treeref: Resumable: the game up to line %zu "
		    "(%zu command, the last: %s; now: %s).\n", "treeref: Resumable: the "
		    "game up to line %zu (%zu commands, the last: %s; now: %s).\n", kept),
		    line - 1, kept, last.len ? last.s : t->line[kept - 1],
		    where.len ? where.s : g->title);
	} else {
		fprintf(stderr, _("treeref: Nothing before line %zu can be resumed: "
		    "no game starts there.\n"), line);
	}
	bool ok = journal_repair(j, t, kept, &aside, &why);
	if (aside.len)
		fprintf(stderr, _("treeref: Not resumed: everything from line %zu on "
		    "(%zu bytes); the journal as it was is kept byte for byte in %s.\n"),
		    line, t->size - from, aside.s);
	else
		fprintf(stderr, _("treeref: Not resumed: everything from line %zu on "
		    "(%zu bytes), left untouched in the journal.\n"), line, t->size - from);
	/* nothing may be written after the damage: until the repair is
	 * done, every move is refused with its cause */
	if (!ok && aside.len)
		fprintf(stderr, _("treeref: warning: Cannot repair the journal (%s): "
		    "no move can be saved until it can be; the game can still be looked "
		    "at.\n"), why.s);
	else if (!ok)
		fprintf(stderr, _("treeref: warning: Cannot keep the damaged journal "
		    "aside (%s): no move can be saved until it can be; the game can "
		    "still be looked at.\n"), why.s);
	sbuf_free(&aside);
	sbuf_free(&why);
	sbuf_free(&where);
	sbuf_free(&last);
}

/*
 * Look for a game in the table's journal and resume it when asked to
 * (--resume, or yes at the terminal); an unfinished game not taken up is
 * kept aside.  A damaged journal is kept aside and repaired first.
 * Returns the frontend to use, a new one when the journalled game was
 * not taken up.
 */
static struct frontend *
resume_game(struct frontend *f, const struct frontend_opts *fo,
    struct journal *j, bool resume, bool interactive, bool *none)
{
	struct journal_text t;
	struct sbuf first_why = { 0 }, aside = { 0 }, why = { 0 };
	size_t first = 0, refused;

	journal_read(journal_path(j), &t);
	bool *used = xcalloc(t.n + 1, sizeof *used);
	refused = frontend_replay(f, &t, used, &first, &first_why);
	struct session *s = frontend_session(f);
	if (refused || t.torn || t.bad_line)
		repair(j, &t, t.n - refused, s, sbuf_str(&first_why));
	bool has = session_game(s) != NULL;
	bool unfinished = has && !session_finished(s);
	struct sbuf where = { 0 };

	/* a finished game whose archive write did not happen is written,
	 * and said, before the question (the damage is said above) */
	frontend_set_journal(f, j);
	bool unsaved = frontend_archive_pending(f, &where);
	fputs(sbuf_str(&where), stderr);
	sbuf_reset(&where);
	if (unfinished && interactive && !resume)
		frontend_describe_position(f, &where);
	/* --resume takes the journalled game even when it is over, so its
	 * scores can still be read and exported; so does a start whose
	 * finished game still cannot be archived (a new keeps it aside) */
	bool take = has && (resume || unsaved || (unfinished && interactive &&
	    repl_ask_resume(where.s, session_count(s))));
	sbuf_free(&where);
	if (!take)
		frontend_detach_journal(f); /* j goes on, with the new frontend */

	if (take) {
		/* the count the question gave: the game's commands, those
		 * undone aside (the journal also holds the undo lines) */
		size_t n = session_count(s);
		struct sbuf m = { 0 };
		sbuf_printf(&m, ngettext("treeref: Resumed the game of the journal "
		    "(%zu command).\n", "treeref: Resumed the game of the journal "
		    "(%zu commands).\n", n), n);
		repl_say_err(m.s);
		sbuf_free(&m);
	} else {
		if (unfinished) {
			struct sbuf m = { 0 };
			if (journal_keep_aside(j, "", &aside, &why) &&
			    journal_rewrite(j, NULL, NULL, 0, &why))
				sbuf_printf(&m, _("treeref: An unfinished game was kept in %s "
				    "(type kept to see the kept games).\n"), aside.s);
			else
				sbuf_printf(&m, _("treeref: warning: Cannot keep the unfinished "
				    "game aside (%s); it stays in the journal until the next new.\n"),
				    why.s);
			repl_say_err(m.s);
			sbuf_free(&m);
		}
		if (resume) {
			fputs(_("treeref: No journalled game to resume.\n"), stderr);
			*none = true;
		}
		frontend_free(f);
		f = frontend_new(fo);
	}
	(void)first;
	free(used);
	journal_text_free(&t);
	sbuf_free(&first_why);
	sbuf_free(&aside);
	sbuf_free(&why);
	return f;
}

/*
 * Take the table's journal (and its lock) and resume or set aside what it
 * holds; then journal what follows.  When another treeref has the table,
 * say so and set *busy, as when the state folder is not the user's
 * alone (others could change it).  When no journal can be had, say so:
 * the session goes on unsaved, and the prompt shows it.  *none: --resume
 * found no game to resume.
 */
static struct frontend *
start_journal(struct frontend *f, const struct frontend_opts *fo,
    const struct options *o, bool interactive, bool *busy, bool *none)
{
	struct sbuf dir = { 0 }, why = { 0 };
	enum journal_open_result res;
	struct journal *j;
	long holder;

	if (!journal_dir(&dir, o->table)) {
		fputs(_("treeref: warning: Neither XDG_STATE_HOME nor HOME is set; "
		    "the game is not journalled.\n"), stderr);
		*none = o->resume;
		sbuf_free(&dir);
		return f;
	}
	j = journal_open(dir.s, &res, &holder, &why);
	if (res == JOURNAL_BUSY && holder <= 0) {
		/* never a process number that is not the holder's */
		if (o->table)
			fprintf(stderr, _("treeref: The game of table %s is open in another "
			    "treeref; continue it there, or start another table with: "
			    "treeref --table NAME.\n"), o->table);
		else
			fprintf(stderr, _("treeref: The game is open in another treeref; "
			    "continue it there, or start a second table with: treeref "
			    "--table NAME.\n"));
		*busy = true;
	} else if (res == JOURNAL_BUSY) {
		if (o->table)
			fprintf(stderr, _("treeref: The game of table %s is open in another "
			    "treeref (process %ld); continue it there, or start another "
			    "table with: treeref --table NAME.\n"), o->table, holder);
		else
			fprintf(stderr, _("treeref: The game is open in another treeref "
			    "(process %ld); continue it there, or start a second table "
			    "with: treeref --table NAME.\n"), holder);
		*busy = true;
	} else if (res == JOURNAL_UNSAFE) {
		/* a state folder others can change: nothing is written there */
		fprintf(stderr, _("treeref: %s.\n"), why.s);
		*busy = true;
	} else if (res == JOURNAL_READONLY && o->resume) {
		/* its game can be looked at: resumed, every move refused */
		fprintf(stderr, _("treeref: warning: The journal cannot be written "
		    "(%s): its game is resumed to be looked at, and every move is "
		    "refused.\n"), why.s);
		f = resume_game(f, fo, j, o->resume, interactive, none);
		frontend_set_journal(f, j);
	} else if (j == NULL || res == JOURNAL_READONLY) {
		journal_close(j);
		fprintf(stderr, _("treeref: warning: Cannot keep a journal (%s); the "
		    "game is not saved: it goes on in memory only.\n"), why.s);
		if (o->resume) {
			fputs(_("treeref: No journalled game to resume.\n"), stderr);
			*none = true;
		}
	} else {
		f = resume_game(f, fo, j, o->resume, interactive, none);
		frontend_set_journal(f, j);
		/* a finished game kept aside with its archive write to do */
		struct sbuf said = { 0 };
		frontend_archive_kept_pending(f, &said);
		repl_say_err(sbuf_str(&said));
		sbuf_free(&said);
	}
	sbuf_free(&dir);
	sbuf_free(&why);
	return f;
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

/* The columns pictures and answers are laid out in: the terminal's when
 * standard output is one (in every mode: a script run at a terminal
 * reads as the prompt does), else COLUMNS when it holds a width, else
 * 80.  The REPL follows the terminal's changes of size itself. */
static int
output_width(void)
{
	struct winsize ws;
	const char *env = getenv("COLUMNS");
	char *end;
	long n;

	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col > 0)
		return ws.ws_col;
	if (env && *env) {
		errno = 0;
		n = strtol(env, &end, 10);
		if (errno == 0 && *end == '\0' && n > 0 && n <= 10000)
			return (int)n;
	}
	return 80;
}

/* --table without a journal (a script, a pipe): when the table holds a
 * game, the first command that needs one says where it is instead of
 * "no game yet", and the run stops (frontend_set_elsewhere). */
static void
table_elsewhere(struct frontend *f, const char *table)
{
	struct sbuf dir = { 0 }, note = { 0 };
	long holder;

	if (journal_dir(&dir, table) && journal_probe(dir.s, &holder)) {
		if (holder > 0)
			sbuf_printf(&note, _("%s is open in another treeref (process "
			    "%ld): type the commands there"), table, holder);
		else if (holder == 0)
			sbuf_printf(&note, _("%s is open in another treeref: type the "
			    "commands there"), table);
		else
			sbuf_printf(&note, _("%s holds a game: add --resume to "
			    "continue it"), table);
		frontend_set_elsewhere(f, note.s);
	}
	sbuf_free(&dir);
	sbuf_free(&note);
}

enum subcommand { SUB_NONE, SUB_REPLAY, SUB_CHECK, SUB_STANDINGS, SUB_REPORT,
	SUB_SEAT, SUB_GAMES, SUB_NOTATION };

/* The subcommand the first argument names, in English or French, spelt
 * exactly (any other spelling, ./check included, is a script). */
static enum subcommand
subcommand(const char *word)
{
	static const struct { const char *word; enum subcommand sub; } subs[] = {
		{ "replay", SUB_REPLAY }, { "rejouer", SUB_REPLAY },
		{ "check", SUB_CHECK }, { "vérifier", SUB_CHECK },
		{ "standings", SUB_STANDINGS }, { "classement", SUB_STANDINGS },
		{ "report", SUB_REPORT }, { "rapport", SUB_REPORT },
		{ "seat", SUB_SEAT }, { "répartir", SUB_SEAT },
		{ "repartir", SUB_SEAT },
		{ "games", SUB_GAMES }, { "parties", SUB_GAMES },
		{ "notation", SUB_NOTATION }, { "relevé", SUB_NOTATION },
		{ "releve", SUB_NOTATION }, { "verifier", SUB_CHECK },
	};

	for (size_t i = 0; i < sizeof subs / sizeof subs[0]; i++)
		if (strcmp(word, subs[i].word) == 0)
			return subs[i].sub;
	return SUB_NONE;
}

/* The table's archive folder, as the options say (NULL: none, with
 * --no-archive or when no folder can be named). */
static bool
archive_folder(const struct options *o, struct sbuf *out)
{
	struct sbuf root = { 0 };
	bool ok;

	if (o->no_archive)
		return false;
	/* absolute: the journal records it, for a start from elsewhere */
	if (o->archive && o->archive[0] != '/') {
		char *cwd = getcwd(NULL, 0);
		sbuf_printf(&root, "%s/%s", cwd ? cwd : ".", o->archive);
		free(cwd);
	}
	ok = archive_dir(out, root.len ? root.s : o->archive, o->table);
	sbuf_free(&root);
	return ok;
}

/* No output goes into the archive: every table's, under the default
 * folder and under --archive DIR. */
static void
note_archives(const struct options *o)
{
	struct sbuf dir = { 0 };
	struct options all = *o;

	all.no_archive = false;
	all.table = NULL;
	if (archive_dir(&dir, NULL, NULL))
		output_note_archive(dir.s);
	sbuf_reset(&dir);
	if (o->archive && archive_folder(&all, &dir))
		output_note_archive(dir.s);
	sbuf_free(&dir);
}

/* `treeref games [--table NAME] [--path]`. */
static int
games_main(const struct options *o, int m)
{
	struct sbuf archive = { 0 }, state = { 0 };
	bool has_archive = archive_folder(o, &archive);
	bool has_state = journal_dir(&state, o->table);
	int status;

	if (m > 0) {
		fputs(_("Usage: treeref games [--table NAME] [--path] [--archive DIR]\n"), stderr);
		status = 2;
	} else if (o->path && !has_archive) {
		fputs(_("treeref: No archive folder: --no-archive was given, or neither "
		    "XDG_DATA_HOME nor HOME is set.\n"), stderr);
		status = 1;
	} else {
		status = frontend_games_main(has_archive ? archive.s : NULL,
		    has_state ? state.s : NULL, o->path);
	}
	sbuf_free(&archive);
	sbuf_free(&state);
	return status;
}

/*
 * `treeref [OPTION]... SUBCOMMAND ARG...`: the options may stand among
 * the files too (treeref standings a.csv --csv s.csv -f), so they are
 * read again over the subcommand's arguments; the subcommand gets its
 * files, and its own option back at their end.
 */
static int
run_subcommand(int argc, char **argv, int first, struct options *o)
{
	const char *sub = argv[first];
	enum subcommand which = subcommand(sub);
	int n = argc - first, files, status;
	char **args = xcalloc((size_t)n + 12, sizeof *args);

	args[0] = argv[0]; /* getopt's messages name the program */
	memcpy(args + 1, argv + first + 1, (size_t)(n - 1) * sizeof *args);
	files = parse_options(n, args, o, true);
	if (files < 0) {
		free(args);
		return 2;
	}
	int m = n - files;
	char **rest = args + files;
	if (which == SUB_GAMES) {
		status = games_main(o, m);
		free(args);
		return status;
	}
	note_archives(o);
	if (!replay_set_range(o->since, o->until)) {
		fprintf(stderr, _("treeref: \"%s\" is not a date: --since and --until "
		    "take a day (2026-11-26) or a moment (2026-11-26T21:14:05+01:00).\n"),
		    replay_set_range(o->since, NULL) ? o->until : o->since);
		free(args);
		return 2;
	}
	if (replay_range_inverted()) {
		fprintf(stderr, _("treeref: --since %s comes after --until %s: no game "
		    "can have started in between.\n"), o->since, o->until);
		free(args);
		return 2;
	}
	/* folders: every log below them, as if named one by one */
	struct replay_inputs in = { 0 };
	int expanded = m > 0 ? replay_expand(m, rest, &in) : 0;
	if (m > 0 && in.n == 0) {
		replay_inputs_free(&in);
		free(args);
		return 1;
	}
	if (m > 0) {
		args = xrealloc(args, ((size_t)files + in.n + 12) * sizeof *args);
		rest = args + files;
		memcpy(rest, in.path, in.n * sizeof *rest);
		m = (int)in.n;
	}
	/* a range that keeps no game: said, with how many it left out,
	 * rather than an empty answer (seat still seats the players) */
	long kept, left, undated;
	bool ranged = which != SUB_SEAT &&
	    replay_range_count(in.n, in.path, &kept, &left, &undated);
	if (ranged && kept == 0 && undated > 0 && undated == left) {
		fprintf(stderr, ngettext("treeref: No game started in that range: "
		    "the %ld game of these logs has no date (its log was written "
		    "before version 4), and --since and --until keep only dated "
		    "games.\n", "treeref: No game started in that range: the %ld "
		    "games of these logs have no date (their logs were written "
		    "before version 4), and --since and --until keep only dated "
		    "games.\n", undated), undated);
		replay_inputs_free(&in);
		free(args);
		return 1;
	}
	if (ranged && undated > 0 && kept > 0)
		fprintf(stderr, ngettext("treeref: warning: %ld game was left out "
		    "for having no date (its log was written before version 4): "
		    "--since and --until keep only dated games.\n", "treeref: "
		    "warning: %ld games were left out for having no date (their "
		    "logs were written before version 4): --since and --until "
		    "keep only dated games.\n", undated), undated);
	if (ranged && kept == 0) {
		fprintf(stderr, ngettext("treeref: No game started in that range: the "
		    "%ld game of these logs started outside it, or has no date.\n",
		    "treeref: No game started in that range: the %ld games of these "
		    "logs started outside it, or have no date.\n", left), left);
		replay_inputs_free(&in);
		free(args);
		return 1;
	}
	/* each game once: copies, replaced revisions and corrected
	 * originals set aside before the logs are read */
	if (which != SUB_REPLAY && which != SUB_SEAT && m > 0) {
		m = (int)replay_unique_paths(rest, (size_t)m);
		replay_identify(rest, (size_t)m);
	} else if (which == SUB_SEAT) {
		replay_identify(rest, (size_t)m);
	}
	/* the one check of outputs (output_allowed, at the write)
	 * also refuses a file in a folder read here */
	for (size_t k = 0; k < in.nfolders; k++)
		output_note_input_folder(in.folders[k]);
	/* each subcommand's own options, given back at the end of its files */
	const struct { const char *opt, *value; bool ok; } own[] = {
		{ "--csv", o->csv, which == SUB_STANDINGS || which == SUB_SEAT },
		{ "-o", o->output, which == SUB_REPORT },
		{ "--seed", o->seed, which == SUB_SEAT },
		{ "--title", o->title, which == SUB_REPORT },
		{ "--json", o->json ? "" : NULL, which == SUB_CHECK ||
		    which == SUB_STANDINGS || which == SUB_SEAT },
		{ "--date", o->date, false }, /* dates of play are the logs' */
		/* labels are the logs' too; seat prints them for the round
		 * it seats */
		{ "--event", o->event, which == SUB_SEAT },
		{ "--round", o->round, which == SUB_SEAT },
	};
	for (size_t k = 0; k < sizeof own / sizeof own[0]; k++) {
		if (own[k].value == NULL || (!own[k].ok && k == 4))
			continue; /* --json: scripts' answers; no effect here */
		if (!own[k].ok) {
			fprintf(stderr, _("treeref: %s takes no option %s.\n"), sub,
			    own[k].opt);
			replay_inputs_free(&in);
			free(args);
			return 2;
		}
		rest[m++] = (char *)own[k].opt;
		if (*own[k].value)
			rest[m++] = (char *)own[k].value;
	}
	switch (which) {
	case SUB_REPLAY: status = replay_main(m, rest); break;
	case SUB_CHECK: status = replay_check_main(m, rest); break;
	case SUB_STANDINGS: status = standings_main(m, rest, o->force, o->sep); break;
	case SUB_SEAT: status = seat_main(m, rest, o->force, o->sep); break;
	case SUB_NOTATION: status = notation_main(m, rest); break;
	default: status = report_main(m, rest, o->force); break;
	}
	replay_inputs_free(&in);
	free(args);
	return status == 0 ? expanded : status;
}

int
main(int argc, char **argv)
{
	struct options o = { 0 };
	struct frontend_opts fo = { 0 };
	struct frontend *f;
	int first, status;
	bool tty_in;

	hold_standard_fds();
	/* first registered, so run last, after anything else writes */
	atexit(check_stdout);
	/* Past a file-size limit, write() should fail with EFBIG and be
	 * reported like a full disk, not kill the referee. */
	signal(SIGXFSZ, SIG_IGN);
	/* Answers to a file or a pipe go out in 64 KiB writes rather than
	 * stdio's 4 KiB ones; every answer is still out before treeref waits
	 * for input (frontend_before_wait) and before an error on stderr. */
	if (!isatty(STDOUT_FILENO))
		setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	i18n_init();
	first = parse_options(argc, argv, &o, false);
	if (first < 0)
		return 2;
	if (first < argc && subcommand(argv[first]) != SUB_NONE)
		return run_subcommand(argc, argv, first, &o);
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
	note_archives(&o);
	fo.force = o.force;
	fo.amend = o.amend;
	fo.colour = colour_wanted(o.no_color);
	fo.width = output_width();
	/* answers fit the terminal they are read on, whatever the input:
	 * never a file's or a pipe's, nor --json's */
	fo.wrap = !o.json && isatty(STDOUT_FILENO);
	/* at a terminal, pictures by default (with or without colour) */
	fo.sep = o.sep;
	fo.table = o.table;
	fo.event = o.event;
	fo.round = o.round;
	fo.picture = tty_in && isatty(STDOUT_FILENO);
	/* A script's journal lines are fsync'd in groups: a live feed that
	 * waits for an answer still gets it at once (frontend_before_wait). */
	fo.group_commit = !(tty_in && first == argc);
	/* Finished games are archived by the sessions that keep a journal,
	 * and by any other with --archive DIR; --no-archive: by none. */
	struct sbuf archive = { 0 };
	bool journalled = o.resume || (first == argc && (tty_in || o.journal));
	if ((journalled || o.archive) && archive_folder(&o, &archive)) {
		fo.archive = archive.s;
		archive_clean(archive.s);
	}
	f = frontend_new(&fo);
	if (journalled) {
		bool busy = false, none = false;
		f = start_journal(f, &fo, &o, tty_in && first == argc, &busy, &none);
		if (busy || none) {
			/* --resume with nothing to resume does nothing else */
			frontend_free(f);
			sbuf_free(&archive);
			return busy ? 2 : 1;
		}
	} else if (o.table)
		table_elsewhere(f, o.table);
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
