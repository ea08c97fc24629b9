"""Magical Treehouse's entry traps (issue 38), at a real pseudo-terminal:
`done` while the builder may still place a familiar asks first (the
familiar would be lost): no keeps the turn going and the game as it was,
yes ends it; `done NAME none` ends it without asking; a script is not
asked (tests/cli/magical/magical-objective-words covers the objective
words).  In English and in French."""
from common import Checks, Term, hermetic_env, tempdir

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
        t.send("quit\r")
        t.close()
        c.check(t.p.returncode == 0, f"{lang}: exit status {t.p.returncode}")
    c.finish()


if __name__ == "__main__":
    main()
