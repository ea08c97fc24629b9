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
	fuzz_complete)
		# the transcripts, a game and a language byte first (see
		# fuzz_complete.c: bit 0 French, the rest a game of the
		# registry); each in English and in French, in its own game
		n=$("$top/treeref" --game-ids | wc -w)
		for f in "$top"/tests/cli/*.in "$top"/tests/cli/*/*.in; do
			[ -e "$f" ] || continue
			i=0
			for id in $("$top/treeref" --game-ids); do
				case $f in */"$id"/*) break ;; esac
				i=$((i + 1))
			done
			[ $i -lt "$n" ] || i=0
			b=$(basename "$f")
			{ printf "\\$(printf %03o $((i * 2)))"; cat "$f"; } >"$corpus/$b.en"
			{ printf "\\$(printf %03o $((i * 2 + 1)))"; cat "$f"; } >"$corpus/$b.fr"
		done ;;
	fuzz_commands|fuzz_journal)
		for f in "$top"/tests/cli/*.in "$top"/tests/cli/*/*.in; do
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
		for f in "$top"/tests/cli/*.in "$top"/tests/cli/*/*.in; do
			n=$(basename "$f" .in)
			case $n in fr-*) continue ;; esac
			{ cat "$f"; printf '\nexport log %s/%s.csv\n' "$seeds" "$n"; } |
			    HOME=$seeds XDG_STATE_HOME=$seeds "$top/treeref" --force >/dev/null 2>&1
		done
		cp "$seeds"/*.csv "$corpus/" 2>/dev/null
		rm -rf "$seeds" ;;
	fuzz_program)
		# three bytes (options, mode and table, write limit: see
		# fuzz_program.c), then SCRIPT ==== JOURNAL ==== SECOND-FILE
		seed() { # NAME OPTIONS MODE LIMIT FILE-A [JOURNAL [FILE-B]]
			{ printf "\\$(printf %03o "$2")\\$(printf %03o "$3")\\$(printf %03o "$4")"
			  cat "$5"
			  if [ $# -gt 5 ]; then printf '\n====\n'; cat "$6"; fi
			  if [ $# -gt 6 ]; then printf '\n====\n'; cat "$7"; fi
			} >"$corpus/$1"
		}
		t=$(mktemp -d)
		for f in "$top"/tests/cli/*.in "$top"/tests/cli/*/*.in; do
			[ -e "$f" ] && seed "$(basename "$f")" 0 0 0 "$f"
		done
		logs=$top/tests/csv/tournament
		printf 'new bte ann bob\nplace ann red 2 1\nplace bob blue 1 1\n' >"$t/game"
		printf 'new bte ann bob\nplace ann red 2 1\nplace bob bl' >"$t/torn"
		printf 'new bte ann bob\n\000\000\000\000\nplace ann red 2 1\n\000\000' >"$t/nul"
		printf 'nev bte ann bob\nplace ann red 2 1\n' >"$t/first"
		printf 'status\nplace bob blue 1 1\nundo\nexport log l.csv\nquit\n' >"$t/more"
		printf '\357\273\277new tlh cy dee\n\n\nstatus\nsta\000tus\n' >"$t/bom"
		{ printf 'new bte ann bob\n'; head -c 5000 /dev/zero | tr '\0' x; printf '\nstatus\n'; } >"$t/long"
		: >"$t/empty"
		# journals as treeref writes them (whatever its line format),
		# whole, cut short and with a byte changed in the middle
		printf 'new bte ann bob\nplace ann red 2 1\nplace bob blue 2 2\nundo\n' |
		    HOME=$t XDG_STATE_HOME=$t/st "$top/treeref" --journal >/dev/null 2>&1
		if [ -s "$t/st/treeref/journal" ]; then
			j=$t/st/treeref/journal
			n=$(wc -c <"$j")
			head -c $((n - 5)) "$j" >"$t/written-torn"
			cp "$j" "$t/written-flipped"
			printf '#' | dd of="$t/written-flipped" bs=1 seek=$((n / 2)) conv=notrunc 2>/dev/null
			seed written 8 1 0 "$t/more" "$j"
			seed written-torn 8 1 0 "$t/more" "$t/written-torn"
			seed written-flipped 8 1 0 "$t/more" "$t/written-flipped"
		fi
		seed resume-torn 8 1 0 "$t/more" "$t/torn"     # -r, a torn last line
		seed resume-nul 8 1 0 "$t/more" "$t/nul"       # -r, a power cut's NULs
		seed resume-first 8 1 0 "$t/more" "$t/first"   # -r, a damaged first line
		seed aside 16 1 0 "$t/more" "$t/game"          # --journal: kept aside
		seed busy 16 9 0 "$t/more" "$t/game"           # the lock is held
		seed no-state 24 16 0 "$t/more"                # no state directory
		seed table 24 25 0 "$t/more" "$t/game"         # --table t1, resumed
		seed full 16 1 4 "$top/tests/cli/bte/bte-4p.in" # writes fail
		seed full-resume 8 1 1 "$t/more" "$t/torn"     # repair fails
		seed strict-json 3 0 0 "$t/more"
		seed bom 0 0 0 "$t/bom"
		seed long 1 0 0 "$t/long"
		seed two 0 2 0 "$t/game" "$t/empty" "$t/more"
		seed stdin-too 0 7 0 "$t/game" "$t/empty" "$t/more"
		seed sep 64 0 0 "$t/more"
		seed check 0 3 0 "$logs/game1.csv" "$t/empty" "$logs/game2.csv"
		seed check-bad 0 3 0 "$top/tests/csv/mixed/c-illegal.csv" "$t/empty" "$logs/game3.csv"
		seed standings 64 4 0 "$logs/game1.csv" "$t/empty" "$logs/game4.csv"
		seed standings-exists 0 36 0 "$logs/game1.csv" "$t/empty" "$logs/game4.csv"
		seed report 128 5 0 "$logs/game3.csv" "$t/empty" "$logs/game4.csv"
		seed report-full 4 5 8 "$logs/game3.csv" "$t/empty" "$logs/game4.csv"
		seed replay 0 6 0 "$logs/game2.csv"
		# the archive never rewritten: a correction (--amend, bit 6 of
		# the mode), its write failing (a limit that the journal stays
		# under and the log does not: the next start retries it), and a
		# log of two games in the archive folder (bit 7) taken back
		grep -E '^(new|objective|play)' "$top/tests/cli/tlh/tlh-2p.in" >"$t/tlh"
		{ cat "$t/tlh"; printf 'undo\nplay bob red2 red3\nundo\nquit\n'; } >"$t/correct"
		{ cat "$t/tlh"; printf 'new bte a b\nquit\n'; } >"$t/then-new"
		{ cat "$t/tlh"; printf 'export log %s\n' "$t/one.csv"; } |
		    HOME=$t XDG_STATE_HOME=$t/st2 "$top/treeref" --no-archive >/dev/null 2>&1
		{ cat "$logs/game1.csv"; tail -n +2 "$t/one.csv"; } >"$t/two-games"
		printf 'kept\nkept 1\nundo\nplay bob red2 red3\nquit\n' >"$t/take-back"
		seed correct 16 65 0 "$t/correct"
		seed correct-full 16 65 18 "$t/correct"
		seed pending-new 16 1 18 "$t/then-new"
		seed two-games 16 193 0 "$t/take-back" "$t/empty" "$t/two-games"
		seed readers 0 131 0 "$t/one.csv" "$t/empty" "$t/two-games"
		rm -rf "$t" ;;
	fuzz_report|fuzz_split)
		# the logs of all four games; a log of several games, cut into
		# parts by fuzz_split at each game (with commas and semicolons)
		logs=$top/tests/csv/tournament
		for f in "$top"/tests/csv/v1/*.csv "$top"/tests/csv/v2/*.csv "$logs"/*.csv \
		    "$top"/tests/csv/mixed/*.csv; do
			[ -e "$f" ] && { printf '\003'; cat "$f"; } >"$corpus/$(basename "$f")"
		done
		{ printf '\003'; cat "$logs/game1.csv"
		  for f in "$logs"/game2.csv "$logs"/game3.csv "$logs"/game4.csv; do
			if [ $h = fuzz_report ]; then printf '\n====\n'; cat "$f"
			else tail -n +2 "$f"; fi
		  done; } >"$corpus/several.csv"
		tr , ';' <"$corpus/several.csv" >"$corpus/several-semicolons.csv"
		{ cat "$corpus/several.csv"; tail -c +2 "$corpus/several.csv"; } >"$corpus/twice.csv" ;;
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
