"""Tout là-haut and 3-High at a real pseudo-terminal: TAB completes a
floor that matches the top of a tree, a 3-High card not played yet, a
side and an uncovered piece; `show` is coloured at a terminal, plain in a
script, and fits a narrow terminal by stacking its blocks."""
import os
import re
import subprocess
import time

from common import TREEREF, Checks, Term, hermetic_env, tempdir

ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def widest(text):
    return max((len(ANSI.sub("", line)) for line in text.splitlines()), default=0)


def script_show(env, lines):
    """The stdout of a script run (not a terminal)."""
    r = subprocess.run([TREEREF], input="\n".join(lines) + "\n", env=env,
                       capture_output=True, text=True)
    return r.stdout


TLH_START = ["new tlh ann bob", "play ann blue2 red3", "play bob green4 green4"]

SETUP = [
    "setup a1 red-large red-medium red-small",
    "setup c3 yellow-large yellow-medium",
    "setup c6 yellow-small",
    "setup e5 green-large",
    "setup e2 green-medium",
    "setup e8 green-small",
    "setup g2 blue-large blue-medium",
    "setup b2 blue-small",
    "setup h5 black-large",
    "setup h7 black-medium",
]


def coloured(env):
    """A terminal that shows colour: TERM=dumb gets none."""
    return dict(env, TERM="xterm")


def tlh(c, env):
    t = Term(coloured(env))
    c.check(t.expect(r"treeref> "), "first prompt")
    for line in TLH_START:
        t.run(line, r"treeref tlh [^>]*> ")
    c.check("treeref tlh r2 ann" in t.seen, f"prompt says round 2, ann to play: {t.seen!r}")
    # ann's top floor is red3: of the yellow floors only yellow3 matches
    t.send("play ann y\t")
    c.check(t.expect(r"play ann yellow3 "), f"TAB completes the one yellow floor on red3: {t.buf!r}")
    t.send("\x15")  # drop the line
    # every green floor of value 3 only: green3 is the one green floor
    t.send("play ann gr\t")
    c.check(t.expect(r"play ann green3 "), "TAB completes green3 on red3")
    # the top floor of the card may be anything
    t.send("yellow\t\t")
    c.check(t.expect(r"yellow2\s+yellow3\s+yellow4"), f"any top floor offered: {t.buf!r}")
    t.send("\x15")
    t.send("play ann do\t")
    c.check(t.expect(r"play ann down "), "TAB completes down")
    t.send("\x15")
    # bob's top is green4: red4 matches by value, red3 would not
    t.send("play bob re\t")
    c.check(t.expect(r"play bob red4 "), f"TAB completes red4 on green4: {t.buf!r}")
    t.send("\x15")
    # cards are down: the objective can no longer be set, so TAB offers none
    t.send("objective two\tX")
    c.check(t.expect(r"objective two\x07?X"), f"no objective offered once cards are down: {t.buf!r}")
    t.send("\x15")
    c.check(t.run("show", r"treeref tlh [^>]*> "), "show answers")
    c.check("\x1b[0m" in t.seen and "red" in t.seen and "trunk" in t.seen,
            f"show at a terminal is coloured: {t.seen!r}")
    t.send("quit\r")
    t.close()

    # a narrow terminal: the towers are stacked, none wider than it
    t = Term(env, cols=24)
    # at 24 columns readline wraps the question: wait for its end
    c.check(t.expect(r"\] $"), f"resume offered: {t.buf!r}")
    t.send("\r")
    c.check(t.expect(r"treeref tlh [^>]*> "), "resumed")
    c.check(t.run("show", r"treeref tlh [^>]*> "), "show answers when narrow")
    pic = t.seen[t.seen.find("+--"):t.seen.rfind("treeref")]
    c.check(0 < widest(pic) <= 24 and pic.count("trunk") == 2,
            f"two towers, stacked within 24 columns: {pic!r}")
    t.send("quit\r")
    t.close()

    out = script_show(env, TLH_START + ["show"])
    c.check("\x1b" not in out and "| red    3 |" in out and "| green  4 |-." in out,
            f"show in a script: plain text, run marked: {out!r}")


def threehigh(c, env):
    t = Term(coloured(env))
    c.check(t.expect(r"(treeref> |Resume it\? \[Y/n\] )"), "first prompt")
    if "Resume" in t.seen:
        t.send("n\r")
        t.expect(r"treeref> ")
    t.run("new 3high ann bob", r"treeref 3high [^>]*> ")
    t.send("setup h\t\t")
    c.check(t.expect(r"h1\s+h2\s+h3"), f"TAB offers square names after setup: {t.buf!r}")
    t.send("5 black-l\t")
    c.check(t.expect(r"setup h5 black-large "), "TAB completes a piece still to place")
    t.send("\x15")
    for line in SETUP:
        t.run(line, r"treeref 3high [^>]*> ")
    t.send("setup d2 bl\t")
    c.check(t.expect(r"setup d2 black-small "), "TAB completes the last piece to place")
    t.send("\r")
    c.check(t.expect(r"ann, pile \d+> "), f"setup complete: {t.seen!r}")
    t.send("pla\t")
    c.check(t.expect(r"play "), "TAB completes play")
    t.send("a\t")
    c.check(t.expect(r"a(nn)? $"), f"TAB completes a player: {t.buf!r}")
    t.send("4\t\t")
    c.check(t.expect(r"4c\s+4d\s+4h\s+4s"), f"the four 4s offered: {t.buf!r}")
    t.send("h so\t")
    c.check(t.expect(r"play ann 4h south "), "TAB completes a side")
    # red-large and red-medium lie under red-small on a1
    t.send("red\t")
    c.check(t.expect(r"red-small $"), f"TAB completes the uncovered piece: {t.buf!r}")
    t.send("\x15play ann 4h south yellow-small\r")
    c.check(t.expect(r"The yellow tree stands on c3"), "the move is played")
    c.check(t.expect(r"bob, pile \d+> "), "bob's turn")
    t.send("play bob 4\t\t")
    c.check(t.expect(r"4c\s+4d\s+4s") and "4h" not in t.seen.split("4c", 1)[1],
            f"a card played is no longer offered: {t.seen!r}")
    t.send("\x15")
    # now yellow-large and yellow-medium lie under yellow-small on c3
    t.send("play bob 5s west yellow\t")
    c.check(t.expect(r"play bob 5s west yellow-small "), f"covered pieces are not offered: {t.buf!r}")
    t.send("\x15")
    c.check(t.run("show", r"bob, pile \d+> "), "show answers")
    c.check("\x1b[0m" in t.seen and "Stacks, bottom first" in t.seen,
            f"the board is coloured at a terminal: {t.seen!r}")
    t.send("quit\r")
    t.close()

    out = script_show(env, ["new 3high ann bob"] + SETUP + ["setup d2 black-small", "show"])
    board = out[out.find("north"):]
    c.check("\x1b" not in out and "RS3*" in board and widest(board) <= 100,
            f"show in a script: plain, a tree marked, within 100 columns: {out!r}")


def main():
    c = Checks("repl_games")
    env = hermetic_env(tempdir())
    tlh(c, env)
    threehigh(c, env)
    c.finish()


if __name__ == "__main__":
    main()
