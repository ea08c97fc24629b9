/* floor.c — the read-and-write floor for a command script: what any
 * referee must at least do per line, and nothing more.  It reads the
 * script (the files named, or standard input) a line at a time, splits
 * each line into words, looks the first word up in a small table of the
 * command words and writes that word's fixed answer.  No rules, no state:
 * treeref's script time divided by this one's is the cost of refereeing.
 * An unknown word is reported on standard error with its line, exit 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WORDS 16

/* The command words of the manual, each with an answer about as long as
 * treeref's usual one for it. */
static const struct {
	const char *word, *answer;
} table[] = {
	{ "new", "Best Treehouse Ever: ann, bob, clockwise; ann is the oldest and chooses first in round 1.\n" },
	{ "place", "ann: red room at level 2 slot 1; the marker moves to the left space.\n" },
	{ "discard", "bob discards a card face down.\n" },
	{ "take", "ann takes a x2 token.\n" },
	{ "cover", "ann covers brown: brown rooms score nothing this round.\n" },
	{ "choose", "ann chooses red: red rooms score 1 point each this round.\n" },
	{ "play", "ann plays.\n" },
	{ "undo", "Undone: place ann red 2 1.\n" },
	{ "redo", "Redone: place ann red 2 1.\n" },
	{ "show", "ann's treehouse.\n" },
	{ "legal", "Legal slots: level 2 slot 1, level 2 slot 2.\n" },
	{ "why", "That move was legal.\n" },
	{ "status", "Round 1, pick 1: every player plays a card.\n" },
	{ "score", "ann 0, bob 0.\n" },
	{ "export", "Exported.\n" },
	{ "load", "Loaded.\n" },
	{ "lang", "Language: English.\n" },
	{ "help", "Commands: new, place, discard, take, cover, choose, undo, redo.\n" },
	{ "rules", "Best Treehouse Ever, in short.\n" },
	{ "quit", "Bye.\n" },
};

static int
one_file(FILE *fp, const char *name)
{
	char *line = NULL, *word[MAX_WORDS];
	size_t cap = 0;
	ssize_t len;
	unsigned long lineno = 0;
	int status = 0;

	while ((len = getline(&line, &cap, fp)) >= 0) {
		int n = 0;
		lineno++;
		for (char *p = line, *end = line + len; p < end && n < MAX_WORDS;) {
			while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'))
				p++;
			if (p == end)
				break;
			word[n++] = p;
			while (p < end && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
				p++;
			*p++ = '\0';
		}
		if (n == 0 || word[0][0] == '#')
			continue;
		size_t k = 0;
		while (k < sizeof table / sizeof table[0] && strcmp(table[k].word, word[0]) != 0)
			k++;
		if (k == sizeof table / sizeof table[0]) {
			fprintf(stderr, "%s:%lu: unknown command %s\n", name, lineno, word[0]);
			status = 1;
			continue;
		}
		fputs(table[k].answer, stdout);
	}
	free(line);
	return status;
}

int
main(int argc, char **argv)
{
	int status = 0;

	if (argc < 2)
		return one_file(stdin, "-");
	for (int i = 1; i < argc; i++) {
		FILE *fp = fopen(argv[i], "r");
		if (fp == NULL) {
			perror(argv[i]);
			return 2;
		}
		status |= one_file(fp, argv[i]);
		fclose(fp);
	}
	return status;
}
