#!/bin/sh
# icount.sh: instructions counted by valgrind (cachegrind, no cache
# simulation) for a fixed set of workloads.  Counts, unlike times, do not
# depend on the load of the machine: make bench prints them, make
# bench-check (tests/bench/gate.sh) compares them with the reference
# commit's.
#
#   icount.sh inputs DIR TREEREF GEN
#       write the workloads' inputs into DIR: for each game of
#       `TREEREF --game-ids`, its sample script (data/games/en/GAME.txt)
#       once and KBIG times over, and the event logs of KBIG games of that
#       sample played in one session (`export log` after each, by
#       TREEREF: give the older program of a comparison, whose logs the
#       newer one reads): distinct games, each its own identity, as
#       readers that take a game once need; a script of GEN_SMALL and one
#       of GEN_BIG games of gen.
#   icount.sh count DIR TREEREF
#       run TREEREF on each workload under valgrind and print one line a
#       workload: NAME <tab> INSTRUCTIONS <tab> UNIT.
#
# A per-unit count is the difference of two runs (the large input less
# the small one) divided by the units between them: the steady cost of a
# command, a row or a game, start-up and the first look-ups excluded.
#
# Only stable paths are counted: English command words in a French
# locale (the messages translated, as a French club sees them), scripts
# without the journal or the archive (--no-archive) at a fixed --date,
# the sample games the data/ folder ships.  Every run gets the same
# environment (env -i, LANG=fr_FR.UTF-8 or BENCH_LOCALE, TZ=UTC),
# the same working directory and the same file names, so the counts are
# the same from one run to the next and between two programs that do
# the same work.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
KBIG=${ICOUNT_KBIG:-6}
GEN_SMALL=${ICOUNT_GEN_SMALL:-5}
GEN_BIG=${ICOUNT_GEN_BIG:-25}
# the games' date: fixed, so that their identities (log version 5) are
# derived from it, not drawn at random, and every run does the same work
DATE=2026-11-26T19:00:00+01:00

die() {
	echo "icount: $*" >&2
	exit 1
}

locale_name() {
	if [ -n "${BENCH_LOCALE:-}" ]; then
		echo "$BENCH_LOCALE"
	elif locale -a 2>/dev/null | grep -qix 'fr_FR\.utf-\{0,1\}8'; then
		echo fr_FR.UTF-8
	else
		die "the fr_FR.UTF-8 locale is not generated (make deps generates it; BENCH_LOCALE names another)"
	fi
}

# run DIR TREEREF ARGS...: TREEREF ARGS in DIR/run with the fixed
# environment; standard output to /dev/null
run_env() {
	d=$1
	shift
	mkdir -p "$d/run/home"
	(cd "$d/run" && env -i PATH=/usr/bin:/bin LANG="$(locale_name)" \
	    HOME="$d/run/home" XDG_STATE_HOME="$d/run/home/state" \
	    XDG_CONFIG_HOME="$d/run/home/config" TZ=UTC TERM=dumb "$@")
}

# lines that are commands: not blank, not a comment
commands() { grep -c '^[[:space:]]*[^#[:space:]]' "$1" || :; }
# rows of an event log: every line but the header
rows() { echo $(($(wc -l <"$1") - 1)); }

repeat() { # N FILE: FILE N times over
	i=0
	while [ "$i" -lt "$1" ]; do
		cat "$2"
		i=$((i + 1))
	done
}

inputs() {
	d=$1 t=$2 gen=$3
	[ -x "$t" ] || die "no program $t"
	rm -rf "$d/in"
	mkdir -p "$d/in"
	ids=$("$t" --game-ids) || die "$t --game-ids failed"
	echo "$ids" >"$d/in/games"
	for g in $ids; do
		sample=$top/data/games/en/$g.txt
		[ -s "$sample" ] || die "game $g has no sample script $sample"
		cp "$sample" "$d/in/script-$g-1.txt"
		repeat "$KBIG" "$sample" >"$d/in/script-$g-$KBIG.txt"
		# the logs the sample writes, by the given program: KBIG games
		# of one session, each exported as it ends, so that each is a
		# game of its own (its identity), which readers do not take
		# twice
		k=1
		while [ "$k" -le "$KBIG" ]; do
			cat "$sample"
			echo "export log log-$g-$k.csv"
			k=$((k + 1))
		done >"$d/in/export-$g.txt"
		rm -f "$d/run/log-$g-"*.csv
		run_env "$d" "$t" --no-archive --date "$DATE" "$d/in/export-$g.txt" >/dev/null 2>"$d/in/export-$g.err" ||
			die "$t could not play $sample and export its log: $(tail -n 3 "$d/in/export-$g.err")"
		mv "$d/run/log-$g-"*.csv "$d/in/"
		rm -f "$d/in/export-$g.txt" "$d/in/export-$g.err"
	done
	"$gen" script "$GEN_SMALL" "$d/in/gen-$GEN_SMALL.txt" || die "gen script failed"
	"$gen" script "$GEN_BIG" "$d/in/gen-$GEN_BIG.txt" || die "gen script failed"
	: >"$d/in/empty.txt"
}

# ir DIR TREEREF ARGS...: the instructions TREEREF ARGS executes; stops
# when it fails (a workload the program refuses measures nothing)
ir() {
	d=$1
	shift
	out=$d/cg.out
	rm -f "$out"
	if ! run_env "$d" valgrind --tool=cachegrind --cache-sim=no \
	    --cachegrind-out-file="$out" --log-file="$d/vg.log" "$@" >/dev/null 2>"$d/err"; then
		echo "icount: failed under valgrind: $*" >&2
		sed 's/^/  /' "$d/err" | tail -n 5 >&2
		grep -v '^==[0-9]*== *$' "$d/vg.log" | tail -n 5 >&2
		exit 1
	fi
	awk '/^summary:/ { print $2 }' "$out"
}

# per NAME UNIT UNITS DIR TREEREF BIG-ARGS -- SMALL-ARGS
per() {
	name=$1 unit=$2 units=$3 d=$4 t=$5
	shift 5
	big= small=
	while [ "$1" != -- ]; do big="$big $1"; shift; done
	shift
	# the arguments are file names without blanks (DIR's)
	# shellcheck disable=SC2086
	a=$(ir "$d" "$t" $big)
	# shellcheck disable=SC2086
	b=$(ir "$d" "$t" "$@")
	printf '%s\t%s\t%s\n' "$name" "$(LC_ALL=C awk -v a="$a" -v b="$b" -v n="$units" \
	    'BEGIN { printf "%.0f", (a - b) / n }')" "$unit"
}

count() {
	d=$1 t=$2
	[ -s "$d/in/games" ] || die "no inputs in $d/in (icount.sh inputs first)"
	i=$d/in
	printf '%s\t%s\t%s\n' "start-up: --version" "$(ir "$d" "$t" --version)" "run"
	printf '%s\t%s\t%s\n' "start-up: empty script" "$(ir "$d" "$t" --no-archive --date "$DATE" "$i/empty.txt")" "run"
	n=$(($(commands "$i/gen-$GEN_BIG.txt") - $(commands "$i/gen-$GEN_SMALL.txt")))
	per "script: bte (gen)" command "$n" "$d" "$t" \
	    --no-archive --date "$DATE" "$i/gen-$GEN_BIG.txt" -- --no-archive --date "$DATE" "$i/gen-$GEN_SMALL.txt"
	for g in $(cat "$i/games"); do
		n=$(($(commands "$i/script-$g-$KBIG.txt") - $(commands "$i/script-$g-1.txt")))
		per "script: $g (sample)" command "$n" "$d" "$t" \
		    --no-archive --date "$DATE" "$i/script-$g-$KBIG.txt" -- --no-archive --date "$DATE" "$i/script-$g-1.txt"
		log=$i/log-$g-1.csv
		logs=$(for k in $(seq "$KBIG"); do printf ' %s' "$i/log-$g-$k.csv"; done)
		n=0
		for k in $(seq 2 "$KBIG"); do n=$((n + $(rows "$i/log-$g-$k.csv"))); done
		# shellcheck disable=SC2086
		per "check: $g" row "$n" "$d" "$t" check $logs -- check "$log"
		# shellcheck disable=SC2086
		per "standings: $g" game "$((KBIG - 1))" "$d" "$t" standings $logs -- standings "$log"
		# shellcheck disable=SC2086
		per "report: $g" game "$((KBIG - 1))" "$d" "$t" report $logs -- report "$log"
	done
	rm -f "$d/cg.out" "$d/vg.log" "$d/err"
}

case ${1:-} in
inputs) [ $# = 4 ] || die "usage: icount.sh inputs DIR TREEREF GEN"; inputs "$2" "$3" "$4" ;;
count) [ $# = 3 ] || die "usage: icount.sh count DIR TREEREF"; count "$2" "$3" ;;
*) die "usage: icount.sh inputs DIR TREEREF GEN | count DIR TREEREF" ;;
esac
