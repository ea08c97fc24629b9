/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* doc.c — the parts of the manual and the README that each game's own
 * data says (`treeref [--lang fr] --doc FORMAT FILE`, which the build
 * runs): FILE printed with every region between the marker lines
 *
 *   .\" BEGIN GENERATED: NAME        <!-- BEGIN GENERATED: NAME -->
 *   .\" END GENERATED: NAME          <!-- END GENERATED: NAME -->
 *
 * written anew from the registry: the games' list, each game's section
 * (its usage, commands, rules, an example session run here, its sheet
 * and log columns), its notation.  FORMAT is the page's macros: mdoc,
 * man (man(7)) or md (the README).  A marker "NAME fr" writes its region
 * in French whatever --lang says.  A game added to the registry is in
 * every region with nothing else to write. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "render.h"
#include "session.h"
#include "unicode.h"
#include "util.h"

#include "frontend_int.h"

enum doc_format { DOC_MDOC, DOC_MAN, DOC_MD };

struct doc {
	enum doc_format fmt;
	struct sbuf *out;
	bool fresh; /* just after a heading: no paragraph macro needed */
};


/* ---- Text, escaped for the page ---- */

/* The length of a no-break space (U+00A0, U+202F) at s, else 0. */
static size_t
no_break(const char *s, size_t n)
{
	if (n >= 2 && strncmp(s, "\u00a0", 2) == 0)
		return 2;
	if (n >= 3 && strncmp(s, "\u202f", 3) == 0)
		return 3;
	return 0;
}

/* Append `line` (n bytes, no newline) broken at blanks into lines of
 * at most 78 bytes (mandoc's style asks 80 at most), a dot or an
 * apostrophe that would start one behind \&. */
/* How long mandoc finds `n` bytes of a line: it reads a character
 * beyond ASCII as its escape, \[u00E9], eight bytes. */
static size_t
roff_bytes(const char *s, size_t n)
{
	size_t len = 0;

	for (size_t i = 0; i < n; i++)
		if ((unsigned char)s[i] < 0x80)
			len++;
		else if (((unsigned char)s[i] & 0xc0) != 0x80)
			len += 8;
	return len;
}

static void
roff_line(struct sbuf *out, const char *line, size_t n)
{
	while (n > 0) {
		size_t take = n;
		if (*line == '.' || *line == '\'')
			sbuf_add(out, "\\&");
		if (roff_bytes(line, n) > 76) {
			size_t fit = 0, blank = 0;
			while (fit < n && roff_bytes(line, fit + 1) <= 76) {
				fit++;
				if (line[fit] == ' ')
					blank = fit;
			}
			take = blank;
			if (take == 0) /* one long word: as it is */
				take = strcspn(line, " ") < n ? strcspn(line, " ") : n;
		}
		sbuf_addn(out, line, take);
		sbuf_addc(out, '\n');
		line += take;
		n -= take;
		while (n > 0 && *line == ' ') {
			line++;
			n--;
		}
	}
}

/* Plain text for a roff page: a backslash as \e, a no-break space as \~,
 * a sentence a line (mandoc's style: "new sentence, new line"), each
 * line within 78 bytes; ends with a newline. */
static void
roff_text(struct sbuf *out, const char *s)
{
	struct sbuf line = { 0 };

	while (*s) {
		if (*s == '\\') {
			sbuf_add(&line, "\\e");
			s++;
		} else if (no_break(s, strlen(s))) {
			sbuf_add(&line, "\\~");
			s += no_break(s, strlen(s));
		} else if (*s == '\n') {
			roff_line(out, line.s, line.len);
			sbuf_reset(&line);
			s++;
		} else if (strchr(".?!", *s) && s[1] != '\0') {
			/* a sentence ends where its mark (and a closing
			 * bracket or quote) meets a blank */
			size_t n = 1 + strspn(s + 1, ")]\"'");
			if (s[n] == ' ' && s[n + 1] != '\0' &&
			    s[n + 1] != ' ') {
				sbuf_addn(&line, s, n);
				roff_line(out, line.s, line.len);
				sbuf_reset(&line);
				s += n + 1;
			} else {
				sbuf_addc(&line, *s++);
			}
		} else {
			sbuf_addc(&line, *s++);
		}
	}
	roff_line(out, line.s, line.len);
	sbuf_free(&line);
}

/* A line shown as typed (an example, a line of a session): roff's
 * specials escaped, a hyphen as \- (copied, it stays a hyphen-minus). */
static void
roff_literal(struct sbuf *out, const char *s, size_t n)
{
	if (n > 0 && (*s == '.' || *s == '\''))
		sbuf_add(out, "\\&");
	for (size_t i = 0; i < n; i++) {
		size_t nb = no_break(s + i, n - i);
		if (nb) {
			/* groff in the C locale has no glyph for U+00A0 */
			sbuf_add(out, "\\~");
			i += nb - 1;
		} else if (s[i] == '\\')
			sbuf_add(out, "\\e");
		else if (s[i] == '-')
			sbuf_add(out, "\\-");
		else
			sbuf_addc(out, s[i]);
	}
}

/* An argument of an mdoc macro line: a word mdoc would call (No, Ar)
 * or take for a delimiter behind \&. */
static void
mdoc_word(struct sbuf *out, const char *w, size_t n, bool typed)
{
	static const char callable[] = " Ac Ao Ap Aq Ar At Bc Bo Bq Brc Bro "
	    "Brq Bsx Bx Cm Dc Do Dq Dv Dx Ec Em En Eo Er Es Ev Fa Fc Fl Fn Fo "
	    "Fr Fx Ic In Li Lk Ms Mt Nm No Ns Nx Oc Oo Op Ox Pa Pc Pf Po Pq Qc "
	    "Ql Qo Qq Sc So Sq St Sx Sy Ta Tn Ux Va Vt Xc Xo Xr ";
	char key[8];

	if (n > 0 && n < 4) {
		snprintf(key, sizeof key, " %.*s ", (int)n, w);
		if (strstr(callable, key) || strspn(w, ".,:;()[]?!|") == n)
			sbuf_add(out, "\\&");
	}
	if (typed) {
		roff_literal(out, w, n);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		size_t nb = no_break(w + i, n - i);
		if (nb) {
			sbuf_add(out, "\\~");
			i += nb - 1;
		} else if (w[i] == '\\')
			sbuf_add(out, "\\e");
		else
			sbuf_addc(out, w[i]);
	}
}

static void
md_text(struct sbuf *out, const char *s)
{
	for (; *s; s++) {
		if (strchr("\\*_<`[]", *s))
			sbuf_addc(out, '\\');
		sbuf_addc(out, *s);
	}
}

/* ---- The page's building blocks ---- */

static void
doc_heading(struct doc *d, bool sub, const char *title)
{
	if (d->fmt == DOC_MD) {
		sbuf_printf(d->out, "%s ", sub ? "####" : "###");
		md_text(d->out, title);
		sbuf_add(d->out, "\n\n");
		return;
	}
	sbuf_add(d->out, d->fmt == DOC_MDOC ? (sub ? ".Ss " : ".Sh ") :
	    (sub ? ".SS " : ".SH "));
	if (sub) {
		roff_text(d->out, title);
	} else {
		/* a section's name in capitals, as the page's others */
		size_t n = 0;
		uint8_t *up = unicode()->u8_toupper((const uint8_t *)title, strlen(title),
		    NULL, NULL, NULL, &n);
		struct sbuf b = { 0 };
		sbuf_addn(&b, (const char *)up, n);
		roff_text(d->out, b.s);
		sbuf_free(&b);
		free(up);
	}
	d->fresh = true;
}

/* Text, a sentence a line: a paragraph, or the body of a list's item
 * (`item`), after a paragraph break unless it comes first. */
static void
doc_text(struct doc *d, const char *text, bool item)
{
	if (d->fmt == DOC_MD) {
		md_text(d->out, text);
		sbuf_add(d->out, item ? "\n" : "\n\n");
		return;
	}
	if (!d->fresh)
		sbuf_add(d->out, d->fmt == DOC_MDOC ? ".Pp\n" : item ? ".IP\n" : ".PP\n");
	roff_text(d->out, text);
	d->fresh = false;
}

static void doc_paragraph(struct doc *d, const char *t) { doc_text(d, t, false); }
static void doc_item_body(struct doc *d, const char *t) { doc_text(d, t, true); }

/* A command's words as its usage writes them ("place NAME COLOUR LEVEL
 * SLOT", "take NAME x2|zero", "new bte [young] NAME NAME [NAME [NAME]]"):
 * in mdoc the words in capitals as arguments, the others as command
 * words, the brackets as optional parts; in man(7) the same in fonts. */
static void
doc_usage(struct doc *d, const char *usage)
{
	const char *p = usage;
	bool mdoc = d->fmt == DOC_MDOC, first = true;

	while (*p) {
		size_t n;
		if (*p == ' ') {
			p++;
			continue;
		}
		if (*p == '[' || *p == ']') {
			if (mdoc)
				sbuf_add(d->out, *p == '[' ? " Oo" : " Oc");
			else
				sbuf_printf(d->out, "%s%c", first ? "" : " ", *p);
			first = false;
			p++;
			continue;
		}
		if (*p == '|') {
			sbuf_add(d->out, mdoc ? " |" : " |");
			p++;
			continue;
		}
		n = strcspn(p, " []|");
		bool arg = false, lower = false;
		for (size_t i = 0; i < n; i++) {
			arg = arg || (p[i] >= 'A' && p[i] <= 'Z');
			lower = lower || (p[i] >= 'a' && p[i] <= 'z');
		}
		arg = arg && !lower;
		if (mdoc) {
			sbuf_add(d->out, arg ? " Ar " : " Cm ");
			mdoc_word(d->out, p, n, true);
		} else {
			sbuf_printf(d->out, "%s\\f%c", first ? "" : " ", arg ? 'I' : 'B');
			roff_literal(d->out, p, n);
			sbuf_add(d->out, "\\fR");
		}
		first = false;
		p += n;
	}
}

static void
doc_list_begin(struct doc *d)
{
	if (d->fmt == DOC_MDOC)
		sbuf_add(d->out, ".Bl -tag -width Ds\n");
	d->fresh = false;
}

static void
doc_list_end(struct doc *d)
{
	/* man(7): the next text starts its paragraph (.PP), a heading
	 * needs none */
	if (d->fmt == DOC_MDOC)
		sbuf_add(d->out, ".El\n");
	d->fresh = false;
}

/* A list item whose tag is a command's usage, or plain text. */
static void
doc_item_usage(struct doc *d, const char *usage)
{
	if (d->fmt == DOC_MDOC) {
		sbuf_add(d->out, ".It");
		doc_usage(d, usage);
		sbuf_addc(d->out, '\n');
	} else if (d->fmt == DOC_MAN) {
		sbuf_add(d->out, ".TP\n");
		doc_usage(d, usage);
		sbuf_addc(d->out, '\n');
	} else {
		sbuf_printf(d->out, "- `%s`: ", usage);
	}
	d->fresh = true;
}

/* In French, a command's English word after its item, as logs and
 * scripts write it (place, new bte). */
static void
doc_english(struct doc *d, const char *word)
{
	if (strcmp(i18n_lang(), "fr") != 0 || d->fmt == DOC_MD)
		return;
	if (d->fmt == DOC_MDOC) {
		sbuf_add(d->out, ".Pq");
		for (const char *p = word; *p;) {
			size_t n = strcspn(p, " ");
			sbuf_add(d->out, " Cm ");
			mdoc_word(d->out, p, n, true);
			p += n + strspn(p + n, " ");
		}
		sbuf_addc(d->out, '\n');
	} else {
		sbuf_add(d->out, "(\\fB");
		roff_literal(d->out, word, strlen(word));
		sbuf_add(d->out, "\\fR)\n");
	}
}

static void
doc_item_text(struct doc *d, const char *tag)
{
	if (d->fmt == DOC_MDOC) {
		sbuf_add(d->out, ".It ");
		const char *p = tag;
		while (*p) {
			size_t n = strcspn(p, " ");
			mdoc_word(d->out, p, n, false);
			p += n;
			if (*p == ' ') {
				sbuf_addc(d->out, ' ');
				p++;
			}
		}
		sbuf_addc(d->out, '\n');
	} else if (d->fmt == DOC_MAN) {
		sbuf_add(d->out, ".TP\n");
		roff_text(d->out, tag);
	} else {
		sbuf_add(d->out, "- **");
		md_text(d->out, tag);
		sbuf_add(d->out, "**: ");
	}
	d->fresh = true;
}

/* Lines shown as typed, indented: a display (n lines, '\n'-separated). */
static void
doc_literal(struct doc *d, const char *text)
{
	const char *at = text, *nl;

	if (d->fmt == DOC_MDOC)
		sbuf_add(d->out, ".Bd -literal -offset indent\n");
	else if (d->fmt == DOC_MAN)
		sbuf_add(d->out, d->fresh ? ".RS\n.EX\n" : ".PP\n.RS\n.EX\n");
	else
		sbuf_add(d->out, "\n");
	for (; *at; at = nl + (*nl != '\0')) {
		nl = at + strcspn(at, "\n");
		if (d->fmt == DOC_MD) {
			sbuf_printf(d->out, "    %.*s\n", (int)(nl - at), at);
			continue;
		}
		roff_literal(d->out, at, (size_t)(nl - at));
		sbuf_addc(d->out, '\n');
	}
	if (d->fmt == DOC_MDOC)
		sbuf_add(d->out, ".Ed\n");
	else if (d->fmt == DOC_MAN)
		sbuf_add(d->out, ".EE\n.RE\n");
	else
		sbuf_add(d->out, "\n");
	d->fresh = false;
}

/* One line shown as typed, in an item's body. */
static void
doc_example(struct doc *d, const char *line)
{
	if (d->fmt == DOC_MDOC) {
		sbuf_add(d->out, ".Dl");
		for (const char *p = line; *p;) {
			size_t n = strcspn(p, " ");
			sbuf_addc(d->out, ' ');
			mdoc_word(d->out, p, n, true);
			p += n + strspn(p + n, " ");
		}
		sbuf_addc(d->out, '\n');
		d->fresh = false;
	} else {
		doc_literal(d, line);
	}
}

/* A list in a sentence, in the messages' language ("a, b or c"), each
 * item in the style `macro` names (Em: a title, Cm: a word typed), then
 * `end` (the sentence's full stop, or ""). */
static void
doc_inline_list(struct doc *d, const char *macro, const char *const *items,
    int n, const char *end, bool and)
{
	struct sbuf joined = { 0 }, word = { 0 };
	const char *a[] = { "\001", "\002" };
	bool em = strcmp(macro, "Em") == 0;

	/* the language's own last joint (" or ", " ou "), read off a list */
	if (and)
		render_list_and(&joined, a, 2);
	else
		render_list_or(&joined, a, 2);
	const char *one = strchr(joined.s, '\001'), *two = strchr(joined.s, '\002');
	sbuf_addn(&word, one + 1, (size_t)(two - one - 1));
	const char *w = word.s + strspn(word.s, " ");
	size_t wl = strcspn(w, " ");
	for (int i = 0; i < n; i++) {
		bool last = i + 1 == n, before_last = i + 2 == n;
		if (d->fmt == DOC_MDOC) {
			sbuf_printf(d->out, ".%s ", macro);
			mdoc_word(d->out, items[i], strlen(items[i]), !em);
			if (last && *end)
				sbuf_printf(d->out, " %s", end);
			else if (!last && !before_last)
				sbuf_add(d->out, " ,");
			sbuf_addc(d->out, '\n');
			if (before_last)
				sbuf_printf(d->out, "%.*s\n", (int)wl, w);
		} else if (d->fmt == DOC_MAN) {
			sbuf_printf(d->out, "\\f%c", em ? 'I' : 'B');
			roff_literal(d->out, items[i], strlen(items[i]));
			sbuf_printf(d->out, "\\fR%s\n", last ? end : before_last ? "" : ",");
			if (before_last)
				sbuf_printf(d->out, "%.*s\n", (int)wl, w);
		} else {
			const char *mark = em ? "*" : "`";
			sbuf_printf(d->out, "%s%s%s%s", mark, items[i], mark,
			    last ? end : before_last ? word.s : ", ");
		}
	}
	if (d->fmt == DOC_MD)
		sbuf_addc(d->out, '\n');
	sbuf_free(&joined);
	sbuf_free(&word);
}

/* ---- What the games say ---- */

/* A sentence from a summary: its capital, its full stop. */
static void
sentence(struct sbuf *out, const char *summary)
{
	size_t at = out->len;

	sbuf_add(out, summary);
	render_capital_at(out, at);
	if (!render_ends_sentence(out->s + at, out->len - at))
		sbuf_addc(out, '.');
}

/* "Played by 2 to 4 players." */
static void
played(const struct game_ops *g, struct sbuf *out)
{
	struct sbuf range = { 0 };

	game_players_range(g, &range);
	/* TRANSLATORS: how many play a game ("by 2 to 4 players"), in the
	 * manual's section of the game and the README's list. */
	sbuf_printf(out, _("It is played %s."), range.s);
	sbuf_free(&range);
}

/* The output of running `line` in the session of f: what a user sees. */
static bool
run_captured(struct frontend *f, const char *line, struct sbuf *out)
{
	FILE *tmp = tmpfile();
	int saved;
	char buf[4096];
	size_t n;
	enum frontend_result r;

	if (tmp == NULL)
		return false;
	fflush(stdout);
	saved = dup(STDOUT_FILENO);
	dup2(fileno(tmp), STDOUT_FILENO);
	r = frontend_line(f, NULL, 0, line);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	rewind(tmp);
	while ((n = fread(buf, 1, sizeof buf, tmp)) > 0)
		sbuf_addn(out, buf, n);
	fclose(tmp);
	return r == FE_OK;
}

/* The prompt before a line of the session, as the terminal shows it. */
static void
prompt(struct frontend *f, struct sbuf *out)
{
	const struct game_ops *g = session_game(frontend_session(f));

	sbuf_add(out, "treeref");
	if (g) {
		sbuf_printf(out, " %s ", g->id);
		g->where(session_state(frontend_session(f)), out);
	}
	sbuf_add(out, "> ");
}

/* A session as a terminal of `width` columns shows it (0: no wrap). */
static struct frontend *
doc_frontend(int width)
{
	struct frontend_opts o = { .width = width ? width : 80, .wrap = width > 0 };

	return frontend_new(&o);
}

/* A game begun is shown as a terminal as wide as an 80-column page leaves
 * beside the display's indent (man and mandoc: mdoc's .Bd -offset indent
 * 5 + 6, man's .RS under .SS 7 + 7) lays it out, score tables too. */
static int
session_width(enum doc_format fmt) { return 80 - (fmt == DOC_MAN ? 14 : 11); }

/* A game's example session, each line after its prompt and followed by
 * the answer it gets, as a terminal `width` columns wide shows them: the
 * lines in the messages' language.  False (said on stderr) when a line
 * is refused: the page would show a lie. */
static bool
game_session(const struct game_ops *g, int width, struct sbuf *shown,
    struct sbuf *sheet, const char *sep)
{
	struct frontend *f = doc_frontend(width);
	bool ok = true;

	for (const char *const *l = g->session; ok && *l; l++) {
		struct sbuf answer = { 0 };
		prompt(f, shown);
		sbuf_add(shown, game_text(g, *l));
		sbuf_addc(shown, '\n');
		ok = run_captured(f, game_text(g, *l), &answer);
		if (!ok)
			fprintf(stderr, "treeref: --doc: %s's session line \"%s\" is "
			    "refused.\n", g->id, game_text(g, *l));
		sbuf_add(shown, answer.s ? answer.s : "");
		sbuf_free(&answer);
	}
	sbuf_trim_end(shown);
	/* the score sheet's header and the log's columns */
	const void *state = session_state(frontend_session(f));
	if (ok && session_game(frontend_session(f)) == g) {
		struct sheet s;
		sheet_init(&s, 1);
		g->sheet(state, &s);
		for (int c = 0; c < s.ncols; c++)
			sbuf_printf(sheet, "%s%s", c ? sep : "", sheet_cell(&s, 0, c));
		sheet_free(&s);
	}
	frontend_free(f);
	return ok;
}

static void
game_columns(const struct game_ops *g, struct sbuf *out, const char *sep)
{
	for (const char *const *c = g->log_columns; c && *c; c++)
		sbuf_printf(out, "%s%s", c == g->log_columns ? "" : sep, *c);
}

/* The game's own commands, and its answers to the shared queries. */
static void
section_commands(struct doc *d, const struct game_ops *g, const char *new_line)
{
	struct sbuf b = { 0 };
	struct frontend *f = doc_frontend(0);
	struct sbuf ignored = { 0 };

	doc_list_begin(d);
	doc_item_usage(d, game_text(g, g->new_usage));
	struct sbuf en = { 0 };
	sbuf_printf(&en, "new %s", g->id);
	doc_english(d, en.s);
	sbuf_free(&en);
	struct sbuf s = { 0 };
	played(g, &s);
	doc_item_body(d, s.s);
	doc_example(d, new_line);
	for (const struct game_cmd *gc = g->cmds; gc->word; gc++) {
		doc_item_usage(d, game_text(g, gc->usage));
		doc_english(d, gc->word);
		sbuf_reset(&s);
		sentence(&s, game_text(g, gc->summary));
		doc_item_body(d, s.s);
		if (gc->example)
			doc_example(d, game_text(g, gc->example));
	}
	/* the shared queries as this game answers them */
	run_captured(f, new_line, &ignored);
	for (size_t i = 0; i < frontend_nshared; i++) {
		const struct game_cmd *q = frontend_shared_cmds[i].id == W_QUERY ?
		    frontend_query_cmd(f, &frontend_shared_cmds[i]) : NULL;
		if (q == NULL)
			continue;
		doc_item_usage(d, game_text(g, q->usage));
		doc_english(d, q->word);
		sbuf_reset(&s);
		sentence(&s, game_text(g, q->summary));
		doc_item_body(d, s.s);
	}
	doc_list_end(d);
	frontend_free(f);
	sbuf_free(&ignored);
	sbuf_free(&s);
	sbuf_free(&b);
}

/* Rules or scoring topics: each by its name, then what it says. */
static void
rule_list(struct doc *d, const struct game_ops *g, const struct game_rule *table)
{
	struct sbuf tag = { 0 }, text = { 0 };

	doc_list_begin(d);
	for (const struct game_rule *r = table; r->id; r++) {
		sbuf_reset(&tag);
		game_rule_tag(table, r->id, true, &tag);
		doc_item_text(d, tag.s);
		sbuf_reset(&text);
		sentence(&text, game_text(g, r->text));
		doc_item_body(d, text.s);
	}
	doc_list_end(d);
	sbuf_free(&tag);
	sbuf_free(&text);
}

static void
section_rules(struct doc *d, const struct game_ops *g)
{

	doc_heading(d, true, _("Rules"));
	doc_paragraph(d, _("Each rule the referee applies, as rules shows it; a "
	    "refused move names every one it breaks."));
	rule_list(d, g, g->rules);
	if (g->scoring) {
		doc_heading(d, true, _("Scoring"));
		doc_paragraph(d, _("How the game is scored, a topic at a time, as "
		    "rules TOPIC shows it."));
		rule_list(d, g, g->scoring);
	}
	if (g->rulings) {
		doc_paragraph(d, _("Where the rulebook is silent, treeref decides "
		    "(rules rulings):"));
		if (d->fmt == DOC_MDOC)
			sbuf_add(d->out, ".Bl -bullet\n");
		for (const char *const *r = g->rulings; *r; r++) {
			if (d->fmt == DOC_MDOC)
				sbuf_add(d->out, ".It\n");
			else if (d->fmt == DOC_MAN)
				sbuf_add(d->out, ".IP \\(bu 2\n");
			else
				sbuf_add(d->out, "- ");
			d->fresh = true;
			doc_item_body(d, game_text(g, *r));
		}
		doc_list_end(d);
	}
}

/* Each game's section: what it is, its commands, its rules, a session
 * begun, its score sheet and its log. */
static bool
block_sections(struct doc *d)
{
	bool ok = true;

	for (size_t i = 0; game_list[i]; i++) {
		const struct game_ops *g = game_list[i];
		struct sbuf shown = { 0 }, sheet = { 0 }, cols = { 0 }, s = { 0 };
		doc_heading(d, false, g->title);
		doc_paragraph(d, game_text(g, g->about));
		if (g->variants) {
			struct sbuf list = { 0 };
			char buf[64];
			bool fr = strcmp(i18n_lang(), "fr") == 0;
			for (const struct game_variant *v = g->variants; v->word; v++)
				sbuf_printf(&list, "%s%s", list.len ? ", " : "",
				    cmd_local_word(v->word, v->aliases, fr, buf, sizeof buf));
			/* TRANSLATORS: the variants' words of a game, in the
			 * manual: "Variants, typed before the names: young." */
			sbuf_printf(&s, _("Variants, typed before the names: %s."), list.s);
			doc_paragraph(d, s.s);
			sbuf_free(&list);
		}
		ok = game_session(g, session_width(d->fmt), &shown, &sheet,
		    ", ") && ok;
		section_commands(d, g, game_text(g, g->session[0]));
		section_rules(d, g);
		doc_heading(d, true, _("A game begun"));
		doc_literal(d, shown.s);
		doc_heading(d, true, _("Score sheet and event log"));
		sbuf_reset(&s);
		game_columns(g, &cols, ", ");
		/* TRANSLATORS: the manual's section of a game: its score
		 * sheet's columns and its event log's own. */
		sbuf_printf(&s, _("Score sheet (export scores): %s. Event-log "
		    "columns after the common ones (export log): %s."), sheet.s, cols.s);
		doc_paragraph(d, s.s);
		sbuf_free(&shown);
		sbuf_free(&sheet);
		sbuf_free(&cols);
		sbuf_free(&s);
	}
	return ok;
}

/* Each game's short forms and a record that uses them. */
static bool
block_notation(struct doc *d)
{
	for (size_t i = 0; game_list[i]; i++) {
		const struct game_ops *g = game_list[i];
		if (g->notation == NULL)
			continue;
		doc_heading(d, true, g->title);
		doc_literal(d, game_text(g, g->notation->table));
		doc_paragraph(d, _("For example:"));
		doc_literal(d, game_text(g, g->notation->example));
	}
	return true;
}

/* The games' titles, joined by "or" (a table plays one of them), or by
 * "and" (the games treeref referees). */
static bool
titles(struct doc *d, bool and)
{
	const char *t[64];
	int n = 0;

	for (size_t i = 0; game_list[i] && n < 64; i++)
		t[n++] = game_list[i]->title;
	doc_inline_list(d, "Em", t, n, ".", and);
	return true;
}

static bool block_titles(struct doc *d) { return titles(d, false); }
static bool block_titles_and(struct doc *d) { return titles(d, true); }

static bool
block_ids(struct doc *d)
{
	const char *t[64];
	int n = 0;

	for (size_t i = 0; game_list[i] && n < 64; i++)
		t[n++] = game_list[i]->id;
	doc_inline_list(d, "Cm", t, n, ".", false);
	return true;
}

/* Every variant's words, in both languages. */
static bool
block_variant_words(struct doc *d)
{
	const char *t[64];
	struct sbuf words = { 0 };
	int n = 0;

	for (size_t i = 0; game_list[i]; i++)
		for (const struct game_variant *v = game_list[i]->variants; v && v->word; v++)
			sbuf_printf(&words, "%s %s ", v->word, v->aliases ? v->aliases : "");
	char *save = NULL;
	for (char *w = strtok_r(words.s, " ", &save); w && n < 64;
	    w = strtok_r(NULL, " ", &save))
		t[n++] = w;
	doc_inline_list(d, "Cm", t, n, ".", false);
	sbuf_free(&words);
	return true;
}

/* A list a game a line: its title, then what `line` says of it. */
static bool
block_per_game(struct doc *d, int what)
{
	doc_list_begin(d);
	for (size_t i = 0; game_list[i]; i++) {
		const struct game_ops *g = game_list[i];
		struct sbuf s = { 0 }, shown = { 0 }, sheet = { 0 };
		if (d->fmt == DOC_MD)
			sbuf_printf(d->out, "- **%s** (`%s`): ", g->title, g->id);
		else
			doc_item_text(d, g->title);
		switch (what) {
		case 0: /* what the game is */
			sbuf_printf(&shown, "%s ", game_text(g, g->about));
			played(g, &shown);
			break;
		case 1: /* its score sheet */
			game_session(g, session_width(d->fmt), &shown, &sheet,
			    d->fmt == DOC_MD ? "," : ", ");
			sbuf_reset(&shown);
			sbuf_add(&shown, sheet.s);
			break;
		default: /* its log's own columns */
			game_columns(g, &shown, d->fmt == DOC_MD ? "," : ", ");
			break;
		}
		if (d->fmt == DOC_MD && what != 0)
			sbuf_printf(d->out, "`%s`\n", shown.s);
		else if (what != 0)
			doc_item_body(d, shown.s);
		else
			doc_item_body(d, shown.s);
		sbuf_free(&s);
		sbuf_free(&shown);
		sbuf_free(&sheet);
	}
	doc_list_end(d);
	return true;
}

static bool block_games(struct doc *d) { return block_per_game(d, 0); }
static bool block_sheets(struct doc *d) { return block_per_game(d, 1); }
static bool block_logs(struct doc *d) { return block_per_game(d, 2); }

static const struct {
	const char *name;
	bool (*write)(struct doc *d);
} blocks[] = {
	{ "titles", block_titles },
	{ "titles-and", block_titles_and },
	{ "game-ids", block_ids },
	{ "variant-words", block_variant_words },
	{ "games", block_games },
	{ "game-sections", block_sections },
	{ "notation", block_notation },
	{ "sheets", block_sheets },
	{ "log-columns", block_logs },
};

/* "BEGIN GENERATED: NAME" or "END GENERATED: NAME" in a marker line of
 * the format: the NAME (with its language, "NAME fr"), else NULL. */
static const char *
marker(const char *line, const char *what, enum doc_format fmt, size_t *len)
{
	const char *lead = fmt == DOC_MD ? "<!-- " : ".\\\" ";
	size_t n = strlen(lead);

	if (strncmp(line, lead, n) != 0 || strncmp(line + n, what, strlen(what)) != 0)
		return NULL;
	line += n + strlen(what);
	*len = fmt == DOC_MD ? strcspn(line, " \n") : strcspn(line, "\n");
	if (fmt == DOC_MD && strncmp(line + *len, " fr", 3) == 0)
		*len += 3;
	return line;
}

static bool
write_block(struct doc *d, const char *name, size_t n)
{
	char lang[8];
	bool fr = n > 3 && strncmp(name + n - 3, " fr", 3) == 0, ok = false;

	snprintf(lang, sizeof lang, "%s", i18n_lang());
	if (fr) {
		n -= 3;
		i18n_set("fr");
	}
	d->fresh = true;
	for (size_t i = 0; i < sizeof blocks / sizeof blocks[0]; i++)
		if (strlen(blocks[i].name) == n && strncmp(blocks[i].name, name, n) == 0) {
			ok = blocks[i].write(d);
			break;
		} else if (i + 1 == sizeof blocks / sizeof blocks[0]) {
			fprintf(stderr, "treeref: --doc: no block named \"%.*s\".\n",
			    (int)n, name);
		}
	if (fr)
		i18n_set(lang);
	return ok;
}

/* treeref --doc FORMAT FILE: FILE with its generated regions written
 * anew, on standard output; 0, or 2 (said on stderr) for a format, a
 * file or a marker that is wrong. */
int
frontend_doc_main(const char *format, int argc, char **argv)
{
	struct doc d = { 0 };
	struct sbuf out = { 0 };
	char *line = NULL;
	size_t cap = 0, lineno = 0, open_at = 0;
	const char *name = NULL;
	size_t name_len = 0;
	char open[64] = "";
	bool ok = true;
	FILE *fp;

	if (strcmp(format, "mdoc") == 0)
		d.fmt = DOC_MDOC;
	else if (strcmp(format, "man") == 0)
		d.fmt = DOC_MAN;
	else if (strcmp(format, "md") == 0)
		d.fmt = DOC_MD;
	else {
		fprintf(stderr, "treeref: --doc takes mdoc, man or md, not \"%s\".\n", format);
		return 2;
	}
	if (argc != 1) {
		fprintf(stderr, "treeref: --doc %s takes one file.\n", format);
		return 2;
	}
	fp = strcmp(argv[0], "-") == 0 ? stdin : fopen(argv[0], "r");
	if (fp == NULL) {
		perror(argv[0]);
		return 2;
	}
	d.out = &out;
	while (getline(&line, &cap, fp) > 0) {
		lineno++;
		if (*open == '\0' && (name = marker(line, "BEGIN GENERATED: ", d.fmt, &name_len))) {
			sbuf_add(&out, line);
			snprintf(open, sizeof open, "%.*s", (int)name_len, name);
			open_at = lineno;
			ok = write_block(&d, name, name_len) && ok;
		} else if (*open && (name = marker(line, "END GENERATED: ", d.fmt, &name_len))) {
			if (strlen(open) != name_len || strncmp(open, name, name_len) != 0) {
				fprintf(stderr, "%s:%zu: The region %s opened on line %zu "
				    "ends here as %.*s.\n", argv[0], lineno, open,
				    open_at, (int)name_len, name);
				ok = false;
			}
			sbuf_add(&out, line);
			*open = '\0';
		} else if (*open == '\0') {
			sbuf_add(&out, line);
		}
	}
	if (*open) {
		fprintf(stderr, "%s:%zu: The region %s has no end.\n", argv[0],
		    open_at, open);
		ok = false;
	}
	if (fp != stdin)
		fclose(fp);
	free(line);
	if (ok)
		fwrite(out.s ? out.s : "", 1, out.len, stdout);
	sbuf_free(&out);
	return ok ? 0 : 2;
}
