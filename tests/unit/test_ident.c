/* SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 the treeref authors; see LICENSE. */
/* test_ident.c — game ids drawn from the kernel's random bytes, kept in a
 * pool between games (issue 43: one getrandom call a game was a third of
 * a long script's system time): every id of a long run differs from the
 * others, and a child of fork() never hands out the ids its parent will
 * (the pool is emptied in the child). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "ident.h"

static int
by_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* 2,000 ids of one process (the pool refilled many times over): each a
 * game id, no two the same. */
static void
many_distinct(void **state)
{
	enum { N = 2000 };
	static char ids[N][IDENT_ID_SIZE];

	(void)state;
	for (int i = 0; i < N; i++) {
		ident_new_id(ids[i], NULL);
		assert_true(ident_is_id(ids[i]));
	}
	qsort(ids, N, sizeof ids[0], by_text);
	for (int i = 1; i < N; i++)
		if (strcmp(ids[i - 1], ids[i]) == 0)
			fail_msg("id %s drawn twice", ids[i]);
}

/* After a fork, at every place in the pool: the child's next ids are
 * not the parent's next ids. */
static void
fork_draws_anew(void **state)
{
	(void)state;
	for (int round = 0; round < 40; round++) {
		char mine[3][IDENT_ID_SIZE], theirs[3][IDENT_ID_SIZE];
		int fd[2];

		/* a few ids first, so that the fork finds the pool part used */
		for (int k = 0; k < round % 7; k++)
			ident_new_id(mine[0], NULL);
		assert_int_equal(pipe(fd), 0);
		pid_t pid = fork();
		assert_true(pid >= 0);
		if (pid == 0) {
			close(fd[0]);
			for (int k = 0; k < 3; k++)
				ident_new_id(theirs[k], NULL);
			ssize_t w = write(fd[1], theirs, sizeof theirs);
			_exit(w == (ssize_t)sizeof theirs ? 0 : 1);
		}
		close(fd[1]);
		for (int k = 0; k < 3; k++)
			ident_new_id(mine[k], NULL);
		size_t got = 0;
		while (got < sizeof theirs) {
			ssize_t r = read(fd[0], (char *)theirs + got, sizeof theirs - got);
			assert_true(r > 0);
			got += (size_t)r;
		}
		close(fd[0]);
		int status;
		assert_int_equal(waitpid(pid, &status, 0), pid);
		assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
		for (int a = 0; a < 3; a++)
			for (int b = 0; b < 3; b++)
				if (strcmp(mine[a], theirs[b]) == 0)
					fail_msg("round %d: parent and child both drew %s", round, mine[a]);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(many_distinct),
		cmocka_unit_test(fork_draws_anew),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
