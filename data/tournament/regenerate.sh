#!/bin/sh
# Writes the sample tournament's event logs again from its scripts: each
# script plays one table's game and ends with `export log`.
#   sh data/tournament/regenerate.sh [path/to/treeref]
here=$(cd "$(dirname "$0")" && pwd)
treeref=${1:-treeref}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
# The dates the logs hold (log version 4) are given with --date: a club
# evening of 26 November 2026 in Paris, round N starting at
# 19:00 + 40 min x (N - 1), table T a minute after table T - 1.
export TZ=Europe/Paris
for script in "$here"/scripts/*.txt; do
	name=$(basename "$script" .txt)
	table=${name#table}; table=${table%%-*}
	round=${name#*round}
	minutes=$(((round - 1) * 40 + (table - 1)))
	when=$(printf '2026-11-26T%02d:%02d:00+01:00' $((19 + minutes / 60)) $((minutes % 60)))
	(cd "$tmp" && "$treeref" --lang en --strict --date "$when" "$script" >/dev/null) ||
	    status=1
done
cp "$tmp"/*.csv "$here"/
exit $status
