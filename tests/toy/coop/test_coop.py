"""The cooperative test game end to end through tests/toy/treeref-toy: a
team result (won or lost together, no places) in check, check --json,
the standings (games and the team's wins, unranked) and the report;
seat of any count (1 to 3 a table); both languages."""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "py"))
from common import TREEREF, Checks, hermetic_env, tempdir  # noqa: E402

WON = ["new coop ann bob", "lift ann 3", "lift bob 3", "lift ann 3", "lift bob 1"]
LOST = ["new coop ann bob", "lift ann 1", "lift bob 1", "lift ann 1", "lift bob 1", "lift ann 1"]


def tr(args, env, data=""):
    return subprocess.run([TREEREF, *args], input=data, env=env, capture_output=True,
                          text=True, timeout=600)


def play(c, env, tmp, lines, name):
    path = os.path.join(tmp, name)
    r = tr([], env, "\n".join(lines + [f"export log {path}"]) + "\n")
    c.check(r.returncode == 0 and os.path.exists(path), f"{name}: {r.stdout!r} {r.stderr!r}")
    return path, r.stdout


def main():
    c = Checks("coop")
    tmp = tempdir()
    env = hermetic_env(tmp)
    with c.case("a team that wins and one that loses"):
        won, out = play(c, env, tmp, WON, "won.csv")
        c.check("The team wins." in out, f"won: {out!r}")
        lost, out = play(c, env, tmp, LOST, "lost.csv")
        c.check("The team loses." in out, f"lost: {out!r}")
        r = tr(["check", won, lost], env)
        c.check(r.returncode == 0 and r.stdout == f"{won}: ok: the team won at 10\n"
                f"{lost}: ok: the team lost at 5\n", f"check: {r.stdout!r} {r.stderr!r}")
        r = tr(["check", "--json", won, lost], env)
        rows = [json.loads(l) for l in r.stdout.splitlines()]
        c.check([(x["team"], x["outcome"], x["tower"]) for x in rows]
                == [(True, "won", 10), (True, "lost", 5)]
                and all("rank" not in p for x in rows for p in x["players"]),
                f"check --json: {r.stdout!r}")
    with c.case("standings and report of a team game"):
        r = tr(["standings", won, lost], env)
        rows = [l.split() for l in r.stdout.splitlines() if l.strip().startswith(("ann", "bob"))]
        # no rank: player games wins score (the tower)
        c.check(r.returncode == 0 and sorted(rows) == [["ann", "2", "1", "15"], ["bob", "2", "1", "15"]],
                f"standings: {r.stdout!r}")
        page = os.path.join(tmp, "coop.html")
        r = tr(["report", won, lost, "-o", page, "--lang", "fr"], env)
        html = open(page, encoding="utf-8").read() if os.path.exists(page) else ""
        c.check(r.returncode == 0 and "Coop" in html and "tour" in html,
                f"report: {r.returncode} {r.stderr!r}")
    with c.case("seat: any count, tables of 1 to 3"):
        players = os.path.join(tmp, "four.txt")
        with open(players, "w", encoding="utf-8") as fp:
            fp.write("ann\nbob\ncy\ndan\n")
        r = tr(["seat", "coop", players, "--seed", "3"], env)
        c.check(r.returncode == 0 and r.stdout.count("type:\n  new coop ") == 2,
                f"seat of 4: {r.stdout!r} {r.stderr!r}")
    with c.case("French"):
        r = tr(["--lang", "fr"], env, "nouveau coop ann\nlever ann 3\nétat\n")
        c.check("La tour est à 3\u00a0; il reste 4 levées." in r.stdout or
                "La tour est à 3 ; il reste 4 levées." in r.stdout, f"French: {r.stdout!r}")
    c.finish()


main()
