/* report_html.h — the report page: standings over event logs and every
 * game with its score sheet, verdict and pictures, as one self-contained
 * HTML file (no script, no network: inline CSS and SVG). */
#ifndef TREEREF_REPORT_HTML_H
#define TREEREF_REPORT_HTML_H

#include <stdbool.h>

struct session;
struct verdict;

/* `treeref report LOG... [-o FILE.html] [--lang en|fr] [--force]`: 0 when
 * every log was legal, 1 when one was left out (or the page could not be
 * written), 2 on a usage error. */
int report_main(int argc, char **argv, bool force);

/* `export report FILE.html`: the page for the game in play. */
bool report_export(const struct session *s, const char *path, bool force,
    struct verdict *v);

#endif
