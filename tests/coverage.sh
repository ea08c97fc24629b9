#!/bin/sh
# The line coverage of the prompt and of TAB completion under make check
# (issue 38): repl.c, complete.c, each game's completer (a file of its
# own, or the complete_* functions of its commands file), measured with
# gcov.  Builds a copy of the working tree in a temporary folder with
# --coverage (dynamically linked: gcov needs no static libc), runs make
# check there, prints a line a file and removes the copy.
#   sh tests/coverage.sh           the working tree
#   sh tests/coverage.sh DIR       report on DIR, already built and checked
#                                  with CFLAGS='-O0 -g --coverage' STATIC=0
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -gt 0 ]; then
	tree=$1
else
	tree=$(mktemp -d)
	trap 'rm -rf "$tree"' EXIT
	(cd "$top" && git ls-files -co --exclude-standard -z |
	    xargs -0 tar -cf - 2>/dev/null) | tar -C "$tree" -xf -
	(cd "$tree" && make check STATIC=0 LTO= CFLAGS='-O0 -g --coverage' \
	    LDFLAGS='--coverage' >"$tree/check.log" 2>&1) ||
	    { tail -5 "$tree/check.log"; echo "coverage: make check failed" >&2; exit 1; }
	tail -1 "$tree/check.log"
fi
cd "$tree" || exit 1
whole() { # FILE: its lines run, of its lines
	gcov -n -o "$(dirname "$1")" "$1" 2>/dev/null |
	    awk -v f="$1" '$0 == "File '\''" f "'\''" { getline; print; exit }'
}
part() { # FILE: the lines of its complete* functions run, of theirs
	gcov -n -f -o "$(dirname "$1")" "$1" 2>/dev/null |
	    awk '/^Function '\''(complete|offer)/ { getline; split($0, a, /[:% ]+/)
	        n += a[5]; run += a[3] * a[5] / 100 }
	    END { if (n) printf "Lines executed:%.2f%% of %d (complete* functions)\n", 100 * run / n, n }'
}
for f in src/frontend/repl.c src/frontend/complete.c; do
	printf '%-34s %s\n' "$f" "$(whole "$f")"
done
for d in src/*/; do
	c=$(ls "$d"*_complete.c 2>/dev/null)
	if [ -n "$c" ]; then
		printf '%-34s %s\n' "$c" "$(whole "$c")"
	else
		for c in "$d"*_cmd.c; do
			[ -e "$c" ] && grep -q '^complete_' "$c" &&
			    printf '%-34s %s\n' "$c" "$(part "$c")"
		done
	fi
done
