/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* options.c — the command line's options: reading them into struct
 * options (each value checked as it is read), --help and --version, and
 * the archive folders they name. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "archive.h"
#include "command.h"
#include "csvlog.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "options.h"
#include "output.h"
#include "render.h"
#include "util.h"

enum { OPT_JOURNAL = 256, OPT_NO_COLOR, OPT_CSV, OPT_SEP, OPT_SINCE, OPT_UNTIL,
	OPT_SEED, OPT_TITLE, OPT_GAME_IDS, OPT_ARCHIVE, OPT_NO_ARCHIVE, OPT_PATH,
	OPT_DATE, OPT_AMEND, OPT_EVENT, OPT_ROUND, OPT_PEOPLE, OPT_DOC };

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
	    "                         [--people FILE]\n"
	    "       treeref report LOG.csv... [-o FILE.html] [--title TEXT] [--lang en|fr]\n"
	    "                      [--people FILE]\n"
	    "       treeref seat GAME [VARIANT]... PLAYERS.txt [LOG]... [--seed N]\n"
	    "                    [--round N [--event TEXT]] [--csv FILE [--sep ;]]\n"
	    "                    [--json] [--people FILE]\n"
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
	    "      --people FILE  standings, report, seat: the names that are one\n"
	    "                     person, and how each is shown (Bruno = bruno, bd)\n"
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
int
options_parse(int argc, char **argv, struct options *o, bool sub)
{
	static const struct option longs[] = {
		{ "csv", required_argument, NULL, OPT_CSV },
		{ "output", required_argument, NULL, 'o' },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "title", required_argument, NULL, OPT_TITLE },
		{ "people", required_argument, NULL, OPT_PEOPLE },
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
		{ "doc", required_argument, NULL, OPT_DOC },
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
	    sub ? longs : longs + 5, NULL)) != -1) {
		switch (c) {
		case OPT_CSV: o->csv = optarg; break;
		case 'o': o->output = optarg; break;
		case OPT_SEED: o->seed = optarg; break;
		case OPT_PEOPLE: o->people = optarg; break;
		case OPT_TITLE:
			if (!title_ok(optarg))
				return -1;
			o->title = optarg;
			break;
		case OPT_GAME_IDS:
			for (int i = 0; game_list[i]; i++)
				printf("%s\n", game_list[i]->id);
			exit(0);
		case OPT_DOC: /* the build's: the pages' generated parts */
			exit(frontend_doc_main(optarg, argc - optind, argv + optind));
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

/* The table's archive folder, as the options say (NULL: none, with
 * --no-archive or when no folder can be named). */
bool
options_archive_folder(const struct options *o, struct sbuf *out)
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
void
options_note_archives(const struct options *o)
{
	struct sbuf dir = { 0 };
	struct options all = *o;

	all.no_archive = false;
	all.table = NULL;
	if (archive_dir(&dir, NULL, NULL))
		output_note_archive(dir.s);
	sbuf_reset(&dir);
	if (o->archive && options_archive_folder(&all, &dir))
		output_note_archive(dir.s);
	sbuf_free(&dir);
}
