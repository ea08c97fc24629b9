#!/bin/sh
# Writes the sample tournament's event logs again from its scripts: each
# script plays one table's game and ends with `export log`.
#   sh data/tournament/regenerate.sh [path/to/treeref]
here=$(cd "$(dirname "$0")" && pwd)
treeref=${1:-treeref}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
# The dates the logs hold (log version 4) come from SOURCE_DATE_EPOCH: a
# club evening of 26 November 2026 in Paris, round N starting at
# 19:00 + 40 min x (N - 1), table T a minute after table T - 1.
export TZ=Europe/Paris
for script in "$here"/scripts/*.txt; do
	name=$(basename "$script" .txt)
	table=${name#table}; table=${table%%-*}
	round=${name#*round}
	SOURCE_DATE_EPOCH=$((1795716000 + (round - 1) * 2400 + (table - 1) * 60))
	export SOURCE_DATE_EPOCH
	(cd "$tmp" && "$treeref" --lang en --strict "$script" >/dev/null) || status=1
done
cp "$tmp"/*.csv "$here"/
exit $status
