/* pairs.c — times two commands against each other, paired: each pair runs
 * A and B back to back (A first in even pairs, B first in odd ones, so
 * neither always inherits the other's warm caches), so a drift in the
 * machine's load hits both sides of a pair alike.  The clock is
 * CLOCK_MONOTONIC around posix_spawn and wait4, nothing else; peak memory
 * is the child's ru_maxrss.
 *
 *   pairs [-n PAIRS] [-w WARMUP] [-i IN] [-o OUT] [-r PATH] A... [-- B...]
 *
 *   -n  pairs measured (default 9); -w pairs run first and not counted
 *       (default 1)
 *   -i  standard input of every run (default /dev/null)
 *   -o  standard output of every run, a new file each time, the last one
 *       removed before the clock starts (default /dev/null)
 *   -r  a file removed before each run of A, untimed (a journal)
 *
 * Standard error goes to /dev/null; a run that exits with a status other
 * than 0 stops everything (exit 1), so no failure is ever timed.
 * Prints one line: the median seconds of A, of B, the median of the
 * per-pair ratios A/B, their first and third quartiles, the largest peak
 * RSS of A and of B in KiB, and the median CPU seconds (user + system) of
 * A and of B.  Without B, only A is run and the B fields are "-".
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

struct side {
	char **argv;
	double *secs, *cpu;
	long maxrss;
};

static const char *in_path = "/dev/null", *out_path = "/dev/null", *rm_path;

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Runs one side once; returns its wall-clock seconds and leaves its CPU
 * seconds (user and system) in *cpu. */
static double
run(struct side *s, int is_a, double *cpu)
{
	posix_spawn_file_actions_t fa;
	struct rusage ru;
	pid_t pid;
	int status, e;
	double t0, t1;

	if (is_a && rm_path && unlink(rm_path) != 0 && errno != ENOENT) {
		perror(rm_path);
		exit(1);
	}
	/* freeing the last run's output is not this run's work */
	if (strcmp(out_path, "/dev/null") != 0 && unlink(out_path) != 0 && errno != ENOENT) {
		perror(out_path);
		exit(1);
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, in_path, O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 1, out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	t0 = now();
	e = posix_spawnp(&pid, s->argv[0], &fa, NULL, s->argv, environ);
	if (e != 0) {
		fprintf(stderr, "pairs: %s: %s\n", s->argv[0], strerror(e));
		exit(1);
	}
	while (wait4(pid, &status, 0, &ru) < 0)
		if (errno != EINTR) {
			perror("pairs: wait4");
			exit(1);
		}
	t1 = now();
	posix_spawn_file_actions_destroy(&fa);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "pairs: %s", s->argv[0]);
		for (char **a = s->argv + 1; *a; a++)
			fprintf(stderr, " %s", *a);
		if (WIFEXITED(status))
			fprintf(stderr, ": exit status %d\n", WEXITSTATUS(status));
		else
			fprintf(stderr, ": killed by signal %d\n", WTERMSIG(status));
		exit(1);
	}
	if (ru.ru_maxrss > s->maxrss)
		s->maxrss = ru.ru_maxrss;
	*cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
	    (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
	return t1 - t0;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The q-quantile of n sorted values, interpolated between neighbours. */
static double
quantile(const double *v, int n, double q)
{
	double pos = q * (n - 1);
	int i = (int)pos;

	return i + 1 < n ? v[i] + (pos - i) * (v[i + 1] - v[i]) : v[i];
}

static void
usage(void)
{
	fputs("usage: pairs [-n PAIRS] [-w WARMUP] [-i IN] [-o OUT] [-r PATH] A... [-- B...]\n", stderr);
	exit(2);
}

int
main(int argc, char **argv)
{
	struct side a = { 0 }, b = { 0 };
	int n = 9, warm = 1, c;
	double *ratio;

	while ((c = getopt(argc, argv, "+n:w:i:o:r:")) != -1) {
		switch (c) {
		case 'n': n = atoi(optarg); break;
		case 'w': warm = atoi(optarg); break;
		case 'i': in_path = optarg; break;
		case 'o': out_path = optarg; break;
		case 'r': rm_path = optarg; break;
		default: usage();
		}
	}
	if (optind >= argc || n < 1 || warm < 0)
		usage();
	a.argv = argv + optind;
	for (int i = optind; i < argc; i++)
		if (strcmp(argv[i], "--") == 0) {
			argv[i] = NULL;
			b.argv = argv + i + 1;
			if (b.argv[0] == NULL)
				usage();
			break;
		}
	a.secs = calloc((size_t)n, sizeof *a.secs);
	b.secs = calloc((size_t)n, sizeof *b.secs);
	a.cpu = calloc((size_t)n, sizeof *a.cpu);
	b.cpu = calloc((size_t)n, sizeof *b.cpu);
	ratio = calloc((size_t)n, sizeof *ratio);
	if (!a.secs || !b.secs || !a.cpu || !b.cpu || !ratio)
		return 1;
	for (int i = -warm; i < n; i++) {
		double ta, tb = 0, ca, cb = 0;
		if (b.argv && (i & 1)) {
			tb = run(&b, 0, &cb);
			ta = run(&a, 1, &ca);
		} else {
			ta = run(&a, 1, &ca);
			if (b.argv)
				tb = run(&b, 0, &cb);
		}
		if (i < 0)
			continue;
		a.secs[i] = ta;
		b.secs[i] = tb;
		a.cpu[i] = ca;
		b.cpu[i] = cb;
		ratio[i] = b.argv ? ta / tb : 0;
	}
	qsort(a.secs, (size_t)n, sizeof *a.secs, cmp);
	qsort(b.secs, (size_t)n, sizeof *b.secs, cmp);
	qsort(ratio, (size_t)n, sizeof *ratio, cmp);
	qsort(a.cpu, (size_t)n, sizeof *a.cpu, cmp);
	qsort(b.cpu, (size_t)n, sizeof *b.cpu, cmp);
	if (b.argv)
		printf("%.9f %.9f %.6f %.6f %.6f %ld %ld %.6f %.6f\n", quantile(a.secs, n, 0.5),
		    quantile(b.secs, n, 0.5), quantile(ratio, n, 0.5),
		    quantile(ratio, n, 0.25), quantile(ratio, n, 0.75), a.maxrss, b.maxrss,
		    quantile(a.cpu, n, 0.5), quantile(b.cpu, n, 0.5));
	else
		printf("%.9f - - - - %ld - %.6f -\n", quantile(a.secs, n, 0.5), a.maxrss,
		    quantile(a.cpu, n, 0.5));
	free(a.secs);
	free(b.secs);
	free(a.cpu);
	free(b.cpu);
	free(ratio);
	return 0;
}
