#!/bin/sh
# make bench: each figure measured in this run against the limit that
# bounds it, printed as a table with the machine it ran on.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$top/tests/bench/work
mkdir -p "$work"
cd "$work"
T=$top/treeref
export HOME="$work" LANG=C
unset XDG_STATE_HOME

N_BIG=${BENCH_GAMES:-100000}
N_SMALL=1000
N_SCRIPT=${BENCH_SCRIPT_GAMES:-10000}

[ -f big.csv ] && [ "$(cat big.n 2>/dev/null)" = "$N_BIG" ] ||
	{ "$top/tests/bench/gen" log "$N_BIG" big.csv && echo "$N_BIG" >big.n; }
[ -f small.csv ] || "$top/tests/bench/gen" log "$N_SMALL" small.csv
[ -f games.txt ] && [ "$(cat games.n 2>/dev/null)" = "$N_SCRIPT" ] ||
	{ "$top/tests/bench/gen" script "$N_SCRIPT" games.txt && echo "$N_SCRIPT" >games.n; }

# seconds of the best of three runs of a command
best() {
	b=
	for i in 1 2 3; do
		s=$(date +%s.%N)
		"$@" >/dev/null 2>&1 || true
		e=$(date +%s.%N)
		t=$(echo "$e - $s" | bc -l)
		if [ -z "$b" ] || [ "$(echo "$t < $b" | bc -l)" = 1 ]; then b=$t; fi
	done
	echo "$b"
}
# mean seconds of one run over R runs
mean() {
	r=$1
	shift
	s=$(date +%s.%N)
	i=0
	while [ $i -lt "$r" ]; do "$@" </dev/null >/dev/null 2>&1 || true; i=$((i + 1)); done
	e=$(date +%s.%N)
	echo "($e - $s) / $r" | bc -l
}
peak_kb() {
	/usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1
}
ratio() { printf '%.3f' "$(echo "$1 / $2" | bc -l)"; }

events=$(($(wc -l <big.csv) - 1))
t_check=$(best "$T" check big.csv)
t_csv=$(best "$top/tests/bench/csvcount" big.csv)
eps_check=$(echo "$events / $t_check" | bc -l)
eps_csv=$(echo "$events / $t_csv" | bc -l)
r_check=$(ratio "$eps_check" "$eps_csv")

m_small=$(peak_kb "$T" check small.csv)
m_big=$(peak_kb "$T" check big.csv)
r_mem=$(ratio "$m_big" "$m_small")

echo 'new bte ann bob' >one.txt
# interleaved, best of three, so drift in the machine's load hits all alike
t_ver=1; t_one=1; t_bc=1
for k in 1 2 3; do
	v=$(mean 300 "$T" --version); [ "$(echo "$v < $t_ver" | bc -l)" = 1 ] && t_ver=$v
	o=$(mean 300 "$T" one.txt); [ "$(echo "$o < $t_one" | bc -l)" = 1 ] && t_one=$o
	b=$(mean 300 bc -q); [ "$(echo "$b < $t_bc" | bc -l)" = 1 ] && t_bc=$b
done
r_ver=$(ratio "$t_ver" "$t_bc")
r_one=$(ratio "$t_one" "$t_bc")

cmds=$(grep -c . games.txt)
t_script=$(best "$T" games.txt)
cps=$(echo "$cmds / $t_script" | bc -l)
# per-command cost early and late in one long script: the first 100 games
# alone, against the whole script less all but its last 100 games
awk -v n=100 '/^new /{g++} g<=n' games.txt >first.txt
awk -v n=$((N_SCRIPT - 100)) '/^new /{g++} g<=n' games.txt >most.txt
c_first=$(grep -c . first.txt)
c_last=$((cmds - $(grep -c . most.txt)))
# Instructions (callgrind) rather than seconds: 100 games take a few
# milliseconds, less than the noise of timing a whole run.
ir() {
	valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" >/dev/null 2>&1 || true
	callgrind_annotate "$work/cg.out" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
: >empty.txt
i_empty=$(ir "$T" empty.txt)
i_first=$(ir "$T" first.txt)
i_most=$(ir "$T" most.txt)
i_all=$(ir "$T" games.txt)
per_first=$(echo "($i_first - $i_empty) / $c_first" | bc -l)
per_last=$(echo "($i_all - $i_most) / $c_last" | bc -l)
r_late=$(ratio "$per_last" "$per_first")

echo "treeref benchmarks — $(uname -srm), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
printf '%-44s %16s %16s %8s %8s\n' measure treeref limit ratio target
printf '%-44s %16.0f %16.0f %8s %8s\n' "check $N_BIG games: events/s (vs libcsv count)" "$eps_check" "$eps_csv" "$r_check" ">=0.7"
printf '%-44s %16s %16s %8s %8s\n' "check peak RSS KiB: $N_BIG vs $N_SMALL games" "$m_big" "$m_small" "$r_mem" "<=1.1"
printf '%-44s %16.6f %16.6f %8s %8s\n' "start-up s: --version (vs bc -q)" "$t_ver" "$t_bc" "$r_ver" "<=1.0"
printf '%-44s %16.6f %16.6f %8s %8s\n' "start-up s: one-line script (vs bc -q)" "$t_one" "$t_bc" "$r_one" "<=1.0"
printf '%-44s %16.0f %16s %8s %8s\n' "script $N_SCRIPT games ($cmds commands): cmd/s" "$cps" "-" "-" "-"
printf '%-44s %16.0f %16.0f %8s %8s\n' "script instr/command: last 100 vs first 100" "$per_last" "$per_first" "$r_late" "<=1.1"
