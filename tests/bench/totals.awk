# totals.awk: each finished game's final totals from treeref --lang en
# SCRIPT's answers, one line a game in seating order ("ann 21 bob 12"),
# as python3 tests/bench/pyref.py --totals prints them.  The score table
# that follows a game's end is taken; an undo after it takes the game back
# from its end (no totals, unless a redo prints the table again).
function flush() { if (last != "") print last; last = "" }
/^Best Treehouse Ever: / { flush(); next }
/^Undone: / { last = ""; next }
/^player +round 1 +round 2 +round 3 +bonus +total +rank$/ { table = 1; cur = ""; next }
table && NF == 7 && $6 ~ /^[0-9]+$/ { cur = cur (cur == "" ? "" : " ") $1 " " $6; next }
table { table = 0; last = cur }
END { if (table) last = cur; flush() }
