"""TAB never crashes treeref (issue 38): at a real pseudo-terminal, in
Magical Treehouse, TAB after a card word that is not a card (`build ann
red`, `build ann zzz`, `construire ann rouge`) once ended treeref with a
segmentation fault.  Each is typed with TAB twice (complete, then list),
then the line is dropped and the table goes on: the program must still
answer and end with status 0.  (tests/unit/test_tab_walk.c and `make
fuzz` walk every position of every line; this is the terminal's view.)"""
import re

from common import Checks, Term, hermetic_env, tempdir

CASES = [
    ("en", "new magical ann:30 bob:20", "build ann red ", r"treeref magical [^>]*> "),
    ("en", "new magical ann:30 bob:20", "build ann zzz ", r"treeref magical [^>]*> "),
    ("en", "new magical ann:30 bob:20", "build ann red", r"treeref magical [^>]*> "),
    ("fr", "nouvelle magical ann:30 bob:20", "construire ann rouge ", r"treeref magical [^>]*> "),
    ("fr", "nouvelle magical ann:30 bob:20", "construire ann zzz ", r"treeref magical [^>]*> "),
]


def main():
    c = Checks("test_tab_crash")
    for lang, start, typed, prompt in CASES:
        env = hermetic_env(tempdir())
        t = Term(env, cols=80, rows=24, args=("--lang", lang))
        c.check(t.expect(r"treeref> "), f"{lang}: first prompt")
        c.check(t.run(start, prompt), f"{lang}: {start} answers")
        t.send(typed + "\t\t")
        # the line typed is still there, and the program still answers
        # a command once the line is dropped (Ctrl-U)
        t.send("\x15")
        alive = t.run("status", prompt)
        c.check(alive, f"{lang}: after TAB on {typed!r} treeref still answers: {t.buf[-300:]!r}")
        t.send("quit\r")
        t.close()
        c.check(t.p.returncode == 0,
                f"{lang}: TAB on {typed!r}: exit status {t.p.returncode} (a signal is negative)")
        c.check(not re.search(r"Segmentation|AddressSanitizer|runtime error", t.buf),
                f"{lang}: no crash report: {t.buf[-300:]!r}")
    c.finish()


if __name__ == "__main__":
    main()
