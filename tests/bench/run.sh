#!/bin/sh
# make bench: each row of issue 20's table measured in this one run, paired
# against a baseline built and run in the same run, and printed with its
# goal and whether it is met.
#
#   script      treeref SCRIPT against tests/bench/floor SCRIPT (read each
#               line, split it into words, look the verb up, write a fixed
#               answer)
#   pyref       treeref SCRIPT against python3 tests/bench/pyref.py SCRIPT
#               (a plain Python referee of Best Treehouse Ever doing the
#               same work: parse, check, apply, answer, score, undo/redo),
#               the same script; first the two must agree on every game's
#               final totals (pyref.py --totals against treeref --lang en's
#               score tables read by tests/bench/totals.awk), else the
#               run stops; printed as how many times faster treeref is
#   check       treeref check LOG against tests/bench/csvcount LOG (a raw
#               strict libcsv parse of the same bytes), in MB/s
#   start-up    treeref --version and treeref ONE-LINE-SCRIPT against
#               bc -q on empty input: the default (dynamic) build and
#               the STATIC=1 one (treeref-static)
#   --journal   treeref --journal < SCRIPT against treeref < SCRIPT
#   flat        peak RSS (script and check) and CPU time per command from
#               BENCH_FLAT_SMALL to BENCH_FLAT_GAMES games; instructions per
#               command (callgrind) of the last 100 games of a script of
#               BENCH_FLAT_SMALL games against one of BENCH_CG_GAMES games
#   tournament  standings of logs whose players each play one game (2 to 4
#               a game), BENCH_PLAYERS_SMALL against BENCH_PLAYERS_GAMES
#               games: CPU time per player (linear: the same); report of
#               a log of BENCH_REPORT_SMALL and of BENCH_REPORT_GAMES games
#               of the same four players: peak RSS (bounded by the players,
#               not the log) and CPU time per game
#   instructions  valgrind's count for each workload of make bench-check
#               (tests/bench/icount.sh): start-up, per command of a script
#               of each game, per row of check, per game of standings and
#               report; deterministic, where times are not
#
# Timing is done by tests/bench/pairs (posix_spawn, CLOCK_MONOTONIC,
# wait4): A and B alternate in pairs, the figures are medians and the
# ratio is the median of the per-pair ratios.
#
# Environment (defaults in brackets; BENCH_QUICK=1 shrinks every one for a
# smoke run of the harness, whose figures mean little):
#   BENCH_SCRIPT_GAMES [20000]  games in the script and pyref rows (~62
#                               commands each; pyref takes ~35 s a run)
#   BENCH_CHECK_GAMES [100000]  games in the log of the check row (~3.56 MB
#                               per 1000 games: 356 MB)
#   BENCH_JOURNAL_GAMES [200]   games in the --journal row, smaller than the
#                               script row while each command costs an fsync
#                               (0.2 to 2 ms each here: 6 to 60 s a run)
#   BENCH_FLAT_SMALL [1000]     the small end of the flatness rows
#   BENCH_FLAT_GAMES [100000]   the large end of the flatness rows
#   BENCH_CG_GAMES [10000]      the large end of the callgrind row (callgrind
#                               runs ~60x slower: 100000 would take an hour)
#   BENCH_PLAYERS_SMALL [2000]  games of distinct players, small end
#   BENCH_PLAYERS_GAMES [20000] the large end (about 60,000 players)
#   BENCH_REPORT_SMALL [200]    games in the small report's log
#   BENCH_REPORT_GAMES [4000]   games in the large one (its page ~70 MB)
#   BENCH_RUNS [7]              pairs for the script, pyref and check rows
#   BENCH_SLOW_RUNS [3]         pairs for the --journal and flatness rows
#   BENCH_START_RUNS [301]      pairs for each start-up row (at least 100)
#   BENCH_LOCALE                a UTF-8 locale [fr_FR.UTF-8 when generated,
#                               else C.UTF-8]; never C
#   BENCH_WORK                  where the generated scripts and logs are
#                               kept between runs [tests/bench/work]
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
bench=$top/tests/bench
work=${BENCH_WORK:-$bench/work}
T=$top/treeref
P=$bench/pairs

die() {
	echo "bench: $*" >&2
	exit 1
}
say() { echo "bench: $*" >&2; }

if [ "${BENCH_QUICK:-0}" = 1 ]; then quick=1; else quick=; fi
dflt() { if [ -n "$quick" ]; then echo "$2"; else echo "$1"; fi; }
SCRIPT_GAMES=${BENCH_SCRIPT_GAMES:-$(dflt 20000 300)}
CHECK_GAMES=${BENCH_CHECK_GAMES:-$(dflt 100000 1000)}
JOURNAL_GAMES=${BENCH_JOURNAL_GAMES:-$(dflt 200 10)}
FLAT_SMALL=${BENCH_FLAT_SMALL:-$(dflt 1000 200)}
FLAT_GAMES=${BENCH_FLAT_GAMES:-$(dflt 100000 1000)}
CG_GAMES=${BENCH_CG_GAMES:-$(dflt 10000 400)}
PLAYERS_SMALL=${BENCH_PLAYERS_SMALL:-$(dflt 2000 200)}
PLAYERS_GAMES=${BENCH_PLAYERS_GAMES:-$(dflt 20000 2000)}
REPORT_SMALL=${BENCH_REPORT_SMALL:-$(dflt 200 50)}
REPORT_GAMES=${BENCH_REPORT_GAMES:-$(dflt 4000 500)}
RUNS=${BENCH_RUNS:-$(dflt 7 3)}
SLOW_RUNS=${BENCH_SLOW_RUNS:-3}
START_RUNS=${BENCH_START_RUNS:-$(dflt 301 101)}

for v in "$SCRIPT_GAMES" "$CHECK_GAMES" "$JOURNAL_GAMES" "$FLAT_SMALL" \
    "$FLAT_GAMES" "$CG_GAMES" "$RUNS" "$SLOW_RUNS" "$START_RUNS" \
    "$PLAYERS_SMALL" "$PLAYERS_GAMES" "$REPORT_SMALL" "$REPORT_GAMES"; do
	case $v in '' | *[!0-9]* | 0*) die "sizes and counts are positive whole numbers, not '$v'" ;; esac
done
[ "$FLAT_SMALL" -gt 100 ] && [ "$CG_GAMES" -gt 100 ] ||
	die "BENCH_FLAT_SMALL and BENCH_CG_GAMES must exceed the 100 games measured at their end"
[ "$START_RUNS" -ge 100 ] || die "BENCH_START_RUNS: the start-up ratio wants at least 100 pairs"

# A real UTF-8 locale, never C: start-up cost includes loading it.
if [ -n "${BENCH_LOCALE:-}" ]; then
	loc=$BENCH_LOCALE
elif locale -a 2>/dev/null | grep -qix 'fr_FR\.utf-\{0,1\}8'; then
	loc=fr_FR.UTF-8
else
	loc=C.UTF-8
fi
[ "$(LC_ALL=$loc locale charmap 2>/dev/null)" = UTF-8 ] ||
	die "locale $loc is not a generated UTF-8 locale (see locale -a)"
unset LC_ALL LANGUAGE LC_CTYPE LC_MESSAGES NO_COLOR TREEREF_HISTORY TREEREF_LOCALEDIR
# the catalogue is found beside the binary, as a user's would be
export LANG="$loc"
mkdir -p "$work"
export HOME="$work" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config"
journal=$XDG_STATE_HOME/treeref/journal
rm -rf "$XDG_STATE_HOME"
# files of the harness before issue 20
rm -f "$work"/big.csv "$work"/big.n "$work"/small.csv "$work"/games.txt \
    "$work"/games.n "$work"/first.txt "$work"/most.txt "$work"/empty.txt

load_before=$(cut -d' ' -f1-3 /proc/loadavg)

# ---- inputs, kept between runs and remade when gen changes --------------
# The same seed makes the same games, so a script of n games is the first
# n games of the longest one.
stale() { [ ! -s "$1" ] || [ "$bench/gen" -nt "$1" ]; }
max=$SCRIPT_GAMES
for n in "$JOURNAL_GAMES" "$FLAT_SMALL" "$FLAT_GAMES" "$CG_GAMES"; do
	[ "$n" -gt "$max" ] && max=$n
done
longest=$work/script-$max.txt
if stale "$longest"; then
	say "writing a script of $max games"
	"$bench/gen" script "$max" "$longest.tmp" && mv "$longest.tmp" "$longest"
fi
script_of() { # N: the path of a script of the first N games
	f=$work/script-$1.txt
	if [ "$1" != "$max" ] && { stale "$f" || [ "$longest" -nt "$f" ]; }; then
		awk -v n="$1" '/^new /{ if (++g > n) exit } { print }' "$longest" >"$f.tmp"
		mv "$f.tmp" "$f"
	fi
	echo "$f"
}
log_of() { # N: the path of an event log of N games
	f=$work/log-$1.csv
	if stale "$f"; then
		say "writing a log of $1 games"
		"$bench/gen" log "$1" "$f.tmp" && mv "$f.tmp" "$f"
	fi
	echo "$f"
}
players_log() { # N: a log of N games whose players meet nowhere else
	f=$work/players-$1.csv
	if stale "$f"; then
		say "writing a log of $1 games of distinct players"
		"$bench/gen" players "$1" "$f.tmp" && mv "$f.tmp" "$f"
	fi
	echo "$f"
}
# the players of a log: the names of its new rows (after new bte [young])
players_in() {
	awk -F, '$3 == 1 { n += split($4, w, " ") - 2 - ($4 ~ / young /) } END { print n }' "$1"
}
commands() { grep -c . "$1"; }
# pair ARGS...: run pairs, leave its figures in $1... (stops on a failure)
pair() {
	res=$("$P" "$@") || die "a timed command failed: pairs $*"
}
echo 'new bte ann bob' >"$work/one.txt"

# figures with a decimal point whatever LANG says
awk() { LC_ALL=C command awk "$@"; }
calc() { awk "BEGIN { printf \"%s\", $1 }"; }
# verdict VALUE <=|>= GOAL
verdict() {
	awk -v v="$1" -v op="$2" -v g="$3" \
	    'BEGIN { ok = op == "<=" ? v <= g : v >= g; printf "%s", ok ? "MET" : "NOT MET" }'
}
rows=$work/rows.txt
: >"$rows"
# row MEASURE TREEREF BASELINE RATIO GOAL VERDICT
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$rows"; }

# ---- 1. script against the read-and-write floor --------------------------
s=$(script_of "$SCRIPT_GAMES")
c_script=$(commands "$s")
say "script: $SCRIPT_GAMES games, $c_script commands, $RUNS pairs"
# answers to /dev/null (still written, a write(2) each 4 KiB): a file's
# writeback would time the disk, shared with whatever else runs
pair -n "$RUNS" "$T" "$s" -- "$bench/floor" "$s"
set -- $res
v=$(verdict "$3" '<=' 4)
[ "$v" = MET ] && [ "$(verdict "$3" '<=' 2)" = MET ] && v='MET (moonshot too)'
row "script, $SCRIPT_GAMES games ($c_script commands): s, vs floor" \
    "$(calc "sprintf(\"%.3f\", $1)")" "$(calc "sprintf(\"%.3f\", $2)")" \
    "$(calc "sprintf(\"%.2f\", $3)")" "<= 4 (2)" "$v"

# ---- 1b. script against a plain Python referee --------------------------
# Issue 43 asks for treeref at least 12 times faster than a plain Python
# referee on the same script.  The baseline counts only if it referees the
# same games: its totals must be treeref's, game by game.
say "pyref: $SCRIPT_GAMES games, totals compared, then $RUNS pairs"
"$T" --lang en "$s" 2>/dev/null | awk -f "$bench/totals.awk" >"$work/pyref-treeref.txt"
python3 "$bench/pyref.py" --totals "$s" >"$work/pyref-python.txt" ||
	die "pyref.py refused a command of $s (python3 $bench/pyref.py $s shows which)"
n_tot=$(wc -l <"$work/pyref-treeref.txt")
[ "$n_tot" -eq "$SCRIPT_GAMES" ] ||
	die "treeref's answers to $s show $n_tot final score tables, not $SCRIPT_GAMES"
if ! cmp -s "$work/pyref-treeref.txt" "$work/pyref-python.txt"; then
	diff "$work/pyref-treeref.txt" "$work/pyref-python.txt" | head -n 20 >&2
	die "pyref's totals differ from treeref's on $s (above: < treeref, > pyref; game by game in $work/pyref-*.txt)"
fi
# -w 0: the comparison above has just run both on the same script
pair -n "$RUNS" -w 0 "$T" "$s" -- python3 "$bench/pyref.py" "$s"
set -- $res
row "script, $SCRIPT_GAMES games: s, vs plain Python (pyref.py)" \
    "$(calc "sprintf(\"%.3f\", $1)")" "$(calc "sprintf(\"%.3f\", $2)")" \
    "$(calc "sprintf(\"%.1fx faster\", 1 / $3)")" ">= 12x" "$(verdict "$3" '<=' "$(calc "1 / 12")")"

# ---- 2. check against a raw libcsv parse --------------------------------
l=$(log_of "$CHECK_GAMES")
bytes=$(wc -c <"$l")
mb=$(calc "sprintf(\"%.0f\", $bytes / 1e6)")
say "check: $CHECK_GAMES games, $mb MB, $RUNS pairs"
pair -n "$RUNS" "$T" check "$l" -- "$bench/csvcount" "$l"
set -- $res
# throughput is the inverse of time: the ratio of speeds is 1 / (A/B)
r=$(calc "sprintf(\"%.2f\", 1 / $3)")
# CPU time of every part (check forks one per core for a big log)
check_cpu="$8 $9"
row "check, $CHECK_GAMES games ($mb MB): MB/s, vs libcsv" \
    "$(calc "sprintf(\"%.0f\", $bytes / 1e6 / $1)")" \
    "$(calc "sprintf(\"%.0f\", $bytes / 1e6 / $2)")" "$r" ">= 0.7" \
    "$(verdict "$r" '>=' 0.7)"

# ---- 3. start-up against bc -q on empty input ----------------------------
# The default build (linked dynamically: the C library loaded at each
# start; readline, libunistring and libcsv when they are needed, so not
# here) at most 1.2 times bc's, and
# the STATIC=1 one (make treeref-static: nothing to load) at most bc's.
say "start-up: $START_RUNS pairs each, LANG=$LANG"
for link in dynamic static; do
	if [ $link = dynamic ]; then bin=$T goal=1.2; else bin=$top/treeref-static goal=1.0; fi
	pair -n "$START_RUNS" -w 10 "$bin" --version -- bc -q
	set -- $res
	row "start-up ($link), --version: ms, vs bc -q" \
	    "$(calc "sprintf(\"%.3f\", $1 * 1000)")" "$(calc "sprintf(\"%.3f\", $2 * 1000)")" \
	    "$(calc "sprintf(\"%.3f\", $3)")" "<= $goal" "$(verdict "$3" '<=' $goal)"
	pair -n "$START_RUNS" -w 10 "$bin" "$work/one.txt" -- bc -q
	set -- $res
	[ $link = dynamic ] && cpu_one=$8
	row "start-up ($link), one-line script: ms, vs bc -q" \
	    "$(calc "sprintf(\"%.3f\", $1 * 1000)")" "$(calc "sprintf(\"%.3f\", $2 * 1000)")" \
	    "$(calc "sprintf(\"%.3f\", $3)")" "<= $goal" "$(verdict "$3" '<=' $goal)"
done

# ---- 4. --journal against the same script without ------------------------
s=$(script_of "$JOURNAL_GAMES")
c_journal=$(commands "$s")
say "--journal: $JOURNAL_GAMES games, $c_journal commands, $SLOW_RUNS pairs"
# the journal's own cost: --no-archive (archiving writes and fsyncs one
# file per finished game, issue 28: a cost of its own)
pair -n "$SLOW_RUNS" -w 0 -i "$s" -r "$journal" "$T" --journal --no-archive -- "$T"
set -- $res
# the journalled side really journalled: its last game is in the journal
# (its last command: the lines after it are records, each command is
# followed by a tab, its sequence number and checksum)
[ -s "$journal" ] &&
    [ "$(grep -v '^@' "$journal" | tail -n 1 | cut -f1)" = "$(tail -n 1 "$s")" ] ||
	die "treeref --journal left no journal ending with the script's last command in $journal"
rm -f "$journal"
row "--journal, $JOURNAL_GAMES games ($c_journal commands): s, vs none" \
    "$(calc "sprintf(\"%.3f\", $1)")" "$(calc "sprintf(\"%.3f\", $2)")" \
    "$(calc "sprintf(\"%.2f\", $3)")" "<= 2" "$(verdict "$3" '<=' 2)"

# ---- 5. flat from FLAT_SMALL to FLAT_GAMES games -------------------------
big=$(script_of "$FLAT_GAMES")
small=$(script_of "$FLAT_SMALL")
c_big=$(commands "$big")
c_small=$(commands "$small")
say "flat: scripts of $FLAT_GAMES and $FLAT_SMALL games, $SLOW_RUNS pairs"
pair -n "$SLOW_RUNS" "$T" "$big" -- "$T" "$small"
set -- $res
r=$(calc "sprintf(\"%.2f\", $6 / $7)")
row "script peak RSS, $FLAT_GAMES vs $FLAT_SMALL games: KiB" "$6" "$7" "$r" "<= 1.1" \
    "$(verdict "$r" '<=' 1.1)"
# CPU time (user + system): a 100000-game run lasts seconds, its pair a
# fraction of one, so wall time would mostly compare the load each saw.
# The start-up (the one-line script's median) is not a command's work.
p_big=$(calc "($8 - $cpu_one) / $c_big * 1e6")
p_small=$(calc "($9 - $cpu_one) / $c_small * 1e6")
r=$(calc "sprintf(\"%.2f\", $p_big / $p_small)")
row "script CPU time/command, $FLAT_GAMES vs $FLAT_SMALL games: µs" \
    "$(calc "sprintf(\"%.3f\", $p_big)")" "$(calc "sprintf(\"%.3f\", $p_small)")" \
    "$r" "<= 1.1" "$(verdict "$r" '<=' 1.1)"

lb=$(log_of "$FLAT_GAMES")
lsmall=$(log_of "$FLAT_SMALL")
say "flat: check of $FLAT_GAMES and $FLAT_SMALL games, 1 pair"
pair -n 1 -w 0 "$T" check "$lb" -- "$T" check "$lsmall"
set -- $res
r=$(calc "sprintf(\"%.2f\", $6 / $7)")
row "check peak RSS, $FLAT_GAMES vs $FLAT_SMALL games: KiB" "$6" "$7" "$r" "<= 1.1" \
    "$(verdict "$r" '<=' 1.1)"

# Instructions rather than seconds for the marginal cost: 100 games take a
# few milliseconds, less than the noise of timing a whole run.  The cost of
# the last 100 games of an N-game script is I(N) - I(N - 100).
ir() {
	valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$T" "$1" >/dev/null 2>&1 ||
		die "callgrind: treeref $1 failed"
	callgrind_annotate "$work/cg.out" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
marginal() { # N: instructions per command of the last 100 games of N
	a=$(script_of "$1")
	b=$(script_of $(($1 - 100)))
	ia=$(ir "$a")
	ib=$(ir "$b")
	calc "($ia - $ib) / ($(commands "$a") - $(commands "$b"))"
}
say "flat: callgrind, last 100 games of $CG_GAMES and of $FLAT_SMALL"
i_big=$(marginal "$CG_GAMES")
i_small=$(marginal "$FLAT_SMALL")
r=$(calc "sprintf(\"%.2f\", $i_big / $i_small)")
row "instructions/command, last 100 of $CG_GAMES vs $FLAT_SMALL games" \
    "$(calc "sprintf(\"%.0f\", $i_big)")" "$(calc "sprintf(\"%.0f\", $i_small)")" \
    "$r" "<= 1.1" "$(verdict "$r" '<=' 1.1)"
rm -f "$work/cg.out"

# ---- 6. the tournament tools: standings and report ----------------------
pb=$(players_log "$PLAYERS_GAMES")
ps=$(players_log "$PLAYERS_SMALL")
n_pb=$(players_in "$pb")
n_ps=$(players_in "$ps")
say "tournament: standings of $n_pb and of $n_ps distinct players, $SLOW_RUNS pairs"
pair -n "$SLOW_RUNS" -w 0 "$T" standings "$pb" -- "$T" standings "$ps"
set -- $res
p_big=$(calc "($8 - $cpu_one) / $n_pb * 1e6")
p_small=$(calc "($9 - $cpu_one) / $n_ps * 1e6")
r=$(calc "sprintf(\"%.2f\", $p_big / $p_small)")
row "standings CPU time/player, $n_pb vs $n_ps players: µs" \
    "$(calc "sprintf(\"%.3f\", $p_big)")" "$(calc "sprintf(\"%.3f\", $p_small)")" \
    "$r" "<= 1.3" "$(verdict "$r" '<=' 1.3)"
rb=$(log_of "$REPORT_GAMES")
rs=$(log_of "$REPORT_SMALL")
say "tournament: report of $REPORT_GAMES and of $REPORT_SMALL games, $SLOW_RUNS pairs"
# the pages to files (more than 200 games: an index and a page per 200
# games, which standard output cannot take), replaced at each run
pair -n "$SLOW_RUNS" -w 0 "$T" report "$rb" -f -o "$work/report-big.html" -- \
    "$T" report "$rs" -f -o "$work/report-small.html"
set -- $res
rm -f "$work"/report-big*.html "$work"/report-small*.html
r=$(calc "sprintf(\"%.2f\", $6 / $7)")
row "report peak RSS, $REPORT_GAMES vs $REPORT_SMALL games: KiB" "$6" "$7" "$r" "<= 1.1" \
    "$(verdict "$r" '<=' 1.1)"
p_big=$(calc "($8 - $cpu_one) / $REPORT_GAMES * 1e3")
p_small=$(calc "($9 - $cpu_one) / $REPORT_SMALL * 1e3")
r=$(calc "sprintf(\"%.2f\", $p_big / $p_small)")
row "report CPU time/game, $REPORT_GAMES vs $REPORT_SMALL games: ms" \
    "$(calc "sprintf(\"%.3f\", $p_big)")" "$(calc "sprintf(\"%.3f\", $p_small)")" \
    "$r" "<= 1.3" "$(verdict "$r" '<=' 1.3)"

# ---- 7. instructions counted by valgrind ---------------------------------
say "instructions: valgrind on the workloads of make bench-check"
sh "$bench/icount.sh" inputs "$work/icount" "$T" "$bench/gen"
sh "$bench/icount.sh" count "$work/icount" "$T" >"$work/icount.txt"

# ---- the table -----------------------------------------------------------
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
echo "treeref make bench, $(date -u '+%Y-%m-%d %H:%M UTC'): $(uname -srm), $(nproc) cores, $cpu"
echo "LANG=$LANG; load average $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after${quick:+; BENCH_QUICK: sizes shrunk, figures not meaningful}"
echo
awk -F '\t' '
	function line(a, b, c, d, e, f) { printf "%-58s %10s %10s %12s %9s  %s\n", a, b, c, d, e, f }
	BEGIN { line("measure", "treeref", "baseline", "ratio", "goal", "verdict") }
	{ line($1, $2, $3, $4, $5, $6) }' "$rows"
echo
echo "Paired A/B runs, alternating which goes first; medians; ratio = median of per-pair"
echo "ratios (check: of speeds; pyref: its inverse, how many times faster treeref is)."
echo "Pairs: $RUNS (script, pyref, check), $START_RUNS (start-up), $SLOW_RUNS (--journal, flat)."
echo "Answers to /dev/null. Per-command CPU time excludes the one-line script's start-up."
echo "Other work on the machine adds noise: see the load above."
set -- $check_cpu
echo "check cuts a log of 4 MB or more into parts checked on up to 8 cores ($(nproc) here):"
echo "CPU time $1 s for the parts together against $2 s for libcsv alone, a speed per core"
echo "of $(calc "sprintf(\"%.2f\", $2 / $1)") of libcsv's."
met=$(awk -F '\t' '$6 ~ /^MET/' "$rows" | wc -l)
total=$(wc -l <"$rows")
echo "$met of $total goals met."
echo
echo "Instructions counted by valgrind (cachegrind, no cache simulation), the same on a"
echo "loaded machine; make bench-check compares them with tests/bench/REFERENCE's commit:"
awk -F '\t' '{ printf "  %-40s %12s\n", $1 " /" $3, $2 }' "$work/icount.txt"
