/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* repl.c — the interactive session on a terminal: readline with a prompt
 * that says where the game is, history across sessions, TAB completion
 * from the game's own knowledge, and Ctrl-C that only drops the line. */
#include "repl.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#include "command.h"
#include "complete.h"
#include "frontend.h"
#include "game.h"
#include "i18n.h"
#include "journal.h"
#include "lineedit.h"
#include "render.h"
#include "replay.h"
#include "session.h"
#include "util.h"

#define HISTORY_MAX 1000

static struct frontend *the_frontend; /* for the completion callback */
static volatile sig_atomic_t interrupted;
/* readline, loaded when the session starts; NULL when it could not be:
 * lines are then read plainly, without editing, history or completion */
static const struct lineedit *le;

static void question_signals(void);

/* Load readline for the session (once); when it cannot be, say so once
 * and go on without it. */
static void
load_editor(void)
{
	static bool tried;
	struct sbuf why = { 0 };

	if (tried)
		return;
	tried = true;
	le = lineedit_load(&why);
	if (le == NULL)
		/* TRANSLATORS: %s is the library and the system's reason */
		fprintf(stderr, _("treeref: the line editor could not be loaded "
		    "(%s); lines are read without editing, history or "
		    "completion.\n"), sbuf_str(&why));
	sbuf_free(&why);
}

/* The prompt says where the game is: "treeref bte r1 p2> ". */
static char *
make_prompt(struct frontend *f, const char *table)
{
	struct session *s = frontend_session(f);
	const struct game_ops *g = session_game(s);
	struct sbuf b = { 0 };

	sbuf_add(&b, "treeref");
	/* a second table says which it is: two windows are told apart */
	if (table)
		sbuf_printf(&b, "@%s", table);
	/* the game's event and round, when it has them */
	const char *event = session_label(s, LABEL_EVENT),
	    *round = session_label(s, LABEL_ROUND);
	if (g && (*event || *round)) {
		sbuf_printf(&b, " [%s%s", event, *event && *round ? ", " : "");
		if (*round)
			/* TRANSLATORS: the prompt's round of the event. */
			sbuf_printf(&b, _("round %s"), round);
		sbuf_addc(&b, ']');
	}
	if (g) {
		sbuf_printf(&b, " %s ", g->id);
		g->where(session_state(s), &b);
	}
	/* while no journal keeps the game, every prompt says so */
	if (!frontend_journalled(f))
		sbuf_printf(&b, " %s", _("[not saved]"));
	sbuf_add(&b, "> ");
	return b.s;
}

static char *read_command(const char *prompt, const char *save_to, bool answer);
static char *plain_read(const char *prompt, bool answer);

/* Whether an answer to a question is one of `words` (NULL-ended), the
 * word alone, in either language, blanks around it allowed: a command
 * typed at the question by mistake ("objectif commun violet") is none. */
static const char *const YES_WORDS[] = { "y", "yes", "o", "oui", NULL };
static const char *const NO_WORDS[] = { "n", "no", "non", NULL };

static bool
says_word(const char *answer, const char *const *words)
{
	size_t n;

	answer += strspn(answer, " \t");
	n = strcspn(answer, " \t");
	if (answer[n + strspn(answer + n, " \t")] != '\0')
		return false;
	for (size_t i = 0; words[i]; i++)
		if (strlen(words[i]) == n && strncasecmp(answer, words[i], n) == 0)
			return true;
	return false;
}

/* The width of the terminal on `fd` now, 0 when it is none: asked of
 * the terminal, as a window resized since the last line (readline, not
 * catching signals here, would not know) lays the next answer out to
 * its new width. */
static int
fd_cols(int fd)
{
	struct winsize ws;

	return isatty(fd) && ioctl(fd, TIOCGWINSZ, &ws) == 0 ? ws.ws_col : 0;
}

static int
terminal_cols(void)
{
	FILE *out = le && *le->rl_outstream ? *le->rl_outstream : stdout;
	int rows, cols = fd_cols(fileno(out));

	if (cols > 0 || le == NULL)
		return cols;
	le->rl_get_screen_size(&rows, &cols);
	return cols;
}

/* `text` wrapped at blanks within `cols` columns (the last one left
 * free for the cursor), continued lines `indent` blanks in; a width too
 * small to wrap in gives 80 columns. */
static void
wrap_to(struct sbuf *out, const char *text, int cols, int indent)
{
	render_wrap(out, text, cols > 20 ? cols - 1 : 79, indent);
}

/* A yes/no question at the terminal; only an explicit yes is yes, and
 * Ctrl-C cancels the question (no). */
static bool
ask(const char *question)
{
	struct sbuf lines = { 0 };
	int cols = terminal_cols();

	/* readline cuts a long prompt wherever the terminal's edge falls
	 * ("En c" / "ommencer"): the question is wrapped at blanks to the
	 * width, its lines printed, and only the last one is the prompt */
	wrap_to(&lines, question, cols, 0);
	char *last = strrchr(lines.s, '\n');
	if (last != NULL) {
		fwrite(lines.s, 1, (size_t)(last + 1 - lines.s), stdout);
		fflush(stdout);
	}
	struct sbuf prompt = { 0 };
	sbuf_add(&prompt, last ? last + 1 : lines.s);
	if (prompt.len == 0 || prompt.s[prompt.len - 1] != ' ')
		sbuf_addc(&prompt, ' ');
	char *answer = read_command(prompt.s, NULL, true);
	sbuf_free(&prompt);
	sbuf_free(&lines);
	bool yes = answer != NULL && says_word(answer, YES_WORDS);

	free(answer);
	return yes;
}

void
repl_say_err(const char *text)
{
	int cols = fd_cols(STDERR_FILENO);

	if (cols > 20) {
		struct sbuf w = { 0 };
		wrap_to(&w, text, cols, 2);
		fputs(sbuf_str(&w), stderr);
		sbuf_free(&w);
	} else {
		fputs(text, stderr);
	}
}

bool
repl_ask_resume(const char *where, size_t n)
{
	struct sbuf q = { 0 };
	bool yes;

	/* where it stands on a line of its own: the question stays short,
	 * as readline shows a long prompt scrolled */
	/* the count a sentence of its own: in brackets after "who is to
	 * play" it read as the players' count */
	sbuf_printf(&q, ngettext("An unfinished game was found: %s. It has %zu "
	    "command.\n", "An unfinished game was found: %s. It has %zu "
	    "commands.\n", n), where, n);
	/* wrapped at blanks, as the terminal would cut it anywhere */
	struct sbuf lines = { 0 };
	wrap_to(&lines, q.s, terminal_cols(), 0);
	fputs(lines.s, stdout);
	fflush(stdout);
	sbuf_free(&lines);
	sbuf_free(&q);
	load_editor();
	question_signals();
	/* yes by default; an answer that is neither a yes nor a no word is
	 * asked again (a command typed here by mistake sets nothing aside) */
	for (;;) {
		const char *prompt = _("Resume it? [Y/n] ");
		char *answer = le ? le->readline(prompt) : plain_read(prompt, false);
		bool no = answer != NULL && says_word(answer, NO_WORDS);
		yes = answer == NULL || answer[strspn(answer, " \t")] == '\0' ||
		    says_word(answer, YES_WORDS);
		free(answer);
		if (yes || no)
			return yes;
		fputs(_("Answer y (yes) or n (no).\n"), stdout);
	}
}

static int
by_word(const void *a, const void *b)
{
	return cmd_word_cmp(*(char *const *)a, *(char *const *)b);
}

static char **
complete(const char *text, int start, int end)
{
	struct completion out = { 0 };

	(void)end;
	complete_line(the_frontend, *le->rl_line_buffer, (size_t)start, text, &out);
	/* never file names, unless a file name is expected */
	*le->rl_attempted_completion_over = !out.files;
	if (out.n == 0) {
		completion_free(&out);
		return NULL;
	}
	/* listed in dictionary order, accents aside (readline's own sort
	 * puts "état" after "règles") */
	qsort(out.words, out.n, sizeof *out.words, by_word);
	*le->rl_sort_completion_matches = 0;
	/* readline wants the common prefix first, then the candidates */
	char **res = xmalloc((out.n + 2) * sizeof *res);
	if (out.n == 1) {
		res[0] = out.words[0];
		res[1] = NULL;
	} else {
		res[0] = completion_common(&out, text);
		memcpy(res + 1, out.words, out.n * sizeof *res);
		res[out.n + 1] = NULL;
	}
	free(out.words);
	return res;
}

static void
on_sigint(int sig)
{
	(void)sig;
	interrupted = 1;
}

/* The line readline's callback interface hands over, or end of input,
 * or a line longer than a command may be. */
static char *got_line;
static bool got_eof, got_overlong;
static size_t line_keys; /* bytes read for the line being typed */

/* Past the cap, the rest of the line is read and dropped without
 * readline: no memory grows and no screen is redrawn per byte. */
static void
drop_rest_of_line(int fd)
{
	char ch;
	ssize_t n;

	while ((n = read(fd, &ch, 1)) == 1 || (n < 0 && errno == EINTR))
		if (n == 1 && (ch == '\n' || ch == '\r'))
			break;
}

/*
 * readline's input, capped like a script line.  A paste can arrive in one
 * call of readline (it gathers typed-ahead text before inserting it), so
 * the cap counts the bytes read for the line, not only its length: past
 * it the rest of the line is dropped and the line ended.
 */
static int
capped_getc(FILE *fp)
{
	int c = le->rl_getc(fp);

	if (c == '\n' || c == '\r') {
		line_keys = 0;
	} else if (c != EOF && (++line_keys > 4 * CMD_MAX_LINE ||
	    (size_t)*le->rl_end > CMD_MAX_LINE)) {
		drop_rest_of_line(fileno(fp));
		line_keys = 0;
		got_overlong = true;
		c = '\r';
	}
	return c;
}

static void
on_line(char *line)
{
	if (line == NULL)
		got_eof = true;
	else
		got_line = line;
	le->rl_callback_handler_remove();
}

/*
 * Read one line at `prompt` through readline's callback interface, so
 * that Ctrl-C can drop the line being typed and give a fresh prompt
 * without losing what is typed next.  NULL at end of input (Ctrl-D).
 */
static void history_save(const char *path);

/*
 * The history file gets the last line once the next prompt is up: the
 * terminal is then in readline's mode again, so a key typed meanwhile
 * (Ctrl-D) is not taken by the line discipline.
 */
static char *
read_command(const char *prompt, const char *save_to, bool answer)
{
	got_line = NULL;
	got_eof = got_overlong = false;
	line_keys = 0;
	if (le == NULL)
		return plain_read(prompt, answer);
	le->rl_callback_handler_install(prompt, on_line);
	if (save_to)
		history_save(save_to);
	while (got_line == NULL && !got_eof) {
		fd_set fds;
		FD_ZERO(&fds);
		FD_SET(fileno(*le->rl_instream), &fds);
		if (select(fileno(*le->rl_instream) + 1, &fds, NULL, NULL, NULL) < 0) {
			if (errno != EINTR)
				break;
			if (interrupted && answer) {
				/* Ctrl-C at a question cancels it: the answer is no */
				interrupted = 0;
				le->rl_free_line_state();
				le->rl_callback_sigcleanup();
				le->rl_callback_handler_remove();
				le->rl_crlf();
				return NULL;
			}
			if (interrupted) {
				interrupted = 0;
				le->rl_free_line_state();
				le->rl_callback_sigcleanup();
				le->rl_replace_line("", 0);
				le->rl_crlf();
				le->rl_on_new_line();
				le->rl_redisplay();
			}
			continue;
		}
		le->rl_callback_read_char();
	}
	if (got_line == NULL && !got_eof)
		le->rl_callback_handler_remove();
	return got_line;
}

/*
 * Without readline: the prompt, then the line as the terminal's own
 * line discipline edits it, capped as readline's is (the rest of an
 * overlong line read and dropped).  Ctrl-C drops the line and prompts
 * again, or cancels a question (an empty answer); NULL at end of input.
 */
static char *
plain_read(const char *prompt, bool answer)
{
	struct sbuf b = { 0 };
	int c;

	fputs(prompt, stdout);
	fflush(stdout);
	for (;;) {
		errno = 0;
		c = getc(stdin);
		if (c == '\n')
			break;
		if (c == EOF && ferror(stdin) && errno == EINTR && interrupted) {
			interrupted = 0;
			clearerr(stdin);
			putchar('\n');
			sbuf_reset(&b);
			got_overlong = false;
			if (answer)
				break;
			fputs(prompt, stdout);
			fflush(stdout);
			continue;
		}
		if (c == EOF) {
			clearerr(stdin);
			if (b.len == 0 && !got_overlong) {
				got_eof = true;
				sbuf_free(&b);
				return NULL;
			}
			break;
		}
		if (b.len >= CMD_MAX_LINE)
			got_overlong = true;
		else
			sbuf_addc(&b, (char)c);
	}
	return b.s ? b.s : xstrdup("");
}

static char *
history_path(const char *table)
{
	const char *env = getenv("TREEREF_HISTORY");
	struct sbuf b = { 0 };

	if (env && *env)
		return xstrdup(env);
	if (!journal_dir(&b, table))
		return NULL;
	sbuf_add(&b, "/history");
	return b.s;
}

/* Lines in the history file, so that it is rewritten only when it has
 * grown past twice the bound. */
static size_t history_lines;

/*
 * The history file is read and written here rather than by readline,
 * which follows a symbolic link to write through it: a link planted in
 * the state folder would have another file appended to and chmodded.
 * Every open is O_NOFOLLOW; a file that is a link is left alone.
 */
static void
history_start(const char *path)
{
	char *buf = NULL;
	size_t cap = 0;
	ssize_t n;
	int fd;
	FILE *fp;

	le->using_history();
	le->stifle_history(HISTORY_MAX);
	if (path == NULL)
		return;
	make_parent_dirs(path);
	fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0 || (fp = fdopen(fd, "r")) == NULL) {
		if (fd >= 0)
			close(fd);
		return;
	}
	while ((n = getline(&buf, &cap, fp)) > 0) {
		if (buf[n - 1] == '\n')
			buf[--n] = '\0';
		if (n > 0)
			le->add_history(buf);
		history_lines++;
	}
	free(buf);
	fclose(fp);
}

/* Keep the last HISTORY_MAX lines of the history file: written beside
 * it (a new file, never through a link) and renamed over it. */
static void
history_rewrite(const char *path)
{
	struct sbuf tmp = { 0 };
	struct journal_text t;
	FILE *fp;
	int fd;

	if (!journal_read(path, &t)) /* lines of bytes, never through a link */
		return;
	sbuf_printf(&tmp, "%s.new", path);
	unlink(tmp.s);
	fd = open(tmp.s, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd >= 0 && (fp = fdopen(fd, "w")) != NULL) {
		size_t from = t.n > HISTORY_MAX ? t.n - HISTORY_MAX : 0;
		for (size_t i = from; i < t.n; i++)
			fprintf(fp, "%s\n", t.line[i]);
		if (fclose(fp) == 0 && rename(tmp.s, path) == 0)
			history_lines = t.n - from;
		else
			unlink(tmp.s);
	} else if (fd >= 0) {
		close(fd);
		unlink(tmp.s);
	}
	journal_text_free(&t);
	sbuf_free(&tmp);
}

/* Append the last line to the history file, mode 0600. */
static void
history_save(const char *path)
{
	HIST_ENTRY *e;
	int fd;

	if (le == NULL || path == NULL ||
	    (e = le->history_get(*le->history_base + *le->history_length - 1)) == NULL)
		return;
	fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0)
		return;
	fchmod(fd, 0600);
	FILE *fp = fdopen(fd, "a");
	if (fp == NULL) {
		close(fd);
		return;
	}
	fprintf(fp, "%s\n", e->line);
	if (fclose(fp) == 0)
		history_lines++;
	if (history_lines > 2 * HISTORY_MAX)
		history_rewrite(path);
}

/* The terminal's mode before readline took it (echo, line editing). */
static struct termios sane_tty;
static volatile sig_atomic_t have_sane_tty;

/*
 * A signal that ends treeref (SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
 * SIGALRM...: `fatal` below): the terminal gets its echo back, then the
 * signal does what it does by default (treeref ends by it, as its parent
 * expects).  Every accepted command is already in the journal (fsync'd
 * before its answer), so nothing else needs saving.  tcsetattr, write,
 * sigaction and raise are safe in a signal handler.
 */
static void
on_fatal(int sig)
{
	struct sigaction dfl = { 0 };

	if (have_sane_tty) {
		tcsetattr(STDIN_FILENO, TCSANOW, &sane_tty);
		/* the shell's prompt then starts a line of its own */
		ssize_t n = write(STDOUT_FILENO, "\n", 1);
		(void)n; /* nothing more to do about it while dying */
	}
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	sigaction(sig, &dfl, NULL);
	raise(sig); /* delivered as the handler returns */
}

/* Every signal whose default action ends the process, but those the
 * program raises on itself when it goes wrong (SIGSEGV, SIGABRT...:
 * left to the sanitizers and to a core) and those main ignores. */
static const int fatal[] = {
	SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
	SIGPIPE, SIGIO, SIGXCPU,
#ifdef SIGPWR
	SIGPWR,
#endif
#ifdef SIGSTKFLT
	SIGSTKFLT,
#endif
};

/* One of them, or a real-time signal (their default ends the process
 * too): on_fatal restores the terminal first. */
static void
catch_fatal(int sig, const struct sigaction *sa)
{
	struct sigaction was;

	/* one ignored from the start (nohup) stays ignored */
	if (sigaction(sig, NULL, &was) == 0 && was.sa_handler == SIG_DFL)
		sigaction(sig, sa, NULL);
}

/* The terminal's mode now, given back by on_fatal; from the start (the
 * question that offers to resume a game is asked before the prompt). */
static void
catch_fatal_signals(void)
{
	struct sigaction sa = { 0 };

	if (tcgetattr(STDIN_FILENO, &sane_tty) == 0)
		have_sane_tty = 1;
	sa.sa_handler = on_fatal;
	sigemptyset(&sa.sa_mask);
	/* tcsetattr from the background would stop treeref with SIGTTOU */
	sigaddset(&sa.sa_mask, SIGTTOU);
	for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
		catch_fatal(fatal[i], &sa);
#if defined(SIGRTMIN) && defined(SIGRTMAX)
	for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++)
		catch_fatal(sig, &sa);
#endif
}

/*
 * At the question that offers to resume a game, asked before the prompt:
 * a signal that ends treeref is on_fatal's there too, and so is Ctrl-C,
 * which ends treeref at the question as it always did.  readline's own
 * handlers (rl_catch_signals) only note a signal and act on it before
 * waiting for a key; one that came just between the two would leave
 * treeref waiting for a key with the signal noted and the terminal
 * without echo (test_signals saw it once on a loaded machine).
 */
static void
question_signals(void)
{
	struct sigaction sa = { 0 };

	if (le)
		*le->rl_catch_signals = 0;
	sa.sa_handler = on_fatal;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGTTOU);
	catch_fatal(SIGINT, &sa);
}

static void
install_signals(void)
{
	struct sigaction sa = { 0 };

	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL); /* no SA_RESTART: select returns */
	if (le)
		*le->rl_catch_signals = 0;
	/* Ctrl-C during a long load cancels it (the game as before) */
	replay_set_cancel(&interrupted);
	catch_fatal_signals();
}

void
repl_sane_terminal(void)
{
	struct termios t;

	/* A treeref killed at its prompt (kill -9) leaves the terminal as
	 * readline set it: no echo, no line editing.  readline takes the mode
	 * it finds for the one wanted, and would then show nothing typed. */
	if (tcgetattr(STDIN_FILENO, &t) != 0)
		return;
	t.c_lflag |= ECHO | ECHOE | ECHOK | ICANON | ISIG | IEXTEN;
	t.c_iflag |= ICRNL;
	t.c_iflag &= ~(tcflag_t)(INLCR | IGNCR);
	t.c_oflag |= OPOST | ONLCR;
	tcsetattr(STDIN_FILENO, TCSANOW, &t);
	catch_fatal_signals();
}

/* Leaving an unfinished game: say whether it is kept, and how to go on
 * with it. */
static void
say_goodbye(struct frontend *f, const char *table)
{
	struct session *s = frontend_session(f);

	struct sbuf say = { 0 };
	/* a finished game: where it is archived (or why it is not) */
	frontend_archive_at_quit(f, &say);
	/* within the terminal's width, each of its lines wrapped at blanks
	 * (a long folder name stays whole, on a line of its own) */
	struct sbuf lines = { 0 };
	char *save = NULL;
	for (char *l = say.len ? strtok_r(say.s, "\n", &save) : NULL; l;
	    l = strtok_r(NULL, "\n", &save)) {
		wrap_to(&lines, l, terminal_cols(), 0);
		fputs(sbuf_str(&lines), stdout);
		putchar('\n');
		sbuf_reset(&lines);
	}
	sbuf_free(&lines);
	sbuf_free(&say);
	if (session_game(s) == NULL || session_finished(s))
		return;
	if (!frontend_journalled(f))
		fputs(_("The game is not finished, and it was not saved: no journal "
		    "could be kept.\n"), stdout);
	else if (table) {
		/* the table as a shell reads it back */
		struct sbuf q = { 0 };
		bool plain = strspn(table, "abcdefghijklmnopqrstuvwxyz"
		    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+,:@") == strlen(table);
		if (plain) {
			sbuf_add(&q, table);
		} else {
			sbuf_addc(&q, '\'');
			for (const char *p = table; *p; p++)
				sbuf_add(&q, *p == '\'' ? "'\\''" : (char[]){ *p, '\0' });
			sbuf_addc(&q, '\'');
		}
		printf(_("The game is not finished; it is kept. To resume it: "
		    "treeref --table %s -r\n"), q.s);
		sbuf_free(&q);
	}
	else
		fputs(_("The game is not finished; it is kept. To resume it: "
		    "treeref -r\n"), stdout);
}

int
repl_run(struct frontend *f, const char *table)
{
	char *hist = history_path(table);
	char *line;
	long n = 0;
	bool save = false;

	the_frontend = f;
	frontend_set_confirm(f, ask);
	load_editor();
	if (le) {
		*le->rl_readline_name = "treeref";
		*le->rl_attempted_completion_function = complete;
		/* a file name with blanks is completed inside double quotes,
		 * as the command line reads it back */
		*le->rl_completer_quote_characters = "\"";
		*le->rl_filename_quote_characters = " \t#";
		*le->rl_getc_function = capped_getc;
		/* a paste arrives key by key, so the line cap holds for it too */
		le->rl_variable_bind("enable-bracketed-paste", "off");
		history_start(hist);
	}
	if (hist)
		output_note_own_file(hist); /* no export replaces it */
	install_signals();
	if (session_game(frontend_session(f)) == NULL) {
		/* the first prompt says how to start (the registry's first
		 * game as the example) */
		struct sbuf lines = { 0 };
		wrap_to(&lines, _("No game yet. Start one with new, the game and "
		    "the players, as in:"), terminal_cols(), 0);
		printf("%s\n", lines.s);
		/* TRANSLATORS: the command that starts a game, its game's id
		 * (bte) left as it is */
		printf(_("  new %s ann bob\n"), game_list[0]->id);
		sbuf_reset(&lines);
		wrap_to(&lines, _("help new lists the games; help lists the "
		    "commands."), terminal_cols(), 0);
		printf("%s\n", lines.s);
		sbuf_free(&lines);
	}
	for (;;) {
		char *prompt = make_prompt(f, table);
		line = read_command(prompt, save ? hist : NULL, false);
		save = false;
		free(prompt);
		if (got_overlong || (line && strlen(line) > CMD_MAX_LINE)) {
			/* refused by its length alone; never in any history */
			free(line);
			frontend_line_n(f, NULL, ++n, "", CMD_MAX_LINE + 1);
			continue;
		}
		if (line == NULL) {
			putchar('\n');
			break;
		}
		n++;
		frontend_set_width(f, terminal_cols());
		/* a refused line stays in this session's history (Up fixes the
		 * typo); only accepted, clean lines go to the file */
		if (*line && le)
			le->add_history(line);
		interrupted = 0; /* only a Ctrl-C from now on cancels a load */
		enum frontend_result r = frontend_line(f, NULL, n, line);
		save = *line && r != FE_REJECTED &&
		    cmd_line_problem(line, strlen(line)) == NULL;
		free(line);
		if (r == FE_QUIT || r == FE_STOP)
			break;
	}
	if (save)
		history_save(hist);
	free(hist);
	say_goodbye(f, table);
	return 0;
}
