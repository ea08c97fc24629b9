"""The first prompt says how to start (issue 38): at a real
pseudo-terminal of 80 columns, in English and in French, before any game
the lines above the first prompt name `new` with an example that starts
the registry's first game, and `help`; each fits the terminal; the
example, typed as shown, starts a game.  A script is told nothing (its
output is only the answers)."""
import re
import subprocess

from common import TREEREF, Checks, Term, hermetic_env, tempdir

WANT = {
    "en": (r"No game yet\. Start one with new.*\r\n  (new \S+ ann bob)\r\n"
           r"help new lists the games; help lists the commands\.\r\ntreeref> "),
    "fr": (r"Pas encore de partie\. Commencez-en une avec «\xa0nouveau\xa0».*\r\n"
           r"  (nouveau \S+ ann bob)\r\n«\xa0aide nouveau\xa0» liste les jeux.*\r\ntreeref> "),
}


def main():
    c = Checks("test_first_prompt")
    first = subprocess.run([TREEREF, "--game-ids"], capture_output=True, text=True,
                           timeout=60).stdout.split()[0]
    for lang, want in WANT.items():
        env = hermetic_env(tempdir())
        t = Term(env, cols=80, rows=24, args=("--lang", lang))
        ok = t.expect(r"treeref> ")
        c.check(ok, f"{lang}: first prompt")
        m = re.search("(?s)" + want, t.seen)
        c.check(m is not None, f"{lang}: the first prompt says how to start: {t.seen!r}")
        for line in t.seen.split("\r\n"):
            c.check(len(line) <= 80, f"{lang}: a line wider than 80 columns: {line!r}")
        if m:
            example = m.group(1)
            c.check(example.split()[1] == first, f"{lang}: the example starts the first game: {example}")
            c.check(t.run(example, r"treeref \S+ [^>]*> "), f"{lang}: {example} starts a game")
        t.send("quit\r")
        t.close()
        c.check(t.p.returncode == 0, f"{lang}: exit status {t.p.returncode}")
        r = subprocess.run([TREEREF, "--lang", lang], input="", env=env, capture_output=True,
                           text=True, timeout=60)
        c.check(r.stdout == "" and r.stderr == "", f"{lang}: a script is told nothing: {r.stdout!r}")
    c.finish()


if __name__ == "__main__":
    main()
