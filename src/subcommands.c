/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* subcommands.c — `treeref SUBCOMMAND ARG...`: the subcommand named, its
 * options read among its files, its logs expanded, ranged and each game
 * kept once, then the log tool (replay, check, standings, report, seat,
 * notation) or `games` run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "i18n.h"
#include "journal.h"
#include "options.h"
#include "output.h"
#include "replay.h"
#include "report_html.h"
#include "seat.h"
#include "standings.h"
#include "subcommands.h"
#include "util.h"

enum subcommand { SUB_NONE, SUB_REPLAY, SUB_CHECK, SUB_STANDINGS, SUB_REPORT,
	SUB_SEAT, SUB_GAMES, SUB_NOTATION };

/* The subcommand a word names, in English or French, spelt
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

/* `treeref games [--table NAME] [--path]`. */
static int
games_main(const struct options *o, int m)
{
	struct sbuf archive = { 0 }, state = { 0 };
	bool has_archive = options_archive_folder(o, &archive);
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
		struct frontend_opts fo = { 0 };
		struct frontend *f = frontend_new(&fo);
		status = frontend_games_main(f, has_archive ? archive.s : NULL,
		    has_state ? state.s : NULL, o->path);
		frontend_free(f);
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
int
subcommand_run(int argc, char **argv, int first, struct options *o)
{
	const char *sub = argv[first];
	enum subcommand which = subcommand(sub);
	int n = argc - first, files, status;
	char **args = xcalloc((size_t)n + 12, sizeof *args);

	args[0] = argv[0]; /* getopt's messages name the program */
	memcpy(args + 1, argv + first + 1, (size_t)(n - 1) * sizeof *args);
	files = options_parse(n, args, o, true);
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
	options_note_archives(o);
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
		/* check takes no game_end: its walks do the pass */
		if (which == SUB_CHECK && !o->json)
			replay_identify_later(rest, (size_t)m);
		else
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
		{ "--people", o->people, which == SUB_STANDINGS ||
		    which == SUB_REPORT || which == SUB_SEAT },
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

bool
subcommand_named(const char *word)
{
	return subcommand(word) != SUB_NONE;
}
