#!/bin/sh
# Runs every test of treeref: the unit test binaries given as arguments,
# each transcript under tests/cli, the manual and catalogue checks, then
# the Python test files.  Ends with the line "N passed, N failed".
#
# What is counted: named test cases.  A unit binary's cmocka tests, one
# each; a transcript, one; a manual or catalogue check, one; a Python
# file's cases as tests/py/common.py counts them (each test function, or
# a check made in main itself), each passed when all its checks passed.
#
# Every suite (a unit binary, a transcript, a check, a Python file) runs
# under a timeout (TREEREF_SUITE_TIMEOUT seconds, 600 unless given:
# minutes, so that a loaded machine only makes a suite slower, never
# fail): one that does not end is a failure named "hung", with the last
# lines it printed.  A failing suite shows all that it printed.  Python
# files run two at a time (TREEREF_JOBS), reported in order.
top=$(cd "$(dirname "$0")/.." && pwd)
passed=0
failed=0
limit=${TREEREF_SUITE_TIMEOUT:-600}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Hermetic: no user configuration, a fixed locale, a dumb terminal.  The
# binary finds its French catalogue as a user's does (beside itself): no
# TREEREF_LOCALEDIR here; test_locale.py covers that override.
unset XDG_STATE_HOME XDG_CONFIG_HOME XDG_DATA_HOME LANGUAGE LC_ALL LC_MESSAGES NO_COLOR
# Pictures written to a file or a pipe are laid out in COLUMNS columns,
# else 80: the transcripts were written at 100 (tests/py/test_width.py
# checks 60, 80, 120 and the default).
export COLUMNS=100
unset TREEREF_LOCALEDIR
export HOME="$tmp/home" LANG=C TERM=dumb
# The dates logs write: the transcripts' games are played at --date (a
# time zone of their own), so that what they write is reproducible
export TZ=Europe/Paris
date_of_play=2026-11-26T19:54:05+01:00
mkdir -p "$HOME"

# timed LOG CMD...: run CMD with its output (both streams) in LOG under
# the timeout, its process group killed at the end of it; sets rc, and
# hung=1 when the time ran out.
timed() {
	log=$1
	shift
	timeout -k 10 "$limit" "$@" >"$log" 2>&1
	rc=$?
	hung=0
	if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then hung=1; fi
}

# failure NAME LOG: say why suite NAME failed, with what it printed.
failure() {
	if [ "$hung" = 1 ]; then
		echo "FAIL: $1: hung (no end after ${limit}s); the last it printed:"
		tail -n 40 "$2"
	else
		echo "FAIL: $1 (exit status $rc); all it printed:"
		cat "$2"
	fi
}

[ -n "${TREEREF_ONLY_CLI:-}" ] && set --
for t in "$@"; do
	timed "$tmp/log" "$t"
	p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$tmp/log" | tail -1)
	fl=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$tmp/log" | tail -1)
	p=${p:-0}
	fl=${fl:-0}
	if [ "$rc" -ne 0 ] && [ "$fl" -eq 0 ]; then fl=1; fi
	passed=$((passed + p))
	failed=$((failed + fl))
	if [ "$fl" -ne 0 ]; then
		failure "$t" "$tmp/log"
	else
		echo "ok: $t ($p tests)"
	fi
done

# Transcripts: a folder a game (tests/cli/GAME/), the shared words' in
# tests/cli/shared/ (one left at the top of tests/cli runs too).
for in in "$top"/tests/cli/*.in "$top"/tests/cli/*/*.in; do
	[ -e "$in" ] || continue
	name=$(basename "$in" .in)
	dir=$(dirname "$in")
	rel=${in#"$top"/}
	rel=${rel%.in}
	args=
	[ -f "$dir/$name.args" ] && args=$(cat "$dir/$name.args")
	want_status=0
	[ -f "$dir/$name.status" ] && want_status=$(cat "$dir/$name.status")
	work="$tmp/work-$name"
	mkdir -p "$work"
	cp "$in" "$work/"
	# TREEREF_WRAP runs treeref under a checker (make valgrind); its own
	# findings make it exit 99 and write to a log of their own.
	# shellcheck disable=SC2086
	(cd "$work" && timeout -k 10 "$limit" $TREEREF_WRAP "$top/treeref" --date "$date_of_play" $args "$name.in" \
	    >"$tmp/out" 2>"$tmp/err" </dev/null)
	status=$?
	ok=1
	if [ "$status" = 124 ] || [ "$status" = 137 ]; then
		ok=0
		echo "FAIL: $rel: hung (no end after ${limit}s); the last it printed:"
		tail -n 20 "$tmp/out"
		tail -n 20 "$tmp/err"
	elif [ "$status" = 99 ]; then
		ok=0
		echo "FAIL: $rel: $TREEREF_WRAP found errors:"
		cat "$work"/valgrind.log 2>/dev/null
	fi
	# A --json greeting lists the registry's games: shown as
	# "games": [] in the .out (no transcript lists the games), its ids
	# checked against --game-ids here, in the registry's order.
	if head -n 1 "$dir/$name.out" | grep -q '^{"treeref": .*"games": \[\]}$'; then
		# a game's id is the one its title follows (its variants'
		# and player suffix's ids are not games)
		ids=$(head -n 1 "$tmp/out" | grep -o '"id": "[^"]*", "title"' | sed 's/^"id": "//; s/", "title"$//')
		want=$("$top/treeref" --game-ids)
		if [ "$ids" != "$want" ]; then
			ok=0
			echo "the greeting's games (" $ids ") are not --game-ids's (" $want ")" \
			    >"$tmp/diff-greet"
		fi
		sed '1s/"games": \[.*\]}$/"games": []}/' "$tmp/out" >"$tmp/out1" && mv "$tmp/out1" "$tmp/out"
	fi
	if ! diff -u "$dir/$name.out" "$tmp/out" >"$tmp/diff-out" 2>&1; then ok=0; fi
	if [ -f "$dir/$name.err" ]; then
		diff -u "$dir/$name.err" "$tmp/err" >"$tmp/diff-err" 2>&1 || ok=0
	elif [ -s "$tmp/err" ]; then
		{ echo "standard error, where none is expected:"; cat "$tmp/err"; } >"$tmp/diff-err"
		ok=0
	fi
	[ "$status" = "$want_status" ] || ok=0
	if [ $ok = 1 ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL: $rel (status $status, expected $want_status)"
		cat "$tmp/diff-greet" "$tmp/diff-out" "$tmp/diff-err" 2>/dev/null
	fi
	rm -f "$tmp/diff-greet" "$tmp/diff-out" "$tmp/diff-err"
done

if [ -n "${TREEREF_ONLY_CLI:-}" ]; then
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
	exit
fi

# The manual is clean and the French catalogue complete: each check a
# case.  check_cmd NAME CMD...
check_cmd() {
	what=$1
	shift
	timed "$tmp/log" "$@"
	if [ "$rc" -eq 0 ]; then
		passed=$((passed + 1))
		echo "ok: $what"
	else
		failed=$((failed + 1))
		failure "$what" "$tmp/log"
	fi
}
check_cmd "treeref.1: mandoc -Tlint -Wwarning" mandoc -Tlint -Wwarning "$top/treeref.1"
# Nothing at all from mandoc's lint (style included) nor from troff as
# man formats the page at 80 columns (man-db's note on its own database
# set aside): a "can't break line" is a warning a reader sees.
for page in treeref.1 treeref.fr.1; do
	check_cmd "$page: nothing from mandoc -Tlint nor man at 80 columns" sh -c '
	out=$(mandoc -Tlint "$1" 2>&1 | grep -v "mandoc\.db")
	[ -z "$out" ] || { echo "$out"; exit 1; }
	out=$(MANWIDTH=80 man --warnings -l "$1" 2>&1 >/dev/null)
	[ -z "$out" ] || { echo "$out"; exit 1; }' man-quiet "$top/$page"
done
check_cmd "treeref.fr.1: mandoc -Tlint -Wwarning" mandoc -Tlint -Wwarning "$top/treeref.fr.1"
# Every French po file: the shared messages' and each game's (its
# folder's fr.po, the test games' too).
for po in "$top"/po/fr.po "$top"/src/*/fr.po "$top"/tests/toy/*/fr.po; do
	check_cmd "${po#"$top"/}: complete, no fuzzy entry" sh -c '
	st=$(msgfmt --check --statistics -o /dev/null "$1" 2>&1) || { echo "$st"; exit 1; }
	echo "$st"
	case $st in *untranslated*|*fuzzy*) exit 1;; esac' po-complete "$po"
done

# Python tests: a pseudo-terminal, kills, CSV logs; each ends with its own
# "N passed, N failed" line (named cases, tests/py/common.py).  Then the
# suites that walk every game the program referees (asked with
# --game-ids) again with tests/toy's build, whose registry holds games
# of other shapes (exactly 2 players with draws, a cooperative one), and
# each test game's own suite.
toy="$top/tests/toy/treeref-toy"
set -- "$top"/tests/py/test_*.py
for py in test_shared_words test_newcomer test_examples test_tournament \
    test_conformance test_seating; do
	set -- "$@" "toy:$top/tests/py/$py.py"
done
for py in "$top"/tests/toy/*/test_*.py; do
	set -- "$@" "toy:$py"
done
# TREEREF_JOBS files at a time (2 unless given): each in a temporary
# folder of its own, so they never meet; reported in the order above.
i=0
for py in "$@"; do
	i=$((i + 1))
	program=-
	case $py in toy:*) py=${py#toy:}; program=$toy;; esac
	printf '%s %s %s\n' "$tmp/py$i" "$program" "$py"
done >"$tmp/suites"
TREEREF_SUITE_TIMEOUT=$limit xargs -P "${TREEREF_JOBS:-2}" -L 1 sh "$top/tests/run_py.sh" \
    <"$tmp/suites"
i=0
for py in "$@"; do
	i=$((i + 1))
	program=
	case $py in toy:*) py=${py#toy:}; program=$toy;; esac
	name=${py#"$top"/tests/}${program:+ (toy)}
	log=$tmp/py$i.log
	rc=$(cat "$tmp/py$i.rc" 2>/dev/null || echo 1)
	hung=0
	if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then hung=1; fi
	if [ ! -f "$py" ]; then
		failed=$((failed + 1))
		echo "FAIL: $name: no such file"
		continue
	fi
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
	checks=$(sed -n 's/^checks: //p' "$log" | tail -1)
	p=${line%% passed*}
	fl=${line#*, }
	fl=${fl%% failed*}
	[ -n "$line" ] || { p=0; fl=1; }
	[ "$rc" -ne 0 ] && [ "$fl" -eq 0 ] && fl=1
	passed=$((passed + p))
	failed=$((failed + fl))
	if [ "$fl" -ne 0 ]; then
		failure "$name" "$log"
	else
		echo "ok: $name ($p cases${checks:+, $checks checks})"
	fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
