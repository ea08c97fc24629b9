#!/bin/sh
# Writes the sample tournament's event logs again from its scripts: each
# script plays one table's game and ends with `export log`.
#   sh data/tournament/regenerate.sh [path/to/treeref]
here=$(cd "$(dirname "$0")" && pwd)
treeref=${1:-treeref}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for script in "$here"/scripts/*.txt; do
	(cd "$tmp" && "$treeref" --lang en --strict "$script" >/dev/null) || status=1
done
cp "$tmp"/*.csv "$here"/
exit $status
