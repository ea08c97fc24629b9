"""Magical Treehouse's entry traps (issue 38), at a real pseudo-terminal:
`done` while the builder may still place a familiar asks first (the
familiar would be lost): no keeps the turn going and the game as it was,
yes ends it; `done NAME none` ends it without asking; a line of the
notation that holds such a `.` is asked about once.  In a script (or
--json) `done` is refused with the reason (the familiar that would be
lost, how to place it, how to end without it), exit status 1, the game
exactly as before (status before and after alike), and so is a line of
the notation holding it, whole; `.0` (`done NAME none`) ends the turn,
and a record holding it replays.  `legal` offers `done NAME none` then
(tests/cli/magical/magical-objective-words covers the objective
words).  In English and in French."""
import os
import subprocess

from common import TREEREF, Checks, Term, hermetic_env, json_answers, tempdir

WORDS = {
    "en": dict(new="new magical ann:30 bob:20", reveal="reveal", build="build",
               done="done", none="none", status="status", yes="y", no="n",
               ask=r"(?s)ann may still place 1 familiar this turn.*Go on anyway\? \[y/N\] ",
               kept=r"Nothing done; the game is as it was", over=r"ann's building turn is over"),
    "fr": dict(new="nouvelle magical ann:30 bob:20", reveal="révéler", build="construire",
               done="terminer", none="aucun", status="état", yes="o", no="n",
               ask=r"(?s)ann peut encore poser 1\xa0familier ce tour-ci.*Continuer quand même\xa0\? \[o/N\] ",
               kept=r"Rien n'est fait\xa0; la partie est telle qu'elle était",
               over=r"ann a fini son tour de construction"),
}
PROMPT = r"treeref magical [^>]*> "
# What the refusal in a script says: the familiar lost, how to place it,
# how to end the turn without it.
REFUSED = {
    "en": ("ann may still place 1 familiar this turn, lost once the turn is over",
           "(familiar ann)", "(done ann none)"),
    "fr": ("ann peut encore poser 1\xa0familier ce tour-ci, perdu une fois le tour fini",
           "(«\xa0familier ann\xa0»)", "(«\xa0terminer ann aucun\xa0»)"),
}


def tr(args, env, data):
    return subprocess.run([TREEREF, *args], input=data, env=env, capture_output=True,
                          text=True, timeout=600)


def script_refuses(c):
    """In a script: done refused with its reason, the game unchanged."""
    for lang, w in WORDS.items():
        env = hermetic_env(tempdir())
        start = (f"{w['new']}\n{w['reveal']} ann 5 bob 9\n{w['build']} ann red1 red\n"
                 if lang == "en" else
                 f"{w['new']}\n{w['reveal']} ann 5 bob 9\n{w['build']} ann rouge1 rouge\n")
        r = tr(["--lang", lang], env, start + f"{w['done']} ann\n")
        c.check(r.returncode == 1, f"{lang}: done in a script: exit {r.returncode}")
        for part in REFUSED[lang]:
            c.check(part in r.stderr, f"{lang}: the refusal says {part!r}: {r.stderr!r}")
        # the state: status (its --json data too) before and after alike,
        # for done and for a line of the notation that ends with `.`
        for bad in (f"{w['done']} ann", ".", "ann .", "r2 ."):
            r = tr(["--lang", lang, "--json"], env, start + f"{w['status']}\n{bad}\n{w['status']}\n")
            a = json_answers(r.stdout)
            c.check(len(a) == 6 and not a[4]["ok"] and a[3] == {**a[5], "line": a[3]["line"]},
                    f"{lang}: {bad!r} refused, status unchanged: {[x.get('message') for x in a[3:]]}")
        # legal says how to end the turn now; .0 ends it
        r = tr(["--lang", lang], env, start + "legal ann\n")
        want = "done ann none" if lang == "en" else "«\xa0terminer ann aucun\xa0»"
        c.check(want in r.stdout, f"{lang}: legal offers {want!r}: {r.stdout!r}")
        r = tr(["--lang", lang, "--json"], env, start + "legal ann\n")
        moves = json_answers(r.stdout)[-1].get("moves", [])
        none = "done ann none" if lang == "en" else "terminer ann aucun"
        c.check(none in moves and none.rsplit(" ", 1)[0] not in moves,
                f"{lang}: legal --json: {moves}")
        r = tr(["--lang", lang], env, start + ".0\n")
        c.check(r.returncode == 0 and w["over"] in r.stdout, f"{lang}: .0 ends the turn: {r.stderr!r}")
    # a record holding .0 replays: the game's log written again alike
    env = hermetic_env(tempdir())
    home = env["HOME"]
    r = tr(["--archive", os.path.join(home, "a")], env,
           "new magical ann:30 bob:20\nreveal ann 5 bob 9\nbuild ann red1 red\ndone ann none\n"
           f"export log {home}/one.csv\n")
    rec = tr(["notation", f"{home}/one.csv"], env, "")
    c.check(rec.returncode == 0 and ".0" in rec.stdout.split(), f"the record: {rec.stdout!r} {rec.stderr!r}")
    with open(os.path.join(home, "rec.txt"), "w") as fp:
        fp.write(rec.stdout)
    r = tr([os.path.join(home, "rec.txt")], env, "")
    c.check(r.returncode == 0 and "ann's building turn is over" in r.stdout,
            f"the record replays: {r.stderr!r}")


def main():
    c = Checks("test_magical_traps")
    for lang, w in WORDS.items():
        env = hermetic_env(tempdir())
        t = Term(env, cols=80, rows=24, args=("--lang", lang))
        c.check(t.expect(r"treeref> "), f"{lang}: first prompt")
        for line in (w["new"], f"{w['reveal']} ann 5", f"{w['reveal']} bob 9",
                     f"{w['build']} ann red1 red"):
            c.check(t.run(line, PROMPT), f"{lang}: {line}")
        t.drain()
        t.send(f"{w['done']} ann\r")
        c.check(t.expect(w["ask"]), f"{lang}: done with a familiar to place asks: {t.buf!r}")
        t.send(w["no"] + "\r")
        c.check(t.expect(w["kept"]), f"{lang}: no keeps the game: {t.buf!r}")
        c.check(t.expect(PROMPT), f"{lang}: the prompt after no")
        c.check("ann" in t.seen.split("\n")[-1], f"{lang}: still ann's turn: {t.seen!r}")
        t.drain()
        t.send(f"{w['done']} ann\r")
        c.check(t.expect(w["ask"]), f"{lang}: asked again")
        t.send(w["yes"] + "\r")
        c.check(t.expect(w["over"]), f"{lang}: yes ends the turn: {t.buf!r}")
        c.check(t.expect(PROMPT), f"{lang}: the prompt after yes")
        c.check("bob" in t.seen.split("\n")[-1], f"{lang}: bob's turn now: {t.seen!r}")
        # bob builds a coloured card: a familiar to place; `none` asks nothing
        c.check(t.run(f"{w['build']} bob blue1 blue", PROMPT), f"{lang}: bob builds")
        c.check(t.run(f"{w['done']} bob {w['none']}", PROMPT), f"{lang}: done bob none")
        c.check("[" not in t.seen, f"{lang}: done NAME none asks nothing: {t.seen!r}")
        # a line of the notation holding such a done: asked once, whole
        c.check(t.run(f"{w['reveal']} ann 3 bob 4", PROMPT), f"{lang}: round 2")
        t.drain()
        t.send("b1b .\r")
        c.check(t.expect(w["ask"]), f"{lang}: the line b1b . asks: {t.buf!r}")
        t.send(w["yes"] + "\r")
        c.check(t.expect(w["over"]) and t.expect(PROMPT), f"{lang}: yes runs the line: {t.buf!r}")
        c.check("[y/N]" not in t.seen and "[o/N]" not in t.seen, f"{lang}: asked once: {t.seen!r}")
        t.send("quit\r")
        t.close()
        c.check(t.p.returncode == 0, f"{lang}: exit status {t.p.returncode}")
    script_refuses(c)
    c.finish()


if __name__ == "__main__":
    main()
