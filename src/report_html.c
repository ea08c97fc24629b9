/* report_html.c — the report page: standings over event logs and every
 * game with its score sheet, verdict and pictures, as one self-contained
 * HTML file that prints on A4.  The pictures come from each game's svg
 * hook (game.h); this file only lays them out. */
#include "report_html.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvlog.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "replay.h"
#include "standings.h"
#include "session.h"
#include "svg.h"
#include "util.h"

/* One game on the page: where it comes from and how it ended. */
struct entry {
	const char *source; /* the log file (or the page, for export) */
	int index, count;   /* game index of count in that log, 1-based */
	const struct game_ops *g;
	const void *state;
};

struct page {
	const char *title;
	int nlogs;
	char **faults; /* "PATH:ROW: why" of each log left out */
	int nfaults;
	struct entry *games;
	size_t ngames;
	struct standings *table;
};

/* The sheets' column ids and values, in words for people. */
static const struct label {
	const char *id, *text;
} labels[] = {
	/* TRANSLATORS: column headings of the report page's tables. */
	{ "game", N_("game") }, { "rank", N_("rank") },
	{ "player", N_("player") }, { "players", N_("players") },
	{ "games", N_("games") }, { "wins", N_("wins") },
	{ "points", N_("points") }, { "average", N_("average") },
	{ "round1", N_("round 1") }, { "round2", N_("round 2") },
	{ "round3", N_("round 3") }, { "bonus", N_("bonus") },
	{ "total", N_("total") }, { "floors", N_("floors") },
	{ "run", N_("run") }, { "objective", N_("objective") },
	{ "game1", N_("game 1") }, { "game2", N_("game 2") },
	{ "trees", N_("trees") }, { "cards_left", N_("cards left") },
	{ "outcome", N_("outcome") }, { "treehouses", N_("treehouses") },
	{ "biscuits", N_("biscuits") }, { "potions", N_("potions") },
	{ "level5", N_("level 5") }, { "objectives", N_("objectives") },
	{ "biscuit_vp", N_("VP for biscuits") },
	/* TRANSLATORS: a cooperative game's outcome in the report. */
	{ "won", N_("won") }, { "lost", N_("lost") },
	{ "playing", N_("playing") },
};

static const char *
label(const char *id)
{
	for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
		if (strcmp(labels[i].id, id) == 0)
			return _(labels[i].text);
	return id;
}

static const char style[] =
    "body{font-family:\"DejaVu Sans\",Verdana,sans-serif;margin:1.5em;"
    "color:#111;line-height:1.35}\n"
    "h1{font-size:1.6em;margin:0 0 .3em}h2{font-size:1.3em;"
    "border-bottom:2px solid #333;margin-top:1.4em}h3{font-size:1.1em;"
    "margin:.8em 0 .3em}\n"
    "table{border-collapse:collapse;margin:.3em 0 .8em}\n"
    "th,td{border:1px solid #888;padding:2px 8px;text-align:right}\n"
    "th{background:#eee}td.name,th.name{text-align:left}\n"
    "tr.first td{font-weight:bold}\n"
    ".faults{border:2px solid #a00;padding:.3em 1em;color:#700}\n"
    ".decided{font-weight:bold}\n"
    ".pics{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}\n"
    ".pics svg{border:1px solid #ccc;max-width:100%;height:auto}\n"
    "section.game{border-top:1px solid #999;padding-top:.4em}\n"
    "@page{size:A4;margin:12mm}\n"
    "@media print{body{margin:0;font-size:9.5pt}"
    "section.game{break-inside:avoid;page-break-inside:avoid}"
    "h2{break-after:avoid;page-break-after:avoid}"
    ".pics svg{max-width:48%}th{background:#eee;"
    "-webkit-print-color-adjust:exact;print-color-adjust:exact}"
    "svg{-webkit-print-color-adjust:exact;print-color-adjust:exact}}\n";

static void
add_cell(struct sbuf *out, const char *tag, const char *cls,
    const char *text)
{
	sbuf_printf(out, "<%s%s%s%s>", tag, cls ? " class=\"" : "",
	    cls ? cls : "", cls ? "\"" : "");
	html_escape(out, text);
	sbuf_printf(out, "</%s>", tag);
}

/* A column of names is aligned left. */
static bool
name_column(const char *id)
{
	return strcmp(id, "player") == 0 || strcmp(id, "players") == 0 ||
	    strcmp(id, "outcome") == 0;
}

/* A sheet as a table, columns from `from`; ids in row 0 become words. */
static void
add_table(struct sbuf *out, const struct sheet *sh, int from, int row0,
    int rows)
{
	sbuf_add(out, "<table>\n<tr>");
	for (int c = from; c < sh->ncols; c++)
		add_cell(out, "th", name_column(sheet_cell(sh, 0, c)) ? "name" : NULL,
		    label(sheet_cell(sh, 0, c)));
	sbuf_add(out, "</tr>\n");
	for (int r = row0; r < row0 + rows; r++) {
		sbuf_add(out, "<tr>");
		for (int c = from; c < sh->ncols; c++) {
			const char *id = sheet_cell(sh, 0, c);
			const char *v = sheet_cell(sh, r, c);
			add_cell(out, "td", name_column(id) ? "name" : NULL,
			    strcmp(id, "outcome") == 0 ? label(v) : v);
		}
		sbuf_add(out, "</tr>\n");
	}
	sbuf_add(out, "</table>\n");
}

static void
add_standings(struct sbuf *out, struct standings *t)
{
	struct sheet sh = { 0 };

	standings_sheet(t, &sh, render_decimal_mark());
	sbuf_add(out, "<h2>");
	html_escape(out, _("Standings"));
	sbuf_add(out, "</h2>\n<p>");
	html_escape(out, _("Order: most wins, then most points, then best "
	    "average; players equal on all three share a rank."));
	sbuf_add(out, "</p>\n");
	if (sh.nrows <= 1) {
		sbuf_add(out, "<p>");
		html_escape(out, _("No finished game to rank."));
		sbuf_add(out, "</p>\n");
	}
	for (int r = 1; r < sh.nrows;) {
		const char *id = sheet_cell(&sh, r, 0);
		const struct game_ops *g = game_by_id(id);
		int n = 1;
		while (r + n < sh.nrows && strcmp(sheet_cell(&sh, r + n, 0), id) == 0)
			n++;
		sbuf_add(out, "<h3>");
		html_escape(out, g ? g->title : id);
		sbuf_add(out, "</h3>\n");
		add_table(out, &sh, 1, r, n);
		r += n;
	}
	sheet_free(&sh);
}

static void
entry_name(struct sbuf *out, const struct entry *e)
{
	if (e->count > 1)
		/* TRANSLATORS: a game of the report: the log file, the game's
		 * place in it, and the game's title. */
		sbuf_printf(out, _("%s, game %d of %d: %s"), e->source, e->index,
		    e->count, e->g->title);
	else
		sbuf_printf(out, _("%s: %s"), e->source, e->g->title);
}

static void
add_game(struct sbuf *out, const struct entry *e, int number)
{
	struct sbuf name = { 0 }, pics = { 0 }, decided = { 0 };
	struct sheet sh = { 0 };

	entry_name(&name, e);
	sbuf_printf(out, "<section class=\"game\" id=\"game%d\">\n<h3>", number);
	html_escape(out, name.s);
	sbuf_add(out, "</h3>\n");
	if (e->g->svg)
		e->g->svg(e->state, &pics, &decided);
	else if (e->g->finished(e->state))
		e->g->result(e->state, &decided);
	sbuf_add(out, "<p class=\"decided\">");
	if (!e->g->finished(e->state))
		html_escape(out, _("Unfinished: the log ends before the game "
		    "does; it is not counted in the standings."));
	else
		html_escape(out, decided.s);
	sbuf_add(out, "</p>\n");
	e->g->sheet(e->state, &sh);
	add_table(out, &sh, 0, 1, sh.nrows - 1);
	if (pics.len) {
		sbuf_add(out, "<div class=\"pics\">\n");
		sbuf_add(out, pics.s);
		sbuf_add(out, "</div>\n");
	}
	sbuf_add(out, "</section>\n");
	sheet_free(&sh);
	sbuf_free(&name);
	sbuf_free(&pics);
	sbuf_free(&decided);
}

static void
add_faults(struct sbuf *out, const struct page *pg)
{
	if (pg->nfaults == 0)
		return;
	sbuf_add(out, "<div class=\"faults\">\n<h2>");
	html_escape(out, _("Logs left out"));
	sbuf_add(out, "</h2>\n<p>");
	html_escape(out, _("These files are not legal event logs: none of "
	    "their games is counted or shown."));
	sbuf_add(out, "</p>\n<ul>\n");
	for (int i = 0; i < pg->nfaults; i++) {
		sbuf_add(out, "<li>");
		html_escape(out, pg->faults[i]);
		sbuf_add(out, "</li>\n");
	}
	sbuf_add(out, "</ul>\n</div>\n");
}

static void
build_page(struct sbuf *out, const struct page *pg)
{
	struct sbuf b = { 0 };

	sbuf_printf(out, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", i18n_lang());
	html_escape(out, pg->title);
	sbuf_printf(out, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>",
	    style);
	html_escape(out, pg->title);
	sbuf_add(out, "</h1>\n");
	if (pg->nlogs > 0) {
		sbuf_printf(&b, _("Logs read: %d; games: %zu; logs left out: %d."),
		    pg->nlogs, pg->ngames, pg->nfaults);
		sbuf_add(out, "<p>");
		html_escape(out, b.s);
		sbuf_add(out, "</p>\n");
	}
	add_faults(out, pg);
	add_standings(out, pg->table);
	sbuf_add(out, "<h2>");
	html_escape(out, _("Games"));
	sbuf_add(out, "</h2>\n");
	for (size_t i = 0; i < pg->ngames; i++)
		add_game(out, &pg->games[i], (int)i + 1);
	sbuf_add(out, "</body>\n</html>\n");
	sbuf_free(&b);
}

/* Write the page to `path`, or to stdout for "-" or no path. */
static bool
write_page(const struct sbuf *page, const char *path, bool force,
    struct verdict *v)
{
	return csvlog_write_text(path ? path : "-", page->s, page->len, force, v);
}

static int
usage(void)
{
	fputs(_("Usage: treeref report LOG.csv... [-o FILE.html] [--lang en|fr]\n"),
	    stderr);
	return 2;
}

/* Options among the logs: -o FILE, --output[=]FILE, -l/--lang[=]en|fr,
 * -f/--force.  Returns the value of `name`-like options, or NULL. */
static const char *
option_value(int argc, char **argv, int *i, const char *shrt,
    const char *lng)
{
	size_t n = strlen(lng);

	if (strcmp(argv[*i], shrt) == 0 || strcmp(argv[*i], lng) == 0)
		return *i + 1 < argc ? argv[++*i] : "";
	if (strncmp(argv[*i], lng, n) == 0 && argv[*i][n] == '=')
		return argv[*i] + n + 1;
	return NULL;
}

int
report_main(int argc, char **argv, bool force)
{
	struct replay_games gs = { 0 };
	struct page pg = { 0 };
	const char *out = NULL, *val;
	char **logs = xcalloc((size_t)argc + 1, sizeof *logs);
	size_t *first = xcalloc((size_t)argc + 1, sizeof *first);
	int nlogs = 0, status = 0;

	for (int i = 0; i < argc; i++) {
		if ((val = option_value(argc, argv, &i, "-o", "--output")) != NULL) {
			if (*val == '\0')
				goto bad;
			out = val;
		} else if ((val = option_value(argc, argv, &i, "-l", "--lang")) != NULL) {
			if (!i18n_option(val))
				goto bad;
		} else if (strcmp(argv[i], "-f") == 0 || strcmp(argv[i], "--force") == 0) {
			force = true;
		} else if (argv[i][0] == '-' && argv[i][1] != '\0') {
			fprintf(stderr, _("treeref: unknown option \"%s\"\n"), argv[i]);
			goto bad;
		} else {
			/* no output of this run may replace a log it reads */
			frontend_note_input_path(argv[i]);
			logs[nlogs++] = argv[i];
		}
	}
	if (nlogs == 0)
		goto bad;
	pg.title = _("Tournament report");
	pg.nlogs = nlogs;
	pg.faults = xcalloc((size_t)nlogs, sizeof *pg.faults);
	pg.table = standings_new();
	for (int i = 0; i < nlogs; i++) {
		struct sbuf err = { 0 };
		first[i] = gs.n;
		if (!replay_read_games(logs[i], &gs, &err)) {
			flush_stdout();
			fprintf(stderr, "%s\n", err.s);
			pg.faults[pg.nfaults++] = xstrdup(err.s);
			status = 1;
		}
		sbuf_free(&err);
	}
	first[nlogs] = gs.n;
	pg.games = xcalloc(gs.n + 1, sizeof *pg.games);
	for (int i = 0; i < nlogs; i++)
		for (size_t k = first[i]; k < first[i + 1]; k++) {
			struct entry *e = &pg.games[pg.ngames++];
			e->source = logs[i];
			e->index = (int)(k - first[i]) + 1;
			e->count = (int)(first[i + 1] - first[i]);
			e->g = gs.v[k].g;
			e->state = gs.v[k].state;
			standings_add(pg.table, e->g, e->state);
		}
	struct sbuf page = { 0 };
	struct verdict v;
	verdict_init(&v);
	build_page(&page, &pg);
	if (!write_page(&page, out, force, &v)) {
		fprintf(stderr, _("treeref: %s"), sbuf_str(&v.msg));
		status = 1;
	}
	verdict_free(&v);
	sbuf_free(&page);
	for (int i = 0; i < pg.nfaults; i++)
		free(pg.faults[i]);
	free(pg.faults);
	free(pg.games);
	standings_free(pg.table);
	replay_games_free(&gs);
	free(logs);
	free(first);
	return status;
bad:
	free(logs);
	free(first);
	return usage();
}

bool
report_export(const struct session *s, const char *path, bool force,
    struct verdict *v)
{
	struct entry e = { .source = path, .index = 1, .count = 1,
	    .g = session_game(s), .state = session_state(s) };
	struct page pg = { .title = _("Game report"), .nlogs = 0,
	    .games = &e, .ngames = 1 };
	struct sbuf page = { 0 };
	bool ok;

	pg.table = standings_new();
	standings_add(pg.table, e.g, e.state);
	build_page(&page, &pg);
	ok = csvlog_write_text(path, page.s, page.len, force, v);
	sbuf_free(&page);
	standings_free(pg.table);
	return ok;
}
