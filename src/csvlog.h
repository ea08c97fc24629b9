/* csvlog.h — every CSV read and write, through libcsv. */
#ifndef TREEREF_CSVLOG_H
#define TREEREF_CSVLOG_H

#include <stdbool.h>

struct sheet;
struct verdict;

/* Write a table to `path` through a temporary file renamed into place.
 * An existing file is refused unless `force`. */
bool csvlog_write_sheet(const char *path, const struct sheet *s, bool force,
    struct verdict *v);

#endif
