"""The toy fifth game, end to end through tests/toy/treeref-toy (the
program built with the registry tests/toy/games.c passes in): a script,
export log, check, replay, standings, report, completion at a terminal,
both languages.  Nothing outside tests/toy/ names the toy."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "py"))
from common import TREEREF, Checks, Term, hermetic_env, tempdir  # noqa: E402

GAME = "new toy ann bob\nadd ann 3\nadd bob 3\nadd ann 5\nwhy ann 5\nadd ann 3\nadd bob 1\n"


def tr(args, env, data=""):
    return subprocess.run([TREEREF, *args], input=data, env=env, capture_output=True,
                          text=True, timeout=600)


def main():
    c = Checks("toy")
    tmp = tempdir()
    env = hermetic_env(tmp)
    c.check("toy" in tr(["--game-ids"], env).stdout.split(), "--game-ids lists the toy")
    log = os.path.join(tmp, "toy.csv")
    r = tr([], env, GAME + f"status\nexport log {log}\n")
    c.check(r.returncode == 1 and "bob wins." in r.stdout and "bob won at 10." in r.stdout,
            f"a script: {r.returncode} {r.stdout!r}")
    c.check("Small steps: add 1, 2 or 3" in r.stderr or "step (small steps): add 1, 2 or 3"
            in r.stderr, f"a refusal tagged with its rule's name: {r.stderr!r}")
    c.check("Verdict: not allowed (step)." in r.stdout, f"why: {r.stdout!r}")
    c.check(os.path.exists(log) and open(log).readline().startswith("game,version,seq"),
            "export log")
    r = tr(["check", log], env)
    c.check(r.returncode == 0 and r.stdout == f"{log}: ok: winner bob (4); bob 4, ann 6\n",
            f"check: {r.returncode} {r.stdout!r} {r.stderr!r}")
    r = tr(["replay", log], env)
    c.check(r.returncode == 0 and "bob wins." in r.stdout, f"replay: {r.stdout!r} {r.stderr!r}")
    r = tr(["standings", log], env)
    rows = [x.split() for x in r.stdout.splitlines() if x.strip()[:1].isdigit()]
    c.check(r.returncode == 0 and "\nToy\n" in r.stdout and rows[0][1] == "bob"
            and rows[1][1] == "ann", f"standings: {r.stdout!r} {r.stderr!r}")
    page = os.path.join(tmp, "toy.html")
    r = tr(["report", log, "-o", page, "--lang", "fr"], env)
    html = open(page, encoding="utf-8").read() if os.path.exists(page) else ""
    c.check(r.returncode == 0 and "ajouté" in html and "Toy" in html,
            f"report in French labels the toy's sheet: {r.stderr!r}")
    r = tr(["--lang", "fr"], env, "nouveau toy ann bob\najouter ann 2\nétat\npourquoi bob 4\n")
    c.check("La pile est à 2." in r.stdout and "à bob d’ajouter" in r.stdout
            and "Petits pas" in r.stdout, f"French: {r.stdout!r} {r.stderr!r}")
    t = Term(env)
    c.check(t.expect(r"treeref[^>]*> "), "first prompt")
    t.run("new toy ann bob", r"treeref toy[^>]*> ")
    t.send("add \t\t")
    c.check(t.expect(r"ann\s+bob"), f"completion offers the players: {t.buf!r}")
    t.send("\x15quit\r")
    t.close()
    c.finish()


main()
