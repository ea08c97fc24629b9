/* fuzz_program.c — libFuzzer harness: the whole program, from its
 * options to its exit status (main.c is built into it, its main renamed),
 * on a private state directory that is emptied before each run.
 *
 * The input is three bytes, then up to three sections split by a line
 * "====":  SCRIPT-OR-LOG ==== JOURNAL ==== SECOND-FILE.
 *
 *   byte 0, options:  1 --strict, 2 --json, 4 --force, 8 --resume,
 *                     16 --journal, 32 --no-color, 64 --sep ;, 128 --lang fr
 *   byte 1, mode (low 3 bits): 0 `treeref A`, 1 `treeref` reading A on
 *                     standard input, 2 `treeref A B`, 3 `check A B`,
 *                     4 `standings A B --csv OUT`, 5 `report A B -o OUT`,
 *                     6 `replay A`, 7 `treeref A -` (B on standard input);
 *           bits 3-4, the table: 0 the default one, 1 another process...
 *                     (this one) holds its lock, 2 no state directory can
 *                     be made (XDG_STATE_HOME under a plain file),
 *                     3 --table t1;
 *           bit 5:    the outputs exist already (no -f: refused);
 *           bit 6:    --amend (a script may take an archived game back:
 *                     corrections, new revisions);
 *           bit 7:    SECOND-FILE is also a file of the archive folder
 *                     (games/b.csv: kept, load and the readers meet it);
 *   byte 2, injected write failures: 0 none, else no file the run
 *           writes may grow past 64 * byte 2 bytes (a real RLIMIT_FSIZE:
 *           write() fails with EFBIG as on a full disk).  libFuzzer's own
 *           copy of a crashing input may then be cut short too: the input
 *           is also in DIR.input (DIR: the private directory, named at
 *           the start), written before each run that has a limit.
 *
 * The archive is never rewritten: every file of the archive folder before
 * a run is there after it, byte for byte, or the harness aborts.  A run
 * with a write limit is followed by a next start without one (`treeref
 * --journal`, nothing typed), which retries the writes left pending (a
 * finished game, a correction, a copy kept aside by a `new`), under the
 * same check.
 *
 * A non-empty JOURNAL is the table's journal before the run (resumed
 * with --resume, repaired and kept aside when damaged, or kept aside as
 * an unfinished game).  Scripts hold any bytes: NUL bytes, empty lines,
 * byte order marks, lines over the length cap. */
#define _GNU_SOURCE /* memmem */
#include <stdlib.h>
/* main() registers its check of standard output at exit once per run;
 * here it runs many times in one process, and libFuzzer's own exit (with
 * standard output closed by -close_fd_mask) would end in that check's
 * exit status 2.  The exit status each run returns is what is checked
 * below (0 to 2); the check on close is the test suite's (test_owned). */
static int
no_atexit(void (*fn)(void))
{
	(void)fn;
	return 0;
}
#define atexit no_atexit
#define main treeref_main
#include "../../src/main.c"
#undef main
#undef atexit

#include <dirent.h>
#include <stdint.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "fuzz_locale.h"
#include "ident.h"
#include "journal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static char dir[] = "/dev/shm/treeref-fuzz-program-XXXXXX";
static char dir_tmp[] = "/tmp/treeref-fuzz-program-XXXXXX";
static const char *top;
static struct sbuf input_copy; /* DIR.input */

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	top = mkdtemp(dir);
	if (top == NULL)
		top = mkdtemp(dir_tmp);
	if (top == NULL || chdir(top) != 0)
		abort();
	sbuf_printf(&input_copy, "%s.input", top);
	fprintf(stderr, "fuzz_program: private directory %s\n", top);
	setenv("HOME", top, 1);
	unsetenv("TREEREF_HISTORY");
	unsetenv("XDG_DATA_HOME"); /* the archive under the private HOME */
	fuzz_use_build_catalogue(); /* --lang fr */
	return 0;
}

/* Remove everything under the directory open as `fd` (which is closed). */
static void
empty_dir(int fd)
{
	DIR *d = fdopendir(fd);
	struct dirent *e;

	if (d == NULL) {
		close(fd);
		return;
	}
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		if (unlinkat(fd, e->d_name, 0) == 0)
			continue;
		int sub = openat(fd, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
		if (sub >= 0)
			empty_dir(sub);
		unlinkat(fd, e->d_name, AT_REMOVEDIR);
	}
	closedir(d);
}

/* The files of the archive folder as they were: name and content hash. */
#define ARCHIVE_DIR ".local/share/treeref/games"
struct kept_file { char name[256]; uint64_t hash; };
static struct kept_file before_run[64];
static size_t nbefore;

static uint64_t
file_hash(int dfd, const char *name, bool *ok)
{
	int fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW);
	uint64_t h = IDENT_HASH_INIT;
	char buf[4096];
	ssize_t n;
	char *one[] = { buf };

	*ok = fd >= 0;
	while (fd >= 0 && (n = read(fd, buf, sizeof buf - 1)) > 0) {
		buf[n] = '\0';
		h = ident_hash_row(h, 1, one) ^ (uint64_t)n; /* NULs count too */
	}
	if (fd >= 0)
		close(fd);
	return h;
}

/* Note the archive's files (up to 64), to find them unchanged after. */
static void
note_archive(void)
{
	DIR *d = opendir(ARCHIVE_DIR);
	struct dirent *e;
	bool ok;

	nbefore = 0;
	while (d && (e = readdir(d)) != NULL && nbefore < 64) {
		if (e->d_name[0] == '.' || strlen(e->d_name) >= sizeof before_run[0].name)
			continue;
		snprintf(before_run[nbefore].name, sizeof before_run[0].name, "%s", e->d_name);
		before_run[nbefore].hash = file_hash(dirfd(d), e->d_name, &ok);
		if (ok)
			nbefore++;
	}
	if (d)
		closedir(d);
}

/* Every file noted is still there, byte for byte. */
static void
check_archive(void)
{
	int dfd = open(ARCHIVE_DIR, O_RDONLY | O_DIRECTORY);
	bool ok;

	for (size_t i = 0; i < nbefore; i++)
		if (dfd < 0 || file_hash(dfd, before_run[i].name, &ok) != before_run[i].hash || !ok)
			abort(); /* a file of the archive changed or went */
	if (dfd >= 0)
		close(dfd);
}

static void
put_file(const char *path, const uint8_t *p, size_t n)
{
	FILE *fp = fopen(path, "w");

	if (fp == NULL)
		abort();
	fwrite(p, 1, n, fp);
	fclose(fp);
}

/* The next section of data[*at..size): up to a line "====". */
static size_t
section(const uint8_t *data, size_t size, size_t *at, const uint8_t **start)
{
	static const char mark[] = "\n====\n";
	const uint8_t *p = data + *at;
	size_t left = size - *at;
	const uint8_t *m = memmem(p, left, mark, sizeof mark - 1);
	size_t n = m ? (size_t)(m - p) : left;

	*start = p;
	*at += m ? n + sizeof mark - 1 : n;
	return n;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *a, *jtext, *b;
	size_t at = 3, na, nj, nb;
	char *argv[24];
	int argc = 0, saved_in = -1;
	struct journal *held = NULL;
	struct rlimit old, lim;

	if (size < 3)
		return 0;
	uint8_t opt = data[0], mode = data[1] & 7, table = (data[1] >> 3) & 3;
	bool exist = data[1] & 32;
	na = section(data, size, &at, &a);
	nj = section(data, size, &at, &jtext);
	nb = section(data, size, &at, &b);

	empty_dir(open(top, O_RDONLY | O_DIRECTORY));
	struct sbuf state = { 0 }, jdir = { 0 };
	if (table == 2) {
		put_file("blocker", (const uint8_t *)"", 0);
		sbuf_printf(&state, "%s/blocker/state", top);
	} else
		sbuf_printf(&state, "%s/state", top);
	setenv("XDG_STATE_HOME", state.s, 1);
	put_file("a", a, na);
	put_file("b", b, nb);
	if (data[1] & 128) {
		make_parent_dirs(ARCHIVE_DIR "/b.csv");
		mkdir(ARCHIVE_DIR, 0777);
		put_file(ARCHIVE_DIR "/b.csv", b, nb);
	}
	note_archive();
	if (exist) {
		put_file("out", (const uint8_t *)"x\n", 2);
		put_file("out.csv", (const uint8_t *)"x\n", 2);
	}
	if (table != 2 && journal_dir(&jdir, table == 3 ? "t1" : NULL)) {
		if (nj > 0) {
			struct sbuf jpath = { 0 };
			sbuf_printf(&jpath, "%s/journal", jdir.s);
			make_parent_dirs(jpath.s);
			put_file(jpath.s, jtext, nj);
			sbuf_free(&jpath);
		}
		if (table == 1) {
			enum journal_open_result res;
			long holder;
			struct sbuf why = { 0 };
			held = journal_open(jdir.s, &res, &holder, &why);
			sbuf_free(&why);
		}
	}

	argv[argc++] = (char *)"treeref";
	if (opt & 1) argv[argc++] = (char *)"--strict";
	if (opt & 2) argv[argc++] = (char *)"--json";
	if (opt & 4) argv[argc++] = (char *)"-f";
	if (opt & 8) argv[argc++] = (char *)"-r";
	if (opt & 16) argv[argc++] = (char *)"--journal";
	if (opt & 32) argv[argc++] = (char *)"--no-color";
	if (opt & 64) { argv[argc++] = (char *)"--sep"; argv[argc++] = (char *)";"; }
	if (opt & 128) { argv[argc++] = (char *)"--lang"; argv[argc++] = (char *)"fr"; }
	if (table == 3) { argv[argc++] = (char *)"--table"; argv[argc++] = (char *)"t1"; }
	if (data[1] & 64) argv[argc++] = (char *)"--amend";
	switch (mode) {
	case 0: argv[argc++] = (char *)"a"; break;
	case 1: break;
	case 2: argv[argc++] = (char *)"a"; argv[argc++] = (char *)"b"; break;
	case 3: argv[argc++] = (char *)"check"; argv[argc++] = (char *)"a";
		argv[argc++] = (char *)"b"; break;
	case 4: argv[argc++] = (char *)"standings"; argv[argc++] = (char *)"a";
		argv[argc++] = (char *)"b"; argv[argc++] = (char *)"--csv";
		argv[argc++] = (char *)"out.csv"; break;
	case 5: argv[argc++] = (char *)"report"; argv[argc++] = (char *)"a";
		argv[argc++] = (char *)"b"; argv[argc++] = (char *)"-o";
		argv[argc++] = (char *)"out"; break;
	case 6: argv[argc++] = (char *)"replay"; argv[argc++] = (char *)"a"; break;
	default: argv[argc++] = (char *)"a"; argv[argc++] = (char *)"-"; break;
	}
	argv[argc] = NULL;
	if (mode == 1 || mode == 7) {
		int fd = open(mode == 1 ? "a" : "b", O_RDONLY);
		saved_in = dup(STDIN_FILENO);
		if (fd < 0 || saved_in < 0 || dup2(fd, STDIN_FILENO) < 0)
			abort();
		close(fd);
	}
	getrlimit(RLIMIT_FSIZE, &old);
	if (data[2]) {
		put_file(input_copy.s, data, size);
		lim = old;
		lim.rlim_cur = 64 * (rlim_t)data[2];
		setrlimit(RLIMIT_FSIZE, &lim);
	}
	int status = treeref_main(argc, argv);
	if (status < 0 || status > 2) /* the exit statuses the manual names */
		abort();
	setrlimit(RLIMIT_FSIZE, &old);
	fflush(stdout);
	clearerr(stdout);
	if (saved_in >= 0) {
		dup2(saved_in, STDIN_FILENO);
		close(saved_in);
	}
	check_archive();
	if (data[2] && held == NULL && table != 2) {
		/* the next start, with room again: pending writes retried */
		char *again[] = { (char *)"treeref", (char *)"--journal", NULL, NULL, NULL };
		int n = 2, null_in = open("/dev/null", O_RDONLY);
		if (table == 3) {
			again[n++] = (char *)"--table";
			again[n++] = (char *)"t1";
		}
		note_archive();
		saved_in = dup(STDIN_FILENO);
		if (null_in < 0 || saved_in < 0 || dup2(null_in, STDIN_FILENO) < 0)
			abort();
		close(null_in);
		status = treeref_main(n, again);
		if (status < 0 || status > 2)
			abort();
		fflush(stdout);
		clearerr(stdout);
		dup2(saved_in, STDIN_FILENO);
		close(saved_in);
		check_archive();
	}
	if (held)
		journal_close(held);
	i18n_set("en");
	sbuf_free(&state);
	sbuf_free(&jdir);
	return 0;
}
