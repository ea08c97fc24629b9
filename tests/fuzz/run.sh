#!/bin/sh
# Runs each libFuzzer harness for SECONDS, starting from a seed corpus made
# from the test suite; prints executions, corpus size and crashes.
set -u
secs=$1
shift
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$top/tests/fuzz/build
status=0
for h in "$@"; do
	corpus=$work/corpus-$h
	mkdir -p "$corpus"
	case $h in
	fuzz_commands|fuzz_journal)
		for f in "$top"/tests/cli/*.in; do
			[ -e "$f" ] && cp "$f" "$corpus/"
		done
		# the files and the journal's own commands: export, load, kept
		printf '%s\n' 'new bte ann bob' 'place ann red 2 1' 'export log a.csv' \
		    'export scores b.csv' 'new tlh cy dee' 'kept' 'kept 1' 'load a.csv' \
		    'undo' 'redo' 'load b.csv' >"$corpus/files.in"
		# what a power cut leaves: NUL bytes inside and at the end
		printf 'new bte ann bob\n\0\0\0\0\0\0\0\0\nplace ann red 2 1\n\0\0\0' \
		    >"$corpus/power-cut.in"
		# journals as treeref writes them: checked lines (a sequence
		# number and a checksum each)
		if [ "$h" = fuzz_journal ]; then
			seeds=$(mktemp -d)
			for f in "$top"/tests/cli/bte-*.in "$top"/tests/cli/tlh-*.in; do
				[ -e "$f" ] || continue
				HOME=$seeds XDG_STATE_HOME=$seeds "$top/treeref" --journal <"$f" \
				    >/dev/null 2>&1
				cp "$seeds/treeref/journal" "$corpus/journal-$(basename "$f" .in)" \
				    2>/dev/null
			done
			rm -rf "$seeds"
		fi ;;
	fuzz_csv)
		for f in "$top"/tests/csv/*/*.csv "$top"/tests/csv/*.csv; do
			[ -e "$f" ] && cp "$f" "$corpus/"
		done
		# a log of every transcript, so that all four games are replayed
		seeds=$(mktemp -d)
		for f in "$top"/tests/cli/*.in; do
			n=$(basename "$f" .in)
			case $n in fr-*) continue ;; esac
			{ cat "$f"; printf '\nexport log %s/%s.csv\n' "$seeds" "$n"; } |
			    HOME=$seeds XDG_STATE_HOME=$seeds "$top/treeref" --force >/dev/null 2>&1
		done
		cp "$seeds"/*.csv "$corpus/" 2>/dev/null
		rm -rf "$seeds" ;;
	esac
	# the commands harness reads a language byte first
	[ "$h" = fuzz_commands ] && for f in "$corpus"/*.in; do
		[ -e "$f" ] || continue
		{ printf 'e'; cat "$f"; } >"$f.en" && { printf 'f'; cat "$f"; } >"$f.fr" && rm -f "$f"
	done
	mkdir -p "$work/artifacts-$h"
	log=$work/$h.log
	(cd "$work" && "./$h" -max_total_time="$secs" -print_final_stats=1 -close_fd_mask=3 -rss_limit_mb=2048 -max_len=65536 \
	    -artifact_prefix="$work/artifacts-$h/" "$corpus" >"$log" 2>&1)
	rc=$?
	execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{print $2}')
	[ -n "$execs" ] || execs=$(grep -Eo '#[0-9]+' "$log" | tail -1 | tr -d '#')
	files=$(ls "$corpus" | wc -l)
	crashes=$(ls "$work/artifacts-$h" | wc -l)
	echo "$h: ${execs:-?} executions, corpus $files files, $crashes crashes (exit $rc)"
	if [ "$rc" -ne 0 ] || [ "$crashes" -ne 0 ]; then
		status=1
		tail -40 "$log"
	fi
done
exit $status
