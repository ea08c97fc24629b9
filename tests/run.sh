#!/bin/sh
# Runs every test of treeref: the unit test binaries given as arguments,
# then each transcript test under tests/cli.  Ends with "N passed, N failed".
top=$(cd "$(dirname "$0")/.." && pwd)
passed=0
failed=0
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

[ -n "${TREEREF_ONLY_CLI:-}" ] && set --
for t in "$@"; do
	out=$("$t" 2>&1)
	rc=$?
	p=$(printf '%s\n' "$out" | sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' | tail -1)
	fl=$(printf '%s\n' "$out" | sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' | tail -1)
	p=${p:-0}
	fl=${fl:-0}
	if [ "$rc" -ne 0 ] && [ "$fl" -eq 0 ]; then fl=1; fi
	passed=$((passed + p))
	failed=$((failed + fl))
	if [ "$fl" -ne 0 ]; then
		printf '%s\n' "$out" | grep -E 'FAILED|ERROR|Failure|error' | head -20
		echo "FAIL: $t"
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
	# shellcheck disable=SC2086
	# TREEREF_WRAP runs treeref under a checker (make valgrind); its own
	# findings make it exit 99 and write to a log of their own.
	(cd "$work" && $TREEREF_WRAP "$top/treeref" --date "$date_of_play" $args "$name.in" >"$tmp/out" 2>"$tmp/err" </dev/null)
	status=$?
	if [ "$status" = 99 ]; then
		echo "FAIL: $rel: $TREEREF_WRAP found errors:"
		cat "$work"/valgrind.log 2>/dev/null | head -30
	fi
	ok=1
	if ! diff -u "$dir/$name.out" "$tmp/out" >"$tmp/diff-out" 2>&1; then ok=0; fi
	if [ -f "$dir/$name.err" ]; then
		diff -u "$dir/$name.err" "$tmp/err" >"$tmp/diff-err" 2>&1 || ok=0
	elif [ -s "$tmp/err" ]; then
		cp "$tmp/err" "$tmp/diff-err"
		ok=0
	fi
	[ "$status" = "$want_status" ] || ok=0
	if [ $ok = 1 ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL: $rel (status $status, expected $want_status)"
		head -30 "$tmp/diff-out" "$tmp/diff-err" 2>/dev/null
	fi
	rm -f "$tmp/diff-out" "$tmp/diff-err"
done

if [ -n "${TREEREF_ONLY_CLI:-}" ]; then
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
	exit
fi

# The manual is clean and the French catalogue complete.
check_cmd() {
	if out=$("$@" 2>&1); then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL: $*"
		printf '%s\n' "$out" | head -10
	fi
}
check_cmd mandoc -Tlint -Wwarning "$top/treeref.1"
# Nothing at all from mandoc's lint (style included) nor from troff as
# man formats the page at 80 columns (man-db's note on its own database
# set aside): a "can't break line" is a warning a reader sees.
man_quiet() {
	out=$(mandoc -Tlint "$top/treeref.1" 2>&1 | grep -v 'mandoc\.db')
	[ -z "$out" ] || { echo "$out"; return 1; }
	out=$(MANWIDTH=80 man --warnings -l "$top/treeref.1" 2>&1 >/dev/null)
	[ -z "$out" ] || { echo "$out"; return 1; }
}
check_cmd man_quiet
check_cmd mandoc -Tlint -Wwarning "$top/treeref.fr.1"
po_stats() {
	st=$(msgfmt --check --statistics -o /dev/null "$top/po/fr.po" 2>&1) || return 1
	echo "$st"
	case $st in *untranslated*|*fuzzy*) return 1;; esac
}
check_cmd po_stats
# Python tests: a pseudo-terminal, kills, CSV logs; each ends with its own
# "N passed, N failed" line.  Then the suites that walk every game the
# program referees (asked with --game-ids) again with tests/toy's build,
# whose registry holds a fifth game, and the toy's own suite.
toy="$top/tests/toy/treeref-toy"
for py in "$top"/tests/py/test_*.py "toy:$top/tests/py/test_shared_words.py" \
    "toy:$top/tests/py/test_newcomer.py" "toy:$top/tests/py/test_examples.py" \
    "toy:$top/tests/py/test_tournament.py" "toy:$top"/tests/toy/*/test_*.py; do
	program=
	case $py in toy:*) py=${py#toy:}; program=$toy;; esac
	[ -e "$py" ] || continue
	out=$(cd "$top/tests/py" && TREEREF_PROGRAM=$program python3 "$py" 2>&1)
	rc=$?
	line=$(printf '%s\n' "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -1)
	p=${line%% passed*}
	fl=${line#*, }
	fl=${fl%% failed*}
	[ -n "$line" ] || { p=0; fl=1; }
	[ "$rc" -ne 0 ] && [ "$fl" -eq 0 ] && fl=1
	passed=$((passed + p))
	failed=$((failed + fl))
	if [ "$fl" -ne 0 ]; then
		printf '%s\n' "$out" | grep -v '^[0-9]* passed' | head -20
		echo "FAIL: $(basename "$py")${program:+ (toy)}"
	else
		echo "ok: $(basename "$py")${program:+ (toy)} ($p checks)"
	fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
