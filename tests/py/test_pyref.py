"""make bench's plain Python referee (tests/bench/pyref.py, issue 43)
referees the games treeref does: on 30 generated games (tests/bench/gen
script, both variants, with their undo and redo) its final totals are
treeref's, game by game, as make bench's pyref row compares them
(treeref's score tables read by tests/bench/totals.awk); and on the same
games with wrong commands slipped in, every command's verdict and rule
ids are those treeref --json gives."""
import json
import os
import random
import shutil
import subprocess

from common import TOP, TREEREF, Checks, hermetic_env, tempdir

BENCH = os.path.join(TOP, "tests", "bench")
GEN = os.path.join(BENCH, "gen")
PYREF = os.path.join(BENCH, "pyref.py")
GAMES = 30


def treeref(args, env, tmp):
    return subprocess.run([TREEREF, "--lang", "en", "--no-archive", *args], env=env, cwd=tmp,
                          capture_output=True, text=True, timeout=300)


def pyref(args, tmp):
    return subprocess.run(["python3", PYREF, *args], cwd=tmp, capture_output=True,
                          text=True, timeout=300)


def compare(c, what, mine, theirs):
    """Line by line; every differing line printed in full."""
    c.check(len(mine) == len(theirs),
            f"{what}: pyref gave {len(mine)} lines, treeref {len(theirs)}")
    for i, (a, b) in enumerate(zip(mine, theirs), 1):
        c.check(a == b, f"{what}, line {i}: pyref '{a}', treeref '{b}'")


def totals(c, script, env, tmp):
    young = sum(1 for line in open(script) if line.startswith("new bte young "))
    c.check(0 < young < GAMES, f"{young} of {GAMES} games in the younger variant: not both variants")
    r = treeref([script], env, tmp)
    c.check(r.returncode == 0, f"treeref {script}: exit {r.returncode}: {r.stderr}")
    theirs = subprocess.run(["awk", "-f", os.path.join(BENCH, "totals.awk")], input=r.stdout,
                            capture_output=True, text=True, timeout=60).stdout.splitlines()
    p = pyref(["--totals", script], tmp)
    c.check(p.returncode == 0, f"pyref.py --totals: exit {p.returncode}: {p.stderr}")
    mine = p.stdout.splitlines()
    c.check(len(theirs) == GAMES, f"treeref's answers show {len(theirs)} final tables, not {GAMES}")
    compare(c, "totals", mine, theirs)


def with_wrong_commands(script, out):
    """The script with a command of random words after about one line in
    six: many refused (each rule id in turn), some accepted, changing the
    games that follow."""
    rnd = random.Random(43)
    names = ["ann", "bob", "carl", "dora", "an", "b", "zed"]
    colours = ["red", "yellow", "green", "blue", "purple", "brown", "r", "b", "bl",
               "rouge", "vert", "violet", "brun", "x"]
    lines = []
    for line in open(script):
        lines.append(line.rstrip("\n"))
        if rnd.random() < 0.17:
            verb = rnd.choice(["place"] * 4 + ["discard", "take", "cover", "choose"])
            who, colour = rnd.choice(names), rnd.choice(colours)
            if verb == "place":
                lines.append(f"place {who} {colour} {rnd.randrange(0, 9)} {rnd.randrange(0, 9)}")
            elif verb == "discard":
                lines.append(f"discard {who}" + (f" {colour}" if rnd.random() < 0.5 else ""))
            elif verb == "take":
                lines.append(f"take {who} {rnd.choice(['x2', 'zero', 'x'])}")
            else:
                lines.append(f"{verb} {who} {colour}")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


def verdicts(c, script, env, tmp):
    mixed = os.path.join(tmp, "mixed.txt")
    with_wrong_commands(script, mixed)
    r = treeref(["--json", mixed], env, tmp)
    theirs = []
    for line in r.stdout.splitlines():
        o = json.loads(line)
        if "line" in o and o.get("command"):
            theirs.append(f"{o['line']} " + ("ok" if o["ok"] else "refused " + ",".join(o["rules"])))
    p = pyref(["--verdicts", mixed], tmp)
    mine = p.stdout.splitlines()
    refused = sum(1 for v in theirs if " refused" in v)
    with_ids = sum(1 for v in theirs if " refused " in v and not v.endswith("refused "))
    c.check(refused > 100 and with_ids > 100,
            f"only {refused} commands refused, {with_ids} with rule ids: the mix tests too little")
    compare(c, "verdicts", mine, theirs)


def main():
    c = Checks("test_pyref")
    tmp = tempdir()
    env = hermetic_env(tmp)
    script = os.path.join(tmp, "games.txt")
    subprocess.run([GEN, "script", str(GAMES), script], check=True, timeout=60)
    totals(c, script, env, tmp)
    verdicts(c, script, env, tmp)
    shutil.rmtree(tmp, ignore_errors=True)
    c.finish()


if __name__ == "__main__":
    main()
