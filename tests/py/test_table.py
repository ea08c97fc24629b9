"""At a real table (issue 31): the prompt and status name a second table;
a script or a pipe on a table that holds a game says where the game is
instead of "no game yet"; pictures and answers follow the terminal's
width in every mode and game (60, 80 and 120 columns), and COLUMNS, else
80, when the output is not a terminal; the unfinished game kept aside
says how to list the kept games."""
import os
import re
import subprocess

from common import (HANG, TREEREF, Checks, Term, at_terminal, hermetic_env, json_answers,
                    tempdir)

ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def tr(args, env, data="", cwd=None):
    return subprocess.run([TREEREF, *args], input=data, env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=HANG)


def widest(text):
    return max((len(ANSI.sub("", x)) for x in text.splitlines()), default=0)


# A game of each kind with as many players as it takes, drawn and talked
# about: what a table runs as a script.
GAMES = {
    "bte": "new bte ann bob cy dee\nplace ann red 2 1\nplace bob blue 2 2\n"
           "place cy green 2 1\nplace dee purple 2 2\nshow\nrules D\nstatus\n",
    "tlh": "new tlh ann bob cy dee eve\nshow\nrules\nstatus\n",
    "3high": "new 3high ann bob cy\nshow\nrules\nstatus\n",
    "magical": "new magical ann:30 bob:40 cy:20 dee:10\nshow\nrules\nstatus\n",
}


def widths(c, env, tmp):
    """Point 4: a script at a terminal fits the terminal, pictures and
    messages, in every game; not at a terminal, COLUMNS, else 80, for
    the pictures."""
    for game, script in GAMES.items():
        path = os.path.join(tmp, f"{game}.txt")
        with open(path, "w") as fp:
            fp.write(script)
        rows = {}
        for cols in (60, 80, 120):
            rc, out = at_terminal([path], env, cols)
            c.check(rc == 0, f"{game} at {cols} columns: exit {rc}: {out[-300:]!r}")
            c.check(0 < widest(out) <= cols,
                    f"{game} at {cols} columns: {widest(out)} columns wide: "
                    f"{[x for x in out.splitlines() if len(ANSI.sub('', x)) > cols][:2]!r}")
            rows[cols] = len(out.splitlines())
        # the width is used, not only respected: fewer rows when wider
        c.check(rows[60] >= rows[80] >= rows[120] and rows[60] > rows[120],
                f"{game}: rows at 60, 80, 120 columns: {rows}")
    # not a terminal: Best Treehouse Ever's four trees, 25 columns each
    script = "new bte ann bob cy dee\nshow\n"
    for cols, per_row in ((None, 3), ("60", 2), ("80", 3), ("120", 4)):
        e = {k: v for k, v in env.items() if k != "COLUMNS"}
        if cols:
            e["COLUMNS"] = cols
        out = tr([], e, script).stdout
        names = [x.split() for x in out.splitlines() if x.split() and
                 set(x.split()) <= {"ann", "bob", "cy", "dee"}]
        c.check([len(x) for x in names][:1] == [per_row] and
                widest("\n".join(x for x in out.splitlines()[2:])) <= int(cols or 80),
                f"piped, COLUMNS={cols}: {per_row} trees a row: {names}")


def prompt_and_status(c, env):
    """Point 3: the prompt and status name the table given with --table;
    the default table's prompt is as before."""
    t = Term(env, args=["--table", "table2"])
    c.check(t.expect(r"treeref@table2> "), f"the prompt names the table: {t.buf!r}")
    c.check(t.run("new bte ann bob", r"treeref@table2 bte r1 p1[^>]*> "),
            f"and the game after it: {t.seen!r}")
    c.check(t.run("status", r"treeref@table2 bte[^>]*> ") and "Table table2." in t.seen,
            f"status names the table: {t.seen!r}")
    t.send("quit\r")
    t.close()
    t = Term(env)
    c.check(t.expect(r"\ntreeref> |^treeref> "), f"the default table's prompt: {t.buf!r}")
    t.send("quit\r")
    t.close()
    r = tr(["--table", "table2", "--resume", "--json"], env, "status\n")
    c.check('"table": "table2"' in r.stdout, f"status --json names the table: {r.stdout!r}")
    r = tr(["--resume"], env, "new bte cy dee\nstatus\n")
    c.check("Table" not in r.stdout, f"the default table's status: {r.stdout!r}")


def elsewhere(c, env):
    """Point 11: a pipe or a script on a table that holds a game, with
    neither --journal nor --resume, says so at the first command that
    needs a game, runs nothing more and exits 1."""
    r = tr(["--table", "t3", "--journal"], env, "new bte ann bob\nplace ann red 2 1\n")
    c.check(r.returncode == 0, f"t3 holds a game: {r.stderr!r}")
    r = tr(["--table", "t3"], env, "help\nstatus\nscore\n")
    c.check(r.returncode == 1 and r.stderr == "-:2: t3 holds a game: add --resume to continue it.\n",
            f"status piped to t3: {r.returncode} {r.stderr!r}")
    c.check("Usage" in r.stdout or "status" in r.stdout, f"help before it ran: {r.stdout[:80]!r}")
    r = tr(["--table", "t3"], env, "place ann red 3 1\nstatus\n")
    c.check(r.returncode == 1 and "t3 holds a game: add --resume" in r.stderr and
            r.stderr.count("\n") == 1, f"a move piped to t3: {r.stderr!r}")
    # a new game needs no game: it runs, in memory, as before
    r = tr(["--table", "t3"], env, "new tlh ann bob\nstatus\n")
    c.check(r.returncode == 0 and "holds a game" not in r.stderr, f"new on t3: {r.stderr!r}")
    r = tr(["--table", "t3", "--resume"], env, "status\n")
    c.check(r.returncode == 0 and "still to play: bob" in r.stdout,
            f"the game of t3 is untouched: {r.stdout!r} {r.stderr!r}")
    # a table nothing holds: as before
    r = tr(["--table", "t4"], env, "status\n")
    c.check(r.returncode == 1 and "No game yet" in r.stderr, f"an empty table: {r.stderr!r}")
    # open in another treeref at a terminal
    t = Term(env, args=["--table", "t3", "--resume"])
    c.check(t.expect(r"treeref@t3 bte[^>]*> "), f"t3 open at a terminal: {t.buf!r}")
    path = os.path.join(env["HOME"], "moves.txt")
    with open(path, "w") as fp:
        fp.write("# a script\nplace bob red 2 1\nstatus\n")
    r = tr(["--table", "t3", path], env)
    c.check(r.returncode == 1 and r.stderr ==
            f"{path}:2: t3 is open in another treeref (process {t.p.pid}): type the commands there.\n",
            f"a script on t3 while open: {r.stderr!r}")
    t.send("quit\r")
    t.close()


def kept_wording(c, env):
    """Point 16: the game kept aside at the start says how to see the
    kept games."""
    r = tr(["--table", "t5", "--journal"], env, "new bte ann bob\nplace ann red 2 1\n")
    r = tr(["--table", "t5", "--journal"], env, "status\n")
    c.check("(type kept to see the kept games)" in r.stderr, f"kept aside: {r.stderr!r}")


def samples(c, env):
    """Point 15: each sample game keeps to its language: data/games/en
    types only the English command words (the JSON "command" is the word
    typed), data/games/fr French ones, and its comments are French and
    name no test of ours."""
    import json
    import glob
    for lang in ("en", "fr"):
        for path in sorted(glob.glob(os.path.join(os.path.dirname(TREEREF), "data", "games",
                                                  lang, "*.txt"))):
            name = f"{lang}/{os.path.basename(path)}"
            lines = [x for x in open(path, encoding="utf-8").read().splitlines()]
            typed = [x.split()[0] for x in lines if x.strip() and not x.startswith("#")]
            r = tr(["--json", "--lang", lang, path], env)
            said = [a["command"] for a in json_answers(r.stdout)]
            c.check(r.returncode == 0 and len(said) == len(typed), f"{name}: runs: {r.stderr[:200]!r}")
            english = [t for t, w in zip(typed, said) if t == w]
            if lang == "en":
                c.check(english == typed, f"{name}: French words: "
                        f"{[t for t, w in zip(typed, said) if t != w]}")
            else:
                # words spelt alike in both languages (legal, biscuits) aside
                c.check(not set(english) - {"legal", "biscuits"}, f"{name}: English words: "
                        f"{sorted(set(english))}")
                comments = " ".join(x for x in lines if x.startswith("#"))
                c.check(not re.search(r"\b(the|and|with|of|round|players?)\b", comments)
                        and ".in" not in comments, f"{name}: English comments or a test's name")


def main():
    c = Checks("table")
    samples(c, env=hermetic_env(tempdir()))
    tmp = tempdir()
    env = hermetic_env(tmp)
    widths(c, env, tmp)
    prompt_and_status(c, env)
    elsewhere(c, env)
    kept_wording(c, env)
    c.finish()


if __name__ == "__main__":
    main()
