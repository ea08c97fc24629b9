/* repl.h — the interactive session on a terminal, through readline. */
#ifndef TREEREF_REPL_H
#define TREEREF_REPL_H

struct frontend;

/* Read commands at a prompt until quit or end of input; returns the exit
 * status. */
int repl_run(struct frontend *f);

#endif
