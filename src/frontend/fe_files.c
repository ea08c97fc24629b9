/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* fe_files.c — the shared words that read and write files: export,
 * load, kept (games kept aside), and the declarations a table keeps from
 * game to game. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command.h"
#include "csvlog.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "paths.h"
#include "replay.h"
#include "report_html.h"
#include "session.h"
#include "util.h"

#include "frontend_int.h"

/* A score sheet for a spreadsheet set up for French (--sep ;) in the
 * messages' language: its headings, and each word of its cells that is
 * not a player's name, through the catalogue (the game marks them N_()),
 * and numbers with a decimal comma, as standings --csv --sep ; writes.  Event logs stay as they are. */
static void
local_sheet(struct frontend *f, const struct sheet *in, struct sheet *out)
{
	const struct game_ops *g = session_game(f->s);
	const void *state = session_state(f->s);
	struct sbuf cell = { 0 };

	sheet_init(out, in->ncols);
	for (int r = 0; r < in->nrows; r++)
		for (int k = 0; k < in->ncols; k++) {
			const char *text = sheet_cell(in, r, k);
			bool name = false;
			for (int p = 0; r > 0 && p < game_nplayers(g, state); p++)
				name = name || strcmp(text, game_player(g, state, p)) == 0;
			sbuf_reset(&cell);
			if (name || text[0] == '\0')
				sbuf_add(&cell, text);
			else if (strspn(text, "-0123456789.") == strlen(text))
				for (const char *c = text; *c; c++)
					sbuf_addc(&cell, *c == '.' ? ',' : *c);
			else /* not _(): its cache is keyed on addresses;
			      * the game's word, in its context */
				sbuf_add(&cell, i18n_ctext(g->id, text));
			sheet_field(out, sbuf_str(&cell));
		}
	sbuf_free(&cell);
}

/* What export says it wrote: the file, or "standard output" for "-". */
static void
say_written(struct frontend *f, const char *file, const char *to_file,
    const char *to_stdout)
{
	if (strcmp(file, "-") == 0)
		verdict_say(&f->v, "%s", to_stdout);
	else
		verdict_say(&f->v, to_file, file);
}

/* export, its arguments checked, to `file` (~ expanded). */
static bool
export_to(struct frontend *f, const struct game_ops *g, const char *file,
    bool log, bool page, bool record, bool force, char sep)
{
	struct sheet sh = { 0 };
	struct stat st;
	bool ok;

	/* a file no output may replace: said before any question */
	struct sbuf why = { 0 };
	if (!output_allowed(file, &why)) {
		verdict_fail(&f->v, "%s", why.s);
		sbuf_free(&why);
		return false;
	}
	sbuf_free(&why);
	/* lstat: a dangling symbolic link is there too */
	if (!force && f->confirm && lstat(file, &st) == 0 &&
	    !csvlog_stream_target(file)) {
		struct sbuf q = { 0 };
		sbuf_printf(&q, _("%s already exists. Replace it? [y/N] "), file);
		force = f->confirm(q.s);
		sbuf_free(&q);
		if (!force)
			return verdict_fail(&f->v, _("%s was left as it was"), file);
	}
	if (page) {
		ok = report_export(f->s, file, force, &f->v);
		if (ok)
			say_written(f, file, _("Report page written to %s."),
			    _("Report page written to standard output."));
		return ok;
	}
	if (record) {
		struct sbuf text = { 0 };
		frontend_record(f, &text);
		ok = csvlog_write_text(file, sbuf_str(&text), text.len, force, &f->v);
		sbuf_free(&text);
		if (ok)
			say_written(f, file, _("Notation record written to %s."),
			    _("Notation record written to standard output."));
		return ok;
	}
	if (log) {
		replay_build_log(f->s, &sh);
	} else {
		g->sheet(session_state(f->s), &sh);
		if (sep == ';') {
			struct sheet local;
			local_sheet(f, &sh, &local);
			sheet_free(&sh);
			sh = local;
		}
	}
	ok = csvlog_write_sheet(file, &sh, sep, force, &f->v);
	sheet_free(&sh);
	if (ok && log)
		say_written(f, file, sep == ';' ? _("Event log written to %s (fields "
		    "separated by semicolons).") : _("Event log written to %s."),
		    sep == ';' ? _("Event log written to standard output (fields "
		    "separated by semicolons).") : _("Event log written to standard "
		    "output."));
	else if (ok)
		say_written(f, file, sep == ';' ? _("Score sheet written to %s (fields "
		    "separated by semicolons).") : _("Score sheet written to %s."),
		    sep == ';' ? _("Score sheet written to standard output (fields "
		    "separated by semicolons).") : _("Score sheet written to standard "
		    "output."));
	return ok;
}

bool
frontend_export(struct frontend *f, const struct call *c)
{
	const struct game_ops *g = session_game(f->s);
	char sep = f->sep;
	bool ok;

	if (c->argc == 4) /* --sep without its separator */
		return frontend_usage(f, W_EXPORT);
	/* TRANSLATORS: "journal" is accepted as the French for "log". */
	bool log = cmd_word_eq(c->argv[1], "log") || cmd_word_eq(c->argv[1], "journal");
	/* TRANSLATORS: "rapport" is accepted as the French for "report". */
	bool page = cmd_word_eq(c->argv[1], "report") || cmd_word_eq(c->argv[1], "rapport");
	/* TRANSLATORS: "relevé" is accepted as the French for "notation". */
	bool record = cmd_word_eq(c->argv[1], "notation") || cmd_word_eq(c->argv[1], "relevé");

	if (!log && !page && !record && !cmd_word_eq(c->argv[1], "scores")) {
		/* what was typed, then the usage on its own line */
		verdict_fail(&f->v, _("export writes scores, a log, a report or "
		    "a notation, not \"%s\".\n"), c->argv[1]);
		return frontend_usage(f, W_EXPORT);
	}
	if (c->argc == 5 && (page || record || strcmp(c->argv[3], "--sep") != 0 ||
	    !csvlog_sep_word(c->argv[4], &sep)))
		return frontend_usage(f, W_EXPORT);
	if (g == NULL)
		return frontend_no_game(f);
	bool force = f->o.force;
	struct sbuf path = { 0 };
	paths_expand_home(c->argv[2], &path);
	ok = export_to(f, g, path.s, log, page, record, force, sep);
	sbuf_free(&path);
	return ok;
}

/* Replace the game by the one a log holds, all or nothing; the journal
 * then holds the loaded game. */
bool
frontend_load(struct frontend *f, const struct call *c)
{
	struct session *s;
	struct sbuf path = { 0 };
	char sep;

	paths_expand_home(c->argv[1], &path);
	s = replay_load(path.s, &f->v, &sep);
	if (s == NULL) {
		sbuf_free(&path);
		return false;
	}
	if (f->journal) {
		/* the loaded game replaces the journal whole, or not at all */
		size_t n = session_count(s);
		char **lines = xmalloc((n ? n : 1) * sizeof *lines);
		struct sbuf why = { 0 };
		for (size_t i = 0; i < n; i++)
			lines[i] = (char *)session_line(s, i);
		bool ok = frontend_replace_journal(f, lines, NULL, n, &why);
		free(lines);
		if (!ok) {
			verdict_fail(&f->v, "%s", why.s);
			sbuf_free(&why);
			sbuf_free(&path);
			session_free(s);
			return false;
		}
	}
	session_free(f->s);
	f->s = s;
	session_set_persist(s, frontend_persist, frontend_persist_wants, f);
	session_mark_read(s);
	/* exports write what the log was written with, unless --sep said */
	if (f->o.sep == 0)
		f->sep = sep;
	verdict_say(&f->v, ngettext("loaded %s: %zu event of %s",
	    "loaded %s: %zu events of %s", session_count(s)), path.s,
	    session_count(s), session_game(s)->title);
	frontend_say_aside(f);
	sbuf_free(&path);
	return true;
}

/* Bring kept game `num` back: it becomes the journal's game, and an
 * unfinished game in play is kept aside in its turn. */
bool
frontend_bring_back(struct frontend *f, const struct journal_kept *k, size_t num)
{
	struct journal_text t;
	struct journal *j = f->journal;
	struct session *old = f->s, *back;
	struct sbuf why = { 0 };
	size_t refused, m = 0;
	bool ok = false;

	if (!journal_read(k->path, &t)) {
		journal_text_free(&t);
		return verdict_fail(&f->v, _("cannot read %s: %s"), k->path, strerror(errno));
	}
	bool *used = xcalloc(t.n + 1, sizeof *used);
	char **lines = xcalloc(t.n + 1, sizeof *lines);
	size_t *lens = xcalloc(t.n + 1, sizeof *lens);
	f->s = session_new();
	session_set_persist(f->s, frontend_persist, frontend_persist_wants, f);
	f->journal = NULL; /* replaying writes nothing */
	f->skip_records = true; /* the game in play keeps its own till then */
	refused = f->runner->replay(f, &t, used, NULL, NULL);
	f->skip_records = false;
	f->journal = j;
	back = f->s;
	f->s = old;
	for (size_t i = 0; i < t.n; i++)
		if (used[i]) {
			lines[m] = t.line[i];
			lens[m++] = t.len[i];
		}
	if (session_game(back) == NULL) {
		verdict_fail(&f->v, _("kept game %zu holds no game (%s)"), num, k->path);
	} else if (!frontend_replace_journal(f, lines, lens, m, &why)) {
		verdict_fail(&f->v, "%s", why.s);
	} else {
		/* a damaged journal stays as it was: only a kept game goes */
		size_t pl = strlen(k->path);
		if (pl < 8 || strcmp(k->path + pl - 8, ".damaged") != 0)
			unlink(k->path);
		session_free(old);
		f->s = back;
		back = NULL;
		/* the copy's records (its start, end, archive) are the game's */
		frontend_archive_reset(f);
		for (size_t r = 0; r < t.nrec; r++)
			if (t.rec[r].before <= m && strcmp(t.rec[r].key, "joined") != 0)
				frontend_take_record(f, t.rec[r].key, t.rec[r].value);
		struct sbuf line = { 0 };
		/* the game's commands as they stand, as the listing and the
		 * resume question count them (not the journal's lines) */
		size_t c = session_count(f->s);
		verdict_say(&f->v, ngettext("Brought back kept game %zu: %s (%zu "
		    "command).", "Brought back kept game %zu: %s (%zu commands).", c),
		    num, frontend_local_start(session_line(f->s, 0), &line), c);
		sbuf_free(&line);
		if (refused)
			verdict_say(&f->v, ngettext("%zu line of it could not be used.",
			    "%zu lines of it could not be used.", refused), refused);
		frontend_say_aside(f);
		frontend_archive_record_all(f); /* the copy's records, kept */
		frontend_archive_adopt(f);
		ok = true;
	}
	session_free(back);
	free(used);
	free(lines);
	free(lens);
	journal_text_free(&t);
	sbuf_free(&why);
	return ok;
}

/* Where a game keeps a table's declarations between games.  Only the
 * interactive session (the one that can ask questions) reads and writes
 * it: a script stays the same wherever and by whomever it is run. */
static bool
keep_path(const struct game_ops *g, struct sbuf *out)
{
	if (g->keep_file == NULL || !paths_config_dir(out))
		return false;
	sbuf_printf(out, "/%s", g->keep_file);
	return true;
}

/* After `new`: run the kept declarations as recorded commands. */
void
frontend_run_kept(struct frontend *f)
{
	const struct game_ops *g = session_game(f->s);
	struct sbuf path = { 0 }, line = { 0 }, news = { 0 };
	char *buf = NULL;
	size_t cap = 0;
	FILE *fp;

	if (f->quiet || f->confirm == NULL || g == NULL || !keep_path(g, &path) ||
	    (fp = fopen(path.s, "r")) == NULL) {
		sbuf_free(&path);
		return;
	}
	/* the answer and announcements of `new` come first */
	sbuf_add(&news, sbuf_str(&f->v.msg));
	sbuf_add(&news, sbuf_str(&f->v.news));
	sbuf_printf(&news, _("Declarations kept in %s:\n"), path.s);
	while (getline(&buf, &cap, fp) != -1) {
		if (cmd_line_problem(buf, strlen(buf)) || buf[strspn(buf, " \t\r\n")] == '\0')
			continue;
		sbuf_reset(&line);
		sbuf_printf(&line, "%s %s", g->keep_cmd, buf);
		char *argv[CMD_MAX_ARGS], *copy = xstrdup(line.s);
		struct call c = { .argv = argv, .width = f->o.width };
		const struct game_cmd *gc = session_find_cmd(f->s, g->keep_cmd);
		c.argc = cmd_tokenize(copy, argv, CMD_MAX_ARGS);
		verdict_clear(&f->v);
		if (gc && c.argc > 1)
			session_run(f->s, gc, &c, &f->v);
		sbuf_add(&news, sbuf_str(&f->v.msg));
		free(copy);
	}
	fclose(fp);
	free(buf);
	verdict_clear(&f->v);
	sbuf_add(&f->v.msg, news.s);
	sbuf_free(&news);
	sbuf_free(&line);
	sbuf_free(&path);
}

/* A declaration typed at the table is kept for the next games. */
void
frontend_keep_declaration(struct frontend *f, const struct call *c)
{
	const struct game_ops *g = session_game(f->s);
	struct sbuf path = { 0 };
	FILE *fp;

	if (f->quiet || f->confirm == NULL || !keep_path(g, &path)) {
		sbuf_free(&path);
		return;
	}
	make_parent_dirs(path.s);
	if ((fp = fopen(path.s, "a")) == NULL) {
		sbuf_printf(&f->v.news, _("warning: cannot keep the declaration in %s: %s\n"),
		    path.s, strerror(errno));
	} else {
		for (int i = 1; i < c->argc; i++)
			fprintf(fp, "%s%s", i > 1 ? " " : "", c->argv[i]);
		fputc('\n', fp);
		fclose(fp);
	}
	sbuf_free(&path);
}

bool
frontend_confirmed(struct frontend *f, const struct game_cmd *gc, struct call *c)
{
	if (!frontend_ask(f))
		return false;
	c->careful = false;
	return session_run(f->s, gc, c, &f->v);
}

/* A move after the game's end: one sentence, not each rule's refusal of
 * a move out of its phase (tagged with it where the game has one).  Out
 * of line (cold): every command passes by. */
static bool __attribute__((noinline, cold))
game_over(struct frontend *f)
{
	for (const struct game_rule *r = session_game(f->s)->rules;
	    r && r->id; r++)
		if (strcmp(r->id, "phase") == 0)
			verdict_rule(&f->v, r->id);
	return verdict_fail(&f->v, _("the game is over: no more moves "
	    "(undo takes back the last one; new starts another game)"));
}

bool
frontend_run_move(struct frontend *f, const struct game_cmd *gc,
    struct call *c, bool was_over)
{
	if (was_over && !(gc->flags & CMD_QUERY))
		return game_over(f);
	/* typed now, at a terminal (asked) or in a script (refused with
	 * the reason): never what a log or the journal replays */
	c->careful = !f->quiet && !f->line_confirmed;
	return session_run(f->s, gc, c, &f->v) || frontend_confirmed(f, gc, c);
}
