#!/bin/sh
# One Python test file for tests/run.sh, which runs several at once:
#   sh tests/run_py.sh OUT PROGRAM FILE
# runs FILE (from tests/py) against PROGRAM ("-": the build tree's
# treeref) under the suite timeout, what it prints in OUT.log and its
# exit status in OUT.rc (124 or 137: the time ran out).
out=$1
program=$2
py=$3
[ "$program" = - ] && program=
cd "$(dirname "$0")/py" || exit 1
timeout -k 10 "${TREEREF_SUITE_TIMEOUT:-600}" env TREEREF_PROGRAM="$program" \
    python3 -u "$py" >"$out.log" 2>&1
echo $? >"$out.rc"
