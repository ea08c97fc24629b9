/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* fe_archive.c — the front end's side of the archive: each finished game
 * written there as it ends, the journal's records of when and where, the
 * retry at quit and at the next start, and the listing of a table's
 * games (kept, games) with bringing one back. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "archive.h"
#include "command.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "ident.h"
#include "journal.h"
#include "paths.h"
#include "render.h"
#include "session.h"
#include "util.h"

#include "frontend_int.h"

/*
 * The journal's records of the game (journal_record: not commands, kept
 * with them, taken in by frontend_replay through frontend_take_record):
 *   started DATE     when the game started
 *   date DATE        its date of play under --date: it ends then too,
 *                    resumed with or without --date
 *   ended DATE       when it ended (the last one counts: an undo past the
 *                    end and another end write another)
 *   archive DIR      the archive folder chosen when it started
 *   archived NAME    its file there, once written
 *   game_id ID       the game's id (event log version 5)
 *   revision N       its revision, when not the first (recorded before
 *                    a correction is written, so that a kill in the
 *                    write never makes it write another revision)
 *   corrects HASH    the older log's game it corrects
 *   event, event_round, event_table TEXT  the game's labels
 *   hash HASH        the content hash of the game as a log held it
 *                    (loaded, or brought back: what a correction of a
 *                    game without an id names in its corrects)
 *   archived_revision N  the revision of a loaded log's game (a game of
 *                    the archive: the revision in force at its archived
 *                    record)
 *   archive_error WHY  a write that failed, and why: the game waits for
 *                    its file until an archived record follows (a copy
 *                    kept aside with it is retried, listed as finished
 *                    and not yet archived, and never pruned)
 *
 * The archive is never rewritten: a game that ends differently from its
 * file (archived, or the log it was loaded from) is a correction, written
 * as a new file with the same id and the next revision.
 */
static void
record(struct frontend *f, const char *key, const char *value)
{
	struct sbuf why = { 0 };

	if (f->journal == NULL || f->quiet || *value == '\0')
		return;
	if (!journal_record(f->journal, key, value, &why))
		sbuf_printf(&f->v.news, _("warning: %s\n"), why.s);
	sbuf_free(&why);
}

void
frontend_take_record(struct frontend *f, const char *key, const char *value)
{
	if (strcmp(key, "started") == 0 && date_parse(value, NULL)) {
		session_set_started(f->s, value);
	} else if (strcmp(key, "date") == 0 && date_parse(value, NULL)) {
		session_set_fixed(f->s, value);
	} else if (strcmp(key, "ended") == 0 && date_parse(value, NULL)) {
		session_set_ended(f->s, value);
	} else if (strcmp(key, "archive") == 0) {
		sbuf_reset(&f->game_archive);
		if (f->archive != NULL) /* --no-archive: none */
			sbuf_add(&f->game_archive, value);
	} else if (strcmp(key, "game_id") == 0 && ident_is_id(value)) {
		struct game_identity *id = session_identity_edit(f->s);
		snprintf(id->id, sizeof id->id, "%s", value);
	} else if (strcmp(key, "revision") == 0) {
		long rev;
		if (cmd_number(value, 1, 100000000, &rev))
			session_identity_edit(f->s)->revision = rev;
	} else if (strcmp(key, "corrects") == 0 && ident_is_hash(value)) {
		struct game_identity *id = session_identity_edit(f->s);
		snprintf(id->corrects, sizeof id->corrects, "%s", value);
	} else if (strcmp(key, "joined") == 0) {
		frontend_take_joined(f, value);
	} else if (strcmp(key, "event") == 0) {
		session_set_label(f->s, LABEL_EVENT, value);
	} else if (strcmp(key, "event_round") == 0) {
		session_set_label(f->s, LABEL_ROUND, value);
	} else if (strcmp(key, "event_table") == 0) {
		session_set_label(f->s, LABEL_TABLE, value);
	} else if (strcmp(key, "hash") == 0 && ident_is_hash(value)) {
		struct game_identity *id = session_identity_edit(f->s);
		snprintf(id->hash, sizeof id->hash, "%s", value);
	} else if (strcmp(key, "archived_revision") == 0) {
		long rev;
		if (cmd_number(value, 1, 100000000, &rev))
			f->archived_revision = rev;
	} else if (strcmp(key, "archived") == 0) {
		sbuf_reset(&f->archived);
		sbuf_add(&f->archived, value);
		/* the file holds the revision in force when it was written */
		f->archived_revision = session_identity(f->s)->revision;
		free(f->archived_text);
		f->archived_text = NULL;
		f->archive_failed = false;
	}
}

/* Everything the journal should know of the game in play, again (after
 * a load or a bring-back replaced the journal by the commands alone). */
/* The records of the labels (event log version 5), by LABEL_ index. */
static const char *const label_keys[LABEL_COUNT] = { "event", "event_round",
    "event_table" };

/* The game's identity, for the journal. */
static void
record_identity(struct frontend *f)
{
	const struct game_identity *id = session_identity(f->s);
	char rev[24];

	record(f, "game_id", id->id);
	if (id->revision > 1) { /* snprintf only then: a new game is 1 */
		snprintf(rev, sizeof rev, "%ld", id->revision);
		record(f, "revision", rev);
	}
	record(f, "corrects", id->corrects);
	record(f, "hash", id->hash);
	for (int i = 0; i < LABEL_COUNT; i++)
		record(f, label_keys[i], session_label(f->s, i));
}

void
frontend_archive_record_all(struct frontend *f)
{
	record(f, "started", session_started(f->s));
	record(f, "date", session_fixed(f->s));
	record_identity(f);
	record(f, "ended", session_ended(f->s));
	record(f, "archive", f->game_archive.s ? f->game_archive.s : "");
	record(f, "archived", f->archived.s ? f->archived.s : "");
	if (f->archived.len == 0 && f->archived_revision > 0) {
		char rev[24];
		snprintf(rev, sizeof rev, "%ld", f->archived_revision);
		record(f, "archived_revision", rev);
	}
}

/* A new game: nothing of it archived yet. */
static void
forget_archived(struct frontend *f)
{
	sbuf_reset(&f->archived);
	free(f->archived_text);
	f->archived_text = NULL;
	f->archive_failed = false;
	f->archived_revision = 0;
	sbuf_reset(&f->archive_why);
}

/*
 * A new game's id: drawn, unless the date is fixed, when it is derived
 * from the date, the table, the game's place in this process and its
 * `new` line, so that the same script gives the same log.
 */
static void
new_identity(struct frontend *f)
{
	struct game_identity *id = session_identity_edit(f->s);
	struct sbuf seed = { 0 };

	f->games_started++;
	if (date_fixed(NULL)) {
		sbuf_printf(&seed, "%s\n%s\n%ld\n%s", session_started(f->s),
		    f->o.table ? f->o.table : "", f->games_started,
		    session_line(f->s, 0) ? session_line(f->s, 0) : "");
		ident_new_id(id->id, seed.s);
	} else {
		ident_new_id(id->id, NULL);
	}
	sbuf_free(&seed);
}

void
frontend_archive_started(struct frontend *f)
{
	new_identity(f);
	if (!f->quiet && f->journal != NULL) {
		/* a finished game kept aside with its write to do: again */
		struct sbuf say = { 0 };
		frontend_archive_kept_pending(f, &say);
		sbuf_add(&f->v.news, sbuf_str(&say));
		sbuf_free(&say);
	}
	forget_archived(f);
	sbuf_reset(&f->game_archive);
	if (f->archive != NULL)
		sbuf_add(&f->game_archive, f->archive);
	/* the labels of the run (--event, --round, --table): a new game's;
	 * a game loaded or brought back keeps those of its log, and a game
	 * replayed from the journal (quietly) those its records give, none
	 * when it had none: a practice game resumed in a session of the
	 * event stays a practice game, archived once */
	session_set_label(f->s, LABEL_EVENT, f->quiet ? NULL : f->o.event);
	session_set_label(f->s, LABEL_ROUND, f->quiet ? NULL : f->o.round);
	session_set_label(f->s, LABEL_TABLE, f->quiet ? NULL : f->o.table);
	record(f, "started", session_started(f->s));
	record(f, "date", session_fixed(f->s));
	record_identity(f);
	record(f, "archive", sbuf_str(&f->game_archive));
}

/* The archived file as it stands, when the journal named it. */
static char *
read_archived(struct frontend *f)
{
	struct sbuf path = { 0 };
	char *text = NULL;
	size_t cap = 0;
	FILE *fp;

	sbuf_printf(&path, "%s/%s", f->game_archive.s, f->archived.s);
	if ((fp = fopen(path.s, "r")) != NULL) {
		ssize_t n = getdelim(&text, &cap, '\0', fp);
		if (n < 0) {
			free(text);
			text = NULL;
		}
		fclose(fp);
	}
	sbuf_free(&path);
	return text;
}

/*
 * A correction: the game, taken back from a file that holds it (archived
 * or loaded), ends otherwise.  It keeps its id (a game of an older log,
 * which has none, is given one and names the hash of the game it
 * corrects) and takes the next revision; the journal records it before
 * the file is written.
 */
static void
correction_identity(struct frontend *f)
{
	struct game_identity *id = session_identity_edit(f->s);

	if (id->id[0] == '\0') {
		struct sbuf seed = { 0 };
		snprintf(id->corrects, sizeof id->corrects, "%s", id->hash);
		/* derived when the date is fixed, as a new game's id is */
		sbuf_printf(&seed, "%s\n%s\ncorrects %s", session_started(f->s),
		    f->o.table ? f->o.table : "", id->hash);
		ident_new_id(id->id, date_fixed(NULL) ? seed.s : NULL);
		sbuf_free(&seed);
	}
	id->revision = (id->revision > f->archived_revision ? id->revision :
	    f->archived_revision) + 1;
	record_identity(f);
}

enum written { W_FAILED, W_SAME, W_WROTE };

/* Write the game in play to a new file of its archive folder, unless
 * the file that holds it already holds exactly it; a game that ends
 * otherwise than its file is a correction (correction_identity), and
 * that file is never touched.  W_FAILED with the cause in
 * f->archive_why. */
static enum written
write_game(struct frontend *f)
{
	size_t len;
	char *text;
	struct sbuf why = { 0 }, name = { 0 };

	if (f->archived.len && f->archived_text == NULL)
		f->archived_text = read_archived(f);
	text = archive_log_text(f->s, &len);
	if (f->archived_text && strcmp(text, f->archived_text) == 0) {
		free(text);
		f->archive_failed = false;
		return W_SAME; /* ended again unchanged: nothing to write */
	}
	if (session_identity(f->s)->revision <= f->archived_revision) {
		correction_identity(f);
		free(text);
		text = archive_log_text(f->s, &len);
	}
	if (!archive_write(f->game_archive.s, f->s, text, len, &name, &why)) {
		f->archive_failed = true;
		sbuf_reset(&f->archive_why);
		sbuf_add(&f->archive_why, why.s);
		record(f, "archive_error", why.s);
		sbuf_free(&why);
		sbuf_free(&name);
		free(text);
		return W_FAILED;
	}
	if (f->archived.len) {
		/* the file it corrects, for what is said */
		sbuf_reset(&f->corrected);
		sbuf_printf(&f->corrected, "%s/%s", f->game_archive.s, f->archived.s);
	}
	sbuf_reset(&f->archived);
	sbuf_add(&f->archived, name.s);
	free(f->archived_text);
	f->archived_text = text;
	f->archive_failed = false;
	record(f, "archived", f->archived.s);
	f->archived_revision = session_identity(f->s)->revision;
	sbuf_free(&why);
	sbuf_free(&name);
	return W_WROTE;
}

static void
archived_path(const struct frontend *f, struct sbuf *out)
{
	sbuf_printf(out, "%s/%s", f->game_archive.s, f->archived.s);
}

/* Where the game went, as it ends: its file, or for a correction the
 * new file and the one kept as it was. */
static void
say_archived(struct frontend *f, enum written w, const char *path)
{
	if (w == W_WROTE && f->corrected.len) {
		sbuf_printf(&f->v.news, _("The corrected game (revision %ld) is "
		    "archived in %s; %s is kept as it was.\n"),
		    session_identity(f->s)->revision, path, f->corrected.s);
		sbuf_reset(&f->corrected);
	} else if (w == W_WROTE || f->archived.len == 0) {
		sbuf_printf(&f->v.news, _("The game is archived in %s.\n"), path);
	} else {
		sbuf_printf(&f->v.news, _("The game ends as archived in %s: nothing "
		    "new to archive.\n"), path);
	}
}

/* frontend_archive_ended for a game that has just ended: once a game,
 * kept out of line (cold) so that the check every command makes is a
 * few instructions. */
static void __attribute__((noinline, cold))
archive_ended(struct frontend *f)
{
	struct sbuf path = { 0 };

	record(f, "ended", session_ended(f->s));
	if (f->game_archive.len == 0)
		return;
	/* after the journal holds the ending command: a group is committed
	 * now, and a failure refuses the command (the game is as before) */
	if (!frontend_commit_now(f))
		return;
	enum written w = write_game(f);
	if (w != W_FAILED) {
		archived_path(f, &path);
		say_archived(f, w, path.s);
		sbuf_add(&f->v.run.data, ", \"archived\": ");
		sbuf_json(&f->v.run.data, path.s, path.len);
	} else {
		if (f->journal)
			sbuf_printf(&f->v.news, _("The game could not be archived (%s): it "
			    "stays in the journal, and treeref tries again at quit and at "
			    "the next start; export log writes it too.\n"), f->archive_why.s);
		else
			sbuf_printf(&f->v.news, _("The game could not be archived (%s); "
			    "export log writes it.\n"), f->archive_why.s);
		sbuf_add(&f->v.run.data, ", \"archive_error\": ");
		sbuf_json(&f->v.run.data, f->archive_why.s, f->archive_why.len);
	}
	sbuf_free(&path);
}

void
frontend_archive_ended(struct frontend *f, bool was_over)
{
	/* after most commands: the game goes on, or had ended before */
	if (!f->quiet && !was_over && session_finished(f->s))
		archive_ended(f);
}

void
frontend_archive_reset(struct frontend *f)
{
	forget_archived(f);
	sbuf_reset(&f->game_archive);
	if (f->archive != NULL)
		sbuf_add(&f->game_archive, f->archive);
	if (session_finished(f->s)) {
		size_t len;
		/* as it stands: ending it again unchanged writes nothing */
		f->archived_text = archive_log_text(f->s, &len);
	}
}

void
frontend_archive_loaded_file(struct frontend *f, const char *typed)
{
	struct sbuf path = { 0 };
	char *real = NULL, *dir = f->archive ? realpath(f->archive, NULL) : NULL;

	paths_expand_home(typed, &path);
	real = realpath(path.s, NULL);
	char *slash = real ? strrchr(real, '/') : NULL;
	/* a file of the table's archive, loaded by its path: its own file */
	if (dir && slash && (size_t)(slash - real) == strlen(dir) &&
	    strncmp(real, dir, strlen(dir)) == 0)
		frontend_archive_loaded(f, real);
	else
		frontend_archive_loaded(f, NULL);
	free(real);
	free(dir);
	sbuf_free(&path);
}

void
frontend_archive_loaded(struct frontend *f, const char *path)
{
	forget_archived(f);
	sbuf_reset(&f->game_archive);
	if (path != NULL) {
		/* brought back from the archive: its own file */
		const char *slash = strrchr(path, '/');
		sbuf_addn(&f->game_archive, path, (size_t)(slash - path));
		sbuf_add(&f->archived, slash + 1);
	} else if (f->archive != NULL) {
		sbuf_add(&f->game_archive, f->archive);
	}
	if (session_finished(f->s)) {
		size_t len;
		/* as it stands: ending it again unchanged writes nothing */
		f->archived_text = archive_log_text(f->s, &len);
	}
	/* the revision its file holds: ending it otherwise corrects it */
	f->archived_revision = session_identity(f->s)->revision;
	frontend_archive_record_all(f);
}

bool
frontend_archive_pending(struct frontend *f, struct sbuf *say)
{
	struct sbuf path = { 0 };
	bool failed = false;

	/* a game loaded from a log outside the archive is archived only
	 * when it ends in the session (frontend_archive_ended) */
	if (!session_finished(f->s) || f->game_archive.len == 0 ||
	    (f->archived.len == 0 && f->archived_revision > 0))
		return false;
	/* never written, or a correction not yet written: now */
	enum written w = write_game(f);
	if (w == W_WROTE) {
		archived_path(f, &path);
		if (f->corrected.len)
			sbuf_printf(say, _("treeref: The corrected game of the journal "
			    "(revision %ld) is now archived in %s; %s is kept as it "
			    "was.\n"), session_identity(f->s)->revision, path.s,
			    f->corrected.s);
		else
			sbuf_printf(say, _("treeref: The finished game of the journal is "
			    "now archived in %s.\n"), path.s);
		sbuf_reset(&f->corrected);
	} else if (w == W_FAILED) {
		sbuf_printf(say, _("treeref: warning: The finished game of the journal "
		    "still cannot be archived (%s); it stays in the journal.\n"),
		    f->archive_why.s);
		failed = true;
	}
	sbuf_free(&path);
	return failed;
}

void
frontend_archive_retry(struct frontend *f)
{
	if (session_finished(f->s) && f->game_archive.len && f->archive_failed)
		write_game(f);
}

void
frontend_archive_adopt(struct frontend *f)
{
	struct sbuf path = { 0 };

	if (!session_finished(f->s) || f->game_archive.len == 0 ||
	    (f->archived.len == 0 && f->archived_revision > 0))
		return;
	/* a finished game set aside with its write (or its correction's)
	 * still to do: now; one that its file holds already writes nothing */
	free(f->archived_text);
	f->archived_text = NULL;
	enum written w = write_game(f);
	if (w == W_WROTE) {
		archived_path(f, &path);
		verdict_say(&f->v, _("The game is archived in %s."), path.s);
	}
	sbuf_reset(&f->corrected);
	sbuf_free(&path);
}

bool
frontend_archive_may_undo(struct frontend *f)
{
	struct sbuf path = { 0 }, q = { 0 };
	bool ok = true;

	if (f->quiet || f->o.amend || !session_finished(f->s) ||
	    f->archived.len == 0 || f->game_archive.len == 0)
		return true;
	archived_path(f, &path);
	if (f->confirm) {
		sbuf_printf(&q, _("The game is archived in %s. Take it back past its "
		    "end? If it then ends otherwise, a corrected copy is archived "
		    "beside that file, which is kept as it is. [y/N] "), path.s);
		ok = f->confirm(q.s);
		if (!ok)
			verdict_fail(&f->v, _("the game stays as archived in %s"), path.s);
	} else {
		ok = verdict_fail(&f->v, _("the game is archived in %s, and a script "
		    "takes an archived game back past its end only with --amend (a "
		    "corrected copy is then archived beside that file, which is kept "
		    "as it is)"), path.s);
	}
	sbuf_free(&path);
	sbuf_free(&q);
	return ok;
}

void
frontend_archive_at_quit(struct frontend *f, struct sbuf *say)
{
	struct sbuf path = { 0 };

	if (f->journal != NULL) {
		/* a finished game kept aside with its write to do: again */
		struct sbuf kept = { 0 };
		frontend_archive_kept_pending(f, &kept);
		if (say)
			sbuf_add(say, sbuf_str(&kept));
		else
			fputs(sbuf_str(&kept), stderr);
		sbuf_free(&kept);
	}
	if (session_game(f->s) == NULL || f->game_archive.len == 0)
		return;
	if (session_finished(f->s)) {
		/* a failed write, or a game ended while none could be tried; a
		 * finished game loaded and left as it was is not archived */
		if (f->archive_failed || (f->archived.len == 0 && f->archived_text == NULL))
			write_game(f);
		sbuf_reset(&f->corrected);
		if (say == NULL || (f->archived.len == 0 && !f->archive_failed))
			;
		else if (!f->archive_failed) {
			/* said last, at the terminal's width: a path under
			 * the home folder from ~, as a shell reads it */
			struct sbuf shown = { 0 };
			archived_path(f, &path);
			paths_show_home(path.s, &shown);
			sbuf_printf(say, _("The finished game is archived in %s.\n"),
			    shown.s);
			sbuf_free(&shown);
		} else {
			sbuf_printf(say, _("The finished game could not be archived (%s); "
			    "it stays in the journal and is tried again at the next "
			    "start. export log writes it.\n"), f->archive_why.s);
		}
	} else if (f->archived.len && say) {
		/* an archived game re-opened by undo, and left so: its file
		 * stays the result */
		struct sbuf shown = { 0 };
		archived_path(f, &path);
		paths_show_home(path.s, &shown);
		sbuf_printf(say, _("The game archived in %s was re-opened and not "
		    "ended again: that file, unchanged, stays its result.\n"), shown.s);
		sbuf_free(&shown);
	}
	if (say == NULL && f->archive_failed)
		fprintf(stderr, _("treeref: warning: The finished game could not be "
		    "archived (%s).\n"), f->archive_why.s);
	sbuf_free(&path);
}

/* The state folder of the journal's table. */
bool
frontend_state_dir(const struct frontend *f, struct sbuf *out)
{
	const char *p = f->journal ? journal_path(f->journal) : NULL;
	const char *slash = p ? strrchr(p, '/') : NULL;

	if (slash == NULL)
		return false;
	sbuf_addn(out, p, (size_t)(slash - p));
	return true;
}

void
frontend_archive_kept_pending(struct frontend *f, struct sbuf *say)
{
	struct sbuf dir = { 0 }, path = { 0 };
	struct journal_kept *k;
	size_t n;

	if (!frontend_state_dir(f, &dir)) {
		sbuf_free(&dir);
		return;
	}
	k = journal_kept_in(dir.s, "", &n);
	for (size_t i = 0; i < n; i++) {
		struct journal_text t;
		const char *cause = NULL;
		if (!journal_read(k[i].path, &t) || !journal_waits_for_archive(&t, &cause)) {
			journal_text_free(&t);
			continue;
		}
		/* the kept game, replayed with its records into a frontend of
		 * its own (no journal: it writes only the archive) */
		struct frontend *g = frontend_spawn(f);
		bool *used = xcalloc(t.n + 1, sizeof *used);
		g->runner->replay(g, &t, used, NULL, NULL);
		free(used);
		if (session_finished(g->s) && g->game_archive.len &&
		    !(g->archived.len == 0 && g->archived_revision > 0) &&
		    write_game(g) == W_WROTE) {
			sbuf_reset(&path);
			archived_path(g, &path);
			sbuf_printf(say, _("treeref: The finished game kept aside in %s "
			    "is now archived in %s.\n"), k[i].path, path.s);
			unlink(k[i].path); /* the archive holds it now */
		}
		frontend_free(g);
		journal_text_free(&t);
	}
	journal_kept_free(k, n);
	sbuf_free(&dir);
	sbuf_free(&path);
}

void
frontend_describe_position(struct frontend *f, struct sbuf *out)
{
	const struct game_ops *g = session_game(f->s);
	const void *st = session_state(f->s);
	const struct game_cmd *status = frontend_find_cmd(f, "status");
	const char *names[16];
	struct sbuf players = { 0 }, last = { 0 };
	int n = game_nplayers(g, st);
	size_t count = session_count(f->s);

	for (int i = 0; i < n && i < 16; i++)
		names[i] = game_player(g, st, i);
	render_list_and(&players, names, n < 16 ? n : 16);
	sbuf_printf(out, _("%s with %s"), g->title, players.s);
	if (status != NULL) {
		struct verdict v;
		char *argv[] = { (char *)"status", NULL };
		struct call c = { .argc = 1, .argv = argv, .width = 1000 };
		verdict_init(&v);
		if (session_run(f->s, status, &c, &v) && v.msg.len) {
			const char *m = sbuf_str(&v.msg);
			/* a sentence of its own after the title and players */
			sbuf_add(out, ". ");
			sbuf_addn(out, m, strcspn(m, "\n"));
			sbuf_trim_end(out);
			if (out->len && out->s[out->len - 1] == '.')
				out->s[--out->len] = '\0';
		}
		verdict_free(&v);
	}
	if (count > 1) {
		session_local_line(f->s, count - 1, &last);
		sbuf_printf(out, _(". Last command: %s"), last.s);
	}
	sbuf_free(&players);
	sbuf_free(&last);
}

/* `status` of a game with labels (--event, --round, --table, or its
 * log's) or at a table named with --table: they come first, so that two
 * windows on two tables are told apart. */
void
frontend_say_labels(struct frontend *f)
{
	struct sbuf b = { 0 };
	const char *event = session_label(f->s, LABEL_EVENT),
	    *round = session_label(f->s, LABEL_ROUND),
	    *table = session_label(f->s, LABEL_TABLE);

	if (*table == '\0' && f->o.table)
		table = f->o.table;
	if (*event == '\0' && *round == '\0' && *table == '\0')
		return;
	if (*event) {
		/* TRANSLATORS: status's first line: the game's event. */
		sbuf_printf(&b, _("Event: %s."), event);
		verdict_data_string(&f->v, "event", event);
	}
	if (*round) {
		/* TRANSLATORS: status's first line: the game's round. */
		sbuf_printf(&b, "%s", b.len ? " " : "");
		sbuf_printf(&b, _("Round %s."), round);
		verdict_data_string(&f->v, "round", round);
	}
	if (*table) {
		sbuf_printf(&b, "%s", b.len ? " " : "");
		sbuf_printf(&b, _("Table %s."), table);
		verdict_data_string(&f->v, "table", table);
	}
	sbuf_addc(&b, '\n');
	sbuf_add(&b, sbuf_str(&f->v.msg));
	sbuf_free(&f->v.msg);
	f->v.msg = b;
}
