#!/bin/sh
# make bench-check: the instruction counts of tests/bench/icount.sh for
# this tree and for the reference commit named in tests/bench/REFERENCE,
# both built here and now with the same compiler, flags and libraries;
# fails when a count is more than BENCH_TOLERANCE per cent [3] above the
# reference's.  Instructions, not seconds: the same on a loaded machine.
#
# Environment: CC, CFLAGS, LDFLAGS, MAKE as make passes them;
# BENCH_LOCALE (icount.sh); BENCH_KEEP=1 keeps the temporary directory.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
bench=$top/tests/bench
tol=${BENCH_TOLERANCE:-3}
make=${MAKE:-make}

die() {
	echo "bench-check: $*" >&2
	exit 1
}

command -v valgrind >/dev/null || die "valgrind is needed (make deps installs it)"
command -v git >/dev/null || die "git is needed to build the reference commit"
# the commit: the first word of the first line that is not a comment
ref=$(awk '!/^#/ && NF { print $1; exit }' "$bench/REFERENCE")
[ -n "$ref" ] || die "tests/bench/REFERENCE names no commit"
git -C "$top" cat-file -e "$ref^{commit}" 2>/dev/null ||
	die "the reference commit $ref (tests/bench/REFERENCE) is not in this clone's history (a shallow clone? fetch it)"
short=$(git -C "$top" rev-parse --short "$ref")

tmp=$(mktemp -d "${TMPDIR:-/tmp}/treeref-gate.XXXXXX")
if [ "${BENCH_KEEP:-0}" = 1 ]; then
	echo "bench-check: keeping $tmp" >&2
else
	trap 'rm -rf "$tmp"' EXIT
	trap 'exit 130' INT TERM
fi

# The two trees side by side: the reference from git, this one as it is
# on disk (its uncommitted changes too, nothing ignored by git).
mkdir -p "$tmp/src-ref" "$tmp/src-cur"
git -C "$top" archive "$ref" | tar -x -C "$tmp/src-ref"
(cd "$top" && git ls-files -z -c -o --exclude-standard | xargs -0 sh -c \
    'for f; do [ -f "$f" ] && printf "%s\0" "$f"; done' sh |
    tar --null -T - -cf -) | tar -x -C "$tmp/src-cur"

flags="CFLAGS=${CFLAGS:--O2 -g}"
echo "bench-check: building $short (the reference) and this tree, CC=${CC:-cc} $flags" >&2
build() { # SRC TARGETS...
	src=$1
	shift
	if ! "$make" -C "$src" -j2 CC="${CC:-cc}" "$flags" LDFLAGS="${LDFLAGS:-}" \
	    "$@" >"$src.log" 2>&1; then
		tail -n 20 "$src.log" >&2
		die "the build in $src failed (above)"
	fi
}
mo=po/locale/fr/LC_MESSAGES/treeref.mo
# both linked static (STATIC=1): the counts are treeref's own work, not
# the dynamic loader's, which the default build pays at each start and
# make bench's start-up rows time
build "$tmp/src-ref" STATIC=1 treeref "$mo"
build "$tmp/src-cur" STATIC=1 treeref "$mo" tests/bench/gen
# each program beside its own catalogue, at paths of the same length
for side in ref cur; do
	mkdir -p "$tmp/$side/po/locale/fr/LC_MESSAGES"
	cp "$tmp/src-$side/treeref" "$tmp/$side/treeref"
	cp "$tmp/src-$side/$mo" "$tmp/$side/$mo"
done

# One set of inputs for both: the logs written by the reference (a newer
# program reads an older one's logs), the scripts of this tree.
w=$tmp/work
sh "$bench/icount.sh" inputs "$w" "$tmp/ref/treeref" "$tmp/src-cur/tests/bench/gen" 2>"$tmp/inputs.err" || {
	cat "$tmp/inputs.err" >&2
	die "the reference $short cannot run this tree's workloads (above): when that is meant (a new command in a sample script, a new log version), move the reference: see tests/bench/REFERENCE"
}
cur_games=$("$tmp/cur/treeref" --game-ids)
echo "bench-check: counting the reference $short" >&2
sh "$bench/icount.sh" count "$w" "$tmp/ref/treeref" >"$tmp/ref.counts"
echo "bench-check: counting this tree" >&2
sh "$bench/icount.sh" count "$w" "$tmp/cur/treeref" >"$tmp/cur.counts"
for g in $cur_games; do
	grep -qx "$g" "$w/in/games" ||
		echo "bench-check: game $g is newer than the reference $short: not counted until the reference moves" >&2
done

LC_ALL=C awk -F '\t' -v tol="$tol" -v ref="$short" '
	NR == FNR { r[$1] = $2; next }
	{
		name[++n] = $1; now[n] = $2; unit[n] = $3
	}
	END {
		printf "%-34s %12s %12s %8s  %s\n", "instructions (valgrind)", "ref " ref, "this tree", "change", ""
		bad = 0
		for (i = 1; i <= n; i++) {
			k = name[i]
			if (!(k in r)) { printf "%-34s %12s %12d %8s  no reference count\n", k, "-", now[i], "" ; continue }
			ch = r[k] > 0 ? (now[i] - r[k]) * 100 / r[k] : 0
			over = now[i] > r[k] * (1 + tol / 100)
			printf "%-34s %12d %12d %+7.1f%%  %s\n", k " /" unit[i], r[k], now[i], ch, over ? "OVER" : ""
			if (over)
				msg[++bad] = sprintf("%s: %d instructions a %s now against %d at the reference %s (%+.1f%%, more than the %s%% allowed)", k, now[i], unit[i], r[k], ref, ch, tol)
		}
		if (bad) {
			print ""
			for (i = 1; i <= bad; i++)
				print "bench-check: " msg[i]
			print "bench-check: when the rise is meant (a feature that must do more work), move the"
			print "bench-check: reference in a commit of its own: put the new commit id in"
			print "bench-check: tests/bench/REFERENCE with why; otherwise find where the instructions"
			print "bench-check: went (valgrind --tool=callgrind, then callgrind_annotate) and win them back."
			exit 1
		}
		printf "\nbench-check: no count more than %s%% above those of the reference %s.\n", tol, ref
	}' "$tmp/ref.counts" "$tmp/cur.counts"
